module @jit_scatter_apply attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<5x3xf32>, %arg2: tensor<6xi32>, %arg3: tensor<4xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<5x3xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<5x3xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<6xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<6xi1>, tensor<6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = "stablehlo.scatter"(%arg0, %5, %7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %34 = stablehlo.sine %arg4 : tensor<f32>
      %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %35 = stablehlo.multiply %34, %cst_13 : tensor<f32>
      %36 = stablehlo.multiply %arg4, %arg4 : tensor<f32>
      %37 = stablehlo.add %35, %36 : tensor<f32>
      stablehlo.return %37 : tensor<f32>
    }) : (tensor<8xf32>, tensor<6x1xi32>, tensor<6xf32>) -> tensor<8xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %10 = stablehlo.compare LT, %arg3, %9, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %12 = stablehlo.add %arg3, %11 : tensor<4xi32>
    %13 = stablehlo.select %10, %12, %arg3 : tensor<4xi1>, tensor<4xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %17 = "stablehlo.scatter"(%arg1, %14, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %34 = stablehlo.tanh %arg4 : tensor<f32>
      %cst_13 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %35 = stablehlo.multiply %cst_13, %arg4 : tensor<f32>
      %36 = stablehlo.subtract %34, %35 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<4x1xi32>, tensor<4x3xf32>) -> tensor<5x3xf32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = "stablehlo.scatter"(%arg0, %18, %cst_7) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %34 = stablehlo.exponential %arg4 : tensor<f32>
      stablehlo.return %34 : tensor<f32>
    }) : (tensor<8xf32>, tensor<1xi32>, tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.reshape %arg3 : (tensor<4xi32>) -> tensor<2x2xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %22 = stablehlo.compare LT, %20, %21, SIGNED : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %24 = stablehlo.add %20, %23 : tensor<2x2xi32>
    %25 = stablehlo.select %22, %24, %20 : tensor<2x2xi1>, tensor<2x2xi32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<2x2xi32>
    %27 = stablehlo.convert %26 : tensor<2x2xi32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %30 = stablehlo.concatenate %28, %29, dim = 2 : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %33 = "stablehlo.scatter"(%arg1, %30, %32) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %34 = stablehlo.multiply %arg4, %cst_13 : tensor<f32>
      %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %35 = stablehlo.add %34, %cst_14 : tensor<f32>
      stablehlo.return %35 : tensor<f32>
    }) : (tensor<5x3xf32>, tensor<2x2x2xi32>, tensor<2x2xf32>) -> tensor<5x3xf32>
    return %8, %17, %19, %33 : tensor<8xf32>, tensor<5x3xf32>, tensor<8xf32>, tensor<5x3xf32>
  }
}
