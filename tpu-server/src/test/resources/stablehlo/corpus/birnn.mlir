module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<8x3xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8x8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<16x8xf32>, %arg8: tensor<8xf32>, %arg9: tensor<16x8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<16x8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8x8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8x8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8x8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8x8xf32>, %arg20: tensor<5x8xf32>, %arg21: tensor<5x8xf32>, %arg22: tensor<5x8xf32>, %arg23: tensor<5x8xf32>, %arg24: tensor<8xf32>, %arg25: tensor<8x8xf32>, %arg26: tensor<8xf32>, %arg27: tensor<8x8xf32>, %arg28: tensor<8xf32>, %arg29: tensor<8x8xf32>, %arg30: tensor<8xf32>, %arg31: tensor<8x8xf32>, %arg32: tensor<5x8xf32>, %arg33: tensor<5x8xf32>, %arg34: tensor<5x8xf32>, %arg35: tensor<5x8xf32>, %arg36: tensor<32xf32>, %arg37: tensor<8x32xf32>, %arg38: tensor<8x32xf32>, %arg39: tensor<3x7x5xf32>, %arg40: tensor<3xi32>) -> (tensor<3x7x8xf32> {jax.result_info = "result[0]"}, tensor<3x8xf32> {jax.result_info = "result[1]"}, tensor<3x3xf32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %1 = stablehlo.transpose %arg39, dims = [1, 0, 2] : (tensor<3x7x5xf32>) -> tensor<7x3x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7x3x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:17 = stablehlo.while(%iterArg = %1, %iterArg_13 = %arg17, %iterArg_14 = %arg13, %iterArg_15 = %arg15, %iterArg_16 = %arg19, %iterArg_17 = %arg16, %iterArg_18 = %arg12, %iterArg_19 = %arg14, %iterArg_20 = %arg18, %iterArg_21 = %arg22, %iterArg_22 = %arg20, %iterArg_23 = %arg21, %iterArg_24 = %arg23, %iterArg_25 = %c, %iterArg_26 = %0, %iterArg_27 = %0, %iterArg_28 = %2) : tensor<7x3x5xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<i32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    cond {
      %c_29 = stablehlo.constant dense<7> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_25, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %48 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_25) : (tensor<7x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %49:3 = func.call @closed_call(%iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_26, %iterArg_27, %48) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x5xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>)
      %50 = func.call @dynamic_update_index_in_dim(%iterArg_28, %49#2, %iterArg_25) : (tensor<7x3x8xf32>, tensor<3x8xf32>, tensor<i32>) -> tensor<7x3x8xf32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_25, %c_29 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %51, %49#0, %49#1, %50 : tensor<7x3x5xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<i32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    }
    %4 = stablehlo.transpose %3#16, dims = [1, 0, 2] : (tensor<7x3x8xf32>) -> tensor<3x7x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg40, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %6 = stablehlo.iota dim = 0 : tensor<7xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %8 = stablehlo.multiply %7, %6 : tensor<7xi32>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %10 = stablehlo.add %9, %8 : tensor<7xi32>
    %11 = stablehlo.reshape %10 : (tensor<7xi32>) -> tensor<1x7xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x7xi32>) -> tensor<3x7xi32>
    %13 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x7xi32>
    %14 = stablehlo.add %12, %13 : tensor<3x7xi32>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %15 = call @remainder(%14, %c_3) : (tensor<3x7xi32>, tensor<i32>) -> tensor<3x7xi32>
    %16 = stablehlo.reshape %15 : (tensor<3x7xi32>) -> tensor<3x7x1xi32>
    %17 = call @take_along_axis(%arg39, %16) : (tensor<3x7x5xf32>, tensor<3x7x1xi32>) -> tensor<3x7x5xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0, 2] : (tensor<3x7x5xf32>) -> tensor<7x3x5xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7x3x8xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %20:17 = stablehlo.while(%iterArg = %18, %iterArg_13 = %arg29, %iterArg_14 = %arg25, %iterArg_15 = %arg27, %iterArg_16 = %arg31, %iterArg_17 = %arg28, %iterArg_18 = %arg24, %iterArg_19 = %arg26, %iterArg_20 = %arg30, %iterArg_21 = %arg34, %iterArg_22 = %arg32, %iterArg_23 = %arg33, %iterArg_24 = %arg35, %iterArg_25 = %c_5, %iterArg_26 = %0, %iterArg_27 = %0, %iterArg_28 = %19) : tensor<7x3x5xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<i32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    cond {
      %c_29 = stablehlo.constant dense<7> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_25, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %48 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_25) : (tensor<7x3x5xf32>, tensor<i32>) -> tensor<3x5xf32>
      %49:3 = func.call @closed_call_0(%iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_26, %iterArg_27, %48) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x5xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>)
      %50 = func.call @dynamic_update_index_in_dim(%iterArg_28, %49#2, %iterArg_25) : (tensor<7x3x8xf32>, tensor<3x8xf32>, tensor<i32>) -> tensor<7x3x8xf32>
      %c_29 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_25, %c_29 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %51, %49#0, %49#1, %50 : tensor<7x3x5xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<i32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    }
    %21 = stablehlo.transpose %20#16, dims = [1, 0, 2] : (tensor<7x3x8xf32>) -> tensor<3x7x8xf32>
    %22 = stablehlo.broadcast_in_dim %arg40, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %23 = stablehlo.iota dim = 0 : tensor<7xi32>
    %c_6 = stablehlo.constant dense<-1> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %25 = stablehlo.multiply %24, %23 : tensor<7xi32>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %27 = stablehlo.add %26, %25 : tensor<7xi32>
    %28 = stablehlo.reshape %27 : (tensor<7xi32>) -> tensor<1x7xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x7xi32>) -> tensor<3x7xi32>
    %30 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<3x1xi32>) -> tensor<3x7xi32>
    %31 = stablehlo.add %29, %30 : tensor<3x7xi32>
    %c_8 = stablehlo.constant dense<7> : tensor<i32>
    %32 = call @remainder(%31, %c_8) : (tensor<3x7xi32>, tensor<i32>) -> tensor<3x7xi32>
    %33 = stablehlo.reshape %32 : (tensor<3x7xi32>) -> tensor<3x7x1xi32>
    %34 = call @take_along_axis_1(%21, %33) : (tensor<3x7x8xf32>, tensor<3x7x1xi32>) -> tensor<3x7x8xf32>
    %35 = stablehlo.concatenate %4, %34, dim = 2 : (tensor<3x7x8xf32>, tensor<3x7x8xf32>) -> tensor<3x7x16xf32>
    %36 = stablehlo.transpose %35, dims = [1, 0, 2] : (tensor<3x7x16xf32>) -> tensor<7x3x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<7x3x8xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %38:14 = stablehlo.while(%iterArg = %36, %iterArg_13 = %arg9, %iterArg_14 = %arg8, %iterArg_15 = %arg4, %iterArg_16 = %arg11, %iterArg_17 = %arg10, %iterArg_18 = %arg5, %iterArg_19 = %arg7, %iterArg_20 = %arg6, %iterArg_21 = %arg3, %iterArg_22 = %arg2, %iterArg_23 = %c_10, %iterArg_24 = %0, %iterArg_25 = %37) : tensor<7x3x16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<i32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    cond {
      %c_26 = stablehlo.constant dense<7> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_23, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %48 = func.call @dynamic_index_in_dim_2(%iterArg, %iterArg_23) : (tensor<7x3x16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %49:2 = func.call @closed_call_3(%iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_24, %48) : (tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<3x8xf32>, tensor<3x16xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>)
      %50 = func.call @dynamic_update_index_in_dim(%iterArg_25, %49#1, %iterArg_23) : (tensor<7x3x8xf32>, tensor<3x8xf32>, tensor<i32>) -> tensor<7x3x8xf32>
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_23, %c_26 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %51, %49#0, %50 : tensor<7x3x16xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<16x8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<i32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    }
    %39 = stablehlo.transpose %38#13, dims = [1, 0, 2] : (tensor<7x3x8xf32>) -> tensor<3x7x8xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0, 2] : (tensor<3x7x8xf32>) -> tensor<7x3x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<7x3x8xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %42:8 = stablehlo.while(%iterArg = %40, %iterArg_13 = %arg38, %iterArg_14 = %arg37, %iterArg_15 = %arg36, %iterArg_16 = %c_12, %iterArg_17 = %0, %iterArg_18 = %0, %iterArg_19 = %41) : tensor<7x3x8xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<i32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    cond {
      %c_20 = stablehlo.constant dense<7> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_16, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %48 = func.call @dynamic_index_in_dim_4(%iterArg, %iterArg_16) : (tensor<7x3x8xf32>, tensor<i32>) -> tensor<3x8xf32>
      %49:3 = func.call @closed_call_5(%iterArg_13, %iterArg_14, %iterArg_15, %iterArg_17, %iterArg_18, %48) : (tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>)
      %50 = func.call @dynamic_update_index_in_dim(%iterArg_19, %49#2, %iterArg_16) : (tensor<7x3x8xf32>, tensor<3x8xf32>, tensor<i32>) -> tensor<7x3x8xf32>
      %c_20 = stablehlo.constant dense<1> : tensor<i32>
      %51 = stablehlo.add %iterArg_16, %c_20 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_13, %iterArg_14, %iterArg_15, %51, %49#0, %49#1, %50 : tensor<7x3x8xf32>, tensor<8x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<i32>, tensor<3x8xf32>, tensor<3x8xf32>, tensor<7x3x8xf32>
    }
    %43 = stablehlo.transpose %42#7, dims = [1, 0, 2] : (tensor<7x3x8xf32>) -> tensor<3x7x8xf32>
    %44 = stablehlo.dot_general %42#6, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x3xf32>) -> tensor<3x3xf32>
    %45 = stablehlo.reshape %arg0 : (tensor<3xf32>) -> tensor<1x3xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %47 = stablehlo.add %44, %46 : tensor<3x3xf32>
    return %43, %42#6, %47 : tensor<3x7x8xf32>, tensor<3x8xf32>, tensor<3x3xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x3x5xf32>, %arg1: tensor<i32>) -> tensor<3x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 5] : (tensor<7x3x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x5xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x5xf32>) -> tensor<3x5xf32>
    return %1 : tensor<3x5xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<5x8xf32>, %arg9: tensor<5x8xf32>, %arg10: tensor<5x8xf32>, %arg11: tensor<5x8xf32>, %arg12: tensor<3x8xf32>, %arg13: tensor<3x8xf32>, %arg14: tensor<3x5xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, %arg3, dim = 1 : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.concatenate %arg4, %arg5, %arg6, %arg7, dim = 0 : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<32xf32>
    %2 = stablehlo.dot_general %arg13, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x32xf32>) -> tensor<3x32xf32>
    %3 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<3x32xf32>
    %5 = stablehlo.add %2, %4 : tensor<3x32xf32>
    %6 = stablehlo.slice %5 [0:3, 0:8] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %7 = stablehlo.slice %5 [0:3, 8:16] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %8 = stablehlo.slice %5 [0:3, 16:24] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %9 = stablehlo.slice %5 [0:3, 24:32] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %10 = stablehlo.concatenate %arg8, %arg9, %arg10, %arg11, dim = 1 : (tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x32xf32>
    %11 = stablehlo.dot_general %arg14, %10, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x32xf32>) -> tensor<3x32xf32>
    %12 = stablehlo.slice %11 [0:3, 0:8] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %13 = stablehlo.slice %11 [0:3, 8:16] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %14 = stablehlo.slice %11 [0:3, 16:24] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %15 = stablehlo.slice %11 [0:3, 24:32] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %16 = stablehlo.add %6, %12 : tensor<3x8xf32>
    %17 = stablehlo.negate %16 : tensor<3x8xf32>
    %18 = stablehlo.exponential %17 : tensor<3x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %20 = stablehlo.add %19, %18 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %22 = stablehlo.divide %21, %20 : tensor<3x8xf32>
    %23 = stablehlo.add %7, %13 : tensor<3x8xf32>
    %24 = stablehlo.negate %23 : tensor<3x8xf32>
    %25 = stablehlo.exponential %24 : tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %27 = stablehlo.add %26, %25 : tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %29 = stablehlo.divide %28, %27 : tensor<3x8xf32>
    %30 = stablehlo.add %8, %14 : tensor<3x8xf32>
    %31 = stablehlo.tanh %30 : tensor<3x8xf32>
    %32 = stablehlo.add %9, %15 : tensor<3x8xf32>
    %33 = stablehlo.negate %32 : tensor<3x8xf32>
    %34 = stablehlo.exponential %33 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %36 = stablehlo.add %35, %34 : tensor<3x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %38 = stablehlo.divide %37, %36 : tensor<3x8xf32>
    %39 = stablehlo.multiply %29, %arg12 : tensor<3x8xf32>
    %40 = stablehlo.multiply %22, %31 : tensor<3x8xf32>
    %41 = stablehlo.add %39, %40 : tensor<3x8xf32>
    %42 = stablehlo.tanh %41 : tensor<3x8xf32>
    %43 = stablehlo.multiply %38, %42 : tensor<3x8xf32>
    return %41, %43, %43 : tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x3x8xf32>, %arg1: tensor<3x8xf32>, %arg2: tensor<i32>) -> tensor<7x3x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x8xf32>) -> tensor<1x3x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<7x3x8xf32>, tensor<1x3x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x3x8xf32>
    return %1 : tensor<7x3x8xf32>
  }
  func.func private @remainder(%arg0: tensor<3x7xi32>, %arg1: tensor<i32>) -> tensor<3x7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x7xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<3x7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x7xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<3x7xi32>, tensor<3x7xi32>) -> tensor<3x7xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x7xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<3x7xi32>, tensor<3x7xi32>) -> tensor<3x7xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3x7xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<3x7xi1>, tensor<3x7xi1>) -> tensor<3x7xi1>
    %12 = stablehlo.and %11, %6 : tensor<3x7xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<3x7xi32>
    %14 = stablehlo.add %4, %13 : tensor<3x7xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<3x7xi1>, tensor<3x7xi32>
    return %15 : tensor<3x7xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x7x5xf32>, %arg1: tensor<3x7x1xi32>) -> tensor<3x7x5xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x7x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x7x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x7x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x7x1xi1>, tensor<3x7x1xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x7x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x7x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x7x1xi1>, tensor<i1>) -> tensor<3x7xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 5>}> : (tensor<3x7x5xf32>, tensor<3x7x1xi32>) -> tensor<3x7x5xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x7xi1>) -> tensor<3x7x5xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7x5xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x7x5xi1>, tensor<3x7x5xf32>
    return %15 : tensor<3x7x5xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<5x8xf32>, %arg9: tensor<5x8xf32>, %arg10: tensor<5x8xf32>, %arg11: tensor<5x8xf32>, %arg12: tensor<3x8xf32>, %arg13: tensor<3x8xf32>, %arg14: tensor<3x5xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, %arg3, dim = 1 : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.concatenate %arg4, %arg5, %arg6, %arg7, dim = 0 : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<32xf32>
    %2 = stablehlo.dot_general %arg13, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x32xf32>) -> tensor<3x32xf32>
    %3 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<3x32xf32>
    %5 = stablehlo.add %2, %4 : tensor<3x32xf32>
    %6 = stablehlo.slice %5 [0:3, 0:8] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %7 = stablehlo.slice %5 [0:3, 8:16] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %8 = stablehlo.slice %5 [0:3, 16:24] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %9 = stablehlo.slice %5 [0:3, 24:32] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %10 = stablehlo.concatenate %arg8, %arg9, %arg10, %arg11, dim = 1 : (tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>, tensor<5x8xf32>) -> tensor<5x32xf32>
    %11 = stablehlo.dot_general %arg14, %10, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xf32>, tensor<5x32xf32>) -> tensor<3x32xf32>
    %12 = stablehlo.slice %11 [0:3, 0:8] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %13 = stablehlo.slice %11 [0:3, 8:16] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %14 = stablehlo.slice %11 [0:3, 16:24] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %15 = stablehlo.slice %11 [0:3, 24:32] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %16 = stablehlo.add %6, %12 : tensor<3x8xf32>
    %17 = stablehlo.negate %16 : tensor<3x8xf32>
    %18 = stablehlo.exponential %17 : tensor<3x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %20 = stablehlo.add %19, %18 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %22 = stablehlo.divide %21, %20 : tensor<3x8xf32>
    %23 = stablehlo.add %7, %13 : tensor<3x8xf32>
    %24 = stablehlo.negate %23 : tensor<3x8xf32>
    %25 = stablehlo.exponential %24 : tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %27 = stablehlo.add %26, %25 : tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %29 = stablehlo.divide %28, %27 : tensor<3x8xf32>
    %30 = stablehlo.add %8, %14 : tensor<3x8xf32>
    %31 = stablehlo.tanh %30 : tensor<3x8xf32>
    %32 = stablehlo.add %9, %15 : tensor<3x8xf32>
    %33 = stablehlo.negate %32 : tensor<3x8xf32>
    %34 = stablehlo.exponential %33 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %36 = stablehlo.add %35, %34 : tensor<3x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %38 = stablehlo.divide %37, %36 : tensor<3x8xf32>
    %39 = stablehlo.multiply %29, %arg12 : tensor<3x8xf32>
    %40 = stablehlo.multiply %22, %31 : tensor<3x8xf32>
    %41 = stablehlo.add %39, %40 : tensor<3x8xf32>
    %42 = stablehlo.tanh %41 : tensor<3x8xf32>
    %43 = stablehlo.multiply %38, %42 : tensor<3x8xf32>
    return %41, %43, %43 : tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<3x7x8xf32>, %arg1: tensor<3x7x1xi32>) -> tensor<3x7x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x7x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x7x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x7x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x7x1xi1>, tensor<3x7x1xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x7x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x7x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x7x1xi32>, tensor<3x7x1xi32>) -> tensor<3x7x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x7x1xi1>, tensor<i1>) -> tensor<3x7xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 8>}> : (tensor<3x7x8xf32>, tensor<3x7x1xi32>) -> tensor<3x7x8xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x7xi1>) -> tensor<3x7x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x7x8xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x7x8xi1>, tensor<3x7x8xf32>
    return %15 : tensor<3x7x8xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<7x3x16xf32>, %arg1: tensor<i32>) -> tensor<3x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 16] : (tensor<7x3x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x16xf32>) -> tensor<3x16xf32>
    return %1 : tensor<3x16xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<16x8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<16x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8x8xf32>, %arg6: tensor<16x8xf32>, %arg7: tensor<8xf32>, %arg8: tensor<8x8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<3x8xf32>, %arg11: tensor<3x16xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>) {
    %0 = stablehlo.dot_general %arg11, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x8xf32>) -> tensor<3x8xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<3x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<3x8xf32>
    %4 = stablehlo.dot_general %arg10, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x8xf32>) -> tensor<3x8xf32>
    %5 = stablehlo.add %3, %4 : tensor<3x8xf32>
    %6 = stablehlo.negate %5 : tensor<3x8xf32>
    %7 = stablehlo.exponential %6 : tensor<3x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %9 = stablehlo.add %8, %7 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %11 = stablehlo.divide %10, %9 : tensor<3x8xf32>
    %12 = stablehlo.dot_general %arg11, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x8xf32>) -> tensor<3x8xf32>
    %13 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<3x8xf32>
    %15 = stablehlo.add %12, %14 : tensor<3x8xf32>
    %16 = stablehlo.dot_general %arg10, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x8xf32>) -> tensor<3x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<3x8xf32>
    %18 = stablehlo.negate %17 : tensor<3x8xf32>
    %19 = stablehlo.exponential %18 : tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %21 = stablehlo.add %20, %19 : tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %23 = stablehlo.divide %22, %21 : tensor<3x8xf32>
    %24 = stablehlo.dot_general %arg11, %arg6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x16xf32>, tensor<16x8xf32>) -> tensor<3x8xf32>
    %25 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<3x8xf32>
    %27 = stablehlo.add %24, %26 : tensor<3x8xf32>
    %28 = stablehlo.dot_general %arg10, %arg8, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x8xf32>) -> tensor<3x8xf32>
    %29 = stablehlo.reshape %arg9 : (tensor<8xf32>) -> tensor<1x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<3x8xf32>
    %31 = stablehlo.add %28, %30 : tensor<3x8xf32>
    %32 = stablehlo.multiply %11, %31 : tensor<3x8xf32>
    %33 = stablehlo.add %27, %32 : tensor<3x8xf32>
    %34 = stablehlo.tanh %33 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %36 = stablehlo.subtract %35, %23 : tensor<3x8xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<3x8xf32>
    %38 = stablehlo.multiply %23, %arg10 : tensor<3x8xf32>
    %39 = stablehlo.add %37, %38 : tensor<3x8xf32>
    return %39, %39 : tensor<3x8xf32>, tensor<3x8xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<7x3x8xf32>, %arg1: tensor<i32>) -> tensor<3x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 8] : (tensor<7x3x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x8xf32>) -> tensor<3x8xf32>
    return %1 : tensor<3x8xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<8x32xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<3x8xf32>, %arg4: tensor<3x8xf32>, %arg5: tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x32xf32>) -> tensor<3x32xf32>
    %1 = stablehlo.dot_general %arg4, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x8xf32>, tensor<8x32xf32>) -> tensor<3x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<3x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<3x32xf32>
    %5 = stablehlo.add %2, %4 : tensor<3x32xf32>
    %6 = stablehlo.slice %5 [0:3, 0:8] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %7 = stablehlo.slice %5 [0:3, 8:16] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %8 = stablehlo.slice %5 [0:3, 16:24] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %9 = stablehlo.slice %5 [0:3, 24:32] : (tensor<3x32xf32>) -> tensor<3x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %11 = stablehlo.add %7, %10 : tensor<3x8xf32>
    %12 = stablehlo.negate %11 : tensor<3x8xf32>
    %13 = stablehlo.exponential %12 : tensor<3x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %15 = stablehlo.add %14, %13 : tensor<3x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %17 = stablehlo.divide %16, %15 : tensor<3x8xf32>
    %18 = stablehlo.multiply %17, %arg3 : tensor<3x8xf32>
    %19 = stablehlo.negate %6 : tensor<3x8xf32>
    %20 = stablehlo.exponential %19 : tensor<3x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %22 = stablehlo.add %21, %20 : tensor<3x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %24 = stablehlo.divide %23, %22 : tensor<3x8xf32>
    %25 = stablehlo.tanh %8 : tensor<3x8xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<3x8xf32>
    %27 = stablehlo.add %18, %26 : tensor<3x8xf32>
    %28 = stablehlo.negate %9 : tensor<3x8xf32>
    %29 = stablehlo.exponential %28 : tensor<3x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %31 = stablehlo.add %30, %29 : tensor<3x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x8xf32>
    %33 = stablehlo.divide %32, %31 : tensor<3x8xf32>
    %34 = stablehlo.tanh %27 : tensor<3x8xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<3x8xf32>
    return %27, %35, %35 : tensor<3x8xf32>, tensor<3x8xf32>, tensor<3x8xf32>
  }
}
