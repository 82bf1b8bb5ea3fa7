module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<32x4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<32x4x8xf32>, %arg4: tensor<4x8xf32>, %arg5: tensor<32x4x8xf32>, %arg6: tensor<32xf32>, %arg7: tensor<4x8x32xf32>, %arg8: tensor<4x8xf32>, %arg9: tensor<32x4x8xf32>, %arg10: tensor<4x8xf32>, %arg11: tensor<32x4x8xf32>, %arg12: tensor<4x8xf32>, %arg13: tensor<32x4x8xf32>, %arg14: tensor<32xf32>, %arg15: tensor<4x8x32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<128x32xf32>, %arg18: tensor<128xf32>, %arg19: tensor<32x128xf32>, %arg20: tensor<32xf32>, %arg21: tensor<128x32xf32>, %arg22: tensor<128xf32>, %arg23: tensor<32x128xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<64x32xf32>, %arg29: tensor<16x32xf32>, %arg30: tensor<2x32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32xf32>, %arg36: tensor<32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<64xf32>, %arg44: tensor<2x12xi32>, %arg45: tensor<2x12xi32>, %arg46: tensor<2x12xi32>) -> (tensor<2x32xf32> {jax.result_info = "result[0]"}, tensor<2x12x64xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg28, %arg44) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %1 = stablehlo.iota dim = 0 : tensor<12xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<12xi32>) -> tensor<1x12xi32>
    %3 = call @_take_0(%arg29, %2) : (tensor<16x32xf32>, tensor<1x12xi32>) -> tensor<1x12x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x12x32xf32>) -> tensor<2x12x32xf32>
    %5 = stablehlo.add %0, %4 : tensor<2x12x32xf32>
    %6 = call @_take_2(%arg30, %arg45) : (tensor<2x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x12x32xf32>
    %8 = chlo.square %7 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x12xf32>
    %15 = chlo.square %11 : tensor<2x12xf32> -> tensor<2x12xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<2x12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<2x12xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<2x12x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<2x12x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x12x1xf32>
    %26 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x12x32xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x12x32xf32>
    %31 = stablehlo.reshape %arg31 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x12x32xf32>
    %34 = stablehlo.broadcast_in_dim %arg46, dims = [0, 3] : (tensor<2x12xi32>) -> tensor<2x1x1x12xi32>
    %35 = stablehlo.convert %34 : (tensor<2x1x1x12xi32>) -> tensor<2x1x1x12xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1x12xf32>
    %37 = stablehlo.subtract %36, %35 : tensor<2x1x1x12xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x12xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<2x1x1x12xf32>
    %40 = stablehlo.dot_general %33, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %41 = stablehlo.reshape %arg0 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x12x4x8xf32>
    %44 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %45 = stablehlo.reshape %arg2 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x12x4x8xf32>
    %48 = stablehlo.dot_general %33, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %49 = stablehlo.reshape %arg4 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x12x4x8xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %52 = stablehlo.sqrt %cst_7 : tensor<f32>
    %53 = stablehlo.convert %52 : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %55 = stablehlo.divide %43, %54 : tensor<2x12x4x8xf32>
    %56 = stablehlo.dot_general %55, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %57 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x1x1x12xf32>) -> tensor<2x4x12x12xf32>
    %58 = stablehlo.add %56, %57 : tensor<2x4x12x12xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<2x4x12xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<2x4x12x12xf32>
    %65 = stablehlo.exponential %64 : tensor<2x4x12x12xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %69 = stablehlo.divide %65, %68 : tensor<2x4x12x12xf32>
    %70 = stablehlo.dot_general %51, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %71 = stablehlo.transpose %70, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %72 = stablehlo.dot_general %71, %arg7, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %73 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x12x32xf32>
    %76 = stablehlo.add %33, %75 : tensor<2x12x32xf32>
    %77 = chlo.square %76 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x12xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%77 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %83 = stablehlo.divide %81, %82 : tensor<2x12xf32>
    %84 = chlo.square %80 : tensor<2x12xf32> -> tensor<2x12xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<2x12xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<2x12xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %91 = stablehlo.subtract %76, %90 : tensor<2x12x32xf32>
    %cst_16 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %93 = stablehlo.add %89, %92 : tensor<2x12x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<2x12x1xf32>
    %95 = stablehlo.reshape %arg34 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x12x32xf32>
    %99 = stablehlo.multiply %91, %98 : tensor<2x12x32xf32>
    %100 = stablehlo.reshape %arg33 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x12x32xf32>
    %103 = stablehlo.dot_general %102, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x128xf32>) -> tensor<2x12x128xf32>
    %104 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x12x128xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x12x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x12x128xf32>
    %109 = stablehlo.negate %106 : tensor<2x12x128xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<2x12x128xf32>
    %112 = chlo.erfc %111 : tensor<2x12x128xf32> -> tensor<2x12x128xf32>
    %113 = stablehlo.multiply %108, %112 : tensor<2x12x128xf32>
    %114 = stablehlo.dot_general %113, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x128xf32>, tensor<128x32xf32>) -> tensor<2x12x32xf32>
    %115 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %117 = stablehlo.add %114, %116 : tensor<2x12x32xf32>
    %118 = stablehlo.add %102, %117 : tensor<2x12x32xf32>
    %119 = chlo.square %118 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%118 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %122 = stablehlo.divide %120, %121 : tensor<2x12xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%119 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %125 = stablehlo.divide %123, %124 : tensor<2x12xf32>
    %126 = chlo.square %122 : tensor<2x12xf32> -> tensor<2x12xf32>
    %127 = stablehlo.subtract %125, %126 : tensor<2x12xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %129 = stablehlo.maximum %128, %127 : tensor<2x12xf32>
    %130 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %131 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %133 = stablehlo.subtract %118, %132 : tensor<2x12x32xf32>
    %cst_24 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %135 = stablehlo.add %131, %134 : tensor<2x12x1xf32>
    %136 = stablehlo.rsqrt %135 : tensor<2x12x1xf32>
    %137 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<2x12x32xf32>
    %141 = stablehlo.multiply %133, %140 : tensor<2x12x32xf32>
    %142 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %144 = stablehlo.add %141, %143 : tensor<2x12x32xf32>
    %145 = stablehlo.dot_general %144, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %146 = stablehlo.reshape %arg8 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %148 = stablehlo.add %145, %147 : tensor<2x12x4x8xf32>
    %149 = stablehlo.dot_general %144, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %150 = stablehlo.reshape %arg10 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x12x4x8xf32>
    %153 = stablehlo.dot_general %144, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %154 = stablehlo.reshape %arg12 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %156 = stablehlo.add %153, %155 : tensor<2x12x4x8xf32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %157 = stablehlo.sqrt %cst_25 : tensor<f32>
    %158 = stablehlo.convert %157 : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %160 = stablehlo.divide %148, %159 : tensor<2x12x4x8xf32>
    %161 = stablehlo.dot_general %160, %152, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %162 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<2x1x1x12xf32>) -> tensor<2x4x12x12xf32>
    %163 = stablehlo.add %161, %162 : tensor<2x4x12x12xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %166 = stablehlo.maximum %165, %164 : tensor<2x4x12xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %169 = stablehlo.subtract %163, %168 : tensor<2x4x12x12xf32>
    %170 = stablehlo.exponential %169 : tensor<2x4x12x12xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %174 = stablehlo.divide %170, %173 : tensor<2x4x12x12xf32>
    %175 = stablehlo.dot_general %156, %174, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %176 = stablehlo.transpose %175, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %177 = stablehlo.dot_general %176, %arg15, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %178 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %180 = stablehlo.add %177, %179 : tensor<2x12x32xf32>
    %181 = stablehlo.add %144, %180 : tensor<2x12x32xf32>
    %182 = chlo.square %181 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%181 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %185 = stablehlo.divide %183, %184 : tensor<2x12xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%182 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %188 = stablehlo.divide %186, %187 : tensor<2x12xf32>
    %189 = chlo.square %185 : tensor<2x12xf32> -> tensor<2x12xf32>
    %190 = stablehlo.subtract %188, %189 : tensor<2x12xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<2x12xf32>
    %193 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %196 = stablehlo.subtract %181, %195 : tensor<2x12x32xf32>
    %cst_34 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %198 = stablehlo.add %194, %197 : tensor<2x12x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x12x1xf32>
    %200 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<2x12x32xf32>
    %204 = stablehlo.multiply %196, %203 : tensor<2x12x32xf32>
    %205 = stablehlo.reshape %arg37 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %207 = stablehlo.add %204, %206 : tensor<2x12x32xf32>
    %208 = stablehlo.dot_general %207, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x128xf32>) -> tensor<2x12x128xf32>
    %209 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x12x128xf32>
    %211 = stablehlo.add %208, %210 : tensor<2x12x128xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<2x12x128xf32>
    %214 = stablehlo.negate %211 : tensor<2x12x128xf32>
    %cst_36 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<2x12x128xf32>
    %217 = chlo.erfc %216 : tensor<2x12x128xf32> -> tensor<2x12x128xf32>
    %218 = stablehlo.multiply %213, %217 : tensor<2x12x128xf32>
    %219 = stablehlo.dot_general %218, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x128xf32>, tensor<128x32xf32>) -> tensor<2x12x32xf32>
    %220 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %222 = stablehlo.add %219, %221 : tensor<2x12x32xf32>
    %223 = stablehlo.add %207, %222 : tensor<2x12x32xf32>
    %224 = chlo.square %223 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%223 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %227 = stablehlo.divide %225, %226 : tensor<2x12xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%224 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %230 = stablehlo.divide %228, %229 : tensor<2x12xf32>
    %231 = chlo.square %227 : tensor<2x12xf32> -> tensor<2x12xf32>
    %232 = stablehlo.subtract %230, %231 : tensor<2x12xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %234 = stablehlo.maximum %233, %232 : tensor<2x12xf32>
    %235 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %238 = stablehlo.subtract %223, %237 : tensor<2x12x32xf32>
    %cst_42 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %240 = stablehlo.add %236, %239 : tensor<2x12x1xf32>
    %241 = stablehlo.rsqrt %240 : tensor<2x12x1xf32>
    %242 = stablehlo.reshape %arg40 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<2x12x32xf32>
    %246 = stablehlo.multiply %238, %245 : tensor<2x12x32xf32>
    %247 = stablehlo.reshape %arg39 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %249 = stablehlo.add %246, %248 : tensor<2x12x32xf32>
    %250 = stablehlo.slice %249 [0:2, 0:1, 0:32] : (tensor<2x12x32xf32>) -> tensor<2x1x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %252 = stablehlo.dot_general %251, %arg25, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %253 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %255 = stablehlo.add %252, %254 : tensor<2x32xf32>
    %256 = stablehlo.tanh %255 : tensor<2x32xf32>
    %257 = stablehlo.dot_general %249, %arg27, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x32xf32>) -> tensor<2x12x32xf32>
    %258 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %260 = stablehlo.add %257, %259 : tensor<2x12x32xf32>
    %261 = stablehlo.multiply %260, %260 : tensor<2x12x32xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<2x12x32xf32>
    %cst_43 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %264 = stablehlo.multiply %263, %262 : tensor<2x12x32xf32>
    %265 = stablehlo.add %260, %264 : tensor<2x12x32xf32>
    %cst_44 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<2x12x32xf32>
    %268 = stablehlo.tanh %267 : tensor<2x12x32xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %270 = stablehlo.add %269, %268 : tensor<2x12x32xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %272 = stablehlo.multiply %271, %270 : tensor<2x12x32xf32>
    %273 = stablehlo.multiply %260, %272 : tensor<2x12x32xf32>
    %274 = chlo.square %273 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%273 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_48 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %277 = stablehlo.divide %275, %276 : tensor<2x12xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%274 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_50 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %280 = stablehlo.divide %278, %279 : tensor<2x12xf32>
    %281 = chlo.square %277 : tensor<2x12xf32> -> tensor<2x12xf32>
    %282 = stablehlo.subtract %280, %281 : tensor<2x12xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %284 = stablehlo.maximum %283, %282 : tensor<2x12xf32>
    %285 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %286 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %287 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %288 = stablehlo.subtract %273, %287 : tensor<2x12x32xf32>
    %cst_52 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %290 = stablehlo.add %286, %289 : tensor<2x12x1xf32>
    %291 = stablehlo.rsqrt %290 : tensor<2x12x1xf32>
    %292 = stablehlo.reshape %arg42 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %294 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<2x12x32xf32>
    %296 = stablehlo.multiply %288, %295 : tensor<2x12x32xf32>
    %297 = stablehlo.reshape %arg41 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x12x32xf32>
    %300 = stablehlo.transpose %arg28, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %301 = stablehlo.dot_general %299, %300, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %302 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x12x64xf32>
    %304 = stablehlo.add %301, %303 : tensor<2x12x64xf32>
    return %256, %304 : tensor<2x32xf32>, tensor<2x12x64xf32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<2x12xi32>) -> tensor<2x12x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x12xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x12xi1>, tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x12x1xi1>, tensor<i1>) -> tensor<2x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x12x1xi32>) -> tensor<2x12x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x12x32xi1>, tensor<2x12x32xf32>
    return %16 : tensor<2x12x32xf32>
  }
  func.func private @_where(%arg0: tensor<2x12xi1>, %arg1: tensor<2x12xi32>, %arg2: tensor<2x12xi32>) -> tensor<2x12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x12xi1>, tensor<2x12xi32>
    return %0 : tensor<2x12xi32>
  }
  func.func private @_take_0(%arg0: tensor<16x32xf32>, %arg1: tensor<1x12xi32>) -> tensor<1x12x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x12xi32>, tensor<1x12xi32>) -> tensor<1x12xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x12xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<1x12xi1>, tensor<1x12xi32>, tensor<1x12xi32>) -> tensor<1x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x12xi32>) -> tensor<1x12x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x12x1xi32>, tensor<1x12x1xi32>) -> tensor<1x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x12x1xi32>, tensor<1x12x1xi32>) -> tensor<1x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x12x1xi1>, tensor<i1>) -> tensor<1x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<1x12x1xi32>) -> tensor<1x12x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x12xi1>) -> tensor<1x12x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x12x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x12x32xi1>, tensor<1x12x32xf32>
    return %16 : tensor<1x12x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x12xi1>, %arg1: tensor<1x12xi32>, %arg2: tensor<1x12xi32>) -> tensor<1x12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x12xi1>, tensor<1x12xi32>
    return %0 : tensor<1x12xi32>
  }
  func.func private @_take_2(%arg0: tensor<2x32xf32>, %arg1: tensor<2x12xi32>) -> tensor<2x12x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x12xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x12xi1>, tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x12x1xi1>, tensor<i1>) -> tensor<2x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<2x12x1xi32>) -> tensor<2x12x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x12x32xi1>, tensor<2x12x32xf32>
    return %16 : tensor<2x12x32xf32>
  }
}
