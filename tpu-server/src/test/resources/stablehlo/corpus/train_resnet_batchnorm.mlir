module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<3x3x3x8xf32>, %arg3: tensor<10xf32>, %arg4: tensor<16x10xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<3x3x8x8xf32>, %arg10: tensor<3x3x8x8xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<3x3x8x16xf32>, %arg18: tensor<3x3x16x16xf32>, %arg19: tensor<1x1x8x16xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16xf32>, %arg31: tensor<16xf32>, %arg32: tensor<8xf32>, %arg33: tensor<8xf32>, %arg34: tensor<3x3x3x8xf32>, %arg35: tensor<10xf32>, %arg36: tensor<16x10xf32>, %arg37: tensor<8xf32>, %arg38: tensor<8xf32>, %arg39: tensor<8xf32>, %arg40: tensor<8xf32>, %arg41: tensor<3x3x8x8xf32>, %arg42: tensor<3x3x8x8xf32>, %arg43: tensor<16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<3x3x8x16xf32>, %arg50: tensor<3x3x16x16xf32>, %arg51: tensor<1x1x8x16xf32>, %arg52: tensor<4x12x12x3xf32>, %arg53: tensor<4xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[0]['TrainBlock_0']['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['TrainBlock_0']['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[0]['TrainBlock_0']['BatchNorm_1']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['TrainBlock_0']['BatchNorm_1']['scale']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[0]['TrainBlock_0']['Conv_0']['kernel']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[0]['TrainBlock_0']['Conv_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['TrainBlock_1']['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['TrainBlock_1']['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['TrainBlock_1']['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['TrainBlock_1']['BatchNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['TrainBlock_1']['BatchNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['TrainBlock_1']['BatchNorm_2']['scale']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0]['TrainBlock_1']['Conv_0']['kernel']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['TrainBlock_1']['Conv_1']['kernel']"}, tensor<1x1x8x16xf32> {jax.result_info = "result[0]['TrainBlock_1']['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['var']"}, tensor<8xf32> {jax.result_info = "result[1]['TrainBlock_0']['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['TrainBlock_0']['BatchNorm_0']['var']"}, tensor<8xf32> {jax.result_info = "result[1]['TrainBlock_0']['BatchNorm_1']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['TrainBlock_0']['BatchNorm_1']['var']"}, tensor<16xf32> {jax.result_info = "result[1]['TrainBlock_1']['BatchNorm_0']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['TrainBlock_1']['BatchNorm_0']['var']"}, tensor<16xf32> {jax.result_info = "result[1]['TrainBlock_1']['BatchNorm_1']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['TrainBlock_1']['BatchNorm_1']['var']"}, tensor<16xf32> {jax.result_info = "result[1]['TrainBlock_1']['BatchNorm_2']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['TrainBlock_1']['BatchNorm_2']['var']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['bias']"}, tensor<16x10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['kernel']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['TrainBlock_0']['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['TrainBlock_0']['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['TrainBlock_0']['BatchNorm_1']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['TrainBlock_0']['BatchNorm_1']['scale']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[2][0].trace['TrainBlock_0']['Conv_0']['kernel']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[2][0].trace['TrainBlock_0']['Conv_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['BatchNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['BatchNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['BatchNorm_2']['scale']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['Conv_0']['kernel']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['Conv_1']['kernel']"}, tensor<1x1x8x16xf32> {jax.result_info = "result[2][0].trace['TrainBlock_1']['Conv_2']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convolution(%arg52, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x12x12x8xf32>
    %1 = chlo.square %0 : tensor<4x12x12x8xf32> -> tensor<4x12x12x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<4x12x12x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %10 = chlo.square %6 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8xi1>, tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8xi1>, tensor<8xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.multiply %26, %arg20 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %28, %6 : tensor<8xf32>
    %30 = stablehlo.add %27, %29 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.multiply %31, %arg21 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.multiply %33, %15 : tensor<8xf32>
    %35 = stablehlo.add %32, %34 : tensor<8xf32>
    %36 = stablehlo.broadcast_in_dim %6, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %15, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %39 = stablehlo.subtract %0, %38 : tensor<4x12x12x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %41 = stablehlo.add %37, %40 : tensor<1x1x1x8xf32>
    %42 = stablehlo.rsqrt %41 : tensor<1x1x1x8xf32>
    %43 = stablehlo.divide %42, %41 : tensor<1x1x1x8xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1x1x1x8xf32>
    %46 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %47 = stablehlo.multiply %42, %46 : tensor<1x1x1x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %49 = stablehlo.multiply %39, %48 : tensor<4x12x12x8xf32>
    %50 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %52 = stablehlo.add %49, %51 : tensor<4x12x12x8xf32>
    %53 = call @relu(%52) : (tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %55 = stablehlo.compare GT, %52, %54, FLOAT : (tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xi1>
    %56 = stablehlo.convolution(%53, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<3x3x8x8xf32>) -> tensor<4x12x12x8xf32>
    %57 = chlo.square %56 : tensor<4x12x12x8xf32> -> tensor<4x12x12x8xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<4x12x12x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%56 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_20 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%57 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_22 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.divide %63, %64 : tensor<8xf32>
    %66 = chlo.square %62 : tensor<8xf32> -> tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.multiply %67, %62 : tensor<8xf32>
    %69 = stablehlo.subtract %65, %66 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.maximum %70, %69 : tensor<8xf32>
    %72 = stablehlo.compare EQ, %69, %71, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.select %72, %73, %74 : tensor<8xi1>, tensor<8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.compare EQ, %76, %71, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.select %77, %78, %79 : tensor<8xi1>, tensor<8xf32>
    %81 = stablehlo.divide %75, %80 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.multiply %82, %arg22 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.multiply %84, %62 : tensor<8xf32>
    %86 = stablehlo.add %83, %85 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.multiply %87, %arg23 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.multiply %89, %71 : tensor<8xf32>
    %91 = stablehlo.add %88, %90 : tensor<8xf32>
    %92 = stablehlo.broadcast_in_dim %62, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %93 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %95 = stablehlo.subtract %56, %94 : tensor<4x12x12x8xf32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %97 = stablehlo.add %93, %96 : tensor<1x1x1x8xf32>
    %98 = stablehlo.rsqrt %97 : tensor<1x1x1x8xf32>
    %99 = stablehlo.divide %98, %97 : tensor<1x1x1x8xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<1x1x1x8xf32>
    %102 = stablehlo.reshape %arg6 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %103 = stablehlo.multiply %98, %102 : tensor<1x1x1x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %105 = stablehlo.multiply %95, %104 : tensor<4x12x12x8xf32>
    %106 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %108 = stablehlo.add %105, %107 : tensor<4x12x12x8xf32>
    %109 = call @relu(%108) : (tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %111 = stablehlo.compare GT, %108, %110, FLOAT : (tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xi1>
    %112 = stablehlo.convolution(%109, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<3x3x8x8xf32>) -> tensor<4x12x12x8xf32>
    %113 = chlo.square %112 : tensor<4x12x12x8xf32> -> tensor<4x12x12x8xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %115 = stablehlo.multiply %114, %112 : tensor<4x12x12x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%112 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_39 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %118 = stablehlo.divide %116, %117 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%113 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_41 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %121 = stablehlo.divide %119, %120 : tensor<8xf32>
    %122 = chlo.square %118 : tensor<8xf32> -> tensor<8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %124 = stablehlo.multiply %123, %118 : tensor<8xf32>
    %125 = stablehlo.subtract %121, %122 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %127 = stablehlo.maximum %126, %125 : tensor<8xf32>
    %128 = stablehlo.compare EQ, %125, %127, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %131 = stablehlo.select %128, %129, %130 : tensor<8xi1>, tensor<8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.compare EQ, %132, %127, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %136 = stablehlo.select %133, %134, %135 : tensor<8xi1>, tensor<8xf32>
    %137 = stablehlo.divide %131, %136 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %139 = stablehlo.multiply %138, %arg24 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.multiply %140, %118 : tensor<8xf32>
    %142 = stablehlo.add %139, %141 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.multiply %143, %arg25 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %146 = stablehlo.multiply %145, %127 : tensor<8xf32>
    %147 = stablehlo.add %144, %146 : tensor<8xf32>
    %148 = stablehlo.broadcast_in_dim %118, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %149 = stablehlo.broadcast_in_dim %127, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %151 = stablehlo.subtract %112, %150 : tensor<4x12x12x8xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %153 = stablehlo.add %149, %152 : tensor<1x1x1x8xf32>
    %154 = stablehlo.rsqrt %153 : tensor<1x1x1x8xf32>
    %155 = stablehlo.divide %154, %153 : tensor<1x1x1x8xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<1x1x1x8xf32>
    %158 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %159 = stablehlo.multiply %154, %158 : tensor<1x1x1x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %161 = stablehlo.multiply %151, %160 : tensor<4x12x12x8xf32>
    %162 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %164 = stablehlo.add %161, %163 : tensor<4x12x12x8xf32>
    %165 = stablehlo.add %53, %164 : tensor<4x12x12x8xf32>
    %166 = call @relu(%165) : (tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %168 = stablehlo.compare GT, %165, %167, FLOAT : (tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xi1>
    %169 = stablehlo.convolution(%166, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<3x3x8x16xf32>) -> tensor<4x6x6x16xf32>
    %170 = chlo.square %169 : tensor<4x6x6x16xf32> -> tensor<4x6x6x16xf32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %172 = stablehlo.multiply %171, %169 : tensor<4x6x6x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%169 init: %cst_57) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_58 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %175 = stablehlo.divide %173, %174 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%170 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_60 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %178 = stablehlo.divide %176, %177 : tensor<16xf32>
    %179 = chlo.square %175 : tensor<16xf32> -> tensor<16xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %181 = stablehlo.multiply %180, %175 : tensor<16xf32>
    %182 = stablehlo.subtract %178, %179 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %184 = stablehlo.maximum %183, %182 : tensor<16xf32>
    %185 = stablehlo.compare EQ, %182, %184, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %188 = stablehlo.select %185, %186, %187 : tensor<16xi1>, tensor<16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %190 = stablehlo.compare EQ, %189, %184, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.select %190, %191, %192 : tensor<16xi1>, tensor<16xf32>
    %194 = stablehlo.divide %188, %193 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %196 = stablehlo.multiply %195, %arg26 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %198 = stablehlo.multiply %197, %175 : tensor<16xf32>
    %199 = stablehlo.add %196, %198 : tensor<16xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %201 = stablehlo.multiply %200, %arg27 : tensor<16xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %203 = stablehlo.multiply %202, %184 : tensor<16xf32>
    %204 = stablehlo.add %201, %203 : tensor<16xf32>
    %205 = stablehlo.broadcast_in_dim %175, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %206 = stablehlo.broadcast_in_dim %184, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %208 = stablehlo.subtract %169, %207 : tensor<4x6x6x16xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %210 = stablehlo.add %206, %209 : tensor<1x1x1x16xf32>
    %211 = stablehlo.rsqrt %210 : tensor<1x1x1x16xf32>
    %212 = stablehlo.divide %211, %210 : tensor<1x1x1x16xf32>
    %cst_73 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<1x1x1x16xf32>
    %215 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %216 = stablehlo.multiply %211, %215 : tensor<1x1x1x16xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %218 = stablehlo.multiply %208, %217 : tensor<4x6x6x16xf32>
    %219 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %221 = stablehlo.add %218, %220 : tensor<4x6x6x16xf32>
    %222 = call @relu_0(%221) : (tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %224 = stablehlo.compare GT, %221, %223, FLOAT : (tensor<4x6x6x16xf32>, tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xi1>
    %225 = stablehlo.convolution(%222, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x6x6x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x6x6x16xf32>
    %226 = chlo.square %225 : tensor<4x6x6x16xf32> -> tensor<4x6x6x16xf32>
    %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %228 = stablehlo.multiply %227, %225 : tensor<4x6x6x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%225 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_77 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %231 = stablehlo.divide %229, %230 : tensor<16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%226 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_79 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %234 = stablehlo.divide %232, %233 : tensor<16xf32>
    %235 = chlo.square %231 : tensor<16xf32> -> tensor<16xf32>
    %cst_80 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %237 = stablehlo.multiply %236, %231 : tensor<16xf32>
    %238 = stablehlo.subtract %234, %235 : tensor<16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.maximum %239, %238 : tensor<16xf32>
    %241 = stablehlo.compare EQ, %238, %240, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %244 = stablehlo.select %241, %242, %243 : tensor<16xi1>, tensor<16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %246 = stablehlo.compare EQ, %245, %240, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_85 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %249 = stablehlo.select %246, %247, %248 : tensor<16xi1>, tensor<16xf32>
    %250 = stablehlo.divide %244, %249 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %252 = stablehlo.multiply %251, %arg28 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %254 = stablehlo.multiply %253, %231 : tensor<16xf32>
    %255 = stablehlo.add %252, %254 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %257 = stablehlo.multiply %256, %arg29 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %259 = stablehlo.multiply %258, %240 : tensor<16xf32>
    %260 = stablehlo.add %257, %259 : tensor<16xf32>
    %261 = stablehlo.broadcast_in_dim %231, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %262 = stablehlo.broadcast_in_dim %240, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %264 = stablehlo.subtract %225, %263 : tensor<4x6x6x16xf32>
    %cst_91 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %266 = stablehlo.add %262, %265 : tensor<1x1x1x16xf32>
    %267 = stablehlo.rsqrt %266 : tensor<1x1x1x16xf32>
    %268 = stablehlo.divide %267, %266 : tensor<1x1x1x16xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<1x1x1x16xf32>
    %271 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %272 = stablehlo.multiply %267, %271 : tensor<1x1x1x16xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %274 = stablehlo.multiply %264, %273 : tensor<4x6x6x16xf32>
    %275 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %277 = stablehlo.add %274, %276 : tensor<4x6x6x16xf32>
    %278 = stablehlo.convolution(%166, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<1x1x8x16xf32>) -> tensor<4x6x6x16xf32>
    %279 = chlo.square %278 : tensor<4x6x6x16xf32> -> tensor<4x6x6x16xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %281 = stablehlo.multiply %280, %278 : tensor<4x6x6x16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%278 init: %cst_94) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_95 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.divide %282, %283 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%279 init: %cst_96) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_97 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %287 = stablehlo.divide %285, %286 : tensor<16xf32>
    %288 = chlo.square %284 : tensor<16xf32> -> tensor<16xf32>
    %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.multiply %289, %284 : tensor<16xf32>
    %291 = stablehlo.subtract %287, %288 : tensor<16xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %293 = stablehlo.maximum %292, %291 : tensor<16xf32>
    %294 = stablehlo.compare EQ, %291, %293, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %297 = stablehlo.select %294, %295, %296 : tensor<16xi1>, tensor<16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %299 = stablehlo.compare EQ, %298, %293, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %302 = stablehlo.select %299, %300, %301 : tensor<16xi1>, tensor<16xf32>
    %303 = stablehlo.divide %297, %302 : tensor<16xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %305 = stablehlo.multiply %304, %arg30 : tensor<16xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %307 = stablehlo.multiply %306, %284 : tensor<16xf32>
    %308 = stablehlo.add %305, %307 : tensor<16xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %310 = stablehlo.multiply %309, %arg31 : tensor<16xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %312 = stablehlo.multiply %311, %293 : tensor<16xf32>
    %313 = stablehlo.add %310, %312 : tensor<16xf32>
    %314 = stablehlo.broadcast_in_dim %284, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %315 = stablehlo.broadcast_in_dim %293, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %316 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %317 = stablehlo.subtract %278, %316 : tensor<4x6x6x16xf32>
    %cst_109 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %319 = stablehlo.add %315, %318 : tensor<1x1x1x16xf32>
    %320 = stablehlo.rsqrt %319 : tensor<1x1x1x16xf32>
    %321 = stablehlo.divide %320, %319 : tensor<1x1x1x16xf32>
    %cst_110 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<1x1x1x16xf32>
    %324 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %325 = stablehlo.multiply %320, %324 : tensor<1x1x1x16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %327 = stablehlo.multiply %317, %326 : tensor<4x6x6x16xf32>
    %328 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %330 = stablehlo.add %327, %329 : tensor<4x6x6x16xf32>
    %331 = stablehlo.add %330, %277 : tensor<4x6x6x16xf32>
    %332 = call @relu_0(%331) : (tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %334 = stablehlo.compare GT, %331, %333, FLOAT : (tensor<4x6x6x16xf32>, tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xi1>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%332 init: %cst_112) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_113 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %337 = stablehlo.divide %335, %336 : tensor<4x16xf32>
    %338 = stablehlo.dot_general %337, %arg4, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16xf32>, tensor<16x10xf32>) -> tensor<4x10xf32>
    %339 = stablehlo.reshape %arg3 : (tensor<10xf32>) -> tensor<1x10xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<4x10xf32>
    %341 = stablehlo.add %338, %340 : tensor<4x10xf32>
    %342 = stablehlo.broadcast_in_dim %arg53, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %343:2 = call @take_along_axis(%341, %342) : (tensor<4x10xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %344:2 = call @_take(%343#0, %c) : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %345 = stablehlo.reduce(%341 init: %cst_114) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %347 = stablehlo.maximum %346, %345 : tensor<4xf32>
    %348 = stablehlo.is_finite %347 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %350 = stablehlo.select %348, %347, %349 : tensor<4xi1>, tensor<4xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %353 = stablehlo.subtract %341, %352 : tensor<4x10xf32>
    %354 = stablehlo.exponential %353 : tensor<4x10xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_117) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %356 = stablehlo.abs %355 : tensor<4xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %358 = stablehlo.compare GE, %355, %357, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %359 = stablehlo.log %356 : tensor<4xf32>
    %360 = stablehlo.add %359, %350 : tensor<4xf32>
    %361 = stablehlo.subtract %360, %344#0 : tensor<4xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.reduce(%361 init: %cst_119) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_120 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %363 = stablehlo.divide %362, %cst_120 : tensor<f32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_122 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %364 = stablehlo.divide %cst_121, %cst_122 : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %366 = stablehlo.negate %365 : tensor<4xf32>
    %367 = stablehlo.divide %365, %356 : tensor<4xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %369 = stablehlo.select %358, %368, %367 : tensor<4xi1>, tensor<4xf32>
    %370 = stablehlo.select %358, %367, %368 : tensor<4xi1>, tensor<4xf32>
    %371 = stablehlo.negate %369 : tensor<4xf32>
    %372 = stablehlo.add %370, %371 : tensor<4xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
    %374 = stablehlo.multiply %373, %354 : tensor<4x10xf32>
    %375 = call @_take_1(%344#1, %366) : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %376 = call @take_along_axis_2(%343#1, %375) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    %377 = stablehlo.add %374, %376 : tensor<4x10xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%377 init: %cst_124) applies stablehlo.add across dimensions = [0] : (tensor<4x10xf32>, tensor<f32>) -> tensor<10xf32>
    %379 = stablehlo.reshape %378 : (tensor<10xf32>) -> tensor<1x10xf32>
    %380 = stablehlo.reshape %379 : (tensor<1x10xf32>) -> tensor<10xf32>
    %381 = stablehlo.dot_general %377, %337, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x10xf32>, tensor<4x16xf32>) -> tensor<10x16xf32>
    %382 = stablehlo.transpose %381, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %383 = stablehlo.dot_general %377, %arg4, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x10xf32>, tensor<16x10xf32>) -> tensor<4x16xf32>
    %cst_125 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %385 = stablehlo.divide %383, %384 : tensor<4x16xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x6x6x16xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %388 = stablehlo.select %334, %386, %387 : tensor<4x6x6x16xi1>, tensor<4x6x6x16xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_127) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %390 = stablehlo.reshape %389 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %392 = stablehlo.multiply %317, %388 : tensor<4x6x6x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_128) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %394 = stablehlo.reshape %393 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %395 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %396 = stablehlo.multiply %388, %395 : tensor<4x6x6x16xf32>
    %397 = stablehlo.multiply %320, %394 : tensor<1x1x1x16xf32>
    %398 = stablehlo.multiply %394, %324 : tensor<1x1x1x16xf32>
    %399 = stablehlo.reshape %397 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %400 = stablehlo.multiply %398, %323 : tensor<1x1x1x16xf32>
    %401 = stablehlo.negate %396 : tensor<4x6x6x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_129) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %403 = stablehlo.reshape %402 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%400 init: %cst_130) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%403 init: %cst_131) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %406 = stablehlo.multiply %404, %303 : tensor<16xf32>
    %407 = stablehlo.negate %406 : tensor<16xf32>
    %408 = stablehlo.multiply %407, %290 : tensor<16xf32>
    %409 = stablehlo.add %405, %408 : tensor<16xf32>
    %cst_132 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %411 = stablehlo.divide %406, %410 : tensor<16xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [3] : (tensor<16xf32>) -> tensor<4x6x6x16xf32>
    %cst_133 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %414 = stablehlo.divide %409, %413 : tensor<16xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [3] : (tensor<16xf32>) -> tensor<4x6x6x16xf32>
    %416 = stablehlo.add %396, %415 : tensor<4x6x6x16xf32>
    %417 = stablehlo.multiply %412, %281 : tensor<4x6x6x16xf32>
    %418 = stablehlo.add %416, %417 : tensor<4x6x6x16xf32>
    %419 = stablehlo.convolution(%166, %418) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<4x6x6x16xf32>) -> tensor<1x1x8x16xf32>
    %420 = stablehlo.reverse %arg19, dims = [0, 1] : tensor<1x1x8x16xf32>
    %421 = stablehlo.convolution(%418, %420) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x6x6x16xf32>, tensor<1x1x8x16xf32>) -> tensor<4x12x12x8xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%388 init: %cst_134) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %423 = stablehlo.reshape %422 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %424 = stablehlo.reshape %423 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %425 = stablehlo.multiply %264, %388 : tensor<4x6x6x16xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_135) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %427 = stablehlo.reshape %426 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %428 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %429 = stablehlo.multiply %388, %428 : tensor<4x6x6x16xf32>
    %430 = stablehlo.multiply %267, %427 : tensor<1x1x1x16xf32>
    %431 = stablehlo.multiply %427, %271 : tensor<1x1x1x16xf32>
    %432 = stablehlo.reshape %430 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %433 = stablehlo.multiply %431, %270 : tensor<1x1x1x16xf32>
    %434 = stablehlo.negate %429 : tensor<4x6x6x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_136) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %436 = stablehlo.reshape %435 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%433 init: %cst_137) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%436 init: %cst_138) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %439 = stablehlo.multiply %437, %250 : tensor<16xf32>
    %440 = stablehlo.negate %439 : tensor<16xf32>
    %441 = stablehlo.multiply %440, %237 : tensor<16xf32>
    %442 = stablehlo.add %438, %441 : tensor<16xf32>
    %cst_139 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %444 = stablehlo.divide %439, %443 : tensor<16xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [3] : (tensor<16xf32>) -> tensor<4x6x6x16xf32>
    %cst_140 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %447 = stablehlo.divide %442, %446 : tensor<16xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [3] : (tensor<16xf32>) -> tensor<4x6x6x16xf32>
    %449 = stablehlo.add %429, %448 : tensor<4x6x6x16xf32>
    %450 = stablehlo.multiply %445, %228 : tensor<4x6x6x16xf32>
    %451 = stablehlo.add %449, %450 : tensor<4x6x6x16xf32>
    %452 = stablehlo.convolution(%222, %451) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x6x6x16xf32>, tensor<4x6x6x16xf32>) -> tensor<3x3x16x16xf32>
    %453 = stablehlo.reverse %arg18, dims = [0, 1] : tensor<3x3x16x16xf32>
    %454 = stablehlo.convolution(%451, %453) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x6x6x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x6x6x16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %456 = stablehlo.select %224, %454, %455 : tensor<4x6x6x16xi1>, tensor<4x6x6x16xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_142) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %458 = stablehlo.reshape %457 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %459 = stablehlo.reshape %458 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %460 = stablehlo.multiply %208, %456 : tensor<4x6x6x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.reduce(%460 init: %cst_143) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %462 = stablehlo.reshape %461 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %463 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x6x6x16xf32>
    %464 = stablehlo.multiply %456, %463 : tensor<4x6x6x16xf32>
    %465 = stablehlo.multiply %211, %462 : tensor<1x1x1x16xf32>
    %466 = stablehlo.multiply %462, %215 : tensor<1x1x1x16xf32>
    %467 = stablehlo.reshape %465 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %468 = stablehlo.multiply %466, %214 : tensor<1x1x1x16xf32>
    %469 = stablehlo.negate %464 : tensor<4x6x6x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_144) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x6x6x16xf32>, tensor<f32>) -> tensor<16xf32>
    %471 = stablehlo.reshape %470 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%468 init: %cst_145) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.reduce(%471 init: %cst_146) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %474 = stablehlo.multiply %472, %194 : tensor<16xf32>
    %475 = stablehlo.negate %474 : tensor<16xf32>
    %476 = stablehlo.multiply %475, %181 : tensor<16xf32>
    %477 = stablehlo.add %473, %476 : tensor<16xf32>
    %cst_147 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %479 = stablehlo.divide %474, %478 : tensor<16xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [3] : (tensor<16xf32>) -> tensor<4x6x6x16xf32>
    %cst_148 = stablehlo.constant dense<1.440000e+02> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %482 = stablehlo.divide %477, %481 : tensor<16xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [3] : (tensor<16xf32>) -> tensor<4x6x6x16xf32>
    %484 = stablehlo.add %464, %483 : tensor<4x6x6x16xf32>
    %485 = stablehlo.multiply %480, %172 : tensor<4x6x6x16xf32>
    %486 = stablehlo.add %484, %485 : tensor<4x6x6x16xf32>
    %487 = stablehlo.convolution(%166, %486) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<4x6x6x16xf32>) -> tensor<3x3x8x16xf32>
    %488 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<3x3x8x16xf32>
    %489 = stablehlo.convolution(%486, %488) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x6x6x16xf32>, tensor<3x3x8x16xf32>) -> tensor<4x12x12x8xf32>
    %490 = stablehlo.add %421, %489 : tensor<4x12x12x8xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %492 = stablehlo.select %168, %490, %491 : tensor<4x12x12x8xi1>, tensor<4x12x12x8xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%492 init: %cst_150) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %494 = stablehlo.reshape %493 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %495 = stablehlo.reshape %494 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %496 = stablehlo.multiply %151, %492 : tensor<4x12x12x8xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.reduce(%496 init: %cst_151) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %498 = stablehlo.reshape %497 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %499 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %500 = stablehlo.multiply %492, %499 : tensor<4x12x12x8xf32>
    %501 = stablehlo.multiply %154, %498 : tensor<1x1x1x8xf32>
    %502 = stablehlo.multiply %498, %158 : tensor<1x1x1x8xf32>
    %503 = stablehlo.reshape %501 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %504 = stablehlo.multiply %502, %157 : tensor<1x1x1x8xf32>
    %505 = stablehlo.negate %500 : tensor<4x12x12x8xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_152) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %507 = stablehlo.reshape %506 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%504 init: %cst_153) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%507 init: %cst_154) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %510 = stablehlo.multiply %508, %137 : tensor<8xf32>
    %511 = stablehlo.negate %510 : tensor<8xf32>
    %512 = stablehlo.multiply %511, %124 : tensor<8xf32>
    %513 = stablehlo.add %509, %512 : tensor<8xf32>
    %cst_155 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %515 = stablehlo.divide %510, %514 : tensor<8xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [3] : (tensor<8xf32>) -> tensor<4x12x12x8xf32>
    %cst_156 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %518 = stablehlo.divide %513, %517 : tensor<8xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [3] : (tensor<8xf32>) -> tensor<4x12x12x8xf32>
    %520 = stablehlo.add %500, %519 : tensor<4x12x12x8xf32>
    %521 = stablehlo.multiply %516, %115 : tensor<4x12x12x8xf32>
    %522 = stablehlo.add %520, %521 : tensor<4x12x12x8xf32>
    %523 = stablehlo.convolution(%109, %522) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<3x3x8x8xf32>
    %524 = stablehlo.reverse %arg10, dims = [0, 1] : tensor<3x3x8x8xf32>
    %525 = stablehlo.convolution(%522, %524) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<3x3x8x8xf32>) -> tensor<4x12x12x8xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %527 = stablehlo.select %111, %525, %526 : tensor<4x12x12x8xi1>, tensor<4x12x12x8xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%527 init: %cst_158) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %529 = stablehlo.reshape %528 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %530 = stablehlo.reshape %529 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %531 = stablehlo.multiply %95, %527 : tensor<4x12x12x8xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_159) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %533 = stablehlo.reshape %532 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %534 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %535 = stablehlo.multiply %527, %534 : tensor<4x12x12x8xf32>
    %536 = stablehlo.multiply %98, %533 : tensor<1x1x1x8xf32>
    %537 = stablehlo.multiply %533, %102 : tensor<1x1x1x8xf32>
    %538 = stablehlo.reshape %536 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %539 = stablehlo.multiply %537, %101 : tensor<1x1x1x8xf32>
    %540 = stablehlo.negate %535 : tensor<4x12x12x8xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_160) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %542 = stablehlo.reshape %541 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%539 init: %cst_161) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%542 init: %cst_162) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %545 = stablehlo.multiply %543, %81 : tensor<8xf32>
    %546 = stablehlo.negate %545 : tensor<8xf32>
    %547 = stablehlo.multiply %546, %68 : tensor<8xf32>
    %548 = stablehlo.add %544, %547 : tensor<8xf32>
    %cst_163 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %550 = stablehlo.divide %545, %549 : tensor<8xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [3] : (tensor<8xf32>) -> tensor<4x12x12x8xf32>
    %cst_164 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %553 = stablehlo.divide %548, %552 : tensor<8xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [3] : (tensor<8xf32>) -> tensor<4x12x12x8xf32>
    %555 = stablehlo.add %535, %554 : tensor<4x12x12x8xf32>
    %556 = stablehlo.multiply %551, %59 : tensor<4x12x12x8xf32>
    %557 = stablehlo.add %555, %556 : tensor<4x12x12x8xf32>
    %558 = stablehlo.convolution(%53, %557) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<4x12x12x8xf32>) -> tensor<3x3x8x8xf32>
    %559 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<3x3x8x8xf32>
    %560 = stablehlo.convolution(%557, %559) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x8xf32>, tensor<3x3x8x8xf32>) -> tensor<4x12x12x8xf32>
    %561 = stablehlo.add %492, %560 : tensor<4x12x12x8xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %563 = stablehlo.select %55, %561, %562 : tensor<4x12x12x8xi1>, tensor<4x12x12x8xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_166) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %565 = stablehlo.reshape %564 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %566 = stablehlo.reshape %565 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %567 = stablehlo.multiply %39, %563 : tensor<4x12x12x8xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_167) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %569 = stablehlo.reshape %568 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %570 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<4x12x12x8xf32>
    %571 = stablehlo.multiply %563, %570 : tensor<4x12x12x8xf32>
    %572 = stablehlo.multiply %42, %569 : tensor<1x1x1x8xf32>
    %573 = stablehlo.multiply %569, %46 : tensor<1x1x1x8xf32>
    %574 = stablehlo.reshape %572 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %575 = stablehlo.multiply %573, %45 : tensor<1x1x1x8xf32>
    %576 = stablehlo.negate %571 : tensor<4x12x12x8xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_168) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x12x12x8xf32>, tensor<f32>) -> tensor<8xf32>
    %578 = stablehlo.reshape %577 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%575 init: %cst_169) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.reduce(%578 init: %cst_170) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %581 = stablehlo.multiply %579, %25 : tensor<8xf32>
    %582 = stablehlo.negate %581 : tensor<8xf32>
    %583 = stablehlo.multiply %582, %12 : tensor<8xf32>
    %584 = stablehlo.add %580, %583 : tensor<8xf32>
    %cst_171 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %586 = stablehlo.divide %581, %585 : tensor<8xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [3] : (tensor<8xf32>) -> tensor<4x12x12x8xf32>
    %cst_172 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %589 = stablehlo.divide %584, %588 : tensor<8xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [3] : (tensor<8xf32>) -> tensor<4x12x12x8xf32>
    %591 = stablehlo.add %571, %590 : tensor<4x12x12x8xf32>
    %592 = stablehlo.multiply %587, %3 : tensor<4x12x12x8xf32>
    %593 = stablehlo.add %591, %592 : tensor<4x12x12x8xf32>
    %594 = stablehlo.convolution(%arg52, %593) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<4x12x12x3xf32>, tensor<4x12x12x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %596 = stablehlo.multiply %595, %arg32 : tensor<8xf32>
    %597 = stablehlo.add %566, %596 : tensor<8xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %599 = stablehlo.multiply %598, %arg33 : tensor<8xf32>
    %600 = stablehlo.add %574, %599 : tensor<8xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %602 = stablehlo.multiply %601, %arg34 : tensor<3x3x3x8xf32>
    %603 = stablehlo.add %594, %602 : tensor<3x3x3x8xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %605 = stablehlo.multiply %604, %arg35 : tensor<10xf32>
    %606 = stablehlo.add %380, %605 : tensor<10xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %608 = stablehlo.multiply %607, %arg36 : tensor<16x10xf32>
    %609 = stablehlo.add %382, %608 : tensor<16x10xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %611 = stablehlo.multiply %610, %arg37 : tensor<8xf32>
    %612 = stablehlo.add %530, %611 : tensor<8xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %614 = stablehlo.multiply %613, %arg38 : tensor<8xf32>
    %615 = stablehlo.add %538, %614 : tensor<8xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %617 = stablehlo.multiply %616, %arg39 : tensor<8xf32>
    %618 = stablehlo.add %495, %617 : tensor<8xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %620 = stablehlo.multiply %619, %arg40 : tensor<8xf32>
    %621 = stablehlo.add %503, %620 : tensor<8xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %623 = stablehlo.multiply %622, %arg41 : tensor<3x3x8x8xf32>
    %624 = stablehlo.add %558, %623 : tensor<3x3x8x8xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %626 = stablehlo.multiply %625, %arg42 : tensor<3x3x8x8xf32>
    %627 = stablehlo.add %523, %626 : tensor<3x3x8x8xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %629 = stablehlo.multiply %628, %arg43 : tensor<16xf32>
    %630 = stablehlo.add %459, %629 : tensor<16xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %632 = stablehlo.multiply %631, %arg44 : tensor<16xf32>
    %633 = stablehlo.add %467, %632 : tensor<16xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %635 = stablehlo.multiply %634, %arg45 : tensor<16xf32>
    %636 = stablehlo.add %424, %635 : tensor<16xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %638 = stablehlo.multiply %637, %arg46 : tensor<16xf32>
    %639 = stablehlo.add %432, %638 : tensor<16xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %641 = stablehlo.multiply %640, %arg47 : tensor<16xf32>
    %642 = stablehlo.add %391, %641 : tensor<16xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %644 = stablehlo.multiply %643, %arg48 : tensor<16xf32>
    %645 = stablehlo.add %399, %644 : tensor<16xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %647 = stablehlo.multiply %646, %arg49 : tensor<3x3x8x16xf32>
    %648 = stablehlo.add %487, %647 : tensor<3x3x8x16xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %650 = stablehlo.multiply %649, %arg50 : tensor<3x3x16x16xf32>
    %651 = stablehlo.add %452, %650 : tensor<3x3x16x16xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %653 = stablehlo.multiply %652, %arg51 : tensor<1x1x8x16xf32>
    %654 = stablehlo.add %419, %653 : tensor<1x1x8x16xf32>
    %cst_193 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %656 = stablehlo.multiply %655, %597 : tensor<8xf32>
    %cst_194 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %658 = stablehlo.multiply %657, %600 : tensor<8xf32>
    %cst_195 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %660 = stablehlo.multiply %659, %603 : tensor<3x3x3x8xf32>
    %cst_196 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %662 = stablehlo.multiply %661, %606 : tensor<10xf32>
    %cst_197 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %664 = stablehlo.multiply %663, %609 : tensor<16x10xf32>
    %cst_198 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %666 = stablehlo.multiply %665, %612 : tensor<8xf32>
    %cst_199 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %668 = stablehlo.multiply %667, %615 : tensor<8xf32>
    %cst_200 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %670 = stablehlo.multiply %669, %618 : tensor<8xf32>
    %cst_201 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %672 = stablehlo.multiply %671, %621 : tensor<8xf32>
    %cst_202 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %674 = stablehlo.multiply %673, %624 : tensor<3x3x8x8xf32>
    %cst_203 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %676 = stablehlo.multiply %675, %627 : tensor<3x3x8x8xf32>
    %cst_204 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %678 = stablehlo.multiply %677, %630 : tensor<16xf32>
    %cst_205 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %680 = stablehlo.multiply %679, %633 : tensor<16xf32>
    %cst_206 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %682 = stablehlo.multiply %681, %636 : tensor<16xf32>
    %cst_207 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %684 = stablehlo.multiply %683, %639 : tensor<16xf32>
    %cst_208 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %686 = stablehlo.multiply %685, %642 : tensor<16xf32>
    %cst_209 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %688 = stablehlo.multiply %687, %645 : tensor<16xf32>
    %cst_210 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %690 = stablehlo.multiply %689, %648 : tensor<3x3x8x16xf32>
    %cst_211 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %692 = stablehlo.multiply %691, %651 : tensor<3x3x16x16xf32>
    %cst_212 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %694 = stablehlo.multiply %693, %654 : tensor<1x1x8x16xf32>
    %695 = stablehlo.add %arg0, %656 : tensor<8xf32>
    %696 = stablehlo.add %arg1, %658 : tensor<8xf32>
    %697 = stablehlo.add %arg2, %660 : tensor<3x3x3x8xf32>
    %698 = stablehlo.add %arg3, %662 : tensor<10xf32>
    %699 = stablehlo.add %arg4, %664 : tensor<16x10xf32>
    %700 = stablehlo.add %arg5, %666 : tensor<8xf32>
    %701 = stablehlo.add %arg6, %668 : tensor<8xf32>
    %702 = stablehlo.add %arg7, %670 : tensor<8xf32>
    %703 = stablehlo.add %arg8, %672 : tensor<8xf32>
    %704 = stablehlo.add %arg9, %674 : tensor<3x3x8x8xf32>
    %705 = stablehlo.add %arg10, %676 : tensor<3x3x8x8xf32>
    %706 = stablehlo.add %arg11, %678 : tensor<16xf32>
    %707 = stablehlo.add %arg12, %680 : tensor<16xf32>
    %708 = stablehlo.add %arg13, %682 : tensor<16xf32>
    %709 = stablehlo.add %arg14, %684 : tensor<16xf32>
    %710 = stablehlo.add %arg15, %686 : tensor<16xf32>
    %711 = stablehlo.add %arg16, %688 : tensor<16xf32>
    %712 = stablehlo.add %arg17, %690 : tensor<3x3x8x16xf32>
    %713 = stablehlo.add %arg18, %692 : tensor<3x3x16x16xf32>
    %714 = stablehlo.add %arg19, %694 : tensor<1x1x8x16xf32>
    return %695, %696, %697, %698, %699, %700, %701, %702, %703, %704, %705, %706, %707, %708, %709, %710, %711, %712, %713, %714, %30, %35, %86, %91, %142, %147, %199, %204, %255, %260, %308, %313, %597, %600, %603, %606, %609, %612, %615, %618, %621, %624, %627, %630, %633, %636, %639, %642, %645, %648, %651, %654, %363 : tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<3x3x16x16xf32>, tensor<1x1x8x16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<10xf32>, tensor<16x10xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<3x3x16x16xf32>, tensor<1x1x8x16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x12x12x8xf32>) -> tensor<4x12x12x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x12x12x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x12x12x8xf32>
    return %1 : tensor<4x12x12x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x6x6x16xf32>) -> tensor<4x6x6x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x6x6x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x6x6x16xf32>
    return %1 : tensor<4x6x6x16xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x10xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15, %5 : tensor<4x1xf32>, tensor<4x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<4xi1>, tensor<4xf32>
    return %13, %3 : tensor<4xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<4xf32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x1xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    return %1 : tensor<4x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x10xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    return %1 : tensor<4x10xf32>
  }
}
