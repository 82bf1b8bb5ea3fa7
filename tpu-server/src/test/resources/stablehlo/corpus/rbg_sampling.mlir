module @jit_rbg_sampling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32>) -> (tensor<10xui32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}, tensor<3x4xui32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:2, 0:1] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %2 = stablehlo.reshape %1 : (tensor<2x1xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [0:2, 1:2] : (tensor<2x2xui32>) -> tensor<2x1xui32>
    %4 = stablehlo.reshape %3 : (tensor<2x1xui32>) -> tensor<2xui32>
    %5 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %7 = stablehlo.multiply %6, %5 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<3xui64>
    %10 = stablehlo.convert %7 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.convert %9 : (tensor<3xui64>) -> tensor<3xui32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %14 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %15 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %16:2 = call @threefry2x32(%14, %15, %12, %13) : (tensor<2x1xui32>, tensor<2x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %17 = stablehlo.broadcast_in_dim %16#0, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %18 = stablehlo.broadcast_in_dim %16#1, dims = [0, 1] : (tensor<2x3xui32>) -> tensor<2x3x1xui32>
    %19 = stablehlo.concatenate %17, %18, dim = 2 : (tensor<2x3x1xui32>, tensor<2x3x1xui32>) -> tensor<2x3x2xui32>
    %20 = stablehlo.transpose %19, dims = [1, 0, 2] : (tensor<2x3x2xui32>) -> tensor<3x2x2xui32>
    %21 = stablehlo.reshape %20 : (tensor<3x2x2xui32>) -> tensor<3x4xui32>
    %22 = stablehlo.slice %21 [0:1, 0:4] : (tensor<3x4xui32>) -> tensor<1x4xui32>
    %23 = stablehlo.reshape %22 : (tensor<1x4xui32>) -> tensor<4xui32>
    %24 = stablehlo.reshape %23 : (tensor<4xui32>) -> tensor<2x2xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %25, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10xui32>)
    %26 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %27 = stablehlo.reshape %26 : (tensor<2x2xui32>) -> tensor<4xui32>
    %28 = stablehlo.slice %21 [1:2, 0:4] : (tensor<3x4xui32>) -> tensor<1x4xui32>
    %29 = stablehlo.reshape %28 : (tensor<1x4xui32>) -> tensor<4xui32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = call @_uniform(%29, %cst, %cst_1) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<3x5xf32>
    %31 = stablehlo.slice %21 [2:3, 0:4] : (tensor<3x4xui32>) -> tensor<1x4xui32>
    %32 = stablehlo.reshape %31 : (tensor<1x4xui32>) -> tensor<4xui32>
    %33 = call @_normal(%32) : (tensor<4xui32>) -> tensor<7xf32>
    return %output, %30, %33, %21 : tensor<10xui32>, tensor<3x5xf32>, tensor<7xf32>, tensor<3x4xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<2x1xui32>, %arg1: tensor<2x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<2x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<2x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<2x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<2x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<2x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<2x3xui32>, tensor<2x3xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x3xui32>, %arg2: tensor<2x3xui32>, %arg3: tensor<2x1xui32>, %arg4: tensor<2x1xui32>, %arg5: tensor<2x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<2x1xui32>) -> tensor<2x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<2x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %5, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui32>)
    %6 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %9 = stablehlo.shift_right_logical %output, %8 : tensor<3x5xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %11 = stablehlo.or %9, %10 : tensor<3x5xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<3x5xui32>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<3x5xf32>
    %15 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<3x5xf32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x5xf32>
    %20 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x5xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<3x5xf32>
    return %21 : tensor<3x5xf32>
  }
  func.func private @_normal(%arg0: tensor<4xui32>) -> tensor<7xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<4xui32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @_normal_real(%arg0: tensor<4xui32>) -> tensor<7xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_0(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<7xf32>
    %1 = chlo.erf_inv %0 : tensor<7xf32> -> tensor<7xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<7xf32>
    return %3 : tensor<7xf32>
  }
  func.func private @_uniform_0(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %3, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui32>)
    %4 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %7 = stablehlo.shift_right_logical %output, %6 : tensor<7xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %9 = stablehlo.or %7, %8 : tensor<7xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<7xui32>) -> tensor<7xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<7xf32>
    %13 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<1xf32>) -> tensor<7xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<7xf32>
    %16 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<7xf32>
    %17 = stablehlo.add %15, %16 : tensor<7xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<7xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<7xf32>
    return %19 : tensor<7xf32>
  }
}
