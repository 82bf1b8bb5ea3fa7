
module @map_bodies {
  func.func public @main(%x: tensor<4x5xf32>, %s: tensor<4x5xi32>, %z: tensor<6xf32>) -> (tensor<4x5xf32>, tensor<6xf32>) {
    %0 = "stablehlo.map"(%x, %s) ({
    ^bb0(%p: tensor<f32>, %q: tensor<i32>):
      %qf = stablehlo.convert %q : (tensor<i32>) -> tensor<f32>
      %m = stablehlo.multiply %qf, %p : tensor<f32>
      %a = stablehlo.abs %p : tensor<f32>
      %n = stablehlo.negate %a : tensor<f32>
      %e = stablehlo.exponential %n : tensor<f32>
      %l = stablehlo.log_plus_one %e : tensor<f32>
      %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %r = stablehlo.maximum %p, %zero : tensor<f32>
      %sp = stablehlo.add %l, %r : tensor<f32>
      %out = stablehlo.add %m, %sp : tensor<f32>
      stablehlo.return %out : tensor<f32>
    }) {dimensions = array<i64: 0, 1>} : (tensor<4x5xf32>, tensor<4x5xi32>) -> tensor<4x5xf32>
    %1 = "stablehlo.map"(%z) ({
    ^bb0(%p: tensor<f32>):
      %c = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %t = stablehlo.tanh %p : tensor<f32>
      %r = stablehlo.multiply %t, %c : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>) -> tensor<6xf32>
    return %0, %1 : tensor<4x5xf32>, tensor<6xf32>
  }
}
