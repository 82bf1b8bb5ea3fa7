module @jit_tiny_transformer attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xi32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<128xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<128x32xf32>, %arg9: tensor<32x128xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<32x32xf32>, %arg13: tensor<32x32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<128xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<128x32xf32>, %arg21: tensor<32x128xf32>, %arg22: tensor<32x32xf32>, %arg23: tensor<32x32xf32>, %arg24: tensor<32x32xf32>, %arg25: tensor<32x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<16x32xf32>) -> (tensor<16x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<16xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<16xi1>, tensor<16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<16x1xi32>) -> tensor<16x32xf32>
    %7 = stablehlo.add %6, %arg28 : tensor<16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<16x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %13 = stablehlo.subtract %7, %12 : tensor<16x32xf32>
    %14 = chlo.square %13 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %18 = stablehlo.divide %16, %17 : tensor<16x1xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %20 = stablehlo.subtract %7, %19 : tensor<16x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %22 = stablehlo.add %18, %21 : tensor<16x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<16x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %25 = stablehlo.multiply %20, %24 : tensor<16x32xf32>
    %26 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<16x32xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %31 = stablehlo.add %28, %30 : tensor<16x32xf32>
    %32 = stablehlo.dot_general %31, %arg12, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %35 = stablehlo.dot_general %31, %arg10, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %37 = stablehlo.transpose %36, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %38 = stablehlo.dot_general %31, %arg13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %41 = stablehlo.dot_general %34, %37, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %42 = stablehlo.sqrt %cst_5 : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %44 = stablehlo.divide %41, %43 : tensor<2x16x16xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %46 = call @tril(%45) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %48 = call @_where(%47, %44, %cst_7) : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_8) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %51 = stablehlo.maximum %50, %49 : tensor<2x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %54 = stablehlo.subtract %48, %53 : tensor<2x16x16xf32>
    %55 = stablehlo.exponential %54 : tensor<2x16x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %59 = stablehlo.divide %55, %58 : tensor<2x16x16xf32>
    %60 = stablehlo.dot_general %59, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %61 = stablehlo.transpose %60, dims = [1, 0, 2] : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %62 = stablehlo.reshape %61 : (tensor<16x2x16xf32>) -> tensor<16x32xf32>
    %63 = stablehlo.dot_general %62, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %64 = stablehlo.add %7, %63 : tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<16x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<16x32xf32>
    %71 = chlo.square %70 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %75 = stablehlo.divide %73, %74 : tensor<16x1xf32>
    %76 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.subtract %64, %76 : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %79 = stablehlo.add %75, %78 : tensor<16x1xf32>
    %80 = stablehlo.rsqrt %79 : tensor<16x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %82 = stablehlo.multiply %77, %81 : tensor<16x32xf32>
    %83 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<16x32xf32>
    %86 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %88 = stablehlo.add %85, %87 : tensor<16x32xf32>
    %89 = stablehlo.dot_general %88, %arg9, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %90 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %92 = stablehlo.add %89, %91 : tensor<16x128xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<16x128xf32>
    %95 = stablehlo.negate %92 : tensor<16x128xf32>
    %cst_17 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<16x128xf32>
    %98 = chlo.erfc %97 : tensor<16x128xf32> -> tensor<16x128xf32>
    %99 = stablehlo.multiply %94, %98 : tensor<16x128xf32>
    %100 = stablehlo.dot_general %99, %arg8, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %101 = stablehlo.add %64, %100 : tensor<16x32xf32>
    %102 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %104 = stablehlo.add %101, %103 : tensor<16x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_19 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %108 = stablehlo.divide %106, %107 : tensor<16x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %110 = stablehlo.subtract %104, %109 : tensor<16x32xf32>
    %111 = chlo.square %110 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_20) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %115 = stablehlo.divide %113, %114 : tensor<16x1xf32>
    %116 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %117 = stablehlo.subtract %104, %116 : tensor<16x32xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %119 = stablehlo.add %115, %118 : tensor<16x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<16x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %122 = stablehlo.multiply %117, %121 : tensor<16x32xf32>
    %123 = stablehlo.broadcast_in_dim %arg17, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %125 = stablehlo.multiply %122, %124 : tensor<16x32xf32>
    %126 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %128 = stablehlo.add %125, %127 : tensor<16x32xf32>
    %129 = stablehlo.dot_general %128, %arg24, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %130 = stablehlo.reshape %129 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %131 = stablehlo.transpose %130, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %132 = stablehlo.dot_general %128, %arg22, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %134 = stablehlo.transpose %133, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %135 = stablehlo.dot_general %128, %arg25, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %137 = stablehlo.transpose %136, dims = [1, 0, 2] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %138 = stablehlo.dot_general %131, %134, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %139 = stablehlo.sqrt %cst_23 : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %141 = stablehlo.divide %138, %140 : tensor<2x16x16xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %142 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %143 = call @tril(%142) : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1, 2] : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %145 = call @_where(%144, %141, %cst_25) : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_26) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %148 = stablehlo.maximum %147, %146 : tensor<2x16xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %151 = stablehlo.subtract %145, %150 : tensor<2x16x16xf32>
    %152 = stablehlo.exponential %151 : tensor<2x16x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %156 = stablehlo.divide %152, %155 : tensor<2x16x16xf32>
    %157 = stablehlo.dot_general %156, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %158 = stablehlo.transpose %157, dims = [1, 0, 2] : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %159 = stablehlo.reshape %158 : (tensor<16x2x16xf32>) -> tensor<16x32xf32>
    %160 = stablehlo.dot_general %159, %arg23, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %161 = stablehlo.add %104, %160 : tensor<16x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %165 = stablehlo.divide %163, %164 : tensor<16x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %167 = stablehlo.subtract %161, %166 : tensor<16x32xf32>
    %168 = chlo.square %167 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_32 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %172 = stablehlo.divide %170, %171 : tensor<16x1xf32>
    %173 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %174 = stablehlo.subtract %161, %173 : tensor<16x32xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<16x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<16x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %179 = stablehlo.multiply %174, %178 : tensor<16x32xf32>
    %180 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %182 = stablehlo.multiply %179, %181 : tensor<16x32xf32>
    %183 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %185 = stablehlo.add %182, %184 : tensor<16x32xf32>
    %186 = stablehlo.dot_general %185, %arg21, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %187 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<16x128xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<16x128xf32>
    %192 = stablehlo.negate %189 : tensor<16x128xf32>
    %cst_35 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<16x128xf32>
    %195 = chlo.erfc %194 : tensor<16x128xf32> -> tensor<16x128xf32>
    %196 = stablehlo.multiply %191, %195 : tensor<16x128xf32>
    %197 = stablehlo.dot_general %196, %arg20, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %198 = stablehlo.add %161, %197 : tensor<16x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %201 = stablehlo.add %198, %200 : tensor<16x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<16x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %207 = stablehlo.subtract %201, %206 : tensor<16x32xf32>
    %208 = chlo.square %207 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %cst_39 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %212 = stablehlo.divide %210, %211 : tensor<16x1xf32>
    %213 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %214 = stablehlo.subtract %201, %213 : tensor<16x32xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %216 = stablehlo.add %212, %215 : tensor<16x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<16x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %219 = stablehlo.multiply %214, %218 : tensor<16x32xf32>
    %220 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %222 = stablehlo.multiply %219, %221 : tensor<16x32xf32>
    %223 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %225 = stablehlo.add %222, %224 : tensor<16x32xf32>
    %226 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %227 = stablehlo.dot_general %225, %226, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %227 : tensor<16x64xf32>
  }
  func.func private @tril(%arg0: tensor<16x16xi1>) -> tensor<16x16xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %2 = stablehlo.add %0, %1 : tensor<16x16xi32>
    %3 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<16x16xi1>, tensor<16x16xi1>
    return %6 : tensor<16x16xi1>
  }
  func.func private @_where(%arg0: tensor<1x16x16xi1>, %arg1: tensor<2x16x16xf32>, %arg2: tensor<f32>) -> tensor<2x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x16x16xi1>, tensor<2x16x16xf32>
    return %2 : tensor<2x16x16xf32>
  }
}
