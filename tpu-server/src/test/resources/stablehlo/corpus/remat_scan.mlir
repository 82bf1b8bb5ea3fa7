module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x8x8xf32>, %arg1: tensor<3x8xf32>, %arg2: tensor<3x8x8xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4x8xf32>) -> (tensor<3x8x8xf32> {jax.result_info = "result[0]['a']"}, tensor<3x8xf32> {jax.result_info = "result[0]['b']"}, tensor<3x8x8xf32> {jax.result_info = "result[0]['c']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x4x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:7 = stablehlo.while(%iterArg = %arg0, %iterArg_13 = %arg1, %iterArg_14 = %arg2, %iterArg_15 = %c, %iterArg_16 = %arg3, %iterArg_17 = %0, %iterArg_18 = %1) : tensor<3x8x8xf32>, tensor<3x8xf32>, tensor<3x8x8xf32>, tensor<i32>, tensor<4x8xf32>, tensor<3x4x8xf32>, tensor<3x4x8xf32>
    cond {
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_15, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %25 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_15) : (tensor<3x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
      %26 = func.call @dynamic_index_in_dim_0(%iterArg_13, %iterArg_15) : (tensor<3x8xf32>, tensor<i32>) -> tensor<8xf32>
      %27 = func.call @dynamic_index_in_dim(%iterArg_14, %iterArg_15) : (tensor<3x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
      %28:3 = func.call @closed_call(%iterArg_16, %25, %26, %27) : (tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
      %29 = func.call @dynamic_update_index_in_dim(%iterArg_17, %28#1, %iterArg_15) : (tensor<3x4x8xf32>, tensor<4x8xf32>, tensor<i32>) -> tensor<3x4x8xf32>
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_18, %28#2, %iterArg_15) : (tensor<3x4x8xf32>, tensor<4x8xf32>, tensor<i32>) -> tensor<3x4x8xf32>
      %c_19 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.add %iterArg_15, %c_19 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %31, %28#0, %29, %30 : tensor<3x8x8xf32>, tensor<3x8xf32>, tensor<3x8x8xf32>, tensor<i32>, tensor<4x8xf32>, tensor<3x4x8xf32>, tensor<3x4x8xf32>
    }
    %3 = stablehlo.subtract %2#4, %arg4 : tensor<4x8xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<4x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.divide %cst_4, %cst_5 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x8x8xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %15:10 = stablehlo.while(%iterArg = %2#5, %iterArg_13 = %2#6, %iterArg_14 = %arg0, %iterArg_15 = %arg1, %iterArg_16 = %arg2, %iterArg_17 = %c_9, %iterArg_18 = %11, %iterArg_19 = %12, %iterArg_20 = %13, %iterArg_21 = %14) : tensor<3x4x8xf32>, tensor<3x4x8xf32>, tensor<3x8x8xf32>, tensor<3x8xf32>, tensor<3x8x8xf32>, tensor<i32>, tensor<4x8xf32>, tensor<3x8x8xf32>, tensor<3x8xf32>, tensor<3x8x8xf32>
    cond {
      %c_22 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.compare LT, %iterArg_17, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %25 : tensor<i1>
    } do {
      %c_22 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.subtract %c_22, %iterArg_17 : tensor<i32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %26 = stablehlo.subtract %25, %c_23 : tensor<i32>
      %27 = func.call @dynamic_index_in_dim_1(%iterArg, %26) : (tensor<3x4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
      %28 = func.call @dynamic_index_in_dim_1(%iterArg_13, %26) : (tensor<3x4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
      %29 = func.call @dynamic_index_in_dim(%iterArg_14, %26) : (tensor<3x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
      %30 = func.call @dynamic_index_in_dim_0(%iterArg_15, %26) : (tensor<3x8xf32>, tensor<i32>) -> tensor<8xf32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_16, %26) : (tensor<3x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
      %32:4 = func.call @closed_call_2(%iterArg_18, %27, %28, %29, %30, %31) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>)
      %33 = func.call @dynamic_update_index_in_dim_3(%iterArg_19, %32#1, %26) : (tensor<3x8x8xf32>, tensor<8x8xf32>, tensor<i32>) -> tensor<3x8x8xf32>
      %34 = func.call @dynamic_update_index_in_dim_4(%iterArg_20, %32#2, %26) : (tensor<3x8xf32>, tensor<8xf32>, tensor<i32>) -> tensor<3x8xf32>
      %35 = func.call @dynamic_update_index_in_dim_3(%iterArg_21, %32#3, %26) : (tensor<3x8x8xf32>, tensor<8x8xf32>, tensor<i32>) -> tensor<3x8x8xf32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %36 = stablehlo.add %iterArg_17, %c_24 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %36, %32#0, %33, %34, %35 : tensor<3x4x8xf32>, tensor<3x4x8xf32>, tensor<3x8x8xf32>, tensor<3x8xf32>, tensor<3x8x8xf32>, tensor<i32>, tensor<4x8xf32>, tensor<3x8x8xf32>, tensor<3x8xf32>, tensor<3x8x8xf32>
    }
    %cst_10 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x8x8xf32>
    %17 = stablehlo.multiply %16, %15#7 : tensor<3x8x8xf32>
    %18 = stablehlo.subtract %arg0, %17 : tensor<3x8x8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %20 = stablehlo.multiply %19, %15#8 : tensor<3x8xf32>
    %21 = stablehlo.subtract %arg1, %20 : tensor<3x8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x8x8xf32>
    %23 = stablehlo.multiply %22, %15#9 : tensor<3x8x8xf32>
    %24 = stablehlo.subtract %arg2, %23 : tensor<3x8x8xf32>
    return %18, %21, %24, %8 : tensor<3x8x8xf32>, tensor<3x8xf32>, tensor<3x8x8xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 8] : (tensor<3x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 8] : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8xf32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.reduce_precision %0, format = e8m23 : tensor<4x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %4 = stablehlo.add %1, %3 : tensor<4x8xf32>
    %5 = stablehlo.tanh %4 : tensor<4x8xf32>
    %6 = stablehlo.dot_general %5, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %7 = stablehlo.add %6, %arg0 : tensor<4x8xf32>
    return %7, %1, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<i32>) -> tensor<3x4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x4x8xf32>, tensor<1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x4x8xf32>
    return %1 : tensor<3x4x8xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x4x8xf32>, %arg1: tensor<i32>) -> tensor<4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 8] : (tensor<3x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @closed_call_2(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x8xf32>) -> (tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) {
    %0:6 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<4x8xf32>
    %1 = stablehlo.broadcast_in_dim %0#3, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<4x8xf32>
    %4 = stablehlo.tanh %3 : tensor<4x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<4x8xf32>
    %7 = stablehlo.dot_general %0#5, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %8 = stablehlo.transpose %7, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %9 = stablehlo.dot_general %0#5, %0#4, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %10 = stablehlo.multiply %9, %6 : tensor<4x8xf32>
    %11 = stablehlo.multiply %10, %4 : tensor<4x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %14 = stablehlo.reshape %13 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.dot_general %12, %0#1, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %18 = stablehlo.dot_general %12, %0#2, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
    %19 = stablehlo.add %0#5, %18 : tensor<4x8xf32>
    return %19, %17, %15, %8 : tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<3x8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<i32>) -> tensor<3x8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x8x8xf32>, tensor<1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x8xf32>
    return %1 : tensor<3x8x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<3x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<i32>) -> tensor<3x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<3x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>
    return %1 : tensor<3x8xf32>
  }
}
