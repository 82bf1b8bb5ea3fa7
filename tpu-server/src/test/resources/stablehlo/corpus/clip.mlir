module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4x3x16xf32>, %arg1: tensor<16x12xf32>, %arg2: tensor<16x12xf32>, %arg3: tensor<40x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<64xf32>, %arg7: tensor<16x64xf32>, %arg8: tensor<16xf32>, %arg9: tensor<64x16xf32>, %arg10: tensor<64xf32>, %arg11: tensor<16x64xf32>, %arg12: tensor<16xf32>, %arg13: tensor<64x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<2x8xf32>, %arg25: tensor<16x2x8xf32>, %arg26: tensor<16xf32>, %arg27: tensor<2x8x16xf32>, %arg28: tensor<2x8xf32>, %arg29: tensor<16x2x8xf32>, %arg30: tensor<2x8xf32>, %arg31: tensor<16x2x8xf32>, %arg32: tensor<2x8xf32>, %arg33: tensor<16x2x8xf32>, %arg34: tensor<16xf32>, %arg35: tensor<2x8x16xf32>, %arg36: tensor<2x8xf32>, %arg37: tensor<16x2x8xf32>, %arg38: tensor<2x8xf32>, %arg39: tensor<16x2x8xf32>, %arg40: tensor<64xf32>, %arg41: tensor<16x64xf32>, %arg42: tensor<16xf32>, %arg43: tensor<64x16xf32>, %arg44: tensor<64xf32>, %arg45: tensor<16x64xf32>, %arg46: tensor<16xf32>, %arg47: tensor<64x16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<16xf32>, %arg58: tensor<2x8xf32>, %arg59: tensor<16x2x8xf32>, %arg60: tensor<16xf32>, %arg61: tensor<2x8x16xf32>, %arg62: tensor<2x8xf32>, %arg63: tensor<16x2x8xf32>, %arg64: tensor<2x8xf32>, %arg65: tensor<16x2x8xf32>, %arg66: tensor<2x8xf32>, %arg67: tensor<16x2x8xf32>, %arg68: tensor<16xf32>, %arg69: tensor<2x8x16xf32>, %arg70: tensor<2x8xf32>, %arg71: tensor<16x2x8xf32>, %arg72: tensor<2x8xf32>, %arg73: tensor<16x2x8xf32>, %arg74: tensor<1x1x16xf32>, %arg75: tensor<1x5x16xf32>, %arg76: tensor<f32>, %arg77: tensor<6x16xf32>, %arg78: tensor<3x8x8x3xf32>, %arg79: tensor<3x6xi32>) -> (tensor<3x3xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg78, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<3x8x8x3xf32>, tensor<4x4x3x16xf32>) -> tensor<3x2x2x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<3x2x2x16xf32>) -> tensor<3x4x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg74, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x1x16xf32>
    %3 = stablehlo.concatenate %2, %1, dim = 1 : (tensor<3x1x16xf32>, tensor<3x4x16xf32>) -> tensor<3x5x16xf32>
    %4 = stablehlo.broadcast_in_dim %arg75, dims = [0, 1, 2] : (tensor<1x5x16xf32>) -> tensor<3x5x16xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x5x16xf32>
    %6 = chlo.square %5 : tensor<3x5x16xf32> -> tensor<3x5x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %9 = stablehlo.divide %7, %8 : tensor<3x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %12 = stablehlo.divide %10, %11 : tensor<3x5xf32>
    %13 = chlo.square %9 : tensor<3x5xf32> -> tensor<3x5xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<3x5xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %20 = stablehlo.subtract %5, %19 : tensor<3x5x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x5x1xf32>
    %22 = stablehlo.add %18, %21 : tensor<3x5x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<3x5x1xf32>
    %24 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<3x5x16xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<3x5x16xf32>
    %29 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<3x5x16xf32>
    %32 = chlo.square %31 : tensor<3x5x16xf32> -> tensor<3x5x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %35 = stablehlo.divide %33, %34 : tensor<3x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %38 = stablehlo.divide %36, %37 : tensor<3x5xf32>
    %39 = chlo.square %35 : tensor<3x5xf32> -> tensor<3x5xf32>
    %40 = stablehlo.subtract %38, %39 : tensor<3x5xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<3x5xf32>
    %43 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %46 = stablehlo.subtract %31, %45 : tensor<3x5x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x5x1xf32>
    %48 = stablehlo.add %44, %47 : tensor<3x5x1xf32>
    %49 = stablehlo.rsqrt %48 : tensor<3x5x1xf32>
    %50 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<3x5x16xf32>
    %54 = stablehlo.multiply %46, %53 : tensor<3x5x16xf32>
    %55 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %57 = stablehlo.add %54, %56 : tensor<3x5x16xf32>
    %58 = stablehlo.dot_general %57, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x2x8xf32>) -> tensor<3x5x2x8xf32>
    %59 = stablehlo.reshape %arg28 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x5x2x8xf32>
    %61 = stablehlo.add %58, %60 : tensor<3x5x2x8xf32>
    %62 = stablehlo.dot_general %57, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x2x8xf32>) -> tensor<3x5x2x8xf32>
    %63 = stablehlo.reshape %arg24 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x5x2x8xf32>
    %65 = stablehlo.add %62, %64 : tensor<3x5x2x8xf32>
    %66 = stablehlo.dot_general %57, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x2x8xf32>) -> tensor<3x5x2x8xf32>
    %67 = stablehlo.reshape %arg30 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x5x2x8xf32>
    %69 = stablehlo.add %66, %68 : tensor<3x5x2x8xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %70 = stablehlo.sqrt %cst_11 : tensor<f32>
    %71 = stablehlo.convert %70 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<3x5x2x8xf32>
    %73 = stablehlo.divide %61, %72 : tensor<3x5x2x8xf32>
    %74 = stablehlo.dot_general %73, %65, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x5x2x8xf32>, tensor<3x5x2x8xf32>) -> tensor<3x2x5x5xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x5x5xf32>, tensor<f32>) -> tensor<3x2x5xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x2x5xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<3x2x5xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<3x2x5xf32>) -> tensor<3x2x5x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<3x2x5x1xf32>) -> tensor<3x2x5x5xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<3x2x5x5xf32>
    %81 = stablehlo.exponential %80 : tensor<3x2x5x5xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<3x2x5x5xf32>, tensor<f32>) -> tensor<3x2x5xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<3x2x5xf32>) -> tensor<3x2x5x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<3x2x5x1xf32>) -> tensor<3x2x5x5xf32>
    %85 = stablehlo.divide %81, %84 : tensor<3x2x5x5xf32>
    %86 = stablehlo.dot_general %69, %85, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x5x2x8xf32>, tensor<3x2x5x5xf32>) -> tensor<3x2x8x5xf32>
    %87 = stablehlo.transpose %86, dims = [0, 3, 1, 2] : (tensor<3x2x8x5xf32>) -> tensor<3x5x2x8xf32>
    %88 = stablehlo.dot_general %87, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x2x8xf32>, tensor<2x8x16xf32>) -> tensor<3x5x16xf32>
    %89 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %91 = stablehlo.add %88, %90 : tensor<3x5x16xf32>
    %92 = stablehlo.add %31, %91 : tensor<3x5x16xf32>
    %93 = chlo.square %92 : tensor<3x5x16xf32> -> tensor<3x5x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%92 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %96 = stablehlo.divide %94, %95 : tensor<3x5xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%93 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %99 = stablehlo.divide %97, %98 : tensor<3x5xf32>
    %100 = chlo.square %96 : tensor<3x5xf32> -> tensor<3x5xf32>
    %101 = stablehlo.subtract %99, %100 : tensor<3x5xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<3x5xf32>
    %104 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %107 = stablehlo.subtract %92, %106 : tensor<3x5x16xf32>
    %cst_20 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3x5x1xf32>
    %109 = stablehlo.add %105, %108 : tensor<3x5x1xf32>
    %110 = stablehlo.rsqrt %109 : tensor<3x5x1xf32>
    %111 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<3x5x16xf32>
    %115 = stablehlo.multiply %107, %114 : tensor<3x5x16xf32>
    %116 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %118 = stablehlo.add %115, %117 : tensor<3x5x16xf32>
    %119 = stablehlo.dot_general %118, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x64xf32>) -> tensor<3x5x64xf32>
    %120 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<3x5x64xf32>
    %122 = stablehlo.add %119, %121 : tensor<3x5x64xf32>
    %cst_21 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x5x64xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<3x5x64xf32>
    %125 = stablehlo.negate %124 : tensor<3x5x64xf32>
    %126 = stablehlo.exponential %125 : tensor<3x5x64xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x5x64xf32>
    %128 = stablehlo.add %127, %126 : tensor<3x5x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x5x64xf32>
    %130 = stablehlo.divide %129, %128 : tensor<3x5x64xf32>
    %131 = stablehlo.multiply %122, %130 : tensor<3x5x64xf32>
    %132 = stablehlo.dot_general %131, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x64xf32>, tensor<64x16xf32>) -> tensor<3x5x16xf32>
    %133 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %135 = stablehlo.add %132, %134 : tensor<3x5x16xf32>
    %136 = stablehlo.add %92, %135 : tensor<3x5x16xf32>
    %137 = chlo.square %136 : tensor<3x5x16xf32> -> tensor<3x5x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%136 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %140 = stablehlo.divide %138, %139 : tensor<3x5xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%137 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_27 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %143 = stablehlo.divide %141, %142 : tensor<3x5xf32>
    %144 = chlo.square %140 : tensor<3x5xf32> -> tensor<3x5xf32>
    %145 = stablehlo.subtract %143, %144 : tensor<3x5xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %147 = stablehlo.maximum %146, %145 : tensor<3x5xf32>
    %148 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %151 = stablehlo.subtract %136, %150 : tensor<3x5x16xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x5x1xf32>
    %153 = stablehlo.add %149, %152 : tensor<3x5x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<3x5x1xf32>
    %155 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<3x5x16xf32>
    %159 = stablehlo.multiply %151, %158 : tensor<3x5x16xf32>
    %160 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %162 = stablehlo.add %159, %161 : tensor<3x5x16xf32>
    %163 = stablehlo.dot_general %162, %arg37, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x2x8xf32>) -> tensor<3x5x2x8xf32>
    %164 = stablehlo.reshape %arg36 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x5x2x8xf32>
    %166 = stablehlo.add %163, %165 : tensor<3x5x2x8xf32>
    %167 = stablehlo.dot_general %162, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x2x8xf32>) -> tensor<3x5x2x8xf32>
    %168 = stablehlo.reshape %arg32 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x5x2x8xf32>
    %170 = stablehlo.add %167, %169 : tensor<3x5x2x8xf32>
    %171 = stablehlo.dot_general %162, %arg39, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x2x8xf32>) -> tensor<3x5x2x8xf32>
    %172 = stablehlo.reshape %arg38 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x5x2x8xf32>
    %174 = stablehlo.add %171, %173 : tensor<3x5x2x8xf32>
    %cst_30 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %175 = stablehlo.sqrt %cst_30 : tensor<f32>
    %176 = stablehlo.convert %175 : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<3x5x2x8xf32>
    %178 = stablehlo.divide %166, %177 : tensor<3x5x2x8xf32>
    %179 = stablehlo.dot_general %178, %170, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x5x2x8xf32>, tensor<3x5x2x8xf32>) -> tensor<3x2x5x5xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x5x5xf32>, tensor<f32>) -> tensor<3x2x5xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x2x5xf32>
    %182 = stablehlo.maximum %181, %180 : tensor<3x2x5xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<3x2x5xf32>) -> tensor<3x2x5x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<3x2x5x1xf32>) -> tensor<3x2x5x5xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<3x2x5x5xf32>
    %186 = stablehlo.exponential %185 : tensor<3x2x5x5xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_33) applies stablehlo.add across dimensions = [3] : (tensor<3x2x5x5xf32>, tensor<f32>) -> tensor<3x2x5xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<3x2x5xf32>) -> tensor<3x2x5x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<3x2x5x1xf32>) -> tensor<3x2x5x5xf32>
    %190 = stablehlo.divide %186, %189 : tensor<3x2x5x5xf32>
    %191 = stablehlo.dot_general %174, %190, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x5x2x8xf32>, tensor<3x2x5x5xf32>) -> tensor<3x2x8x5xf32>
    %192 = stablehlo.transpose %191, dims = [0, 3, 1, 2] : (tensor<3x2x8x5xf32>) -> tensor<3x5x2x8xf32>
    %193 = stablehlo.dot_general %192, %arg35, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x2x8xf32>, tensor<2x8x16xf32>) -> tensor<3x5x16xf32>
    %194 = stablehlo.reshape %arg34 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %196 = stablehlo.add %193, %195 : tensor<3x5x16xf32>
    %197 = stablehlo.add %136, %196 : tensor<3x5x16xf32>
    %198 = chlo.square %197 : tensor<3x5x16xf32> -> tensor<3x5x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%197 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %201 = stablehlo.divide %199, %200 : tensor<3x5xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%198 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %204 = stablehlo.divide %202, %203 : tensor<3x5xf32>
    %205 = chlo.square %201 : tensor<3x5xf32> -> tensor<3x5xf32>
    %206 = stablehlo.subtract %204, %205 : tensor<3x5xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %208 = stablehlo.maximum %207, %206 : tensor<3x5xf32>
    %209 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %212 = stablehlo.subtract %197, %211 : tensor<3x5x16xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x5x1xf32>
    %214 = stablehlo.add %210, %213 : tensor<3x5x1xf32>
    %215 = stablehlo.rsqrt %214 : tensor<3x5x1xf32>
    %216 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<3x5x16xf32>
    %220 = stablehlo.multiply %212, %219 : tensor<3x5x16xf32>
    %221 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %223 = stablehlo.add %220, %222 : tensor<3x5x16xf32>
    %224 = stablehlo.dot_general %223, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x16xf32>, tensor<16x64xf32>) -> tensor<3x5x64xf32>
    %225 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<3x5x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<3x5x64xf32>
    %cst_40 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x5x64xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<3x5x64xf32>
    %230 = stablehlo.negate %229 : tensor<3x5x64xf32>
    %231 = stablehlo.exponential %230 : tensor<3x5x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x5x64xf32>
    %233 = stablehlo.add %232, %231 : tensor<3x5x64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x5x64xf32>
    %235 = stablehlo.divide %234, %233 : tensor<3x5x64xf32>
    %236 = stablehlo.multiply %227, %235 : tensor<3x5x64xf32>
    %237 = stablehlo.dot_general %236, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x64xf32>, tensor<64x16xf32>) -> tensor<3x5x16xf32>
    %238 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %240 = stablehlo.add %237, %239 : tensor<3x5x16xf32>
    %241 = stablehlo.add %197, %240 : tensor<3x5x16xf32>
    %242 = chlo.square %241 : tensor<3x5x16xf32> -> tensor<3x5x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%241 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %245 = stablehlo.divide %243, %244 : tensor<3x5xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%242 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<3x5x16xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %248 = stablehlo.divide %246, %247 : tensor<3x5xf32>
    %249 = chlo.square %245 : tensor<3x5xf32> -> tensor<3x5xf32>
    %250 = stablehlo.subtract %248, %249 : tensor<3x5xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %252 = stablehlo.maximum %251, %250 : tensor<3x5xf32>
    %253 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<3x5xf32>) -> tensor<3x5x1xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %256 = stablehlo.subtract %241, %255 : tensor<3x5x16xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x5x1xf32>
    %258 = stablehlo.add %254, %257 : tensor<3x5x1xf32>
    %259 = stablehlo.rsqrt %258 : tensor<3x5x1xf32>
    %260 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %261 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<3x5x1xf32>) -> tensor<3x5x16xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %263 = stablehlo.multiply %261, %262 : tensor<3x5x16xf32>
    %264 = stablehlo.multiply %256, %263 : tensor<3x5x16xf32>
    %265 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x5x16xf32>
    %267 = stablehlo.add %264, %266 : tensor<3x5x16xf32>
    %268 = stablehlo.slice %267 [0:3, 0:1, 0:16] : (tensor<3x5x16xf32>) -> tensor<3x1x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<3x1x16xf32>) -> tensor<3x16xf32>
    %270 = call @_take(%arg3, %arg79) : (tensor<40x16xf32>, tensor<3x6xi32>) -> tensor<3x6x16xf32>
    %271 = stablehlo.broadcast_in_dim %arg77, dims = [1, 2] : (tensor<6x16xf32>) -> tensor<1x6x16xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x6x16xf32>) -> tensor<3x6x16xf32>
    %273 = stablehlo.add %270, %272 : tensor<3x6x16xf32>
    %274 = stablehlo.iota dim = 0 : tensor<6xi32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [1] : (tensor<6xi32>) -> tensor<3x6xi32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<3x6xi32>) -> tensor<3x6x1xi32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 2] : (tensor<3x6xi32>) -> tensor<3x1x6xi32>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<3x6x1xi32>) -> tensor<3x6x6xi32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<3x1x6xi32>) -> tensor<3x6x6xi32>
    %280 = stablehlo.compare GE, %278, %279, SIGNED : (tensor<3x6x6xi32>, tensor<3x6x6xi32>) -> tensor<3x6x6xi1>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 2, 3] : (tensor<3x6x6xi1>) -> tensor<3x1x6x6xi1>
    %282 = stablehlo.convert %281 : (tensor<3x1x6x6xi1>) -> tensor<3x1x6x6xf32>
    %283 = chlo.square %273 : tensor<3x6x16xf32> -> tensor<3x6x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%273 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %286 = stablehlo.divide %284, %285 : tensor<3x6xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%283 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %289 = stablehlo.divide %287, %288 : tensor<3x6xf32>
    %290 = chlo.square %286 : tensor<3x6xf32> -> tensor<3x6xf32>
    %291 = stablehlo.subtract %289, %290 : tensor<3x6xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %293 = stablehlo.maximum %292, %291 : tensor<3x6xf32>
    %294 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %295 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %296 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %297 = stablehlo.subtract %273, %296 : tensor<3x6x16xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x6x1xf32>
    %299 = stablehlo.add %295, %298 : tensor<3x6x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<3x6x1xf32>
    %301 = stablehlo.reshape %arg49 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %302 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %303 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %304 = stablehlo.multiply %302, %303 : tensor<3x6x16xf32>
    %305 = stablehlo.multiply %297, %304 : tensor<3x6x16xf32>
    %306 = stablehlo.reshape %arg48 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %308 = stablehlo.add %305, %307 : tensor<3x6x16xf32>
    %309 = stablehlo.dot_general %308, %arg63, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x2x8xf32>) -> tensor<3x6x2x8xf32>
    %310 = stablehlo.reshape %arg62 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x6x2x8xf32>
    %312 = stablehlo.add %309, %311 : tensor<3x6x2x8xf32>
    %313 = stablehlo.dot_general %308, %arg59, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x2x8xf32>) -> tensor<3x6x2x8xf32>
    %314 = stablehlo.reshape %arg58 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x6x2x8xf32>
    %316 = stablehlo.add %313, %315 : tensor<3x6x2x8xf32>
    %317 = stablehlo.dot_general %308, %arg65, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x2x8xf32>) -> tensor<3x6x2x8xf32>
    %318 = stablehlo.reshape %arg64 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x6x2x8xf32>
    %320 = stablehlo.add %317, %319 : tensor<3x6x2x8xf32>
    %cst_55 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %321 = stablehlo.sqrt %cst_55 : tensor<f32>
    %322 = stablehlo.convert %321 : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<3x6x2x8xf32>
    %324 = stablehlo.divide %312, %323 : tensor<3x6x2x8xf32>
    %325 = stablehlo.dot_general %324, %316, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x6x2x8xf32>, tensor<3x6x2x8xf32>) -> tensor<3x2x6x6xf32>
    %cst_56 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %326 = call @_where_0(%282, %325, %cst_56) : (tensor<3x1x6x6xf32>, tensor<3x2x6x6xf32>, tensor<f32>) -> tensor<3x2x6x6xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_57) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x6x6xf32>, tensor<f32>) -> tensor<3x2x6xf32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x2x6xf32>
    %329 = stablehlo.maximum %328, %327 : tensor<3x2x6xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<3x2x6xf32>) -> tensor<3x2x6x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<3x2x6x1xf32>) -> tensor<3x2x6x6xf32>
    %332 = stablehlo.subtract %326, %331 : tensor<3x2x6x6xf32>
    %333 = stablehlo.exponential %332 : tensor<3x2x6x6xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<3x2x6x6xf32>, tensor<f32>) -> tensor<3x2x6xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<3x2x6xf32>) -> tensor<3x2x6x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<3x2x6x1xf32>) -> tensor<3x2x6x6xf32>
    %337 = stablehlo.divide %333, %336 : tensor<3x2x6x6xf32>
    %338 = stablehlo.dot_general %320, %337, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x6x2x8xf32>, tensor<3x2x6x6xf32>) -> tensor<3x2x8x6xf32>
    %339 = stablehlo.transpose %338, dims = [0, 3, 1, 2] : (tensor<3x2x8x6xf32>) -> tensor<3x6x2x8xf32>
    %340 = stablehlo.dot_general %339, %arg61, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<3x6x2x8xf32>, tensor<2x8x16xf32>) -> tensor<3x6x16xf32>
    %341 = stablehlo.reshape %arg60 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %343 = stablehlo.add %340, %342 : tensor<3x6x16xf32>
    %344 = stablehlo.add %273, %343 : tensor<3x6x16xf32>
    %345 = chlo.square %344 : tensor<3x6x16xf32> -> tensor<3x6x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%344 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %348 = stablehlo.divide %346, %347 : tensor<3x6xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%345 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_63 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %351 = stablehlo.divide %349, %350 : tensor<3x6xf32>
    %352 = chlo.square %348 : tensor<3x6xf32> -> tensor<3x6xf32>
    %353 = stablehlo.subtract %351, %352 : tensor<3x6xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %355 = stablehlo.maximum %354, %353 : tensor<3x6xf32>
    %356 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %357 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %358 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %359 = stablehlo.subtract %344, %358 : tensor<3x6x16xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x6x1xf32>
    %361 = stablehlo.add %357, %360 : tensor<3x6x1xf32>
    %362 = stablehlo.rsqrt %361 : tensor<3x6x1xf32>
    %363 = stablehlo.reshape %arg51 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %364 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<3x6x16xf32>
    %367 = stablehlo.multiply %359, %366 : tensor<3x6x16xf32>
    %368 = stablehlo.reshape %arg50 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %370 = stablehlo.add %367, %369 : tensor<3x6x16xf32>
    %371 = stablehlo.dot_general %370, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x64xf32>) -> tensor<3x6x64xf32>
    %372 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<3x6x64xf32>
    %374 = stablehlo.add %371, %373 : tensor<3x6x64xf32>
    %cst_66 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x6x64xf32>
    %376 = stablehlo.multiply %375, %374 : tensor<3x6x64xf32>
    %377 = stablehlo.negate %376 : tensor<3x6x64xf32>
    %378 = stablehlo.exponential %377 : tensor<3x6x64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x6x64xf32>
    %380 = stablehlo.add %379, %378 : tensor<3x6x64xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x6x64xf32>
    %382 = stablehlo.divide %381, %380 : tensor<3x6x64xf32>
    %383 = stablehlo.multiply %374, %382 : tensor<3x6x64xf32>
    %384 = stablehlo.dot_general %383, %arg43, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x64xf32>, tensor<64x16xf32>) -> tensor<3x6x16xf32>
    %385 = stablehlo.reshape %arg42 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %387 = stablehlo.add %384, %386 : tensor<3x6x16xf32>
    %388 = stablehlo.add %344, %387 : tensor<3x6x16xf32>
    %389 = chlo.square %388 : tensor<3x6x16xf32> -> tensor<3x6x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.reduce(%388 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_70 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %392 = stablehlo.divide %390, %391 : tensor<3x6xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%389 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_72 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %395 = stablehlo.divide %393, %394 : tensor<3x6xf32>
    %396 = chlo.square %392 : tensor<3x6xf32> -> tensor<3x6xf32>
    %397 = stablehlo.subtract %395, %396 : tensor<3x6xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %399 = stablehlo.maximum %398, %397 : tensor<3x6xf32>
    %400 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %401 = stablehlo.broadcast_in_dim %399, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %402 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %403 = stablehlo.subtract %388, %402 : tensor<3x6x16xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x6x1xf32>
    %405 = stablehlo.add %401, %404 : tensor<3x6x1xf32>
    %406 = stablehlo.rsqrt %405 : tensor<3x6x1xf32>
    %407 = stablehlo.reshape %arg53 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %408 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %409 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %410 = stablehlo.multiply %408, %409 : tensor<3x6x16xf32>
    %411 = stablehlo.multiply %403, %410 : tensor<3x6x16xf32>
    %412 = stablehlo.reshape %arg52 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %414 = stablehlo.add %411, %413 : tensor<3x6x16xf32>
    %415 = stablehlo.dot_general %414, %arg71, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x2x8xf32>) -> tensor<3x6x2x8xf32>
    %416 = stablehlo.reshape %arg70 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x6x2x8xf32>
    %418 = stablehlo.add %415, %417 : tensor<3x6x2x8xf32>
    %419 = stablehlo.dot_general %414, %arg67, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x2x8xf32>) -> tensor<3x6x2x8xf32>
    %420 = stablehlo.reshape %arg66 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x6x2x8xf32>
    %422 = stablehlo.add %419, %421 : tensor<3x6x2x8xf32>
    %423 = stablehlo.dot_general %414, %arg73, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x2x8xf32>) -> tensor<3x6x2x8xf32>
    %424 = stablehlo.reshape %arg72 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x6x2x8xf32>
    %426 = stablehlo.add %423, %425 : tensor<3x6x2x8xf32>
    %cst_75 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %427 = stablehlo.sqrt %cst_75 : tensor<f32>
    %428 = stablehlo.convert %427 : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [] : (tensor<f32>) -> tensor<3x6x2x8xf32>
    %430 = stablehlo.divide %418, %429 : tensor<3x6x2x8xf32>
    %431 = stablehlo.dot_general %430, %422, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x6x2x8xf32>, tensor<3x6x2x8xf32>) -> tensor<3x2x6x6xf32>
    %cst_76 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %432 = call @_where_0(%282, %431, %cst_76) : (tensor<3x1x6x6xf32>, tensor<3x2x6x6xf32>, tensor<f32>) -> tensor<3x2x6x6xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x6x6xf32>, tensor<f32>) -> tensor<3x2x6xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x2x6xf32>
    %435 = stablehlo.maximum %434, %433 : tensor<3x2x6xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<3x2x6xf32>) -> tensor<3x2x6x1xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<3x2x6x1xf32>) -> tensor<3x2x6x6xf32>
    %438 = stablehlo.subtract %432, %437 : tensor<3x2x6x6xf32>
    %439 = stablehlo.exponential %438 : tensor<3x2x6x6xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<3x2x6x6xf32>, tensor<f32>) -> tensor<3x2x6xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<3x2x6xf32>) -> tensor<3x2x6x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] : (tensor<3x2x6x1xf32>) -> tensor<3x2x6x6xf32>
    %443 = stablehlo.divide %439, %442 : tensor<3x2x6x6xf32>
    %444 = stablehlo.dot_general %426, %443, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x6x2x8xf32>, tensor<3x2x6x6xf32>) -> tensor<3x2x8x6xf32>
    %445 = stablehlo.transpose %444, dims = [0, 3, 1, 2] : (tensor<3x2x8x6xf32>) -> tensor<3x6x2x8xf32>
    %446 = stablehlo.dot_general %445, %arg69, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<3x6x2x8xf32>, tensor<2x8x16xf32>) -> tensor<3x6x16xf32>
    %447 = stablehlo.reshape %arg68 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %449 = stablehlo.add %446, %448 : tensor<3x6x16xf32>
    %450 = stablehlo.add %388, %449 : tensor<3x6x16xf32>
    %451 = chlo.square %450 : tensor<3x6x16xf32> -> tensor<3x6x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.reduce(%450 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_81 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %454 = stablehlo.divide %452, %453 : tensor<3x6xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%451 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_83 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %457 = stablehlo.divide %455, %456 : tensor<3x6xf32>
    %458 = chlo.square %454 : tensor<3x6xf32> -> tensor<3x6xf32>
    %459 = stablehlo.subtract %457, %458 : tensor<3x6xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %461 = stablehlo.maximum %460, %459 : tensor<3x6xf32>
    %462 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %463 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %464 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %465 = stablehlo.subtract %450, %464 : tensor<3x6x16xf32>
    %cst_85 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<3x6x1xf32>
    %467 = stablehlo.add %463, %466 : tensor<3x6x1xf32>
    %468 = stablehlo.rsqrt %467 : tensor<3x6x1xf32>
    %469 = stablehlo.reshape %arg55 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %470 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %471 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %472 = stablehlo.multiply %470, %471 : tensor<3x6x16xf32>
    %473 = stablehlo.multiply %465, %472 : tensor<3x6x16xf32>
    %474 = stablehlo.reshape %arg54 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %476 = stablehlo.add %473, %475 : tensor<3x6x16xf32>
    %477 = stablehlo.dot_general %476, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x16xf32>, tensor<16x64xf32>) -> tensor<3x6x64xf32>
    %478 = stablehlo.reshape %arg44 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<3x6x64xf32>
    %480 = stablehlo.add %477, %479 : tensor<3x6x64xf32>
    %cst_86 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<3x6x64xf32>
    %482 = stablehlo.multiply %481, %480 : tensor<3x6x64xf32>
    %483 = stablehlo.negate %482 : tensor<3x6x64xf32>
    %484 = stablehlo.exponential %483 : tensor<3x6x64xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3x6x64xf32>
    %486 = stablehlo.add %485, %484 : tensor<3x6x64xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<3x6x64xf32>
    %488 = stablehlo.divide %487, %486 : tensor<3x6x64xf32>
    %489 = stablehlo.multiply %480, %488 : tensor<3x6x64xf32>
    %490 = stablehlo.dot_general %489, %arg47, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6x64xf32>, tensor<64x16xf32>) -> tensor<3x6x16xf32>
    %491 = stablehlo.reshape %arg46 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %493 = stablehlo.add %490, %492 : tensor<3x6x16xf32>
    %494 = stablehlo.add %450, %493 : tensor<3x6x16xf32>
    %495 = chlo.square %494 : tensor<3x6x16xf32> -> tensor<3x6x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%494 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_90 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %498 = stablehlo.divide %496, %497 : tensor<3x6xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%495 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<3x6x16xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_92 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %501 = stablehlo.divide %499, %500 : tensor<3x6xf32>
    %502 = chlo.square %498 : tensor<3x6xf32> -> tensor<3x6xf32>
    %503 = stablehlo.subtract %501, %502 : tensor<3x6xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %505 = stablehlo.maximum %504, %503 : tensor<3x6xf32>
    %506 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %507 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<3x6xf32>) -> tensor<3x6x1xf32>
    %508 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %509 = stablehlo.subtract %494, %508 : tensor<3x6x16xf32>
    %cst_94 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<3x6x1xf32>
    %511 = stablehlo.add %507, %510 : tensor<3x6x1xf32>
    %512 = stablehlo.rsqrt %511 : tensor<3x6x1xf32>
    %513 = stablehlo.reshape %arg57 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %514 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<3x6x1xf32>) -> tensor<3x6x16xf32>
    %515 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %516 = stablehlo.multiply %514, %515 : tensor<3x6x16xf32>
    %517 = stablehlo.multiply %509, %516 : tensor<3x6x16xf32>
    %518 = stablehlo.reshape %arg56 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x6x16xf32>
    %520 = stablehlo.add %517, %519 : tensor<3x6x16xf32>
    %521 = stablehlo.iota dim = 0 : tensor<3xi32>
    %522 = call @argmax(%arg79) : (tensor<3x6xi32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %523 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %524 = stablehlo.compare LT, %521, %523, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_95 = stablehlo.constant dense<3> : tensor<i32>
    %525 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %526 = stablehlo.add %521, %525 : tensor<3xi32>
    %527 = stablehlo.select %524, %526, %521 : tensor<3xi1>, tensor<3xi32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %528 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %529 = stablehlo.compare LT, %522, %528, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_97 = stablehlo.constant dense<6> : tensor<i32>
    %530 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %531 = stablehlo.add %522, %530 : tensor<3xi32>
    %532 = stablehlo.select %529, %531, %522 : tensor<3xi1>, tensor<3xi32>
    %533 = stablehlo.broadcast_in_dim %527, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %534 = stablehlo.broadcast_in_dim %532, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %535 = stablehlo.concatenate %533, %534, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %536 = "stablehlo.gather"(%520, %535) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 16>}> : (tensor<3x6x16xf32>, tensor<3x2xi32>) -> tensor<3x16xf32>
    %537 = stablehlo.dot_general %269, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x12xf32>) -> tensor<3x12xf32>
    %538 = stablehlo.dot_general %536, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x12xf32>) -> tensor<3x12xf32>
    %539 = call @norm(%537) : (tensor<3x12xf32>) -> tensor<3x1xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x12xf32>
    %541 = stablehlo.divide %537, %540 : tensor<3x12xf32>
    %542 = call @norm(%538) : (tensor<3x12xf32>) -> tensor<3x1xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x12xf32>
    %544 = stablehlo.divide %538, %543 : tensor<3x12xf32>
    %545 = stablehlo.exponential %arg76 : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [] : (tensor<f32>) -> tensor<3x12xf32>
    %547 = stablehlo.multiply %546, %541 : tensor<3x12xf32>
    %548 = stablehlo.transpose %544, dims = [1, 0] : (tensor<3x12xf32>) -> tensor<12x3xf32>
    %549 = stablehlo.dot_general %547, %548, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x12xf32>, tensor<12x3xf32>) -> tensor<3x3xf32>
    %550 = stablehlo.iota dim = 0 : tensor<3xi32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %552 = call @take_along_axis(%549, %551) : (tensor<3x3xf32>, tensor<3x1xi32>) -> tensor<3x1xf32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %553 = call @_take_1(%552, %c_98) : (tensor<3x1xf32>, tensor<i32>) -> tensor<3xf32>
    %cst_99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %554 = stablehlo.reduce(%549 init: %cst_99) applies stablehlo.maximum across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %556 = stablehlo.maximum %555, %554 : tensor<3xf32>
    %557 = stablehlo.is_finite %556 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %559 = stablehlo.select %557, %556, %558 : tensor<3xi1>, tensor<3xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %562 = stablehlo.subtract %549, %561 : tensor<3x3xf32>
    %563 = stablehlo.exponential %562 : tensor<3x3xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_102) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %565 = stablehlo.abs %564 : tensor<3xf32>
    %566 = stablehlo.log %565 : tensor<3xf32>
    %567 = stablehlo.add %566, %559 : tensor<3xf32>
    %568 = stablehlo.subtract %567, %553 : tensor<3xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_103) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_104 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %570 = stablehlo.divide %569, %cst_104 : tensor<f32>
    %571 = stablehlo.transpose %549, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %572 = stablehlo.broadcast_in_dim %550, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %573 = call @take_along_axis(%571, %572) : (tensor<3x3xf32>, tensor<3x1xi32>) -> tensor<3x1xf32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %574 = call @_take_1(%573, %c_105) : (tensor<3x1xf32>, tensor<i32>) -> tensor<3xf32>
    %cst_106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %575 = stablehlo.reduce(%571 init: %cst_106) applies stablehlo.maximum across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %577 = stablehlo.maximum %576, %575 : tensor<3xf32>
    %578 = stablehlo.is_finite %577 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %580 = stablehlo.select %578, %577, %579 : tensor<3xi1>, tensor<3xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %583 = stablehlo.subtract %571, %582 : tensor<3x3xf32>
    %584 = stablehlo.exponential %583 : tensor<3x3xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.reduce(%584 init: %cst_109) applies stablehlo.add across dimensions = [1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3xf32>
    %586 = stablehlo.abs %585 : tensor<3xf32>
    %587 = stablehlo.log %586 : tensor<3xf32>
    %588 = stablehlo.add %587, %580 : tensor<3xf32>
    %589 = stablehlo.subtract %588, %574 : tensor<3xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%589 init: %cst_110) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_111 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %591 = stablehlo.divide %590, %cst_111 : tensor<f32>
    %592 = stablehlo.add %570, %591 : tensor<f32>
    %cst_112 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %593 = stablehlo.divide %592, %cst_112 : tensor<f32>
    return %549, %593 : tensor<3x3xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<40x16xf32>, %arg1: tensor<3x6xi32>) -> tensor<3x6x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x6xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<3x6xi1>, tensor<3x6xi32>, tensor<3x6xi32>) -> tensor<3x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x6xi32>) -> tensor<3x6x1xi32>
    %c_1 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x6x1xi32>, tensor<3x6x1xi32>) -> tensor<3x6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x6x1xi32>, tensor<3x6x1xi32>) -> tensor<3x6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x6x1xi1>, tensor<i1>) -> tensor<3x6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<40x16xf32>, tensor<3x6x1xi32>) -> tensor<3x6x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x6xi1>) -> tensor<3x6x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x6x16xi1>, tensor<3x6x16xf32>
    return %16 : tensor<3x6x16xf32>
  }
  func.func private @_where(%arg0: tensor<3x6xi1>, %arg1: tensor<3x6xi32>, %arg2: tensor<3x6xi32>) -> tensor<3x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x6xi1>, tensor<3x6xi32>
    return %0 : tensor<3x6xi32>
  }
  func.func private @_where_0(%arg0: tensor<3x1x6x6xf32>, %arg1: tensor<3x2x6x6xf32>, %arg2: tensor<f32>) -> tensor<3x2x6x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1x6x6xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<3x1x6x6xf32>, tensor<3x1x6x6xf32>) -> tensor<3x1x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<3x1x6x6xi1>) -> tensor<3x2x6x6xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x2x6x6xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<3x2x6x6xi1>, tensor<3x2x6x6xf32>
    return %4 : tensor<3x2x6x6xf32>
  }
  func.func private @argmax(%arg0: tensor<3x6xi32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x6xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<3x6xi32>, tensor<3x6xi32>, tensor<i32>, tensor<i32>) -> (tensor<3xi32>, tensor<3xi32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<3xi32>
  }
  func.func private @norm(%arg0: tensor<3x12xf32>) -> tensor<3x1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x12xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<3x1xf32>
    return %3 : tensor<3x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xf32>, %arg1: tensor<3x1xi32>) -> tensor<3x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x1x1xi1>, tensor<i1>) -> tensor<3x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xf32>, tensor<3x1x1xi32>) -> tensor<3x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x1xi1>, tensor<3x1xf32>
    return %15 : tensor<3x1xf32>
  }
  func.func private @_take_1(%arg0: tensor<3x1xf32>, %arg1: tensor<i32>) -> tensor<3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x1xf32>, tensor<1xi32>) -> tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<3xi1>, tensor<3xf32>
    return %13 : tensor<3xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
