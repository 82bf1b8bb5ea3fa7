module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<3x3x8x8xf32>, %arg13: tensor<3x3x8x8xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<3x3x8x16xf32>, %arg19: tensor<3x3x16x16xf32>, %arg20: tensor<1x1x8x16xf32>, %arg21: tensor<3x3x3x8xf32>, %arg22: tensor<10xf32>, %arg23: tensor<16x10xf32>, %arg24: tensor<i32>, %arg25: tensor<8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<16xf32>, %arg33: tensor<8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<8xf32>, %arg36: tensor<8xf32>, %arg37: tensor<3x3x8x8xf32>, %arg38: tensor<3x3x8x8xf32>, %arg39: tensor<16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<3x3x8x16xf32>, %arg44: tensor<3x3x16x16xf32>, %arg45: tensor<1x1x8x16xf32>, %arg46: tensor<3x3x3x8xf32>, %arg47: tensor<10xf32>, %arg48: tensor<16x10xf32>, %arg49: tensor<8xf32>, %arg50: tensor<8xf32>, %arg51: tensor<8xf32>, %arg52: tensor<8xf32>, %arg53: tensor<16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<8xf32>, %arg58: tensor<8xf32>, %arg59: tensor<8xf32>, %arg60: tensor<8xf32>, %arg61: tensor<3x3x8x8xf32>, %arg62: tensor<3x3x8x8xf32>, %arg63: tensor<16xf32>, %arg64: tensor<16xf32>, %arg65: tensor<16xf32>, %arg66: tensor<16xf32>, %arg67: tensor<3x3x8x16xf32>, %arg68: tensor<3x3x16x16xf32>, %arg69: tensor<1x1x8x16xf32>, %arg70: tensor<3x3x3x8xf32>, %arg71: tensor<10xf32>, %arg72: tensor<16x10xf32>, %arg73: tensor<2x16x16x3xf32>, %arg74: tensor<2xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_0']['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_0']['BatchNorm_0']['var']"}, tensor<8xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_0']['BatchNorm_1']['mean']"}, tensor<8xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_0']['BatchNorm_1']['var']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_1']['BatchNorm_0']['mean']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_1']['BatchNorm_0']['var']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_1']['BatchNorm_1']['mean']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['BasicBlock_1']['BatchNorm_1']['var']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['BasicBlock_0']['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['BasicBlock_0']['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['BasicBlock_0']['BatchNorm_1']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['params']['BasicBlock_0']['BatchNorm_1']['scale']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[0]['params']['BasicBlock_0']['Conv_0']['kernel']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[0]['params']['BasicBlock_0']['Conv_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['BasicBlock_1']['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['BasicBlock_1']['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['BasicBlock_1']['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['BasicBlock_1']['BatchNorm_1']['scale']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0]['params']['BasicBlock_1']['Conv_0']['kernel']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['params']['BasicBlock_1']['Conv_1']['kernel']"}, tensor<1x1x8x16xf32> {jax.result_info = "result[0]['params']['BasicBlock_1']['Conv_2']['kernel']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_0']['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_0']['BatchNorm_0']['var']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_0']['BatchNorm_1']['mean']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_0']['BatchNorm_1']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_1']['BatchNorm_0']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_1']['BatchNorm_0']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_1']['BatchNorm_1']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['BasicBlock_1']['BatchNorm_1']['var']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_0']['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_0']['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_0']['BatchNorm_1']['bias']"}, tensor<8xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_0']['BatchNorm_1']['scale']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_0']['Conv_0']['kernel']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_0']['Conv_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_1']['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_1']['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_1']['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_1']['BatchNorm_1']['scale']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_1']['Conv_0']['kernel']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_1']['Conv_1']['kernel']"}, tensor<1x1x8x16xf32> {jax.result_info = "result[1][0].mu['params']['BasicBlock_1']['Conv_2']['kernel']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1][0].mu['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_0']['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_0']['BatchNorm_0']['var']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_0']['BatchNorm_1']['mean']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_0']['BatchNorm_1']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_1']['BatchNorm_0']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_1']['BatchNorm_0']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_1']['BatchNorm_1']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['BasicBlock_1']['BatchNorm_1']['var']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_0']['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_0']['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_0']['BatchNorm_1']['bias']"}, tensor<8xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_0']['BatchNorm_1']['scale']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_0']['Conv_0']['kernel']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_0']['Conv_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_1']['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_1']['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_1']['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_1']['BatchNorm_1']['scale']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_1']['Conv_0']['kernel']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_1']['Conv_1']['kernel']"}, tensor<1x1x8x16xf32> {jax.result_info = "result[1][0].nu['params']['BasicBlock_1']['Conv_2']['kernel']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[1][0].nu['params']['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg73, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>
    %1 = call @relu(%0) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %5 = "stablehlo.reduce_window"(%1, %4) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %901 = stablehlo.maximum %arg75, %arg76 : tensor<f32>
      stablehlo.return %901 : tensor<f32>
    }) : (tensor<2x16x16x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %6 = stablehlo.convolution(%5, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %10 = stablehlo.subtract %6, %9 : tensor<2x8x8x8xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %12 = stablehlo.add %8, %11 : tensor<1x1x1x8xf32>
    %13 = stablehlo.rsqrt %12 : tensor<1x1x1x8xf32>
    %14 = stablehlo.divide %13, %12 : tensor<1x1x1x8xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<1x1x1x8xf32>
    %17 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %18 = stablehlo.multiply %13, %17 : tensor<1x1x1x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %20 = stablehlo.multiply %10, %19 : tensor<2x8x8x8xf32>
    %21 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x8x8x8xf32>
    %24 = call @relu_0(%23) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %26 = stablehlo.compare GT, %23, %25, FLOAT : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xi1>
    %27 = stablehlo.convolution(%24, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %29 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %31 = stablehlo.subtract %27, %30 : tensor<2x8x8x8xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %33 = stablehlo.add %29, %32 : tensor<1x1x1x8xf32>
    %34 = stablehlo.rsqrt %33 : tensor<1x1x1x8xf32>
    %35 = stablehlo.divide %34, %33 : tensor<1x1x1x8xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<1x1x1x8xf32>
    %38 = stablehlo.reshape %arg11 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %39 = stablehlo.multiply %34, %38 : tensor<1x1x1x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<2x8x8x8xf32>
    %42 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %44 = stablehlo.add %41, %43 : tensor<2x8x8x8xf32>
    %45 = stablehlo.add %5, %44 : tensor<2x8x8x8xf32>
    %46 = call @relu_0(%45) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %48 = stablehlo.compare GT, %45, %47, FLOAT : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xi1>
    %49 = stablehlo.convolution(%46, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x4x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %53 = stablehlo.subtract %49, %52 : tensor<2x4x4x16xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %55 = stablehlo.add %51, %54 : tensor<1x1x1x16xf32>
    %56 = stablehlo.rsqrt %55 : tensor<1x1x1x16xf32>
    %57 = stablehlo.divide %56, %55 : tensor<1x1x1x16xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<1x1x1x16xf32>
    %60 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %61 = stablehlo.multiply %56, %60 : tensor<1x1x1x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %63 = stablehlo.multiply %53, %62 : tensor<2x4x4x16xf32>
    %64 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x4x4x16xf32>
    %67 = call @relu_1(%66) : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %69 = stablehlo.compare GT, %66, %68, FLOAT : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xi1>
    %70 = stablehlo.convolution(%67, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %71 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %74 = stablehlo.subtract %70, %73 : tensor<2x4x4x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %76 = stablehlo.add %72, %75 : tensor<1x1x1x16xf32>
    %77 = stablehlo.rsqrt %76 : tensor<1x1x1x16xf32>
    %78 = stablehlo.divide %77, %76 : tensor<1x1x1x16xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<1x1x1x16xf32>
    %81 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %82 = stablehlo.multiply %77, %81 : tensor<1x1x1x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %84 = stablehlo.multiply %74, %83 : tensor<2x4x4x16xf32>
    %85 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %87 = stablehlo.add %84, %86 : tensor<2x4x4x16xf32>
    %88 = stablehlo.convolution(%46, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<2x4x4x16xf32>
    %89 = stablehlo.add %88, %87 : tensor<2x4x4x16xf32>
    %90 = call @relu_1(%89) : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %92 = stablehlo.compare GT, %89, %91, FLOAT : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%90 init: %cst_13) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.divide %93, %94 : tensor<2x16xf32>
    %96 = stablehlo.dot_general %95, %arg23, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %97 = stablehlo.reshape %arg22 : (tensor<10xf32>) -> tensor<1x10xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x10xf32>
    %100 = stablehlo.broadcast_in_dim %arg74, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %101:2 = call @take_along_axis(%99, %100) : (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %102:2 = call @_take(%101#0, %c) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = stablehlo.reduce(%99 init: %cst_15) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<2xf32>
    %106 = stablehlo.is_finite %105 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %108 = stablehlo.select %106, %105, %107 : tensor<2xi1>, tensor<2xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %111 = stablehlo.subtract %99, %110 : tensor<2x10xf32>
    %112 = stablehlo.exponential %111 : tensor<2x10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %114 = stablehlo.abs %113 : tensor<2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %116 = stablehlo.compare GE, %113, %115, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %117 = stablehlo.log %114 : tensor<2xf32>
    %118 = stablehlo.add %117, %108 : tensor<2xf32>
    %119 = stablehlo.subtract %118, %102#0 : tensor<2xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.divide %120, %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %122 = stablehlo.divide %cst_22, %cst_23 : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %124 = stablehlo.negate %123 : tensor<2xf32>
    %125 = stablehlo.divide %123, %114 : tensor<2xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %127 = stablehlo.select %116, %126, %125 : tensor<2xi1>, tensor<2xf32>
    %128 = stablehlo.select %116, %125, %126 : tensor<2xi1>, tensor<2xf32>
    %129 = stablehlo.negate %127 : tensor<2xf32>
    %130 = stablehlo.add %128, %129 : tensor<2xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %132 = stablehlo.multiply %131, %112 : tensor<2x10xf32>
    %133 = call @_take_2(%102#1, %124) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %134 = call @take_along_axis_3(%101#1, %133) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %135 = stablehlo.add %132, %134 : tensor<2x10xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %137 = stablehlo.reshape %136 : (tensor<10xf32>) -> tensor<1x10xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x10xf32>) -> tensor<10xf32>
    %139 = stablehlo.dot_general %135, %95, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10xf32>, tensor<2x16xf32>) -> tensor<10x16xf32>
    %140 = stablehlo.transpose %139, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %141 = stablehlo.dot_general %135, %arg23, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %143 = stablehlo.divide %141, %142 : tensor<2x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %146 = stablehlo.select %92, %144, %145 : tensor<2x4x4x16xi1>, tensor<2x4x4x16xf32>
    %147 = stablehlo.convolution(%46, %146) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<2x4x4x16xf32>) -> tensor<1x1x8x16xf32>
    %148 = stablehlo.reverse %arg20, dims = [0, 1] : tensor<1x1x8x16xf32>
    %149 = stablehlo.convolution(%146, %148) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<1x1x8x16xf32>) -> tensor<2x8x8x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%146 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %151 = stablehlo.reshape %150 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %152 = stablehlo.reshape %151 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %153 = stablehlo.multiply %74, %146 : tensor<2x4x4x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %155 = stablehlo.reshape %154 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %156 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %157 = stablehlo.multiply %146, %156 : tensor<2x4x4x16xf32>
    %158 = stablehlo.multiply %77, %155 : tensor<1x1x1x16xf32>
    %159 = stablehlo.multiply %155, %81 : tensor<1x1x1x16xf32>
    %160 = stablehlo.reshape %158 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %161 = stablehlo.multiply %159, %80 : tensor<1x1x1x16xf32>
    %162 = stablehlo.negate %157 : tensor<2x4x4x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %164 = stablehlo.reshape %163 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%161 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%164 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %167 = stablehlo.convolution(%67, %157) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<3x3x16x16xf32>
    %168 = stablehlo.reverse %arg19, dims = [0, 1] : tensor<3x3x16x16xf32>
    %169 = stablehlo.convolution(%157, %168) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %171 = stablehlo.select %69, %169, %170 : tensor<2x4x4x16xi1>, tensor<2x4x4x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %173 = stablehlo.reshape %172 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %174 = stablehlo.reshape %173 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %175 = stablehlo.multiply %53, %171 : tensor<2x4x4x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_35) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %177 = stablehlo.reshape %176 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %178 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %179 = stablehlo.multiply %171, %178 : tensor<2x4x4x16xf32>
    %180 = stablehlo.multiply %56, %177 : tensor<1x1x1x16xf32>
    %181 = stablehlo.multiply %177, %60 : tensor<1x1x1x16xf32>
    %182 = stablehlo.reshape %180 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %183 = stablehlo.multiply %181, %59 : tensor<1x1x1x16xf32>
    %184 = stablehlo.negate %179 : tensor<2x4x4x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_36) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %186 = stablehlo.reshape %185 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%183 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%186 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %189 = stablehlo.convolution(%46, %179) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<2x4x4x16xf32>) -> tensor<3x3x8x16xf32>
    %190 = stablehlo.reverse %arg18, dims = [0, 1] : tensor<3x3x8x16xf32>
    %191 = stablehlo.convolution(%179, %190) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x8xf32>
    %192 = stablehlo.add %149, %191 : tensor<2x8x8x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %194 = stablehlo.select %48, %192, %193 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %196 = stablehlo.reshape %195 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %198 = stablehlo.multiply %31, %194 : tensor<2x8x8x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %200 = stablehlo.reshape %199 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %201 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %202 = stablehlo.multiply %194, %201 : tensor<2x8x8x8xf32>
    %203 = stablehlo.multiply %34, %200 : tensor<1x1x1x8xf32>
    %204 = stablehlo.multiply %200, %38 : tensor<1x1x1x8xf32>
    %205 = stablehlo.reshape %203 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %206 = stablehlo.multiply %204, %37 : tensor<1x1x1x8xf32>
    %207 = stablehlo.negate %202 : tensor<2x8x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %209 = stablehlo.reshape %208 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%206 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%209 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.convolution(%24, %202) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<3x3x8x8xf32>
    %213 = stablehlo.reverse %arg13, dims = [0, 1] : tensor<3x3x8x8xf32>
    %214 = stablehlo.convolution(%202, %213) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %216 = stablehlo.select %26, %214, %215 : tensor<2x8x8x8xi1>, tensor<2x8x8x8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.reshape %217 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %220 = stablehlo.multiply %10, %216 : tensor<2x8x8x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %222 = stablehlo.reshape %221 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %223 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %224 = stablehlo.multiply %216, %223 : tensor<2x8x8x8xf32>
    %225 = stablehlo.multiply %13, %222 : tensor<1x1x1x8xf32>
    %226 = stablehlo.multiply %222, %17 : tensor<1x1x1x8xf32>
    %227 = stablehlo.reshape %225 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %228 = stablehlo.multiply %226, %16 : tensor<1x1x1x8xf32>
    %229 = stablehlo.negate %224 : tensor<2x8x8x8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %231 = stablehlo.reshape %230 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%228 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%231 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %234 = stablehlo.convolution(%5, %224) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<3x3x8x8xf32>
    %235 = stablehlo.reverse %arg12, dims = [0, 1] : tensor<3x3x8x8xf32>
    %236 = stablehlo.convolution(%224, %235) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %237 = stablehlo.add %194, %236 : tensor<2x8x8x8xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %238 = stablehlo.pad %1, %cst_51, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x16x8xf32>, tensor<f32>) -> tensor<2x16x16x8xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = "stablehlo.select_and_scatter"(%238, %237, %cst_52) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %901 = stablehlo.compare GE, %arg75, %arg76, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %901 : tensor<i1>
    }, {
    ^bb0(%arg75: tensor<f32>, %arg76: tensor<f32>):
      %901 = stablehlo.add %arg75, %arg76 : tensor<f32>
      stablehlo.return %901 : tensor<f32>
    }) : (tensor<2x16x16x8xf32>, tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x16x16x8xf32>
    %240 = stablehlo.slice %239 [0:2, 0:16, 0:16, 0:8] : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %242 = stablehlo.select %3, %240, %241 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %243 = stablehlo.convolution(%arg73, %242) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<2x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %245 = stablehlo.multiply %244, %233 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %247 = stablehlo.multiply %246, %arg25 : tensor<8xf32>
    %248 = stablehlo.add %245, %247 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %250 = stablehlo.multiply %249, %232 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %252 = stablehlo.multiply %251, %arg26 : tensor<8xf32>
    %253 = stablehlo.add %250, %252 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %255 = stablehlo.multiply %254, %211 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %257 = stablehlo.multiply %256, %arg27 : tensor<8xf32>
    %258 = stablehlo.add %255, %257 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %260 = stablehlo.multiply %259, %210 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %262 = stablehlo.multiply %261, %arg28 : tensor<8xf32>
    %263 = stablehlo.add %260, %262 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %265 = stablehlo.multiply %264, %188 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %267 = stablehlo.multiply %266, %arg29 : tensor<16xf32>
    %268 = stablehlo.add %265, %267 : tensor<16xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %270 = stablehlo.multiply %269, %187 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %272 = stablehlo.multiply %271, %arg30 : tensor<16xf32>
    %273 = stablehlo.add %270, %272 : tensor<16xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %275 = stablehlo.multiply %274, %166 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %277 = stablehlo.multiply %276, %arg31 : tensor<16xf32>
    %278 = stablehlo.add %275, %277 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %280 = stablehlo.multiply %279, %165 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %282 = stablehlo.multiply %281, %arg32 : tensor<16xf32>
    %283 = stablehlo.add %280, %282 : tensor<16xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %285 = stablehlo.multiply %284, %219 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %287 = stablehlo.multiply %286, %arg33 : tensor<8xf32>
    %288 = stablehlo.add %285, %287 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %290 = stablehlo.multiply %289, %227 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %292 = stablehlo.multiply %291, %arg34 : tensor<8xf32>
    %293 = stablehlo.add %290, %292 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %295 = stablehlo.multiply %294, %197 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %297 = stablehlo.multiply %296, %arg35 : tensor<8xf32>
    %298 = stablehlo.add %295, %297 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %300 = stablehlo.multiply %299, %205 : tensor<8xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %302 = stablehlo.multiply %301, %arg36 : tensor<8xf32>
    %303 = stablehlo.add %300, %302 : tensor<8xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %305 = stablehlo.multiply %304, %234 : tensor<3x3x8x8xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %307 = stablehlo.multiply %306, %arg37 : tensor<3x3x8x8xf32>
    %308 = stablehlo.add %305, %307 : tensor<3x3x8x8xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %310 = stablehlo.multiply %309, %212 : tensor<3x3x8x8xf32>
    %cst_81 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %312 = stablehlo.multiply %311, %arg38 : tensor<3x3x8x8xf32>
    %313 = stablehlo.add %310, %312 : tensor<3x3x8x8xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %315 = stablehlo.multiply %314, %174 : tensor<16xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %317 = stablehlo.multiply %316, %arg39 : tensor<16xf32>
    %318 = stablehlo.add %315, %317 : tensor<16xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %320 = stablehlo.multiply %319, %182 : tensor<16xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %322 = stablehlo.multiply %321, %arg40 : tensor<16xf32>
    %323 = stablehlo.add %320, %322 : tensor<16xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %325 = stablehlo.multiply %324, %152 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %327 = stablehlo.multiply %326, %arg41 : tensor<16xf32>
    %328 = stablehlo.add %325, %327 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %330 = stablehlo.multiply %329, %160 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %332 = stablehlo.multiply %331, %arg42 : tensor<16xf32>
    %333 = stablehlo.add %330, %332 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %335 = stablehlo.multiply %334, %189 : tensor<3x3x8x16xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %337 = stablehlo.multiply %336, %arg43 : tensor<3x3x8x16xf32>
    %338 = stablehlo.add %335, %337 : tensor<3x3x8x16xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %340 = stablehlo.multiply %339, %167 : tensor<3x3x16x16xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %342 = stablehlo.multiply %341, %arg44 : tensor<3x3x16x16xf32>
    %343 = stablehlo.add %340, %342 : tensor<3x3x16x16xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %345 = stablehlo.multiply %344, %147 : tensor<1x1x8x16xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %347 = stablehlo.multiply %346, %arg45 : tensor<1x1x8x16xf32>
    %348 = stablehlo.add %345, %347 : tensor<1x1x8x16xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %350 = stablehlo.multiply %349, %243 : tensor<3x3x3x8xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %352 = stablehlo.multiply %351, %arg46 : tensor<3x3x3x8xf32>
    %353 = stablehlo.add %350, %352 : tensor<3x3x3x8xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %355 = stablehlo.multiply %354, %138 : tensor<10xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %357 = stablehlo.multiply %356, %arg47 : tensor<10xf32>
    %358 = stablehlo.add %355, %357 : tensor<10xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %360 = stablehlo.multiply %359, %140 : tensor<16x10xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %362 = stablehlo.multiply %361, %arg48 : tensor<16x10xf32>
    %363 = stablehlo.add %360, %362 : tensor<16x10xf32>
    %364 = stablehlo.multiply %233, %233 : tensor<8xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %366 = stablehlo.multiply %365, %364 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %368 = stablehlo.multiply %367, %arg49 : tensor<8xf32>
    %369 = stablehlo.add %366, %368 : tensor<8xf32>
    %370 = stablehlo.multiply %232, %232 : tensor<8xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %372 = stablehlo.multiply %371, %370 : tensor<8xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %374 = stablehlo.multiply %373, %arg50 : tensor<8xf32>
    %375 = stablehlo.add %372, %374 : tensor<8xf32>
    %376 = stablehlo.multiply %211, %211 : tensor<8xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %378 = stablehlo.multiply %377, %376 : tensor<8xf32>
    %cst_107 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %380 = stablehlo.multiply %379, %arg51 : tensor<8xf32>
    %381 = stablehlo.add %378, %380 : tensor<8xf32>
    %382 = stablehlo.multiply %210, %210 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %384 = stablehlo.multiply %383, %382 : tensor<8xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %386 = stablehlo.multiply %385, %arg52 : tensor<8xf32>
    %387 = stablehlo.add %384, %386 : tensor<8xf32>
    %388 = stablehlo.multiply %188, %188 : tensor<16xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %390 = stablehlo.multiply %389, %388 : tensor<16xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %392 = stablehlo.multiply %391, %arg53 : tensor<16xf32>
    %393 = stablehlo.add %390, %392 : tensor<16xf32>
    %394 = stablehlo.multiply %187, %187 : tensor<16xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %396 = stablehlo.multiply %395, %394 : tensor<16xf32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %398 = stablehlo.multiply %397, %arg54 : tensor<16xf32>
    %399 = stablehlo.add %396, %398 : tensor<16xf32>
    %400 = stablehlo.multiply %166, %166 : tensor<16xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %402 = stablehlo.multiply %401, %400 : tensor<16xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %404 = stablehlo.multiply %403, %arg55 : tensor<16xf32>
    %405 = stablehlo.add %402, %404 : tensor<16xf32>
    %406 = stablehlo.multiply %165, %165 : tensor<16xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %408 = stablehlo.multiply %407, %406 : tensor<16xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %410 = stablehlo.multiply %409, %arg56 : tensor<16xf32>
    %411 = stablehlo.add %408, %410 : tensor<16xf32>
    %412 = stablehlo.multiply %219, %219 : tensor<8xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %414 = stablehlo.multiply %413, %412 : tensor<8xf32>
    %cst_119 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %416 = stablehlo.multiply %415, %arg57 : tensor<8xf32>
    %417 = stablehlo.add %414, %416 : tensor<8xf32>
    %418 = stablehlo.multiply %227, %227 : tensor<8xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %420 = stablehlo.multiply %419, %418 : tensor<8xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %422 = stablehlo.multiply %421, %arg58 : tensor<8xf32>
    %423 = stablehlo.add %420, %422 : tensor<8xf32>
    %424 = stablehlo.multiply %197, %197 : tensor<8xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %426 = stablehlo.multiply %425, %424 : tensor<8xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %428 = stablehlo.multiply %427, %arg59 : tensor<8xf32>
    %429 = stablehlo.add %426, %428 : tensor<8xf32>
    %430 = stablehlo.multiply %205, %205 : tensor<8xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %432 = stablehlo.multiply %431, %430 : tensor<8xf32>
    %cst_125 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %434 = stablehlo.multiply %433, %arg60 : tensor<8xf32>
    %435 = stablehlo.add %432, %434 : tensor<8xf32>
    %436 = stablehlo.multiply %234, %234 : tensor<3x3x8x8xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %438 = stablehlo.multiply %437, %436 : tensor<3x3x8x8xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %440 = stablehlo.multiply %439, %arg61 : tensor<3x3x8x8xf32>
    %441 = stablehlo.add %438, %440 : tensor<3x3x8x8xf32>
    %442 = stablehlo.multiply %212, %212 : tensor<3x3x8x8xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %444 = stablehlo.multiply %443, %442 : tensor<3x3x8x8xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %446 = stablehlo.multiply %445, %arg62 : tensor<3x3x8x8xf32>
    %447 = stablehlo.add %444, %446 : tensor<3x3x8x8xf32>
    %448 = stablehlo.multiply %174, %174 : tensor<16xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %450 = stablehlo.multiply %449, %448 : tensor<16xf32>
    %cst_131 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %452 = stablehlo.multiply %451, %arg63 : tensor<16xf32>
    %453 = stablehlo.add %450, %452 : tensor<16xf32>
    %454 = stablehlo.multiply %182, %182 : tensor<16xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<16xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %458 = stablehlo.multiply %457, %arg64 : tensor<16xf32>
    %459 = stablehlo.add %456, %458 : tensor<16xf32>
    %460 = stablehlo.multiply %152, %152 : tensor<16xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %462 = stablehlo.multiply %461, %460 : tensor<16xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %464 = stablehlo.multiply %463, %arg65 : tensor<16xf32>
    %465 = stablehlo.add %462, %464 : tensor<16xf32>
    %466 = stablehlo.multiply %160, %160 : tensor<16xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<16xf32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %470 = stablehlo.multiply %469, %arg66 : tensor<16xf32>
    %471 = stablehlo.add %468, %470 : tensor<16xf32>
    %472 = stablehlo.multiply %189, %189 : tensor<3x3x8x16xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<3x3x8x16xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %476 = stablehlo.multiply %475, %arg67 : tensor<3x3x8x16xf32>
    %477 = stablehlo.add %474, %476 : tensor<3x3x8x16xf32>
    %478 = stablehlo.multiply %167, %167 : tensor<3x3x16x16xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<3x3x16x16xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %482 = stablehlo.multiply %481, %arg68 : tensor<3x3x16x16xf32>
    %483 = stablehlo.add %480, %482 : tensor<3x3x16x16xf32>
    %484 = stablehlo.multiply %147, %147 : tensor<1x1x8x16xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %486 = stablehlo.multiply %485, %484 : tensor<1x1x8x16xf32>
    %cst_143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %488 = stablehlo.multiply %487, %arg69 : tensor<1x1x8x16xf32>
    %489 = stablehlo.add %486, %488 : tensor<1x1x8x16xf32>
    %490 = stablehlo.multiply %243, %243 : tensor<3x3x3x8xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %492 = stablehlo.multiply %491, %490 : tensor<3x3x3x8xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %494 = stablehlo.multiply %493, %arg70 : tensor<3x3x3x8xf32>
    %495 = stablehlo.add %492, %494 : tensor<3x3x3x8xf32>
    %496 = stablehlo.multiply %138, %138 : tensor<10xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %498 = stablehlo.multiply %497, %496 : tensor<10xf32>
    %cst_147 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %500 = stablehlo.multiply %499, %arg71 : tensor<10xf32>
    %501 = stablehlo.add %498, %500 : tensor<10xf32>
    %502 = stablehlo.multiply %140, %140 : tensor<16x10xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %504 = stablehlo.multiply %503, %502 : tensor<16x10xf32>
    %cst_149 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %506 = stablehlo.multiply %505, %arg72 : tensor<16x10xf32>
    %507 = stablehlo.add %504, %506 : tensor<16x10xf32>
    %c_150 = stablehlo.constant dense<2147483647> : tensor<i32>
    %508 = stablehlo.compare LT, %arg24, %c_150, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_151 = stablehlo.constant dense<1> : tensor<i32>
    %509 = stablehlo.add %arg24, %c_151 : tensor<i32>
    %c_152 = stablehlo.constant dense<2147483647> : tensor<i32>
    %510 = call @_where_4(%508, %509, %c_152) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_153 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %511 = stablehlo.convert %510 : (tensor<i32>) -> tensor<f32>
    %512 = stablehlo.power %cst_153, %511 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %513 = stablehlo.subtract %cst_154, %512 : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %515 = stablehlo.divide %248, %514 : tensor<8xf32>
    %516 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %517 = stablehlo.divide %253, %516 : tensor<8xf32>
    %518 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %519 = stablehlo.divide %258, %518 : tensor<8xf32>
    %520 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %521 = stablehlo.divide %263, %520 : tensor<8xf32>
    %522 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %523 = stablehlo.divide %268, %522 : tensor<16xf32>
    %524 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %525 = stablehlo.divide %273, %524 : tensor<16xf32>
    %526 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %527 = stablehlo.divide %278, %526 : tensor<16xf32>
    %528 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %529 = stablehlo.divide %283, %528 : tensor<16xf32>
    %530 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %531 = stablehlo.divide %288, %530 : tensor<8xf32>
    %532 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %533 = stablehlo.divide %293, %532 : tensor<8xf32>
    %534 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %535 = stablehlo.divide %298, %534 : tensor<8xf32>
    %536 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %537 = stablehlo.divide %303, %536 : tensor<8xf32>
    %538 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %539 = stablehlo.divide %308, %538 : tensor<3x3x8x8xf32>
    %540 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %541 = stablehlo.divide %313, %540 : tensor<3x3x8x8xf32>
    %542 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %543 = stablehlo.divide %318, %542 : tensor<16xf32>
    %544 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %545 = stablehlo.divide %323, %544 : tensor<16xf32>
    %546 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %547 = stablehlo.divide %328, %546 : tensor<16xf32>
    %548 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %549 = stablehlo.divide %333, %548 : tensor<16xf32>
    %550 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %551 = stablehlo.divide %338, %550 : tensor<3x3x8x16xf32>
    %552 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %553 = stablehlo.divide %343, %552 : tensor<3x3x16x16xf32>
    %554 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %555 = stablehlo.divide %348, %554 : tensor<1x1x8x16xf32>
    %556 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %557 = stablehlo.divide %353, %556 : tensor<3x3x3x8xf32>
    %558 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %559 = stablehlo.divide %358, %558 : tensor<10xf32>
    %560 = stablehlo.broadcast_in_dim %513, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %561 = stablehlo.divide %363, %560 : tensor<16x10xf32>
    %cst_155 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %562 = stablehlo.convert %510 : (tensor<i32>) -> tensor<f32>
    %563 = stablehlo.power %cst_155, %562 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %564 = stablehlo.subtract %cst_156, %563 : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %566 = stablehlo.divide %369, %565 : tensor<8xf32>
    %567 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %568 = stablehlo.divide %375, %567 : tensor<8xf32>
    %569 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %570 = stablehlo.divide %381, %569 : tensor<8xf32>
    %571 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %572 = stablehlo.divide %387, %571 : tensor<8xf32>
    %573 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %574 = stablehlo.divide %393, %573 : tensor<16xf32>
    %575 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %576 = stablehlo.divide %399, %575 : tensor<16xf32>
    %577 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %578 = stablehlo.divide %405, %577 : tensor<16xf32>
    %579 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %580 = stablehlo.divide %411, %579 : tensor<16xf32>
    %581 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %582 = stablehlo.divide %417, %581 : tensor<8xf32>
    %583 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %584 = stablehlo.divide %423, %583 : tensor<8xf32>
    %585 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %586 = stablehlo.divide %429, %585 : tensor<8xf32>
    %587 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %588 = stablehlo.divide %435, %587 : tensor<8xf32>
    %589 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %590 = stablehlo.divide %441, %589 : tensor<3x3x8x8xf32>
    %591 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %592 = stablehlo.divide %447, %591 : tensor<3x3x8x8xf32>
    %593 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %594 = stablehlo.divide %453, %593 : tensor<16xf32>
    %595 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %596 = stablehlo.divide %459, %595 : tensor<16xf32>
    %597 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %598 = stablehlo.divide %465, %597 : tensor<16xf32>
    %599 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %600 = stablehlo.divide %471, %599 : tensor<16xf32>
    %601 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %602 = stablehlo.divide %477, %601 : tensor<3x3x8x16xf32>
    %603 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %604 = stablehlo.divide %483, %603 : tensor<3x3x16x16xf32>
    %605 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %606 = stablehlo.divide %489, %605 : tensor<1x1x8x16xf32>
    %607 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %608 = stablehlo.divide %495, %607 : tensor<3x3x3x8xf32>
    %609 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %610 = stablehlo.divide %501, %609 : tensor<10xf32>
    %611 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %612 = stablehlo.divide %507, %611 : tensor<16x10xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %614 = stablehlo.add %566, %613 : tensor<8xf32>
    %615 = stablehlo.sqrt %614 : tensor<8xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %617 = stablehlo.add %615, %616 : tensor<8xf32>
    %618 = stablehlo.divide %515, %617 : tensor<8xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %620 = stablehlo.add %568, %619 : tensor<8xf32>
    %621 = stablehlo.sqrt %620 : tensor<8xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %623 = stablehlo.add %621, %622 : tensor<8xf32>
    %624 = stablehlo.divide %517, %623 : tensor<8xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %626 = stablehlo.add %570, %625 : tensor<8xf32>
    %627 = stablehlo.sqrt %626 : tensor<8xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %629 = stablehlo.add %627, %628 : tensor<8xf32>
    %630 = stablehlo.divide %519, %629 : tensor<8xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %632 = stablehlo.add %572, %631 : tensor<8xf32>
    %633 = stablehlo.sqrt %632 : tensor<8xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %635 = stablehlo.add %633, %634 : tensor<8xf32>
    %636 = stablehlo.divide %521, %635 : tensor<8xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %638 = stablehlo.add %574, %637 : tensor<16xf32>
    %639 = stablehlo.sqrt %638 : tensor<16xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %641 = stablehlo.add %639, %640 : tensor<16xf32>
    %642 = stablehlo.divide %523, %641 : tensor<16xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %644 = stablehlo.add %576, %643 : tensor<16xf32>
    %645 = stablehlo.sqrt %644 : tensor<16xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %647 = stablehlo.add %645, %646 : tensor<16xf32>
    %648 = stablehlo.divide %525, %647 : tensor<16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %650 = stablehlo.add %578, %649 : tensor<16xf32>
    %651 = stablehlo.sqrt %650 : tensor<16xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %653 = stablehlo.add %651, %652 : tensor<16xf32>
    %654 = stablehlo.divide %527, %653 : tensor<16xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %656 = stablehlo.add %580, %655 : tensor<16xf32>
    %657 = stablehlo.sqrt %656 : tensor<16xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %659 = stablehlo.add %657, %658 : tensor<16xf32>
    %660 = stablehlo.divide %529, %659 : tensor<16xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %662 = stablehlo.add %582, %661 : tensor<8xf32>
    %663 = stablehlo.sqrt %662 : tensor<8xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %665 = stablehlo.add %663, %664 : tensor<8xf32>
    %666 = stablehlo.divide %531, %665 : tensor<8xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %668 = stablehlo.add %584, %667 : tensor<8xf32>
    %669 = stablehlo.sqrt %668 : tensor<8xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %671 = stablehlo.add %669, %670 : tensor<8xf32>
    %672 = stablehlo.divide %533, %671 : tensor<8xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %674 = stablehlo.add %586, %673 : tensor<8xf32>
    %675 = stablehlo.sqrt %674 : tensor<8xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %677 = stablehlo.add %675, %676 : tensor<8xf32>
    %678 = stablehlo.divide %535, %677 : tensor<8xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %680 = stablehlo.add %588, %679 : tensor<8xf32>
    %681 = stablehlo.sqrt %680 : tensor<8xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %683 = stablehlo.add %681, %682 : tensor<8xf32>
    %684 = stablehlo.divide %537, %683 : tensor<8xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %686 = stablehlo.add %590, %685 : tensor<3x3x8x8xf32>
    %687 = stablehlo.sqrt %686 : tensor<3x3x8x8xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %689 = stablehlo.add %687, %688 : tensor<3x3x8x8xf32>
    %690 = stablehlo.divide %539, %689 : tensor<3x3x8x8xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %692 = stablehlo.add %592, %691 : tensor<3x3x8x8xf32>
    %693 = stablehlo.sqrt %692 : tensor<3x3x8x8xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %695 = stablehlo.add %693, %694 : tensor<3x3x8x8xf32>
    %696 = stablehlo.divide %541, %695 : tensor<3x3x8x8xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %698 = stablehlo.add %594, %697 : tensor<16xf32>
    %699 = stablehlo.sqrt %698 : tensor<16xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %701 = stablehlo.add %699, %700 : tensor<16xf32>
    %702 = stablehlo.divide %543, %701 : tensor<16xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %704 = stablehlo.add %596, %703 : tensor<16xf32>
    %705 = stablehlo.sqrt %704 : tensor<16xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %707 = stablehlo.add %705, %706 : tensor<16xf32>
    %708 = stablehlo.divide %545, %707 : tensor<16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %710 = stablehlo.add %598, %709 : tensor<16xf32>
    %711 = stablehlo.sqrt %710 : tensor<16xf32>
    %cst_190 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %713 = stablehlo.add %711, %712 : tensor<16xf32>
    %714 = stablehlo.divide %547, %713 : tensor<16xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %716 = stablehlo.add %600, %715 : tensor<16xf32>
    %717 = stablehlo.sqrt %716 : tensor<16xf32>
    %cst_192 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %719 = stablehlo.add %717, %718 : tensor<16xf32>
    %720 = stablehlo.divide %549, %719 : tensor<16xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %722 = stablehlo.add %602, %721 : tensor<3x3x8x16xf32>
    %723 = stablehlo.sqrt %722 : tensor<3x3x8x16xf32>
    %cst_194 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %725 = stablehlo.add %723, %724 : tensor<3x3x8x16xf32>
    %726 = stablehlo.divide %551, %725 : tensor<3x3x8x16xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %728 = stablehlo.add %604, %727 : tensor<3x3x16x16xf32>
    %729 = stablehlo.sqrt %728 : tensor<3x3x16x16xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %731 = stablehlo.add %729, %730 : tensor<3x3x16x16xf32>
    %732 = stablehlo.divide %553, %731 : tensor<3x3x16x16xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %734 = stablehlo.add %606, %733 : tensor<1x1x8x16xf32>
    %735 = stablehlo.sqrt %734 : tensor<1x1x8x16xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %737 = stablehlo.add %735, %736 : tensor<1x1x8x16xf32>
    %738 = stablehlo.divide %555, %737 : tensor<1x1x8x16xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %740 = stablehlo.add %608, %739 : tensor<3x3x3x8xf32>
    %741 = stablehlo.sqrt %740 : tensor<3x3x3x8xf32>
    %cst_200 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %743 = stablehlo.add %741, %742 : tensor<3x3x3x8xf32>
    %744 = stablehlo.divide %557, %743 : tensor<3x3x3x8xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %746 = stablehlo.add %610, %745 : tensor<10xf32>
    %747 = stablehlo.sqrt %746 : tensor<10xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %749 = stablehlo.add %747, %748 : tensor<10xf32>
    %750 = stablehlo.divide %559, %749 : tensor<10xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %752 = stablehlo.add %612, %751 : tensor<16x10xf32>
    %753 = stablehlo.sqrt %752 : tensor<16x10xf32>
    %cst_204 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %755 = stablehlo.add %753, %754 : tensor<16x10xf32>
    %756 = stablehlo.divide %561, %755 : tensor<16x10xf32>
    %cst_205 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %758 = stablehlo.multiply %757, %arg0 : tensor<8xf32>
    %759 = stablehlo.add %618, %758 : tensor<8xf32>
    %cst_206 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %761 = stablehlo.multiply %760, %arg1 : tensor<8xf32>
    %762 = stablehlo.add %624, %761 : tensor<8xf32>
    %cst_207 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %764 = stablehlo.multiply %763, %arg2 : tensor<8xf32>
    %765 = stablehlo.add %630, %764 : tensor<8xf32>
    %cst_208 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %767 = stablehlo.multiply %766, %arg3 : tensor<8xf32>
    %768 = stablehlo.add %636, %767 : tensor<8xf32>
    %cst_209 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %770 = stablehlo.multiply %769, %arg4 : tensor<16xf32>
    %771 = stablehlo.add %642, %770 : tensor<16xf32>
    %cst_210 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %773 = stablehlo.multiply %772, %arg5 : tensor<16xf32>
    %774 = stablehlo.add %648, %773 : tensor<16xf32>
    %cst_211 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %776 = stablehlo.multiply %775, %arg6 : tensor<16xf32>
    %777 = stablehlo.add %654, %776 : tensor<16xf32>
    %cst_212 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %779 = stablehlo.multiply %778, %arg7 : tensor<16xf32>
    %780 = stablehlo.add %660, %779 : tensor<16xf32>
    %cst_213 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %782 = stablehlo.multiply %781, %arg8 : tensor<8xf32>
    %783 = stablehlo.add %666, %782 : tensor<8xf32>
    %cst_214 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %785 = stablehlo.multiply %784, %arg9 : tensor<8xf32>
    %786 = stablehlo.add %672, %785 : tensor<8xf32>
    %cst_215 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %788 = stablehlo.multiply %787, %arg10 : tensor<8xf32>
    %789 = stablehlo.add %678, %788 : tensor<8xf32>
    %cst_216 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %791 = stablehlo.multiply %790, %arg11 : tensor<8xf32>
    %792 = stablehlo.add %684, %791 : tensor<8xf32>
    %cst_217 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %794 = stablehlo.multiply %793, %arg12 : tensor<3x3x8x8xf32>
    %795 = stablehlo.add %690, %794 : tensor<3x3x8x8xf32>
    %cst_218 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %797 = stablehlo.multiply %796, %arg13 : tensor<3x3x8x8xf32>
    %798 = stablehlo.add %696, %797 : tensor<3x3x8x8xf32>
    %cst_219 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %800 = stablehlo.multiply %799, %arg14 : tensor<16xf32>
    %801 = stablehlo.add %702, %800 : tensor<16xf32>
    %cst_220 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %803 = stablehlo.multiply %802, %arg15 : tensor<16xf32>
    %804 = stablehlo.add %708, %803 : tensor<16xf32>
    %cst_221 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %806 = stablehlo.multiply %805, %arg16 : tensor<16xf32>
    %807 = stablehlo.add %714, %806 : tensor<16xf32>
    %cst_222 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %809 = stablehlo.multiply %808, %arg17 : tensor<16xf32>
    %810 = stablehlo.add %720, %809 : tensor<16xf32>
    %cst_223 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %812 = stablehlo.multiply %811, %arg18 : tensor<3x3x8x16xf32>
    %813 = stablehlo.add %726, %812 : tensor<3x3x8x16xf32>
    %cst_224 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %815 = stablehlo.multiply %814, %arg19 : tensor<3x3x16x16xf32>
    %816 = stablehlo.add %732, %815 : tensor<3x3x16x16xf32>
    %cst_225 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %818 = stablehlo.multiply %817, %arg20 : tensor<1x1x8x16xf32>
    %819 = stablehlo.add %738, %818 : tensor<1x1x8x16xf32>
    %cst_226 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %821 = stablehlo.multiply %820, %arg21 : tensor<3x3x3x8xf32>
    %822 = stablehlo.add %744, %821 : tensor<3x3x3x8xf32>
    %cst_227 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %824 = stablehlo.multiply %823, %arg22 : tensor<10xf32>
    %825 = stablehlo.add %750, %824 : tensor<10xf32>
    %cst_228 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %827 = stablehlo.multiply %826, %arg23 : tensor<16x10xf32>
    %828 = stablehlo.add %756, %827 : tensor<16x10xf32>
    %cst_229 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %830 = stablehlo.multiply %829, %759 : tensor<8xf32>
    %cst_230 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %832 = stablehlo.multiply %831, %762 : tensor<8xf32>
    %cst_231 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %834 = stablehlo.multiply %833, %765 : tensor<8xf32>
    %cst_232 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %836 = stablehlo.multiply %835, %768 : tensor<8xf32>
    %cst_233 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %838 = stablehlo.multiply %837, %771 : tensor<16xf32>
    %cst_234 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %840 = stablehlo.multiply %839, %774 : tensor<16xf32>
    %cst_235 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %842 = stablehlo.multiply %841, %777 : tensor<16xf32>
    %cst_236 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %844 = stablehlo.multiply %843, %780 : tensor<16xf32>
    %cst_237 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %846 = stablehlo.multiply %845, %783 : tensor<8xf32>
    %cst_238 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %848 = stablehlo.multiply %847, %786 : tensor<8xf32>
    %cst_239 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %850 = stablehlo.multiply %849, %789 : tensor<8xf32>
    %cst_240 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %852 = stablehlo.multiply %851, %792 : tensor<8xf32>
    %cst_241 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %854 = stablehlo.multiply %853, %795 : tensor<3x3x8x8xf32>
    %cst_242 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %856 = stablehlo.multiply %855, %798 : tensor<3x3x8x8xf32>
    %cst_243 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %858 = stablehlo.multiply %857, %801 : tensor<16xf32>
    %cst_244 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %860 = stablehlo.multiply %859, %804 : tensor<16xf32>
    %cst_245 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %862 = stablehlo.multiply %861, %807 : tensor<16xf32>
    %cst_246 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %864 = stablehlo.multiply %863, %810 : tensor<16xf32>
    %cst_247 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %866 = stablehlo.multiply %865, %813 : tensor<3x3x8x16xf32>
    %cst_248 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %868 = stablehlo.multiply %867, %816 : tensor<3x3x16x16xf32>
    %cst_249 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %870 = stablehlo.multiply %869, %819 : tensor<1x1x8x16xf32>
    %cst_250 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %872 = stablehlo.multiply %871, %822 : tensor<3x3x3x8xf32>
    %cst_251 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %874 = stablehlo.multiply %873, %825 : tensor<10xf32>
    %cst_252 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %876 = stablehlo.multiply %875, %828 : tensor<16x10xf32>
    %877 = stablehlo.add %arg0, %830 : tensor<8xf32>
    %878 = stablehlo.add %arg1, %832 : tensor<8xf32>
    %879 = stablehlo.add %arg2, %834 : tensor<8xf32>
    %880 = stablehlo.add %arg3, %836 : tensor<8xf32>
    %881 = stablehlo.add %arg4, %838 : tensor<16xf32>
    %882 = stablehlo.add %arg5, %840 : tensor<16xf32>
    %883 = stablehlo.add %arg6, %842 : tensor<16xf32>
    %884 = stablehlo.add %arg7, %844 : tensor<16xf32>
    %885 = stablehlo.add %arg8, %846 : tensor<8xf32>
    %886 = stablehlo.add %arg9, %848 : tensor<8xf32>
    %887 = stablehlo.add %arg10, %850 : tensor<8xf32>
    %888 = stablehlo.add %arg11, %852 : tensor<8xf32>
    %889 = stablehlo.add %arg12, %854 : tensor<3x3x8x8xf32>
    %890 = stablehlo.add %arg13, %856 : tensor<3x3x8x8xf32>
    %891 = stablehlo.add %arg14, %858 : tensor<16xf32>
    %892 = stablehlo.add %arg15, %860 : tensor<16xf32>
    %893 = stablehlo.add %arg16, %862 : tensor<16xf32>
    %894 = stablehlo.add %arg17, %864 : tensor<16xf32>
    %895 = stablehlo.add %arg18, %866 : tensor<3x3x8x16xf32>
    %896 = stablehlo.add %arg19, %868 : tensor<3x3x16x16xf32>
    %897 = stablehlo.add %arg20, %870 : tensor<1x1x8x16xf32>
    %898 = stablehlo.add %arg21, %872 : tensor<3x3x3x8xf32>
    %899 = stablehlo.add %arg22, %874 : tensor<10xf32>
    %900 = stablehlo.add %arg23, %876 : tensor<16x10xf32>
    return %877, %878, %879, %880, %881, %882, %883, %884, %885, %886, %887, %888, %889, %890, %891, %892, %893, %894, %895, %896, %897, %898, %899, %900, %510, %248, %253, %258, %263, %268, %273, %278, %283, %288, %293, %298, %303, %308, %313, %318, %323, %328, %333, %338, %343, %348, %353, %358, %363, %369, %375, %381, %387, %393, %399, %405, %411, %417, %423, %429, %435, %441, %447, %453, %459, %465, %471, %477, %483, %489, %495, %501, %507, %121 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<3x3x16x16xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<3x3x16x16xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<3x3x16x16xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x8xf32>
    return %1 : tensor<2x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x8xf32>
    return %1 : tensor<2x8x8x8xf32>
  }
  func.func private @relu_1(%arg0: tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x16xf32>
    return %1 : tensor<2x4x4x16xf32>
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
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x10xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    return %1 : tensor<2x10xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
