module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<32x16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<24xf32>, %arg5: tensor<16x24xf32>, %arg6: tensor<24x16xf32>, %arg7: tensor<16x16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<2x8xf32>, %arg15: tensor<16x2x8xf32>, %arg16: tensor<16xf32>, %arg17: tensor<2x8x16xf32>, %arg18: tensor<2x8xf32>, %arg19: tensor<16x2x8xf32>, %arg20: tensor<2x8xf32>, %arg21: tensor<16x2x8xf32>, %arg22: tensor<3x3xi32>, %arg23: tensor<2xui32>) -> (tensor<3x9xi32> {jax.result_info = "result[0]"}, tensor<i32> {jax.result_info = "result[1]"}, tensor<3xi1> {jax.result_info = "result[2]"}, tensor<3xf32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x9xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %0, %arg22, %c_0, %c_1 : (tensor<3x9xi32>, tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x9xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %4:27 = stablehlo.while(%iterArg = %arg6, %iterArg_4 = %arg7, %iterArg_5 = %arg9, %iterArg_6 = %arg8, %iterArg_7 = %arg19, %iterArg_8 = %arg18, %iterArg_9 = %arg15, %iterArg_10 = %arg14, %iterArg_11 = %arg21, %iterArg_12 = %arg20, %iterArg_13 = %arg17, %iterArg_14 = %arg16, %iterArg_15 = %arg11, %iterArg_16 = %arg10, %iterArg_17 = %arg3, %iterArg_18 = %arg2, %iterArg_19 = %arg1, %iterArg_20 = %arg0, %iterArg_21 = %arg13, %iterArg_22 = %arg12, %iterArg_23 = %arg5, %iterArg_24 = %arg4, %iterArg_25 = %arg23, %iterArg_26 = %c_3, %iterArg_27 = %1, %iterArg_28 = %2, %iterArg_29 = %3) : tensor<24x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x24xf32>, tensor<24xf32>, tensor<2xui32>, tensor<i32>, tensor<3x9xi32>, tensor<3xi1>, tensor<3xf32>
    cond {
      %c_30 = stablehlo.constant dense<6> : tensor<i32>
      %5 = stablehlo.compare LT, %iterArg_26, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_31 = stablehlo.constant dense<true> : tensor<i1>
      %6 = stablehlo.reduce(%iterArg_28 init: %c_31) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      %7 = stablehlo.not %6 : tensor<i1>
      %8 = stablehlo.and %5, %7 : tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %5 = func.call @_take(%iterArg, %iterArg_27) : (tensor<24x16xf32>, tensor<3x9xi32>) -> tensor<3x9x16xf32>
      %6 = stablehlo.iota dim = 0 : tensor<9xi32>
      %7 = func.call @_take_0(%iterArg_4, %6) : (tensor<16x16xf32>, tensor<9xi32>) -> tensor<9x16xf32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<9x16xf32>) -> tensor<1x9x16xf32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x9x16xf32>) -> tensor<3x9x16xf32>
      %10 = stablehlo.add %5, %9 : tensor<3x9x16xf32>
      %11 = stablehlo.iota dim = 0 : tensor<9xi32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<9xi32>) -> tensor<3x9xi32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x9xi32>) -> tensor<3x9x1xi32>
      %14 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<3x9xi32>) -> tensor<3x1x9xi32>
      %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<3x9x1xi32>) -> tensor<3x9x9xi32>
      %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<3x1x9xi32>) -> tensor<3x9x9xi32>
      %17 = stablehlo.compare GE, %15, %16, SIGNED : (tensor<3x9x9xi32>, tensor<3x9x9xi32>) -> tensor<3x9x9xi1>
      %18 = stablehlo.broadcast_in_dim %17, dims = [0, 2, 3] : (tensor<3x9x9xi1>) -> tensor<3x1x9x9xi1>
      %19 = stablehlo.convert %18 : (tensor<3x1x9x9xi1>) -> tensor<3x1x9x9xf32>
      %20 = chlo.square %10 : tensor<3x9x16xf32> -> tensor<3x9x16xf32>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.reduce(%10 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<3x9x16xf32>, tensor<f32>) -> tensor<3x9xf32>
      %cst_31 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %22 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %23 = stablehlo.divide %21, %22 : tensor<3x9xf32>
      %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.reduce(%20 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<3x9x16xf32>, tensor<f32>) -> tensor<3x9xf32>
      %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %25 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %26 = stablehlo.divide %24, %25 : tensor<3x9xf32>
      %27 = chlo.square %23 : tensor<3x9xf32> -> tensor<3x9xf32>
      %28 = stablehlo.subtract %26, %27 : tensor<3x9xf32>
      %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %30 = stablehlo.maximum %29, %28 : tensor<3x9xf32>
      %31 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
      %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
      %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x16xf32>
      %34 = stablehlo.subtract %10, %33 : tensor<3x9x16xf32>
      %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x9x1xf32>
      %36 = stablehlo.add %32, %35 : tensor<3x9x1xf32>
      %37 = stablehlo.rsqrt %36 : tensor<3x9x1xf32>
      %38 = stablehlo.reshape %iterArg_5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x16xf32>
      %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %41 = stablehlo.multiply %39, %40 : tensor<3x9x16xf32>
      %42 = stablehlo.multiply %34, %41 : tensor<3x9x16xf32>
      %43 = stablehlo.reshape %iterArg_6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %45 = stablehlo.add %42, %44 : tensor<3x9x16xf32>
      %46 = stablehlo.dot_general %45, %iterArg_7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x16xf32>, tensor<16x2x8xf32>) -> tensor<3x9x2x8xf32>
      %47 = stablehlo.reshape %iterArg_8 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x9x2x8xf32>
      %49 = stablehlo.add %46, %48 : tensor<3x9x2x8xf32>
      %50 = stablehlo.dot_general %45, %iterArg_9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x16xf32>, tensor<16x2x8xf32>) -> tensor<3x9x2x8xf32>
      %51 = stablehlo.reshape %iterArg_10 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x9x2x8xf32>
      %53 = stablehlo.add %50, %52 : tensor<3x9x2x8xf32>
      %54 = stablehlo.dot_general %45, %iterArg_11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x16xf32>, tensor<16x2x8xf32>) -> tensor<3x9x2x8xf32>
      %55 = stablehlo.reshape %iterArg_12 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
      %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<3x9x2x8xf32>
      %57 = stablehlo.add %54, %56 : tensor<3x9x2x8xf32>
      %cst_36 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %58 = stablehlo.sqrt %cst_36 : tensor<f32>
      %59 = stablehlo.convert %58 : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<3x9x2x8xf32>
      %61 = stablehlo.divide %49, %60 : tensor<3x9x2x8xf32>
      %62 = stablehlo.dot_general %61, %53, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x9x2x8xf32>, tensor<3x9x2x8xf32>) -> tensor<3x2x9x9xf32>
      %cst_37 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %63 = func.call @_where_2(%19, %62, %cst_37) : (tensor<3x1x9x9xf32>, tensor<3x2x9x9xf32>, tensor<f32>) -> tensor<3x2x9x9xf32>
      %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %64 = stablehlo.reduce(%63 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<3x2x9x9xf32>, tensor<f32>) -> tensor<3x2x9xf32>
      %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %65 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x2x9xf32>
      %66 = stablehlo.maximum %65, %64 : tensor<3x2x9xf32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<3x2x9xf32>) -> tensor<3x2x9x1xf32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<3x2x9x1xf32>) -> tensor<3x2x9x9xf32>
      %69 = stablehlo.subtract %63, %68 : tensor<3x2x9x9xf32>
      %70 = stablehlo.exponential %69 : tensor<3x2x9x9xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %71 = stablehlo.reduce(%70 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<3x2x9x9xf32>, tensor<f32>) -> tensor<3x2x9xf32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<3x2x9xf32>) -> tensor<3x2x9x1xf32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<3x2x9x1xf32>) -> tensor<3x2x9x9xf32>
      %74 = stablehlo.divide %70, %73 : tensor<3x2x9x9xf32>
      %75 = stablehlo.dot_general %57, %74, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<3x9x2x8xf32>, tensor<3x2x9x9xf32>) -> tensor<3x2x8x9xf32>
      %76 = stablehlo.transpose %75, dims = [0, 3, 1, 2] : (tensor<3x2x8x9xf32>) -> tensor<3x9x2x8xf32>
      %77 = stablehlo.dot_general %76, %iterArg_13, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<3x9x2x8xf32>, tensor<2x8x16xf32>) -> tensor<3x9x16xf32>
      %78 = stablehlo.reshape %iterArg_14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %80 = stablehlo.add %77, %79 : tensor<3x9x16xf32>
      %81 = stablehlo.add %10, %80 : tensor<3x9x16xf32>
      %82 = chlo.square %81 : tensor<3x9x16xf32> -> tensor<3x9x16xf32>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %83 = stablehlo.reduce(%81 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<3x9x16xf32>, tensor<f32>) -> tensor<3x9xf32>
      %cst_42 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %84 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %85 = stablehlo.divide %83, %84 : tensor<3x9xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %86 = stablehlo.reduce(%82 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<3x9x16xf32>, tensor<f32>) -> tensor<3x9xf32>
      %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %87 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %88 = stablehlo.divide %86, %87 : tensor<3x9xf32>
      %89 = chlo.square %85 : tensor<3x9xf32> -> tensor<3x9xf32>
      %90 = stablehlo.subtract %88, %89 : tensor<3x9xf32>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %92 = stablehlo.maximum %91, %90 : tensor<3x9xf32>
      %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
      %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
      %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x16xf32>
      %96 = stablehlo.subtract %81, %95 : tensor<3x9x16xf32>
      %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x9x1xf32>
      %98 = stablehlo.add %94, %97 : tensor<3x9x1xf32>
      %99 = stablehlo.rsqrt %98 : tensor<3x9x1xf32>
      %100 = stablehlo.reshape %iterArg_15 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x16xf32>
      %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %103 = stablehlo.multiply %101, %102 : tensor<3x9x16xf32>
      %104 = stablehlo.multiply %96, %103 : tensor<3x9x16xf32>
      %105 = stablehlo.reshape %iterArg_16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %107 = stablehlo.add %104, %106 : tensor<3x9x16xf32>
      %108 = stablehlo.dot_general %107, %iterArg_17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x16xf32>, tensor<16x32xf32>) -> tensor<3x9x32xf32>
      %109 = stablehlo.reshape %iterArg_18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
      %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<3x9x32xf32>
      %111 = stablehlo.add %108, %110 : tensor<3x9x32xf32>
      %112 = stablehlo.multiply %111, %111 : tensor<3x9x32xf32>
      %113 = stablehlo.multiply %112, %111 : tensor<3x9x32xf32>
      %cst_47 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %114 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x9x32xf32>
      %115 = stablehlo.multiply %114, %113 : tensor<3x9x32xf32>
      %116 = stablehlo.add %111, %115 : tensor<3x9x32xf32>
      %cst_48 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %117 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x9x32xf32>
      %118 = stablehlo.multiply %117, %116 : tensor<3x9x32xf32>
      %119 = stablehlo.tanh %118 : tensor<3x9x32xf32>
      %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x9x32xf32>
      %121 = stablehlo.add %120, %119 : tensor<3x9x32xf32>
      %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %122 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x9x32xf32>
      %123 = stablehlo.multiply %122, %121 : tensor<3x9x32xf32>
      %124 = stablehlo.multiply %111, %123 : tensor<3x9x32xf32>
      %125 = stablehlo.dot_general %124, %iterArg_19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x32xf32>, tensor<32x16xf32>) -> tensor<3x9x16xf32>
      %126 = stablehlo.reshape %iterArg_20 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %128 = stablehlo.add %125, %127 : tensor<3x9x16xf32>
      %129 = stablehlo.add %81, %128 : tensor<3x9x16xf32>
      %130 = chlo.square %129 : tensor<3x9x16xf32> -> tensor<3x9x16xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %131 = stablehlo.reduce(%129 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<3x9x16xf32>, tensor<f32>) -> tensor<3x9xf32>
      %cst_52 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %132 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %133 = stablehlo.divide %131, %132 : tensor<3x9xf32>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %134 = stablehlo.reduce(%130 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<3x9x16xf32>, tensor<f32>) -> tensor<3x9xf32>
      %cst_54 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %135 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %136 = stablehlo.divide %134, %135 : tensor<3x9xf32>
      %137 = chlo.square %133 : tensor<3x9xf32> -> tensor<3x9xf32>
      %138 = stablehlo.subtract %136, %137 : tensor<3x9xf32>
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %139 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
      %140 = stablehlo.maximum %139, %138 : tensor<3x9xf32>
      %141 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
      %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x16xf32>
      %144 = stablehlo.subtract %129, %143 : tensor<3x9x16xf32>
      %cst_56 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %145 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x9x1xf32>
      %146 = stablehlo.add %142, %145 : tensor<3x9x1xf32>
      %147 = stablehlo.rsqrt %146 : tensor<3x9x1xf32>
      %148 = stablehlo.reshape %iterArg_21 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x16xf32>
      %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %151 = stablehlo.multiply %149, %150 : tensor<3x9x16xf32>
      %152 = stablehlo.multiply %144, %151 : tensor<3x9x16xf32>
      %153 = stablehlo.reshape %iterArg_22 : (tensor<16xf32>) -> tensor<1x1x16xf32>
      %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
      %155 = stablehlo.add %152, %154 : tensor<3x9x16xf32>
      %156 = stablehlo.dot_general %155, %iterArg_23, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x16xf32>, tensor<16x24xf32>) -> tensor<3x9x24xf32>
      %157 = stablehlo.reshape %iterArg_24 : (tensor<24xf32>) -> tensor<1x1x24xf32>
      %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x24xf32>) -> tensor<3x9x24xf32>
      %159 = stablehlo.add %156, %158 : tensor<3x9x24xf32>
      %c_57 = stablehlo.constant dense<2> : tensor<i32>
      %160 = stablehlo.add %c_57, %iterArg_26 : tensor<i32>
      %161 = func.call @dynamic_index_in_dim(%159, %160) : (tensor<3x9x24xf32>, tensor<i32>) -> tensor<3x24xf32>
      %cst_58 = stablehlo.constant dense<8.000000e-01> : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x24xf32>
      %163 = stablehlo.divide %161, %162 : tensor<3x24xf32>
      %values, %indices = chlo.top_k(%163, k = 8) : tensor<3x24xf32> -> (tensor<3x8xf32>, tensor<3x8xi32>)
      %164 = stablehlo.slice %values [0:3, 7:8] : (tensor<3x8xf32>) -> tensor<3x1xf32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x24xf32>
      %166 = stablehlo.compare LT, %163, %165, FLOAT : (tensor<3x24xf32>, tensor<3x24xf32>) -> tensor<3x24xi1>
      %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %167 = func.call @_where_3(%166, %cst_59, %163) : (tensor<3x24xi1>, tensor<f32>, tensor<3x24xf32>) -> tensor<3x24xf32>
      %168 = stablehlo.negate %167 : tensor<3x24xf32>
      %169 = func.call @argsort(%168) : (tensor<3x24xf32>) -> tensor<3x24xi32>
      %170 = func.call @take_along_axis(%167, %169) : (tensor<3x24xf32>, tensor<3x24xi32>) -> tensor<3x24xf32>
      %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %171 = stablehlo.reduce(%170 init: %cst_60) applies stablehlo.maximum across dimensions = [1] : (tensor<3x24xf32>, tensor<f32>) -> tensor<3xf32>
      %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %172 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %173 = stablehlo.maximum %172, %171 : tensor<3xf32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x24xf32>
      %176 = stablehlo.subtract %170, %175 : tensor<3x24xf32>
      %177 = stablehlo.exponential %176 : tensor<3x24xf32>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %178 = stablehlo.reduce(%177 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<3x24xf32>, tensor<f32>) -> tensor<3xf32>
      %179 = stablehlo.broadcast_in_dim %178, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x24xf32>
      %181 = stablehlo.divide %177, %180 : tensor<3x24xf32>
      %182 = func.call @cumsum(%181) : (tensor<3x24xf32>) -> tensor<3x24xf32>
      %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %183 = stablehlo.reduce(%170 init: %cst_63) applies stablehlo.maximum across dimensions = [1] : (tensor<3x24xf32>, tensor<f32>) -> tensor<3xf32>
      %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %184 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %185 = stablehlo.maximum %184, %183 : tensor<3xf32>
      %186 = stablehlo.broadcast_in_dim %185, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x24xf32>
      %188 = stablehlo.subtract %170, %187 : tensor<3x24xf32>
      %189 = stablehlo.exponential %188 : tensor<3x24xf32>
      %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %190 = stablehlo.reduce(%189 init: %cst_65) applies stablehlo.add across dimensions = [1] : (tensor<3x24xf32>, tensor<f32>) -> tensor<3xf32>
      %191 = stablehlo.broadcast_in_dim %190, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
      %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x24xf32>
      %193 = stablehlo.divide %189, %192 : tensor<3x24xf32>
      %194 = stablehlo.subtract %182, %193 : tensor<3x24xf32>
      %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %195 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x24xf32>
      %196 = stablehlo.compare GT, %194, %195, FLOAT : (tensor<3x24xf32>, tensor<3x24xf32>) -> tensor<3x24xi1>
      %c_67 = stablehlo.constant dense<false> : tensor<i1>
      %197 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i1>) -> tensor<3x24xi1>
      %198 = stablehlo.iota dim = 0 : tensor<3xi32>
      %199 = stablehlo.broadcast_in_dim %198, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %c_68 = stablehlo.constant dense<0> : tensor<i32>
      %200 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
      %201 = stablehlo.compare LT, %199, %200, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
      %c_69 = stablehlo.constant dense<3> : tensor<i32>
      %202 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
      %203 = stablehlo.add %199, %202 : tensor<3x1xi32>
      %204 = stablehlo.select %201, %203, %199 : tensor<3x1xi1>, tensor<3x1xi32>
      %c_70 = stablehlo.constant dense<0> : tensor<i32>
      %205 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<3x24xi32>
      %206 = stablehlo.compare LT, %169, %205, SIGNED : (tensor<3x24xi32>, tensor<3x24xi32>) -> tensor<3x24xi1>
      %c_71 = stablehlo.constant dense<24> : tensor<i32>
      %207 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i32>) -> tensor<3x24xi32>
      %208 = stablehlo.add %169, %207 : tensor<3x24xi32>
      %209 = stablehlo.select %206, %208, %169 : tensor<3x24xi1>, tensor<3x24xi32>
      %210 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x24xi32>
      %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<3x24xi32>) -> tensor<3x24x1xi32>
      %212 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<3x24xi32>) -> tensor<3x24x1xi32>
      %213 = stablehlo.concatenate %211, %212, dim = 2 : (tensor<3x24x1xi32>, tensor<3x24x1xi32>) -> tensor<3x24x2xi32>
      %214 = "stablehlo.scatter"(%197, %213, %196) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
      ^bb0(%arg24: tensor<i1>, %arg25: tensor<i1>):
        stablehlo.return %arg25 : tensor<i1>
      }) : (tensor<3x24xi1>, tensor<3x24x2xi32>, tensor<3x24xi1>) -> tensor<3x24xi1>
      %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %215 = func.call @_where_3(%214, %cst_72, %167) : (tensor<3x24xi1>, tensor<f32>, tensor<3x24xf32>) -> tensor<3x24xf32>
      %216 = stablehlo.convert %iterArg_26 : (tensor<i32>) -> tensor<ui32>
      %217 = func.call @_threefry_fold_in(%iterArg_25, %216) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
      %218 = func.call @_gumbel(%217) : (tensor<2xui32>) -> tensor<3x24xf32>
      %219 = stablehlo.add %218, %215 : tensor<3x24xf32>
      %220 = func.call @argmax(%219) : (tensor<3x24xf32>) -> tensor<3xi32>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %221 = func.call @_where_7(%iterArg_28, %c_73, %220) : (tensor<3xi1>, tensor<i32>, tensor<3xi32>) -> tensor<3xi32>
      %222 = func.call @log_softmax(%215) : (tensor<3x24xf32>) -> tensor<3x24xf32>
      %223 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %224 = func.call @take_along_axis_8(%222, %223) : (tensor<3x24xf32>, tensor<3x1xi32>) -> tensor<3x1xf32>
      %225 = stablehlo.reshape %224 : (tensor<3x1xf32>) -> tensor<3xf32>
      %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %226 = func.call @_where_9(%iterArg_28, %cst_74, %225) : (tensor<3xi1>, tensor<f32>, tensor<3xf32>) -> tensor<3xf32>
      %227 = stablehlo.add %iterArg_29, %226 : tensor<3xf32>
      %228 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %c_75 = stablehlo.constant dense<3> : tensor<i32>
      %229 = stablehlo.add %c_75, %iterArg_26 : tensor<i32>
      %c_76 = stablehlo.constant dense<0> : tensor<i32>
      %c_77 = stablehlo.constant dense<0> : tensor<i32>
      %230 = stablehlo.compare LT, %c_76, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_78 = stablehlo.constant dense<0> : tensor<i32>
      %c_79 = stablehlo.constant dense<3> : tensor<i32>
      %231 = stablehlo.add %c_78, %c_79 : tensor<i32>
      %c_80 = stablehlo.constant dense<0> : tensor<i32>
      %232 = stablehlo.select %230, %231, %c_80 : tensor<i1>, tensor<i32>
      %c_81 = stablehlo.constant dense<0> : tensor<i32>
      %233 = stablehlo.compare LT, %229, %c_81, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_82 = stablehlo.constant dense<9> : tensor<i32>
      %234 = stablehlo.add %229, %c_82 : tensor<i32>
      %235 = stablehlo.select %233, %234, %229 : tensor<i1>, tensor<i32>
      %236 = stablehlo.dynamic_update_slice %iterArg_27, %228, %232, %235 : (tensor<3x9xi32>, tensor<3x1xi32>, tensor<i32>, tensor<i32>) -> tensor<3x9xi32>
      %c_83 = stablehlo.constant dense<1> : tensor<i32>
      %237 = stablehlo.add %iterArg_26, %c_83 : tensor<i32>
      %c_84 = stablehlo.constant dense<5> : tensor<i32>
      %238 = stablehlo.broadcast_in_dim %c_84, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %239 = stablehlo.compare EQ, %221, %238, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %240 = stablehlo.or %iterArg_28, %239 : tensor<3xi1>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %237, %236, %240, %227 : tensor<24x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x24xf32>, tensor<24xf32>, tensor<2xui32>, tensor<i32>, tensor<3x9xi32>, tensor<3xi1>, tensor<3xf32>
    }
    return %4#24, %4#23, %4#25, %4#26 : tensor<3x9xi32>, tensor<i32>, tensor<3xi1>, tensor<3xf32>
  }
  func.func private @_take(%arg0: tensor<24x16xf32>, %arg1: tensor<3x9xi32>) -> tensor<3x9x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x9xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x9xi32>, tensor<3x9xi32>) -> tensor<3x9xi1>
    %c_0 = stablehlo.constant dense<24> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x9xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x9xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<3x9xi1>, tensor<3x9xi32>, tensor<3x9xi32>) -> tensor<3x9xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<3x9xi32>) -> tensor<3x9x1xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x9x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x9x1xi32>, tensor<3x9x1xi32>) -> tensor<3x9x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x9x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x9x1xi32>, tensor<3x9x1xi32>) -> tensor<3x9x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x9x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x9x1xi1>, tensor<i1>) -> tensor<3x9xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<24x16xf32>, tensor<3x9x1xi32>) -> tensor<3x9x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<3x9xi1>) -> tensor<3x9x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x9x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x9x16xi1>, tensor<3x9x16xf32>
    return %16 : tensor<3x9x16xf32>
  }
  func.func private @_where(%arg0: tensor<3x9xi1>, %arg1: tensor<3x9xi32>, %arg2: tensor<3x9xi32>) -> tensor<3x9xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<3x9xi1>, tensor<3x9xi32>
    return %0 : tensor<3x9xi32>
  }
  func.func private @_take_0(%arg0: tensor<16x16xf32>, %arg1: tensor<9xi32>) -> tensor<9x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<9xi32>, tensor<9xi32>) -> tensor<9xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<9xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<9xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<9xi1>, tensor<9xi32>, tensor<9xi32>) -> tensor<9xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<9xi32>) -> tensor<9x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<9x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<9x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<9x1xi32>, tensor<9x1xi32>) -> tensor<9x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<9x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<9x1xi1>, tensor<i1>) -> tensor<9xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<16x16xf32>, tensor<9x1xi32>) -> tensor<9x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<9xi1>) -> tensor<9x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<9x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<9x16xi1>, tensor<9x16xf32>
    return %16 : tensor<9x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<9xi1>, %arg1: tensor<9xi32>, %arg2: tensor<9xi32>) -> tensor<9xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<9xi1>, tensor<9xi32>
    return %0 : tensor<9xi32>
  }
  func.func private @_where_2(%arg0: tensor<3x1x9x9xf32>, %arg1: tensor<3x2x9x9xf32>, %arg2: tensor<f32>) -> tensor<3x2x9x9xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1x9x9xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<3x1x9x9xf32>, tensor<3x1x9x9xf32>) -> tensor<3x1x9x9xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<3x1x9x9xi1>) -> tensor<3x2x9x9xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x2x9x9xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<3x2x9x9xi1>, tensor<3x2x9x9xf32>
    return %4 : tensor<3x2x9x9xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x9x24xf32>, %arg1: tensor<i32>) -> tensor<3x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg0, %c_1, %2, %c_2, sizes = [3, 1, 24] : (tensor<3x9x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x1x24xf32>
    %4 = stablehlo.reshape %3 : (tensor<3x1x24xf32>) -> tensor<3x24xf32>
    return %4 : tensor<3x24xf32>
  }
  func.func private @_where_3(%arg0: tensor<3x24xi1>, %arg1: tensor<f32>, %arg2: tensor<3x24xf32>) -> tensor<3x24xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x24xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x24xi1>, tensor<3x24xf32>
    return %2 : tensor<3x24xf32>
  }
  func.func private @argsort(%arg0: tensor<3x24xf32>) -> tensor<3x24xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x24xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<3x24xf32>, tensor<3x24xi32>) -> (tensor<3x24xf32>, tensor<3x24xi32>)
    return %1#1 : tensor<3x24xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x24xf32>, %arg1: tensor<3x24xi32>) -> tensor<3x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x24xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x24xi32>, tensor<3x24xi32>) -> tensor<3x24xi1>
    %c_0 = stablehlo.constant dense<24> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x24xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x24xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x24xi1>, tensor<3x24xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x24xi32>) -> tensor<3x24x1xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x24x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x24x1xi32>, tensor<3x24x1xi32>) -> tensor<3x24x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x24x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x24x1xi32>, tensor<3x24x1xi32>) -> tensor<3x24x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x24x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x24x1xi1>, tensor<i1>) -> tensor<3x24xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x24xf32>, tensor<3x24x1xi32>) -> tensor<3x24xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x24xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x24xi1>, tensor<3x24xf32>
    return %15 : tensor<3x24xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x24xf32>) -> tensor<3x24xf32> {
    %0 = call @cumsum_4(%arg0) : (tensor<3x24xf32>) -> tensor<3x24xf32>
    return %0 : tensor<3x24xf32>
  }
  func.func private @cumsum_4(%arg0: tensor<3x24xf32>) -> tensor<3x24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [23, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 24>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x24xf32>, tensor<f32>) -> tensor<3x24xf32>
    return %1 : tensor<3x24xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<3x24xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x24xf32>
    %1 = stablehlo.log %0 : tensor<3x24xf32>
    %2 = stablehlo.negate %1 : tensor<3x24xf32>
    %3 = stablehlo.log %2 : tensor<3x24xf32>
    %4 = stablehlo.negate %3 : tensor<3x24xf32>
    return %4 : tensor<3x24xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x24xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<3x24xui64>
    %8 = stablehlo.iota dim = 1 : tensor<3x24xui64>
    %c = stablehlo.constant dense<24> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x24xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<3x24xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x24xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<3x24xui64>
    %13 = stablehlo.add %10, %12 : tensor<3x24xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x24xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<3x24xui64>
    %16 = stablehlo.convert %13 : (tensor<3x24xui64>) -> tensor<3x24xui32>
    %17 = stablehlo.convert %15 : (tensor<3x24xui64>) -> tensor<3x24xui32>
    %18:2 = call @threefry2x32_5(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<3x24xui32>, tensor<3x24xui32>) -> (tensor<3x24xui32>, tensor<3x24xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<3x24xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<3x24xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %23 = stablehlo.or %21, %22 : tensor<3x24xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<3x24xui32>) -> tensor<3x24xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x24xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<3x24xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x24xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<3x24xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x24xf32>
    %31 = stablehlo.add %29, %30 : tensor<3x24xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<3x24xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<3x24xf32>
    return %33 : tensor<3x24xf32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x24xui32>, %arg3: tensor<3x24xui32>) -> (tensor<3x24xui32>, tensor<3x24xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x24xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x24xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x24xui32>, tensor<3x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x24xui32>, tensor<3x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x24xui32>, tensor<3x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x24xui32>, tensor<3x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x24xui32>, tensor<3x24xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<3x24xui32>, %arg2: tensor<3x24xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x24xui32>, tensor<3x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x24xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x24xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x24xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x24xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x24xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x24xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x24xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x24xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x24xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x24xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x24xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x24xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x24xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x24xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x24xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x24xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x24xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x24xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x24xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x24xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x24xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x24xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x24xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x24xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x24xui32>, tensor<3x24xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<3x24xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x24xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x24xf32>, tensor<3x24xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
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
    return %1#1 : tensor<3xi32>
  }
  func.func private @_where_7(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xi32>
    return %2 : tensor<3xi32>
  }
  func.func private @log_softmax(%arg0: tensor<3x24xf32>) -> tensor<3x24xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<3x24xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x24xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<3x24xf32>
    %6 = stablehlo.exponential %5 : tensor<3x24xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<3x24xf32>, tensor<f32>) -> tensor<3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.log %8 : tensor<3x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x24xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<3x24xf32>
    return %11 : tensor<3x24xf32>
  }
  func.func private @take_along_axis_8(%arg0: tensor<3x24xf32>, %arg1: tensor<3x1xi32>) -> tensor<3x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<24> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
    %c_1 = stablehlo.constant dense<23> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x1x1xi1>, tensor<i1>) -> tensor<3x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x24xf32>, tensor<3x1x1xi32>) -> tensor<3x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x1xi1>, tensor<3x1xf32>
    return %15 : tensor<3x1xf32>
  }
  func.func private @_where_9(%arg0: tensor<3xi1>, %arg1: tensor<f32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3xi1>, tensor<3xf32>
    return %2 : tensor<3xf32>
  }
}
