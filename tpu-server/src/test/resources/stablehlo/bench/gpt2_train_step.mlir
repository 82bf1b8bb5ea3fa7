module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>, %arg1: tensor<256x1024xf32>, %arg2: tensor<256xf32>, %arg3: tensor<1024x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<256x4x64xf32>, %arg10: tensor<256xf32>, %arg11: tensor<4x64x256xf32>, %arg12: tensor<4x64xf32>, %arg13: tensor<256x4x64xf32>, %arg14: tensor<4x64xf32>, %arg15: tensor<256x4x64xf32>, %arg16: tensor<1024xf32>, %arg17: tensor<256x1024xf32>, %arg18: tensor<256xf32>, %arg19: tensor<1024x256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<4x64xf32>, %arg25: tensor<256x4x64xf32>, %arg26: tensor<256xf32>, %arg27: tensor<4x64x256xf32>, %arg28: tensor<4x64xf32>, %arg29: tensor<256x4x64xf32>, %arg30: tensor<4x64xf32>, %arg31: tensor<256x4x64xf32>, %arg32: tensor<1024xf32>, %arg33: tensor<256x1024xf32>, %arg34: tensor<256xf32>, %arg35: tensor<1024x256xf32>, %arg36: tensor<256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<4x64xf32>, %arg41: tensor<256x4x64xf32>, %arg42: tensor<256xf32>, %arg43: tensor<4x64x256xf32>, %arg44: tensor<4x64xf32>, %arg45: tensor<256x4x64xf32>, %arg46: tensor<4x64xf32>, %arg47: tensor<256x4x64xf32>, %arg48: tensor<1024xf32>, %arg49: tensor<256x1024xf32>, %arg50: tensor<256xf32>, %arg51: tensor<1024x256xf32>, %arg52: tensor<256xf32>, %arg53: tensor<256xf32>, %arg54: tensor<256xf32>, %arg55: tensor<256xf32>, %arg56: tensor<4x64xf32>, %arg57: tensor<256x4x64xf32>, %arg58: tensor<256xf32>, %arg59: tensor<4x64x256xf32>, %arg60: tensor<4x64xf32>, %arg61: tensor<256x4x64xf32>, %arg62: tensor<4x64xf32>, %arg63: tensor<256x4x64xf32>, %arg64: tensor<1024x256xf32>, %arg65: tensor<256xf32>, %arg66: tensor<256xf32>, %arg67: tensor<128x256xf32>, %arg68: tensor<2x128xi32>) -> (tensor<1024xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_0']['bias']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_0']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_1']['bias']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['params']['Block_0']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_0']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_0']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_1']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_0']['LayerNorm_1']['scale']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1024xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_0']['bias']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_0']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_1']['bias']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['params']['Block_1']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_0']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_0']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_1']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_1']['LayerNorm_1']['scale']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_1']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1024xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_0']['bias']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_0']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_1']['bias']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['params']['Block_2']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_0']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_0']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_1']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_2']['LayerNorm_1']['scale']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_2']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1024xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_0']['bias']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_0']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_1']['bias']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['params']['Block_3']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_0']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_0']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_1']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_3']['LayerNorm_1']['scale']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['Block_3']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<128x256xf32> {jax.result_info = "result[0]['params']['pos']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg64, %arg68) : (tensor<1024x256xf32>, tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg67, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x128x256xf32>) -> tensor<2x128x256xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<2x128x256xf32>
    %4 = stablehlo.iota dim = 0 : tensor<128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %12 = stablehlo.convert %11 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %13 = chlo.square %3 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %15 = stablehlo.multiply %14, %3 : tensor<2x128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %18 = stablehlo.divide %16, %17 : tensor<2x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x128xf32>
    %22 = chlo.square %18 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %24 = stablehlo.multiply %23, %18 : tensor<2x128xf32>
    %25 = stablehlo.subtract %21, %22 : tensor<2x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %27 = stablehlo.maximum %26, %25 : tensor<2x128xf32>
    %28 = stablehlo.compare EQ, %25, %27, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %31 = stablehlo.select %28, %29, %30 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %33 = stablehlo.compare EQ, %32, %27, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %36 = stablehlo.select %33, %34, %35 : tensor<2x128xi1>, tensor<2x128xf32>
    %37 = stablehlo.divide %31, %36 : tensor<2x128xf32>
    %38 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %39 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %41 = stablehlo.subtract %3, %40 : tensor<2x128x256xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %43 = stablehlo.add %39, %42 : tensor<2x128x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<2x128x1xf32>
    %45 = stablehlo.divide %44, %43 : tensor<2x128x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<2x128x1xf32>
    %48 = stablehlo.reshape %arg5 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x128x256xf32>
    %52 = stablehlo.multiply %41, %51 : tensor<2x128x256xf32>
    %53 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x128x256xf32>
    %56 = stablehlo.dot_general %55, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %57 = stablehlo.reshape %arg12 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x128x4x64xf32>
    %60 = stablehlo.dot_general %55, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %61 = stablehlo.reshape %arg8 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %63 = stablehlo.add %60, %62 : tensor<2x128x4x64xf32>
    %64 = stablehlo.dot_general %55, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %65 = stablehlo.reshape %arg14 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x128x4x64xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %68 = stablehlo.sqrt %cst_13 : tensor<f32>
    %69 = stablehlo.convert %68 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %71 = stablehlo.divide %59, %70 : tensor<2x128x4x64xf32>
    %72 = stablehlo.dot_general %71, %63, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %73:2 = call @_where_0(%12, %72, %cst_14) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.reduce(%73#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %76 = stablehlo.maximum %75, %74 : tensor<2x4x128xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %79 = stablehlo.subtract %73#0, %78 : tensor<2x4x128x128xf32>
    %80 = stablehlo.exponential %79 : tensor<2x4x128x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %84 = stablehlo.divide %80, %83 : tensor<2x4x128x128xf32>
    %85 = stablehlo.multiply %82, %82 : tensor<2x4x128x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %87 = stablehlo.divide %86, %85 : tensor<2x4x128x1xf32>
    %88 = stablehlo.dot_general %67, %84, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %90 = stablehlo.dot_general %89, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %91 = stablehlo.reshape %arg10 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %93 = stablehlo.add %90, %92 : tensor<2x128x256xf32>
    %94 = stablehlo.add %3, %93 : tensor<2x128x256xf32>
    %95 = chlo.square %94 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<2x128x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%94 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_21 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %100 = stablehlo.divide %98, %99 : tensor<2x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%95 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_23 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %103 = stablehlo.divide %101, %102 : tensor<2x128xf32>
    %104 = chlo.square %100 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %106 = stablehlo.multiply %105, %100 : tensor<2x128xf32>
    %107 = stablehlo.subtract %103, %104 : tensor<2x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<2x128xf32>
    %110 = stablehlo.compare EQ, %107, %109, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %113 = stablehlo.select %110, %111, %112 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %115 = stablehlo.compare EQ, %114, %109, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %118 = stablehlo.select %115, %116, %117 : tensor<2x128xi1>, tensor<2x128xf32>
    %119 = stablehlo.divide %113, %118 : tensor<2x128xf32>
    %120 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %121 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %123 = stablehlo.subtract %94, %122 : tensor<2x128x256xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %125 = stablehlo.add %121, %124 : tensor<2x128x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x128x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<2x128x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<2x128x1xf32>
    %130 = stablehlo.reshape %arg7 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %131 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<2x128x256xf32>
    %134 = stablehlo.multiply %123, %133 : tensor<2x128x256xf32>
    %135 = stablehlo.reshape %arg6 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %137 = stablehlo.add %134, %136 : tensor<2x128x256xf32>
    %138 = stablehlo.dot_general %137, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %139 = stablehlo.reshape %arg0 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %141 = stablehlo.add %138, %140 : tensor<2x128x1024xf32>
    %142 = stablehlo.multiply %141, %141 : tensor<2x128x1024xf32>
    %143 = stablehlo.multiply %142, %141 : tensor<2x128x1024xf32>
    %144 = stablehlo.multiply %141, %141 : tensor<2x128x1024xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<2x128x1024xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %148 = stablehlo.multiply %147, %143 : tensor<2x128x1024xf32>
    %149 = stablehlo.add %141, %148 : tensor<2x128x1024xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<2x128x1024xf32>
    %152 = stablehlo.tanh %151 : tensor<2x128x1024xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %154 = stablehlo.subtract %153, %152 : tensor<2x128x1024xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %156 = stablehlo.add %155, %152 : tensor<2x128x1024xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<2x128x1024xf32>
    %159 = stablehlo.multiply %141, %158 : tensor<2x128x1024xf32>
    %160 = stablehlo.dot_general %159, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %161 = stablehlo.reshape %arg2 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x128x256xf32>
    %164 = stablehlo.add %94, %163 : tensor<2x128x256xf32>
    %165 = stablehlo.iota dim = 0 : tensor<128xi32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %171 = stablehlo.compare GE, %169, %170, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %173 = stablehlo.convert %172 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %174 = chlo.square %164 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %176 = stablehlo.multiply %175, %164 : tensor<2x128x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%164 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_41 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %179 = stablehlo.divide %177, %178 : tensor<2x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%174 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_43 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %182 = stablehlo.divide %180, %181 : tensor<2x128xf32>
    %183 = chlo.square %179 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %185 = stablehlo.multiply %184, %179 : tensor<2x128xf32>
    %186 = stablehlo.subtract %182, %183 : tensor<2x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %188 = stablehlo.maximum %187, %186 : tensor<2x128xf32>
    %189 = stablehlo.compare EQ, %186, %188, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %192 = stablehlo.select %189, %190, %191 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %194 = stablehlo.compare EQ, %193, %188, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %197 = stablehlo.select %194, %195, %196 : tensor<2x128xi1>, tensor<2x128xf32>
    %198 = stablehlo.divide %192, %197 : tensor<2x128xf32>
    %199 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %200 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %202 = stablehlo.subtract %164, %201 : tensor<2x128x256xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %204 = stablehlo.add %200, %203 : tensor<2x128x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<2x128x1xf32>
    %206 = stablehlo.divide %205, %204 : tensor<2x128x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<2x128x1xf32>
    %209 = stablehlo.reshape %arg21 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %210 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<2x128x256xf32>
    %213 = stablehlo.multiply %202, %212 : tensor<2x128x256xf32>
    %214 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x128x256xf32>
    %217 = stablehlo.dot_general %216, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %218 = stablehlo.reshape %arg28 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<2x128x4x64xf32>
    %221 = stablehlo.dot_general %216, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %222 = stablehlo.reshape %arg24 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %224 = stablehlo.add %221, %223 : tensor<2x128x4x64xf32>
    %225 = stablehlo.dot_general %216, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %226 = stablehlo.reshape %arg30 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %228 = stablehlo.add %225, %227 : tensor<2x128x4x64xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %229 = stablehlo.sqrt %cst_53 : tensor<f32>
    %230 = stablehlo.convert %229 : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %232 = stablehlo.divide %220, %231 : tensor<2x128x4x64xf32>
    %233 = stablehlo.dot_general %232, %224, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_54 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %234:2 = call @_where_0(%173, %233, %cst_54) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = stablehlo.reduce(%234#0 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %237 = stablehlo.maximum %236, %235 : tensor<2x4x128xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %240 = stablehlo.subtract %234#0, %239 : tensor<2x4x128x128xf32>
    %241 = stablehlo.exponential %240 : tensor<2x4x128x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %245 = stablehlo.divide %241, %244 : tensor<2x4x128x128xf32>
    %246 = stablehlo.multiply %243, %243 : tensor<2x4x128x1xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %248 = stablehlo.divide %247, %246 : tensor<2x4x128x1xf32>
    %249 = stablehlo.dot_general %228, %245, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %250 = stablehlo.transpose %249, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %251 = stablehlo.dot_general %250, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %252 = stablehlo.reshape %arg26 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %254 = stablehlo.add %251, %253 : tensor<2x128x256xf32>
    %255 = stablehlo.add %164, %254 : tensor<2x128x256xf32>
    %256 = chlo.square %255 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %258 = stablehlo.multiply %257, %255 : tensor<2x128x256xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%255 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_61 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %261 = stablehlo.divide %259, %260 : tensor<2x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%256 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_63 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %264 = stablehlo.divide %262, %263 : tensor<2x128xf32>
    %265 = chlo.square %261 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_64 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %267 = stablehlo.multiply %266, %261 : tensor<2x128xf32>
    %268 = stablehlo.subtract %264, %265 : tensor<2x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %270 = stablehlo.maximum %269, %268 : tensor<2x128xf32>
    %271 = stablehlo.compare EQ, %268, %270, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %274 = stablehlo.select %271, %272, %273 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %276 = stablehlo.compare EQ, %275, %270, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %279 = stablehlo.select %276, %277, %278 : tensor<2x128xi1>, tensor<2x128xf32>
    %280 = stablehlo.divide %274, %279 : tensor<2x128xf32>
    %281 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %282 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %284 = stablehlo.subtract %255, %283 : tensor<2x128x256xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %286 = stablehlo.add %282, %285 : tensor<2x128x1xf32>
    %287 = stablehlo.rsqrt %286 : tensor<2x128x1xf32>
    %288 = stablehlo.divide %287, %286 : tensor<2x128x1xf32>
    %cst_72 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<2x128x1xf32>
    %291 = stablehlo.reshape %arg23 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %292 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<2x128x256xf32>
    %295 = stablehlo.multiply %284, %294 : tensor<2x128x256xf32>
    %296 = stablehlo.reshape %arg22 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %298 = stablehlo.add %295, %297 : tensor<2x128x256xf32>
    %299 = stablehlo.dot_general %298, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %300 = stablehlo.reshape %arg16 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %302 = stablehlo.add %299, %301 : tensor<2x128x1024xf32>
    %303 = stablehlo.multiply %302, %302 : tensor<2x128x1024xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<2x128x1024xf32>
    %305 = stablehlo.multiply %302, %302 : tensor<2x128x1024xf32>
    %cst_73 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %307 = stablehlo.multiply %306, %305 : tensor<2x128x1024xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %309 = stablehlo.multiply %308, %304 : tensor<2x128x1024xf32>
    %310 = stablehlo.add %302, %309 : tensor<2x128x1024xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<2x128x1024xf32>
    %313 = stablehlo.tanh %312 : tensor<2x128x1024xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %315 = stablehlo.subtract %314, %313 : tensor<2x128x1024xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %317 = stablehlo.add %316, %313 : tensor<2x128x1024xf32>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<2x128x1024xf32>
    %320 = stablehlo.multiply %302, %319 : tensor<2x128x1024xf32>
    %321 = stablehlo.dot_general %320, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %322 = stablehlo.reshape %arg18 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %324 = stablehlo.add %321, %323 : tensor<2x128x256xf32>
    %325 = stablehlo.add %255, %324 : tensor<2x128x256xf32>
    %326 = stablehlo.iota dim = 0 : tensor<128xi32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %329 = stablehlo.broadcast_in_dim %327, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %330 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %331 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %332 = stablehlo.compare GE, %330, %331, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %334 = stablehlo.convert %333 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %335 = chlo.square %325 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_79 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %337 = stablehlo.multiply %336, %325 : tensor<2x128x256xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%325 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_81 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %340 = stablehlo.divide %338, %339 : tensor<2x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%335 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_83 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %343 = stablehlo.divide %341, %342 : tensor<2x128xf32>
    %344 = chlo.square %340 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_84 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %346 = stablehlo.multiply %345, %340 : tensor<2x128xf32>
    %347 = stablehlo.subtract %343, %344 : tensor<2x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %349 = stablehlo.maximum %348, %347 : tensor<2x128xf32>
    %350 = stablehlo.compare EQ, %347, %349, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %353 = stablehlo.select %350, %351, %352 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %355 = stablehlo.compare EQ, %354, %349, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %358 = stablehlo.select %355, %356, %357 : tensor<2x128xi1>, tensor<2x128xf32>
    %359 = stablehlo.divide %353, %358 : tensor<2x128xf32>
    %360 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %361 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %362 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %363 = stablehlo.subtract %325, %362 : tensor<2x128x256xf32>
    %cst_91 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %365 = stablehlo.add %361, %364 : tensor<2x128x1xf32>
    %366 = stablehlo.rsqrt %365 : tensor<2x128x1xf32>
    %367 = stablehlo.divide %366, %365 : tensor<2x128x1xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %369 = stablehlo.multiply %368, %367 : tensor<2x128x1xf32>
    %370 = stablehlo.reshape %arg37 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %371 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %372 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %373 = stablehlo.multiply %371, %372 : tensor<2x128x256xf32>
    %374 = stablehlo.multiply %363, %373 : tensor<2x128x256xf32>
    %375 = stablehlo.reshape %arg36 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %377 = stablehlo.add %374, %376 : tensor<2x128x256xf32>
    %378 = stablehlo.dot_general %377, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %379 = stablehlo.reshape %arg44 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %381 = stablehlo.add %378, %380 : tensor<2x128x4x64xf32>
    %382 = stablehlo.dot_general %377, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %383 = stablehlo.reshape %arg40 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %385 = stablehlo.add %382, %384 : tensor<2x128x4x64xf32>
    %386 = stablehlo.dot_general %377, %arg47, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %387 = stablehlo.reshape %arg46 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %389 = stablehlo.add %386, %388 : tensor<2x128x4x64xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %390 = stablehlo.sqrt %cst_93 : tensor<f32>
    %391 = stablehlo.convert %390 : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %393 = stablehlo.divide %381, %392 : tensor<2x128x4x64xf32>
    %394 = stablehlo.dot_general %393, %385, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_94 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %395:2 = call @_where_0(%334, %394, %cst_94) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %cst_95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %396 = stablehlo.reduce(%395#0 init: %cst_95) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %398 = stablehlo.maximum %397, %396 : tensor<2x4x128xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %401 = stablehlo.subtract %395#0, %400 : tensor<2x4x128x128xf32>
    %402 = stablehlo.exponential %401 : tensor<2x4x128x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_97) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %406 = stablehlo.divide %402, %405 : tensor<2x4x128x128xf32>
    %407 = stablehlo.multiply %404, %404 : tensor<2x4x128x1xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %409 = stablehlo.divide %408, %407 : tensor<2x4x128x1xf32>
    %410 = stablehlo.dot_general %389, %406, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %411 = stablehlo.transpose %410, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %412 = stablehlo.dot_general %411, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %413 = stablehlo.reshape %arg42 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %415 = stablehlo.add %412, %414 : tensor<2x128x256xf32>
    %416 = stablehlo.add %325, %415 : tensor<2x128x256xf32>
    %417 = chlo.square %416 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %419 = stablehlo.multiply %418, %416 : tensor<2x128x256xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%416 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_101 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %422 = stablehlo.divide %420, %421 : tensor<2x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%417 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_103 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %425 = stablehlo.divide %423, %424 : tensor<2x128xf32>
    %426 = chlo.square %422 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_104 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %428 = stablehlo.multiply %427, %422 : tensor<2x128xf32>
    %429 = stablehlo.subtract %425, %426 : tensor<2x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %431 = stablehlo.maximum %430, %429 : tensor<2x128xf32>
    %432 = stablehlo.compare EQ, %429, %431, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %435 = stablehlo.select %432, %433, %434 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %437 = stablehlo.compare EQ, %436, %431, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %440 = stablehlo.select %437, %438, %439 : tensor<2x128xi1>, tensor<2x128xf32>
    %441 = stablehlo.divide %435, %440 : tensor<2x128xf32>
    %442 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %443 = stablehlo.broadcast_in_dim %431, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %444 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %445 = stablehlo.subtract %416, %444 : tensor<2x128x256xf32>
    %cst_111 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %447 = stablehlo.add %443, %446 : tensor<2x128x1xf32>
    %448 = stablehlo.rsqrt %447 : tensor<2x128x1xf32>
    %449 = stablehlo.divide %448, %447 : tensor<2x128x1xf32>
    %cst_112 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<2x128x1xf32>
    %452 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %453 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %454 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %455 = stablehlo.multiply %453, %454 : tensor<2x128x256xf32>
    %456 = stablehlo.multiply %445, %455 : tensor<2x128x256xf32>
    %457 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %459 = stablehlo.add %456, %458 : tensor<2x128x256xf32>
    %460 = stablehlo.dot_general %459, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %461 = stablehlo.reshape %arg32 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %463 = stablehlo.add %460, %462 : tensor<2x128x1024xf32>
    %464 = stablehlo.multiply %463, %463 : tensor<2x128x1024xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<2x128x1024xf32>
    %466 = stablehlo.multiply %463, %463 : tensor<2x128x1024xf32>
    %cst_113 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<2x128x1024xf32>
    %cst_114 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %470 = stablehlo.multiply %469, %465 : tensor<2x128x1024xf32>
    %471 = stablehlo.add %463, %470 : tensor<2x128x1024xf32>
    %cst_115 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<2x128x1024xf32>
    %474 = stablehlo.tanh %473 : tensor<2x128x1024xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %476 = stablehlo.subtract %475, %474 : tensor<2x128x1024xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %478 = stablehlo.add %477, %474 : tensor<2x128x1024xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<2x128x1024xf32>
    %481 = stablehlo.multiply %463, %480 : tensor<2x128x1024xf32>
    %482 = stablehlo.dot_general %481, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %483 = stablehlo.reshape %arg34 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %485 = stablehlo.add %482, %484 : tensor<2x128x256xf32>
    %486 = stablehlo.add %416, %485 : tensor<2x128x256xf32>
    %487 = stablehlo.iota dim = 0 : tensor<128xi32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %490 = stablehlo.broadcast_in_dim %488, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %491 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %492 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %493 = stablehlo.compare GE, %491, %492, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %495 = stablehlo.convert %494 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %496 = chlo.square %486 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_119 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %498 = stablehlo.multiply %497, %486 : tensor<2x128x256xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%486 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_121 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %501 = stablehlo.divide %499, %500 : tensor<2x128xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%496 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_123 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %504 = stablehlo.divide %502, %503 : tensor<2x128xf32>
    %505 = chlo.square %501 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %507 = stablehlo.multiply %506, %501 : tensor<2x128xf32>
    %508 = stablehlo.subtract %504, %505 : tensor<2x128xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %510 = stablehlo.maximum %509, %508 : tensor<2x128xf32>
    %511 = stablehlo.compare EQ, %508, %510, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %514 = stablehlo.select %511, %512, %513 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %516 = stablehlo.compare EQ, %515, %510, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_129 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %519 = stablehlo.select %516, %517, %518 : tensor<2x128xi1>, tensor<2x128xf32>
    %520 = stablehlo.divide %514, %519 : tensor<2x128xf32>
    %521 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %522 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %524 = stablehlo.subtract %486, %523 : tensor<2x128x256xf32>
    %cst_131 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %526 = stablehlo.add %522, %525 : tensor<2x128x1xf32>
    %527 = stablehlo.rsqrt %526 : tensor<2x128x1xf32>
    %528 = stablehlo.divide %527, %526 : tensor<2x128x1xf32>
    %cst_132 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<2x128x1xf32>
    %531 = stablehlo.reshape %arg53 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %532 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %533 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %534 = stablehlo.multiply %532, %533 : tensor<2x128x256xf32>
    %535 = stablehlo.multiply %524, %534 : tensor<2x128x256xf32>
    %536 = stablehlo.reshape %arg52 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %538 = stablehlo.add %535, %537 : tensor<2x128x256xf32>
    %539 = stablehlo.dot_general %538, %arg61, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %540 = stablehlo.reshape %arg60 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %542 = stablehlo.add %539, %541 : tensor<2x128x4x64xf32>
    %543 = stablehlo.dot_general %538, %arg57, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %544 = stablehlo.reshape %arg56 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %546 = stablehlo.add %543, %545 : tensor<2x128x4x64xf32>
    %547 = stablehlo.dot_general %538, %arg63, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %548 = stablehlo.reshape %arg62 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %550 = stablehlo.add %547, %549 : tensor<2x128x4x64xf32>
    %cst_133 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %551 = stablehlo.sqrt %cst_133 : tensor<f32>
    %552 = stablehlo.convert %551 : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %554 = stablehlo.divide %542, %553 : tensor<2x128x4x64xf32>
    %555 = stablehlo.dot_general %554, %546, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_134 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %556:2 = call @_where_0(%495, %555, %cst_134) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>)
    %cst_135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %557 = stablehlo.reduce(%556#0 init: %cst_135) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %559 = stablehlo.maximum %558, %557 : tensor<2x4x128xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %562 = stablehlo.subtract %556#0, %561 : tensor<2x4x128x128xf32>
    %563 = stablehlo.exponential %562 : tensor<2x4x128x128xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_137) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %567 = stablehlo.divide %563, %566 : tensor<2x4x128x128xf32>
    %568 = stablehlo.multiply %565, %565 : tensor<2x4x128x1xf32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x4x128x1xf32>
    %570 = stablehlo.divide %569, %568 : tensor<2x4x128x1xf32>
    %571 = stablehlo.dot_general %550, %567, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %572 = stablehlo.transpose %571, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %573 = stablehlo.dot_general %572, %arg59, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %574 = stablehlo.reshape %arg58 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %576 = stablehlo.add %573, %575 : tensor<2x128x256xf32>
    %577 = stablehlo.add %486, %576 : tensor<2x128x256xf32>
    %578 = chlo.square %577 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_139 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %580 = stablehlo.multiply %579, %577 : tensor<2x128x256xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%577 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_141 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %583 = stablehlo.divide %581, %582 : tensor<2x128xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%578 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_143 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %586 = stablehlo.divide %584, %585 : tensor<2x128xf32>
    %587 = chlo.square %583 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_144 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %589 = stablehlo.multiply %588, %583 : tensor<2x128xf32>
    %590 = stablehlo.subtract %586, %587 : tensor<2x128xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %592 = stablehlo.maximum %591, %590 : tensor<2x128xf32>
    %593 = stablehlo.compare EQ, %590, %592, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %596 = stablehlo.select %593, %594, %595 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %598 = stablehlo.compare EQ, %597, %592, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_149 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %601 = stablehlo.select %598, %599, %600 : tensor<2x128xi1>, tensor<2x128xf32>
    %602 = stablehlo.divide %596, %601 : tensor<2x128xf32>
    %603 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %604 = stablehlo.broadcast_in_dim %592, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %605 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %606 = stablehlo.subtract %577, %605 : tensor<2x128x256xf32>
    %cst_151 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %608 = stablehlo.add %604, %607 : tensor<2x128x1xf32>
    %609 = stablehlo.rsqrt %608 : tensor<2x128x1xf32>
    %610 = stablehlo.divide %609, %608 : tensor<2x128x1xf32>
    %cst_152 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<2x128x1xf32>
    %613 = stablehlo.reshape %arg55 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %614 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %615 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %616 = stablehlo.multiply %614, %615 : tensor<2x128x256xf32>
    %617 = stablehlo.multiply %606, %616 : tensor<2x128x256xf32>
    %618 = stablehlo.reshape %arg54 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %620 = stablehlo.add %617, %619 : tensor<2x128x256xf32>
    %621 = stablehlo.dot_general %620, %arg49, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %622 = stablehlo.reshape %arg48 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %624 = stablehlo.add %621, %623 : tensor<2x128x1024xf32>
    %625 = stablehlo.multiply %624, %624 : tensor<2x128x1024xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<2x128x1024xf32>
    %627 = stablehlo.multiply %624, %624 : tensor<2x128x1024xf32>
    %cst_153 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %629 = stablehlo.multiply %628, %627 : tensor<2x128x1024xf32>
    %cst_154 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %631 = stablehlo.multiply %630, %626 : tensor<2x128x1024xf32>
    %632 = stablehlo.add %624, %631 : tensor<2x128x1024xf32>
    %cst_155 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %634 = stablehlo.multiply %633, %632 : tensor<2x128x1024xf32>
    %635 = stablehlo.tanh %634 : tensor<2x128x1024xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %637 = stablehlo.subtract %636, %635 : tensor<2x128x1024xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %639 = stablehlo.add %638, %635 : tensor<2x128x1024xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %641 = stablehlo.multiply %640, %639 : tensor<2x128x1024xf32>
    %642 = stablehlo.multiply %624, %641 : tensor<2x128x1024xf32>
    %643 = stablehlo.dot_general %642, %arg51, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %644 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %646 = stablehlo.add %643, %645 : tensor<2x128x256xf32>
    %647 = stablehlo.add %577, %646 : tensor<2x128x256xf32>
    %648 = chlo.square %647 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_159 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %650 = stablehlo.multiply %649, %647 : tensor<2x128x256xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%647 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_161 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %653 = stablehlo.divide %651, %652 : tensor<2x128xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%648 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_163 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %656 = stablehlo.divide %654, %655 : tensor<2x128xf32>
    %657 = chlo.square %653 : tensor<2x128xf32> -> tensor<2x128xf32>
    %cst_164 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %659 = stablehlo.multiply %658, %653 : tensor<2x128xf32>
    %660 = stablehlo.subtract %656, %657 : tensor<2x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %662 = stablehlo.maximum %661, %660 : tensor<2x128xf32>
    %663 = stablehlo.compare EQ, %660, %662, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %666 = stablehlo.select %663, %664, %665 : tensor<2x128xi1>, tensor<2x128xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %668 = stablehlo.compare EQ, %667, %662, FLOAT : (tensor<2x128xf32>, tensor<2x128xf32>) -> tensor<2x128xi1>
    %cst_169 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %cst_170 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %671 = stablehlo.select %668, %669, %670 : tensor<2x128xi1>, tensor<2x128xf32>
    %672 = stablehlo.divide %666, %671 : tensor<2x128xf32>
    %673 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %674 = stablehlo.broadcast_in_dim %662, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %675 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %676 = stablehlo.subtract %647, %675 : tensor<2x128x256xf32>
    %cst_171 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %678 = stablehlo.add %674, %677 : tensor<2x128x1xf32>
    %679 = stablehlo.rsqrt %678 : tensor<2x128x1xf32>
    %680 = stablehlo.divide %679, %678 : tensor<2x128x1xf32>
    %cst_172 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %682 = stablehlo.multiply %681, %680 : tensor<2x128x1xf32>
    %683 = stablehlo.reshape %arg66 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %684 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %685 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %686 = stablehlo.multiply %684, %685 : tensor<2x128x256xf32>
    %687 = stablehlo.multiply %676, %686 : tensor<2x128x256xf32>
    %688 = stablehlo.reshape %arg65 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %690 = stablehlo.add %687, %689 : tensor<2x128x256xf32>
    %691 = stablehlo.transpose %arg64, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %692 = stablehlo.dot_general %690, %691, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %693 = stablehlo.slice %692 [0:2, 0:127, 0:1024] : (tensor<2x128x1024xf32>) -> tensor<2x127x1024xf32>
    %694 = stablehlo.slice %arg68 [0:2, 1:128] : (tensor<2x128xi32>) -> tensor<2x127xi32>
    %695 = call @_one_hot(%694) : (tensor<2x127xi32>) -> tensor<2x127x1024xf32>
    %696:3 = call @log_softmax(%693) : (tensor<2x127x1024xf32>) -> (tensor<2x127x1024xf32>, tensor<2x127x1024xf32>, tensor<2x127x1xf32>)
    %697 = stablehlo.multiply %696#0, %695 : tensor<2x127x1024xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<2x127x1024xf32>, tensor<f32>) -> tensor<2x127xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.reduce(%698 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x127xf32>, tensor<f32>) -> tensor<f32>
    %cst_175 = stablehlo.constant dense<2.540000e+02> : tensor<f32>
    %700 = stablehlo.divide %699, %cst_175 : tensor<f32>
    %701 = stablehlo.negate %700 : tensor<f32>
    %cst_176 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %702 = stablehlo.negate %cst_176 : tensor<f32>
    %cst_177 = stablehlo.constant dense<2.540000e+02> : tensor<f32>
    %703 = stablehlo.divide %702, %cst_177 : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %703, dims = [] : (tensor<f32>) -> tensor<2x127xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1] : (tensor<2x127xf32>) -> tensor<2x127x1024xf32>
    %706 = stablehlo.multiply %705, %695 : tensor<2x127x1024xf32>
    %707 = call @log_softmax_1(%696#1, %696#2, %706) : (tensor<2x127x1024xf32>, tensor<2x127x1xf32>, tensor<2x127x1024xf32>) -> tensor<2x127x1024xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.pad %707, %cst_178, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<2x127x1024xf32>, tensor<f32>) -> tensor<2x128x1024xf32>
    %709 = stablehlo.dot_general %708, %690, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<2x128x256xf32>) -> tensor<1024x256xf32>
    %710 = stablehlo.transpose %709, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %711 = stablehlo.dot_general %708, %691, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<256x1024xf32>) -> tensor<2x128x256xf32>
    %712 = stablehlo.transpose %710, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.reduce(%711 init: %cst_179) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %714 = stablehlo.reshape %713 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %715 = stablehlo.reshape %714 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %716 = stablehlo.multiply %676, %711 : tensor<2x128x256xf32>
    %717 = stablehlo.multiply %711, %686 : tensor<2x128x256xf32>
    %718 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %719 = stablehlo.multiply %718, %716 : tensor<2x128x256xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.reduce(%719 init: %cst_180) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %721 = stablehlo.reshape %720 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %722 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %723 = stablehlo.multiply %716, %722 : tensor<2x128x256xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %724 = stablehlo.reduce(%723 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %725 = stablehlo.reshape %724 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %726 = stablehlo.reshape %721 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %727 = stablehlo.multiply %725, %682 : tensor<2x128x1xf32>
    %728 = stablehlo.negate %717 : tensor<2x128x256xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %730 = stablehlo.reshape %729 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.reduce(%727 init: %cst_183) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%730 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %733 = stablehlo.multiply %731, %672 : tensor<2x128xf32>
    %734 = stablehlo.negate %733 : tensor<2x128xf32>
    %735 = stablehlo.multiply %734, %659 : tensor<2x128xf32>
    %736 = stablehlo.add %732, %735 : tensor<2x128xf32>
    %cst_185 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %738 = stablehlo.divide %733, %737 : tensor<2x128xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_186 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %741 = stablehlo.divide %736, %740 : tensor<2x128xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %743 = stablehlo.add %717, %742 : tensor<2x128x256xf32>
    %744 = stablehlo.multiply %739, %650 : tensor<2x128x256xf32>
    %745 = stablehlo.add %743, %744 : tensor<2x128x256xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %746 = stablehlo.reduce(%745 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %747 = stablehlo.reshape %746 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %748 = stablehlo.reshape %747 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %749 = stablehlo.dot_general %745, %642, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x1024xf32>) -> tensor<256x1024xf32>
    %750 = stablehlo.transpose %749, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %751 = stablehlo.dot_general %745, %arg51, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<1024x256xf32>) -> tensor<2x128x1024xf32>
    %752 = stablehlo.multiply %624, %751 : tensor<2x128x1024xf32>
    %753 = stablehlo.multiply %751, %641 : tensor<2x128x1024xf32>
    %cst_188 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %755 = stablehlo.multiply %754, %752 : tensor<2x128x1024xf32>
    %756 = stablehlo.multiply %755, %637 : tensor<2x128x1024xf32>
    %757 = stablehlo.multiply %756, %635 : tensor<2x128x1024xf32>
    %758 = stablehlo.add %756, %757 : tensor<2x128x1024xf32>
    %cst_189 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %760 = stablehlo.multiply %759, %758 : tensor<2x128x1024xf32>
    %761 = stablehlo.add %753, %760 : tensor<2x128x1024xf32>
    %cst_190 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %763 = stablehlo.multiply %762, %760 : tensor<2x128x1024xf32>
    %764 = stablehlo.multiply %763, %629 : tensor<2x128x1024xf32>
    %765 = stablehlo.add %761, %764 : tensor<2x128x1024xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %766 = stablehlo.reduce(%765 init: %cst_191) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %767 = stablehlo.reshape %766 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %768 = stablehlo.reshape %767 : (tensor<1x1x1024xf32>) -> tensor<1024xf32>
    %769 = stablehlo.dot_general %765, %620, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<2x128x256xf32>) -> tensor<1024x256xf32>
    %770 = stablehlo.transpose %769, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %771 = stablehlo.dot_general %765, %arg49, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<256x1024xf32>) -> tensor<2x128x256xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %772 = stablehlo.reduce(%771 init: %cst_192) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %773 = stablehlo.reshape %772 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %774 = stablehlo.reshape %773 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %775 = stablehlo.multiply %606, %771 : tensor<2x128x256xf32>
    %776 = stablehlo.multiply %771, %616 : tensor<2x128x256xf32>
    %777 = stablehlo.broadcast_in_dim %609, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %778 = stablehlo.multiply %777, %775 : tensor<2x128x256xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.reduce(%778 init: %cst_193) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %780 = stablehlo.reshape %779 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %781 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %782 = stablehlo.multiply %775, %781 : tensor<2x128x256xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %783 = stablehlo.reduce(%782 init: %cst_194) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %784 = stablehlo.reshape %783 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %785 = stablehlo.reshape %780 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %786 = stablehlo.multiply %784, %612 : tensor<2x128x1xf32>
    %787 = stablehlo.negate %776 : tensor<2x128x256xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%787 init: %cst_195) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %789 = stablehlo.reshape %788 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %790 = stablehlo.add %745, %776 : tensor<2x128x256xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%786 init: %cst_196) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%789 init: %cst_197) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %793 = stablehlo.multiply %791, %602 : tensor<2x128xf32>
    %794 = stablehlo.negate %793 : tensor<2x128xf32>
    %795 = stablehlo.multiply %794, %589 : tensor<2x128xf32>
    %796 = stablehlo.add %792, %795 : tensor<2x128xf32>
    %cst_198 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %798 = stablehlo.divide %793, %797 : tensor<2x128xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_199 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %801 = stablehlo.divide %796, %800 : tensor<2x128xf32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %803 = stablehlo.add %790, %802 : tensor<2x128x256xf32>
    %804 = stablehlo.multiply %799, %580 : tensor<2x128x256xf32>
    %805 = stablehlo.add %803, %804 : tensor<2x128x256xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.reduce(%805 init: %cst_200) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %807 = stablehlo.reshape %806 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %808 = stablehlo.reshape %807 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %809 = stablehlo.dot_general %805, %572, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x4x64xf32>) -> tensor<256x4x64xf32>
    %810 = stablehlo.transpose %809, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %811 = stablehlo.dot_general %805, %arg59, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<4x64x256xf32>) -> tensor<2x128x4x64xf32>
    %812 = stablehlo.transpose %811, dims = [0, 2, 3, 1] : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
    %813 = stablehlo.dot_general %812, %550, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %814 = stablehlo.dot_general %812, %567, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %815 = stablehlo.transpose %814, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %816 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %817 = stablehlo.multiply %813, %816 : tensor<2x4x128x128xf32>
    %818 = stablehlo.multiply %817, %563 : tensor<2x4x128x128xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %819 = stablehlo.reduce(%818 init: %cst_201) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %820 = stablehlo.reshape %819 : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %821 = stablehlo.negate %820 : tensor<2x4x128x1xf32>
    %822 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %823 = stablehlo.divide %813, %822 : tensor<2x4x128x128xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%821 init: %cst_202) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %825 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %826 = stablehlo.add %823, %825 : tensor<2x4x128x128xf32>
    %827 = stablehlo.multiply %826, %563 : tensor<2x4x128x128xf32>
    %828 = call @_where_2(%556#1, %827) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %829 = stablehlo.dot_general %828, %554, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %830 = stablehlo.transpose %829, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %831 = stablehlo.dot_general %828, %546, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %832 = stablehlo.transpose %831, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %833 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %834 = stablehlo.divide %832, %833 : tensor<2x128x4x64xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %835 = stablehlo.reduce(%815 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %836 = stablehlo.reshape %835 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %837 = stablehlo.reshape %836 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %838 = stablehlo.dot_general %815, %538, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %839 = stablehlo.transpose %838, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %840 = stablehlo.dot_general %815, %arg63, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.reduce(%830 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %842 = stablehlo.reshape %841 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %843 = stablehlo.reshape %842 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %844 = stablehlo.dot_general %830, %538, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %845 = stablehlo.transpose %844, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %846 = stablehlo.dot_general %830, %arg57, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %847 = stablehlo.add %840, %846 : tensor<2x128x256xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.reduce(%834 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %849 = stablehlo.reshape %848 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %850 = stablehlo.reshape %849 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %851 = stablehlo.dot_general %834, %538, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %852 = stablehlo.transpose %851, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %853 = stablehlo.dot_general %834, %arg61, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %854 = stablehlo.add %847, %853 : tensor<2x128x256xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.reduce(%854 init: %cst_206) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %856 = stablehlo.reshape %855 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %857 = stablehlo.reshape %856 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %858 = stablehlo.multiply %524, %854 : tensor<2x128x256xf32>
    %859 = stablehlo.multiply %854, %534 : tensor<2x128x256xf32>
    %860 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %861 = stablehlo.multiply %860, %858 : tensor<2x128x256xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_207) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %863 = stablehlo.reshape %862 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %864 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %865 = stablehlo.multiply %858, %864 : tensor<2x128x256xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %866 = stablehlo.reduce(%865 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %867 = stablehlo.reshape %866 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %868 = stablehlo.reshape %863 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %869 = stablehlo.multiply %867, %530 : tensor<2x128x1xf32>
    %870 = stablehlo.negate %859 : tensor<2x128x256xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %871 = stablehlo.reduce(%870 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %872 = stablehlo.reshape %871 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %873 = stablehlo.add %805, %859 : tensor<2x128x256xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %874 = stablehlo.reduce(%869 init: %cst_210) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %875 = stablehlo.reduce(%872 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %876 = stablehlo.multiply %874, %520 : tensor<2x128xf32>
    %877 = stablehlo.negate %876 : tensor<2x128xf32>
    %878 = stablehlo.multiply %877, %507 : tensor<2x128xf32>
    %879 = stablehlo.add %875, %878 : tensor<2x128xf32>
    %cst_212 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %881 = stablehlo.divide %876, %880 : tensor<2x128xf32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_213 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %884 = stablehlo.divide %879, %883 : tensor<2x128xf32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %886 = stablehlo.add %873, %885 : tensor<2x128x256xf32>
    %887 = stablehlo.multiply %882, %498 : tensor<2x128x256xf32>
    %888 = stablehlo.add %886, %887 : tensor<2x128x256xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%888 init: %cst_214) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %890 = stablehlo.reshape %889 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %891 = stablehlo.reshape %890 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %892 = stablehlo.dot_general %888, %481, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x1024xf32>) -> tensor<256x1024xf32>
    %893 = stablehlo.transpose %892, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %894 = stablehlo.dot_general %888, %arg35, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<1024x256xf32>) -> tensor<2x128x1024xf32>
    %895 = stablehlo.multiply %463, %894 : tensor<2x128x1024xf32>
    %896 = stablehlo.multiply %894, %480 : tensor<2x128x1024xf32>
    %cst_215 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %898 = stablehlo.multiply %897, %895 : tensor<2x128x1024xf32>
    %899 = stablehlo.multiply %898, %476 : tensor<2x128x1024xf32>
    %900 = stablehlo.multiply %899, %474 : tensor<2x128x1024xf32>
    %901 = stablehlo.add %899, %900 : tensor<2x128x1024xf32>
    %cst_216 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %903 = stablehlo.multiply %902, %901 : tensor<2x128x1024xf32>
    %904 = stablehlo.add %896, %903 : tensor<2x128x1024xf32>
    %cst_217 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %906 = stablehlo.multiply %905, %903 : tensor<2x128x1024xf32>
    %907 = stablehlo.multiply %906, %468 : tensor<2x128x1024xf32>
    %908 = stablehlo.add %904, %907 : tensor<2x128x1024xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %909 = stablehlo.reduce(%908 init: %cst_218) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %910 = stablehlo.reshape %909 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %911 = stablehlo.reshape %910 : (tensor<1x1x1024xf32>) -> tensor<1024xf32>
    %912 = stablehlo.dot_general %908, %459, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<2x128x256xf32>) -> tensor<1024x256xf32>
    %913 = stablehlo.transpose %912, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %914 = stablehlo.dot_general %908, %arg33, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<256x1024xf32>) -> tensor<2x128x256xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %915 = stablehlo.reduce(%914 init: %cst_219) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %916 = stablehlo.reshape %915 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %917 = stablehlo.reshape %916 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %918 = stablehlo.multiply %445, %914 : tensor<2x128x256xf32>
    %919 = stablehlo.multiply %914, %455 : tensor<2x128x256xf32>
    %920 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %921 = stablehlo.multiply %920, %918 : tensor<2x128x256xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %922 = stablehlo.reduce(%921 init: %cst_220) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %923 = stablehlo.reshape %922 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %924 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %925 = stablehlo.multiply %918, %924 : tensor<2x128x256xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %926 = stablehlo.reduce(%925 init: %cst_221) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %927 = stablehlo.reshape %926 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %928 = stablehlo.reshape %923 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %929 = stablehlo.multiply %927, %451 : tensor<2x128x1xf32>
    %930 = stablehlo.negate %919 : tensor<2x128x256xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %931 = stablehlo.reduce(%930 init: %cst_222) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %932 = stablehlo.reshape %931 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %933 = stablehlo.add %888, %919 : tensor<2x128x256xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %934 = stablehlo.reduce(%929 init: %cst_223) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %935 = stablehlo.reduce(%932 init: %cst_224) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %936 = stablehlo.multiply %934, %441 : tensor<2x128xf32>
    %937 = stablehlo.negate %936 : tensor<2x128xf32>
    %938 = stablehlo.multiply %937, %428 : tensor<2x128xf32>
    %939 = stablehlo.add %935, %938 : tensor<2x128xf32>
    %cst_225 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %941 = stablehlo.divide %936, %940 : tensor<2x128xf32>
    %942 = stablehlo.broadcast_in_dim %941, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_226 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %944 = stablehlo.divide %939, %943 : tensor<2x128xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %946 = stablehlo.add %933, %945 : tensor<2x128x256xf32>
    %947 = stablehlo.multiply %942, %419 : tensor<2x128x256xf32>
    %948 = stablehlo.add %946, %947 : tensor<2x128x256xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %949 = stablehlo.reduce(%948 init: %cst_227) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %950 = stablehlo.reshape %949 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %951 = stablehlo.reshape %950 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %952 = stablehlo.dot_general %948, %411, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x4x64xf32>) -> tensor<256x4x64xf32>
    %953 = stablehlo.transpose %952, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %954 = stablehlo.dot_general %948, %arg43, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<4x64x256xf32>) -> tensor<2x128x4x64xf32>
    %955 = stablehlo.transpose %954, dims = [0, 2, 3, 1] : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
    %956 = stablehlo.dot_general %955, %389, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %957 = stablehlo.dot_general %955, %406, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %958 = stablehlo.transpose %957, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %959 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %960 = stablehlo.multiply %956, %959 : tensor<2x4x128x128xf32>
    %961 = stablehlo.multiply %960, %402 : tensor<2x4x128x128xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %962 = stablehlo.reduce(%961 init: %cst_228) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %963 = stablehlo.reshape %962 : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %964 = stablehlo.negate %963 : tensor<2x4x128x1xf32>
    %965 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %966 = stablehlo.divide %956, %965 : tensor<2x4x128x128xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %967 = stablehlo.reduce(%964 init: %cst_229) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %969 = stablehlo.add %966, %968 : tensor<2x4x128x128xf32>
    %970 = stablehlo.multiply %969, %402 : tensor<2x4x128x128xf32>
    %971 = call @_where_2(%395#1, %970) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %972 = stablehlo.dot_general %971, %393, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %973 = stablehlo.transpose %972, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %974 = stablehlo.dot_general %971, %385, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %975 = stablehlo.transpose %974, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %976 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %977 = stablehlo.divide %975, %976 : tensor<2x128x4x64xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %978 = stablehlo.reduce(%958 init: %cst_230) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %979 = stablehlo.reshape %978 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %980 = stablehlo.reshape %979 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %981 = stablehlo.dot_general %958, %377, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %982 = stablehlo.transpose %981, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %983 = stablehlo.dot_general %958, %arg47, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %984 = stablehlo.reduce(%973 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %985 = stablehlo.reshape %984 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %986 = stablehlo.reshape %985 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %987 = stablehlo.dot_general %973, %377, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %988 = stablehlo.transpose %987, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %989 = stablehlo.dot_general %973, %arg41, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %990 = stablehlo.add %983, %989 : tensor<2x128x256xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %991 = stablehlo.reduce(%977 init: %cst_232) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %992 = stablehlo.reshape %991 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %993 = stablehlo.reshape %992 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %994 = stablehlo.dot_general %977, %377, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %995 = stablehlo.transpose %994, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %996 = stablehlo.dot_general %977, %arg45, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %997 = stablehlo.add %990, %996 : tensor<2x128x256xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %998 = stablehlo.reduce(%997 init: %cst_233) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %999 = stablehlo.reshape %998 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1000 = stablehlo.reshape %999 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1001 = stablehlo.multiply %363, %997 : tensor<2x128x256xf32>
    %1002 = stablehlo.multiply %997, %373 : tensor<2x128x256xf32>
    %1003 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1004 = stablehlo.multiply %1003, %1001 : tensor<2x128x256xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1005 = stablehlo.reduce(%1004 init: %cst_234) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1006 = stablehlo.reshape %1005 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1007 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1008 = stablehlo.multiply %1001, %1007 : tensor<2x128x256xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1009 = stablehlo.reduce(%1008 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1010 = stablehlo.reshape %1009 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1011 = stablehlo.reshape %1006 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1012 = stablehlo.multiply %1010, %369 : tensor<2x128x1xf32>
    %1013 = stablehlo.negate %1002 : tensor<2x128x256xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1014 = stablehlo.reduce(%1013 init: %cst_236) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1015 = stablehlo.reshape %1014 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1016 = stablehlo.add %948, %1002 : tensor<2x128x256xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1017 = stablehlo.reduce(%1012 init: %cst_237) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1018 = stablehlo.reduce(%1015 init: %cst_238) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1019 = stablehlo.multiply %1017, %359 : tensor<2x128xf32>
    %1020 = stablehlo.negate %1019 : tensor<2x128xf32>
    %1021 = stablehlo.multiply %1020, %346 : tensor<2x128xf32>
    %1022 = stablehlo.add %1018, %1021 : tensor<2x128xf32>
    %cst_239 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1024 = stablehlo.divide %1019, %1023 : tensor<2x128xf32>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_240 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1027 = stablehlo.divide %1022, %1026 : tensor<2x128xf32>
    %1028 = stablehlo.broadcast_in_dim %1027, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1029 = stablehlo.add %1016, %1028 : tensor<2x128x256xf32>
    %1030 = stablehlo.multiply %1025, %337 : tensor<2x128x256xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<2x128x256xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1032 = stablehlo.reduce(%1031 init: %cst_241) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1033 = stablehlo.reshape %1032 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1034 = stablehlo.reshape %1033 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1035 = stablehlo.dot_general %1031, %320, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x1024xf32>) -> tensor<256x1024xf32>
    %1036 = stablehlo.transpose %1035, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1037 = stablehlo.dot_general %1031, %arg19, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<1024x256xf32>) -> tensor<2x128x1024xf32>
    %1038 = stablehlo.multiply %302, %1037 : tensor<2x128x1024xf32>
    %1039 = stablehlo.multiply %1037, %319 : tensor<2x128x1024xf32>
    %cst_242 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %1041 = stablehlo.multiply %1040, %1038 : tensor<2x128x1024xf32>
    %1042 = stablehlo.multiply %1041, %315 : tensor<2x128x1024xf32>
    %1043 = stablehlo.multiply %1042, %313 : tensor<2x128x1024xf32>
    %1044 = stablehlo.add %1042, %1043 : tensor<2x128x1024xf32>
    %cst_243 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %1046 = stablehlo.multiply %1045, %1044 : tensor<2x128x1024xf32>
    %1047 = stablehlo.add %1039, %1046 : tensor<2x128x1024xf32>
    %cst_244 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %1049 = stablehlo.multiply %1048, %1046 : tensor<2x128x1024xf32>
    %1050 = stablehlo.multiply %1049, %307 : tensor<2x128x1024xf32>
    %1051 = stablehlo.add %1047, %1050 : tensor<2x128x1024xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1052 = stablehlo.reduce(%1051 init: %cst_245) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1053 = stablehlo.reshape %1052 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %1054 = stablehlo.reshape %1053 : (tensor<1x1x1024xf32>) -> tensor<1024xf32>
    %1055 = stablehlo.dot_general %1051, %298, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<2x128x256xf32>) -> tensor<1024x256xf32>
    %1056 = stablehlo.transpose %1055, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1057 = stablehlo.dot_general %1051, %arg17, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<256x1024xf32>) -> tensor<2x128x256xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1058 = stablehlo.reduce(%1057 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1060 = stablehlo.reshape %1059 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1061 = stablehlo.multiply %284, %1057 : tensor<2x128x256xf32>
    %1062 = stablehlo.multiply %1057, %294 : tensor<2x128x256xf32>
    %1063 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1064 = stablehlo.multiply %1063, %1061 : tensor<2x128x256xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1065 = stablehlo.reduce(%1064 init: %cst_247) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1066 = stablehlo.reshape %1065 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1067 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1068 = stablehlo.multiply %1061, %1067 : tensor<2x128x256xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1069 = stablehlo.reduce(%1068 init: %cst_248) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1070 = stablehlo.reshape %1069 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1071 = stablehlo.reshape %1066 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1072 = stablehlo.multiply %1070, %290 : tensor<2x128x1xf32>
    %1073 = stablehlo.negate %1062 : tensor<2x128x256xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1074 = stablehlo.reduce(%1073 init: %cst_249) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1075 = stablehlo.reshape %1074 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1076 = stablehlo.add %1031, %1062 : tensor<2x128x256xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1077 = stablehlo.reduce(%1072 init: %cst_250) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1078 = stablehlo.reduce(%1075 init: %cst_251) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1079 = stablehlo.multiply %1077, %280 : tensor<2x128xf32>
    %1080 = stablehlo.negate %1079 : tensor<2x128xf32>
    %1081 = stablehlo.multiply %1080, %267 : tensor<2x128xf32>
    %1082 = stablehlo.add %1078, %1081 : tensor<2x128xf32>
    %cst_252 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1084 = stablehlo.divide %1079, %1083 : tensor<2x128xf32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_253 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1087 = stablehlo.divide %1082, %1086 : tensor<2x128xf32>
    %1088 = stablehlo.broadcast_in_dim %1087, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1089 = stablehlo.add %1076, %1088 : tensor<2x128x256xf32>
    %1090 = stablehlo.multiply %1085, %258 : tensor<2x128x256xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<2x128x256xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1092 = stablehlo.reduce(%1091 init: %cst_254) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1093 = stablehlo.reshape %1092 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1094 = stablehlo.reshape %1093 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1095 = stablehlo.dot_general %1091, %250, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x4x64xf32>) -> tensor<256x4x64xf32>
    %1096 = stablehlo.transpose %1095, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %1097 = stablehlo.dot_general %1091, %arg27, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<4x64x256xf32>) -> tensor<2x128x4x64xf32>
    %1098 = stablehlo.transpose %1097, dims = [0, 2, 3, 1] : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
    %1099 = stablehlo.dot_general %1098, %228, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %1100 = stablehlo.dot_general %1098, %245, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %1101 = stablehlo.transpose %1100, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %1102 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %1103 = stablehlo.multiply %1099, %1102 : tensor<2x4x128x128xf32>
    %1104 = stablehlo.multiply %1103, %241 : tensor<2x4x128x128xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1105 = stablehlo.reduce(%1104 init: %cst_255) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %1106 = stablehlo.reshape %1105 : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %1107 = stablehlo.negate %1106 : tensor<2x4x128x1xf32>
    %1108 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %1109 = stablehlo.divide %1099, %1108 : tensor<2x4x128x128xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1110 = stablehlo.reduce(%1107 init: %cst_256) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %1111 = stablehlo.broadcast_in_dim %1110, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %1112 = stablehlo.add %1109, %1111 : tensor<2x4x128x128xf32>
    %1113 = stablehlo.multiply %1112, %241 : tensor<2x4x128x128xf32>
    %1114 = call @_where_2(%234#1, %1113) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1115 = stablehlo.dot_general %1114, %232, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %1116 = stablehlo.transpose %1115, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %1117 = stablehlo.dot_general %1114, %224, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %1118 = stablehlo.transpose %1117, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %1119 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %1120 = stablehlo.divide %1118, %1119 : tensor<2x128x4x64xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1121 = stablehlo.reduce(%1101 init: %cst_257) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %1122 = stablehlo.reshape %1121 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %1123 = stablehlo.reshape %1122 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %1124 = stablehlo.dot_general %1101, %216, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %1125 = stablehlo.transpose %1124, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %1126 = stablehlo.dot_general %1101, %arg31, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1127 = stablehlo.reduce(%1116 init: %cst_258) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %1128 = stablehlo.reshape %1127 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %1129 = stablehlo.reshape %1128 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %1130 = stablehlo.dot_general %1116, %216, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %1131 = stablehlo.transpose %1130, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %1132 = stablehlo.dot_general %1116, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %1133 = stablehlo.add %1126, %1132 : tensor<2x128x256xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1134 = stablehlo.reduce(%1120 init: %cst_259) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %1135 = stablehlo.reshape %1134 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %1136 = stablehlo.reshape %1135 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %1137 = stablehlo.dot_general %1120, %216, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %1138 = stablehlo.transpose %1137, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %1139 = stablehlo.dot_general %1120, %arg29, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %1140 = stablehlo.add %1133, %1139 : tensor<2x128x256xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1141 = stablehlo.reduce(%1140 init: %cst_260) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1142 = stablehlo.reshape %1141 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1143 = stablehlo.reshape %1142 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1144 = stablehlo.multiply %202, %1140 : tensor<2x128x256xf32>
    %1145 = stablehlo.multiply %1140, %212 : tensor<2x128x256xf32>
    %1146 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1147 = stablehlo.multiply %1146, %1144 : tensor<2x128x256xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1148 = stablehlo.reduce(%1147 init: %cst_261) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1149 = stablehlo.reshape %1148 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1150 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1151 = stablehlo.multiply %1144, %1150 : tensor<2x128x256xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1152 = stablehlo.reduce(%1151 init: %cst_262) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1153 = stablehlo.reshape %1152 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1154 = stablehlo.reshape %1149 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1155 = stablehlo.multiply %1153, %208 : tensor<2x128x1xf32>
    %1156 = stablehlo.negate %1145 : tensor<2x128x256xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1157 = stablehlo.reduce(%1156 init: %cst_263) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1159 = stablehlo.add %1091, %1145 : tensor<2x128x256xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1160 = stablehlo.reduce(%1155 init: %cst_264) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1161 = stablehlo.reduce(%1158 init: %cst_265) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1162 = stablehlo.multiply %1160, %198 : tensor<2x128xf32>
    %1163 = stablehlo.negate %1162 : tensor<2x128xf32>
    %1164 = stablehlo.multiply %1163, %185 : tensor<2x128xf32>
    %1165 = stablehlo.add %1161, %1164 : tensor<2x128xf32>
    %cst_266 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1167 = stablehlo.divide %1162, %1166 : tensor<2x128xf32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_267 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1170 = stablehlo.divide %1165, %1169 : tensor<2x128xf32>
    %1171 = stablehlo.broadcast_in_dim %1170, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1172 = stablehlo.add %1159, %1171 : tensor<2x128x256xf32>
    %1173 = stablehlo.multiply %1168, %176 : tensor<2x128x256xf32>
    %1174 = stablehlo.add %1172, %1173 : tensor<2x128x256xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1175 = stablehlo.reduce(%1174 init: %cst_268) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1176 = stablehlo.reshape %1175 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1177 = stablehlo.reshape %1176 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1178 = stablehlo.dot_general %1174, %159, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x1024xf32>) -> tensor<256x1024xf32>
    %1179 = stablehlo.transpose %1178, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1180 = stablehlo.dot_general %1174, %arg3, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<1024x256xf32>) -> tensor<2x128x1024xf32>
    %1181 = stablehlo.multiply %141, %1180 : tensor<2x128x1024xf32>
    %1182 = stablehlo.multiply %1180, %158 : tensor<2x128x1024xf32>
    %cst_269 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %1184 = stablehlo.multiply %1183, %1181 : tensor<2x128x1024xf32>
    %1185 = stablehlo.multiply %1184, %154 : tensor<2x128x1024xf32>
    %1186 = stablehlo.multiply %1185, %152 : tensor<2x128x1024xf32>
    %1187 = stablehlo.add %1185, %1186 : tensor<2x128x1024xf32>
    %cst_270 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %1189 = stablehlo.multiply %1188, %1187 : tensor<2x128x1024xf32>
    %1190 = stablehlo.add %1182, %1189 : tensor<2x128x1024xf32>
    %cst_271 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %1192 = stablehlo.multiply %1191, %1189 : tensor<2x128x1024xf32>
    %1193 = stablehlo.multiply %1192, %146 : tensor<2x128x1024xf32>
    %1194 = stablehlo.add %1190, %1193 : tensor<2x128x1024xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1195 = stablehlo.reduce(%1194 init: %cst_272) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1196 = stablehlo.reshape %1195 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<1x1x1024xf32>) -> tensor<1024xf32>
    %1198 = stablehlo.dot_general %1194, %137, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<2x128x256xf32>) -> tensor<1024x256xf32>
    %1199 = stablehlo.transpose %1198, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1200 = stablehlo.dot_general %1194, %arg1, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<256x1024xf32>) -> tensor<2x128x256xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1201 = stablehlo.reduce(%1200 init: %cst_273) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1202 = stablehlo.reshape %1201 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1203 = stablehlo.reshape %1202 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1204 = stablehlo.multiply %123, %1200 : tensor<2x128x256xf32>
    %1205 = stablehlo.multiply %1200, %133 : tensor<2x128x256xf32>
    %1206 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1207 = stablehlo.multiply %1206, %1204 : tensor<2x128x256xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1208 = stablehlo.reduce(%1207 init: %cst_274) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1209 = stablehlo.reshape %1208 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1210 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1211 = stablehlo.multiply %1204, %1210 : tensor<2x128x256xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1212 = stablehlo.reduce(%1211 init: %cst_275) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1213 = stablehlo.reshape %1212 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1214 = stablehlo.reshape %1209 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1215 = stablehlo.multiply %1213, %129 : tensor<2x128x1xf32>
    %1216 = stablehlo.negate %1205 : tensor<2x128x256xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1217 = stablehlo.reduce(%1216 init: %cst_276) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1218 = stablehlo.reshape %1217 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1219 = stablehlo.add %1174, %1205 : tensor<2x128x256xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1220 = stablehlo.reduce(%1215 init: %cst_277) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1221 = stablehlo.reduce(%1218 init: %cst_278) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1222 = stablehlo.multiply %1220, %119 : tensor<2x128xf32>
    %1223 = stablehlo.negate %1222 : tensor<2x128xf32>
    %1224 = stablehlo.multiply %1223, %106 : tensor<2x128xf32>
    %1225 = stablehlo.add %1221, %1224 : tensor<2x128xf32>
    %cst_279 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1227 = stablehlo.divide %1222, %1226 : tensor<2x128xf32>
    %1228 = stablehlo.broadcast_in_dim %1227, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_280 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1230 = stablehlo.divide %1225, %1229 : tensor<2x128xf32>
    %1231 = stablehlo.broadcast_in_dim %1230, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1232 = stablehlo.add %1219, %1231 : tensor<2x128x256xf32>
    %1233 = stablehlo.multiply %1228, %97 : tensor<2x128x256xf32>
    %1234 = stablehlo.add %1232, %1233 : tensor<2x128x256xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1235 = stablehlo.reduce(%1234 init: %cst_281) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1237 = stablehlo.reshape %1236 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1238 = stablehlo.dot_general %1234, %89, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<2x128x4x64xf32>) -> tensor<256x4x64xf32>
    %1239 = stablehlo.transpose %1238, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %1240 = stablehlo.dot_general %1234, %arg11, contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<4x64x256xf32>) -> tensor<2x128x4x64xf32>
    %1241 = stablehlo.transpose %1240, dims = [0, 2, 3, 1] : (tensor<2x128x4x64xf32>) -> tensor<2x4x64x128xf32>
    %1242 = stablehlo.dot_general %1241, %67, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %1243 = stablehlo.dot_general %1241, %84, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x4x64x128xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %1244 = stablehlo.transpose %1243, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %1245 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %1246 = stablehlo.multiply %1242, %1245 : tensor<2x4x128x128xf32>
    %1247 = stablehlo.multiply %1246, %80 : tensor<2x4x128x128xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1248 = stablehlo.reduce(%1247 init: %cst_282) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %1249 = stablehlo.reshape %1248 : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %1250 = stablehlo.negate %1249 : tensor<2x4x128x1xf32>
    %1251 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %1252 = stablehlo.divide %1242, %1251 : tensor<2x4x128x128xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1253 = stablehlo.reduce(%1250 init: %cst_283) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x1xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %1254 = stablehlo.broadcast_in_dim %1253, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x128xf32>
    %1255 = stablehlo.add %1252, %1254 : tensor<2x4x128x128xf32>
    %1256 = stablehlo.multiply %1255, %80 : tensor<2x4x128x128xf32>
    %1257 = call @_where_2(%73#1, %1256) : (tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32>
    %1258 = stablehlo.dot_general %1257, %71, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %1259 = stablehlo.transpose %1258, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %1260 = stablehlo.dot_general %1257, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x128x128xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x64xf32>
    %1261 = stablehlo.transpose %1260, dims = [0, 2, 1, 3] : (tensor<2x4x128x64xf32>) -> tensor<2x128x4x64xf32>
    %1262 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %1263 = stablehlo.divide %1261, %1262 : tensor<2x128x4x64xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1264 = stablehlo.reduce(%1244 init: %cst_284) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %1265 = stablehlo.reshape %1264 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %1266 = stablehlo.reshape %1265 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %1267 = stablehlo.dot_general %1244, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %1268 = stablehlo.transpose %1267, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %1269 = stablehlo.dot_general %1244, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1270 = stablehlo.reduce(%1259 init: %cst_285) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %1271 = stablehlo.reshape %1270 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %1273 = stablehlo.dot_general %1259, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %1274 = stablehlo.transpose %1273, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %1275 = stablehlo.dot_general %1259, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %1276 = stablehlo.add %1269, %1275 : tensor<2x128x256xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.reduce(%1263 init: %cst_286) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x4x64xf32>, tensor<f32>) -> tensor<4x64xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %1279 = stablehlo.reshape %1278 : (tensor<1x1x4x64xf32>) -> tensor<4x64xf32>
    %1280 = stablehlo.dot_general %1263, %55, contracting_dims = [0, 1] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x256xf32>) -> tensor<4x64x256xf32>
    %1281 = stablehlo.transpose %1280, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %1282 = stablehlo.dot_general %1263, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<256x4x64xf32>) -> tensor<2x128x256xf32>
    %1283 = stablehlo.add %1276, %1282 : tensor<2x128x256xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1284 = stablehlo.reduce(%1283 init: %cst_287) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1285 = stablehlo.reshape %1284 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1286 = stablehlo.reshape %1285 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1287 = stablehlo.multiply %41, %1283 : tensor<2x128x256xf32>
    %1288 = stablehlo.multiply %1283, %51 : tensor<2x128x256xf32>
    %1289 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %1290 = stablehlo.multiply %1289, %1287 : tensor<2x128x256xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1291 = stablehlo.reduce(%1290 init: %cst_288) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1292 = stablehlo.reshape %1291 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1293 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %1294 = stablehlo.multiply %1287, %1293 : tensor<2x128x256xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1295 = stablehlo.reduce(%1294 init: %cst_289) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1297 = stablehlo.reshape %1292 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %1298 = stablehlo.multiply %1296, %47 : tensor<2x128x1xf32>
    %1299 = stablehlo.negate %1288 : tensor<2x128x256xf32>
    %cst_290 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1300 = stablehlo.reduce(%1299 init: %cst_290) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1301 = stablehlo.reshape %1300 : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %1302 = stablehlo.add %1234, %1288 : tensor<2x128x256xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1303 = stablehlo.reduce(%1298 init: %cst_291) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1304 = stablehlo.reduce(%1301 init: %cst_292) applies stablehlo.add across dimensions = [2] : (tensor<2x128x1xf32>, tensor<f32>) -> tensor<2x128xf32>
    %1305 = stablehlo.multiply %1303, %37 : tensor<2x128xf32>
    %1306 = stablehlo.negate %1305 : tensor<2x128xf32>
    %1307 = stablehlo.multiply %1306, %24 : tensor<2x128xf32>
    %1308 = stablehlo.add %1304, %1307 : tensor<2x128xf32>
    %cst_293 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1310 = stablehlo.divide %1305, %1309 : tensor<2x128xf32>
    %1311 = stablehlo.broadcast_in_dim %1310, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %cst_294 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %1313 = stablehlo.divide %1308, %1312 : tensor<2x128xf32>
    %1314 = stablehlo.broadcast_in_dim %1313, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x256xf32>
    %1315 = stablehlo.add %1302, %1314 : tensor<2x128x256xf32>
    %1316 = stablehlo.multiply %1311, %15 : tensor<2x128x256xf32>
    %1317 = stablehlo.add %1315, %1316 : tensor<2x128x256xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1318 = stablehlo.reduce(%1317 init: %cst_295) applies stablehlo.add across dimensions = [0] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %1319 = stablehlo.reshape %1318 : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1320 = stablehlo.reduce(%1319 init: %cst_296) applies stablehlo.add across dimensions = [0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %1321 = call @_take_3(%0#1, %1317) : (tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<1024x256xf32>
    %1322 = stablehlo.add %712, %1321 : tensor<1024x256xf32>
    %cst_297 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1324 = stablehlo.multiply %1323, %1197 : tensor<1024xf32>
    %1325 = stablehlo.subtract %arg0, %1324 : tensor<1024xf32>
    %cst_298 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1327 = stablehlo.multiply %1326, %1199 : tensor<256x1024xf32>
    %1328 = stablehlo.subtract %arg1, %1327 : tensor<256x1024xf32>
    %cst_299 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1329 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1330 = stablehlo.multiply %1329, %1177 : tensor<256xf32>
    %1331 = stablehlo.subtract %arg2, %1330 : tensor<256xf32>
    %cst_300 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1333 = stablehlo.multiply %1332, %1179 : tensor<1024x256xf32>
    %1334 = stablehlo.subtract %arg3, %1333 : tensor<1024x256xf32>
    %cst_301 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1336 = stablehlo.multiply %1335, %1286 : tensor<256xf32>
    %1337 = stablehlo.subtract %arg4, %1336 : tensor<256xf32>
    %cst_302 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1339 = stablehlo.multiply %1338, %1297 : tensor<256xf32>
    %1340 = stablehlo.subtract %arg5, %1339 : tensor<256xf32>
    %cst_303 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1341 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1342 = stablehlo.multiply %1341, %1203 : tensor<256xf32>
    %1343 = stablehlo.subtract %arg6, %1342 : tensor<256xf32>
    %cst_304 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1345 = stablehlo.multiply %1344, %1214 : tensor<256xf32>
    %1346 = stablehlo.subtract %arg7, %1345 : tensor<256xf32>
    %cst_305 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1348 = stablehlo.multiply %1347, %1272 : tensor<4x64xf32>
    %1349 = stablehlo.subtract %arg8, %1348 : tensor<4x64xf32>
    %cst_306 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1351 = stablehlo.multiply %1350, %1274 : tensor<256x4x64xf32>
    %1352 = stablehlo.subtract %arg9, %1351 : tensor<256x4x64xf32>
    %cst_307 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1354 = stablehlo.multiply %1353, %1237 : tensor<256xf32>
    %1355 = stablehlo.subtract %arg10, %1354 : tensor<256xf32>
    %cst_308 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1357 = stablehlo.multiply %1356, %1239 : tensor<4x64x256xf32>
    %1358 = stablehlo.subtract %arg11, %1357 : tensor<4x64x256xf32>
    %cst_309 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1360 = stablehlo.multiply %1359, %1279 : tensor<4x64xf32>
    %1361 = stablehlo.subtract %arg12, %1360 : tensor<4x64xf32>
    %cst_310 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1363 = stablehlo.multiply %1362, %1281 : tensor<256x4x64xf32>
    %1364 = stablehlo.subtract %arg13, %1363 : tensor<256x4x64xf32>
    %cst_311 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1366 = stablehlo.multiply %1365, %1266 : tensor<4x64xf32>
    %1367 = stablehlo.subtract %arg14, %1366 : tensor<4x64xf32>
    %cst_312 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1369 = stablehlo.multiply %1368, %1268 : tensor<256x4x64xf32>
    %1370 = stablehlo.subtract %arg15, %1369 : tensor<256x4x64xf32>
    %cst_313 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1372 = stablehlo.multiply %1371, %1054 : tensor<1024xf32>
    %1373 = stablehlo.subtract %arg16, %1372 : tensor<1024xf32>
    %cst_314 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1375 = stablehlo.multiply %1374, %1056 : tensor<256x1024xf32>
    %1376 = stablehlo.subtract %arg17, %1375 : tensor<256x1024xf32>
    %cst_315 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1378 = stablehlo.multiply %1377, %1034 : tensor<256xf32>
    %1379 = stablehlo.subtract %arg18, %1378 : tensor<256xf32>
    %cst_316 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1381 = stablehlo.multiply %1380, %1036 : tensor<1024x256xf32>
    %1382 = stablehlo.subtract %arg19, %1381 : tensor<1024x256xf32>
    %cst_317 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1384 = stablehlo.multiply %1383, %1143 : tensor<256xf32>
    %1385 = stablehlo.subtract %arg20, %1384 : tensor<256xf32>
    %cst_318 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1387 = stablehlo.multiply %1386, %1154 : tensor<256xf32>
    %1388 = stablehlo.subtract %arg21, %1387 : tensor<256xf32>
    %cst_319 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1390 = stablehlo.multiply %1389, %1060 : tensor<256xf32>
    %1391 = stablehlo.subtract %arg22, %1390 : tensor<256xf32>
    %cst_320 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1393 = stablehlo.multiply %1392, %1071 : tensor<256xf32>
    %1394 = stablehlo.subtract %arg23, %1393 : tensor<256xf32>
    %cst_321 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1396 = stablehlo.multiply %1395, %1129 : tensor<4x64xf32>
    %1397 = stablehlo.subtract %arg24, %1396 : tensor<4x64xf32>
    %cst_322 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1399 = stablehlo.multiply %1398, %1131 : tensor<256x4x64xf32>
    %1400 = stablehlo.subtract %arg25, %1399 : tensor<256x4x64xf32>
    %cst_323 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1402 = stablehlo.multiply %1401, %1094 : tensor<256xf32>
    %1403 = stablehlo.subtract %arg26, %1402 : tensor<256xf32>
    %cst_324 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1405 = stablehlo.multiply %1404, %1096 : tensor<4x64x256xf32>
    %1406 = stablehlo.subtract %arg27, %1405 : tensor<4x64x256xf32>
    %cst_325 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1408 = stablehlo.multiply %1407, %1136 : tensor<4x64xf32>
    %1409 = stablehlo.subtract %arg28, %1408 : tensor<4x64xf32>
    %cst_326 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1411 = stablehlo.multiply %1410, %1138 : tensor<256x4x64xf32>
    %1412 = stablehlo.subtract %arg29, %1411 : tensor<256x4x64xf32>
    %cst_327 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1414 = stablehlo.multiply %1413, %1123 : tensor<4x64xf32>
    %1415 = stablehlo.subtract %arg30, %1414 : tensor<4x64xf32>
    %cst_328 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1417 = stablehlo.multiply %1416, %1125 : tensor<256x4x64xf32>
    %1418 = stablehlo.subtract %arg31, %1417 : tensor<256x4x64xf32>
    %cst_329 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1419 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1420 = stablehlo.multiply %1419, %911 : tensor<1024xf32>
    %1421 = stablehlo.subtract %arg32, %1420 : tensor<1024xf32>
    %cst_330 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1422 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1423 = stablehlo.multiply %1422, %913 : tensor<256x1024xf32>
    %1424 = stablehlo.subtract %arg33, %1423 : tensor<256x1024xf32>
    %cst_331 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1426 = stablehlo.multiply %1425, %891 : tensor<256xf32>
    %1427 = stablehlo.subtract %arg34, %1426 : tensor<256xf32>
    %cst_332 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1429 = stablehlo.multiply %1428, %893 : tensor<1024x256xf32>
    %1430 = stablehlo.subtract %arg35, %1429 : tensor<1024x256xf32>
    %cst_333 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1432 = stablehlo.multiply %1431, %1000 : tensor<256xf32>
    %1433 = stablehlo.subtract %arg36, %1432 : tensor<256xf32>
    %cst_334 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1435 = stablehlo.multiply %1434, %1011 : tensor<256xf32>
    %1436 = stablehlo.subtract %arg37, %1435 : tensor<256xf32>
    %cst_335 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1438 = stablehlo.multiply %1437, %917 : tensor<256xf32>
    %1439 = stablehlo.subtract %arg38, %1438 : tensor<256xf32>
    %cst_336 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1441 = stablehlo.multiply %1440, %928 : tensor<256xf32>
    %1442 = stablehlo.subtract %arg39, %1441 : tensor<256xf32>
    %cst_337 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1444 = stablehlo.multiply %1443, %986 : tensor<4x64xf32>
    %1445 = stablehlo.subtract %arg40, %1444 : tensor<4x64xf32>
    %cst_338 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1447 = stablehlo.multiply %1446, %988 : tensor<256x4x64xf32>
    %1448 = stablehlo.subtract %arg41, %1447 : tensor<256x4x64xf32>
    %cst_339 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1450 = stablehlo.multiply %1449, %951 : tensor<256xf32>
    %1451 = stablehlo.subtract %arg42, %1450 : tensor<256xf32>
    %cst_340 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1453 = stablehlo.multiply %1452, %953 : tensor<4x64x256xf32>
    %1454 = stablehlo.subtract %arg43, %1453 : tensor<4x64x256xf32>
    %cst_341 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1456 = stablehlo.multiply %1455, %993 : tensor<4x64xf32>
    %1457 = stablehlo.subtract %arg44, %1456 : tensor<4x64xf32>
    %cst_342 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1459 = stablehlo.multiply %1458, %995 : tensor<256x4x64xf32>
    %1460 = stablehlo.subtract %arg45, %1459 : tensor<256x4x64xf32>
    %cst_343 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1461 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1462 = stablehlo.multiply %1461, %980 : tensor<4x64xf32>
    %1463 = stablehlo.subtract %arg46, %1462 : tensor<4x64xf32>
    %cst_344 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1465 = stablehlo.multiply %1464, %982 : tensor<256x4x64xf32>
    %1466 = stablehlo.subtract %arg47, %1465 : tensor<256x4x64xf32>
    %cst_345 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1468 = stablehlo.multiply %1467, %768 : tensor<1024xf32>
    %1469 = stablehlo.subtract %arg48, %1468 : tensor<1024xf32>
    %cst_346 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1471 = stablehlo.multiply %1470, %770 : tensor<256x1024xf32>
    %1472 = stablehlo.subtract %arg49, %1471 : tensor<256x1024xf32>
    %cst_347 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1473 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1474 = stablehlo.multiply %1473, %748 : tensor<256xf32>
    %1475 = stablehlo.subtract %arg50, %1474 : tensor<256xf32>
    %cst_348 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1477 = stablehlo.multiply %1476, %750 : tensor<1024x256xf32>
    %1478 = stablehlo.subtract %arg51, %1477 : tensor<1024x256xf32>
    %cst_349 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1480 = stablehlo.multiply %1479, %857 : tensor<256xf32>
    %1481 = stablehlo.subtract %arg52, %1480 : tensor<256xf32>
    %cst_350 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1483 = stablehlo.multiply %1482, %868 : tensor<256xf32>
    %1484 = stablehlo.subtract %arg53, %1483 : tensor<256xf32>
    %cst_351 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1486 = stablehlo.multiply %1485, %774 : tensor<256xf32>
    %1487 = stablehlo.subtract %arg54, %1486 : tensor<256xf32>
    %cst_352 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1489 = stablehlo.multiply %1488, %785 : tensor<256xf32>
    %1490 = stablehlo.subtract %arg55, %1489 : tensor<256xf32>
    %cst_353 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1492 = stablehlo.multiply %1491, %843 : tensor<4x64xf32>
    %1493 = stablehlo.subtract %arg56, %1492 : tensor<4x64xf32>
    %cst_354 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1494 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1495 = stablehlo.multiply %1494, %845 : tensor<256x4x64xf32>
    %1496 = stablehlo.subtract %arg57, %1495 : tensor<256x4x64xf32>
    %cst_355 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1497 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1498 = stablehlo.multiply %1497, %808 : tensor<256xf32>
    %1499 = stablehlo.subtract %arg58, %1498 : tensor<256xf32>
    %cst_356 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1500 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1501 = stablehlo.multiply %1500, %810 : tensor<4x64x256xf32>
    %1502 = stablehlo.subtract %arg59, %1501 : tensor<4x64x256xf32>
    %cst_357 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1503 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1504 = stablehlo.multiply %1503, %850 : tensor<4x64xf32>
    %1505 = stablehlo.subtract %arg60, %1504 : tensor<4x64xf32>
    %cst_358 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1507 = stablehlo.multiply %1506, %852 : tensor<256x4x64xf32>
    %1508 = stablehlo.subtract %arg61, %1507 : tensor<256x4x64xf32>
    %cst_359 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1510 = stablehlo.multiply %1509, %837 : tensor<4x64xf32>
    %1511 = stablehlo.subtract %arg62, %1510 : tensor<4x64xf32>
    %cst_360 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1513 = stablehlo.multiply %1512, %839 : tensor<256x4x64xf32>
    %1514 = stablehlo.subtract %arg63, %1513 : tensor<256x4x64xf32>
    %cst_361 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1516 = stablehlo.multiply %1515, %1322 : tensor<1024x256xf32>
    %1517 = stablehlo.subtract %arg64, %1516 : tensor<1024x256xf32>
    %cst_362 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1519 = stablehlo.multiply %1518, %715 : tensor<256xf32>
    %1520 = stablehlo.subtract %arg65, %1519 : tensor<256xf32>
    %cst_363 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1522 = stablehlo.multiply %1521, %726 : tensor<256xf32>
    %1523 = stablehlo.subtract %arg66, %1522 : tensor<256xf32>
    %cst_364 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1525 = stablehlo.multiply %1524, %1320 : tensor<128x256xf32>
    %1526 = stablehlo.subtract %arg67, %1525 : tensor<128x256xf32>
    return %1325, %1328, %1331, %1334, %1337, %1340, %1343, %1346, %1349, %1352, %1355, %1358, %1361, %1364, %1367, %1370, %1373, %1376, %1379, %1382, %1385, %1388, %1391, %1394, %1397, %1400, %1403, %1406, %1409, %1412, %1415, %1418, %1421, %1424, %1427, %1430, %1433, %1436, %1439, %1442, %1445, %1448, %1451, %1454, %1457, %1460, %1463, %1466, %1469, %1472, %1475, %1478, %1481, %1484, %1487, %1490, %1493, %1496, %1499, %1502, %1505, %1508, %1511, %1514, %1517, %1520, %1523, %1526, %701 : tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<256xf32>, tensor<4x64x256xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<4x64xf32>, tensor<256x4x64xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<1024x256xf32>, %arg1: tensor<2x128xi32>) -> (tensor<2x128x256xf32>, tensor<2x128x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x128x256xi1>, tensor<2x128x256xf32>
    return %16, %5 : tensor<2x128x256xf32>, tensor<2x128x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x128xi1>, %arg1: tensor<2x128xi32>, %arg2: tensor<2x128xi32>) -> tensor<2x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x128xi1>, tensor<2x128xi32>
    return %0 : tensor<2x128xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x128x128xf32>, %arg1: tensor<2x4x128x128xf32>, %arg2: tensor<f32>) -> (tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x128x128xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x128x128xf32>, tensor<2x1x128x128xf32>) -> tensor<2x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xi1>) -> tensor<2x4x128x128xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>
    return %4, %2 : tensor<2x4x128x128xf32>, tensor<2x4x128x128xi1>
  }
  func.func private @_one_hot(%arg0: tensor<2x127xi32>) -> tensor<2x127x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x127xi32>) -> tensor<2x127x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x1024xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x127x1xi32>) -> tensor<2x127x1024xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1024xi32>) -> tensor<2x127x1024xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x127x1024xi32>, tensor<2x127x1024xi32>) -> tensor<2x127x1024xi1>
    %5 = stablehlo.convert %4 : (tensor<2x127x1024xi1>) -> tensor<2x127x1024xf32>
    return %5 : tensor<2x127x1024xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x127x1024xf32>) -> (tensor<2x127x1024xf32>, tensor<2x127x1024xf32>, tensor<2x127x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x127x1024xf32>, tensor<f32>) -> tensor<2x127xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x127xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x127xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x127xf32>) -> tensor<2x127x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x127x1xf32>) -> tensor<2x127x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x127x1024xf32>
    %6 = stablehlo.exponential %5 : tensor<2x127x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x127x1024xf32>, tensor<f32>) -> tensor<2x127xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x127xf32>) -> tensor<2x127x1xf32>
    %9 = stablehlo.log %8 : tensor<2x127x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x127x1xf32>) -> tensor<2x127x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x127x1024xf32>
    return %11, %6, %8 : tensor<2x127x1024xf32>, tensor<2x127x1024xf32>, tensor<2x127x1xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<2x127x1024xf32>, %arg1: tensor<2x127x1xf32>, %arg2: tensor<2x127x1024xf32>) -> tensor<2x127x1024xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x127x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x127x1024xf32>, tensor<f32>) -> tensor<2x127xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x127xf32>) -> tensor<2x127x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x127x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x127x1xf32>, tensor<f32>) -> tensor<2x127xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x127xf32>) -> tensor<2x127x1024xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x127x1024xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x127x1024xf32>
    return %7 : tensor<2x127x1024xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x4x128x128xi1>, %arg1: tensor<2x4x128x128xf32>) -> tensor<2x4x128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>
    return %1 : tensor<2x4x128x128xf32>
  }
  func.func private @_take_3(%arg0: tensor<2x128x1xi32>, %arg1: tensor<2x128x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<2x128x1xi32>, tensor<2x128x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
}
