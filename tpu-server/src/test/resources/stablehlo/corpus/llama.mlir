module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32x4x8xf32>, %arg3: tensor<32x4x8xf32>, %arg4: tensor<32x4x8xf32>, %arg5: tensor<4x8x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x4x8xf32>, %arg12: tensor<32x4x8xf32>, %arg13: tensor<32x4x8xf32>, %arg14: tensor<4x8x32xf32>, %arg15: tensor<32x64xf32>, %arg16: tensor<32x64xf32>, %arg17: tensor<64x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<2x12xi32>) -> (tensor<2x12x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg1, %arg21) : (tensor<64x32xf32>, tensor<2x12xi32>) -> tensor<2x12x32xf32>
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
    %11 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x12x32xf32>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %15 = stablehlo.dot_general %13, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %16 = stablehlo.dot_general %13, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %17 = stablehlo.iota dim = 0 : tensor<12xf32>
    %18 = stablehlo.iota dim = 0 : tensor<4xi32>
    %19 = stablehlo.convert %18 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.power %22, %21 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.divide %24, %23 : tensor<4xf32>
    %26 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x4xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<12x4xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<12x4xf32>
    %31 = stablehlo.cosine %30 : tensor<12x4xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %33 = stablehlo.sine %30 : tensor<12x4xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %35 = stablehlo.slice %14 [0:2, 0:12, 0:4, 0:4] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %36 = stablehlo.slice %14 [0:2, 0:12, 0:4, 4:8] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %39 = stablehlo.multiply %35, %38 : tensor<2x12x4x4xf32>
    %40 = stablehlo.broadcast_in_dim %34, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %42 = stablehlo.multiply %36, %41 : tensor<2x12x4x4xf32>
    %43 = stablehlo.subtract %39, %42 : tensor<2x12x4x4xf32>
    %44 = stablehlo.broadcast_in_dim %34, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %46 = stablehlo.multiply %35, %45 : tensor<2x12x4x4xf32>
    %47 = stablehlo.broadcast_in_dim %32, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %49 = stablehlo.multiply %36, %48 : tensor<2x12x4x4xf32>
    %50 = stablehlo.add %46, %49 : tensor<2x12x4x4xf32>
    %51 = stablehlo.concatenate %43, %50, dim = 3 : (tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) -> tensor<2x12x4x8xf32>
    %52 = stablehlo.iota dim = 0 : tensor<4xi32>
    %53 = stablehlo.convert %52 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.divide %53, %54 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %57 = stablehlo.power %56, %55 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %59 = stablehlo.divide %58, %57 : tensor<4xf32>
    %60 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x4xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<12x4xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<12x4xf32>
    %65 = stablehlo.cosine %64 : tensor<12x4xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %67 = stablehlo.sine %64 : tensor<12x4xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %69 = stablehlo.slice %15 [0:2, 0:12, 0:4, 0:4] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %70 = stablehlo.slice %15 [0:2, 0:12, 0:4, 4:8] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %71 = stablehlo.broadcast_in_dim %66, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %73 = stablehlo.multiply %69, %72 : tensor<2x12x4x4xf32>
    %74 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %76 = stablehlo.multiply %70, %75 : tensor<2x12x4x4xf32>
    %77 = stablehlo.subtract %73, %76 : tensor<2x12x4x4xf32>
    %78 = stablehlo.broadcast_in_dim %68, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %80 = stablehlo.multiply %69, %79 : tensor<2x12x4x4xf32>
    %81 = stablehlo.broadcast_in_dim %66, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %83 = stablehlo.multiply %70, %82 : tensor<2x12x4x4xf32>
    %84 = stablehlo.add %80, %83 : tensor<2x12x4x4xf32>
    %85 = stablehlo.concatenate %77, %84, dim = 3 : (tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) -> tensor<2x12x4x8xf32>
    %86 = stablehlo.iota dim = 0 : tensor<12xi32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<12xi32>) -> tensor<2x12xi32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 2] : (tensor<2x12xi32>) -> tensor<2x1x12xi32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x12x1xi32>) -> tensor<2x12x12xi32>
    %91 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<2x1x12xi32>) -> tensor<2x12x12xi32>
    %92 = stablehlo.compare GE, %90, %91, SIGNED : (tensor<2x12x12xi32>, tensor<2x12x12xi32>) -> tensor<2x12x12xi1>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 2, 3] : (tensor<2x12x12xi1>) -> tensor<2x1x12x12xi1>
    %94 = stablehlo.convert %93 : (tensor<2x1x12x12xi1>) -> tensor<2x1x12x12xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %95 = stablehlo.sqrt %cst_8 : tensor<f32>
    %96 = stablehlo.convert %95 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %98 = stablehlo.divide %51, %97 : tensor<2x12x4x8xf32>
    %99 = stablehlo.dot_general %98, %85, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %100 = call @_where_0(%94, %99, %cst_9) : (tensor<2x1x12x12xf32>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %103 = stablehlo.maximum %102, %101 : tensor<2x4x12xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<2x4x12x12xf32>
    %107 = stablehlo.exponential %106 : tensor<2x4x12x12xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %111 = stablehlo.divide %107, %110 : tensor<2x4x12x12xf32>
    %112 = stablehlo.dot_general %16, %111, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %113 = stablehlo.transpose %112, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %114 = stablehlo.dot_general %113, %arg5, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %115 = stablehlo.add %0, %114 : tensor<2x12x32xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<2x12x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<2x12x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %122 = stablehlo.add %120, %121 : tensor<2x12x1xf32>
    %123 = stablehlo.rsqrt %122 : tensor<2x12x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %125 = stablehlo.multiply %115, %124 : tensor<2x12x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %128 = stablehlo.multiply %125, %127 : tensor<2x12x32xf32>
    %129 = stablehlo.dot_general %128, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %130 = call @silu(%129) : (tensor<2x12x64xf32>) -> tensor<2x12x64xf32>
    %131 = stablehlo.dot_general %128, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<2x12x64xf32>
    %133 = stablehlo.dot_general %132, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x64xf32>, tensor<64x32xf32>) -> tensor<2x12x32xf32>
    %134 = stablehlo.add %115, %133 : tensor<2x12x32xf32>
    %135 = stablehlo.multiply %134, %134 : tensor<2x12x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %139 = stablehlo.divide %137, %138 : tensor<2x12x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %141 = stablehlo.add %139, %140 : tensor<2x12x1xf32>
    %142 = stablehlo.rsqrt %141 : tensor<2x12x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %144 = stablehlo.multiply %134, %143 : tensor<2x12x32xf32>
    %145 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %147 = stablehlo.multiply %144, %146 : tensor<2x12x32xf32>
    %148 = stablehlo.dot_general %147, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %149 = stablehlo.dot_general %147, %arg12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %150 = stablehlo.dot_general %147, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x4x8xf32>) -> tensor<2x12x4x8xf32>
    %151 = stablehlo.iota dim = 0 : tensor<12xf32>
    %152 = stablehlo.iota dim = 0 : tensor<4xi32>
    %153 = stablehlo.convert %152 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_19 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %155 = stablehlo.divide %153, %154 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %157 = stablehlo.power %156, %155 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %159 = stablehlo.divide %158, %157 : tensor<4xf32>
    %160 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x4xf32>
    %163 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<12x4xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<12x4xf32>
    %165 = stablehlo.cosine %164 : tensor<12x4xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %167 = stablehlo.sine %164 : tensor<12x4xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %169 = stablehlo.slice %148 [0:2, 0:12, 0:4, 0:4] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %170 = stablehlo.slice %148 [0:2, 0:12, 0:4, 4:8] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %171 = stablehlo.broadcast_in_dim %166, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %173 = stablehlo.multiply %169, %172 : tensor<2x12x4x4xf32>
    %174 = stablehlo.broadcast_in_dim %168, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %176 = stablehlo.multiply %170, %175 : tensor<2x12x4x4xf32>
    %177 = stablehlo.subtract %173, %176 : tensor<2x12x4x4xf32>
    %178 = stablehlo.broadcast_in_dim %168, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %180 = stablehlo.multiply %169, %179 : tensor<2x12x4x4xf32>
    %181 = stablehlo.broadcast_in_dim %166, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %183 = stablehlo.multiply %170, %182 : tensor<2x12x4x4xf32>
    %184 = stablehlo.add %180, %183 : tensor<2x12x4x4xf32>
    %185 = stablehlo.concatenate %177, %184, dim = 3 : (tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) -> tensor<2x12x4x8xf32>
    %186 = stablehlo.iota dim = 0 : tensor<4xi32>
    %187 = stablehlo.convert %186 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_22 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %189 = stablehlo.divide %187, %188 : tensor<4xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %191 = stablehlo.power %190, %189 : tensor<4xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %193 = stablehlo.divide %192, %191 : tensor<4xf32>
    %194 = stablehlo.broadcast_in_dim %151, dims = [0] : (tensor<12xf32>) -> tensor<12x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<12x1xf32>) -> tensor<12x4xf32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<12x4xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<12x4xf32>
    %199 = stablehlo.cosine %198 : tensor<12x4xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %201 = stablehlo.sine %198 : tensor<12x4xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 2] : (tensor<12x4xf32>) -> tensor<12x1x4xf32>
    %203 = stablehlo.slice %149 [0:2, 0:12, 0:4, 0:4] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %204 = stablehlo.slice %149 [0:2, 0:12, 0:4, 4:8] : (tensor<2x12x4x8xf32>) -> tensor<2x12x4x4xf32>
    %205 = stablehlo.broadcast_in_dim %200, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %207 = stablehlo.multiply %203, %206 : tensor<2x12x4x4xf32>
    %208 = stablehlo.broadcast_in_dim %202, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %210 = stablehlo.multiply %204, %209 : tensor<2x12x4x4xf32>
    %211 = stablehlo.subtract %207, %210 : tensor<2x12x4x4xf32>
    %212 = stablehlo.broadcast_in_dim %202, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %214 = stablehlo.multiply %203, %213 : tensor<2x12x4x4xf32>
    %215 = stablehlo.broadcast_in_dim %200, dims = [1, 2, 3] : (tensor<12x1x4xf32>) -> tensor<1x12x1x4xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<1x12x1x4xf32>) -> tensor<2x12x4x4xf32>
    %217 = stablehlo.multiply %204, %216 : tensor<2x12x4x4xf32>
    %218 = stablehlo.add %214, %217 : tensor<2x12x4x4xf32>
    %219 = stablehlo.concatenate %211, %218, dim = 3 : (tensor<2x12x4x4xf32>, tensor<2x12x4x4xf32>) -> tensor<2x12x4x8xf32>
    %220 = stablehlo.iota dim = 0 : tensor<12xi32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [1] : (tensor<12xi32>) -> tensor<2x12xi32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 2] : (tensor<2x12xi32>) -> tensor<2x1x12xi32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<2x12x1xi32>) -> tensor<2x12x12xi32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x1x12xi32>) -> tensor<2x12x12xi32>
    %226 = stablehlo.compare GE, %224, %225, SIGNED : (tensor<2x12x12xi32>, tensor<2x12x12xi32>) -> tensor<2x12x12xi1>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 2, 3] : (tensor<2x12x12xi1>) -> tensor<2x1x12x12xi1>
    %228 = stablehlo.convert %227 : (tensor<2x1x12x12xi1>) -> tensor<2x1x12x12xf32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %229 = stablehlo.sqrt %cst_25 : tensor<f32>
    %230 = stablehlo.convert %229 : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<2x12x4x8xf32>
    %232 = stablehlo.divide %185, %231 : tensor<2x12x4x8xf32>
    %233 = stablehlo.dot_general %232, %219, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>) -> tensor<2x4x12x12xf32>
    %cst_26 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %234 = call @_where_0(%228, %233, %cst_26) : (tensor<2x1x12x12xf32>, tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12x12xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x4x12xf32>
    %237 = stablehlo.maximum %236, %235 : tensor<2x4x12xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %240 = stablehlo.subtract %234, %239 : tensor<2x4x12x12xf32>
    %241 = stablehlo.exponential %240 : tensor<2x4x12x12xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<2x4x12x12xf32>, tensor<f32>) -> tensor<2x4x12xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<2x4x12xf32>) -> tensor<2x4x12x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<2x4x12x1xf32>) -> tensor<2x4x12x12xf32>
    %245 = stablehlo.divide %241, %244 : tensor<2x4x12x12xf32>
    %246 = stablehlo.dot_general %150, %245, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<2x4x12x12xf32>) -> tensor<2x4x8x12xf32>
    %247 = stablehlo.transpose %246, dims = [0, 3, 1, 2] : (tensor<2x4x8x12xf32>) -> tensor<2x12x4x8xf32>
    %248 = stablehlo.dot_general %247, %arg14, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x12x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x12x32xf32>
    %249 = stablehlo.add %134, %248 : tensor<2x12x32xf32>
    %250 = stablehlo.multiply %249, %249 : tensor<2x12x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %254 = stablehlo.divide %252, %253 : tensor<2x12x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %256 = stablehlo.add %254, %255 : tensor<2x12x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<2x12x1xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %259 = stablehlo.multiply %249, %258 : tensor<2x12x32xf32>
    %260 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %262 = stablehlo.multiply %259, %261 : tensor<2x12x32xf32>
    %263 = stablehlo.dot_general %262, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %264 = call @silu(%263) : (tensor<2x12x64xf32>) -> tensor<2x12x64xf32>
    %265 = stablehlo.dot_general %262, %arg16, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<2x12x64xf32>
    %267 = stablehlo.dot_general %266, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x64xf32>, tensor<64x32xf32>) -> tensor<2x12x32xf32>
    %268 = stablehlo.add %249, %267 : tensor<2x12x32xf32>
    %269 = stablehlo.multiply %268, %268 : tensor<2x12x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x12x32xf32>, tensor<f32>) -> tensor<2x12xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %273 = stablehlo.divide %271, %272 : tensor<2x12x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %275 = stablehlo.add %273, %274 : tensor<2x12x1xf32>
    %276 = stablehlo.rsqrt %275 : tensor<2x12x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x32xf32>
    %278 = stablehlo.multiply %268, %277 : tensor<2x12x32xf32>
    %279 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %281 = stablehlo.multiply %278, %280 : tensor<2x12x32xf32>
    %282 = stablehlo.dot_general %281, %arg0, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x64xf32>) -> tensor<2x12x64xf32>
    return %282 : tensor<2x12x64xf32>
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
  func.func private @silu(%arg0: tensor<2x12x64xf32>) -> tensor<2x12x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x12x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x12x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x12x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x12x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x12x64xf32>
    return %6 : tensor<2x12x64xf32>
  }
}
