module @jit_top_p_sampling attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>, %arg1: tensor<4x11xf32>, %arg2: tensor<f32>) -> (tensor<4x11xf32> {jax.result_info = "result[0]"}, tensor<3x4xi32> {jax.result_info = "result[1]"}, tensor<4xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x11xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<4x11xf32>
    %2 = stablehlo.negate %1 : tensor<4x11xf32>
    %3 = call @argsort(%2) : (tensor<4x11xf32>) -> tensor<4x11xi32>
    %4 = call @take_along_axis(%1, %3) : (tensor<4x11xf32>, tensor<4x11xi32>) -> tensor<4x11xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x11xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x11xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x11xf32>
    %11 = stablehlo.exponential %10 : tensor<4x11xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x11xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x11xf32>
    %15 = stablehlo.divide %11, %14 : tensor<4x11xf32>
    %16 = call @cumsum(%15) : (tensor<4x11xf32>) -> tensor<4x11xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<4x11xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<4xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x11xf32>
    %22 = stablehlo.subtract %4, %21 : tensor<4x11xf32>
    %23 = stablehlo.exponential %22 : tensor<4x11xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x11xf32>, tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x11xf32>
    %27 = stablehlo.divide %23, %26 : tensor<4x11xf32>
    %28 = stablehlo.subtract %16, %27 : tensor<4x11xf32>
    %cst_5 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x11xf32>
    %30 = stablehlo.compare LT, %28, %29, FLOAT : (tensor<4x11xf32>, tensor<4x11xf32>) -> tensor<4x11xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4x11xi1>
    %32 = stablehlo.iota dim = 0 : tensor<4xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %35 = stablehlo.compare LT, %33, %34, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %37 = stablehlo.add %33, %36 : tensor<4x1xi32>
    %38 = stablehlo.select %35, %37, %33 : tensor<4x1xi1>, tensor<4x1xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4x11xi32>
    %40 = stablehlo.compare LT, %3, %39, SIGNED : (tensor<4x11xi32>, tensor<4x11xi32>) -> tensor<4x11xi1>
    %c_9 = stablehlo.constant dense<11> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<4x11xi32>
    %42 = stablehlo.add %3, %41 : tensor<4x11xi32>
    %43 = stablehlo.select %40, %42, %3 : tensor<4x11xi1>, tensor<4x11xi32>
    %44 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x11xi32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<4x11xi32>) -> tensor<4x11x1xi32>
    %46 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<4x11xi32>) -> tensor<4x11x1xi32>
    %47 = stablehlo.concatenate %45, %46, dim = 2 : (tensor<4x11x1xi32>, tensor<4x11x1xi32>) -> tensor<4x11x2xi32>
    %48 = "stablehlo.scatter"(%31, %47, %30) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<i1>, %arg4: tensor<i1>):
      stablehlo.return %arg4 : tensor<i1>
    }) : (tensor<4x11xi1>, tensor<4x11x2xi32>, tensor<4x11xi1>) -> tensor<4x11xi1>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = call @_where(%48, %1, %cst_10) : (tensor<4x11xi1>, tensor<4x11xf32>, tensor<f32>) -> tensor<4x11xf32>
    %50 = call @_gumbel(%arg0) : (tensor<2xui32>) -> tensor<3x4x11xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [1, 2] : (tensor<4x11xf32>) -> tensor<1x4x11xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x4x11xf32>) -> tensor<3x4x11xf32>
    %53 = stablehlo.add %50, %52 : tensor<3x4x11xf32>
    %54 = call @argmax(%53) : (tensor<3x4x11xf32>) -> tensor<3x4xi32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.reduce(%49 init: %cst_11) applies stablehlo.maximum across dimensions = [1] : (tensor<4x11xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %57 = stablehlo.maximum %56, %55 : tensor<4xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x11xf32>
    %60 = stablehlo.subtract %49, %59 : tensor<4x11xf32>
    %61 = stablehlo.exponential %60 : tensor<4x11xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<4x11xf32>, tensor<f32>) -> tensor<4xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x11xf32>
    %65 = stablehlo.divide %61, %64 : tensor<4x11xf32>
    %66 = stablehlo.convert %48 : (tensor<4x11xi1>) -> tensor<4x11xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.reduce(%66 init: %c_14) applies stablehlo.add across dimensions = [1] : (tensor<4x11xi32>, tensor<i32>) -> tensor<4xi32>
    return %65, %54, %67 : tensor<4x11xf32>, tensor<3x4xi32>, tensor<4xi32>
  }
  func.func private @argsort(%arg0: tensor<4x11xf32>) -> tensor<4x11xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x11xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
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
    }) : (tensor<4x11xf32>, tensor<4x11xi32>) -> (tensor<4x11xf32>, tensor<4x11xi32>)
    return %1#1 : tensor<4x11xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x11xf32>, %arg1: tensor<4x11xi32>) -> tensor<4x11xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x11xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x11xi32>, tensor<4x11xi32>) -> tensor<4x11xi1>
    %c_0 = stablehlo.constant dense<11> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x11xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x11xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x11xi1>, tensor<4x11xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x11xi32>) -> tensor<4x11x1xi32>
    %c_1 = stablehlo.constant dense<10> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x11x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x11x1xi32>, tensor<4x11x1xi32>) -> tensor<4x11x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x11x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x11x1xi32>, tensor<4x11x1xi32>) -> tensor<4x11x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x11x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x11x1xi1>, tensor<i1>) -> tensor<4x11xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x11xf32>, tensor<4x11x1xi32>) -> tensor<4x11xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x11xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x11xi1>, tensor<4x11xf32>
    return %15 : tensor<4x11xf32>
  }
  func.func private @cumsum(%arg0: tensor<4x11xf32>) -> tensor<4x11xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<4x11xf32>) -> tensor<4x11xf32>
    return %0 : tensor<4x11xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<4x11xf32>) -> tensor<4x11xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [10, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 11>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x11xf32>, tensor<f32>) -> tensor<4x11xf32>
    return %1 : tensor<4x11xf32>
  }
  func.func private @_where(%arg0: tensor<4x11xi1>, %arg1: tensor<4x11xf32>, %arg2: tensor<f32>) -> tensor<4x11xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x11xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x11xi1>, tensor<4x11xf32>
    return %2 : tensor<4x11xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<3x4x11xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x4x11xf32>
    %1 = stablehlo.log %0 : tensor<3x4x11xf32>
    %2 = stablehlo.negate %1 : tensor<3x4x11xf32>
    %3 = stablehlo.log %2 : tensor<3x4x11xf32>
    %4 = stablehlo.negate %3 : tensor<3x4x11xf32>
    return %4 : tensor<3x4x11xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x4x11xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<3x4x11xui64>
    %8 = stablehlo.iota dim = 1 : tensor<3x4x11xui64>
    %9 = stablehlo.iota dim = 2 : tensor<3x4x11xui64>
    %c = stablehlo.constant dense<44> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x4x11xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<3x4x11xui64>
    %c_0 = stablehlo.constant dense<11> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x4x11xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<3x4x11xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x4x11xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<3x4x11xui64>
    %16 = stablehlo.add %11, %13 : tensor<3x4x11xui64>
    %17 = stablehlo.add %16, %15 : tensor<3x4x11xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x4x11xui64>
    %19 = stablehlo.shift_right_logical %17, %18 : tensor<3x4x11xui64>
    %20 = stablehlo.convert %17 : (tensor<3x4x11xui64>) -> tensor<3x4x11xui32>
    %21 = stablehlo.convert %19 : (tensor<3x4x11xui64>) -> tensor<3x4x11xui32>
    %22:2 = call @threefry2x32(%4, %6, %21, %20) : (tensor<ui32>, tensor<ui32>, tensor<3x4x11xui32>, tensor<3x4x11xui32>) -> (tensor<3x4x11xui32>, tensor<3x4x11xui32>)
    %23 = stablehlo.xor %22#0, %22#1 : tensor<3x4x11xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %25 = stablehlo.shift_right_logical %23, %24 : tensor<3x4x11xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %27 = stablehlo.or %25, %26 : tensor<3x4x11xui32>
    %28 = stablehlo.bitcast_convert %27 : (tensor<3x4x11xui32>) -> tensor<3x4x11xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x11xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<3x4x11xf32>
    %31 = stablehlo.subtract %2, %1 : tensor<1x1x1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x4x11xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<3x4x11xf32>
    %34 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x4x11xf32>
    %35 = stablehlo.add %33, %34 : tensor<3x4x11xf32>
    %36 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<3x4x11xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<3x4x11xf32>
    return %37 : tensor<3x4x11xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x4x11xui32>, %arg3: tensor<3x4x11xui32>) -> (tensor<3x4x11xui32>, tensor<3x4x11xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x4x11xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x4x11xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x4x11xui32>, tensor<3x4x11xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x4x11xui32>, tensor<3x4x11xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4x11xui32>, tensor<3x4x11xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x4x11xui32>, tensor<3x4x11xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x4x11xui32>, tensor<3x4x11xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<3x4x11xui32>, %arg2: tensor<3x4x11xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x4x11xui32>, tensor<3x4x11xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x4x11xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x4x11xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x4x11xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x4x11xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x4x11xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x4x11xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x4x11xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x4x11xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x4x11xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x4x11xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x4x11xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x4x11xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x4x11xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x4x11xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x4x11xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x4x11xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x4x11xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x4x11xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x4x11xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x4x11xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x4x11xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x4x11xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x4x11xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x4x11xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x4x11xui32>, tensor<3x4x11xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<3x4x11xf32>) -> tensor<3x4xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<3x4x11xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<3x4x11xf32>, tensor<3x4x11xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x4xf32>, tensor<3x4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<3x4xi32>
  }
}
