module @jit_sort_multikey attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xi32>, %arg2: tensor<12xf32>, %arg3: tensor<3x8xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xi32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xi32> {jax.result_info = "result[3]"}, tensor<12xi32> {jax.result_info = "result[4]"}, tensor<3x3xi32> {jax.result_info = "result[5]"}, tensor<3xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}) {
    %0:3 = "stablehlo.sort"(%arg0, %arg1, %arg2) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.compare EQ, %arg4, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.select %12, %cst_0, %arg4 : tensor<i1>, tensor<f32>
      %14 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %15 = stablehlo.select %14, %cst_1, %13 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.compare EQ, %arg5, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.select %16, %cst_3, %arg5 : tensor<i1>, tensor<f32>
      %18 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %19 = stablehlo.select %18, %cst_4, %17 : tensor<i1>, tensor<f32>
      %20 = stablehlo.compare LT, %arg6, %arg7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %21 = stablehlo.compare LT, %15, %19, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %22 = stablehlo.compare EQ, %15, %19, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %23 = stablehlo.and %22, %20 : tensor<i1>
      %24 = stablehlo.or %21, %23 : tensor<i1>
      stablehlo.return %24 : tensor<i1>
    }) : (tensor<12xf32>, tensor<12xi32>, tensor<12xf32>) -> (tensor<12xf32>, tensor<12xi32>, tensor<12xf32>)
    %1 = call @lexsort(%arg2, %arg0) : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi32>
    %2 = call @argsort(%arg0) : (tensor<12xf32>) -> tensor<12xi32>
    %3 = call @argpartition(%arg3) : (tensor<3x8xf32>) -> tensor<3x8xi32>
    %4 = stablehlo.slice %3 [0:3, 0:3] : (tensor<3x8xi32>) -> tensor<3x3xi32>
    %5 = call @sort(%4) : (tensor<3x3xi32>) -> tensor<3x3xi32>
    %6 = call @partition(%arg3) : (tensor<3x8xf32>) -> tensor<3x8xf32>
    %7 = stablehlo.slice %6 [0:3, 3:4] : (tensor<3x8xf32>) -> tensor<3x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<3x1xf32>) -> tensor<3xf32>
    %9 = stablehlo.negate %arg0 : tensor<12xf32>
    %10 = call @sort_0(%9) : (tensor<12xf32>) -> tensor<12xf32>
    %11 = stablehlo.negate %10 : tensor<12xf32>
    return %0#0, %0#1, %0#2, %1, %2, %5, %8, %11 : tensor<12xf32>, tensor<12xi32>, tensor<12xf32>, tensor<12xi32>, tensor<12xi32>, tensor<3x3xi32>, tensor<3xf32>, tensor<12xf32>
  }
  func.func private @lexsort(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %1:3 = "stablehlo.sort"(%arg1, %arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg2 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg3, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg3 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.compare EQ, %arg4, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.select %10, %cst_6, %arg4 : tensor<i1>, tensor<f32>
      %12 = stablehlo.compare NE, %arg4, %arg4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %13 = stablehlo.select %12, %cst_7, %11 : tensor<i1>, tensor<f32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.compare EQ, %arg5, %cst_8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.select %14, %cst_9, %arg5 : tensor<i1>, tensor<f32>
      %16 = stablehlo.compare NE, %arg5, %arg5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_10 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %17 = stablehlo.select %16, %cst_10, %15 : tensor<i1>, tensor<f32>
      %18 = stablehlo.compare LT, %13, %17, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %19 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %20 = stablehlo.compare EQ, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = stablehlo.and %20, %18 : tensor<i1>
      %22 = stablehlo.or %19, %21 : tensor<i1>
      stablehlo.return %22 : tensor<i1>
    }) : (tensor<12xf32>, tensor<12xf32>, tensor<12xi32>) -> (tensor<12xf32>, tensor<12xf32>, tensor<12xi32>)
    return %1#2 : tensor<12xi32>
  }
  func.func private @argsort(%arg0: tensor<12xf32>) -> tensor<12xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
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
    }) : (tensor<12xf32>, tensor<12xi32>) -> (tensor<12xf32>, tensor<12xi32>)
    return %1#1 : tensor<12xi32>
  }
  func.func private @argpartition(%arg0: tensor<3x8xf32>) -> tensor<3x8xi32> {
    %0 = stablehlo.negate %arg0 : tensor<3x8xf32>
    %values, %indices = chlo.top_k(%0, k = 4) : tensor<3x8xf32> -> (tensor<3x4xf32>, tensor<3x4xi32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %3 = stablehlo.compare LT, %indices, %2, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %5 = stablehlo.add %indices, %4 : tensor<3x4xi32>
    %6 = stablehlo.select %3, %5, %indices : tensor<3x4xi1>, tensor<3x4xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<3x4xi32>) -> tensor<3x4x1xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<4xf32>) -> tensor<3x4xf32>
    %10 = "stablehlo.scatter"(%1, %7, %9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      stablehlo.return %arg2 : tensor<f32>
    }) : (tensor<3x8xf32>, tensor<3x4x1xi32>, tensor<3x4xf32>) -> tensor<3x8xf32>
    %values_2, %indices_3 = chlo.top_k(%10, k = 4) : tensor<3x8xf32> -> (tensor<3x4xf32>, tensor<3x4xi32>)
    %11 = stablehlo.concatenate %indices, %indices_3, dim = 1 : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x8xi32>
    return %11 : tensor<3x8xi32>
  }
  func.func private @sort(%arg0: tensor<3x3xi32>) -> tensor<3x3xi32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %1 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<3x3xi32>) -> tensor<3x3xi32>
    return %0 : tensor<3x3xi32>
  }
  func.func private @partition(%arg0: tensor<3x8xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<3x8xf32>
    %values, %indices = chlo.top_k(%0, k = 4) : tensor<3x8xf32> -> (tensor<3x4xf32>, tensor<3x4xi32>)
    %1 = stablehlo.negate %values : tensor<3x4xf32>
    %values_0, %indices_1 = chlo.top_k(%arg0, k = 4) : tensor<3x8xf32> -> (tensor<3x4xf32>, tensor<3x4xi32>)
    %2 = stablehlo.concatenate %1, %values_0, dim = 1 : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x8xf32>
    return %2 : tensor<3x8xf32>
  }
  func.func private @sort_0(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<12xf32>) -> tensor<12xf32>
    return %0 : tensor<12xf32>
  }
}
