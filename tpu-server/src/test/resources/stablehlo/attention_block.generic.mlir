"builtin.module"() <{sym_name = "jit_attention_block"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}], function_type = (tensor<16x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<16x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<64x64xf32>):
    %13 = "stablehlo.dot_general"(%arg4, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %14 = "stablehlo.reshape"(%13) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %15 = "stablehlo.transpose"(%14) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %16 = "stablehlo.dot_general"(%arg4, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %17 = "stablehlo.reshape"(%16) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %18 = "stablehlo.transpose"(%17) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %19 = "stablehlo.dot_general"(%arg4, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<16x64xf32>) -> tensor<16x4x16xf32>
    %21 = "stablehlo.transpose"(%20) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %22 = "stablehlo.dot_general"(%15, %18) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %23 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.sqrt"(%23) : (tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x16xf32>
    %26 = "stablehlo.divide"(%22, %25) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %27 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %29 = "func.call"(%28) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %31 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %32 = "func.call"(%30, %26, %31) <{callee = @_where}> : (tensor<1x16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>
    %33 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %52 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%52) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %35 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %37 = "stablehlo.maximum"(%36, %34) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %40 = "stablehlo.subtract"(%32, %39) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %41 = "stablehlo.exponential"(%40) : (tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %43 = "stablehlo.reduce"(%41, %42) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %51 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%51) : (tensor<f32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<4x16x1xf32>) -> tensor<4x16x16xf32>
    %46 = "stablehlo.divide"(%41, %45) : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %47 = "stablehlo.dot_general"(%46, %21) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %48 = "stablehlo.transpose"(%47) <{permutation = array<i64: 1, 0, 2>}> : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<16x4x16xf32>) -> tensor<16x64xf32>
    %50 = "stablehlo.dot_general"(%49, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x64xf32>, tensor<64x64xf32>) -> tensor<16x64xf32>
    "func.return"(%50) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x16xi1>) -> tensor<16x16xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x16xi1>):
    %4 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x16xi32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %8 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x16xi32>
    %9 = "stablehlo.compare"(%7, %8) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %10 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %12 = "stablehlo.select"(%9, %arg3, %11) : (tensor<16x16xi1>, tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    "func.return"(%12) : (tensor<16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x16x16xi1>, tensor<4x16x16xf32>, tensor<f32>) -> tensor<4x16x16xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x16x16xi1>, %arg1: tensor<4x16x16xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.convert"(%arg2) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x16xi1>) -> tensor<4x16x16xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16x16xf32>
    %3 = "stablehlo.select"(%1, %arg1, %2) : (tensor<4x16x16xi1>, tensor<4x16x16xf32>, tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    "func.return"(%3) : (tensor<4x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
