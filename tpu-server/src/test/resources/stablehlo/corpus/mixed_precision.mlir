module @jit_mixed_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32>, %arg1: tensor<6x3xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<6x3xf32>, %arg4: tensor<20xf32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<4x3xf32> {jax.result_info = "result[1]"}, tensor<1x4x6x1xf32> {jax.result_info = "result[2]"}, tensor<20xf32> {jax.result_info = "result[3]"}, tensor<20xf32> {jax.result_info = "result[4]"}, tensor<20xf32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x6xf32>) -> tensor<4x6xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<6x3xf32>) -> tensor<6x3xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<4x6xf32>) -> tensor<4x6xf16>
    %3 = stablehlo.convert %arg3 : (tensor<6x3xf32>) -> tensor<6x3xf16>
    %4 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6xbf16>, tensor<6x3xbf16>) -> tensor<4x3xf32>
    %5 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x6xf16>, tensor<6x3xf16>) -> tensor<4x3xf32>
    %6 = stablehlo.reshape %0 : (tensor<4x6xbf16>) -> tensor<1x4x6x1xbf16>
    %7 = stablehlo.slice %1 [0:3, 0:2] : (tensor<6x3xbf16>) -> tensor<3x2xbf16>
    %8 = stablehlo.reshape %7 : (tensor<3x2xbf16>) -> tensor<3x2x1x1xbf16>
    %9 = stablehlo.convolution(%6, %8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x4x6x1xbf16>, tensor<3x2x1x1xbf16>) -> tensor<1x4x6x1xf32>
    %10 = stablehlo.reduce_precision %arg4, format = e8m7 : tensor<20xf32>
    %11 = stablehlo.reduce_precision %arg4, format = e8m10 : tensor<20xf32>
    %12 = stablehlo.reduce_precision %arg4, format = e5m10 : tensor<20xf32>
    return %4, %5, %9, %10, %11, %12 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<1x4x6x1xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20xf32>
  }
}
