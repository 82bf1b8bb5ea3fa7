module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<12x5xf32>, %arg2: tensor<64x16xf32>, %arg3: tensor<12xf32>, %arg4: tensor<12x12xf32>, %arg5: tensor<12x12xf32>, %arg6: tensor<12x12xf32>, %arg7: tensor<12xf32>, %arg8: tensor<24x12xf32>, %arg9: tensor<12xf32>, %arg10: tensor<24x12xf32>, %arg11: tensor<12xf32>, %arg12: tensor<24x12xf32>, %arg13: tensor<24xf32>, %arg14: tensor<24x24xf32>, %arg15: tensor<24xf32>, %arg16: tensor<24x24xf32>, %arg17: tensor<24xf32>, %arg18: tensor<24x24xf32>, %arg19: tensor<24xf32>, %arg20: tensor<24x24xf32>, %arg21: tensor<16x24xf32>, %arg22: tensor<16x24xf32>, %arg23: tensor<16x24xf32>, %arg24: tensor<16x24xf32>, %arg25: tensor<2x10xi32>) -> (tensor<2x5xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg2, %arg25) : (tensor<64x16xf32>, tensor<2x10xi32>) -> tensor<2x10x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %3 = stablehlo.transpose %0, dims = [1, 0, 2] : (tensor<2x10x16xf32>) -> tensor<10x2x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<10x2x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5:17 = stablehlo.while(%iterArg = %3, %iterArg_5 = %arg18, %iterArg_6 = %arg14, %iterArg_7 = %arg16, %iterArg_8 = %arg20, %iterArg_9 = %arg17, %iterArg_10 = %arg13, %iterArg_11 = %arg15, %iterArg_12 = %arg19, %iterArg_13 = %arg23, %iterArg_14 = %arg21, %iterArg_15 = %arg22, %iterArg_16 = %arg24, %iterArg_17 = %c, %iterArg_18 = %1, %iterArg_19 = %2, %iterArg_20 = %4) : tensor<10x2x16xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<i32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<10x2x24xf32>
    cond {
      %c_21 = stablehlo.constant dense<10> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg_17, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %20 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_17) : (tensor<10x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %21:3 = func.call @closed_call(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_18, %iterArg_19, %20) : (tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x16xf32>) -> (tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>)
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_20, %21#2, %iterArg_17) : (tensor<10x2x24xf32>, tensor<2x24xf32>, tensor<i32>) -> tensor<10x2x24xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_17, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %23, %21#0, %21#1, %22 : tensor<10x2x16xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<i32>, tensor<2x24xf32>, tensor<2x24xf32>, tensor<10x2x24xf32>
    }
    %6 = stablehlo.transpose %5#16, dims = [1, 0, 2] : (tensor<10x2x24xf32>) -> tensor<2x10x24xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %8 = call @_flip(%6) : (tensor<2x10x24xf32>) -> tensor<2x10x24xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0, 2] : (tensor<2x10x24xf32>) -> tensor<10x2x24xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<10x2x12xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11:14 = stablehlo.while(%iterArg = %9, %iterArg_5 = %arg10, %iterArg_6 = %arg9, %iterArg_7 = %arg5, %iterArg_8 = %arg12, %iterArg_9 = %arg11, %iterArg_10 = %arg6, %iterArg_11 = %arg8, %iterArg_12 = %arg7, %iterArg_13 = %arg4, %iterArg_14 = %arg3, %iterArg_15 = %c_4, %iterArg_16 = %7, %iterArg_17 = %10) : tensor<10x2x24xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<2x12xf32>, tensor<10x2x12xf32>
    cond {
      %c_18 = stablehlo.constant dense<10> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg_15, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %20 = func.call @dynamic_index_in_dim_0(%iterArg, %iterArg_15) : (tensor<10x2x24xf32>, tensor<i32>) -> tensor<2x24xf32>
      %21:2 = func.call @closed_call_1(%iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_16, %20) : (tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<2x12xf32>, tensor<2x24xf32>) -> (tensor<2x12xf32>, tensor<2x12xf32>)
      %22 = func.call @dynamic_update_index_in_dim_2(%iterArg_17, %21#1, %iterArg_15) : (tensor<10x2x12xf32>, tensor<2x12xf32>, tensor<i32>) -> tensor<10x2x12xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_15, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %23, %21#0, %22 : tensor<10x2x24xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<24x12xf32>, tensor<12xf32>, tensor<12x12xf32>, tensor<12xf32>, tensor<i32>, tensor<2x12xf32>, tensor<10x2x12xf32>
    }
    %12 = stablehlo.transpose %11#13, dims = [1, 0, 2] : (tensor<10x2x12xf32>) -> tensor<2x10x12xf32>
    %13 = call @_flip_3(%12) : (tensor<2x10x12xf32>) -> tensor<2x10x12xf32>
    %14 = stablehlo.slice %13 [0:2, 9:10, 0:12] : (tensor<2x10x12xf32>) -> tensor<2x1x12xf32>
    %15 = stablehlo.reshape %14 : (tensor<2x1x12xf32>) -> tensor<2x12xf32>
    %16 = stablehlo.dot_general %15, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x5xf32>) -> tensor<2x5xf32>
    %17 = stablehlo.reshape %arg0 : (tensor<5xf32>) -> tensor<1x5xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %19 = stablehlo.add %16, %18 : tensor<2x5xf32>
    return %19 : tensor<2x5xf32>
  }
  func.func private @_take(%arg0: tensor<64x16xf32>, %arg1: tensor<2x10xi32>) -> tensor<2x10x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x10xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x10xi1>, tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x10xi32>) -> tensor<2x10x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x10x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x10x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x10x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x10x1xi1>, tensor<i1>) -> tensor<2x10xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<2x10x1xi32>) -> tensor<2x10x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x10xi1>) -> tensor<2x10x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x10x16xi1>, tensor<2x10x16xf32>
    return %16 : tensor<2x10x16xf32>
  }
  func.func private @_where(%arg0: tensor<2x10xi1>, %arg1: tensor<2x10xi32>, %arg2: tensor<2x10xi32>) -> tensor<2x10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x10xi1>, tensor<2x10xi32>
    return %0 : tensor<2x10xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10x2x16xf32>, %arg1: tensor<i32>) -> tensor<2x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 16] : (tensor<10x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16xf32>) -> tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<24x24xf32>, %arg1: tensor<24x24xf32>, %arg2: tensor<24x24xf32>, %arg3: tensor<24x24xf32>, %arg4: tensor<24xf32>, %arg5: tensor<24xf32>, %arg6: tensor<24xf32>, %arg7: tensor<24xf32>, %arg8: tensor<16x24xf32>, %arg9: tensor<16x24xf32>, %arg10: tensor<16x24xf32>, %arg11: tensor<16x24xf32>, %arg12: tensor<2x24xf32>, %arg13: tensor<2x24xf32>, %arg14: tensor<2x16xf32>) -> (tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>) {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, %arg3, dim = 1 : (tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>, tensor<24x24xf32>) -> tensor<24x96xf32>
    %1 = stablehlo.concatenate %arg4, %arg5, %arg6, %arg7, dim = 0 : (tensor<24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<24xf32>) -> tensor<96xf32>
    %2 = stablehlo.dot_general %arg13, %0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x96xf32>) -> tensor<2x96xf32>
    %3 = stablehlo.reshape %1 : (tensor<96xf32>) -> tensor<1x96xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x96xf32>) -> tensor<2x96xf32>
    %5 = stablehlo.add %2, %4 : tensor<2x96xf32>
    %6 = stablehlo.slice %5 [0:2, 0:24] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %7 = stablehlo.slice %5 [0:2, 24:48] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %8 = stablehlo.slice %5 [0:2, 48:72] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %9 = stablehlo.slice %5 [0:2, 72:96] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %10 = stablehlo.concatenate %arg8, %arg9, %arg10, %arg11, dim = 1 : (tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>, tensor<16x24xf32>) -> tensor<16x96xf32>
    %11 = stablehlo.dot_general %arg14, %10, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x16xf32>, tensor<16x96xf32>) -> tensor<2x96xf32>
    %12 = stablehlo.slice %11 [0:2, 0:24] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %13 = stablehlo.slice %11 [0:2, 24:48] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %14 = stablehlo.slice %11 [0:2, 48:72] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %15 = stablehlo.slice %11 [0:2, 72:96] : (tensor<2x96xf32>) -> tensor<2x24xf32>
    %16 = stablehlo.add %6, %12 : tensor<2x24xf32>
    %17 = stablehlo.negate %16 : tensor<2x24xf32>
    %18 = stablehlo.exponential %17 : tensor<2x24xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %20 = stablehlo.add %19, %18 : tensor<2x24xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %22 = stablehlo.divide %21, %20 : tensor<2x24xf32>
    %23 = stablehlo.add %7, %13 : tensor<2x24xf32>
    %24 = stablehlo.negate %23 : tensor<2x24xf32>
    %25 = stablehlo.exponential %24 : tensor<2x24xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %27 = stablehlo.add %26, %25 : tensor<2x24xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %29 = stablehlo.divide %28, %27 : tensor<2x24xf32>
    %30 = stablehlo.add %8, %14 : tensor<2x24xf32>
    %31 = stablehlo.tanh %30 : tensor<2x24xf32>
    %32 = stablehlo.add %9, %15 : tensor<2x24xf32>
    %33 = stablehlo.negate %32 : tensor<2x24xf32>
    %34 = stablehlo.exponential %33 : tensor<2x24xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %36 = stablehlo.add %35, %34 : tensor<2x24xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x24xf32>
    %38 = stablehlo.divide %37, %36 : tensor<2x24xf32>
    %39 = stablehlo.multiply %29, %arg12 : tensor<2x24xf32>
    %40 = stablehlo.multiply %22, %31 : tensor<2x24xf32>
    %41 = stablehlo.add %39, %40 : tensor<2x24xf32>
    %42 = stablehlo.tanh %41 : tensor<2x24xf32>
    %43 = stablehlo.multiply %38, %42 : tensor<2x24xf32>
    return %41, %43, %43 : tensor<2x24xf32>, tensor<2x24xf32>, tensor<2x24xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10x2x24xf32>, %arg1: tensor<2x24xf32>, %arg2: tensor<i32>) -> tensor<10x2x24xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x24xf32>) -> tensor<1x2x24xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x2x24xf32>, tensor<1x2x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x2x24xf32>
    return %1 : tensor<10x2x24xf32>
  }
  func.func private @_flip(%arg0: tensor<2x10x24xf32>) -> tensor<2x10x24xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x10x24xf32>
    return %0 : tensor<2x10x24xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<10x2x24xf32>, %arg1: tensor<i32>) -> tensor<2x24xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 24] : (tensor<10x2x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x24xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x24xf32>) -> tensor<2x24xf32>
    return %1 : tensor<2x24xf32>
  }
  func.func private @closed_call_1(%arg0: tensor<24x12xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12x12xf32>, %arg3: tensor<24x12xf32>, %arg4: tensor<12xf32>, %arg5: tensor<12x12xf32>, %arg6: tensor<24x12xf32>, %arg7: tensor<12xf32>, %arg8: tensor<12x12xf32>, %arg9: tensor<12xf32>, %arg10: tensor<2x12xf32>, %arg11: tensor<2x24xf32>) -> (tensor<2x12xf32>, tensor<2x12xf32>) {
    %0 = stablehlo.dot_general %arg11, %arg0, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x12xf32>) -> tensor<2x12xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<12xf32>) -> tensor<1x12xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x12xf32>
    %4 = stablehlo.dot_general %arg10, %arg2, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %5 = stablehlo.add %3, %4 : tensor<2x12xf32>
    %6 = stablehlo.negate %5 : tensor<2x12xf32>
    %7 = stablehlo.exponential %6 : tensor<2x12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %9 = stablehlo.add %8, %7 : tensor<2x12xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %11 = stablehlo.divide %10, %9 : tensor<2x12xf32>
    %12 = stablehlo.dot_general %arg11, %arg3, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x12xf32>) -> tensor<2x12xf32>
    %13 = stablehlo.reshape %arg4 : (tensor<12xf32>) -> tensor<1x12xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %15 = stablehlo.add %12, %14 : tensor<2x12xf32>
    %16 = stablehlo.dot_general %arg10, %arg5, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %17 = stablehlo.add %15, %16 : tensor<2x12xf32>
    %18 = stablehlo.negate %17 : tensor<2x12xf32>
    %19 = stablehlo.exponential %18 : tensor<2x12xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %21 = stablehlo.add %20, %19 : tensor<2x12xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %23 = stablehlo.divide %22, %21 : tensor<2x12xf32>
    %24 = stablehlo.dot_general %arg11, %arg6, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x24xf32>, tensor<24x12xf32>) -> tensor<2x12xf32>
    %25 = stablehlo.reshape %arg7 : (tensor<12xf32>) -> tensor<1x12xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x12xf32>
    %28 = stablehlo.dot_general %arg10, %arg8, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x12xf32>, tensor<12x12xf32>) -> tensor<2x12xf32>
    %29 = stablehlo.reshape %arg9 : (tensor<12xf32>) -> tensor<1x12xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x12xf32>) -> tensor<2x12xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x12xf32>
    %32 = stablehlo.multiply %11, %31 : tensor<2x12xf32>
    %33 = stablehlo.add %27, %32 : tensor<2x12xf32>
    %34 = stablehlo.tanh %33 : tensor<2x12xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %36 = stablehlo.subtract %35, %23 : tensor<2x12xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<2x12xf32>
    %38 = stablehlo.multiply %23, %arg10 : tensor<2x12xf32>
    %39 = stablehlo.add %37, %38 : tensor<2x12xf32>
    return %39, %39 : tensor<2x12xf32>, tensor<2x12xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<10x2x12xf32>, %arg1: tensor<2x12xf32>, %arg2: tensor<i32>) -> tensor<10x2x12xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x12xf32>) -> tensor<1x2x12xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x2x12xf32>, tensor<1x2x12xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x2x12xf32>
    return %1 : tensor<10x2x12xf32>
  }
  func.func private @_flip_3(%arg0: tensor<2x10x12xf32>) -> tensor<2x10x12xf32> {
    %0 = stablehlo.reverse %arg0, dims = [1] : tensor<2x10x12xf32>
    return %0 : tensor<2x10x12xf32>
  }
}
