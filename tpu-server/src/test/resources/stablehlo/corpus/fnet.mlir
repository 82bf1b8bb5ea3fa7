module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<40xf32>, %arg1: tensor<16x40xf32>, %arg2: tensor<40x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<32x16xf32>, %arg6: tensor<32xf32>, %arg7: tensor<16x32xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x16xf32>, %arg14: tensor<32xf32>, %arg15: tensor<16x32xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<2x12xi32>) -> (tensor<2x12x40xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg20) : (tensor<40x16xf32>, tensor<2x12xi32>) -> tensor<2x12x16xf32>
    %1 = stablehlo.iota dim = 0 : tensor<12xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<12xi32>) -> tensor<1x12xi32>
    %3 = call @_take_0(%arg3, %2) : (tensor<16x16xf32>, tensor<1x12xi32>) -> tensor<1x12x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x12x16xf32>) -> tensor<2x12x16xf32>
    %5 = stablehlo.add %0, %4 : tensor<2x12x16xf32>
    %6 = call @fft(%5) : (tensor<2x12x16xf32>) -> tensor<2x12x16xcomplex<f32>>
    %7 = stablehlo.real %6 : (tensor<2x12x16xcomplex<f32>>) -> tensor<2x12x16xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x12x16xf32>
    %9 = chlo.square %8 : tensor<2x12x16xf32> -> tensor<2x12x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %12 = stablehlo.divide %10, %11 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %15 = stablehlo.divide %13, %14 : tensor<2x12xf32>
    %16 = chlo.square %12 : tensor<2x12xf32> -> tensor<2x12xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<2x12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2x12xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %23 = stablehlo.subtract %8, %22 : tensor<2x12x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<2x12x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<2x12x1xf32>
    %27 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<2x12x16xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<2x12x16xf32>
    %32 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<2x12x16xf32>
    %35 = stablehlo.dot_general %34, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x16xf32>, tensor<16x32xf32>) -> tensor<2x12x32xf32>
    %36 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x12x32xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<2x12x32xf32>
    %40 = stablehlo.multiply %39, %38 : tensor<2x12x32xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<2x12x32xf32>
    %43 = stablehlo.add %38, %42 : tensor<2x12x32xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<2x12x32xf32>
    %46 = stablehlo.tanh %45 : tensor<2x12x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %48 = stablehlo.add %47, %46 : tensor<2x12x32xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<2x12x32xf32>
    %51 = stablehlo.multiply %38, %50 : tensor<2x12x32xf32>
    %52 = stablehlo.dot_general %51, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x16xf32>) -> tensor<2x12x16xf32>
    %53 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x12x16xf32>
    %56 = stablehlo.add %34, %55 : tensor<2x12x16xf32>
    %57 = chlo.square %56 : tensor<2x12x16xf32> -> tensor<2x12x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%56 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %60 = stablehlo.divide %58, %59 : tensor<2x12xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%57 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %63 = stablehlo.divide %61, %62 : tensor<2x12xf32>
    %64 = chlo.square %60 : tensor<2x12xf32> -> tensor<2x12xf32>
    %65 = stablehlo.subtract %63, %64 : tensor<2x12xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<2x12xf32>
    %68 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %71 = stablehlo.subtract %56, %70 : tensor<2x12x16xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %73 = stablehlo.add %69, %72 : tensor<2x12x1xf32>
    %74 = stablehlo.rsqrt %73 : tensor<2x12x1xf32>
    %75 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<2x12x16xf32>
    %79 = stablehlo.multiply %71, %78 : tensor<2x12x16xf32>
    %80 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %82 = stablehlo.add %79, %81 : tensor<2x12x16xf32>
    %83 = call @fft(%82) : (tensor<2x12x16xf32>) -> tensor<2x12x16xcomplex<f32>>
    %84 = stablehlo.real %83 : (tensor<2x12x16xcomplex<f32>>) -> tensor<2x12x16xf32>
    %85 = stablehlo.add %82, %84 : tensor<2x12x16xf32>
    %86 = chlo.square %85 : tensor<2x12x16xf32> -> tensor<2x12x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%85 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %89 = stablehlo.divide %87, %88 : tensor<2x12xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%86 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %92 = stablehlo.divide %90, %91 : tensor<2x12xf32>
    %93 = chlo.square %89 : tensor<2x12xf32> -> tensor<2x12xf32>
    %94 = stablehlo.subtract %92, %93 : tensor<2x12xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %96 = stablehlo.maximum %95, %94 : tensor<2x12xf32>
    %97 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %100 = stablehlo.subtract %85, %99 : tensor<2x12x16xf32>
    %cst_20 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %102 = stablehlo.add %98, %101 : tensor<2x12x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<2x12x1xf32>
    %104 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<2x12x16xf32>
    %108 = stablehlo.multiply %100, %107 : tensor<2x12x16xf32>
    %109 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %111 = stablehlo.add %108, %110 : tensor<2x12x16xf32>
    %112 = stablehlo.dot_general %111, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x16xf32>, tensor<16x32xf32>) -> tensor<2x12x32xf32>
    %113 = stablehlo.reshape %arg14 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x12x32xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x12x32xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<2x12x32xf32>
    %117 = stablehlo.multiply %116, %115 : tensor<2x12x32xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<2x12x32xf32>
    %120 = stablehlo.add %115, %119 : tensor<2x12x32xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<2x12x32xf32>
    %123 = stablehlo.tanh %122 : tensor<2x12x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %125 = stablehlo.add %124, %123 : tensor<2x12x32xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x12x32xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<2x12x32xf32>
    %128 = stablehlo.multiply %115, %127 : tensor<2x12x32xf32>
    %129 = stablehlo.dot_general %128, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x32xf32>, tensor<32x16xf32>) -> tensor<2x12x16xf32>
    %130 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %132 = stablehlo.add %129, %131 : tensor<2x12x16xf32>
    %133 = stablehlo.add %111, %132 : tensor<2x12x16xf32>
    %134 = chlo.square %133 : tensor<2x12x16xf32> -> tensor<2x12x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%133 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %137 = stablehlo.divide %135, %136 : tensor<2x12xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%134 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<2x12x16xf32>, tensor<f32>) -> tensor<2x12xf32>
    %cst_28 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %140 = stablehlo.divide %138, %139 : tensor<2x12xf32>
    %141 = chlo.square %137 : tensor<2x12xf32> -> tensor<2x12xf32>
    %142 = stablehlo.subtract %140, %141 : tensor<2x12xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %144 = stablehlo.maximum %143, %142 : tensor<2x12xf32>
    %145 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %146 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %147 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %148 = stablehlo.subtract %133, %147 : tensor<2x12x16xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x12x1xf32>
    %150 = stablehlo.add %146, %149 : tensor<2x12x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<2x12x1xf32>
    %152 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x16xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<2x12x16xf32>
    %156 = stablehlo.multiply %148, %155 : tensor<2x12x16xf32>
    %157 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x12x16xf32>
    %159 = stablehlo.add %156, %158 : tensor<2x12x16xf32>
    %160 = stablehlo.dot_general %159, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12x16xf32>, tensor<16x40xf32>) -> tensor<2x12x40xf32>
    %161 = stablehlo.reshape %arg0 : (tensor<40xf32>) -> tensor<1x1x40xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x40xf32>) -> tensor<2x12x40xf32>
    %163 = stablehlo.add %160, %162 : tensor<2x12x40xf32>
    return %163 : tensor<2x12x40xf32>
  }
  func.func private @_take(%arg0: tensor<40x16xf32>, %arg1: tensor<2x12xi32>) -> tensor<2x12x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_0 = stablehlo.constant dense<40> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x12xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x12xi1>, tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %c_1 = stablehlo.constant dense<39> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x12x1xi32>, tensor<2x12x1xi32>) -> tensor<2x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x12x1xi1>, tensor<i1>) -> tensor<2x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<40x16xf32>, tensor<2x12x1xi32>) -> tensor<2x12x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x12xi1>) -> tensor<2x12x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x12x16xi1>, tensor<2x12x16xf32>
    return %16 : tensor<2x12x16xf32>
  }
  func.func private @_where(%arg0: tensor<2x12xi1>, %arg1: tensor<2x12xi32>, %arg2: tensor<2x12xi32>) -> tensor<2x12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x12xi1>, tensor<2x12xi32>
    return %0 : tensor<2x12xi32>
  }
  func.func private @_take_0(%arg0: tensor<16x16xf32>, %arg1: tensor<1x12xi32>) -> tensor<1x12x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x12xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x12xi32>, tensor<1x12xi32>) -> tensor<1x12xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x12xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x12xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<1x12xi1>, tensor<1x12xi32>, tensor<1x12xi32>) -> tensor<1x12xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x12xi32>) -> tensor<1x12x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x12x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x12x1xi32>, tensor<1x12x1xi32>) -> tensor<1x12x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x12x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x12x1xi32>, tensor<1x12x1xi32>) -> tensor<1x12x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x12x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x12x1xi1>, tensor<i1>) -> tensor<1x12xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<16x16xf32>, tensor<1x12x1xi32>) -> tensor<1x12x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x12xi1>) -> tensor<1x12x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x12x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x12x16xi1>, tensor<1x12x16xf32>
    return %16 : tensor<1x12x16xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x12xi1>, %arg1: tensor<1x12xi32>, %arg2: tensor<1x12xi32>) -> tensor<1x12xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x12xi1>, tensor<1x12xi32>
    return %0 : tensor<1x12xi32>
  }
  func.func private @fft(%arg0: tensor<2x12x16xf32>) -> tensor<2x12x16xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<2x12x16xf32>) -> tensor<2x12x16xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [12, 16] : (tensor<2x12x16xcomplex<f32>>) -> tensor<2x12x16xcomplex<f32>>
    return %1 : tensor<2x12x16xcomplex<f32>>
  }
}
