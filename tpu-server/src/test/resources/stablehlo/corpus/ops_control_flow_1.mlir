module @jit_ops_control_flow attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6xf32>, %arg1: tensor<i32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6xf32> {jax.result_info = "result[1]"}, tensor<6xf32> {jax.result_info = "result[2]"}, tensor<i32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg0, %iterArg_5 = %c_0, %iterArg_6 = %c, %iterArg_7 = %arg0) : tensor<6xf32>, tensor<i32>, tensor<i32>, tensor<6xf32>
    cond {
      %c_8 = stablehlo.constant dense<5> : tensor<i32>
      %9 = stablehlo.compare LT, %iterArg_5, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %9:2 = func.call @closed_call(%iterArg, %iterArg_6, %iterArg_7) : (tensor<6xf32>, tensor<i32>, tensor<6xf32>) -> (tensor<i32>, tensor<6xf32>)
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %10 = stablehlo.add %iterArg_5, %c_8 : tensor<i32>
      stablehlo.return %iterArg, %10, %9#0, %9#1 : tensor<6xf32>, tensor<i32>, tensor<i32>, tensor<6xf32>
    }
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare GT, %arg1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3 = "stablehlo.case"(%2) ({
      %9 = stablehlo.subtract %arg0, %0#3 : tensor<6xf32>
      stablehlo.return %9 : tensor<6xf32>
    }, {
      %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %10 = stablehlo.add %arg0, %9 : tensor<6xf32>
      stablehlo.return %10 : tensor<6xf32>
    }) : (tensor<i32>) -> tensor<6xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c_2, %arg1, %c_3 : tensor<i32>
    %5 = "stablehlo.case"(%4) ({
      stablehlo.return %arg0 : tensor<6xf32>
    }, {
      %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %10 = stablehlo.multiply %arg0, %9 : tensor<6xf32>
      stablehlo.return %10 : tensor<6xf32>
    }, {
      %9 = stablehlo.negate %arg0 : tensor<6xf32>
      stablehlo.return %9 : tensor<6xf32>
    }) : (tensor<i32>) -> tensor<6xf32>
    %6 = stablehlo.abs %arg0 : tensor<6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %8:2 = stablehlo.while(%iterArg = %c_4, %iterArg_5 = %7) : tensor<i32>, tensor<f32>
    cond {
      %cst_6 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
      %9 = stablehlo.compare LT, %iterArg_5, %cst_6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    } do {
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_6 : tensor<i32>
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %10 = stablehlo.multiply %iterArg_5, %cst_7 : tensor<f32>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %11 = stablehlo.add %10, %cst_8 : tensor<f32>
      stablehlo.return %9, %11 : tensor<i32>, tensor<f32>
    }
    return %0#3, %3, %5, %8#0, %8#1 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<6xf32>, %arg1: tensor<i32>, %arg2: tensor<6xf32>) -> (tensor<i32>, tensor<6xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<6xf32>
    %3 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<6xf32>
    %6 = stablehlo.add %2, %5 : tensor<6xf32>
    return %0, %6 : tensor<i32>, tensor<6xf32>
  }
}
