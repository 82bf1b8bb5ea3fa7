module @jit_rwkv_time_mix attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<9x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8x8xf32>, %arg7: tensor<8x8xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<8x8xf32>) -> (tensor<9x8xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %1 = stablehlo.slice %arg0 [0:8, 0:8] : (tensor<9x8xf32>) -> tensor<8x8xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x8xf32>, tensor<8x8xf32>) -> tensor<9x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<9x8xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<9x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %7 = stablehlo.subtract %6, %arg3 : tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<9x8xf32>
    %10 = stablehlo.multiply %2, %9 : tensor<9x8xf32>
    %11 = stablehlo.add %5, %10 : tensor<9x8xf32>
    %12 = stablehlo.dot_general %11, %arg6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x8xf32>, tensor<8x8xf32>) -> tensor<9x8xf32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<9x8xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<9x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.subtract %16, %arg4 : tensor<8xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<9x8xf32>
    %20 = stablehlo.multiply %2, %19 : tensor<9x8xf32>
    %21 = stablehlo.add %15, %20 : tensor<9x8xf32>
    %22 = stablehlo.dot_general %21, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x8xf32>, tensor<8x8xf32>) -> tensor<9x8xf32>
    %23 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<9x8xf32>
    %25 = stablehlo.multiply %arg0, %24 : tensor<9x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.subtract %26, %arg5 : tensor<8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<9x8xf32>
    %30 = stablehlo.multiply %2, %29 : tensor<9x8xf32>
    %31 = stablehlo.add %25, %30 : tensor<9x8xf32>
    %32 = stablehlo.dot_general %31, %arg8, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x8xf32>, tensor<8x8xf32>) -> tensor<9x8xf32>
    %33 = stablehlo.negate %32 : tensor<9x8xf32>
    %34 = stablehlo.exponential %33 : tensor<9x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<9x8xf32>
    %36 = stablehlo.add %35, %34 : tensor<9x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<9x8xf32>
    %38 = stablehlo.divide %37, %36 : tensor<9x8xf32>
    %39 = stablehlo.exponential %arg1 : tensor<8xf32>
    %40 = stablehlo.negate %39 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<-9.99999968E+37> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<9x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %45:9 = stablehlo.while(%iterArg = %12, %iterArg_9 = %22, %iterArg_10 = %arg2, %iterArg_11 = %40, %iterArg_12 = %c, %iterArg_13 = %41, %iterArg_14 = %42, %iterArg_15 = %43, %iterArg_16 = %44) : tensor<9x8xf32>, tensor<9x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<9x8xf32>
    cond {
      %c_17 = stablehlo.constant dense<9> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_12, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %48 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_12) : (tensor<9x8xf32>, tensor<i32>) -> tensor<8xf32>
      %49 = func.call @dynamic_index_in_dim(%iterArg_9, %iterArg_12) : (tensor<9x8xf32>, tensor<i32>) -> tensor<8xf32>
      %50:4 = func.call @closed_call(%iterArg_10, %iterArg_11, %iterArg_13, %iterArg_14, %iterArg_15, %48, %49) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
      %51 = func.call @dynamic_update_index_in_dim(%iterArg_16, %50#3, %iterArg_12) : (tensor<9x8xf32>, tensor<8xf32>, tensor<i32>) -> tensor<9x8xf32>
      %c_17 = stablehlo.constant dense<1> : tensor<i32>
      %52 = stablehlo.add %iterArg_12, %c_17 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %52, %50#0, %50#1, %50#2, %51 : tensor<9x8xf32>, tensor<9x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<9x8xf32>
    }
    %46 = stablehlo.multiply %38, %45#8 : tensor<9x8xf32>
    %47 = stablehlo.dot_general %46, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x8xf32>, tensor<8x8xf32>) -> tensor<9x8xf32>
    return %47 : tensor<9x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9x8xf32>, %arg1: tensor<i32>) -> tensor<8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 8] : (tensor<9x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8xf32>) -> tensor<8xf32>
    return %1 : tensor<8xf32>
  }
  func.func private @closed_call(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %0 = stablehlo.add %arg0, %arg5 : tensor<8xf32>
    %1 = stablehlo.maximum %arg4, %0 : tensor<8xf32>
    %2 = stablehlo.subtract %arg4, %1 : tensor<8xf32>
    %3 = stablehlo.exponential %2 : tensor<8xf32>
    %4 = stablehlo.subtract %0, %1 : tensor<8xf32>
    %5 = stablehlo.exponential %4 : tensor<8xf32>
    %6 = stablehlo.multiply %3, %arg2 : tensor<8xf32>
    %7 = stablehlo.multiply %5, %arg6 : tensor<8xf32>
    %8 = stablehlo.add %6, %7 : tensor<8xf32>
    %9 = stablehlo.multiply %3, %arg3 : tensor<8xf32>
    %10 = stablehlo.add %9, %5 : tensor<8xf32>
    %11 = stablehlo.divide %8, %10 : tensor<8xf32>
    %12 = stablehlo.add %arg4, %arg1 : tensor<8xf32>
    %13 = stablehlo.maximum %12, %arg5 : tensor<8xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<8xf32>
    %15 = stablehlo.exponential %14 : tensor<8xf32>
    %16 = stablehlo.subtract %arg5, %13 : tensor<8xf32>
    %17 = stablehlo.exponential %16 : tensor<8xf32>
    %18 = stablehlo.multiply %15, %arg2 : tensor<8xf32>
    %19 = stablehlo.multiply %17, %arg6 : tensor<8xf32>
    %20 = stablehlo.add %18, %19 : tensor<8xf32>
    %21 = stablehlo.multiply %15, %arg3 : tensor<8xf32>
    %22 = stablehlo.add %21, %17 : tensor<8xf32>
    return %20, %22, %13, %11 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<i32>) -> tensor<9x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<9x8xf32>, tensor<1x8xf32>, tensor<i32>, tensor<i32>) -> tensor<9x8xf32>
    return %1 : tensor<9x8xf32>
  }
}
