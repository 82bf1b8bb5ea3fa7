module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<i32>, %arg5: tensor<32xf32>, %arg6: tensor<8x32xf32>, %arg7: tensor<4xf32>, %arg8: tensor<32x4xf32>, %arg9: tensor<32xf32>, %arg10: tensor<8x32xf32>, %arg11: tensor<4xf32>, %arg12: tensor<32x4xf32>, %arg13: tensor<4x8xf32>, %arg14: tensor<4x4xf32>, %arg15: tensor<2xui32>) -> (tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<8x32xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<8x32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<8x32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg13, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x32xf32>
    %4 = call @relu(%3) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xi1>
    %cst_0 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %7 = call @_bernoulli(%arg15, %cst_0) : (tensor<2xui32>, tensor<f32>) -> tensor<4x32xi1>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %9 = stablehlo.divide %4, %8 : tensor<4x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %11 = stablehlo.select %7, %9, %10 : tensor<4x32xi1>, tensor<4x32xf32>
    %12 = stablehlo.dot_general %11, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %15 = stablehlo.add %12, %14 : tensor<4x4xf32>
    %16 = stablehlo.subtract %15, %arg14 : tensor<4x4xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %21 = stablehlo.divide %20, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %22 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %24 = stablehlo.multiply %23, %19 : tensor<4x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.reshape %25 : (tensor<4xf32>) -> tensor<1x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x4xf32>) -> tensor<4xf32>
    %28 = stablehlo.dot_general %24, %11, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %29 = stablehlo.transpose %28, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %30 = stablehlo.dot_general %24, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<32x4xf32>) -> tensor<4x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %32 = stablehlo.select %7, %30, %31 : tensor<4x32xi1>, tensor<4x32xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %34 = stablehlo.divide %32, %33 : tensor<4x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %36 = stablehlo.select %6, %34, %35 : tensor<4x32xi1>, tensor<4x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.reshape %37 : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<1x32xf32>) -> tensor<32xf32>
    %40 = stablehlo.dot_general %36, %arg13, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<4x8xf32>) -> tensor<32x8xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %43 = stablehlo.multiply %42, %39 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %45 = stablehlo.multiply %44, %arg5 : tensor<32xf32>
    %46 = stablehlo.add %43, %45 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %48 = stablehlo.multiply %47, %41 : tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %50 = stablehlo.multiply %49, %arg6 : tensor<8x32xf32>
    %51 = stablehlo.add %48, %50 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.multiply %52, %27 : tensor<4xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.multiply %54, %arg7 : tensor<4xf32>
    %56 = stablehlo.add %53, %55 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %58 = stablehlo.multiply %57, %29 : tensor<32x4xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %60 = stablehlo.multiply %59, %arg8 : tensor<32x4xf32>
    %61 = stablehlo.add %58, %60 : tensor<32x4xf32>
    %62 = stablehlo.multiply %39, %39 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %66 = stablehlo.multiply %65, %arg9 : tensor<32xf32>
    %67 = stablehlo.add %64, %66 : tensor<32xf32>
    %68 = stablehlo.multiply %41, %41 : tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %72 = stablehlo.multiply %71, %arg10 : tensor<8x32xf32>
    %73 = stablehlo.add %70, %72 : tensor<8x32xf32>
    %74 = stablehlo.multiply %27, %27 : tensor<4xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<4xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %78 = stablehlo.multiply %77, %arg11 : tensor<4xf32>
    %79 = stablehlo.add %76, %78 : tensor<4xf32>
    %80 = stablehlo.multiply %29, %29 : tensor<32x4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<32x4xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %84 = stablehlo.multiply %83, %arg12 : tensor<32x4xf32>
    %85 = stablehlo.add %82, %84 : tensor<32x4xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %86 = stablehlo.compare LT, %arg4, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %87 = stablehlo.add %arg4, %c_29 : tensor<i32>
    %c_30 = stablehlo.constant dense<2147483647> : tensor<i32>
    %88 = call @_where(%86, %87, %c_30) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
    %90 = stablehlo.power %cst_31, %89 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.subtract %cst_32, %90 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.divide %46, %92 : tensor<32xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %95 = stablehlo.divide %51, %94 : tensor<8x32xf32>
    %96 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %97 = stablehlo.divide %56, %96 : tensor<4xf32>
    %98 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %99 = stablehlo.divide %61, %98 : tensor<32x4xf32>
    %cst_33 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %100 = stablehlo.convert %88 : (tensor<i32>) -> tensor<f32>
    %101 = stablehlo.power %cst_33, %100 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.subtract %cst_34, %101 : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %104 = stablehlo.divide %67, %103 : tensor<32xf32>
    %105 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %106 = stablehlo.divide %73, %105 : tensor<8x32xf32>
    %107 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %108 = stablehlo.divide %79, %107 : tensor<4xf32>
    %109 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %110 = stablehlo.divide %85, %109 : tensor<32x4xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %112 = stablehlo.add %104, %111 : tensor<32xf32>
    %113 = stablehlo.sqrt %112 : tensor<32xf32>
    %cst_36 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.add %113, %114 : tensor<32xf32>
    %116 = stablehlo.divide %93, %115 : tensor<32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %118 = stablehlo.add %106, %117 : tensor<8x32xf32>
    %119 = stablehlo.sqrt %118 : tensor<8x32xf32>
    %cst_38 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %121 = stablehlo.add %119, %120 : tensor<8x32xf32>
    %122 = stablehlo.divide %95, %121 : tensor<8x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %124 = stablehlo.add %108, %123 : tensor<4xf32>
    %125 = stablehlo.sqrt %124 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %127 = stablehlo.add %125, %126 : tensor<4xf32>
    %128 = stablehlo.divide %97, %127 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %130 = stablehlo.add %110, %129 : tensor<32x4xf32>
    %131 = stablehlo.sqrt %130 : tensor<32x4xf32>
    %cst_42 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %133 = stablehlo.add %131, %132 : tensor<32x4xf32>
    %134 = stablehlo.divide %99, %133 : tensor<32x4xf32>
    %cst_43 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.multiply %135, %116 : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %138 = stablehlo.multiply %137, %122 : tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %140 = stablehlo.multiply %139, %128 : tensor<4xf32>
    %cst_46 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %142 = stablehlo.multiply %141, %134 : tensor<32x4xf32>
    %143 = stablehlo.add %arg0, %136 : tensor<32xf32>
    %144 = stablehlo.add %arg1, %138 : tensor<8x32xf32>
    %145 = stablehlo.add %arg2, %140 : tensor<4xf32>
    %146 = stablehlo.add %arg3, %142 : tensor<32x4xf32>
    return %143, %144, %145, %146, %88, %46, %51, %56, %61, %67, %73, %79, %85, %21 : tensor<32xf32>, tensor<8x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<i32>, tensor<32xf32>, tensor<8x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<4x32xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xi1>
    return %2 : tensor<4x32xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x32xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4x32xui64>
    %9 = stablehlo.iota dim = 1 : tensor<4x32xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x32xui64>
    %11 = stablehlo.multiply %10, %8 : tensor<4x32xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x32xui64>
    %13 = stablehlo.multiply %12, %9 : tensor<4x32xui64>
    %14 = stablehlo.add %11, %13 : tensor<4x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x32xui64>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<4x32xui64>
    %17 = stablehlo.convert %14 : (tensor<4x32xui64>) -> tensor<4x32xui32>
    %18 = stablehlo.convert %16 : (tensor<4x32xui64>) -> tensor<4x32xui32>
    %19:2 = call @threefry2x32(%5, %7, %18, %17) : (tensor<ui32>, tensor<ui32>, tensor<4x32xui32>, tensor<4x32xui32>) -> (tensor<4x32xui32>, tensor<4x32xui32>)
    %20 = stablehlo.xor %19#0, %19#1 : tensor<4x32xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<4x32xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %24 = stablehlo.or %22, %23 : tensor<4x32xui32>
    %25 = stablehlo.bitcast_convert %24 : (tensor<4x32xui32>) -> tensor<4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<4x32xf32>
    %28 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x32xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<4x32xf32>
    %31 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<4x32xf32>
    %33 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x32xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<4x32xf32>
    return %34 : tensor<4x32xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x32xui32>, %arg3: tensor<4x32xui32>) -> (tensor<4x32xui32>, tensor<4x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x32xui32>, tensor<4x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4x32xui32>, tensor<4x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x32xui32>, tensor<4x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4x32xui32>, tensor<4x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x32xui32>, tensor<4x32xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4x32xui32>, %arg2: tensor<4x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4x32xui32>, tensor<4x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4x32xui32>, tensor<4x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
