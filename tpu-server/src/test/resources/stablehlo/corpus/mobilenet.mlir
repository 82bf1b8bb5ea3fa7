module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<10xf32>, %arg3: tensor<8x10xf32>, %arg4: tensor<32xf32>, %arg5: tensor<1x1x8x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<3x3x1x32xf32>, %arg8: tensor<8xf32>, %arg9: tensor<1x1x32x8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<1x1x2x8xf32>, %arg12: tensor<2xf32>, %arg13: tensor<1x1x8x2xf32>, %arg14: tensor<32xf32>, %arg15: tensor<1x1x8x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<3x3x1x32xf32>, %arg18: tensor<8xf32>, %arg19: tensor<1x1x32x8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<1x1x2x8xf32>, %arg22: tensor<2xf32>, %arg23: tensor<1x1x8x2xf32>, %arg24: tensor<2x16x16x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg24, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x8xf32>
    %4 = stablehlo.convolution(%3, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x32xf32>
    %5 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x8x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %8 = call @clip(%7, %c, %c_0) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x32xf32>
    %9 = stablehlo.convolution(%8, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x8x8x32xf32>
    %10 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x8x8x32xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %13 = call @clip(%12, %c_1, %c_2) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x32xf32>
    %14 = stablehlo.convolution(%13, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<1x1x32x8xf32>) -> tensor<2x8x8x8xf32>
    %15 = stablehlo.reshape %arg18 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x1x1x8xf32>
    %22 = stablehlo.convolution(%21, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<1x1x8x2xf32>) -> tensor<2x1x1x2xf32>
    %23 = stablehlo.reshape %arg22 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x1x1x2xf32>
    %26 = call @relu(%25) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %27 = stablehlo.convolution(%26, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x8xf32>) -> tensor<2x1x1x8xf32>
    %28 = stablehlo.reshape %arg20 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x1x1x8xf32>
    %31 = stablehlo.negate %30 : tensor<2x1x1x8xf32>
    %32 = stablehlo.exponential %31 : tensor<2x1x1x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %34 = stablehlo.add %33, %32 : tensor<2x1x1x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %36 = stablehlo.divide %35, %34 : tensor<2x1x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %38 = stablehlo.multiply %17, %37 : tensor<2x8x8x8xf32>
    %39 = stablehlo.add %3, %38 : tensor<2x8x8x8xf32>
    %40 = stablehlo.convolution(%39, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x32xf32>
    %41 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x8x8x32xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %44 = call @clip(%43, %c_6, %c_7) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x32xf32>
    %45 = stablehlo.convolution(%44, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x8x8x32xf32>
    %46 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x8x8x32xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %49 = call @clip(%48, %c_8, %c_9) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8x32xf32>
    %50 = stablehlo.convolution(%49, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<1x1x32x8xf32>) -> tensor<2x8x8x8xf32>
    %51 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x8x8x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %57 = stablehlo.divide %55, %56 : tensor<2x1x1x8xf32>
    %58 = stablehlo.convolution(%57, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<1x1x8x2xf32>) -> tensor<2x1x1x2xf32>
    %59 = stablehlo.reshape %arg12 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x1x1x2xf32>
    %62 = call @relu(%61) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %63 = stablehlo.convolution(%62, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x8xf32>) -> tensor<2x1x1x8xf32>
    %64 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x1x1x8xf32>
    %67 = stablehlo.negate %66 : tensor<2x1x1x8xf32>
    %68 = stablehlo.exponential %67 : tensor<2x1x1x8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %70 = stablehlo.add %69, %68 : tensor<2x1x1x8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %72 = stablehlo.divide %71, %70 : tensor<2x1x1x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %74 = stablehlo.multiply %53, %73 : tensor<2x8x8x8xf32>
    %75 = stablehlo.add %39, %74 : tensor<2x8x8x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %78 = stablehlo.divide %76, %77 : tensor<2x8xf32>
    %79 = stablehlo.dot_general %78, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8xf32>, tensor<8x10xf32>) -> tensor<2x10xf32>
    %80 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x10xf32>
    return %82 : tensor<2x10xf32>
  }
  func.func private @clip(%arg0: tensor<2x8x8x32xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<2x8x8x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x8x32xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<2x8x8x32xf32>
    return %5 : tensor<2x8x8x32xf32>
  }
  func.func private @relu(%arg0: tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x2xf32>
    return %1 : tensor<2x1x1x2xf32>
  }
}
