module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<64xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<32xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<32xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<5xf32>, %arg13: tensor<32x5xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<14xf32>, %arg17: tensor<14xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<1x32xf32>, %arg29: tensor<14x1x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<1x32x32xf32>, %arg32: tensor<1x32xf32>, %arg33: tensor<32x1x32xf32>, %arg34: tensor<1x32xf32>, %arg35: tensor<14x1x32xf32>, %arg36: tensor<4x8xf32>, %arg37: tensor<32x4x8xf32>, %arg38: tensor<32xf32>, %arg39: tensor<4x8x32xf32>, %arg40: tensor<4x8xf32>, %arg41: tensor<32x4x8xf32>, %arg42: tensor<4x8xf32>, %arg43: tensor<32x4x8xf32>, %arg44: tensor<4x8xf32>, %arg45: tensor<32x4x8xf32>, %arg46: tensor<32xf32>, %arg47: tensor<4x8x32xf32>, %arg48: tensor<4x8xf32>, %arg49: tensor<32x4x8xf32>, %arg50: tensor<4x8xf32>, %arg51: tensor<32x4x8xf32>, %arg52: tensor<8x32xf32>, %arg53: tensor<2x20x6xf32>) -> (tensor<2x5xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_linspace(%cst, %cst_0) : (tensor<f32>, tensor<f32>) -> tensor<20xf32>
    %1 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %2, %1 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<20xf32>) -> tensor<20x1xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<20x1xf32>) -> tensor<20x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<20x4xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<20x4xf32>
    %11 = stablehlo.sine %10 : tensor<20x4xf32>
    %12 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<20xf32>) -> tensor<20x1xf32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<20x1xf32>) -> tensor<20x4xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<20x4xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<20x4xf32>
    %17 = stablehlo.cosine %16 : tensor<20x4xf32>
    %18 = stablehlo.concatenate %11, %17, dim = 1 : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x8xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<20x8xf32>) -> tensor<2x20x8xf32>
    %20 = stablehlo.concatenate %arg53, %19, dim = 2 : (tensor<2x20x6xf32>, tensor<2x20x8xf32>) -> tensor<2x20x14xf32>
    %21 = stablehlo.broadcast_in_dim %arg52, dims = [1, 2] : (tensor<8x32xf32>) -> tensor<2x8x32xf32>
    %22 = chlo.square %21 : tensor<2x8x32xf32> -> tensor<2x8x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %25 = stablehlo.divide %23, %24 : tensor<2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %28 = stablehlo.divide %26, %27 : tensor<2x8xf32>
    %29 = chlo.square %25 : tensor<2x8xf32> -> tensor<2x8xf32>
    %30 = stablehlo.subtract %28, %29 : tensor<2x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<2x8xf32>
    %33 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %36 = stablehlo.subtract %21, %35 : tensor<2x8x32xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %38 = stablehlo.add %34, %37 : tensor<2x8x1xf32>
    %39 = stablehlo.rsqrt %38 : tensor<2x8x1xf32>
    %40 = stablehlo.reshape %arg15 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<2x8x32xf32>
    %44 = stablehlo.multiply %36, %43 : tensor<2x8x32xf32>
    %45 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %47 = stablehlo.add %44, %46 : tensor<2x8x32xf32>
    %48 = chlo.square %20 : tensor<2x20x14xf32> -> tensor<2x20x14xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%20 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x20x14xf32>, tensor<f32>) -> tensor<2x20xf32>
    %cst_10 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x20xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2x20xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x20x14xf32>, tensor<f32>) -> tensor<2x20xf32>
    %cst_12 = stablehlo.constant dense<1.400000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x20xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x20xf32>
    %55 = chlo.square %51 : tensor<2x20xf32> -> tensor<2x20xf32>
    %56 = stablehlo.subtract %54, %55 : tensor<2x20xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x20xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<2x20xf32>
    %59 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x20xf32>) -> tensor<2x20x1xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<2x20xf32>) -> tensor<2x20x1xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x20x1xf32>) -> tensor<2x20x14xf32>
    %62 = stablehlo.subtract %20, %61 : tensor<2x20x14xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x20x1xf32>
    %64 = stablehlo.add %60, %63 : tensor<2x20x1xf32>
    %65 = stablehlo.rsqrt %64 : tensor<2x20x1xf32>
    %66 = stablehlo.reshape %arg17 : (tensor<14xf32>) -> tensor<1x1x14xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x20x1xf32>) -> tensor<2x20x14xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x14xf32>) -> tensor<2x20x14xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<2x20x14xf32>
    %70 = stablehlo.multiply %62, %69 : tensor<2x20x14xf32>
    %71 = stablehlo.reshape %arg16 : (tensor<14xf32>) -> tensor<1x1x14xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x14xf32>) -> tensor<2x20x14xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x20x14xf32>
    %74 = stablehlo.dot_general %47, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x1x32xf32>) -> tensor<2x8x1x32xf32>
    %75 = stablehlo.reshape %arg32 : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x8x1x32xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x8x1x32xf32>
    %78 = stablehlo.dot_general %73, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x20x14xf32>, tensor<14x1x32xf32>) -> tensor<2x20x1x32xf32>
    %79 = stablehlo.reshape %arg28 : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x20x1x32xf32>
    %81 = stablehlo.add %78, %80 : tensor<2x20x1x32xf32>
    %82 = stablehlo.dot_general %73, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x20x14xf32>, tensor<14x1x32xf32>) -> tensor<2x20x1x32xf32>
    %83 = stablehlo.reshape %arg34 : (tensor<1x32xf32>) -> tensor<1x1x1x32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x20x1x32xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x20x1x32xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %86 = stablehlo.sqrt %cst_15 : tensor<f32>
    %87 = stablehlo.convert %86 : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<2x8x1x32xf32>
    %89 = stablehlo.divide %77, %88 : tensor<2x8x1x32xf32>
    %90 = stablehlo.dot_general %89, %81, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x1x32xf32>, tensor<2x20x1x32xf32>) -> tensor<2x1x8x20xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x1x8x20xf32>, tensor<f32>) -> tensor<2x1x8xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x1x8xf32>
    %93 = stablehlo.maximum %92, %91 : tensor<2x1x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x20xf32>
    %96 = stablehlo.subtract %90, %95 : tensor<2x1x8x20xf32>
    %97 = stablehlo.exponential %96 : tensor<2x1x8x20xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x1x8x20xf32>, tensor<f32>) -> tensor<2x1x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x1x8xf32>) -> tensor<2x1x8x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<2x1x8x1xf32>) -> tensor<2x1x8x20xf32>
    %101 = stablehlo.divide %97, %100 : tensor<2x1x8x20xf32>
    %102 = stablehlo.dot_general %85, %101, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x20x1x32xf32>, tensor<2x1x8x20xf32>) -> tensor<2x1x32x8xf32>
    %103 = stablehlo.transpose %102, dims = [0, 3, 1, 2] : (tensor<2x1x32x8xf32>) -> tensor<2x8x1x32xf32>
    %104 = stablehlo.dot_general %103, %arg31, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x1x32xf32>, tensor<1x32x32xf32>) -> tensor<2x8x32xf32>
    %105 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %107 = stablehlo.add %104, %106 : tensor<2x8x32xf32>
    %108 = stablehlo.add %21, %107 : tensor<2x8x32xf32>
    %109 = chlo.square %108 : tensor<2x8x32xf32> -> tensor<2x8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%108 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %112 = stablehlo.divide %110, %111 : tensor<2x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%109 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %115 = stablehlo.divide %113, %114 : tensor<2x8xf32>
    %116 = chlo.square %112 : tensor<2x8xf32> -> tensor<2x8xf32>
    %117 = stablehlo.subtract %115, %116 : tensor<2x8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %119 = stablehlo.maximum %118, %117 : tensor<2x8xf32>
    %120 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %123 = stablehlo.subtract %108, %122 : tensor<2x8x32xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %125 = stablehlo.add %121, %124 : tensor<2x8x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x8x1xf32>
    %127 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x8x32xf32>
    %131 = stablehlo.multiply %123, %130 : tensor<2x8x32xf32>
    %132 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %134 = stablehlo.add %131, %133 : tensor<2x8x32xf32>
    %135 = stablehlo.dot_general %134, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %136 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %138 = stablehlo.add %135, %137 : tensor<2x8x64xf32>
    %139 = stablehlo.multiply %138, %138 : tensor<2x8x64xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<2x8x64xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<2x8x64xf32>
    %143 = stablehlo.add %138, %142 : tensor<2x8x64xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %145 = stablehlo.multiply %144, %143 : tensor<2x8x64xf32>
    %146 = stablehlo.tanh %145 : tensor<2x8x64xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %148 = stablehlo.add %147, %146 : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %150 = stablehlo.multiply %149, %148 : tensor<2x8x64xf32>
    %151 = stablehlo.multiply %138, %150 : tensor<2x8x64xf32>
    %152 = stablehlo.dot_general %151, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %153 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.add %152, %154 : tensor<2x8x32xf32>
    %156 = stablehlo.add %108, %155 : tensor<2x8x32xf32>
    %157 = chlo.square %156 : tensor<2x8x32xf32> -> tensor<2x8x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%156 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %160 = stablehlo.divide %158, %159 : tensor<2x8xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%157 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %163 = stablehlo.divide %161, %162 : tensor<2x8xf32>
    %164 = chlo.square %160 : tensor<2x8xf32> -> tensor<2x8xf32>
    %165 = stablehlo.subtract %163, %164 : tensor<2x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %167 = stablehlo.maximum %166, %165 : tensor<2x8xf32>
    %168 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %171 = stablehlo.subtract %156, %170 : tensor<2x8x32xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %173 = stablehlo.add %169, %172 : tensor<2x8x1xf32>
    %174 = stablehlo.rsqrt %173 : tensor<2x8x1xf32>
    %175 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<2x8x32xf32>
    %179 = stablehlo.multiply %171, %178 : tensor<2x8x32xf32>
    %180 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %182 = stablehlo.add %179, %181 : tensor<2x8x32xf32>
    %183 = stablehlo.dot_general %182, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %184 = stablehlo.reshape %arg40 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x8x4x8xf32>
    %186 = stablehlo.add %183, %185 : tensor<2x8x4x8xf32>
    %187 = stablehlo.dot_general %182, %arg37, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %188 = stablehlo.reshape %arg36 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x8x4x8xf32>
    %190 = stablehlo.add %187, %189 : tensor<2x8x4x8xf32>
    %191 = stablehlo.dot_general %182, %arg43, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %192 = stablehlo.reshape %arg42 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x8x4x8xf32>
    %194 = stablehlo.add %191, %193 : tensor<2x8x4x8xf32>
    %cst_35 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %195 = stablehlo.sqrt %cst_35 : tensor<f32>
    %196 = stablehlo.convert %195 : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<f32>) -> tensor<2x8x4x8xf32>
    %198 = stablehlo.divide %186, %197 : tensor<2x8x4x8xf32>
    %199 = stablehlo.dot_general %198, %190, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_36) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %202 = stablehlo.maximum %201, %200 : tensor<2x4x8xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %205 = stablehlo.subtract %199, %204 : tensor<2x4x8x8xf32>
    %206 = stablehlo.exponential %205 : tensor<2x4x8x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %210 = stablehlo.divide %206, %209 : tensor<2x4x8x8xf32>
    %211 = stablehlo.dot_general %194, %210, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %212 = stablehlo.transpose %211, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %213 = stablehlo.dot_general %212, %arg39, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x8x32xf32>
    %214 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %216 = stablehlo.add %213, %215 : tensor<2x8x32xf32>
    %217 = stablehlo.add %156, %216 : tensor<2x8x32xf32>
    %218 = chlo.square %217 : tensor<2x8x32xf32> -> tensor<2x8x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%217 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %221 = stablehlo.divide %219, %220 : tensor<2x8xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%218 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %224 = stablehlo.divide %222, %223 : tensor<2x8xf32>
    %225 = chlo.square %221 : tensor<2x8xf32> -> tensor<2x8xf32>
    %226 = stablehlo.subtract %224, %225 : tensor<2x8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %228 = stablehlo.maximum %227, %226 : tensor<2x8xf32>
    %229 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %232 = stablehlo.subtract %217, %231 : tensor<2x8x32xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %234 = stablehlo.add %230, %233 : tensor<2x8x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<2x8x1xf32>
    %236 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<2x8x32xf32>
    %240 = stablehlo.multiply %232, %239 : tensor<2x8x32xf32>
    %241 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %243 = stablehlo.add %240, %242 : tensor<2x8x32xf32>
    %244 = stablehlo.dot_general %243, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %245 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %247 = stablehlo.add %244, %246 : tensor<2x8x64xf32>
    %248 = stablehlo.multiply %247, %247 : tensor<2x8x64xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<2x8x64xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<2x8x64xf32>
    %252 = stablehlo.add %247, %251 : tensor<2x8x64xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<2x8x64xf32>
    %255 = stablehlo.tanh %254 : tensor<2x8x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %257 = stablehlo.add %256, %255 : tensor<2x8x64xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %259 = stablehlo.multiply %258, %257 : tensor<2x8x64xf32>
    %260 = stablehlo.multiply %247, %259 : tensor<2x8x64xf32>
    %261 = stablehlo.dot_general %260, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %262 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %264 = stablehlo.add %261, %263 : tensor<2x8x32xf32>
    %265 = stablehlo.add %217, %264 : tensor<2x8x32xf32>
    %266 = chlo.square %265 : tensor<2x8x32xf32> -> tensor<2x8x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%265 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_50 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %269 = stablehlo.divide %267, %268 : tensor<2x8xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%266 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_52 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %272 = stablehlo.divide %270, %271 : tensor<2x8xf32>
    %273 = chlo.square %269 : tensor<2x8xf32> -> tensor<2x8xf32>
    %274 = stablehlo.subtract %272, %273 : tensor<2x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %276 = stablehlo.maximum %275, %274 : tensor<2x8xf32>
    %277 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %280 = stablehlo.subtract %265, %279 : tensor<2x8x32xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %282 = stablehlo.add %278, %281 : tensor<2x8x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<2x8x1xf32>
    %284 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %285 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %286 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %287 = stablehlo.multiply %285, %286 : tensor<2x8x32xf32>
    %288 = stablehlo.multiply %280, %287 : tensor<2x8x32xf32>
    %289 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %291 = stablehlo.add %288, %290 : tensor<2x8x32xf32>
    %292 = stablehlo.dot_general %291, %arg49, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %293 = stablehlo.reshape %arg48 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x8x4x8xf32>
    %295 = stablehlo.add %292, %294 : tensor<2x8x4x8xf32>
    %296 = stablehlo.dot_general %291, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %297 = stablehlo.reshape %arg44 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x8x4x8xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x8x4x8xf32>
    %300 = stablehlo.dot_general %291, %arg51, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %301 = stablehlo.reshape %arg50 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<2x8x4x8xf32>
    %303 = stablehlo.add %300, %302 : tensor<2x8x4x8xf32>
    %cst_55 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %304 = stablehlo.sqrt %cst_55 : tensor<f32>
    %305 = stablehlo.convert %304 : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<2x8x4x8xf32>
    %307 = stablehlo.divide %295, %306 : tensor<2x8x4x8xf32>
    %308 = stablehlo.dot_general %307, %299, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %311 = stablehlo.maximum %310, %309 : tensor<2x4x8xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %314 = stablehlo.subtract %308, %313 : tensor<2x4x8x8xf32>
    %315 = stablehlo.exponential %314 : tensor<2x4x8x8xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %319 = stablehlo.divide %315, %318 : tensor<2x4x8x8xf32>
    %320 = stablehlo.dot_general %303, %319, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %321 = stablehlo.transpose %320, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %322 = stablehlo.dot_general %321, %arg47, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x8x32xf32>
    %323 = stablehlo.reshape %arg46 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %325 = stablehlo.add %322, %324 : tensor<2x8x32xf32>
    %326 = stablehlo.add %265, %325 : tensor<2x8x32xf32>
    %327 = chlo.square %326 : tensor<2x8x32xf32> -> tensor<2x8x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%326 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_60 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %330 = stablehlo.divide %328, %329 : tensor<2x8xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%327 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_62 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %333 = stablehlo.divide %331, %332 : tensor<2x8xf32>
    %334 = chlo.square %330 : tensor<2x8xf32> -> tensor<2x8xf32>
    %335 = stablehlo.subtract %333, %334 : tensor<2x8xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %337 = stablehlo.maximum %336, %335 : tensor<2x8xf32>
    %338 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %339 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %340 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %341 = stablehlo.subtract %326, %340 : tensor<2x8x32xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %343 = stablehlo.add %339, %342 : tensor<2x8x1xf32>
    %344 = stablehlo.rsqrt %343 : tensor<2x8x1xf32>
    %345 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %346 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %347 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %348 = stablehlo.multiply %346, %347 : tensor<2x8x32xf32>
    %349 = stablehlo.multiply %341, %348 : tensor<2x8x32xf32>
    %350 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %352 = stablehlo.add %349, %351 : tensor<2x8x32xf32>
    %353 = stablehlo.dot_general %352, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %354 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %356 = stablehlo.add %353, %355 : tensor<2x8x64xf32>
    %357 = stablehlo.multiply %356, %356 : tensor<2x8x64xf32>
    %358 = stablehlo.multiply %357, %356 : tensor<2x8x64xf32>
    %cst_65 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %360 = stablehlo.multiply %359, %358 : tensor<2x8x64xf32>
    %361 = stablehlo.add %356, %360 : tensor<2x8x64xf32>
    %cst_66 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %363 = stablehlo.multiply %362, %361 : tensor<2x8x64xf32>
    %364 = stablehlo.tanh %363 : tensor<2x8x64xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %366 = stablehlo.add %365, %364 : tensor<2x8x64xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<2x8x64xf32>
    %369 = stablehlo.multiply %356, %368 : tensor<2x8x64xf32>
    %370 = stablehlo.dot_general %369, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %371 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %373 = stablehlo.add %370, %372 : tensor<2x8x32xf32>
    %374 = stablehlo.add %326, %373 : tensor<2x8x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_70 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %377 = stablehlo.divide %375, %376 : tensor<2x32xf32>
    %378 = stablehlo.dot_general %377, %arg13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x5xf32>) -> tensor<2x5xf32>
    %379 = stablehlo.reshape %arg12 : (tensor<5xf32>) -> tensor<1x5xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %381 = stablehlo.add %378, %380 : tensor<2x5xf32>
    return %381 : tensor<2x5xf32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<20xf32> {
    %0 = stablehlo.convert %arg0 : tensor<f32>
    %1 = stablehlo.convert %arg1 : tensor<f32>
    %2 = stablehlo.iota dim = 0 : tensor<19xf32>
    %cst = stablehlo.constant dense<1.900000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<19xf32>
    %4 = stablehlo.divide %2, %3 : tensor<19xf32>
    %5 = stablehlo.reshape %0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<19xf32>
    %7 = stablehlo.subtract %6, %4 : tensor<19xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<1xf32>) -> tensor<19xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<19xf32>
    %10 = stablehlo.reshape %1 : (tensor<f32>) -> tensor<1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<1xf32>) -> tensor<19xf32>
    %12 = stablehlo.multiply %11, %4 : tensor<19xf32>
    %13 = stablehlo.add %9, %12 : tensor<19xf32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %15 = stablehlo.concatenate %13, %14, dim = 0 : (tensor<19xf32>, tensor<1xf32>) -> tensor<20xf32>
    return %15 : tensor<20xf32>
  }
}
