module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x4x8xf32>, %arg24: tensor<32x4x8xf32>, %arg25: tensor<32x4x8xf32>, %arg26: tensor<4x8x32xf32>, %arg27: tensor<32x4xf32>, %arg28: tensor<32x4x8xf32>, %arg29: tensor<32x4x8xf32>, %arg30: tensor<32x4x8xf32>, %arg31: tensor<4x8x32xf32>, %arg32: tensor<32x4x8xf32>, %arg33: tensor<32x4x8xf32>, %arg34: tensor<32x4x8xf32>, %arg35: tensor<4x8x32xf32>, %arg36: tensor<32x4xf32>, %arg37: tensor<32x4x8xf32>, %arg38: tensor<32x4x8xf32>, %arg39: tensor<32x4x8xf32>, %arg40: tensor<4x8x32xf32>, %arg41: tensor<32x4x8xf32>, %arg42: tensor<32x4x8xf32>, %arg43: tensor<32x4x8xf32>, %arg44: tensor<4x8x32xf32>, %arg45: tensor<32x4x8xf32>, %arg46: tensor<32x4x8xf32>, %arg47: tensor<32x4x8xf32>, %arg48: tensor<4x8x32xf32>, %arg49: tensor<2x12xi32>, %arg50: tensor<2x7xi32>, %arg51: tensor<2x12xi32>) -> (tensor<2x7x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg8, %arg49) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg51, dims = [0, 3] : (tensor<2x12xi32>) -> tensor<2x1x1x12xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1x1x12xi32>
    %3 = stablehlo.compare GT, %1, %2, SIGNED : (tensor<2x1x1x12xi32>, tensor<2x1x1x12xi32>) -> tensor<2x1x1x12xi1>
    %4 = stablehlo.multiply %0, %0 : tensor<2x12x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x12x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x12x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x12x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<2x12x32xf32>
    %14 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x12x32xf32>
    %17 = stablehlo.multiply %0, %0 : tensor<2x12x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x12x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x12x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<2x12x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %26 = stablehlo.multiply %0, %25 : tensor<2x12x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<2x12x32xf32>
    %30 = stablehlo.dot_general %16, %arg23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %31 = stablehlo.dot_general %29, %arg24, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %32 = stablehlo.dot_general %29, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %33 = stablehlo.dot_general %30, %31, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %34 = stablehlo.iota dim = 0 : tensor<12xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %36 = stablehlo.iota dim = 0 : tensor<12xi32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<12xi32>) -> tensor<1x12xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x12xi32>) -> tensor<12x12xi32>
    %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<12x1xi32>) -> tensor<12x12xi32>
    %40 = stablehlo.subtract %38, %39 : tensor<12x12xi32>
    %41 = stablehlo.negate %40 : tensor<12x12xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %43 = stablehlo.compare LT, %41, %42, SIGNED : (tensor<12x12xi32>, tensor<12x12xi32>) -> tensor<12x12xi1>
    %44 = stablehlo.convert %43 : (tensor<12x12xi1>) -> tensor<12x12xi32>
    %c_6 = stablehlo.constant dense<16> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %46 = stablehlo.multiply %44, %45 : tensor<12x12xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %48 = stablehlo.add %47, %46 : tensor<12x12xi32>
    %49 = stablehlo.abs %41 : tensor<12x12xi32>
    %c_8 = stablehlo.constant dense<8> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %51 = stablehlo.compare LT, %49, %50, SIGNED : (tensor<12x12xi32>, tensor<12x12xi32>) -> tensor<12x12xi1>
    %52 = stablehlo.convert %49 : (tensor<12x12xi32>) -> tensor<12x12xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %54 = stablehlo.divide %52, %53 : tensor<12x12xf32>
    %cst_10 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %56 = stablehlo.add %54, %55 : tensor<12x12xf32>
    %57 = stablehlo.log %56 : tensor<12x12xf32>
    %cst_11 = stablehlo.constant dense<2.77258873> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %59 = stablehlo.divide %57, %58 : tensor<12x12xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12x12xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<12x12xf32>
    %62 = stablehlo.convert %61 : (tensor<12x12xf32>) -> tensor<12x12xi32>
    %c_13 = stablehlo.constant dense<8> : tensor<i32>
    %63 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %64 = stablehlo.add %63, %62 : tensor<12x12xi32>
    %c_14 = stablehlo.constant dense<15> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %66 = stablehlo.minimum %64, %65 : tensor<12x12xi32>
    %67 = call @_where_0(%51, %49, %66) : (tensor<12x12xi1>, tensor<12x12xi32>, tensor<12x12xi32>) -> tensor<12x12xi32>
    %68 = stablehlo.add %48, %67 : tensor<12x12xi32>
    %69 = call @_take_1(%arg27, %68) : (tensor<32x4xf32>, tensor<12x12xi32>) -> tensor<12x12x4xf32>
    %70 = stablehlo.transpose %69, dims = [2, 0, 1] : (tensor<12x12x4xf32>) -> tensor<4x12x12xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 2, 3] : (tensor<4x12x12xf32>) -> tensor<1x4x12x12xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x4x12x12xf32>) -> tensor<2x4x12x12xf32>
    %73 = stablehlo.add %33, %72 : tensor<2x4x12x12xf32>
    %cst_15 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %74 = call @_where_2(%3, %73, %cst_15) : (tensor<2x1x1x12xi1>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %77 = stablehlo.maximum %76, %75 : tensor<2x4x12xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %80 = stablehlo.subtract %74, %79 : tensor<2x4x12x12xf32>
    %81 = stablehlo.exponential %80 : tensor<2x4x12x12xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %85 = stablehlo.divide %81, %84 : tensor<2x4x12x12xf32>
    %86 = stablehlo.dot_general %32, %85, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %87 = stablehlo.transpose %86, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %88 = stablehlo.dot_general %87, %arg26, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %89 = stablehlo.add %0, %88 : tensor<2x12x32xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<2x12x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<2x12x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %96 = stablehlo.add %94, %95 : tensor<2x12x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<2x12x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %99 = stablehlo.multiply %89, %98 : tensor<2x12x32xf32>
    %100 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %102 = stablehlo.multiply %99, %101 : tensor<2x12x32xf32>
    %103 = stablehlo.dot_general %102, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %104 = call @relu(%103) : (tensor<2x12x64xf32>) -> tensor<2x12x64xf32>
    %105 = stablehlo.dot_general %104, %arg0, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x64xf32>, tensor<64x32xf32>) -> tensor<2x12x32xf32>
    %106 = stablehlo.add %89, %105 : tensor<2x12x32xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<2x12x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<2x12x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %113 = stablehlo.add %111, %112 : tensor<2x12x1xf32>
    %114 = stablehlo.rsqrt %113 : tensor<2x12x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %116 = stablehlo.multiply %106, %115 : tensor<2x12x32xf32>
    %117 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %119 = stablehlo.multiply %116, %118 : tensor<2x12x32xf32>
    %120 = stablehlo.multiply %106, %106 : tensor<2x12x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %124 = stablehlo.divide %122, %123 : tensor<2x12x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %126 = stablehlo.add %124, %125 : tensor<2x12x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<2x12x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %129 = stablehlo.multiply %106, %128 : tensor<2x12x32xf32>
    %130 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %132 = stablehlo.multiply %129, %131 : tensor<2x12x32xf32>
    %133 = stablehlo.dot_general %119, %arg28, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %134 = stablehlo.dot_general %132, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %135 = stablehlo.dot_general %132, %arg30, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %136 = stablehlo.dot_general %133, %134, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %137 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x4x12x12xf32>) -> tensor<2x4x12x12xf32>
    %138 = stablehlo.add %136, %137 : tensor<2x4x12x12xf32>
    %cst_28 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %139 = call @_where_2(%3, %138, %cst_28) : (tensor<2x1x1x12xi1>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<2x4x12xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<2x4x12x12xf32>
    %146 = stablehlo.exponential %145 : tensor<2x4x12x12xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %150 = stablehlo.divide %146, %149 : tensor<2x4x12x12xf32>
    %151 = stablehlo.dot_general %135, %150, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %152 = stablehlo.transpose %151, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %153 = stablehlo.dot_general %152, %arg31, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %154 = stablehlo.add %106, %153 : tensor<2x12x32xf32>
    %155 = stablehlo.multiply %154, %154 : tensor<2x12x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x12x1xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %161 = stablehlo.add %159, %160 : tensor<2x12x1xf32>
    %162 = stablehlo.rsqrt %161 : tensor<2x12x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %164 = stablehlo.multiply %154, %163 : tensor<2x12x32xf32>
    %165 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %167 = stablehlo.multiply %164, %166 : tensor<2x12x32xf32>
    %168 = stablehlo.dot_general %167, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %169 = call @relu(%168) : (tensor<2x12x64xf32>) -> tensor<2x12x64xf32>
    %170 = stablehlo.dot_general %169, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x64xf32>, tensor<64x32xf32>) -> tensor<2x12x32xf32>
    %171 = stablehlo.add %154, %170 : tensor<2x12x32xf32>
    %172 = stablehlo.multiply %171, %171 : tensor<2x12x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<2x12x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %178 = stablehlo.add %176, %177 : tensor<2x12x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x12x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %181 = stablehlo.multiply %171, %180 : tensor<2x12x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<2x12x32xf32>
    %185 = call @_take_3(%arg8, %arg50) : (tensor<64x32xf32>, tensor<2x7xi32>) -> tensor<2x7x32xf32>
    %c_38 = stablehlo.constant dense<true> : tensor<i1>
    %186 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i1>) -> tensor<7x7xi1>
    %187 = call @tril(%186) : (tensor<7x7xi1>) -> tensor<7x7xi1>
    %188 = stablehlo.broadcast_in_dim %187, dims = [2, 3] : (tensor<7x7xi1>) -> tensor<1x1x7x7xi1>
    %189 = stablehlo.multiply %185, %185 : tensor<2x7x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<2x7x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %195 = stablehlo.add %193, %194 : tensor<2x7x1xf32>
    %196 = stablehlo.rsqrt %195 : tensor<2x7x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %198 = stablehlo.multiply %185, %197 : tensor<2x7x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<2x7x32xf32>
    %202 = stablehlo.dot_general %201, %arg32, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %203 = stablehlo.dot_general %201, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %204 = stablehlo.dot_general %201, %arg34, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %205 = stablehlo.dot_general %202, %203, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x7x7xf32>
    %206 = stablehlo.iota dim = 0 : tensor<7xi32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %208 = stablehlo.iota dim = 0 : tensor<7xi32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1] : (tensor<7xi32>) -> tensor<1x7xi32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<1x7xi32>) -> tensor<7x7xi32>
    %211 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x7xi32>
    %212 = stablehlo.subtract %210, %211 : tensor<7x7xi32>
    %213 = stablehlo.negate %212 : tensor<7x7xi32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %214 = stablehlo.broadcast_in_dim %c_42, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %215 = stablehlo.maximum %213, %214 : tensor<7x7xi32>
    %c_43 = stablehlo.constant dense<16> : tensor<i32>
    %216 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %217 = stablehlo.compare LT, %215, %216, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %218 = stablehlo.convert %215 : (tensor<7x7xi32>) -> tensor<7x7xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %220 = stablehlo.divide %218, %219 : tensor<7x7xf32>
    %cst_45 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %222 = stablehlo.add %220, %221 : tensor<7x7xf32>
    %223 = stablehlo.log %222 : tensor<7x7xf32>
    %cst_46 = stablehlo.constant dense<2.07944155> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %225 = stablehlo.divide %223, %224 : tensor<7x7xf32>
    %cst_47 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<7x7xf32>
    %228 = stablehlo.convert %227 : (tensor<7x7xf32>) -> tensor<7x7xi32>
    %c_48 = stablehlo.constant dense<16> : tensor<i32>
    %229 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %230 = stablehlo.add %229, %228 : tensor<7x7xi32>
    %c_49 = stablehlo.constant dense<31> : tensor<i32>
    %231 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %232 = stablehlo.minimum %230, %231 : tensor<7x7xi32>
    %233 = call @_where_5(%217, %215, %232) : (tensor<7x7xi1>, tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %234 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %235 = stablehlo.add %234, %233 : tensor<7x7xi32>
    %236 = call @_take_6(%arg36, %235) : (tensor<32x4xf32>, tensor<7x7xi32>) -> tensor<7x7x4xf32>
    %237 = stablehlo.transpose %236, dims = [2, 0, 1] : (tensor<7x7x4xf32>) -> tensor<4x7x7xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [1, 2, 3] : (tensor<4x7x7xf32>) -> tensor<1x4x7x7xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<1x4x7x7xf32>) -> tensor<2x4x7x7xf32>
    %240 = stablehlo.add %205, %239 : tensor<2x4x7x7xf32>
    %cst_51 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %241 = call @_where_7(%188, %240, %cst_51) : (tensor<1x1x7x7xi1>, tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7x7xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_52) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x4x7xf32>
    %244 = stablehlo.maximum %243, %242 : tensor<2x4x7xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %247 = stablehlo.subtract %241, %246 : tensor<2x4x7x7xf32>
    %248 = stablehlo.exponential %247 : tensor<2x4x7x7xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_54) applies stablehlo.add across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %252 = stablehlo.divide %248, %251 : tensor<2x4x7x7xf32>
    %253 = stablehlo.dot_general %204, %252, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x4x7x7xf32>) -> tensor<2x4x8x7xf32>
    %254 = stablehlo.transpose %253, dims = [0, 3, 1, 2] : (tensor<2x4x8x7xf32>) -> tensor<2x7x4x8xf32>
    %255 = stablehlo.dot_general %254, %arg35, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x7x32xf32>
    %256 = stablehlo.add %185, %255 : tensor<2x7x32xf32>
    %257 = stablehlo.multiply %256, %256 : tensor<2x7x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_56 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %261 = stablehlo.divide %259, %260 : tensor<2x7x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %263 = stablehlo.add %261, %262 : tensor<2x7x1xf32>
    %264 = stablehlo.rsqrt %263 : tensor<2x7x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %266 = stablehlo.multiply %256, %265 : tensor<2x7x32xf32>
    %267 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %269 = stablehlo.multiply %266, %268 : tensor<2x7x32xf32>
    %270 = stablehlo.dot_general %269, %arg37, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %271 = stablehlo.dot_general %184, %arg38, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %272 = stablehlo.dot_general %184, %arg39, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %273 = stablehlo.dot_general %270, %271, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x7x12xf32>
    %cst_58 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %274 = call @_where_8(%3, %273, %cst_58) : (tensor<2x1x1x12xi1>, tensor<2x4x7x12xf32>, tensor<f32>) -> tensor<2x4x7x12xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_59) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x7x12xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x4x7xf32>
    %277 = stablehlo.maximum %276, %275 : tensor<2x4x7xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x12xf32>
    %280 = stablehlo.subtract %274, %279 : tensor<2x4x7x12xf32>
    %281 = stablehlo.exponential %280 : tensor<2x4x7x12xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<2x4x7x12xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x12xf32>
    %285 = stablehlo.divide %281, %284 : tensor<2x4x7x12xf32>
    %286 = stablehlo.dot_general %272, %285, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x7x12xf32>) -> tensor<2x4x8x7xf32>
    %287 = stablehlo.transpose %286, dims = [0, 3, 1, 2] : (tensor<2x4x8x7xf32>) -> tensor<2x7x4x8xf32>
    %288 = stablehlo.dot_general %287, %arg40, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x7x32xf32>
    %289 = stablehlo.add %256, %288 : tensor<2x7x32xf32>
    %290 = stablehlo.multiply %289, %289 : tensor<2x7x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_63 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<2x7x1xf32>
    %cst_64 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %296 = stablehlo.add %294, %295 : tensor<2x7x1xf32>
    %297 = stablehlo.rsqrt %296 : tensor<2x7x1xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %299 = stablehlo.multiply %289, %298 : tensor<2x7x32xf32>
    %300 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %302 = stablehlo.multiply %299, %301 : tensor<2x7x32xf32>
    %303 = stablehlo.dot_general %302, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x64xf32>) -> tensor<2x7x64xf32>
    %304 = call @relu_9(%303) : (tensor<2x7x64xf32>) -> tensor<2x7x64xf32>
    %305 = stablehlo.dot_general %304, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x64xf32>, tensor<64x32xf32>) -> tensor<2x7x32xf32>
    %306 = stablehlo.add %289, %305 : tensor<2x7x32xf32>
    %307 = stablehlo.multiply %306, %306 : tensor<2x7x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %311 = stablehlo.divide %309, %310 : tensor<2x7x1xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %313 = stablehlo.add %311, %312 : tensor<2x7x1xf32>
    %314 = stablehlo.rsqrt %313 : tensor<2x7x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %316 = stablehlo.multiply %306, %315 : tensor<2x7x32xf32>
    %317 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %319 = stablehlo.multiply %316, %318 : tensor<2x7x32xf32>
    %320 = stablehlo.dot_general %319, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %321 = stablehlo.dot_general %319, %arg42, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %322 = stablehlo.dot_general %319, %arg43, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %323 = stablehlo.dot_general %320, %321, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x7x7xf32>
    %324 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<1x4x7x7xf32>) -> tensor<2x4x7x7xf32>
    %325 = stablehlo.add %323, %324 : tensor<2x4x7x7xf32>
    %cst_68 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %326 = call @_where_7(%188, %325, %cst_68) : (tensor<1x1x7x7xi1>, tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7x7xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_69) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x4x7xf32>
    %329 = stablehlo.maximum %328, %327 : tensor<2x4x7xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %332 = stablehlo.subtract %326, %331 : tensor<2x4x7x7xf32>
    %333 = stablehlo.exponential %332 : tensor<2x4x7x7xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %337 = stablehlo.divide %333, %336 : tensor<2x4x7x7xf32>
    %338 = stablehlo.dot_general %322, %337, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x4x7x7xf32>) -> tensor<2x4x8x7xf32>
    %339 = stablehlo.transpose %338, dims = [0, 3, 1, 2] : (tensor<2x4x8x7xf32>) -> tensor<2x7x4x8xf32>
    %340 = stablehlo.dot_general %339, %arg44, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x7x32xf32>
    %341 = stablehlo.add %306, %340 : tensor<2x7x32xf32>
    %342 = stablehlo.multiply %341, %341 : tensor<2x7x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%342 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_73 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %346 = stablehlo.divide %344, %345 : tensor<2x7x1xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %348 = stablehlo.add %346, %347 : tensor<2x7x1xf32>
    %349 = stablehlo.rsqrt %348 : tensor<2x7x1xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<2x7x32xf32>
    %352 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %354 = stablehlo.multiply %351, %353 : tensor<2x7x32xf32>
    %355 = stablehlo.dot_general %354, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %356 = stablehlo.dot_general %184, %arg46, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %357 = stablehlo.dot_general %184, %arg47, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %358 = stablehlo.dot_general %355, %356, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x7x12xf32>
    %cst_75 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %359 = call @_where_8(%3, %358, %cst_75) : (tensor<2x1x1x12xi1>, tensor<2x4x7x12xf32>, tensor<f32>) -> tensor<2x4x7x12xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_76) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x7x12xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x4x7xf32>
    %362 = stablehlo.maximum %361, %360 : tensor<2x4x7xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x12xf32>
    %365 = stablehlo.subtract %359, %364 : tensor<2x4x7x12xf32>
    %366 = stablehlo.exponential %365 : tensor<2x4x7x12xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<2x4x7x12xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x12xf32>
    %370 = stablehlo.divide %366, %369 : tensor<2x4x7x12xf32>
    %371 = stablehlo.dot_general %357, %370, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x7x12xf32>) -> tensor<2x4x8x7xf32>
    %372 = stablehlo.transpose %371, dims = [0, 3, 1, 2] : (tensor<2x4x8x7xf32>) -> tensor<2x7x4x8xf32>
    %373 = stablehlo.dot_general %372, %arg48, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x7x32xf32>
    %374 = stablehlo.add %341, %373 : tensor<2x7x32xf32>
    %375 = stablehlo.multiply %374, %374 : tensor<2x7x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_80 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %379 = stablehlo.divide %377, %378 : tensor<2x7x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %381 = stablehlo.add %379, %380 : tensor<2x7x1xf32>
    %382 = stablehlo.rsqrt %381 : tensor<2x7x1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %384 = stablehlo.multiply %374, %383 : tensor<2x7x32xf32>
    %385 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<2x7x32xf32>
    %388 = stablehlo.dot_general %387, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x64xf32>) -> tensor<2x7x64xf32>
    %389 = call @relu_9(%388) : (tensor<2x7x64xf32>) -> tensor<2x7x64xf32>
    %390 = stablehlo.dot_general %389, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x64xf32>, tensor<64x32xf32>) -> tensor<2x7x32xf32>
    %391 = stablehlo.add %374, %390 : tensor<2x7x32xf32>
    %392 = stablehlo.multiply %391, %391 : tensor<2x7x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_83 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %396 = stablehlo.divide %394, %395 : tensor<2x7x1xf32>
    %cst_84 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %398 = stablehlo.add %396, %397 : tensor<2x7x1xf32>
    %399 = stablehlo.rsqrt %398 : tensor<2x7x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %401 = stablehlo.multiply %391, %400 : tensor<2x7x32xf32>
    %402 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %404 = stablehlo.multiply %401, %403 : tensor<2x7x32xf32>
    %405 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %406 = stablehlo.dot_general %404, %405, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x64xf32>) -> tensor<2x7x64xf32>
    %cst_85 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x7x64xf32>
    %408 = stablehlo.divide %406, %407 : tensor<2x7x64xf32>
    return %408 : tensor<2x7x64xf32>
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
  func.func private @_where_0(%arg0: tensor<12x12xi1>, %arg1: tensor<12x12xi32>, %arg2: tensor<12x12xi32>) -> tensor<12x12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<12x12xi1>, tensor<12x12xi32>
    return %0 : tensor<12x12xi32>
  }
  func.func private @_take_1(%arg0: tensor<32x4xf32>, %arg1: tensor<12x12xi32>) -> tensor<12x12x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<12x12xi32>, tensor<12x12xi32>) -> tensor<12x12xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<12x12xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<12x12xi1>, tensor<12x12xi32>, tensor<12x12xi32>) -> tensor<12x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<12x12xi32>) -> tensor<12x12x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<12x12x1xi32>, tensor<12x12x1xi32>) -> tensor<12x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<12x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<12x12x1xi32>, tensor<12x12x1xi32>) -> tensor<12x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<12x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<12x12x1xi1>, tensor<i1>) -> tensor<12x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<12x12x1xi32>) -> tensor<12x12x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<12x12xi1>) -> tensor<12x12x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x12x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<12x12x4xi1>, tensor<12x12x4xf32>
    return %16 : tensor<12x12x4xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x1x1x12xi1>, %arg1: tensor<2x4x12x12xf32>, %arg2: tensor<f32>) -> tensor<2x4x12x12xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x12xi1>) -> tensor<2x4x12x12xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x12x12xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x12x12xi1>, tensor<2x4x12x12xf32>
    return %3 : tensor<2x4x12x12xf32>
  }
  func.func private @relu(%arg0: tensor<2x12x64xf32>) -> tensor<2x12x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x12x64xf32>
    return %1 : tensor<2x12x64xf32>
  }
  func.func private @_take_3(%arg0: tensor<64x32xf32>, %arg1: tensor<2x7xi32>) -> tensor<2x7x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x7xi32>, tensor<2x7xi32>) -> tensor<2x7xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x7xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<2x7xi1>, tensor<2x7xi32>, tensor<2x7xi32>) -> tensor<2x7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x7xi32>) -> tensor<2x7x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x7x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x7x1xi32>, tensor<2x7x1xi32>) -> tensor<2x7x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x7x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x7x1xi32>, tensor<2x7x1xi32>) -> tensor<2x7x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x7x1xi1>, tensor<i1>) -> tensor<2x7xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x7x1xi32>) -> tensor<2x7x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x7xi1>) -> tensor<2x7x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x7x32xi1>, tensor<2x7x32xf32>
    return %16 : tensor<2x7x32xf32>
  }
  func.func private @_where_4(%arg0: tensor<2x7xi1>, %arg1: tensor<2x7xi32>, %arg2: tensor<2x7xi32>) -> tensor<2x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x7xi1>, tensor<2x7xi32>
    return %0 : tensor<2x7xi32>
  }
  func.func private @tril(%arg0: tensor<7x7xi1>) -> tensor<7x7xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<7x7xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %2 = stablehlo.add %0, %1 : tensor<7x7xi32>
    %3 = stablehlo.iota dim = 1 : tensor<7x7xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<7x7xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<7x7xi1>, tensor<7x7xi1>
    return %6 : tensor<7x7xi1>
  }
  func.func private @_where_5(%arg0: tensor<7x7xi1>, %arg1: tensor<7x7xi32>, %arg2: tensor<7x7xi32>) -> tensor<7x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7x7xi1>, tensor<7x7xi32>
    return %0 : tensor<7x7xi32>
  }
  func.func private @_take_6(%arg0: tensor<32x4xf32>, %arg1: tensor<7x7xi32>) -> tensor<7x7x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<7x7xi32>
    %4 = call @_where_5(%1, %3, %arg1) : (tensor<7x7xi1>, tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<7x7xi32>) -> tensor<7x7x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7x7x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<7x7x1xi32>, tensor<7x7x1xi32>) -> tensor<7x7x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<7x7x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<7x7x1xi32>, tensor<7x7x1xi32>) -> tensor<7x7x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<7x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<7x7x1xi1>, tensor<i1>) -> tensor<7x7xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<7x7x1xi32>) -> tensor<7x7x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x7xi1>) -> tensor<7x7x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x7x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<7x7x4xi1>, tensor<7x7x4xf32>
    return %16 : tensor<7x7x4xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x1x7x7xi1>, %arg1: tensor<2x4x7x7xf32>, %arg2: tensor<f32>) -> tensor<2x4x7x7xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x7x7xi1>) -> tensor<2x4x7x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x7x7xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x7x7xi1>, tensor<2x4x7x7xf32>
    return %3 : tensor<2x4x7x7xf32>
  }
  func.func private @_where_8(%arg0: tensor<2x1x1x12xi1>, %arg1: tensor<2x4x7x12xf32>, %arg2: tensor<f32>) -> tensor<2x4x7x12xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x12xi1>) -> tensor<2x4x7x12xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x7x12xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x7x12xi1>, tensor<2x4x7x12xf32>
    return %3 : tensor<2x4x7x12xf32>
  }
  func.func private @relu_9(%arg0: tensor<2x7x64xf32>) -> tensor<2x7x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x7x64xf32>
    return %1 : tensor<2x7x64xf32>
  }
}
