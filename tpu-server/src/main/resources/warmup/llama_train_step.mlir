module @jit_llama_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32x64xf32>, %arg13: tensor<64x32xf32>, %arg14: tensor<32x64xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<64x32xf32>, %arg26: tensor<32x64xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x64xf32>, %arg34: tensor<64x32xf32>, %arg35: tensor<32x64xf32>, %arg36: tensor<32x32xf32>, %arg37: tensor<32x32xf32>, %arg38: tensor<32x32xf32>, %arg39: tensor<32x32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32x64xf32>, %arg42: tensor<64x32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32x64xf32>, %arg46: tensor<64x32xf32>, %arg47: tensor<32x64xf32>, %arg48: tensor<32x32xf32>, %arg49: tensor<32x32xf32>, %arg50: tensor<32x32xf32>, %arg51: tensor<32x32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32x64xf32>, %arg55: tensor<64x32xf32>, %arg56: tensor<32x64xf32>, %arg57: tensor<32x32xf32>, %arg58: tensor<32x32xf32>, %arg59: tensor<32x32xf32>, %arg60: tensor<32x32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<32x64xf32>, %arg63: tensor<4x16xi32>, %arg64: tensor<4x16xi32>, %arg65: tensor<f32>) -> (tensor<64x32xf32> {jax.result_info = "result[0]['emb']"}, tensor<32xf32> {jax.result_info = "result[0]['layers'][0]['norm1']"}, tensor<32xf32> {jax.result_info = "result[0]['layers'][0]['norm2']"}, tensor<32x64xf32> {jax.result_info = "result[0]['layers'][0]['w1']"}, tensor<64x32xf32> {jax.result_info = "result[0]['layers'][0]['w2']"}, tensor<32x64xf32> {jax.result_info = "result[0]['layers'][0]['w3']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][0]['wk']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][0]['wo']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][0]['wq']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][0]['wv']"}, tensor<32xf32> {jax.result_info = "result[0]['layers'][1]['norm1']"}, tensor<32xf32> {jax.result_info = "result[0]['layers'][1]['norm2']"}, tensor<32x64xf32> {jax.result_info = "result[0]['layers'][1]['w1']"}, tensor<64x32xf32> {jax.result_info = "result[0]['layers'][1]['w2']"}, tensor<32x64xf32> {jax.result_info = "result[0]['layers'][1]['w3']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][1]['wk']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][1]['wo']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][1]['wq']"}, tensor<32x32xf32> {jax.result_info = "result[0]['layers'][1]['wv']"}, tensor<32xf32> {jax.result_info = "result[0]['norm']"}, tensor<32x64xf32> {jax.result_info = "result[0]['out']"}, tensor<64x32xf32> {jax.result_info = "result[1]['emb']"}, tensor<32xf32> {jax.result_info = "result[1]['layers'][0]['norm1']"}, tensor<32xf32> {jax.result_info = "result[1]['layers'][0]['norm2']"}, tensor<32x64xf32> {jax.result_info = "result[1]['layers'][0]['w1']"}, tensor<64x32xf32> {jax.result_info = "result[1]['layers'][0]['w2']"}, tensor<32x64xf32> {jax.result_info = "result[1]['layers'][0]['w3']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][0]['wk']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][0]['wo']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][0]['wq']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][0]['wv']"}, tensor<32xf32> {jax.result_info = "result[1]['layers'][1]['norm1']"}, tensor<32xf32> {jax.result_info = "result[1]['layers'][1]['norm2']"}, tensor<32x64xf32> {jax.result_info = "result[1]['layers'][1]['w1']"}, tensor<64x32xf32> {jax.result_info = "result[1]['layers'][1]['w2']"}, tensor<32x64xf32> {jax.result_info = "result[1]['layers'][1]['w3']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][1]['wk']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][1]['wo']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][1]['wq']"}, tensor<32x32xf32> {jax.result_info = "result[1]['layers'][1]['wv']"}, tensor<32xf32> {jax.result_info = "result[1]['norm']"}, tensor<32x64xf32> {jax.result_info = "result[1]['out']"}, tensor<64x32xf32> {jax.result_info = "result[2]['emb']"}, tensor<32xf32> {jax.result_info = "result[2]['layers'][0]['norm1']"}, tensor<32xf32> {jax.result_info = "result[2]['layers'][0]['norm2']"}, tensor<32x64xf32> {jax.result_info = "result[2]['layers'][0]['w1']"}, tensor<64x32xf32> {jax.result_info = "result[2]['layers'][0]['w2']"}, tensor<32x64xf32> {jax.result_info = "result[2]['layers'][0]['w3']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][0]['wk']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][0]['wo']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][0]['wq']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][0]['wv']"}, tensor<32xf32> {jax.result_info = "result[2]['layers'][1]['norm1']"}, tensor<32xf32> {jax.result_info = "result[2]['layers'][1]['norm2']"}, tensor<32x64xf32> {jax.result_info = "result[2]['layers'][1]['w1']"}, tensor<64x32xf32> {jax.result_info = "result[2]['layers'][1]['w2']"}, tensor<32x64xf32> {jax.result_info = "result[2]['layers'][1]['w3']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][1]['wk']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][1]['wo']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][1]['wq']"}, tensor<32x32xf32> {jax.result_info = "result[2]['layers'][1]['wv']"}, tensor<32xf32> {jax.result_info = "result[2]['norm']"}, tensor<32x64xf32> {jax.result_info = "result[2]['out']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %1 = stablehlo.compare LT, %arg63, %0, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %3 = stablehlo.add %arg63, %2 : tensor<4x16xi32>
    %4 = stablehlo.select %1, %3, %arg63 : tensor<4x16xi1>, tensor<4x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<4x16x1xi32>) -> tensor<4x16x32xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %8 = call @tril(%7) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %9 = stablehlo.multiply %6, %6 : tensor<4x16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<4x16x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<4x16x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<4x16x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<4x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %21 = stablehlo.multiply %6, %20 : tensor<4x16x32xf32>
    %22 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<4x16x32xf32>
    %25 = stablehlo.dot_general %24, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %28 = stablehlo.dot_general %24, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %29 = stablehlo.reshape %28 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %30 = stablehlo.transpose %29, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %31 = stablehlo.dot_general %24, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %33 = stablehlo.transpose %32, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %34 = stablehlo.dot_general %27, %30, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %36 = stablehlo.divide %34, %35 : tensor<4x2x16x16xf32>
    %cst_6 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %37:2 = call @_where(%8, %36, %cst_6) : (tensor<16x16xi1>, tensor<4x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>)
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.reduce(%37#0 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<4x2x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %43 = stablehlo.subtract %37#0, %42 : tensor<4x2x16x16xf32>
    %44 = stablehlo.exponential %43 : tensor<4x2x16x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %48 = stablehlo.divide %44, %47 : tensor<4x2x16x16xf32>
    %49 = stablehlo.multiply %46, %46 : tensor<4x2x16x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x2x16x1xf32>
    %51 = stablehlo.divide %50, %49 : tensor<4x2x16x1xf32>
    %52 = stablehlo.dot_general %48, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %54 = stablehlo.reshape %53 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %55 = stablehlo.dot_general %54, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %56 = stablehlo.add %6, %55 : tensor<4x16x32xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<4x16x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<4x16x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %63 = stablehlo.add %61, %62 : tensor<4x16x1xf32>
    %64 = stablehlo.rsqrt %63 : tensor<4x16x1xf32>
    %65 = stablehlo.divide %64, %63 : tensor<4x16x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<4x16x1xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<4x16x32xf32>
    %70 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<4x16x32xf32>
    %73 = stablehlo.dot_general %72, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %74:3 = call @silu(%73) : (tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>)
    %75 = stablehlo.dot_general %72, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %76 = stablehlo.multiply %74#0, %75 : tensor<4x16x64xf32>
    %77 = stablehlo.dot_general %76, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %78 = stablehlo.add %56, %77 : tensor<4x16x32xf32>
    %79 = stablehlo.multiply %78, %78 : tensor<4x16x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %83 = stablehlo.divide %81, %82 : tensor<4x16x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %85 = stablehlo.add %83, %84 : tensor<4x16x1xf32>
    %86 = stablehlo.rsqrt %85 : tensor<4x16x1xf32>
    %87 = stablehlo.divide %86, %85 : tensor<4x16x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<4x16x1xf32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %91 = stablehlo.multiply %78, %90 : tensor<4x16x32xf32>
    %92 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %94 = stablehlo.multiply %91, %93 : tensor<4x16x32xf32>
    %95 = stablehlo.dot_general %94, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %98 = stablehlo.dot_general %94, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %100 = stablehlo.transpose %99, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %101 = stablehlo.dot_general %94, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %102 = stablehlo.reshape %101 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %103 = stablehlo.transpose %102, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %104 = stablehlo.dot_general %97, %100, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %106 = stablehlo.divide %104, %105 : tensor<4x2x16x16xf32>
    %cst_20 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %107:2 = call @_where(%8, %106, %cst_20) : (tensor<16x16xi1>, tensor<4x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>)
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.reduce(%107#0 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x2x16xf32>
    %110 = stablehlo.maximum %109, %108 : tensor<4x2x16xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %113 = stablehlo.subtract %107#0, %112 : tensor<4x2x16x16xf32>
    %114 = stablehlo.exponential %113 : tensor<4x2x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %118 = stablehlo.divide %114, %117 : tensor<4x2x16x16xf32>
    %119 = stablehlo.multiply %116, %116 : tensor<4x2x16x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x2x16x1xf32>
    %121 = stablehlo.divide %120, %119 : tensor<4x2x16x1xf32>
    %122 = stablehlo.dot_general %118, %103, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %125 = stablehlo.dot_general %124, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %126 = stablehlo.add %78, %125 : tensor<4x16x32xf32>
    %127 = stablehlo.multiply %126, %126 : tensor<4x16x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %131 = stablehlo.divide %129, %130 : tensor<4x16x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %133 = stablehlo.add %131, %132 : tensor<4x16x1xf32>
    %134 = stablehlo.rsqrt %133 : tensor<4x16x1xf32>
    %135 = stablehlo.divide %134, %133 : tensor<4x16x1xf32>
    %cst_28 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %137 = stablehlo.multiply %136, %135 : tensor<4x16x1xf32>
    %138 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %139 = stablehlo.multiply %126, %138 : tensor<4x16x32xf32>
    %140 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %142 = stablehlo.multiply %139, %141 : tensor<4x16x32xf32>
    %143 = stablehlo.dot_general %142, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %144:3 = call @silu(%143) : (tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>)
    %145 = stablehlo.dot_general %142, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %146 = stablehlo.multiply %144#0, %145 : tensor<4x16x64xf32>
    %147 = stablehlo.dot_general %146, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %148 = stablehlo.add %126, %147 : tensor<4x16x32xf32>
    %149 = stablehlo.multiply %148, %148 : tensor<4x16x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %153 = stablehlo.divide %151, %152 : tensor<4x16x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %155 = stablehlo.add %153, %154 : tensor<4x16x1xf32>
    %156 = stablehlo.rsqrt %155 : tensor<4x16x1xf32>
    %157 = stablehlo.divide %156, %155 : tensor<4x16x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<4x16x1xf32>
    %160 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %161 = stablehlo.multiply %148, %160 : tensor<4x16x32xf32>
    %162 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %164 = stablehlo.multiply %161, %163 : tensor<4x16x32xf32>
    %165 = stablehlo.dot_general %164, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %166:3 = call @log_softmax(%165) : (tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>)
    %167 = stablehlo.broadcast_in_dim %arg64, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %168:2 = call @take_along_axis(%166#0, %167) : (tensor<4x16x64xf32>, tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>)
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168#0 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.divide %169, %cst_34 : tensor<f32>
    %171 = stablehlo.negate %170 : tensor<f32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.negate %cst_35 : tensor<f32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %173 = stablehlo.divide %172, %cst_36 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %175 = call @take_along_axis_0(%168#1, %174) : (tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %176 = call @log_softmax_1(%166#1, %166#2, %175) : (tensor<4x16x64xf32>, tensor<4x16x1xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %177 = stablehlo.dot_general %176, %164, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %178 = stablehlo.transpose %177, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %179 = stablehlo.dot_general %176, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %180 = stablehlo.multiply %161, %179 : tensor<4x16x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %182 = stablehlo.reshape %181 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %183 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %184 = stablehlo.multiply %179, %183 : tensor<4x16x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%182 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %186 = stablehlo.multiply %148, %184 : tensor<4x16x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %189 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %190 = stablehlo.multiply %184, %189 : tensor<4x16x32xf32>
    %191 = stablehlo.multiply %188, %159 : tensor<4x16x1xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<4x16x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %196 = stablehlo.multiply %148, %195 : tensor<4x16x32xf32>
    %197 = stablehlo.add %190, %196 : tensor<4x16x32xf32>
    %198 = stablehlo.multiply %195, %148 : tensor<4x16x32xf32>
    %199 = stablehlo.add %197, %198 : tensor<4x16x32xf32>
    %200 = stablehlo.dot_general %199, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x64xf32>) -> tensor<32x64xf32>
    %201 = stablehlo.transpose %200, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %202 = stablehlo.dot_general %199, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %203 = stablehlo.multiply %144#0, %202 : tensor<4x16x64xf32>
    %204 = stablehlo.multiply %202, %145 : tensor<4x16x64xf32>
    %205 = stablehlo.dot_general %203, %142, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %206 = stablehlo.transpose %205, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %207 = stablehlo.dot_general %203, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %208 = call @silu_2(%144#1, %144#2, %143, %204) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %209 = stablehlo.dot_general %208, %142, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %210 = stablehlo.transpose %209, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %211 = stablehlo.dot_general %208, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %212 = stablehlo.add %207, %211 : tensor<4x16x32xf32>
    %213 = stablehlo.multiply %139, %212 : tensor<4x16x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %215 = stablehlo.reshape %214 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %216 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %217 = stablehlo.multiply %212, %216 : tensor<4x16x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%215 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %219 = stablehlo.multiply %126, %217 : tensor<4x16x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %221 = stablehlo.reshape %220 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %222 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %223 = stablehlo.multiply %217, %222 : tensor<4x16x32xf32>
    %224 = stablehlo.add %199, %223 : tensor<4x16x32xf32>
    %225 = stablehlo.multiply %221, %137 : tensor<4x16x1xf32>
    %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %227 = stablehlo.divide %225, %226 : tensor<4x16x1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %230 = stablehlo.multiply %126, %229 : tensor<4x16x32xf32>
    %231 = stablehlo.add %224, %230 : tensor<4x16x32xf32>
    %232 = stablehlo.multiply %229, %126 : tensor<4x16x32xf32>
    %233 = stablehlo.add %231, %232 : tensor<4x16x32xf32>
    %234 = stablehlo.dot_general %233, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %235 = stablehlo.transpose %234, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %236 = stablehlo.dot_general %233, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %238 = stablehlo.transpose %237, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %239 = stablehlo.dot_general %238, %118, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 1, 3, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %241 = stablehlo.dot_general %238, %103, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %242 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %243 = stablehlo.multiply %241, %242 : tensor<4x2x16x16xf32>
    %244 = stablehlo.multiply %243, %114 : tensor<4x2x16x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %246 = stablehlo.reshape %245 : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %247 = stablehlo.negate %246 : tensor<4x2x16x1xf32>
    %248 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %249 = stablehlo.divide %241, %248 : tensor<4x2x16x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%247 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x16xf32>
    %252 = stablehlo.add %249, %251 : tensor<4x2x16x16xf32>
    %253 = stablehlo.multiply %252, %114 : tensor<4x2x16x16xf32>
    %254 = call @_where_3(%107#1, %253) : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_49 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %256 = stablehlo.divide %254, %255 : tensor<4x2x16x16xf32>
    %257 = stablehlo.dot_general %256, %97, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %258 = stablehlo.dot_general %256, %100, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %259 = stablehlo.transpose %240, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %261 = stablehlo.dot_general %260, %94, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %262 = stablehlo.transpose %261, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %263 = stablehlo.dot_general %260, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %264 = stablehlo.transpose %257, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %265 = stablehlo.reshape %264 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %266 = stablehlo.dot_general %265, %94, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %267 = stablehlo.transpose %266, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %268 = stablehlo.dot_general %265, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %269 = stablehlo.add %263, %268 : tensor<4x16x32xf32>
    %270 = stablehlo.transpose %258, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %271 = stablehlo.reshape %270 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %272 = stablehlo.dot_general %271, %94, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %273 = stablehlo.transpose %272, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %274 = stablehlo.dot_general %271, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %275 = stablehlo.add %269, %274 : tensor<4x16x32xf32>
    %276 = stablehlo.multiply %91, %275 : tensor<4x16x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %278 = stablehlo.reshape %277 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %279 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %280 = stablehlo.multiply %275, %279 : tensor<4x16x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%278 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %282 = stablehlo.multiply %78, %280 : tensor<4x16x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %284 = stablehlo.reshape %283 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %285 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %286 = stablehlo.multiply %280, %285 : tensor<4x16x32xf32>
    %287 = stablehlo.add %233, %286 : tensor<4x16x32xf32>
    %288 = stablehlo.multiply %284, %89 : tensor<4x16x1xf32>
    %cst_53 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %290 = stablehlo.divide %288, %289 : tensor<4x16x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %293 = stablehlo.multiply %78, %292 : tensor<4x16x32xf32>
    %294 = stablehlo.add %287, %293 : tensor<4x16x32xf32>
    %295 = stablehlo.multiply %292, %78 : tensor<4x16x32xf32>
    %296 = stablehlo.add %294, %295 : tensor<4x16x32xf32>
    %297 = stablehlo.dot_general %296, %76, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x64xf32>) -> tensor<32x64xf32>
    %298 = stablehlo.transpose %297, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %299 = stablehlo.dot_general %296, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %300 = stablehlo.multiply %74#0, %299 : tensor<4x16x64xf32>
    %301 = stablehlo.multiply %299, %75 : tensor<4x16x64xf32>
    %302 = stablehlo.dot_general %300, %72, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %303 = stablehlo.transpose %302, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %304 = stablehlo.dot_general %300, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %305 = call @silu_2(%74#1, %74#2, %73, %301) : (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<4x16x64xf32>
    %306 = stablehlo.dot_general %305, %72, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %307 = stablehlo.transpose %306, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %308 = stablehlo.dot_general %305, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<32x64xf32>) -> tensor<4x16x32xf32>
    %309 = stablehlo.add %304, %308 : tensor<4x16x32xf32>
    %310 = stablehlo.multiply %69, %309 : tensor<4x16x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%310 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %312 = stablehlo.reshape %311 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %313 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %314 = stablehlo.multiply %309, %313 : tensor<4x16x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%312 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %316 = stablehlo.multiply %56, %314 : tensor<4x16x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %318 = stablehlo.reshape %317 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %319 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %320 = stablehlo.multiply %314, %319 : tensor<4x16x32xf32>
    %321 = stablehlo.add %296, %320 : tensor<4x16x32xf32>
    %322 = stablehlo.multiply %318, %67 : tensor<4x16x1xf32>
    %cst_58 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %324 = stablehlo.divide %322, %323 : tensor<4x16x1xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %327 = stablehlo.multiply %56, %326 : tensor<4x16x32xf32>
    %328 = stablehlo.add %321, %327 : tensor<4x16x32xf32>
    %329 = stablehlo.multiply %326, %56 : tensor<4x16x32xf32>
    %330 = stablehlo.add %328, %329 : tensor<4x16x32xf32>
    %331 = stablehlo.dot_general %330, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %332 = stablehlo.transpose %331, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %333 = stablehlo.dot_general %330, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %335 = stablehlo.transpose %334, dims = [0, 2, 1, 3] : (tensor<4x16x2x16xf32>) -> tensor<4x2x16x16xf32>
    %336 = stablehlo.dot_general %335, %48, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %337 = stablehlo.transpose %336, dims = [0, 1, 3, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %338 = stablehlo.dot_general %335, %33, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %339 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<4x2x16x16xf32>
    %341 = stablehlo.multiply %340, %44 : tensor<4x2x16x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x16xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %343 = stablehlo.reshape %342 : (tensor<4x2x16xf32>) -> tensor<4x2x16x1xf32>
    %344 = stablehlo.negate %343 : tensor<4x2x16x1xf32>
    %345 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<4x2x16x1xf32>) -> tensor<4x2x16x16xf32>
    %346 = stablehlo.divide %338, %345 : tensor<4x2x16x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%344 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<4x2x16x1xf32>, tensor<f32>) -> tensor<4x2x16xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<4x2x16xf32>) -> tensor<4x2x16x16xf32>
    %349 = stablehlo.add %346, %348 : tensor<4x2x16x16xf32>
    %350 = stablehlo.multiply %349, %44 : tensor<4x2x16x16xf32>
    %351 = call @_where_3(%37#1, %350) : (tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %cst_62 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %353 = stablehlo.divide %351, %352 : tensor<4x2x16x16xf32>
    %354 = stablehlo.dot_general %353, %27, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %355 = stablehlo.dot_general %353, %30, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16xf32>, tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %356 = stablehlo.transpose %337, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %357 = stablehlo.reshape %356 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %358 = stablehlo.dot_general %357, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %359 = stablehlo.transpose %358, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %360 = stablehlo.dot_general %357, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %361 = stablehlo.transpose %354, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %362 = stablehlo.reshape %361 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %363 = stablehlo.dot_general %362, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %364 = stablehlo.transpose %363, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %365 = stablehlo.dot_general %362, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %366 = stablehlo.add %360, %365 : tensor<4x16x32xf32>
    %367 = stablehlo.transpose %355, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %368 = stablehlo.reshape %367 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %369 = stablehlo.dot_general %368, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x32xf32>) -> tensor<32x32xf32>
    %370 = stablehlo.transpose %369, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %371 = stablehlo.dot_general %368, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %372 = stablehlo.add %366, %371 : tensor<4x16x32xf32>
    %373 = stablehlo.multiply %21, %372 : tensor<4x16x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.reshape %374 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %376 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<4x16x32xf32>
    %377 = stablehlo.multiply %372, %376 : tensor<4x16x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%375 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %379 = stablehlo.multiply %6, %377 : tensor<4x16x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %381 = stablehlo.reshape %380 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %382 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x32xf32>
    %383 = stablehlo.multiply %377, %382 : tensor<4x16x32xf32>
    %384 = stablehlo.add %330, %383 : tensor<4x16x32xf32>
    %385 = stablehlo.multiply %381, %19 : tensor<4x16x1xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %387 = stablehlo.divide %385, %386 : tensor<4x16x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %390 = stablehlo.multiply %6, %389 : tensor<4x16x32xf32>
    %391 = stablehlo.add %384, %390 : tensor<4x16x32xf32>
    %392 = stablehlo.multiply %389, %6 : tensor<4x16x32xf32>
    %393 = stablehlo.add %391, %392 : tensor<4x16x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %395 = "stablehlo.scatter"(%394, %5, %393) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %925 = stablehlo.add %arg66, %arg67 : tensor<f32>
      stablehlo.return %925 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<4x16x1xi32>, tensor<4x16x32xf32>) -> tensor<64x32xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %397 = stablehlo.multiply %396, %arg21 : tensor<64x32xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %399 = stablehlo.multiply %398, %395 : tensor<64x32xf32>
    %400 = stablehlo.add %397, %399 : tensor<64x32xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %402 = stablehlo.multiply %401, %arg22 : tensor<32xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.multiply %403, %378 : tensor<32xf32>
    %405 = stablehlo.add %402, %404 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %407 = stablehlo.multiply %406, %arg23 : tensor<32xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.multiply %408, %315 : tensor<32xf32>
    %410 = stablehlo.add %407, %409 : tensor<32xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %412 = stablehlo.multiply %411, %arg24 : tensor<32x64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %414 = stablehlo.multiply %413, %307 : tensor<32x64xf32>
    %415 = stablehlo.add %412, %414 : tensor<32x64xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %417 = stablehlo.multiply %416, %arg25 : tensor<64x32xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %419 = stablehlo.multiply %418, %298 : tensor<64x32xf32>
    %420 = stablehlo.add %417, %419 : tensor<64x32xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %422 = stablehlo.multiply %421, %arg26 : tensor<32x64xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %424 = stablehlo.multiply %423, %303 : tensor<32x64xf32>
    %425 = stablehlo.add %422, %424 : tensor<32x64xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %427 = stablehlo.multiply %426, %arg27 : tensor<32x32xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %429 = stablehlo.multiply %428, %364 : tensor<32x32xf32>
    %430 = stablehlo.add %427, %429 : tensor<32x32xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %432 = stablehlo.multiply %431, %arg28 : tensor<32x32xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %434 = stablehlo.multiply %433, %332 : tensor<32x32xf32>
    %435 = stablehlo.add %432, %434 : tensor<32x32xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %437 = stablehlo.multiply %436, %arg29 : tensor<32x32xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %439 = stablehlo.multiply %438, %370 : tensor<32x32xf32>
    %440 = stablehlo.add %437, %439 : tensor<32x32xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %442 = stablehlo.multiply %441, %arg30 : tensor<32x32xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %444 = stablehlo.multiply %443, %359 : tensor<32x32xf32>
    %445 = stablehlo.add %442, %444 : tensor<32x32xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %447 = stablehlo.multiply %446, %arg31 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %449 = stablehlo.multiply %448, %281 : tensor<32xf32>
    %450 = stablehlo.add %447, %449 : tensor<32xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %452 = stablehlo.multiply %451, %arg32 : tensor<32xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %454 = stablehlo.multiply %453, %218 : tensor<32xf32>
    %455 = stablehlo.add %452, %454 : tensor<32xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %457 = stablehlo.multiply %456, %arg33 : tensor<32x64xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %459 = stablehlo.multiply %458, %210 : tensor<32x64xf32>
    %460 = stablehlo.add %457, %459 : tensor<32x64xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %462 = stablehlo.multiply %461, %arg34 : tensor<64x32xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %464 = stablehlo.multiply %463, %201 : tensor<64x32xf32>
    %465 = stablehlo.add %462, %464 : tensor<64x32xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %467 = stablehlo.multiply %466, %arg35 : tensor<32x64xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %469 = stablehlo.multiply %468, %206 : tensor<32x64xf32>
    %470 = stablehlo.add %467, %469 : tensor<32x64xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %472 = stablehlo.multiply %471, %arg36 : tensor<32x32xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %474 = stablehlo.multiply %473, %267 : tensor<32x32xf32>
    %475 = stablehlo.add %472, %474 : tensor<32x32xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %477 = stablehlo.multiply %476, %arg37 : tensor<32x32xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %479 = stablehlo.multiply %478, %235 : tensor<32x32xf32>
    %480 = stablehlo.add %477, %479 : tensor<32x32xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %482 = stablehlo.multiply %481, %arg38 : tensor<32x32xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %484 = stablehlo.multiply %483, %273 : tensor<32x32xf32>
    %485 = stablehlo.add %482, %484 : tensor<32x32xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %487 = stablehlo.multiply %486, %arg39 : tensor<32x32xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %489 = stablehlo.multiply %488, %262 : tensor<32x32xf32>
    %490 = stablehlo.add %487, %489 : tensor<32x32xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %492 = stablehlo.multiply %491, %arg40 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %494 = stablehlo.multiply %493, %185 : tensor<32xf32>
    %495 = stablehlo.add %492, %494 : tensor<32xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %497 = stablehlo.multiply %496, %arg41 : tensor<32x64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %499 = stablehlo.multiply %498, %178 : tensor<32x64xf32>
    %500 = stablehlo.add %497, %499 : tensor<32x64xf32>
    %cst_111 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %502 = stablehlo.multiply %501, %arg42 : tensor<64x32xf32>
    %cst_112 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %504 = stablehlo.multiply %503, %395 : tensor<64x32xf32>
    %505 = stablehlo.multiply %504, %395 : tensor<64x32xf32>
    %506 = stablehlo.add %502, %505 : tensor<64x32xf32>
    %cst_113 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %508 = stablehlo.multiply %507, %arg43 : tensor<32xf32>
    %cst_114 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %510 = stablehlo.multiply %509, %378 : tensor<32xf32>
    %511 = stablehlo.multiply %510, %378 : tensor<32xf32>
    %512 = stablehlo.add %508, %511 : tensor<32xf32>
    %cst_115 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %514 = stablehlo.multiply %513, %arg44 : tensor<32xf32>
    %cst_116 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %516 = stablehlo.multiply %515, %315 : tensor<32xf32>
    %517 = stablehlo.multiply %516, %315 : tensor<32xf32>
    %518 = stablehlo.add %514, %517 : tensor<32xf32>
    %cst_117 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %520 = stablehlo.multiply %519, %arg45 : tensor<32x64xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %522 = stablehlo.multiply %521, %307 : tensor<32x64xf32>
    %523 = stablehlo.multiply %522, %307 : tensor<32x64xf32>
    %524 = stablehlo.add %520, %523 : tensor<32x64xf32>
    %cst_119 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %526 = stablehlo.multiply %525, %arg46 : tensor<64x32xf32>
    %cst_120 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %528 = stablehlo.multiply %527, %298 : tensor<64x32xf32>
    %529 = stablehlo.multiply %528, %298 : tensor<64x32xf32>
    %530 = stablehlo.add %526, %529 : tensor<64x32xf32>
    %cst_121 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %532 = stablehlo.multiply %531, %arg47 : tensor<32x64xf32>
    %cst_122 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %534 = stablehlo.multiply %533, %303 : tensor<32x64xf32>
    %535 = stablehlo.multiply %534, %303 : tensor<32x64xf32>
    %536 = stablehlo.add %532, %535 : tensor<32x64xf32>
    %cst_123 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %538 = stablehlo.multiply %537, %arg48 : tensor<32x32xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %540 = stablehlo.multiply %539, %364 : tensor<32x32xf32>
    %541 = stablehlo.multiply %540, %364 : tensor<32x32xf32>
    %542 = stablehlo.add %538, %541 : tensor<32x32xf32>
    %cst_125 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %544 = stablehlo.multiply %543, %arg49 : tensor<32x32xf32>
    %cst_126 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %546 = stablehlo.multiply %545, %332 : tensor<32x32xf32>
    %547 = stablehlo.multiply %546, %332 : tensor<32x32xf32>
    %548 = stablehlo.add %544, %547 : tensor<32x32xf32>
    %cst_127 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %550 = stablehlo.multiply %549, %arg50 : tensor<32x32xf32>
    %cst_128 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %552 = stablehlo.multiply %551, %370 : tensor<32x32xf32>
    %553 = stablehlo.multiply %552, %370 : tensor<32x32xf32>
    %554 = stablehlo.add %550, %553 : tensor<32x32xf32>
    %cst_129 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %556 = stablehlo.multiply %555, %arg51 : tensor<32x32xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %558 = stablehlo.multiply %557, %359 : tensor<32x32xf32>
    %559 = stablehlo.multiply %558, %359 : tensor<32x32xf32>
    %560 = stablehlo.add %556, %559 : tensor<32x32xf32>
    %cst_131 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %562 = stablehlo.multiply %561, %arg52 : tensor<32xf32>
    %cst_132 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %564 = stablehlo.multiply %563, %281 : tensor<32xf32>
    %565 = stablehlo.multiply %564, %281 : tensor<32xf32>
    %566 = stablehlo.add %562, %565 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %568 = stablehlo.multiply %567, %arg53 : tensor<32xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.multiply %569, %218 : tensor<32xf32>
    %571 = stablehlo.multiply %570, %218 : tensor<32xf32>
    %572 = stablehlo.add %568, %571 : tensor<32xf32>
    %cst_135 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %574 = stablehlo.multiply %573, %arg54 : tensor<32x64xf32>
    %cst_136 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %576 = stablehlo.multiply %575, %210 : tensor<32x64xf32>
    %577 = stablehlo.multiply %576, %210 : tensor<32x64xf32>
    %578 = stablehlo.add %574, %577 : tensor<32x64xf32>
    %cst_137 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %580 = stablehlo.multiply %579, %arg55 : tensor<64x32xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %582 = stablehlo.multiply %581, %201 : tensor<64x32xf32>
    %583 = stablehlo.multiply %582, %201 : tensor<64x32xf32>
    %584 = stablehlo.add %580, %583 : tensor<64x32xf32>
    %cst_139 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %586 = stablehlo.multiply %585, %arg56 : tensor<32x64xf32>
    %cst_140 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %588 = stablehlo.multiply %587, %206 : tensor<32x64xf32>
    %589 = stablehlo.multiply %588, %206 : tensor<32x64xf32>
    %590 = stablehlo.add %586, %589 : tensor<32x64xf32>
    %cst_141 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %592 = stablehlo.multiply %591, %arg57 : tensor<32x32xf32>
    %cst_142 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %594 = stablehlo.multiply %593, %267 : tensor<32x32xf32>
    %595 = stablehlo.multiply %594, %267 : tensor<32x32xf32>
    %596 = stablehlo.add %592, %595 : tensor<32x32xf32>
    %cst_143 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %598 = stablehlo.multiply %597, %arg58 : tensor<32x32xf32>
    %cst_144 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %600 = stablehlo.multiply %599, %235 : tensor<32x32xf32>
    %601 = stablehlo.multiply %600, %235 : tensor<32x32xf32>
    %602 = stablehlo.add %598, %601 : tensor<32x32xf32>
    %cst_145 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %604 = stablehlo.multiply %603, %arg59 : tensor<32x32xf32>
    %cst_146 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %606 = stablehlo.multiply %605, %273 : tensor<32x32xf32>
    %607 = stablehlo.multiply %606, %273 : tensor<32x32xf32>
    %608 = stablehlo.add %604, %607 : tensor<32x32xf32>
    %cst_147 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %610 = stablehlo.multiply %609, %arg60 : tensor<32x32xf32>
    %cst_148 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %612 = stablehlo.multiply %611, %262 : tensor<32x32xf32>
    %613 = stablehlo.multiply %612, %262 : tensor<32x32xf32>
    %614 = stablehlo.add %610, %613 : tensor<32x32xf32>
    %cst_149 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %616 = stablehlo.multiply %615, %arg61 : tensor<32xf32>
    %cst_150 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %618 = stablehlo.multiply %617, %185 : tensor<32xf32>
    %619 = stablehlo.multiply %618, %185 : tensor<32xf32>
    %620 = stablehlo.add %616, %619 : tensor<32xf32>
    %cst_151 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %622 = stablehlo.multiply %621, %arg62 : tensor<32x64xf32>
    %cst_152 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %624 = stablehlo.multiply %623, %178 : tensor<32x64xf32>
    %625 = stablehlo.multiply %624, %178 : tensor<32x64xf32>
    %626 = stablehlo.add %622, %625 : tensor<32x64xf32>
    %cst_153 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %627 = stablehlo.power %cst_153, %arg65 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %628 = stablehlo.subtract %cst_154, %627 : tensor<f32>
    %cst_155 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %629 = stablehlo.power %cst_155, %arg65 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %630 = stablehlo.subtract %cst_156, %629 : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %632 = stablehlo.divide %400, %631 : tensor<64x32xf32>
    %633 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %634 = stablehlo.divide %506, %633 : tensor<64x32xf32>
    %635 = stablehlo.sqrt %634 : tensor<64x32xf32>
    %cst_157 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %637 = stablehlo.add %635, %636 : tensor<64x32xf32>
    %638 = stablehlo.divide %632, %637 : tensor<64x32xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %640 = stablehlo.multiply %639, %arg0 : tensor<64x32xf32>
    %641 = stablehlo.add %638, %640 : tensor<64x32xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %643 = stablehlo.multiply %642, %641 : tensor<64x32xf32>
    %644 = stablehlo.subtract %arg0, %643 : tensor<64x32xf32>
    %645 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %646 = stablehlo.divide %405, %645 : tensor<32xf32>
    %647 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %648 = stablehlo.divide %512, %647 : tensor<32xf32>
    %649 = stablehlo.sqrt %648 : tensor<32xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %651 = stablehlo.add %649, %650 : tensor<32xf32>
    %652 = stablehlo.divide %646, %651 : tensor<32xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %654 = stablehlo.multiply %653, %arg1 : tensor<32xf32>
    %655 = stablehlo.add %652, %654 : tensor<32xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %657 = stablehlo.multiply %656, %655 : tensor<32xf32>
    %658 = stablehlo.subtract %arg1, %657 : tensor<32xf32>
    %659 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %660 = stablehlo.divide %410, %659 : tensor<32xf32>
    %661 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %662 = stablehlo.divide %518, %661 : tensor<32xf32>
    %663 = stablehlo.sqrt %662 : tensor<32xf32>
    %cst_163 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %665 = stablehlo.add %663, %664 : tensor<32xf32>
    %666 = stablehlo.divide %660, %665 : tensor<32xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %668 = stablehlo.multiply %667, %arg2 : tensor<32xf32>
    %669 = stablehlo.add %666, %668 : tensor<32xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.multiply %670, %669 : tensor<32xf32>
    %672 = stablehlo.subtract %arg2, %671 : tensor<32xf32>
    %673 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %674 = stablehlo.divide %415, %673 : tensor<32x64xf32>
    %675 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %676 = stablehlo.divide %524, %675 : tensor<32x64xf32>
    %677 = stablehlo.sqrt %676 : tensor<32x64xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %679 = stablehlo.add %677, %678 : tensor<32x64xf32>
    %680 = stablehlo.divide %674, %679 : tensor<32x64xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %682 = stablehlo.multiply %681, %arg3 : tensor<32x64xf32>
    %683 = stablehlo.add %680, %682 : tensor<32x64xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %685 = stablehlo.multiply %684, %683 : tensor<32x64xf32>
    %686 = stablehlo.subtract %arg3, %685 : tensor<32x64xf32>
    %687 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %688 = stablehlo.divide %420, %687 : tensor<64x32xf32>
    %689 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %690 = stablehlo.divide %530, %689 : tensor<64x32xf32>
    %691 = stablehlo.sqrt %690 : tensor<64x32xf32>
    %cst_169 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %693 = stablehlo.add %691, %692 : tensor<64x32xf32>
    %694 = stablehlo.divide %688, %693 : tensor<64x32xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %696 = stablehlo.multiply %695, %arg4 : tensor<64x32xf32>
    %697 = stablehlo.add %694, %696 : tensor<64x32xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %699 = stablehlo.multiply %698, %697 : tensor<64x32xf32>
    %700 = stablehlo.subtract %arg4, %699 : tensor<64x32xf32>
    %701 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %702 = stablehlo.divide %425, %701 : tensor<32x64xf32>
    %703 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %704 = stablehlo.divide %536, %703 : tensor<32x64xf32>
    %705 = stablehlo.sqrt %704 : tensor<32x64xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %707 = stablehlo.add %705, %706 : tensor<32x64xf32>
    %708 = stablehlo.divide %702, %707 : tensor<32x64xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %710 = stablehlo.multiply %709, %arg5 : tensor<32x64xf32>
    %711 = stablehlo.add %708, %710 : tensor<32x64xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %713 = stablehlo.multiply %712, %711 : tensor<32x64xf32>
    %714 = stablehlo.subtract %arg5, %713 : tensor<32x64xf32>
    %715 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %716 = stablehlo.divide %430, %715 : tensor<32x32xf32>
    %717 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %718 = stablehlo.divide %542, %717 : tensor<32x32xf32>
    %719 = stablehlo.sqrt %718 : tensor<32x32xf32>
    %cst_175 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %721 = stablehlo.add %719, %720 : tensor<32x32xf32>
    %722 = stablehlo.divide %716, %721 : tensor<32x32xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %724 = stablehlo.multiply %723, %arg6 : tensor<32x32xf32>
    %725 = stablehlo.add %722, %724 : tensor<32x32xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %727 = stablehlo.multiply %726, %725 : tensor<32x32xf32>
    %728 = stablehlo.subtract %arg6, %727 : tensor<32x32xf32>
    %729 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %730 = stablehlo.divide %435, %729 : tensor<32x32xf32>
    %731 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %732 = stablehlo.divide %548, %731 : tensor<32x32xf32>
    %733 = stablehlo.sqrt %732 : tensor<32x32xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %735 = stablehlo.add %733, %734 : tensor<32x32xf32>
    %736 = stablehlo.divide %730, %735 : tensor<32x32xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %738 = stablehlo.multiply %737, %arg7 : tensor<32x32xf32>
    %739 = stablehlo.add %736, %738 : tensor<32x32xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %741 = stablehlo.multiply %740, %739 : tensor<32x32xf32>
    %742 = stablehlo.subtract %arg7, %741 : tensor<32x32xf32>
    %743 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %744 = stablehlo.divide %440, %743 : tensor<32x32xf32>
    %745 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %746 = stablehlo.divide %554, %745 : tensor<32x32xf32>
    %747 = stablehlo.sqrt %746 : tensor<32x32xf32>
    %cst_181 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %749 = stablehlo.add %747, %748 : tensor<32x32xf32>
    %750 = stablehlo.divide %744, %749 : tensor<32x32xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %752 = stablehlo.multiply %751, %arg8 : tensor<32x32xf32>
    %753 = stablehlo.add %750, %752 : tensor<32x32xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %755 = stablehlo.multiply %754, %753 : tensor<32x32xf32>
    %756 = stablehlo.subtract %arg8, %755 : tensor<32x32xf32>
    %757 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %758 = stablehlo.divide %445, %757 : tensor<32x32xf32>
    %759 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %760 = stablehlo.divide %560, %759 : tensor<32x32xf32>
    %761 = stablehlo.sqrt %760 : tensor<32x32xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %763 = stablehlo.add %761, %762 : tensor<32x32xf32>
    %764 = stablehlo.divide %758, %763 : tensor<32x32xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %766 = stablehlo.multiply %765, %arg9 : tensor<32x32xf32>
    %767 = stablehlo.add %764, %766 : tensor<32x32xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %769 = stablehlo.multiply %768, %767 : tensor<32x32xf32>
    %770 = stablehlo.subtract %arg9, %769 : tensor<32x32xf32>
    %771 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %772 = stablehlo.divide %450, %771 : tensor<32xf32>
    %773 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %774 = stablehlo.divide %566, %773 : tensor<32xf32>
    %775 = stablehlo.sqrt %774 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %777 = stablehlo.add %775, %776 : tensor<32xf32>
    %778 = stablehlo.divide %772, %777 : tensor<32xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %780 = stablehlo.multiply %779, %arg10 : tensor<32xf32>
    %781 = stablehlo.add %778, %780 : tensor<32xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %783 = stablehlo.multiply %782, %781 : tensor<32xf32>
    %784 = stablehlo.subtract %arg10, %783 : tensor<32xf32>
    %785 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %786 = stablehlo.divide %455, %785 : tensor<32xf32>
    %787 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %788 = stablehlo.divide %572, %787 : tensor<32xf32>
    %789 = stablehlo.sqrt %788 : tensor<32xf32>
    %cst_190 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %791 = stablehlo.add %789, %790 : tensor<32xf32>
    %792 = stablehlo.divide %786, %791 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %794 = stablehlo.multiply %793, %arg11 : tensor<32xf32>
    %795 = stablehlo.add %792, %794 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %797 = stablehlo.multiply %796, %795 : tensor<32xf32>
    %798 = stablehlo.subtract %arg11, %797 : tensor<32xf32>
    %799 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %800 = stablehlo.divide %460, %799 : tensor<32x64xf32>
    %801 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %802 = stablehlo.divide %578, %801 : tensor<32x64xf32>
    %803 = stablehlo.sqrt %802 : tensor<32x64xf32>
    %cst_193 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %805 = stablehlo.add %803, %804 : tensor<32x64xf32>
    %806 = stablehlo.divide %800, %805 : tensor<32x64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %808 = stablehlo.multiply %807, %arg12 : tensor<32x64xf32>
    %809 = stablehlo.add %806, %808 : tensor<32x64xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %811 = stablehlo.multiply %810, %809 : tensor<32x64xf32>
    %812 = stablehlo.subtract %arg12, %811 : tensor<32x64xf32>
    %813 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %814 = stablehlo.divide %465, %813 : tensor<64x32xf32>
    %815 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %816 = stablehlo.divide %584, %815 : tensor<64x32xf32>
    %817 = stablehlo.sqrt %816 : tensor<64x32xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %819 = stablehlo.add %817, %818 : tensor<64x32xf32>
    %820 = stablehlo.divide %814, %819 : tensor<64x32xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %822 = stablehlo.multiply %821, %arg13 : tensor<64x32xf32>
    %823 = stablehlo.add %820, %822 : tensor<64x32xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %825 = stablehlo.multiply %824, %823 : tensor<64x32xf32>
    %826 = stablehlo.subtract %arg13, %825 : tensor<64x32xf32>
    %827 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %828 = stablehlo.divide %470, %827 : tensor<32x64xf32>
    %829 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %830 = stablehlo.divide %590, %829 : tensor<32x64xf32>
    %831 = stablehlo.sqrt %830 : tensor<32x64xf32>
    %cst_199 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %833 = stablehlo.add %831, %832 : tensor<32x64xf32>
    %834 = stablehlo.divide %828, %833 : tensor<32x64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %836 = stablehlo.multiply %835, %arg14 : tensor<32x64xf32>
    %837 = stablehlo.add %834, %836 : tensor<32x64xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %839 = stablehlo.multiply %838, %837 : tensor<32x64xf32>
    %840 = stablehlo.subtract %arg14, %839 : tensor<32x64xf32>
    %841 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %842 = stablehlo.divide %475, %841 : tensor<32x32xf32>
    %843 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %844 = stablehlo.divide %596, %843 : tensor<32x32xf32>
    %845 = stablehlo.sqrt %844 : tensor<32x32xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %847 = stablehlo.add %845, %846 : tensor<32x32xf32>
    %848 = stablehlo.divide %842, %847 : tensor<32x32xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %850 = stablehlo.multiply %849, %arg15 : tensor<32x32xf32>
    %851 = stablehlo.add %848, %850 : tensor<32x32xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %853 = stablehlo.multiply %852, %851 : tensor<32x32xf32>
    %854 = stablehlo.subtract %arg15, %853 : tensor<32x32xf32>
    %855 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %856 = stablehlo.divide %480, %855 : tensor<32x32xf32>
    %857 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %858 = stablehlo.divide %602, %857 : tensor<32x32xf32>
    %859 = stablehlo.sqrt %858 : tensor<32x32xf32>
    %cst_205 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %861 = stablehlo.add %859, %860 : tensor<32x32xf32>
    %862 = stablehlo.divide %856, %861 : tensor<32x32xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %864 = stablehlo.multiply %863, %arg16 : tensor<32x32xf32>
    %865 = stablehlo.add %862, %864 : tensor<32x32xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %867 = stablehlo.multiply %866, %865 : tensor<32x32xf32>
    %868 = stablehlo.subtract %arg16, %867 : tensor<32x32xf32>
    %869 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %870 = stablehlo.divide %485, %869 : tensor<32x32xf32>
    %871 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %872 = stablehlo.divide %608, %871 : tensor<32x32xf32>
    %873 = stablehlo.sqrt %872 : tensor<32x32xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %875 = stablehlo.add %873, %874 : tensor<32x32xf32>
    %876 = stablehlo.divide %870, %875 : tensor<32x32xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %878 = stablehlo.multiply %877, %arg17 : tensor<32x32xf32>
    %879 = stablehlo.add %876, %878 : tensor<32x32xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %881 = stablehlo.multiply %880, %879 : tensor<32x32xf32>
    %882 = stablehlo.subtract %arg17, %881 : tensor<32x32xf32>
    %883 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %884 = stablehlo.divide %490, %883 : tensor<32x32xf32>
    %885 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %886 = stablehlo.divide %614, %885 : tensor<32x32xf32>
    %887 = stablehlo.sqrt %886 : tensor<32x32xf32>
    %cst_211 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %889 = stablehlo.add %887, %888 : tensor<32x32xf32>
    %890 = stablehlo.divide %884, %889 : tensor<32x32xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %892 = stablehlo.multiply %891, %arg18 : tensor<32x32xf32>
    %893 = stablehlo.add %890, %892 : tensor<32x32xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %895 = stablehlo.multiply %894, %893 : tensor<32x32xf32>
    %896 = stablehlo.subtract %arg18, %895 : tensor<32x32xf32>
    %897 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %898 = stablehlo.divide %495, %897 : tensor<32xf32>
    %899 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %900 = stablehlo.divide %620, %899 : tensor<32xf32>
    %901 = stablehlo.sqrt %900 : tensor<32xf32>
    %cst_214 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %903 = stablehlo.add %901, %902 : tensor<32xf32>
    %904 = stablehlo.divide %898, %903 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %906 = stablehlo.multiply %905, %arg19 : tensor<32xf32>
    %907 = stablehlo.add %904, %906 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %909 = stablehlo.multiply %908, %907 : tensor<32xf32>
    %910 = stablehlo.subtract %arg19, %909 : tensor<32xf32>
    %911 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %912 = stablehlo.divide %500, %911 : tensor<32x64xf32>
    %913 = stablehlo.broadcast_in_dim %630, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %914 = stablehlo.divide %626, %913 : tensor<32x64xf32>
    %915 = stablehlo.sqrt %914 : tensor<32x64xf32>
    %cst_217 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %917 = stablehlo.add %915, %916 : tensor<32x64xf32>
    %918 = stablehlo.divide %912, %917 : tensor<32x64xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %920 = stablehlo.multiply %919, %arg20 : tensor<32x64xf32>
    %921 = stablehlo.add %918, %920 : tensor<32x64xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %923 = stablehlo.multiply %922, %921 : tensor<32x64xf32>
    %924 = stablehlo.subtract %arg20, %923 : tensor<32x64xf32>
    return %644, %658, %672, %686, %700, %714, %728, %742, %756, %770, %784, %798, %812, %826, %840, %854, %868, %882, %896, %910, %924, %400, %405, %410, %415, %420, %425, %430, %435, %440, %445, %450, %455, %460, %465, %470, %475, %480, %485, %490, %495, %500, %506, %512, %518, %524, %530, %536, %542, %548, %554, %560, %566, %572, %578, %584, %590, %596, %602, %608, %614, %620, %626, %171 : tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<4x2x16x16xf32>, %arg2: tensor<f32>) -> (tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<4x2x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>
    return %3, %1 : tensor<4x2x16x16xf32>, tensor<4x2x16x16xi1>
  }
  func.func private @silu(%arg0: tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x16x64xf32>
    %1 = stablehlo.exponential %0 : tensor<4x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x16x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<4x16x64xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x16x64xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x16x64xf32>
    return %9, %8, %5 : tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x64xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x16x64xf32>) -> (tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x16x64xf32>
    %6 = stablehlo.exponential %5 : tensor<4x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %9 = stablehlo.log %8 : tensor<4x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x16x64xf32>
    return %11, %6, %8 : tensor<4x16x64xf32>, tensor<4x16x64xf32>, tensor<4x16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x16x64xf32>, %arg1: tensor<4x16x1xi32>) -> (tensor<4x16x1xf32>, tensor<4x16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x16x1xi32>, tensor<4x16x1xi32>) -> tensor<4x16x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x16x1xi1>, tensor<4x16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x16x1xi32>) -> tensor<4x16x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x16x1x1xi32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x16x1x1xi1>, tensor<i1>) -> tensor<4x16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>) -> tensor<4x16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x16x1xi1>, tensor<4x16x1xf32>
    return %15, %5 : tensor<4x16x1xf32>, tensor<4x16x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<4x16x1x1xi32>, %arg1: tensor<4x16x1xf32>) -> tensor<4x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x16x64xf32>, tensor<4x16x1x1xi32>, tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    return %1 : tensor<4x16x64xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<4x16x64xf32>, %arg1: tensor<4x16x1xf32>, %arg2: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x16x64xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x16x64xf32>
    return %7 : tensor<4x16x64xf32>
  }
  func.func private @silu_2(%arg0: tensor<4x16x64xf32>, %arg1: tensor<4x16x64xf32>, %arg2: tensor<4x16x64xf32>, %arg3: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x16x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x16x64xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x16x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x16x64xf32>
    return %3 : tensor<4x16x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<4x2x16x16xi1>, %arg1: tensor<4x2x16x16xf32>) -> tensor<4x2x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x2x16x16xi1>, tensor<4x2x16x16xf32>
    return %1 : tensor<4x2x16x16xf32>
  }
}
