module @jit_truncated_normal_sampling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<8x6xf32> {jax.result_info = "result[2]"}, tensor<3x3x4x8xf32> {jax.result_info = "result[3]"}, tensor<6x10xf32> {jax.result_info = "result[4]"}) {
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<5x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = call @_truncated_normal(%2, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.slice %0 [1:2, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %6 = call @_truncated_normal_2(%5, %cst_1, %cst_2) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.slice %0 [2:3, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %9 = stablehlo.sqrt %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %10 = stablehlo.divide %9, %cst_4 : tensor<f32>
    %c = stablehlo.constant dense<-2> : tensor<i32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %11 = call @_truncated_normal_7(%8, %c, %c_5) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<8x6xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<8x6xf32>
    %14 = stablehlo.slice %0 [3:4, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %15 = stablehlo.reshape %14 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_6 = stablehlo.constant dense<0.055555556> : tensor<f32>
    %16 = stablehlo.sqrt %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %17 = stablehlo.divide %16, %cst_7 : tensor<f32>
    %c_8 = stablehlo.constant dense<-2> : tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %18 = call @_truncated_normal_12(%15, %c_8, %c_9) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3x3x4x8xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<3x3x4x8xf32>
    %21 = stablehlo.slice %0 [4:5, 0:2] : (tensor<5x2xui32>) -> tensor<1x2xui32>
    %22 = stablehlo.reshape %21 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = call @_uniform_17(%22, %c_10, %cst_11) : (tensor<2xui32>, tensor<i32>, tensor<f32>) -> tensor<6x10xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %24 = stablehlo.multiply %cst_12, %cst_13 : tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %27 = stablehlo.multiply %23, %26 : tensor<6x10xf32>
    return %3, %6, %13, %20, %27 : tensor<4x8xf32>, tensor<16xf32>, tensor<8x6xf32>, tensor<3x3x4x8xf32>, tensor<6x10xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<5x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<5xui64>
    %9 = stablehlo.convert %6 : (tensor<5xui64>) -> tensor<5xui32>
    %10 = stablehlo.convert %8 : (tensor<5xui64>) -> tensor<5xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<5x1xui32>, tensor<5x1xui32>) -> tensor<5x2xui32>
    return %14 : tensor<5x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xui32>
    %39 = stablehlo.or %35, %38 : tensor<5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.add %33, %41 : tensor<5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.add %40, %43 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %48 = stablehlo.add %44, %47 : tensor<5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_truncated_normal(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x8xf32> {
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = chlo.erf %0 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %arg2, %cst_0 : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %4 = call @_uniform(%arg0, %1, %3) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %5 = chlo.erf_inv %4 : tensor<4x8xf32> -> tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<4x8xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %8 = chlo.next_after %arg1, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = chlo.next_after %arg2, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %10 = call @clip(%7, %8, %9) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    return %10 : tensor<4x8xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4x8xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4x8xui64>
    %c = stablehlo.constant dense<8> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x8xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x8xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x8xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4x8xui64>
    %12 = stablehlo.add %9, %11 : tensor<4x8xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x8xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4x8xui64>
    %15 = stablehlo.convert %12 : (tensor<4x8xui64>) -> tensor<4x8xui32>
    %16 = stablehlo.convert %14 : (tensor<4x8xui64>) -> tensor<4x8xui32>
    %17:2 = call @threefry2x32_0(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<4x8xui32>, tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<4x8xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4x8xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %22 = stablehlo.or %20, %21 : tensor<4x8xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<4x8xui32>) -> tensor<4x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<4x8xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x8xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x8xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x8xf32>
    %30 = stablehlo.add %28, %29 : tensor<4x8xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x8xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4x8xf32>
    return %32 : tensor<4x8xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x8xui32>, %arg3: tensor<4x8xui32>) -> (tensor<4x8xui32>, tensor<4x8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x8xui32>, tensor<4x8xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<4x8xui32>, %arg2: tensor<4x8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x8xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x8xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x8xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x8xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4x8xui32>, tensor<4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<4x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
  func.func private @_truncated_normal_2(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %0 = stablehlo.divide %arg1, %cst : tensor<f32>
    %1 = chlo.erf %0 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %arg2, %cst_0 : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %4 = call @_uniform_3(%arg0, %1, %3) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    %5 = chlo.erf_inv %4 : tensor<16xf32> -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %8 = chlo.next_after %arg1, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = chlo.next_after %arg2, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %10 = call @clip_6(%7, %8, %9) : (tensor<16xf32>, tensor<f32>, tensor<f32>) -> tensor<16xf32>
    return %10 : tensor<16xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<16xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<16xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<16xui64>
    %11 = stablehlo.convert %8 : (tensor<16xui64>) -> tensor<16xui32>
    %12 = stablehlo.convert %10 : (tensor<16xui64>) -> tensor<16xui32>
    %13:2 = call @threefry2x32_4(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<16xui32>, tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %18 = stablehlo.or %16, %17 : tensor<16xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<16xui32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<16xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<16xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %26 = stablehlo.add %24, %25 : tensor<16xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<16xf32>
    return %28 : tensor<16xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16xui32>, %arg3: tensor<16xui32>) -> (tensor<16xui32>, tensor<16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16xui32>, tensor<16xui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<16xui32>, %arg2: tensor<16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16xui32>
    %9 = stablehlo.or %5, %8 : tensor<16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16xui32>
    %19 = stablehlo.or %15, %18 : tensor<16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16xui32>
    %29 = stablehlo.or %25, %28 : tensor<16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16xui32>
    %39 = stablehlo.or %35, %38 : tensor<16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %42 = stablehlo.add %33, %41 : tensor<16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %44 = stablehlo.add %40, %43 : tensor<16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16xui32>
    %48 = stablehlo.add %44, %47 : tensor<16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16xui32>, tensor<16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_6(%arg0: tensor<16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16xf32>
    return %3 : tensor<16xf32>
  }
  func.func private @_truncated_normal_7(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x6xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_8(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x6xf32>
    %7 = chlo.erf_inv %6 : tensor<8x6xf32> -> tensor<8x6xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x6xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_11(%9, %10, %11) : (tensor<8x6xf32>, tensor<f32>, tensor<f32>) -> tensor<8x6xf32>
    return %12 : tensor<8x6xf32>
  }
  func.func private @_uniform_8(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8x6xui64>
    %7 = stablehlo.iota dim = 1 : tensor<8x6xui64>
    %c = stablehlo.constant dense<6> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x6xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<8x6xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x6xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<8x6xui64>
    %12 = stablehlo.add %9, %11 : tensor<8x6xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x6xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<8x6xui64>
    %15 = stablehlo.convert %12 : (tensor<8x6xui64>) -> tensor<8x6xui32>
    %16 = stablehlo.convert %14 : (tensor<8x6xui64>) -> tensor<8x6xui32>
    %17:2 = call @threefry2x32_9(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<8x6xui32>, tensor<8x6xui32>) -> (tensor<8x6xui32>, tensor<8x6xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<8x6xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %22 = stablehlo.or %20, %21 : tensor<8x6xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<8x6xui32>) -> tensor<8x6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<8x6xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x6xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %30 = stablehlo.add %28, %29 : tensor<8x6xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x6xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<8x6xf32>
    return %32 : tensor<8x6xf32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x6xui32>, %arg3: tensor<8x6xui32>) -> (tensor<8x6xui32>, tensor<8x6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x6xui32>, tensor<8x6xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<8x6xui32>, %arg2: tensor<8x6xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x6xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x6xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x6xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x6xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x6xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x6xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x6xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x6xui32>, tensor<8x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_11(%arg0: tensor<8x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<8x6xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x6xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<8x6xf32>
    return %3 : tensor<8x6xf32>
  }
  func.func private @_truncated_normal_12(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x3x4x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_13(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x4x8xf32>
    %7 = chlo.erf_inv %6 : tensor<3x3x4x8xf32> -> tensor<3x3x4x8xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<3x3x4x8xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_16(%9, %10, %11) : (tensor<3x3x4x8xf32>, tensor<f32>, tensor<f32>) -> tensor<3x3x4x8xf32>
    return %12 : tensor<3x3x4x8xf32>
  }
  func.func private @_uniform_13(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x3x4x8xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x3x4x8xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x3x4x8xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x3x4x8xui64>
    %c = stablehlo.constant dense<96> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x3x4x8xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<3x3x4x8xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x3x4x8xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<3x3x4x8xui64>
    %c_1 = stablehlo.constant dense<8> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x3x4x8xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<3x3x4x8xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x3x4x8xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<3x3x4x8xui64>
    %18 = stablehlo.add %11, %13 : tensor<3x3x4x8xui64>
    %19 = stablehlo.add %18, %15 : tensor<3x3x4x8xui64>
    %20 = stablehlo.add %19, %17 : tensor<3x3x4x8xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x3x4x8xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x3x4x8xui64>
    %23 = stablehlo.convert %20 : (tensor<3x3x4x8xui64>) -> tensor<3x3x4x8xui32>
    %24 = stablehlo.convert %22 : (tensor<3x3x4x8xui64>) -> tensor<3x3x4x8xui32>
    %25:2 = call @threefry2x32_14(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>) -> (tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<3x3x4x8xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<3x3x4x8xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %30 = stablehlo.or %28, %29 : tensor<3x3x4x8xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<3x3x4x8xui32>) -> tensor<3x3x4x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<3x3x4x8xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x4x8xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<3x3x4x8xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x4x8xf32>
    %38 = stablehlo.add %36, %37 : tensor<3x3x4x8xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x4x8xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<3x3x4x8xf32>
    return %40 : tensor<3x3x4x8xf32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x3x4x8xui32>, %arg3: tensor<3x3x4x8xui32>) -> (tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x3x4x8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x3x4x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_15(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>
  }
  func.func private @closed_call_15(%arg0: tensor<i32>, %arg1: tensor<3x3x4x8xui32>, %arg2: tensor<3x3x4x8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x3x4x8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x3x4x8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x3x4x8xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x3x4x8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x3x4x8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x3x4x8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x3x4x8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x3x4x8xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x3x4x8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x3x4x8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x3x4x8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x3x4x8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x3x4x8xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x3x4x8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x3x4x8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x3x4x8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x3x4x8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x3x4x8xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x3x4x8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x3x4x8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x3x4x8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x3x4x8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x3x4x8xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x3x4x8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x3x4x8xui32>, tensor<3x3x4x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_16(%arg0: tensor<3x3x4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<3x3x4x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<3x3x4x8xf32>
    return %3 : tensor<3x3x4x8xf32>
  }
  func.func private @_uniform_17(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<6x10xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<6x10xui64>
    %9 = stablehlo.iota dim = 1 : tensor<6x10xui64>
    %c = stablehlo.constant dense<10> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6x10xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<6x10xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6x10xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<6x10xui64>
    %14 = stablehlo.add %11, %13 : tensor<6x10xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<6x10xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<6x10xui64>
    %17 = stablehlo.convert %14 : (tensor<6x10xui64>) -> tensor<6x10xui32>
    %18 = stablehlo.convert %16 : (tensor<6x10xui64>) -> tensor<6x10xui32>
    %19:2 = call @threefry2x32_18(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<6x10xui32>, tensor<6x10xui32>) -> (tensor<6x10xui32>, tensor<6x10xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<6x10xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<6x10xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %24 = stablehlo.or %22, %23 : tensor<6x10xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<6x10xui32>) -> tensor<6x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<6x10xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x10xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<6x10xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x10xf32>
    %32 = stablehlo.add %30, %31 : tensor<6x10xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<6x10xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<6x10xf32>
    return %34 : tensor<6x10xf32>
  }
  func.func private @threefry2x32_18(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6x10xui32>, %arg3: tensor<6x10xui32>) -> (tensor<6x10xui32>, tensor<6x10xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<6x10xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<6x10xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6x10xui32>, tensor<6x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_19(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<6x10xui32>, tensor<6x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6x10xui32>, tensor<6x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<6x10xui32>, tensor<6x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6x10xui32>, tensor<6x10xui32>
  }
  func.func private @closed_call_19(%arg0: tensor<i32>, %arg1: tensor<6x10xui32>, %arg2: tensor<6x10xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6x10xui32>, tensor<6x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6x10xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6x10xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6x10xui32>
    %9 = stablehlo.or %5, %8 : tensor<6x10xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6x10xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6x10xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6x10xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6x10xui32>
    %19 = stablehlo.or %15, %18 : tensor<6x10xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6x10xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6x10xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6x10xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6x10xui32>
    %29 = stablehlo.or %25, %28 : tensor<6x10xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6x10xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6x10xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6x10xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6x10xui32>
    %39 = stablehlo.or %35, %38 : tensor<6x10xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6x10xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %42 = stablehlo.add %33, %41 : tensor<6x10xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %44 = stablehlo.add %40, %43 : tensor<6x10xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6x10xui32>
    %48 = stablehlo.add %44, %47 : tensor<6x10xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6x10xui32>, tensor<6x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
