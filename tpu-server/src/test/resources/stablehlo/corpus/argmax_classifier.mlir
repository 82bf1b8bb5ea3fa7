module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<32x5xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<2x12xi32>) -> (tensor<2xi32> {jax.result_info = "result[0]"}, tensor<2xi32> {jax.result_info = "result[1]"}, tensor<2x5xf32> {jax.result_info = "result[2]"}) {
    %0 = call @_take(%arg4, %arg5) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x32xf32>
    %4 = stablehlo.dot_general %3, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %7 = stablehlo.add %4, %6 : tensor<2x32xf32>
    %8 = call @relu(%7) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %9 = stablehlo.dot_general %8, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x5xf32>) -> tensor<2x5xf32>
    %10 = stablehlo.reshape %arg0 : (tensor<5xf32>) -> tensor<1x5xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x5xf32>
    %13 = call @argmax(%12) : (tensor<2x5xf32>) -> tensor<2xi32>
    %14 = call @argmin(%12) : (tensor<2x5xf32>) -> tensor<2xi32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<2xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %20 = stablehlo.subtract %12, %19 : tensor<2x5xf32>
    %21 = stablehlo.exponential %20 : tensor<2x5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %25 = stablehlo.divide %21, %24 : tensor<2x5xf32>
    return %13, %14, %25 : tensor<2xi32>, tensor<2xi32>, tensor<2x5xf32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<2x12xi32>) -> tensor<2x12x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x12xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x12xi1>, tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x12x1xi1>, tensor<i1>) -> tensor<2x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x12x1xi32>) -> tensor<2x12x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x12x32xi1>, tensor<2x12x32xf32>
    return %16 : tensor<2x12x32xf32>
  }
  func.func private @_where(%arg0: tensor<2x12xi1>, %arg1: tensor<2x12xi32>, %arg2: tensor<2x12xi32>) -> tensor<2x12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x12xi1>, tensor<2x12xi32>
    return %0 : tensor<2x12xi32>
  }
  func.func private @relu(%arg0: tensor<2x32xf32>) -> tensor<2x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
  }
  func.func private @argmax(%arg0: tensor<2x5xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x5xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
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
    return %1#1 : tensor<2xi32>
  }
  func.func private @argmin(%arg0: tensor<2x5xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x5xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
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
    return %1#1 : tensor<2xi32>
  }
}
