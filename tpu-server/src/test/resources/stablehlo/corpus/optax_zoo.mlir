module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12xf32>, %arg1: tensor<5x12xf32>, %arg2: tensor<3xf32>, %arg3: tensor<12x3xf32>, %arg4: tensor<i32>, %arg5: tensor<1xf32>, %arg6: tensor<1xf32>, %arg7: tensor<1xf32>, %arg8: tensor<1xf32>, %arg9: tensor<1xf32>, %arg10: tensor<1xf32>, %arg11: tensor<1xf32>, %arg12: tensor<1xf32>, %arg13: tensor<12xf32>, %arg14: tensor<5x12xf32>, %arg15: tensor<3xf32>, %arg16: tensor<12x3xf32>, %arg17: tensor<i32>, %arg18: tensor<12xf32>, %arg19: tensor<5x12xf32>, %arg20: tensor<3xf32>, %arg21: tensor<12x3xf32>, %arg22: tensor<i32>, %arg23: tensor<12xf32>, %arg24: tensor<5x12xf32>, %arg25: tensor<3xf32>, %arg26: tensor<12x3xf32>, %arg27: tensor<12xf32>, %arg28: tensor<5x12xf32>, %arg29: tensor<3xf32>, %arg30: tensor<12x3xf32>, %arg31: tensor<i32>, %arg32: tensor<12xf32>, %arg33: tensor<5x12xf32>, %arg34: tensor<3xf32>, %arg35: tensor<12x3xf32>, %arg36: tensor<12xf32>, %arg37: tensor<5x12xf32>, %arg38: tensor<3xf32>, %arg39: tensor<12x3xf32>, %arg40: tensor<i32>, %arg41: tensor<12xf32>, %arg42: tensor<5x12xf32>, %arg43: tensor<3xf32>, %arg44: tensor<12x3xf32>, %arg45: tensor<f32>, %arg46: tensor<f32>, %arg47: tensor<f32>, %arg48: tensor<f32>, %arg49: tensor<12xf32>, %arg50: tensor<5x12xf32>, %arg51: tensor<3xf32>, %arg52: tensor<12x3xf32>, %arg53: tensor<12xf32>, %arg54: tensor<5x12xf32>, %arg55: tensor<3xf32>, %arg56: tensor<12x3xf32>, %arg57: tensor<12xf32>, %arg58: tensor<5x12xf32>, %arg59: tensor<3xf32>, %arg60: tensor<12x3xf32>, %arg61: tensor<12xf32>, %arg62: tensor<5x12xf32>, %arg63: tensor<3xf32>, %arg64: tensor<12x3xf32>, %arg65: tensor<8x5xf32>, %arg66: tensor<8xi32>) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1][0]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][0]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][0]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][0]['params']['Dense_1']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][1]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][1]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][1]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][1]['params']['Dense_1']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][2]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][2]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][2]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][2]['params']['Dense_1']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][3]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][3]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][3]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][3]['params']['Dense_1']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][4]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][4]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][4]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][4]['params']['Dense_1']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][5]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][5]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][5]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][5]['params']['Dense_1']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][6]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][6]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][6]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][6]['params']['Dense_1']['kernel']"}, tensor<12xf32> {jax.result_info = "result[1][7]['params']['Dense_0']['bias']"}, tensor<5x12xf32> {jax.result_info = "result[1][7]['params']['Dense_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][7]['params']['Dense_1']['bias']"}, tensor<12x3xf32> {jax.result_info = "result[1][7]['params']['Dense_1']['kernel']"}) {
    %0 = stablehlo.dot_general %arg65, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x5xf32>, tensor<5x12xf32>) -> tensor<8x12xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<12xf32>) -> tensor<1x12xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<8x12xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x12xf32>
    %4 = stablehlo.tanh %3 : tensor<8x12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x12xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<8x12xf32>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x12xf32>, tensor<12x3xf32>) -> tensor<8x3xf32>
    %8 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x3xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x3xf32>
    %11 = stablehlo.broadcast_in_dim %arg66, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %12:2 = call @take_along_axis(%10, %11) : (tensor<8x3xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13:2 = call @_take(%12#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.reshape %14 : (tensor<8xf32>) -> tensor<8x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %17 = stablehlo.compare EQ, %10, %16, FLOAT : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xi1>
    %18 = stablehlo.convert %17 : (tensor<8x3xi1>) -> tensor<8x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.maximum %20, %14 : tensor<8xf32>
    %22 = stablehlo.compare EQ, %14, %21, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %25 = stablehlo.select %22, %23, %24 : tensor<8xi1>, tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.compare EQ, %26, %21, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.select %27, %28, %29 : tensor<8xi1>, tensor<8xf32>
    %31 = stablehlo.divide %25, %30 : tensor<8xf32>
    %32 = stablehlo.is_finite %21 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.select %32, %21, %33 : tensor<8xi1>, tensor<8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %38 = stablehlo.subtract %10, %37 : tensor<8x3xf32>
    %39 = stablehlo.exponential %38 : tensor<8x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.sign %40 : tensor<8xf32>
    %42 = stablehlo.abs %40 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.compare GE, %40, %43, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %45 = stablehlo.log %42 : tensor<8xf32>
    %46 = stablehlo.add %45, %34 : tensor<8xf32>
    %47 = stablehlo.subtract %46, %13#0 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %49 = stablehlo.divide %48, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.negate %51 : tensor<8xf32>
    %53 = stablehlo.divide %51, %42 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.select %44, %54, %53 : tensor<8xi1>, tensor<8xf32>
    %56 = stablehlo.select %44, %53, %54 : tensor<8xi1>, tensor<8xf32>
    %57 = stablehlo.negate %55 : tensor<8xf32>
    %58 = stablehlo.add %56, %57 : tensor<8xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %60 = stablehlo.multiply %59, %39 : tensor<8x3xf32>
    %61 = call @_take_0(%13#1, %52) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %62 = call @take_along_axis_1(%12#1, %61) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %63 = stablehlo.add %60, %62 : tensor<8x3xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %65 = stablehlo.reshape %64 : (tensor<3xf32>) -> tensor<1x3xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x3xf32>) -> tensor<3xf32>
    %67 = stablehlo.dot_general %63, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x3xf32>, tensor<8x12xf32>) -> tensor<3x12xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0] : (tensor<3x12xf32>) -> tensor<12x3xf32>
    %69 = stablehlo.dot_general %63, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x3xf32>, tensor<12x3xf32>) -> tensor<8x12xf32>
    %70 = stablehlo.multiply %69, %6 : tensor<8x12xf32>
    %71 = stablehlo.multiply %70, %4 : tensor<8x12xf32>
    %72 = stablehlo.add %70, %71 : tensor<8x12xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_18) applies stablehlo.add across dimensions = [0] : (tensor<8x12xf32>, tensor<f32>) -> tensor<12xf32>
    %74 = stablehlo.reshape %73 : (tensor<12xf32>) -> tensor<1x12xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x12xf32>) -> tensor<12xf32>
    %76 = stablehlo.dot_general %72, %arg65, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x12xf32>, tensor<8x5xf32>) -> tensor<12x5xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<12x5xf32>) -> tensor<5x12xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.subtract %arg4, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %79 = stablehlo.add %78, %c_20 : tensor<i32>
    %80 = stablehlo.convert %79 : (tensor<i32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %81 = stablehlo.power %80, %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.subtract %cst_22, %81 : tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %86 = stablehlo.multiply %75, %75 : tensor<12xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %88 = stablehlo.add %86, %87 : tensor<12xf32>
    %89 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %90 = stablehlo.multiply %89, %arg13 : tensor<12xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.subtract %cst_27, %82 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %93 = stablehlo.multiply %92, %88 : tensor<12xf32>
    %94 = stablehlo.add %90, %93 : tensor<12xf32>
    %cst_28 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %96 = stablehlo.power %94, %95 : tensor<12xf32>
    %97 = stablehlo.multiply %75, %96 : tensor<12xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.subtract %arg4, %c_29 : tensor<i32>
    %c_30 = stablehlo.constant dense<1> : tensor<i32>
    %99 = stablehlo.add %98, %c_30 : tensor<i32>
    %100 = stablehlo.convert %99 : (tensor<i32>) -> tensor<f32>
    %cst_31 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %101 = stablehlo.power %100, %cst_31 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.subtract %cst_32, %101 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %106 = stablehlo.multiply %77, %77 : tensor<5x12xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %108 = stablehlo.add %106, %107 : tensor<5x12xf32>
    %109 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %110 = stablehlo.multiply %109, %arg14 : tensor<5x12xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.subtract %cst_37, %102 : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %113 = stablehlo.multiply %112, %108 : tensor<5x12xf32>
    %114 = stablehlo.add %110, %113 : tensor<5x12xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %116 = stablehlo.power %114, %115 : tensor<5x12xf32>
    %117 = stablehlo.multiply %77, %116 : tensor<5x12xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.subtract %arg4, %c_39 : tensor<i32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %119 = stablehlo.add %118, %c_40 : tensor<i32>
    %120 = stablehlo.convert %119 : (tensor<i32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %121 = stablehlo.power %120, %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.subtract %cst_42, %121 : tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %126 = stablehlo.multiply %66, %66 : tensor<3xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %128 = stablehlo.add %126, %127 : tensor<3xf32>
    %129 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %130 = stablehlo.multiply %129, %arg15 : tensor<3xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.subtract %cst_47, %122 : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %133 = stablehlo.multiply %132, %128 : tensor<3xf32>
    %134 = stablehlo.add %130, %133 : tensor<3xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %136 = stablehlo.power %134, %135 : tensor<3xf32>
    %137 = stablehlo.multiply %66, %136 : tensor<3xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %138 = stablehlo.subtract %arg4, %c_49 : tensor<i32>
    %c_50 = stablehlo.constant dense<1> : tensor<i32>
    %139 = stablehlo.add %138, %c_50 : tensor<i32>
    %140 = stablehlo.convert %139 : (tensor<i32>) -> tensor<f32>
    %cst_51 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %141 = stablehlo.power %140, %cst_51 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.subtract %cst_52, %141 : tensor<f32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %146 = stablehlo.multiply %68, %68 : tensor<12x3xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %148 = stablehlo.add %146, %147 : tensor<12x3xf32>
    %149 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %150 = stablehlo.multiply %149, %arg16 : tensor<12x3xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %151 = stablehlo.subtract %cst_57, %142 : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %153 = stablehlo.multiply %152, %148 : tensor<12x3xf32>
    %154 = stablehlo.add %150, %153 : tensor<12x3xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %156 = stablehlo.power %154, %155 : tensor<12x3xf32>
    %157 = stablehlo.multiply %68, %156 : tensor<12x3xf32>
    %c_59 = stablehlo.constant dense<2147483647> : tensor<i32>
    %158 = stablehlo.compare LT, %arg4, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_60 = stablehlo.constant dense<1> : tensor<i32>
    %159 = stablehlo.add %arg4, %c_60 : tensor<i32>
    %c_61 = stablehlo.constant dense<2147483647> : tensor<i32>
    %160 = call @_where_2(%158, %159, %c_61) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %161 = stablehlo.multiply %97, %97 : tensor<12xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_62) applies stablehlo.add across dimensions = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %163 = stablehlo.divide %162, %cst_63 : tensor<f32>
    %164 = stablehlo.sqrt %163 : tensor<f32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %165 = stablehlo.divide %164, %cst_64 : tensor<f32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.maximum %cst_65, %165 : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %168 = stablehlo.divide %97, %167 : tensor<12xf32>
    %169 = stablehlo.multiply %117, %117 : tensor<5x12xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %171 = stablehlo.divide %170, %cst_67 : tensor<f32>
    %172 = stablehlo.sqrt %171 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.divide %172, %cst_68 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.maximum %cst_69, %173 : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %176 = stablehlo.divide %117, %175 : tensor<5x12xf32>
    %177 = stablehlo.multiply %137, %137 : tensor<3xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_70) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %179 = stablehlo.divide %178, %cst_71 : tensor<f32>
    %180 = stablehlo.sqrt %179 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %181 = stablehlo.divide %180, %cst_72 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.maximum %cst_73, %181 : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %184 = stablehlo.divide %137, %183 : tensor<3xf32>
    %185 = stablehlo.multiply %157, %157 : tensor<12x3xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %187 = stablehlo.divide %186, %cst_75 : tensor<f32>
    %188 = stablehlo.sqrt %187 : tensor<f32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.divide %188, %cst_76 : tensor<f32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.maximum %cst_77, %189 : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %192 = stablehlo.divide %157, %191 : tensor<12x3xf32>
    %cst_78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %194 = stablehlo.multiply %193, %168 : tensor<12xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %196 = stablehlo.multiply %195, %176 : tensor<5x12xf32>
    %cst_80 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %198 = stablehlo.multiply %197, %184 : tensor<3xf32>
    %cst_81 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %200 = stablehlo.multiply %199, %192 : tensor<12x3xf32>
    %201 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_82) applies stablehlo.add across dimensions = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %203 = stablehlo.divide %202, %cst_83 : tensor<f32>
    %204 = stablehlo.sqrt %203 : tensor<f32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %205 = stablehlo.compare LE, %204, %cst_84, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %207 = call @_where_3(%205, %206, %arg0) : (tensor<i1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %208 = stablehlo.compare LE, %204, %cst_86, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %209 = stablehlo.multiply %207, %207 : tensor<12xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_87) applies stablehlo.add across dimensions = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %211 = stablehlo.divide %210, %cst_88 : tensor<f32>
    %212 = stablehlo.sqrt %211 : tensor<f32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = call @_where_4(%208, %cst_89, %212) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %215 = stablehlo.multiply %194, %214 : tensor<12xf32>
    %216 = stablehlo.multiply %arg1, %arg1 : tensor<5x12xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<f32>
    %cst_91 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %218 = stablehlo.divide %217, %cst_91 : tensor<f32>
    %219 = stablehlo.sqrt %218 : tensor<f32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.compare LE, %219, %cst_92, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %222 = call @_where_5(%220, %221, %arg1) : (tensor<i1>, tensor<5x12xf32>, tensor<5x12xf32>) -> tensor<5x12xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %223 = stablehlo.compare LE, %219, %cst_94, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %224 = stablehlo.multiply %222, %222 : tensor<5x12xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %226 = stablehlo.divide %225, %cst_96 : tensor<f32>
    %227 = stablehlo.sqrt %226 : tensor<f32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = call @_where_4(%223, %cst_97, %227) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %230 = stablehlo.multiply %196, %229 : tensor<5x12xf32>
    %231 = stablehlo.multiply %arg2, %arg2 : tensor<3xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_98) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %233 = stablehlo.divide %232, %cst_99 : tensor<f32>
    %234 = stablehlo.sqrt %233 : tensor<f32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %235 = stablehlo.compare LE, %234, %cst_100, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %237 = call @_where_6(%235, %236, %arg2) : (tensor<i1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %238 = stablehlo.compare LE, %234, %cst_102, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %239 = stablehlo.multiply %237, %237 : tensor<3xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_103) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_104 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %241 = stablehlo.divide %240, %cst_104 : tensor<f32>
    %242 = stablehlo.sqrt %241 : tensor<f32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = call @_where_4(%238, %cst_105, %242) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %245 = stablehlo.multiply %198, %244 : tensor<3xf32>
    %246 = stablehlo.multiply %arg3, %arg3 : tensor<12x3xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_107 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %248 = stablehlo.divide %247, %cst_107 : tensor<f32>
    %249 = stablehlo.sqrt %248 : tensor<f32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %250 = stablehlo.compare LE, %249, %cst_108, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %252 = call @_where_7(%250, %251, %arg3) : (tensor<i1>, tensor<12x3xf32>, tensor<12x3xf32>) -> tensor<12x3xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %253 = stablehlo.compare LE, %249, %cst_110, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %254 = stablehlo.multiply %252, %252 : tensor<12x3xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<3.600000e+01> : tensor<f32>
    %256 = stablehlo.divide %255, %cst_112 : tensor<f32>
    %257 = stablehlo.sqrt %256 : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %258 = call @_where_4(%253, %cst_113, %257) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %260 = stablehlo.multiply %200, %259 : tensor<12x3xf32>
    %cst_114 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %262 = stablehlo.multiply %261, %215 : tensor<12xf32>
    %cst_115 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %264 = stablehlo.multiply %263, %230 : tensor<5x12xf32>
    %cst_116 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %266 = stablehlo.multiply %265, %245 : tensor<3xf32>
    %cst_117 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %268 = stablehlo.multiply %267, %260 : tensor<12x3xf32>
    %269 = stablehlo.add %arg0, %262 : tensor<12xf32>
    %270 = stablehlo.add %arg1, %264 : tensor<5x12xf32>
    %271 = stablehlo.add %arg2, %266 : tensor<3xf32>
    %272 = stablehlo.add %arg3, %268 : tensor<12x3xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %274 = stablehlo.multiply %273, %75 : tensor<12xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %276 = stablehlo.multiply %275, %arg18 : tensor<12xf32>
    %277 = stablehlo.add %274, %276 : tensor<12xf32>
    %278 = stablehlo.sign %277 : tensor<12xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %280 = stablehlo.multiply %279, %77 : tensor<5x12xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %282 = stablehlo.multiply %281, %arg19 : tensor<5x12xf32>
    %283 = stablehlo.add %280, %282 : tensor<5x12xf32>
    %284 = stablehlo.sign %283 : tensor<5x12xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %286 = stablehlo.multiply %285, %66 : tensor<3xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %288 = stablehlo.multiply %287, %arg20 : tensor<3xf32>
    %289 = stablehlo.add %286, %288 : tensor<3xf32>
    %290 = stablehlo.sign %289 : tensor<3xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %292 = stablehlo.multiply %291, %68 : tensor<12x3xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %294 = stablehlo.multiply %293, %arg21 : tensor<12x3xf32>
    %295 = stablehlo.add %292, %294 : tensor<12x3xf32>
    %296 = stablehlo.sign %295 : tensor<12x3xf32>
    %cst_126 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %298 = stablehlo.multiply %297, %75 : tensor<12xf32>
    %cst_127 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %300 = stablehlo.multiply %299, %arg18 : tensor<12xf32>
    %301 = stablehlo.add %298, %300 : tensor<12xf32>
    %cst_128 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %303 = stablehlo.multiply %302, %77 : tensor<5x12xf32>
    %cst_129 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %305 = stablehlo.multiply %304, %arg19 : tensor<5x12xf32>
    %306 = stablehlo.add %303, %305 : tensor<5x12xf32>
    %cst_130 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %308 = stablehlo.multiply %307, %66 : tensor<3xf32>
    %cst_131 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %310 = stablehlo.multiply %309, %arg20 : tensor<3xf32>
    %311 = stablehlo.add %308, %310 : tensor<3xf32>
    %cst_132 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %313 = stablehlo.multiply %312, %68 : tensor<12x3xf32>
    %cst_133 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %315 = stablehlo.multiply %314, %arg21 : tensor<12x3xf32>
    %316 = stablehlo.add %313, %315 : tensor<12x3xf32>
    %c_134 = stablehlo.constant dense<2147483647> : tensor<i32>
    %317 = stablehlo.compare LT, %arg17, %c_134, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_135 = stablehlo.constant dense<1> : tensor<i32>
    %318 = stablehlo.add %arg17, %c_135 : tensor<i32>
    %c_136 = stablehlo.constant dense<2147483647> : tensor<i32>
    %319 = call @_where_2(%317, %318, %c_136) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %321 = stablehlo.multiply %320, %arg0 : tensor<12xf32>
    %322 = stablehlo.add %278, %321 : tensor<12xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %324 = stablehlo.multiply %323, %arg1 : tensor<5x12xf32>
    %325 = stablehlo.add %284, %324 : tensor<5x12xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %327 = stablehlo.multiply %326, %arg2 : tensor<3xf32>
    %328 = stablehlo.add %290, %327 : tensor<3xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %330 = stablehlo.multiply %329, %arg3 : tensor<12x3xf32>
    %331 = stablehlo.add %296, %330 : tensor<12x3xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %333 = stablehlo.multiply %332, %322 : tensor<12xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %335 = stablehlo.multiply %334, %325 : tensor<5x12xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %337 = stablehlo.multiply %336, %328 : tensor<3xf32>
    %cst_144 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %339 = stablehlo.multiply %338, %331 : tensor<12x3xf32>
    %340 = stablehlo.add %arg0, %333 : tensor<12xf32>
    %341 = stablehlo.add %arg1, %335 : tensor<5x12xf32>
    %342 = stablehlo.add %arg2, %337 : tensor<3xf32>
    %343 = stablehlo.add %arg3, %339 : tensor<12x3xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %345 = stablehlo.multiply %344, %75 : tensor<12xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %347 = stablehlo.multiply %346, %arg23 : tensor<12xf32>
    %348 = stablehlo.add %345, %347 : tensor<12xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %350 = stablehlo.multiply %349, %77 : tensor<5x12xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %352 = stablehlo.multiply %351, %arg24 : tensor<5x12xf32>
    %353 = stablehlo.add %350, %352 : tensor<5x12xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %355 = stablehlo.multiply %354, %66 : tensor<3xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %357 = stablehlo.multiply %356, %arg25 : tensor<3xf32>
    %358 = stablehlo.add %355, %357 : tensor<3xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %360 = stablehlo.multiply %359, %68 : tensor<12x3xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %362 = stablehlo.multiply %361, %arg26 : tensor<12x3xf32>
    %363 = stablehlo.add %360, %362 : tensor<12x3xf32>
    %364 = stablehlo.multiply %75, %75 : tensor<12xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %366 = stablehlo.multiply %365, %364 : tensor<12xf32>
    %cst_154 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %368 = stablehlo.multiply %367, %arg27 : tensor<12xf32>
    %369 = stablehlo.add %366, %368 : tensor<12xf32>
    %370 = stablehlo.multiply %77, %77 : tensor<5x12xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %372 = stablehlo.multiply %371, %370 : tensor<5x12xf32>
    %cst_156 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %374 = stablehlo.multiply %373, %arg28 : tensor<5x12xf32>
    %375 = stablehlo.add %372, %374 : tensor<5x12xf32>
    %376 = stablehlo.multiply %66, %66 : tensor<3xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %378 = stablehlo.multiply %377, %376 : tensor<3xf32>
    %cst_158 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %380 = stablehlo.multiply %379, %arg29 : tensor<3xf32>
    %381 = stablehlo.add %378, %380 : tensor<3xf32>
    %382 = stablehlo.multiply %68, %68 : tensor<12x3xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %384 = stablehlo.multiply %383, %382 : tensor<12x3xf32>
    %cst_160 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %386 = stablehlo.multiply %385, %arg30 : tensor<12x3xf32>
    %387 = stablehlo.add %384, %386 : tensor<12x3xf32>
    %c_161 = stablehlo.constant dense<2147483647> : tensor<i32>
    %388 = stablehlo.compare LT, %arg22, %c_161, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_162 = stablehlo.constant dense<1> : tensor<i32>
    %389 = stablehlo.add %arg22, %c_162 : tensor<i32>
    %c_163 = stablehlo.constant dense<2147483647> : tensor<i32>
    %390 = call @_where_2(%388, %389, %c_163) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %391 = stablehlo.convert %390 : (tensor<i32>) -> tensor<f32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %392 = stablehlo.convert %390 : (tensor<i32>) -> tensor<f32>
    %393 = stablehlo.power %cst_164, %392 : tensor<f32>
    %cst_165 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %394 = stablehlo.subtract %cst_165, %393 : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %396 = stablehlo.divide %348, %395 : tensor<12xf32>
    %397 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %398 = stablehlo.divide %353, %397 : tensor<5x12xf32>
    %399 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %400 = stablehlo.divide %358, %399 : tensor<3xf32>
    %401 = stablehlo.broadcast_in_dim %394, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %402 = stablehlo.divide %363, %401 : tensor<12x3xf32>
    %403 = stablehlo.convert %390 : (tensor<i32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %404 = stablehlo.convert %390 : (tensor<i32>) -> tensor<f32>
    %405 = stablehlo.power %cst_166, %404 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %406 = stablehlo.subtract %cst_167, %405 : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %408 = stablehlo.divide %369, %407 : tensor<12xf32>
    %409 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %410 = stablehlo.divide %375, %409 : tensor<5x12xf32>
    %411 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %412 = stablehlo.divide %381, %411 : tensor<3xf32>
    %413 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %414 = stablehlo.divide %387, %413 : tensor<12x3xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %416 = stablehlo.add %408, %415 : tensor<12xf32>
    %417 = stablehlo.sqrt %416 : tensor<12xf32>
    %cst_169 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %419 = stablehlo.add %417, %418 : tensor<12xf32>
    %420 = stablehlo.divide %396, %419 : tensor<12xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %422 = stablehlo.add %410, %421 : tensor<5x12xf32>
    %423 = stablehlo.sqrt %422 : tensor<5x12xf32>
    %cst_171 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %425 = stablehlo.add %423, %424 : tensor<5x12xf32>
    %426 = stablehlo.divide %398, %425 : tensor<5x12xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %428 = stablehlo.add %412, %427 : tensor<3xf32>
    %429 = stablehlo.sqrt %428 : tensor<3xf32>
    %cst_173 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %431 = stablehlo.add %429, %430 : tensor<3xf32>
    %432 = stablehlo.divide %400, %431 : tensor<3xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %434 = stablehlo.add %414, %433 : tensor<12x3xf32>
    %435 = stablehlo.sqrt %434 : tensor<12x3xf32>
    %cst_175 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %437 = stablehlo.add %435, %436 : tensor<12x3xf32>
    %438 = stablehlo.divide %402, %437 : tensor<12x3xf32>
    %439 = call @norm(%arg0) : (tensor<12xf32>) -> tensor<1xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %441 = stablehlo.compare LE, %439, %440, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %443 = call @_where_8(%441, %442, %arg0) : (tensor<1xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %444 = stablehlo.reshape %439 : (tensor<1xf32>) -> tensor<f32>
    %445 = call @norm_9(%443) : (tensor<12xf32>) -> tensor<f32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.compare LE, %444, %cst_178, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = call @_where_4(%446, %cst_179, %445) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %448 = call @norm(%420) : (tensor<12xf32>) -> tensor<1xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %450 = stablehlo.compare LE, %448, %449, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_181 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %452 = call @_where_8(%450, %451, %420) : (tensor<1xi1>, tensor<12xf32>, tensor<12xf32>) -> tensor<12xf32>
    %453 = stablehlo.reshape %448 : (tensor<1xf32>) -> tensor<f32>
    %454 = call @norm_9(%452) : (tensor<12xf32>) -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.compare LE, %453, %cst_182, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = call @_where_4(%455, %cst_183, %454) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %457 = stablehlo.multiply %cst_184, %447 : tensor<f32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.add %456, %cst_185 : tensor<f32>
    %459 = stablehlo.divide %457, %458 : tensor<f32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.compare EQ, %447, %cst_186, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.compare EQ, %456, %cst_187, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %462 = stablehlo.or %460, %461 : tensor<i1>
    %cst_188 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %463 = call @_where_10(%462, %cst_188, %459) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %465 = stablehlo.multiply %420, %464 : tensor<12xf32>
    %466 = call @norm_11(%arg1) : (tensor<5x12xf32>) -> tensor<1x1xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %468 = stablehlo.compare LE, %466, %467, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %470 = call @_where_12(%468, %469, %arg1) : (tensor<1x1xi1>, tensor<5x12xf32>, tensor<5x12xf32>) -> tensor<5x12xf32>
    %471 = stablehlo.reshape %466 : (tensor<1x1xf32>) -> tensor<f32>
    %472 = call @norm_13(%470) : (tensor<5x12xf32>) -> tensor<f32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.compare LE, %471, %cst_191, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = call @_where_4(%473, %cst_192, %472) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %475 = call @norm_11(%426) : (tensor<5x12xf32>) -> tensor<1x1xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %477 = stablehlo.compare LE, %475, %476, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %479 = call @_where_12(%477, %478, %426) : (tensor<1x1xi1>, tensor<5x12xf32>, tensor<5x12xf32>) -> tensor<5x12xf32>
    %480 = stablehlo.reshape %475 : (tensor<1x1xf32>) -> tensor<f32>
    %481 = call @norm_13(%479) : (tensor<5x12xf32>) -> tensor<f32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.compare LE, %480, %cst_195, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = call @_where_4(%482, %cst_196, %481) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %484 = stablehlo.multiply %cst_197, %474 : tensor<f32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.add %483, %cst_198 : tensor<f32>
    %486 = stablehlo.divide %484, %485 : tensor<f32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.compare EQ, %474, %cst_199, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.compare EQ, %483, %cst_200, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %489 = stablehlo.or %487, %488 : tensor<i1>
    %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %490 = call @_where_10(%489, %cst_201, %486) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %492 = stablehlo.multiply %426, %491 : tensor<5x12xf32>
    %493 = call @norm_14(%arg2) : (tensor<3xf32>) -> tensor<1xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %495 = stablehlo.compare LE, %493, %494, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_203 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %497 = call @_where_15(%495, %496, %arg2) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %498 = stablehlo.reshape %493 : (tensor<1xf32>) -> tensor<f32>
    %499 = call @norm_16(%497) : (tensor<3xf32>) -> tensor<f32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.compare LE, %498, %cst_204, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = call @_where_4(%500, %cst_205, %499) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %502 = call @norm_14(%432) : (tensor<3xf32>) -> tensor<1xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %504 = stablehlo.compare LE, %502, %503, FLOAT : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi1>
    %cst_207 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %506 = call @_where_15(%504, %505, %432) : (tensor<1xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %507 = stablehlo.reshape %502 : (tensor<1xf32>) -> tensor<f32>
    %508 = call @norm_16(%506) : (tensor<3xf32>) -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.compare LE, %507, %cst_208, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = call @_where_4(%509, %cst_209, %508) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_210 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %511 = stablehlo.multiply %cst_210, %501 : tensor<f32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.add %510, %cst_211 : tensor<f32>
    %513 = stablehlo.divide %511, %512 : tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.compare EQ, %501, %cst_212, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.compare EQ, %510, %cst_213, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %516 = stablehlo.or %514, %515 : tensor<i1>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %517 = call @_where_10(%516, %cst_214, %513) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %519 = stablehlo.multiply %432, %518 : tensor<3xf32>
    %520 = call @norm_17(%arg3) : (tensor<12x3xf32>) -> tensor<1x1xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %522 = stablehlo.compare LE, %520, %521, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %524 = call @_where_18(%522, %523, %arg3) : (tensor<1x1xi1>, tensor<12x3xf32>, tensor<12x3xf32>) -> tensor<12x3xf32>
    %525 = stablehlo.reshape %520 : (tensor<1x1xf32>) -> tensor<f32>
    %526 = call @norm_19(%524) : (tensor<12x3xf32>) -> tensor<f32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.compare LE, %525, %cst_217, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = call @_where_4(%527, %cst_218, %526) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %529 = call @norm_17(%438) : (tensor<12x3xf32>) -> tensor<1x1xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %531 = stablehlo.compare LE, %529, %530, FLOAT : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xi1>
    %cst_220 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %533 = call @_where_18(%531, %532, %438) : (tensor<1x1xi1>, tensor<12x3xf32>, tensor<12x3xf32>) -> tensor<12x3xf32>
    %534 = stablehlo.reshape %529 : (tensor<1x1xf32>) -> tensor<f32>
    %535 = call @norm_19(%533) : (tensor<12x3xf32>) -> tensor<f32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.compare LE, %534, %cst_221, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = call @_where_4(%536, %cst_222, %535) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_223 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %538 = stablehlo.multiply %cst_223, %528 : tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.add %537, %cst_224 : tensor<f32>
    %540 = stablehlo.divide %538, %539 : tensor<f32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.compare EQ, %528, %cst_225, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.compare EQ, %537, %cst_226, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %543 = stablehlo.or %541, %542 : tensor<i1>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %544 = call @_where_10(%543, %cst_227, %540) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %546 = stablehlo.multiply %438, %545 : tensor<12x3xf32>
    %cst_228 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %548 = stablehlo.multiply %547, %465 : tensor<12xf32>
    %cst_229 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %550 = stablehlo.multiply %549, %492 : tensor<5x12xf32>
    %cst_230 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %552 = stablehlo.multiply %551, %519 : tensor<3xf32>
    %cst_231 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %554 = stablehlo.multiply %553, %546 : tensor<12x3xf32>
    %555 = stablehlo.add %arg0, %548 : tensor<12xf32>
    %556 = stablehlo.add %arg1, %550 : tensor<5x12xf32>
    %557 = stablehlo.add %arg2, %552 : tensor<3xf32>
    %558 = stablehlo.add %arg3, %554 : tensor<12x3xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %560 = stablehlo.multiply %559, %75 : tensor<12xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %562 = stablehlo.multiply %561, %arg32 : tensor<12xf32>
    %563 = stablehlo.add %560, %562 : tensor<12xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %565 = stablehlo.multiply %564, %77 : tensor<5x12xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %567 = stablehlo.multiply %566, %arg33 : tensor<5x12xf32>
    %568 = stablehlo.add %565, %567 : tensor<5x12xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %570 = stablehlo.multiply %569, %66 : tensor<3xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %572 = stablehlo.multiply %571, %arg34 : tensor<3xf32>
    %573 = stablehlo.add %570, %572 : tensor<3xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %575 = stablehlo.multiply %574, %68 : tensor<12x3xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %577 = stablehlo.multiply %576, %arg35 : tensor<12x3xf32>
    %578 = stablehlo.add %575, %577 : tensor<12x3xf32>
    %579 = stablehlo.subtract %75, %563 : tensor<12xf32>
    %580 = stablehlo.subtract %77, %568 : tensor<5x12xf32>
    %581 = stablehlo.subtract %66, %573 : tensor<3xf32>
    %582 = stablehlo.subtract %68, %578 : tensor<12x3xf32>
    %583 = stablehlo.multiply %579, %579 : tensor<12xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %585 = stablehlo.multiply %584, %583 : tensor<12xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %587 = stablehlo.multiply %586, %arg36 : tensor<12xf32>
    %588 = stablehlo.add %585, %587 : tensor<12xf32>
    %589 = stablehlo.multiply %580, %580 : tensor<5x12xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %591 = stablehlo.multiply %590, %589 : tensor<5x12xf32>
    %cst_243 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %593 = stablehlo.multiply %592, %arg37 : tensor<5x12xf32>
    %594 = stablehlo.add %591, %593 : tensor<5x12xf32>
    %595 = stablehlo.multiply %581, %581 : tensor<3xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %597 = stablehlo.multiply %596, %595 : tensor<3xf32>
    %cst_245 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %599 = stablehlo.multiply %598, %arg38 : tensor<3xf32>
    %600 = stablehlo.add %597, %599 : tensor<3xf32>
    %601 = stablehlo.multiply %582, %582 : tensor<12x3xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %603 = stablehlo.multiply %602, %601 : tensor<12x3xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %605 = stablehlo.multiply %604, %arg39 : tensor<12x3xf32>
    %606 = stablehlo.add %603, %605 : tensor<12x3xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %608 = stablehlo.add %588, %607 : tensor<12xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %610 = stablehlo.add %594, %609 : tensor<5x12xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %612 = stablehlo.add %600, %611 : tensor<3xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %614 = stablehlo.add %606, %613 : tensor<12x3xf32>
    %c_252 = stablehlo.constant dense<2147483647> : tensor<i32>
    %615 = stablehlo.compare LT, %arg31, %c_252, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_253 = stablehlo.constant dense<1> : tensor<i32>
    %616 = stablehlo.add %arg31, %c_253 : tensor<i32>
    %c_254 = stablehlo.constant dense<2147483647> : tensor<i32>
    %617 = call @_where_2(%615, %616, %c_254) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %618 = stablehlo.convert %617 : (tensor<i32>) -> tensor<f32>
    %cst_255 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %619 = stablehlo.convert %617 : (tensor<i32>) -> tensor<f32>
    %620 = stablehlo.power %cst_255, %619 : tensor<f32>
    %cst_256 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %621 = stablehlo.subtract %cst_256, %620 : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %623 = stablehlo.divide %563, %622 : tensor<12xf32>
    %624 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %625 = stablehlo.divide %568, %624 : tensor<5x12xf32>
    %626 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %627 = stablehlo.divide %573, %626 : tensor<3xf32>
    %628 = stablehlo.broadcast_in_dim %621, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %629 = stablehlo.divide %578, %628 : tensor<12x3xf32>
    %630 = stablehlo.convert %617 : (tensor<i32>) -> tensor<f32>
    %cst_257 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %631 = stablehlo.convert %617 : (tensor<i32>) -> tensor<f32>
    %632 = stablehlo.power %cst_257, %631 : tensor<f32>
    %cst_258 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %633 = stablehlo.subtract %cst_258, %632 : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %635 = stablehlo.divide %608, %634 : tensor<12xf32>
    %636 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %637 = stablehlo.divide %610, %636 : tensor<5x12xf32>
    %638 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %639 = stablehlo.divide %612, %638 : tensor<3xf32>
    %640 = stablehlo.broadcast_in_dim %633, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %641 = stablehlo.divide %614, %640 : tensor<12x3xf32>
    %642 = stablehlo.sqrt %635 : tensor<12xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %644 = stablehlo.add %642, %643 : tensor<12xf32>
    %645 = stablehlo.divide %623, %644 : tensor<12xf32>
    %646 = stablehlo.sqrt %637 : tensor<5x12xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %648 = stablehlo.add %646, %647 : tensor<5x12xf32>
    %649 = stablehlo.divide %625, %648 : tensor<5x12xf32>
    %650 = stablehlo.sqrt %639 : tensor<3xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %652 = stablehlo.add %650, %651 : tensor<3xf32>
    %653 = stablehlo.divide %627, %652 : tensor<3xf32>
    %654 = stablehlo.sqrt %641 : tensor<12x3xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-16> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %656 = stablehlo.add %654, %655 : tensor<12x3xf32>
    %657 = stablehlo.divide %629, %656 : tensor<12x3xf32>
    %cst_263 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %659 = stablehlo.multiply %658, %645 : tensor<12xf32>
    %cst_264 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %661 = stablehlo.multiply %660, %649 : tensor<5x12xf32>
    %cst_265 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %663 = stablehlo.multiply %662, %653 : tensor<3xf32>
    %cst_266 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %665 = stablehlo.multiply %664, %657 : tensor<12x3xf32>
    %666 = stablehlo.add %arg0, %659 : tensor<12xf32>
    %667 = stablehlo.add %arg1, %661 : tensor<5x12xf32>
    %668 = stablehlo.add %arg2, %663 : tensor<3xf32>
    %669 = stablehlo.add %arg3, %665 : tensor<12x3xf32>
    %c_267 = stablehlo.constant dense<2147483647> : tensor<i32>
    %670 = stablehlo.compare LT, %arg40, %c_267, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_268 = stablehlo.constant dense<1> : tensor<i32>
    %671 = stablehlo.add %arg40, %c_268 : tensor<i32>
    %c_269 = stablehlo.constant dense<2147483647> : tensor<i32>
    %672 = call @_where_2(%670, %671, %c_269) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_270 = stablehlo.constant dense<1> : tensor<i32>
    %673 = stablehlo.compare EQ, %672, %c_270, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %674 = stablehlo.convert %673 : (tensor<i1>) -> tensor<i32>
    %675:4 = "stablehlo.case"(%674) ({
      %839 = func.call @norm_20(%75) : (tensor<12xf32>) -> tensor<f32>
      %840 = stablehlo.multiply %839, %839 : tensor<f32>
      %841 = func.call @norm_21(%77) : (tensor<5x12xf32>) -> tensor<f32>
      %842 = stablehlo.multiply %841, %841 : tensor<f32>
      %843 = func.call @norm_22(%66) : (tensor<3xf32>) -> tensor<f32>
      %844 = stablehlo.multiply %843, %843 : tensor<f32>
      %845 = func.call @norm_23(%68) : (tensor<12x3xf32>) -> tensor<f32>
      %846 = stablehlo.multiply %845, %845 : tensor<f32>
      %cst_324 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
      %847 = stablehlo.multiply %cst_324, %840 : tensor<f32>
      %cst_325 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %848 = stablehlo.multiply %cst_325, %arg45 : tensor<f32>
      %849 = stablehlo.add %847, %848 : tensor<f32>
      %cst_326 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
      %850 = stablehlo.multiply %cst_326, %842 : tensor<f32>
      %cst_327 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %851 = stablehlo.multiply %cst_327, %arg46 : tensor<f32>
      %852 = stablehlo.add %850, %851 : tensor<f32>
      %cst_328 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
      %853 = stablehlo.multiply %cst_328, %844 : tensor<f32>
      %cst_329 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %854 = stablehlo.multiply %cst_329, %arg47 : tensor<f32>
      %855 = stablehlo.add %853, %854 : tensor<f32>
      %cst_330 = stablehlo.constant dense<7.500000e-01> : tensor<f32>
      %856 = stablehlo.multiply %cst_330, %846 : tensor<f32>
      %cst_331 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %857 = stablehlo.multiply %cst_331, %arg48 : tensor<f32>
      %858 = stablehlo.add %856, %857 : tensor<f32>
      stablehlo.return %849, %852, %855, %858 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }, {
      %839 = func.call @norm_20(%75) : (tensor<12xf32>) -> tensor<f32>
      %840 = stablehlo.multiply %839, %839 : tensor<f32>
      %841 = func.call @norm_21(%77) : (tensor<5x12xf32>) -> tensor<f32>
      %842 = stablehlo.multiply %841, %841 : tensor<f32>
      %843 = func.call @norm_22(%66) : (tensor<3xf32>) -> tensor<f32>
      %844 = stablehlo.multiply %843, %843 : tensor<f32>
      %845 = func.call @norm_23(%68) : (tensor<12x3xf32>) -> tensor<f32>
      %846 = stablehlo.multiply %845, %845 : tensor<f32>
      stablehlo.return %840, %842, %844, %846 : tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>
    }) : (tensor<i32>) -> (tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>)
    %c_271 = stablehlo.constant dense<1> : tensor<i32>
    %676 = stablehlo.compare EQ, %672, %c_271, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %677 = stablehlo.convert %676 : (tensor<i1>) -> tensor<i32>
    %678:4 = "stablehlo.case"(%677) ({
      %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %839 = stablehlo.add %675#0, %cst_324 : tensor<f32>
      %840 = stablehlo.sqrt %839 : tensor<f32>
      %cst_325 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %841 = stablehlo.add %840, %cst_325 : tensor<f32>
      %842 = stablehlo.broadcast_in_dim %841, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %843 = stablehlo.divide %75, %842 : tensor<12xf32>
      %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %844 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %845 = stablehlo.multiply %844, %arg0 : tensor<12xf32>
      %846 = stablehlo.add %843, %845 : tensor<12xf32>
      %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %847 = stablehlo.add %675#1, %cst_327 : tensor<f32>
      %848 = stablehlo.sqrt %847 : tensor<f32>
      %cst_328 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %849 = stablehlo.add %848, %cst_328 : tensor<f32>
      %850 = stablehlo.broadcast_in_dim %849, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
      %851 = stablehlo.divide %77, %850 : tensor<5x12xf32>
      %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %852 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
      %853 = stablehlo.multiply %852, %arg1 : tensor<5x12xf32>
      %854 = stablehlo.add %851, %853 : tensor<5x12xf32>
      %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %855 = stablehlo.add %675#2, %cst_330 : tensor<f32>
      %856 = stablehlo.sqrt %855 : tensor<f32>
      %cst_331 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %857 = stablehlo.add %856, %cst_331 : tensor<f32>
      %858 = stablehlo.broadcast_in_dim %857, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %859 = stablehlo.divide %66, %858 : tensor<3xf32>
      %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %860 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %861 = stablehlo.multiply %860, %arg2 : tensor<3xf32>
      %862 = stablehlo.add %859, %861 : tensor<3xf32>
      %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %863 = stablehlo.add %675#3, %cst_333 : tensor<f32>
      %864 = stablehlo.sqrt %863 : tensor<f32>
      %cst_334 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %865 = stablehlo.add %864, %cst_334 : tensor<f32>
      %866 = stablehlo.broadcast_in_dim %865, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
      %867 = stablehlo.divide %68, %866 : tensor<12x3xf32>
      %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %868 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
      %869 = stablehlo.multiply %868, %arg3 : tensor<12x3xf32>
      %870 = stablehlo.add %867, %869 : tensor<12x3xf32>
      %cst_336 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %871 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %872 = stablehlo.multiply %871, %arg41 : tensor<12xf32>
      %873 = stablehlo.add %872, %846 : tensor<12xf32>
      %cst_337 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %874 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
      %875 = stablehlo.multiply %874, %arg42 : tensor<5x12xf32>
      %876 = stablehlo.add %875, %854 : tensor<5x12xf32>
      %cst_338 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %877 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %878 = stablehlo.multiply %877, %arg43 : tensor<3xf32>
      %879 = stablehlo.add %878, %862 : tensor<3xf32>
      %cst_339 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %880 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
      %881 = stablehlo.multiply %880, %arg44 : tensor<12x3xf32>
      %882 = stablehlo.add %881, %870 : tensor<12x3xf32>
      stablehlo.return %873, %876, %879, %882 : tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>
    }, {
      %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %839 = stablehlo.add %675#0, %cst_324 : tensor<f32>
      %840 = stablehlo.sqrt %839 : tensor<f32>
      %cst_325 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %841 = stablehlo.add %840, %cst_325 : tensor<f32>
      %842 = stablehlo.broadcast_in_dim %841, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %843 = stablehlo.divide %75, %842 : tensor<12xf32>
      %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %844 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %845 = stablehlo.multiply %844, %arg0 : tensor<12xf32>
      %846 = stablehlo.add %843, %845 : tensor<12xf32>
      %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %847 = stablehlo.add %675#1, %cst_327 : tensor<f32>
      %848 = stablehlo.sqrt %847 : tensor<f32>
      %cst_328 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %849 = stablehlo.add %848, %cst_328 : tensor<f32>
      %850 = stablehlo.broadcast_in_dim %849, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
      %851 = stablehlo.divide %77, %850 : tensor<5x12xf32>
      %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %852 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
      %853 = stablehlo.multiply %852, %arg1 : tensor<5x12xf32>
      %854 = stablehlo.add %851, %853 : tensor<5x12xf32>
      %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %855 = stablehlo.add %675#2, %cst_330 : tensor<f32>
      %856 = stablehlo.sqrt %855 : tensor<f32>
      %cst_331 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %857 = stablehlo.add %856, %cst_331 : tensor<f32>
      %858 = stablehlo.broadcast_in_dim %857, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %859 = stablehlo.divide %66, %858 : tensor<3xf32>
      %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %860 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %861 = stablehlo.multiply %860, %arg2 : tensor<3xf32>
      %862 = stablehlo.add %859, %861 : tensor<3xf32>
      %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %863 = stablehlo.add %675#3, %cst_333 : tensor<f32>
      %864 = stablehlo.sqrt %863 : tensor<f32>
      %cst_334 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %865 = stablehlo.add %864, %cst_334 : tensor<f32>
      %866 = stablehlo.broadcast_in_dim %865, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
      %867 = stablehlo.divide %68, %866 : tensor<12x3xf32>
      %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %868 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
      %869 = stablehlo.multiply %868, %arg3 : tensor<12x3xf32>
      %870 = stablehlo.add %867, %869 : tensor<12x3xf32>
      stablehlo.return %846, %854, %862, %870 : tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>
    }) : (tensor<i32>) -> (tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>)
    %cst_272 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %680 = stablehlo.multiply %679, %678#0 : tensor<12xf32>
    %cst_273 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %682 = stablehlo.multiply %681, %678#1 : tensor<5x12xf32>
    %cst_274 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %684 = stablehlo.multiply %683, %678#2 : tensor<3xf32>
    %cst_275 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %686 = stablehlo.multiply %685, %678#3 : tensor<12x3xf32>
    %687 = stablehlo.add %arg0, %680 : tensor<12xf32>
    %688 = stablehlo.add %arg1, %682 : tensor<5x12xf32>
    %689 = stablehlo.add %arg2, %684 : tensor<3xf32>
    %690 = stablehlo.add %arg3, %686 : tensor<12x3xf32>
    %691 = stablehlo.multiply %75, %75 : tensor<12xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %693 = stablehlo.multiply %692, %691 : tensor<12xf32>
    %cst_277 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %695 = stablehlo.multiply %694, %arg49 : tensor<12xf32>
    %696 = stablehlo.add %693, %695 : tensor<12xf32>
    %697 = stablehlo.multiply %77, %77 : tensor<5x12xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %699 = stablehlo.multiply %698, %697 : tensor<5x12xf32>
    %cst_279 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %701 = stablehlo.multiply %700, %arg50 : tensor<5x12xf32>
    %702 = stablehlo.add %699, %701 : tensor<5x12xf32>
    %703 = stablehlo.multiply %66, %66 : tensor<3xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %705 = stablehlo.multiply %704, %703 : tensor<3xf32>
    %cst_281 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %707 = stablehlo.multiply %706, %arg51 : tensor<3xf32>
    %708 = stablehlo.add %705, %707 : tensor<3xf32>
    %709 = stablehlo.multiply %68, %68 : tensor<12x3xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %711 = stablehlo.multiply %710, %709 : tensor<12x3xf32>
    %cst_283 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %713 = stablehlo.multiply %712, %arg52 : tensor<12x3xf32>
    %714 = stablehlo.add %711, %713 : tensor<12x3xf32>
    %cst_284 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %716 = stablehlo.add %696, %715 : tensor<12xf32>
    %717 = stablehlo.rsqrt %716 : tensor<12xf32>
    %cst_285 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %719 = stablehlo.add %702, %718 : tensor<5x12xf32>
    %720 = stablehlo.rsqrt %719 : tensor<5x12xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %722 = stablehlo.add %708, %721 : tensor<3xf32>
    %723 = stablehlo.rsqrt %722 : tensor<3xf32>
    %cst_287 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %725 = stablehlo.add %714, %724 : tensor<12x3xf32>
    %726 = stablehlo.rsqrt %725 : tensor<12x3xf32>
    %727 = stablehlo.multiply %717, %75 : tensor<12xf32>
    %728 = stablehlo.multiply %720, %77 : tensor<5x12xf32>
    %729 = stablehlo.multiply %723, %66 : tensor<3xf32>
    %730 = stablehlo.multiply %726, %68 : tensor<12x3xf32>
    %cst_288 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %732 = stablehlo.multiply %731, %727 : tensor<12xf32>
    %cst_289 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %734 = stablehlo.multiply %733, %728 : tensor<5x12xf32>
    %cst_290 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %736 = stablehlo.multiply %735, %729 : tensor<3xf32>
    %cst_291 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %738 = stablehlo.multiply %737, %730 : tensor<12x3xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %740 = stablehlo.multiply %739, %arg53 : tensor<12xf32>
    %741 = stablehlo.add %732, %740 : tensor<12xf32>
    %cst_293 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %743 = stablehlo.multiply %742, %arg54 : tensor<5x12xf32>
    %744 = stablehlo.add %734, %743 : tensor<5x12xf32>
    %cst_294 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %746 = stablehlo.multiply %745, %arg55 : tensor<3xf32>
    %747 = stablehlo.add %736, %746 : tensor<3xf32>
    %cst_295 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %749 = stablehlo.multiply %748, %arg56 : tensor<12x3xf32>
    %750 = stablehlo.add %738, %749 : tensor<12x3xf32>
    %751 = stablehlo.add %arg0, %741 : tensor<12xf32>
    %752 = stablehlo.add %arg1, %744 : tensor<5x12xf32>
    %753 = stablehlo.add %arg2, %747 : tensor<3xf32>
    %754 = stablehlo.add %arg3, %750 : tensor<12x3xf32>
    %cst_296 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %756 = stablehlo.multiply %755, %arg57 : tensor<12xf32>
    %757 = stablehlo.add %75, %756 : tensor<12xf32>
    %cst_297 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %759 = stablehlo.multiply %758, %arg58 : tensor<5x12xf32>
    %760 = stablehlo.add %77, %759 : tensor<5x12xf32>
    %cst_298 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %762 = stablehlo.multiply %761, %arg59 : tensor<3xf32>
    %763 = stablehlo.add %66, %762 : tensor<3xf32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %765 = stablehlo.multiply %764, %arg60 : tensor<12x3xf32>
    %766 = stablehlo.add %68, %765 : tensor<12x3xf32>
    %cst_300 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %768 = stablehlo.multiply %767, %757 : tensor<12xf32>
    %769 = stablehlo.add %75, %768 : tensor<12xf32>
    %cst_301 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %771 = stablehlo.multiply %770, %760 : tensor<5x12xf32>
    %772 = stablehlo.add %77, %771 : tensor<5x12xf32>
    %cst_302 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %774 = stablehlo.multiply %773, %763 : tensor<3xf32>
    %775 = stablehlo.add %66, %774 : tensor<3xf32>
    %cst_303 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %777 = stablehlo.multiply %776, %766 : tensor<12x3xf32>
    %778 = stablehlo.add %68, %777 : tensor<12x3xf32>
    %cst_304 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %780 = stablehlo.multiply %779, %769 : tensor<12xf32>
    %cst_305 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %782 = stablehlo.multiply %781, %772 : tensor<5x12xf32>
    %cst_306 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %784 = stablehlo.multiply %783, %775 : tensor<3xf32>
    %cst_307 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %786 = stablehlo.multiply %785, %778 : tensor<12x3xf32>
    %787 = stablehlo.add %arg0, %780 : tensor<12xf32>
    %788 = stablehlo.add %arg1, %782 : tensor<5x12xf32>
    %789 = stablehlo.add %arg2, %784 : tensor<3xf32>
    %790 = stablehlo.add %arg3, %786 : tensor<12x3xf32>
    %791 = stablehlo.multiply %75, %75 : tensor<12xf32>
    %792 = stablehlo.add %791, %arg61 : tensor<12xf32>
    %793 = stablehlo.multiply %77, %77 : tensor<5x12xf32>
    %794 = stablehlo.add %793, %arg62 : tensor<5x12xf32>
    %795 = stablehlo.multiply %66, %66 : tensor<3xf32>
    %796 = stablehlo.add %795, %arg63 : tensor<3xf32>
    %797 = stablehlo.multiply %68, %68 : tensor<12x3xf32>
    %798 = stablehlo.add %797, %arg64 : tensor<12x3xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %800 = stablehlo.compare GT, %792, %799, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_309 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %802 = stablehlo.add %792, %801 : tensor<12xf32>
    %803 = stablehlo.rsqrt %802 : tensor<12xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %804 = call @_where_24(%800, %803, %cst_310) : (tensor<12xi1>, tensor<12xf32>, tensor<f32>) -> tensor<12xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %806 = stablehlo.compare GT, %794, %805, FLOAT : (tensor<5x12xf32>, tensor<5x12xf32>) -> tensor<5x12xi1>
    %cst_312 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %808 = stablehlo.add %794, %807 : tensor<5x12xf32>
    %809 = stablehlo.rsqrt %808 : tensor<5x12xf32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %810 = call @_where_25(%806, %809, %cst_313) : (tensor<5x12xi1>, tensor<5x12xf32>, tensor<f32>) -> tensor<5x12xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %812 = stablehlo.compare GT, %796, %811, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_315 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %814 = stablehlo.add %796, %813 : tensor<3xf32>
    %815 = stablehlo.rsqrt %814 : tensor<3xf32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = call @_where_26(%812, %815, %cst_316) : (tensor<3xi1>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %818 = stablehlo.compare GT, %798, %817, FLOAT : (tensor<12x3xf32>, tensor<12x3xf32>) -> tensor<12x3xi1>
    %cst_318 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %820 = stablehlo.add %798, %819 : tensor<12x3xf32>
    %821 = stablehlo.rsqrt %820 : tensor<12x3xf32>
    %cst_319 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = call @_where_27(%818, %821, %cst_319) : (tensor<12x3xi1>, tensor<12x3xf32>, tensor<f32>) -> tensor<12x3xf32>
    %823 = stablehlo.multiply %804, %75 : tensor<12xf32>
    %824 = stablehlo.multiply %810, %77 : tensor<5x12xf32>
    %825 = stablehlo.multiply %816, %66 : tensor<3xf32>
    %826 = stablehlo.multiply %822, %68 : tensor<12x3xf32>
    %cst_320 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %828 = stablehlo.multiply %827, %823 : tensor<12xf32>
    %cst_321 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %830 = stablehlo.multiply %829, %824 : tensor<5x12xf32>
    %cst_322 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %832 = stablehlo.multiply %831, %825 : tensor<3xf32>
    %cst_323 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %834 = stablehlo.multiply %833, %826 : tensor<12x3xf32>
    %835 = stablehlo.add %arg0, %828 : tensor<12xf32>
    %836 = stablehlo.add %arg1, %830 : tensor<5x12xf32>
    %837 = stablehlo.add %arg2, %832 : tensor<3xf32>
    %838 = stablehlo.add %arg3, %834 : tensor<12x3xf32>
    return %49, %269, %270, %271, %272, %340, %341, %342, %343, %555, %556, %557, %558, %666, %667, %668, %669, %687, %688, %689, %690, %751, %752, %753, %754, %787, %788, %789, %790, %835, %836, %837, %838 : tensor<f32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>, tensor<12xf32>, tensor<5x12xf32>, tensor<3xf32>, tensor<12x3xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x3xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x3xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    return %1 : tensor<8x3xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<5x12xf32>, %arg2: tensor<5x12xf32>) -> tensor<5x12xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<5x12xf32>
    return %0 : tensor<5x12xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<12x3xf32>, %arg2: tensor<12x3xf32>) -> tensor<12x3xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<12x3xf32>
    return %0 : tensor<12x3xf32>
  }
  func.func private @norm(%arg0: tensor<12xf32>) -> tensor<1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.sqrt %2 : tensor<1xf32>
    return %3 : tensor<1xf32>
  }
  func.func private @_where_8(%arg0: tensor<1xi1>, %arg1: tensor<12xf32>, %arg2: tensor<12xf32>) -> tensor<12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<12xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<12xi1>, tensor<12xf32>
    return %1 : tensor<12xf32>
  }
  func.func private @norm_9(%arg0: tensor<12xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @norm_11(%arg0: tensor<5x12xf32>) -> tensor<1x1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<1x1xf32>
    return %3 : tensor<1x1xf32>
  }
  func.func private @_where_12(%arg0: tensor<1x1xi1>, %arg1: tensor<5x12xf32>, %arg2: tensor<5x12xf32>) -> tensor<5x12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x12xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<5x12xi1>, tensor<5x12xf32>
    return %1 : tensor<5x12xf32>
  }
  func.func private @norm_13(%arg0: tensor<5x12xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_14(%arg0: tensor<3xf32>) -> tensor<1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.sqrt %2 : tensor<1xf32>
    return %3 : tensor<1xf32>
  }
  func.func private @_where_15(%arg0: tensor<1xi1>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %1 : tensor<3xf32>
  }
  func.func private @norm_16(%arg0: tensor<3xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_17(%arg0: tensor<12x3xf32>) -> tensor<1x1xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x3xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.sqrt %2 : tensor<1x1xf32>
    return %3 : tensor<1x1xf32>
  }
  func.func private @_where_18(%arg0: tensor<1x1xi1>, %arg1: tensor<12x3xf32>, %arg2: tensor<12x3xf32>) -> tensor<12x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<12x3xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<12x3xi1>, tensor<12x3xf32>
    return %1 : tensor<12x3xf32>
  }
  func.func private @norm_19(%arg0: tensor<12x3xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x3xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_20(%arg0: tensor<12xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_21(%arg0: tensor<5x12xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<5x12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x12xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_22(%arg0: tensor<3xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @norm_23(%arg0: tensor<12x3xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<12x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x3xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.sqrt %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_24(%arg0: tensor<12xi1>, %arg1: tensor<12xf32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<12xi1>, tensor<12xf32>
    return %2 : tensor<12xf32>
  }
  func.func private @_where_25(%arg0: tensor<5x12xi1>, %arg1: tensor<5x12xf32>, %arg2: tensor<f32>) -> tensor<5x12xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5x12xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<5x12xi1>, tensor<5x12xf32>
    return %2 : tensor<5x12xf32>
  }
  func.func private @_where_26(%arg0: tensor<3xi1>, %arg1: tensor<3xf32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
  func.func private @_where_27(%arg0: tensor<12x3xi1>, %arg1: tensor<12x3xf32>, %arg2: tensor<f32>) -> tensor<12x3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<12x3xi1>, tensor<12x3xf32>
    return %2 : tensor<12x3xf32>
  }
}
