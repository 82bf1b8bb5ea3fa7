module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<32xf32>, %arg3: tensor<16x32xf32>, %arg4: tensor<9xf32>, %arg5: tensor<32x9xf32>, %arg6: tensor<16xf32>, %arg7: tensor<3x16xf32>, %arg8: tensor<32xf32>, %arg9: tensor<16x32xf32>, %arg10: tensor<4xf32>, %arg11: tensor<16x4xf32>, %arg12: tensor<16xf32>, %arg13: tensor<32x16xf32>, %arg14: tensor<16xf32>, %arg15: tensor<16xf32>, %arg16: tensor<2x16x3xf32>) -> (tensor<2x4xf32> {jax.result_info = "result[0]"}, tensor<2x32xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg16, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x3xf32>, tensor<3x16xf32>) -> tensor<2x16x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x16xf32>
    %4 = call @relu(%3) : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %5 = stablehlo.dot_general %4, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %6 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x16x32xf32>
    %9 = call @relu_0(%8) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %11 = stablehlo.dot_general %10, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x9xf32>) -> tensor<2x9xf32>
    %12 = stablehlo.reshape %arg4 : (tensor<9xf32>) -> tensor<1x9xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x9xf32>) -> tensor<2x9xf32>
    %14 = stablehlo.add %11, %13 : tensor<2x9xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x9xf32>) -> tensor<2x3x3xf32>
    %16 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %17 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %19 = stablehlo.add %16, %18 : tensor<3x3xi32>
    %20 = stablehlo.compare EQ, %19, %17, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %21 = stablehlo.convert %20 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<1x3x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x3x3xf32>) -> tensor<2x3x3xf32>
    %24 = stablehlo.add %15, %23 : tensor<2x3x3xf32>
    %25 = stablehlo.dot_general %arg16, %24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x16x3xf32>, tensor<2x3x3xf32>) -> tensor<2x16x3xf32>
    %26 = stablehlo.dot_general %25, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x3xf32>, tensor<3x16xf32>) -> tensor<2x16x16xf32>
    %27 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %29 = stablehlo.add %26, %28 : tensor<2x16x16xf32>
    %30 = chlo.square %29 : tensor<2x16x16xf32> -> tensor<2x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%29 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %33 = stablehlo.divide %31, %32 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%30 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %36 = stablehlo.divide %34, %35 : tensor<2x16xf32>
    %37 = chlo.square %33 : tensor<2x16xf32> -> tensor<2x16xf32>
    %38 = stablehlo.subtract %36, %37 : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<2x16xf32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %44 = stablehlo.subtract %29, %43 : tensor<2x16x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %46 = stablehlo.add %42, %45 : tensor<2x16x1xf32>
    %47 = stablehlo.rsqrt %46 : tensor<2x16x1xf32>
    %48 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<2x16x16xf32>
    %52 = stablehlo.multiply %44, %51 : tensor<2x16x16xf32>
    %53 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x16x16xf32>
    %55 = stablehlo.add %52, %54 : tensor<2x16x16xf32>
    %56 = call @relu(%55) : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %57 = stablehlo.dot_general %56, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16x16xf32>, tensor<16x32xf32>) -> tensor<2x16x32xf32>
    %58 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %60 = stablehlo.add %57, %59 : tensor<2x16x32xf32>
    %61 = call @relu_0(%60) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %63 = stablehlo.dot_general %62, %arg13, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x32xf32>, tensor<32x16xf32>) -> tensor<2x16xf32>
    %64 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<2x16xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x16xf32>
    %67 = call @relu_1(%66) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %68 = stablehlo.dot_general %67, %arg11, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x4xf32>) -> tensor<2x4xf32>
    %69 = stablehlo.reshape %arg10 : (tensor<4xf32>) -> tensor<1x4xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<2x4xf32>
    %71 = stablehlo.add %68, %70 : tensor<2x4xf32>
    %72 = call @argmax(%61) : (tensor<2x16x32xf32>) -> tensor<2x32xi32>
    return %71, %72 : tensor<2x4xf32>, tensor<2x32xi32>
  }
  func.func private @relu(%arg0: tensor<2x16x16xf32>) -> tensor<2x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16xf32>
    return %1 : tensor<2x16x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<2x16x32xf32>) -> tensor<2x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x32xf32>
    return %1 : tensor<2x16x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<2x16xf32>) -> tensor<2x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
  func.func private @argmax(%arg0: tensor<2x16x32xf32>) -> tensor<2x32xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x16x32xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x16x32xf32>, tensor<2x16x32xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x32xf32>, tensor<2x32xi32>)
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
    return %1#1 : tensor<2x32xi32>
  }
}
