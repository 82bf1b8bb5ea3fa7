module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<10xf32>, %arg3: tensor<8x10xf32>, %arg4: tensor<32xf32>, %arg5: tensor<1x1x8x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<3x3x1x32xf32>, %arg8: tensor<8xf32>, %arg9: tensor<1x1x32x8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<1x1x2x8xf32>, %arg12: tensor<2xf32>, %arg13: tensor<1x1x8x2xf32>, %arg14: tensor<32xf32>, %arg15: tensor<1x1x8x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<3x3x1x32xf32>, %arg18: tensor<8xf32>, %arg19: tensor<1x1x32x8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<1x1x2x8xf32>, %arg22: tensor<2xf32>, %arg23: tensor<1x1x8x2xf32>, %arg24: tensor<i32>, %arg25: tensor<8xf32>, %arg26: tensor<3x3x3x8xf32>, %arg27: tensor<10xf32>, %arg28: tensor<8x10xf32>, %arg29: tensor<32xf32>, %arg30: tensor<1x1x8x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<3x3x1x32xf32>, %arg33: tensor<8xf32>, %arg34: tensor<1x1x32x8xf32>, %arg35: tensor<8xf32>, %arg36: tensor<1x1x2x8xf32>, %arg37: tensor<2xf32>, %arg38: tensor<1x1x8x2xf32>, %arg39: tensor<32xf32>, %arg40: tensor<1x1x8x32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<3x3x1x32xf32>, %arg43: tensor<8xf32>, %arg44: tensor<1x1x32x8xf32>, %arg45: tensor<8xf32>, %arg46: tensor<1x1x2x8xf32>, %arg47: tensor<2xf32>, %arg48: tensor<1x1x8x2xf32>, %arg49: tensor<8xf32>, %arg50: tensor<3x3x3x8xf32>, %arg51: tensor<10xf32>, %arg52: tensor<8x10xf32>, %arg53: tensor<32xf32>, %arg54: tensor<1x1x8x32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<3x3x1x32xf32>, %arg57: tensor<8xf32>, %arg58: tensor<1x1x32x8xf32>, %arg59: tensor<8xf32>, %arg60: tensor<1x1x2x8xf32>, %arg61: tensor<2xf32>, %arg62: tensor<1x1x8x2xf32>, %arg63: tensor<32xf32>, %arg64: tensor<1x1x8x32xf32>, %arg65: tensor<32xf32>, %arg66: tensor<3x3x1x32xf32>, %arg67: tensor<8xf32>, %arg68: tensor<1x1x32x8xf32>, %arg69: tensor<8xf32>, %arg70: tensor<1x1x2x8xf32>, %arg71: tensor<2xf32>, %arg72: tensor<1x1x8x2xf32>, %arg73: tensor<2x16x16x3xf32>, %arg74: tensor<2xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<8x10xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_0']['bias']"}, tensor<1x1x8x32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_1']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_2']['bias']"}, tensor<1x1x32x8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_3']['bias']"}, tensor<1x1x2x8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_3']['kernel']"}, tensor<2xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_4']['bias']"}, tensor<1x1x8x2xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_0']['Conv_4']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_0']['bias']"}, tensor<1x1x8x32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_1']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_2']['bias']"}, tensor<1x1x32x8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_3']['bias']"}, tensor<1x1x2x8xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_3']['kernel']"}, tensor<2xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_4']['bias']"}, tensor<1x1x8x2xf32> {jax.result_info = "result[0]['params']['MobileNetBlock_1']['Conv_4']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<8x10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_0']['bias']"}, tensor<1x1x8x32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_1']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_2']['bias']"}, tensor<1x1x32x8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_3']['bias']"}, tensor<1x1x2x8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_3']['kernel']"}, tensor<2xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_4']['bias']"}, tensor<1x1x8x2xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_0']['Conv_4']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_0']['bias']"}, tensor<1x1x8x32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_1']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_2']['bias']"}, tensor<1x1x32x8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_3']['bias']"}, tensor<1x1x2x8xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_3']['kernel']"}, tensor<2xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_4']['bias']"}, tensor<1x1x8x2xf32> {jax.result_info = "result[1][0].mu['params']['MobileNetBlock_1']['Conv_4']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['bias']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<8x10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_0']['bias']"}, tensor<1x1x8x32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_1']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_2']['bias']"}, tensor<1x1x32x8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_3']['bias']"}, tensor<1x1x2x8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_3']['kernel']"}, tensor<2xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_4']['bias']"}, tensor<1x1x8x2xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_0']['Conv_4']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_0']['bias']"}, tensor<1x1x8x32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_1']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_2']['bias']"}, tensor<1x1x32x8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_3']['bias']"}, tensor<1x1x2x8xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_3']['kernel']"}, tensor<2xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_4']['bias']"}, tensor<1x1x8x2xf32> {jax.result_info = "result[1][0].nu['params']['MobileNetBlock_1']['Conv_4']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg73, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x8xf32>
    %4 = stablehlo.convolution(%3, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x32xf32>
    %5 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x8x8x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %8:3 = call @clip(%7, %c, %c_0) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>)
    %9 = stablehlo.convolution(%8#0, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x8x8x32xf32>
    %10 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x8x8x32xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %13:3 = call @clip(%12, %c_1, %c_2) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>)
    %14 = stablehlo.convolution(%13#0, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<1x1x32x8xf32>) -> tensor<2x8x8x8xf32>
    %15 = stablehlo.reshape %arg18 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x1x1x8xf32>
    %22 = stablehlo.convolution(%21, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<1x1x8x2xf32>) -> tensor<2x1x1x2xf32>
    %23 = stablehlo.reshape %arg22 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x1x1x2xf32>
    %26 = call @relu(%25) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %28 = stablehlo.compare GT, %25, %27, FLOAT : (tensor<2x1x1x2xf32>, tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xi1>
    %29 = stablehlo.convolution(%26, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x8xf32>) -> tensor<2x1x1x8xf32>
    %30 = stablehlo.reshape %arg20 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %32 = stablehlo.add %29, %31 : tensor<2x1x1x8xf32>
    %33 = stablehlo.negate %32 : tensor<2x1x1x8xf32>
    %34 = stablehlo.exponential %33 : tensor<2x1x1x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %36 = stablehlo.add %35, %34 : tensor<2x1x1x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %38 = stablehlo.divide %37, %36 : tensor<2x1x1x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<2x1x1x8xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<2x1x1x8xf32>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %43 = stablehlo.multiply %17, %42 : tensor<2x8x8x8xf32>
    %44 = stablehlo.add %3, %43 : tensor<2x8x8x8xf32>
    %45 = stablehlo.convolution(%44, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x32xf32>
    %46 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x8x8x32xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %49:3 = call @clip(%48, %c_8, %c_9) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>)
    %50 = stablehlo.convolution(%49#0, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x8x8x32xf32>
    %51 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x8x8x32xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %c_11 = stablehlo.constant dense<6> : tensor<i32>
    %54:3 = call @clip(%53, %c_10, %c_11) : (tensor<2x8x8x32xf32>, tensor<i32>, tensor<i32>) -> (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>)
    %55 = stablehlo.convolution(%54#0, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<1x1x32x8xf32>) -> tensor<2x8x8x8xf32>
    %56 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %58 = stablehlo.add %55, %57 : tensor<2x8x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<2x1x1x8xf32>
    %63 = stablehlo.convolution(%62, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<1x1x8x2xf32>) -> tensor<2x1x1x2xf32>
    %64 = stablehlo.reshape %arg12 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x1x1x2xf32>
    %67 = call @relu(%66) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %69 = stablehlo.compare GT, %66, %68, FLOAT : (tensor<2x1x1x2xf32>, tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xi1>
    %70 = stablehlo.convolution(%67, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x8xf32>) -> tensor<2x1x1x8xf32>
    %71 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x1x1x8xf32>
    %74 = stablehlo.negate %73 : tensor<2x1x1x8xf32>
    %75 = stablehlo.exponential %74 : tensor<2x1x1x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %77 = stablehlo.add %76, %75 : tensor<2x1x1x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %79 = stablehlo.divide %78, %77 : tensor<2x1x1x8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %81 = stablehlo.subtract %80, %79 : tensor<2x1x1x8xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<2x1x1x8xf32>
    %83 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %84 = stablehlo.multiply %58, %83 : tensor<2x8x8x8xf32>
    %85 = stablehlo.add %44, %84 : tensor<2x8x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_18) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x8xf32>
    %89 = stablehlo.dot_general %88, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8xf32>, tensor<8x10xf32>) -> tensor<2x10xf32>
    %90 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %92 = stablehlo.add %89, %91 : tensor<2x10xf32>
    %93 = stablehlo.broadcast_in_dim %arg74, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %94:2 = call @take_along_axis(%92, %93) : (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %95:2 = call @_take(%94#0, %c_20) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.reduce(%92 init: %cst_21) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %98 = stablehlo.maximum %97, %96 : tensor<2xf32>
    %99 = stablehlo.is_finite %98 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %101 = stablehlo.select %99, %98, %100 : tensor<2xi1>, tensor<2xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %104 = stablehlo.subtract %92, %103 : tensor<2x10xf32>
    %105 = stablehlo.exponential %104 : tensor<2x10xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_24) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %107 = stablehlo.abs %106 : tensor<2xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %109 = stablehlo.compare GE, %106, %108, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %110 = stablehlo.log %107 : tensor<2xf32>
    %111 = stablehlo.add %110, %101 : tensor<2xf32>
    %112 = stablehlo.subtract %111, %95#0 : tensor<2xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %114 = stablehlo.divide %113, %cst_27 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %115 = stablehlo.divide %cst_28, %cst_29 : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %117 = stablehlo.negate %116 : tensor<2xf32>
    %118 = stablehlo.divide %116, %107 : tensor<2xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %120 = stablehlo.select %109, %119, %118 : tensor<2xi1>, tensor<2xf32>
    %121 = stablehlo.select %109, %118, %119 : tensor<2xi1>, tensor<2xf32>
    %122 = stablehlo.negate %120 : tensor<2xf32>
    %123 = stablehlo.add %121, %122 : tensor<2xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %125 = stablehlo.multiply %124, %105 : tensor<2x10xf32>
    %126 = call @_take_0(%95#1, %117) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %127 = call @take_along_axis_1(%94#1, %126) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %128 = stablehlo.add %125, %127 : tensor<2x10xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_31) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %130 = stablehlo.reshape %129 : (tensor<10xf32>) -> tensor<1x10xf32>
    %131 = stablehlo.reshape %130 : (tensor<1x10xf32>) -> tensor<10xf32>
    %132 = stablehlo.dot_general %128, %88, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10xf32>, tensor<2x8xf32>) -> tensor<10x8xf32>
    %133 = stablehlo.transpose %132, dims = [1, 0] : (tensor<10x8xf32>) -> tensor<8x10xf32>
    %134 = stablehlo.dot_general %128, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x10xf32>, tensor<8x10xf32>) -> tensor<2x8xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %136 = stablehlo.divide %134, %135 : tensor<2x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x8x8x8xf32>
    %138 = stablehlo.multiply %58, %137 : tensor<2x8x8x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_33) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %141 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %142 = stablehlo.multiply %137, %141 : tensor<2x8x8x8xf32>
    %143 = stablehlo.multiply %140, %82 : tensor<2x1x1x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x8xf32>, tensor<f32>) -> tensor<1x1x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %147 = stablehlo.convolution(%67, %143) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<2x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %148 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<1x1x2x8xf32>
    %149 = stablehlo.convolution(%143, %148) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<1x1x2x8xf32>) -> tensor<2x1x1x2xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %151 = stablehlo.select %69, %149, %150 : tensor<2x1x1x2xi1>, tensor<2x1x1x2xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x2xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
    %155 = stablehlo.convolution(%62, %151) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<2x1x1x2xf32>) -> tensor<1x1x8x2xf32>
    %156 = stablehlo.reverse %arg13, dims = [0, 1] : tensor<1x1x8x2xf32>
    %157 = stablehlo.convolution(%151, %156) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x8x2xf32>) -> tensor<2x1x1x8xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x1x1x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_38) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x1x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x8x8x8xf32>
    %162 = stablehlo.add %142, %161 : tensor<2x8x8x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %164 = stablehlo.reshape %163 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %165 = stablehlo.reshape %164 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %166 = stablehlo.convolution(%54#0, %162) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<2x8x8x8xf32>) -> tensor<1x1x32x8xf32>
    %167 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<1x1x32x8xf32>
    %168 = stablehlo.convolution(%162, %167) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x32x8xf32>) -> tensor<2x8x8x32xf32>
    %169 = call @clip_2(%54#1, %54#2, %168) : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %171 = stablehlo.reshape %170 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %172 = stablehlo.reshape %171 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %173 = stablehlo.convolution(%49#0, %169) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<3x3x1x32xf32>
    %174 = stablehlo.reshape %arg7 : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32x1xf32>
    %175 = stablehlo.transpose %174, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x32x1xf32>) -> tensor<3x3x32x1x1xf32>
    %176 = stablehlo.reshape %175 : (tensor<3x3x32x1x1xf32>) -> tensor<3x3x32x1xf32>
    %177 = stablehlo.reverse %176, dims = [0, 1] : tensor<3x3x32x1xf32>
    %178 = stablehlo.convolution(%169, %177) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x32x1xf32>) -> tensor<2x8x8x32xf32>
    %179 = call @clip_2(%49#1, %49#2, %178) : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %181 = stablehlo.reshape %180 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %182 = stablehlo.reshape %181 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %183 = stablehlo.convolution(%44, %179) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<2x8x8x32xf32>) -> tensor<1x1x8x32xf32>
    %184 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<1x1x8x32xf32>
    %185 = stablehlo.convolution(%179, %184) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x8xf32>
    %186 = stablehlo.add %137, %185 : tensor<2x8x8x8xf32>
    %187 = stablehlo.multiply %17, %186 : tensor<2x8x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_42) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %190 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %191 = stablehlo.multiply %186, %190 : tensor<2x8x8x8xf32>
    %192 = stablehlo.multiply %189, %41 : tensor<2x1x1x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x8xf32>, tensor<f32>) -> tensor<1x1x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %196 = stablehlo.convolution(%26, %192) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<2x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %197 = stablehlo.reverse %arg21, dims = [0, 1] : tensor<1x1x2x8xf32>
    %198 = stablehlo.convolution(%192, %197) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<1x1x2x8xf32>) -> tensor<2x1x1x2xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %200 = stablehlo.select %28, %198, %199 : tensor<2x1x1x2xi1>, tensor<2x1x1x2xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x2xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %202 = stablehlo.reshape %201 : (tensor<1x1x2xf32>) -> tensor<1x1x1x2xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x1x1x2xf32>) -> tensor<2xf32>
    %204 = stablehlo.convolution(%21, %200) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x8xf32>, tensor<2x1x1x2xf32>) -> tensor<1x1x8x2xf32>
    %205 = stablehlo.reverse %arg23, dims = [0, 1] : tensor<1x1x8x2xf32>
    %206 = stablehlo.convolution(%200, %205) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x8x2xf32>) -> tensor<2x1x1x8xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %208 = stablehlo.divide %206, %207 : tensor<2x1x1x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_47) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x1x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x8x8x8xf32>
    %211 = stablehlo.add %191, %210 : tensor<2x8x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %213 = stablehlo.reshape %212 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %214 = stablehlo.reshape %213 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %215 = stablehlo.convolution(%13#0, %211) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<2x8x8x8xf32>) -> tensor<1x1x32x8xf32>
    %216 = stablehlo.reverse %arg19, dims = [0, 1] : tensor<1x1x32x8xf32>
    %217 = stablehlo.convolution(%211, %216) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x32x8xf32>) -> tensor<2x8x8x32xf32>
    %218 = call @clip_2(%13#1, %13#2, %217) : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %220 = stablehlo.reshape %219 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %221 = stablehlo.reshape %220 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %222 = stablehlo.convolution(%8#0, %218) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<3x3x1x32xf32>
    %223 = stablehlo.reshape %arg17 : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32x1xf32>
    %224 = stablehlo.transpose %223, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x32x1xf32>) -> tensor<3x3x32x1x1xf32>
    %225 = stablehlo.reshape %224 : (tensor<3x3x32x1x1xf32>) -> tensor<3x3x32x1xf32>
    %226 = stablehlo.reverse %225, dims = [0, 1] : tensor<3x3x32x1xf32>
    %227 = stablehlo.convolution(%218, %226) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x32x1xf32>) -> tensor<2x8x8x32xf32>
    %228 = call @clip_2(%8#1, %8#2, %227) : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %230 = stablehlo.reshape %229 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %232 = stablehlo.convolution(%3, %228) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<2x8x8x32xf32>) -> tensor<1x1x8x32xf32>
    %233 = stablehlo.reverse %arg15, dims = [0, 1] : tensor<1x1x8x32xf32>
    %234 = stablehlo.convolution(%228, %233) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x8xf32>
    %235 = stablehlo.add %186, %234 : tensor<2x8x8x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %237 = stablehlo.reshape %236 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %238 = stablehlo.reshape %237 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %239 = stablehlo.convolution(%arg73, %235) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<2x8x8x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %241 = stablehlo.multiply %240, %238 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %243 = stablehlo.multiply %242, %arg25 : tensor<8xf32>
    %244 = stablehlo.add %241, %243 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %246 = stablehlo.multiply %245, %239 : tensor<3x3x3x8xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %248 = stablehlo.multiply %247, %arg26 : tensor<3x3x3x8xf32>
    %249 = stablehlo.add %246, %248 : tensor<3x3x3x8xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %251 = stablehlo.multiply %250, %131 : tensor<10xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %253 = stablehlo.multiply %252, %arg27 : tensor<10xf32>
    %254 = stablehlo.add %251, %253 : tensor<10xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %256 = stablehlo.multiply %255, %133 : tensor<8x10xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %258 = stablehlo.multiply %257, %arg28 : tensor<8x10xf32>
    %259 = stablehlo.add %256, %258 : tensor<8x10xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.multiply %260, %182 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %263 = stablehlo.multiply %262, %arg29 : tensor<32xf32>
    %264 = stablehlo.add %261, %263 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %266 = stablehlo.multiply %265, %183 : tensor<1x1x8x32xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %268 = stablehlo.multiply %267, %arg30 : tensor<1x1x8x32xf32>
    %269 = stablehlo.add %266, %268 : tensor<1x1x8x32xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %271 = stablehlo.multiply %270, %172 : tensor<32xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %273 = stablehlo.multiply %272, %arg31 : tensor<32xf32>
    %274 = stablehlo.add %271, %273 : tensor<32xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %276 = stablehlo.multiply %275, %173 : tensor<3x3x1x32xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %278 = stablehlo.multiply %277, %arg32 : tensor<3x3x1x32xf32>
    %279 = stablehlo.add %276, %278 : tensor<3x3x1x32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %281 = stablehlo.multiply %280, %165 : tensor<8xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %283 = stablehlo.multiply %282, %arg33 : tensor<8xf32>
    %284 = stablehlo.add %281, %283 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %286 = stablehlo.multiply %285, %166 : tensor<1x1x32x8xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %288 = stablehlo.multiply %287, %arg34 : tensor<1x1x32x8xf32>
    %289 = stablehlo.add %286, %288 : tensor<1x1x32x8xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %291 = stablehlo.multiply %290, %146 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %293 = stablehlo.multiply %292, %arg35 : tensor<8xf32>
    %294 = stablehlo.add %291, %293 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %296 = stablehlo.multiply %295, %147 : tensor<1x1x2x8xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %298 = stablehlo.multiply %297, %arg36 : tensor<1x1x2x8xf32>
    %299 = stablehlo.add %296, %298 : tensor<1x1x2x8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %301 = stablehlo.multiply %300, %154 : tensor<2xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %303 = stablehlo.multiply %302, %arg37 : tensor<2xf32>
    %304 = stablehlo.add %301, %303 : tensor<2xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %306 = stablehlo.multiply %305, %155 : tensor<1x1x8x2xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %308 = stablehlo.multiply %307, %arg38 : tensor<1x1x8x2xf32>
    %309 = stablehlo.add %306, %308 : tensor<1x1x8x2xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %311 = stablehlo.multiply %310, %231 : tensor<32xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %313 = stablehlo.multiply %312, %arg39 : tensor<32xf32>
    %314 = stablehlo.add %311, %313 : tensor<32xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %316 = stablehlo.multiply %315, %232 : tensor<1x1x8x32xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %318 = stablehlo.multiply %317, %arg40 : tensor<1x1x8x32xf32>
    %319 = stablehlo.add %316, %318 : tensor<1x1x8x32xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %321 = stablehlo.multiply %320, %221 : tensor<32xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %323 = stablehlo.multiply %322, %arg41 : tensor<32xf32>
    %324 = stablehlo.add %321, %323 : tensor<32xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %326 = stablehlo.multiply %325, %222 : tensor<3x3x1x32xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %328 = stablehlo.multiply %327, %arg42 : tensor<3x3x1x32xf32>
    %329 = stablehlo.add %326, %328 : tensor<3x3x1x32xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %331 = stablehlo.multiply %330, %214 : tensor<8xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %333 = stablehlo.multiply %332, %arg43 : tensor<8xf32>
    %334 = stablehlo.add %331, %333 : tensor<8xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %336 = stablehlo.multiply %335, %215 : tensor<1x1x32x8xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %338 = stablehlo.multiply %337, %arg44 : tensor<1x1x32x8xf32>
    %339 = stablehlo.add %336, %338 : tensor<1x1x32x8xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %341 = stablehlo.multiply %340, %195 : tensor<8xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %343 = stablehlo.multiply %342, %arg45 : tensor<8xf32>
    %344 = stablehlo.add %341, %343 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %346 = stablehlo.multiply %345, %196 : tensor<1x1x2x8xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %348 = stablehlo.multiply %347, %arg46 : tensor<1x1x2x8xf32>
    %349 = stablehlo.add %346, %348 : tensor<1x1x2x8xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %351 = stablehlo.multiply %350, %203 : tensor<2xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %353 = stablehlo.multiply %352, %arg47 : tensor<2xf32>
    %354 = stablehlo.add %351, %353 : tensor<2xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %356 = stablehlo.multiply %355, %204 : tensor<1x1x8x2xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %358 = stablehlo.multiply %357, %arg48 : tensor<1x1x8x2xf32>
    %359 = stablehlo.add %356, %358 : tensor<1x1x8x2xf32>
    %360 = stablehlo.multiply %238, %238 : tensor<8xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %362 = stablehlo.multiply %361, %360 : tensor<8xf32>
    %cst_101 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %364 = stablehlo.multiply %363, %arg49 : tensor<8xf32>
    %365 = stablehlo.add %362, %364 : tensor<8xf32>
    %366 = stablehlo.multiply %239, %239 : tensor<3x3x3x8xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<3x3x3x8xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %370 = stablehlo.multiply %369, %arg50 : tensor<3x3x3x8xf32>
    %371 = stablehlo.add %368, %370 : tensor<3x3x3x8xf32>
    %372 = stablehlo.multiply %131, %131 : tensor<10xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %374 = stablehlo.multiply %373, %372 : tensor<10xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %376 = stablehlo.multiply %375, %arg51 : tensor<10xf32>
    %377 = stablehlo.add %374, %376 : tensor<10xf32>
    %378 = stablehlo.multiply %133, %133 : tensor<8x10xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<8x10xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %382 = stablehlo.multiply %381, %arg52 : tensor<8x10xf32>
    %383 = stablehlo.add %380, %382 : tensor<8x10xf32>
    %384 = stablehlo.multiply %182, %182 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.multiply %385, %384 : tensor<32xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.multiply %387, %arg53 : tensor<32xf32>
    %389 = stablehlo.add %386, %388 : tensor<32xf32>
    %390 = stablehlo.multiply %183, %183 : tensor<1x1x8x32xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %392 = stablehlo.multiply %391, %390 : tensor<1x1x8x32xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %394 = stablehlo.multiply %393, %arg54 : tensor<1x1x8x32xf32>
    %395 = stablehlo.add %392, %394 : tensor<1x1x8x32xf32>
    %396 = stablehlo.multiply %172, %172 : tensor<32xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %398 = stablehlo.multiply %397, %396 : tensor<32xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %400 = stablehlo.multiply %399, %arg55 : tensor<32xf32>
    %401 = stablehlo.add %398, %400 : tensor<32xf32>
    %402 = stablehlo.multiply %173, %173 : tensor<3x3x1x32xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<3x3x1x32xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %406 = stablehlo.multiply %405, %arg56 : tensor<3x3x1x32xf32>
    %407 = stablehlo.add %404, %406 : tensor<3x3x1x32xf32>
    %408 = stablehlo.multiply %165, %165 : tensor<8xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %410 = stablehlo.multiply %409, %408 : tensor<8xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %412 = stablehlo.multiply %411, %arg57 : tensor<8xf32>
    %413 = stablehlo.add %410, %412 : tensor<8xf32>
    %414 = stablehlo.multiply %166, %166 : tensor<1x1x32x8xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %416 = stablehlo.multiply %415, %414 : tensor<1x1x32x8xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %418 = stablehlo.multiply %417, %arg58 : tensor<1x1x32x8xf32>
    %419 = stablehlo.add %416, %418 : tensor<1x1x32x8xf32>
    %420 = stablehlo.multiply %146, %146 : tensor<8xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %422 = stablehlo.multiply %421, %420 : tensor<8xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %424 = stablehlo.multiply %423, %arg59 : tensor<8xf32>
    %425 = stablehlo.add %422, %424 : tensor<8xf32>
    %426 = stablehlo.multiply %147, %147 : tensor<1x1x2x8xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %428 = stablehlo.multiply %427, %426 : tensor<1x1x2x8xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %430 = stablehlo.multiply %429, %arg60 : tensor<1x1x2x8xf32>
    %431 = stablehlo.add %428, %430 : tensor<1x1x2x8xf32>
    %432 = stablehlo.multiply %154, %154 : tensor<2xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<2xf32>
    %cst_125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %436 = stablehlo.multiply %435, %arg61 : tensor<2xf32>
    %437 = stablehlo.add %434, %436 : tensor<2xf32>
    %438 = stablehlo.multiply %155, %155 : tensor<1x1x8x2xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %440 = stablehlo.multiply %439, %438 : tensor<1x1x8x2xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %442 = stablehlo.multiply %441, %arg62 : tensor<1x1x8x2xf32>
    %443 = stablehlo.add %440, %442 : tensor<1x1x8x2xf32>
    %444 = stablehlo.multiply %231, %231 : tensor<32xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %446 = stablehlo.multiply %445, %444 : tensor<32xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %448 = stablehlo.multiply %447, %arg63 : tensor<32xf32>
    %449 = stablehlo.add %446, %448 : tensor<32xf32>
    %450 = stablehlo.multiply %232, %232 : tensor<1x1x8x32xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %452 = stablehlo.multiply %451, %450 : tensor<1x1x8x32xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %454 = stablehlo.multiply %453, %arg64 : tensor<1x1x8x32xf32>
    %455 = stablehlo.add %452, %454 : tensor<1x1x8x32xf32>
    %456 = stablehlo.multiply %221, %221 : tensor<32xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %458 = stablehlo.multiply %457, %456 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %460 = stablehlo.multiply %459, %arg65 : tensor<32xf32>
    %461 = stablehlo.add %458, %460 : tensor<32xf32>
    %462 = stablehlo.multiply %222, %222 : tensor<3x3x1x32xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %464 = stablehlo.multiply %463, %462 : tensor<3x3x1x32xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %466 = stablehlo.multiply %465, %arg66 : tensor<3x3x1x32xf32>
    %467 = stablehlo.add %464, %466 : tensor<3x3x1x32xf32>
    %468 = stablehlo.multiply %214, %214 : tensor<8xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %470 = stablehlo.multiply %469, %468 : tensor<8xf32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %472 = stablehlo.multiply %471, %arg67 : tensor<8xf32>
    %473 = stablehlo.add %470, %472 : tensor<8xf32>
    %474 = stablehlo.multiply %215, %215 : tensor<1x1x32x8xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %476 = stablehlo.multiply %475, %474 : tensor<1x1x32x8xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %478 = stablehlo.multiply %477, %arg68 : tensor<1x1x32x8xf32>
    %479 = stablehlo.add %476, %478 : tensor<1x1x32x8xf32>
    %480 = stablehlo.multiply %195, %195 : tensor<8xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %482 = stablehlo.multiply %481, %480 : tensor<8xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %484 = stablehlo.multiply %483, %arg69 : tensor<8xf32>
    %485 = stablehlo.add %482, %484 : tensor<8xf32>
    %486 = stablehlo.multiply %196, %196 : tensor<1x1x2x8xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %488 = stablehlo.multiply %487, %486 : tensor<1x1x2x8xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %490 = stablehlo.multiply %489, %arg70 : tensor<1x1x2x8xf32>
    %491 = stablehlo.add %488, %490 : tensor<1x1x2x8xf32>
    %492 = stablehlo.multiply %203, %203 : tensor<2xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %494 = stablehlo.multiply %493, %492 : tensor<2xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %496 = stablehlo.multiply %495, %arg71 : tensor<2xf32>
    %497 = stablehlo.add %494, %496 : tensor<2xf32>
    %498 = stablehlo.multiply %204, %204 : tensor<1x1x8x2xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %500 = stablehlo.multiply %499, %498 : tensor<1x1x8x2xf32>
    %cst_147 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %502 = stablehlo.multiply %501, %arg72 : tensor<1x1x8x2xf32>
    %503 = stablehlo.add %500, %502 : tensor<1x1x8x2xf32>
    %c_148 = stablehlo.constant dense<2147483647> : tensor<i32>
    %504 = stablehlo.compare LT, %arg24, %c_148, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_149 = stablehlo.constant dense<1> : tensor<i32>
    %505 = stablehlo.add %arg24, %c_149 : tensor<i32>
    %c_150 = stablehlo.constant dense<2147483647> : tensor<i32>
    %506 = call @_where_3(%504, %505, %c_150) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_151 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %507 = stablehlo.convert %506 : (tensor<i32>) -> tensor<f32>
    %508 = stablehlo.power %cst_151, %507 : tensor<f32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %509 = stablehlo.subtract %cst_152, %508 : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %511 = stablehlo.divide %244, %510 : tensor<8xf32>
    %512 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %513 = stablehlo.divide %249, %512 : tensor<3x3x3x8xf32>
    %514 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %515 = stablehlo.divide %254, %514 : tensor<10xf32>
    %516 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %517 = stablehlo.divide %259, %516 : tensor<8x10xf32>
    %518 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %519 = stablehlo.divide %264, %518 : tensor<32xf32>
    %520 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %521 = stablehlo.divide %269, %520 : tensor<1x1x8x32xf32>
    %522 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %523 = stablehlo.divide %274, %522 : tensor<32xf32>
    %524 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %525 = stablehlo.divide %279, %524 : tensor<3x3x1x32xf32>
    %526 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %527 = stablehlo.divide %284, %526 : tensor<8xf32>
    %528 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %529 = stablehlo.divide %289, %528 : tensor<1x1x32x8xf32>
    %530 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %531 = stablehlo.divide %294, %530 : tensor<8xf32>
    %532 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %533 = stablehlo.divide %299, %532 : tensor<1x1x2x8xf32>
    %534 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %535 = stablehlo.divide %304, %534 : tensor<2xf32>
    %536 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %537 = stablehlo.divide %309, %536 : tensor<1x1x8x2xf32>
    %538 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %539 = stablehlo.divide %314, %538 : tensor<32xf32>
    %540 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %541 = stablehlo.divide %319, %540 : tensor<1x1x8x32xf32>
    %542 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %543 = stablehlo.divide %324, %542 : tensor<32xf32>
    %544 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %545 = stablehlo.divide %329, %544 : tensor<3x3x1x32xf32>
    %546 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %547 = stablehlo.divide %334, %546 : tensor<8xf32>
    %548 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %549 = stablehlo.divide %339, %548 : tensor<1x1x32x8xf32>
    %550 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %551 = stablehlo.divide %344, %550 : tensor<8xf32>
    %552 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %553 = stablehlo.divide %349, %552 : tensor<1x1x2x8xf32>
    %554 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %555 = stablehlo.divide %354, %554 : tensor<2xf32>
    %556 = stablehlo.broadcast_in_dim %509, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %557 = stablehlo.divide %359, %556 : tensor<1x1x8x2xf32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %558 = stablehlo.convert %506 : (tensor<i32>) -> tensor<f32>
    %559 = stablehlo.power %cst_153, %558 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %560 = stablehlo.subtract %cst_154, %559 : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %562 = stablehlo.divide %365, %561 : tensor<8xf32>
    %563 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %564 = stablehlo.divide %371, %563 : tensor<3x3x3x8xf32>
    %565 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %566 = stablehlo.divide %377, %565 : tensor<10xf32>
    %567 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %568 = stablehlo.divide %383, %567 : tensor<8x10xf32>
    %569 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.divide %389, %569 : tensor<32xf32>
    %571 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %572 = stablehlo.divide %395, %571 : tensor<1x1x8x32xf32>
    %573 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %574 = stablehlo.divide %401, %573 : tensor<32xf32>
    %575 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %576 = stablehlo.divide %407, %575 : tensor<3x3x1x32xf32>
    %577 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %578 = stablehlo.divide %413, %577 : tensor<8xf32>
    %579 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %580 = stablehlo.divide %419, %579 : tensor<1x1x32x8xf32>
    %581 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %582 = stablehlo.divide %425, %581 : tensor<8xf32>
    %583 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %584 = stablehlo.divide %431, %583 : tensor<1x1x2x8xf32>
    %585 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %586 = stablehlo.divide %437, %585 : tensor<2xf32>
    %587 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %588 = stablehlo.divide %443, %587 : tensor<1x1x8x2xf32>
    %589 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %590 = stablehlo.divide %449, %589 : tensor<32xf32>
    %591 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %592 = stablehlo.divide %455, %591 : tensor<1x1x8x32xf32>
    %593 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %594 = stablehlo.divide %461, %593 : tensor<32xf32>
    %595 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %596 = stablehlo.divide %467, %595 : tensor<3x3x1x32xf32>
    %597 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %598 = stablehlo.divide %473, %597 : tensor<8xf32>
    %599 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %600 = stablehlo.divide %479, %599 : tensor<1x1x32x8xf32>
    %601 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %602 = stablehlo.divide %485, %601 : tensor<8xf32>
    %603 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %604 = stablehlo.divide %491, %603 : tensor<1x1x2x8xf32>
    %605 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %606 = stablehlo.divide %497, %605 : tensor<2xf32>
    %607 = stablehlo.broadcast_in_dim %560, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %608 = stablehlo.divide %503, %607 : tensor<1x1x8x2xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %610 = stablehlo.add %562, %609 : tensor<8xf32>
    %611 = stablehlo.sqrt %610 : tensor<8xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %613 = stablehlo.add %611, %612 : tensor<8xf32>
    %614 = stablehlo.divide %511, %613 : tensor<8xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %616 = stablehlo.add %564, %615 : tensor<3x3x3x8xf32>
    %617 = stablehlo.sqrt %616 : tensor<3x3x3x8xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %619 = stablehlo.add %617, %618 : tensor<3x3x3x8xf32>
    %620 = stablehlo.divide %513, %619 : tensor<3x3x3x8xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %622 = stablehlo.add %566, %621 : tensor<10xf32>
    %623 = stablehlo.sqrt %622 : tensor<10xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %625 = stablehlo.add %623, %624 : tensor<10xf32>
    %626 = stablehlo.divide %515, %625 : tensor<10xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %628 = stablehlo.add %568, %627 : tensor<8x10xf32>
    %629 = stablehlo.sqrt %628 : tensor<8x10xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %631 = stablehlo.add %629, %630 : tensor<8x10xf32>
    %632 = stablehlo.divide %517, %631 : tensor<8x10xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %634 = stablehlo.add %570, %633 : tensor<32xf32>
    %635 = stablehlo.sqrt %634 : tensor<32xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.add %635, %636 : tensor<32xf32>
    %638 = stablehlo.divide %519, %637 : tensor<32xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %640 = stablehlo.add %572, %639 : tensor<1x1x8x32xf32>
    %641 = stablehlo.sqrt %640 : tensor<1x1x8x32xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %643 = stablehlo.add %641, %642 : tensor<1x1x8x32xf32>
    %644 = stablehlo.divide %521, %643 : tensor<1x1x8x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %646 = stablehlo.add %574, %645 : tensor<32xf32>
    %647 = stablehlo.sqrt %646 : tensor<32xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %649 = stablehlo.add %647, %648 : tensor<32xf32>
    %650 = stablehlo.divide %523, %649 : tensor<32xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %652 = stablehlo.add %576, %651 : tensor<3x3x1x32xf32>
    %653 = stablehlo.sqrt %652 : tensor<3x3x1x32xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %655 = stablehlo.add %653, %654 : tensor<3x3x1x32xf32>
    %656 = stablehlo.divide %525, %655 : tensor<3x3x1x32xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %658 = stablehlo.add %578, %657 : tensor<8xf32>
    %659 = stablehlo.sqrt %658 : tensor<8xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %661 = stablehlo.add %659, %660 : tensor<8xf32>
    %662 = stablehlo.divide %527, %661 : tensor<8xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %664 = stablehlo.add %580, %663 : tensor<1x1x32x8xf32>
    %665 = stablehlo.sqrt %664 : tensor<1x1x32x8xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %667 = stablehlo.add %665, %666 : tensor<1x1x32x8xf32>
    %668 = stablehlo.divide %529, %667 : tensor<1x1x32x8xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %670 = stablehlo.add %582, %669 : tensor<8xf32>
    %671 = stablehlo.sqrt %670 : tensor<8xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %673 = stablehlo.add %671, %672 : tensor<8xf32>
    %674 = stablehlo.divide %531, %673 : tensor<8xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %676 = stablehlo.add %584, %675 : tensor<1x1x2x8xf32>
    %677 = stablehlo.sqrt %676 : tensor<1x1x2x8xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %679 = stablehlo.add %677, %678 : tensor<1x1x2x8xf32>
    %680 = stablehlo.divide %533, %679 : tensor<1x1x2x8xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %682 = stablehlo.add %586, %681 : tensor<2xf32>
    %683 = stablehlo.sqrt %682 : tensor<2xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %685 = stablehlo.add %683, %684 : tensor<2xf32>
    %686 = stablehlo.divide %535, %685 : tensor<2xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %688 = stablehlo.add %588, %687 : tensor<1x1x8x2xf32>
    %689 = stablehlo.sqrt %688 : tensor<1x1x8x2xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %691 = stablehlo.add %689, %690 : tensor<1x1x8x2xf32>
    %692 = stablehlo.divide %537, %691 : tensor<1x1x8x2xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %694 = stablehlo.add %590, %693 : tensor<32xf32>
    %695 = stablehlo.sqrt %694 : tensor<32xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %697 = stablehlo.add %695, %696 : tensor<32xf32>
    %698 = stablehlo.divide %539, %697 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %700 = stablehlo.add %592, %699 : tensor<1x1x8x32xf32>
    %701 = stablehlo.sqrt %700 : tensor<1x1x8x32xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %703 = stablehlo.add %701, %702 : tensor<1x1x8x32xf32>
    %704 = stablehlo.divide %541, %703 : tensor<1x1x8x32xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %706 = stablehlo.add %594, %705 : tensor<32xf32>
    %707 = stablehlo.sqrt %706 : tensor<32xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %709 = stablehlo.add %707, %708 : tensor<32xf32>
    %710 = stablehlo.divide %543, %709 : tensor<32xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %712 = stablehlo.add %596, %711 : tensor<3x3x1x32xf32>
    %713 = stablehlo.sqrt %712 : tensor<3x3x1x32xf32>
    %cst_190 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %715 = stablehlo.add %713, %714 : tensor<3x3x1x32xf32>
    %716 = stablehlo.divide %545, %715 : tensor<3x3x1x32xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %718 = stablehlo.add %598, %717 : tensor<8xf32>
    %719 = stablehlo.sqrt %718 : tensor<8xf32>
    %cst_192 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %721 = stablehlo.add %719, %720 : tensor<8xf32>
    %722 = stablehlo.divide %547, %721 : tensor<8xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %724 = stablehlo.add %600, %723 : tensor<1x1x32x8xf32>
    %725 = stablehlo.sqrt %724 : tensor<1x1x32x8xf32>
    %cst_194 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %727 = stablehlo.add %725, %726 : tensor<1x1x32x8xf32>
    %728 = stablehlo.divide %549, %727 : tensor<1x1x32x8xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %730 = stablehlo.add %602, %729 : tensor<8xf32>
    %731 = stablehlo.sqrt %730 : tensor<8xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %733 = stablehlo.add %731, %732 : tensor<8xf32>
    %734 = stablehlo.divide %551, %733 : tensor<8xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %736 = stablehlo.add %604, %735 : tensor<1x1x2x8xf32>
    %737 = stablehlo.sqrt %736 : tensor<1x1x2x8xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %739 = stablehlo.add %737, %738 : tensor<1x1x2x8xf32>
    %740 = stablehlo.divide %553, %739 : tensor<1x1x2x8xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %742 = stablehlo.add %606, %741 : tensor<2xf32>
    %743 = stablehlo.sqrt %742 : tensor<2xf32>
    %cst_200 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %745 = stablehlo.add %743, %744 : tensor<2xf32>
    %746 = stablehlo.divide %555, %745 : tensor<2xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %748 = stablehlo.add %608, %747 : tensor<1x1x8x2xf32>
    %749 = stablehlo.sqrt %748 : tensor<1x1x8x2xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %751 = stablehlo.add %749, %750 : tensor<1x1x8x2xf32>
    %752 = stablehlo.divide %557, %751 : tensor<1x1x8x2xf32>
    %cst_203 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %754 = stablehlo.multiply %753, %arg0 : tensor<8xf32>
    %755 = stablehlo.add %614, %754 : tensor<8xf32>
    %cst_204 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %757 = stablehlo.multiply %756, %arg1 : tensor<3x3x3x8xf32>
    %758 = stablehlo.add %620, %757 : tensor<3x3x3x8xf32>
    %cst_205 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %760 = stablehlo.multiply %759, %arg2 : tensor<10xf32>
    %761 = stablehlo.add %626, %760 : tensor<10xf32>
    %cst_206 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %763 = stablehlo.multiply %762, %arg3 : tensor<8x10xf32>
    %764 = stablehlo.add %632, %763 : tensor<8x10xf32>
    %cst_207 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.multiply %765, %arg4 : tensor<32xf32>
    %767 = stablehlo.add %638, %766 : tensor<32xf32>
    %cst_208 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %769 = stablehlo.multiply %768, %arg5 : tensor<1x1x8x32xf32>
    %770 = stablehlo.add %644, %769 : tensor<1x1x8x32xf32>
    %cst_209 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %772 = stablehlo.multiply %771, %arg6 : tensor<32xf32>
    %773 = stablehlo.add %650, %772 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %775 = stablehlo.multiply %774, %arg7 : tensor<3x3x1x32xf32>
    %776 = stablehlo.add %656, %775 : tensor<3x3x1x32xf32>
    %cst_211 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %778 = stablehlo.multiply %777, %arg8 : tensor<8xf32>
    %779 = stablehlo.add %662, %778 : tensor<8xf32>
    %cst_212 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %781 = stablehlo.multiply %780, %arg9 : tensor<1x1x32x8xf32>
    %782 = stablehlo.add %668, %781 : tensor<1x1x32x8xf32>
    %cst_213 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %784 = stablehlo.multiply %783, %arg10 : tensor<8xf32>
    %785 = stablehlo.add %674, %784 : tensor<8xf32>
    %cst_214 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %787 = stablehlo.multiply %786, %arg11 : tensor<1x1x2x8xf32>
    %788 = stablehlo.add %680, %787 : tensor<1x1x2x8xf32>
    %cst_215 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %790 = stablehlo.multiply %789, %arg12 : tensor<2xf32>
    %791 = stablehlo.add %686, %790 : tensor<2xf32>
    %cst_216 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %793 = stablehlo.multiply %792, %arg13 : tensor<1x1x8x2xf32>
    %794 = stablehlo.add %692, %793 : tensor<1x1x8x2xf32>
    %cst_217 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %796 = stablehlo.multiply %795, %arg14 : tensor<32xf32>
    %797 = stablehlo.add %698, %796 : tensor<32xf32>
    %cst_218 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %799 = stablehlo.multiply %798, %arg15 : tensor<1x1x8x32xf32>
    %800 = stablehlo.add %704, %799 : tensor<1x1x8x32xf32>
    %cst_219 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %802 = stablehlo.multiply %801, %arg16 : tensor<32xf32>
    %803 = stablehlo.add %710, %802 : tensor<32xf32>
    %cst_220 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %805 = stablehlo.multiply %804, %arg17 : tensor<3x3x1x32xf32>
    %806 = stablehlo.add %716, %805 : tensor<3x3x1x32xf32>
    %cst_221 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %808 = stablehlo.multiply %807, %arg18 : tensor<8xf32>
    %809 = stablehlo.add %722, %808 : tensor<8xf32>
    %cst_222 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %811 = stablehlo.multiply %810, %arg19 : tensor<1x1x32x8xf32>
    %812 = stablehlo.add %728, %811 : tensor<1x1x32x8xf32>
    %cst_223 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %814 = stablehlo.multiply %813, %arg20 : tensor<8xf32>
    %815 = stablehlo.add %734, %814 : tensor<8xf32>
    %cst_224 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %817 = stablehlo.multiply %816, %arg21 : tensor<1x1x2x8xf32>
    %818 = stablehlo.add %740, %817 : tensor<1x1x2x8xf32>
    %cst_225 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %820 = stablehlo.multiply %819, %arg22 : tensor<2xf32>
    %821 = stablehlo.add %746, %820 : tensor<2xf32>
    %cst_226 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %823 = stablehlo.multiply %822, %arg23 : tensor<1x1x8x2xf32>
    %824 = stablehlo.add %752, %823 : tensor<1x1x8x2xf32>
    %cst_227 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %826 = stablehlo.multiply %825, %755 : tensor<8xf32>
    %cst_228 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %828 = stablehlo.multiply %827, %758 : tensor<3x3x3x8xf32>
    %cst_229 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %830 = stablehlo.multiply %829, %761 : tensor<10xf32>
    %cst_230 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %832 = stablehlo.multiply %831, %764 : tensor<8x10xf32>
    %cst_231 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %834 = stablehlo.multiply %833, %767 : tensor<32xf32>
    %cst_232 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %836 = stablehlo.multiply %835, %770 : tensor<1x1x8x32xf32>
    %cst_233 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %838 = stablehlo.multiply %837, %773 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %840 = stablehlo.multiply %839, %776 : tensor<3x3x1x32xf32>
    %cst_235 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %842 = stablehlo.multiply %841, %779 : tensor<8xf32>
    %cst_236 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %844 = stablehlo.multiply %843, %782 : tensor<1x1x32x8xf32>
    %cst_237 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %846 = stablehlo.multiply %845, %785 : tensor<8xf32>
    %cst_238 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %848 = stablehlo.multiply %847, %788 : tensor<1x1x2x8xf32>
    %cst_239 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %850 = stablehlo.multiply %849, %791 : tensor<2xf32>
    %cst_240 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %852 = stablehlo.multiply %851, %794 : tensor<1x1x8x2xf32>
    %cst_241 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %854 = stablehlo.multiply %853, %797 : tensor<32xf32>
    %cst_242 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %856 = stablehlo.multiply %855, %800 : tensor<1x1x8x32xf32>
    %cst_243 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %858 = stablehlo.multiply %857, %803 : tensor<32xf32>
    %cst_244 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %860 = stablehlo.multiply %859, %806 : tensor<3x3x1x32xf32>
    %cst_245 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %862 = stablehlo.multiply %861, %809 : tensor<8xf32>
    %cst_246 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %864 = stablehlo.multiply %863, %812 : tensor<1x1x32x8xf32>
    %cst_247 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %866 = stablehlo.multiply %865, %815 : tensor<8xf32>
    %cst_248 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<1x1x2x8xf32>
    %868 = stablehlo.multiply %867, %818 : tensor<1x1x2x8xf32>
    %cst_249 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %870 = stablehlo.multiply %869, %821 : tensor<2xf32>
    %cst_250 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<1x1x8x2xf32>
    %872 = stablehlo.multiply %871, %824 : tensor<1x1x8x2xf32>
    %873 = stablehlo.add %arg0, %826 : tensor<8xf32>
    %874 = stablehlo.add %arg1, %828 : tensor<3x3x3x8xf32>
    %875 = stablehlo.add %arg2, %830 : tensor<10xf32>
    %876 = stablehlo.add %arg3, %832 : tensor<8x10xf32>
    %877 = stablehlo.add %arg4, %834 : tensor<32xf32>
    %878 = stablehlo.add %arg5, %836 : tensor<1x1x8x32xf32>
    %879 = stablehlo.add %arg6, %838 : tensor<32xf32>
    %880 = stablehlo.add %arg7, %840 : tensor<3x3x1x32xf32>
    %881 = stablehlo.add %arg8, %842 : tensor<8xf32>
    %882 = stablehlo.add %arg9, %844 : tensor<1x1x32x8xf32>
    %883 = stablehlo.add %arg10, %846 : tensor<8xf32>
    %884 = stablehlo.add %arg11, %848 : tensor<1x1x2x8xf32>
    %885 = stablehlo.add %arg12, %850 : tensor<2xf32>
    %886 = stablehlo.add %arg13, %852 : tensor<1x1x8x2xf32>
    %887 = stablehlo.add %arg14, %854 : tensor<32xf32>
    %888 = stablehlo.add %arg15, %856 : tensor<1x1x8x32xf32>
    %889 = stablehlo.add %arg16, %858 : tensor<32xf32>
    %890 = stablehlo.add %arg17, %860 : tensor<3x3x1x32xf32>
    %891 = stablehlo.add %arg18, %862 : tensor<8xf32>
    %892 = stablehlo.add %arg19, %864 : tensor<1x1x32x8xf32>
    %893 = stablehlo.add %arg20, %866 : tensor<8xf32>
    %894 = stablehlo.add %arg21, %868 : tensor<1x1x2x8xf32>
    %895 = stablehlo.add %arg22, %870 : tensor<2xf32>
    %896 = stablehlo.add %arg23, %872 : tensor<1x1x8x2xf32>
    return %873, %874, %875, %876, %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %506, %244, %249, %254, %259, %264, %269, %274, %279, %284, %289, %294, %299, %304, %309, %314, %319, %324, %329, %334, %339, %344, %349, %354, %359, %365, %371, %377, %383, %389, %395, %401, %407, %413, %419, %425, %431, %437, %443, %449, %455, %461, %467, %473, %479, %485, %491, %497, %503, %114 : tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<32xf32>, tensor<1x1x8x32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<8xf32>, tensor<1x1x32x8xf32>, tensor<8xf32>, tensor<1x1x2x8xf32>, tensor<2xf32>, tensor<1x1x8x2xf32>, tensor<32xf32>, tensor<1x1x8x32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<8xf32>, tensor<1x1x32x8xf32>, tensor<8xf32>, tensor<1x1x2x8xf32>, tensor<2xf32>, tensor<1x1x8x2xf32>, tensor<i32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<32xf32>, tensor<1x1x8x32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<8xf32>, tensor<1x1x32x8xf32>, tensor<8xf32>, tensor<1x1x2x8xf32>, tensor<2xf32>, tensor<1x1x8x2xf32>, tensor<32xf32>, tensor<1x1x8x32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<8xf32>, tensor<1x1x32x8xf32>, tensor<8xf32>, tensor<1x1x2x8xf32>, tensor<2xf32>, tensor<1x1x8x2xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<8x10xf32>, tensor<32xf32>, tensor<1x1x8x32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<8xf32>, tensor<1x1x32x8xf32>, tensor<8xf32>, tensor<1x1x2x8xf32>, tensor<2xf32>, tensor<1x1x8x2xf32>, tensor<32xf32>, tensor<1x1x8x32xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<8xf32>, tensor<1x1x32x8xf32>, tensor<8xf32>, tensor<1x1x2x8xf32>, tensor<2xf32>, tensor<1x1x8x2xf32>, tensor<f32>
  }
  func.func private @clip(%arg0: tensor<2x8x8x32xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x8x8x32xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %12 = stablehlo.divide %6, %11 : tensor<2x8x8x32xf32>
    %13 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<2x8x8x32xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<2x8x8x32xi1>, tensor<2x8x8x32xf32>
    %25 = stablehlo.divide %19, %24 : tensor<2x8x8x32xf32>
    return %15, %12, %25 : tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>, tensor<2x8x8x32xf32>
  }
  func.func private @relu(%arg0: tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x1x1x2xf32>
    return %1 : tensor<2x1x1x2xf32>
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
  func.func private @clip_2(%arg0: tensor<2x8x8x32xf32>, %arg1: tensor<2x8x8x32xf32>, %arg2: tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<2x8x8x32xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<2x8x8x32xf32>
    return %1 : tensor<2x8x8x32xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
