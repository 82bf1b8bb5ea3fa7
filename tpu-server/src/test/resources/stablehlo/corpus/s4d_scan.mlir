module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.iota dim = 0 : tensor<4xi32>
    %1 = stablehlo.convert %0 : (tensor<4xi32>) -> tensor<4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,3.14159274)> : tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %3 = stablehlo.multiply %2, %1 : tensor<4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(-5.000000e-01,0.000000e+00)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %5 = stablehlo.add %4, %3 : tensor<4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %6 = stablehlo.log %cst_1 : tensor<f32>
    %7 = stablehlo.convert %6 : tensor<f32>
    %8 = stablehlo.add %arg3, %7 : tensor<f32>
    %9 = stablehlo.exponential %8 : tensor<f32>
    %10 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %12 = stablehlo.multiply %11, %10 : tensor<4xcomplex<f32>>
    %13 = stablehlo.convert %arg1 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %14 = stablehlo.add %13, %12 : tensor<4xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.divide %9, %cst_3 : tensor<f32>
    %16 = stablehlo.convert %15 : (tensor<f32>) -> tensor<complex<f32>>
    %17 = stablehlo.convert %5 : tensor<4xcomplex<f32>>
    %18 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %19 = stablehlo.multiply %18, %17 : tensor<4xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %21 = stablehlo.add %20, %19 : tensor<4xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.divide %9, %cst_5 : tensor<f32>
    %23 = stablehlo.convert %22 : (tensor<f32>) -> tensor<complex<f32>>
    %24 = stablehlo.convert %5 : tensor<4xcomplex<f32>>
    %25 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %26 = stablehlo.multiply %25, %24 : tensor<4xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %28 = stablehlo.subtract %27, %26 : tensor<4xcomplex<f32>>
    %29 = stablehlo.divide %21, %28 : tensor<4xcomplex<f32>>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.divide %9, %cst_7 : tensor<f32>
    %31 = stablehlo.convert %30 : (tensor<f32>) -> tensor<complex<f32>>
    %32 = stablehlo.convert %5 : tensor<4xcomplex<f32>>
    %33 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %34 = stablehlo.multiply %33, %32 : tensor<4xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %36 = stablehlo.subtract %35, %34 : tensor<4xcomplex<f32>>
    %37 = stablehlo.convert %9 : (tensor<f32>) -> tensor<complex<f32>>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %39 = stablehlo.divide %38, %36 : tensor<4xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %42:8 = stablehlo.while(%iterArg = %arg4, %iterArg_11 = %29, %iterArg_12 = %39, %iterArg_13 = %14, %iterArg_14 = %arg2, %iterArg_15 = %c, %iterArg_16 = %40, %iterArg_17 = %41) : tensor<12xf32>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<i32>, tensor<4xcomplex<f32>>, tensor<12xf32>
    cond {
      %c_18 = stablehlo.constant dense<12> : tensor<i32>
      %43 = stablehlo.compare LT, %iterArg_15, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %43 : tensor<i1>
    } do {
      %43 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_15) : (tensor<12xf32>, tensor<i32>) -> tensor<f32>
      %44:2 = func.call @closed_call(%iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_16, %43) : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<4xcomplex<f32>>, tensor<f32>) -> (tensor<4xcomplex<f32>>, tensor<f32>)
      %45 = func.call @dynamic_update_index_in_dim(%iterArg_17, %44#1, %iterArg_15) : (tensor<12xf32>, tensor<f32>, tensor<i32>) -> tensor<12xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %46 = stablehlo.add %iterArg_15, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %46, %44#0, %45 : tensor<12xf32>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<f32>, tensor<i32>, tensor<4xcomplex<f32>>, tensor<12xf32>
    }
    return %42#7, %42#6 : tensor<12xf32>, tensor<4xcomplex<f32>>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<12xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<12xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<4xcomplex<f32>>, %arg1: tensor<4xcomplex<f32>>, %arg2: tensor<4xcomplex<f32>>, %arg3: tensor<f32>, %arg4: tensor<4xcomplex<f32>>, %arg5: tensor<f32>) -> (tensor<4xcomplex<f32>>, tensor<f32>) {
    %0 = stablehlo.multiply %arg0, %arg4 : tensor<4xcomplex<f32>>
    %1 = stablehlo.convert %arg5 : (tensor<f32>) -> tensor<complex<f32>>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %3 = stablehlo.multiply %arg1, %2 : tensor<4xcomplex<f32>>
    %4 = stablehlo.add %0, %3 : tensor<4xcomplex<f32>>
    %5 = stablehlo.multiply %arg2, %4 : tensor<4xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
    %7 = stablehlo.real %6 : (tensor<complex<f32>>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.multiply %cst_0, %7 : tensor<f32>
    %9 = stablehlo.multiply %arg3, %arg5 : tensor<f32>
    %10 = stablehlo.add %8, %9 : tensor<f32>
    return %4, %10 : tensor<4xcomplex<f32>>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<12xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<12xf32>, tensor<1xf32>, tensor<i32>) -> tensor<12xf32>
    return %1 : tensor<12xf32>
  }
}
