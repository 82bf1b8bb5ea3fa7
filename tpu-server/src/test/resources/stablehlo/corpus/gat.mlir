module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x12xf32>, %arg1: tensor<12x12xf32>, %arg2: tensor<2x6xf32>, %arg3: tensor<2x6xf32>, %arg4: tensor<2x6xf32>, %arg5: tensor<2x6xf32>, %arg6: tensor<7x5xf32>, %arg7: tensor<13xi32>, %arg8: tensor<13xi32>) -> (tensor<7x12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<2x12xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg6, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x5xf32>, tensor<5x12xf32>) -> tensor<7x12xf32>
    %1 = stablehlo.reshape %0 : (tensor<7x12xf32>) -> tensor<7x2x6xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %3 = stablehlo.compare LT, %arg7, %2, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %5 = stablehlo.add %arg7, %4 : tensor<13xi32>
    %6 = stablehlo.select %3, %5, %arg7 : tensor<13xi1>, tensor<13xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %8 = "stablehlo.gather"(%1, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 6>}> : (tensor<7x2x6xf32>, tensor<13x1xi32>) -> tensor<13x2x6xf32>
    %9 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x2x6xf32>) -> tensor<13x2x6xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<13x2x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<13x2x6xf32>, tensor<f32>) -> tensor<13x2xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %14 = stablehlo.compare LT, %arg8, %13, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %16 = stablehlo.add %arg8, %15 : tensor<13xi32>
    %17 = stablehlo.select %14, %16, %arg8 : tensor<13xi1>, tensor<13xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %19 = "stablehlo.gather"(%1, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 6>}> : (tensor<7x2x6xf32>, tensor<13x1xi32>) -> tensor<13x2x6xf32>
    %20 = stablehlo.broadcast_in_dim %arg2, dims = [1, 2] : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x2x6xf32>) -> tensor<13x2x6xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<13x2x6xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<13x2x6xf32>, tensor<f32>) -> tensor<13x2xf32>
    %24 = stablehlo.add %12, %23 : tensor<13x2xf32>
    %cst_4 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %25 = call @leaky_relu(%24, %cst_4) : (tensor<13x2xf32>, tensor<f32>) -> tensor<13x2xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %27 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %28 = "stablehlo.scatter"(%26, %27, %25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %140 = stablehlo.maximum %arg9, %arg10 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<7x2xf32>, tensor<13x1xi32>, tensor<13x2xf32>) -> tensor<7x2xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %30 = stablehlo.compare LT, %arg8, %29, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_7 = stablehlo.constant dense<7> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %32 = stablehlo.add %arg8, %31 : tensor<13xi32>
    %33 = stablehlo.select %30, %32, %arg8 : tensor<13xi1>, tensor<13xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %35 = "stablehlo.gather"(%28, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<7x2xf32>, tensor<13x1xi32>) -> tensor<13x2xf32>
    %36 = stablehlo.subtract %25, %35 : tensor<13x2xf32>
    %37 = stablehlo.exponential %36 : tensor<13x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %39 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %40 = "stablehlo.scatter"(%38, %39, %37) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %140 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<7x2xf32>, tensor<13x1xi32>, tensor<13x2xf32>) -> tensor<7x2xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %42 = stablehlo.compare LT, %arg8, %41, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_10 = stablehlo.constant dense<7> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %44 = stablehlo.add %arg8, %43 : tensor<13xi32>
    %45 = stablehlo.select %42, %44, %arg8 : tensor<13xi1>, tensor<13xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %47 = "stablehlo.gather"(%40, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<7x2xf32>, tensor<13x1xi32>) -> tensor<13x2xf32>
    %cst_11 = stablehlo.constant dense<9.99999971E-10> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<13x2xf32>
    %49 = stablehlo.add %47, %48 : tensor<13x2xf32>
    %50 = stablehlo.divide %37, %49 : tensor<13x2xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<13x2xf32>) -> tensor<13x2x1xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %53 = stablehlo.compare LT, %arg7, %52, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_13 = stablehlo.constant dense<7> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %55 = stablehlo.add %arg7, %54 : tensor<13xi32>
    %56 = stablehlo.select %53, %55, %arg7 : tensor<13xi1>, tensor<13xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %58 = "stablehlo.gather"(%1, %57) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 6>}> : (tensor<7x2x6xf32>, tensor<13x1xi32>) -> tensor<13x2x6xf32>
    %59 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<13x2x1xf32>) -> tensor<13x2x6xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<13x2x6xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<7x2x6xf32>
    %62 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %63 = "stablehlo.scatter"(%61, %62, %60) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %140 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<7x2x6xf32>, tensor<13x1xi32>, tensor<13x2x6xf32>) -> tensor<7x2x6xf32>
    %64 = stablehlo.reshape %63 : (tensor<7x2x6xf32>) -> tensor<7x12xf32>
    %65 = call @elu(%64) : (tensor<7x12xf32>) -> tensor<7x12xf32>
    %66 = stablehlo.dot_general %65, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x12xf32>, tensor<12x12xf32>) -> tensor<7x12xf32>
    %67 = stablehlo.reshape %66 : (tensor<7x12xf32>) -> tensor<7x2x6xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %69 = stablehlo.compare LT, %arg7, %68, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_16 = stablehlo.constant dense<7> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %71 = stablehlo.add %arg7, %70 : tensor<13xi32>
    %72 = stablehlo.select %69, %71, %arg7 : tensor<13xi1>, tensor<13xi32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %74 = "stablehlo.gather"(%67, %73) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 6>}> : (tensor<7x2x6xf32>, tensor<13x1xi32>) -> tensor<13x2x6xf32>
    %75 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x2x6xf32>) -> tensor<13x2x6xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<13x2x6xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<13x2x6xf32>, tensor<f32>) -> tensor<13x2xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %80 = stablehlo.compare LT, %arg8, %79, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_19 = stablehlo.constant dense<7> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %82 = stablehlo.add %arg8, %81 : tensor<13xi32>
    %83 = stablehlo.select %80, %82, %arg8 : tensor<13xi1>, tensor<13xi32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %85 = "stablehlo.gather"(%67, %84) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 6>}> : (tensor<7x2x6xf32>, tensor<13x1xi32>) -> tensor<13x2x6xf32>
    %86 = stablehlo.broadcast_in_dim %arg3, dims = [1, 2] : (tensor<2x6xf32>) -> tensor<1x2x6xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x2x6xf32>) -> tensor<13x2x6xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<13x2x6xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<13x2x6xf32>, tensor<f32>) -> tensor<13x2xf32>
    %90 = stablehlo.add %78, %89 : tensor<13x2xf32>
    %cst_21 = stablehlo.constant dense<2.000000e-01> : tensor<f32>
    %91 = call @leaky_relu(%90, %cst_21) : (tensor<13x2xf32>, tensor<f32>) -> tensor<13x2xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %93 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %94 = "stablehlo.scatter"(%92, %93, %91) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %140 = stablehlo.maximum %arg9, %arg10 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<7x2xf32>, tensor<13x1xi32>, tensor<13x2xf32>) -> tensor<7x2xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %96 = stablehlo.compare LT, %arg8, %95, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_24 = stablehlo.constant dense<7> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %98 = stablehlo.add %arg8, %97 : tensor<13xi32>
    %99 = stablehlo.select %96, %98, %arg8 : tensor<13xi1>, tensor<13xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %101 = "stablehlo.gather"(%94, %100) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<7x2xf32>, tensor<13x1xi32>) -> tensor<13x2xf32>
    %102 = stablehlo.subtract %91, %101 : tensor<13x2xf32>
    %103 = stablehlo.exponential %102 : tensor<13x2xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<7x2xf32>
    %105 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %106 = "stablehlo.scatter"(%104, %105, %103) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %140 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<7x2xf32>, tensor<13x1xi32>, tensor<13x2xf32>) -> tensor<7x2xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %108 = stablehlo.compare LT, %arg8, %107, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_27 = stablehlo.constant dense<7> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %110 = stablehlo.add %arg8, %109 : tensor<13xi32>
    %111 = stablehlo.select %108, %110, %arg8 : tensor<13xi1>, tensor<13xi32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %113 = "stablehlo.gather"(%106, %112) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2>}> : (tensor<7x2xf32>, tensor<13x1xi32>) -> tensor<13x2xf32>
    %cst_28 = stablehlo.constant dense<9.99999971E-10> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<13x2xf32>
    %115 = stablehlo.add %113, %114 : tensor<13x2xf32>
    %116 = stablehlo.divide %103, %115 : tensor<13x2xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<13x2xf32>) -> tensor<13x2x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %119 = stablehlo.compare LT, %arg7, %118, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_30 = stablehlo.constant dense<7> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %121 = stablehlo.add %arg7, %120 : tensor<13xi32>
    %122 = stablehlo.select %119, %121, %arg7 : tensor<13xi1>, tensor<13xi32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %124 = "stablehlo.gather"(%67, %123) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 2, 6>}> : (tensor<7x2x6xf32>, tensor<13x1xi32>) -> tensor<13x2x6xf32>
    %125 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<13x2x1xf32>) -> tensor<13x2x6xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<13x2x6xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<7x2x6xf32>
    %128 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<13xi32>) -> tensor<13x1xi32>
    %129 = "stablehlo.scatter"(%127, %128, %126) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %140 = stablehlo.add %arg9, %arg10 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<7x2x6xf32>, tensor<13x1xi32>, tensor<13x2x6xf32>) -> tensor<7x2x6xf32>
    %130 = stablehlo.reshape %129 : (tensor<7x2x6xf32>) -> tensor<7x12xf32>
    %131 = call @elu(%130) : (tensor<7x12xf32>) -> tensor<7x12xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<7x12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_33 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %134 = stablehlo.divide %132, %133 : tensor<12xf32>
    %135 = stablehlo.iota dim = 0 : tensor<7xi32>
    %c_34 = stablehlo.constant dense<2> : tensor<i32>
    %136 = call @remainder(%135, %c_34) : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %cst_35 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %139 = "stablehlo.scatter"(%137, %138, %131) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %140 = stablehlo.minimum %arg9, %arg10 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<2x12xf32>, tensor<7x1xi32>, tensor<7x12xf32>) -> tensor<2x12xf32>
    return %131, %134, %139 : tensor<7x12xf32>, tensor<12xf32>, tensor<2x12xf32>
  }
  func.func private @leaky_relu(%arg0: tensor<13x2xf32>, %arg1: tensor<f32>) -> tensor<13x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<13x2xf32>
    %1 = stablehlo.compare GE, %arg0, %0, FLOAT : (tensor<13x2xf32>, tensor<13x2xf32>) -> tensor<13x2xi1>
    %2 = stablehlo.convert %arg1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<13x2xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<13x2xf32>
    %5 = call @_where(%1, %arg0, %4) : (tensor<13x2xi1>, tensor<13x2xf32>, tensor<13x2xf32>) -> tensor<13x2xf32>
    return %5 : tensor<13x2xf32>
  }
  func.func private @_where(%arg0: tensor<13x2xi1>, %arg1: tensor<13x2xf32>, %arg2: tensor<13x2xf32>) -> tensor<13x2xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<13x2xi1>, tensor<13x2xf32>
    return %0 : tensor<13x2xf32>
  }
  func.func private @elu(%arg0: tensor<7x12xf32>) -> tensor<7x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %3 = stablehlo.compare GT, %arg0, %2, FLOAT : (tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = call @_where_0(%3, %cst_1, %arg0) : (tensor<7x12xi1>, tensor<f32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    %5 = stablehlo.exponential_minus_one %4 : tensor<7x12xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<7x12xf32>
    %8 = call @_where_1(%1, %arg0, %7) : (tensor<7x12xi1>, tensor<7x12xf32>, tensor<7x12xf32>) -> tensor<7x12xf32>
    return %8 : tensor<7x12xf32>
  }
  func.func private @_where_0(%arg0: tensor<7x12xi1>, %arg1: tensor<f32>, %arg2: tensor<7x12xf32>) -> tensor<7x12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7x12xi1>, tensor<7x12xf32>
    return %2 : tensor<7x12xf32>
  }
  func.func private @_where_1(%arg0: tensor<7x12xi1>, %arg1: tensor<7x12xf32>, %arg2: tensor<7x12xf32>) -> tensor<7x12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7x12xi1>, tensor<7x12xf32>
    return %0 : tensor<7x12xf32>
  }
  func.func private @remainder(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_2(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<7xi1>, tensor<7xi1>) -> tensor<7xi1>
    %12 = stablehlo.and %11, %6 : tensor<7xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %14 = stablehlo.add %4, %13 : tensor<7xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<7xi1>, tensor<7xi32>
    return %15 : tensor<7xi32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
