module @jit_einsum_layouts attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x4xf32>, %arg1: tensor<3x4x5xf32>, %arg2: tensor<2x4x4xf32>, %arg3: tensor<4x4xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<2xf32> {jax.result_info = "result[2]"}, tensor<2x4x4xf32> {jax.result_info = "result[3]"}, tensor<2x5xf32> {jax.result_info = "result[4]"}, tensor<3xf32> {jax.result_info = "result[5]"}, tensor<4x4xf32> {jax.result_info = "result[6]"}, tensor<2x3x2xf32> {jax.result_info = "result[7]"}, tensor<4x2x4xf32> {jax.result_info = "result[8]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %1 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %2 = stablehlo.compare EQ, %0, %1, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %4 = stablehlo.select %2, %arg3, %3 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %7 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %8 = stablehlo.compare EQ, %6, %7, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %10 = stablehlo.select %8, %arg3, %9 : tensor<4x4xi1>, tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.iota dim = 0 : tensor<4x4xui32>
    %13 = stablehlo.iota dim = 1 : tensor<4x4xui32>
    %14 = stablehlo.compare EQ, %12, %13, UNSIGNED : (tensor<4x4xui32>, tensor<4x4xui32>) -> tensor<4x4xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<4x4xi1>) -> tensor<2x4x4xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %17 = stablehlo.select %15, %arg2, %16 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %19 = stablehlo.dot_general %arg2, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %20 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1, 2] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x3x4xf32>, tensor<3x4x5xf32>) -> tensor<2x5xf32>
    %21 = stablehlo.slice %arg3 [0:3, 0:4] : (tensor<4x4xf32>) -> tensor<3x4xf32>
    %22 = stablehlo.slice %arg3 [0:3, 0:4] : (tensor<4x4xf32>) -> tensor<3x4xf32>
    %23 = stablehlo.dot_general %arg3, %21, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<4x3xf32>
    %24 = stablehlo.dot_general %22, %23, batching_dims = [0] x [1], contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3xf32>
    %25 = stablehlo.slice %arg3 [0:1, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x4xf32>) -> tensor<4xf32>
    %27 = stablehlo.slice %arg3 [1:2, 0:4] : (tensor<4x4xf32>) -> tensor<1x4xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x4xf32>) -> tensor<4xf32>
    %29 = stablehlo.dot_general %26, %28, contracting_dims = [] x [], precision = [HIGHEST, HIGHEST] : (tensor<4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %30 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<2x3x4xf32>) -> tensor<3x2x4xf32>
    %31 = stablehlo.slice %arg1 [0:3, 0:4, 0:2] : (tensor<3x4x5xf32>) -> tensor<3x4x2xf32>
    %32 = stablehlo.slice %31 [0:2, 0:4, 0:2] : (tensor<3x4x2xf32>) -> tensor<2x4x2xf32>
    %33 = stablehlo.dot_general %30, %32, batching_dims = [1] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x2x4xf32>, tensor<2x4x2xf32>) -> tensor<2x3x2xf32>
    %34 = stablehlo.transpose %arg2, dims = [2, 0, 1] : (tensor<2x4x4xf32>) -> tensor<4x2x4xf32>
    return %5, %11, %18, %19, %20, %24, %29, %33, %34 : tensor<4xf32>, tensor<f32>, tensor<2xf32>, tensor<2x4x4xf32>, tensor<2x5xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<2x3x2xf32>, tensor<4x2x4xf32>
  }
}
