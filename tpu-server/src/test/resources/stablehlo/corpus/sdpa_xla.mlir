module @jit_sdpa_xla attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x4x8xf32>, %arg1: tensor<2x6x2x8xf32>, %arg2: tensor<2x6x2x8xf32>, %arg3: tensor<2x4x6x6xf32>, %arg4: tensor<2xi32>) -> (tensor<2x6x4x8xf32> {jax.result_info = "result[0]"}, tensor<2x6x4x8xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
    %c_0 = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<2x6x4x8xf32>) -> tensor<2x6x2x2x8xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<2x4x6x6xf32>) -> tensor<2x2x2x6x6xf32>
    %2 = stablehlo.dot_general %0, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x2x2x8xf32>, tensor<2x6x2x8xf32>) -> tensor<2x2x6x2x6xf32>
    %cst = stablehlo.constant dense<0.353553385> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x6x2x6xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x2x6x2x6xf32>
    %5 = stablehlo.transpose %4, dims = [3, 0, 1, 2, 4] : (tensor<2x2x6x2x6xf32>) -> tensor<2x2x2x6x6xf32>
    %6 = stablehlo.transpose %1, dims = [2, 0, 1, 3, 4] : (tensor<2x2x2x6x6xf32>) -> tensor<2x2x2x6x6xf32>
    %7 = stablehlo.add %5, %6 : tensor<2x2x2x6x6xf32>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<2x2x6x6xi1>
    %c_2 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %10 = call @tril(%9) : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [2, 3] : (tensor<6x6xi1>) -> tensor<1x1x6x6xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x6x6xi1>) -> tensor<2x2x6x6xi1>
    %13 = stablehlo.and %8, %12 : tensor<2x2x6x6xi1>
    %14 = stablehlo.iota dim = 0 : tensor<6xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<6xi32>) -> tensor<1x1x6xi32>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [0] : (tensor<2xi32>) -> tensor<2x1x1xi32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x6xi32>) -> tensor<2x1x6xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x1x1xi32>) -> tensor<2x1x6xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<2x1x6xi32>, tensor<2x1x6xi32>) -> tensor<2x1x6xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<2x1x6xi1>
    %21 = stablehlo.and %20, %19 : tensor<2x1x6xi1>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 2, 3] : (tensor<2x1x6xi1>) -> tensor<2x1x1x6xi1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<2x1x1x6xi1>) -> tensor<2x2x6x6xi1>
    %24 = stablehlo.and %13, %23 : tensor<2x2x6x6xi1>
    %cst_4 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %25 = call @_where(%24, %7, %cst_4) : (tensor<2x2x6x6xi1>, tensor<2x2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x2x6x6xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x2x6xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2x2x6xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<2x2x2x6xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<2x2x2x6xf32>) -> tensor<2x2x2x6x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x6x1xf32>) -> tensor<2x2x2x6x6xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<2x2x2x6x6xf32>
    %32 = stablehlo.exponential %31 : tensor<2x2x2x6x6xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x2x6xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x2x2x6xf32>) -> tensor<2x2x2x6x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x6x1xf32>) -> tensor<2x2x2x6x6xf32>
    %36 = stablehlo.divide %32, %35 : tensor<2x2x2x6x6xf32>
    %37 = stablehlo.dot_general %arg2, %36, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [HIGHEST, HIGHEST] : (tensor<2x6x2x8xf32>, tensor<2x2x2x6x6xf32>) -> tensor<2x2x8x2x6xf32>
    %38 = stablehlo.transpose %37, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x2x6xf32>) -> tensor<2x2x6x2x8xf32>
    %39 = stablehlo.transpose %38, dims = [1, 2, 3, 0, 4] : (tensor<2x2x6x2x8xf32>) -> tensor<2x6x2x2x8xf32>
    %40 = stablehlo.reshape %39 : (tensor<2x6x2x2x8xf32>) -> tensor<2x6x4x8xf32>
    %41 = stablehlo.reshape %arg0 : (tensor<2x6x4x8xf32>) -> tensor<2x6x2x2x8xf32>
    %42 = stablehlo.dot_general %41, %arg1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x2x2x8xf32>, tensor<2x6x2x8xf32>) -> tensor<2x2x6x2x6xf32>
    %cst_8 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x2x6x2x6xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<2x2x6x2x6xf32>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<2x2x6x6xi1>
    %46 = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %47 = stablehlo.broadcast_in_dim %c_0, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1x6xi32>
    %49 = stablehlo.add %47, %48 : tensor<1x6xi32>
    %50 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x6xi32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<6x6xi32>
    %52 = stablehlo.compare LE, %50, %51, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %53 = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %54 = stablehlo.broadcast_in_dim %c_0, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1x6xi32>
    %56 = stablehlo.subtract %54, %55 : tensor<1x6xi32>
    %57 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x6xi32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<6x6xi32>
    %59 = stablehlo.compare GE, %57, %58, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %60 = stablehlo.and %59, %52 : tensor<6x6xi1>
    %61 = stablehlo.broadcast_in_dim %60, dims = [2, 3] : (tensor<6x6xi1>) -> tensor<1x1x6x6xi1>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x6x6xi1>) -> tensor<2x2x6x6xi1>
    %63 = stablehlo.and %45, %62 : tensor<2x2x6x6xi1>
    %cst_12 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %64 = call @_where_0(%63, %44, %cst_12) : (tensor<2x2x6x6xi1>, tensor<2x2x6x2x6xf32>, tensor<f32>) -> tensor<2x2x2x6x6xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_13) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x2x6xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x2x2x6xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<2x2x2x6xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<2x2x2x6xf32>) -> tensor<2x2x2x6x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x6x1xf32>) -> tensor<2x2x2x6x6xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<2x2x2x6x6xf32>
    %71 = stablehlo.exponential %70 : tensor<2x2x2x6x6xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_15) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x2x6xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<2x2x2x6xf32>) -> tensor<2x2x2x6x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x6x1xf32>) -> tensor<2x2x2x6x6xf32>
    %75 = stablehlo.divide %71, %74 : tensor<2x2x2x6x6xf32>
    %76 = stablehlo.dot_general %arg2, %75, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [HIGHEST, HIGHEST] : (tensor<2x6x2x8xf32>, tensor<2x2x2x6x6xf32>) -> tensor<2x2x8x2x6xf32>
    %77 = stablehlo.transpose %76, dims = [3, 0, 4, 1, 2] : (tensor<2x2x8x2x6xf32>) -> tensor<2x2x6x2x8xf32>
    %78 = stablehlo.transpose %77, dims = [1, 2, 3, 0, 4] : (tensor<2x2x6x2x8xf32>) -> tensor<2x6x2x2x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x6x2x2x8xf32>) -> tensor<2x6x4x8xf32>
    return %40, %79 : tensor<2x6x4x8xf32>, tensor<2x6x4x8xf32>
  }
  func.func private @tril(%arg0: tensor<6x6xi1>) -> tensor<6x6xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<6x6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %2 = stablehlo.add %0, %1 : tensor<6x6xi32>
    %3 = stablehlo.iota dim = 1 : tensor<6x6xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<6x6xi1>, tensor<6x6xi1>
    return %6 : tensor<6x6xi1>
  }
  func.func private @_where(%arg0: tensor<2x2x6x6xi1>, %arg1: tensor<2x2x2x6x6xf32>, %arg2: tensor<f32>) -> tensor<2x2x2x6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x2x6x6xi1>) -> tensor<2x2x2x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x6x6xf32>) -> tensor<2x2x2x6x6xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x2x6x6xi1>, tensor<2x2x2x6x6xf32>
    return %3 : tensor<2x2x2x6x6xf32>
  }
  func.func private @_where_0(%arg0: tensor<2x2x6x6xi1>, %arg1: tensor<2x2x6x2x6xf32>, %arg2: tensor<f32>) -> tensor<2x2x2x6x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<2x2x6x6xi1>) -> tensor<2x2x2x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<2x2x6x6xf32>) -> tensor<2x2x2x6x6xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<2x2x6x2x6xf32>) -> tensor<2x2x2x6x6xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<2x2x2x6x6xi1>, tensor<2x2x2x6x6xf32>
    return %4 : tensor<2x2x2x6x6xf32>
  }
}
