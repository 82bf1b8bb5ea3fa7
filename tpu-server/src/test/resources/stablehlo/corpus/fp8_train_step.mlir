module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x32xf32>, %arg1: tensor<32x4xf32>, %arg2: tensor<12x32xf32>, %arg3: tensor<32x4xf32>, %arg4: tensor<8x12xf32>, %arg5: tensor<8x4xf32>) -> (tensor<12x32xf32> {jax.result_info = "result[0]['params']['w1']"}, tensor<32x4xf32> {jax.result_info = "result[0]['params']['w2']"}, tensor<12x32xf32> {jax.result_info = "result[1][0].trace['params']['w1']"}, tensor<32x4xf32> {jax.result_info = "result[1][0].trace['params']['w2']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.abs %arg4 : tensor<8x12xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<8x12xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GT, %1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %3 = stablehlo.divide %cst_1, %1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = call @_where(%2, %3, %cst_2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x12xf32>
    %6 = stablehlo.multiply %arg4, %5 : tensor<8x12xf32>
    %cst_3 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %7 = call @clip(%6, %cst_3, %cst_4) : (tensor<8x12xf32>, tensor<f32>, tensor<f32>) -> tensor<8x12xf32>
    %8 = stablehlo.convert %7 : (tensor<8x12xf32>) -> tensor<8x12xf8E4M3FN>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.divide %cst_5, %4 : tensor<f32>
    %10 = stablehlo.abs %arg0 : tensor<12x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %12 = stablehlo.compare GE, %arg0, %11, FLOAT : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xi1>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.reduce(%10 init: %cst_7) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<12x32xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.reshape %13 : (tensor<f32>) -> tensor<1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<12x32xf32>
    %16 = stablehlo.compare EQ, %10, %15, FLOAT : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xi1>
    %17 = stablehlo.convert %16 : (tensor<12x32xi1>) -> tensor<12x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.compare GT, %13, %cst_9, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_10 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %20 = stablehlo.divide %cst_10, %13 : tensor<f32>
    %21 = stablehlo.multiply %13, %13 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.divide %cst_11, %21 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = call @_where_0(%19, %20, %cst_12) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %25 = stablehlo.multiply %arg0, %24 : tensor<12x32xf32>
    %cst_13 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_14 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %26:3 = call @clip_1(%25, %cst_13, %cst_14) : (tensor<12x32xf32>, tensor<f32>, tensor<f32>) -> (tensor<12x32xf32>, tensor<12x32xf32>, tensor<12x32xf32>)
    %27 = stablehlo.convert %26#0 : (tensor<12x32xf32>) -> tensor<12x32xf8E4M3FN>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.divide %cst_15, %23 : tensor<f32>
    %29 = stablehlo.multiply %23, %23 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.divide %cst_16, %29 : tensor<f32>
    %31 = stablehlo.dot_general %8, %27, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x12xf8E4M3FN>, tensor<12x32xf8E4M3FN>) -> tensor<8x32xf32>
    %32 = stablehlo.multiply %9, %28 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<8x32xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<8x32xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<8x32xf32>
    %37 = stablehlo.multiply %34, %34 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %41 = stablehlo.multiply %40, %36 : tensor<8x32xf32>
    %42 = stablehlo.add %34, %41 : tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8x32xf32>
    %45 = stablehlo.tanh %44 : tensor<8x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %47 = stablehlo.subtract %46, %45 : tensor<8x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %49 = stablehlo.add %48, %45 : tensor<8x32xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<8x32xf32>
    %52 = stablehlo.multiply %34, %51 : tensor<8x32xf32>
    %53 = stablehlo.abs %52 : tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %55 = stablehlo.compare GE, %52, %54, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.reduce(%53 init: %cst_24) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %57 = stablehlo.reshape %56 : (tensor<f32>) -> tensor<1x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x32xf32>
    %59 = stablehlo.compare EQ, %53, %58, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %60 = stablehlo.convert %59 : (tensor<8x32xi1>) -> tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.compare GT, %56, %cst_26, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_27 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %63 = stablehlo.divide %cst_27, %56 : tensor<f32>
    %64 = stablehlo.multiply %56, %56 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.divide %cst_28, %64 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = call @_where_0(%62, %63, %cst_29) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %68 = stablehlo.multiply %52, %67 : tensor<8x32xf32>
    %cst_30 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_31 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %69:3 = call @clip_2(%68, %cst_30, %cst_31) : (tensor<8x32xf32>, tensor<f32>, tensor<f32>) -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>)
    %70 = stablehlo.convert %69#0 : (tensor<8x32xf32>) -> tensor<8x32xf8E4M3FN>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.divide %cst_32, %66 : tensor<f32>
    %72 = stablehlo.multiply %66, %66 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.divide %cst_33, %72 : tensor<f32>
    %74 = stablehlo.abs %arg1 : tensor<32x4xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %76 = stablehlo.compare GE, %arg1, %75, FLOAT : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xi1>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%74 init: %cst_35) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<f32>
    %78 = stablehlo.reshape %77 : (tensor<f32>) -> tensor<1x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x4xf32>
    %80 = stablehlo.compare EQ, %74, %79, FLOAT : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xi1>
    %81 = stablehlo.convert %80 : (tensor<32x4xi1>) -> tensor<32x4xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.compare GT, %77, %cst_37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_38 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %84 = stablehlo.divide %cst_38, %77 : tensor<f32>
    %85 = stablehlo.multiply %77, %77 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %86 = stablehlo.divide %cst_39, %85 : tensor<f32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = call @_where_0(%83, %84, %cst_40) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %89 = stablehlo.multiply %arg1, %88 : tensor<32x4xf32>
    %cst_41 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_42 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %90:3 = call @clip_3(%89, %cst_41, %cst_42) : (tensor<32x4xf32>, tensor<f32>, tensor<f32>) -> (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>)
    %91 = stablehlo.convert %90#0 : (tensor<32x4xf32>) -> tensor<32x4xf8E4M3FN>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.divide %cst_43, %87 : tensor<f32>
    %93 = stablehlo.multiply %87, %87 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.divide %cst_44, %93 : tensor<f32>
    %95 = stablehlo.dot_general %70, %91, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf8E4M3FN>, tensor<32x4xf8E4M3FN>) -> tensor<8x4xf32>
    %96 = stablehlo.multiply %71, %92 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<8x4xf32>
    %99 = stablehlo.subtract %98, %arg5 : tensor<8x4xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<8x4xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %102 = stablehlo.multiply %101, %99 : tensor<8x4xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%100 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %104 = stablehlo.divide %103, %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %105 = stablehlo.divide %cst_48, %cst_49 : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %107 = stablehlo.multiply %106, %102 : tensor<8x4xf32>
    %108 = stablehlo.multiply %95, %107 : tensor<8x4xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %110 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %111 = stablehlo.multiply %107, %110 : tensor<8x4xf32>
    %112 = stablehlo.multiply %71, %109 : tensor<f32>
    %113 = stablehlo.multiply %109, %92 : tensor<f32>
    %114 = stablehlo.convert %111 : tensor<8x4xf32>
    %115 = stablehlo.convert %70 : (tensor<8x32xf8E4M3FN>) -> tensor<8x32xf32>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %117 = stablehlo.transpose %116, dims = [1, 0] : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %118 = stablehlo.convert %117 : (tensor<32x4xf32>) -> tensor<32x4xf8E4M3FN>
    %119 = stablehlo.convert %111 : tensor<8x4xf32>
    %120 = stablehlo.convert %91 : (tensor<32x4xf8E4M3FN>) -> tensor<32x4xf32>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %122 = stablehlo.convert %121 : (tensor<8x32xf32>) -> tensor<8x32xf8E4M3FN>
    %123 = stablehlo.multiply %112, %94 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.multiply %123, %cst_51 : tensor<f32>
    %125 = stablehlo.negate %124 : tensor<f32>
    %126 = stablehlo.convert %118 : (tensor<32x4xf8E4M3FN>) -> tensor<32x4xf32>
    %127 = call @clip_4(%90#1, %90#2, %126) : (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %128 = stablehlo.multiply %arg1, %127 : tensor<32x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x4xf32>, tensor<f32>) -> tensor<f32>
    %130 = stablehlo.add %125, %129 : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %132 = stablehlo.multiply %127, %131 : tensor<32x4xf32>
    %133 = call @_where_5(%83, %130) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %134 = stablehlo.multiply %133, %86 : tensor<f32>
    %cst_53 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %135 = stablehlo.multiply %134, %cst_53 : tensor<f32>
    %136 = stablehlo.negate %135 : tensor<f32>
    %137 = stablehlo.divide %136, %82 : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %139 = stablehlo.multiply %138, %81 : tensor<32x4xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %141 = stablehlo.select %76, %140, %139 : tensor<32x4xi1>, tensor<32x4xf32>
    %142 = stablehlo.select %76, %139, %140 : tensor<32x4xi1>, tensor<32x4xf32>
    %143 = stablehlo.add %132, %142 : tensor<32x4xf32>
    %144 = stablehlo.negate %141 : tensor<32x4xf32>
    %145 = stablehlo.add %143, %144 : tensor<32x4xf32>
    %146 = stablehlo.multiply %113, %73 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.multiply %146, %cst_55 : tensor<f32>
    %148 = stablehlo.negate %147 : tensor<f32>
    %149 = stablehlo.convert %122 : (tensor<8x32xf8E4M3FN>) -> tensor<8x32xf32>
    %150 = call @clip_6(%69#1, %69#2, %149) : (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %151 = stablehlo.multiply %52, %150 : tensor<8x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %153 = stablehlo.add %148, %152 : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %155 = stablehlo.multiply %150, %154 : tensor<8x32xf32>
    %156 = call @_where_5(%62, %153) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %157 = stablehlo.multiply %156, %65 : tensor<f32>
    %cst_57 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %158 = stablehlo.multiply %157, %cst_57 : tensor<f32>
    %159 = stablehlo.negate %158 : tensor<f32>
    %160 = stablehlo.divide %159, %61 : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %162 = stablehlo.multiply %161, %60 : tensor<8x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %164 = stablehlo.select %55, %163, %162 : tensor<8x32xi1>, tensor<8x32xf32>
    %165 = stablehlo.select %55, %162, %163 : tensor<8x32xi1>, tensor<8x32xf32>
    %166 = stablehlo.add %155, %165 : tensor<8x32xf32>
    %167 = stablehlo.negate %164 : tensor<8x32xf32>
    %168 = stablehlo.add %166, %167 : tensor<8x32xf32>
    %169 = stablehlo.multiply %34, %168 : tensor<8x32xf32>
    %170 = stablehlo.multiply %168, %51 : tensor<8x32xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %172 = stablehlo.multiply %171, %169 : tensor<8x32xf32>
    %173 = stablehlo.multiply %172, %47 : tensor<8x32xf32>
    %174 = stablehlo.multiply %173, %45 : tensor<8x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<8x32xf32>
    %cst_60 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %177 = stablehlo.multiply %176, %175 : tensor<8x32xf32>
    %178 = stablehlo.add %170, %177 : tensor<8x32xf32>
    %cst_61 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %180 = stablehlo.multiply %179, %177 : tensor<8x32xf32>
    %181 = stablehlo.multiply %180, %39 : tensor<8x32xf32>
    %182 = stablehlo.add %178, %181 : tensor<8x32xf32>
    %183 = stablehlo.multiply %31, %182 : tensor<8x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %185 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %186 = stablehlo.multiply %182, %185 : tensor<8x32xf32>
    %187 = stablehlo.multiply %9, %184 : tensor<f32>
    %188 = stablehlo.convert %186 : tensor<8x32xf32>
    %189 = stablehlo.convert %8 : (tensor<8x12xf8E4M3FN>) -> tensor<8x12xf32>
    %190 = stablehlo.dot_general %188, %189, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x32xf32>, tensor<8x12xf32>) -> tensor<32x12xf32>
    %191 = stablehlo.transpose %190, dims = [1, 0] : (tensor<32x12xf32>) -> tensor<12x32xf32>
    %192 = stablehlo.convert %191 : (tensor<12x32xf32>) -> tensor<12x32xf8E4M3FN>
    %193 = stablehlo.multiply %187, %30 : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.multiply %193, %cst_63 : tensor<f32>
    %195 = stablehlo.negate %194 : tensor<f32>
    %196 = stablehlo.convert %192 : (tensor<12x32xf8E4M3FN>) -> tensor<12x32xf32>
    %197 = call @clip_7(%26#1, %26#2, %196) : (tensor<12x32xf32>, tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xf32>
    %198 = stablehlo.multiply %arg0, %197 : tensor<12x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<12x32xf32>, tensor<f32>) -> tensor<f32>
    %200 = stablehlo.add %195, %199 : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %202 = stablehlo.multiply %197, %201 : tensor<12x32xf32>
    %203 = call @_where_5(%19, %200) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %204 = stablehlo.multiply %203, %22 : tensor<f32>
    %cst_65 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %205 = stablehlo.multiply %204, %cst_65 : tensor<f32>
    %206 = stablehlo.negate %205 : tensor<f32>
    %207 = stablehlo.divide %206, %18 : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %209 = stablehlo.multiply %208, %17 : tensor<12x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %211 = stablehlo.select %12, %210, %209 : tensor<12x32xi1>, tensor<12x32xf32>
    %212 = stablehlo.select %12, %209, %210 : tensor<12x32xi1>, tensor<12x32xf32>
    %213 = stablehlo.add %202, %212 : tensor<12x32xf32>
    %214 = stablehlo.negate %211 : tensor<12x32xf32>
    %215 = stablehlo.add %213, %214 : tensor<12x32xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %217 = stablehlo.multiply %216, %arg2 : tensor<12x32xf32>
    %218 = stablehlo.add %215, %217 : tensor<12x32xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %220 = stablehlo.multiply %219, %arg3 : tensor<32x4xf32>
    %221 = stablehlo.add %145, %220 : tensor<32x4xf32>
    %cst_69 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %223 = stablehlo.multiply %222, %218 : tensor<12x32xf32>
    %cst_70 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %225 = stablehlo.multiply %224, %221 : tensor<32x4xf32>
    %226 = stablehlo.add %arg0, %223 : tensor<12x32xf32>
    %227 = stablehlo.add %arg1, %225 : tensor<32x4xf32>
    return %226, %227, %218, %221, %104 : tensor<12x32xf32>, tensor<32x4xf32>, tensor<12x32xf32>, tensor<32x4xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @clip(%arg0: tensor<8x12xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x12xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x12xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x12xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x12xf32>
    return %5 : tensor<8x12xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @clip_1(%arg0: tensor<12x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<12x32xf32>, tensor<12x32xf32>, tensor<12x32xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12x32xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<12x32xi1>, tensor<12x32xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<12x32xi1>, tensor<12x32xf32>
    %12 = stablehlo.divide %6, %11 : tensor<12x32xf32>
    %13 = stablehlo.convert %arg2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<12x32xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<12x32xi1>, tensor<12x32xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<12x32xf32>, tensor<12x32xf32>) -> tensor<12x32xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<12x32xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<12x32xi1>, tensor<12x32xf32>
    %25 = stablehlo.divide %19, %24 : tensor<12x32xf32>
    return %15, %12, %25 : tensor<12x32xf32>, tensor<12x32xf32>, tensor<12x32xf32>
  }
  func.func private @clip_2(%arg0: tensor<8x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x32xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<8x32xi1>, tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<8x32xi1>, tensor<8x32xf32>
    %12 = stablehlo.divide %6, %11 : tensor<8x32xf32>
    %13 = stablehlo.convert %arg2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<8x32xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8x32xi1>, tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8x32xi1>, tensor<8x32xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8x32xf32>
    return %15, %12, %25 : tensor<8x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>
  }
  func.func private @clip_3(%arg0: tensor<32x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<32x4xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<32x4xi1>, tensor<32x4xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<32x4xi1>, tensor<32x4xf32>
    %12 = stablehlo.divide %6, %11 : tensor<32x4xf32>
    %13 = stablehlo.convert %arg2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<32x4xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<32x4xi1>, tensor<32x4xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x4xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<32x4xi1>, tensor<32x4xf32>
    %25 = stablehlo.divide %19, %24 : tensor<32x4xf32>
    return %15, %12, %25 : tensor<32x4xf32>, tensor<32x4xf32>, tensor<32x4xf32>
  }
  func.func private @clip_4(%arg0: tensor<32x4xf32>, %arg1: tensor<32x4xf32>, %arg2: tensor<32x4xf32>) -> tensor<32x4xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<32x4xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<32x4xf32>
    return %1 : tensor<32x4xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %arg1, %cst : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @clip_6(%arg0: tensor<8x32xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<8x32xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @clip_7(%arg0: tensor<12x32xf32>, %arg1: tensor<12x32xf32>, %arg2: tensor<12x32xf32>) -> tensor<12x32xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<12x32xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<12x32xf32>
    return %1 : tensor<12x32xf32>
  }
}
