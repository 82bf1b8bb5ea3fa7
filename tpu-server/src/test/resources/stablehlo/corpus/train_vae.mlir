module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<12x32xf32>, %arg2: tensor<4xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<4xf32>, %arg5: tensor<32x4xf32>, %arg6: tensor<12xf32>, %arg7: tensor<32x12xf32>, %arg8: tensor<32xf32>, %arg9: tensor<4x32xf32>, %arg10: tensor<i32>, %arg11: tensor<32xf32>, %arg12: tensor<12x32xf32>, %arg13: tensor<4xf32>, %arg14: tensor<32x4xf32>, %arg15: tensor<4xf32>, %arg16: tensor<32x4xf32>, %arg17: tensor<12xf32>, %arg18: tensor<32x12xf32>, %arg19: tensor<32xf32>, %arg20: tensor<4x32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<12x32xf32>, %arg23: tensor<4xf32>, %arg24: tensor<32x4xf32>, %arg25: tensor<4xf32>, %arg26: tensor<32x4xf32>, %arg27: tensor<12xf32>, %arg28: tensor<32x12xf32>, %arg29: tensor<32xf32>, %arg30: tensor<4x32xf32>, %arg31: tensor<4x12xf32>, %arg32: tensor<2xui32>) -> (tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<12xf32> {jax.result_info = "result[0]['params']['Dense_3']['bias']"}, tensor<32x12xf32> {jax.result_info = "result[0]['params']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['Dense_4']['bias']"}, tensor<4x32xf32> {jax.result_info = "result[0]['params']['Dense_4']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].mu['params']['Dense_3']['bias']"}, tensor<32x12xf32> {jax.result_info = "result[1][0].mu['params']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_4']['bias']"}, tensor<4x32xf32> {jax.result_info = "result[1][0].mu['params']['Dense_4']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<12x32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['kernel']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_2']['bias']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].nu['params']['Dense_2']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][0].nu['params']['Dense_3']['bias']"}, tensor<32x12xf32> {jax.result_info = "result[1][0].nu['params']['Dense_3']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_4']['bias']"}, tensor<4x32xf32> {jax.result_info = "result[1][0].nu['params']['Dense_4']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg31, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x12xf32>, tensor<12x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x32xf32>
    %4 = call @relu(%3) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<4x4xf32>
    %8 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %10 = stablehlo.add %7, %9 : tensor<4x4xf32>
    %11 = stablehlo.dot_general %4, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<32x4xf32>) -> tensor<4x4xf32>
    %12 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %14 = stablehlo.add %11, %13 : tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<4x4xf32>
    %17 = stablehlo.exponential %16 : tensor<4x4xf32>
    %18 = call @_normal(%arg32) : (tensor<2xui32>) -> tensor<4x4xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<4x4xf32>
    %20 = stablehlo.add %10, %19 : tensor<4x4xf32>
    %21 = stablehlo.dot_general %20, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %22 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x32xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<4x32xf32>
    %24 = stablehlo.add %21, %23 : tensor<4x32xf32>
    %25 = call @relu(%24) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xi1>
    %28 = stablehlo.dot_general %25, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<32x12xf32>) -> tensor<4x12xf32>
    %29 = stablehlo.reshape %arg6 : (tensor<12xf32>) -> tensor<1x12xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<4x12xf32>
    %31 = stablehlo.add %28, %30 : tensor<4x12xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %33 = stablehlo.add %32, %14 : tensor<4x4xf32>
    %34 = stablehlo.multiply %10, %10 : tensor<4x4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %36 = stablehlo.multiply %35, %10 : tensor<4x4xf32>
    %37 = stablehlo.subtract %33, %34 : tensor<4x4xf32>
    %38 = stablehlo.exponential %14 : tensor<4x4xf32>
    %39 = stablehlo.subtract %37, %38 : tensor<4x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<4xf32>
    %43:2 = call @log_sigmoid(%31) : (tensor<4x12xf32>) -> (tensor<4x12xf32>, tensor<4x12xf32>)
    %44 = stablehlo.negate %31 : tensor<4x12xf32>
    %45:2 = call @log_sigmoid(%44) : (tensor<4x12xf32>) -> (tensor<4x12xf32>, tensor<4x12xf32>)
    %46 = stablehlo.negate %arg31 : tensor<4x12xf32>
    %47 = stablehlo.multiply %46, %43#0 : tensor<4x12xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %49 = stablehlo.subtract %48, %arg31 : tensor<4x12xf32>
    %50 = stablehlo.multiply %49, %45#0 : tensor<4x12xf32>
    %51 = stablehlo.subtract %47, %50 : tensor<4x12xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<4x12xf32>, tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.add %52, %42 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %55 = stablehlo.divide %54, %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %56 = stablehlo.divide %cst_10, %cst_11 : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<4xf32>) -> tensor<4x12xf32>
    %59 = stablehlo.negate %58 : tensor<4x12xf32>
    %60 = stablehlo.multiply %49, %59 : tensor<4x12xf32>
    %61 = stablehlo.multiply %46, %58 : tensor<4x12xf32>
    %62 = call @log_sigmoid_0(%45#1, %60) : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xf32>
    %63 = stablehlo.negate %62 : tensor<4x12xf32>
    %64 = call @log_sigmoid_0(%43#1, %61) : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xf32>
    %65 = stablehlo.add %63, %64 : tensor<4x12xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %67 = stablehlo.multiply %66, %57 : tensor<4xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<4xf32>) -> tensor<4x4xf32>
    %69 = stablehlo.negate %68 : tensor<4x4xf32>
    %70 = stablehlo.multiply %69, %38 : tensor<4x4xf32>
    %71 = stablehlo.negate %68 : tensor<4x4xf32>
    %72 = stablehlo.add %70, %68 : tensor<4x4xf32>
    %73 = stablehlo.multiply %71, %36 : tensor<4x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%65 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<4x12xf32>, tensor<f32>) -> tensor<12xf32>
    %75 = stablehlo.reshape %74 : (tensor<12xf32>) -> tensor<1x12xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x12xf32>) -> tensor<12xf32>
    %77 = stablehlo.dot_general %65, %25, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x12xf32>, tensor<4x32xf32>) -> tensor<12x32xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<12x32xf32>) -> tensor<32x12xf32>
    %79 = stablehlo.dot_general %65, %arg7, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x12xf32>, tensor<32x12xf32>) -> tensor<4x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %81 = stablehlo.select %27, %79, %80 : tensor<4x32xi1>, tensor<4x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %83 = stablehlo.reshape %82 : (tensor<32xf32>) -> tensor<1x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x32xf32>) -> tensor<32xf32>
    %85 = stablehlo.dot_general %81, %20, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<4x4xf32>) -> tensor<32x4xf32>
    %86 = stablehlo.transpose %85, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %87 = stablehlo.dot_general %81, %arg9, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x4xf32>
    %88 = stablehlo.add %73, %87 : tensor<4x4xf32>
    %89 = stablehlo.multiply %87, %18 : tensor<4x4xf32>
    %90 = stablehlo.multiply %89, %17 : tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<4x4xf32>
    %93 = stablehlo.add %72, %92 : tensor<4x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %95 = stablehlo.reshape %94 : (tensor<4xf32>) -> tensor<1x4xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x4xf32>) -> tensor<4xf32>
    %97 = stablehlo.dot_general %93, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %98 = stablehlo.transpose %97, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %99 = stablehlo.dot_general %93, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<32x4xf32>) -> tensor<4x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%88 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %101 = stablehlo.reshape %100 : (tensor<4xf32>) -> tensor<1x4xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x4xf32>) -> tensor<4xf32>
    %103 = stablehlo.dot_general %88, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %104 = stablehlo.transpose %103, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %105 = stablehlo.dot_general %88, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x4xf32>, tensor<32x4xf32>) -> tensor<4x32xf32>
    %106 = stablehlo.add %99, %105 : tensor<4x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %108 = stablehlo.select %6, %106, %107 : tensor<4x32xi1>, tensor<4x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %110 = stablehlo.reshape %109 : (tensor<32xf32>) -> tensor<1x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x32xf32>) -> tensor<32xf32>
    %112 = stablehlo.dot_general %108, %arg31, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x32xf32>, tensor<4x12xf32>) -> tensor<32x12xf32>
    %113 = stablehlo.transpose %112, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.multiply %114, %111 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %117 = stablehlo.multiply %116, %arg11 : tensor<32xf32>
    %118 = stablehlo.add %115, %117 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %120 = stablehlo.multiply %119, %113 : tensor<12x32xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %122 = stablehlo.multiply %121, %arg12 : tensor<12x32xf32>
    %123 = stablehlo.add %120, %122 : tensor<12x32xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %125 = stablehlo.multiply %124, %102 : tensor<4xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %127 = stablehlo.multiply %126, %arg13 : tensor<4xf32>
    %128 = stablehlo.add %125, %127 : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %130 = stablehlo.multiply %129, %104 : tensor<32x4xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %132 = stablehlo.multiply %131, %arg14 : tensor<32x4xf32>
    %133 = stablehlo.add %130, %132 : tensor<32x4xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %135 = stablehlo.multiply %134, %96 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %137 = stablehlo.multiply %136, %arg15 : tensor<4xf32>
    %138 = stablehlo.add %135, %137 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %140 = stablehlo.multiply %139, %98 : tensor<32x4xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %142 = stablehlo.multiply %141, %arg16 : tensor<32x4xf32>
    %143 = stablehlo.add %140, %142 : tensor<32x4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %145 = stablehlo.multiply %144, %76 : tensor<12xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %147 = stablehlo.multiply %146, %arg17 : tensor<12xf32>
    %148 = stablehlo.add %145, %147 : tensor<12xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %150 = stablehlo.multiply %149, %78 : tensor<32x12xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %152 = stablehlo.multiply %151, %arg18 : tensor<32x12xf32>
    %153 = stablehlo.add %150, %152 : tensor<32x12xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %155 = stablehlo.multiply %154, %84 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %157 = stablehlo.multiply %156, %arg19 : tensor<32xf32>
    %158 = stablehlo.add %155, %157 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %160 = stablehlo.multiply %159, %86 : tensor<4x32xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %162 = stablehlo.multiply %161, %arg20 : tensor<4x32xf32>
    %163 = stablehlo.add %160, %162 : tensor<4x32xf32>
    %164 = stablehlo.multiply %111, %111 : tensor<32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<32xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %168 = stablehlo.multiply %167, %arg21 : tensor<32xf32>
    %169 = stablehlo.add %166, %168 : tensor<32xf32>
    %170 = stablehlo.multiply %113, %113 : tensor<12x32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<12x32xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %174 = stablehlo.multiply %173, %arg22 : tensor<12x32xf32>
    %175 = stablehlo.add %172, %174 : tensor<12x32xf32>
    %176 = stablehlo.multiply %102, %102 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<4xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %180 = stablehlo.multiply %179, %arg23 : tensor<4xf32>
    %181 = stablehlo.add %178, %180 : tensor<4xf32>
    %182 = stablehlo.multiply %104, %104 : tensor<32x4xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<32x4xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %186 = stablehlo.multiply %185, %arg24 : tensor<32x4xf32>
    %187 = stablehlo.add %184, %186 : tensor<32x4xf32>
    %188 = stablehlo.multiply %96, %96 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %192 = stablehlo.multiply %191, %arg25 : tensor<4xf32>
    %193 = stablehlo.add %190, %192 : tensor<4xf32>
    %194 = stablehlo.multiply %98, %98 : tensor<32x4xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<32x4xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %198 = stablehlo.multiply %197, %arg26 : tensor<32x4xf32>
    %199 = stablehlo.add %196, %198 : tensor<32x4xf32>
    %200 = stablehlo.multiply %76, %76 : tensor<12xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %202 = stablehlo.multiply %201, %200 : tensor<12xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %204 = stablehlo.multiply %203, %arg27 : tensor<12xf32>
    %205 = stablehlo.add %202, %204 : tensor<12xf32>
    %206 = stablehlo.multiply %78, %78 : tensor<32x12xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<32x12xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %210 = stablehlo.multiply %209, %arg28 : tensor<32x12xf32>
    %211 = stablehlo.add %208, %210 : tensor<32x12xf32>
    %212 = stablehlo.multiply %84, %84 : tensor<32xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<32xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %216 = stablehlo.multiply %215, %arg29 : tensor<32xf32>
    %217 = stablehlo.add %214, %216 : tensor<32xf32>
    %218 = stablehlo.multiply %86, %86 : tensor<4x32xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<4x32xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %222 = stablehlo.multiply %221, %arg30 : tensor<4x32xf32>
    %223 = stablehlo.add %220, %222 : tensor<4x32xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %224 = stablehlo.compare LT, %arg10, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_61 = stablehlo.constant dense<1> : tensor<i32>
    %225 = stablehlo.add %arg10, %c_61 : tensor<i32>
    %c_62 = stablehlo.constant dense<2147483647> : tensor<i32>
    %226 = call @_where(%224, %225, %c_62) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %227 = stablehlo.convert %226 : (tensor<i32>) -> tensor<f32>
    %228 = stablehlo.power %cst_63, %227 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.subtract %cst_64, %228 : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %231 = stablehlo.divide %118, %230 : tensor<32xf32>
    %232 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %233 = stablehlo.divide %123, %232 : tensor<12x32xf32>
    %234 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %235 = stablehlo.divide %128, %234 : tensor<4xf32>
    %236 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %237 = stablehlo.divide %133, %236 : tensor<32x4xf32>
    %238 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %239 = stablehlo.divide %138, %238 : tensor<4xf32>
    %240 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %241 = stablehlo.divide %143, %240 : tensor<32x4xf32>
    %242 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %243 = stablehlo.divide %148, %242 : tensor<12xf32>
    %244 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %245 = stablehlo.divide %153, %244 : tensor<32x12xf32>
    %246 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %247 = stablehlo.divide %158, %246 : tensor<32xf32>
    %248 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %249 = stablehlo.divide %163, %248 : tensor<4x32xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %250 = stablehlo.convert %226 : (tensor<i32>) -> tensor<f32>
    %251 = stablehlo.power %cst_65, %250 : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.subtract %cst_66, %251 : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %254 = stablehlo.divide %169, %253 : tensor<32xf32>
    %255 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %256 = stablehlo.divide %175, %255 : tensor<12x32xf32>
    %257 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %258 = stablehlo.divide %181, %257 : tensor<4xf32>
    %259 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %260 = stablehlo.divide %187, %259 : tensor<32x4xf32>
    %261 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %262 = stablehlo.divide %193, %261 : tensor<4xf32>
    %263 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %264 = stablehlo.divide %199, %263 : tensor<32x4xf32>
    %265 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %266 = stablehlo.divide %205, %265 : tensor<12xf32>
    %267 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %268 = stablehlo.divide %211, %267 : tensor<32x12xf32>
    %269 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %270 = stablehlo.divide %217, %269 : tensor<32xf32>
    %271 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %272 = stablehlo.divide %223, %271 : tensor<4x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %274 = stablehlo.add %254, %273 : tensor<32xf32>
    %275 = stablehlo.sqrt %274 : tensor<32xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %277 = stablehlo.add %275, %276 : tensor<32xf32>
    %278 = stablehlo.divide %231, %277 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %280 = stablehlo.add %256, %279 : tensor<12x32xf32>
    %281 = stablehlo.sqrt %280 : tensor<12x32xf32>
    %cst_70 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %283 = stablehlo.add %281, %282 : tensor<12x32xf32>
    %284 = stablehlo.divide %233, %283 : tensor<12x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %286 = stablehlo.add %258, %285 : tensor<4xf32>
    %287 = stablehlo.sqrt %286 : tensor<4xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %289 = stablehlo.add %287, %288 : tensor<4xf32>
    %290 = stablehlo.divide %235, %289 : tensor<4xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %292 = stablehlo.add %260, %291 : tensor<32x4xf32>
    %293 = stablehlo.sqrt %292 : tensor<32x4xf32>
    %cst_74 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %295 = stablehlo.add %293, %294 : tensor<32x4xf32>
    %296 = stablehlo.divide %237, %295 : tensor<32x4xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %298 = stablehlo.add %262, %297 : tensor<4xf32>
    %299 = stablehlo.sqrt %298 : tensor<4xf32>
    %cst_76 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %301 = stablehlo.add %299, %300 : tensor<4xf32>
    %302 = stablehlo.divide %239, %301 : tensor<4xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %304 = stablehlo.add %264, %303 : tensor<32x4xf32>
    %305 = stablehlo.sqrt %304 : tensor<32x4xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %307 = stablehlo.add %305, %306 : tensor<32x4xf32>
    %308 = stablehlo.divide %241, %307 : tensor<32x4xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %310 = stablehlo.add %266, %309 : tensor<12xf32>
    %311 = stablehlo.sqrt %310 : tensor<12xf32>
    %cst_80 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %313 = stablehlo.add %311, %312 : tensor<12xf32>
    %314 = stablehlo.divide %243, %313 : tensor<12xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %316 = stablehlo.add %268, %315 : tensor<32x12xf32>
    %317 = stablehlo.sqrt %316 : tensor<32x12xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %319 = stablehlo.add %317, %318 : tensor<32x12xf32>
    %320 = stablehlo.divide %245, %319 : tensor<32x12xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %322 = stablehlo.add %270, %321 : tensor<32xf32>
    %323 = stablehlo.sqrt %322 : tensor<32xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %325 = stablehlo.add %323, %324 : tensor<32xf32>
    %326 = stablehlo.divide %247, %325 : tensor<32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %328 = stablehlo.add %272, %327 : tensor<4x32xf32>
    %329 = stablehlo.sqrt %328 : tensor<4x32xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %331 = stablehlo.add %329, %330 : tensor<4x32xf32>
    %332 = stablehlo.divide %249, %331 : tensor<4x32xf32>
    %cst_87 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %334 = stablehlo.multiply %333, %278 : tensor<32xf32>
    %cst_88 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %336 = stablehlo.multiply %335, %284 : tensor<12x32xf32>
    %cst_89 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %338 = stablehlo.multiply %337, %290 : tensor<4xf32>
    %cst_90 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %340 = stablehlo.multiply %339, %296 : tensor<32x4xf32>
    %cst_91 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %342 = stablehlo.multiply %341, %302 : tensor<4xf32>
    %cst_92 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %344 = stablehlo.multiply %343, %308 : tensor<32x4xf32>
    %cst_93 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %346 = stablehlo.multiply %345, %314 : tensor<12xf32>
    %cst_94 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x12xf32>
    %348 = stablehlo.multiply %347, %320 : tensor<32x12xf32>
    %cst_95 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.multiply %349, %326 : tensor<32xf32>
    %cst_96 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %352 = stablehlo.multiply %351, %332 : tensor<4x32xf32>
    %353 = stablehlo.add %arg0, %334 : tensor<32xf32>
    %354 = stablehlo.add %arg1, %336 : tensor<12x32xf32>
    %355 = stablehlo.add %arg2, %338 : tensor<4xf32>
    %356 = stablehlo.add %arg3, %340 : tensor<32x4xf32>
    %357 = stablehlo.add %arg4, %342 : tensor<4xf32>
    %358 = stablehlo.add %arg5, %344 : tensor<32x4xf32>
    %359 = stablehlo.add %arg6, %346 : tensor<12xf32>
    %360 = stablehlo.add %arg7, %348 : tensor<32x12xf32>
    %361 = stablehlo.add %arg8, %350 : tensor<32xf32>
    %362 = stablehlo.add %arg9, %352 : tensor<4x32xf32>
    return %353, %354, %355, %356, %357, %358, %359, %360, %361, %362, %226, %118, %123, %128, %133, %138, %143, %148, %153, %158, %163, %169, %175, %181, %187, %193, %199, %205, %211, %217, %223, %55 : tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<12xf32>, tensor<32x12xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<12xf32>, tensor<32x12xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<32xf32>, tensor<12x32xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<4xf32>, tensor<32x4xf32>, tensor<12xf32>, tensor<32x12xf32>, tensor<32xf32>, tensor<4x32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<4x4xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<4x4xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x4xf32>
    %1 = chlo.erf_inv %0 : tensor<4x4xf32> -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<4x4xf32>
    return %3 : tensor<4x4xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<4x4xui64>
    %7 = stablehlo.iota dim = 1 : tensor<4x4xui64>
    %c = stablehlo.constant dense<4> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4x4xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<4x4xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4x4xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<4x4xui64>
    %12 = stablehlo.add %9, %11 : tensor<4x4xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<4x4xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<4x4xui64>
    %15 = stablehlo.convert %12 : (tensor<4x4xui64>) -> tensor<4x4xui32>
    %16 = stablehlo.convert %14 : (tensor<4x4xui64>) -> tensor<4x4xui32>
    %17:2 = call @threefry2x32(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<4x4xui32>, tensor<4x4xui32>) -> (tensor<4x4xui32>, tensor<4x4xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<4x4xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<4x4xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %22 = stablehlo.or %20, %21 : tensor<4x4xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<4x4xui32>) -> tensor<4x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<4x4xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x4xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x4xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x4xf32>
    %30 = stablehlo.add %28, %29 : tensor<4x4xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<4x4xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<4x4xf32>
    return %32 : tensor<4x4xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4x4xui32>, %arg3: tensor<4x4xui32>) -> (tensor<4x4xui32>, tensor<4x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4x4xui32>, tensor<4x4xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<4x4xui32>, %arg2: tensor<4x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<4x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<4x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<4x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<4x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<4x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<4x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<4x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4x4xui32>, tensor<4x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @log_sigmoid(%arg0: tensor<4x12xf32>) -> (tensor<4x12xf32>, tensor<4x12xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x12xf32>
    %1:2 = call @softplus(%0) : (tensor<4x12xf32>) -> (tensor<4x12xf32>, tensor<4x12xf32>)
    %2 = stablehlo.negate %1#0 : tensor<4x12xf32>
    return %2, %1#1 : tensor<4x12xf32>, tensor<4x12xf32>
  }
  func.func private @softplus(%arg0: tensor<4x12xf32>) -> (tensor<4x12xf32>, tensor<4x12xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x12xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x12xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<4x12xf32>
    %7 = stablehlo.abs %3 : tensor<4x12xf32>
    %8 = stablehlo.negate %7 : tensor<4x12xf32>
    %9 = stablehlo.exponential %8 : tensor<4x12xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<4x12xf32>
    %11 = stablehlo.add %1, %10 : tensor<4x12xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<4x12xi1>, tensor<4x12xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %14 = stablehlo.compare EQ, %arg0, %13, FLOAT : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %16 = stablehlo.select %14, %15, %arg0 : tensor<4x12xi1>, tensor<4x12xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %18 = stablehlo.compare EQ, %12, %17, FLOAT : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %20 = stablehlo.select %18, %19, %12 : tensor<4x12xi1>, tensor<4x12xf32>
    %21 = stablehlo.subtract %16, %20 : tensor<4x12xf32>
    %22 = stablehlo.exponential %21 : tensor<4x12xf32>
    return %12, %22 : tensor<4x12xf32>, tensor<4x12xf32>
  }
  func.func private @log_sigmoid_0(%arg0: tensor<4x12xf32>, %arg1: tensor<4x12xf32>) -> tensor<4x12xf32> {
    %0 = stablehlo.negate %arg1 : tensor<4x12xf32>
    %1 = call @softplus_1(%arg0, %0) : (tensor<4x12xf32>, tensor<4x12xf32>) -> tensor<4x12xf32>
    %2 = stablehlo.negate %1 : tensor<4x12xf32>
    return %2 : tensor<4x12xf32>
  }
  func.func private @softplus_1(%arg0: tensor<4x12xf32>, %arg1: tensor<4x12xf32>) -> tensor<4x12xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<4x12xf32>
    return %0 : tensor<4x12xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
