module @jit_pad_modes attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x5xf32>) -> (tensor<7x8xf32> {jax.result_info = "result[0]"}, tensor<7x8xf32> {jax.result_info = "result[1]"}, tensor<7x8xf32> {jax.result_info = "result[2]"}, tensor<7x8xf32> {jax.result_info = "result[3]"}, tensor<7x8xf32> {jax.result_info = "result[4]"}, tensor<7x8xf32> {jax.result_info = "result[5]"}, tensor<7x8xf32> {jax.result_info = "result[6]"}, tensor<7x8xf32> {jax.result_info = "result[7]"}, tensor<4x5xf32> {jax.result_info = "result[8]"}, tensor<5x4xf32> {jax.result_info = "result[9]"}, tensor<5x4xf32> {jax.result_info = "result[10]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<4x5xf32>, tensor<i32>) -> tensor<7x8xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = call @_pad_3(%arg0, %c_0) : (tensor<4x5xf32>, tensor<i32>) -> tensor<7x8xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_pad_4(%arg0, %c_1) : (tensor<4x5xf32>, tensor<i32>) -> tensor<7x8xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @_pad_5(%arg0, %c_2) : (tensor<4x5xf32>, tensor<i32>) -> tensor<7x8xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad_6(%arg0, %c_3) : (tensor<4x5xf32>, tensor<i32>) -> tensor<7x8xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %5 = call @_pad_10(%arg0, %c_4) : (tensor<4x5xf32>, tensor<i32>) -> tensor<7x8xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_pad_11(%arg0, %c_5) : (tensor<4x5xf32>, tensor<i32>) -> tensor<7x8xf32>
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %7 = call @_pad_12(%arg0, %cst) : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x8xf32>
    %8 = call @_roll_static(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %9 = call @rot90(%arg0) : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %10 = call @rot90_14(%arg0) : (tensor<4x5xf32>) -> tensor<5x4xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<7x8xf32>, tensor<4x5xf32>, tensor<5x4xf32>, tensor<5x4xf32>
  }
  func.func private @_pad(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<7x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [1:2, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %2 = call @_flip(%1) : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.concatenate %2, %arg0, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.slice %3 [4:5, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %5 = stablehlo.slice %3 [2:4, 0:5] : (tensor<5x5xf32>) -> tensor<2x5xf32>
    %6 = call @_flip_0(%5) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %7 = stablehlo.concatenate %3, %6, dim = 0 : (tensor<5x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %8 = stablehlo.slice %7 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %9 = stablehlo.slice %7 [0:7, 1:3] : (tensor<7x5xf32>) -> tensor<7x2xf32>
    %10 = call @_flip_1(%9) : (tensor<7x2xf32>) -> tensor<7x2xf32>
    %11 = stablehlo.concatenate %10, %7, dim = 1 : (tensor<7x2xf32>, tensor<7x5xf32>) -> tensor<7x7xf32>
    %12 = stablehlo.slice %11 [0:7, 6:7] : (tensor<7x7xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.slice %11 [0:7, 5:6] : (tensor<7x7xf32>) -> tensor<7x1xf32>
    %14 = call @_flip_2(%13) : (tensor<7x1xf32>) -> tensor<7x1xf32>
    %15 = stablehlo.concatenate %11, %14, dim = 1 : (tensor<7x7xf32>, tensor<7x1xf32>) -> tensor<7x8xf32>
    return %15 : tensor<7x8xf32>
  }
  func.func private @_flip(%arg0: tensor<1x5xf32>) -> tensor<1x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<1x5xf32>
    return %0 : tensor<1x5xf32>
  }
  func.func private @_flip_0(%arg0: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<2x5xf32>
    return %0 : tensor<2x5xf32>
  }
  func.func private @_flip_1(%arg0: tensor<7x2xf32>) -> tensor<7x2xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x2xf32>
    return %0 : tensor<7x2xf32>
  }
  func.func private @_flip_2(%arg0: tensor<7x1xf32>) -> tensor<7x1xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<7x1xf32>
    return %0 : tensor<7x1xf32>
  }
  func.func private @_pad_3(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<7x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %2 = call @_flip(%1) : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.concatenate %2, %arg0, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.slice %3 [4:5, 0:5] : (tensor<5x5xf32>) -> tensor<1x5xf32>
    %5 = stablehlo.slice %3 [3:5, 0:5] : (tensor<5x5xf32>) -> tensor<2x5xf32>
    %6 = call @_flip_0(%5) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %7 = stablehlo.concatenate %3, %6, dim = 0 : (tensor<5x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %8 = stablehlo.slice %7 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %9 = stablehlo.slice %7 [0:7, 0:2] : (tensor<7x5xf32>) -> tensor<7x2xf32>
    %10 = call @_flip_1(%9) : (tensor<7x2xf32>) -> tensor<7x2xf32>
    %11 = stablehlo.concatenate %10, %7, dim = 1 : (tensor<7x2xf32>, tensor<7x5xf32>) -> tensor<7x7xf32>
    %12 = stablehlo.slice %11 [0:7, 6:7] : (tensor<7x7xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.slice %11 [0:7, 6:7] : (tensor<7x7xf32>) -> tensor<7x1xf32>
    %14 = call @_flip_2(%13) : (tensor<7x1xf32>) -> tensor<7x1xf32>
    %15 = stablehlo.concatenate %11, %14, dim = 1 : (tensor<7x7xf32>, tensor<7x1xf32>) -> tensor<7x8xf32>
    return %15 : tensor<7x8xf32>
  }
  func.func private @_pad_4(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<7x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x2x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %6 = stablehlo.concatenate %2, %arg0, %5, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %7 = stablehlo.slice %6 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x1x2xf32>
    %9 = stablehlo.reshape %8 : (tensor<7x1x2xf32>) -> tensor<7x2xf32>
    %10 = stablehlo.slice %6 [0:7, 4:5] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<7x1x1xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.concatenate %9, %6, %12, dim = 1 : (tensor<7x2xf32>, tensor<7x5xf32>, tensor<7x1xf32>) -> tensor<7x8xf32>
    return %13 : tensor<7x8xf32>
  }
  func.func private @_pad_5(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<7x8xf32> {
    %0 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:5] : (tensor<4x5xf32>) -> tensor<2x5xf32>
    %2 = stablehlo.concatenate %0, %arg0, %1, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %3 = stablehlo.slice %2 [0:7, 3:5] : (tensor<7x5xf32>) -> tensor<7x2xf32>
    %4 = stablehlo.slice %2 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %5 = stablehlo.concatenate %3, %2, %4, dim = 1 : (tensor<7x2xf32>, tensor<7x5xf32>, tensor<7x1xf32>) -> tensor<7x8xf32>
    return %5 : tensor<7x8xf32>
  }
  func.func private @_pad_6(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<7x8xf32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %3 = call @_linspace(%cst, %2) : (tensor<f32>, tensor<5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.reshape %1 : (tensor<1x5xf32>) -> tensor<5xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %5 = call @_linspace_7(%cst_0, %4) : (tensor<f32>, tensor<5xf32>) -> tensor<2x5xf32>
    %6 = call @_flip_0(%5) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %7 = stablehlo.concatenate %3, %arg0, %6, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %8 = stablehlo.slice %7 [0:7, 0:1] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %9 = stablehlo.slice %7 [0:7, 4:5] : (tensor<7x5xf32>) -> tensor<7x1xf32>
    %10 = stablehlo.reshape %8 : (tensor<7x1xf32>) -> tensor<7xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %11 = call @_linspace_8(%cst_1, %10) : (tensor<f32>, tensor<7xf32>) -> tensor<7x2xf32>
    %12 = stablehlo.reshape %9 : (tensor<7x1xf32>) -> tensor<7xf32>
    %cst_2 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %13 = call @_linspace_9(%cst_2, %12) : (tensor<f32>, tensor<7xf32>) -> tensor<7x1xf32>
    %14 = call @_flip_2(%13) : (tensor<7x1xf32>) -> tensor<7x1xf32>
    %15 = stablehlo.concatenate %11, %7, %14, dim = 1 : (tensor<7x2xf32>, tensor<7x5xf32>, tensor<7x1xf32>) -> tensor<7x8xf32>
    return %15 : tensor<7x8xf32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<5xf32>) -> tensor<1x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.subtract %arg1, %1 : tensor<5xf32>
    %3 = stablehlo.reshape %0 : (tensor<5xf32>) -> tensor<1x5xf32>
    return %3 : tensor<1x5xf32>
  }
  func.func private @_linspace_7(%arg0: tensor<f32>, %arg1: tensor<5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.subtract %arg1, %1 : tensor<5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.divide %2, %3 : tensor<5xf32>
    %5 = stablehlo.iota dim = 0 : tensor<2xf32>
    %6 = stablehlo.reshape %5 : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x1xf32>
    %9 = stablehlo.reshape %0 : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %11 = stablehlo.subtract %10, %8 : tensor<2x1xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<2x5xf32>
    %15 = stablehlo.reshape %arg1 : (tensor<5xf32>) -> tensor<1x5xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %17 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<2x5xf32>
    %19 = stablehlo.add %14, %18 : tensor<2x5xf32>
    return %19 : tensor<2x5xf32>
  }
  func.func private @_linspace_8(%arg0: tensor<f32>, %arg1: tensor<7xf32>) -> tensor<7x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.subtract %arg1, %1 : tensor<7xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %4 = stablehlo.divide %2, %3 : tensor<7xf32>
    %5 = stablehlo.iota dim = 0 : tensor<2xf32>
    %6 = stablehlo.reshape %5 : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %8 = stablehlo.divide %6, %7 : tensor<1x2xf32>
    %9 = stablehlo.reshape %0 : (tensor<7xf32>) -> tensor<7x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %11 = stablehlo.subtract %10, %8 : tensor<1x2xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<7x2xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<7x2xf32>
    %15 = stablehlo.reshape %arg1 : (tensor<7xf32>) -> tensor<7x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x2xf32>
    %17 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<7x2xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<7x2xf32>
    %19 = stablehlo.add %14, %18 : tensor<7x2xf32>
    return %19 : tensor<7x2xf32>
  }
  func.func private @_linspace_9(%arg0: tensor<f32>, %arg1: tensor<7xf32>) -> tensor<7x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.subtract %arg1, %1 : tensor<7xf32>
    %3 = stablehlo.reshape %0 : (tensor<7xf32>) -> tensor<7x1xf32>
    return %3 : tensor<7x1xf32>
  }
  func.func private @_pad_10(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<7x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x5xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x2x5xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %8 = stablehlo.concatenate %5, %arg0, %7, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<7x5xf32>, tensor<f32>) -> tensor<7xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<7x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x1x2xf32>
    %14 = stablehlo.reshape %13 : (tensor<7x1x2xf32>) -> tensor<7x2xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x1x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<7x1x1xf32>) -> tensor<7x1xf32>
    %17 = stablehlo.concatenate %14, %8, %16, dim = 1 : (tensor<7x2xf32>, tensor<7x5xf32>, tensor<7x1xf32>) -> tensor<7x8xf32>
    return %17 : tensor<7x8xf32>
  }
  func.func private @_pad_11(%arg0: tensor<4x5xf32>, %arg1: tensor<i32>) -> tensor<7x8xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x1x5xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x5xf32>) -> tensor<1x5xf32>
    %4 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<1x5xf32>) -> tensor<1x2x5xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %6 = stablehlo.concatenate %3, %arg0, %5, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>, tensor<2x5xf32>) -> tensor<7x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<7x5xf32>, tensor<f32>) -> tensor<7xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x1x2xf32>
    %10 = stablehlo.reshape %9 : (tensor<7x1x2xf32>) -> tensor<7x2xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x1x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<7x1x1xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.concatenate %10, %6, %12, dim = 1 : (tensor<7x2xf32>, tensor<7x5xf32>, tensor<7x1xf32>) -> tensor<7x8xf32>
    return %13 : tensor<7x8xf32>
  }
  func.func private @_pad_12(%arg0: tensor<4x5xf32>, %arg1: tensor<f32>) -> tensor<7x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 2], high = [2, 1], interior = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<7x8xf32>
    return %1 : tensor<7x8xf32>
  }
  func.func private @_roll_static(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.slice %arg0 [3:4, 0:5] : (tensor<4x5xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:5] : (tensor<4x5xf32>) -> tensor<3x5xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x5xf32>, tensor<3x5xf32>) -> tensor<4x5xf32>
    %3 = stablehlo.slice %2 [0:4, 2:5] : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.slice %2 [0:4, 0:2] : (tensor<4x5xf32>) -> tensor<4x2xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 1 : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<4x5xf32>
    return %5 : tensor<4x5xf32>
  }
  func.func private @rot90(%arg0: tensor<4x5xf32>) -> tensor<5x4xf32> {
    %0 = call @_flip_13(%arg0) : (tensor<4x5xf32>) -> tensor<4x5xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @_flip_13(%arg0: tensor<4x5xf32>) -> tensor<4x5xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<4x5xf32>
    return %0 : tensor<4x5xf32>
  }
  func.func private @rot90_14(%arg0: tensor<4x5xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %1 = call @_flip_15(%0) : (tensor<5x4xf32>) -> tensor<5x4xf32>
    return %1 : tensor<5x4xf32>
  }
  func.func private @_flip_15(%arg0: tensor<5x4xf32>) -> tensor<5x4xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
}
