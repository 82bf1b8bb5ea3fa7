module @jit_mlp_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<32x32xf32>, %arg5: tensor<32x4xf32>, %arg6: tensor<8x16xf32>, %arg7: tensor<8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['b1']"}, tensor<32xf32> {jax.result_info = "result[0]['b2']"}, tensor<4xf32> {jax.result_info = "result[0]['b3']"}, tensor<16x32xf32> {jax.result_info = "result[0]['w1']"}, tensor<32x32xf32> {jax.result_info = "result[0]['w2']"}, tensor<32x4xf32> {jax.result_info = "result[0]['w3']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg6, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = call @relu(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %7 = stablehlo.dot_general %4, %arg4, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x32xf32>
    %11 = call @relu(%10) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %15 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %17 = stablehlo.add %14, %16 : tensor<8x4xf32>
    %18:3 = call @log_softmax(%17) : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>)
    %19 = call @_one_hot(%arg7) : (tensor<8xi32>) -> tensor<8x4xf32>
    %20 = stablehlo.multiply %18#0, %19 : tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %23 = stablehlo.divide %22, %cst_3 : tensor<f32>
    %24 = stablehlo.negate %23 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.negate %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %26 = stablehlo.divide %25, %cst_5 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %29 = stablehlo.multiply %28, %19 : tensor<8x4xf32>
    %30 = call @log_softmax_0(%18#1, %18#2, %29) : (tensor<8x4xf32>, tensor<8x1xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.reshape %31 : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.dot_general %30, %11, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %36 = stablehlo.dot_general %30, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %38 = stablehlo.select %13, %36, %37 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %40 = stablehlo.reshape %39 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %42 = stablehlo.dot_general %38, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = stablehlo.dot_general %38, %arg4, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %46 = stablehlo.select %6, %44, %45 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.reshape %47 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.dot_general %46, %arg6, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %53 = stablehlo.multiply %52, %49 : tensor<32xf32>
    %54 = stablehlo.subtract %arg0, %53 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.multiply %55, %41 : tensor<32xf32>
    %57 = stablehlo.subtract %arg1, %56 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %59 = stablehlo.multiply %58, %33 : tensor<4xf32>
    %60 = stablehlo.subtract %arg2, %59 : tensor<4xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %62 = stablehlo.multiply %61, %51 : tensor<16x32xf32>
    %63 = stablehlo.subtract %arg3, %62 : tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %65 = stablehlo.multiply %64, %43 : tensor<32x32xf32>
    %66 = stablehlo.subtract %arg4, %65 : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %68 = stablehlo.multiply %67, %35 : tensor<32x4xf32>
    %69 = stablehlo.subtract %arg5, %68 : tensor<32x4xf32>
    return %54, %57, %60, %63, %66, %69, %24 : tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x4xf32>
    %6 = stablehlo.exponential %5 : tensor<8x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x4xf32>
    return %11, %6, %8 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8xi32>) -> tensor<8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<8x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x4xi1>) -> tensor<8x4xf32>
    return %5 : tensor<8x4xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x4xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x4xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x4xf32>
    return %7 : tensor<8x4xf32>
  }
}
