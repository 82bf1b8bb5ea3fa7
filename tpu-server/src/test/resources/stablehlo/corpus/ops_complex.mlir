module @jit_complex_ops attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x3xcomplex<f32>>, %arg1: tensor<4x3xcomplex<f32>>, %arg2: tensor<4x5xf32>) -> (tensor<4x3xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x3xf32> {jax.result_info = "result[2]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[4]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[5]"}, tensor<4x3xf32> {jax.result_info = "result[6]"}, tensor<4x3xf32> {jax.result_info = "result[7]"}, tensor<4x3xf32> {jax.result_info = "result[8]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[9]"}, tensor<4x3xi1> {jax.result_info = "result[10]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[11]"}, tensor<4x5x3xcomplex<f32>> {jax.result_info = "result[12]"}, tensor<4x5xf32> {jax.result_info = "result[13]"}, tensor<3x3xcomplex<f32>> {jax.result_info = "result[14]"}, tensor<4x3xcomplex<f32>> {jax.result_info = "result[15]"}, tensor<2x3xcomplex<f32>> {jax.result_info = "result[16]"}, tensor<8x3xcomplex<f32>> {jax.result_info = "result[17]"}, tensor<4xcomplex<f32>> {jax.result_info = "result[18]"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<4x3xcomplex<f32>>
    %1 = stablehlo.divide %arg0, %arg1 : tensor<4x3xcomplex<f32>>
    %2 = stablehlo.abs %arg0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %3 = stablehlo.exponential %arg0 : tensor<4x3xcomplex<f32>>
    %4 = stablehlo.log %arg1 : tensor<4x3xcomplex<f32>>
    %5 = stablehlo.real %arg0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %6 = stablehlo.imag %arg0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %7 = stablehlo.negate %6 : tensor<4x3xf32>
    %8 = stablehlo.complex %5, %7 : tensor<4x3xcomplex<f32>>
    %9 = call @angle(%arg0) : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %10 = stablehlo.real %arg0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %11 = stablehlo.imag %arg0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %12 = stablehlo.slice %arg2 [0:4, 0:3] : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %14 = stablehlo.compare GT, %12, %13, FLOAT : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xi1>
    %15 = call @_where(%14, %arg0, %arg1) : (tensor<4x3xi1>, tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %16 = stablehlo.compare EQ, %arg0, %arg1, FLOAT : (tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xi1>
    %17 = call @fft(%arg0) : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<4x5xf32>) -> tensor<4x5x1xf32>
    %19 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<4x3xcomplex<f32>>) -> tensor<4x1x3xcomplex<f32>>
    %20 = stablehlo.convert %18 : (tensor<4x5x1xf32>) -> tensor<4x5x1xcomplex<f32>>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<4x5x1xcomplex<f32>>) -> tensor<4x5x3xcomplex<f32>>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<4x1x3xcomplex<f32>>) -> tensor<4x5x3xcomplex<f32>>
    %23 = stablehlo.multiply %21, %22 : tensor<4x5x3xcomplex<f32>>
    %24 = call @fft_0(%23) : (tensor<4x5x3xcomplex<f32>>) -> tensor<4x5x3xcomplex<f32>>
    %25 = stablehlo.transpose %arg2, dims = [1, 0] : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %26 = call @fft_1(%25) : (tensor<5x4xf32>) -> tensor<5x3xcomplex<f32>>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<5x3xcomplex<f32>>) -> tensor<3x5xcomplex<f32>>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<3x5xcomplex<f32>>) -> tensor<5x3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %29 = call @_pad(%28, %c) : (tensor<5x3xcomplex<f32>>, tensor<i32>) -> tensor<5x3xcomplex<f32>>
    %30 = call @fft_2(%29) : (tensor<5x3xcomplex<f32>>) -> tensor<5x4xf32>
    %31 = stablehlo.transpose %30, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %32 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x3xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %33 = stablehlo.dot_general %32, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %34 = call @_flip(%arg0) : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.dynamic_slice %arg0, %c_0, %c_1, sizes = [2, 3] : (tensor<4x3xcomplex<f32>>, tensor<i32>, tensor<i32>) -> tensor<2x3xcomplex<f32>>
    %36 = stablehlo.concatenate %arg0, %arg1, dim = 0 : (tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<8x3xcomplex<f32>>
    %37 = stablehlo.slice %arg2 [0:4, 0:3] : (tensor<4x5xf32>) -> tensor<4x3xf32>
    %38 = stablehlo.convert %37 : (tensor<4x3xf32>) -> tensor<4x3xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %39 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %40 = stablehlo.multiply %39, %38 : tensor<4x3xcomplex<f32>>
    %41 = stablehlo.add %arg0, %40 : tensor<4x3xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %42 = stablehlo.reduce(%41 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<4x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    return %0, %1, %2, %3, %4, %8, %9, %10, %11, %15, %16, %17, %24, %31, %33, %34, %35, %36, %42 : tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>, tensor<4x3xf32>, tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x3xcomplex<f32>>, tensor<4x3xi1>, tensor<4x3xcomplex<f32>>, tensor<4x5x3xcomplex<f32>>, tensor<4x5xf32>, tensor<3x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<8x3xcomplex<f32>>, tensor<4xcomplex<f32>>
  }
  func.func private @angle(%arg0: tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32> {
    %0 = stablehlo.real %arg0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %1 = stablehlo.imag %arg0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %2 = stablehlo.atan2 %1, %0 : tensor<4x3xf32>
    return %2 : tensor<4x3xf32>
  }
  func.func private @_where(%arg0: tensor<4x3xi1>, %arg1: tensor<4x3xcomplex<f32>>, %arg2: tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    return %0 : tensor<4x3xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [3] : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    return %0 : tensor<4x3xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<4x5x3xcomplex<f32>>) -> tensor<4x5x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [4, 5, 3] : (tensor<4x5x3xcomplex<f32>>) -> tensor<4x5x3xcomplex<f32>>
    return %0 : tensor<4x5x3xcomplex<f32>>
  }
  func.func private @fft_1(%arg0: tensor<5x4xf32>) -> tensor<5x3xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [4] : (tensor<5x4xf32>) -> tensor<5x3xcomplex<f32>>
    return %0 : tensor<5x3xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<5x3xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<5x3xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<5x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5x3xcomplex<f32>>
    return %1 : tensor<5x3xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<5x3xcomplex<f32>>) -> tensor<5x4xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [4] : (tensor<5x3xcomplex<f32>>) -> tensor<5x4xf32>
    return %0 : tensor<5x4xf32>
  }
  func.func private @_flip(%arg0: tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x3xcomplex<f32>>
    return %0 : tensor<4x3xcomplex<f32>>
  }
}
