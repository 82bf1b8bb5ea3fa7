module @jit_mlp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "stage"=1, "fsdp"=2, "tensor"=2, "expert"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "stage", size = 1 : i64}, {name = "fsdp", size = 2 : i64}, {name = "tensor", size = 2 : i64}, {name = "expert", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp"}, {}]>}, %arg1: tensor<512x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor", "expert"}]>}, %arg2: tensor<1024x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "expert"}, {}]>}) -> (tensor<256x512xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp"}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x512xbf16>, tensor<512x1024xbf16>) -> tensor<256x1024xbf16>
    %1 = stablehlo.tanh %0 : tensor<256x1024xbf16>
    %2 = stablehlo.dot_general %1, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xbf16>, tensor<1024x512xbf16>) -> tensor<256x512xbf16>
    return %2 : tensor<256x512xbf16>
  }
}
