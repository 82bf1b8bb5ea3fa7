module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<3x32xf32>, %arg6: tensor<3x32xf32>, %arg7: tensor<3x32xf32>, %arg8: tensor<3x32xf32>, %arg9: tensor<3x128xf32>, %arg10: tensor<3x32x128xf32>, %arg11: tensor<3x32xf32>, %arg12: tensor<3x128x32xf32>, %arg13: tensor<3x4x8xf32>, %arg14: tensor<3x32x4x8xf32>, %arg15: tensor<3x32xf32>, %arg16: tensor<3x4x8x32xf32>, %arg17: tensor<3x4x8xf32>, %arg18: tensor<3x32x4x8xf32>, %arg19: tensor<3x4x8xf32>, %arg20: tensor<3x32x4x8xf32>, %arg21: tensor<2x12xi32>) -> (tensor<2x12x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg21) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:18 = stablehlo.while(%iterArg = %arg5, %iterArg_5 = %arg6, %iterArg_6 = %arg7, %iterArg_7 = %arg8, %iterArg_8 = %arg9, %iterArg_9 = %arg10, %iterArg_10 = %arg11, %iterArg_11 = %arg12, %iterArg_12 = %arg13, %iterArg_13 = %arg14, %iterArg_14 = %arg15, %iterArg_15 = %arg16, %iterArg_16 = %arg17, %iterArg_17 = %arg18, %iterArg_18 = %arg19, %iterArg_19 = %arg20, %iterArg_20 = %c, %iterArg_21 = %0) : tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x128xf32>, tensor<3x32x128xf32>, tensor<3x32xf32>, tensor<3x128x32xf32>, tensor<3x4x8xf32>, tensor<3x32x4x8xf32>, tensor<3x32xf32>, tensor<3x4x8x32xf32>, tensor<3x4x8xf32>, tensor<3x32x4x8xf32>, tensor<3x4x8xf32>, tensor<3x32x4x8xf32>, tensor<i32>, tensor<2x12x32xf32>
    cond {
      %c_22 = stablehlo.constant dense<3> : tensor<i32>
      %32 = stablehlo.compare LT, %iterArg_20, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %32 : tensor<i1>
    } do {
      %32 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_20) : (tensor<3x32xf32>, tensor<i32>) -> tensor<32xf32>
      %33 = func.call @dynamic_index_in_dim(%iterArg_5, %iterArg_20) : (tensor<3x32xf32>, tensor<i32>) -> tensor<32xf32>
      %34 = func.call @dynamic_index_in_dim(%iterArg_6, %iterArg_20) : (tensor<3x32xf32>, tensor<i32>) -> tensor<32xf32>
      %35 = func.call @dynamic_index_in_dim(%iterArg_7, %iterArg_20) : (tensor<3x32xf32>, tensor<i32>) -> tensor<32xf32>
      %36 = func.call @dynamic_index_in_dim_0(%iterArg_8, %iterArg_20) : (tensor<3x128xf32>, tensor<i32>) -> tensor<128xf32>
      %37 = func.call @dynamic_index_in_dim_1(%iterArg_9, %iterArg_20) : (tensor<3x32x128xf32>, tensor<i32>) -> tensor<32x128xf32>
      %38 = func.call @dynamic_index_in_dim(%iterArg_10, %iterArg_20) : (tensor<3x32xf32>, tensor<i32>) -> tensor<32xf32>
      %39 = func.call @dynamic_index_in_dim_2(%iterArg_11, %iterArg_20) : (tensor<3x128x32xf32>, tensor<i32>) -> tensor<128x32xf32>
      %40 = func.call @dynamic_index_in_dim_3(%iterArg_12, %iterArg_20) : (tensor<3x4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
      %41 = func.call @dynamic_index_in_dim_4(%iterArg_13, %iterArg_20) : (tensor<3x32x4x8xf32>, tensor<i32>) -> tensor<32x4x8xf32>
      %42 = func.call @dynamic_index_in_dim(%iterArg_14, %iterArg_20) : (tensor<3x32xf32>, tensor<i32>) -> tensor<32xf32>
      %43 = func.call @dynamic_index_in_dim_5(%iterArg_15, %iterArg_20) : (tensor<3x4x8x32xf32>, tensor<i32>) -> tensor<4x8x32xf32>
      %44 = func.call @dynamic_index_in_dim_3(%iterArg_16, %iterArg_20) : (tensor<3x4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
      %45 = func.call @dynamic_index_in_dim_4(%iterArg_17, %iterArg_20) : (tensor<3x32x4x8xf32>, tensor<i32>) -> tensor<32x4x8xf32>
      %46 = func.call @dynamic_index_in_dim_3(%iterArg_18, %iterArg_20) : (tensor<3x4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
      %47 = func.call @dynamic_index_in_dim_4(%iterArg_19, %iterArg_20) : (tensor<3x32x4x8xf32>, tensor<i32>) -> tensor<32x4x8xf32>
      %48 = func.call @closed_call(%iterArg_21, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47) : (tensor<2x12x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>) -> tensor<2x12x32xf32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_20, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %49, %48 : tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x32xf32>, tensor<3x128xf32>, tensor<3x32x128xf32>, tensor<3x32xf32>, tensor<3x128x32xf32>, tensor<3x4x8xf32>, tensor<3x32x4x8xf32>, tensor<3x32xf32>, tensor<3x4x8x32xf32>, tensor<3x4x8xf32>, tensor<3x32x4x8xf32>, tensor<3x4x8xf32>, tensor<3x32x4x8xf32>, tensor<i32>, tensor<2x12x32xf32>
    }
    %2 = chlo.square %1#17 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1#17 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x12xf32>
    %9 = chlo.square %5 : tensor<2x12xf32> -> tensor<2x12xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<2x12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<2x12xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %16 = stablehlo.subtract %1#17, %15 : tensor<2x12x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<2x12x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<2x12x1xf32>
    %20 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x12x32xf32>
    %24 = stablehlo.multiply %16, %23 : tensor<2x12x32xf32>
    %25 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x12x32xf32>
    %28 = stablehlo.dot_general %27, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %29 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x12x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x12x64xf32>
    return %31 : tensor<2x12x64xf32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<2x12xi32>) -> tensor<2x12x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x12xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x12xi1>, tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x12x1xi1>, tensor<i1>) -> tensor<2x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x12x1xi32>) -> tensor<2x12x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x12x32xi1>, tensor<2x12x32xf32>
    return %16 : tensor<2x12x32xf32>
  }
  func.func private @_where(%arg0: tensor<2x12xi1>, %arg1: tensor<2x12xi32>, %arg2: tensor<2x12xi32>) -> tensor<2x12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x12xi1>, tensor<2x12xi32>
    return %0 : tensor<2x12xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x32xf32>, %arg1: tensor<i32>) -> tensor<32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 32] : (tensor<3x32xf32>, tensor<i32>, tensor<i32>) -> tensor<1x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32xf32>) -> tensor<32xf32>
    return %1 : tensor<32xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<3x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x32x128xf32>, %arg1: tensor<i32>) -> tensor<32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 128] : (tensor<3x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    return %1 : tensor<32x128xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<3x128x32xf32>, %arg1: tensor<i32>) -> tensor<128x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 32] : (tensor<3x128x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x32xf32>) -> tensor<128x32xf32>
    return %1 : tensor<128x32xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<3x4x8xf32>, %arg1: tensor<i32>) -> tensor<4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 8] : (tensor<3x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<3x32x4x8xf32>, %arg1: tensor<i32>) -> tensor<32x4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 32, 4, 8] : (tensor<3x32x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x4x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x4x8xf32>) -> tensor<32x4x8xf32>
    return %1 : tensor<32x4x8xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<3x4x8x32xf32>, %arg1: tensor<i32>) -> tensor<4x8x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 8, 32] : (tensor<3x4x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8x32xf32>) -> tensor<4x8x32xf32>
    return %1 : tensor<4x8x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x12x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<128xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<32xf32>, %arg8: tensor<128x32xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<32x4x8xf32>, %arg11: tensor<32xf32>, %arg12: tensor<4x8x32xf32>, %arg13: tensor<4x8xf32>, %arg14: tensor<32x4x8xf32>, %arg15: tensor<4x8xf32>, %arg16: tensor<32x4x8xf32>) -> tensor<2x12x32xf32> {
    %0 = chlo.square %arg0 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x12xf32>
    %7 = chlo.square %3 : tensor<2x12xf32> -> tensor<2x12xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<2x12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x12xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<2x12x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x12x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x12x1xf32>
    %18 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x12x32xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x12x32xf32>
    %23 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x12x32xf32>
    %26 = stablehlo.iota dim = 0 : tensor<12xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<12xi32>) -> tensor<2x12xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 2] : (tensor<2x12xi32>) -> tensor<2x1x12xi32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<2x12x1xi32>) -> tensor<2x12x12xi32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x1x12xi32>) -> tensor<2x12x12xi32>
    %32 = stablehlo.compare GE, %30, %31, SIGNED : (tensor<2x12x12xi32>, tensor<2x12x12xi32>) -> tensor<2x12x12xi1>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 2, 3] : (tensor<2x12x12xi1>) -> tensor<2x1x12x12xi1>
    %34 = stablehlo.convert %33 : (tensor<2x1x12x12xi1>) -> tensor<2x1x12x12xf32>
    %35 = stablehlo.dot_general %25, %arg14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %36 = stablehlo.reshape %arg13 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x12x4x8xf32>
    %39 = stablehlo.dot_general %25, %arg10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %40 = stablehlo.reshape %arg9 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x12x4x8xf32>
    %43 = stablehlo.dot_general %25, %arg16, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %44 = stablehlo.reshape %arg15 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x12x4x8xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %47 = stablehlo.sqrt %cst_5 : tensor<f32>
    %48 = stablehlo.convert %47 : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %50 = stablehlo.divide %38, %49 : tensor<2x12x4x8xf32>
    %51 = stablehlo.dot_general %50, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %52 = call @_where_6(%34, %51, %cst_6) : (tensor<2x1x12x12xf32>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %55 = stablehlo.maximum %54, %53 : tensor<2x4x12xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %58 = stablehlo.subtract %52, %57 : tensor<2x4x12x12xf32>
    %59 = stablehlo.exponential %58 : tensor<2x4x12x12xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %63 = stablehlo.divide %59, %62 : tensor<2x4x12x12xf32>
    %64 = stablehlo.dot_general %46, %63, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %65 = stablehlo.transpose %64, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %66 = stablehlo.dot_general %65, %arg12, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %67 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %69 = stablehlo.add %66, %68 : tensor<2x12x32xf32>
    %70 = stablehlo.add %arg0, %69 : tensor<2x12x32xf32>
    %71 = chlo.square %70 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%70 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %74 = stablehlo.divide %72, %73 : tensor<2x12xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%71 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %77 = stablehlo.divide %75, %76 : tensor<2x12xf32>
    %78 = chlo.square %74 : tensor<2x12xf32> -> tensor<2x12xf32>
    %79 = stablehlo.subtract %77, %78 : tensor<2x12xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %81 = stablehlo.maximum %80, %79 : tensor<2x12xf32>
    %82 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %85 = stablehlo.subtract %70, %84 : tensor<2x12x32xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %87 = stablehlo.add %83, %86 : tensor<2x12x1xf32>
    %88 = stablehlo.rsqrt %87 : tensor<2x12x1xf32>
    %89 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<2x12x32xf32>
    %93 = stablehlo.multiply %85, %92 : tensor<2x12x32xf32>
    %94 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x12x32xf32>
    %97 = stablehlo.dot_general %96, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x128xf32>) -> tensor<2x12x128xf32>
    %98 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x12x128xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x12x128xf32>
    %101 = stablehlo.multiply %100, %100 : tensor<2x12x128xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<2x12x128xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %104 = stablehlo.multiply %103, %102 : tensor<2x12x128xf32>
    %105 = stablehlo.add %100, %104 : tensor<2x12x128xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<2x12x128xf32>
    %108 = stablehlo.tanh %107 : tensor<2x12x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %110 = stablehlo.add %109, %108 : tensor<2x12x128xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x12x128xf32>
    %113 = stablehlo.multiply %100, %112 : tensor<2x12x128xf32>
    %114 = stablehlo.dot_general %113, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x128xf32>, tensor<128x32xf32>) -> tensor<2x12x32xf32>
    %115 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %117 = stablehlo.add %114, %116 : tensor<2x12x32xf32>
    %118 = stablehlo.add %70, %117 : tensor<2x12x32xf32>
    return %118 : tensor<2x12x32xf32>
  }
  func.func private @_where_6(%arg0: tensor<2x1x12x12xf32>, %arg1: tensor<2x4x12x12xf32>, %arg2: tensor<f32>) -> tensor<2x4x12x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x12x12xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x12x12xf32>, tensor<2x1x12x12xf32>) -> tensor<2x1x12x12xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x12x12xi1>) -> tensor<2x4x12x12xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x12x12xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x12x12xi1>, tensor<2x4x12x12xf32>
    return %4 : tensor<2x4x12x12xf32>
  }
}
