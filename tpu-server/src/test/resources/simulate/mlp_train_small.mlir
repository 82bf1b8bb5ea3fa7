module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x96xbf16>, %arg1: tensor<96x32xbf16>, %arg2: tensor<64x32xbf16>) -> (tensor<32x96xbf16> {jax.result_info = "result[0]"}, tensor<96x32xbf16> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<32x96xbf16>) -> tensor<64x96xbf16>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x96xbf16>
    %2 = stablehlo.maximum %0, %1 : tensor<64x96xbf16>
    %3 = stablehlo.compare EQ, %0, %2, FLOAT : (tensor<64x96xbf16>, tensor<64x96xbf16>) -> tensor<64x96xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<64x96xbf16>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<64x96xbf16>
    %6 = stablehlo.select %3, %4, %5 : tensor<64x96xi1>, tensor<64x96xbf16>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x96xbf16>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<64x96xbf16>, tensor<64x96xbf16>) -> tensor<64x96xi1>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<64x96xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<64x96xbf16>
    %11 = stablehlo.select %8, %9, %10 : tensor<64x96xi1>, tensor<64x96xbf16>
    %12 = stablehlo.divide %6, %11 : tensor<64x96xbf16>
    %13 = stablehlo.dot_general %2, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x96xbf16>, tensor<96x32xbf16>) -> tensor<64x32xbf16>
    %14 = stablehlo.convert %13 : (tensor<64x32xbf16>) -> tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<64x32xf32>
    %17 = stablehlo.multiply %15, %14 : tensor<64x32xf32>
    %18 = stablehlo.add %16, %17 : tensor<64x32xf32>
    %19 = stablehlo.convert %18 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %20 = stablehlo.dot_general %19, %2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<64x96xbf16>) -> tensor<32x96xbf16>
    %21 = stablehlo.transpose %20, dims = [1, 0] : (tensor<32x96xbf16>) -> tensor<96x32xbf16>
    %22 = stablehlo.dot_general %19, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xbf16>, tensor<96x32xbf16>) -> tensor<64x96xbf16>
    %23 = stablehlo.multiply %22, %12 : tensor<64x96xbf16>
    %24 = stablehlo.dot_general %23, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x96xbf16>, tensor<64x32xbf16>) -> tensor<96x32xbf16>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<96x32xbf16>) -> tensor<32x96xbf16>
    %cst_6 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<32x96xbf16>
    %27 = stablehlo.multiply %26, %25 : tensor<32x96xbf16>
    %28 = stablehlo.subtract %arg0, %27 : tensor<32x96xbf16>
    %cst_7 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<96x32xbf16>
    %30 = stablehlo.multiply %29, %21 : tensor<96x32xbf16>
    %31 = stablehlo.subtract %arg1, %30 : tensor<96x32xbf16>
    return %28, %31 : tensor<32x96xbf16>, tensor<96x32xbf16>
  }
}
