module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<6x16xf32>, %arg2: tensor<3xf32>, %arg3: tensor<16x3xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<i32>, %arg7: tensor<16xf32>, %arg8: tensor<6x16xf32>, %arg9: tensor<3xf32>, %arg10: tensor<16x3xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<6x16xf32>, %arg15: tensor<3xf32>, %arg16: tensor<16x3xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<i32>, %arg20: tensor<8x6xf32>, %arg21: tensor<8xi32>) -> (tensor<16xf32> {jax.result_info = "result[0]['l1']['bias'].value"}, tensor<6x16xf32> {jax.result_info = "result[0]['l1']['kernel'].value"}, tensor<3xf32> {jax.result_info = "result[0]['l2']['bias'].value"}, tensor<16x3xf32> {jax.result_info = "result[0]['l2']['kernel'].value"}, tensor<16xf32> {jax.result_info = "result[0]['norm']['bias'].value"}, tensor<16xf32> {jax.result_info = "result[0]['norm']['scale'].value"}, tensor<2xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg20, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x6xf32>, tensor<6x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16xf32>
    %4 = chlo.square %3 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%4 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8xf32>
    %13 = chlo.square %9 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.multiply %14, %9 : tensor<8xf32>
    %16 = stablehlo.subtract %12, %13 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8xf32>
    %19 = stablehlo.compare EQ, %16, %18, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.select %19, %20, %21 : tensor<8xi1>, tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.compare EQ, %23, %18, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.select %24, %25, %26 : tensor<8xi1>, tensor<8xf32>
    %28 = stablehlo.divide %22, %27 : tensor<8xf32>
    %29 = stablehlo.reshape %9 : (tensor<8xf32>) -> tensor<8x1xf32>
    %30 = stablehlo.reshape %18 : (tensor<8xf32>) -> tensor<8x1xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %32 = stablehlo.subtract %3, %31 : tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<8x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x1xf32>
    %36 = stablehlo.divide %35, %34 : tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<8x1xf32>
    %39 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x16xf32>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<8x16xf32>
    %43 = stablehlo.multiply %32, %42 : tensor<8x16xf32>
    %44 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x16xf32>
    %47 = stablehlo.multiply %46, %46 : tensor<8x16xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<8x16xf32>
    %49 = stablehlo.multiply %46, %46 : tensor<8x16xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<8x16xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %53 = stablehlo.multiply %52, %48 : tensor<8x16xf32>
    %54 = stablehlo.add %46, %53 : tensor<8x16xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<8x16xf32>
    %57 = stablehlo.tanh %56 : tensor<8x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %59 = stablehlo.subtract %58, %57 : tensor<8x16xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %61 = stablehlo.add %60, %57 : tensor<8x16xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8x16xf32>
    %64 = stablehlo.multiply %46, %63 : tensor<8x16xf32>
    %65 = stablehlo.dot_general %64, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<16x3xf32>) -> tensor<8x3xf32>
    %66 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x3xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x3xf32>
    %69 = stablehlo.broadcast_in_dim %arg21, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %70:2 = call @take_along_axis(%68, %69) : (tensor<8x3xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %71:2 = call @_take(%70#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%68 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8xf32>
    %75 = stablehlo.is_finite %74 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.select %75, %74, %76 : tensor<8xi1>, tensor<8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %80 = stablehlo.subtract %68, %79 : tensor<8x3xf32>
    %81 = stablehlo.exponential %80 : tensor<8x3xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.abs %82 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.compare GE, %82, %84, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %86 = stablehlo.log %83 : tensor<8xf32>
    %87 = stablehlo.add %86, %77 : tensor<8xf32>
    %88 = stablehlo.subtract %87, %71#0 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %90 = stablehlo.divide %89, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %91 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.negate %92 : tensor<8xf32>
    %94 = stablehlo.divide %92, %83 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %96 = stablehlo.select %85, %95, %94 : tensor<8xi1>, tensor<8xf32>
    %97 = stablehlo.select %85, %94, %95 : tensor<8xi1>, tensor<8xf32>
    %98 = stablehlo.negate %96 : tensor<8xf32>
    %99 = stablehlo.add %97, %98 : tensor<8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %101 = stablehlo.multiply %100, %81 : tensor<8x3xf32>
    %102 = call @_take_0(%71#1, %93) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %103 = call @take_along_axis_1(%70#1, %102) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %104 = stablehlo.add %101, %103 : tensor<8x3xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %106 = stablehlo.reshape %105 : (tensor<3xf32>) -> tensor<1x3xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x3xf32>) -> tensor<3xf32>
    %108 = stablehlo.dot_general %104, %64, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x3xf32>, tensor<8x16xf32>) -> tensor<3x16xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %110 = stablehlo.dot_general %104, %arg3, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x3xf32>, tensor<16x3xf32>) -> tensor<8x16xf32>
    %111 = stablehlo.multiply %46, %110 : tensor<8x16xf32>
    %112 = stablehlo.multiply %110, %63 : tensor<8x16xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %114 = stablehlo.multiply %113, %111 : tensor<8x16xf32>
    %115 = stablehlo.multiply %114, %59 : tensor<8x16xf32>
    %116 = stablehlo.multiply %115, %57 : tensor<8x16xf32>
    %117 = stablehlo.add %115, %116 : tensor<8x16xf32>
    %cst_31 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<8x16xf32>
    %120 = stablehlo.add %112, %119 : tensor<8x16xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<8x16xf32>
    %123 = stablehlo.multiply %122, %51 : tensor<8x16xf32>
    %124 = stablehlo.add %120, %123 : tensor<8x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %126 = stablehlo.reshape %125 : (tensor<16xf32>) -> tensor<1x16xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x16xf32>) -> tensor<16xf32>
    %128 = stablehlo.multiply %32, %124 : tensor<8x16xf32>
    %129 = stablehlo.multiply %124, %42 : tensor<8x16xf32>
    %130 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %131 = stablehlo.multiply %130, %128 : tensor<8x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %133 = stablehlo.reshape %132 : (tensor<16xf32>) -> tensor<1x16xf32>
    %134 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %135 = stablehlo.multiply %128, %134 : tensor<8x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%135 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8xf32>) -> tensor<8x1xf32>
    %138 = stablehlo.reshape %133 : (tensor<1x16xf32>) -> tensor<16xf32>
    %139 = stablehlo.multiply %137, %38 : tensor<8x1xf32>
    %140 = stablehlo.negate %129 : tensor<8x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %142 = stablehlo.reshape %141 : (tensor<8xf32>) -> tensor<8x1xf32>
    %143 = stablehlo.reshape %139 : (tensor<8x1xf32>) -> tensor<8xf32>
    %144 = stablehlo.reshape %142 : (tensor<8x1xf32>) -> tensor<8xf32>
    %145 = stablehlo.multiply %143, %28 : tensor<8xf32>
    %146 = stablehlo.negate %145 : tensor<8xf32>
    %147 = stablehlo.multiply %146, %15 : tensor<8xf32>
    %148 = stablehlo.add %144, %147 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %150 = stablehlo.divide %145, %149 : tensor<8xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %cst_38 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %153 = stablehlo.divide %148, %152 : tensor<8xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %155 = stablehlo.add %129, %154 : tensor<8x16xf32>
    %156 = stablehlo.multiply %151, %6 : tensor<8x16xf32>
    %157 = stablehlo.add %155, %156 : tensor<8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %159 = stablehlo.reshape %158 : (tensor<16xf32>) -> tensor<1x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x16xf32>) -> tensor<16xf32>
    %161 = stablehlo.dot_general %157, %arg20, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<8x6xf32>) -> tensor<16x6xf32>
    %162 = stablehlo.transpose %161, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %163 = chlo.square %160 : tensor<16xf32> -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %165 = chlo.square %164 : tensor<16xf32> -> tensor<16xf32>
    %166 = stablehlo.add %163, %165 : tensor<16xf32>
    %167 = chlo.square %162 : tensor<6x16xf32> -> tensor<6x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %169 = chlo.square %168 : tensor<6x16xf32> -> tensor<6x16xf32>
    %170 = stablehlo.add %167, %169 : tensor<6x16xf32>
    %171 = chlo.square %107 : tensor<3xf32> -> tensor<3xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %173 = chlo.square %172 : tensor<3xf32> -> tensor<3xf32>
    %174 = stablehlo.add %171, %173 : tensor<3xf32>
    %175 = chlo.square %109 : tensor<16x3xf32> -> tensor<16x3xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %177 = chlo.square %176 : tensor<16x3xf32> -> tensor<16x3xf32>
    %178 = stablehlo.add %175, %177 : tensor<16x3xf32>
    %179 = chlo.square %127 : tensor<16xf32> -> tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %181 = chlo.square %180 : tensor<16xf32> -> tensor<16xf32>
    %182 = stablehlo.add %179, %181 : tensor<16xf32>
    %183 = chlo.square %138 : tensor<16xf32> -> tensor<16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %185 = chlo.square %184 : tensor<16xf32> -> tensor<16xf32>
    %186 = stablehlo.add %183, %185 : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%166 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%170 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%174 init: %cst_48) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%178 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%182 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%186 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.add %cst_52, %187 : tensor<f32>
    %194 = stablehlo.add %193, %188 : tensor<f32>
    %195 = stablehlo.add %194, %189 : tensor<f32>
    %196 = stablehlo.add %195, %190 : tensor<f32>
    %197 = stablehlo.add %196, %191 : tensor<f32>
    %198 = stablehlo.add %197, %192 : tensor<f32>
    %199 = stablehlo.sqrt %198 : tensor<f32>
    %cst_53 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %200 = stablehlo.compare LT, %199, %cst_53, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %201 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %202 = stablehlo.divide %160, %201 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<16xf32>
    %205 = stablehlo.select %200, %160, %204 : tensor<i1>, tensor<16xf32>
    %206 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %207 = stablehlo.divide %162, %206 : tensor<6x16xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<6x16xf32>
    %210 = stablehlo.select %200, %162, %209 : tensor<i1>, tensor<6x16xf32>
    %211 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %212 = stablehlo.divide %107, %211 : tensor<3xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<3xf32>
    %215 = stablehlo.select %200, %107, %214 : tensor<i1>, tensor<3xf32>
    %216 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %217 = stablehlo.divide %109, %216 : tensor<16x3xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<16x3xf32>
    %220 = stablehlo.select %200, %109, %219 : tensor<i1>, tensor<16x3xf32>
    %221 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %222 = stablehlo.divide %127, %221 : tensor<16xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<16xf32>
    %225 = stablehlo.select %200, %127, %224 : tensor<i1>, tensor<16xf32>
    %226 = stablehlo.broadcast_in_dim %199, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %227 = stablehlo.divide %138, %226 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<16xf32>
    %230 = stablehlo.select %200, %138, %229 : tensor<i1>, tensor<16xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %232 = stablehlo.multiply %231, %205 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %234 = stablehlo.multiply %233, %arg7 : tensor<16xf32>
    %235 = stablehlo.add %232, %234 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %237 = stablehlo.multiply %236, %210 : tensor<6x16xf32>
    %cst_63 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %239 = stablehlo.multiply %238, %arg8 : tensor<6x16xf32>
    %240 = stablehlo.add %237, %239 : tensor<6x16xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %242 = stablehlo.multiply %241, %215 : tensor<3xf32>
    %cst_65 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %244 = stablehlo.multiply %243, %arg9 : tensor<3xf32>
    %245 = stablehlo.add %242, %244 : tensor<3xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %247 = stablehlo.multiply %246, %220 : tensor<16x3xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %249 = stablehlo.multiply %248, %arg10 : tensor<16x3xf32>
    %250 = stablehlo.add %247, %249 : tensor<16x3xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %252 = stablehlo.multiply %251, %225 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %254 = stablehlo.multiply %253, %arg11 : tensor<16xf32>
    %255 = stablehlo.add %252, %254 : tensor<16xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %257 = stablehlo.multiply %256, %230 : tensor<16xf32>
    %cst_71 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %259 = stablehlo.multiply %258, %arg12 : tensor<16xf32>
    %260 = stablehlo.add %257, %259 : tensor<16xf32>
    %261 = stablehlo.multiply %205, %205 : tensor<16xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<16xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %265 = stablehlo.multiply %264, %arg13 : tensor<16xf32>
    %266 = stablehlo.add %263, %265 : tensor<16xf32>
    %267 = stablehlo.multiply %210, %210 : tensor<6x16xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %269 = stablehlo.multiply %268, %267 : tensor<6x16xf32>
    %cst_75 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %271 = stablehlo.multiply %270, %arg14 : tensor<6x16xf32>
    %272 = stablehlo.add %269, %271 : tensor<6x16xf32>
    %273 = stablehlo.multiply %215, %215 : tensor<3xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<3xf32>
    %cst_77 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %277 = stablehlo.multiply %276, %arg15 : tensor<3xf32>
    %278 = stablehlo.add %275, %277 : tensor<3xf32>
    %279 = stablehlo.multiply %220, %220 : tensor<16x3xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<16x3xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %283 = stablehlo.multiply %282, %arg16 : tensor<16x3xf32>
    %284 = stablehlo.add %281, %283 : tensor<16x3xf32>
    %285 = stablehlo.multiply %225, %225 : tensor<16xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<16xf32>
    %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %289 = stablehlo.multiply %288, %arg17 : tensor<16xf32>
    %290 = stablehlo.add %287, %289 : tensor<16xf32>
    %291 = stablehlo.multiply %230, %230 : tensor<16xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %293 = stablehlo.multiply %292, %291 : tensor<16xf32>
    %cst_83 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %295 = stablehlo.multiply %294, %arg18 : tensor<16xf32>
    %296 = stablehlo.add %293, %295 : tensor<16xf32>
    %c_84 = stablehlo.constant dense<2147483647> : tensor<i32>
    %297 = stablehlo.compare LT, %arg6, %c_84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_85 = stablehlo.constant dense<1> : tensor<i32>
    %298 = stablehlo.add %arg6, %c_85 : tensor<i32>
    %c_86 = stablehlo.constant dense<2147483647> : tensor<i32>
    %299 = call @_where_2(%297, %298, %c_86) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %300 = stablehlo.convert %299 : (tensor<i32>) -> tensor<f32>
    %301 = stablehlo.power %cst_87, %300 : tensor<f32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.subtract %cst_88, %301 : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %304 = stablehlo.divide %235, %303 : tensor<16xf32>
    %305 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %306 = stablehlo.divide %240, %305 : tensor<6x16xf32>
    %307 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %308 = stablehlo.divide %245, %307 : tensor<3xf32>
    %309 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %310 = stablehlo.divide %250, %309 : tensor<16x3xf32>
    %311 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %312 = stablehlo.divide %255, %311 : tensor<16xf32>
    %313 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %314 = stablehlo.divide %260, %313 : tensor<16xf32>
    %cst_89 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %315 = stablehlo.convert %299 : (tensor<i32>) -> tensor<f32>
    %316 = stablehlo.power %cst_89, %315 : tensor<f32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %317 = stablehlo.subtract %cst_90, %316 : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %319 = stablehlo.divide %266, %318 : tensor<16xf32>
    %320 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %321 = stablehlo.divide %272, %320 : tensor<6x16xf32>
    %322 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %323 = stablehlo.divide %278, %322 : tensor<3xf32>
    %324 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %325 = stablehlo.divide %284, %324 : tensor<16x3xf32>
    %326 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %327 = stablehlo.divide %290, %326 : tensor<16xf32>
    %328 = stablehlo.broadcast_in_dim %317, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %329 = stablehlo.divide %296, %328 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %331 = stablehlo.add %319, %330 : tensor<16xf32>
    %332 = stablehlo.sqrt %331 : tensor<16xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %334 = stablehlo.add %332, %333 : tensor<16xf32>
    %335 = stablehlo.divide %304, %334 : tensor<16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %337 = stablehlo.add %321, %336 : tensor<6x16xf32>
    %338 = stablehlo.sqrt %337 : tensor<6x16xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %340 = stablehlo.add %338, %339 : tensor<6x16xf32>
    %341 = stablehlo.divide %306, %340 : tensor<6x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %343 = stablehlo.add %323, %342 : tensor<3xf32>
    %344 = stablehlo.sqrt %343 : tensor<3xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %346 = stablehlo.add %344, %345 : tensor<3xf32>
    %347 = stablehlo.divide %308, %346 : tensor<3xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %349 = stablehlo.add %325, %348 : tensor<16x3xf32>
    %350 = stablehlo.sqrt %349 : tensor<16x3xf32>
    %cst_98 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %352 = stablehlo.add %350, %351 : tensor<16x3xf32>
    %353 = stablehlo.divide %310, %352 : tensor<16x3xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %355 = stablehlo.add %327, %354 : tensor<16xf32>
    %356 = stablehlo.sqrt %355 : tensor<16xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %358 = stablehlo.add %356, %357 : tensor<16xf32>
    %359 = stablehlo.divide %312, %358 : tensor<16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %361 = stablehlo.add %329, %360 : tensor<16xf32>
    %362 = stablehlo.sqrt %361 : tensor<16xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %364 = stablehlo.add %362, %363 : tensor<16xf32>
    %365 = stablehlo.divide %314, %364 : tensor<16xf32>
    %cst_103 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %367 = stablehlo.multiply %366, %arg0 : tensor<16xf32>
    %368 = stablehlo.add %335, %367 : tensor<16xf32>
    %cst_104 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %370 = stablehlo.multiply %369, %arg1 : tensor<6x16xf32>
    %371 = stablehlo.add %341, %370 : tensor<6x16xf32>
    %cst_105 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %373 = stablehlo.multiply %372, %arg2 : tensor<3xf32>
    %374 = stablehlo.add %347, %373 : tensor<3xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %376 = stablehlo.multiply %375, %arg3 : tensor<16x3xf32>
    %377 = stablehlo.add %353, %376 : tensor<16x3xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %379 = stablehlo.multiply %378, %arg4 : tensor<16xf32>
    %380 = stablehlo.add %359, %379 : tensor<16xf32>
    %cst_108 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %382 = stablehlo.multiply %381, %arg5 : tensor<16xf32>
    %383 = stablehlo.add %365, %382 : tensor<16xf32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %384 = stablehlo.subtract %arg19, %c_109 : tensor<i32>
    %c_110 = stablehlo.constant dense<0> : tensor<i32>
    %c_111 = stablehlo.constant dense<2> : tensor<i32>
    %385 = call @clip(%384, %c_110, %c_111) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %386 = stablehlo.convert %385 : (tensor<i32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %387 = stablehlo.divide %386, %cst_112 : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %388 = stablehlo.subtract %cst_113, %387 : tensor<f32>
    %cst_114 = stablehlo.constant dense<-3.000000e-02> : tensor<f32>
    %389 = stablehlo.multiply %cst_114, %388 : tensor<f32>
    %cst_115 = stablehlo.constant dense<3.000000e-02> : tensor<f32>
    %390 = stablehlo.add %389, %cst_115 : tensor<f32>
    %c_116 = stablehlo.constant dense<2> : tensor<i32>
    %391 = stablehlo.compare LT, %arg19, %c_116, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_117 = stablehlo.constant dense<2> : tensor<i32>
    %392 = stablehlo.subtract %arg19, %c_117 : tensor<i32>
    %393 = stablehlo.convert %392 : (tensor<i32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %394 = stablehlo.minimum %393, %cst_118 : tensor<f32>
    %cst_119 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %395 = stablehlo.multiply %cst_119, %394 : tensor<f32>
    %cst_120 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %396 = stablehlo.divide %395, %cst_120 : tensor<f32>
    %397 = stablehlo.cosine %396 : tensor<f32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %398 = stablehlo.add %cst_121, %397 : tensor<f32>
    %cst_122 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %399 = stablehlo.multiply %cst_122, %398 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.power %399, %cst_123 : tensor<f32>
    %cst_124 = stablehlo.constant dense<0.966666638> : tensor<f32>
    %401 = stablehlo.multiply %cst_124, %400 : tensor<f32>
    %cst_125 = stablehlo.constant dense<0.0333333351> : tensor<f32>
    %402 = stablehlo.add %401, %cst_125 : tensor<f32>
    %cst_126 = stablehlo.constant dense<3.000000e-02> : tensor<f32>
    %403 = stablehlo.multiply %cst_126, %402 : tensor<f32>
    %404 = call @_where_3(%391, %390, %403) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %405 = stablehlo.multiply %cst_127, %404 : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %407 = stablehlo.multiply %406, %368 : tensor<16xf32>
    %408 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %409 = stablehlo.multiply %408, %371 : tensor<6x16xf32>
    %410 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %411 = stablehlo.multiply %410, %374 : tensor<3xf32>
    %412 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %413 = stablehlo.multiply %412, %377 : tensor<16x3xf32>
    %414 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %415 = stablehlo.multiply %414, %380 : tensor<16xf32>
    %416 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %417 = stablehlo.multiply %416, %383 : tensor<16xf32>
    %c_128 = stablehlo.constant dense<2147483647> : tensor<i32>
    %418 = stablehlo.compare LT, %arg19, %c_128, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_129 = stablehlo.constant dense<1> : tensor<i32>
    %419 = stablehlo.add %arg19, %c_129 : tensor<i32>
    %c_130 = stablehlo.constant dense<2147483647> : tensor<i32>
    %420 = call @_where_2(%418, %419, %c_130) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %421 = stablehlo.add %arg0, %407 : tensor<16xf32>
    %422 = stablehlo.add %arg1, %409 : tensor<6x16xf32>
    %423 = stablehlo.add %arg2, %411 : tensor<3xf32>
    %424 = stablehlo.add %arg3, %413 : tensor<16x3xf32>
    %425 = stablehlo.add %arg4, %415 : tensor<16xf32>
    %426 = stablehlo.add %arg5, %417 : tensor<16xf32>
    %427 = stablehlo.dot_general %arg20, %422, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x6xf32>, tensor<6x16xf32>) -> tensor<8x16xf32>
    %428 = stablehlo.reshape %421 : (tensor<16xf32>) -> tensor<1x16xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %430 = stablehlo.add %427, %429 : tensor<8x16xf32>
    %431 = chlo.square %430 : tensor<8x16xf32> -> tensor<8x16xf32>
    %cst_131 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %433 = stablehlo.multiply %432, %430 : tensor<8x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%430 init: %cst_132) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_133 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %436 = stablehlo.divide %434, %435 : tensor<8xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%431 init: %cst_134) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_135 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %439 = stablehlo.divide %437, %438 : tensor<8xf32>
    %440 = chlo.square %436 : tensor<8xf32> -> tensor<8xf32>
    %cst_136 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %442 = stablehlo.multiply %441, %436 : tensor<8xf32>
    %443 = stablehlo.subtract %439, %440 : tensor<8xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %445 = stablehlo.maximum %444, %443 : tensor<8xf32>
    %446 = stablehlo.compare EQ, %443, %445, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %449 = stablehlo.select %446, %447, %448 : tensor<8xi1>, tensor<8xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %451 = stablehlo.compare EQ, %450, %445, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_141 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %454 = stablehlo.select %451, %452, %453 : tensor<8xi1>, tensor<8xf32>
    %455 = stablehlo.divide %449, %454 : tensor<8xf32>
    %456 = stablehlo.reshape %436 : (tensor<8xf32>) -> tensor<8x1xf32>
    %457 = stablehlo.reshape %445 : (tensor<8xf32>) -> tensor<8x1xf32>
    %458 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %459 = stablehlo.subtract %430, %458 : tensor<8x16xf32>
    %cst_143 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %461 = stablehlo.add %457, %460 : tensor<8x1xf32>
    %462 = stablehlo.rsqrt %461 : tensor<8x1xf32>
    %463 = stablehlo.divide %462, %461 : tensor<8x1xf32>
    %cst_144 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<8x1xf32>
    %466 = stablehlo.reshape %426 : (tensor<16xf32>) -> tensor<1x16xf32>
    %467 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %468 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %469 = stablehlo.multiply %467, %468 : tensor<8x16xf32>
    %470 = stablehlo.multiply %459, %469 : tensor<8x16xf32>
    %471 = stablehlo.reshape %425 : (tensor<16xf32>) -> tensor<1x16xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %473 = stablehlo.add %470, %472 : tensor<8x16xf32>
    %474 = stablehlo.multiply %473, %473 : tensor<8x16xf32>
    %475 = stablehlo.multiply %474, %473 : tensor<8x16xf32>
    %476 = stablehlo.multiply %473, %473 : tensor<8x16xf32>
    %cst_145 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %478 = stablehlo.multiply %477, %476 : tensor<8x16xf32>
    %cst_146 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %480 = stablehlo.multiply %479, %475 : tensor<8x16xf32>
    %481 = stablehlo.add %473, %480 : tensor<8x16xf32>
    %cst_147 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<8x16xf32>
    %484 = stablehlo.tanh %483 : tensor<8x16xf32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %486 = stablehlo.subtract %485, %484 : tensor<8x16xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %488 = stablehlo.add %487, %484 : tensor<8x16xf32>
    %cst_150 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %490 = stablehlo.multiply %489, %488 : tensor<8x16xf32>
    %491 = stablehlo.multiply %473, %490 : tensor<8x16xf32>
    %492 = stablehlo.dot_general %491, %424, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<16x3xf32>) -> tensor<8x3xf32>
    %493 = stablehlo.reshape %423 : (tensor<3xf32>) -> tensor<1x3xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<8x3xf32>
    %495 = stablehlo.add %492, %494 : tensor<8x3xf32>
    %496 = stablehlo.broadcast_in_dim %arg21, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %497:2 = call @take_along_axis(%495, %496) : (tensor<8x3xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c_151 = stablehlo.constant dense<0> : tensor<i32>
    %498:2 = call @_take(%497#0, %c_151) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_152 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %499 = stablehlo.reduce(%495 init: %cst_152) applies stablehlo.maximum across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_153 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %501 = stablehlo.maximum %500, %499 : tensor<8xf32>
    %502 = stablehlo.is_finite %501 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %504 = stablehlo.select %502, %501, %503 : tensor<8xi1>, tensor<8xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x3xf32>
    %507 = stablehlo.subtract %495, %506 : tensor<8x3xf32>
    %508 = stablehlo.exponential %507 : tensor<8x3xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_155) applies stablehlo.add across dimensions = [1] : (tensor<8x3xf32>, tensor<f32>) -> tensor<8xf32>
    %510 = stablehlo.abs %509 : tensor<8xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %512 = stablehlo.compare GE, %509, %511, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %513 = stablehlo.log %510 : tensor<8xf32>
    %514 = stablehlo.add %513, %504 : tensor<8xf32>
    %515 = stablehlo.subtract %514, %498#0 : tensor<8xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%515 init: %cst_157) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_158 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %517 = stablehlo.divide %516, %cst_158 : tensor<f32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_160 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %518 = stablehlo.divide %cst_159, %cst_160 : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %520 = stablehlo.negate %519 : tensor<8xf32>
    %521 = stablehlo.divide %519, %510 : tensor<8xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %523 = stablehlo.select %512, %522, %521 : tensor<8xi1>, tensor<8xf32>
    %524 = stablehlo.select %512, %521, %522 : tensor<8xi1>, tensor<8xf32>
    %525 = stablehlo.negate %523 : tensor<8xf32>
    %526 = stablehlo.add %524, %525 : tensor<8xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0] : (tensor<8xf32>) -> tensor<8x3xf32>
    %528 = stablehlo.multiply %527, %508 : tensor<8x3xf32>
    %529 = call @_take_0(%498#1, %520) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %530 = call @take_along_axis_1(%497#1, %529) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    %531 = stablehlo.add %528, %530 : tensor<8x3xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_162) applies stablehlo.add across dimensions = [0] : (tensor<8x3xf32>, tensor<f32>) -> tensor<3xf32>
    %533 = stablehlo.reshape %532 : (tensor<3xf32>) -> tensor<1x3xf32>
    %534 = stablehlo.reshape %533 : (tensor<1x3xf32>) -> tensor<3xf32>
    %535 = stablehlo.dot_general %531, %491, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x3xf32>, tensor<8x16xf32>) -> tensor<3x16xf32>
    %536 = stablehlo.transpose %535, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %537 = stablehlo.dot_general %531, %424, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x3xf32>, tensor<16x3xf32>) -> tensor<8x16xf32>
    %538 = stablehlo.multiply %473, %537 : tensor<8x16xf32>
    %539 = stablehlo.multiply %537, %490 : tensor<8x16xf32>
    %cst_163 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %541 = stablehlo.multiply %540, %538 : tensor<8x16xf32>
    %542 = stablehlo.multiply %541, %486 : tensor<8x16xf32>
    %543 = stablehlo.multiply %542, %484 : tensor<8x16xf32>
    %544 = stablehlo.add %542, %543 : tensor<8x16xf32>
    %cst_164 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %546 = stablehlo.multiply %545, %544 : tensor<8x16xf32>
    %547 = stablehlo.add %539, %546 : tensor<8x16xf32>
    %cst_165 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %549 = stablehlo.multiply %548, %546 : tensor<8x16xf32>
    %550 = stablehlo.multiply %549, %478 : tensor<8x16xf32>
    %551 = stablehlo.add %547, %550 : tensor<8x16xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_166) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %553 = stablehlo.reshape %552 : (tensor<16xf32>) -> tensor<1x16xf32>
    %554 = stablehlo.reshape %553 : (tensor<1x16xf32>) -> tensor<16xf32>
    %555 = stablehlo.multiply %459, %551 : tensor<8x16xf32>
    %556 = stablehlo.multiply %551, %469 : tensor<8x16xf32>
    %557 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %558 = stablehlo.multiply %557, %555 : tensor<8x16xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_167) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %560 = stablehlo.reshape %559 : (tensor<16xf32>) -> tensor<1x16xf32>
    %561 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %562 = stablehlo.multiply %555, %561 : tensor<8x16xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_168) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %564 = stablehlo.reshape %563 : (tensor<8xf32>) -> tensor<8x1xf32>
    %565 = stablehlo.reshape %560 : (tensor<1x16xf32>) -> tensor<16xf32>
    %566 = stablehlo.multiply %564, %465 : tensor<8x1xf32>
    %567 = stablehlo.negate %556 : tensor<8x16xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_169) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>
    %569 = stablehlo.reshape %568 : (tensor<8xf32>) -> tensor<8x1xf32>
    %570 = stablehlo.reshape %566 : (tensor<8x1xf32>) -> tensor<8xf32>
    %571 = stablehlo.reshape %569 : (tensor<8x1xf32>) -> tensor<8xf32>
    %572 = stablehlo.multiply %570, %455 : tensor<8xf32>
    %573 = stablehlo.negate %572 : tensor<8xf32>
    %574 = stablehlo.multiply %573, %442 : tensor<8xf32>
    %575 = stablehlo.add %571, %574 : tensor<8xf32>
    %cst_170 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %577 = stablehlo.divide %572, %576 : tensor<8xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %cst_171 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %580 = stablehlo.divide %575, %579 : tensor<8xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0] : (tensor<8xf32>) -> tensor<8x16xf32>
    %582 = stablehlo.add %556, %581 : tensor<8x16xf32>
    %583 = stablehlo.multiply %578, %433 : tensor<8x16xf32>
    %584 = stablehlo.add %582, %583 : tensor<8x16xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.reduce(%584 init: %cst_172) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %586 = stablehlo.reshape %585 : (tensor<16xf32>) -> tensor<1x16xf32>
    %587 = stablehlo.reshape %586 : (tensor<1x16xf32>) -> tensor<16xf32>
    %588 = stablehlo.dot_general %584, %arg20, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16xf32>, tensor<8x6xf32>) -> tensor<16x6xf32>
    %589 = stablehlo.transpose %588, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %590 = chlo.square %587 : tensor<16xf32> -> tensor<16xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %592 = chlo.square %591 : tensor<16xf32> -> tensor<16xf32>
    %593 = stablehlo.add %590, %592 : tensor<16xf32>
    %594 = chlo.square %589 : tensor<6x16xf32> -> tensor<6x16xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %596 = chlo.square %595 : tensor<6x16xf32> -> tensor<6x16xf32>
    %597 = stablehlo.add %594, %596 : tensor<6x16xf32>
    %598 = chlo.square %534 : tensor<3xf32> -> tensor<3xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %600 = chlo.square %599 : tensor<3xf32> -> tensor<3xf32>
    %601 = stablehlo.add %598, %600 : tensor<3xf32>
    %602 = chlo.square %536 : tensor<16x3xf32> -> tensor<16x3xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %604 = chlo.square %603 : tensor<16x3xf32> -> tensor<16x3xf32>
    %605 = stablehlo.add %602, %604 : tensor<16x3xf32>
    %606 = chlo.square %554 : tensor<16xf32> -> tensor<16xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %608 = chlo.square %607 : tensor<16xf32> -> tensor<16xf32>
    %609 = stablehlo.add %606, %608 : tensor<16xf32>
    %610 = chlo.square %565 : tensor<16xf32> -> tensor<16xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %612 = chlo.square %611 : tensor<16xf32> -> tensor<16xf32>
    %613 = stablehlo.add %610, %612 : tensor<16xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%593 init: %cst_179) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%597 init: %cst_180) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%601 init: %cst_181) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%605 init: %cst_182) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.reduce(%609 init: %cst_183) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%613 init: %cst_184) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.add %cst_185, %614 : tensor<f32>
    %621 = stablehlo.add %620, %615 : tensor<f32>
    %622 = stablehlo.add %621, %616 : tensor<f32>
    %623 = stablehlo.add %622, %617 : tensor<f32>
    %624 = stablehlo.add %623, %618 : tensor<f32>
    %625 = stablehlo.add %624, %619 : tensor<f32>
    %626 = stablehlo.sqrt %625 : tensor<f32>
    %cst_186 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %627 = stablehlo.compare LT, %626, %cst_186, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %628 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %629 = stablehlo.divide %587, %628 : tensor<16xf32>
    %cst_187 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %631 = stablehlo.multiply %629, %630 : tensor<16xf32>
    %632 = stablehlo.select %627, %587, %631 : tensor<i1>, tensor<16xf32>
    %633 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %634 = stablehlo.divide %589, %633 : tensor<6x16xf32>
    %cst_188 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %636 = stablehlo.multiply %634, %635 : tensor<6x16xf32>
    %637 = stablehlo.select %627, %589, %636 : tensor<i1>, tensor<6x16xf32>
    %638 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %639 = stablehlo.divide %534, %638 : tensor<3xf32>
    %cst_189 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %641 = stablehlo.multiply %639, %640 : tensor<3xf32>
    %642 = stablehlo.select %627, %534, %641 : tensor<i1>, tensor<3xf32>
    %643 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %644 = stablehlo.divide %536, %643 : tensor<16x3xf32>
    %cst_190 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %646 = stablehlo.multiply %644, %645 : tensor<16x3xf32>
    %647 = stablehlo.select %627, %536, %646 : tensor<i1>, tensor<16x3xf32>
    %648 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %649 = stablehlo.divide %554, %648 : tensor<16xf32>
    %cst_191 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<16xf32>
    %652 = stablehlo.select %627, %554, %651 : tensor<i1>, tensor<16xf32>
    %653 = stablehlo.broadcast_in_dim %626, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %654 = stablehlo.divide %565, %653 : tensor<16xf32>
    %cst_192 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %656 = stablehlo.multiply %654, %655 : tensor<16xf32>
    %657 = stablehlo.select %627, %565, %656 : tensor<i1>, tensor<16xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %659 = stablehlo.multiply %658, %632 : tensor<16xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %661 = stablehlo.multiply %660, %235 : tensor<16xf32>
    %662 = stablehlo.add %659, %661 : tensor<16xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %664 = stablehlo.multiply %663, %637 : tensor<6x16xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %666 = stablehlo.multiply %665, %240 : tensor<6x16xf32>
    %667 = stablehlo.add %664, %666 : tensor<6x16xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %669 = stablehlo.multiply %668, %642 : tensor<3xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %671 = stablehlo.multiply %670, %245 : tensor<3xf32>
    %672 = stablehlo.add %669, %671 : tensor<3xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %674 = stablehlo.multiply %673, %647 : tensor<16x3xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %676 = stablehlo.multiply %675, %250 : tensor<16x3xf32>
    %677 = stablehlo.add %674, %676 : tensor<16x3xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %679 = stablehlo.multiply %678, %652 : tensor<16xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %681 = stablehlo.multiply %680, %255 : tensor<16xf32>
    %682 = stablehlo.add %679, %681 : tensor<16xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %684 = stablehlo.multiply %683, %657 : tensor<16xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %686 = stablehlo.multiply %685, %260 : tensor<16xf32>
    %687 = stablehlo.add %684, %686 : tensor<16xf32>
    %688 = stablehlo.multiply %632, %632 : tensor<16xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %690 = stablehlo.multiply %689, %688 : tensor<16xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %692 = stablehlo.multiply %691, %266 : tensor<16xf32>
    %693 = stablehlo.add %690, %692 : tensor<16xf32>
    %694 = stablehlo.multiply %637, %637 : tensor<6x16xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %696 = stablehlo.multiply %695, %694 : tensor<6x16xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %698 = stablehlo.multiply %697, %272 : tensor<6x16xf32>
    %699 = stablehlo.add %696, %698 : tensor<6x16xf32>
    %700 = stablehlo.multiply %642, %642 : tensor<3xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %702 = stablehlo.multiply %701, %700 : tensor<3xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %704 = stablehlo.multiply %703, %278 : tensor<3xf32>
    %705 = stablehlo.add %702, %704 : tensor<3xf32>
    %706 = stablehlo.multiply %647, %647 : tensor<16x3xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %708 = stablehlo.multiply %707, %706 : tensor<16x3xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %710 = stablehlo.multiply %709, %284 : tensor<16x3xf32>
    %711 = stablehlo.add %708, %710 : tensor<16x3xf32>
    %712 = stablehlo.multiply %652, %652 : tensor<16xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %714 = stablehlo.multiply %713, %712 : tensor<16xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %716 = stablehlo.multiply %715, %290 : tensor<16xf32>
    %717 = stablehlo.add %714, %716 : tensor<16xf32>
    %718 = stablehlo.multiply %657, %657 : tensor<16xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %720 = stablehlo.multiply %719, %718 : tensor<16xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %722 = stablehlo.multiply %721, %296 : tensor<16xf32>
    %723 = stablehlo.add %720, %722 : tensor<16xf32>
    %c_217 = stablehlo.constant dense<2147483647> : tensor<i32>
    %724 = stablehlo.compare LT, %299, %c_217, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_218 = stablehlo.constant dense<1> : tensor<i32>
    %725 = stablehlo.add %299, %c_218 : tensor<i32>
    %c_219 = stablehlo.constant dense<2147483647> : tensor<i32>
    %726 = call @_where_2(%724, %725, %c_219) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %727 = stablehlo.convert %726 : (tensor<i32>) -> tensor<f32>
    %728 = stablehlo.power %cst_220, %727 : tensor<f32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %729 = stablehlo.subtract %cst_221, %728 : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %731 = stablehlo.divide %662, %730 : tensor<16xf32>
    %732 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %733 = stablehlo.divide %667, %732 : tensor<6x16xf32>
    %734 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %735 = stablehlo.divide %672, %734 : tensor<3xf32>
    %736 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %737 = stablehlo.divide %677, %736 : tensor<16x3xf32>
    %738 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %739 = stablehlo.divide %682, %738 : tensor<16xf32>
    %740 = stablehlo.broadcast_in_dim %729, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %741 = stablehlo.divide %687, %740 : tensor<16xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %742 = stablehlo.convert %726 : (tensor<i32>) -> tensor<f32>
    %743 = stablehlo.power %cst_222, %742 : tensor<f32>
    %cst_223 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %744 = stablehlo.subtract %cst_223, %743 : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %744, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %746 = stablehlo.divide %693, %745 : tensor<16xf32>
    %747 = stablehlo.broadcast_in_dim %744, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %748 = stablehlo.divide %699, %747 : tensor<6x16xf32>
    %749 = stablehlo.broadcast_in_dim %744, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %750 = stablehlo.divide %705, %749 : tensor<3xf32>
    %751 = stablehlo.broadcast_in_dim %744, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %752 = stablehlo.divide %711, %751 : tensor<16x3xf32>
    %753 = stablehlo.broadcast_in_dim %744, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %754 = stablehlo.divide %717, %753 : tensor<16xf32>
    %755 = stablehlo.broadcast_in_dim %744, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %756 = stablehlo.divide %723, %755 : tensor<16xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %758 = stablehlo.add %746, %757 : tensor<16xf32>
    %759 = stablehlo.sqrt %758 : tensor<16xf32>
    %cst_225 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %761 = stablehlo.add %759, %760 : tensor<16xf32>
    %762 = stablehlo.divide %731, %761 : tensor<16xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %764 = stablehlo.add %748, %763 : tensor<6x16xf32>
    %765 = stablehlo.sqrt %764 : tensor<6x16xf32>
    %cst_227 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %767 = stablehlo.add %765, %766 : tensor<6x16xf32>
    %768 = stablehlo.divide %733, %767 : tensor<6x16xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %770 = stablehlo.add %750, %769 : tensor<3xf32>
    %771 = stablehlo.sqrt %770 : tensor<3xf32>
    %cst_229 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %773 = stablehlo.add %771, %772 : tensor<3xf32>
    %774 = stablehlo.divide %735, %773 : tensor<3xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %776 = stablehlo.add %752, %775 : tensor<16x3xf32>
    %777 = stablehlo.sqrt %776 : tensor<16x3xf32>
    %cst_231 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %779 = stablehlo.add %777, %778 : tensor<16x3xf32>
    %780 = stablehlo.divide %737, %779 : tensor<16x3xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %782 = stablehlo.add %754, %781 : tensor<16xf32>
    %783 = stablehlo.sqrt %782 : tensor<16xf32>
    %cst_233 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %785 = stablehlo.add %783, %784 : tensor<16xf32>
    %786 = stablehlo.divide %739, %785 : tensor<16xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %788 = stablehlo.add %756, %787 : tensor<16xf32>
    %789 = stablehlo.sqrt %788 : tensor<16xf32>
    %cst_235 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %791 = stablehlo.add %789, %790 : tensor<16xf32>
    %792 = stablehlo.divide %741, %791 : tensor<16xf32>
    %cst_236 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %794 = stablehlo.multiply %793, %421 : tensor<16xf32>
    %795 = stablehlo.add %762, %794 : tensor<16xf32>
    %cst_237 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %797 = stablehlo.multiply %796, %422 : tensor<6x16xf32>
    %798 = stablehlo.add %768, %797 : tensor<6x16xf32>
    %cst_238 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %800 = stablehlo.multiply %799, %423 : tensor<3xf32>
    %801 = stablehlo.add %774, %800 : tensor<3xf32>
    %cst_239 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %803 = stablehlo.multiply %802, %424 : tensor<16x3xf32>
    %804 = stablehlo.add %780, %803 : tensor<16x3xf32>
    %cst_240 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %806 = stablehlo.multiply %805, %425 : tensor<16xf32>
    %807 = stablehlo.add %786, %806 : tensor<16xf32>
    %cst_241 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %809 = stablehlo.multiply %808, %426 : tensor<16xf32>
    %810 = stablehlo.add %792, %809 : tensor<16xf32>
    %c_242 = stablehlo.constant dense<0> : tensor<i32>
    %811 = stablehlo.subtract %420, %c_242 : tensor<i32>
    %c_243 = stablehlo.constant dense<0> : tensor<i32>
    %c_244 = stablehlo.constant dense<2> : tensor<i32>
    %812 = call @clip(%811, %c_243, %c_244) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %813 = stablehlo.convert %812 : (tensor<i32>) -> tensor<f32>
    %cst_245 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %814 = stablehlo.divide %813, %cst_245 : tensor<f32>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %815 = stablehlo.subtract %cst_246, %814 : tensor<f32>
    %cst_247 = stablehlo.constant dense<-3.000000e-02> : tensor<f32>
    %816 = stablehlo.multiply %cst_247, %815 : tensor<f32>
    %cst_248 = stablehlo.constant dense<3.000000e-02> : tensor<f32>
    %817 = stablehlo.add %816, %cst_248 : tensor<f32>
    %c_249 = stablehlo.constant dense<2> : tensor<i32>
    %818 = stablehlo.compare LT, %420, %c_249, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_250 = stablehlo.constant dense<2> : tensor<i32>
    %819 = stablehlo.subtract %420, %c_250 : tensor<i32>
    %820 = stablehlo.convert %819 : (tensor<i32>) -> tensor<f32>
    %cst_251 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %821 = stablehlo.minimum %820, %cst_251 : tensor<f32>
    %cst_252 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %822 = stablehlo.multiply %cst_252, %821 : tensor<f32>
    %cst_253 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %823 = stablehlo.divide %822, %cst_253 : tensor<f32>
    %824 = stablehlo.cosine %823 : tensor<f32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %825 = stablehlo.add %cst_254, %824 : tensor<f32>
    %cst_255 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %826 = stablehlo.multiply %cst_255, %825 : tensor<f32>
    %cst_256 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %827 = stablehlo.power %826, %cst_256 : tensor<f32>
    %cst_257 = stablehlo.constant dense<0.966666638> : tensor<f32>
    %828 = stablehlo.multiply %cst_257, %827 : tensor<f32>
    %cst_258 = stablehlo.constant dense<0.0333333351> : tensor<f32>
    %829 = stablehlo.add %828, %cst_258 : tensor<f32>
    %cst_259 = stablehlo.constant dense<3.000000e-02> : tensor<f32>
    %830 = stablehlo.multiply %cst_259, %829 : tensor<f32>
    %831 = call @_where_3(%818, %817, %830) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_260 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %832 = stablehlo.multiply %cst_260, %831 : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %834 = stablehlo.multiply %833, %795 : tensor<16xf32>
    %835 = stablehlo.broadcast_in_dim %832, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %836 = stablehlo.multiply %835, %798 : tensor<6x16xf32>
    %837 = stablehlo.broadcast_in_dim %832, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %838 = stablehlo.multiply %837, %801 : tensor<3xf32>
    %839 = stablehlo.broadcast_in_dim %832, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %840 = stablehlo.multiply %839, %804 : tensor<16x3xf32>
    %841 = stablehlo.broadcast_in_dim %832, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %842 = stablehlo.multiply %841, %807 : tensor<16xf32>
    %843 = stablehlo.broadcast_in_dim %832, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %844 = stablehlo.multiply %843, %810 : tensor<16xf32>
    %845 = stablehlo.add %421, %834 : tensor<16xf32>
    %846 = stablehlo.add %422, %836 : tensor<6x16xf32>
    %847 = stablehlo.add %423, %838 : tensor<3xf32>
    %848 = stablehlo.add %424, %840 : tensor<16x3xf32>
    %849 = stablehlo.add %425, %842 : tensor<16xf32>
    %850 = stablehlo.add %426, %844 : tensor<16xf32>
    %851 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %852 = stablehlo.broadcast_in_dim %517, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %853 = stablehlo.concatenate %851, %852, dim = 0 : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
    return %845, %846, %847, %848, %849, %850, %853 : tensor<16xf32>, tensor<6x16xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x3xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x3xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x3xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x3xf32>
    return %1 : tensor<8x3xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
}
