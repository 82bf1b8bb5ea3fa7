module @jit_ops_complex_functions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<36xcomplex<f32>>, %arg1: tensor<36xcomplex<f32>>) -> (tensor<36xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[6]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[7]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[8]"}, tensor<36xcomplex<f32>> {jax.result_info = "result[9]"}) {
    %0 = stablehlo.sqrt %arg0 : tensor<36xcomplex<f32>>
    %1 = stablehlo.rsqrt %arg0 : tensor<36xcomplex<f32>>
    %2 = stablehlo.tan %arg0 : tensor<36xcomplex<f32>>
    %3 = stablehlo.tanh %arg0 : tensor<36xcomplex<f32>>
    %4 = stablehlo.log_plus_one %arg0 : tensor<36xcomplex<f32>>
    %5 = stablehlo.exponential_minus_one %arg0 : tensor<36xcomplex<f32>>
    %6 = stablehlo.power %arg0, %arg1 : tensor<36xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.500000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<36xcomplex<f32>>
    %8 = stablehlo.power %arg0, %7 : tensor<36xcomplex<f32>>
    %9 = stablehlo.real %arg0 : (tensor<36xcomplex<f32>>) -> tensor<36xf32>
    %10 = stablehlo.imag %arg0 : (tensor<36xcomplex<f32>>) -> tensor<36xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %12 = stablehlo.compare EQ, %9, %11, FLOAT : (tensor<36xf32>, tensor<36xf32>) -> tensor<36xi1>
    %13 = stablehlo.sine %9 : tensor<36xf32>
    %14 = stablehlo.cosine %9 : tensor<36xf32>
    %15 = stablehlo.exponential_minus_one %10 : tensor<36xf32>
    %16 = stablehlo.negate %10 : tensor<36xf32>
    %17 = stablehlo.exponential_minus_one %16 : tensor<36xf32>
    %18 = stablehlo.subtract %15, %17 : tensor<36xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %20 = stablehlo.divide %18, %19 : tensor<36xf32>
    %21 = stablehlo.add %15, %17 : tensor<36xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %23 = stablehlo.add %21, %22 : tensor<36xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %25 = stablehlo.divide %23, %24 : tensor<36xf32>
    %26 = stablehlo.multiply %13, %25 : tensor<36xf32>
    %27 = stablehlo.multiply %14, %20 : tensor<36xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %29 = stablehlo.complex %28, %27 : tensor<36xcomplex<f32>>
    %30 = stablehlo.complex %26, %27 : tensor<36xcomplex<f32>>
    %31 = stablehlo.select %12, %29, %30 : tensor<36xi1>, tensor<36xcomplex<f32>>
    %32 = stablehlo.real %arg0 : (tensor<36xcomplex<f32>>) -> tensor<36xf32>
    %33 = stablehlo.imag %arg0 : (tensor<36xcomplex<f32>>) -> tensor<36xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %35 = stablehlo.compare EQ, %32, %34, FLOAT : (tensor<36xf32>, tensor<36xf32>) -> tensor<36xi1>
    %36 = stablehlo.sine %32 : tensor<36xf32>
    %37 = stablehlo.cosine %32 : tensor<36xf32>
    %38 = stablehlo.exponential_minus_one %33 : tensor<36xf32>
    %39 = stablehlo.negate %33 : tensor<36xf32>
    %40 = stablehlo.exponential_minus_one %39 : tensor<36xf32>
    %41 = stablehlo.subtract %38, %40 : tensor<36xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %43 = stablehlo.divide %41, %42 : tensor<36xf32>
    %44 = stablehlo.add %38, %40 : tensor<36xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %46 = stablehlo.add %44, %45 : tensor<36xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %48 = stablehlo.divide %46, %47 : tensor<36xf32>
    %49 = stablehlo.multiply %37, %48 : tensor<36xf32>
    %50 = stablehlo.negate %36 : tensor<36xf32>
    %51 = stablehlo.multiply %50, %43 : tensor<36xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<36xf32>
    %53 = stablehlo.complex %49, %52 : tensor<36xcomplex<f32>>
    %54 = stablehlo.complex %49, %51 : tensor<36xcomplex<f32>>
    %55 = stablehlo.select %35, %53, %54 : tensor<36xi1>, tensor<36xcomplex<f32>>
    return %0, %1, %2, %3, %4, %5, %6, %8, %31, %55 : tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>, tensor<36xcomplex<f32>>
  }
}
