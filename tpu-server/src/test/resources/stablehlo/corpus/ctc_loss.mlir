module @jit_ctc_loss attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x9x6xf32>, %arg1: tensor<2x9xf32>, %arg2: tensor<2x4xi32>, %arg3: tensor<2x4xf32>) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %0 = call @log_softmax(%arg0) : (tensor<2x9x6xf32>) -> tensor<2x9x6xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg3 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.convert %1 : (tensor<2xf32>) -> tensor<2xi32>
    %c = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.subtract %3, %2 : tensor<2xi32>
    %5 = stablehlo.slice %arg2 [0:2, 0:3] : (tensor<2x4xi32>) -> tensor<2x3xi32>
    %6 = stablehlo.slice %arg2 [0:2, 1:4] : (tensor<2x4xi32>) -> tensor<2x3xi32>
    %7 = stablehlo.compare EQ, %5, %6, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %8 = stablehlo.convert %7 : (tensor<2x3xi1>) -> tensor<2x3xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_pad(%8, %c_0) : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x4xf32>
    %10 = stablehlo.slice %0 [0:2, 0:9, 0:1] : (tensor<2x9x6xf32>) -> tensor<2x9x1xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0, 2] : (tensor<2x9x1xf32>) -> tensor<9x2x1xf32>
    %12 = call @_one_hot(%arg2) : (tensor<2x4xi32>) -> tensor<2x4x6xf32>
    %13 = stablehlo.dot_general %0, %12, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [HIGHEST, HIGHEST] : (tensor<2x9x6xf32>, tensor<2x4x6xf32>) -> tensor<2x9x4xf32>
    %14 = stablehlo.transpose %13, dims = [1, 0, 2] : (tensor<2x9x4xf32>) -> tensor<9x2x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %cst_2 = stablehlo.constant dense<-1.000000e+05> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x5xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<2x5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %20 = "stablehlo.scatter"(%17, %18, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<2x5xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x5xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %cst_6 = stablehlo.constant dense<-1.000000e+05> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<2x4xf32>
    %24 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<2x9xf32>) -> tensor<9x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<9x2x5xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<9x2x4xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %27:9 = stablehlo.while(%iterArg = %14, %iterArg_10 = %11, %iterArg_11 = %24, %iterArg_12 = %9, %iterArg_13 = %c_9, %iterArg_14 = %20, %iterArg_15 = %23, %iterArg_16 = %25, %iterArg_17 = %26) : tensor<9x2x4xf32>, tensor<9x2x1xf32>, tensor<9x2xf32>, tensor<2x4xf32>, tensor<i32>, tensor<2x5xf32>, tensor<2x4xf32>, tensor<9x2x5xf32>, tensor<9x2x4xf32>
    cond {
      %c_18 = stablehlo.constant dense<9> : tensor<i32>
      %48 = stablehlo.compare LT, %iterArg_13, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %48 : tensor<i1>
    } do {
      %48 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_13) : (tensor<9x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %49 = func.call @dynamic_index_in_dim_0(%iterArg_10, %iterArg_13) : (tensor<9x2x1xf32>, tensor<i32>) -> tensor<2x1xf32>
      %50 = func.call @dynamic_index_in_dim_1(%iterArg_11, %iterArg_13) : (tensor<9x2xf32>, tensor<i32>) -> tensor<2xf32>
      %51:4 = func.call @closed_call(%iterArg_12, %iterArg_14, %iterArg_15, %48, %49, %50) : (tensor<2x4xf32>, tensor<2x5xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x1xf32>, tensor<2xf32>) -> (tensor<2x5xf32>, tensor<2x4xf32>, tensor<2x5xf32>, tensor<2x4xf32>)
      %52 = func.call @dynamic_update_index_in_dim(%iterArg_16, %51#2, %iterArg_13) : (tensor<9x2x5xf32>, tensor<2x5xf32>, tensor<i32>) -> tensor<9x2x5xf32>
      %53 = func.call @dynamic_update_index_in_dim_2(%iterArg_17, %51#3, %iterArg_13) : (tensor<9x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<9x2x4xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %54 = stablehlo.add %iterArg_13, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_10, %iterArg_11, %iterArg_12, %54, %51#0, %51#1, %52, %53 : tensor<9x2x4xf32>, tensor<9x2x1xf32>, tensor<9x2xf32>, tensor<2x4xf32>, tensor<i32>, tensor<2x5xf32>, tensor<2x4xf32>, tensor<9x2x5xf32>, tensor<9x2x4xf32>
    }
    %28 = stablehlo.slice %27#7 [8:9, 0:2, 0:5] : (tensor<9x2x5xf32>) -> tensor<1x2x5xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x2x5xf32>) -> tensor<2x5xf32>
    %30 = stablehlo.slice %27#8 [8:9, 0:2, 0:4] : (tensor<9x2x4xf32>) -> tensor<1x2x4xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    %32 = stablehlo.slice %29 [0:2, 0:1] : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %33 = stablehlo.slice %29 [0:2, 1:5] : (tensor<2x5xf32>) -> tensor<2x4xf32>
    %34 = stablehlo.maximum %33, %31 : tensor<2x4xf32>
    %35 = stablehlo.subtract %33, %31 : tensor<2x4xf32>
    %36 = stablehlo.compare NE, %35, %35, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %37 = stablehlo.add %33, %31 : tensor<2x4xf32>
    %38 = stablehlo.abs %35 : tensor<2x4xf32>
    %39 = stablehlo.negate %38 : tensor<2x4xf32>
    %40 = stablehlo.exponential %39 : tensor<2x4xf32>
    %41 = stablehlo.log_plus_one %40 : tensor<2x4xf32>
    %42 = stablehlo.add %34, %41 : tensor<2x4xf32>
    %43 = stablehlo.select %36, %37, %42 : tensor<2x4xi1>, tensor<2x4xf32>
    %44 = stablehlo.concatenate %32, %43, dim = 1 : (tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<2x5xf32>
    %45 = call @_one_hot_3(%4) : (tensor<2xi32>) -> tensor<2x5xf32>
    %46 = stablehlo.dot_general %44, %45, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [HIGHEST, HIGHEST] : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2xf32>
    %47 = stablehlo.negate %46 : tensor<2xf32>
    return %47 : tensor<2xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x9x6xf32>) -> tensor<2x9x6xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x9x6xf32>, tensor<f32>) -> tensor<2x9xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x9xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x9xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x9xf32>) -> tensor<2x9x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x9x1xf32>) -> tensor<2x9x6xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x9x6xf32>
    %6 = stablehlo.exponential %5 : tensor<2x9x6xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x9x6xf32>, tensor<f32>) -> tensor<2x9xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x9xf32>) -> tensor<2x9x1xf32>
    %9 = stablehlo.log %8 : tensor<2x9x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x9x1xf32>) -> tensor<2x9x6xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x9x6xf32>
    return %11 : tensor<2x9x6xf32>
  }
  func.func private @_pad(%arg0: tensor<2x3xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @_one_hot(%arg0: tensor<2x4xi32>) -> tensor<2x4x6xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x4xi32>) -> tensor<2x4x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x6xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x4x1xi32>) -> tensor<2x4x6xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x6xi32>) -> tensor<2x4x6xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x4x6xi32>, tensor<2x4x6xi32>) -> tensor<2x4x6xi1>
    %5 = stablehlo.convert %4 : (tensor<2x4x6xi1>) -> tensor<2x4x6xf32>
    return %5 : tensor<2x4x6xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<9x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 4] : (tensor<9x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<9x2x1xf32>, %arg1: tensor<i32>) -> tensor<2x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 1] : (tensor<9x2x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x1xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<9x2xf32>, %arg1: tensor<i32>) -> tensor<2xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 2] : (tensor<9x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2xf32>) -> tensor<2xf32>
    return %1 : tensor<2xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x4xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<2x4xf32>, %arg3: tensor<2x4xf32>, %arg4: tensor<2x1xf32>, %arg5: tensor<2xf32>) -> (tensor<2x5xf32>, tensor<2x4xf32>, tensor<2x5xf32>, tensor<2x4xf32>) {
    %cst = stablehlo.constant dense<-1.000000e+05> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<2x4xf32>
    %2 = stablehlo.add %arg2, %1 : tensor<2x4xf32>
    %3 = stablehlo.slice %arg1 [0:2, 0:1] : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.slice %arg1 [0:2, 1:5] : (tensor<2x5xf32>) -> tensor<2x4xf32>
    %5 = stablehlo.maximum %4, %2 : tensor<2x4xf32>
    %6 = stablehlo.subtract %4, %2 : tensor<2x4xf32>
    %7 = stablehlo.compare NE, %6, %6, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %8 = stablehlo.add %4, %2 : tensor<2x4xf32>
    %9 = stablehlo.abs %6 : tensor<2x4xf32>
    %10 = stablehlo.negate %9 : tensor<2x4xf32>
    %11 = stablehlo.exponential %10 : tensor<2x4xf32>
    %12 = stablehlo.log_plus_one %11 : tensor<2x4xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x4xf32>
    %14 = stablehlo.select %7, %8, %13 : tensor<2x4xi1>, tensor<2x4xf32>
    %15 = stablehlo.concatenate %3, %14, dim = 1 : (tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<2x5xf32>
    %16 = stablehlo.slice %15 [0:2, 0:4] : (tensor<2x5xf32>) -> tensor<2x4xf32>
    %17 = stablehlo.add %16, %arg3 : tensor<2x4xf32>
    %18 = stablehlo.add %arg2, %arg3 : tensor<2x4xf32>
    %19 = stablehlo.maximum %17, %18 : tensor<2x4xf32>
    %20 = stablehlo.subtract %17, %18 : tensor<2x4xf32>
    %21 = stablehlo.compare NE, %20, %20, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %22 = stablehlo.add %17, %18 : tensor<2x4xf32>
    %23 = stablehlo.abs %20 : tensor<2x4xf32>
    %24 = stablehlo.negate %23 : tensor<2x4xf32>
    %25 = stablehlo.exponential %24 : tensor<2x4xf32>
    %26 = stablehlo.log_plus_one %25 : tensor<2x4xf32>
    %27 = stablehlo.add %19, %26 : tensor<2x4xf32>
    %28 = stablehlo.select %21, %22, %27 : tensor<2x4xi1>, tensor<2x4xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %30 = stablehlo.add %15, %29 : tensor<2x5xf32>
    %31 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %32 = stablehlo.add %arg2, %31 : tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %34 = stablehlo.subtract %33, %arg0 : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<-1.000000e+05> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<2x4xf32>
    %37 = stablehlo.add %32, %36 : tensor<2x4xf32>
    %38 = stablehlo.slice %30 [0:2, 0:1] : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %39 = stablehlo.slice %30 [0:2, 1:5] : (tensor<2x5xf32>) -> tensor<2x4xf32>
    %40 = stablehlo.maximum %39, %37 : tensor<2x4xf32>
    %41 = stablehlo.subtract %39, %37 : tensor<2x4xf32>
    %42 = stablehlo.compare NE, %41, %41, FLOAT : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
    %43 = stablehlo.add %39, %37 : tensor<2x4xf32>
    %44 = stablehlo.abs %41 : tensor<2x4xf32>
    %45 = stablehlo.negate %44 : tensor<2x4xf32>
    %46 = stablehlo.exponential %45 : tensor<2x4xf32>
    %47 = stablehlo.log_plus_one %46 : tensor<2x4xf32>
    %48 = stablehlo.add %40, %47 : tensor<2x4xf32>
    %49 = stablehlo.select %42, %43, %48 : tensor<2x4xi1>, tensor<2x4xf32>
    %50 = stablehlo.concatenate %38, %49, dim = 1 : (tensor<2x1xf32>, tensor<2x4xf32>) -> tensor<2x5xf32>
    %51 = stablehlo.reshape %arg5 : (tensor<2xf32>) -> tensor<2x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %53 = stablehlo.multiply %52, %arg2 : tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %55 = stablehlo.subtract %54, %51 : tensor<2x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x4xf32>
    %57 = stablehlo.multiply %56, %28 : tensor<2x4xf32>
    %58 = stablehlo.add %53, %57 : tensor<2x4xf32>
    %59 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %60 = stablehlo.multiply %59, %arg1 : tensor<2x5xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %62 = stablehlo.subtract %61, %51 : tensor<2x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %64 = stablehlo.multiply %63, %50 : tensor<2x5xf32>
    %65 = stablehlo.add %60, %64 : tensor<2x5xf32>
    return %65, %58, %65, %58 : tensor<2x5xf32>, tensor<2x4xf32>, tensor<2x5xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<9x2x5xf32>, %arg1: tensor<2x5xf32>, %arg2: tensor<i32>) -> tensor<9x2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x5xf32>) -> tensor<1x2x5xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<9x2x5xf32>, tensor<1x2x5xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x2x5xf32>
    return %1 : tensor<9x2x5xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<9x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>) -> tensor<9x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<9x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x2x4xf32>
    return %1 : tensor<9x2x4xf32>
  }
  func.func private @_one_hot_3(%arg0: tensor<2xi32>) -> tensor<2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<2x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %5 = stablehlo.convert %4 : (tensor<2x5xi1>) -> tensor<2x5xf32>
    return %5 : tensor<2x5xf32>
  }
}
