module @jit_shifts_narrow attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xui8>, %arg1: tensor<12xui8>, %arg2: tensor<12xi8>, %arg3: tensor<12xi8>) -> (tensor<12xui8> {jax.result_info = "result[0]"}, tensor<12xui8> {jax.result_info = "result[1]"}, tensor<12xui8> {jax.result_info = "result[2]"}, tensor<12xi8> {jax.result_info = "result[3]"}, tensor<12xi8> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<12xui8>
    %1 = stablehlo.shift_right_logical %arg0, %arg1 : tensor<12xui8>
    %2 = stablehlo.shift_left %arg0, %arg1 : tensor<12xui8>
    %3 = stablehlo.shift_right_arithmetic %arg2, %arg3 : tensor<12xi8>
    %4 = stablehlo.shift_right_logical %arg2, %arg3 : tensor<12xi8>
    return %0, %1, %2, %3, %4 : tensor<12xui8>, tensor<12xui8>, tensor<12xui8>, tensor<12xi8>, tensor<12xi8>
  }
}
