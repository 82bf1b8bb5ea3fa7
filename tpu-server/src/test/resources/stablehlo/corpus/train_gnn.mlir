module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<5x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<35x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<32x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<35x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x16xf32>, %arg14: tensor<3xf32>, %arg15: tensor<16x3xf32>, %arg16: tensor<16xf32>, %arg17: tensor<5x16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<35x16xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16x16xf32>, %arg22: tensor<16xf32>, %arg23: tensor<32x16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<35x16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16x16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<32x16xf32>, %arg30: tensor<3xf32>, %arg31: tensor<16x3xf32>, %arg32: tensor<7x5xf32>, %arg33: tensor<9xi32>, %arg34: tensor<9xi32>, %arg35: tensor<9x3xf32>, %arg36: tensor<7xi32>, %arg37: tensor<2xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<5x16xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<35x16xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Dense_3']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_4']['bias']"}, tensor<35x16xf32> {jax.result_info = "result[0]['params']['Dense_4']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_5']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[0]['params']['Dense_5']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_6']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[0]['params']['Dense_6']['kernel']"}, tensor<3xf32> {jax.result_info = "result[0]['params']['Dense_7']['bias']"}, tensor<16x3xf32> {jax.result_info = "result[0]['params']['Dense_7']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_0']['bias']"}, tensor<5x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_1']['bias']"}, tensor<35x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_1']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_2']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_3']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_3']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_4']['bias']"}, tensor<35x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_4']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_5']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_5']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_6']['bias']"}, tensor<32x16xf32> {jax.result_info = "result[1][0].trace['params']['Dense_6']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][0].trace['params']['Dense_7']['bias']"}, tensor<16x3xf32> {jax.result_info = "result[1][0].trace['params']['Dense_7']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg32, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x5xf32>, tensor<5x16xf32>) -> tensor<7x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<7x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %5 = stablehlo.compare LT, %arg33, %4, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %7 = stablehlo.add %arg33, %6 : tensor<9xi32>
    %8 = stablehlo.select %5, %7, %arg33 : tensor<9xi1>, tensor<9xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %10 = "stablehlo.gather"(%3, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<9x1xi32>) -> tensor<9x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %12 = stablehlo.compare LT, %arg34, %11, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_2 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %14 = stablehlo.add %arg34, %13 : tensor<9xi32>
    %15 = stablehlo.select %12, %14, %arg34 : tensor<9xi1>, tensor<9xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %17 = "stablehlo.gather"(%3, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<9x1xi32>) -> tensor<9x16xf32>
    %18 = stablehlo.concatenate %10, %17, %arg35, dim = 1 : (tensor<9x16xf32>, tensor<9x16xf32>, tensor<9x3xf32>) -> tensor<9x35xf32>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x35xf32>, tensor<35x16xf32>) -> tensor<9x16xf32>
    %20 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<9x16xf32>
    %22 = stablehlo.add %19, %21 : tensor<9x16xf32>
    %23 = call @relu(%22) : (tensor<9x16xf32>) -> tensor<9x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %25 = stablehlo.compare GT, %22, %24, FLOAT : (tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %27 = stablehlo.broadcast_in_dim %arg34, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %28 = "stablehlo.scatter"(%26, %27, %23) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<9x1xi32>, tensor<9x16xf32>) -> tensor<7x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %31 = stablehlo.broadcast_in_dim %arg34, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %32 = "stablehlo.scatter"(%30, %31, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7xf32>, tensor<9x1xi32>, tensor<9xf32>) -> tensor<7xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %34 = stablehlo.maximum %32, %33 : tensor<7xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x16xf32>
    %37 = stablehlo.divide %28, %36 : tensor<7x16xf32>
    %38 = stablehlo.concatenate %3, %37, dim = 1 : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x32xf32>
    %39 = stablehlo.dot_general %38, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x32xf32>, tensor<32x16xf32>) -> tensor<7x16xf32>
    %40 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %42 = stablehlo.add %39, %41 : tensor<7x16xf32>
    %43 = call @relu_0(%42) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %45 = stablehlo.compare GT, %42, %44, FLOAT : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x16xi1>
    %46 = stablehlo.dot_general %43, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %47 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<7x16xf32>
    %50 = stablehlo.add %3, %49 : tensor<7x16xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %52 = stablehlo.compare LT, %arg33, %51, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_9 = stablehlo.constant dense<7> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %54 = stablehlo.add %arg33, %53 : tensor<9xi32>
    %55 = stablehlo.select %52, %54, %arg33 : tensor<9xi1>, tensor<9xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %57 = "stablehlo.gather"(%50, %56) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<9x1xi32>) -> tensor<9x16xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %59 = stablehlo.compare LT, %arg34, %58, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_11 = stablehlo.constant dense<7> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %61 = stablehlo.add %arg34, %60 : tensor<9xi32>
    %62 = stablehlo.select %59, %61, %arg34 : tensor<9xi1>, tensor<9xi32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %64 = "stablehlo.gather"(%50, %63) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<9x1xi32>) -> tensor<9x16xf32>
    %65 = stablehlo.concatenate %57, %64, %arg35, dim = 1 : (tensor<9x16xf32>, tensor<9x16xf32>, tensor<9x3xf32>) -> tensor<9x35xf32>
    %66 = stablehlo.dot_general %65, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x35xf32>, tensor<35x16xf32>) -> tensor<9x16xf32>
    %67 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<9x16xf32>
    %69 = stablehlo.add %66, %68 : tensor<9x16xf32>
    %70 = call @relu(%69) : (tensor<9x16xf32>) -> tensor<9x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %72 = stablehlo.compare GT, %69, %71, FLOAT : (tensor<9x16xf32>, tensor<9x16xf32>) -> tensor<9x16xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %74 = stablehlo.broadcast_in_dim %arg34, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %75 = "stablehlo.scatter"(%73, %74, %70) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<9x1xi32>, tensor<9x16xf32>) -> tensor<7x16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %78 = stablehlo.broadcast_in_dim %arg34, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %79 = "stablehlo.scatter"(%77, %78, %76) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7xf32>, tensor<9x1xi32>, tensor<9xf32>) -> tensor<7xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %81 = stablehlo.maximum %79, %80 : tensor<7xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x16xf32>
    %84 = stablehlo.divide %75, %83 : tensor<7x16xf32>
    %85 = stablehlo.concatenate %50, %84, dim = 1 : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x32xf32>
    %86 = stablehlo.dot_general %85, %arg13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x32xf32>, tensor<32x16xf32>) -> tensor<7x16xf32>
    %87 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %89 = stablehlo.add %86, %88 : tensor<7x16xf32>
    %90 = call @relu_0(%89) : (tensor<7x16xf32>) -> tensor<7x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %92 = stablehlo.compare GT, %89, %91, FLOAT : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x16xi1>
    %93 = stablehlo.dot_general %90, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %94 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<7x16xf32>
    %96 = stablehlo.add %93, %95 : tensor<7x16xf32>
    %97 = stablehlo.add %50, %96 : tensor<7x16xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %99 = stablehlo.broadcast_in_dim %arg36, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %100 = "stablehlo.scatter"(%98, %99, %97) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.maximum %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<2x16xf32>, tensor<7x1xi32>, tensor<7x16xf32>) -> tensor<2x16xf32>
    %101 = "stablehlo.gather"(%98, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<7x1xi32>) -> tensor<7x16xf32>
    %102 = "stablehlo.gather"(%100, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<7x1xi32>) -> tensor<7x16xf32>
    %103 = stablehlo.compare EQ, %97, %102, FLOAT : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x16xi1>
    %104 = stablehlo.compare EQ, %101, %102, FLOAT : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<7x16xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %108 = stablehlo.select %103, %106, %107 : tensor<7x16xi1>, tensor<7x16xf32>
    %109 = "stablehlo.scatter"(%105, %99, %108) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<2x16xf32>, tensor<7x1xi32>, tensor<7x16xf32>) -> tensor<2x16xf32>
    %110 = "stablehlo.gather"(%109, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<7x1xi32>) -> tensor<7x16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %112 = stablehlo.add %110, %111 : tensor<7x16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %114 = stablehlo.divide %113, %112 : tensor<7x16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %116 = stablehlo.divide %115, %110 : tensor<7x16xf32>
    %117 = stablehlo.select %104, %114, %116 : tensor<7x16xi1>, tensor<7x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %119 = stablehlo.select %103, %117, %118 : tensor<7x16xi1>, tensor<7x16xf32>
    %120 = stablehlo.dot_general %100, %arg15, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x3xf32>) -> tensor<2x3xf32>
    %121 = stablehlo.reshape %arg14 : (tensor<3xf32>) -> tensor<1x3xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %123 = stablehlo.add %120, %122 : tensor<2x3xf32>
    %124 = stablehlo.broadcast_in_dim %arg37, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %125:2 = call @take_along_axis(%123, %124) : (tensor<2x3xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %126:2 = call @_take(%125#0, %c_26) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %127 = stablehlo.reduce(%123 init: %cst_27) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %129 = stablehlo.maximum %128, %127 : tensor<2xf32>
    %130 = stablehlo.is_finite %129 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %132 = stablehlo.select %130, %129, %131 : tensor<2xi1>, tensor<2xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %135 = stablehlo.subtract %123, %134 : tensor<2x3xf32>
    %136 = stablehlo.exponential %135 : tensor<2x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %138 = stablehlo.abs %137 : tensor<2xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %140 = stablehlo.compare GE, %137, %139, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %141 = stablehlo.log %138 : tensor<2xf32>
    %142 = stablehlo.add %141, %132 : tensor<2xf32>
    %143 = stablehlo.subtract %142, %126#0 : tensor<2xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %145 = stablehlo.divide %144, %cst_33 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %146 = stablehlo.divide %cst_34, %cst_35 : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %148 = stablehlo.negate %147 : tensor<2xf32>
    %149 = stablehlo.divide %147, %138 : tensor<2xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %151 = stablehlo.select %140, %150, %149 : tensor<2xi1>, tensor<2xf32>
    %152 = stablehlo.select %140, %149, %150 : tensor<2xi1>, tensor<2xf32>
    %153 = stablehlo.negate %151 : tensor<2xf32>
    %154 = stablehlo.add %152, %153 : tensor<2xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %156 = stablehlo.multiply %155, %136 : tensor<2x3xf32>
    %157 = call @_take_1(%126#1, %148) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %158 = call @take_along_axis_2(%125#1, %157) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %159 = stablehlo.add %156, %158 : tensor<2x3xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %161 = stablehlo.reshape %160 : (tensor<3xf32>) -> tensor<1x3xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x3xf32>) -> tensor<3xf32>
    %163 = stablehlo.dot_general %159, %100, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, tensor<2x16xf32>) -> tensor<3x16xf32>
    %164 = stablehlo.transpose %163, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %165 = stablehlo.dot_general %159, %arg15, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x3xf32>, tensor<16x3xf32>) -> tensor<2x16xf32>
    %c_38 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %166 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<7x1xi32>
    %167 = stablehlo.compare GE, %99, %166, SIGNED : (tensor<7x1xi32>, tensor<7x1xi32>) -> tensor<7x1xi1>
    %168 = stablehlo.broadcast_in_dim %c_38, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<7x1xi32>
    %170 = stablehlo.compare LE, %99, %169, SIGNED : (tensor<7x1xi32>, tensor<7x1xi32>) -> tensor<7x1xi1>
    %171 = stablehlo.and %167, %170 : tensor<7x1xi1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %172 = stablehlo.reduce(%171 init: %c_40) applies stablehlo.and across dimensions = [1] : (tensor<7x1xi1>, tensor<i1>) -> tensor<7xi1>
    %173 = "stablehlo.gather"(%165, %99) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<7x1xi32>) -> tensor<7x16xf32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<7xi1>) -> tensor<7x16xi1>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %176 = stablehlo.select %174, %173, %175 : tensor<7x16xi1>, tensor<7x16xf32>
    %177 = stablehlo.multiply %176, %119 : tensor<7x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %179 = stablehlo.reshape %178 : (tensor<16xf32>) -> tensor<1x16xf32>
    %180 = stablehlo.reshape %179 : (tensor<1x16xf32>) -> tensor<16xf32>
    %181 = stablehlo.dot_general %177, %90, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<16x16xf32>
    %182 = stablehlo.transpose %181, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %183 = stablehlo.dot_general %177, %arg11, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %185 = stablehlo.select %92, %183, %184 : tensor<7x16xi1>, tensor<7x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_44) applies stablehlo.add across dimensions = [0] : (tensor<7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %187 = stablehlo.reshape %186 : (tensor<16xf32>) -> tensor<1x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<1x16xf32>) -> tensor<16xf32>
    %189 = stablehlo.dot_general %185, %85, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<7x32xf32>) -> tensor<16x32xf32>
    %190 = stablehlo.transpose %189, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %191 = stablehlo.dot_general %185, %arg13, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<32x16xf32>) -> tensor<7x32xf32>
    %192 = stablehlo.slice %191 [0:7, 0:16] : (tensor<7x32xf32>) -> tensor<7x16xf32>
    %193 = stablehlo.slice %191 [0:7, 16:32] : (tensor<7x32xf32>) -> tensor<7x16xf32>
    %194 = stablehlo.add %177, %192 : tensor<7x16xf32>
    %195 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x16xf32>
    %196 = stablehlo.divide %193, %195 : tensor<7x16xf32>
    %c_45 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<9x1xi32>
    %198 = stablehlo.compare GE, %74, %197, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %199 = stablehlo.broadcast_in_dim %c_45, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<9x1xi32>
    %201 = stablehlo.compare LE, %74, %200, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %202 = stablehlo.and %198, %201 : tensor<9x1xi1>
    %c_47 = stablehlo.constant dense<true> : tensor<i1>
    %203 = stablehlo.reduce(%202 init: %c_47) applies stablehlo.and across dimensions = [1] : (tensor<9x1xi1>, tensor<i1>) -> tensor<9xi1>
    %204 = "stablehlo.gather"(%196, %74) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<9x1xi32>) -> tensor<9x16xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<9xi1>) -> tensor<9x16xi1>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %207 = stablehlo.select %205, %204, %206 : tensor<9x16xi1>, tensor<9x16xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %209 = stablehlo.select %72, %207, %208 : tensor<9x16xi1>, tensor<9x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<9x16xf32>, tensor<f32>) -> tensor<16xf32>
    %211 = stablehlo.reshape %210 : (tensor<16xf32>) -> tensor<1x16xf32>
    %212 = stablehlo.reshape %211 : (tensor<1x16xf32>) -> tensor<16xf32>
    %213 = stablehlo.dot_general %209, %65, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x16xf32>, tensor<9x35xf32>) -> tensor<16x35xf32>
    %214 = stablehlo.transpose %213, dims = [1, 0] : (tensor<16x35xf32>) -> tensor<35x16xf32>
    %215 = stablehlo.dot_general %209, %arg9, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<9x16xf32>, tensor<35x16xf32>) -> tensor<9x35xf32>
    %216 = stablehlo.slice %215 [0:9, 0:16] : (tensor<9x35xf32>) -> tensor<9x16xf32>
    %217 = stablehlo.slice %215 [0:9, 16:32] : (tensor<9x35xf32>) -> tensor<9x16xf32>
    %218 = stablehlo.slice %215 [0:9, 32:35] : (tensor<9x35xf32>) -> tensor<9x3xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %220 = "stablehlo.scatter"(%219, %63, %217) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<9x1xi32>, tensor<9x16xf32>) -> tensor<7x16xf32>
    %221 = stablehlo.add %194, %220 : tensor<7x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %223 = "stablehlo.scatter"(%222, %56, %216) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<9x1xi32>, tensor<9x16xf32>) -> tensor<7x16xf32>
    %224 = stablehlo.add %221, %223 : tensor<7x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %226 = stablehlo.reshape %225 : (tensor<16xf32>) -> tensor<1x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x16xf32>) -> tensor<16xf32>
    %228 = stablehlo.dot_general %224, %43, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<7x16xf32>) -> tensor<16x16xf32>
    %229 = stablehlo.transpose %228, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %230 = stablehlo.dot_general %224, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<16x16xf32>) -> tensor<7x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %232 = stablehlo.select %45, %230, %231 : tensor<7x16xi1>, tensor<7x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %234 = stablehlo.reshape %233 : (tensor<16xf32>) -> tensor<1x16xf32>
    %235 = stablehlo.reshape %234 : (tensor<1x16xf32>) -> tensor<16xf32>
    %236 = stablehlo.dot_general %232, %38, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<7x32xf32>) -> tensor<16x32xf32>
    %237 = stablehlo.transpose %236, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %238 = stablehlo.dot_general %232, %arg7, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<32x16xf32>) -> tensor<7x32xf32>
    %239 = stablehlo.slice %238 [0:7, 0:16] : (tensor<7x32xf32>) -> tensor<7x16xf32>
    %240 = stablehlo.slice %238 [0:7, 16:32] : (tensor<7x32xf32>) -> tensor<7x16xf32>
    %241 = stablehlo.add %224, %239 : tensor<7x16xf32>
    %242 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x16xf32>
    %243 = stablehlo.divide %240, %242 : tensor<7x16xf32>
    %c_56 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %244 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<9x1xi32>
    %245 = stablehlo.compare GE, %27, %244, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %246 = stablehlo.broadcast_in_dim %c_56, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<9x1xi32>
    %248 = stablehlo.compare LE, %27, %247, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %249 = stablehlo.and %245, %248 : tensor<9x1xi1>
    %c_58 = stablehlo.constant dense<true> : tensor<i1>
    %250 = stablehlo.reduce(%249 init: %c_58) applies stablehlo.and across dimensions = [1] : (tensor<9x1xi1>, tensor<i1>) -> tensor<9xi1>
    %251 = "stablehlo.gather"(%243, %27) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<7x16xf32>, tensor<9x1xi32>) -> tensor<9x16xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0] : (tensor<9xi1>) -> tensor<9x16xi1>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %254 = stablehlo.select %252, %251, %253 : tensor<9x16xi1>, tensor<9x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %256 = stablehlo.select %25, %254, %255 : tensor<9x16xi1>, tensor<9x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<9x16xf32>, tensor<f32>) -> tensor<16xf32>
    %258 = stablehlo.reshape %257 : (tensor<16xf32>) -> tensor<1x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<1x16xf32>) -> tensor<16xf32>
    %260 = stablehlo.dot_general %256, %18, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x16xf32>, tensor<9x35xf32>) -> tensor<16x35xf32>
    %261 = stablehlo.transpose %260, dims = [1, 0] : (tensor<16x35xf32>) -> tensor<35x16xf32>
    %262 = stablehlo.dot_general %256, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<9x16xf32>, tensor<35x16xf32>) -> tensor<9x35xf32>
    %263 = stablehlo.slice %262 [0:9, 0:16] : (tensor<9x35xf32>) -> tensor<9x16xf32>
    %264 = stablehlo.slice %262 [0:9, 16:32] : (tensor<9x35xf32>) -> tensor<9x16xf32>
    %265 = stablehlo.slice %262 [0:9, 32:35] : (tensor<9x35xf32>) -> tensor<9x3xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %267 = "stablehlo.scatter"(%266, %16, %264) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<9x1xi32>, tensor<9x16xf32>) -> tensor<7x16xf32>
    %268 = stablehlo.add %241, %267 : tensor<7x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %270 = "stablehlo.scatter"(%269, %9, %263) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %373 = stablehlo.add %arg38, %arg39 : tensor<f32>
      stablehlo.return %373 : tensor<f32>
    }) : (tensor<7x16xf32>, tensor<9x1xi32>, tensor<9x16xf32>) -> tensor<7x16xf32>
    %271 = stablehlo.add %268, %270 : tensor<7x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_64) applies stablehlo.add across dimensions = [0] : (tensor<7x16xf32>, tensor<f32>) -> tensor<16xf32>
    %273 = stablehlo.reshape %272 : (tensor<16xf32>) -> tensor<1x16xf32>
    %274 = stablehlo.reshape %273 : (tensor<1x16xf32>) -> tensor<16xf32>
    %275 = stablehlo.dot_general %271, %arg32, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x16xf32>, tensor<7x5xf32>) -> tensor<16x5xf32>
    %276 = stablehlo.transpose %275, dims = [1, 0] : (tensor<16x5xf32>) -> tensor<5x16xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %278 = stablehlo.multiply %277, %arg16 : tensor<16xf32>
    %279 = stablehlo.add %274, %278 : tensor<16xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<5x16xf32>
    %281 = stablehlo.multiply %280, %arg17 : tensor<5x16xf32>
    %282 = stablehlo.add %276, %281 : tensor<5x16xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.multiply %283, %arg18 : tensor<16xf32>
    %285 = stablehlo.add %259, %284 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<35x16xf32>
    %287 = stablehlo.multiply %286, %arg19 : tensor<35x16xf32>
    %288 = stablehlo.add %261, %287 : tensor<35x16xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.multiply %289, %arg20 : tensor<16xf32>
    %291 = stablehlo.add %227, %290 : tensor<16xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %293 = stablehlo.multiply %292, %arg21 : tensor<16x16xf32>
    %294 = stablehlo.add %229, %293 : tensor<16x16xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %296 = stablehlo.multiply %295, %arg22 : tensor<16xf32>
    %297 = stablehlo.add %235, %296 : tensor<16xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %299 = stablehlo.multiply %298, %arg23 : tensor<32x16xf32>
    %300 = stablehlo.add %237, %299 : tensor<32x16xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %302 = stablehlo.multiply %301, %arg24 : tensor<16xf32>
    %303 = stablehlo.add %212, %302 : tensor<16xf32>
    %cst_74 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<35x16xf32>
    %305 = stablehlo.multiply %304, %arg25 : tensor<35x16xf32>
    %306 = stablehlo.add %214, %305 : tensor<35x16xf32>
    %cst_75 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %308 = stablehlo.multiply %307, %arg26 : tensor<16xf32>
    %309 = stablehlo.add %180, %308 : tensor<16xf32>
    %cst_76 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %311 = stablehlo.multiply %310, %arg27 : tensor<16x16xf32>
    %312 = stablehlo.add %182, %311 : tensor<16x16xf32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %314 = stablehlo.multiply %313, %arg28 : tensor<16xf32>
    %315 = stablehlo.add %188, %314 : tensor<16xf32>
    %cst_78 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %317 = stablehlo.multiply %316, %arg29 : tensor<32x16xf32>
    %318 = stablehlo.add %190, %317 : tensor<32x16xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %320 = stablehlo.multiply %319, %arg30 : tensor<3xf32>
    %321 = stablehlo.add %162, %320 : tensor<3xf32>
    %cst_80 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %323 = stablehlo.multiply %322, %arg31 : tensor<16x3xf32>
    %324 = stablehlo.add %164, %323 : tensor<16x3xf32>
    %cst_81 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %326 = stablehlo.multiply %325, %279 : tensor<16xf32>
    %cst_82 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<5x16xf32>
    %328 = stablehlo.multiply %327, %282 : tensor<5x16xf32>
    %cst_83 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %330 = stablehlo.multiply %329, %285 : tensor<16xf32>
    %cst_84 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<35x16xf32>
    %332 = stablehlo.multiply %331, %288 : tensor<35x16xf32>
    %cst_85 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %334 = stablehlo.multiply %333, %291 : tensor<16xf32>
    %cst_86 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %336 = stablehlo.multiply %335, %294 : tensor<16x16xf32>
    %cst_87 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %338 = stablehlo.multiply %337, %297 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %340 = stablehlo.multiply %339, %300 : tensor<32x16xf32>
    %cst_89 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %342 = stablehlo.multiply %341, %303 : tensor<16xf32>
    %cst_90 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<35x16xf32>
    %344 = stablehlo.multiply %343, %306 : tensor<35x16xf32>
    %cst_91 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %346 = stablehlo.multiply %345, %309 : tensor<16xf32>
    %cst_92 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %348 = stablehlo.multiply %347, %312 : tensor<16x16xf32>
    %cst_93 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %350 = stablehlo.multiply %349, %315 : tensor<16xf32>
    %cst_94 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %352 = stablehlo.multiply %351, %318 : tensor<32x16xf32>
    %cst_95 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %354 = stablehlo.multiply %353, %321 : tensor<3xf32>
    %cst_96 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %356 = stablehlo.multiply %355, %324 : tensor<16x3xf32>
    %357 = stablehlo.add %arg0, %326 : tensor<16xf32>
    %358 = stablehlo.add %arg1, %328 : tensor<5x16xf32>
    %359 = stablehlo.add %arg2, %330 : tensor<16xf32>
    %360 = stablehlo.add %arg3, %332 : tensor<35x16xf32>
    %361 = stablehlo.add %arg4, %334 : tensor<16xf32>
    %362 = stablehlo.add %arg5, %336 : tensor<16x16xf32>
    %363 = stablehlo.add %arg6, %338 : tensor<16xf32>
    %364 = stablehlo.add %arg7, %340 : tensor<32x16xf32>
    %365 = stablehlo.add %arg8, %342 : tensor<16xf32>
    %366 = stablehlo.add %arg9, %344 : tensor<35x16xf32>
    %367 = stablehlo.add %arg10, %346 : tensor<16xf32>
    %368 = stablehlo.add %arg11, %348 : tensor<16x16xf32>
    %369 = stablehlo.add %arg12, %350 : tensor<16xf32>
    %370 = stablehlo.add %arg13, %352 : tensor<32x16xf32>
    %371 = stablehlo.add %arg14, %354 : tensor<3xf32>
    %372 = stablehlo.add %arg15, %356 : tensor<16x3xf32>
    return %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %369, %370, %371, %372, %279, %282, %285, %288, %291, %294, %297, %300, %303, %306, %309, %312, %315, %318, %321, %324, %145 : tensor<16xf32>, tensor<5x16xf32>, tensor<16xf32>, tensor<35x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<35x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<16xf32>, tensor<5x16xf32>, tensor<16xf32>, tensor<35x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<35x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<32x16xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<9x16xf32>) -> tensor<9x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<9x16xf32>
    return %1 : tensor<9x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<7x16xf32>) -> tensor<7x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<7x16xf32>
    return %1 : tensor<7x16xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2xi1>, tensor<2xf32>
    return %13, %3 : tensor<2xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_1(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
}
