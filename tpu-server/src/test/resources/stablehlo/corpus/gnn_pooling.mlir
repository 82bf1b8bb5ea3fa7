module @jit_gnn_pooling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<10x4xf32>, %arg1: tensor<24xi32>, %arg2: tensor<24xi32>, %arg3: tensor<10xi32>, %arg4: tensor<4x4xf32>, %arg5: tensor<12x5xf32>) -> (tensor<10x5xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<24xi32>, tensor<24xi32>) -> tensor<24xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<24xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<24xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<24xi1>, tensor<24xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<10x4xf32>, tensor<24x1xi32>) -> tensor<24x4xf32>
    %7 = stablehlo.dot_general %6, %arg4, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<24x4xf32>, tensor<4x4xf32>) -> tensor<24x4xf32>
    %8 = call @relu(%7) : (tensor<24x4xf32>) -> tensor<24x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %10 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %11 = "stablehlo.scatter"(%9, %10, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %36 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<10x4xf32>, tensor<24x1xi32>, tensor<24x4xf32>) -> tensor<10x4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %13 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<24xi32>) -> tensor<24x1xi32>
    %14 = "stablehlo.scatter"(%12, %13, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %36 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<10x4xf32>, tensor<24x1xi32>, tensor<24x4xf32>) -> tensor<10x4xf32>
    %15 = stablehlo.is_finite %14 : (tensor<10x4xf32>) -> tensor<10x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_2) : (tensor<10x4xi1>, tensor<10x4xf32>, tensor<f32>) -> tensor<10x4xf32>
    %17 = stablehlo.concatenate %arg0, %11, %16, dim = 1 : (tensor<10x4xf32>, tensor<10x4xf32>, tensor<10x4xf32>) -> tensor<10x12xf32>
    %18 = stablehlo.dot_general %17, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x12xf32>, tensor<12x5xf32>) -> tensor<10x5xf32>
    %19 = stablehlo.tanh %18 : tensor<10x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %23 = "stablehlo.scatter"(%21, %22, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %36 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<3xf32>, tensor<10x1xi32>, tensor<10xf32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %26 = "stablehlo.scatter"(%24, %25, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %36 = stablehlo.add %arg6, %arg7 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<10x1xi32>, tensor<10x5xf32>) -> tensor<3x5xf32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x5xf32>
    %29 = stablehlo.divide %26, %28 : tensor<3x5xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %31 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %32 = "stablehlo.scatter"(%30, %31, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %36 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<10x1xi32>, tensor<10x5xf32>) -> tensor<3x5xf32>
    %cst_7 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %34 = stablehlo.broadcast_in_dim %arg3, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %35 = "stablehlo.scatter"(%33, %34, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %36 = stablehlo.minimum %arg6, %arg7 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<3x5xf32>, tensor<10x1xi32>, tensor<10x5xf32>) -> tensor<3x5xf32>
    return %19, %29, %32, %35 : tensor<10x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
  }
  func.func private @relu(%arg0: tensor<24x4xf32>) -> tensor<24x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<24x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<24x4xf32>
    return %1 : tensor<24x4xf32>
  }
  func.func private @_where(%arg0: tensor<10x4xi1>, %arg1: tensor<10x4xf32>, %arg2: tensor<f32>) -> tensor<10x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<10x4xi1>, tensor<10x4xf32>
    return %2 : tensor<10x4xf32>
  }
}
