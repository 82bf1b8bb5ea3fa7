"builtin.module"() <{sym_name = "jit_cumsum_positions"}> ({
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x10xi32>, tensor<2x10xf32>) -> (tensor<2x10xi32>, tensor<2x10xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg8: tensor<2x10xi32>, %arg9: tensor<2x10xf32>):
    %10 = "func.call"(%arg8) <{callee = @cumsum}> : (tensor<2x10xi32>) -> tensor<2x10xi32>
    %11 = "stablehlo.multiply"(%10, %arg8) : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi32>
    %12 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x10xi32>
    %14 = "stablehlo.subtract"(%11, %13) : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi32>
    %15 = "func.call"(%arg9) <{callee = @cumsum_1}> : (tensor<2x10xf32>) -> tensor<2x10xf32>
    "func.return"(%14, %15) : (tensor<2x10xi32>, tensor<2x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x10xi32>) -> tensor<2x10xi32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2x10xi32>):
    %9 = "func.call"(%arg7) <{callee = @cumsum_0}> : (tensor<2x10xi32>) -> tensor<2x10xi32>
    "func.return"(%9) : (tensor<2x10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x10xi32>) -> tensor<2x10xi32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x10xi32>):
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.reduce_window"(%arg4, %6) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [9, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %8 = "stablehlo.add"(%arg5, %arg6) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%8) : (tensor<i32>) -> ()
    }) : (tensor<2x10xi32>, tensor<i32>) -> tensor<2x10xi32>
    "func.return"(%7) : (tensor<2x10xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x10xf32>) -> tensor<2x10xf32>, res_attrs = [{}], sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x10xf32>):
    %4 = "func.call"(%arg3) <{callee = @cumsum_2}> : (tensor<2x10xf32>) -> tensor<2x10xf32>
    "func.return"(%4) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x10xf32>) -> tensor<2x10xf32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x10xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %2 = "stablehlo.reduce_window"(%arg0, %1) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [9, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 10>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %3 = "stablehlo.add"(%arg1, %arg2) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<2x10xf32>
    "func.return"(%2) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
