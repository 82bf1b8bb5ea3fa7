module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<2x3x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<2x8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<2x8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<1x8x8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<1x8x8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<2x8x8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<2x8x8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<1x8x8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<1x8x8xf32>, %arg18: tensor<5xf32>, %arg19: tensor<1x8x5xf32>, %arg20: tensor<8xf32>, %arg21: tensor<2x8x8xf32>, %arg22: tensor<8xf32>, %arg23: tensor<1x8x8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<1x8x8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<2x8x8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<2x8x8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<1x8x8xf32>, %arg32: tensor<8xf32>, %arg33: tensor<1x8x8xf32>, %arg34: tensor<8xf32>, %arg35: tensor<2x8x8xf32>, %arg36: tensor<2x20x3xf32>) -> (tensor<2x20x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg36, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x3xf32>, tensor<2x3x8xf32>) -> tensor<2x20x8xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x20x8xf32>
    %4 = stablehlo.convolution(%3, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x20x8xf32>
    %8 = stablehlo.convolution(%3, %arg21) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %9 = stablehlo.reshape %arg20 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %11 = stablehlo.add %8, %10 : tensor<2x20x8xf32>
    %12 = stablehlo.tanh %7 : tensor<2x20x8xf32>
    %13 = stablehlo.negate %11 : tensor<2x20x8xf32>
    %14 = stablehlo.exponential %13 : tensor<2x20x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %16 = stablehlo.add %15, %14 : tensor<2x20x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x20x8xf32>
    %19 = stablehlo.multiply %12, %18 : tensor<2x20x8xf32>
    %20 = stablehlo.convolution(%19, %arg23) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %21 = stablehlo.reshape %arg22 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x20x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %25 = stablehlo.add %24, %23 : tensor<2x20x8xf32>
    %26 = stablehlo.convolution(%19, %arg25) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %27 = stablehlo.reshape %arg24 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x20x8xf32>
    %30 = stablehlo.add %3, %29 : tensor<2x20x8xf32>
    %31 = stablehlo.convolution(%30, %arg27) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %32 = stablehlo.reshape %arg26 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x20x8xf32>
    %35 = stablehlo.convolution(%30, %arg29) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[2, 0]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %36 = stablehlo.reshape %arg28 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x20x8xf32>
    %39 = stablehlo.tanh %34 : tensor<2x20x8xf32>
    %40 = stablehlo.negate %38 : tensor<2x20x8xf32>
    %41 = stablehlo.exponential %40 : tensor<2x20x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %43 = stablehlo.add %42, %41 : tensor<2x20x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %45 = stablehlo.divide %44, %43 : tensor<2x20x8xf32>
    %46 = stablehlo.multiply %39, %45 : tensor<2x20x8xf32>
    %47 = stablehlo.convolution(%46, %arg31) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %48 = stablehlo.reshape %arg30 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x20x8xf32>
    %51 = stablehlo.add %25, %50 : tensor<2x20x8xf32>
    %52 = stablehlo.convolution(%46, %arg33) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %53 = stablehlo.reshape %arg32 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x20x8xf32>
    %56 = stablehlo.add %30, %55 : tensor<2x20x8xf32>
    %57 = stablehlo.convolution(%56, %arg35) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %58 = stablehlo.reshape %arg34 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %60 = stablehlo.add %57, %59 : tensor<2x20x8xf32>
    %61 = stablehlo.convolution(%56, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[4, 0]], lhs_dilate = [1], rhs_dilate = [4], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %62 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x20x8xf32>
    %65 = stablehlo.tanh %60 : tensor<2x20x8xf32>
    %66 = stablehlo.negate %64 : tensor<2x20x8xf32>
    %67 = stablehlo.exponential %66 : tensor<2x20x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %69 = stablehlo.add %68, %67 : tensor<2x20x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %71 = stablehlo.divide %70, %69 : tensor<2x20x8xf32>
    %72 = stablehlo.multiply %65, %71 : tensor<2x20x8xf32>
    %73 = stablehlo.convolution(%72, %arg7) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %74 = stablehlo.reshape %arg6 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %76 = stablehlo.add %73, %75 : tensor<2x20x8xf32>
    %77 = stablehlo.add %51, %76 : tensor<2x20x8xf32>
    %78 = stablehlo.convolution(%72, %arg9) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %79 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %81 = stablehlo.add %78, %80 : tensor<2x20x8xf32>
    %82 = stablehlo.add %56, %81 : tensor<2x20x8xf32>
    %83 = stablehlo.convolution(%82, %arg11) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %84 = stablehlo.reshape %arg10 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %86 = stablehlo.add %83, %85 : tensor<2x20x8xf32>
    %87 = stablehlo.convolution(%82, %arg13) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[8, 0]], lhs_dilate = [1], rhs_dilate = [8], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<2x8x8xf32>) -> tensor<2x20x8xf32>
    %88 = stablehlo.reshape %arg12 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %90 = stablehlo.add %87, %89 : tensor<2x20x8xf32>
    %91 = stablehlo.tanh %86 : tensor<2x20x8xf32>
    %92 = stablehlo.negate %90 : tensor<2x20x8xf32>
    %93 = stablehlo.exponential %92 : tensor<2x20x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %95 = stablehlo.add %94, %93 : tensor<2x20x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %97 = stablehlo.divide %96, %95 : tensor<2x20x8xf32>
    %98 = stablehlo.multiply %91, %97 : tensor<2x20x8xf32>
    %99 = stablehlo.convolution(%98, %arg15) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %100 = stablehlo.reshape %arg14 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x20x8xf32>
    %103 = stablehlo.add %77, %102 : tensor<2x20x8xf32>
    %104 = stablehlo.convolution(%98, %arg17) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x8xf32>) -> tensor<2x20x8xf32>
    %105 = stablehlo.reshape %arg16 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x20x8xf32>
    %107 = stablehlo.add %104, %106 : tensor<2x20x8xf32>
    %108 = stablehlo.add %82, %107 : tensor<2x20x8xf32>
    %109 = call @relu(%103) : (tensor<2x20x8xf32>) -> tensor<2x20x8xf32>
    %110 = stablehlo.convolution(%109, %arg19) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x20x8xf32>, tensor<1x8x5xf32>) -> tensor<2x20x5xf32>
    %111 = stablehlo.reshape %arg18 : (tensor<5xf32>) -> tensor<1x1x5xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x5xf32>) -> tensor<2x20x5xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x20x5xf32>
    return %113 : tensor<2x20x5xf32>
  }
  func.func private @relu(%arg0: tensor<2x20x8xf32>) -> tensor<2x20x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x20x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x20x8xf32>
    return %1 : tensor<2x20x8xf32>
  }
}
