module @jit_loops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<i32>) -> (tensor<5xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<5xf32> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c_0, %iterArg_4 = %c, %iterArg_5 = %arg0) : tensor<i32>, tensor<i32>, tensor<5xf32>
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21:2 = func.call @closed_call(%iterArg_4, %iterArg_5) : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %22:2 = func.call @closed_call(%21#0, %21#1) : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %23:2 = func.call @closed_call(%22#0, %22#1) : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      stablehlo.return %24, %23#0, %23#1 : tensor<i32>, tensor<i32>, tensor<5xf32>
    }
    %1:2 = call @closed_call(%0#1, %0#2) : (tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:3 = stablehlo.while(%iterArg = %arg1, %iterArg_4 = %c_1, %iterArg_5 = %arg0) : tensor<i32>, tensor<i32>, tensor<5xf32>
    cond {
      %21 = stablehlo.convert %iterArg_4 : tensor<i32>
      %22 = stablehlo.compare LT, %21, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %22 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.add %iterArg_4, %c_6 : tensor<i32>
      %cst_7 = stablehlo.constant dense<1.100000e+00> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %23 = stablehlo.multiply %iterArg_5, %22 : tensor<5xf32>
      %cst_8 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
      %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %25 = stablehlo.subtract %23, %24 : tensor<5xf32>
      stablehlo.return %iterArg, %21, %25 : tensor<i32>, tensor<i32>, tensor<5xf32>
    }
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<5xf32>
    %5 = stablehlo.negate %arg0 : tensor<5xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %9 = stablehlo.concatenate %6, %7, %8, dim = 0 : (tensor<1x5xf32>, tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<3x5xf32>
    %10 = stablehlo.slice %9 [0:1, 0:5] : (tensor<3x5xf32>) -> tensor<1x5xf32>
    %11 = stablehlo.slice %9 [1:3, 0:5] : (tensor<3x5xf32>) -> tensor<2x5xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %14:4 = stablehlo.while(%iterArg = %12, %iterArg_4 = %c_3, %iterArg_5 = %arg0, %iterArg_6 = %13) : tensor<1x2x5xf32>, tensor<i32>, tensor<5xf32>, tensor<1x2xf32>
    cond {
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.compare LT, %iterArg_4, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %21 = stablehlo.subtract %c_7, %iterArg_4 : tensor<i32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %22 = stablehlo.subtract %21, %c_8 : tensor<i32>
      %23 = func.call @dynamic_index_in_dim(%iterArg, %22) : (tensor<1x2x5xf32>, tensor<i32>) -> tensor<2x5xf32>
      %24 = stablehlo.slice %23 [1:2, 0:5] : (tensor<2x5xf32>) -> tensor<1x5xf32>
      %25 = stablehlo.reshape %24 : (tensor<1x5xf32>) -> tensor<5xf32>
      %26:2 = func.call @closed_call_0(%iterArg_5, %25) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<f32>)
      %27 = stablehlo.slice %23 [0:1, 0:5] : (tensor<2x5xf32>) -> tensor<1x5xf32>
      %28 = stablehlo.reshape %27 : (tensor<1x5xf32>) -> tensor<5xf32>
      %29:2 = func.call @closed_call_0(%26#0, %28) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<f32>)
      %30 = stablehlo.broadcast_in_dim %29#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %31 = stablehlo.broadcast_in_dim %26#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %32 = stablehlo.concatenate %30, %31, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
      %33 = func.call @dynamic_update_index_in_dim(%iterArg_6, %32, %22) : (tensor<1x2xf32>, tensor<2xf32>, tensor<i32>) -> tensor<1x2xf32>
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %34 = stablehlo.add %iterArg_4, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %34, %29#0, %33 : tensor<1x2x5xf32>, tensor<i32>, tensor<5xf32>, tensor<1x2xf32>
    }
    %15 = stablehlo.reshape %14#3 : (tensor<1x2xf32>) -> tensor<2xf32>
    %16 = stablehlo.slice %10 [0:1, 0:5] : (tensor<1x5xf32>) -> tensor<1x5xf32>
    %17 = stablehlo.reshape %16 : (tensor<1x5xf32>) -> tensor<5xf32>
    %18:2 = call @closed_call_0(%14#2, %17) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<f32>)
    %19 = stablehlo.broadcast_in_dim %18#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %20 = stablehlo.concatenate %19, %15, dim = 0 : (tensor<1xf32>, tensor<2xf32>) -> tensor<3xf32>
    return %1#1, %2#2, %18#0, %20 : tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<3xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<5xf32>
    %3 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.add %arg1, %4 : tensor<5xf32>
    %6 = stablehlo.sine %5 : tensor<5xf32>
    %7 = stablehlo.add %2, %6 : tensor<5xf32>
    return %0, %7 : tensor<i32>, tensor<5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<1x2x5xf32>, %arg1: tensor<i32>) -> tensor<2x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 5] : (tensor<1x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    return %1 : tensor<2x5xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %c_0, %iterArg_3 = %c, %iterArg_4 = %arg0) : tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    cond {
      %c_5 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_2, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_1(%iterArg, %iterArg_3, %iterArg_4) : (tensor<5xf32>, tensor<i32>, tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>)
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_2, %c_5 : tensor<i32>
      stablehlo.return %iterArg, %5, %4#0, %4#1 : tensor<5xf32>, tensor<i32>, tensor<i32>, tensor<5xf32>
    }
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %2 = stablehlo.multiply %0#3, %1 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%0#3 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    return %2, %3 : tensor<5xf32>, tensor<f32>
  }
  func.func private @closed_call_1(%arg0: tensor<5xf32>, %arg1: tensor<i32>, %arg2: tensor<5xf32>) -> (tensor<i32>, tensor<5xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<5xf32>
    %4 = stablehlo.add %arg2, %3 : tensor<5xf32>
    return %0, %4 : tensor<i32>, tensor<5xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<1x2xf32>, %arg1: tensor<2xf32>, %arg2: tensor<i32>) -> tensor<1x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<1x2xf32>, tensor<1x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    return %1 : tensor<1x2xf32>
  }
}
