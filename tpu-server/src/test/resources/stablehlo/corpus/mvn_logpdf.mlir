module @jit_mvn_logpdf attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<3x6x6xf32>) -> (tensor<3x5xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg2, dims = [0, 2, 1] : (tensor<3x6x6xf32>) -> tensor<3x6x6xf32>
    %1 = stablehlo.dot_general %arg2, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x6x6xf32>, tensor<3x6x6xf32>) -> tensor<3x6x6xf32>
    %2 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %3 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %5 = stablehlo.add %2, %4 : tensor<6x6xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %7 = stablehlo.convert %6 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<6x6xf32>) -> tensor<1x6x6xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x6x6xf32>) -> tensor<3x6x6xf32>
    %10 = stablehlo.add %1, %9 : tensor<3x6x6xf32>
    %11 = call @cholesky(%10) : (tensor<3x6x6xf32>) -> tensor<3x6x6xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<3x6xf32>) -> tensor<3x1x6xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<3x1x6xf32>) -> tensor<3x5x6xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<3x5x6xf32>
    %15 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<3x5x6xf32>) -> tensor<3x6x5xf32>
    %16 = call @_solve_triangular(%11, %15) : (tensor<3x6x6xf32>, tensor<3x6x5xf32>) -> tensor<3x6x5xf32>
    %17 = call @diagonal(%11) : (tensor<3x6x6xf32>) -> tensor<3x6xf32>
    %18 = stablehlo.log %17 : tensor<3x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<3xf32>
    %22 = stablehlo.multiply %16, %16 : tensor<3x6x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x6x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %26 = stablehlo.add %23, %25 : tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<11.0272627> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %28 = stablehlo.add %26, %27 : tensor<3x5xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<3x5xf32>
    return %30 : tensor<3x5xf32>
  }
  func.func private @cholesky(%arg0: tensor<3x6x6xf32>) -> tensor<3x6x6xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x6x6xf32>) -> tensor<3x6x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x6x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6x6xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x6x6xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=3, j=6, k=6, l=6, m=6}, custom>} : (tensor<3x6x6xf32>) -> (tensor<3x6x6xf32>, tensor<3xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6x6xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x6x6xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x6x6xi1>, tensor<3x6x6xf32>
    %11 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %13 = stablehlo.add %11, %12 : tensor<6x6xi32>
    %14 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<6x6xi1>) -> tensor<3x6x6xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6x6xf32>
    %18 = stablehlo.select %16, %10, %17 : tensor<3x6x6xi1>, tensor<3x6x6xf32>
    return %18 : tensor<3x6x6xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<3x6x6xf32>, %arg1: tensor<3x6x5xf32>) -> tensor<3x6x5xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=6, k=6, l=6, m=5, n=6, o=5}, custom>} : (tensor<3x6x6xf32>, tensor<3x6x5xf32>) -> tensor<3x6x5xf32>
    return %0 : tensor<3x6x5xf32>
  }
  func.func private @diagonal(%arg0: tensor<3x6x6xf32>) -> tensor<3x6xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<6xi32>
    %1 = stablehlo.iota dim = 0 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.add %0, %4 : tensor<6xi32>
    %6 = stablehlo.select %3, %5, %0 : tensor<6xi1>, tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %10 = stablehlo.add %1, %9 : tensor<6xi32>
    %11 = stablehlo.select %8, %10, %1 : tensor<6xi1>, tensor<6xi32>
    %12 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<6x1xi32>, tensor<6x1xi32>) -> tensor<6x2xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1, 1>}> : (tensor<3x6x6xf32>, tensor<6x2xi32>) -> tensor<3x6xf32>
    return %15 : tensor<3x6xf32>
  }
}
