module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<64xf32>, %arg10: tensor<16x64xf32>, %arg11: tensor<16xf32>, %arg12: tensor<64x16xf32>, %arg13: tensor<2x8xf32>, %arg14: tensor<16x2x8xf32>, %arg15: tensor<16xf32>, %arg16: tensor<2x8x16xf32>, %arg17: tensor<2x8xf32>, %arg18: tensor<16x2x8xf32>, %arg19: tensor<2x8xf32>, %arg20: tensor<16x2x8xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<64xf32>, %arg26: tensor<16x64xf32>, %arg27: tensor<16xf32>, %arg28: tensor<64x16xf32>, %arg29: tensor<2x8xf32>, %arg30: tensor<16x2x8xf32>, %arg31: tensor<16xf32>, %arg32: tensor<2x8x16xf32>, %arg33: tensor<2x8xf32>, %arg34: tensor<16x2x8xf32>, %arg35: tensor<2x8xf32>, %arg36: tensor<16x2x8xf32>, %arg37: tensor<i32>, %arg38: tensor<32xf32>, %arg39: tensor<16x32xf32>, %arg40: tensor<32x16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<64xf32>, %arg48: tensor<16x64xf32>, %arg49: tensor<16xf32>, %arg50: tensor<64x16xf32>, %arg51: tensor<2x8xf32>, %arg52: tensor<16x2x8xf32>, %arg53: tensor<16xf32>, %arg54: tensor<2x8x16xf32>, %arg55: tensor<2x8xf32>, %arg56: tensor<16x2x8xf32>, %arg57: tensor<2x8xf32>, %arg58: tensor<16x2x8xf32>, %arg59: tensor<16xf32>, %arg60: tensor<16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<64xf32>, %arg64: tensor<16x64xf32>, %arg65: tensor<16xf32>, %arg66: tensor<64x16xf32>, %arg67: tensor<2x8xf32>, %arg68: tensor<16x2x8xf32>, %arg69: tensor<16xf32>, %arg70: tensor<2x8x16xf32>, %arg71: tensor<2x8xf32>, %arg72: tensor<16x2x8xf32>, %arg73: tensor<2x8xf32>, %arg74: tensor<16x2x8xf32>, %arg75: tensor<32xf32>, %arg76: tensor<16x32xf32>, %arg77: tensor<32x16xf32>, %arg78: tensor<16xf32>, %arg79: tensor<16xf32>, %arg80: tensor<16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<16xf32>, %arg84: tensor<64xf32>, %arg85: tensor<16x64xf32>, %arg86: tensor<16xf32>, %arg87: tensor<64x16xf32>, %arg88: tensor<2x8xf32>, %arg89: tensor<16x2x8xf32>, %arg90: tensor<16xf32>, %arg91: tensor<2x8x16xf32>, %arg92: tensor<2x8xf32>, %arg93: tensor<16x2x8xf32>, %arg94: tensor<2x8xf32>, %arg95: tensor<16x2x8xf32>, %arg96: tensor<16xf32>, %arg97: tensor<16xf32>, %arg98: tensor<16xf32>, %arg99: tensor<16xf32>, %arg100: tensor<64xf32>, %arg101: tensor<16x64xf32>, %arg102: tensor<16xf32>, %arg103: tensor<64x16xf32>, %arg104: tensor<2x8xf32>, %arg105: tensor<16x2x8xf32>, %arg106: tensor<16xf32>, %arg107: tensor<2x8x16xf32>, %arg108: tensor<2x8xf32>, %arg109: tensor<16x2x8xf32>, %arg110: tensor<2x8xf32>, %arg111: tensor<16x2x8xf32>, %arg112: tensor<2x8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].mu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].nu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg2, %arg112) : (tensor<32x16xf32>, tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>)
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
    %36 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2x8x16xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<2x8x16xf32>
    %41 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
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
    %127 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %128 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x8x16xf32>
    %131 = stablehlo.multiply %120, %130 : tensor<2x8x16xf32>
    %132 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %134 = stablehlo.add %131, %133 : tensor<2x8x16xf32>
    %135 = stablehlo.dot_general %134, %arg10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %136 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %138 = stablehlo.add %135, %137 : tensor<2x8x64xf32>
    %139 = stablehlo.multiply %138, %138 : tensor<2x8x64xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<2x8x64xf32>
    %141 = stablehlo.multiply %138, %138 : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %143 = stablehlo.multiply %142, %141 : tensor<2x8x64xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %145 = stablehlo.multiply %144, %140 : tensor<2x8x64xf32>
    %146 = stablehlo.add %138, %145 : tensor<2x8x64xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<2x8x64xf32>
    %149 = stablehlo.tanh %148 : tensor<2x8x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %151 = stablehlo.subtract %150, %149 : tensor<2x8x64xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %153 = stablehlo.add %152, %149 : tensor<2x8x64xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<2x8x64xf32>
    %156 = stablehlo.multiply %138, %155 : tensor<2x8x64xf32>
    %157 = stablehlo.dot_general %156, %arg12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x16xf32>) -> tensor<2x8x16xf32>
    %158 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
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
    %197 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<2x8x16xf32>
    %201 = stablehlo.multiply %190, %200 : tensor<2x8x16xf32>
    %202 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %204 = stablehlo.add %201, %203 : tensor<2x8x16xf32>
    %205 = stablehlo.iota dim = 0 : tensor<8xi32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %211 = stablehlo.compare GE, %209, %210, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %213 = stablehlo.convert %212 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %214 = stablehlo.dot_general %204, %arg34, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %215 = stablehlo.reshape %arg33 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %217 = stablehlo.add %214, %216 : tensor<2x8x2x8xf32>
    %218 = stablehlo.dot_general %204, %arg30, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %219 = stablehlo.reshape %arg29 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %221 = stablehlo.add %218, %220 : tensor<2x8x2x8xf32>
    %222 = stablehlo.dot_general %204, %arg36, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %223 = stablehlo.reshape %arg35 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %225 = stablehlo.add %222, %224 : tensor<2x8x2x8xf32>
    %cst_53 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %226 = stablehlo.sqrt %cst_53 : tensor<f32>
    %227 = stablehlo.convert %226 : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %229 = stablehlo.divide %217, %228 : tensor<2x8x2x8xf32>
    %230 = stablehlo.dot_general %229, %221, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_54 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %231:2 = call @_where_0(%213, %230, %cst_54) : (tensor<2x1x8x8xf32>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %232 = stablehlo.reduce(%231#0 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %234 = stablehlo.maximum %233, %232 : tensor<2x2x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %237 = stablehlo.subtract %231#0, %236 : tensor<2x2x8x8xf32>
    %238 = stablehlo.exponential %237 : tensor<2x2x8x8xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %242 = stablehlo.divide %238, %241 : tensor<2x2x8x8xf32>
    %243 = stablehlo.multiply %240, %240 : tensor<2x2x8x1xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %245 = stablehlo.divide %244, %243 : tensor<2x2x8x1xf32>
    %246 = stablehlo.dot_general %225, %242, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %247 = stablehlo.transpose %246, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %248 = stablehlo.dot_general %247, %arg32, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %249 = stablehlo.reshape %arg31 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %251 = stablehlo.add %248, %250 : tensor<2x8x16xf32>
    %252 = stablehlo.add %161, %251 : tensor<2x8x16xf32>
    %253 = chlo.square %252 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %255 = stablehlo.multiply %254, %252 : tensor<2x8x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%252 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %258 = stablehlo.divide %256, %257 : tensor<2x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%253 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %261 = stablehlo.divide %259, %260 : tensor<2x8xf32>
    %262 = chlo.square %258 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %264 = stablehlo.multiply %263, %258 : tensor<2x8xf32>
    %265 = stablehlo.subtract %261, %262 : tensor<2x8xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %267 = stablehlo.maximum %266, %265 : tensor<2x8xf32>
    %268 = stablehlo.compare EQ, %265, %267, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %271 = stablehlo.select %268, %269, %270 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %273 = stablehlo.compare EQ, %272, %267, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %276 = stablehlo.select %273, %274, %275 : tensor<2x8xi1>, tensor<2x8xf32>
    %277 = stablehlo.divide %271, %276 : tensor<2x8xf32>
    %278 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %279 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %281 = stablehlo.subtract %252, %280 : tensor<2x8x16xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %283 = stablehlo.add %279, %282 : tensor<2x8x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<2x8x1xf32>
    %285 = stablehlo.divide %284, %283 : tensor<2x8x1xf32>
    %cst_72 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<2x8x1xf32>
    %288 = stablehlo.reshape %arg24 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %289 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %290 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<2x8x16xf32>
    %292 = stablehlo.multiply %281, %291 : tensor<2x8x16xf32>
    %293 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %295 = stablehlo.add %292, %294 : tensor<2x8x16xf32>
    %296 = stablehlo.dot_general %295, %arg26, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %297 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x8x64xf32>
    %300 = stablehlo.multiply %299, %299 : tensor<2x8x64xf32>
    %301 = stablehlo.multiply %300, %299 : tensor<2x8x64xf32>
    %302 = stablehlo.multiply %299, %299 : tensor<2x8x64xf32>
    %cst_73 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<2x8x64xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %306 = stablehlo.multiply %305, %301 : tensor<2x8x64xf32>
    %307 = stablehlo.add %299, %306 : tensor<2x8x64xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<2x8x64xf32>
    %310 = stablehlo.tanh %309 : tensor<2x8x64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %312 = stablehlo.subtract %311, %310 : tensor<2x8x64xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %314 = stablehlo.add %313, %310 : tensor<2x8x64xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<2x8x64xf32>
    %317 = stablehlo.multiply %299, %316 : tensor<2x8x64xf32>
    %318 = stablehlo.dot_general %317, %arg28, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x16xf32>) -> tensor<2x8x16xf32>
    %319 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %321 = stablehlo.add %318, %320 : tensor<2x8x16xf32>
    %322 = stablehlo.add %252, %321 : tensor<2x8x16xf32>
    %323 = chlo.square %322 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %325 = stablehlo.multiply %324, %322 : tensor<2x8x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%322 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_81 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %328 = stablehlo.divide %326, %327 : tensor<2x8xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%323 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_83 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %331 = stablehlo.divide %329, %330 : tensor<2x8xf32>
    %332 = chlo.square %328 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_84 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %334 = stablehlo.multiply %333, %328 : tensor<2x8xf32>
    %335 = stablehlo.subtract %331, %332 : tensor<2x8xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %337 = stablehlo.maximum %336, %335 : tensor<2x8xf32>
    %338 = stablehlo.compare EQ, %335, %337, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %341 = stablehlo.select %338, %339, %340 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.compare EQ, %342, %337, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %346 = stablehlo.select %343, %344, %345 : tensor<2x8xi1>, tensor<2x8xf32>
    %347 = stablehlo.divide %341, %346 : tensor<2x8xf32>
    %348 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %349 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %350 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %351 = stablehlo.subtract %322, %350 : tensor<2x8x16xf32>
    %cst_91 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %353 = stablehlo.add %349, %352 : tensor<2x8x1xf32>
    %354 = stablehlo.rsqrt %353 : tensor<2x8x1xf32>
    %355 = stablehlo.divide %354, %353 : tensor<2x8x1xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %357 = stablehlo.multiply %356, %355 : tensor<2x8x1xf32>
    %358 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %359 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %360 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<2x8x16xf32>
    %362 = stablehlo.multiply %351, %361 : tensor<2x8x16xf32>
    %363 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %365 = stablehlo.add %362, %364 : tensor<2x8x16xf32>
    %366 = stablehlo.dot_general %365, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %367 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %369 = stablehlo.add %366, %368 : tensor<2x8x32xf32>
    %370 = stablehlo.slice %369 [0:2, 0:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x7x32xf32>
    %371 = stablehlo.slice %arg112 [0:2, 1:8] : (tensor<2x8xi32>) -> tensor<2x7xi32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<2x7xi32>) -> tensor<2x7x1xi32>
    %373:2 = call @take_along_axis(%370, %372) : (tensor<2x7x32xf32>, tensor<2x7x1xi32>) -> (tensor<2x7x1xf32>, tensor<2x7x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %374:2 = call @_take_1(%373#0, %c) : (tensor<2x7x1xf32>, tensor<i32>) -> (tensor<2x7xf32>, tensor<1xi32>)
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %375 = stablehlo.reduce(%370 init: %cst_93) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %377 = stablehlo.maximum %376, %375 : tensor<2x7xf32>
    %378 = stablehlo.is_finite %377 : (tensor<2x7xf32>) -> tensor<2x7xi1>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %380 = stablehlo.select %378, %377, %379 : tensor<2x7xi1>, tensor<2x7xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %383 = stablehlo.subtract %370, %382 : tensor<2x7x32xf32>
    %384 = stablehlo.exponential %383 : tensor<2x7x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %386 = stablehlo.abs %385 : tensor<2x7xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %388 = stablehlo.compare GE, %385, %387, FLOAT : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %389 = stablehlo.log %386 : tensor<2x7xf32>
    %390 = stablehlo.add %389, %380 : tensor<2x7xf32>
    %391 = stablehlo.subtract %390, %374#0 : tensor<2x7xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %393 = stablehlo.divide %392, %cst_99 : tensor<f32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %394 = stablehlo.divide %cst_100, %cst_101 : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %396 = stablehlo.negate %395 : tensor<2x7xf32>
    %397 = stablehlo.divide %395, %386 : tensor<2x7xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %399 = stablehlo.select %388, %398, %397 : tensor<2x7xi1>, tensor<2x7xf32>
    %400 = stablehlo.select %388, %397, %398 : tensor<2x7xi1>, tensor<2x7xf32>
    %401 = stablehlo.negate %399 : tensor<2x7xf32>
    %402 = stablehlo.add %400, %401 : tensor<2x7xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x32xf32>
    %404 = stablehlo.multiply %403, %384 : tensor<2x7x32xf32>
    %405 = call @_take_3(%374#1, %396) : (tensor<1xi32>, tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %406 = call @take_along_axis_4(%373#1, %405) : (tensor<2x7x1x1xi32>, tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %407 = stablehlo.add %404, %406 : tensor<2x7x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.pad %407, %cst_103, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %410 = stablehlo.reshape %409 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %411 = stablehlo.reshape %410 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %412 = stablehlo.dot_general %408, %365, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %413 = stablehlo.transpose %412, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %414 = stablehlo.dot_general %408, %arg1, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %416 = stablehlo.reshape %415 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %417 = stablehlo.reshape %416 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %418 = stablehlo.multiply %351, %414 : tensor<2x8x16xf32>
    %419 = stablehlo.multiply %414, %361 : tensor<2x8x16xf32>
    %420 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %421 = stablehlo.multiply %420, %418 : tensor<2x8x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %423 = stablehlo.reshape %422 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %424 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %425 = stablehlo.multiply %418, %424 : tensor<2x8x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %427 = stablehlo.reshape %426 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %428 = stablehlo.reshape %423 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %429 = stablehlo.multiply %427, %357 : tensor<2x8x1xf32>
    %430 = stablehlo.negate %419 : tensor<2x8x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %432 = stablehlo.reshape %431 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%429 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%432 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %435 = stablehlo.multiply %433, %347 : tensor<2x8xf32>
    %436 = stablehlo.negate %435 : tensor<2x8xf32>
    %437 = stablehlo.multiply %436, %334 : tensor<2x8xf32>
    %438 = stablehlo.add %434, %437 : tensor<2x8xf32>
    %cst_111 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %440 = stablehlo.divide %435, %439 : tensor<2x8xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_112 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %443 = stablehlo.divide %438, %442 : tensor<2x8xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %445 = stablehlo.add %419, %444 : tensor<2x8x16xf32>
    %446 = stablehlo.multiply %441, %325 : tensor<2x8x16xf32>
    %447 = stablehlo.add %445, %446 : tensor<2x8x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%447 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %449 = stablehlo.reshape %448 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %450 = stablehlo.reshape %449 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %451 = stablehlo.dot_general %447, %317, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %452 = stablehlo.transpose %451, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %453 = stablehlo.dot_general %447, %arg28, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<64x16xf32>) -> tensor<2x8x64xf32>
    %454 = stablehlo.multiply %299, %453 : tensor<2x8x64xf32>
    %455 = stablehlo.multiply %453, %316 : tensor<2x8x64xf32>
    %cst_114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %457 = stablehlo.multiply %456, %454 : tensor<2x8x64xf32>
    %458 = stablehlo.multiply %457, %312 : tensor<2x8x64xf32>
    %459 = stablehlo.multiply %458, %310 : tensor<2x8x64xf32>
    %460 = stablehlo.add %458, %459 : tensor<2x8x64xf32>
    %cst_115 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %462 = stablehlo.multiply %461, %460 : tensor<2x8x64xf32>
    %463 = stablehlo.add %455, %462 : tensor<2x8x64xf32>
    %cst_116 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %465 = stablehlo.multiply %464, %462 : tensor<2x8x64xf32>
    %466 = stablehlo.multiply %465, %304 : tensor<2x8x64xf32>
    %467 = stablehlo.add %463, %466 : tensor<2x8x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %469 = stablehlo.reshape %468 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %470 = stablehlo.reshape %469 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %471 = stablehlo.dot_general %467, %295, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %472 = stablehlo.transpose %471, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %473 = stablehlo.dot_general %467, %arg26, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<16x64xf32>) -> tensor<2x8x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.reduce(%473 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %475 = stablehlo.reshape %474 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %476 = stablehlo.reshape %475 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %477 = stablehlo.multiply %281, %473 : tensor<2x8x16xf32>
    %478 = stablehlo.multiply %473, %291 : tensor<2x8x16xf32>
    %479 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %480 = stablehlo.multiply %479, %477 : tensor<2x8x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %482 = stablehlo.reshape %481 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %483 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %484 = stablehlo.multiply %477, %483 : tensor<2x8x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %487 = stablehlo.reshape %482 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %488 = stablehlo.multiply %486, %287 : tensor<2x8x1xf32>
    %489 = stablehlo.negate %478 : tensor<2x8x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %491 = stablehlo.reshape %490 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %492 = stablehlo.add %447, %478 : tensor<2x8x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%488 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%491 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %495 = stablehlo.multiply %493, %277 : tensor<2x8xf32>
    %496 = stablehlo.negate %495 : tensor<2x8xf32>
    %497 = stablehlo.multiply %496, %264 : tensor<2x8xf32>
    %498 = stablehlo.add %494, %497 : tensor<2x8xf32>
    %cst_124 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %500 = stablehlo.divide %495, %499 : tensor<2x8xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_125 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %503 = stablehlo.divide %498, %502 : tensor<2x8xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %505 = stablehlo.add %492, %504 : tensor<2x8x16xf32>
    %506 = stablehlo.multiply %501, %255 : tensor<2x8x16xf32>
    %507 = stablehlo.add %505, %506 : tensor<2x8x16xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %509 = stablehlo.reshape %508 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %510 = stablehlo.reshape %509 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %511 = stablehlo.dot_general %507, %247, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %512 = stablehlo.transpose %511, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %513 = stablehlo.dot_general %507, %arg32, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %514 = stablehlo.transpose %513, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %515 = stablehlo.dot_general %514, %225, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %516 = stablehlo.dot_general %514, %242, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %517 = stablehlo.transpose %516, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %518 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %519 = stablehlo.multiply %515, %518 : tensor<2x2x8x8xf32>
    %520 = stablehlo.multiply %519, %238 : tensor<2x2x8x8xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%520 init: %cst_127) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %522 = stablehlo.reshape %521 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %523 = stablehlo.negate %522 : tensor<2x2x8x1xf32>
    %524 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %525 = stablehlo.divide %515, %524 : tensor<2x2x8x8xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%523 init: %cst_128) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %528 = stablehlo.add %525, %527 : tensor<2x2x8x8xf32>
    %529 = stablehlo.multiply %528, %238 : tensor<2x2x8x8xf32>
    %530 = call @_where_5(%231#1, %529) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %531 = stablehlo.dot_general %530, %229, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %532 = stablehlo.transpose %531, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %533 = stablehlo.dot_general %530, %221, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %534 = stablehlo.transpose %533, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %535 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %536 = stablehlo.divide %534, %535 : tensor<2x8x2x8xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%517 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %538 = stablehlo.reshape %537 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %539 = stablehlo.reshape %538 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %540 = stablehlo.dot_general %517, %204, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %541 = stablehlo.transpose %540, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %542 = stablehlo.dot_general %517, %arg36, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%532 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %544 = stablehlo.reshape %543 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %545 = stablehlo.reshape %544 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %546 = stablehlo.dot_general %532, %204, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %547 = stablehlo.transpose %546, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %548 = stablehlo.dot_general %532, %arg30, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %549 = stablehlo.add %542, %548 : tensor<2x8x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%536 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %551 = stablehlo.reshape %550 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %552 = stablehlo.reshape %551 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %553 = stablehlo.dot_general %536, %204, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %554 = stablehlo.transpose %553, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %555 = stablehlo.dot_general %536, %arg34, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %556 = stablehlo.add %549, %555 : tensor<2x8x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %558 = stablehlo.reshape %557 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %559 = stablehlo.reshape %558 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %560 = stablehlo.multiply %190, %556 : tensor<2x8x16xf32>
    %561 = stablehlo.multiply %556, %200 : tensor<2x8x16xf32>
    %562 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %563 = stablehlo.multiply %562, %560 : tensor<2x8x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %565 = stablehlo.reshape %564 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %566 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %567 = stablehlo.multiply %560, %566 : tensor<2x8x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %569 = stablehlo.reshape %568 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %570 = stablehlo.reshape %565 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %571 = stablehlo.multiply %569, %196 : tensor<2x8x1xf32>
    %572 = stablehlo.negate %561 : tensor<2x8x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %574 = stablehlo.reshape %573 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %575 = stablehlo.add %507, %561 : tensor<2x8x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%571 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%574 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %578 = stablehlo.multiply %576, %186 : tensor<2x8xf32>
    %579 = stablehlo.negate %578 : tensor<2x8xf32>
    %580 = stablehlo.multiply %579, %173 : tensor<2x8xf32>
    %581 = stablehlo.add %577, %580 : tensor<2x8xf32>
    %cst_138 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %583 = stablehlo.divide %578, %582 : tensor<2x8xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_139 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %586 = stablehlo.divide %581, %585 : tensor<2x8xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %588 = stablehlo.add %575, %587 : tensor<2x8x16xf32>
    %589 = stablehlo.multiply %584, %164 : tensor<2x8x16xf32>
    %590 = stablehlo.add %588, %589 : tensor<2x8x16xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.reduce(%590 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %592 = stablehlo.reshape %591 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %593 = stablehlo.reshape %592 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %594 = stablehlo.dot_general %590, %156, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %595 = stablehlo.transpose %594, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %596 = stablehlo.dot_general %590, %arg12, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<64x16xf32>) -> tensor<2x8x64xf32>
    %597 = stablehlo.multiply %138, %596 : tensor<2x8x64xf32>
    %598 = stablehlo.multiply %596, %155 : tensor<2x8x64xf32>
    %cst_141 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %600 = stablehlo.multiply %599, %597 : tensor<2x8x64xf32>
    %601 = stablehlo.multiply %600, %151 : tensor<2x8x64xf32>
    %602 = stablehlo.multiply %601, %149 : tensor<2x8x64xf32>
    %603 = stablehlo.add %601, %602 : tensor<2x8x64xf32>
    %cst_142 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %605 = stablehlo.multiply %604, %603 : tensor<2x8x64xf32>
    %606 = stablehlo.add %598, %605 : tensor<2x8x64xf32>
    %cst_143 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %608 = stablehlo.multiply %607, %605 : tensor<2x8x64xf32>
    %609 = stablehlo.multiply %608, %143 : tensor<2x8x64xf32>
    %610 = stablehlo.add %606, %609 : tensor<2x8x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%610 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %612 = stablehlo.reshape %611 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %613 = stablehlo.reshape %612 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %614 = stablehlo.dot_general %610, %134, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %615 = stablehlo.transpose %614, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %616 = stablehlo.dot_general %610, %arg10, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<16x64xf32>) -> tensor<2x8x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %618 = stablehlo.reshape %617 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %619 = stablehlo.reshape %618 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %620 = stablehlo.multiply %120, %616 : tensor<2x8x16xf32>
    %621 = stablehlo.multiply %616, %130 : tensor<2x8x16xf32>
    %622 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %623 = stablehlo.multiply %622, %620 : tensor<2x8x16xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %625 = stablehlo.reshape %624 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %626 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %627 = stablehlo.multiply %620, %626 : tensor<2x8x16xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %629 = stablehlo.reshape %628 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %630 = stablehlo.reshape %625 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %631 = stablehlo.multiply %629, %126 : tensor<2x8x1xf32>
    %632 = stablehlo.negate %621 : tensor<2x8x16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.reduce(%632 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %634 = stablehlo.reshape %633 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %635 = stablehlo.add %590, %621 : tensor<2x8x16xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%631 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%634 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %638 = stablehlo.multiply %636, %116 : tensor<2x8xf32>
    %639 = stablehlo.negate %638 : tensor<2x8xf32>
    %640 = stablehlo.multiply %639, %103 : tensor<2x8xf32>
    %641 = stablehlo.add %637, %640 : tensor<2x8xf32>
    %cst_151 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %643 = stablehlo.divide %638, %642 : tensor<2x8xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_152 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %646 = stablehlo.divide %641, %645 : tensor<2x8xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %648 = stablehlo.add %635, %647 : tensor<2x8x16xf32>
    %649 = stablehlo.multiply %644, %94 : tensor<2x8x16xf32>
    %650 = stablehlo.add %648, %649 : tensor<2x8x16xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%650 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %652 = stablehlo.reshape %651 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %653 = stablehlo.reshape %652 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %654 = stablehlo.dot_general %650, %86, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %655 = stablehlo.transpose %654, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %656 = stablehlo.dot_general %650, %arg16, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %657 = stablehlo.transpose %656, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %658 = stablehlo.dot_general %657, %64, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %659 = stablehlo.dot_general %657, %81, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %660 = stablehlo.transpose %659, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %661 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %662 = stablehlo.multiply %658, %661 : tensor<2x2x8x8xf32>
    %663 = stablehlo.multiply %662, %77 : tensor<2x2x8x8xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_154) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %665 = stablehlo.reshape %664 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %666 = stablehlo.negate %665 : tensor<2x2x8x1xf32>
    %667 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %668 = stablehlo.divide %658, %667 : tensor<2x2x8x8xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%666 init: %cst_155) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %671 = stablehlo.add %668, %670 : tensor<2x2x8x8xf32>
    %672 = stablehlo.multiply %671, %77 : tensor<2x2x8x8xf32>
    %673 = call @_where_5(%70#1, %672) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %674 = stablehlo.dot_general %673, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %675 = stablehlo.transpose %674, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %676 = stablehlo.dot_general %673, %60, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %677 = stablehlo.transpose %676, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %678 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %679 = stablehlo.divide %677, %678 : tensor<2x8x2x8xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%660 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %681 = stablehlo.reshape %680 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %682 = stablehlo.reshape %681 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %683 = stablehlo.dot_general %660, %43, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %684 = stablehlo.transpose %683, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %685 = stablehlo.dot_general %660, %arg20, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%675 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %687 = stablehlo.reshape %686 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %688 = stablehlo.reshape %687 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %689 = stablehlo.dot_general %675, %43, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %690 = stablehlo.transpose %689, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %691 = stablehlo.dot_general %675, %arg14, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %692 = stablehlo.add %685, %691 : tensor<2x8x16xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%679 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %694 = stablehlo.reshape %693 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %695 = stablehlo.reshape %694 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %696 = stablehlo.dot_general %679, %43, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %697 = stablehlo.transpose %696, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %698 = stablehlo.dot_general %679, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %699 = stablehlo.add %692, %698 : tensor<2x8x16xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%699 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %701 = stablehlo.reshape %700 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %702 = stablehlo.reshape %701 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %703 = stablehlo.multiply %29, %699 : tensor<2x8x16xf32>
    %704 = stablehlo.multiply %699, %39 : tensor<2x8x16xf32>
    %705 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %706 = stablehlo.multiply %705, %703 : tensor<2x8x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %707 = stablehlo.reduce(%706 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %708 = stablehlo.reshape %707 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %709 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %710 = stablehlo.multiply %703, %709 : tensor<2x8x16xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %712 = stablehlo.reshape %711 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %713 = stablehlo.reshape %708 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %714 = stablehlo.multiply %712, %35 : tensor<2x8x1xf32>
    %715 = stablehlo.negate %704 : tensor<2x8x16xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %716 = stablehlo.reduce(%715 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %717 = stablehlo.reshape %716 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %718 = stablehlo.add %650, %704 : tensor<2x8x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.reduce(%714 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.reduce(%717 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %721 = stablehlo.multiply %719, %25 : tensor<2x8xf32>
    %722 = stablehlo.negate %721 : tensor<2x8xf32>
    %723 = stablehlo.multiply %722, %12 : tensor<2x8xf32>
    %724 = stablehlo.add %720, %723 : tensor<2x8xf32>
    %cst_165 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %726 = stablehlo.divide %721, %725 : tensor<2x8xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_166 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %729 = stablehlo.divide %724, %728 : tensor<2x8xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %731 = stablehlo.add %718, %730 : tensor<2x8x16xf32>
    %732 = stablehlo.multiply %727, %3 : tensor<2x8x16xf32>
    %733 = stablehlo.add %731, %732 : tensor<2x8x16xf32>
    %734 = call @_take_6(%0#1, %733) : (tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %736 = stablehlo.multiply %735, %411 : tensor<32xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %738 = stablehlo.multiply %737, %arg38 : tensor<32xf32>
    %739 = stablehlo.add %736, %738 : tensor<32xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %741 = stablehlo.multiply %740, %413 : tensor<16x32xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %743 = stablehlo.multiply %742, %arg39 : tensor<16x32xf32>
    %744 = stablehlo.add %741, %743 : tensor<16x32xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %746 = stablehlo.multiply %745, %734 : tensor<32x16xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %748 = stablehlo.multiply %747, %arg40 : tensor<32x16xf32>
    %749 = stablehlo.add %746, %748 : tensor<32x16xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %751 = stablehlo.multiply %750, %417 : tensor<16xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %753 = stablehlo.multiply %752, %arg41 : tensor<16xf32>
    %754 = stablehlo.add %751, %753 : tensor<16xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %756 = stablehlo.multiply %755, %428 : tensor<16xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %758 = stablehlo.multiply %757, %arg42 : tensor<16xf32>
    %759 = stablehlo.add %756, %758 : tensor<16xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %761 = stablehlo.multiply %760, %702 : tensor<16xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %763 = stablehlo.multiply %762, %arg43 : tensor<16xf32>
    %764 = stablehlo.add %761, %763 : tensor<16xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %766 = stablehlo.multiply %765, %713 : tensor<16xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %768 = stablehlo.multiply %767, %arg44 : tensor<16xf32>
    %769 = stablehlo.add %766, %768 : tensor<16xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %771 = stablehlo.multiply %770, %619 : tensor<16xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %773 = stablehlo.multiply %772, %arg45 : tensor<16xf32>
    %774 = stablehlo.add %771, %773 : tensor<16xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %776 = stablehlo.multiply %775, %630 : tensor<16xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %778 = stablehlo.multiply %777, %arg46 : tensor<16xf32>
    %779 = stablehlo.add %776, %778 : tensor<16xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %781 = stablehlo.multiply %780, %613 : tensor<64xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %783 = stablehlo.multiply %782, %arg47 : tensor<64xf32>
    %784 = stablehlo.add %781, %783 : tensor<64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %786 = stablehlo.multiply %785, %615 : tensor<16x64xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %788 = stablehlo.multiply %787, %arg48 : tensor<16x64xf32>
    %789 = stablehlo.add %786, %788 : tensor<16x64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %791 = stablehlo.multiply %790, %593 : tensor<16xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %793 = stablehlo.multiply %792, %arg49 : tensor<16xf32>
    %794 = stablehlo.add %791, %793 : tensor<16xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %796 = stablehlo.multiply %795, %595 : tensor<64x16xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %798 = stablehlo.multiply %797, %arg50 : tensor<64x16xf32>
    %799 = stablehlo.add %796, %798 : tensor<64x16xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %801 = stablehlo.multiply %800, %688 : tensor<2x8xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %803 = stablehlo.multiply %802, %arg51 : tensor<2x8xf32>
    %804 = stablehlo.add %801, %803 : tensor<2x8xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %806 = stablehlo.multiply %805, %690 : tensor<16x2x8xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %808 = stablehlo.multiply %807, %arg52 : tensor<16x2x8xf32>
    %809 = stablehlo.add %806, %808 : tensor<16x2x8xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %811 = stablehlo.multiply %810, %653 : tensor<16xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %813 = stablehlo.multiply %812, %arg53 : tensor<16xf32>
    %814 = stablehlo.add %811, %813 : tensor<16xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %816 = stablehlo.multiply %815, %655 : tensor<2x8x16xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %818 = stablehlo.multiply %817, %arg54 : tensor<2x8x16xf32>
    %819 = stablehlo.add %816, %818 : tensor<2x8x16xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %821 = stablehlo.multiply %820, %695 : tensor<2x8xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %823 = stablehlo.multiply %822, %arg55 : tensor<2x8xf32>
    %824 = stablehlo.add %821, %823 : tensor<2x8xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %826 = stablehlo.multiply %825, %697 : tensor<16x2x8xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %828 = stablehlo.multiply %827, %arg56 : tensor<16x2x8xf32>
    %829 = stablehlo.add %826, %828 : tensor<16x2x8xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %831 = stablehlo.multiply %830, %682 : tensor<2x8xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %833 = stablehlo.multiply %832, %arg57 : tensor<2x8xf32>
    %834 = stablehlo.add %831, %833 : tensor<2x8xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %836 = stablehlo.multiply %835, %684 : tensor<16x2x8xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %838 = stablehlo.multiply %837, %arg58 : tensor<16x2x8xf32>
    %839 = stablehlo.add %836, %838 : tensor<16x2x8xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %841 = stablehlo.multiply %840, %559 : tensor<16xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %843 = stablehlo.multiply %842, %arg59 : tensor<16xf32>
    %844 = stablehlo.add %841, %843 : tensor<16xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %846 = stablehlo.multiply %845, %570 : tensor<16xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %848 = stablehlo.multiply %847, %arg60 : tensor<16xf32>
    %849 = stablehlo.add %846, %848 : tensor<16xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %851 = stablehlo.multiply %850, %476 : tensor<16xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %853 = stablehlo.multiply %852, %arg61 : tensor<16xf32>
    %854 = stablehlo.add %851, %853 : tensor<16xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %856 = stablehlo.multiply %855, %487 : tensor<16xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %858 = stablehlo.multiply %857, %arg62 : tensor<16xf32>
    %859 = stablehlo.add %856, %858 : tensor<16xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %861 = stablehlo.multiply %860, %470 : tensor<64xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %863 = stablehlo.multiply %862, %arg63 : tensor<64xf32>
    %864 = stablehlo.add %861, %863 : tensor<64xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %866 = stablehlo.multiply %865, %472 : tensor<16x64xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %868 = stablehlo.multiply %867, %arg64 : tensor<16x64xf32>
    %869 = stablehlo.add %866, %868 : tensor<16x64xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %871 = stablehlo.multiply %870, %450 : tensor<16xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %873 = stablehlo.multiply %872, %arg65 : tensor<16xf32>
    %874 = stablehlo.add %871, %873 : tensor<16xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %876 = stablehlo.multiply %875, %452 : tensor<64x16xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %878 = stablehlo.multiply %877, %arg66 : tensor<64x16xf32>
    %879 = stablehlo.add %876, %878 : tensor<64x16xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %881 = stablehlo.multiply %880, %545 : tensor<2x8xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %883 = stablehlo.multiply %882, %arg67 : tensor<2x8xf32>
    %884 = stablehlo.add %881, %883 : tensor<2x8xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %886 = stablehlo.multiply %885, %547 : tensor<16x2x8xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %888 = stablehlo.multiply %887, %arg68 : tensor<16x2x8xf32>
    %889 = stablehlo.add %886, %888 : tensor<16x2x8xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %891 = stablehlo.multiply %890, %510 : tensor<16xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %893 = stablehlo.multiply %892, %arg69 : tensor<16xf32>
    %894 = stablehlo.add %891, %893 : tensor<16xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %896 = stablehlo.multiply %895, %512 : tensor<2x8x16xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %898 = stablehlo.multiply %897, %arg70 : tensor<2x8x16xf32>
    %899 = stablehlo.add %896, %898 : tensor<2x8x16xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %901 = stablehlo.multiply %900, %552 : tensor<2x8xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %903 = stablehlo.multiply %902, %arg71 : tensor<2x8xf32>
    %904 = stablehlo.add %901, %903 : tensor<2x8xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %906 = stablehlo.multiply %905, %554 : tensor<16x2x8xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %908 = stablehlo.multiply %907, %arg72 : tensor<16x2x8xf32>
    %909 = stablehlo.add %906, %908 : tensor<16x2x8xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %911 = stablehlo.multiply %910, %539 : tensor<2x8xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %913 = stablehlo.multiply %912, %arg73 : tensor<2x8xf32>
    %914 = stablehlo.add %911, %913 : tensor<2x8xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %916 = stablehlo.multiply %915, %541 : tensor<16x2x8xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %918 = stablehlo.multiply %917, %arg74 : tensor<16x2x8xf32>
    %919 = stablehlo.add %916, %918 : tensor<16x2x8xf32>
    %920 = stablehlo.multiply %411, %411 : tensor<32xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %922 = stablehlo.multiply %921, %920 : tensor<32xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %924 = stablehlo.multiply %923, %arg75 : tensor<32xf32>
    %925 = stablehlo.add %922, %924 : tensor<32xf32>
    %926 = stablehlo.multiply %413, %413 : tensor<16x32xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %928 = stablehlo.multiply %927, %926 : tensor<16x32xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %930 = stablehlo.multiply %929, %arg76 : tensor<16x32xf32>
    %931 = stablehlo.add %928, %930 : tensor<16x32xf32>
    %932 = stablehlo.multiply %734, %734 : tensor<32x16xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %934 = stablehlo.multiply %933, %932 : tensor<32x16xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %936 = stablehlo.multiply %935, %arg77 : tensor<32x16xf32>
    %937 = stablehlo.add %934, %936 : tensor<32x16xf32>
    %938 = stablehlo.multiply %417, %417 : tensor<16xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %940 = stablehlo.multiply %939, %938 : tensor<16xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %942 = stablehlo.multiply %941, %arg78 : tensor<16xf32>
    %943 = stablehlo.add %940, %942 : tensor<16xf32>
    %944 = stablehlo.multiply %428, %428 : tensor<16xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %946 = stablehlo.multiply %945, %944 : tensor<16xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %948 = stablehlo.multiply %947, %arg79 : tensor<16xf32>
    %949 = stablehlo.add %946, %948 : tensor<16xf32>
    %950 = stablehlo.multiply %702, %702 : tensor<16xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %952 = stablehlo.multiply %951, %950 : tensor<16xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %954 = stablehlo.multiply %953, %arg80 : tensor<16xf32>
    %955 = stablehlo.add %952, %954 : tensor<16xf32>
    %956 = stablehlo.multiply %713, %713 : tensor<16xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %958 = stablehlo.multiply %957, %956 : tensor<16xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %960 = stablehlo.multiply %959, %arg81 : tensor<16xf32>
    %961 = stablehlo.add %958, %960 : tensor<16xf32>
    %962 = stablehlo.multiply %619, %619 : tensor<16xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %964 = stablehlo.multiply %963, %962 : tensor<16xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %966 = stablehlo.multiply %965, %arg82 : tensor<16xf32>
    %967 = stablehlo.add %964, %966 : tensor<16xf32>
    %968 = stablehlo.multiply %630, %630 : tensor<16xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %970 = stablehlo.multiply %969, %968 : tensor<16xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %972 = stablehlo.multiply %971, %arg83 : tensor<16xf32>
    %973 = stablehlo.add %970, %972 : tensor<16xf32>
    %974 = stablehlo.multiply %613, %613 : tensor<64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %976 = stablehlo.multiply %975, %974 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %978 = stablehlo.multiply %977, %arg84 : tensor<64xf32>
    %979 = stablehlo.add %976, %978 : tensor<64xf32>
    %980 = stablehlo.multiply %615, %615 : tensor<16x64xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %982 = stablehlo.multiply %981, %980 : tensor<16x64xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %984 = stablehlo.multiply %983, %arg85 : tensor<16x64xf32>
    %985 = stablehlo.add %982, %984 : tensor<16x64xf32>
    %986 = stablehlo.multiply %593, %593 : tensor<16xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %988 = stablehlo.multiply %987, %986 : tensor<16xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %990 = stablehlo.multiply %989, %arg86 : tensor<16xf32>
    %991 = stablehlo.add %988, %990 : tensor<16xf32>
    %992 = stablehlo.multiply %595, %595 : tensor<64x16xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %994 = stablehlo.multiply %993, %992 : tensor<64x16xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %996 = stablehlo.multiply %995, %arg87 : tensor<64x16xf32>
    %997 = stablehlo.add %994, %996 : tensor<64x16xf32>
    %998 = stablehlo.multiply %688, %688 : tensor<2x8xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1000 = stablehlo.multiply %999, %998 : tensor<2x8xf32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1002 = stablehlo.multiply %1001, %arg88 : tensor<2x8xf32>
    %1003 = stablehlo.add %1000, %1002 : tensor<2x8xf32>
    %1004 = stablehlo.multiply %690, %690 : tensor<16x2x8xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1006 = stablehlo.multiply %1005, %1004 : tensor<16x2x8xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1008 = stablehlo.multiply %1007, %arg89 : tensor<16x2x8xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<16x2x8xf32>
    %1010 = stablehlo.multiply %653, %653 : tensor<16xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1012 = stablehlo.multiply %1011, %1010 : tensor<16xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1014 = stablehlo.multiply %1013, %arg90 : tensor<16xf32>
    %1015 = stablehlo.add %1012, %1014 : tensor<16xf32>
    %1016 = stablehlo.multiply %655, %655 : tensor<2x8x16xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1018 = stablehlo.multiply %1017, %1016 : tensor<2x8x16xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1020 = stablehlo.multiply %1019, %arg91 : tensor<2x8x16xf32>
    %1021 = stablehlo.add %1018, %1020 : tensor<2x8x16xf32>
    %1022 = stablehlo.multiply %695, %695 : tensor<2x8xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1024 = stablehlo.multiply %1023, %1022 : tensor<2x8xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1026 = stablehlo.multiply %1025, %arg92 : tensor<2x8xf32>
    %1027 = stablehlo.add %1024, %1026 : tensor<2x8xf32>
    %1028 = stablehlo.multiply %697, %697 : tensor<16x2x8xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1030 = stablehlo.multiply %1029, %1028 : tensor<16x2x8xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1032 = stablehlo.multiply %1031, %arg93 : tensor<16x2x8xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<16x2x8xf32>
    %1034 = stablehlo.multiply %682, %682 : tensor<2x8xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1036 = stablehlo.multiply %1035, %1034 : tensor<2x8xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1038 = stablehlo.multiply %1037, %arg94 : tensor<2x8xf32>
    %1039 = stablehlo.add %1036, %1038 : tensor<2x8xf32>
    %1040 = stablehlo.multiply %684, %684 : tensor<16x2x8xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1042 = stablehlo.multiply %1041, %1040 : tensor<16x2x8xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1044 = stablehlo.multiply %1043, %arg95 : tensor<16x2x8xf32>
    %1045 = stablehlo.add %1042, %1044 : tensor<16x2x8xf32>
    %1046 = stablehlo.multiply %559, %559 : tensor<16xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1048 = stablehlo.multiply %1047, %1046 : tensor<16xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1050 = stablehlo.multiply %1049, %arg96 : tensor<16xf32>
    %1051 = stablehlo.add %1048, %1050 : tensor<16xf32>
    %1052 = stablehlo.multiply %570, %570 : tensor<16xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1054 = stablehlo.multiply %1053, %1052 : tensor<16xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1056 = stablehlo.multiply %1055, %arg97 : tensor<16xf32>
    %1057 = stablehlo.add %1054, %1056 : tensor<16xf32>
    %1058 = stablehlo.multiply %476, %476 : tensor<16xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1060 = stablehlo.multiply %1059, %1058 : tensor<16xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1062 = stablehlo.multiply %1061, %arg98 : tensor<16xf32>
    %1063 = stablehlo.add %1060, %1062 : tensor<16xf32>
    %1064 = stablehlo.multiply %487, %487 : tensor<16xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1066 = stablehlo.multiply %1065, %1064 : tensor<16xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1068 = stablehlo.multiply %1067, %arg99 : tensor<16xf32>
    %1069 = stablehlo.add %1066, %1068 : tensor<16xf32>
    %1070 = stablehlo.multiply %470, %470 : tensor<64xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1072 = stablehlo.multiply %1071, %1070 : tensor<64xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1074 = stablehlo.multiply %1073, %arg100 : tensor<64xf32>
    %1075 = stablehlo.add %1072, %1074 : tensor<64xf32>
    %1076 = stablehlo.multiply %472, %472 : tensor<16x64xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1078 = stablehlo.multiply %1077, %1076 : tensor<16x64xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1080 = stablehlo.multiply %1079, %arg101 : tensor<16x64xf32>
    %1081 = stablehlo.add %1078, %1080 : tensor<16x64xf32>
    %1082 = stablehlo.multiply %450, %450 : tensor<16xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1084 = stablehlo.multiply %1083, %1082 : tensor<16xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1086 = stablehlo.multiply %1085, %arg102 : tensor<16xf32>
    %1087 = stablehlo.add %1084, %1086 : tensor<16xf32>
    %1088 = stablehlo.multiply %452, %452 : tensor<64x16xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1090 = stablehlo.multiply %1089, %1088 : tensor<64x16xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1092 = stablehlo.multiply %1091, %arg103 : tensor<64x16xf32>
    %1093 = stablehlo.add %1090, %1092 : tensor<64x16xf32>
    %1094 = stablehlo.multiply %545, %545 : tensor<2x8xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1096 = stablehlo.multiply %1095, %1094 : tensor<2x8xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1098 = stablehlo.multiply %1097, %arg104 : tensor<2x8xf32>
    %1099 = stablehlo.add %1096, %1098 : tensor<2x8xf32>
    %1100 = stablehlo.multiply %547, %547 : tensor<16x2x8xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1102 = stablehlo.multiply %1101, %1100 : tensor<16x2x8xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1104 = stablehlo.multiply %1103, %arg105 : tensor<16x2x8xf32>
    %1105 = stablehlo.add %1102, %1104 : tensor<16x2x8xf32>
    %1106 = stablehlo.multiply %510, %510 : tensor<16xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1108 = stablehlo.multiply %1107, %1106 : tensor<16xf32>
    %cst_304 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1110 = stablehlo.multiply %1109, %arg106 : tensor<16xf32>
    %1111 = stablehlo.add %1108, %1110 : tensor<16xf32>
    %1112 = stablehlo.multiply %512, %512 : tensor<2x8x16xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1114 = stablehlo.multiply %1113, %1112 : tensor<2x8x16xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1116 = stablehlo.multiply %1115, %arg107 : tensor<2x8x16xf32>
    %1117 = stablehlo.add %1114, %1116 : tensor<2x8x16xf32>
    %1118 = stablehlo.multiply %552, %552 : tensor<2x8xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1120 = stablehlo.multiply %1119, %1118 : tensor<2x8xf32>
    %cst_308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1122 = stablehlo.multiply %1121, %arg108 : tensor<2x8xf32>
    %1123 = stablehlo.add %1120, %1122 : tensor<2x8xf32>
    %1124 = stablehlo.multiply %554, %554 : tensor<16x2x8xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1126 = stablehlo.multiply %1125, %1124 : tensor<16x2x8xf32>
    %cst_310 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1128 = stablehlo.multiply %1127, %arg109 : tensor<16x2x8xf32>
    %1129 = stablehlo.add %1126, %1128 : tensor<16x2x8xf32>
    %1130 = stablehlo.multiply %539, %539 : tensor<2x8xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1132 = stablehlo.multiply %1131, %1130 : tensor<2x8xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1134 = stablehlo.multiply %1133, %arg110 : tensor<2x8xf32>
    %1135 = stablehlo.add %1132, %1134 : tensor<2x8xf32>
    %1136 = stablehlo.multiply %541, %541 : tensor<16x2x8xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1138 = stablehlo.multiply %1137, %1136 : tensor<16x2x8xf32>
    %cst_314 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1140 = stablehlo.multiply %1139, %arg111 : tensor<16x2x8xf32>
    %1141 = stablehlo.add %1138, %1140 : tensor<16x2x8xf32>
    %c_315 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1142 = stablehlo.compare LT, %arg37, %c_315, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_316 = stablehlo.constant dense<1> : tensor<i32>
    %1143 = stablehlo.add %arg37, %c_316 : tensor<i32>
    %c_317 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1144 = call @_where_7(%1142, %1143, %c_317) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_318 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1145 = stablehlo.convert %1144 : (tensor<i32>) -> tensor<f32>
    %1146 = stablehlo.power %cst_318, %1145 : tensor<f32>
    %cst_319 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1147 = stablehlo.subtract %cst_319, %1146 : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1149 = stablehlo.divide %739, %1148 : tensor<32xf32>
    %1150 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1151 = stablehlo.divide %744, %1150 : tensor<16x32xf32>
    %1152 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1153 = stablehlo.divide %749, %1152 : tensor<32x16xf32>
    %1154 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1155 = stablehlo.divide %754, %1154 : tensor<16xf32>
    %1156 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1157 = stablehlo.divide %759, %1156 : tensor<16xf32>
    %1158 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1159 = stablehlo.divide %764, %1158 : tensor<16xf32>
    %1160 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1161 = stablehlo.divide %769, %1160 : tensor<16xf32>
    %1162 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1163 = stablehlo.divide %774, %1162 : tensor<16xf32>
    %1164 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1165 = stablehlo.divide %779, %1164 : tensor<16xf32>
    %1166 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1167 = stablehlo.divide %784, %1166 : tensor<64xf32>
    %1168 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1169 = stablehlo.divide %789, %1168 : tensor<16x64xf32>
    %1170 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1171 = stablehlo.divide %794, %1170 : tensor<16xf32>
    %1172 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1173 = stablehlo.divide %799, %1172 : tensor<64x16xf32>
    %1174 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1175 = stablehlo.divide %804, %1174 : tensor<2x8xf32>
    %1176 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1177 = stablehlo.divide %809, %1176 : tensor<16x2x8xf32>
    %1178 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1179 = stablehlo.divide %814, %1178 : tensor<16xf32>
    %1180 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1181 = stablehlo.divide %819, %1180 : tensor<2x8x16xf32>
    %1182 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1183 = stablehlo.divide %824, %1182 : tensor<2x8xf32>
    %1184 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1185 = stablehlo.divide %829, %1184 : tensor<16x2x8xf32>
    %1186 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1187 = stablehlo.divide %834, %1186 : tensor<2x8xf32>
    %1188 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1189 = stablehlo.divide %839, %1188 : tensor<16x2x8xf32>
    %1190 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1191 = stablehlo.divide %844, %1190 : tensor<16xf32>
    %1192 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1193 = stablehlo.divide %849, %1192 : tensor<16xf32>
    %1194 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1195 = stablehlo.divide %854, %1194 : tensor<16xf32>
    %1196 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1197 = stablehlo.divide %859, %1196 : tensor<16xf32>
    %1198 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1199 = stablehlo.divide %864, %1198 : tensor<64xf32>
    %1200 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1201 = stablehlo.divide %869, %1200 : tensor<16x64xf32>
    %1202 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1203 = stablehlo.divide %874, %1202 : tensor<16xf32>
    %1204 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1205 = stablehlo.divide %879, %1204 : tensor<64x16xf32>
    %1206 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1207 = stablehlo.divide %884, %1206 : tensor<2x8xf32>
    %1208 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1209 = stablehlo.divide %889, %1208 : tensor<16x2x8xf32>
    %1210 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1211 = stablehlo.divide %894, %1210 : tensor<16xf32>
    %1212 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1213 = stablehlo.divide %899, %1212 : tensor<2x8x16xf32>
    %1214 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1215 = stablehlo.divide %904, %1214 : tensor<2x8xf32>
    %1216 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1217 = stablehlo.divide %909, %1216 : tensor<16x2x8xf32>
    %1218 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1219 = stablehlo.divide %914, %1218 : tensor<2x8xf32>
    %1220 = stablehlo.broadcast_in_dim %1147, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1221 = stablehlo.divide %919, %1220 : tensor<16x2x8xf32>
    %cst_320 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1222 = stablehlo.convert %1144 : (tensor<i32>) -> tensor<f32>
    %1223 = stablehlo.power %cst_320, %1222 : tensor<f32>
    %cst_321 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1224 = stablehlo.subtract %cst_321, %1223 : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1226 = stablehlo.divide %925, %1225 : tensor<32xf32>
    %1227 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1228 = stablehlo.divide %931, %1227 : tensor<16x32xf32>
    %1229 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1230 = stablehlo.divide %937, %1229 : tensor<32x16xf32>
    %1231 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1232 = stablehlo.divide %943, %1231 : tensor<16xf32>
    %1233 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1234 = stablehlo.divide %949, %1233 : tensor<16xf32>
    %1235 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1236 = stablehlo.divide %955, %1235 : tensor<16xf32>
    %1237 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1238 = stablehlo.divide %961, %1237 : tensor<16xf32>
    %1239 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1240 = stablehlo.divide %967, %1239 : tensor<16xf32>
    %1241 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1242 = stablehlo.divide %973, %1241 : tensor<16xf32>
    %1243 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1244 = stablehlo.divide %979, %1243 : tensor<64xf32>
    %1245 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1246 = stablehlo.divide %985, %1245 : tensor<16x64xf32>
    %1247 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1248 = stablehlo.divide %991, %1247 : tensor<16xf32>
    %1249 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1250 = stablehlo.divide %997, %1249 : tensor<64x16xf32>
    %1251 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1252 = stablehlo.divide %1003, %1251 : tensor<2x8xf32>
    %1253 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1254 = stablehlo.divide %1009, %1253 : tensor<16x2x8xf32>
    %1255 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1256 = stablehlo.divide %1015, %1255 : tensor<16xf32>
    %1257 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1258 = stablehlo.divide %1021, %1257 : tensor<2x8x16xf32>
    %1259 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1260 = stablehlo.divide %1027, %1259 : tensor<2x8xf32>
    %1261 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1262 = stablehlo.divide %1033, %1261 : tensor<16x2x8xf32>
    %1263 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1264 = stablehlo.divide %1039, %1263 : tensor<2x8xf32>
    %1265 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1266 = stablehlo.divide %1045, %1265 : tensor<16x2x8xf32>
    %1267 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1268 = stablehlo.divide %1051, %1267 : tensor<16xf32>
    %1269 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1270 = stablehlo.divide %1057, %1269 : tensor<16xf32>
    %1271 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1272 = stablehlo.divide %1063, %1271 : tensor<16xf32>
    %1273 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1274 = stablehlo.divide %1069, %1273 : tensor<16xf32>
    %1275 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1276 = stablehlo.divide %1075, %1275 : tensor<64xf32>
    %1277 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1278 = stablehlo.divide %1081, %1277 : tensor<16x64xf32>
    %1279 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1280 = stablehlo.divide %1087, %1279 : tensor<16xf32>
    %1281 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1282 = stablehlo.divide %1093, %1281 : tensor<64x16xf32>
    %1283 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1284 = stablehlo.divide %1099, %1283 : tensor<2x8xf32>
    %1285 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1286 = stablehlo.divide %1105, %1285 : tensor<16x2x8xf32>
    %1287 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1288 = stablehlo.divide %1111, %1287 : tensor<16xf32>
    %1289 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1290 = stablehlo.divide %1117, %1289 : tensor<2x8x16xf32>
    %1291 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1292 = stablehlo.divide %1123, %1291 : tensor<2x8xf32>
    %1293 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1294 = stablehlo.divide %1129, %1293 : tensor<16x2x8xf32>
    %1295 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1296 = stablehlo.divide %1135, %1295 : tensor<2x8xf32>
    %1297 = stablehlo.broadcast_in_dim %1224, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1298 = stablehlo.divide %1141, %1297 : tensor<16x2x8xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1300 = stablehlo.add %1226, %1299 : tensor<32xf32>
    %1301 = stablehlo.sqrt %1300 : tensor<32xf32>
    %cst_323 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1303 = stablehlo.add %1301, %1302 : tensor<32xf32>
    %1304 = stablehlo.divide %1149, %1303 : tensor<32xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1306 = stablehlo.add %1228, %1305 : tensor<16x32xf32>
    %1307 = stablehlo.sqrt %1306 : tensor<16x32xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1309 = stablehlo.add %1307, %1308 : tensor<16x32xf32>
    %1310 = stablehlo.divide %1151, %1309 : tensor<16x32xf32>
    %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1312 = stablehlo.add %1230, %1311 : tensor<32x16xf32>
    %1313 = stablehlo.sqrt %1312 : tensor<32x16xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1315 = stablehlo.add %1313, %1314 : tensor<32x16xf32>
    %1316 = stablehlo.divide %1153, %1315 : tensor<32x16xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1317 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1318 = stablehlo.add %1232, %1317 : tensor<16xf32>
    %1319 = stablehlo.sqrt %1318 : tensor<16xf32>
    %cst_329 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1321 = stablehlo.add %1319, %1320 : tensor<16xf32>
    %1322 = stablehlo.divide %1155, %1321 : tensor<16xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1324 = stablehlo.add %1234, %1323 : tensor<16xf32>
    %1325 = stablehlo.sqrt %1324 : tensor<16xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1327 = stablehlo.add %1325, %1326 : tensor<16xf32>
    %1328 = stablehlo.divide %1157, %1327 : tensor<16xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1329 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1330 = stablehlo.add %1236, %1329 : tensor<16xf32>
    %1331 = stablehlo.sqrt %1330 : tensor<16xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1333 = stablehlo.add %1331, %1332 : tensor<16xf32>
    %1334 = stablehlo.divide %1159, %1333 : tensor<16xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1336 = stablehlo.add %1238, %1335 : tensor<16xf32>
    %1337 = stablehlo.sqrt %1336 : tensor<16xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1339 = stablehlo.add %1337, %1338 : tensor<16xf32>
    %1340 = stablehlo.divide %1161, %1339 : tensor<16xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1342 = stablehlo.add %1240, %1341 : tensor<16xf32>
    %1343 = stablehlo.sqrt %1342 : tensor<16xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1345 = stablehlo.add %1343, %1344 : tensor<16xf32>
    %1346 = stablehlo.divide %1163, %1345 : tensor<16xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1348 = stablehlo.add %1242, %1347 : tensor<16xf32>
    %1349 = stablehlo.sqrt %1348 : tensor<16xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1351 = stablehlo.add %1349, %1350 : tensor<16xf32>
    %1352 = stablehlo.divide %1165, %1351 : tensor<16xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1354 = stablehlo.add %1244, %1353 : tensor<64xf32>
    %1355 = stablehlo.sqrt %1354 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1357 = stablehlo.add %1355, %1356 : tensor<64xf32>
    %1358 = stablehlo.divide %1167, %1357 : tensor<64xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1360 = stablehlo.add %1246, %1359 : tensor<16x64xf32>
    %1361 = stablehlo.sqrt %1360 : tensor<16x64xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1363 = stablehlo.add %1361, %1362 : tensor<16x64xf32>
    %1364 = stablehlo.divide %1169, %1363 : tensor<16x64xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1366 = stablehlo.add %1248, %1365 : tensor<16xf32>
    %1367 = stablehlo.sqrt %1366 : tensor<16xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<16xf32>
    %1370 = stablehlo.divide %1171, %1369 : tensor<16xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1372 = stablehlo.add %1250, %1371 : tensor<64x16xf32>
    %1373 = stablehlo.sqrt %1372 : tensor<64x16xf32>
    %cst_347 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1375 = stablehlo.add %1373, %1374 : tensor<64x16xf32>
    %1376 = stablehlo.divide %1173, %1375 : tensor<64x16xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1378 = stablehlo.add %1252, %1377 : tensor<2x8xf32>
    %1379 = stablehlo.sqrt %1378 : tensor<2x8xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1381 = stablehlo.add %1379, %1380 : tensor<2x8xf32>
    %1382 = stablehlo.divide %1175, %1381 : tensor<2x8xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1384 = stablehlo.add %1254, %1383 : tensor<16x2x8xf32>
    %1385 = stablehlo.sqrt %1384 : tensor<16x2x8xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1387 = stablehlo.add %1385, %1386 : tensor<16x2x8xf32>
    %1388 = stablehlo.divide %1177, %1387 : tensor<16x2x8xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1390 = stablehlo.add %1256, %1389 : tensor<16xf32>
    %1391 = stablehlo.sqrt %1390 : tensor<16xf32>
    %cst_353 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1393 = stablehlo.add %1391, %1392 : tensor<16xf32>
    %1394 = stablehlo.divide %1179, %1393 : tensor<16xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1396 = stablehlo.add %1258, %1395 : tensor<2x8x16xf32>
    %1397 = stablehlo.sqrt %1396 : tensor<2x8x16xf32>
    %cst_355 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<2x8x16xf32>
    %1400 = stablehlo.divide %1181, %1399 : tensor<2x8x16xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1402 = stablehlo.add %1260, %1401 : tensor<2x8xf32>
    %1403 = stablehlo.sqrt %1402 : tensor<2x8xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<2x8xf32>
    %1406 = stablehlo.divide %1183, %1405 : tensor<2x8xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1408 = stablehlo.add %1262, %1407 : tensor<16x2x8xf32>
    %1409 = stablehlo.sqrt %1408 : tensor<16x2x8xf32>
    %cst_359 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<16x2x8xf32>
    %1412 = stablehlo.divide %1185, %1411 : tensor<16x2x8xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1414 = stablehlo.add %1264, %1413 : tensor<2x8xf32>
    %1415 = stablehlo.sqrt %1414 : tensor<2x8xf32>
    %cst_361 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1417 = stablehlo.add %1415, %1416 : tensor<2x8xf32>
    %1418 = stablehlo.divide %1187, %1417 : tensor<2x8xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1420 = stablehlo.add %1266, %1419 : tensor<16x2x8xf32>
    %1421 = stablehlo.sqrt %1420 : tensor<16x2x8xf32>
    %cst_363 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1423 = stablehlo.add %1421, %1422 : tensor<16x2x8xf32>
    %1424 = stablehlo.divide %1189, %1423 : tensor<16x2x8xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1426 = stablehlo.add %1268, %1425 : tensor<16xf32>
    %1427 = stablehlo.sqrt %1426 : tensor<16xf32>
    %cst_365 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<16xf32>
    %1430 = stablehlo.divide %1191, %1429 : tensor<16xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1432 = stablehlo.add %1270, %1431 : tensor<16xf32>
    %1433 = stablehlo.sqrt %1432 : tensor<16xf32>
    %cst_367 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1435 = stablehlo.add %1433, %1434 : tensor<16xf32>
    %1436 = stablehlo.divide %1193, %1435 : tensor<16xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1438 = stablehlo.add %1272, %1437 : tensor<16xf32>
    %1439 = stablehlo.sqrt %1438 : tensor<16xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1441 = stablehlo.add %1439, %1440 : tensor<16xf32>
    %1442 = stablehlo.divide %1195, %1441 : tensor<16xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1444 = stablehlo.add %1274, %1443 : tensor<16xf32>
    %1445 = stablehlo.sqrt %1444 : tensor<16xf32>
    %cst_371 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1447 = stablehlo.add %1445, %1446 : tensor<16xf32>
    %1448 = stablehlo.divide %1197, %1447 : tensor<16xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1450 = stablehlo.add %1276, %1449 : tensor<64xf32>
    %1451 = stablehlo.sqrt %1450 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1453 = stablehlo.add %1451, %1452 : tensor<64xf32>
    %1454 = stablehlo.divide %1199, %1453 : tensor<64xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1456 = stablehlo.add %1278, %1455 : tensor<16x64xf32>
    %1457 = stablehlo.sqrt %1456 : tensor<16x64xf32>
    %cst_375 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1459 = stablehlo.add %1457, %1458 : tensor<16x64xf32>
    %1460 = stablehlo.divide %1201, %1459 : tensor<16x64xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1462 = stablehlo.add %1280, %1461 : tensor<16xf32>
    %1463 = stablehlo.sqrt %1462 : tensor<16xf32>
    %cst_377 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1465 = stablehlo.add %1463, %1464 : tensor<16xf32>
    %1466 = stablehlo.divide %1203, %1465 : tensor<16xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1468 = stablehlo.add %1282, %1467 : tensor<64x16xf32>
    %1469 = stablehlo.sqrt %1468 : tensor<64x16xf32>
    %cst_379 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1471 = stablehlo.add %1469, %1470 : tensor<64x16xf32>
    %1472 = stablehlo.divide %1205, %1471 : tensor<64x16xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1474 = stablehlo.add %1284, %1473 : tensor<2x8xf32>
    %1475 = stablehlo.sqrt %1474 : tensor<2x8xf32>
    %cst_381 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1477 = stablehlo.add %1475, %1476 : tensor<2x8xf32>
    %1478 = stablehlo.divide %1207, %1477 : tensor<2x8xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1480 = stablehlo.add %1286, %1479 : tensor<16x2x8xf32>
    %1481 = stablehlo.sqrt %1480 : tensor<16x2x8xf32>
    %cst_383 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1483 = stablehlo.add %1481, %1482 : tensor<16x2x8xf32>
    %1484 = stablehlo.divide %1209, %1483 : tensor<16x2x8xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1486 = stablehlo.add %1288, %1485 : tensor<16xf32>
    %1487 = stablehlo.sqrt %1486 : tensor<16xf32>
    %cst_385 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1489 = stablehlo.add %1487, %1488 : tensor<16xf32>
    %1490 = stablehlo.divide %1211, %1489 : tensor<16xf32>
    %cst_386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1492 = stablehlo.add %1290, %1491 : tensor<2x8x16xf32>
    %1493 = stablehlo.sqrt %1492 : tensor<2x8x16xf32>
    %cst_387 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1495 = stablehlo.add %1493, %1494 : tensor<2x8x16xf32>
    %1496 = stablehlo.divide %1213, %1495 : tensor<2x8x16xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1498 = stablehlo.add %1292, %1497 : tensor<2x8xf32>
    %1499 = stablehlo.sqrt %1498 : tensor<2x8xf32>
    %cst_389 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1501 = stablehlo.add %1499, %1500 : tensor<2x8xf32>
    %1502 = stablehlo.divide %1215, %1501 : tensor<2x8xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1504 = stablehlo.add %1294, %1503 : tensor<16x2x8xf32>
    %1505 = stablehlo.sqrt %1504 : tensor<16x2x8xf32>
    %cst_391 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1507 = stablehlo.add %1505, %1506 : tensor<16x2x8xf32>
    %1508 = stablehlo.divide %1217, %1507 : tensor<16x2x8xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1510 = stablehlo.add %1296, %1509 : tensor<2x8xf32>
    %1511 = stablehlo.sqrt %1510 : tensor<2x8xf32>
    %cst_393 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1513 = stablehlo.add %1511, %1512 : tensor<2x8xf32>
    %1514 = stablehlo.divide %1219, %1513 : tensor<2x8xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1516 = stablehlo.add %1298, %1515 : tensor<16x2x8xf32>
    %1517 = stablehlo.sqrt %1516 : tensor<16x2x8xf32>
    %cst_395 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1519 = stablehlo.add %1517, %1518 : tensor<16x2x8xf32>
    %1520 = stablehlo.divide %1221, %1519 : tensor<16x2x8xf32>
    %cst_396 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1522 = stablehlo.multiply %1521, %1304 : tensor<32xf32>
    %cst_397 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1524 = stablehlo.multiply %1523, %1310 : tensor<16x32xf32>
    %cst_398 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1526 = stablehlo.multiply %1525, %1316 : tensor<32x16xf32>
    %cst_399 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1528 = stablehlo.multiply %1527, %1322 : tensor<16xf32>
    %cst_400 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1530 = stablehlo.multiply %1529, %1328 : tensor<16xf32>
    %cst_401 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1532 = stablehlo.multiply %1531, %1334 : tensor<16xf32>
    %cst_402 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1534 = stablehlo.multiply %1533, %1340 : tensor<16xf32>
    %cst_403 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1536 = stablehlo.multiply %1535, %1346 : tensor<16xf32>
    %cst_404 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1538 = stablehlo.multiply %1537, %1352 : tensor<16xf32>
    %cst_405 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1540 = stablehlo.multiply %1539, %1358 : tensor<64xf32>
    %cst_406 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1542 = stablehlo.multiply %1541, %1364 : tensor<16x64xf32>
    %cst_407 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1544 = stablehlo.multiply %1543, %1370 : tensor<16xf32>
    %cst_408 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1546 = stablehlo.multiply %1545, %1376 : tensor<64x16xf32>
    %cst_409 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1548 = stablehlo.multiply %1547, %1382 : tensor<2x8xf32>
    %cst_410 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1550 = stablehlo.multiply %1549, %1388 : tensor<16x2x8xf32>
    %cst_411 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1552 = stablehlo.multiply %1551, %1394 : tensor<16xf32>
    %cst_412 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1554 = stablehlo.multiply %1553, %1400 : tensor<2x8x16xf32>
    %cst_413 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1556 = stablehlo.multiply %1555, %1406 : tensor<2x8xf32>
    %cst_414 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1558 = stablehlo.multiply %1557, %1412 : tensor<16x2x8xf32>
    %cst_415 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1560 = stablehlo.multiply %1559, %1418 : tensor<2x8xf32>
    %cst_416 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1562 = stablehlo.multiply %1561, %1424 : tensor<16x2x8xf32>
    %cst_417 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1564 = stablehlo.multiply %1563, %1430 : tensor<16xf32>
    %cst_418 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1566 = stablehlo.multiply %1565, %1436 : tensor<16xf32>
    %cst_419 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1568 = stablehlo.multiply %1567, %1442 : tensor<16xf32>
    %cst_420 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1569 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1570 = stablehlo.multiply %1569, %1448 : tensor<16xf32>
    %cst_421 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1572 = stablehlo.multiply %1571, %1454 : tensor<64xf32>
    %cst_422 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1574 = stablehlo.multiply %1573, %1460 : tensor<16x64xf32>
    %cst_423 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1576 = stablehlo.multiply %1575, %1466 : tensor<16xf32>
    %cst_424 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1578 = stablehlo.multiply %1577, %1472 : tensor<64x16xf32>
    %cst_425 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1580 = stablehlo.multiply %1579, %1478 : tensor<2x8xf32>
    %cst_426 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1582 = stablehlo.multiply %1581, %1484 : tensor<16x2x8xf32>
    %cst_427 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1584 = stablehlo.multiply %1583, %1490 : tensor<16xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1586 = stablehlo.multiply %1585, %1496 : tensor<2x8x16xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1588 = stablehlo.multiply %1587, %1502 : tensor<2x8xf32>
    %cst_430 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1590 = stablehlo.multiply %1589, %1508 : tensor<16x2x8xf32>
    %cst_431 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1592 = stablehlo.multiply %1591, %1514 : tensor<2x8xf32>
    %cst_432 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1594 = stablehlo.multiply %1593, %1520 : tensor<16x2x8xf32>
    %1595 = stablehlo.add %arg0, %1522 : tensor<32xf32>
    %1596 = stablehlo.add %arg1, %1524 : tensor<16x32xf32>
    %1597 = stablehlo.add %arg2, %1526 : tensor<32x16xf32>
    %1598 = stablehlo.add %arg3, %1528 : tensor<16xf32>
    %1599 = stablehlo.add %arg4, %1530 : tensor<16xf32>
    %1600 = stablehlo.add %arg5, %1532 : tensor<16xf32>
    %1601 = stablehlo.add %arg6, %1534 : tensor<16xf32>
    %1602 = stablehlo.add %arg7, %1536 : tensor<16xf32>
    %1603 = stablehlo.add %arg8, %1538 : tensor<16xf32>
    %1604 = stablehlo.add %arg9, %1540 : tensor<64xf32>
    %1605 = stablehlo.add %arg10, %1542 : tensor<16x64xf32>
    %1606 = stablehlo.add %arg11, %1544 : tensor<16xf32>
    %1607 = stablehlo.add %arg12, %1546 : tensor<64x16xf32>
    %1608 = stablehlo.add %arg13, %1548 : tensor<2x8xf32>
    %1609 = stablehlo.add %arg14, %1550 : tensor<16x2x8xf32>
    %1610 = stablehlo.add %arg15, %1552 : tensor<16xf32>
    %1611 = stablehlo.add %arg16, %1554 : tensor<2x8x16xf32>
    %1612 = stablehlo.add %arg17, %1556 : tensor<2x8xf32>
    %1613 = stablehlo.add %arg18, %1558 : tensor<16x2x8xf32>
    %1614 = stablehlo.add %arg19, %1560 : tensor<2x8xf32>
    %1615 = stablehlo.add %arg20, %1562 : tensor<16x2x8xf32>
    %1616 = stablehlo.add %arg21, %1564 : tensor<16xf32>
    %1617 = stablehlo.add %arg22, %1566 : tensor<16xf32>
    %1618 = stablehlo.add %arg23, %1568 : tensor<16xf32>
    %1619 = stablehlo.add %arg24, %1570 : tensor<16xf32>
    %1620 = stablehlo.add %arg25, %1572 : tensor<64xf32>
    %1621 = stablehlo.add %arg26, %1574 : tensor<16x64xf32>
    %1622 = stablehlo.add %arg27, %1576 : tensor<16xf32>
    %1623 = stablehlo.add %arg28, %1578 : tensor<64x16xf32>
    %1624 = stablehlo.add %arg29, %1580 : tensor<2x8xf32>
    %1625 = stablehlo.add %arg30, %1582 : tensor<16x2x8xf32>
    %1626 = stablehlo.add %arg31, %1584 : tensor<16xf32>
    %1627 = stablehlo.add %arg32, %1586 : tensor<2x8x16xf32>
    %1628 = stablehlo.add %arg33, %1588 : tensor<2x8xf32>
    %1629 = stablehlo.add %arg34, %1590 : tensor<16x2x8xf32>
    %1630 = stablehlo.add %arg35, %1592 : tensor<2x8xf32>
    %1631 = stablehlo.add %arg36, %1594 : tensor<16x2x8xf32>
    return %1595, %1596, %1597, %1598, %1599, %1600, %1601, %1602, %1603, %1604, %1605, %1606, %1607, %1608, %1609, %1610, %1611, %1612, %1613, %1614, %1615, %1616, %1617, %1618, %1619, %1620, %1621, %1622, %1623, %1624, %1625, %1626, %1627, %1628, %1629, %1630, %1631, %1144, %739, %744, %749, %754, %759, %764, %769, %774, %779, %784, %789, %794, %799, %804, %809, %814, %819, %824, %829, %834, %839, %844, %849, %854, %859, %864, %869, %874, %879, %884, %889, %894, %899, %904, %909, %914, %919, %925, %931, %937, %943, %949, %955, %961, %967, %973, %979, %985, %991, %997, %1003, %1009, %1015, %1021, %1027, %1033, %1039, %1045, %1051, %1057, %1063, %1069, %1075, %1081, %1087, %1093, %1099, %1105, %1111, %1117, %1123, %1129, %1135, %1141, %393 : tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<f32>
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
}
