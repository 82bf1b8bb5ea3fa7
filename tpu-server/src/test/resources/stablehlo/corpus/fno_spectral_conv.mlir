module @jit_fno_block attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3x8x10xf32>, %arg1: tensor<3x4x3x3xcomplex<f32>>, %arg2: tensor<3x4x3x3xcomplex<f32>>, %arg3: tensor<3x4xf32>) -> (tensor<2x4x8x10xf32> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<2x3x8x10xf32>) -> tensor<2x3x8x6xcomplex<f32>>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x4x8x6xcomplex<f32>>
    %2 = stablehlo.slice %0 [0:2, 0:3, 0:3, 0:3] : (tensor<2x3x8x6xcomplex<f32>>) -> tensor<2x3x3x3xcomplex<f32>>
    %3 = stablehlo.dot_general %arg1, %2, batching_dims = [2, 3] x [2, 3], contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x4x3x3xcomplex<f32>>, tensor<2x3x3x3xcomplex<f32>>) -> tensor<3x3x4x2xcomplex<f32>>
    %4 = stablehlo.transpose %3, dims = [3, 2, 0, 1] : (tensor<3x3x4x2xcomplex<f32>>) -> tensor<2x4x3x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.concatenate %5, %6, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %8 = "stablehlo.scatter"(%1, %7, %4) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2, 3]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
      stablehlo.return %arg5 : tensor<complex<f32>>
    }) : (tensor<2x4x8x6xcomplex<f32>>, tensor<2xi32>, tensor<2x4x3x3xcomplex<f32>>) -> tensor<2x4x8x6xcomplex<f32>>
    %9 = stablehlo.slice %0 [0:2, 0:3, 5:8, 0:3] : (tensor<2x3x8x6xcomplex<f32>>) -> tensor<2x3x3x3xcomplex<f32>>
    %10 = stablehlo.dot_general %arg2, %9, batching_dims = [2, 3] x [2, 3], contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x4x3x3xcomplex<f32>>, tensor<2x3x3x3xcomplex<f32>>) -> tensor<3x3x4x2xcomplex<f32>>
    %11 = stablehlo.transpose %10, dims = [3, 2, 0, 1] : (tensor<3x3x4x2xcomplex<f32>>) -> tensor<2x4x3x3xcomplex<f32>>
    %c_1 = stablehlo.constant dense<5> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.concatenate %12, %13, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %15 = "stablehlo.scatter"(%8, %14, %11) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [2, 3]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<complex<f32>>, %arg5: tensor<complex<f32>>):
      stablehlo.return %arg5 : tensor<complex<f32>>
    }) : (tensor<2x4x8x6xcomplex<f32>>, tensor<2xi32>, tensor<2x4x3x3xcomplex<f32>>) -> tensor<2x4x8x6xcomplex<f32>>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %16 = call @_pad(%15, %c_3) : (tensor<2x4x8x6xcomplex<f32>>, tensor<i32>) -> tensor<2x4x8x6xcomplex<f32>>
    %17 = call @fft_0(%16) : (tensor<2x4x8x6xcomplex<f32>>) -> tensor<2x4x8x10xf32>
    %18 = stablehlo.dot_general %arg3, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<3x4xf32>, tensor<2x3x8x10xf32>) -> tensor<4x2x8x10xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0, 2, 3] : (tensor<4x2x8x10xf32>) -> tensor<2x4x8x10xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x4x8x10xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<2x4x8x10xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<2x4x8x10xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x8x10xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<2x4x8x10xf32>
    %25 = stablehlo.add %20, %24 : tensor<2x4x8x10xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x8x10xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<2x4x8x10xf32>
    %28 = stablehlo.tanh %27 : tensor<2x4x8x10xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x8x10xf32>
    %30 = stablehlo.add %29, %28 : tensor<2x4x8x10xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x8x10xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2x4x8x10xf32>
    %33 = stablehlo.multiply %20, %32 : tensor<2x4x8x10xf32>
    return %33 : tensor<2x4x8x10xf32>
  }
  func.func private @fft(%arg0: tensor<2x3x8x10xf32>) -> tensor<2x3x8x6xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8, 10] : (tensor<2x3x8x10xf32>) -> tensor<2x3x8x6xcomplex<f32>>
    return %0 : tensor<2x3x8x6xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<2x4x8x6xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<2x4x8x6xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x8x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x8x6xcomplex<f32>>
    return %1 : tensor<2x4x8x6xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<2x4x8x6xcomplex<f32>>) -> tensor<2x4x8x10xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [8, 10] : (tensor<2x4x8x6xcomplex<f32>>) -> tensor<2x4x8x10xf32>
    return %0 : tensor<2x4x8x10xf32>
  }
}
