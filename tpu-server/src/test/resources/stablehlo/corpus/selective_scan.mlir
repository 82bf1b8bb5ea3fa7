module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8xf32>, %arg2: tensor<4x1x8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<16xf32>, %arg5: tensor<8x16xf32>, %arg6: tensor<8xf32>, %arg7: tensor<8x8xf32>, %arg8: tensor<4xf32>, %arg9: tensor<8x4xf32>, %arg10: tensor<4xf32>, %arg11: tensor<8x4xf32>, %arg12: tensor<32xf32>, %arg13: tensor<8x32xf32>, %arg14: tensor<32x8xf32>, %arg15: tensor<2x10xi32>) -> (tensor<2x10x32xf32> {jax.result_info = "result[0]"}, tensor<2x10x8xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg14, %arg15) : (tensor<32x8xf32>, tensor<2x10xi32>) -> tensor<2x10x8xf32>
    %1 = stablehlo.dot_general %0, %arg5, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x8xf32>, tensor<8x16xf32>) -> tensor<2x10x16xf32>
    %2 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x10x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<2x10x16xf32>
    %5 = stablehlo.slice %4 [0:2, 0:10, 0:8] : (tensor<2x10x16xf32>) -> tensor<2x10x8xf32>
    %6 = stablehlo.slice %4 [0:2, 0:10, 8:16] : (tensor<2x10x16xf32>) -> tensor<2x10x8xf32>
    %7 = stablehlo.convolution(%5, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[3, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x10x8xf32>, tensor<4x1x8xf32>) -> tensor<2x10x8xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x10x8xf32>
    %10 = stablehlo.add %7, %9 : tensor<2x10x8xf32>
    %11 = call @silu(%10) : (tensor<2x10x8xf32>) -> tensor<2x10x8xf32>
    %12 = stablehlo.dot_general %11, %arg7, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x8xf32>, tensor<8x8xf32>) -> tensor<2x10x8xf32>
    %13 = stablehlo.reshape %arg6 : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x10x8xf32>
    %15 = stablehlo.add %12, %14 : tensor<2x10x8xf32>
    %16 = call @softplus(%15) : (tensor<2x10x8xf32>) -> tensor<2x10x8xf32>
    %17 = stablehlo.dot_general %11, %arg9, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x8xf32>, tensor<8x4xf32>) -> tensor<2x10x4xf32>
    %18 = stablehlo.reshape %arg8 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x10x4xf32>
    %20 = stablehlo.add %17, %19 : tensor<2x10x4xf32>
    %21 = stablehlo.dot_general %11, %arg11, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x8xf32>, tensor<8x4xf32>) -> tensor<2x10x4xf32>
    %22 = stablehlo.reshape %arg10 : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x10x4xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x10x4xf32>
    %25 = stablehlo.exponential %arg0 : tensor<8x4xf32>
    %26 = stablehlo.negate %25 : tensor<8x4xf32>
    %27 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x10x8xf32>) -> tensor<2x10x8x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x4xf32>) -> tensor<1x1x8x4xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3] : (tensor<2x10x8x1xf32>) -> tensor<2x10x8x4xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x8x4xf32>) -> tensor<2x10x8x4xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<2x10x8x4xf32>
    %32 = stablehlo.exponential %31 : tensor<2x10x8x4xf32>
    %33 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x10x8xf32>) -> tensor<2x10x8x1xf32>
    %34 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 3] : (tensor<2x10x4xf32>) -> tensor<2x10x1x4xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<2x10x8x1xf32>) -> tensor<2x10x8x4xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<2x10x1x4xf32>) -> tensor<2x10x8x4xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<2x10x8x4xf32>
    %38 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x10x8xf32>) -> tensor<2x10x8x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<2x10x8x1xf32>) -> tensor<2x10x8x4xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<2x10x8x4xf32>
    %41 = stablehlo.slice %32 [0:2, 0:9:2, 0:8, 0:4] : (tensor<2x10x8x4xf32>) -> tensor<2x5x8x4xf32>
    %42 = stablehlo.slice %40 [0:2, 0:9:2, 0:8, 0:4] : (tensor<2x10x8x4xf32>) -> tensor<2x5x8x4xf32>
    %43 = stablehlo.slice %32 [0:2, 1:10:2, 0:8, 0:4] : (tensor<2x10x8x4xf32>) -> tensor<2x5x8x4xf32>
    %44 = stablehlo.slice %40 [0:2, 1:10:2, 0:8, 0:4] : (tensor<2x10x8x4xf32>) -> tensor<2x5x8x4xf32>
    %45 = stablehlo.multiply %43, %41 : tensor<2x5x8x4xf32>
    %46 = stablehlo.multiply %43, %42 : tensor<2x5x8x4xf32>
    %47 = stablehlo.add %46, %44 : tensor<2x5x8x4xf32>
    %48 = stablehlo.slice %45 [0:2, 0:4:2, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x2x8x4xf32>
    %49 = stablehlo.slice %47 [0:2, 0:4:2, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x2x8x4xf32>
    %50 = stablehlo.slice %45 [0:2, 1:5:2, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x2x8x4xf32>
    %51 = stablehlo.slice %47 [0:2, 1:5:2, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x2x8x4xf32>
    %52 = stablehlo.multiply %50, %48 : tensor<2x2x8x4xf32>
    %53 = stablehlo.multiply %50, %49 : tensor<2x2x8x4xf32>
    %54 = stablehlo.add %53, %51 : tensor<2x2x8x4xf32>
    %55 = stablehlo.slice %54 [0:2, 0:1:2, 0:8, 0:4] : (tensor<2x2x8x4xf32>) -> tensor<2x1x8x4xf32>
    %56 = stablehlo.slice %52 [0:2, 1:2:2, 0:8, 0:4] : (tensor<2x2x8x4xf32>) -> tensor<2x1x8x4xf32>
    %57 = stablehlo.slice %54 [0:2, 1:2:2, 0:8, 0:4] : (tensor<2x2x8x4xf32>) -> tensor<2x1x8x4xf32>
    %58 = stablehlo.multiply %56, %55 : tensor<2x1x8x4xf32>
    %59 = stablehlo.add %58, %57 : tensor<2x1x8x4xf32>
    %60 = stablehlo.slice %59 [0:2, 0:0, 0:8, 0:4] : (tensor<2x1x8x4xf32>) -> tensor<2x0x8x4xf32>
    %61 = stablehlo.slice %52 [0:2, 2:2:2, 0:8, 0:4] : (tensor<2x2x8x4xf32>) -> tensor<2x0x8x4xf32>
    %62 = stablehlo.slice %54 [0:2, 2:2:2, 0:8, 0:4] : (tensor<2x2x8x4xf32>) -> tensor<2x0x8x4xf32>
    %63 = stablehlo.multiply %61, %60 : tensor<2x0x8x4xf32>
    %64 = stablehlo.add %63, %62 : tensor<2x0x8x4xf32>
    %65 = stablehlo.slice %54 [0:2, 0:1, 0:8, 0:4] : (tensor<2x2x8x4xf32>) -> tensor<2x1x8x4xf32>
    %66 = stablehlo.concatenate %65, %64, dim = 1 : (tensor<2x1x8x4xf32>, tensor<2x0x8x4xf32>) -> tensor<2x1x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %66, %cst, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x1x8x4xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.pad %59, %cst_0, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x1x8x4xf32>, tensor<f32>) -> tensor<2x2x8x4xf32>
    %69 = stablehlo.add %67, %68 : tensor<2x2x8x4xf32>
    %70 = stablehlo.slice %45 [0:2, 2:5:2, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x2x8x4xf32>
    %71 = stablehlo.slice %47 [0:2, 2:5:2, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x2x8x4xf32>
    %72 = stablehlo.multiply %70, %69 : tensor<2x2x8x4xf32>
    %73 = stablehlo.add %72, %71 : tensor<2x2x8x4xf32>
    %74 = stablehlo.slice %47 [0:2, 0:1, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x1x8x4xf32>
    %75 = stablehlo.concatenate %74, %73, dim = 1 : (tensor<2x1x8x4xf32>, tensor<2x2x8x4xf32>) -> tensor<2x3x8x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.pad %75, %cst_1, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x3x8x4xf32>, tensor<f32>) -> tensor<2x5x8x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.pad %69, %cst_2, low = [0, 1, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x2x8x4xf32>, tensor<f32>) -> tensor<2x5x8x4xf32>
    %78 = stablehlo.add %76, %77 : tensor<2x5x8x4xf32>
    %79 = stablehlo.slice %78 [0:2, 0:4, 0:8, 0:4] : (tensor<2x5x8x4xf32>) -> tensor<2x4x8x4xf32>
    %80 = stablehlo.slice %32 [0:2, 2:10:2, 0:8, 0:4] : (tensor<2x10x8x4xf32>) -> tensor<2x4x8x4xf32>
    %81 = stablehlo.slice %40 [0:2, 2:10:2, 0:8, 0:4] : (tensor<2x10x8x4xf32>) -> tensor<2x4x8x4xf32>
    %82 = stablehlo.multiply %80, %79 : tensor<2x4x8x4xf32>
    %83 = stablehlo.add %82, %81 : tensor<2x4x8x4xf32>
    %84 = stablehlo.slice %40 [0:2, 0:1, 0:8, 0:4] : (tensor<2x10x8x4xf32>) -> tensor<2x1x8x4xf32>
    %85 = stablehlo.concatenate %84, %83, dim = 1 : (tensor<2x1x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x5x8x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.pad %85, %cst_3, low = [0, 0, 0, 0], high = [0, 1, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x5x8x4xf32>, tensor<f32>) -> tensor<2x10x8x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.pad %78, %cst_4, low = [0, 1, 0, 0], high = [0, 0, 0, 0], interior = [0, 1, 0, 0] : (tensor<2x5x8x4xf32>, tensor<f32>) -> tensor<2x10x8x4xf32>
    %88 = stablehlo.add %86, %87 : tensor<2x10x8x4xf32>
    %89 = stablehlo.dot_general %88, %24, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x10x8x4xf32>, tensor<2x10x4xf32>) -> tensor<2x10x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
    %91 = stablehlo.transpose %32, dims = [1, 0, 2, 3] : (tensor<2x10x8x4xf32>) -> tensor<10x2x8x4xf32>
    %92 = stablehlo.transpose %40, dims = [1, 0, 2, 3] : (tensor<2x10x8x4xf32>) -> tensor<10x2x8x4xf32>
    %93 = stablehlo.transpose %24, dims = [1, 0, 2] : (tensor<2x10x4xf32>) -> tensor<10x2x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<10x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %95:6 = stablehlo.while(%iterArg = %91, %iterArg_7 = %92, %iterArg_8 = %93, %iterArg_9 = %c, %iterArg_10 = %90, %iterArg_11 = %94) : tensor<10x2x8x4xf32>, tensor<10x2x8x4xf32>, tensor<10x2x4xf32>, tensor<i32>, tensor<2x8x4xf32>, tensor<10x2x8xf32>
    cond {
      %c_12 = stablehlo.constant dense<10> : tensor<i32>
      %107 = stablehlo.compare LT, %iterArg_9, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %107 : tensor<i1>
    } do {
      %107 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_9) : (tensor<10x2x8x4xf32>, tensor<i32>) -> tensor<2x8x4xf32>
      %108 = func.call @dynamic_index_in_dim(%iterArg_7, %iterArg_9) : (tensor<10x2x8x4xf32>, tensor<i32>) -> tensor<2x8x4xf32>
      %109 = func.call @dynamic_index_in_dim_0(%iterArg_8, %iterArg_9) : (tensor<10x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %110:2 = func.call @closed_call(%iterArg_10, %107, %108, %109) : (tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x4xf32>) -> (tensor<2x8x4xf32>, tensor<2x8xf32>)
      %111 = func.call @dynamic_update_index_in_dim(%iterArg_11, %110#1, %iterArg_9) : (tensor<10x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<10x2x8xf32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %112 = stablehlo.add %iterArg_9, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %112, %110#0, %111 : tensor<10x2x8x4xf32>, tensor<10x2x8x4xf32>, tensor<10x2x4xf32>, tensor<i32>, tensor<2x8x4xf32>, tensor<10x2x8xf32>
    }
    %96 = stablehlo.transpose %95#5, dims = [1, 0, 2] : (tensor<10x2x8xf32>) -> tensor<2x10x8xf32>
    %97 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<2x10x8xf32>
    %99 = stablehlo.multiply %11, %98 : tensor<2x10x8xf32>
    %100 = stablehlo.add %89, %99 : tensor<2x10x8xf32>
    %101 = call @silu(%6) : (tensor<2x10x8xf32>) -> tensor<2x10x8xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<2x10x8xf32>
    %103 = stablehlo.dot_general %102, %arg13, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<2x10x8xf32>, tensor<8x32xf32>) -> tensor<2x10x32xf32>
    %104 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x10x32xf32>
    %106 = stablehlo.add %103, %105 : tensor<2x10x32xf32>
    return %106, %96 : tensor<2x10x32xf32>, tensor<2x10x8xf32>
  }
  func.func private @_take(%arg0: tensor<32x8xf32>, %arg1: tensor<2x10xi32>) -> tensor<2x10x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x10xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x10xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x10xi1>, tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x10xi32>) -> tensor<2x10x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x10x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x10x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x10x1xi32>, tensor<2x10x1xi32>) -> tensor<2x10x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x10x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x10x1xi1>, tensor<i1>) -> tensor<2x10xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<32x8xf32>, tensor<2x10x1xi32>) -> tensor<2x10x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x10xi1>) -> tensor<2x10x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x10x8xi1>, tensor<2x10x8xf32>
    return %16 : tensor<2x10x8xf32>
  }
  func.func private @_where(%arg0: tensor<2x10xi1>, %arg1: tensor<2x10xi32>, %arg2: tensor<2x10xi32>) -> tensor<2x10xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x10xi1>, tensor<2x10xi32>
    return %0 : tensor<2x10xi32>
  }
  func.func private @silu(%arg0: tensor<2x10x8xf32>) -> tensor<2x10x8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<2x10x8xf32>
    %1 = stablehlo.exponential %0 : tensor<2x10x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x8xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x10x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x10x8xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x10x8xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<2x10x8xf32>
    return %6 : tensor<2x10x8xf32>
  }
  func.func private @softplus(%arg0: tensor<2x10x8xf32>) -> tensor<2x10x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x10x8xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x8xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x10x8xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x10x8xf32>, tensor<2x10x8xf32>) -> tensor<2x10x8xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10x8xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2x10x8xf32>
    %7 = stablehlo.abs %3 : tensor<2x10x8xf32>
    %8 = stablehlo.negate %7 : tensor<2x10x8xf32>
    %9 = stablehlo.exponential %8 : tensor<2x10x8xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2x10x8xf32>
    %11 = stablehlo.add %1, %10 : tensor<2x10x8xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2x10x8xi1>, tensor<2x10x8xf32>
    return %12 : tensor<2x10x8xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<10x2x8x4xf32>, %arg1: tensor<i32>) -> tensor<2x8x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 8, 4] : (tensor<10x2x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8x4xf32>) -> tensor<2x8x4xf32>
    return %1 : tensor<2x8x4xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<10x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 4] : (tensor<10x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x8x4xf32>, %arg1: tensor<2x8x4xf32>, %arg2: tensor<2x8x4xf32>, %arg3: tensor<2x4xf32>) -> (tensor<2x8x4xf32>, tensor<2x8xf32>) {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<2x8x4xf32>
    %1 = stablehlo.add %0, %arg2 : tensor<2x8x4xf32>
    %2 = stablehlo.dot_general %1, %arg3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x8x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
    return %1, %2 : tensor<2x8x4xf32>, tensor<2x8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<10x2x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<i32>) -> tensor<10x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<10x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<10x2x8xf32>
    return %1 : tensor<10x2x8xf32>
  }
}
