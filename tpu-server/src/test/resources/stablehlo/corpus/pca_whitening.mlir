module @jit_pca_whitening attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x6xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6x6xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}, tensor<20x6xf32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<20x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.divide %0, %1 : tensor<6xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<20x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<20x6xf32>
    %6:3 = call @svd(%5) : (tensor<20x6xf32>) -> (tensor<20x6xf32>, tensor<6xf32>, tensor<6x6xf32>)
    %7 = stablehlo.slice %6#2 [0:3, 0:6] : (tensor<6x6xf32>) -> tensor<3x6xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
    %9 = stablehlo.dot_general %5, %8, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<20x6xf32>, tensor<6x3xf32>) -> tensor<20x3xf32>
    %10 = stablehlo.slice %6#1 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<20x3xf32>
    %13 = stablehlo.divide %9, %12 : tensor<20x3xf32>
    %cst_1 = stablehlo.constant dense<1.900000e+01> : tensor<f32>
    %14 = stablehlo.sqrt %cst_1 : tensor<f32>
    %15 = stablehlo.convert %14 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<20x3xf32>
    %17 = stablehlo.multiply %13, %16 : tensor<20x3xf32>
    %18 = stablehlo.slice %6#0 [0:20, 0:3] : (tensor<20x6xf32>) -> tensor<20x3xf32>
    %19 = stablehlo.slice %6#1 [0:3] : (tensor<6xf32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<20x3xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<20x3xf32>
    %23 = stablehlo.slice %6#2 [0:3, 0:6] : (tensor<6x6xf32>) -> tensor<3x6xf32>
    %24 = stablehlo.dot_general %22, %23, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<20x3xf32>, tensor<3x6xf32>) -> tensor<20x6xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%arg0 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<20x6xf32>, tensor<f32>) -> tensor<6xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %27 = stablehlo.divide %25, %26 : tensor<6xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<20x6xf32>
    %30 = stablehlo.add %24, %29 : tensor<20x6xf32>
    %31 = stablehlo.transpose %8, dims = [1, 0] : (tensor<6x3xf32>) -> tensor<3x6xf32>
    %32 = stablehlo.dot_general %8, %31, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x3xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
    %33 = stablehlo.transpose %17, dims = [1, 0] : (tensor<20x3xf32>) -> tensor<3x20xf32>
    %34 = stablehlo.dot_general %33, %17, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x20xf32>, tensor<20x3xf32>) -> tensor<3x3xf32>
    return %6#1, %32, %34, %30 : tensor<6xf32>, tensor<6x6xf32>, tensor<3x3xf32>, tensor<20x6xf32>
  }
  func.func private @svd(%arg0: tensor<20x6xf32>) -> (tensor<20x6xf32>, tensor<6xf32>, tensor<6x6xf32>) {
    %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=20, j=6, k=20, l=6, m=6, n=20, o=6, p=6, q=6}, custom>} : (tensor<20x6xf32>) -> (tensor<20x6xf32>, tensor<6xf32>, tensor<20x6xf32>, tensor<6x6xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<6xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<6xi1>, tensor<6xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<20x6xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<20x6xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<20x6xi1>, tensor<20x6xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x6xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<6x6xi1>, tensor<6x6xf32>
    return %10, %6, %14 : tensor<20x6xf32>, tensor<6xf32>, tensor<6x6xf32>
  }
}
