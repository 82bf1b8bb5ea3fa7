module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<5x1x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<64x16xf32>, %arg8: tensor<64xf32>, %arg9: tensor<16x64xf32>, %arg10: tensor<32xf32>, %arg11: tensor<16x32xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<64x16xf32>, %arg16: tensor<64xf32>, %arg17: tensor<16x64xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<2x8xf32>, %arg29: tensor<16x2x8xf32>, %arg30: tensor<16xf32>, %arg31: tensor<2x8x16xf32>, %arg32: tensor<2x8xf32>, %arg33: tensor<16x2x8xf32>, %arg34: tensor<2x8xf32>, %arg35: tensor<16x2x8xf32>, %arg36: tensor<2x7x16xf32>, %arg37: tensor<2x7xi32>) -> (tensor<2x7x16xf32> {jax.result_info = "result"}) {
    %0 = chlo.square %arg36 : tensor<2x7x16xf32> -> tensor<2x7x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg36 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x7xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x7xf32>
    %7 = chlo.square %3 : tensor<2x7xf32> -> tensor<2x7xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<2x7xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<2x7xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %14 = stablehlo.subtract %arg36, %13 : tensor<2x7x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<2x7x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<2x7x1xf32>
    %18 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<2x7x16xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<2x7x16xf32>
    %23 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x7x16xf32>
    %26 = stablehlo.dot_general %25, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x16xf32>, tensor<16x64xf32>) -> tensor<2x7x64xf32>
    %27 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x7x64xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x7x64xf32>
    %30 = call @silu(%29) : (tensor<2x7x64xf32>) -> tensor<2x7x64xf32>
    %31 = stablehlo.dot_general %30, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x64xf32>, tensor<64x16xf32>) -> tensor<2x7x16xf32>
    %32 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x7x16xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x7x16xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<2x7x16xf32>
    %37 = stablehlo.add %arg36, %36 : tensor<2x7x16xf32>
    %38 = stablehlo.broadcast_in_dim %arg37, dims = [0, 1] : (tensor<2x7xi32>) -> tensor<2x7x1xi32>
    %39 = stablehlo.broadcast_in_dim %arg37, dims = [0, 2] : (tensor<2x7xi32>) -> tensor<2x1x7xi32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x7x1xi32>) -> tensor<2x7x7xi32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x1x7xi32>) -> tensor<2x7x7xi32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x7x7xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 2, 3] : (tensor<2x7x7xi32>) -> tensor<2x1x7x7xi32>
    %44 = stablehlo.convert %43 : (tensor<2x1x7x7xi32>) -> tensor<2x1x7x7xf32>
    %45 = chlo.square %37 : tensor<2x7x16xf32> -> tensor<2x7x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %48 = stablehlo.divide %46, %47 : tensor<2x7xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%45 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2x7xf32>
    %52 = chlo.square %48 : tensor<2x7xf32> -> tensor<2x7xf32>
    %53 = stablehlo.subtract %51, %52 : tensor<2x7xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %55 = stablehlo.maximum %54, %53 : tensor<2x7xf32>
    %56 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %59 = stablehlo.subtract %37, %58 : tensor<2x7x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %61 = stablehlo.add %57, %60 : tensor<2x7x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<2x7x1xf32>
    %63 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<2x7x16xf32>
    %67 = stablehlo.multiply %59, %66 : tensor<2x7x16xf32>
    %68 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %70 = stablehlo.add %67, %69 : tensor<2x7x16xf32>
    %71 = stablehlo.dot_general %70, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x16xf32>, tensor<16x2x8xf32>) -> tensor<2x7x2x8xf32>
    %72 = stablehlo.reshape %arg32 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x7x2x8xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x7x2x8xf32>
    %75 = stablehlo.dot_general %70, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x16xf32>, tensor<16x2x8xf32>) -> tensor<2x7x2x8xf32>
    %76 = stablehlo.reshape %arg28 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x7x2x8xf32>
    %78 = stablehlo.add %75, %77 : tensor<2x7x2x8xf32>
    %79 = stablehlo.dot_general %70, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x16xf32>, tensor<16x2x8xf32>) -> tensor<2x7x2x8xf32>
    %80 = stablehlo.reshape %arg34 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x7x2x8xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x7x2x8xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %83 = stablehlo.sqrt %cst_12 : tensor<f32>
    %84 = stablehlo.convert %83 : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<2x7x2x8xf32>
    %86 = stablehlo.divide %74, %85 : tensor<2x7x2x8xf32>
    %87 = stablehlo.dot_general %86, %78, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x2x8xf32>, tensor<2x7x2x8xf32>) -> tensor<2x2x7x7xf32>
    %cst_13 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %88 = call @_where(%44, %87, %cst_13) : (tensor<2x1x7x7xf32>, tensor<2x2x7x7xf32>, tensor<f32>) -> tensor<2x2x7x7xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x7x7xf32>, tensor<f32>) -> tensor<2x2x7xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x7xf32>
    %91 = stablehlo.maximum %90, %89 : tensor<2x2x7xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<2x2x7xf32>) -> tensor<2x2x7x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<2x2x7x1xf32>) -> tensor<2x2x7x7xf32>
    %94 = stablehlo.subtract %88, %93 : tensor<2x2x7x7xf32>
    %95 = stablehlo.exponential %94 : tensor<2x2x7x7xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x2x7x7xf32>, tensor<f32>) -> tensor<2x2x7xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x2x7xf32>) -> tensor<2x2x7x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x2x7x1xf32>) -> tensor<2x2x7x7xf32>
    %99 = stablehlo.divide %95, %98 : tensor<2x2x7x7xf32>
    %100 = stablehlo.dot_general %82, %99, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x2x8xf32>, tensor<2x2x7x7xf32>) -> tensor<2x2x8x7xf32>
    %101 = stablehlo.transpose %100, dims = [0, 3, 1, 2] : (tensor<2x2x8x7xf32>) -> tensor<2x7x2x8xf32>
    %102 = stablehlo.dot_general %101, %arg31, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x7x16xf32>
    %103 = stablehlo.reshape %arg30 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %105 = stablehlo.add %102, %104 : tensor<2x7x16xf32>
    %106 = stablehlo.add %37, %105 : tensor<2x7x16xf32>
    %107 = chlo.square %106 : tensor<2x7x16xf32> -> tensor<2x7x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%106 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %110 = stablehlo.divide %108, %109 : tensor<2x7xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%107 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %113 = stablehlo.divide %111, %112 : tensor<2x7xf32>
    %114 = chlo.square %110 : tensor<2x7xf32> -> tensor<2x7xf32>
    %115 = stablehlo.subtract %113, %114 : tensor<2x7xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %117 = stablehlo.maximum %116, %115 : tensor<2x7xf32>
    %118 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %121 = stablehlo.subtract %106, %120 : tensor<2x7x16xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %123 = stablehlo.add %119, %122 : tensor<2x7x1xf32>
    %124 = stablehlo.rsqrt %123 : tensor<2x7x1xf32>
    %125 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x7x16xf32>
    %129 = stablehlo.multiply %121, %128 : tensor<2x7x16xf32>
    %130 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %132 = stablehlo.add %129, %131 : tensor<2x7x16xf32>
    %133 = stablehlo.dot_general %132, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x16xf32>, tensor<16x32xf32>) -> tensor<2x7x32xf32>
    %134 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %136 = stablehlo.add %133, %135 : tensor<2x7x32xf32>
    %137 = call @glu(%136) : (tensor<2x7x32xf32>) -> tensor<2x7x16xf32>
    %138 = stablehlo.convolution(%137, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x7x16xf32>, tensor<5x1x16xf32>) -> tensor<2x7x16xf32>
    %139 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %141 = stablehlo.add %138, %140 : tensor<2x7x16xf32>
    %142 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %143 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %145 = stablehlo.subtract %141, %144 : tensor<2x7x16xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %147 = stablehlo.add %143, %146 : tensor<1x1x16xf32>
    %148 = stablehlo.rsqrt %147 : tensor<1x1x16xf32>
    %149 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<1x1x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %152 = stablehlo.multiply %145, %151 : tensor<2x7x16xf32>
    %153 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %155 = stablehlo.add %152, %154 : tensor<2x7x16xf32>
    %156 = call @silu_0(%155) : (tensor<2x7x16xf32>) -> tensor<2x7x16xf32>
    %157 = stablehlo.dot_general %156, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x16xf32>, tensor<16x16xf32>) -> tensor<2x7x16xf32>
    %158 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %160 = stablehlo.add %157, %159 : tensor<2x7x16xf32>
    %161 = stablehlo.add %106, %160 : tensor<2x7x16xf32>
    %162 = chlo.square %161 : tensor<2x7x16xf32> -> tensor<2x7x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%161 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %165 = stablehlo.divide %163, %164 : tensor<2x7xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%162 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_27 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %168 = stablehlo.divide %166, %167 : tensor<2x7xf32>
    %169 = chlo.square %165 : tensor<2x7xf32> -> tensor<2x7xf32>
    %170 = stablehlo.subtract %168, %169 : tensor<2x7xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %172 = stablehlo.maximum %171, %170 : tensor<2x7xf32>
    %173 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %176 = stablehlo.subtract %161, %175 : tensor<2x7x16xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %178 = stablehlo.add %174, %177 : tensor<2x7x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x7x1xf32>
    %180 = stablehlo.reshape %arg25 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<2x7x16xf32>
    %184 = stablehlo.multiply %176, %183 : tensor<2x7x16xf32>
    %185 = stablehlo.reshape %arg24 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %187 = stablehlo.add %184, %186 : tensor<2x7x16xf32>
    %188 = stablehlo.dot_general %187, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x16xf32>, tensor<16x64xf32>) -> tensor<2x7x64xf32>
    %189 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x7x64xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x7x64xf32>
    %192 = call @silu(%191) : (tensor<2x7x64xf32>) -> tensor<2x7x64xf32>
    %193 = stablehlo.dot_general %192, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x64xf32>, tensor<64x16xf32>) -> tensor<2x7x16xf32>
    %194 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %196 = stablehlo.add %193, %195 : tensor<2x7x16xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x7x16xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<2x7x16xf32>
    %199 = stablehlo.add %161, %198 : tensor<2x7x16xf32>
    %200 = chlo.square %199 : tensor<2x7x16xf32> -> tensor<2x7x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%199 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %203 = stablehlo.divide %201, %202 : tensor<2x7xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%200 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x7x16xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %206 = stablehlo.divide %204, %205 : tensor<2x7xf32>
    %207 = chlo.square %203 : tensor<2x7xf32> -> tensor<2x7xf32>
    %208 = stablehlo.subtract %206, %207 : tensor<2x7xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %210 = stablehlo.maximum %209, %208 : tensor<2x7xf32>
    %211 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %214 = stablehlo.subtract %199, %213 : tensor<2x7x16xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %216 = stablehlo.add %212, %215 : tensor<2x7x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<2x7x1xf32>
    %218 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x16xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<2x7x16xf32>
    %222 = stablehlo.multiply %214, %221 : tensor<2x7x16xf32>
    %223 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x7x16xf32>
    %225 = stablehlo.add %222, %224 : tensor<2x7x16xf32>
    return %225 : tensor<2x7x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x7x64xf32>) -> tensor<2x7x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x7x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x7x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x7x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x7x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x7x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x7x64xf32>
    return %6 : tensor<2x7x64xf32>
  }
  func.func private @_where(%arg0: tensor<2x1x7x7xf32>, %arg1: tensor<2x2x7x7xf32>, %arg2: tensor<f32>) -> tensor<2x2x7x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x7x7xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x7x7xf32>, tensor<2x1x7x7xf32>) -> tensor<2x1x7x7xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x7x7xi1>) -> tensor<2x2x7x7xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x7x7xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x2x7x7xi1>, tensor<2x2x7x7xf32>
    return %4 : tensor<2x2x7x7xf32>
  }
  func.func private @glu(%arg0: tensor<2x7x32xf32>) -> tensor<2x7x16xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 0:7, 0:16] : (tensor<2x7x32xf32>) -> tensor<2x7x16xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:7, 16:32] : (tensor<2x7x32xf32>) -> tensor<2x7x16xf32>
    %2 = stablehlo.negate %1 : tensor<2x7x16xf32>
    %3 = stablehlo.exponential %2 : tensor<2x7x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x16xf32>
    %5 = stablehlo.add %4, %3 : tensor<2x7x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x7x16xf32>
    %7 = stablehlo.divide %6, %5 : tensor<2x7x16xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<2x7x16xf32>
    return %8 : tensor<2x7x16xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x7x16xf32>) -> tensor<2x7x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x7x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x7x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x7x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x7x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x7x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x7x16xf32>
    return %6 : tensor<2x7x16xf32>
  }
}
