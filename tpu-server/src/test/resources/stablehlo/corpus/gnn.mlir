module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<5x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<35x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<35x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x16xf32>, %arg14: tensor<3xf32>, %arg15: tensor<16x3xf32>, %arg16: tensor<7x5xf32>, %arg17: tensor<11xi32>, %arg18: tensor<11xi32>, %arg19: tensor<11x3xf32>, %arg20: tensor<7xi32>) -> (tensor<2x3xf32> {jax.result_info = "result[0]"}, tensor<2x16xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg16, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x5xf32>, tensor<5x16xf32>) -> tensor<7x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<7x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %5 = stablehlo.compare LT, %arg17, %4, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %7 = stablehlo.add %arg17, %6 : tensor<11xi32>
    %8 = stablehlo.select %5, %7, %arg17 : tensor<11xi1>, tensor<11xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %10 = "stablehlo.gather"(%3, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<11x1xi32>) -> tensor<11x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %12 = stablehlo.compare LT, %arg18, %11, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %14 = stablehlo.add %arg18, %13 : tensor<11xi32>
    %15 = stablehlo.select %12, %14, %arg18 : tensor<11xi1>, tensor<11xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %17 = "stablehlo.gather"(%3, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<11x1xi32>) -> tensor<11x16xf32>
    %18 = stablehlo.concatenate %10, %17, %arg19, dim = 1 : (tensor<11x16xf32>, tensor<11x16xf32>, tensor<11x3xf32>) -> tensor<11x35xf32>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<11x35xf32>, tensor<35x16xf32>) -> tensor<11x16xf32>
    %20 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<11x16xf32>
    %22 = stablehlo.add %19, %21 : tensor<11x16xf32>
    %23 = call @relu(%22) : (tensor<11x16xf32>) -> tensor<11x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %25 = stablehlo.broadcast_in_dim %arg18, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %26 = "stablehlo.scatter"(%24, %25, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %100 = stablehlo.add %arg21, %arg22 : tensor<f32>
      stablehlo.return %100 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<11x1xi32>, tensor<11x16xf32>) -> tensor<7x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %29 = stablehlo.broadcast_in_dim %arg18, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %30 = "stablehlo.scatter"(%28, %29, %27) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %100 = stablehlo.add %arg21, %arg22 : tensor<f32>
      stablehlo.return %100 : tensor<f32>
    }) : (tensor<7xf32>, tensor<11x1xi32>, tensor<11xf32>) -> tensor<7xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %32 = stablehlo.maximum %30, %31 : tensor<7xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x16xf32>
    %35 = stablehlo.divide %26, %34 : tensor<7x16xf32>
    %36 = stablehlo.concatenate %3, %35, dim = 1 : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x32xf32>
    %37 = stablehlo.dot_general %36, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x32xf32>, tensor<32x16xf32>) -> tensor<7x16xf32>
    %38 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %40 = stablehlo.add %37, %39 : tensor<7x16xf32>
    %41 = call @relu_0(%40) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %42 = stablehlo.dot_general %41, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %43 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %45 = stablehlo.add %42, %44 : tensor<7x16xf32>
    %46 = stablehlo.add %3, %45 : tensor<7x16xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %48 = stablehlo.compare LT, %arg17, %47, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %50 = stablehlo.add %arg17, %49 : tensor<11xi32>
    %51 = stablehlo.select %48, %50, %arg17 : tensor<11xi1>, tensor<11xi32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %53 = "stablehlo.gather"(%46, %52) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<11x1xi32>) -> tensor<11x16xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %55 = stablehlo.compare LT, %arg18, %54, SIGNED : (tensor<11xi32>, tensor<11xi32>) -> tensor<11xi1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<11xi32>
    %57 = stablehlo.add %arg18, %56 : tensor<11xi32>
    %58 = stablehlo.select %55, %57, %arg18 : tensor<11xi1>, tensor<11xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %60 = "stablehlo.gather"(%46, %59) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<11x1xi32>) -> tensor<11x16xf32>
    %61 = stablehlo.concatenate %53, %60, %arg19, dim = 1 : (tensor<11x16xf32>, tensor<11x16xf32>, tensor<11x3xf32>) -> tensor<11x35xf32>
    %62 = stablehlo.dot_general %61, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<11x35xf32>, tensor<35x16xf32>) -> tensor<11x16xf32>
    %63 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<11x16xf32>
    %65 = stablehlo.add %62, %64 : tensor<11x16xf32>
    %66 = call @relu(%65) : (tensor<11x16xf32>) -> tensor<11x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %68 = stablehlo.broadcast_in_dim %arg18, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %69 = "stablehlo.scatter"(%67, %68, %66) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %100 = stablehlo.add %arg21, %arg22 : tensor<f32>
      stablehlo.return %100 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<11x1xi32>, tensor<11x16xf32>) -> tensor<7x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<11xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %72 = stablehlo.broadcast_in_dim %arg18, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %73 = "stablehlo.scatter"(%71, %72, %70) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %100 = stablehlo.add %arg21, %arg22 : tensor<f32>
      stablehlo.return %100 : tensor<f32>
    }) : (tensor<7xf32>, tensor<11x1xi32>, tensor<11xf32>) -> tensor<7xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %75 = stablehlo.maximum %73, %74 : tensor<7xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x16xf32>
    %78 = stablehlo.divide %69, %77 : tensor<7x16xf32>
    %79 = stablehlo.concatenate %46, %78, dim = 1 : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x32xf32>
    %80 = stablehlo.dot_general %79, %arg13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x32xf32>, tensor<32x16xf32>) -> tensor<7x16xf32>
    %81 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %83 = stablehlo.add %80, %82 : tensor<7x16xf32>
    %84 = call @relu_0(%83) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %85 = stablehlo.dot_general %84, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %86 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %88 = stablehlo.add %85, %87 : tensor<7x16xf32>
    %89 = stablehlo.add %46, %88 : tensor<7x16xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %91 = stablehlo.broadcast_in_dim %arg20, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %92 = "stablehlo.scatter"(%90, %91, %89) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %100 = stablehlo.maximum %arg21, %arg22 : tensor<f32>
      stablehlo.return %100 : tensor<f32>
    }) : (tensor<2x16xf32>, tensor<7x1xi32>, tensor<7x16xf32>) -> tensor<2x16xf32>
    %93 = stablehlo.dot_general %92, %arg15, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x3xf32>) -> tensor<2x3xf32>
    %94 = stablehlo.reshape %arg14 : (tensor<3xf32>) -> tensor<1x3xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %98 = stablehlo.broadcast_in_dim %arg20, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %99 = "stablehlo.scatter"(%97, %98, %89) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %100 = stablehlo.add %arg21, %arg22 : tensor<f32>
      stablehlo.return %100 : tensor<f32>
    }) : (tensor<2x16xf32>, tensor<7x1xi32>, tensor<7x16xf32>) -> tensor<2x16xf32>
    return %96, %99 : tensor<2x3xf32>, tensor<2x16xf32>
  }
  func.func private @relu(%arg0: tensor<11x16xf32>) -> tensor<11x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<11x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<11x16xf32>
    return %1 : tensor<11x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<7x16xf32>) -> tensor<7x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<7x16xf32>
    return %1 : tensor<7x16xf32>
  }
}
