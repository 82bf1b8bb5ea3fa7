module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<16xf32>, %arg3: tensor<6x16xf32>, %arg4: tensor<6xf32>, %arg5: tensor<16x6xf32>, %arg6: tensor<16xf32>, %arg7: tensor<4x16xf32>, %arg8: tensor<8x4xf32>, %arg9: tensor<i32>, %arg10: tensor<4xf32>, %arg11: tensor<16x4xf32>, %arg12: tensor<16xf32>, %arg13: tensor<6x16xf32>, %arg14: tensor<6xf32>, %arg15: tensor<16x6xf32>, %arg16: tensor<16xf32>, %arg17: tensor<4x16xf32>, %arg18: tensor<8x4xf32>, %arg19: tensor<4xf32>, %arg20: tensor<16x4xf32>, %arg21: tensor<16xf32>, %arg22: tensor<6x16xf32>, %arg23: tensor<6xf32>, %arg24: tensor<16x6xf32>, %arg25: tensor<16xf32>, %arg26: tensor<4x16xf32>, %arg27: tensor<8x4xf32>, %arg28: tensor<10x6xf32>) -> (tensor<4xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<16x4xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<6x16xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<6xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<16x6xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_3']['bias']"}, tensor<4x16xf32> {jax.result_info = "result[0]['params']['Dense_3']['kernel']"}, tensor<8x4xf32> {jax.result_info = "result[0]['params']['codebook']"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<10xi32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg28, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x6xf32>, tensor<6x16xf32>) -> tensor<10x16xf32>
    %1 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<10x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<10x16xf32>
    %4 = call @relu(%3) : (tensor<10x16xf32>) -> tensor<10x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %8 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<16x4xf32>) -> tensor<10x4xf32>
    %9 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<10x4xf32>
    %11 = stablehlo.add %8, %10 : tensor<10x4xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<10x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %16 = stablehlo.multiply %15, %11 : tensor<10x4xf32>
    %17 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %18 = stablehlo.dot_general %16, %17, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<4x8xf32>) -> tensor<10x8xf32>
    %19 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x8xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<10x8xf32>
    %21 = stablehlo.multiply %arg8, %arg8 : tensor<8x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<10x8xf32>
    %25 = stablehlo.add %20, %24 : tensor<10x8xf32>
    %26 = call @argmin(%25) : (tensor<10x8xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %28 = stablehlo.compare LT, %26, %27, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_4 = stablehlo.constant dense<8> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %30 = stablehlo.add %26, %29 : tensor<10xi32>
    %31 = stablehlo.select %28, %30, %26 : tensor<10xi1>, tensor<10xi32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %33 = "stablehlo.gather"(%arg8, %32) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<10x1xi32>) -> tensor<10x4xf32>
    %34 = stablehlo.subtract %33, %11 : tensor<10x4xf32>
    %35 = stablehlo.add %11, %34 : tensor<10x4xf32>
    %36 = stablehlo.dot_general %35, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<4x16xf32>) -> tensor<10x16xf32>
    %37 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<10x16xf32>
    %39 = stablehlo.add %36, %38 : tensor<10x16xf32>
    %40 = call @relu(%39) : (tensor<10x16xf32>) -> tensor<10x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %42 = stablehlo.compare GT, %39, %41, FLOAT : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %44 = stablehlo.dot_general %40, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<16x6xf32>) -> tensor<10x6xf32>
    %45 = stablehlo.reshape %arg4 : (tensor<6xf32>) -> tensor<1x6xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<10x6xf32>
    %47 = stablehlo.add %44, %46 : tensor<10x6xf32>
    %48 = stablehlo.subtract %47, %arg28 : tensor<10x6xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<10x6xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %51 = stablehlo.multiply %50, %48 : tensor<10x6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %53 = stablehlo.divide %52, %cst_9 : tensor<f32>
    %54 = stablehlo.subtract %11, %33 : tensor<10x4xf32>
    %55 = stablehlo.multiply %54, %54 : tensor<10x4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %57 = stablehlo.multiply %56, %54 : tensor<10x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %59 = stablehlo.divide %58, %cst_12 : tensor<f32>
    %60 = stablehlo.add %53, %59 : tensor<f32>
    %61 = stablehlo.subtract %11, %33 : tensor<10x4xf32>
    %62 = stablehlo.multiply %61, %61 : tensor<10x4xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %64 = stablehlo.multiply %63, %61 : tensor<10x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%62 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %66 = stablehlo.divide %65, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %67 = stablehlo.multiply %cst_16, %66 : tensor<f32>
    %68 = stablehlo.add %60, %67 : tensor<f32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.multiply %cst_17, %cst_18 : tensor<f32>
    %cst_19 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %70 = stablehlo.divide %69, %cst_19 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %72 = stablehlo.multiply %71, %64 : tensor<10x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %73 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %75 = stablehlo.multiply %74, %57 : tensor<10x4xf32>
    %76 = stablehlo.negate %75 : tensor<10x4xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %77 = stablehlo.divide %cst_22, %cst_23 : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %79 = stablehlo.multiply %78, %51 : tensor<10x6xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<10x6xf32>, tensor<f32>) -> tensor<6xf32>
    %81 = stablehlo.reshape %80 : (tensor<6xf32>) -> tensor<1x6xf32>
    %82 = stablehlo.reshape %81 : (tensor<1x6xf32>) -> tensor<6xf32>
    %83 = stablehlo.dot_general %79, %40, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x6xf32>, tensor<10x16xf32>) -> tensor<6x16xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<6x16xf32>) -> tensor<16x6xf32>
    %85 = stablehlo.dot_general %79, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x6xf32>, tensor<16x6xf32>) -> tensor<10x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %87 = stablehlo.select %42, %85, %86 : tensor<10x16xi1>, tensor<10x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<10x16xf32>, tensor<f32>) -> tensor<16xf32>
    %89 = stablehlo.reshape %88 : (tensor<16xf32>) -> tensor<1x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x16xf32>) -> tensor<16xf32>
    %91 = stablehlo.dot_general %87, %35, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<10x4xf32>) -> tensor<16x4xf32>
    %92 = stablehlo.transpose %91, dims = [1, 0] : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %93 = stablehlo.dot_general %87, %arg7, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<4x16xf32>) -> tensor<10x4xf32>
    %94 = stablehlo.add %72, %93 : tensor<10x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %96 = "stablehlo.scatter"(%95, %32, %76) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %337 = stablehlo.add %arg29, %arg30 : tensor<f32>
      stablehlo.return %337 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<10x1xi32>, tensor<10x4xf32>) -> tensor<8x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%94 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<10x4xf32>, tensor<f32>) -> tensor<4xf32>
    %98 = stablehlo.reshape %97 : (tensor<4xf32>) -> tensor<1x4xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x4xf32>) -> tensor<4xf32>
    %100 = stablehlo.dot_general %94, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<10x16xf32>) -> tensor<4x16xf32>
    %101 = stablehlo.transpose %100, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %102 = stablehlo.dot_general %94, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<16x4xf32>) -> tensor<10x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %104 = stablehlo.select %6, %102, %103 : tensor<10x16xi1>, tensor<10x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<10x16xf32>, tensor<f32>) -> tensor<16xf32>
    %106 = stablehlo.reshape %105 : (tensor<16xf32>) -> tensor<1x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x16xf32>) -> tensor<16xf32>
    %108 = stablehlo.dot_general %104, %arg28, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<10x6xf32>) -> tensor<16x6xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %111 = stablehlo.multiply %110, %99 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %113 = stablehlo.multiply %112, %arg10 : tensor<4xf32>
    %114 = stablehlo.add %111, %113 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %116 = stablehlo.multiply %115, %101 : tensor<16x4xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %118 = stablehlo.multiply %117, %arg11 : tensor<16x4xf32>
    %119 = stablehlo.add %116, %118 : tensor<16x4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %121 = stablehlo.multiply %120, %107 : tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %123 = stablehlo.multiply %122, %arg12 : tensor<16xf32>
    %124 = stablehlo.add %121, %123 : tensor<16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %126 = stablehlo.multiply %125, %109 : tensor<6x16xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %128 = stablehlo.multiply %127, %arg13 : tensor<6x16xf32>
    %129 = stablehlo.add %126, %128 : tensor<6x16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %131 = stablehlo.multiply %130, %82 : tensor<6xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %133 = stablehlo.multiply %132, %arg14 : tensor<6xf32>
    %134 = stablehlo.add %131, %133 : tensor<6xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %136 = stablehlo.multiply %135, %84 : tensor<16x6xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %138 = stablehlo.multiply %137, %arg15 : tensor<16x6xf32>
    %139 = stablehlo.add %136, %138 : tensor<16x6xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %141 = stablehlo.multiply %140, %90 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %143 = stablehlo.multiply %142, %arg16 : tensor<16xf32>
    %144 = stablehlo.add %141, %143 : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %146 = stablehlo.multiply %145, %92 : tensor<4x16xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %148 = stablehlo.multiply %147, %arg17 : tensor<4x16xf32>
    %149 = stablehlo.add %146, %148 : tensor<4x16xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %151 = stablehlo.multiply %150, %96 : tensor<8x4xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %153 = stablehlo.multiply %152, %arg18 : tensor<8x4xf32>
    %154 = stablehlo.add %151, %153 : tensor<8x4xf32>
    %155 = stablehlo.multiply %99, %99 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %159 = stablehlo.multiply %158, %arg19 : tensor<4xf32>
    %160 = stablehlo.add %157, %159 : tensor<4xf32>
    %161 = stablehlo.multiply %101, %101 : tensor<16x4xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<16x4xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %165 = stablehlo.multiply %164, %arg20 : tensor<16x4xf32>
    %166 = stablehlo.add %163, %165 : tensor<16x4xf32>
    %167 = stablehlo.multiply %107, %107 : tensor<16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %171 = stablehlo.multiply %170, %arg21 : tensor<16xf32>
    %172 = stablehlo.add %169, %171 : tensor<16xf32>
    %173 = stablehlo.multiply %109, %109 : tensor<6x16xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<6x16xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %177 = stablehlo.multiply %176, %arg22 : tensor<6x16xf32>
    %178 = stablehlo.add %175, %177 : tensor<6x16xf32>
    %179 = stablehlo.multiply %82, %82 : tensor<6xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<6xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %183 = stablehlo.multiply %182, %arg23 : tensor<6xf32>
    %184 = stablehlo.add %181, %183 : tensor<6xf32>
    %185 = stablehlo.multiply %84, %84 : tensor<16x6xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<16x6xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %189 = stablehlo.multiply %188, %arg24 : tensor<16x6xf32>
    %190 = stablehlo.add %187, %189 : tensor<16x6xf32>
    %191 = stablehlo.multiply %90, %90 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %195 = stablehlo.multiply %194, %arg25 : tensor<16xf32>
    %196 = stablehlo.add %193, %195 : tensor<16xf32>
    %197 = stablehlo.multiply %92, %92 : tensor<4x16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<4x16xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %201 = stablehlo.multiply %200, %arg26 : tensor<4x16xf32>
    %202 = stablehlo.add %199, %201 : tensor<4x16xf32>
    %203 = stablehlo.multiply %96, %96 : tensor<8x4xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<8x4xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %207 = stablehlo.multiply %206, %arg27 : tensor<8x4xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x4xf32>
    %c_67 = stablehlo.constant dense<2147483647> : tensor<i32>
    %209 = stablehlo.compare LT, %arg9, %c_67, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_68 = stablehlo.constant dense<1> : tensor<i32>
    %210 = stablehlo.add %arg9, %c_68 : tensor<i32>
    %c_69 = stablehlo.constant dense<2147483647> : tensor<i32>
    %211 = call @_where(%209, %210, %c_69) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %212 = stablehlo.convert %211 : (tensor<i32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %213 = stablehlo.convert %211 : (tensor<i32>) -> tensor<f32>
    %214 = stablehlo.power %cst_70, %213 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.subtract %cst_71, %214 : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %217 = stablehlo.divide %114, %216 : tensor<4xf32>
    %218 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %219 = stablehlo.divide %119, %218 : tensor<16x4xf32>
    %220 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %221 = stablehlo.divide %124, %220 : tensor<16xf32>
    %222 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %223 = stablehlo.divide %129, %222 : tensor<6x16xf32>
    %224 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %225 = stablehlo.divide %134, %224 : tensor<6xf32>
    %226 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %227 = stablehlo.divide %139, %226 : tensor<16x6xf32>
    %228 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %229 = stablehlo.divide %144, %228 : tensor<16xf32>
    %230 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %231 = stablehlo.divide %149, %230 : tensor<4x16xf32>
    %232 = stablehlo.broadcast_in_dim %215, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %233 = stablehlo.divide %154, %232 : tensor<8x4xf32>
    %234 = stablehlo.convert %211 : (tensor<i32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %235 = stablehlo.convert %211 : (tensor<i32>) -> tensor<f32>
    %236 = stablehlo.power %cst_72, %235 : tensor<f32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.subtract %cst_73, %236 : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %239 = stablehlo.divide %160, %238 : tensor<4xf32>
    %240 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %241 = stablehlo.divide %166, %240 : tensor<16x4xf32>
    %242 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %243 = stablehlo.divide %172, %242 : tensor<16xf32>
    %244 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %245 = stablehlo.divide %178, %244 : tensor<6x16xf32>
    %246 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %247 = stablehlo.divide %184, %246 : tensor<6xf32>
    %248 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %249 = stablehlo.divide %190, %248 : tensor<16x6xf32>
    %250 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %251 = stablehlo.divide %196, %250 : tensor<16xf32>
    %252 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %253 = stablehlo.divide %202, %252 : tensor<4x16xf32>
    %254 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %255 = stablehlo.divide %208, %254 : tensor<8x4xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %257 = stablehlo.add %239, %256 : tensor<4xf32>
    %258 = stablehlo.sqrt %257 : tensor<4xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %260 = stablehlo.add %258, %259 : tensor<4xf32>
    %261 = stablehlo.divide %217, %260 : tensor<4xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %263 = stablehlo.add %241, %262 : tensor<16x4xf32>
    %264 = stablehlo.sqrt %263 : tensor<16x4xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %266 = stablehlo.add %264, %265 : tensor<16x4xf32>
    %267 = stablehlo.divide %219, %266 : tensor<16x4xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %269 = stablehlo.add %243, %268 : tensor<16xf32>
    %270 = stablehlo.sqrt %269 : tensor<16xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %272 = stablehlo.add %270, %271 : tensor<16xf32>
    %273 = stablehlo.divide %221, %272 : tensor<16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %275 = stablehlo.add %245, %274 : tensor<6x16xf32>
    %276 = stablehlo.sqrt %275 : tensor<6x16xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %278 = stablehlo.add %276, %277 : tensor<6x16xf32>
    %279 = stablehlo.divide %223, %278 : tensor<6x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %281 = stablehlo.add %247, %280 : tensor<6xf32>
    %282 = stablehlo.sqrt %281 : tensor<6xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %284 = stablehlo.add %282, %283 : tensor<6xf32>
    %285 = stablehlo.divide %225, %284 : tensor<6xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %287 = stablehlo.add %249, %286 : tensor<16x6xf32>
    %288 = stablehlo.sqrt %287 : tensor<16x6xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %290 = stablehlo.add %288, %289 : tensor<16x6xf32>
    %291 = stablehlo.divide %227, %290 : tensor<16x6xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %293 = stablehlo.add %251, %292 : tensor<16xf32>
    %294 = stablehlo.sqrt %293 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %296 = stablehlo.add %294, %295 : tensor<16xf32>
    %297 = stablehlo.divide %229, %296 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %299 = stablehlo.add %253, %298 : tensor<4x16xf32>
    %300 = stablehlo.sqrt %299 : tensor<4x16xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %302 = stablehlo.add %300, %301 : tensor<4x16xf32>
    %303 = stablehlo.divide %231, %302 : tensor<4x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %305 = stablehlo.add %255, %304 : tensor<8x4xf32>
    %306 = stablehlo.sqrt %305 : tensor<8x4xf32>
    %cst_91 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %308 = stablehlo.add %306, %307 : tensor<8x4xf32>
    %309 = stablehlo.divide %233, %308 : tensor<8x4xf32>
    %cst_92 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %311 = stablehlo.multiply %310, %261 : tensor<4xf32>
    %cst_93 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %313 = stablehlo.multiply %312, %267 : tensor<16x4xf32>
    %cst_94 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %315 = stablehlo.multiply %314, %273 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %317 = stablehlo.multiply %316, %279 : tensor<6x16xf32>
    %cst_96 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %319 = stablehlo.multiply %318, %285 : tensor<6xf32>
    %cst_97 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %321 = stablehlo.multiply %320, %291 : tensor<16x6xf32>
    %cst_98 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %323 = stablehlo.multiply %322, %297 : tensor<16xf32>
    %cst_99 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %325 = stablehlo.multiply %324, %303 : tensor<4x16xf32>
    %cst_100 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %327 = stablehlo.multiply %326, %309 : tensor<8x4xf32>
    %328 = stablehlo.add %arg0, %311 : tensor<4xf32>
    %329 = stablehlo.add %arg1, %313 : tensor<16x4xf32>
    %330 = stablehlo.add %arg2, %315 : tensor<16xf32>
    %331 = stablehlo.add %arg3, %317 : tensor<6x16xf32>
    %332 = stablehlo.add %arg4, %319 : tensor<6xf32>
    %333 = stablehlo.add %arg5, %321 : tensor<16x6xf32>
    %334 = stablehlo.add %arg6, %323 : tensor<16xf32>
    %335 = stablehlo.add %arg7, %325 : tensor<4x16xf32>
    %336 = stablehlo.add %arg8, %327 : tensor<8x4xf32>
    return %328, %329, %330, %331, %332, %333, %334, %335, %336, %68, %26 : tensor<4xf32>, tensor<16x4xf32>, tensor<16xf32>, tensor<6x16xf32>, tensor<6xf32>, tensor<16x6xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<8x4xf32>, tensor<f32>, tensor<10xi32>
  }
  func.func private @relu(%arg0: tensor<10x16xf32>) -> tensor<10x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<10x16xf32>
    return %1 : tensor<10x16xf32>
  }
  func.func private @argmin(%arg0: tensor<10x8xf32>) -> tensor<10xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<10x8xi32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<10x8xf32>, tensor<10x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<10xf32>, tensor<10xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
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
    return %1#1 : tensor<10xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
