module @jit_ops_float_misc attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10xf32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xi1> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<10xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.cbrt %arg0 : tensor<10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<10xf32>
    %3 = stablehlo.divide %arg0, %2 : tensor<10xf32>
    %4 = stablehlo.is_finite %3 : (tensor<10xf32>) -> tensor<10xi1>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = call @clip(%arg0, %cst_0, %cst_1) : (tensor<10xf32>, tensor<f32>, tensor<f32>) -> tensor<10xf32>
    %cst_2 = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %6 = call @fmod(%arg0, %cst_2) : (tensor<10xf32>, tensor<f32>) -> tensor<10xf32>
    return %0, %4, %5, %6 : tensor<10xf32>, tensor<10xi1>, tensor<10xf32>, tensor<10xf32>
  }
  func.func private @clip(%arg0: tensor<10xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<10xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<10xf32>
    return %5 : tensor<10xf32>
  }
  func.func private @fmod(%arg0: tensor<10xf32>, %arg1: tensor<f32>) -> tensor<10xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<10xf32>
    return %2 : tensor<10xf32>
  }
}
