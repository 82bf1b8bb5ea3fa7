module @jit_fft_conv attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<2x6x5xf32>, %arg3: tensor<3x3xf32>) -> (tensor<3x12xf32> {jax.result_info = "result[0]"}, tensor<2x6x5xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg0, %c) : (tensor<3x12xf32>, tensor<i32>) -> tensor<3x24xf32>
    %1 = call @fft(%0) : (tensor<3x24xf32>) -> tensor<3x13xcomplex<f32>>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = call @_pad_0(%arg1, %c_0) : (tensor<12xf32>, tensor<i32>) -> tensor<24xf32>
    %3 = call @fft_1(%2) : (tensor<24xf32>) -> tensor<13xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<13xcomplex<f32>>) -> tensor<1x13xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x13xcomplex<f32>>) -> tensor<3x13xcomplex<f32>>
    %6 = stablehlo.multiply %1, %5 : tensor<3x13xcomplex<f32>>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_pad_2(%6, %c_1) : (tensor<3x13xcomplex<f32>>, tensor<i32>) -> tensor<3x13xcomplex<f32>>
    %8 = call @fft_3(%7) : (tensor<3x13xcomplex<f32>>) -> tensor<3x24xf32>
    %9 = stablehlo.slice %8 [0:3, 0:12] : (tensor<3x24xf32>) -> tensor<3x12xf32>
    %10 = call @fft_4(%arg2) : (tensor<2x6x5xf32>) -> tensor<2x6x5xcomplex<f32>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad_5(%arg3, %c_2) : (tensor<3x3xf32>, tensor<i32>) -> tensor<6x5xf32>
    %12 = call @fft_6(%11) : (tensor<6x5xf32>) -> tensor<6x5xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<6x5xcomplex<f32>>) -> tensor<1x6x5xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x6x5xcomplex<f32>>) -> tensor<2x6x5xcomplex<f32>>
    %15 = stablehlo.multiply %10, %14 : tensor<2x6x5xcomplex<f32>>
    %16 = call @fft_7(%15) : (tensor<2x6x5xcomplex<f32>>) -> tensor<2x6x5xcomplex<f32>>
    %17 = stablehlo.real %16 : (tensor<2x6x5xcomplex<f32>>) -> tensor<2x6x5xf32>
    return %9, %17 : tensor<3x12xf32>, tensor<2x6x5xf32>
  }
  func.func private @_pad(%arg0: tensor<3x12xf32>, %arg1: tensor<i32>) -> tensor<3x24xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 12], interior = [0, 0] : (tensor<3x12xf32>, tensor<f32>) -> tensor<3x24xf32>
    return %1 : tensor<3x24xf32>
  }
  func.func private @fft(%arg0: tensor<3x24xf32>) -> tensor<3x13xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [24] : (tensor<3x24xf32>) -> tensor<3x13xcomplex<f32>>
    return %0 : tensor<3x13xcomplex<f32>>
  }
  func.func private @_pad_0(%arg0: tensor<12xf32>, %arg1: tensor<i32>) -> tensor<24xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0], high = [12], interior = [0] : (tensor<12xf32>, tensor<f32>) -> tensor<24xf32>
    return %1 : tensor<24xf32>
  }
  func.func private @fft_1(%arg0: tensor<24xf32>) -> tensor<13xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [24] : (tensor<24xf32>) -> tensor<13xcomplex<f32>>
    return %0 : tensor<13xcomplex<f32>>
  }
  func.func private @_pad_2(%arg0: tensor<3x13xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<3x13xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x13xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x13xcomplex<f32>>
    return %1 : tensor<3x13xcomplex<f32>>
  }
  func.func private @fft_3(%arg0: tensor<3x13xcomplex<f32>>) -> tensor<3x24xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [24] : (tensor<3x13xcomplex<f32>>) -> tensor<3x24xf32>
    return %0 : tensor<3x24xf32>
  }
  func.func private @fft_4(%arg0: tensor<2x6x5xf32>) -> tensor<2x6x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<2x6x5xf32>) -> tensor<2x6x5xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [6, 5] : (tensor<2x6x5xcomplex<f32>>) -> tensor<2x6x5xcomplex<f32>>
    return %1 : tensor<2x6x5xcomplex<f32>>
  }
  func.func private @_pad_5(%arg0: tensor<3x3xf32>, %arg1: tensor<i32>) -> tensor<6x5xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [3, 2], interior = [0, 0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<6x5xf32>
    return %1 : tensor<6x5xf32>
  }
  func.func private @fft_6(%arg0: tensor<6x5xf32>) -> tensor<6x5xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<6x5xf32>) -> tensor<6x5xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [6, 5] : (tensor<6x5xcomplex<f32>>) -> tensor<6x5xcomplex<f32>>
    return %1 : tensor<6x5xcomplex<f32>>
  }
  func.func private @fft_7(%arg0: tensor<2x6x5xcomplex<f32>>) -> tensor<2x6x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [6, 5] : (tensor<2x6x5xcomplex<f32>>) -> tensor<2x6x5xcomplex<f32>>
    return %0 : tensor<2x6x5xcomplex<f32>>
  }
}
