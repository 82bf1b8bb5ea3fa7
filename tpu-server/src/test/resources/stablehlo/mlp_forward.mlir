module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<10xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<64x10xf32>, %arg6: tensor<8x32xf32>) -> (tensor<8x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg6, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x64xf32>
    %4 = call @relu(%3) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %5 = stablehlo.dot_general %4, %arg4, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x64xf32>
    %9 = call @relu(%8) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %10 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x64xf32>, tensor<64x10xf32>) -> tensor<8x10xf32>
    %11 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x10xf32>
    return %13 : tensor<8x10xf32>
  }
  func.func private @relu(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x64xf32>
    return %1 : tensor<8x64xf32>
  }
}
