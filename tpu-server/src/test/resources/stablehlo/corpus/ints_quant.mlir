module @jit_ints attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xi32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<i32> {jax.result_info = "result[2]"}, tensor<3xi32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[1, 2, 2, 3]> : tensor<4xi32>
    %cst = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x8xf32>
    %2 = call @round(%1) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %c_0 = stablehlo.constant dense<-127> : tensor<i32>
    %c_1 = stablehlo.constant dense<127> : tensor<i32>
    %3 = call @clip(%2, %c_0, %c_1) : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    %4 = stablehlo.convert %3 : (tensor<4x8xf32>) -> tensor<4x8xi8>
    %5 = stablehlo.convert %4 : (tensor<4x8xi8>) -> tensor<4x8xi32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %7 = stablehlo.multiply %5, %6 : tensor<4x8xi32>
    %8 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf16>
    %9 = stablehlo.convert %8 : (tensor<4x8xf16>) -> tensor<4x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %11 = stablehlo.compare GT, %arg0, %10, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %12 = stablehlo.convert %11 : (tensor<4x8xi1>) -> tensor<4x8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.reduce(%12 init: %c_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xi32>, tensor<i32>) -> tensor<i32>
    %14:2 = call @_unique_sorted_mask(%c) : (tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>)
    %15 = call @cumsum(%14#1) : (tensor<4xi1>) -> tensor<4xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = call @clip_1(%15, %c_6) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_8 = stablehlo.constant dense<3> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %21 = stablehlo.add %17, %20 : tensor<4xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<4xi1>, tensor<4xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %25 = "stablehlo.scatter"(%16, %23, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %36 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %36 : tensor<i32>
    }) : (tensor<3xi32>, tensor<4x1xi32>, tensor<4xi32>) -> tensor<3xi32>
    %26 = call @cumsum_2(%25) : (tensor<3xi32>) -> tensor<3xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %27 = call @floor_divide(%26, %c_10) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_11 = stablehlo.constant dense<4> : tensor<i32>
    %28 = call @remainder(%27, %c_11) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_13 = stablehlo.constant dense<4> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %32 = stablehlo.add %28, %31 : tensor<3xi32>
    %33 = stablehlo.select %30, %32, %28 : tensor<3xi1>, tensor<3xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %35 = "stablehlo.gather"(%14#0, %34) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<3x1xi32>) -> tensor<3xi32>
    return %7, %9, %13, %35 : tensor<4x8xi32>, tensor<4x8xf32>, tensor<i32>, tensor<3xi32>
  }
  func.func private @round(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @clip(%arg0: tensor<4x8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x8xf32>
    return %5 : tensor<4x8xf32>
  }
  func.func private @_unique_sorted_mask(%arg0: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi1>) {
    %0 = stablehlo.reshape %arg0 : (tensor<4xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x1xi32>) -> tensor<1x4xi32>
    %2 = stablehlo.reverse %1, dims = [0] : tensor<1x4xi32>
    %3 = call @lexsort(%2) : (tensor<1x4xi32>) -> tensor<4xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.compare LT, %3, %4, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %7 = stablehlo.add %3, %6 : tensor<4xi32>
    %8 = stablehlo.select %5, %7, %3 : tensor<4xi1>, tensor<4xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %10 = "stablehlo.gather"(%arg0, %9) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<4xi32>, tensor<4x1xi32>) -> tensor<4xi32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %12 = stablehlo.slice %10 [1:4] : (tensor<4xi32>) -> tensor<3xi32>
    %13 = stablehlo.slice %10 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %14 = stablehlo.compare NE, %12, %13, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c_2) applies stablehlo.or across dimensions = [] : (tensor<3xi1>, tensor<i1>) -> tensor<3xi1>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = "stablehlo.scatter"(%11, %16, %15) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg1: tensor<i1>, %arg2: tensor<i1>):
      stablehlo.return %arg2 : tensor<i1>
    }) : (tensor<4xi1>, tensor<1xi32>, tensor<3xi1>) -> tensor<4xi1>
    return %10, %17 : tensor<4xi32>, tensor<4xi1>
  }
  func.func private @lexsort(%arg0: tensor<1x4xi32>) -> tensor<4xi32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:4] : (tensor<1x4xi32>) -> tensor<1x4xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x4xi32>) -> tensor<4xi32>
    %2 = stablehlo.iota dim = 0 : tensor<4xi32>
    %3:2 = "stablehlo.sort"(%1, %2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %4 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    }) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)
    return %3#1 : tensor<4xi32>
  }
  func.func private @cumsum(%arg0: tensor<4xi1>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<4xi1>) -> tensor<4xi32>
    %1 = call @cumsum_0(%0) : (tensor<4xi32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @clip_1(%arg0: tensor<4xi32>, %arg1: tensor<i32>) -> tensor<4xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4xi32>
    return %2 : tensor<4xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %0 = call @cumsum_3(%arg0) : (tensor<3xi32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<3xi32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[2, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 3>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    return %1 : tensor<3xi32>
  }
  func.func private @floor_divide(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<3xi32>
    %2 = stablehlo.sign %arg0 : tensor<3xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %10 = stablehlo.and %5, %9 : tensor<3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<3xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %13 : tensor<3xi32>
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
    %2 = call @_where_4(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
