module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<3x3x8x8xf32>, %arg13: tensor<3x3x8x8xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<3x3x8x16xf32>, %arg19: tensor<3x3x16x16xf32>, %arg20: tensor<1x1x8x16xf32>, %arg21: tensor<3x3x3x8xf32>, %arg22: tensor<10xf32>, %arg23: tensor<16x10xf32>, %arg24: tensor<2x16x16x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg24, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>
    %1 = call @relu(%0) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.reduce_window"(%1, %2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %78 = stablehlo.maximum %arg25, %arg26 : tensor<f32>
      stablehlo.return %78 : tensor<f32>
    }) : (tensor<2x16x16x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.convolution(%3, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %8 = stablehlo.subtract %4, %7 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %10 = stablehlo.add %6, %9 : tensor<1x1x1x8xf32>
    %11 = stablehlo.rsqrt %10 : tensor<1x1x1x8xf32>
    %12 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<1x1x1x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %15 = stablehlo.multiply %8, %14 : tensor<2x8x8x8xf32>
    %16 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %18 = stablehlo.add %15, %17 : tensor<2x8x8x8xf32>
    %19 = call @relu_0(%18) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %20 = stablehlo.convolution(%19, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %21 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %24 = stablehlo.subtract %20, %23 : tensor<2x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %26 = stablehlo.add %22, %25 : tensor<1x1x1x8xf32>
    %27 = stablehlo.rsqrt %26 : tensor<1x1x1x8xf32>
    %28 = stablehlo.reshape %arg11 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<1x1x1x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %31 = stablehlo.multiply %24, %30 : tensor<2x8x8x8xf32>
    %32 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x8x8x8xf32>
    %35 = stablehlo.add %3, %34 : tensor<2x8x8x8xf32>
    %36 = call @relu_0(%35) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %37 = stablehlo.convolution(%36, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x4x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %41 = stablehlo.subtract %37, %40 : tensor<2x4x4x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %43 = stablehlo.add %39, %42 : tensor<1x1x1x16xf32>
    %44 = stablehlo.rsqrt %43 : tensor<1x1x1x16xf32>
    %45 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<1x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %48 = stablehlo.multiply %41, %47 : tensor<2x4x4x16xf32>
    %49 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x4x4x16xf32>
    %52 = call @relu_1(%51) : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %53 = stablehlo.convolution(%52, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %57 = stablehlo.subtract %53, %56 : tensor<2x4x4x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.add %55, %58 : tensor<1x1x1x16xf32>
    %60 = stablehlo.rsqrt %59 : tensor<1x1x1x16xf32>
    %61 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<1x1x1x16xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %64 = stablehlo.multiply %57, %63 : tensor<2x4x4x16xf32>
    %65 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x4x4x16xf32>
    %68 = stablehlo.convolution(%36, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<2x4x4x16xf32>
    %69 = stablehlo.add %68, %67 : tensor<2x4x4x16xf32>
    %70 = call @relu_1(%69) : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_4) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %73 = stablehlo.divide %71, %72 : tensor<2x16xf32>
    %74 = stablehlo.dot_general %73, %arg23, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %75 = stablehlo.reshape %arg22 : (tensor<10xf32>) -> tensor<1x10xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x10xf32>
    return %77 : tensor<2x10xf32>
  }
  func.func private @relu(%arg0: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x8xf32>
    return %1 : tensor<2x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x8xf32>
    return %1 : tensor<2x8x8x8xf32>
  }
  func.func private @relu_1(%arg0: tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x16xf32>
    return %1 : tensor<2x4x4x16xf32>
  }
}
