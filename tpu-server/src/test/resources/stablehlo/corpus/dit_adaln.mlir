module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<2x2x4x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x32xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<192xf32>, %arg11: tensor<32x192xf32>, %arg12: tensor<32xf32>, %arg13: tensor<128x32xf32>, %arg14: tensor<128xf32>, %arg15: tensor<32x128xf32>, %arg16: tensor<4x8xf32>, %arg17: tensor<32x4x8xf32>, %arg18: tensor<32xf32>, %arg19: tensor<4x8x32xf32>, %arg20: tensor<4x8xf32>, %arg21: tensor<32x4x8xf32>, %arg22: tensor<4x8xf32>, %arg23: tensor<32x4x8xf32>, %arg24: tensor<192xf32>, %arg25: tensor<32x192xf32>, %arg26: tensor<32xf32>, %arg27: tensor<128x32xf32>, %arg28: tensor<128xf32>, %arg29: tensor<32x128xf32>, %arg30: tensor<4x8xf32>, %arg31: tensor<32x4x8xf32>, %arg32: tensor<32xf32>, %arg33: tensor<4x8x32xf32>, %arg34: tensor<4x8xf32>, %arg35: tensor<32x4x8xf32>, %arg36: tensor<4x8xf32>, %arg37: tensor<32x4x8xf32>, %arg38: tensor<11x32xf32>, %arg39: tensor<1x16x32xf32>, %arg40: tensor<2x8x8x4xf32>, %arg41: tensor<2xf32>, %arg42: tensor<2xi32>) -> (tensor<2x8x8x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg40, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x4xf32>, tensor<2x2x4x32xf32>) -> tensor<2x4x4x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x32xf32>) -> tensor<2x16x32xf32>
    %5 = stablehlo.broadcast_in_dim %arg39, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16x32xf32>
    %7 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<-9.21034049> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16xf32>
    %12 = stablehlo.exponential %11 : tensor<16xf32>
    %13 = stablehlo.broadcast_in_dim %arg41, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x16xf32>
    %18 = stablehlo.cosine %17 : tensor<2x16xf32>
    %19 = stablehlo.broadcast_in_dim %arg41, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x16xf32>
    %24 = stablehlo.sine %23 : tensor<2x16xf32>
    %25 = stablehlo.concatenate %18, %24, dim = 1 : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x32xf32>
    %26 = stablehlo.dot_general %25, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %27 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x32xf32>
    %30 = call @silu(%29) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %31 = stablehlo.dot_general %30, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %32 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x32xf32>
    %35 = call @_take(%arg38, %arg42) : (tensor<11x32xf32>, tensor<2xi32>) -> tensor<2x32xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x32xf32>
    %37 = call @silu(%36) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %38 = stablehlo.dot_general %37, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x192xf32>) -> tensor<2x192xf32>
    %39 = stablehlo.reshape %arg10 : (tensor<192xf32>) -> tensor<1x192xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x192xf32>) -> tensor<2x192xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x192xf32>
    %42 = stablehlo.slice %41 [0:2, 0:32] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %43 = stablehlo.slice %41 [0:2, 32:64] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %44 = stablehlo.slice %41 [0:2, 64:96] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %45 = stablehlo.slice %41 [0:2, 96:128] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %46 = stablehlo.slice %41 [0:2, 128:160] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %47 = stablehlo.slice %41 [0:2, 160:192] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %48 = chlo.square %6 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%48 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x16xf32>
    %55 = chlo.square %51 : tensor<2x16xf32> -> tensor<2x16xf32>
    %56 = stablehlo.subtract %54, %55 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<2x16xf32>
    %59 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %62 = stablehlo.subtract %6, %61 : tensor<2x16x32xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x16x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<2x16x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %67 = stablehlo.multiply %62, %66 : tensor<2x16x32xf32>
    %68 = stablehlo.broadcast_in_dim %43, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
    %70 = stablehlo.add %69, %68 : tensor<2x1x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %72 = stablehlo.multiply %67, %71 : tensor<2x16x32xf32>
    %73 = stablehlo.broadcast_in_dim %42, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x16x32xf32>
    %76 = stablehlo.broadcast_in_dim %44, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %77 = stablehlo.dot_general %75, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x4x8xf32>) -> tensor<2x16x4x8xf32>
    %78 = stablehlo.reshape %arg20 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x16x4x8xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x16x4x8xf32>
    %81 = stablehlo.dot_general %75, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x4x8xf32>) -> tensor<2x16x4x8xf32>
    %82 = stablehlo.reshape %arg16 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x16x4x8xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x16x4x8xf32>
    %85 = stablehlo.dot_general %75, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x4x8xf32>) -> tensor<2x16x4x8xf32>
    %86 = stablehlo.reshape %arg22 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x16x4x8xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x16x4x8xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %89 = stablehlo.sqrt %cst_8 : tensor<f32>
    %90 = stablehlo.convert %89 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<2x16x4x8xf32>
    %92 = stablehlo.divide %80, %91 : tensor<2x16x4x8xf32>
    %93 = stablehlo.dot_general %92, %84, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x4x16x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %96 = stablehlo.maximum %95, %94 : tensor<2x4x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %99 = stablehlo.subtract %93, %98 : tensor<2x4x16x16xf32>
    %100 = stablehlo.exponential %99 : tensor<2x4x16x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %104 = stablehlo.divide %100, %103 : tensor<2x4x16x16xf32>
    %105 = stablehlo.dot_general %88, %104, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x8x16xf32>
    %106 = stablehlo.transpose %105, dims = [0, 3, 1, 2] : (tensor<2x4x8x16xf32>) -> tensor<2x16x4x8xf32>
    %107 = stablehlo.dot_general %106, %arg19, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x16x32xf32>
    %108 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x16x32xf32>
    %111 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x16x32xf32>
    %113 = stablehlo.add %6, %112 : tensor<2x16x32xf32>
    %114 = chlo.square %113 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%113 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %117 = stablehlo.divide %115, %116 : tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%114 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x16xf32>
    %121 = chlo.square %117 : tensor<2x16xf32> -> tensor<2x16xf32>
    %122 = stablehlo.subtract %120, %121 : tensor<2x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<2x16xf32>
    %125 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %128 = stablehlo.subtract %113, %127 : tensor<2x16x32xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %130 = stablehlo.add %126, %129 : tensor<2x16x1xf32>
    %131 = stablehlo.rsqrt %130 : tensor<2x16x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %133 = stablehlo.multiply %128, %132 : tensor<2x16x32xf32>
    %134 = stablehlo.broadcast_in_dim %46, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
    %136 = stablehlo.add %135, %134 : tensor<2x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %138 = stablehlo.multiply %133, %137 : tensor<2x16x32xf32>
    %139 = stablehlo.broadcast_in_dim %45, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %141 = stablehlo.add %138, %140 : tensor<2x16x32xf32>
    %142 = stablehlo.dot_general %141, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %143 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x16x128xf32>
    %146 = stablehlo.multiply %145, %145 : tensor<2x16x128xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<2x16x128xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<2x16x128xf32>
    %150 = stablehlo.add %145, %149 : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<2x16x128xf32>
    %153 = stablehlo.tanh %152 : tensor<2x16x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %155 = stablehlo.add %154, %153 : tensor<2x16x128xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<2x16x128xf32>
    %158 = stablehlo.multiply %145, %157 : tensor<2x16x128xf32>
    %159 = stablehlo.dot_general %158, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %160 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %162 = stablehlo.add %159, %161 : tensor<2x16x32xf32>
    %163 = stablehlo.broadcast_in_dim %47, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %165 = stablehlo.multiply %164, %162 : tensor<2x16x32xf32>
    %166 = stablehlo.add %113, %165 : tensor<2x16x32xf32>
    %167 = call @silu(%36) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %168 = stablehlo.dot_general %167, %arg25, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x192xf32>) -> tensor<2x192xf32>
    %169 = stablehlo.reshape %arg24 : (tensor<192xf32>) -> tensor<1x192xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<1x192xf32>) -> tensor<2x192xf32>
    %171 = stablehlo.add %168, %170 : tensor<2x192xf32>
    %172 = stablehlo.slice %171 [0:2, 0:32] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %173 = stablehlo.slice %171 [0:2, 32:64] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %174 = stablehlo.slice %171 [0:2, 64:96] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %175 = stablehlo.slice %171 [0:2, 96:128] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %176 = stablehlo.slice %171 [0:2, 128:160] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %177 = stablehlo.slice %171 [0:2, 160:192] : (tensor<2x192xf32>) -> tensor<2x32xf32>
    %178 = chlo.square %166 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%166 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %181 = stablehlo.divide %179, %180 : tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%178 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %184 = stablehlo.divide %182, %183 : tensor<2x16xf32>
    %185 = chlo.square %181 : tensor<2x16xf32> -> tensor<2x16xf32>
    %186 = stablehlo.subtract %184, %185 : tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %188 = stablehlo.maximum %187, %186 : tensor<2x16xf32>
    %189 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %192 = stablehlo.subtract %166, %191 : tensor<2x16x32xf32>
    %cst_28 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %194 = stablehlo.add %190, %193 : tensor<2x16x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<2x16x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %197 = stablehlo.multiply %192, %196 : tensor<2x16x32xf32>
    %198 = stablehlo.broadcast_in_dim %173, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
    %200 = stablehlo.add %199, %198 : tensor<2x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %202 = stablehlo.multiply %197, %201 : tensor<2x16x32xf32>
    %203 = stablehlo.broadcast_in_dim %172, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %205 = stablehlo.add %202, %204 : tensor<2x16x32xf32>
    %206 = stablehlo.broadcast_in_dim %174, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %207 = stablehlo.dot_general %205, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x4x8xf32>) -> tensor<2x16x4x8xf32>
    %208 = stablehlo.reshape %arg34 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x16x4x8xf32>
    %210 = stablehlo.add %207, %209 : tensor<2x16x4x8xf32>
    %211 = stablehlo.dot_general %205, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x4x8xf32>) -> tensor<2x16x4x8xf32>
    %212 = stablehlo.reshape %arg30 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x16x4x8xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x16x4x8xf32>
    %215 = stablehlo.dot_general %205, %arg37, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x4x8xf32>) -> tensor<2x16x4x8xf32>
    %216 = stablehlo.reshape %arg36 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x16x4x8xf32>
    %218 = stablehlo.add %215, %217 : tensor<2x16x4x8xf32>
    %cst_30 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %219 = stablehlo.sqrt %cst_30 : tensor<f32>
    %220 = stablehlo.convert %219 : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<2x16x4x8xf32>
    %222 = stablehlo.divide %210, %221 : tensor<2x16x4x8xf32>
    %223 = stablehlo.dot_general %222, %214, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x4x16x16xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %226 = stablehlo.maximum %225, %224 : tensor<2x4x16xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %229 = stablehlo.subtract %223, %228 : tensor<2x4x16x16xf32>
    %230 = stablehlo.exponential %229 : tensor<2x4x16x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_33) applies stablehlo.add across dimensions = [3] : (tensor<2x4x16x16xf32>, tensor<f32>) -> tensor<2x4x16xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<2x4x16xf32>) -> tensor<2x4x16x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %234 = stablehlo.divide %230, %233 : tensor<2x4x16x16xf32>
    %235 = stablehlo.dot_general %218, %234, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x8x16xf32>
    %236 = stablehlo.transpose %235, dims = [0, 3, 1, 2] : (tensor<2x4x8x16xf32>) -> tensor<2x16x4x8xf32>
    %237 = stablehlo.dot_general %236, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x16x32xf32>
    %238 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %240 = stablehlo.add %237, %239 : tensor<2x16x32xf32>
    %241 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<2x16x32xf32>
    %243 = stablehlo.add %166, %242 : tensor<2x16x32xf32>
    %244 = chlo.square %243 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%243 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %247 = stablehlo.divide %245, %246 : tensor<2x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%244 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %250 = stablehlo.divide %248, %249 : tensor<2x16xf32>
    %251 = chlo.square %247 : tensor<2x16xf32> -> tensor<2x16xf32>
    %252 = stablehlo.subtract %250, %251 : tensor<2x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %254 = stablehlo.maximum %253, %252 : tensor<2x16xf32>
    %255 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %256 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %257 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %258 = stablehlo.subtract %243, %257 : tensor<2x16x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %260 = stablehlo.add %256, %259 : tensor<2x16x1xf32>
    %261 = stablehlo.rsqrt %260 : tensor<2x16x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %263 = stablehlo.multiply %258, %262 : tensor<2x16x32xf32>
    %264 = stablehlo.broadcast_in_dim %176, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
    %266 = stablehlo.add %265, %264 : tensor<2x1x32xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %268 = stablehlo.multiply %263, %267 : tensor<2x16x32xf32>
    %269 = stablehlo.broadcast_in_dim %175, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %271 = stablehlo.add %268, %270 : tensor<2x16x32xf32>
    %272 = stablehlo.dot_general %271, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %273 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %275 = stablehlo.add %272, %274 : tensor<2x16x128xf32>
    %276 = stablehlo.multiply %275, %275 : tensor<2x16x128xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<2x16x128xf32>
    %cst_41 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<2x16x128xf32>
    %280 = stablehlo.add %275, %279 : tensor<2x16x128xf32>
    %cst_42 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<2x16x128xf32>
    %283 = stablehlo.tanh %282 : tensor<2x16x128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %285 = stablehlo.add %284, %283 : tensor<2x16x128xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<2x16x128xf32>
    %288 = stablehlo.multiply %275, %287 : tensor<2x16x128xf32>
    %289 = stablehlo.dot_general %288, %arg27, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %290 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %292 = stablehlo.add %289, %291 : tensor<2x16x32xf32>
    %293 = stablehlo.broadcast_in_dim %177, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %295 = stablehlo.multiply %294, %292 : tensor<2x16x32xf32>
    %296 = stablehlo.add %243, %295 : tensor<2x16x32xf32>
    %297 = call @silu(%36) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %298 = stablehlo.dot_general %297, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %299 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x64xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %301 = stablehlo.add %298, %300 : tensor<2x64xf32>
    %302 = stablehlo.slice %301 [0:2, 0:32] : (tensor<2x64xf32>) -> tensor<2x32xf32>
    %303 = stablehlo.slice %301 [0:2, 32:64] : (tensor<2x64xf32>) -> tensor<2x32xf32>
    %304 = chlo.square %296 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%296 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_46 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %307 = stablehlo.divide %305, %306 : tensor<2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%304 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_48 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %310 = stablehlo.divide %308, %309 : tensor<2x16xf32>
    %311 = chlo.square %307 : tensor<2x16xf32> -> tensor<2x16xf32>
    %312 = stablehlo.subtract %310, %311 : tensor<2x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %314 = stablehlo.maximum %313, %312 : tensor<2x16xf32>
    %315 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %316 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %317 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %318 = stablehlo.subtract %296, %317 : tensor<2x16x32xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %320 = stablehlo.add %316, %319 : tensor<2x16x1xf32>
    %321 = stablehlo.rsqrt %320 : tensor<2x16x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %323 = stablehlo.multiply %318, %322 : tensor<2x16x32xf32>
    %324 = stablehlo.broadcast_in_dim %303, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x1x32xf32>
    %326 = stablehlo.add %325, %324 : tensor<2x1x32xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %328 = stablehlo.multiply %323, %327 : tensor<2x16x32xf32>
    %329 = stablehlo.broadcast_in_dim %302, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x1x32xf32>) -> tensor<2x16x32xf32>
    %331 = stablehlo.add %328, %330 : tensor<2x16x32xf32>
    %332 = stablehlo.dot_general %331, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %333 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %335 = stablehlo.add %332, %334 : tensor<2x16x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<2x16x32xf32>) -> tensor<2x4x4x2x2x8xf32>
    %337 = stablehlo.transpose %336, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x4x4x2x2x8xf32>) -> tensor<2x4x2x4x2x8xf32>
    %338 = stablehlo.reshape %337 : (tensor<2x4x2x4x2x8xf32>) -> tensor<2x8x8x8xf32>
    return %338 : tensor<2x8x8x8xf32>
  }
  func.func private @silu(%arg0: tensor<2x32xf32>) -> tensor<2x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x32xf32>
    return %6 : tensor<2x32xf32>
  }
  func.func private @_take(%arg0: tensor<11x32xf32>, %arg1: tensor<2xi32>) -> tensor<2x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<11> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2xi1>, tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_1 = stablehlo.constant dense<10> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<2x1xi1>, tensor<i1>) -> tensor<2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<11x32xf32>, tensor<2x1xi32>) -> tensor<2x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<2xi1>) -> tensor<2x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x32xi1>, tensor<2x32xf32>
    return %16 : tensor<2x32xf32>
  }
  func.func private @_where(%arg0: tensor<2xi1>, %arg1: tensor<2xi32>, %arg2: tensor<2xi32>) -> tensor<2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2xi1>, tensor<2xi32>
    return %0 : tensor<2xi32>
  }
}
