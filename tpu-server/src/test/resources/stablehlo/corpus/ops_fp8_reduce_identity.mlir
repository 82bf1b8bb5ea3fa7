module @jit_fp8_reduce_identity attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x6xf8E4M3FN>, %arg1: tensor<0x3xf8E4M3FN>, %arg2: tensor<4x6xf8E4M3FNUZ>) -> (tensor<5xi32> {jax.result_info = "result[0]"}, tensor<6xi32> {jax.result_info = "result[1]"}, tensor<5xf8E4M3FN> {jax.result_info = "result[2]"}, tensor<3xf8E4M3FN> {jax.result_info = "result[3]"}, tensor<3xf8E4M3FN> {jax.result_info = "result[4]"}, tensor<4xi32> {jax.result_info = "result[5]"}, tensor<4xi32> {jax.result_info = "result[6]"}, tensor<6xf8E4M3FNUZ> {jax.result_info = "result[7]"}, tensor<6xf8E4M3FNUZ> {jax.result_info = "result[8]"}) {
    %0 = call @argmax(%arg0) : (tensor<5x6xf8E4M3FN>) -> tensor<5xi32>
    %1 = call @argmin(%arg0) : (tensor<5x6xf8E4M3FN>) -> tensor<6xi32>
    %cst = stablehlo.constant dense<-4.480000e+02> : tensor<f8E4M3FN>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<5x6xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<5xf8E4M3FN>
    %cst_0 = stablehlo.constant dense<-4.480000e+02> : tensor<f8E4M3FN>
    %3 = stablehlo.reduce(%arg1 init: %cst_0) applies stablehlo.maximum across dimensions = [0] : (tensor<0x3xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<3xf8E4M3FN>
    %cst_1 = stablehlo.constant dense<4.480000e+02> : tensor<f8E4M3FN>
    %4 = stablehlo.reduce(%arg1 init: %cst_1) applies stablehlo.minimum across dimensions = [0] : (tensor<0x3xf8E4M3FN>, tensor<f8E4M3FN>) -> tensor<3xf8E4M3FN>
    %5 = call @argmax_0(%arg2) : (tensor<4x6xf8E4M3FNUZ>) -> tensor<4xi32>
    %6 = call @argmin_1(%arg2) : (tensor<4x6xf8E4M3FNUZ>) -> tensor<4xi32>
    %7 = stablehlo.slice %arg2 [0:0, 0:6] : (tensor<4x6xf8E4M3FNUZ>) -> tensor<0x6xf8E4M3FNUZ>
    %cst_2 = stablehlo.constant dense<-2.400000e+02> : tensor<f8E4M3FNUZ>
    %8 = stablehlo.reduce(%7 init: %cst_2) applies stablehlo.maximum across dimensions = [0] : (tensor<0x6xf8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<6xf8E4M3FNUZ>
    %9 = stablehlo.slice %arg2 [0:0, 0:6] : (tensor<4x6xf8E4M3FNUZ>) -> tensor<0x6xf8E4M3FNUZ>
    %cst_3 = stablehlo.constant dense<2.400000e+02> : tensor<f8E4M3FNUZ>
    %10 = stablehlo.reduce(%9 init: %cst_3) applies stablehlo.minimum across dimensions = [0] : (tensor<0x6xf8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<6xf8E4M3FNUZ>
    return %0, %1, %2, %3, %4, %5, %6, %8, %10 : tensor<5xi32>, tensor<6xi32>, tensor<5xf8E4M3FN>, tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN>, tensor<4xi32>, tensor<4xi32>, tensor<6xf8E4M3FNUZ>, tensor<6xf8E4M3FNUZ>
  }
  func.func private @argmax(%arg0: tensor<5x6xf8E4M3FN>) -> tensor<5xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<5x6xi32>
    %cst = stablehlo.constant dense<-4.480000e+02> : tensor<f8E4M3FN>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<5x6xf8E4M3FN>, tensor<5x6xi32>, tensor<f8E4M3FN>, tensor<i32>) -> (tensor<5xf8E4M3FN>, tensor<5xi32>)
     reducer(%arg1: tensor<f8E4M3FN>, %arg3: tensor<f8E4M3FN>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f8E4M3FN>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f8E4M3FN>, tensor<i32>
    }
    return %1#1 : tensor<5xi32>
  }
  func.func private @argmin(%arg0: tensor<5x6xf8E4M3FN>) -> tensor<6xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x6xi32>
    %cst = stablehlo.constant dense<4.480000e+02> : tensor<f8E4M3FN>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<5x6xf8E4M3FN>, tensor<5x6xi32>, tensor<f8E4M3FN>, tensor<i32>) -> (tensor<6xf8E4M3FN>, tensor<6xi32>)
     reducer(%arg1: tensor<f8E4M3FN>, %arg3: tensor<f8E4M3FN>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f8E4M3FN>, tensor<f8E4M3FN>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f8E4M3FN>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f8E4M3FN>, tensor<i32>
    }
    return %1#1 : tensor<6xi32>
  }
  func.func private @argmax_0(%arg0: tensor<4x6xf8E4M3FNUZ>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %cst = stablehlo.constant dense<-2.400000e+02> : tensor<f8E4M3FNUZ>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x6xf8E4M3FNUZ>, tensor<4x6xi32>, tensor<f8E4M3FNUZ>, tensor<i32>) -> (tensor<4xf8E4M3FNUZ>, tensor<4xi32>)
     reducer(%arg1: tensor<f8E4M3FNUZ>, %arg3: tensor<f8E4M3FNUZ>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f8E4M3FNUZ>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f8E4M3FNUZ>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @argmin_1(%arg0: tensor<4x6xf8E4M3FNUZ>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x6xi32>
    %cst = stablehlo.constant dense<2.400000e+02> : tensor<f8E4M3FNUZ>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x6xf8E4M3FNUZ>, tensor<4x6xi32>, tensor<f8E4M3FNUZ>, tensor<i32>) -> (tensor<4xf8E4M3FNUZ>, tensor<4xi32>)
     reducer(%arg1: tensor<f8E4M3FNUZ>, %arg3: tensor<f8E4M3FNUZ>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare LT, %arg1, %arg3, FLOAT : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f8E4M3FNUZ>, tensor<f8E4M3FNUZ>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f8E4M3FNUZ>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f8E4M3FNUZ>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
}
