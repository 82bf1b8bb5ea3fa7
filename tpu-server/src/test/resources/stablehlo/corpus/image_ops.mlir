module @jit_image_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x7x6x3xf32>) -> (tensor<1x12x10x3xf32> {jax.result_info = "result[0]"}, tensor<1x5x4x3xf32> {jax.result_info = "result[1]"}, tensor<1x13x9x3xf32> {jax.result_info = "result[2]"}, tensor<1x4x3x3xf32> {jax.result_info = "result[3]"}, tensor<1x10x10x3xf32> {jax.result_info = "result[4]"}) {
    %cst = stablehlo.constant dense<[1.300000e+00, 0.899999976]> : tensor<2xf32>
    %cst_0 = stablehlo.constant dense<[5.000000e-01, -1.000000e+00]> : tensor<2xf32>
    %0 = call @_resize(%arg0) : (tensor<1x7x6x3xf32>) -> tensor<1x12x10x3xf32>
    %1 = call @_resize_3(%arg0) : (tensor<1x7x6x3xf32>) -> tensor<1x5x4x3xf32>
    %2 = call @_resize_8(%arg0) : (tensor<1x7x6x3xf32>) -> tensor<1x13x9x3xf32>
    %3 = call @_resize_17(%arg0) : (tensor<1x7x6x3xf32>) -> tensor<1x4x3x3xf32>
    %4 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.slice %cst_0 [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.divide %cst_1, %5 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.maximum %8, %cst_2 : tensor<f32>
    %10 = stablehlo.iota dim = 0 : tensor<10xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %12 = stablehlo.add %10, %11 : tensor<10xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<10xf32>
    %15 = stablehlo.multiply %7, %8 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %17 = stablehlo.subtract %14, %16 : tensor<10xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<10xf32>
    %20 = stablehlo.iota dim = 0 : tensor<7xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<7x10xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x10xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<7x10xf32>
    %26 = stablehlo.abs %25 : tensor<7x10xf32>
    %27 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<7x10xf32>
    %28 = stablehlo.divide %26, %27 : tensor<7x10xf32>
    %29 = stablehlo.abs %28 : tensor<7x10xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x10xf32>
    %31 = stablehlo.subtract %30, %29 : tensor<7x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<7x10xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<7x10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<7x10xf32>, tensor<f32>) -> tensor<10xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %36 = stablehlo.abs %35 : tensor<1x10xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %38 = stablehlo.compare GT, %36, %37, FLOAT : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %40 = stablehlo.compare NE, %35, %39, FLOAT : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %41 = call @_where_1(%40, %35, %c) : (tensor<1x10xi1>, tensor<1x10xf32>, tensor<i32>) -> tensor<1x10xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<7x10xf32>
    %43 = stablehlo.divide %33, %42 : tensor<7x10xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %44 = call @_where_25(%38, %43, %c_10) : (tensor<1x10xi1>, tensor<7x10xf32>, tensor<i32>) -> tensor<7x10xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %46 = stablehlo.compare GE, %19, %45, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_12 = stablehlo.constant dense<6.500000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %48 = stablehlo.compare LE, %19, %47, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %49 = stablehlo.and %46, %48 : tensor<10xi1>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<10xi1>) -> tensor<1x10xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %51 = call @_where_25(%50, %44, %c_13) : (tensor<1x10xi1>, tensor<7x10xf32>, tensor<i32>) -> tensor<7x10xf32>
    %52 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %53 = stablehlo.reshape %52 : (tensor<1xf32>) -> tensor<f32>
    %54 = stablehlo.slice %cst_0 [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %55 = stablehlo.reshape %54 : (tensor<1xf32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.divide %cst_14, %53 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.maximum %56, %cst_15 : tensor<f32>
    %58 = stablehlo.iota dim = 0 : tensor<10xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %60 = stablehlo.add %58, %59 : tensor<10xf32>
    %61 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<10xf32>
    %63 = stablehlo.multiply %55, %56 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %65 = stablehlo.subtract %62, %64 : tensor<10xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %67 = stablehlo.subtract %65, %66 : tensor<10xf32>
    %68 = stablehlo.iota dim = 0 : tensor<6xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<6x10xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %73 = stablehlo.subtract %71, %72 : tensor<6x10xf32>
    %74 = stablehlo.abs %73 : tensor<6x10xf32>
    %75 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %76 = stablehlo.divide %74, %75 : tensor<6x10xf32>
    %77 = stablehlo.abs %76 : tensor<6x10xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %79 = stablehlo.subtract %78, %77 : tensor<6x10xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %81 = stablehlo.maximum %80, %79 : tensor<6x10xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<6x10xf32>, tensor<f32>) -> tensor<10xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %84 = stablehlo.abs %83 : tensor<1x10xf32>
    %cst_21 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %86 = stablehlo.compare GT, %84, %85, FLOAT : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %88 = stablehlo.compare NE, %83, %87, FLOAT : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %89 = call @_where_1(%88, %83, %c_23) : (tensor<1x10xi1>, tensor<1x10xf32>, tensor<i32>) -> tensor<1x10xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<6x10xf32>
    %91 = stablehlo.divide %81, %90 : tensor<6x10xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %92 = call @_where_2(%86, %91, %c_24) : (tensor<1x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %94 = stablehlo.compare GE, %67, %93, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_26 = stablehlo.constant dense<5.500000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %96 = stablehlo.compare LE, %67, %95, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %97 = stablehlo.and %94, %96 : tensor<10xi1>
    %98 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<10xi1>) -> tensor<1x10xi1>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %99 = call @_where_2(%98, %92, %c_27) : (tensor<1x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %100 = stablehlo.dot_general %51, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7x10xf32>, tensor<1x7x6x3xf32>) -> tensor<10x1x6x3xf32>
    %101 = stablehlo.dot_general %100, %99, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<10x1x6x3xf32>, tensor<6x10xf32>) -> tensor<10x1x3x10xf32>
    %102 = stablehlo.transpose %101, dims = [1, 0, 3, 2] : (tensor<10x1x3x10xf32>) -> tensor<1x10x10x3xf32>
    return %0, %1, %2, %3, %102 : tensor<1x12x10x3xf32>, tensor<1x5x4x3xf32>, tensor<1x13x9x3xf32>, tensor<1x4x3x3xf32>, tensor<1x10x10x3xf32>
  }
  func.func private @_resize(%arg0: tensor<1x7x6x3xf32>) -> tensor<1x12x10x3xf32> {
    %cst = stablehlo.constant dense<0.583333313> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<12xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.add %1, %2 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.583333313> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<12xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<12xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<12xf32>
    %10 = stablehlo.iota dim = 0 : tensor<7xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<12xf32>) -> tensor<1x12xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<7x12xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x12xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<7x12xf32>
    %16 = stablehlo.abs %15 : tensor<7x12xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %19 = stablehlo.divide %16, %18 : tensor<7x12xf32>
    %20 = stablehlo.abs %19 : tensor<7x12xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<7x12xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<7x12xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<7x12xf32>, tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<12xf32>) -> tensor<1x12xf32>
    %27 = stablehlo.abs %26 : tensor<1x12xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x12xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x12xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x12xi1>, tensor<1x12xf32>, tensor<i32>) -> tensor<1x12xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<7x12xf32>
    %34 = stablehlo.divide %24, %33 : tensor<7x12xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_0(%29, %34, %c_10) : (tensor<1x12xi1>, tensor<7x12xf32>, tensor<i32>) -> tensor<7x12xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_12 = stablehlo.constant dense<6.500000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %40 = stablehlo.and %37, %39 : tensor<12xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<12xi1>) -> tensor<1x12xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_0(%41, %35, %c_13) : (tensor<1x12xi1>, tensor<7x12xf32>, tensor<i32>) -> tensor<7x12xf32>
    %cst_14 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<10xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %46 = stablehlo.add %44, %45 : tensor<10xf32>
    %cst_17 = stablehlo.constant dense<6.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<10xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<10xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<10xf32>
    %53 = stablehlo.iota dim = 0 : tensor<6xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<6x10xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x10xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<6x10xf32>
    %59 = stablehlo.abs %58 : tensor<6x10xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %62 = stablehlo.divide %59, %61 : tensor<6x10xf32>
    %63 = stablehlo.abs %62 : tensor<6x10xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<6x10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<6x10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<6x10xf32>, tensor<f32>) -> tensor<10xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %70 = stablehlo.abs %69 : tensor<1x10xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where_1(%74, %69, %c_25) : (tensor<1x10xi1>, tensor<1x10xf32>, tensor<i32>) -> tensor<1x10xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<6x10xf32>
    %77 = stablehlo.divide %67, %76 : tensor<6x10xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_2(%72, %77, %c_26) : (tensor<1x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %cst_28 = stablehlo.constant dense<5.500000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xi1>
    %83 = stablehlo.and %80, %82 : tensor<10xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<10xi1>) -> tensor<1x10xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_2(%84, %78, %c_29) : (tensor<1x10xi1>, tensor<6x10xf32>, tensor<i32>) -> tensor<6x10xf32>
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<7x12xf32>, tensor<1x7x6x3xf32>) -> tensor<12x1x6x3xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<12x1x6x3xf32>, tensor<6x10xf32>) -> tensor<12x1x3x10xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<12x1x3x10xf32>) -> tensor<1x12x10x3xf32>
    return %88 : tensor<1x12x10x3xf32>
  }
  func.func private @_where(%arg0: tensor<1x12xi1>, %arg1: tensor<1x12xf32>, %arg2: tensor<i32>) -> tensor<1x12xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x12xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x12xi1>, tensor<1x12xf32>
    return %2 : tensor<1x12xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x12xi1>, %arg1: tensor<7x12xf32>, %arg2: tensor<i32>) -> tensor<7x12xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x12xi1>) -> tensor<7x12xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x12xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<7x12xi1>, tensor<7x12xf32>
    return %3 : tensor<7x12xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x10xi1>, %arg1: tensor<1x10xf32>, %arg2: tensor<i32>) -> tensor<1x10xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x10xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x10xi1>, tensor<1x10xf32>
    return %2 : tensor<1x10xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x10xi1>, %arg1: tensor<6x10xf32>, %arg2: tensor<i32>) -> tensor<6x10xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x10xi1>) -> tensor<6x10xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x10xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<6x10xi1>, tensor<6x10xf32>
    return %3 : tensor<6x10xf32>
  }
  func.func private @_resize_3(%arg0: tensor<1x7x6x3xf32>) -> tensor<1x5x4x3xf32> {
    %cst = stablehlo.constant dense<1.400000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.add %1, %2 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<1.400000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<5xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<5xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<5xf32>
    %10 = stablehlo.iota dim = 0 : tensor<7xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<7x5xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x5xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<7x5xf32>
    %16 = stablehlo.abs %15 : tensor<7x5xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<7x5xf32>
    %19 = stablehlo.divide %16, %18 : tensor<7x5xf32>
    %20 = stablehlo.abs %19 : tensor<7x5xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x5xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<7x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<7x5xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<7x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<7x5xf32>, tensor<f32>) -> tensor<5xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %27 = stablehlo.abs %26 : tensor<1x5xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x5xf32>, tensor<1x5xf32>) -> tensor<1x5xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where_4(%31, %26, %c) : (tensor<1x5xi1>, tensor<1x5xf32>, tensor<i32>) -> tensor<1x5xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<7x5xf32>
    %34 = stablehlo.divide %24, %33 : tensor<7x5xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_5(%29, %34, %c_10) : (tensor<1x5xi1>, tensor<7x5xf32>, tensor<i32>) -> tensor<7x5xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_12 = stablehlo.constant dense<6.500000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %40 = stablehlo.and %37, %39 : tensor<5xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<5xi1>) -> tensor<1x5xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_5(%41, %35, %c_13) : (tensor<1x5xi1>, tensor<7x5xf32>, tensor<i32>) -> tensor<7x5xf32>
    %cst_14 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %46 = stablehlo.add %44, %45 : tensor<4xf32>
    %cst_17 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<4xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<4xf32>
    %53 = stablehlo.iota dim = 0 : tensor<6xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<6x4xf32>
    %59 = stablehlo.abs %58 : tensor<6x4xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %62 = stablehlo.divide %59, %61 : tensor<6x4xf32>
    %63 = stablehlo.abs %62 : tensor<6x4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<6x4xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<6x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %70 = stablehlo.abs %69 : tensor<1x4xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where_6(%74, %69, %c_25) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<i32>) -> tensor<1x4xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %77 = stablehlo.divide %67, %76 : tensor<6x4xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_7(%72, %77, %c_26) : (tensor<1x4xi1>, tensor<6x4xf32>, tensor<i32>) -> tensor<6x4xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_28 = stablehlo.constant dense<5.500000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %83 = stablehlo.and %80, %82 : tensor<4xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_7(%84, %78, %c_29) : (tensor<1x4xi1>, tensor<6x4xf32>, tensor<i32>) -> tensor<6x4xf32>
    %86 = stablehlo.dot_general %85, %arg0, contracting_dims = [0] x [2], precision = [HIGHEST, HIGHEST] : (tensor<6x4xf32>, tensor<1x7x6x3xf32>) -> tensor<4x1x7x3xf32>
    %87 = stablehlo.dot_general %86, %42, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<4x1x7x3xf32>, tensor<7x5xf32>) -> tensor<4x1x3x5xf32>
    %88 = stablehlo.transpose %87, dims = [1, 3, 0, 2] : (tensor<4x1x3x5xf32>) -> tensor<1x5x4x3xf32>
    return %88 : tensor<1x5x4x3xf32>
  }
  func.func private @_where_4(%arg0: tensor<1x5xi1>, %arg1: tensor<1x5xf32>, %arg2: tensor<i32>) -> tensor<1x5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x5xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x5xi1>, tensor<1x5xf32>
    return %2 : tensor<1x5xf32>
  }
  func.func private @_where_5(%arg0: tensor<1x5xi1>, %arg1: tensor<7x5xf32>, %arg2: tensor<i32>) -> tensor<7x5xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x5xi1>) -> tensor<7x5xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x5xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<7x5xi1>, tensor<7x5xf32>
    return %3 : tensor<7x5xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x4xi1>, %arg1: tensor<1x4xf32>, %arg2: tensor<i32>) -> tensor<1x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x4xi1>, tensor<1x4xf32>
    return %2 : tensor<1x4xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x4xi1>, %arg1: tensor<6x4xf32>, %arg2: tensor<i32>) -> tensor<6x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x4xi1>) -> tensor<6x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x4xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<6x4xi1>, tensor<6x4xf32>
    return %3 : tensor<6x4xf32>
  }
  func.func private @_resize_8(%arg0: tensor<1x7x6x3xf32>) -> tensor<1x13x9x3xf32> {
    %cst = stablehlo.constant dense<0.538461566> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<13xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %3 = stablehlo.add %1, %2 : tensor<13xf32>
    %cst_2 = stablehlo.constant dense<0.538461566> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<13xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<13xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<13xf32>
    %10 = stablehlo.iota dim = 0 : tensor<7xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<13xf32>) -> tensor<1x13xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x13xf32>) -> tensor<7x13xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x13xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<7x13xf32>
    %16 = stablehlo.abs %15 : tensor<7x13xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %19 = stablehlo.divide %16, %18 : tensor<7x13xf32>
    %cst_5 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<7x13xf32>
    %cst_6 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<7x13xf32>
    %24 = stablehlo.multiply %23, %19 : tensor<7x13xf32>
    %25 = stablehlo.multiply %24, %19 : tensor<7x13xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %27 = stablehlo.add %25, %26 : tensor<7x13xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %29 = stablehlo.compare GE, %19, %28, FLOAT : (tensor<7x13xf32>, tensor<7x13xf32>) -> tensor<7x13xi1>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %31 = stablehlo.multiply %30, %19 : tensor<7x13xf32>
    %cst_10 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %33 = stablehlo.add %31, %32 : tensor<7x13xf32>
    %34 = stablehlo.multiply %33, %19 : tensor<7x13xf32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %36 = stablehlo.subtract %34, %35 : tensor<7x13xf32>
    %37 = stablehlo.multiply %36, %19 : tensor<7x13xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %39 = stablehlo.add %37, %38 : tensor<7x13xf32>
    %40 = call @_where_9(%29, %39, %27) : (tensor<7x13xi1>, tensor<7x13xf32>, tensor<7x13xf32>) -> tensor<7x13xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %42 = stablehlo.compare GE, %19, %41, FLOAT : (tensor<7x13xf32>, tensor<7x13xf32>) -> tensor<7x13xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = call @_where_10(%42, %cst_14, %40) : (tensor<7x13xi1>, tensor<f32>, tensor<7x13xf32>) -> tensor<7x13xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<7x13xf32>, tensor<f32>) -> tensor<13xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<13xf32>) -> tensor<1x13xf32>
    %46 = stablehlo.abs %45 : tensor<1x13xf32>
    %cst_16 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x13xf32>
    %48 = stablehlo.compare GT, %46, %47, FLOAT : (tensor<1x13xf32>, tensor<1x13xf32>) -> tensor<1x13xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x13xf32>
    %50 = stablehlo.compare NE, %45, %49, FLOAT : (tensor<1x13xf32>, tensor<1x13xf32>) -> tensor<1x13xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %51 = call @_where_11(%50, %45, %c) : (tensor<1x13xi1>, tensor<1x13xf32>, tensor<i32>) -> tensor<1x13xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x13xf32>) -> tensor<7x13xf32>
    %53 = stablehlo.divide %43, %52 : tensor<7x13xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %54 = call @_where_12(%48, %53, %c_18) : (tensor<1x13xi1>, tensor<7x13xf32>, tensor<i32>) -> tensor<7x13xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %56 = stablehlo.compare GE, %9, %55, FLOAT : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xi1>
    %cst_20 = stablehlo.constant dense<6.500000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<13xf32>
    %58 = stablehlo.compare LE, %9, %57, FLOAT : (tensor<13xf32>, tensor<13xf32>) -> tensor<13xi1>
    %59 = stablehlo.and %56, %58 : tensor<13xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<13xi1>) -> tensor<1x13xi1>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %61 = call @_where_12(%60, %54, %c_21) : (tensor<1x13xi1>, tensor<7x13xf32>, tensor<i32>) -> tensor<7x13xf32>
    %cst_22 = stablehlo.constant dense<0.666666686> : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.maximum %cst_22, %cst_23 : tensor<f32>
    %63 = stablehlo.iota dim = 0 : tensor<9xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %65 = stablehlo.add %63, %64 : tensor<9xf32>
    %cst_25 = stablehlo.constant dense<0.666666686> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<9xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %69 = stablehlo.subtract %67, %68 : tensor<9xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %71 = stablehlo.subtract %69, %70 : tensor<9xf32>
    %72 = stablehlo.iota dim = 0 : tensor<6xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<9xf32>) -> tensor<1x9xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x9xf32>) -> tensor<6x9xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x9xf32>
    %77 = stablehlo.subtract %75, %76 : tensor<6x9xf32>
    %78 = stablehlo.abs %77 : tensor<6x9xf32>
    %79 = stablehlo.convert %62 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %81 = stablehlo.divide %78, %80 : tensor<6x9xf32>
    %cst_28 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<6x9xf32>
    %cst_29 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<6x9xf32>
    %86 = stablehlo.multiply %85, %81 : tensor<6x9xf32>
    %87 = stablehlo.multiply %86, %81 : tensor<6x9xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %89 = stablehlo.add %87, %88 : tensor<6x9xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %91 = stablehlo.compare GE, %81, %90, FLOAT : (tensor<6x9xf32>, tensor<6x9xf32>) -> tensor<6x9xi1>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %93 = stablehlo.multiply %92, %81 : tensor<6x9xf32>
    %cst_33 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %95 = stablehlo.add %93, %94 : tensor<6x9xf32>
    %96 = stablehlo.multiply %95, %81 : tensor<6x9xf32>
    %cst_34 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %98 = stablehlo.subtract %96, %97 : tensor<6x9xf32>
    %99 = stablehlo.multiply %98, %81 : tensor<6x9xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %101 = stablehlo.add %99, %100 : tensor<6x9xf32>
    %102 = call @_where_13(%91, %101, %89) : (tensor<6x9xi1>, tensor<6x9xf32>, tensor<6x9xf32>) -> tensor<6x9xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %104 = stablehlo.compare GE, %81, %103, FLOAT : (tensor<6x9xf32>, tensor<6x9xf32>) -> tensor<6x9xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = call @_where_14(%104, %cst_37, %102) : (tensor<6x9xi1>, tensor<f32>, tensor<6x9xf32>) -> tensor<6x9xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<6x9xf32>, tensor<f32>) -> tensor<9xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<9xf32>) -> tensor<1x9xf32>
    %108 = stablehlo.abs %107 : tensor<1x9xf32>
    %cst_39 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x9xf32>
    %110 = stablehlo.compare GT, %108, %109, FLOAT : (tensor<1x9xf32>, tensor<1x9xf32>) -> tensor<1x9xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1x9xf32>
    %112 = stablehlo.compare NE, %107, %111, FLOAT : (tensor<1x9xf32>, tensor<1x9xf32>) -> tensor<1x9xi1>
    %c_41 = stablehlo.constant dense<1> : tensor<i32>
    %113 = call @_where_15(%112, %107, %c_41) : (tensor<1x9xi1>, tensor<1x9xf32>, tensor<i32>) -> tensor<1x9xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x9xf32>) -> tensor<6x9xf32>
    %115 = stablehlo.divide %105, %114 : tensor<6x9xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %116 = call @_where_16(%110, %115, %c_42) : (tensor<1x9xi1>, tensor<6x9xf32>, tensor<i32>) -> tensor<6x9xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %118 = stablehlo.compare GE, %71, %117, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %cst_44 = stablehlo.constant dense<5.500000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<9xf32>
    %120 = stablehlo.compare LE, %71, %119, FLOAT : (tensor<9xf32>, tensor<9xf32>) -> tensor<9xi1>
    %121 = stablehlo.and %118, %120 : tensor<9xi1>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<9xi1>) -> tensor<1x9xi1>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %123 = call @_where_16(%122, %116, %c_45) : (tensor<1x9xi1>, tensor<6x9xf32>, tensor<i32>) -> tensor<6x9xf32>
    %124 = stablehlo.dot_general %123, %arg0, contracting_dims = [0] x [2], precision = [HIGHEST, HIGHEST] : (tensor<6x9xf32>, tensor<1x7x6x3xf32>) -> tensor<9x1x7x3xf32>
    %125 = stablehlo.dot_general %124, %61, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<9x1x7x3xf32>, tensor<7x13xf32>) -> tensor<9x1x3x13xf32>
    %126 = stablehlo.transpose %125, dims = [1, 3, 0, 2] : (tensor<9x1x3x13xf32>) -> tensor<1x13x9x3xf32>
    return %126 : tensor<1x13x9x3xf32>
  }
  func.func private @_where_9(%arg0: tensor<7x13xi1>, %arg1: tensor<7x13xf32>, %arg2: tensor<7x13xf32>) -> tensor<7x13xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7x13xi1>, tensor<7x13xf32>
    return %0 : tensor<7x13xf32>
  }
  func.func private @_where_10(%arg0: tensor<7x13xi1>, %arg1: tensor<f32>, %arg2: tensor<7x13xf32>) -> tensor<7x13xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7x13xi1>, tensor<7x13xf32>
    return %2 : tensor<7x13xf32>
  }
  func.func private @_where_11(%arg0: tensor<1x13xi1>, %arg1: tensor<1x13xf32>, %arg2: tensor<i32>) -> tensor<1x13xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x13xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x13xi1>, tensor<1x13xf32>
    return %2 : tensor<1x13xf32>
  }
  func.func private @_where_12(%arg0: tensor<1x13xi1>, %arg1: tensor<7x13xf32>, %arg2: tensor<i32>) -> tensor<7x13xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x13xi1>) -> tensor<7x13xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x13xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<7x13xi1>, tensor<7x13xf32>
    return %3 : tensor<7x13xf32>
  }
  func.func private @_where_13(%arg0: tensor<6x9xi1>, %arg1: tensor<6x9xf32>, %arg2: tensor<6x9xf32>) -> tensor<6x9xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x9xi1>, tensor<6x9xf32>
    return %0 : tensor<6x9xf32>
  }
  func.func private @_where_14(%arg0: tensor<6x9xi1>, %arg1: tensor<f32>, %arg2: tensor<6x9xf32>) -> tensor<6x9xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6x9xi1>, tensor<6x9xf32>
    return %2 : tensor<6x9xf32>
  }
  func.func private @_where_15(%arg0: tensor<1x9xi1>, %arg1: tensor<1x9xf32>, %arg2: tensor<i32>) -> tensor<1x9xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x9xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x9xi1>, tensor<1x9xf32>
    return %2 : tensor<1x9xf32>
  }
  func.func private @_where_16(%arg0: tensor<1x9xi1>, %arg1: tensor<6x9xf32>, %arg2: tensor<i32>) -> tensor<6x9xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x9xi1>) -> tensor<6x9xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x9xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<6x9xi1>, tensor<6x9xf32>
    return %3 : tensor<6x9xf32>
  }
  func.func private @_resize_17(%arg0: tensor<1x7x6x3xf32>) -> tensor<1x4x3x3xf32> {
    %cst = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %3 = stablehlo.add %1, %2 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<1.750000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<4xf32>
    %10 = stablehlo.iota dim = 0 : tensor<7xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<7xf32>) -> tensor<7x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<7x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x1xf32>) -> tensor<7x4xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<7x4xf32>
    %16 = stablehlo.abs %15 : tensor<7x4xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %19 = stablehlo.divide %16, %18 : tensor<7x4xf32>
    %cst_5 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<7x4xf32>
    %22 = stablehlo.sine %21 : tensor<7x4xf32>
    %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<7x4xf32>
    %cst_7 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %26 = stablehlo.multiply %25, %19 : tensor<7x4xf32>
    %cst_8 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %28 = stablehlo.divide %26, %27 : tensor<7x4xf32>
    %29 = stablehlo.sine %28 : tensor<7x4xf32>
    %30 = stablehlo.multiply %24, %29 : tensor<7x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %32 = stablehlo.compare GT, %19, %31, FLOAT : (tensor<7x4xf32>, tensor<7x4xf32>) -> tensor<7x4xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %34 = stablehlo.compare NE, %19, %33, FLOAT : (tensor<7x4xf32>, tensor<7x4xf32>) -> tensor<7x4xi1>
    %35 = stablehlo.multiply %19, %19 : tensor<7x4xf32>
    %cst_11 = stablehlo.constant dense<9.86960411> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<7x4xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %38 = call @_where_18(%34, %37, %c) : (tensor<7x4xi1>, tensor<7x4xf32>, tensor<i32>) -> tensor<7x4xf32>
    %39 = stablehlo.divide %30, %38 : tensor<7x4xf32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %40 = call @_where_18(%32, %39, %c_12) : (tensor<7x4xi1>, tensor<7x4xf32>, tensor<i32>) -> tensor<7x4xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %42 = stablehlo.compare GT, %19, %41, FLOAT : (tensor<7x4xf32>, tensor<7x4xf32>) -> tensor<7x4xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = call @_where_19(%42, %cst_14, %40) : (tensor<7x4xi1>, tensor<f32>, tensor<7x4xf32>) -> tensor<7x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<7x4xf32>, tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %46 = stablehlo.abs %45 : tensor<1x4xf32>
    %cst_16 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %48 = stablehlo.compare GT, %46, %47, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %50 = stablehlo.compare NE, %45, %49, FLOAT : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xi1>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %51 = call @_where_6(%50, %45, %c_18) : (tensor<1x4xi1>, tensor<1x4xf32>, tensor<i32>) -> tensor<1x4xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<7x4xf32>
    %53 = stablehlo.divide %43, %52 : tensor<7x4xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %54 = call @_where_20(%48, %53, %c_19) : (tensor<1x4xi1>, tensor<7x4xf32>, tensor<i32>) -> tensor<7x4xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.compare GE, %9, %55, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %cst_21 = stablehlo.constant dense<6.500000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.compare LE, %9, %57, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %59 = stablehlo.and %56, %58 : tensor<4xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<4xi1>) -> tensor<1x4xi1>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %61 = call @_where_20(%60, %54, %c_22) : (tensor<1x4xi1>, tensor<7x4xf32>, tensor<i32>) -> tensor<7x4xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.maximum %cst_23, %cst_24 : tensor<f32>
    %63 = stablehlo.iota dim = 0 : tensor<3xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %65 = stablehlo.add %63, %64 : tensor<3xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<3xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %69 = stablehlo.subtract %67, %68 : tensor<3xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %71 = stablehlo.subtract %69, %70 : tensor<3xf32>
    %72 = stablehlo.iota dim = 0 : tensor<6xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0] : (tensor<6xf32>) -> tensor<6x1xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<6x3xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x3xf32>
    %77 = stablehlo.subtract %75, %76 : tensor<6x3xf32>
    %78 = stablehlo.abs %77 : tensor<6x3xf32>
    %79 = stablehlo.convert %62 : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %81 = stablehlo.divide %78, %80 : tensor<6x3xf32>
    %cst_29 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<6x3xf32>
    %84 = stablehlo.sine %83 : tensor<6x3xf32>
    %cst_30 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<6x3xf32>
    %cst_31 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %88 = stablehlo.multiply %87, %81 : tensor<6x3xf32>
    %cst_32 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %90 = stablehlo.divide %88, %89 : tensor<6x3xf32>
    %91 = stablehlo.sine %90 : tensor<6x3xf32>
    %92 = stablehlo.multiply %86, %91 : tensor<6x3xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %94 = stablehlo.compare GT, %81, %93, FLOAT : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xi1>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %96 = stablehlo.compare NE, %81, %95, FLOAT : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xi1>
    %97 = stablehlo.multiply %81, %81 : tensor<6x3xf32>
    %cst_35 = stablehlo.constant dense<9.86960411> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<6x3xf32>
    %c_36 = stablehlo.constant dense<1> : tensor<i32>
    %100 = call @_where_21(%96, %99, %c_36) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<i32>) -> tensor<6x3xf32>
    %101 = stablehlo.divide %92, %100 : tensor<6x3xf32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %102 = call @_where_21(%94, %101, %c_37) : (tensor<6x3xi1>, tensor<6x3xf32>, tensor<i32>) -> tensor<6x3xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %104 = stablehlo.compare GT, %81, %103, FLOAT : (tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = call @_where_22(%104, %cst_39, %102) : (tensor<6x3xi1>, tensor<f32>, tensor<6x3xf32>) -> tensor<6x3xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<6x3xf32>, tensor<f32>) -> tensor<3xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %108 = stablehlo.abs %107 : tensor<1x3xf32>
    %cst_41 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %110 = stablehlo.compare GT, %108, %109, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %112 = stablehlo.compare NE, %107, %111, FLOAT : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xi1>
    %c_43 = stablehlo.constant dense<1> : tensor<i32>
    %113 = call @_where_23(%112, %107, %c_43) : (tensor<1x3xi1>, tensor<1x3xf32>, tensor<i32>) -> tensor<1x3xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<6x3xf32>
    %115 = stablehlo.divide %105, %114 : tensor<6x3xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %116 = call @_where_24(%110, %115, %c_44) : (tensor<1x3xi1>, tensor<6x3xf32>, tensor<i32>) -> tensor<6x3xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %118 = stablehlo.compare GE, %71, %117, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_46 = stablehlo.constant dense<5.500000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %120 = stablehlo.compare LE, %71, %119, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %121 = stablehlo.and %118, %120 : tensor<3xi1>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<3xi1>) -> tensor<1x3xi1>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %123 = call @_where_24(%122, %116, %c_47) : (tensor<1x3xi1>, tensor<6x3xf32>, tensor<i32>) -> tensor<6x3xf32>
    %124 = stablehlo.dot_general %123, %arg0, contracting_dims = [0] x [2], precision = [HIGHEST, HIGHEST] : (tensor<6x3xf32>, tensor<1x7x6x3xf32>) -> tensor<3x1x7x3xf32>
    %125 = stablehlo.dot_general %124, %61, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x1x7x3xf32>, tensor<7x4xf32>) -> tensor<3x1x3x4xf32>
    %126 = stablehlo.transpose %125, dims = [1, 3, 0, 2] : (tensor<3x1x3x4xf32>) -> tensor<1x4x3x3xf32>
    return %126 : tensor<1x4x3x3xf32>
  }
  func.func private @_where_18(%arg0: tensor<7x4xi1>, %arg1: tensor<7x4xf32>, %arg2: tensor<i32>) -> tensor<7x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<7x4xi1>, tensor<7x4xf32>
    return %2 : tensor<7x4xf32>
  }
  func.func private @_where_19(%arg0: tensor<7x4xi1>, %arg1: tensor<f32>, %arg2: tensor<7x4xf32>) -> tensor<7x4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7x4xi1>, tensor<7x4xf32>
    return %2 : tensor<7x4xf32>
  }
  func.func private @_where_20(%arg0: tensor<1x4xi1>, %arg1: tensor<7x4xf32>, %arg2: tensor<i32>) -> tensor<7x4xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x4xi1>) -> tensor<7x4xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x4xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<7x4xi1>, tensor<7x4xf32>
    return %3 : tensor<7x4xf32>
  }
  func.func private @_where_21(%arg0: tensor<6x3xi1>, %arg1: tensor<6x3xf32>, %arg2: tensor<i32>) -> tensor<6x3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<6x3xi1>, tensor<6x3xf32>
    return %2 : tensor<6x3xf32>
  }
  func.func private @_where_22(%arg0: tensor<6x3xi1>, %arg1: tensor<f32>, %arg2: tensor<6x3xf32>) -> tensor<6x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6x3xi1>, tensor<6x3xf32>
    return %2 : tensor<6x3xf32>
  }
  func.func private @_where_23(%arg0: tensor<1x3xi1>, %arg1: tensor<1x3xf32>, %arg2: tensor<i32>) -> tensor<1x3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x3xi1>, tensor<1x3xf32>
    return %2 : tensor<1x3xf32>
  }
  func.func private @_where_24(%arg0: tensor<1x3xi1>, %arg1: tensor<6x3xf32>, %arg2: tensor<i32>) -> tensor<6x3xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x3xi1>) -> tensor<6x3xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6x3xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<6x3xi1>, tensor<6x3xf32>
    return %3 : tensor<6x3xf32>
  }
  func.func private @_where_25(%arg0: tensor<1x10xi1>, %arg1: tensor<7x10xf32>, %arg2: tensor<i32>) -> tensor<7x10xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x10xi1>) -> tensor<7x10xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x10xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<7x10xi1>, tensor<7x10xf32>
    return %3 : tensor<7x10xf32>
  }
}
