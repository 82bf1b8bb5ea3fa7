module @jit_aqt_int8_mlp attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x12xf32>, %arg1: tensor<12x16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x5xi8>, %arg4: tensor<1x5xf32>) -> (tensor<4x5xi32> {jax.result_info = "result[0]"}, tensor<4x5xf32> {jax.result_info = "result[1]"}, tensor<4x12xi8> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.abs %arg0 : tensor<4x12xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x12xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<4x1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xi1>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = call @_where(%6, %cst_2, %4) : (tensor<4x1xi1>, tensor<f32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x12xf32>
    %9 = stablehlo.divide %arg0, %8 : tensor<4x12xf32>
    %10 = call @round(%9) : (tensor<4x12xf32>) -> tensor<4x12xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_3 = stablehlo.constant dense<127> : tensor<i32>
    %11 = call @clip(%10, %c, %c_3) : (tensor<4x12xf32>, tensor<i32>, tensor<i32>) -> tensor<4x12xf32>
    %12 = stablehlo.convert %11 : (tensor<4x12xf32>) -> tensor<4x12xi8>
    %13 = stablehlo.abs %arg1 : tensor<12x16xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_4) applies stablehlo.maximum across dimensions = [0] : (tensor<12x16xf32>, tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_5 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %17 = stablehlo.divide %15, %16 : tensor<1x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %19 = stablehlo.compare EQ, %17, %18, FLOAT : (tensor<1x16xf32>, tensor<1x16xf32>) -> tensor<1x16xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = call @_where_0(%19, %cst_7, %17) : (tensor<1x16xi1>, tensor<f32>, tensor<1x16xf32>) -> tensor<1x16xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<12x16xf32>
    %22 = stablehlo.divide %arg1, %21 : tensor<12x16xf32>
    %23 = call @round_1(%22) : (tensor<12x16xf32>) -> tensor<12x16xf32>
    %c_8 = stablehlo.constant dense<-127> : tensor<i32>
    %c_9 = stablehlo.constant dense<127> : tensor<i32>
    %24 = call @clip_2(%23, %c_8, %c_9) : (tensor<12x16xf32>, tensor<i32>, tensor<i32>) -> tensor<12x16xf32>
    %25 = stablehlo.convert %24 : (tensor<12x16xf32>) -> tensor<12x16xi8>
    %26 = stablehlo.dot_general %12, %25, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x12xi8>, tensor<12x16xi8>) -> tensor<4x16xi32>
    %27 = stablehlo.convert %26 : (tensor<4x16xi32>) -> tensor<4x16xf32>
    %28 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<4x16xf32>
    %30 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<4x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<4x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x16xf32>
    %35 = call @relu(%34) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %36 = stablehlo.abs %35 : tensor<4x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_11 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %40 = stablehlo.divide %38, %39 : tensor<4x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %42 = stablehlo.compare EQ, %40, %41, FLOAT : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xi1>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = call @_where(%42, %cst_13, %40) : (tensor<4x1xi1>, tensor<f32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x16xf32>
    %45 = stablehlo.divide %35, %44 : tensor<4x16xf32>
    %46 = call @round_3(%45) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %c_14 = stablehlo.constant dense<-127> : tensor<i32>
    %c_15 = stablehlo.constant dense<127> : tensor<i32>
    %47 = call @clip_4(%46, %c_14, %c_15) : (tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>
    %48 = stablehlo.convert %47 : (tensor<4x16xf32>) -> tensor<4x16xi8>
    %49 = stablehlo.dot_general %48, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16xi8>, tensor<16x5xi8>) -> tensor<4x5xi32>
    %50 = stablehlo.dot_general %48, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x16xi8>, tensor<16x5xi8>) -> tensor<4x5xi32>
    %51 = stablehlo.convert %50 : (tensor<4x5xi32>) -> tensor<4x5xf32>
    %52 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x5xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<4x5xf32>
    %54 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<4x5xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<4x5xf32>
    return %49, %55, %12 : tensor<4x5xi32>, tensor<4x5xf32>, tensor<4x12xi8>
  }
  func.func private @_where(%arg0: tensor<4x1xi1>, %arg1: tensor<f32>, %arg2: tensor<4x1xf32>) -> tensor<4x1xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x1xi1>, tensor<4x1xf32>
    return %2 : tensor<4x1xf32>
  }
  func.func private @round(%arg0: tensor<4x12xf32>) -> tensor<4x12xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x12xf32>
    return %0 : tensor<4x12xf32>
  }
  func.func private @clip(%arg0: tensor<4x12xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4x12xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x12xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x12xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x12xf32>
    return %5 : tensor<4x12xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x16xi1>, %arg1: tensor<f32>, %arg2: tensor<1x16xf32>) -> tensor<1x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<1x16xi1>, tensor<1x16xf32>
    return %2 : tensor<1x16xf32>
  }
  func.func private @round_1(%arg0: tensor<12x16xf32>) -> tensor<12x16xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<12x16xf32>
    return %0 : tensor<12x16xf32>
  }
  func.func private @clip_2(%arg0: tensor<12x16xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<12x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12x16xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<12x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<12x16xf32>
    return %5 : tensor<12x16xf32>
  }
  func.func private @relu(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
  func.func private @round_3(%arg0: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x16xf32>
    return %0 : tensor<4x16xf32>
  }
  func.func private @clip_4(%arg0: tensor<4x16xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<4x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x16xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x16xf32>
    return %5 : tensor<4x16xf32>
  }
}
