module @jit_logsumexp_pool attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x7x6x3xf32>) -> (tensor<2x4x3x3xf32> {jax.result_info = "result[0]"}, tensor<2x5x4x3xf32> {jax.result_info = "result[1]"}, tensor<2x14x6x3xf32> {jax.result_info = "result[2]"}, tensor<2x7x6x3xf32> {jax.result_info = "result[3]"}, tensor<2x7x6x3xf32> {jax.result_info = "result[4]"}, tensor<2x3xf32> {jax.result_info = "result[5]"}, tensor<2x7x3xf32> {jax.result_info = "result[6]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %8 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %9 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %11 = stablehlo.abs %8 : tensor<f32>
      %12 = stablehlo.negate %11 : tensor<f32>
      %13 = stablehlo.exponential %12 : tensor<f32>
      %14 = stablehlo.log_plus_one %13 : tensor<f32>
      %15 = stablehlo.add %7, %14 : tensor<f32>
      %16 = stablehlo.select %9, %10, %15 : tensor<i1>, tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<2x7x6x3xf32>, tensor<f32>) -> tensor<2x4x3x3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 2, 2, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %8 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %9 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %11 = stablehlo.abs %8 : tensor<f32>
      %12 = stablehlo.negate %11 : tensor<f32>
      %13 = stablehlo.exponential %12 : tensor<f32>
      %14 = stablehlo.log_plus_one %13 : tensor<f32>
      %15 = stablehlo.add %7, %14 : tensor<f32>
      %16 = stablehlo.select %9, %10, %15 : tensor<i1>, tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<2x7x6x3xf32>, tensor<f32>) -> tensor<2x5x4x3xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %cst_1) <{base_dilations = array<i64: 1, 2, 1, 1>, padding = dense<[[0, 0], [1, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %7 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %8 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %9 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %11 = stablehlo.abs %8 : tensor<f32>
      %12 = stablehlo.negate %11 : tensor<f32>
      %13 = stablehlo.exponential %12 : tensor<f32>
      %14 = stablehlo.log_plus_one %13 : tensor<f32>
      %15 = stablehlo.add %7, %14 : tensor<f32>
      %16 = stablehlo.select %9, %10, %15 : tensor<i1>, tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<2x7x6x3xf32>, tensor<f32>) -> tensor<2x14x6x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = "stablehlo.reduce_window"(%arg0, %cst_2) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [3, 0], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 4, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %7 = stablehlo.multiply %arg1, %cst_5 : tensor<f32>
      %8 = stablehlo.add %7, %arg2 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<2x7x6x3xf32>, tensor<f32>) -> tensor<2x7x6x3xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%arg0 init: %cst_3) across dimensions = [1, 2] : (tensor<2x7x6x3xf32>, tensor<f32>) -> tensor<2x3xf32>
     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
      %7 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %8 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %9 = stablehlo.compare NE, %8, %8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %11 = stablehlo.abs %8 : tensor<f32>
      %12 = stablehlo.negate %11 : tensor<f32>
      %13 = stablehlo.exponential %12 : tensor<f32>
      %14 = stablehlo.log_plus_one %13 : tensor<f32>
      %15 = stablehlo.add %7, %14 : tensor<f32>
      %16 = stablehlo.select %9, %10, %15 : tensor<i1>, tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%arg0 init: %cst_4) across dimensions = [2] : (tensor<2x7x6x3xf32>, tensor<f32>) -> tensor<2x7x3xf32>
     reducer(%arg1: tensor<f32>, %arg2: tensor<f32>)  {
      %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %7 = stablehlo.multiply %arg1, %cst_5 : tensor<f32>
      %8 = stablehlo.add %7, %arg2 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }
    %6 = call @cumlogsumexp(%arg0) : (tensor<2x7x6x3xf32>) -> tensor<2x7x6x3xf32>
    return %0, %1, %2, %3, %6, %4, %5 : tensor<2x4x3x3xf32>, tensor<2x5x4x3xf32>, tensor<2x14x6x3xf32>, tensor<2x7x6x3xf32>, tensor<2x7x6x3xf32>, tensor<2x3xf32>, tensor<2x7x3xf32>
  }
  func.func private @cumlogsumexp(%arg0: tensor<2x7x6x3xf32>) -> tensor<2x7x6x3xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 5], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 6, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      %2 = stablehlo.subtract %arg1, %arg2 : tensor<f32>
      %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.add %arg1, %arg2 : tensor<f32>
      %5 = stablehlo.abs %2 : tensor<f32>
      %6 = stablehlo.negate %5 : tensor<f32>
      %7 = stablehlo.exponential %6 : tensor<f32>
      %8 = stablehlo.log_plus_one %7 : tensor<f32>
      %9 = stablehlo.add %1, %8 : tensor<f32>
      %10 = stablehlo.select %3, %4, %9 : tensor<i1>, tensor<f32>
      stablehlo.return %10 : tensor<f32>
    }) : (tensor<2x7x6x3xf32>, tensor<f32>) -> tensor<2x7x6x3xf32>
    return %0 : tensor<2x7x6x3xf32>
  }
}
