
module @legacy_broadcast {
  func.func public @main(%x: tensor<3x2xf32>, %s: tensor<f32>) -> (tensor<4x3x2xf32>, tensor<2x5xf32>) {
    %0 = stablehlo.broadcast %x, sizes = [4] : (tensor<3x2xf32>) -> tensor<4x3x2xf32>
    %1 = "stablehlo.broadcast"(%s) {broadcast_sizes = array<i64: 2, 5>} : (tensor<f32>) -> tensor<2x5xf32>
    %2 = stablehlo.multiply %0, %0 : tensor<4x3x2xf32>
    return %2, %1 : tensor<4x3x2xf32>, tensor<2x5xf32>
  }
}
