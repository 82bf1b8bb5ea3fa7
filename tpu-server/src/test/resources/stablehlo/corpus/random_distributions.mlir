module @jit_random_distributions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<4x3xf32> {jax.result_info = "result[0]"}, tensor<5xf32> {jax.result_info = "result[1]"}, tensor<2x3xf32> {jax.result_info = "result[2]"}, tensor<6xi32> {jax.result_info = "result[3]"}, tensor<9xi32> {jax.result_info = "result[4]"}, tensor<4xi32> {jax.result_info = "result[5]"}, tensor<5xi32> {jax.result_info = "result[6]"}, tensor<3xf32> {jax.result_info = "result[7]"}, tensor<3xf32> {jax.result_info = "result[8]"}, tensor<3xf32> {jax.result_info = "result[9]"}, tensor<3xf32> {jax.result_info = "result[10]"}, tensor<4xi32> {jax.result_info = "result[11]"}) {
    %cst = stablehlo.constant dense<[5.000000e-01, 1.000000e+00, 3.000000e+00]> : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 2.000000e+00, 5.000000e-01]> : tensor<3xf32>
    %0 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<12x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = call @_gamma(%2, %cst) : (tensor<2xui32>, tensor<3xf32>) -> tensor<4x3xf32>
    %4 = stablehlo.slice %0 [1:2, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %6 = call @_beta(%5, %cst_1, %cst_2) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %7 = stablehlo.slice %0 [2:3, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %8 = stablehlo.reshape %7 : (tensor<1x2xui32>) -> tensor<2xui32>
    %9 = call @_dirichlet(%8, %cst_0) : (tensor<2xui32>, tensor<3xf32>) -> tensor<2x3xf32>
    %10 = stablehlo.slice %0 [3:4, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %11 = stablehlo.reshape %10 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.convert %12 : tensor<6xf32>
    %14 = call @_poisson(%11, %13) : (tensor<2xui32>, tensor<6xf32>) -> tensor<6xi32>
    %15 = stablehlo.slice %0 [4:5, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<1x2xui32>) -> tensor<2xui32>
    %17 = stablehlo.iota dim = 0 : tensor<9xi32>
    %18 = call @_shuffle(%16, %17) : (tensor<2xui32>, tensor<9xi32>) -> tensor<9xi32>
    %19 = stablehlo.slice %0 [5:6, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %20 = stablehlo.reshape %19 : (tensor<1x2xui32>) -> tensor<2xui32>
    %21 = stablehlo.iota dim = 0 : tensor<10xi32>
    %22 = call @_shuffle_56(%20, %21) : (tensor<2xui32>, tensor<10xi32>) -> tensor<10xi32>
    %23 = stablehlo.slice %22 [0:4] : (tensor<10xi32>) -> tensor<4xi32>
    %24 = stablehlo.slice %0 [6:7, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %25 = stablehlo.reshape %24 : (tensor<1x2xui32>) -> tensor<2xui32>
    %c = stablehlo.constant dense<-3> : tensor<i32>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %26 = call @_randint(%25, %c, %c_4) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<5xi32>
    %27 = stablehlo.slice %0 [7:8, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %28 = stablehlo.reshape %27 : (tensor<1x2xui32>) -> tensor<2xui32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %29 = call @_t(%28, %cst_5) : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.slice %0 [8:9, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %31 = stablehlo.reshape %30 : (tensor<1x2xui32>) -> tensor<2xui32>
    %32 = call @_laplace(%31) : (tensor<2xui32>) -> tensor<3xf32>
    %33 = stablehlo.slice %0 [9:10, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %34 = stablehlo.reshape %33 : (tensor<1x2xui32>) -> tensor<2xui32>
    %35 = call @_gumbel(%34) : (tensor<2xui32>) -> tensor<3xf32>
    %36 = stablehlo.slice %0 [10:11, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %37 = stablehlo.reshape %36 : (tensor<1x2xui32>) -> tensor<2xui32>
    %38 = call @_exponential_83(%37) : (tensor<2xui32>) -> tensor<3xf32>
    %39 = stablehlo.slice %0 [11:12, 0:2] : (tensor<12x2xui32>) -> tensor<1x2xui32>
    %40 = stablehlo.reshape %39 : (tensor<1x2xui32>) -> tensor<2xui32>
    %41 = call @_rademacher(%40) : (tensor<2xui32>) -> tensor<4xi32>
    return %3, %6, %9, %14, %18, %23, %26, %29, %32, %35, %38, %41 : tensor<4x3xf32>, tensor<5xf32>, tensor<2x3xf32>, tensor<6xi32>, tensor<9xi32>, tensor<4xi32>, tensor<5xi32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xi32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<12x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<12xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<12xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<12xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<12xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<12xui64>
    %9 = stablehlo.convert %6 : (tensor<12xui64>) -> tensor<12xui32>
    %10 = stablehlo.convert %8 : (tensor<12xui64>) -> tensor<12xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<12xui32>, tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<12x1xui32>, tensor<12x1xui32>) -> tensor<12x2xui32>
    return %14 : tensor<12x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>) -> (tensor<12xui32>, tensor<12xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<12xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<12xui32>, tensor<12xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<12xui32>, %arg2: tensor<12xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<12xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<12xui32>
    %9 = stablehlo.or %5, %8 : tensor<12xui32>
    %10 = stablehlo.xor %3, %9 : tensor<12xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<12xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<12xui32>
    %19 = stablehlo.or %15, %18 : tensor<12xui32>
    %20 = stablehlo.xor %13, %19 : tensor<12xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<12xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<12xui32>
    %29 = stablehlo.or %25, %28 : tensor<12xui32>
    %30 = stablehlo.xor %23, %29 : tensor<12xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<12xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<12xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<12xui32>
    %39 = stablehlo.or %35, %38 : tensor<12xui32>
    %40 = stablehlo.xor %33, %39 : tensor<12xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %42 = stablehlo.add %33, %41 : tensor<12xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %44 = stablehlo.add %40, %43 : tensor<12xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %48 = stablehlo.add %44, %47 : tensor<12xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_gamma(%arg0: tensor<2xui32>, %arg1: tensor<3xf32>) -> tensor<4x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<4x3xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split_0(%1) : (tensor<1x2xui32>) -> tensor<1x12x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x12x2xui32>) -> tensor<12x2xui32>
    %4 = stablehlo.reshape %0 : (tensor<4x3xf32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %6 = stablehlo.compare GE, %4, %5, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %8 = stablehlo.add %4, %7 : tensor<12xf32>
    %9 = stablehlo.select %6, %4, %8 : tensor<12xi1>, tensor<12xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<12xf32>
    %12 = stablehlo.sqrt %11 : tensor<12xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.divide %13, %12 : tensor<12xf32>
    %15 = call @_threefry_split_3(%3) : (tensor<12x2xui32>) -> tensor<12x2x2xui32>
    %16 = stablehlo.slice %15 [0:12, 0:1, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
    %18 = stablehlo.slice %15 [0:12, 1:2, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
    %19 = stablehlo.reshape %18 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %23:6 = stablehlo.while(%iterArg = %11, %iterArg_11 = %14, %iterArg_12 = %17, %iterArg_13 = %20, %iterArg_14 = %21, %iterArg_15 = %22) : tensor<12xf32>, tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    cond {
      %35 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<12xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %37 = stablehlo.multiply %36, %35 : tensor<12xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %39 = stablehlo.subtract %38, %37 : tensor<12xf32>
      %40 = stablehlo.compare GE, %iterArg_15, %39, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %41 = stablehlo.log %iterArg_15 : tensor<12xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %43 = stablehlo.multiply %iterArg_13, %42 : tensor<12xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %45 = stablehlo.subtract %44, %iterArg_14 : tensor<12xf32>
      %46 = stablehlo.log %iterArg_14 : tensor<12xf32>
      %47 = stablehlo.add %45, %46 : tensor<12xf32>
      %48 = stablehlo.multiply %iterArg, %47 : tensor<12xf32>
      %49 = stablehlo.add %43, %48 : tensor<12xf32>
      %50 = stablehlo.compare GE, %41, %49, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %51 = stablehlo.and %40, %50 : tensor<12xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %52 = stablehlo.reduce(%51 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %52 : tensor<i1>
    } do {
      %35 = func.call @_threefry_split_6(%iterArg_12) : (tensor<12x2xui32>) -> tensor<12x3x2xui32>
      %36 = stablehlo.slice %35 [0:12, 0:1, 0:2] : (tensor<12x3x2xui32>) -> tensor<12x1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
      %38 = stablehlo.slice %35 [0:12, 1:2, 0:2] : (tensor<12x3x2xui32>) -> tensor<12x1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
      %40 = stablehlo.slice %35 [0:12, 2:3, 0:2] : (tensor<12x3x2xui32>) -> tensor<12x1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %44:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %39, %iterArg_26 = %42, %iterArg_27 = %43) : tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %74 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
        %75 = stablehlo.compare LE, %iterArg_27, %74, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %76 = stablehlo.reduce(%75 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<12xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %76 : tensor<i1>
      } do {
        %74 = func.call @_threefry_split_3(%iterArg_25) : (tensor<12x2xui32>) -> tensor<12x2x2xui32>
        %75 = stablehlo.slice %74 [0:12, 0:1, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
        %76 = stablehlo.reshape %75 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
        %77 = stablehlo.slice %74 [0:12, 1:2, 0:2] : (tensor<12x2x2xui32>) -> tensor<12x1x2xui32>
        %78 = stablehlo.reshape %77 : (tensor<12x1x2xui32>) -> tensor<12x2xui32>
        %79 = func.call @_normal(%78) : (tensor<12x2xui32>) -> tensor<12xf32>
        %80 = stablehlo.multiply %79, %iterArg_24 : tensor<12xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<12xf32>
        %82 = stablehlo.add %81, %80 : tensor<12xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %83 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<12xf32>
        %84 = stablehlo.compare LE, %iterArg_27, %83, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
        %85 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<12xi1>) -> tensor<12x2xi1>
        %86 = stablehlo.select %85, %76, %iterArg_25 : tensor<12x2xi1>, tensor<12x2xui32>
        %87 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
        %88 = stablehlo.select %87, %79, %iterArg_26 : tensor<12xi1>, tensor<12xf32>
        %89 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
        %90 = stablehlo.select %89, %82, %iterArg_27 : tensor<12xi1>, tensor<12xf32>
        stablehlo.return %iterArg_24, %86, %88, %90 : tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>
      }
      %45 = stablehlo.multiply %44#2, %44#2 : tensor<12xf32>
      %46 = stablehlo.multiply %44#3, %44#3 : tensor<12xf32>
      %47 = stablehlo.multiply %46, %44#3 : tensor<12xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = func.call @_uniform_11(%41, %cst_18, %cst_19) : (tensor<12x2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
      %49 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<12xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %51 = stablehlo.multiply %50, %49 : tensor<12xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %53 = stablehlo.subtract %52, %51 : tensor<12xf32>
      %54 = stablehlo.compare GE, %iterArg_15, %53, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %55 = stablehlo.log %iterArg_15 : tensor<12xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %57 = stablehlo.multiply %iterArg_13, %56 : tensor<12xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<12xf32>
      %59 = stablehlo.subtract %58, %iterArg_14 : tensor<12xf32>
      %60 = stablehlo.log %iterArg_14 : tensor<12xf32>
      %61 = stablehlo.add %59, %60 : tensor<12xf32>
      %62 = stablehlo.multiply %iterArg, %61 : tensor<12xf32>
      %63 = stablehlo.add %57, %62 : tensor<12xf32>
      %64 = stablehlo.compare GE, %55, %63, FLOAT : (tensor<12xf32>, tensor<12xf32>) -> tensor<12xi1>
      %65 = stablehlo.and %54, %64 : tensor<12xi1>
      %66 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12x2xi1>
      %67 = stablehlo.select %66, %37, %iterArg_12 : tensor<12x2xi1>, tensor<12x2xui32>
      %68 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
      %69 = stablehlo.select %68, %45, %iterArg_13 : tensor<12xi1>, tensor<12xf32>
      %70 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
      %71 = stablehlo.select %70, %47, %iterArg_14 : tensor<12xi1>, tensor<12xf32>
      %72 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<12xi1>) -> tensor<12xi1>
      %73 = stablehlo.select %72, %48, %iterArg_15 : tensor<12xi1>, tensor<12xf32>
      stablehlo.return %iterArg, %iterArg_11, %67, %69, %71, %73 : tensor<12xf32>, tensor<12xf32>, tensor<12x2xui32>, tensor<12xf32>, tensor<12xf32>, tensor<12xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = call @_uniform_11(%19, %cst_6, %cst_7) : (tensor<12x2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<12xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %28 = stablehlo.divide %27, %4 : tensor<12xf32>
    %29 = stablehlo.power %26, %28 : tensor<12xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %31 = stablehlo.select %6, %30, %29 : tensor<12xi1>, tensor<12xf32>
    %32 = stablehlo.multiply %11, %23#4 : tensor<12xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<12xf32>
    %34 = stablehlo.reshape %33 : (tensor<12xf32>) -> tensor<4x3xf32>
    return %34 : tensor<4x3xf32>
  }
  func.func private @_threefry_split_0(%arg0: tensor<1x2xui32>) -> tensor<1x12x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<12xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<12xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<12xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<12xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<12xui64>
    %9 = stablehlo.convert %6 : (tensor<12xui64>) -> tensor<12xui32>
    %10 = stablehlo.convert %8 : (tensor<12xui64>) -> tensor<12xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<12xui32>) -> tensor<1x12xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<12xui32>) -> tensor<1x12xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_1(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x12xui32>, tensor<1x12xui32>) -> (tensor<1x12xui32>, tensor<1x12xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x12xui32>) -> tensor<1x12x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x12xui32>) -> tensor<1x12x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x12x1xui32>, tensor<1x12x1xui32>) -> tensor<1x12x2xui32>
    return %18 : tensor<1x12x2xui32>
  }
  func.func private @threefry2x32_1(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x12xui32>, %arg3: tensor<1x12xui32>) -> (tensor<1x12xui32>, tensor<1x12xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x12xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x12xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_2(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x12xui32>, tensor<1x12xui32>
  }
  func.func private @closed_call_2(%arg0: tensor<i32>, %arg1: tensor<1x12xui32>, %arg2: tensor<1x12xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x12xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x12xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x12xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x12xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x12xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x12xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x12xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x12xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x12xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x12xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x12xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x12xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x12xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x12xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x12xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x12xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x12xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x12xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x12xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x12xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x12xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x12xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x12xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x12xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x12xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x12xui32>, tensor<1x12xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_3(%arg0: tensor<12x2xui32>) -> tensor<12x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<12x1xui32>) -> tensor<12xui32>
    %2 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %15:2 = call @threefry2x32_4(%13, %14, %11, %12) : (tensor<12x1xui32>, tensor<12x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<12x2xui32>, tensor<12x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<12x2xui32>) -> tensor<12x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<12x2xui32>) -> tensor<12x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<12x2x1xui32>, tensor<12x2x1xui32>) -> tensor<12x2x2xui32>
    return %18 : tensor<12x2x2xui32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<12x1xui32>, %arg1: tensor<12x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<12x2xui32>, tensor<12x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<12x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<12x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<12x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<12x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<12x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<12x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<12x2xui32>, tensor<12x2xui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<12x2xui32>, %arg2: tensor<12x2xui32>, %arg3: tensor<12x1xui32>, %arg4: tensor<12x1xui32>, %arg5: tensor<12x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<12x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<12x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<12x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<12x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<12x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<12x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<12x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<12x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<12x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<12x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<12x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<12x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<12x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<12x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<12x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<12x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<12x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<12x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<12x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<12x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<12x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<12x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<12x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<12x2xui32>, tensor<12x2xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_6(%arg0: tensor<12x2xui32>) -> tensor<12x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<12x1xui32>) -> tensor<12xui32>
    %2 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<12xui32>) -> tensor<12x1xui32>
    %15:2 = call @threefry2x32_7(%13, %14, %11, %12) : (tensor<12x1xui32>, tensor<12x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<12x3xui32>, tensor<12x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<12x3xui32>) -> tensor<12x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<12x3xui32>) -> tensor<12x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<12x3x1xui32>, tensor<12x3x1xui32>) -> tensor<12x3x2xui32>
    return %18 : tensor<12x3x2xui32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<12x1xui32>, %arg1: tensor<12x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<12x3xui32>, tensor<12x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<12x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<12x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<12x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<12x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<12x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<12x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_8(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<12x3xui32>, tensor<12x3xui32>
  }
  func.func private @closed_call_8(%arg0: tensor<i32>, %arg1: tensor<12x3xui32>, %arg2: tensor<12x3xui32>, %arg3: tensor<12x1xui32>, %arg4: tensor<12x1xui32>, %arg5: tensor<12x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<12x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<12x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<12x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<12x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<12x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<12x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<12x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<12x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<12x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<12x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<12x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<12x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<12x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<12x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<12x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<12x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<12x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<12x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<12x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<12x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<12x1xui32>) -> tensor<12x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<12x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<12x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<12x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<12x3xui32>, tensor<12x3xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<12x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<12x2xui32>) -> tensor<12xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<12x2xui32>) -> tensor<12xf32>
    return %0 : tensor<12xf32>
  }
  func.func private @_normal_real(%arg0: tensor<12x2xui32>) -> tensor<12xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<12x2xui32>, tensor<f32>, tensor<f32>) -> tensor<12xf32>
    %1 = chlo.erf_inv %0 : tensor<12xf32> -> tensor<12xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<12xf32>
    return %3 : tensor<12xf32>
  }
  func.func private @_uniform(%arg0: tensor<12x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<12x1xui32>) -> tensor<12xui32>
    %2 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_9(%1, %3, %c, %c_0) : (tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<12xui32>, tensor<12xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %9 = stablehlo.or %7, %8 : tensor<12xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<12xui32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<12xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<12xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.add %15, %16 : tensor<12xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<12xf32>
    return %19 : tensor<12xf32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<12xui32>, %arg1: tensor<12xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<12xui32>, tensor<12xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %2 = stablehlo.xor %0, %1 : tensor<12xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<12xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<12xui32>, tensor<12xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<12xui32>, %arg2: tensor<12xui32>, %arg3: tensor<12xui32>, %arg4: tensor<12xui32>, %arg5: tensor<12xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<12xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<12xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<12xui32>
    %9 = stablehlo.or %5, %8 : tensor<12xui32>
    %10 = stablehlo.xor %3, %9 : tensor<12xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<12xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<12xui32>
    %19 = stablehlo.or %15, %18 : tensor<12xui32>
    %20 = stablehlo.xor %13, %19 : tensor<12xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<12xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<12xui32>
    %29 = stablehlo.or %25, %28 : tensor<12xui32>
    %30 = stablehlo.xor %23, %29 : tensor<12xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<12xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<12xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<12xui32>
    %39 = stablehlo.or %35, %38 : tensor<12xui32>
    %40 = stablehlo.xor %33, %39 : tensor<12xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<12xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<12xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %46 = stablehlo.add %42, %45 : tensor<12xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<12xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_11(%arg0: tensor<12x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<12xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:12, 0:1] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<12x1xui32>) -> tensor<12xui32>
    %4 = stablehlo.slice %arg0 [0:12, 1:2] : (tensor<12x2xui32>) -> tensor<12x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<12x1xui32>) -> tensor<12xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_9(%3, %5, %c, %c_0) : (tensor<12xui32>, tensor<12xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<12xui32>, tensor<12xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<12xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<12xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<12xui32>
    %11 = stablehlo.or %9, %10 : tensor<12xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<12xui32>) -> tensor<12xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<12xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<12xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %19 = stablehlo.add %17, %18 : tensor<12xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<12xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<12xf32>
    return %21 : tensor<12xf32>
  }
  func.func private @_beta(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = call @_threefry_split_12(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %3 = stablehlo.slice %2 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %2 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %6 = stablehlo.reshape %5 : (tensor<1x2xui32>) -> tensor<2xui32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %8 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = call @_gamma_15(%4, %7) : (tensor<2xui32>, tensor<5xf32>) -> tensor<5xf32>
    %10 = call @_gamma_15(%6, %8) : (tensor<2xui32>, tensor<5xf32>) -> tensor<5xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<5xf32>
    %12 = stablehlo.subtract %9, %11 : tensor<5xf32>
    %13 = stablehlo.exponential %12 : tensor<5xf32>
    %14 = stablehlo.subtract %10, %11 : tensor<5xf32>
    %15 = stablehlo.exponential %14 : tensor<5xf32>
    %16 = stablehlo.add %13, %15 : tensor<5xf32>
    %17 = stablehlo.divide %13, %16 : tensor<5xf32>
    return %17 : tensor<5xf32>
  }
  func.func private @_threefry_split_12(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32_13(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32_13(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_14(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call_14(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_gamma_15(%arg0: tensor<2xui32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
    %0 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %1 = call @_threefry_split_16(%0) : (tensor<1x2xui32>) -> tensor<1x5x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x5x2xui32>) -> tensor<5x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %4 = stablehlo.compare GE, %arg1, %3, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %6 = stablehlo.add %arg1, %5 : tensor<5xf32>
    %7 = stablehlo.select %4, %arg1, %6 : tensor<5xi1>, tensor<5xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<5xf32>
    %10 = stablehlo.sqrt %9 : tensor<5xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.divide %11, %10 : tensor<5xf32>
    %13 = call @_threefry_split_19(%2) : (tensor<5x2xui32>) -> tensor<5x2x2xui32>
    %14 = stablehlo.slice %13 [0:5, 0:1, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
    %15 = stablehlo.reshape %14 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
    %16 = stablehlo.slice %13 [0:5, 1:2, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21:6 = stablehlo.while(%iterArg = %9, %iterArg_9 = %12, %iterArg_10 = %15, %iterArg_11 = %18, %iterArg_12 = %19, %iterArg_13 = %20) : tensor<5xf32>, tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    cond {
      %36 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<5xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %38 = stablehlo.multiply %37, %36 : tensor<5xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %40 = stablehlo.subtract %39, %38 : tensor<5xf32>
      %41 = stablehlo.compare GE, %iterArg_13, %40, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %42 = stablehlo.log %iterArg_13 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %44 = stablehlo.multiply %iterArg_11, %43 : tensor<5xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %46 = stablehlo.subtract %45, %iterArg_12 : tensor<5xf32>
      %47 = stablehlo.log %iterArg_12 : tensor<5xf32>
      %48 = stablehlo.add %46, %47 : tensor<5xf32>
      %49 = stablehlo.multiply %iterArg, %48 : tensor<5xf32>
      %50 = stablehlo.add %44, %49 : tensor<5xf32>
      %51 = stablehlo.compare GE, %42, %50, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %52 = stablehlo.and %41, %51 : tensor<5xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %53 = stablehlo.reduce(%52 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %53 : tensor<i1>
    } do {
      %36 = func.call @_threefry_split_22(%iterArg_10) : (tensor<5x2xui32>) -> tensor<5x3x2xui32>
      %37 = stablehlo.slice %36 [0:5, 0:1, 0:2] : (tensor<5x3x2xui32>) -> tensor<5x1x2xui32>
      %38 = stablehlo.reshape %37 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
      %39 = stablehlo.slice %36 [0:5, 1:2, 0:2] : (tensor<5x3x2xui32>) -> tensor<5x1x2xui32>
      %40 = stablehlo.reshape %39 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
      %41 = stablehlo.slice %36 [0:5, 2:3, 0:2] : (tensor<5x3x2xui32>) -> tensor<5x1x2xui32>
      %42 = stablehlo.reshape %41 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %45:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %40, %iterArg_24 = %43, %iterArg_25 = %44) : tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %75 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5xf32>
        %76 = stablehlo.compare LE, %iterArg_25, %75, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %77 = stablehlo.reduce(%76 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %77 : tensor<i1>
      } do {
        %75 = func.call @_threefry_split_19(%iterArg_23) : (tensor<5x2xui32>) -> tensor<5x2x2xui32>
        %76 = stablehlo.slice %75 [0:5, 0:1, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
        %77 = stablehlo.reshape %76 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
        %78 = stablehlo.slice %75 [0:5, 1:2, 0:2] : (tensor<5x2x2xui32>) -> tensor<5x1x2xui32>
        %79 = stablehlo.reshape %78 : (tensor<5x1x2xui32>) -> tensor<5x2xui32>
        %80 = func.call @_normal_25(%79) : (tensor<5x2xui32>) -> tensor<5xf32>
        %81 = stablehlo.multiply %80, %iterArg_22 : tensor<5xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %82 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<5xf32>
        %83 = stablehlo.add %82, %81 : tensor<5xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %84 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<5xf32>
        %85 = stablehlo.compare LE, %iterArg_25, %84, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
        %86 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<5xi1>) -> tensor<5x2xi1>
        %87 = stablehlo.select %86, %77, %iterArg_23 : tensor<5x2xi1>, tensor<5x2xui32>
        %88 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
        %89 = stablehlo.select %88, %80, %iterArg_24 : tensor<5xi1>, tensor<5xf32>
        %90 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
        %91 = stablehlo.select %90, %83, %iterArg_25 : tensor<5xi1>, tensor<5xf32>
        stablehlo.return %iterArg_22, %87, %89, %91 : tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>
      }
      %46 = stablehlo.multiply %45#2, %45#2 : tensor<5xf32>
      %47 = stablehlo.multiply %45#3, %45#3 : tensor<5xf32>
      %48 = stablehlo.multiply %47, %45#3 : tensor<5xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %49 = func.call @_uniform_30(%42, %cst_16, %cst_17) : (tensor<5x2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %50 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<5xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %52 = stablehlo.multiply %51, %50 : tensor<5xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %54 = stablehlo.subtract %53, %52 : tensor<5xf32>
      %55 = stablehlo.compare GE, %iterArg_13, %54, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %56 = stablehlo.log %iterArg_13 : tensor<5xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %58 = stablehlo.multiply %iterArg_11, %57 : tensor<5xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<5xf32>
      %60 = stablehlo.subtract %59, %iterArg_12 : tensor<5xf32>
      %61 = stablehlo.log %iterArg_12 : tensor<5xf32>
      %62 = stablehlo.add %60, %61 : tensor<5xf32>
      %63 = stablehlo.multiply %iterArg, %62 : tensor<5xf32>
      %64 = stablehlo.add %58, %63 : tensor<5xf32>
      %65 = stablehlo.compare GE, %56, %64, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %66 = stablehlo.and %55, %65 : tensor<5xi1>
      %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5x2xi1>
      %68 = stablehlo.select %67, %38, %iterArg_10 : tensor<5x2xi1>, tensor<5x2xui32>
      %69 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
      %70 = stablehlo.select %69, %46, %iterArg_11 : tensor<5xi1>, tensor<5xf32>
      %71 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
      %72 = stablehlo.select %71, %48, %iterArg_12 : tensor<5xi1>, tensor<5xf32>
      %73 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<5xi1>) -> tensor<5xi1>
      %74 = stablehlo.select %73, %49, %iterArg_13 : tensor<5xi1>, tensor<5xf32>
      stablehlo.return %iterArg, %iterArg_9, %68, %70, %72, %74 : tensor<5xf32>, tensor<5xf32>, tensor<5x2xui32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>
    }
    %22 = call @_exponential(%17) : (tensor<5x2xui32>) -> tensor<5xf32>
    %23 = stablehlo.negate %22 : tensor<5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %25 = stablehlo.compare EQ, %23, %24, FLOAT : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %26 = stablehlo.or %4, %25 : tensor<5xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %28 = stablehlo.divide %27, %arg1 : tensor<5xf32>
    %29 = stablehlo.multiply %23, %28 : tensor<5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %31 = stablehlo.select %26, %30, %29 : tensor<5xi1>, tensor<5xf32>
    %32 = stablehlo.log %9 : tensor<5xf32>
    %33 = stablehlo.log %21#4 : tensor<5xf32>
    %34 = stablehlo.add %32, %33 : tensor<5xf32>
    %35 = stablehlo.add %34, %31 : tensor<5xf32>
    return %35 : tensor<5xf32>
  }
  func.func private @_threefry_split_16(%arg0: tensor<1x2xui32>) -> tensor<1x5x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<5xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<5xui64>
    %9 = stablehlo.convert %6 : (tensor<5xui64>) -> tensor<5xui32>
    %10 = stablehlo.convert %8 : (tensor<5xui64>) -> tensor<5xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<5xui32>) -> tensor<1x5xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<5xui32>) -> tensor<1x5xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_17(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x5xui32>, tensor<1x5xui32>) -> (tensor<1x5xui32>, tensor<1x5xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x5xui32>) -> tensor<1x5x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x5xui32>) -> tensor<1x5x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x5x1xui32>, tensor<1x5x1xui32>) -> tensor<1x5x2xui32>
    return %18 : tensor<1x5x2xui32>
  }
  func.func private @threefry2x32_17(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x5xui32>, %arg3: tensor<1x5xui32>) -> (tensor<1x5xui32>, tensor<1x5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x5xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_18(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x5xui32>, tensor<1x5xui32>
  }
  func.func private @closed_call_18(%arg0: tensor<i32>, %arg1: tensor<1x5xui32>, %arg2: tensor<1x5xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x5xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x5xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x5xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x5xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x5xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x5xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x5xui32>, tensor<1x5xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_19(%arg0: tensor<5x2xui32>) -> tensor<5x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xui32>) -> tensor<5xui32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %15:2 = call @threefry2x32_20(%13, %14, %11, %12) : (tensor<5x1xui32>, tensor<5x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<5x2xui32>, tensor<5x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<5x2xui32>) -> tensor<5x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<5x2xui32>) -> tensor<5x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<5x2x1xui32>, tensor<5x2x1xui32>) -> tensor<5x2x2xui32>
    return %18 : tensor<5x2x2xui32>
  }
  func.func private @threefry2x32_20(%arg0: tensor<5x1xui32>, %arg1: tensor<5x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<5x2xui32>, tensor<5x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<5x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<5x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<5x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<5x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<5x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<5x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_21(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<5x2xui32>, tensor<5x2xui32>
  }
  func.func private @closed_call_21(%arg0: tensor<i32>, %arg1: tensor<5x2xui32>, %arg2: tensor<5x2xui32>, %arg3: tensor<5x1xui32>, %arg4: tensor<5x1xui32>, %arg5: tensor<5x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<5x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<5x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<5x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<5x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<5x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<5x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<5x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5x2xui32>, tensor<5x2xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_22(%arg0: tensor<5x2xui32>) -> tensor<5x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xui32>) -> tensor<5xui32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<5xui32>) -> tensor<5x1xui32>
    %15:2 = call @threefry2x32_23(%13, %14, %11, %12) : (tensor<5x1xui32>, tensor<5x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<5x3xui32>, tensor<5x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<5x3xui32>) -> tensor<5x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<5x3xui32>) -> tensor<5x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<5x3x1xui32>, tensor<5x3x1xui32>) -> tensor<5x3x2xui32>
    return %18 : tensor<5x3x2xui32>
  }
  func.func private @threefry2x32_23(%arg0: tensor<5x1xui32>, %arg1: tensor<5x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<5x3xui32>, tensor<5x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<5x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<5x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<5x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<5x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<5x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<5x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_24(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<5x3xui32>, tensor<5x3xui32>
  }
  func.func private @closed_call_24(%arg0: tensor<i32>, %arg1: tensor<5x3xui32>, %arg2: tensor<5x3xui32>, %arg3: tensor<5x1xui32>, %arg4: tensor<5x1xui32>, %arg5: tensor<5x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<5x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<5x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<5x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<5x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<5x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<5x1xui32>) -> tensor<5x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<5x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<5x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5x3xui32>, tensor<5x3xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<5x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_25(%arg0: tensor<5x2xui32>) -> tensor<5xf32> {
    %0 = call @_normal_real_26(%arg0) : (tensor<5x2xui32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func private @_normal_real_26(%arg0: tensor<5x2xui32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_27(%arg0, %cst, %cst_0) : (tensor<5x2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %1 = chlo.erf_inv %0 : tensor<5xf32> -> tensor<5xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<5xf32>
    return %3 : tensor<5xf32>
  }
  func.func private @_uniform_27(%arg0: tensor<5x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<5x1xui32>) -> tensor<5xui32>
    %2 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_28(%1, %3, %c, %c_0) : (tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %9 = stablehlo.or %7, %8 : tensor<5xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<5xui32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<5xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<5xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.add %15, %16 : tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<5xf32>
    return %19 : tensor<5xf32>
  }
  func.func private @threefry2x32_28(%arg0: tensor<5xui32>, %arg1: tensor<5xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %2 = stablehlo.xor %0, %1 : tensor<5xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<5xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_29(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @closed_call_29(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>, %arg4: tensor<5xui32>, %arg5: tensor<5xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xui32>
    %39 = stablehlo.or %35, %38 : tensor<5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<5xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %46 = stablehlo.add %42, %45 : tensor<5xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<5xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_30(%arg0: tensor<5x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:5, 0:1] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<5x1xui32>) -> tensor<5xui32>
    %4 = stablehlo.slice %arg0 [0:5, 1:2] : (tensor<5x2xui32>) -> tensor<5x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<5x1xui32>) -> tensor<5xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_28(%3, %5, %c, %c_0) : (tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %11 = stablehlo.or %9, %10 : tensor<5xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<5xui32>) -> tensor<5xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<5xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<5xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %19 = stablehlo.add %17, %18 : tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<5xf32>
    return %21 : tensor<5xf32>
  }
  func.func private @_exponential(%arg0: tensor<5x2xui32>) -> tensor<5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_30(%arg0, %cst, %cst_0) : (tensor<5x2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.negate %0 : tensor<5xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<5xf32>
    %3 = stablehlo.negate %2 : tensor<5xf32>
    return %3 : tensor<5xf32>
  }
  func.func private @_dirichlet(%arg0: tensor<2xui32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
    %0 = call @_gamma_31(%arg0, %arg1) : (tensor<2xui32>, tensor<3xf32>) -> tensor<2x3xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<2xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<2x3xf32>
    %7 = stablehlo.exponential %6 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %11 = stablehlo.divide %7, %10 : tensor<2x3xf32>
    return %11 : tensor<2x3xf32>
  }
  func.func private @_gamma_31(%arg0: tensor<2xui32>, %arg1: tensor<3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split_32(%1) : (tensor<1x2xui32>) -> tensor<1x6x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x6x2xui32>) -> tensor<6x2xui32>
    %4 = stablehlo.reshape %0 : (tensor<2x3xf32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %6 = stablehlo.compare GE, %4, %5, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %8 = stablehlo.add %4, %7 : tensor<6xf32>
    %9 = stablehlo.select %6, %4, %8 : tensor<6xi1>, tensor<6xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<6xf32>
    %12 = stablehlo.sqrt %11 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %14 = stablehlo.divide %13, %12 : tensor<6xf32>
    %15 = call @_threefry_split_35(%3) : (tensor<6x2xui32>) -> tensor<6x2x2xui32>
    %16 = stablehlo.slice %15 [0:6, 0:1, 0:2] : (tensor<6x2x2xui32>) -> tensor<6x1x2xui32>
    %17 = stablehlo.reshape %16 : (tensor<6x1x2xui32>) -> tensor<6x2xui32>
    %18 = stablehlo.slice %15 [0:6, 1:2, 0:2] : (tensor<6x2x2xui32>) -> tensor<6x1x2xui32>
    %19 = stablehlo.reshape %18 : (tensor<6x1x2xui32>) -> tensor<6x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %23:6 = stablehlo.while(%iterArg = %11, %iterArg_9 = %14, %iterArg_10 = %17, %iterArg_11 = %20, %iterArg_12 = %21, %iterArg_13 = %22) : tensor<6xf32>, tensor<6xf32>, tensor<6x2xui32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    cond {
      %39 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<6xf32>
      %cst_14 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %41 = stablehlo.multiply %40, %39 : tensor<6xf32>
      %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %43 = stablehlo.subtract %42, %41 : tensor<6xf32>
      %44 = stablehlo.compare GE, %iterArg_13, %43, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %45 = stablehlo.log %iterArg_13 : tensor<6xf32>
      %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %47 = stablehlo.multiply %iterArg_11, %46 : tensor<6xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %49 = stablehlo.subtract %48, %iterArg_12 : tensor<6xf32>
      %50 = stablehlo.log %iterArg_12 : tensor<6xf32>
      %51 = stablehlo.add %49, %50 : tensor<6xf32>
      %52 = stablehlo.multiply %iterArg, %51 : tensor<6xf32>
      %53 = stablehlo.add %47, %52 : tensor<6xf32>
      %54 = stablehlo.compare GE, %45, %53, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %55 = stablehlo.and %44, %54 : tensor<6xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %56 = stablehlo.reduce(%55 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %39 = func.call @_threefry_split_38(%iterArg_10) : (tensor<6x2xui32>) -> tensor<6x3x2xui32>
      %40 = stablehlo.slice %39 [0:6, 0:1, 0:2] : (tensor<6x3x2xui32>) -> tensor<6x1x2xui32>
      %41 = stablehlo.reshape %40 : (tensor<6x1x2xui32>) -> tensor<6x2xui32>
      %42 = stablehlo.slice %39 [0:6, 1:2, 0:2] : (tensor<6x3x2xui32>) -> tensor<6x1x2xui32>
      %43 = stablehlo.reshape %42 : (tensor<6x1x2xui32>) -> tensor<6x2xui32>
      %44 = stablehlo.slice %39 [0:6, 2:3, 0:2] : (tensor<6x3x2xui32>) -> tensor<6x1x2xui32>
      %45 = stablehlo.reshape %44 : (tensor<6x1x2xui32>) -> tensor<6x2xui32>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %48:4 = stablehlo.while(%iterArg_22 = %iterArg_9, %iterArg_23 = %43, %iterArg_24 = %46, %iterArg_25 = %47) : tensor<6xf32>, tensor<6x2xui32>, tensor<6xf32>, tensor<6xf32>
      cond {
        %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %78 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6xf32>
        %79 = stablehlo.compare LE, %iterArg_25, %78, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %80 = stablehlo.reduce(%79 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %80 : tensor<i1>
      } do {
        %78 = func.call @_threefry_split_35(%iterArg_23) : (tensor<6x2xui32>) -> tensor<6x2x2xui32>
        %79 = stablehlo.slice %78 [0:6, 0:1, 0:2] : (tensor<6x2x2xui32>) -> tensor<6x1x2xui32>
        %80 = stablehlo.reshape %79 : (tensor<6x1x2xui32>) -> tensor<6x2xui32>
        %81 = stablehlo.slice %78 [0:6, 1:2, 0:2] : (tensor<6x2x2xui32>) -> tensor<6x1x2xui32>
        %82 = stablehlo.reshape %81 : (tensor<6x1x2xui32>) -> tensor<6x2xui32>
        %83 = func.call @_normal_41(%82) : (tensor<6x2xui32>) -> tensor<6xf32>
        %84 = stablehlo.multiply %83, %iterArg_22 : tensor<6xf32>
        %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %85 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6xf32>
        %86 = stablehlo.add %85, %84 : tensor<6xf32>
        %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %87 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<6xf32>
        %88 = stablehlo.compare LE, %iterArg_25, %87, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
        %89 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<6xi1>) -> tensor<6x2xi1>
        %90 = stablehlo.select %89, %80, %iterArg_23 : tensor<6x2xi1>, tensor<6x2xui32>
        %91 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
        %92 = stablehlo.select %91, %83, %iterArg_24 : tensor<6xi1>, tensor<6xf32>
        %93 = stablehlo.broadcast_in_dim %88, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
        %94 = stablehlo.select %93, %86, %iterArg_25 : tensor<6xi1>, tensor<6xf32>
        stablehlo.return %iterArg_22, %90, %92, %94 : tensor<6xf32>, tensor<6x2xui32>, tensor<6xf32>, tensor<6xf32>
      }
      %49 = stablehlo.multiply %48#2, %48#2 : tensor<6xf32>
      %50 = stablehlo.multiply %48#3, %48#3 : tensor<6xf32>
      %51 = stablehlo.multiply %50, %48#3 : tensor<6xf32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %52 = func.call @_uniform_46(%45, %cst_16, %cst_17) : (tensor<6x2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
      %53 = stablehlo.multiply %iterArg_11, %iterArg_11 : tensor<6xf32>
      %cst_18 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %55 = stablehlo.multiply %54, %53 : tensor<6xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %57 = stablehlo.subtract %56, %55 : tensor<6xf32>
      %58 = stablehlo.compare GE, %iterArg_13, %57, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %59 = stablehlo.log %iterArg_13 : tensor<6xf32>
      %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %61 = stablehlo.multiply %iterArg_11, %60 : tensor<6xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %63 = stablehlo.subtract %62, %iterArg_12 : tensor<6xf32>
      %64 = stablehlo.log %iterArg_12 : tensor<6xf32>
      %65 = stablehlo.add %63, %64 : tensor<6xf32>
      %66 = stablehlo.multiply %iterArg, %65 : tensor<6xf32>
      %67 = stablehlo.add %61, %66 : tensor<6xf32>
      %68 = stablehlo.compare GE, %59, %67, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %69 = stablehlo.and %58, %68 : tensor<6xi1>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<6xi1>) -> tensor<6x2xi1>
      %71 = stablehlo.select %70, %41, %iterArg_10 : tensor<6x2xi1>, tensor<6x2xui32>
      %72 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %73 = stablehlo.select %72, %49, %iterArg_11 : tensor<6xi1>, tensor<6xf32>
      %74 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %75 = stablehlo.select %74, %51, %iterArg_12 : tensor<6xi1>, tensor<6xf32>
      %76 = stablehlo.broadcast_in_dim %69, dims = [0] : (tensor<6xi1>) -> tensor<6xi1>
      %77 = stablehlo.select %76, %52, %iterArg_13 : tensor<6xi1>, tensor<6xf32>
      stablehlo.return %iterArg, %iterArg_9, %71, %73, %75, %77 : tensor<6xf32>, tensor<6xf32>, tensor<6x2xui32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
    }
    %24 = call @_exponential_47(%19) : (tensor<6x2xui32>) -> tensor<6xf32>
    %25 = stablehlo.negate %24 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %27 = stablehlo.compare EQ, %25, %26, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %28 = stablehlo.or %6, %27 : tensor<6xi1>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %30 = stablehlo.divide %29, %4 : tensor<6xf32>
    %31 = stablehlo.multiply %25, %30 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %33 = stablehlo.select %28, %32, %31 : tensor<6xi1>, tensor<6xf32>
    %34 = stablehlo.log %11 : tensor<6xf32>
    %35 = stablehlo.log %23#4 : tensor<6xf32>
    %36 = stablehlo.add %34, %35 : tensor<6xf32>
    %37 = stablehlo.add %36, %33 : tensor<6xf32>
    %38 = stablehlo.reshape %37 : (tensor<6xf32>) -> tensor<2x3xf32>
    return %38 : tensor<2x3xf32>
  }
  func.func private @_threefry_split_32(%arg0: tensor<1x2xui32>) -> tensor<1x6x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<6xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<6xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<6xui64>
    %9 = stablehlo.convert %6 : (tensor<6xui64>) -> tensor<6xui32>
    %10 = stablehlo.convert %8 : (tensor<6xui64>) -> tensor<6xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<6xui32>) -> tensor<1x6xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<6xui32>) -> tensor<1x6xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_33(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x6xui32>, tensor<1x6xui32>) -> (tensor<1x6xui32>, tensor<1x6xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x6xui32>) -> tensor<1x6x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x6xui32>) -> tensor<1x6x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x6x1xui32>, tensor<1x6x1xui32>) -> tensor<1x6x2xui32>
    return %18 : tensor<1x6x2xui32>
  }
  func.func private @threefry2x32_33(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x6xui32>, %arg3: tensor<1x6xui32>) -> (tensor<1x6xui32>, tensor<1x6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x6xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x6xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x6xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x6xui32>, tensor<1x6xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_34(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x6xui32>, tensor<1x6xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x6xui32>, tensor<1x6xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x6xui32>, tensor<1x6xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x6xui32>, tensor<1x6xui32>
  }
  func.func private @closed_call_34(%arg0: tensor<i32>, %arg1: tensor<1x6xui32>, %arg2: tensor<1x6xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x6xui32>, tensor<1x6xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x6xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x6xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x6xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x6xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x6xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x6xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x6xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x6xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x6xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x6xui32>, tensor<1x6xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_35(%arg0: tensor<6x2xui32>) -> tensor<6x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:6, 0:1] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<6x1xui32>) -> tensor<6xui32>
    %2 = stablehlo.slice %arg0 [0:6, 1:2] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<6x1xui32>) -> tensor<6xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %15:2 = call @threefry2x32_36(%13, %14, %11, %12) : (tensor<6x1xui32>, tensor<6x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<6x2xui32>, tensor<6x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<6x2xui32>) -> tensor<6x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<6x2xui32>) -> tensor<6x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<6x2x1xui32>, tensor<6x2x1xui32>) -> tensor<6x2x2xui32>
    return %18 : tensor<6x2x2xui32>
  }
  func.func private @threefry2x32_36(%arg0: tensor<6x1xui32>, %arg1: tensor<6x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<6x2xui32>, tensor<6x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<6x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<6x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<6x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<6x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<6x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<6x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6x2xui32>, tensor<6x2xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_37(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<6x2xui32>, tensor<6x2xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6x2xui32>, tensor<6x2xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<6x2xui32>, tensor<6x2xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<6x2xui32>, tensor<6x2xui32>
  }
  func.func private @closed_call_37(%arg0: tensor<i32>, %arg1: tensor<6x2xui32>, %arg2: tensor<6x2xui32>, %arg3: tensor<6x1xui32>, %arg4: tensor<6x1xui32>, %arg5: tensor<6x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6x2xui32>, tensor<6x2xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<6x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<6x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<6x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<6x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<6x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<6x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<6x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6x2xui32>, tensor<6x2xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_38(%arg0: tensor<6x2xui32>) -> tensor<6x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:6, 0:1] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<6x1xui32>) -> tensor<6xui32>
    %2 = stablehlo.slice %arg0 [0:6, 1:2] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<6x1xui32>) -> tensor<6xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<6xui32>) -> tensor<6x1xui32>
    %15:2 = call @threefry2x32_39(%13, %14, %11, %12) : (tensor<6x1xui32>, tensor<6x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<6x3xui32>, tensor<6x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<6x3xui32>) -> tensor<6x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<6x3xui32>) -> tensor<6x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<6x3x1xui32>, tensor<6x3x1xui32>) -> tensor<6x3x2xui32>
    return %18 : tensor<6x3x2xui32>
  }
  func.func private @threefry2x32_39(%arg0: tensor<6x1xui32>, %arg1: tensor<6x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<6x3xui32>, tensor<6x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<6x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<6x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<6x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<6x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<6x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<6x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6x3xui32>, tensor<6x3xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_40(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<6x3xui32>, tensor<6x3xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6x3xui32>, tensor<6x3xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<6x3xui32>, tensor<6x3xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<6x3xui32>, tensor<6x3xui32>
  }
  func.func private @closed_call_40(%arg0: tensor<i32>, %arg1: tensor<6x3xui32>, %arg2: tensor<6x3xui32>, %arg3: tensor<6x1xui32>, %arg4: tensor<6x1xui32>, %arg5: tensor<6x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6x3xui32>, tensor<6x3xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<6x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<6x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<6x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<6x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<6x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<6x1xui32>) -> tensor<6x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<6x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<6x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6x3xui32>, tensor<6x3xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<6x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_41(%arg0: tensor<6x2xui32>) -> tensor<6xf32> {
    %0 = call @_normal_real_42(%arg0) : (tensor<6x2xui32>) -> tensor<6xf32>
    return %0 : tensor<6xf32>
  }
  func.func private @_normal_real_42(%arg0: tensor<6x2xui32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_43(%arg0, %cst, %cst_0) : (tensor<6x2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %1 = chlo.erf_inv %0 : tensor<6xf32> -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<6xf32>
    return %3 : tensor<6xf32>
  }
  func.func private @_uniform_43(%arg0: tensor<6x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.slice %arg0 [0:6, 0:1] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<6x1xui32>) -> tensor<6xui32>
    %2 = stablehlo.slice %arg0 [0:6, 1:2] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<6x1xui32>) -> tensor<6xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_44(%1, %3, %c, %c_0) : (tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %9 = stablehlo.or %7, %8 : tensor<6xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<6xui32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<6xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<6xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.add %15, %16 : tensor<6xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<6xf32>
    return %19 : tensor<6xf32>
  }
  func.func private @threefry2x32_44(%arg0: tensor<6xui32>, %arg1: tensor<6xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<6xui32>, tensor<6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %2 = stablehlo.xor %0, %1 : tensor<6xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<6xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_45(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<6xui32>, tensor<6xui32>
  }
  func.func private @closed_call_45(%arg0: tensor<i32>, %arg1: tensor<6xui32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>, %arg4: tensor<6xui32>, %arg5: tensor<6xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6xui32>
    %9 = stablehlo.or %5, %8 : tensor<6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6xui32>
    %19 = stablehlo.or %15, %18 : tensor<6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6xui32>
    %29 = stablehlo.or %25, %28 : tensor<6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6xui32>
    %39 = stablehlo.or %35, %38 : tensor<6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<6xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %46 = stablehlo.add %42, %45 : tensor<6xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<6xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_46(%arg0: tensor<6x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:6, 0:1] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<6x1xui32>) -> tensor<6xui32>
    %4 = stablehlo.slice %arg0 [0:6, 1:2] : (tensor<6x2xui32>) -> tensor<6x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<6x1xui32>) -> tensor<6xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_44(%3, %5, %c, %c_0) : (tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %11 = stablehlo.or %9, %10 : tensor<6xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<6xui32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<6xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<6xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %19 = stablehlo.add %17, %18 : tensor<6xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<6xf32>
    return %21 : tensor<6xf32>
  }
  func.func private @_exponential_47(%arg0: tensor<6x2xui32>) -> tensor<6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_46(%arg0, %cst, %cst_0) : (tensor<6x2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %1 = stablehlo.negate %0 : tensor<6xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<6xf32>
    %3 = stablehlo.negate %2 : tensor<6xf32>
    return %3 : tensor<6xf32>
  }
  func.func private @_poisson(%arg0: tensor<2xui32>, %arg1: tensor<6xf32>) -> tensor<6xi32> {
    %0 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %cst = stablehlo.constant dense<1.000000e+01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.compare LT, %arg1, %1, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %3 = stablehlo.or %0, %2 : tensor<6xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.select %3, %arg1, %4 : tensor<6xi1>, tensor<6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+05> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.select %3, %6, %arg1 : tensor<6xi1>, tensor<6xf32>
    %8 = call @_poisson_knuth(%arg0, %5) : (tensor<2xui32>, tensor<6xf32>) -> tensor<6xi32>
    %9 = call @_poisson_rejection(%arg0, %7) : (tensor<2xui32>, tensor<6xf32>) -> tensor<6xi32>
    %10 = stablehlo.select %3, %8, %9 : tensor<6xi1>, tensor<6xi32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %12 = stablehlo.compare EQ, %arg1, %11, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %14 = stablehlo.select %12, %13, %10 : tensor<6xi1>, tensor<6xi32>
    return %14 : tensor<6xi32>
  }
  func.func private @_poisson_knuth(%arg0: tensor<2xui32>, %arg1: tensor<6xf32>) -> tensor<6xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2:6 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %arg1, %iterArg_3 = %c_0, %iterArg_4 = %0, %iterArg_5 = %arg0, %iterArg_6 = %1) : tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6xi32>, tensor<2xui32>, tensor<6xf32>
    cond {
      %5 = stablehlo.negate %iterArg : tensor<6xf32>
      %6 = stablehlo.compare GT, %iterArg_6, %5, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %c_7 = stablehlo.constant dense<false> : tensor<i1>
      %7 = stablehlo.reduce(%6 init: %c_7) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      %8 = stablehlo.convert %iterArg_3 : tensor<i32>
      %c_8 = stablehlo.constant dense<2147483647> : tensor<i32>
      %9 = stablehlo.compare LT, %8, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %10 = stablehlo.and %7, %9 : tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %5 = func.call @_threefry_split_12(%iterArg_5) : (tensor<2xui32>) -> tensor<2x2xui32>
      %6 = stablehlo.slice %5 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %7 = stablehlo.reshape %6 : (tensor<1x2xui32>) -> tensor<2xui32>
      %8 = stablehlo.slice %5 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %9 = stablehlo.reshape %8 : (tensor<1x2xui32>) -> tensor<2xui32>
      %10 = stablehlo.negate %iterArg_2 : tensor<6xf32>
      %11 = stablehlo.compare GT, %iterArg_6, %10, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<6xi32>
      %13 = stablehlo.add %iterArg_4, %12 : tensor<6xi32>
      %14 = stablehlo.select %11, %13, %iterArg_4 : tensor<6xi1>, tensor<6xi32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %15 = func.call @_uniform_48(%9, %cst_8, %cst_9) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg_3, %c_10 : tensor<i32>
      %17 = stablehlo.log %15 : tensor<6xf32>
      %18 = stablehlo.add %iterArg_6, %17 : tensor<6xf32>
      stablehlo.return %iterArg, %iterArg_2, %16, %14, %7, %18 : tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6xi32>, tensor<2xui32>, tensor<6xf32>
    }
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<6xi32>
    %4 = stablehlo.subtract %2#3, %3 : tensor<6xi32>
    return %4 : tensor<6xi32>
  }
  func.func private @_uniform_48(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<6xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<6xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<6xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<6xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<6xui64>
    %13 = stablehlo.convert %10 : (tensor<6xui64>) -> tensor<6xui32>
    %14 = stablehlo.convert %12 : (tensor<6xui64>) -> tensor<6xui32>
    %15:2 = call @threefry2x32_49(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %20 = stablehlo.or %18, %19 : tensor<6xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<6xui32>) -> tensor<6xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<6xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<6xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %28 = stablehlo.add %26, %27 : tensor<6xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<6xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<6xf32>
    return %30 : tensor<6xf32>
  }
  func.func private @threefry2x32_49(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<6xui32>, %arg3: tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<6xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_50(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<6xui32>, tensor<6xui32>
  }
  func.func private @closed_call_50(%arg0: tensor<i32>, %arg1: tensor<6xui32>, %arg2: tensor<6xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<6xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<6xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<6xui32>
    %9 = stablehlo.or %5, %8 : tensor<6xui32>
    %10 = stablehlo.xor %3, %9 : tensor<6xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<6xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<6xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<6xui32>
    %19 = stablehlo.or %15, %18 : tensor<6xui32>
    %20 = stablehlo.xor %13, %19 : tensor<6xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<6xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<6xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<6xui32>
    %29 = stablehlo.or %25, %28 : tensor<6xui32>
    %30 = stablehlo.xor %23, %29 : tensor<6xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<6xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<6xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<6xui32>
    %39 = stablehlo.or %35, %38 : tensor<6xui32>
    %40 = stablehlo.xor %33, %39 : tensor<6xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %42 = stablehlo.add %33, %41 : tensor<6xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %44 = stablehlo.add %40, %43 : tensor<6xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<6xui32>
    %48 = stablehlo.add %44, %47 : tensor<6xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_poisson_rejection(%arg0: tensor<2xui32>, %arg1: tensor<6xf32>) -> tensor<6xi32> {
    %0 = stablehlo.log %arg1 : tensor<6xf32>
    %1 = stablehlo.sqrt %arg1 : tensor<6xf32>
    %cst = stablehlo.constant dense<2.530000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<6xf32>
    %cst_0 = stablehlo.constant dense<9.310000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %5 = stablehlo.add %4, %3 : tensor<6xf32>
    %cst_1 = stablehlo.constant dense<2.483000e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6xf32>
    %cst_2 = stablehlo.constant dense<-5.900000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %9 = stablehlo.add %8, %7 : tensor<6xf32>
    %cst_3 = stablehlo.constant dense<3.400000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<6xf32>
    %cst_4 = stablehlo.constant dense<1.132800e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.divide %12, %11 : tensor<6xf32>
    %cst_5 = stablehlo.constant dense<1.123900e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %15 = stablehlo.add %14, %13 : tensor<6xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %17 = stablehlo.subtract %5, %16 : tensor<6xf32>
    %cst_7 = stablehlo.constant dense<3.622400e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %19 = stablehlo.divide %18, %17 : tensor<6xf32>
    %cst_8 = stablehlo.constant dense<0.927699983> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %21 = stablehlo.subtract %20, %19 : tensor<6xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<6xi1>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %24:10 = stablehlo.while(%iterArg = %9, %iterArg_11 = %5, %iterArg_12 = %arg1, %iterArg_13 = %15, %iterArg_14 = %0, %iterArg_15 = %21, %iterArg_16 = %c_10, %iterArg_17 = %22, %iterArg_18 = %23, %iterArg_19 = %arg0) : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6xf32>, tensor<6xi1>, tensor<2xui32>
    cond {
      %26 = stablehlo.not %iterArg_18 : tensor<6xi1>
      %c_20 = stablehlo.constant dense<false> : tensor<i1>
      %27 = stablehlo.reduce(%26 init: %c_20) applies stablehlo.or across dimensions = [0] : (tensor<6xi1>, tensor<i1>) -> tensor<i1>
      %28 = stablehlo.convert %iterArg_16 : tensor<i32>
      %c_21 = stablehlo.constant dense<2147483647> : tensor<i32>
      %29 = stablehlo.compare LT, %28, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.and %27, %29 : tensor<i1>
      stablehlo.return %30 : tensor<i1>
    } do {
      %26 = func.call @_threefry_split_51(%iterArg_19) : (tensor<2xui32>) -> tensor<3x2xui32>
      %27 = stablehlo.slice %26 [0:1, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %28 = stablehlo.reshape %27 : (tensor<1x2xui32>) -> tensor<2xui32>
      %29 = stablehlo.slice %26 [1:2, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %30 = stablehlo.reshape %29 : (tensor<1x2xui32>) -> tensor<2xui32>
      %31 = stablehlo.slice %26 [2:3, 0:2] : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %32 = stablehlo.reshape %31 : (tensor<1x2xui32>) -> tensor<2xui32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %33 = func.call @_uniform_48(%30, %cst_20, %cst_21) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %35 = stablehlo.subtract %33, %34 : tensor<6xf32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %36 = func.call @_uniform_48(%32, %cst_23, %cst_24) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
      %37 = stablehlo.abs %35 : tensor<6xf32>
      %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %38 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %39 = stablehlo.subtract %38, %37 : tensor<6xf32>
      %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %41 = stablehlo.multiply %40, %iterArg : tensor<6xf32>
      %42 = stablehlo.divide %41, %39 : tensor<6xf32>
      %43 = stablehlo.add %42, %iterArg_11 : tensor<6xf32>
      %44 = stablehlo.multiply %43, %35 : tensor<6xf32>
      %45 = stablehlo.add %44, %iterArg_12 : tensor<6xf32>
      %cst_27 = stablehlo.constant dense<4.300000e-01> : tensor<f32>
      %46 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %47 = stablehlo.add %45, %46 : tensor<6xf32>
      %48 = stablehlo.floor %47 : tensor<6xf32>
      %49 = stablehlo.multiply %36, %iterArg_13 : tensor<6xf32>
      %50 = stablehlo.multiply %39, %39 : tensor<6xf32>
      %51 = stablehlo.divide %iterArg, %50 : tensor<6xf32>
      %52 = stablehlo.add %51, %iterArg_11 : tensor<6xf32>
      %53 = stablehlo.divide %49, %52 : tensor<6xf32>
      %54 = stablehlo.log %53 : tensor<6xf32>
      %55 = stablehlo.negate %iterArg_12 : tensor<6xf32>
      %56 = stablehlo.multiply %48, %iterArg_14 : tensor<6xf32>
      %57 = stablehlo.add %55, %56 : tensor<6xf32>
      %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %59 = stablehlo.add %48, %58 : tensor<6xf32>
      %60 = chlo.lgamma %59 : tensor<6xf32> -> tensor<6xf32>
      %61 = stablehlo.subtract %57, %60 : tensor<6xf32>
      %cst_29 = stablehlo.constant dense<7.000000e-02> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %63 = stablehlo.compare GE, %39, %62, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %64 = stablehlo.compare LE, %36, %iterArg_15, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %65 = stablehlo.and %63, %64 : tensor<6xi1>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %67 = stablehlo.compare LT, %48, %66, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %cst_31 = stablehlo.constant dense<1.300000e-02> : tensor<f32>
      %68 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<6xf32>
      %69 = stablehlo.compare LT, %39, %68, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %70 = stablehlo.compare GT, %36, %39, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %71 = stablehlo.and %69, %70 : tensor<6xi1>
      %72 = stablehlo.or %67, %71 : tensor<6xi1>
      %73 = stablehlo.compare LE, %54, %61, FLOAT : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
      %74 = stablehlo.not %72 : tensor<6xi1>
      %75 = stablehlo.and %74, %73 : tensor<6xi1>
      %76 = stablehlo.or %65, %75 : tensor<6xi1>
      %77 = stablehlo.select %76, %48, %iterArg_17 : tensor<6xi1>, tensor<6xf32>
      %78 = stablehlo.or %iterArg_18, %76 : tensor<6xi1>
      %c_32 = stablehlo.constant dense<1> : tensor<i32>
      %79 = stablehlo.add %iterArg_16, %c_32 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %79, %77, %78, %28 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<i32>, tensor<6xf32>, tensor<6xi1>, tensor<2xui32>
    }
    %25 = stablehlo.convert %24#7 : (tensor<6xf32>) -> tensor<6xi32>
    return %25 : tensor<6xi32>
  }
  func.func private @_threefry_split_51(%arg0: tensor<2xui32>) -> tensor<3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11:2 = call @threefry2x32_52(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    return %14 : tensor<3x2xui32>
  }
  func.func private @threefry2x32_52(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_53(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_53(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_shuffle(%arg0: tensor<2xui32>, %arg1: tensor<9xi32>) -> tensor<9xi32> {
    %0 = call @_threefry_split_12(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<9xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<9xui64>
    %11 = stablehlo.multiply %10, %9 : tensor<9xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<9xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<9xui64>
    %14 = stablehlo.convert %11 : (tensor<9xui64>) -> tensor<9xui32>
    %15 = stablehlo.convert %13 : (tensor<9xui64>) -> tensor<9xui32>
    %16:2 = call @threefry2x32_54(%6, %8, %15, %14) : (tensor<ui32>, tensor<ui32>, tensor<9xui32>, tensor<9xui32>) -> (tensor<9xui32>, tensor<9xui32>)
    %17 = stablehlo.xor %16#0, %16#1 : tensor<9xui32>
    %18:2 = "stablehlo.sort"(%17, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %19 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<9xui32>, tensor<9xi32>) -> (tensor<9xui32>, tensor<9xi32>)
    return %18#1 : tensor<9xi32>
  }
  func.func private @threefry2x32_54(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<9xui32>, %arg3: tensor<9xui32>) -> (tensor<9xui32>, tensor<9xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<9xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<9xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<9xui32>, tensor<9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_55(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<9xui32>, tensor<9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<9xui32>, tensor<9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<9xui32>, tensor<9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<9xui32>, tensor<9xui32>
  }
  func.func private @closed_call_55(%arg0: tensor<i32>, %arg1: tensor<9xui32>, %arg2: tensor<9xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<9xui32>, tensor<9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<9xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<9xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<9xui32>
    %9 = stablehlo.or %5, %8 : tensor<9xui32>
    %10 = stablehlo.xor %3, %9 : tensor<9xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<9xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<9xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<9xui32>
    %19 = stablehlo.or %15, %18 : tensor<9xui32>
    %20 = stablehlo.xor %13, %19 : tensor<9xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<9xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<9xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<9xui32>
    %29 = stablehlo.or %25, %28 : tensor<9xui32>
    %30 = stablehlo.xor %23, %29 : tensor<9xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<9xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<9xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<9xui32>
    %39 = stablehlo.or %35, %38 : tensor<9xui32>
    %40 = stablehlo.xor %33, %39 : tensor<9xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %42 = stablehlo.add %33, %41 : tensor<9xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %44 = stablehlo.add %40, %43 : tensor<9xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<9xui32>
    %48 = stablehlo.add %44, %47 : tensor<9xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<9xui32>, tensor<9xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_shuffle_56(%arg0: tensor<2xui32>, %arg1: tensor<10xi32>) -> tensor<10xi32> {
    %0 = call @_threefry_split_12(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %2 = stablehlo.reshape %1 : (tensor<1x2xui32>) -> tensor<2xui32>
    %3 = stablehlo.slice %0 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<1x2xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.iota dim = 0 : tensor<10xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %11 = stablehlo.multiply %10, %9 : tensor<10xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<10xui64>
    %13 = stablehlo.shift_right_logical %11, %12 : tensor<10xui64>
    %14 = stablehlo.convert %11 : (tensor<10xui64>) -> tensor<10xui32>
    %15 = stablehlo.convert %13 : (tensor<10xui64>) -> tensor<10xui32>
    %16:2 = call @threefry2x32_57(%6, %8, %15, %14) : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %17 = stablehlo.xor %16#0, %16#1 : tensor<10xui32>
    %18:2 = "stablehlo.sort"(%17, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<ui32>, %arg3: tensor<ui32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %19 = stablehlo.compare LT, %arg2, %arg3, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      stablehlo.return %19 : tensor<i1>
    }) : (tensor<10xui32>, tensor<10xi32>) -> (tensor<10xui32>, tensor<10xi32>)
    return %18#1 : tensor<10xi32>
  }
  func.func private @threefry2x32_57(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<10xui32>, %arg3: tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<10xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<10xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_58(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<10xui32>, tensor<10xui32>
  }
  func.func private @closed_call_58(%arg0: tensor<i32>, %arg1: tensor<10xui32>, %arg2: tensor<10xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<10xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<10xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<10xui32>
    %9 = stablehlo.or %5, %8 : tensor<10xui32>
    %10 = stablehlo.xor %3, %9 : tensor<10xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<10xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<10xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<10xui32>
    %19 = stablehlo.or %15, %18 : tensor<10xui32>
    %20 = stablehlo.xor %13, %19 : tensor<10xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<10xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<10xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<10xui32>
    %29 = stablehlo.or %25, %28 : tensor<10xui32>
    %30 = stablehlo.xor %23, %29 : tensor<10xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<10xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<10xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<10xui32>
    %39 = stablehlo.or %35, %38 : tensor<10xui32>
    %40 = stablehlo.xor %33, %39 : tensor<10xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %42 = stablehlo.add %33, %41 : tensor<10xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %44 = stablehlo.add %40, %43 : tensor<10xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<10xui32>
    %48 = stablehlo.add %44, %47 : tensor<10xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_randint(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<5xi32> {
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %c_0 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_1 = stablehlo.constant dense<2147483647> : tensor<i32>
    %0 = call @clip(%c, %c_0, %c_1) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.compare GT, %arg2, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_3 = stablehlo.constant dense<2147483647> : tensor<i32>
    %2 = call @clip_59(%arg1, %c_2, %c_3) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.convert %2 : tensor<i32>
    %c_4 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_5 = stablehlo.constant dense<2147483647> : tensor<i32>
    %4 = call @clip_59(%arg2, %c_4, %c_5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %5 = stablehlo.convert %4 : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = call @_threefry_split_12(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %9 = stablehlo.slice %8 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %10 = stablehlo.reshape %9 : (tensor<1x2xui32>) -> tensor<2xui32>
    %11 = stablehlo.slice %8 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.reshape %11 : (tensor<1x2xui32>) -> tensor<2xui32>
    %13 = stablehlo.slice %10 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %14 = stablehlo.reshape %13 : (tensor<1xui32>) -> tensor<ui32>
    %15 = stablehlo.slice %10 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %16 = stablehlo.reshape %15 : (tensor<1xui32>) -> tensor<ui32>
    %17 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c_6 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %19 = stablehlo.multiply %18, %17 : tensor<5xui64>
    %c_7 = stablehlo.constant dense<32> : tensor<ui64>
    %20 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<5xui64>
    %22 = stablehlo.convert %19 : (tensor<5xui64>) -> tensor<5xui32>
    %23 = stablehlo.convert %21 : (tensor<5xui64>) -> tensor<5xui32>
    %24:2 = call @threefry2x32_60(%14, %16, %23, %22) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %25 = stablehlo.xor %24#0, %24#1 : tensor<5xui32>
    %26 = stablehlo.slice %12 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.slice %12 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %29 = stablehlo.reshape %28 : (tensor<1xui32>) -> tensor<ui32>
    %30 = stablehlo.iota dim = 0 : tensor<5xui64>
    %c_8 = stablehlo.constant dense<1> : tensor<ui64>
    %31 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %32 = stablehlo.multiply %31, %30 : tensor<5xui64>
    %c_9 = stablehlo.constant dense<32> : tensor<ui64>
    %33 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<ui64>) -> tensor<5xui64>
    %34 = stablehlo.shift_right_logical %32, %33 : tensor<5xui64>
    %35 = stablehlo.convert %32 : (tensor<5xui64>) -> tensor<5xui32>
    %36 = stablehlo.convert %34 : (tensor<5xui64>) -> tensor<5xui32>
    %37:2 = call @threefry2x32_60(%27, %29, %36, %35) : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %38 = stablehlo.xor %37#0, %37#1 : tensor<5xui32>
    %39 = stablehlo.subtract %7, %6 : tensor<1xi32>
    %40 = stablehlo.convert %39 : (tensor<1xi32>) -> tensor<1xui32>
    %41 = stablehlo.compare LE, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_10 = stablehlo.constant dense<1> : tensor<ui32>
    %42 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %43 = stablehlo.select %41, %42, %40 : tensor<1xi1>, tensor<1xui32>
    %44 = stablehlo.compare GT, %7, %6, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.and %45, %44 : tensor<1xi1>
    %c_11 = stablehlo.constant dense<1> : tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %43, %47 : tensor<1xui32>
    %49 = stablehlo.select %46, %48, %43 : tensor<1xi1>, tensor<1xui32>
    %c_12 = stablehlo.constant dense<65536> : tensor<ui32>
    %50 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %51 = stablehlo.remainder %50, %49 : tensor<1xui32>
    %52 = stablehlo.multiply %51, %51 : tensor<1xui32>
    %53 = stablehlo.remainder %52, %49 : tensor<1xui32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<5xui32>
    %55 = stablehlo.remainder %25, %54 : tensor<5xui32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<1xui32>) -> tensor<5xui32>
    %57 = stablehlo.multiply %55, %56 : tensor<5xui32>
    %58 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<5xui32>
    %59 = stablehlo.remainder %38, %58 : tensor<5xui32>
    %60 = stablehlo.add %57, %59 : tensor<5xui32>
    %61 = stablehlo.broadcast_in_dim %49, dims = [0] : (tensor<1xui32>) -> tensor<5xui32>
    %62 = stablehlo.remainder %60, %61 : tensor<5xui32>
    %63 = stablehlo.convert %62 : (tensor<5xui32>) -> tensor<5xi32>
    %64 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi32>) -> tensor<5xi32>
    %65 = stablehlo.add %64, %63 : tensor<5xi32>
    return %65 : tensor<5xi32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @clip_59(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @threefry2x32_60(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<5xui32>, %arg3: tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_61(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<5xui32>, tensor<5xui32>
  }
  func.func private @closed_call_61(%arg0: tensor<i32>, %arg1: tensor<5xui32>, %arg2: tensor<5xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<5xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<5xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<5xui32>
    %9 = stablehlo.or %5, %8 : tensor<5xui32>
    %10 = stablehlo.xor %3, %9 : tensor<5xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<5xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<5xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<5xui32>
    %19 = stablehlo.or %15, %18 : tensor<5xui32>
    %20 = stablehlo.xor %13, %19 : tensor<5xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<5xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<5xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<5xui32>
    %29 = stablehlo.or %25, %28 : tensor<5xui32>
    %30 = stablehlo.xor %23, %29 : tensor<5xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<5xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<5xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<5xui32>
    %39 = stablehlo.or %35, %38 : tensor<5xui32>
    %40 = stablehlo.xor %33, %39 : tensor<5xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %42 = stablehlo.add %33, %41 : tensor<5xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %44 = stablehlo.add %40, %43 : tensor<5xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<5xui32>
    %48 = stablehlo.add %44, %47 : tensor<5xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_t(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = call @_threefry_split_12(%arg0) : (tensor<2xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.slice %1 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x2xui32>) -> tensor<2xui32>
    %4 = stablehlo.slice %1 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %5 = stablehlo.reshape %4 : (tensor<1x2xui32>) -> tensor<2xui32>
    %6 = call @_normal_62(%3) : (tensor<2xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.divide %0, %cst : tensor<f32>
    %8 = call @_gamma_65(%5, %7) : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.divide %9, %8 : tensor<3xf32>
    %11 = stablehlo.sqrt %10 : tensor<3xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<3xf32>
    return %12 : tensor<3xf32>
  }
  func.func private @_normal_62(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %0 = call @_normal_real_63(%arg0) : (tensor<2xui32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_normal_real_63(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_64(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = chlo.erf_inv %0 : tensor<3xf32> -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_uniform_64(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<3xui64>
    %11 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %12 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %13:2 = call @threefry2x32_52(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.or %16, %17 : tensor<3xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<3xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<3xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %26 = stablehlo.add %24, %25 : tensor<3xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<3xf32>
    return %28 : tensor<3xf32>
  }
  func.func private @_gamma_65(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<2xui32>) -> tensor<1x2xui32>
    %2 = call @_threefry_split_66(%1) : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x3x2xui32>) -> tensor<3x2xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.compare GE, %0, %4, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %7 = stablehlo.add %0, %6 : tensor<3xf32>
    %8 = stablehlo.select %5, %0, %7 : tensor<3xi1>, tensor<3xf32>
    %cst_1 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<3xf32>
    %11 = stablehlo.sqrt %10 : tensor<3xf32>
    %cst_2 = stablehlo.constant dense<0.333333343> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.divide %12, %11 : tensor<3xf32>
    %14 = call @_threefry_split_69(%3) : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %15 = stablehlo.slice %14 [0:3, 0:1, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %16 = stablehlo.reshape %15 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %17 = stablehlo.slice %14 [0:3, 1:2, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %18 = stablehlo.reshape %17 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22:6 = stablehlo.while(%iterArg = %10, %iterArg_11 = %13, %iterArg_12 = %16, %iterArg_13 = %19, %iterArg_14 = %20, %iterArg_15 = %21) : tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    cond {
      %33 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<3xf32>
      %cst_16 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %35 = stablehlo.multiply %34, %33 : tensor<3xf32>
      %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %36 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %37 = stablehlo.subtract %36, %35 : tensor<3xf32>
      %38 = stablehlo.compare GE, %iterArg_15, %37, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %39 = stablehlo.log %iterArg_15 : tensor<3xf32>
      %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %41 = stablehlo.multiply %iterArg_13, %40 : tensor<3xf32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %43 = stablehlo.subtract %42, %iterArg_14 : tensor<3xf32>
      %44 = stablehlo.log %iterArg_14 : tensor<3xf32>
      %45 = stablehlo.add %43, %44 : tensor<3xf32>
      %46 = stablehlo.multiply %iterArg, %45 : tensor<3xf32>
      %47 = stablehlo.add %41, %46 : tensor<3xf32>
      %48 = stablehlo.compare GE, %39, %47, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %49 = stablehlo.and %38, %48 : tensor<3xi1>
      %c = stablehlo.constant dense<false> : tensor<i1>
      %50 = stablehlo.reduce(%49 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %50 : tensor<i1>
    } do {
      %33 = func.call @_threefry_split_72(%iterArg_12) : (tensor<3x2xui32>) -> tensor<3x3x2xui32>
      %34 = stablehlo.slice %33 [0:3, 0:1, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %35 = stablehlo.reshape %34 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %36 = stablehlo.slice %33 [0:3, 1:2, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %37 = stablehlo.reshape %36 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %38 = stablehlo.slice %33 [0:3, 2:3, 0:2] : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %39 = stablehlo.reshape %38 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %cst_17 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
      %41 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %42:4 = stablehlo.while(%iterArg_24 = %iterArg_11, %iterArg_25 = %37, %iterArg_26 = %40, %iterArg_27 = %41) : tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>
      cond {
        %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %72 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %73 = stablehlo.compare LE, %iterArg_27, %72, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %c = stablehlo.constant dense<false> : tensor<i1>
        %74 = stablehlo.reduce(%73 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
        stablehlo.return %74 : tensor<i1>
      } do {
        %72 = func.call @_threefry_split_69(%iterArg_25) : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
        %73 = stablehlo.slice %72 [0:3, 0:1, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %74 = stablehlo.reshape %73 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %75 = stablehlo.slice %72 [0:3, 1:2, 0:2] : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %76 = stablehlo.reshape %75 : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %77 = func.call @_normal_75(%76) : (tensor<3x2xui32>) -> tensor<3xf32>
        %78 = stablehlo.multiply %77, %iterArg_24 : tensor<3xf32>
        %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %79 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %80 = stablehlo.add %79, %78 : tensor<3xf32>
        %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %81 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3xf32>
        %82 = stablehlo.compare LE, %iterArg_27, %81, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %83 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
        %84 = stablehlo.select %83, %74, %iterArg_25 : tensor<3x2xi1>, tensor<3x2xui32>
        %85 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
        %86 = stablehlo.select %85, %77, %iterArg_26 : tensor<3xi1>, tensor<3xf32>
        %87 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
        %88 = stablehlo.select %87, %80, %iterArg_27 : tensor<3xi1>, tensor<3xf32>
        stablehlo.return %iterArg_24, %84, %86, %88 : tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>
      }
      %43 = stablehlo.multiply %42#2, %42#2 : tensor<3xf32>
      %44 = stablehlo.multiply %42#3, %42#3 : tensor<3xf32>
      %45 = stablehlo.multiply %44, %42#3 : tensor<3xf32>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %46 = func.call @_uniform_80(%39, %cst_18, %cst_19) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %47 = stablehlo.multiply %iterArg_13, %iterArg_13 : tensor<3xf32>
      %cst_20 = stablehlo.constant dense<3.310000e-02> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %49 = stablehlo.multiply %48, %47 : tensor<3xf32>
      %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %51 = stablehlo.subtract %50, %49 : tensor<3xf32>
      %52 = stablehlo.compare GE, %iterArg_15, %51, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %53 = stablehlo.log %iterArg_15 : tensor<3xf32>
      %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %54 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %55 = stablehlo.multiply %iterArg_13, %54 : tensor<3xf32>
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %57 = stablehlo.subtract %56, %iterArg_14 : tensor<3xf32>
      %58 = stablehlo.log %iterArg_14 : tensor<3xf32>
      %59 = stablehlo.add %57, %58 : tensor<3xf32>
      %60 = stablehlo.multiply %iterArg, %59 : tensor<3xf32>
      %61 = stablehlo.add %55, %60 : tensor<3xf32>
      %62 = stablehlo.compare GE, %53, %61, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %63 = stablehlo.and %52, %62 : tensor<3xi1>
      %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3x2xi1>
      %65 = stablehlo.select %64, %35, %iterArg_12 : tensor<3x2xi1>, tensor<3x2xui32>
      %66 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %67 = stablehlo.select %66, %43, %iterArg_13 : tensor<3xi1>, tensor<3xf32>
      %68 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %69 = stablehlo.select %68, %45, %iterArg_14 : tensor<3xi1>, tensor<3xf32>
      %70 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<3xi1>) -> tensor<3xi1>
      %71 = stablehlo.select %70, %46, %iterArg_15 : tensor<3xi1>, tensor<3xf32>
      stablehlo.return %iterArg, %iterArg_11, %65, %67, %69, %71 : tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
    }
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = call @_uniform_80(%18, %cst_6, %cst_7) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<3xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %27 = stablehlo.divide %26, %0 : tensor<3xf32>
    %28 = stablehlo.power %25, %27 : tensor<3xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %30 = stablehlo.select %5, %29, %28 : tensor<3xi1>, tensor<3xf32>
    %31 = stablehlo.multiply %10, %22#4 : tensor<3xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<3xf32>
    return %32 : tensor<3xf32>
  }
  func.func private @_threefry_split_66(%arg0: tensor<1x2xui32>) -> tensor<1x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1, 0:1] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xui32>) -> tensor<1xui32>
    %2 = stablehlo.slice %arg0 [0:1, 1:2] : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1x1xui32>) -> tensor<1xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %15:2 = call @threefry2x32_67(%13, %14, %11, %12) : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<1x3x1xui32>, tensor<1x3x1xui32>) -> tensor<1x3x2xui32>
    return %18 : tensor<1x3x2xui32>
  }
  func.func private @threefry2x32_67(%arg0: tensor<1x1xui32>, %arg1: tensor<1x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<1x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<1x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<1x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %4 = stablehlo.add %arg2, %3 : tensor<1x3xui32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_68(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<1x3xui32>, tensor<1x3xui32>
  }
  func.func private @closed_call_68(%arg0: tensor<i32>, %arg1: tensor<1x3xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x1xui32>, %arg4: tensor<1x1xui32>, %arg5: tensor<1x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_69(%arg0: tensor<3x2xui32>) -> tensor<3x2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %15:2 = call @threefry2x32_70(%13, %14, %11, %12) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
    return %18 : tensor<3x2x2xui32>
  }
  func.func private @threefry2x32_70(%arg0: tensor<3x1xui32>, %arg1: tensor<3x1xui32>, %arg2: tensor<1x2xui32>, %arg3: tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %5 = stablehlo.add %3, %4 : tensor<3x2xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %8 = stablehlo.add %6, %7 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_71(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<3x2xui32>, tensor<3x2xui32>
  }
  func.func private @closed_call_71(%arg0: tensor<i32>, %arg1: tensor<3x2xui32>, %arg2: tensor<3x2xui32>, %arg3: tensor<3x1xui32>, %arg4: tensor<3x1xui32>, %arg5: tensor<3x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_threefry_split_72(%arg0: tensor<3x2xui32>) -> tensor<3x3x2xui32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %4 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<3xui64>
    %9 = stablehlo.convert %6 : (tensor<3xui64>) -> tensor<3xui32>
    %10 = stablehlo.convert %8 : (tensor<3xui64>) -> tensor<3xui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<3xui32>) -> tensor<1x3xui32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %14 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<3xui32>) -> tensor<3x1xui32>
    %15:2 = call @threefry2x32_73(%13, %14, %11, %12) : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>)
    %16 = stablehlo.broadcast_in_dim %15#0, dims = [0, 1] : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %17 = stablehlo.broadcast_in_dim %15#1, dims = [0, 1] : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %18 = stablehlo.concatenate %16, %17, dim = 2 : (tensor<3x3x1xui32>, tensor<3x3x1xui32>) -> tensor<3x3x2xui32>
    return %18 : tensor<3x3x2xui32>
  }
  func.func private @threefry2x32_73(%arg0: tensor<3x1xui32>, %arg1: tensor<3x1xui32>, %arg2: tensor<1x3xui32>, %arg3: tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3x1xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3x1xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3x1xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %5 = stablehlo.add %3, %4 : tensor<3x3xui32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %8 = stablehlo.add %6, %7 : tensor<3x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %5, %iterArg_6 = %8, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10:8 = func.call @closed_call_74(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %11, %10#0, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7 : tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %9#2, %9#3 : tensor<3x3xui32>, tensor<3x3xui32>
  }
  func.func private @closed_call_74(%arg0: tensor<i32>, %arg1: tensor<3x3xui32>, %arg2: tensor<3x3xui32>, %arg3: tensor<3x1xui32>, %arg4: tensor<3x1xui32>, %arg5: tensor<3x1xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal_75(%arg0: tensor<3x2xui32>) -> tensor<3xf32> {
    %0 = call @_normal_real_76(%arg0) : (tensor<3x2xui32>) -> tensor<3xf32>
    return %0 : tensor<3xf32>
  }
  func.func private @_normal_real_76(%arg0: tensor<3x2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_77(%arg0, %cst, %cst_0) : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = chlo.erf_inv %0 : tensor<3xf32> -> tensor<3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_uniform_77(%arg0: tensor<3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %1 = stablehlo.reshape %0 : (tensor<3x1xui32>) -> tensor<3xui32>
    %2 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %4:2 = call @threefry2x32_78(%1, %3, %c, %c_0) : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %5 = stablehlo.xor %4#0, %4#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %7 = stablehlo.shift_right_logical %5, %6 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %9 = stablehlo.or %7, %8 : tensor<3xui32>
    %10 = stablehlo.bitcast_convert %9 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %12 = stablehlo.subtract %10, %11 : tensor<3xf32>
    %13 = stablehlo.subtract %arg2, %arg1 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<3xf32>
    %16 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.add %15, %16 : tensor<3xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<3xf32>
    return %19 : tensor<3xf32>
  }
  func.func private @threefry2x32_78(%arg0: tensor<3xui32>, %arg1: tensor<3xui32>, %arg2: tensor<ui32>, %arg3: tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.xor %0, %1 : tensor<3xui32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %4 = stablehlo.add %3, %arg0 : tensor<3xui32>
    %5 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %6 = stablehlo.add %5, %arg1 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %7:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %4, %iterArg_6 = %6, %iterArg_7 = %arg1, %iterArg_8 = %2, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %8 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %8 : tensor<i1>
    } do {
      %8:8 = func.call @closed_call_79(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %9 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %9, %8#0, %8#1, %8#2, %8#3, %8#4, %8#5, %8#6, %8#7 : tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %7#2, %7#3 : tensor<3xui32>, tensor<3xui32>
  }
  func.func private @closed_call_79(%arg0: tensor<i32>, %arg1: tensor<3xui32>, %arg2: tensor<3xui32>, %arg3: tensor<3xui32>, %arg4: tensor<3xui32>, %arg5: tensor<3xui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3xui32>
    %9 = stablehlo.or %5, %8 : tensor<3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3xui32>
    %19 = stablehlo.or %15, %18 : tensor<3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3xui32>
    %29 = stablehlo.or %25, %28 : tensor<3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3xui32>
    %39 = stablehlo.or %35, %38 : tensor<3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3xui32>
    %41 = stablehlo.add %33, %arg3 : tensor<3xui32>
    %42 = stablehlo.add %40, %arg4 : tensor<3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %44 = stablehlo.convert %43 : (tensor<i32>) -> tensor<ui32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %46 = stablehlo.add %42, %45 : tensor<3xui32>
    return %0, %41, %46, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_uniform_80(%arg0: tensor<3x2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.slice %arg0 [0:3, 0:1] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %3 = stablehlo.reshape %2 : (tensor<3x1xui32>) -> tensor<3xui32>
    %4 = stablehlo.slice %arg0 [0:3, 1:2] : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xui32>) -> tensor<3xui32>
    %c = stablehlo.constant dense<0> : tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %6:2 = call @threefry2x32_78(%3, %5, %c, %c_0) : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %7 = stablehlo.xor %6#0, %6#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %9 = stablehlo.shift_right_logical %7, %8 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %11 = stablehlo.or %9, %10 : tensor<3xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<3xf32>
    %15 = stablehlo.subtract %1, %0 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<3xf32>
    %18 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %19 = stablehlo.add %17, %18 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<3xf32>
    return %21 : tensor<3xf32>
  }
  func.func private @_laplace(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_81(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.sign %0 : tensor<3xf32>
    %2 = stablehlo.abs %0 : tensor<3xf32>
    %3 = stablehlo.negate %2 : tensor<3xf32>
    %4 = stablehlo.log_plus_one %3 : tensor<3xf32>
    %5 = stablehlo.multiply %1, %4 : tensor<3xf32>
    return %5 : tensor<3xf32>
  }
  func.func private @_uniform_81(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %9 = stablehlo.multiply %8, %7 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<3xui64>
    %12 = stablehlo.convert %9 : (tensor<3xui64>) -> tensor<3xui32>
    %13 = stablehlo.convert %11 : (tensor<3xui64>) -> tensor<3xui32>
    %14:2 = call @threefry2x32_52(%4, %6, %13, %12) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %15 = stablehlo.xor %14#0, %14#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %19 = stablehlo.or %17, %18 : tensor<3xui32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<3xf32>
    %23 = stablehlo.subtract %2, %1 : tensor<1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<3xf32>
    %26 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<3xf32>
    return %29 : tensor<3xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_82(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.log %0 : tensor<3xf32>
    %2 = stablehlo.negate %1 : tensor<3xf32>
    %3 = stablehlo.log %2 : tensor<3xf32>
    %4 = stablehlo.negate %3 : tensor<3xf32>
    return %4 : tensor<3xf32>
  }
  func.func private @_uniform_82(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %9 = stablehlo.multiply %8, %7 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %11 = stablehlo.shift_right_logical %9, %10 : tensor<3xui64>
    %12 = stablehlo.convert %9 : (tensor<3xui64>) -> tensor<3xui32>
    %13 = stablehlo.convert %11 : (tensor<3xui64>) -> tensor<3xui32>
    %14:2 = call @threefry2x32_52(%4, %6, %13, %12) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %15 = stablehlo.xor %14#0, %14#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %17 = stablehlo.shift_right_logical %15, %16 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %19 = stablehlo.or %17, %18 : tensor<3xui32>
    %20 = stablehlo.bitcast_convert %19 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %22 = stablehlo.subtract %20, %21 : tensor<3xf32>
    %23 = stablehlo.subtract %2, %1 : tensor<1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<3xf32>
    %26 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %27 = stablehlo.add %25, %26 : tensor<3xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<3xf32>
    return %29 : tensor<3xf32>
  }
  func.func private @_exponential_83(%arg0: tensor<2xui32>) -> tensor<3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_84(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.negate %0 : tensor<3xf32>
    %2 = stablehlo.log_plus_one %1 : tensor<3xf32>
    %3 = stablehlo.negate %2 : tensor<3xf32>
    return %3 : tensor<3xf32>
  }
  func.func private @_uniform_84(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<3xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<3xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<3xui64>
    %13 = stablehlo.convert %10 : (tensor<3xui64>) -> tensor<3xui32>
    %14 = stablehlo.convert %12 : (tensor<3xui64>) -> tensor<3xui32>
    %15:2 = call @threefry2x32_52(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<3xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<3xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %20 = stablehlo.or %18, %19 : tensor<3xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<3xui32>) -> tensor<3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<3xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<3xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %28 = stablehlo.add %26, %27 : tensor<3xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<3xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<3xf32>
    return %30 : tensor<3xf32>
  }
  func.func private @_rademacher(%arg0: tensor<2xui32>) -> tensor<4xi32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = call @_bernoulli(%arg0, %cst) : (tensor<2xui32>, tensor<f32>) -> tensor<4xi1>
    %1 = stablehlo.convert %0 : (tensor<4xi1>) -> tensor<4xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.multiply %2, %1 : tensor<4xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %5 = stablehlo.subtract %3, %4 : tensor<4xi32>
    return %5 : tensor<4xi32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<4xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_85(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    return %2 : tensor<4xi1>
  }
  func.func private @_uniform_85(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<4xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %10 = stablehlo.multiply %9, %8 : tensor<4xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<4xui64>
    %12 = stablehlo.shift_right_logical %10, %11 : tensor<4xui64>
    %13 = stablehlo.convert %10 : (tensor<4xui64>) -> tensor<4xui32>
    %14 = stablehlo.convert %12 : (tensor<4xui64>) -> tensor<4xui32>
    %15:2 = call @threefry2x32_86(%5, %7, %14, %13) : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %16 = stablehlo.xor %15#0, %15#1 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.shift_right_logical %16, %17 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %20 = stablehlo.or %18, %19 : tensor<4xui32>
    %21 = stablehlo.bitcast_convert %20 : (tensor<4xui32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<4xf32>
    %24 = stablehlo.subtract %3, %2 : tensor<1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %28 = stablehlo.add %26, %27 : tensor<4xf32>
    %29 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<1xf32>) -> tensor<4xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<4xf32>
    return %30 : tensor<4xf32>
  }
  func.func private @threefry2x32_86(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<4xui32>, %arg3: tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_87(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call_87(%arg0: tensor<i32>, %arg1: tensor<4xui32>, %arg2: tensor<4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<4xui32>
    %9 = stablehlo.or %5, %8 : tensor<4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<4xui32>
    %19 = stablehlo.or %15, %18 : tensor<4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<4xui32>
    %29 = stablehlo.or %25, %28 : tensor<4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<4xui32>
    %39 = stablehlo.or %35, %38 : tensor<4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %42 = stablehlo.add %33, %41 : tensor<4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %44 = stablehlo.add %40, %43 : tensor<4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<4xui32>
    %48 = stablehlo.add %44, %47 : tensor<4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}
