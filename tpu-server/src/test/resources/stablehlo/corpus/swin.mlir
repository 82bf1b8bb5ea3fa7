module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<2x2x3x16xf32>, %arg2: tensor<10xf32>, %arg3: tensor<16x10xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<2x8xf32>, %arg9: tensor<16x2x8xf32>, %arg10: tensor<16xf32>, %arg11: tensor<2x8x16xf32>, %arg12: tensor<2x8xf32>, %arg13: tensor<16x2x8xf32>, %arg14: tensor<2x8xf32>, %arg15: tensor<16x2x8xf32>, %arg16: tensor<2x16x16x3xf32>) -> (tensor<2x10xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg16, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x16x16x3xf32>, tensor<2x2x3x16xf32>) -> tensor<2x8x8x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x16xf32>
    %4 = call @_roll_static(%3) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x8x8x16xf32>) -> tensor<2x2x4x2x4x16xf32>
    %6 = stablehlo.transpose %5, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x4x2x4x16xf32>) -> tensor<2x2x2x4x4x16xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x2x2x4x4x16xf32>) -> tensor<8x16x16xf32>
    %8 = chlo.square %7 : tensor<8x16x16xf32> -> tensor<8x16x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x16xf32>
    %15 = chlo.square %11 : tensor<8x16xf32> -> tensor<8x16xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8x16xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<8x16x16xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x16x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x16x1xf32>
    %26 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8x16x16xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<8x16x16xf32>
    %31 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x16x16xf32>
    %34 = chlo.square %7 : tensor<8x16x16xf32> -> tensor<8x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%7 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %40 = stablehlo.divide %38, %39 : tensor<8x16xf32>
    %41 = chlo.square %37 : tensor<8x16xf32> -> tensor<8x16xf32>
    %42 = stablehlo.subtract %40, %41 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<8x16xf32>
    %45 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %48 = stablehlo.subtract %7, %47 : tensor<8x16x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %50 = stablehlo.add %46, %49 : tensor<8x16x1xf32>
    %51 = stablehlo.rsqrt %50 : tensor<8x16x1xf32>
    %52 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<8x16x16xf32>
    %56 = stablehlo.multiply %48, %55 : tensor<8x16x16xf32>
    %57 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %59 = stablehlo.add %56, %58 : tensor<8x16x16xf32>
    %60 = stablehlo.dot_general %33, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16x16xf32>, tensor<16x2x8xf32>) -> tensor<8x16x2x8xf32>
    %61 = stablehlo.reshape %arg12 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<8x16x2x8xf32>
    %63 = stablehlo.add %60, %62 : tensor<8x16x2x8xf32>
    %64 = stablehlo.dot_general %59, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16x16xf32>, tensor<16x2x8xf32>) -> tensor<8x16x2x8xf32>
    %65 = stablehlo.reshape %arg8 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<8x16x2x8xf32>
    %67 = stablehlo.add %64, %66 : tensor<8x16x2x8xf32>
    %68 = stablehlo.dot_general %59, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x16x16xf32>, tensor<16x2x8xf32>) -> tensor<8x16x2x8xf32>
    %69 = stablehlo.reshape %arg14 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<8x16x2x8xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x16x2x8xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %72 = stablehlo.sqrt %cst_11 : tensor<f32>
    %73 = stablehlo.convert %72 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<8x16x2x8xf32>
    %75 = stablehlo.divide %63, %74 : tensor<8x16x2x8xf32>
    %76 = stablehlo.dot_general %75, %67, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<8x16x2x8xf32>, tensor<8x16x2x8xf32>) -> tensor<8x2x16x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x2x16xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<8x2x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<8x2x16x16xf32>
    %83 = stablehlo.exponential %82 : tensor<8x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %87 = stablehlo.divide %83, %86 : tensor<8x2x16x16xf32>
    %88 = stablehlo.dot_general %71, %87, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<8x16x2x8xf32>, tensor<8x2x16x16xf32>) -> tensor<8x2x8x16xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<8x2x8x16xf32>) -> tensor<8x16x2x8xf32>
    %90 = stablehlo.dot_general %89, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<8x16x2x8xf32>, tensor<2x8x16xf32>) -> tensor<8x16x16xf32>
    %91 = stablehlo.reshape %arg10 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x16x16xf32>
    %94 = stablehlo.add %7, %93 : tensor<8x16x16xf32>
    %95 = stablehlo.reshape %94 : (tensor<8x16x16xf32>) -> tensor<2x2x2x4x4x16xf32>
    %96 = stablehlo.transpose %95, dims = [0, 1, 3, 2, 4, 5] : (tensor<2x2x2x4x4x16xf32>) -> tensor<2x2x4x2x4x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x2x4x2x4x16xf32>) -> tensor<2x8x8x16xf32>
    %98 = call @_roll_static_0(%97) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %101 = stablehlo.divide %99, %100 : tensor<2x16xf32>
    %102 = stablehlo.dot_general %101, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %103 = stablehlo.reshape %arg2 : (tensor<10xf32>) -> tensor<1x10xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %105 = stablehlo.add %102, %104 : tensor<2x10xf32>
    return %105 : tensor<2x10xf32>
  }
  func.func private @_roll_static(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 1:8, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x7x8x16xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:1, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x1x8x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x7x8x16xf32>, tensor<2x1x8x16xf32>) -> tensor<2x8x8x16xf32>
    %3 = stablehlo.slice %2 [0:2, 0:8, 1:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x8x7x16xf32>
    %4 = stablehlo.slice %2 [0:2, 0:8, 0:1, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x8x1x16xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x8x7x16xf32>, tensor<2x8x1x16xf32>) -> tensor<2x8x8x16xf32>
    return %5 : tensor<2x8x8x16xf32>
  }
  func.func private @_roll_static_0(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
    %0 = stablehlo.slice %arg0 [0:2, 7:8, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x1x8x16xf32>
    %1 = stablehlo.slice %arg0 [0:2, 0:7, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x7x8x16xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x1x8x16xf32>, tensor<2x7x8x16xf32>) -> tensor<2x8x8x16xf32>
    %3 = stablehlo.slice %2 [0:2, 0:8, 7:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x8x1x16xf32>
    %4 = stablehlo.slice %2 [0:2, 0:8, 0:7, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x8x7x16xf32>
    %5 = stablehlo.concatenate %3, %4, dim = 2 : (tensor<2x8x1x16xf32>, tensor<2x8x7x16xf32>) -> tensor<2x8x8x16xf32>
    return %5 : tensor<2x8x8x16xf32>
  }
}
