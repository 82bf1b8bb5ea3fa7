module @jit_gp_regression attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<24x2xf32>, %arg1: tensor<24xf32>, %arg2: tensor<10x2xf32>, %arg3: tensor<f32>, %arg4: tensor<f32>) -> (tensor<10xf32> {jax.result_info = "result[0]"}, tensor<10xf32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.exponential %arg3 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<24x2xf32>) -> tensor<24x1x2xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<24x2xf32>) -> tensor<1x24x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<24x1x2xf32>) -> tensor<24x24x2xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x24x2xf32>) -> tensor<24x24x2xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<24x24x2xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<24x24x2xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<24x24x2xf32>, tensor<f32>) -> tensor<24x24xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<24x24xf32>
    %10 = stablehlo.multiply %0, %0 : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %12 = stablehlo.divide %9, %11 : tensor<24x24xf32>
    %13 = stablehlo.exponential %12 : tensor<24x24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<24x24xf32>
    %16 = stablehlo.exponential %arg4 : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %17 = stablehlo.add %16, %cst_2 : tensor<f32>
    %18 = stablehlo.iota dim = 0 : tensor<24x24xi32>
    %19 = stablehlo.iota dim = 1 : tensor<24x24xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %21 = stablehlo.add %18, %20 : tensor<24x24xi32>
    %22 = stablehlo.compare EQ, %21, %19, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %23 = stablehlo.convert %22 : (tensor<24x24xi1>) -> tensor<24x24xf32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %25 = stablehlo.multiply %24, %23 : tensor<24x24xf32>
    %26 = stablehlo.add %15, %25 : tensor<24x24xf32>
    %27 = call @cholesky(%26) : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %28 = call @_cho_solve(%27, %arg1) : (tensor<24x24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %29 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<24x2xf32>) -> tensor<24x1x2xf32>
    %30 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2] : (tensor<10x2xf32>) -> tensor<1x10x2xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<24x1x2xf32>) -> tensor<24x10x2xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x10x2xf32>) -> tensor<24x10x2xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<24x10x2xf32>
    %34 = stablehlo.multiply %33, %33 : tensor<24x10x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<24x10x2xf32>, tensor<f32>) -> tensor<24x10xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<24x10xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<24x10xf32>
    %38 = stablehlo.multiply %0, %0 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<24x10xf32>
    %40 = stablehlo.divide %37, %39 : tensor<24x10xf32>
    %41 = stablehlo.exponential %40 : tensor<24x10xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<24x10xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<24x10xf32>
    %44 = stablehlo.transpose %43, dims = [1, 0] : (tensor<24x10xf32>) -> tensor<10x24xf32>
    %45 = stablehlo.dot_general %44, %28, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x24xf32>, tensor<24xf32>) -> tensor<10xf32>
    %46 = call @_solve_triangular(%27, %43) : (tensor<24x24xf32>, tensor<24x10xf32>) -> tensor<24x10xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<24x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<24x10xf32>, tensor<f32>) -> tensor<10xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %50 = stablehlo.subtract %49, %48 : tensor<10xf32>
    %cst_8 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %52 = stablehlo.multiply %51, %arg1 : tensor<24xf32>
    %53 = stablehlo.dot_general %52, %28, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24xf32>, tensor<24xf32>) -> tensor<f32>
    %54 = call @_diag(%27) : (tensor<24x24xf32>) -> tensor<24xf32>
    %55 = stablehlo.log %54 : tensor<24xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<24xf32>, tensor<f32>) -> tensor<f32>
    %57 = stablehlo.subtract %53, %56 : tensor<f32>
    %cst_10 = stablehlo.constant dense<22.0545254> : tensor<f32>
    %58 = stablehlo.subtract %57, %cst_10 : tensor<f32>
    return %45, %50, %58 : tensor<10xf32>, tensor<10xf32>, tensor<f32>
  }
  func.func private @cholesky(%arg0: tensor<24x24xf32>) -> tensor<24x24xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<24x24xf32>) -> tensor<24x24xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<24x24xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %3 = stablehlo.divide %1, %2 : tensor<24x24xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=24, j=24, k=24, l=24}, custom>} : (tensor<24x24xf32>) -> (tensor<24x24xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<24x24xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<24x24xi1>, tensor<24x24xf32>
    %11 = stablehlo.iota dim = 0 : tensor<24x24xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %13 = stablehlo.add %11, %12 : tensor<24x24xi32>
    %14 = stablehlo.iota dim = 1 : tensor<24x24xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<24x24xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<24x24xi1>, tensor<24x24xf32>
    return %17 : tensor<24x24xf32>
  }
  func.func private @_cho_solve(%arg0: tensor<24x24xf32>, %arg1: tensor<24xf32>) -> tensor<24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %1 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=24, j=24, k=24, l=1, m=24, n=1}, custom>} : (tensor<24x24xf32>, tensor<24x1xf32>) -> tensor<24x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<24x1xf32>) -> tensor<24xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<24xf32>) -> tensor<24x1xf32>
    %4 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %3) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=24, j=24, k=24, l=1, m=24, n=1}, custom>} : (tensor<24x24xf32>, tensor<24x1xf32>) -> tensor<24x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<24x1xf32>) -> tensor<24xf32>
    return %5 : tensor<24xf32>
  }
  func.func private @_solve_triangular(%arg0: tensor<24x24xf32>, %arg1: tensor<24x10xf32>) -> tensor<24x10xf32> {
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %arg1) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=24, j=24, k=24, l=10, m=24, n=10}, custom>} : (tensor<24x24xf32>, tensor<24x10xf32>) -> tensor<24x10xf32>
    return %0 : tensor<24x10xf32>
  }
  func.func private @_diag(%arg0: tensor<24x24xf32>) -> tensor<24xf32> {
    %0 = call @diagonal(%arg0) : (tensor<24x24xf32>) -> tensor<24xf32>
    return %0 : tensor<24xf32>
  }
  func.func private @diagonal(%arg0: tensor<24x24xf32>) -> tensor<24xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<24x24xi32>
    %1 = stablehlo.iota dim = 1 : tensor<24x24xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24x24xi32>
    %3 = stablehlo.add %0, %2 : tensor<24x24xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<24x24xi32>, tensor<24x24xi32>) -> tensor<24x24xi1>
    %5 = stablehlo.convert %4 : (tensor<24x24xi1>) -> tensor<24x24xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<24xi32>
      %9 = stablehlo.iota dim = 0 : tensor<24xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<24xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %c_2 = stablehlo.constant dense<24> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<24xi32>
      %13 = stablehlo.add %8, %12 : tensor<24xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<24xi1>, tensor<24xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<24xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
      %c_4 = stablehlo.constant dense<24> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<24xi32>
      %18 = stablehlo.add %9, %17 : tensor<24xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<24xi1>, tensor<24xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<24x1xi32>, tensor<24x1xi32>) -> tensor<24x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<24x24xf32>, tensor<24x2xi32>) -> tensor<24xf32>
      stablehlo.return %23 : tensor<24xf32>
    }) : (tensor<i32>) -> tensor<24xf32>
    return %7 : tensor<24xf32>
  }
}
