module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x16xf32>, %arg1: tensor<16x16xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<i32>) -> (tensor<10xi32> {jax.result_info = "result[0]"}, tensor<16x16xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<10xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3:10 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %arg1, %iterArg_3 = %arg2, %iterArg_4 = %arg3, %iterArg_5 = %arg4, %iterArg_6 = %c_1, %iterArg_7 = %arg5, %iterArg_8 = %0, %iterArg_9 = %1, %iterArg_10 = %2) : tensor<20x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<10xi32>
    cond {
      %c_11 = stablehlo.constant dense<10> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_6, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %4 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %4 = stablehlo.compare LT, %iterArg_7, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<20> : tensor<i32>
      %5 = stablehlo.add %iterArg_7, %c_12 : tensor<i32>
      %6 = stablehlo.select %4, %5, %iterArg_7 : tensor<i1>, tensor<i32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %7 = stablehlo.compare LT, %c_13, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<16> : tensor<i32>
      %8 = stablehlo.add %c_15, %c_16 : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %9 = stablehlo.select %7, %8, %c_17 : tensor<i1>, tensor<i32>
      %10 = stablehlo.dynamic_slice %iterArg, %6, %9, sizes = [1, 16] : (tensor<20x16xf32>, tensor<i32>, tensor<i32>) -> tensor<1x16xf32>
      %11 = stablehlo.reshape %10 : (tensor<1x16xf32>) -> tensor<16xf32>
      %12 = stablehlo.dot_general %11, %iterArg_2, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16xf32>
      %13 = stablehlo.dot_general %11, %iterArg_3, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16xf32>
      %14 = stablehlo.dot_general %11, %iterArg_4, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16xf32>
      %15 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_6, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_19 = stablehlo.constant dense<16> : tensor<i32>
      %17 = stablehlo.add %iterArg_6, %c_19 : tensor<i32>
      %18 = stablehlo.select %16, %17, %iterArg_6 : tensor<i1>, tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.compare LT, %c_20, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %c_23 = stablehlo.constant dense<16> : tensor<i32>
      %20 = stablehlo.add %c_22, %c_23 : tensor<i32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.select %19, %20, %c_24 : tensor<i1>, tensor<i32>
      %22 = stablehlo.dynamic_update_slice %iterArg_8, %15, %18, %21 : (tensor<16x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %23 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare LT, %iterArg_6, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_26 = stablehlo.constant dense<16> : tensor<i32>
      %25 = stablehlo.add %iterArg_6, %c_26 : tensor<i32>
      %26 = stablehlo.select %24, %25, %iterArg_6 : tensor<i1>, tensor<i32>
      %c_27 = stablehlo.constant dense<0> : tensor<i32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.compare LT, %c_27, %c_28, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_29 = stablehlo.constant dense<0> : tensor<i32>
      %c_30 = stablehlo.constant dense<16> : tensor<i32>
      %28 = stablehlo.add %c_29, %c_30 : tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.select %27, %28, %c_31 : tensor<i1>, tensor<i32>
      %30 = stablehlo.dynamic_update_slice %iterArg_9, %23, %26, %29 : (tensor<16x16xf32>, tensor<1x16xf32>, tensor<i32>, tensor<i32>) -> tensor<16x16xf32>
      %31 = stablehlo.iota dim = 0 : tensor<16xi32>
      %32 = stablehlo.broadcast_in_dim %iterArg_6, dims = [] : (tensor<i32>) -> tensor<16xi32>
      %33 = stablehlo.compare LE, %31, %32, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
      %34 = stablehlo.dot_general %22, %12, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16x16xf32>, tensor<16xf32>) -> tensor<16xf32>
      %cst_32 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
      %36 = stablehlo.divide %34, %35 : tensor<16xf32>
      %cst_33 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %37 = func.call @_where(%33, %36, %cst_33) : (tensor<16xi1>, tensor<16xf32>, tensor<f32>) -> tensor<16xf32>
      %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %38 = stablehlo.reduce(%37 init: %cst_34) applies stablehlo.maximum across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %39 = stablehlo.maximum %cst_35, %38 : tensor<f32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
      %42 = stablehlo.subtract %37, %41 : tensor<16xf32>
      %43 = stablehlo.exponential %42 : tensor<16xf32>
      %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %44 = stablehlo.reduce(%43 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<1xf32>) -> tensor<16xf32>
      %47 = stablehlo.divide %43, %46 : tensor<16xf32>
      %48 = stablehlo.dot_general %47, %30, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16xf32>
      %49 = stablehlo.dot_general %48, %iterArg_5, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16xf32>, tensor<16x16xf32>) -> tensor<16xf32>
      %50 = stablehlo.transpose %iterArg, dims = [1, 0] : (tensor<20x16xf32>) -> tensor<16x20xf32>
      %51 = stablehlo.dot_general %49, %50, contracting_dims = [0] x [0], precision = [HIGHEST, HIGHEST] : (tensor<16xf32>, tensor<16x20xf32>) -> tensor<20xf32>
      %52 = func.call @argmax(%51) : (tensor<20xf32>) -> tensor<i32>
      %c_37 = stablehlo.constant dense<1> : tensor<i32>
      %53 = stablehlo.add %iterArg_6, %c_37 : tensor<i32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %54 = stablehlo.compare LT, %iterArg_6, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_39 = stablehlo.constant dense<10> : tensor<i32>
      %55 = stablehlo.add %iterArg_6, %c_39 : tensor<i32>
      %56 = stablehlo.select %54, %55, %iterArg_6 : tensor<i1>, tensor<i32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %58 = "stablehlo.scatter"(%iterArg_10, %57, %52) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
      ^bb0(%arg6: tensor<i32>, %arg7: tensor<i32>):
        stablehlo.return %arg7 : tensor<i32>
      }) : (tensor<10xi32>, tensor<1xi32>, tensor<i32>) -> tensor<10xi32>
      stablehlo.return %iterArg, %iterArg_2, %iterArg_3, %iterArg_4, %iterArg_5, %53, %52, %22, %30, %58 : tensor<20x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<i32>, tensor<i32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<10xi32>
    }
    return %3#9, %3#7 : tensor<10xi32>, tensor<16x16xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xf32>, %arg2: tensor<f32>) -> tensor<16xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<16xi1>, tensor<16xf32>
    return %2 : tensor<16xf32>
  }
  func.func private @argmax(%arg0: tensor<20xf32>) -> tensor<i32> {
    %0 = stablehlo.iota dim = 0 : tensor<20xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [0] : (tensor<20xf32>, tensor<20xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
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
    return %1#1 : tensor<i32>
  }
}
