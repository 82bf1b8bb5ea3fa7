module @jit_attention_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>) -> (tensor<16x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0, 2] : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %6 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %9 = stablehlo.dot_general %2, %5, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.sqrt %cst : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %12 = stablehlo.divide %9, %11 : tensor<4x16x16xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %14 = call @tril(%13) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = call @_where(%15, %12, %cst_0) : (tensor<1x16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<4x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %22 = stablehlo.subtract %16, %21 : tensor<4x16x16xf32>
    %23 = stablehlo.exponential %22 : tensor<4x16x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %27 = stablehlo.divide %23, %26 : tensor<4x16x16xf32>
    %28 = stablehlo.dot_general %27, %8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0, 2] : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
    %30 = stablehlo.reshape %29 : (tensor<16x4x16xf32>) -> tensor<16x64xf32>
    %31 = stablehlo.dot_general %30, %arg4, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    return %31 : tensor<16x64xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<1x16x16xi1>, %arg1: tensor<4x16x16xf32>, %arg2: tensor<f32>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<4x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x16x16xi1>, tensor<4x16x16xf32>
    return %3 : tensor<4x16x16xf32>
  }
}
