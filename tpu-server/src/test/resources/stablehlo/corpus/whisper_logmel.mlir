module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x10x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x16xf32>, %arg6: tensor<32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<2x8xf32>, %arg15: tensor<16x2x8xf32>, %arg16: tensor<16xf32>, %arg17: tensor<2x8x16xf32>, %arg18: tensor<2x8xf32>, %arg19: tensor<16x2x8xf32>, %arg20: tensor<2x8xf32>, %arg21: tensor<16x2x8xf32>, %arg22: tensor<2x160xf32>) -> (tensor<2x10x10xf32> {jax.result_info = "result[0]"}, tensor<2x5x16xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<"0x0000000000000000000000000000000000000000000000000000000000000000000000000000000097E17E3F0000000000000000000000000000000000000000000000000000000000000000000000007FCB993D90C66C3F0000000000000000000000000000000000000000000000000000000000000000000000006D26503E65F64B3F0000000000000000000000000000000000000000000000000000000000000000000000002604C33EED7D1E3F00000000000000000000000000000000000000000000000000000000000000000000000064CB193F3869CC3E000000000000000000000000000000000000000000000000000000000000000000000000B43E5B3F3005133E00000000000000000000000000000000000000000000000000000000000000001BF61B3E7902593F0000000000000000000000000000000000000000000000000000000000000000000000004462F83EDECE033F000000000000000000000000000000000000000000000000000000000000000000000000D9F2563F9B34243E00000000000000000000000000000000000000000000000000000000000000002613683E36FB453F000000000000000000000000000000000000000000000000000000000000000000000000BAB5233F8D94B83E00000000000000000000000000000000000000000000000000000000000000003B478A3D19B76E3F0000000000000000000000000000000000000000000000000000000000000000000000001B81073FCBFDF03E000000000000000000000000000000000000000000000000000000000000000000000000AFF47E3F000000000000000000000000000000000000000000000000000000000000000000000000AFF4FE3E00000000000000000000000000000000000000000000000000000000000000000000000000000000"> : tensor<17x10xf32>
    %0 = call @_pad(%arg22) : (tensor<2x160xf32>) -> tensor<2x192xf32>
    %1 = stablehlo.iota dim = 0 : tensor<11xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<11xi32>) -> tensor<11x1xi32>
    %c = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<11x1xi32>
    %4 = stablehlo.multiply %2, %3 : tensor<11x1xi32>
    %5 = stablehlo.iota dim = 0 : tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<11x1xi32>) -> tensor<11x32xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<11x32xi32>
    %9 = stablehlo.add %7, %8 : tensor<11x32xi32>
    %10 = stablehlo.iota dim = 0 : tensor<32xi32>
    %11 = stablehlo.convert %10 : (tensor<32xi32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %15 = stablehlo.divide %13, %14 : tensor<32xf32>
    %16 = stablehlo.cosine %15 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<32xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<11x32xi32>
    %22 = stablehlo.compare LT, %9, %21, SIGNED : (tensor<11x32xi32>, tensor<11x32xi32>) -> tensor<11x32xi1>
    %c_5 = stablehlo.constant dense<192> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<11x32xi32>
    %24 = stablehlo.add %9, %23 : tensor<11x32xi32>
    %25 = stablehlo.select %22, %24, %9 : tensor<11x32xi1>, tensor<11x32xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<11x32xi32>) -> tensor<11x32x1xi32>
    %27 = "stablehlo.gather"(%0, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x192xf32>, tensor<11x32x1xi32>) -> tensor<2x11x32xf32>
    %28 = stablehlo.convert %20 : tensor<32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x11x32xf32>
    %31 = stablehlo.multiply %27, %30 : tensor<2x11x32xf32>
    %32 = call @fft(%31) : (tensor<2x11x32xf32>) -> tensor<2x11x17xcomplex<f32>>
    %33 = stablehlo.slice %32 [0:2, 0:10, 0:17] : (tensor<2x11x17xcomplex<f32>>) -> tensor<2x10x17xcomplex<f32>>
    %34 = stablehlo.abs %33 : (tensor<2x10x17xcomplex<f32>>) -> tensor<2x10x17xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<2x10x17xf32>
    %36 = stablehlo.dot_general %35, %cst, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x17xf32>, tensor<17x10xf32>) -> tensor<2x10x10xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x10x10xf32>
    %38 = stablehlo.maximum %36, %37 : tensor<2x10x10xf32>
    %39 = stablehlo.log %38 : tensor<2x10x10xf32>
    %cst_7 = stablehlo.constant dense<0.434294492> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x10x10xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<2x10x10xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.maximum across dimensions = [1, 2] : (tensor<2x10x10xf32>, tensor<f32>) -> tensor<2xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<2xf32>) -> tensor<2x1x1xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %45 = stablehlo.subtract %43, %44 : tensor<2x1x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<2x1x1xf32>) -> tensor<2x10x10xf32>
    %47 = stablehlo.maximum %41, %46 : tensor<2x10x10xf32>
    %cst_10 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x10x10xf32>
    %49 = stablehlo.add %47, %48 : tensor<2x10x10xf32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x10x10xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2x10x10xf32>
    %52 = stablehlo.convolution(%51, %arg1) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x10x10xf32>, tensor<3x10x16xf32>) -> tensor<2x10x16xf32>
    %53 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x10x16xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<2x10x16xf32>
    %58 = stablehlo.negate %55 : tensor<2x10x16xf32>
    %cst_13 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<2x10x16xf32>
    %61 = chlo.erfc %60 : tensor<2x10x16xf32> -> tensor<2x10x16xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<2x10x16xf32>
    %63 = stablehlo.convolution(%62, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x10x16xf32>, tensor<3x16x16xf32>) -> tensor<2x5x16xf32>
    %64 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x5x16xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<2x5x16xf32>
    %69 = stablehlo.negate %66 : tensor<2x5x16xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x5x16xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<2x5x16xf32>
    %72 = chlo.erfc %71 : tensor<2x5x16xf32> -> tensor<2x5x16xf32>
    %73 = stablehlo.multiply %68, %72 : tensor<2x5x16xf32>
    %74 = stablehlo.iota dim = 0 : tensor<8xi32>
    %75 = stablehlo.convert %74 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_16 = stablehlo.constant dense<-9.21034049> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.divide %77, %78 : tensor<8xf32>
    %80 = stablehlo.exponential %79 : tensor<8xf32>
    %81 = stablehlo.iota dim = 0 : tensor<5xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<5xi32>) -> tensor<5x1xi32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %84 = stablehlo.convert %82 : (tensor<5x1xi32>) -> tensor<5x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x8xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<5x8xf32>
    %87 = stablehlo.multiply %85, %86 : tensor<5x8xf32>
    %88 = stablehlo.sine %87 : tensor<5x8xf32>
    %89 = stablehlo.cosine %87 : tensor<5x8xf32>
    %90 = stablehlo.concatenate %88, %89, dim = 1 : (tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x16xf32>
    %91 = stablehlo.convert %90 : tensor<5x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2] : (tensor<5x16xf32>) -> tensor<1x5x16xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x5x16xf32>) -> tensor<2x5x16xf32>
    %94 = stablehlo.add %73, %93 : tensor<2x5x16xf32>
    %95 = chlo.square %94 : tensor<2x5x16xf32> -> tensor<2x5x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%94 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %98 = stablehlo.divide %96, %97 : tensor<2x5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%95 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %101 = stablehlo.divide %99, %100 : tensor<2x5xf32>
    %102 = chlo.square %98 : tensor<2x5xf32> -> tensor<2x5xf32>
    %103 = stablehlo.subtract %101, %102 : tensor<2x5xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<2x5xf32>
    %106 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x16xf32>
    %109 = stablehlo.subtract %94, %108 : tensor<2x5x16xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %111 = stablehlo.add %107, %110 : tensor<2x5x1xf32>
    %112 = stablehlo.rsqrt %111 : tensor<2x5x1xf32>
    %113 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x16xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<2x5x16xf32>
    %117 = stablehlo.multiply %109, %116 : tensor<2x5x16xf32>
    %118 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %120 = stablehlo.add %117, %119 : tensor<2x5x16xf32>
    %121 = stablehlo.dot_general %120, %arg19, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5x16xf32>, tensor<16x2x8xf32>) -> tensor<2x5x2x8xf32>
    %122 = stablehlo.reshape %arg18 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x5x2x8xf32>
    %124 = stablehlo.add %121, %123 : tensor<2x5x2x8xf32>
    %125 = stablehlo.dot_general %120, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5x16xf32>, tensor<16x2x8xf32>) -> tensor<2x5x2x8xf32>
    %126 = stablehlo.reshape %arg14 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x5x2x8xf32>
    %128 = stablehlo.add %125, %127 : tensor<2x5x2x8xf32>
    %129 = stablehlo.dot_general %120, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5x16xf32>, tensor<16x2x8xf32>) -> tensor<2x5x2x8xf32>
    %130 = stablehlo.reshape %arg20 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x5x2x8xf32>
    %132 = stablehlo.add %129, %131 : tensor<2x5x2x8xf32>
    %cst_24 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %133 = stablehlo.sqrt %cst_24 : tensor<f32>
    %134 = stablehlo.convert %133 : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<2x5x2x8xf32>
    %136 = stablehlo.divide %124, %135 : tensor<2x5x2x8xf32>
    %137 = stablehlo.dot_general %136, %128, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x5x2x8xf32>, tensor<2x5x2x8xf32>) -> tensor<2x2x5x5xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x2x5xf32>
    %140 = stablehlo.maximum %139, %138 : tensor<2x2x5xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %143 = stablehlo.subtract %137, %142 : tensor<2x2x5x5xf32>
    %144 = stablehlo.exponential %143 : tensor<2x2x5x5xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<2x2x5x5xf32>, tensor<f32>) -> tensor<2x2x5xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x2x5xf32>) -> tensor<2x2x5x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<2x2x5x1xf32>) -> tensor<2x2x5x5xf32>
    %148 = stablehlo.divide %144, %147 : tensor<2x2x5x5xf32>
    %149 = stablehlo.dot_general %132, %148, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x5x2x8xf32>, tensor<2x2x5x5xf32>) -> tensor<2x2x8x5xf32>
    %150 = stablehlo.transpose %149, dims = [0, 3, 1, 2] : (tensor<2x2x8x5xf32>) -> tensor<2x5x2x8xf32>
    %151 = stablehlo.dot_general %150, %arg17, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x5x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x5x16xf32>
    %152 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %154 = stablehlo.add %151, %153 : tensor<2x5x16xf32>
    %155 = stablehlo.add %94, %154 : tensor<2x5x16xf32>
    %156 = chlo.square %155 : tensor<2x5x16xf32> -> tensor<2x5x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%155 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x5xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%156 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %cst_31 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %162 = stablehlo.divide %160, %161 : tensor<2x5xf32>
    %163 = chlo.square %159 : tensor<2x5xf32> -> tensor<2x5xf32>
    %164 = stablehlo.subtract %162, %163 : tensor<2x5xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %166 = stablehlo.maximum %165, %164 : tensor<2x5xf32>
    %167 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x16xf32>
    %170 = stablehlo.subtract %155, %169 : tensor<2x5x16xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %172 = stablehlo.add %168, %171 : tensor<2x5x1xf32>
    %173 = stablehlo.rsqrt %172 : tensor<2x5x1xf32>
    %174 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %175 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x16xf32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<2x5x16xf32>
    %178 = stablehlo.multiply %170, %177 : tensor<2x5x16xf32>
    %179 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %181 = stablehlo.add %178, %180 : tensor<2x5x16xf32>
    %182 = stablehlo.dot_general %181, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5x16xf32>, tensor<16x32xf32>) -> tensor<2x5x32xf32>
    %183 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x5x32xf32>
    %185 = stablehlo.add %182, %184 : tensor<2x5x32xf32>
    %186 = stablehlo.multiply %185, %185 : tensor<2x5x32xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<2x5x32xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x5x32xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<2x5x32xf32>
    %190 = stablehlo.add %185, %189 : tensor<2x5x32xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x5x32xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<2x5x32xf32>
    %193 = stablehlo.tanh %192 : tensor<2x5x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x5x32xf32>
    %195 = stablehlo.add %194, %193 : tensor<2x5x32xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x5x32xf32>
    %197 = stablehlo.multiply %196, %195 : tensor<2x5x32xf32>
    %198 = stablehlo.multiply %185, %197 : tensor<2x5x32xf32>
    %199 = stablehlo.dot_general %198, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x5x32xf32>, tensor<32x16xf32>) -> tensor<2x5x16xf32>
    %200 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %202 = stablehlo.add %199, %201 : tensor<2x5x16xf32>
    %203 = stablehlo.add %155, %202 : tensor<2x5x16xf32>
    %204 = chlo.square %203 : tensor<2x5x16xf32> -> tensor<2x5x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%203 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %cst_39 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %207 = stablehlo.divide %205, %206 : tensor<2x5xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%204 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x5x16xf32>, tensor<f32>) -> tensor<2x5xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %210 = stablehlo.divide %208, %209 : tensor<2x5xf32>
    %211 = chlo.square %207 : tensor<2x5xf32> -> tensor<2x5xf32>
    %212 = stablehlo.subtract %210, %211 : tensor<2x5xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %214 = stablehlo.maximum %213, %212 : tensor<2x5xf32>
    %215 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %216 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x16xf32>
    %218 = stablehlo.subtract %203, %217 : tensor<2x5x16xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x5x1xf32>
    %220 = stablehlo.add %216, %219 : tensor<2x5x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<2x5x1xf32>
    %222 = stablehlo.reshape %arg13 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<2x5x1xf32>) -> tensor<2x5x16xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<2x5x16xf32>
    %226 = stablehlo.multiply %218, %225 : tensor<2x5x16xf32>
    %227 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x5x16xf32>
    %229 = stablehlo.add %226, %228 : tensor<2x5x16xf32>
    return %51, %229 : tensor<2x10x10xf32>, tensor<2x5x16xf32>
  }
  func.func private @_pad(%arg0: tensor<2x160xf32>) -> tensor<2x192xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 1:17] : (tensor<2x160xf32>) -> tensor<2x16xf32>
    %1 = call @_flip(%0) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %2 = stablehlo.concatenate %1, %arg0, dim = 1 : (tensor<2x16xf32>, tensor<2x160xf32>) -> tensor<2x176xf32>
    %3 = stablehlo.slice %2 [0:2, 159:175] : (tensor<2x176xf32>) -> tensor<2x16xf32>
    %4 = call @_flip(%3) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %5 = stablehlo.concatenate %2, %4, dim = 1 : (tensor<2x176xf32>, tensor<2x16xf32>) -> tensor<2x192xf32>
    return %5 : tensor<2x192xf32>
  }
  func.func private @_flip(%arg0: tensor<2x16xf32>) -> tensor<2x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x16xf32>
    return %0 : tensor<2x16xf32>
  }
  func.func private @fft(%arg0: tensor<2x11x32xf32>) -> tensor<2x11x17xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [32] : (tensor<2x11x32xf32>) -> tensor<2x11x17xcomplex<f32>>
    return %0 : tensor<2x11x17xcomplex<f32>>
  }
}
