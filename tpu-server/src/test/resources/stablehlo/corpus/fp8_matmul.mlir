module @jit_fp8_matmul attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x24xf32>, %arg1: tensor<24x8xf32>, %arg2: tensor<24x8xf8E4M3FN>, %arg3: tensor<4x8xf32>, %arg4: tensor<30xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x24xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<4x24xf8E4M3FN> {jax.result_info = "result[4]"}, tensor<5x30xf32> {jax.result_info = "result[5]"}, tensor<30xui8> {jax.result_info = "result[6]"}, tensor<30xf8E4M3FN> {jax.result_info = "result[7]"}, tensor<3x30xi32> {jax.result_info = "result[8]"}, tensor<30xf32> {jax.result_info = "result[9]"}, tensor<30xf8E5M2> {jax.result_info = "result[10]"}, tensor<30xf8E4M3FN> {jax.result_info = "result[11]"}) {
    %0 = stablehlo.abs %arg0 : tensor<4x24xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x24xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.compare GT, %1, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_1 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %3 = stablehlo.divide %cst_1, %1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = call @_where(%2, %3, %cst_2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x24xf32>
    %cst_3 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_4 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %7 = call @clip(%6, %cst_3, %cst_4) : (tensor<4x24xf32>, tensor<f32>, tensor<f32>) -> tensor<4x24xf32>
    %8 = stablehlo.convert %7 : (tensor<4x24xf32>) -> tensor<4x24xf8E4M3FN>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.divide %cst_5, %4 : tensor<f32>
    %10 = stablehlo.abs %arg1 : tensor<24x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_6) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<24x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.compare GT, %11, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_8 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %13 = stablehlo.divide %cst_8, %11 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = call @_where(%12, %13, %cst_9) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<24x8xf32>
    %16 = stablehlo.multiply %arg1, %15 : tensor<24x8xf32>
    %cst_10 = stablehlo.constant dense<-4.480000e+02> : tensor<f32>
    %cst_11 = stablehlo.constant dense<4.480000e+02> : tensor<f32>
    %17 = call @clip_0(%16, %cst_10, %cst_11) : (tensor<24x8xf32>, tensor<f32>, tensor<f32>) -> tensor<24x8xf32>
    %18 = stablehlo.convert %17 : (tensor<24x8xf32>) -> tensor<24x8xf8E4M3FN>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.divide %cst_12, %14 : tensor<f32>
    %20 = stablehlo.dot_general %8, %18, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x24xf8E4M3FN>, tensor<24x8xf8E4M3FN>) -> tensor<4x8xf32>
    %21 = stablehlo.multiply %9, %19 : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<4x8xf32>
    %24 = stablehlo.dot_general %8, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x24xf8E4M3FN>, tensor<24x8xf8E4M3FN>) -> tensor<4x8xf32>
    %25 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<4x8xf32>
    %27 = stablehlo.abs %arg3 : tensor<4x8xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_13) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.compare GT, %28, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_15 = stablehlo.constant dense<5.734400e+04> : tensor<f32>
    %30 = stablehlo.divide %cst_15, %28 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = call @_where(%29, %30, %cst_16) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %33 = stablehlo.multiply %arg3, %32 : tensor<4x8xf32>
    %cst_17 = stablehlo.constant dense<-5.734400e+04> : tensor<f32>
    %cst_18 = stablehlo.constant dense<5.734400e+04> : tensor<f32>
    %34 = call @clip_1(%33, %cst_17, %cst_18) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %35 = stablehlo.convert %34 : (tensor<4x8xf32>) -> tensor<4x8xf8E5M2>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.divide %cst_19, %31 : tensor<f32>
    %37 = stablehlo.dot_general %35, %18, contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf8E5M2>, tensor<24x8xf8E4M3FN>) -> tensor<4x24xf32>
    %38 = stablehlo.multiply %36, %19 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<4x24xf32>
    %41 = stablehlo.convert %arg0 : (tensor<4x24xf32>) -> tensor<4x24xf8E4M3FN>
    %42 = stablehlo.convert %arg1 : (tensor<24x8xf32>) -> tensor<24x8xf8E4M3FN>
    %43 = stablehlo.dot_general %41, %42, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x24xf8E4M3FN>, tensor<24x8xf8E4M3FN>) -> tensor<4x8xf32>
    %44 = stablehlo.convert %arg4 : (tensor<30xf32>) -> tensor<30xf8E4M3FN>
    %45 = stablehlo.convert %arg4 : (tensor<30xf32>) -> tensor<30xf8E5M2>
    %46 = stablehlo.convert %arg4 : (tensor<30xf32>) -> tensor<30xf8E4M3FNUZ>
    %47 = stablehlo.convert %arg4 : (tensor<30xf32>) -> tensor<30xf8E5M2FNUZ>
    %48 = stablehlo.convert %arg4 : (tensor<30xf32>) -> tensor<30xf8E4M3B11FNUZ>
    %49 = stablehlo.convert %44 : (tensor<30xf8E4M3FN>) -> tensor<30xf32>
    %50 = stablehlo.convert %45 : (tensor<30xf8E5M2>) -> tensor<30xf32>
    %51 = stablehlo.convert %46 : (tensor<30xf8E4M3FNUZ>) -> tensor<30xf32>
    %52 = stablehlo.convert %47 : (tensor<30xf8E5M2FNUZ>) -> tensor<30xf32>
    %53 = stablehlo.convert %48 : (tensor<30xf8E4M3B11FNUZ>) -> tensor<30xf32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<30xf32>) -> tensor<1x30xf32>
    %55 = stablehlo.broadcast_in_dim %50, dims = [1] : (tensor<30xf32>) -> tensor<1x30xf32>
    %56 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<30xf32>) -> tensor<1x30xf32>
    %57 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<30xf32>) -> tensor<1x30xf32>
    %58 = stablehlo.broadcast_in_dim %53, dims = [1] : (tensor<30xf32>) -> tensor<1x30xf32>
    %59 = stablehlo.concatenate %54, %55, %56, %57, %58, dim = 0 : (tensor<1x30xf32>, tensor<1x30xf32>, tensor<1x30xf32>, tensor<1x30xf32>, tensor<1x30xf32>) -> tensor<5x30xf32>
    %60 = stablehlo.bitcast_convert %44 : (tensor<30xf8E4M3FN>) -> tensor<30xui8>
    %c = stablehlo.constant dense<128> : tensor<ui8>
    %61 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui8>) -> tensor<30xui8>
    %62 = stablehlo.xor %60, %61 : tensor<30xui8>
    %63 = stablehlo.bitcast_convert %62 : (tensor<30xui8>) -> tensor<30xf8E4M3FN>
    %64 = stablehlo.reverse %45, dims = [0] : tensor<30xf8E5M2>
    %65 = stablehlo.compare GT, %45, %64, FLOAT : (tensor<30xf8E5M2>, tensor<30xf8E5M2>) -> tensor<30xi1>
    %66 = stablehlo.compare EQ, %44, %44, FLOAT : (tensor<30xf8E4M3FN>, tensor<30xf8E4M3FN>) -> tensor<30xi1>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f8E4M3FNUZ>
    %67 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f8E4M3FNUZ>) -> tensor<30xf8E4M3FNUZ>
    %68 = stablehlo.compare GE, %46, %67, FLOAT : (tensor<30xf8E4M3FNUZ>, tensor<30xf8E4M3FNUZ>) -> tensor<30xi1>
    %69 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<30xi1>) -> tensor<1x30xi1>
    %70 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<30xi1>) -> tensor<1x30xi1>
    %71 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<30xi1>) -> tensor<1x30xi1>
    %72 = stablehlo.concatenate %69, %70, %71, dim = 0 : (tensor<1x30xi1>, tensor<1x30xi1>, tensor<1x30xi1>) -> tensor<3x30xi1>
    %73 = stablehlo.convert %72 : (tensor<3x30xi1>) -> tensor<3x30xi32>
    %74 = stablehlo.convert %45 : (tensor<30xf8E5M2>) -> tensor<30xbf16>
    %75 = stablehlo.convert %74 : (tensor<30xbf16>) -> tensor<30xf32>
    %76 = stablehlo.convert %45 : (tensor<30xf8E5M2>) -> tensor<30xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_21) applies stablehlo.maximum across dimensions = [0] : (tensor<30xf32>, tensor<f32>) -> tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<30xf32>
    %79 = stablehlo.add %75, %78 : tensor<30xf32>
    %80 = stablehlo.convert %44 : (tensor<30xf8E4M3FN>) -> tensor<30xf8E5M2>
    %81 = stablehlo.reverse %44, dims = [0] : tensor<30xf8E4M3FN>
    %82 = stablehlo.maximum %44, %81 : tensor<30xf8E4M3FN>
    return %23, %26, %40, %43, %8, %59, %60, %63, %73, %79, %80, %82 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x24xf32>, tensor<4x8xf32>, tensor<4x24xf8E4M3FN>, tensor<5x30xf32>, tensor<30xui8>, tensor<30xf8E4M3FN>, tensor<3x30xi32>, tensor<30xf32>, tensor<30xf8E5M2>, tensor<30xf8E4M3FN>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @clip(%arg0: tensor<4x24xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x24xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x24xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x24xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x24xf32>
    return %5 : tensor<4x24xf32>
  }
  func.func private @clip_0(%arg0: tensor<24x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<24x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<24x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<24x8xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<24x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<24x8xf32>
    return %5 : tensor<24x8xf32>
  }
  func.func private @clip_1(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x8xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x8xf32>
    return %5 : tensor<4x8xf32>
  }
}
