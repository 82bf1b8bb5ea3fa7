module @jit_retnet_retention attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<2xf32>) -> (tensor<7x2x4xf32> {jax.result_info = "result[0]"}, tensor<7x2x4xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x8xf32>, tensor<8x8xf32>) -> tensor<7x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<7x8xf32>) -> tensor<7x2x4xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<7x2x4xf32>) -> tensor<2x7x4xf32>
    %3 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x8xf32>, tensor<8x8xf32>) -> tensor<7x8xf32>
    %4 = stablehlo.reshape %3 : (tensor<7x8xf32>) -> tensor<7x2x4xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0, 2] : (tensor<7x2x4xf32>) -> tensor<2x7x4xf32>
    %6 = stablehlo.dot_general %arg0, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<7x8xf32>, tensor<8x8xf32>) -> tensor<7x8xf32>
    %7 = stablehlo.reshape %6 : (tensor<7x8xf32>) -> tensor<7x2x4xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0, 2] : (tensor<7x2x4xf32>) -> tensor<2x7x4xf32>
    %9 = stablehlo.iota dim = 0 : tensor<7xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<7xi32>) -> tensor<1x7xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x7xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x7xi32>) -> tensor<7x7xi32>
    %14 = stablehlo.subtract %12, %13 : tensor<7x7xi32>
    %15 = stablehlo.convert %14 : (tensor<7x7xi32>) -> tensor<7x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %17 = stablehlo.compare GE, %15, %16, FLOAT : (tensor<7x7xf32>, tensor<7x7xf32>) -> tensor<7x7xi1>
    %18 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %20 = stablehlo.maximum %15, %19 : tensor<7x7xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2] : (tensor<7x7xf32>) -> tensor<1x7x7xf32>
    %22 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x7x7xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x7x7xf32>) -> tensor<2x7x7xf32>
    %24 = stablehlo.power %22, %23 : tensor<2x7x7xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = call @_where(%17, %24, %cst_1) : (tensor<7x7xi1>, tensor<2x7x7xf32>, tensor<f32>) -> tensor<2x7x7xf32>
    %26 = stablehlo.transpose %5, dims = [0, 2, 1] : (tensor<2x7x4xf32>) -> tensor<2x4x7xf32>
    %27 = stablehlo.dot_general %2, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4xf32>, tensor<2x4x7xf32>) -> tensor<2x7x7xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<2x7x7xf32>
    %29 = stablehlo.dot_general %28, %8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x7xf32>, tensor<2x7x4xf32>) -> tensor<2x7x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %31 = stablehlo.transpose %2, dims = [1, 0, 2] : (tensor<2x7x4xf32>) -> tensor<7x2x4xf32>
    %32 = stablehlo.transpose %5, dims = [1, 0, 2] : (tensor<2x7x4xf32>) -> tensor<7x2x4xf32>
    %33 = stablehlo.transpose %8, dims = [1, 0, 2] : (tensor<2x7x4xf32>) -> tensor<7x2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %35:7 = stablehlo.while(%iterArg = %31, %iterArg_4 = %32, %iterArg_5 = %33, %iterArg_6 = %arg4, %iterArg_7 = %c, %iterArg_8 = %30, %iterArg_9 = %34) : tensor<7x2x4xf32>, tensor<7x2x4xf32>, tensor<7x2x4xf32>, tensor<2xf32>, tensor<i32>, tensor<2x4x4xf32>, tensor<7x2x4xf32>
    cond {
      %c_10 = stablehlo.constant dense<7> : tensor<i32>
      %37 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %37 : tensor<i1>
    } do {
      %37 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<7x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %38 = func.call @dynamic_index_in_dim(%iterArg_4, %iterArg_7) : (tensor<7x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %39 = func.call @dynamic_index_in_dim(%iterArg_5, %iterArg_7) : (tensor<7x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %40:2 = func.call @closed_call(%iterArg_6, %iterArg_8, %37, %38, %39) : (tensor<2xf32>, tensor<2x4x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4xf32>)
      %41 = func.call @dynamic_update_index_in_dim(%iterArg_9, %40#1, %iterArg_7) : (tensor<7x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<7x2x4xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %42 = stablehlo.add %iterArg_7, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %42, %40#0, %41 : tensor<7x2x4xf32>, tensor<7x2x4xf32>, tensor<7x2x4xf32>, tensor<2xf32>, tensor<i32>, tensor<2x4x4xf32>, tensor<7x2x4xf32>
    }
    %36 = stablehlo.transpose %29, dims = [1, 0, 2] : (tensor<2x7x4xf32>) -> tensor<7x2x4xf32>
    return %36, %35#6 : tensor<7x2x4xf32>, tensor<7x2x4xf32>
  }
  func.func private @_where(%arg0: tensor<7x7xi1>, %arg1: tensor<2x7x7xf32>, %arg2: tensor<f32>) -> tensor<2x7x7xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<7x7xi1>) -> tensor<2x7x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x7x7xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x7x7xi1>, tensor<2x7x7xf32>
    return %3 : tensor<2x7x7xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 4] : (tensor<7x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<2xf32>, %arg1: tensor<2x4x4xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<2x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x4x4xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<2x4x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %arg4, dims = [0, 2] : (tensor<2x4xf32>) -> tensor<2x1x4xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x4xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<2x1x4xf32>) -> tensor<2x4x4xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x4x4xf32>
    %8 = stablehlo.add %2, %7 : tensor<2x4x4xf32>
    %9 = stablehlo.dot_general %arg2, %8, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4xf32>
    return %8, %9 : tensor<2x4x4xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>) -> tensor<7x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<7x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x2x4xf32>
    return %1 : tensor<7x2x4xf32>
  }
}
