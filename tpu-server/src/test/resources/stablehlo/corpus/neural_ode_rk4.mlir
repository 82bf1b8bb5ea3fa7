module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<5x16xf32>, %arg2: tensor<4xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<3x4xf32>, %arg5: tensor<f32>) -> (tensor<3x4xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<2.000000e+01> : tensor<f32>
    %0 = stablehlo.divide %arg5, %cst : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:8 = stablehlo.while(%iterArg = %0, %iterArg_2 = %arg1, %iterArg_3 = %arg0, %iterArg_4 = %arg3, %iterArg_5 = %arg2, %iterArg_6 = %c_0, %iterArg_7 = %c, %iterArg_8 = %arg4) : tensor<f32>, tensor<5x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<3x4xf32>
    cond {
      %c_9 = stablehlo.constant dense<20> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_6, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_7, %iterArg_8) : (tensor<f32>, tensor<5x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<i32>, tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>)
      %c_9 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_6, %c_9 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %5, %4#0, %4#1 : tensor<f32>, tensor<5x16xf32>, tensor<16xf32>, tensor<16x4xf32>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<3x4xf32>
    }
    %2 = stablehlo.multiply %1#7, %1#7 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    return %1#7, %3 : tensor<3x4xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<5x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<i32>, %arg6: tensor<3x4xf32>) -> (tensor<i32>, tensor<3x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg5, %c : tensor<i32>
    %1 = stablehlo.convert %arg5 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.multiply %1, %arg0 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %4 = stablehlo.concatenate %arg6, %3, dim = 1 : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x5xf32>
    %5 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x16xf32>) -> tensor<3x16xf32>
    %6 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<3x16xf32>
    %8 = stablehlo.add %5, %7 : tensor<3x16xf32>
    %9 = stablehlo.tanh %8 : tensor<3x16xf32>
    %10 = stablehlo.dot_general %9, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x4xf32>) -> tensor<3x4xf32>
    %11 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %13 = stablehlo.add %10, %12 : tensor<3x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.divide %arg0, %cst : tensor<f32>
    %15 = stablehlo.add %2, %14 : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.divide %arg0, %cst_0 : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %18 = stablehlo.multiply %17, %13 : tensor<3x4xf32>
    %19 = stablehlo.add %arg6, %18 : tensor<3x4xf32>
    %20 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %21 = stablehlo.concatenate %19, %20, dim = 1 : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x5xf32>
    %22 = stablehlo.dot_general %21, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x16xf32>) -> tensor<3x16xf32>
    %23 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<3x16xf32>
    %25 = stablehlo.add %22, %24 : tensor<3x16xf32>
    %26 = stablehlo.tanh %25 : tensor<3x16xf32>
    %27 = stablehlo.dot_general %26, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x4xf32>) -> tensor<3x4xf32>
    %28 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x4xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %30 = stablehlo.add %27, %29 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.divide %arg0, %cst_1 : tensor<f32>
    %32 = stablehlo.add %2, %31 : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.divide %arg0, %cst_2 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %35 = stablehlo.multiply %34, %30 : tensor<3x4xf32>
    %36 = stablehlo.add %arg6, %35 : tensor<3x4xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %38 = stablehlo.concatenate %36, %37, dim = 1 : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x5xf32>
    %39 = stablehlo.dot_general %38, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x16xf32>) -> tensor<3x16xf32>
    %40 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<3x16xf32>
    %42 = stablehlo.add %39, %41 : tensor<3x16xf32>
    %43 = stablehlo.tanh %42 : tensor<3x16xf32>
    %44 = stablehlo.dot_general %43, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x4xf32>) -> tensor<3x4xf32>
    %45 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x4xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %47 = stablehlo.add %44, %46 : tensor<3x4xf32>
    %48 = stablehlo.add %2, %arg0 : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<3x4xf32>
    %51 = stablehlo.add %arg6, %50 : tensor<3x4xf32>
    %52 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 1 : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x5xf32>
    %54 = stablehlo.dot_general %53, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x16xf32>) -> tensor<3x16xf32>
    %55 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<3x16xf32>
    %57 = stablehlo.add %54, %56 : tensor<3x16xf32>
    %58 = stablehlo.tanh %57 : tensor<3x16xf32>
    %59 = stablehlo.dot_general %58, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x4xf32>) -> tensor<3x4xf32>
    %60 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
    %62 = stablehlo.add %59, %61 : tensor<3x4xf32>
    %cst_3 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %63 = stablehlo.divide %arg0, %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %65 = stablehlo.multiply %64, %30 : tensor<3x4xf32>
    %66 = stablehlo.add %13, %65 : tensor<3x4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %68 = stablehlo.multiply %67, %47 : tensor<3x4xf32>
    %69 = stablehlo.add %66, %68 : tensor<3x4xf32>
    %70 = stablehlo.add %69, %62 : tensor<3x4xf32>
    %71 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<3x4xf32>
    %73 = stablehlo.add %arg6, %72 : tensor<3x4xf32>
    return %0, %73 : tensor<i32>, tensor<3x4xf32>
  }
}
