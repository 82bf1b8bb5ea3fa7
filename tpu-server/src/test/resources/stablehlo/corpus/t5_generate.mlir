module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32x4x8xf32>, %arg24: tensor<32x4x8xf32>, %arg25: tensor<32x4x8xf32>, %arg26: tensor<4x8x32xf32>, %arg27: tensor<32x4xf32>, %arg28: tensor<32x4x8xf32>, %arg29: tensor<32x4x8xf32>, %arg30: tensor<32x4x8xf32>, %arg31: tensor<4x8x32xf32>, %arg32: tensor<32x4x8xf32>, %arg33: tensor<32x4x8xf32>, %arg34: tensor<32x4x8xf32>, %arg35: tensor<4x8x32xf32>, %arg36: tensor<32x4xf32>, %arg37: tensor<32x4x8xf32>, %arg38: tensor<32x4x8xf32>, %arg39: tensor<32x4x8xf32>, %arg40: tensor<4x8x32xf32>, %arg41: tensor<32x4x8xf32>, %arg42: tensor<32x4x8xf32>, %arg43: tensor<32x4x8xf32>, %arg44: tensor<4x8x32xf32>, %arg45: tensor<32x4x8xf32>, %arg46: tensor<32x4x8xf32>, %arg47: tensor<32x4x8xf32>, %arg48: tensor<4x8x32xf32>, %arg49: tensor<2x7xi32>, %arg50: tensor<2x7xi32>) -> (tensor<2x6xi32> {jax.result_info = "result[0]"}, tensor<2xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:55 = stablehlo.while(%iterArg = %arg8, %iterArg_2 = %arg49, %iterArg_3 = %arg50, %iterArg_4 = %arg9, %iterArg_5 = %arg10, %iterArg_6 = %arg23, %iterArg_7 = %arg24, %iterArg_8 = %arg25, %iterArg_9 = %arg27, %iterArg_10 = %arg26, %iterArg_11 = %arg15, %iterArg_12 = %arg1, %iterArg_13 = %arg0, %iterArg_14 = %arg16, %iterArg_15 = %arg17, %iterArg_16 = %arg28, %iterArg_17 = %arg29, %iterArg_18 = %arg30, %iterArg_19 = %arg31, %iterArg_20 = %arg18, %iterArg_21 = %arg3, %iterArg_22 = %arg2, %iterArg_23 = %arg19, %iterArg_24 = %arg20, %iterArg_25 = %arg32, %iterArg_26 = %arg33, %iterArg_27 = %arg34, %iterArg_28 = %arg36, %iterArg_29 = %arg35, %iterArg_30 = %arg21, %iterArg_31 = %arg37, %iterArg_32 = %arg38, %iterArg_33 = %arg39, %iterArg_34 = %arg40, %iterArg_35 = %arg22, %iterArg_36 = %arg5, %iterArg_37 = %arg4, %iterArg_38 = %arg11, %iterArg_39 = %arg41, %iterArg_40 = %arg42, %iterArg_41 = %arg43, %iterArg_42 = %arg44, %iterArg_43 = %arg12, %iterArg_44 = %arg45, %iterArg_45 = %arg46, %iterArg_46 = %arg47, %iterArg_47 = %arg48, %iterArg_48 = %arg13, %iterArg_49 = %arg7, %iterArg_50 = %arg6, %iterArg_51 = %arg14, %iterArg_52 = %c_1, %iterArg_53 = %c_0, %iterArg_54 = %0, %iterArg_55 = %1) : tensor<64x32xf32>, tensor<2x7xi32>, tensor<2x7xi32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<i32>, tensor<2x6xi32>, tensor<2xf32>
    cond {
      %c_56 = stablehlo.constant dense<5> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_52, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:3 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_53, %iterArg_54, %iterArg_55) : (tensor<64x32xf32>, tensor<2x7xi32>, tensor<2x7xi32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<2x6xi32>, tensor<2xf32>) -> (tensor<i32>, tensor<2x6xi32>, tensor<2xf32>)
      %c_56 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_52, %c_56 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %4, %3#0, %3#1, %3#2 : tensor<64x32xf32>, tensor<2x7xi32>, tensor<2x7xi32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<32x4x8xf32>, tensor<4x8x32xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<i32>, tensor<i32>, tensor<2x6xi32>, tensor<2xf32>
    }
    return %2#53, %2#54 : tensor<2x6xi32>, tensor<2xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x32xf32>, %arg1: tensor<2x7xi32>, %arg2: tensor<2x7xi32>, %arg3: tensor<32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32x4x8xf32>, %arg6: tensor<32x4x8xf32>, %arg7: tensor<32x4x8xf32>, %arg8: tensor<32x4xf32>, %arg9: tensor<4x8x32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<32x4x8xf32>, %arg16: tensor<32x4x8xf32>, %arg17: tensor<32x4x8xf32>, %arg18: tensor<4x8x32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64x32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<32x4x8xf32>, %arg25: tensor<32x4x8xf32>, %arg26: tensor<32x4x8xf32>, %arg27: tensor<32x4xf32>, %arg28: tensor<4x8x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32x4x8xf32>, %arg31: tensor<32x4x8xf32>, %arg32: tensor<32x4x8xf32>, %arg33: tensor<4x8x32xf32>, %arg34: tensor<32xf32>, %arg35: tensor<32x64xf32>, %arg36: tensor<64x32xf32>, %arg37: tensor<32xf32>, %arg38: tensor<32x4x8xf32>, %arg39: tensor<32x4x8xf32>, %arg40: tensor<32x4x8xf32>, %arg41: tensor<4x8x32xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32x4x8xf32>, %arg44: tensor<32x4x8xf32>, %arg45: tensor<32x4x8xf32>, %arg46: tensor<4x8x32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32x64xf32>, %arg49: tensor<64x32xf32>, %arg50: tensor<32xf32>, %arg51: tensor<i32>, %arg52: tensor<2x6xi32>, %arg53: tensor<2xf32>) -> (tensor<i32>, tensor<2x6xi32>, tensor<2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg51, %c : tensor<i32>
    %1 = call @_take(%arg0, %arg1) : (tensor<64x32xf32>, tensor<2x7xi32>) -> tensor<2x7x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [0, 3] : (tensor<2x7xi32>) -> tensor<2x1x1x7xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1x1x7xi32>
    %4 = stablehlo.compare GT, %2, %3, SIGNED : (tensor<2x1x1x7xi32>, tensor<2x1x1x7xi32>) -> tensor<2x1x1x7xi1>
    %5 = stablehlo.multiply %1, %1 : tensor<2x7x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<2x7x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x7x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<2x7x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<2x7x32xf32>
    %15 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x7x32xf32>
    %18 = stablehlo.multiply %1, %1 : tensor<2x7x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x7x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<2x7x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x7x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %27 = stablehlo.multiply %1, %26 : tensor<2x7x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<2x7x32xf32>
    %31 = stablehlo.dot_general %17, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %32 = stablehlo.dot_general %30, %arg6, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %33 = stablehlo.dot_general %30, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %34 = stablehlo.dot_general %31, %32, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x7x7xf32>
    %35 = stablehlo.iota dim = 0 : tensor<7xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %37 = stablehlo.iota dim = 0 : tensor<7xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<7xi32>) -> tensor<1x7xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x7xi32>) -> tensor<7x7xi32>
    %40 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x7xi32>
    %41 = stablehlo.subtract %39, %40 : tensor<7x7xi32>
    %42 = stablehlo.negate %41 : tensor<7x7xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %44 = stablehlo.compare LT, %42, %43, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %45 = stablehlo.convert %44 : (tensor<7x7xi1>) -> tensor<7x7xi32>
    %c_7 = stablehlo.constant dense<16> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %47 = stablehlo.multiply %45, %46 : tensor<7x7xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %49 = stablehlo.add %48, %47 : tensor<7x7xi32>
    %50 = stablehlo.abs %42 : tensor<7x7xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %53 = stablehlo.convert %50 : (tensor<7x7xi32>) -> tensor<7x7xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %55 = stablehlo.divide %53, %54 : tensor<7x7xf32>
    %cst_11 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %57 = stablehlo.add %55, %56 : tensor<7x7xf32>
    %58 = stablehlo.log %57 : tensor<7x7xf32>
    %cst_12 = stablehlo.constant dense<2.77258873> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %60 = stablehlo.divide %58, %59 : tensor<7x7xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<7x7xf32>
    %63 = stablehlo.convert %62 : (tensor<7x7xf32>) -> tensor<7x7xi32>
    %c_14 = stablehlo.constant dense<8> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %65 = stablehlo.add %64, %63 : tensor<7x7xi32>
    %c_15 = stablehlo.constant dense<15> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %67 = stablehlo.minimum %65, %66 : tensor<7x7xi32>
    %68 = call @_where_0(%52, %50, %67) : (tensor<7x7xi1>, tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi32>
    %69 = stablehlo.add %49, %68 : tensor<7x7xi32>
    %70 = call @_take_1(%arg8, %69) : (tensor<32x4xf32>, tensor<7x7xi32>) -> tensor<7x7x4xf32>
    %71 = stablehlo.transpose %70, dims = [2, 0, 1] : (tensor<7x7x4xf32>) -> tensor<4x7x7xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1, 2, 3] : (tensor<4x7x7xf32>) -> tensor<1x4x7x7xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x4x7x7xf32>) -> tensor<2x4x7x7xf32>
    %74 = stablehlo.add %34, %73 : tensor<2x4x7x7xf32>
    %cst_16 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %75 = call @_where_2(%4, %74, %cst_16) : (tensor<2x1x1x7xi1>, tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7x7xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x7xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<2x4x7xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %81 = stablehlo.subtract %75, %80 : tensor<2x4x7x7xf32>
    %82 = stablehlo.exponential %81 : tensor<2x4x7x7xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %86 = stablehlo.divide %82, %85 : tensor<2x4x7x7xf32>
    %87 = stablehlo.dot_general %33, %86, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x4x7x7xf32>) -> tensor<2x4x8x7xf32>
    %88 = stablehlo.transpose %87, dims = [0, 3, 1, 2] : (tensor<2x4x8x7xf32>) -> tensor<2x7x4x8xf32>
    %89 = stablehlo.dot_general %88, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x7x32xf32>
    %90 = stablehlo.add %1, %89 : tensor<2x7x32xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<2x7x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %95 = stablehlo.divide %93, %94 : tensor<2x7x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %97 = stablehlo.add %95, %96 : tensor<2x7x1xf32>
    %98 = stablehlo.rsqrt %97 : tensor<2x7x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %100 = stablehlo.multiply %90, %99 : tensor<2x7x32xf32>
    %101 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %103 = stablehlo.multiply %100, %102 : tensor<2x7x32xf32>
    %104 = stablehlo.dot_general %103, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x64xf32>) -> tensor<2x7x64xf32>
    %105 = call @relu(%104) : (tensor<2x7x64xf32>) -> tensor<2x7x64xf32>
    %106 = stablehlo.dot_general %105, %arg12, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x64xf32>, tensor<64x32xf32>) -> tensor<2x7x32xf32>
    %107 = stablehlo.add %90, %106 : tensor<2x7x32xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<2x7x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %112 = stablehlo.divide %110, %111 : tensor<2x7x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %114 = stablehlo.add %112, %113 : tensor<2x7x1xf32>
    %115 = stablehlo.rsqrt %114 : tensor<2x7x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %117 = stablehlo.multiply %107, %116 : tensor<2x7x32xf32>
    %118 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %120 = stablehlo.multiply %117, %119 : tensor<2x7x32xf32>
    %121 = stablehlo.multiply %107, %107 : tensor<2x7x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<2x7x1xf32>
    %cst_28 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %127 = stablehlo.add %125, %126 : tensor<2x7x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<2x7x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %130 = stablehlo.multiply %107, %129 : tensor<2x7x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %133 = stablehlo.multiply %130, %132 : tensor<2x7x32xf32>
    %134 = stablehlo.dot_general %120, %arg15, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %135 = stablehlo.dot_general %133, %arg16, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %136 = stablehlo.dot_general %133, %arg17, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %137 = stablehlo.dot_general %134, %135, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x7x7xf32>
    %138 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x4x7x7xf32>) -> tensor<2x4x7x7xf32>
    %139 = stablehlo.add %137, %138 : tensor<2x4x7x7xf32>
    %cst_29 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %140 = call @_where_2(%4, %139, %cst_29) : (tensor<2x1x1x7xi1>, tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7x7xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x4x7xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<2x4x7xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %146 = stablehlo.subtract %140, %145 : tensor<2x4x7x7xf32>
    %147 = stablehlo.exponential %146 : tensor<2x4x7x7xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<2x4x7x7xf32>, tensor<f32>) -> tensor<2x4x7xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<2x4x7xf32>) -> tensor<2x4x7x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<2x4x7x1xf32>) -> tensor<2x4x7x7xf32>
    %151 = stablehlo.divide %147, %150 : tensor<2x4x7x7xf32>
    %152 = stablehlo.dot_general %136, %151, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x4x7x7xf32>) -> tensor<2x4x8x7xf32>
    %153 = stablehlo.transpose %152, dims = [0, 3, 1, 2] : (tensor<2x4x8x7xf32>) -> tensor<2x7x4x8xf32>
    %154 = stablehlo.dot_general %153, %arg18, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x7x32xf32>
    %155 = stablehlo.add %107, %154 : tensor<2x7x32xf32>
    %156 = stablehlo.multiply %155, %155 : tensor<2x7x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_34 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<2x7x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %162 = stablehlo.add %160, %161 : tensor<2x7x1xf32>
    %163 = stablehlo.rsqrt %162 : tensor<2x7x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<2x7x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %168 = stablehlo.multiply %165, %167 : tensor<2x7x32xf32>
    %169 = stablehlo.dot_general %168, %arg20, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x64xf32>) -> tensor<2x7x64xf32>
    %170 = call @relu(%169) : (tensor<2x7x64xf32>) -> tensor<2x7x64xf32>
    %171 = stablehlo.dot_general %170, %arg21, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x64xf32>, tensor<64x32xf32>) -> tensor<2x7x32xf32>
    %172 = stablehlo.add %155, %171 : tensor<2x7x32xf32>
    %173 = stablehlo.multiply %172, %172 : tensor<2x7x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<2x7x32xf32>, tensor<f32>) -> tensor<2x7xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<2x7xf32>) -> tensor<2x7x1xf32>
    %cst_37 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %177 = stablehlo.divide %175, %176 : tensor<2x7x1xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x7x1xf32>
    %179 = stablehlo.add %177, %178 : tensor<2x7x1xf32>
    %180 = stablehlo.rsqrt %179 : tensor<2x7x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<2x7x1xf32>) -> tensor<2x7x32xf32>
    %182 = stablehlo.multiply %172, %181 : tensor<2x7x32xf32>
    %183 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x7x32xf32>
    %185 = stablehlo.multiply %182, %184 : tensor<2x7x32xf32>
    %186 = call @_take_3(%arg0, %arg52) : (tensor<64x32xf32>, tensor<2x6xi32>) -> tensor<2x6x32xf32>
    %c_39 = stablehlo.constant dense<true> : tensor<i1>
    %187 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i1>) -> tensor<6x6xi1>
    %188 = call @tril(%187) : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %189 = stablehlo.broadcast_in_dim %188, dims = [2, 3] : (tensor<6x6xi1>) -> tensor<1x1x6x6xi1>
    %190 = stablehlo.multiply %186, %186 : tensor<2x6x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<2x6xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %194 = stablehlo.divide %192, %193 : tensor<2x6x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %196 = stablehlo.add %194, %195 : tensor<2x6x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<2x6x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x32xf32>
    %199 = stablehlo.multiply %186, %198 : tensor<2x6x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<2x6x32xf32>
    %203 = stablehlo.dot_general %202, %arg24, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %204 = stablehlo.dot_general %202, %arg25, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %205 = stablehlo.dot_general %202, %arg26, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %206 = stablehlo.dot_general %203, %204, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<2x6x4x8xf32>) -> tensor<2x4x6x6xf32>
    %207 = stablehlo.iota dim = 0 : tensor<6xi32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<6xi32>) -> tensor<6x1xi32>
    %209 = stablehlo.iota dim = 0 : tensor<6xi32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1] : (tensor<6xi32>) -> tensor<1x6xi32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<1x6xi32>) -> tensor<6x6xi32>
    %212 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<6x1xi32>) -> tensor<6x6xi32>
    %213 = stablehlo.subtract %211, %212 : tensor<6x6xi32>
    %214 = stablehlo.negate %213 : tensor<6x6xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %215 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %216 = stablehlo.maximum %214, %215 : tensor<6x6xi32>
    %c_44 = stablehlo.constant dense<16> : tensor<i32>
    %217 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %218 = stablehlo.compare LT, %216, %217, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %219 = stablehlo.convert %216 : (tensor<6x6xi32>) -> tensor<6x6xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %221 = stablehlo.divide %219, %220 : tensor<6x6xf32>
    %cst_46 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %223 = stablehlo.add %221, %222 : tensor<6x6xf32>
    %224 = stablehlo.log %223 : tensor<6x6xf32>
    %cst_47 = stablehlo.constant dense<2.07944155> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %226 = stablehlo.divide %224, %225 : tensor<6x6xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<6x6xf32>
    %229 = stablehlo.convert %228 : (tensor<6x6xf32>) -> tensor<6x6xi32>
    %c_49 = stablehlo.constant dense<16> : tensor<i32>
    %230 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %231 = stablehlo.add %230, %229 : tensor<6x6xi32>
    %c_50 = stablehlo.constant dense<31> : tensor<i32>
    %232 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %233 = stablehlo.minimum %231, %232 : tensor<6x6xi32>
    %234 = call @_where_5(%218, %216, %233) : (tensor<6x6xi1>, tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %235 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %236 = stablehlo.add %235, %234 : tensor<6x6xi32>
    %237 = call @_take_6(%arg27, %236) : (tensor<32x4xf32>, tensor<6x6xi32>) -> tensor<6x6x4xf32>
    %238 = stablehlo.transpose %237, dims = [2, 0, 1] : (tensor<6x6x4xf32>) -> tensor<4x6x6xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [1, 2, 3] : (tensor<4x6x6xf32>) -> tensor<1x4x6x6xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %241 = stablehlo.add %206, %240 : tensor<2x4x6x6xf32>
    %cst_52 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %242 = call @_where_7(%189, %241, %cst_52) : (tensor<1x1x6x6xi1>, tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6x6xf32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_53) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %245 = stablehlo.maximum %244, %243 : tensor<2x4x6xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %248 = stablehlo.subtract %242, %247 : tensor<2x4x6x6xf32>
    %249 = stablehlo.exponential %248 : tensor<2x4x6x6xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %253 = stablehlo.divide %249, %252 : tensor<2x4x6x6xf32>
    %254 = stablehlo.dot_general %205, %253, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x8x6xf32>
    %255 = stablehlo.transpose %254, dims = [0, 3, 1, 2] : (tensor<2x4x8x6xf32>) -> tensor<2x6x4x8xf32>
    %256 = stablehlo.dot_general %255, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x6x32xf32>
    %257 = stablehlo.add %186, %256 : tensor<2x6x32xf32>
    %258 = stablehlo.multiply %257, %257 : tensor<2x6x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%258 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<2x6xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_57 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %262 = stablehlo.divide %260, %261 : tensor<2x6x1xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %264 = stablehlo.add %262, %263 : tensor<2x6x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<2x6x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x32xf32>
    %267 = stablehlo.multiply %257, %266 : tensor<2x6x32xf32>
    %268 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %270 = stablehlo.multiply %267, %269 : tensor<2x6x32xf32>
    %271 = stablehlo.dot_general %270, %arg30, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %272 = stablehlo.dot_general %185, %arg31, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %273 = stablehlo.dot_general %185, %arg32, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %274 = stablehlo.dot_general %271, %272, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x6x7xf32>
    %cst_59 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %275 = call @_where_8(%4, %274, %cst_59) : (tensor<2x1x1x7xi1>, tensor<2x4x6x7xf32>, tensor<f32>) -> tensor<2x4x6x7xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_60) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x6x7xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %278 = stablehlo.maximum %277, %276 : tensor<2x4x6xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x7xf32>
    %281 = stablehlo.subtract %275, %280 : tensor<2x4x6x7xf32>
    %282 = stablehlo.exponential %281 : tensor<2x4x6x7xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<2x4x6x7xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x7xf32>
    %286 = stablehlo.divide %282, %285 : tensor<2x4x6x7xf32>
    %287 = stablehlo.dot_general %273, %286, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x4x6x7xf32>) -> tensor<2x4x8x6xf32>
    %288 = stablehlo.transpose %287, dims = [0, 3, 1, 2] : (tensor<2x4x8x6xf32>) -> tensor<2x6x4x8xf32>
    %289 = stablehlo.dot_general %288, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x6x32xf32>
    %290 = stablehlo.add %257, %289 : tensor<2x6x32xf32>
    %291 = stablehlo.multiply %290, %290 : tensor<2x6x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<2x6xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_64 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %295 = stablehlo.divide %293, %294 : tensor<2x6x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %297 = stablehlo.add %295, %296 : tensor<2x6x1xf32>
    %298 = stablehlo.rsqrt %297 : tensor<2x6x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x32xf32>
    %300 = stablehlo.multiply %290, %299 : tensor<2x6x32xf32>
    %301 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %303 = stablehlo.multiply %300, %302 : tensor<2x6x32xf32>
    %304 = stablehlo.dot_general %303, %arg35, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x64xf32>) -> tensor<2x6x64xf32>
    %305 = call @relu_9(%304) : (tensor<2x6x64xf32>) -> tensor<2x6x64xf32>
    %306 = stablehlo.dot_general %305, %arg36, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x64xf32>, tensor<64x32xf32>) -> tensor<2x6x32xf32>
    %307 = stablehlo.add %290, %306 : tensor<2x6x32xf32>
    %308 = stablehlo.multiply %307, %307 : tensor<2x6x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<2x6xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_67 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %312 = stablehlo.divide %310, %311 : tensor<2x6x1xf32>
    %cst_68 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %314 = stablehlo.add %312, %313 : tensor<2x6x1xf32>
    %315 = stablehlo.rsqrt %314 : tensor<2x6x1xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x32xf32>
    %317 = stablehlo.multiply %307, %316 : tensor<2x6x32xf32>
    %318 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %320 = stablehlo.multiply %317, %319 : tensor<2x6x32xf32>
    %321 = stablehlo.dot_general %320, %arg38, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %322 = stablehlo.dot_general %320, %arg39, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %323 = stablehlo.dot_general %320, %arg40, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %324 = stablehlo.dot_general %321, %322, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<2x6x4x8xf32>) -> tensor<2x4x6x6xf32>
    %325 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x4x6x6xf32>) -> tensor<2x4x6x6xf32>
    %326 = stablehlo.add %324, %325 : tensor<2x4x6x6xf32>
    %cst_69 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %327 = call @_where_7(%189, %326, %cst_69) : (tensor<1x1x6x6xi1>, tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6x6xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %330 = stablehlo.maximum %329, %328 : tensor<2x4x6xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %333 = stablehlo.subtract %327, %332 : tensor<2x4x6x6xf32>
    %334 = stablehlo.exponential %333 : tensor<2x4x6x6xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<2x4x6x6xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x6xf32>
    %338 = stablehlo.divide %334, %337 : tensor<2x4x6x6xf32>
    %339 = stablehlo.dot_general %323, %338, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<2x4x6x6xf32>) -> tensor<2x4x8x6xf32>
    %340 = stablehlo.transpose %339, dims = [0, 3, 1, 2] : (tensor<2x4x8x6xf32>) -> tensor<2x6x4x8xf32>
    %341 = stablehlo.dot_general %340, %arg41, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x6x32xf32>
    %342 = stablehlo.add %307, %341 : tensor<2x6x32xf32>
    %343 = stablehlo.multiply %342, %342 : tensor<2x6x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<2x6xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_74 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %347 = stablehlo.divide %345, %346 : tensor<2x6x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %349 = stablehlo.add %347, %348 : tensor<2x6x1xf32>
    %350 = stablehlo.rsqrt %349 : tensor<2x6x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x32xf32>
    %352 = stablehlo.multiply %342, %351 : tensor<2x6x32xf32>
    %353 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %355 = stablehlo.multiply %352, %354 : tensor<2x6x32xf32>
    %356 = stablehlo.dot_general %355, %arg43, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x4x8xf32>) -> tensor<2x6x4x8xf32>
    %357 = stablehlo.dot_general %185, %arg44, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %358 = stablehlo.dot_general %185, %arg45, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x7x32xf32>, tensor<32x4x8xf32>) -> tensor<2x7x4x8xf32>
    %359 = stablehlo.dot_general %356, %357, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<2x7x4x8xf32>) -> tensor<2x4x6x7xf32>
    %cst_76 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %360 = call @_where_8(%4, %359, %cst_76) : (tensor<2x1x1x7xi1>, tensor<2x4x6x7xf32>, tensor<f32>) -> tensor<2x4x6x7xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x6x7xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x4x6xf32>
    %363 = stablehlo.maximum %362, %361 : tensor<2x4x6xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x7xf32>
    %366 = stablehlo.subtract %360, %365 : tensor<2x4x6x7xf32>
    %367 = stablehlo.exponential %366 : tensor<2x4x6x7xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<2x4x6x7xf32>, tensor<f32>) -> tensor<2x4x6xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<2x4x6xf32>) -> tensor<2x4x6x1xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<2x4x6x1xf32>) -> tensor<2x4x6x7xf32>
    %371 = stablehlo.divide %367, %370 : tensor<2x4x6x7xf32>
    %372 = stablehlo.dot_general %358, %371, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [HIGHEST, HIGHEST] : (tensor<2x7x4x8xf32>, tensor<2x4x6x7xf32>) -> tensor<2x4x8x6xf32>
    %373 = stablehlo.transpose %372, dims = [0, 3, 1, 2] : (tensor<2x4x8x6xf32>) -> tensor<2x6x4x8xf32>
    %374 = stablehlo.dot_general %373, %arg46, contracting_dims = [2, 3] x [0, 1], precision = [HIGHEST, HIGHEST] : (tensor<2x6x4x8xf32>, tensor<4x8x32xf32>) -> tensor<2x6x32xf32>
    %375 = stablehlo.add %342, %374 : tensor<2x6x32xf32>
    %376 = stablehlo.multiply %375, %375 : tensor<2x6x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<2x6xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_81 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %380 = stablehlo.divide %378, %379 : tensor<2x6x1xf32>
    %cst_82 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %382 = stablehlo.add %380, %381 : tensor<2x6x1xf32>
    %383 = stablehlo.rsqrt %382 : tensor<2x6x1xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x32xf32>
    %385 = stablehlo.multiply %375, %384 : tensor<2x6x32xf32>
    %386 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %388 = stablehlo.multiply %385, %387 : tensor<2x6x32xf32>
    %389 = stablehlo.dot_general %388, %arg48, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x64xf32>) -> tensor<2x6x64xf32>
    %390 = call @relu_9(%389) : (tensor<2x6x64xf32>) -> tensor<2x6x64xf32>
    %391 = stablehlo.dot_general %390, %arg49, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x64xf32>, tensor<64x32xf32>) -> tensor<2x6x32xf32>
    %392 = stablehlo.add %375, %391 : tensor<2x6x32xf32>
    %393 = stablehlo.multiply %392, %392 : tensor<2x6x32xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x6x32xf32>, tensor<f32>) -> tensor<2x6xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %cst_84 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %397 = stablehlo.divide %395, %396 : tensor<2x6x1xf32>
    %cst_85 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x6x1xf32>
    %399 = stablehlo.add %397, %398 : tensor<2x6x1xf32>
    %400 = stablehlo.rsqrt %399 : tensor<2x6x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<2x6x1xf32>) -> tensor<2x6x32xf32>
    %402 = stablehlo.multiply %392, %401 : tensor<2x6x32xf32>
    %403 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x6x32xf32>
    %405 = stablehlo.multiply %402, %404 : tensor<2x6x32xf32>
    %406 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %407 = stablehlo.dot_general %405, %406, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x6x32xf32>, tensor<32x64xf32>) -> tensor<2x6x64xf32>
    %cst_86 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<2x6x64xf32>
    %409 = stablehlo.divide %407, %408 : tensor<2x6x64xf32>
    %410 = call @dynamic_index_in_dim(%409, %arg51) : (tensor<2x6x64xf32>, tensor<i32>) -> tensor<2x64xf32>
    %411 = call @argmax(%410) : (tensor<2x64xf32>) -> tensor<2xi32>
    %412 = call @log_softmax(%410) : (tensor<2x64xf32>) -> tensor<2x64xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %413 = stablehlo.reduce(%412 init: %cst_87) applies stablehlo.maximum across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %414 = stablehlo.broadcast_in_dim %411, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %c_88 = stablehlo.constant dense<1> : tensor<i32>
    %415 = stablehlo.add %arg51, %c_88 : tensor<i32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %416 = stablehlo.compare LT, %415, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %417 = stablehlo.convert %415 : tensor<i32>
    %c_90 = stablehlo.constant dense<6> : tensor<i32>
    %418 = stablehlo.add %417, %c_90 : tensor<i32>
    %419 = stablehlo.select %416, %418, %415 : tensor<i1>, tensor<i32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %420 = stablehlo.dynamic_update_slice %arg52, %414, %c_91, %419 : (tensor<2x6xi32>, tensor<2x1xi32>, tensor<i32>, tensor<i32>) -> tensor<2x6xi32>
    %421 = stablehlo.add %arg53, %413 : tensor<2xf32>
    return %0, %420, %421 : tensor<i32>, tensor<2x6xi32>, tensor<2xf32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<2x7xi32>) -> tensor<2x7x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x7xi32>, tensor<2x7xi32>) -> tensor<2x7xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x7xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x7xi1>, tensor<2x7xi32>, tensor<2x7xi32>) -> tensor<2x7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x7xi32>) -> tensor<2x7x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x7x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x7x1xi32>, tensor<2x7x1xi32>) -> tensor<2x7x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x7x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x7x1xi32>, tensor<2x7x1xi32>) -> tensor<2x7x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x7x1xi1>, tensor<i1>) -> tensor<2x7xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x7x1xi32>) -> tensor<2x7x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x7xi1>) -> tensor<2x7x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x7x32xi1>, tensor<2x7x32xf32>
    return %16 : tensor<2x7x32xf32>
  }
  func.func private @_where(%arg0: tensor<2x7xi1>, %arg1: tensor<2x7xi32>, %arg2: tensor<2x7xi32>) -> tensor<2x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x7xi1>, tensor<2x7xi32>
    return %0 : tensor<2x7xi32>
  }
  func.func private @_where_0(%arg0: tensor<7x7xi1>, %arg1: tensor<7x7xi32>, %arg2: tensor<7x7xi32>) -> tensor<7x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7x7xi1>, tensor<7x7xi32>
    return %0 : tensor<7x7xi32>
  }
  func.func private @_take_1(%arg0: tensor<32x4xf32>, %arg1: tensor<7x7xi32>) -> tensor<7x7x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<7x7xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<7x7xi1>, tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<7x7xi32>) -> tensor<7x7x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7x7x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<7x7x1xi32>, tensor<7x7x1xi32>) -> tensor<7x7x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<7x7x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<7x7x1xi32>, tensor<7x7x1xi32>) -> tensor<7x7x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<7x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<7x7x1xi1>, tensor<i1>) -> tensor<7x7xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<7x7x1xi32>) -> tensor<7x7x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x7xi1>) -> tensor<7x7x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x7x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<7x7x4xi1>, tensor<7x7x4xf32>
    return %16 : tensor<7x7x4xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x1x1x7xi1>, %arg1: tensor<2x4x7x7xf32>, %arg2: tensor<f32>) -> tensor<2x4x7x7xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x7xi1>) -> tensor<2x4x7x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x7x7xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x7x7xi1>, tensor<2x4x7x7xf32>
    return %3 : tensor<2x4x7x7xf32>
  }
  func.func private @relu(%arg0: tensor<2x7x64xf32>) -> tensor<2x7x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x7x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x7x64xf32>
    return %1 : tensor<2x7x64xf32>
  }
  func.func private @_take_3(%arg0: tensor<64x32xf32>, %arg1: tensor<2x6xi32>) -> tensor<2x6x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x6xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<2x6xi1>, tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x6xi32>) -> tensor<2x6x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x6x1xi1>, tensor<i1>) -> tensor<2x6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x6x1xi32>) -> tensor<2x6x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x6xi1>) -> tensor<2x6x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x6x32xi1>, tensor<2x6x32xf32>
    return %16 : tensor<2x6x32xf32>
  }
  func.func private @_where_4(%arg0: tensor<2x6xi1>, %arg1: tensor<2x6xi32>, %arg2: tensor<2x6xi32>) -> tensor<2x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x6xi1>, tensor<2x6xi32>
    return %0 : tensor<2x6xi32>
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
  func.func private @_where_5(%arg0: tensor<6x6xi1>, %arg1: tensor<6x6xi32>, %arg2: tensor<6x6xi32>) -> tensor<6x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6x6xi1>, tensor<6x6xi32>
    return %0 : tensor<6x6xi32>
  }
  func.func private @_take_6(%arg0: tensor<32x4xf32>, %arg1: tensor<6x6xi32>) -> tensor<6x6x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6x6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<6x6xi32>
    %4 = call @_where_5(%1, %3, %arg1) : (tensor<6x6xi1>, tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<6x6xi32>) -> tensor<6x6x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6x6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<6x6x1xi32>, tensor<6x6x1xi32>) -> tensor<6x6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<6x6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<6x6x1xi32>, tensor<6x6x1xi32>) -> tensor<6x6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<6x6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<6x6x1xi1>, tensor<i1>) -> tensor<6x6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<6x6x1xi32>) -> tensor<6x6x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<6x6xi1>) -> tensor<6x6x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x6x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<6x6x4xi1>, tensor<6x6x4xf32>
    return %16 : tensor<6x6x4xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x1x6x6xi1>, %arg1: tensor<2x4x6x6xf32>, %arg2: tensor<f32>) -> tensor<2x4x6x6xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x6x6xi1>) -> tensor<2x4x6x6xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x6x6xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x6x6xi1>, tensor<2x4x6x6xf32>
    return %3 : tensor<2x4x6x6xf32>
  }
  func.func private @_where_8(%arg0: tensor<2x1x1x7xi1>, %arg1: tensor<2x4x6x7xf32>, %arg2: tensor<f32>) -> tensor<2x4x6x7xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<2x1x1x7xi1>) -> tensor<2x4x6x7xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x4x6x7xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x4x6x7xi1>, tensor<2x4x6x7xf32>
    return %3 : tensor<2x4x6x7xf32>
  }
  func.func private @relu_9(%arg0: tensor<2x6x64xf32>) -> tensor<2x6x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x6x64xf32>
    return %1 : tensor<2x6x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x6x64xf32>, %arg1: tensor<i32>) -> tensor<2x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg1 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg0, %c_1, %3, %c_2, sizes = [2, 1, 64] : (tensor<2x6x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x1x64xf32>) -> tensor<2x64xf32>
    return %5 : tensor<2x64xf32>
  }
  func.func private @argmax(%arg0: tensor<2x64xf32>) -> tensor<2xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x64xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x64xf32>, tensor<2x64xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<2xi32>
  }
  func.func private @log_softmax(%arg0: tensor<2x64xf32>) -> tensor<2x64xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x64xf32>
    %6 = stablehlo.exponential %5 : tensor<2x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x64xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.log %8 : tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x64xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x64xf32>
    return %11 : tensor<2x64xf32>
  }
}
