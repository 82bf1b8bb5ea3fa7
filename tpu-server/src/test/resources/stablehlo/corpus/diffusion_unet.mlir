module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<2x2x16x16xf32>, %arg12: tensor<8xf32>, %arg13: tensor<3x3x4x8xf32>, %arg14: tensor<16xf32>, %arg15: tensor<3x3x8x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<3x3x16x16xf32>, %arg18: tensor<8xf32>, %arg19: tensor<3x3x16x8xf32>, %arg20: tensor<4xf32>, %arg21: tensor<3x3x8x4xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<16x32xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<3x3x8x8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<3x3x8x8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<32x8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<8xf32>, %arg36: tensor<8xf32>, %arg37: tensor<8xf32>, %arg38: tensor<16xf32>, %arg39: tensor<3x3x16x16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<3x3x16x16xf32>, %arg42: tensor<16xf32>, %arg43: tensor<32x16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<3x3x16x16xf32>, %arg50: tensor<16xf32>, %arg51: tensor<3x3x16x16xf32>, %arg52: tensor<16xf32>, %arg53: tensor<32x16xf32>, %arg54: tensor<16xf32>, %arg55: tensor<16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<16xf32>, %arg58: tensor<16xf32>, %arg59: tensor<3x3x32x16xf32>, %arg60: tensor<16xf32>, %arg61: tensor<3x3x16x16xf32>, %arg62: tensor<16xf32>, %arg63: tensor<1x1x32x16xf32>, %arg64: tensor<16xf32>, %arg65: tensor<32x16xf32>, %arg66: tensor<32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<16xf32>, %arg69: tensor<16xf32>, %arg70: tensor<8xf32>, %arg71: tensor<3x3x16x8xf32>, %arg72: tensor<8xf32>, %arg73: tensor<3x3x8x8xf32>, %arg74: tensor<8xf32>, %arg75: tensor<1x1x16x8xf32>, %arg76: tensor<8xf32>, %arg77: tensor<32x8xf32>, %arg78: tensor<16xf32>, %arg79: tensor<16xf32>, %arg80: tensor<8xf32>, %arg81: tensor<8xf32>, %arg82: tensor<2x8x8x4xf32>, %arg83: tensor<2xf32>) -> (tensor<2x8x8x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<-9.21034049> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8xf32>
    %5 = stablehlo.exponential %4 : tensor<8xf32>
    %6 = stablehlo.broadcast_in_dim %arg83, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x8xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<2x8xf32>
    %11 = stablehlo.sine %10 : tensor<2x8xf32>
    %12 = stablehlo.cosine %10 : tensor<2x8xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 1 : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x16xf32>
    %14 = stablehlo.dot_general %13, %arg25, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x32xf32>) -> tensor<2x32xf32>
    %15 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %17 = stablehlo.add %14, %16 : tensor<2x32xf32>
    %18 = call @silu(%17) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %19 = stablehlo.dot_general %18, %arg23, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %20 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %22 = stablehlo.add %19, %21 : tensor<2x32xf32>
    %23 = stablehlo.convolution(%arg82, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x8x8x8xf32>
    %24 = stablehlo.reshape %arg12 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %26 = stablehlo.add %23, %25 : tensor<2x8x8x8xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x4x2xf32>
    %28 = chlo.square %27 : tensor<2x8x8x4x2xf32> -> tensor<2x8x8x4x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%27 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %31 = stablehlo.divide %29, %30 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%28 init: %cst_3) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %34 = stablehlo.divide %32, %33 : tensor<2x4xf32>
    %35 = chlo.square %31 : tensor<2x4xf32> -> tensor<2x4xf32>
    %36 = stablehlo.subtract %34, %35 : tensor<2x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<2x4xf32>
    %39 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %41 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %43 = stablehlo.broadcast_in_dim %40, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %46 = stablehlo.subtract %26, %45 : tensor<2x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %48 = stablehlo.add %44, %47 : tensor<2x1x1x8xf32>
    %49 = stablehlo.rsqrt %48 : tensor<2x1x1x8xf32>
    %50 = stablehlo.reshape %arg35 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %52 = stablehlo.multiply %49, %51 : tensor<2x1x1x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %54 = stablehlo.multiply %46, %53 : tensor<2x8x8x8xf32>
    %55 = stablehlo.reshape %arg34 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %57 = stablehlo.add %54, %56 : tensor<2x8x8x8xf32>
    %58 = call @silu_0(%57) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %59 = stablehlo.convolution(%58, %arg29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %60 = stablehlo.reshape %arg28 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %62 = stablehlo.add %59, %61 : tensor<2x8x8x8xf32>
    %63 = call @silu(%22) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %64 = stablehlo.dot_general %63, %arg33, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x8xf32>) -> tensor<2x8xf32>
    %65 = stablehlo.reshape %arg32 : (tensor<8xf32>) -> tensor<1x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %70 = stablehlo.add %62, %69 : tensor<2x8x8x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x4x2xf32>
    %72 = chlo.square %71 : tensor<2x8x8x4x2xf32> -> tensor<2x8x8x4x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%71 init: %cst_7) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %75 = stablehlo.divide %73, %74 : tensor<2x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%72 init: %cst_9) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %78 = stablehlo.divide %76, %77 : tensor<2x4xf32>
    %79 = chlo.square %75 : tensor<2x4xf32> -> tensor<2x4xf32>
    %80 = stablehlo.subtract %78, %79 : tensor<2x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %82 = stablehlo.maximum %81, %80 : tensor<2x4xf32>
    %83 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %84 = stablehlo.reshape %83 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %85 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %87 = stablehlo.broadcast_in_dim %84, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %90 = stablehlo.subtract %70, %89 : tensor<2x8x8x8xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %92 = stablehlo.add %88, %91 : tensor<2x1x1x8xf32>
    %93 = stablehlo.rsqrt %92 : tensor<2x1x1x8xf32>
    %94 = stablehlo.reshape %arg37 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %96 = stablehlo.multiply %93, %95 : tensor<2x1x1x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %98 = stablehlo.multiply %90, %97 : tensor<2x8x8x8xf32>
    %99 = stablehlo.reshape %arg36 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x8x8x8xf32>
    %102 = call @silu_0(%101) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %103 = stablehlo.convolution(%102, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %104 = stablehlo.reshape %arg30 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x8x8x8xf32>
    %107 = stablehlo.add %26, %106 : tensor<2x8x8x8xf32>
    %108 = stablehlo.convolution(%107, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x4x4x16xf32>
    %109 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %111 = stablehlo.add %108, %110 : tensor<2x4x4x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x4x4xf32>
    %113 = chlo.square %112 : tensor<2x4x4x4x4xf32> -> tensor<2x4x4x4x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%112 init: %cst_13) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %116 = stablehlo.divide %114, %115 : tensor<2x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%113 init: %cst_15) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %119 = stablehlo.divide %117, %118 : tensor<2x4xf32>
    %120 = chlo.square %116 : tensor<2x4xf32> -> tensor<2x4xf32>
    %121 = stablehlo.subtract %119, %120 : tensor<2x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %123 = stablehlo.maximum %122, %121 : tensor<2x4xf32>
    %124 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %125 = stablehlo.reshape %124 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %126 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %127 = stablehlo.reshape %126 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %131 = stablehlo.subtract %111, %130 : tensor<2x4x4x16xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %133 = stablehlo.add %129, %132 : tensor<2x1x1x16xf32>
    %134 = stablehlo.rsqrt %133 : tensor<2x1x1x16xf32>
    %135 = stablehlo.reshape %arg45 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<2x1x1x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %139 = stablehlo.multiply %131, %138 : tensor<2x4x4x16xf32>
    %140 = stablehlo.reshape %arg44 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %142 = stablehlo.add %139, %141 : tensor<2x4x4x16xf32>
    %143 = call @silu_1(%142) : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %144 = stablehlo.convolution(%143, %arg39) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %145 = stablehlo.reshape %arg38 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %147 = stablehlo.add %144, %146 : tensor<2x4x4x16xf32>
    %148 = call @silu(%22) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %149 = stablehlo.dot_general %148, %arg43, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %150 = stablehlo.reshape %arg42 : (tensor<16xf32>) -> tensor<1x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %155 = stablehlo.add %147, %154 : tensor<2x4x4x16xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x4x4xf32>
    %157 = chlo.square %156 : tensor<2x4x4x4x4xf32> -> tensor<2x4x4x4x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%156 init: %cst_19) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %160 = stablehlo.divide %158, %159 : tensor<2x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%157 init: %cst_21) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x4xf32>
    %164 = chlo.square %160 : tensor<2x4xf32> -> tensor<2x4xf32>
    %165 = stablehlo.subtract %163, %164 : tensor<2x4xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %167 = stablehlo.maximum %166, %165 : tensor<2x4xf32>
    %168 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %169 = stablehlo.reshape %168 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %170 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %171 = stablehlo.reshape %170 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %172 = stablehlo.broadcast_in_dim %169, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %175 = stablehlo.subtract %155, %174 : tensor<2x4x4x16xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %177 = stablehlo.add %173, %176 : tensor<2x1x1x16xf32>
    %178 = stablehlo.rsqrt %177 : tensor<2x1x1x16xf32>
    %179 = stablehlo.reshape %arg47 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %181 = stablehlo.multiply %178, %180 : tensor<2x1x1x16xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %183 = stablehlo.multiply %175, %182 : tensor<2x4x4x16xf32>
    %184 = stablehlo.reshape %arg46 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %186 = stablehlo.add %183, %185 : tensor<2x4x4x16xf32>
    %187 = call @silu_1(%186) : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %188 = stablehlo.convolution(%187, %arg41) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %189 = stablehlo.reshape %arg40 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %191 = stablehlo.add %188, %190 : tensor<2x4x4x16xf32>
    %192 = stablehlo.add %111, %191 : tensor<2x4x4x16xf32>
    %193 = stablehlo.convolution(%192, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x2x2x16xf32>
    %194 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %196 = stablehlo.add %193, %195 : tensor<2x2x2x16xf32>
    %197 = stablehlo.reshape %196 : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x4x4xf32>
    %198 = chlo.square %197 : tensor<2x2x2x4x4xf32> -> tensor<2x2x2x4x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%197 init: %cst_25) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %201 = stablehlo.divide %199, %200 : tensor<2x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%198 init: %cst_27) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_28 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %204 = stablehlo.divide %202, %203 : tensor<2x4xf32>
    %205 = chlo.square %201 : tensor<2x4xf32> -> tensor<2x4xf32>
    %206 = stablehlo.subtract %204, %205 : tensor<2x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %208 = stablehlo.maximum %207, %206 : tensor<2x4xf32>
    %209 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %211 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %212 = stablehlo.reshape %211 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %213 = stablehlo.broadcast_in_dim %210, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %216 = stablehlo.subtract %196, %215 : tensor<2x2x2x16xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %218 = stablehlo.add %214, %217 : tensor<2x1x1x16xf32>
    %219 = stablehlo.rsqrt %218 : tensor<2x1x1x16xf32>
    %220 = stablehlo.reshape %arg55 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %222 = stablehlo.multiply %219, %221 : tensor<2x1x1x16xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %224 = stablehlo.multiply %216, %223 : tensor<2x2x2x16xf32>
    %225 = stablehlo.reshape %arg54 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %227 = stablehlo.add %224, %226 : tensor<2x2x2x16xf32>
    %228 = call @silu_2(%227) : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %229 = stablehlo.convolution(%228, %arg49) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x2x2x16xf32>
    %230 = stablehlo.reshape %arg48 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %232 = stablehlo.add %229, %231 : tensor<2x2x2x16xf32>
    %233 = call @silu(%22) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %234 = stablehlo.dot_general %233, %arg53, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %235 = stablehlo.reshape %arg52 : (tensor<16xf32>) -> tensor<1x16xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %237 = stablehlo.add %234, %236 : tensor<2x16xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %240 = stablehlo.add %232, %239 : tensor<2x2x2x16xf32>
    %241 = stablehlo.reshape %240 : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x4x4xf32>
    %242 = chlo.square %241 : tensor<2x2x2x4x4xf32> -> tensor<2x2x2x4x4xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%241 init: %cst_31) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %245 = stablehlo.divide %243, %244 : tensor<2x4xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%242 init: %cst_33) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %248 = stablehlo.divide %246, %247 : tensor<2x4xf32>
    %249 = chlo.square %245 : tensor<2x4xf32> -> tensor<2x4xf32>
    %250 = stablehlo.subtract %248, %249 : tensor<2x4xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %252 = stablehlo.maximum %251, %250 : tensor<2x4xf32>
    %253 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %255 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %257 = stablehlo.broadcast_in_dim %254, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %258 = stablehlo.broadcast_in_dim %256, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %260 = stablehlo.subtract %240, %259 : tensor<2x2x2x16xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %262 = stablehlo.add %258, %261 : tensor<2x1x1x16xf32>
    %263 = stablehlo.rsqrt %262 : tensor<2x1x1x16xf32>
    %264 = stablehlo.reshape %arg57 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %266 = stablehlo.multiply %263, %265 : tensor<2x1x1x16xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %268 = stablehlo.multiply %260, %267 : tensor<2x2x2x16xf32>
    %269 = stablehlo.reshape %arg56 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %271 = stablehlo.add %268, %270 : tensor<2x2x2x16xf32>
    %272 = call @silu_2(%271) : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %273 = stablehlo.convolution(%272, %arg51) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x2x2x16xf32>
    %274 = stablehlo.reshape %arg50 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %276 = stablehlo.add %273, %275 : tensor<2x2x2x16xf32>
    %277 = stablehlo.add %196, %276 : tensor<2x2x2x16xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x2x2x16xf32>) -> tensor<2x2x2x4x4xf32>
    %279 = chlo.square %278 : tensor<2x2x2x4x4xf32> -> tensor<2x2x2x4x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%278 init: %cst_37) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_38 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %282 = stablehlo.divide %280, %281 : tensor<2x4xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%279 init: %cst_39) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x2x2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %285 = stablehlo.divide %283, %284 : tensor<2x4xf32>
    %286 = chlo.square %282 : tensor<2x4xf32> -> tensor<2x4xf32>
    %287 = stablehlo.subtract %285, %286 : tensor<2x4xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %289 = stablehlo.maximum %288, %287 : tensor<2x4xf32>
    %290 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %291 = stablehlo.reshape %290 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %292 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %293 = stablehlo.reshape %292 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %294 = stablehlo.broadcast_in_dim %291, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %295 = stablehlo.broadcast_in_dim %293, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %296 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %297 = stablehlo.subtract %277, %296 : tensor<2x2x2x16xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %299 = stablehlo.add %295, %298 : tensor<2x1x1x16xf32>
    %300 = stablehlo.rsqrt %299 : tensor<2x1x1x16xf32>
    %301 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %303 = stablehlo.multiply %300, %302 : tensor<2x1x1x16xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %305 = stablehlo.multiply %297, %304 : tensor<2x2x2x16xf32>
    %306 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x2x2x16xf32>
    %308 = stablehlo.add %305, %307 : tensor<2x2x2x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<2x2x2x16xf32>) -> tensor<2x4x16xf32>
    %310 = stablehlo.dot_general %309, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4x16xf32>, tensor<16x16xf32>) -> tensor<2x4x16xf32>
    %311 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %313 = stablehlo.add %310, %312 : tensor<2x4x16xf32>
    %314 = stablehlo.dot_general %309, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4x16xf32>, tensor<16x16xf32>) -> tensor<2x4x16xf32>
    %315 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %317 = stablehlo.add %314, %316 : tensor<2x4x16xf32>
    %318 = stablehlo.dot_general %309, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4x16xf32>, tensor<16x16xf32>) -> tensor<2x4x16xf32>
    %319 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %321 = stablehlo.add %318, %320 : tensor<2x4x16xf32>
    %322 = stablehlo.dot_general %313, %317, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x4xf32>
    %cst_43 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %324 = stablehlo.divide %322, %323 : tensor<2x4x4xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_44) applies stablehlo.maximum across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %327 = stablehlo.maximum %326, %325 : tensor<2x4xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
    %330 = stablehlo.subtract %324, %329 : tensor<2x4x4xf32>
    %331 = stablehlo.exponential %330 : tensor<2x4x4xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
    %335 = stablehlo.divide %331, %334 : tensor<2x4x4xf32>
    %336 = stablehlo.dot_general %335, %321, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x4xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %337 = stablehlo.dot_general %336, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x4x16xf32>, tensor<16x16xf32>) -> tensor<2x4x16xf32>
    %338 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x4x16xf32>
    %340 = stablehlo.add %337, %339 : tensor<2x4x16xf32>
    %341 = stablehlo.reshape %340 : (tensor<2x4x16xf32>) -> tensor<2x2x2x16xf32>
    %342 = stablehlo.add %277, %341 : tensor<2x2x2x16xf32>
    %343 = stablehlo.convolution(%342, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x2x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x4x4x16xf32>
    %344 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %346 = stablehlo.add %343, %345 : tensor<2x4x4x16xf32>
    %347 = stablehlo.concatenate %346, %192, dim = 3 : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x32xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x4x8xf32>
    %349 = chlo.square %348 : tensor<2x4x4x4x8xf32> -> tensor<2x4x4x4x8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%348 init: %cst_47) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_48 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %352 = stablehlo.divide %350, %351 : tensor<2x4xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%349 init: %cst_49) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x8xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %355 = stablehlo.divide %353, %354 : tensor<2x4xf32>
    %356 = chlo.square %352 : tensor<2x4xf32> -> tensor<2x4xf32>
    %357 = stablehlo.subtract %355, %356 : tensor<2x4xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %359 = stablehlo.maximum %358, %357 : tensor<2x4xf32>
    %360 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x4x8xf32>) -> tensor<2x32xf32>
    %362 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x8xf32>
    %363 = stablehlo.reshape %362 : (tensor<2x4x8xf32>) -> tensor<2x32xf32>
    %364 = stablehlo.broadcast_in_dim %361, dims = [0, 3] : (tensor<2x32xf32>) -> tensor<2x1x1x32xf32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0, 3] : (tensor<2x32xf32>) -> tensor<2x1x1x32xf32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %367 = stablehlo.subtract %347, %366 : tensor<2x4x4x32xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x1x1x32xf32>
    %369 = stablehlo.add %365, %368 : tensor<2x1x1x32xf32>
    %370 = stablehlo.rsqrt %369 : tensor<2x1x1x32xf32>
    %371 = stablehlo.reshape %arg67 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x1x1x32xf32>
    %373 = stablehlo.multiply %370, %372 : tensor<2x1x1x32xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<2x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %375 = stablehlo.multiply %367, %374 : tensor<2x4x4x32xf32>
    %376 = stablehlo.reshape %arg66 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %378 = stablehlo.add %375, %377 : tensor<2x4x4x32xf32>
    %379 = call @silu_3(%378) : (tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %380 = stablehlo.convolution(%379, %arg59) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x32xf32>, tensor<3x3x32x16xf32>) -> tensor<2x4x4x16xf32>
    %381 = stablehlo.reshape %arg58 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %383 = stablehlo.add %380, %382 : tensor<2x4x4x16xf32>
    %384 = call @silu(%22) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %385 = stablehlo.dot_general %384, %arg65, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %386 = stablehlo.reshape %arg64 : (tensor<16xf32>) -> tensor<1x16xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %388 = stablehlo.add %385, %387 : tensor<2x16xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %391 = stablehlo.add %383, %390 : tensor<2x4x4x16xf32>
    %392 = stablehlo.reshape %391 : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x4x4xf32>
    %393 = chlo.square %392 : tensor<2x4x4x4x4xf32> -> tensor<2x4x4x4x4xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%392 init: %cst_53) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %396 = stablehlo.divide %394, %395 : tensor<2x4xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%393 init: %cst_55) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x4x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %399 = stablehlo.divide %397, %398 : tensor<2x4xf32>
    %400 = chlo.square %396 : tensor<2x4xf32> -> tensor<2x4xf32>
    %401 = stablehlo.subtract %399, %400 : tensor<2x4xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %403 = stablehlo.maximum %402, %401 : tensor<2x4xf32>
    %404 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %405 = stablehlo.reshape %404 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %406 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %407 = stablehlo.reshape %406 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %408 = stablehlo.broadcast_in_dim %405, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %409 = stablehlo.broadcast_in_dim %407, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %410 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %411 = stablehlo.subtract %391, %410 : tensor<2x4x4x16xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %413 = stablehlo.add %409, %412 : tensor<2x1x1x16xf32>
    %414 = stablehlo.rsqrt %413 : tensor<2x1x1x16xf32>
    %415 = stablehlo.reshape %arg69 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %417 = stablehlo.multiply %414, %416 : tensor<2x1x1x16xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %419 = stablehlo.multiply %411, %418 : tensor<2x4x4x16xf32>
    %420 = stablehlo.reshape %arg68 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %422 = stablehlo.add %419, %421 : tensor<2x4x4x16xf32>
    %423 = call @silu_1(%422) : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %424 = stablehlo.convolution(%423, %arg61) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %425 = stablehlo.reshape %arg60 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %427 = stablehlo.add %424, %426 : tensor<2x4x4x16xf32>
    %428 = stablehlo.convolution(%347, %arg63) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x4x4x32xf32>, tensor<1x1x32x16xf32>) -> tensor<2x4x4x16xf32>
    %429 = stablehlo.reshape %arg62 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %431 = stablehlo.add %428, %430 : tensor<2x4x4x16xf32>
    %432 = stablehlo.add %431, %427 : tensor<2x4x4x16xf32>
    %433 = call @_resize(%432) : (tensor<2x4x4x16xf32>) -> tensor<2x8x8x16xf32>
    %434 = stablehlo.convolution(%433, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x8xf32>) -> tensor<2x8x8x8xf32>
    %435 = stablehlo.reshape %arg18 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %437 = stablehlo.add %434, %436 : tensor<2x8x8x8xf32>
    %438 = stablehlo.concatenate %437, %107, dim = 3 : (tensor<2x8x8x8xf32>, tensor<2x8x8x8xf32>) -> tensor<2x8x8x16xf32>
    %439 = stablehlo.reshape %438 : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x4x4xf32>
    %440 = chlo.square %439 : tensor<2x8x8x4x4xf32> -> tensor<2x8x8x4x4xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.reduce(%439 init: %cst_59) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_60 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %443 = stablehlo.divide %441, %442 : tensor<2x4xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%440 init: %cst_61) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_62 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %446 = stablehlo.divide %444, %445 : tensor<2x4xf32>
    %447 = chlo.square %443 : tensor<2x4xf32> -> tensor<2x4xf32>
    %448 = stablehlo.subtract %446, %447 : tensor<2x4xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %450 = stablehlo.maximum %449, %448 : tensor<2x4xf32>
    %451 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %452 = stablehlo.reshape %451 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %453 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %454 = stablehlo.reshape %453 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
    %455 = stablehlo.broadcast_in_dim %452, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %456 = stablehlo.broadcast_in_dim %454, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x1x1x16xf32>
    %457 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %458 = stablehlo.subtract %438, %457 : tensor<2x8x8x16xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x1x1x16xf32>
    %460 = stablehlo.add %456, %459 : tensor<2x1x1x16xf32>
    %461 = stablehlo.rsqrt %460 : tensor<2x1x1x16xf32>
    %462 = stablehlo.reshape %arg79 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x1x1x16xf32>
    %464 = stablehlo.multiply %461, %463 : tensor<2x1x1x16xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3] : (tensor<2x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %466 = stablehlo.multiply %458, %465 : tensor<2x8x8x16xf32>
    %467 = stablehlo.reshape %arg78 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %469 = stablehlo.add %466, %468 : tensor<2x8x8x16xf32>
    %470 = call @silu_5(%469) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %471 = stablehlo.convolution(%470, %arg71) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x8xf32>) -> tensor<2x8x8x8xf32>
    %472 = stablehlo.reshape %arg70 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %474 = stablehlo.add %471, %473 : tensor<2x8x8x8xf32>
    %475 = call @silu(%22) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %476 = stablehlo.dot_general %475, %arg77, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x8xf32>) -> tensor<2x8xf32>
    %477 = stablehlo.reshape %arg76 : (tensor<8xf32>) -> tensor<1x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<2x8xf32>
    %479 = stablehlo.add %476, %478 : tensor<2x8xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %482 = stablehlo.add %474, %481 : tensor<2x8x8x8xf32>
    %483 = stablehlo.reshape %482 : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x4x2xf32>
    %484 = chlo.square %483 : tensor<2x8x8x4x2xf32> -> tensor<2x8x8x4x2xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%483 init: %cst_65) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_66 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %487 = stablehlo.divide %485, %486 : tensor<2x4xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.reduce(%484 init: %cst_67) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_68 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %490 = stablehlo.divide %488, %489 : tensor<2x4xf32>
    %491 = chlo.square %487 : tensor<2x4xf32> -> tensor<2x4xf32>
    %492 = stablehlo.subtract %490, %491 : tensor<2x4xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %494 = stablehlo.maximum %493, %492 : tensor<2x4xf32>
    %495 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %496 = stablehlo.reshape %495 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %497 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %498 = stablehlo.reshape %497 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %499 = stablehlo.broadcast_in_dim %496, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %500 = stablehlo.broadcast_in_dim %498, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %501 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %502 = stablehlo.subtract %482, %501 : tensor<2x8x8x8xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %504 = stablehlo.add %500, %503 : tensor<2x1x1x8xf32>
    %505 = stablehlo.rsqrt %504 : tensor<2x1x1x8xf32>
    %506 = stablehlo.reshape %arg81 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %508 = stablehlo.multiply %505, %507 : tensor<2x1x1x8xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %510 = stablehlo.multiply %502, %509 : tensor<2x8x8x8xf32>
    %511 = stablehlo.reshape %arg80 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %513 = stablehlo.add %510, %512 : tensor<2x8x8x8xf32>
    %514 = call @silu_0(%513) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %515 = stablehlo.convolution(%514, %arg73) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x8x8x8xf32>
    %516 = stablehlo.reshape %arg72 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %518 = stablehlo.add %515, %517 : tensor<2x8x8x8xf32>
    %519 = stablehlo.convolution(%438, %arg75) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<1x1x16x8xf32>) -> tensor<2x8x8x8xf32>
    %520 = stablehlo.reshape %arg74 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %522 = stablehlo.add %519, %521 : tensor<2x8x8x8xf32>
    %523 = stablehlo.add %522, %518 : tensor<2x8x8x8xf32>
    %524 = stablehlo.reshape %523 : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x4x2xf32>
    %525 = chlo.square %524 : tensor<2x8x8x4x2xf32> -> tensor<2x8x8x4x2xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%524 init: %cst_71) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_72 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %528 = stablehlo.divide %526, %527 : tensor<2x4xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%525 init: %cst_73) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x8x8x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_74 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %531 = stablehlo.divide %529, %530 : tensor<2x4xf32>
    %532 = chlo.square %528 : tensor<2x4xf32> -> tensor<2x4xf32>
    %533 = stablehlo.subtract %531, %532 : tensor<2x4xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %535 = stablehlo.maximum %534, %533 : tensor<2x4xf32>
    %536 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %537 = stablehlo.reshape %536 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %538 = stablehlo.broadcast_in_dim %535, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %539 = stablehlo.reshape %538 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %540 = stablehlo.broadcast_in_dim %537, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %541 = stablehlo.broadcast_in_dim %539, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %542 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %543 = stablehlo.subtract %523, %542 : tensor<2x8x8x8xf32>
    %cst_76 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %545 = stablehlo.add %541, %544 : tensor<2x1x1x8xf32>
    %546 = stablehlo.rsqrt %545 : tensor<2x1x1x8xf32>
    %547 = stablehlo.reshape %arg27 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %549 = stablehlo.multiply %546, %548 : tensor<2x1x1x8xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %551 = stablehlo.multiply %543, %550 : tensor<2x8x8x8xf32>
    %552 = stablehlo.reshape %arg26 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x8x8x8xf32>
    %554 = stablehlo.add %551, %553 : tensor<2x8x8x8xf32>
    %555 = call @silu_0(%554) : (tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %556 = stablehlo.convolution(%555, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x4xf32>) -> tensor<2x8x8x4xf32>
    %557 = stablehlo.reshape %arg20 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %559 = stablehlo.add %556, %558 : tensor<2x8x8x4xf32>
    return %559 : tensor<2x8x8x4xf32>
  }
  func.func private @silu(%arg0: tensor<2x32xf32>) -> tensor<2x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x32xf32>
    return %6 : tensor<2x32xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32> {
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
  func.func private @silu_1(%arg0: tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x4x4x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x4x4x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x4x4x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x4x4x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x4x4x16xf32>
    return %6 : tensor<2x4x4x16xf32>
  }
  func.func private @silu_2(%arg0: tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x2x2x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x2x2x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x2x2x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x2x2x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x2x2x16xf32>
    return %6 : tensor<2x2x2x16xf32>
  }
  func.func private @silu_3(%arg0: tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32> {
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
  func.func private @_resize(%arg0: tensor<2x4x4x16xf32>) -> tensor<2x8x8x16xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.add %1, %2 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<8xf32>
    %10 = stablehlo.iota dim = 0 : tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<4x8xf32>
    %16 = stablehlo.abs %15 : tensor<4x8xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %19 = stablehlo.divide %16, %18 : tensor<4x8xf32>
    %20 = stablehlo.abs %19 : tensor<4x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<4x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %27 = stablehlo.abs %26 : tensor<1x8xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %34 = stablehlo.divide %24, %33 : tensor<4x8xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_4(%29, %34, %c_10) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_12 = stablehlo.constant dense<3.500000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %40 = stablehlo.and %37, %39 : tensor<8xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<8xi1>) -> tensor<1x8xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_4(%41, %35, %c_13) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.add %44, %45 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<8xf32>
    %53 = stablehlo.iota dim = 0 : tensor<4xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<4x8xf32>
    %59 = stablehlo.abs %58 : tensor<4x8xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %62 = stablehlo.divide %59, %61 : tensor<4x8xf32>
    %63 = stablehlo.abs %62 : tensor<4x8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<4x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<4x8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %70 = stablehlo.abs %69 : tensor<1x8xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where(%74, %69, %c_25) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %77 = stablehlo.divide %67, %76 : tensor<4x8xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_4(%72, %77, %c_26) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_28 = stablehlo.constant dense<3.500000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %83 = stablehlo.and %80, %82 : tensor<8xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<8xi1>) -> tensor<1x8xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_4(%84, %78, %c_29) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<2x4x4x16xf32>) -> tensor<8x2x4x16xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x2x4x16xf32>, tensor<4x8xf32>) -> tensor<8x2x16x8xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<8x2x16x8xf32>) -> tensor<2x8x8x16xf32>
    return %88 : tensor<2x8x8x16xf32>
  }
  func.func private @_where(%arg0: tensor<1x8xi1>, %arg1: tensor<1x8xf32>, %arg2: tensor<i32>) -> tensor<1x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x8xi1>, tensor<1x8xf32>
    return %2 : tensor<1x8xf32>
  }
  func.func private @_where_4(%arg0: tensor<1x8xi1>, %arg1: tensor<4x8xf32>, %arg2: tensor<i32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<4x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
  func.func private @silu_5(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x8x8x16xf32>
    %1 = stablehlo.exponential %0 : tensor<2x8x8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x8x8x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x8x8x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x8x8x16xf32>
    return %6 : tensor<2x8x8x16xf32>
  }
}
