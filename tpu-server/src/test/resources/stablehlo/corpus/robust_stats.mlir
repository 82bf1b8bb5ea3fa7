module @jit_robust_stats attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x9xf32>, %arg1: tensor<3xf32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}, tensor<5xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<[5.000000e+00, 5.000000e+01, 9.500000e+01]> : tensor<3xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = "stablehlo.scatter"(%arg0, %2, %cst_1) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<5x9xf32>, tensor<2xi32>, tensor<f32>) -> tensor<5x9xf32>
    %4 = call @median(%arg0) : (tensor<5x9xf32>) -> tensor<5xf32>
    %5 = call @quantile_0(%arg0, %arg1) : (tensor<5x9xf32>, tensor<3xf32>) -> tensor<3x5xf32>
    %6 = call @quantile_1(%arg0, %arg1) : (tensor<5x9xf32>, tensor<3xf32>) -> tensor<3x5xf32>
    %7 = call @percentile(%arg0, %cst) : (tensor<5x9xf32>, tensor<3xf32>) -> tensor<3xf32>
    %8 = call @nanmedian(%3) : (tensor<5x9xf32>) -> tensor<5xf32>
    return %4, %5, %6, %7, %8 : tensor<5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3xf32>, tensor<5xf32>
  }
  func.func private @median(%arg0: tensor<5x9xf32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @quantile(%arg0, %cst) : (tensor<5x9xf32>, tensor<f32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @quantile(%arg0: tensor<5x9xf32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<5x9xi1>, tensor<i1>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<5x1xi1>, tensor<f32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %22 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.select %22, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %24 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %25 = stablehlo.select %24, %cst_11, %23 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %26 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.select %26, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %28 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %29 = stablehlo.select %28, %cst_14, %27 : tensor<i1>, tensor<f32>
      %30 = stablehlo.compare LT, %25, %29, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %30 : tensor<i1>
    }) : (tensor<5x9xf32>) -> tensor<5x9xf32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<f32>
    %7 = stablehlo.floor %6 : tensor<f32>
    %8 = stablehlo.ceil %6 : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.clamp %cst_4, %7, %9 : tensor<f32>
    %cst_5 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.clamp %cst_7, %8, %11 : tensor<f32>
    %13 = stablehlo.convert %10 : (tensor<f32>) -> tensor<i32>
    %14 = stablehlo.convert %12 : (tensor<f32>) -> tensor<i32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.gather"(%4, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x9xf32>, tensor<1xi32>) -> tensor<5xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %18 = "stablehlo.gather"(%4, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x9xf32>, tensor<1xi32>) -> tensor<5xf32>
    %19 = stablehlo.add %16, %18 : tensor<5xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<5xf32>
    return %21 : tensor<5xf32>
  }
  func.func private @_where(%arg0: tensor<5x1xi1>, %arg1: tensor<f32>, %arg2: tensor<5x9xf32>) -> tensor<5x9xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xi1>) -> tensor<5x9xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x9xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<5x9xi1>, tensor<5x9xf32>
    return %3 : tensor<5x9xf32>
  }
  func.func private @quantile_0(%arg0: tensor<5x9xf32>, %arg1: tensor<3xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<5x9xi1>, tensor<i1>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<5x1xi1>, tensor<f32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.select %32, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %34 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %35 = stablehlo.select %34, %cst_11, %33 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.select %36, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %38 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %39 = stablehlo.select %38, %cst_14, %37 : tensor<i1>, tensor<f32>
      %40 = stablehlo.compare LT, %35, %39, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %40 : tensor<i1>
    }) : (tensor<5x9xf32>) -> tensor<5x9xf32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<3xf32>
    %8 = stablehlo.floor %7 : tensor<3xf32>
    %9 = stablehlo.ceil %7 : tensor<3xf32>
    %10 = stablehlo.subtract %7, %8 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.clamp %14, %8, %15 : tensor<3xf32>
    %cst_6 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.clamp %18, %9, %19 : tensor<3xf32>
    %21 = stablehlo.convert %16 : (tensor<3xf32>) -> tensor<3xi32>
    %22 = stablehlo.convert %20 : (tensor<3xf32>) -> tensor<3xi32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %24 = "stablehlo.gather"(%4, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x9xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %26 = "stablehlo.gather"(%4, %25) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x9xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
    %27 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
    %28 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
    %29 = stablehlo.multiply %24, %27 : tensor<3x5xf32>
    %30 = stablehlo.multiply %26, %28 : tensor<3x5xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x5xf32>
    return %31 : tensor<3x5xf32>
  }
  func.func private @quantile_1(%arg0: tensor<5x9xf32>, %arg1: tensor<3xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<5x9xi1>, tensor<i1>) -> tensor<5xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xi1>) -> tensor<5x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %3 = call @_where(%2, %cst, %arg0) : (tensor<5x1xi1>, tensor<f32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    %4 = "stablehlo.sort"(%3) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.select %29, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %32 = stablehlo.select %31, %cst_11, %30 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %33 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %34 = stablehlo.select %33, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %35 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %36 = stablehlo.select %35, %cst_14, %34 : tensor<i1>, tensor<f32>
      %37 = stablehlo.compare LT, %32, %36, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    }) : (tensor<5x9xf32>) -> tensor<5x9xf32>
    %cst_0 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<3xf32>
    %8 = stablehlo.floor %7 : tensor<3xf32>
    %9 = stablehlo.ceil %7 : tensor<3xf32>
    %10 = stablehlo.subtract %7, %8 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.subtract %cst_2, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.clamp %12, %8, %13 : tensor<3xf32>
    %cst_5 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.subtract %cst_5, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %18 = stablehlo.clamp %16, %9, %17 : tensor<3xf32>
    %19 = stablehlo.convert %14 : (tensor<3xf32>) -> tensor<3xi32>
    %20 = stablehlo.convert %18 : (tensor<3xf32>) -> tensor<3xi32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %22 = "stablehlo.gather"(%4, %21) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x9xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %24 = "stablehlo.gather"(%4, %23) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 5, 1>}> : (tensor<5x9xf32>, tensor<3x1xi32>) -> tensor<3x5xf32>
    %25 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<3xf32>) -> tensor<3x5xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %27 = stablehlo.compare LE, %25, %26, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %28 = stablehlo.select %27, %22, %24 : tensor<3x5xi1>, tensor<3x5xf32>
    return %28 : tensor<3x5xf32>
  }
  func.func private @percentile(%arg0: tensor<5x9xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<3xf32>
    %2 = call @quantile_2(%arg0, %1) : (tensor<5x9xf32>, tensor<3xf32>) -> tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @quantile_2(%arg0: tensor<5x9xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<5x9xf32>) -> tensor<45xf32>
    %1 = stablehlo.compare NE, %0, %0, FLOAT : (tensor<45xf32>, tensor<45xf32>) -> tensor<45xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<45xi1>, tensor<i1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = call @_where_3(%3, %cst, %0) : (tensor<1xi1>, tensor<f32>, tensor<45xf32>) -> tensor<45xf32>
    %5 = "stablehlo.sort"(%4) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.compare EQ, %arg2, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %32 = stablehlo.select %31, %cst_10, %arg2 : tensor<i1>, tensor<f32>
      %33 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_11 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %34 = stablehlo.select %33, %cst_11, %32 : tensor<i1>, tensor<f32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.compare EQ, %arg3, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = stablehlo.select %35, %cst_13, %arg3 : tensor<i1>, tensor<f32>
      %37 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_14 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %38 = stablehlo.select %37, %cst_14, %36 : tensor<i1>, tensor<f32>
      %39 = stablehlo.compare LT, %34, %38, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    }) : (tensor<45xf32>) -> tensor<45xf32>
    %cst_0 = stablehlo.constant dense<4.500000e+01> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.multiply %arg1, %7 : tensor<3xf32>
    %9 = stablehlo.floor %8 : tensor<3xf32>
    %10 = stablehlo.ceil %8 : tensor<3xf32>
    %11 = stablehlo.subtract %8, %9 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.subtract %12, %11 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<4.500000e+01> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.subtract %cst_3, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.clamp %15, %9, %16 : tensor<3xf32>
    %cst_6 = stablehlo.constant dense<4.500000e+01> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.subtract %cst_6, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.clamp %19, %10, %20 : tensor<3xf32>
    %22 = stablehlo.convert %17 : (tensor<3xf32>) -> tensor<3xi32>
    %23 = stablehlo.convert %21 : (tensor<3xf32>) -> tensor<3xi32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %25 = "stablehlo.gather"(%5, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<45xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %27 = "stablehlo.gather"(%5, %26) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<45xf32>, tensor<3x1xi32>) -> tensor<3xf32>
    %28 = stablehlo.multiply %25, %13 : tensor<3xf32>
    %29 = stablehlo.multiply %27, %11 : tensor<3xf32>
    %30 = stablehlo.add %28, %29 : tensor<3xf32>
    return %30 : tensor<3xf32>
  }
  func.func private @_where_3(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<45xf32>) -> tensor<45xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<45xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<45xf32>
    %3 = stablehlo.select %1, %2, %arg2 : tensor<45xi1>, tensor<45xf32>
    return %3 : tensor<45xf32>
  }
  func.func private @nanmedian(%arg0: tensor<5x9xf32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @nanquantile(%arg0, %cst) : (tensor<5x9xf32>, tensor<f32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @nanquantile(%arg0: tensor<5x9xf32>, %arg1: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %1 = call @_where_4(%0, %cst, %arg0) : (tensor<5x9xi1>, tensor<f32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    %2 = "stablehlo.sort"(%1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %59 = stablehlo.compare EQ, %arg2, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %60 = stablehlo.select %59, %cst_15, %arg2 : tensor<i1>, tensor<f32>
      %61 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_16 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %62 = stablehlo.select %61, %cst_16, %60 : tensor<i1>, tensor<f32>
      %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %63 = stablehlo.compare EQ, %arg3, %cst_17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %64 = stablehlo.select %63, %cst_18, %arg3 : tensor<i1>, tensor<f32>
      %65 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_19 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %66 = stablehlo.select %65, %cst_19, %64 : tensor<i1>, tensor<f32>
      %67 = stablehlo.compare LT, %62, %66, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %67 : tensor<i1>
    }) : (tensor<5x9xf32>) -> tensor<5x9xf32>
    %3 = stablehlo.compare NE, %2, %2, FLOAT : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xi1>
    %4 = stablehlo.not %3 : tensor<5x9xi1>
    %5 = stablehlo.convert %4 : (tensor<5x9xi1>) -> tensor<5x9xi32>
    %6 = stablehlo.convert %5 : (tensor<5x9xi32>) -> tensor<5x9xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<5x9xf32>, tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.subtract %7, %9 : tensor<5xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<5xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<5xf32>
    %13 = stablehlo.floor %12 : tensor<5xf32>
    %14 = stablehlo.ceil %12 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %16 = stablehlo.subtract %7, %15 : tensor<5xf32>
    %17 = stablehlo.minimum %13, %16 : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.subtract %7, %20 : tensor<5xf32>
    %22 = stablehlo.minimum %14, %21 : tensor<5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<5xf32>
    %25 = stablehlo.convert %19 : (tensor<5xf32>) -> tensor<5xi32>
    %26 = stablehlo.convert %24 : (tensor<5xf32>) -> tensor<5xi32>
    %27 = stablehlo.iota dim = 0 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_6 = stablehlo.constant dense<5> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %31 = stablehlo.add %27, %30 : tensor<5xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<5xi1>, tensor<5xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %34 = stablehlo.compare LT, %25, %33, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_8 = stablehlo.constant dense<9> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %36 = stablehlo.add %25, %35 : tensor<5xi32>
    %37 = stablehlo.select %34, %36, %25 : tensor<5xi1>, tensor<5xi32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %40 = stablehlo.concatenate %38, %39, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %41 = "stablehlo.gather"(%2, %40) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x9xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %43 = stablehlo.compare LT, %27, %42, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_10 = stablehlo.constant dense<5> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %45 = stablehlo.add %27, %44 : tensor<5xi32>
    %46 = stablehlo.select %43, %45, %27 : tensor<5xi1>, tensor<5xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %48 = stablehlo.compare LT, %26, %47, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_12 = stablehlo.constant dense<9> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %50 = stablehlo.add %26, %49 : tensor<5xi32>
    %51 = stablehlo.select %48, %50, %26 : tensor<5xi1>, tensor<5xi32>
    %52 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 1 : (tensor<5x1xi32>, tensor<5x1xi32>) -> tensor<5x2xi32>
    %55 = "stablehlo.gather"(%2, %54) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<5x9xf32>, tensor<5x2xi32>) -> tensor<5xf32>
    %56 = stablehlo.add %41, %55 : tensor<5xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<5xf32>
    return %58 : tensor<5xf32>
  }
  func.func private @_where_4(%arg0: tensor<5x9xi1>, %arg1: tensor<f32>, %arg2: tensor<5x9xf32>) -> tensor<5x9xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x9xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5x9xi1>, tensor<5x9xf32>
    return %2 : tensor<5x9xf32>
  }
}
