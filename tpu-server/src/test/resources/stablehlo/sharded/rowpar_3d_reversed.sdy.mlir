module @jit_matmul attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=2, "tensor"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 2 : i64}, {name = "tensor", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor", "fsdp", "data"}]>}, %arg1: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "fsdp", "data"}, {}]>}) -> (tensor<64x256xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    return %0 : tensor<64x256xbf16>
  }
}
