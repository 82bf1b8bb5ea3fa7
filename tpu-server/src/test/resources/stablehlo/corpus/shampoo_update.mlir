module @jit_shampoo_preconditioned_update attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<10x10xf32>, %arg2: tensor<6x10xf32>) -> (tensor<6x10xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %1 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %3 = stablehlo.add %0, %2 : tensor<6x6xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %5 = stablehlo.convert %4 : (tensor<6x6xi1>) -> tensor<6x6xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6x6xf32>
    %8 = stablehlo.add %arg0, %7 : tensor<6x6xf32>
    %9:2 = call @eigh(%8) : (tensor<6x6xf32>) -> (tensor<6xf32>, tensor<6x6xf32>)
    %cst_0 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.maximum %9#0, %10 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.power %11, %12 : tensor<6xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<6xf32>) -> tensor<1x6xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<6x6xf32>
    %16 = stablehlo.multiply %9#1, %15 : tensor<6x6xf32>
    %17 = stablehlo.transpose %9#1, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x6xf32>, tensor<6x10xf32>) -> tensor<6x10xf32>
    %20 = stablehlo.iota dim = 0 : tensor<10x10xi32>
    %21 = stablehlo.iota dim = 1 : tensor<10x10xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<10x10xi32>
    %23 = stablehlo.add %20, %22 : tensor<10x10xi32>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<10x10xi32>, tensor<10x10xi32>) -> tensor<10x10xi1>
    %25 = stablehlo.convert %24 : (tensor<10x10xi1>) -> tensor<10x10xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<10x10xf32>
    %28 = stablehlo.add %arg1, %27 : tensor<10x10xf32>
    %29:2 = call @eigh_0(%28) : (tensor<10x10xf32>) -> (tensor<10xf32>, tensor<10x10xf32>)
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %31 = stablehlo.maximum %29#0, %30 : tensor<10xf32>
    %cst_5 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %33 = stablehlo.power %31, %32 : tensor<10xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<10x10xf32>
    %36 = stablehlo.multiply %29#1, %35 : tensor<10x10xf32>
    %37 = stablehlo.transpose %29#1, dims = [1, 0] : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %38 = stablehlo.dot_general %36, %37, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x10xf32>, tensor<10x10xf32>) -> tensor<10x10xf32>
    %39 = stablehlo.dot_general %19, %38, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<6x10xf32>, tensor<10x10xf32>) -> tensor<6x10xf32>
    %40 = call @eigvalsh(%arg0) : (tensor<6x6xf32>) -> tensor<6xf32>
    return %39, %40 : tensor<6x10xf32>, tensor<6xf32>
  }
  func.func private @eigh(%arg0: tensor<6x6xf32>) -> (tensor<6xf32>, tensor<6x6xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<6x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x6xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=6, j=6, k=6, l=6, m=6}, custom>} : (tensor<6x6xf32>) -> (tensor<6x6xf32>, tensor<6xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x6xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<6x6xi1>, tensor<6x6xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<6xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<6xi1>, tensor<6xf32>
    return %14, %10 : tensor<6xf32>, tensor<6x6xf32>
  }
  func.func private @eigh_0(%arg0: tensor<10x10xf32>) -> (tensor<10xf32>, tensor<10x10xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<10x10xf32>) -> tensor<10x10xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<10x10xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %3 = stablehlo.divide %1, %2 : tensor<10x10xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=10, j=10, k=10, l=10, m=10}, custom>} : (tensor<10x10xf32>) -> (tensor<10x10xf32>, tensor<10xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10x10xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<10x10xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<10x10xi1>, tensor<10x10xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<10xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<10xi1>, tensor<10xf32>
    return %14, %10 : tensor<10xf32>, tensor<10x10xf32>
  }
  func.func private @eigvalsh(%arg0: tensor<6x6xf32>) -> tensor<6xf32> {
    %0 = call @eigh_1(%arg0) : (tensor<6x6xf32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @eigh_1(%arg0: tensor<6x6xf32>) -> tensor<6xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<6x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x6xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=6, j=6, k=6, l=6, m=6}, custom>} : (tensor<6x6xf32>) -> (tensor<6x6xf32>, tensor<6xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x6xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<6x6xi1>, tensor<6x6xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<6xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<6xi1>, tensor<6xf32>
    return %14 : tensor<6xf32>
  }
}
