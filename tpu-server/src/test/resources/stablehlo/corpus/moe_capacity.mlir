module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x4xf32>, %arg1: tensor<4x16x32xf32>, %arg2: tensor<4x32x16xf32>, %arg3: tensor<2x5x16xf32>) -> (tensor<2x5x16xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.reshape %arg3 : (tensor<2x5x16xf32>) -> tensor<10x16xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<16x4xf32>) -> tensor<10x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<10xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<10x4xf32>
    %8 = stablehlo.exponential %7 : tensor<10x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x4xf32>
    %12 = stablehlo.divide %8, %11 : tensor<10x4xf32>
    %values, %indices = chlo.top_k(%12, k = 2) : tensor<10x4xf32> -> (tensor<10x2xf32>, tensor<10x2xi32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%values init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<10x2xf32>, tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x2xf32>
    %16 = stablehlo.divide %values, %15 : tensor<10x2xf32>
    %17 = call @_one_hot(%indices) : (tensor<10x2xi32>) -> tensor<10x2x4xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0, 2] : (tensor<10x2x4xf32>) -> tensor<2x10x4xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x10x4xf32>) -> tensor<20x4xf32>
    %20 = call @cumsum(%19) : (tensor<20x4xf32>) -> tensor<20x4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<20x4xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<20x4xf32>
    %23 = stablehlo.multiply %22, %19 : tensor<20x4xf32>
    %24 = stablehlo.reshape %23 : (tensor<20x4xf32>) -> tensor<2x10x4xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<2x10x4xf32>) -> tensor<10x2x4xf32>
    %cst_4 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10x2x4xf32>
    %27 = stablehlo.compare LT, %25, %26, FLOAT : (tensor<10x2x4xf32>, tensor<10x2x4xf32>) -> tensor<10x2x4xi1>
    %28 = stablehlo.convert %27 : (tensor<10x2x4xi1>) -> tensor<10x2x4xf32>
    %29 = stablehlo.multiply %28, %17 : tensor<10x2x4xf32>
    %30 = stablehlo.multiply %25, %29 : tensor<10x2x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<10x2x4xf32>, tensor<f32>) -> tensor<10x2xf32>
    %32 = stablehlo.convert %31 : (tensor<10x2xf32>) -> tensor<10x2xi32>
    %33 = call @_one_hot_1(%32) : (tensor<10x2xi32>) -> tensor<10x2x5xf32>
    %34 = stablehlo.dot_general %29, %33, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x2x4xf32>, tensor<10x2x5xf32>) -> tensor<10x4x5xf32>
    %35 = stablehlo.dot_general %33, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [] x [], precision = [HIGHEST, HIGHEST] : (tensor<10x2x5xf32>, tensor<10x2xf32>) -> tensor<10x2x5xf32>
    %36 = stablehlo.dot_general %29, %35, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x2x4xf32>, tensor<10x2x5xf32>) -> tensor<10x4x5xf32>
    %37 = stablehlo.dot_general %34, %0, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x4x5xf32>, tensor<10x16xf32>) -> tensor<4x5x16xf32>
    %38 = stablehlo.dot_general %37, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x16xf32>, tensor<4x16x32xf32>) -> tensor<4x5x32xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<4x5x32xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<4x5x32xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x5x32xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<4x5x32xf32>
    %43 = stablehlo.add %38, %42 : tensor<4x5x32xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x5x32xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<4x5x32xf32>
    %46 = stablehlo.tanh %45 : tensor<4x5x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x5x32xf32>
    %48 = stablehlo.add %47, %46 : tensor<4x5x32xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x5x32xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<4x5x32xf32>
    %51 = stablehlo.multiply %38, %50 : tensor<4x5x32xf32>
    %52 = stablehlo.dot_general %51, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x5x32xf32>, tensor<4x32x16xf32>) -> tensor<4x5x16xf32>
    %53 = stablehlo.dot_general %36, %52, contracting_dims = [2, 1] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<10x4x5xf32>, tensor<4x5x16xf32>) -> tensor<10x16xf32>
    %54 = stablehlo.slice %17 [0:10, 0:1, 0:4] : (tensor<10x2x4xf32>) -> tensor<10x1x4xf32>
    %55 = stablehlo.reshape %54 : (tensor<10x1x4xf32>) -> tensor<10x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<10x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.divide %56, %57 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%12 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<10x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %61 = stablehlo.divide %59, %60 : tensor<4xf32>
    %62 = stablehlo.multiply %58, %61 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %64 = stablehlo.multiply %cst_15, %63 : tensor<f32>
    %65 = stablehlo.add %0, %53 : tensor<10x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<10x16xf32>) -> tensor<2x5x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%29 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x2x4xf32>, tensor<f32>) -> tensor<4xf32>
    return %66, %64, %67 : tensor<2x5x16xf32>, tensor<f32>, tensor<4xf32>
  }
  func.func private @_one_hot(%arg0: tensor<10x2xi32>) -> tensor<10x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<10x2xi32>) -> tensor<10x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<10x2x1xi32>) -> tensor<10x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<10x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<10x2x4xi32>, tensor<10x2x4xi32>) -> tensor<10x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<10x2x4xi1>) -> tensor<10x2x4xf32>
    return %5 : tensor<10x2x4xf32>
  }
  func.func private @cumsum(%arg0: tensor<20x4xf32>) -> tensor<20x4xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<20x4xf32>) -> tensor<20x4xf32>
    return %0 : tensor<20x4xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<20x4xf32>) -> tensor<20x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[19, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 20, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<20x4xf32>, tensor<f32>) -> tensor<20x4xf32>
    return %1 : tensor<20x4xf32>
  }
  func.func private @_one_hot_1(%arg0: tensor<10x2xi32>) -> tensor<10x2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<10x2xi32>) -> tensor<10x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<10x2x1xi32>) -> tensor<10x2x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x5xi32>) -> tensor<10x2x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<10x2x5xi32>, tensor<10x2x5xi32>) -> tensor<10x2x5xi1>
    %5 = stablehlo.convert %4 : (tensor<10x2x5xi1>) -> tensor<10x2x5xf32>
    return %5 : tensor<10x2x5xf32>
  }
}
