module @jit_retrieval_topk attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_lt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main(%arg0: tensor<3x8xf32>, %arg1: tensor<20x8xf32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<3x4xi32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<3x3xi32> {jax.result_info = "result[3]"}, tensor<3x4xi32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<20x8xf32>) -> tensor<8x20xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x20xf32>) -> tensor<3x20xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<3x8xf32>) -> tensor<3x1x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<20x8xf32>) -> tensor<1x20x8xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<3x1x8xf32>) -> tensor<3x20x8xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x20x8xf32>) -> tensor<3x20x8xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<3x20x8xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<3x20x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x20x8xf32>, tensor<f32>) -> tensor<3x20xf32>
    %9 = stablehlo.iota dim = 1 : tensor<3x20xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10:2 = stablehlo.custom_call @ApproxTopK(%1, %9, %cst_0, %c) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 4 : i64}} : (tensor<3x20xf32>, tensor<3x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
    %11 = stablehlo.iota dim = 1 : tensor<3x20xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %12:2 = stablehlo.custom_call @ApproxTopK(%8, %11, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 3 : i64}} : (tensor<3x20xf32>, tensor<3x20xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x3xf32>, tensor<3x3xi32>)
    %values, %indices = chlo.top_k(%1, k = 4) : tensor<3x20xf32> -> (tensor<3x4xf32>, tensor<3x4xi32>)
    return %10#0, %10#1, %12#0, %12#1, %indices : tensor<3x4xf32>, tensor<3x4xi32>, tensor<3x3xf32>, tensor<3x3xi32>, tensor<3x4xi32>
  }
}
