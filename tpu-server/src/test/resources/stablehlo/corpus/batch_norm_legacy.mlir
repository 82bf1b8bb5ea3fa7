
module @batch_norm_legacy {
  func.func public @main(%x: tensor<4x5x6x3xf32>, %scale: tensor<3xf32>, %offset: tensor<3xf32>,
                         %dy: tensor<4x5x6x3xf32>, %rmean: tensor<3xf32>, %rvar: tensor<3xf32>,
                         %y: tensor<2x4x3x3xf32>, %s4: tensor<4xf32>, %o4: tensor<4xf32>)
      -> (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>,
          tensor<4x5x6x3xf32>, tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>) {
    %out, %mean, %var = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %gx, %gs, %go = "stablehlo.batch_norm_grad"(%x, %scale, %mean, %var, %dy) {epsilon = 1.000000e-03 : f32, feature_index = 3 : i64} : (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>) -> (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>)
    %inf = "stablehlo.batch_norm_inference"(%x, %scale, %offset, %rmean, %rvar) {epsilon = 1.000000e-05 : f32, feature_index = 3 : i64} : (tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<4x5x6x3xf32>
    %out1, %mean1, %var1 = "stablehlo.batch_norm_training"(%y, %s4, %o4) {epsilon = 1.000000e-05 : f32, feature_index = 1 : i64} : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>)
    %dy1 = stablehlo.multiply %out1, %y : tensor<2x4x3x3xf32>
    %gy, %gs1, %go1 = "stablehlo.batch_norm_grad"(%y, %s4, %mean1, %var1, %dy1) {epsilon = 1.000000e-05 : f32, feature_index = 1 : i64} : (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>) -> (tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>)
    return %out, %mean, %var, %gx, %gs, %go, %inf, %out1, %mean1, %var1, %gy : tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x5x6x3xf32>, tensor<2x4x3x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2x4x3x3xf32>
  }
}
