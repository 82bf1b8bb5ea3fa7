module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<2x2x16x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<3x3x3x8xf32>, %arg4: tensor<16xf32>, %arg5: tensor<3x3x8x16xf32>, %arg6: tensor<3xf32>, %arg7: tensor<1x1x20x3xf32>, %arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<2x16x16x3xf32>) -> (tensor<2x16x16x3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg10, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x16x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x4x2xf32>
    %5 = chlo.square %4 : tensor<2x16x16x4x2xf32> -> tensor<2x16x16x4x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<2x16x16x4x2xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x4xf32>
    %12 = chlo.square %8 : tensor<2x4xf32> -> tensor<2x4xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2x4xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %17 = stablehlo.reshape %16 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %18 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x2xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %20 = stablehlo.broadcast_in_dim %17, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 3] : (tensor<2x8xf32>) -> tensor<2x1x1x8xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %23 = stablehlo.subtract %3, %22 : tensor<2x16x16x8xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x1x1x8xf32>
    %25 = stablehlo.add %21, %24 : tensor<2x1x1x8xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x1x1x8xf32>
    %27 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x1x1x8xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<2x1x1x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<2x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<2x16x16x8xf32>
    %32 = stablehlo.reshape %arg8 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x16x16x8xf32>
    %35 = call @silu(%34) : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.reduce_window"(%35, %36) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %56 = stablehlo.add %arg11, %arg12 : tensor<f32>
      stablehlo.return %56 : tensor<f32>
    }) : (tensor<2x16x16x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x8x8xf32>
    %39 = stablehlo.divide %37, %38 : tensor<2x8x8x8xf32>
    %40 = stablehlo.convolution(%39, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x16xf32>
    %41 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x8x8x16xf32>
    %44 = call @silu_0(%43) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %45 = stablehlo.convolution(%44, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<2x2x16x8xf32>) -> tensor<2x16x16x8xf32>
    %46 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x16x16x8xf32>
    %49 = call @_resize(%44) : (tensor<2x8x8x16xf32>) -> tensor<2x16x16x16xf32>
    %50 = stablehlo.slice %49 [0:2, 0:16, 0:16, 0:4] : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x4xf32>
    %51 = stablehlo.concatenate %48, %35, %50, dim = 3 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>, tensor<2x16x16x4xf32>) -> tensor<2x16x16x20xf32>
    %52 = stablehlo.convolution(%51, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x20xf32>, tensor<1x1x20x3xf32>) -> tensor<2x16x16x3xf32>
    %53 = stablehlo.reshape %arg6 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x16x16x3xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x16x16x3xf32>
    return %55 : tensor<2x16x16x3xf32>
  }
  func.func private @silu(%arg0: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x16x16x8xf32>
    %1 = stablehlo.exponential %0 : tensor<2x16x16x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x16x16x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x16x16x8xf32>
    return %6 : tensor<2x16x16x8xf32>
  }
  func.func private @silu_0(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
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
  func.func private @_resize(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x16x16x16xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.add %0, %1 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16xf32>
    %7 = stablehlo.floor %6 : tensor<16xf32>
    %8 = stablehlo.convert %7 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %10 = stablehlo.compare LT, %8, %9, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %12 = stablehlo.add %8, %11 : tensor<16xi32>
    %13 = stablehlo.select %10, %12, %8 : tensor<16xi1>, tensor<16xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 8, 16>}> : (tensor<2x8x8x16xf32>, tensor<16x1xi32>) -> tensor<2x16x8x16xf32>
    %16 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.add %16, %17 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<16xf32>
    %23 = stablehlo.floor %22 : tensor<16xf32>
    %24 = stablehlo.convert %23 : (tensor<16xf32>) -> tensor<16xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %26 = stablehlo.compare LT, %24, %25, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %28 = stablehlo.add %24, %27 : tensor<16xi32>
    %29 = stablehlo.select %26, %28, %24 : tensor<16xi1>, tensor<16xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %31 = "stablehlo.gather"(%15, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 16, 1, 16>}> : (tensor<2x16x8x16xf32>, tensor<16x1xi32>) -> tensor<2x16x16x16xf32>
    return %31 : tensor<2x16x16x16xf32>
  }
}
