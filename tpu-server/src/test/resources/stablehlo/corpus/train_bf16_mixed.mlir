module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x8xf32>, %arg1: tensor<16x2x8xf32>, %arg2: tensor<16x2x8xf32>, %arg3: tensor<2x8xf32>, %arg4: tensor<16x2x8xf32>, %arg5: tensor<16xf32>, %arg6: tensor<2x8x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<32xf32>, %arg10: tensor<16x32xf32>, %arg11: tensor<20xf32>, %arg12: tensor<16x20xf32>, %arg13: tensor<20x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<2x8xf32>, %arg19: tensor<16x2x8xf32>, %arg20: tensor<16x2x8xf32>, %arg21: tensor<2x8xf32>, %arg22: tensor<16x2x8xf32>, %arg23: tensor<16xf32>, %arg24: tensor<2x8x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<32x16xf32>, %arg27: tensor<32xf32>, %arg28: tensor<16x32xf32>, %arg29: tensor<20xf32>, %arg30: tensor<16x20xf32>, %arg31: tensor<20x16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16xf32>, %arg36: tensor<2x9xi32>) -> (tensor<2x8xf32> {jax.result_info = "result[0]['params']['DenseGeneral_0']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['DenseGeneral_0']['kernel']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['DenseGeneral_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['DenseGeneral_2']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['DenseGeneral_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['DenseGeneral_3']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['DenseGeneral_3']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<20xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<16x20xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<20x16xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['scale']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].trace['params']['DenseGeneral_0']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].trace['params']['DenseGeneral_0']['kernel']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].trace['params']['DenseGeneral_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].trace['params']['DenseGeneral_2']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].trace['params']['DenseGeneral_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['DenseGeneral_3']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].trace['params']['DenseGeneral_3']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_0']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].trace['params']['Dense_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].trace['params']['Dense_1']['kernel']"}, tensor<20xf32> {jax.result_info = "result[1][0].trace['params']['Dense_2']['bias']"}, tensor<16x20xf32> {jax.result_info = "result[1][0].trace['params']['Dense_2']['kernel']"}, tensor<20x16xf32> {jax.result_info = "result[1][0].trace['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['LayerNorm_1']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<16x2x8xf32>) -> tensor<16x2x8xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<16x2x8xf32>) -> tensor<16x2x8xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<2x8xf32>) -> tensor<2x8xbf16>
    %4 = stablehlo.convert %arg4 : (tensor<16x2x8xf32>) -> tensor<16x2x8xbf16>
    %5 = stablehlo.convert %arg5 : (tensor<16xf32>) -> tensor<16xbf16>
    %6 = stablehlo.convert %arg6 : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %7 = stablehlo.convert %arg7 : (tensor<16xf32>) -> tensor<16xbf16>
    %8 = stablehlo.convert %arg8 : (tensor<32x16xf32>) -> tensor<32x16xbf16>
    %9 = stablehlo.convert %arg9 : (tensor<32xf32>) -> tensor<32xbf16>
    %10 = stablehlo.convert %arg10 : (tensor<16x32xf32>) -> tensor<16x32xbf16>
    %11 = stablehlo.convert %arg11 : (tensor<20xf32>) -> tensor<20xbf16>
    %12 = stablehlo.convert %arg12 : (tensor<16x20xf32>) -> tensor<16x20xbf16>
    %13 = stablehlo.convert %arg13 : (tensor<20x16xf32>) -> tensor<20x16xbf16>
    %14 = stablehlo.convert %arg14 : (tensor<16xf32>) -> tensor<16xbf16>
    %15 = stablehlo.convert %arg15 : (tensor<16xf32>) -> tensor<16xbf16>
    %16 = stablehlo.convert %arg16 : (tensor<16xf32>) -> tensor<16xbf16>
    %17 = stablehlo.convert %arg17 : (tensor<16xf32>) -> tensor<16xbf16>
    %18 = stablehlo.slice %arg36 [0:2, 0:8] : (tensor<2x9xi32>) -> tensor<2x8xi32>
    %19:2 = call @_take(%13, %18) : (tensor<20x16xbf16>, tensor<2x8xi32>) -> (tensor<2x8x16xbf16>, tensor<2x8x1xi32>)
    %20 = stablehlo.convert %19#0 : (tensor<2x8x16xbf16>) -> tensor<2x8x16xf32>
    %21 = chlo.square %20 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<2x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%20 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %26 = stablehlo.divide %24, %25 : tensor<2x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<2x8xf32>
    %30 = chlo.square %26 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %32 = stablehlo.multiply %31, %26 : tensor<2x8xf32>
    %33 = stablehlo.subtract %29, %30 : tensor<2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<2x8xf32>
    %36 = stablehlo.compare EQ, %33, %35, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %39 = stablehlo.select %36, %37, %38 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %41 = stablehlo.compare EQ, %40, %35, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %44 = stablehlo.select %41, %42, %43 : tensor<2x8xi1>, tensor<2x8xf32>
    %45 = stablehlo.divide %39, %44 : tensor<2x8xf32>
    %46 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %47 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %49 = stablehlo.subtract %20, %48 : tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %51 = stablehlo.add %47, %50 : tensor<2x8x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<2x8x1xf32>
    %53 = stablehlo.divide %52, %51 : tensor<2x8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<2x8x1xf32>
    %56 = stablehlo.reshape %15 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %57 = stablehlo.convert %56 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %58 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x8x16xf32>
    %61 = stablehlo.multiply %49, %60 : tensor<2x8x16xf32>
    %62 = stablehlo.reshape %14 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %63 = stablehlo.convert %62 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %65 = stablehlo.add %61, %64 : tensor<2x8x16xf32>
    %66 = stablehlo.convert %65 : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %67 = stablehlo.dot_general %66, %1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<16x2x8xbf16>) -> tensor<2x8x2x8xbf16>
    %68 = stablehlo.reshape %0 : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xbf16>) -> tensor<2x8x2x8xbf16>
    %70 = stablehlo.add %67, %69 : tensor<2x8x2x8xbf16>
    %71 = stablehlo.dot_general %66, %2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<16x2x8xbf16>) -> tensor<2x8x2x8xbf16>
    %72 = stablehlo.dot_general %66, %4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<16x2x8xbf16>) -> tensor<2x8x2x8xbf16>
    %73 = stablehlo.reshape %3 : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xbf16>) -> tensor<2x8x2x8xbf16>
    %75 = stablehlo.add %72, %74 : tensor<2x8x2x8xbf16>
    %76 = stablehlo.dot_general %70, %71, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<2x8x2x8xbf16>) -> tensor<2x2x8x8xbf16>
    %77 = stablehlo.convert %76 : (tensor<2x2x8x8xbf16>) -> tensor<2x2x8x8xf32>
    %cst_13 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %79 = stablehlo.divide %77, %78 : tensor<2x2x8x8xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %80 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %81 = call @tril(%80) : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %cst_14 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %82:2 = call @_where_0(%81, %79, %cst_14) : (tensor<8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = stablehlo.reduce(%82#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %85 = stablehlo.maximum %84, %83 : tensor<2x2x8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %88 = stablehlo.subtract %82#0, %87 : tensor<2x2x8x8xf32>
    %89 = stablehlo.exponential %88 : tensor<2x2x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %93 = stablehlo.divide %89, %92 : tensor<2x2x8x8xf32>
    %94 = stablehlo.multiply %91, %91 : tensor<2x2x8x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %96 = stablehlo.divide %95, %94 : tensor<2x2x8x1xf32>
    %97 = stablehlo.convert %93 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xbf16>
    %98 = stablehlo.dot_general %75, %97, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<2x2x8x8xbf16>) -> tensor<2x2x8x8xbf16>
    %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xbf16>) -> tensor<2x8x2x8xbf16>
    %100 = stablehlo.dot_general %99, %6, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16>
    %101 = stablehlo.reshape %5 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x8x16xbf16>
    %103 = stablehlo.add %100, %102 : tensor<2x8x16xbf16>
    %104 = stablehlo.add %19#0, %103 : tensor<2x8x16xbf16>
    %105 = stablehlo.convert %104 : (tensor<2x8x16xbf16>) -> tensor<2x8x16xf32>
    %106 = chlo.square %105 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %108 = stablehlo.multiply %107, %105 : tensor<2x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%105 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %111 = stablehlo.divide %109, %110 : tensor<2x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%106 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %114 = stablehlo.divide %112, %113 : tensor<2x8xf32>
    %115 = chlo.square %111 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %117 = stablehlo.multiply %116, %111 : tensor<2x8xf32>
    %118 = stablehlo.subtract %114, %115 : tensor<2x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %120 = stablehlo.maximum %119, %118 : tensor<2x8xf32>
    %121 = stablehlo.compare EQ, %118, %120, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %124 = stablehlo.select %121, %122, %123 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %126 = stablehlo.compare EQ, %125, %120, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %129 = stablehlo.select %126, %127, %128 : tensor<2x8xi1>, tensor<2x8xf32>
    %130 = stablehlo.divide %124, %129 : tensor<2x8xf32>
    %131 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %134 = stablehlo.subtract %105, %133 : tensor<2x8x16xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %136 = stablehlo.add %132, %135 : tensor<2x8x1xf32>
    %137 = stablehlo.rsqrt %136 : tensor<2x8x1xf32>
    %138 = stablehlo.divide %137, %136 : tensor<2x8x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<2x8x1xf32>
    %141 = stablehlo.reshape %17 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %142 = stablehlo.convert %141 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %143 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<2x8x16xf32>
    %146 = stablehlo.multiply %134, %145 : tensor<2x8x16xf32>
    %147 = stablehlo.reshape %16 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %148 = stablehlo.convert %147 : (tensor<1x1x16xbf16>) -> tensor<1x1x16xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %150 = stablehlo.add %146, %149 : tensor<2x8x16xf32>
    %151 = stablehlo.convert %150 : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %152 = stablehlo.dot_general %151, %10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<16x32xbf16>) -> tensor<2x8x32xbf16>
    %153 = stablehlo.reshape %9 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x32xbf16>) -> tensor<2x8x32xbf16>
    %155 = stablehlo.add %152, %154 : tensor<2x8x32xbf16>
    %156 = stablehlo.multiply %155, %155 : tensor<2x8x32xbf16>
    %157 = stablehlo.multiply %156, %155 : tensor<2x8x32xbf16>
    %158 = stablehlo.multiply %155, %155 : tensor<2x8x32xbf16>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %160 = stablehlo.multiply %159, %158 : tensor<2x8x32xbf16>
    %cst_34 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %161 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %162 = stablehlo.multiply %161, %157 : tensor<2x8x32xbf16>
    %163 = stablehlo.add %155, %162 : tensor<2x8x32xbf16>
    %cst_35 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %164 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %165 = stablehlo.multiply %164, %163 : tensor<2x8x32xbf16>
    %166 = stablehlo.tanh %165 : tensor<2x8x32xbf16>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %167 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %168 = stablehlo.subtract %167, %166 : tensor<2x8x32xbf16>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %169 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %170 = stablehlo.add %169, %166 : tensor<2x8x32xbf16>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %171 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %172 = stablehlo.multiply %171, %170 : tensor<2x8x32xbf16>
    %173 = stablehlo.multiply %155, %172 : tensor<2x8x32xbf16>
    %174 = stablehlo.dot_general %173, %8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xbf16>, tensor<32x16xbf16>) -> tensor<2x8x16xbf16>
    %175 = stablehlo.reshape %7 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x16xbf16>) -> tensor<2x8x16xbf16>
    %177 = stablehlo.add %174, %176 : tensor<2x8x16xbf16>
    %178 = stablehlo.add %104, %177 : tensor<2x8x16xbf16>
    %179 = stablehlo.dot_general %178, %12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<16x20xbf16>) -> tensor<2x8x20xbf16>
    %180 = stablehlo.reshape %11 : (tensor<20xbf16>) -> tensor<1x1x20xbf16>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x20xbf16>) -> tensor<2x8x20xbf16>
    %182 = stablehlo.add %179, %181 : tensor<2x8x20xbf16>
    %183 = stablehlo.convert %182 : (tensor<2x8x20xbf16>) -> tensor<2x8x20xf32>
    %184 = stablehlo.slice %arg36 [0:2, 1:9] : (tensor<2x9xi32>) -> tensor<2x8xi32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %186:2 = call @take_along_axis(%183, %185) : (tensor<2x8x20xf32>, tensor<2x8x1xi32>) -> (tensor<2x8x1xf32>, tensor<2x8x1x1xi32>)
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %187:2 = call @_take_1(%186#0, %c_39) : (tensor<2x8x1xf32>, tensor<i32>) -> (tensor<2x8xf32>, tensor<1xi32>)
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %188 = stablehlo.reduce(%183 init: %cst_40) applies stablehlo.maximum across dimensions = [2] : (tensor<2x8x20xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %190 = stablehlo.maximum %189, %188 : tensor<2x8xf32>
    %191 = stablehlo.is_finite %190 : (tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %193 = stablehlo.select %191, %190, %192 : tensor<2x8xi1>, tensor<2x8xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x20xf32>
    %196 = stablehlo.subtract %183, %195 : tensor<2x8x20xf32>
    %197 = stablehlo.exponential %196 : tensor<2x8x20xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x8x20xf32>, tensor<f32>) -> tensor<2x8xf32>
    %199 = stablehlo.abs %198 : tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %201 = stablehlo.compare GE, %198, %200, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %202 = stablehlo.log %199 : tensor<2x8xf32>
    %203 = stablehlo.add %202, %193 : tensor<2x8xf32>
    %204 = stablehlo.subtract %203, %187#0 : tensor<2x8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %206 = stablehlo.divide %205, %cst_46 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %207 = stablehlo.multiply %cst_47, %cst_48 : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %208 = stablehlo.divide %207, %cst_49 : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.negate %209 : tensor<2x8xf32>
    %211 = stablehlo.divide %209, %199 : tensor<2x8xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %213 = stablehlo.select %201, %212, %211 : tensor<2x8xi1>, tensor<2x8xf32>
    %214 = stablehlo.select %201, %211, %212 : tensor<2x8xi1>, tensor<2x8xf32>
    %215 = stablehlo.negate %213 : tensor<2x8xf32>
    %216 = stablehlo.add %214, %215 : tensor<2x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x20xf32>
    %218 = stablehlo.multiply %217, %197 : tensor<2x8x20xf32>
    %219 = call @_take_3(%187#1, %210) : (tensor<1xi32>, tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %220 = call @take_along_axis_4(%186#1, %219) : (tensor<2x8x1x1xi32>, tensor<2x8x1xf32>) -> tensor<2x8x20xf32>
    %221 = stablehlo.add %218, %220 : tensor<2x8x20xf32>
    %222 = stablehlo.convert %221 : (tensor<2x8x20xf32>) -> tensor<2x8x20xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %223 = stablehlo.reduce(%222 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x20xbf16>, tensor<bf16>) -> tensor<20xbf16>
    %224 = stablehlo.reshape %223 : (tensor<20xbf16>) -> tensor<1x1x20xbf16>
    %225 = stablehlo.reshape %224 : (tensor<1x1x20xbf16>) -> tensor<20xbf16>
    %226 = stablehlo.dot_general %222, %178, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x20xbf16>, tensor<2x8x16xbf16>) -> tensor<20x16xbf16>
    %227 = stablehlo.transpose %226, dims = [1, 0] : (tensor<20x16xbf16>) -> tensor<16x20xbf16>
    %228 = stablehlo.dot_general %222, %12, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x20xbf16>, tensor<16x20xbf16>) -> tensor<2x8x16xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %229 = stablehlo.reduce(%228 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %230 = stablehlo.reshape %229 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %231 = stablehlo.reshape %230 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %232 = stablehlo.dot_general %228, %173, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<2x8x32xbf16>) -> tensor<16x32xbf16>
    %233 = stablehlo.transpose %232, dims = [1, 0] : (tensor<16x32xbf16>) -> tensor<32x16xbf16>
    %234 = stablehlo.dot_general %228, %8, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<32x16xbf16>) -> tensor<2x8x32xbf16>
    %235 = stablehlo.multiply %155, %234 : tensor<2x8x32xbf16>
    %236 = stablehlo.multiply %234, %172 : tensor<2x8x32xbf16>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %237 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %238 = stablehlo.multiply %237, %235 : tensor<2x8x32xbf16>
    %239 = stablehlo.multiply %238, %168 : tensor<2x8x32xbf16>
    %240 = stablehlo.multiply %239, %166 : tensor<2x8x32xbf16>
    %241 = stablehlo.add %239, %240 : tensor<2x8x32xbf16>
    %cst_54 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %242 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %243 = stablehlo.multiply %242, %241 : tensor<2x8x32xbf16>
    %244 = stablehlo.add %236, %243 : tensor<2x8x32xbf16>
    %cst_55 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %245 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<2x8x32xbf16>
    %246 = stablehlo.multiply %245, %243 : tensor<2x8x32xbf16>
    %247 = stablehlo.multiply %246, %160 : tensor<2x8x32xbf16>
    %248 = stablehlo.add %244, %247 : tensor<2x8x32xbf16>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %249 = stablehlo.reduce(%248 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xbf16>, tensor<bf16>) -> tensor<32xbf16>
    %250 = stablehlo.reshape %249 : (tensor<32xbf16>) -> tensor<1x1x32xbf16>
    %251 = stablehlo.reshape %250 : (tensor<1x1x32xbf16>) -> tensor<32xbf16>
    %252 = stablehlo.dot_general %248, %151, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xbf16>, tensor<2x8x16xbf16>) -> tensor<32x16xbf16>
    %253 = stablehlo.transpose %252, dims = [1, 0] : (tensor<32x16xbf16>) -> tensor<16x32xbf16>
    %254 = stablehlo.dot_general %248, %10, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xbf16>, tensor<16x32xbf16>) -> tensor<2x8x16xbf16>
    %255 = stablehlo.convert %254 : (tensor<2x8x16xbf16>) -> tensor<2x8x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %257 = stablehlo.reshape %256 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %258 = stablehlo.convert %257 : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %259 = stablehlo.reshape %258 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %260 = stablehlo.multiply %134, %255 : tensor<2x8x16xf32>
    %261 = stablehlo.multiply %255, %145 : tensor<2x8x16xf32>
    %262 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %263 = stablehlo.multiply %262, %260 : tensor<2x8x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %265 = stablehlo.reshape %264 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %266 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %267 = stablehlo.multiply %260, %266 : tensor<2x8x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %270 = stablehlo.convert %265 : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %271 = stablehlo.reshape %270 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %272 = stablehlo.multiply %269, %140 : tensor<2x8x1xf32>
    %273 = stablehlo.negate %261 : tensor<2x8x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%272 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%275 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %278 = stablehlo.multiply %276, %130 : tensor<2x8xf32>
    %279 = stablehlo.negate %278 : tensor<2x8xf32>
    %280 = stablehlo.multiply %279, %117 : tensor<2x8xf32>
    %281 = stablehlo.add %277, %280 : tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %283 = stablehlo.divide %278, %282 : tensor<2x8xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_64 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %286 = stablehlo.divide %281, %285 : tensor<2x8xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %288 = stablehlo.add %261, %287 : tensor<2x8x16xf32>
    %289 = stablehlo.multiply %284, %108 : tensor<2x8x16xf32>
    %290 = stablehlo.add %288, %289 : tensor<2x8x16xf32>
    %291 = stablehlo.convert %290 : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %292 = stablehlo.add %228, %291 : tensor<2x8x16xbf16>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %293 = stablehlo.reduce(%292 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xbf16>, tensor<bf16>) -> tensor<16xbf16>
    %294 = stablehlo.reshape %293 : (tensor<16xbf16>) -> tensor<1x1x16xbf16>
    %295 = stablehlo.reshape %294 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %296 = stablehlo.dot_general %292, %99, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<2x8x2x8xbf16>) -> tensor<16x2x8xbf16>
    %297 = stablehlo.transpose %296, dims = [1, 2, 0] : (tensor<16x2x8xbf16>) -> tensor<2x8x16xbf16>
    %298 = stablehlo.dot_general %292, %6, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xbf16>, tensor<2x8x16xbf16>) -> tensor<2x8x2x8xbf16>
    %299 = stablehlo.transpose %298, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xbf16>) -> tensor<2x2x8x8xbf16>
    %300 = stablehlo.dot_general %299, %75, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xbf16>, tensor<2x8x2x8xbf16>) -> tensor<2x2x8x8xbf16>
    %301 = stablehlo.dot_general %299, %97, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xbf16>, tensor<2x2x8x8xbf16>) -> tensor<2x2x8x8xbf16>
    %302 = stablehlo.transpose %301, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xbf16>) -> tensor<2x8x2x8xbf16>
    %303 = stablehlo.convert %300 : (tensor<2x2x8x8xbf16>) -> tensor<2x2x8x8xf32>
    %304 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<2x2x8x8xf32>
    %306 = stablehlo.multiply %305, %89 : tensor<2x2x8x8xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %308 = stablehlo.reshape %307 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %309 = stablehlo.negate %308 : tensor<2x2x8x1xf32>
    %310 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %311 = stablehlo.divide %303, %310 : tensor<2x2x8x8xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%309 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %314 = stablehlo.add %311, %313 : tensor<2x2x8x8xf32>
    %315 = stablehlo.multiply %314, %89 : tensor<2x2x8x8xf32>
    %316 = call @_where_5(%82#1, %315) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_68 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %318 = stablehlo.divide %316, %317 : tensor<2x2x8x8xf32>
    %319 = stablehlo.convert %318 : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xbf16>
    %320 = stablehlo.dot_general %319, %70, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xbf16>, tensor<2x8x2x8xbf16>) -> tensor<2x2x8x8xbf16>
    %321 = stablehlo.transpose %320, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xbf16>) -> tensor<2x8x2x8xbf16>
    %322 = stablehlo.dot_general %319, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xbf16>, tensor<2x8x2x8xbf16>) -> tensor<2x2x8x8xbf16>
    %323 = stablehlo.transpose %322, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xbf16>) -> tensor<2x8x2x8xbf16>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %324 = stablehlo.reduce(%302 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %325 = stablehlo.reshape %324 : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %326 = stablehlo.reshape %325 : (tensor<1x1x2x8xbf16>) -> tensor<2x8xbf16>
    %327 = stablehlo.dot_general %302, %66, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16>
    %328 = stablehlo.transpose %327, dims = [2, 0, 1] : (tensor<2x8x16xbf16>) -> tensor<16x2x8xbf16>
    %329 = stablehlo.dot_general %302, %4, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<16x2x8xbf16>) -> tensor<2x8x16xbf16>
    %330 = stablehlo.dot_general %321, %66, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16>
    %331 = stablehlo.transpose %330, dims = [2, 0, 1] : (tensor<2x8x16xbf16>) -> tensor<16x2x8xbf16>
    %332 = stablehlo.dot_general %321, %2, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<16x2x8xbf16>) -> tensor<2x8x16xbf16>
    %333 = stablehlo.add %329, %332 : tensor<2x8x16xbf16>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %334 = stablehlo.reduce(%323 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xbf16>, tensor<bf16>) -> tensor<2x8xbf16>
    %335 = stablehlo.reshape %334 : (tensor<2x8xbf16>) -> tensor<1x1x2x8xbf16>
    %336 = stablehlo.reshape %335 : (tensor<1x1x2x8xbf16>) -> tensor<2x8xbf16>
    %337 = stablehlo.dot_general %323, %66, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16>
    %338 = stablehlo.transpose %337, dims = [2, 0, 1] : (tensor<2x8x16xbf16>) -> tensor<16x2x8xbf16>
    %339 = stablehlo.dot_general %323, %1, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xbf16>, tensor<16x2x8xbf16>) -> tensor<2x8x16xbf16>
    %340 = stablehlo.add %333, %339 : tensor<2x8x16xbf16>
    %341 = stablehlo.convert %340 : (tensor<2x8x16xbf16>) -> tensor<2x8x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %343 = stablehlo.reshape %342 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %344 = stablehlo.convert %343 : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %345 = stablehlo.reshape %344 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %346 = stablehlo.multiply %49, %341 : tensor<2x8x16xf32>
    %347 = stablehlo.multiply %341, %60 : tensor<2x8x16xf32>
    %348 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %349 = stablehlo.multiply %348, %346 : tensor<2x8x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %351 = stablehlo.reshape %350 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %352 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %353 = stablehlo.multiply %346, %352 : tensor<2x8x16xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %355 = stablehlo.reshape %354 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %356 = stablehlo.convert %351 : (tensor<1x1x16xf32>) -> tensor<1x1x16xbf16>
    %357 = stablehlo.reshape %356 : (tensor<1x1x16xbf16>) -> tensor<16xbf16>
    %358 = stablehlo.multiply %355, %55 : tensor<2x8x1xf32>
    %359 = stablehlo.negate %347 : tensor<2x8x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.reduce(%358 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%361 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %364 = stablehlo.multiply %362, %45 : tensor<2x8xf32>
    %365 = stablehlo.negate %364 : tensor<2x8xf32>
    %366 = stablehlo.multiply %365, %32 : tensor<2x8xf32>
    %367 = stablehlo.add %363, %366 : tensor<2x8xf32>
    %cst_77 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %369 = stablehlo.divide %364, %368 : tensor<2x8xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_78 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %372 = stablehlo.divide %367, %371 : tensor<2x8xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %374 = stablehlo.add %347, %373 : tensor<2x8x16xf32>
    %375 = stablehlo.multiply %370, %23 : tensor<2x8x16xf32>
    %376 = stablehlo.add %374, %375 : tensor<2x8x16xf32>
    %377 = stablehlo.convert %376 : (tensor<2x8x16xf32>) -> tensor<2x8x16xbf16>
    %378 = stablehlo.add %292, %377 : tensor<2x8x16xbf16>
    %379 = call @_take_6(%19#1, %378) : (tensor<2x8x1xi32>, tensor<2x8x16xbf16>) -> tensor<20x16xbf16>
    %380 = stablehlo.convert %336 : (tensor<2x8xbf16>) -> tensor<2x8xf32>
    %cst_79 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %382 = stablehlo.divide %380, %381 : tensor<2x8xf32>
    %383 = stablehlo.convert %338 : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %cst_80 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %385 = stablehlo.divide %383, %384 : tensor<16x2x8xf32>
    %386 = stablehlo.convert %331 : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %cst_81 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %388 = stablehlo.divide %386, %387 : tensor<16x2x8xf32>
    %389 = stablehlo.convert %326 : (tensor<2x8xbf16>) -> tensor<2x8xf32>
    %cst_82 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %391 = stablehlo.divide %389, %390 : tensor<2x8xf32>
    %392 = stablehlo.convert %328 : (tensor<16x2x8xbf16>) -> tensor<16x2x8xf32>
    %cst_83 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %394 = stablehlo.divide %392, %393 : tensor<16x2x8xf32>
    %395 = stablehlo.convert %295 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_84 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %397 = stablehlo.divide %395, %396 : tensor<16xf32>
    %398 = stablehlo.convert %297 : (tensor<2x8x16xbf16>) -> tensor<2x8x16xf32>
    %cst_85 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %400 = stablehlo.divide %398, %399 : tensor<2x8x16xf32>
    %401 = stablehlo.convert %231 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_86 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %403 = stablehlo.divide %401, %402 : tensor<16xf32>
    %404 = stablehlo.convert %233 : (tensor<32x16xbf16>) -> tensor<32x16xf32>
    %cst_87 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %406 = stablehlo.divide %404, %405 : tensor<32x16xf32>
    %407 = stablehlo.convert %251 : (tensor<32xbf16>) -> tensor<32xf32>
    %cst_88 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.divide %407, %408 : tensor<32xf32>
    %410 = stablehlo.convert %253 : (tensor<16x32xbf16>) -> tensor<16x32xf32>
    %cst_89 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %412 = stablehlo.divide %410, %411 : tensor<16x32xf32>
    %413 = stablehlo.convert %225 : (tensor<20xbf16>) -> tensor<20xf32>
    %cst_90 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %415 = stablehlo.divide %413, %414 : tensor<20xf32>
    %416 = stablehlo.convert %227 : (tensor<16x20xbf16>) -> tensor<16x20xf32>
    %cst_91 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %418 = stablehlo.divide %416, %417 : tensor<16x20xf32>
    %419 = stablehlo.convert %379 : (tensor<20x16xbf16>) -> tensor<20x16xf32>
    %cst_92 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<20x16xf32>
    %421 = stablehlo.divide %419, %420 : tensor<20x16xf32>
    %422 = stablehlo.convert %345 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_93 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %424 = stablehlo.divide %422, %423 : tensor<16xf32>
    %425 = stablehlo.convert %357 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_94 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %427 = stablehlo.divide %425, %426 : tensor<16xf32>
    %428 = stablehlo.convert %259 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_95 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %430 = stablehlo.divide %428, %429 : tensor<16xf32>
    %431 = stablehlo.convert %271 : (tensor<16xbf16>) -> tensor<16xf32>
    %cst_96 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %433 = stablehlo.divide %431, %432 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %435 = stablehlo.multiply %434, %arg18 : tensor<2x8xf32>
    %436 = stablehlo.add %382, %435 : tensor<2x8xf32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %438 = stablehlo.multiply %437, %arg19 : tensor<16x2x8xf32>
    %439 = stablehlo.add %385, %438 : tensor<16x2x8xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %441 = stablehlo.multiply %440, %arg20 : tensor<16x2x8xf32>
    %442 = stablehlo.add %388, %441 : tensor<16x2x8xf32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %444 = stablehlo.multiply %443, %arg21 : tensor<2x8xf32>
    %445 = stablehlo.add %391, %444 : tensor<2x8xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %447 = stablehlo.multiply %446, %arg22 : tensor<16x2x8xf32>
    %448 = stablehlo.add %394, %447 : tensor<16x2x8xf32>
    %cst_102 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %450 = stablehlo.multiply %449, %arg23 : tensor<16xf32>
    %451 = stablehlo.add %397, %450 : tensor<16xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %453 = stablehlo.multiply %452, %arg24 : tensor<2x8x16xf32>
    %454 = stablehlo.add %400, %453 : tensor<2x8x16xf32>
    %cst_104 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %456 = stablehlo.multiply %455, %arg25 : tensor<16xf32>
    %457 = stablehlo.add %403, %456 : tensor<16xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %459 = stablehlo.multiply %458, %arg26 : tensor<32x16xf32>
    %460 = stablehlo.add %406, %459 : tensor<32x16xf32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %462 = stablehlo.multiply %461, %arg27 : tensor<32xf32>
    %463 = stablehlo.add %409, %462 : tensor<32xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %465 = stablehlo.multiply %464, %arg28 : tensor<16x32xf32>
    %466 = stablehlo.add %412, %465 : tensor<16x32xf32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %468 = stablehlo.multiply %467, %arg29 : tensor<20xf32>
    %469 = stablehlo.add %415, %468 : tensor<20xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %471 = stablehlo.multiply %470, %arg30 : tensor<16x20xf32>
    %472 = stablehlo.add %418, %471 : tensor<16x20xf32>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<20x16xf32>
    %474 = stablehlo.multiply %473, %arg31 : tensor<20x16xf32>
    %475 = stablehlo.add %421, %474 : tensor<20x16xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %477 = stablehlo.multiply %476, %arg32 : tensor<16xf32>
    %478 = stablehlo.add %424, %477 : tensor<16xf32>
    %cst_112 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %480 = stablehlo.multiply %479, %arg33 : tensor<16xf32>
    %481 = stablehlo.add %427, %480 : tensor<16xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %483 = stablehlo.multiply %482, %arg34 : tensor<16xf32>
    %484 = stablehlo.add %430, %483 : tensor<16xf32>
    %cst_114 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %486 = stablehlo.multiply %485, %arg35 : tensor<16xf32>
    %487 = stablehlo.add %433, %486 : tensor<16xf32>
    %cst_115 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %489 = stablehlo.multiply %488, %436 : tensor<2x8xf32>
    %cst_116 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %491 = stablehlo.multiply %490, %439 : tensor<16x2x8xf32>
    %cst_117 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %493 = stablehlo.multiply %492, %442 : tensor<16x2x8xf32>
    %cst_118 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %495 = stablehlo.multiply %494, %445 : tensor<2x8xf32>
    %cst_119 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %497 = stablehlo.multiply %496, %448 : tensor<16x2x8xf32>
    %cst_120 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %499 = stablehlo.multiply %498, %451 : tensor<16xf32>
    %cst_121 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %501 = stablehlo.multiply %500, %454 : tensor<2x8x16xf32>
    %cst_122 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %503 = stablehlo.multiply %502, %457 : tensor<16xf32>
    %cst_123 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %505 = stablehlo.multiply %504, %460 : tensor<32x16xf32>
    %cst_124 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %507 = stablehlo.multiply %506, %463 : tensor<32xf32>
    %cst_125 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %509 = stablehlo.multiply %508, %466 : tensor<16x32xf32>
    %cst_126 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<20xf32>
    %511 = stablehlo.multiply %510, %469 : tensor<20xf32>
    %cst_127 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<16x20xf32>
    %513 = stablehlo.multiply %512, %472 : tensor<16x20xf32>
    %cst_128 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<20x16xf32>
    %515 = stablehlo.multiply %514, %475 : tensor<20x16xf32>
    %cst_129 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %517 = stablehlo.multiply %516, %478 : tensor<16xf32>
    %cst_130 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %519 = stablehlo.multiply %518, %481 : tensor<16xf32>
    %cst_131 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %521 = stablehlo.multiply %520, %484 : tensor<16xf32>
    %cst_132 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %523 = stablehlo.multiply %522, %487 : tensor<16xf32>
    %524 = stablehlo.add %arg0, %489 : tensor<2x8xf32>
    %525 = stablehlo.add %arg1, %491 : tensor<16x2x8xf32>
    %526 = stablehlo.add %arg2, %493 : tensor<16x2x8xf32>
    %527 = stablehlo.add %arg3, %495 : tensor<2x8xf32>
    %528 = stablehlo.add %arg4, %497 : tensor<16x2x8xf32>
    %529 = stablehlo.add %arg5, %499 : tensor<16xf32>
    %530 = stablehlo.add %arg6, %501 : tensor<2x8x16xf32>
    %531 = stablehlo.add %arg7, %503 : tensor<16xf32>
    %532 = stablehlo.add %arg8, %505 : tensor<32x16xf32>
    %533 = stablehlo.add %arg9, %507 : tensor<32xf32>
    %534 = stablehlo.add %arg10, %509 : tensor<16x32xf32>
    %535 = stablehlo.add %arg11, %511 : tensor<20xf32>
    %536 = stablehlo.add %arg12, %513 : tensor<16x20xf32>
    %537 = stablehlo.add %arg13, %515 : tensor<20x16xf32>
    %538 = stablehlo.add %arg14, %517 : tensor<16xf32>
    %539 = stablehlo.add %arg15, %519 : tensor<16xf32>
    %540 = stablehlo.add %arg16, %521 : tensor<16xf32>
    %541 = stablehlo.add %arg17, %523 : tensor<16xf32>
    return %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %436, %439, %442, %445, %448, %451, %454, %457, %460, %463, %466, %469, %472, %475, %478, %481, %484, %487, %206 : tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<20xf32>, tensor<16x20xf32>, tensor<20x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<20xf32>, tensor<16x20xf32>, tensor<20x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<20x16xbf16>, %arg1: tensor<2x8xi32>) -> (tensor<2x8x16xbf16>, tensor<2x8x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<20> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<19> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<20x16xbf16>, tensor<2x8x1xi32>) -> tensor<2x8x16xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x16xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<2x8x16xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8x16xi1>, tensor<2x8x16xbf16>
    return %16, %5 : tensor<2x8x16xbf16>, tensor<2x8x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @tril(%arg0: tensor<8x8xi1>) -> tensor<8x8xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.add %0, %1 : tensor<8x8xi32>
    %3 = stablehlo.iota dim = 1 : tensor<8x8xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<8x8xi1>, tensor<8x8xi1>
    return %6 : tensor<8x8xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %3, %1 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>
  }
  func.func private @take_along_axis(%arg0: tensor<2x8x20xf32>, %arg1: tensor<2x8x1xi32>) -> (tensor<2x8x1xf32>, tensor<2x8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %c_0 = stablehlo.constant dense<20> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x8x1xi1>, tensor<2x8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x8x1xi32>) -> tensor<2x8x1x1xi32>
    %c_1 = stablehlo.constant dense<19> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1x1xi32>, tensor<2x8x1x1xi32>) -> tensor<2x8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1x1xi32>, tensor<2x8x1x1xi32>) -> tensor<2x8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x8x1x1xi1>, tensor<i1>) -> tensor<2x8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x8x20xf32>, tensor<2x8x1x1xi32>) -> tensor<2x8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x8x1xi1>, tensor<2x8x1xf32>
    return %15, %5 : tensor<2x8x1xf32>, tensor<2x8x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<2x8x1xf32>, %arg1: tensor<i32>) -> (tensor<2x8xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 8, 1>}> : (tensor<2x8x1xf32>, tensor<1xi32>) -> tensor<2x8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2x8xi1>, tensor<2x8xf32>
    return %13, %3 : tensor<2x8xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<2x8xf32>) -> tensor<2x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x8x1xf32>, tensor<1xi32>, tensor<2x8xf32>) -> tensor<2x8x1xf32>
    return %1 : tensor<2x8x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<2x8x1x1xi32>, %arg1: tensor<2x8x1xf32>) -> tensor<2x8x20xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x20xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x8x20xf32>, tensor<2x8x1x1xi32>, tensor<2x8x1xf32>) -> tensor<2x8x20xf32>
    return %1 : tensor<2x8x20xf32>
  }
  func.func private @_where_5(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @_take_6(%arg0: tensor<2x8x1xi32>, %arg1: tensor<2x8x16xbf16>) -> tensor<20x16xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<20x16xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<20x16xbf16>, tensor<2x8x1xi32>, tensor<2x8x16xbf16>) -> tensor<20x16xbf16>
    return %1 : tensor<20x16xbf16>
  }
}
