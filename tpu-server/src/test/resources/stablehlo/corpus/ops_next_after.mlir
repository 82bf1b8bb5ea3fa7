module @jit_next_after_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>) -> (tensor<16xf32> {jax.result_info = "result[0]"}, tensor<16xf32> {jax.result_info = "result[1]"}, tensor<16xf32> {jax.result_info = "result[2]"}) {
    %0 = chlo.next_after %arg0, %arg1 : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = chlo.next_after %arg0, %1 : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = chlo.next_after %arg0, %3 : tensor<16xf32>, tensor<16xf32> -> tensor<16xf32>
    return %0, %2, %4 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
  }
}
