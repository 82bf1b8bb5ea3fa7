module @jit_moe_ragged attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x8x16xf32>, %arg3: tensor<4x16x8xf32>) -> (tensor<12x8xf32> {jax.result_info = "result[0]"}, tensor<4xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<12x8xf32>, tensor<8x4xf32>) -> tensor<12x4xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<12x4xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<12xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x4xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<12x4xf32>
    %7 = stablehlo.exponential %6 : tensor<12x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<12x4xf32>, tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x4xf32>
    %11 = stablehlo.divide %7, %10 : tensor<12x4xf32>
    %12 = call @argmax(%0) : (tensor<12x4xf32>) -> tensor<12xi32>
    %13 = call @argsort(%12) : (tensor<12xi32>) -> tensor<12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %15 = stablehlo.compare LT, %13, %14, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_2 = stablehlo.constant dense<12> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %17 = stablehlo.add %13, %16 : tensor<12xi32>
    %18 = stablehlo.select %15, %17, %13 : tensor<12xi1>, tensor<12xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %20 = "stablehlo.gather"(%arg0, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<12x8xf32>, tensor<12x1xi32>) -> tensor<12x8xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %22 = call @clip(%12, %c_4) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %24 = stablehlo.compare LT, %22, %23, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_6 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %26 = stablehlo.add %22, %25 : tensor<12xi32>
    %27 = stablehlo.select %24, %26, %22 : tensor<12xi1>, tensor<12xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %30 = "stablehlo.scatter"(%21, %28, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %86 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %86 : tensor<i32>
    }) : (tensor<4xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<4xi32>
    %31 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<12x8xf32>) -> tensor<4x12x8xf32>
    %32 = stablehlo.iota dim = 1 : tensor<4x12x8xi32>
    %33 = call @cumsum(%30) : (tensor<4xi32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %35 = stablehlo.slice %34 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    %36 = stablehlo.slice %33 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %37 = stablehlo.concatenate %35, %36, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %38 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4xi32>) -> tensor<4x12x8xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<4xi32>) -> tensor<4x12x8xi32>
    %40 = stablehlo.compare LE, %39, %32, SIGNED : (tensor<4x12x8xi32>, tensor<4x12x8xi32>) -> tensor<4x12x8xi1>
    %41 = stablehlo.compare LT, %32, %38, SIGNED : (tensor<4x12x8xi32>, tensor<4x12x8xi32>) -> tensor<4x12x8xi1>
    %42 = stablehlo.and %40, %41 : tensor<4x12x8xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x12x8xf32>
    %44 = stablehlo.select %42, %31, %43 : tensor<4x12x8xi1>, tensor<4x12x8xf32>
    %45 = stablehlo.dot_general %44, %arg2, contracting_dims = [2, 0] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<4x12x8xf32>, tensor<4x8x16xf32>) -> tensor<12x16xf32>
    %46 = stablehlo.multiply %45, %45 : tensor<12x16xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<12x16xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<12x16xf32>
    %50 = stablehlo.add %45, %49 : tensor<12x16xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<12x16xf32>
    %53 = stablehlo.tanh %52 : tensor<12x16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %55 = stablehlo.add %54, %53 : tensor<12x16xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<12x16xf32>
    %58 = stablehlo.multiply %45, %57 : tensor<12x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2] : (tensor<12x16xf32>) -> tensor<4x12x16xf32>
    %60 = stablehlo.iota dim = 1 : tensor<4x12x16xi32>
    %61 = call @cumsum(%30) : (tensor<4xi32>) -> tensor<4xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %63 = stablehlo.slice %62 [0:1] : (tensor<4xi32>) -> tensor<1xi32>
    %64 = stablehlo.slice %61 [0:3] : (tensor<4xi32>) -> tensor<3xi32>
    %65 = stablehlo.concatenate %63, %64, dim = 0 : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %66 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<4xi32>) -> tensor<4x12x16xi32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<4xi32>) -> tensor<4x12x16xi32>
    %68 = stablehlo.compare LE, %67, %60, SIGNED : (tensor<4x12x16xi32>, tensor<4x12x16xi32>) -> tensor<4x12x16xi1>
    %69 = stablehlo.compare LT, %60, %66, SIGNED : (tensor<4x12x16xi32>, tensor<4x12x16xi32>) -> tensor<4x12x16xi1>
    %70 = stablehlo.and %68, %69 : tensor<4x12x16xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x12x16xf32>
    %72 = stablehlo.select %70, %59, %71 : tensor<4x12x16xi1>, tensor<4x12x16xf32>
    %73 = stablehlo.dot_general %72, %arg3, contracting_dims = [2, 0] x [1, 0], precision = [HIGHEST, HIGHEST] : (tensor<4x12x16xf32>, tensor<4x16x8xf32>) -> tensor<12x8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12x8xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %76 = stablehlo.compare LT, %13, %75, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_18 = stablehlo.constant dense<12> : tensor<i32>
    %77 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %78 = stablehlo.add %13, %77 : tensor<12xi32>
    %79 = stablehlo.select %76, %78, %13 : tensor<12xi1>, tensor<12xi32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %81 = "stablehlo.scatter"(%74, %80, %73) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<12x8xf32>, tensor<12x1xi32>, tensor<12x8xf32>) -> tensor<12x8xf32>
    %82 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %83 = call @take_along_axis(%11, %82) : (tensor<12x4xf32>, tensor<12x1xi32>) -> tensor<12x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x8xf32>
    %85 = stablehlo.multiply %81, %84 : tensor<12x8xf32>
    return %85, %30 : tensor<12x8xf32>, tensor<4xi32>
  }
  func.func private @argmax(%arg0: tensor<12x4xf32>) -> tensor<12xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<12x4xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<12x4xf32>, tensor<12x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<12xf32>, tensor<12xi32>)
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
    return %1#1 : tensor<12xi32>
  }
  func.func private @argsort(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<12xi32>, tensor<12xi32>) -> (tensor<12xi32>, tensor<12xi32>)
    return %1#1 : tensor<12xi32>
  }
  func.func private @clip(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<12x4xf32>, %arg1: tensor<12x1xi32>) -> tensor<12x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<12x1xi32>, tensor<12x1xi32>) -> tensor<12x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<12x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<12x1xi1>, tensor<12x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<12x1xi32>) -> tensor<12x1x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<12x1x1xi32>, tensor<12x1x1xi32>) -> tensor<12x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<12x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<12x1x1xi32>, tensor<12x1x1xi32>) -> tensor<12x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<12x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<12x1x1xi1>, tensor<i1>) -> tensor<12x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<12x4xf32>, tensor<12x1x1xi32>) -> tensor<12x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<12x1xi1>, tensor<12x1xf32>
    return %15 : tensor<12x1xf32>
  }
}
