module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<10x1x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x16x16xf32>, %arg4: tensor<6xf32>, %arg5: tensor<16x6xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<2x400xf32>) -> (tensor<2x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1] : (tensor<2x400xf32>) -> tensor<2x400x1xf32>
    %1 = stablehlo.convolution(%0, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [5], pad = [[2, 3]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x400x1xf32>, tensor<10x1x16xf32>) -> tensor<2x80x16xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x80x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<2x80x16xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<2x80x16xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<2x80x16xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x80x16xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<2x80x16xf32>
    %9 = stablehlo.add %4, %8 : tensor<2x80x16xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x80x16xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<2x80x16xf32>
    %12 = stablehlo.tanh %11 : tensor<2x80x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x80x16xf32>
    %14 = stablehlo.add %13, %12 : tensor<2x80x16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x80x16xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2x80x16xf32>
    %17 = stablehlo.multiply %4, %16 : tensor<2x80x16xf32>
    %18 = stablehlo.convolution(%17, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x80x16xf32>, tensor<3x16x16xf32>) -> tensor<2x40x16xf32>
    %19 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x40x16xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x40x16xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<2x40x16xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2x40x16xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x40x16xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<2x40x16xf32>
    %26 = stablehlo.add %21, %25 : tensor<2x40x16xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x40x16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<2x40x16xf32>
    %29 = stablehlo.tanh %28 : tensor<2x40x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x40x16xf32>
    %31 = stablehlo.add %30, %29 : tensor<2x40x16xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x40x16xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2x40x16xf32>
    %34 = stablehlo.multiply %21, %33 : tensor<2x40x16xf32>
    %35 = stablehlo.reshape %34 : (tensor<2x40x16xf32>) -> tensor<2x40x4x4xf32>
    %36 = chlo.square %35 : tensor<2x40x4x4xf32> -> tensor<2x40x4x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x40x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %39 = stablehlo.divide %37, %38 : tensor<2x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%36 init: %cst_9) applies stablehlo.add across dimensions = [1, 3] : (tensor<2x40x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %42 = stablehlo.divide %40, %41 : tensor<2x4xf32>
    %43 = chlo.square %39 : tensor<2x4xf32> -> tensor<2x4xf32>
    %44 = stablehlo.subtract %42, %43 : tensor<2x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<2x4xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %48 = stablehlo.reshape %47 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %49 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %50 = stablehlo.reshape %49 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %51 = stablehlo.broadcast_in_dim %48, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x40x16xf32>
    %54 = stablehlo.subtract %34, %53 : tensor<2x40x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x16xf32>
    %56 = stablehlo.add %52, %55 : tensor<2x1x16xf32>
    %57 = stablehlo.rsqrt %56 : tensor<2x1x16xf32>
    %58 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
    %60 = stablehlo.multiply %57, %59 : tensor<2x1x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x1x16xf32>) -> tensor<2x40x16xf32>
    %62 = stablehlo.multiply %54, %61 : tensor<2x40x16xf32>
    %63 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x40x16xf32>
    %65 = stablehlo.add %62, %64 : tensor<2x40x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<2x40x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %68 = stablehlo.divide %66, %67 : tensor<2x16xf32>
    %69 = stablehlo.dot_general %68, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x6xf32>) -> tensor<2x6xf32>
    %70 = stablehlo.reshape %arg4 : (tensor<6xf32>) -> tensor<1x6xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<2x6xf32>
    %72 = stablehlo.add %69, %71 : tensor<2x6xf32>
    return %72 : tensor<2x6xf32>
  }
}
