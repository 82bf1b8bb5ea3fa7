module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16xf32>, %arg1: tensor<3x3x8x16xf32>, %arg2: tensor<3xf32>, %arg3: tensor<3x3x16x3xf32>, %arg4: tensor<4xf32>, %arg5: tensor<3x3x16x4xf32>, %arg6: tensor<2x8x8x8xf32>) -> (tensor<2x12x4xf32> {jax.result_info = "result[0]"}, tensor<2x12xf32> {jax.result_info = "result[1]"}, tensor<2x12xi32> {jax.result_info = "result[2]"}, tensor<2xi32> {jax.result_info = "result[3]"}) {
    %cst = stablehlo.constant dense<[-1.000000e+00, -1.000000e+00, 1.000000e+00, 1.000000e+00]> : tensor<4xf32>
    %0 = stablehlo.convolution(%arg6, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x16xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x16xf32>
    %4 = call @relu(%3) : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %5 = stablehlo.convolution(%4, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x3xf32>) -> tensor<2x8x8x3xf32>
    %6 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<2x8x8x3xf32>
    %8 = stablehlo.add %5, %7 : tensor<2x8x8x3xf32>
    %9 = stablehlo.convolution(%4, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x4xf32>) -> tensor<2x8x8x4xf32>
    %10 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x8x8x4xf32>
    %13 = call @softplus(%12) : (tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %14 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %16 = stablehlo.add %14, %15 : tensor<8xf32>
    %17 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.add %17, %18 : tensor<8xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %24 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %25 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %26 = stablehlo.concatenate %22, %23, %24, %25, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<8x8x4xf32>) -> tensor<64x4xf32>
    %28 = stablehlo.negate %8 : tensor<2x8x8x3xf32>
    %29 = stablehlo.exponential %28 : tensor<2x8x8x3xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x3xf32>
    %31 = stablehlo.add %30, %29 : tensor<2x8x8x3xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x3xf32>
    %33 = stablehlo.divide %32, %31 : tensor<2x8x8x3xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x8x8x3xf32>) -> tensor<2x64x3xf32>
    %35 = call @argmax(%34) : (tensor<2x64x3xf32>) -> tensor<2x64xi32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%34 init: %cst_4) applies stablehlo.maximum across dimensions = [2] : (tensor<2x64x3xf32>, tensor<f32>) -> tensor<2x64xf32>
    %37 = stablehlo.reshape %13 : (tensor<2x8x8x4xf32>) -> tensor<2x64x4xf32>
    %38 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x64x4xf32>
    %41 = stablehlo.multiply %37, %40 : tensor<2x64x4xf32>
    %42 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<64x4xf32>) -> tensor<1x64x4xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x64x4xf32>) -> tensor<2x64x4xf32>
    %44 = stablehlo.add %43, %41 : tensor<2x64x4xf32>
    %values, %indices = chlo.top_k(%36, k = 12) : tensor<2x64xf32> -> (tensor<2x12xf32>, tensor<2x12xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %46 = stablehlo.compare LT, %indices, %45, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_5 = stablehlo.constant dense<64> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %48 = stablehlo.add %indices, %47 : tensor<2x12xi32>
    %49 = stablehlo.select %46, %48, %indices : tensor<2x12xi1>, tensor<2x12xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %51 = "stablehlo.gather"(%44, %50) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x64x4xf32>, tensor<2x12x1xi32>) -> tensor<2x12x4xf32>
    %52 = stablehlo.slice %51 [0:2, 0:12, 0:2] : (tensor<2x12x4xf32>) -> tensor<2x12x2xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3] : (tensor<2x12x2xf32>) -> tensor<2x12x1x2xf32>
    %54 = stablehlo.slice %51 [0:2, 0:12, 0:2] : (tensor<2x12x4xf32>) -> tensor<2x12x2xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 2, 3] : (tensor<2x12x2xf32>) -> tensor<2x1x12x2xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x12x1x2xf32>) -> tensor<2x12x12x2xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<2x1x12x2xf32>) -> tensor<2x12x12x2xf32>
    %58 = stablehlo.maximum %56, %57 : tensor<2x12x12x2xf32>
    %59 = stablehlo.slice %51 [0:2, 0:12, 2:4] : (tensor<2x12x4xf32>) -> tensor<2x12x2xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 3] : (tensor<2x12x2xf32>) -> tensor<2x12x1x2xf32>
    %61 = stablehlo.slice %51 [0:2, 0:12, 2:4] : (tensor<2x12x4xf32>) -> tensor<2x12x2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 2, 3] : (tensor<2x12x2xf32>) -> tensor<2x1x12x2xf32>
    %63 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<2x12x1x2xf32>) -> tensor<2x12x12x2xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<2x1x12x2xf32>) -> tensor<2x12x12x2xf32>
    %65 = stablehlo.minimum %63, %64 : tensor<2x12x12x2xf32>
    %66 = stablehlo.subtract %65, %58 : tensor<2x12x12x2xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %67 = call @clip(%66, %c_6) : (tensor<2x12x12x2xf32>, tensor<i32>) -> tensor<2x12x12x2xf32>
    %68 = stablehlo.slice %67 [0:2, 0:12, 0:12, 0:1] : (tensor<2x12x12x2xf32>) -> tensor<2x12x12x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x12x12x1xf32>) -> tensor<2x12x12xf32>
    %70 = stablehlo.slice %67 [0:2, 0:12, 0:12, 1:2] : (tensor<2x12x12x2xf32>) -> tensor<2x12x12x1xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x12x12x1xf32>) -> tensor<2x12x12xf32>
    %72 = stablehlo.multiply %69, %71 : tensor<2x12x12xf32>
    %73 = stablehlo.slice %51 [0:2, 0:12, 2:3] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %75 = stablehlo.slice %51 [0:2, 0:12, 0:1] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %77 = stablehlo.subtract %74, %76 : tensor<2x12xf32>
    %78 = stablehlo.slice %51 [0:2, 0:12, 3:4] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %80 = stablehlo.slice %51 [0:2, 0:12, 1:2] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %81 = stablehlo.reshape %80 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %82 = stablehlo.subtract %79, %81 : tensor<2x12xf32>
    %83 = stablehlo.multiply %77, %82 : tensor<2x12xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x12xf32>) -> tensor<2x12x1xf32>
    %85 = stablehlo.slice %51 [0:2, 0:12, 2:3] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %86 = stablehlo.reshape %85 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %87 = stablehlo.slice %51 [0:2, 0:12, 0:1] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %88 = stablehlo.reshape %87 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %89 = stablehlo.subtract %86, %88 : tensor<2x12xf32>
    %90 = stablehlo.slice %51 [0:2, 0:12, 3:4] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %92 = stablehlo.slice %51 [0:2, 0:12, 1:2] : (tensor<2x12x4xf32>) -> tensor<2x12x1xf32>
    %93 = stablehlo.reshape %92 : (tensor<2x12x1xf32>) -> tensor<2x12xf32>
    %94 = stablehlo.subtract %91, %93 : tensor<2x12xf32>
    %95 = stablehlo.multiply %89, %94 : tensor<2x12xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 2] : (tensor<2x12xf32>) -> tensor<2x1x12xf32>
    %97 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x12x1xf32>) -> tensor<2x12x12xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<2x1x12xf32>) -> tensor<2x12x12xf32>
    %99 = stablehlo.add %97, %98 : tensor<2x12x12xf32>
    %100 = stablehlo.subtract %99, %72 : tensor<2x12x12xf32>
    %101 = stablehlo.divide %72, %100 : tensor<2x12x12xf32>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %102 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<12xi1>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<12xi1>) -> tensor<2x12xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %104:4 = stablehlo.while(%iterArg = %101, %iterArg_20 = %c_9, %iterArg_21 = %c_8, %iterArg_22 = %103) : tensor<2x12x12xf32>, tensor<i32>, tensor<i32>, tensor<2x12xi1>
    cond {
      %c_23 = stablehlo.constant dense<12> : tensor<i32>
      %138 = stablehlo.compare LT, %iterArg_20, %c_23, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %138 : tensor<i1>
    } do {
      %138:2 = func.call @closed_call(%iterArg, %iterArg_21, %iterArg_22) : (tensor<2x12x12xf32>, tensor<i32>, tensor<2x12xi1>) -> (tensor<i32>, tensor<2x12xi1>)
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %139 = stablehlo.add %iterArg_20, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %139, %138#0, %138#1 : tensor<2x12x12xf32>, tensor<i32>, tensor<i32>, tensor<2x12xi1>
    }
    %cst_10 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %105 = call @_where(%104#3, %values, %cst_10) : (tensor<2x12xi1>, tensor<2x12xf32>, tensor<f32>) -> tensor<2x12xf32>
    %106 = stablehlo.negate %105 : tensor<2x12xf32>
    %107 = call @argsort(%106) : (tensor<2x12xf32>) -> tensor<2x12xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %109 = stablehlo.compare LT, %107, %108, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_12 = stablehlo.constant dense<12> : tensor<i32>
    %110 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %111 = stablehlo.add %107, %110 : tensor<2x12xi32>
    %112 = stablehlo.select %109, %111, %107 : tensor<2x12xi1>, tensor<2x12xi32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %114 = "stablehlo.gather"(%51, %113) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x12x4xf32>, tensor<2x12x1xi32>) -> tensor<2x12x4xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %116 = stablehlo.compare LT, %107, %115, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_14 = stablehlo.constant dense<12> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %118 = stablehlo.add %107, %117 : tensor<2x12xi32>
    %119 = stablehlo.select %116, %118, %107 : tensor<2x12xi1>, tensor<2x12xi32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %121 = "stablehlo.gather"(%105, %120) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x12xf32>, tensor<2x12x1xi32>) -> tensor<2x12xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %123 = stablehlo.compare LT, %indices, %122, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_16 = stablehlo.constant dense<64> : tensor<i32>
    %124 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %125 = stablehlo.add %indices, %124 : tensor<2x12xi32>
    %126 = stablehlo.select %123, %125, %indices : tensor<2x12xi1>, tensor<2x12xi32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %128 = "stablehlo.gather"(%35, %127) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x64xi32>, tensor<2x12x1xi32>) -> tensor<2x12xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %130 = stablehlo.compare LT, %107, %129, SIGNED : (tensor<2x12xi32>, tensor<2x12xi32>) -> tensor<2x12xi1>
    %c_18 = stablehlo.constant dense<12> : tensor<i32>
    %131 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<2x12xi32>
    %132 = stablehlo.add %107, %131 : tensor<2x12xi32>
    %133 = stablehlo.select %130, %132, %107 : tensor<2x12xi1>, tensor<2x12xi32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x12xi32>) -> tensor<2x12x1xi32>
    %135 = "stablehlo.gather"(%128, %134) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x12xi32>, tensor<2x12x1xi32>) -> tensor<2x12xi32>
    %136 = stablehlo.convert %104#3 : (tensor<2x12xi1>) -> tensor<2x12xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %137 = stablehlo.reduce(%136 init: %c_19) applies stablehlo.add across dimensions = [1] : (tensor<2x12xi32>, tensor<i32>) -> tensor<2xi32>
    return %114, %121, %135, %137 : tensor<2x12x4xf32>, tensor<2x12xf32>, tensor<2x12xi32>, tensor<2xi32>
  }
  func.func private @relu(%arg0: tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x16xf32>
    return %1 : tensor<2x8x8x16xf32>
  }
  func.func private @softplus(%arg0: tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x8x8x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x4xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x8x8x4xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x8x4xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<2x8x8x4xf32>
    %7 = stablehlo.abs %3 : tensor<2x8x8x4xf32>
    %8 = stablehlo.negate %7 : tensor<2x8x8x4xf32>
    %9 = stablehlo.exponential %8 : tensor<2x8x8x4xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<2x8x8x4xf32>
    %11 = stablehlo.add %1, %10 : tensor<2x8x8x4xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<2x8x8x4xi1>, tensor<2x8x8x4xf32>
    return %12 : tensor<2x8x8x4xf32>
  }
  func.func private @argmax(%arg0: tensor<2x64x3xf32>) -> tensor<2x64xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<2x64x3xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<2x64x3xf32>, tensor<2x64x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x64xf32>, tensor<2x64xi32>)
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
    return %1#1 : tensor<2x64xi32>
  }
  func.func private @clip(%arg0: tensor<2x12x12x2xf32>, %arg1: tensor<i32>) -> tensor<2x12x12x2xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x12x12x2xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x12x12x2xf32>
    return %2 : tensor<2x12x12x2xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x12x12xf32>, %arg1: tensor<i32>, %arg2: tensor<2x12xi1>) -> (tensor<i32>, tensor<2x12xi1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c : tensor<i32>
    %1 = stablehlo.convert %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<12> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<12> : tensor<i32>
    %6 = stablehlo.add %c_4, %c_5 : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_6 : tensor<i1>, tensor<i32>
    %8 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.concatenate %8, %9, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %11 = "stablehlo.gather"(%arg0, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 2], start_index_map = [1, 2]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1, 12>}> : (tensor<2x12x12xf32>, tensor<2xi32>) -> tensor<2x1x12xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x1x12xf32>) -> tensor<2x12xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x12xf32>
    %14 = stablehlo.compare GT, %12, %13, FLOAT : (tensor<2x12xf32>, tensor<2x12xf32>) -> tensor<2x12xi1>
    %15 = stablehlo.iota dim = 0 : tensor<12xi32>
    %16 = stablehlo.convert %arg1 : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %18 = stablehlo.compare GT, %15, %17, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<12xi1>) -> tensor<1x12xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x12xi1>) -> tensor<2x12xi1>
    %21 = stablehlo.and %14, %20 : tensor<2x12xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.compare LT, %arg1, %c_7, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = stablehlo.convert %arg1 : tensor<i32>
    %c_8 = stablehlo.constant dense<12> : tensor<i32>
    %24 = stablehlo.add %23, %c_8 : tensor<i32>
    %25 = stablehlo.select %22, %24, %arg1 : tensor<i1>, tensor<i32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.gather"(%arg2, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x12xi1>, tensor<1xi32>) -> tensor<2x1xi1>
    %28 = stablehlo.reshape %27 : (tensor<2x1xi1>) -> tensor<2xi1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x12xi1>
    %31 = stablehlo.and %21, %30 : tensor<2x12xi1>
    %32 = stablehlo.not %31 : tensor<2x12xi1>
    %33 = stablehlo.and %arg2, %32 : tensor<2x12xi1>
    return %0, %33 : tensor<i32>, tensor<2x12xi1>
  }
  func.func private @_where(%arg0: tensor<2x12xi1>, %arg1: tensor<2x12xf32>, %arg2: tensor<f32>) -> tensor<2x12xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<12xf32>) -> tensor<2x12xf32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<2x12xi1>, tensor<2x12xf32>
    return %3 : tensor<2x12xf32>
  }
  func.func private @argsort(%arg0: tensor<2x12xf32>) -> tensor<2x12xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<12xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<12xi32>) -> tensor<2x12xi32>
    %2:2 = "stablehlo.sort"(%arg0, %1) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<2x12xf32>, tensor<2x12xi32>) -> (tensor<2x12xf32>, tensor<2x12xi32>)
    return %2#1 : tensor<2x12xi32>
  }
}
