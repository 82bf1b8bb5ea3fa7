module @jit_sparse_matvec attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<14xf32>, %arg1: tensor<14xi32>, %arg2: tensor<14xi32>, %arg3: tensor<9x4xf32>, %arg4: tensor<9xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6x4xf32> {jax.result_info = "result[1]"}, tensor<9xf32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[6, 9]> : tensor<2xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_1 = stablehlo.constant dense<false> : tensor<1xi1>
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x2xi32>
    %c_2 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare LT, %c_2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.add %c_2, %5 : tensor<2xi32>
    %7 = stablehlo.select %4, %6, %c_2 : tensor<2xi1>, tensor<2xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %9 = "stablehlo.gather"(%2, %8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 14, 1>}> : (tensor<14x2xi32>, tensor<2x1xi32>) -> tensor<14x2xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.slice %9 [0:14, 0:1] : (tensor<14x2xi32>) -> tensor<14x1xi32>
    %12 = stablehlo.reshape %11 : (tensor<14x1xi32>) -> tensor<14xi32>
    %13 = stablehlo.slice %9 [0:14, 1:2] : (tensor<14x2xi32>) -> tensor<14x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<14x1xi32>) -> tensor<14xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %16 = stablehlo.compare LT, %12, %15, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_6 = stablehlo.constant dense<9> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %18 = stablehlo.add %12, %17 : tensor<14xi32>
    %19 = stablehlo.select %16, %18, %12 : tensor<14xi1>, tensor<14xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %c_7 = stablehlo.constant dense<8> : tensor<1xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<14x1xi32>
    %22 = stablehlo.compare GE, %20, %21, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<14x1xi32>
    %25 = stablehlo.compare LE, %20, %24, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %26 = stablehlo.and %22, %25 : tensor<14x1xi1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.reduce(%26 init: %c_9) applies stablehlo.and across dimensions = [1] : (tensor<14x1xi1>, tensor<i1>) -> tensor<14xi1>
    %28 = "stablehlo.gather"(%arg4, %20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<9xf32>, tensor<14x1xi32>) -> tensor<14xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %30 = stablehlo.select %27, %28, %29 : tensor<14xi1>, tensor<14xf32>
    %31 = stablehlo.dot_general %arg0, %30, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [HIGHEST, HIGHEST] : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %33 = stablehlo.compare LT, %14, %32, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_12 = stablehlo.constant dense<6> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %35 = stablehlo.add %14, %34 : tensor<14xi32>
    %36 = stablehlo.select %33, %35, %14 : tensor<14xi1>, tensor<14xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %38 = "stablehlo.scatter"(%10, %37, %31) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %140 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<6xf32>, tensor<14x1xi32>, tensor<14xf32>) -> tensor<6xf32>
    %c_13 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %40 = stablehlo.compare LT, %c_13, %39, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_15 = stablehlo.constant dense<2> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %42 = stablehlo.add %c_13, %41 : tensor<2xi32>
    %43 = stablehlo.select %40, %42, %c_13 : tensor<2xi1>, tensor<2xi32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %45 = "stablehlo.gather"(%2, %44) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 14, 1>}> : (tensor<14x2xi32>, tensor<2x1xi32>) -> tensor<14x2xi32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %47 = stablehlo.slice %45 [0:14, 0:1] : (tensor<14x2xi32>) -> tensor<14x1xi32>
    %48 = stablehlo.reshape %47 : (tensor<14x1xi32>) -> tensor<14xi32>
    %49 = stablehlo.slice %45 [0:14, 1:2] : (tensor<14x2xi32>) -> tensor<14x1xi32>
    %50 = stablehlo.reshape %49 : (tensor<14x1xi32>) -> tensor<14xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %52 = stablehlo.compare LT, %48, %51, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_18 = stablehlo.constant dense<9> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %54 = stablehlo.add %48, %53 : tensor<14xi32>
    %55 = stablehlo.select %52, %54, %48 : tensor<14xi1>, tensor<14xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %c_19 = stablehlo.constant dense<8> : tensor<1xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<14x1xi32>
    %58 = stablehlo.compare GE, %56, %57, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %59 = stablehlo.broadcast_in_dim %c_19, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<14x1xi32>
    %61 = stablehlo.compare LE, %56, %60, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %62 = stablehlo.and %58, %61 : tensor<14x1xi1>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %63 = stablehlo.reduce(%62 init: %c_21) applies stablehlo.and across dimensions = [1] : (tensor<14x1xi1>, tensor<i1>) -> tensor<14xi1>
    %64 = "stablehlo.gather"(%arg3, %56) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<9x4xf32>, tensor<14x1xi32>) -> tensor<14x4xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<14xi1>) -> tensor<14x4xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<14x4xf32>
    %67 = stablehlo.select %65, %64, %66 : tensor<14x4xi1>, tensor<14x4xf32>
    %68 = stablehlo.dot_general %arg0, %67, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [HIGHEST, HIGHEST] : (tensor<14xf32>, tensor<14x4xf32>) -> tensor<14x4xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %70 = stablehlo.compare LT, %50, %69, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_24 = stablehlo.constant dense<6> : tensor<i32>
    %71 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %72 = stablehlo.add %50, %71 : tensor<14xi32>
    %73 = stablehlo.select %70, %72, %50 : tensor<14xi1>, tensor<14xi32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %75 = "stablehlo.scatter"(%46, %74, %68) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %140 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<6x4xf32>, tensor<14x1xi32>, tensor<14x4xf32>) -> tensor<6x4xf32>
    %c_25 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %77 = stablehlo.compare LT, %c_25, %76, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %79 = stablehlo.add %c_25, %78 : tensor<2xi32>
    %80 = stablehlo.select %77, %79, %c_25 : tensor<2xi1>, tensor<2xi32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %82 = "stablehlo.gather"(%2, %81) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 14, 1>}> : (tensor<14x2xi32>, tensor<2x1xi32>) -> tensor<14x2xi32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_29 = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %85 = stablehlo.compare LT, %c_29, %84, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_31 = stablehlo.constant dense<2> : tensor<i32>
    %86 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %87 = stablehlo.add %c_29, %86 : tensor<2xi32>
    %88 = stablehlo.select %85, %87, %c_29 : tensor<2xi1>, tensor<2xi32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %90 = "stablehlo.gather"(%82, %89) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 14, 1>}> : (tensor<14x2xi32>, tensor<2x1xi32>) -> tensor<14x2xi32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %92 = stablehlo.slice %90 [0:14, 0:1] : (tensor<14x2xi32>) -> tensor<14x1xi32>
    %93 = stablehlo.reshape %92 : (tensor<14x1xi32>) -> tensor<14xi32>
    %94 = stablehlo.slice %90 [0:14, 1:2] : (tensor<14x2xi32>) -> tensor<14x1xi32>
    %95 = stablehlo.reshape %94 : (tensor<14x1xi32>) -> tensor<14xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %97 = stablehlo.compare LT, %93, %96, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_34 = stablehlo.constant dense<6> : tensor<i32>
    %98 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %99 = stablehlo.add %93, %98 : tensor<14xi32>
    %100 = stablehlo.select %97, %99, %93 : tensor<14xi1>, tensor<14xi32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %c_35 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %102 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<14x1xi32>
    %103 = stablehlo.compare GE, %101, %102, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %104 = stablehlo.broadcast_in_dim %c_35, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<14x1xi32>
    %106 = stablehlo.compare LE, %101, %105, SIGNED : (tensor<14x1xi32>, tensor<14x1xi32>) -> tensor<14x1xi1>
    %107 = stablehlo.and %103, %106 : tensor<14x1xi1>
    %c_37 = stablehlo.constant dense<true> : tensor<i1>
    %108 = stablehlo.reduce(%107 init: %c_37) applies stablehlo.and across dimensions = [1] : (tensor<14x1xi1>, tensor<i1>) -> tensor<14xi1>
    %109 = "stablehlo.gather"(%83, %101) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<14x1xi32>) -> tensor<14xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %111 = stablehlo.select %108, %109, %110 : tensor<14xi1>, tensor<14xf32>
    %112 = stablehlo.dot_general %arg0, %111, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [HIGHEST, HIGHEST] : (tensor<14xf32>, tensor<14xf32>) -> tensor<14xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %114 = stablehlo.compare LT, %95, %113, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_40 = stablehlo.constant dense<9> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %116 = stablehlo.add %95, %115 : tensor<14xi32>
    %117 = stablehlo.select %114, %116, %95 : tensor<14xi1>, tensor<14xi32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %119 = "stablehlo.scatter"(%91, %118, %112) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %140 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<9xf32>, tensor<14x1xi32>, tensor<14xf32>) -> tensor<9xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%arg0 init: %cst_41) applies stablehlo.add across dimensions = [] : (tensor<14xf32>, tensor<f32>) -> tensor<14xf32>
    %121 = stablehlo.broadcast_in_dim %c, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<14x2xi32>
    %123 = stablehlo.compare LT, %2, %122, SIGNED : (tensor<14x2xi32>, tensor<14x2xi32>) -> tensor<14x2xi1>
    %c_42 = stablehlo.constant dense<true> : tensor<i1>
    %124 = stablehlo.reduce(%123 init: %c_42) applies stablehlo.and across dimensions = [1] : (tensor<14x2xi1>, tensor<i1>) -> tensor<14xi1>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %125 = call @_where(%124, %120, %c_43) : (tensor<14xi1>, tensor<14xf32>, tensor<i32>) -> tensor<14xf32>
    %c_44 = stablehlo.constant dense<2> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %127 = stablehlo.add %c_0, %126 : tensor<1xi32>
    %128 = stablehlo.select %c_1, %127, %c_0 : tensor<1xi1>, tensor<1xi32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %130 = "stablehlo.gather"(%2, %129) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 14, 1>}> : (tensor<14x2xi32>, tensor<1x1xi32>) -> tensor<14x1xi32>
    %131 = stablehlo.reshape %130 : (tensor<14x1xi32>) -> tensor<14xi32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %134 = stablehlo.compare LT, %131, %133, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_47 = stablehlo.constant dense<6> : tensor<i32>
    %135 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<14xi32>
    %136 = stablehlo.add %131, %135 : tensor<14xi32>
    %137 = stablehlo.select %134, %136, %131 : tensor<14xi1>, tensor<14xi32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0] : (tensor<14xi32>) -> tensor<14x1xi32>
    %139 = "stablehlo.scatter"(%132, %138, %125) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %140 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %140 : tensor<f32>
    }) : (tensor<6xf32>, tensor<14x1xi32>, tensor<14xf32>) -> tensor<6xf32>
    return %38, %75, %119, %139 : tensor<6xf32>, tensor<6x4xf32>, tensor<9xf32>, tensor<6xf32>
  }
  func.func private @_where(%arg0: tensor<14xi1>, %arg1: tensor<14xf32>, %arg2: tensor<i32>) -> tensor<14xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<14xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<14xi1>, tensor<14xf32>
    return %2 : tensor<14xf32>
  }
}
