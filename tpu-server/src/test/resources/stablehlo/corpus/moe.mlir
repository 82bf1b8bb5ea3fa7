module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<64xf32>, %arg3: tensor<16x64xf32>, %arg4: tensor<64x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<4x16x32xf32>, %arg7: tensor<4x32x16xf32>, %arg8: tensor<2x10xi32>) -> (tensor<2x10x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg4, %arg8) : (tensor<64x16xf32>, tensor<2x10xi32>) -> tensor<2x10x16xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x16xf32>, tensor<16x4xf32>) -> tensor<2x10x4xf32>
    %2 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x10x4xf32>
    %4 = stablehlo.add %1, %3 : tensor<2x10x4xf32>
    %values, %indices = chlo.top_k(%4, k = 2) : tensor<2x10x4xf32> -> (tensor<2x10x2xf32>, tensor<2x10x2xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%values init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x10x2xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<2x10xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x2xf32>
    %10 = stablehlo.subtract %values, %9 : tensor<2x10x2xf32>
    %11 = stablehlo.exponential %10 : tensor<2x10x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x10x2xf32>, tensor<f32>) -> tensor<2x10xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x2xf32>
    %15 = stablehlo.divide %11, %14 : tensor<2x10x2xf32>
    %16 = call @_one_hot(%indices) : (tensor<2x10x2xi32>) -> tensor<2x10x2x4xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x10x2xf32>) -> tensor<2x10x2x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<2x10x2x1xf32>) -> tensor<2x10x2x4xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<2x10x2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x10x2x4xf32>, tensor<f32>) -> tensor<2x10x4xf32>
    %21 = stablehlo.dot_general %0, %arg6, contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x10x16xf32>, tensor<4x16x32xf32>) -> tensor<2x10x4x32xf32>
    %22 = call @silu(%21) : (tensor<2x10x4x32xf32>) -> tensor<2x10x4x32xf32>
    %23 = stablehlo.dot_general %arg7, %22, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<4x32x16xf32>, tensor<2x10x4x32xf32>) -> tensor<4x16x2x10xf32>
    %24 = stablehlo.transpose %23, dims = [2, 3, 0, 1] : (tensor<4x16x2x10xf32>) -> tensor<2x10x4x16xf32>
    %25 = stablehlo.dot_general %24, %20, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x10x4x16xf32>, tensor<2x10x4xf32>) -> tensor<2x10x16xf32>
    %26 = stablehlo.add %0, %25 : tensor<2x10x16xf32>
    %27 = chlo.square %26 : tensor<2x10x16xf32> -> tensor<2x10x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x10x16xf32>, tensor<f32>) -> tensor<2x10xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %30 = stablehlo.divide %28, %29 : tensor<2x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x10xf32>) -> tensor<2x10x1xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %35 = stablehlo.subtract %26, %34 : tensor<2x10x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x10x1xf32>
    %37 = stablehlo.add %33, %36 : tensor<2x10x1xf32>
    %38 = stablehlo.rsqrt %37 : tensor<2x10x1xf32>
    %39 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<2x10x1xf32>) -> tensor<2x10x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<2x10x16xf32>
    %43 = stablehlo.multiply %35, %42 : tensor<2x10x16xf32>
    %44 = stablehlo.dot_general %43, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x16xf32>, tensor<16x64xf32>) -> tensor<2x10x64xf32>
    %45 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x10x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x10x64xf32>
    return %47 : tensor<2x10x64xf32>
  }
  func.func private @_take(%arg0: tensor<64x16xf32>, %arg1: tensor<2x10xi32>) -> tensor<2x10x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x10xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x10xi1>, tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x10xi32>) -> tensor<2x10x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x10x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x10x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x10x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x10x1xi1>, tensor<i1>) -> tensor<2x10xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<2x10x1xi32>) -> tensor<2x10x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x10xi1>) -> tensor<2x10x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x10x16xi1>, tensor<2x10x16xf32>
    return %16 : tensor<2x10x16xf32>
  }
  func.func private @_where(%arg0: tensor<2x10xi1>, %arg1: tensor<2x10xi32>, %arg2: tensor<2x10xi32>) -> tensor<2x10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x10xi1>, tensor<2x10xi32>
    return %0 : tensor<2x10xi32>
  }
  func.func private @_one_hot(%arg0: tensor<2x10x2xi32>) -> tensor<2x10x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<2x10x2xi32>) -> tensor<2x10x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x10x2x1xi32>) -> tensor<2x10x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xi32>) -> tensor<2x10x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x10x2x4xi32>, tensor<2x10x2x4xi32>) -> tensor<2x10x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<2x10x2x4xi1>) -> tensor<2x10x2x4xf32>
    return %5 : tensor<2x10x2x4xf32>
  }
  func.func private @silu(%arg0: tensor<2x10x4x32xf32>) -> tensor<2x10x4x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x10x4x32xf32>
    %1 = stablehlo.exponential %0 : tensor<2x10x4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x4x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x10x4x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x10x4x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x10x4x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x10x4x32xf32>
    return %6 : tensor<2x10x4x32xf32>
  }
}
