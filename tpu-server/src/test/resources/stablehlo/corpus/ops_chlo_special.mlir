module @jit_ops_chlo_special attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<12xf32>) -> (tensor<12xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<12xf32> {jax.result_info = "result[2]"}, tensor<12xf32> {jax.result_info = "result[3]"}, tensor<12xf32> {jax.result_info = "result[4]"}, tensor<12xf32> {jax.result_info = "result[5]"}, tensor<12xf32> {jax.result_info = "result[6]"}, tensor<12xf32> {jax.result_info = "result[7]"}, tensor<12xf32> {jax.result_info = "result[8]"}, tensor<12xf32> {jax.result_info = "result[9]"}, tensor<12xf32> {jax.result_info = "result[10]"}, tensor<12xf32> {jax.result_info = "result[11]"}, tensor<12xf32> {jax.result_info = "result[12]"}) {
    %0 = stablehlo.tanh %arg0 : tensor<12xf32>
    %1 = chlo.lgamma %arg1 : tensor<12xf32> -> tensor<12xf32>
    %2 = chlo.digamma %arg1 : tensor<12xf32> -> tensor<12xf32>
    %3 = chlo.sinh %arg0 : tensor<12xf32> -> tensor<12xf32>
    %4 = chlo.cosh %arg0 : tensor<12xf32> -> tensor<12xf32>
    %5 = chlo.asin %0 : tensor<12xf32> -> tensor<12xf32>
    %6 = chlo.acos %0 : tensor<12xf32> -> tensor<12xf32>
    %7 = chlo.atan %arg0 : tensor<12xf32> -> tensor<12xf32>
    %8 = chlo.asinh %arg0 : tensor<12xf32> -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %10 = stablehlo.add %arg1, %9 : tensor<12xf32>
    %11 = call @arccosh(%10) : (tensor<12xf32>) -> tensor<12xf32>
    %12 = chlo.atanh %0 : tensor<12xf32> -> tensor<12xf32>
    %13 = chlo.bessel_i1e %arg0 : tensor<12xf32> -> tensor<12xf32>
    %14 = stablehlo.abs %arg0 : tensor<12xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %18 = stablehlo.multiply %15, %14 : tensor<12xf32>
    %19 = stablehlo.subtract %18, %16 : tensor<12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %23 = stablehlo.multiply %19, %20 : tensor<12xf32>
    %24 = stablehlo.subtract %23, %21 : tensor<12xf32>
    %cst_6 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.add %24, %25 : tensor<12xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<12xf32>
    %28 = stablehlo.subtract %27, %20 : tensor<12xf32>
    %cst_7 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %30 = stablehlo.add %28, %29 : tensor<12xf32>
    %31 = stablehlo.multiply %19, %30 : tensor<12xf32>
    %32 = stablehlo.subtract %31, %26 : tensor<12xf32>
    %cst_8 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %34 = stablehlo.add %32, %33 : tensor<12xf32>
    %35 = stablehlo.multiply %19, %34 : tensor<12xf32>
    %36 = stablehlo.subtract %35, %30 : tensor<12xf32>
    %cst_9 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %38 = stablehlo.add %36, %37 : tensor<12xf32>
    %39 = stablehlo.multiply %19, %38 : tensor<12xf32>
    %40 = stablehlo.subtract %39, %34 : tensor<12xf32>
    %cst_10 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %42 = stablehlo.add %40, %41 : tensor<12xf32>
    %43 = stablehlo.multiply %19, %42 : tensor<12xf32>
    %44 = stablehlo.subtract %43, %38 : tensor<12xf32>
    %cst_11 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %46 = stablehlo.add %44, %45 : tensor<12xf32>
    %47 = stablehlo.multiply %19, %46 : tensor<12xf32>
    %48 = stablehlo.subtract %47, %42 : tensor<12xf32>
    %cst_12 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %50 = stablehlo.add %48, %49 : tensor<12xf32>
    %51 = stablehlo.multiply %19, %50 : tensor<12xf32>
    %52 = stablehlo.subtract %51, %46 : tensor<12xf32>
    %cst_13 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %54 = stablehlo.add %52, %53 : tensor<12xf32>
    %55 = stablehlo.multiply %19, %54 : tensor<12xf32>
    %56 = stablehlo.subtract %55, %50 : tensor<12xf32>
    %cst_14 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %58 = stablehlo.add %56, %57 : tensor<12xf32>
    %59 = stablehlo.multiply %19, %58 : tensor<12xf32>
    %60 = stablehlo.subtract %59, %54 : tensor<12xf32>
    %cst_15 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %62 = stablehlo.add %60, %61 : tensor<12xf32>
    %63 = stablehlo.multiply %19, %62 : tensor<12xf32>
    %64 = stablehlo.subtract %63, %58 : tensor<12xf32>
    %cst_16 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %66 = stablehlo.add %64, %65 : tensor<12xf32>
    %67 = stablehlo.multiply %19, %66 : tensor<12xf32>
    %68 = stablehlo.subtract %67, %62 : tensor<12xf32>
    %cst_17 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %70 = stablehlo.add %68, %69 : tensor<12xf32>
    %71 = stablehlo.multiply %19, %70 : tensor<12xf32>
    %72 = stablehlo.subtract %71, %66 : tensor<12xf32>
    %cst_18 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %74 = stablehlo.add %72, %73 : tensor<12xf32>
    %75 = stablehlo.multiply %19, %74 : tensor<12xf32>
    %76 = stablehlo.subtract %75, %70 : tensor<12xf32>
    %cst_19 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %78 = stablehlo.add %76, %77 : tensor<12xf32>
    %79 = stablehlo.multiply %19, %78 : tensor<12xf32>
    %80 = stablehlo.subtract %79, %74 : tensor<12xf32>
    %cst_20 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %82 = stablehlo.add %80, %81 : tensor<12xf32>
    %83 = stablehlo.multiply %19, %82 : tensor<12xf32>
    %84 = stablehlo.subtract %83, %78 : tensor<12xf32>
    %cst_21 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %86 = stablehlo.add %84, %85 : tensor<12xf32>
    %87 = stablehlo.multiply %19, %86 : tensor<12xf32>
    %88 = stablehlo.subtract %87, %82 : tensor<12xf32>
    %cst_22 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %90 = stablehlo.add %88, %89 : tensor<12xf32>
    %91 = stablehlo.multiply %19, %90 : tensor<12xf32>
    %92 = stablehlo.subtract %91, %86 : tensor<12xf32>
    %cst_23 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %94 = stablehlo.add %92, %93 : tensor<12xf32>
    %95 = stablehlo.subtract %94, %86 : tensor<12xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<12xf32>
    %98 = stablehlo.divide %17, %14 : tensor<12xf32>
    %99 = stablehlo.subtract %98, %16 : tensor<12xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %103 = stablehlo.multiply %99, %100 : tensor<12xf32>
    %104 = stablehlo.subtract %103, %101 : tensor<12xf32>
    %cst_28 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %106 = stablehlo.add %104, %105 : tensor<12xf32>
    %107 = stablehlo.multiply %99, %106 : tensor<12xf32>
    %108 = stablehlo.subtract %107, %100 : tensor<12xf32>
    %cst_29 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %110 = stablehlo.add %108, %109 : tensor<12xf32>
    %111 = stablehlo.multiply %99, %110 : tensor<12xf32>
    %112 = stablehlo.subtract %111, %106 : tensor<12xf32>
    %cst_30 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %114 = stablehlo.add %112, %113 : tensor<12xf32>
    %115 = stablehlo.multiply %99, %114 : tensor<12xf32>
    %116 = stablehlo.subtract %115, %110 : tensor<12xf32>
    %cst_31 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %118 = stablehlo.add %116, %117 : tensor<12xf32>
    %119 = stablehlo.multiply %99, %118 : tensor<12xf32>
    %120 = stablehlo.subtract %119, %114 : tensor<12xf32>
    %cst_32 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %122 = stablehlo.add %120, %121 : tensor<12xf32>
    %123 = stablehlo.multiply %99, %122 : tensor<12xf32>
    %124 = stablehlo.subtract %123, %118 : tensor<12xf32>
    %cst_33 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %126 = stablehlo.add %124, %125 : tensor<12xf32>
    %127 = stablehlo.multiply %99, %126 : tensor<12xf32>
    %128 = stablehlo.subtract %127, %122 : tensor<12xf32>
    %cst_34 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %130 = stablehlo.add %128, %129 : tensor<12xf32>
    %131 = stablehlo.subtract %130, %122 : tensor<12xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<12xf32>
    %134 = stablehlo.sqrt %14 : tensor<12xf32>
    %135 = stablehlo.divide %133, %134 : tensor<12xf32>
    %cst_36 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %137 = stablehlo.compare LE, %14, %136, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %138 = stablehlo.select %137, %97, %135 : tensor<12xi1>, tensor<12xf32>
    %139 = chlo.erfc %arg0 : tensor<12xf32> -> tensor<12xf32>
    return %1, %2, %3, %4, %5, %6, %7, %8, %11, %12, %13, %138, %139 : tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
  }
  func.func private @arccosh(%arg0: tensor<12xf32>) -> tensor<12xf32> {
    %0 = chlo.acosh %arg0 : tensor<12xf32> -> tensor<12xf32>
    return %0 : tensor<12xf32>
  }
}
