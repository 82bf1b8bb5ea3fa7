module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<128xf32>, %arg6: tensor<32x128xf32>, %arg7: tensor<32xf32>, %arg8: tensor<128x32xf32>, %arg9: tensor<4x8xf32>, %arg10: tensor<32x4x8xf32>, %arg11: tensor<32xf32>, %arg12: tensor<4x8x32xf32>, %arg13: tensor<4x8xf32>, %arg14: tensor<32x4x8xf32>, %arg15: tensor<4x8xf32>, %arg16: tensor<32x4x8xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<128xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<32xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<4x8xf32>, %arg26: tensor<32x4x8xf32>, %arg27: tensor<32xf32>, %arg28: tensor<4x8x32xf32>, %arg29: tensor<4x8xf32>, %arg30: tensor<32x4x8xf32>, %arg31: tensor<4x8xf32>, %arg32: tensor<32x4x8xf32>, %arg33: tensor<32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<16x32xf32>, %arg36: tensor<2x12xi32>) -> (tensor<2x12x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg36) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %1 = stablehlo.slice %arg35 [0:12, 0:32] : (tensor<16x32xf32>) -> tensor<12x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<12x32xf32>) -> tensor<1x12x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x12x32xf32>) -> tensor<2x12x32xf32>
    %4 = stablehlo.add %0, %3 : tensor<2x12x32xf32>
    %5 = chlo.square %4 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %11 = stablehlo.divide %9, %10 : tensor<2x12xf32>
    %12 = chlo.square %8 : tensor<2x12xf32> -> tensor<2x12xf32>
    %13 = stablehlo.subtract %11, %12 : tensor<2x12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<2x12xf32>
    %16 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %19 = stablehlo.subtract %4, %18 : tensor<2x12x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %21 = stablehlo.add %17, %20 : tensor<2x12x1xf32>
    %22 = stablehlo.rsqrt %21 : tensor<2x12x1xf32>
    %23 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x12x32xf32>
    %27 = stablehlo.multiply %19, %26 : tensor<2x12x32xf32>
    %28 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<2x12x32xf32>
    %31 = stablehlo.iota dim = 0 : tensor<12xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<12xi32>) -> tensor<2x12xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 2] : (tensor<2x12xi32>) -> tensor<2x1x12xi32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x12x1xi32>) -> tensor<2x12x12xi32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<2x1x12xi32>) -> tensor<2x12x12xi32>
    %37 = stablehlo.compare GE, %35, %36, SIGNED : (tensor<2x12x12xi32>, tensor<2x12x12xi32>) -> tensor<2x12x12xi1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 2, 3] : (tensor<2x12x12xi1>) -> tensor<2x1x12x12xi1>
    %39 = stablehlo.convert %38 : (tensor<2x1x12x12xi1>) -> tensor<2x1x12x12xf32>
    %40 = stablehlo.dot_general %30, %arg14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %41 = stablehlo.reshape %arg13 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %43 = stablehlo.add %40, %42 : tensor<2x12x4x8xf32>
    %44 = stablehlo.dot_general %30, %arg10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %45 = stablehlo.reshape %arg9 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x12x4x8xf32>
    %48 = stablehlo.dot_general %30, %arg16, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %49 = stablehlo.reshape %arg15 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %51 = stablehlo.add %48, %50 : tensor<2x12x4x8xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %52 = stablehlo.sqrt %cst_5 : tensor<f32>
    %53 = stablehlo.convert %52 : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %55 = stablehlo.divide %43, %54 : tensor<2x12x4x8xf32>
    %56 = stablehlo.dot_general %55, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %57 = call @_where_0(%39, %56, %cst_6) : (tensor<2x1x12x12xf32>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %60 = stablehlo.maximum %59, %58 : tensor<2x4x12xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<2x4x12x12xf32>
    %64 = stablehlo.exponential %63 : tensor<2x4x12x12xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %68 = stablehlo.divide %64, %67 : tensor<2x4x12x12xf32>
    %69 = stablehlo.dot_general %51, %68, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %70 = stablehlo.transpose %69, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %71 = stablehlo.dot_general %70, %arg12, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %72 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %74 = stablehlo.add %71, %73 : tensor<2x12x32xf32>
    %75 = stablehlo.add %4, %74 : tensor<2x12x32xf32>
    %76 = chlo.square %75 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%75 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %79 = stablehlo.divide %77, %78 : tensor<2x12xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %82 = stablehlo.divide %80, %81 : tensor<2x12xf32>
    %83 = chlo.square %79 : tensor<2x12xf32> -> tensor<2x12xf32>
    %84 = stablehlo.subtract %82, %83 : tensor<2x12xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %86 = stablehlo.maximum %85, %84 : tensor<2x12xf32>
    %87 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %90 = stablehlo.subtract %75, %89 : tensor<2x12x32xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %92 = stablehlo.add %88, %91 : tensor<2x12x1xf32>
    %93 = stablehlo.rsqrt %92 : tensor<2x12x1xf32>
    %94 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<2x12x32xf32>
    %98 = stablehlo.multiply %90, %97 : tensor<2x12x32xf32>
    %99 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %101 = stablehlo.add %98, %100 : tensor<2x12x32xf32>
    %102 = stablehlo.dot_general %101, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x128xf32>) -> tensor<2x12x128xf32>
    %103 = stablehlo.reshape %arg5 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x12x128xf32>
    %105 = stablehlo.add %102, %104 : tensor<2x12x128xf32>
    %106 = stablehlo.multiply %105, %105 : tensor<2x12x128xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<2x12x128xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<2x12x128xf32>
    %110 = stablehlo.add %105, %109 : tensor<2x12x128xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<2x12x128xf32>
    %113 = stablehlo.tanh %112 : tensor<2x12x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %115 = stablehlo.add %114, %113 : tensor<2x12x128xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<2x12x128xf32>
    %118 = stablehlo.multiply %105, %117 : tensor<2x12x128xf32>
    %119 = stablehlo.dot_general %118, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x128xf32>, tensor<128x32xf32>) -> tensor<2x12x32xf32>
    %120 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %122 = stablehlo.add %119, %121 : tensor<2x12x32xf32>
    %123 = stablehlo.add %75, %122 : tensor<2x12x32xf32>
    %124 = chlo.square %123 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%123 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %127 = stablehlo.divide %125, %126 : tensor<2x12xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%124 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %130 = stablehlo.divide %128, %129 : tensor<2x12xf32>
    %131 = chlo.square %127 : tensor<2x12xf32> -> tensor<2x12xf32>
    %132 = stablehlo.subtract %130, %131 : tensor<2x12xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %134 = stablehlo.maximum %133, %132 : tensor<2x12xf32>
    %135 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %138 = stablehlo.subtract %123, %137 : tensor<2x12x32xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %140 = stablehlo.add %136, %139 : tensor<2x12x1xf32>
    %141 = stablehlo.rsqrt %140 : tensor<2x12x1xf32>
    %142 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<2x12x32xf32>
    %146 = stablehlo.multiply %138, %145 : tensor<2x12x32xf32>
    %147 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %149 = stablehlo.add %146, %148 : tensor<2x12x32xf32>
    %150 = stablehlo.iota dim = 0 : tensor<12xi32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [1] : (tensor<12xi32>) -> tensor<2x12xi32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 2] : (tensor<2x12xi32>) -> tensor<2x1x12xi32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x12x1xi32>) -> tensor<2x12x12xi32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<2x1x12xi32>) -> tensor<2x12x12xi32>
    %156 = stablehlo.compare GE, %154, %155, SIGNED : (tensor<2x12x12xi32>, tensor<2x12x12xi32>) -> tensor<2x12x12xi1>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 2, 3] : (tensor<2x12x12xi1>) -> tensor<2x1x12x12xi1>
    %158 = stablehlo.convert %157 : (tensor<2x1x12x12xi1>) -> tensor<2x1x12x12xf32>
    %159 = stablehlo.dot_general %149, %arg30, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %160 = stablehlo.reshape %arg29 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %162 = stablehlo.add %159, %161 : tensor<2x12x4x8xf32>
    %163 = stablehlo.dot_general %149, %arg26, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %164 = stablehlo.reshape %arg25 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x12x4x8xf32>
    %167 = stablehlo.dot_general %149, %arg32, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %168 = stablehlo.reshape %arg31 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x12x4x8xf32>
    %170 = stablehlo.add %167, %169 : tensor<2x12x4x8xf32>
    %cst_26 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %171 = stablehlo.sqrt %cst_26 : tensor<f32>
    %172 = stablehlo.convert %171 : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %174 = stablehlo.divide %162, %173 : tensor<2x12x4x8xf32>
    %175 = stablehlo.dot_general %174, %166, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %176 = call @_where_0(%158, %175, %cst_27) : (tensor<2x1x12x12xf32>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %179 = stablehlo.maximum %178, %177 : tensor<2x4x12xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %182 = stablehlo.subtract %176, %181 : tensor<2x4x12x12xf32>
    %183 = stablehlo.exponential %182 : tensor<2x4x12x12xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %187 = stablehlo.divide %183, %186 : tensor<2x4x12x12xf32>
    %188 = stablehlo.dot_general %170, %187, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %189 = stablehlo.transpose %188, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %190 = stablehlo.dot_general %189, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %191 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %193 = stablehlo.add %190, %192 : tensor<2x12x32xf32>
    %194 = stablehlo.add %123, %193 : tensor<2x12x32xf32>
    %195 = chlo.square %194 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%194 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %198 = stablehlo.divide %196, %197 : tensor<2x12xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%195 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %201 = stablehlo.divide %199, %200 : tensor<2x12xf32>
    %202 = chlo.square %198 : tensor<2x12xf32> -> tensor<2x12xf32>
    %203 = stablehlo.subtract %201, %202 : tensor<2x12xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %205 = stablehlo.maximum %204, %203 : tensor<2x12xf32>
    %206 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %209 = stablehlo.subtract %194, %208 : tensor<2x12x32xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %211 = stablehlo.add %207, %210 : tensor<2x12x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<2x12x1xf32>
    %213 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<2x12x32xf32>
    %217 = stablehlo.multiply %209, %216 : tensor<2x12x32xf32>
    %218 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %220 = stablehlo.add %217, %219 : tensor<2x12x32xf32>
    %221 = stablehlo.dot_general %220, %arg22, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x128xf32>) -> tensor<2x12x128xf32>
    %222 = stablehlo.reshape %arg21 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x12x128xf32>
    %224 = stablehlo.add %221, %223 : tensor<2x12x128xf32>
    %225 = stablehlo.multiply %224, %224 : tensor<2x12x128xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<2x12x128xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %228 = stablehlo.multiply %227, %226 : tensor<2x12x128xf32>
    %229 = stablehlo.add %224, %228 : tensor<2x12x128xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<2x12x128xf32>
    %232 = stablehlo.tanh %231 : tensor<2x12x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %234 = stablehlo.add %233, %232 : tensor<2x12x128xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x12x128xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<2x12x128xf32>
    %237 = stablehlo.multiply %224, %236 : tensor<2x12x128xf32>
    %238 = stablehlo.dot_general %237, %arg24, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x128xf32>, tensor<128x32xf32>) -> tensor<2x12x32xf32>
    %239 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %241 = stablehlo.add %238, %240 : tensor<2x12x32xf32>
    %242 = stablehlo.add %194, %241 : tensor<2x12x32xf32>
    %243 = chlo.square %242 : tensor<2x12x32xf32> -> tensor<2x12x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%242 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %246 = stablehlo.divide %244, %245 : tensor<2x12xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%243 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %249 = stablehlo.divide %247, %248 : tensor<2x12xf32>
    %250 = chlo.square %246 : tensor<2x12xf32> -> tensor<2x12xf32>
    %251 = stablehlo.subtract %249, %250 : tensor<2x12xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %253 = stablehlo.maximum %252, %251 : tensor<2x12xf32>
    %254 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %256 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %257 = stablehlo.subtract %242, %256 : tensor<2x12x32xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %259 = stablehlo.add %255, %258 : tensor<2x12x1xf32>
    %260 = stablehlo.rsqrt %259 : tensor<2x12x1xf32>
    %261 = stablehlo.reshape %arg34 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<2x12x32xf32>
    %265 = stablehlo.multiply %257, %264 : tensor<2x12x32xf32>
    %266 = stablehlo.reshape %arg33 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %268 = stablehlo.add %265, %267 : tensor<2x12x32xf32>
    %269 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %270 = stablehlo.dot_general %268, %269, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    return %270 : tensor<2x12x64xf32>
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
  func.func private @_where_0(%arg0: tensor<2x1x12x12xf32>, %arg1: tensor<2x4x12x12xf32>, %arg2: tensor<f32>) -> tensor<2x4x12x12xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x12x12xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x12x12xf32>, tensor<2x1x12x12xf32>) -> tensor<2x1x12x12xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x12x12xi1>) -> tensor<2x4x12x12xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x12x12xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x12x12xi1>, tensor<2x4x12x12xf32>
    return %4 : tensor<2x4x12x12xf32>
  }
}
