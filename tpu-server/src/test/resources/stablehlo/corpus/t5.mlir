module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<64xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32x4x8xf32>, %arg10: tensor<4x8x32xf32>, %arg11: tensor<32x4x8xf32>, %arg12: tensor<32x4x8xf32>, %arg13: tensor<32x4x8xf32>, %arg14: tensor<4x8x32xf32>, %arg15: tensor<32x4x8xf32>, %arg16: tensor<32x4x8xf32>, %arg17: tensor<32x4x8xf32>, %arg18: tensor<4x8x32xf32>, %arg19: tensor<32x4x8xf32>, %arg20: tensor<32x4x8xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<2x12xi32>, %arg29: tensor<2x8xi32>) -> (tensor<2x8x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg28) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<2x12x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<2x12x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x12x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<2x12x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<2x12x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x12x32xf32>
    %14 = stablehlo.dot_general %13, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %15 = stablehlo.dot_general %13, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %16 = stablehlo.dot_general %13, %arg12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %17 = stablehlo.sqrt %cst_2 : tensor<f32>
    %18 = stablehlo.convert %17 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %20 = stablehlo.divide %14, %19 : tensor<2x12x4x8xf32>
    %21 = stablehlo.dot_general %20, %15, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<2x4x12xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %27 = stablehlo.subtract %21, %26 : tensor<2x4x12x12xf32>
    %28 = stablehlo.exponential %27 : tensor<2x4x12x12xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %32 = stablehlo.divide %28, %31 : tensor<2x4x12x12xf32>
    %33 = stablehlo.dot_general %16, %32, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %34 = stablehlo.transpose %33, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %35 = stablehlo.dot_general %34, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %36 = stablehlo.add %0, %35 : tensor<2x12x32xf32>
    %37 = stablehlo.multiply %36, %36 : tensor<2x12x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %41 = stablehlo.divide %39, %40 : tensor<2x12x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %43 = stablehlo.add %41, %42 : tensor<2x12x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<2x12x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %46 = stablehlo.multiply %36, %45 : tensor<2x12x32xf32>
    %47 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<2x12x32xf32>
    %50 = stablehlo.dot_general %49, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %51 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x12x64xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x12x64xf32>
    %54 = call @relu(%53) : (tensor<2x12x64xf32>) -> tensor<2x12x64xf32>
    %55 = stablehlo.dot_general %54, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x64xf32>, tensor<64x32xf32>) -> tensor<2x12x32xf32>
    %56 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %58 = stablehlo.add %55, %57 : tensor<2x12x32xf32>
    %59 = stablehlo.add %36, %58 : tensor<2x12x32xf32>
    %60 = stablehlo.multiply %59, %59 : tensor<2x12x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %64 = stablehlo.divide %62, %63 : tensor<2x12x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %66 = stablehlo.add %64, %65 : tensor<2x12x1xf32>
    %67 = stablehlo.rsqrt %66 : tensor<2x12x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %69 = stablehlo.multiply %59, %68 : tensor<2x12x32xf32>
    %70 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<2x12x32xf32>
    %73 = call @_take_0(%arg0, %arg29) : (tensor<64x32xf32>, tensor<2x8xi32>) -> tensor<2x8x32xf32>
    %74 = stablehlo.iota dim = 0 : tensor<8xi32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1] : (tensor<8xi32>) -> tensor<2x8xi32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 2] : (tensor<2x8xi32>) -> tensor<2x1x8xi32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x8xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x1x8xi32>) -> tensor<2x8x8xi32>
    %80 = stablehlo.compare GE, %78, %79, SIGNED : (tensor<2x8x8xi32>, tensor<2x8x8xi32>) -> tensor<2x8x8xi1>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 2, 3] : (tensor<2x8x8xi1>) -> tensor<2x1x8x8xi1>
    %82 = stablehlo.convert %81 : (tensor<2x1x8x8xi1>) -> tensor<2x1x8x8xf32>
    %83 = stablehlo.multiply %73, %73 : tensor<2x8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<2x8x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %89 = stablehlo.add %87, %88 : tensor<2x8x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<2x8x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %92 = stablehlo.multiply %73, %91 : tensor<2x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %95 = stablehlo.multiply %92, %94 : tensor<2x8x32xf32>
    %96 = stablehlo.dot_general %95, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %97 = stablehlo.dot_general %95, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %98 = stablehlo.dot_general %95, %arg16, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %cst_15 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %99 = stablehlo.sqrt %cst_15 : tensor<f32>
    %100 = stablehlo.convert %99 : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<2x8x4x8xf32>
    %102 = stablehlo.divide %96, %101 : tensor<2x8x4x8xf32>
    %103 = stablehlo.dot_general %102, %97, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) -> tensor<2x4x8x8xf32>
    %cst_16 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %104 = call @_where_2(%82, %103, %cst_16) : (tensor<2x1x8x8xf32>, tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8x8xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %107 = stablehlo.maximum %106, %105 : tensor<2x4x8xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %110 = stablehlo.subtract %104, %109 : tensor<2x4x8x8xf32>
    %111 = stablehlo.exponential %110 : tensor<2x4x8x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x8xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x8xf32>
    %115 = stablehlo.divide %111, %114 : tensor<2x4x8x8xf32>
    %116 = stablehlo.dot_general %98, %115, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<2x4x8x8xf32>) -> tensor<2x4x8x8xf32>
    %117 = stablehlo.transpose %116, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %118 = stablehlo.dot_general %117, %arg14, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x8x32xf32>
    %119 = stablehlo.add %73, %118 : tensor<2x8x32xf32>
    %120 = stablehlo.multiply %119, %119 : tensor<2x8x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<2x8x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %126 = stablehlo.add %124, %125 : tensor<2x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x8x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %129 = stablehlo.multiply %119, %128 : tensor<2x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %132 = stablehlo.multiply %129, %131 : tensor<2x8x32xf32>
    %133 = stablehlo.dot_general %132, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x4x8xf32>) -> tensor<2x8x4x8xf32>
    %134 = stablehlo.dot_general %72, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %135 = stablehlo.dot_general %72, %arg20, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %cst_23 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %136 = stablehlo.sqrt %cst_23 : tensor<f32>
    %137 = stablehlo.convert %136 : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<2x8x4x8xf32>
    %139 = stablehlo.divide %133, %138 : tensor<2x8x4x8xf32>
    %140 = stablehlo.dot_general %139, %134, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x8x12xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x8x12xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x4x8xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<2x4x8xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x12xf32>
    %146 = stablehlo.subtract %140, %145 : tensor<2x4x8x12xf32>
    %147 = stablehlo.exponential %146 : tensor<2x4x8x12xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<2x4x8x12xf32>, tensor<f32>) -> tensor<2x4x8xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x12xf32>
    %151 = stablehlo.divide %147, %150 : tensor<2x4x8x12xf32>
    %152 = stablehlo.dot_general %135, %151, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x8x12xf32>) -> tensor<2x4x8x8xf32>
    %153 = stablehlo.transpose %152, dims = [0, 3, 1, 2] : (tensor<2x4x8x8xf32>) -> tensor<2x8x4x8xf32>
    %154 = stablehlo.dot_general %153, %arg18, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x8x32xf32>
    %155 = stablehlo.add %119, %154 : tensor<2x8x32xf32>
    %156 = stablehlo.multiply %155, %155 : tensor<2x8x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_28 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<2x8x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %162 = stablehlo.add %160, %161 : tensor<2x8x1xf32>
    %163 = stablehlo.rsqrt %162 : tensor<2x8x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<2x8x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<2x8x32xf32>
    %169 = stablehlo.dot_general %168, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %170 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %172 = stablehlo.add %169, %171 : tensor<2x8x64xf32>
    %173 = call @relu_3(%172) : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %174 = stablehlo.dot_general %173, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x64xf32>, tensor<64x32xf32>) -> tensor<2x8x32xf32>
    %175 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %177 = stablehlo.add %174, %176 : tensor<2x8x32xf32>
    %178 = stablehlo.add %155, %177 : tensor<2x8x32xf32>
    %179 = stablehlo.multiply %178, %178 : tensor<2x8x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %183 = stablehlo.divide %181, %182 : tensor<2x8x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %185 = stablehlo.add %183, %184 : tensor<2x8x1xf32>
    %186 = stablehlo.rsqrt %185 : tensor<2x8x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %188 = stablehlo.multiply %178, %187 : tensor<2x8x32xf32>
    %189 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %191 = stablehlo.multiply %188, %190 : tensor<2x8x32xf32>
    %192 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %193 = stablehlo.dot_general %191, %192, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x8x32xf32>, tensor<32x64xf32>) -> tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %195 = stablehlo.divide %193, %194 : tensor<2x8x64xf32>
    return %195 : tensor<2x8x64xf32>
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
  func.func private @relu(%arg0: tensor<2x12x64xf32>) -> tensor<2x12x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x12x64xf32>
    return %1 : tensor<2x12x64xf32>
  }
  func.func private @_take_0(%arg0: tensor<64x32xf32>, %arg1: tensor<2x8xi32>) -> tensor<2x8x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x8x1xi32>) -> tensor<2x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8x32xi1>, tensor<2x8x32xf32>
    return %16 : tensor<2x8x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @_where_2(%arg0: tensor<2x1x8x8xf32>, %arg1: tensor<2x4x8x8xf32>, %arg2: tensor<f32>) -> tensor<2x4x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x8x8xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x8x8xf32>, tensor<2x1x8x8xf32>) -> tensor<2x1x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x8x8xi1>) -> tensor<2x4x8x8xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x8x8xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x4x8x8xi1>, tensor<2x4x8x8xf32>
    return %4 : tensor<2x4x8x8xf32>
  }
  func.func private @relu_3(%arg0: tensor<2x8x64xf32>) -> tensor<2x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x64xf32>
    return %1 : tensor<2x8x64xf32>
  }
}
