module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<4x4x3x16xf32>, %arg2: tensor<10xf32>, %arg3: tensor<16x10xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x16xf32>, %arg8: tensor<32xf32>, %arg9: tensor<16x32xf32>, %arg10: tensor<16xf32>, %arg11: tensor<32x16xf32>, %arg12: tensor<32xf32>, %arg13: tensor<16x32xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<32x16xf32>, %arg20: tensor<32xf32>, %arg21: tensor<16x32xf32>, %arg22: tensor<16xf32>, %arg23: tensor<32x16xf32>, %arg24: tensor<32xf32>, %arg25: tensor<16x32xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<2x16x16x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg30, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x16xf32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x16xf32>) -> tensor<2x16x16xf32>
    %5 = chlo.square %4 : tensor<2x16x16xf32> -> tensor<2x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x16xf32>
    %12 = chlo.square %8 : tensor<2x16xf32> -> tensor<2x16xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2x16xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %19 = stablehlo.subtract %4, %18 : tensor<2x16x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x16x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<2x16x1xf32>
    %23 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x16x16xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<2x16x16xf32>
    %28 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x16x16xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1] : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %32 = stablehlo.dot_general %31, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %33 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x16x32xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<2x16x32xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2x16x32xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2x16x32xf32>
    %40 = stablehlo.add %35, %39 : tensor<2x16x32xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<2x16x32xf32>
    %43 = stablehlo.tanh %42 : tensor<2x16x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %45 = stablehlo.add %44, %43 : tensor<2x16x32xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<2x16x32xf32>
    %48 = stablehlo.multiply %35, %47 : tensor<2x16x32xf32>
    %49 = stablehlo.dot_general %48, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
    %50 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x16x16xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1] : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %54 = stablehlo.add %4, %53 : tensor<2x16x16xf32>
    %55 = chlo.square %54 : tensor<2x16x16xf32> -> tensor<2x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%54 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %58 = stablehlo.divide %56, %57 : tensor<2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %61 = stablehlo.divide %59, %60 : tensor<2x16xf32>
    %62 = chlo.square %58 : tensor<2x16xf32> -> tensor<2x16xf32>
    %63 = stablehlo.subtract %61, %62 : tensor<2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<2x16xf32>
    %66 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %69 = stablehlo.subtract %54, %68 : tensor<2x16x16xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %71 = stablehlo.add %67, %70 : tensor<2x16x1xf32>
    %72 = stablehlo.rsqrt %71 : tensor<2x16x1xf32>
    %73 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<2x16x16xf32>
    %77 = stablehlo.multiply %69, %76 : tensor<2x16x16xf32>
    %78 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x16x16xf32>
    %81 = stablehlo.dot_general %80, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %82 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x16x32xf32>
    %85 = stablehlo.multiply %84, %84 : tensor<2x16x32xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<2x16x32xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %88 = stablehlo.multiply %87, %86 : tensor<2x16x32xf32>
    %89 = stablehlo.add %84, %88 : tensor<2x16x32xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<2x16x32xf32>
    %92 = stablehlo.tanh %91 : tensor<2x16x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %94 = stablehlo.add %93, %92 : tensor<2x16x32xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<2x16x32xf32>
    %97 = stablehlo.multiply %84, %96 : tensor<2x16x32xf32>
    %98 = stablehlo.dot_general %97, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
    %99 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x16x16xf32>
    %102 = stablehlo.add %54, %101 : tensor<2x16x16xf32>
    %103 = chlo.square %102 : tensor<2x16x16xf32> -> tensor<2x16x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%102 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %106 = stablehlo.divide %104, %105 : tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%103 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %109 = stablehlo.divide %107, %108 : tensor<2x16xf32>
    %110 = chlo.square %106 : tensor<2x16xf32> -> tensor<2x16xf32>
    %111 = stablehlo.subtract %109, %110 : tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %113 = stablehlo.maximum %112, %111 : tensor<2x16xf32>
    %114 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %117 = stablehlo.subtract %102, %116 : tensor<2x16x16xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %119 = stablehlo.add %115, %118 : tensor<2x16x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<2x16x1xf32>
    %121 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<2x16x16xf32>
    %125 = stablehlo.multiply %117, %124 : tensor<2x16x16xf32>
    %126 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %128 = stablehlo.add %125, %127 : tensor<2x16x16xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1] : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %130 = stablehlo.dot_general %129, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %131 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %133 = stablehlo.add %130, %132 : tensor<2x16x32xf32>
    %134 = stablehlo.multiply %133, %133 : tensor<2x16x32xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<2x16x32xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<2x16x32xf32>
    %138 = stablehlo.add %133, %137 : tensor<2x16x32xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<2x16x32xf32>
    %141 = stablehlo.tanh %140 : tensor<2x16x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %143 = stablehlo.add %142, %141 : tensor<2x16x32xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<2x16x32xf32>
    %146 = stablehlo.multiply %133, %145 : tensor<2x16x32xf32>
    %147 = stablehlo.dot_general %146, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
    %148 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %150 = stablehlo.add %147, %149 : tensor<2x16x16xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1] : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %152 = stablehlo.add %102, %151 : tensor<2x16x16xf32>
    %153 = chlo.square %152 : tensor<2x16x16xf32> -> tensor<2x16x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%152 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %156 = stablehlo.divide %154, %155 : tensor<2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%153 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x16xf32>
    %160 = chlo.square %156 : tensor<2x16xf32> -> tensor<2x16xf32>
    %161 = stablehlo.subtract %159, %160 : tensor<2x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %163 = stablehlo.maximum %162, %161 : tensor<2x16xf32>
    %164 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %167 = stablehlo.subtract %152, %166 : tensor<2x16x16xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %169 = stablehlo.add %165, %168 : tensor<2x16x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<2x16x1xf32>
    %171 = stablehlo.reshape %arg29 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %172 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<2x16x16xf32>
    %175 = stablehlo.multiply %167, %174 : tensor<2x16x16xf32>
    %176 = stablehlo.reshape %arg28 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %178 = stablehlo.add %175, %177 : tensor<2x16x16xf32>
    %179 = stablehlo.dot_general %178, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %180 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %182 = stablehlo.add %179, %181 : tensor<2x16x32xf32>
    %183 = stablehlo.multiply %182, %182 : tensor<2x16x32xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<2x16x32xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<2x16x32xf32>
    %187 = stablehlo.add %182, %186 : tensor<2x16x32xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<2x16x32xf32>
    %190 = stablehlo.tanh %189 : tensor<2x16x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %192 = stablehlo.add %191, %190 : tensor<2x16x32xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<2x16x32xf32>
    %195 = stablehlo.multiply %182, %194 : tensor<2x16x32xf32>
    %196 = stablehlo.dot_general %195, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x32xf32>, tensor<32x16xf32>) -> tensor<2x16x16xf32>
    %197 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %199 = stablehlo.add %196, %198 : tensor<2x16x16xf32>
    %200 = stablehlo.add %152, %199 : tensor<2x16x16xf32>
    %201 = chlo.square %200 : tensor<2x16x16xf32> -> tensor<2x16x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%200 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %204 = stablehlo.divide %202, %203 : tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%201 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %207 = stablehlo.divide %205, %206 : tensor<2x16xf32>
    %208 = chlo.square %204 : tensor<2x16xf32> -> tensor<2x16xf32>
    %209 = stablehlo.subtract %207, %208 : tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %211 = stablehlo.maximum %210, %209 : tensor<2x16xf32>
    %212 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %215 = stablehlo.subtract %200, %214 : tensor<2x16x16xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %217 = stablehlo.add %213, %216 : tensor<2x16x1xf32>
    %218 = stablehlo.rsqrt %217 : tensor<2x16x1xf32>
    %219 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<2x16x16xf32>
    %223 = stablehlo.multiply %215, %222 : tensor<2x16x16xf32>
    %224 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %226 = stablehlo.add %223, %225 : tensor<2x16x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_45) applies stablehlo.add across dimensions = [1] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %229 = stablehlo.divide %227, %228 : tensor<2x16xf32>
    %230 = stablehlo.dot_general %229, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %231 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %233 = stablehlo.add %230, %232 : tensor<2x10xf32>
    return %233 : tensor<2x10xf32>
  }
}
