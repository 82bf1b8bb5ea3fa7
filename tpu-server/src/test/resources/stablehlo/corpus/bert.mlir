module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<128xf32>, %arg5: tensor<32x128xf32>, %arg6: tensor<32xf32>, %arg7: tensor<128x32xf32>, %arg8: tensor<4x8xf32>, %arg9: tensor<32x4x8xf32>, %arg10: tensor<32xf32>, %arg11: tensor<4x8x32xf32>, %arg12: tensor<4x8xf32>, %arg13: tensor<32x4x8xf32>, %arg14: tensor<4x8xf32>, %arg15: tensor<32x4x8xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<128xf32>, %arg21: tensor<32x128xf32>, %arg22: tensor<32xf32>, %arg23: tensor<128x32xf32>, %arg24: tensor<4x8xf32>, %arg25: tensor<32x4x8xf32>, %arg26: tensor<32xf32>, %arg27: tensor<4x8x32xf32>, %arg28: tensor<4x8xf32>, %arg29: tensor<32x4x8xf32>, %arg30: tensor<4x8xf32>, %arg31: tensor<32x4x8xf32>, %arg32: tensor<32xf32>, %arg33: tensor<32x32xf32>, %arg34: tensor<64xf32>, %arg35: tensor<32x64xf32>, %arg36: tensor<64x32xf32>, %arg37: tensor<40x32xf32>, %arg38: tensor<32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<2x12xi32>) -> (tensor<2x32xf32> {jax.result_info = "result[0]"}, tensor<2x12x64xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %1 = stablehlo.compare NE, %arg40, %0, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %2 = stablehlo.convert %1 : (tensor<2x12xi1>) -> tensor<2x12xi32>
    %3 = call @cumsum(%2) : (tensor<2x12xi32>) -> tensor<2x12xi32>
    %4 = stablehlo.multiply %3, %2 : tensor<2x12xi32>
    %5 = call @_take(%arg36, %arg40) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %6 = call @_take_1(%arg37, %4) : (tensor<40x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
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
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<2x12x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x12x1xf32>
    %26 = stablehlo.reshape %arg39 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<2x12x32xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<2x12x32xf32>
    %31 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x12x32xf32>
    %34 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<2x12xi32>) -> tensor<2x1x12xi32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x12x1xi32>) -> tensor<2x12x12xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<2x1x12xi32>) -> tensor<2x12x12xi32>
    %38 = stablehlo.multiply %36, %37 : tensor<2x12x12xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 2, 3] : (tensor<2x12x12xi32>) -> tensor<2x1x12x12xi32>
    %40 = stablehlo.convert %39 : (tensor<2x1x12x12xi32>) -> tensor<2x1x12x12xf32>
    %41 = stablehlo.dot_general %33, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %42 = stablehlo.reshape %arg12 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %44 = stablehlo.add %41, %43 : tensor<2x12x4x8xf32>
    %45 = stablehlo.dot_general %33, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %46 = stablehlo.reshape %arg8 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x12x4x8xf32>
    %49 = stablehlo.dot_general %33, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %50 = stablehlo.reshape %arg14 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x12x4x8xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %53 = stablehlo.sqrt %cst_5 : tensor<f32>
    %54 = stablehlo.convert %53 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %56 = stablehlo.divide %44, %55 : tensor<2x12x4x8xf32>
    %57 = stablehlo.dot_general %56, %48, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %58 = call @_where_2(%40, %57, %cst_6) : (tensor<2x1x12x12xf32>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<2x4x12xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<2x4x12x12xf32>
    %65 = stablehlo.exponential %64 : tensor<2x4x12x12xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %69 = stablehlo.divide %65, %68 : tensor<2x4x12x12xf32>
    %70 = stablehlo.dot_general %52, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %71 = stablehlo.transpose %70, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %72 = stablehlo.dot_general %71, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %73 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x12x32xf32>
    %76 = stablehlo.add %33, %75 : tensor<2x12x32xf32>
    %77 = chlo.square %76 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x12xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%77 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %83 = stablehlo.divide %81, %82 : tensor<2x12xf32>
    %84 = chlo.square %80 : tensor<2x12xf32> -> tensor<2x12xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<2x12xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<2x12xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %91 = stablehlo.subtract %76, %90 : tensor<2x12x32xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %93 = stablehlo.add %89, %92 : tensor<2x12x1xf32>
    %94 = stablehlo.rsqrt %93 : tensor<2x12x1xf32>
    %95 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x12x32xf32>
    %99 = stablehlo.multiply %91, %98 : tensor<2x12x32xf32>
    %100 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %102 = stablehlo.add %99, %101 : tensor<2x12x32xf32>
    %103 = stablehlo.dot_general %102, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x128xf32>) -> tensor<2x12x128xf32>
    %104 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x12x128xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x12x128xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<2x12x128xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x12x128xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %110 = stablehlo.multiply %109, %108 : tensor<2x12x128xf32>
    %111 = stablehlo.add %106, %110 : tensor<2x12x128xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<2x12x128xf32>
    %114 = stablehlo.tanh %113 : tensor<2x12x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %116 = stablehlo.add %115, %114 : tensor<2x12x128xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<2x12x128xf32>
    %119 = stablehlo.multiply %106, %118 : tensor<2x12x128xf32>
    %120 = stablehlo.dot_general %119, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x128xf32>, tensor<128x32xf32>) -> tensor<2x12x32xf32>
    %121 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %123 = stablehlo.add %120, %122 : tensor<2x12x32xf32>
    %124 = stablehlo.add %102, %123 : tensor<2x12x32xf32>
    %125 = chlo.square %124 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%124 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %128 = stablehlo.divide %126, %127 : tensor<2x12xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%125 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %131 = stablehlo.divide %129, %130 : tensor<2x12xf32>
    %132 = chlo.square %128 : tensor<2x12xf32> -> tensor<2x12xf32>
    %133 = stablehlo.subtract %131, %132 : tensor<2x12xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %135 = stablehlo.maximum %134, %133 : tensor<2x12xf32>
    %136 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %138 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %139 = stablehlo.subtract %124, %138 : tensor<2x12x32xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %141 = stablehlo.add %137, %140 : tensor<2x12x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<2x12x1xf32>
    %143 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %146 = stablehlo.multiply %144, %145 : tensor<2x12x32xf32>
    %147 = stablehlo.multiply %139, %146 : tensor<2x12x32xf32>
    %148 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %150 = stablehlo.add %147, %149 : tensor<2x12x32xf32>
    %151 = stablehlo.dot_general %150, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %152 = stablehlo.reshape %arg28 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %154 = stablehlo.add %151, %153 : tensor<2x12x4x8xf32>
    %155 = stablehlo.dot_general %150, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %156 = stablehlo.reshape %arg24 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %158 = stablehlo.add %155, %157 : tensor<2x12x4x8xf32>
    %159 = stablehlo.dot_general %150, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %160 = stablehlo.reshape %arg30 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %162 = stablehlo.add %159, %161 : tensor<2x12x4x8xf32>
    %cst_26 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %163 = stablehlo.sqrt %cst_26 : tensor<f32>
    %164 = stablehlo.convert %163 : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %166 = stablehlo.divide %154, %165 : tensor<2x12x4x8xf32>
    %167 = stablehlo.dot_general %166, %158, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %168 = call @_where_2(%40, %167, %cst_27) : (tensor<2x1x12x12xf32>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %171 = stablehlo.maximum %170, %169 : tensor<2x4x12xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %174 = stablehlo.subtract %168, %173 : tensor<2x4x12x12xf32>
    %175 = stablehlo.exponential %174 : tensor<2x4x12x12xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %179 = stablehlo.divide %175, %178 : tensor<2x4x12x12xf32>
    %180 = stablehlo.dot_general %162, %179, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %181 = stablehlo.transpose %180, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %182 = stablehlo.dot_general %181, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %183 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %185 = stablehlo.add %182, %184 : tensor<2x12x32xf32>
    %186 = stablehlo.add %150, %185 : tensor<2x12x32xf32>
    %187 = chlo.square %186 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%186 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %190 = stablehlo.divide %188, %189 : tensor<2x12xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%187 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %193 = stablehlo.divide %191, %192 : tensor<2x12xf32>
    %194 = chlo.square %190 : tensor<2x12xf32> -> tensor<2x12xf32>
    %195 = stablehlo.subtract %193, %194 : tensor<2x12xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<2x12xf32>
    %198 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %201 = stablehlo.subtract %186, %200 : tensor<2x12x32xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<2x12x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<2x12x1xf32>
    %205 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<2x12x32xf32>
    %209 = stablehlo.multiply %201, %208 : tensor<2x12x32xf32>
    %210 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %212 = stablehlo.add %209, %211 : tensor<2x12x32xf32>
    %213 = stablehlo.dot_general %212, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x128xf32>) -> tensor<2x12x128xf32>
    %214 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x12x128xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x12x128xf32>
    %217 = stablehlo.multiply %216, %216 : tensor<2x12x128xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<2x12x128xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<2x12x128xf32>
    %221 = stablehlo.add %216, %220 : tensor<2x12x128xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<2x12x128xf32>
    %224 = stablehlo.tanh %223 : tensor<2x12x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %226 = stablehlo.add %225, %224 : tensor<2x12x128xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<2x12x128xf32>
    %229 = stablehlo.multiply %216, %228 : tensor<2x12x128xf32>
    %230 = stablehlo.dot_general %229, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x128xf32>, tensor<128x32xf32>) -> tensor<2x12x32xf32>
    %231 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %233 = stablehlo.add %230, %232 : tensor<2x12x32xf32>
    %234 = stablehlo.add %212, %233 : tensor<2x12x32xf32>
    %235 = chlo.square %234 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%234 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %238 = stablehlo.divide %236, %237 : tensor<2x12xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%235 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %241 = stablehlo.divide %239, %240 : tensor<2x12xf32>
    %242 = chlo.square %238 : tensor<2x12xf32> -> tensor<2x12xf32>
    %243 = stablehlo.subtract %241, %242 : tensor<2x12xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %245 = stablehlo.maximum %244, %243 : tensor<2x12xf32>
    %246 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %247 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %249 = stablehlo.subtract %234, %248 : tensor<2x12x32xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %251 = stablehlo.add %247, %250 : tensor<2x12x1xf32>
    %252 = stablehlo.rsqrt %251 : tensor<2x12x1xf32>
    %253 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<2x12x32xf32>
    %257 = stablehlo.multiply %249, %256 : tensor<2x12x32xf32>
    %258 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %260 = stablehlo.add %257, %259 : tensor<2x12x32xf32>
    %261 = stablehlo.slice %260 [0:2, 0:1, 0:32] : (tensor<2x12x32xf32>) -> tensor<2x1x32xf32>
    %262 = stablehlo.reshape %261 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %263 = stablehlo.dot_general %262, %arg33, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %264 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x32xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %266 = stablehlo.add %263, %265 : tensor<2x32xf32>
    %267 = stablehlo.tanh %266 : tensor<2x32xf32>
    %268 = stablehlo.dot_general %260, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %269 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x12x64xf32>
    %271 = stablehlo.add %268, %270 : tensor<2x12x64xf32>
    return %267, %271 : tensor<2x32xf32>, tensor<2x12x64xf32>
  }
  func.func private @cumsum(%arg0: tensor<2x12xi32>) -> tensor<2x12xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<2x12xi32>) -> tensor<2x12xi32>
    return %0 : tensor<2x12xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<2x12xi32>) -> tensor<2x12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [11, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 12>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<2x12xi32>, tensor<i32>) -> tensor<2x12xi32>
    return %1 : tensor<2x12xi32>
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
  func.func private @_take_1(%arg0: tensor<40x32xf32>, %arg1: tensor<2x12xi32>) -> tensor<2x12x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x12xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x12xi1>, tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %c_1 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x12x1xi1>, tensor<i1>) -> tensor<2x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<40x32xf32>, tensor<2x12x1xi32>) -> tensor<2x12x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x12x32xi1>, tensor<2x12x32xf32>
    return %16 : tensor<2x12x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x1x12x12xf32>, %arg1: tensor<2x4x12x12xf32>, %arg2: tensor<f32>) -> tensor<2x4x12x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x12x12xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x12x12xf32>, tensor<2x1x12x12xf32>) -> tensor<2x1x12x12xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x12x12xi1>) -> tensor<2x4x12x12xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x12x12xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x12x12xi1>, tensor<2x4x12x12xf32>
    return %4 : tensor<2x4x12x12xf32>
  }
}
