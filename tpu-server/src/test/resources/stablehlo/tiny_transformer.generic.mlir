"builtin.module"() <{sym_name = "jit_tiny_transformer"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<16xi32>, tensor<64x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32x128xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<16xi32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<128xf32>, %arg8: tensor<32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<128x32xf32>, %arg13: tensor<32x128xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x32xf32>, %arg16: tensor<32x32xf32>, %arg17: tensor<32x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<128xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32xf32>, %arg23: tensor<32xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32x128xf32>, %arg26: tensor<32x32xf32>, %arg27: tensor<32x32xf32>, %arg28: tensor<32x32xf32>, %arg29: tensor<32x32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<16x32xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %14 = "stablehlo.compare"(%arg4, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %15 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %17 = "stablehlo.add"(%arg4, %16) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %18 = "stablehlo.select"(%14, %17, %arg4) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %20 = "stablehlo.gather"(%arg5, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<16x1xi32>) -> tensor<16x32xf32>
    %21 = "stablehlo.add"(%20, %arg32) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.reduce"(%21, %22) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %296 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%296) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %25 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %27 = "stablehlo.divide"(%24, %26) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %29 = "stablehlo.subtract"(%21, %28) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = "chlo.square"(%29) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %31 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.reduce"(%30, %31) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %295 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%295) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %34 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %36 = "stablehlo.divide"(%33, %35) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %37 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %38 = "stablehlo.subtract"(%21, %37) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %39 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %41 = "stablehlo.add"(%36, %40) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %42 = "stablehlo.rsqrt"(%41) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %44 = "stablehlo.multiply"(%38, %43) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %45 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %47 = "stablehlo.multiply"(%44, %46) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %48 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %50 = "stablehlo.add"(%47, %49) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %51 = "stablehlo.dot_general"(%50, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %52 = "stablehlo.reshape"(%51) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %53 = "stablehlo.transpose"(%52) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %54 = "stablehlo.dot_general"(%50, %arg14) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %55 = "stablehlo.reshape"(%54) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %56 = "stablehlo.transpose"(%55) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %57 = "stablehlo.dot_general"(%50, %arg17) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %59 = "stablehlo.transpose"(%58) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %60 = "stablehlo.dot_general"(%53, %56) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %61 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.sqrt"(%61) : (tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16xf32>
    %64 = "stablehlo.divide"(%60, %63) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %65 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %67 = "func.call"(%66) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %69 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %70 = "func.call"(%68, %64, %69) <{callee = @_where}> : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %71 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.reduce"(%70, %71) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %294 = "stablehlo.maximum"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%294) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %73 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %75 = "stablehlo.maximum"(%74, %72) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %78 = "stablehlo.subtract"(%70, %77) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %79 = "stablehlo.exponential"(%78) : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %80 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.reduce"(%79, %80) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %293 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%293) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %84 = "stablehlo.divide"(%79, %83) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %85 = "stablehlo.dot_general"(%84, %59) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %86 = "stablehlo.transpose"(%85) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<16x2x16xf32>) -> tensor<16x32xf32>
    %88 = "stablehlo.dot_general"(%87, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %89 = "stablehlo.add"(%21, %88) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %292 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%292) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %93 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %95 = "stablehlo.divide"(%92, %94) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %97 = "stablehlo.subtract"(%89, %96) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %98 = "chlo.square"(%97) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %291 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%291) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %102 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %104 = "stablehlo.divide"(%101, %103) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %105 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %106 = "stablehlo.subtract"(%89, %105) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %107 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %109 = "stablehlo.add"(%104, %108) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %110 = "stablehlo.rsqrt"(%109) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %112 = "stablehlo.multiply"(%106, %111) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %113 = "stablehlo.broadcast_in_dim"(%arg11) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %115 = "stablehlo.multiply"(%112, %114) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %116 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %118 = "stablehlo.add"(%115, %117) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %119 = "stablehlo.dot_general"(%118, %arg13) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %120 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %122 = "stablehlo.add"(%119, %121) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %123 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x128xf32>
    %125 = "stablehlo.multiply"(%124, %122) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %126 = "stablehlo.negate"(%122) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %127 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x128xf32>
    %129 = "stablehlo.multiply"(%126, %128) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %130 = "chlo.erfc"(%129) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %131 = "stablehlo.multiply"(%125, %130) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %132 = "stablehlo.dot_general"(%131, %arg12) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %133 = "stablehlo.add"(%89, %132) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %134 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %136 = "stablehlo.add"(%133, %135) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %137 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.reduce"(%136, %137) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %290 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%290) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %140 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %142 = "stablehlo.divide"(%139, %141) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %144 = "stablehlo.subtract"(%136, %143) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %145 = "chlo.square"(%144) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.reduce"(%145, %146) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %289 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%289) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %148 = "stablehlo.broadcast_in_dim"(%147) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %149 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %151 = "stablehlo.divide"(%148, %150) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %152 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %153 = "stablehlo.subtract"(%136, %152) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %154 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %156 = "stablehlo.add"(%151, %155) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %157 = "stablehlo.rsqrt"(%156) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %159 = "stablehlo.multiply"(%153, %158) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %160 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %162 = "stablehlo.multiply"(%159, %161) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %163 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %165 = "stablehlo.add"(%162, %164) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %166 = "stablehlo.dot_general"(%165, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %168 = "stablehlo.transpose"(%167) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %169 = "stablehlo.dot_general"(%165, %arg26) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %170 = "stablehlo.reshape"(%169) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %171 = "stablehlo.transpose"(%170) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %172 = "stablehlo.dot_general"(%165, %arg29) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %173 = "stablehlo.reshape"(%172) : (tensor<16x32xf32>) -> tensor<16x2x16xf32>
    %174 = "stablehlo.transpose"(%173) <{permutation = array<i64: 1, 0, 2>}> : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>
    %175 = "stablehlo.dot_general"(%168, %171) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %176 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.sqrt"(%176) : (tensor<f32>) -> tensor<f32>
    %178 = "stablehlo.broadcast_in_dim"(%177) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16xf32>
    %179 = "stablehlo.divide"(%175, %178) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %180 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %182 = "func.call"(%181) <{callee = @tril}> : (tensor<16x16xi1>) -> tensor<16x16xi1>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x16xi1>) -> tensor<1x16x16xi1>
    %184 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %185 = "func.call"(%183, %179, %184) <{callee = @_where}> : (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>
    %186 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.reduce"(%185, %186) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %288 = "stablehlo.maximum"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%288) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %188 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %190 = "stablehlo.maximum"(%189, %187) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %193 = "stablehlo.subtract"(%185, %192) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %194 = "stablehlo.exponential"(%193) : (tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.reduce"(%194, %195) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %287 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%287) : (tensor<f32>) -> ()
    }) : (tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x16xf32>
    %199 = "stablehlo.divide"(%194, %198) : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %200 = "stablehlo.dot_general"(%199, %174) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    %201 = "stablehlo.transpose"(%200) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<16x2x16xf32>) -> tensor<16x32xf32>
    %203 = "stablehlo.dot_general"(%202, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x32xf32>) -> tensor<16x32xf32>
    %204 = "stablehlo.add"(%136, %203) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.reduce"(%204, %205) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %286 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%286) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %208 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %210 = "stablehlo.divide"(%207, %209) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %212 = "stablehlo.subtract"(%204, %211) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %213 = "chlo.square"(%212) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.reduce"(%213, %214) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %285 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%285) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %217 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %219 = "stablehlo.divide"(%216, %218) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %220 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %221 = "stablehlo.subtract"(%204, %220) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %222 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %224 = "stablehlo.add"(%219, %223) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %225 = "stablehlo.rsqrt"(%224) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %227 = "stablehlo.multiply"(%221, %226) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %228 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %230 = "stablehlo.multiply"(%227, %229) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %231 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %233 = "stablehlo.add"(%230, %232) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %234 = "stablehlo.dot_general"(%233, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x128xf32>) -> tensor<16x128xf32>
    %235 = "stablehlo.broadcast_in_dim"(%arg19) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<1x128xf32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %237 = "stablehlo.add"(%234, %236) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %238 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x128xf32>
    %240 = "stablehlo.multiply"(%239, %237) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %241 = "stablehlo.negate"(%237) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %242 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x128xf32>
    %244 = "stablehlo.multiply"(%241, %243) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %245 = "chlo.erfc"(%244) : (tensor<16x128xf32>) -> tensor<16x128xf32>
    %246 = "stablehlo.multiply"(%240, %245) : (tensor<16x128xf32>, tensor<16x128xf32>) -> tensor<16x128xf32>
    %247 = "stablehlo.dot_general"(%246, %arg24) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x128xf32>, tensor<128x32xf32>) -> tensor<16x32xf32>
    %248 = "stablehlo.add"(%204, %247) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %249 = "stablehlo.broadcast_in_dim"(%arg18) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %250 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %251 = "stablehlo.add"(%248, %250) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %284 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%284) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %255 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.broadcast_in_dim"(%255) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %257 = "stablehlo.divide"(%254, %256) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %259 = "stablehlo.subtract"(%251, %258) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %260 = "chlo.square"(%259) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.reduce"(%260, %261) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %283 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%283) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<16xf32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xf32>) -> tensor<16x1xf32>
    %264 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %266 = "stablehlo.divide"(%263, %265) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %267 = "stablehlo.broadcast_in_dim"(%257) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %268 = "stablehlo.subtract"(%251, %267) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %269 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x1xf32>
    %271 = "stablehlo.add"(%266, %270) : (tensor<16x1xf32>, tensor<16x1xf32>) -> tensor<16x1xf32>
    %272 = "stablehlo.rsqrt"(%271) : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %274 = "stablehlo.multiply"(%268, %273) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %275 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %277 = "stablehlo.multiply"(%274, %276) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %278 = "stablehlo.broadcast_in_dim"(%arg30) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %280 = "stablehlo.add"(%277, %279) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %281 = "stablehlo.transpose"(%arg5) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %282 = "stablehlo.dot_general"(%280, %281) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    "func.return"(%282) : (tensor<16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<16x16xi1>) -> tensor<16x16xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x16xi1>):
    %3 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16x16xi32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x16xi32>
    %6 = "stablehlo.add"(%3, %5) : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %7 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<16x16xi32>
    %8 = "stablehlo.compare"(%6, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %9 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<16x16xi1>
    %11 = "stablehlo.select"(%8, %arg3, %10) : (tensor<16x16xi1>, tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    "func.return"(%11) : (tensor<16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1x16x16xi1>, tensor<2x16x16xf32>, tensor<f32>) -> tensor<2x16x16xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x16x16xi1>, %arg1: tensor<2x16x16xf32>, %arg2: tensor<f32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x16xi1>) -> tensor<2x16x16xi1>
    %1 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x16xf32>
    %2 = "stablehlo.select"(%0, %arg1, %1) : (tensor<2x16x16xi1>, tensor<2x16x16xf32>, tensor<2x16x16xf32>) -> tensor<2x16x16xf32>
    "func.return"(%2) : (tensor<2x16x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
