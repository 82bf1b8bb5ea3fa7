"builtin.module"() <{sym_name = "jit_mlp_train_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<8x16xf32>, tensor<8xi32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['b1']"}, {jax.result_info = "result[0]['b2']"}, {jax.result_info = "result[0]['b3']"}, {jax.result_info = "result[0]['w1']"}, {jax.result_info = "result[0]['w2']"}, {jax.result_info = "result[0]['w3']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg14: tensor<32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<4xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32x32xf32>, %arg19: tensor<32x4xf32>, %arg20: tensor<8x16xf32>, %arg21: tensor<8xi32>):
    %38 = "stablehlo.dot_general"(%arg20, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %39 = "stablehlo.broadcast_in_dim"(%arg14) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %41 = "stablehlo.add"(%38, %40) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %42 = "func.call"(%41) <{callee = @relu}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %45 = "stablehlo.compare"(%41, %44) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %46 = "stablehlo.dot_general"(%42, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %47 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %49 = "stablehlo.add"(%46, %48) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %50 = "func.call"(%49) <{callee = @relu}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %53 = "stablehlo.compare"(%49, %52) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %54 = "stablehlo.dot_general"(%50, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<8x4xf32>
    %55 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %57 = "stablehlo.add"(%54, %56) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %58:3 = "func.call"(%57) <{callee = @log_softmax}> : (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>)
    %59 = "func.call"(%arg21) <{callee = @_one_hot}> : (tensor<8xi32>) -> tensor<8x4xf32>
    %60 = "stablehlo.multiply"(%58#0, %59) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.reduce"(%60, %61) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %136 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%136) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.reduce"(%62, %63) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %135 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%135) : (tensor<f32>) -> ()
    }) : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.divide"(%64, %65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %67 = "stablehlo.negate"(%66) : (tensor<f32>) -> tensor<f32>
    %68 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.negate"(%68) : (tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.divide"(%69, %70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x4xf32>
    %74 = "stablehlo.multiply"(%73, %59) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %75 = "func.call"(%58#1, %58#2, %74) <{callee = @log_softmax_0}> : (tensor<8x4xf32>, tensor<8x1xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.reduce"(%75, %76) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %134 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%134) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %78 = "stablehlo.reshape"(%77) : (tensor<4xf32>) -> tensor<1x4xf32>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.reduce"(%78, %79) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %133 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%133) : (tensor<f32>) -> ()
    }) : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %81 = "stablehlo.dot_general"(%75, %50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<8x32xf32>) -> tensor<4x32xf32>
    %82 = "stablehlo.transpose"(%81) <{permutation = array<i64: 1, 0>}> : (tensor<4x32xf32>) -> tensor<32x4xf32>
    %83 = "stablehlo.dot_general"(%75, %arg19) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x4xf32>, tensor<32x4xf32>) -> tensor<8x32xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %86 = "stablehlo.select"(%53, %83, %85) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %88 = "stablehlo.reduce"(%86, %87) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %132 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%132) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<32xf32>) -> tensor<1x32xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %131 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%131) : (tensor<f32>) -> ()
    }) : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %92 = "stablehlo.dot_general"(%86, %42) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %93 = "stablehlo.transpose"(%92) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %94 = "stablehlo.dot_general"(%86, %arg18) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %95 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %97 = "stablehlo.select"(%45, %94, %96) : (tensor<8x32xi1>, tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.reduce"(%97, %98) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %130 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%130) : (tensor<f32>) -> ()
    }) : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %100 = "stablehlo.reshape"(%99) : (tensor<32xf32>) -> tensor<1x32xf32>
    %101 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.reduce"(%100, %101) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %129 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%129) : (tensor<f32>) -> ()
    }) : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %103 = "stablehlo.dot_general"(%97, %arg20) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %104 = "stablehlo.transpose"(%103) <{permutation = array<i64: 1, 0>}> : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %107 = "stablehlo.multiply"(%106, %102) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %108 = "stablehlo.subtract"(%arg14, %107) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %109 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %111 = "stablehlo.multiply"(%110, %91) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %112 = "stablehlo.subtract"(%arg15, %111) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %113 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %115 = "stablehlo.multiply"(%114, %80) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.subtract"(%arg16, %115) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %119 = "stablehlo.multiply"(%118, %104) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %120 = "stablehlo.subtract"(%arg17, %119) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %121 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x32xf32>
    %123 = "stablehlo.multiply"(%122, %93) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %124 = "stablehlo.subtract"(%arg18, %123) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xf32>
    %125 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x4xf32>
    %127 = "stablehlo.multiply"(%126, %82) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    %128 = "stablehlo.subtract"(%arg19, %127) : (tensor<32x4xf32>, tensor<32x4xf32>) -> tensor<32x4xf32>
    "func.return"(%108, %112, %116, %120, %124, %128, %67) : (tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<16x32xf32>, tensor<32x32xf32>, tensor<32x4xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x32xf32>) -> tensor<8x32xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<8x32xf32>):
    %35 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %37 = "stablehlo.maximum"(%arg13, %36) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    "func.return"(%37) : (tensor<8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<8x4xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%arg8, %18) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %34 = "stablehlo.maximum"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %20 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %22 = "stablehlo.maximum"(%21, %19) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %25 = "stablehlo.subtract"(%arg8, %24) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %26 = "stablehlo.exponential"(%25) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.reduce"(%26, %27) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %33 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%33) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x1xf32>
    %30 = "stablehlo.log"(%29) : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %32 = "stablehlo.subtract"(%25, %31) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    "func.return"(%32, %26, %29) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<8xi32>) -> tensor<8x4xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8xi32>):
    %12 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %13 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x4xi32>
    %14 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x1xi32>) -> tensor<8x4xi32>
    %15 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xi32>) -> tensor<8x4xi32>
    %16 = "stablehlo.compare"(%14, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %17 = "stablehlo.convert"(%16) : (tensor<8x4xi1>) -> tensor<8x4xf32>
    "func.return"(%17) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<8x4xf32>, tensor<8x1xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>, res_attrs = [{}], sym_name = "log_softmax_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8x4xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x4xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<8x4xf32>) -> tensor<8x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<8x1xf32>, tensor<8x1xf32>) -> tensor<8x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xf32>) -> tensor<8x4xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    "func.return"(%9) : (tensor<8x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
