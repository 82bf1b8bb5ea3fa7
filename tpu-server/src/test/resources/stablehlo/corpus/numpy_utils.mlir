module @jit_numpy_utils attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<10xf32>, %arg4: tensor<3xf32>, %arg5: tensor<12xi32>, %arg6: tensor<6x3xf32>) -> (tensor<7xf32> {jax.result_info = "result[0]"}, tensor<12xf32> {jax.result_info = "result[1]"}, tensor<10xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<7xf32> {jax.result_info = "result[4]"}, tensor<4x4xf32> {jax.result_info = "result[5]"}, tensor<3x3xf32> {jax.result_info = "result[6]"}, tensor<3x3xf32> {jax.result_info = "result[7]"}, tensor<3x3xf32> {jax.result_info = "result[8]"}, tensor<6xi32> {jax.result_info = "result[9]"}, tensor<5x2xi32> {jax.result_info = "result[10]"}, tensor<8xi32> {jax.result_info = "result[11]"}, tensor<12xi1> {jax.result_info = "result[12]"}, tensor<f32> {jax.result_info = "result[13]"}, tensor<3x3xf32> {jax.result_info = "result[14]"}, tensor<3x3xf32> {jax.result_info = "result[15]"}, tensor<8xf32> {jax.result_info = "result[16]"}, tensor<9xf32> {jax.result_info = "result[17]"}) {
    %c = stablehlo.constant dense<[1, 4, 6]> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %1 = stablehlo.compare GT, %arg5, %0, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %2 = call @cumsum(%1) : (tensor<12xi1>) -> tensor<12xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @clip(%2, %c_2) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_4 = stablehlo.constant dense<6> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %8 = stablehlo.add %4, %7 : tensor<12xi32>
    %9 = stablehlo.select %6, %8, %4 : tensor<12xi1>, tensor<12xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %12 = "stablehlo.scatter"(%3, %10, %11) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %86 = stablehlo.add %arg7, %arg8 : tensor<i32>
      stablehlo.return %86 : tensor<i32>
    }) : (tensor<6xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<6xi32>
    %13 = call @cumsum_1(%12) : (tensor<6xi32>) -> tensor<6xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %14 = call @floor_divide(%13, %c_6) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %c_7 = stablehlo.constant dense<12> : tensor<i32>
    %15 = call @remainder(%14, %c_7) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    %16 = stablehlo.iota dim = 0 : tensor<6xi32>
    %17 = stablehlo.convert %1 : (tensor<12xi1>) -> tensor<12xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.reduce(%17 init: %c_8) applies stablehlo.add across dimensions = [0] : (tensor<12xi32>, tensor<i32>) -> tensor<i32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %20 = stablehlo.compare GE, %16, %19, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_9 = stablehlo.constant dense<-1> : tensor<i32>
    %21 = call @_where_4(%20, %c_9, %15) : (tensor<6xi1>, tensor<i32>, tensor<6xi32>) -> tensor<6xi32>
    %22 = call @_interp(%arg0, %arg1, %arg2) : (tensor<7xf32>, tensor<6xf32>, tensor<6xf32>) -> tensor<7xf32>
    %23 = call @convolve(%arg3, %arg4) : (tensor<10xf32>, tensor<3xf32>) -> tensor<12xf32>
    %24 = call @convolve_11(%arg3, %arg4) : (tensor<10xf32>, tensor<3xf32>) -> tensor<10xf32>
    %25 = call @correlate(%arg3, %arg4) : (tensor<10xf32>, tensor<3xf32>) -> tensor<8xf32>
    %26 = call @polyval(%arg4, %arg0) : (tensor<3xf32>, tensor<7xf32>) -> tensor<7xf32>
    %27 = stablehlo.slice %arg6 [0:2, 0:2] : (tensor<6x3xf32>) -> tensor<2x2xf32>
    %28 = stablehlo.slice %arg6 [2:4, 0:2] : (tensor<6x3xf32>) -> tensor<2x2xf32>
    %29 = call @kron(%27, %28) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x4xf32>
    %30 = stablehlo.slice %arg6 [0:3, 0:3] : (tensor<6x3xf32>) -> tensor<3x3xf32>
    %31 = stablehlo.slice %arg6 [3:6, 0:3] : (tensor<6x3xf32>) -> tensor<3x3xf32>
    %32 = call @cross(%30, %31) : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %33 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<6x3xf32>) -> tensor<3x6xf32>
    %34 = call @cov(%33) : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %35 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<6x3xf32>) -> tensor<3x6xf32>
    %36 = call @corrcoef(%35) : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %37 = stablehlo.reshape %arg5 : (tensor<12xi32>) -> tensor<3x4xi32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<3x4xi32>
    %39 = stablehlo.compare GT, %37, %38, SIGNED : (tensor<3x4xi32>, tensor<3x4xi32>) -> tensor<3x4xi1>
    %40 = call @atleast_1d(%39) : (tensor<3x4xi1>) -> tensor<3x4xi1>
    %41 = call @cumsum_17(%40) : (tensor<3x4xi1>) -> tensor<12xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %43 = call @clip(%41, %c_12) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %45 = stablehlo.compare LT, %43, %44, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_14 = stablehlo.constant dense<5> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %47 = stablehlo.add %43, %46 : tensor<12xi32>
    %48 = stablehlo.select %45, %47, %43 : tensor<12xi1>, tensor<12xi32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %50 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %51 = "stablehlo.scatter"(%42, %49, %50) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %86 = stablehlo.add %arg7, %arg8 : tensor<i32>
      stablehlo.return %86 : tensor<i32>
    }) : (tensor<5xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<5xi32>
    %52 = call @cumsum_18(%51) : (tensor<5xi32>) -> tensor<5xi32>
    %c_16 = stablehlo.constant dense<4> : tensor<i32>
    %53 = call @floor_divide_20(%52, %c_16) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_17 = stablehlo.constant dense<3> : tensor<i32>
    %54 = call @remainder_22(%53, %c_17) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_18 = stablehlo.constant dense<1> : tensor<i32>
    %55 = call @floor_divide_20(%52, %c_18) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %c_19 = stablehlo.constant dense<4> : tensor<i32>
    %56 = call @remainder_22(%55, %c_19) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    %57 = stablehlo.iota dim = 0 : tensor<5xi32>
    %58 = stablehlo.convert %40 : (tensor<3x4xi1>) -> tensor<3x4xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.reduce(%58 init: %c_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xi32>, tensor<i32>) -> tensor<i32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %61 = stablehlo.compare GE, %57, %60, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_21 = stablehlo.constant dense<-1> : tensor<i32>
    %62 = call @_where_23(%61, %c_21, %54) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %c_22 = stablehlo.constant dense<-1> : tensor<i32>
    %63 = call @_where_23(%61, %c_22, %56) : (tensor<5xi1>, tensor<i32>, tensor<5xi32>) -> tensor<5xi32>
    %64 = call @atleast_2d_24(%62) : (tensor<5xi32>) -> tensor<1x5xi32>
    %65 = call @atleast_2d_24(%63) : (tensor<5xi32>) -> tensor<1x5xi32>
    %66 = stablehlo.concatenate %64, %65, dim = 0 : (tensor<1x5xi32>, tensor<1x5xi32>) -> tensor<2x5xi32>
    %67 = stablehlo.transpose %66, dims = [1, 0] : (tensor<2x5xi32>) -> tensor<5x2xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %69 = call @clip(%arg5, %c_24) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %71 = stablehlo.compare LT, %69, %70, SIGNED : (tensor<12xi32>, tensor<12xi32>) -> tensor<12xi1>
    %c_26 = stablehlo.constant dense<8> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %73 = stablehlo.add %69, %72 : tensor<12xi32>
    %74 = stablehlo.select %71, %73, %69 : tensor<12xi1>, tensor<12xi32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %77 = "stablehlo.scatter"(%68, %75, %76) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>):
      %86 = stablehlo.add %arg7, %arg8 : tensor<i32>
      stablehlo.return %86 : tensor<i32>
    }) : (tensor<8xi32>, tensor<12x1xi32>, tensor<12xi32>) -> tensor<8xi32>
    %78 = call @_in1d(%arg5, %c) : (tensor<12xi32>, tensor<3xi32>) -> tensor<12xi1>
    %79 = call @trapezoid(%arg2, %arg1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<f32>
    %80 = stablehlo.slice %arg6 [0:3, 0:3] : (tensor<6x3xf32>) -> tensor<3x3xf32>
    %81 = call @tril(%80) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %82 = stablehlo.slice %arg6 [0:3, 0:3] : (tensor<6x3xf32>) -> tensor<3x3xf32>
    %83 = call @triu(%82) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %84 = call @diff_25(%arg3) : (tensor<10xf32>) -> tensor<8xf32>
    %85 = call @ediff1d(%arg3) : (tensor<10xf32>) -> tensor<9xf32>
    return %22, %23, %24, %25, %26, %29, %32, %34, %36, %21, %67, %77, %78, %79, %81, %83, %84, %85 : tensor<7xf32>, tensor<12xf32>, tensor<10xf32>, tensor<8xf32>, tensor<7xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<6xi32>, tensor<5x2xi32>, tensor<8xi32>, tensor<12xi1>, tensor<f32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<8xf32>, tensor<9xf32>
  }
  func.func private @cumsum(%arg0: tensor<12xi1>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<12xi1>) -> tensor<12xi32>
    %1 = call @cumsum_0(%0) : (tensor<12xi32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<12xi32>) -> tensor<12xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[11, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 12>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<12xi32>, tensor<i32>) -> tensor<12xi32>
    return %1 : tensor<12xi32>
  }
  func.func private @clip(%arg0: tensor<12xi32>, %arg1: tensor<i32>) -> tensor<12xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<12xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %0 = call @cumsum_2(%arg0) : (tensor<6xi32>) -> tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<6xi32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<6xi32>, tensor<i32>) -> tensor<6xi32>
    return %1 : tensor<6xi32>
  }
  func.func private @floor_divide(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<6xi32>
    %2 = stablehlo.sign %arg0 : tensor<6xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<6xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %10 = stablehlo.and %5, %9 : tensor<6xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<6xi32>
    %13 = call @_where(%10, %12, %1) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    return %13 : tensor<6xi32>
  }
  func.func private @_where(%arg0: tensor<6xi1>, %arg1: tensor<6xi32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %0 : tensor<6xi32>
  }
  func.func private @remainder(%arg0: tensor<6xi32>, %arg1: tensor<i32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<6xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<6xi1>, tensor<6xi1>) -> tensor<6xi1>
    %12 = stablehlo.and %11, %6 : tensor<6xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.add %4, %13 : tensor<6xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<6xi1>, tensor<6xi32>
    return %15 : tensor<6xi32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<6xi1>, %arg1: tensor<i32>, %arg2: tensor<6xi32>) -> tensor<6xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<6xi1>, tensor<6xi32>
    return %2 : tensor<6xi32>
  }
  func.func private @_interp(%arg0: tensor<7xf32>, %arg1: tensor<6xf32>, %arg2: tensor<6xf32>) -> tensor<7xf32> {
    %0 = call @searchsorted(%arg1, %arg0) : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<5> : tensor<i32>
    %1 = call @clip_7(%0, %c, %c_0) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_2 = stablehlo.constant dense<6> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %5 = stablehlo.add %1, %4 : tensor<7xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<7xi1>, tensor<7xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %10 = stablehlo.subtract %1, %9 : tensor<7xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_5 = stablehlo.constant dense<6> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %14 = stablehlo.add %10, %13 : tensor<7xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<7xi1>, tensor<7xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %17 = "stablehlo.gather"(%arg2, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %18 = stablehlo.subtract %8, %17 : tensor<7xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %20 = stablehlo.compare LT, %1, %19, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_7 = stablehlo.constant dense<6> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %22 = stablehlo.add %1, %21 : tensor<7xi32>
    %23 = stablehlo.select %20, %22, %1 : tensor<7xi1>, tensor<7xi32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %25 = "stablehlo.gather"(%arg1, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_8 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %27 = stablehlo.subtract %1, %26 : tensor<7xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %29 = stablehlo.compare LT, %27, %28, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_10 = stablehlo.constant dense<6> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %31 = stablehlo.add %27, %30 : tensor<7xi32>
    %32 = stablehlo.select %29, %31, %27 : tensor<7xi1>, tensor<7xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %34 = "stablehlo.gather"(%arg1, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %35 = stablehlo.subtract %25, %34 : tensor<7xf32>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %37 = stablehlo.subtract %1, %36 : tensor<7xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %38 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %39 = stablehlo.compare LT, %37, %38, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_13 = stablehlo.constant dense<6> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %41 = stablehlo.add %37, %40 : tensor<7xi32>
    %42 = stablehlo.select %39, %41, %37 : tensor<7xi1>, tensor<7xi32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %44 = "stablehlo.gather"(%arg1, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %45 = stablehlo.subtract %arg0, %44 : tensor<7xf32>
    %46 = stablehlo.abs %35 : tensor<7xf32>
    %cst = stablehlo.constant dense<1.42108547E-14> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %48 = stablehlo.compare LE, %46, %47, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %c_14 = stablehlo.constant dense<1> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %50 = stablehlo.subtract %1, %49 : tensor<7xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %52 = stablehlo.compare LT, %50, %51, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_16 = stablehlo.constant dense<6> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %54 = stablehlo.add %50, %53 : tensor<7xi32>
    %55 = stablehlo.select %52, %54, %50 : tensor<7xi1>, tensor<7xi32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %57 = "stablehlo.gather"(%arg2, %56) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %59 = stablehlo.subtract %1, %58 : tensor<7xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %61 = stablehlo.compare LT, %59, %60, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
    %c_19 = stablehlo.constant dense<6> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %63 = stablehlo.add %59, %62 : tensor<7xi32>
    %64 = stablehlo.select %61, %63, %59 : tensor<7xi1>, tensor<7xi32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
    %66 = "stablehlo.gather"(%arg2, %65) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xi32>) -> tensor<7xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %67 = call @_where_8(%48, %c_20, %35) : (tensor<7xi1>, tensor<i32>, tensor<7xf32>) -> tensor<7xf32>
    %68 = stablehlo.divide %45, %67 : tensor<7xf32>
    %69 = stablehlo.multiply %68, %18 : tensor<7xf32>
    %70 = stablehlo.add %66, %69 : tensor<7xf32>
    %71 = call @_where_9(%48, %57, %70) : (tensor<7xi1>, tensor<7xf32>, tensor<7xf32>) -> tensor<7xf32>
    %72 = stablehlo.slice %arg2 [0:1] : (tensor<6xf32>) -> tensor<1xf32>
    %73 = stablehlo.reshape %72 : (tensor<1xf32>) -> tensor<f32>
    %74 = stablehlo.slice %arg1 [0:1] : (tensor<6xf32>) -> tensor<1xf32>
    %75 = stablehlo.reshape %74 : (tensor<1xf32>) -> tensor<f32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %77 = stablehlo.compare LT, %arg0, %76, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %78 = call @_where_10(%77, %73, %71) : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    %79 = stablehlo.slice %arg2 [5:6] : (tensor<6xf32>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = stablehlo.slice %arg1 [5:6] : (tensor<6xf32>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %84 = stablehlo.compare GT, %arg0, %83, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %85 = call @_where_10(%84, %80, %78) : (tensor<7xi1>, tensor<f32>, tensor<7xf32>) -> tensor<7xf32>
    return %85 : tensor<7xf32>
  }
  func.func private @searchsorted(%arg0: tensor<6xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = call @_searchsorted_scan_impl(%arg0, %arg1) : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @_searchsorted_scan_impl(%arg0: tensor<6xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %0 = call @_searchsorted_scan_impl_5(%arg0, %arg1) : (tensor<6xf32>, tensor<7xf32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @_searchsorted_scan_impl_5(%arg0: tensor<6xf32>, %arg1: tensor<7xf32>) -> tensor<7xi32> {
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %c_0 = stablehlo.constant dense<6> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %c_1, %iterArg_4 = %0, %iterArg_5 = %1) : tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>
    cond {
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %4:2 = func.call @closed_call(%iterArg, %iterArg_2, %iterArg_4, %iterArg_5) : (tensor<6xf32>, tensor<7xf32>, tensor<7xui32>, tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>)
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %5 = stablehlo.add %iterArg_3, %c_6 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_2, %5, %4#0, %4#1 : tensor<6xf32>, tensor<7xf32>, tensor<i32>, tensor<7xui32>, tensor<7xui32>
    }
    %3 = stablehlo.convert %2#4 : (tensor<7xui32>) -> tensor<7xi32>
    return %3 : tensor<7xi32>
  }
  func.func private @closed_call(%arg0: tensor<6xf32>, %arg1: tensor<7xf32>, %arg2: tensor<7xui32>, %arg3: tensor<7xui32>) -> (tensor<7xui32>, tensor<7xui32>) {
    %0 = stablehlo.subtract %arg3, %arg2 : tensor<7xui32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = call @floor_divide_6(%0, %c) : (tensor<7xui32>, tensor<i32>) -> tensor<7xui32>
    %2 = stablehlo.add %arg2, %1 : tensor<7xui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<7xui32>) -> tensor<7x1xui32>
    %4 = "stablehlo.gather"(%arg0, %3) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<7x1xui32>) -> tensor<7x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<7x1xf32>) -> tensor<7xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %7 = stablehlo.compare EQ, %arg1, %6, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.select %7, %8, %arg1 : tensor<7xi1>, tensor<7xf32>
    %10 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %12 = stablehlo.select %10, %11, %9 : tensor<7xi1>, tensor<7xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %14 = stablehlo.compare EQ, %5, %13, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %16 = stablehlo.select %14, %15, %5 : tensor<7xi1>, tensor<7xf32>
    %17 = stablehlo.compare NE, %5, %5, FLOAT : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %19 = stablehlo.select %17, %18, %16 : tensor<7xi1>, tensor<7xf32>
    %20 = stablehlo.compare LT, %12, %19, TOTALORDER : (tensor<7xf32>, tensor<7xf32>) -> tensor<7xi1>
    %21 = stablehlo.select %20, %arg2, %2 : tensor<7xi1>, tensor<7xui32>
    %22 = stablehlo.select %20, %2, %arg3 : tensor<7xi1>, tensor<7xui32>
    return %21, %22 : tensor<7xui32>, tensor<7xui32>
  }
  func.func private @floor_divide_6(%arg0: tensor<7xui32>, %arg1: tensor<i32>) -> tensor<7xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<7xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<7xui32>
    return %2 : tensor<7xui32>
  }
  func.func private @clip_7(%arg0: tensor<7xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<7xi32>
    %3 = stablehlo.convert %arg2 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %5 = stablehlo.minimum %4, %2 : tensor<7xi32>
    return %5 : tensor<7xi32>
  }
  func.func private @_where_8(%arg0: tensor<7xi1>, %arg1: tensor<i32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %2 : tensor<7xf32>
  }
  func.func private @_where_9(%arg0: tensor<7xi1>, %arg1: tensor<7xf32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @_where_10(%arg0: tensor<7xi1>, %arg1: tensor<f32>, %arg2: tensor<7xf32>) -> tensor<7xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<7xi1>, tensor<7xf32>
    return %1 : tensor<7xf32>
  }
  func.func private @convolve(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>) -> tensor<12xf32> {
    %0 = call @_conv(%arg0, %arg1) : (tensor<10xf32>, tensor<3xf32>) -> tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_conv(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>) -> tensor<12xf32> {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<10xf32>) -> tensor<1x1x10xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[2, 2]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x10xf32>, tensor<1x1x3xf32>) -> tensor<1x1x12xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x12xf32>) -> tensor<12xf32>
    return %4 : tensor<12xf32>
  }
  func.func private @_flip(%arg0: tensor<3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @convolve_11(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>) -> tensor<10xf32> {
    %0 = call @_conv_12(%arg0, %arg1) : (tensor<10xf32>, tensor<3xf32>) -> tensor<10xf32>
    return %0 : tensor<10xf32>
  }
  func.func private @_conv_12(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>) -> tensor<10xf32> {
    %0 = call @_flip(%arg1) : (tensor<3xf32>) -> tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<10xf32>) -> tensor<1x1x10xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %3 = stablehlo.convolution(%1, %2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x10xf32>, tensor<1x1x3xf32>) -> tensor<1x1x10xf32>
    %4 = stablehlo.reshape %3 : (tensor<1x1x10xf32>) -> tensor<10xf32>
    return %4 : tensor<10xf32>
  }
  func.func private @correlate(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>) -> tensor<8xf32> {
    %0 = call @_conv_13(%arg0, %arg1) : (tensor<10xf32>, tensor<3xf32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_conv_13(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<10xf32>) -> tensor<1x1x10xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<3xf32>) -> tensor<1x1x3xf32>
    %2 = stablehlo.convolution(%0, %1) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]} : (tensor<1x1x10xf32>, tensor<1x1x3xf32>) -> tensor<1x1x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x1x8xf32>) -> tensor<8xf32>
    return %3 : tensor<8xf32>
  }
  func.func private @polyval(%arg0: tensor<3xf32>, %arg1: tensor<7xf32>) -> tensor<7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<3xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:3] : (tensor<3xf32>) -> tensor<3xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_14(%arg1, %0, %4) : (tensor<7xf32>, tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<3xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_14(%arg1, %5, %7) : (tensor<7xf32>, tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<3xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_14(%arg1, %8, %10) : (tensor<7xf32>, tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
    return %11 : tensor<7xf32>
  }
  func.func private @closed_call_14(%arg0: tensor<7xf32>, %arg1: tensor<7xf32>, %arg2: tensor<f32>) -> tensor<7xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<7xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<7xf32>
    %2 = stablehlo.add %0, %1 : tensor<7xf32>
    return %2 : tensor<7xf32>
  }
  func.func private @kron(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x1x2x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2x2xf32>) -> tensor<1x2x1x2xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<2x1x2x1xf32>) -> tensor<2x2x2x2xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x2x1x2xf32>) -> tensor<2x2x2x2xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x2x2x2xf32>
    %5 = stablehlo.reshape %4 : (tensor<2x2x2x2xf32>) -> tensor<4x4xf32>
    return %5 : tensor<4x4xf32>
  }
  func.func private @cross(%arg0: tensor<3x3xf32>, %arg1: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xf32>) -> tensor<3xf32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xf32>) -> tensor<3xf32>
    %4 = stablehlo.slice %arg0 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xf32>) -> tensor<3xf32>
    %6 = stablehlo.slice %arg1 [0:3, 0:1] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %7 = stablehlo.reshape %6 : (tensor<3x1xf32>) -> tensor<3xf32>
    %8 = stablehlo.slice %arg1 [0:3, 1:2] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %9 = stablehlo.reshape %8 : (tensor<3x1xf32>) -> tensor<3xf32>
    %10 = stablehlo.slice %arg1 [0:3, 2:3] : (tensor<3x3xf32>) -> tensor<3x1xf32>
    %11 = stablehlo.reshape %10 : (tensor<3x1xf32>) -> tensor<3xf32>
    %12 = stablehlo.multiply %3, %11 : tensor<3xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<3xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<3xf32>
    %15 = stablehlo.multiply %5, %7 : tensor<3xf32>
    %16 = stablehlo.multiply %1, %11 : tensor<3xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<3xf32>
    %18 = stablehlo.multiply %1, %9 : tensor<3xf32>
    %19 = stablehlo.multiply %3, %7 : tensor<3xf32>
    %20 = stablehlo.subtract %18, %19 : tensor<3xf32>
    %21 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.broadcast_in_dim %20, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %24 = stablehlo.concatenate %21, %22, %23, dim = 0 : (tensor<1x3xf32>, tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<3x3xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    return %25 : tensor<3x3xf32>
  }
  func.func private @cov(%arg0: tensor<3x6xf32>) -> tensor<3x3xf32> {
    %0 = call @atleast_2d(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<3x6xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
    %11 = stablehlo.dot_general %9, %10, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6xf32>, tensor<6x3xf32>) -> tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %13 = stablehlo.divide %11, %12 : tensor<3x3xf32>
    return %13 : tensor<3x3xf32>
  }
  func.func private @atleast_2d(%arg0: tensor<3x6xf32>) -> tensor<3x6xf32> {
    return %arg0 : tensor<3x6xf32>
  }
  func.func private @corrcoef(%arg0: tensor<3x6xf32>) -> tensor<3x3xf32> {
    %0 = call @cov_15(%arg0) : (tensor<3x6xf32>) -> tensor<3x3xf32>
    %1 = call @_diag(%0) : (tensor<3x3xf32>) -> tensor<3xf32>
    %2 = stablehlo.sqrt %1 : tensor<3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.divide %0, %4 : tensor<3x3xf32>
    %6 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %8 = stablehlo.divide %5, %7 : tensor<3x3xf32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %9 = call @clip_16(%8, %c, %c_0) : (tensor<3x3xf32>, tensor<i32>, tensor<i32>) -> tensor<3x3xf32>
    return %9 : tensor<3x3xf32>
  }
  func.func private @cov_15(%arg0: tensor<3x6xf32>) -> tensor<3x3xf32> {
    %0 = call @atleast_2d(%arg0) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<3xf32>) -> tensor<1xf32>
    %6 = stablehlo.reshape %5 : (tensor<1xf32>) -> tensor<f32>
    %7 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %9 = stablehlo.subtract %0, %8 : tensor<3x6xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<3x6xf32>) -> tensor<6x3xf32>
    %11 = stablehlo.dot_general %9, %10, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x6xf32>, tensor<6x3xf32>) -> tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %13 = stablehlo.divide %11, %12 : tensor<3x3xf32>
    return %13 : tensor<3x3xf32>
  }
  func.func private @_diag(%arg0: tensor<3x3xf32>) -> tensor<3xf32> {
    %0 = call @diagonal(%arg0) : (tensor<3x3xf32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi32>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi32>
      %9 = stablehlo.iota dim = 0 : tensor<3xi32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %13 = stablehlo.add %8, %12 : tensor<3xi32>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i32>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %18 = stablehlo.add %9, %17 : tensor<3xi32>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi32>
      %20 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %22 = stablehlo.concatenate %20, %21, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xf32>, tensor<3x2xi32>) -> tensor<3xf32>
      stablehlo.return %23 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %7 : tensor<3xf32>
  }
  func.func private @clip_16(%arg0: tensor<3x3xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<3x3xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<3x3xf32>
    return %5 : tensor<3x3xf32>
  }
  func.func private @atleast_1d(%arg0: tensor<3x4xi1>) -> tensor<3x4xi1> {
    return %arg0 : tensor<3x4xi1>
  }
  func.func private @cumsum_17(%arg0: tensor<3x4xi1>) -> tensor<12xi32> {
    %0 = stablehlo.reshape %arg0 : (tensor<3x4xi1>) -> tensor<12xi1>
    %1 = stablehlo.convert %0 : (tensor<12xi1>) -> tensor<12xi32>
    %2 = call @cumsum_0(%1) : (tensor<12xi32>) -> tensor<12xi32>
    return %2 : tensor<12xi32>
  }
  func.func private @cumsum_18(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %0 = call @cumsum_19(%arg0) : (tensor<5xi32>) -> tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @cumsum_19(%arg0: tensor<5xi32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[4, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 5>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<5xi32>, tensor<i32>) -> tensor<5xi32>
    return %1 : tensor<5xi32>
  }
  func.func private @floor_divide_20(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<5xi32>
    %2 = stablehlo.sign %arg0 : tensor<5xi32>
    %3 = stablehlo.sign %arg1 : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %5 = stablehlo.compare NE, %2, %4, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %6 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %7 = stablehlo.remainder %arg0, %6 : tensor<5xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %9 = stablehlo.compare NE, %7, %8, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %10 = stablehlo.and %5, %9 : tensor<5xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %12 = stablehlo.subtract %1, %11 : tensor<5xi32>
    %13 = call @_where_21(%10, %12, %1) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    return %13 : tensor<5xi32>
  }
  func.func private @_where_21(%arg0: tensor<5xi1>, %arg1: tensor<5xi32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %0 : tensor<5xi32>
  }
  func.func private @remainder_22(%arg0: tensor<5xi32>, %arg1: tensor<i32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_3(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<5xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<5xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %12 = stablehlo.and %11, %6 : tensor<5xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %14 = stablehlo.add %4, %13 : tensor<5xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<5xi1>, tensor<5xi32>
    return %15 : tensor<5xi32>
  }
  func.func private @_where_23(%arg0: tensor<5xi1>, %arg1: tensor<i32>, %arg2: tensor<5xi32>) -> tensor<5xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<5xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<5xi1>, tensor<5xi32>
    return %2 : tensor<5xi32>
  }
  func.func private @atleast_2d_24(%arg0: tensor<5xi32>) -> tensor<1x5xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<5xi32>) -> tensor<1x5xi32>
    return %0 : tensor<1x5xi32>
  }
  func.func private @_in1d(%arg0: tensor<12xi32>, %arg1: tensor<3xi32>) -> tensor<12xi1> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<12xi32>) -> tensor<12x1xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<12x1xi32>) -> tensor<12x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<12x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<12x3xi32>, tensor<12x3xi32>) -> tensor<12x3xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c) applies stablehlo.or across dimensions = [1] : (tensor<12x3xi1>, tensor<i1>) -> tensor<12xi1>
    return %5 : tensor<12xi1>
  }
  func.func private @trapezoid(%arg0: tensor<6xf32>, %arg1: tensor<6xf32>) -> tensor<f32> {
    %0 = call @diff(%arg1) : (tensor<6xf32>) -> tensor<5xf32>
    %1 = stablehlo.slice %arg0 [1:6] : (tensor<6xf32>) -> tensor<5xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %3 = stablehlo.add %1, %2 : tensor<5xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.multiply %cst_0, %5 : tensor<f32>
    return %6 : tensor<f32>
  }
  func.func private @diff(%arg0: tensor<6xf32>) -> tensor<5xf32> {
    %0 = stablehlo.slice %arg0 [1:6] : (tensor<6xf32>) -> tensor<5xf32>
    %1 = stablehlo.slice %arg0 [0:5] : (tensor<6xf32>) -> tensor<5xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<5xf32>
    return %2 : tensor<5xf32>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
  func.func private @triu(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3xi32>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi32>, tensor<3x3xi32>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
  func.func private @diff_25(%arg0: tensor<10xf32>) -> tensor<8xf32> {
    %0 = stablehlo.slice %arg0 [1:10] : (tensor<10xf32>) -> tensor<9xf32>
    %1 = stablehlo.slice %arg0 [0:9] : (tensor<10xf32>) -> tensor<9xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<9xf32>
    %3 = stablehlo.slice %2 [1:9] : (tensor<9xf32>) -> tensor<8xf32>
    %4 = stablehlo.slice %2 [0:8] : (tensor<9xf32>) -> tensor<8xf32>
    %5 = stablehlo.subtract %3, %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @ediff1d(%arg0: tensor<10xf32>) -> tensor<9xf32> {
    %0 = stablehlo.slice %arg0 [1:10] : (tensor<10xf32>) -> tensor<9xf32>
    %1 = stablehlo.slice %arg0 [0:9] : (tensor<10xf32>) -> tensor<9xf32>
    %2 = stablehlo.subtract %0, %1 : tensor<9xf32>
    return %2 : tensor<9xf32>
  }
}
