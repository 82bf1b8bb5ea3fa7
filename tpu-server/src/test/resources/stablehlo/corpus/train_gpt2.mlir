module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<128xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<32xf32>, %arg8: tensor<128x32xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<32x4x8xf32>, %arg11: tensor<32xf32>, %arg12: tensor<4x8x32xf32>, %arg13: tensor<4x8xf32>, %arg14: tensor<32x4x8xf32>, %arg15: tensor<4x8xf32>, %arg16: tensor<32x4x8xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<i32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<128xf32>, %arg27: tensor<32x128xf32>, %arg28: tensor<32xf32>, %arg29: tensor<128x32xf32>, %arg30: tensor<4x8xf32>, %arg31: tensor<32x4x8xf32>, %arg32: tensor<32xf32>, %arg33: tensor<4x8x32xf32>, %arg34: tensor<4x8xf32>, %arg35: tensor<32x4x8xf32>, %arg36: tensor<4x8xf32>, %arg37: tensor<32x4x8xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<16x32xf32>, %arg41: tensor<64x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<128xf32>, %arg47: tensor<32x128xf32>, %arg48: tensor<32xf32>, %arg49: tensor<128x32xf32>, %arg50: tensor<4x8xf32>, %arg51: tensor<32x4x8xf32>, %arg52: tensor<32xf32>, %arg53: tensor<4x8x32xf32>, %arg54: tensor<4x8xf32>, %arg55: tensor<32x4x8xf32>, %arg56: tensor<4x8xf32>, %arg57: tensor<32x4x8xf32>, %arg58: tensor<32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<16x32xf32>, %arg61: tensor<2x10xi32>, %arg62: tensor<2x10x64xf32>) -> (tensor<64x32xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['pos']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<64x32xf32> {jax.result_info = "result[1][0].mu['params']['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].mu['params']['pos']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].nu['params']['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['GptBlock_0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['scale']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].nu['params']['pos']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg0, %arg61) : (tensor<64x32xf32>, tensor<2x10xi32>) -> (tensor<2x10x32xf32>, tensor<2x10x1xi32>)
    %1 = stablehlo.slice %arg19 [0:10, 0:32] : (tensor<16x32xf32>) -> tensor<10x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<10x32xf32>) -> tensor<1x10x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x10x32xf32>) -> tensor<2x10x32xf32>
    %4 = stablehlo.add %0#0, %3 : tensor<2x10x32xf32>
    %5 = chlo.square %4 : tensor<2x10x32xf32> -> tensor<2x10x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x32xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<2x10x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x10xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x10xf32>
    %14 = chlo.square %10 : tensor<2x10xf32> -> tensor<2x10xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %16 = stablehlo.multiply %15, %10 : tensor<2x10xf32>
    %17 = stablehlo.subtract %13, %14 : tensor<2x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x10xf32>
    %20 = stablehlo.compare EQ, %17, %19, FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<2x10xi1>, tensor<2x10xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %25 = stablehlo.compare EQ, %24, %19, FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<2x10xi1>, tensor<2x10xf32>
    %29 = stablehlo.divide %23, %28 : tensor<2x10xf32>
    %30 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %31 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %33 = stablehlo.subtract %4, %32 : tensor<2x10x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %35 = stablehlo.add %31, %34 : tensor<2x10x1xf32>
    %36 = stablehlo.rsqrt %35 : tensor<2x10x1xf32>
    %37 = stablehlo.divide %36, %35 : tensor<2x10x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2x10x1xf32>
    %40 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x10x32xf32>
    %44 = stablehlo.multiply %33, %43 : tensor<2x10x32xf32>
    %45 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x10x32xf32>
    %48 = stablehlo.iota dim = 0 : tensor<10xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<10xi32>) -> tensor<2x10xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<2x10xi32>) -> tensor<2x10x1xi32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 2] : (tensor<2x10xi32>) -> tensor<2x1x10xi32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<2x10x1xi32>) -> tensor<2x10x10xi32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2x1x10xi32>) -> tensor<2x10x10xi32>
    %54 = stablehlo.compare GE, %52, %53, SIGNED : (tensor<2x10x10xi32>, tensor<2x10x10xi32>) -> tensor<2x10x10xi1>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 2, 3] : (tensor<2x10x10xi1>) -> tensor<2x1x10x10xi1>
    %56 = stablehlo.convert %55 : (tensor<2x1x10x10xi1>) -> tensor<2x1x10x10xf32>
    %57 = stablehlo.dot_general %47, %arg14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<32x4x8xf32>) -> tensor<2x10x4x8xf32>
    %58 = stablehlo.reshape %arg13 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x10x4x8xf32>
    %60 = stablehlo.add %57, %59 : tensor<2x10x4x8xf32>
    %61 = stablehlo.dot_general %47, %arg10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<32x4x8xf32>) -> tensor<2x10x4x8xf32>
    %62 = stablehlo.reshape %arg9 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x10x4x8xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x10x4x8xf32>
    %65 = stablehlo.dot_general %47, %arg16, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<32x4x8xf32>) -> tensor<2x10x4x8xf32>
    %66 = stablehlo.reshape %arg15 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x10x4x8xf32>
    %68 = stablehlo.add %65, %67 : tensor<2x10x4x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %69 = stablehlo.sqrt %cst_13 : tensor<f32>
    %70 = stablehlo.convert %69 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<2x10x4x8xf32>
    %72 = stablehlo.divide %60, %71 : tensor<2x10x4x8xf32>
    %73 = stablehlo.dot_general %72, %64, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<2x10x4x8xf32>) -> tensor<2x4x10x10xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %74:2 = call @_where_0(%56, %73, %cst_14) : (tensor<2x1x10x10xf32>, tensor<2x4x10x10xf32>, tensor<f32>) -> (tensor<2x4x10x10xf32>, tensor<2x4x10x10xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x10x10xf32>, tensor<f32>) -> tensor<2x4x10xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x10xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<2x4x10xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x4x10xf32>) -> tensor<2x4x10x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x4x10x1xf32>) -> tensor<2x4x10x10xf32>
    %80 = stablehlo.subtract %74#0, %79 : tensor<2x4x10x10xf32>
    %81 = stablehlo.exponential %80 : tensor<2x4x10x10xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x10x10xf32>, tensor<f32>) -> tensor<2x4x10xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x4x10xf32>) -> tensor<2x4x10x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<2x4x10x1xf32>) -> tensor<2x4x10x10xf32>
    %85 = stablehlo.divide %81, %84 : tensor<2x4x10x10xf32>
    %86 = stablehlo.multiply %83, %83 : tensor<2x4x10x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x10x1xf32>
    %88 = stablehlo.divide %87, %86 : tensor<2x4x10x1xf32>
    %89 = stablehlo.dot_general %68, %85, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<2x4x10x10xf32>) -> tensor<2x4x8x10xf32>
    %90 = stablehlo.transpose %89, dims = [0, 3, 1, 2] : (tensor<2x4x8x10xf32>) -> tensor<2x10x4x8xf32>
    %91 = stablehlo.dot_general %90, %arg12, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x10x32xf32>
    %92 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %94 = stablehlo.add %91, %93 : tensor<2x10x32xf32>
    %95 = stablehlo.add %4, %94 : tensor<2x10x32xf32>
    %96 = chlo.square %95 : tensor<2x10x32xf32> -> tensor<2x10x32xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x10x32xf32>
    %98 = stablehlo.multiply %97, %95 : tensor<2x10x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%95 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %101 = stablehlo.divide %99, %100 : tensor<2x10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%96 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %104 = stablehlo.divide %102, %103 : tensor<2x10xf32>
    %105 = chlo.square %101 : tensor<2x10xf32> -> tensor<2x10xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %107 = stablehlo.multiply %106, %101 : tensor<2x10xf32>
    %108 = stablehlo.subtract %104, %105 : tensor<2x10xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %110 = stablehlo.maximum %109, %108 : tensor<2x10xf32>
    %111 = stablehlo.compare EQ, %108, %110, FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %114 = stablehlo.select %111, %112, %113 : tensor<2x10xi1>, tensor<2x10xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %116 = stablehlo.compare EQ, %115, %110, FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %119 = stablehlo.select %116, %117, %118 : tensor<2x10xi1>, tensor<2x10xf32>
    %120 = stablehlo.divide %114, %119 : tensor<2x10xf32>
    %121 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %122 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %124 = stablehlo.subtract %95, %123 : tensor<2x10x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %126 = stablehlo.add %122, %125 : tensor<2x10x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x10x1xf32>
    %128 = stablehlo.divide %127, %126 : tensor<2x10x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<2x10x1xf32>
    %131 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %132 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<2x10x32xf32>
    %135 = stablehlo.multiply %124, %134 : tensor<2x10x32xf32>
    %136 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %138 = stablehlo.add %135, %137 : tensor<2x10x32xf32>
    %139 = stablehlo.dot_general %138, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<32x128xf32>) -> tensor<2x10x128xf32>
    %140 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x10x128xf32>
    %142 = stablehlo.add %139, %141 : tensor<2x10x128xf32>
    %143 = stablehlo.multiply %142, %142 : tensor<2x10x128xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<2x10x128xf32>
    %145 = stablehlo.multiply %142, %142 : tensor<2x10x128xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<2x10x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %149 = stablehlo.multiply %148, %144 : tensor<2x10x128xf32>
    %150 = stablehlo.add %142, %149 : tensor<2x10x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<2x10x128xf32>
    %153 = stablehlo.tanh %152 : tensor<2x10x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %155 = stablehlo.subtract %154, %153 : tensor<2x10x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %157 = stablehlo.add %156, %153 : tensor<2x10x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<2x10x128xf32>
    %160 = stablehlo.multiply %142, %159 : tensor<2x10x128xf32>
    %161 = stablehlo.dot_general %160, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x128xf32>, tensor<128x32xf32>) -> tensor<2x10x32xf32>
    %162 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %164 = stablehlo.add %161, %163 : tensor<2x10x32xf32>
    %165 = stablehlo.add %95, %164 : tensor<2x10x32xf32>
    %166 = chlo.square %165 : tensor<2x10x32xf32> -> tensor<2x10x32xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x10x32xf32>
    %168 = stablehlo.multiply %167, %165 : tensor<2x10x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%165 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %171 = stablehlo.divide %169, %170 : tensor<2x10xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%166 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %174 = stablehlo.divide %172, %173 : tensor<2x10xf32>
    %175 = chlo.square %171 : tensor<2x10xf32> -> tensor<2x10xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %177 = stablehlo.multiply %176, %171 : tensor<2x10xf32>
    %178 = stablehlo.subtract %174, %175 : tensor<2x10xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %180 = stablehlo.maximum %179, %178 : tensor<2x10xf32>
    %181 = stablehlo.compare EQ, %178, %180, FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %184 = stablehlo.select %181, %182, %183 : tensor<2x10xi1>, tensor<2x10xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %186 = stablehlo.compare EQ, %185, %180, FLOAT : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %189 = stablehlo.select %186, %187, %188 : tensor<2x10xi1>, tensor<2x10xf32>
    %190 = stablehlo.divide %184, %189 : tensor<2x10xf32>
    %191 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %192 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %194 = stablehlo.subtract %165, %193 : tensor<2x10x32xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %196 = stablehlo.add %192, %195 : tensor<2x10x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<2x10x1xf32>
    %198 = stablehlo.divide %197, %196 : tensor<2x10x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<2x10x1xf32>
    %201 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %202 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<2x10x32xf32>
    %205 = stablehlo.multiply %194, %204 : tensor<2x10x32xf32>
    %206 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %208 = stablehlo.add %205, %207 : tensor<2x10x32xf32>
    %209 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %210 = stablehlo.dot_general %208, %209, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<32x64xf32>) -> tensor<2x10x64xf32>
    %211 = stablehlo.subtract %210, %arg62 : tensor<2x10x64xf32>
    %212 = stablehlo.multiply %211, %211 : tensor<2x10x64xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x10x64xf32>
    %214 = stablehlo.multiply %213, %211 : tensor<2x10x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%212 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x10x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_55 = stablehlo.constant dense<1.280000e+03> : tensor<f32>
    %216 = stablehlo.divide %215, %cst_55 : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.280000e+03> : tensor<f32>
    %217 = stablehlo.divide %cst_56, %cst_57 : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<2x10x64xf32>
    %219 = stablehlo.multiply %218, %214 : tensor<2x10x64xf32>
    %220 = stablehlo.dot_general %219, %208, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x64xf32>, tensor<2x10x32xf32>) -> tensor<64x32xf32>
    %221 = stablehlo.transpose %220, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %222 = stablehlo.dot_general %219, %209, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x64xf32>, tensor<32x64xf32>) -> tensor<2x10x32xf32>
    %223 = stablehlo.transpose %221, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%222 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %225 = stablehlo.reshape %224 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %227 = stablehlo.multiply %194, %222 : tensor<2x10x32xf32>
    %228 = stablehlo.multiply %222, %204 : tensor<2x10x32xf32>
    %229 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<2x10x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%230 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %232 = stablehlo.reshape %231 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %233 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %234 = stablehlo.multiply %227, %233 : tensor<2x10x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %236 = stablehlo.reshape %235 : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %237 = stablehlo.reshape %232 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %238 = stablehlo.multiply %236, %200 : tensor<2x10x1xf32>
    %239 = stablehlo.negate %228 : tensor<2x10x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%238 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x10x1xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%241 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x10x1xf32>, tensor<f32>) -> tensor<2x10xf32>
    %244 = stablehlo.multiply %242, %190 : tensor<2x10xf32>
    %245 = stablehlo.negate %244 : tensor<2x10xf32>
    %246 = stablehlo.multiply %245, %177 : tensor<2x10xf32>
    %247 = stablehlo.add %243, %246 : tensor<2x10xf32>
    %cst_64 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %249 = stablehlo.divide %244, %248 : tensor<2x10xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x32xf32>
    %cst_65 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %252 = stablehlo.divide %247, %251 : tensor<2x10xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x32xf32>
    %254 = stablehlo.add %228, %253 : tensor<2x10x32xf32>
    %255 = stablehlo.multiply %250, %168 : tensor<2x10x32xf32>
    %256 = stablehlo.add %254, %255 : tensor<2x10x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %258 = stablehlo.reshape %257 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %259 = stablehlo.reshape %258 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %260 = stablehlo.dot_general %256, %160, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<2x10x128xf32>) -> tensor<32x128xf32>
    %261 = stablehlo.transpose %260, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %262 = stablehlo.dot_general %256, %arg8, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<128x32xf32>) -> tensor<2x10x128xf32>
    %263 = stablehlo.multiply %142, %262 : tensor<2x10x128xf32>
    %264 = stablehlo.multiply %262, %159 : tensor<2x10x128xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %266 = stablehlo.multiply %265, %263 : tensor<2x10x128xf32>
    %267 = stablehlo.multiply %266, %155 : tensor<2x10x128xf32>
    %268 = stablehlo.multiply %267, %153 : tensor<2x10x128xf32>
    %269 = stablehlo.add %267, %268 : tensor<2x10x128xf32>
    %cst_68 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<2x10x128xf32>
    %272 = stablehlo.add %264, %271 : tensor<2x10x128xf32>
    %cst_69 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x10x128xf32>
    %274 = stablehlo.multiply %273, %271 : tensor<2x10x128xf32>
    %275 = stablehlo.multiply %274, %147 : tensor<2x10x128xf32>
    %276 = stablehlo.add %272, %275 : tensor<2x10x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x128xf32>, tensor<f32>) -> tensor<128xf32>
    %278 = stablehlo.reshape %277 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %280 = stablehlo.dot_general %276, %138, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x128xf32>, tensor<2x10x32xf32>) -> tensor<128x32xf32>
    %281 = stablehlo.transpose %280, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %282 = stablehlo.dot_general %276, %arg6, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x128xf32>, tensor<32x128xf32>) -> tensor<2x10x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %284 = stablehlo.reshape %283 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %285 = stablehlo.reshape %284 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %286 = stablehlo.multiply %124, %282 : tensor<2x10x32xf32>
    %287 = stablehlo.multiply %282, %134 : tensor<2x10x32xf32>
    %288 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %289 = stablehlo.multiply %288, %286 : tensor<2x10x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %291 = stablehlo.reshape %290 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %292 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %293 = stablehlo.multiply %286, %292 : tensor<2x10x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %295 = stablehlo.reshape %294 : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %296 = stablehlo.reshape %291 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %297 = stablehlo.multiply %295, %130 : tensor<2x10x1xf32>
    %298 = stablehlo.negate %287 : tensor<2x10x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %300 = stablehlo.reshape %299 : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %301 = stablehlo.add %256, %287 : tensor<2x10x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%297 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x10x1xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%300 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x10x1xf32>, tensor<f32>) -> tensor<2x10xf32>
    %304 = stablehlo.multiply %302, %120 : tensor<2x10xf32>
    %305 = stablehlo.negate %304 : tensor<2x10xf32>
    %306 = stablehlo.multiply %305, %107 : tensor<2x10xf32>
    %307 = stablehlo.add %303, %306 : tensor<2x10xf32>
    %cst_77 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %309 = stablehlo.divide %304, %308 : tensor<2x10xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x32xf32>
    %cst_78 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %312 = stablehlo.divide %307, %311 : tensor<2x10xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x32xf32>
    %314 = stablehlo.add %301, %313 : tensor<2x10x32xf32>
    %315 = stablehlo.multiply %310, %98 : tensor<2x10x32xf32>
    %316 = stablehlo.add %314, %315 : tensor<2x10x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %318 = stablehlo.reshape %317 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %319 = stablehlo.reshape %318 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %320 = stablehlo.dot_general %316, %90, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<2x10x4x8xf32>) -> tensor<32x4x8xf32>
    %321 = stablehlo.transpose %320, dims = [1, 2, 0] : (tensor<32x4x8xf32>) -> tensor<4x8x32xf32>
    %322 = stablehlo.dot_general %316, %arg12, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x10x32xf32>, tensor<4x8x32xf32>) -> tensor<2x10x4x8xf32>
    %323 = stablehlo.transpose %322, dims = [0, 2, 3, 1] : (tensor<2x10x4x8xf32>) -> tensor<2x4x8x10xf32>
    %324 = stablehlo.dot_general %323, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8x10xf32>, tensor<2x10x4x8xf32>) -> tensor<2x4x10x10xf32>
    %325 = stablehlo.dot_general %323, %85, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x4x8x10xf32>, tensor<2x4x10x10xf32>) -> tensor<2x4x8x10xf32>
    %326 = stablehlo.transpose %325, dims = [0, 3, 1, 2] : (tensor<2x4x8x10xf32>) -> tensor<2x10x4x8xf32>
    %327 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<2x4x10x1xf32>) -> tensor<2x4x10x10xf32>
    %328 = stablehlo.multiply %324, %327 : tensor<2x4x10x10xf32>
    %329 = stablehlo.multiply %328, %81 : tensor<2x4x10x10xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_80) applies stablehlo.add across dimensions = [3] : (tensor<2x4x10x10xf32>, tensor<f32>) -> tensor<2x4x10xf32>
    %331 = stablehlo.reshape %330 : (tensor<2x4x10xf32>) -> tensor<2x4x10x1xf32>
    %332 = stablehlo.negate %331 : tensor<2x4x10x1xf32>
    %333 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<2x4x10x1xf32>) -> tensor<2x4x10x10xf32>
    %334 = stablehlo.divide %324, %333 : tensor<2x4x10x10xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%332 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<2x4x10x1xf32>, tensor<f32>) -> tensor<2x4x10xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<2x4x10xf32>) -> tensor<2x4x10x10xf32>
    %337 = stablehlo.add %334, %336 : tensor<2x4x10x10xf32>
    %338 = stablehlo.multiply %337, %81 : tensor<2x4x10x10xf32>
    %339 = call @_where_1(%74#1, %338) : (tensor<2x4x10x10xi1>, tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32>
    %340 = stablehlo.dot_general %339, %72, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x10x10xf32>, tensor<2x10x4x8xf32>) -> tensor<2x4x10x8xf32>
    %341 = stablehlo.transpose %340, dims = [0, 2, 1, 3] : (tensor<2x4x10x8xf32>) -> tensor<2x10x4x8xf32>
    %342 = stablehlo.dot_general %339, %64, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x10x10xf32>, tensor<2x10x4x8xf32>) -> tensor<2x4x10x8xf32>
    %343 = stablehlo.transpose %342, dims = [0, 2, 1, 3] : (tensor<2x4x10x8xf32>) -> tensor<2x10x4x8xf32>
    %344 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<2x10x4x8xf32>
    %345 = stablehlo.divide %343, %344 : tensor<2x10x4x8xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%326 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %348 = stablehlo.reshape %347 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %349 = stablehlo.dot_general %326, %47, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<2x10x32xf32>) -> tensor<4x8x32xf32>
    %350 = stablehlo.transpose %349, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %351 = stablehlo.dot_general %326, %arg16, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<32x4x8xf32>) -> tensor<2x10x32xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%341 init: %cst_83) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %353 = stablehlo.reshape %352 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %355 = stablehlo.dot_general %341, %47, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<2x10x32xf32>) -> tensor<4x8x32xf32>
    %356 = stablehlo.transpose %355, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %357 = stablehlo.dot_general %341, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<32x4x8xf32>) -> tensor<2x10x32xf32>
    %358 = stablehlo.add %351, %357 : tensor<2x10x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%345 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %360 = stablehlo.reshape %359 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %362 = stablehlo.dot_general %345, %47, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<2x10x32xf32>) -> tensor<4x8x32xf32>
    %363 = stablehlo.transpose %362, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %364 = stablehlo.dot_general %345, %arg14, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x8xf32>, tensor<32x4x8xf32>) -> tensor<2x10x32xf32>
    %365 = stablehlo.add %358, %364 : tensor<2x10x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %367 = stablehlo.reshape %366 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %368 = stablehlo.reshape %367 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %369 = stablehlo.multiply %33, %365 : tensor<2x10x32xf32>
    %370 = stablehlo.multiply %365, %43 : tensor<2x10x32xf32>
    %371 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x32xf32>
    %372 = stablehlo.multiply %371, %369 : tensor<2x10x32xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<32xf32>
    %374 = stablehlo.reshape %373 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %375 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %376 = stablehlo.multiply %369, %375 : tensor<2x10x32xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %378 = stablehlo.reshape %377 : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %379 = stablehlo.reshape %374 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %380 = stablehlo.multiply %378, %39 : tensor<2x10x1xf32>
    %381 = stablehlo.negate %370 : tensor<2x10x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<2x10xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %384 = stablehlo.add %316, %370 : tensor<2x10x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%380 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<2x10x1xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%383 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<2x10x1xf32>, tensor<f32>) -> tensor<2x10xf32>
    %387 = stablehlo.multiply %385, %29 : tensor<2x10xf32>
    %388 = stablehlo.negate %387 : tensor<2x10xf32>
    %389 = stablehlo.multiply %388, %16 : tensor<2x10xf32>
    %390 = stablehlo.add %386, %389 : tensor<2x10xf32>
    %cst_91 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %392 = stablehlo.divide %387, %391 : tensor<2x10xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x32xf32>
    %cst_92 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %395 = stablehlo.divide %390, %394 : tensor<2x10xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x32xf32>
    %397 = stablehlo.add %384, %396 : tensor<2x10x32xf32>
    %398 = stablehlo.multiply %393, %7 : tensor<2x10x32xf32>
    %399 = stablehlo.add %397, %398 : tensor<2x10x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_93) applies stablehlo.add across dimensions = [0] : (tensor<2x10x32xf32>, tensor<f32>) -> tensor<10x32xf32>
    %401 = stablehlo.reshape %400 : (tensor<10x32xf32>) -> tensor<1x10x32xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_94) applies stablehlo.add across dimensions = [0] : (tensor<1x10x32xf32>, tensor<f32>) -> tensor<10x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.pad %402, %cst_95, low = [0, 0], high = [6, 0], interior = [0, 0] : (tensor<10x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %404 = call @_take_2(%0#1, %399) : (tensor<2x10x1xi32>, tensor<2x10x32xf32>) -> tensor<64x32xf32>
    %405 = stablehlo.add %223, %404 : tensor<64x32xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %407 = stablehlo.multiply %406, %405 : tensor<64x32xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %409 = stablehlo.multiply %408, %arg21 : tensor<64x32xf32>
    %410 = stablehlo.add %407, %409 : tensor<64x32xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %412 = stablehlo.multiply %411, %368 : tensor<32xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %414 = stablehlo.multiply %413, %arg22 : tensor<32xf32>
    %415 = stablehlo.add %412, %414 : tensor<32xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %417 = stablehlo.multiply %416, %379 : tensor<32xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %419 = stablehlo.multiply %418, %arg23 : tensor<32xf32>
    %420 = stablehlo.add %417, %419 : tensor<32xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %422 = stablehlo.multiply %421, %285 : tensor<32xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %424 = stablehlo.multiply %423, %arg24 : tensor<32xf32>
    %425 = stablehlo.add %422, %424 : tensor<32xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %427 = stablehlo.multiply %426, %296 : tensor<32xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %429 = stablehlo.multiply %428, %arg25 : tensor<32xf32>
    %430 = stablehlo.add %427, %429 : tensor<32xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %432 = stablehlo.multiply %431, %279 : tensor<128xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %434 = stablehlo.multiply %433, %arg26 : tensor<128xf32>
    %435 = stablehlo.add %432, %434 : tensor<128xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %437 = stablehlo.multiply %436, %281 : tensor<32x128xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %439 = stablehlo.multiply %438, %arg27 : tensor<32x128xf32>
    %440 = stablehlo.add %437, %439 : tensor<32x128xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %442 = stablehlo.multiply %441, %259 : tensor<32xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %444 = stablehlo.multiply %443, %arg28 : tensor<32xf32>
    %445 = stablehlo.add %442, %444 : tensor<32xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %447 = stablehlo.multiply %446, %261 : tensor<128x32xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %449 = stablehlo.multiply %448, %arg29 : tensor<128x32xf32>
    %450 = stablehlo.add %447, %449 : tensor<128x32xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %452 = stablehlo.multiply %451, %354 : tensor<4x8xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %454 = stablehlo.multiply %453, %arg30 : tensor<4x8xf32>
    %455 = stablehlo.add %452, %454 : tensor<4x8xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %457 = stablehlo.multiply %456, %356 : tensor<32x4x8xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %459 = stablehlo.multiply %458, %arg31 : tensor<32x4x8xf32>
    %460 = stablehlo.add %457, %459 : tensor<32x4x8xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %462 = stablehlo.multiply %461, %319 : tensor<32xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %464 = stablehlo.multiply %463, %arg32 : tensor<32xf32>
    %465 = stablehlo.add %462, %464 : tensor<32xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %467 = stablehlo.multiply %466, %321 : tensor<4x8x32xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %469 = stablehlo.multiply %468, %arg33 : tensor<4x8x32xf32>
    %470 = stablehlo.add %467, %469 : tensor<4x8x32xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %472 = stablehlo.multiply %471, %361 : tensor<4x8xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %474 = stablehlo.multiply %473, %arg34 : tensor<4x8xf32>
    %475 = stablehlo.add %472, %474 : tensor<4x8xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %477 = stablehlo.multiply %476, %363 : tensor<32x4x8xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %479 = stablehlo.multiply %478, %arg35 : tensor<32x4x8xf32>
    %480 = stablehlo.add %477, %479 : tensor<32x4x8xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %482 = stablehlo.multiply %481, %348 : tensor<4x8xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %484 = stablehlo.multiply %483, %arg36 : tensor<4x8xf32>
    %485 = stablehlo.add %482, %484 : tensor<4x8xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %487 = stablehlo.multiply %486, %350 : tensor<32x4x8xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %489 = stablehlo.multiply %488, %arg37 : tensor<32x4x8xf32>
    %490 = stablehlo.add %487, %489 : tensor<32x4x8xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %492 = stablehlo.multiply %491, %226 : tensor<32xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %494 = stablehlo.multiply %493, %arg38 : tensor<32xf32>
    %495 = stablehlo.add %492, %494 : tensor<32xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %497 = stablehlo.multiply %496, %237 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %499 = stablehlo.multiply %498, %arg39 : tensor<32xf32>
    %500 = stablehlo.add %497, %499 : tensor<32xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %502 = stablehlo.multiply %501, %403 : tensor<16x32xf32>
    %cst_135 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %504 = stablehlo.multiply %503, %arg40 : tensor<16x32xf32>
    %505 = stablehlo.add %502, %504 : tensor<16x32xf32>
    %506 = stablehlo.multiply %405, %405 : tensor<64x32xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %508 = stablehlo.multiply %507, %506 : tensor<64x32xf32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %510 = stablehlo.multiply %509, %arg41 : tensor<64x32xf32>
    %511 = stablehlo.add %508, %510 : tensor<64x32xf32>
    %512 = stablehlo.multiply %368, %368 : tensor<32xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %514 = stablehlo.multiply %513, %512 : tensor<32xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %516 = stablehlo.multiply %515, %arg42 : tensor<32xf32>
    %517 = stablehlo.add %514, %516 : tensor<32xf32>
    %518 = stablehlo.multiply %379, %379 : tensor<32xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %520 = stablehlo.multiply %519, %518 : tensor<32xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %522 = stablehlo.multiply %521, %arg43 : tensor<32xf32>
    %523 = stablehlo.add %520, %522 : tensor<32xf32>
    %524 = stablehlo.multiply %285, %285 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %526 = stablehlo.multiply %525, %524 : tensor<32xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %528 = stablehlo.multiply %527, %arg44 : tensor<32xf32>
    %529 = stablehlo.add %526, %528 : tensor<32xf32>
    %530 = stablehlo.multiply %296, %296 : tensor<32xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %532 = stablehlo.multiply %531, %530 : tensor<32xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %534 = stablehlo.multiply %533, %arg45 : tensor<32xf32>
    %535 = stablehlo.add %532, %534 : tensor<32xf32>
    %536 = stablehlo.multiply %279, %279 : tensor<128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %538 = stablehlo.multiply %537, %536 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %540 = stablehlo.multiply %539, %arg46 : tensor<128xf32>
    %541 = stablehlo.add %538, %540 : tensor<128xf32>
    %542 = stablehlo.multiply %281, %281 : tensor<32x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %544 = stablehlo.multiply %543, %542 : tensor<32x128xf32>
    %cst_149 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %546 = stablehlo.multiply %545, %arg47 : tensor<32x128xf32>
    %547 = stablehlo.add %544, %546 : tensor<32x128xf32>
    %548 = stablehlo.multiply %259, %259 : tensor<32xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %550 = stablehlo.multiply %549, %548 : tensor<32xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %552 = stablehlo.multiply %551, %arg48 : tensor<32xf32>
    %553 = stablehlo.add %550, %552 : tensor<32xf32>
    %554 = stablehlo.multiply %261, %261 : tensor<128x32xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %556 = stablehlo.multiply %555, %554 : tensor<128x32xf32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %558 = stablehlo.multiply %557, %arg49 : tensor<128x32xf32>
    %559 = stablehlo.add %556, %558 : tensor<128x32xf32>
    %560 = stablehlo.multiply %354, %354 : tensor<4x8xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %562 = stablehlo.multiply %561, %560 : tensor<4x8xf32>
    %cst_155 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %564 = stablehlo.multiply %563, %arg50 : tensor<4x8xf32>
    %565 = stablehlo.add %562, %564 : tensor<4x8xf32>
    %566 = stablehlo.multiply %356, %356 : tensor<32x4x8xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %568 = stablehlo.multiply %567, %566 : tensor<32x4x8xf32>
    %cst_157 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %570 = stablehlo.multiply %569, %arg51 : tensor<32x4x8xf32>
    %571 = stablehlo.add %568, %570 : tensor<32x4x8xf32>
    %572 = stablehlo.multiply %319, %319 : tensor<32xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %574 = stablehlo.multiply %573, %572 : tensor<32xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %576 = stablehlo.multiply %575, %arg52 : tensor<32xf32>
    %577 = stablehlo.add %574, %576 : tensor<32xf32>
    %578 = stablehlo.multiply %321, %321 : tensor<4x8x32xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %580 = stablehlo.multiply %579, %578 : tensor<4x8x32xf32>
    %cst_161 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %582 = stablehlo.multiply %581, %arg53 : tensor<4x8x32xf32>
    %583 = stablehlo.add %580, %582 : tensor<4x8x32xf32>
    %584 = stablehlo.multiply %361, %361 : tensor<4x8xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %586 = stablehlo.multiply %585, %584 : tensor<4x8xf32>
    %cst_163 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %588 = stablehlo.multiply %587, %arg54 : tensor<4x8xf32>
    %589 = stablehlo.add %586, %588 : tensor<4x8xf32>
    %590 = stablehlo.multiply %363, %363 : tensor<32x4x8xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %592 = stablehlo.multiply %591, %590 : tensor<32x4x8xf32>
    %cst_165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %594 = stablehlo.multiply %593, %arg55 : tensor<32x4x8xf32>
    %595 = stablehlo.add %592, %594 : tensor<32x4x8xf32>
    %596 = stablehlo.multiply %348, %348 : tensor<4x8xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %598 = stablehlo.multiply %597, %596 : tensor<4x8xf32>
    %cst_167 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %600 = stablehlo.multiply %599, %arg56 : tensor<4x8xf32>
    %601 = stablehlo.add %598, %600 : tensor<4x8xf32>
    %602 = stablehlo.multiply %350, %350 : tensor<32x4x8xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %604 = stablehlo.multiply %603, %602 : tensor<32x4x8xf32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %606 = stablehlo.multiply %605, %arg57 : tensor<32x4x8xf32>
    %607 = stablehlo.add %604, %606 : tensor<32x4x8xf32>
    %608 = stablehlo.multiply %226, %226 : tensor<32xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %610 = stablehlo.multiply %609, %608 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.multiply %611, %arg58 : tensor<32xf32>
    %613 = stablehlo.add %610, %612 : tensor<32xf32>
    %614 = stablehlo.multiply %237, %237 : tensor<32xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %616 = stablehlo.multiply %615, %614 : tensor<32xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %618 = stablehlo.multiply %617, %arg59 : tensor<32xf32>
    %619 = stablehlo.add %616, %618 : tensor<32xf32>
    %620 = stablehlo.multiply %403, %403 : tensor<16x32xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %622 = stablehlo.multiply %621, %620 : tensor<16x32xf32>
    %cst_175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %624 = stablehlo.multiply %623, %arg60 : tensor<16x32xf32>
    %625 = stablehlo.add %622, %624 : tensor<16x32xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %626 = stablehlo.compare LT, %arg20, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_176 = stablehlo.constant dense<1> : tensor<i32>
    %627 = stablehlo.add %arg20, %c_176 : tensor<i32>
    %c_177 = stablehlo.constant dense<2147483647> : tensor<i32>
    %628 = call @_where_3(%626, %627, %c_177) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %629 = stablehlo.convert %628 : (tensor<i32>) -> tensor<f32>
    %630 = stablehlo.power %cst_178, %629 : tensor<f32>
    %cst_179 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %631 = stablehlo.subtract %cst_179, %630 : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %633 = stablehlo.divide %410, %632 : tensor<64x32xf32>
    %634 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %635 = stablehlo.divide %415, %634 : tensor<32xf32>
    %636 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.divide %420, %636 : tensor<32xf32>
    %638 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %639 = stablehlo.divide %425, %638 : tensor<32xf32>
    %640 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %641 = stablehlo.divide %430, %640 : tensor<32xf32>
    %642 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %643 = stablehlo.divide %435, %642 : tensor<128xf32>
    %644 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %645 = stablehlo.divide %440, %644 : tensor<32x128xf32>
    %646 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %647 = stablehlo.divide %445, %646 : tensor<32xf32>
    %648 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %649 = stablehlo.divide %450, %648 : tensor<128x32xf32>
    %650 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %651 = stablehlo.divide %455, %650 : tensor<4x8xf32>
    %652 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %653 = stablehlo.divide %460, %652 : tensor<32x4x8xf32>
    %654 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %655 = stablehlo.divide %465, %654 : tensor<32xf32>
    %656 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %657 = stablehlo.divide %470, %656 : tensor<4x8x32xf32>
    %658 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %659 = stablehlo.divide %475, %658 : tensor<4x8xf32>
    %660 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %661 = stablehlo.divide %480, %660 : tensor<32x4x8xf32>
    %662 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %663 = stablehlo.divide %485, %662 : tensor<4x8xf32>
    %664 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %665 = stablehlo.divide %490, %664 : tensor<32x4x8xf32>
    %666 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %667 = stablehlo.divide %495, %666 : tensor<32xf32>
    %668 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %669 = stablehlo.divide %500, %668 : tensor<32xf32>
    %670 = stablehlo.broadcast_in_dim %631, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %671 = stablehlo.divide %505, %670 : tensor<16x32xf32>
    %cst_180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %672 = stablehlo.convert %628 : (tensor<i32>) -> tensor<f32>
    %673 = stablehlo.power %cst_180, %672 : tensor<f32>
    %cst_181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %674 = stablehlo.subtract %cst_181, %673 : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %676 = stablehlo.divide %511, %675 : tensor<64x32xf32>
    %677 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %678 = stablehlo.divide %517, %677 : tensor<32xf32>
    %679 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %680 = stablehlo.divide %523, %679 : tensor<32xf32>
    %681 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %682 = stablehlo.divide %529, %681 : tensor<32xf32>
    %683 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.divide %535, %683 : tensor<32xf32>
    %685 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %686 = stablehlo.divide %541, %685 : tensor<128xf32>
    %687 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %688 = stablehlo.divide %547, %687 : tensor<32x128xf32>
    %689 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %690 = stablehlo.divide %553, %689 : tensor<32xf32>
    %691 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %692 = stablehlo.divide %559, %691 : tensor<128x32xf32>
    %693 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %694 = stablehlo.divide %565, %693 : tensor<4x8xf32>
    %695 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %696 = stablehlo.divide %571, %695 : tensor<32x4x8xf32>
    %697 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %698 = stablehlo.divide %577, %697 : tensor<32xf32>
    %699 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %700 = stablehlo.divide %583, %699 : tensor<4x8x32xf32>
    %701 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %702 = stablehlo.divide %589, %701 : tensor<4x8xf32>
    %703 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %704 = stablehlo.divide %595, %703 : tensor<32x4x8xf32>
    %705 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %706 = stablehlo.divide %601, %705 : tensor<4x8xf32>
    %707 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %708 = stablehlo.divide %607, %707 : tensor<32x4x8xf32>
    %709 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %710 = stablehlo.divide %613, %709 : tensor<32xf32>
    %711 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %712 = stablehlo.divide %619, %711 : tensor<32xf32>
    %713 = stablehlo.broadcast_in_dim %674, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %714 = stablehlo.divide %625, %713 : tensor<16x32xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %716 = stablehlo.add %676, %715 : tensor<64x32xf32>
    %717 = stablehlo.sqrt %716 : tensor<64x32xf32>
    %cst_183 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %719 = stablehlo.add %717, %718 : tensor<64x32xf32>
    %720 = stablehlo.divide %633, %719 : tensor<64x32xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %722 = stablehlo.add %678, %721 : tensor<32xf32>
    %723 = stablehlo.sqrt %722 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %725 = stablehlo.add %723, %724 : tensor<32xf32>
    %726 = stablehlo.divide %635, %725 : tensor<32xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %728 = stablehlo.add %680, %727 : tensor<32xf32>
    %729 = stablehlo.sqrt %728 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %731 = stablehlo.add %729, %730 : tensor<32xf32>
    %732 = stablehlo.divide %637, %731 : tensor<32xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %734 = stablehlo.add %682, %733 : tensor<32xf32>
    %735 = stablehlo.sqrt %734 : tensor<32xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %737 = stablehlo.add %735, %736 : tensor<32xf32>
    %738 = stablehlo.divide %639, %737 : tensor<32xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %740 = stablehlo.add %684, %739 : tensor<32xf32>
    %741 = stablehlo.sqrt %740 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %743 = stablehlo.add %741, %742 : tensor<32xf32>
    %744 = stablehlo.divide %641, %743 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %746 = stablehlo.add %686, %745 : tensor<128xf32>
    %747 = stablehlo.sqrt %746 : tensor<128xf32>
    %cst_193 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %749 = stablehlo.add %747, %748 : tensor<128xf32>
    %750 = stablehlo.divide %643, %749 : tensor<128xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %752 = stablehlo.add %688, %751 : tensor<32x128xf32>
    %753 = stablehlo.sqrt %752 : tensor<32x128xf32>
    %cst_195 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %755 = stablehlo.add %753, %754 : tensor<32x128xf32>
    %756 = stablehlo.divide %645, %755 : tensor<32x128xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %758 = stablehlo.add %690, %757 : tensor<32xf32>
    %759 = stablehlo.sqrt %758 : tensor<32xf32>
    %cst_197 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %761 = stablehlo.add %759, %760 : tensor<32xf32>
    %762 = stablehlo.divide %647, %761 : tensor<32xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %764 = stablehlo.add %692, %763 : tensor<128x32xf32>
    %765 = stablehlo.sqrt %764 : tensor<128x32xf32>
    %cst_199 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %767 = stablehlo.add %765, %766 : tensor<128x32xf32>
    %768 = stablehlo.divide %649, %767 : tensor<128x32xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %770 = stablehlo.add %694, %769 : tensor<4x8xf32>
    %771 = stablehlo.sqrt %770 : tensor<4x8xf32>
    %cst_201 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %773 = stablehlo.add %771, %772 : tensor<4x8xf32>
    %774 = stablehlo.divide %651, %773 : tensor<4x8xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %776 = stablehlo.add %696, %775 : tensor<32x4x8xf32>
    %777 = stablehlo.sqrt %776 : tensor<32x4x8xf32>
    %cst_203 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %779 = stablehlo.add %777, %778 : tensor<32x4x8xf32>
    %780 = stablehlo.divide %653, %779 : tensor<32x4x8xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %782 = stablehlo.add %698, %781 : tensor<32xf32>
    %783 = stablehlo.sqrt %782 : tensor<32xf32>
    %cst_205 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %785 = stablehlo.add %783, %784 : tensor<32xf32>
    %786 = stablehlo.divide %655, %785 : tensor<32xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %788 = stablehlo.add %700, %787 : tensor<4x8x32xf32>
    %789 = stablehlo.sqrt %788 : tensor<4x8x32xf32>
    %cst_207 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %791 = stablehlo.add %789, %790 : tensor<4x8x32xf32>
    %792 = stablehlo.divide %657, %791 : tensor<4x8x32xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %794 = stablehlo.add %702, %793 : tensor<4x8xf32>
    %795 = stablehlo.sqrt %794 : tensor<4x8xf32>
    %cst_209 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %797 = stablehlo.add %795, %796 : tensor<4x8xf32>
    %798 = stablehlo.divide %659, %797 : tensor<4x8xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %800 = stablehlo.add %704, %799 : tensor<32x4x8xf32>
    %801 = stablehlo.sqrt %800 : tensor<32x4x8xf32>
    %cst_211 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %803 = stablehlo.add %801, %802 : tensor<32x4x8xf32>
    %804 = stablehlo.divide %661, %803 : tensor<32x4x8xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %806 = stablehlo.add %706, %805 : tensor<4x8xf32>
    %807 = stablehlo.sqrt %806 : tensor<4x8xf32>
    %cst_213 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %809 = stablehlo.add %807, %808 : tensor<4x8xf32>
    %810 = stablehlo.divide %663, %809 : tensor<4x8xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %812 = stablehlo.add %708, %811 : tensor<32x4x8xf32>
    %813 = stablehlo.sqrt %812 : tensor<32x4x8xf32>
    %cst_215 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %815 = stablehlo.add %813, %814 : tensor<32x4x8xf32>
    %816 = stablehlo.divide %665, %815 : tensor<32x4x8xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %818 = stablehlo.add %710, %817 : tensor<32xf32>
    %819 = stablehlo.sqrt %818 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %821 = stablehlo.add %819, %820 : tensor<32xf32>
    %822 = stablehlo.divide %667, %821 : tensor<32xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %824 = stablehlo.add %712, %823 : tensor<32xf32>
    %825 = stablehlo.sqrt %824 : tensor<32xf32>
    %cst_219 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %827 = stablehlo.add %825, %826 : tensor<32xf32>
    %828 = stablehlo.divide %669, %827 : tensor<32xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %830 = stablehlo.add %714, %829 : tensor<16x32xf32>
    %831 = stablehlo.sqrt %830 : tensor<16x32xf32>
    %cst_221 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %833 = stablehlo.add %831, %832 : tensor<16x32xf32>
    %834 = stablehlo.divide %671, %833 : tensor<16x32xf32>
    %cst_222 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %836 = stablehlo.multiply %835, %arg0 : tensor<64x32xf32>
    %837 = stablehlo.add %720, %836 : tensor<64x32xf32>
    %cst_223 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %839 = stablehlo.multiply %838, %arg1 : tensor<32xf32>
    %840 = stablehlo.add %726, %839 : tensor<32xf32>
    %cst_224 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %842 = stablehlo.multiply %841, %arg2 : tensor<32xf32>
    %843 = stablehlo.add %732, %842 : tensor<32xf32>
    %cst_225 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %845 = stablehlo.multiply %844, %arg3 : tensor<32xf32>
    %846 = stablehlo.add %738, %845 : tensor<32xf32>
    %cst_226 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %848 = stablehlo.multiply %847, %arg4 : tensor<32xf32>
    %849 = stablehlo.add %744, %848 : tensor<32xf32>
    %cst_227 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %851 = stablehlo.multiply %850, %arg5 : tensor<128xf32>
    %852 = stablehlo.add %750, %851 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %854 = stablehlo.multiply %853, %arg6 : tensor<32x128xf32>
    %855 = stablehlo.add %756, %854 : tensor<32x128xf32>
    %cst_229 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %857 = stablehlo.multiply %856, %arg7 : tensor<32xf32>
    %858 = stablehlo.add %762, %857 : tensor<32xf32>
    %cst_230 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %860 = stablehlo.multiply %859, %arg8 : tensor<128x32xf32>
    %861 = stablehlo.add %768, %860 : tensor<128x32xf32>
    %cst_231 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %863 = stablehlo.multiply %862, %arg9 : tensor<4x8xf32>
    %864 = stablehlo.add %774, %863 : tensor<4x8xf32>
    %cst_232 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %866 = stablehlo.multiply %865, %arg10 : tensor<32x4x8xf32>
    %867 = stablehlo.add %780, %866 : tensor<32x4x8xf32>
    %cst_233 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %869 = stablehlo.multiply %868, %arg11 : tensor<32xf32>
    %870 = stablehlo.add %786, %869 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %872 = stablehlo.multiply %871, %arg12 : tensor<4x8x32xf32>
    %873 = stablehlo.add %792, %872 : tensor<4x8x32xf32>
    %cst_235 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %875 = stablehlo.multiply %874, %arg13 : tensor<4x8xf32>
    %876 = stablehlo.add %798, %875 : tensor<4x8xf32>
    %cst_236 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %878 = stablehlo.multiply %877, %arg14 : tensor<32x4x8xf32>
    %879 = stablehlo.add %804, %878 : tensor<32x4x8xf32>
    %cst_237 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %881 = stablehlo.multiply %880, %arg15 : tensor<4x8xf32>
    %882 = stablehlo.add %810, %881 : tensor<4x8xf32>
    %cst_238 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %884 = stablehlo.multiply %883, %arg16 : tensor<32x4x8xf32>
    %885 = stablehlo.add %816, %884 : tensor<32x4x8xf32>
    %cst_239 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %887 = stablehlo.multiply %886, %arg17 : tensor<32xf32>
    %888 = stablehlo.add %822, %887 : tensor<32xf32>
    %cst_240 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %890 = stablehlo.multiply %889, %arg18 : tensor<32xf32>
    %891 = stablehlo.add %828, %890 : tensor<32xf32>
    %cst_241 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %893 = stablehlo.multiply %892, %arg19 : tensor<16x32xf32>
    %894 = stablehlo.add %834, %893 : tensor<16x32xf32>
    %cst_242 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %896 = stablehlo.multiply %895, %837 : tensor<64x32xf32>
    %cst_243 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %898 = stablehlo.multiply %897, %840 : tensor<32xf32>
    %cst_244 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %900 = stablehlo.multiply %899, %843 : tensor<32xf32>
    %cst_245 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %902 = stablehlo.multiply %901, %846 : tensor<32xf32>
    %cst_246 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %904 = stablehlo.multiply %903, %849 : tensor<32xf32>
    %cst_247 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %906 = stablehlo.multiply %905, %852 : tensor<128xf32>
    %cst_248 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %908 = stablehlo.multiply %907, %855 : tensor<32x128xf32>
    %cst_249 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %910 = stablehlo.multiply %909, %858 : tensor<32xf32>
    %cst_250 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %912 = stablehlo.multiply %911, %861 : tensor<128x32xf32>
    %cst_251 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %914 = stablehlo.multiply %913, %864 : tensor<4x8xf32>
    %cst_252 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %916 = stablehlo.multiply %915, %867 : tensor<32x4x8xf32>
    %cst_253 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %918 = stablehlo.multiply %917, %870 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %920 = stablehlo.multiply %919, %873 : tensor<4x8x32xf32>
    %cst_255 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %922 = stablehlo.multiply %921, %876 : tensor<4x8xf32>
    %cst_256 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %924 = stablehlo.multiply %923, %879 : tensor<32x4x8xf32>
    %cst_257 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %926 = stablehlo.multiply %925, %882 : tensor<4x8xf32>
    %cst_258 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %928 = stablehlo.multiply %927, %885 : tensor<32x4x8xf32>
    %cst_259 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %930 = stablehlo.multiply %929, %888 : tensor<32xf32>
    %cst_260 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %932 = stablehlo.multiply %931, %891 : tensor<32xf32>
    %cst_261 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %934 = stablehlo.multiply %933, %894 : tensor<16x32xf32>
    %935 = stablehlo.add %arg0, %896 : tensor<64x32xf32>
    %936 = stablehlo.add %arg1, %898 : tensor<32xf32>
    %937 = stablehlo.add %arg2, %900 : tensor<32xf32>
    %938 = stablehlo.add %arg3, %902 : tensor<32xf32>
    %939 = stablehlo.add %arg4, %904 : tensor<32xf32>
    %940 = stablehlo.add %arg5, %906 : tensor<128xf32>
    %941 = stablehlo.add %arg6, %908 : tensor<32x128xf32>
    %942 = stablehlo.add %arg7, %910 : tensor<32xf32>
    %943 = stablehlo.add %arg8, %912 : tensor<128x32xf32>
    %944 = stablehlo.add %arg9, %914 : tensor<4x8xf32>
    %945 = stablehlo.add %arg10, %916 : tensor<32x4x8xf32>
    %946 = stablehlo.add %arg11, %918 : tensor<32xf32>
    %947 = stablehlo.add %arg12, %920 : tensor<4x8x32xf32>
    %948 = stablehlo.add %arg13, %922 : tensor<4x8xf32>
    %949 = stablehlo.add %arg14, %924 : tensor<32x4x8xf32>
    %950 = stablehlo.add %arg15, %926 : tensor<4x8xf32>
    %951 = stablehlo.add %arg16, %928 : tensor<32x4x8xf32>
    %952 = stablehlo.add %arg17, %930 : tensor<32xf32>
    %953 = stablehlo.add %arg18, %932 : tensor<32xf32>
    %954 = stablehlo.add %arg19, %934 : tensor<16x32xf32>
    return %935, %936, %937, %938, %939, %940, %941, %942, %943, %944, %945, %946, %947, %948, %949, %950, %951, %952, %953, %954, %628, %410, %415, %420, %425, %430, %435, %440, %445, %450, %455, %460, %465, %470, %475, %480, %485, %490, %495, %500, %505, %511, %517, %523, %529, %535, %541, %547, %553, %559, %565, %571, %577, %583, %589, %595, %601, %607, %613, %619, %625, %216 : tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<i32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<2x10xi32>) -> (tensor<2x10x32xf32>, tensor<2x10x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x10xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x10xi1>, tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x10xi32>) -> tensor<2x10x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x10x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x10x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x10x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x10x1xi1>, tensor<i1>) -> tensor<2x10xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x10x1xi32>) -> tensor<2x10x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x10xi1>) -> tensor<2x10x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x10x32xi1>, tensor<2x10x32xf32>
    return %16, %5 : tensor<2x10x32xf32>, tensor<2x10x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x10xi1>, %arg1: tensor<2x10xi32>, %arg2: tensor<2x10xi32>) -> tensor<2x10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x10xi1>, tensor<2x10xi32>
    return %0 : tensor<2x10xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x10x10xf32>, %arg1: tensor<2x4x10x10xf32>, %arg2: tensor<f32>) -> (tensor<2x4x10x10xf32>, tensor<2x4x10x10xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x10x10xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x10x10xf32>, tensor<2x1x10x10xf32>) -> tensor<2x1x10x10xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x10x10xi1>) -> tensor<2x4x10x10xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x10x10xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x10x10xi1>, tensor<2x4x10x10xf32>
    return %4, %2 : tensor<2x4x10x10xf32>, tensor<2x4x10x10xi1>
  }
  func.func private @_where_1(%arg0: tensor<2x4x10x10xi1>, %arg1: tensor<2x4x10x10xf32>) -> tensor<2x4x10x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x10x10xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x10x10xi1>, tensor<2x4x10x10xf32>
    return %1 : tensor<2x4x10x10xf32>
  }
  func.func private @_take_2(%arg0: tensor<2x10x1xi32>, %arg1: tensor<2x10x32xf32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x10x1xi32>, tensor<2x10x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
