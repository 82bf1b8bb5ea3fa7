module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<4x4x3x16xf32>, %arg2: tensor<10xf32>, %arg3: tensor<16x10xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<32xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<16xf32>, %arg17: tensor<32x16xf32>, %arg18: tensor<32xf32>, %arg19: tensor<16x32xf32>, %arg20: tensor<16xf32>, %arg21: tensor<32x16xf32>, %arg22: tensor<2x8xf32>, %arg23: tensor<16x2x8xf32>, %arg24: tensor<16xf32>, %arg25: tensor<2x8x16xf32>, %arg26: tensor<2x8xf32>, %arg27: tensor<16x2x8xf32>, %arg28: tensor<2x8xf32>, %arg29: tensor<16x2x8xf32>, %arg30: tensor<2x8xf32>, %arg31: tensor<16x2x8xf32>, %arg32: tensor<16xf32>, %arg33: tensor<2x8x16xf32>, %arg34: tensor<2x8xf32>, %arg35: tensor<16x2x8xf32>, %arg36: tensor<2x8xf32>, %arg37: tensor<16x2x8xf32>, %arg38: tensor<1x1x16xf32>, %arg39: tensor<1x17x16xf32>, %arg40: tensor<i32>, %arg41: tensor<16xf32>, %arg42: tensor<4x4x3x16xf32>, %arg43: tensor<10xf32>, %arg44: tensor<16x10xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<32xf32>, %arg56: tensor<16x32xf32>, %arg57: tensor<16xf32>, %arg58: tensor<32x16xf32>, %arg59: tensor<32xf32>, %arg60: tensor<16x32xf32>, %arg61: tensor<16xf32>, %arg62: tensor<32x16xf32>, %arg63: tensor<2x8xf32>, %arg64: tensor<16x2x8xf32>, %arg65: tensor<16xf32>, %arg66: tensor<2x8x16xf32>, %arg67: tensor<2x8xf32>, %arg68: tensor<16x2x8xf32>, %arg69: tensor<2x8xf32>, %arg70: tensor<16x2x8xf32>, %arg71: tensor<2x8xf32>, %arg72: tensor<16x2x8xf32>, %arg73: tensor<16xf32>, %arg74: tensor<2x8x16xf32>, %arg75: tensor<2x8xf32>, %arg76: tensor<16x2x8xf32>, %arg77: tensor<2x8xf32>, %arg78: tensor<16x2x8xf32>, %arg79: tensor<1x1x16xf32>, %arg80: tensor<1x17x16xf32>, %arg81: tensor<16xf32>, %arg82: tensor<4x4x3x16xf32>, %arg83: tensor<10xf32>, %arg84: tensor<16x10xf32>, %arg85: tensor<16xf32>, %arg86: tensor<16xf32>, %arg87: tensor<16xf32>, %arg88: tensor<16xf32>, %arg89: tensor<16xf32>, %arg90: tensor<16xf32>, %arg91: tensor<16xf32>, %arg92: tensor<16xf32>, %arg93: tensor<16xf32>, %arg94: tensor<16xf32>, %arg95: tensor<32xf32>, %arg96: tensor<16x32xf32>, %arg97: tensor<16xf32>, %arg98: tensor<32x16xf32>, %arg99: tensor<32xf32>, %arg100: tensor<16x32xf32>, %arg101: tensor<16xf32>, %arg102: tensor<32x16xf32>, %arg103: tensor<2x8xf32>, %arg104: tensor<16x2x8xf32>, %arg105: tensor<16xf32>, %arg106: tensor<2x8x16xf32>, %arg107: tensor<2x8xf32>, %arg108: tensor<16x2x8xf32>, %arg109: tensor<2x8xf32>, %arg110: tensor<16x2x8xf32>, %arg111: tensor<2x8xf32>, %arg112: tensor<16x2x8xf32>, %arg113: tensor<16xf32>, %arg114: tensor<2x8x16xf32>, %arg115: tensor<2x8xf32>, %arg116: tensor<16x2x8xf32>, %arg117: tensor<2x8xf32>, %arg118: tensor<16x2x8xf32>, %arg119: tensor<1x1x16xf32>, %arg120: tensor<1x17x16xf32>, %arg121: tensor<2x16x16x3xf32>, %arg122: tensor<2xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<4x4x3x16xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_3']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_3']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_4']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['LayerNorm_4']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['MlpBlock_0']['Dense_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['MlpBlock_1']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[0]['params']['MlpBlock_1']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['MlpBlock_1']['Dense_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['MlpBlock_1']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[0]['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1x1x16xf32> {jax.result_info = "result[0]['params']['cls']"}, tensor<1x17x16xf32> {jax.result_info = "result[0]['params']['pos']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['bias']"}, tensor<4x4x3x16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_2']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_3']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_3']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_4']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_4']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_0']['Dense_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_1']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_1']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_1']['Dense_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].mu['params']['MlpBlock_1']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].mu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1x1x16xf32> {jax.result_info = "result[1][0].mu['params']['cls']"}, tensor<1x17x16xf32> {jax.result_info = "result[1][0].mu['params']['pos']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['bias']"}, tensor<4x4x3x16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_2']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_3']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_3']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_4']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_4']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_0']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_0']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_0']['Dense_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_1']['Dense_0']['bias']"}, tensor<16x32xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_1']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_1']['Dense_1']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].nu['params']['MlpBlock_1']['Dense_1']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result[1][0].nu['params']['SelfAttention_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1x1x16xf32> {jax.result_info = "result[1][0].nu['params']['cls']"}, tensor<1x17x16xf32> {jax.result_info = "result[1][0].nu['params']['pos']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg121, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x16xf32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x16xf32>) -> tensor<2x16x16xf32>
    %5 = stablehlo.broadcast_in_dim %arg38, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x1x16xf32>
    %6 = stablehlo.concatenate %5, %4, dim = 1 : (tensor<2x1x16xf32>, tensor<2x16x16xf32>) -> tensor<2x17x16xf32>
    %7 = stablehlo.broadcast_in_dim %arg39, dims = [0, 1, 2] : (tensor<1x17x16xf32>) -> tensor<2x17x16xf32>
    %8 = stablehlo.add %6, %7 : tensor<2x17x16xf32>
    %9 = chlo.square %8 : tensor<2x17x16xf32> -> tensor<2x17x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x17x16xf32>
    %11 = stablehlo.multiply %10, %8 : tensor<2x17x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x17xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %17 = stablehlo.divide %15, %16 : tensor<2x17xf32>
    %18 = chlo.square %14 : tensor<2x17xf32> -> tensor<2x17xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %20 = stablehlo.multiply %19, %14 : tensor<2x17xf32>
    %21 = stablehlo.subtract %17, %18 : tensor<2x17xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<2x17xf32>
    %24 = stablehlo.compare EQ, %21, %23, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<2x17xi1>, tensor<2x17xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %29 = stablehlo.compare EQ, %28, %23, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %32 = stablehlo.select %29, %30, %31 : tensor<2x17xi1>, tensor<2x17xf32>
    %33 = stablehlo.divide %27, %32 : tensor<2x17xf32>
    %34 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %35 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %37 = stablehlo.subtract %8, %36 : tensor<2x17x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %39 = stablehlo.add %35, %38 : tensor<2x17x1xf32>
    %40 = stablehlo.rsqrt %39 : tensor<2x17x1xf32>
    %41 = stablehlo.divide %40, %39 : tensor<2x17x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<2x17x1xf32>
    %44 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<2x17x16xf32>
    %48 = stablehlo.multiply %37, %47 : tensor<2x17x16xf32>
    %49 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x17x16xf32>
    %52 = stablehlo.dot_general %51, %arg27, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %53 = stablehlo.reshape %arg26 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x17x2x8xf32>
    %56 = stablehlo.dot_general %51, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %57 = stablehlo.reshape %arg22 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x17x2x8xf32>
    %60 = stablehlo.dot_general %51, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %61 = stablehlo.reshape %arg28 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %63 = stablehlo.add %60, %62 : tensor<2x17x2x8xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %64 = stablehlo.sqrt %cst_13 : tensor<f32>
    %65 = stablehlo.convert %64 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<2x17x2x8xf32>
    %67 = stablehlo.divide %55, %66 : tensor<2x17x2x8xf32>
    %68 = stablehlo.dot_general %67, %59, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x17xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x17xf32>
    %71 = stablehlo.maximum %70, %69 : tensor<2x2x17xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<2x2x17x17xf32>
    %75 = stablehlo.exponential %74 : tensor<2x2x17x17xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %79 = stablehlo.divide %75, %78 : tensor<2x2x17x17xf32>
    %80 = stablehlo.multiply %77, %77 : tensor<2x2x17x1xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x2x17x1xf32>
    %82 = stablehlo.divide %81, %80 : tensor<2x2x17x1xf32>
    %83 = stablehlo.dot_general %63, %79, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x8x17xf32>
    %84 = stablehlo.transpose %83, dims = [0, 3, 1, 2] : (tensor<2x2x8x17xf32>) -> tensor<2x17x2x8xf32>
    %85 = stablehlo.dot_general %84, %arg25, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x17x16xf32>
    %86 = stablehlo.reshape %arg24 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %88 = stablehlo.add %85, %87 : tensor<2x17x16xf32>
    %89 = stablehlo.add %8, %88 : tensor<2x17x16xf32>
    %90 = chlo.square %89 : tensor<2x17x16xf32> -> tensor<2x17x16xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x17x16xf32>
    %92 = stablehlo.multiply %91, %89 : tensor<2x17x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%89 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %95 = stablehlo.divide %93, %94 : tensor<2x17xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%90 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %98 = stablehlo.divide %96, %97 : tensor<2x17xf32>
    %99 = chlo.square %95 : tensor<2x17xf32> -> tensor<2x17xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %101 = stablehlo.multiply %100, %95 : tensor<2x17xf32>
    %102 = stablehlo.subtract %98, %99 : tensor<2x17xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %104 = stablehlo.maximum %103, %102 : tensor<2x17xf32>
    %105 = stablehlo.compare EQ, %102, %104, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %108 = stablehlo.select %105, %106, %107 : tensor<2x17xi1>, tensor<2x17xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %110 = stablehlo.compare EQ, %109, %104, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %113 = stablehlo.select %110, %111, %112 : tensor<2x17xi1>, tensor<2x17xf32>
    %114 = stablehlo.divide %108, %113 : tensor<2x17xf32>
    %115 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %116 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %118 = stablehlo.subtract %89, %117 : tensor<2x17x16xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %120 = stablehlo.add %116, %119 : tensor<2x17x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<2x17x1xf32>
    %122 = stablehlo.divide %121, %120 : tensor<2x17x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<2x17x1xf32>
    %125 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %126 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<2x17x16xf32>
    %129 = stablehlo.multiply %118, %128 : tensor<2x17x16xf32>
    %130 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %132 = stablehlo.add %129, %131 : tensor<2x17x16xf32>
    %133 = stablehlo.dot_general %132, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x32xf32>) -> tensor<2x17x32xf32>
    %134 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %136 = stablehlo.add %133, %135 : tensor<2x17x32xf32>
    %137 = stablehlo.multiply %136, %136 : tensor<2x17x32xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<2x17x32xf32>
    %139 = stablehlo.multiply %136, %136 : tensor<2x17x32xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<2x17x32xf32>
    %cst_33 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %143 = stablehlo.multiply %142, %138 : tensor<2x17x32xf32>
    %144 = stablehlo.add %136, %143 : tensor<2x17x32xf32>
    %cst_34 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<2x17x32xf32>
    %147 = stablehlo.tanh %146 : tensor<2x17x32xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %149 = stablehlo.subtract %148, %147 : tensor<2x17x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %151 = stablehlo.add %150, %147 : tensor<2x17x32xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<2x17x32xf32>
    %154 = stablehlo.multiply %136, %153 : tensor<2x17x32xf32>
    %155 = stablehlo.dot_general %154, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x16xf32>) -> tensor<2x17x16xf32>
    %156 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %158 = stablehlo.add %155, %157 : tensor<2x17x16xf32>
    %159 = stablehlo.add %89, %158 : tensor<2x17x16xf32>
    %160 = chlo.square %159 : tensor<2x17x16xf32> -> tensor<2x17x16xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x17x16xf32>
    %162 = stablehlo.multiply %161, %159 : tensor<2x17x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%159 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %165 = stablehlo.divide %163, %164 : tensor<2x17xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%160 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %168 = stablehlo.divide %166, %167 : tensor<2x17xf32>
    %169 = chlo.square %165 : tensor<2x17xf32> -> tensor<2x17xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %171 = stablehlo.multiply %170, %165 : tensor<2x17xf32>
    %172 = stablehlo.subtract %168, %169 : tensor<2x17xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %174 = stablehlo.maximum %173, %172 : tensor<2x17xf32>
    %175 = stablehlo.compare EQ, %172, %174, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %178 = stablehlo.select %175, %176, %177 : tensor<2x17xi1>, tensor<2x17xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %180 = stablehlo.compare EQ, %179, %174, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %183 = stablehlo.select %180, %181, %182 : tensor<2x17xi1>, tensor<2x17xf32>
    %184 = stablehlo.divide %178, %183 : tensor<2x17xf32>
    %185 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %186 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %187 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %188 = stablehlo.subtract %159, %187 : tensor<2x17x16xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %190 = stablehlo.add %186, %189 : tensor<2x17x1xf32>
    %191 = stablehlo.rsqrt %190 : tensor<2x17x1xf32>
    %192 = stablehlo.divide %191, %190 : tensor<2x17x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<2x17x1xf32>
    %195 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %196 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<2x17x16xf32>
    %199 = stablehlo.multiply %188, %198 : tensor<2x17x16xf32>
    %200 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %202 = stablehlo.add %199, %201 : tensor<2x17x16xf32>
    %203 = stablehlo.dot_general %202, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %204 = stablehlo.reshape %arg34 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %206 = stablehlo.add %203, %205 : tensor<2x17x2x8xf32>
    %207 = stablehlo.dot_general %202, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %208 = stablehlo.reshape %arg30 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %210 = stablehlo.add %207, %209 : tensor<2x17x2x8xf32>
    %211 = stablehlo.dot_general %202, %arg37, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x2x8xf32>) -> tensor<2x17x2x8xf32>
    %212 = stablehlo.reshape %arg36 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x17x2x8xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x17x2x8xf32>
    %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %215 = stablehlo.sqrt %cst_52 : tensor<f32>
    %216 = stablehlo.convert %215 : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [] : (tensor<f32>) -> tensor<2x17x2x8xf32>
    %218 = stablehlo.divide %206, %217 : tensor<2x17x2x8xf32>
    %219 = stablehlo.dot_general %218, %210, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x17xf32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_53) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x2x17xf32>
    %222 = stablehlo.maximum %221, %220 : tensor<2x2x17xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %225 = stablehlo.subtract %219, %224 : tensor<2x2x17x17xf32>
    %226 = stablehlo.exponential %225 : tensor<2x2x17x17xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %230 = stablehlo.divide %226, %229 : tensor<2x2x17x17xf32>
    %231 = stablehlo.multiply %228, %228 : tensor<2x2x17x1xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x2x17x1xf32>
    %233 = stablehlo.divide %232, %231 : tensor<2x2x17x1xf32>
    %234 = stablehlo.dot_general %214, %230, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x8x17xf32>
    %235 = stablehlo.transpose %234, dims = [0, 3, 1, 2] : (tensor<2x2x8x17xf32>) -> tensor<2x17x2x8xf32>
    %236 = stablehlo.dot_general %235, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x17x16xf32>
    %237 = stablehlo.reshape %arg32 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %239 = stablehlo.add %236, %238 : tensor<2x17x16xf32>
    %240 = stablehlo.add %159, %239 : tensor<2x17x16xf32>
    %241 = chlo.square %240 : tensor<2x17x16xf32> -> tensor<2x17x16xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x17x16xf32>
    %243 = stablehlo.multiply %242, %240 : tensor<2x17x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%240 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %246 = stablehlo.divide %244, %245 : tensor<2x17xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%241 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %249 = stablehlo.divide %247, %248 : tensor<2x17xf32>
    %250 = chlo.square %246 : tensor<2x17xf32> -> tensor<2x17xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %252 = stablehlo.multiply %251, %246 : tensor<2x17xf32>
    %253 = stablehlo.subtract %249, %250 : tensor<2x17xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %255 = stablehlo.maximum %254, %253 : tensor<2x17xf32>
    %256 = stablehlo.compare EQ, %253, %255, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %259 = stablehlo.select %256, %257, %258 : tensor<2x17xi1>, tensor<2x17xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %261 = stablehlo.compare EQ, %260, %255, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %264 = stablehlo.select %261, %262, %263 : tensor<2x17xi1>, tensor<2x17xf32>
    %265 = stablehlo.divide %259, %264 : tensor<2x17xf32>
    %266 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %267 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %269 = stablehlo.subtract %240, %268 : tensor<2x17x16xf32>
    %cst_69 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %271 = stablehlo.add %267, %270 : tensor<2x17x1xf32>
    %272 = stablehlo.rsqrt %271 : tensor<2x17x1xf32>
    %273 = stablehlo.divide %272, %271 : tensor<2x17x1xf32>
    %cst_70 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<2x17x1xf32>
    %276 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %277 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<2x17x16xf32>
    %280 = stablehlo.multiply %269, %279 : tensor<2x17x16xf32>
    %281 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %283 = stablehlo.add %280, %282 : tensor<2x17x16xf32>
    %284 = stablehlo.dot_general %283, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<16x32xf32>) -> tensor<2x17x32xf32>
    %285 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %287 = stablehlo.add %284, %286 : tensor<2x17x32xf32>
    %288 = stablehlo.multiply %287, %287 : tensor<2x17x32xf32>
    %289 = stablehlo.multiply %288, %287 : tensor<2x17x32xf32>
    %290 = stablehlo.multiply %287, %287 : tensor<2x17x32xf32>
    %cst_71 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<2x17x32xf32>
    %cst_72 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %294 = stablehlo.multiply %293, %289 : tensor<2x17x32xf32>
    %295 = stablehlo.add %287, %294 : tensor<2x17x32xf32>
    %cst_73 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<2x17x32xf32>
    %298 = stablehlo.tanh %297 : tensor<2x17x32xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %300 = stablehlo.subtract %299, %298 : tensor<2x17x32xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %302 = stablehlo.add %301, %298 : tensor<2x17x32xf32>
    %cst_76 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<2x17x32xf32>
    %305 = stablehlo.multiply %287, %304 : tensor<2x17x32xf32>
    %306 = stablehlo.dot_general %305, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<32x16xf32>) -> tensor<2x17x16xf32>
    %307 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %309 = stablehlo.add %306, %308 : tensor<2x17x16xf32>
    %310 = stablehlo.add %240, %309 : tensor<2x17x16xf32>
    %311 = stablehlo.slice %310 [0:2, 0:1, 0:16] : (tensor<2x17x16xf32>) -> tensor<2x1x16xf32>
    %312 = stablehlo.reshape %311 : (tensor<2x1x16xf32>) -> tensor<2x16xf32>
    %313 = chlo.square %312 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_77 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %315 = stablehlo.multiply %314, %312 : tensor<2x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%312 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_79 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %318 = stablehlo.divide %316, %317 : tensor<2xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%313 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_81 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %321 = stablehlo.divide %319, %320 : tensor<2xf32>
    %322 = chlo.square %318 : tensor<2xf32> -> tensor<2xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %324 = stablehlo.multiply %323, %318 : tensor<2xf32>
    %325 = stablehlo.subtract %321, %322 : tensor<2xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %327 = stablehlo.maximum %326, %325 : tensor<2xf32>
    %328 = stablehlo.compare EQ, %325, %327, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %331 = stablehlo.select %328, %329, %330 : tensor<2xi1>, tensor<2xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %333 = stablehlo.compare EQ, %332, %327, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %336 = stablehlo.select %333, %334, %335 : tensor<2xi1>, tensor<2xf32>
    %337 = stablehlo.divide %331, %336 : tensor<2xf32>
    %338 = stablehlo.broadcast_in_dim %318, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %339 = stablehlo.broadcast_in_dim %327, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %340 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %341 = stablehlo.subtract %312, %340 : tensor<2x16xf32>
    %cst_89 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %343 = stablehlo.add %339, %342 : tensor<2x1xf32>
    %344 = stablehlo.rsqrt %343 : tensor<2x1xf32>
    %345 = stablehlo.divide %344, %343 : tensor<2x1xf32>
    %cst_90 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %347 = stablehlo.multiply %346, %345 : tensor<2x1xf32>
    %348 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x16xf32>
    %349 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %350 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<2x16xf32>
    %352 = stablehlo.multiply %341, %351 : tensor<2x16xf32>
    %353 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x16xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %355 = stablehlo.add %352, %354 : tensor<2x16xf32>
    %356 = stablehlo.dot_general %355, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %357 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %359 = stablehlo.add %356, %358 : tensor<2x10xf32>
    %360 = stablehlo.broadcast_in_dim %arg122, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %361:2 = call @take_along_axis(%359, %360) : (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %362:2 = call @_take(%361#0, %c) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %363 = stablehlo.reduce(%359 init: %cst_91) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %365 = stablehlo.maximum %364, %363 : tensor<2xf32>
    %366 = stablehlo.is_finite %365 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %368 = stablehlo.select %366, %365, %367 : tensor<2xi1>, tensor<2xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %371 = stablehlo.subtract %359, %370 : tensor<2x10xf32>
    %372 = stablehlo.exponential %371 : tensor<2x10xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_94) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %374 = stablehlo.abs %373 : tensor<2xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %376 = stablehlo.compare GE, %373, %375, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %377 = stablehlo.log %374 : tensor<2xf32>
    %378 = stablehlo.add %377, %368 : tensor<2xf32>
    %379 = stablehlo.subtract %378, %362#0 : tensor<2xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_96) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %381 = stablehlo.divide %380, %cst_97 : tensor<f32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %382 = stablehlo.divide %cst_98, %cst_99 : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %384 = stablehlo.negate %383 : tensor<2xf32>
    %385 = stablehlo.divide %383, %374 : tensor<2xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %387 = stablehlo.select %376, %386, %385 : tensor<2xi1>, tensor<2xf32>
    %388 = stablehlo.select %376, %385, %386 : tensor<2xi1>, tensor<2xf32>
    %389 = stablehlo.negate %387 : tensor<2xf32>
    %390 = stablehlo.add %388, %389 : tensor<2xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %392 = stablehlo.multiply %391, %372 : tensor<2x10xf32>
    %393 = call @_take_0(%362#1, %384) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %394 = call @take_along_axis_1(%361#1, %393) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %395 = stablehlo.add %392, %394 : tensor<2x10xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_101) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %397 = stablehlo.reshape %396 : (tensor<10xf32>) -> tensor<1x10xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x10xf32>) -> tensor<10xf32>
    %399 = stablehlo.dot_general %395, %355, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10xf32>, tensor<2x16xf32>) -> tensor<10x16xf32>
    %400 = stablehlo.transpose %399, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %401 = stablehlo.dot_general %395, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_102) applies stablehlo.add across dimensions = [0] : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %403 = stablehlo.reshape %402 : (tensor<16xf32>) -> tensor<1x16xf32>
    %404 = stablehlo.reshape %403 : (tensor<1x16xf32>) -> tensor<16xf32>
    %405 = stablehlo.multiply %341, %401 : tensor<2x16xf32>
    %406 = stablehlo.multiply %401, %351 : tensor<2x16xf32>
    %407 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x16xf32>
    %408 = stablehlo.multiply %407, %405 : tensor<2x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_103) applies stablehlo.add across dimensions = [0] : (tensor<2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %410 = stablehlo.reshape %409 : (tensor<16xf32>) -> tensor<1x16xf32>
    %411 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %412 = stablehlo.multiply %405, %411 : tensor<2x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_104) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %414 = stablehlo.reshape %413 : (tensor<2xf32>) -> tensor<2x1xf32>
    %415 = stablehlo.reshape %410 : (tensor<1x16xf32>) -> tensor<16xf32>
    %416 = stablehlo.multiply %414, %347 : tensor<2x1xf32>
    %417 = stablehlo.negate %406 : tensor<2x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_105) applies stablehlo.add across dimensions = [1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<2xf32>
    %419 = stablehlo.reshape %418 : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%416 init: %cst_106) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%419 init: %cst_107) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %422 = stablehlo.multiply %420, %337 : tensor<2xf32>
    %423 = stablehlo.negate %422 : tensor<2xf32>
    %424 = stablehlo.multiply %423, %324 : tensor<2xf32>
    %425 = stablehlo.add %421, %424 : tensor<2xf32>
    %cst_108 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %427 = stablehlo.divide %422, %426 : tensor<2xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %cst_109 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %430 = stablehlo.divide %425, %429 : tensor<2xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0] : (tensor<2xf32>) -> tensor<2x16xf32>
    %432 = stablehlo.add %406, %431 : tensor<2x16xf32>
    %433 = stablehlo.multiply %428, %315 : tensor<2x16xf32>
    %434 = stablehlo.add %432, %433 : tensor<2x16xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.pad %435, %cst_110, low = [0, 0, 0], high = [0, 16, 0], interior = [0, 0, 0] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x17x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%436 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %438 = stablehlo.reshape %437 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %439 = stablehlo.reshape %438 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %440 = stablehlo.dot_general %436, %305, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<2x17x32xf32>) -> tensor<16x32xf32>
    %441 = stablehlo.transpose %440, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %442 = stablehlo.dot_general %436, %arg21, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<32x16xf32>) -> tensor<2x17x32xf32>
    %443 = stablehlo.multiply %287, %442 : tensor<2x17x32xf32>
    %444 = stablehlo.multiply %442, %304 : tensor<2x17x32xf32>
    %cst_112 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<2x17x32xf32>
    %447 = stablehlo.multiply %446, %300 : tensor<2x17x32xf32>
    %448 = stablehlo.multiply %447, %298 : tensor<2x17x32xf32>
    %449 = stablehlo.add %447, %448 : tensor<2x17x32xf32>
    %cst_113 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<2x17x32xf32>
    %452 = stablehlo.add %444, %451 : tensor<2x17x32xf32>
    %cst_114 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %454 = stablehlo.multiply %453, %451 : tensor<2x17x32xf32>
    %455 = stablehlo.multiply %454, %292 : tensor<2x17x32xf32>
    %456 = stablehlo.add %452, %455 : tensor<2x17x32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %458 = stablehlo.reshape %457 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %460 = stablehlo.dot_general %456, %283, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<2x17x16xf32>) -> tensor<32x16xf32>
    %461 = stablehlo.transpose %460, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %462 = stablehlo.dot_general %456, %arg19, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<16x32xf32>) -> tensor<2x17x16xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %464 = stablehlo.reshape %463 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %465 = stablehlo.reshape %464 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %466 = stablehlo.multiply %269, %462 : tensor<2x17x16xf32>
    %467 = stablehlo.multiply %462, %279 : tensor<2x17x16xf32>
    %468 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %469 = stablehlo.multiply %468, %466 : tensor<2x17x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %471 = stablehlo.reshape %470 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %472 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %473 = stablehlo.multiply %466, %472 : tensor<2x17x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.reduce(%473 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %475 = stablehlo.reshape %474 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %476 = stablehlo.reshape %471 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %477 = stablehlo.multiply %475, %275 : tensor<2x17x1xf32>
    %478 = stablehlo.negate %467 : tensor<2x17x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %480 = stablehlo.reshape %479 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %481 = stablehlo.add %436, %467 : tensor<2x17x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%477 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%480 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %484 = stablehlo.multiply %482, %265 : tensor<2x17xf32>
    %485 = stablehlo.negate %484 : tensor<2x17xf32>
    %486 = stablehlo.multiply %485, %252 : tensor<2x17xf32>
    %487 = stablehlo.add %483, %486 : tensor<2x17xf32>
    %cst_122 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %489 = stablehlo.divide %484, %488 : tensor<2x17xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %cst_123 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %492 = stablehlo.divide %487, %491 : tensor<2x17xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %494 = stablehlo.add %481, %493 : tensor<2x17x16xf32>
    %495 = stablehlo.multiply %490, %243 : tensor<2x17x16xf32>
    %496 = stablehlo.add %494, %495 : tensor<2x17x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.reduce(%496 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %498 = stablehlo.reshape %497 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %499 = stablehlo.reshape %498 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %500 = stablehlo.dot_general %496, %235, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<2x17x2x8xf32>) -> tensor<16x2x8xf32>
    %501 = stablehlo.transpose %500, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %502 = stablehlo.dot_general %496, %arg33, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<2x8x16xf32>) -> tensor<2x17x2x8xf32>
    %503 = stablehlo.transpose %502, dims = [0, 2, 3, 1] : (tensor<2x17x2x8xf32>) -> tensor<2x2x8x17xf32>
    %504 = stablehlo.dot_general %503, %214, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x17xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x17xf32>
    %505 = stablehlo.dot_general %503, %230, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x8x17xf32>
    %506 = stablehlo.transpose %505, dims = [0, 3, 1, 2] : (tensor<2x2x8x17xf32>) -> tensor<2x17x2x8xf32>
    %507 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %508 = stablehlo.multiply %504, %507 : tensor<2x2x17x17xf32>
    %509 = stablehlo.multiply %508, %226 : tensor<2x2x17x17xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_125) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %511 = stablehlo.reshape %510 : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %512 = stablehlo.negate %511 : tensor<2x2x17x1xf32>
    %513 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %514 = stablehlo.divide %504, %513 : tensor<2x2x17x17xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%512 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x1xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %517 = stablehlo.add %514, %516 : tensor<2x2x17x17xf32>
    %518 = stablehlo.multiply %517, %226 : tensor<2x2x17x17xf32>
    %519 = stablehlo.dot_general %518, %218, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x17x17xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x8xf32>
    %520 = stablehlo.transpose %519, dims = [0, 2, 1, 3] : (tensor<2x2x17x8xf32>) -> tensor<2x17x2x8xf32>
    %521 = stablehlo.dot_general %518, %210, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x17x17xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x8xf32>
    %522 = stablehlo.transpose %521, dims = [0, 2, 1, 3] : (tensor<2x2x17x8xf32>) -> tensor<2x17x2x8xf32>
    %523 = stablehlo.broadcast_in_dim %216, dims = [] : (tensor<f32>) -> tensor<2x17x2x8xf32>
    %524 = stablehlo.divide %522, %523 : tensor<2x17x2x8xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%506 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %526 = stablehlo.reshape %525 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %527 = stablehlo.reshape %526 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %528 = stablehlo.dot_general %506, %202, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x16xf32>) -> tensor<2x8x16xf32>
    %529 = stablehlo.transpose %528, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %530 = stablehlo.dot_general %506, %arg37, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x17x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%520 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %532 = stablehlo.reshape %531 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %533 = stablehlo.reshape %532 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %534 = stablehlo.dot_general %520, %202, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x16xf32>) -> tensor<2x8x16xf32>
    %535 = stablehlo.transpose %534, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %536 = stablehlo.dot_general %520, %arg31, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x17x16xf32>
    %537 = stablehlo.add %530, %536 : tensor<2x17x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%524 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %539 = stablehlo.reshape %538 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %540 = stablehlo.reshape %539 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %541 = stablehlo.dot_general %524, %202, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x16xf32>) -> tensor<2x8x16xf32>
    %542 = stablehlo.transpose %541, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %543 = stablehlo.dot_general %524, %arg35, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x17x16xf32>
    %544 = stablehlo.add %537, %543 : tensor<2x17x16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %546 = stablehlo.reshape %545 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %547 = stablehlo.reshape %546 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %548 = stablehlo.multiply %188, %544 : tensor<2x17x16xf32>
    %549 = stablehlo.multiply %544, %198 : tensor<2x17x16xf32>
    %550 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %551 = stablehlo.multiply %550, %548 : tensor<2x17x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %553 = stablehlo.reshape %552 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %554 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %555 = stablehlo.multiply %548, %554 : tensor<2x17x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %557 = stablehlo.reshape %556 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %558 = stablehlo.reshape %553 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %559 = stablehlo.multiply %557, %194 : tensor<2x17x1xf32>
    %560 = stablehlo.negate %549 : tensor<2x17x16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.reduce(%560 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %562 = stablehlo.reshape %561 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %563 = stablehlo.add %496, %549 : tensor<2x17x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%559 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%562 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %566 = stablehlo.multiply %564, %184 : tensor<2x17xf32>
    %567 = stablehlo.negate %566 : tensor<2x17xf32>
    %568 = stablehlo.multiply %567, %171 : tensor<2x17xf32>
    %569 = stablehlo.add %565, %568 : tensor<2x17xf32>
    %cst_136 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %571 = stablehlo.divide %566, %570 : tensor<2x17xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %cst_137 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %574 = stablehlo.divide %569, %573 : tensor<2x17xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %576 = stablehlo.add %563, %575 : tensor<2x17x16xf32>
    %577 = stablehlo.multiply %572, %162 : tensor<2x17x16xf32>
    %578 = stablehlo.add %576, %577 : tensor<2x17x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%578 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %580 = stablehlo.reshape %579 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %581 = stablehlo.reshape %580 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %582 = stablehlo.dot_general %578, %154, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<2x17x32xf32>) -> tensor<16x32xf32>
    %583 = stablehlo.transpose %582, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %584 = stablehlo.dot_general %578, %arg17, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<32x16xf32>) -> tensor<2x17x32xf32>
    %585 = stablehlo.multiply %136, %584 : tensor<2x17x32xf32>
    %586 = stablehlo.multiply %584, %153 : tensor<2x17x32xf32>
    %cst_139 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %588 = stablehlo.multiply %587, %585 : tensor<2x17x32xf32>
    %589 = stablehlo.multiply %588, %149 : tensor<2x17x32xf32>
    %590 = stablehlo.multiply %589, %147 : tensor<2x17x32xf32>
    %591 = stablehlo.add %589, %590 : tensor<2x17x32xf32>
    %cst_140 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %593 = stablehlo.multiply %592, %591 : tensor<2x17x32xf32>
    %594 = stablehlo.add %586, %593 : tensor<2x17x32xf32>
    %cst_141 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %596 = stablehlo.multiply %595, %593 : tensor<2x17x32xf32>
    %597 = stablehlo.multiply %596, %141 : tensor<2x17x32xf32>
    %598 = stablehlo.add %594, %597 : tensor<2x17x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %600 = stablehlo.reshape %599 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %601 = stablehlo.reshape %600 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %602 = stablehlo.dot_general %598, %132, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<2x17x16xf32>) -> tensor<32x16xf32>
    %603 = stablehlo.transpose %602, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %604 = stablehlo.dot_general %598, %arg15, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x32xf32>, tensor<16x32xf32>) -> tensor<2x17x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %606 = stablehlo.reshape %605 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %607 = stablehlo.reshape %606 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %608 = stablehlo.multiply %118, %604 : tensor<2x17x16xf32>
    %609 = stablehlo.multiply %604, %128 : tensor<2x17x16xf32>
    %610 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %611 = stablehlo.multiply %610, %608 : tensor<2x17x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %613 = stablehlo.reshape %612 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %614 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %615 = stablehlo.multiply %608, %614 : tensor<2x17x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%615 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %617 = stablehlo.reshape %616 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %618 = stablehlo.reshape %613 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %619 = stablehlo.multiply %617, %124 : tensor<2x17x1xf32>
    %620 = stablehlo.negate %609 : tensor<2x17x16xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %622 = stablehlo.reshape %621 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %623 = stablehlo.add %578, %609 : tensor<2x17x16xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%619 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%622 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %626 = stablehlo.multiply %624, %114 : tensor<2x17xf32>
    %627 = stablehlo.negate %626 : tensor<2x17xf32>
    %628 = stablehlo.multiply %627, %101 : tensor<2x17xf32>
    %629 = stablehlo.add %625, %628 : tensor<2x17xf32>
    %cst_149 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %631 = stablehlo.divide %626, %630 : tensor<2x17xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %cst_150 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %634 = stablehlo.divide %629, %633 : tensor<2x17xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %636 = stablehlo.add %623, %635 : tensor<2x17x16xf32>
    %637 = stablehlo.multiply %632, %92 : tensor<2x17x16xf32>
    %638 = stablehlo.add %636, %637 : tensor<2x17x16xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.reduce(%638 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %640 = stablehlo.reshape %639 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %641 = stablehlo.reshape %640 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %642 = stablehlo.dot_general %638, %84, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<2x17x2x8xf32>) -> tensor<16x2x8xf32>
    %643 = stablehlo.transpose %642, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %644 = stablehlo.dot_general %638, %arg25, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x16xf32>, tensor<2x8x16xf32>) -> tensor<2x17x2x8xf32>
    %645 = stablehlo.transpose %644, dims = [0, 2, 3, 1] : (tensor<2x17x2x8xf32>) -> tensor<2x2x8x17xf32>
    %646 = stablehlo.dot_general %645, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x17xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x17xf32>
    %647 = stablehlo.dot_general %645, %79, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x2x8x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x8x17xf32>
    %648 = stablehlo.transpose %647, dims = [0, 3, 1, 2] : (tensor<2x2x8x17xf32>) -> tensor<2x17x2x8xf32>
    %649 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %650 = stablehlo.multiply %646, %649 : tensor<2x2x17x17xf32>
    %651 = stablehlo.multiply %650, %75 : tensor<2x2x17x17xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.reduce(%651 init: %cst_152) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %653 = stablehlo.reshape %652 : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %654 = stablehlo.negate %653 : tensor<2x2x17x1xf32>
    %655 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %656 = stablehlo.divide %646, %655 : tensor<2x2x17x17xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.reduce(%654 init: %cst_153) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x1xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %659 = stablehlo.add %656, %658 : tensor<2x2x17x17xf32>
    %660 = stablehlo.multiply %659, %75 : tensor<2x2x17x17xf32>
    %661 = stablehlo.dot_general %660, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x17x17xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x8xf32>
    %662 = stablehlo.transpose %661, dims = [0, 2, 1, 3] : (tensor<2x2x17x8xf32>) -> tensor<2x17x2x8xf32>
    %663 = stablehlo.dot_general %660, %59, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x2x17x17xf32>, tensor<2x17x2x8xf32>) -> tensor<2x2x17x8xf32>
    %664 = stablehlo.transpose %663, dims = [0, 2, 1, 3] : (tensor<2x2x17x8xf32>) -> tensor<2x17x2x8xf32>
    %665 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<2x17x2x8xf32>
    %666 = stablehlo.divide %664, %665 : tensor<2x17x2x8xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%648 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %668 = stablehlo.reshape %667 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %669 = stablehlo.reshape %668 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %670 = stablehlo.dot_general %648, %51, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x16xf32>) -> tensor<2x8x16xf32>
    %671 = stablehlo.transpose %670, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %672 = stablehlo.dot_general %648, %arg29, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x17x16xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%662 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %674 = stablehlo.reshape %673 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %675 = stablehlo.reshape %674 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %676 = stablehlo.dot_general %662, %51, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x16xf32>) -> tensor<2x8x16xf32>
    %677 = stablehlo.transpose %676, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %678 = stablehlo.dot_general %662, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x17x16xf32>
    %679 = stablehlo.add %672, %678 : tensor<2x17x16xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%666 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %681 = stablehlo.reshape %680 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %682 = stablehlo.reshape %681 : (tensor<1x1x2x8xf32>) -> tensor<2x8xf32>
    %683 = stablehlo.dot_general %666, %51, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<2x17x16xf32>) -> tensor<2x8x16xf32>
    %684 = stablehlo.transpose %683, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %685 = stablehlo.dot_general %666, %arg27, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x17x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x17x16xf32>
    %686 = stablehlo.add %679, %685 : tensor<2x17x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %688 = stablehlo.reshape %687 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %689 = stablehlo.reshape %688 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %690 = stablehlo.multiply %37, %686 : tensor<2x17x16xf32>
    %691 = stablehlo.multiply %686, %47 : tensor<2x17x16xf32>
    %692 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x16xf32>
    %693 = stablehlo.multiply %692, %690 : tensor<2x17x16xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %694 = stablehlo.reduce(%693 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<16xf32>
    %695 = stablehlo.reshape %694 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %696 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x17x16xf32>
    %697 = stablehlo.multiply %690, %696 : tensor<2x17x16xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %699 = stablehlo.reshape %698 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %700 = stablehlo.reshape %695 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %701 = stablehlo.multiply %699, %43 : tensor<2x17x1xf32>
    %702 = stablehlo.negate %691 : tensor<2x17x16xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %703 = stablehlo.reduce(%702 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<2x17xf32>
    %704 = stablehlo.reshape %703 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %705 = stablehlo.add %638, %691 : tensor<2x17x16xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%701 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %707 = stablehlo.reduce(%704 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %708 = stablehlo.multiply %706, %33 : tensor<2x17xf32>
    %709 = stablehlo.negate %708 : tensor<2x17xf32>
    %710 = stablehlo.multiply %709, %20 : tensor<2x17xf32>
    %711 = stablehlo.add %707, %710 : tensor<2x17xf32>
    %cst_163 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %713 = stablehlo.divide %708, %712 : tensor<2x17xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %cst_164 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %716 = stablehlo.divide %711, %715 : tensor<2x17xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x16xf32>
    %718 = stablehlo.add %705, %717 : tensor<2x17x16xf32>
    %719 = stablehlo.multiply %714, %11 : tensor<2x17x16xf32>
    %720 = stablehlo.add %718, %719 : tensor<2x17x16xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%720 init: %cst_165) applies stablehlo.add across dimensions = [0] : (tensor<2x17x16xf32>, tensor<f32>) -> tensor<17x16xf32>
    %722 = stablehlo.reshape %721 : (tensor<17x16xf32>) -> tensor<1x17x16xf32>
    %723 = stablehlo.slice %720 [0:2, 0:1, 0:16] : (tensor<2x17x16xf32>) -> tensor<2x1x16xf32>
    %724 = stablehlo.slice %720 [0:2, 1:17, 0:16] : (tensor<2x17x16xf32>) -> tensor<2x16x16xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%723 init: %cst_166) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %727 = stablehlo.reshape %724 : (tensor<2x16x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %728 = stablehlo.reduce(%727 init: %cst_167) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %729 = stablehlo.reshape %728 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %730 = stablehlo.reshape %729 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %731 = stablehlo.convolution(%arg121, %727) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [4, 4], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<2x4x4x16xf32>) -> tensor<4x4x3x16xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %733 = stablehlo.multiply %732, %730 : tensor<16xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %735 = stablehlo.multiply %734, %arg41 : tensor<16xf32>
    %736 = stablehlo.add %733, %735 : tensor<16xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %738 = stablehlo.multiply %737, %731 : tensor<4x4x3x16xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %740 = stablehlo.multiply %739, %arg42 : tensor<4x4x3x16xf32>
    %741 = stablehlo.add %738, %740 : tensor<4x4x3x16xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %743 = stablehlo.multiply %742, %398 : tensor<10xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %745 = stablehlo.multiply %744, %arg43 : tensor<10xf32>
    %746 = stablehlo.add %743, %745 : tensor<10xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %748 = stablehlo.multiply %747, %400 : tensor<16x10xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %750 = stablehlo.multiply %749, %arg44 : tensor<16x10xf32>
    %751 = stablehlo.add %748, %750 : tensor<16x10xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %753 = stablehlo.multiply %752, %689 : tensor<16xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %755 = stablehlo.multiply %754, %arg45 : tensor<16xf32>
    %756 = stablehlo.add %753, %755 : tensor<16xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %758 = stablehlo.multiply %757, %700 : tensor<16xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %760 = stablehlo.multiply %759, %arg46 : tensor<16xf32>
    %761 = stablehlo.add %758, %760 : tensor<16xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %763 = stablehlo.multiply %762, %607 : tensor<16xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %765 = stablehlo.multiply %764, %arg47 : tensor<16xf32>
    %766 = stablehlo.add %763, %765 : tensor<16xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %768 = stablehlo.multiply %767, %618 : tensor<16xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %770 = stablehlo.multiply %769, %arg48 : tensor<16xf32>
    %771 = stablehlo.add %768, %770 : tensor<16xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %773 = stablehlo.multiply %772, %547 : tensor<16xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %775 = stablehlo.multiply %774, %arg49 : tensor<16xf32>
    %776 = stablehlo.add %773, %775 : tensor<16xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %778 = stablehlo.multiply %777, %558 : tensor<16xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %780 = stablehlo.multiply %779, %arg50 : tensor<16xf32>
    %781 = stablehlo.add %778, %780 : tensor<16xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %783 = stablehlo.multiply %782, %465 : tensor<16xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %785 = stablehlo.multiply %784, %arg51 : tensor<16xf32>
    %786 = stablehlo.add %783, %785 : tensor<16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %788 = stablehlo.multiply %787, %476 : tensor<16xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %790 = stablehlo.multiply %789, %arg52 : tensor<16xf32>
    %791 = stablehlo.add %788, %790 : tensor<16xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %793 = stablehlo.multiply %792, %404 : tensor<16xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %795 = stablehlo.multiply %794, %arg53 : tensor<16xf32>
    %796 = stablehlo.add %793, %795 : tensor<16xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %798 = stablehlo.multiply %797, %415 : tensor<16xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %800 = stablehlo.multiply %799, %arg54 : tensor<16xf32>
    %801 = stablehlo.add %798, %800 : tensor<16xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %803 = stablehlo.multiply %802, %601 : tensor<32xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %805 = stablehlo.multiply %804, %arg55 : tensor<32xf32>
    %806 = stablehlo.add %803, %805 : tensor<32xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %808 = stablehlo.multiply %807, %603 : tensor<16x32xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %810 = stablehlo.multiply %809, %arg56 : tensor<16x32xf32>
    %811 = stablehlo.add %808, %810 : tensor<16x32xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %813 = stablehlo.multiply %812, %581 : tensor<16xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %815 = stablehlo.multiply %814, %arg57 : tensor<16xf32>
    %816 = stablehlo.add %813, %815 : tensor<16xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %818 = stablehlo.multiply %817, %583 : tensor<32x16xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %820 = stablehlo.multiply %819, %arg58 : tensor<32x16xf32>
    %821 = stablehlo.add %818, %820 : tensor<32x16xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %823 = stablehlo.multiply %822, %459 : tensor<32xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %825 = stablehlo.multiply %824, %arg59 : tensor<32xf32>
    %826 = stablehlo.add %823, %825 : tensor<32xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %828 = stablehlo.multiply %827, %461 : tensor<16x32xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %830 = stablehlo.multiply %829, %arg60 : tensor<16x32xf32>
    %831 = stablehlo.add %828, %830 : tensor<16x32xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %833 = stablehlo.multiply %832, %439 : tensor<16xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %835 = stablehlo.multiply %834, %arg61 : tensor<16xf32>
    %836 = stablehlo.add %833, %835 : tensor<16xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %838 = stablehlo.multiply %837, %441 : tensor<32x16xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %840 = stablehlo.multiply %839, %arg62 : tensor<32x16xf32>
    %841 = stablehlo.add %838, %840 : tensor<32x16xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %843 = stablehlo.multiply %842, %675 : tensor<2x8xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %845 = stablehlo.multiply %844, %arg63 : tensor<2x8xf32>
    %846 = stablehlo.add %843, %845 : tensor<2x8xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %848 = stablehlo.multiply %847, %677 : tensor<16x2x8xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %850 = stablehlo.multiply %849, %arg64 : tensor<16x2x8xf32>
    %851 = stablehlo.add %848, %850 : tensor<16x2x8xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %853 = stablehlo.multiply %852, %641 : tensor<16xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %855 = stablehlo.multiply %854, %arg65 : tensor<16xf32>
    %856 = stablehlo.add %853, %855 : tensor<16xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %858 = stablehlo.multiply %857, %643 : tensor<2x8x16xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %860 = stablehlo.multiply %859, %arg66 : tensor<2x8x16xf32>
    %861 = stablehlo.add %858, %860 : tensor<2x8x16xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %863 = stablehlo.multiply %862, %682 : tensor<2x8xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %865 = stablehlo.multiply %864, %arg67 : tensor<2x8xf32>
    %866 = stablehlo.add %863, %865 : tensor<2x8xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %868 = stablehlo.multiply %867, %684 : tensor<16x2x8xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %870 = stablehlo.multiply %869, %arg68 : tensor<16x2x8xf32>
    %871 = stablehlo.add %868, %870 : tensor<16x2x8xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %873 = stablehlo.multiply %872, %669 : tensor<2x8xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %875 = stablehlo.multiply %874, %arg69 : tensor<2x8xf32>
    %876 = stablehlo.add %873, %875 : tensor<2x8xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %878 = stablehlo.multiply %877, %671 : tensor<16x2x8xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %880 = stablehlo.multiply %879, %arg70 : tensor<16x2x8xf32>
    %881 = stablehlo.add %878, %880 : tensor<16x2x8xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %883 = stablehlo.multiply %882, %533 : tensor<2x8xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %885 = stablehlo.multiply %884, %arg71 : tensor<2x8xf32>
    %886 = stablehlo.add %883, %885 : tensor<2x8xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %888 = stablehlo.multiply %887, %535 : tensor<16x2x8xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %890 = stablehlo.multiply %889, %arg72 : tensor<16x2x8xf32>
    %891 = stablehlo.add %888, %890 : tensor<16x2x8xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %893 = stablehlo.multiply %892, %499 : tensor<16xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %895 = stablehlo.multiply %894, %arg73 : tensor<16xf32>
    %896 = stablehlo.add %893, %895 : tensor<16xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %898 = stablehlo.multiply %897, %501 : tensor<2x8x16xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %900 = stablehlo.multiply %899, %arg74 : tensor<2x8x16xf32>
    %901 = stablehlo.add %898, %900 : tensor<2x8x16xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %903 = stablehlo.multiply %902, %540 : tensor<2x8xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %905 = stablehlo.multiply %904, %arg75 : tensor<2x8xf32>
    %906 = stablehlo.add %903, %905 : tensor<2x8xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %908 = stablehlo.multiply %907, %542 : tensor<16x2x8xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %910 = stablehlo.multiply %909, %arg76 : tensor<16x2x8xf32>
    %911 = stablehlo.add %908, %910 : tensor<16x2x8xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %913 = stablehlo.multiply %912, %527 : tensor<2x8xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %915 = stablehlo.multiply %914, %arg77 : tensor<2x8xf32>
    %916 = stablehlo.add %913, %915 : tensor<2x8xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %918 = stablehlo.multiply %917, %529 : tensor<16x2x8xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %920 = stablehlo.multiply %919, %arg78 : tensor<16x2x8xf32>
    %921 = stablehlo.add %918, %920 : tensor<16x2x8xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %923 = stablehlo.multiply %922, %726 : tensor<1x1x16xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %925 = stablehlo.multiply %924, %arg79 : tensor<1x1x16xf32>
    %926 = stablehlo.add %923, %925 : tensor<1x1x16xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %928 = stablehlo.multiply %927, %722 : tensor<1x17x16xf32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %930 = stablehlo.multiply %929, %arg80 : tensor<1x17x16xf32>
    %931 = stablehlo.add %928, %930 : tensor<1x17x16xf32>
    %932 = stablehlo.multiply %730, %730 : tensor<16xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %934 = stablehlo.multiply %933, %932 : tensor<16xf32>
    %cst_249 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %936 = stablehlo.multiply %935, %arg81 : tensor<16xf32>
    %937 = stablehlo.add %934, %936 : tensor<16xf32>
    %938 = stablehlo.multiply %731, %731 : tensor<4x4x3x16xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %940 = stablehlo.multiply %939, %938 : tensor<4x4x3x16xf32>
    %cst_251 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %942 = stablehlo.multiply %941, %arg82 : tensor<4x4x3x16xf32>
    %943 = stablehlo.add %940, %942 : tensor<4x4x3x16xf32>
    %944 = stablehlo.multiply %398, %398 : tensor<10xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %946 = stablehlo.multiply %945, %944 : tensor<10xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %948 = stablehlo.multiply %947, %arg83 : tensor<10xf32>
    %949 = stablehlo.add %946, %948 : tensor<10xf32>
    %950 = stablehlo.multiply %400, %400 : tensor<16x10xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %952 = stablehlo.multiply %951, %950 : tensor<16x10xf32>
    %cst_255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %954 = stablehlo.multiply %953, %arg84 : tensor<16x10xf32>
    %955 = stablehlo.add %952, %954 : tensor<16x10xf32>
    %956 = stablehlo.multiply %689, %689 : tensor<16xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %958 = stablehlo.multiply %957, %956 : tensor<16xf32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %960 = stablehlo.multiply %959, %arg85 : tensor<16xf32>
    %961 = stablehlo.add %958, %960 : tensor<16xf32>
    %962 = stablehlo.multiply %700, %700 : tensor<16xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %964 = stablehlo.multiply %963, %962 : tensor<16xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %966 = stablehlo.multiply %965, %arg86 : tensor<16xf32>
    %967 = stablehlo.add %964, %966 : tensor<16xf32>
    %968 = stablehlo.multiply %607, %607 : tensor<16xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %970 = stablehlo.multiply %969, %968 : tensor<16xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %972 = stablehlo.multiply %971, %arg87 : tensor<16xf32>
    %973 = stablehlo.add %970, %972 : tensor<16xf32>
    %974 = stablehlo.multiply %618, %618 : tensor<16xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %976 = stablehlo.multiply %975, %974 : tensor<16xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %978 = stablehlo.multiply %977, %arg88 : tensor<16xf32>
    %979 = stablehlo.add %976, %978 : tensor<16xf32>
    %980 = stablehlo.multiply %547, %547 : tensor<16xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %982 = stablehlo.multiply %981, %980 : tensor<16xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %984 = stablehlo.multiply %983, %arg89 : tensor<16xf32>
    %985 = stablehlo.add %982, %984 : tensor<16xf32>
    %986 = stablehlo.multiply %558, %558 : tensor<16xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %988 = stablehlo.multiply %987, %986 : tensor<16xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %990 = stablehlo.multiply %989, %arg90 : tensor<16xf32>
    %991 = stablehlo.add %988, %990 : tensor<16xf32>
    %992 = stablehlo.multiply %465, %465 : tensor<16xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %994 = stablehlo.multiply %993, %992 : tensor<16xf32>
    %cst_269 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %996 = stablehlo.multiply %995, %arg91 : tensor<16xf32>
    %997 = stablehlo.add %994, %996 : tensor<16xf32>
    %998 = stablehlo.multiply %476, %476 : tensor<16xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1000 = stablehlo.multiply %999, %998 : tensor<16xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1002 = stablehlo.multiply %1001, %arg92 : tensor<16xf32>
    %1003 = stablehlo.add %1000, %1002 : tensor<16xf32>
    %1004 = stablehlo.multiply %404, %404 : tensor<16xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1006 = stablehlo.multiply %1005, %1004 : tensor<16xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1008 = stablehlo.multiply %1007, %arg93 : tensor<16xf32>
    %1009 = stablehlo.add %1006, %1008 : tensor<16xf32>
    %1010 = stablehlo.multiply %415, %415 : tensor<16xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1012 = stablehlo.multiply %1011, %1010 : tensor<16xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1014 = stablehlo.multiply %1013, %arg94 : tensor<16xf32>
    %1015 = stablehlo.add %1012, %1014 : tensor<16xf32>
    %1016 = stablehlo.multiply %601, %601 : tensor<32xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1018 = stablehlo.multiply %1017, %1016 : tensor<32xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1020 = stablehlo.multiply %1019, %arg95 : tensor<32xf32>
    %1021 = stablehlo.add %1018, %1020 : tensor<32xf32>
    %1022 = stablehlo.multiply %603, %603 : tensor<16x32xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1024 = stablehlo.multiply %1023, %1022 : tensor<16x32xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1026 = stablehlo.multiply %1025, %arg96 : tensor<16x32xf32>
    %1027 = stablehlo.add %1024, %1026 : tensor<16x32xf32>
    %1028 = stablehlo.multiply %581, %581 : tensor<16xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1030 = stablehlo.multiply %1029, %1028 : tensor<16xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1032 = stablehlo.multiply %1031, %arg97 : tensor<16xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<16xf32>
    %1034 = stablehlo.multiply %583, %583 : tensor<32x16xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1036 = stablehlo.multiply %1035, %1034 : tensor<32x16xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1038 = stablehlo.multiply %1037, %arg98 : tensor<32x16xf32>
    %1039 = stablehlo.add %1036, %1038 : tensor<32x16xf32>
    %1040 = stablehlo.multiply %459, %459 : tensor<32xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1042 = stablehlo.multiply %1041, %1040 : tensor<32xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1044 = stablehlo.multiply %1043, %arg99 : tensor<32xf32>
    %1045 = stablehlo.add %1042, %1044 : tensor<32xf32>
    %1046 = stablehlo.multiply %461, %461 : tensor<16x32xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1048 = stablehlo.multiply %1047, %1046 : tensor<16x32xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1050 = stablehlo.multiply %1049, %arg100 : tensor<16x32xf32>
    %1051 = stablehlo.add %1048, %1050 : tensor<16x32xf32>
    %1052 = stablehlo.multiply %439, %439 : tensor<16xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1054 = stablehlo.multiply %1053, %1052 : tensor<16xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1056 = stablehlo.multiply %1055, %arg101 : tensor<16xf32>
    %1057 = stablehlo.add %1054, %1056 : tensor<16xf32>
    %1058 = stablehlo.multiply %441, %441 : tensor<32x16xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1060 = stablehlo.multiply %1059, %1058 : tensor<32x16xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1062 = stablehlo.multiply %1061, %arg102 : tensor<32x16xf32>
    %1063 = stablehlo.add %1060, %1062 : tensor<32x16xf32>
    %1064 = stablehlo.multiply %675, %675 : tensor<2x8xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1066 = stablehlo.multiply %1065, %1064 : tensor<2x8xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1067 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1068 = stablehlo.multiply %1067, %arg103 : tensor<2x8xf32>
    %1069 = stablehlo.add %1066, %1068 : tensor<2x8xf32>
    %1070 = stablehlo.multiply %677, %677 : tensor<16x2x8xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1072 = stablehlo.multiply %1071, %1070 : tensor<16x2x8xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1074 = stablehlo.multiply %1073, %arg104 : tensor<16x2x8xf32>
    %1075 = stablehlo.add %1072, %1074 : tensor<16x2x8xf32>
    %1076 = stablehlo.multiply %641, %641 : tensor<16xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1078 = stablehlo.multiply %1077, %1076 : tensor<16xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1080 = stablehlo.multiply %1079, %arg105 : tensor<16xf32>
    %1081 = stablehlo.add %1078, %1080 : tensor<16xf32>
    %1082 = stablehlo.multiply %643, %643 : tensor<2x8x16xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1084 = stablehlo.multiply %1083, %1082 : tensor<2x8x16xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1086 = stablehlo.multiply %1085, %arg106 : tensor<2x8x16xf32>
    %1087 = stablehlo.add %1084, %1086 : tensor<2x8x16xf32>
    %1088 = stablehlo.multiply %682, %682 : tensor<2x8xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1090 = stablehlo.multiply %1089, %1088 : tensor<2x8xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1092 = stablehlo.multiply %1091, %arg107 : tensor<2x8xf32>
    %1093 = stablehlo.add %1090, %1092 : tensor<2x8xf32>
    %1094 = stablehlo.multiply %684, %684 : tensor<16x2x8xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1096 = stablehlo.multiply %1095, %1094 : tensor<16x2x8xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1098 = stablehlo.multiply %1097, %arg108 : tensor<16x2x8xf32>
    %1099 = stablehlo.add %1096, %1098 : tensor<16x2x8xf32>
    %1100 = stablehlo.multiply %669, %669 : tensor<2x8xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1102 = stablehlo.multiply %1101, %1100 : tensor<2x8xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1104 = stablehlo.multiply %1103, %arg109 : tensor<2x8xf32>
    %1105 = stablehlo.add %1102, %1104 : tensor<2x8xf32>
    %1106 = stablehlo.multiply %671, %671 : tensor<16x2x8xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1108 = stablehlo.multiply %1107, %1106 : tensor<16x2x8xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1110 = stablehlo.multiply %1109, %arg110 : tensor<16x2x8xf32>
    %1111 = stablehlo.add %1108, %1110 : tensor<16x2x8xf32>
    %1112 = stablehlo.multiply %533, %533 : tensor<2x8xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1114 = stablehlo.multiply %1113, %1112 : tensor<2x8xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1116 = stablehlo.multiply %1115, %arg111 : tensor<2x8xf32>
    %1117 = stablehlo.add %1114, %1116 : tensor<2x8xf32>
    %1118 = stablehlo.multiply %535, %535 : tensor<16x2x8xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1120 = stablehlo.multiply %1119, %1118 : tensor<16x2x8xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1122 = stablehlo.multiply %1121, %arg112 : tensor<16x2x8xf32>
    %1123 = stablehlo.add %1120, %1122 : tensor<16x2x8xf32>
    %1124 = stablehlo.multiply %499, %499 : tensor<16xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1126 = stablehlo.multiply %1125, %1124 : tensor<16xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1128 = stablehlo.multiply %1127, %arg113 : tensor<16xf32>
    %1129 = stablehlo.add %1126, %1128 : tensor<16xf32>
    %1130 = stablehlo.multiply %501, %501 : tensor<2x8x16xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1132 = stablehlo.multiply %1131, %1130 : tensor<2x8x16xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1134 = stablehlo.multiply %1133, %arg114 : tensor<2x8x16xf32>
    %1135 = stablehlo.add %1132, %1134 : tensor<2x8x16xf32>
    %1136 = stablehlo.multiply %540, %540 : tensor<2x8xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1138 = stablehlo.multiply %1137, %1136 : tensor<2x8xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1140 = stablehlo.multiply %1139, %arg115 : tensor<2x8xf32>
    %1141 = stablehlo.add %1138, %1140 : tensor<2x8xf32>
    %1142 = stablehlo.multiply %542, %542 : tensor<16x2x8xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1144 = stablehlo.multiply %1143, %1142 : tensor<16x2x8xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1146 = stablehlo.multiply %1145, %arg116 : tensor<16x2x8xf32>
    %1147 = stablehlo.add %1144, %1146 : tensor<16x2x8xf32>
    %1148 = stablehlo.multiply %527, %527 : tensor<2x8xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1150 = stablehlo.multiply %1149, %1148 : tensor<2x8xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1152 = stablehlo.multiply %1151, %arg117 : tensor<2x8xf32>
    %1153 = stablehlo.add %1150, %1152 : tensor<2x8xf32>
    %1154 = stablehlo.multiply %529, %529 : tensor<16x2x8xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1156 = stablehlo.multiply %1155, %1154 : tensor<16x2x8xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1158 = stablehlo.multiply %1157, %arg118 : tensor<16x2x8xf32>
    %1159 = stablehlo.add %1156, %1158 : tensor<16x2x8xf32>
    %1160 = stablehlo.multiply %726, %726 : tensor<1x1x16xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1162 = stablehlo.multiply %1161, %1160 : tensor<1x1x16xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1164 = stablehlo.multiply %1163, %arg119 : tensor<1x1x16xf32>
    %1165 = stablehlo.add %1162, %1164 : tensor<1x1x16xf32>
    %1166 = stablehlo.multiply %722, %722 : tensor<1x17x16xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1168 = stablehlo.multiply %1167, %1166 : tensor<1x17x16xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1170 = stablehlo.multiply %1169, %arg120 : tensor<1x17x16xf32>
    %1171 = stablehlo.add %1168, %1170 : tensor<1x17x16xf32>
    %c_328 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1172 = stablehlo.compare LT, %arg40, %c_328, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_329 = stablehlo.constant dense<1> : tensor<i32>
    %1173 = stablehlo.add %arg40, %c_329 : tensor<i32>
    %c_330 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1174 = call @_where_2(%1172, %1173, %c_330) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_331 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1175 = stablehlo.convert %1174 : (tensor<i32>) -> tensor<f32>
    %1176 = stablehlo.power %cst_331, %1175 : tensor<f32>
    %cst_332 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1177 = stablehlo.subtract %cst_332, %1176 : tensor<f32>
    %1178 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1179 = stablehlo.divide %736, %1178 : tensor<16xf32>
    %1180 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %1181 = stablehlo.divide %741, %1180 : tensor<4x4x3x16xf32>
    %1182 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1183 = stablehlo.divide %746, %1182 : tensor<10xf32>
    %1184 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1185 = stablehlo.divide %751, %1184 : tensor<16x10xf32>
    %1186 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1187 = stablehlo.divide %756, %1186 : tensor<16xf32>
    %1188 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1189 = stablehlo.divide %761, %1188 : tensor<16xf32>
    %1190 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1191 = stablehlo.divide %766, %1190 : tensor<16xf32>
    %1192 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1193 = stablehlo.divide %771, %1192 : tensor<16xf32>
    %1194 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1195 = stablehlo.divide %776, %1194 : tensor<16xf32>
    %1196 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1197 = stablehlo.divide %781, %1196 : tensor<16xf32>
    %1198 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1199 = stablehlo.divide %786, %1198 : tensor<16xf32>
    %1200 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1201 = stablehlo.divide %791, %1200 : tensor<16xf32>
    %1202 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1203 = stablehlo.divide %796, %1202 : tensor<16xf32>
    %1204 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1205 = stablehlo.divide %801, %1204 : tensor<16xf32>
    %1206 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1207 = stablehlo.divide %806, %1206 : tensor<32xf32>
    %1208 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1209 = stablehlo.divide %811, %1208 : tensor<16x32xf32>
    %1210 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1211 = stablehlo.divide %816, %1210 : tensor<16xf32>
    %1212 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1213 = stablehlo.divide %821, %1212 : tensor<32x16xf32>
    %1214 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1215 = stablehlo.divide %826, %1214 : tensor<32xf32>
    %1216 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1217 = stablehlo.divide %831, %1216 : tensor<16x32xf32>
    %1218 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1219 = stablehlo.divide %836, %1218 : tensor<16xf32>
    %1220 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1221 = stablehlo.divide %841, %1220 : tensor<32x16xf32>
    %1222 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1223 = stablehlo.divide %846, %1222 : tensor<2x8xf32>
    %1224 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1225 = stablehlo.divide %851, %1224 : tensor<16x2x8xf32>
    %1226 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1227 = stablehlo.divide %856, %1226 : tensor<16xf32>
    %1228 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1229 = stablehlo.divide %861, %1228 : tensor<2x8x16xf32>
    %1230 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1231 = stablehlo.divide %866, %1230 : tensor<2x8xf32>
    %1232 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1233 = stablehlo.divide %871, %1232 : tensor<16x2x8xf32>
    %1234 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1235 = stablehlo.divide %876, %1234 : tensor<2x8xf32>
    %1236 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1237 = stablehlo.divide %881, %1236 : tensor<16x2x8xf32>
    %1238 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1239 = stablehlo.divide %886, %1238 : tensor<2x8xf32>
    %1240 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1241 = stablehlo.divide %891, %1240 : tensor<16x2x8xf32>
    %1242 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1243 = stablehlo.divide %896, %1242 : tensor<16xf32>
    %1244 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1245 = stablehlo.divide %901, %1244 : tensor<2x8x16xf32>
    %1246 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1247 = stablehlo.divide %906, %1246 : tensor<2x8xf32>
    %1248 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1249 = stablehlo.divide %911, %1248 : tensor<16x2x8xf32>
    %1250 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1251 = stablehlo.divide %916, %1250 : tensor<2x8xf32>
    %1252 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1253 = stablehlo.divide %921, %1252 : tensor<16x2x8xf32>
    %1254 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1255 = stablehlo.divide %926, %1254 : tensor<1x1x16xf32>
    %1256 = stablehlo.broadcast_in_dim %1177, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1257 = stablehlo.divide %931, %1256 : tensor<1x17x16xf32>
    %cst_333 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1258 = stablehlo.convert %1174 : (tensor<i32>) -> tensor<f32>
    %1259 = stablehlo.power %cst_333, %1258 : tensor<f32>
    %cst_334 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1260 = stablehlo.subtract %cst_334, %1259 : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1262 = stablehlo.divide %937, %1261 : tensor<16xf32>
    %1263 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %1264 = stablehlo.divide %943, %1263 : tensor<4x4x3x16xf32>
    %1265 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1266 = stablehlo.divide %949, %1265 : tensor<10xf32>
    %1267 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1268 = stablehlo.divide %955, %1267 : tensor<16x10xf32>
    %1269 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1270 = stablehlo.divide %961, %1269 : tensor<16xf32>
    %1271 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1272 = stablehlo.divide %967, %1271 : tensor<16xf32>
    %1273 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1274 = stablehlo.divide %973, %1273 : tensor<16xf32>
    %1275 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1276 = stablehlo.divide %979, %1275 : tensor<16xf32>
    %1277 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1278 = stablehlo.divide %985, %1277 : tensor<16xf32>
    %1279 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1280 = stablehlo.divide %991, %1279 : tensor<16xf32>
    %1281 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1282 = stablehlo.divide %997, %1281 : tensor<16xf32>
    %1283 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1284 = stablehlo.divide %1003, %1283 : tensor<16xf32>
    %1285 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1286 = stablehlo.divide %1009, %1285 : tensor<16xf32>
    %1287 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1288 = stablehlo.divide %1015, %1287 : tensor<16xf32>
    %1289 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1290 = stablehlo.divide %1021, %1289 : tensor<32xf32>
    %1291 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1292 = stablehlo.divide %1027, %1291 : tensor<16x32xf32>
    %1293 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1294 = stablehlo.divide %1033, %1293 : tensor<16xf32>
    %1295 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1296 = stablehlo.divide %1039, %1295 : tensor<32x16xf32>
    %1297 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1298 = stablehlo.divide %1045, %1297 : tensor<32xf32>
    %1299 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1300 = stablehlo.divide %1051, %1299 : tensor<16x32xf32>
    %1301 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1302 = stablehlo.divide %1057, %1301 : tensor<16xf32>
    %1303 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1304 = stablehlo.divide %1063, %1303 : tensor<32x16xf32>
    %1305 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1306 = stablehlo.divide %1069, %1305 : tensor<2x8xf32>
    %1307 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1308 = stablehlo.divide %1075, %1307 : tensor<16x2x8xf32>
    %1309 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1310 = stablehlo.divide %1081, %1309 : tensor<16xf32>
    %1311 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1312 = stablehlo.divide %1087, %1311 : tensor<2x8x16xf32>
    %1313 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1314 = stablehlo.divide %1093, %1313 : tensor<2x8xf32>
    %1315 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1316 = stablehlo.divide %1099, %1315 : tensor<16x2x8xf32>
    %1317 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1318 = stablehlo.divide %1105, %1317 : tensor<2x8xf32>
    %1319 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1320 = stablehlo.divide %1111, %1319 : tensor<16x2x8xf32>
    %1321 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1322 = stablehlo.divide %1117, %1321 : tensor<2x8xf32>
    %1323 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1324 = stablehlo.divide %1123, %1323 : tensor<16x2x8xf32>
    %1325 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1326 = stablehlo.divide %1129, %1325 : tensor<16xf32>
    %1327 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1328 = stablehlo.divide %1135, %1327 : tensor<2x8x16xf32>
    %1329 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1330 = stablehlo.divide %1141, %1329 : tensor<2x8xf32>
    %1331 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1332 = stablehlo.divide %1147, %1331 : tensor<16x2x8xf32>
    %1333 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1334 = stablehlo.divide %1153, %1333 : tensor<2x8xf32>
    %1335 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1336 = stablehlo.divide %1159, %1335 : tensor<16x2x8xf32>
    %1337 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1338 = stablehlo.divide %1165, %1337 : tensor<1x1x16xf32>
    %1339 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1340 = stablehlo.divide %1171, %1339 : tensor<1x17x16xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1342 = stablehlo.add %1262, %1341 : tensor<16xf32>
    %1343 = stablehlo.sqrt %1342 : tensor<16xf32>
    %cst_336 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1345 = stablehlo.add %1343, %1344 : tensor<16xf32>
    %1346 = stablehlo.divide %1179, %1345 : tensor<16xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %1348 = stablehlo.add %1264, %1347 : tensor<4x4x3x16xf32>
    %1349 = stablehlo.sqrt %1348 : tensor<4x4x3x16xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %1351 = stablehlo.add %1349, %1350 : tensor<4x4x3x16xf32>
    %1352 = stablehlo.divide %1181, %1351 : tensor<4x4x3x16xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1354 = stablehlo.add %1266, %1353 : tensor<10xf32>
    %1355 = stablehlo.sqrt %1354 : tensor<10xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1357 = stablehlo.add %1355, %1356 : tensor<10xf32>
    %1358 = stablehlo.divide %1183, %1357 : tensor<10xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1360 = stablehlo.add %1268, %1359 : tensor<16x10xf32>
    %1361 = stablehlo.sqrt %1360 : tensor<16x10xf32>
    %cst_342 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1363 = stablehlo.add %1361, %1362 : tensor<16x10xf32>
    %1364 = stablehlo.divide %1185, %1363 : tensor<16x10xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1366 = stablehlo.add %1270, %1365 : tensor<16xf32>
    %1367 = stablehlo.sqrt %1366 : tensor<16xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1369 = stablehlo.add %1367, %1368 : tensor<16xf32>
    %1370 = stablehlo.divide %1187, %1369 : tensor<16xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1372 = stablehlo.add %1272, %1371 : tensor<16xf32>
    %1373 = stablehlo.sqrt %1372 : tensor<16xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1375 = stablehlo.add %1373, %1374 : tensor<16xf32>
    %1376 = stablehlo.divide %1189, %1375 : tensor<16xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1378 = stablehlo.add %1274, %1377 : tensor<16xf32>
    %1379 = stablehlo.sqrt %1378 : tensor<16xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1381 = stablehlo.add %1379, %1380 : tensor<16xf32>
    %1382 = stablehlo.divide %1191, %1381 : tensor<16xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1384 = stablehlo.add %1276, %1383 : tensor<16xf32>
    %1385 = stablehlo.sqrt %1384 : tensor<16xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1387 = stablehlo.add %1385, %1386 : tensor<16xf32>
    %1388 = stablehlo.divide %1193, %1387 : tensor<16xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1390 = stablehlo.add %1278, %1389 : tensor<16xf32>
    %1391 = stablehlo.sqrt %1390 : tensor<16xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1393 = stablehlo.add %1391, %1392 : tensor<16xf32>
    %1394 = stablehlo.divide %1195, %1393 : tensor<16xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1396 = stablehlo.add %1280, %1395 : tensor<16xf32>
    %1397 = stablehlo.sqrt %1396 : tensor<16xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1399 = stablehlo.add %1397, %1398 : tensor<16xf32>
    %1400 = stablehlo.divide %1197, %1399 : tensor<16xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1402 = stablehlo.add %1282, %1401 : tensor<16xf32>
    %1403 = stablehlo.sqrt %1402 : tensor<16xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<16xf32>
    %1406 = stablehlo.divide %1199, %1405 : tensor<16xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1408 = stablehlo.add %1284, %1407 : tensor<16xf32>
    %1409 = stablehlo.sqrt %1408 : tensor<16xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1411 = stablehlo.add %1409, %1410 : tensor<16xf32>
    %1412 = stablehlo.divide %1201, %1411 : tensor<16xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1414 = stablehlo.add %1286, %1413 : tensor<16xf32>
    %1415 = stablehlo.sqrt %1414 : tensor<16xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1417 = stablehlo.add %1415, %1416 : tensor<16xf32>
    %1418 = stablehlo.divide %1203, %1417 : tensor<16xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1420 = stablehlo.add %1288, %1419 : tensor<16xf32>
    %1421 = stablehlo.sqrt %1420 : tensor<16xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1423 = stablehlo.add %1421, %1422 : tensor<16xf32>
    %1424 = stablehlo.divide %1205, %1423 : tensor<16xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1426 = stablehlo.add %1290, %1425 : tensor<32xf32>
    %1427 = stablehlo.sqrt %1426 : tensor<32xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1429 = stablehlo.add %1427, %1428 : tensor<32xf32>
    %1430 = stablehlo.divide %1207, %1429 : tensor<32xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1432 = stablehlo.add %1292, %1431 : tensor<16x32xf32>
    %1433 = stablehlo.sqrt %1432 : tensor<16x32xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1435 = stablehlo.add %1433, %1434 : tensor<16x32xf32>
    %1436 = stablehlo.divide %1209, %1435 : tensor<16x32xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1438 = stablehlo.add %1294, %1437 : tensor<16xf32>
    %1439 = stablehlo.sqrt %1438 : tensor<16xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1441 = stablehlo.add %1439, %1440 : tensor<16xf32>
    %1442 = stablehlo.divide %1211, %1441 : tensor<16xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1444 = stablehlo.add %1296, %1443 : tensor<32x16xf32>
    %1445 = stablehlo.sqrt %1444 : tensor<32x16xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1447 = stablehlo.add %1445, %1446 : tensor<32x16xf32>
    %1448 = stablehlo.divide %1213, %1447 : tensor<32x16xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1450 = stablehlo.add %1298, %1449 : tensor<32xf32>
    %1451 = stablehlo.sqrt %1450 : tensor<32xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1453 = stablehlo.add %1451, %1452 : tensor<32xf32>
    %1454 = stablehlo.divide %1215, %1453 : tensor<32xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1456 = stablehlo.add %1300, %1455 : tensor<16x32xf32>
    %1457 = stablehlo.sqrt %1456 : tensor<16x32xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1459 = stablehlo.add %1457, %1458 : tensor<16x32xf32>
    %1460 = stablehlo.divide %1217, %1459 : tensor<16x32xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1462 = stablehlo.add %1302, %1461 : tensor<16xf32>
    %1463 = stablehlo.sqrt %1462 : tensor<16xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1465 = stablehlo.add %1463, %1464 : tensor<16xf32>
    %1466 = stablehlo.divide %1219, %1465 : tensor<16xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1468 = stablehlo.add %1304, %1467 : tensor<32x16xf32>
    %1469 = stablehlo.sqrt %1468 : tensor<32x16xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1471 = stablehlo.add %1469, %1470 : tensor<32x16xf32>
    %1472 = stablehlo.divide %1221, %1471 : tensor<32x16xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1474 = stablehlo.add %1306, %1473 : tensor<2x8xf32>
    %1475 = stablehlo.sqrt %1474 : tensor<2x8xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1477 = stablehlo.add %1475, %1476 : tensor<2x8xf32>
    %1478 = stablehlo.divide %1223, %1477 : tensor<2x8xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1480 = stablehlo.add %1308, %1479 : tensor<16x2x8xf32>
    %1481 = stablehlo.sqrt %1480 : tensor<16x2x8xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1483 = stablehlo.add %1481, %1482 : tensor<16x2x8xf32>
    %1484 = stablehlo.divide %1225, %1483 : tensor<16x2x8xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1486 = stablehlo.add %1310, %1485 : tensor<16xf32>
    %1487 = stablehlo.sqrt %1486 : tensor<16xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1489 = stablehlo.add %1487, %1488 : tensor<16xf32>
    %1490 = stablehlo.divide %1227, %1489 : tensor<16xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1492 = stablehlo.add %1312, %1491 : tensor<2x8x16xf32>
    %1493 = stablehlo.sqrt %1492 : tensor<2x8x16xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1495 = stablehlo.add %1493, %1494 : tensor<2x8x16xf32>
    %1496 = stablehlo.divide %1229, %1495 : tensor<2x8x16xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1498 = stablehlo.add %1314, %1497 : tensor<2x8xf32>
    %1499 = stablehlo.sqrt %1498 : tensor<2x8xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1501 = stablehlo.add %1499, %1500 : tensor<2x8xf32>
    %1502 = stablehlo.divide %1231, %1501 : tensor<2x8xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1504 = stablehlo.add %1316, %1503 : tensor<16x2x8xf32>
    %1505 = stablehlo.sqrt %1504 : tensor<16x2x8xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1507 = stablehlo.add %1505, %1506 : tensor<16x2x8xf32>
    %1508 = stablehlo.divide %1233, %1507 : tensor<16x2x8xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1510 = stablehlo.add %1318, %1509 : tensor<2x8xf32>
    %1511 = stablehlo.sqrt %1510 : tensor<2x8xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1513 = stablehlo.add %1511, %1512 : tensor<2x8xf32>
    %1514 = stablehlo.divide %1235, %1513 : tensor<2x8xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1516 = stablehlo.add %1320, %1515 : tensor<16x2x8xf32>
    %1517 = stablehlo.sqrt %1516 : tensor<16x2x8xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1519 = stablehlo.add %1517, %1518 : tensor<16x2x8xf32>
    %1520 = stablehlo.divide %1237, %1519 : tensor<16x2x8xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1522 = stablehlo.add %1322, %1521 : tensor<2x8xf32>
    %1523 = stablehlo.sqrt %1522 : tensor<2x8xf32>
    %cst_396 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1525 = stablehlo.add %1523, %1524 : tensor<2x8xf32>
    %1526 = stablehlo.divide %1239, %1525 : tensor<2x8xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1528 = stablehlo.add %1324, %1527 : tensor<16x2x8xf32>
    %1529 = stablehlo.sqrt %1528 : tensor<16x2x8xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1531 = stablehlo.add %1529, %1530 : tensor<16x2x8xf32>
    %1532 = stablehlo.divide %1241, %1531 : tensor<16x2x8xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1534 = stablehlo.add %1326, %1533 : tensor<16xf32>
    %1535 = stablehlo.sqrt %1534 : tensor<16xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1536 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1537 = stablehlo.add %1535, %1536 : tensor<16xf32>
    %1538 = stablehlo.divide %1243, %1537 : tensor<16xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1539 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1540 = stablehlo.add %1328, %1539 : tensor<2x8x16xf32>
    %1541 = stablehlo.sqrt %1540 : tensor<2x8x16xf32>
    %cst_402 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1542 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1543 = stablehlo.add %1541, %1542 : tensor<2x8x16xf32>
    %1544 = stablehlo.divide %1245, %1543 : tensor<2x8x16xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1545 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1546 = stablehlo.add %1330, %1545 : tensor<2x8xf32>
    %1547 = stablehlo.sqrt %1546 : tensor<2x8xf32>
    %cst_404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1549 = stablehlo.add %1547, %1548 : tensor<2x8xf32>
    %1550 = stablehlo.divide %1247, %1549 : tensor<2x8xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1552 = stablehlo.add %1332, %1551 : tensor<16x2x8xf32>
    %1553 = stablehlo.sqrt %1552 : tensor<16x2x8xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1554 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1555 = stablehlo.add %1553, %1554 : tensor<16x2x8xf32>
    %1556 = stablehlo.divide %1249, %1555 : tensor<16x2x8xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1558 = stablehlo.add %1334, %1557 : tensor<2x8xf32>
    %1559 = stablehlo.sqrt %1558 : tensor<2x8xf32>
    %cst_408 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1561 = stablehlo.add %1559, %1560 : tensor<2x8xf32>
    %1562 = stablehlo.divide %1251, %1561 : tensor<2x8xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1564 = stablehlo.add %1336, %1563 : tensor<16x2x8xf32>
    %1565 = stablehlo.sqrt %1564 : tensor<16x2x8xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1566 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1567 = stablehlo.add %1565, %1566 : tensor<16x2x8xf32>
    %1568 = stablehlo.divide %1253, %1567 : tensor<16x2x8xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1569 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1570 = stablehlo.add %1338, %1569 : tensor<1x1x16xf32>
    %1571 = stablehlo.sqrt %1570 : tensor<1x1x16xf32>
    %cst_412 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1572 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1573 = stablehlo.add %1571, %1572 : tensor<1x1x16xf32>
    %1574 = stablehlo.divide %1255, %1573 : tensor<1x1x16xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1576 = stablehlo.add %1340, %1575 : tensor<1x17x16xf32>
    %1577 = stablehlo.sqrt %1576 : tensor<1x17x16xf32>
    %cst_414 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1578 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1579 = stablehlo.add %1577, %1578 : tensor<1x17x16xf32>
    %1580 = stablehlo.divide %1257, %1579 : tensor<1x17x16xf32>
    %cst_415 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1582 = stablehlo.multiply %1581, %arg0 : tensor<16xf32>
    %1583 = stablehlo.add %1346, %1582 : tensor<16xf32>
    %cst_416 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1584 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %1585 = stablehlo.multiply %1584, %arg1 : tensor<4x4x3x16xf32>
    %1586 = stablehlo.add %1352, %1585 : tensor<4x4x3x16xf32>
    %cst_417 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1587 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1588 = stablehlo.multiply %1587, %arg2 : tensor<10xf32>
    %1589 = stablehlo.add %1358, %1588 : tensor<10xf32>
    %cst_418 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1590 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1591 = stablehlo.multiply %1590, %arg3 : tensor<16x10xf32>
    %1592 = stablehlo.add %1364, %1591 : tensor<16x10xf32>
    %cst_419 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1594 = stablehlo.multiply %1593, %arg4 : tensor<16xf32>
    %1595 = stablehlo.add %1370, %1594 : tensor<16xf32>
    %cst_420 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1597 = stablehlo.multiply %1596, %arg5 : tensor<16xf32>
    %1598 = stablehlo.add %1376, %1597 : tensor<16xf32>
    %cst_421 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1599 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1600 = stablehlo.multiply %1599, %arg6 : tensor<16xf32>
    %1601 = stablehlo.add %1382, %1600 : tensor<16xf32>
    %cst_422 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1602 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1603 = stablehlo.multiply %1602, %arg7 : tensor<16xf32>
    %1604 = stablehlo.add %1388, %1603 : tensor<16xf32>
    %cst_423 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1605 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1606 = stablehlo.multiply %1605, %arg8 : tensor<16xf32>
    %1607 = stablehlo.add %1394, %1606 : tensor<16xf32>
    %cst_424 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1608 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1609 = stablehlo.multiply %1608, %arg9 : tensor<16xf32>
    %1610 = stablehlo.add %1400, %1609 : tensor<16xf32>
    %cst_425 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1611 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1612 = stablehlo.multiply %1611, %arg10 : tensor<16xf32>
    %1613 = stablehlo.add %1406, %1612 : tensor<16xf32>
    %cst_426 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1614 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1615 = stablehlo.multiply %1614, %arg11 : tensor<16xf32>
    %1616 = stablehlo.add %1412, %1615 : tensor<16xf32>
    %cst_427 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1617 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1618 = stablehlo.multiply %1617, %arg12 : tensor<16xf32>
    %1619 = stablehlo.add %1418, %1618 : tensor<16xf32>
    %cst_428 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1620 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1621 = stablehlo.multiply %1620, %arg13 : tensor<16xf32>
    %1622 = stablehlo.add %1424, %1621 : tensor<16xf32>
    %cst_429 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1623 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1624 = stablehlo.multiply %1623, %arg14 : tensor<32xf32>
    %1625 = stablehlo.add %1430, %1624 : tensor<32xf32>
    %cst_430 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1626 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1627 = stablehlo.multiply %1626, %arg15 : tensor<16x32xf32>
    %1628 = stablehlo.add %1436, %1627 : tensor<16x32xf32>
    %cst_431 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1629 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1630 = stablehlo.multiply %1629, %arg16 : tensor<16xf32>
    %1631 = stablehlo.add %1442, %1630 : tensor<16xf32>
    %cst_432 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1632 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1633 = stablehlo.multiply %1632, %arg17 : tensor<32x16xf32>
    %1634 = stablehlo.add %1448, %1633 : tensor<32x16xf32>
    %cst_433 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1635 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1636 = stablehlo.multiply %1635, %arg18 : tensor<32xf32>
    %1637 = stablehlo.add %1454, %1636 : tensor<32xf32>
    %cst_434 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1638 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1639 = stablehlo.multiply %1638, %arg19 : tensor<16x32xf32>
    %1640 = stablehlo.add %1460, %1639 : tensor<16x32xf32>
    %cst_435 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1641 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1642 = stablehlo.multiply %1641, %arg20 : tensor<16xf32>
    %1643 = stablehlo.add %1466, %1642 : tensor<16xf32>
    %cst_436 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1644 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1645 = stablehlo.multiply %1644, %arg21 : tensor<32x16xf32>
    %1646 = stablehlo.add %1472, %1645 : tensor<32x16xf32>
    %cst_437 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1647 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1648 = stablehlo.multiply %1647, %arg22 : tensor<2x8xf32>
    %1649 = stablehlo.add %1478, %1648 : tensor<2x8xf32>
    %cst_438 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1651 = stablehlo.multiply %1650, %arg23 : tensor<16x2x8xf32>
    %1652 = stablehlo.add %1484, %1651 : tensor<16x2x8xf32>
    %cst_439 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1653 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1654 = stablehlo.multiply %1653, %arg24 : tensor<16xf32>
    %1655 = stablehlo.add %1490, %1654 : tensor<16xf32>
    %cst_440 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1656 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1657 = stablehlo.multiply %1656, %arg25 : tensor<2x8x16xf32>
    %1658 = stablehlo.add %1496, %1657 : tensor<2x8x16xf32>
    %cst_441 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1660 = stablehlo.multiply %1659, %arg26 : tensor<2x8xf32>
    %1661 = stablehlo.add %1502, %1660 : tensor<2x8xf32>
    %cst_442 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1662 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1663 = stablehlo.multiply %1662, %arg27 : tensor<16x2x8xf32>
    %1664 = stablehlo.add %1508, %1663 : tensor<16x2x8xf32>
    %cst_443 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1665 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1666 = stablehlo.multiply %1665, %arg28 : tensor<2x8xf32>
    %1667 = stablehlo.add %1514, %1666 : tensor<2x8xf32>
    %cst_444 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1669 = stablehlo.multiply %1668, %arg29 : tensor<16x2x8xf32>
    %1670 = stablehlo.add %1520, %1669 : tensor<16x2x8xf32>
    %cst_445 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1671 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1672 = stablehlo.multiply %1671, %arg30 : tensor<2x8xf32>
    %1673 = stablehlo.add %1526, %1672 : tensor<2x8xf32>
    %cst_446 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1675 = stablehlo.multiply %1674, %arg31 : tensor<16x2x8xf32>
    %1676 = stablehlo.add %1532, %1675 : tensor<16x2x8xf32>
    %cst_447 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1677 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1678 = stablehlo.multiply %1677, %arg32 : tensor<16xf32>
    %1679 = stablehlo.add %1538, %1678 : tensor<16xf32>
    %cst_448 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1681 = stablehlo.multiply %1680, %arg33 : tensor<2x8x16xf32>
    %1682 = stablehlo.add %1544, %1681 : tensor<2x8x16xf32>
    %cst_449 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1683 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1684 = stablehlo.multiply %1683, %arg34 : tensor<2x8xf32>
    %1685 = stablehlo.add %1550, %1684 : tensor<2x8xf32>
    %cst_450 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1687 = stablehlo.multiply %1686, %arg35 : tensor<16x2x8xf32>
    %1688 = stablehlo.add %1556, %1687 : tensor<16x2x8xf32>
    %cst_451 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1689 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1690 = stablehlo.multiply %1689, %arg36 : tensor<2x8xf32>
    %1691 = stablehlo.add %1562, %1690 : tensor<2x8xf32>
    %cst_452 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1693 = stablehlo.multiply %1692, %arg37 : tensor<16x2x8xf32>
    %1694 = stablehlo.add %1568, %1693 : tensor<16x2x8xf32>
    %cst_453 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1695 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1696 = stablehlo.multiply %1695, %arg38 : tensor<1x1x16xf32>
    %1697 = stablehlo.add %1574, %1696 : tensor<1x1x16xf32>
    %cst_454 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1699 = stablehlo.multiply %1698, %arg39 : tensor<1x17x16xf32>
    %1700 = stablehlo.add %1580, %1699 : tensor<1x17x16xf32>
    %cst_455 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1701 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1702 = stablehlo.multiply %1701, %1583 : tensor<16xf32>
    %cst_456 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1703 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<4x4x3x16xf32>
    %1704 = stablehlo.multiply %1703, %1586 : tensor<4x4x3x16xf32>
    %cst_457 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1706 = stablehlo.multiply %1705, %1589 : tensor<10xf32>
    %cst_458 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1707 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %1708 = stablehlo.multiply %1707, %1592 : tensor<16x10xf32>
    %cst_459 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1709 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1710 = stablehlo.multiply %1709, %1595 : tensor<16xf32>
    %cst_460 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1712 = stablehlo.multiply %1711, %1598 : tensor<16xf32>
    %cst_461 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1713 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1714 = stablehlo.multiply %1713, %1601 : tensor<16xf32>
    %cst_462 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1715 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1716 = stablehlo.multiply %1715, %1604 : tensor<16xf32>
    %cst_463 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1717 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1718 = stablehlo.multiply %1717, %1607 : tensor<16xf32>
    %cst_464 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1719 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1720 = stablehlo.multiply %1719, %1610 : tensor<16xf32>
    %cst_465 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1721 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1722 = stablehlo.multiply %1721, %1613 : tensor<16xf32>
    %cst_466 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1724 = stablehlo.multiply %1723, %1616 : tensor<16xf32>
    %cst_467 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1725 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1726 = stablehlo.multiply %1725, %1619 : tensor<16xf32>
    %cst_468 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1728 = stablehlo.multiply %1727, %1622 : tensor<16xf32>
    %cst_469 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1729 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1730 = stablehlo.multiply %1729, %1625 : tensor<32xf32>
    %cst_470 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1731 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1732 = stablehlo.multiply %1731, %1628 : tensor<16x32xf32>
    %cst_471 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1734 = stablehlo.multiply %1733, %1631 : tensor<16xf32>
    %cst_472 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1735 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1736 = stablehlo.multiply %1735, %1634 : tensor<32x16xf32>
    %cst_473 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1737 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1738 = stablehlo.multiply %1737, %1637 : tensor<32xf32>
    %cst_474 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1739 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1740 = stablehlo.multiply %1739, %1640 : tensor<16x32xf32>
    %cst_475 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1742 = stablehlo.multiply %1741, %1643 : tensor<16xf32>
    %cst_476 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1743 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1744 = stablehlo.multiply %1743, %1646 : tensor<32x16xf32>
    %cst_477 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1746 = stablehlo.multiply %1745, %1649 : tensor<2x8xf32>
    %cst_478 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1747 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1748 = stablehlo.multiply %1747, %1652 : tensor<16x2x8xf32>
    %cst_479 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1749 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1750 = stablehlo.multiply %1749, %1655 : tensor<16xf32>
    %cst_480 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1751 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1752 = stablehlo.multiply %1751, %1658 : tensor<2x8x16xf32>
    %cst_481 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1754 = stablehlo.multiply %1753, %1661 : tensor<2x8xf32>
    %cst_482 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1755 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1756 = stablehlo.multiply %1755, %1664 : tensor<16x2x8xf32>
    %cst_483 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1757 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1758 = stablehlo.multiply %1757, %1667 : tensor<2x8xf32>
    %cst_484 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1760 = stablehlo.multiply %1759, %1670 : tensor<16x2x8xf32>
    %cst_485 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1762 = stablehlo.multiply %1761, %1673 : tensor<2x8xf32>
    %cst_486 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1763 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1764 = stablehlo.multiply %1763, %1676 : tensor<16x2x8xf32>
    %cst_487 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1765 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1766 = stablehlo.multiply %1765, %1679 : tensor<16xf32>
    %cst_488 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1767 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %1768 = stablehlo.multiply %1767, %1682 : tensor<2x8x16xf32>
    %cst_489 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1769 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1770 = stablehlo.multiply %1769, %1685 : tensor<2x8xf32>
    %cst_490 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1772 = stablehlo.multiply %1771, %1688 : tensor<16x2x8xf32>
    %cst_491 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1773 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %1774 = stablehlo.multiply %1773, %1691 : tensor<2x8xf32>
    %cst_492 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1775 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %1776 = stablehlo.multiply %1775, %1694 : tensor<16x2x8xf32>
    %cst_493 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1777 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<1x1x16xf32>
    %1778 = stablehlo.multiply %1777, %1697 : tensor<1x1x16xf32>
    %cst_494 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1779 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<1x17x16xf32>
    %1780 = stablehlo.multiply %1779, %1700 : tensor<1x17x16xf32>
    %1781 = stablehlo.add %arg0, %1702 : tensor<16xf32>
    %1782 = stablehlo.add %arg1, %1704 : tensor<4x4x3x16xf32>
    %1783 = stablehlo.add %arg2, %1706 : tensor<10xf32>
    %1784 = stablehlo.add %arg3, %1708 : tensor<16x10xf32>
    %1785 = stablehlo.add %arg4, %1710 : tensor<16xf32>
    %1786 = stablehlo.add %arg5, %1712 : tensor<16xf32>
    %1787 = stablehlo.add %arg6, %1714 : tensor<16xf32>
    %1788 = stablehlo.add %arg7, %1716 : tensor<16xf32>
    %1789 = stablehlo.add %arg8, %1718 : tensor<16xf32>
    %1790 = stablehlo.add %arg9, %1720 : tensor<16xf32>
    %1791 = stablehlo.add %arg10, %1722 : tensor<16xf32>
    %1792 = stablehlo.add %arg11, %1724 : tensor<16xf32>
    %1793 = stablehlo.add %arg12, %1726 : tensor<16xf32>
    %1794 = stablehlo.add %arg13, %1728 : tensor<16xf32>
    %1795 = stablehlo.add %arg14, %1730 : tensor<32xf32>
    %1796 = stablehlo.add %arg15, %1732 : tensor<16x32xf32>
    %1797 = stablehlo.add %arg16, %1734 : tensor<16xf32>
    %1798 = stablehlo.add %arg17, %1736 : tensor<32x16xf32>
    %1799 = stablehlo.add %arg18, %1738 : tensor<32xf32>
    %1800 = stablehlo.add %arg19, %1740 : tensor<16x32xf32>
    %1801 = stablehlo.add %arg20, %1742 : tensor<16xf32>
    %1802 = stablehlo.add %arg21, %1744 : tensor<32x16xf32>
    %1803 = stablehlo.add %arg22, %1746 : tensor<2x8xf32>
    %1804 = stablehlo.add %arg23, %1748 : tensor<16x2x8xf32>
    %1805 = stablehlo.add %arg24, %1750 : tensor<16xf32>
    %1806 = stablehlo.add %arg25, %1752 : tensor<2x8x16xf32>
    %1807 = stablehlo.add %arg26, %1754 : tensor<2x8xf32>
    %1808 = stablehlo.add %arg27, %1756 : tensor<16x2x8xf32>
    %1809 = stablehlo.add %arg28, %1758 : tensor<2x8xf32>
    %1810 = stablehlo.add %arg29, %1760 : tensor<16x2x8xf32>
    %1811 = stablehlo.add %arg30, %1762 : tensor<2x8xf32>
    %1812 = stablehlo.add %arg31, %1764 : tensor<16x2x8xf32>
    %1813 = stablehlo.add %arg32, %1766 : tensor<16xf32>
    %1814 = stablehlo.add %arg33, %1768 : tensor<2x8x16xf32>
    %1815 = stablehlo.add %arg34, %1770 : tensor<2x8xf32>
    %1816 = stablehlo.add %arg35, %1772 : tensor<16x2x8xf32>
    %1817 = stablehlo.add %arg36, %1774 : tensor<2x8xf32>
    %1818 = stablehlo.add %arg37, %1776 : tensor<16x2x8xf32>
    %1819 = stablehlo.add %arg38, %1778 : tensor<1x1x16xf32>
    %1820 = stablehlo.add %arg39, %1780 : tensor<1x17x16xf32>
    return %1781, %1782, %1783, %1784, %1785, %1786, %1787, %1788, %1789, %1790, %1791, %1792, %1793, %1794, %1795, %1796, %1797, %1798, %1799, %1800, %1801, %1802, %1803, %1804, %1805, %1806, %1807, %1808, %1809, %1810, %1811, %1812, %1813, %1814, %1815, %1816, %1817, %1818, %1819, %1820, %1174, %736, %741, %746, %751, %756, %761, %766, %771, %776, %781, %786, %791, %796, %801, %806, %811, %816, %821, %826, %831, %836, %841, %846, %851, %856, %861, %866, %871, %876, %881, %886, %891, %896, %901, %906, %911, %916, %921, %926, %931, %937, %943, %949, %955, %961, %967, %973, %979, %985, %991, %997, %1003, %1009, %1015, %1021, %1027, %1033, %1039, %1045, %1051, %1057, %1063, %1069, %1075, %1081, %1087, %1093, %1099, %1105, %1111, %1117, %1123, %1129, %1135, %1141, %1147, %1153, %1159, %1165, %1171, %381 : tensor<16xf32>, tensor<4x4x3x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<1x1x16xf32>, tensor<1x17x16xf32>, tensor<i32>, tensor<16xf32>, tensor<4x4x3x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<1x1x16xf32>, tensor<1x17x16xf32>, tensor<16xf32>, tensor<4x4x3x16xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<1x1x16xf32>, tensor<1x17x16xf32>, tensor<f32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x10xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x10xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2xi1>, tensor<2xf32>
    return %13, %3 : tensor<2xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x10xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    return %1 : tensor<2x10xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
