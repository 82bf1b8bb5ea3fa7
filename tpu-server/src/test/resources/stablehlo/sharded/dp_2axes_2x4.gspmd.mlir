module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x512xbf16> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<512x1024xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<1024x512xbf16> {mhlo.sharding = "{replicated}"}) -> (tensor<256x512xbf16> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xbf16>
    %1 = stablehlo.tanh %0 : tensor<256x1024xbf16>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x512xbf16>) -> tensor<256x512xbf16>
    return %2 : tensor<256x512xbf16>
  }
}
