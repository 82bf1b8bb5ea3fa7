"builtin.module"() <{sym_name = "jit_cnn_train_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}], function_type = (tensor<8xf32>, tensor<3xf32>, tensor<3x3x2x8xf32>, tensor<32x3xf32>, tensor<4x8x8x4xf32>, tensor<4xi32>) -> (tensor<8xf32>, tensor<3xf32>, tensor<3x3x2x8xf32>, tensor<32x3xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['b1']"}, {jax.result_info = "result[0]['b2']"}, {jax.result_info = "result[0]['w1']"}, {jax.result_info = "result[0]['w2']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<8xf32>, %arg15: tensor<3xf32>, %arg16: tensor<3x3x2x8xf32>, %arg17: tensor<32x3xf32>, %arg18: tensor<4x8x8x4xf32>, %arg19: tensor<4xi32>):
    %38 = "stablehlo.convolution"(%arg18, %arg16) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 2 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<4x8x8x4xf32>, tensor<3x3x2x8xf32>) -> tensor<4x4x4x8xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<4x4x4x8xf32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %42 = "func.call"(%41) <{callee = @relu}> : (tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %45 = "stablehlo.compare"(%41, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xi1>
    %46 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %48 = "stablehlo.reduce_window"(%42, %47) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %119 = "stablehlo.maximum"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%119) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<4x2x2x8xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<4x2x2x8xf32>) -> tensor<4x32xf32>
    %50 = "stablehlo.dot_general"(%49, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x32xf32>, tensor<32x3xf32>) -> tensor<4x3xf32>
    %51 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %53 = "stablehlo.add"(%50, %52) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %54:3 = "func.call"(%53) <{callee = @log_softmax}> : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>)
    %55 = "func.call"(%arg19) <{callee = @_one_hot}> : (tensor<4xi32>) -> tensor<4x3xf32>
    %56 = "stablehlo.multiply"(%54#0, %55) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %118 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%118) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %59 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.reduce"(%58, %59) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %117 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%117) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %61 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.divide"(%60, %61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.negate"(%62) : (tensor<f32>) -> tensor<f32>
    %64 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.negate"(%64) : (tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.divide"(%65, %66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x3xf32>
    %70 = "stablehlo.multiply"(%69, %55) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %71 = "func.call"(%54#1, %54#2, %70) <{callee = @log_softmax_0}> : (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %72 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.reduce"(%71, %72) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %116 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%116) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<3xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<3xf32>) -> tensor<1x3xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.reduce"(%74, %75) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %115 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%115) : (tensor<f32>) -> ()
    }) : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %77 = "stablehlo.dot_general"(%71, %49) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x3xf32>, tensor<4x32xf32>) -> tensor<3x32xf32>
    %78 = "stablehlo.transpose"(%77) <{permutation = array<i64: 1, 0>}> : (tensor<3x32xf32>) -> tensor<32x3xf32>
    %79 = "stablehlo.dot_general"(%71, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<4x3xf32>, tensor<32x3xf32>) -> tensor<4x32xf32>
    %80 = "stablehlo.reshape"(%79) : (tensor<4x32xf32>) -> tensor<4x2x2x8xf32>
    %81 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.pad"(%42, %81) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<4x4x4x8xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.select_and_scatter"(%82, %80, %83) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %114 = "stablehlo.compare"(%arg26, %arg27) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%114) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %113 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%113) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x8xf32>, tensor<4x2x2x8xf32>, tensor<f32>) -> tensor<4x4x4x8xf32>
    %85 = "stablehlo.slice"(%84) <{limit_indices = array<i64: 4, 4, 4, 8>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %88 = "stablehlo.select"(%45, %85, %87) : (tensor<4x4x4x8xi1>, tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    %89 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %90 = "stablehlo.reduce"(%88, %89) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %112 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%112) : (tensor<f32>) -> ()
    }) : (tensor<4x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %92 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.reduce"(%91, %92) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %111 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%111) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %94 = "stablehlo.convolution"(%arg18, %88) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<4x8x8x4xf32>, tensor<4x4x4x8xf32>) -> tensor<3x3x2x8xf32>
    %95 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %97 = "stablehlo.multiply"(%96, %93) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %98 = "stablehlo.subtract"(%arg14, %97) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %99 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %101 = "stablehlo.multiply"(%100, %76) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %102 = "stablehlo.subtract"(%arg15, %101) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x2x8xf32>
    %105 = "stablehlo.multiply"(%104, %94) : (tensor<3x3x2x8xf32>, tensor<3x3x2x8xf32>) -> tensor<3x3x2x8xf32>
    %106 = "stablehlo.subtract"(%arg16, %105) : (tensor<3x3x2x8xf32>, tensor<3x3x2x8xf32>) -> tensor<3x3x2x8xf32>
    %107 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x3xf32>
    %109 = "stablehlo.multiply"(%108, %78) : (tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x3xf32>
    %110 = "stablehlo.subtract"(%arg17, %109) : (tensor<32x3xf32>, tensor<32x3xf32>) -> tensor<32x3xf32>
    "func.return"(%98, %102, %106, %110, %63) : (tensor<8xf32>, tensor<3xf32>, tensor<3x3x2x8xf32>, tensor<32x3xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<4x4x4x8xf32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x4x8xf32>
    %37 = "stablehlo.maximum"(%arg13, %36) : (tensor<4x4x4x8xf32>, tensor<4x4x4x8xf32>) -> tensor<4x4x4x8xf32>
    "func.return"(%37) : (tensor<4x4x4x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x3xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg8, %18) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %34 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %22 = "stablehlo.maximum"(%21, %19) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %25 = "stablehlo.subtract"(%arg8, %24) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %26 = "stablehlo.exponential"(%25) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %33 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %30 = "stablehlo.log"(%29) : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %32 = "stablehlo.subtract"(%25, %31) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%32, %26, %29) : (tensor<4x3xf32>, tensor<4x3xf32>, tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4xi32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4xi32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %13 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x3xi32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi32>) -> tensor<4x3xi32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<4x3xi32>
    %16 = "stablehlo.compare"(%14, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x3xi32>, tensor<4x3xi32>) -> tensor<4x3xi1>
    %17 = "stablehlo.convert"(%16) : (tensor<4x3xi1>) -> tensor<4x3xf32>
    "func.return"(%17) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x3xf32>, tensor<4x1xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>, res_attrs = [{}], sym_name = "log_softmax_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x3xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x3xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x3xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    "func.return"(%9) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
