module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<12x5xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<12xf32>, %arg4: tensor<12x12xf32>, %arg5: tensor<12x12xf32>, %arg6: tensor<12x12xf32>, %arg7: tensor<12xf32>, %arg8: tensor<24x12xf32>, %arg9: tensor<12xf32>, %arg10: tensor<24x12xf32>, %arg11: tensor<12xf32>, %arg12: tensor<24x12xf32>, %arg13: tensor<24xf32>, %arg14: tensor<24x24xf32>, %arg15: tensor<24xf32>, %arg16: tensor<24x24xf32>, %arg17: tensor<24xf32>, %arg18: tensor<24x24xf32>, %arg19: tensor<24xf32>, %arg20: tensor<24x24xf32>, %arg21: tensor<16x24xf32>, %arg22: tensor<16x24xf32>, %arg23: tensor<16x24xf32>, %arg24: tensor<16x24xf32>, %arg25: tensor<i32>, %arg26: tensor<5xf32>, %arg27: tensor<12x5xf32>, %arg28: tensor<64x16xf32>, %arg29: tensor<12xf32>, %arg30: tensor<12x12xf32>, %arg31: tensor<12x12xf32>, %arg32: tensor<12x12xf32>, %arg33: tensor<12xf32>, %arg34: tensor<24x12xf32>, %arg35: tensor<12xf32>, %arg36: tensor<24x12xf32>, %arg37: tensor<12xf32>, %arg38: tensor<24x12xf32>, %arg39: tensor<24xf32>, %arg40: tensor<24x24xf32>, %arg41: tensor<24xf32>, %arg42: tensor<24x24xf32>, %arg43: tensor<24xf32>, %arg44: tensor<24x24xf32>, %arg45: tensor<24xf32>, %arg46: tensor<24x24xf32>, %arg47: tensor<16x24xf32>, %arg48: tensor<16x24xf32>, %arg49: tensor<16x24xf32>, %arg50: tensor<16x24xf32>, %arg51: tensor<5xf32>, %arg52: tensor<12x5xf32>, %arg53: tensor<64x16xf32>, %arg54: tensor<12xf32>, %arg55: tensor<12x12xf32>, %arg56: tensor<12x12xf32>, %arg57: tensor<12x12xf32>, %arg58: tensor<12xf32>, %arg59: tensor<24x12xf32>, %arg60: tensor<12xf32>, %arg61: tensor<24x12xf32>, %arg62: tensor<12xf32>, %arg63: tensor<24x12xf32>, %arg64: tensor<24xf32>, %arg65: tensor<24x24xf32>, %arg66: tensor<24xf32>, %arg67: tensor<24x24xf32>, %arg68: tensor<24xf32>, %arg69: tensor<24x24xf32>, %arg70: tensor<24xf32>, %arg71: tensor<24x24xf32>, %arg72: tensor<16x24xf32>, %arg73: tensor<16x24xf32>, %arg74: tensor<16x24xf32>, %arg75: tensor<16x24xf32>, %arg76: tensor<2x10xi32>, %arg77: tensor<2xi32>) -> (tensor<5xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<12x5xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<64x16xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['hn']['bias']"}, tensor<12x12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['hn']['kernel']"}, tensor<12x12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['hr']['kernel']"}, tensor<12x12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['hz']['kernel']"}, tensor<12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['in']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['in']['kernel']"}, tensor<12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['ir']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['ir']['kernel']"}, tensor<12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['iz']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[0]['params']['GRUCell_0']['iz']['kernel']"}, tensor<24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['hf']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['hf']['kernel']"}, tensor<24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['hg']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['hg']['kernel']"}, tensor<24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['hi']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['hi']['kernel']"}, tensor<24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['ho']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['ho']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['if']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['ig']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['ii']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[0]['params']['OptimizedLSTMCell_0']['io']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<5xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<12x5xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].mu['params']['Embed_0']['embedding']"}, tensor<12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['hn']['bias']"}, tensor<12x12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['hn']['kernel']"}, tensor<12x12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['hr']['kernel']"}, tensor<12x12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['hz']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['in']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['in']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['ir']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['ir']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['iz']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[1][0].mu['params']['GRUCell_0']['iz']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['hf']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['hf']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['hg']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['hg']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['hi']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['hi']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['ho']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['ho']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['if']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['ig']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['ii']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].mu['params']['OptimizedLSTMCell_0']['io']['kernel']"}, tensor<5xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<12x5xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<64x16xf32> {jax.result_info = "result[1][0].nu['params']['Embed_0']['embedding']"}, tensor<12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['hn']['bias']"}, tensor<12x12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['hn']['kernel']"}, tensor<12x12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['hr']['kernel']"}, tensor<12x12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['hz']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['in']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['in']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['ir']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['ir']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['iz']['bias']"}, tensor<24x12xf32> {jax.result_info = "result[1][0].nu['params']['GRUCell_0']['iz']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['hf']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['hf']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['hg']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['hg']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['hi']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['hi']['kernel']"}, tensor<24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['ho']['bias']"}, tensor<24x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['ho']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['if']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['ig']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['ii']['kernel']"}, tensor<16x24xf32> {jax.result_info = "result[1][0].nu['params']['OptimizedLSTMCell_0']['io']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg2, %arg76) : (tensor<64x16xf32>, tensor<2x10xi32>) -> (tensor<2x10x16xf32>, tensor<2x10x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %3 = stablehlo.transpose %0#0, dims = [1, 0, 2] : (tensor<2x10x16xf32>) -> tensor<10x2x16xf32>
    %4 = stablehlo.concatenate %arg18, %arg14, %arg16, %arg20, dim = 1 : (tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x96xf32>
    %5 = stablehlo.concatenate %arg17, %arg13, %arg15, %arg19, dim = 0 : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<96xf32>
    %6 = stablehlo.reshape %5 : (tensor<96xf32>) -> tensor<1x96xf32>
    %7 = stablehlo.concatenate %arg23, %arg21, %arg22, %arg24, dim = 1 : (tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>) -> tensor<16x96xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %21:20 = stablehlo.while(%iterArg = %3, %iterArg_275 = %4, %iterArg_276 = %6, %iterArg_277 = %7, %iterArg_278 = %c, %iterArg_279 = %1, %iterArg_280 = %2, %iterArg_281 = %8, %iterArg_282 = %9, %iterArg_283 = %10, %iterArg_284 = %11, %iterArg_285 = %12, %iterArg_286 = %13, %iterArg_287 = %14, %iterArg_288 = %15, %iterArg_289 = %16, %iterArg_290 = %17, %iterArg_291 = %18, %iterArg_292 = %19, %iterArg_293 = %20) : tensor<10x2x16xf32>, tensor<24x96xf32>, tensor<1x96xf32>, tensor<16x96xf32>, tensor<i32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>
    cond {
      %c_294 = stablehlo.constant dense<10> : tensor<i32>
      %813 = stablehlo.compare LT, %iterArg_278, %c_294, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %813 : tensor<i1>
    } do {
      %813 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_278) : (tensor<10x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %814:15 = func.call @closed_call(%iterArg_275, %iterArg_276, %iterArg_277, %iterArg_279, %iterArg_280, %813) : (tensor<24x96xf32>, tensor<1x96xf32>, tensor<16x96xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x16xf32>) -> (tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>)
      %815 = func.call @dynamic_update_index_in_dim(%iterArg_281, %814#2, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %816 = func.call @dynamic_update_index_in_dim(%iterArg_282, %814#3, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %817 = func.call @dynamic_update_index_in_dim(%iterArg_283, %814#4, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %818 = func.call @dynamic_update_index_in_dim(%iterArg_284, %814#5, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %819 = func.call @dynamic_update_index_in_dim(%iterArg_285, %814#6, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %820 = func.call @dynamic_update_index_in_dim(%iterArg_286, %814#7, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %821 = func.call @dynamic_update_index_in_dim(%iterArg_287, %814#8, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %822 = func.call @dynamic_update_index_in_dim(%iterArg_288, %814#9, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %823 = func.call @dynamic_update_index_in_dim(%iterArg_289, %814#10, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %824 = func.call @dynamic_update_index_in_dim(%iterArg_290, %814#11, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %825 = func.call @dynamic_update_index_in_dim(%iterArg_291, %814#12, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %826 = func.call @dynamic_update_index_in_dim(%iterArg_292, %814#13, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %827 = func.call @dynamic_update_index_in_dim(%iterArg_293, %814#14, %iterArg_278) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %c_294 = stablehlo.constant dense<1> : tensor<i32>
      %828 = stablehlo.add %iterArg_278, %c_294 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_275, %iterArg_276, %iterArg_277, %828, %814#0, %814#1, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827 : tensor<10x2x16xf32>, tensor<24x96xf32>, tensor<1x96xf32>, tensor<16x96xf32>, tensor<i32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>
    }
    %22 = stablehlo.transpose %21#7, dims = [1, 0, 2] : (tensor<10x2x24xf32>) -> tensor<2x10x24xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %24 = call @_flip(%22) : (tensor<2x10x24xf32>) -> tensor<2x10x24xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<2x10x24xf32>) -> tensor<10x2x24xf32>
    %26 = stablehlo.reshape %arg9 : (tensor<12xf32>) -> tensor<1x12xf32>
    %27 = stablehlo.reshape %arg11 : (tensor<12xf32>) -> tensor<1x12xf32>
    %28 = stablehlo.reshape %arg7 : (tensor<12xf32>) -> tensor<1x12xf32>
    %29 = stablehlo.reshape %arg3 : (tensor<12xf32>) -> tensor<1x12xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %40:23 = stablehlo.while(%iterArg = %25, %iterArg_275 = %arg12, %iterArg_276 = %27, %iterArg_277 = %arg6, %iterArg_278 = %arg8, %iterArg_279 = %28, %iterArg_280 = %arg10, %iterArg_281 = %26, %iterArg_282 = %arg5, %iterArg_283 = %arg4, %iterArg_284 = %29, %iterArg_285 = %c_25, %iterArg_286 = %23, %iterArg_287 = %30, %iterArg_288 = %31, %iterArg_289 = %32, %iterArg_290 = %33, %iterArg_291 = %34, %iterArg_292 = %35, %iterArg_293 = %36, %iterArg_294 = %37, %iterArg_295 = %38, %iterArg_296 = %39) : tensor<10x2x24xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<1x12xf32>, tensor<i32>, tensor<2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>
    cond {
      %c_297 = stablehlo.constant dense<10> : tensor<i32>
      %813 = stablehlo.compare LT, %iterArg_285, %c_297, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %813 : tensor<i1>
    } do {
      %813 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_285) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %814:11 = func.call @closed_call_1(%iterArg_275, %iterArg_276, %iterArg_277, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_286, %813) : (tensor<24x12xf32>, tensor<1x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<1x12xf32>, tensor<2x12xf32>, tensor<2x24xf32>) -> (tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>)
      %815 = func.call @dynamic_update_index_in_dim_2(%iterArg_287, %814#1, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %816 = func.call @dynamic_update_index_in_dim_2(%iterArg_288, %814#2, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %817 = func.call @dynamic_update_index_in_dim_2(%iterArg_289, %814#3, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %818 = func.call @dynamic_update_index_in_dim_2(%iterArg_290, %814#4, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %819 = func.call @dynamic_update_index_in_dim_2(%iterArg_291, %814#5, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %820 = func.call @dynamic_update_index_in_dim_2(%iterArg_292, %814#6, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %821 = func.call @dynamic_update_index_in_dim_2(%iterArg_293, %814#7, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %822 = func.call @dynamic_update_index_in_dim_2(%iterArg_294, %814#8, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %823 = func.call @dynamic_update_index_in_dim_2(%iterArg_295, %814#9, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %824 = func.call @dynamic_update_index_in_dim_2(%iterArg_296, %814#10, %iterArg_285) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %c_297 = stablehlo.constant dense<1> : tensor<i32>
      %825 = stablehlo.add %iterArg_285, %c_297 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_275, %iterArg_276, %iterArg_277, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %825, %814#0, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824 : tensor<10x2x24xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<24x12xf32>, tensor<1x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<1x12xf32>, tensor<i32>, tensor<2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>
    }
    %41 = stablehlo.transpose %40#13, dims = [1, 0, 2] : (tensor<10x2x12xf32>) -> tensor<2x10x12xf32>
    %42 = call @_flip_3(%41) : (tensor<2x10x12xf32>) -> tensor<2x10x12xf32>
    %43 = stablehlo.slice %42 [0:2, 9:10, 0:12] : (tensor<2x10x12xf32>) -> tensor<2x1x12xf32>
    %44 = stablehlo.reshape %43 : (tensor<2x1x12xf32>) -> tensor<2x12xf32>
    %45 = stablehlo.dot_general %44, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x5xf32>) -> tensor<2x5xf32>
    %46 = stablehlo.reshape %arg0 : (tensor<5xf32>) -> tensor<1x5xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x5xf32>
    %49 = stablehlo.broadcast_in_dim %arg77, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %50:2 = call @take_along_axis(%48, %49) : (tensor<2x5xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %51:2 = call @_take_4(%50#0, %c_26) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.reduce(%48 init: %cst_27) applies stablehlo.maximum across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %54 = stablehlo.maximum %53, %52 : tensor<2xf32>
    %55 = stablehlo.is_finite %54 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %57 = stablehlo.select %55, %54, %56 : tensor<2xi1>, tensor<2xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %60 = stablehlo.subtract %48, %59 : tensor<2x5xf32>
    %61 = stablehlo.exponential %60 : tensor<2x5xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %63 = stablehlo.abs %62 : tensor<2xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %65 = stablehlo.compare GE, %62, %64, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %66 = stablehlo.log %63 : tensor<2xf32>
    %67 = stablehlo.add %66, %57 : tensor<2xf32>
    %68 = stablehlo.subtract %67, %51#0 : tensor<2xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.divide %69, %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.divide %cst_34, %cst_35 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %73 = stablehlo.negate %72 : tensor<2xf32>
    %74 = stablehlo.divide %72, %63 : tensor<2xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %76 = stablehlo.select %65, %75, %74 : tensor<2xi1>, tensor<2xf32>
    %77 = stablehlo.select %65, %74, %75 : tensor<2xi1>, tensor<2xf32>
    %78 = stablehlo.negate %76 : tensor<2xf32>
    %79 = stablehlo.add %77, %78 : tensor<2xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
    %81 = stablehlo.multiply %80, %61 : tensor<2x5xf32>
    %82 = call @_take_6(%51#1, %73) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %83 = call @take_along_axis_7(%50#1, %82) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x5xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x5xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<2x5xf32>, tensor<f32>) -> tensor<5xf32>
    %86 = stablehlo.reshape %85 : (tensor<5xf32>) -> tensor<1x5xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x5xf32>) -> tensor<5xf32>
    %88 = stablehlo.dot_general %84, %44, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5xf32>, tensor<2x12xf32>) -> tensor<5x12xf32>
    %89 = stablehlo.transpose %88, dims = [1, 0] : (tensor<5x12xf32>) -> tensor<12x5xf32>
    %90 = stablehlo.dot_general %84, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x5xf32>, tensor<12x5xf32>) -> tensor<2x12xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 2] : (tensor<2x12xf32>) -> tensor<2x1x12xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.pad %91, %cst_38, low = [0, 9, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x1x12xf32>, tensor<f32>) -> tensor<2x10x12xf32>
    %93 = call @_flip_8(%92) : (tensor<2x10x12xf32>) -> tensor<2x10x12xf32>
    %94 = stablehlo.transpose %93, dims = [1, 0, 2] : (tensor<2x10x12xf32>) -> tensor<10x2x12xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %107:30 = stablehlo.while(%iterArg = %94, %iterArg_275 = %25, %iterArg_276 = %40#14, %iterArg_277 = %40#15, %iterArg_278 = %40#16, %iterArg_279 = %40#17, %iterArg_280 = %40#18, %iterArg_281 = %40#19, %iterArg_282 = %40#20, %iterArg_283 = %40#21, %iterArg_284 = %40#22, %iterArg_285 = %arg10, %iterArg_286 = %arg5, %iterArg_287 = %arg12, %iterArg_288 = %arg6, %iterArg_289 = %arg8, %iterArg_290 = %arg4, %iterArg_291 = %c_51, %iterArg_292 = %96, %iterArg_293 = %97, %iterArg_294 = %98, %iterArg_295 = %99, %iterArg_296 = %100, %iterArg_297 = %101, %iterArg_298 = %102, %iterArg_299 = %103, %iterArg_300 = %104, %iterArg_301 = %105, %iterArg_302 = %95, %iterArg_303 = %106) : tensor<10x2x12xf32>, tensor<10x2x24xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<i32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<2x12xf32>, tensor<10x2x24xf32>
    cond {
      %c_304 = stablehlo.constant dense<10> : tensor<i32>
      %813 = stablehlo.compare LT, %iterArg_291, %c_304, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %813 : tensor<i1>
    } do {
      %c_304 = stablehlo.constant dense<10> : tensor<i32>
      %813 = stablehlo.subtract %c_304, %iterArg_291 : tensor<i32>
      %c_305 = stablehlo.constant dense<1> : tensor<i32>
      %814 = stablehlo.subtract %813, %c_305 : tensor<i32>
      %815 = func.call @dynamic_index_in_dim_9(%iterArg, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %816 = func.call @dynamic_index_in_dim_0(%iterArg_275, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %817 = func.call @dynamic_index_in_dim_9(%iterArg_276, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %818 = func.call @dynamic_index_in_dim_9(%iterArg_277, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %819 = func.call @dynamic_index_in_dim_9(%iterArg_278, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %820 = func.call @dynamic_index_in_dim_9(%iterArg_279, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %821 = func.call @dynamic_index_in_dim_9(%iterArg_280, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %822 = func.call @dynamic_index_in_dim_9(%iterArg_281, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %823 = func.call @dynamic_index_in_dim_9(%iterArg_282, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %824 = func.call @dynamic_index_in_dim_9(%iterArg_283, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %825 = func.call @dynamic_index_in_dim_9(%iterArg_284, %814) : (tensor<10x2x12xf32>, tensor<i32>) -> tensor<2x12xf32>
      %826:12 = func.call @closed_call_10(%iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %iterArg_290, %iterArg_292, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %iterArg_298, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825) : (tensor<24x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x24xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>) -> (tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<2x12xf32>, tensor<2x24xf32>)
      %827 = func.call @dynamic_update_index_in_dim(%iterArg_303, %826#11, %814) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %c_306 = stablehlo.constant dense<1> : tensor<i32>
      %828 = stablehlo.add %iterArg_291, %c_306 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_275, %iterArg_276, %iterArg_277, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %iterArg_290, %828, %826#0, %826#1, %826#2, %826#3, %826#4, %826#5, %826#6, %826#7, %826#8, %826#9, %826#10, %827 : tensor<10x2x12xf32>, tensor<10x2x24xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<10x2x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12x12xf32>, tensor<i32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<2x12xf32>, tensor<10x2x24xf32>
    }
    %108 = stablehlo.transpose %107#29, dims = [1, 0, 2] : (tensor<10x2x24xf32>) -> tensor<2x10x24xf32>
    %109 = call @_flip_11(%108) : (tensor<2x10x24xf32>) -> tensor<2x10x24xf32>
    %110 = stablehlo.transpose %109, dims = [1, 0, 2] : (tensor<2x10x24xf32>) -> tensor<10x2x24xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<10x2x16xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %126:32 = stablehlo.while(%iterArg = %110, %iterArg_275 = %21#8, %iterArg_276 = %3, %iterArg_277 = %21#9, %iterArg_278 = %21#10, %iterArg_279 = %21#11, %iterArg_280 = %21#12, %iterArg_281 = %21#13, %iterArg_282 = %21#14, %iterArg_283 = %21#15, %iterArg_284 = %21#16, %iterArg_285 = %21#17, %iterArg_286 = %21#18, %iterArg_287 = %21#19, %iterArg_288 = %4, %iterArg_289 = %7, %iterArg_290 = %c_67, %iterArg_291 = %113, %iterArg_292 = %114, %iterArg_293 = %115, %iterArg_294 = %116, %iterArg_295 = %117, %iterArg_296 = %118, %iterArg_297 = %119, %iterArg_298 = %120, %iterArg_299 = %121, %iterArg_300 = %122, %iterArg_301 = %123, %iterArg_302 = %124, %iterArg_303 = %111, %iterArg_304 = %112, %iterArg_305 = %125) : tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x16xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<24x96xf32>, tensor<16x96xf32>, tensor<i32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<10x2x16xf32>
    cond {
      %c_306 = stablehlo.constant dense<10> : tensor<i32>
      %813 = stablehlo.compare LT, %iterArg_290, %c_306, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %813 : tensor<i1>
    } do {
      %c_306 = stablehlo.constant dense<10> : tensor<i32>
      %813 = stablehlo.subtract %c_306, %iterArg_290 : tensor<i32>
      %c_307 = stablehlo.constant dense<1> : tensor<i32>
      %814 = stablehlo.subtract %813, %c_307 : tensor<i32>
      %815 = func.call @dynamic_index_in_dim_0(%iterArg, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %816 = func.call @dynamic_index_in_dim_0(%iterArg_275, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %817 = func.call @dynamic_index_in_dim(%iterArg_276, %814) : (tensor<10x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %818 = func.call @dynamic_index_in_dim_0(%iterArg_277, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %819 = func.call @dynamic_index_in_dim_0(%iterArg_278, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %820 = func.call @dynamic_index_in_dim_0(%iterArg_279, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %821 = func.call @dynamic_index_in_dim_0(%iterArg_280, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %822 = func.call @dynamic_index_in_dim_0(%iterArg_281, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %823 = func.call @dynamic_index_in_dim_0(%iterArg_282, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %824 = func.call @dynamic_index_in_dim_0(%iterArg_283, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %825 = func.call @dynamic_index_in_dim_0(%iterArg_284, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %826 = func.call @dynamic_index_in_dim_0(%iterArg_285, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %827 = func.call @dynamic_index_in_dim_0(%iterArg_286, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %828 = func.call @dynamic_index_in_dim_0(%iterArg_287, %814) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %829:15 = func.call @closed_call_12(%iterArg_288, %iterArg_289, %iterArg_291, %iterArg_292, %iterArg_293, %iterArg_294, %iterArg_295, %iterArg_296, %iterArg_297, %iterArg_298, %iterArg_299, %iterArg_300, %iterArg_301, %iterArg_302, %iterArg_303, %iterArg_304, %815, %816, %817, %818, %819, %820, %821, %822, %823, %824, %825, %826, %827, %828) : (tensor<24x96xf32>, tensor<16x96xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x16xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>) -> (tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x16xf32>)
      %830 = func.call @dynamic_update_index_in_dim_13(%iterArg_305, %829#14, %814) : (tensor<10x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<10x2x16xf32>
      %c_308 = stablehlo.constant dense<1> : tensor<i32>
      %831 = stablehlo.add %iterArg_290, %c_308 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_275, %iterArg_276, %iterArg_277, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %831, %829#0, %829#1, %829#2, %829#3, %829#4, %829#5, %829#6, %829#7, %829#8, %829#9, %829#10, %829#11, %829#12, %829#13, %830 : tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x16xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<10x2x24xf32>, tensor<24x96xf32>, tensor<16x96xf32>, tensor<i32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<10x2x16xf32>
    }
    %127 = stablehlo.transpose %126#31, dims = [1, 0, 2] : (tensor<10x2x16xf32>) -> tensor<2x10x16xf32>
    %128 = call @_take_14(%0#1, %127) : (tensor<2x10x1xi32>, tensor<2x10x16xf32>) -> tensor<64x16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %130 = stablehlo.multiply %129, %87 : tensor<5xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %132 = stablehlo.multiply %131, %arg26 : tensor<5xf32>
    %133 = stablehlo.add %130, %132 : tensor<5xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %135 = stablehlo.multiply %134, %89 : tensor<12x5xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %137 = stablehlo.multiply %136, %arg27 : tensor<12x5xf32>
    %138 = stablehlo.add %135, %137 : tensor<12x5xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %140 = stablehlo.multiply %139, %128 : tensor<64x16xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %142 = stablehlo.multiply %141, %arg28 : tensor<64x16xf32>
    %143 = stablehlo.add %140, %142 : tensor<64x16xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %145 = stablehlo.multiply %144, %107#27 : tensor<12xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %147 = stablehlo.multiply %146, %arg29 : tensor<12xf32>
    %148 = stablehlo.add %145, %147 : tensor<12xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %150 = stablehlo.multiply %149, %107#26 : tensor<12x12xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %152 = stablehlo.multiply %151, %arg30 : tensor<12x12xf32>
    %153 = stablehlo.add %150, %152 : tensor<12x12xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %155 = stablehlo.multiply %154, %107#20 : tensor<12x12xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %157 = stablehlo.multiply %156, %arg31 : tensor<12x12xf32>
    %158 = stablehlo.add %155, %157 : tensor<12x12xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %160 = stablehlo.multiply %159, %107#23 : tensor<12x12xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %162 = stablehlo.multiply %161, %arg32 : tensor<12x12xf32>
    %163 = stablehlo.add %160, %162 : tensor<12x12xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %165 = stablehlo.multiply %164, %107#25 : tensor<12xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %167 = stablehlo.multiply %166, %arg33 : tensor<12xf32>
    %168 = stablehlo.add %165, %167 : tensor<12xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %170 = stablehlo.multiply %169, %107#24 : tensor<24x12xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %172 = stablehlo.multiply %171, %arg34 : tensor<24x12xf32>
    %173 = stablehlo.add %170, %172 : tensor<24x12xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %175 = stablehlo.multiply %174, %107#19 : tensor<12xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %177 = stablehlo.multiply %176, %arg35 : tensor<12xf32>
    %178 = stablehlo.add %175, %177 : tensor<12xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %180 = stablehlo.multiply %179, %107#18 : tensor<24x12xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %182 = stablehlo.multiply %181, %arg36 : tensor<24x12xf32>
    %183 = stablehlo.add %180, %182 : tensor<24x12xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %185 = stablehlo.multiply %184, %107#22 : tensor<12xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %187 = stablehlo.multiply %186, %arg37 : tensor<12xf32>
    %188 = stablehlo.add %185, %187 : tensor<12xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %190 = stablehlo.multiply %189, %107#21 : tensor<24x12xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %192 = stablehlo.multiply %191, %arg38 : tensor<24x12xf32>
    %193 = stablehlo.add %190, %192 : tensor<24x12xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %195 = stablehlo.multiply %194, %126#22 : tensor<24xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %197 = stablehlo.multiply %196, %arg39 : tensor<24xf32>
    %198 = stablehlo.add %195, %197 : tensor<24xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %200 = stablehlo.multiply %199, %126#18 : tensor<24x24xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %202 = stablehlo.multiply %201, %arg40 : tensor<24x24xf32>
    %203 = stablehlo.add %200, %202 : tensor<24x24xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %205 = stablehlo.multiply %204, %126#23 : tensor<24xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %207 = stablehlo.multiply %206, %arg41 : tensor<24xf32>
    %208 = stablehlo.add %205, %207 : tensor<24xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %210 = stablehlo.multiply %209, %126#19 : tensor<24x24xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %212 = stablehlo.multiply %211, %arg42 : tensor<24x24xf32>
    %213 = stablehlo.add %210, %212 : tensor<24x24xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %215 = stablehlo.multiply %214, %126#21 : tensor<24xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %217 = stablehlo.multiply %216, %arg43 : tensor<24xf32>
    %218 = stablehlo.add %215, %217 : tensor<24xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %220 = stablehlo.multiply %219, %126#17 : tensor<24x24xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %222 = stablehlo.multiply %221, %arg44 : tensor<24x24xf32>
    %223 = stablehlo.add %220, %222 : tensor<24x24xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %225 = stablehlo.multiply %224, %126#24 : tensor<24xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %227 = stablehlo.multiply %226, %arg45 : tensor<24xf32>
    %228 = stablehlo.add %225, %227 : tensor<24xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %230 = stablehlo.multiply %229, %126#20 : tensor<24x24xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %232 = stablehlo.multiply %231, %arg46 : tensor<24x24xf32>
    %233 = stablehlo.add %230, %232 : tensor<24x24xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %235 = stablehlo.multiply %234, %126#26 : tensor<16x24xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %237 = stablehlo.multiply %236, %arg47 : tensor<16x24xf32>
    %238 = stablehlo.add %235, %237 : tensor<16x24xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %240 = stablehlo.multiply %239, %126#27 : tensor<16x24xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %242 = stablehlo.multiply %241, %arg48 : tensor<16x24xf32>
    %243 = stablehlo.add %240, %242 : tensor<16x24xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %245 = stablehlo.multiply %244, %126#25 : tensor<16x24xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %247 = stablehlo.multiply %246, %arg49 : tensor<16x24xf32>
    %248 = stablehlo.add %245, %247 : tensor<16x24xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %250 = stablehlo.multiply %249, %126#28 : tensor<16x24xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %252 = stablehlo.multiply %251, %arg50 : tensor<16x24xf32>
    %253 = stablehlo.add %250, %252 : tensor<16x24xf32>
    %254 = stablehlo.multiply %87, %87 : tensor<5xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<5xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %258 = stablehlo.multiply %257, %arg51 : tensor<5xf32>
    %259 = stablehlo.add %256, %258 : tensor<5xf32>
    %260 = stablehlo.multiply %89, %89 : tensor<12x5xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<12x5xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %264 = stablehlo.multiply %263, %arg52 : tensor<12x5xf32>
    %265 = stablehlo.add %262, %264 : tensor<12x5xf32>
    %266 = stablehlo.multiply %128, %128 : tensor<64x16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<64x16xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %270 = stablehlo.multiply %269, %arg53 : tensor<64x16xf32>
    %271 = stablehlo.add %268, %270 : tensor<64x16xf32>
    %272 = stablehlo.multiply %107#27, %107#27 : tensor<12xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<12xf32>
    %cst_125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %276 = stablehlo.multiply %275, %arg54 : tensor<12xf32>
    %277 = stablehlo.add %274, %276 : tensor<12xf32>
    %278 = stablehlo.multiply %107#26, %107#26 : tensor<12x12xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<12x12xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %282 = stablehlo.multiply %281, %arg55 : tensor<12x12xf32>
    %283 = stablehlo.add %280, %282 : tensor<12x12xf32>
    %284 = stablehlo.multiply %107#20, %107#20 : tensor<12x12xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %286 = stablehlo.multiply %285, %284 : tensor<12x12xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %288 = stablehlo.multiply %287, %arg56 : tensor<12x12xf32>
    %289 = stablehlo.add %286, %288 : tensor<12x12xf32>
    %290 = stablehlo.multiply %107#23, %107#23 : tensor<12x12xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<12x12xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %294 = stablehlo.multiply %293, %arg57 : tensor<12x12xf32>
    %295 = stablehlo.add %292, %294 : tensor<12x12xf32>
    %296 = stablehlo.multiply %107#25, %107#25 : tensor<12xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<12xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %300 = stablehlo.multiply %299, %arg58 : tensor<12xf32>
    %301 = stablehlo.add %298, %300 : tensor<12xf32>
    %302 = stablehlo.multiply %107#24, %107#24 : tensor<24x12xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<24x12xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %306 = stablehlo.multiply %305, %arg59 : tensor<24x12xf32>
    %307 = stablehlo.add %304, %306 : tensor<24x12xf32>
    %308 = stablehlo.multiply %107#19, %107#19 : tensor<12xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %310 = stablehlo.multiply %309, %308 : tensor<12xf32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %312 = stablehlo.multiply %311, %arg60 : tensor<12xf32>
    %313 = stablehlo.add %310, %312 : tensor<12xf32>
    %314 = stablehlo.multiply %107#18, %107#18 : tensor<24x12xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %316 = stablehlo.multiply %315, %314 : tensor<24x12xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %318 = stablehlo.multiply %317, %arg61 : tensor<24x12xf32>
    %319 = stablehlo.add %316, %318 : tensor<24x12xf32>
    %320 = stablehlo.multiply %107#22, %107#22 : tensor<12xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<12xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %324 = stablehlo.multiply %323, %arg62 : tensor<12xf32>
    %325 = stablehlo.add %322, %324 : tensor<12xf32>
    %326 = stablehlo.multiply %107#21, %107#21 : tensor<24x12xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %328 = stablehlo.multiply %327, %326 : tensor<24x12xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %330 = stablehlo.multiply %329, %arg63 : tensor<24x12xf32>
    %331 = stablehlo.add %328, %330 : tensor<24x12xf32>
    %332 = stablehlo.multiply %126#22, %126#22 : tensor<24xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<24xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %336 = stablehlo.multiply %335, %arg64 : tensor<24xf32>
    %337 = stablehlo.add %334, %336 : tensor<24xf32>
    %338 = stablehlo.multiply %126#18, %126#18 : tensor<24x24xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<24x24xf32>
    %cst_147 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %342 = stablehlo.multiply %341, %arg65 : tensor<24x24xf32>
    %343 = stablehlo.add %340, %342 : tensor<24x24xf32>
    %344 = stablehlo.multiply %126#23, %126#23 : tensor<24xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %346 = stablehlo.multiply %345, %344 : tensor<24xf32>
    %cst_149 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %348 = stablehlo.multiply %347, %arg66 : tensor<24xf32>
    %349 = stablehlo.add %346, %348 : tensor<24xf32>
    %350 = stablehlo.multiply %126#19, %126#19 : tensor<24x24xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %352 = stablehlo.multiply %351, %350 : tensor<24x24xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %354 = stablehlo.multiply %353, %arg67 : tensor<24x24xf32>
    %355 = stablehlo.add %352, %354 : tensor<24x24xf32>
    %356 = stablehlo.multiply %126#21, %126#21 : tensor<24xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %358 = stablehlo.multiply %357, %356 : tensor<24xf32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %360 = stablehlo.multiply %359, %arg68 : tensor<24xf32>
    %361 = stablehlo.add %358, %360 : tensor<24xf32>
    %362 = stablehlo.multiply %126#17, %126#17 : tensor<24x24xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %364 = stablehlo.multiply %363, %362 : tensor<24x24xf32>
    %cst_155 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %366 = stablehlo.multiply %365, %arg69 : tensor<24x24xf32>
    %367 = stablehlo.add %364, %366 : tensor<24x24xf32>
    %368 = stablehlo.multiply %126#24, %126#24 : tensor<24xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<24xf32>
    %cst_157 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %372 = stablehlo.multiply %371, %arg70 : tensor<24xf32>
    %373 = stablehlo.add %370, %372 : tensor<24xf32>
    %374 = stablehlo.multiply %126#20, %126#20 : tensor<24x24xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %376 = stablehlo.multiply %375, %374 : tensor<24x24xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %378 = stablehlo.multiply %377, %arg71 : tensor<24x24xf32>
    %379 = stablehlo.add %376, %378 : tensor<24x24xf32>
    %380 = stablehlo.multiply %126#26, %126#26 : tensor<16x24xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<16x24xf32>
    %cst_161 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %384 = stablehlo.multiply %383, %arg72 : tensor<16x24xf32>
    %385 = stablehlo.add %382, %384 : tensor<16x24xf32>
    %386 = stablehlo.multiply %126#27, %126#27 : tensor<16x24xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<16x24xf32>
    %cst_163 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %390 = stablehlo.multiply %389, %arg73 : tensor<16x24xf32>
    %391 = stablehlo.add %388, %390 : tensor<16x24xf32>
    %392 = stablehlo.multiply %126#25, %126#25 : tensor<16x24xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %394 = stablehlo.multiply %393, %392 : tensor<16x24xf32>
    %cst_165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %396 = stablehlo.multiply %395, %arg74 : tensor<16x24xf32>
    %397 = stablehlo.add %394, %396 : tensor<16x24xf32>
    %398 = stablehlo.multiply %126#28, %126#28 : tensor<16x24xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<16x24xf32>
    %cst_167 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %402 = stablehlo.multiply %401, %arg75 : tensor<16x24xf32>
    %403 = stablehlo.add %400, %402 : tensor<16x24xf32>
    %c_168 = stablehlo.constant dense<2147483647> : tensor<i32>
    %404 = stablehlo.compare LT, %arg25, %c_168, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_169 = stablehlo.constant dense<1> : tensor<i32>
    %405 = stablehlo.add %arg25, %c_169 : tensor<i32>
    %c_170 = stablehlo.constant dense<2147483647> : tensor<i32>
    %406 = call @_where_15(%404, %405, %c_170) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %407 = stablehlo.convert %406 : (tensor<i32>) -> tensor<f32>
    %408 = stablehlo.power %cst_171, %407 : tensor<f32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %409 = stablehlo.subtract %cst_172, %408 : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %411 = stablehlo.divide %133, %410 : tensor<5xf32>
    %412 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %413 = stablehlo.divide %138, %412 : tensor<12x5xf32>
    %414 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %415 = stablehlo.divide %143, %414 : tensor<64x16xf32>
    %416 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %417 = stablehlo.divide %148, %416 : tensor<12xf32>
    %418 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %419 = stablehlo.divide %153, %418 : tensor<12x12xf32>
    %420 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %421 = stablehlo.divide %158, %420 : tensor<12x12xf32>
    %422 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %423 = stablehlo.divide %163, %422 : tensor<12x12xf32>
    %424 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %425 = stablehlo.divide %168, %424 : tensor<12xf32>
    %426 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %427 = stablehlo.divide %173, %426 : tensor<24x12xf32>
    %428 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %429 = stablehlo.divide %178, %428 : tensor<12xf32>
    %430 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %431 = stablehlo.divide %183, %430 : tensor<24x12xf32>
    %432 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %433 = stablehlo.divide %188, %432 : tensor<12xf32>
    %434 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %435 = stablehlo.divide %193, %434 : tensor<24x12xf32>
    %436 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %437 = stablehlo.divide %198, %436 : tensor<24xf32>
    %438 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %439 = stablehlo.divide %203, %438 : tensor<24x24xf32>
    %440 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %441 = stablehlo.divide %208, %440 : tensor<24xf32>
    %442 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %443 = stablehlo.divide %213, %442 : tensor<24x24xf32>
    %444 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %445 = stablehlo.divide %218, %444 : tensor<24xf32>
    %446 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %447 = stablehlo.divide %223, %446 : tensor<24x24xf32>
    %448 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %449 = stablehlo.divide %228, %448 : tensor<24xf32>
    %450 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %451 = stablehlo.divide %233, %450 : tensor<24x24xf32>
    %452 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %453 = stablehlo.divide %238, %452 : tensor<16x24xf32>
    %454 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %455 = stablehlo.divide %243, %454 : tensor<16x24xf32>
    %456 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %457 = stablehlo.divide %248, %456 : tensor<16x24xf32>
    %458 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %459 = stablehlo.divide %253, %458 : tensor<16x24xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %460 = stablehlo.convert %406 : (tensor<i32>) -> tensor<f32>
    %461 = stablehlo.power %cst_173, %460 : tensor<f32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %462 = stablehlo.subtract %cst_174, %461 : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %464 = stablehlo.divide %259, %463 : tensor<5xf32>
    %465 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %466 = stablehlo.divide %265, %465 : tensor<12x5xf32>
    %467 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %468 = stablehlo.divide %271, %467 : tensor<64x16xf32>
    %469 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %470 = stablehlo.divide %277, %469 : tensor<12xf32>
    %471 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %472 = stablehlo.divide %283, %471 : tensor<12x12xf32>
    %473 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %474 = stablehlo.divide %289, %473 : tensor<12x12xf32>
    %475 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %476 = stablehlo.divide %295, %475 : tensor<12x12xf32>
    %477 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %478 = stablehlo.divide %301, %477 : tensor<12xf32>
    %479 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %480 = stablehlo.divide %307, %479 : tensor<24x12xf32>
    %481 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %482 = stablehlo.divide %313, %481 : tensor<12xf32>
    %483 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %484 = stablehlo.divide %319, %483 : tensor<24x12xf32>
    %485 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %486 = stablehlo.divide %325, %485 : tensor<12xf32>
    %487 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %488 = stablehlo.divide %331, %487 : tensor<24x12xf32>
    %489 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %490 = stablehlo.divide %337, %489 : tensor<24xf32>
    %491 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %492 = stablehlo.divide %343, %491 : tensor<24x24xf32>
    %493 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %494 = stablehlo.divide %349, %493 : tensor<24xf32>
    %495 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %496 = stablehlo.divide %355, %495 : tensor<24x24xf32>
    %497 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %498 = stablehlo.divide %361, %497 : tensor<24xf32>
    %499 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %500 = stablehlo.divide %367, %499 : tensor<24x24xf32>
    %501 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %502 = stablehlo.divide %373, %501 : tensor<24xf32>
    %503 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %504 = stablehlo.divide %379, %503 : tensor<24x24xf32>
    %505 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %506 = stablehlo.divide %385, %505 : tensor<16x24xf32>
    %507 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %508 = stablehlo.divide %391, %507 : tensor<16x24xf32>
    %509 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %510 = stablehlo.divide %397, %509 : tensor<16x24xf32>
    %511 = stablehlo.broadcast_in_dim %462, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %512 = stablehlo.divide %403, %511 : tensor<16x24xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %514 = stablehlo.add %464, %513 : tensor<5xf32>
    %515 = stablehlo.sqrt %514 : tensor<5xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %517 = stablehlo.add %515, %516 : tensor<5xf32>
    %518 = stablehlo.divide %411, %517 : tensor<5xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %520 = stablehlo.add %466, %519 : tensor<12x5xf32>
    %521 = stablehlo.sqrt %520 : tensor<12x5xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %523 = stablehlo.add %521, %522 : tensor<12x5xf32>
    %524 = stablehlo.divide %413, %523 : tensor<12x5xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %526 = stablehlo.add %468, %525 : tensor<64x16xf32>
    %527 = stablehlo.sqrt %526 : tensor<64x16xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %529 = stablehlo.add %527, %528 : tensor<64x16xf32>
    %530 = stablehlo.divide %415, %529 : tensor<64x16xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %532 = stablehlo.add %470, %531 : tensor<12xf32>
    %533 = stablehlo.sqrt %532 : tensor<12xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %535 = stablehlo.add %533, %534 : tensor<12xf32>
    %536 = stablehlo.divide %417, %535 : tensor<12xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %538 = stablehlo.add %472, %537 : tensor<12x12xf32>
    %539 = stablehlo.sqrt %538 : tensor<12x12xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %541 = stablehlo.add %539, %540 : tensor<12x12xf32>
    %542 = stablehlo.divide %419, %541 : tensor<12x12xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %544 = stablehlo.add %474, %543 : tensor<12x12xf32>
    %545 = stablehlo.sqrt %544 : tensor<12x12xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %547 = stablehlo.add %545, %546 : tensor<12x12xf32>
    %548 = stablehlo.divide %421, %547 : tensor<12x12xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %550 = stablehlo.add %476, %549 : tensor<12x12xf32>
    %551 = stablehlo.sqrt %550 : tensor<12x12xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %553 = stablehlo.add %551, %552 : tensor<12x12xf32>
    %554 = stablehlo.divide %423, %553 : tensor<12x12xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %556 = stablehlo.add %478, %555 : tensor<12xf32>
    %557 = stablehlo.sqrt %556 : tensor<12xf32>
    %cst_190 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %559 = stablehlo.add %557, %558 : tensor<12xf32>
    %560 = stablehlo.divide %425, %559 : tensor<12xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %562 = stablehlo.add %480, %561 : tensor<24x12xf32>
    %563 = stablehlo.sqrt %562 : tensor<24x12xf32>
    %cst_192 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %565 = stablehlo.add %563, %564 : tensor<24x12xf32>
    %566 = stablehlo.divide %427, %565 : tensor<24x12xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %568 = stablehlo.add %482, %567 : tensor<12xf32>
    %569 = stablehlo.sqrt %568 : tensor<12xf32>
    %cst_194 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %571 = stablehlo.add %569, %570 : tensor<12xf32>
    %572 = stablehlo.divide %429, %571 : tensor<12xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %574 = stablehlo.add %484, %573 : tensor<24x12xf32>
    %575 = stablehlo.sqrt %574 : tensor<24x12xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %577 = stablehlo.add %575, %576 : tensor<24x12xf32>
    %578 = stablehlo.divide %431, %577 : tensor<24x12xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %580 = stablehlo.add %486, %579 : tensor<12xf32>
    %581 = stablehlo.sqrt %580 : tensor<12xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %583 = stablehlo.add %581, %582 : tensor<12xf32>
    %584 = stablehlo.divide %433, %583 : tensor<12xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %586 = stablehlo.add %488, %585 : tensor<24x12xf32>
    %587 = stablehlo.sqrt %586 : tensor<24x12xf32>
    %cst_200 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %589 = stablehlo.add %587, %588 : tensor<24x12xf32>
    %590 = stablehlo.divide %435, %589 : tensor<24x12xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %592 = stablehlo.add %490, %591 : tensor<24xf32>
    %593 = stablehlo.sqrt %592 : tensor<24xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %595 = stablehlo.add %593, %594 : tensor<24xf32>
    %596 = stablehlo.divide %437, %595 : tensor<24xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %598 = stablehlo.add %492, %597 : tensor<24x24xf32>
    %599 = stablehlo.sqrt %598 : tensor<24x24xf32>
    %cst_204 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %601 = stablehlo.add %599, %600 : tensor<24x24xf32>
    %602 = stablehlo.divide %439, %601 : tensor<24x24xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %604 = stablehlo.add %494, %603 : tensor<24xf32>
    %605 = stablehlo.sqrt %604 : tensor<24xf32>
    %cst_206 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %607 = stablehlo.add %605, %606 : tensor<24xf32>
    %608 = stablehlo.divide %441, %607 : tensor<24xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %610 = stablehlo.add %496, %609 : tensor<24x24xf32>
    %611 = stablehlo.sqrt %610 : tensor<24x24xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %613 = stablehlo.add %611, %612 : tensor<24x24xf32>
    %614 = stablehlo.divide %443, %613 : tensor<24x24xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %616 = stablehlo.add %498, %615 : tensor<24xf32>
    %617 = stablehlo.sqrt %616 : tensor<24xf32>
    %cst_210 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %619 = stablehlo.add %617, %618 : tensor<24xf32>
    %620 = stablehlo.divide %445, %619 : tensor<24xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %622 = stablehlo.add %500, %621 : tensor<24x24xf32>
    %623 = stablehlo.sqrt %622 : tensor<24x24xf32>
    %cst_212 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %625 = stablehlo.add %623, %624 : tensor<24x24xf32>
    %626 = stablehlo.divide %447, %625 : tensor<24x24xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %628 = stablehlo.add %502, %627 : tensor<24xf32>
    %629 = stablehlo.sqrt %628 : tensor<24xf32>
    %cst_214 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %631 = stablehlo.add %629, %630 : tensor<24xf32>
    %632 = stablehlo.divide %449, %631 : tensor<24xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %634 = stablehlo.add %504, %633 : tensor<24x24xf32>
    %635 = stablehlo.sqrt %634 : tensor<24x24xf32>
    %cst_216 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %637 = stablehlo.add %635, %636 : tensor<24x24xf32>
    %638 = stablehlo.divide %451, %637 : tensor<24x24xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %640 = stablehlo.add %506, %639 : tensor<16x24xf32>
    %641 = stablehlo.sqrt %640 : tensor<16x24xf32>
    %cst_218 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %643 = stablehlo.add %641, %642 : tensor<16x24xf32>
    %644 = stablehlo.divide %453, %643 : tensor<16x24xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %646 = stablehlo.add %508, %645 : tensor<16x24xf32>
    %647 = stablehlo.sqrt %646 : tensor<16x24xf32>
    %cst_220 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %649 = stablehlo.add %647, %648 : tensor<16x24xf32>
    %650 = stablehlo.divide %455, %649 : tensor<16x24xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %652 = stablehlo.add %510, %651 : tensor<16x24xf32>
    %653 = stablehlo.sqrt %652 : tensor<16x24xf32>
    %cst_222 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %655 = stablehlo.add %653, %654 : tensor<16x24xf32>
    %656 = stablehlo.divide %457, %655 : tensor<16x24xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %658 = stablehlo.add %512, %657 : tensor<16x24xf32>
    %659 = stablehlo.sqrt %658 : tensor<16x24xf32>
    %cst_224 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %661 = stablehlo.add %659, %660 : tensor<16x24xf32>
    %662 = stablehlo.divide %459, %661 : tensor<16x24xf32>
    %cst_225 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %664 = stablehlo.multiply %663, %arg0 : tensor<5xf32>
    %665 = stablehlo.add %518, %664 : tensor<5xf32>
    %cst_226 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %667 = stablehlo.multiply %666, %arg1 : tensor<12x5xf32>
    %668 = stablehlo.add %524, %667 : tensor<12x5xf32>
    %cst_227 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %670 = stablehlo.multiply %669, %arg2 : tensor<64x16xf32>
    %671 = stablehlo.add %530, %670 : tensor<64x16xf32>
    %cst_228 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %673 = stablehlo.multiply %672, %arg3 : tensor<12xf32>
    %674 = stablehlo.add %536, %673 : tensor<12xf32>
    %cst_229 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %676 = stablehlo.multiply %675, %arg4 : tensor<12x12xf32>
    %677 = stablehlo.add %542, %676 : tensor<12x12xf32>
    %cst_230 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %679 = stablehlo.multiply %678, %arg5 : tensor<12x12xf32>
    %680 = stablehlo.add %548, %679 : tensor<12x12xf32>
    %cst_231 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %682 = stablehlo.multiply %681, %arg6 : tensor<12x12xf32>
    %683 = stablehlo.add %554, %682 : tensor<12x12xf32>
    %cst_232 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %685 = stablehlo.multiply %684, %arg7 : tensor<12xf32>
    %686 = stablehlo.add %560, %685 : tensor<12xf32>
    %cst_233 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %688 = stablehlo.multiply %687, %arg8 : tensor<24x12xf32>
    %689 = stablehlo.add %566, %688 : tensor<24x12xf32>
    %cst_234 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %691 = stablehlo.multiply %690, %arg9 : tensor<12xf32>
    %692 = stablehlo.add %572, %691 : tensor<12xf32>
    %cst_235 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %694 = stablehlo.multiply %693, %arg10 : tensor<24x12xf32>
    %695 = stablehlo.add %578, %694 : tensor<24x12xf32>
    %cst_236 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %697 = stablehlo.multiply %696, %arg11 : tensor<12xf32>
    %698 = stablehlo.add %584, %697 : tensor<12xf32>
    %cst_237 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %700 = stablehlo.multiply %699, %arg12 : tensor<24x12xf32>
    %701 = stablehlo.add %590, %700 : tensor<24x12xf32>
    %cst_238 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %703 = stablehlo.multiply %702, %arg13 : tensor<24xf32>
    %704 = stablehlo.add %596, %703 : tensor<24xf32>
    %cst_239 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %706 = stablehlo.multiply %705, %arg14 : tensor<24x24xf32>
    %707 = stablehlo.add %602, %706 : tensor<24x24xf32>
    %cst_240 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %709 = stablehlo.multiply %708, %arg15 : tensor<24xf32>
    %710 = stablehlo.add %608, %709 : tensor<24xf32>
    %cst_241 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %712 = stablehlo.multiply %711, %arg16 : tensor<24x24xf32>
    %713 = stablehlo.add %614, %712 : tensor<24x24xf32>
    %cst_242 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %715 = stablehlo.multiply %714, %arg17 : tensor<24xf32>
    %716 = stablehlo.add %620, %715 : tensor<24xf32>
    %cst_243 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %718 = stablehlo.multiply %717, %arg18 : tensor<24x24xf32>
    %719 = stablehlo.add %626, %718 : tensor<24x24xf32>
    %cst_244 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %721 = stablehlo.multiply %720, %arg19 : tensor<24xf32>
    %722 = stablehlo.add %632, %721 : tensor<24xf32>
    %cst_245 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %724 = stablehlo.multiply %723, %arg20 : tensor<24x24xf32>
    %725 = stablehlo.add %638, %724 : tensor<24x24xf32>
    %cst_246 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %727 = stablehlo.multiply %726, %arg21 : tensor<16x24xf32>
    %728 = stablehlo.add %644, %727 : tensor<16x24xf32>
    %cst_247 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %730 = stablehlo.multiply %729, %arg22 : tensor<16x24xf32>
    %731 = stablehlo.add %650, %730 : tensor<16x24xf32>
    %cst_248 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %733 = stablehlo.multiply %732, %arg23 : tensor<16x24xf32>
    %734 = stablehlo.add %656, %733 : tensor<16x24xf32>
    %cst_249 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %736 = stablehlo.multiply %735, %arg24 : tensor<16x24xf32>
    %737 = stablehlo.add %662, %736 : tensor<16x24xf32>
    %cst_250 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %739 = stablehlo.multiply %738, %665 : tensor<5xf32>
    %cst_251 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<12x5xf32>
    %741 = stablehlo.multiply %740, %668 : tensor<12x5xf32>
    %cst_252 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %743 = stablehlo.multiply %742, %671 : tensor<64x16xf32>
    %cst_253 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %745 = stablehlo.multiply %744, %674 : tensor<12xf32>
    %cst_254 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %747 = stablehlo.multiply %746, %677 : tensor<12x12xf32>
    %cst_255 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %749 = stablehlo.multiply %748, %680 : tensor<12x12xf32>
    %cst_256 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %751 = stablehlo.multiply %750, %683 : tensor<12x12xf32>
    %cst_257 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %753 = stablehlo.multiply %752, %686 : tensor<12xf32>
    %cst_258 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %755 = stablehlo.multiply %754, %689 : tensor<24x12xf32>
    %cst_259 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %757 = stablehlo.multiply %756, %692 : tensor<12xf32>
    %cst_260 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %759 = stablehlo.multiply %758, %695 : tensor<24x12xf32>
    %cst_261 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %761 = stablehlo.multiply %760, %698 : tensor<12xf32>
    %cst_262 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<24x12xf32>
    %763 = stablehlo.multiply %762, %701 : tensor<24x12xf32>
    %cst_263 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %765 = stablehlo.multiply %764, %704 : tensor<24xf32>
    %cst_264 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %767 = stablehlo.multiply %766, %707 : tensor<24x24xf32>
    %cst_265 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %769 = stablehlo.multiply %768, %710 : tensor<24xf32>
    %cst_266 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %771 = stablehlo.multiply %770, %713 : tensor<24x24xf32>
    %cst_267 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %773 = stablehlo.multiply %772, %716 : tensor<24xf32>
    %cst_268 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %775 = stablehlo.multiply %774, %719 : tensor<24x24xf32>
    %cst_269 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %777 = stablehlo.multiply %776, %722 : tensor<24xf32>
    %cst_270 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %779 = stablehlo.multiply %778, %725 : tensor<24x24xf32>
    %cst_271 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %781 = stablehlo.multiply %780, %728 : tensor<16x24xf32>
    %cst_272 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %783 = stablehlo.multiply %782, %731 : tensor<16x24xf32>
    %cst_273 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %785 = stablehlo.multiply %784, %734 : tensor<16x24xf32>
    %cst_274 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<16x24xf32>
    %787 = stablehlo.multiply %786, %737 : tensor<16x24xf32>
    %788 = stablehlo.add %arg0, %739 : tensor<5xf32>
    %789 = stablehlo.add %arg1, %741 : tensor<12x5xf32>
    %790 = stablehlo.add %arg2, %743 : tensor<64x16xf32>
    %791 = stablehlo.add %arg3, %745 : tensor<12xf32>
    %792 = stablehlo.add %arg4, %747 : tensor<12x12xf32>
    %793 = stablehlo.add %arg5, %749 : tensor<12x12xf32>
    %794 = stablehlo.add %arg6, %751 : tensor<12x12xf32>
    %795 = stablehlo.add %arg7, %753 : tensor<12xf32>
    %796 = stablehlo.add %arg8, %755 : tensor<24x12xf32>
    %797 = stablehlo.add %arg9, %757 : tensor<12xf32>
    %798 = stablehlo.add %arg10, %759 : tensor<24x12xf32>
    %799 = stablehlo.add %arg11, %761 : tensor<12xf32>
    %800 = stablehlo.add %arg12, %763 : tensor<24x12xf32>
    %801 = stablehlo.add %arg13, %765 : tensor<24xf32>
    %802 = stablehlo.add %arg14, %767 : tensor<24x24xf32>
    %803 = stablehlo.add %arg15, %769 : tensor<24xf32>
    %804 = stablehlo.add %arg16, %771 : tensor<24x24xf32>
    %805 = stablehlo.add %arg17, %773 : tensor<24xf32>
    %806 = stablehlo.add %arg18, %775 : tensor<24x24xf32>
    %807 = stablehlo.add %arg19, %777 : tensor<24xf32>
    %808 = stablehlo.add %arg20, %779 : tensor<24x24xf32>
    %809 = stablehlo.add %arg21, %781 : tensor<16x24xf32>
    %810 = stablehlo.add %arg22, %783 : tensor<16x24xf32>
    %811 = stablehlo.add %arg23, %785 : tensor<16x24xf32>
    %812 = stablehlo.add %arg24, %787 : tensor<16x24xf32>
    return %788, %789, %790, %791, %792, %793, %794, %795, %796, %797, %798, %799, %800, %801, %802, %803, %804, %805, %806, %807, %808, %809, %810, %811, %812, %406, %133, %138, %143, %148, %153, %158, %163, %168, %173, %178, %183, %188, %193, %198, %203, %208, %213, %218, %223, %228, %233, %238, %243, %248, %253, %259, %265, %271, %277, %283, %289, %295, %301, %307, %313, %319, %325, %331, %337, %343, %349, %355, %361, %367, %373, %379, %385, %391, %397, %403, %70 : tensor<5xf32>, tensor<12x5xf32>, tensor<64x16xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<i32>, tensor<5xf32>, tensor<12x5xf32>, tensor<64x16xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<5xf32>, tensor<12x5xf32>, tensor<64x16xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<24x12xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x16xf32>, %arg1: tensor<2x10xi32>) -> (tensor<2x10x16xf32>, tensor<2x10x1xi32>) {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<2x10x1xi32>) -> tensor<2x10x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x10xi1>) -> tensor<2x10x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x10x16xi1>, tensor<2x10x16xf32>
    return %16, %5 : tensor<2x10x16xf32>, tensor<2x10x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x10xi1>, %arg1: tensor<2x10xi32>, %arg2: tensor<2x10xi32>) -> tensor<2x10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x10xi1>, tensor<2x10xi32>
    return %0 : tensor<2x10xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10x2x16xf32>, %arg1: tensor<i32>) -> tensor<2x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 16] : (tensor<10x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16xf32>) -> tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<24x96xf32>, %arg1: tensor<1x96xf32>, %arg2: tensor<16x96xf32>, %arg3: tensor<2x24xf32>, %arg4: tensor<2x24xf32>, %arg5: tensor<2x16xf32>) -> (tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x96xf32>) -> tensor<2x96xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<2x96xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x96xf32>
    %3 = stablehlo.slice %2 [0:2, 0:24] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %4 = stablehlo.slice %2 [0:2, 24:48] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %5 = stablehlo.slice %2 [0:2, 48:72] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %6 = stablehlo.slice %2 [0:2, 72:96] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %7 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x96xf32>) -> tensor<2x96xf32>
    %8 = stablehlo.slice %7 [0:2, 0:24] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %9 = stablehlo.slice %7 [0:2, 24:48] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %10 = stablehlo.slice %7 [0:2, 48:72] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %11 = stablehlo.slice %7 [0:2, 72:96] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %12 = stablehlo.add %3, %8 : tensor<2x24xf32>
    %13 = stablehlo.negate %12 : tensor<2x24xf32>
    %14 = stablehlo.exponential %13 : tensor<2x24xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %16 = stablehlo.add %15, %14 : tensor<2x24xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<2x24xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<2x24xf32>
    %22 = stablehlo.add %4, %9 : tensor<2x24xf32>
    %23 = stablehlo.negate %22 : tensor<2x24xf32>
    %24 = stablehlo.exponential %23 : tensor<2x24xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %26 = stablehlo.add %25, %24 : tensor<2x24xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %28 = stablehlo.divide %27, %26 : tensor<2x24xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<2x24xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<2x24xf32>
    %32 = stablehlo.add %5, %10 : tensor<2x24xf32>
    %33 = stablehlo.tanh %32 : tensor<2x24xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %35 = stablehlo.subtract %34, %33 : tensor<2x24xf32>
    %36 = stablehlo.add %6, %11 : tensor<2x24xf32>
    %37 = stablehlo.negate %36 : tensor<2x24xf32>
    %38 = stablehlo.exponential %37 : tensor<2x24xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %40 = stablehlo.add %39, %38 : tensor<2x24xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %42 = stablehlo.divide %41, %40 : tensor<2x24xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %44 = stablehlo.subtract %43, %42 : tensor<2x24xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x24xf32>
    %46 = stablehlo.multiply %28, %arg3 : tensor<2x24xf32>
    %47 = stablehlo.multiply %18, %33 : tensor<2x24xf32>
    %48 = stablehlo.add %46, %47 : tensor<2x24xf32>
    %49 = stablehlo.tanh %48 : tensor<2x24xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<2x24xf32>
    %52 = stablehlo.multiply %42, %49 : tensor<2x24xf32>
    return %48, %52, %52, %arg4, %21, %31, %33, %35, %45, %arg3, %28, %18, %49, %51, %42 : tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10x2x24xf32>, %arg1: tensor<2x24xf32>, %arg2: tensor<i32>) -> tensor<10x2x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x24xf32>) -> tensor<1x2x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x2x24xf32>, tensor<1x2x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x2x24xf32>
    return %1 : tensor<10x2x24xf32>
  }
  func.func private @_flip(%arg0: tensor<2x10x24xf32>) -> tensor<2x10x24xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x10x24xf32>
    return %0 : tensor<2x10x24xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<10x2x24xf32>, %arg1: tensor<i32>) -> tensor<2x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 24] : (tensor<10x2x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x24xf32>) -> tensor<2x24xf32>
    return %1 : tensor<2x24xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<24x12xf32>, %arg1: tensor<1x12xf32>, %arg2: tensor<12x12xf32>, %arg3: tensor<24x12xf32>, %arg4: tensor<1x12xf32>, %arg5: tensor<24x12xf32>, %arg6: tensor<1x12xf32>, %arg7: tensor<12x12xf32>, %arg8: tensor<12x12xf32>, %arg9: tensor<1x12xf32>, %arg10: tensor<2x12xf32>, %arg11: tensor<2x24xf32>) -> (tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>) {
    %0 = stablehlo.dot_general %arg11, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x12xf32>) -> tensor<2x12xf32>
    %1 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x12xf32>
    %3 = stablehlo.dot_general %arg10, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x12xf32>
    %5 = stablehlo.negate %4 : tensor<2x12xf32>
    %6 = stablehlo.exponential %5 : tensor<2x12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %8 = stablehlo.add %7, %6 : tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %10 = stablehlo.divide %9, %8 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<2x12xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x12xf32>
    %14 = stablehlo.dot_general %arg11, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x12xf32>) -> tensor<2x12xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x12xf32>
    %17 = stablehlo.dot_general %arg10, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %18 = stablehlo.add %16, %17 : tensor<2x12xf32>
    %19 = stablehlo.negate %18 : tensor<2x12xf32>
    %20 = stablehlo.exponential %19 : tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %22 = stablehlo.add %21, %20 : tensor<2x12xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %24 = stablehlo.divide %23, %22 : tensor<2x12xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<2x12xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<2x12xf32>
    %28 = stablehlo.dot_general %arg11, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x12xf32>) -> tensor<2x12xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x12xf32>
    %31 = stablehlo.dot_general %arg10, %arg8, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %32 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %33 = stablehlo.add %31, %32 : tensor<2x12xf32>
    %34 = stablehlo.multiply %10, %33 : tensor<2x12xf32>
    %35 = stablehlo.add %30, %34 : tensor<2x12xf32>
    %36 = stablehlo.tanh %35 : tensor<2x12xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<2x12xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %40 = stablehlo.subtract %39, %24 : tensor<2x12xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<2x12xf32>
    %42 = stablehlo.multiply %24, %arg10 : tensor<2x12xf32>
    %43 = stablehlo.add %41, %42 : tensor<2x12xf32>
    return %43, %43, %arg10, %13, %27, %33, %10, %36, %38, %40, %24 : tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>, tensor<2x12xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<10x2x12xf32>, %arg1: tensor<2x12xf32>, %arg2: tensor<i32>) -> tensor<10x2x12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x2x12xf32>, tensor<1x2x12xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x2x12xf32>
    return %1 : tensor<10x2x12xf32>
  }
  func.func private @_flip_3(%arg0: tensor<2x10x12xf32>) -> tensor<2x10x12xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x10x12xf32>
    return %0 : tensor<2x10x12xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x5xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<4> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x5xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take_4(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_5(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_6(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_7(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x5xf32>
    return %1 : tensor<2x5xf32>
  }
  func.func private @_flip_8(%arg0: tensor<2x10x12xf32>) -> tensor<2x10x12xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x10x12xf32>
    return %0 : tensor<2x10x12xf32>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<10x2x12xf32>, %arg1: tensor<i32>) -> tensor<2x12xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 12] : (tensor<10x2x12xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x12xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x12xf32>) -> tensor<2x12xf32>
    return %1 : tensor<2x12xf32>
  }
  func.func private @closed_call_10(%arg0: tensor<24x12xf32>, %arg1: tensor<12x12xf32>, %arg2: tensor<24x12xf32>, %arg3: tensor<12x12xf32>, %arg4: tensor<24x12xf32>, %arg5: tensor<12x12xf32>, %arg6: tensor<24x12xf32>, %arg7: tensor<12xf32>, %arg8: tensor<12x12xf32>, %arg9: tensor<24x12xf32>, %arg10: tensor<12xf32>, %arg11: tensor<12x12xf32>, %arg12: tensor<24x12xf32>, %arg13: tensor<12xf32>, %arg14: tensor<12x12xf32>, %arg15: tensor<12xf32>, %arg16: tensor<2x12xf32>, %arg17: tensor<2x12xf32>, %arg18: tensor<2x24xf32>, %arg19: tensor<2x12xf32>, %arg20: tensor<2x12xf32>, %arg21: tensor<2x12xf32>, %arg22: tensor<2x12xf32>, %arg23: tensor<2x12xf32>, %arg24: tensor<2x12xf32>, %arg25: tensor<2x12xf32>, %arg26: tensor<2x12xf32>, %arg27: tensor<2x12xf32>) -> (tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<2x12xf32>, tensor<2x24xf32>) {
    %0 = stablehlo.add %arg16, %arg17 : tensor<2x12xf32>
    %1 = stablehlo.multiply %arg27, %0 : tensor<2x12xf32>
    %2 = stablehlo.multiply %0, %arg19 : tensor<2x12xf32>
    %3 = stablehlo.multiply %arg26, %0 : tensor<2x12xf32>
    %4 = stablehlo.multiply %0, %arg24 : tensor<2x12xf32>
    %5 = stablehlo.negate %4 : tensor<2x12xf32>
    %6 = stablehlo.add %2, %5 : tensor<2x12xf32>
    %7 = stablehlo.multiply %3, %arg25 : tensor<2x12xf32>
    %8 = stablehlo.multiply %7, %arg24 : tensor<2x12xf32>
    %9 = stablehlo.add %7, %8 : tensor<2x12xf32>
    %10 = stablehlo.multiply %arg23, %9 : tensor<2x12xf32>
    %11 = stablehlo.multiply %9, %arg22 : tensor<2x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %13 = stablehlo.reshape %12 : (tensor<12xf32>) -> tensor<1x12xf32>
    %14 = stablehlo.reshape %13 : (tensor<1x12xf32>) -> tensor<12xf32>
    %15 = stablehlo.add %arg15, %14 : tensor<12xf32>
    %16 = stablehlo.dot_general %10, %arg19, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<12x12xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %18 = stablehlo.add %arg14, %17 : tensor<12x12xf32>
    %19 = stablehlo.dot_general %10, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %20 = stablehlo.add %1, %19 : tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %22 = stablehlo.reshape %21 : (tensor<12xf32>) -> tensor<1x12xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x12xf32>) -> tensor<12xf32>
    %24 = stablehlo.add %arg13, %23 : tensor<12xf32>
    %25 = stablehlo.dot_general %9, %arg18, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<2x24xf32>) -> tensor<12x24xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0] : (tensor<12x24xf32>) -> tensor<24x12xf32>
    %27 = stablehlo.add %arg12, %26 : tensor<24x12xf32>
    %28 = stablehlo.dot_general %9, %arg4, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<24x12xf32>) -> tensor<2x24xf32>
    %29 = stablehlo.multiply %6, %arg21 : tensor<2x12xf32>
    %30 = stablehlo.dot_general %29, %arg19, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<12x12xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %32 = stablehlo.add %arg11, %31 : tensor<12x12xf32>
    %33 = stablehlo.dot_general %29, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %34 = stablehlo.add %20, %33 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%29 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %36 = stablehlo.reshape %35 : (tensor<12xf32>) -> tensor<1x12xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x12xf32>) -> tensor<12xf32>
    %38 = stablehlo.add %arg10, %37 : tensor<12xf32>
    %39 = stablehlo.dot_general %29, %arg18, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<2x24xf32>) -> tensor<12x24xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<12x24xf32>) -> tensor<24x12xf32>
    %41 = stablehlo.add %arg9, %40 : tensor<24x12xf32>
    %42 = stablehlo.dot_general %29, %arg2, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<24x12xf32>) -> tensor<2x24xf32>
    %43 = stablehlo.add %28, %42 : tensor<2x24xf32>
    %44 = stablehlo.multiply %11, %arg20 : tensor<2x12xf32>
    %45 = stablehlo.dot_general %44, %arg19, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<12x12xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %47 = stablehlo.add %arg8, %46 : tensor<12x12xf32>
    %48 = stablehlo.dot_general %44, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %49 = stablehlo.add %34, %48 : tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%44 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<2x12xf32>, tensor<f32>) -> tensor<12xf32>
    %51 = stablehlo.reshape %50 : (tensor<12xf32>) -> tensor<1x12xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x12xf32>) -> tensor<12xf32>
    %53 = stablehlo.add %arg7, %52 : tensor<12xf32>
    %54 = stablehlo.dot_general %44, %arg18, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<2x24xf32>) -> tensor<12x24xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<12x24xf32>) -> tensor<24x12xf32>
    %56 = stablehlo.add %arg6, %55 : tensor<24x12xf32>
    %57 = stablehlo.dot_general %44, %arg0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<24x12xf32>) -> tensor<2x24xf32>
    %58 = stablehlo.add %43, %57 : tensor<2x24xf32>
    return %56, %53, %47, %41, %38, %32, %27, %24, %18, %15, %49, %58 : tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<2x12xf32>, tensor<2x24xf32>
  }
  func.func private @_flip_11(%arg0: tensor<2x10x24xf32>) -> tensor<2x10x24xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x10x24xf32>
    return %0 : tensor<2x10x24xf32>
  }
  func.func private @closed_call_12(%arg0: tensor<24x96xf32>, %arg1: tensor<16x96xf32>, %arg2: tensor<24x24xf32>, %arg3: tensor<24x24xf32>, %arg4: tensor<24x24xf32>, %arg5: tensor<24x24xf32>, %arg6: tensor<24xf32>, %arg7: tensor<24xf32>, %arg8: tensor<24xf32>, %arg9: tensor<24xf32>, %arg10: tensor<16x24xf32>, %arg11: tensor<16x24xf32>, %arg12: tensor<16x24xf32>, %arg13: tensor<16x24xf32>, %arg14: tensor<2x24xf32>, %arg15: tensor<2x24xf32>, %arg16: tensor<2x24xf32>, %arg17: tensor<2x24xf32>, %arg18: tensor<2x16xf32>, %arg19: tensor<2x24xf32>, %arg20: tensor<2x24xf32>, %arg21: tensor<2x24xf32>, %arg22: tensor<2x24xf32>, %arg23: tensor<2x24xf32>, %arg24: tensor<2x24xf32>, %arg25: tensor<2x24xf32>, %arg26: tensor<2x24xf32>, %arg27: tensor<2x24xf32>, %arg28: tensor<2x24xf32>, %arg29: tensor<2x24xf32>) -> (tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x16xf32>) {
    %0 = stablehlo.add %arg15, %arg16 : tensor<2x24xf32>
    %1 = stablehlo.multiply %arg29, %0 : tensor<2x24xf32>
    %2 = stablehlo.multiply %0, %arg27 : tensor<2x24xf32>
    %3 = stablehlo.multiply %1, %arg28 : tensor<2x24xf32>
    %4 = stablehlo.add %arg14, %3 : tensor<2x24xf32>
    %5 = stablehlo.multiply %3, %arg27 : tensor<2x24xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x24xf32>
    %7 = stablehlo.multiply %arg26, %6 : tensor<2x24xf32>
    %8 = stablehlo.multiply %6, %arg21 : tensor<2x24xf32>
    %9 = stablehlo.multiply %arg25, %6 : tensor<2x24xf32>
    %10 = stablehlo.multiply %6, %arg24 : tensor<2x24xf32>
    %11 = stablehlo.multiply %2, %arg23 : tensor<2x24xf32>
    %12 = stablehlo.multiply %7, %arg22 : tensor<2x24xf32>
    %13 = stablehlo.multiply %12, %arg21 : tensor<2x24xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x24xf32>
    %15 = stablehlo.multiply %10, %arg20 : tensor<2x24xf32>
    %16 = stablehlo.multiply %8, %arg19 : tensor<2x24xf32>
    %17 = stablehlo.concatenate %16, %15, %14, %11, dim = 1 : (tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>) -> tensor<2x96xf32>
    %18 = stablehlo.dot_general %17, %arg18, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x96xf32>, tensor<2x16xf32>) -> tensor<96x16xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<96x16xf32>) -> tensor<16x96xf32>
    %20 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x96xf32>, tensor<16x96xf32>) -> tensor<2x16xf32>
    %21 = stablehlo.slice %19 [0:16, 0:24] : (tensor<16x96xf32>) -> tensor<16x24xf32>
    %22 = stablehlo.slice %19 [0:16, 24:48] : (tensor<16x96xf32>) -> tensor<16x24xf32>
    %23 = stablehlo.slice %19 [0:16, 48:72] : (tensor<16x96xf32>) -> tensor<16x24xf32>
    %24 = stablehlo.slice %19 [0:16, 72:96] : (tensor<16x96xf32>) -> tensor<16x24xf32>
    %25 = stablehlo.add %arg10, %21 : tensor<16x24xf32>
    %26 = stablehlo.add %arg11, %22 : tensor<16x24xf32>
    %27 = stablehlo.add %arg12, %23 : tensor<16x24xf32>
    %28 = stablehlo.add %arg13, %24 : tensor<16x24xf32>
    %29 = stablehlo.concatenate %16, %15, %14, %11, dim = 1 : (tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>) -> tensor<2x96xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x96xf32>, tensor<f32>) -> tensor<96xf32>
    %31 = stablehlo.reshape %30 : (tensor<96xf32>) -> tensor<1x96xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x96xf32>) -> tensor<96xf32>
    %33 = stablehlo.dot_general %29, %arg17, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x96xf32>, tensor<2x24xf32>) -> tensor<96x24xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<96x24xf32>) -> tensor<24x96xf32>
    %35 = stablehlo.dot_general %29, %arg0, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x96xf32>, tensor<24x96xf32>) -> tensor<2x24xf32>
    %36 = stablehlo.slice %32 [0:24] : (tensor<96xf32>) -> tensor<24xf32>
    %37 = stablehlo.slice %32 [24:48] : (tensor<96xf32>) -> tensor<24xf32>
    %38 = stablehlo.slice %32 [48:72] : (tensor<96xf32>) -> tensor<24xf32>
    %39 = stablehlo.slice %32 [72:96] : (tensor<96xf32>) -> tensor<24xf32>
    %40 = stablehlo.add %arg6, %36 : tensor<24xf32>
    %41 = stablehlo.add %arg7, %37 : tensor<24xf32>
    %42 = stablehlo.add %arg8, %38 : tensor<24xf32>
    %43 = stablehlo.add %arg9, %39 : tensor<24xf32>
    %44 = stablehlo.slice %34 [0:24, 0:24] : (tensor<24x96xf32>) -> tensor<24x24xf32>
    %45 = stablehlo.slice %34 [0:24, 24:48] : (tensor<24x96xf32>) -> tensor<24x24xf32>
    %46 = stablehlo.slice %34 [0:24, 48:72] : (tensor<24x96xf32>) -> tensor<24x24xf32>
    %47 = stablehlo.slice %34 [0:24, 72:96] : (tensor<24x96xf32>) -> tensor<24x24xf32>
    %48 = stablehlo.add %arg2, %44 : tensor<24x24xf32>
    %49 = stablehlo.add %arg3, %45 : tensor<24x24xf32>
    %50 = stablehlo.add %arg4, %46 : tensor<24x24xf32>
    %51 = stablehlo.add %arg5, %47 : tensor<24x24xf32>
    return %48, %49, %50, %51, %40, %41, %42, %43, %25, %26, %27, %28, %9, %35, %20 : tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_13(%arg0: tensor<10x2x16xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<i32>) -> tensor<10x2x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x2x16xf32>
    return %1 : tensor<10x2x16xf32>
  }
  func.func private @_take_14(%arg0: tensor<2x10x1xi32>, %arg1: tensor<2x10x16xf32>) -> tensor<64x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<2x10x1xi32>, tensor<2x10x16xf32>) -> tensor<64x16xf32>
    return %1 : tensor<64x16xf32>
  }
  func.func private @_where_15(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
