module @jit_decode_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<32x16xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>, %arg10: tensor<32x16xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32x64xf32>, %arg14: tensor<64x32xf32>, %arg15: tensor<32x64xf32>, %arg16: tensor<32x16xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32x16xf32>, %arg20: tensor<32xf32>, %arg21: tensor<2x2x16x2x8xf32>, %arg22: tensor<2x2x16x2x8xf32>, %arg23: tensor<2xi32>, %arg24: tensor<i32>) -> (tensor<2x64xf32> {jax.result_info = "result[0]"}, tensor<2x2x16x2x8xf32> {jax.result_info = "result[1]"}, tensor<2x2x16x2x8xf32> {jax.result_info = "result[2]"}, tensor<2xi32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %1 = stablehlo.compare LT, %arg23, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.add %arg23, %2 : tensor<2xi32>
    %4 = stablehlo.select %1, %3, %arg23 : tensor<2xi1>, tensor<2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x1xi32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x1x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x1x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x1x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<2x1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x32xf32>
    %17 = stablehlo.multiply %7, %16 : tensor<2x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<2x1x32xf32>
    %21 = stablehlo.dot_general %20, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x32xf32>) -> tensor<2x1x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<2x1x32xf32>) -> tensor<2x1x4x8xf32>
    %23 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %24 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.divide %24, %25 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %28 = stablehlo.power %27, %26 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %30 = stablehlo.divide %29, %28 : tensor<4xf32>
    %31 = stablehlo.convert %23 : (tensor<1xi32>) -> tensor<1xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<1x4xf32>
    %36 = stablehlo.cosine %35 : tensor<1x4xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %38 = stablehlo.sine %35 : tensor<1x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %40 = stablehlo.slice %22 [0:2, 0:1, 0:4, 0:4] : (tensor<2x1x4x8xf32>) -> tensor<2x1x4x4xf32>
    %41 = stablehlo.slice %22 [0:2, 0:1, 0:4, 4:8] : (tensor<2x1x4x8xf32>) -> tensor<2x1x4x4xf32>
    %42 = stablehlo.broadcast_in_dim %37, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %44 = stablehlo.multiply %40, %43 : tensor<2x1x4x4xf32>
    %45 = stablehlo.broadcast_in_dim %39, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %47 = stablehlo.multiply %41, %46 : tensor<2x1x4x4xf32>
    %48 = stablehlo.subtract %44, %47 : tensor<2x1x4x4xf32>
    %49 = stablehlo.broadcast_in_dim %39, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %51 = stablehlo.multiply %40, %50 : tensor<2x1x4x4xf32>
    %52 = stablehlo.broadcast_in_dim %37, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %54 = stablehlo.multiply %41, %53 : tensor<2x1x4x4xf32>
    %55 = stablehlo.add %51, %54 : tensor<2x1x4x4xf32>
    %56 = stablehlo.concatenate %48, %55, dim = 3 : (tensor<2x1x4x4xf32>, tensor<2x1x4x4xf32>) -> tensor<2x1x4x8xf32>
    %57 = stablehlo.dot_general %20, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x16xf32>) -> tensor<2x1x16xf32>
    %58 = stablehlo.reshape %57 : (tensor<2x1x16xf32>) -> tensor<2x1x2x8xf32>
    %59 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %60 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.divide %60, %61 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.power %63, %62 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %66 = stablehlo.divide %65, %64 : tensor<4xf32>
    %67 = stablehlo.convert %59 : (tensor<1xi32>) -> tensor<1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %69 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<1x4xf32>
    %72 = stablehlo.cosine %71 : tensor<1x4xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %74 = stablehlo.sine %71 : tensor<1x4xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %76 = stablehlo.slice %58 [0:2, 0:1, 0:2, 0:4] : (tensor<2x1x2x8xf32>) -> tensor<2x1x2x4xf32>
    %77 = stablehlo.slice %58 [0:2, 0:1, 0:2, 4:8] : (tensor<2x1x2x8xf32>) -> tensor<2x1x2x4xf32>
    %78 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %80 = stablehlo.multiply %76, %79 : tensor<2x1x2x4xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %83 = stablehlo.multiply %77, %82 : tensor<2x1x2x4xf32>
    %84 = stablehlo.subtract %80, %83 : tensor<2x1x2x4xf32>
    %85 = stablehlo.broadcast_in_dim %75, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %87 = stablehlo.multiply %76, %86 : tensor<2x1x2x4xf32>
    %88 = stablehlo.broadcast_in_dim %73, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %90 = stablehlo.multiply %77, %89 : tensor<2x1x2x4xf32>
    %91 = stablehlo.add %87, %90 : tensor<2x1x2x4xf32>
    %92 = stablehlo.concatenate %84, %91, dim = 3 : (tensor<2x1x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x1x2x8xf32>
    %93 = stablehlo.dot_general %20, %arg10, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x16xf32>) -> tensor<2x1x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x1x16xf32>) -> tensor<2x1x2x8xf32>
    %95 = stablehlo.slice %arg21 [0:1, 0:2, 0:16, 0:2, 0:8] : (tensor<2x2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x2x16x2x8xf32>) -> tensor<2x16x2x8xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %97 = stablehlo.compare LT, %c_9, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %98 = stablehlo.add %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.select %97, %98, %c_13 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %100 = stablehlo.compare LT, %arg24, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<16> : tensor<i32>
    %101 = stablehlo.add %arg24, %c_15 : tensor<i32>
    %102 = stablehlo.select %100, %101, %arg24 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.compare LT, %c_16, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %104 = stablehlo.add %c_18, %c_19 : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.select %103, %104, %c_20 : tensor<i1>, tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.compare LT, %c_21, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<8> : tensor<i32>
    %107 = stablehlo.add %c_23, %c_24 : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.select %106, %107, %c_25 : tensor<i1>, tensor<i32>
    %109 = stablehlo.dynamic_update_slice %96, %92, %99, %102, %105, %108 : (tensor<2x16x2x8xf32>, tensor<2x1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x2x8xf32>
    %110 = stablehlo.slice %arg22 [0:1, 0:2, 0:16, 0:2, 0:8] : (tensor<2x2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<1x2x16x2x8xf32>) -> tensor<2x16x2x8xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %112 = stablehlo.compare LT, %c_26, %c_27, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<2> : tensor<i32>
    %113 = stablehlo.add %c_28, %c_29 : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %114 = stablehlo.select %112, %113, %c_30 : tensor<i1>, tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.compare LT, %arg24, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<16> : tensor<i32>
    %116 = stablehlo.add %arg24, %c_32 : tensor<i32>
    %117 = stablehlo.select %115, %116, %arg24 : tensor<i1>, tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %118 = stablehlo.compare LT, %c_33, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<2> : tensor<i32>
    %119 = stablehlo.add %c_35, %c_36 : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %120 = stablehlo.select %118, %119, %c_37 : tensor<i1>, tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %121 = stablehlo.compare LT, %c_38, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<8> : tensor<i32>
    %122 = stablehlo.add %c_40, %c_41 : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %123 = stablehlo.select %121, %122, %c_42 : tensor<i1>, tensor<i32>
    %124 = stablehlo.dynamic_update_slice %111, %94, %114, %117, %120, %123 : (tensor<2x16x2x8xf32>, tensor<2x1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x2x8xf32>
    %125 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<2x16x2x8xf32>) -> tensor<2x16x2x2x8xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x16x2x2x8xf32>) -> tensor<2x16x4x8xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 4] : (tensor<2x16x2x8xf32>) -> tensor<2x16x2x2x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<2x16x2x2x8xf32>) -> tensor<2x16x4x8xf32>
    %129 = stablehlo.dot_general %56, %126, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x1x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x4x1x16xf32>
    %cst_43 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x4x1x16xf32>
    %131 = stablehlo.divide %129, %130 : tensor<2x4x1x16xf32>
    %132 = stablehlo.iota dim = 0 : tensor<16xi32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [3] : (tensor<16xi32>) -> tensor<1x1x1x16xi32>
    %134 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<i32>) -> tensor<1x1x1x16xi32>
    %135 = stablehlo.compare LE, %133, %134, SIGNED : (tensor<1x1x1x16xi32>, tensor<1x1x1x16xi32>) -> tensor<1x1x1x16xi1>
    %cst_44 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %136 = call @_where(%135, %131, %cst_44) : (tensor<1x1x1x16xi1>, tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1x16xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %139 = stablehlo.maximum %138, %137 : tensor<2x4x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<2x4x1x1xf32>) -> tensor<2x4x1x16xf32>
    %142 = stablehlo.subtract %136, %141 : tensor<2x4x1x16xf32>
    %143 = stablehlo.exponential %142 : tensor<2x4x1x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<2x4x1x1xf32>) -> tensor<2x4x1x16xf32>
    %147 = stablehlo.divide %143, %146 : tensor<2x4x1x16xf32>
    %148 = stablehlo.dot_general %128, %147, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<2x4x1x16xf32>) -> tensor<2x4x8x1xf32>
    %149 = stablehlo.transpose %148, dims = [0, 3, 1, 2] : (tensor<2x4x8x1xf32>) -> tensor<2x1x4x8xf32>
    %150 = stablehlo.reshape %149 : (tensor<2x1x4x8xf32>) -> tensor<2x1x32xf32>
    %151 = stablehlo.dot_general %150, %arg8, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x32xf32>) -> tensor<2x1x32xf32>
    %152 = stablehlo.add %7, %151 : tensor<2x1x32xf32>
    %153 = stablehlo.multiply %152, %152 : tensor<2x1x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<2x1x1xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %159 = stablehlo.add %157, %158 : tensor<2x1x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<2x1x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x32xf32>
    %162 = stablehlo.multiply %152, %161 : tensor<2x1x32xf32>
    %163 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
    %165 = stablehlo.multiply %162, %164 : tensor<2x1x32xf32>
    %166 = stablehlo.dot_general %165, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x64xf32>) -> tensor<2x1x64xf32>
    %167 = call @silu(%166) : (tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %168 = stablehlo.dot_general %165, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x64xf32>) -> tensor<2x1x64xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<2x1x64xf32>
    %170 = stablehlo.dot_general %169, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x64xf32>, tensor<64x32xf32>) -> tensor<2x1x32xf32>
    %171 = stablehlo.add %152, %170 : tensor<2x1x32xf32>
    %172 = stablehlo.multiply %171, %171 : tensor<2x1x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %cst_52 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<2x1x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %178 = stablehlo.add %176, %177 : tensor<2x1x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<2x1x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x32xf32>
    %181 = stablehlo.multiply %171, %180 : tensor<2x1x32xf32>
    %182 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
    %184 = stablehlo.multiply %181, %183 : tensor<2x1x32xf32>
    %185 = stablehlo.dot_general %184, %arg18, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x32xf32>) -> tensor<2x1x32xf32>
    %186 = stablehlo.reshape %185 : (tensor<2x1x32xf32>) -> tensor<2x1x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %188 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_54 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %190 = stablehlo.divide %188, %189 : tensor<4xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %192 = stablehlo.power %191, %190 : tensor<4xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %194 = stablehlo.divide %193, %192 : tensor<4xf32>
    %195 = stablehlo.convert %187 : (tensor<1xi32>) -> tensor<1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %197 = stablehlo.broadcast_in_dim %194, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %198 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<1x4xf32>
    %200 = stablehlo.cosine %199 : tensor<1x4xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %202 = stablehlo.sine %199 : tensor<1x4xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %204 = stablehlo.slice %186 [0:2, 0:1, 0:4, 0:4] : (tensor<2x1x4x8xf32>) -> tensor<2x1x4x4xf32>
    %205 = stablehlo.slice %186 [0:2, 0:1, 0:4, 4:8] : (tensor<2x1x4x8xf32>) -> tensor<2x1x4x4xf32>
    %206 = stablehlo.broadcast_in_dim %201, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %208 = stablehlo.multiply %204, %207 : tensor<2x1x4x4xf32>
    %209 = stablehlo.broadcast_in_dim %203, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %211 = stablehlo.multiply %205, %210 : tensor<2x1x4x4xf32>
    %212 = stablehlo.subtract %208, %211 : tensor<2x1x4x4xf32>
    %213 = stablehlo.broadcast_in_dim %203, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %215 = stablehlo.multiply %204, %214 : tensor<2x1x4x4xf32>
    %216 = stablehlo.broadcast_in_dim %201, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x4x4xf32>
    %218 = stablehlo.multiply %205, %217 : tensor<2x1x4x4xf32>
    %219 = stablehlo.add %215, %218 : tensor<2x1x4x4xf32>
    %220 = stablehlo.concatenate %212, %219, dim = 3 : (tensor<2x1x4x4xf32>, tensor<2x1x4x4xf32>) -> tensor<2x1x4x8xf32>
    %221 = stablehlo.dot_general %184, %arg16, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x16xf32>) -> tensor<2x1x16xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x1x16xf32>) -> tensor<2x1x2x8xf32>
    %223 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %224 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_57 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %226 = stablehlo.divide %224, %225 : tensor<4xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %228 = stablehlo.power %227, %226 : tensor<4xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %230 = stablehlo.divide %229, %228 : tensor<4xf32>
    %231 = stablehlo.convert %223 : (tensor<1xi32>) -> tensor<1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %233 = stablehlo.broadcast_in_dim %230, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %234 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x4xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<1x4xf32>
    %236 = stablehlo.cosine %235 : tensor<1x4xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %238 = stablehlo.sine %235 : tensor<1x4xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %240 = stablehlo.slice %222 [0:2, 0:1, 0:2, 0:4] : (tensor<2x1x2x8xf32>) -> tensor<2x1x2x4xf32>
    %241 = stablehlo.slice %222 [0:2, 0:1, 0:2, 4:8] : (tensor<2x1x2x8xf32>) -> tensor<2x1x2x4xf32>
    %242 = stablehlo.broadcast_in_dim %237, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %244 = stablehlo.multiply %240, %243 : tensor<2x1x2x4xf32>
    %245 = stablehlo.broadcast_in_dim %239, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %247 = stablehlo.multiply %241, %246 : tensor<2x1x2x4xf32>
    %248 = stablehlo.subtract %244, %247 : tensor<2x1x2x4xf32>
    %249 = stablehlo.broadcast_in_dim %239, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %251 = stablehlo.multiply %240, %250 : tensor<2x1x2x4xf32>
    %252 = stablehlo.broadcast_in_dim %237, dims = [1, 2, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x1x2x4xf32>
    %254 = stablehlo.multiply %241, %253 : tensor<2x1x2x4xf32>
    %255 = stablehlo.add %251, %254 : tensor<2x1x2x4xf32>
    %256 = stablehlo.concatenate %248, %255, dim = 3 : (tensor<2x1x2x4xf32>, tensor<2x1x2x4xf32>) -> tensor<2x1x2x8xf32>
    %257 = stablehlo.dot_general %184, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x16xf32>) -> tensor<2x1x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x1x16xf32>) -> tensor<2x1x2x8xf32>
    %259 = stablehlo.slice %arg21 [1:2, 0:2, 0:16, 0:2, 0:8] : (tensor<2x2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x2x16x2x8xf32>) -> tensor<2x16x2x8xf32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %261 = stablehlo.compare LT, %c_60, %c_61, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %c_63 = stablehlo.constant dense<2> : tensor<i32>
    %262 = stablehlo.add %c_62, %c_63 : tensor<i32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %263 = stablehlo.select %261, %262, %c_64 : tensor<i1>, tensor<i32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %264 = stablehlo.compare LT, %arg24, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_66 = stablehlo.constant dense<16> : tensor<i32>
    %265 = stablehlo.add %arg24, %c_66 : tensor<i32>
    %266 = stablehlo.select %264, %265, %arg24 : tensor<i1>, tensor<i32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %267 = stablehlo.compare LT, %c_67, %c_68, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %c_70 = stablehlo.constant dense<2> : tensor<i32>
    %268 = stablehlo.add %c_69, %c_70 : tensor<i32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %269 = stablehlo.select %267, %268, %c_71 : tensor<i1>, tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %270 = stablehlo.compare LT, %c_72, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %c_75 = stablehlo.constant dense<8> : tensor<i32>
    %271 = stablehlo.add %c_74, %c_75 : tensor<i32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %272 = stablehlo.select %270, %271, %c_76 : tensor<i1>, tensor<i32>
    %273 = stablehlo.dynamic_update_slice %260, %256, %263, %266, %269, %272 : (tensor<2x16x2x8xf32>, tensor<2x1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x2x8xf32>
    %274 = stablehlo.slice %arg22 [1:2, 0:2, 0:16, 0:2, 0:8] : (tensor<2x2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %275 = stablehlo.reshape %274 : (tensor<1x2x16x2x8xf32>) -> tensor<2x16x2x8xf32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %276 = stablehlo.compare LT, %c_77, %c_78, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %c_80 = stablehlo.constant dense<2> : tensor<i32>
    %277 = stablehlo.add %c_79, %c_80 : tensor<i32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %278 = stablehlo.select %276, %277, %c_81 : tensor<i1>, tensor<i32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %279 = stablehlo.compare LT, %arg24, %c_82, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_83 = stablehlo.constant dense<16> : tensor<i32>
    %280 = stablehlo.add %arg24, %c_83 : tensor<i32>
    %281 = stablehlo.select %279, %280, %arg24 : tensor<i1>, tensor<i32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %282 = stablehlo.compare LT, %c_84, %c_85, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %c_87 = stablehlo.constant dense<2> : tensor<i32>
    %283 = stablehlo.add %c_86, %c_87 : tensor<i32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %284 = stablehlo.select %282, %283, %c_88 : tensor<i1>, tensor<i32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %285 = stablehlo.compare LT, %c_89, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %c_92 = stablehlo.constant dense<8> : tensor<i32>
    %286 = stablehlo.add %c_91, %c_92 : tensor<i32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %287 = stablehlo.select %285, %286, %c_93 : tensor<i1>, tensor<i32>
    %288 = stablehlo.dynamic_update_slice %275, %258, %278, %281, %284, %287 : (tensor<2x16x2x8xf32>, tensor<2x1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x2x8xf32>
    %289 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 4] : (tensor<2x16x2x8xf32>) -> tensor<2x16x2x2x8xf32>
    %290 = stablehlo.reshape %289 : (tensor<2x16x2x2x8xf32>) -> tensor<2x16x4x8xf32>
    %291 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 4] : (tensor<2x16x2x8xf32>) -> tensor<2x16x2x2x8xf32>
    %292 = stablehlo.reshape %291 : (tensor<2x16x2x2x8xf32>) -> tensor<2x16x4x8xf32>
    %293 = stablehlo.dot_general %220, %290, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x1x4x8xf32>, tensor<2x16x4x8xf32>) -> tensor<2x4x1x16xf32>
    %cst_94 = stablehlo.constant dense<2.82842708> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x4x1x16xf32>
    %295 = stablehlo.divide %293, %294 : tensor<2x4x1x16xf32>
    %296 = stablehlo.iota dim = 0 : tensor<16xi32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [3] : (tensor<16xi32>) -> tensor<1x1x1x16xi32>
    %298 = stablehlo.broadcast_in_dim %arg24, dims = [] : (tensor<i32>) -> tensor<1x1x1x16xi32>
    %299 = stablehlo.compare LE, %297, %298, SIGNED : (tensor<1x1x1x16xi32>, tensor<1x1x1x16xi32>) -> tensor<1x1x1x16xi1>
    %cst_95 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %300 = call @_where(%299, %295, %cst_95) : (tensor<1x1x1x16xi1>, tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1x16xf32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_96) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x4x1xf32>
    %303 = stablehlo.maximum %302, %301 : tensor<2x4x1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<2x4x1x1xf32>) -> tensor<2x4x1x16xf32>
    %306 = stablehlo.subtract %300, %305 : tensor<2x4x1x16xf32>
    %307 = stablehlo.exponential %306 : tensor<2x4x1x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_98) applies stablehlo.add across dimensions = [3] : (tensor<2x4x1x16xf32>, tensor<f32>) -> tensor<2x4x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x4x1xf32>) -> tensor<2x4x1x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<2x4x1x1xf32>) -> tensor<2x4x1x16xf32>
    %311 = stablehlo.divide %307, %310 : tensor<2x4x1x16xf32>
    %312 = stablehlo.dot_general %292, %311, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x16x4x8xf32>, tensor<2x4x1x16xf32>) -> tensor<2x4x8x1xf32>
    %313 = stablehlo.transpose %312, dims = [0, 3, 1, 2] : (tensor<2x4x8x1xf32>) -> tensor<2x1x4x8xf32>
    %314 = stablehlo.reshape %313 : (tensor<2x1x4x8xf32>) -> tensor<2x1x32xf32>
    %315 = stablehlo.dot_general %314, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x32xf32>) -> tensor<2x1x32xf32>
    %316 = stablehlo.add %171, %315 : tensor<2x1x32xf32>
    %317 = stablehlo.multiply %316, %316 : tensor<2x1x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %cst_100 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %321 = stablehlo.divide %319, %320 : tensor<2x1x1xf32>
    %cst_101 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %323 = stablehlo.add %321, %322 : tensor<2x1x1xf32>
    %324 = stablehlo.rsqrt %323 : tensor<2x1x1xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x32xf32>
    %326 = stablehlo.multiply %316, %325 : tensor<2x1x32xf32>
    %327 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
    %329 = stablehlo.multiply %326, %328 : tensor<2x1x32xf32>
    %330 = stablehlo.dot_general %329, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x64xf32>) -> tensor<2x1x64xf32>
    %331 = call @silu(%330) : (tensor<2x1x64xf32>) -> tensor<2x1x64xf32>
    %332 = stablehlo.dot_general %329, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x32xf32>, tensor<32x64xf32>) -> tensor<2x1x64xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<2x1x64xf32>
    %334 = stablehlo.dot_general %333, %arg14, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x1x64xf32>, tensor<64x32xf32>) -> tensor<2x1x32xf32>
    %335 = stablehlo.add %316, %334 : tensor<2x1x32xf32>
    %336 = stablehlo.multiply %335, %335 : tensor<2x1x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1x1xf32>
    %cst_103 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %340 = stablehlo.divide %338, %339 : tensor<2x1x1xf32>
    %cst_104 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %342 = stablehlo.add %340, %341 : tensor<2x1x1xf32>
    %343 = stablehlo.rsqrt %342 : tensor<2x1x1xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x1x32xf32>
    %345 = stablehlo.multiply %335, %344 : tensor<2x1x32xf32>
    %346 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x1x32xf32>
    %348 = stablehlo.multiply %345, %347 : tensor<2x1x32xf32>
    %349 = stablehlo.reshape %348 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %350 = stablehlo.dot_general %349, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
    %351 = stablehlo.broadcast_in_dim %109, dims = [1, 2, 3, 4] : (tensor<2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %352 = stablehlo.broadcast_in_dim %273, dims = [1, 2, 3, 4] : (tensor<2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %353 = stablehlo.concatenate %351, %352, dim = 0 : (tensor<1x2x16x2x8xf32>, tensor<1x2x16x2x8xf32>) -> tensor<2x2x16x2x8xf32>
    %354 = stablehlo.broadcast_in_dim %124, dims = [1, 2, 3, 4] : (tensor<2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %355 = stablehlo.broadcast_in_dim %288, dims = [1, 2, 3, 4] : (tensor<2x16x2x8xf32>) -> tensor<1x2x16x2x8xf32>
    %356 = stablehlo.concatenate %354, %355, dim = 0 : (tensor<1x2x16x2x8xf32>, tensor<1x2x16x2x8xf32>) -> tensor<2x2x16x2x8xf32>
    %357 = call @argmax(%350) : (tensor<2x64xf32>) -> tensor<2xi32>
    return %350, %353, %356, %357 : tensor<2x64xf32>, tensor<2x2x16x2x8xf32>, tensor<2x2x16x2x8xf32>, tensor<2xi32>
  }
  func.func private @_where(%arg0: tensor<1x1x1x16xi1>, %arg1: tensor<2x4x1x16xf32>, %arg2: tensor<f32>) -> tensor<2x4x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xi1>) -> tensor<2x4x1x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x4x1x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<2x4x1x16xi1>, tensor<2x4x1x16xf32>
    return %2 : tensor<2x4x1x16xf32>
  }
  func.func private @silu(%arg0: tensor<2x1x64xf32>) -> tensor<2x1x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x1x64xf32>
    %1 = stablehlo.exponential %0 : tensor<2x1x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x1x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x1x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x1x64xf32>
    return %6 : tensor<2x1x64xf32>
  }
  func.func private @argmax(%arg0: tensor<2x64xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x64xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x64xf32>, tensor<2x64xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
}
