module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048xf32>, %arg1: tensor<512x2048xf32>, %arg2: tensor<512xf32>, %arg3: tensor<2048x512xf32>, %arg4: tensor<512xf32>, %arg5: tensor<512xf32>, %arg6: tensor<512xf32>, %arg7: tensor<512xf32>, %arg8: tensor<8x64xf32>, %arg9: tensor<512x8x64xf32>, %arg10: tensor<512xf32>, %arg11: tensor<8x64x512xf32>, %arg12: tensor<8x64xf32>, %arg13: tensor<512x8x64xf32>, %arg14: tensor<8x64xf32>, %arg15: tensor<512x8x64xf32>, %arg16: tensor<2048xf32>, %arg17: tensor<512x2048xf32>, %arg18: tensor<512xf32>, %arg19: tensor<2048x512xf32>, %arg20: tensor<512xf32>, %arg21: tensor<512xf32>, %arg22: tensor<512xf32>, %arg23: tensor<512xf32>, %arg24: tensor<8x64xf32>, %arg25: tensor<512x8x64xf32>, %arg26: tensor<512xf32>, %arg27: tensor<8x64x512xf32>, %arg28: tensor<8x64xf32>, %arg29: tensor<512x8x64xf32>, %arg30: tensor<8x64xf32>, %arg31: tensor<512x8x64xf32>, %arg32: tensor<2048xf32>, %arg33: tensor<512x2048xf32>, %arg34: tensor<512xf32>, %arg35: tensor<2048x512xf32>, %arg36: tensor<512xf32>, %arg37: tensor<512xf32>, %arg38: tensor<512xf32>, %arg39: tensor<512xf32>, %arg40: tensor<8x64xf32>, %arg41: tensor<512x8x64xf32>, %arg42: tensor<512xf32>, %arg43: tensor<8x64x512xf32>, %arg44: tensor<8x64xf32>, %arg45: tensor<512x8x64xf32>, %arg46: tensor<8x64xf32>, %arg47: tensor<512x8x64xf32>, %arg48: tensor<2048xf32>, %arg49: tensor<512x2048xf32>, %arg50: tensor<512xf32>, %arg51: tensor<2048x512xf32>, %arg52: tensor<512xf32>, %arg53: tensor<512xf32>, %arg54: tensor<512xf32>, %arg55: tensor<512xf32>, %arg56: tensor<8x64xf32>, %arg57: tensor<512x8x64xf32>, %arg58: tensor<512xf32>, %arg59: tensor<8x64x512xf32>, %arg60: tensor<8x64xf32>, %arg61: tensor<512x8x64xf32>, %arg62: tensor<8x64xf32>, %arg63: tensor<512x8x64xf32>, %arg64: tensor<2048xf32>, %arg65: tensor<512x2048xf32>, %arg66: tensor<512xf32>, %arg67: tensor<2048x512xf32>, %arg68: tensor<512xf32>, %arg69: tensor<512xf32>, %arg70: tensor<512xf32>, %arg71: tensor<512xf32>, %arg72: tensor<8x64xf32>, %arg73: tensor<512x8x64xf32>, %arg74: tensor<512xf32>, %arg75: tensor<8x64x512xf32>, %arg76: tensor<8x64xf32>, %arg77: tensor<512x8x64xf32>, %arg78: tensor<8x64xf32>, %arg79: tensor<512x8x64xf32>, %arg80: tensor<2048xf32>, %arg81: tensor<512x2048xf32>, %arg82: tensor<512xf32>, %arg83: tensor<2048x512xf32>, %arg84: tensor<512xf32>, %arg85: tensor<512xf32>, %arg86: tensor<512xf32>, %arg87: tensor<512xf32>, %arg88: tensor<8x64xf32>, %arg89: tensor<512x8x64xf32>, %arg90: tensor<512xf32>, %arg91: tensor<8x64x512xf32>, %arg92: tensor<8x64xf32>, %arg93: tensor<512x8x64xf32>, %arg94: tensor<8x64xf32>, %arg95: tensor<512x8x64xf32>, %arg96: tensor<2048xf32>, %arg97: tensor<512x2048xf32>, %arg98: tensor<512xf32>, %arg99: tensor<2048x512xf32>, %arg100: tensor<512xf32>, %arg101: tensor<512xf32>, %arg102: tensor<512xf32>, %arg103: tensor<512xf32>, %arg104: tensor<8x64xf32>, %arg105: tensor<512x8x64xf32>, %arg106: tensor<512xf32>, %arg107: tensor<8x64x512xf32>, %arg108: tensor<8x64xf32>, %arg109: tensor<512x8x64xf32>, %arg110: tensor<8x64xf32>, %arg111: tensor<512x8x64xf32>, %arg112: tensor<2048xf32>, %arg113: tensor<512x2048xf32>, %arg114: tensor<512xf32>, %arg115: tensor<2048x512xf32>, %arg116: tensor<512xf32>, %arg117: tensor<512xf32>, %arg118: tensor<512xf32>, %arg119: tensor<512xf32>, %arg120: tensor<8x64xf32>, %arg121: tensor<512x8x64xf32>, %arg122: tensor<512xf32>, %arg123: tensor<8x64x512xf32>, %arg124: tensor<8x64xf32>, %arg125: tensor<512x8x64xf32>, %arg126: tensor<8x64xf32>, %arg127: tensor<512x8x64xf32>, %arg128: tensor<1024x512xf32>, %arg129: tensor<512xf32>, %arg130: tensor<512xf32>, %arg131: tensor<256x512xf32>, %arg132: tensor<2x256xi32>) -> (tensor<2x256x1024xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg128, %arg132) : (tensor<1024x512xf32>, tensor<2x256xi32>) -> tensor<2x256x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg131, dims = [1, 2] : (tensor<256x512xf32>) -> tensor<1x256x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x256x512xf32>) -> tensor<2x256x512xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x256x512xf32>
    %4 = stablehlo.iota dim = 0 : tensor<256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %12 = stablehlo.convert %11 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %13 = chlo.square %3 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %19 = stablehlo.divide %17, %18 : tensor<2x256xf32>
    %20 = chlo.square %16 : tensor<2x256xf32> -> tensor<2x256xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<2x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %23 = stablehlo.maximum %22, %21 : tensor<2x256xf32>
    %24 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %27 = stablehlo.subtract %3, %26 : tensor<2x256x512xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %29 = stablehlo.add %25, %28 : tensor<2x256x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<2x256x1xf32>
    %31 = stablehlo.reshape %arg5 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<2x256x512xf32>
    %35 = stablehlo.multiply %27, %34 : tensor<2x256x512xf32>
    %36 = stablehlo.reshape %arg4 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x256x512xf32>
    %39 = stablehlo.dot_general %38, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %40 = stablehlo.reshape %arg12 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x256x8x64xf32>
    %43 = stablehlo.dot_general %38, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %44 = stablehlo.reshape %arg8 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %46 = stablehlo.add %43, %45 : tensor<2x256x8x64xf32>
    %47 = stablehlo.dot_general %38, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %48 = stablehlo.reshape %arg14 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %50 = stablehlo.add %47, %49 : tensor<2x256x8x64xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %51 = stablehlo.sqrt %cst_5 : tensor<f32>
    %52 = stablehlo.convert %51 : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %54 = stablehlo.divide %42, %53 : tensor<2x256x8x64xf32>
    %55 = stablehlo.dot_general %54, %46, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_6 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %56 = call @_where_0(%12, %55, %cst_6) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<2x8x256xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %62 = stablehlo.subtract %56, %61 : tensor<2x8x256x256xf32>
    %63 = stablehlo.exponential %62 : tensor<2x8x256x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %67 = stablehlo.divide %63, %66 : tensor<2x8x256x256xf32>
    %68 = stablehlo.dot_general %50, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %69 = stablehlo.transpose %68, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %70 = stablehlo.dot_general %69, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %71 = stablehlo.reshape %arg10 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x256x512xf32>
    %74 = stablehlo.add %3, %73 : tensor<2x256x512xf32>
    %75 = chlo.square %74 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%74 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_11 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %78 = stablehlo.divide %76, %77 : tensor<2x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_13 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %81 = stablehlo.divide %79, %80 : tensor<2x256xf32>
    %82 = chlo.square %78 : tensor<2x256xf32> -> tensor<2x256xf32>
    %83 = stablehlo.subtract %81, %82 : tensor<2x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %85 = stablehlo.maximum %84, %83 : tensor<2x256xf32>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %89 = stablehlo.subtract %74, %88 : tensor<2x256x512xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<2x256x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x256x1xf32>
    %93 = stablehlo.reshape %arg7 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<2x256x512xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<2x256x512xf32>
    %98 = stablehlo.reshape %arg6 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x256x512xf32>
    %101 = stablehlo.dot_general %100, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %102 = stablehlo.reshape %arg0 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x256x2048xf32>
    %105 = stablehlo.multiply %104, %104 : tensor<2x256x2048xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2x256x2048xf32>
    %cst_16 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x256x2048xf32>
    %109 = stablehlo.add %104, %108 : tensor<2x256x2048xf32>
    %cst_17 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x256x2048xf32>
    %112 = stablehlo.tanh %111 : tensor<2x256x2048xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %114 = stablehlo.add %113, %112 : tensor<2x256x2048xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<2x256x2048xf32>
    %117 = stablehlo.multiply %104, %116 : tensor<2x256x2048xf32>
    %118 = stablehlo.dot_general %117, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %119 = stablehlo.reshape %arg2 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x256x512xf32>
    %122 = stablehlo.add %74, %121 : tensor<2x256x512xf32>
    %123 = stablehlo.iota dim = 0 : tensor<256xi32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %129 = stablehlo.compare GE, %127, %128, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %131 = stablehlo.convert %130 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %132 = chlo.square %122 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%122 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_21 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %135 = stablehlo.divide %133, %134 : tensor<2x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%132 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_23 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %138 = stablehlo.divide %136, %137 : tensor<2x256xf32>
    %139 = chlo.square %135 : tensor<2x256xf32> -> tensor<2x256xf32>
    %140 = stablehlo.subtract %138, %139 : tensor<2x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<2x256xf32>
    %143 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %146 = stablehlo.subtract %122, %145 : tensor<2x256x512xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %148 = stablehlo.add %144, %147 : tensor<2x256x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<2x256x1xf32>
    %150 = stablehlo.reshape %arg21 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<2x256x512xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<2x256x512xf32>
    %155 = stablehlo.reshape %arg20 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %157 = stablehlo.add %154, %156 : tensor<2x256x512xf32>
    %158 = stablehlo.dot_general %157, %arg29, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %159 = stablehlo.reshape %arg28 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %161 = stablehlo.add %158, %160 : tensor<2x256x8x64xf32>
    %162 = stablehlo.dot_general %157, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %163 = stablehlo.reshape %arg24 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %165 = stablehlo.add %162, %164 : tensor<2x256x8x64xf32>
    %166 = stablehlo.dot_general %157, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %167 = stablehlo.reshape %arg30 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %169 = stablehlo.add %166, %168 : tensor<2x256x8x64xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.sqrt %cst_26 : tensor<f32>
    %171 = stablehlo.convert %170 : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %173 = stablehlo.divide %161, %172 : tensor<2x256x8x64xf32>
    %174 = stablehlo.dot_general %173, %165, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_27 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %175 = call @_where_0(%131, %174, %cst_27) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %178 = stablehlo.maximum %177, %176 : tensor<2x8x256xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %181 = stablehlo.subtract %175, %180 : tensor<2x8x256x256xf32>
    %182 = stablehlo.exponential %181 : tensor<2x8x256x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %186 = stablehlo.divide %182, %185 : tensor<2x8x256x256xf32>
    %187 = stablehlo.dot_general %169, %186, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %188 = stablehlo.transpose %187, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %189 = stablehlo.dot_general %188, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %190 = stablehlo.reshape %arg26 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %192 = stablehlo.add %189, %191 : tensor<2x256x512xf32>
    %193 = stablehlo.add %122, %192 : tensor<2x256x512xf32>
    %194 = chlo.square %193 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%193 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_32 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %197 = stablehlo.divide %195, %196 : tensor<2x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%194 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_34 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %200 = stablehlo.divide %198, %199 : tensor<2x256xf32>
    %201 = chlo.square %197 : tensor<2x256xf32> -> tensor<2x256xf32>
    %202 = stablehlo.subtract %200, %201 : tensor<2x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %204 = stablehlo.maximum %203, %202 : tensor<2x256xf32>
    %205 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %208 = stablehlo.subtract %193, %207 : tensor<2x256x512xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %210 = stablehlo.add %206, %209 : tensor<2x256x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<2x256x1xf32>
    %212 = stablehlo.reshape %arg23 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<2x256x512xf32>
    %216 = stablehlo.multiply %208, %215 : tensor<2x256x512xf32>
    %217 = stablehlo.reshape %arg22 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %219 = stablehlo.add %216, %218 : tensor<2x256x512xf32>
    %220 = stablehlo.dot_general %219, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %221 = stablehlo.reshape %arg16 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %223 = stablehlo.add %220, %222 : tensor<2x256x2048xf32>
    %224 = stablehlo.multiply %223, %223 : tensor<2x256x2048xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<2x256x2048xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<2x256x2048xf32>
    %228 = stablehlo.add %223, %227 : tensor<2x256x2048xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<2x256x2048xf32>
    %231 = stablehlo.tanh %230 : tensor<2x256x2048xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %233 = stablehlo.add %232, %231 : tensor<2x256x2048xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<2x256x2048xf32>
    %236 = stablehlo.multiply %223, %235 : tensor<2x256x2048xf32>
    %237 = stablehlo.dot_general %236, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %238 = stablehlo.reshape %arg18 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %240 = stablehlo.add %237, %239 : tensor<2x256x512xf32>
    %241 = stablehlo.add %193, %240 : tensor<2x256x512xf32>
    %242 = stablehlo.iota dim = 0 : tensor<256xi32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %247 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %248 = stablehlo.compare GE, %246, %247, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %250 = stablehlo.convert %249 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %251 = chlo.square %241 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%241 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_42 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %254 = stablehlo.divide %252, %253 : tensor<2x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%251 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_44 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %257 = stablehlo.divide %255, %256 : tensor<2x256xf32>
    %258 = chlo.square %254 : tensor<2x256xf32> -> tensor<2x256xf32>
    %259 = stablehlo.subtract %257, %258 : tensor<2x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %261 = stablehlo.maximum %260, %259 : tensor<2x256xf32>
    %262 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %265 = stablehlo.subtract %241, %264 : tensor<2x256x512xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %267 = stablehlo.add %263, %266 : tensor<2x256x1xf32>
    %268 = stablehlo.rsqrt %267 : tensor<2x256x1xf32>
    %269 = stablehlo.reshape %arg37 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<2x256x512xf32>
    %273 = stablehlo.multiply %265, %272 : tensor<2x256x512xf32>
    %274 = stablehlo.reshape %arg36 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %276 = stablehlo.add %273, %275 : tensor<2x256x512xf32>
    %277 = stablehlo.dot_general %276, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %278 = stablehlo.reshape %arg44 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %280 = stablehlo.add %277, %279 : tensor<2x256x8x64xf32>
    %281 = stablehlo.dot_general %276, %arg41, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %282 = stablehlo.reshape %arg40 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %284 = stablehlo.add %281, %283 : tensor<2x256x8x64xf32>
    %285 = stablehlo.dot_general %276, %arg47, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %286 = stablehlo.reshape %arg46 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %288 = stablehlo.add %285, %287 : tensor<2x256x8x64xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %289 = stablehlo.sqrt %cst_47 : tensor<f32>
    %290 = stablehlo.convert %289 : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %292 = stablehlo.divide %280, %291 : tensor<2x256x8x64xf32>
    %293 = stablehlo.dot_general %292, %284, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_48 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %294 = call @_where_0(%250, %293, %cst_48) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %297 = stablehlo.maximum %296, %295 : tensor<2x8x256xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %300 = stablehlo.subtract %294, %299 : tensor<2x8x256x256xf32>
    %301 = stablehlo.exponential %300 : tensor<2x8x256x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %305 = stablehlo.divide %301, %304 : tensor<2x8x256x256xf32>
    %306 = stablehlo.dot_general %288, %305, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %307 = stablehlo.transpose %306, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %308 = stablehlo.dot_general %307, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %309 = stablehlo.reshape %arg42 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %311 = stablehlo.add %308, %310 : tensor<2x256x512xf32>
    %312 = stablehlo.add %241, %311 : tensor<2x256x512xf32>
    %313 = chlo.square %312 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%312 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_53 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %316 = stablehlo.divide %314, %315 : tensor<2x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%313 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_55 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %319 = stablehlo.divide %317, %318 : tensor<2x256xf32>
    %320 = chlo.square %316 : tensor<2x256xf32> -> tensor<2x256xf32>
    %321 = stablehlo.subtract %319, %320 : tensor<2x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %323 = stablehlo.maximum %322, %321 : tensor<2x256xf32>
    %324 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %325 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %327 = stablehlo.subtract %312, %326 : tensor<2x256x512xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %329 = stablehlo.add %325, %328 : tensor<2x256x1xf32>
    %330 = stablehlo.rsqrt %329 : tensor<2x256x1xf32>
    %331 = stablehlo.reshape %arg39 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %332 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %333 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<2x256x512xf32>
    %335 = stablehlo.multiply %327, %334 : tensor<2x256x512xf32>
    %336 = stablehlo.reshape %arg38 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %338 = stablehlo.add %335, %337 : tensor<2x256x512xf32>
    %339 = stablehlo.dot_general %338, %arg33, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %340 = stablehlo.reshape %arg32 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %342 = stablehlo.add %339, %341 : tensor<2x256x2048xf32>
    %343 = stablehlo.multiply %342, %342 : tensor<2x256x2048xf32>
    %344 = stablehlo.multiply %343, %342 : tensor<2x256x2048xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %346 = stablehlo.multiply %345, %344 : tensor<2x256x2048xf32>
    %347 = stablehlo.add %342, %346 : tensor<2x256x2048xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<2x256x2048xf32>
    %350 = stablehlo.tanh %349 : tensor<2x256x2048xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %352 = stablehlo.add %351, %350 : tensor<2x256x2048xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %354 = stablehlo.multiply %353, %352 : tensor<2x256x2048xf32>
    %355 = stablehlo.multiply %342, %354 : tensor<2x256x2048xf32>
    %356 = stablehlo.dot_general %355, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %357 = stablehlo.reshape %arg34 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %359 = stablehlo.add %356, %358 : tensor<2x256x512xf32>
    %360 = stablehlo.add %312, %359 : tensor<2x256x512xf32>
    %361 = stablehlo.iota dim = 0 : tensor<256xi32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %364 = stablehlo.broadcast_in_dim %362, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %366 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %367 = stablehlo.compare GE, %365, %366, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %369 = stablehlo.convert %368 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %370 = chlo.square %360 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%360 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_63 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %373 = stablehlo.divide %371, %372 : tensor<2x256xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%370 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_65 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %376 = stablehlo.divide %374, %375 : tensor<2x256xf32>
    %377 = chlo.square %373 : tensor<2x256xf32> -> tensor<2x256xf32>
    %378 = stablehlo.subtract %376, %377 : tensor<2x256xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %380 = stablehlo.maximum %379, %378 : tensor<2x256xf32>
    %381 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %382 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %383 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %384 = stablehlo.subtract %360, %383 : tensor<2x256x512xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %386 = stablehlo.add %382, %385 : tensor<2x256x1xf32>
    %387 = stablehlo.rsqrt %386 : tensor<2x256x1xf32>
    %388 = stablehlo.reshape %arg53 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %389 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %390 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<2x256x512xf32>
    %392 = stablehlo.multiply %384, %391 : tensor<2x256x512xf32>
    %393 = stablehlo.reshape %arg52 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %395 = stablehlo.add %392, %394 : tensor<2x256x512xf32>
    %396 = stablehlo.dot_general %395, %arg61, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %397 = stablehlo.reshape %arg60 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %399 = stablehlo.add %396, %398 : tensor<2x256x8x64xf32>
    %400 = stablehlo.dot_general %395, %arg57, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %401 = stablehlo.reshape %arg56 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %403 = stablehlo.add %400, %402 : tensor<2x256x8x64xf32>
    %404 = stablehlo.dot_general %395, %arg63, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %405 = stablehlo.reshape %arg62 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %407 = stablehlo.add %404, %406 : tensor<2x256x8x64xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %408 = stablehlo.sqrt %cst_68 : tensor<f32>
    %409 = stablehlo.convert %408 : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %411 = stablehlo.divide %399, %410 : tensor<2x256x8x64xf32>
    %412 = stablehlo.dot_general %411, %403, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_69 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %413 = call @_where_0(%369, %412, %cst_69) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %416 = stablehlo.maximum %415, %414 : tensor<2x8x256xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %419 = stablehlo.subtract %413, %418 : tensor<2x8x256x256xf32>
    %420 = stablehlo.exponential %419 : tensor<2x8x256x256xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %424 = stablehlo.divide %420, %423 : tensor<2x8x256x256xf32>
    %425 = stablehlo.dot_general %407, %424, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %426 = stablehlo.transpose %425, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %427 = stablehlo.dot_general %426, %arg59, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %428 = stablehlo.reshape %arg58 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %430 = stablehlo.add %427, %429 : tensor<2x256x512xf32>
    %431 = stablehlo.add %360, %430 : tensor<2x256x512xf32>
    %432 = chlo.square %431 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%431 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_74 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %435 = stablehlo.divide %433, %434 : tensor<2x256xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%432 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_76 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %438 = stablehlo.divide %436, %437 : tensor<2x256xf32>
    %439 = chlo.square %435 : tensor<2x256xf32> -> tensor<2x256xf32>
    %440 = stablehlo.subtract %438, %439 : tensor<2x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %442 = stablehlo.maximum %441, %440 : tensor<2x256xf32>
    %443 = stablehlo.broadcast_in_dim %435, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %444 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %445 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %446 = stablehlo.subtract %431, %445 : tensor<2x256x512xf32>
    %cst_78 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %448 = stablehlo.add %444, %447 : tensor<2x256x1xf32>
    %449 = stablehlo.rsqrt %448 : tensor<2x256x1xf32>
    %450 = stablehlo.reshape %arg55 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %451 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %452 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %453 = stablehlo.multiply %451, %452 : tensor<2x256x512xf32>
    %454 = stablehlo.multiply %446, %453 : tensor<2x256x512xf32>
    %455 = stablehlo.reshape %arg54 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %457 = stablehlo.add %454, %456 : tensor<2x256x512xf32>
    %458 = stablehlo.dot_general %457, %arg49, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %459 = stablehlo.reshape %arg48 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %461 = stablehlo.add %458, %460 : tensor<2x256x2048xf32>
    %462 = stablehlo.multiply %461, %461 : tensor<2x256x2048xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<2x256x2048xf32>
    %cst_79 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<2x256x2048xf32>
    %466 = stablehlo.add %461, %465 : tensor<2x256x2048xf32>
    %cst_80 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<2x256x2048xf32>
    %469 = stablehlo.tanh %468 : tensor<2x256x2048xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %471 = stablehlo.add %470, %469 : tensor<2x256x2048xf32>
    %cst_82 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<2x256x2048xf32>
    %474 = stablehlo.multiply %461, %473 : tensor<2x256x2048xf32>
    %475 = stablehlo.dot_general %474, %arg51, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %476 = stablehlo.reshape %arg50 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %478 = stablehlo.add %475, %477 : tensor<2x256x512xf32>
    %479 = stablehlo.add %431, %478 : tensor<2x256x512xf32>
    %480 = stablehlo.iota dim = 0 : tensor<256xi32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %483 = stablehlo.broadcast_in_dim %481, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %484 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %485 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %486 = stablehlo.compare GE, %484, %485, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %488 = stablehlo.convert %487 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %489 = chlo.square %479 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%479 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_84 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %492 = stablehlo.divide %490, %491 : tensor<2x256xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%489 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_86 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %495 = stablehlo.divide %493, %494 : tensor<2x256xf32>
    %496 = chlo.square %492 : tensor<2x256xf32> -> tensor<2x256xf32>
    %497 = stablehlo.subtract %495, %496 : tensor<2x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %499 = stablehlo.maximum %498, %497 : tensor<2x256xf32>
    %500 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %501 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %502 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %503 = stablehlo.subtract %479, %502 : tensor<2x256x512xf32>
    %cst_88 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %505 = stablehlo.add %501, %504 : tensor<2x256x1xf32>
    %506 = stablehlo.rsqrt %505 : tensor<2x256x1xf32>
    %507 = stablehlo.reshape %arg69 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %508 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %509 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<2x256x512xf32>
    %511 = stablehlo.multiply %503, %510 : tensor<2x256x512xf32>
    %512 = stablehlo.reshape %arg68 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %514 = stablehlo.add %511, %513 : tensor<2x256x512xf32>
    %515 = stablehlo.dot_general %514, %arg77, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %516 = stablehlo.reshape %arg76 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %518 = stablehlo.add %515, %517 : tensor<2x256x8x64xf32>
    %519 = stablehlo.dot_general %514, %arg73, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %520 = stablehlo.reshape %arg72 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %522 = stablehlo.add %519, %521 : tensor<2x256x8x64xf32>
    %523 = stablehlo.dot_general %514, %arg79, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %524 = stablehlo.reshape %arg78 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %526 = stablehlo.add %523, %525 : tensor<2x256x8x64xf32>
    %cst_89 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %527 = stablehlo.sqrt %cst_89 : tensor<f32>
    %528 = stablehlo.convert %527 : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %530 = stablehlo.divide %518, %529 : tensor<2x256x8x64xf32>
    %531 = stablehlo.dot_general %530, %522, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_90 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %532 = call @_where_0(%488, %531, %cst_90) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_91) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %535 = stablehlo.maximum %534, %533 : tensor<2x8x256xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %538 = stablehlo.subtract %532, %537 : tensor<2x8x256x256xf32>
    %539 = stablehlo.exponential %538 : tensor<2x8x256x256xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%539 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %543 = stablehlo.divide %539, %542 : tensor<2x8x256x256xf32>
    %544 = stablehlo.dot_general %526, %543, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %545 = stablehlo.transpose %544, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %546 = stablehlo.dot_general %545, %arg75, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %547 = stablehlo.reshape %arg74 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %549 = stablehlo.add %546, %548 : tensor<2x256x512xf32>
    %550 = stablehlo.add %479, %549 : tensor<2x256x512xf32>
    %551 = chlo.square %550 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%550 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_95 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %554 = stablehlo.divide %552, %553 : tensor<2x256xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%551 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_97 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %557 = stablehlo.divide %555, %556 : tensor<2x256xf32>
    %558 = chlo.square %554 : tensor<2x256xf32> -> tensor<2x256xf32>
    %559 = stablehlo.subtract %557, %558 : tensor<2x256xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %561 = stablehlo.maximum %560, %559 : tensor<2x256xf32>
    %562 = stablehlo.broadcast_in_dim %554, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %563 = stablehlo.broadcast_in_dim %561, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %564 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %565 = stablehlo.subtract %550, %564 : tensor<2x256x512xf32>
    %cst_99 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %567 = stablehlo.add %563, %566 : tensor<2x256x1xf32>
    %568 = stablehlo.rsqrt %567 : tensor<2x256x1xf32>
    %569 = stablehlo.reshape %arg71 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %570 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %571 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %572 = stablehlo.multiply %570, %571 : tensor<2x256x512xf32>
    %573 = stablehlo.multiply %565, %572 : tensor<2x256x512xf32>
    %574 = stablehlo.reshape %arg70 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %576 = stablehlo.add %573, %575 : tensor<2x256x512xf32>
    %577 = stablehlo.dot_general %576, %arg65, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %578 = stablehlo.reshape %arg64 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %580 = stablehlo.add %577, %579 : tensor<2x256x2048xf32>
    %581 = stablehlo.multiply %580, %580 : tensor<2x256x2048xf32>
    %582 = stablehlo.multiply %581, %580 : tensor<2x256x2048xf32>
    %cst_100 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %584 = stablehlo.multiply %583, %582 : tensor<2x256x2048xf32>
    %585 = stablehlo.add %580, %584 : tensor<2x256x2048xf32>
    %cst_101 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %587 = stablehlo.multiply %586, %585 : tensor<2x256x2048xf32>
    %588 = stablehlo.tanh %587 : tensor<2x256x2048xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %590 = stablehlo.add %589, %588 : tensor<2x256x2048xf32>
    %cst_103 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %592 = stablehlo.multiply %591, %590 : tensor<2x256x2048xf32>
    %593 = stablehlo.multiply %580, %592 : tensor<2x256x2048xf32>
    %594 = stablehlo.dot_general %593, %arg67, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %595 = stablehlo.reshape %arg66 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %597 = stablehlo.add %594, %596 : tensor<2x256x512xf32>
    %598 = stablehlo.add %550, %597 : tensor<2x256x512xf32>
    %599 = stablehlo.iota dim = 0 : tensor<256xi32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %602 = stablehlo.broadcast_in_dim %600, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %603 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %604 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %605 = stablehlo.compare GE, %603, %604, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %607 = stablehlo.convert %606 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %608 = chlo.square %598 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = stablehlo.reduce(%598 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_105 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %611 = stablehlo.divide %609, %610 : tensor<2x256xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%608 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_107 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %614 = stablehlo.divide %612, %613 : tensor<2x256xf32>
    %615 = chlo.square %611 : tensor<2x256xf32> -> tensor<2x256xf32>
    %616 = stablehlo.subtract %614, %615 : tensor<2x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %618 = stablehlo.maximum %617, %616 : tensor<2x256xf32>
    %619 = stablehlo.broadcast_in_dim %611, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %620 = stablehlo.broadcast_in_dim %618, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %621 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %622 = stablehlo.subtract %598, %621 : tensor<2x256x512xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %624 = stablehlo.add %620, %623 : tensor<2x256x1xf32>
    %625 = stablehlo.rsqrt %624 : tensor<2x256x1xf32>
    %626 = stablehlo.reshape %arg85 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %627 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %628 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<2x256x512xf32>
    %630 = stablehlo.multiply %622, %629 : tensor<2x256x512xf32>
    %631 = stablehlo.reshape %arg84 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %633 = stablehlo.add %630, %632 : tensor<2x256x512xf32>
    %634 = stablehlo.dot_general %633, %arg93, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %635 = stablehlo.reshape %arg92 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %637 = stablehlo.add %634, %636 : tensor<2x256x8x64xf32>
    %638 = stablehlo.dot_general %633, %arg89, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %639 = stablehlo.reshape %arg88 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %641 = stablehlo.add %638, %640 : tensor<2x256x8x64xf32>
    %642 = stablehlo.dot_general %633, %arg95, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %643 = stablehlo.reshape %arg94 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %645 = stablehlo.add %642, %644 : tensor<2x256x8x64xf32>
    %cst_110 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %646 = stablehlo.sqrt %cst_110 : tensor<f32>
    %647 = stablehlo.convert %646 : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %649 = stablehlo.divide %637, %648 : tensor<2x256x8x64xf32>
    %650 = stablehlo.dot_general %649, %641, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_111 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %651 = call @_where_0(%607, %650, %cst_111) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_112 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %652 = stablehlo.reduce(%651 init: %cst_112) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %654 = stablehlo.maximum %653, %652 : tensor<2x8x256xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %657 = stablehlo.subtract %651, %656 : tensor<2x8x256x256xf32>
    %658 = stablehlo.exponential %657 : tensor<2x8x256x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_114) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %662 = stablehlo.divide %658, %661 : tensor<2x8x256x256xf32>
    %663 = stablehlo.dot_general %645, %662, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %664 = stablehlo.transpose %663, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %665 = stablehlo.dot_general %664, %arg91, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %666 = stablehlo.reshape %arg90 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %668 = stablehlo.add %665, %667 : tensor<2x256x512xf32>
    %669 = stablehlo.add %598, %668 : tensor<2x256x512xf32>
    %670 = chlo.square %669 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%669 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_116 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %673 = stablehlo.divide %671, %672 : tensor<2x256xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.reduce(%670 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_118 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %676 = stablehlo.divide %674, %675 : tensor<2x256xf32>
    %677 = chlo.square %673 : tensor<2x256xf32> -> tensor<2x256xf32>
    %678 = stablehlo.subtract %676, %677 : tensor<2x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %680 = stablehlo.maximum %679, %678 : tensor<2x256xf32>
    %681 = stablehlo.broadcast_in_dim %673, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %682 = stablehlo.broadcast_in_dim %680, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %683 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %684 = stablehlo.subtract %669, %683 : tensor<2x256x512xf32>
    %cst_120 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %686 = stablehlo.add %682, %685 : tensor<2x256x1xf32>
    %687 = stablehlo.rsqrt %686 : tensor<2x256x1xf32>
    %688 = stablehlo.reshape %arg87 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %689 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %690 = stablehlo.broadcast_in_dim %688, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %691 = stablehlo.multiply %689, %690 : tensor<2x256x512xf32>
    %692 = stablehlo.multiply %684, %691 : tensor<2x256x512xf32>
    %693 = stablehlo.reshape %arg86 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %695 = stablehlo.add %692, %694 : tensor<2x256x512xf32>
    %696 = stablehlo.dot_general %695, %arg81, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %697 = stablehlo.reshape %arg80 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %699 = stablehlo.add %696, %698 : tensor<2x256x2048xf32>
    %700 = stablehlo.multiply %699, %699 : tensor<2x256x2048xf32>
    %701 = stablehlo.multiply %700, %699 : tensor<2x256x2048xf32>
    %cst_121 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %703 = stablehlo.multiply %702, %701 : tensor<2x256x2048xf32>
    %704 = stablehlo.add %699, %703 : tensor<2x256x2048xf32>
    %cst_122 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %706 = stablehlo.multiply %705, %704 : tensor<2x256x2048xf32>
    %707 = stablehlo.tanh %706 : tensor<2x256x2048xf32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %709 = stablehlo.add %708, %707 : tensor<2x256x2048xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %711 = stablehlo.multiply %710, %709 : tensor<2x256x2048xf32>
    %712 = stablehlo.multiply %699, %711 : tensor<2x256x2048xf32>
    %713 = stablehlo.dot_general %712, %arg83, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %714 = stablehlo.reshape %arg82 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %715 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %716 = stablehlo.add %713, %715 : tensor<2x256x512xf32>
    %717 = stablehlo.add %669, %716 : tensor<2x256x512xf32>
    %718 = stablehlo.iota dim = 0 : tensor<256xi32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %721 = stablehlo.broadcast_in_dim %719, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %722 = stablehlo.broadcast_in_dim %720, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %723 = stablehlo.broadcast_in_dim %721, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %724 = stablehlo.compare GE, %722, %723, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %726 = stablehlo.convert %725 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %727 = chlo.square %717 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %728 = stablehlo.reduce(%717 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_126 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %730 = stablehlo.divide %728, %729 : tensor<2x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.reduce(%727 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_128 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %733 = stablehlo.divide %731, %732 : tensor<2x256xf32>
    %734 = chlo.square %730 : tensor<2x256xf32> -> tensor<2x256xf32>
    %735 = stablehlo.subtract %733, %734 : tensor<2x256xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %737 = stablehlo.maximum %736, %735 : tensor<2x256xf32>
    %738 = stablehlo.broadcast_in_dim %730, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %739 = stablehlo.broadcast_in_dim %737, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %740 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %741 = stablehlo.subtract %717, %740 : tensor<2x256x512xf32>
    %cst_130 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %743 = stablehlo.add %739, %742 : tensor<2x256x1xf32>
    %744 = stablehlo.rsqrt %743 : tensor<2x256x1xf32>
    %745 = stablehlo.reshape %arg101 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %746 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %747 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %748 = stablehlo.multiply %746, %747 : tensor<2x256x512xf32>
    %749 = stablehlo.multiply %741, %748 : tensor<2x256x512xf32>
    %750 = stablehlo.reshape %arg100 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %752 = stablehlo.add %749, %751 : tensor<2x256x512xf32>
    %753 = stablehlo.dot_general %752, %arg109, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %754 = stablehlo.reshape %arg108 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %756 = stablehlo.add %753, %755 : tensor<2x256x8x64xf32>
    %757 = stablehlo.dot_general %752, %arg105, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %758 = stablehlo.reshape %arg104 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %760 = stablehlo.add %757, %759 : tensor<2x256x8x64xf32>
    %761 = stablehlo.dot_general %752, %arg111, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %762 = stablehlo.reshape %arg110 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %764 = stablehlo.add %761, %763 : tensor<2x256x8x64xf32>
    %cst_131 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %765 = stablehlo.sqrt %cst_131 : tensor<f32>
    %766 = stablehlo.convert %765 : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %768 = stablehlo.divide %756, %767 : tensor<2x256x8x64xf32>
    %769 = stablehlo.dot_general %768, %760, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_132 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %770 = call @_where_0(%726, %769, %cst_132) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %771 = stablehlo.reduce(%770 init: %cst_133) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_134 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %773 = stablehlo.maximum %772, %771 : tensor<2x8x256xf32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %776 = stablehlo.subtract %770, %775 : tensor<2x8x256x256xf32>
    %777 = stablehlo.exponential %776 : tensor<2x8x256x256xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %778 = stablehlo.reduce(%777 init: %cst_135) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %779 = stablehlo.broadcast_in_dim %778, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %781 = stablehlo.divide %777, %780 : tensor<2x8x256x256xf32>
    %782 = stablehlo.dot_general %764, %781, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %783 = stablehlo.transpose %782, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %784 = stablehlo.dot_general %783, %arg107, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %785 = stablehlo.reshape %arg106 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %787 = stablehlo.add %784, %786 : tensor<2x256x512xf32>
    %788 = stablehlo.add %717, %787 : tensor<2x256x512xf32>
    %789 = chlo.square %788 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %790 = stablehlo.reduce(%788 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_137 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %792 = stablehlo.divide %790, %791 : tensor<2x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.reduce(%789 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_139 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %795 = stablehlo.divide %793, %794 : tensor<2x256xf32>
    %796 = chlo.square %792 : tensor<2x256xf32> -> tensor<2x256xf32>
    %797 = stablehlo.subtract %795, %796 : tensor<2x256xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %799 = stablehlo.maximum %798, %797 : tensor<2x256xf32>
    %800 = stablehlo.broadcast_in_dim %792, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %801 = stablehlo.broadcast_in_dim %799, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %802 = stablehlo.broadcast_in_dim %800, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %803 = stablehlo.subtract %788, %802 : tensor<2x256x512xf32>
    %cst_141 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %805 = stablehlo.add %801, %804 : tensor<2x256x1xf32>
    %806 = stablehlo.rsqrt %805 : tensor<2x256x1xf32>
    %807 = stablehlo.reshape %arg103 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %808 = stablehlo.broadcast_in_dim %806, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %809 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %810 = stablehlo.multiply %808, %809 : tensor<2x256x512xf32>
    %811 = stablehlo.multiply %803, %810 : tensor<2x256x512xf32>
    %812 = stablehlo.reshape %arg102 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %814 = stablehlo.add %811, %813 : tensor<2x256x512xf32>
    %815 = stablehlo.dot_general %814, %arg97, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %816 = stablehlo.reshape %arg96 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %818 = stablehlo.add %815, %817 : tensor<2x256x2048xf32>
    %819 = stablehlo.multiply %818, %818 : tensor<2x256x2048xf32>
    %820 = stablehlo.multiply %819, %818 : tensor<2x256x2048xf32>
    %cst_142 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %822 = stablehlo.multiply %821, %820 : tensor<2x256x2048xf32>
    %823 = stablehlo.add %818, %822 : tensor<2x256x2048xf32>
    %cst_143 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %825 = stablehlo.multiply %824, %823 : tensor<2x256x2048xf32>
    %826 = stablehlo.tanh %825 : tensor<2x256x2048xf32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %828 = stablehlo.add %827, %826 : tensor<2x256x2048xf32>
    %cst_145 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %830 = stablehlo.multiply %829, %828 : tensor<2x256x2048xf32>
    %831 = stablehlo.multiply %818, %830 : tensor<2x256x2048xf32>
    %832 = stablehlo.dot_general %831, %arg99, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %833 = stablehlo.reshape %arg98 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %835 = stablehlo.add %832, %834 : tensor<2x256x512xf32>
    %836 = stablehlo.add %788, %835 : tensor<2x256x512xf32>
    %837 = stablehlo.iota dim = 0 : tensor<256xi32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [1] : (tensor<256xi32>) -> tensor<2x256xi32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %840 = stablehlo.broadcast_in_dim %838, dims = [0, 2] : (tensor<2x256xi32>) -> tensor<2x1x256xi32>
    %841 = stablehlo.broadcast_in_dim %839, dims = [0, 1, 2] : (tensor<2x256x1xi32>) -> tensor<2x256x256xi32>
    %842 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2] : (tensor<2x1x256xi32>) -> tensor<2x256x256xi32>
    %843 = stablehlo.compare GE, %841, %842, SIGNED : (tensor<2x256x256xi32>, tensor<2x256x256xi32>) -> tensor<2x256x256xi1>
    %844 = stablehlo.broadcast_in_dim %843, dims = [0, 2, 3] : (tensor<2x256x256xi1>) -> tensor<2x1x256x256xi1>
    %845 = stablehlo.convert %844 : (tensor<2x1x256x256xi1>) -> tensor<2x1x256x256xf32>
    %846 = chlo.square %836 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.reduce(%836 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_147 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %849 = stablehlo.divide %847, %848 : tensor<2x256xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.reduce(%846 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_149 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %852 = stablehlo.divide %850, %851 : tensor<2x256xf32>
    %853 = chlo.square %849 : tensor<2x256xf32> -> tensor<2x256xf32>
    %854 = stablehlo.subtract %852, %853 : tensor<2x256xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %856 = stablehlo.maximum %855, %854 : tensor<2x256xf32>
    %857 = stablehlo.broadcast_in_dim %849, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %858 = stablehlo.broadcast_in_dim %856, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %859 = stablehlo.broadcast_in_dim %857, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %860 = stablehlo.subtract %836, %859 : tensor<2x256x512xf32>
    %cst_151 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %862 = stablehlo.add %858, %861 : tensor<2x256x1xf32>
    %863 = stablehlo.rsqrt %862 : tensor<2x256x1xf32>
    %864 = stablehlo.reshape %arg117 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %865 = stablehlo.broadcast_in_dim %863, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %866 = stablehlo.broadcast_in_dim %864, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %867 = stablehlo.multiply %865, %866 : tensor<2x256x512xf32>
    %868 = stablehlo.multiply %860, %867 : tensor<2x256x512xf32>
    %869 = stablehlo.reshape %arg116 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %870 = stablehlo.broadcast_in_dim %869, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %871 = stablehlo.add %868, %870 : tensor<2x256x512xf32>
    %872 = stablehlo.dot_general %871, %arg125, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %873 = stablehlo.reshape %arg124 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %875 = stablehlo.add %872, %874 : tensor<2x256x8x64xf32>
    %876 = stablehlo.dot_general %871, %arg121, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %877 = stablehlo.reshape %arg120 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %879 = stablehlo.add %876, %878 : tensor<2x256x8x64xf32>
    %880 = stablehlo.dot_general %871, %arg127, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x8x64xf32>) -> tensor<2x256x8x64xf32>
    %881 = stablehlo.reshape %arg126 : (tensor<8x64xf32>) -> tensor<1x1x8x64xf32>
    %882 = stablehlo.broadcast_in_dim %881, dims = [0, 1, 2, 3] : (tensor<1x1x8x64xf32>) -> tensor<2x256x8x64xf32>
    %883 = stablehlo.add %880, %882 : tensor<2x256x8x64xf32>
    %cst_152 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %884 = stablehlo.sqrt %cst_152 : tensor<f32>
    %885 = stablehlo.convert %884 : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %885, dims = [] : (tensor<f32>) -> tensor<2x256x8x64xf32>
    %887 = stablehlo.divide %875, %886 : tensor<2x256x8x64xf32>
    %888 = stablehlo.dot_general %887, %879, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x256x8x64xf32>) -> tensor<2x8x256x256xf32>
    %cst_153 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %889 = call @_where_0(%845, %888, %cst_153) : (tensor<2x1x256x256xf32>, tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256x256xf32>
    %cst_154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %890 = stablehlo.reduce(%889 init: %cst_154) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %cst_155 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x8x256xf32>
    %892 = stablehlo.maximum %891, %890 : tensor<2x8x256xf32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %895 = stablehlo.subtract %889, %894 : tensor<2x8x256x256xf32>
    %896 = stablehlo.exponential %895 : tensor<2x8x256x256xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %897 = stablehlo.reduce(%896 init: %cst_156) applies stablehlo.add across dimensions = [3] : (tensor<2x8x256x256xf32>, tensor<f32>) -> tensor<2x8x256xf32>
    %898 = stablehlo.broadcast_in_dim %897, dims = [0, 1, 2] : (tensor<2x8x256xf32>) -> tensor<2x8x256x1xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [0, 1, 2, 3] : (tensor<2x8x256x1xf32>) -> tensor<2x8x256x256xf32>
    %900 = stablehlo.divide %896, %899 : tensor<2x8x256x256xf32>
    %901 = stablehlo.dot_general %883, %900, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<2x8x256x256xf32>) -> tensor<2x8x64x256xf32>
    %902 = stablehlo.transpose %901, dims = [0, 3, 1, 2] : (tensor<2x8x64x256xf32>) -> tensor<2x256x8x64xf32>
    %903 = stablehlo.dot_general %902, %arg123, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<2x256x512xf32>
    %904 = stablehlo.reshape %arg122 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %905 = stablehlo.broadcast_in_dim %904, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %906 = stablehlo.add %903, %905 : tensor<2x256x512xf32>
    %907 = stablehlo.add %836, %906 : tensor<2x256x512xf32>
    %908 = chlo.square %907 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %909 = stablehlo.reduce(%907 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_158 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %911 = stablehlo.divide %909, %910 : tensor<2x256xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %912 = stablehlo.reduce(%908 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_160 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %914 = stablehlo.divide %912, %913 : tensor<2x256xf32>
    %915 = chlo.square %911 : tensor<2x256xf32> -> tensor<2x256xf32>
    %916 = stablehlo.subtract %914, %915 : tensor<2x256xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %918 = stablehlo.maximum %917, %916 : tensor<2x256xf32>
    %919 = stablehlo.broadcast_in_dim %911, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %920 = stablehlo.broadcast_in_dim %918, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %921 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %922 = stablehlo.subtract %907, %921 : tensor<2x256x512xf32>
    %cst_162 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %924 = stablehlo.add %920, %923 : tensor<2x256x1xf32>
    %925 = stablehlo.rsqrt %924 : tensor<2x256x1xf32>
    %926 = stablehlo.reshape %arg119 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %927 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %928 = stablehlo.broadcast_in_dim %926, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %929 = stablehlo.multiply %927, %928 : tensor<2x256x512xf32>
    %930 = stablehlo.multiply %922, %929 : tensor<2x256x512xf32>
    %931 = stablehlo.reshape %arg118 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %932 = stablehlo.broadcast_in_dim %931, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %933 = stablehlo.add %930, %932 : tensor<2x256x512xf32>
    %934 = stablehlo.dot_general %933, %arg113, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x2048xf32>) -> tensor<2x256x2048xf32>
    %935 = stablehlo.reshape %arg112 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %936 = stablehlo.broadcast_in_dim %935, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<2x256x2048xf32>
    %937 = stablehlo.add %934, %936 : tensor<2x256x2048xf32>
    %938 = stablehlo.multiply %937, %937 : tensor<2x256x2048xf32>
    %939 = stablehlo.multiply %938, %937 : tensor<2x256x2048xf32>
    %cst_163 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %941 = stablehlo.multiply %940, %939 : tensor<2x256x2048xf32>
    %942 = stablehlo.add %937, %941 : tensor<2x256x2048xf32>
    %cst_164 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %944 = stablehlo.multiply %943, %942 : tensor<2x256x2048xf32>
    %945 = stablehlo.tanh %944 : tensor<2x256x2048xf32>
    %cst_165 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %947 = stablehlo.add %946, %945 : tensor<2x256x2048xf32>
    %cst_166 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x256x2048xf32>
    %949 = stablehlo.multiply %948, %947 : tensor<2x256x2048xf32>
    %950 = stablehlo.multiply %937, %949 : tensor<2x256x2048xf32>
    %951 = stablehlo.dot_general %950, %arg115, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x2048xf32>, tensor<2048x512xf32>) -> tensor<2x256x512xf32>
    %952 = stablehlo.reshape %arg114 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %954 = stablehlo.add %951, %953 : tensor<2x256x512xf32>
    %955 = stablehlo.add %907, %954 : tensor<2x256x512xf32>
    %956 = chlo.square %955 : tensor<2x256x512xf32> -> tensor<2x256x512xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %957 = stablehlo.reduce(%955 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_168 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %959 = stablehlo.divide %957, %958 : tensor<2x256xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %960 = stablehlo.reduce(%956 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<2x256x512xf32>, tensor<f32>) -> tensor<2x256xf32>
    %cst_170 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %962 = stablehlo.divide %960, %961 : tensor<2x256xf32>
    %963 = chlo.square %959 : tensor<2x256xf32> -> tensor<2x256xf32>
    %964 = stablehlo.subtract %962, %963 : tensor<2x256xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %966 = stablehlo.maximum %965, %964 : tensor<2x256xf32>
    %967 = stablehlo.broadcast_in_dim %959, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %968 = stablehlo.broadcast_in_dim %966, dims = [0, 1] : (tensor<2x256xf32>) -> tensor<2x256x1xf32>
    %969 = stablehlo.broadcast_in_dim %967, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %970 = stablehlo.subtract %955, %969 : tensor<2x256x512xf32>
    %cst_172 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x256x1xf32>
    %972 = stablehlo.add %968, %971 : tensor<2x256x1xf32>
    %973 = stablehlo.rsqrt %972 : tensor<2x256x1xf32>
    %974 = stablehlo.reshape %arg130 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %975 = stablehlo.broadcast_in_dim %973, dims = [0, 1, 2] : (tensor<2x256x1xf32>) -> tensor<2x256x512xf32>
    %976 = stablehlo.broadcast_in_dim %974, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %977 = stablehlo.multiply %975, %976 : tensor<2x256x512xf32>
    %978 = stablehlo.multiply %970, %977 : tensor<2x256x512xf32>
    %979 = stablehlo.reshape %arg129 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x256x512xf32>
    %981 = stablehlo.add %978, %980 : tensor<2x256x512xf32>
    %982 = stablehlo.transpose %arg128, dims = [1, 0] : (tensor<1024x512xf32>) -> tensor<512x1024xf32>
    %983 = stablehlo.dot_general %981, %982, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x256x512xf32>, tensor<512x1024xf32>) -> tensor<2x256x1024xf32>
    return %983 : tensor<2x256x1024xf32>
  }
  func.func private @_take(%arg0: tensor<1024x512xf32>, %arg1: tensor<2x256xi32>) -> tensor<2x256x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x256xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x256xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x256xi1>, tensor<2x256xi32>, tensor<2x256xi32>) -> tensor<2x256xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x256xi32>) -> tensor<2x256x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x256x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x256x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x256x1xi32>, tensor<2x256x1xi32>) -> tensor<2x256x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x256x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x256x1xi1>, tensor<i1>) -> tensor<2x256xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<1024x512xf32>, tensor<2x256x1xi32>) -> tensor<2x256x512xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x256xi1>) -> tensor<2x256x512xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x256x512xi1>, tensor<2x256x512xf32>
    return %16 : tensor<2x256x512xf32>
  }
  func.func private @_where(%arg0: tensor<2x256xi1>, %arg1: tensor<2x256xi32>, %arg2: tensor<2x256xi32>) -> tensor<2x256xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x256xi1>, tensor<2x256xi32>
    return %0 : tensor<2x256xi32>
  }
  func.func private @_where_0(%arg0: tensor<2x1x256x256xf32>, %arg1: tensor<2x8x256x256xf32>, %arg2: tensor<f32>) -> tensor<2x8x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x256x256xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x256x256xf32>, tensor<2x1x256x256xf32>) -> tensor<2x1x256x256xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x256x256xi1>) -> tensor<2x8x256x256xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x8x256x256xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x8x256x256xi1>, tensor<2x8x256x256xf32>
    return %4 : tensor<2x8x256x256xf32>
  }
}
