module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64xf32>, %arg19: tensor<64xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<8xf32>, %arg23: tensor<8xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<3x3x3x8xf32>, %arg27: tensor<1x1x16x32xf32>, %arg28: tensor<10xf32>, %arg29: tensor<32x10xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<8xf32>, %arg35: tensor<8xf32>, %arg36: tensor<1x1x8x32xf32>, %arg37: tensor<3x3x1x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<1x1x2x32xf32>, %arg40: tensor<2xf32>, %arg41: tensor<1x1x32x2xf32>, %arg42: tensor<1x1x32x8xf32>, %arg43: tensor<32xf32>, %arg44: tensor<32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<1x1x8x32xf32>, %arg50: tensor<3x3x1x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<1x1x2x32xf32>, %arg53: tensor<2xf32>, %arg54: tensor<1x1x32x2xf32>, %arg55: tensor<1x1x32x16xf32>, %arg56: tensor<64xf32>, %arg57: tensor<64xf32>, %arg58: tensor<64xf32>, %arg59: tensor<64xf32>, %arg60: tensor<16xf32>, %arg61: tensor<16xf32>, %arg62: tensor<1x1x16x64xf32>, %arg63: tensor<3x3x1x64xf32>, %arg64: tensor<64xf32>, %arg65: tensor<1x1x4x64xf32>, %arg66: tensor<4xf32>, %arg67: tensor<1x1x64x4xf32>, %arg68: tensor<1x1x64x16xf32>, %arg69: tensor<2x16x16x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg69, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x8x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %6 = stablehlo.add %2, %5 : tensor<1x1x1x8xf32>
    %7 = stablehlo.rsqrt %6 : tensor<1x1x1x8xf32>
    %8 = stablehlo.reshape %arg23 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<1x1x1x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %11 = stablehlo.multiply %4, %10 : tensor<2x8x8x8xf32>
    %12 = stablehlo.reshape %arg22 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %14 = stablehlo.add %11, %13 : tensor<2x8x8x8xf32>
    %15 = call @silu(%14) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %16 = stablehlo.convolution(%15, %arg36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %20 = stablehlo.subtract %16, %19 : tensor<2x8x8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %22 = stablehlo.add %18, %21 : tensor<1x1x1x32xf32>
    %23 = stablehlo.rsqrt %22 : tensor<1x1x1x32xf32>
    %24 = stablehlo.reshape %arg31 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x1x1x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %27 = stablehlo.multiply %20, %26 : tensor<2x8x8x32xf32>
    %28 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x8x8x32xf32>
    %31 = call @silu_0(%30) : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %32 = stablehlo.convolution(%31, %arg37) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x8x8x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %36 = stablehlo.subtract %32, %35 : tensor<2x8x8x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %38 = stablehlo.add %34, %37 : tensor<1x1x1x32xf32>
    %39 = stablehlo.rsqrt %38 : tensor<1x1x1x32xf32>
    %40 = stablehlo.reshape %arg33 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<1x1x1x32xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %43 = stablehlo.multiply %36, %42 : tensor<2x8x8x32xf32>
    %44 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x8x8x32xf32>
    %47 = call @silu_0(%46) : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 3] : (tensor<2x32xf32>) -> tensor<2x1x1x32xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2x1x1x32xf32>
    %52 = stablehlo.convolution(%51, %arg41) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x32xf32>, tensor<1x1x32x2xf32>) -> tensor<2x1x1x2xf32>
    %53 = stablehlo.reshape %arg40 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x1x1x2xf32>
    %56 = call @silu_1(%55) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %57 = stablehlo.convolution(%56, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x32xf32>) -> tensor<2x1x1x32xf32>
    %58 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x1x1x32xf32>
    %60 = stablehlo.add %57, %59 : tensor<2x1x1x32xf32>
    %61 = stablehlo.negate %60 : tensor<2x1x1x32xf32>
    %62 = stablehlo.exponential %61 : tensor<2x1x1x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %64 = stablehlo.add %63, %62 : tensor<2x1x1x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %66 = stablehlo.divide %65, %64 : tensor<2x1x1x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %68 = stablehlo.multiply %47, %67 : tensor<2x8x8x32xf32>
    %69 = stablehlo.convolution(%68, %arg42) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<1x1x32x8xf32>) -> tensor<2x8x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %71 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %73 = stablehlo.subtract %69, %72 : tensor<2x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %75 = stablehlo.add %71, %74 : tensor<1x1x1x8xf32>
    %76 = stablehlo.rsqrt %75 : tensor<1x1x1x8xf32>
    %77 = stablehlo.reshape %arg35 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<1x1x1x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %80 = stablehlo.multiply %73, %79 : tensor<2x8x8x8xf32>
    %81 = stablehlo.reshape %arg34 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %83 = stablehlo.add %80, %82 : tensor<2x8x8x8xf32>
    %84 = stablehlo.add %83, %15 : tensor<2x8x8x8xf32>
    %85 = stablehlo.convolution(%84, %arg49) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<1x1x8x32xf32>) -> tensor<2x8x8x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %87 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %89 = stablehlo.subtract %85, %88 : tensor<2x8x8x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %91 = stablehlo.add %87, %90 : tensor<1x1x1x32xf32>
    %92 = stablehlo.rsqrt %91 : tensor<1x1x1x32xf32>
    %93 = stablehlo.reshape %arg44 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<1x1x1x32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %96 = stablehlo.multiply %89, %95 : tensor<2x8x8x32xf32>
    %97 = stablehlo.reshape %arg43 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x8x32xf32>
    %99 = stablehlo.add %96, %98 : tensor<2x8x8x32xf32>
    %100 = call @silu_0(%99) : (tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
    %101 = stablehlo.convolution(%100, %arg50) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x32xf32>, tensor<3x3x1x32xf32>) -> tensor<2x4x4x32xf32>
    %102 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %105 = stablehlo.subtract %101, %104 : tensor<2x4x4x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %107 = stablehlo.add %103, %106 : tensor<1x1x1x32xf32>
    %108 = stablehlo.rsqrt %107 : tensor<1x1x1x32xf32>
    %109 = stablehlo.reshape %arg46 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<1x1x1x32xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %112 = stablehlo.multiply %105, %111 : tensor<2x4x4x32xf32>
    %113 = stablehlo.reshape %arg45 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x4x4x32xf32>
    %116 = call @silu_2(%115) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_9) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 3] : (tensor<2x32xf32>) -> tensor<2x1x1x32xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x1x1x32xf32>
    %121 = stablehlo.convolution(%120, %arg54) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x32xf32>, tensor<1x1x32x2xf32>) -> tensor<2x1x1x2xf32>
    %122 = stablehlo.reshape %arg53 : (tensor<2xf32>) -> tensor<1x1x1x2xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %124 = stablehlo.add %121, %123 : tensor<2x1x1x2xf32>
    %125 = call @silu_1(%124) : (tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32>
    %126 = stablehlo.convolution(%125, %arg52) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x2xf32>, tensor<1x1x2x32xf32>) -> tensor<2x1x1x32xf32>
    %127 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x1x1x32xf32>
    %129 = stablehlo.add %126, %128 : tensor<2x1x1x32xf32>
    %130 = stablehlo.negate %129 : tensor<2x1x1x32xf32>
    %131 = stablehlo.exponential %130 : tensor<2x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %133 = stablehlo.add %132, %131 : tensor<2x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %135 = stablehlo.divide %134, %133 : tensor<2x1x1x32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %137 = stablehlo.multiply %116, %136 : tensor<2x4x4x32xf32>
    %138 = stablehlo.convolution(%137, %arg55) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x32xf32>, tensor<1x1x32x16xf32>) -> tensor<2x4x4x16xf32>
    %139 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %140 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %141 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %142 = stablehlo.subtract %138, %141 : tensor<2x4x4x16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %144 = stablehlo.add %140, %143 : tensor<1x1x1x16xf32>
    %145 = stablehlo.rsqrt %144 : tensor<1x1x1x16xf32>
    %146 = stablehlo.reshape %arg48 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<1x1x1x16xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %149 = stablehlo.multiply %142, %148 : tensor<2x4x4x16xf32>
    %150 = stablehlo.reshape %arg47 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x4x4x16xf32>
    %153 = stablehlo.convolution(%152, %arg62) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<1x1x16x64xf32>) -> tensor<2x4x4x64xf32>
    %154 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %157 = stablehlo.subtract %153, %156 : tensor<2x4x4x64xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %159 = stablehlo.add %155, %158 : tensor<1x1x1x64xf32>
    %160 = stablehlo.rsqrt %159 : tensor<1x1x1x64xf32>
    %161 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<1x1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %164 = stablehlo.multiply %157, %163 : tensor<2x4x4x64xf32>
    %165 = stablehlo.reshape %arg56 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %167 = stablehlo.add %164, %166 : tensor<2x4x4x64xf32>
    %168 = call @silu_3(%167) : (tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xf32>
    %169 = stablehlo.convolution(%168, %arg63) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x64xf32>, tensor<3x3x1x64xf32>) -> tensor<2x4x4x64xf32>
    %170 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %173 = stablehlo.subtract %169, %172 : tensor<2x4x4x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %175 = stablehlo.add %171, %174 : tensor<1x1x1x64xf32>
    %176 = stablehlo.rsqrt %175 : tensor<1x1x1x64xf32>
    %177 = stablehlo.reshape %arg59 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<1x1x1x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %180 = stablehlo.multiply %173, %179 : tensor<2x4x4x64xf32>
    %181 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %183 = stablehlo.add %180, %182 : tensor<2x4x4x64xf32>
    %184 = call @silu_3(%183) : (tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_16) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x64xf32>, tensor<f32>) -> tensor<2x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 3] : (tensor<2x64xf32>) -> tensor<2x1x1x64xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %188 = stablehlo.divide %186, %187 : tensor<2x1x1x64xf32>
    %189 = stablehlo.convolution(%188, %arg67) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x64xf32>, tensor<1x1x64x4xf32>) -> tensor<2x1x1x4xf32>
    %190 = stablehlo.reshape %arg66 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %192 = stablehlo.add %189, %191 : tensor<2x1x1x4xf32>
    %193 = call @silu_4(%192) : (tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32>
    %194 = stablehlo.convolution(%193, %arg65) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x1x1x4xf32>, tensor<1x1x4x64xf32>) -> tensor<2x1x1x64xf32>
    %195 = stablehlo.reshape %arg64 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<2x1x1x64xf32>
    %197 = stablehlo.add %194, %196 : tensor<2x1x1x64xf32>
    %198 = stablehlo.negate %197 : tensor<2x1x1x64xf32>
    %199 = stablehlo.exponential %198 : tensor<2x1x1x64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %201 = stablehlo.add %200, %199 : tensor<2x1x1x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %203 = stablehlo.divide %202, %201 : tensor<2x1x1x64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<2x1x1x64xf32>) -> tensor<2x4x4x64xf32>
    %205 = stablehlo.multiply %184, %204 : tensor<2x4x4x64xf32>
    %206 = stablehlo.convolution(%205, %arg68) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x64xf32>, tensor<1x1x64x16xf32>) -> tensor<2x4x4x16xf32>
    %207 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %208 = stablehlo.broadcast_in_dim %arg21, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %210 = stablehlo.subtract %206, %209 : tensor<2x4x4x16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %212 = stablehlo.add %208, %211 : tensor<1x1x1x16xf32>
    %213 = stablehlo.rsqrt %212 : tensor<1x1x1x16xf32>
    %214 = stablehlo.reshape %arg61 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<1x1x1x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %217 = stablehlo.multiply %210, %216 : tensor<2x4x4x16xf32>
    %218 = stablehlo.reshape %arg60 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %220 = stablehlo.add %217, %219 : tensor<2x4x4x16xf32>
    %221 = stablehlo.add %220, %152 : tensor<2x4x4x16xf32>
    %222 = stablehlo.convolution(%221, %arg27) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<1x1x16x32xf32>) -> tensor<2x4x4x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %224 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %226 = stablehlo.subtract %222, %225 : tensor<2x4x4x32xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %228 = stablehlo.add %224, %227 : tensor<1x1x1x32xf32>
    %229 = stablehlo.rsqrt %228 : tensor<1x1x1x32xf32>
    %230 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<1x1x1x32xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %233 = stablehlo.multiply %226, %232 : tensor<2x4x4x32xf32>
    %234 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %236 = stablehlo.add %233, %235 : tensor<2x4x4x32xf32>
    %237 = call @silu_2(%236) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_22) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %240 = stablehlo.divide %238, %239 : tensor<2x32xf32>
    %241 = stablehlo.dot_general %240, %arg29, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %242 = stablehlo.reshape %arg28 : (tensor<10xf32>) -> tensor<1x10xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %244 = stablehlo.add %241, %243 : tensor<2x10xf32>
    return %244 : tensor<2x10xf32>
  }
  func.func private @silu(%arg0: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x8xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x8xf32>
    return %6 : tensor<2x8x8x8xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x32xf32>
    return %6 : tensor<2x8x8x32xf32>
  }
  func.func private @silu_1(%arg0: tensor<2x1x1x2xf32>) -> tensor<2x1x1x2xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x1x1x2xf32>
    %1 = stablehlo.exponential %0 : tensor<2x1x1x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x1x1x2xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x2xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x1x2xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x1x1x2xf32>
    return %6 : tensor<2x1x1x2xf32>
  }
  func.func private @silu_2(%arg0: tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x4x4x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x4x4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x4x4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x4x4x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4x4x32xf32>
    return %6 : tensor<2x4x4x32xf32>
  }
  func.func private @silu_3(%arg0: tensor<2x4x4x64xf32>) -> tensor<2x4x4x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x4x4x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x4x4x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x4x4x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x4x4x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4x4x64xf32>
    return %6 : tensor<2x4x4x64xf32>
  }
  func.func private @silu_4(%arg0: tensor<2x1x1x4xf32>) -> tensor<2x1x1x4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x1x1x4xf32>
    %1 = stablehlo.exponential %0 : tensor<2x1x1x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x1x4xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x1x4xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x1x1x4xf32>
    return %6 : tensor<2x1x1x4xf32>
  }
}
