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
    %7 = stablehlo.dot_general %4, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<16x4xf32>) -> tensor<10x4xf32>
    %8 = stablehlo.reshape %arg0 : (tensor<4xf32>) -> tensor<1x4xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<10x4xf32>
    %10 = stablehlo.add %7, %9 : tensor<10x4xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<10x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<10xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<10xf32>) -> tensor<10x1xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %15 = stablehlo.multiply %14, %10 : tensor<10x4xf32>
    %16 = stablehlo.transpose %arg8, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %17 = stablehlo.dot_general %15, %16, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<4x8xf32>) -> tensor<10x8xf32>
    %18 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<10x1xf32>) -> tensor<10x8xf32>
    %19 = stablehlo.subtract %18, %17 : tensor<10x8xf32>
    %20 = stablehlo.multiply %arg8, %arg8 : tensor<8x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<10x8xf32>
    %24 = stablehlo.add %19, %23 : tensor<10x8xf32>
    %25 = call @argmin(%24) : (tensor<10x8xf32>) -> tensor<10xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<10xi32>, tensor<10xi32>) -> tensor<10xi1>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %29 = stablehlo.add %25, %28 : tensor<10xi32>
    %30 = stablehlo.select %27, %29, %25 : tensor<10xi1>, tensor<10xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<10xi32>) -> tensor<10x1xi32>
    %32 = "stablehlo.gather"(%arg8, %31) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<8x4xf32>, tensor<10x1xi32>) -> tensor<10x4xf32>
    %33 = stablehlo.subtract %32, %10 : tensor<10x4xf32>
    %34 = stablehlo.add %10, %33 : tensor<10x4xf32>
    %35 = stablehlo.dot_general %34, %arg7, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<4x16xf32>) -> tensor<10x16xf32>
    %36 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<10x16xf32>
    %38 = stablehlo.add %35, %37 : tensor<10x16xf32>
    %39 = call @relu(%38) : (tensor<10x16xf32>) -> tensor<10x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %41 = stablehlo.compare GT, %38, %40, FLOAT : (tensor<10x16xf32>, tensor<10x16xf32>) -> tensor<10x16xi1>
    %42 = stablehlo.dot_general %39, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<16x6xf32>) -> tensor<10x6xf32>
    %43 = stablehlo.reshape %arg4 : (tensor<6xf32>) -> tensor<1x6xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x6xf32>) -> tensor<10x6xf32>
    %45 = stablehlo.add %42, %44 : tensor<10x6xf32>
    %46 = stablehlo.subtract %45, %arg28 : tensor<10x6xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<10x6xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %49 = stablehlo.multiply %48, %46 : tensor<10x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%47 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %51 = stablehlo.divide %50, %cst_7 : tensor<f32>
    %52 = stablehlo.subtract %10, %32 : tensor<10x4xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<10x4xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %55 = stablehlo.multiply %54, %52 : tensor<10x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %57 = stablehlo.divide %56, %cst_10 : tensor<f32>
    %58 = stablehlo.add %51, %57 : tensor<f32>
    %59 = stablehlo.subtract %10, %32 : tensor<10x4xf32>
    %60 = stablehlo.multiply %59, %59 : tensor<10x4xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<10x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%60 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<10x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %64 = stablehlo.divide %63, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %65 = stablehlo.multiply %cst_14, %64 : tensor<f32>
    %66 = stablehlo.add %58, %65 : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.multiply %cst_15, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %68 = stablehlo.divide %67, %cst_17 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %70 = stablehlo.multiply %69, %62 : tensor<10x4xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<4.000000e+01> : tensor<f32>
    %71 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<10x4xf32>
    %73 = stablehlo.multiply %72, %55 : tensor<10x4xf32>
    %74 = stablehlo.negate %73 : tensor<10x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %75 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<10x6xf32>
    %77 = stablehlo.multiply %76, %49 : tensor<10x6xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<10x6xf32>, tensor<f32>) -> tensor<6xf32>
    %79 = stablehlo.reshape %78 : (tensor<6xf32>) -> tensor<1x6xf32>
    %80 = stablehlo.reshape %79 : (tensor<1x6xf32>) -> tensor<6xf32>
    %81 = stablehlo.dot_general %77, %39, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x6xf32>, tensor<10x16xf32>) -> tensor<6x16xf32>
    %82 = stablehlo.transpose %81, dims = [1, 0] : (tensor<6x16xf32>) -> tensor<16x6xf32>
    %83 = stablehlo.dot_general %77, %arg5, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x6xf32>, tensor<16x6xf32>) -> tensor<10x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %85 = stablehlo.select %41, %83, %84 : tensor<10x16xi1>, tensor<10x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<10x16xf32>, tensor<f32>) -> tensor<16xf32>
    %87 = stablehlo.reshape %86 : (tensor<16xf32>) -> tensor<1x16xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x16xf32>) -> tensor<16xf32>
    %89 = stablehlo.dot_general %85, %34, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<10x4xf32>) -> tensor<16x4xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0] : (tensor<16x4xf32>) -> tensor<4x16xf32>
    %91 = stablehlo.dot_general %85, %arg7, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<4x16xf32>) -> tensor<10x4xf32>
    %92 = stablehlo.add %70, %91 : tensor<10x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %94 = "stablehlo.scatter"(%93, %31, %74) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %333 = stablehlo.add %arg29, %arg30 : tensor<f32>
      stablehlo.return %333 : tensor<f32>
    }) : (tensor<8x4xf32>, tensor<10x1xi32>, tensor<10x4xf32>) -> tensor<8x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%92 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<10x4xf32>, tensor<f32>) -> tensor<4xf32>
    %96 = stablehlo.reshape %95 : (tensor<4xf32>) -> tensor<1x4xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x4xf32>) -> tensor<4xf32>
    %98 = stablehlo.dot_general %92, %4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<10x16xf32>) -> tensor<4x16xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0] : (tensor<4x16xf32>) -> tensor<16x4xf32>
    %100 = stablehlo.dot_general %92, %arg1, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<10x4xf32>, tensor<16x4xf32>) -> tensor<10x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %102 = stablehlo.select %6, %100, %101 : tensor<10x16xi1>, tensor<10x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<10x16xf32>, tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.reshape %103 : (tensor<16xf32>) -> tensor<1x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x16xf32>) -> tensor<16xf32>
    %106 = stablehlo.dot_general %102, %arg28, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x16xf32>, tensor<10x6xf32>) -> tensor<16x6xf32>
    %107 = stablehlo.transpose %106, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %109 = stablehlo.multiply %108, %97 : tensor<4xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %111 = stablehlo.multiply %110, %arg10 : tensor<4xf32>
    %112 = stablehlo.add %109, %111 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %114 = stablehlo.multiply %113, %99 : tensor<16x4xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %116 = stablehlo.multiply %115, %arg11 : tensor<16x4xf32>
    %117 = stablehlo.add %114, %116 : tensor<16x4xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %119 = stablehlo.multiply %118, %105 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %121 = stablehlo.multiply %120, %arg12 : tensor<16xf32>
    %122 = stablehlo.add %119, %121 : tensor<16xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %124 = stablehlo.multiply %123, %107 : tensor<6x16xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %126 = stablehlo.multiply %125, %arg13 : tensor<6x16xf32>
    %127 = stablehlo.add %124, %126 : tensor<6x16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %129 = stablehlo.multiply %128, %80 : tensor<6xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %131 = stablehlo.multiply %130, %arg14 : tensor<6xf32>
    %132 = stablehlo.add %129, %131 : tensor<6xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %134 = stablehlo.multiply %133, %82 : tensor<16x6xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %136 = stablehlo.multiply %135, %arg15 : tensor<16x6xf32>
    %137 = stablehlo.add %134, %136 : tensor<16x6xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %139 = stablehlo.multiply %138, %88 : tensor<16xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %141 = stablehlo.multiply %140, %arg16 : tensor<16xf32>
    %142 = stablehlo.add %139, %141 : tensor<16xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %144 = stablehlo.multiply %143, %90 : tensor<4x16xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %146 = stablehlo.multiply %145, %arg17 : tensor<4x16xf32>
    %147 = stablehlo.add %144, %146 : tensor<4x16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %149 = stablehlo.multiply %148, %94 : tensor<8x4xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %151 = stablehlo.multiply %150, %arg18 : tensor<8x4xf32>
    %152 = stablehlo.add %149, %151 : tensor<8x4xf32>
    %153 = stablehlo.multiply %97, %97 : tensor<4xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %157 = stablehlo.multiply %156, %arg19 : tensor<4xf32>
    %158 = stablehlo.add %155, %157 : tensor<4xf32>
    %159 = stablehlo.multiply %99, %99 : tensor<16x4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<16x4xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %163 = stablehlo.multiply %162, %arg20 : tensor<16x4xf32>
    %164 = stablehlo.add %161, %163 : tensor<16x4xf32>
    %165 = stablehlo.multiply %105, %105 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %167 = stablehlo.multiply %166, %165 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %169 = stablehlo.multiply %168, %arg21 : tensor<16xf32>
    %170 = stablehlo.add %167, %169 : tensor<16xf32>
    %171 = stablehlo.multiply %107, %107 : tensor<6x16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %173 = stablehlo.multiply %172, %171 : tensor<6x16xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %175 = stablehlo.multiply %174, %arg22 : tensor<6x16xf32>
    %176 = stablehlo.add %173, %175 : tensor<6x16xf32>
    %177 = stablehlo.multiply %80, %80 : tensor<6xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<6xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %181 = stablehlo.multiply %180, %arg23 : tensor<6xf32>
    %182 = stablehlo.add %179, %181 : tensor<6xf32>
    %183 = stablehlo.multiply %82, %82 : tensor<16x6xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<16x6xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %187 = stablehlo.multiply %186, %arg24 : tensor<16x6xf32>
    %188 = stablehlo.add %185, %187 : tensor<16x6xf32>
    %189 = stablehlo.multiply %88, %88 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<16xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.multiply %192, %arg25 : tensor<16xf32>
    %194 = stablehlo.add %191, %193 : tensor<16xf32>
    %195 = stablehlo.multiply %90, %90 : tensor<4x16xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %197 = stablehlo.multiply %196, %195 : tensor<4x16xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %199 = stablehlo.multiply %198, %arg26 : tensor<4x16xf32>
    %200 = stablehlo.add %197, %199 : tensor<4x16xf32>
    %201 = stablehlo.multiply %94, %94 : tensor<8x4xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<8x4xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %205 = stablehlo.multiply %204, %arg27 : tensor<8x4xf32>
    %206 = stablehlo.add %203, %205 : tensor<8x4xf32>
    %c_65 = stablehlo.constant dense<2147483647> : tensor<i32>
    %207 = stablehlo.compare LT, %arg9, %c_65, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_66 = stablehlo.constant dense<1> : tensor<i32>
    %208 = stablehlo.add %arg9, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<2147483647> : tensor<i32>
    %209 = call @_where(%207, %208, %c_67) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %210 = stablehlo.convert %209 : (tensor<i32>) -> tensor<f32>
    %211 = stablehlo.power %cst_68, %210 : tensor<f32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %212 = stablehlo.subtract %cst_69, %211 : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %214 = stablehlo.divide %112, %213 : tensor<4xf32>
    %215 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %216 = stablehlo.divide %117, %215 : tensor<16x4xf32>
    %217 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.divide %122, %217 : tensor<16xf32>
    %219 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %220 = stablehlo.divide %127, %219 : tensor<6x16xf32>
    %221 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %222 = stablehlo.divide %132, %221 : tensor<6xf32>
    %223 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %224 = stablehlo.divide %137, %223 : tensor<16x6xf32>
    %225 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %226 = stablehlo.divide %142, %225 : tensor<16xf32>
    %227 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %228 = stablehlo.divide %147, %227 : tensor<4x16xf32>
    %229 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %230 = stablehlo.divide %152, %229 : tensor<8x4xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %231 = stablehlo.convert %209 : (tensor<i32>) -> tensor<f32>
    %232 = stablehlo.power %cst_70, %231 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.subtract %cst_71, %232 : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %235 = stablehlo.divide %158, %234 : tensor<4xf32>
    %236 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %237 = stablehlo.divide %164, %236 : tensor<16x4xf32>
    %238 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %239 = stablehlo.divide %170, %238 : tensor<16xf32>
    %240 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %241 = stablehlo.divide %176, %240 : tensor<6x16xf32>
    %242 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %243 = stablehlo.divide %182, %242 : tensor<6xf32>
    %244 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %245 = stablehlo.divide %188, %244 : tensor<16x6xf32>
    %246 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %247 = stablehlo.divide %194, %246 : tensor<16xf32>
    %248 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %249 = stablehlo.divide %200, %248 : tensor<4x16xf32>
    %250 = stablehlo.broadcast_in_dim %233, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %251 = stablehlo.divide %206, %250 : tensor<8x4xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %253 = stablehlo.add %235, %252 : tensor<4xf32>
    %254 = stablehlo.sqrt %253 : tensor<4xf32>
    %cst_73 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %256 = stablehlo.add %254, %255 : tensor<4xf32>
    %257 = stablehlo.divide %214, %256 : tensor<4xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %259 = stablehlo.add %237, %258 : tensor<16x4xf32>
    %260 = stablehlo.sqrt %259 : tensor<16x4xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %262 = stablehlo.add %260, %261 : tensor<16x4xf32>
    %263 = stablehlo.divide %216, %262 : tensor<16x4xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %265 = stablehlo.add %239, %264 : tensor<16xf32>
    %266 = stablehlo.sqrt %265 : tensor<16xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %268 = stablehlo.add %266, %267 : tensor<16xf32>
    %269 = stablehlo.divide %218, %268 : tensor<16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %271 = stablehlo.add %241, %270 : tensor<6x16xf32>
    %272 = stablehlo.sqrt %271 : tensor<6x16xf32>
    %cst_79 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %274 = stablehlo.add %272, %273 : tensor<6x16xf32>
    %275 = stablehlo.divide %220, %274 : tensor<6x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %277 = stablehlo.add %243, %276 : tensor<6xf32>
    %278 = stablehlo.sqrt %277 : tensor<6xf32>
    %cst_81 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %280 = stablehlo.add %278, %279 : tensor<6xf32>
    %281 = stablehlo.divide %222, %280 : tensor<6xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %283 = stablehlo.add %245, %282 : tensor<16x6xf32>
    %284 = stablehlo.sqrt %283 : tensor<16x6xf32>
    %cst_83 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %286 = stablehlo.add %284, %285 : tensor<16x6xf32>
    %287 = stablehlo.divide %224, %286 : tensor<16x6xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %289 = stablehlo.add %247, %288 : tensor<16xf32>
    %290 = stablehlo.sqrt %289 : tensor<16xf32>
    %cst_85 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %292 = stablehlo.add %290, %291 : tensor<16xf32>
    %293 = stablehlo.divide %226, %292 : tensor<16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %295 = stablehlo.add %249, %294 : tensor<4x16xf32>
    %296 = stablehlo.sqrt %295 : tensor<4x16xf32>
    %cst_87 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %298 = stablehlo.add %296, %297 : tensor<4x16xf32>
    %299 = stablehlo.divide %228, %298 : tensor<4x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %301 = stablehlo.add %251, %300 : tensor<8x4xf32>
    %302 = stablehlo.sqrt %301 : tensor<8x4xf32>
    %cst_89 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %304 = stablehlo.add %302, %303 : tensor<8x4xf32>
    %305 = stablehlo.divide %230, %304 : tensor<8x4xf32>
    %cst_90 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %307 = stablehlo.multiply %306, %257 : tensor<4xf32>
    %cst_91 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %309 = stablehlo.multiply %308, %263 : tensor<16x4xf32>
    %cst_92 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %311 = stablehlo.multiply %310, %269 : tensor<16xf32>
    %cst_93 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %313 = stablehlo.multiply %312, %275 : tensor<6x16xf32>
    %cst_94 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %315 = stablehlo.multiply %314, %281 : tensor<6xf32>
    %cst_95 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16x6xf32>
    %317 = stablehlo.multiply %316, %287 : tensor<16x6xf32>
    %cst_96 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %319 = stablehlo.multiply %318, %293 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %321 = stablehlo.multiply %320, %299 : tensor<4x16xf32>
    %cst_98 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %323 = stablehlo.multiply %322, %305 : tensor<8x4xf32>
    %324 = stablehlo.add %arg0, %307 : tensor<4xf32>
    %325 = stablehlo.add %arg1, %309 : tensor<16x4xf32>
    %326 = stablehlo.add %arg2, %311 : tensor<16xf32>
    %327 = stablehlo.add %arg3, %313 : tensor<6x16xf32>
    %328 = stablehlo.add %arg4, %315 : tensor<6xf32>
    %329 = stablehlo.add %arg5, %317 : tensor<16x6xf32>
    %330 = stablehlo.add %arg6, %319 : tensor<16xf32>
    %331 = stablehlo.add %arg7, %321 : tensor<4x16xf32>
    %332 = stablehlo.add %arg8, %323 : tensor<8x4xf32>
    return %324, %325, %326, %327, %328, %329, %330, %331, %332, %66, %25 : tensor<4xf32>, tensor<16x4xf32>, tensor<16xf32>, tensor<6x16xf32>, tensor<6xf32>, tensor<16x6xf32>, tensor<16xf32>, tensor<4x16xf32>, tensor<8x4xf32>, tensor<f32>, tensor<10xi32>
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
