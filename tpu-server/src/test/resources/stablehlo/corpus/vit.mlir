module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<4x4x3x32xf32>, %arg2: tensor<10xf32>, %arg3: tensor<32x10xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<64xf32>, %arg15: tensor<32x64xf32>, %arg16: tensor<32xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<4x8xf32>, %arg23: tensor<32x4x8xf32>, %arg24: tensor<32xf32>, %arg25: tensor<4x8x32xf32>, %arg26: tensor<4x8xf32>, %arg27: tensor<32x4x8xf32>, %arg28: tensor<4x8xf32>, %arg29: tensor<32x4x8xf32>, %arg30: tensor<4x8xf32>, %arg31: tensor<32x4x8xf32>, %arg32: tensor<32xf32>, %arg33: tensor<4x8x32xf32>, %arg34: tensor<4x8xf32>, %arg35: tensor<32x4x8xf32>, %arg36: tensor<4x8xf32>, %arg37: tensor<32x4x8xf32>, %arg38: tensor<1x1x32xf32>, %arg39: tensor<1x17x32xf32>, %arg40: tensor<2x16x16x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg40, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x32xf32>) -> tensor<2x4x4x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x32xf32>) -> tensor<2x16x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg38, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
    %6 = stablehlo.concatenate %5, %4, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg39, dims = [0, 1, 2] : (tensor<1x17x32xf32>) -> tensor<2x17x32xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x17x32xf32>
    %9 = chlo.square %8 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x17xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x17xf32>
    %16 = chlo.square %12 : tensor<2x17xf32> -> tensor<2x17xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<2x17xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x17xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %23 = stablehlo.subtract %8, %22 : tensor<2x17x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<2x17x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x17x1xf32>
    %27 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x17x32xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<2x17x32xf32>
    %32 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x17x32xf32>
    %35 = stablehlo.dot_general %34, %arg27, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x4x8xf32>) -> tensor<2x17x4x8xf32>
    %36 = stablehlo.reshape %arg26 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x17x4x8xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x17x4x8xf32>
    %39 = stablehlo.dot_general %34, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x4x8xf32>) -> tensor<2x17x4x8xf32>
    %40 = stablehlo.reshape %arg22 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x17x4x8xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x17x4x8xf32>
    %43 = stablehlo.dot_general %34, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x4x8xf32>) -> tensor<2x17x4x8xf32>
    %44 = stablehlo.reshape %arg28 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x17x4x8xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x17x4x8xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %47 = stablehlo.sqrt %cst_5 : tensor<f32>
    %48 = stablehlo.convert %47 : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<2x17x4x8xf32>
    %50 = stablehlo.divide %38, %49 : tensor<2x17x4x8xf32>
    %51 = stablehlo.dot_general %50, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x4x8xf32>, tensor<2x17x4x8xf32>) -> tensor<2x4x17x17xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x17x17xf32>, tensor<f32>) -> tensor<2x4x17xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x17xf32>
    %54 = stablehlo.maximum %53, %52 : tensor<2x4x17xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<2x4x17xf32>) -> tensor<2x4x17x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x4x17x1xf32>) -> tensor<2x4x17x17xf32>
    %57 = stablehlo.subtract %51, %56 : tensor<2x4x17x17xf32>
    %58 = stablehlo.exponential %57 : tensor<2x4x17x17xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<2x4x17x17xf32>, tensor<f32>) -> tensor<2x4x17xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x4x17xf32>) -> tensor<2x4x17x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x4x17x1xf32>) -> tensor<2x4x17x17xf32>
    %62 = stablehlo.divide %58, %61 : tensor<2x4x17x17xf32>
    %63 = stablehlo.dot_general %46, %62, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x4x8xf32>, tensor<2x4x17x17xf32>) -> tensor<2x4x8x17xf32>
    %64 = stablehlo.transpose %63, dims = [0, 3, 1, 2] : (tensor<2x4x8x17xf32>) -> tensor<2x17x4x8xf32>
    %65 = stablehlo.dot_general %64, %arg25, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x17x32xf32>
    %66 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %68 = stablehlo.add %65, %67 : tensor<2x17x32xf32>
    %69 = stablehlo.add %8, %68 : tensor<2x17x32xf32>
    %70 = chlo.square %69 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%69 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %73 = stablehlo.divide %71, %72 : tensor<2x17xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %76 = stablehlo.divide %74, %75 : tensor<2x17xf32>
    %77 = chlo.square %73 : tensor<2x17xf32> -> tensor<2x17xf32>
    %78 = stablehlo.subtract %76, %77 : tensor<2x17xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %80 = stablehlo.maximum %79, %78 : tensor<2x17xf32>
    %81 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %84 = stablehlo.subtract %69, %83 : tensor<2x17x32xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %86 = stablehlo.add %82, %85 : tensor<2x17x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<2x17x1xf32>
    %88 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<2x17x32xf32>
    %92 = stablehlo.multiply %84, %91 : tensor<2x17x32xf32>
    %93 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %95 = stablehlo.add %92, %94 : tensor<2x17x32xf32>
    %96 = stablehlo.dot_general %95, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x64xf32>) -> tensor<2x17x64xf32>
    %97 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x17x64xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x17x64xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<2x17x64xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<2x17x64xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<2x17x64xf32>
    %104 = stablehlo.add %99, %103 : tensor<2x17x64xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2x17x64xf32>
    %107 = stablehlo.tanh %106 : tensor<2x17x64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %109 = stablehlo.add %108, %107 : tensor<2x17x64xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x17x64xf32>
    %112 = stablehlo.multiply %99, %111 : tensor<2x17x64xf32>
    %113 = stablehlo.dot_general %112, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x64xf32>, tensor<64x32xf32>) -> tensor<2x17x32xf32>
    %114 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %116 = stablehlo.add %113, %115 : tensor<2x17x32xf32>
    %117 = stablehlo.add %69, %116 : tensor<2x17x32xf32>
    %118 = chlo.square %117 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%117 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %121 = stablehlo.divide %119, %120 : tensor<2x17xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%118 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %124 = stablehlo.divide %122, %123 : tensor<2x17xf32>
    %125 = chlo.square %121 : tensor<2x17xf32> -> tensor<2x17xf32>
    %126 = stablehlo.subtract %124, %125 : tensor<2x17xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %128 = stablehlo.maximum %127, %126 : tensor<2x17xf32>
    %129 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %131 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %132 = stablehlo.subtract %117, %131 : tensor<2x17x32xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %134 = stablehlo.add %130, %133 : tensor<2x17x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<2x17x1xf32>
    %136 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<2x17x32xf32>
    %140 = stablehlo.multiply %132, %139 : tensor<2x17x32xf32>
    %141 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %143 = stablehlo.add %140, %142 : tensor<2x17x32xf32>
    %144 = stablehlo.dot_general %143, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x4x8xf32>) -> tensor<2x17x4x8xf32>
    %145 = stablehlo.reshape %arg34 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x17x4x8xf32>
    %147 = stablehlo.add %144, %146 : tensor<2x17x4x8xf32>
    %148 = stablehlo.dot_general %143, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x4x8xf32>) -> tensor<2x17x4x8xf32>
    %149 = stablehlo.reshape %arg30 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x17x4x8xf32>
    %151 = stablehlo.add %148, %150 : tensor<2x17x4x8xf32>
    %152 = stablehlo.dot_general %143, %arg37, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x4x8xf32>) -> tensor<2x17x4x8xf32>
    %153 = stablehlo.reshape %arg36 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x17x4x8xf32>
    %155 = stablehlo.add %152, %154 : tensor<2x17x4x8xf32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %156 = stablehlo.sqrt %cst_25 : tensor<f32>
    %157 = stablehlo.convert %156 : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<2x17x4x8xf32>
    %159 = stablehlo.divide %147, %158 : tensor<2x17x4x8xf32>
    %160 = stablehlo.dot_general %159, %151, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x4x8xf32>, tensor<2x17x4x8xf32>) -> tensor<2x4x17x17xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x17x17xf32>, tensor<f32>) -> tensor<2x4x17xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x4x17xf32>
    %163 = stablehlo.maximum %162, %161 : tensor<2x4x17xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x4x17xf32>) -> tensor<2x4x17x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<2x4x17x1xf32>) -> tensor<2x4x17x17xf32>
    %166 = stablehlo.subtract %160, %165 : tensor<2x4x17x17xf32>
    %167 = stablehlo.exponential %166 : tensor<2x4x17x17xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x17x17xf32>, tensor<f32>) -> tensor<2x4x17xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x4x17xf32>) -> tensor<2x4x17x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<2x4x17x1xf32>) -> tensor<2x4x17x17xf32>
    %171 = stablehlo.divide %167, %170 : tensor<2x4x17x17xf32>
    %172 = stablehlo.dot_general %155, %171, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x4x8xf32>, tensor<2x4x17x17xf32>) -> tensor<2x4x8x17xf32>
    %173 = stablehlo.transpose %172, dims = [0, 3, 1, 2] : (tensor<2x4x8x17xf32>) -> tensor<2x17x4x8xf32>
    %174 = stablehlo.dot_general %173, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x17x32xf32>
    %175 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %177 = stablehlo.add %174, %176 : tensor<2x17x32xf32>
    %178 = stablehlo.add %117, %177 : tensor<2x17x32xf32>
    %179 = chlo.square %178 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%178 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %182 = stablehlo.divide %180, %181 : tensor<2x17xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%179 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %185 = stablehlo.divide %183, %184 : tensor<2x17xf32>
    %186 = chlo.square %182 : tensor<2x17xf32> -> tensor<2x17xf32>
    %187 = stablehlo.subtract %185, %186 : tensor<2x17xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %189 = stablehlo.maximum %188, %187 : tensor<2x17xf32>
    %190 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %193 = stablehlo.subtract %178, %192 : tensor<2x17x32xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %195 = stablehlo.add %191, %194 : tensor<2x17x1xf32>
    %196 = stablehlo.rsqrt %195 : tensor<2x17x1xf32>
    %197 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %198 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<2x17x32xf32>
    %201 = stablehlo.multiply %193, %200 : tensor<2x17x32xf32>
    %202 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %204 = stablehlo.add %201, %203 : tensor<2x17x32xf32>
    %205 = stablehlo.dot_general %204, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x64xf32>) -> tensor<2x17x64xf32>
    %206 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x17x64xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x17x64xf32>
    %209 = stablehlo.multiply %208, %208 : tensor<2x17x64xf32>
    %210 = stablehlo.multiply %209, %208 : tensor<2x17x64xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<2x17x64xf32>
    %213 = stablehlo.add %208, %212 : tensor<2x17x64xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<2x17x64xf32>
    %216 = stablehlo.tanh %215 : tensor<2x17x64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %218 = stablehlo.add %217, %216 : tensor<2x17x64xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x17x64xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<2x17x64xf32>
    %221 = stablehlo.multiply %208, %220 : tensor<2x17x64xf32>
    %222 = stablehlo.dot_general %221, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x64xf32>, tensor<64x32xf32>) -> tensor<2x17x32xf32>
    %223 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %225 = stablehlo.add %222, %224 : tensor<2x17x32xf32>
    %226 = stablehlo.add %178, %225 : tensor<2x17x32xf32>
    %227 = stablehlo.slice %226 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %228 = stablehlo.reshape %227 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %229 = chlo.square %228 : tensor<2x32xf32> -> tensor<2x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%228 init: %cst_39) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %232 = stablehlo.divide %230, %231 : tensor<2xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%229 init: %cst_41) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %235 = stablehlo.divide %233, %234 : tensor<2xf32>
    %236 = chlo.square %232 : tensor<2xf32> -> tensor<2xf32>
    %237 = stablehlo.subtract %235, %236 : tensor<2xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %239 = stablehlo.maximum %238, %237 : tensor<2xf32>
    %240 = stablehlo.broadcast_in_dim %232, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %241 = stablehlo.broadcast_in_dim %239, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %242 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %243 = stablehlo.subtract %228, %242 : tensor<2x32xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %245 = stablehlo.add %241, %244 : tensor<2x1xf32>
    %246 = stablehlo.rsqrt %245 : tensor<2x1xf32>
    %247 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x32xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<2x32xf32>
    %251 = stablehlo.multiply %243, %250 : tensor<2x32xf32>
    %252 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x32xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x32xf32>
    %255 = stablehlo.dot_general %254, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %256 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %258 = stablehlo.add %255, %257 : tensor<2x10xf32>
    return %258 : tensor<2x10xf32>
  }
}
