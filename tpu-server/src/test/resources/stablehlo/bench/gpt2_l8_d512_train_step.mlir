module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048xf32>, %arg1: tensor<512x2048xf32>, %arg2: tensor<512xf32>, %arg3: tensor<2048x512xf32>, %arg4: tensor<512xf32>, %arg5: tensor<512xf32>, %arg6: tensor<512xf32>, %arg7: tensor<512xf32>, %arg8: tensor<8x64xf32>, %arg9: tensor<512x8x64xf32>, %arg10: tensor<512xf32>, %arg11: tensor<8x64x512xf32>, %arg12: tensor<8x64xf32>, %arg13: tensor<512x8x64xf32>, %arg14: tensor<8x64xf32>, %arg15: tensor<512x8x64xf32>, %arg16: tensor<2048xf32>, %arg17: tensor<512x2048xf32>, %arg18: tensor<512xf32>, %arg19: tensor<2048x512xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512xf32>, %arg22: tensor<512xf32>, %arg23: tensor<512xf32>, %arg24: tensor<8x64xf32>, %arg25: tensor<512x8x64xf32>, %arg26: tensor<512xf32>, %arg27: tensor<8x64x512xf32>, %arg28: tensor<8x64xf32>, %arg29: tensor<512x8x64xf32>, %arg30: tensor<8x64xf32>, %arg31: tensor<512x8x64xf32>, %arg32: tensor<2048xf32>, %arg33: tensor<512x2048xf32>, %arg34: tensor<512xf32>, %arg35: tensor<2048x512xf32>, %arg36: tensor<512xf32>, %arg37: tensor<512xf32>, %arg38: tensor<512xf32>, %arg39: tensor<512xf32>, %arg40: tensor<8x64xf32>, %arg41: tensor<512x8x64xf32>, %arg42: tensor<512xf32>, %arg43: tensor<8x64x512xf32>, %arg44: tensor<8x64xf32>, %arg45: tensor<512x8x64xf32>, %arg46: tensor<8x64xf32>, %arg47: tensor<512x8x64xf32>, %arg48: tensor<2048xf32>, %arg49: tensor<512x2048xf32>, %arg50: tensor<512xf32>, %arg51: tensor<2048x512xf32>, %arg52: tensor<512xf32>, %arg53: tensor<512xf32>, %arg54: tensor<512xf32>, %arg55: tensor<512xf32>, %arg56: tensor<8x64xf32>, %arg57: tensor<512x8x64xf32>, %arg58: tensor<512xf32>, %arg59: tensor<8x64x512xf32>, %arg60: tensor<8x64xf32>, %arg61: tensor<512x8x64xf32>, %arg62: tensor<8x64xf32>, %arg63: tensor<512x8x64xf32>, %arg64: tensor<2048xf32>, %arg65: tensor<512x2048xf32>, %arg66: tensor<512xf32>, %arg67: tensor<2048x512xf32>, %arg68: tensor<512xf32>, %arg69: tensor<512xf32>, %arg70: tensor<512xf32>, %arg71: tensor<512xf32>, %arg72: tensor<8x64xf32>, %arg73: tensor<512x8x64xf32>, %arg74: tensor<512xf32>, %arg75: tensor<8x64x512xf32>, %arg76: tensor<8x64xf32>, %arg77: tensor<512x8x64xf32>, %arg78: tensor<8x64xf32>, %arg79: tensor<512x8x64xf32>, %arg80: tensor<2048xf32>, %arg81: tensor<512x2048xf32>, %arg82: tensor<512xf32>, %arg83: tensor<2048x512xf32>, %arg84: tensor<512xf32>, %arg85: tensor<512xf32>, %arg86: tensor<512xf32>, %arg87: tensor<512xf32>, %arg88: tensor<8x64xf32>, %arg89: tensor<512x8x64xf32>, %arg90: tensor<512xf32>, %arg91: tensor<8x64x512xf32>, %arg92: tensor<8x64xf32>, %arg93: tensor<512x8x64xf32>, %arg94: tensor<8x64xf32>, %arg95: tensor<512x8x64xf32>, %arg96: tensor<2048xf32>, %arg97: tensor<512x2048xf32>, %arg98: tensor<512xf32>, %arg99: tensor<2048x512xf32>, %arg100: tensor<512xf32>, %arg101: tensor<512xf32>, %arg102: tensor<512xf32>, %arg103: tensor<512xf32>, %arg104: tensor<8x64xf32>, %arg105: tensor<512x8x64xf32>, %arg106: tensor<512xf32>, %arg107: tensor<8x64x512xf32>, %arg108: tensor<8x64xf32>, %arg109: tensor<512x8x64xf32>, %arg110: tensor<8x64xf32>, %arg111: tensor<512x8x64xf32>, %arg112: tensor<2048xf32>, %arg113: tensor<512x2048xf32>, %arg114: tensor<512xf32>, %arg115: tensor<2048x512xf32>, %arg116: tensor<512xf32>, %arg117: tensor<512xf32>, %arg118: tensor<512xf32>, %arg119: tensor<512xf32>, %arg120: tensor<8x64xf32>, %arg121: tensor<512x8x64xf32>, %arg122: tensor<512xf32>, %arg123: tensor<8x64x512xf32>, %arg124: tensor<8x64xf32>, %arg125: tensor<512x8x64xf32>, %arg126: tensor<8x64xf32>, %arg127: tensor<512x8x64xf32>, %arg128: tensor<1024x512xf32>, %arg129: tensor<512xf32>, %arg130: tensor<512xf32>, %arg131: tensor<256x512xf32>, %arg132: tensor<2x256xi32>) -> (tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_4']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_4']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_4']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_4']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_4']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_4']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_4']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_4']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_4']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_5']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_5']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_5']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_5']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_5']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_5']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_5']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_5']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_5']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_6']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_6']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_6']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_6']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_6']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_6']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_6']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_6']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_6']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2048xf32> {jax.result_info = "result[0]['params']['Block_7']['Dense_0']['bias']"}, tensor<512x2048xf32> {jax.result_info = "result[0]['params']['Block_7']['Dense_0']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_7']['Dense_1']['bias']"}, tensor<2048x512xf32> {jax.result_info = "result[0]['params']['Block_7']['Dense_1']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_7']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_7']['LayerNorm_0']['scale']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_7']['LayerNorm_1']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_7']['LayerNorm_1']['scale']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<8x64x512xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<8x64xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<512x8x64xf32> {jax.result_info = "result[0]['params']['Block_7']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1024x512xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['pos']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg128, %arg132) : (tensor<1024x512xf32>, tensor<2x256xi32>) -> (tensor<2x256x512xf32>, tensor<2x256x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg131, dims = [1, 2] : (tensor<256x512xf32>) -> tensor<1x256x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x256x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %12 = stablehlo.convert %11 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %13 = chlo.square %3 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %15 = stablehlo.multiply %14, %3 : tensor<2x256x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_1 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_3 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x256xf32>
    %22 = chlo.square %18 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<2x256xf32>
    %25 = stablehlo.subtract %21, %22 : tensor<2x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<2x256xf32>
    %28 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<2x256xi1>, tensor<2x256xf32>
    %37 = stablehlo.divide %31, %36 : tensor<2x256xf32>
    %38 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %39 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %41 = stablehlo.subtract %3, %40 : tensor<2x256x512xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<2x256x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<2x256x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<2x256x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<2x256x1xf32>
    %48 = stablehlo.reshape %arg5 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x256x512xf32>
    %52 = stablehlo.multiply %41, %51 : tensor<2x256x512xf32>
    %53 = stablehlo.reshape %arg4 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x256x512xf32>
    %56 = stablehlo.dot_general %55, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %57 = stablehlo.reshape %arg12 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x256x8x64xf32>
    %60 = stablehlo.dot_general %55, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %61 = stablehlo.reshape %arg8 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %63 = stablehlo.add %60, %62 : tensor<2x256x8x64xf32>
    %64 = stablehlo.dot_general %55, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %65 = stablehlo.reshape %arg14 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x256x8x64xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %68 = stablehlo.sqrt %cst_13 : tensor<f32>
    %69 = stablehlo.convert %68 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %71 = stablehlo.divide %59, %70 : tensor<2x256x8x64xf32>
    %72 = stablehlo.dot_general %71, %63, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %73:2 = call @_where_0(%12, %72, %cst_14) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<2x8x256xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %79 = stablehlo.subtract %73#0, %78 : tensor<2x8x256x256xf32>
    %80 = stablehlo.exponential %79 : tensor<2x8x256x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %84 = stablehlo.divide %80, %83 : tensor<2x8x256x256xf32>
    %85 = stablehlo.multiply %82, %82 : tensor<2x8x256x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %87 = stablehlo.divide %86, %85 : tensor<2x8x256x1xf32>
    %88 = stablehlo.dot_general %67, %84, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %90 = stablehlo.dot_general %89, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %91 = stablehlo.reshape %arg10 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %93 = stablehlo.add %90, %92 : tensor<2x256x512xf32>
    %94 = stablehlo.add %3, %93 : tensor<2x256x512xf32>
    %95 = chlo.square %94 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<2x256x512xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%94 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_21 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %100 = stablehlo.divide %98, %99 : tensor<2x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%95 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_23 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %103 = stablehlo.divide %101, %102 : tensor<2x256xf32>
    %104 = chlo.square %100 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %106 = stablehlo.multiply %105, %100 : tensor<2x256xf32>
    %107 = stablehlo.subtract %103, %104 : tensor<2x256xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<2x256xf32>
    %110 = stablehlo.compare EQ, %107, %109, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %113 = stablehlo.select %110, %111, %112 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %115 = stablehlo.compare EQ, %114, %109, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %118 = stablehlo.select %115, %116, %117 : tensor<2x256xi1>, tensor<2x256xf32>
    %119 = stablehlo.divide %113, %118 : tensor<2x256xf32>
    %120 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %121 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %123 = stablehlo.subtract %94, %122 : tensor<2x256x512xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %125 = stablehlo.add %121, %124 : tensor<2x256x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x256x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<2x256x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<2x256x1xf32>
    %130 = stablehlo.reshape %arg7 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %131 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<2x256x512xf32>
    %134 = stablehlo.multiply %123, %133 : tensor<2x256x512xf32>
    %135 = stablehlo.reshape %arg6 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %137 = stablehlo.add %134, %136 : tensor<2x256x512xf32>
    %138 = stablehlo.dot_general %137, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %139 = stablehlo.reshape %arg0 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %141 = stablehlo.add %138, %140 : tensor<2x256x2048xf32>
    %142 = stablehlo.multiply %141, %141 : tensor<2x256x2048xf32>
    %143 = stablehlo.multiply %142, %141 : tensor<2x256x2048xf32>
    %144 = stablehlo.multiply %141, %141 : tensor<2x256x2048xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<2x256x2048xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %148 = stablehlo.multiply %147, %143 : tensor<2x256x2048xf32>
    %149 = stablehlo.add %141, %148 : tensor<2x256x2048xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<2x256x2048xf32>
    %152 = stablehlo.tanh %151 : tensor<2x256x2048xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %154 = stablehlo.subtract %153, %152 : tensor<2x256x2048xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %156 = stablehlo.add %155, %152 : tensor<2x256x2048xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<2x256x2048xf32>
    %159 = stablehlo.multiply %141, %158 : tensor<2x256x2048xf32>
    %160 = stablehlo.dot_general %159, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %161 = stablehlo.reshape %arg2 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x256x512xf32>
    %164 = stablehlo.add %94, %163 : tensor<2x256x512xf32>
    %165 = stablehlo.iota dim = 0 : tensor<256xi32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %171 = stablehlo.compare GE, %169, %170, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %173 = stablehlo.convert %172 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %174 = chlo.square %164 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %176 = stablehlo.multiply %175, %164 : tensor<2x256x512xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%164 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_41 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %179 = stablehlo.divide %177, %178 : tensor<2x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%174 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_43 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %182 = stablehlo.divide %180, %181 : tensor<2x256xf32>
    %183 = chlo.square %179 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %185 = stablehlo.multiply %184, %179 : tensor<2x256xf32>
    %186 = stablehlo.subtract %182, %183 : tensor<2x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %188 = stablehlo.maximum %187, %186 : tensor<2x256xf32>
    %189 = stablehlo.compare EQ, %186, %188, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %192 = stablehlo.select %189, %190, %191 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %194 = stablehlo.compare EQ, %193, %188, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %197 = stablehlo.select %194, %195, %196 : tensor<2x256xi1>, tensor<2x256xf32>
    %198 = stablehlo.divide %192, %197 : tensor<2x256xf32>
    %199 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %200 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %202 = stablehlo.subtract %164, %201 : tensor<2x256x512xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %204 = stablehlo.add %200, %203 : tensor<2x256x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<2x256x1xf32>
    %206 = stablehlo.divide %205, %204 : tensor<2x256x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<2x256x1xf32>
    %209 = stablehlo.reshape %arg21 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %210 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x256x512xf32>
    %213 = stablehlo.multiply %202, %212 : tensor<2x256x512xf32>
    %214 = stablehlo.reshape %arg20 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x256x512xf32>
    %217 = stablehlo.dot_general %216, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %218 = stablehlo.reshape %arg28 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<2x256x8x64xf32>
    %221 = stablehlo.dot_general %216, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %222 = stablehlo.reshape %arg24 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %224 = stablehlo.add %221, %223 : tensor<2x256x8x64xf32>
    %225 = stablehlo.dot_general %216, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %226 = stablehlo.reshape %arg30 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %228 = stablehlo.add %225, %227 : tensor<2x256x8x64xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %229 = stablehlo.sqrt %cst_53 : tensor<f32>
    %230 = stablehlo.convert %229 : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %232 = stablehlo.divide %220, %231 : tensor<2x256x8x64xf32>
    %233 = stablehlo.dot_general %232, %224, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_54 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %234:2 = call @_where_0(%173, %233, %cst_54) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = stablehlo.reduce(%234#0 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %237 = stablehlo.maximum %236, %235 : tensor<2x8x256xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %240 = stablehlo.subtract %234#0, %239 : tensor<2x8x256x256xf32>
    %241 = stablehlo.exponential %240 : tensor<2x8x256x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %245 = stablehlo.divide %241, %244 : tensor<2x8x256x256xf32>
    %246 = stablehlo.multiply %243, %243 : tensor<2x8x256x1xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %248 = stablehlo.divide %247, %246 : tensor<2x8x256x1xf32>
    %249 = stablehlo.dot_general %228, %245, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %250 = stablehlo.transpose %249, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %251 = stablehlo.dot_general %250, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %252 = stablehlo.reshape %arg26 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x256x512xf32>
    %255 = stablehlo.add %164, %254 : tensor<2x256x512xf32>
    %256 = chlo.square %255 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %258 = stablehlo.multiply %257, %255 : tensor<2x256x512xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%255 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_61 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %261 = stablehlo.divide %259, %260 : tensor<2x256xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%256 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_63 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %264 = stablehlo.divide %262, %263 : tensor<2x256xf32>
    %265 = chlo.square %261 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %267 = stablehlo.multiply %266, %261 : tensor<2x256xf32>
    %268 = stablehlo.subtract %264, %265 : tensor<2x256xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %270 = stablehlo.maximum %269, %268 : tensor<2x256xf32>
    %271 = stablehlo.compare EQ, %268, %270, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %274 = stablehlo.select %271, %272, %273 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %276 = stablehlo.compare EQ, %275, %270, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %279 = stablehlo.select %276, %277, %278 : tensor<2x256xi1>, tensor<2x256xf32>
    %280 = stablehlo.divide %274, %279 : tensor<2x256xf32>
    %281 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %282 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %284 = stablehlo.subtract %255, %283 : tensor<2x256x512xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %286 = stablehlo.add %282, %285 : tensor<2x256x1xf32>
    %287 = stablehlo.rsqrt %286 : tensor<2x256x1xf32>
    %288 = stablehlo.divide %287, %286 : tensor<2x256x1xf32>
    %cst_72 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<2x256x1xf32>
    %291 = stablehlo.reshape %arg23 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %292 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<2x256x512xf32>
    %295 = stablehlo.multiply %284, %294 : tensor<2x256x512xf32>
    %296 = stablehlo.reshape %arg22 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %298 = stablehlo.add %295, %297 : tensor<2x256x512xf32>
    %299 = stablehlo.dot_general %298, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %300 = stablehlo.reshape %arg16 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %302 = stablehlo.add %299, %301 : tensor<2x256x2048xf32>
    %303 = stablehlo.multiply %302, %302 : tensor<2x256x2048xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<2x256x2048xf32>
    %305 = stablehlo.multiply %302, %302 : tensor<2x256x2048xf32>
    %cst_73 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %307 = stablehlo.multiply %306, %305 : tensor<2x256x2048xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %309 = stablehlo.multiply %308, %304 : tensor<2x256x2048xf32>
    %310 = stablehlo.add %302, %309 : tensor<2x256x2048xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<2x256x2048xf32>
    %313 = stablehlo.tanh %312 : tensor<2x256x2048xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %315 = stablehlo.subtract %314, %313 : tensor<2x256x2048xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %317 = stablehlo.add %316, %313 : tensor<2x256x2048xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<2x256x2048xf32>
    %320 = stablehlo.multiply %302, %319 : tensor<2x256x2048xf32>
    %321 = stablehlo.dot_general %320, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %322 = stablehlo.reshape %arg18 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %324 = stablehlo.add %321, %323 : tensor<2x256x512xf32>
    %325 = stablehlo.add %255, %324 : tensor<2x256x512xf32>
    %326 = stablehlo.iota dim = 0 : tensor<256xi32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %329 = stablehlo.broadcast_in_dim %327, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %330 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %331 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %332 = stablehlo.compare GE, %330, %331, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %334 = stablehlo.convert %333 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %335 = chlo.square %325 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %337 = stablehlo.multiply %336, %325 : tensor<2x256x512xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%325 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_81 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %340 = stablehlo.divide %338, %339 : tensor<2x256xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%335 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_83 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %343 = stablehlo.divide %341, %342 : tensor<2x256xf32>
    %344 = chlo.square %340 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_84 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %346 = stablehlo.multiply %345, %340 : tensor<2x256xf32>
    %347 = stablehlo.subtract %343, %344 : tensor<2x256xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %349 = stablehlo.maximum %348, %347 : tensor<2x256xf32>
    %350 = stablehlo.compare EQ, %347, %349, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %353 = stablehlo.select %350, %351, %352 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %355 = stablehlo.compare EQ, %354, %349, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %358 = stablehlo.select %355, %356, %357 : tensor<2x256xi1>, tensor<2x256xf32>
    %359 = stablehlo.divide %353, %358 : tensor<2x256xf32>
    %360 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %361 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %362 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %363 = stablehlo.subtract %325, %362 : tensor<2x256x512xf32>
    %cst_91 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %365 = stablehlo.add %361, %364 : tensor<2x256x1xf32>
    %366 = stablehlo.rsqrt %365 : tensor<2x256x1xf32>
    %367 = stablehlo.divide %366, %365 : tensor<2x256x1xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %369 = stablehlo.multiply %368, %367 : tensor<2x256x1xf32>
    %370 = stablehlo.reshape %arg37 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %371 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %372 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %373 = stablehlo.multiply %371, %372 : tensor<2x256x512xf32>
    %374 = stablehlo.multiply %363, %373 : tensor<2x256x512xf32>
    %375 = stablehlo.reshape %arg36 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %377 = stablehlo.add %374, %376 : tensor<2x256x512xf32>
    %378 = stablehlo.dot_general %377, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %379 = stablehlo.reshape %arg44 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %381 = stablehlo.add %378, %380 : tensor<2x256x8x64xf32>
    %382 = stablehlo.dot_general %377, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %383 = stablehlo.reshape %arg40 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %385 = stablehlo.add %382, %384 : tensor<2x256x8x64xf32>
    %386 = stablehlo.dot_general %377, %arg47, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %387 = stablehlo.reshape %arg46 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %389 = stablehlo.add %386, %388 : tensor<2x256x8x64xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %390 = stablehlo.sqrt %cst_93 : tensor<f32>
    %391 = stablehlo.convert %390 : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %393 = stablehlo.divide %381, %392 : tensor<2x256x8x64xf32>
    %394 = stablehlo.dot_general %393, %385, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_94 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %395:2 = call @_where_0(%334, %394, %cst_94) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %396 = stablehlo.reduce(%395#0 init: %cst_95) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %398 = stablehlo.maximum %397, %396 : tensor<2x8x256xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %401 = stablehlo.subtract %395#0, %400 : tensor<2x8x256x256xf32>
    %402 = stablehlo.exponential %401 : tensor<2x8x256x256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_97) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %406 = stablehlo.divide %402, %405 : tensor<2x8x256x256xf32>
    %407 = stablehlo.multiply %404, %404 : tensor<2x8x256x1xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %409 = stablehlo.divide %408, %407 : tensor<2x8x256x1xf32>
    %410 = stablehlo.dot_general %389, %406, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %411 = stablehlo.transpose %410, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %412 = stablehlo.dot_general %411, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %413 = stablehlo.reshape %arg42 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %415 = stablehlo.add %412, %414 : tensor<2x256x512xf32>
    %416 = stablehlo.add %325, %415 : tensor<2x256x512xf32>
    %417 = chlo.square %416 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %419 = stablehlo.multiply %418, %416 : tensor<2x256x512xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%416 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_101 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %422 = stablehlo.divide %420, %421 : tensor<2x256xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%417 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_103 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %425 = stablehlo.divide %423, %424 : tensor<2x256xf32>
    %426 = chlo.square %422 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_104 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %428 = stablehlo.multiply %427, %422 : tensor<2x256xf32>
    %429 = stablehlo.subtract %425, %426 : tensor<2x256xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %431 = stablehlo.maximum %430, %429 : tensor<2x256xf32>
    %432 = stablehlo.compare EQ, %429, %431, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %435 = stablehlo.select %432, %433, %434 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %437 = stablehlo.compare EQ, %436, %431, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %440 = stablehlo.select %437, %438, %439 : tensor<2x256xi1>, tensor<2x256xf32>
    %441 = stablehlo.divide %435, %440 : tensor<2x256xf32>
    %442 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %443 = stablehlo.broadcast_in_dim %431, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %444 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %445 = stablehlo.subtract %416, %444 : tensor<2x256x512xf32>
    %cst_111 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %447 = stablehlo.add %443, %446 : tensor<2x256x1xf32>
    %448 = stablehlo.rsqrt %447 : tensor<2x256x1xf32>
    %449 = stablehlo.divide %448, %447 : tensor<2x256x1xf32>
    %cst_112 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<2x256x1xf32>
    %452 = stablehlo.reshape %arg39 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %453 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %454 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %455 = stablehlo.multiply %453, %454 : tensor<2x256x512xf32>
    %456 = stablehlo.multiply %445, %455 : tensor<2x256x512xf32>
    %457 = stablehlo.reshape %arg38 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %459 = stablehlo.add %456, %458 : tensor<2x256x512xf32>
    %460 = stablehlo.dot_general %459, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %461 = stablehlo.reshape %arg32 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %463 = stablehlo.add %460, %462 : tensor<2x256x2048xf32>
    %464 = stablehlo.multiply %463, %463 : tensor<2x256x2048xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<2x256x2048xf32>
    %466 = stablehlo.multiply %463, %463 : tensor<2x256x2048xf32>
    %cst_113 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<2x256x2048xf32>
    %cst_114 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %470 = stablehlo.multiply %469, %465 : tensor<2x256x2048xf32>
    %471 = stablehlo.add %463, %470 : tensor<2x256x2048xf32>
    %cst_115 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<2x256x2048xf32>
    %474 = stablehlo.tanh %473 : tensor<2x256x2048xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %476 = stablehlo.subtract %475, %474 : tensor<2x256x2048xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %478 = stablehlo.add %477, %474 : tensor<2x256x2048xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<2x256x2048xf32>
    %481 = stablehlo.multiply %463, %480 : tensor<2x256x2048xf32>
    %482 = stablehlo.dot_general %481, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %483 = stablehlo.reshape %arg34 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %485 = stablehlo.add %482, %484 : tensor<2x256x512xf32>
    %486 = stablehlo.add %416, %485 : tensor<2x256x512xf32>
    %487 = stablehlo.iota dim = 0 : tensor<256xi32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %490 = stablehlo.broadcast_in_dim %488, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %491 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %492 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %493 = stablehlo.compare GE, %491, %492, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %495 = stablehlo.convert %494 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %496 = chlo.square %486 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_119 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %498 = stablehlo.multiply %497, %486 : tensor<2x256x512xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%486 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_121 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %501 = stablehlo.divide %499, %500 : tensor<2x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%496 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_123 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %504 = stablehlo.divide %502, %503 : tensor<2x256xf32>
    %505 = chlo.square %501 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %507 = stablehlo.multiply %506, %501 : tensor<2x256xf32>
    %508 = stablehlo.subtract %504, %505 : tensor<2x256xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %510 = stablehlo.maximum %509, %508 : tensor<2x256xf32>
    %511 = stablehlo.compare EQ, %508, %510, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %514 = stablehlo.select %511, %512, %513 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %516 = stablehlo.compare EQ, %515, %510, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_129 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %519 = stablehlo.select %516, %517, %518 : tensor<2x256xi1>, tensor<2x256xf32>
    %520 = stablehlo.divide %514, %519 : tensor<2x256xf32>
    %521 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %522 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %524 = stablehlo.subtract %486, %523 : tensor<2x256x512xf32>
    %cst_131 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %526 = stablehlo.add %522, %525 : tensor<2x256x1xf32>
    %527 = stablehlo.rsqrt %526 : tensor<2x256x1xf32>
    %528 = stablehlo.divide %527, %526 : tensor<2x256x1xf32>
    %cst_132 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<2x256x1xf32>
    %531 = stablehlo.reshape %arg53 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %532 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %533 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %534 = stablehlo.multiply %532, %533 : tensor<2x256x512xf32>
    %535 = stablehlo.multiply %524, %534 : tensor<2x256x512xf32>
    %536 = stablehlo.reshape %arg52 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %538 = stablehlo.add %535, %537 : tensor<2x256x512xf32>
    %539 = stablehlo.dot_general %538, %arg61, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %540 = stablehlo.reshape %arg60 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %542 = stablehlo.add %539, %541 : tensor<2x256x8x64xf32>
    %543 = stablehlo.dot_general %538, %arg57, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %544 = stablehlo.reshape %arg56 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %546 = stablehlo.add %543, %545 : tensor<2x256x8x64xf32>
    %547 = stablehlo.dot_general %538, %arg63, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %548 = stablehlo.reshape %arg62 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %550 = stablehlo.add %547, %549 : tensor<2x256x8x64xf32>
    %cst_133 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %551 = stablehlo.sqrt %cst_133 : tensor<f32>
    %552 = stablehlo.convert %551 : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %554 = stablehlo.divide %542, %553 : tensor<2x256x8x64xf32>
    %555 = stablehlo.dot_general %554, %546, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_134 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %556:2 = call @_where_0(%495, %555, %cst_134) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %557 = stablehlo.reduce(%556#0 init: %cst_135) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %559 = stablehlo.maximum %558, %557 : tensor<2x8x256xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %562 = stablehlo.subtract %556#0, %561 : tensor<2x8x256x256xf32>
    %563 = stablehlo.exponential %562 : tensor<2x8x256x256xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_137) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %567 = stablehlo.divide %563, %566 : tensor<2x8x256x256xf32>
    %568 = stablehlo.multiply %565, %565 : tensor<2x8x256x1xf32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %570 = stablehlo.divide %569, %568 : tensor<2x8x256x1xf32>
    %571 = stablehlo.dot_general %550, %567, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %572 = stablehlo.transpose %571, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %573 = stablehlo.dot_general %572, %arg59, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %574 = stablehlo.reshape %arg58 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %576 = stablehlo.add %573, %575 : tensor<2x256x512xf32>
    %577 = stablehlo.add %486, %576 : tensor<2x256x512xf32>
    %578 = chlo.square %577 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_139 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %580 = stablehlo.multiply %579, %577 : tensor<2x256x512xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%577 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_141 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %583 = stablehlo.divide %581, %582 : tensor<2x256xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%578 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_143 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %586 = stablehlo.divide %584, %585 : tensor<2x256xf32>
    %587 = chlo.square %583 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_144 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %589 = stablehlo.multiply %588, %583 : tensor<2x256xf32>
    %590 = stablehlo.subtract %586, %587 : tensor<2x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %592 = stablehlo.maximum %591, %590 : tensor<2x256xf32>
    %593 = stablehlo.compare EQ, %590, %592, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %596 = stablehlo.select %593, %594, %595 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %598 = stablehlo.compare EQ, %597, %592, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_149 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %601 = stablehlo.select %598, %599, %600 : tensor<2x256xi1>, tensor<2x256xf32>
    %602 = stablehlo.divide %596, %601 : tensor<2x256xf32>
    %603 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %604 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %605 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %606 = stablehlo.subtract %577, %605 : tensor<2x256x512xf32>
    %cst_151 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %608 = stablehlo.add %604, %607 : tensor<2x256x1xf32>
    %609 = stablehlo.rsqrt %608 : tensor<2x256x1xf32>
    %610 = stablehlo.divide %609, %608 : tensor<2x256x1xf32>
    %cst_152 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<2x256x1xf32>
    %613 = stablehlo.reshape %arg55 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %614 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %615 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %616 = stablehlo.multiply %614, %615 : tensor<2x256x512xf32>
    %617 = stablehlo.multiply %606, %616 : tensor<2x256x512xf32>
    %618 = stablehlo.reshape %arg54 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %620 = stablehlo.add %617, %619 : tensor<2x256x512xf32>
    %621 = stablehlo.dot_general %620, %arg49, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %622 = stablehlo.reshape %arg48 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %624 = stablehlo.add %621, %623 : tensor<2x256x2048xf32>
    %625 = stablehlo.multiply %624, %624 : tensor<2x256x2048xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<2x256x2048xf32>
    %627 = stablehlo.multiply %624, %624 : tensor<2x256x2048xf32>
    %cst_153 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %629 = stablehlo.multiply %628, %627 : tensor<2x256x2048xf32>
    %cst_154 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %631 = stablehlo.multiply %630, %626 : tensor<2x256x2048xf32>
    %632 = stablehlo.add %624, %631 : tensor<2x256x2048xf32>
    %cst_155 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %634 = stablehlo.multiply %633, %632 : tensor<2x256x2048xf32>
    %635 = stablehlo.tanh %634 : tensor<2x256x2048xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %637 = stablehlo.subtract %636, %635 : tensor<2x256x2048xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %639 = stablehlo.add %638, %635 : tensor<2x256x2048xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %641 = stablehlo.multiply %640, %639 : tensor<2x256x2048xf32>
    %642 = stablehlo.multiply %624, %641 : tensor<2x256x2048xf32>
    %643 = stablehlo.dot_general %642, %arg51, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %644 = stablehlo.reshape %arg50 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %646 = stablehlo.add %643, %645 : tensor<2x256x512xf32>
    %647 = stablehlo.add %577, %646 : tensor<2x256x512xf32>
    %648 = stablehlo.iota dim = 0 : tensor<256xi32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %651 = stablehlo.broadcast_in_dim %649, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %652 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %653 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %654 = stablehlo.compare GE, %652, %653, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %656 = stablehlo.convert %655 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %657 = chlo.square %647 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_159 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %659 = stablehlo.multiply %658, %647 : tensor<2x256x512xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.reduce(%647 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_161 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %662 = stablehlo.divide %660, %661 : tensor<2x256xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%657 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_163 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %665 = stablehlo.divide %663, %664 : tensor<2x256xf32>
    %666 = chlo.square %662 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %668 = stablehlo.multiply %667, %662 : tensor<2x256xf32>
    %669 = stablehlo.subtract %665, %666 : tensor<2x256xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %671 = stablehlo.maximum %670, %669 : tensor<2x256xf32>
    %672 = stablehlo.compare EQ, %669, %671, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %675 = stablehlo.select %672, %673, %674 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %677 = stablehlo.compare EQ, %676, %671, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_169 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_170 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %680 = stablehlo.select %677, %678, %679 : tensor<2x256xi1>, tensor<2x256xf32>
    %681 = stablehlo.divide %675, %680 : tensor<2x256xf32>
    %682 = stablehlo.broadcast_in_dim %662, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %683 = stablehlo.broadcast_in_dim %671, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %684 = stablehlo.broadcast_in_dim %682, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %685 = stablehlo.subtract %647, %684 : tensor<2x256x512xf32>
    %cst_171 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %687 = stablehlo.add %683, %686 : tensor<2x256x1xf32>
    %688 = stablehlo.rsqrt %687 : tensor<2x256x1xf32>
    %689 = stablehlo.divide %688, %687 : tensor<2x256x1xf32>
    %cst_172 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %691 = stablehlo.multiply %690, %689 : tensor<2x256x1xf32>
    %692 = stablehlo.reshape %arg69 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %693 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %694 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %695 = stablehlo.multiply %693, %694 : tensor<2x256x512xf32>
    %696 = stablehlo.multiply %685, %695 : tensor<2x256x512xf32>
    %697 = stablehlo.reshape %arg68 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %699 = stablehlo.add %696, %698 : tensor<2x256x512xf32>
    %700 = stablehlo.dot_general %699, %arg77, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %701 = stablehlo.reshape %arg76 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %703 = stablehlo.add %700, %702 : tensor<2x256x8x64xf32>
    %704 = stablehlo.dot_general %699, %arg73, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %705 = stablehlo.reshape %arg72 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %707 = stablehlo.add %704, %706 : tensor<2x256x8x64xf32>
    %708 = stablehlo.dot_general %699, %arg79, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %709 = stablehlo.reshape %arg78 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %711 = stablehlo.add %708, %710 : tensor<2x256x8x64xf32>
    %cst_173 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %712 = stablehlo.sqrt %cst_173 : tensor<f32>
    %713 = stablehlo.convert %712 : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %715 = stablehlo.divide %703, %714 : tensor<2x256x8x64xf32>
    %716 = stablehlo.dot_general %715, %707, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_174 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %717:2 = call @_where_0(%656, %716, %cst_174) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %718 = stablehlo.reduce(%717#0 init: %cst_175) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_176 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %720 = stablehlo.maximum %719, %718 : tensor<2x8x256xf32>
    %721 = stablehlo.broadcast_in_dim %720, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %722 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %723 = stablehlo.subtract %717#0, %722 : tensor<2x8x256x256xf32>
    %724 = stablehlo.exponential %723 : tensor<2x8x256x256xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_177) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %727 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %728 = stablehlo.divide %724, %727 : tensor<2x8x256x256xf32>
    %729 = stablehlo.multiply %726, %726 : tensor<2x8x256x1xf32>
    %cst_178 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %731 = stablehlo.divide %730, %729 : tensor<2x8x256x1xf32>
    %732 = stablehlo.dot_general %711, %728, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %733 = stablehlo.transpose %732, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %734 = stablehlo.dot_general %733, %arg75, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %735 = stablehlo.reshape %arg74 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %737 = stablehlo.add %734, %736 : tensor<2x256x512xf32>
    %738 = stablehlo.add %647, %737 : tensor<2x256x512xf32>
    %739 = chlo.square %738 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_179 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %741 = stablehlo.multiply %740, %738 : tensor<2x256x512xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%738 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_181 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %744 = stablehlo.divide %742, %743 : tensor<2x256xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%739 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_183 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %747 = stablehlo.divide %745, %746 : tensor<2x256xf32>
    %748 = chlo.square %744 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_184 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %750 = stablehlo.multiply %749, %744 : tensor<2x256xf32>
    %751 = stablehlo.subtract %747, %748 : tensor<2x256xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %753 = stablehlo.maximum %752, %751 : tensor<2x256xf32>
    %754 = stablehlo.compare EQ, %751, %753, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %757 = stablehlo.select %754, %755, %756 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %759 = stablehlo.compare EQ, %758, %753, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_189 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %762 = stablehlo.select %759, %760, %761 : tensor<2x256xi1>, tensor<2x256xf32>
    %763 = stablehlo.divide %757, %762 : tensor<2x256xf32>
    %764 = stablehlo.broadcast_in_dim %744, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %765 = stablehlo.broadcast_in_dim %753, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %766 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %767 = stablehlo.subtract %738, %766 : tensor<2x256x512xf32>
    %cst_191 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %769 = stablehlo.add %765, %768 : tensor<2x256x1xf32>
    %770 = stablehlo.rsqrt %769 : tensor<2x256x1xf32>
    %771 = stablehlo.divide %770, %769 : tensor<2x256x1xf32>
    %cst_192 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %773 = stablehlo.multiply %772, %771 : tensor<2x256x1xf32>
    %774 = stablehlo.reshape %arg71 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %775 = stablehlo.broadcast_in_dim %770, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %776 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %777 = stablehlo.multiply %775, %776 : tensor<2x256x512xf32>
    %778 = stablehlo.multiply %767, %777 : tensor<2x256x512xf32>
    %779 = stablehlo.reshape %arg70 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %781 = stablehlo.add %778, %780 : tensor<2x256x512xf32>
    %782 = stablehlo.dot_general %781, %arg65, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %783 = stablehlo.reshape %arg64 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %785 = stablehlo.add %782, %784 : tensor<2x256x2048xf32>
    %786 = stablehlo.multiply %785, %785 : tensor<2x256x2048xf32>
    %787 = stablehlo.multiply %786, %785 : tensor<2x256x2048xf32>
    %788 = stablehlo.multiply %785, %785 : tensor<2x256x2048xf32>
    %cst_193 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %790 = stablehlo.multiply %789, %788 : tensor<2x256x2048xf32>
    %cst_194 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %792 = stablehlo.multiply %791, %787 : tensor<2x256x2048xf32>
    %793 = stablehlo.add %785, %792 : tensor<2x256x2048xf32>
    %cst_195 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %795 = stablehlo.multiply %794, %793 : tensor<2x256x2048xf32>
    %796 = stablehlo.tanh %795 : tensor<2x256x2048xf32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %798 = stablehlo.subtract %797, %796 : tensor<2x256x2048xf32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %800 = stablehlo.add %799, %796 : tensor<2x256x2048xf32>
    %cst_198 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %802 = stablehlo.multiply %801, %800 : tensor<2x256x2048xf32>
    %803 = stablehlo.multiply %785, %802 : tensor<2x256x2048xf32>
    %804 = stablehlo.dot_general %803, %arg67, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %805 = stablehlo.reshape %arg66 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %806 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %807 = stablehlo.add %804, %806 : tensor<2x256x512xf32>
    %808 = stablehlo.add %738, %807 : tensor<2x256x512xf32>
    %809 = stablehlo.iota dim = 0 : tensor<256xi32>
    %810 = stablehlo.broadcast_in_dim %809, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %811 = stablehlo.broadcast_in_dim %810, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %812 = stablehlo.broadcast_in_dim %810, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %813 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %814 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %815 = stablehlo.compare GE, %813, %814, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %816 = stablehlo.broadcast_in_dim %815, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %817 = stablehlo.convert %816 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %818 = chlo.square %808 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_199 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %820 = stablehlo.multiply %819, %808 : tensor<2x256x512xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.reduce(%808 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_201 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %823 = stablehlo.divide %821, %822 : tensor<2x256xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%818 init: %cst_202) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_203 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %826 = stablehlo.divide %824, %825 : tensor<2x256xf32>
    %827 = chlo.square %823 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_204 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %829 = stablehlo.multiply %828, %823 : tensor<2x256xf32>
    %830 = stablehlo.subtract %826, %827 : tensor<2x256xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %832 = stablehlo.maximum %831, %830 : tensor<2x256xf32>
    %833 = stablehlo.compare EQ, %830, %832, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %836 = stablehlo.select %833, %834, %835 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %838 = stablehlo.compare EQ, %837, %832, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_209 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_210 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %841 = stablehlo.select %838, %839, %840 : tensor<2x256xi1>, tensor<2x256xf32>
    %842 = stablehlo.divide %836, %841 : tensor<2x256xf32>
    %843 = stablehlo.broadcast_in_dim %823, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %844 = stablehlo.broadcast_in_dim %832, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %845 = stablehlo.broadcast_in_dim %843, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %846 = stablehlo.subtract %808, %845 : tensor<2x256x512xf32>
    %cst_211 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %848 = stablehlo.add %844, %847 : tensor<2x256x1xf32>
    %849 = stablehlo.rsqrt %848 : tensor<2x256x1xf32>
    %850 = stablehlo.divide %849, %848 : tensor<2x256x1xf32>
    %cst_212 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %852 = stablehlo.multiply %851, %850 : tensor<2x256x1xf32>
    %853 = stablehlo.reshape %arg85 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %854 = stablehlo.broadcast_in_dim %849, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %855 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %856 = stablehlo.multiply %854, %855 : tensor<2x256x512xf32>
    %857 = stablehlo.multiply %846, %856 : tensor<2x256x512xf32>
    %858 = stablehlo.reshape %arg84 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %860 = stablehlo.add %857, %859 : tensor<2x256x512xf32>
    %861 = stablehlo.dot_general %860, %arg93, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %862 = stablehlo.reshape %arg92 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %863 = stablehlo.broadcast_in_dim %862, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %864 = stablehlo.add %861, %863 : tensor<2x256x8x64xf32>
    %865 = stablehlo.dot_general %860, %arg89, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %866 = stablehlo.reshape %arg88 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %868 = stablehlo.add %865, %867 : tensor<2x256x8x64xf32>
    %869 = stablehlo.dot_general %860, %arg95, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %870 = stablehlo.reshape %arg94 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %871 = stablehlo.broadcast_in_dim %870, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %872 = stablehlo.add %869, %871 : tensor<2x256x8x64xf32>
    %cst_213 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %873 = stablehlo.sqrt %cst_213 : tensor<f32>
    %874 = stablehlo.convert %873 : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %874, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %876 = stablehlo.divide %864, %875 : tensor<2x256x8x64xf32>
    %877 = stablehlo.dot_general %876, %868, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_214 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %878:2 = call @_where_0(%817, %877, %cst_214) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_215 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %879 = stablehlo.reduce(%878#0 init: %cst_215) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_216 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %881 = stablehlo.maximum %880, %879 : tensor<2x8x256xf32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %883 = stablehlo.broadcast_in_dim %882, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %884 = stablehlo.subtract %878#0, %883 : tensor<2x8x256x256xf32>
    %885 = stablehlo.exponential %884 : tensor<2x8x256x256xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%885 init: %cst_217) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %889 = stablehlo.divide %885, %888 : tensor<2x8x256x256xf32>
    %890 = stablehlo.multiply %887, %887 : tensor<2x8x256x1xf32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %892 = stablehlo.divide %891, %890 : tensor<2x8x256x1xf32>
    %893 = stablehlo.dot_general %872, %889, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %894 = stablehlo.transpose %893, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %895 = stablehlo.dot_general %894, %arg91, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %896 = stablehlo.reshape %arg90 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %897 = stablehlo.broadcast_in_dim %896, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %898 = stablehlo.add %895, %897 : tensor<2x256x512xf32>
    %899 = stablehlo.add %808, %898 : tensor<2x256x512xf32>
    %900 = chlo.square %899 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_219 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %902 = stablehlo.multiply %901, %899 : tensor<2x256x512xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %903 = stablehlo.reduce(%899 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_221 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %905 = stablehlo.divide %903, %904 : tensor<2x256xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%900 init: %cst_222) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_223 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %908 = stablehlo.divide %906, %907 : tensor<2x256xf32>
    %909 = chlo.square %905 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_224 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %911 = stablehlo.multiply %910, %905 : tensor<2x256xf32>
    %912 = stablehlo.subtract %908, %909 : tensor<2x256xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %914 = stablehlo.maximum %913, %912 : tensor<2x256xf32>
    %915 = stablehlo.compare EQ, %912, %914, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %918 = stablehlo.select %915, %916, %917 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %920 = stablehlo.compare EQ, %919, %914, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_229 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_230 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %923 = stablehlo.select %920, %921, %922 : tensor<2x256xi1>, tensor<2x256xf32>
    %924 = stablehlo.divide %918, %923 : tensor<2x256xf32>
    %925 = stablehlo.broadcast_in_dim %905, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %926 = stablehlo.broadcast_in_dim %914, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %927 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %928 = stablehlo.subtract %899, %927 : tensor<2x256x512xf32>
    %cst_231 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %930 = stablehlo.add %926, %929 : tensor<2x256x1xf32>
    %931 = stablehlo.rsqrt %930 : tensor<2x256x1xf32>
    %932 = stablehlo.divide %931, %930 : tensor<2x256x1xf32>
    %cst_232 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %934 = stablehlo.multiply %933, %932 : tensor<2x256x1xf32>
    %935 = stablehlo.reshape %arg87 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %936 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %937 = stablehlo.broadcast_in_dim %935, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %938 = stablehlo.multiply %936, %937 : tensor<2x256x512xf32>
    %939 = stablehlo.multiply %928, %938 : tensor<2x256x512xf32>
    %940 = stablehlo.reshape %arg86 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %941 = stablehlo.broadcast_in_dim %940, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %942 = stablehlo.add %939, %941 : tensor<2x256x512xf32>
    %943 = stablehlo.dot_general %942, %arg81, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %944 = stablehlo.reshape %arg80 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %946 = stablehlo.add %943, %945 : tensor<2x256x2048xf32>
    %947 = stablehlo.multiply %946, %946 : tensor<2x256x2048xf32>
    %948 = stablehlo.multiply %947, %946 : tensor<2x256x2048xf32>
    %949 = stablehlo.multiply %946, %946 : tensor<2x256x2048xf32>
    %cst_233 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %951 = stablehlo.multiply %950, %949 : tensor<2x256x2048xf32>
    %cst_234 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %953 = stablehlo.multiply %952, %948 : tensor<2x256x2048xf32>
    %954 = stablehlo.add %946, %953 : tensor<2x256x2048xf32>
    %cst_235 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %956 = stablehlo.multiply %955, %954 : tensor<2x256x2048xf32>
    %957 = stablehlo.tanh %956 : tensor<2x256x2048xf32>
    %cst_236 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %959 = stablehlo.subtract %958, %957 : tensor<2x256x2048xf32>
    %cst_237 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %961 = stablehlo.add %960, %957 : tensor<2x256x2048xf32>
    %cst_238 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %963 = stablehlo.multiply %962, %961 : tensor<2x256x2048xf32>
    %964 = stablehlo.multiply %946, %963 : tensor<2x256x2048xf32>
    %965 = stablehlo.dot_general %964, %arg83, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %966 = stablehlo.reshape %arg82 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %967 = stablehlo.broadcast_in_dim %966, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %968 = stablehlo.add %965, %967 : tensor<2x256x512xf32>
    %969 = stablehlo.add %899, %968 : tensor<2x256x512xf32>
    %970 = stablehlo.iota dim = 0 : tensor<256xi32>
    %971 = stablehlo.broadcast_in_dim %970, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %972 = stablehlo.broadcast_in_dim %971, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %973 = stablehlo.broadcast_in_dim %971, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %974 = stablehlo.broadcast_in_dim %972, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %975 = stablehlo.broadcast_in_dim %973, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %976 = stablehlo.compare GE, %974, %975, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %978 = stablehlo.convert %977 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %979 = chlo.square %969 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_239 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %981 = stablehlo.multiply %980, %969 : tensor<2x256x512xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %982 = stablehlo.reduce(%969 init: %cst_240) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_241 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %984 = stablehlo.divide %982, %983 : tensor<2x256xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %985 = stablehlo.reduce(%979 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_243 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %987 = stablehlo.divide %985, %986 : tensor<2x256xf32>
    %988 = chlo.square %984 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_244 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %990 = stablehlo.multiply %989, %984 : tensor<2x256xf32>
    %991 = stablehlo.subtract %987, %988 : tensor<2x256xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %993 = stablehlo.maximum %992, %991 : tensor<2x256xf32>
    %994 = stablehlo.compare EQ, %991, %993, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %997 = stablehlo.select %994, %995, %996 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %999 = stablehlo.compare EQ, %998, %993, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_249 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_250 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1002 = stablehlo.select %999, %1000, %1001 : tensor<2x256xi1>, tensor<2x256xf32>
    %1003 = stablehlo.divide %997, %1002 : tensor<2x256xf32>
    %1004 = stablehlo.broadcast_in_dim %984, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1005 = stablehlo.broadcast_in_dim %993, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1006 = stablehlo.broadcast_in_dim %1004, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1007 = stablehlo.subtract %969, %1006 : tensor<2x256x512xf32>
    %cst_251 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1009 = stablehlo.add %1005, %1008 : tensor<2x256x1xf32>
    %1010 = stablehlo.rsqrt %1009 : tensor<2x256x1xf32>
    %1011 = stablehlo.divide %1010, %1009 : tensor<2x256x1xf32>
    %cst_252 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1013 = stablehlo.multiply %1012, %1011 : tensor<2x256x1xf32>
    %1014 = stablehlo.reshape %arg101 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1015 = stablehlo.broadcast_in_dim %1010, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1016 = stablehlo.broadcast_in_dim %1014, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1017 = stablehlo.multiply %1015, %1016 : tensor<2x256x512xf32>
    %1018 = stablehlo.multiply %1007, %1017 : tensor<2x256x512xf32>
    %1019 = stablehlo.reshape %arg100 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1021 = stablehlo.add %1018, %1020 : tensor<2x256x512xf32>
    %1022 = stablehlo.dot_general %1021, %arg109, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1023 = stablehlo.reshape %arg108 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1024 = stablehlo.broadcast_in_dim %1023, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1025 = stablehlo.add %1022, %1024 : tensor<2x256x8x64xf32>
    %1026 = stablehlo.dot_general %1021, %arg105, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1027 = stablehlo.reshape %arg104 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1029 = stablehlo.add %1026, %1028 : tensor<2x256x8x64xf32>
    %1030 = stablehlo.dot_general %1021, %arg111, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1031 = stablehlo.reshape %arg110 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1032 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<2x256x8x64xf32>
    %cst_253 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1034 = stablehlo.sqrt %cst_253 : tensor<f32>
    %1035 = stablehlo.convert %1034 : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %1037 = stablehlo.divide %1025, %1036 : tensor<2x256x8x64xf32>
    %1038 = stablehlo.dot_general %1037, %1029, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_254 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1039:2 = call @_where_0(%978, %1038, %cst_254) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_255 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1040 = stablehlo.reduce(%1039#0 init: %cst_255) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_256 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1042 = stablehlo.maximum %1041, %1040 : tensor<2x8x256xf32>
    %1043 = stablehlo.broadcast_in_dim %1042, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1044 = stablehlo.broadcast_in_dim %1043, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1045 = stablehlo.subtract %1039#0, %1044 : tensor<2x8x256x256xf32>
    %1046 = stablehlo.exponential %1045 : tensor<2x8x256x256xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1047 = stablehlo.reduce(%1046 init: %cst_257) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1049 = stablehlo.broadcast_in_dim %1048, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1050 = stablehlo.divide %1046, %1049 : tensor<2x8x256x256xf32>
    %1051 = stablehlo.multiply %1048, %1048 : tensor<2x8x256x1xf32>
    %cst_258 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %1053 = stablehlo.divide %1052, %1051 : tensor<2x8x256x1xf32>
    %1054 = stablehlo.dot_general %1033, %1050, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %1055 = stablehlo.transpose %1054, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %1056 = stablehlo.dot_general %1055, %arg107, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %1057 = stablehlo.reshape %arg106 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1059 = stablehlo.add %1056, %1058 : tensor<2x256x512xf32>
    %1060 = stablehlo.add %969, %1059 : tensor<2x256x512xf32>
    %1061 = chlo.square %1060 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_259 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %1063 = stablehlo.multiply %1062, %1060 : tensor<2x256x512xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1064 = stablehlo.reduce(%1060 init: %cst_260) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_261 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1066 = stablehlo.divide %1064, %1065 : tensor<2x256xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1067 = stablehlo.reduce(%1061 init: %cst_262) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_263 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1069 = stablehlo.divide %1067, %1068 : tensor<2x256xf32>
    %1070 = chlo.square %1066 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_264 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1072 = stablehlo.multiply %1071, %1066 : tensor<2x256xf32>
    %1073 = stablehlo.subtract %1069, %1070 : tensor<2x256xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1075 = stablehlo.maximum %1074, %1073 : tensor<2x256xf32>
    %1076 = stablehlo.compare EQ, %1073, %1075, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1079 = stablehlo.select %1076, %1077, %1078 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1081 = stablehlo.compare EQ, %1080, %1075, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_269 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_270 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1084 = stablehlo.select %1081, %1082, %1083 : tensor<2x256xi1>, tensor<2x256xf32>
    %1085 = stablehlo.divide %1079, %1084 : tensor<2x256xf32>
    %1086 = stablehlo.broadcast_in_dim %1066, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1087 = stablehlo.broadcast_in_dim %1075, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1088 = stablehlo.broadcast_in_dim %1086, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1089 = stablehlo.subtract %1060, %1088 : tensor<2x256x512xf32>
    %cst_271 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1091 = stablehlo.add %1087, %1090 : tensor<2x256x1xf32>
    %1092 = stablehlo.rsqrt %1091 : tensor<2x256x1xf32>
    %1093 = stablehlo.divide %1092, %1091 : tensor<2x256x1xf32>
    %cst_272 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1095 = stablehlo.multiply %1094, %1093 : tensor<2x256x1xf32>
    %1096 = stablehlo.reshape %arg103 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1097 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1098 = stablehlo.broadcast_in_dim %1096, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1099 = stablehlo.multiply %1097, %1098 : tensor<2x256x512xf32>
    %1100 = stablehlo.multiply %1089, %1099 : tensor<2x256x512xf32>
    %1101 = stablehlo.reshape %arg102 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1102 = stablehlo.broadcast_in_dim %1101, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<2x256x512xf32>
    %1104 = stablehlo.dot_general %1103, %arg97, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %1105 = stablehlo.reshape %arg96 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %1106 = stablehlo.broadcast_in_dim %1105, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %1107 = stablehlo.add %1104, %1106 : tensor<2x256x2048xf32>
    %1108 = stablehlo.multiply %1107, %1107 : tensor<2x256x2048xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<2x256x2048xf32>
    %1110 = stablehlo.multiply %1107, %1107 : tensor<2x256x2048xf32>
    %cst_273 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1112 = stablehlo.multiply %1111, %1110 : tensor<2x256x2048xf32>
    %cst_274 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1114 = stablehlo.multiply %1113, %1109 : tensor<2x256x2048xf32>
    %1115 = stablehlo.add %1107, %1114 : tensor<2x256x2048xf32>
    %cst_275 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1117 = stablehlo.multiply %1116, %1115 : tensor<2x256x2048xf32>
    %1118 = stablehlo.tanh %1117 : tensor<2x256x2048xf32>
    %cst_276 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1120 = stablehlo.subtract %1119, %1118 : tensor<2x256x2048xf32>
    %cst_277 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1122 = stablehlo.add %1121, %1118 : tensor<2x256x2048xf32>
    %cst_278 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1124 = stablehlo.multiply %1123, %1122 : tensor<2x256x2048xf32>
    %1125 = stablehlo.multiply %1107, %1124 : tensor<2x256x2048xf32>
    %1126 = stablehlo.dot_general %1125, %arg99, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %1127 = stablehlo.reshape %arg98 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1128 = stablehlo.broadcast_in_dim %1127, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1129 = stablehlo.add %1126, %1128 : tensor<2x256x512xf32>
    %1130 = stablehlo.add %1060, %1129 : tensor<2x256x512xf32>
    %1131 = stablehlo.iota dim = 0 : tensor<256xi32>
    %1132 = stablehlo.broadcast_in_dim %1131, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %1133 = stablehlo.broadcast_in_dim %1132, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %1134 = stablehlo.broadcast_in_dim %1132, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %1135 = stablehlo.broadcast_in_dim %1133, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %1136 = stablehlo.broadcast_in_dim %1134, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %1137 = stablehlo.compare GE, %1135, %1136, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %1138 = stablehlo.broadcast_in_dim %1137, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %1139 = stablehlo.convert %1138 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %1140 = chlo.square %1130 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_279 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %1142 = stablehlo.multiply %1141, %1130 : tensor<2x256x512xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1143 = stablehlo.reduce(%1130 init: %cst_280) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_281 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1145 = stablehlo.divide %1143, %1144 : tensor<2x256xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1146 = stablehlo.reduce(%1140 init: %cst_282) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_283 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1148 = stablehlo.divide %1146, %1147 : tensor<2x256xf32>
    %1149 = chlo.square %1145 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_284 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1151 = stablehlo.multiply %1150, %1145 : tensor<2x256xf32>
    %1152 = stablehlo.subtract %1148, %1149 : tensor<2x256xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1154 = stablehlo.maximum %1153, %1152 : tensor<2x256xf32>
    %1155 = stablehlo.compare EQ, %1152, %1154, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_286 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1158 = stablehlo.select %1155, %1156, %1157 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1160 = stablehlo.compare EQ, %1159, %1154, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_289 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_290 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1163 = stablehlo.select %1160, %1161, %1162 : tensor<2x256xi1>, tensor<2x256xf32>
    %1164 = stablehlo.divide %1158, %1163 : tensor<2x256xf32>
    %1165 = stablehlo.broadcast_in_dim %1145, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1166 = stablehlo.broadcast_in_dim %1154, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1167 = stablehlo.broadcast_in_dim %1165, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1168 = stablehlo.subtract %1130, %1167 : tensor<2x256x512xf32>
    %cst_291 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1170 = stablehlo.add %1166, %1169 : tensor<2x256x1xf32>
    %1171 = stablehlo.rsqrt %1170 : tensor<2x256x1xf32>
    %1172 = stablehlo.divide %1171, %1170 : tensor<2x256x1xf32>
    %cst_292 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1174 = stablehlo.multiply %1173, %1172 : tensor<2x256x1xf32>
    %1175 = stablehlo.reshape %arg117 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1176 = stablehlo.broadcast_in_dim %1171, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1177 = stablehlo.broadcast_in_dim %1175, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1178 = stablehlo.multiply %1176, %1177 : tensor<2x256x512xf32>
    %1179 = stablehlo.multiply %1168, %1178 : tensor<2x256x512xf32>
    %1180 = stablehlo.reshape %arg116 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1181 = stablehlo.broadcast_in_dim %1180, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1182 = stablehlo.add %1179, %1181 : tensor<2x256x512xf32>
    %1183 = stablehlo.dot_general %1182, %arg125, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1184 = stablehlo.reshape %arg124 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1185 = stablehlo.broadcast_in_dim %1184, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1186 = stablehlo.add %1183, %1185 : tensor<2x256x8x64xf32>
    %1187 = stablehlo.dot_general %1182, %arg121, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1188 = stablehlo.reshape %arg120 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1189 = stablehlo.broadcast_in_dim %1188, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1190 = stablehlo.add %1187, %1189 : tensor<2x256x8x64xf32>
    %1191 = stablehlo.dot_general %1182, %arg127, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1192 = stablehlo.reshape %arg126 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1193 = stablehlo.broadcast_in_dim %1192, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %1194 = stablehlo.add %1191, %1193 : tensor<2x256x8x64xf32>
    %cst_293 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1195 = stablehlo.sqrt %cst_293 : tensor<f32>
    %1196 = stablehlo.convert %1195 : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %1196, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %1198 = stablehlo.divide %1186, %1197 : tensor<2x256x8x64xf32>
    %1199 = stablehlo.dot_general %1198, %1190, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_294 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1200:2 = call @_where_0(%1139, %1199, %cst_294) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>)
    %cst_295 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1201 = stablehlo.reduce(%1200#0 init: %cst_295) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_296 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %1203 = stablehlo.maximum %1202, %1201 : tensor<2x8x256xf32>
    %1204 = stablehlo.broadcast_in_dim %1203, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1205 = stablehlo.broadcast_in_dim %1204, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1206 = stablehlo.subtract %1200#0, %1205 : tensor<2x8x256x256xf32>
    %1207 = stablehlo.exponential %1206 : tensor<2x8x256x256xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1208 = stablehlo.reduce(%1207 init: %cst_297) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1211 = stablehlo.divide %1207, %1210 : tensor<2x8x256x256xf32>
    %1212 = stablehlo.multiply %1209, %1209 : tensor<2x8x256x1xf32>
    %cst_298 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<2x8x256x1xf32>
    %1214 = stablehlo.divide %1213, %1212 : tensor<2x8x256x1xf32>
    %1215 = stablehlo.dot_general %1194, %1211, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %1216 = stablehlo.transpose %1215, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %1217 = stablehlo.dot_general %1216, %arg123, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %1218 = stablehlo.reshape %arg122 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1219 = stablehlo.broadcast_in_dim %1218, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1220 = stablehlo.add %1217, %1219 : tensor<2x256x512xf32>
    %1221 = stablehlo.add %1130, %1220 : tensor<2x256x512xf32>
    %1222 = chlo.square %1221 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_299 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %1224 = stablehlo.multiply %1223, %1221 : tensor<2x256x512xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1225 = stablehlo.reduce(%1221 init: %cst_300) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_301 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1227 = stablehlo.divide %1225, %1226 : tensor<2x256xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1228 = stablehlo.reduce(%1222 init: %cst_302) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_303 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1230 = stablehlo.divide %1228, %1229 : tensor<2x256xf32>
    %1231 = chlo.square %1227 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_304 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1233 = stablehlo.multiply %1232, %1227 : tensor<2x256xf32>
    %1234 = stablehlo.subtract %1230, %1231 : tensor<2x256xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1236 = stablehlo.maximum %1235, %1234 : tensor<2x256xf32>
    %1237 = stablehlo.compare EQ, %1234, %1236, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_306 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1240 = stablehlo.select %1237, %1238, %1239 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1242 = stablehlo.compare EQ, %1241, %1236, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_309 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_310 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1244 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1245 = stablehlo.select %1242, %1243, %1244 : tensor<2x256xi1>, tensor<2x256xf32>
    %1246 = stablehlo.divide %1240, %1245 : tensor<2x256xf32>
    %1247 = stablehlo.broadcast_in_dim %1227, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1248 = stablehlo.broadcast_in_dim %1236, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1249 = stablehlo.broadcast_in_dim %1247, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1250 = stablehlo.subtract %1221, %1249 : tensor<2x256x512xf32>
    %cst_311 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1252 = stablehlo.add %1248, %1251 : tensor<2x256x1xf32>
    %1253 = stablehlo.rsqrt %1252 : tensor<2x256x1xf32>
    %1254 = stablehlo.divide %1253, %1252 : tensor<2x256x1xf32>
    %cst_312 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1256 = stablehlo.multiply %1255, %1254 : tensor<2x256x1xf32>
    %1257 = stablehlo.reshape %arg119 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1258 = stablehlo.broadcast_in_dim %1253, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1259 = stablehlo.broadcast_in_dim %1257, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1260 = stablehlo.multiply %1258, %1259 : tensor<2x256x512xf32>
    %1261 = stablehlo.multiply %1250, %1260 : tensor<2x256x512xf32>
    %1262 = stablehlo.reshape %arg118 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1264 = stablehlo.add %1261, %1263 : tensor<2x256x512xf32>
    %1265 = stablehlo.dot_general %1264, %arg113, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %1266 = stablehlo.reshape %arg112 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %1267 = stablehlo.broadcast_in_dim %1266, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %1268 = stablehlo.add %1265, %1267 : tensor<2x256x2048xf32>
    %1269 = stablehlo.multiply %1268, %1268 : tensor<2x256x2048xf32>
    %1270 = stablehlo.multiply %1269, %1268 : tensor<2x256x2048xf32>
    %1271 = stablehlo.multiply %1268, %1268 : tensor<2x256x2048xf32>
    %cst_313 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1273 = stablehlo.multiply %1272, %1271 : tensor<2x256x2048xf32>
    %cst_314 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1274 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1275 = stablehlo.multiply %1274, %1270 : tensor<2x256x2048xf32>
    %1276 = stablehlo.add %1268, %1275 : tensor<2x256x2048xf32>
    %cst_315 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1278 = stablehlo.multiply %1277, %1276 : tensor<2x256x2048xf32>
    %1279 = stablehlo.tanh %1278 : tensor<2x256x2048xf32>
    %cst_316 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1280 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1281 = stablehlo.subtract %1280, %1279 : tensor<2x256x2048xf32>
    %cst_317 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1283 = stablehlo.add %1282, %1279 : tensor<2x256x2048xf32>
    %cst_318 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1285 = stablehlo.multiply %1284, %1283 : tensor<2x256x2048xf32>
    %1286 = stablehlo.multiply %1268, %1285 : tensor<2x256x2048xf32>
    %1287 = stablehlo.dot_general %1286, %arg115, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %1288 = stablehlo.reshape %arg114 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1289 = stablehlo.broadcast_in_dim %1288, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1290 = stablehlo.add %1287, %1289 : tensor<2x256x512xf32>
    %1291 = stablehlo.add %1221, %1290 : tensor<2x256x512xf32>
    %1292 = chlo.square %1291 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_319 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %1294 = stablehlo.multiply %1293, %1291 : tensor<2x256x512xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1295 = stablehlo.reduce(%1291 init: %cst_320) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_321 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1297 = stablehlo.divide %1295, %1296 : tensor<2x256xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1298 = stablehlo.reduce(%1292 init: %cst_322) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_323 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1300 = stablehlo.divide %1298, %1299 : tensor<2x256xf32>
    %1301 = chlo.square %1297 : tensor<2x256xf32> -> tensor<2x256xf32>
    %cst_324 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1302 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1303 = stablehlo.multiply %1302, %1297 : tensor<2x256xf32>
    %1304 = stablehlo.subtract %1300, %1301 : tensor<2x256xf32>
    %cst_325 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1306 = stablehlo.maximum %1305, %1304 : tensor<2x256xf32>
    %1307 = stablehlo.compare EQ, %1304, %1306, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_326 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1310 = stablehlo.select %1307, %1308, %1309 : tensor<2x256xi1>, tensor<2x256xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1312 = stablehlo.compare EQ, %1311, %1306, FLOAT : (tensor<2x256xf32>, tensor<2x256xf32>) -> tensor<2x256xi1>
    %cst_329 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_330 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1315 = stablehlo.select %1312, %1313, %1314 : tensor<2x256xi1>, tensor<2x256xf32>
    %1316 = stablehlo.divide %1310, %1315 : tensor<2x256xf32>
    %1317 = stablehlo.broadcast_in_dim %1297, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1318 = stablehlo.broadcast_in_dim %1306, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1319 = stablehlo.broadcast_in_dim %1317, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1320 = stablehlo.subtract %1291, %1319 : tensor<2x256x512xf32>
    %cst_331 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1322 = stablehlo.add %1318, %1321 : tensor<2x256x1xf32>
    %1323 = stablehlo.rsqrt %1322 : tensor<2x256x1xf32>
    %1324 = stablehlo.divide %1323, %1322 : tensor<2x256x1xf32>
    %cst_332 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %1326 = stablehlo.multiply %1325, %1324 : tensor<2x256x1xf32>
    %1327 = stablehlo.reshape %arg130 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1328 = stablehlo.broadcast_in_dim %1323, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1329 = stablehlo.broadcast_in_dim %1327, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1330 = stablehlo.multiply %1328, %1329 : tensor<2x256x512xf32>
    %1331 = stablehlo.multiply %1320, %1330 : tensor<2x256x512xf32>
    %1332 = stablehlo.reshape %arg129 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1333 = stablehlo.broadcast_in_dim %1332, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1334 = stablehlo.add %1331, %1333 : tensor<2x256x512xf32>
    %1335 = stablehlo.transpose %arg128, dims = [1, 0] : (tensor<1024x512xf32>) -> tensor<512x1024xf32>
    %1336 = stablehlo.dot_general %1334, %1335, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x1024xf32>) -> tensor<2x256x1024xf32>
    %1337 = stablehlo.slice %1336 [0:2, 0:255, 0:1024] : (tensor<2x256x1024xf32>) -> tensor<2x255x1024xf32>
    %1338 = stablehlo.slice %arg132 [0:2, 1:256] : (tensor<2x256xi32>) -> tensor<2x255xi32>
    %1339 = call @_one_hot(%1338) : (tensor<2x255xi32>) -> tensor<2x255x1024xf32>
    %1340:3 = call @log_softmax(%1337) : (tensor<2x255x1024xf32>) -> (tensor<2x255x1024xf32>, tensor<2x255x1024xf32>, tensor<2x255x1xf32>)
    %1341 = stablehlo.multiply %1340#0, %1339 : tensor<2x255x1024xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1342 = stablehlo.reduce(%1341 init: %cst_333) applies stablehlo.add across dimensions = [2] : (tensor<2x255x1024xf32>, tensor<f32>) -> tensor<2x255xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1343 = stablehlo.reduce(%1342 init: %cst_334) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x255xf32>, tensor<f32>) -> tensor<f32>
    %cst_335 = stablehlo.constant dense<5.100000e+02> : tensor<f32>
    %1344 = stablehlo.divide %1343, %cst_335 : tensor<f32>
    %1345 = stablehlo.negate %1344 : tensor<f32>
    %cst_336 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1346 = stablehlo.negate %cst_336 : tensor<f32>
    %cst_337 = stablehlo.constant dense<5.100000e+02> : tensor<f32>
    %1347 = stablehlo.divide %1346, %cst_337 : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %1347, dims = [] : (tensor<f32>) -> tensor<2x255xf32>
    %1349 = stablehlo.broadcast_in_dim %1348, dims = [0, 1] : (tensor<2x255xf32>) -> tensor<2x255x1024xf32>
    %1350 = stablehlo.multiply %1349, %1339 : tensor<2x255x1024xf32>
    %1351 = call @log_softmax_1(%1340#1, %1340#2, %1350) : (tensor<2x255x1024xf32>, tensor<2x255x1xf32>, tensor<2x255x1024xf32>) -> tensor<2x255x1024xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1352 = stablehlo.pad %1351, %cst_338, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x255x1024xf32>, tensor<f32>) -> tensor<2x256x1024xf32>
    %1353 = stablehlo.dot_general %1352, %1334, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x1024xf32>, tensor<2x256x512xf32>) -> tensor<1024x512xf32>
    %1354 = stablehlo.transpose %1353, dims = [1, 0] : (tensor<1024x512xf32>) -> tensor<512x1024xf32>
    %1355 = stablehlo.dot_general %1352, %1335, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x1024xf32>, tensor<512x1024xf32>) -> tensor<2x256x512xf32>
    %1356 = stablehlo.transpose %1354, dims = [1, 0] : (tensor<512x1024xf32>) -> tensor<1024x512xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1357 = stablehlo.reduce(%1355 init: %cst_339) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1358 = stablehlo.reshape %1357 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1359 = stablehlo.reshape %1358 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1360 = stablehlo.multiply %1320, %1355 : tensor<2x256x512xf32>
    %1361 = stablehlo.multiply %1355, %1330 : tensor<2x256x512xf32>
    %1362 = stablehlo.broadcast_in_dim %1323, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1363 = stablehlo.multiply %1362, %1360 : tensor<2x256x512xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1364 = stablehlo.reduce(%1363 init: %cst_340) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1366 = stablehlo.broadcast_in_dim %1327, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1367 = stablehlo.multiply %1360, %1366 : tensor<2x256x512xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1368 = stablehlo.reduce(%1367 init: %cst_341) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1369 = stablehlo.reshape %1368 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1370 = stablehlo.reshape %1365 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1371 = stablehlo.multiply %1369, %1326 : tensor<2x256x1xf32>
    %1372 = stablehlo.negate %1361 : tensor<2x256x512xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1373 = stablehlo.reduce(%1372 init: %cst_342) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1374 = stablehlo.reshape %1373 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1375 = stablehlo.reduce(%1371 init: %cst_343) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1376 = stablehlo.reduce(%1374 init: %cst_344) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1377 = stablehlo.multiply %1375, %1316 : tensor<2x256xf32>
    %1378 = stablehlo.negate %1377 : tensor<2x256xf32>
    %1379 = stablehlo.multiply %1378, %1303 : tensor<2x256xf32>
    %1380 = stablehlo.add %1376, %1379 : tensor<2x256xf32>
    %cst_345 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1382 = stablehlo.divide %1377, %1381 : tensor<2x256xf32>
    %1383 = stablehlo.broadcast_in_dim %1382, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_346 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1385 = stablehlo.divide %1380, %1384 : tensor<2x256xf32>
    %1386 = stablehlo.broadcast_in_dim %1385, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1387 = stablehlo.add %1361, %1386 : tensor<2x256x512xf32>
    %1388 = stablehlo.multiply %1383, %1294 : tensor<2x256x512xf32>
    %1389 = stablehlo.add %1387, %1388 : tensor<2x256x512xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1390 = stablehlo.reduce(%1389 init: %cst_347) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1391 = stablehlo.reshape %1390 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1392 = stablehlo.reshape %1391 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1393 = stablehlo.dot_general %1389, %1286, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %1394 = stablehlo.transpose %1393, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %1395 = stablehlo.dot_general %1389, %arg115, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %1396 = stablehlo.multiply %1268, %1395 : tensor<2x256x2048xf32>
    %1397 = stablehlo.multiply %1395, %1285 : tensor<2x256x2048xf32>
    %cst_348 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1399 = stablehlo.multiply %1398, %1396 : tensor<2x256x2048xf32>
    %1400 = stablehlo.multiply %1399, %1281 : tensor<2x256x2048xf32>
    %1401 = stablehlo.multiply %1400, %1279 : tensor<2x256x2048xf32>
    %1402 = stablehlo.add %1400, %1401 : tensor<2x256x2048xf32>
    %cst_349 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1404 = stablehlo.multiply %1403, %1402 : tensor<2x256x2048xf32>
    %1405 = stablehlo.add %1397, %1404 : tensor<2x256x2048xf32>
    %cst_350 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1407 = stablehlo.multiply %1406, %1404 : tensor<2x256x2048xf32>
    %1408 = stablehlo.multiply %1407, %1273 : tensor<2x256x2048xf32>
    %1409 = stablehlo.add %1405, %1408 : tensor<2x256x2048xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1410 = stablehlo.reduce(%1409 init: %cst_351) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1411 = stablehlo.reshape %1410 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %1412 = stablehlo.reshape %1411 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %1413 = stablehlo.dot_general %1409, %1264, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %1414 = stablehlo.transpose %1413, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %1415 = stablehlo.dot_general %1409, %arg113, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1416 = stablehlo.reduce(%1415 init: %cst_352) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1417 = stablehlo.reshape %1416 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1418 = stablehlo.reshape %1417 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1419 = stablehlo.multiply %1250, %1415 : tensor<2x256x512xf32>
    %1420 = stablehlo.multiply %1415, %1260 : tensor<2x256x512xf32>
    %1421 = stablehlo.broadcast_in_dim %1253, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1422 = stablehlo.multiply %1421, %1419 : tensor<2x256x512xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1423 = stablehlo.reduce(%1422 init: %cst_353) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1424 = stablehlo.reshape %1423 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1425 = stablehlo.broadcast_in_dim %1257, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1426 = stablehlo.multiply %1419, %1425 : tensor<2x256x512xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1427 = stablehlo.reduce(%1426 init: %cst_354) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1428 = stablehlo.reshape %1427 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1429 = stablehlo.reshape %1424 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1430 = stablehlo.multiply %1428, %1256 : tensor<2x256x1xf32>
    %1431 = stablehlo.negate %1420 : tensor<2x256x512xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1432 = stablehlo.reduce(%1431 init: %cst_355) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1433 = stablehlo.reshape %1432 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1434 = stablehlo.add %1389, %1420 : tensor<2x256x512xf32>
    %cst_356 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1435 = stablehlo.reduce(%1430 init: %cst_356) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1436 = stablehlo.reduce(%1433 init: %cst_357) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1437 = stablehlo.multiply %1435, %1246 : tensor<2x256xf32>
    %1438 = stablehlo.negate %1437 : tensor<2x256xf32>
    %1439 = stablehlo.multiply %1438, %1233 : tensor<2x256xf32>
    %1440 = stablehlo.add %1436, %1439 : tensor<2x256xf32>
    %cst_358 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1442 = stablehlo.divide %1437, %1441 : tensor<2x256xf32>
    %1443 = stablehlo.broadcast_in_dim %1442, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_359 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1445 = stablehlo.divide %1440, %1444 : tensor<2x256xf32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1447 = stablehlo.add %1434, %1446 : tensor<2x256x512xf32>
    %1448 = stablehlo.multiply %1443, %1224 : tensor<2x256x512xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<2x256x512xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1450 = stablehlo.reduce(%1449 init: %cst_360) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1451 = stablehlo.reshape %1450 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1452 = stablehlo.reshape %1451 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1453 = stablehlo.dot_general %1449, %1216, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %1454 = stablehlo.transpose %1453, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %1455 = stablehlo.dot_general %1449, %arg123, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %1456 = stablehlo.transpose %1455, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %1457 = stablehlo.dot_general %1456, %1194, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %1458 = stablehlo.dot_general %1456, %1211, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %1459 = stablehlo.transpose %1458, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %1460 = stablehlo.broadcast_in_dim %1214, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1461 = stablehlo.multiply %1457, %1460 : tensor<2x8x256x256xf32>
    %1462 = stablehlo.multiply %1461, %1207 : tensor<2x8x256x256xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1463 = stablehlo.reduce(%1462 init: %cst_361) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1464 = stablehlo.reshape %1463 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1465 = stablehlo.negate %1464 : tensor<2x8x256x1xf32>
    %1466 = stablehlo.broadcast_in_dim %1209, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1467 = stablehlo.divide %1457, %1466 : tensor<2x8x256x256xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1468 = stablehlo.reduce(%1465 init: %cst_362) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1469 = stablehlo.broadcast_in_dim %1468, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1470 = stablehlo.add %1467, %1469 : tensor<2x8x256x256xf32>
    %1471 = stablehlo.multiply %1470, %1207 : tensor<2x8x256x256xf32>
    %1472 = call @_where_2(%1200#1, %1471) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %1473 = stablehlo.dot_general %1472, %1198, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1474 = stablehlo.transpose %1473, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1475 = stablehlo.dot_general %1472, %1190, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1476 = stablehlo.transpose %1475, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1477 = stablehlo.broadcast_in_dim %1196, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %1478 = stablehlo.divide %1476, %1477 : tensor<2x256x8x64xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1479 = stablehlo.reduce(%1459 init: %cst_363) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1480 = stablehlo.reshape %1479 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1481 = stablehlo.reshape %1480 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1482 = stablehlo.dot_general %1459, %1182, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1483 = stablehlo.transpose %1482, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1484 = stablehlo.dot_general %1459, %arg127, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1485 = stablehlo.reduce(%1474 init: %cst_364) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1486 = stablehlo.reshape %1485 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1487 = stablehlo.reshape %1486 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1488 = stablehlo.dot_general %1474, %1182, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1489 = stablehlo.transpose %1488, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1490 = stablehlo.dot_general %1474, %arg121, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1491 = stablehlo.add %1484, %1490 : tensor<2x256x512xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1492 = stablehlo.reduce(%1478 init: %cst_365) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1493 = stablehlo.reshape %1492 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1494 = stablehlo.reshape %1493 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1495 = stablehlo.dot_general %1478, %1182, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1496 = stablehlo.transpose %1495, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1497 = stablehlo.dot_general %1478, %arg125, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1498 = stablehlo.add %1491, %1497 : tensor<2x256x512xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1499 = stablehlo.reduce(%1498 init: %cst_366) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1500 = stablehlo.reshape %1499 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1501 = stablehlo.reshape %1500 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1502 = stablehlo.multiply %1168, %1498 : tensor<2x256x512xf32>
    %1503 = stablehlo.multiply %1498, %1178 : tensor<2x256x512xf32>
    %1504 = stablehlo.broadcast_in_dim %1171, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1505 = stablehlo.multiply %1504, %1502 : tensor<2x256x512xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1506 = stablehlo.reduce(%1505 init: %cst_367) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1507 = stablehlo.reshape %1506 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1508 = stablehlo.broadcast_in_dim %1175, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1509 = stablehlo.multiply %1502, %1508 : tensor<2x256x512xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1510 = stablehlo.reduce(%1509 init: %cst_368) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1511 = stablehlo.reshape %1510 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1512 = stablehlo.reshape %1507 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1513 = stablehlo.multiply %1511, %1174 : tensor<2x256x1xf32>
    %1514 = stablehlo.negate %1503 : tensor<2x256x512xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1515 = stablehlo.reduce(%1514 init: %cst_369) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1516 = stablehlo.reshape %1515 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1517 = stablehlo.add %1449, %1503 : tensor<2x256x512xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1518 = stablehlo.reduce(%1513 init: %cst_370) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1519 = stablehlo.reduce(%1516 init: %cst_371) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1520 = stablehlo.multiply %1518, %1164 : tensor<2x256xf32>
    %1521 = stablehlo.negate %1520 : tensor<2x256xf32>
    %1522 = stablehlo.multiply %1521, %1151 : tensor<2x256xf32>
    %1523 = stablehlo.add %1519, %1522 : tensor<2x256xf32>
    %cst_372 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1525 = stablehlo.divide %1520, %1524 : tensor<2x256xf32>
    %1526 = stablehlo.broadcast_in_dim %1525, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_373 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1528 = stablehlo.divide %1523, %1527 : tensor<2x256xf32>
    %1529 = stablehlo.broadcast_in_dim %1528, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1530 = stablehlo.add %1517, %1529 : tensor<2x256x512xf32>
    %1531 = stablehlo.multiply %1526, %1142 : tensor<2x256x512xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<2x256x512xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1533 = stablehlo.reduce(%1532 init: %cst_374) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1534 = stablehlo.reshape %1533 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1535 = stablehlo.reshape %1534 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1536 = stablehlo.dot_general %1532, %1125, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %1537 = stablehlo.transpose %1536, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %1538 = stablehlo.dot_general %1532, %arg99, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %1539 = stablehlo.multiply %1107, %1538 : tensor<2x256x2048xf32>
    %1540 = stablehlo.multiply %1538, %1124 : tensor<2x256x2048xf32>
    %cst_375 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1542 = stablehlo.multiply %1541, %1539 : tensor<2x256x2048xf32>
    %1543 = stablehlo.multiply %1542, %1120 : tensor<2x256x2048xf32>
    %1544 = stablehlo.multiply %1543, %1118 : tensor<2x256x2048xf32>
    %1545 = stablehlo.add %1543, %1544 : tensor<2x256x2048xf32>
    %cst_376 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1547 = stablehlo.multiply %1546, %1545 : tensor<2x256x2048xf32>
    %1548 = stablehlo.add %1540, %1547 : tensor<2x256x2048xf32>
    %cst_377 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1549 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1550 = stablehlo.multiply %1549, %1547 : tensor<2x256x2048xf32>
    %1551 = stablehlo.multiply %1550, %1112 : tensor<2x256x2048xf32>
    %1552 = stablehlo.add %1548, %1551 : tensor<2x256x2048xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1553 = stablehlo.reduce(%1552 init: %cst_378) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1554 = stablehlo.reshape %1553 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %1555 = stablehlo.reshape %1554 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %1556 = stablehlo.dot_general %1552, %1103, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %1557 = stablehlo.transpose %1556, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %1558 = stablehlo.dot_general %1552, %arg97, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1559 = stablehlo.reduce(%1558 init: %cst_379) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1560 = stablehlo.reshape %1559 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1561 = stablehlo.reshape %1560 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1562 = stablehlo.multiply %1089, %1558 : tensor<2x256x512xf32>
    %1563 = stablehlo.multiply %1558, %1099 : tensor<2x256x512xf32>
    %1564 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1565 = stablehlo.multiply %1564, %1562 : tensor<2x256x512xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1566 = stablehlo.reduce(%1565 init: %cst_380) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1567 = stablehlo.reshape %1566 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1568 = stablehlo.broadcast_in_dim %1096, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1569 = stablehlo.multiply %1562, %1568 : tensor<2x256x512xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1570 = stablehlo.reduce(%1569 init: %cst_381) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1571 = stablehlo.reshape %1570 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1572 = stablehlo.reshape %1567 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1573 = stablehlo.multiply %1571, %1095 : tensor<2x256x1xf32>
    %1574 = stablehlo.negate %1563 : tensor<2x256x512xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1575 = stablehlo.reduce(%1574 init: %cst_382) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1576 = stablehlo.reshape %1575 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1577 = stablehlo.add %1532, %1563 : tensor<2x256x512xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1578 = stablehlo.reduce(%1573 init: %cst_383) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1579 = stablehlo.reduce(%1576 init: %cst_384) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1580 = stablehlo.multiply %1578, %1085 : tensor<2x256xf32>
    %1581 = stablehlo.negate %1580 : tensor<2x256xf32>
    %1582 = stablehlo.multiply %1581, %1072 : tensor<2x256xf32>
    %1583 = stablehlo.add %1579, %1582 : tensor<2x256xf32>
    %cst_385 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1584 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1585 = stablehlo.divide %1580, %1584 : tensor<2x256xf32>
    %1586 = stablehlo.broadcast_in_dim %1585, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_386 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1588 = stablehlo.divide %1583, %1587 : tensor<2x256xf32>
    %1589 = stablehlo.broadcast_in_dim %1588, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1590 = stablehlo.add %1577, %1589 : tensor<2x256x512xf32>
    %1591 = stablehlo.multiply %1586, %1063 : tensor<2x256x512xf32>
    %1592 = stablehlo.add %1590, %1591 : tensor<2x256x512xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1593 = stablehlo.reduce(%1592 init: %cst_387) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1594 = stablehlo.reshape %1593 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1595 = stablehlo.reshape %1594 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1596 = stablehlo.dot_general %1592, %1055, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %1597 = stablehlo.transpose %1596, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %1598 = stablehlo.dot_general %1592, %arg107, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %1599 = stablehlo.transpose %1598, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %1600 = stablehlo.dot_general %1599, %1033, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %1601 = stablehlo.dot_general %1599, %1050, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %1602 = stablehlo.transpose %1601, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %1603 = stablehlo.broadcast_in_dim %1053, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1604 = stablehlo.multiply %1600, %1603 : tensor<2x8x256x256xf32>
    %1605 = stablehlo.multiply %1604, %1046 : tensor<2x8x256x256xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1606 = stablehlo.reduce(%1605 init: %cst_388) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1607 = stablehlo.reshape %1606 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1608 = stablehlo.negate %1607 : tensor<2x8x256x1xf32>
    %1609 = stablehlo.broadcast_in_dim %1048, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1610 = stablehlo.divide %1600, %1609 : tensor<2x8x256x256xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1611 = stablehlo.reduce(%1608 init: %cst_389) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1612 = stablehlo.broadcast_in_dim %1611, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1613 = stablehlo.add %1610, %1612 : tensor<2x8x256x256xf32>
    %1614 = stablehlo.multiply %1613, %1046 : tensor<2x8x256x256xf32>
    %1615 = call @_where_2(%1039#1, %1614) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %1616 = stablehlo.dot_general %1615, %1037, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1617 = stablehlo.transpose %1616, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1618 = stablehlo.dot_general %1615, %1029, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1619 = stablehlo.transpose %1618, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1620 = stablehlo.broadcast_in_dim %1035, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %1621 = stablehlo.divide %1619, %1620 : tensor<2x256x8x64xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1622 = stablehlo.reduce(%1602 init: %cst_390) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1623 = stablehlo.reshape %1622 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1624 = stablehlo.reshape %1623 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1625 = stablehlo.dot_general %1602, %1021, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1626 = stablehlo.transpose %1625, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1627 = stablehlo.dot_general %1602, %arg111, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1628 = stablehlo.reduce(%1617 init: %cst_391) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1629 = stablehlo.reshape %1628 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1630 = stablehlo.reshape %1629 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1631 = stablehlo.dot_general %1617, %1021, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1632 = stablehlo.transpose %1631, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1633 = stablehlo.dot_general %1617, %arg105, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1634 = stablehlo.add %1627, %1633 : tensor<2x256x512xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1635 = stablehlo.reduce(%1621 init: %cst_392) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1636 = stablehlo.reshape %1635 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1637 = stablehlo.reshape %1636 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1638 = stablehlo.dot_general %1621, %1021, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1639 = stablehlo.transpose %1638, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1640 = stablehlo.dot_general %1621, %arg109, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1641 = stablehlo.add %1634, %1640 : tensor<2x256x512xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1642 = stablehlo.reduce(%1641 init: %cst_393) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1643 = stablehlo.reshape %1642 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1644 = stablehlo.reshape %1643 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1645 = stablehlo.multiply %1007, %1641 : tensor<2x256x512xf32>
    %1646 = stablehlo.multiply %1641, %1017 : tensor<2x256x512xf32>
    %1647 = stablehlo.broadcast_in_dim %1010, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1648 = stablehlo.multiply %1647, %1645 : tensor<2x256x512xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1649 = stablehlo.reduce(%1648 init: %cst_394) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1650 = stablehlo.reshape %1649 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1651 = stablehlo.broadcast_in_dim %1014, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1652 = stablehlo.multiply %1645, %1651 : tensor<2x256x512xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1653 = stablehlo.reduce(%1652 init: %cst_395) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1654 = stablehlo.reshape %1653 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1655 = stablehlo.reshape %1650 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1656 = stablehlo.multiply %1654, %1013 : tensor<2x256x1xf32>
    %1657 = stablehlo.negate %1646 : tensor<2x256x512xf32>
    %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1658 = stablehlo.reduce(%1657 init: %cst_396) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1659 = stablehlo.reshape %1658 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1660 = stablehlo.add %1592, %1646 : tensor<2x256x512xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1661 = stablehlo.reduce(%1656 init: %cst_397) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1662 = stablehlo.reduce(%1659 init: %cst_398) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1663 = stablehlo.multiply %1661, %1003 : tensor<2x256xf32>
    %1664 = stablehlo.negate %1663 : tensor<2x256xf32>
    %1665 = stablehlo.multiply %1664, %990 : tensor<2x256xf32>
    %1666 = stablehlo.add %1662, %1665 : tensor<2x256xf32>
    %cst_399 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1667 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1668 = stablehlo.divide %1663, %1667 : tensor<2x256xf32>
    %1669 = stablehlo.broadcast_in_dim %1668, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_400 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1670 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1671 = stablehlo.divide %1666, %1670 : tensor<2x256xf32>
    %1672 = stablehlo.broadcast_in_dim %1671, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1673 = stablehlo.add %1660, %1672 : tensor<2x256x512xf32>
    %1674 = stablehlo.multiply %1669, %981 : tensor<2x256x512xf32>
    %1675 = stablehlo.add %1673, %1674 : tensor<2x256x512xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1676 = stablehlo.reduce(%1675 init: %cst_401) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1677 = stablehlo.reshape %1676 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1678 = stablehlo.reshape %1677 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1679 = stablehlo.dot_general %1675, %964, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %1680 = stablehlo.transpose %1679, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %1681 = stablehlo.dot_general %1675, %arg83, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %1682 = stablehlo.multiply %946, %1681 : tensor<2x256x2048xf32>
    %1683 = stablehlo.multiply %1681, %963 : tensor<2x256x2048xf32>
    %cst_402 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1685 = stablehlo.multiply %1684, %1682 : tensor<2x256x2048xf32>
    %1686 = stablehlo.multiply %1685, %959 : tensor<2x256x2048xf32>
    %1687 = stablehlo.multiply %1686, %957 : tensor<2x256x2048xf32>
    %1688 = stablehlo.add %1686, %1687 : tensor<2x256x2048xf32>
    %cst_403 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1689 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1690 = stablehlo.multiply %1689, %1688 : tensor<2x256x2048xf32>
    %1691 = stablehlo.add %1683, %1690 : tensor<2x256x2048xf32>
    %cst_404 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1693 = stablehlo.multiply %1692, %1690 : tensor<2x256x2048xf32>
    %1694 = stablehlo.multiply %1693, %951 : tensor<2x256x2048xf32>
    %1695 = stablehlo.add %1691, %1694 : tensor<2x256x2048xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1696 = stablehlo.reduce(%1695 init: %cst_405) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1697 = stablehlo.reshape %1696 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %1698 = stablehlo.reshape %1697 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %1699 = stablehlo.dot_general %1695, %942, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %1700 = stablehlo.transpose %1699, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %1701 = stablehlo.dot_general %1695, %arg81, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_406 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1702 = stablehlo.reduce(%1701 init: %cst_406) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1703 = stablehlo.reshape %1702 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1704 = stablehlo.reshape %1703 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1705 = stablehlo.multiply %928, %1701 : tensor<2x256x512xf32>
    %1706 = stablehlo.multiply %1701, %938 : tensor<2x256x512xf32>
    %1707 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1708 = stablehlo.multiply %1707, %1705 : tensor<2x256x512xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1709 = stablehlo.reduce(%1708 init: %cst_407) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1710 = stablehlo.reshape %1709 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1711 = stablehlo.broadcast_in_dim %935, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1712 = stablehlo.multiply %1705, %1711 : tensor<2x256x512xf32>
    %cst_408 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1713 = stablehlo.reduce(%1712 init: %cst_408) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1714 = stablehlo.reshape %1713 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1715 = stablehlo.reshape %1710 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1716 = stablehlo.multiply %1714, %934 : tensor<2x256x1xf32>
    %1717 = stablehlo.negate %1706 : tensor<2x256x512xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1718 = stablehlo.reduce(%1717 init: %cst_409) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1719 = stablehlo.reshape %1718 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1720 = stablehlo.add %1675, %1706 : tensor<2x256x512xf32>
    %cst_410 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1721 = stablehlo.reduce(%1716 init: %cst_410) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1722 = stablehlo.reduce(%1719 init: %cst_411) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1723 = stablehlo.multiply %1721, %924 : tensor<2x256xf32>
    %1724 = stablehlo.negate %1723 : tensor<2x256xf32>
    %1725 = stablehlo.multiply %1724, %911 : tensor<2x256xf32>
    %1726 = stablehlo.add %1722, %1725 : tensor<2x256xf32>
    %cst_412 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1728 = stablehlo.divide %1723, %1727 : tensor<2x256xf32>
    %1729 = stablehlo.broadcast_in_dim %1728, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_413 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1731 = stablehlo.divide %1726, %1730 : tensor<2x256xf32>
    %1732 = stablehlo.broadcast_in_dim %1731, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1733 = stablehlo.add %1720, %1732 : tensor<2x256x512xf32>
    %1734 = stablehlo.multiply %1729, %902 : tensor<2x256x512xf32>
    %1735 = stablehlo.add %1733, %1734 : tensor<2x256x512xf32>
    %cst_414 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1736 = stablehlo.reduce(%1735 init: %cst_414) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1737 = stablehlo.reshape %1736 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1738 = stablehlo.reshape %1737 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1739 = stablehlo.dot_general %1735, %894, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %1740 = stablehlo.transpose %1739, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %1741 = stablehlo.dot_general %1735, %arg91, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %1742 = stablehlo.transpose %1741, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %1743 = stablehlo.dot_general %1742, %872, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %1744 = stablehlo.dot_general %1742, %889, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %1745 = stablehlo.transpose %1744, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %1746 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1747 = stablehlo.multiply %1743, %1746 : tensor<2x8x256x256xf32>
    %1748 = stablehlo.multiply %1747, %885 : tensor<2x8x256x256xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1749 = stablehlo.reduce(%1748 init: %cst_415) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1750 = stablehlo.reshape %1749 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1751 = stablehlo.negate %1750 : tensor<2x8x256x1xf32>
    %1752 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1753 = stablehlo.divide %1743, %1752 : tensor<2x8x256x256xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1754 = stablehlo.reduce(%1751 init: %cst_416) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1755 = stablehlo.broadcast_in_dim %1754, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1756 = stablehlo.add %1753, %1755 : tensor<2x8x256x256xf32>
    %1757 = stablehlo.multiply %1756, %885 : tensor<2x8x256x256xf32>
    %1758 = call @_where_2(%878#1, %1757) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %1759 = stablehlo.dot_general %1758, %876, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1760 = stablehlo.transpose %1759, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1761 = stablehlo.dot_general %1758, %868, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1762 = stablehlo.transpose %1761, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1763 = stablehlo.broadcast_in_dim %874, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %1764 = stablehlo.divide %1762, %1763 : tensor<2x256x8x64xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1765 = stablehlo.reduce(%1745 init: %cst_417) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1766 = stablehlo.reshape %1765 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1767 = stablehlo.reshape %1766 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1768 = stablehlo.dot_general %1745, %860, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1769 = stablehlo.transpose %1768, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1770 = stablehlo.dot_general %1745, %arg95, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_418 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1771 = stablehlo.reduce(%1760 init: %cst_418) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1772 = stablehlo.reshape %1771 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1773 = stablehlo.reshape %1772 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1774 = stablehlo.dot_general %1760, %860, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1775 = stablehlo.transpose %1774, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1776 = stablehlo.dot_general %1760, %arg89, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1777 = stablehlo.add %1770, %1776 : tensor<2x256x512xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1778 = stablehlo.reduce(%1764 init: %cst_419) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1779 = stablehlo.reshape %1778 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1780 = stablehlo.reshape %1779 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1781 = stablehlo.dot_general %1764, %860, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1782 = stablehlo.transpose %1781, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1783 = stablehlo.dot_general %1764, %arg93, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1784 = stablehlo.add %1777, %1783 : tensor<2x256x512xf32>
    %cst_420 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1785 = stablehlo.reduce(%1784 init: %cst_420) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1786 = stablehlo.reshape %1785 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1787 = stablehlo.reshape %1786 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1788 = stablehlo.multiply %846, %1784 : tensor<2x256x512xf32>
    %1789 = stablehlo.multiply %1784, %856 : tensor<2x256x512xf32>
    %1790 = stablehlo.broadcast_in_dim %849, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1791 = stablehlo.multiply %1790, %1788 : tensor<2x256x512xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1792 = stablehlo.reduce(%1791 init: %cst_421) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1793 = stablehlo.reshape %1792 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1794 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1795 = stablehlo.multiply %1788, %1794 : tensor<2x256x512xf32>
    %cst_422 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1796 = stablehlo.reduce(%1795 init: %cst_422) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1797 = stablehlo.reshape %1796 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1798 = stablehlo.reshape %1793 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1799 = stablehlo.multiply %1797, %852 : tensor<2x256x1xf32>
    %1800 = stablehlo.negate %1789 : tensor<2x256x512xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1801 = stablehlo.reduce(%1800 init: %cst_423) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1802 = stablehlo.reshape %1801 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1803 = stablehlo.add %1735, %1789 : tensor<2x256x512xf32>
    %cst_424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1804 = stablehlo.reduce(%1799 init: %cst_424) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1805 = stablehlo.reduce(%1802 init: %cst_425) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1806 = stablehlo.multiply %1804, %842 : tensor<2x256xf32>
    %1807 = stablehlo.negate %1806 : tensor<2x256xf32>
    %1808 = stablehlo.multiply %1807, %829 : tensor<2x256xf32>
    %1809 = stablehlo.add %1805, %1808 : tensor<2x256xf32>
    %cst_426 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1810 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1811 = stablehlo.divide %1806, %1810 : tensor<2x256xf32>
    %1812 = stablehlo.broadcast_in_dim %1811, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_427 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1814 = stablehlo.divide %1809, %1813 : tensor<2x256xf32>
    %1815 = stablehlo.broadcast_in_dim %1814, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1816 = stablehlo.add %1803, %1815 : tensor<2x256x512xf32>
    %1817 = stablehlo.multiply %1812, %820 : tensor<2x256x512xf32>
    %1818 = stablehlo.add %1816, %1817 : tensor<2x256x512xf32>
    %cst_428 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1819 = stablehlo.reduce(%1818 init: %cst_428) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1820 = stablehlo.reshape %1819 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1821 = stablehlo.reshape %1820 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1822 = stablehlo.dot_general %1818, %803, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %1823 = stablehlo.transpose %1822, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %1824 = stablehlo.dot_general %1818, %arg67, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %1825 = stablehlo.multiply %785, %1824 : tensor<2x256x2048xf32>
    %1826 = stablehlo.multiply %1824, %802 : tensor<2x256x2048xf32>
    %cst_429 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1827 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1828 = stablehlo.multiply %1827, %1825 : tensor<2x256x2048xf32>
    %1829 = stablehlo.multiply %1828, %798 : tensor<2x256x2048xf32>
    %1830 = stablehlo.multiply %1829, %796 : tensor<2x256x2048xf32>
    %1831 = stablehlo.add %1829, %1830 : tensor<2x256x2048xf32>
    %cst_430 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1832 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1833 = stablehlo.multiply %1832, %1831 : tensor<2x256x2048xf32>
    %1834 = stablehlo.add %1826, %1833 : tensor<2x256x2048xf32>
    %cst_431 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1835 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1836 = stablehlo.multiply %1835, %1833 : tensor<2x256x2048xf32>
    %1837 = stablehlo.multiply %1836, %790 : tensor<2x256x2048xf32>
    %1838 = stablehlo.add %1834, %1837 : tensor<2x256x2048xf32>
    %cst_432 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1839 = stablehlo.reduce(%1838 init: %cst_432) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1840 = stablehlo.reshape %1839 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %1841 = stablehlo.reshape %1840 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %1842 = stablehlo.dot_general %1838, %781, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %1843 = stablehlo.transpose %1842, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %1844 = stablehlo.dot_general %1838, %arg65, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1845 = stablehlo.reduce(%1844 init: %cst_433) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1846 = stablehlo.reshape %1845 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1847 = stablehlo.reshape %1846 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1848 = stablehlo.multiply %767, %1844 : tensor<2x256x512xf32>
    %1849 = stablehlo.multiply %1844, %777 : tensor<2x256x512xf32>
    %1850 = stablehlo.broadcast_in_dim %770, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1851 = stablehlo.multiply %1850, %1848 : tensor<2x256x512xf32>
    %cst_434 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1852 = stablehlo.reduce(%1851 init: %cst_434) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1853 = stablehlo.reshape %1852 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1854 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1855 = stablehlo.multiply %1848, %1854 : tensor<2x256x512xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1856 = stablehlo.reduce(%1855 init: %cst_435) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1857 = stablehlo.reshape %1856 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1858 = stablehlo.reshape %1853 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1859 = stablehlo.multiply %1857, %773 : tensor<2x256x1xf32>
    %1860 = stablehlo.negate %1849 : tensor<2x256x512xf32>
    %cst_436 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1861 = stablehlo.reduce(%1860 init: %cst_436) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1862 = stablehlo.reshape %1861 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1863 = stablehlo.add %1818, %1849 : tensor<2x256x512xf32>
    %cst_437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1864 = stablehlo.reduce(%1859 init: %cst_437) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_438 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1865 = stablehlo.reduce(%1862 init: %cst_438) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1866 = stablehlo.multiply %1864, %763 : tensor<2x256xf32>
    %1867 = stablehlo.negate %1866 : tensor<2x256xf32>
    %1868 = stablehlo.multiply %1867, %750 : tensor<2x256xf32>
    %1869 = stablehlo.add %1865, %1868 : tensor<2x256xf32>
    %cst_439 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1870 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1871 = stablehlo.divide %1866, %1870 : tensor<2x256xf32>
    %1872 = stablehlo.broadcast_in_dim %1871, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_440 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1873 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1874 = stablehlo.divide %1869, %1873 : tensor<2x256xf32>
    %1875 = stablehlo.broadcast_in_dim %1874, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1876 = stablehlo.add %1863, %1875 : tensor<2x256x512xf32>
    %1877 = stablehlo.multiply %1872, %741 : tensor<2x256x512xf32>
    %1878 = stablehlo.add %1876, %1877 : tensor<2x256x512xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1879 = stablehlo.reduce(%1878 init: %cst_441) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1880 = stablehlo.reshape %1879 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1881 = stablehlo.reshape %1880 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1882 = stablehlo.dot_general %1878, %733, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %1883 = stablehlo.transpose %1882, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %1884 = stablehlo.dot_general %1878, %arg75, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %1885 = stablehlo.transpose %1884, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %1886 = stablehlo.dot_general %1885, %711, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %1887 = stablehlo.dot_general %1885, %728, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %1888 = stablehlo.transpose %1887, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %1889 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1890 = stablehlo.multiply %1886, %1889 : tensor<2x8x256x256xf32>
    %1891 = stablehlo.multiply %1890, %724 : tensor<2x8x256x256xf32>
    %cst_442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1892 = stablehlo.reduce(%1891 init: %cst_442) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1893 = stablehlo.reshape %1892 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %1894 = stablehlo.negate %1893 : tensor<2x8x256x1xf32>
    %1895 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %1896 = stablehlo.divide %1886, %1895 : tensor<2x8x256x256xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1897 = stablehlo.reduce(%1894 init: %cst_443) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %1898 = stablehlo.broadcast_in_dim %1897, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %1899 = stablehlo.add %1896, %1898 : tensor<2x8x256x256xf32>
    %1900 = stablehlo.multiply %1899, %724 : tensor<2x8x256x256xf32>
    %1901 = call @_where_2(%717#1, %1900) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %1902 = stablehlo.dot_general %1901, %715, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1903 = stablehlo.transpose %1902, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1904 = stablehlo.dot_general %1901, %707, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %1905 = stablehlo.transpose %1904, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %1906 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %1907 = stablehlo.divide %1905, %1906 : tensor<2x256x8x64xf32>
    %cst_444 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1908 = stablehlo.reduce(%1888 init: %cst_444) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1909 = stablehlo.reshape %1908 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1910 = stablehlo.reshape %1909 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1911 = stablehlo.dot_general %1888, %699, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1912 = stablehlo.transpose %1911, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1913 = stablehlo.dot_general %1888, %arg79, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1914 = stablehlo.reduce(%1903 init: %cst_445) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1915 = stablehlo.reshape %1914 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1916 = stablehlo.reshape %1915 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1917 = stablehlo.dot_general %1903, %699, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1918 = stablehlo.transpose %1917, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1919 = stablehlo.dot_general %1903, %arg73, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1920 = stablehlo.add %1913, %1919 : tensor<2x256x512xf32>
    %cst_446 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1921 = stablehlo.reduce(%1907 init: %cst_446) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1922 = stablehlo.reshape %1921 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %1923 = stablehlo.reshape %1922 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %1924 = stablehlo.dot_general %1907, %699, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %1925 = stablehlo.transpose %1924, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %1926 = stablehlo.dot_general %1907, %arg77, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %1927 = stablehlo.add %1920, %1926 : tensor<2x256x512xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1928 = stablehlo.reduce(%1927 init: %cst_447) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1929 = stablehlo.reshape %1928 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1930 = stablehlo.reshape %1929 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1931 = stablehlo.multiply %685, %1927 : tensor<2x256x512xf32>
    %1932 = stablehlo.multiply %1927, %695 : tensor<2x256x512xf32>
    %1933 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1934 = stablehlo.multiply %1933, %1931 : tensor<2x256x512xf32>
    %cst_448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1935 = stablehlo.reduce(%1934 init: %cst_448) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1936 = stablehlo.reshape %1935 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1937 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1938 = stablehlo.multiply %1931, %1937 : tensor<2x256x512xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1939 = stablehlo.reduce(%1938 init: %cst_449) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1940 = stablehlo.reshape %1939 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1941 = stablehlo.reshape %1936 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1942 = stablehlo.multiply %1940, %691 : tensor<2x256x1xf32>
    %1943 = stablehlo.negate %1932 : tensor<2x256x512xf32>
    %cst_450 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1944 = stablehlo.reduce(%1943 init: %cst_450) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1945 = stablehlo.reshape %1944 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %1946 = stablehlo.add %1878, %1932 : tensor<2x256x512xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1947 = stablehlo.reduce(%1942 init: %cst_451) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_452 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1948 = stablehlo.reduce(%1945 init: %cst_452) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %1949 = stablehlo.multiply %1947, %681 : tensor<2x256xf32>
    %1950 = stablehlo.negate %1949 : tensor<2x256xf32>
    %1951 = stablehlo.multiply %1950, %668 : tensor<2x256xf32>
    %1952 = stablehlo.add %1948, %1951 : tensor<2x256xf32>
    %cst_453 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1953 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1954 = stablehlo.divide %1949, %1953 : tensor<2x256xf32>
    %1955 = stablehlo.broadcast_in_dim %1954, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_454 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1956 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %1957 = stablehlo.divide %1952, %1956 : tensor<2x256xf32>
    %1958 = stablehlo.broadcast_in_dim %1957, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %1959 = stablehlo.add %1946, %1958 : tensor<2x256x512xf32>
    %1960 = stablehlo.multiply %1955, %659 : tensor<2x256x512xf32>
    %1961 = stablehlo.add %1959, %1960 : tensor<2x256x512xf32>
    %cst_455 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1962 = stablehlo.reduce(%1961 init: %cst_455) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1963 = stablehlo.reshape %1962 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1964 = stablehlo.reshape %1963 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1965 = stablehlo.dot_general %1961, %642, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %1966 = stablehlo.transpose %1965, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %1967 = stablehlo.dot_general %1961, %arg51, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %1968 = stablehlo.multiply %624, %1967 : tensor<2x256x2048xf32>
    %1969 = stablehlo.multiply %1967, %641 : tensor<2x256x2048xf32>
    %cst_456 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1970 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1971 = stablehlo.multiply %1970, %1968 : tensor<2x256x2048xf32>
    %1972 = stablehlo.multiply %1971, %637 : tensor<2x256x2048xf32>
    %1973 = stablehlo.multiply %1972, %635 : tensor<2x256x2048xf32>
    %1974 = stablehlo.add %1972, %1973 : tensor<2x256x2048xf32>
    %cst_457 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1975 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1976 = stablehlo.multiply %1975, %1974 : tensor<2x256x2048xf32>
    %1977 = stablehlo.add %1969, %1976 : tensor<2x256x2048xf32>
    %cst_458 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1978 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %1979 = stablehlo.multiply %1978, %1976 : tensor<2x256x2048xf32>
    %1980 = stablehlo.multiply %1979, %629 : tensor<2x256x2048xf32>
    %1981 = stablehlo.add %1977, %1980 : tensor<2x256x2048xf32>
    %cst_459 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1982 = stablehlo.reduce(%1981 init: %cst_459) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %1983 = stablehlo.reshape %1982 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %1984 = stablehlo.reshape %1983 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %1985 = stablehlo.dot_general %1981, %620, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %1986 = stablehlo.transpose %1985, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %1987 = stablehlo.dot_general %1981, %arg49, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_460 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1988 = stablehlo.reduce(%1987 init: %cst_460) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1989 = stablehlo.reshape %1988 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1990 = stablehlo.reshape %1989 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %1991 = stablehlo.multiply %606, %1987 : tensor<2x256x512xf32>
    %1992 = stablehlo.multiply %1987, %616 : tensor<2x256x512xf32>
    %1993 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %1994 = stablehlo.multiply %1993, %1991 : tensor<2x256x512xf32>
    %cst_461 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1995 = stablehlo.reduce(%1994 init: %cst_461) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %1996 = stablehlo.reshape %1995 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %1997 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %1998 = stablehlo.multiply %1991, %1997 : tensor<2x256x512xf32>
    %cst_462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1999 = stablehlo.reduce(%1998 init: %cst_462) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2000 = stablehlo.reshape %1999 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2001 = stablehlo.reshape %1996 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2002 = stablehlo.multiply %2000, %612 : tensor<2x256x1xf32>
    %2003 = stablehlo.negate %1992 : tensor<2x256x512xf32>
    %cst_463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2004 = stablehlo.reduce(%2003 init: %cst_463) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2005 = stablehlo.reshape %2004 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2006 = stablehlo.add %1961, %1992 : tensor<2x256x512xf32>
    %cst_464 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2007 = stablehlo.reduce(%2002 init: %cst_464) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2008 = stablehlo.reduce(%2005 init: %cst_465) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2009 = stablehlo.multiply %2007, %602 : tensor<2x256xf32>
    %2010 = stablehlo.negate %2009 : tensor<2x256xf32>
    %2011 = stablehlo.multiply %2010, %589 : tensor<2x256xf32>
    %2012 = stablehlo.add %2008, %2011 : tensor<2x256xf32>
    %cst_466 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2013 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2014 = stablehlo.divide %2009, %2013 : tensor<2x256xf32>
    %2015 = stablehlo.broadcast_in_dim %2014, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_467 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2016 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2017 = stablehlo.divide %2012, %2016 : tensor<2x256xf32>
    %2018 = stablehlo.broadcast_in_dim %2017, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2019 = stablehlo.add %2006, %2018 : tensor<2x256x512xf32>
    %2020 = stablehlo.multiply %2015, %580 : tensor<2x256x512xf32>
    %2021 = stablehlo.add %2019, %2020 : tensor<2x256x512xf32>
    %cst_468 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2022 = stablehlo.reduce(%2021 init: %cst_468) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2023 = stablehlo.reshape %2022 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2024 = stablehlo.reshape %2023 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2025 = stablehlo.dot_general %2021, %572, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %2026 = stablehlo.transpose %2025, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %2027 = stablehlo.dot_general %2021, %arg59, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %2028 = stablehlo.transpose %2027, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2029 = stablehlo.dot_general %2028, %550, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %2030 = stablehlo.dot_general %2028, %567, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %2031 = stablehlo.transpose %2030, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2032 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2033 = stablehlo.multiply %2029, %2032 : tensor<2x8x256x256xf32>
    %2034 = stablehlo.multiply %2033, %563 : tensor<2x8x256x256xf32>
    %cst_469 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2035 = stablehlo.reduce(%2034 init: %cst_469) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2036 = stablehlo.reshape %2035 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %2037 = stablehlo.negate %2036 : tensor<2x8x256x1xf32>
    %2038 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2039 = stablehlo.divide %2029, %2038 : tensor<2x8x256x256xf32>
    %cst_470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2040 = stablehlo.reduce(%2037 init: %cst_470) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2041 = stablehlo.broadcast_in_dim %2040, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2042 = stablehlo.add %2039, %2041 : tensor<2x8x256x256xf32>
    %2043 = stablehlo.multiply %2042, %563 : tensor<2x8x256x256xf32>
    %2044 = call @_where_2(%556#1, %2043) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %2045 = stablehlo.dot_general %2044, %554, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2046 = stablehlo.transpose %2045, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2047 = stablehlo.dot_general %2044, %546, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2048 = stablehlo.transpose %2047, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2049 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %2050 = stablehlo.divide %2048, %2049 : tensor<2x256x8x64xf32>
    %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2051 = stablehlo.reduce(%2031 init: %cst_471) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2052 = stablehlo.reshape %2051 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2053 = stablehlo.reshape %2052 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2054 = stablehlo.dot_general %2031, %538, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2055 = stablehlo.transpose %2054, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2056 = stablehlo.dot_general %2031, %arg63, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_472 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2057 = stablehlo.reduce(%2046 init: %cst_472) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2058 = stablehlo.reshape %2057 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2059 = stablehlo.reshape %2058 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2060 = stablehlo.dot_general %2046, %538, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2061 = stablehlo.transpose %2060, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2062 = stablehlo.dot_general %2046, %arg57, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2063 = stablehlo.add %2056, %2062 : tensor<2x256x512xf32>
    %cst_473 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2064 = stablehlo.reduce(%2050 init: %cst_473) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2065 = stablehlo.reshape %2064 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2066 = stablehlo.reshape %2065 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2067 = stablehlo.dot_general %2050, %538, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2068 = stablehlo.transpose %2067, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2069 = stablehlo.dot_general %2050, %arg61, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2070 = stablehlo.add %2063, %2069 : tensor<2x256x512xf32>
    %cst_474 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2071 = stablehlo.reduce(%2070 init: %cst_474) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2072 = stablehlo.reshape %2071 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2073 = stablehlo.reshape %2072 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2074 = stablehlo.multiply %524, %2070 : tensor<2x256x512xf32>
    %2075 = stablehlo.multiply %2070, %534 : tensor<2x256x512xf32>
    %2076 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %2077 = stablehlo.multiply %2076, %2074 : tensor<2x256x512xf32>
    %cst_475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2078 = stablehlo.reduce(%2077 init: %cst_475) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2079 = stablehlo.reshape %2078 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2080 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %2081 = stablehlo.multiply %2074, %2080 : tensor<2x256x512xf32>
    %cst_476 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2082 = stablehlo.reduce(%2081 init: %cst_476) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2083 = stablehlo.reshape %2082 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2084 = stablehlo.reshape %2079 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2085 = stablehlo.multiply %2083, %530 : tensor<2x256x1xf32>
    %2086 = stablehlo.negate %2075 : tensor<2x256x512xf32>
    %cst_477 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2087 = stablehlo.reduce(%2086 init: %cst_477) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2088 = stablehlo.reshape %2087 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2089 = stablehlo.add %2021, %2075 : tensor<2x256x512xf32>
    %cst_478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2090 = stablehlo.reduce(%2085 init: %cst_478) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_479 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2091 = stablehlo.reduce(%2088 init: %cst_479) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2092 = stablehlo.multiply %2090, %520 : tensor<2x256xf32>
    %2093 = stablehlo.negate %2092 : tensor<2x256xf32>
    %2094 = stablehlo.multiply %2093, %507 : tensor<2x256xf32>
    %2095 = stablehlo.add %2091, %2094 : tensor<2x256xf32>
    %cst_480 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2096 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2097 = stablehlo.divide %2092, %2096 : tensor<2x256xf32>
    %2098 = stablehlo.broadcast_in_dim %2097, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_481 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2099 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2100 = stablehlo.divide %2095, %2099 : tensor<2x256xf32>
    %2101 = stablehlo.broadcast_in_dim %2100, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2102 = stablehlo.add %2089, %2101 : tensor<2x256x512xf32>
    %2103 = stablehlo.multiply %2098, %498 : tensor<2x256x512xf32>
    %2104 = stablehlo.add %2102, %2103 : tensor<2x256x512xf32>
    %cst_482 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2105 = stablehlo.reduce(%2104 init: %cst_482) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2106 = stablehlo.reshape %2105 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2107 = stablehlo.reshape %2106 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2108 = stablehlo.dot_general %2104, %481, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %2109 = stablehlo.transpose %2108, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2110 = stablehlo.dot_general %2104, %arg35, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %2111 = stablehlo.multiply %463, %2110 : tensor<2x256x2048xf32>
    %2112 = stablehlo.multiply %2110, %480 : tensor<2x256x2048xf32>
    %cst_483 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2113 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2114 = stablehlo.multiply %2113, %2111 : tensor<2x256x2048xf32>
    %2115 = stablehlo.multiply %2114, %476 : tensor<2x256x2048xf32>
    %2116 = stablehlo.multiply %2115, %474 : tensor<2x256x2048xf32>
    %2117 = stablehlo.add %2115, %2116 : tensor<2x256x2048xf32>
    %cst_484 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2118 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2119 = stablehlo.multiply %2118, %2117 : tensor<2x256x2048xf32>
    %2120 = stablehlo.add %2112, %2119 : tensor<2x256x2048xf32>
    %cst_485 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2121 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2122 = stablehlo.multiply %2121, %2119 : tensor<2x256x2048xf32>
    %2123 = stablehlo.multiply %2122, %468 : tensor<2x256x2048xf32>
    %2124 = stablehlo.add %2120, %2123 : tensor<2x256x2048xf32>
    %cst_486 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2125 = stablehlo.reduce(%2124 init: %cst_486) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2126 = stablehlo.reshape %2125 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %2127 = stablehlo.reshape %2126 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %2128 = stablehlo.dot_general %2124, %459, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %2129 = stablehlo.transpose %2128, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %2130 = stablehlo.dot_general %2124, %arg33, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_487 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2131 = stablehlo.reduce(%2130 init: %cst_487) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2132 = stablehlo.reshape %2131 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2133 = stablehlo.reshape %2132 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2134 = stablehlo.multiply %445, %2130 : tensor<2x256x512xf32>
    %2135 = stablehlo.multiply %2130, %455 : tensor<2x256x512xf32>
    %2136 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %2137 = stablehlo.multiply %2136, %2134 : tensor<2x256x512xf32>
    %cst_488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2138 = stablehlo.reduce(%2137 init: %cst_488) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2139 = stablehlo.reshape %2138 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2140 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %2141 = stablehlo.multiply %2134, %2140 : tensor<2x256x512xf32>
    %cst_489 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2142 = stablehlo.reduce(%2141 init: %cst_489) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2143 = stablehlo.reshape %2142 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2144 = stablehlo.reshape %2139 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2145 = stablehlo.multiply %2143, %451 : tensor<2x256x1xf32>
    %2146 = stablehlo.negate %2135 : tensor<2x256x512xf32>
    %cst_490 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2147 = stablehlo.reduce(%2146 init: %cst_490) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2148 = stablehlo.reshape %2147 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2149 = stablehlo.add %2104, %2135 : tensor<2x256x512xf32>
    %cst_491 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2150 = stablehlo.reduce(%2145 init: %cst_491) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2151 = stablehlo.reduce(%2148 init: %cst_492) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2152 = stablehlo.multiply %2150, %441 : tensor<2x256xf32>
    %2153 = stablehlo.negate %2152 : tensor<2x256xf32>
    %2154 = stablehlo.multiply %2153, %428 : tensor<2x256xf32>
    %2155 = stablehlo.add %2151, %2154 : tensor<2x256xf32>
    %cst_493 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2156 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2157 = stablehlo.divide %2152, %2156 : tensor<2x256xf32>
    %2158 = stablehlo.broadcast_in_dim %2157, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_494 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2159 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2160 = stablehlo.divide %2155, %2159 : tensor<2x256xf32>
    %2161 = stablehlo.broadcast_in_dim %2160, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2162 = stablehlo.add %2149, %2161 : tensor<2x256x512xf32>
    %2163 = stablehlo.multiply %2158, %419 : tensor<2x256x512xf32>
    %2164 = stablehlo.add %2162, %2163 : tensor<2x256x512xf32>
    %cst_495 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2165 = stablehlo.reduce(%2164 init: %cst_495) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2166 = stablehlo.reshape %2165 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2167 = stablehlo.reshape %2166 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2168 = stablehlo.dot_general %2164, %411, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %2169 = stablehlo.transpose %2168, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %2170 = stablehlo.dot_general %2164, %arg43, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %2171 = stablehlo.transpose %2170, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2172 = stablehlo.dot_general %2171, %389, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %2173 = stablehlo.dot_general %2171, %406, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %2174 = stablehlo.transpose %2173, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2175 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2176 = stablehlo.multiply %2172, %2175 : tensor<2x8x256x256xf32>
    %2177 = stablehlo.multiply %2176, %402 : tensor<2x8x256x256xf32>
    %cst_496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2178 = stablehlo.reduce(%2177 init: %cst_496) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2179 = stablehlo.reshape %2178 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %2180 = stablehlo.negate %2179 : tensor<2x8x256x1xf32>
    %2181 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2182 = stablehlo.divide %2172, %2181 : tensor<2x8x256x256xf32>
    %cst_497 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2183 = stablehlo.reduce(%2180 init: %cst_497) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2184 = stablehlo.broadcast_in_dim %2183, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2185 = stablehlo.add %2182, %2184 : tensor<2x8x256x256xf32>
    %2186 = stablehlo.multiply %2185, %402 : tensor<2x8x256x256xf32>
    %2187 = call @_where_2(%395#1, %2186) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %2188 = stablehlo.dot_general %2187, %393, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2189 = stablehlo.transpose %2188, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2190 = stablehlo.dot_general %2187, %385, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2191 = stablehlo.transpose %2190, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2192 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %2193 = stablehlo.divide %2191, %2192 : tensor<2x256x8x64xf32>
    %cst_498 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2194 = stablehlo.reduce(%2174 init: %cst_498) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2195 = stablehlo.reshape %2194 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2196 = stablehlo.reshape %2195 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2197 = stablehlo.dot_general %2174, %377, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2198 = stablehlo.transpose %2197, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2199 = stablehlo.dot_general %2174, %arg47, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_499 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2200 = stablehlo.reduce(%2189 init: %cst_499) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2201 = stablehlo.reshape %2200 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2202 = stablehlo.reshape %2201 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2203 = stablehlo.dot_general %2189, %377, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2204 = stablehlo.transpose %2203, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2205 = stablehlo.dot_general %2189, %arg41, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2206 = stablehlo.add %2199, %2205 : tensor<2x256x512xf32>
    %cst_500 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2207 = stablehlo.reduce(%2193 init: %cst_500) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2208 = stablehlo.reshape %2207 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2209 = stablehlo.reshape %2208 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2210 = stablehlo.dot_general %2193, %377, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2211 = stablehlo.transpose %2210, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2212 = stablehlo.dot_general %2193, %arg45, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2213 = stablehlo.add %2206, %2212 : tensor<2x256x512xf32>
    %cst_501 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2214 = stablehlo.reduce(%2213 init: %cst_501) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2215 = stablehlo.reshape %2214 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2216 = stablehlo.reshape %2215 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2217 = stablehlo.multiply %363, %2213 : tensor<2x256x512xf32>
    %2218 = stablehlo.multiply %2213, %373 : tensor<2x256x512xf32>
    %2219 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %2220 = stablehlo.multiply %2219, %2217 : tensor<2x256x512xf32>
    %cst_502 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2221 = stablehlo.reduce(%2220 init: %cst_502) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2222 = stablehlo.reshape %2221 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2223 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %2224 = stablehlo.multiply %2217, %2223 : tensor<2x256x512xf32>
    %cst_503 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2225 = stablehlo.reduce(%2224 init: %cst_503) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2226 = stablehlo.reshape %2225 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2227 = stablehlo.reshape %2222 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2228 = stablehlo.multiply %2226, %369 : tensor<2x256x1xf32>
    %2229 = stablehlo.negate %2218 : tensor<2x256x512xf32>
    %cst_504 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2230 = stablehlo.reduce(%2229 init: %cst_504) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2231 = stablehlo.reshape %2230 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2232 = stablehlo.add %2164, %2218 : tensor<2x256x512xf32>
    %cst_505 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2233 = stablehlo.reduce(%2228 init: %cst_505) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_506 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2234 = stablehlo.reduce(%2231 init: %cst_506) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2235 = stablehlo.multiply %2233, %359 : tensor<2x256xf32>
    %2236 = stablehlo.negate %2235 : tensor<2x256xf32>
    %2237 = stablehlo.multiply %2236, %346 : tensor<2x256xf32>
    %2238 = stablehlo.add %2234, %2237 : tensor<2x256xf32>
    %cst_507 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2239 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2240 = stablehlo.divide %2235, %2239 : tensor<2x256xf32>
    %2241 = stablehlo.broadcast_in_dim %2240, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_508 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2242 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2243 = stablehlo.divide %2238, %2242 : tensor<2x256xf32>
    %2244 = stablehlo.broadcast_in_dim %2243, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2245 = stablehlo.add %2232, %2244 : tensor<2x256x512xf32>
    %2246 = stablehlo.multiply %2241, %337 : tensor<2x256x512xf32>
    %2247 = stablehlo.add %2245, %2246 : tensor<2x256x512xf32>
    %cst_509 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2248 = stablehlo.reduce(%2247 init: %cst_509) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2249 = stablehlo.reshape %2248 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2250 = stablehlo.reshape %2249 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2251 = stablehlo.dot_general %2247, %320, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %2252 = stablehlo.transpose %2251, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2253 = stablehlo.dot_general %2247, %arg19, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %2254 = stablehlo.multiply %302, %2253 : tensor<2x256x2048xf32>
    %2255 = stablehlo.multiply %2253, %319 : tensor<2x256x2048xf32>
    %cst_510 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2256 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2257 = stablehlo.multiply %2256, %2254 : tensor<2x256x2048xf32>
    %2258 = stablehlo.multiply %2257, %315 : tensor<2x256x2048xf32>
    %2259 = stablehlo.multiply %2258, %313 : tensor<2x256x2048xf32>
    %2260 = stablehlo.add %2258, %2259 : tensor<2x256x2048xf32>
    %cst_511 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2261 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2262 = stablehlo.multiply %2261, %2260 : tensor<2x256x2048xf32>
    %2263 = stablehlo.add %2255, %2262 : tensor<2x256x2048xf32>
    %cst_512 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2264 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2265 = stablehlo.multiply %2264, %2262 : tensor<2x256x2048xf32>
    %2266 = stablehlo.multiply %2265, %307 : tensor<2x256x2048xf32>
    %2267 = stablehlo.add %2263, %2266 : tensor<2x256x2048xf32>
    %cst_513 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2268 = stablehlo.reduce(%2267 init: %cst_513) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2269 = stablehlo.reshape %2268 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %2270 = stablehlo.reshape %2269 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %2271 = stablehlo.dot_general %2267, %298, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %2272 = stablehlo.transpose %2271, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %2273 = stablehlo.dot_general %2267, %arg17, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_514 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2274 = stablehlo.reduce(%2273 init: %cst_514) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2275 = stablehlo.reshape %2274 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2276 = stablehlo.reshape %2275 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2277 = stablehlo.multiply %284, %2273 : tensor<2x256x512xf32>
    %2278 = stablehlo.multiply %2273, %294 : tensor<2x256x512xf32>
    %2279 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %2280 = stablehlo.multiply %2279, %2277 : tensor<2x256x512xf32>
    %cst_515 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2281 = stablehlo.reduce(%2280 init: %cst_515) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2282 = stablehlo.reshape %2281 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2283 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %2284 = stablehlo.multiply %2277, %2283 : tensor<2x256x512xf32>
    %cst_516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2285 = stablehlo.reduce(%2284 init: %cst_516) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2286 = stablehlo.reshape %2285 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2287 = stablehlo.reshape %2282 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2288 = stablehlo.multiply %2286, %290 : tensor<2x256x1xf32>
    %2289 = stablehlo.negate %2278 : tensor<2x256x512xf32>
    %cst_517 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2290 = stablehlo.reduce(%2289 init: %cst_517) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2291 = stablehlo.reshape %2290 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2292 = stablehlo.add %2247, %2278 : tensor<2x256x512xf32>
    %cst_518 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2293 = stablehlo.reduce(%2288 init: %cst_518) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_519 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2294 = stablehlo.reduce(%2291 init: %cst_519) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2295 = stablehlo.multiply %2293, %280 : tensor<2x256xf32>
    %2296 = stablehlo.negate %2295 : tensor<2x256xf32>
    %2297 = stablehlo.multiply %2296, %267 : tensor<2x256xf32>
    %2298 = stablehlo.add %2294, %2297 : tensor<2x256xf32>
    %cst_520 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2299 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2300 = stablehlo.divide %2295, %2299 : tensor<2x256xf32>
    %2301 = stablehlo.broadcast_in_dim %2300, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_521 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2302 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2303 = stablehlo.divide %2298, %2302 : tensor<2x256xf32>
    %2304 = stablehlo.broadcast_in_dim %2303, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2305 = stablehlo.add %2292, %2304 : tensor<2x256x512xf32>
    %2306 = stablehlo.multiply %2301, %258 : tensor<2x256x512xf32>
    %2307 = stablehlo.add %2305, %2306 : tensor<2x256x512xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2308 = stablehlo.reduce(%2307 init: %cst_522) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2309 = stablehlo.reshape %2308 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2310 = stablehlo.reshape %2309 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2311 = stablehlo.dot_general %2307, %250, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %2312 = stablehlo.transpose %2311, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %2313 = stablehlo.dot_general %2307, %arg27, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %2314 = stablehlo.transpose %2313, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2315 = stablehlo.dot_general %2314, %228, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %2316 = stablehlo.dot_general %2314, %245, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %2317 = stablehlo.transpose %2316, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2318 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2319 = stablehlo.multiply %2315, %2318 : tensor<2x8x256x256xf32>
    %2320 = stablehlo.multiply %2319, %241 : tensor<2x8x256x256xf32>
    %cst_523 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2321 = stablehlo.reduce(%2320 init: %cst_523) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2322 = stablehlo.reshape %2321 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %2323 = stablehlo.negate %2322 : tensor<2x8x256x1xf32>
    %2324 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2325 = stablehlo.divide %2315, %2324 : tensor<2x8x256x256xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2326 = stablehlo.reduce(%2323 init: %cst_524) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2327 = stablehlo.broadcast_in_dim %2326, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2328 = stablehlo.add %2325, %2327 : tensor<2x8x256x256xf32>
    %2329 = stablehlo.multiply %2328, %241 : tensor<2x8x256x256xf32>
    %2330 = call @_where_2(%234#1, %2329) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %2331 = stablehlo.dot_general %2330, %232, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2332 = stablehlo.transpose %2331, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2333 = stablehlo.dot_general %2330, %224, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2334 = stablehlo.transpose %2333, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2335 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %2336 = stablehlo.divide %2334, %2335 : tensor<2x256x8x64xf32>
    %cst_525 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2337 = stablehlo.reduce(%2317 init: %cst_525) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2338 = stablehlo.reshape %2337 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2339 = stablehlo.reshape %2338 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2340 = stablehlo.dot_general %2317, %216, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2341 = stablehlo.transpose %2340, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2342 = stablehlo.dot_general %2317, %arg31, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2343 = stablehlo.reduce(%2332 init: %cst_526) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2344 = stablehlo.reshape %2343 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2345 = stablehlo.reshape %2344 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2346 = stablehlo.dot_general %2332, %216, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2347 = stablehlo.transpose %2346, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2348 = stablehlo.dot_general %2332, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2349 = stablehlo.add %2342, %2348 : tensor<2x256x512xf32>
    %cst_527 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2350 = stablehlo.reduce(%2336 init: %cst_527) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2351 = stablehlo.reshape %2350 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2352 = stablehlo.reshape %2351 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2353 = stablehlo.dot_general %2336, %216, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2354 = stablehlo.transpose %2353, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2355 = stablehlo.dot_general %2336, %arg29, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2356 = stablehlo.add %2349, %2355 : tensor<2x256x512xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2357 = stablehlo.reduce(%2356 init: %cst_528) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2358 = stablehlo.reshape %2357 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2359 = stablehlo.reshape %2358 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2360 = stablehlo.multiply %202, %2356 : tensor<2x256x512xf32>
    %2361 = stablehlo.multiply %2356, %212 : tensor<2x256x512xf32>
    %2362 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %2363 = stablehlo.multiply %2362, %2360 : tensor<2x256x512xf32>
    %cst_529 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2364 = stablehlo.reduce(%2363 init: %cst_529) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2365 = stablehlo.reshape %2364 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2366 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %2367 = stablehlo.multiply %2360, %2366 : tensor<2x256x512xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2368 = stablehlo.reduce(%2367 init: %cst_530) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2369 = stablehlo.reshape %2368 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2370 = stablehlo.reshape %2365 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2371 = stablehlo.multiply %2369, %208 : tensor<2x256x1xf32>
    %2372 = stablehlo.negate %2361 : tensor<2x256x512xf32>
    %cst_531 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2373 = stablehlo.reduce(%2372 init: %cst_531) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2374 = stablehlo.reshape %2373 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2375 = stablehlo.add %2307, %2361 : tensor<2x256x512xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2376 = stablehlo.reduce(%2371 init: %cst_532) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_533 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2377 = stablehlo.reduce(%2374 init: %cst_533) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2378 = stablehlo.multiply %2376, %198 : tensor<2x256xf32>
    %2379 = stablehlo.negate %2378 : tensor<2x256xf32>
    %2380 = stablehlo.multiply %2379, %185 : tensor<2x256xf32>
    %2381 = stablehlo.add %2377, %2380 : tensor<2x256xf32>
    %cst_534 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2382 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2383 = stablehlo.divide %2378, %2382 : tensor<2x256xf32>
    %2384 = stablehlo.broadcast_in_dim %2383, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_535 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2385 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2386 = stablehlo.divide %2381, %2385 : tensor<2x256xf32>
    %2387 = stablehlo.broadcast_in_dim %2386, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2388 = stablehlo.add %2375, %2387 : tensor<2x256x512xf32>
    %2389 = stablehlo.multiply %2384, %176 : tensor<2x256x512xf32>
    %2390 = stablehlo.add %2388, %2389 : tensor<2x256x512xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2391 = stablehlo.reduce(%2390 init: %cst_536) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2392 = stablehlo.reshape %2391 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2393 = stablehlo.reshape %2392 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2394 = stablehlo.dot_general %2390, %159, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x2048xf32>) -> tensor<512x2048xf32>
    %2395 = stablehlo.transpose %2394, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %2396 = stablehlo.dot_general %2390, %arg3, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2048x512xf32>) -> tensor<2x256x2048xf32>
    %2397 = stablehlo.multiply %141, %2396 : tensor<2x256x2048xf32>
    %2398 = stablehlo.multiply %2396, %158 : tensor<2x256x2048xf32>
    %cst_537 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2399 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2400 = stablehlo.multiply %2399, %2397 : tensor<2x256x2048xf32>
    %2401 = stablehlo.multiply %2400, %154 : tensor<2x256x2048xf32>
    %2402 = stablehlo.multiply %2401, %152 : tensor<2x256x2048xf32>
    %2403 = stablehlo.add %2401, %2402 : tensor<2x256x2048xf32>
    %cst_538 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %2404 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2405 = stablehlo.multiply %2404, %2403 : tensor<2x256x2048xf32>
    %2406 = stablehlo.add %2398, %2405 : tensor<2x256x2048xf32>
    %cst_539 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2407 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %2408 = stablehlo.multiply %2407, %2405 : tensor<2x256x2048xf32>
    %2409 = stablehlo.multiply %2408, %146 : tensor<2x256x2048xf32>
    %2410 = stablehlo.add %2406, %2409 : tensor<2x256x2048xf32>
    %cst_540 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2411 = stablehlo.reduce(%2410 init: %cst_540) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %2412 = stablehlo.reshape %2411 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %2413 = stablehlo.reshape %2412 : (tensor<1x1x2048xf32>) -> tensor<2048xf32>
    %2414 = stablehlo.dot_general %2410, %137, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2x256x512xf32>) -> tensor<2048x512xf32>
    %2415 = stablehlo.transpose %2414, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %2416 = stablehlo.dot_general %2410, %arg1, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<512x2048xf32>) -> tensor<2x256x512xf32>
    %cst_541 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2417 = stablehlo.reduce(%2416 init: %cst_541) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2418 = stablehlo.reshape %2417 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2419 = stablehlo.reshape %2418 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2420 = stablehlo.multiply %123, %2416 : tensor<2x256x512xf32>
    %2421 = stablehlo.multiply %2416, %133 : tensor<2x256x512xf32>
    %2422 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %2423 = stablehlo.multiply %2422, %2420 : tensor<2x256x512xf32>
    %cst_542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2424 = stablehlo.reduce(%2423 init: %cst_542) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2425 = stablehlo.reshape %2424 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2426 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %2427 = stablehlo.multiply %2420, %2426 : tensor<2x256x512xf32>
    %cst_543 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2428 = stablehlo.reduce(%2427 init: %cst_543) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2429 = stablehlo.reshape %2428 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2430 = stablehlo.reshape %2425 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2431 = stablehlo.multiply %2429, %129 : tensor<2x256x1xf32>
    %2432 = stablehlo.negate %2421 : tensor<2x256x512xf32>
    %cst_544 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2433 = stablehlo.reduce(%2432 init: %cst_544) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2434 = stablehlo.reshape %2433 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2435 = stablehlo.add %2390, %2421 : tensor<2x256x512xf32>
    %cst_545 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2436 = stablehlo.reduce(%2431 init: %cst_545) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2437 = stablehlo.reduce(%2434 init: %cst_546) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2438 = stablehlo.multiply %2436, %119 : tensor<2x256xf32>
    %2439 = stablehlo.negate %2438 : tensor<2x256xf32>
    %2440 = stablehlo.multiply %2439, %106 : tensor<2x256xf32>
    %2441 = stablehlo.add %2437, %2440 : tensor<2x256xf32>
    %cst_547 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2442 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2443 = stablehlo.divide %2438, %2442 : tensor<2x256xf32>
    %2444 = stablehlo.broadcast_in_dim %2443, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_548 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2445 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2446 = stablehlo.divide %2441, %2445 : tensor<2x256xf32>
    %2447 = stablehlo.broadcast_in_dim %2446, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2448 = stablehlo.add %2435, %2447 : tensor<2x256x512xf32>
    %2449 = stablehlo.multiply %2444, %97 : tensor<2x256x512xf32>
    %2450 = stablehlo.add %2448, %2449 : tensor<2x256x512xf32>
    %cst_549 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2451 = stablehlo.reduce(%2450 init: %cst_549) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2452 = stablehlo.reshape %2451 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2453 = stablehlo.reshape %2452 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2454 = stablehlo.dot_general %2450, %89, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<2x256x8x64xf32>) -> tensor<512x8x64xf32>
    %2455 = stablehlo.transpose %2454, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %2456 = stablehlo.dot_general %2450, %arg11, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<8x64x512xf32>) -> tensor<2x256x8x64xf32>
    %2457 = stablehlo.transpose %2456, dims = [0, 2, 3, 1] : (tensor<2x256x8x64xf32>) -> tensor<2x8x64x256xf32>
    %2458 = stablehlo.dot_general %2457, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %2459 = stablehlo.dot_general %2457, %84, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64x256xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %2460 = stablehlo.transpose %2459, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %2461 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2462 = stablehlo.multiply %2458, %2461 : tensor<2x8x256x256xf32>
    %2463 = stablehlo.multiply %2462, %80 : tensor<2x8x256x256xf32>
    %cst_550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2464 = stablehlo.reduce(%2463 init: %cst_550) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2465 = stablehlo.reshape %2464 : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %2466 = stablehlo.negate %2465 : tensor<2x8x256x1xf32>
    %2467 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %2468 = stablehlo.divide %2458, %2467 : tensor<2x8x256x256xf32>
    %cst_551 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2469 = stablehlo.reduce(%2466 init: %cst_551) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x1xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %2470 = stablehlo.broadcast_in_dim %2469, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x256xf32>
    %2471 = stablehlo.add %2468, %2470 : tensor<2x8x256x256xf32>
    %2472 = stablehlo.multiply %2471, %80 : tensor<2x8x256x256xf32>
    %2473 = call @_where_2(%73#1, %2472) : (tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32>
    %2474 = stablehlo.dot_general %2473, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2475 = stablehlo.transpose %2474, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2476 = stablehlo.dot_general %2473, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x256x256xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x64xf32>
    %2477 = stablehlo.transpose %2476, dims = [0, 2, 1, 3] : (tensor<2x8x256x64xf32>) -> tensor<2x256x8x64xf32>
    %2478 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %2479 = stablehlo.divide %2477, %2478 : tensor<2x256x8x64xf32>
    %cst_552 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2480 = stablehlo.reduce(%2460 init: %cst_552) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2481 = stablehlo.reshape %2480 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2482 = stablehlo.reshape %2481 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2483 = stablehlo.dot_general %2460, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2484 = stablehlo.transpose %2483, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2485 = stablehlo.dot_general %2460, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %cst_553 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2486 = stablehlo.reduce(%2475 init: %cst_553) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2487 = stablehlo.reshape %2486 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2488 = stablehlo.reshape %2487 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2489 = stablehlo.dot_general %2475, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2490 = stablehlo.transpose %2489, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2491 = stablehlo.dot_general %2475, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2492 = stablehlo.add %2485, %2491 : tensor<2x256x512xf32>
    %cst_554 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2493 = stablehlo.reduce(%2479 init: %cst_554) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2494 = stablehlo.reshape %2493 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %2495 = stablehlo.reshape %2494 : (tensor<1x1x8x64xf32>) -> tensor<8x64xf32>
    %2496 = stablehlo.dot_general %2479, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x512xf32>) -> tensor<8x64x512xf32>
    %2497 = stablehlo.transpose %2496, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %2498 = stablehlo.dot_general %2479, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<512x8x64xf32>) -> tensor<2x256x512xf32>
    %2499 = stablehlo.add %2492, %2498 : tensor<2x256x512xf32>
    %cst_555 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2500 = stablehlo.reduce(%2499 init: %cst_555) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2501 = stablehlo.reshape %2500 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2502 = stablehlo.reshape %2501 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2503 = stablehlo.multiply %41, %2499 : tensor<2x256x512xf32>
    %2504 = stablehlo.multiply %2499, %51 : tensor<2x256x512xf32>
    %2505 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %2506 = stablehlo.multiply %2505, %2503 : tensor<2x256x512xf32>
    %cst_556 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2507 = stablehlo.reduce(%2506 init: %cst_556) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<512xf32>
    %2508 = stablehlo.reshape %2507 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %2509 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %2510 = stablehlo.multiply %2503, %2509 : tensor<2x256x512xf32>
    %cst_557 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2511 = stablehlo.reduce(%2510 init: %cst_557) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2512 = stablehlo.reshape %2511 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2513 = stablehlo.reshape %2508 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %2514 = stablehlo.multiply %2512, %47 : tensor<2x256x1xf32>
    %2515 = stablehlo.negate %2504 : tensor<2x256x512xf32>
    %cst_558 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2516 = stablehlo.reduce(%2515 init: %cst_558) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2517 = stablehlo.reshape %2516 : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %2518 = stablehlo.add %2450, %2504 : tensor<2x256x512xf32>
    %cst_559 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2519 = stablehlo.reduce(%2514 init: %cst_559) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_560 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2520 = stablehlo.reduce(%2517 init: %cst_560) applies stablehlo.add across dimensions = [2] : (tensor<2x256x1xf32>, tensor<f32>) -> tensor<2x256xf32>
    %2521 = stablehlo.multiply %2519, %37 : tensor<2x256xf32>
    %2522 = stablehlo.negate %2521 : tensor<2x256xf32>
    %2523 = stablehlo.multiply %2522, %24 : tensor<2x256xf32>
    %2524 = stablehlo.add %2520, %2523 : tensor<2x256xf32>
    %cst_561 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2525 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2526 = stablehlo.divide %2521, %2525 : tensor<2x256xf32>
    %2527 = stablehlo.broadcast_in_dim %2526, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %cst_562 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2528 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %2529 = stablehlo.divide %2524, %2528 : tensor<2x256xf32>
    %2530 = stablehlo.broadcast_in_dim %2529, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x512xf32>
    %2531 = stablehlo.add %2518, %2530 : tensor<2x256x512xf32>
    %2532 = stablehlo.multiply %2527, %15 : tensor<2x256x512xf32>
    %2533 = stablehlo.add %2531, %2532 : tensor<2x256x512xf32>
    %cst_563 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2534 = stablehlo.reduce(%2533 init: %cst_563) applies stablehlo.add across dimensions = [0] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<256x512xf32>
    %2535 = stablehlo.reshape %2534 : (tensor<256x512xf32>) -> tensor<1x256x512xf32>
    %cst_564 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2536 = stablehlo.reduce(%2535 init: %cst_564) applies stablehlo.add across dimensions = [0] : (tensor<1x256x512xf32>, tensor<f32>) -> tensor<256x512xf32>
    %2537 = call @_take_3(%0#1, %2533) : (tensor<2x256x1xi32>, tensor<2x256x512xf32>) -> tensor<1024x512xf32>
    %2538 = stablehlo.add %1356, %2537 : tensor<1024x512xf32>
    %cst_565 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2539 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2540 = stablehlo.multiply %2539, %2413 : tensor<2048xf32>
    %2541 = stablehlo.subtract %arg0, %2540 : tensor<2048xf32>
    %cst_566 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2542 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2543 = stablehlo.multiply %2542, %2415 : tensor<512x2048xf32>
    %2544 = stablehlo.subtract %arg1, %2543 : tensor<512x2048xf32>
    %cst_567 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2545 = stablehlo.broadcast_in_dim %cst_567, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2546 = stablehlo.multiply %2545, %2393 : tensor<512xf32>
    %2547 = stablehlo.subtract %arg2, %2546 : tensor<512xf32>
    %cst_568 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2548 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2549 = stablehlo.multiply %2548, %2395 : tensor<2048x512xf32>
    %2550 = stablehlo.subtract %arg3, %2549 : tensor<2048x512xf32>
    %cst_569 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2551 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2552 = stablehlo.multiply %2551, %2502 : tensor<512xf32>
    %2553 = stablehlo.subtract %arg4, %2552 : tensor<512xf32>
    %cst_570 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2554 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2555 = stablehlo.multiply %2554, %2513 : tensor<512xf32>
    %2556 = stablehlo.subtract %arg5, %2555 : tensor<512xf32>
    %cst_571 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2557 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2558 = stablehlo.multiply %2557, %2419 : tensor<512xf32>
    %2559 = stablehlo.subtract %arg6, %2558 : tensor<512xf32>
    %cst_572 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2560 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2561 = stablehlo.multiply %2560, %2430 : tensor<512xf32>
    %2562 = stablehlo.subtract %arg7, %2561 : tensor<512xf32>
    %cst_573 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2563 = stablehlo.broadcast_in_dim %cst_573, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2564 = stablehlo.multiply %2563, %2488 : tensor<8x64xf32>
    %2565 = stablehlo.subtract %arg8, %2564 : tensor<8x64xf32>
    %cst_574 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2566 = stablehlo.broadcast_in_dim %cst_574, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2567 = stablehlo.multiply %2566, %2490 : tensor<512x8x64xf32>
    %2568 = stablehlo.subtract %arg9, %2567 : tensor<512x8x64xf32>
    %cst_575 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2569 = stablehlo.broadcast_in_dim %cst_575, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2570 = stablehlo.multiply %2569, %2453 : tensor<512xf32>
    %2571 = stablehlo.subtract %arg10, %2570 : tensor<512xf32>
    %cst_576 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2572 = stablehlo.broadcast_in_dim %cst_576, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2573 = stablehlo.multiply %2572, %2455 : tensor<8x64x512xf32>
    %2574 = stablehlo.subtract %arg11, %2573 : tensor<8x64x512xf32>
    %cst_577 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2575 = stablehlo.broadcast_in_dim %cst_577, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2576 = stablehlo.multiply %2575, %2495 : tensor<8x64xf32>
    %2577 = stablehlo.subtract %arg12, %2576 : tensor<8x64xf32>
    %cst_578 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2578 = stablehlo.broadcast_in_dim %cst_578, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2579 = stablehlo.multiply %2578, %2497 : tensor<512x8x64xf32>
    %2580 = stablehlo.subtract %arg13, %2579 : tensor<512x8x64xf32>
    %cst_579 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2581 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2582 = stablehlo.multiply %2581, %2482 : tensor<8x64xf32>
    %2583 = stablehlo.subtract %arg14, %2582 : tensor<8x64xf32>
    %cst_580 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2584 = stablehlo.broadcast_in_dim %cst_580, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2585 = stablehlo.multiply %2584, %2484 : tensor<512x8x64xf32>
    %2586 = stablehlo.subtract %arg15, %2585 : tensor<512x8x64xf32>
    %cst_581 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2587 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2588 = stablehlo.multiply %2587, %2270 : tensor<2048xf32>
    %2589 = stablehlo.subtract %arg16, %2588 : tensor<2048xf32>
    %cst_582 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2590 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2591 = stablehlo.multiply %2590, %2272 : tensor<512x2048xf32>
    %2592 = stablehlo.subtract %arg17, %2591 : tensor<512x2048xf32>
    %cst_583 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2593 = stablehlo.broadcast_in_dim %cst_583, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2594 = stablehlo.multiply %2593, %2250 : tensor<512xf32>
    %2595 = stablehlo.subtract %arg18, %2594 : tensor<512xf32>
    %cst_584 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2596 = stablehlo.broadcast_in_dim %cst_584, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2597 = stablehlo.multiply %2596, %2252 : tensor<2048x512xf32>
    %2598 = stablehlo.subtract %arg19, %2597 : tensor<2048x512xf32>
    %cst_585 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2599 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2600 = stablehlo.multiply %2599, %2359 : tensor<512xf32>
    %2601 = stablehlo.subtract %arg20, %2600 : tensor<512xf32>
    %cst_586 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2602 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2603 = stablehlo.multiply %2602, %2370 : tensor<512xf32>
    %2604 = stablehlo.subtract %arg21, %2603 : tensor<512xf32>
    %cst_587 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2605 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2606 = stablehlo.multiply %2605, %2276 : tensor<512xf32>
    %2607 = stablehlo.subtract %arg22, %2606 : tensor<512xf32>
    %cst_588 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2608 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2609 = stablehlo.multiply %2608, %2287 : tensor<512xf32>
    %2610 = stablehlo.subtract %arg23, %2609 : tensor<512xf32>
    %cst_589 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2611 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2612 = stablehlo.multiply %2611, %2345 : tensor<8x64xf32>
    %2613 = stablehlo.subtract %arg24, %2612 : tensor<8x64xf32>
    %cst_590 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2614 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2615 = stablehlo.multiply %2614, %2347 : tensor<512x8x64xf32>
    %2616 = stablehlo.subtract %arg25, %2615 : tensor<512x8x64xf32>
    %cst_591 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2617 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2618 = stablehlo.multiply %2617, %2310 : tensor<512xf32>
    %2619 = stablehlo.subtract %arg26, %2618 : tensor<512xf32>
    %cst_592 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2620 = stablehlo.broadcast_in_dim %cst_592, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2621 = stablehlo.multiply %2620, %2312 : tensor<8x64x512xf32>
    %2622 = stablehlo.subtract %arg27, %2621 : tensor<8x64x512xf32>
    %cst_593 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2623 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2624 = stablehlo.multiply %2623, %2352 : tensor<8x64xf32>
    %2625 = stablehlo.subtract %arg28, %2624 : tensor<8x64xf32>
    %cst_594 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2626 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2627 = stablehlo.multiply %2626, %2354 : tensor<512x8x64xf32>
    %2628 = stablehlo.subtract %arg29, %2627 : tensor<512x8x64xf32>
    %cst_595 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2629 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2630 = stablehlo.multiply %2629, %2339 : tensor<8x64xf32>
    %2631 = stablehlo.subtract %arg30, %2630 : tensor<8x64xf32>
    %cst_596 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2632 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2633 = stablehlo.multiply %2632, %2341 : tensor<512x8x64xf32>
    %2634 = stablehlo.subtract %arg31, %2633 : tensor<512x8x64xf32>
    %cst_597 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2635 = stablehlo.broadcast_in_dim %cst_597, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2636 = stablehlo.multiply %2635, %2127 : tensor<2048xf32>
    %2637 = stablehlo.subtract %arg32, %2636 : tensor<2048xf32>
    %cst_598 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2638 = stablehlo.broadcast_in_dim %cst_598, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2639 = stablehlo.multiply %2638, %2129 : tensor<512x2048xf32>
    %2640 = stablehlo.subtract %arg33, %2639 : tensor<512x2048xf32>
    %cst_599 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2641 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2642 = stablehlo.multiply %2641, %2107 : tensor<512xf32>
    %2643 = stablehlo.subtract %arg34, %2642 : tensor<512xf32>
    %cst_600 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2644 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2645 = stablehlo.multiply %2644, %2109 : tensor<2048x512xf32>
    %2646 = stablehlo.subtract %arg35, %2645 : tensor<2048x512xf32>
    %cst_601 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2647 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2648 = stablehlo.multiply %2647, %2216 : tensor<512xf32>
    %2649 = stablehlo.subtract %arg36, %2648 : tensor<512xf32>
    %cst_602 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2650 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2651 = stablehlo.multiply %2650, %2227 : tensor<512xf32>
    %2652 = stablehlo.subtract %arg37, %2651 : tensor<512xf32>
    %cst_603 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2653 = stablehlo.broadcast_in_dim %cst_603, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2654 = stablehlo.multiply %2653, %2133 : tensor<512xf32>
    %2655 = stablehlo.subtract %arg38, %2654 : tensor<512xf32>
    %cst_604 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2656 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2657 = stablehlo.multiply %2656, %2144 : tensor<512xf32>
    %2658 = stablehlo.subtract %arg39, %2657 : tensor<512xf32>
    %cst_605 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2659 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2660 = stablehlo.multiply %2659, %2202 : tensor<8x64xf32>
    %2661 = stablehlo.subtract %arg40, %2660 : tensor<8x64xf32>
    %cst_606 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2662 = stablehlo.broadcast_in_dim %cst_606, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2663 = stablehlo.multiply %2662, %2204 : tensor<512x8x64xf32>
    %2664 = stablehlo.subtract %arg41, %2663 : tensor<512x8x64xf32>
    %cst_607 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2665 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2666 = stablehlo.multiply %2665, %2167 : tensor<512xf32>
    %2667 = stablehlo.subtract %arg42, %2666 : tensor<512xf32>
    %cst_608 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2668 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2669 = stablehlo.multiply %2668, %2169 : tensor<8x64x512xf32>
    %2670 = stablehlo.subtract %arg43, %2669 : tensor<8x64x512xf32>
    %cst_609 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2671 = stablehlo.broadcast_in_dim %cst_609, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2672 = stablehlo.multiply %2671, %2209 : tensor<8x64xf32>
    %2673 = stablehlo.subtract %arg44, %2672 : tensor<8x64xf32>
    %cst_610 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2674 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2675 = stablehlo.multiply %2674, %2211 : tensor<512x8x64xf32>
    %2676 = stablehlo.subtract %arg45, %2675 : tensor<512x8x64xf32>
    %cst_611 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2677 = stablehlo.broadcast_in_dim %cst_611, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2678 = stablehlo.multiply %2677, %2196 : tensor<8x64xf32>
    %2679 = stablehlo.subtract %arg46, %2678 : tensor<8x64xf32>
    %cst_612 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2680 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2681 = stablehlo.multiply %2680, %2198 : tensor<512x8x64xf32>
    %2682 = stablehlo.subtract %arg47, %2681 : tensor<512x8x64xf32>
    %cst_613 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2683 = stablehlo.broadcast_in_dim %cst_613, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2684 = stablehlo.multiply %2683, %1984 : tensor<2048xf32>
    %2685 = stablehlo.subtract %arg48, %2684 : tensor<2048xf32>
    %cst_614 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2686 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2687 = stablehlo.multiply %2686, %1986 : tensor<512x2048xf32>
    %2688 = stablehlo.subtract %arg49, %2687 : tensor<512x2048xf32>
    %cst_615 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2689 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2690 = stablehlo.multiply %2689, %1964 : tensor<512xf32>
    %2691 = stablehlo.subtract %arg50, %2690 : tensor<512xf32>
    %cst_616 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2692 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2693 = stablehlo.multiply %2692, %1966 : tensor<2048x512xf32>
    %2694 = stablehlo.subtract %arg51, %2693 : tensor<2048x512xf32>
    %cst_617 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2695 = stablehlo.broadcast_in_dim %cst_617, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2696 = stablehlo.multiply %2695, %2073 : tensor<512xf32>
    %2697 = stablehlo.subtract %arg52, %2696 : tensor<512xf32>
    %cst_618 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2698 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2699 = stablehlo.multiply %2698, %2084 : tensor<512xf32>
    %2700 = stablehlo.subtract %arg53, %2699 : tensor<512xf32>
    %cst_619 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2701 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2702 = stablehlo.multiply %2701, %1990 : tensor<512xf32>
    %2703 = stablehlo.subtract %arg54, %2702 : tensor<512xf32>
    %cst_620 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2704 = stablehlo.broadcast_in_dim %cst_620, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2705 = stablehlo.multiply %2704, %2001 : tensor<512xf32>
    %2706 = stablehlo.subtract %arg55, %2705 : tensor<512xf32>
    %cst_621 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2707 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2708 = stablehlo.multiply %2707, %2059 : tensor<8x64xf32>
    %2709 = stablehlo.subtract %arg56, %2708 : tensor<8x64xf32>
    %cst_622 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2710 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2711 = stablehlo.multiply %2710, %2061 : tensor<512x8x64xf32>
    %2712 = stablehlo.subtract %arg57, %2711 : tensor<512x8x64xf32>
    %cst_623 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2713 = stablehlo.broadcast_in_dim %cst_623, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2714 = stablehlo.multiply %2713, %2024 : tensor<512xf32>
    %2715 = stablehlo.subtract %arg58, %2714 : tensor<512xf32>
    %cst_624 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2716 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2717 = stablehlo.multiply %2716, %2026 : tensor<8x64x512xf32>
    %2718 = stablehlo.subtract %arg59, %2717 : tensor<8x64x512xf32>
    %cst_625 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2719 = stablehlo.broadcast_in_dim %cst_625, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2720 = stablehlo.multiply %2719, %2066 : tensor<8x64xf32>
    %2721 = stablehlo.subtract %arg60, %2720 : tensor<8x64xf32>
    %cst_626 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2722 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2723 = stablehlo.multiply %2722, %2068 : tensor<512x8x64xf32>
    %2724 = stablehlo.subtract %arg61, %2723 : tensor<512x8x64xf32>
    %cst_627 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2725 = stablehlo.broadcast_in_dim %cst_627, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2726 = stablehlo.multiply %2725, %2053 : tensor<8x64xf32>
    %2727 = stablehlo.subtract %arg62, %2726 : tensor<8x64xf32>
    %cst_628 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2728 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2729 = stablehlo.multiply %2728, %2055 : tensor<512x8x64xf32>
    %2730 = stablehlo.subtract %arg63, %2729 : tensor<512x8x64xf32>
    %cst_629 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2731 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2732 = stablehlo.multiply %2731, %1841 : tensor<2048xf32>
    %2733 = stablehlo.subtract %arg64, %2732 : tensor<2048xf32>
    %cst_630 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2734 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2735 = stablehlo.multiply %2734, %1843 : tensor<512x2048xf32>
    %2736 = stablehlo.subtract %arg65, %2735 : tensor<512x2048xf32>
    %cst_631 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2737 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2738 = stablehlo.multiply %2737, %1821 : tensor<512xf32>
    %2739 = stablehlo.subtract %arg66, %2738 : tensor<512xf32>
    %cst_632 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2740 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2741 = stablehlo.multiply %2740, %1823 : tensor<2048x512xf32>
    %2742 = stablehlo.subtract %arg67, %2741 : tensor<2048x512xf32>
    %cst_633 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2743 = stablehlo.broadcast_in_dim %cst_633, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2744 = stablehlo.multiply %2743, %1930 : tensor<512xf32>
    %2745 = stablehlo.subtract %arg68, %2744 : tensor<512xf32>
    %cst_634 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2746 = stablehlo.broadcast_in_dim %cst_634, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2747 = stablehlo.multiply %2746, %1941 : tensor<512xf32>
    %2748 = stablehlo.subtract %arg69, %2747 : tensor<512xf32>
    %cst_635 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2749 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2750 = stablehlo.multiply %2749, %1847 : tensor<512xf32>
    %2751 = stablehlo.subtract %arg70, %2750 : tensor<512xf32>
    %cst_636 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2752 = stablehlo.broadcast_in_dim %cst_636, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2753 = stablehlo.multiply %2752, %1858 : tensor<512xf32>
    %2754 = stablehlo.subtract %arg71, %2753 : tensor<512xf32>
    %cst_637 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2755 = stablehlo.broadcast_in_dim %cst_637, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2756 = stablehlo.multiply %2755, %1916 : tensor<8x64xf32>
    %2757 = stablehlo.subtract %arg72, %2756 : tensor<8x64xf32>
    %cst_638 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2758 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2759 = stablehlo.multiply %2758, %1918 : tensor<512x8x64xf32>
    %2760 = stablehlo.subtract %arg73, %2759 : tensor<512x8x64xf32>
    %cst_639 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2761 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2762 = stablehlo.multiply %2761, %1881 : tensor<512xf32>
    %2763 = stablehlo.subtract %arg74, %2762 : tensor<512xf32>
    %cst_640 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2764 = stablehlo.broadcast_in_dim %cst_640, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2765 = stablehlo.multiply %2764, %1883 : tensor<8x64x512xf32>
    %2766 = stablehlo.subtract %arg75, %2765 : tensor<8x64x512xf32>
    %cst_641 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2767 = stablehlo.broadcast_in_dim %cst_641, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2768 = stablehlo.multiply %2767, %1923 : tensor<8x64xf32>
    %2769 = stablehlo.subtract %arg76, %2768 : tensor<8x64xf32>
    %cst_642 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2770 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2771 = stablehlo.multiply %2770, %1925 : tensor<512x8x64xf32>
    %2772 = stablehlo.subtract %arg77, %2771 : tensor<512x8x64xf32>
    %cst_643 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2773 = stablehlo.broadcast_in_dim %cst_643, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2774 = stablehlo.multiply %2773, %1910 : tensor<8x64xf32>
    %2775 = stablehlo.subtract %arg78, %2774 : tensor<8x64xf32>
    %cst_644 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2776 = stablehlo.broadcast_in_dim %cst_644, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2777 = stablehlo.multiply %2776, %1912 : tensor<512x8x64xf32>
    %2778 = stablehlo.subtract %arg79, %2777 : tensor<512x8x64xf32>
    %cst_645 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2779 = stablehlo.broadcast_in_dim %cst_645, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2780 = stablehlo.multiply %2779, %1698 : tensor<2048xf32>
    %2781 = stablehlo.subtract %arg80, %2780 : tensor<2048xf32>
    %cst_646 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2782 = stablehlo.broadcast_in_dim %cst_646, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2783 = stablehlo.multiply %2782, %1700 : tensor<512x2048xf32>
    %2784 = stablehlo.subtract %arg81, %2783 : tensor<512x2048xf32>
    %cst_647 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2785 = stablehlo.broadcast_in_dim %cst_647, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2786 = stablehlo.multiply %2785, %1678 : tensor<512xf32>
    %2787 = stablehlo.subtract %arg82, %2786 : tensor<512xf32>
    %cst_648 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2788 = stablehlo.broadcast_in_dim %cst_648, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2789 = stablehlo.multiply %2788, %1680 : tensor<2048x512xf32>
    %2790 = stablehlo.subtract %arg83, %2789 : tensor<2048x512xf32>
    %cst_649 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2791 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2792 = stablehlo.multiply %2791, %1787 : tensor<512xf32>
    %2793 = stablehlo.subtract %arg84, %2792 : tensor<512xf32>
    %cst_650 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2794 = stablehlo.broadcast_in_dim %cst_650, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2795 = stablehlo.multiply %2794, %1798 : tensor<512xf32>
    %2796 = stablehlo.subtract %arg85, %2795 : tensor<512xf32>
    %cst_651 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2797 = stablehlo.broadcast_in_dim %cst_651, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2798 = stablehlo.multiply %2797, %1704 : tensor<512xf32>
    %2799 = stablehlo.subtract %arg86, %2798 : tensor<512xf32>
    %cst_652 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2800 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2801 = stablehlo.multiply %2800, %1715 : tensor<512xf32>
    %2802 = stablehlo.subtract %arg87, %2801 : tensor<512xf32>
    %cst_653 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2803 = stablehlo.broadcast_in_dim %cst_653, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2804 = stablehlo.multiply %2803, %1773 : tensor<8x64xf32>
    %2805 = stablehlo.subtract %arg88, %2804 : tensor<8x64xf32>
    %cst_654 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2806 = stablehlo.broadcast_in_dim %cst_654, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2807 = stablehlo.multiply %2806, %1775 : tensor<512x8x64xf32>
    %2808 = stablehlo.subtract %arg89, %2807 : tensor<512x8x64xf32>
    %cst_655 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2809 = stablehlo.broadcast_in_dim %cst_655, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2810 = stablehlo.multiply %2809, %1738 : tensor<512xf32>
    %2811 = stablehlo.subtract %arg90, %2810 : tensor<512xf32>
    %cst_656 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2812 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2813 = stablehlo.multiply %2812, %1740 : tensor<8x64x512xf32>
    %2814 = stablehlo.subtract %arg91, %2813 : tensor<8x64x512xf32>
    %cst_657 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2815 = stablehlo.broadcast_in_dim %cst_657, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2816 = stablehlo.multiply %2815, %1780 : tensor<8x64xf32>
    %2817 = stablehlo.subtract %arg92, %2816 : tensor<8x64xf32>
    %cst_658 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2818 = stablehlo.broadcast_in_dim %cst_658, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2819 = stablehlo.multiply %2818, %1782 : tensor<512x8x64xf32>
    %2820 = stablehlo.subtract %arg93, %2819 : tensor<512x8x64xf32>
    %cst_659 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2821 = stablehlo.broadcast_in_dim %cst_659, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2822 = stablehlo.multiply %2821, %1767 : tensor<8x64xf32>
    %2823 = stablehlo.subtract %arg94, %2822 : tensor<8x64xf32>
    %cst_660 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2824 = stablehlo.broadcast_in_dim %cst_660, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2825 = stablehlo.multiply %2824, %1769 : tensor<512x8x64xf32>
    %2826 = stablehlo.subtract %arg95, %2825 : tensor<512x8x64xf32>
    %cst_661 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2827 = stablehlo.broadcast_in_dim %cst_661, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2828 = stablehlo.multiply %2827, %1555 : tensor<2048xf32>
    %2829 = stablehlo.subtract %arg96, %2828 : tensor<2048xf32>
    %cst_662 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2830 = stablehlo.broadcast_in_dim %cst_662, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2831 = stablehlo.multiply %2830, %1557 : tensor<512x2048xf32>
    %2832 = stablehlo.subtract %arg97, %2831 : tensor<512x2048xf32>
    %cst_663 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2833 = stablehlo.broadcast_in_dim %cst_663, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2834 = stablehlo.multiply %2833, %1535 : tensor<512xf32>
    %2835 = stablehlo.subtract %arg98, %2834 : tensor<512xf32>
    %cst_664 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2836 = stablehlo.broadcast_in_dim %cst_664, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2837 = stablehlo.multiply %2836, %1537 : tensor<2048x512xf32>
    %2838 = stablehlo.subtract %arg99, %2837 : tensor<2048x512xf32>
    %cst_665 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2839 = stablehlo.broadcast_in_dim %cst_665, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2840 = stablehlo.multiply %2839, %1644 : tensor<512xf32>
    %2841 = stablehlo.subtract %arg100, %2840 : tensor<512xf32>
    %cst_666 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2842 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2843 = stablehlo.multiply %2842, %1655 : tensor<512xf32>
    %2844 = stablehlo.subtract %arg101, %2843 : tensor<512xf32>
    %cst_667 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2845 = stablehlo.broadcast_in_dim %cst_667, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2846 = stablehlo.multiply %2845, %1561 : tensor<512xf32>
    %2847 = stablehlo.subtract %arg102, %2846 : tensor<512xf32>
    %cst_668 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2848 = stablehlo.broadcast_in_dim %cst_668, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2849 = stablehlo.multiply %2848, %1572 : tensor<512xf32>
    %2850 = stablehlo.subtract %arg103, %2849 : tensor<512xf32>
    %cst_669 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2851 = stablehlo.broadcast_in_dim %cst_669, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2852 = stablehlo.multiply %2851, %1630 : tensor<8x64xf32>
    %2853 = stablehlo.subtract %arg104, %2852 : tensor<8x64xf32>
    %cst_670 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2854 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2855 = stablehlo.multiply %2854, %1632 : tensor<512x8x64xf32>
    %2856 = stablehlo.subtract %arg105, %2855 : tensor<512x8x64xf32>
    %cst_671 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2857 = stablehlo.broadcast_in_dim %cst_671, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2858 = stablehlo.multiply %2857, %1595 : tensor<512xf32>
    %2859 = stablehlo.subtract %arg106, %2858 : tensor<512xf32>
    %cst_672 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2860 = stablehlo.broadcast_in_dim %cst_672, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2861 = stablehlo.multiply %2860, %1597 : tensor<8x64x512xf32>
    %2862 = stablehlo.subtract %arg107, %2861 : tensor<8x64x512xf32>
    %cst_673 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2863 = stablehlo.broadcast_in_dim %cst_673, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2864 = stablehlo.multiply %2863, %1637 : tensor<8x64xf32>
    %2865 = stablehlo.subtract %arg108, %2864 : tensor<8x64xf32>
    %cst_674 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2866 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2867 = stablehlo.multiply %2866, %1639 : tensor<512x8x64xf32>
    %2868 = stablehlo.subtract %arg109, %2867 : tensor<512x8x64xf32>
    %cst_675 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2869 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2870 = stablehlo.multiply %2869, %1624 : tensor<8x64xf32>
    %2871 = stablehlo.subtract %arg110, %2870 : tensor<8x64xf32>
    %cst_676 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2872 = stablehlo.broadcast_in_dim %cst_676, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2873 = stablehlo.multiply %2872, %1626 : tensor<512x8x64xf32>
    %2874 = stablehlo.subtract %arg111, %2873 : tensor<512x8x64xf32>
    %cst_677 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2875 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %2876 = stablehlo.multiply %2875, %1412 : tensor<2048xf32>
    %2877 = stablehlo.subtract %arg112, %2876 : tensor<2048xf32>
    %cst_678 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2878 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %2879 = stablehlo.multiply %2878, %1414 : tensor<512x2048xf32>
    %2880 = stablehlo.subtract %arg113, %2879 : tensor<512x2048xf32>
    %cst_679 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2881 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2882 = stablehlo.multiply %2881, %1392 : tensor<512xf32>
    %2883 = stablehlo.subtract %arg114, %2882 : tensor<512xf32>
    %cst_680 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2884 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %2885 = stablehlo.multiply %2884, %1394 : tensor<2048x512xf32>
    %2886 = stablehlo.subtract %arg115, %2885 : tensor<2048x512xf32>
    %cst_681 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2887 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2888 = stablehlo.multiply %2887, %1501 : tensor<512xf32>
    %2889 = stablehlo.subtract %arg116, %2888 : tensor<512xf32>
    %cst_682 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2890 = stablehlo.broadcast_in_dim %cst_682, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2891 = stablehlo.multiply %2890, %1512 : tensor<512xf32>
    %2892 = stablehlo.subtract %arg117, %2891 : tensor<512xf32>
    %cst_683 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2893 = stablehlo.broadcast_in_dim %cst_683, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2894 = stablehlo.multiply %2893, %1418 : tensor<512xf32>
    %2895 = stablehlo.subtract %arg118, %2894 : tensor<512xf32>
    %cst_684 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2896 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2897 = stablehlo.multiply %2896, %1429 : tensor<512xf32>
    %2898 = stablehlo.subtract %arg119, %2897 : tensor<512xf32>
    %cst_685 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2899 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2900 = stablehlo.multiply %2899, %1487 : tensor<8x64xf32>
    %2901 = stablehlo.subtract %arg120, %2900 : tensor<8x64xf32>
    %cst_686 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2902 = stablehlo.broadcast_in_dim %cst_686, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2903 = stablehlo.multiply %2902, %1489 : tensor<512x8x64xf32>
    %2904 = stablehlo.subtract %arg121, %2903 : tensor<512x8x64xf32>
    %cst_687 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2905 = stablehlo.broadcast_in_dim %cst_687, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2906 = stablehlo.multiply %2905, %1452 : tensor<512xf32>
    %2907 = stablehlo.subtract %arg122, %2906 : tensor<512xf32>
    %cst_688 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2908 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %2909 = stablehlo.multiply %2908, %1454 : tensor<8x64x512xf32>
    %2910 = stablehlo.subtract %arg123, %2909 : tensor<8x64x512xf32>
    %cst_689 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2911 = stablehlo.broadcast_in_dim %cst_689, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2912 = stablehlo.multiply %2911, %1494 : tensor<8x64xf32>
    %2913 = stablehlo.subtract %arg124, %2912 : tensor<8x64xf32>
    %cst_690 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2914 = stablehlo.broadcast_in_dim %cst_690, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2915 = stablehlo.multiply %2914, %1496 : tensor<512x8x64xf32>
    %2916 = stablehlo.subtract %arg125, %2915 : tensor<512x8x64xf32>
    %cst_691 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2917 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2918 = stablehlo.multiply %2917, %1481 : tensor<8x64xf32>
    %2919 = stablehlo.subtract %arg126, %2918 : tensor<8x64xf32>
    %cst_692 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2920 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<f32>) -> tensor<512x8x64xf32>
    %2921 = stablehlo.multiply %2920, %1483 : tensor<512x8x64xf32>
    %2922 = stablehlo.subtract %arg127, %2921 : tensor<512x8x64xf32>
    %cst_693 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2923 = stablehlo.broadcast_in_dim %cst_693, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %2924 = stablehlo.multiply %2923, %2538 : tensor<1024x512xf32>
    %2925 = stablehlo.subtract %arg128, %2924 : tensor<1024x512xf32>
    %cst_694 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2926 = stablehlo.broadcast_in_dim %cst_694, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2927 = stablehlo.multiply %2926, %1359 : tensor<512xf32>
    %2928 = stablehlo.subtract %arg129, %2927 : tensor<512xf32>
    %cst_695 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2929 = stablehlo.broadcast_in_dim %cst_695, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %2930 = stablehlo.multiply %2929, %1370 : tensor<512xf32>
    %2931 = stablehlo.subtract %arg130, %2930 : tensor<512xf32>
    %cst_696 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %2932 = stablehlo.broadcast_in_dim %cst_696, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %2933 = stablehlo.multiply %2932, %2536 : tensor<256x512xf32>
    %2934 = stablehlo.subtract %arg131, %2933 : tensor<256x512xf32>
    return %2541, %2544, %2547, %2550, %2553, %2556, %2559, %2562, %2565, %2568, %2571, %2574, %2577, %2580, %2583, %2586, %2589, %2592, %2595, %2598, %2601, %2604, %2607, %2610, %2613, %2616, %2619, %2622, %2625, %2628, %2631, %2634, %2637, %2640, %2643, %2646, %2649, %2652, %2655, %2658, %2661, %2664, %2667, %2670, %2673, %2676, %2679, %2682, %2685, %2688, %2691, %2694, %2697, %2700, %2703, %2706, %2709, %2712, %2715, %2718, %2721, %2724, %2727, %2730, %2733, %2736, %2739, %2742, %2745, %2748, %2751, %2754, %2757, %2760, %2763, %2766, %2769, %2772, %2775, %2778, %2781, %2784, %2787, %2790, %2793, %2796, %2799, %2802, %2805, %2808, %2811, %2814, %2817, %2820, %2823, %2826, %2829, %2832, %2835, %2838, %2841, %2844, %2847, %2850, %2853, %2856, %2859, %2862, %2865, %2868, %2871, %2874, %2877, %2880, %2883, %2886, %2889, %2892, %2895, %2898, %2901, %2904, %2907, %2910, %2913, %2916, %2919, %2922, %2925, %2928, %2931, %2934, %1345 : tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<2048xf32>, tensor<512x2048xf32>, tensor<512xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<512xf32>, tensor<8x64x512xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<8x64xf32>, tensor<512x8x64xf32>, tensor<1024x512xf32>, tensor<512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<1024x512xf32>, %arg1: tensor<2x256xi32>) -> (tensor<2x256x512xf32>, tensor<2x256x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x256xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x256xi1>, tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x256x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x256x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x256x1xi1>, tensor<i1>) -> tensor<2x256xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xf32>, tensor<2x256x1xi32>) -> tensor<2x256x512xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x256xi1>) -> tensor<2x256x512xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x256x512xi1>, tensor<2x256x512xf32>
    return %16, %5 : tensor<2x256x512xf32>, tensor<2x256x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x256xi1>, %arg1: tensor<2x256xi32>, %arg2: tensor<2x256xi32>) -> tensor<2x256xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x256xi1>, tensor<2x256xi32>
    return %0 : tensor<2x256xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x256x256xf32>, %arg1: tensor<2x8x256x256xf32>, %arg2: tensor<f32>) -> (tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x256x256xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x256x256xf32>, tensor<2x1x256x256xf32>) -> tensor<2x1x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x256x256xi1>) -> tensor<2x8x256x256xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %4, %2 : tensor<2x8x256x256xf32>, tensor<2x8x256x256xi1>
  }
  func.func private @_one_hot(%arg0: tensor<2x255xi32>) -> tensor<2x255x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x255xi32>) -> tensor<2x255x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x1024xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x255x1xi32>) -> tensor<2x255x1024xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1024xi32>) -> tensor<2x255x1024xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x255x1024xi32>, tensor<2x255x1024xi32>) -> tensor<2x255x1024xi1>
    %5 = stablehlo.convert %4 : (tensor<2x255x1024xi1>) -> tensor<2x255x1024xf32>
    return %5 : tensor<2x255x1024xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x255x1024xf32>) -> (tensor<2x255x1024xf32>, tensor<2x255x1024xf32>, tensor<2x255x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x255x1024xf32>, tensor<f32>) -> tensor<2x255xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x255xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x255xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x255xf32>) -> tensor<2x255x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x255x1xf32>) -> tensor<2x255x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x255x1024xf32>
    %6 = stablehlo.exponential %5 : tensor<2x255x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x255x1024xf32>, tensor<f32>) -> tensor<2x255xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x255xf32>) -> tensor<2x255x1xf32>
    %9 = stablehlo.log %8 : tensor<2x255x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x255x1xf32>) -> tensor<2x255x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x255x1024xf32>
    return %11, %6, %8 : tensor<2x255x1024xf32>, tensor<2x255x1024xf32>, tensor<2x255x1xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2x255x1024xf32>, %arg1: tensor<2x255x1xf32>, %arg2: tensor<2x255x1024xf32>) -> tensor<2x255x1024xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x255x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x255x1024xf32>, tensor<f32>) -> tensor<2x255xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x255xf32>) -> tensor<2x255x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x255x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x255x1xf32>, tensor<f32>) -> tensor<2x255xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x255xf32>) -> tensor<2x255x1024xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x255x1024xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x255x1024xf32>
    return %7 : tensor<2x255x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x8x256x256xi1>, %arg1: tensor<2x8x256x256xf32>) -> tensor<2x8x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %1 : tensor<2x8x256x256xf32>
  }
  func.func private @_take_3(%arg0: tensor<2x256x1xi32>, %arg1: tensor<2x256x512xf32>) -> tensor<1024x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x512xf32>, tensor<2x256x1xi32>, tensor<2x256x512xf32>) -> tensor<1024x512xf32>
    return %1 : tensor<1024x512xf32>
  }
}
