module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x8x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x16x16xf32>, %arg4: tensor<8xf32>, %arg5: tensor<16x8xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<2x8xf32>, %arg13: tensor<16x2x8xf32>, %arg14: tensor<16xf32>, %arg15: tensor<2x8x16xf32>, %arg16: tensor<2x8xf32>, %arg17: tensor<16x2x8xf32>, %arg18: tensor<2x8xf32>, %arg19: tensor<16x2x8xf32>, %arg20: tensor<2x20x8xf32>) -> (tensor<2x10x8xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg20, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<3x8x16xf32>) -> tensor<2x20x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x20x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x20x16xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<2x20x16xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<2x20x16xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x20x16xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<2x20x16xf32>
    %8 = stablehlo.add %3, %7 : tensor<2x20x16xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x20x16xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<2x20x16xf32>
    %11 = stablehlo.tanh %10 : tensor<2x20x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x20x16xf32>
    %13 = stablehlo.add %12, %11 : tensor<2x20x16xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x20x16xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2x20x16xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<2x20x16xf32>
    %17 = stablehlo.convolution(%16, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x16xf32>, tensor<3x16x16xf32>) -> tensor<2x10x16xf32>
    %18 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x10x16xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<2x10x16xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<2x10x16xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<2x10x16xf32>
    %25 = stablehlo.add %20, %24 : tensor<2x10x16xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<2x10x16xf32>
    %28 = stablehlo.tanh %27 : tensor<2x10x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %30 = stablehlo.add %29, %28 : tensor<2x10x16xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x10x16xf32>
    %33 = stablehlo.multiply %20, %32 : tensor<2x10x16xf32>
    %34 = stablehlo.iota dim = 0 : tensor<8xi32>
    %35 = stablehlo.convert %34 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.power %38, %37 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.divide %40, %39 : tensor<8xf32>
    %42 = stablehlo.iota dim = 0 : tensor<10xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %44 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %45 = stablehlo.convert %43 : (tensor<10x1xi32>) -> tensor<10x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x8xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<10x8xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<10x8xf32>
    %49 = stablehlo.sine %48 : tensor<10x8xf32>
    %50 = stablehlo.cosine %48 : tensor<10x8xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 1 : (tensor<10x8xf32>, tensor<10x8xf32>) -> tensor<10x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<10x16xf32>) -> tensor<1x10x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x10x16xf32>) -> tensor<2x10x16xf32>
    %54 = stablehlo.add %33, %53 : tensor<2x10x16xf32>
    %55 = chlo.square %54 : tensor<2x10x16xf32> -> tensor<2x10x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%54 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x10x16xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %58 = stablehlo.divide %56, %57 : tensor<2x10xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%55 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x10x16xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %61 = stablehlo.divide %59, %60 : tensor<2x10xf32>
    %62 = chlo.square %58 : tensor<2x10xf32> -> tensor<2x10xf32>
    %63 = stablehlo.subtract %61, %62 : tensor<2x10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<2x10xf32>
    %66 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %69 = stablehlo.subtract %54, %68 : tensor<2x10x16xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %71 = stablehlo.add %67, %70 : tensor<2x10x1xf32>
    %72 = stablehlo.rsqrt %71 : tensor<2x10x1xf32>
    %73 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<2x10x16xf32>
    %77 = stablehlo.multiply %69, %76 : tensor<2x10x16xf32>
    %78 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %80 = stablehlo.add %77, %79 : tensor<2x10x16xf32>
    %81 = chlo.square %54 : tensor<2x10x16xf32> -> tensor<2x10x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%54 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x10x16xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %84 = stablehlo.divide %82, %83 : tensor<2x10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x10x16xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %87 = stablehlo.divide %85, %86 : tensor<2x10xf32>
    %88 = chlo.square %84 : tensor<2x10xf32> -> tensor<2x10xf32>
    %89 = stablehlo.subtract %87, %88 : tensor<2x10xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %91 = stablehlo.maximum %90, %89 : tensor<2x10xf32>
    %92 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %95 = stablehlo.subtract %54, %94 : tensor<2x10x16xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %97 = stablehlo.add %93, %96 : tensor<2x10x1xf32>
    %98 = stablehlo.rsqrt %97 : tensor<2x10x1xf32>
    %99 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x10x16xf32>
    %103 = stablehlo.multiply %95, %102 : tensor<2x10x16xf32>
    %104 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x10x16xf32>
    %107 = stablehlo.dot_general %80, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x16xf32>, tensor<16x2x8xf32>) -> tensor<2x10x2x8xf32>
    %108 = stablehlo.reshape %arg16 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x10x2x8xf32>
    %110 = stablehlo.add %107, %109 : tensor<2x10x2x8xf32>
    %111 = stablehlo.dot_general %106, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x16xf32>, tensor<16x2x8xf32>) -> tensor<2x10x2x8xf32>
    %112 = stablehlo.reshape %arg12 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x10x2x8xf32>
    %114 = stablehlo.add %111, %113 : tensor<2x10x2x8xf32>
    %115 = stablehlo.dot_general %106, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x16xf32>, tensor<16x2x8xf32>) -> tensor<2x10x2x8xf32>
    %116 = stablehlo.reshape %arg18 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x10x2x8xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x10x2x8xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %119 = stablehlo.sqrt %cst_22 : tensor<f32>
    %120 = stablehlo.convert %119 : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<2x10x2x8xf32>
    %122 = stablehlo.divide %110, %121 : tensor<2x10x2x8xf32>
    %123 = stablehlo.dot_general %122, %114, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x10x2x8xf32>, tensor<2x10x2x8xf32>) -> tensor<2x2x10x10xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x10x10xf32>, tensor<f32>) -> tensor<2x2x10xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x2x10xf32>
    %126 = stablehlo.maximum %125, %124 : tensor<2x2x10xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x2x10xf32>) -> tensor<2x2x10x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<2x2x10x1xf32>) -> tensor<2x2x10x10xf32>
    %129 = stablehlo.subtract %123, %128 : tensor<2x2x10x10xf32>
    %130 = stablehlo.exponential %129 : tensor<2x2x10x10xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<2x2x10x10xf32>, tensor<f32>) -> tensor<2x2x10xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x2x10xf32>) -> tensor<2x2x10x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<2x2x10x1xf32>) -> tensor<2x2x10x10xf32>
    %134 = stablehlo.divide %130, %133 : tensor<2x2x10x10xf32>
    %135 = stablehlo.dot_general %118, %134, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x10x2x8xf32>, tensor<2x2x10x10xf32>) -> tensor<2x2x8x10xf32>
    %136 = stablehlo.transpose %135, dims = [0, 3, 1, 2] : (tensor<2x2x8x10xf32>) -> tensor<2x10x2x8xf32>
    %137 = stablehlo.dot_general %136, %arg15, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x10x16xf32>
    %138 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %140 = stablehlo.add %137, %139 : tensor<2x10x16xf32>
    %141 = stablehlo.add %54, %140 : tensor<2x10x16xf32>
    %142 = chlo.square %141 : tensor<2x10x16xf32> -> tensor<2x10x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%141 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x10x16xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_27 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %145 = stablehlo.divide %143, %144 : tensor<2x10xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%142 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x10x16xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %148 = stablehlo.divide %146, %147 : tensor<2x10xf32>
    %149 = chlo.square %145 : tensor<2x10xf32> -> tensor<2x10xf32>
    %150 = stablehlo.subtract %148, %149 : tensor<2x10xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %152 = stablehlo.maximum %151, %150 : tensor<2x10xf32>
    %153 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %156 = stablehlo.subtract %141, %155 : tensor<2x10x16xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %158 = stablehlo.add %154, %157 : tensor<2x10x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<2x10x1xf32>
    %160 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %163 = stablehlo.multiply %161, %162 : tensor<2x10x16xf32>
    %164 = stablehlo.multiply %156, %163 : tensor<2x10x16xf32>
    %165 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %167 = stablehlo.add %164, %166 : tensor<2x10x16xf32>
    %168 = stablehlo.dot_general %167, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x16xf32>, tensor<16x8xf32>) -> tensor<2x10x8xf32>
    %169 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x10x8xf32>
    %171 = stablehlo.add %168, %170 : tensor<2x10x8xf32>
    return %171 : tensor<2x10x8xf32>
  }
}
