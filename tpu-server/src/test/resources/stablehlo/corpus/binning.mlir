module @jit_binning attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x7xf32>, %arg1: tensor<7xf32>, %arg2: tensor<10xf32>, %arg3: tensor<12xf32>) -> (tensor<12xi32> {jax.result_info = "result[0]"}, tensor<12xi32> {jax.result_info = "result[1]"}, tensor<4x7xi32> {jax.result_info = "result[2]"}, tensor<6xf32> {jax.result_info = "result[3]"}, tensor<6xf32> {jax.result_info = "result[4]"}, tensor<12xi32> {jax.result_info = "result[5]"}) {
    %cst = stablehlo.constant dense<[-2.000000e+00, 2.000000e+00]> : tensor<2xf32>
    %0 = call @searchsorted(%arg2, %arg3) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    %1 = call @searchsorted_1(%arg2, %arg3) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    %2 = call @digitize(%arg0, %arg1) : (tensor<4x7xf32>, tensor<7xf32>) -> tensor<4x7xi32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %4 = call @searchsorted_5(%arg1, %arg0) : (tensor<7xf32>, tensor<4x7xf32>) -> tensor<4x7xi32>
    %5 = stablehlo.slice %arg1 [6:7] : (tensor<7xf32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %8 = stablehlo.compare EQ, %arg0, %7, FLOAT : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %c = stablehlo.constant dense<6> : tensor<i32>
    %9 = call @_where_11(%8, %c, %4) : (tensor<4x7xi1>, tensor<i32>, tensor<4x7xi32>) -> tensor<4x7xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x7xi32>
    %12 = stablehlo.compare LT, %9, %11, SIGNED : (tensor<4x7xi32>, tensor<4x7xi32>) -> tensor<4x7xi1>
    %c_3 = stablehlo.constant dense<7> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x7xi32>
    %14 = stablehlo.add %9, %13 : tensor<4x7xi32>
    %15 = stablehlo.select %12, %14, %9 : tensor<4x7xi1>, tensor<4x7xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %17 = "stablehlo.scatter"(%10, %16, %3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %53 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<7xf32>, tensor<4x7x1xi32>, tensor<4x7xf32>) -> tensor<7xf32>
    %18 = stablehlo.slice %17 [1:7] : (tensor<7xf32>) -> tensor<6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %20 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.compare EQ, %20, %cst_5, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %22 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %23 = stablehlo.reshape %22 : (tensor<1xf32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %24 = stablehlo.subtract %23, %cst_6 : tensor<f32>
    %25 = stablehlo.slice %cst [0:1] : (tensor<2xf32>) -> tensor<1xf32>
    %26 = stablehlo.reshape %25 : (tensor<1xf32>) -> tensor<f32>
    %27 = call @_where_12(%21, %24, %26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = call @_ptp(%cst) : (tensor<2xf32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.compare EQ, %28, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %30 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1xf32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %32 = stablehlo.add %31, %cst_8 : tensor<f32>
    %33 = stablehlo.slice %cst [1:2] : (tensor<2xf32>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = call @_where_12(%29, %32, %34) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %36 = call @_linspace(%27, %35) : (tensor<f32>, tensor<f32>) -> tensor<7xf32>
    %37 = call @searchsorted_5(%36, %arg0) : (tensor<7xf32>, tensor<4x7xf32>) -> tensor<4x7xi32>
    %38 = stablehlo.slice %36 [6:7] : (tensor<7xf32>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %41 = stablehlo.compare EQ, %arg0, %40, FLOAT : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %c_9 = stablehlo.constant dense<6> : tensor<i32>
    %42 = call @_where_11(%41, %c_9, %37) : (tensor<4x7xi1>, tensor<i32>, tensor<4x7xi32>) -> tensor<4x7xi32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4x7xi32>
    %45 = stablehlo.compare LT, %42, %44, SIGNED : (tensor<4x7xi32>, tensor<4x7xi32>) -> tensor<4x7xi1>
    %c_12 = stablehlo.constant dense<7> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<4x7xi32>
    %47 = stablehlo.add %42, %46 : tensor<4x7xi32>
    %48 = stablehlo.select %45, %47, %42 : tensor<4x7xi1>, tensor<4x7xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<4x7xi32>) -> tensor<4x7x1xi32>
    %50 = "stablehlo.scatter"(%43, %49, %19) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %53 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %53 : tensor<f32>
    }) : (tensor<7xf32>, tensor<4x7x1xi32>, tensor<4x7xf32>) -> tensor<7xf32>
    %51 = stablehlo.slice %50 [1:7] : (tensor<7xf32>) -> tensor<6xf32>
    %52 = call @searchsorted_13(%arg2, %arg3) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0, %1, %2, %18, %51, %52 : tensor<12xi32>, tensor<12xi32>, tensor<4x7xi32>, tensor<6xf32>, tensor<6xf32>, tensor<12xi32>
  }
  func.func private @searchsorted(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl_0(%arg0, %arg1) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl_0(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_0 = stablehlo.constant dense<10> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<10xf32>, tensor<12xf32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<10xf32>, tensor<12xf32>, tensor<12xui32>, tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<10xf32>, tensor<12xf32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<12xui32>) -> tensor<12xi32>
    return %3 : tensor<12xi32>
  }
  func.func private @closed_call(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<12xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<12xui32>, tensor<i32>) -> tensor<12xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<12xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<12x1xui32>) -> tensor<12x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<12x1xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<12xi1>, tensor<12xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<12xi1>, tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<12xi1>, tensor<12xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<12xi1>, tensor<12xf32>
    %20 = stablehlo.compare LE, %12, %19, TOTALORDER : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<12xi1>, tensor<12xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<12xi1>, tensor<12xui32>
    return %21, %22 : tensor<12xui32>, tensor<12xui32>
  }
  func.func private @floor_divide(%arg0: tensor<12xui32>, %arg1: tensor<i32>) -> tensor<12xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<12xui32>
    return %2 : tensor<12xui32>
  }
  func.func private @searchsorted_1(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl_2(%arg0, %arg1) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl_2(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = call @_searchsorted_scan_impl_3(%arg0, %arg1) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_scan_impl_3(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_0 = stablehlo.constant dense<10> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<10xf32>, tensor<12xf32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>
    cond {
      %c_6 = stablehlo.constant dense<4> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call_4(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<10xf32>, tensor<12xf32>, tensor<12xui32>, tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<10xf32>, tensor<12xf32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<12xui32>) -> tensor<12xi32>
    return %3 : tensor<12xi32>
  }
  func.func private @closed_call_4(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<12xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide(%0, %c) : (tensor<12xui32>, tensor<i32>) -> tensor<12xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<12xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<12x1xui32>) -> tensor<12x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<12x1xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<12xi1>, tensor<12xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<12xi1>, tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<12xi1>, tensor<12xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<12xi1>, tensor<12xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<12xi1>, tensor<12xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<12xi1>, tensor<12xui32>
    return %21, %22 : tensor<12xui32>, tensor<12xui32>
  }
  func.func private @digitize(%arg0: tensor<4x7xf32>, %arg1: tensor<7xf32>) -> tensor<4x7xi32> {
    %0 = stablehlo.slice %arg1 [6:7] : (tensor<7xf32>) -> tensor<1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1xf32>) -> tensor<f32>
    %2 = stablehlo.slice %arg1 [0:1] : (tensor<7xf32>) -> tensor<1xf32>
    %3 = stablehlo.reshape %2 : (tensor<1xf32>) -> tensor<f32>
    %4 = stablehlo.compare GE, %1, %3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %5 = call @searchsorted_5(%arg1, %arg0) : (tensor<7xf32>, tensor<4x7xf32>) -> tensor<4x7xi32>
    %6 = stablehlo.reverse %arg1, dims = [0] : tensor<7xf32>
    %7 = call @searchsorted_5(%6, %arg0) : (tensor<7xf32>, tensor<4x7xf32>) -> tensor<4x7xi32>
    %c = stablehlo.constant dense<7> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x7xi32>
    %9 = stablehlo.subtract %8, %7 : tensor<4x7xi32>
    %10 = call @_where(%4, %5, %9) : (tensor<i1>, tensor<4x7xi32>, tensor<4x7xi32>) -> tensor<4x7xi32>
    return %10 : tensor<4x7xi32>
  }
  func.func private @searchsorted_5(%arg0: tensor<7xf32>, %arg1: tensor<4x7xf32>) -> tensor<4x7xi32> {
    %0 = call @_searchsorted_scan_impl_6(%arg0, %arg1) : (tensor<7xf32>, tensor<4x7xf32>) -> tensor<4x7xi32>
    return %0 : tensor<4x7xi32>
  }
  func.func private @_searchsorted_scan_impl_6(%arg0: tensor<7xf32>, %arg1: tensor<4x7xf32>) -> tensor<4x7xi32> {
    %0 = call @_searchsorted_scan_impl_7(%arg0, %arg1) : (tensor<7xf32>, tensor<4x7xf32>) -> tensor<4x7xi32>
    return %0 : tensor<4x7xi32>
  }
  func.func private @_searchsorted_scan_impl_7(%arg0: tensor<7xf32>, %arg1: tensor<4x7xf32>) -> tensor<4x7xi32> {
    %0 = call @_searchsorted_scan_impl_8(%arg0, %arg1) : (tensor<7xf32>, tensor<4x7xf32>) -> tensor<4x7xi32>
    return %0 : tensor<4x7xi32>
  }
  func.func private @_searchsorted_scan_impl_8(%arg0: tensor<7xf32>, %arg1: tensor<4x7xf32>) -> tensor<4x7xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %c_0 = stablehlo.constant dense<7> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<7xui32>) -> tensor<4x7xui32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<7xui32>) -> tensor<4x7xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %2, %iterArg_5 = %3) : tensor<7xf32>, tensor<4x7xf32>, tensor<i32>, tensor<4x7xui32>, tensor<4x7xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %6 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %6 : tensor<i1>
    } do {
      %6:2 = func.call @closed_call_9(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<7xf32>, tensor<4x7xf32>, tensor<4x7xui32>, tensor<4x7xui32>) -> (tensor<4x7xui32>, tensor<4x7xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %7, %6#0, %6#1 : tensor<7xf32>, tensor<4x7xf32>, tensor<i32>, tensor<4x7xui32>, tensor<4x7xui32>
    }
    %5 = stablehlo.convert %4#4 : (tensor<4x7xui32>) -> tensor<4x7xi32>
    return %5 : tensor<4x7xi32>
  }
  func.func private @closed_call_9(%arg0: tensor<7xf32>, %arg1: tensor<4x7xf32>, %arg2: tensor<4x7xui32>, %arg3: tensor<4x7xui32>) -> (tensor<4x7xui32>, tensor<4x7xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<4x7xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_10(%0, %c) : (tensor<4x7xui32>, tensor<i32>) -> tensor<4x7xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<4x7xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x7xui32>) -> tensor<4x7x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<7xf32>, tensor<4x7x1xui32>) -> tensor<4x7x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x7x1xf32>) -> tensor<4x7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<7xf32>) -> tensor<4x7xf32>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<4x7xi1>, tensor<4x7xf32>
    %11 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<7xf32>) -> tensor<4x7xf32>
    %14 = stablehlo.select %11, %13, %10 : tensor<4x7xi1>, tensor<4x7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x7xf32>
    %16 = stablehlo.compare EQ, %5, %15, FLOAT : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<7xf32>) -> tensor<4x7xf32>
    %19 = stablehlo.select %16, %18, %5 : tensor<4x7xi1>, tensor<4x7xf32>
    %20 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<7xf32>) -> tensor<4x7xf32>
    %23 = stablehlo.select %20, %22, %19 : tensor<4x7xi1>, tensor<4x7xf32>
    %24 = stablehlo.compare LT, %14, %23, TOTALORDER : (tensor<4x7xf32>, tensor<4x7xf32>) -> tensor<4x7xi1>
    %25 = stablehlo.select %24, %arg2, %2 : tensor<4x7xi1>, tensor<4x7xui32>
    %26 = stablehlo.select %24, %2, %arg3 : tensor<4x7xi1>, tensor<4x7xui32>
    return %25, %26 : tensor<4x7xui32>, tensor<4x7xui32>
  }
  func.func private @floor_divide_10(%arg0: tensor<4x7xui32>, %arg1: tensor<i32>) -> tensor<4x7xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<4x7xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<4x7xui32>
    return %2 : tensor<4x7xui32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<4x7xi32>, %arg2: tensor<4x7xi32>) -> tensor<4x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<4x7xi32>
    return %0 : tensor<4x7xi32>
  }
  func.func private @_where_11(%arg0: tensor<4x7xi1>, %arg1: tensor<i32>, %arg2: tensor<4x7xi32>) -> tensor<4x7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<4x7xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<4x7xi1>, tensor<4x7xi32>
    return %2 : tensor<4x7xi32>
  }
  func.func private @_ptp(%arg0: tensor<2xf32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.minimum across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.subtract %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @_linspace(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<7xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<6xf32>
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.divide %0, %1 : tensor<6xf32>
    %3 = stablehlo.reshape %arg0 : (tensor<f32>) -> tensor<1xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.subtract %4, %2 : tensor<6xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6xf32>
    %8 = stablehlo.reshape %arg1 : (tensor<f32>) -> tensor<1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %10 = stablehlo.multiply %9, %2 : tensor<6xf32>
    %11 = stablehlo.add %7, %10 : tensor<6xf32>
    %12 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %13 = stablehlo.concatenate %11, %12, dim = 0 : (tensor<6xf32>, tensor<1xf32>) -> tensor<7xf32>
    return %13 : tensor<7xf32>
  }
  func.func private @searchsorted_13(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = call @_searchsorted_sort_impl(%arg0, %arg1) : (tensor<10xf32>, tensor<12xf32>) -> tensor<12xi32>
    return %0 : tensor<12xi32>
  }
  func.func private @_searchsorted_sort_impl(%arg0: tensor<10xf32>, %arg1: tensor<12xf32>) -> tensor<12xi32> {
    %0 = stablehlo.concatenate %arg1, %arg0, dim = 0 : (tensor<12xf32>, tensor<10xf32>) -> tensor<22xf32>
    %1 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %3:2 = "stablehlo.sort"(%0, %1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_6, %24 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_9, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<22xf32>, tensor<22xi32>) -> (tensor<22xf32>, tensor<22xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %5 = stablehlo.compare LT, %3#1, %4, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %c_1 = stablehlo.constant dense<22> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %7 = stablehlo.add %3#1, %6 : tensor<22xi32>
    %8 = stablehlo.select %5, %7, %3#1 : tensor<22xi1>, tensor<22xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<22xi32>) -> tensor<22x1xi32>
    %10 = "stablehlo.scatter"(%2, %9, %1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<22xi32>, tensor<22x1xi32>, tensor<22xi32>) -> tensor<22xi32>
    %11 = stablehlo.slice %10 [0:12] : (tensor<22xi32>) -> tensor<12xi32>
    %12 = stablehlo.iota dim = 0 : tensor<12xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %14:2 = "stablehlo.sort"(%arg1, %12) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %cst_5, %arg2 : tensor<i1>, tensor<f32>
      %25 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %26 = stablehlo.select %25, %cst_6, %24 : tensor<i1>, tensor<f32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %27 = stablehlo.compare EQ, %arg3, %cst_7, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %28 = stablehlo.select %27, %cst_8, %arg3 : tensor<i1>, tensor<f32>
      %29 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %30 = stablehlo.select %29, %cst_9, %28 : tensor<i1>, tensor<f32>
      %31 = stablehlo.compare LT, %26, %30, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %31 : tensor<i1>
    }) : (tensor<12xf32>, tensor<12xi32>) -> (tensor<12xf32>, tensor<12xi32>)
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %16 = stablehlo.compare LT, %14#1, %15, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_4 = stablehlo.constant dense<12> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %18 = stablehlo.add %14#1, %17 : tensor<12xi32>
    %19 = stablehlo.select %16, %18, %14#1 : tensor<12xi1>, tensor<12xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %21 = "stablehlo.scatter"(%13, %20, %12) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      stablehlo.return %arg3 : tensor<i32>
    }) : (tensor<12xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<12xi32>
    %22 = stablehlo.subtract %11, %21 : tensor<12xi32>
    return %22 : tensor<12xi32>
  }
}
