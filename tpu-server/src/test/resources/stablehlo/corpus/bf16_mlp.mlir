module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<4x8xf32>) -> (tensor<4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg4 : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<8x32xf32>) -> tensor<8x32xbf16>
    %2 = stablehlo.convert %arg0 : (tensor<32xf32>) -> tensor<32xbf16>
    %3 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xbf16>, tensor<8x32xbf16>) -> tensor<4x32xbf16>
    %4 = stablehlo.reshape %2 : (tensor<32xbf16>) -> tensor<1x32xbf16>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xbf16>) -> tensor<4x32xbf16>
    %6 = stablehlo.add %3, %5 : tensor<4x32xbf16>
    %7 = stablehlo.multiply %6, %6 : tensor<4x32xbf16>
    %8 = stablehlo.multiply %7, %6 : tensor<4x32xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x32xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<4x32xbf16>
    %11 = stablehlo.add %6, %10 : tensor<4x32xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x32xbf16>
    %13 = stablehlo.multiply %12, %11 : tensor<4x32xbf16>
    %14 = stablehlo.tanh %13 : tensor<4x32xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x32xbf16>
    %16 = stablehlo.add %15, %14 : tensor<4x32xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<4x32xbf16>
    %18 = stablehlo.multiply %17, %16 : tensor<4x32xbf16>
    %19 = stablehlo.multiply %6, %18 : tensor<4x32xbf16>
    %20 = stablehlo.convert %arg3 : (tensor<32x4xf32>) -> tensor<32x4xbf16>
    %21 = stablehlo.convert %arg2 : (tensor<4xf32>) -> tensor<4xbf16>
    %22 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xbf16>, tensor<32x4xbf16>) -> tensor<4x4xbf16>
    %23 = stablehlo.reshape %21 : (tensor<4xbf16>) -> tensor<1x4xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x4xbf16>) -> tensor<4x4xbf16>
    %25 = stablehlo.add %22, %24 : tensor<4x4xbf16>
    %26 = stablehlo.convert %25 : (tensor<4x4xbf16>) -> tensor<4x4xf32>
    return %26 : tensor<4x4xf32>
  }
}
