module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x12xf32>, %arg1: tensor<i32>) -> (tensor<3x6xi32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<[0.000000e+00, -1.000000e+09, -1.000000e+09]> : tensor<3xf32>
    %0 = call @log_softmax(%arg0) : (tensor<12x12xf32>) -> tensor<12x12xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = "stablehlo.scatter"(%1, %2, %3) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<3x6xi32>, tensor<1xi32>, tensor<3xi32>) -> tensor<3x6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = stablehlo.while(%iterArg = %0, %iterArg_6 = %c_1, %iterArg_7 = %4, %iterArg_8 = %cst) : tensor<12x12xf32>, tensor<i32>, tensor<3x6xi32>, tensor<3xf32>
    cond {
      %c_9 = stablehlo.constant dense<5> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %22 : tensor<i1>
    } do {
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %23 = stablehlo.convert %iterArg_6 : tensor<i32>
      %c_10 = stablehlo.constant dense<6> : tensor<i32>
      %24 = stablehlo.add %23, %c_10 : tensor<i32>
      %25 = stablehlo.select %22, %24, %iterArg_6 : tensor<i1>, tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %26 = stablehlo.dynamic_slice %iterArg_7, %c_11, %25, sizes = [3, 1] : (tensor<3x6xi32>, tensor<i32>, tensor<i32>) -> tensor<3x1xi32>
      %27 = stablehlo.reshape %26 : (tensor<3x1xi32>) -> tensor<3xi32>
      %28 = stablehlo.broadcast_in_dim %iterArg_8, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %30 = stablehlo.compare LT, %27, %29, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_13 = stablehlo.constant dense<12> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %32 = stablehlo.add %27, %31 : tensor<3xi32>
      %33 = stablehlo.select %30, %32, %27 : tensor<3xi1>, tensor<3xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %35 = "stablehlo.gather"(%iterArg, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 12>}> : (tensor<12x12xf32>, tensor<3x1xi32>) -> tensor<3x12xf32>
      %36 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x12xf32>
      %37 = stablehlo.add %36, %35 : tensor<3x12xf32>
      %38 = stablehlo.reshape %37 : (tensor<3x12xf32>) -> tensor<36xf32>
      %values, %indices = chlo.top_k(%38, k = 3) : tensor<36xf32> -> (tensor<3xf32>, tensor<3xi32>)
      %c_14 = stablehlo.constant dense<12> : tensor<i32>
      %39 = func.call @floor_divide(%indices, %c_14) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
      %c_15 = stablehlo.constant dense<12> : tensor<i32>
      %40 = func.call @remainder(%indices, %c_15) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %42 = stablehlo.compare LT, %39, %41, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_17 = stablehlo.constant dense<3> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %44 = stablehlo.add %39, %43 : tensor<3xi32>
      %45 = stablehlo.select %42, %44, %39 : tensor<3xi1>, tensor<3xi32>
      %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %47 = "stablehlo.gather"(%iterArg_7, %46) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<3x6xi32>, tensor<3x1xi32>) -> tensor<3x6xi32>
      %48 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %49 = stablehlo.add %iterArg_6, %c_18 : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %50 = stablehlo.compare LT, %49, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %51 = stablehlo.convert %49 : tensor<i32>
      %c_20 = stablehlo.constant dense<6> : tensor<i32>
      %52 = stablehlo.add %51, %c_20 : tensor<i32>
      %53 = stablehlo.select %50, %52, %49 : tensor<i1>, tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %54 = stablehlo.dynamic_update_slice %47, %48, %c_21, %53 : (tensor<3x6xi32>, tensor<3x1xi32>, tensor<i32>, tensor<i32>) -> tensor<3x6xi32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %55 = stablehlo.add %iterArg_6, %c_22 : tensor<i32>
      stablehlo.return %iterArg, %55, %54, %values : tensor<12x12xf32>, tensor<i32>, tensor<3x6xi32>, tensor<3xf32>
    }
    %6 = stablehlo.negate %5#3 : tensor<3xf32>
    %7 = call @argsort(%6) : (tensor<3xf32>) -> tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.compare LT, %7, %8, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %11 = stablehlo.add %7, %10 : tensor<3xi32>
    %12 = stablehlo.select %9, %11, %7 : tensor<3xi1>, tensor<3xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %14 = "stablehlo.gather"(%5#2, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 6>}> : (tensor<3x6xi32>, tensor<3x1xi32>) -> tensor<3x6xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %18 = stablehlo.add %7, %17 : tensor<3xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<3xi1>, tensor<3xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %21 = "stablehlo.gather"(%5#3, %20) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<3xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    return %14, %21 : tensor<3x6xi32>, tensor<3xf32>
  }
  func.func private @log_softmax(%arg0: tensor<12x12xf32>) -> tensor<12x12xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<12x12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<12xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x12xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<12x12xf32>
    %6 = stablehlo.exponential %5 : tensor<12x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<12x12xf32>, tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %9 = stablehlo.log %8 : tensor<12x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x12xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<12x12xf32>
    return %11 : tensor<12x12xf32>
  }
  func.func private @floor_divide(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xi32>
    %3 = stablehlo.sign %arg0 : tensor<3xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %11 = stablehlo.and %6, %10 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<3xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %14 : tensor<3xi32>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @remainder(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_0(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %12 = stablehlo.and %11, %6 : tensor<3xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %14 = stablehlo.add %4, %13 : tensor<3xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3xi1>, tensor<3xi32>
    return %15 : tensor<3xi32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @argsort(%arg0: tensor<3xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
    return %1#1 : tensor<3xi32>
  }
}
