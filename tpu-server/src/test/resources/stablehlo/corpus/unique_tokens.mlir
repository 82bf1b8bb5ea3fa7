module @jit_unique_tokens attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xi32>, %arg1: tensor<15xf32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<3x5xi32> {jax.result_info = "result[1]"}, tensor<12xi32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<3x5xi32>) -> tensor<15xi32>
    %1:3 = call @_unique_sorted_mask(%0) : (tensor<15xi32>) -> (tensor<15xi32>, tensor<15xi1>, tensor<15xi32>)
    %2 = call @cumsum(%1#1) : (tensor<15xi1>) -> tensor<15xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @clip(%2, %c_0) : (tensor<15xi32>, tensor<i32>) -> tensor<15xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %c_2 = stablehlo.constant dense<12> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %8 = stablehlo.add %4, %7 : tensor<15xi32>
    %9 = stablehlo.select %6, %8, %4 : tensor<15xi1>, tensor<15xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %12 = "stablehlo.scatter"(%3, %10, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %65 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %65 : tensor<i32>
    }) : (tensor<12xi32>, tensor<15x1xi32>, tensor<15xi32>) -> tensor<12xi32>
    %13 = call @cumsum_1(%12) : (tensor<12xi32>) -> tensor<12xi32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %14 = call @floor_divide(%13, %c_4) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_5 = stablehlo.constant dense<15> : tensor<i32>
    %15 = call @remainder(%14, %c_5) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_7 = stablehlo.constant dense<15> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %19 = stablehlo.add %15, %18 : tensor<12xi32>
    %20 = stablehlo.select %17, %19, %15 : tensor<12xi1>, tensor<12xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %22 = "stablehlo.gather"(%1#0, %21) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<15xi32>, tensor<12x1xi32>) -> tensor<12xi32>
    %23 = stablehlo.iota dim = 0 : tensor<12xi32>
    %24 = stablehlo.convert %1#1 : (tensor<15xi1>) -> tensor<15xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.reduce(%24 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<15xi32>, tensor<i32>) -> tensor<i32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %27 = stablehlo.compare LT, %23, %26, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %28 = call @_where_4(%27, %22, %c_9) : (tensor<12xi1>, tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %29 = call @cumsum(%1#1) : (tensor<15xi1>) -> tensor<15xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %31 = stablehlo.subtract %29, %30 : tensor<15xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %34 = stablehlo.compare LT, %1#2, %33, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %c_13 = stablehlo.constant dense<15> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %36 = stablehlo.add %1#2, %35 : tensor<15xi32>
    %37 = stablehlo.select %34, %36, %1#2 : tensor<15xi1>, tensor<15xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
    %39 = "stablehlo.scatter"(%32, %38, %31) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<15xi32>, tensor<15x1xi32>, tensor<15xi32>) -> tensor<15xi32>
    %40 = call @cumsum(%1#1) : (tensor<15xi1>) -> tensor<15xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @clip(%40, %c_15) : (tensor<15xi32>, tensor<i32>) -> tensor<15xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %44 = stablehlo.compare LT, %42, %43, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %c_17 = stablehlo.constant dense<13> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %46 = stablehlo.add %42, %45 : tensor<15xi32>
    %47 = stablehlo.select %44, %46, %42 : tensor<15xi1>, tensor<15xi32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %50 = "stablehlo.scatter"(%41, %48, %49) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %65 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %65 : tensor<i32>
    }) : (tensor<13xi32>, tensor<15x1xi32>, tensor<15xi32>) -> tensor<13xi32>
    %51 = call @cumsum_5(%50) : (tensor<13xi32>) -> tensor<13xi32>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %52 = call @floor_divide_7(%51, %c_19) : (tensor<13xi32>, tensor<i32>) -> tensor<13xi32>
    %c_20 = stablehlo.constant dense<15> : tensor<i32>
    %53 = call @remainder_9(%52, %c_20) : (tensor<13xi32>, tensor<i32>) -> tensor<13xi32>
    %54 = stablehlo.slice %53 [1:13] : (tensor<13xi32>) -> tensor<12xi32>
    %55 = stablehlo.slice %53 [1:13] : (tensor<13xi32>) -> tensor<12xi32>
    %c_21 = stablehlo.constant dense<15> : tensor<i32>
    %56 = call @_where_10(%54, %55, %c_21) : (tensor<12xi32>, tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_22 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = "stablehlo.scatter"(%53, %57, %56) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<13xi32>, tensor<1xi32>, tensor<12xi32>) -> tensor<13xi32>
    %59 = call @diff(%58) : (tensor<13xi32>) -> tensor<12xi32>
    %60 = stablehlo.reshape %39 : (tensor<15xi32>) -> tensor<3x5xi32>
    %61 = stablehlo.reshape %60 : (tensor<3x5xi32>) -> tensor<15xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
    %64 = "stablehlo.scatter"(%62, %63, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %65 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %65 : tensor<f32>
    }) : (tensor<12xf32>, tensor<15x1xi32>, tensor<15xf32>) -> tensor<12xf32>
    return %28, %60, %59, %64 : tensor<12xi32>, tensor<3x5xi32>, tensor<12xi32>, tensor<12xf32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<15xi32>) -> (tensor<15xi32>, tensor<15xi1>, tensor<15xi32>) {
    %0 = stablehlo.reshape %arg0 : (tensor<15xi32>) -> tensor<15x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<15x1xi32>) -> tensor<1x15xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x15xi32>
    %3 = call @lexsort(%2) : (tensor<1x15xi32>) -> tensor<15xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<15xi32>, tensor<15xi32>) -> tensor<15xi1>
    %c_0 = stablehlo.constant dense<15> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %7 = stablehlo.add %3, %6 : tensor<15xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<15xi1>, tensor<15xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<15xi32>) -> tensor<15x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<15xi32>, tensor<15x1xi32>) -> tensor<15xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<15xi1>
    %12 = stablehlo.slice %10 [1:15] : (tensor<15xi32>) -> tensor<14xi32>
    %13 = stablehlo.slice %10 [0:14] : (tensor<15xi32>) -> tensor<14xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<14xi32>, tensor<14xi32>) -> tensor<14xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<14xi1>, tensor<i1>) -> tensor<14xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<15xi1>, tensor<1xi32>, tensor<14xi1>) -> tensor<15xi1>
    return %10, %17, %3 : tensor<15xi32>, tensor<15xi1>, tensor<15xi32>
  }
  func.func private @lexsort(%arg0: tensor<1x15xi32>) -> tensor<15xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:15] : (tensor<1x15xi32>) -> tensor<1x15xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x15xi32>) -> tensor<15xi32>
    %2 = stablehlo.iota dim = 0 : tensor<15xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<15xi32>, tensor<15xi32>) -> (tensor<15xi32>, tensor<15xi32>)
    return %3#1 : tensor<15xi32>
  }
  func.func private @cumsum(%arg0: tensor<15xi1>) -> tensor<15xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<15xi1>) -> tensor<15xi32>
    %1 = call @cumsum_0(%0) : (tensor<15xi32>) -> tensor<15xi32>
    return %1 : tensor<15xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<15xi32>) -> tensor<15xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[14, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 15>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<15xi32>, tensor<i32>) -> tensor<15xi32>
    return %1 : tensor<15xi32>
  }
  func.func private @clip(%arg0: tensor<15xi32>, %arg1: tensor<i32>) -> tensor<15xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<15xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<15xi32>
    return %2 : tensor<15xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<12xi32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @floor_divide(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<12xi32>
    %2 = stablehlo.sign %arg0 : tensor<12xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %10 = stablehlo.and %5, %9 : tensor<12xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<12xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<12xi1>, tensor<12xi32>, tensor<12xi32>) -> tensor<12xi32>
    return %13 : tensor<12xi32>
  }
  func.func private @_where(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12xi1>, tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @remainder(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<12xi1>, tensor<12xi1>) -> tensor<12xi1>
    %12 = stablehlo.and %11, %6 : tensor<12xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14 = stablehlo.add %4, %13 : tensor<12xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<12xi1>, tensor<12xi32>
    return %15 : tensor<12xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<12xi1>, %arg1: tensor<12xi32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<12xi1>, tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<13xi32>) -> tensor<13xi32> {
    %0 = call @cumsum_6(%arg0) : (tensor<13xi32>) -> tensor<13xi32>
    return %0 : tensor<13xi32>
  }
  func.func private @cumsum_6(%arg0: tensor<13xi32>) -> tensor<13xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[12, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 13>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<13xi32>, tensor<i32>) -> tensor<13xi32>
    return %1 : tensor<13xi32>
  }
  func.func private @floor_divide_7(%arg0: tensor<13xi32>, %arg1: tensor<i32>) -> tensor<13xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<13xi32>
    %2 = stablehlo.sign %arg0 : tensor<13xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<13xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %10 = stablehlo.and %5, %9 : tensor<13xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<13xi32>
    %13 = call @_where_8(%10, %12, %1) : (tensor<13xi1>, tensor<13xi32>, tensor<13xi32>) -> tensor<13xi32>
    return %13 : tensor<13xi32>
  }
  func.func private @_where_8(%arg0: tensor<13xi1>, %arg1: tensor<13xi32>, %arg2: tensor<13xi32>) -> tensor<13xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<13xi1>, tensor<13xi32>
    return %0 : tensor<13xi32>
  }
  func.func private @remainder_9(%arg0: tensor<13xi32>, %arg1: tensor<i32>) -> tensor<13xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<13xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<13xi32>, tensor<13xi32>) -> tensor<13xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<13xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<13xi1>, tensor<13xi1>) -> tensor<13xi1>
    %12 = stablehlo.and %11, %6 : tensor<13xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<13xi32>
    %14 = stablehlo.add %4, %13 : tensor<13xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<13xi1>, tensor<13xi32>
    return %15 : tensor<13xi32>
  }
  func.func private @_where_10(%arg0: tensor<12xi32>, %arg1: tensor<12xi32>, %arg2: tensor<i32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %4 = stablehlo.select %1, %arg1, %3 : tensor<12xi1>, tensor<12xi32>
    return %4 : tensor<12xi32>
  }
  func.func private @diff(%arg0: tensor<13xi32>) -> tensor<12xi32> {
    %0 = stablehlo.slice %arg0 [1:13] : (tensor<13xi32>) -> tensor<12xi32>
    %1 = stablehlo.slice %arg0 [0:12] : (tensor<13xi32>) -> tensor<12xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<12xi32>
    return %2 : tensor<12xi32>
  }
}
