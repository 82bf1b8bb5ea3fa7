module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<7x7x1x16xf32>, %arg2: tensor<64xf32>, %arg3: tensor<16x64xf32>, %arg4: tensor<16xf32>, %arg5: tensor<64x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<4x4x3x16xf32>, %arg10: tensor<10xf32>, %arg11: tensor<16x10xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<2x16x16x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg14, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x16xf32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x16xf32>
    %4 = stablehlo.convolution(%3, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[3, 3], [3, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<7x7x1x16xf32>) -> tensor<2x4x4x16xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x4x4x16xf32>
    %8 = chlo.square %7 : tensor<2x4x4x16xf32> -> tensor<2x4x4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x4x4xf32>
    %15 = chlo.square %11 : tensor<2x4x4xf32> -> tensor<2x4x4xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<2x4x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<2x4x4xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x16xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<2x4x4x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<2x4x4x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x4x4x1xf32>
    %26 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x16xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x4x4x16xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x4x4x16xf32>
    %31 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x4x4x16xf32>
    %34 = stablehlo.dot_general %33, %arg3, contracting_dims = [3] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4x4x16xf32>, tensor<16x64xf32>) -> tensor<2x4x4x64xf32>
    %35 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x4x4x64xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x4x64xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2x4x4x64xf32>
    %40 = stablehlo.negate %37 : tensor<2x4x4x64xf32>
    %cst_6 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x4x64xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x4x4x64xf32>
    %43 = chlo.erfc %42 : tensor<2x4x4x64xf32> -> tensor<2x4x4x64xf32>
    %44 = stablehlo.multiply %39, %43 : tensor<2x4x4x64xf32>
    %45 = stablehlo.dot_general %44, %arg5, contracting_dims = [3] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4x4x64xf32>, tensor<64x16xf32>) -> tensor<2x4x4x16xf32>
    %46 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x4x4x16xf32>
    %49 = stablehlo.add %3, %48 : tensor<2x4x4x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %52 = stablehlo.divide %50, %51 : tensor<2x16xf32>
    %53 = chlo.square %52 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%52 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.divide %54, %55 : tensor<2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %59 = stablehlo.divide %57, %58 : tensor<2xf32>
    %60 = chlo.square %56 : tensor<2xf32> -> tensor<2xf32>
    %61 = stablehlo.subtract %59, %60 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<2xf32>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %67 = stablehlo.subtract %52, %66 : tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %69 = stablehlo.add %65, %68 : tensor<2x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<2x1xf32>
    %71 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x16xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %74 = stablehlo.multiply %72, %73 : tensor<2x16xf32>
    %75 = stablehlo.multiply %67, %74 : tensor<2x16xf32>
    %76 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x16xf32>
    %79 = stablehlo.dot_general %78, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %80 = stablehlo.reshape %arg10 : (tensor<10xf32>) -> tensor<1x10xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x10xf32>
    return %82 : tensor<2x10xf32>
  }
}
