module @jit_mlp_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32>, %arg1: tensor<16xf32>, %arg2: tensor<256x512xf32>, %arg3: tensor<512x16xf32>, %arg4: tensor<64x256xf32>, %arg5: tensor<64x16xf32>) -> (tensor<512xf32> {jax.result_info = "result[0]['b1']"}, tensor<16xf32> {jax.result_info = "result[0]['b2']"}, tensor<256x512xf32> {jax.result_info = "result[0]['w1']"}, tensor<512x16xf32> {jax.result_info = "result[0]['w2']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x512xf32>
    %4 = call @relu(%3) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x16xf32>) -> tensor<64x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x16xf32>
    %11:3 = call @log_softmax(%10) : (tensor<64x16xf32>) -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x1xf32>)
    %12 = stablehlo.multiply %11#0, %arg5 : tensor<64x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.divide %14, %cst_2 : tensor<f32>
    %16 = stablehlo.negate %15 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.divide %17, %cst_4 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<64xf32>) -> tensor<64x16xf32>
    %21 = stablehlo.multiply %20, %arg5 : tensor<64x16xf32>
    %22 = call @log_softmax_0(%11#1, %11#2, %21) : (tensor<64x16xf32>, tensor<64x1xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<64x16xf32>, tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.reshape %23 : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.dot_general %22, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<64x512xf32>) -> tensor<16x512xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<16x512xf32>) -> tensor<512x16xf32>
    %28 = stablehlo.dot_general %22, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<512x16xf32>) -> tensor<64x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %30 = stablehlo.select %6, %28, %29 : tensor<64x512xi1>, tensor<64x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %32 = stablehlo.reshape %31 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %34 = stablehlo.dot_general %30, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x256xf32>) -> tensor<512x256xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %37 = stablehlo.multiply %36, %33 : tensor<512xf32>
    %38 = stablehlo.subtract %arg0, %37 : tensor<512xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.multiply %39, %25 : tensor<16xf32>
    %41 = stablehlo.subtract %arg1, %40 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %43 = stablehlo.multiply %42, %35 : tensor<256x512xf32>
    %44 = stablehlo.subtract %arg2, %43 : tensor<256x512xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<512x16xf32>
    %46 = stablehlo.multiply %45, %27 : tensor<512x16xf32>
    %47 = stablehlo.subtract %arg3, %46 : tensor<512x16xf32>
    return %38, %41, %44, %47, %16 : tensor<512xf32>, tensor<16xf32>, tensor<256x512xf32>, tensor<512x16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x512xf32>
    return %1 : tensor<64x512xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x16xf32>) -> (tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x16xf32>
    %6 = stablehlo.exponential %5 : tensor<64x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.log %8 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x16xf32>
    return %11, %6, %8 : tensor<64x16xf32>, tensor<64x16xf32>, tensor<64x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<64x16xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x16xf32>) -> tensor<64x16xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x16xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x16xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x16xf32>
    return %7 : tensor<64x16xf32>
  }
}
