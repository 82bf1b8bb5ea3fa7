module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6xf32>, %arg1: tensor<12x2x6xf32>, %arg2: tensor<12xf32>, %arg3: tensor<2x6x12xf32>, %arg4: tensor<2x6xf32>, %arg5: tensor<12x2x6xf32>, %arg6: tensor<2x6xf32>, %arg7: tensor<12x2x6xf32>, %arg8: tensor<24xf32>, %arg9: tensor<12x24xf32>, %arg10: tensor<12xf32>, %arg11: tensor<24x12xf32>, %arg12: tensor<12xf32>, %arg13: tensor<12xf32>, %arg14: tensor<12xf32>, %arg15: tensor<12xf32>, %arg16: tensor<12xf32>, %arg17: tensor<12xf32>, %arg18: tensor<12xf32>, %arg19: tensor<3x3x3x12xf32>, %arg20: tensor<5xf32>, %arg21: tensor<12x5xf32>, %arg22: tensor<2x8x8x3xf32>) -> (tensor<2x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg22, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x3xf32>, tensor<3x3x3x12xf32>) -> tensor<2x4x4x12xf32>
    %1 = stablehlo.reshape %arg18 : (tensor<12xf32>) -> tensor<1x1x1x12xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x12xf32>) -> tensor<2x4x4x12xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x12xf32>
    %4 = stablehlo.reshape %arg15 : (tensor<12xf32>) -> tensor<1x1x1x12xf32>
    %5 = stablehlo.reshape %arg17 : (tensor<12xf32>) -> tensor<1x1x1x12xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2, 3] : (tensor<1x1x1x12xf32>) -> tensor<2x4x4x12xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<2x4x4x12xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x12xf32>
    %9 = stablehlo.add %5, %8 : tensor<1x1x1x12xf32>
    %10 = stablehlo.rsqrt %9 : tensor<1x1x1x12xf32>
    %11 = stablehlo.reshape %arg16 : (tensor<12xf32>) -> tensor<1x1x1x12xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x1x1x12xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x12xf32>) -> tensor<2x4x4x12xf32>
    %14 = stablehlo.multiply %7, %13 : tensor<2x4x4x12xf32>
    %15 = stablehlo.reshape %arg14 : (tensor<12xf32>) -> tensor<1x1x1x12xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x12xf32>) -> tensor<2x4x4x12xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x4x4x12xf32>
    %18 = call @relu(%17) : (tensor<2x4x4x12xf32>) -> tensor<2x4x4x12xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x4x12xf32>) -> tensor<2x16x12xf32>
    %20 = chlo.square %19 : tensor<2x16x12xf32> -> tensor<2x16x12xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x12xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %23 = stablehlo.divide %21, %22 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x12xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %26 = stablehlo.divide %24, %25 : tensor<2x16xf32>
    %27 = chlo.square %23 : tensor<2x16xf32> -> tensor<2x16xf32>
    %28 = stablehlo.subtract %26, %27 : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<2x16xf32>
    %31 = stablehlo.reshape %23 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %32 = stablehlo.reshape %30 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x12xf32>
    %34 = stablehlo.subtract %19, %33 : tensor<2x16x12xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %36 = stablehlo.add %32, %35 : tensor<2x16x1xf32>
    %37 = stablehlo.rsqrt %36 : tensor<2x16x1xf32>
    %38 = stablehlo.reshape %arg13 : (tensor<12xf32>) -> tensor<1x1x12xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x12xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x12xf32>) -> tensor<2x16x12xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x16x12xf32>
    %42 = stablehlo.multiply %34, %41 : tensor<2x16x12xf32>
    %43 = stablehlo.reshape %arg12 : (tensor<12xf32>) -> tensor<1x1x12xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x12xf32>) -> tensor<2x16x12xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x16x12xf32>
    %46 = stablehlo.dot_general %45, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x12xf32>, tensor<12x2x6xf32>) -> tensor<2x16x2x6xf32>
    %47 = stablehlo.reshape %arg4 : (tensor<2x6xf32>) -> tensor<1x1x2x6xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x2x6xf32>) -> tensor<2x16x2x6xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x16x2x6xf32>
    %50 = stablehlo.dot_general %45, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x12xf32>, tensor<12x2x6xf32>) -> tensor<2x16x2x6xf32>
    %51 = stablehlo.reshape %arg0 : (tensor<2x6xf32>) -> tensor<1x1x2x6xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x2x6xf32>) -> tensor<2x16x2x6xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x16x2x6xf32>
    %54 = stablehlo.dot_general %45, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x12xf32>, tensor<12x2x6xf32>) -> tensor<2x16x2x6xf32>
    %55 = stablehlo.reshape %arg6 : (tensor<2x6xf32>) -> tensor<1x1x2x6xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x2x6xf32>) -> tensor<2x16x2x6xf32>
    %57 = stablehlo.add %54, %56 : tensor<2x16x2x6xf32>
    %58 = stablehlo.reshape %49 : (tensor<2x16x2x6xf32>) -> tensor<2x16x2x1x6xf32>
    %59 = stablehlo.dot_general %58, %53, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x16x2x1x6xf32>, tensor<2x16x2x6xf32>) -> tensor<2x2x16x1x16xf32>
    %cst_6 = stablehlo.constant dense<0.408248305> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x16x1x16xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<2x2x16x1x16xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x16x1x16xf32>, tensor<f32>) -> tensor<2x2x16x1xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %64 = stablehlo.maximum %63, %62 : tensor<2x2x16x1xf32>
    %65 = stablehlo.transpose %64, dims = [3, 0, 1, 2] : (tensor<2x2x16x1xf32>) -> tensor<1x2x2x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x16x1xf32>
    %67 = stablehlo.transpose %61, dims = [3, 0, 1, 2, 4] : (tensor<2x2x16x1x16xf32>) -> tensor<1x2x2x16x16xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x16x1xf32>) -> tensor<1x2x2x16x16xf32>
    %69 = stablehlo.subtract %67, %68 : tensor<1x2x2x16x16xf32>
    %70 = stablehlo.exponential %69 : tensor<1x2x2x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_9) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x16x16xf32>, tensor<f32>) -> tensor<1x2x2x16xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x16x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x16x1xf32>) -> tensor<1x2x2x16x16xf32>
    %74 = stablehlo.divide %70, %73 : tensor<1x2x2x16x16xf32>
    %75 = stablehlo.dot_general %57, %74, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [HIGHEST, HIGHEST] : (tensor<2x16x2x6xf32>, tensor<1x2x2x16x16xf32>) -> tensor<2x2x6x1x16xf32>
    %76 = stablehlo.transpose %75, dims = [3, 0, 4, 1, 2] : (tensor<2x2x6x1x16xf32>) -> tensor<1x2x16x2x6xf32>
    %77 = stablehlo.transpose %76, dims = [1, 2, 3, 0, 4] : (tensor<1x2x16x2x6xf32>) -> tensor<2x16x2x1x6xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x16x2x1x6xf32>) -> tensor<2x16x2x6xf32>
    %79 = stablehlo.dot_general %78, %arg3, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x2x6xf32>, tensor<2x6x12xf32>) -> tensor<2x16x12xf32>
    %80 = stablehlo.reshape %arg2 : (tensor<12xf32>) -> tensor<1x1x12xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x12xf32>) -> tensor<2x16x12xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x16x12xf32>
    %83 = stablehlo.add %19, %82 : tensor<2x16x12xf32>
    %84 = stablehlo.dot_general %83, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x12xf32>, tensor<12x24xf32>) -> tensor<2x16x24xf32>
    %85 = stablehlo.reshape %arg8 : (tensor<24xf32>) -> tensor<1x1x24xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x24xf32>) -> tensor<2x16x24xf32>
    %87 = stablehlo.add %84, %86 : tensor<2x16x24xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<2x16x24xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<2x16x24xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16x24xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<2x16x24xf32>
    %92 = stablehlo.add %87, %91 : tensor<2x16x24xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x24xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<2x16x24xf32>
    %95 = stablehlo.tanh %94 : tensor<2x16x24xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x24xf32>
    %97 = stablehlo.add %96, %95 : tensor<2x16x24xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16x24xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<2x16x24xf32>
    %100 = stablehlo.multiply %87, %99 : tensor<2x16x24xf32>
    %101 = stablehlo.dot_general %100, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x24xf32>, tensor<24x12xf32>) -> tensor<2x16x12xf32>
    %102 = stablehlo.reshape %arg10 : (tensor<12xf32>) -> tensor<1x1x12xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x12xf32>) -> tensor<2x16x12xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x16x12xf32>
    %105 = stablehlo.add %83, %104 : tensor<2x16x12xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_14) applies stablehlo.add across dimensions = [1] : (tensor<2x16x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %108 = stablehlo.divide %106, %107 : tensor<2x12xf32>
    %109 = stablehlo.dot_general %108, %arg21, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x5xf32>) -> tensor<2x5xf32>
    %110 = stablehlo.reshape %arg20 : (tensor<5xf32>) -> tensor<1x5xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %112 = stablehlo.add %109, %111 : tensor<2x5xf32>
    return %112 : tensor<2x5xf32>
  }
  func.func private @relu(%arg0: tensor<2x4x4x12xf32>) -> tensor<2x4x4x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x12xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x12xf32>
    return %1 : tensor<2x4x4x12xf32>
  }
}
