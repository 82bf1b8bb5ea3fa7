module @jit_matmul attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x1024xbf16> {mhlo.sharding = "{devices=[1,8]<=[2,2,2]T(2,1,0)}"}, %arg1: tensor<1024x256xbf16> {mhlo.sharding = "{devices=[8,1]<=[2,2,2]T(2,1,0)}"}) -> (tensor<64x256xbf16> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    return %0 : tensor<64x256xbf16>
  }
}
