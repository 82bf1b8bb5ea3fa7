module @jit_round_cond_map attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x5xf32>, %arg1: tensor<6xf32>) -> (tensor<6x5xf32> {jax.result_info = "result[0]"}, tensor<6x5xf32> {jax.result_info = "result[1]"}, tensor<6x5xf32> {jax.result_info = "result[2]"}, tensor<6x5xf32> {jax.result_info = "result[3]"}, tensor<6x5xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.round_nearest_afz %arg0 : tensor<6x5xf32>
    %1 = call @round(%arg0) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<6x5xf32>, tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.compare GT, %2, %arg1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %4 = stablehlo.convert %3 : (tensor<6xi1>) -> tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare EQ, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<6xi1>) -> tensor<6x5xi1>
    %8 = stablehlo.select %7, %arg0, %arg0 : tensor<6x5xi1>, tensor<6x5xf32>
    %9 = stablehlo.cosine %8 : tensor<6x5xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<6x5xf32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %13 = stablehlo.compare EQ, %4, %12, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<6xi1>) -> tensor<6x5xi1>
    %15 = stablehlo.select %14, %arg0, %arg0 : tensor<6x5xi1>, tensor<6x5xf32>
    %16 = stablehlo.sine %15 : tensor<6x5xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<6x5xf32>
    %19 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<6xi32>) -> tensor<6x5xi32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<6x5xi32>
    %21 = stablehlo.compare LT, %19, %20, SIGNED : (tensor<6x5xi32>, tensor<6x5xi32>) -> tensor<6x5xi1>
    %22 = stablehlo.select %21, %11, %18 : tensor<6x5xi1>, tensor<6x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x5xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %24:3 = stablehlo.while(%iterArg = %arg0, %iterArg_15 = %c_5, %iterArg_16 = %23) : tensor<6x5xf32>, tensor<i32>, tensor<6x5xf32>
    cond {
      %c_17 = stablehlo.constant dense<6> : tensor<i32>
      %53 = stablehlo.compare LT, %iterArg_15, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %53 : tensor<i1>
    } do {
      %53 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_15) : (tensor<6x5xf32>, tensor<i32>) -> tensor<5xf32>
      %54 = func.call @closed_call(%53) : (tensor<5xf32>) -> tensor<5xf32>
      %55 = func.call @dynamic_update_index_in_dim(%iterArg_16, %54, %iterArg_15) : (tensor<6x5xf32>, tensor<5xf32>, tensor<i32>) -> tensor<6x5xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %56 = stablehlo.add %iterArg_15, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %56, %55 : tensor<6x5xf32>, tensor<i32>, tensor<6x5xf32>
    }
    %25 = stablehlo.round_nearest_afz %arg1 : tensor<6xf32>
    %26 = stablehlo.convert %25 : (tensor<6xf32>) -> tensor<6xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %27 = call @clip(%26, %c_6, %c_7) : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %29 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %30 = stablehlo.clamp %28, %27, %29 : tensor<6xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %32 = stablehlo.compare EQ, %30, %31, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<6xi1>) -> tensor<6x5xi1>
    %34 = stablehlo.select %33, %arg0, %arg0 : tensor<6x5xi1>, tensor<6x5xf32>
    %35 = stablehlo.tanh %34 : tensor<6x5xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %37 = stablehlo.compare EQ, %30, %36, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<6xi1>) -> tensor<6x5xi1>
    %39 = stablehlo.select %38, %arg0, %arg0 : tensor<6x5xi1>, tensor<6x5xf32>
    %40 = stablehlo.exponential %39 : tensor<6x5xf32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %42 = stablehlo.compare EQ, %30, %41, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<6xi1>) -> tensor<6x5xi1>
    %44 = stablehlo.select %43, %arg0, %arg0 : tensor<6x5xi1>, tensor<6x5xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<6x5xf32>
    %46 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<6xi32>) -> tensor<6x5xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<6x5xi32>
    %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<6x5xi32>, tensor<6x5xi32>) -> tensor<6x5xi1>
    %c_14 = stablehlo.constant dense<2> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<6x5xi32>
    %50 = stablehlo.compare LT, %46, %49, SIGNED : (tensor<6x5xi32>, tensor<6x5xi32>) -> tensor<6x5xi1>
    %51 = stablehlo.select %50, %40, %45 : tensor<6x5xi1>, tensor<6x5xf32>
    %52 = stablehlo.select %48, %35, %51 : tensor<6x5xi1>, tensor<6x5xf32>
    return %0, %1, %22, %24#2, %52 : tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x5xf32>, tensor<6x5xf32>
  }
  func.func private @round(%arg0: tensor<6x5xf32>) -> tensor<6x5xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<6x5xf32>
    return %0 : tensor<6x5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x5xf32>, %arg1: tensor<i32>) -> tensor<5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 5] : (tensor<6x5xf32>, tensor<i32>, tensor<i32>) -> tensor<1x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x5xf32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @closed_call(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = call @cumsum(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
    %1 = stablehlo.abs %arg0 : tensor<5xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.add %cst_0, %2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.divide %0, %4 : tensor<5xf32>
    return %5 : tensor<5xf32>
  }
  func.func private @cumsum(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<5xf32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<5xf32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<i32>) -> tensor<6x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<6x5xf32>, tensor<1x5xf32>, tensor<i32>, tensor<i32>) -> tensor<6x5xf32>
    return %1 : tensor<6x5xf32>
  }
  func.func private @clip(%arg0: tensor<6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<6xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<6xi32>
    return %5 : tensor<6xi32>
  }
}
