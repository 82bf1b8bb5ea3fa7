module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<64xf32>, %arg10: tensor<16x64xf32>, %arg11: tensor<16xf32>, %arg12: tensor<64x16xf32>, %arg13: tensor<2x8xf32>, %arg14: tensor<16x2x8xf32>, %arg15: tensor<16xf32>, %arg16: tensor<2x8x16xf32>, %arg17: tensor<2x8xf32>, %arg18: tensor<16x2x8xf32>, %arg19: tensor<2x8xf32>, %arg20: tensor<16x2x8xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<64xf32>, %arg26: tensor<16x64xf32>, %arg27: tensor<16xf32>, %arg28: tensor<64x16xf32>, %arg29: tensor<2x8xf32>, %arg30: tensor<16x2x8xf32>, %arg31: tensor<16xf32>, %arg32: tensor<2x8x16xf32>, %arg33: tensor<2x8xf32>, %arg34: tensor<16x2x8xf32>, %arg35: tensor<2x8xf32>, %arg36: tensor<16x2x8xf32>, %arg37: tensor<i32>, %arg38: tensor<32xf32>, %arg39: tensor<16x32xf32>, %arg40: tensor<32x16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<64xf32>, %arg48: tensor<16x64xf32>, %arg49: tensor<16xf32>, %arg50: tensor<64x16xf32>, %arg51: tensor<2x8xf32>, %arg52: tensor<16x2x8xf32>, %arg53: tensor<16xf32>, %arg54: tensor<2x8x16xf32>, %arg55: tensor<2x8xf32>, %arg56: tensor<16x2x8xf32>, %arg57: tensor<2x8xf32>, %arg58: tensor<16x2x8xf32>, %arg59: tensor<16xf32>, %arg60: tensor<16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<64xf32>, %arg64: tensor<16x64xf32>, %arg65: tensor<16xf32>, %arg66: tensor<64x16xf32>, %arg67: tensor<2x8xf32>, %arg68: tensor<16x2x8xf32>, %arg69: tensor<16xf32>, %arg70: tensor<2x8x16xf32>, %arg71: tensor<2x8xf32>, %arg72: tensor<16x2x8xf32>, %arg73: tensor<2x8xf32>, %arg74: tensor<16x2x8xf32>, %arg75: tensor<32xf32>, %arg76: tensor<16x32xf32>, %arg77: tensor<32x16xf32>, %arg78: tensor<16xf32>, %arg79: tensor<16xf32>, %arg80: tensor<16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<16xf32>, %arg83: tensor<16xf32>, %arg84: tensor<64xf32>, %arg85: tensor<16x64xf32>, %arg86: tensor<16xf32>, %arg87: tensor<64x16xf32>, %arg88: tensor<2x8xf32>, %arg89: tensor<16x2x8xf32>, %arg90: tensor<16xf32>, %arg91: tensor<2x8x16xf32>, %arg92: tensor<2x8xf32>, %arg93: tensor<16x2x8xf32>, %arg94: tensor<2x8xf32>, %arg95: tensor<16x2x8xf32>, %arg96: tensor<16xf32>, %arg97: tensor<16xf32>, %arg98: tensor<16xf32>, %arg99: tensor<16xf32>, %arg100: tensor<64xf32>, %arg101: tensor<16x64xf32>, %arg102: tensor<16xf32>, %arg103: tensor<64x16xf32>, %arg104: tensor<2x8xf32>, %arg105: tensor<16x2x8xf32>, %arg106: tensor<16xf32>, %arg107: tensor<2x8x16xf32>, %arg108: tensor<2x8xf32>, %arg109: tensor<16x2x8xf32>, %arg110: tensor<2x8xf32>, %arg111: tensor<16x2x8xf32>, %arg112: tensor<2x8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[0]['params']['block0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[0]['params']['block1']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].mu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].nu['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block0']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['LayerNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x64xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_1']['bias']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['block1']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg2, %arg112) : (tensor<32x16xf32>, tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>)
    %1 = chlo.square %0#0 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0#0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%1 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %7 = stablehlo.divide %5, %6 : tensor<2x8xf32>
    %8 = chlo.square %4 : tensor<2x8xf32> -> tensor<2x8xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<2x8xf32>
    %12 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %15 = stablehlo.subtract %0#0, %14 : tensor<2x8x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<2x8x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<2x8x1xf32>
    %19 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<2x8x16xf32>
    %23 = stablehlo.multiply %15, %22 : tensor<2x8x16xf32>
    %24 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %26 = stablehlo.add %23, %25 : tensor<2x8x16xf32>
    %27 = stablehlo.iota dim = 0 : tensor<8xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %33 = stablehlo.compare GE, %31, %32, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %35 = stablehlo.convert %34 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %36 = stablehlo.dot_general %26, %arg18, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %37 = stablehlo.reshape %arg17 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %39 = stablehlo.add %36, %38 : tensor<2x8x2x8xf32>
    %40 = stablehlo.dot_general %26, %arg14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %41 = stablehlo.reshape %arg13 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x8x2x8xf32>
    %44 = stablehlo.dot_general %26, %arg20, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %45 = stablehlo.reshape %arg19 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x8x2x8xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %48 = stablehlo.sqrt %cst_5 : tensor<f32>
    %49 = stablehlo.convert %48 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %51 = stablehlo.divide %39, %50 : tensor<2x8x2x8xf32>
    %52 = stablehlo.dot_general %51, %43, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %53 = call @_where_0(%35, %52, %cst_6) : (tensor<2x1x8x8xf32>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<2x2x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %59 = stablehlo.subtract %53, %58 : tensor<2x2x8x8xf32>
    %60 = stablehlo.exponential %59 : tensor<2x2x8x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %64 = stablehlo.divide %60, %63 : tensor<2x2x8x8xf32>
    %65 = stablehlo.dot_general %47, %64, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %66 = stablehlo.transpose %65, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %67 = stablehlo.dot_general %66, %arg16, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %68 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %70 = stablehlo.add %67, %69 : tensor<2x8x16xf32>
    %71 = stablehlo.add %0#0, %70 : tensor<2x8x16xf32>
    %72 = chlo.square %71 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%71 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%72 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %78 = stablehlo.divide %76, %77 : tensor<2x8xf32>
    %79 = chlo.square %75 : tensor<2x8xf32> -> tensor<2x8xf32>
    %80 = stablehlo.subtract %78, %79 : tensor<2x8xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %82 = stablehlo.maximum %81, %80 : tensor<2x8xf32>
    %83 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %86 = stablehlo.subtract %71, %85 : tensor<2x8x16xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %88 = stablehlo.add %84, %87 : tensor<2x8x1xf32>
    %89 = stablehlo.rsqrt %88 : tensor<2x8x1xf32>
    %90 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<2x8x16xf32>
    %94 = stablehlo.multiply %86, %93 : tensor<2x8x16xf32>
    %95 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %97 = stablehlo.add %94, %96 : tensor<2x8x16xf32>
    %98 = stablehlo.dot_general %97, %arg10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %99 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x8x64xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<2x8x64xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<2x8x64xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<2x8x64xf32>
    %106 = stablehlo.add %101, %105 : tensor<2x8x64xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x8x64xf32>
    %109 = stablehlo.tanh %108 : tensor<2x8x64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %111 = stablehlo.add %110, %109 : tensor<2x8x64xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<2x8x64xf32>
    %114 = stablehlo.multiply %101, %113 : tensor<2x8x64xf32>
    %115 = stablehlo.dot_general %114, %arg12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x16xf32>) -> tensor<2x8x16xf32>
    %116 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %118 = stablehlo.add %115, %117 : tensor<2x8x16xf32>
    %119 = stablehlo.add %71, %118 : tensor<2x8x16xf32>
    %120 = chlo.square %119 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%119 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %123 = stablehlo.divide %121, %122 : tensor<2x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%120 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %126 = stablehlo.divide %124, %125 : tensor<2x8xf32>
    %127 = chlo.square %123 : tensor<2x8xf32> -> tensor<2x8xf32>
    %128 = stablehlo.subtract %126, %127 : tensor<2x8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<2x8xf32>
    %131 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %134 = stablehlo.subtract %119, %133 : tensor<2x8x16xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %136 = stablehlo.add %132, %135 : tensor<2x8x1xf32>
    %137 = stablehlo.rsqrt %136 : tensor<2x8x1xf32>
    %138 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<2x8x16xf32>
    %142 = stablehlo.multiply %134, %141 : tensor<2x8x16xf32>
    %143 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %145 = stablehlo.add %142, %144 : tensor<2x8x16xf32>
    %146 = stablehlo.iota dim = 0 : tensor<8xi32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %152 = stablehlo.compare GE, %150, %151, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %154 = stablehlo.convert %153 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %155 = stablehlo.dot_general %145, %arg34, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %156 = stablehlo.reshape %arg33 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %158 = stablehlo.add %155, %157 : tensor<2x8x2x8xf32>
    %159 = stablehlo.dot_general %145, %arg30, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %160 = stablehlo.reshape %arg29 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %162 = stablehlo.add %159, %161 : tensor<2x8x2x8xf32>
    %163 = stablehlo.dot_general %145, %arg36, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %164 = stablehlo.reshape %arg35 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x8x2x8xf32>
    %cst_26 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %167 = stablehlo.sqrt %cst_26 : tensor<f32>
    %168 = stablehlo.convert %167 : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %170 = stablehlo.divide %158, %169 : tensor<2x8x2x8xf32>
    %171 = stablehlo.dot_general %170, %162, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %172 = call @_where_0(%154, %171, %cst_27) : (tensor<2x1x8x8xf32>, tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %175 = stablehlo.maximum %174, %173 : tensor<2x2x8xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %178 = stablehlo.subtract %172, %177 : tensor<2x2x8x8xf32>
    %179 = stablehlo.exponential %178 : tensor<2x2x8x8xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %183 = stablehlo.divide %179, %182 : tensor<2x2x8x8xf32>
    %184 = stablehlo.dot_general %166, %183, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %185 = stablehlo.transpose %184, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %186 = stablehlo.dot_general %185, %arg32, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %187 = stablehlo.reshape %arg31 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %189 = stablehlo.add %186, %188 : tensor<2x8x16xf32>
    %190 = stablehlo.add %119, %189 : tensor<2x8x16xf32>
    %191 = chlo.square %190 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%190 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %194 = stablehlo.divide %192, %193 : tensor<2x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%191 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %197 = stablehlo.divide %195, %196 : tensor<2x8xf32>
    %198 = chlo.square %194 : tensor<2x8xf32> -> tensor<2x8xf32>
    %199 = stablehlo.subtract %197, %198 : tensor<2x8xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %201 = stablehlo.maximum %200, %199 : tensor<2x8xf32>
    %202 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %205 = stablehlo.subtract %190, %204 : tensor<2x8x16xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %207 = stablehlo.add %203, %206 : tensor<2x8x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<2x8x1xf32>
    %209 = stablehlo.reshape %arg24 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x8x16xf32>
    %213 = stablehlo.multiply %205, %212 : tensor<2x8x16xf32>
    %214 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x8x16xf32>
    %217 = stablehlo.dot_general %216, %arg26, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %218 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<2x8x64xf32>
    %221 = stablehlo.multiply %220, %220 : tensor<2x8x64xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<2x8x64xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<2x8x64xf32>
    %225 = stablehlo.add %220, %224 : tensor<2x8x64xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<2x8x64xf32>
    %228 = stablehlo.tanh %227 : tensor<2x8x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %230 = stablehlo.add %229, %228 : tensor<2x8x64xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<2x8x64xf32>
    %233 = stablehlo.multiply %220, %232 : tensor<2x8x64xf32>
    %234 = stablehlo.dot_general %233, %arg28, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x16xf32>) -> tensor<2x8x16xf32>
    %235 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %237 = stablehlo.add %234, %236 : tensor<2x8x16xf32>
    %238 = stablehlo.add %190, %237 : tensor<2x8x16xf32>
    %239 = chlo.square %238 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %241 = stablehlo.multiply %240, %238 : tensor<2x8x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%238 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_43 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %244 = stablehlo.divide %242, %243 : tensor<2x8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%239 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %247 = stablehlo.divide %245, %246 : tensor<2x8xf32>
    %248 = chlo.square %244 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %250 = stablehlo.multiply %249, %244 : tensor<2x8xf32>
    %251 = stablehlo.subtract %247, %248 : tensor<2x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %253 = stablehlo.maximum %252, %251 : tensor<2x8xf32>
    %254 = stablehlo.compare EQ, %251, %253, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %257 = stablehlo.select %254, %255, %256 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %259 = stablehlo.compare EQ, %258, %253, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %262 = stablehlo.select %259, %260, %261 : tensor<2x8xi1>, tensor<2x8xf32>
    %263 = stablehlo.divide %257, %262 : tensor<2x8xf32>
    %264 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %265 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %267 = stablehlo.subtract %238, %266 : tensor<2x8x16xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %269 = stablehlo.add %265, %268 : tensor<2x8x1xf32>
    %270 = stablehlo.rsqrt %269 : tensor<2x8x1xf32>
    %271 = stablehlo.divide %270, %269 : tensor<2x8x1xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<2x8x1xf32>
    %274 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %275 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<2x8x16xf32>
    %278 = stablehlo.multiply %267, %277 : tensor<2x8x16xf32>
    %279 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %281 = stablehlo.add %278, %280 : tensor<2x8x16xf32>
    %282 = stablehlo.dot_general %281, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %283 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %285 = stablehlo.add %282, %284 : tensor<2x8x32xf32>
    %286 = stablehlo.slice %285 [0:2, 0:7, 0:32] : (tensor<2x8x32xf32>) -> tensor<2x7x32xf32>
    %287 = stablehlo.slice %arg112 [0:2, 1:8] : (tensor<2x8xi32>) -> tensor<2x7xi32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x7xi32>) -> tensor<2x7x1xi32>
    %289:2 = call @take_along_axis(%286, %288) : (tensor<2x7x32xf32>, tensor<2x7x1xi32>) -> (tensor<2x7x1xf32>, tensor<2x7x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %290:2 = call @_take_1(%289#0, %c) : (tensor<2x7x1xf32>, tensor<i32>) -> (tensor<2x7xf32>, tensor<1xi32>)
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %291 = stablehlo.reduce(%286 init: %cst_55) applies stablehlo.maximum across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %293 = stablehlo.maximum %292, %291 : tensor<2x7xf32>
    %294 = stablehlo.is_finite %293 : (tensor<2x7xf32>) -> tensor<2x7xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %296 = stablehlo.select %294, %293, %295 : tensor<2x7xi1>, tensor<2x7xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %299 = stablehlo.subtract %286, %298 : tensor<2x7x32xf32>
    %300 = stablehlo.exponential %299 : tensor<2x7x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %302 = stablehlo.abs %301 : tensor<2x7xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %304 = stablehlo.compare GE, %301, %303, FLOAT : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %305 = stablehlo.log %302 : tensor<2x7xf32>
    %306 = stablehlo.add %305, %296 : tensor<2x7xf32>
    %307 = stablehlo.subtract %306, %290#0 : tensor<2x7xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x7xf32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %309 = stablehlo.divide %308, %cst_61 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %310 = stablehlo.divide %cst_62, %cst_63 : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %312 = stablehlo.negate %311 : tensor<2x7xf32>
    %313 = stablehlo.divide %311, %302 : tensor<2x7xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x7xf32>
    %315 = stablehlo.select %304, %314, %313 : tensor<2x7xi1>, tensor<2x7xf32>
    %316 = stablehlo.select %304, %313, %314 : tensor<2x7xi1>, tensor<2x7xf32>
    %317 = stablehlo.negate %315 : tensor<2x7xf32>
    %318 = stablehlo.add %316, %317 : tensor<2x7xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x32xf32>
    %320 = stablehlo.multiply %319, %300 : tensor<2x7x32xf32>
    %321 = call @_take_3(%290#1, %312) : (tensor<1xi32>, tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %322 = call @take_along_axis_4(%289#1, %321) : (tensor<2x7x1x1xi32>, tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %323 = stablehlo.add %320, %322 : tensor<2x7x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.pad %323, %cst_65, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x8x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %326 = stablehlo.reshape %325 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %328 = stablehlo.dot_general %324, %281, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %329 = stablehlo.transpose %328, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %330 = stablehlo.dot_general %324, %arg1, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %332 = stablehlo.reshape %331 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %333 = stablehlo.reshape %332 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %334 = stablehlo.multiply %267, %330 : tensor<2x8x16xf32>
    %335 = stablehlo.multiply %330, %277 : tensor<2x8x16xf32>
    %336 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %337 = stablehlo.multiply %336, %334 : tensor<2x8x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%337 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %339 = stablehlo.reshape %338 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %340 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %341 = stablehlo.multiply %334, %340 : tensor<2x8x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %344 = stablehlo.reshape %339 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %345 = stablehlo.multiply %343, %273 : tensor<2x8x1xf32>
    %346 = stablehlo.negate %335 : tensor<2x8x16xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%345 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%348 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %351 = stablehlo.multiply %349, %263 : tensor<2x8xf32>
    %352 = stablehlo.negate %351 : tensor<2x8xf32>
    %353 = stablehlo.multiply %352, %250 : tensor<2x8xf32>
    %354 = stablehlo.add %350, %353 : tensor<2x8xf32>
    %cst_73 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %356 = stablehlo.divide %351, %355 : tensor<2x8xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_74 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %359 = stablehlo.divide %354, %358 : tensor<2x8xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %361 = stablehlo.add %335, %360 : tensor<2x8x16xf32>
    %362 = stablehlo.multiply %357, %241 : tensor<2x8x16xf32>
    %363 = stablehlo.add %361, %362 : tensor<2x8x16xf32>
    %364:17 = stablehlo.optimization_barrier %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %119, %363 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>
    %365 = chlo.square %364#15 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %367 = stablehlo.multiply %366, %364#15 : tensor<2x8x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%364#15 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_77 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %370 = stablehlo.divide %368, %369 : tensor<2x8xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%365 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_79 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %373 = stablehlo.divide %371, %372 : tensor<2x8xf32>
    %374 = chlo.square %370 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_80 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %376 = stablehlo.multiply %375, %370 : tensor<2x8xf32>
    %377 = stablehlo.subtract %373, %374 : tensor<2x8xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %379 = stablehlo.maximum %378, %377 : tensor<2x8xf32>
    %380 = stablehlo.compare EQ, %377, %379, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %383 = stablehlo.select %380, %381, %382 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %385 = stablehlo.compare EQ, %384, %379, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_85 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %388 = stablehlo.select %385, %386, %387 : tensor<2x8xi1>, tensor<2x8xf32>
    %389 = stablehlo.divide %383, %388 : tensor<2x8xf32>
    %390 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %391 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %392 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %393 = stablehlo.subtract %364#15, %392 : tensor<2x8x16xf32>
    %cst_87 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %395 = stablehlo.add %391, %394 : tensor<2x8x1xf32>
    %396 = stablehlo.rsqrt %395 : tensor<2x8x1xf32>
    %397 = stablehlo.divide %396, %395 : tensor<2x8x1xf32>
    %cst_88 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<2x8x1xf32>
    %400 = stablehlo.reshape %364#1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %401 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %402 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %403 = stablehlo.multiply %401, %402 : tensor<2x8x16xf32>
    %404 = stablehlo.multiply %393, %403 : tensor<2x8x16xf32>
    %405 = stablehlo.reshape %364#0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %407 = stablehlo.add %404, %406 : tensor<2x8x16xf32>
    %408 = stablehlo.iota dim = 0 : tensor<8xi32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %411 = stablehlo.broadcast_in_dim %409, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %412 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %413 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %414 = stablehlo.compare GE, %412, %413, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %416 = stablehlo.convert %415 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %417 = stablehlo.dot_general %407, %364#12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %418 = stablehlo.reshape %364#11 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %420 = stablehlo.add %417, %419 : tensor<2x8x2x8xf32>
    %421 = stablehlo.dot_general %407, %364#8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %422 = stablehlo.reshape %364#7 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %424 = stablehlo.add %421, %423 : tensor<2x8x2x8xf32>
    %425 = stablehlo.dot_general %407, %364#14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %426 = stablehlo.reshape %364#13 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %428 = stablehlo.add %425, %427 : tensor<2x8x2x8xf32>
    %cst_89 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %429 = stablehlo.sqrt %cst_89 : tensor<f32>
    %430 = stablehlo.convert %429 : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %432 = stablehlo.divide %420, %431 : tensor<2x8x2x8xf32>
    %433 = stablehlo.dot_general %432, %424, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_90 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %434:2 = call @_where_5(%416, %433, %cst_90) : (tensor<2x1x8x8xf32>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %435 = stablehlo.reduce(%434#0 init: %cst_91) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %437 = stablehlo.maximum %436, %435 : tensor<2x2x8xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %440 = stablehlo.subtract %434#0, %439 : tensor<2x2x8x8xf32>
    %441 = stablehlo.exponential %440 : tensor<2x2x8x8xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %445 = stablehlo.divide %441, %444 : tensor<2x2x8x8xf32>
    %446 = stablehlo.multiply %443, %443 : tensor<2x2x8x1xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %448 = stablehlo.divide %447, %446 : tensor<2x2x8x1xf32>
    %449 = stablehlo.dot_general %428, %445, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %450 = stablehlo.transpose %449, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %451 = stablehlo.dot_general %450, %364#10, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %452 = stablehlo.reshape %364#9 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %454 = stablehlo.add %451, %453 : tensor<2x8x16xf32>
    %455 = stablehlo.add %364#15, %454 : tensor<2x8x16xf32>
    %456 = chlo.square %455 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %458 = stablehlo.multiply %457, %455 : tensor<2x8x16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%455 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_97 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %461 = stablehlo.divide %459, %460 : tensor<2x8xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%456 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %464 = stablehlo.divide %462, %463 : tensor<2x8xf32>
    %465 = chlo.square %461 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_100 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %467 = stablehlo.multiply %466, %461 : tensor<2x8xf32>
    %468 = stablehlo.subtract %464, %465 : tensor<2x8xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %470 = stablehlo.maximum %469, %468 : tensor<2x8xf32>
    %471 = stablehlo.compare EQ, %468, %470, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %474 = stablehlo.select %471, %472, %473 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %476 = stablehlo.compare EQ, %475, %470, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_105 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %479 = stablehlo.select %476, %477, %478 : tensor<2x8xi1>, tensor<2x8xf32>
    %480 = stablehlo.divide %474, %479 : tensor<2x8xf32>
    %481 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %482 = stablehlo.broadcast_in_dim %470, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %483 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %484 = stablehlo.subtract %455, %483 : tensor<2x8x16xf32>
    %cst_107 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %486 = stablehlo.add %482, %485 : tensor<2x8x1xf32>
    %487 = stablehlo.rsqrt %486 : tensor<2x8x1xf32>
    %488 = stablehlo.divide %487, %486 : tensor<2x8x1xf32>
    %cst_108 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %490 = stablehlo.multiply %489, %488 : tensor<2x8x1xf32>
    %491 = stablehlo.reshape %364#3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %492 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %493 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<2x8x16xf32>
    %495 = stablehlo.multiply %484, %494 : tensor<2x8x16xf32>
    %496 = stablehlo.reshape %364#2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %498 = stablehlo.add %495, %497 : tensor<2x8x16xf32>
    %499 = stablehlo.dot_general %498, %364#5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %500 = stablehlo.reshape %364#4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %502 = stablehlo.add %499, %501 : tensor<2x8x64xf32>
    %503 = stablehlo.multiply %502, %502 : tensor<2x8x64xf32>
    %504 = stablehlo.multiply %503, %502 : tensor<2x8x64xf32>
    %505 = stablehlo.multiply %502, %502 : tensor<2x8x64xf32>
    %cst_109 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<2x8x64xf32>
    %cst_110 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %509 = stablehlo.multiply %508, %504 : tensor<2x8x64xf32>
    %510 = stablehlo.add %502, %509 : tensor<2x8x64xf32>
    %cst_111 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %512 = stablehlo.multiply %511, %510 : tensor<2x8x64xf32>
    %513 = stablehlo.tanh %512 : tensor<2x8x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %515 = stablehlo.subtract %514, %513 : tensor<2x8x64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %517 = stablehlo.add %516, %513 : tensor<2x8x64xf32>
    %cst_114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %519 = stablehlo.multiply %518, %517 : tensor<2x8x64xf32>
    %520 = stablehlo.multiply %502, %519 : tensor<2x8x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%364#16 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %522 = stablehlo.reshape %521 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %523 = stablehlo.reshape %522 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %524 = stablehlo.dot_general %364#16, %520, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %525 = stablehlo.transpose %524, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %526 = stablehlo.dot_general %364#16, %364#6, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<64x16xf32>) -> tensor<2x8x64xf32>
    %527 = stablehlo.multiply %502, %526 : tensor<2x8x64xf32>
    %528 = stablehlo.multiply %526, %519 : tensor<2x8x64xf32>
    %cst_116 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %530 = stablehlo.multiply %529, %527 : tensor<2x8x64xf32>
    %531 = stablehlo.multiply %530, %515 : tensor<2x8x64xf32>
    %532 = stablehlo.multiply %531, %513 : tensor<2x8x64xf32>
    %533 = stablehlo.add %531, %532 : tensor<2x8x64xf32>
    %cst_117 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %535 = stablehlo.multiply %534, %533 : tensor<2x8x64xf32>
    %536 = stablehlo.add %528, %535 : tensor<2x8x64xf32>
    %cst_118 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %538 = stablehlo.multiply %537, %535 : tensor<2x8x64xf32>
    %539 = stablehlo.multiply %538, %507 : tensor<2x8x64xf32>
    %540 = stablehlo.add %536, %539 : tensor<2x8x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %542 = stablehlo.reshape %541 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %543 = stablehlo.reshape %542 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %544 = stablehlo.dot_general %540, %498, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %545 = stablehlo.transpose %544, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %546 = stablehlo.dot_general %540, %364#5, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<16x64xf32>) -> tensor<2x8x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%546 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %548 = stablehlo.reshape %547 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %549 = stablehlo.reshape %548 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %550 = stablehlo.multiply %484, %546 : tensor<2x8x16xf32>
    %551 = stablehlo.multiply %546, %494 : tensor<2x8x16xf32>
    %552 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %553 = stablehlo.multiply %552, %550 : tensor<2x8x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%553 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %555 = stablehlo.reshape %554 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %556 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %557 = stablehlo.multiply %550, %556 : tensor<2x8x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.reduce(%557 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %559 = stablehlo.reshape %558 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %560 = stablehlo.reshape %555 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %561 = stablehlo.multiply %559, %490 : tensor<2x8x1xf32>
    %562 = stablehlo.negate %551 : tensor<2x8x16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %564 = stablehlo.reshape %563 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %565 = stablehlo.add %364#16, %551 : tensor<2x8x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%561 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%564 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %568 = stablehlo.multiply %566, %480 : tensor<2x8xf32>
    %569 = stablehlo.negate %568 : tensor<2x8xf32>
    %570 = stablehlo.multiply %569, %467 : tensor<2x8xf32>
    %571 = stablehlo.add %567, %570 : tensor<2x8xf32>
    %cst_126 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %573 = stablehlo.divide %568, %572 : tensor<2x8xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_127 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %576 = stablehlo.divide %571, %575 : tensor<2x8xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %578 = stablehlo.add %565, %577 : tensor<2x8x16xf32>
    %579 = stablehlo.multiply %574, %458 : tensor<2x8x16xf32>
    %580 = stablehlo.add %578, %579 : tensor<2x8x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %582 = stablehlo.reshape %581 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %583 = stablehlo.reshape %582 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %584 = stablehlo.dot_general %580, %450, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %585 = stablehlo.transpose %584, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %586 = stablehlo.dot_general %580, %364#10, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %587 = stablehlo.transpose %586, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %588 = stablehlo.dot_general %587, %428, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %589 = stablehlo.dot_general %587, %445, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %590 = stablehlo.transpose %589, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %591 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %592 = stablehlo.multiply %588, %591 : tensor<2x2x8x8xf32>
    %593 = stablehlo.multiply %592, %441 : tensor<2x2x8x8xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_129) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %595 = stablehlo.reshape %594 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %596 = stablehlo.negate %595 : tensor<2x2x8x1xf32>
    %597 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %598 = stablehlo.divide %588, %597 : tensor<2x2x8x8xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%596 init: %cst_130) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %601 = stablehlo.add %598, %600 : tensor<2x2x8x8xf32>
    %602 = stablehlo.multiply %601, %441 : tensor<2x2x8x8xf32>
    %603 = call @_where_6(%434#1, %602) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %604 = stablehlo.dot_general %603, %432, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %605 = stablehlo.transpose %604, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %606 = stablehlo.dot_general %603, %424, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %607 = stablehlo.transpose %606, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %608 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %609 = stablehlo.divide %607, %608 : tensor<2x8x2x8xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%590 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %611 = stablehlo.reshape %610 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %612 = stablehlo.reshape %611 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %613 = stablehlo.dot_general %590, %407, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %614 = stablehlo.transpose %613, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %615 = stablehlo.dot_general %590, %364#14, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%605 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %617 = stablehlo.reshape %616 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %618 = stablehlo.reshape %617 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %619 = stablehlo.dot_general %605, %407, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %620 = stablehlo.transpose %619, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %621 = stablehlo.dot_general %605, %364#8, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %622 = stablehlo.add %615, %621 : tensor<2x8x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%609 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %624 = stablehlo.reshape %623 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %625 = stablehlo.reshape %624 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %626 = stablehlo.dot_general %609, %407, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %627 = stablehlo.transpose %626, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %628 = stablehlo.dot_general %609, %364#12, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %629 = stablehlo.add %622, %628 : tensor<2x8x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%629 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %631 = stablehlo.reshape %630 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %632 = stablehlo.reshape %631 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %633 = stablehlo.multiply %393, %629 : tensor<2x8x16xf32>
    %634 = stablehlo.multiply %629, %403 : tensor<2x8x16xf32>
    %635 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %636 = stablehlo.multiply %635, %633 : tensor<2x8x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%636 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %638 = stablehlo.reshape %637 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %639 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %640 = stablehlo.multiply %633, %639 : tensor<2x8x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%640 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %642 = stablehlo.reshape %641 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %643 = stablehlo.reshape %638 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %644 = stablehlo.multiply %642, %399 : tensor<2x8x1xf32>
    %645 = stablehlo.negate %634 : tensor<2x8x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %647 = stablehlo.reshape %646 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %648 = stablehlo.add %580, %634 : tensor<2x8x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%644 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%647 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %651 = stablehlo.multiply %649, %389 : tensor<2x8xf32>
    %652 = stablehlo.negate %651 : tensor<2x8xf32>
    %653 = stablehlo.multiply %652, %376 : tensor<2x8xf32>
    %654 = stablehlo.add %650, %653 : tensor<2x8xf32>
    %cst_140 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %656 = stablehlo.divide %651, %655 : tensor<2x8xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_141 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %659 = stablehlo.divide %654, %658 : tensor<2x8xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %661 = stablehlo.add %648, %660 : tensor<2x8x16xf32>
    %662 = stablehlo.multiply %657, %367 : tensor<2x8x16xf32>
    %663 = stablehlo.add %661, %662 : tensor<2x8x16xf32>
    %664:17 = stablehlo.optimization_barrier %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %0#0, %663 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>
    %665 = chlo.square %664#15 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_142 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %667 = stablehlo.multiply %666, %664#15 : tensor<2x8x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%664#15 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_144 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %670 = stablehlo.divide %668, %669 : tensor<2x8xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%665 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_146 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %673 = stablehlo.divide %671, %672 : tensor<2x8xf32>
    %674 = chlo.square %670 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_147 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %676 = stablehlo.multiply %675, %670 : tensor<2x8xf32>
    %677 = stablehlo.subtract %673, %674 : tensor<2x8xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %679 = stablehlo.maximum %678, %677 : tensor<2x8xf32>
    %680 = stablehlo.compare EQ, %677, %679, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %683 = stablehlo.select %680, %681, %682 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %685 = stablehlo.compare EQ, %684, %679, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_152 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %688 = stablehlo.select %685, %686, %687 : tensor<2x8xi1>, tensor<2x8xf32>
    %689 = stablehlo.divide %683, %688 : tensor<2x8xf32>
    %690 = stablehlo.broadcast_in_dim %670, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %691 = stablehlo.broadcast_in_dim %679, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %692 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %693 = stablehlo.subtract %664#15, %692 : tensor<2x8x16xf32>
    %cst_154 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %695 = stablehlo.add %691, %694 : tensor<2x8x1xf32>
    %696 = stablehlo.rsqrt %695 : tensor<2x8x1xf32>
    %697 = stablehlo.divide %696, %695 : tensor<2x8x1xf32>
    %cst_155 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %699 = stablehlo.multiply %698, %697 : tensor<2x8x1xf32>
    %700 = stablehlo.reshape %664#1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %701 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %702 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %703 = stablehlo.multiply %701, %702 : tensor<2x8x16xf32>
    %704 = stablehlo.multiply %693, %703 : tensor<2x8x16xf32>
    %705 = stablehlo.reshape %664#0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %707 = stablehlo.add %704, %706 : tensor<2x8x16xf32>
    %708 = stablehlo.iota dim = 0 : tensor<8xi32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %711 = stablehlo.broadcast_in_dim %709, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %712 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %713 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %714 = stablehlo.compare GE, %712, %713, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %715 = stablehlo.broadcast_in_dim %714, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %716 = stablehlo.convert %715 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %717 = stablehlo.dot_general %707, %664#12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %718 = stablehlo.reshape %664#11 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %720 = stablehlo.add %717, %719 : tensor<2x8x2x8xf32>
    %721 = stablehlo.dot_general %707, %664#8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %722 = stablehlo.reshape %664#7 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %724 = stablehlo.add %721, %723 : tensor<2x8x2x8xf32>
    %725 = stablehlo.dot_general %707, %664#14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %726 = stablehlo.reshape %664#13 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %728 = stablehlo.add %725, %727 : tensor<2x8x2x8xf32>
    %cst_156 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %729 = stablehlo.sqrt %cst_156 : tensor<f32>
    %730 = stablehlo.convert %729 : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %732 = stablehlo.divide %720, %731 : tensor<2x8x2x8xf32>
    %733 = stablehlo.dot_general %732, %724, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %cst_157 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %734:2 = call @_where_5(%716, %733, %cst_157) : (tensor<2x1x8x8xf32>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %735 = stablehlo.reduce(%734#0 init: %cst_158) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %737 = stablehlo.maximum %736, %735 : tensor<2x2x8xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %740 = stablehlo.subtract %734#0, %739 : tensor<2x2x8x8xf32>
    %741 = stablehlo.exponential %740 : tensor<2x2x8x8xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_160) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %745 = stablehlo.divide %741, %744 : tensor<2x2x8x8xf32>
    %746 = stablehlo.multiply %743, %743 : tensor<2x2x8x1xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %748 = stablehlo.divide %747, %746 : tensor<2x2x8x1xf32>
    %749 = stablehlo.dot_general %728, %745, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %750 = stablehlo.transpose %749, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %751 = stablehlo.dot_general %750, %664#10, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %752 = stablehlo.reshape %664#9 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %754 = stablehlo.add %751, %753 : tensor<2x8x16xf32>
    %755 = stablehlo.add %664#15, %754 : tensor<2x8x16xf32>
    %756 = chlo.square %755 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_162 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %758 = stablehlo.multiply %757, %755 : tensor<2x8x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%755 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_164 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %761 = stablehlo.divide %759, %760 : tensor<2x8xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%756 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_166 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %764 = stablehlo.divide %762, %763 : tensor<2x8xf32>
    %765 = chlo.square %761 : tensor<2x8xf32> -> tensor<2x8xf32>
    %cst_167 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %767 = stablehlo.multiply %766, %761 : tensor<2x8xf32>
    %768 = stablehlo.subtract %764, %765 : tensor<2x8xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %770 = stablehlo.maximum %769, %768 : tensor<2x8xf32>
    %771 = stablehlo.compare EQ, %768, %770, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_169 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %774 = stablehlo.select %771, %772, %773 : tensor<2x8xi1>, tensor<2x8xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %776 = stablehlo.compare EQ, %775, %770, FLOAT : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xi1>
    %cst_172 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %779 = stablehlo.select %776, %777, %778 : tensor<2x8xi1>, tensor<2x8xf32>
    %780 = stablehlo.divide %774, %779 : tensor<2x8xf32>
    %781 = stablehlo.broadcast_in_dim %761, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %782 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %783 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %784 = stablehlo.subtract %755, %783 : tensor<2x8x16xf32>
    %cst_174 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %786 = stablehlo.add %782, %785 : tensor<2x8x1xf32>
    %787 = stablehlo.rsqrt %786 : tensor<2x8x1xf32>
    %788 = stablehlo.divide %787, %786 : tensor<2x8x1xf32>
    %cst_175 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %790 = stablehlo.multiply %789, %788 : tensor<2x8x1xf32>
    %791 = stablehlo.reshape %664#3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %792 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %793 = stablehlo.broadcast_in_dim %791, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %794 = stablehlo.multiply %792, %793 : tensor<2x8x16xf32>
    %795 = stablehlo.multiply %784, %794 : tensor<2x8x16xf32>
    %796 = stablehlo.reshape %664#2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %798 = stablehlo.add %795, %797 : tensor<2x8x16xf32>
    %799 = stablehlo.dot_general %798, %664#5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %800 = stablehlo.reshape %664#4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %802 = stablehlo.add %799, %801 : tensor<2x8x64xf32>
    %803 = stablehlo.multiply %802, %802 : tensor<2x8x64xf32>
    %804 = stablehlo.multiply %803, %802 : tensor<2x8x64xf32>
    %805 = stablehlo.multiply %802, %802 : tensor<2x8x64xf32>
    %cst_176 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %807 = stablehlo.multiply %806, %805 : tensor<2x8x64xf32>
    %cst_177 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %809 = stablehlo.multiply %808, %804 : tensor<2x8x64xf32>
    %810 = stablehlo.add %802, %809 : tensor<2x8x64xf32>
    %cst_178 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %812 = stablehlo.multiply %811, %810 : tensor<2x8x64xf32>
    %813 = stablehlo.tanh %812 : tensor<2x8x64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %815 = stablehlo.subtract %814, %813 : tensor<2x8x64xf32>
    %cst_180 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %817 = stablehlo.add %816, %813 : tensor<2x8x64xf32>
    %cst_181 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %819 = stablehlo.multiply %818, %817 : tensor<2x8x64xf32>
    %820 = stablehlo.multiply %802, %819 : tensor<2x8x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.reduce(%664#16 init: %cst_182) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %822 = stablehlo.reshape %821 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %823 = stablehlo.reshape %822 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %824 = stablehlo.dot_general %664#16, %820, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %825 = stablehlo.transpose %824, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %826 = stablehlo.dot_general %664#16, %664#6, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<64x16xf32>) -> tensor<2x8x64xf32>
    %827 = stablehlo.multiply %802, %826 : tensor<2x8x64xf32>
    %828 = stablehlo.multiply %826, %819 : tensor<2x8x64xf32>
    %cst_183 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %830 = stablehlo.multiply %829, %827 : tensor<2x8x64xf32>
    %831 = stablehlo.multiply %830, %815 : tensor<2x8x64xf32>
    %832 = stablehlo.multiply %831, %813 : tensor<2x8x64xf32>
    %833 = stablehlo.add %831, %832 : tensor<2x8x64xf32>
    %cst_184 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %835 = stablehlo.multiply %834, %833 : tensor<2x8x64xf32>
    %836 = stablehlo.add %828, %835 : tensor<2x8x64xf32>
    %cst_185 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %838 = stablehlo.multiply %837, %835 : tensor<2x8x64xf32>
    %839 = stablehlo.multiply %838, %807 : tensor<2x8x64xf32>
    %840 = stablehlo.add %836, %839 : tensor<2x8x64xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.reduce(%840 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %842 = stablehlo.reshape %841 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %843 = stablehlo.reshape %842 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %844 = stablehlo.dot_general %840, %798, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %845 = stablehlo.transpose %844, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %846 = stablehlo.dot_general %840, %664#5, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<16x64xf32>) -> tensor<2x8x16xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.reduce(%846 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %848 = stablehlo.reshape %847 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %849 = stablehlo.reshape %848 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %850 = stablehlo.multiply %784, %846 : tensor<2x8x16xf32>
    %851 = stablehlo.multiply %846, %794 : tensor<2x8x16xf32>
    %852 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %853 = stablehlo.multiply %852, %850 : tensor<2x8x16xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%853 init: %cst_188) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %855 = stablehlo.reshape %854 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %856 = stablehlo.broadcast_in_dim %791, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %857 = stablehlo.multiply %850, %856 : tensor<2x8x16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%857 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %859 = stablehlo.reshape %858 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %860 = stablehlo.reshape %855 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %861 = stablehlo.multiply %859, %790 : tensor<2x8x1xf32>
    %862 = stablehlo.negate %851 : tensor<2x8x16xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %863 = stablehlo.reduce(%862 init: %cst_190) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %864 = stablehlo.reshape %863 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %865 = stablehlo.add %664#16, %851 : tensor<2x8x16xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %866 = stablehlo.reduce(%861 init: %cst_191) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.reduce(%864 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %868 = stablehlo.multiply %866, %780 : tensor<2x8xf32>
    %869 = stablehlo.negate %868 : tensor<2x8xf32>
    %870 = stablehlo.multiply %869, %767 : tensor<2x8xf32>
    %871 = stablehlo.add %867, %870 : tensor<2x8xf32>
    %cst_193 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %873 = stablehlo.divide %868, %872 : tensor<2x8xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_194 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %876 = stablehlo.divide %871, %875 : tensor<2x8xf32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %878 = stablehlo.add %865, %877 : tensor<2x8x16xf32>
    %879 = stablehlo.multiply %874, %758 : tensor<2x8x16xf32>
    %880 = stablehlo.add %878, %879 : tensor<2x8x16xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %881 = stablehlo.reduce(%880 init: %cst_195) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %882 = stablehlo.reshape %881 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %883 = stablehlo.reshape %882 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %884 = stablehlo.dot_general %880, %750, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %885 = stablehlo.transpose %884, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %886 = stablehlo.dot_general %880, %664#10, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %887 = stablehlo.transpose %886, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %888 = stablehlo.dot_general %887, %728, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %889 = stablehlo.dot_general %887, %745, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %890 = stablehlo.transpose %889, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %891 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %892 = stablehlo.multiply %888, %891 : tensor<2x2x8x8xf32>
    %893 = stablehlo.multiply %892, %741 : tensor<2x2x8x8xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.reduce(%893 init: %cst_196) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %895 = stablehlo.reshape %894 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %896 = stablehlo.negate %895 : tensor<2x2x8x1xf32>
    %897 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %898 = stablehlo.divide %888, %897 : tensor<2x2x8x8xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%896 init: %cst_197) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %901 = stablehlo.add %898, %900 : tensor<2x2x8x8xf32>
    %902 = stablehlo.multiply %901, %741 : tensor<2x2x8x8xf32>
    %903 = call @_where_6(%734#1, %902) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %904 = stablehlo.dot_general %903, %732, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %905 = stablehlo.transpose %904, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %906 = stablehlo.dot_general %903, %724, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %907 = stablehlo.transpose %906, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %908 = stablehlo.broadcast_in_dim %730, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %909 = stablehlo.divide %907, %908 : tensor<2x8x2x8xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %910 = stablehlo.reduce(%890 init: %cst_198) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %911 = stablehlo.reshape %910 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %912 = stablehlo.reshape %911 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %913 = stablehlo.dot_general %890, %707, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %914 = stablehlo.transpose %913, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %915 = stablehlo.dot_general %890, %664#14, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %916 = stablehlo.reduce(%905 init: %cst_199) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %917 = stablehlo.reshape %916 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %918 = stablehlo.reshape %917 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %919 = stablehlo.dot_general %905, %707, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %920 = stablehlo.transpose %919, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %921 = stablehlo.dot_general %905, %664#8, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %922 = stablehlo.add %915, %921 : tensor<2x8x16xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %923 = stablehlo.reduce(%909 init: %cst_200) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %924 = stablehlo.reshape %923 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %925 = stablehlo.reshape %924 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %926 = stablehlo.dot_general %909, %707, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %927 = stablehlo.transpose %926, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %928 = stablehlo.dot_general %909, %664#12, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %929 = stablehlo.add %922, %928 : tensor<2x8x16xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %930 = stablehlo.reduce(%929 init: %cst_201) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %931 = stablehlo.reshape %930 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %932 = stablehlo.reshape %931 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %933 = stablehlo.multiply %693, %929 : tensor<2x8x16xf32>
    %934 = stablehlo.multiply %929, %703 : tensor<2x8x16xf32>
    %935 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %936 = stablehlo.multiply %935, %933 : tensor<2x8x16xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %937 = stablehlo.reduce(%936 init: %cst_202) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %938 = stablehlo.reshape %937 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %939 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %940 = stablehlo.multiply %933, %939 : tensor<2x8x16xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %941 = stablehlo.reduce(%940 init: %cst_203) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %942 = stablehlo.reshape %941 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %943 = stablehlo.reshape %938 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %944 = stablehlo.multiply %942, %699 : tensor<2x8x1xf32>
    %945 = stablehlo.negate %934 : tensor<2x8x16xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %946 = stablehlo.reduce(%945 init: %cst_204) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %947 = stablehlo.reshape %946 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %948 = stablehlo.add %880, %934 : tensor<2x8x16xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.reduce(%944 init: %cst_205) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %950 = stablehlo.reduce(%947 init: %cst_206) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %951 = stablehlo.multiply %949, %689 : tensor<2x8xf32>
    %952 = stablehlo.negate %951 : tensor<2x8xf32>
    %953 = stablehlo.multiply %952, %676 : tensor<2x8xf32>
    %954 = stablehlo.add %950, %953 : tensor<2x8xf32>
    %cst_207 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %956 = stablehlo.divide %951, %955 : tensor<2x8xf32>
    %957 = stablehlo.broadcast_in_dim %956, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %cst_208 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %959 = stablehlo.divide %954, %958 : tensor<2x8xf32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %961 = stablehlo.add %948, %960 : tensor<2x8x16xf32>
    %962 = stablehlo.multiply %957, %667 : tensor<2x8x16xf32>
    %963 = stablehlo.add %961, %962 : tensor<2x8x16xf32>
    %964 = call @_take_7(%0#1, %963) : (tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %966 = stablehlo.multiply %965, %327 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %968 = stablehlo.multiply %967, %arg38 : tensor<32xf32>
    %969 = stablehlo.add %966, %968 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %971 = stablehlo.multiply %970, %329 : tensor<16x32xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %973 = stablehlo.multiply %972, %arg39 : tensor<16x32xf32>
    %974 = stablehlo.add %971, %973 : tensor<16x32xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %976 = stablehlo.multiply %975, %964 : tensor<32x16xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %978 = stablehlo.multiply %977, %arg40 : tensor<32x16xf32>
    %979 = stablehlo.add %976, %978 : tensor<32x16xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %981 = stablehlo.multiply %980, %333 : tensor<16xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %983 = stablehlo.multiply %982, %arg41 : tensor<16xf32>
    %984 = stablehlo.add %981, %983 : tensor<16xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %986 = stablehlo.multiply %985, %344 : tensor<16xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %988 = stablehlo.multiply %987, %arg42 : tensor<16xf32>
    %989 = stablehlo.add %986, %988 : tensor<16xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %991 = stablehlo.multiply %990, %932 : tensor<16xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %993 = stablehlo.multiply %992, %arg43 : tensor<16xf32>
    %994 = stablehlo.add %991, %993 : tensor<16xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %996 = stablehlo.multiply %995, %943 : tensor<16xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %998 = stablehlo.multiply %997, %arg44 : tensor<16xf32>
    %999 = stablehlo.add %996, %998 : tensor<16xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1001 = stablehlo.multiply %1000, %849 : tensor<16xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1003 = stablehlo.multiply %1002, %arg45 : tensor<16xf32>
    %1004 = stablehlo.add %1001, %1003 : tensor<16xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1006 = stablehlo.multiply %1005, %860 : tensor<16xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1008 = stablehlo.multiply %1007, %arg46 : tensor<16xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<16xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1010 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1011 = stablehlo.multiply %1010, %843 : tensor<64xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1013 = stablehlo.multiply %1012, %arg47 : tensor<64xf32>
    %1014 = stablehlo.add %1011, %1013 : tensor<64xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1016 = stablehlo.multiply %1015, %845 : tensor<16x64xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1018 = stablehlo.multiply %1017, %arg48 : tensor<16x64xf32>
    %1019 = stablehlo.add %1016, %1018 : tensor<16x64xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1021 = stablehlo.multiply %1020, %823 : tensor<16xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1022 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1023 = stablehlo.multiply %1022, %arg49 : tensor<16xf32>
    %1024 = stablehlo.add %1021, %1023 : tensor<16xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1026 = stablehlo.multiply %1025, %825 : tensor<64x16xf32>
    %cst_234 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1028 = stablehlo.multiply %1027, %arg50 : tensor<64x16xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<64x16xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1031 = stablehlo.multiply %1030, %918 : tensor<2x8xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1033 = stablehlo.multiply %1032, %arg51 : tensor<2x8xf32>
    %1034 = stablehlo.add %1031, %1033 : tensor<2x8xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1036 = stablehlo.multiply %1035, %920 : tensor<16x2x8xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1038 = stablehlo.multiply %1037, %arg52 : tensor<16x2x8xf32>
    %1039 = stablehlo.add %1036, %1038 : tensor<16x2x8xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1041 = stablehlo.multiply %1040, %883 : tensor<16xf32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1043 = stablehlo.multiply %1042, %arg53 : tensor<16xf32>
    %1044 = stablehlo.add %1041, %1043 : tensor<16xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1046 = stablehlo.multiply %1045, %885 : tensor<2x8x16xf32>
    %cst_242 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1048 = stablehlo.multiply %1047, %arg54 : tensor<2x8x16xf32>
    %1049 = stablehlo.add %1046, %1048 : tensor<2x8x16xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1051 = stablehlo.multiply %1050, %925 : tensor<2x8xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1053 = stablehlo.multiply %1052, %arg55 : tensor<2x8xf32>
    %1054 = stablehlo.add %1051, %1053 : tensor<2x8xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1056 = stablehlo.multiply %1055, %927 : tensor<16x2x8xf32>
    %cst_246 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1058 = stablehlo.multiply %1057, %arg56 : tensor<16x2x8xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<16x2x8xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1061 = stablehlo.multiply %1060, %912 : tensor<2x8xf32>
    %cst_248 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1063 = stablehlo.multiply %1062, %arg57 : tensor<2x8xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<2x8xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1066 = stablehlo.multiply %1065, %914 : tensor<16x2x8xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1068 = stablehlo.multiply %1067, %arg58 : tensor<16x2x8xf32>
    %1069 = stablehlo.add %1066, %1068 : tensor<16x2x8xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1071 = stablehlo.multiply %1070, %632 : tensor<16xf32>
    %cst_252 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1073 = stablehlo.multiply %1072, %arg59 : tensor<16xf32>
    %1074 = stablehlo.add %1071, %1073 : tensor<16xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1076 = stablehlo.multiply %1075, %643 : tensor<16xf32>
    %cst_254 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1078 = stablehlo.multiply %1077, %arg60 : tensor<16xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<16xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1081 = stablehlo.multiply %1080, %549 : tensor<16xf32>
    %cst_256 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1083 = stablehlo.multiply %1082, %arg61 : tensor<16xf32>
    %1084 = stablehlo.add %1081, %1083 : tensor<16xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1086 = stablehlo.multiply %1085, %560 : tensor<16xf32>
    %cst_258 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1088 = stablehlo.multiply %1087, %arg62 : tensor<16xf32>
    %1089 = stablehlo.add %1086, %1088 : tensor<16xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1091 = stablehlo.multiply %1090, %543 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1093 = stablehlo.multiply %1092, %arg63 : tensor<64xf32>
    %1094 = stablehlo.add %1091, %1093 : tensor<64xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1096 = stablehlo.multiply %1095, %545 : tensor<16x64xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1098 = stablehlo.multiply %1097, %arg64 : tensor<16x64xf32>
    %1099 = stablehlo.add %1096, %1098 : tensor<16x64xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1101 = stablehlo.multiply %1100, %523 : tensor<16xf32>
    %cst_264 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1103 = stablehlo.multiply %1102, %arg65 : tensor<16xf32>
    %1104 = stablehlo.add %1101, %1103 : tensor<16xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1106 = stablehlo.multiply %1105, %525 : tensor<64x16xf32>
    %cst_266 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1108 = stablehlo.multiply %1107, %arg66 : tensor<64x16xf32>
    %1109 = stablehlo.add %1106, %1108 : tensor<64x16xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1111 = stablehlo.multiply %1110, %618 : tensor<2x8xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1113 = stablehlo.multiply %1112, %arg67 : tensor<2x8xf32>
    %1114 = stablehlo.add %1111, %1113 : tensor<2x8xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1116 = stablehlo.multiply %1115, %620 : tensor<16x2x8xf32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1118 = stablehlo.multiply %1117, %arg68 : tensor<16x2x8xf32>
    %1119 = stablehlo.add %1116, %1118 : tensor<16x2x8xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1121 = stablehlo.multiply %1120, %583 : tensor<16xf32>
    %cst_272 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1123 = stablehlo.multiply %1122, %arg69 : tensor<16xf32>
    %1124 = stablehlo.add %1121, %1123 : tensor<16xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1126 = stablehlo.multiply %1125, %585 : tensor<2x8x16xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1128 = stablehlo.multiply %1127, %arg70 : tensor<2x8x16xf32>
    %1129 = stablehlo.add %1126, %1128 : tensor<2x8x16xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1131 = stablehlo.multiply %1130, %625 : tensor<2x8xf32>
    %cst_276 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1133 = stablehlo.multiply %1132, %arg71 : tensor<2x8xf32>
    %1134 = stablehlo.add %1131, %1133 : tensor<2x8xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1136 = stablehlo.multiply %1135, %627 : tensor<16x2x8xf32>
    %cst_278 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1138 = stablehlo.multiply %1137, %arg72 : tensor<16x2x8xf32>
    %1139 = stablehlo.add %1136, %1138 : tensor<16x2x8xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1141 = stablehlo.multiply %1140, %612 : tensor<2x8xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1143 = stablehlo.multiply %1142, %arg73 : tensor<2x8xf32>
    %1144 = stablehlo.add %1141, %1143 : tensor<2x8xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1146 = stablehlo.multiply %1145, %614 : tensor<16x2x8xf32>
    %cst_282 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1148 = stablehlo.multiply %1147, %arg74 : tensor<16x2x8xf32>
    %1149 = stablehlo.add %1146, %1148 : tensor<16x2x8xf32>
    %1150 = stablehlo.multiply %327, %327 : tensor<32xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1152 = stablehlo.multiply %1151, %1150 : tensor<32xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1154 = stablehlo.multiply %1153, %arg75 : tensor<32xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<32xf32>
    %1156 = stablehlo.multiply %329, %329 : tensor<16x32xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1158 = stablehlo.multiply %1157, %1156 : tensor<16x32xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1160 = stablehlo.multiply %1159, %arg76 : tensor<16x32xf32>
    %1161 = stablehlo.add %1158, %1160 : tensor<16x32xf32>
    %1162 = stablehlo.multiply %964, %964 : tensor<32x16xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1164 = stablehlo.multiply %1163, %1162 : tensor<32x16xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1166 = stablehlo.multiply %1165, %arg77 : tensor<32x16xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<32x16xf32>
    %1168 = stablehlo.multiply %333, %333 : tensor<16xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1170 = stablehlo.multiply %1169, %1168 : tensor<16xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1172 = stablehlo.multiply %1171, %arg78 : tensor<16xf32>
    %1173 = stablehlo.add %1170, %1172 : tensor<16xf32>
    %1174 = stablehlo.multiply %344, %344 : tensor<16xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1176 = stablehlo.multiply %1175, %1174 : tensor<16xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1178 = stablehlo.multiply %1177, %arg79 : tensor<16xf32>
    %1179 = stablehlo.add %1176, %1178 : tensor<16xf32>
    %1180 = stablehlo.multiply %932, %932 : tensor<16xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1182 = stablehlo.multiply %1181, %1180 : tensor<16xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1184 = stablehlo.multiply %1183, %arg80 : tensor<16xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<16xf32>
    %1186 = stablehlo.multiply %943, %943 : tensor<16xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1188 = stablehlo.multiply %1187, %1186 : tensor<16xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1190 = stablehlo.multiply %1189, %arg81 : tensor<16xf32>
    %1191 = stablehlo.add %1188, %1190 : tensor<16xf32>
    %1192 = stablehlo.multiply %849, %849 : tensor<16xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1194 = stablehlo.multiply %1193, %1192 : tensor<16xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1196 = stablehlo.multiply %1195, %arg82 : tensor<16xf32>
    %1197 = stablehlo.add %1194, %1196 : tensor<16xf32>
    %1198 = stablehlo.multiply %860, %860 : tensor<16xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1200 = stablehlo.multiply %1199, %1198 : tensor<16xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1202 = stablehlo.multiply %1201, %arg83 : tensor<16xf32>
    %1203 = stablehlo.add %1200, %1202 : tensor<16xf32>
    %1204 = stablehlo.multiply %843, %843 : tensor<64xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1206 = stablehlo.multiply %1205, %1204 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1208 = stablehlo.multiply %1207, %arg84 : tensor<64xf32>
    %1209 = stablehlo.add %1206, %1208 : tensor<64xf32>
    %1210 = stablehlo.multiply %845, %845 : tensor<16x64xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1212 = stablehlo.multiply %1211, %1210 : tensor<16x64xf32>
    %cst_304 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1214 = stablehlo.multiply %1213, %arg85 : tensor<16x64xf32>
    %1215 = stablehlo.add %1212, %1214 : tensor<16x64xf32>
    %1216 = stablehlo.multiply %823, %823 : tensor<16xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1218 = stablehlo.multiply %1217, %1216 : tensor<16xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1220 = stablehlo.multiply %1219, %arg86 : tensor<16xf32>
    %1221 = stablehlo.add %1218, %1220 : tensor<16xf32>
    %1222 = stablehlo.multiply %825, %825 : tensor<64x16xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1224 = stablehlo.multiply %1223, %1222 : tensor<64x16xf32>
    %cst_308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1226 = stablehlo.multiply %1225, %arg87 : tensor<64x16xf32>
    %1227 = stablehlo.add %1224, %1226 : tensor<64x16xf32>
    %1228 = stablehlo.multiply %918, %918 : tensor<2x8xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1230 = stablehlo.multiply %1229, %1228 : tensor<2x8xf32>
    %cst_310 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1232 = stablehlo.multiply %1231, %arg88 : tensor<2x8xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<2x8xf32>
    %1234 = stablehlo.multiply %920, %920 : tensor<16x2x8xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1236 = stablehlo.multiply %1235, %1234 : tensor<16x2x8xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1238 = stablehlo.multiply %1237, %arg89 : tensor<16x2x8xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<16x2x8xf32>
    %1240 = stablehlo.multiply %883, %883 : tensor<16xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1242 = stablehlo.multiply %1241, %1240 : tensor<16xf32>
    %cst_314 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1244 = stablehlo.multiply %1243, %arg90 : tensor<16xf32>
    %1245 = stablehlo.add %1242, %1244 : tensor<16xf32>
    %1246 = stablehlo.multiply %885, %885 : tensor<2x8x16xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1247 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1248 = stablehlo.multiply %1247, %1246 : tensor<2x8x16xf32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1250 = stablehlo.multiply %1249, %arg91 : tensor<2x8x16xf32>
    %1251 = stablehlo.add %1248, %1250 : tensor<2x8x16xf32>
    %1252 = stablehlo.multiply %925, %925 : tensor<2x8xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1254 = stablehlo.multiply %1253, %1252 : tensor<2x8xf32>
    %cst_318 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1256 = stablehlo.multiply %1255, %arg92 : tensor<2x8xf32>
    %1257 = stablehlo.add %1254, %1256 : tensor<2x8xf32>
    %1258 = stablehlo.multiply %927, %927 : tensor<16x2x8xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1260 = stablehlo.multiply %1259, %1258 : tensor<16x2x8xf32>
    %cst_320 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1262 = stablehlo.multiply %1261, %arg93 : tensor<16x2x8xf32>
    %1263 = stablehlo.add %1260, %1262 : tensor<16x2x8xf32>
    %1264 = stablehlo.multiply %912, %912 : tensor<2x8xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1266 = stablehlo.multiply %1265, %1264 : tensor<2x8xf32>
    %cst_322 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1268 = stablehlo.multiply %1267, %arg94 : tensor<2x8xf32>
    %1269 = stablehlo.add %1266, %1268 : tensor<2x8xf32>
    %1270 = stablehlo.multiply %914, %914 : tensor<16x2x8xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1272 = stablehlo.multiply %1271, %1270 : tensor<16x2x8xf32>
    %cst_324 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1274 = stablehlo.multiply %1273, %arg95 : tensor<16x2x8xf32>
    %1275 = stablehlo.add %1272, %1274 : tensor<16x2x8xf32>
    %1276 = stablehlo.multiply %632, %632 : tensor<16xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1278 = stablehlo.multiply %1277, %1276 : tensor<16xf32>
    %cst_326 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1280 = stablehlo.multiply %1279, %arg96 : tensor<16xf32>
    %1281 = stablehlo.add %1278, %1280 : tensor<16xf32>
    %1282 = stablehlo.multiply %643, %643 : tensor<16xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1284 = stablehlo.multiply %1283, %1282 : tensor<16xf32>
    %cst_328 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1286 = stablehlo.multiply %1285, %arg97 : tensor<16xf32>
    %1287 = stablehlo.add %1284, %1286 : tensor<16xf32>
    %1288 = stablehlo.multiply %549, %549 : tensor<16xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1290 = stablehlo.multiply %1289, %1288 : tensor<16xf32>
    %cst_330 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1292 = stablehlo.multiply %1291, %arg98 : tensor<16xf32>
    %1293 = stablehlo.add %1290, %1292 : tensor<16xf32>
    %1294 = stablehlo.multiply %560, %560 : tensor<16xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1296 = stablehlo.multiply %1295, %1294 : tensor<16xf32>
    %cst_332 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1298 = stablehlo.multiply %1297, %arg99 : tensor<16xf32>
    %1299 = stablehlo.add %1296, %1298 : tensor<16xf32>
    %1300 = stablehlo.multiply %543, %543 : tensor<64xf32>
    %cst_333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1302 = stablehlo.multiply %1301, %1300 : tensor<64xf32>
    %cst_334 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1304 = stablehlo.multiply %1303, %arg100 : tensor<64xf32>
    %1305 = stablehlo.add %1302, %1304 : tensor<64xf32>
    %1306 = stablehlo.multiply %545, %545 : tensor<16x64xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1308 = stablehlo.multiply %1307, %1306 : tensor<16x64xf32>
    %cst_336 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1310 = stablehlo.multiply %1309, %arg101 : tensor<16x64xf32>
    %1311 = stablehlo.add %1308, %1310 : tensor<16x64xf32>
    %1312 = stablehlo.multiply %523, %523 : tensor<16xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1314 = stablehlo.multiply %1313, %1312 : tensor<16xf32>
    %cst_338 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1316 = stablehlo.multiply %1315, %arg102 : tensor<16xf32>
    %1317 = stablehlo.add %1314, %1316 : tensor<16xf32>
    %1318 = stablehlo.multiply %525, %525 : tensor<64x16xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1320 = stablehlo.multiply %1319, %1318 : tensor<64x16xf32>
    %cst_340 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1322 = stablehlo.multiply %1321, %arg103 : tensor<64x16xf32>
    %1323 = stablehlo.add %1320, %1322 : tensor<64x16xf32>
    %1324 = stablehlo.multiply %618, %618 : tensor<2x8xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1326 = stablehlo.multiply %1325, %1324 : tensor<2x8xf32>
    %cst_342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1328 = stablehlo.multiply %1327, %arg104 : tensor<2x8xf32>
    %1329 = stablehlo.add %1326, %1328 : tensor<2x8xf32>
    %1330 = stablehlo.multiply %620, %620 : tensor<16x2x8xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1332 = stablehlo.multiply %1331, %1330 : tensor<16x2x8xf32>
    %cst_344 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1334 = stablehlo.multiply %1333, %arg105 : tensor<16x2x8xf32>
    %1335 = stablehlo.add %1332, %1334 : tensor<16x2x8xf32>
    %1336 = stablehlo.multiply %583, %583 : tensor<16xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1338 = stablehlo.multiply %1337, %1336 : tensor<16xf32>
    %cst_346 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1340 = stablehlo.multiply %1339, %arg106 : tensor<16xf32>
    %1341 = stablehlo.add %1338, %1340 : tensor<16xf32>
    %1342 = stablehlo.multiply %585, %585 : tensor<2x8x16xf32>
    %cst_347 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1344 = stablehlo.multiply %1343, %1342 : tensor<2x8x16xf32>
    %cst_348 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1346 = stablehlo.multiply %1345, %arg107 : tensor<2x8x16xf32>
    %1347 = stablehlo.add %1344, %1346 : tensor<2x8x16xf32>
    %1348 = stablehlo.multiply %625, %625 : tensor<2x8xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1350 = stablehlo.multiply %1349, %1348 : tensor<2x8xf32>
    %cst_350 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1352 = stablehlo.multiply %1351, %arg108 : tensor<2x8xf32>
    %1353 = stablehlo.add %1350, %1352 : tensor<2x8xf32>
    %1354 = stablehlo.multiply %627, %627 : tensor<16x2x8xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1356 = stablehlo.multiply %1355, %1354 : tensor<16x2x8xf32>
    %cst_352 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1357 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1358 = stablehlo.multiply %1357, %arg109 : tensor<16x2x8xf32>
    %1359 = stablehlo.add %1356, %1358 : tensor<16x2x8xf32>
    %1360 = stablehlo.multiply %612, %612 : tensor<2x8xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1362 = stablehlo.multiply %1361, %1360 : tensor<2x8xf32>
    %cst_354 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1364 = stablehlo.multiply %1363, %arg110 : tensor<2x8xf32>
    %1365 = stablehlo.add %1362, %1364 : tensor<2x8xf32>
    %1366 = stablehlo.multiply %614, %614 : tensor<16x2x8xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1368 = stablehlo.multiply %1367, %1366 : tensor<16x2x8xf32>
    %cst_356 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1370 = stablehlo.multiply %1369, %arg111 : tensor<16x2x8xf32>
    %1371 = stablehlo.add %1368, %1370 : tensor<16x2x8xf32>
    %c_357 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1372 = stablehlo.compare LT, %arg37, %c_357, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_358 = stablehlo.constant dense<1> : tensor<i32>
    %1373 = stablehlo.add %arg37, %c_358 : tensor<i32>
    %c_359 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1374 = call @_where_8(%1372, %1373, %c_359) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_360 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1375 = stablehlo.convert %1374 : (tensor<i32>) -> tensor<f32>
    %1376 = stablehlo.power %cst_360, %1375 : tensor<f32>
    %cst_361 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1377 = stablehlo.subtract %cst_361, %1376 : tensor<f32>
    %1378 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1379 = stablehlo.divide %969, %1378 : tensor<32xf32>
    %1380 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1381 = stablehlo.divide %974, %1380 : tensor<16x32xf32>
    %1382 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1383 = stablehlo.divide %979, %1382 : tensor<32x16xf32>
    %1384 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1385 = stablehlo.divide %984, %1384 : tensor<16xf32>
    %1386 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1387 = stablehlo.divide %989, %1386 : tensor<16xf32>
    %1388 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1389 = stablehlo.divide %994, %1388 : tensor<16xf32>
    %1390 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1391 = stablehlo.divide %999, %1390 : tensor<16xf32>
    %1392 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1393 = stablehlo.divide %1004, %1392 : tensor<16xf32>
    %1394 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1395 = stablehlo.divide %1009, %1394 : tensor<16xf32>
    %1396 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1397 = stablehlo.divide %1014, %1396 : tensor<64xf32>
    %1398 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1399 = stablehlo.divide %1019, %1398 : tensor<16x64xf32>
    %1400 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1401 = stablehlo.divide %1024, %1400 : tensor<16xf32>
    %1402 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1403 = stablehlo.divide %1029, %1402 : tensor<64x16xf32>
    %1404 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1405 = stablehlo.divide %1034, %1404 : tensor<2x8xf32>
    %1406 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1407 = stablehlo.divide %1039, %1406 : tensor<16x2x8xf32>
    %1408 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1409 = stablehlo.divide %1044, %1408 : tensor<16xf32>
    %1410 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1411 = stablehlo.divide %1049, %1410 : tensor<2x8x16xf32>
    %1412 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1413 = stablehlo.divide %1054, %1412 : tensor<2x8xf32>
    %1414 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1415 = stablehlo.divide %1059, %1414 : tensor<16x2x8xf32>
    %1416 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1417 = stablehlo.divide %1064, %1416 : tensor<2x8xf32>
    %1418 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1419 = stablehlo.divide %1069, %1418 : tensor<16x2x8xf32>
    %1420 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1421 = stablehlo.divide %1074, %1420 : tensor<16xf32>
    %1422 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1423 = stablehlo.divide %1079, %1422 : tensor<16xf32>
    %1424 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1425 = stablehlo.divide %1084, %1424 : tensor<16xf32>
    %1426 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1427 = stablehlo.divide %1089, %1426 : tensor<16xf32>
    %1428 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1429 = stablehlo.divide %1094, %1428 : tensor<64xf32>
    %1430 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1431 = stablehlo.divide %1099, %1430 : tensor<16x64xf32>
    %1432 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1433 = stablehlo.divide %1104, %1432 : tensor<16xf32>
    %1434 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1435 = stablehlo.divide %1109, %1434 : tensor<64x16xf32>
    %1436 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1437 = stablehlo.divide %1114, %1436 : tensor<2x8xf32>
    %1438 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1439 = stablehlo.divide %1119, %1438 : tensor<16x2x8xf32>
    %1440 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1441 = stablehlo.divide %1124, %1440 : tensor<16xf32>
    %1442 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1443 = stablehlo.divide %1129, %1442 : tensor<2x8x16xf32>
    %1444 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1445 = stablehlo.divide %1134, %1444 : tensor<2x8xf32>
    %1446 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1447 = stablehlo.divide %1139, %1446 : tensor<16x2x8xf32>
    %1448 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1449 = stablehlo.divide %1144, %1448 : tensor<2x8xf32>
    %1450 = stablehlo.broadcast_in_dim %1377, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1451 = stablehlo.divide %1149, %1450 : tensor<16x2x8xf32>
    %cst_362 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1452 = stablehlo.convert %1374 : (tensor<i32>) -> tensor<f32>
    %1453 = stablehlo.power %cst_362, %1452 : tensor<f32>
    %cst_363 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1454 = stablehlo.subtract %cst_363, %1453 : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1456 = stablehlo.divide %1155, %1455 : tensor<32xf32>
    %1457 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1458 = stablehlo.divide %1161, %1457 : tensor<16x32xf32>
    %1459 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1460 = stablehlo.divide %1167, %1459 : tensor<32x16xf32>
    %1461 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1462 = stablehlo.divide %1173, %1461 : tensor<16xf32>
    %1463 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1464 = stablehlo.divide %1179, %1463 : tensor<16xf32>
    %1465 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1466 = stablehlo.divide %1185, %1465 : tensor<16xf32>
    %1467 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1468 = stablehlo.divide %1191, %1467 : tensor<16xf32>
    %1469 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1470 = stablehlo.divide %1197, %1469 : tensor<16xf32>
    %1471 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1472 = stablehlo.divide %1203, %1471 : tensor<16xf32>
    %1473 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1474 = stablehlo.divide %1209, %1473 : tensor<64xf32>
    %1475 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1476 = stablehlo.divide %1215, %1475 : tensor<16x64xf32>
    %1477 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1478 = stablehlo.divide %1221, %1477 : tensor<16xf32>
    %1479 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1480 = stablehlo.divide %1227, %1479 : tensor<64x16xf32>
    %1481 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1482 = stablehlo.divide %1233, %1481 : tensor<2x8xf32>
    %1483 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1484 = stablehlo.divide %1239, %1483 : tensor<16x2x8xf32>
    %1485 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1486 = stablehlo.divide %1245, %1485 : tensor<16xf32>
    %1487 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1488 = stablehlo.divide %1251, %1487 : tensor<2x8x16xf32>
    %1489 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1490 = stablehlo.divide %1257, %1489 : tensor<2x8xf32>
    %1491 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1492 = stablehlo.divide %1263, %1491 : tensor<16x2x8xf32>
    %1493 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1494 = stablehlo.divide %1269, %1493 : tensor<2x8xf32>
    %1495 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1496 = stablehlo.divide %1275, %1495 : tensor<16x2x8xf32>
    %1497 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1498 = stablehlo.divide %1281, %1497 : tensor<16xf32>
    %1499 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1500 = stablehlo.divide %1287, %1499 : tensor<16xf32>
    %1501 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1502 = stablehlo.divide %1293, %1501 : tensor<16xf32>
    %1503 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1504 = stablehlo.divide %1299, %1503 : tensor<16xf32>
    %1505 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1506 = stablehlo.divide %1305, %1505 : tensor<64xf32>
    %1507 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1508 = stablehlo.divide %1311, %1507 : tensor<16x64xf32>
    %1509 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1510 = stablehlo.divide %1317, %1509 : tensor<16xf32>
    %1511 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1512 = stablehlo.divide %1323, %1511 : tensor<64x16xf32>
    %1513 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1514 = stablehlo.divide %1329, %1513 : tensor<2x8xf32>
    %1515 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1516 = stablehlo.divide %1335, %1515 : tensor<16x2x8xf32>
    %1517 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1518 = stablehlo.divide %1341, %1517 : tensor<16xf32>
    %1519 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1520 = stablehlo.divide %1347, %1519 : tensor<2x8x16xf32>
    %1521 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1522 = stablehlo.divide %1353, %1521 : tensor<2x8xf32>
    %1523 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1524 = stablehlo.divide %1359, %1523 : tensor<16x2x8xf32>
    %1525 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1526 = stablehlo.divide %1365, %1525 : tensor<2x8xf32>
    %1527 = stablehlo.broadcast_in_dim %1454, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1528 = stablehlo.divide %1371, %1527 : tensor<16x2x8xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1530 = stablehlo.add %1456, %1529 : tensor<32xf32>
    %1531 = stablehlo.sqrt %1530 : tensor<32xf32>
    %cst_365 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1533 = stablehlo.add %1531, %1532 : tensor<32xf32>
    %1534 = stablehlo.divide %1379, %1533 : tensor<32xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1536 = stablehlo.add %1458, %1535 : tensor<16x32xf32>
    %1537 = stablehlo.sqrt %1536 : tensor<16x32xf32>
    %cst_367 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1539 = stablehlo.add %1537, %1538 : tensor<16x32xf32>
    %1540 = stablehlo.divide %1381, %1539 : tensor<16x32xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1542 = stablehlo.add %1460, %1541 : tensor<32x16xf32>
    %1543 = stablehlo.sqrt %1542 : tensor<32x16xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1545 = stablehlo.add %1543, %1544 : tensor<32x16xf32>
    %1546 = stablehlo.divide %1383, %1545 : tensor<32x16xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1548 = stablehlo.add %1462, %1547 : tensor<16xf32>
    %1549 = stablehlo.sqrt %1548 : tensor<16xf32>
    %cst_371 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1551 = stablehlo.add %1549, %1550 : tensor<16xf32>
    %1552 = stablehlo.divide %1385, %1551 : tensor<16xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1554 = stablehlo.add %1464, %1553 : tensor<16xf32>
    %1555 = stablehlo.sqrt %1554 : tensor<16xf32>
    %cst_373 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1557 = stablehlo.add %1555, %1556 : tensor<16xf32>
    %1558 = stablehlo.divide %1387, %1557 : tensor<16xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1560 = stablehlo.add %1466, %1559 : tensor<16xf32>
    %1561 = stablehlo.sqrt %1560 : tensor<16xf32>
    %cst_375 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1563 = stablehlo.add %1561, %1562 : tensor<16xf32>
    %1564 = stablehlo.divide %1389, %1563 : tensor<16xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1566 = stablehlo.add %1468, %1565 : tensor<16xf32>
    %1567 = stablehlo.sqrt %1566 : tensor<16xf32>
    %cst_377 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1569 = stablehlo.add %1567, %1568 : tensor<16xf32>
    %1570 = stablehlo.divide %1391, %1569 : tensor<16xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1572 = stablehlo.add %1470, %1571 : tensor<16xf32>
    %1573 = stablehlo.sqrt %1572 : tensor<16xf32>
    %cst_379 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1575 = stablehlo.add %1573, %1574 : tensor<16xf32>
    %1576 = stablehlo.divide %1393, %1575 : tensor<16xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1578 = stablehlo.add %1472, %1577 : tensor<16xf32>
    %1579 = stablehlo.sqrt %1578 : tensor<16xf32>
    %cst_381 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1581 = stablehlo.add %1579, %1580 : tensor<16xf32>
    %1582 = stablehlo.divide %1395, %1581 : tensor<16xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1584 = stablehlo.add %1474, %1583 : tensor<64xf32>
    %1585 = stablehlo.sqrt %1584 : tensor<64xf32>
    %cst_383 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1587 = stablehlo.add %1585, %1586 : tensor<64xf32>
    %1588 = stablehlo.divide %1397, %1587 : tensor<64xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1590 = stablehlo.add %1476, %1589 : tensor<16x64xf32>
    %1591 = stablehlo.sqrt %1590 : tensor<16x64xf32>
    %cst_385 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1593 = stablehlo.add %1591, %1592 : tensor<16x64xf32>
    %1594 = stablehlo.divide %1399, %1593 : tensor<16x64xf32>
    %cst_386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1596 = stablehlo.add %1478, %1595 : tensor<16xf32>
    %1597 = stablehlo.sqrt %1596 : tensor<16xf32>
    %cst_387 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1599 = stablehlo.add %1597, %1598 : tensor<16xf32>
    %1600 = stablehlo.divide %1401, %1599 : tensor<16xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1602 = stablehlo.add %1480, %1601 : tensor<64x16xf32>
    %1603 = stablehlo.sqrt %1602 : tensor<64x16xf32>
    %cst_389 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1605 = stablehlo.add %1603, %1604 : tensor<64x16xf32>
    %1606 = stablehlo.divide %1403, %1605 : tensor<64x16xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1608 = stablehlo.add %1482, %1607 : tensor<2x8xf32>
    %1609 = stablehlo.sqrt %1608 : tensor<2x8xf32>
    %cst_391 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1611 = stablehlo.add %1609, %1610 : tensor<2x8xf32>
    %1612 = stablehlo.divide %1405, %1611 : tensor<2x8xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1614 = stablehlo.add %1484, %1613 : tensor<16x2x8xf32>
    %1615 = stablehlo.sqrt %1614 : tensor<16x2x8xf32>
    %cst_393 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1617 = stablehlo.add %1615, %1616 : tensor<16x2x8xf32>
    %1618 = stablehlo.divide %1407, %1617 : tensor<16x2x8xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1620 = stablehlo.add %1486, %1619 : tensor<16xf32>
    %1621 = stablehlo.sqrt %1620 : tensor<16xf32>
    %cst_395 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1623 = stablehlo.add %1621, %1622 : tensor<16xf32>
    %1624 = stablehlo.divide %1409, %1623 : tensor<16xf32>
    %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1626 = stablehlo.add %1488, %1625 : tensor<2x8x16xf32>
    %1627 = stablehlo.sqrt %1626 : tensor<2x8x16xf32>
    %cst_397 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1629 = stablehlo.add %1627, %1628 : tensor<2x8x16xf32>
    %1630 = stablehlo.divide %1411, %1629 : tensor<2x8x16xf32>
    %cst_398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1632 = stablehlo.add %1490, %1631 : tensor<2x8xf32>
    %1633 = stablehlo.sqrt %1632 : tensor<2x8xf32>
    %cst_399 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1634 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1635 = stablehlo.add %1633, %1634 : tensor<2x8xf32>
    %1636 = stablehlo.divide %1413, %1635 : tensor<2x8xf32>
    %cst_400 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1638 = stablehlo.add %1492, %1637 : tensor<16x2x8xf32>
    %1639 = stablehlo.sqrt %1638 : tensor<16x2x8xf32>
    %cst_401 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1640 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1641 = stablehlo.add %1639, %1640 : tensor<16x2x8xf32>
    %1642 = stablehlo.divide %1415, %1641 : tensor<16x2x8xf32>
    %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1644 = stablehlo.add %1494, %1643 : tensor<2x8xf32>
    %1645 = stablehlo.sqrt %1644 : tensor<2x8xf32>
    %cst_403 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1646 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1647 = stablehlo.add %1645, %1646 : tensor<2x8xf32>
    %1648 = stablehlo.divide %1417, %1647 : tensor<2x8xf32>
    %cst_404 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1649 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1650 = stablehlo.add %1496, %1649 : tensor<16x2x8xf32>
    %1651 = stablehlo.sqrt %1650 : tensor<16x2x8xf32>
    %cst_405 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1652 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1653 = stablehlo.add %1651, %1652 : tensor<16x2x8xf32>
    %1654 = stablehlo.divide %1419, %1653 : tensor<16x2x8xf32>
    %cst_406 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1655 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1656 = stablehlo.add %1498, %1655 : tensor<16xf32>
    %1657 = stablehlo.sqrt %1656 : tensor<16xf32>
    %cst_407 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1658 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1659 = stablehlo.add %1657, %1658 : tensor<16xf32>
    %1660 = stablehlo.divide %1421, %1659 : tensor<16xf32>
    %cst_408 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1662 = stablehlo.add %1500, %1661 : tensor<16xf32>
    %1663 = stablehlo.sqrt %1662 : tensor<16xf32>
    %cst_409 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1664 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1665 = stablehlo.add %1663, %1664 : tensor<16xf32>
    %1666 = stablehlo.divide %1423, %1665 : tensor<16xf32>
    %cst_410 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1667 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1668 = stablehlo.add %1502, %1667 : tensor<16xf32>
    %1669 = stablehlo.sqrt %1668 : tensor<16xf32>
    %cst_411 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1670 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1671 = stablehlo.add %1669, %1670 : tensor<16xf32>
    %1672 = stablehlo.divide %1425, %1671 : tensor<16xf32>
    %cst_412 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1673 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1674 = stablehlo.add %1504, %1673 : tensor<16xf32>
    %1675 = stablehlo.sqrt %1674 : tensor<16xf32>
    %cst_413 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1677 = stablehlo.add %1675, %1676 : tensor<16xf32>
    %1678 = stablehlo.divide %1427, %1677 : tensor<16xf32>
    %cst_414 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1679 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1680 = stablehlo.add %1506, %1679 : tensor<64xf32>
    %1681 = stablehlo.sqrt %1680 : tensor<64xf32>
    %cst_415 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1682 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1683 = stablehlo.add %1681, %1682 : tensor<64xf32>
    %1684 = stablehlo.divide %1429, %1683 : tensor<64xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1685 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1686 = stablehlo.add %1508, %1685 : tensor<16x64xf32>
    %1687 = stablehlo.sqrt %1686 : tensor<16x64xf32>
    %cst_417 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1689 = stablehlo.add %1687, %1688 : tensor<16x64xf32>
    %1690 = stablehlo.divide %1431, %1689 : tensor<16x64xf32>
    %cst_418 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1691 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1692 = stablehlo.add %1510, %1691 : tensor<16xf32>
    %1693 = stablehlo.sqrt %1692 : tensor<16xf32>
    %cst_419 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1694 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1695 = stablehlo.add %1693, %1694 : tensor<16xf32>
    %1696 = stablehlo.divide %1433, %1695 : tensor<16xf32>
    %cst_420 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1697 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1698 = stablehlo.add %1512, %1697 : tensor<64x16xf32>
    %1699 = stablehlo.sqrt %1698 : tensor<64x16xf32>
    %cst_421 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1700 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1701 = stablehlo.add %1699, %1700 : tensor<64x16xf32>
    %1702 = stablehlo.divide %1435, %1701 : tensor<64x16xf32>
    %cst_422 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1703 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1704 = stablehlo.add %1514, %1703 : tensor<2x8xf32>
    %1705 = stablehlo.sqrt %1704 : tensor<2x8xf32>
    %cst_423 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1707 = stablehlo.add %1705, %1706 : tensor<2x8xf32>
    %1708 = stablehlo.divide %1437, %1707 : tensor<2x8xf32>
    %cst_424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1709 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1710 = stablehlo.add %1516, %1709 : tensor<16x2x8xf32>
    %1711 = stablehlo.sqrt %1710 : tensor<16x2x8xf32>
    %cst_425 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1712 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1713 = stablehlo.add %1711, %1712 : tensor<16x2x8xf32>
    %1714 = stablehlo.divide %1439, %1713 : tensor<16x2x8xf32>
    %cst_426 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1715 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1716 = stablehlo.add %1518, %1715 : tensor<16xf32>
    %1717 = stablehlo.sqrt %1716 : tensor<16xf32>
    %cst_427 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1719 = stablehlo.add %1717, %1718 : tensor<16xf32>
    %1720 = stablehlo.divide %1441, %1719 : tensor<16xf32>
    %cst_428 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1721 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1722 = stablehlo.add %1520, %1721 : tensor<2x8x16xf32>
    %1723 = stablehlo.sqrt %1722 : tensor<2x8x16xf32>
    %cst_429 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1725 = stablehlo.add %1723, %1724 : tensor<2x8x16xf32>
    %1726 = stablehlo.divide %1443, %1725 : tensor<2x8x16xf32>
    %cst_430 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1728 = stablehlo.add %1522, %1727 : tensor<2x8xf32>
    %1729 = stablehlo.sqrt %1728 : tensor<2x8xf32>
    %cst_431 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1731 = stablehlo.add %1729, %1730 : tensor<2x8xf32>
    %1732 = stablehlo.divide %1445, %1731 : tensor<2x8xf32>
    %cst_432 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1734 = stablehlo.add %1524, %1733 : tensor<16x2x8xf32>
    %1735 = stablehlo.sqrt %1734 : tensor<16x2x8xf32>
    %cst_433 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1737 = stablehlo.add %1735, %1736 : tensor<16x2x8xf32>
    %1738 = stablehlo.divide %1447, %1737 : tensor<16x2x8xf32>
    %cst_434 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1739 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1740 = stablehlo.add %1526, %1739 : tensor<2x8xf32>
    %1741 = stablehlo.sqrt %1740 : tensor<2x8xf32>
    %cst_435 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1742 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1743 = stablehlo.add %1741, %1742 : tensor<2x8xf32>
    %1744 = stablehlo.divide %1449, %1743 : tensor<2x8xf32>
    %cst_436 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1746 = stablehlo.add %1528, %1745 : tensor<16x2x8xf32>
    %1747 = stablehlo.sqrt %1746 : tensor<16x2x8xf32>
    %cst_437 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1749 = stablehlo.add %1747, %1748 : tensor<16x2x8xf32>
    %1750 = stablehlo.divide %1451, %1749 : tensor<16x2x8xf32>
    %cst_438 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1751 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1752 = stablehlo.multiply %1751, %1534 : tensor<32xf32>
    %cst_439 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1754 = stablehlo.multiply %1753, %1540 : tensor<16x32xf32>
    %cst_440 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1755 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1756 = stablehlo.multiply %1755, %1546 : tensor<32x16xf32>
    %cst_441 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1757 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1758 = stablehlo.multiply %1757, %1552 : tensor<16xf32>
    %cst_442 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1760 = stablehlo.multiply %1759, %1558 : tensor<16xf32>
    %cst_443 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1762 = stablehlo.multiply %1761, %1564 : tensor<16xf32>
    %cst_444 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1763 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1764 = stablehlo.multiply %1763, %1570 : tensor<16xf32>
    %cst_445 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1765 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1766 = stablehlo.multiply %1765, %1576 : tensor<16xf32>
    %cst_446 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1767 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1768 = stablehlo.multiply %1767, %1582 : tensor<16xf32>
    %cst_447 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1769 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1770 = stablehlo.multiply %1769, %1588 : tensor<64xf32>
    %cst_448 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1772 = stablehlo.multiply %1771, %1594 : tensor<16x64xf32>
    %cst_449 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1773 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1774 = stablehlo.multiply %1773, %1600 : tensor<16xf32>
    %cst_450 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1775 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1776 = stablehlo.multiply %1775, %1606 : tensor<64x16xf32>
    %cst_451 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1777 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1778 = stablehlo.multiply %1777, %1612 : tensor<2x8xf32>
    %cst_452 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1779 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1780 = stablehlo.multiply %1779, %1618 : tensor<16x2x8xf32>
    %cst_453 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1781 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1782 = stablehlo.multiply %1781, %1624 : tensor<16xf32>
    %cst_454 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1784 = stablehlo.multiply %1783, %1630 : tensor<2x8x16xf32>
    %cst_455 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1785 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1786 = stablehlo.multiply %1785, %1636 : tensor<2x8xf32>
    %cst_456 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1787 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1788 = stablehlo.multiply %1787, %1642 : tensor<16x2x8xf32>
    %cst_457 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1790 = stablehlo.multiply %1789, %1648 : tensor<2x8xf32>
    %cst_458 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1791 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1792 = stablehlo.multiply %1791, %1654 : tensor<16x2x8xf32>
    %cst_459 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1794 = stablehlo.multiply %1793, %1660 : tensor<16xf32>
    %cst_460 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1795 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1796 = stablehlo.multiply %1795, %1666 : tensor<16xf32>
    %cst_461 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1797 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1798 = stablehlo.multiply %1797, %1672 : tensor<16xf32>
    %cst_462 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1799 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1800 = stablehlo.multiply %1799, %1678 : tensor<16xf32>
    %cst_463 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1802 = stablehlo.multiply %1801, %1684 : tensor<64xf32>
    %cst_464 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %1804 = stablehlo.multiply %1803, %1690 : tensor<16x64xf32>
    %cst_465 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1805 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1806 = stablehlo.multiply %1805, %1696 : tensor<16xf32>
    %cst_466 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1807 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1808 = stablehlo.multiply %1807, %1702 : tensor<64x16xf32>
    %cst_467 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1809 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1810 = stablehlo.multiply %1809, %1708 : tensor<2x8xf32>
    %cst_468 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1812 = stablehlo.multiply %1811, %1714 : tensor<16x2x8xf32>
    %cst_469 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1814 = stablehlo.multiply %1813, %1720 : tensor<16xf32>
    %cst_470 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1815 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1816 = stablehlo.multiply %1815, %1726 : tensor<2x8x16xf32>
    %cst_471 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1817 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1818 = stablehlo.multiply %1817, %1732 : tensor<2x8xf32>
    %cst_472 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1819 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1820 = stablehlo.multiply %1819, %1738 : tensor<16x2x8xf32>
    %cst_473 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1821 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1822 = stablehlo.multiply %1821, %1744 : tensor<2x8xf32>
    %cst_474 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1824 = stablehlo.multiply %1823, %1750 : tensor<16x2x8xf32>
    %1825 = stablehlo.add %arg0, %1752 : tensor<32xf32>
    %1826 = stablehlo.add %arg1, %1754 : tensor<16x32xf32>
    %1827 = stablehlo.add %arg2, %1756 : tensor<32x16xf32>
    %1828 = stablehlo.add %arg3, %1758 : tensor<16xf32>
    %1829 = stablehlo.add %arg4, %1760 : tensor<16xf32>
    %1830 = stablehlo.add %arg5, %1762 : tensor<16xf32>
    %1831 = stablehlo.add %arg6, %1764 : tensor<16xf32>
    %1832 = stablehlo.add %arg7, %1766 : tensor<16xf32>
    %1833 = stablehlo.add %arg8, %1768 : tensor<16xf32>
    %1834 = stablehlo.add %arg9, %1770 : tensor<64xf32>
    %1835 = stablehlo.add %arg10, %1772 : tensor<16x64xf32>
    %1836 = stablehlo.add %arg11, %1774 : tensor<16xf32>
    %1837 = stablehlo.add %arg12, %1776 : tensor<64x16xf32>
    %1838 = stablehlo.add %arg13, %1778 : tensor<2x8xf32>
    %1839 = stablehlo.add %arg14, %1780 : tensor<16x2x8xf32>
    %1840 = stablehlo.add %arg15, %1782 : tensor<16xf32>
    %1841 = stablehlo.add %arg16, %1784 : tensor<2x8x16xf32>
    %1842 = stablehlo.add %arg17, %1786 : tensor<2x8xf32>
    %1843 = stablehlo.add %arg18, %1788 : tensor<16x2x8xf32>
    %1844 = stablehlo.add %arg19, %1790 : tensor<2x8xf32>
    %1845 = stablehlo.add %arg20, %1792 : tensor<16x2x8xf32>
    %1846 = stablehlo.add %arg21, %1794 : tensor<16xf32>
    %1847 = stablehlo.add %arg22, %1796 : tensor<16xf32>
    %1848 = stablehlo.add %arg23, %1798 : tensor<16xf32>
    %1849 = stablehlo.add %arg24, %1800 : tensor<16xf32>
    %1850 = stablehlo.add %arg25, %1802 : tensor<64xf32>
    %1851 = stablehlo.add %arg26, %1804 : tensor<16x64xf32>
    %1852 = stablehlo.add %arg27, %1806 : tensor<16xf32>
    %1853 = stablehlo.add %arg28, %1808 : tensor<64x16xf32>
    %1854 = stablehlo.add %arg29, %1810 : tensor<2x8xf32>
    %1855 = stablehlo.add %arg30, %1812 : tensor<16x2x8xf32>
    %1856 = stablehlo.add %arg31, %1814 : tensor<16xf32>
    %1857 = stablehlo.add %arg32, %1816 : tensor<2x8x16xf32>
    %1858 = stablehlo.add %arg33, %1818 : tensor<2x8xf32>
    %1859 = stablehlo.add %arg34, %1820 : tensor<16x2x8xf32>
    %1860 = stablehlo.add %arg35, %1822 : tensor<2x8xf32>
    %1861 = stablehlo.add %arg36, %1824 : tensor<16x2x8xf32>
    return %1825, %1826, %1827, %1828, %1829, %1830, %1831, %1832, %1833, %1834, %1835, %1836, %1837, %1838, %1839, %1840, %1841, %1842, %1843, %1844, %1845, %1846, %1847, %1848, %1849, %1850, %1851, %1852, %1853, %1854, %1855, %1856, %1857, %1858, %1859, %1860, %1861, %1374, %969, %974, %979, %984, %989, %994, %999, %1004, %1009, %1014, %1019, %1024, %1029, %1034, %1039, %1044, %1049, %1054, %1059, %1064, %1069, %1074, %1079, %1084, %1089, %1094, %1099, %1104, %1109, %1114, %1119, %1124, %1129, %1134, %1139, %1144, %1149, %1155, %1161, %1167, %1173, %1179, %1185, %1191, %1197, %1203, %1209, %1215, %1221, %1227, %1233, %1239, %1245, %1251, %1257, %1263, %1269, %1275, %1281, %1287, %1293, %1299, %1305, %1311, %1317, %1323, %1329, %1335, %1341, %1347, %1353, %1359, %1365, %1371, %309 : tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<i32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16xf32>, tensor<64x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<2x1x8x8xf32>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %4 : tensor<2x2x8x8xf32>
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
  func.func private @_where_5(%arg0: tensor<2x1x8x8xf32>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %4, %2 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>
  }
  func.func private @_where_6(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @_take_7(%arg0: tensor<2x8x1xi32>, %arg1: tensor<2x8x16xf32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
