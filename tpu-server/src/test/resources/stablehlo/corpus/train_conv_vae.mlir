module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3x3x16x8xf32>, %arg2: tensor<1xf32>, %arg3: tensor<3x3x8x1xf32>, %arg4: tensor<8xf32>, %arg5: tensor<3x3x1x8xf32>, %arg6: tensor<16xf32>, %arg7: tensor<3x3x8x16xf32>, %arg8: tensor<4xf32>, %arg9: tensor<64x4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<64x4xf32>, %arg12: tensor<64xf32>, %arg13: tensor<4x64xf32>, %arg14: tensor<i32>, %arg15: tensor<8xf32>, %arg16: tensor<3x3x16x8xf32>, %arg17: tensor<1xf32>, %arg18: tensor<3x3x8x1xf32>, %arg19: tensor<8xf32>, %arg20: tensor<3x3x1x8xf32>, %arg21: tensor<16xf32>, %arg22: tensor<3x3x8x16xf32>, %arg23: tensor<4xf32>, %arg24: tensor<64x4xf32>, %arg25: tensor<4xf32>, %arg26: tensor<64x4xf32>, %arg27: tensor<64xf32>, %arg28: tensor<4x64xf32>, %arg29: tensor<8xf32>, %arg30: tensor<3x3x16x8xf32>, %arg31: tensor<1xf32>, %arg32: tensor<3x3x8x1xf32>, %arg33: tensor<8xf32>, %arg34: tensor<3x3x1x8xf32>, %arg35: tensor<16xf32>, %arg36: tensor<3x3x8x16xf32>, %arg37: tensor<4xf32>, %arg38: tensor<64x4xf32>, %arg39: tensor<4xf32>, %arg40: tensor<64x4xf32>, %arg41: tensor<64xf32>, %arg42: tensor<4x64xf32>, %arg43: tensor<2x8x8x1xf32>, %arg44: tensor<2xui32>) -> (tensor<8xf32> {jax.result_info = "result[0]['params']['ConvTranspose_0']['bias']"}, tensor<3x3x16x8xf32> {jax.result_info = "result[0]['params']['ConvTranspose_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[0]['params']['ConvTranspose_1']['bias']"}, tensor<3x3x8x1xf32> {jax.result_info = "result[0]['params']['ConvTranspose_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<3x3x1x8xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Conv_1']['bias']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0]['params']['Conv_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<4x64xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['ConvTranspose_0']['bias']"}, tensor<3x3x16x8xf32> {jax.result_info = "result[1][0].mu['params']['ConvTranspose_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].mu['params']['ConvTranspose_1']['bias']"}, tensor<3x3x8x1xf32> {jax.result_info = "result[1][0].mu['params']['ConvTranspose_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['bias']"}, tensor<3x3x1x8xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['bias']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[1][0].mu['params']['Conv_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['bias']"}, tensor<4x64xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['ConvTranspose_0']['bias']"}, tensor<3x3x16x8xf32> {jax.result_info = "result[1][0].nu['params']['ConvTranspose_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].nu['params']['ConvTranspose_1']['bias']"}, tensor<3x3x8x1xf32> {jax.result_info = "result[1][0].nu['params']['ConvTranspose_1']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['bias']"}, tensor<3x3x1x8xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['bias']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[1][0].nu['params']['Conv_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['bias']"}, tensor<64x4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].nu['params']['Dense_2']['bias']"}, tensor<4x64xf32> {jax.result_info = "result[1][0].nu['params']['Dense_2']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg43, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x1xf32>, tensor<3x3x1x8xf32>) -> tensor<2x4x4x8xf32>
    %1 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x8xf32>
    %4 = call @relu(%3) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %7 = stablehlo.convolution(%4, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x2x2x16xf32>
    %8 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x2x2x16xf32>
    %11 = call @relu_0(%10) : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<2x2x2x16xf32>, tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xi1>
    %14 = stablehlo.reshape %11 : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %15 = stablehlo.dot_general %14, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64xf32>, tensor<64x4xf32>) -> tensor<2x4xf32>
    %16 = stablehlo.reshape %arg8 : (tensor<4xf32>) -> tensor<1x4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %18 = stablehlo.add %15, %17 : tensor<2x4xf32>
    %19 = stablehlo.dot_general %14, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64xf32>, tensor<64x4xf32>) -> tensor<2x4xf32>
    %20 = stablehlo.reshape %arg10 : (tensor<4xf32>) -> tensor<1x4xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %22 = stablehlo.add %19, %21 : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<2x4xf32>
    %25 = stablehlo.exponential %24 : tensor<2x4xf32>
    %26 = call @_normal(%arg44) : (tensor<2xui32>) -> tensor<2x4xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<2x4xf32>
    %28 = stablehlo.add %18, %27 : tensor<2x4xf32>
    %29 = stablehlo.dot_general %28, %arg13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4xf32>, tensor<4x64xf32>) -> tensor<2x64xf32>
    %30 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %32 = stablehlo.add %29, %31 : tensor<2x64xf32>
    %33 = call @relu_1(%32) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %35 = stablehlo.compare GT, %32, %34, FLOAT : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xi1>
    %36 = stablehlo.reshape %33 : (tensor<2x64xf32>) -> tensor<2x2x2x16xf32>
    %37 = stablehlo.convolution(%36, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2x16xf32>, tensor<3x3x16x8xf32>) -> tensor<2x4x4x8xf32>
    %38 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %40 = stablehlo.add %37, %39 : tensor<2x4x4x8xf32>
    %41 = call @relu(%40) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %43 = stablehlo.compare GT, %40, %42, FLOAT : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %44 = stablehlo.convolution(%41, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x1xf32>) -> tensor<2x8x8x1xf32>
    %45 = stablehlo.reshape %arg2 : (tensor<1xf32>) -> tensor<1x1x1x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x8x8x1xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x8x8x1xf32>
    %48:2 = call @log_sigmoid(%47) : (tensor<2x8x8x1xf32>) -> (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>)
    %49 = stablehlo.negate %47 : tensor<2x8x8x1xf32>
    %50:2 = call @log_sigmoid(%49) : (tensor<2x8x8x1xf32>) -> (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>)
    %51 = stablehlo.negate %arg43 : tensor<2x8x8x1xf32>
    %52 = stablehlo.multiply %51, %48#0 : tensor<2x8x8x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %54 = stablehlo.subtract %53, %arg43 : tensor<2x8x8x1xf32>
    %55 = stablehlo.multiply %54, %50#0 : tensor<2x8x8x1xf32>
    %56 = stablehlo.subtract %52, %55 : tensor<2x8x8x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_5) applies stablehlo.add across dimensions = [1, 2, 3] : (tensor<2x8x8x1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %59 = stablehlo.add %58, %22 : tensor<2x4xf32>
    %60 = stablehlo.multiply %18, %18 : tensor<2x4xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %62 = stablehlo.multiply %61, %18 : tensor<2x4xf32>
    %63 = stablehlo.subtract %59, %60 : tensor<2x4xf32>
    %64 = stablehlo.exponential %22 : tensor<2x4xf32>
    %65 = stablehlo.subtract %63, %64 : tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<2xf32>
    %69 = stablehlo.add %57, %68 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.divide %70, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %72 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<2xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<2xf32>) -> tensor<2x4xf32>
    %77 = stablehlo.negate %76 : tensor<2x4xf32>
    %78 = stablehlo.multiply %77, %64 : tensor<2x4xf32>
    %79 = stablehlo.negate %76 : tensor<2x4xf32>
    %80 = stablehlo.add %78, %76 : tensor<2x4xf32>
    %81 = stablehlo.multiply %79, %62 : tensor<2x4xf32>
    %82 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<2xf32>) -> tensor<2x8x8x1xf32>
    %83 = stablehlo.negate %82 : tensor<2x8x8x1xf32>
    %84 = stablehlo.multiply %54, %83 : tensor<2x8x8x1xf32>
    %85 = stablehlo.multiply %51, %82 : tensor<2x8x8x1xf32>
    %86 = call @log_sigmoid_2(%50#1, %84) : (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32>
    %87 = stablehlo.negate %86 : tensor<2x8x8x1xf32>
    %88 = call @log_sigmoid_2(%48#1, %85) : (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32>
    %89 = stablehlo.add %87, %88 : tensor<2x8x8x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x1xf32>, tensor<f32>) -> tensor<1xf32>
    %91 = stablehlo.reshape %90 : (tensor<1xf32>) -> tensor<1x1x1x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x1x1x1xf32>) -> tensor<1xf32>
    %93 = stablehlo.convolution(%41, %89) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x8xf32>, tensor<2x8x8x1xf32>) -> tensor<3x3x8x1xf32>
    %94 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x8x1xf32>
    %95 = stablehlo.convolution(%89, %94) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x1xf32>, tensor<3x3x8x1xf32>) -> tensor<2x4x4x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %97 = stablehlo.select %43, %95, %96 : tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_17) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %99 = stablehlo.reshape %98 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %100 = stablehlo.reshape %99 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %101 = stablehlo.convolution(%36, %97) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2x16xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x16x8xf32>
    %102 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x16x8xf32>
    %103 = stablehlo.convolution(%97, %102) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x8xf32>, tensor<3x3x16x8xf32>) -> tensor<2x2x2x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<2x2x2x16xf32>) -> tensor<2x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %106 = stablehlo.select %35, %104, %105 : tensor<2x64xi1>, tensor<2x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %108 = stablehlo.reshape %107 : (tensor<64xf32>) -> tensor<1x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x64xf32>) -> tensor<64xf32>
    %110 = stablehlo.dot_general %106, %28, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x64xf32>, tensor<2x4xf32>) -> tensor<64x4xf32>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<64x4xf32>) -> tensor<4x64xf32>
    %112 = stablehlo.dot_general %106, %arg13, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x64xf32>, tensor<4x64xf32>) -> tensor<2x4xf32>
    %113 = stablehlo.add %81, %112 : tensor<2x4xf32>
    %114 = stablehlo.multiply %112, %26 : tensor<2x4xf32>
    %115 = stablehlo.multiply %114, %25 : tensor<2x4xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<2x4xf32>
    %118 = stablehlo.add %80, %117 : tensor<2x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %120 = stablehlo.reshape %119 : (tensor<4xf32>) -> tensor<1x4xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x4xf32>) -> tensor<4xf32>
    %122 = stablehlo.dot_general %118, %14, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4xf32>, tensor<2x64xf32>) -> tensor<4x64xf32>
    %123 = stablehlo.transpose %122, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %124 = stablehlo.dot_general %118, %arg11, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4xf32>, tensor<64x4xf32>) -> tensor<2x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%113 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<4xf32>
    %126 = stablehlo.reshape %125 : (tensor<4xf32>) -> tensor<1x4xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x4xf32>) -> tensor<4xf32>
    %128 = stablehlo.dot_general %113, %14, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4xf32>, tensor<2x64xf32>) -> tensor<4x64xf32>
    %129 = stablehlo.transpose %128, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %130 = stablehlo.dot_general %113, %arg9, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4xf32>, tensor<64x4xf32>) -> tensor<2x64xf32>
    %131 = stablehlo.add %124, %130 : tensor<2x64xf32>
    %132 = stablehlo.reshape %131 : (tensor<2x64xf32>) -> tensor<2x2x2x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
    %134 = stablehlo.select %13, %132, %133 : tensor<2x2x2x16xi1>, tensor<2x2x2x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %136 = stablehlo.reshape %135 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %138 = stablehlo.convolution(%4, %134) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x8xf32>, tensor<2x2x2x16xf32>) -> tensor<3x3x8x16xf32>
    %139 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x8x16xf32>
    %140 = stablehlo.convolution(%134, %139) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2x16xf32>, tensor<3x3x8x16xf32>) -> tensor<2x4x4x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %142 = stablehlo.select %6, %140, %141 : tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.reshape %143 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %146 = stablehlo.convolution(%arg43, %142) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x1xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x1x8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %148 = stablehlo.multiply %147, %100 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %150 = stablehlo.multiply %149, %arg15 : tensor<8xf32>
    %151 = stablehlo.add %148, %150 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %153 = stablehlo.multiply %152, %101 : tensor<3x3x16x8xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %155 = stablehlo.multiply %154, %arg16 : tensor<3x3x16x8xf32>
    %156 = stablehlo.add %153, %155 : tensor<3x3x16x8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %158 = stablehlo.multiply %157, %92 : tensor<1xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %160 = stablehlo.multiply %159, %arg17 : tensor<1xf32>
    %161 = stablehlo.add %158, %160 : tensor<1xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %163 = stablehlo.multiply %162, %93 : tensor<3x3x8x1xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %165 = stablehlo.multiply %164, %arg18 : tensor<3x3x8x1xf32>
    %166 = stablehlo.add %163, %165 : tensor<3x3x8x1xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %168 = stablehlo.multiply %167, %145 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %170 = stablehlo.multiply %169, %arg19 : tensor<8xf32>
    %171 = stablehlo.add %168, %170 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %173 = stablehlo.multiply %172, %146 : tensor<3x3x1x8xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %175 = stablehlo.multiply %174, %arg20 : tensor<3x3x1x8xf32>
    %176 = stablehlo.add %173, %175 : tensor<3x3x1x8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %178 = stablehlo.multiply %177, %137 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %180 = stablehlo.multiply %179, %arg21 : tensor<16xf32>
    %181 = stablehlo.add %178, %180 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %183 = stablehlo.multiply %182, %138 : tensor<3x3x8x16xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %185 = stablehlo.multiply %184, %arg22 : tensor<3x3x8x16xf32>
    %186 = stablehlo.add %183, %185 : tensor<3x3x8x16xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %188 = stablehlo.multiply %187, %127 : tensor<4xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %190 = stablehlo.multiply %189, %arg23 : tensor<4xf32>
    %191 = stablehlo.add %188, %190 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %193 = stablehlo.multiply %192, %129 : tensor<64x4xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %195 = stablehlo.multiply %194, %arg24 : tensor<64x4xf32>
    %196 = stablehlo.add %193, %195 : tensor<64x4xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %198 = stablehlo.multiply %197, %121 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %200 = stablehlo.multiply %199, %arg25 : tensor<4xf32>
    %201 = stablehlo.add %198, %200 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %203 = stablehlo.multiply %202, %123 : tensor<64x4xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %205 = stablehlo.multiply %204, %arg26 : tensor<64x4xf32>
    %206 = stablehlo.add %203, %205 : tensor<64x4xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %208 = stablehlo.multiply %207, %109 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %210 = stablehlo.multiply %209, %arg27 : tensor<64xf32>
    %211 = stablehlo.add %208, %210 : tensor<64xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %213 = stablehlo.multiply %212, %111 : tensor<4x64xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %215 = stablehlo.multiply %214, %arg28 : tensor<4x64xf32>
    %216 = stablehlo.add %213, %215 : tensor<4x64xf32>
    %217 = stablehlo.multiply %100, %100 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %221 = stablehlo.multiply %220, %arg29 : tensor<8xf32>
    %222 = stablehlo.add %219, %221 : tensor<8xf32>
    %223 = stablehlo.multiply %101, %101 : tensor<3x3x16x8xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<3x3x16x8xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %227 = stablehlo.multiply %226, %arg30 : tensor<3x3x16x8xf32>
    %228 = stablehlo.add %225, %227 : tensor<3x3x16x8xf32>
    %229 = stablehlo.multiply %92, %92 : tensor<1xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<1xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %233 = stablehlo.multiply %232, %arg31 : tensor<1xf32>
    %234 = stablehlo.add %231, %233 : tensor<1xf32>
    %235 = stablehlo.multiply %93, %93 : tensor<3x3x8x1xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %237 = stablehlo.multiply %236, %235 : tensor<3x3x8x1xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %239 = stablehlo.multiply %238, %arg32 : tensor<3x3x8x1xf32>
    %240 = stablehlo.add %237, %239 : tensor<3x3x8x1xf32>
    %241 = stablehlo.multiply %145, %145 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %245 = stablehlo.multiply %244, %arg33 : tensor<8xf32>
    %246 = stablehlo.add %243, %245 : tensor<8xf32>
    %247 = stablehlo.multiply %146, %146 : tensor<3x3x1x8xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<3x3x1x8xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %251 = stablehlo.multiply %250, %arg34 : tensor<3x3x1x8xf32>
    %252 = stablehlo.add %249, %251 : tensor<3x3x1x8xf32>
    %253 = stablehlo.multiply %137, %137 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %257 = stablehlo.multiply %256, %arg35 : tensor<16xf32>
    %258 = stablehlo.add %255, %257 : tensor<16xf32>
    %259 = stablehlo.multiply %138, %138 : tensor<3x3x8x16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<3x3x8x16xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %263 = stablehlo.multiply %262, %arg36 : tensor<3x3x8x16xf32>
    %264 = stablehlo.add %261, %263 : tensor<3x3x8x16xf32>
    %265 = stablehlo.multiply %127, %127 : tensor<4xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<4xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %269 = stablehlo.multiply %268, %arg37 : tensor<4xf32>
    %270 = stablehlo.add %267, %269 : tensor<4xf32>
    %271 = stablehlo.multiply %129, %129 : tensor<64x4xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<64x4xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %275 = stablehlo.multiply %274, %arg38 : tensor<64x4xf32>
    %276 = stablehlo.add %273, %275 : tensor<64x4xf32>
    %277 = stablehlo.multiply %121, %121 : tensor<4xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %279 = stablehlo.multiply %278, %277 : tensor<4xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %281 = stablehlo.multiply %280, %arg39 : tensor<4xf32>
    %282 = stablehlo.add %279, %281 : tensor<4xf32>
    %283 = stablehlo.multiply %123, %123 : tensor<64x4xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<64x4xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %287 = stablehlo.multiply %286, %arg40 : tensor<64x4xf32>
    %288 = stablehlo.add %285, %287 : tensor<64x4xf32>
    %289 = stablehlo.multiply %109, %109 : tensor<64xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %291 = stablehlo.multiply %290, %289 : tensor<64xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %293 = stablehlo.multiply %292, %arg41 : tensor<64xf32>
    %294 = stablehlo.add %291, %293 : tensor<64xf32>
    %295 = stablehlo.multiply %111, %111 : tensor<4x64xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<4x64xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %299 = stablehlo.multiply %298, %arg42 : tensor<4x64xf32>
    %300 = stablehlo.add %297, %299 : tensor<4x64xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %301 = stablehlo.compare LT, %arg14, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_83 = stablehlo.constant dense<1> : tensor<i32>
    %302 = stablehlo.add %arg14, %c_83 : tensor<i32>
    %c_84 = stablehlo.constant dense<2147483647> : tensor<i32>
    %303 = call @_where(%301, %302, %c_84) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %304 = stablehlo.convert %303 : (tensor<i32>) -> tensor<f32>
    %305 = stablehlo.power %cst_85, %304 : tensor<f32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.subtract %cst_86, %305 : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %308 = stablehlo.divide %151, %307 : tensor<8xf32>
    %309 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %310 = stablehlo.divide %156, %309 : tensor<3x3x16x8xf32>
    %311 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %312 = stablehlo.divide %161, %311 : tensor<1xf32>
    %313 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %314 = stablehlo.divide %166, %313 : tensor<3x3x8x1xf32>
    %315 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %316 = stablehlo.divide %171, %315 : tensor<8xf32>
    %317 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %318 = stablehlo.divide %176, %317 : tensor<3x3x1x8xf32>
    %319 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %320 = stablehlo.divide %181, %319 : tensor<16xf32>
    %321 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %322 = stablehlo.divide %186, %321 : tensor<3x3x8x16xf32>
    %323 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %324 = stablehlo.divide %191, %323 : tensor<4xf32>
    %325 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %326 = stablehlo.divide %196, %325 : tensor<64x4xf32>
    %327 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %328 = stablehlo.divide %201, %327 : tensor<4xf32>
    %329 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %330 = stablehlo.divide %206, %329 : tensor<64x4xf32>
    %331 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %332 = stablehlo.divide %211, %331 : tensor<64xf32>
    %333 = stablehlo.broadcast_in_dim %306, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %334 = stablehlo.divide %216, %333 : tensor<4x64xf32>
    %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %335 = stablehlo.convert %303 : (tensor<i32>) -> tensor<f32>
    %336 = stablehlo.power %cst_87, %335 : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.subtract %cst_88, %336 : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %339 = stablehlo.divide %222, %338 : tensor<8xf32>
    %340 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %341 = stablehlo.divide %228, %340 : tensor<3x3x16x8xf32>
    %342 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %343 = stablehlo.divide %234, %342 : tensor<1xf32>
    %344 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %345 = stablehlo.divide %240, %344 : tensor<3x3x8x1xf32>
    %346 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %347 = stablehlo.divide %246, %346 : tensor<8xf32>
    %348 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %349 = stablehlo.divide %252, %348 : tensor<3x3x1x8xf32>
    %350 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %351 = stablehlo.divide %258, %350 : tensor<16xf32>
    %352 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %353 = stablehlo.divide %264, %352 : tensor<3x3x8x16xf32>
    %354 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %355 = stablehlo.divide %270, %354 : tensor<4xf32>
    %356 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %357 = stablehlo.divide %276, %356 : tensor<64x4xf32>
    %358 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %359 = stablehlo.divide %282, %358 : tensor<4xf32>
    %360 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %361 = stablehlo.divide %288, %360 : tensor<64x4xf32>
    %362 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %363 = stablehlo.divide %294, %362 : tensor<64xf32>
    %364 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %365 = stablehlo.divide %300, %364 : tensor<4x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %367 = stablehlo.add %339, %366 : tensor<8xf32>
    %368 = stablehlo.sqrt %367 : tensor<8xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.add %368, %369 : tensor<8xf32>
    %371 = stablehlo.divide %308, %370 : tensor<8xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %373 = stablehlo.add %341, %372 : tensor<3x3x16x8xf32>
    %374 = stablehlo.sqrt %373 : tensor<3x3x16x8xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %376 = stablehlo.add %374, %375 : tensor<3x3x16x8xf32>
    %377 = stablehlo.divide %310, %376 : tensor<3x3x16x8xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %379 = stablehlo.add %343, %378 : tensor<1xf32>
    %380 = stablehlo.sqrt %379 : tensor<1xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %382 = stablehlo.add %380, %381 : tensor<1xf32>
    %383 = stablehlo.divide %312, %382 : tensor<1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %385 = stablehlo.add %345, %384 : tensor<3x3x8x1xf32>
    %386 = stablehlo.sqrt %385 : tensor<3x3x8x1xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %388 = stablehlo.add %386, %387 : tensor<3x3x8x1xf32>
    %389 = stablehlo.divide %314, %388 : tensor<3x3x8x1xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %391 = stablehlo.add %347, %390 : tensor<8xf32>
    %392 = stablehlo.sqrt %391 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %394 = stablehlo.add %392, %393 : tensor<8xf32>
    %395 = stablehlo.divide %316, %394 : tensor<8xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %397 = stablehlo.add %349, %396 : tensor<3x3x1x8xf32>
    %398 = stablehlo.sqrt %397 : tensor<3x3x1x8xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %400 = stablehlo.add %398, %399 : tensor<3x3x1x8xf32>
    %401 = stablehlo.divide %318, %400 : tensor<3x3x1x8xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %403 = stablehlo.add %351, %402 : tensor<16xf32>
    %404 = stablehlo.sqrt %403 : tensor<16xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %406 = stablehlo.add %404, %405 : tensor<16xf32>
    %407 = stablehlo.divide %320, %406 : tensor<16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %409 = stablehlo.add %353, %408 : tensor<3x3x8x16xf32>
    %410 = stablehlo.sqrt %409 : tensor<3x3x8x16xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %412 = stablehlo.add %410, %411 : tensor<3x3x8x16xf32>
    %413 = stablehlo.divide %322, %412 : tensor<3x3x8x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %415 = stablehlo.add %355, %414 : tensor<4xf32>
    %416 = stablehlo.sqrt %415 : tensor<4xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %418 = stablehlo.add %416, %417 : tensor<4xf32>
    %419 = stablehlo.divide %324, %418 : tensor<4xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %421 = stablehlo.add %357, %420 : tensor<64x4xf32>
    %422 = stablehlo.sqrt %421 : tensor<64x4xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %424 = stablehlo.add %422, %423 : tensor<64x4xf32>
    %425 = stablehlo.divide %326, %424 : tensor<64x4xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %427 = stablehlo.add %359, %426 : tensor<4xf32>
    %428 = stablehlo.sqrt %427 : tensor<4xf32>
    %cst_110 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %430 = stablehlo.add %428, %429 : tensor<4xf32>
    %431 = stablehlo.divide %328, %430 : tensor<4xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %433 = stablehlo.add %361, %432 : tensor<64x4xf32>
    %434 = stablehlo.sqrt %433 : tensor<64x4xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %436 = stablehlo.add %434, %435 : tensor<64x4xf32>
    %437 = stablehlo.divide %330, %436 : tensor<64x4xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %439 = stablehlo.add %363, %438 : tensor<64xf32>
    %440 = stablehlo.sqrt %439 : tensor<64xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %442 = stablehlo.add %440, %441 : tensor<64xf32>
    %443 = stablehlo.divide %332, %442 : tensor<64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %445 = stablehlo.add %365, %444 : tensor<4x64xf32>
    %446 = stablehlo.sqrt %445 : tensor<4x64xf32>
    %cst_116 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %448 = stablehlo.add %446, %447 : tensor<4x64xf32>
    %449 = stablehlo.divide %334, %448 : tensor<4x64xf32>
    %cst_117 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %451 = stablehlo.multiply %450, %371 : tensor<8xf32>
    %cst_118 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<3x3x16x8xf32>
    %453 = stablehlo.multiply %452, %377 : tensor<3x3x16x8xf32>
    %cst_119 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %455 = stablehlo.multiply %454, %383 : tensor<1xf32>
    %cst_120 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3x3x8x1xf32>
    %457 = stablehlo.multiply %456, %389 : tensor<3x3x8x1xf32>
    %cst_121 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %459 = stablehlo.multiply %458, %395 : tensor<8xf32>
    %cst_122 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %461 = stablehlo.multiply %460, %401 : tensor<3x3x1x8xf32>
    %cst_123 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %463 = stablehlo.multiply %462, %407 : tensor<16xf32>
    %cst_124 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %465 = stablehlo.multiply %464, %413 : tensor<3x3x8x16xf32>
    %cst_125 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %467 = stablehlo.multiply %466, %419 : tensor<4xf32>
    %cst_126 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %469 = stablehlo.multiply %468, %425 : tensor<64x4xf32>
    %cst_127 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %471 = stablehlo.multiply %470, %431 : tensor<4xf32>
    %cst_128 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %473 = stablehlo.multiply %472, %437 : tensor<64x4xf32>
    %cst_129 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %475 = stablehlo.multiply %474, %443 : tensor<64xf32>
    %cst_130 = stablehlo.constant dense<-3.000000e-03> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %477 = stablehlo.multiply %476, %449 : tensor<4x64xf32>
    %478 = stablehlo.add %arg0, %451 : tensor<8xf32>
    %479 = stablehlo.add %arg1, %453 : tensor<3x3x16x8xf32>
    %480 = stablehlo.add %arg2, %455 : tensor<1xf32>
    %481 = stablehlo.add %arg3, %457 : tensor<3x3x8x1xf32>
    %482 = stablehlo.add %arg4, %459 : tensor<8xf32>
    %483 = stablehlo.add %arg5, %461 : tensor<3x3x1x8xf32>
    %484 = stablehlo.add %arg6, %463 : tensor<16xf32>
    %485 = stablehlo.add %arg7, %465 : tensor<3x3x8x16xf32>
    %486 = stablehlo.add %arg8, %467 : tensor<4xf32>
    %487 = stablehlo.add %arg9, %469 : tensor<64x4xf32>
    %488 = stablehlo.add %arg10, %471 : tensor<4xf32>
    %489 = stablehlo.add %arg11, %473 : tensor<64x4xf32>
    %490 = stablehlo.add %arg12, %475 : tensor<64xf32>
    %491 = stablehlo.add %arg13, %477 : tensor<4x64xf32>
    return %478, %479, %480, %481, %482, %483, %484, %485, %486, %487, %488, %489, %490, %491, %303, %151, %156, %161, %166, %171, %176, %181, %186, %191, %196, %201, %206, %211, %216, %222, %228, %234, %240, %246, %252, %258, %264, %270, %276, %282, %288, %294, %300, %71 : tensor<8xf32>, tensor<3x3x16x8xf32>, tensor<1xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<64xf32>, tensor<4x64xf32>, tensor<i32>, tensor<8xf32>, tensor<3x3x16x8xf32>, tensor<1xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<64xf32>, tensor<4x64xf32>, tensor<8xf32>, tensor<3x3x16x8xf32>, tensor<1xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>, tensor<3x3x1x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<4xf32>, tensor<64x4xf32>, tensor<64xf32>, tensor<4x64xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x8xf32>
    return %1 : tensor<2x4x4x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x2x2x16xf32>
    return %1 : tensor<2x2x2x16xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<2x4xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<2x4xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x4xf32>
    %1 = chlo.erf_inv %0 : tensor<2x4xf32> -> tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<2x4xf32>
    return %3 : tensor<2x4xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<2x4xui64>
    %7 = stablehlo.iota dim = 1 : tensor<2x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x4xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<2x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x4xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<2x4xui64>
    %12 = stablehlo.add %9, %11 : tensor<2x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x4xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<2x4xui64>
    %15 = stablehlo.convert %12 : (tensor<2x4xui64>) -> tensor<2x4xui32>
    %16 = stablehlo.convert %14 : (tensor<2x4xui64>) -> tensor<2x4xui32>
    %17:2 = call @threefry2x32(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<2x4xui32>, tensor<2x4xui32>) -> (tensor<2x4xui32>, tensor<2x4xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<2x4xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<2x4xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %22 = stablehlo.or %20, %21 : tensor<2x4xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<2x4xui32>) -> tensor<2x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<2x4xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<2x4xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x4xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x4xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<2x4xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<2x4xf32>
    return %32 : tensor<2x4xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x4xui32>, %arg3: tensor<2x4xui32>) -> (tensor<2x4xui32>, tensor<2x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x4xui32>, tensor<2x4xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x4xui32>, %arg2: tensor<2x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x4xui32>, tensor<2x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @relu_1(%arg0: tensor<2x64xf32>) -> tensor<2x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x64xf32>
    return %1 : tensor<2x64xf32>
  }
  func.func private @log_sigmoid(%arg0: tensor<2x8x8x1xf32>) -> (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x1xf32>
    %1:2 = call @softplus(%0) : (tensor<2x8x8x1xf32>) -> (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>)
    %2 = stablehlo.negate %1#0 : tensor<2x8x8x1xf32>
    return %2, %1#1 : tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>
  }
  func.func private @softplus(%arg0: tensor<2x8x8x1xf32>) -> (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x1xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x8x8x1xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2x8x8x1xf32>
    %7 = stablehlo.abs %3 : tensor<2x8x8x1xf32>
    %8 = stablehlo.negate %7 : tensor<2x8x8x1xf32>
    %9 = stablehlo.exponential %8 : tensor<2x8x8x1xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2x8x8x1xf32>
    %11 = stablehlo.add %1, %10 : tensor<2x8x8x1xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2x8x8x1xi1>, tensor<2x8x8x1xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<2x8x8x1xi1>, tensor<2x8x8x1xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x1xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<2x8x8x1xi1>, tensor<2x8x8x1xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<2x8x8x1xf32>
    %22 = stablehlo.exponential %21 : tensor<2x8x8x1xf32>
    return %12, %22 : tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>
  }
  func.func private @log_sigmoid_2(%arg0: tensor<2x8x8x1xf32>, %arg1: tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32> {
    %0 = stablehlo.negate %arg1 : tensor<2x8x8x1xf32>
    %1 = call @softplus_3(%arg0, %0) : (tensor<2x8x8x1xf32>, tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32>
    %2 = stablehlo.negate %1 : tensor<2x8x8x1xf32>
    return %2 : tensor<2x8x8x1xf32>
  }
  func.func private @softplus_3(%arg0: tensor<2x8x8x1xf32>, %arg1: tensor<2x8x8x1xf32>) -> tensor<2x8x8x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<2x8x8x1xf32>
    return %0 : tensor<2x8x8x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
