module @jit_nerf_render attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<27x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<3x3xf32>, %arg5: tensor<3x3xf32>, %arg6: tensor<3x9xf32>, %arg7: tensor<3x5xf32>) -> (tensor<3x3xf32> {jax.result_info = "result[0]"}, tensor<3xf32> {jax.result_info = "result[1]"}, tensor<3x9xf32> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg5, dims = [0, 2] : (tensor<3x3xf32>) -> tensor<3x1x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<3x1x3xf32>) -> tensor<3x9x3xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x3xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<3x9x3xf32>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<3x1x3xf32>) -> tensor<3x9x3xf32>
    %7 = stablehlo.add %6, %5 : tensor<3x9x3xf32>
    %8 = stablehlo.iota dim = 0 : tensor<4xi32>
    %9 = stablehlo.convert %8 : (tensor<4xi32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %10 = stablehlo.convert %8 : (tensor<4xi32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.power %11, %10 : tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<3x9x3xf32>) -> tensor<3x9x3x1xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<3x9x3x1xf32>) -> tensor<3x9x3x4xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<3x9x3x4xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<3x9x3x4xf32>
    %18 = stablehlo.sine %17 : tensor<3x9x3x4xf32>
    %19 = stablehlo.reshape %18 : (tensor<3x9x3x4xf32>) -> tensor<3x9x12xf32>
    %20 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<3x9x3xf32>) -> tensor<3x9x3x1xf32>
    %21 = stablehlo.broadcast_in_dim %12, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<3x9x3x1xf32>) -> tensor<3x9x3x4xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<3x9x3x4xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<3x9x3x4xf32>
    %25 = stablehlo.cosine %24 : tensor<3x9x3x4xf32>
    %26 = stablehlo.reshape %25 : (tensor<3x9x3x4xf32>) -> tensor<3x9x12xf32>
    %27 = stablehlo.concatenate %7, %19, %26, dim = 2 : (tensor<3x9x3xf32>, tensor<3x9x12xf32>, tensor<3x9x12xf32>) -> tensor<3x9x27xf32>
    %28 = stablehlo.dot_general %27, %arg0, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x27xf32>, tensor<27x16xf32>) -> tensor<3x9x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<3x9x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<3x9x16xf32>
    %32 = call @relu(%31) : (tensor<3x9x16xf32>) -> tensor<3x9x16xf32>
    %33 = stablehlo.dot_general %32, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x9x16xf32>, tensor<16x4xf32>) -> tensor<3x9x4xf32>
    %34 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<3x9x4xf32>
    %36 = stablehlo.add %33, %35 : tensor<3x9x4xf32>
    %37 = stablehlo.slice %36 [0:3, 0:9, 0:1] : (tensor<3x9x4xf32>) -> tensor<3x9x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<3x9x1xf32>) -> tensor<3x9xf32>
    %39 = call @softplus(%38) : (tensor<3x9xf32>) -> tensor<3x9xf32>
    %40 = stablehlo.slice %36 [0:3, 0:9, 1:4] : (tensor<3x9x4xf32>) -> tensor<3x9x3xf32>
    %41 = stablehlo.negate %40 : tensor<3x9x3xf32>
    %42 = stablehlo.exponential %41 : tensor<3x9x3xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x9x3xf32>
    %44 = stablehlo.add %43, %42 : tensor<3x9x3xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x9x3xf32>
    %46 = stablehlo.divide %45, %44 : tensor<3x9x3xf32>
    %47 = call @diff(%arg6) : (tensor<3x9xf32>) -> tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+10> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %49 = stablehlo.convert %48 : tensor<3x1xf32>
    %50 = stablehlo.concatenate %47, %49, dim = 1 : (tensor<3x8xf32>, tensor<3x1xf32>) -> tensor<3x9xf32>
    %51 = stablehlo.negate %39 : tensor<3x9xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<3x9xf32>
    %53 = stablehlo.exponential %52 : tensor<3x9xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
    %55 = stablehlo.subtract %54, %53 : tensor<3x9xf32>
    %56 = stablehlo.slice %55 [0:3, 0:1] : (tensor<3x9xf32>) -> tensor<3x1xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
    %59 = stablehlo.subtract %58, %55 : tensor<3x9xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-10> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
    %61 = stablehlo.add %59, %60 : tensor<3x9xf32>
    %62 = stablehlo.concatenate %57, %61, dim = 1 : (tensor<3x1xf32>, tensor<3x9xf32>) -> tensor<3x10xf32>
    %63 = call @cumprod(%62) : (tensor<3x10xf32>) -> tensor<3x10xf32>
    %64 = stablehlo.slice %63 [0:3, 0:9] : (tensor<3x10xf32>) -> tensor<3x9xf32>
    %65 = stablehlo.multiply %55, %64 : tensor<3x9xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<3x9xf32>) -> tensor<3x9x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<3x9x1xf32>) -> tensor<3x9x3xf32>
    %68 = stablehlo.multiply %67, %46 : tensor<3x9x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_7) applies stablehlo.add across dimensions = [1] : (tensor<3x9x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    %70 = stablehlo.multiply %65, %arg6 : tensor<3x9xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<3x9xf32>, tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.slice %65 [0:3, 1:8] : (tensor<3x9xf32>) -> tensor<3x7xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %74 = stablehlo.add %72, %73 : tensor<3x7xf32>
    %75 = stablehlo.slice %65 [0:3, 1:8] : (tensor<3x9xf32>) -> tensor<3x7xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3x7xf32>
    %77 = stablehlo.add %75, %76 : tensor<3x7xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<3x7xf32>, tensor<f32>) -> tensor<3xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x7xf32>
    %81 = stablehlo.divide %74, %80 : tensor<3x7xf32>
    %82 = stablehlo.slice %81 [0:3, 0:1] : (tensor<3x7xf32>) -> tensor<3x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %84 = call @cumsum(%81) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %85 = stablehlo.concatenate %83, %84, dim = 1 : (tensor<3x1xf32>, tensor<3x7xf32>) -> tensor<3x8xf32>
    %86 = stablehlo.slice %arg6 [0:3, 1:9] : (tensor<3x9xf32>) -> tensor<3x8xf32>
    %87 = stablehlo.slice %arg6 [0:3, 0:8] : (tensor<3x9xf32>) -> tensor<3x8xf32>
    %88 = stablehlo.add %86, %87 : tensor<3x8xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<3x8xf32>
    %91 = call @searchsorted(%85, %arg7) : (tensor<3x8xf32>, tensor<3x5xf32>) -> tensor<3x5xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %93 = stablehlo.subtract %91, %92 : tensor<3x5xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<7> : tensor<i32>
    %94 = call @clip(%93, %c_14, %c_15) : (tensor<3x5xi32>, tensor<i32>, tensor<i32>) -> tensor<3x5xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<7> : tensor<i32>
    %95 = call @clip(%91, %c_16, %c_17) : (tensor<3x5xi32>, tensor<i32>, tensor<i32>) -> tensor<3x5xi32>
    %96 = call @take_along_axis(%85, %94) : (tensor<3x8xf32>, tensor<3x5xi32>) -> tensor<3x5xf32>
    %97 = call @take_along_axis(%85, %95) : (tensor<3x8xf32>, tensor<3x5xi32>) -> tensor<3x5xf32>
    %98 = call @take_along_axis(%90, %94) : (tensor<3x8xf32>, tensor<3x5xi32>) -> tensor<3x5xf32>
    %99 = call @take_along_axis(%90, %95) : (tensor<3x8xf32>, tensor<3x5xi32>) -> tensor<3x5xf32>
    %100 = stablehlo.subtract %97, %96 : tensor<3x5xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %102 = stablehlo.compare LT, %100, %101, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %103 = stablehlo.subtract %arg7, %96 : tensor<3x5xf32>
    %104 = stablehlo.subtract %97, %96 : tensor<3x5xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %106 = stablehlo.compare LT, %104, %105, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %107 = stablehlo.subtract %97, %96 : tensor<3x5xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = call @_where(%106, %cst_20, %107) : (tensor<3x5xi1>, tensor<f32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %109 = stablehlo.divide %103, %108 : tensor<3x5xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = call @_where(%102, %cst_21, %109) : (tensor<3x5xi1>, tensor<f32>, tensor<3x5xf32>) -> tensor<3x5xf32>
    %111 = stablehlo.subtract %99, %98 : tensor<3x5xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<3x5xf32>
    %113 = stablehlo.add %98, %112 : tensor<3x5xf32>
    return %69, %71, %65, %113 : tensor<3x3xf32>, tensor<3xf32>, tensor<3x9xf32>, tensor<3x5xf32>
  }
  func.func private @relu(%arg0: tensor<3x9x16xf32>) -> tensor<3x9x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x9x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x9x16xf32>
    return %1 : tensor<3x9x16xf32>
  }
  func.func private @softplus(%arg0: tensor<3x9xf32>) -> tensor<3x9xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<3x9xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<3x9xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<3x9xf32>, tensor<3x9xf32>) -> tensor<3x9xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x9xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<3x9xf32>
    %7 = stablehlo.abs %3 : tensor<3x9xf32>
    %8 = stablehlo.negate %7 : tensor<3x9xf32>
    %9 = stablehlo.exponential %8 : tensor<3x9xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<3x9xf32>
    %11 = stablehlo.add %1, %10 : tensor<3x9xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<3x9xi1>, tensor<3x9xf32>
    return %12 : tensor<3x9xf32>
  }
  func.func private @diff(%arg0: tensor<3x9xf32>) -> tensor<3x8xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 1:9] : (tensor<3x9xf32>) -> tensor<3x8xf32>
    %1 = stablehlo.slice %arg0 [0:3, 0:8] : (tensor<3x9xf32>) -> tensor<3x8xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<3x8xf32>
    return %2 : tensor<3x8xf32>
  }
  func.func private @cumprod(%arg0: tensor<3x10xf32>) -> tensor<3x10xf32> {
    %0 = call @cumprod_0(%arg0) : (tensor<3x10xf32>) -> tensor<3x10xf32>
    return %0 : tensor<3x10xf32>
  }
  func.func private @cumprod_0(%arg0: tensor<3x10xf32>) -> tensor<3x10xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [9, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3x10xf32>, tensor<f32>) -> tensor<3x10xf32>
    return %0 : tensor<3x10xf32>
  }
  func.func private @cumsum(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %0 = call @cumsum_1(%arg0) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    return %0 : tensor<3x7xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<3x7xf32>) -> tensor<3x7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [6, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x7xf32>, tensor<f32>) -> tensor<3x7xf32>
    return %1 : tensor<3x7xf32>
  }
  func.func private @searchsorted(%arg0: tensor<3x8xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<3x8xf32>, tensor<3x5xf32>) -> tensor<3x5xi32>
    return %0 : tensor<3x5xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<3x8xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xi32> {
    %0 = call @_searchsorted_scan_impl_2(%arg0, %arg1) : (tensor<3x8xf32>, tensor<3x5xf32>) -> tensor<3x5xi32>
    return %0 : tensor<3x5xi32>
  }
  func.func private @_searchsorted_scan_impl_2(%arg0: tensor<3x8xf32>, %arg1: tensor<3x5xf32>) -> tensor<3x5xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %c_0 = stablehlo.constant dense<8> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<5xui32>) -> tensor<3x5xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<5xui32>) -> tensor<3x5xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<3x8xf32>, tensor<3x5xf32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<3x8xf32>, tensor<3x5xf32>, tensor<3x5xui32>, tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %7, %6#0, %6#1 : tensor<3x8xf32>, tensor<3x5xf32>, tensor<i32>, tensor<3x5xui32>, tensor<3x5xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<3x5xui32>) -> tensor<3x5xi32>
    return %5 : tensor<3x5xi32>
  }
  func.func private @closed_call(%arg0: tensor<3x8xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<3x5xui32>, %arg3: tensor<3x5xui32>) -> (tensor<3x5xui32>, tensor<3x5xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<3x5xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<3x5xui32>, tensor<i32>) -> tensor<3x5xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<3x5xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x5xui32>) -> tensor<3x5x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x8xf32>, tensor<3x5x1xui32>) -> tensor<3x5x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x5x1xf32>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<3x5xi1>, tensor<3x5xf32>
    %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
    %14 = stablehlo.select %11, %13, %10 : tensor<3x5xi1>, tensor<3x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %16 = stablehlo.compare EQ, %5, %15, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
    %19 = stablehlo.select %16, %18, %5 : tensor<3x5xi1>, tensor<3x5xf32>
    %20 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<5xf32>) -> tensor<3x5xf32>
    %23 = stablehlo.select %20, %22, %19 : tensor<3x5xi1>, tensor<3x5xf32>
    %24 = stablehlo.compare LT, %14, %23, TOTALORDER : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %25 = stablehlo.select %24, %arg2, %2 : tensor<3x5xi1>, tensor<3x5xui32>
    %26 = stablehlo.select %24, %2, %arg3 : tensor<3x5xi1>, tensor<3x5xui32>
    return %25, %26 : tensor<3x5xui32>, tensor<3x5xui32>
  }
  func.func private @floor_divide(%arg0: tensor<3x5xui32>, %arg1: tensor<i32>) -> tensor<3x5xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3x5xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3x5xui32>
    return %2 : tensor<3x5xui32>
  }
  func.func private @clip(%arg0: tensor<3x5xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x5xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x5xi32>
    return %5 : tensor<3x5xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x8xf32>, %arg1: tensor<3x5xi32>) -> tensor<3x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x5xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x5xi1>, tensor<3x5xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x5xi32>) -> tensor<3x5x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x5x1xi32>, tensor<3x5x1xi32>) -> tensor<3x5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x5x1xi1>, tensor<i1>) -> tensor<3x5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x8xf32>, tensor<3x5x1xi32>) -> tensor<3x5xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x5xi1>, tensor<3x5xf32>
    return %15 : tensor<3x5xf32>
  }
  func.func private @_where(%arg0: tensor<3x5xi1>, %arg1: tensor<f32>, %arg2: tensor<3x5xf32>) -> tensor<3x5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<3x5xi1>, tensor<3x5xf32>
    return %2 : tensor<3x5xf32>
  }
}
