module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<50x24xf32>, %arg1: tensor<32xf32>, %arg2: tensor<12x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<16xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<4x8xf32>, %arg14: tensor<32x4x8xf32>, %arg15: tensor<32xf32>, %arg16: tensor<4x8x32xf32>, %arg17: tensor<4x8xf32>, %arg18: tensor<32x4x8xf32>, %arg19: tensor<4x8xf32>, %arg20: tensor<32x4x8xf32>, %arg21: tensor<32xf32>, %arg22: tensor<24x32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<64x32xf32>, %arg25: tensor<64xf32>, %arg26: tensor<32x64xf32>, %arg27: tensor<16xf32>, %arg28: tensor<32x16xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<4x8xf32>, %arg34: tensor<32x4x8xf32>, %arg35: tensor<32xf32>, %arg36: tensor<4x8x32xf32>, %arg37: tensor<4x8xf32>, %arg38: tensor<32x4x8xf32>, %arg39: tensor<4x8xf32>, %arg40: tensor<32x4x8xf32>, %arg41: tensor<f32>, %arg42: tensor<i32>, %arg43: tensor<50x24xf32>, %arg44: tensor<32xf32>, %arg45: tensor<12x32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<64x32xf32>, %arg48: tensor<64xf32>, %arg49: tensor<32x64xf32>, %arg50: tensor<16xf32>, %arg51: tensor<32x16xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<4x8xf32>, %arg57: tensor<32x4x8xf32>, %arg58: tensor<32xf32>, %arg59: tensor<4x8x32xf32>, %arg60: tensor<4x8xf32>, %arg61: tensor<32x4x8xf32>, %arg62: tensor<4x8xf32>, %arg63: tensor<32x4x8xf32>, %arg64: tensor<32xf32>, %arg65: tensor<24x32xf32>, %arg66: tensor<32xf32>, %arg67: tensor<64x32xf32>, %arg68: tensor<64xf32>, %arg69: tensor<32x64xf32>, %arg70: tensor<16xf32>, %arg71: tensor<32x16xf32>, %arg72: tensor<32xf32>, %arg73: tensor<32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<4x8xf32>, %arg77: tensor<32x4x8xf32>, %arg78: tensor<32xf32>, %arg79: tensor<4x8x32xf32>, %arg80: tensor<4x8xf32>, %arg81: tensor<32x4x8xf32>, %arg82: tensor<4x8xf32>, %arg83: tensor<32x4x8xf32>, %arg84: tensor<f32>, %arg85: tensor<50x24xf32>, %arg86: tensor<32xf32>, %arg87: tensor<12x32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<64x32xf32>, %arg90: tensor<64xf32>, %arg91: tensor<32x64xf32>, %arg92: tensor<16xf32>, %arg93: tensor<32x16xf32>, %arg94: tensor<32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<4x8xf32>, %arg99: tensor<32x4x8xf32>, %arg100: tensor<32xf32>, %arg101: tensor<4x8x32xf32>, %arg102: tensor<4x8xf32>, %arg103: tensor<32x4x8xf32>, %arg104: tensor<4x8xf32>, %arg105: tensor<32x4x8xf32>, %arg106: tensor<32xf32>, %arg107: tensor<24x32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<64x32xf32>, %arg110: tensor<64xf32>, %arg111: tensor<32x64xf32>, %arg112: tensor<16xf32>, %arg113: tensor<32x16xf32>, %arg114: tensor<32xf32>, %arg115: tensor<32xf32>, %arg116: tensor<32xf32>, %arg117: tensor<32xf32>, %arg118: tensor<4x8xf32>, %arg119: tensor<32x4x8xf32>, %arg120: tensor<32xf32>, %arg121: tensor<4x8x32xf32>, %arg122: tensor<4x8xf32>, %arg123: tensor<32x4x8xf32>, %arg124: tensor<4x8xf32>, %arg125: tensor<32x4x8xf32>, %arg126: tensor<f32>, %arg127: tensor<4x6x12xf32>, %arg128: tensor<4x5xi32>) -> (tensor<50x24xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_1']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_2']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Tower_0']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_0']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['Tower_0']['SelfAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_0']['bias']"}, tensor<24x32xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_1']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_2']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Tower_1']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_1']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[0]['params']['Tower_1']['SelfAttention_0']['value']['kernel']"}, tensor<f32> {jax.result_info = "result[0]['params']['logit_scale']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<50x24xf32> {jax.result_info = "result[1][0].mu['params']['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_1']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_2']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_0']['SelfAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_0']['bias']"}, tensor<24x32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_1']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_2']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].mu['params']['Tower_1']['SelfAttention_0']['value']['kernel']"}, tensor<f32> {jax.result_info = "result[1][0].mu['params']['logit_scale']"}, tensor<50x24xf32> {jax.result_info = "result[1][0].nu['params']['Embed_0']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_1']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_2']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_0']['SelfAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_0']['bias']"}, tensor<24x32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_1']['bias']"}, tensor<64x32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_2']['bias']"}, tensor<32x64xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['LayerNorm_1']['scale']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['key']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['out']['bias']"}, tensor<4x8x32xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['out']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['query']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['query']['kernel']"}, tensor<4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['value']['bias']"}, tensor<32x4x8xf32> {jax.result_info = "result[1][0].nu['params']['Tower_1']['SelfAttention_0']['value']['kernel']"}, tensor<f32> {jax.result_info = "result[1][0].nu['params']['logit_scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg127, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6x12xf32>, tensor<12x32xf32>) -> tensor<4x6x32xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x6x32xf32>
    %4 = chlo.square %3 : tensor<4x6x32xf32> -> tensor<4x6x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x32xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<4x6x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4x6xf32>
    %13 = chlo.square %9 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<4x6xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<4x6xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<4x6xf32>
    %19 = stablehlo.compare EQ, %16, %18, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<4x6xi1>, tensor<4x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %24 = stablehlo.compare EQ, %23, %18, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<4x6xi1>, tensor<4x6xf32>
    %28 = stablehlo.divide %22, %27 : tensor<4x6xf32>
    %29 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %30 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %32 = stablehlo.subtract %3, %31 : tensor<4x6x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<4x6x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<4x6x1xf32>
    %36 = stablehlo.divide %35, %34 : tensor<4x6x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<4x6x1xf32>
    %39 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<4x6x32xf32>
    %43 = stablehlo.multiply %32, %42 : tensor<4x6x32xf32>
    %44 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %46 = stablehlo.add %43, %45 : tensor<4x6x32xf32>
    %47 = stablehlo.dot_general %46, %arg18, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<32x4x8xf32>) -> tensor<4x6x4x8xf32>
    %48 = stablehlo.reshape %arg17 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<4x6x4x8xf32>
    %50 = stablehlo.add %47, %49 : tensor<4x6x4x8xf32>
    %51 = stablehlo.dot_general %46, %arg14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<32x4x8xf32>) -> tensor<4x6x4x8xf32>
    %52 = stablehlo.reshape %arg13 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<4x6x4x8xf32>
    %54 = stablehlo.add %51, %53 : tensor<4x6x4x8xf32>
    %55 = stablehlo.dot_general %46, %arg20, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<32x4x8xf32>) -> tensor<4x6x4x8xf32>
    %56 = stablehlo.reshape %arg19 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<4x6x4x8xf32>
    %58 = stablehlo.add %55, %57 : tensor<4x6x4x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %59 = stablehlo.sqrt %cst_13 : tensor<f32>
    %60 = stablehlo.convert %59 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x6x4x8xf32>
    %62 = stablehlo.divide %50, %61 : tensor<4x6x4x8xf32>
    %63 = stablehlo.dot_general %62, %54, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<4x6x4x8xf32>) -> tensor<4x4x6x6xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x6x6xf32>, tensor<f32>) -> tensor<4x4x6xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x4x6xf32>
    %66 = stablehlo.maximum %65, %64 : tensor<4x4x6xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<4x4x6xf32>) -> tensor<4x4x6x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<4x4x6x1xf32>) -> tensor<4x4x6x6xf32>
    %69 = stablehlo.subtract %63, %68 : tensor<4x4x6x6xf32>
    %70 = stablehlo.exponential %69 : tensor<4x4x6x6xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<4x4x6x6xf32>, tensor<f32>) -> tensor<4x4x6xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<4x4x6xf32>) -> tensor<4x4x6x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<4x4x6x1xf32>) -> tensor<4x4x6x6xf32>
    %74 = stablehlo.divide %70, %73 : tensor<4x4x6x6xf32>
    %75 = stablehlo.multiply %72, %72 : tensor<4x4x6x1xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x4x6x1xf32>
    %77 = stablehlo.divide %76, %75 : tensor<4x4x6x1xf32>
    %78 = stablehlo.dot_general %58, %74, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<4x4x6x6xf32>) -> tensor<4x4x8x6xf32>
    %79 = stablehlo.transpose %78, dims = [0, 3, 1, 2] : (tensor<4x4x8x6xf32>) -> tensor<4x6x4x8xf32>
    %80 = stablehlo.dot_general %79, %arg16, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<4x8x32xf32>) -> tensor<4x6x32xf32>
    %81 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %83 = stablehlo.add %80, %82 : tensor<4x6x32xf32>
    %84 = stablehlo.add %3, %83 : tensor<4x6x32xf32>
    %85 = chlo.square %84 : tensor<4x6x32xf32> -> tensor<4x6x32xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x6x32xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<4x6x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%84 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %90 = stablehlo.divide %88, %89 : tensor<4x6xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%85 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %93 = stablehlo.divide %91, %92 : tensor<4x6xf32>
    %94 = chlo.square %90 : tensor<4x6xf32> -> tensor<4x6xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %96 = stablehlo.multiply %95, %90 : tensor<4x6xf32>
    %97 = stablehlo.subtract %93, %94 : tensor<4x6xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<4x6xf32>
    %100 = stablehlo.compare EQ, %97, %99, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %103 = stablehlo.select %100, %101, %102 : tensor<4x6xi1>, tensor<4x6xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %105 = stablehlo.compare EQ, %104, %99, FLOAT : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %108 = stablehlo.select %105, %106, %107 : tensor<4x6xi1>, tensor<4x6xf32>
    %109 = stablehlo.divide %103, %108 : tensor<4x6xf32>
    %110 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %111 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %113 = stablehlo.subtract %84, %112 : tensor<4x6x32xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %115 = stablehlo.add %111, %114 : tensor<4x6x1xf32>
    %116 = stablehlo.rsqrt %115 : tensor<4x6x1xf32>
    %117 = stablehlo.divide %116, %115 : tensor<4x6x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x6x1xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<4x6x1xf32>
    %120 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %121 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<4x6x32xf32>
    %124 = stablehlo.multiply %113, %123 : tensor<4x6x32xf32>
    %125 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %127 = stablehlo.add %124, %126 : tensor<4x6x32xf32>
    %128 = stablehlo.dot_general %127, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<32x64xf32>) -> tensor<4x6x64xf32>
    %129 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x6x64xf32>
    %131 = stablehlo.add %128, %130 : tensor<4x6x64xf32>
    %132 = stablehlo.multiply %131, %131 : tensor<4x6x64xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<4x6x64xf32>
    %134 = stablehlo.multiply %131, %131 : tensor<4x6x64xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<4x6x64xf32>
    %cst_33 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %138 = stablehlo.multiply %137, %133 : tensor<4x6x64xf32>
    %139 = stablehlo.add %131, %138 : tensor<4x6x64xf32>
    %cst_34 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<4x6x64xf32>
    %142 = stablehlo.tanh %141 : tensor<4x6x64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %144 = stablehlo.subtract %143, %142 : tensor<4x6x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %146 = stablehlo.add %145, %142 : tensor<4x6x64xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<4x6x64xf32>
    %149 = stablehlo.multiply %131, %148 : tensor<4x6x64xf32>
    %150 = stablehlo.dot_general %149, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6x64xf32>, tensor<64x32xf32>) -> tensor<4x6x32xf32>
    %151 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %153 = stablehlo.add %150, %152 : tensor<4x6x32xf32>
    %154 = stablehlo.add %84, %153 : tensor<4x6x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_39 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %157 = stablehlo.divide %155, %156 : tensor<4x32xf32>
    %158 = stablehlo.dot_general %157, %arg8, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
    %159 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x16xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %161 = stablehlo.add %158, %160 : tensor<4x16xf32>
    %162:2 = call @_take(%arg0, %arg128) : (tensor<50x24xf32>, tensor<4x5xi32>) -> (tensor<4x5x24xf32>, tensor<4x5x1xi32>)
    %163 = stablehlo.dot_general %162#0, %arg22, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5x24xf32>, tensor<24x32xf32>) -> tensor<4x5x32xf32>
    %164 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %166 = stablehlo.add %163, %165 : tensor<4x5x32xf32>
    %167 = chlo.square %166 : tensor<4x5x32xf32> -> tensor<4x5x32xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x5x32xf32>
    %169 = stablehlo.multiply %168, %166 : tensor<4x5x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%166 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %172 = stablehlo.divide %170, %171 : tensor<4x5xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%167 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %175 = stablehlo.divide %173, %174 : tensor<4x5xf32>
    %176 = chlo.square %172 : tensor<4x5xf32> -> tensor<4x5xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %178 = stablehlo.multiply %177, %172 : tensor<4x5xf32>
    %179 = stablehlo.subtract %175, %176 : tensor<4x5xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %181 = stablehlo.maximum %180, %179 : tensor<4x5xf32>
    %182 = stablehlo.compare EQ, %179, %181, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %185 = stablehlo.select %182, %183, %184 : tensor<4x5xi1>, tensor<4x5xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %187 = stablehlo.compare EQ, %186, %181, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %190 = stablehlo.select %187, %188, %189 : tensor<4x5xi1>, tensor<4x5xf32>
    %191 = stablehlo.divide %185, %190 : tensor<4x5xf32>
    %192 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %193 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<4x5x1xf32>) -> tensor<4x5x32xf32>
    %195 = stablehlo.subtract %166, %194 : tensor<4x5x32xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x5x1xf32>
    %197 = stablehlo.add %193, %196 : tensor<4x5x1xf32>
    %198 = stablehlo.rsqrt %197 : tensor<4x5x1xf32>
    %199 = stablehlo.divide %198, %197 : tensor<4x5x1xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x5x1xf32>
    %201 = stablehlo.multiply %200, %199 : tensor<4x5x1xf32>
    %202 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %203 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<4x5x1xf32>) -> tensor<4x5x32xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<4x5x32xf32>
    %206 = stablehlo.multiply %195, %205 : tensor<4x5x32xf32>
    %207 = stablehlo.reshape %arg29 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %209 = stablehlo.add %206, %208 : tensor<4x5x32xf32>
    %210 = stablehlo.dot_general %209, %arg38, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<32x4x8xf32>) -> tensor<4x5x4x8xf32>
    %211 = stablehlo.reshape %arg37 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<4x5x4x8xf32>
    %213 = stablehlo.add %210, %212 : tensor<4x5x4x8xf32>
    %214 = stablehlo.dot_general %209, %arg34, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<32x4x8xf32>) -> tensor<4x5x4x8xf32>
    %215 = stablehlo.reshape %arg33 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<4x5x4x8xf32>
    %217 = stablehlo.add %214, %216 : tensor<4x5x4x8xf32>
    %218 = stablehlo.dot_general %209, %arg40, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<32x4x8xf32>) -> tensor<4x5x4x8xf32>
    %219 = stablehlo.reshape %arg39 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<4x5x4x8xf32>
    %221 = stablehlo.add %218, %220 : tensor<4x5x4x8xf32>
    %cst_54 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %222 = stablehlo.sqrt %cst_54 : tensor<f32>
    %223 = stablehlo.convert %222 : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<4x5x4x8xf32>
    %225 = stablehlo.divide %213, %224 : tensor<4x5x4x8xf32>
    %226 = stablehlo.dot_general %225, %217, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<4x5x4x8xf32>) -> tensor<4x4x5x5xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x5x5xf32>, tensor<f32>) -> tensor<4x4x5xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x4x5xf32>
    %229 = stablehlo.maximum %228, %227 : tensor<4x4x5xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<4x4x5xf32>) -> tensor<4x4x5x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<4x4x5x1xf32>) -> tensor<4x4x5x5xf32>
    %232 = stablehlo.subtract %226, %231 : tensor<4x4x5x5xf32>
    %233 = stablehlo.exponential %232 : tensor<4x4x5x5xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<4x4x5x5xf32>, tensor<f32>) -> tensor<4x4x5xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<4x4x5xf32>) -> tensor<4x4x5x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<4x4x5x1xf32>) -> tensor<4x4x5x5xf32>
    %237 = stablehlo.divide %233, %236 : tensor<4x4x5x5xf32>
    %238 = stablehlo.multiply %235, %235 : tensor<4x4x5x1xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x4x5x1xf32>
    %240 = stablehlo.divide %239, %238 : tensor<4x4x5x1xf32>
    %241 = stablehlo.dot_general %221, %237, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<4x4x5x5xf32>) -> tensor<4x4x8x5xf32>
    %242 = stablehlo.transpose %241, dims = [0, 3, 1, 2] : (tensor<4x4x8x5xf32>) -> tensor<4x5x4x8xf32>
    %243 = stablehlo.dot_general %242, %arg36, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<4x8x32xf32>) -> tensor<4x5x32xf32>
    %244 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %246 = stablehlo.add %243, %245 : tensor<4x5x32xf32>
    %247 = stablehlo.add %166, %246 : tensor<4x5x32xf32>
    %248 = chlo.square %247 : tensor<4x5x32xf32> -> tensor<4x5x32xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x5x32xf32>
    %250 = stablehlo.multiply %249, %247 : tensor<4x5x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%247 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %253 = stablehlo.divide %251, %252 : tensor<4x5xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%248 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_63 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %256 = stablehlo.divide %254, %255 : tensor<4x5xf32>
    %257 = chlo.square %253 : tensor<4x5xf32> -> tensor<4x5xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %259 = stablehlo.multiply %258, %253 : tensor<4x5xf32>
    %260 = stablehlo.subtract %256, %257 : tensor<4x5xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %262 = stablehlo.maximum %261, %260 : tensor<4x5xf32>
    %263 = stablehlo.compare EQ, %260, %262, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %266 = stablehlo.select %263, %264, %265 : tensor<4x5xi1>, tensor<4x5xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %268 = stablehlo.compare EQ, %267, %262, FLOAT : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xi1>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %271 = stablehlo.select %268, %269, %270 : tensor<4x5xi1>, tensor<4x5xf32>
    %272 = stablehlo.divide %266, %271 : tensor<4x5xf32>
    %273 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %274 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %275 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<4x5x1xf32>) -> tensor<4x5x32xf32>
    %276 = stablehlo.subtract %247, %275 : tensor<4x5x32xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x5x1xf32>
    %278 = stablehlo.add %274, %277 : tensor<4x5x1xf32>
    %279 = stablehlo.rsqrt %278 : tensor<4x5x1xf32>
    %280 = stablehlo.divide %279, %278 : tensor<4x5x1xf32>
    %cst_72 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x5x1xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<4x5x1xf32>
    %283 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %284 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<4x5x1xf32>) -> tensor<4x5x32xf32>
    %285 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<4x5x32xf32>
    %287 = stablehlo.multiply %276, %286 : tensor<4x5x32xf32>
    %288 = stablehlo.reshape %arg31 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %290 = stablehlo.add %287, %289 : tensor<4x5x32xf32>
    %291 = stablehlo.dot_general %290, %arg26, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<32x64xf32>) -> tensor<4x5x64xf32>
    %292 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x5x64xf32>
    %294 = stablehlo.add %291, %293 : tensor<4x5x64xf32>
    %295 = stablehlo.multiply %294, %294 : tensor<4x5x64xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<4x5x64xf32>
    %297 = stablehlo.multiply %294, %294 : tensor<4x5x64xf32>
    %cst_73 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %299 = stablehlo.multiply %298, %297 : tensor<4x5x64xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %301 = stablehlo.multiply %300, %296 : tensor<4x5x64xf32>
    %302 = stablehlo.add %294, %301 : tensor<4x5x64xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<4x5x64xf32>
    %305 = stablehlo.tanh %304 : tensor<4x5x64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %307 = stablehlo.subtract %306, %305 : tensor<4x5x64xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %309 = stablehlo.add %308, %305 : tensor<4x5x64xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %311 = stablehlo.multiply %310, %309 : tensor<4x5x64xf32>
    %312 = stablehlo.multiply %294, %311 : tensor<4x5x64xf32>
    %313 = stablehlo.dot_general %312, %arg24, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x5x64xf32>, tensor<64x32xf32>) -> tensor<4x5x32xf32>
    %314 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %316 = stablehlo.add %313, %315 : tensor<4x5x32xf32>
    %317 = stablehlo.add %247, %316 : tensor<4x5x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_80 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %320 = stablehlo.divide %318, %319 : tensor<4x32xf32>
    %321 = stablehlo.dot_general %320, %arg28, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<32x16xf32>) -> tensor<4x16xf32>
    %322 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x16xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %324 = stablehlo.add %321, %323 : tensor<4x16xf32>
    %325:2 = call @norm(%161) : (tensor<4x16xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>)
    %326 = stablehlo.broadcast_in_dim %325#0, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %327 = stablehlo.divide %161, %326 : tensor<4x16xf32>
    %328 = stablehlo.multiply %325#0, %325#0 : tensor<4x1xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %330 = stablehlo.divide %329, %328 : tensor<4x1xf32>
    %331:2 = call @norm(%324) : (tensor<4x16xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>)
    %332 = stablehlo.broadcast_in_dim %331#0, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %333 = stablehlo.divide %324, %332 : tensor<4x16xf32>
    %334 = stablehlo.multiply %331#0, %331#0 : tensor<4x1xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %336 = stablehlo.divide %335, %334 : tensor<4x1xf32>
    %337 = stablehlo.exponential %arg41 : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %339 = stablehlo.multiply %338, %327 : tensor<4x16xf32>
    %340 = stablehlo.transpose %333, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %341 = stablehlo.dot_general %339, %340, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16xf32>, tensor<16x4xf32>) -> tensor<4x4xf32>
    %342 = stablehlo.iota dim = 0 : tensor<4xi32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %344:2 = call @take_along_axis(%341, %343) : (tensor<4x4xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %345:2 = call @_take_0(%344#0, %c) : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %346 = stablehlo.reduce(%341 init: %cst_83) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %348 = stablehlo.maximum %347, %346 : tensor<4xf32>
    %349 = stablehlo.is_finite %348 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %351 = stablehlo.select %349, %348, %350 : tensor<4xi1>, tensor<4xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %354 = stablehlo.subtract %341, %353 : tensor<4x4xf32>
    %355 = stablehlo.exponential %354 : tensor<4x4xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_86) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %357 = stablehlo.abs %356 : tensor<4xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %359 = stablehlo.compare GE, %356, %358, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %360 = stablehlo.log %357 : tensor<4xf32>
    %361 = stablehlo.add %360, %351 : tensor<4xf32>
    %362 = stablehlo.subtract %361, %345#0 : tensor<4xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_88) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %364 = stablehlo.divide %363, %cst_89 : tensor<f32>
    %365 = stablehlo.transpose %341, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %366 = stablehlo.broadcast_in_dim %342, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %367:2 = call @take_along_axis(%365, %366) : (tensor<4x4xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %368:2 = call @_take_0(%367#0, %c_90) : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %369 = stablehlo.reduce(%365 init: %cst_91) applies stablehlo.maximum across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %371 = stablehlo.maximum %370, %369 : tensor<4xf32>
    %372 = stablehlo.is_finite %371 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %374 = stablehlo.select %372, %371, %373 : tensor<4xi1>, tensor<4xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %377 = stablehlo.subtract %365, %376 : tensor<4x4xf32>
    %378 = stablehlo.exponential %377 : tensor<4x4xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_94) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %380 = stablehlo.abs %379 : tensor<4xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %382 = stablehlo.compare GE, %379, %381, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %383 = stablehlo.log %380 : tensor<4xf32>
    %384 = stablehlo.add %383, %374 : tensor<4xf32>
    %385 = stablehlo.subtract %384, %368#0 : tensor<4xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_96) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %387 = stablehlo.divide %386, %cst_97 : tensor<f32>
    %388 = stablehlo.add %364, %387 : tensor<f32>
    %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %389 = stablehlo.divide %388, %cst_98 : tensor<f32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_100 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %390 = stablehlo.divide %cst_99, %cst_100 : tensor<f32>
    %cst_101 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %391 = stablehlo.divide %390, %cst_101 : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %393 = stablehlo.negate %392 : tensor<4xf32>
    %394 = stablehlo.divide %392, %380 : tensor<4xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %396 = stablehlo.select %382, %395, %394 : tensor<4xi1>, tensor<4xf32>
    %397 = stablehlo.select %382, %394, %395 : tensor<4xi1>, tensor<4xf32>
    %398 = stablehlo.negate %396 : tensor<4xf32>
    %399 = stablehlo.add %397, %398 : tensor<4xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %401 = stablehlo.multiply %400, %378 : tensor<4x4xf32>
    %402 = call @_take_2(%368#1, %393) : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %403 = call @take_along_axis_3(%367#1, %402) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>
    %404 = stablehlo.add %401, %403 : tensor<4x4xf32>
    %405 = stablehlo.transpose %404, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_103 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %406 = stablehlo.divide %390, %cst_103 : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %408 = stablehlo.negate %407 : tensor<4xf32>
    %409 = stablehlo.divide %407, %357 : tensor<4xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %411 = stablehlo.select %359, %410, %409 : tensor<4xi1>, tensor<4xf32>
    %412 = stablehlo.select %359, %409, %410 : tensor<4xi1>, tensor<4xf32>
    %413 = stablehlo.negate %411 : tensor<4xf32>
    %414 = stablehlo.add %412, %413 : tensor<4xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %416 = stablehlo.multiply %415, %355 : tensor<4x4xf32>
    %417 = stablehlo.add %405, %416 : tensor<4x4xf32>
    %418 = call @_take_2(%345#1, %408) : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %419 = call @take_along_axis_3(%344#1, %418) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>
    %420 = stablehlo.add %417, %419 : tensor<4x4xf32>
    %421 = stablehlo.dot_general %420, %339, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %422 = stablehlo.transpose %421, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %423 = stablehlo.dot_general %420, %340, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<16x4xf32>) -> tensor<4x16xf32>
    %424 = stablehlo.transpose %422, dims = [1, 0] : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %425 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %426 = stablehlo.multiply %425, %423 : tensor<4x16xf32>
    %427 = stablehlo.multiply %423, %327 : tensor<4x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %429 = stablehlo.multiply %428, %337 : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %431 = stablehlo.multiply %424, %430 : tensor<4x16xf32>
    %432 = stablehlo.multiply %431, %324 : tensor<4x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_106) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %434 = stablehlo.reshape %433 : (tensor<4xf32>) -> tensor<4x1xf32>
    %435 = stablehlo.negate %434 : tensor<4x1xf32>
    %436 = stablehlo.broadcast_in_dim %331#0, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %437 = stablehlo.divide %424, %436 : tensor<4x16xf32>
    %438 = call @norm_4(%324, %331#1, %435) : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x16xf32>
    %439 = stablehlo.add %437, %438 : tensor<4x16xf32>
    %440 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %441 = stablehlo.multiply %426, %440 : tensor<4x16xf32>
    %442 = stablehlo.multiply %441, %161 : tensor<4x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_107) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %444 = stablehlo.reshape %443 : (tensor<4xf32>) -> tensor<4x1xf32>
    %445 = stablehlo.negate %444 : tensor<4x1xf32>
    %446 = stablehlo.broadcast_in_dim %325#0, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %447 = stablehlo.divide %426, %446 : tensor<4x16xf32>
    %448 = call @norm_4(%161, %325#1, %445) : (tensor<4x16xf32>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x16xf32>
    %449 = stablehlo.add %447, %448 : tensor<4x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%439 init: %cst_108) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %451 = stablehlo.reshape %450 : (tensor<16xf32>) -> tensor<1x16xf32>
    %452 = stablehlo.reshape %451 : (tensor<1x16xf32>) -> tensor<16xf32>
    %453 = stablehlo.dot_general %439, %320, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %454 = stablehlo.transpose %453, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %455 = stablehlo.dot_general %439, %arg28, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<4x32xf32>
    %cst_109 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %457 = stablehlo.divide %455, %456 : tensor<4x32xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x5x32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<32xf32>
    %460 = stablehlo.reshape %459 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %461 = stablehlo.reshape %460 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %462 = stablehlo.dot_general %458, %312, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<4x5x64xf32>) -> tensor<32x64xf32>
    %463 = stablehlo.transpose %462, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %464 = stablehlo.dot_general %458, %arg24, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<64x32xf32>) -> tensor<4x5x64xf32>
    %465 = stablehlo.multiply %294, %464 : tensor<4x5x64xf32>
    %466 = stablehlo.multiply %464, %311 : tensor<4x5x64xf32>
    %cst_111 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %468 = stablehlo.multiply %467, %465 : tensor<4x5x64xf32>
    %469 = stablehlo.multiply %468, %307 : tensor<4x5x64xf32>
    %470 = stablehlo.multiply %469, %305 : tensor<4x5x64xf32>
    %471 = stablehlo.add %469, %470 : tensor<4x5x64xf32>
    %cst_112 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<4x5x64xf32>
    %474 = stablehlo.add %466, %473 : tensor<4x5x64xf32>
    %cst_113 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x5x64xf32>
    %476 = stablehlo.multiply %475, %473 : tensor<4x5x64xf32>
    %477 = stablehlo.multiply %476, %299 : tensor<4x5x64xf32>
    %478 = stablehlo.add %474, %477 : tensor<4x5x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x64xf32>, tensor<f32>) -> tensor<64xf32>
    %480 = stablehlo.reshape %479 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %481 = stablehlo.reshape %480 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %482 = stablehlo.dot_general %478, %290, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x64xf32>, tensor<4x5x32xf32>) -> tensor<64x32xf32>
    %483 = stablehlo.transpose %482, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %484 = stablehlo.dot_general %478, %arg26, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x64xf32>, tensor<32x64xf32>) -> tensor<4x5x32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<32xf32>
    %486 = stablehlo.reshape %485 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %487 = stablehlo.reshape %486 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %488 = stablehlo.multiply %276, %484 : tensor<4x5x32xf32>
    %489 = stablehlo.multiply %484, %286 : tensor<4x5x32xf32>
    %490 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<4x5x1xf32>) -> tensor<4x5x32xf32>
    %491 = stablehlo.multiply %490, %488 : tensor<4x5x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<32xf32>
    %493 = stablehlo.reshape %492 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %494 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %495 = stablehlo.multiply %488, %494 : tensor<4x5x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %497 = stablehlo.reshape %496 : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %498 = stablehlo.reshape %493 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %499 = stablehlo.multiply %497, %282 : tensor<4x5x1xf32>
    %500 = stablehlo.negate %489 : tensor<4x5x32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %502 = stablehlo.reshape %501 : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %503 = stablehlo.add %458, %489 : tensor<4x5x32xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%499 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<4x5x1xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.reduce(%502 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<4x5x1xf32>, tensor<f32>) -> tensor<4x5xf32>
    %506 = stablehlo.multiply %504, %272 : tensor<4x5xf32>
    %507 = stablehlo.negate %506 : tensor<4x5xf32>
    %508 = stablehlo.multiply %507, %259 : tensor<4x5xf32>
    %509 = stablehlo.add %505, %508 : tensor<4x5xf32>
    %cst_121 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %511 = stablehlo.divide %506, %510 : tensor<4x5xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x32xf32>
    %cst_122 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %514 = stablehlo.divide %509, %513 : tensor<4x5xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x32xf32>
    %516 = stablehlo.add %503, %515 : tensor<4x5x32xf32>
    %517 = stablehlo.multiply %512, %250 : tensor<4x5x32xf32>
    %518 = stablehlo.add %516, %517 : tensor<4x5x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%518 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<32xf32>
    %520 = stablehlo.reshape %519 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %521 = stablehlo.reshape %520 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %522 = stablehlo.dot_general %518, %242, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<4x5x4x8xf32>) -> tensor<32x4x8xf32>
    %523 = stablehlo.transpose %522, dims = [1, 2, 0] : (tensor<32x4x8xf32>) -> tensor<4x8x32xf32>
    %524 = stablehlo.dot_general %518, %arg36, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<4x8x32xf32>) -> tensor<4x5x4x8xf32>
    %525 = stablehlo.transpose %524, dims = [0, 2, 3, 1] : (tensor<4x5x4x8xf32>) -> tensor<4x4x8x5xf32>
    %526 = stablehlo.dot_general %525, %221, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x4x8x5xf32>, tensor<4x5x4x8xf32>) -> tensor<4x4x5x5xf32>
    %527 = stablehlo.dot_general %525, %237, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x4x8x5xf32>, tensor<4x4x5x5xf32>) -> tensor<4x4x8x5xf32>
    %528 = stablehlo.transpose %527, dims = [0, 3, 1, 2] : (tensor<4x4x8x5xf32>) -> tensor<4x5x4x8xf32>
    %529 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<4x4x5x1xf32>) -> tensor<4x4x5x5xf32>
    %530 = stablehlo.multiply %526, %529 : tensor<4x4x5x5xf32>
    %531 = stablehlo.multiply %530, %233 : tensor<4x4x5x5xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_124) applies stablehlo.add across dimensions = [3] : (tensor<4x4x5x5xf32>, tensor<f32>) -> tensor<4x4x5xf32>
    %533 = stablehlo.reshape %532 : (tensor<4x4x5xf32>) -> tensor<4x4x5x1xf32>
    %534 = stablehlo.negate %533 : tensor<4x4x5x1xf32>
    %535 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<4x4x5x1xf32>) -> tensor<4x4x5x5xf32>
    %536 = stablehlo.divide %526, %535 : tensor<4x4x5x5xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%534 init: %cst_125) applies stablehlo.add across dimensions = [3] : (tensor<4x4x5x1xf32>, tensor<f32>) -> tensor<4x4x5xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<4x4x5xf32>) -> tensor<4x4x5x5xf32>
    %539 = stablehlo.add %536, %538 : tensor<4x4x5x5xf32>
    %540 = stablehlo.multiply %539, %233 : tensor<4x4x5x5xf32>
    %541 = stablehlo.dot_general %540, %225, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4x5x5xf32>, tensor<4x5x4x8xf32>) -> tensor<4x4x5x8xf32>
    %542 = stablehlo.transpose %541, dims = [0, 2, 1, 3] : (tensor<4x4x5x8xf32>) -> tensor<4x5x4x8xf32>
    %543 = stablehlo.dot_general %540, %217, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4x5x5xf32>, tensor<4x5x4x8xf32>) -> tensor<4x4x5x8xf32>
    %544 = stablehlo.transpose %543, dims = [0, 2, 1, 3] : (tensor<4x4x5x8xf32>) -> tensor<4x5x4x8xf32>
    %545 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<4x5x4x8xf32>
    %546 = stablehlo.divide %544, %545 : tensor<4x5x4x8xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%528 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %548 = stablehlo.reshape %547 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %549 = stablehlo.reshape %548 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %550 = stablehlo.dot_general %528, %209, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<4x5x32xf32>) -> tensor<4x8x32xf32>
    %551 = stablehlo.transpose %550, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %552 = stablehlo.dot_general %528, %arg40, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<32x4x8xf32>) -> tensor<4x5x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.reduce(%542 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %554 = stablehlo.reshape %553 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %555 = stablehlo.reshape %554 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %556 = stablehlo.dot_general %542, %209, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<4x5x32xf32>) -> tensor<4x8x32xf32>
    %557 = stablehlo.transpose %556, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %558 = stablehlo.dot_general %542, %arg34, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<32x4x8xf32>) -> tensor<4x5x32xf32>
    %559 = stablehlo.add %552, %558 : tensor<4x5x32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%546 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %561 = stablehlo.reshape %560 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %562 = stablehlo.reshape %561 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %563 = stablehlo.dot_general %546, %209, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<4x5x32xf32>) -> tensor<4x8x32xf32>
    %564 = stablehlo.transpose %563, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %565 = stablehlo.dot_general %546, %arg38, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x5x4x8xf32>, tensor<32x4x8xf32>) -> tensor<4x5x32xf32>
    %566 = stablehlo.add %559, %565 : tensor<4x5x32xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<32xf32>
    %568 = stablehlo.reshape %567 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %569 = stablehlo.reshape %568 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %570 = stablehlo.multiply %195, %566 : tensor<4x5x32xf32>
    %571 = stablehlo.multiply %566, %205 : tensor<4x5x32xf32>
    %572 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<4x5x1xf32>) -> tensor<4x5x32xf32>
    %573 = stablehlo.multiply %572, %570 : tensor<4x5x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.reshape %574 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %576 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x5x32xf32>
    %577 = stablehlo.multiply %570, %576 : tensor<4x5x32xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%577 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %579 = stablehlo.reshape %578 : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %580 = stablehlo.reshape %575 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %581 = stablehlo.multiply %579, %201 : tensor<4x5x1xf32>
    %582 = stablehlo.negate %571 : tensor<4x5x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<4x5xf32>
    %584 = stablehlo.reshape %583 : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %585 = stablehlo.add %518, %571 : tensor<4x5x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%581 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<4x5x1xf32>, tensor<f32>) -> tensor<4x5xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%584 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<4x5x1xf32>, tensor<f32>) -> tensor<4x5xf32>
    %588 = stablehlo.multiply %586, %191 : tensor<4x5xf32>
    %589 = stablehlo.negate %588 : tensor<4x5xf32>
    %590 = stablehlo.multiply %589, %178 : tensor<4x5xf32>
    %591 = stablehlo.add %587, %590 : tensor<4x5xf32>
    %cst_135 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %593 = stablehlo.divide %588, %592 : tensor<4x5xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x32xf32>
    %cst_136 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %596 = stablehlo.divide %591, %595 : tensor<4x5xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x32xf32>
    %598 = stablehlo.add %585, %597 : tensor<4x5x32xf32>
    %599 = stablehlo.multiply %594, %169 : tensor<4x5x32xf32>
    %600 = stablehlo.add %598, %599 : tensor<4x5x32xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x5x32xf32>, tensor<f32>) -> tensor<32xf32>
    %602 = stablehlo.reshape %601 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %603 = stablehlo.reshape %602 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %604 = stablehlo.dot_general %600, %162#0, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<4x5x24xf32>) -> tensor<32x24xf32>
    %605 = stablehlo.transpose %604, dims = [1, 0] : (tensor<32x24xf32>) -> tensor<24x32xf32>
    %606 = stablehlo.dot_general %600, %arg22, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<24x32xf32>) -> tensor<4x5x24xf32>
    %607 = call @_take_5(%162#1, %606) : (tensor<4x5x1xi32>, tensor<4x5x24xf32>) -> tensor<50x24xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.reduce(%449 init: %cst_138) applies stablehlo.add across dimensions = [0] : (tensor<4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %609 = stablehlo.reshape %608 : (tensor<16xf32>) -> tensor<1x16xf32>
    %610 = stablehlo.reshape %609 : (tensor<1x16xf32>) -> tensor<16xf32>
    %611 = stablehlo.dot_general %449, %157, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16xf32>, tensor<4x32xf32>) -> tensor<16x32xf32>
    %612 = stablehlo.transpose %611, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %613 = stablehlo.dot_general %449, %arg8, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16xf32>, tensor<32x16xf32>) -> tensor<4x32xf32>
    %cst_139 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %615 = stablehlo.divide %613, %614 : tensor<4x32xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x6x32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %618 = stablehlo.reshape %617 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %619 = stablehlo.reshape %618 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %620 = stablehlo.dot_general %616, %149, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<4x6x64xf32>) -> tensor<32x64xf32>
    %621 = stablehlo.transpose %620, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %622 = stablehlo.dot_general %616, %arg4, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<64x32xf32>) -> tensor<4x6x64xf32>
    %623 = stablehlo.multiply %131, %622 : tensor<4x6x64xf32>
    %624 = stablehlo.multiply %622, %148 : tensor<4x6x64xf32>
    %cst_141 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %626 = stablehlo.multiply %625, %623 : tensor<4x6x64xf32>
    %627 = stablehlo.multiply %626, %144 : tensor<4x6x64xf32>
    %628 = stablehlo.multiply %627, %142 : tensor<4x6x64xf32>
    %629 = stablehlo.add %627, %628 : tensor<4x6x64xf32>
    %cst_142 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %631 = stablehlo.multiply %630, %629 : tensor<4x6x64xf32>
    %632 = stablehlo.add %624, %631 : tensor<4x6x64xf32>
    %cst_143 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<4x6x64xf32>
    %634 = stablehlo.multiply %633, %631 : tensor<4x6x64xf32>
    %635 = stablehlo.multiply %634, %136 : tensor<4x6x64xf32>
    %636 = stablehlo.add %632, %635 : tensor<4x6x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%636 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x64xf32>, tensor<f32>) -> tensor<64xf32>
    %638 = stablehlo.reshape %637 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %639 = stablehlo.reshape %638 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %640 = stablehlo.dot_general %636, %127, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x64xf32>, tensor<4x6x32xf32>) -> tensor<64x32xf32>
    %641 = stablehlo.transpose %640, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %642 = stablehlo.dot_general %636, %arg6, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x64xf32>, tensor<32x64xf32>) -> tensor<4x6x32xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%642 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %644 = stablehlo.reshape %643 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %645 = stablehlo.reshape %644 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %646 = stablehlo.multiply %113, %642 : tensor<4x6x32xf32>
    %647 = stablehlo.multiply %642, %123 : tensor<4x6x32xf32>
    %648 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %649 = stablehlo.multiply %648, %646 : tensor<4x6x32xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.reduce(%649 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %651 = stablehlo.reshape %650 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %652 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %653 = stablehlo.multiply %646, %652 : tensor<4x6x32xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %655 = stablehlo.reshape %654 : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %656 = stablehlo.reshape %651 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %657 = stablehlo.multiply %655, %119 : tensor<4x6x1xf32>
    %658 = stablehlo.negate %647 : tensor<4x6x32xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %660 = stablehlo.reshape %659 : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %661 = stablehlo.add %616, %647 : tensor<4x6x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%657 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<4x6x1xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%660 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<4x6x1xf32>, tensor<f32>) -> tensor<4x6xf32>
    %664 = stablehlo.multiply %662, %109 : tensor<4x6xf32>
    %665 = stablehlo.negate %664 : tensor<4x6xf32>
    %666 = stablehlo.multiply %665, %96 : tensor<4x6xf32>
    %667 = stablehlo.add %663, %666 : tensor<4x6xf32>
    %cst_151 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %669 = stablehlo.divide %664, %668 : tensor<4x6xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x32xf32>
    %cst_152 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %672 = stablehlo.divide %667, %671 : tensor<4x6xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x32xf32>
    %674 = stablehlo.add %661, %673 : tensor<4x6x32xf32>
    %675 = stablehlo.multiply %670, %87 : tensor<4x6x32xf32>
    %676 = stablehlo.add %674, %675 : tensor<4x6x32xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%676 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %678 = stablehlo.reshape %677 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %679 = stablehlo.reshape %678 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %680 = stablehlo.dot_general %676, %79, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<4x6x4x8xf32>) -> tensor<32x4x8xf32>
    %681 = stablehlo.transpose %680, dims = [1, 2, 0] : (tensor<32x4x8xf32>) -> tensor<4x8x32xf32>
    %682 = stablehlo.dot_general %676, %arg16, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<4x8x32xf32>) -> tensor<4x6x4x8xf32>
    %683 = stablehlo.transpose %682, dims = [0, 2, 3, 1] : (tensor<4x6x4x8xf32>) -> tensor<4x4x8x6xf32>
    %684 = stablehlo.dot_general %683, %58, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x4x8x6xf32>, tensor<4x6x4x8xf32>) -> tensor<4x4x6x6xf32>
    %685 = stablehlo.dot_general %683, %74, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x4x8x6xf32>, tensor<4x4x6x6xf32>) -> tensor<4x4x8x6xf32>
    %686 = stablehlo.transpose %685, dims = [0, 3, 1, 2] : (tensor<4x4x8x6xf32>) -> tensor<4x6x4x8xf32>
    %687 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<4x4x6x1xf32>) -> tensor<4x4x6x6xf32>
    %688 = stablehlo.multiply %684, %687 : tensor<4x4x6x6xf32>
    %689 = stablehlo.multiply %688, %70 : tensor<4x4x6x6xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.reduce(%689 init: %cst_154) applies stablehlo.add across dimensions = [3] : (tensor<4x4x6x6xf32>, tensor<f32>) -> tensor<4x4x6xf32>
    %691 = stablehlo.reshape %690 : (tensor<4x4x6xf32>) -> tensor<4x4x6x1xf32>
    %692 = stablehlo.negate %691 : tensor<4x4x6x1xf32>
    %693 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<4x4x6x1xf32>) -> tensor<4x4x6x6xf32>
    %694 = stablehlo.divide %684, %693 : tensor<4x4x6x6xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%692 init: %cst_155) applies stablehlo.add across dimensions = [3] : (tensor<4x4x6x1xf32>, tensor<f32>) -> tensor<4x4x6xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<4x4x6xf32>) -> tensor<4x4x6x6xf32>
    %697 = stablehlo.add %694, %696 : tensor<4x4x6x6xf32>
    %698 = stablehlo.multiply %697, %70 : tensor<4x4x6x6xf32>
    %699 = stablehlo.dot_general %698, %62, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4x6x6xf32>, tensor<4x6x4x8xf32>) -> tensor<4x4x6x8xf32>
    %700 = stablehlo.transpose %699, dims = [0, 2, 1, 3] : (tensor<4x4x6x8xf32>) -> tensor<4x6x4x8xf32>
    %701 = stablehlo.dot_general %698, %54, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4x6x6xf32>, tensor<4x6x4x8xf32>) -> tensor<4x4x6x8xf32>
    %702 = stablehlo.transpose %701, dims = [0, 2, 1, 3] : (tensor<4x4x6x8xf32>) -> tensor<4x6x4x8xf32>
    %703 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x6x4x8xf32>
    %704 = stablehlo.divide %702, %703 : tensor<4x6x4x8xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%686 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %706 = stablehlo.reshape %705 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %707 = stablehlo.reshape %706 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %708 = stablehlo.dot_general %686, %46, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<4x6x32xf32>) -> tensor<4x8x32xf32>
    %709 = stablehlo.transpose %708, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %710 = stablehlo.dot_general %686, %arg20, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<32x4x8xf32>) -> tensor<4x6x32xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%700 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %712 = stablehlo.reshape %711 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %713 = stablehlo.reshape %712 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %714 = stablehlo.dot_general %700, %46, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<4x6x32xf32>) -> tensor<4x8x32xf32>
    %715 = stablehlo.transpose %714, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %716 = stablehlo.dot_general %700, %arg14, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<32x4x8xf32>) -> tensor<4x6x32xf32>
    %717 = stablehlo.add %710, %716 : tensor<4x6x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%704 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %719 = stablehlo.reshape %718 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %720 = stablehlo.reshape %719 : (tensor<1x1x4x8xf32>) -> tensor<4x8xf32>
    %721 = stablehlo.dot_general %704, %46, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<4x6x32xf32>) -> tensor<4x8x32xf32>
    %722 = stablehlo.transpose %721, dims = [2, 0, 1] : (tensor<4x8x32xf32>) -> tensor<32x4x8xf32>
    %723 = stablehlo.dot_general %704, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<4x6x4x8xf32>, tensor<32x4x8xf32>) -> tensor<4x6x32xf32>
    %724 = stablehlo.add %717, %723 : tensor<4x6x32xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %726 = stablehlo.reshape %725 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %727 = stablehlo.reshape %726 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %728 = stablehlo.multiply %32, %724 : tensor<4x6x32xf32>
    %729 = stablehlo.multiply %724, %42 : tensor<4x6x32xf32>
    %730 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<4x6x1xf32>) -> tensor<4x6x32xf32>
    %731 = stablehlo.multiply %730, %728 : tensor<4x6x32xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %733 = stablehlo.reshape %732 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %734 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x6x32xf32>
    %735 = stablehlo.multiply %728, %734 : tensor<4x6x32xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.reduce(%735 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %737 = stablehlo.reshape %736 : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %738 = stablehlo.reshape %733 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %739 = stablehlo.multiply %737, %38 : tensor<4x6x1xf32>
    %740 = stablehlo.negate %729 : tensor<4x6x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.reduce(%740 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<4x6xf32>
    %742 = stablehlo.reshape %741 : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %743 = stablehlo.add %676, %729 : tensor<4x6x32xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %744 = stablehlo.reduce(%739 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<4x6x1xf32>, tensor<f32>) -> tensor<4x6xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%742 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<4x6x1xf32>, tensor<f32>) -> tensor<4x6xf32>
    %746 = stablehlo.multiply %744, %28 : tensor<4x6xf32>
    %747 = stablehlo.negate %746 : tensor<4x6xf32>
    %748 = stablehlo.multiply %747, %15 : tensor<4x6xf32>
    %749 = stablehlo.add %745, %748 : tensor<4x6xf32>
    %cst_165 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %751 = stablehlo.divide %746, %750 : tensor<4x6xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x32xf32>
    %cst_166 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<4x6xf32>
    %754 = stablehlo.divide %749, %753 : tensor<4x6xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0, 1] : (tensor<4x6xf32>) -> tensor<4x6x32xf32>
    %756 = stablehlo.add %743, %755 : tensor<4x6x32xf32>
    %757 = stablehlo.multiply %752, %6 : tensor<4x6x32xf32>
    %758 = stablehlo.add %756, %757 : tensor<4x6x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%758 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x6x32xf32>, tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.reshape %759 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %761 = stablehlo.reshape %760 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %762 = stablehlo.dot_general %758, %arg127, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<4x6x32xf32>, tensor<4x6x12xf32>) -> tensor<32x12xf32>
    %763 = stablehlo.transpose %762, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %765 = stablehlo.multiply %764, %607 : tensor<50x24xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %767 = stablehlo.multiply %766, %arg43 : tensor<50x24xf32>
    %768 = stablehlo.add %765, %767 : tensor<50x24xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %770 = stablehlo.multiply %769, %761 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %772 = stablehlo.multiply %771, %arg44 : tensor<32xf32>
    %773 = stablehlo.add %770, %772 : tensor<32xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %775 = stablehlo.multiply %774, %763 : tensor<12x32xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %777 = stablehlo.multiply %776, %arg45 : tensor<12x32xf32>
    %778 = stablehlo.add %775, %777 : tensor<12x32xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %780 = stablehlo.multiply %779, %619 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %782 = stablehlo.multiply %781, %arg46 : tensor<32xf32>
    %783 = stablehlo.add %780, %782 : tensor<32xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %785 = stablehlo.multiply %784, %621 : tensor<64x32xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %787 = stablehlo.multiply %786, %arg47 : tensor<64x32xf32>
    %788 = stablehlo.add %785, %787 : tensor<64x32xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %790 = stablehlo.multiply %789, %639 : tensor<64xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %792 = stablehlo.multiply %791, %arg48 : tensor<64xf32>
    %793 = stablehlo.add %790, %792 : tensor<64xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %795 = stablehlo.multiply %794, %641 : tensor<32x64xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %797 = stablehlo.multiply %796, %arg49 : tensor<32x64xf32>
    %798 = stablehlo.add %795, %797 : tensor<32x64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %800 = stablehlo.multiply %799, %610 : tensor<16xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %802 = stablehlo.multiply %801, %arg50 : tensor<16xf32>
    %803 = stablehlo.add %800, %802 : tensor<16xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %805 = stablehlo.multiply %804, %612 : tensor<32x16xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %807 = stablehlo.multiply %806, %arg51 : tensor<32x16xf32>
    %808 = stablehlo.add %805, %807 : tensor<32x16xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %810 = stablehlo.multiply %809, %727 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %812 = stablehlo.multiply %811, %arg52 : tensor<32xf32>
    %813 = stablehlo.add %810, %812 : tensor<32xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %815 = stablehlo.multiply %814, %738 : tensor<32xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %817 = stablehlo.multiply %816, %arg53 : tensor<32xf32>
    %818 = stablehlo.add %815, %817 : tensor<32xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %820 = stablehlo.multiply %819, %645 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %822 = stablehlo.multiply %821, %arg54 : tensor<32xf32>
    %823 = stablehlo.add %820, %822 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %825 = stablehlo.multiply %824, %656 : tensor<32xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %827 = stablehlo.multiply %826, %arg55 : tensor<32xf32>
    %828 = stablehlo.add %825, %827 : tensor<32xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %830 = stablehlo.multiply %829, %713 : tensor<4x8xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %832 = stablehlo.multiply %831, %arg56 : tensor<4x8xf32>
    %833 = stablehlo.add %830, %832 : tensor<4x8xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %835 = stablehlo.multiply %834, %715 : tensor<32x4x8xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %837 = stablehlo.multiply %836, %arg57 : tensor<32x4x8xf32>
    %838 = stablehlo.add %835, %837 : tensor<32x4x8xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %840 = stablehlo.multiply %839, %679 : tensor<32xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %842 = stablehlo.multiply %841, %arg58 : tensor<32xf32>
    %843 = stablehlo.add %840, %842 : tensor<32xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %845 = stablehlo.multiply %844, %681 : tensor<4x8x32xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %847 = stablehlo.multiply %846, %arg59 : tensor<4x8x32xf32>
    %848 = stablehlo.add %845, %847 : tensor<4x8x32xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %850 = stablehlo.multiply %849, %720 : tensor<4x8xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %852 = stablehlo.multiply %851, %arg60 : tensor<4x8xf32>
    %853 = stablehlo.add %850, %852 : tensor<4x8xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %855 = stablehlo.multiply %854, %722 : tensor<32x4x8xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %857 = stablehlo.multiply %856, %arg61 : tensor<32x4x8xf32>
    %858 = stablehlo.add %855, %857 : tensor<32x4x8xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %860 = stablehlo.multiply %859, %707 : tensor<4x8xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %862 = stablehlo.multiply %861, %arg62 : tensor<4x8xf32>
    %863 = stablehlo.add %860, %862 : tensor<4x8xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %865 = stablehlo.multiply %864, %709 : tensor<32x4x8xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %867 = stablehlo.multiply %866, %arg63 : tensor<32x4x8xf32>
    %868 = stablehlo.add %865, %867 : tensor<32x4x8xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %870 = stablehlo.multiply %869, %603 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %872 = stablehlo.multiply %871, %arg64 : tensor<32xf32>
    %873 = stablehlo.add %870, %872 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %875 = stablehlo.multiply %874, %605 : tensor<24x32xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %877 = stablehlo.multiply %876, %arg65 : tensor<24x32xf32>
    %878 = stablehlo.add %875, %877 : tensor<24x32xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %880 = stablehlo.multiply %879, %461 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %882 = stablehlo.multiply %881, %arg66 : tensor<32xf32>
    %883 = stablehlo.add %880, %882 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %885 = stablehlo.multiply %884, %463 : tensor<64x32xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %887 = stablehlo.multiply %886, %arg67 : tensor<64x32xf32>
    %888 = stablehlo.add %885, %887 : tensor<64x32xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %890 = stablehlo.multiply %889, %481 : tensor<64xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %892 = stablehlo.multiply %891, %arg68 : tensor<64xf32>
    %893 = stablehlo.add %890, %892 : tensor<64xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %895 = stablehlo.multiply %894, %483 : tensor<32x64xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %897 = stablehlo.multiply %896, %arg69 : tensor<32x64xf32>
    %898 = stablehlo.add %895, %897 : tensor<32x64xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %900 = stablehlo.multiply %899, %452 : tensor<16xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %902 = stablehlo.multiply %901, %arg70 : tensor<16xf32>
    %903 = stablehlo.add %900, %902 : tensor<16xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %905 = stablehlo.multiply %904, %454 : tensor<32x16xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %907 = stablehlo.multiply %906, %arg71 : tensor<32x16xf32>
    %908 = stablehlo.add %905, %907 : tensor<32x16xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %910 = stablehlo.multiply %909, %569 : tensor<32xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %912 = stablehlo.multiply %911, %arg72 : tensor<32xf32>
    %913 = stablehlo.add %910, %912 : tensor<32xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %915 = stablehlo.multiply %914, %580 : tensor<32xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %917 = stablehlo.multiply %916, %arg73 : tensor<32xf32>
    %918 = stablehlo.add %915, %917 : tensor<32xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %920 = stablehlo.multiply %919, %487 : tensor<32xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %922 = stablehlo.multiply %921, %arg74 : tensor<32xf32>
    %923 = stablehlo.add %920, %922 : tensor<32xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %925 = stablehlo.multiply %924, %498 : tensor<32xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %927 = stablehlo.multiply %926, %arg75 : tensor<32xf32>
    %928 = stablehlo.add %925, %927 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %930 = stablehlo.multiply %929, %555 : tensor<4x8xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %932 = stablehlo.multiply %931, %arg76 : tensor<4x8xf32>
    %933 = stablehlo.add %930, %932 : tensor<4x8xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %935 = stablehlo.multiply %934, %557 : tensor<32x4x8xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %937 = stablehlo.multiply %936, %arg77 : tensor<32x4x8xf32>
    %938 = stablehlo.add %935, %937 : tensor<32x4x8xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %940 = stablehlo.multiply %939, %521 : tensor<32xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %942 = stablehlo.multiply %941, %arg78 : tensor<32xf32>
    %943 = stablehlo.add %940, %942 : tensor<32xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %945 = stablehlo.multiply %944, %523 : tensor<4x8x32xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %947 = stablehlo.multiply %946, %arg79 : tensor<4x8x32xf32>
    %948 = stablehlo.add %945, %947 : tensor<4x8x32xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %950 = stablehlo.multiply %949, %562 : tensor<4x8xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %952 = stablehlo.multiply %951, %arg80 : tensor<4x8xf32>
    %953 = stablehlo.add %950, %952 : tensor<4x8xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %955 = stablehlo.multiply %954, %564 : tensor<32x4x8xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %957 = stablehlo.multiply %956, %arg81 : tensor<32x4x8xf32>
    %958 = stablehlo.add %955, %957 : tensor<32x4x8xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %960 = stablehlo.multiply %959, %549 : tensor<4x8xf32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %962 = stablehlo.multiply %961, %arg82 : tensor<4x8xf32>
    %963 = stablehlo.add %960, %962 : tensor<4x8xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %965 = stablehlo.multiply %964, %551 : tensor<32x4x8xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %967 = stablehlo.multiply %966, %arg83 : tensor<32x4x8xf32>
    %968 = stablehlo.add %965, %967 : tensor<32x4x8xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %969 = stablehlo.multiply %cst_250, %429 : tensor<f32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %970 = stablehlo.multiply %cst_251, %arg84 : tensor<f32>
    %971 = stablehlo.add %969, %970 : tensor<f32>
    %972 = stablehlo.multiply %607, %607 : tensor<50x24xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %974 = stablehlo.multiply %973, %972 : tensor<50x24xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %976 = stablehlo.multiply %975, %arg85 : tensor<50x24xf32>
    %977 = stablehlo.add %974, %976 : tensor<50x24xf32>
    %978 = stablehlo.multiply %761, %761 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %980 = stablehlo.multiply %979, %978 : tensor<32xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %982 = stablehlo.multiply %981, %arg86 : tensor<32xf32>
    %983 = stablehlo.add %980, %982 : tensor<32xf32>
    %984 = stablehlo.multiply %763, %763 : tensor<12x32xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %986 = stablehlo.multiply %985, %984 : tensor<12x32xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %988 = stablehlo.multiply %987, %arg87 : tensor<12x32xf32>
    %989 = stablehlo.add %986, %988 : tensor<12x32xf32>
    %990 = stablehlo.multiply %619, %619 : tensor<32xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %992 = stablehlo.multiply %991, %990 : tensor<32xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %994 = stablehlo.multiply %993, %arg88 : tensor<32xf32>
    %995 = stablehlo.add %992, %994 : tensor<32xf32>
    %996 = stablehlo.multiply %621, %621 : tensor<64x32xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %998 = stablehlo.multiply %997, %996 : tensor<64x32xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1000 = stablehlo.multiply %999, %arg89 : tensor<64x32xf32>
    %1001 = stablehlo.add %998, %1000 : tensor<64x32xf32>
    %1002 = stablehlo.multiply %639, %639 : tensor<64xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1004 = stablehlo.multiply %1003, %1002 : tensor<64xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1006 = stablehlo.multiply %1005, %arg90 : tensor<64xf32>
    %1007 = stablehlo.add %1004, %1006 : tensor<64xf32>
    %1008 = stablehlo.multiply %641, %641 : tensor<32x64xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1010 = stablehlo.multiply %1009, %1008 : tensor<32x64xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1012 = stablehlo.multiply %1011, %arg91 : tensor<32x64xf32>
    %1013 = stablehlo.add %1010, %1012 : tensor<32x64xf32>
    %1014 = stablehlo.multiply %610, %610 : tensor<16xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1016 = stablehlo.multiply %1015, %1014 : tensor<16xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1018 = stablehlo.multiply %1017, %arg92 : tensor<16xf32>
    %1019 = stablehlo.add %1016, %1018 : tensor<16xf32>
    %1020 = stablehlo.multiply %612, %612 : tensor<32x16xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1022 = stablehlo.multiply %1021, %1020 : tensor<32x16xf32>
    %cst_269 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1024 = stablehlo.multiply %1023, %arg93 : tensor<32x16xf32>
    %1025 = stablehlo.add %1022, %1024 : tensor<32x16xf32>
    %1026 = stablehlo.multiply %727, %727 : tensor<32xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1028 = stablehlo.multiply %1027, %1026 : tensor<32xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1030 = stablehlo.multiply %1029, %arg94 : tensor<32xf32>
    %1031 = stablehlo.add %1028, %1030 : tensor<32xf32>
    %1032 = stablehlo.multiply %738, %738 : tensor<32xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1034 = stablehlo.multiply %1033, %1032 : tensor<32xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1036 = stablehlo.multiply %1035, %arg95 : tensor<32xf32>
    %1037 = stablehlo.add %1034, %1036 : tensor<32xf32>
    %1038 = stablehlo.multiply %645, %645 : tensor<32xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1040 = stablehlo.multiply %1039, %1038 : tensor<32xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1042 = stablehlo.multiply %1041, %arg96 : tensor<32xf32>
    %1043 = stablehlo.add %1040, %1042 : tensor<32xf32>
    %1044 = stablehlo.multiply %656, %656 : tensor<32xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1046 = stablehlo.multiply %1045, %1044 : tensor<32xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1048 = stablehlo.multiply %1047, %arg97 : tensor<32xf32>
    %1049 = stablehlo.add %1046, %1048 : tensor<32xf32>
    %1050 = stablehlo.multiply %713, %713 : tensor<4x8xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1052 = stablehlo.multiply %1051, %1050 : tensor<4x8xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1054 = stablehlo.multiply %1053, %arg98 : tensor<4x8xf32>
    %1055 = stablehlo.add %1052, %1054 : tensor<4x8xf32>
    %1056 = stablehlo.multiply %715, %715 : tensor<32x4x8xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1058 = stablehlo.multiply %1057, %1056 : tensor<32x4x8xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1060 = stablehlo.multiply %1059, %arg99 : tensor<32x4x8xf32>
    %1061 = stablehlo.add %1058, %1060 : tensor<32x4x8xf32>
    %1062 = stablehlo.multiply %679, %679 : tensor<32xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1064 = stablehlo.multiply %1063, %1062 : tensor<32xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1066 = stablehlo.multiply %1065, %arg100 : tensor<32xf32>
    %1067 = stablehlo.add %1064, %1066 : tensor<32xf32>
    %1068 = stablehlo.multiply %681, %681 : tensor<4x8x32xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1070 = stablehlo.multiply %1069, %1068 : tensor<4x8x32xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1072 = stablehlo.multiply %1071, %arg101 : tensor<4x8x32xf32>
    %1073 = stablehlo.add %1070, %1072 : tensor<4x8x32xf32>
    %1074 = stablehlo.multiply %720, %720 : tensor<4x8xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1076 = stablehlo.multiply %1075, %1074 : tensor<4x8xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1078 = stablehlo.multiply %1077, %arg102 : tensor<4x8xf32>
    %1079 = stablehlo.add %1076, %1078 : tensor<4x8xf32>
    %1080 = stablehlo.multiply %722, %722 : tensor<32x4x8xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1082 = stablehlo.multiply %1081, %1080 : tensor<32x4x8xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1084 = stablehlo.multiply %1083, %arg103 : tensor<32x4x8xf32>
    %1085 = stablehlo.add %1082, %1084 : tensor<32x4x8xf32>
    %1086 = stablehlo.multiply %707, %707 : tensor<4x8xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1088 = stablehlo.multiply %1087, %1086 : tensor<4x8xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1090 = stablehlo.multiply %1089, %arg104 : tensor<4x8xf32>
    %1091 = stablehlo.add %1088, %1090 : tensor<4x8xf32>
    %1092 = stablehlo.multiply %709, %709 : tensor<32x4x8xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1094 = stablehlo.multiply %1093, %1092 : tensor<32x4x8xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1096 = stablehlo.multiply %1095, %arg105 : tensor<32x4x8xf32>
    %1097 = stablehlo.add %1094, %1096 : tensor<32x4x8xf32>
    %1098 = stablehlo.multiply %603, %603 : tensor<32xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1100 = stablehlo.multiply %1099, %1098 : tensor<32xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1102 = stablehlo.multiply %1101, %arg106 : tensor<32xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<32xf32>
    %1104 = stablehlo.multiply %605, %605 : tensor<24x32xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1106 = stablehlo.multiply %1105, %1104 : tensor<24x32xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1108 = stablehlo.multiply %1107, %arg107 : tensor<24x32xf32>
    %1109 = stablehlo.add %1106, %1108 : tensor<24x32xf32>
    %1110 = stablehlo.multiply %461, %461 : tensor<32xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1112 = stablehlo.multiply %1111, %1110 : tensor<32xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1114 = stablehlo.multiply %1113, %arg108 : tensor<32xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<32xf32>
    %1116 = stablehlo.multiply %463, %463 : tensor<64x32xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1118 = stablehlo.multiply %1117, %1116 : tensor<64x32xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1120 = stablehlo.multiply %1119, %arg109 : tensor<64x32xf32>
    %1121 = stablehlo.add %1118, %1120 : tensor<64x32xf32>
    %1122 = stablehlo.multiply %481, %481 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1124 = stablehlo.multiply %1123, %1122 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1126 = stablehlo.multiply %1125, %arg110 : tensor<64xf32>
    %1127 = stablehlo.add %1124, %1126 : tensor<64xf32>
    %1128 = stablehlo.multiply %483, %483 : tensor<32x64xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1130 = stablehlo.multiply %1129, %1128 : tensor<32x64xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1132 = stablehlo.multiply %1131, %arg111 : tensor<32x64xf32>
    %1133 = stablehlo.add %1130, %1132 : tensor<32x64xf32>
    %1134 = stablehlo.multiply %452, %452 : tensor<16xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1136 = stablehlo.multiply %1135, %1134 : tensor<16xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1138 = stablehlo.multiply %1137, %arg112 : tensor<16xf32>
    %1139 = stablehlo.add %1136, %1138 : tensor<16xf32>
    %1140 = stablehlo.multiply %454, %454 : tensor<32x16xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1142 = stablehlo.multiply %1141, %1140 : tensor<32x16xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1144 = stablehlo.multiply %1143, %arg113 : tensor<32x16xf32>
    %1145 = stablehlo.add %1142, %1144 : tensor<32x16xf32>
    %1146 = stablehlo.multiply %569, %569 : tensor<32xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1148 = stablehlo.multiply %1147, %1146 : tensor<32xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1150 = stablehlo.multiply %1149, %arg114 : tensor<32xf32>
    %1151 = stablehlo.add %1148, %1150 : tensor<32xf32>
    %1152 = stablehlo.multiply %580, %580 : tensor<32xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1154 = stablehlo.multiply %1153, %1152 : tensor<32xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1156 = stablehlo.multiply %1155, %arg115 : tensor<32xf32>
    %1157 = stablehlo.add %1154, %1156 : tensor<32xf32>
    %1158 = stablehlo.multiply %487, %487 : tensor<32xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1160 = stablehlo.multiply %1159, %1158 : tensor<32xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1162 = stablehlo.multiply %1161, %arg116 : tensor<32xf32>
    %1163 = stablehlo.add %1160, %1162 : tensor<32xf32>
    %1164 = stablehlo.multiply %498, %498 : tensor<32xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1166 = stablehlo.multiply %1165, %1164 : tensor<32xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1168 = stablehlo.multiply %1167, %arg117 : tensor<32xf32>
    %1169 = stablehlo.add %1166, %1168 : tensor<32xf32>
    %1170 = stablehlo.multiply %555, %555 : tensor<4x8xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1172 = stablehlo.multiply %1171, %1170 : tensor<4x8xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1174 = stablehlo.multiply %1173, %arg118 : tensor<4x8xf32>
    %1175 = stablehlo.add %1172, %1174 : tensor<4x8xf32>
    %1176 = stablehlo.multiply %557, %557 : tensor<32x4x8xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1178 = stablehlo.multiply %1177, %1176 : tensor<32x4x8xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1180 = stablehlo.multiply %1179, %arg119 : tensor<32x4x8xf32>
    %1181 = stablehlo.add %1178, %1180 : tensor<32x4x8xf32>
    %1182 = stablehlo.multiply %521, %521 : tensor<32xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1184 = stablehlo.multiply %1183, %1182 : tensor<32xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1186 = stablehlo.multiply %1185, %arg120 : tensor<32xf32>
    %1187 = stablehlo.add %1184, %1186 : tensor<32xf32>
    %1188 = stablehlo.multiply %523, %523 : tensor<4x8x32xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1190 = stablehlo.multiply %1189, %1188 : tensor<4x8x32xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1192 = stablehlo.multiply %1191, %arg121 : tensor<4x8x32xf32>
    %1193 = stablehlo.add %1190, %1192 : tensor<4x8x32xf32>
    %1194 = stablehlo.multiply %562, %562 : tensor<4x8xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1196 = stablehlo.multiply %1195, %1194 : tensor<4x8xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1198 = stablehlo.multiply %1197, %arg122 : tensor<4x8xf32>
    %1199 = stablehlo.add %1196, %1198 : tensor<4x8xf32>
    %1200 = stablehlo.multiply %564, %564 : tensor<32x4x8xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1202 = stablehlo.multiply %1201, %1200 : tensor<32x4x8xf32>
    %cst_329 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1204 = stablehlo.multiply %1203, %arg123 : tensor<32x4x8xf32>
    %1205 = stablehlo.add %1202, %1204 : tensor<32x4x8xf32>
    %1206 = stablehlo.multiply %549, %549 : tensor<4x8xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1208 = stablehlo.multiply %1207, %1206 : tensor<4x8xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1210 = stablehlo.multiply %1209, %arg124 : tensor<4x8xf32>
    %1211 = stablehlo.add %1208, %1210 : tensor<4x8xf32>
    %1212 = stablehlo.multiply %551, %551 : tensor<32x4x8xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1214 = stablehlo.multiply %1213, %1212 : tensor<32x4x8xf32>
    %cst_333 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1216 = stablehlo.multiply %1215, %arg125 : tensor<32x4x8xf32>
    %1217 = stablehlo.add %1214, %1216 : tensor<32x4x8xf32>
    %1218 = stablehlo.multiply %429, %429 : tensor<f32>
    %cst_334 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1219 = stablehlo.multiply %cst_334, %1218 : tensor<f32>
    %cst_335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1220 = stablehlo.multiply %cst_335, %arg126 : tensor<f32>
    %1221 = stablehlo.add %1219, %1220 : tensor<f32>
    %c_336 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1222 = stablehlo.compare LT, %arg42, %c_336, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_337 = stablehlo.constant dense<1> : tensor<i32>
    %1223 = stablehlo.add %arg42, %c_337 : tensor<i32>
    %c_338 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1224 = call @_where_6(%1222, %1223, %c_338) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_339 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1225 = stablehlo.convert %1224 : (tensor<i32>) -> tensor<f32>
    %1226 = stablehlo.power %cst_339, %1225 : tensor<f32>
    %cst_340 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1227 = stablehlo.subtract %cst_340, %1226 : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %1229 = stablehlo.divide %768, %1228 : tensor<50x24xf32>
    %1230 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1231 = stablehlo.divide %773, %1230 : tensor<32xf32>
    %1232 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1233 = stablehlo.divide %778, %1232 : tensor<12x32xf32>
    %1234 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1235 = stablehlo.divide %783, %1234 : tensor<32xf32>
    %1236 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1237 = stablehlo.divide %788, %1236 : tensor<64x32xf32>
    %1238 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1239 = stablehlo.divide %793, %1238 : tensor<64xf32>
    %1240 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1241 = stablehlo.divide %798, %1240 : tensor<32x64xf32>
    %1242 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1243 = stablehlo.divide %803, %1242 : tensor<16xf32>
    %1244 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1245 = stablehlo.divide %808, %1244 : tensor<32x16xf32>
    %1246 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1247 = stablehlo.divide %813, %1246 : tensor<32xf32>
    %1248 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1249 = stablehlo.divide %818, %1248 : tensor<32xf32>
    %1250 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1251 = stablehlo.divide %823, %1250 : tensor<32xf32>
    %1252 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1253 = stablehlo.divide %828, %1252 : tensor<32xf32>
    %1254 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1255 = stablehlo.divide %833, %1254 : tensor<4x8xf32>
    %1256 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1257 = stablehlo.divide %838, %1256 : tensor<32x4x8xf32>
    %1258 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1259 = stablehlo.divide %843, %1258 : tensor<32xf32>
    %1260 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1261 = stablehlo.divide %848, %1260 : tensor<4x8x32xf32>
    %1262 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1263 = stablehlo.divide %853, %1262 : tensor<4x8xf32>
    %1264 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1265 = stablehlo.divide %858, %1264 : tensor<32x4x8xf32>
    %1266 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1267 = stablehlo.divide %863, %1266 : tensor<4x8xf32>
    %1268 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1269 = stablehlo.divide %868, %1268 : tensor<32x4x8xf32>
    %1270 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1271 = stablehlo.divide %873, %1270 : tensor<32xf32>
    %1272 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1273 = stablehlo.divide %878, %1272 : tensor<24x32xf32>
    %1274 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1275 = stablehlo.divide %883, %1274 : tensor<32xf32>
    %1276 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1277 = stablehlo.divide %888, %1276 : tensor<64x32xf32>
    %1278 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1279 = stablehlo.divide %893, %1278 : tensor<64xf32>
    %1280 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1281 = stablehlo.divide %898, %1280 : tensor<32x64xf32>
    %1282 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1283 = stablehlo.divide %903, %1282 : tensor<16xf32>
    %1284 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1285 = stablehlo.divide %908, %1284 : tensor<32x16xf32>
    %1286 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1287 = stablehlo.divide %913, %1286 : tensor<32xf32>
    %1288 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1289 = stablehlo.divide %918, %1288 : tensor<32xf32>
    %1290 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1291 = stablehlo.divide %923, %1290 : tensor<32xf32>
    %1292 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1293 = stablehlo.divide %928, %1292 : tensor<32xf32>
    %1294 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1295 = stablehlo.divide %933, %1294 : tensor<4x8xf32>
    %1296 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1297 = stablehlo.divide %938, %1296 : tensor<32x4x8xf32>
    %1298 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1299 = stablehlo.divide %943, %1298 : tensor<32xf32>
    %1300 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1301 = stablehlo.divide %948, %1300 : tensor<4x8x32xf32>
    %1302 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1303 = stablehlo.divide %953, %1302 : tensor<4x8xf32>
    %1304 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1305 = stablehlo.divide %958, %1304 : tensor<32x4x8xf32>
    %1306 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1307 = stablehlo.divide %963, %1306 : tensor<4x8xf32>
    %1308 = stablehlo.broadcast_in_dim %1227, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1309 = stablehlo.divide %968, %1308 : tensor<32x4x8xf32>
    %1310 = stablehlo.divide %971, %1227 : tensor<f32>
    %cst_341 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1311 = stablehlo.convert %1224 : (tensor<i32>) -> tensor<f32>
    %1312 = stablehlo.power %cst_341, %1311 : tensor<f32>
    %cst_342 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1313 = stablehlo.subtract %cst_342, %1312 : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %1315 = stablehlo.divide %977, %1314 : tensor<50x24xf32>
    %1316 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1317 = stablehlo.divide %983, %1316 : tensor<32xf32>
    %1318 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1319 = stablehlo.divide %989, %1318 : tensor<12x32xf32>
    %1320 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1321 = stablehlo.divide %995, %1320 : tensor<32xf32>
    %1322 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1323 = stablehlo.divide %1001, %1322 : tensor<64x32xf32>
    %1324 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1325 = stablehlo.divide %1007, %1324 : tensor<64xf32>
    %1326 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1327 = stablehlo.divide %1013, %1326 : tensor<32x64xf32>
    %1328 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1329 = stablehlo.divide %1019, %1328 : tensor<16xf32>
    %1330 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1331 = stablehlo.divide %1025, %1330 : tensor<32x16xf32>
    %1332 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1333 = stablehlo.divide %1031, %1332 : tensor<32xf32>
    %1334 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1335 = stablehlo.divide %1037, %1334 : tensor<32xf32>
    %1336 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1337 = stablehlo.divide %1043, %1336 : tensor<32xf32>
    %1338 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1339 = stablehlo.divide %1049, %1338 : tensor<32xf32>
    %1340 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1341 = stablehlo.divide %1055, %1340 : tensor<4x8xf32>
    %1342 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1343 = stablehlo.divide %1061, %1342 : tensor<32x4x8xf32>
    %1344 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1345 = stablehlo.divide %1067, %1344 : tensor<32xf32>
    %1346 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1347 = stablehlo.divide %1073, %1346 : tensor<4x8x32xf32>
    %1348 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1349 = stablehlo.divide %1079, %1348 : tensor<4x8xf32>
    %1350 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1351 = stablehlo.divide %1085, %1350 : tensor<32x4x8xf32>
    %1352 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1353 = stablehlo.divide %1091, %1352 : tensor<4x8xf32>
    %1354 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1355 = stablehlo.divide %1097, %1354 : tensor<32x4x8xf32>
    %1356 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1357 = stablehlo.divide %1103, %1356 : tensor<32xf32>
    %1358 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1359 = stablehlo.divide %1109, %1358 : tensor<24x32xf32>
    %1360 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1361 = stablehlo.divide %1115, %1360 : tensor<32xf32>
    %1362 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1363 = stablehlo.divide %1121, %1362 : tensor<64x32xf32>
    %1364 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1365 = stablehlo.divide %1127, %1364 : tensor<64xf32>
    %1366 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1367 = stablehlo.divide %1133, %1366 : tensor<32x64xf32>
    %1368 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1369 = stablehlo.divide %1139, %1368 : tensor<16xf32>
    %1370 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1371 = stablehlo.divide %1145, %1370 : tensor<32x16xf32>
    %1372 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1373 = stablehlo.divide %1151, %1372 : tensor<32xf32>
    %1374 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1375 = stablehlo.divide %1157, %1374 : tensor<32xf32>
    %1376 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1377 = stablehlo.divide %1163, %1376 : tensor<32xf32>
    %1378 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1379 = stablehlo.divide %1169, %1378 : tensor<32xf32>
    %1380 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1381 = stablehlo.divide %1175, %1380 : tensor<4x8xf32>
    %1382 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1383 = stablehlo.divide %1181, %1382 : tensor<32x4x8xf32>
    %1384 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1385 = stablehlo.divide %1187, %1384 : tensor<32xf32>
    %1386 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1387 = stablehlo.divide %1193, %1386 : tensor<4x8x32xf32>
    %1388 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1389 = stablehlo.divide %1199, %1388 : tensor<4x8xf32>
    %1390 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1391 = stablehlo.divide %1205, %1390 : tensor<32x4x8xf32>
    %1392 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1393 = stablehlo.divide %1211, %1392 : tensor<4x8xf32>
    %1394 = stablehlo.broadcast_in_dim %1313, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1395 = stablehlo.divide %1217, %1394 : tensor<32x4x8xf32>
    %1396 = stablehlo.divide %1221, %1313 : tensor<f32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %1398 = stablehlo.add %1315, %1397 : tensor<50x24xf32>
    %1399 = stablehlo.sqrt %1398 : tensor<50x24xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %1401 = stablehlo.add %1399, %1400 : tensor<50x24xf32>
    %1402 = stablehlo.divide %1229, %1401 : tensor<50x24xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1404 = stablehlo.add %1317, %1403 : tensor<32xf32>
    %1405 = stablehlo.sqrt %1404 : tensor<32xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1407 = stablehlo.add %1405, %1406 : tensor<32xf32>
    %1408 = stablehlo.divide %1231, %1407 : tensor<32xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1410 = stablehlo.add %1319, %1409 : tensor<12x32xf32>
    %1411 = stablehlo.sqrt %1410 : tensor<12x32xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1413 = stablehlo.add %1411, %1412 : tensor<12x32xf32>
    %1414 = stablehlo.divide %1233, %1413 : tensor<12x32xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1416 = stablehlo.add %1321, %1415 : tensor<32xf32>
    %1417 = stablehlo.sqrt %1416 : tensor<32xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1419 = stablehlo.add %1417, %1418 : tensor<32xf32>
    %1420 = stablehlo.divide %1235, %1419 : tensor<32xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1422 = stablehlo.add %1323, %1421 : tensor<64x32xf32>
    %1423 = stablehlo.sqrt %1422 : tensor<64x32xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1425 = stablehlo.add %1423, %1424 : tensor<64x32xf32>
    %1426 = stablehlo.divide %1237, %1425 : tensor<64x32xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1428 = stablehlo.add %1325, %1427 : tensor<64xf32>
    %1429 = stablehlo.sqrt %1428 : tensor<64xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1431 = stablehlo.add %1429, %1430 : tensor<64xf32>
    %1432 = stablehlo.divide %1239, %1431 : tensor<64xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1434 = stablehlo.add %1327, %1433 : tensor<32x64xf32>
    %1435 = stablehlo.sqrt %1434 : tensor<32x64xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1437 = stablehlo.add %1435, %1436 : tensor<32x64xf32>
    %1438 = stablehlo.divide %1241, %1437 : tensor<32x64xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1440 = stablehlo.add %1329, %1439 : tensor<16xf32>
    %1441 = stablehlo.sqrt %1440 : tensor<16xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1442 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1443 = stablehlo.add %1441, %1442 : tensor<16xf32>
    %1444 = stablehlo.divide %1243, %1443 : tensor<16xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1446 = stablehlo.add %1331, %1445 : tensor<32x16xf32>
    %1447 = stablehlo.sqrt %1446 : tensor<32x16xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1448 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<32x16xf32>
    %1450 = stablehlo.divide %1245, %1449 : tensor<32x16xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1452 = stablehlo.add %1333, %1451 : tensor<32xf32>
    %1453 = stablehlo.sqrt %1452 : tensor<32xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1455 = stablehlo.add %1453, %1454 : tensor<32xf32>
    %1456 = stablehlo.divide %1247, %1455 : tensor<32xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1458 = stablehlo.add %1335, %1457 : tensor<32xf32>
    %1459 = stablehlo.sqrt %1458 : tensor<32xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1461 = stablehlo.add %1459, %1460 : tensor<32xf32>
    %1462 = stablehlo.divide %1249, %1461 : tensor<32xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1464 = stablehlo.add %1337, %1463 : tensor<32xf32>
    %1465 = stablehlo.sqrt %1464 : tensor<32xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1467 = stablehlo.add %1465, %1466 : tensor<32xf32>
    %1468 = stablehlo.divide %1251, %1467 : tensor<32xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1470 = stablehlo.add %1339, %1469 : tensor<32xf32>
    %1471 = stablehlo.sqrt %1470 : tensor<32xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1473 = stablehlo.add %1471, %1472 : tensor<32xf32>
    %1474 = stablehlo.divide %1253, %1473 : tensor<32xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1476 = stablehlo.add %1341, %1475 : tensor<4x8xf32>
    %1477 = stablehlo.sqrt %1476 : tensor<4x8xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1479 = stablehlo.add %1477, %1478 : tensor<4x8xf32>
    %1480 = stablehlo.divide %1255, %1479 : tensor<4x8xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1482 = stablehlo.add %1343, %1481 : tensor<32x4x8xf32>
    %1483 = stablehlo.sqrt %1482 : tensor<32x4x8xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1485 = stablehlo.add %1483, %1484 : tensor<32x4x8xf32>
    %1486 = stablehlo.divide %1257, %1485 : tensor<32x4x8xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1488 = stablehlo.add %1345, %1487 : tensor<32xf32>
    %1489 = stablehlo.sqrt %1488 : tensor<32xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1491 = stablehlo.add %1489, %1490 : tensor<32xf32>
    %1492 = stablehlo.divide %1259, %1491 : tensor<32xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1494 = stablehlo.add %1347, %1493 : tensor<4x8x32xf32>
    %1495 = stablehlo.sqrt %1494 : tensor<4x8x32xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1497 = stablehlo.add %1495, %1496 : tensor<4x8x32xf32>
    %1498 = stablehlo.divide %1261, %1497 : tensor<4x8x32xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1500 = stablehlo.add %1349, %1499 : tensor<4x8xf32>
    %1501 = stablehlo.sqrt %1500 : tensor<4x8xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1503 = stablehlo.add %1501, %1502 : tensor<4x8xf32>
    %1504 = stablehlo.divide %1263, %1503 : tensor<4x8xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1506 = stablehlo.add %1351, %1505 : tensor<32x4x8xf32>
    %1507 = stablehlo.sqrt %1506 : tensor<32x4x8xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1509 = stablehlo.add %1507, %1508 : tensor<32x4x8xf32>
    %1510 = stablehlo.divide %1265, %1509 : tensor<32x4x8xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1512 = stablehlo.add %1353, %1511 : tensor<4x8xf32>
    %1513 = stablehlo.sqrt %1512 : tensor<4x8xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1515 = stablehlo.add %1513, %1514 : tensor<4x8xf32>
    %1516 = stablehlo.divide %1267, %1515 : tensor<4x8xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1518 = stablehlo.add %1355, %1517 : tensor<32x4x8xf32>
    %1519 = stablehlo.sqrt %1518 : tensor<32x4x8xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1521 = stablehlo.add %1519, %1520 : tensor<32x4x8xf32>
    %1522 = stablehlo.divide %1269, %1521 : tensor<32x4x8xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1524 = stablehlo.add %1357, %1523 : tensor<32xf32>
    %1525 = stablehlo.sqrt %1524 : tensor<32xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1527 = stablehlo.add %1525, %1526 : tensor<32xf32>
    %1528 = stablehlo.divide %1271, %1527 : tensor<32xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1530 = stablehlo.add %1359, %1529 : tensor<24x32xf32>
    %1531 = stablehlo.sqrt %1530 : tensor<24x32xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1533 = stablehlo.add %1531, %1532 : tensor<24x32xf32>
    %1534 = stablehlo.divide %1273, %1533 : tensor<24x32xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1536 = stablehlo.add %1361, %1535 : tensor<32xf32>
    %1537 = stablehlo.sqrt %1536 : tensor<32xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1539 = stablehlo.add %1537, %1538 : tensor<32xf32>
    %1540 = stablehlo.divide %1275, %1539 : tensor<32xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1542 = stablehlo.add %1363, %1541 : tensor<64x32xf32>
    %1543 = stablehlo.sqrt %1542 : tensor<64x32xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1545 = stablehlo.add %1543, %1544 : tensor<64x32xf32>
    %1546 = stablehlo.divide %1277, %1545 : tensor<64x32xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1548 = stablehlo.add %1365, %1547 : tensor<64xf32>
    %1549 = stablehlo.sqrt %1548 : tensor<64xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1551 = stablehlo.add %1549, %1550 : tensor<64xf32>
    %1552 = stablehlo.divide %1279, %1551 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1554 = stablehlo.add %1367, %1553 : tensor<32x64xf32>
    %1555 = stablehlo.sqrt %1554 : tensor<32x64xf32>
    %cst_396 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1557 = stablehlo.add %1555, %1556 : tensor<32x64xf32>
    %1558 = stablehlo.divide %1281, %1557 : tensor<32x64xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1560 = stablehlo.add %1369, %1559 : tensor<16xf32>
    %1561 = stablehlo.sqrt %1560 : tensor<16xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1563 = stablehlo.add %1561, %1562 : tensor<16xf32>
    %1564 = stablehlo.divide %1283, %1563 : tensor<16xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1566 = stablehlo.add %1371, %1565 : tensor<32x16xf32>
    %1567 = stablehlo.sqrt %1566 : tensor<32x16xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1569 = stablehlo.add %1567, %1568 : tensor<32x16xf32>
    %1570 = stablehlo.divide %1285, %1569 : tensor<32x16xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1572 = stablehlo.add %1373, %1571 : tensor<32xf32>
    %1573 = stablehlo.sqrt %1572 : tensor<32xf32>
    %cst_402 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1575 = stablehlo.add %1573, %1574 : tensor<32xf32>
    %1576 = stablehlo.divide %1287, %1575 : tensor<32xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1578 = stablehlo.add %1375, %1577 : tensor<32xf32>
    %1579 = stablehlo.sqrt %1578 : tensor<32xf32>
    %cst_404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1581 = stablehlo.add %1579, %1580 : tensor<32xf32>
    %1582 = stablehlo.divide %1289, %1581 : tensor<32xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1584 = stablehlo.add %1377, %1583 : tensor<32xf32>
    %1585 = stablehlo.sqrt %1584 : tensor<32xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1587 = stablehlo.add %1585, %1586 : tensor<32xf32>
    %1588 = stablehlo.divide %1291, %1587 : tensor<32xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1590 = stablehlo.add %1379, %1589 : tensor<32xf32>
    %1591 = stablehlo.sqrt %1590 : tensor<32xf32>
    %cst_408 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1593 = stablehlo.add %1591, %1592 : tensor<32xf32>
    %1594 = stablehlo.divide %1293, %1593 : tensor<32xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1596 = stablehlo.add %1381, %1595 : tensor<4x8xf32>
    %1597 = stablehlo.sqrt %1596 : tensor<4x8xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1599 = stablehlo.add %1597, %1598 : tensor<4x8xf32>
    %1600 = stablehlo.divide %1295, %1599 : tensor<4x8xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1602 = stablehlo.add %1383, %1601 : tensor<32x4x8xf32>
    %1603 = stablehlo.sqrt %1602 : tensor<32x4x8xf32>
    %cst_412 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1605 = stablehlo.add %1603, %1604 : tensor<32x4x8xf32>
    %1606 = stablehlo.divide %1297, %1605 : tensor<32x4x8xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1608 = stablehlo.add %1385, %1607 : tensor<32xf32>
    %1609 = stablehlo.sqrt %1608 : tensor<32xf32>
    %cst_414 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1611 = stablehlo.add %1609, %1610 : tensor<32xf32>
    %1612 = stablehlo.divide %1299, %1611 : tensor<32xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1614 = stablehlo.add %1387, %1613 : tensor<4x8x32xf32>
    %1615 = stablehlo.sqrt %1614 : tensor<4x8x32xf32>
    %cst_416 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1617 = stablehlo.add %1615, %1616 : tensor<4x8x32xf32>
    %1618 = stablehlo.divide %1301, %1617 : tensor<4x8x32xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1620 = stablehlo.add %1389, %1619 : tensor<4x8xf32>
    %1621 = stablehlo.sqrt %1620 : tensor<4x8xf32>
    %cst_418 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1623 = stablehlo.add %1621, %1622 : tensor<4x8xf32>
    %1624 = stablehlo.divide %1303, %1623 : tensor<4x8xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1626 = stablehlo.add %1391, %1625 : tensor<32x4x8xf32>
    %1627 = stablehlo.sqrt %1626 : tensor<32x4x8xf32>
    %cst_420 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1629 = stablehlo.add %1627, %1628 : tensor<32x4x8xf32>
    %1630 = stablehlo.divide %1305, %1629 : tensor<32x4x8xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1632 = stablehlo.add %1393, %1631 : tensor<4x8xf32>
    %1633 = stablehlo.sqrt %1632 : tensor<4x8xf32>
    %cst_422 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1634 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1635 = stablehlo.add %1633, %1634 : tensor<4x8xf32>
    %1636 = stablehlo.divide %1307, %1635 : tensor<4x8xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1638 = stablehlo.add %1395, %1637 : tensor<32x4x8xf32>
    %1639 = stablehlo.sqrt %1638 : tensor<32x4x8xf32>
    %cst_424 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1640 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1641 = stablehlo.add %1639, %1640 : tensor<32x4x8xf32>
    %1642 = stablehlo.divide %1309, %1641 : tensor<32x4x8xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1643 = stablehlo.add %1396, %cst_425 : tensor<f32>
    %1644 = stablehlo.sqrt %1643 : tensor<f32>
    %cst_426 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1645 = stablehlo.add %1644, %cst_426 : tensor<f32>
    %1646 = stablehlo.divide %1310, %1645 : tensor<f32>
    %cst_427 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1647 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %1648 = stablehlo.multiply %1647, %arg0 : tensor<50x24xf32>
    %1649 = stablehlo.add %1402, %1648 : tensor<50x24xf32>
    %cst_428 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1651 = stablehlo.multiply %1650, %arg1 : tensor<32xf32>
    %1652 = stablehlo.add %1408, %1651 : tensor<32xf32>
    %cst_429 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1653 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1654 = stablehlo.multiply %1653, %arg2 : tensor<12x32xf32>
    %1655 = stablehlo.add %1414, %1654 : tensor<12x32xf32>
    %cst_430 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1656 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1657 = stablehlo.multiply %1656, %arg3 : tensor<32xf32>
    %1658 = stablehlo.add %1420, %1657 : tensor<32xf32>
    %cst_431 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1660 = stablehlo.multiply %1659, %arg4 : tensor<64x32xf32>
    %1661 = stablehlo.add %1426, %1660 : tensor<64x32xf32>
    %cst_432 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1662 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1663 = stablehlo.multiply %1662, %arg5 : tensor<64xf32>
    %1664 = stablehlo.add %1432, %1663 : tensor<64xf32>
    %cst_433 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1665 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1666 = stablehlo.multiply %1665, %arg6 : tensor<32x64xf32>
    %1667 = stablehlo.add %1438, %1666 : tensor<32x64xf32>
    %cst_434 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1669 = stablehlo.multiply %1668, %arg7 : tensor<16xf32>
    %1670 = stablehlo.add %1444, %1669 : tensor<16xf32>
    %cst_435 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1671 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1672 = stablehlo.multiply %1671, %arg8 : tensor<32x16xf32>
    %1673 = stablehlo.add %1450, %1672 : tensor<32x16xf32>
    %cst_436 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1675 = stablehlo.multiply %1674, %arg9 : tensor<32xf32>
    %1676 = stablehlo.add %1456, %1675 : tensor<32xf32>
    %cst_437 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1677 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1678 = stablehlo.multiply %1677, %arg10 : tensor<32xf32>
    %1679 = stablehlo.add %1462, %1678 : tensor<32xf32>
    %cst_438 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1681 = stablehlo.multiply %1680, %arg11 : tensor<32xf32>
    %1682 = stablehlo.add %1468, %1681 : tensor<32xf32>
    %cst_439 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1683 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1684 = stablehlo.multiply %1683, %arg12 : tensor<32xf32>
    %1685 = stablehlo.add %1474, %1684 : tensor<32xf32>
    %cst_440 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1687 = stablehlo.multiply %1686, %arg13 : tensor<4x8xf32>
    %1688 = stablehlo.add %1480, %1687 : tensor<4x8xf32>
    %cst_441 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1689 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1690 = stablehlo.multiply %1689, %arg14 : tensor<32x4x8xf32>
    %1691 = stablehlo.add %1486, %1690 : tensor<32x4x8xf32>
    %cst_442 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1693 = stablehlo.multiply %1692, %arg15 : tensor<32xf32>
    %1694 = stablehlo.add %1492, %1693 : tensor<32xf32>
    %cst_443 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1695 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1696 = stablehlo.multiply %1695, %arg16 : tensor<4x8x32xf32>
    %1697 = stablehlo.add %1498, %1696 : tensor<4x8x32xf32>
    %cst_444 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1699 = stablehlo.multiply %1698, %arg17 : tensor<4x8xf32>
    %1700 = stablehlo.add %1504, %1699 : tensor<4x8xf32>
    %cst_445 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1701 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1702 = stablehlo.multiply %1701, %arg18 : tensor<32x4x8xf32>
    %1703 = stablehlo.add %1510, %1702 : tensor<32x4x8xf32>
    %cst_446 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1704 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1705 = stablehlo.multiply %1704, %arg19 : tensor<4x8xf32>
    %1706 = stablehlo.add %1516, %1705 : tensor<4x8xf32>
    %cst_447 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1707 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1708 = stablehlo.multiply %1707, %arg20 : tensor<32x4x8xf32>
    %1709 = stablehlo.add %1522, %1708 : tensor<32x4x8xf32>
    %cst_448 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1710 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1711 = stablehlo.multiply %1710, %arg21 : tensor<32xf32>
    %1712 = stablehlo.add %1528, %1711 : tensor<32xf32>
    %cst_449 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1713 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1714 = stablehlo.multiply %1713, %arg22 : tensor<24x32xf32>
    %1715 = stablehlo.add %1534, %1714 : tensor<24x32xf32>
    %cst_450 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1717 = stablehlo.multiply %1716, %arg23 : tensor<32xf32>
    %1718 = stablehlo.add %1540, %1717 : tensor<32xf32>
    %cst_451 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1719 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1720 = stablehlo.multiply %1719, %arg24 : tensor<64x32xf32>
    %1721 = stablehlo.add %1546, %1720 : tensor<64x32xf32>
    %cst_452 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1722 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1723 = stablehlo.multiply %1722, %arg25 : tensor<64xf32>
    %1724 = stablehlo.add %1552, %1723 : tensor<64xf32>
    %cst_453 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1725 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1726 = stablehlo.multiply %1725, %arg26 : tensor<32x64xf32>
    %1727 = stablehlo.add %1558, %1726 : tensor<32x64xf32>
    %cst_454 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1728 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1729 = stablehlo.multiply %1728, %arg27 : tensor<16xf32>
    %1730 = stablehlo.add %1564, %1729 : tensor<16xf32>
    %cst_455 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1731 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1732 = stablehlo.multiply %1731, %arg28 : tensor<32x16xf32>
    %1733 = stablehlo.add %1570, %1732 : tensor<32x16xf32>
    %cst_456 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1734 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1735 = stablehlo.multiply %1734, %arg29 : tensor<32xf32>
    %1736 = stablehlo.add %1576, %1735 : tensor<32xf32>
    %cst_457 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1737 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1738 = stablehlo.multiply %1737, %arg30 : tensor<32xf32>
    %1739 = stablehlo.add %1582, %1738 : tensor<32xf32>
    %cst_458 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1741 = stablehlo.multiply %1740, %arg31 : tensor<32xf32>
    %1742 = stablehlo.add %1588, %1741 : tensor<32xf32>
    %cst_459 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1743 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1744 = stablehlo.multiply %1743, %arg32 : tensor<32xf32>
    %1745 = stablehlo.add %1594, %1744 : tensor<32xf32>
    %cst_460 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1747 = stablehlo.multiply %1746, %arg33 : tensor<4x8xf32>
    %1748 = stablehlo.add %1600, %1747 : tensor<4x8xf32>
    %cst_461 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1749 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1750 = stablehlo.multiply %1749, %arg34 : tensor<32x4x8xf32>
    %1751 = stablehlo.add %1606, %1750 : tensor<32x4x8xf32>
    %cst_462 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1753 = stablehlo.multiply %1752, %arg35 : tensor<32xf32>
    %1754 = stablehlo.add %1612, %1753 : tensor<32xf32>
    %cst_463 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1755 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1756 = stablehlo.multiply %1755, %arg36 : tensor<4x8x32xf32>
    %1757 = stablehlo.add %1618, %1756 : tensor<4x8x32xf32>
    %cst_464 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1758 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1759 = stablehlo.multiply %1758, %arg37 : tensor<4x8xf32>
    %1760 = stablehlo.add %1624, %1759 : tensor<4x8xf32>
    %cst_465 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1762 = stablehlo.multiply %1761, %arg38 : tensor<32x4x8xf32>
    %1763 = stablehlo.add %1630, %1762 : tensor<32x4x8xf32>
    %cst_466 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1764 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1765 = stablehlo.multiply %1764, %arg39 : tensor<4x8xf32>
    %1766 = stablehlo.add %1636, %1765 : tensor<4x8xf32>
    %cst_467 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1767 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1768 = stablehlo.multiply %1767, %arg40 : tensor<32x4x8xf32>
    %1769 = stablehlo.add %1642, %1768 : tensor<32x4x8xf32>
    %cst_468 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1770 = stablehlo.multiply %cst_468, %arg41 : tensor<f32>
    %1771 = stablehlo.add %1646, %1770 : tensor<f32>
    %cst_469 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1772 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %1773 = stablehlo.multiply %1772, %1649 : tensor<50x24xf32>
    %cst_470 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1774 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1775 = stablehlo.multiply %1774, %1652 : tensor<32xf32>
    %cst_471 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1776 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %1777 = stablehlo.multiply %1776, %1655 : tensor<12x32xf32>
    %cst_472 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1778 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1779 = stablehlo.multiply %1778, %1658 : tensor<32xf32>
    %cst_473 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1780 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1781 = stablehlo.multiply %1780, %1661 : tensor<64x32xf32>
    %cst_474 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1782 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1783 = stablehlo.multiply %1782, %1664 : tensor<64xf32>
    %cst_475 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1784 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1785 = stablehlo.multiply %1784, %1667 : tensor<32x64xf32>
    %cst_476 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1787 = stablehlo.multiply %1786, %1670 : tensor<16xf32>
    %cst_477 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1788 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1789 = stablehlo.multiply %1788, %1673 : tensor<32x16xf32>
    %cst_478 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1790 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1791 = stablehlo.multiply %1790, %1676 : tensor<32xf32>
    %cst_479 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1792 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1793 = stablehlo.multiply %1792, %1679 : tensor<32xf32>
    %cst_480 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1794 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1795 = stablehlo.multiply %1794, %1682 : tensor<32xf32>
    %cst_481 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1796 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1797 = stablehlo.multiply %1796, %1685 : tensor<32xf32>
    %cst_482 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1798 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1799 = stablehlo.multiply %1798, %1688 : tensor<4x8xf32>
    %cst_483 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1800 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1801 = stablehlo.multiply %1800, %1691 : tensor<32x4x8xf32>
    %cst_484 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1802 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1803 = stablehlo.multiply %1802, %1694 : tensor<32xf32>
    %cst_485 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1804 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1805 = stablehlo.multiply %1804, %1697 : tensor<4x8x32xf32>
    %cst_486 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1806 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1807 = stablehlo.multiply %1806, %1700 : tensor<4x8xf32>
    %cst_487 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1808 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1809 = stablehlo.multiply %1808, %1703 : tensor<32x4x8xf32>
    %cst_488 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1810 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1811 = stablehlo.multiply %1810, %1706 : tensor<4x8xf32>
    %cst_489 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1812 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1813 = stablehlo.multiply %1812, %1709 : tensor<32x4x8xf32>
    %cst_490 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1814 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1815 = stablehlo.multiply %1814, %1712 : tensor<32xf32>
    %cst_491 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %1817 = stablehlo.multiply %1816, %1715 : tensor<24x32xf32>
    %cst_492 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1818 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1819 = stablehlo.multiply %1818, %1718 : tensor<32xf32>
    %cst_493 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1820 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1821 = stablehlo.multiply %1820, %1721 : tensor<64x32xf32>
    %cst_494 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1822 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1823 = stablehlo.multiply %1822, %1724 : tensor<64xf32>
    %cst_495 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1824 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1825 = stablehlo.multiply %1824, %1727 : tensor<32x64xf32>
    %cst_496 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1826 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1827 = stablehlo.multiply %1826, %1730 : tensor<16xf32>
    %cst_497 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1828 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1829 = stablehlo.multiply %1828, %1733 : tensor<32x16xf32>
    %cst_498 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1830 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1831 = stablehlo.multiply %1830, %1736 : tensor<32xf32>
    %cst_499 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1832 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1833 = stablehlo.multiply %1832, %1739 : tensor<32xf32>
    %cst_500 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1834 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1835 = stablehlo.multiply %1834, %1742 : tensor<32xf32>
    %cst_501 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1836 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1837 = stablehlo.multiply %1836, %1745 : tensor<32xf32>
    %cst_502 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1838 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1839 = stablehlo.multiply %1838, %1748 : tensor<4x8xf32>
    %cst_503 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1840 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1841 = stablehlo.multiply %1840, %1751 : tensor<32x4x8xf32>
    %cst_504 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1842 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1843 = stablehlo.multiply %1842, %1754 : tensor<32xf32>
    %cst_505 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1844 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %1845 = stablehlo.multiply %1844, %1757 : tensor<4x8x32xf32>
    %cst_506 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1846 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1847 = stablehlo.multiply %1846, %1760 : tensor<4x8xf32>
    %cst_507 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1848 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1849 = stablehlo.multiply %1848, %1763 : tensor<32x4x8xf32>
    %cst_508 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1850 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1851 = stablehlo.multiply %1850, %1766 : tensor<4x8xf32>
    %cst_509 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1852 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<32x4x8xf32>
    %1853 = stablehlo.multiply %1852, %1769 : tensor<32x4x8xf32>
    %cst_510 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1854 = stablehlo.multiply %cst_510, %1771 : tensor<f32>
    %1855 = stablehlo.add %arg0, %1773 : tensor<50x24xf32>
    %1856 = stablehlo.add %arg1, %1775 : tensor<32xf32>
    %1857 = stablehlo.add %arg2, %1777 : tensor<12x32xf32>
    %1858 = stablehlo.add %arg3, %1779 : tensor<32xf32>
    %1859 = stablehlo.add %arg4, %1781 : tensor<64x32xf32>
    %1860 = stablehlo.add %arg5, %1783 : tensor<64xf32>
    %1861 = stablehlo.add %arg6, %1785 : tensor<32x64xf32>
    %1862 = stablehlo.add %arg7, %1787 : tensor<16xf32>
    %1863 = stablehlo.add %arg8, %1789 : tensor<32x16xf32>
    %1864 = stablehlo.add %arg9, %1791 : tensor<32xf32>
    %1865 = stablehlo.add %arg10, %1793 : tensor<32xf32>
    %1866 = stablehlo.add %arg11, %1795 : tensor<32xf32>
    %1867 = stablehlo.add %arg12, %1797 : tensor<32xf32>
    %1868 = stablehlo.add %arg13, %1799 : tensor<4x8xf32>
    %1869 = stablehlo.add %arg14, %1801 : tensor<32x4x8xf32>
    %1870 = stablehlo.add %arg15, %1803 : tensor<32xf32>
    %1871 = stablehlo.add %arg16, %1805 : tensor<4x8x32xf32>
    %1872 = stablehlo.add %arg17, %1807 : tensor<4x8xf32>
    %1873 = stablehlo.add %arg18, %1809 : tensor<32x4x8xf32>
    %1874 = stablehlo.add %arg19, %1811 : tensor<4x8xf32>
    %1875 = stablehlo.add %arg20, %1813 : tensor<32x4x8xf32>
    %1876 = stablehlo.add %arg21, %1815 : tensor<32xf32>
    %1877 = stablehlo.add %arg22, %1817 : tensor<24x32xf32>
    %1878 = stablehlo.add %arg23, %1819 : tensor<32xf32>
    %1879 = stablehlo.add %arg24, %1821 : tensor<64x32xf32>
    %1880 = stablehlo.add %arg25, %1823 : tensor<64xf32>
    %1881 = stablehlo.add %arg26, %1825 : tensor<32x64xf32>
    %1882 = stablehlo.add %arg27, %1827 : tensor<16xf32>
    %1883 = stablehlo.add %arg28, %1829 : tensor<32x16xf32>
    %1884 = stablehlo.add %arg29, %1831 : tensor<32xf32>
    %1885 = stablehlo.add %arg30, %1833 : tensor<32xf32>
    %1886 = stablehlo.add %arg31, %1835 : tensor<32xf32>
    %1887 = stablehlo.add %arg32, %1837 : tensor<32xf32>
    %1888 = stablehlo.add %arg33, %1839 : tensor<4x8xf32>
    %1889 = stablehlo.add %arg34, %1841 : tensor<32x4x8xf32>
    %1890 = stablehlo.add %arg35, %1843 : tensor<32xf32>
    %1891 = stablehlo.add %arg36, %1845 : tensor<4x8x32xf32>
    %1892 = stablehlo.add %arg37, %1847 : tensor<4x8xf32>
    %1893 = stablehlo.add %arg38, %1849 : tensor<32x4x8xf32>
    %1894 = stablehlo.add %arg39, %1851 : tensor<4x8xf32>
    %1895 = stablehlo.add %arg40, %1853 : tensor<32x4x8xf32>
    %1896 = stablehlo.add %arg41, %1854 : tensor<f32>
    return %1855, %1856, %1857, %1858, %1859, %1860, %1861, %1862, %1863, %1864, %1865, %1866, %1867, %1868, %1869, %1870, %1871, %1872, %1873, %1874, %1875, %1876, %1877, %1878, %1879, %1880, %1881, %1882, %1883, %1884, %1885, %1886, %1887, %1888, %1889, %1890, %1891, %1892, %1893, %1894, %1895, %1896, %1224, %768, %773, %778, %783, %788, %793, %798, %803, %808, %813, %818, %823, %828, %833, %838, %843, %848, %853, %858, %863, %868, %873, %878, %883, %888, %893, %898, %903, %908, %913, %918, %923, %928, %933, %938, %943, %948, %953, %958, %963, %968, %971, %977, %983, %989, %995, %1001, %1007, %1013, %1019, %1025, %1031, %1037, %1043, %1049, %1055, %1061, %1067, %1073, %1079, %1085, %1091, %1097, %1103, %1109, %1115, %1121, %1127, %1133, %1139, %1145, %1151, %1157, %1163, %1169, %1175, %1181, %1187, %1193, %1199, %1205, %1211, %1217, %1221, %389 : tensor<50x24xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<24x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<f32>, tensor<i32>, tensor<50x24xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<24x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<f32>, tensor<50x24xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<24x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<32xf32>, tensor<4x8x32xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<4x8xf32>, tensor<32x4x8xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<50x24xf32>, %arg1: tensor<4x5xi32>) -> (tensor<4x5x24xf32>, tensor<4x5x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi1>
    %c_0 = stablehlo.constant dense<50> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x5xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x5xi1>, tensor<4x5xi32>, tensor<4x5xi32>) -> tensor<4x5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x5xi32>) -> tensor<4x5x1xi32>
    %c_1 = stablehlo.constant dense<49> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x5x1xi32>, tensor<4x5x1xi32>) -> tensor<4x5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x5x1xi32>, tensor<4x5x1xi32>) -> tensor<4x5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x5x1xi1>, tensor<i1>) -> tensor<4x5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 24>}> : (tensor<50x24xf32>, tensor<4x5x1xi32>) -> tensor<4x5x24xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x5xi1>) -> tensor<4x5x24xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x5x24xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x5x24xi1>, tensor<4x5x24xf32>
    return %16, %5 : tensor<4x5x24xf32>, tensor<4x5x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x5xi1>, %arg1: tensor<4x5xi32>, %arg2: tensor<4x5xi32>) -> tensor<4x5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x5xi1>, tensor<4x5xi32>
    return %0 : tensor<4x5xi32>
  }
  func.func private @norm(%arg0: tensor<4x16xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x1xf32>
    return %3, %5 : tensor<4x1xf32>, tensor<4x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x4xf32>, %arg1: tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x4xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15, %5 : tensor<4x1xf32>, tensor<4x1x1xi32>
  }
  func.func private @_take_0(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_1(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<4xi1>, tensor<4xf32>
    return %13, %3 : tensor<4xf32>, tensor<1xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<4xf32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x1xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    return %1 : tensor<4x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x4xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
  func.func private @norm_4(%arg0: tensor<4x16xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x1xf32>) -> tensor<4x16xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<4x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x16xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<4x16xf32>
    %4 = stablehlo.multiply %2, %arg0 : tensor<4x16xf32>
    %5 = stablehlo.add %3, %4 : tensor<4x16xf32>
    return %5 : tensor<4x16xf32>
  }
  func.func private @_take_5(%arg0: tensor<4x5x1xi32>, %arg1: tensor<4x5x24xf32>) -> tensor<50x24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<50x24xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<50x24xf32>, tensor<4x5x1xi32>, tensor<4x5x24xf32>) -> tensor<50x24xf32>
    return %1 : tensor<50x24xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
