module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<16x32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<2x8xf32>, %arg14: tensor<16x2x8xf32>, %arg15: tensor<16xf32>, %arg16: tensor<2x8x16xf32>, %arg17: tensor<2x8xf32>, %arg18: tensor<16x2x8xf32>, %arg19: tensor<2x8xf32>, %arg20: tensor<16x2x8xf32>, %arg21: tensor<i32>, %arg22: tensor<16xf32>, %arg23: tensor<32x16xf32>, %arg24: tensor<32xf32>, %arg25: tensor<16x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<32x16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<16xf32>, %arg34: tensor<16xf32>, %arg35: tensor<2x8xf32>, %arg36: tensor<16x2x8xf32>, %arg37: tensor<16xf32>, %arg38: tensor<2x8x16xf32>, %arg39: tensor<2x8xf32>, %arg40: tensor<16x2x8xf32>, %arg41: tensor<2x8xf32>, %arg42: tensor<16x2x8xf32>, %arg43: tensor<16xf32>, %arg44: tensor<32x16xf32>, %arg45: tensor<32xf32>, %arg46: tensor<16x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<16x32xf32>, %arg49: tensor<32x16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<2x8xf32>, %arg57: tensor<16x2x8xf32>, %arg58: tensor<16xf32>, %arg59: tensor<2x8x16xf32>, %arg60: tensor<2x8xf32>, %arg61: tensor<16x2x8xf32>, %arg62: tensor<2x8xf32>, %arg63: tensor<16x2x8xf32>, %arg64: tensor<i32>, %arg65: tensor<2x8xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['scale']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['Dense_0']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][1][0].mu['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['params']['Dense_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].mu['params']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['params']['Dense_2']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].mu['params']['Dense_2']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[1][1][0].mu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['LayerNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['LayerNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['LayerNorm_2']['scale']"}, tensor<2x8xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][1][0].mu['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['Dense_0']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][1][0].nu['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['params']['Dense_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].nu['params']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['params']['Dense_2']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].nu['params']['Dense_2']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[1][1][0].nu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['LayerNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['LayerNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['LayerNorm_2']['scale']"}, tensor<2x8xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][1][0].nu['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[1][1][2].count"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0:2 = call @_take(%arg6, %arg65) : (tensor<32x16xf32>, tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>)
    %1 = chlo.square %0#0 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %3 = stablehlo.multiply %2, %0#0 : tensor<2x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0#0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<2x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x8xf32>
    %10 = chlo.square %6 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<2x8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2x8xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<2x8xi1>, tensor<2x8xf32>
    %25 = stablehlo.divide %19, %24 : tensor<2x8xf32>
    %26 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %27 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %29 = stablehlo.subtract %0#0, %28 : tensor<2x8x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<2x8x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<2x8x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<2x8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<2x8x1xf32>
    %36 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2x8x16xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<2x8x16xf32>
    %41 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x8x16xf32>
    %44 = stablehlo.iota dim = 0 : tensor<8xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %50 = stablehlo.compare GE, %48, %49, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %52 = stablehlo.convert %51 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %53 = stablehlo.dot_general %43, %arg18, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %54 = stablehlo.reshape %arg17 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %56 = stablehlo.add %53, %55 : tensor<2x8x2x8xf32>
    %57 = stablehlo.dot_general %43, %arg14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %58 = stablehlo.reshape %arg13 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %60 = stablehlo.add %57, %59 : tensor<2x8x2x8xf32>
    %61 = stablehlo.dot_general %43, %arg20, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %62 = stablehlo.reshape %arg19 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x8x2x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %65 = stablehlo.sqrt %cst_13 : tensor<f32>
    %66 = stablehlo.convert %65 : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %68 = stablehlo.divide %56, %67 : tensor<2x8x2x8xf32>
    %69 = stablehlo.dot_general %68, %60, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %70:2 = call @_where_0(%52, %69, %cst_14) : (tensor<2x1x8x8xf32>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<2x2x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %76 = stablehlo.subtract %70#0, %75 : tensor<2x2x8x8xf32>
    %77 = stablehlo.exponential %76 : tensor<2x2x8x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %81 = stablehlo.divide %77, %80 : tensor<2x2x8x8xf32>
    %82 = stablehlo.multiply %79, %79 : tensor<2x2x8x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %84 = stablehlo.divide %83, %82 : tensor<2x2x8x1xf32>
    %85 = stablehlo.dot_general %64, %81, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %86 = stablehlo.transpose %85, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %87 = stablehlo.dot_general %86, %arg16, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %88 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %90 = stablehlo.add %87, %89 : tensor<2x8x16xf32>
    %91 = stablehlo.add %0#0, %90 : tensor<2x8x16xf32>
    %92 = chlo.square %91 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<2x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%91 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %97 = stablehlo.divide %95, %96 : tensor<2x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%92 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %100 = stablehlo.divide %98, %99 : tensor<2x8xf32>
    %101 = chlo.square %97 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %103 = stablehlo.multiply %102, %97 : tensor<2x8xf32>
    %104 = stablehlo.subtract %100, %101 : tensor<2x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<2x8xf32>
    %107 = stablehlo.compare EQ, %104, %106, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %110 = stablehlo.select %107, %108, %109 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %112 = stablehlo.compare EQ, %111, %106, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %115 = stablehlo.select %112, %113, %114 : tensor<2x8xi1>, tensor<2x8xf32>
    %116 = stablehlo.divide %110, %115 : tensor<2x8xf32>
    %117 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %118 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %120 = stablehlo.subtract %91, %119 : tensor<2x8x16xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x8x1xf32>
    %123 = stablehlo.rsqrt %122 : tensor<2x8x1xf32>
    %124 = stablehlo.divide %123, %122 : tensor<2x8x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<2x8x1xf32>
    %127 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %128 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x8x16xf32>
    %131 = stablehlo.multiply %120, %130 : tensor<2x8x16xf32>
    %132 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %134 = stablehlo.add %131, %133 : tensor<2x8x16xf32>
    %135 = stablehlo.dot_general %134, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %136 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %138 = stablehlo.add %135, %137 : tensor<2x8x32xf32>
    %139 = stablehlo.multiply %138, %138 : tensor<2x8x32xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<2x8x32xf32>
    %141 = stablehlo.multiply %138, %138 : tensor<2x8x32xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %143 = stablehlo.multiply %142, %141 : tensor<2x8x32xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %145 = stablehlo.multiply %144, %140 : tensor<2x8x32xf32>
    %146 = stablehlo.add %138, %145 : tensor<2x8x32xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<2x8x32xf32>
    %149 = stablehlo.tanh %148 : tensor<2x8x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %151 = stablehlo.subtract %150, %149 : tensor<2x8x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %153 = stablehlo.add %152, %149 : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<2x8x32xf32>
    %156 = stablehlo.multiply %138, %155 : tensor<2x8x32xf32>
    %157 = stablehlo.dot_general %156, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x16xf32>) -> tensor<2x8x16xf32>
    %158 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %160 = stablehlo.add %157, %159 : tensor<2x8x16xf32>
    %161 = stablehlo.add %91, %160 : tensor<2x8x16xf32>
    %162 = chlo.square %161 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %164 = stablehlo.multiply %163, %161 : tensor<2x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%161 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.divide %165, %166 : tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%162 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_43 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %170 = stablehlo.divide %168, %169 : tensor<2x8xf32>
    %171 = chlo.square %167 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %173 = stablehlo.multiply %172, %167 : tensor<2x8xf32>
    %174 = stablehlo.subtract %170, %171 : tensor<2x8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %176 = stablehlo.maximum %175, %174 : tensor<2x8xf32>
    %177 = stablehlo.compare EQ, %174, %176, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %180 = stablehlo.select %177, %178, %179 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %182 = stablehlo.compare EQ, %181, %176, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %185 = stablehlo.select %182, %183, %184 : tensor<2x8xi1>, tensor<2x8xf32>
    %186 = stablehlo.divide %180, %185 : tensor<2x8xf32>
    %187 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %188 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %190 = stablehlo.subtract %161, %189 : tensor<2x8x16xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %192 = stablehlo.add %188, %191 : tensor<2x8x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<2x8x1xf32>
    %194 = stablehlo.divide %193, %192 : tensor<2x8x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<2x8x1xf32>
    %197 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<2x8x16xf32>
    %201 = stablehlo.multiply %190, %200 : tensor<2x8x16xf32>
    %202 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.add %201, %203 : tensor<2x8x16xf32>
    %205 = stablehlo.dot_general %204, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %206 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x8x32xf32>
    %209 = stablehlo.slice %208 [0:2, 0:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x7x32xf32>
    %210 = stablehlo.slice %arg65 [0:2, 1:8] : (tensor<2x8xi32>) -> tensor<2x7xi32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<2x7xi32>) -> tensor<2x7x1xi32>
    %212:2 = call @take_along_axis(%209, %211) : (tensor<2x7x32xf32>, tensor<2x7x1xi32>) -> (tensor<2x7x1xf32>, tensor<2x7x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %213:2 = call @_take_1(%212#0, %c) : (tensor<2x7x1xf32>, tensor<i32>) -> (tensor<2x7xf32>, tensor<1xi32>)
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = stablehlo.reduce(%209 init: %cst_53) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %216 = stablehlo.maximum %215, %214 : tensor<2x7xf32>
    %217 = stablehlo.is_finite %216 : (tensor<2x7xf32>) -> tensor<2x7xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %219 = stablehlo.select %217, %216, %218 : tensor<2x7xi1>, tensor<2x7xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %222 = stablehlo.subtract %209, %221 : tensor<2x7x32xf32>
    %223 = stablehlo.exponential %222 : tensor<2x7x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %225 = stablehlo.abs %224 : tensor<2x7xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %227 = stablehlo.compare GE, %224, %226, FLOAT : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %228 = stablehlo.log %225 : tensor<2x7xf32>
    %229 = stablehlo.add %228, %219 : tensor<2x7xf32>
    %230 = stablehlo.subtract %229, %213#0 : tensor<2x7xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %232 = stablehlo.divide %231, %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_61 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %233 = stablehlo.divide %cst_60, %cst_61 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %235 = stablehlo.negate %234 : tensor<2x7xf32>
    %236 = stablehlo.divide %234, %225 : tensor<2x7xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %238 = stablehlo.select %227, %237, %236 : tensor<2x7xi1>, tensor<2x7xf32>
    %239 = stablehlo.select %227, %236, %237 : tensor<2x7xi1>, tensor<2x7xf32>
    %240 = stablehlo.negate %238 : tensor<2x7xf32>
    %241 = stablehlo.add %239, %240 : tensor<2x7xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x32xf32>
    %243 = stablehlo.multiply %242, %223 : tensor<2x7x32xf32>
    %244 = call @_take_3(%213#1, %235) : (tensor<1xi32>, tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %245 = call @take_along_axis_4(%212#1, %244) : (tensor<2x7x1x1xi32>, tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %246 = stablehlo.add %243, %245 : tensor<2x7x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.pad %246, %cst_63, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %249 = stablehlo.reshape %248 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %251 = stablehlo.dot_general %247, %204, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %252 = stablehlo.transpose %251, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %253 = stablehlo.dot_general %247, %arg5, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %255 = stablehlo.reshape %254 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %257 = stablehlo.multiply %190, %253 : tensor<2x8x16xf32>
    %258 = stablehlo.multiply %253, %200 : tensor<2x8x16xf32>
    %259 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %260 = stablehlo.multiply %259, %257 : tensor<2x8x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %262 = stablehlo.reshape %261 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %263 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %264 = stablehlo.multiply %257, %263 : tensor<2x8x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %267 = stablehlo.reshape %262 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %268 = stablehlo.multiply %266, %196 : tensor<2x8x1xf32>
    %269 = stablehlo.negate %258 : tensor<2x8x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%268 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%271 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %274 = stablehlo.multiply %272, %186 : tensor<2x8xf32>
    %275 = stablehlo.negate %274 : tensor<2x8xf32>
    %276 = stablehlo.multiply %275, %173 : tensor<2x8xf32>
    %277 = stablehlo.add %273, %276 : tensor<2x8xf32>
    %cst_71 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %279 = stablehlo.divide %274, %278 : tensor<2x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_72 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %282 = stablehlo.divide %277, %281 : tensor<2x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %284 = stablehlo.add %258, %283 : tensor<2x8x16xf32>
    %285 = stablehlo.multiply %280, %164 : tensor<2x8x16xf32>
    %286 = stablehlo.add %284, %285 : tensor<2x8x16xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %288 = stablehlo.reshape %287 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %290 = stablehlo.dot_general %286, %156, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x32xf32>) -> tensor<16x32xf32>
    %291 = stablehlo.transpose %290, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %292 = stablehlo.dot_general %286, %arg1, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<32x16xf32>) -> tensor<2x8x32xf32>
    %293 = stablehlo.multiply %138, %292 : tensor<2x8x32xf32>
    %294 = stablehlo.multiply %292, %155 : tensor<2x8x32xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %296 = stablehlo.multiply %295, %293 : tensor<2x8x32xf32>
    %297 = stablehlo.multiply %296, %151 : tensor<2x8x32xf32>
    %298 = stablehlo.multiply %297, %149 : tensor<2x8x32xf32>
    %299 = stablehlo.add %297, %298 : tensor<2x8x32xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %301 = stablehlo.multiply %300, %299 : tensor<2x8x32xf32>
    %302 = stablehlo.add %294, %301 : tensor<2x8x32xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %304 = stablehlo.multiply %303, %301 : tensor<2x8x32xf32>
    %305 = stablehlo.multiply %304, %143 : tensor<2x8x32xf32>
    %306 = stablehlo.add %302, %305 : tensor<2x8x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.reshape %307 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %310 = stablehlo.dot_general %306, %134, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %311 = stablehlo.transpose %310, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %312 = stablehlo.dot_general %306, %arg3, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %314 = stablehlo.reshape %313 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %315 = stablehlo.reshape %314 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %316 = stablehlo.multiply %120, %312 : tensor<2x8x16xf32>
    %317 = stablehlo.multiply %312, %130 : tensor<2x8x16xf32>
    %318 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %319 = stablehlo.multiply %318, %316 : tensor<2x8x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %321 = stablehlo.reshape %320 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %322 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %323 = stablehlo.multiply %316, %322 : tensor<2x8x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %326 = stablehlo.reshape %321 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %327 = stablehlo.multiply %325, %126 : tensor<2x8x1xf32>
    %328 = stablehlo.negate %317 : tensor<2x8x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %331 = stablehlo.add %286, %317 : tensor<2x8x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%327 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.reduce(%330 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %334 = stablehlo.multiply %332, %116 : tensor<2x8xf32>
    %335 = stablehlo.negate %334 : tensor<2x8xf32>
    %336 = stablehlo.multiply %335, %103 : tensor<2x8xf32>
    %337 = stablehlo.add %333, %336 : tensor<2x8xf32>
    %cst_84 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %339 = stablehlo.divide %334, %338 : tensor<2x8xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_85 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %342 = stablehlo.divide %337, %341 : tensor<2x8xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %344 = stablehlo.add %331, %343 : tensor<2x8x16xf32>
    %345 = stablehlo.multiply %340, %94 : tensor<2x8x16xf32>
    %346 = stablehlo.add %344, %345 : tensor<2x8x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %348 = stablehlo.reshape %347 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %349 = stablehlo.reshape %348 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %350 = stablehlo.dot_general %346, %86, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %351 = stablehlo.transpose %350, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %352 = stablehlo.dot_general %346, %arg16, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %353 = stablehlo.transpose %352, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %354 = stablehlo.dot_general %353, %64, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %355 = stablehlo.dot_general %353, %81, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %356 = stablehlo.transpose %355, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %357 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %358 = stablehlo.multiply %354, %357 : tensor<2x2x8x8xf32>
    %359 = stablehlo.multiply %358, %77 : tensor<2x2x8x8xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_87) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %362 = stablehlo.negate %361 : tensor<2x2x8x1xf32>
    %363 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %364 = stablehlo.divide %354, %363 : tensor<2x2x8x8xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%362 init: %cst_88) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %367 = stablehlo.add %364, %366 : tensor<2x2x8x8xf32>
    %368 = stablehlo.multiply %367, %77 : tensor<2x2x8x8xf32>
    %369 = call @_where_5(%70#1, %368) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %370 = stablehlo.dot_general %369, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %371 = stablehlo.transpose %370, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %372 = stablehlo.dot_general %369, %60, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %373 = stablehlo.transpose %372, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %374 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %375 = stablehlo.divide %373, %374 : tensor<2x8x2x8xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%356 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %379 = stablehlo.dot_general %356, %43, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %380 = stablehlo.transpose %379, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %381 = stablehlo.dot_general %356, %arg20, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%371 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %384 = stablehlo.reshape %383 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %385 = stablehlo.dot_general %371, %43, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %386 = stablehlo.transpose %385, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %387 = stablehlo.dot_general %371, %arg14, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %388 = stablehlo.add %381, %387 : tensor<2x8x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%375 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %392 = stablehlo.dot_general %375, %43, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %393 = stablehlo.transpose %392, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %394 = stablehlo.dot_general %375, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %395 = stablehlo.add %388, %394 : tensor<2x8x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %397 = stablehlo.reshape %396 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %399 = stablehlo.multiply %29, %395 : tensor<2x8x16xf32>
    %400 = stablehlo.multiply %395, %39 : tensor<2x8x16xf32>
    %401 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %402 = stablehlo.multiply %401, %399 : tensor<2x8x16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %404 = stablehlo.reshape %403 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %405 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %406 = stablehlo.multiply %399, %405 : tensor<2x8x16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %409 = stablehlo.reshape %404 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %410 = stablehlo.multiply %408, %35 : tensor<2x8x1xf32>
    %411 = stablehlo.negate %400 : tensor<2x8x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %414 = stablehlo.add %346, %400 : tensor<2x8x16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%410 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%413 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %417 = stablehlo.multiply %415, %25 : tensor<2x8xf32>
    %418 = stablehlo.negate %417 : tensor<2x8xf32>
    %419 = stablehlo.multiply %418, %12 : tensor<2x8xf32>
    %420 = stablehlo.add %416, %419 : tensor<2x8xf32>
    %cst_98 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %422 = stablehlo.divide %417, %421 : tensor<2x8xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %425 = stablehlo.divide %420, %424 : tensor<2x8xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %427 = stablehlo.add %414, %426 : tensor<2x8x16xf32>
    %428 = stablehlo.multiply %423, %3 : tensor<2x8x16xf32>
    %429 = stablehlo.add %427, %428 : tensor<2x8x16xf32>
    %430 = call @_take_6(%0#1, %429) : (tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %431 = chlo.square %289 : tensor<16xf32> -> tensor<16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %433 = chlo.square %432 : tensor<16xf32> -> tensor<16xf32>
    %434 = stablehlo.add %431, %433 : tensor<16xf32>
    %435 = chlo.square %291 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %437 = chlo.square %436 : tensor<32x16xf32> -> tensor<32x16xf32>
    %438 = stablehlo.add %435, %437 : tensor<32x16xf32>
    %439 = chlo.square %309 : tensor<32xf32> -> tensor<32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %441 = chlo.square %440 : tensor<32xf32> -> tensor<32xf32>
    %442 = stablehlo.add %439, %441 : tensor<32xf32>
    %443 = chlo.square %311 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %445 = chlo.square %444 : tensor<16x32xf32> -> tensor<16x32xf32>
    %446 = stablehlo.add %443, %445 : tensor<16x32xf32>
    %447 = chlo.square %250 : tensor<32xf32> -> tensor<32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %449 = chlo.square %448 : tensor<32xf32> -> tensor<32xf32>
    %450 = stablehlo.add %447, %449 : tensor<32xf32>
    %451 = chlo.square %252 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %453 = chlo.square %452 : tensor<16x32xf32> -> tensor<16x32xf32>
    %454 = stablehlo.add %451, %453 : tensor<16x32xf32>
    %455 = chlo.square %430 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %457 = chlo.square %456 : tensor<32x16xf32> -> tensor<32x16xf32>
    %458 = stablehlo.add %455, %457 : tensor<32x16xf32>
    %459 = chlo.square %398 : tensor<16xf32> -> tensor<16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %461 = chlo.square %460 : tensor<16xf32> -> tensor<16xf32>
    %462 = stablehlo.add %459, %461 : tensor<16xf32>
    %463 = chlo.square %409 : tensor<16xf32> -> tensor<16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %465 = chlo.square %464 : tensor<16xf32> -> tensor<16xf32>
    %466 = stablehlo.add %463, %465 : tensor<16xf32>
    %467 = chlo.square %315 : tensor<16xf32> -> tensor<16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %469 = chlo.square %468 : tensor<16xf32> -> tensor<16xf32>
    %470 = stablehlo.add %467, %469 : tensor<16xf32>
    %471 = chlo.square %326 : tensor<16xf32> -> tensor<16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %473 = chlo.square %472 : tensor<16xf32> -> tensor<16xf32>
    %474 = stablehlo.add %471, %473 : tensor<16xf32>
    %475 = chlo.square %256 : tensor<16xf32> -> tensor<16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %477 = chlo.square %476 : tensor<16xf32> -> tensor<16xf32>
    %478 = stablehlo.add %475, %477 : tensor<16xf32>
    %479 = chlo.square %267 : tensor<16xf32> -> tensor<16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %481 = chlo.square %480 : tensor<16xf32> -> tensor<16xf32>
    %482 = stablehlo.add %479, %481 : tensor<16xf32>
    %483 = chlo.square %384 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %485 = chlo.square %484 : tensor<2x8xf32> -> tensor<2x8xf32>
    %486 = stablehlo.add %483, %485 : tensor<2x8xf32>
    %487 = chlo.square %386 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %489 = chlo.square %488 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %490 = stablehlo.add %487, %489 : tensor<16x2x8xf32>
    %491 = chlo.square %349 : tensor<16xf32> -> tensor<16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %493 = chlo.square %492 : tensor<16xf32> -> tensor<16xf32>
    %494 = stablehlo.add %491, %493 : tensor<16xf32>
    %495 = chlo.square %351 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %497 = chlo.square %496 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %498 = stablehlo.add %495, %497 : tensor<2x8x16xf32>
    %499 = chlo.square %391 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %501 = chlo.square %500 : tensor<2x8xf32> -> tensor<2x8xf32>
    %502 = stablehlo.add %499, %501 : tensor<2x8xf32>
    %503 = chlo.square %393 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %505 = chlo.square %504 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %506 = stablehlo.add %503, %505 : tensor<16x2x8xf32>
    %507 = chlo.square %378 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %509 = chlo.square %508 : tensor<2x8xf32> -> tensor<2x8xf32>
    %510 = stablehlo.add %507, %509 : tensor<2x8xf32>
    %511 = chlo.square %380 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %513 = chlo.square %512 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %514 = stablehlo.add %511, %513 : tensor<16x2x8xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%434 init: %cst_121) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%438 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%442 init: %cst_123) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%446 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%450 init: %cst_125) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%454 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%458 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%462 init: %cst_128) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%466 init: %cst_129) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%470 init: %cst_130) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%474 init: %cst_131) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%478 init: %cst_132) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%482 init: %cst_133) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%486 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%490 init: %cst_135) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%494 init: %cst_136) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%498 init: %cst_137) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%502 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%506 init: %cst_139) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%510 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%514 init: %cst_141) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.add %cst_142, %515 : tensor<f32>
    %537 = stablehlo.add %536, %516 : tensor<f32>
    %538 = stablehlo.add %537, %517 : tensor<f32>
    %539 = stablehlo.add %538, %518 : tensor<f32>
    %540 = stablehlo.add %539, %519 : tensor<f32>
    %541 = stablehlo.add %540, %520 : tensor<f32>
    %542 = stablehlo.add %541, %521 : tensor<f32>
    %543 = stablehlo.add %542, %522 : tensor<f32>
    %544 = stablehlo.add %543, %523 : tensor<f32>
    %545 = stablehlo.add %544, %524 : tensor<f32>
    %546 = stablehlo.add %545, %525 : tensor<f32>
    %547 = stablehlo.add %546, %526 : tensor<f32>
    %548 = stablehlo.add %547, %527 : tensor<f32>
    %549 = stablehlo.add %548, %528 : tensor<f32>
    %550 = stablehlo.add %549, %529 : tensor<f32>
    %551 = stablehlo.add %550, %530 : tensor<f32>
    %552 = stablehlo.add %551, %531 : tensor<f32>
    %553 = stablehlo.add %552, %532 : tensor<f32>
    %554 = stablehlo.add %553, %533 : tensor<f32>
    %555 = stablehlo.add %554, %534 : tensor<f32>
    %556 = stablehlo.add %555, %535 : tensor<f32>
    %557 = stablehlo.sqrt %556 : tensor<f32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %558 = stablehlo.compare LT, %557, %cst_143, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %559 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %560 = stablehlo.divide %289, %559 : tensor<16xf32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<16xf32>
    %563 = stablehlo.select %558, %289, %562 : tensor<i1>, tensor<16xf32>
    %564 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %565 = stablehlo.divide %291, %564 : tensor<32x16xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %567 = stablehlo.multiply %565, %566 : tensor<32x16xf32>
    %568 = stablehlo.select %558, %291, %567 : tensor<i1>, tensor<32x16xf32>
    %569 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.divide %309, %569 : tensor<32xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %572 = stablehlo.multiply %570, %571 : tensor<32xf32>
    %573 = stablehlo.select %558, %309, %572 : tensor<i1>, tensor<32xf32>
    %574 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %575 = stablehlo.divide %311, %574 : tensor<16x32xf32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<16x32xf32>
    %578 = stablehlo.select %558, %311, %577 : tensor<i1>, tensor<16x32xf32>
    %579 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %580 = stablehlo.divide %250, %579 : tensor<32xf32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<32xf32>
    %583 = stablehlo.select %558, %250, %582 : tensor<i1>, tensor<32xf32>
    %584 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %585 = stablehlo.divide %252, %584 : tensor<16x32xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<16x32xf32>
    %588 = stablehlo.select %558, %252, %587 : tensor<i1>, tensor<16x32xf32>
    %589 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %590 = stablehlo.divide %430, %589 : tensor<32x16xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<32x16xf32>
    %593 = stablehlo.select %558, %430, %592 : tensor<i1>, tensor<32x16xf32>
    %594 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %595 = stablehlo.divide %398, %594 : tensor<16xf32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %597 = stablehlo.multiply %595, %596 : tensor<16xf32>
    %598 = stablehlo.select %558, %398, %597 : tensor<i1>, tensor<16xf32>
    %599 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %600 = stablehlo.divide %409, %599 : tensor<16xf32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %602 = stablehlo.multiply %600, %601 : tensor<16xf32>
    %603 = stablehlo.select %558, %409, %602 : tensor<i1>, tensor<16xf32>
    %604 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %605 = stablehlo.divide %315, %604 : tensor<16xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %607 = stablehlo.multiply %605, %606 : tensor<16xf32>
    %608 = stablehlo.select %558, %315, %607 : tensor<i1>, tensor<16xf32>
    %609 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %610 = stablehlo.divide %326, %609 : tensor<16xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<16xf32>
    %613 = stablehlo.select %558, %326, %612 : tensor<i1>, tensor<16xf32>
    %614 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %615 = stablehlo.divide %256, %614 : tensor<16xf32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %617 = stablehlo.multiply %615, %616 : tensor<16xf32>
    %618 = stablehlo.select %558, %256, %617 : tensor<i1>, tensor<16xf32>
    %619 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %620 = stablehlo.divide %267, %619 : tensor<16xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %622 = stablehlo.multiply %620, %621 : tensor<16xf32>
    %623 = stablehlo.select %558, %267, %622 : tensor<i1>, tensor<16xf32>
    %624 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %625 = stablehlo.divide %384, %624 : tensor<2x8xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %627 = stablehlo.multiply %625, %626 : tensor<2x8xf32>
    %628 = stablehlo.select %558, %384, %627 : tensor<i1>, tensor<2x8xf32>
    %629 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %630 = stablehlo.divide %386, %629 : tensor<16x2x8xf32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %632 = stablehlo.multiply %630, %631 : tensor<16x2x8xf32>
    %633 = stablehlo.select %558, %386, %632 : tensor<i1>, tensor<16x2x8xf32>
    %634 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %635 = stablehlo.divide %349, %634 : tensor<16xf32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<16xf32>
    %638 = stablehlo.select %558, %349, %637 : tensor<i1>, tensor<16xf32>
    %639 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %640 = stablehlo.divide %351, %639 : tensor<2x8x16xf32>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<2x8x16xf32>
    %643 = stablehlo.select %558, %351, %642 : tensor<i1>, tensor<2x8x16xf32>
    %644 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %645 = stablehlo.divide %391, %644 : tensor<2x8xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %647 = stablehlo.multiply %645, %646 : tensor<2x8xf32>
    %648 = stablehlo.select %558, %391, %647 : tensor<i1>, tensor<2x8xf32>
    %649 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %650 = stablehlo.divide %393, %649 : tensor<16x2x8xf32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %652 = stablehlo.multiply %650, %651 : tensor<16x2x8xf32>
    %653 = stablehlo.select %558, %393, %652 : tensor<i1>, tensor<16x2x8xf32>
    %654 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %655 = stablehlo.divide %378, %654 : tensor<2x8xf32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %657 = stablehlo.multiply %655, %656 : tensor<2x8xf32>
    %658 = stablehlo.select %558, %378, %657 : tensor<i1>, tensor<2x8xf32>
    %659 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %660 = stablehlo.divide %380, %659 : tensor<16x2x8xf32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %662 = stablehlo.multiply %660, %661 : tensor<16x2x8xf32>
    %663 = stablehlo.select %558, %380, %662 : tensor<i1>, tensor<16x2x8xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %665 = stablehlo.multiply %664, %563 : tensor<16xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %667 = stablehlo.multiply %666, %arg22 : tensor<16xf32>
    %668 = stablehlo.add %665, %667 : tensor<16xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %670 = stablehlo.multiply %669, %568 : tensor<32x16xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %672 = stablehlo.multiply %671, %arg23 : tensor<32x16xf32>
    %673 = stablehlo.add %670, %672 : tensor<32x16xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %675 = stablehlo.multiply %674, %573 : tensor<32xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %677 = stablehlo.multiply %676, %arg24 : tensor<32xf32>
    %678 = stablehlo.add %675, %677 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %680 = stablehlo.multiply %679, %578 : tensor<16x32xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %682 = stablehlo.multiply %681, %arg25 : tensor<16x32xf32>
    %683 = stablehlo.add %680, %682 : tensor<16x32xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %685 = stablehlo.multiply %684, %583 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %687 = stablehlo.multiply %686, %arg26 : tensor<32xf32>
    %688 = stablehlo.add %685, %687 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %690 = stablehlo.multiply %689, %588 : tensor<16x32xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %692 = stablehlo.multiply %691, %arg27 : tensor<16x32xf32>
    %693 = stablehlo.add %690, %692 : tensor<16x32xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %695 = stablehlo.multiply %694, %593 : tensor<32x16xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %697 = stablehlo.multiply %696, %arg28 : tensor<32x16xf32>
    %698 = stablehlo.add %695, %697 : tensor<32x16xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %700 = stablehlo.multiply %699, %598 : tensor<16xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %702 = stablehlo.multiply %701, %arg29 : tensor<16xf32>
    %703 = stablehlo.add %700, %702 : tensor<16xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %705 = stablehlo.multiply %704, %603 : tensor<16xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %707 = stablehlo.multiply %706, %arg30 : tensor<16xf32>
    %708 = stablehlo.add %705, %707 : tensor<16xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %710 = stablehlo.multiply %709, %608 : tensor<16xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %712 = stablehlo.multiply %711, %arg31 : tensor<16xf32>
    %713 = stablehlo.add %710, %712 : tensor<16xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %715 = stablehlo.multiply %714, %613 : tensor<16xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %717 = stablehlo.multiply %716, %arg32 : tensor<16xf32>
    %718 = stablehlo.add %715, %717 : tensor<16xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %720 = stablehlo.multiply %719, %618 : tensor<16xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %722 = stablehlo.multiply %721, %arg33 : tensor<16xf32>
    %723 = stablehlo.add %720, %722 : tensor<16xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %725 = stablehlo.multiply %724, %623 : tensor<16xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %727 = stablehlo.multiply %726, %arg34 : tensor<16xf32>
    %728 = stablehlo.add %725, %727 : tensor<16xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %730 = stablehlo.multiply %729, %628 : tensor<2x8xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %732 = stablehlo.multiply %731, %arg35 : tensor<2x8xf32>
    %733 = stablehlo.add %730, %732 : tensor<2x8xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %735 = stablehlo.multiply %734, %633 : tensor<16x2x8xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %737 = stablehlo.multiply %736, %arg36 : tensor<16x2x8xf32>
    %738 = stablehlo.add %735, %737 : tensor<16x2x8xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %740 = stablehlo.multiply %739, %638 : tensor<16xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %742 = stablehlo.multiply %741, %arg37 : tensor<16xf32>
    %743 = stablehlo.add %740, %742 : tensor<16xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %745 = stablehlo.multiply %744, %643 : tensor<2x8x16xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %747 = stablehlo.multiply %746, %arg38 : tensor<2x8x16xf32>
    %748 = stablehlo.add %745, %747 : tensor<2x8x16xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %750 = stablehlo.multiply %749, %648 : tensor<2x8xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %752 = stablehlo.multiply %751, %arg39 : tensor<2x8xf32>
    %753 = stablehlo.add %750, %752 : tensor<2x8xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %755 = stablehlo.multiply %754, %653 : tensor<16x2x8xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %757 = stablehlo.multiply %756, %arg40 : tensor<16x2x8xf32>
    %758 = stablehlo.add %755, %757 : tensor<16x2x8xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %760 = stablehlo.multiply %759, %658 : tensor<2x8xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %762 = stablehlo.multiply %761, %arg41 : tensor<2x8xf32>
    %763 = stablehlo.add %760, %762 : tensor<2x8xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %765 = stablehlo.multiply %764, %663 : tensor<16x2x8xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %767 = stablehlo.multiply %766, %arg42 : tensor<16x2x8xf32>
    %768 = stablehlo.add %765, %767 : tensor<16x2x8xf32>
    %769 = stablehlo.multiply %563, %563 : tensor<16xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %771 = stablehlo.multiply %770, %769 : tensor<16xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %773 = stablehlo.multiply %772, %arg43 : tensor<16xf32>
    %774 = stablehlo.add %771, %773 : tensor<16xf32>
    %775 = stablehlo.multiply %568, %568 : tensor<32x16xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %777 = stablehlo.multiply %776, %775 : tensor<32x16xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %779 = stablehlo.multiply %778, %arg44 : tensor<32x16xf32>
    %780 = stablehlo.add %777, %779 : tensor<32x16xf32>
    %781 = stablehlo.multiply %573, %573 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %783 = stablehlo.multiply %782, %781 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %785 = stablehlo.multiply %784, %arg45 : tensor<32xf32>
    %786 = stablehlo.add %783, %785 : tensor<32xf32>
    %787 = stablehlo.multiply %578, %578 : tensor<16x32xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %789 = stablehlo.multiply %788, %787 : tensor<16x32xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %791 = stablehlo.multiply %790, %arg46 : tensor<16x32xf32>
    %792 = stablehlo.add %789, %791 : tensor<16x32xf32>
    %793 = stablehlo.multiply %583, %583 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %795 = stablehlo.multiply %794, %793 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %797 = stablehlo.multiply %796, %arg47 : tensor<32xf32>
    %798 = stablehlo.add %795, %797 : tensor<32xf32>
    %799 = stablehlo.multiply %588, %588 : tensor<16x32xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %801 = stablehlo.multiply %800, %799 : tensor<16x32xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %803 = stablehlo.multiply %802, %arg48 : tensor<16x32xf32>
    %804 = stablehlo.add %801, %803 : tensor<16x32xf32>
    %805 = stablehlo.multiply %593, %593 : tensor<32x16xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %807 = stablehlo.multiply %806, %805 : tensor<32x16xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %809 = stablehlo.multiply %808, %arg49 : tensor<32x16xf32>
    %810 = stablehlo.add %807, %809 : tensor<32x16xf32>
    %811 = stablehlo.multiply %598, %598 : tensor<16xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %813 = stablehlo.multiply %812, %811 : tensor<16xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %815 = stablehlo.multiply %814, %arg50 : tensor<16xf32>
    %816 = stablehlo.add %813, %815 : tensor<16xf32>
    %817 = stablehlo.multiply %603, %603 : tensor<16xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %819 = stablehlo.multiply %818, %817 : tensor<16xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %821 = stablehlo.multiply %820, %arg51 : tensor<16xf32>
    %822 = stablehlo.add %819, %821 : tensor<16xf32>
    %823 = stablehlo.multiply %608, %608 : tensor<16xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %825 = stablehlo.multiply %824, %823 : tensor<16xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %827 = stablehlo.multiply %826, %arg52 : tensor<16xf32>
    %828 = stablehlo.add %825, %827 : tensor<16xf32>
    %829 = stablehlo.multiply %613, %613 : tensor<16xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %831 = stablehlo.multiply %830, %829 : tensor<16xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %833 = stablehlo.multiply %832, %arg53 : tensor<16xf32>
    %834 = stablehlo.add %831, %833 : tensor<16xf32>
    %835 = stablehlo.multiply %618, %618 : tensor<16xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %837 = stablehlo.multiply %836, %835 : tensor<16xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %839 = stablehlo.multiply %838, %arg54 : tensor<16xf32>
    %840 = stablehlo.add %837, %839 : tensor<16xf32>
    %841 = stablehlo.multiply %623, %623 : tensor<16xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %843 = stablehlo.multiply %842, %841 : tensor<16xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %845 = stablehlo.multiply %844, %arg55 : tensor<16xf32>
    %846 = stablehlo.add %843, %845 : tensor<16xf32>
    %847 = stablehlo.multiply %628, %628 : tensor<2x8xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %849 = stablehlo.multiply %848, %847 : tensor<2x8xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %851 = stablehlo.multiply %850, %arg56 : tensor<2x8xf32>
    %852 = stablehlo.add %849, %851 : tensor<2x8xf32>
    %853 = stablehlo.multiply %633, %633 : tensor<16x2x8xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %855 = stablehlo.multiply %854, %853 : tensor<16x2x8xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %857 = stablehlo.multiply %856, %arg57 : tensor<16x2x8xf32>
    %858 = stablehlo.add %855, %857 : tensor<16x2x8xf32>
    %859 = stablehlo.multiply %638, %638 : tensor<16xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %861 = stablehlo.multiply %860, %859 : tensor<16xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %863 = stablehlo.multiply %862, %arg58 : tensor<16xf32>
    %864 = stablehlo.add %861, %863 : tensor<16xf32>
    %865 = stablehlo.multiply %643, %643 : tensor<2x8x16xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %867 = stablehlo.multiply %866, %865 : tensor<2x8x16xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %869 = stablehlo.multiply %868, %arg59 : tensor<2x8x16xf32>
    %870 = stablehlo.add %867, %869 : tensor<2x8x16xf32>
    %871 = stablehlo.multiply %648, %648 : tensor<2x8xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %873 = stablehlo.multiply %872, %871 : tensor<2x8xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %875 = stablehlo.multiply %874, %arg60 : tensor<2x8xf32>
    %876 = stablehlo.add %873, %875 : tensor<2x8xf32>
    %877 = stablehlo.multiply %653, %653 : tensor<16x2x8xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %879 = stablehlo.multiply %878, %877 : tensor<16x2x8xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %881 = stablehlo.multiply %880, %arg61 : tensor<16x2x8xf32>
    %882 = stablehlo.add %879, %881 : tensor<16x2x8xf32>
    %883 = stablehlo.multiply %658, %658 : tensor<2x8xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %885 = stablehlo.multiply %884, %883 : tensor<2x8xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %887 = stablehlo.multiply %886, %arg62 : tensor<2x8xf32>
    %888 = stablehlo.add %885, %887 : tensor<2x8xf32>
    %889 = stablehlo.multiply %663, %663 : tensor<16x2x8xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %891 = stablehlo.multiply %890, %889 : tensor<16x2x8xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %893 = stablehlo.multiply %892, %arg63 : tensor<16x2x8xf32>
    %894 = stablehlo.add %891, %893 : tensor<16x2x8xf32>
    %c_249 = stablehlo.constant dense<2147483647> : tensor<i32>
    %895 = stablehlo.compare LT, %arg21, %c_249, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_250 = stablehlo.constant dense<1> : tensor<i32>
    %896 = stablehlo.add %arg21, %c_250 : tensor<i32>
    %c_251 = stablehlo.constant dense<2147483647> : tensor<i32>
    %897 = call @_where_7(%895, %896, %c_251) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_252 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %898 = stablehlo.convert %897 : (tensor<i32>) -> tensor<f32>
    %899 = stablehlo.power %cst_252, %898 : tensor<f32>
    %cst_253 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %900 = stablehlo.subtract %cst_253, %899 : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %902 = stablehlo.divide %668, %901 : tensor<16xf32>
    %903 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %904 = stablehlo.divide %673, %903 : tensor<32x16xf32>
    %905 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %906 = stablehlo.divide %678, %905 : tensor<32xf32>
    %907 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %908 = stablehlo.divide %683, %907 : tensor<16x32xf32>
    %909 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %910 = stablehlo.divide %688, %909 : tensor<32xf32>
    %911 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %912 = stablehlo.divide %693, %911 : tensor<16x32xf32>
    %913 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %914 = stablehlo.divide %698, %913 : tensor<32x16xf32>
    %915 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %916 = stablehlo.divide %703, %915 : tensor<16xf32>
    %917 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %918 = stablehlo.divide %708, %917 : tensor<16xf32>
    %919 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %920 = stablehlo.divide %713, %919 : tensor<16xf32>
    %921 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %922 = stablehlo.divide %718, %921 : tensor<16xf32>
    %923 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %924 = stablehlo.divide %723, %923 : tensor<16xf32>
    %925 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %926 = stablehlo.divide %728, %925 : tensor<16xf32>
    %927 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %928 = stablehlo.divide %733, %927 : tensor<2x8xf32>
    %929 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %930 = stablehlo.divide %738, %929 : tensor<16x2x8xf32>
    %931 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %932 = stablehlo.divide %743, %931 : tensor<16xf32>
    %933 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %934 = stablehlo.divide %748, %933 : tensor<2x8x16xf32>
    %935 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %936 = stablehlo.divide %753, %935 : tensor<2x8xf32>
    %937 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %938 = stablehlo.divide %758, %937 : tensor<16x2x8xf32>
    %939 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %940 = stablehlo.divide %763, %939 : tensor<2x8xf32>
    %941 = stablehlo.broadcast_in_dim %900, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %942 = stablehlo.divide %768, %941 : tensor<16x2x8xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %943 = stablehlo.convert %897 : (tensor<i32>) -> tensor<f32>
    %944 = stablehlo.power %cst_254, %943 : tensor<f32>
    %cst_255 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %945 = stablehlo.subtract %cst_255, %944 : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %947 = stablehlo.divide %774, %946 : tensor<16xf32>
    %948 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %949 = stablehlo.divide %780, %948 : tensor<32x16xf32>
    %950 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %951 = stablehlo.divide %786, %950 : tensor<32xf32>
    %952 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %953 = stablehlo.divide %792, %952 : tensor<16x32xf32>
    %954 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %955 = stablehlo.divide %798, %954 : tensor<32xf32>
    %956 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %957 = stablehlo.divide %804, %956 : tensor<16x32xf32>
    %958 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %959 = stablehlo.divide %810, %958 : tensor<32x16xf32>
    %960 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %961 = stablehlo.divide %816, %960 : tensor<16xf32>
    %962 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %963 = stablehlo.divide %822, %962 : tensor<16xf32>
    %964 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %965 = stablehlo.divide %828, %964 : tensor<16xf32>
    %966 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %967 = stablehlo.divide %834, %966 : tensor<16xf32>
    %968 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %969 = stablehlo.divide %840, %968 : tensor<16xf32>
    %970 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %971 = stablehlo.divide %846, %970 : tensor<16xf32>
    %972 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %973 = stablehlo.divide %852, %972 : tensor<2x8xf32>
    %974 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %975 = stablehlo.divide %858, %974 : tensor<16x2x8xf32>
    %976 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %977 = stablehlo.divide %864, %976 : tensor<16xf32>
    %978 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %979 = stablehlo.divide %870, %978 : tensor<2x8x16xf32>
    %980 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %981 = stablehlo.divide %876, %980 : tensor<2x8xf32>
    %982 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %983 = stablehlo.divide %882, %982 : tensor<16x2x8xf32>
    %984 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %985 = stablehlo.divide %888, %984 : tensor<2x8xf32>
    %986 = stablehlo.broadcast_in_dim %945, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %987 = stablehlo.divide %894, %986 : tensor<16x2x8xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %989 = stablehlo.add %947, %988 : tensor<16xf32>
    %990 = stablehlo.sqrt %989 : tensor<16xf32>
    %cst_257 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %992 = stablehlo.add %990, %991 : tensor<16xf32>
    %993 = stablehlo.divide %902, %992 : tensor<16xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %995 = stablehlo.add %949, %994 : tensor<32x16xf32>
    %996 = stablehlo.sqrt %995 : tensor<32x16xf32>
    %cst_259 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %998 = stablehlo.add %996, %997 : tensor<32x16xf32>
    %999 = stablehlo.divide %904, %998 : tensor<32x16xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1001 = stablehlo.add %951, %1000 : tensor<32xf32>
    %1002 = stablehlo.sqrt %1001 : tensor<32xf32>
    %cst_261 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<32xf32>
    %1005 = stablehlo.divide %906, %1004 : tensor<32xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1007 = stablehlo.add %953, %1006 : tensor<16x32xf32>
    %1008 = stablehlo.sqrt %1007 : tensor<16x32xf32>
    %cst_263 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1010 = stablehlo.add %1008, %1009 : tensor<16x32xf32>
    %1011 = stablehlo.divide %908, %1010 : tensor<16x32xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1013 = stablehlo.add %955, %1012 : tensor<32xf32>
    %1014 = stablehlo.sqrt %1013 : tensor<32xf32>
    %cst_265 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1016 = stablehlo.add %1014, %1015 : tensor<32xf32>
    %1017 = stablehlo.divide %910, %1016 : tensor<32xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1019 = stablehlo.add %957, %1018 : tensor<16x32xf32>
    %1020 = stablehlo.sqrt %1019 : tensor<16x32xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1022 = stablehlo.add %1020, %1021 : tensor<16x32xf32>
    %1023 = stablehlo.divide %912, %1022 : tensor<16x32xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1025 = stablehlo.add %959, %1024 : tensor<32x16xf32>
    %1026 = stablehlo.sqrt %1025 : tensor<32x16xf32>
    %cst_269 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1028 = stablehlo.add %1026, %1027 : tensor<32x16xf32>
    %1029 = stablehlo.divide %914, %1028 : tensor<32x16xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1031 = stablehlo.add %961, %1030 : tensor<16xf32>
    %1032 = stablehlo.sqrt %1031 : tensor<16xf32>
    %cst_271 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1034 = stablehlo.add %1032, %1033 : tensor<16xf32>
    %1035 = stablehlo.divide %916, %1034 : tensor<16xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1037 = stablehlo.add %963, %1036 : tensor<16xf32>
    %1038 = stablehlo.sqrt %1037 : tensor<16xf32>
    %cst_273 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1040 = stablehlo.add %1038, %1039 : tensor<16xf32>
    %1041 = stablehlo.divide %918, %1040 : tensor<16xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1043 = stablehlo.add %965, %1042 : tensor<16xf32>
    %1044 = stablehlo.sqrt %1043 : tensor<16xf32>
    %cst_275 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1046 = stablehlo.add %1044, %1045 : tensor<16xf32>
    %1047 = stablehlo.divide %920, %1046 : tensor<16xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1049 = stablehlo.add %967, %1048 : tensor<16xf32>
    %1050 = stablehlo.sqrt %1049 : tensor<16xf32>
    %cst_277 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1052 = stablehlo.add %1050, %1051 : tensor<16xf32>
    %1053 = stablehlo.divide %922, %1052 : tensor<16xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1055 = stablehlo.add %969, %1054 : tensor<16xf32>
    %1056 = stablehlo.sqrt %1055 : tensor<16xf32>
    %cst_279 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1058 = stablehlo.add %1056, %1057 : tensor<16xf32>
    %1059 = stablehlo.divide %924, %1058 : tensor<16xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1061 = stablehlo.add %971, %1060 : tensor<16xf32>
    %1062 = stablehlo.sqrt %1061 : tensor<16xf32>
    %cst_281 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1064 = stablehlo.add %1062, %1063 : tensor<16xf32>
    %1065 = stablehlo.divide %926, %1064 : tensor<16xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1067 = stablehlo.add %973, %1066 : tensor<2x8xf32>
    %1068 = stablehlo.sqrt %1067 : tensor<2x8xf32>
    %cst_283 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1070 = stablehlo.add %1068, %1069 : tensor<2x8xf32>
    %1071 = stablehlo.divide %928, %1070 : tensor<2x8xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1073 = stablehlo.add %975, %1072 : tensor<16x2x8xf32>
    %1074 = stablehlo.sqrt %1073 : tensor<16x2x8xf32>
    %cst_285 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1076 = stablehlo.add %1074, %1075 : tensor<16x2x8xf32>
    %1077 = stablehlo.divide %930, %1076 : tensor<16x2x8xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1079 = stablehlo.add %977, %1078 : tensor<16xf32>
    %1080 = stablehlo.sqrt %1079 : tensor<16xf32>
    %cst_287 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1082 = stablehlo.add %1080, %1081 : tensor<16xf32>
    %1083 = stablehlo.divide %932, %1082 : tensor<16xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1085 = stablehlo.add %979, %1084 : tensor<2x8x16xf32>
    %1086 = stablehlo.sqrt %1085 : tensor<2x8x16xf32>
    %cst_289 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1088 = stablehlo.add %1086, %1087 : tensor<2x8x16xf32>
    %1089 = stablehlo.divide %934, %1088 : tensor<2x8x16xf32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1091 = stablehlo.add %981, %1090 : tensor<2x8xf32>
    %1092 = stablehlo.sqrt %1091 : tensor<2x8xf32>
    %cst_291 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1094 = stablehlo.add %1092, %1093 : tensor<2x8xf32>
    %1095 = stablehlo.divide %936, %1094 : tensor<2x8xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1097 = stablehlo.add %983, %1096 : tensor<16x2x8xf32>
    %1098 = stablehlo.sqrt %1097 : tensor<16x2x8xf32>
    %cst_293 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1100 = stablehlo.add %1098, %1099 : tensor<16x2x8xf32>
    %1101 = stablehlo.divide %938, %1100 : tensor<16x2x8xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1103 = stablehlo.add %985, %1102 : tensor<2x8xf32>
    %1104 = stablehlo.sqrt %1103 : tensor<2x8xf32>
    %cst_295 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1106 = stablehlo.add %1104, %1105 : tensor<2x8xf32>
    %1107 = stablehlo.divide %940, %1106 : tensor<2x8xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1109 = stablehlo.add %987, %1108 : tensor<16x2x8xf32>
    %1110 = stablehlo.sqrt %1109 : tensor<16x2x8xf32>
    %cst_297 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1112 = stablehlo.add %1110, %1111 : tensor<16x2x8xf32>
    %1113 = stablehlo.divide %942, %1112 : tensor<16x2x8xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1115 = stablehlo.multiply %1114, %arg1 : tensor<32x16xf32>
    %1116 = stablehlo.add %999, %1115 : tensor<32x16xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1118 = stablehlo.multiply %1117, %arg3 : tensor<16x32xf32>
    %1119 = stablehlo.add %1011, %1118 : tensor<16x32xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1121 = stablehlo.multiply %1120, %arg5 : tensor<16x32xf32>
    %1122 = stablehlo.add %1023, %1121 : tensor<16x32xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1124 = stablehlo.multiply %1123, %arg6 : tensor<32x16xf32>
    %1125 = stablehlo.add %1029, %1124 : tensor<32x16xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1127 = stablehlo.multiply %1126, %arg14 : tensor<16x2x8xf32>
    %1128 = stablehlo.add %1077, %1127 : tensor<16x2x8xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1130 = stablehlo.multiply %1129, %arg16 : tensor<2x8x16xf32>
    %1131 = stablehlo.add %1089, %1130 : tensor<2x8x16xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1133 = stablehlo.multiply %1132, %arg18 : tensor<16x2x8xf32>
    %1134 = stablehlo.add %1101, %1133 : tensor<16x2x8xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1136 = stablehlo.multiply %1135, %arg20 : tensor<16x2x8xf32>
    %1137 = stablehlo.add %1113, %1136 : tensor<16x2x8xf32>
    %c_306 = stablehlo.constant dense<0> : tensor<i32>
    %1138 = stablehlo.subtract %arg64, %c_306 : tensor<i32>
    %c_307 = stablehlo.constant dense<0> : tensor<i32>
    %c_308 = stablehlo.constant dense<3> : tensor<i32>
    %1139 = call @clip(%1138, %c_307, %c_308) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1140 = stablehlo.convert %1139 : (tensor<i32>) -> tensor<f32>
    %cst_309 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1141 = stablehlo.divide %1140, %cst_309 : tensor<f32>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1142 = stablehlo.subtract %cst_310, %1141 : tensor<f32>
    %cst_311 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %1143 = stablehlo.multiply %cst_311, %1142 : tensor<f32>
    %cst_312 = stablehlo.constant dense<3.000000e-03> : tensor<f32>
    %1144 = stablehlo.add %1143, %cst_312 : tensor<f32>
    %c_313 = stablehlo.constant dense<3> : tensor<i32>
    %1145 = stablehlo.compare LT, %arg64, %c_313, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_314 = stablehlo.constant dense<3> : tensor<i32>
    %1146 = stablehlo.subtract %arg64, %c_314 : tensor<i32>
    %1147 = stablehlo.convert %1146 : (tensor<i32>) -> tensor<f32>
    %cst_315 = stablehlo.constant dense<1.700000e+01> : tensor<f32>
    %1148 = stablehlo.minimum %1147, %cst_315 : tensor<f32>
    %cst_316 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %1149 = stablehlo.multiply %cst_316, %1148 : tensor<f32>
    %cst_317 = stablehlo.constant dense<1.700000e+01> : tensor<f32>
    %1150 = stablehlo.divide %1149, %cst_317 : tensor<f32>
    %1151 = stablehlo.cosine %1150 : tensor<f32>
    %cst_318 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1152 = stablehlo.add %cst_318, %1151 : tensor<f32>
    %cst_319 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1153 = stablehlo.multiply %cst_319, %1152 : tensor<f32>
    %cst_320 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1154 = stablehlo.power %1153, %cst_320 : tensor<f32>
    %cst_321 = stablehlo.constant dense<0.966666638> : tensor<f32>
    %1155 = stablehlo.multiply %cst_321, %1154 : tensor<f32>
    %cst_322 = stablehlo.constant dense<0.0333333351> : tensor<f32>
    %1156 = stablehlo.add %1155, %cst_322 : tensor<f32>
    %cst_323 = stablehlo.constant dense<3.000000e-03> : tensor<f32>
    %1157 = stablehlo.multiply %cst_323, %1156 : tensor<f32>
    %1158 = call @_where_8(%1145, %1144, %1157) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_324 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %1159 = stablehlo.multiply %cst_324, %1158 : tensor<f32>
    %1160 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1161 = stablehlo.multiply %1160, %993 : tensor<16xf32>
    %1162 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1163 = stablehlo.multiply %1162, %1116 : tensor<32x16xf32>
    %1164 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1165 = stablehlo.multiply %1164, %1005 : tensor<32xf32>
    %1166 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1167 = stablehlo.multiply %1166, %1119 : tensor<16x32xf32>
    %1168 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1169 = stablehlo.multiply %1168, %1017 : tensor<32xf32>
    %1170 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1171 = stablehlo.multiply %1170, %1122 : tensor<16x32xf32>
    %1172 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1173 = stablehlo.multiply %1172, %1125 : tensor<32x16xf32>
    %1174 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1175 = stablehlo.multiply %1174, %1035 : tensor<16xf32>
    %1176 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1177 = stablehlo.multiply %1176, %1041 : tensor<16xf32>
    %1178 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1179 = stablehlo.multiply %1178, %1047 : tensor<16xf32>
    %1180 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1181 = stablehlo.multiply %1180, %1053 : tensor<16xf32>
    %1182 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1183 = stablehlo.multiply %1182, %1059 : tensor<16xf32>
    %1184 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1185 = stablehlo.multiply %1184, %1065 : tensor<16xf32>
    %1186 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1187 = stablehlo.multiply %1186, %1071 : tensor<2x8xf32>
    %1188 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1189 = stablehlo.multiply %1188, %1128 : tensor<16x2x8xf32>
    %1190 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1191 = stablehlo.multiply %1190, %1083 : tensor<16xf32>
    %1192 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1193 = stablehlo.multiply %1192, %1131 : tensor<2x8x16xf32>
    %1194 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1195 = stablehlo.multiply %1194, %1095 : tensor<2x8xf32>
    %1196 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1197 = stablehlo.multiply %1196, %1134 : tensor<16x2x8xf32>
    %1198 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1199 = stablehlo.multiply %1198, %1107 : tensor<2x8xf32>
    %1200 = stablehlo.broadcast_in_dim %1159, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1201 = stablehlo.multiply %1200, %1137 : tensor<16x2x8xf32>
    %c_325 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1202 = stablehlo.compare LT, %arg64, %c_325, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_326 = stablehlo.constant dense<1> : tensor<i32>
    %1203 = stablehlo.add %arg64, %c_326 : tensor<i32>
    %c_327 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1204 = call @_where_7(%1202, %1203, %c_327) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1205 = stablehlo.add %arg0, %1161 : tensor<16xf32>
    %1206 = stablehlo.add %arg1, %1163 : tensor<32x16xf32>
    %1207 = stablehlo.add %arg2, %1165 : tensor<32xf32>
    %1208 = stablehlo.add %arg3, %1167 : tensor<16x32xf32>
    %1209 = stablehlo.add %arg4, %1169 : tensor<32xf32>
    %1210 = stablehlo.add %arg5, %1171 : tensor<16x32xf32>
    %1211 = stablehlo.add %arg6, %1173 : tensor<32x16xf32>
    %1212 = stablehlo.add %arg7, %1175 : tensor<16xf32>
    %1213 = stablehlo.add %arg8, %1177 : tensor<16xf32>
    %1214 = stablehlo.add %arg9, %1179 : tensor<16xf32>
    %1215 = stablehlo.add %arg10, %1181 : tensor<16xf32>
    %1216 = stablehlo.add %arg11, %1183 : tensor<16xf32>
    %1217 = stablehlo.add %arg12, %1185 : tensor<16xf32>
    %1218 = stablehlo.add %arg13, %1187 : tensor<2x8xf32>
    %1219 = stablehlo.add %arg14, %1189 : tensor<16x2x8xf32>
    %1220 = stablehlo.add %arg15, %1191 : tensor<16xf32>
    %1221 = stablehlo.add %arg16, %1193 : tensor<2x8x16xf32>
    %1222 = stablehlo.add %arg17, %1195 : tensor<2x8xf32>
    %1223 = stablehlo.add %arg18, %1197 : tensor<16x2x8xf32>
    %1224 = stablehlo.add %arg19, %1199 : tensor<2x8xf32>
    %1225 = stablehlo.add %arg20, %1201 : tensor<16x2x8xf32>
    %1226 = chlo.square %289 : tensor<16xf32> -> tensor<16xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1228 = chlo.square %1227 : tensor<16xf32> -> tensor<16xf32>
    %1229 = stablehlo.add %1226, %1228 : tensor<16xf32>
    %1230 = chlo.square %291 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1232 = chlo.square %1231 : tensor<32x16xf32> -> tensor<32x16xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<32x16xf32>
    %1234 = chlo.square %309 : tensor<32xf32> -> tensor<32xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1236 = chlo.square %1235 : tensor<32xf32> -> tensor<32xf32>
    %1237 = stablehlo.add %1234, %1236 : tensor<32xf32>
    %1238 = chlo.square %311 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1240 = chlo.square %1239 : tensor<16x32xf32> -> tensor<16x32xf32>
    %1241 = stablehlo.add %1238, %1240 : tensor<16x32xf32>
    %1242 = chlo.square %250 : tensor<32xf32> -> tensor<32xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1244 = chlo.square %1243 : tensor<32xf32> -> tensor<32xf32>
    %1245 = stablehlo.add %1242, %1244 : tensor<32xf32>
    %1246 = chlo.square %252 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1247 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1248 = chlo.square %1247 : tensor<16x32xf32> -> tensor<16x32xf32>
    %1249 = stablehlo.add %1246, %1248 : tensor<16x32xf32>
    %1250 = chlo.square %430 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1252 = chlo.square %1251 : tensor<32x16xf32> -> tensor<32x16xf32>
    %1253 = stablehlo.add %1250, %1252 : tensor<32x16xf32>
    %1254 = chlo.square %398 : tensor<16xf32> -> tensor<16xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1256 = chlo.square %1255 : tensor<16xf32> -> tensor<16xf32>
    %1257 = stablehlo.add %1254, %1256 : tensor<16xf32>
    %1258 = chlo.square %409 : tensor<16xf32> -> tensor<16xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1260 = chlo.square %1259 : tensor<16xf32> -> tensor<16xf32>
    %1261 = stablehlo.add %1258, %1260 : tensor<16xf32>
    %1262 = chlo.square %315 : tensor<16xf32> -> tensor<16xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1264 = chlo.square %1263 : tensor<16xf32> -> tensor<16xf32>
    %1265 = stablehlo.add %1262, %1264 : tensor<16xf32>
    %1266 = chlo.square %326 : tensor<16xf32> -> tensor<16xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1268 = chlo.square %1267 : tensor<16xf32> -> tensor<16xf32>
    %1269 = stablehlo.add %1266, %1268 : tensor<16xf32>
    %1270 = chlo.square %256 : tensor<16xf32> -> tensor<16xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1272 = chlo.square %1271 : tensor<16xf32> -> tensor<16xf32>
    %1273 = stablehlo.add %1270, %1272 : tensor<16xf32>
    %1274 = chlo.square %267 : tensor<16xf32> -> tensor<16xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1276 = chlo.square %1275 : tensor<16xf32> -> tensor<16xf32>
    %1277 = stablehlo.add %1274, %1276 : tensor<16xf32>
    %1278 = chlo.square %384 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1280 = chlo.square %1279 : tensor<2x8xf32> -> tensor<2x8xf32>
    %1281 = stablehlo.add %1278, %1280 : tensor<2x8xf32>
    %1282 = chlo.square %386 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1284 = chlo.square %1283 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %1285 = stablehlo.add %1282, %1284 : tensor<16x2x8xf32>
    %1286 = chlo.square %349 : tensor<16xf32> -> tensor<16xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1288 = chlo.square %1287 : tensor<16xf32> -> tensor<16xf32>
    %1289 = stablehlo.add %1286, %1288 : tensor<16xf32>
    %1290 = chlo.square %351 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1292 = chlo.square %1291 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %1293 = stablehlo.add %1290, %1292 : tensor<2x8x16xf32>
    %1294 = chlo.square %391 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1296 = chlo.square %1295 : tensor<2x8xf32> -> tensor<2x8xf32>
    %1297 = stablehlo.add %1294, %1296 : tensor<2x8xf32>
    %1298 = chlo.square %393 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1300 = chlo.square %1299 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %1301 = stablehlo.add %1298, %1300 : tensor<16x2x8xf32>
    %1302 = chlo.square %378 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1304 = chlo.square %1303 : tensor<2x8xf32> -> tensor<2x8xf32>
    %1305 = stablehlo.add %1302, %1304 : tensor<2x8xf32>
    %1306 = chlo.square %380 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1308 = chlo.square %1307 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %1309 = stablehlo.add %1306, %1308 : tensor<16x2x8xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1310 = stablehlo.reduce(%1229 init: %cst_349) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1311 = stablehlo.reduce(%1233 init: %cst_350) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1312 = stablehlo.reduce(%1237 init: %cst_351) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1313 = stablehlo.reduce(%1241 init: %cst_352) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1314 = stablehlo.reduce(%1245 init: %cst_353) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1315 = stablehlo.reduce(%1249 init: %cst_354) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1316 = stablehlo.reduce(%1253 init: %cst_355) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1317 = stablehlo.reduce(%1257 init: %cst_356) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1318 = stablehlo.reduce(%1261 init: %cst_357) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1319 = stablehlo.reduce(%1265 init: %cst_358) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1320 = stablehlo.reduce(%1269 init: %cst_359) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1321 = stablehlo.reduce(%1273 init: %cst_360) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1322 = stablehlo.reduce(%1277 init: %cst_361) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1323 = stablehlo.reduce(%1281 init: %cst_362) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1324 = stablehlo.reduce(%1285 init: %cst_363) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1325 = stablehlo.reduce(%1289 init: %cst_364) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1326 = stablehlo.reduce(%1293 init: %cst_365) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1327 = stablehlo.reduce(%1297 init: %cst_366) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1328 = stablehlo.reduce(%1301 init: %cst_367) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1329 = stablehlo.reduce(%1305 init: %cst_368) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1330 = stablehlo.reduce(%1309 init: %cst_369) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<16x2x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1331 = stablehlo.add %cst_370, %1310 : tensor<f32>
    %1332 = stablehlo.add %1331, %1311 : tensor<f32>
    %1333 = stablehlo.add %1332, %1312 : tensor<f32>
    %1334 = stablehlo.add %1333, %1313 : tensor<f32>
    %1335 = stablehlo.add %1334, %1314 : tensor<f32>
    %1336 = stablehlo.add %1335, %1315 : tensor<f32>
    %1337 = stablehlo.add %1336, %1316 : tensor<f32>
    %1338 = stablehlo.add %1337, %1317 : tensor<f32>
    %1339 = stablehlo.add %1338, %1318 : tensor<f32>
    %1340 = stablehlo.add %1339, %1319 : tensor<f32>
    %1341 = stablehlo.add %1340, %1320 : tensor<f32>
    %1342 = stablehlo.add %1341, %1321 : tensor<f32>
    %1343 = stablehlo.add %1342, %1322 : tensor<f32>
    %1344 = stablehlo.add %1343, %1323 : tensor<f32>
    %1345 = stablehlo.add %1344, %1324 : tensor<f32>
    %1346 = stablehlo.add %1345, %1325 : tensor<f32>
    %1347 = stablehlo.add %1346, %1326 : tensor<f32>
    %1348 = stablehlo.add %1347, %1327 : tensor<f32>
    %1349 = stablehlo.add %1348, %1328 : tensor<f32>
    %1350 = stablehlo.add %1349, %1329 : tensor<f32>
    %1351 = stablehlo.add %1350, %1330 : tensor<f32>
    %1352 = stablehlo.sqrt %1351 : tensor<f32>
    return %1205, %1206, %1207, %1208, %1209, %1210, %1211, %1212, %1213, %1214, %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %897, %668, %673, %678, %683, %688, %693, %698, %703, %708, %713, %718, %723, %728, %733, %738, %743, %748, %753, %758, %763, %768, %774, %780, %786, %792, %798, %804, %810, %816, %822, %828, %834, %840, %846, %852, %858, %864, %870, %876, %882, %888, %894, %1204, %232, %1352 : tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<i32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<i32>, tensor<f32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<32x16xf32>, %arg1: tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    return %16, %5 : tensor<2x8x16xf32>, tensor<2x8x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x8x8xf32>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %4, %2 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>
  }
  func.func private @take_along_axis(%arg0: tensor<2x7x32xf32>, %arg1: tensor<2x7x1xi32>) -> (tensor<2x7x1xf32>, tensor<2x7x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x7x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x7x1xi32>, tensor<2x7x1xi32>) -> tensor<2x7x1xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x7x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x7x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x7x1xi1>, tensor<2x7x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x7x1xi32>) -> tensor<2x7x1x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x7x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x7x1x1xi32>, tensor<2x7x1x1xi32>) -> tensor<2x7x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x7x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x7x1x1xi32>, tensor<2x7x1x1xi32>) -> tensor<2x7x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x7x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x7x1x1xi1>, tensor<i1>) -> tensor<2x7x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x7x32xf32>, tensor<2x7x1x1xi32>) -> tensor<2x7x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x7x1xi1>, tensor<2x7x1xf32>
    return %15, %5 : tensor<2x7x1xf32>, tensor<2x7x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<2x7x1xf32>, %arg1: tensor<i32>) -> (tensor<2x7xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 7, 1>}> : (tensor<2x7x1xf32>, tensor<1xi32>) -> tensor<2x7xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x7xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2x7xi1>, tensor<2x7xf32>
    return %13, %3 : tensor<2x7xf32>, tensor<1xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<2x7xf32>) -> tensor<2x7x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x7x1xf32>, tensor<1xi32>, tensor<2x7xf32>) -> tensor<2x7x1xf32>
    return %1 : tensor<2x7x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<2x7x1x1xi32>, %arg1: tensor<2x7x1xf32>) -> tensor<2x7x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x7x32xf32>, tensor<2x7x1x1xi32>, tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    return %1 : tensor<2x7x32xf32>
  }
  func.func private @_where_5(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @_take_6(%arg0: tensor<2x8x1xi32>, %arg1: tensor<2x8x16xf32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
