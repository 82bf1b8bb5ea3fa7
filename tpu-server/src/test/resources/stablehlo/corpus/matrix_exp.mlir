module @jit_matrix_exp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x5xf32>, %arg1: tensor<3xf32>, %arg2: tensor<5xf32>) -> (tensor<3x5x5xf32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<5x5xf32>
    %2 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %5 = stablehlo.add %2, %4 : tensor<5x5xi32>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %7 = stablehlo.convert %6 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %cst = stablehlo.constant dense<3.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<5x5xf32>
    %10 = stablehlo.subtract %1, %9 : tensor<5x5xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<3xf32>) -> tensor<3x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x5x5xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x5x5xf32>) -> tensor<3x5x5xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<3x5x5xf32>
    %16 = call @expm(%15) : (tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<5xf32>) -> tensor<3x5xf32>
    return %16, %17 : tensor<3x5x5xf32>, tensor<3x5xf32>
  }
  func.func private @expm(%arg0: tensor<3x5x5xf32>) -> tensor<3x5x5xf32> {
    %0:3 = call @_calc_P_Q(%arg0) : (tensor<3x5x5xf32>) -> (tensor<3x5x5xf32>, tensor<3x5x5xf32>, tensor<3xf32>)
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.compare GT, %0#2, %1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %3 = stablehlo.convert %2 : (tensor<3xi1>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %5 = stablehlo.compare EQ, %3, %4, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#2, %0#2 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi1>) -> tensor<3x5x5xi1>
    %8 = stablehlo.select %7, %0#0, %0#0 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %9 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<3xi1>) -> tensor<3x5x5xi1>
    %10 = stablehlo.select %9, %0#1, %0#1 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %11 = call @solve(%10, %8) : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %12 = call @_squaring(%11, %6) : (tensor<3x5x5xf32>, tensor<3xf32>) -> tensor<3x5x5xf32>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<3x5x5xf32>
    %15 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xi32>) -> tensor<3x5x5xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5x5xi32>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<3x5x5xi32>, tensor<3x5x5xi32>) -> tensor<3x5x5xi1>
    %18 = stablehlo.select %17, %12, %14 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    return %18 : tensor<3x5x5xf32>
  }
  func.func private @_calc_P_Q(%arg0: tensor<3x5x5xf32>) -> (tensor<3x5x5xf32>, tensor<3x5x5xf32>, tensor<3xf32>) {
    %cst = stablehlo.constant dense<[4.258730e-01, 1.8801527]> : tensor<2xf32>
    %0 = call @norm(%arg0) : (tensor<3x5x5xf32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<3.92572474> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %2 = stablehlo.divide %0, %1 : tensor<3xf32>
    %3 = stablehlo.log %2 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.log %cst_1 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %6 = stablehlo.divide %3, %5 : tensor<3xf32>
    %7 = stablehlo.floor %6 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.maximum %8, %7 : tensor<3xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %11 = stablehlo.power %10, %9 : tensor<3xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xf32>) -> tensor<3x1x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<3x1x1xf32>) -> tensor<3x5x5xf32>
    %14 = stablehlo.divide %arg0, %13 : tensor<3x5x5xf32>
    %15 = call @digitize(%0, %cst) : (tensor<3xf32>, tensor<2xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %18 = stablehlo.clamp %16, %15, %17 : tensor<3xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %20 = stablehlo.compare EQ, %18, %19, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi1>) -> tensor<3x5x5xi1>
    %22 = stablehlo.select %21, %14, %14 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %23 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %24 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %26 = stablehlo.add %23, %25 : tensor<5x5xi32>
    %27 = stablehlo.compare EQ, %26, %24, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %28 = stablehlo.convert %27 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %29 = stablehlo.dot_general %22, %22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<3x5x5xf32>
    %cst_8 = stablehlo.constant dense<6.000000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %33 = stablehlo.multiply %32, %28 : tensor<5x5xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x5x5xf32>) -> tensor<3x5x5xf32>
    %36 = stablehlo.add %31, %35 : tensor<3x5x5xf32>
    %37 = stablehlo.dot_general %22, %36, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %cst_9 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %39 = stablehlo.multiply %38, %29 : tensor<3x5x5xf32>
    %cst_10 = stablehlo.constant dense<1.200000e+02> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %41 = stablehlo.multiply %40, %28 : tensor<5x5xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x5x5xf32>) -> tensor<3x5x5xf32>
    %44 = stablehlo.add %39, %43 : tensor<3x5x5xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %46 = stablehlo.compare EQ, %18, %45, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<3xi1>) -> tensor<3x5x5xi1>
    %48 = stablehlo.select %47, %14, %14 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %49 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %50 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %52 = stablehlo.add %49, %51 : tensor<5x5xi32>
    %53 = stablehlo.compare EQ, %52, %50, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %54 = stablehlo.convert %53 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %55 = stablehlo.dot_general %48, %48, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %56 = stablehlo.dot_general %55, %55, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<3x5x5xf32>
    %cst_14 = stablehlo.constant dense<4.200000e+02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %60 = stablehlo.multiply %59, %55 : tensor<3x5x5xf32>
    %61 = stablehlo.add %58, %60 : tensor<3x5x5xf32>
    %cst_15 = stablehlo.constant dense<1.512000e+04> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %63 = stablehlo.multiply %62, %54 : tensor<5x5xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x5x5xf32>) -> tensor<3x5x5xf32>
    %66 = stablehlo.add %61, %65 : tensor<3x5x5xf32>
    %67 = stablehlo.dot_general %48, %66, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %cst_16 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %69 = stablehlo.multiply %68, %56 : tensor<3x5x5xf32>
    %cst_17 = stablehlo.constant dense<3.360000e+03> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %71 = stablehlo.multiply %70, %55 : tensor<3x5x5xf32>
    %72 = stablehlo.add %69, %71 : tensor<3x5x5xf32>
    %cst_18 = stablehlo.constant dense<3.024000e+04> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %74 = stablehlo.multiply %73, %54 : tensor<5x5xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x5x5xf32>) -> tensor<3x5x5xf32>
    %77 = stablehlo.add %72, %76 : tensor<3x5x5xf32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %79 = stablehlo.compare EQ, %18, %78, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<3xi1>) -> tensor<3x5x5xi1>
    %81 = stablehlo.select %80, %14, %14 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %82 = stablehlo.iota dim = 0 : tensor<5x5xi32>
    %83 = stablehlo.iota dim = 1 : tensor<5x5xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<5x5xi32>
    %85 = stablehlo.add %82, %84 : tensor<5x5xi32>
    %86 = stablehlo.compare EQ, %85, %83, SIGNED : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %87 = stablehlo.convert %86 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %88 = stablehlo.dot_general %81, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %89 = stablehlo.dot_general %88, %88, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %90 = stablehlo.dot_general %89, %88, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<3x5x5xf32>
    %cst_22 = stablehlo.constant dense<1.512000e+03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %94 = stablehlo.multiply %93, %89 : tensor<3x5x5xf32>
    %95 = stablehlo.add %92, %94 : tensor<3x5x5xf32>
    %cst_23 = stablehlo.constant dense<2.772000e+05> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %97 = stablehlo.multiply %96, %88 : tensor<3x5x5xf32>
    %98 = stablehlo.add %95, %97 : tensor<3x5x5xf32>
    %cst_24 = stablehlo.constant dense<8.648640e+06> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %100 = stablehlo.multiply %99, %87 : tensor<5x5xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x5x5xf32>) -> tensor<3x5x5xf32>
    %103 = stablehlo.add %98, %102 : tensor<3x5x5xf32>
    %104 = stablehlo.dot_general %81, %103, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %cst_25 = stablehlo.constant dense<5.600000e+01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %106 = stablehlo.multiply %105, %90 : tensor<3x5x5xf32>
    %cst_26 = stablehlo.constant dense<2.520000e+04> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %108 = stablehlo.multiply %107, %89 : tensor<3x5x5xf32>
    %109 = stablehlo.add %106, %108 : tensor<3x5x5xf32>
    %cst_27 = stablehlo.constant dense<1.995840e+06> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %111 = stablehlo.multiply %110, %88 : tensor<3x5x5xf32>
    %112 = stablehlo.add %109, %111 : tensor<3x5x5xf32>
    %cst_28 = stablehlo.constant dense<0x4B83F7C0> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %114 = stablehlo.multiply %113, %87 : tensor<5x5xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [1, 2] : (tensor<5x5xf32>) -> tensor<1x5x5xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x5x5xf32>) -> tensor<3x5x5xf32>
    %117 = stablehlo.add %112, %116 : tensor<3x5x5xf32>
    %118 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xi32>) -> tensor<3x5x5xi32>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<3x5x5xi32>
    %120 = stablehlo.compare LT, %118, %119, SIGNED : (tensor<3x5x5xi32>, tensor<3x5x5xi32>) -> tensor<3x5x5xi1>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %121 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<3x5x5xi32>
    %122 = stablehlo.compare LT, %118, %121, SIGNED : (tensor<3x5x5xi32>, tensor<3x5x5xi32>) -> tensor<3x5x5xi1>
    %123 = stablehlo.select %122, %67, %104 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %124 = stablehlo.select %120, %37, %123 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %125 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<3xi32>) -> tensor<3x5x5xi32>
    %c_31 = stablehlo.constant dense<1> : tensor<i32>
    %126 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<3x5x5xi32>
    %127 = stablehlo.compare LT, %125, %126, SIGNED : (tensor<3x5x5xi32>, tensor<3x5x5xi32>) -> tensor<3x5x5xi1>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<3x5x5xi32>
    %129 = stablehlo.compare LT, %125, %128, SIGNED : (tensor<3x5x5xi32>, tensor<3x5x5xi32>) -> tensor<3x5x5xi1>
    %130 = stablehlo.select %129, %77, %117 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %131 = stablehlo.select %127, %44, %130 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %132 = stablehlo.add %124, %131 : tensor<3x5x5xf32>
    %133 = stablehlo.negate %124 : tensor<3x5x5xf32>
    %134 = stablehlo.add %133, %131 : tensor<3x5x5xf32>
    return %132, %134, %9 : tensor<3x5x5xf32>, tensor<3x5x5xf32>, tensor<3xf32>
  }
  func.func private @norm(%arg0: tensor<3x5x5xf32>) -> tensor<3xf32> {
    %0 = stablehlo.abs %arg0 : tensor<3x5x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x5x5xf32>, tensor<f32>) -> tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<3xf32>
    return %4 : tensor<3xf32>
  }
  func.func private @digitize(%arg0: tensor<3xf32>, %arg1: tensor<2xf32>) -> tensor<3xi32> {
    %0 = stablehlo.slice %arg1 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.compare GE, %1, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = call @searchsorted(%arg1, %arg0) : (tensor<2xf32>, tensor<3xf32>) -> tensor<3xi32>
    %6 = stablehlo.reverse %arg1, dims = [0] : tensor<2xf32>
    %7 = call @searchsorted(%6, %arg0) : (tensor<2xf32>, tensor<3xf32>) -> tensor<3xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %9 = stablehlo.subtract %8, %7 : tensor<3xi32>
    %10 = call @_where(%4, %5, %9) : (tensor<i1>, tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    return %10 : tensor<3xi32>
  }
  func.func private @searchsorted(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<2xf32>, tensor<3xf32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_0 = stablehlo.constant dense<2> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<2xf32>, tensor<3xf32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>
    cond {
      %c_6 = stablehlo.constant dense<2> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<2xf32>, tensor<3xf32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<2xf32>, tensor<3xf32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<3xui32>) -> tensor<3xi32>
    return %3 : tensor<3xi32>
  }
  func.func private @closed_call(%arg0: tensor<2xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<3xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<3xui32>, tensor<i32>) -> tensor<3xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<3xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<2xf32>, tensor<3x1xui32>) -> tensor<3x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xf32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<3xi1>, tensor<3xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<3xi1>, tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<3xi1>, tensor<3xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<3xi1>, tensor<3xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<3xi1>, tensor<3xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<3xi1>, tensor<3xui32>
    return %21, %22 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @floor_divide(%arg0: tensor<3xui32>, %arg1: tensor<i32>) -> tensor<3xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xui32>
    return %2 : tensor<3xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<3xi32>, %arg2: tensor<3xi32>) -> tensor<3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @solve(%arg0: tensor<3x5x5xf32>, %arg1: tensor<3x5x5xf32>) -> tensor<3x5x5xf32> {
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=5, k=5, l=5, m=5, n=5}, custom>} : (tensor<3x5x5xf32>) -> (tensor<3x5x5xf32>, tensor<3x5xi32>, tensor<3xi32>)
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3x5xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5x5xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x5x5xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %9 = stablehlo.iota dim = 1 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_3 = %c_2, %iterArg_4 = %c_1, %iterArg_5 = %9) : tensor<3x5xi32>, tensor<i32>, tensor<i32>, tensor<3x5xi32>
    cond {
      %c_6 = stablehlo.constant dense<5> : tensor<i32>
      %14 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %14 : tensor<i1>
    } do {
      %14:2 = func.call @closed_call_0(%iterArg, %iterArg_4, %iterArg_5) : (tensor<3x5xi32>, tensor<i32>, tensor<3x5xi32>) -> (tensor<i32>, tensor<3x5xi32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %15 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %15, %14#0, %14#1 : tensor<3x5xi32>, tensor<i32>, tensor<i32>, tensor<3x5xi32>
    }
    %11 = stablehlo.transpose %arg1, dims = [0, 2, 1] : (tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %12 = call @_lu_solve(%8, %10#3, %11) : (tensor<3x5x5xf32>, tensor<3x5xi32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %13 = stablehlo.transpose %12, dims = [0, 2, 1] : (tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    return %13 : tensor<3x5x5xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<3x5xi32>, %arg1: tensor<i32>, %arg2: tensor<3x5xi32>) -> (tensor<i32>, tensor<3x5xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i32>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.add %2, %c_1 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x5xi32>, tensor<1xi32>) -> tensor<3x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.convert %arg1 : tensor<i32>
    %c_3 = stablehlo.constant dense<5> : tensor<i32>
    %10 = stablehlo.add %9, %c_3 : tensor<i32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<i1>, tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 3, 1>}> : (tensor<3x5xi32>, tensor<1xi32>) -> tensor<3x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<5> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %18 = stablehlo.add %7, %17 : tensor<3xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<3xi1>, tensor<3xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<3x5xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<3x1xi32>) -> tensor<3xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<5> : tensor<i32>
    %24 = stablehlo.add %arg1, %c_7 : tensor<i32>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i32>
    %26 = stablehlo.convert %25 : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%arg2, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3x5xi32>, tensor<1xi32>, tensor<3xi32>) -> tensor<3x5xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %30 = stablehlo.compare LT, %7, %29, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_9 = stablehlo.constant dense<5> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %32 = stablehlo.add %7, %31 : tensor<3xi32>
    %33 = stablehlo.select %30, %32, %7 : tensor<3xi1>, tensor<3xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3x5xi32>, tensor<3x1xi32>, tensor<3xi32>) -> tensor<3x5xi32>
    return %0, %35 : tensor<i32>, tensor<3x5xi32>
  }
  func.func private @_lu_solve(%arg0: tensor<3x5x5xf32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5x5xf32>) -> tensor<3x5x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<3x5x5xf32>) -> tensor<3x5x5x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %4 = stablehlo.add %arg1, %3 : tensor<3x5xi32>
    %5 = stablehlo.select %2, %4, %arg1 : tensor<3x5xi1>, tensor<3x5xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 3], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5, 1, 1>}> : (tensor<3x5x5x1xf32>, tensor<3x5x1xi32>) -> tensor<3x5x5x1xf32>
    %8 = stablehlo.transpose %7, dims = [0, 2, 3, 1] : (tensor<3x5x5x1xf32>) -> tensor<3x5x1x5xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x5x1x5xf32>) -> tensor<3x5x5xf32>
    %10 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %9) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %11 = stablehlo.reshape %10 : (tensor<3x5x5xf32>) -> tensor<3x5x1x5xf32>
    %12 = stablehlo.reshape %11 : (tensor<3x5x1x5xf32>) -> tensor<3x5x5xf32>
    %13 = stablehlo.custom_call @lapack_strsm_ffi(%arg0, %12) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=3, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %14 = stablehlo.reshape %13 : (tensor<3x5x5xf32>) -> tensor<3x5x1x5xf32>
    %15 = stablehlo.transpose %14, dims = [0, 3, 1, 2] : (tensor<3x5x1x5xf32>) -> tensor<3x5x5x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x5x5x1xf32>) -> tensor<3x5x5xf32>
    return %16 : tensor<3x5x5xf32>
  }
  func.func private @_squaring(%arg0: tensor<3x5x5xf32>, %arg1: tensor<3xf32>) -> tensor<3x5x5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:4 = stablehlo.while(%iterArg = %0, %iterArg_0 = %arg1, %iterArg_1 = %c, %iterArg_2 = %arg0) : tensor<16xf32>, tensor<3xf32>, tensor<i32>, tensor<3x5x5xf32>
    cond {
      %c_3 = stablehlo.constant dense<16> : tensor<i32>
      %2 = stablehlo.compare LT, %iterArg_1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %2 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_1) : (tensor<16xf32>, tensor<i32>) -> tensor<f32>
      %3 = func.call @closed_call_1(%iterArg_0, %iterArg_2, %2) : (tensor<3xf32>, tensor<3x5x5xf32>, tensor<f32>) -> tensor<3x5x5xf32>
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_0, %4, %3 : tensor<16xf32>, tensor<3xf32>, tensor<i32>, tensor<3x5x5xf32>
    }
    return %1#3 : tensor<3x5x5xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<16xf32>, %arg1: tensor<i32>) -> tensor<f32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<16xf32>, tensor<i32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @closed_call_1(%arg0: tensor<3xf32>, %arg1: tensor<3x5x5xf32>, %arg2: tensor<f32>) -> tensor<3x5x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.compare LT, %0, %arg0, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %2 = stablehlo.convert %1 : (tensor<3xi1>) -> tensor<3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<3xi1>) -> tensor<3x5x5xi1>
    %6 = stablehlo.select %5, %arg1, %arg1 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %8 = stablehlo.compare EQ, %2, %7, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<3xi1>) -> tensor<3x5x5xi1>
    %10 = stablehlo.select %9, %arg1, %arg1 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    %11 = stablehlo.dot_general %10, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x5x5xf32>, tensor<3x5x5xf32>) -> tensor<3x5x5xf32>
    %12 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xi32>) -> tensor<3x5x5xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x5x5xi32>
    %14 = stablehlo.compare LT, %12, %13, SIGNED : (tensor<3x5x5xi32>, tensor<3x5x5xi32>) -> tensor<3x5x5xi1>
    %15 = stablehlo.select %14, %6, %11 : tensor<3x5x5xi1>, tensor<3x5x5xf32>
    return %15 : tensor<3x5x5xf32>
  }
}
