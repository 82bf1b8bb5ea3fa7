module @jit_rng_bit_generator_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32>) -> (tensor<3x5xui32> {jax.result_info = "result[0]"}, tensor<4xui32> {jax.result_info = "result[1]"}, tensor<6xui32> {jax.result_info = "result[2]"}, tensor<4xui32> {jax.result_info = "result[3]"}, tensor<2x7xui8> {jax.result_info = "result[4]"}, tensor<4xui32> {jax.result_info = "result[5]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %1, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xui32>)
    %2 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<2x2xui32>) -> tensor<4xui32>
    %4 = stablehlo.reshape %3 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_0, %output_1 = stablehlo.rng_bit_generator %5, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui32>)
    %6 = stablehlo.bitcast_convert %output_state_0 : (tensor<2xui64>) -> tensor<2x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<2x2xui32>) -> tensor<4xui32>
    %8 = stablehlo.reshape %7 : (tensor<4xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state_2, %output_3 = stablehlo.rng_bit_generator %9, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x7xui8>)
    %10 = stablehlo.bitcast_convert %output_state_2 : (tensor<2xui64>) -> tensor<2x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<2x2xui32>) -> tensor<4xui32>
    return %output, %3, %output_1, %7, %output_3, %11 : tensor<3x5xui32>, tensor<4xui32>, tensor<6xui32>, tensor<4xui32>, tensor<2x7xui8>, tensor<4xui32>
  }
}
