module @jit_ops_bits attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi32>, %arg1: tensor<16xi32>) -> (tensor<16xi32> {jax.result_info = "result[0]"}, tensor<16xi32> {jax.result_info = "result[1]"}, tensor<16xi32> {jax.result_info = "result[2]"}, tensor<16xi32> {jax.result_info = "result[3]"}, tensor<16xi32> {jax.result_info = "result[4]"}, tensor<16xi32> {jax.result_info = "result[5]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<31> : tensor<i32>
    %0 = call @clip(%arg1, %c, %c_0) : (tensor<16xi32>, tensor<i32>, tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.shift_left %arg0, %0 : tensor<16xi32>
    %2 = stablehlo.shift_right_logical %arg0, %0 : tensor<16xi32>
    %3 = stablehlo.shift_right_arithmetic %arg0, %0 : tensor<16xi32>
    %4 = stablehlo.count_leading_zeros %arg0 : tensor<16xi32>
    %5 = stablehlo.popcnt %arg0 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %7 = stablehlo.compare EQ, %arg1, %6, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = call @_where(%7, %c_2, %arg1) : (tensor<16xi1>, tensor<i32>, tensor<16xi32>) -> tensor<16xi32>
    %9 = call @remainder(%arg0, %8) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    return %1, %2, %3, %4, %5, %9 : tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>, tensor<16xi32>
  }
  func.func private @clip(%arg0: tensor<16xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<16xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<16xi32>
    return %5 : tensor<16xi32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<i32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %2 : tensor<16xi32>
  }
  func.func private @remainder(%arg0: tensor<16xi32>, %arg1: tensor<16xi32>) -> tensor<16xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = call @_where_0(%1, %2, %arg1) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<16xi1>, tensor<16xi1>) -> tensor<16xi1>
    %12 = stablehlo.and %11, %6 : tensor<16xi1>
    %13 = stablehlo.add %4, %3 : tensor<16xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<16xi1>, tensor<16xi32>
    return %14 : tensor<16xi32>
  }
  func.func private @_where_0(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %0 : tensor<16xi32>
  }
}
