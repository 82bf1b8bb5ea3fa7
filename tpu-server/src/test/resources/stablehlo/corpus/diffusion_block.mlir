module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x3x16x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x3x16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<1x1x16x16xf32>, %arg6: tensor<64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<16x64xf32>, %arg10: tensor<16xf32>, %arg11: tensor<64x16xf32>, %arg12: tensor<128xf32>, %arg13: tensor<16x128xf32>, %arg14: tensor<16xf32>, %arg15: tensor<64x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<2x8xf32>, %arg29: tensor<16x2x8xf32>, %arg30: tensor<16xf32>, %arg31: tensor<2x8x16xf32>, %arg32: tensor<2x8xf32>, %arg33: tensor<16x2x8xf32>, %arg34: tensor<2x8xf32>, %arg35: tensor<16x2x8xf32>, %arg36: tensor<2x8xf32>, %arg37: tensor<24x2x8xf32>, %arg38: tensor<16xf32>, %arg39: tensor<2x8x16xf32>, %arg40: tensor<2x8xf32>, %arg41: tensor<16x2x8xf32>, %arg42: tensor<2x8xf32>, %arg43: tensor<24x2x8xf32>, %arg44: tensor<2x8x8x16xf32>, %arg45: tensor<2xi32>, %arg46: tensor<2x5x24xf32>) -> (tensor<2x8x8x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<-9.21034049> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8xf32>
    %5 = stablehlo.exponential %4 : tensor<8xf32>
    %6 = stablehlo.convert %arg45 : (tensor<2xi32>) -> tensor<2xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<2x8xf32>
    %12 = stablehlo.cosine %11 : tensor<2x8xf32>
    %13 = stablehlo.sine %11 : tensor<2x8xf32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %15 = stablehlo.dot_general %14, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x64xf32>) -> tensor<2x64xf32>
    %16 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %18 = stablehlo.add %15, %17 : tensor<2x64xf32>
    %19 = call @silu(%18) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %20 = stablehlo.dot_general %19, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64xf32>, tensor<64x64xf32>) -> tensor<2x64xf32>
    %21 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x64xf32>
    %24 = stablehlo.reshape %arg44 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x4x4xf32>
    %25 = chlo.square %24 : tensor<2x8x8x4x4xf32> -> tensor<2x8x8x4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%24 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %28 = stablehlo.divide %26, %27 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_4 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %31 = stablehlo.divide %29, %30 : tensor<2x4xf32>
    %32 = chlo.square %28 : tensor<2x4xf32> -> tensor<2x4xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<2x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<2x4xf32>
    %36 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %37 = stablehlo.reshape %36 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %39 = stablehlo.reshape %38 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %43 = stablehlo.subtract %arg44, %42 : tensor<2x8x8x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %45 = stablehlo.add %41, %44 : tensor<2x1x1x16xf32>
    %46 = stablehlo.rsqrt %45 : tensor<2x1x1x16xf32>
    %47 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<2x1x1x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %51 = stablehlo.multiply %43, %50 : tensor<2x8x8x16xf32>
    %52 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %54 = stablehlo.add %51, %53 : tensor<2x8x8x16xf32>
    %55 = call @silu_0(%54) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %56 = stablehlo.convolution(%55, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %57 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x8x8x16xf32>
    %60 = call @silu(%23) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %61 = stablehlo.dot_general %60, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64xf32>, tensor<64x16xf32>) -> tensor<2x16xf32>
    %62 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x16xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %67 = stablehlo.add %59, %66 : tensor<2x8x8x16xf32>
    %68 = stablehlo.reshape %67 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x4x4xf32>
    %69 = chlo.square %68 : tensor<2x8x8x4x4xf32> -> tensor<2x8x8x4x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%68 init: %cst_7) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %72 = stablehlo.divide %70, %71 : tensor<2x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%69 init: %cst_9) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_10 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x4xf32>
    %76 = chlo.square %72 : tensor<2x4xf32> -> tensor<2x4xf32>
    %77 = stablehlo.subtract %75, %76 : tensor<2x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<2x4xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %87 = stablehlo.subtract %67, %86 : tensor<2x8x8x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %89 = stablehlo.add %85, %88 : tensor<2x1x1x16xf32>
    %90 = stablehlo.rsqrt %89 : tensor<2x1x1x16xf32>
    %91 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<2x1x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %95 = stablehlo.multiply %87, %94 : tensor<2x8x8x16xf32>
    %96 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %98 = stablehlo.add %95, %97 : tensor<2x8x8x16xf32>
    %99 = call @silu_0(%98) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %100 = stablehlo.convolution(%99, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %101 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %103 = stablehlo.add %100, %102 : tensor<2x8x8x16xf32>
    %104 = stablehlo.convolution(%arg44, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x8x8x16xf32>
    %105 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %107 = stablehlo.add %104, %106 : tensor<2x8x8x16xf32>
    %108 = stablehlo.add %107, %103 : tensor<2x8x8x16xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x4x4xf32>
    %110 = chlo.square %109 : tensor<2x8x8x4x4xf32> -> tensor<2x8x8x4x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%109 init: %cst_13) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_14 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %113 = stablehlo.divide %111, %112 : tensor<2x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%110 init: %cst_15) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %116 = stablehlo.divide %114, %115 : tensor<2x4xf32>
    %117 = chlo.square %113 : tensor<2x4xf32> -> tensor<2x4xf32>
    %118 = stablehlo.subtract %116, %117 : tensor<2x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %120 = stablehlo.maximum %119, %118 : tensor<2x4xf32>
    %121 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %123 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %124 = stablehlo.reshape %123 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %128 = stablehlo.subtract %108, %127 : tensor<2x8x8x16xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %130 = stablehlo.add %126, %129 : tensor<2x1x1x16xf32>
    %131 = stablehlo.rsqrt %130 : tensor<2x1x1x16xf32>
    %132 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<2x1x1x16xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %136 = stablehlo.multiply %128, %135 : tensor<2x8x8x16xf32>
    %137 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %139 = stablehlo.add %136, %138 : tensor<2x8x8x16xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8x8x16xf32>) -> tensor<2x64x16xf32>
    %141 = chlo.square %140 : tensor<2x64x16xf32> -> tensor<2x64x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%140 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %144 = stablehlo.divide %142, %143 : tensor<2x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%141 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %147 = stablehlo.divide %145, %146 : tensor<2x64xf32>
    %148 = chlo.square %144 : tensor<2x64xf32> -> tensor<2x64xf32>
    %149 = stablehlo.subtract %147, %148 : tensor<2x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %151 = stablehlo.maximum %150, %149 : tensor<2x64xf32>
    %152 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %155 = stablehlo.subtract %140, %154 : tensor<2x64x16xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %157 = stablehlo.add %153, %156 : tensor<2x64x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x64x1xf32>
    %159 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<2x64x16xf32>
    %163 = stablehlo.multiply %155, %162 : tensor<2x64x16xf32>
    %164 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x64x16xf32>
    %167 = stablehlo.dot_general %166, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x16xf32>, tensor<16x2x8xf32>) -> tensor<2x64x2x8xf32>
    %168 = stablehlo.reshape %arg32 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x64x2x8xf32>
    %170 = stablehlo.add %167, %169 : tensor<2x64x2x8xf32>
    %171 = stablehlo.dot_general %166, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x16xf32>, tensor<16x2x8xf32>) -> tensor<2x64x2x8xf32>
    %172 = stablehlo.reshape %arg28 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x64x2x8xf32>
    %174 = stablehlo.add %171, %173 : tensor<2x64x2x8xf32>
    %175 = stablehlo.dot_general %166, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x16xf32>, tensor<16x2x8xf32>) -> tensor<2x64x2x8xf32>
    %176 = stablehlo.reshape %arg34 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x64x2x8xf32>
    %178 = stablehlo.add %175, %177 : tensor<2x64x2x8xf32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %179 = stablehlo.sqrt %cst_25 : tensor<f32>
    %180 = stablehlo.convert %179 : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<2x64x2x8xf32>
    %182 = stablehlo.divide %170, %181 : tensor<2x64x2x8xf32>
    %183 = stablehlo.dot_general %182, %174, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x64x2x8xf32>, tensor<2x64x2x8xf32>) -> tensor<2x2x64x64xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x64x64xf32>, tensor<f32>) -> tensor<2x2x64xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x2x64xf32>
    %186 = stablehlo.maximum %185, %184 : tensor<2x2x64xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x2x64xf32>) -> tensor<2x2x64x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<2x2x64x1xf32>) -> tensor<2x2x64x64xf32>
    %189 = stablehlo.subtract %183, %188 : tensor<2x2x64x64xf32>
    %190 = stablehlo.exponential %189 : tensor<2x2x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x2x64x64xf32>, tensor<f32>) -> tensor<2x2x64xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<2x2x64xf32>) -> tensor<2x2x64x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<2x2x64x1xf32>) -> tensor<2x2x64x64xf32>
    %194 = stablehlo.divide %190, %193 : tensor<2x2x64x64xf32>
    %195 = stablehlo.dot_general %178, %194, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x64x2x8xf32>, tensor<2x2x64x64xf32>) -> tensor<2x2x8x64xf32>
    %196 = stablehlo.transpose %195, dims = [0, 3, 1, 2] : (tensor<2x2x8x64xf32>) -> tensor<2x64x2x8xf32>
    %197 = stablehlo.dot_general %196, %arg31, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x64x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x64x16xf32>
    %198 = stablehlo.reshape %arg30 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %200 = stablehlo.add %197, %199 : tensor<2x64x16xf32>
    %201 = stablehlo.add %140, %200 : tensor<2x64x16xf32>
    %202 = chlo.square %201 : tensor<2x64x16xf32> -> tensor<2x64x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%201 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %205 = stablehlo.divide %203, %204 : tensor<2x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%202 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %208 = stablehlo.divide %206, %207 : tensor<2x64xf32>
    %209 = chlo.square %205 : tensor<2x64xf32> -> tensor<2x64xf32>
    %210 = stablehlo.subtract %208, %209 : tensor<2x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %212 = stablehlo.maximum %211, %210 : tensor<2x64xf32>
    %213 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %216 = stablehlo.subtract %201, %215 : tensor<2x64x16xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %218 = stablehlo.add %214, %217 : tensor<2x64x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<2x64x1xf32>
    %220 = stablehlo.reshape %arg25 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %223 = stablehlo.multiply %221, %222 : tensor<2x64x16xf32>
    %224 = stablehlo.multiply %216, %223 : tensor<2x64x16xf32>
    %225 = stablehlo.reshape %arg24 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %227 = stablehlo.add %224, %226 : tensor<2x64x16xf32>
    %228 = stablehlo.dot_general %227, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x16xf32>, tensor<16x2x8xf32>) -> tensor<2x64x2x8xf32>
    %229 = stablehlo.reshape %arg40 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x64x2x8xf32>
    %231 = stablehlo.add %228, %230 : tensor<2x64x2x8xf32>
    %232 = stablehlo.dot_general %arg46, %arg37, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5x24xf32>, tensor<24x2x8xf32>) -> tensor<2x5x2x8xf32>
    %233 = stablehlo.reshape %arg36 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x5x2x8xf32>
    %235 = stablehlo.add %232, %234 : tensor<2x5x2x8xf32>
    %236 = stablehlo.dot_general %arg46, %arg43, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5x24xf32>, tensor<24x2x8xf32>) -> tensor<2x5x2x8xf32>
    %237 = stablehlo.reshape %arg42 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x5x2x8xf32>
    %239 = stablehlo.add %236, %238 : tensor<2x5x2x8xf32>
    %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %240 = stablehlo.sqrt %cst_35 : tensor<f32>
    %241 = stablehlo.convert %240 : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<2x64x2x8xf32>
    %243 = stablehlo.divide %231, %242 : tensor<2x64x2x8xf32>
    %244 = stablehlo.dot_general %243, %235, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x64x2x8xf32>, tensor<2x5x2x8xf32>) -> tensor<2x2x64x5xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_36) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x64x5xf32>, tensor<f32>) -> tensor<2x2x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x2x64xf32>
    %247 = stablehlo.maximum %246, %245 : tensor<2x2x64xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<2x2x64xf32>) -> tensor<2x2x64x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x2x64x1xf32>) -> tensor<2x2x64x5xf32>
    %250 = stablehlo.subtract %244, %249 : tensor<2x2x64x5xf32>
    %251 = stablehlo.exponential %250 : tensor<2x2x64x5xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<2x2x64x5xf32>, tensor<f32>) -> tensor<2x2x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x2x64xf32>) -> tensor<2x2x64x1xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<2x2x64x1xf32>) -> tensor<2x2x64x5xf32>
    %255 = stablehlo.divide %251, %254 : tensor<2x2x64x5xf32>
    %256 = stablehlo.dot_general %239, %255, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x5x2x8xf32>, tensor<2x2x64x5xf32>) -> tensor<2x2x8x64xf32>
    %257 = stablehlo.transpose %256, dims = [0, 3, 1, 2] : (tensor<2x2x8x64xf32>) -> tensor<2x64x2x8xf32>
    %258 = stablehlo.dot_general %257, %arg39, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x64x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x64x16xf32>
    %259 = stablehlo.reshape %arg38 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %261 = stablehlo.add %258, %260 : tensor<2x64x16xf32>
    %262 = stablehlo.add %201, %261 : tensor<2x64x16xf32>
    %263 = chlo.square %262 : tensor<2x64x16xf32> -> tensor<2x64x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%262 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %266 = stablehlo.divide %264, %265 : tensor<2x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%263 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x64x16xf32>, tensor<f32>) -> tensor<2x64xf32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %269 = stablehlo.divide %267, %268 : tensor<2x64xf32>
    %270 = chlo.square %266 : tensor<2x64xf32> -> tensor<2x64xf32>
    %271 = stablehlo.subtract %269, %270 : tensor<2x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %273 = stablehlo.maximum %272, %271 : tensor<2x64xf32>
    %274 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %275 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x64xf32>) -> tensor<2x64x1xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %277 = stablehlo.subtract %262, %276 : tensor<2x64x16xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x64x1xf32>
    %279 = stablehlo.add %275, %278 : tensor<2x64x1xf32>
    %280 = stablehlo.rsqrt %279 : tensor<2x64x1xf32>
    %281 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %282 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x64x1xf32>) -> tensor<2x64x16xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<2x64x16xf32>
    %285 = stablehlo.multiply %277, %284 : tensor<2x64x16xf32>
    %286 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %288 = stablehlo.add %285, %287 : tensor<2x64x16xf32>
    %289 = stablehlo.dot_general %288, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x16xf32>, tensor<16x128xf32>) -> tensor<2x64x128xf32>
    %290 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x64x128xf32>
    %292 = stablehlo.add %289, %291 : tensor<2x64x128xf32>
    %293 = stablehlo.slice %292 [0:2, 0:64, 0:64] : (tensor<2x64x128xf32>) -> tensor<2x64x64xf32>
    %294 = stablehlo.slice %292 [0:2, 0:64, 64:128] : (tensor<2x64x128xf32>) -> tensor<2x64x64xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<2x64x64xf32>
    %297 = stablehlo.negate %294 : tensor<2x64x64xf32>
    %cst_46 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x64x64xf32>
    %299 = stablehlo.multiply %297, %298 : tensor<2x64x64xf32>
    %300 = chlo.erfc %299 : tensor<2x64x64xf32> -> tensor<2x64x64xf32>
    %301 = stablehlo.multiply %296, %300 : tensor<2x64x64xf32>
    %302 = stablehlo.multiply %293, %301 : tensor<2x64x64xf32>
    %303 = stablehlo.dot_general %302, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64x64xf32>, tensor<64x16xf32>) -> tensor<2x64x16xf32>
    %304 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x64x16xf32>
    %306 = stablehlo.add %303, %305 : tensor<2x64x16xf32>
    %307 = stablehlo.add %262, %306 : tensor<2x64x16xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x64x16xf32>) -> tensor<2x8x8x16xf32>
    %309 = stablehlo.add %108, %308 : tensor<2x8x8x16xf32>
    return %309 : tensor<2x8x8x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x64xf32>) -> tensor<2x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x64xf32>
    return %6 : tensor<2x64xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x16xf32>
    return %6 : tensor<2x8x8x16xf32>
  }
}
