module @jit_ops_reduce_precision attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3037xf32>) -> (tensor<3037xui32> {jax.result_info = "result[0]"}, tensor<3037xui32> {jax.result_info = "result[1]"}, tensor<3037xui32> {jax.result_info = "result[2]"}, tensor<3037xui32> {jax.result_info = "result[3]"}, tensor<3037xui32> {jax.result_info = "result[4]"}, tensor<3037xui32> {jax.result_info = "result[5]"}, tensor<3037xui32> {jax.result_info = "result[6]"}, tensor<3037xui32> {jax.result_info = "result[7]"}, tensor<3037xui32> {jax.result_info = "result[8]"}, tensor<3037xui32> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.reduce_precision %arg0, format = e8m10 : tensor<3037xf32>
    %1 = stablehlo.bitcast_convert %0 : (tensor<3037xf32>) -> tensor<3037xui32>
    %2 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<3037xf32>
    %3 = stablehlo.bitcast_convert %2 : (tensor<3037xf32>) -> tensor<3037xui32>
    %4 = stablehlo.reduce_precision %arg0, format = e4m3 : tensor<3037xf32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<3037xf32>) -> tensor<3037xui32>
    %6 = stablehlo.reduce_precision %arg0, format = e5m2 : tensor<3037xf32>
    %7 = stablehlo.bitcast_convert %6 : (tensor<3037xf32>) -> tensor<3037xui32>
    %8 = stablehlo.reduce_precision %arg0, format = e8m0 : tensor<3037xf32>
    %9 = stablehlo.bitcast_convert %8 : (tensor<3037xf32>) -> tensor<3037xui32>
    %10 = stablehlo.reduce_precision %arg0, format = e3m4 : tensor<3037xf32>
    %11 = stablehlo.bitcast_convert %10 : (tensor<3037xf32>) -> tensor<3037xui32>
    %12 = stablehlo.reduce_precision %arg0, format = e6m12 : tensor<3037xf32>
    %13 = stablehlo.bitcast_convert %12 : (tensor<3037xf32>) -> tensor<3037xui32>
    %14 = stablehlo.reduce_precision %arg0, format = e2m1 : tensor<3037xf32>
    %15 = stablehlo.bitcast_convert %14 : (tensor<3037xf32>) -> tensor<3037xui32>
    %16 = stablehlo.convert %arg0 : (tensor<3037xf32>) -> tensor<3037xbf16>
    %17 = stablehlo.reduce_precision %16, format = e8m4 : tensor<3037xbf16>
    %18 = stablehlo.convert %17 : (tensor<3037xbf16>) -> tensor<3037xf32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<3037xf32>) -> tensor<3037xui32>
    %20 = stablehlo.reduce_precision %16, format = e5m7 : tensor<3037xbf16>
    %21 = stablehlo.convert %20 : (tensor<3037xbf16>) -> tensor<3037xf32>
    %22 = stablehlo.bitcast_convert %21 : (tensor<3037xf32>) -> tensor<3037xui32>
    return %1, %3, %5, %7, %9, %11, %13, %15, %19, %22 : tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>, tensor<3037xui32>
  }
}
