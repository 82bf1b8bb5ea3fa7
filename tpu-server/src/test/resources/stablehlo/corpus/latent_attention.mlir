module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<12x6xf32>, %arg1: tensor<6x16xf32>, %arg2: tensor<6x16xf32>, %arg3: tensor<12x24xf32>, %arg4: tensor<12x4xf32>, %arg5: tensor<12xf32>, %arg6: tensor<16x12xf32>, %arg7: tensor<6xf32>, %arg8: tensor<2x6x12xf32>) -> (tensor<2x6x12xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x12xf32>, tensor<12x6xf32>) -> tensor<2x6x6xf32>
    %1 = chlo.square %0 : tensor<2x6x6xf32> -> tensor<2x6x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<2x6x6xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %11 = stablehlo.add %7, %10 : tensor<2x6x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x6x1xf32>
    %13 = stablehlo.reshape %arg7 : (tensor<6xf32>) -> tensor<1x1x6xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x6xf32>) -> tensor<2x6x6xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2x6x6xf32>
    %17 = stablehlo.multiply %9, %16 : tensor<2x6x6xf32>
    %18 = stablehlo.dot_general %17, %arg1, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x6xf32>, tensor<6x16xf32>) -> tensor<2x6x16xf32>
    %19 = stablehlo.reshape %18 : (tensor<2x6x16xf32>) -> tensor<2x6x2x8xf32>
    %20 = stablehlo.dot_general %17, %arg2, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x6xf32>, tensor<6x16xf32>) -> tensor<2x6x16xf32>
    %21 = stablehlo.reshape %20 : (tensor<2x6x16xf32>) -> tensor<2x6x2x8xf32>
    %22 = stablehlo.dot_general %arg8, %arg3, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x12xf32>, tensor<12x24xf32>) -> tensor<2x6x24xf32>
    %23 = stablehlo.reshape %22 : (tensor<2x6x24xf32>) -> tensor<2x6x2x12xf32>
    %24 = stablehlo.slice %23 [0:2, 0:6, 0:2, 0:8] : (tensor<2x6x2x12xf32>) -> tensor<2x6x2x8xf32>
    %25 = stablehlo.slice %23 [0:2, 0:6, 0:2, 8:12] : (tensor<2x6x2x12xf32>) -> tensor<2x6x2x4xf32>
    %26 = stablehlo.dot_general %arg8, %arg4, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x12xf32>, tensor<12x4xf32>) -> tensor<2x6x4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 3] : (tensor<2x6x4xf32>) -> tensor<2x6x1x4xf32>
    %28 = stablehlo.iota dim = 0 : tensor<6xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %30 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.multiply %31, %30 : tensor<2xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %34 = stablehlo.add %33, %32 : tensor<2xi32>
    %35 = stablehlo.negate %34 : tensor<2xi32>
    %36 = stablehlo.convert %35 : (tensor<2xi32>) -> tensor<2xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %38 = stablehlo.divide %36, %37 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %40 = stablehlo.power %39, %38 : tensor<2xf32>
    %41 = stablehlo.convert %29 : (tensor<6x1xi32>) -> tensor<6x1xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<6x1xf32>) -> tensor<6x2xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<6x2xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<6x2xf32>
    %46 = stablehlo.slice %25 [0:2, 0:6, 0:2, 0:4:2] : (tensor<2x6x2x4xf32>) -> tensor<2x6x2x2xf32>
    %47 = stablehlo.slice %25 [0:2, 0:6, 0:2, 1:4:2] : (tensor<2x6x2x4xf32>) -> tensor<2x6x2x2xf32>
    %48 = stablehlo.cosine %45 : tensor<6x2xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 3] : (tensor<6x2xf32>) -> tensor<1x6x1x2xf32>
    %50 = stablehlo.sine %45 : tensor<6x2xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 3] : (tensor<6x2xf32>) -> tensor<1x6x1x2xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x2x2xf32>
    %53 = stablehlo.multiply %46, %52 : tensor<2x6x2x2xf32>
    %54 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x2x2xf32>
    %55 = stablehlo.multiply %47, %54 : tensor<2x6x2x2xf32>
    %56 = stablehlo.subtract %53, %55 : tensor<2x6x2x2xf32>
    %57 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x2x2xf32>
    %58 = stablehlo.multiply %46, %57 : tensor<2x6x2x2xf32>
    %59 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x2x2xf32>
    %60 = stablehlo.multiply %47, %59 : tensor<2x6x2x2xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x6x2x2xf32>
    %62 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<2x6x2x2xf32>) -> tensor<2x6x2x2x1xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x6x2x2xf32>) -> tensor<2x6x2x2x1xf32>
    %64 = stablehlo.concatenate %62, %63, dim = 4 : (tensor<2x6x2x2x1xf32>, tensor<2x6x2x2x1xf32>) -> tensor<2x6x2x2x2xf32>
    %65 = stablehlo.reshape %64 : (tensor<2x6x2x2x2xf32>) -> tensor<2x6x2x4xf32>
    %66 = stablehlo.slice %27 [0:2, 0:6, 0:1, 0:4:2] : (tensor<2x6x1x4xf32>) -> tensor<2x6x1x2xf32>
    %67 = stablehlo.slice %27 [0:2, 0:6, 0:1, 1:4:2] : (tensor<2x6x1x4xf32>) -> tensor<2x6x1x2xf32>
    %68 = stablehlo.cosine %45 : tensor<6x2xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1, 3] : (tensor<6x2xf32>) -> tensor<1x6x1x2xf32>
    %70 = stablehlo.sine %45 : tensor<6x2xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [1, 3] : (tensor<6x2xf32>) -> tensor<1x6x1x2xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x1x2xf32>
    %73 = stablehlo.multiply %66, %72 : tensor<2x6x1x2xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x1x2xf32>
    %75 = stablehlo.multiply %67, %74 : tensor<2x6x1x2xf32>
    %76 = stablehlo.subtract %73, %75 : tensor<2x6x1x2xf32>
    %77 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x1x2xf32>
    %78 = stablehlo.multiply %66, %77 : tensor<2x6x1x2xf32>
    %79 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x6x1x2xf32>) -> tensor<2x6x1x2xf32>
    %80 = stablehlo.multiply %67, %79 : tensor<2x6x1x2xf32>
    %81 = stablehlo.add %78, %80 : tensor<2x6x1x2xf32>
    %82 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x6x1x2xf32>) -> tensor<2x6x1x2x1xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<2x6x1x2xf32>) -> tensor<2x6x1x2x1xf32>
    %84 = stablehlo.concatenate %82, %83, dim = 4 : (tensor<2x6x1x2x1xf32>, tensor<2x6x1x2x1xf32>) -> tensor<2x6x1x2x2xf32>
    %85 = stablehlo.reshape %84 : (tensor<2x6x1x2x2xf32>) -> tensor<2x6x1x4xf32>
    %86 = stablehlo.dot_general %24, %19, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x2x8xf32>, tensor<2x6x2x8xf32>) -> tensor<2x2x6x6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%85 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x6x1x4xf32>, tensor<f32>) -> tensor<2x6x4xf32>
    %88 = stablehlo.dot_general %87, %65, batching_dims = [0] x [0], contracting_dims = [2] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4xf32>, tensor<2x6x2x4xf32>) -> tensor<2x6x6x2xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 2, 1] : (tensor<2x6x6x2xf32>) -> tensor<2x2x6x6xf32>
    %90 = stablehlo.add %86, %89 : tensor<2x2x6x6xf32>
    %cst_7 = stablehlo.constant dense<1.200000e+01> : tensor<f32>
    %91 = stablehlo.sqrt %cst_7 : tensor<f32>
    %92 = stablehlo.convert %91 : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %94 = stablehlo.divide %90, %93 : tensor<2x2x6x6xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %95 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %96 = call @tril(%95) : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %97 = call @_where(%96, %94, %cst_9) : (tensor<6x6xi1>, tensor<2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x6x6xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x6xf32>
    %100 = stablehlo.maximum %99, %98 : tensor<2x2x6xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<2x2x6xf32>) -> tensor<2x2x6x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<2x2x6x1xf32>) -> tensor<2x2x6x6xf32>
    %103 = stablehlo.subtract %97, %102 : tensor<2x2x6x6xf32>
    %104 = stablehlo.exponential %103 : tensor<2x2x6x6xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x2x6x6xf32>, tensor<f32>) -> tensor<2x2x6xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<2x2x6xf32>) -> tensor<2x2x6x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<2x2x6x1xf32>) -> tensor<2x2x6x6xf32>
    %108 = stablehlo.divide %104, %107 : tensor<2x2x6x6xf32>
    %109 = stablehlo.dot_general %21, %108, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x2x8xf32>, tensor<2x2x6x6xf32>) -> tensor<2x2x8x6xf32>
    %110 = stablehlo.transpose %109, dims = [0, 3, 1, 2] : (tensor<2x2x8x6xf32>) -> tensor<2x6x2x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x6x2x8xf32>) -> tensor<2x6x16xf32>
    %112 = stablehlo.dot_general %111, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x16xf32>, tensor<16x12xf32>) -> tensor<2x6x12xf32>
    %113 = stablehlo.reshape %arg5 : (tensor<12xf32>) -> tensor<1x1x12xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x12xf32>) -> tensor<2x6x12xf32>
    %115 = stablehlo.add %112, %114 : tensor<2x6x12xf32>
    return %115 : tensor<2x6x12xf32>
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
  func.func private @_where(%arg0: tensor<6x6xi1>, %arg1: tensor<2x2x6x6xf32>, %arg2: tensor<f32>) -> tensor<2x2x6x6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<6x6xi1>) -> tensor<2x2x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x6x6xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x6x6xi1>, tensor<2x2x6x6xf32>
    return %3 : tensor<2x2x6x6xf32>
  }
}
