module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32>, %arg1: tensor<256x1024xf32>, %arg2: tensor<256xf32>, %arg3: tensor<1024x256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<4x64xf32>, %arg9: tensor<256x4x64xf32>, %arg10: tensor<256xf32>, %arg11: tensor<4x64x256xf32>, %arg12: tensor<4x64xf32>, %arg13: tensor<256x4x64xf32>, %arg14: tensor<4x64xf32>, %arg15: tensor<256x4x64xf32>, %arg16: tensor<1024xf32>, %arg17: tensor<256x1024xf32>, %arg18: tensor<256xf32>, %arg19: tensor<1024x256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<4x64xf32>, %arg25: tensor<256x4x64xf32>, %arg26: tensor<256xf32>, %arg27: tensor<4x64x256xf32>, %arg28: tensor<4x64xf32>, %arg29: tensor<256x4x64xf32>, %arg30: tensor<4x64xf32>, %arg31: tensor<256x4x64xf32>, %arg32: tensor<1024xf32>, %arg33: tensor<256x1024xf32>, %arg34: tensor<256xf32>, %arg35: tensor<1024x256xf32>, %arg36: tensor<256xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256xf32>, %arg40: tensor<4x64xf32>, %arg41: tensor<256x4x64xf32>, %arg42: tensor<256xf32>, %arg43: tensor<4x64x256xf32>, %arg44: tensor<4x64xf32>, %arg45: tensor<256x4x64xf32>, %arg46: tensor<4x64xf32>, %arg47: tensor<256x4x64xf32>, %arg48: tensor<1024xf32>, %arg49: tensor<256x1024xf32>, %arg50: tensor<256xf32>, %arg51: tensor<1024x256xf32>, %arg52: tensor<256xf32>, %arg53: tensor<256xf32>, %arg54: tensor<256xf32>, %arg55: tensor<256xf32>, %arg56: tensor<4x64xf32>, %arg57: tensor<256x4x64xf32>, %arg58: tensor<256xf32>, %arg59: tensor<4x64x256xf32>, %arg60: tensor<4x64xf32>, %arg61: tensor<256x4x64xf32>, %arg62: tensor<4x64xf32>, %arg63: tensor<256x4x64xf32>, %arg64: tensor<1024x256xf32>, %arg65: tensor<256xf32>, %arg66: tensor<256xf32>, %arg67: tensor<128x256xf32>, %arg68: tensor<2x128xi32>) -> (tensor<2x128x1024xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg64, %arg68) : (tensor<1024x256xf32>, tensor<2x128xi32>) -> tensor<2x128x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg67, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x128x256xf32>) -> tensor<2x128x256xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x128x256xf32>
    %4 = stablehlo.iota dim = 0 : tensor<128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %12 = stablehlo.convert %11 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %13 = chlo.square %3 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %19 = stablehlo.divide %17, %18 : tensor<2x128xf32>
    %20 = chlo.square %16 : tensor<2x128xf32> -> tensor<2x128xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<2x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<2x128xf32>
    %24 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %27 = stablehlo.subtract %3, %26 : tensor<2x128x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %29 = stablehlo.add %25, %28 : tensor<2x128x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<2x128x1xf32>
    %31 = stablehlo.reshape %arg5 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2x128x256xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<2x128x256xf32>
    %36 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x128x256xf32>
    %39 = stablehlo.dot_general %38, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %40 = stablehlo.reshape %arg12 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x128x4x64xf32>
    %43 = stablehlo.dot_general %38, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %44 = stablehlo.reshape %arg8 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x128x4x64xf32>
    %47 = stablehlo.dot_general %38, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %48 = stablehlo.reshape %arg14 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x128x4x64xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %51 = stablehlo.sqrt %cst_5 : tensor<f32>
    %52 = stablehlo.convert %51 : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %54 = stablehlo.divide %42, %53 : tensor<2x128x4x64xf32>
    %55 = stablehlo.dot_general %54, %46, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %56 = call @_where_0(%12, %55, %cst_6) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128x128xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<2x4x128xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<2x4x128x128xf32>
    %63 = stablehlo.exponential %62 : tensor<2x4x128x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %67 = stablehlo.divide %63, %66 : tensor<2x4x128x128xf32>
    %68 = stablehlo.dot_general %50, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %69 = stablehlo.transpose %68, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %70 = stablehlo.dot_general %69, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %71 = stablehlo.reshape %arg10 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x128x256xf32>
    %74 = stablehlo.add %3, %73 : tensor<2x128x256xf32>
    %75 = chlo.square %74 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%74 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_11 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %78 = stablehlo.divide %76, %77 : tensor<2x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_13 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %81 = stablehlo.divide %79, %80 : tensor<2x128xf32>
    %82 = chlo.square %78 : tensor<2x128xf32> -> tensor<2x128xf32>
    %83 = stablehlo.subtract %81, %82 : tensor<2x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %85 = stablehlo.maximum %84, %83 : tensor<2x128xf32>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %89 = stablehlo.subtract %74, %88 : tensor<2x128x256xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<2x128x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x128x1xf32>
    %93 = stablehlo.reshape %arg7 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x128x256xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<2x128x256xf32>
    %98 = stablehlo.reshape %arg6 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x128x256xf32>
    %101 = stablehlo.dot_general %100, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %102 = stablehlo.reshape %arg0 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x128x1024xf32>
    %105 = stablehlo.multiply %104, %104 : tensor<2x128x1024xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2x128x1024xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x128x1024xf32>
    %109 = stablehlo.add %104, %108 : tensor<2x128x1024xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x128x1024xf32>
    %112 = stablehlo.tanh %111 : tensor<2x128x1024xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %114 = stablehlo.add %113, %112 : tensor<2x128x1024xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<2x128x1024xf32>
    %117 = stablehlo.multiply %104, %116 : tensor<2x128x1024xf32>
    %118 = stablehlo.dot_general %117, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %119 = stablehlo.reshape %arg2 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x128x256xf32>
    %122 = stablehlo.add %74, %121 : tensor<2x128x256xf32>
    %123 = stablehlo.iota dim = 0 : tensor<128xi32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %129 = stablehlo.compare GE, %127, %128, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %131 = stablehlo.convert %130 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %132 = chlo.square %122 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%122 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_21 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %135 = stablehlo.divide %133, %134 : tensor<2x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%132 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_23 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %138 = stablehlo.divide %136, %137 : tensor<2x128xf32>
    %139 = chlo.square %135 : tensor<2x128xf32> -> tensor<2x128xf32>
    %140 = stablehlo.subtract %138, %139 : tensor<2x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<2x128xf32>
    %143 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %146 = stablehlo.subtract %122, %145 : tensor<2x128x256xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %148 = stablehlo.add %144, %147 : tensor<2x128x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x128x1xf32>
    %150 = stablehlo.reshape %arg21 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x128x256xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<2x128x256xf32>
    %155 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x128x256xf32>
    %158 = stablehlo.dot_general %157, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %159 = stablehlo.reshape %arg28 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %161 = stablehlo.add %158, %160 : tensor<2x128x4x64xf32>
    %162 = stablehlo.dot_general %157, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %163 = stablehlo.reshape %arg24 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %165 = stablehlo.add %162, %164 : tensor<2x128x4x64xf32>
    %166 = stablehlo.dot_general %157, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %167 = stablehlo.reshape %arg30 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %169 = stablehlo.add %166, %168 : tensor<2x128x4x64xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.sqrt %cst_26 : tensor<f32>
    %171 = stablehlo.convert %170 : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %173 = stablehlo.divide %161, %172 : tensor<2x128x4x64xf32>
    %174 = stablehlo.dot_general %173, %165, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %175 = call @_where_0(%131, %174, %cst_27) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128x128xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %178 = stablehlo.maximum %177, %176 : tensor<2x4x128xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %181 = stablehlo.subtract %175, %180 : tensor<2x4x128x128xf32>
    %182 = stablehlo.exponential %181 : tensor<2x4x128x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %186 = stablehlo.divide %182, %185 : tensor<2x4x128x128xf32>
    %187 = stablehlo.dot_general %169, %186, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %188 = stablehlo.transpose %187, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %189 = stablehlo.dot_general %188, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %190 = stablehlo.reshape %arg26 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %192 = stablehlo.add %189, %191 : tensor<2x128x256xf32>
    %193 = stablehlo.add %122, %192 : tensor<2x128x256xf32>
    %194 = chlo.square %193 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%193 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_32 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %197 = stablehlo.divide %195, %196 : tensor<2x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%194 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_34 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %200 = stablehlo.divide %198, %199 : tensor<2x128xf32>
    %201 = chlo.square %197 : tensor<2x128xf32> -> tensor<2x128xf32>
    %202 = stablehlo.subtract %200, %201 : tensor<2x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %204 = stablehlo.maximum %203, %202 : tensor<2x128xf32>
    %205 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %208 = stablehlo.subtract %193, %207 : tensor<2x128x256xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %210 = stablehlo.add %206, %209 : tensor<2x128x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<2x128x1xf32>
    %212 = stablehlo.reshape %arg23 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<2x128x256xf32>
    %216 = stablehlo.multiply %208, %215 : tensor<2x128x256xf32>
    %217 = stablehlo.reshape %arg22 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %219 = stablehlo.add %216, %218 : tensor<2x128x256xf32>
    %220 = stablehlo.dot_general %219, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %221 = stablehlo.reshape %arg16 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %223 = stablehlo.add %220, %222 : tensor<2x128x1024xf32>
    %224 = stablehlo.multiply %223, %223 : tensor<2x128x1024xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<2x128x1024xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<2x128x1024xf32>
    %228 = stablehlo.add %223, %227 : tensor<2x128x1024xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<2x128x1024xf32>
    %231 = stablehlo.tanh %230 : tensor<2x128x1024xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %233 = stablehlo.add %232, %231 : tensor<2x128x1024xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<2x128x1024xf32>
    %236 = stablehlo.multiply %223, %235 : tensor<2x128x1024xf32>
    %237 = stablehlo.dot_general %236, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %238 = stablehlo.reshape %arg18 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %240 = stablehlo.add %237, %239 : tensor<2x128x256xf32>
    %241 = stablehlo.add %193, %240 : tensor<2x128x256xf32>
    %242 = stablehlo.iota dim = 0 : tensor<128xi32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %247 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %248 = stablehlo.compare GE, %246, %247, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %250 = stablehlo.convert %249 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %251 = chlo.square %241 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%241 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %254 = stablehlo.divide %252, %253 : tensor<2x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%251 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %257 = stablehlo.divide %255, %256 : tensor<2x128xf32>
    %258 = chlo.square %254 : tensor<2x128xf32> -> tensor<2x128xf32>
    %259 = stablehlo.subtract %257, %258 : tensor<2x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %261 = stablehlo.maximum %260, %259 : tensor<2x128xf32>
    %262 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %265 = stablehlo.subtract %241, %264 : tensor<2x128x256xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %267 = stablehlo.add %263, %266 : tensor<2x128x1xf32>
    %268 = stablehlo.rsqrt %267 : tensor<2x128x1xf32>
    %269 = stablehlo.reshape %arg37 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<2x128x256xf32>
    %273 = stablehlo.multiply %265, %272 : tensor<2x128x256xf32>
    %274 = stablehlo.reshape %arg36 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %276 = stablehlo.add %273, %275 : tensor<2x128x256xf32>
    %277 = stablehlo.dot_general %276, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %278 = stablehlo.reshape %arg44 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %280 = stablehlo.add %277, %279 : tensor<2x128x4x64xf32>
    %281 = stablehlo.dot_general %276, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %282 = stablehlo.reshape %arg40 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %284 = stablehlo.add %281, %283 : tensor<2x128x4x64xf32>
    %285 = stablehlo.dot_general %276, %arg47, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %286 = stablehlo.reshape %arg46 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %288 = stablehlo.add %285, %287 : tensor<2x128x4x64xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %289 = stablehlo.sqrt %cst_47 : tensor<f32>
    %290 = stablehlo.convert %289 : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %292 = stablehlo.divide %280, %291 : tensor<2x128x4x64xf32>
    %293 = stablehlo.dot_general %292, %284, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_48 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %294 = call @_where_0(%250, %293, %cst_48) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128x128xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %297 = stablehlo.maximum %296, %295 : tensor<2x4x128xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %300 = stablehlo.subtract %294, %299 : tensor<2x4x128x128xf32>
    %301 = stablehlo.exponential %300 : tensor<2x4x128x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %305 = stablehlo.divide %301, %304 : tensor<2x4x128x128xf32>
    %306 = stablehlo.dot_general %288, %305, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %307 = stablehlo.transpose %306, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %308 = stablehlo.dot_general %307, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %309 = stablehlo.reshape %arg42 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %311 = stablehlo.add %308, %310 : tensor<2x128x256xf32>
    %312 = stablehlo.add %241, %311 : tensor<2x128x256xf32>
    %313 = chlo.square %312 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%312 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_53 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %316 = stablehlo.divide %314, %315 : tensor<2x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%313 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_55 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %319 = stablehlo.divide %317, %318 : tensor<2x128xf32>
    %320 = chlo.square %316 : tensor<2x128xf32> -> tensor<2x128xf32>
    %321 = stablehlo.subtract %319, %320 : tensor<2x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %323 = stablehlo.maximum %322, %321 : tensor<2x128xf32>
    %324 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %325 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %327 = stablehlo.subtract %312, %326 : tensor<2x128x256xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %329 = stablehlo.add %325, %328 : tensor<2x128x1xf32>
    %330 = stablehlo.rsqrt %329 : tensor<2x128x1xf32>
    %331 = stablehlo.reshape %arg39 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %332 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %333 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<2x128x256xf32>
    %335 = stablehlo.multiply %327, %334 : tensor<2x128x256xf32>
    %336 = stablehlo.reshape %arg38 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %338 = stablehlo.add %335, %337 : tensor<2x128x256xf32>
    %339 = stablehlo.dot_general %338, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %340 = stablehlo.reshape %arg32 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %342 = stablehlo.add %339, %341 : tensor<2x128x1024xf32>
    %343 = stablehlo.multiply %342, %342 : tensor<2x128x1024xf32>
    %344 = stablehlo.multiply %343, %342 : tensor<2x128x1024xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %346 = stablehlo.multiply %345, %344 : tensor<2x128x1024xf32>
    %347 = stablehlo.add %342, %346 : tensor<2x128x1024xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<2x128x1024xf32>
    %350 = stablehlo.tanh %349 : tensor<2x128x1024xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %352 = stablehlo.add %351, %350 : tensor<2x128x1024xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %354 = stablehlo.multiply %353, %352 : tensor<2x128x1024xf32>
    %355 = stablehlo.multiply %342, %354 : tensor<2x128x1024xf32>
    %356 = stablehlo.dot_general %355, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %357 = stablehlo.reshape %arg34 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %359 = stablehlo.add %356, %358 : tensor<2x128x256xf32>
    %360 = stablehlo.add %312, %359 : tensor<2x128x256xf32>
    %361 = stablehlo.iota dim = 0 : tensor<128xi32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [1] : (tensor<128xi32>) -> tensor<2x128xi32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %364 = stablehlo.broadcast_in_dim %362, dims = [0, 2] : (tensor<2x128xi32>) -> tensor<2x1x128xi32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x128x1xi32>) -> tensor<2x128x128xi32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<2x1x128xi32>) -> tensor<2x128x128xi32>
    %367 = stablehlo.compare GE, %365, %366, SIGNED : (tensor<2x128x128xi32>, tensor<2x128x128xi32>) -> tensor<2x128x128xi1>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 2, 3] : (tensor<2x128x128xi1>) -> tensor<2x1x128x128xi1>
    %369 = stablehlo.convert %368 : (tensor<2x1x128x128xi1>) -> tensor<2x1x128x128xf32>
    %370 = chlo.square %360 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%360 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_63 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %373 = stablehlo.divide %371, %372 : tensor<2x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%370 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_65 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %376 = stablehlo.divide %374, %375 : tensor<2x128xf32>
    %377 = chlo.square %373 : tensor<2x128xf32> -> tensor<2x128xf32>
    %378 = stablehlo.subtract %376, %377 : tensor<2x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %380 = stablehlo.maximum %379, %378 : tensor<2x128xf32>
    %381 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %382 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %383 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %384 = stablehlo.subtract %360, %383 : tensor<2x128x256xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %386 = stablehlo.add %382, %385 : tensor<2x128x1xf32>
    %387 = stablehlo.rsqrt %386 : tensor<2x128x1xf32>
    %388 = stablehlo.reshape %arg53 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %389 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %390 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<2x128x256xf32>
    %392 = stablehlo.multiply %384, %391 : tensor<2x128x256xf32>
    %393 = stablehlo.reshape %arg52 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %395 = stablehlo.add %392, %394 : tensor<2x128x256xf32>
    %396 = stablehlo.dot_general %395, %arg61, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %397 = stablehlo.reshape %arg60 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %399 = stablehlo.add %396, %398 : tensor<2x128x4x64xf32>
    %400 = stablehlo.dot_general %395, %arg57, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %401 = stablehlo.reshape %arg56 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %403 = stablehlo.add %400, %402 : tensor<2x128x4x64xf32>
    %404 = stablehlo.dot_general %395, %arg63, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x4x64xf32>) -> tensor<2x128x4x64xf32>
    %405 = stablehlo.reshape %arg62 : (tensor<4x64xf32>) -> tensor<1x1x4x64xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x1x4x64xf32>) -> tensor<2x128x4x64xf32>
    %407 = stablehlo.add %404, %406 : tensor<2x128x4x64xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %408 = stablehlo.sqrt %cst_68 : tensor<f32>
    %409 = stablehlo.convert %408 : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<2x128x4x64xf32>
    %411 = stablehlo.divide %399, %410 : tensor<2x128x4x64xf32>
    %412 = stablehlo.dot_general %411, %403, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x128x4x64xf32>) -> tensor<2x4x128x128xf32>
    %cst_69 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %413 = call @_where_0(%369, %412, %cst_69) : (tensor<2x1x128x128xf32>, tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128x128xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x4x128xf32>
    %416 = stablehlo.maximum %415, %414 : tensor<2x4x128xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %419 = stablehlo.subtract %413, %418 : tensor<2x4x128x128xf32>
    %420 = stablehlo.exponential %419 : tensor<2x4x128x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x4x128x128xf32>, tensor<f32>) -> tensor<2x4x128xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<2x4x128xf32>) -> tensor<2x4x128x1xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<2x4x128x1xf32>) -> tensor<2x4x128x128xf32>
    %424 = stablehlo.divide %420, %423 : tensor<2x4x128x128xf32>
    %425 = stablehlo.dot_general %407, %424, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<2x4x128x128xf32>) -> tensor<2x4x64x128xf32>
    %426 = stablehlo.transpose %425, dims = [0, 3, 1, 2] : (tensor<2x4x64x128xf32>) -> tensor<2x128x4x64xf32>
    %427 = stablehlo.dot_general %426, %arg59, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x128x4x64xf32>, tensor<4x64x256xf32>) -> tensor<2x128x256xf32>
    %428 = stablehlo.reshape %arg58 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %430 = stablehlo.add %427, %429 : tensor<2x128x256xf32>
    %431 = stablehlo.add %360, %430 : tensor<2x128x256xf32>
    %432 = chlo.square %431 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%431 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_74 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %435 = stablehlo.divide %433, %434 : tensor<2x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%432 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_76 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %438 = stablehlo.divide %436, %437 : tensor<2x128xf32>
    %439 = chlo.square %435 : tensor<2x128xf32> -> tensor<2x128xf32>
    %440 = stablehlo.subtract %438, %439 : tensor<2x128xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %442 = stablehlo.maximum %441, %440 : tensor<2x128xf32>
    %443 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %444 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %445 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %446 = stablehlo.subtract %431, %445 : tensor<2x128x256xf32>
    %cst_78 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %448 = stablehlo.add %444, %447 : tensor<2x128x1xf32>
    %449 = stablehlo.rsqrt %448 : tensor<2x128x1xf32>
    %450 = stablehlo.reshape %arg55 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %451 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %452 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %453 = stablehlo.multiply %451, %452 : tensor<2x128x256xf32>
    %454 = stablehlo.multiply %446, %453 : tensor<2x128x256xf32>
    %455 = stablehlo.reshape %arg54 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %457 = stablehlo.add %454, %456 : tensor<2x128x256xf32>
    %458 = stablehlo.dot_general %457, %arg49, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    %459 = stablehlo.reshape %arg48 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %461 = stablehlo.add %458, %460 : tensor<2x128x1024xf32>
    %462 = stablehlo.multiply %461, %461 : tensor<2x128x1024xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<2x128x1024xf32>
    %cst_79 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<2x128x1024xf32>
    %466 = stablehlo.add %461, %465 : tensor<2x128x1024xf32>
    %cst_80 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<2x128x1024xf32>
    %469 = stablehlo.tanh %468 : tensor<2x128x1024xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %471 = stablehlo.add %470, %469 : tensor<2x128x1024xf32>
    %cst_82 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<2x128x1024xf32>
    %474 = stablehlo.multiply %461, %473 : tensor<2x128x1024xf32>
    %475 = stablehlo.dot_general %474, %arg51, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x1024xf32>, tensor<1024x256xf32>) -> tensor<2x128x256xf32>
    %476 = stablehlo.reshape %arg50 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %478 = stablehlo.add %475, %477 : tensor<2x128x256xf32>
    %479 = stablehlo.add %431, %478 : tensor<2x128x256xf32>
    %480 = chlo.square %479 : tensor<2x128x256xf32> -> tensor<2x128x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%479 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_84 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %483 = stablehlo.divide %481, %482 : tensor<2x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%480 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<2x128x256xf32>, tensor<f32>) -> tensor<2x128xf32>
    %cst_86 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %486 = stablehlo.divide %484, %485 : tensor<2x128xf32>
    %487 = chlo.square %483 : tensor<2x128xf32> -> tensor<2x128xf32>
    %488 = stablehlo.subtract %486, %487 : tensor<2x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x128xf32>
    %490 = stablehlo.maximum %489, %488 : tensor<2x128xf32>
    %491 = stablehlo.broadcast_in_dim %483, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %492 = stablehlo.broadcast_in_dim %490, dims = [0, 1] : (tensor<2x128xf32>) -> tensor<2x128x1xf32>
    %493 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %494 = stablehlo.subtract %479, %493 : tensor<2x128x256xf32>
    %cst_88 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x128x1xf32>
    %496 = stablehlo.add %492, %495 : tensor<2x128x1xf32>
    %497 = stablehlo.rsqrt %496 : tensor<2x128x1xf32>
    %498 = stablehlo.reshape %arg66 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %499 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2] : (tensor<2x128x1xf32>) -> tensor<2x128x256xf32>
    %500 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %501 = stablehlo.multiply %499, %500 : tensor<2x128x256xf32>
    %502 = stablehlo.multiply %494, %501 : tensor<2x128x256xf32>
    %503 = stablehlo.reshape %arg65 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<2x128x256xf32>
    %505 = stablehlo.add %502, %504 : tensor<2x128x256xf32>
    %506 = stablehlo.transpose %arg64, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %507 = stablehlo.dot_general %505, %506, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x128x256xf32>, tensor<256x1024xf32>) -> tensor<2x128x1024xf32>
    return %507 : tensor<2x128x1024xf32>
  }
  func.func private @_take(%arg0: tensor<1024x256xf32>, %arg1: tensor<2x128xi32>) -> tensor<2x128x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x128xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x128xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x128xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x128xi1>, tensor<2x128xi32>, tensor<2x128xi32>) -> tensor<2x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x128xi32>) -> tensor<2x128x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x128x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x128x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x128x1xi32>, tensor<2x128x1xi32>) -> tensor<2x128x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x128x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x128x1xi1>, tensor<i1>) -> tensor<2x128xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<2x128x1xi32>) -> tensor<2x128x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x128xi1>) -> tensor<2x128x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x128x256xi1>, tensor<2x128x256xf32>
    return %16 : tensor<2x128x256xf32>
  }
  func.func private @_where(%arg0: tensor<2x128xi1>, %arg1: tensor<2x128xi32>, %arg2: tensor<2x128xi32>) -> tensor<2x128xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x128xi1>, tensor<2x128xi32>
    return %0 : tensor<2x128xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x128x128xf32>, %arg1: tensor<2x4x128x128xf32>, %arg2: tensor<f32>) -> tensor<2x4x128x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x128x128xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x128x128xf32>, tensor<2x1x128x128xf32>) -> tensor<2x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x128x128xi1>) -> tensor<2x4x128x128xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x128x128xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x128x128xi1>, tensor<2x4x128x128xf32>
    return %4 : tensor<2x4x128x128xf32>
  }
}
