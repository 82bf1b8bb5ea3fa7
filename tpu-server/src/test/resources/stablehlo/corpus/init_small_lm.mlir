module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<16xf32> {jax.result_info = "result['params']['Dense_0']['bias']"}, tensor<32x16xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['Dense_1']['bias']"}, tensor<16x32xf32> {jax.result_info = "result['params']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['Dense_2']['bias']"}, tensor<16x32xf32> {jax.result_info = "result['params']['Dense_2']['kernel']"}, tensor<32x16xf32> {jax.result_info = "result['params']['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['LayerNorm_2']['scale']"}, tensor<2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x8x16xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<16x2x8xf32> {jax.result_info = "result['params']['MultiHeadDotProductAttention_0']['value']['kernel']"}) {
    %c = stablehlo.constant dense<1350435477> : tensor<ui32>
    %0 = call @_threefry_fold_in(%arg0, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %1 = call @_normal(%0) : (tensor<2xui32>) -> tensor<32x16xf32>
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %2 = stablehlo.sqrt %cst : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<32x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_2 = stablehlo.constant dense<2802671853> : tensor<ui32>
    %7 = call @_threefry_fold_in(%arg0, %c_2) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_3 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %8 = stablehlo.sqrt %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %9 = stablehlo.divide %8, %cst_4 : tensor<f32>
    %c_5 = stablehlo.constant dense<-2> : tensor<i32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %10 = call @_truncated_normal(%7, %c_5, %c_6) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<16x16xf32>
    %13 = stablehlo.reshape %12 : (tensor<16x16xf32>) -> tensor<16x2x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.reshape %14 : (tensor<16xf32>) -> tensor<2x8xf32>
    %c_8 = stablehlo.constant dense<1637177629> : tensor<ui32>
    %16 = call @_threefry_fold_in(%arg0, %c_8) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_9 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %17 = stablehlo.sqrt %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %18 = stablehlo.divide %17, %cst_10 : tensor<f32>
    %c_11 = stablehlo.constant dense<-2> : tensor<i32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %19 = call @_truncated_normal(%16, %c_11, %c_12) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<16x16xf32>
    %22 = stablehlo.reshape %21 : (tensor<16x16xf32>) -> tensor<16x2x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.reshape %23 : (tensor<16xf32>) -> tensor<2x8xf32>
    %c_14 = stablehlo.constant dense<4014672261> : tensor<ui32>
    %25 = call @_threefry_fold_in(%arg0, %c_14) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_15 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %26 = stablehlo.sqrt %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %27 = stablehlo.divide %26, %cst_16 : tensor<f32>
    %c_17 = stablehlo.constant dense<-2> : tensor<i32>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %28 = call @_truncated_normal(%25, %c_17, %c_18) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<16x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<16x16xf32>) -> tensor<16x2x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %33 = stablehlo.reshape %32 : (tensor<16xf32>) -> tensor<2x8xf32>
    %c_20 = stablehlo.constant dense<1050113197> : tensor<ui32>
    %34 = call @_threefry_fold_in(%arg0, %c_20) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_21 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %35 = stablehlo.sqrt %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %36 = stablehlo.divide %35, %cst_22 : tensor<f32>
    %c_23 = stablehlo.constant dense<-2> : tensor<i32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %37 = call @_truncated_normal(%34, %c_23, %c_24) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<16x16xf32>
    %40 = stablehlo.reshape %39 : (tensor<16x16xf32>) -> tensor<2x8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_28 = stablehlo.constant dense<111800540> : tensor<ui32>
    %44 = call @_threefry_fold_in(%arg0, %c_28) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_29 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %45 = stablehlo.sqrt %cst_29 : tensor<f32>
    %cst_30 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %46 = stablehlo.divide %45, %cst_30 : tensor<f32>
    %c_31 = stablehlo.constant dense<-2> : tensor<i32>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %47 = call @_truncated_normal_5(%44, %c_31, %c_32) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<16x32xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<16x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_34 = stablehlo.constant dense<2998342421> : tensor<ui32>
    %51 = call @_threefry_fold_in(%arg0, %c_34) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_35 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %52 = stablehlo.sqrt %cst_35 : tensor<f32>
    %cst_36 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %53 = stablehlo.divide %52, %cst_36 : tensor<f32>
    %c_37 = stablehlo.constant dense<-2> : tensor<i32>
    %c_38 = stablehlo.constant dense<2> : tensor<i32>
    %54 = call @_truncated_normal_10(%51, %c_37, %c_38) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<32x16xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<32x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_42 = stablehlo.constant dense<1369348361> : tensor<ui32>
    %60 = call @_threefry_fold_in(%arg0, %c_42) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_43 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %61 = stablehlo.sqrt %cst_43 : tensor<f32>
    %cst_44 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %62 = stablehlo.divide %61, %cst_44 : tensor<f32>
    %c_45 = stablehlo.constant dense<-2> : tensor<i32>
    %c_46 = stablehlo.constant dense<2> : tensor<i32>
    %63 = call @_truncated_normal_5(%60, %c_45, %c_46) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<16x32xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<16x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    return %57, %56, %50, %49, %66, %65, %4, %6, %5, %43, %42, %59, %58, %24, %22, %41, %40, %15, %13, %33, %31 : tensor<16xf32>, tensor<32x16xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<32x16xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<32x16xf32>
    return %0 : tensor<32x16xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x16xf32>
    %1 = chlo.erf_inv %0 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<32x16xf32>
    return %3 : tensor<32x16xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<32x16xui64>
    %7 = stablehlo.iota dim = 1 : tensor<32x16xui64>
    %c = stablehlo.constant dense<16> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32x16xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<32x16xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32x16xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<32x16xui64>
    %12 = stablehlo.add %9, %11 : tensor<32x16xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<32x16xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<32x16xui64>
    %15 = stablehlo.convert %12 : (tensor<32x16xui64>) -> tensor<32x16xui32>
    %16 = stablehlo.convert %14 : (tensor<32x16xui64>) -> tensor<32x16xui32>
    %17:2 = call @threefry2x32_0(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<32x16xui32>, tensor<32x16xui32>) -> (tensor<32x16xui32>, tensor<32x16xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<32x16xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<32x16xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %22 = stablehlo.or %20, %21 : tensor<32x16xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<32x16xui32>) -> tensor<32x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<32x16xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x16xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<32x16xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x16xf32>
    %30 = stablehlo.add %28, %29 : tensor<32x16xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x16xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<32x16xf32>
    return %32 : tensor<32x16xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32x16xui32>, %arg3: tensor<32x16xui32>) -> (tensor<32x16xui32>, tensor<32x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x16xui32>, tensor<32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x16xui32>, tensor<32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x16xui32>, tensor<32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<32x16xui32>, tensor<32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32x16xui32>, tensor<32x16xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<32x16xui32>, %arg2: tensor<32x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x16xui32>, tensor<32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x16xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x16xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x16xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x16xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x16xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x16xui32>, tensor<32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_truncated_normal(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_2(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    %7 = chlo.erf_inv %6 : tensor<16x16xf32> -> tensor<16x16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<16x16xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip(%9, %10, %11) : (tensor<16x16xf32>, tensor<f32>, tensor<f32>) -> tensor<16x16xf32>
    return %12 : tensor<16x16xf32>
  }
  func.func private @_uniform_2(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<16x16xui64>
    %7 = stablehlo.iota dim = 1 : tensor<16x16xui64>
    %c = stablehlo.constant dense<16> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16x16xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<16x16xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16x16xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<16x16xui64>
    %12 = stablehlo.add %9, %11 : tensor<16x16xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<16x16xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<16x16xui64>
    %15 = stablehlo.convert %12 : (tensor<16x16xui64>) -> tensor<16x16xui32>
    %16 = stablehlo.convert %14 : (tensor<16x16xui64>) -> tensor<16x16xui32>
    %17:2 = call @threefry2x32_3(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<16x16xui32>, tensor<16x16xui32>) -> (tensor<16x16xui32>, tensor<16x16xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<16x16xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<16x16xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %22 = stablehlo.or %20, %21 : tensor<16x16xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<16x16xui32>) -> tensor<16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<16x16xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x16xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<16x16xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x16xf32>
    %30 = stablehlo.add %28, %29 : tensor<16x16xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x16xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<16x16xf32>
    return %32 : tensor<16x16xf32>
  }
  func.func private @threefry2x32_3(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16x16xui32>, %arg3: tensor<16x16xui32>) -> (tensor<16x16xui32>, tensor<16x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x16xui32>, tensor<16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_4(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16x16xui32>, tensor<16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16x16xui32>, tensor<16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<16x16xui32>, tensor<16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16x16xui32>, tensor<16x16xui32>
  }
  func.func private @closed_call_4(%arg0: tensor<i32>, %arg1: tensor<16x16xui32>, %arg2: tensor<16x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16x16xui32>, tensor<16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16x16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16x16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16x16xui32>
    %9 = stablehlo.or %5, %8 : tensor<16x16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16x16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16x16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16x16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16x16xui32>
    %19 = stablehlo.or %15, %18 : tensor<16x16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16x16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16x16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16x16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16x16xui32>
    %29 = stablehlo.or %25, %28 : tensor<16x16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16x16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16x16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16x16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16x16xui32>
    %39 = stablehlo.or %35, %38 : tensor<16x16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16x16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %42 = stablehlo.add %33, %41 : tensor<16x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %44 = stablehlo.add %40, %43 : tensor<16x16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x16xui32>
    %48 = stablehlo.add %44, %47 : tensor<16x16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16x16xui32>, tensor<16x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip(%arg0: tensor<16x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16x16xf32>
    return %3 : tensor<16x16xf32>
  }
  func.func private @_truncated_normal_5(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<16x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_6(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>
    %7 = chlo.erf_inv %6 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<16x32xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_9(%9, %10, %11) : (tensor<16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<16x32xf32>
    return %12 : tensor<16x32xf32>
  }
  func.func private @_uniform_6(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<16x32xui64>
    %7 = stablehlo.iota dim = 1 : tensor<16x32xui64>
    %c = stablehlo.constant dense<32> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<16x32xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<16x32xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<16x32xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<16x32xui64>
    %12 = stablehlo.add %9, %11 : tensor<16x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<16x32xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<16x32xui64>
    %15 = stablehlo.convert %12 : (tensor<16x32xui64>) -> tensor<16x32xui32>
    %16 = stablehlo.convert %14 : (tensor<16x32xui64>) -> tensor<16x32xui32>
    %17:2 = call @threefry2x32_7(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<16x32xui32>, tensor<16x32xui32>) -> (tensor<16x32xui32>, tensor<16x32xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<16x32xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<16x32xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %22 = stablehlo.or %20, %21 : tensor<16x32xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<16x32xui32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<16x32xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x32xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<16x32xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<16x32xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<16x32xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<16x32xf32>
    return %32 : tensor<16x32xf32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<16x32xui32>, %arg3: tensor<16x32xui32>) -> (tensor<16x32xui32>, tensor<16x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<16x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<16x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<16x32xui32>, tensor<16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_8(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<16x32xui32>, tensor<16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<16x32xui32>, tensor<16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<16x32xui32>, tensor<16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<16x32xui32>, tensor<16x32xui32>
  }
  func.func private @closed_call_8(%arg0: tensor<i32>, %arg1: tensor<16x32xui32>, %arg2: tensor<16x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<16x32xui32>, tensor<16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<16x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<16x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<16x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<16x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<16x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<16x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<16x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<16x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<16x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<16x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<16x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<16x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<16x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<16x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<16x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<16x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<16x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<16x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<16x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<16x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<16x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<16x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<16x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<16x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<16x32xui32>, tensor<16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_9(%arg0: tensor<16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @_truncated_normal_10(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<32x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x16xf32>
    %7 = chlo.erf_inv %6 : tensor<32x16xf32> -> tensor<32x16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<32x16xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_11(%9, %10, %11) : (tensor<32x16xf32>, tensor<f32>, tensor<f32>) -> tensor<32x16xf32>
    return %12 : tensor<32x16xf32>
  }
  func.func private @clip_11(%arg0: tensor<32x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<32x16xf32>
    return %3 : tensor<32x16xf32>
  }
}
