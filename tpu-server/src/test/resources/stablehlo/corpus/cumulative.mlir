module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32> {jax.result_info = "result[0]"}, tensor<3x6xf32> {jax.result_info = "result[1]"}, tensor<3x6xf32> {jax.result_info = "result[2]"}, tensor<3x6xf32> {jax.result_info = "result[3]"}, tensor<3xf32> {jax.result_info = "result[4]"}) {
    %0 = call @cumprod(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.reverse %arg0, dims = [1] : tensor<3x6xf32>
    %2 = call @cumsum(%1) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %3 = call @cummax(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %4 = stablehlo.slice %arg0 [0:3, 0:5:2] : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.slice %arg0 [0:3, 1:6:2] : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %6 = stablehlo.add %4, %5 : tensor<3x3xf32>
    %7 = stablehlo.slice %6 [0:3, 0:2:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %8 = stablehlo.slice %6 [0:3, 1:3:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<3x1xf32>
    %10 = stablehlo.slice %6 [0:3, 2:3:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<3x1xf32>
    %12 = stablehlo.slice %6 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %13 = stablehlo.concatenate %12, %11, dim = 1 : (tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.pad %13, %cst, low = [0, 0], high = [0, 0], interior = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.pad %9, %cst_0, low = [0, 1], high = [0, 1], interior = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x3xf32>
    %16 = stablehlo.add %14, %15 : tensor<3x3xf32>
    %17 = stablehlo.slice %16 [0:3, 0:2] : (tensor<3x3xf32>) -> tensor<3x2xf32>
    %18 = stablehlo.slice %arg0 [0:3, 2:6:2] : (tensor<3x6xf32>) -> tensor<3x2xf32>
    %19 = stablehlo.add %17, %18 : tensor<3x2xf32>
    %20 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x6xf32>) -> tensor<3x1xf32>
    %21 = stablehlo.concatenate %20, %19, dim = 1 : (tensor<3x1xf32>, tensor<3x2xf32>) -> tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %21, %cst_1, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.pad %16, %cst_2, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3x6xf32>
    %24 = stablehlo.add %22, %23 : tensor<3x6xf32>
    %25 = call @norm(%arg0) : (tensor<3x6xf32>) -> tensor<3xf32>
    return %0, %2, %3, %24, %25 : tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>, tensor<3xf32>
  }
  func.func private @cumprod(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumprod_0(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumprod_0(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %0 = call @cumsum_1(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    return %0 : tensor<3x6xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @cummax(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [5, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 6>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @norm(%arg0: tensor<3x6xf32>) -> tensor<3xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.sqrt %1 : tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
