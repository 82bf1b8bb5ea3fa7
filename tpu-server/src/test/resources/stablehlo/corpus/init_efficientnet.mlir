module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xui32>) -> (tensor<8xf32> {jax.result_info = "result['batch_stats']['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result['batch_stats']['BatchNorm_0']['var']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['BatchNorm_1']['mean']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['BatchNorm_1']['var']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_0']['BatchNorm_0']['mean']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_0']['BatchNorm_0']['var']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_0']['BatchNorm_1']['mean']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_0']['BatchNorm_1']['var']"}, tensor<8xf32> {jax.result_info = "result['batch_stats']['MBConv_0']['BatchNorm_2']['mean']"}, tensor<8xf32> {jax.result_info = "result['batch_stats']['MBConv_0']['BatchNorm_2']['var']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_1']['BatchNorm_0']['mean']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_1']['BatchNorm_0']['var']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_1']['BatchNorm_1']['mean']"}, tensor<32xf32> {jax.result_info = "result['batch_stats']['MBConv_1']['BatchNorm_1']['var']"}, tensor<16xf32> {jax.result_info = "result['batch_stats']['MBConv_1']['BatchNorm_2']['mean']"}, tensor<16xf32> {jax.result_info = "result['batch_stats']['MBConv_1']['BatchNorm_2']['var']"}, tensor<64xf32> {jax.result_info = "result['batch_stats']['MBConv_2']['BatchNorm_0']['mean']"}, tensor<64xf32> {jax.result_info = "result['batch_stats']['MBConv_2']['BatchNorm_0']['var']"}, tensor<64xf32> {jax.result_info = "result['batch_stats']['MBConv_2']['BatchNorm_1']['mean']"}, tensor<64xf32> {jax.result_info = "result['batch_stats']['MBConv_2']['BatchNorm_1']['var']"}, tensor<16xf32> {jax.result_info = "result['batch_stats']['MBConv_2']['BatchNorm_2']['mean']"}, tensor<16xf32> {jax.result_info = "result['batch_stats']['MBConv_2']['BatchNorm_2']['var']"}, tensor<8xf32> {jax.result_info = "result['params']['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result['params']['BatchNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result['params']['BatchNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['BatchNorm_1']['scale']"}, tensor<3x3x3x8xf32> {jax.result_info = "result['params']['Conv_0']['kernel']"}, tensor<1x1x16x32xf32> {jax.result_info = "result['params']['Conv_1']['kernel']"}, tensor<10xf32> {jax.result_info = "result['params']['Dense_0']['bias']"}, tensor<32x10xf32> {jax.result_info = "result['params']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_0']['BatchNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_0']['BatchNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_0']['BatchNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_0']['BatchNorm_1']['scale']"}, tensor<8xf32> {jax.result_info = "result['params']['MBConv_0']['BatchNorm_2']['bias']"}, tensor<8xf32> {jax.result_info = "result['params']['MBConv_0']['BatchNorm_2']['scale']"}, tensor<1x1x8x32xf32> {jax.result_info = "result['params']['MBConv_0']['Conv_0']['kernel']"}, tensor<3x3x1x32xf32> {jax.result_info = "result['params']['MBConv_0']['Conv_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_0']['Conv_2']['bias']"}, tensor<1x1x2x32xf32> {jax.result_info = "result['params']['MBConv_0']['Conv_2']['kernel']"}, tensor<2xf32> {jax.result_info = "result['params']['MBConv_0']['Conv_3']['bias']"}, tensor<1x1x32x2xf32> {jax.result_info = "result['params']['MBConv_0']['Conv_3']['kernel']"}, tensor<1x1x32x8xf32> {jax.result_info = "result['params']['MBConv_0']['Conv_4']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_1']['BatchNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_1']['BatchNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_1']['BatchNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_1']['BatchNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['MBConv_1']['BatchNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['MBConv_1']['BatchNorm_2']['scale']"}, tensor<1x1x8x32xf32> {jax.result_info = "result['params']['MBConv_1']['Conv_0']['kernel']"}, tensor<3x3x1x32xf32> {jax.result_info = "result['params']['MBConv_1']['Conv_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result['params']['MBConv_1']['Conv_2']['bias']"}, tensor<1x1x2x32xf32> {jax.result_info = "result['params']['MBConv_1']['Conv_2']['kernel']"}, tensor<2xf32> {jax.result_info = "result['params']['MBConv_1']['Conv_3']['bias']"}, tensor<1x1x32x2xf32> {jax.result_info = "result['params']['MBConv_1']['Conv_3']['kernel']"}, tensor<1x1x32x16xf32> {jax.result_info = "result['params']['MBConv_1']['Conv_4']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['MBConv_2']['BatchNorm_0']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['MBConv_2']['BatchNorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result['params']['MBConv_2']['BatchNorm_1']['bias']"}, tensor<64xf32> {jax.result_info = "result['params']['MBConv_2']['BatchNorm_1']['scale']"}, tensor<16xf32> {jax.result_info = "result['params']['MBConv_2']['BatchNorm_2']['bias']"}, tensor<16xf32> {jax.result_info = "result['params']['MBConv_2']['BatchNorm_2']['scale']"}, tensor<1x1x16x64xf32> {jax.result_info = "result['params']['MBConv_2']['Conv_0']['kernel']"}, tensor<3x3x1x64xf32> {jax.result_info = "result['params']['MBConv_2']['Conv_1']['kernel']"}, tensor<64xf32> {jax.result_info = "result['params']['MBConv_2']['Conv_2']['bias']"}, tensor<1x1x4x64xf32> {jax.result_info = "result['params']['MBConv_2']['Conv_2']['kernel']"}, tensor<4xf32> {jax.result_info = "result['params']['MBConv_2']['Conv_3']['bias']"}, tensor<1x1x64x4xf32> {jax.result_info = "result['params']['MBConv_2']['Conv_3']['kernel']"}, tensor<1x1x64x16xf32> {jax.result_info = "result['params']['MBConv_2']['Conv_4']['kernel']"}) {
    %c = stablehlo.constant dense<1559354485> : tensor<ui32>
    %0 = call @_threefry_fold_in(%arg0, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst = stablehlo.constant dense<0.0370370373> : tensor<f32>
    %1 = stablehlo.sqrt %cst : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %2 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %c_1 = stablehlo.constant dense<-2> : tensor<i32>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %3 = call @_truncated_normal(%0, %c_1, %c_2) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3x3x3x8xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<3x3x3x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c_7 = stablehlo.constant dense<1457362976> : tensor<ui32>
    %10 = call @_threefry_fold_in(%arg0, %c_7) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_8 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %11 = stablehlo.sqrt %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %12 = stablehlo.divide %11, %cst_9 : tensor<f32>
    %c_10 = stablehlo.constant dense<-2> : tensor<i32>
    %c_11 = stablehlo.constant dense<2> : tensor<i32>
    %13 = call @_truncated_normal_2(%10, %c_10, %c_11) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<1x1x8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_16 = stablehlo.constant dense<1597623417> : tensor<ui32>
    %20 = call @_threefry_fold_in(%arg0, %c_16) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_17 = stablehlo.constant dense<0.111111112> : tensor<f32>
    %21 = stablehlo.sqrt %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_18 : tensor<f32>
    %c_19 = stablehlo.constant dense<-2> : tensor<i32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %23 = call @_truncated_normal_7(%20, %c_19, %c_20) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x32xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<3x3x1x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_25 = stablehlo.constant dense<2267760048> : tensor<ui32>
    %30 = call @_threefry_fold_in(%arg0, %c_25) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_26 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %31 = stablehlo.sqrt %cst_26 : tensor<f32>
    %cst_27 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %32 = stablehlo.divide %31, %cst_27 : tensor<f32>
    %c_28 = stablehlo.constant dense<-2> : tensor<i32>
    %c_29 = stablehlo.constant dense<2> : tensor<i32>
    %33 = call @_truncated_normal_12(%30, %c_28, %c_29) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x2xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<1x1x32x2xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<1x1x32x2xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %c_31 = stablehlo.constant dense<3870205805> : tensor<ui32>
    %37 = call @_threefry_fold_in(%arg0, %c_31) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %38 = stablehlo.sqrt %cst_32 : tensor<f32>
    %cst_33 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %39 = stablehlo.divide %38, %cst_33 : tensor<f32>
    %c_34 = stablehlo.constant dense<-2> : tensor<i32>
    %c_35 = stablehlo.constant dense<2> : tensor<i32>
    %40 = call @_truncated_normal_17(%37, %c_34, %c_35) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x32xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1x1x2x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_37 = stablehlo.constant dense<667429749> : tensor<ui32>
    %44 = call @_threefry_fold_in(%arg0, %c_37) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_38 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %45 = stablehlo.sqrt %cst_38 : tensor<f32>
    %cst_39 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %46 = stablehlo.divide %45, %cst_39 : tensor<f32>
    %c_40 = stablehlo.constant dense<-2> : tensor<i32>
    %c_41 = stablehlo.constant dense<2> : tensor<i32>
    %47 = call @_truncated_normal_22(%44, %c_40, %c_41) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x8xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<1x1x32x8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c_46 = stablehlo.constant dense<245811521> : tensor<ui32>
    %54 = call @_threefry_fold_in(%arg0, %c_46) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_47 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %55 = stablehlo.sqrt %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %56 = stablehlo.divide %55, %cst_48 : tensor<f32>
    %c_49 = stablehlo.constant dense<-2> : tensor<i32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %57 = call @_truncated_normal_2(%54, %c_49, %c_50) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x8x32xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<1x1x8x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_55 = stablehlo.constant dense<46219761> : tensor<ui32>
    %64 = call @_threefry_fold_in(%arg0, %c_55) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_56 = stablehlo.constant dense<0.111111112> : tensor<f32>
    %65 = stablehlo.sqrt %cst_56 : tensor<f32>
    %cst_57 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %66 = stablehlo.divide %65, %cst_57 : tensor<f32>
    %c_58 = stablehlo.constant dense<-2> : tensor<i32>
    %c_59 = stablehlo.constant dense<2> : tensor<i32>
    %67 = call @_truncated_normal_7(%64, %c_58, %c_59) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x32xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<3x3x1x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_64 = stablehlo.constant dense<3146487242> : tensor<ui32>
    %74 = call @_threefry_fold_in(%arg0, %c_64) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_65 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %75 = stablehlo.sqrt %cst_65 : tensor<f32>
    %cst_66 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %76 = stablehlo.divide %75, %cst_66 : tensor<f32>
    %c_67 = stablehlo.constant dense<-2> : tensor<i32>
    %c_68 = stablehlo.constant dense<2> : tensor<i32>
    %77 = call @_truncated_normal_12(%74, %c_67, %c_68) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x2xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [] : (tensor<f32>) -> tensor<1x1x32x2xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x1x32x2xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %c_70 = stablehlo.constant dense<2227334012> : tensor<ui32>
    %81 = call @_threefry_fold_in(%arg0, %c_70) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %82 = stablehlo.sqrt %cst_71 : tensor<f32>
    %cst_72 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %83 = stablehlo.divide %82, %cst_72 : tensor<f32>
    %c_73 = stablehlo.constant dense<-2> : tensor<i32>
    %c_74 = stablehlo.constant dense<2> : tensor<i32>
    %84 = call @_truncated_normal_17(%81, %c_73, %c_74) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x32xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<1x1x2x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_76 = stablehlo.constant dense<1909456010> : tensor<ui32>
    %88 = call @_threefry_fold_in(%arg0, %c_76) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_77 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %89 = stablehlo.sqrt %cst_77 : tensor<f32>
    %cst_78 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %90 = stablehlo.divide %89, %cst_78 : tensor<f32>
    %c_79 = stablehlo.constant dense<-2> : tensor<i32>
    %c_80 = stablehlo.constant dense<2> : tensor<i32>
    %91 = call @_truncated_normal_27(%88, %c_79, %c_80) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x32x16xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<1x1x32x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_85 = stablehlo.constant dense<1488286624> : tensor<ui32>
    %98 = call @_threefry_fold_in(%arg0, %c_85) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_86 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %99 = stablehlo.sqrt %cst_86 : tensor<f32>
    %cst_87 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %100 = stablehlo.divide %99, %cst_87 : tensor<f32>
    %c_88 = stablehlo.constant dense<-2> : tensor<i32>
    %c_89 = stablehlo.constant dense<2> : tensor<i32>
    %101 = call @_truncated_normal_32(%98, %c_88, %c_89) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x64xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<1x1x16x64xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<1x1x16x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %c_94 = stablehlo.constant dense<1115490512> : tensor<ui32>
    %108 = call @_threefry_fold_in(%arg0, %c_94) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_95 = stablehlo.constant dense<0.111111112> : tensor<f32>
    %109 = stablehlo.sqrt %cst_95 : tensor<f32>
    %cst_96 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %110 = stablehlo.divide %109, %cst_96 : tensor<f32>
    %c_97 = stablehlo.constant dense<-2> : tensor<i32>
    %c_98 = stablehlo.constant dense<2> : tensor<i32>
    %111 = call @_truncated_normal_37(%108, %c_97, %c_98) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3x3x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<3x3x1x64xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<3x3x1x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %c_103 = stablehlo.constant dense<1778268253> : tensor<ui32>
    %118 = call @_threefry_fold_in(%arg0, %c_103) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_104 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %119 = stablehlo.sqrt %cst_104 : tensor<f32>
    %cst_105 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %120 = stablehlo.divide %119, %cst_105 : tensor<f32>
    %c_106 = stablehlo.constant dense<-2> : tensor<i32>
    %c_107 = stablehlo.constant dense<2> : tensor<i32>
    %121 = call @_truncated_normal_42(%118, %c_106, %c_107) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x4xf32>
    %122 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<1x1x64x4xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<1x1x64x4xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_109 = stablehlo.constant dense<2780061293> : tensor<ui32>
    %125 = call @_threefry_fold_in(%arg0, %c_109) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_110 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %126 = stablehlo.sqrt %cst_110 : tensor<f32>
    %cst_111 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %127 = stablehlo.divide %126, %cst_111 : tensor<f32>
    %c_112 = stablehlo.constant dense<-2> : tensor<i32>
    %c_113 = stablehlo.constant dense<2> : tensor<i32>
    %128 = call @_truncated_normal_47(%125, %c_112, %c_113) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x4x64xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<1x1x4x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %c_115 = stablehlo.constant dense<2231025136> : tensor<ui32>
    %132 = call @_threefry_fold_in(%arg0, %c_115) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_116 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %133 = stablehlo.sqrt %cst_116 : tensor<f32>
    %cst_117 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %134 = stablehlo.divide %133, %cst_117 : tensor<f32>
    %c_118 = stablehlo.constant dense<-2> : tensor<i32>
    %c_119 = stablehlo.constant dense<2> : tensor<i32>
    %135 = call @_truncated_normal_52(%132, %c_118, %c_119) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x64x16xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [] : (tensor<f32>) -> tensor<1x1x64x16xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<1x1x64x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %c_124 = stablehlo.constant dense<1643651158> : tensor<ui32>
    %142 = call @_threefry_fold_in(%arg0, %c_124) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_125 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %143 = stablehlo.sqrt %cst_125 : tensor<f32>
    %cst_126 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %144 = stablehlo.divide %143, %cst_126 : tensor<f32>
    %c_127 = stablehlo.constant dense<-2> : tensor<i32>
    %c_128 = stablehlo.constant dense<2> : tensor<i32>
    %145 = call @_truncated_normal_57(%142, %c_127, %c_128) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x32xf32>
    %146 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %147 = stablehlo.multiply %145, %146 : tensor<1x1x16x32xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %c_133 = stablehlo.constant dense<2998342421> : tensor<ui32>
    %152 = call @_threefry_fold_in(%arg0, %c_133) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_134 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %153 = stablehlo.sqrt %cst_134 : tensor<f32>
    %cst_135 = stablehlo.constant dense<0.879625678> : tensor<f32>
    %154 = stablehlo.divide %153, %cst_135 : tensor<f32>
    %c_136 = stablehlo.constant dense<-2> : tensor<i32>
    %c_137 = stablehlo.constant dense<2> : tensor<i32>
    %155 = call @_truncated_normal_62(%152, %c_136, %c_137) : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<32x10xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<32x10xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<10xf32>
    return %6, %7, %148, %149, %16, %17, %26, %27, %50, %51, %60, %61, %70, %71, %94, %95, %104, %105, %114, %115, %138, %139, %9, %8, %151, %150, %5, %147, %158, %157, %19, %18, %29, %28, %53, %52, %15, %25, %43, %42, %36, %35, %49, %63, %62, %73, %72, %97, %96, %59, %69, %87, %86, %80, %79, %93, %107, %106, %117, %116, %141, %140, %103, %113, %131, %130, %124, %123, %137 : tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8xf32>, tensor<8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x3x8xf32>, tensor<1x1x16x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<1x1x2x32xf32>, tensor<2xf32>, tensor<1x1x32x2xf32>, tensor<1x1x32x8xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x8x32xf32>, tensor<3x3x1x32xf32>, tensor<32xf32>, tensor<1x1x2x32xf32>, tensor<2xf32>, tensor<1x1x32x2xf32>, tensor<1x1x32x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x64xf32>, tensor<3x3x1x64xf32>, tensor<64xf32>, tensor<1x1x4x64xf32>, tensor<4xf32>, tensor<1x1x64x4xf32>, tensor<1x1x64x16xf32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_truncated_normal(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x3x3x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x3x8xf32>
    %7 = chlo.erf_inv %6 : tensor<3x3x3x8xf32> -> tensor<3x3x3x8xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<3x3x3x8xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip(%9, %10, %11) : (tensor<3x3x3x8xf32>, tensor<f32>, tensor<f32>) -> tensor<3x3x3x8xf32>
    return %12 : tensor<3x3x3x8xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x3x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x3x3x8xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x3x3x8xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x3x3x8xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x3x3x8xui64>
    %c = stablehlo.constant dense<72> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x3x3x8xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<3x3x3x8xui64>
    %c_0 = stablehlo.constant dense<24> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x3x3x8xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<3x3x3x8xui64>
    %c_1 = stablehlo.constant dense<8> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x3x3x8xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<3x3x3x8xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x3x3x8xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<3x3x3x8xui64>
    %18 = stablehlo.add %11, %13 : tensor<3x3x3x8xui64>
    %19 = stablehlo.add %18, %15 : tensor<3x3x3x8xui64>
    %20 = stablehlo.add %19, %17 : tensor<3x3x3x8xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x3x3x8xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x3x3x8xui64>
    %23 = stablehlo.convert %20 : (tensor<3x3x3x8xui64>) -> tensor<3x3x3x8xui32>
    %24 = stablehlo.convert %22 : (tensor<3x3x3x8xui64>) -> tensor<3x3x3x8xui32>
    %25:2 = call @threefry2x32_0(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>) -> (tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<3x3x3x8xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<3x3x3x8xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %30 = stablehlo.or %28, %29 : tensor<3x3x3x8xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<3x3x3x8xui32>) -> tensor<3x3x3x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<3x3x3x8xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x3x8xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<3x3x3x8xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x3x8xf32>
    %38 = stablehlo.add %36, %37 : tensor<3x3x3x8xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x3x8xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<3x3x3x8xf32>
    return %40 : tensor<3x3x3x8xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x3x3x8xui32>, %arg3: tensor<3x3x3x8xui32>) -> (tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x3x3x8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x3x3x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<3x3x3x8xui32>, %arg2: tensor<3x3x3x8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x3x3x8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x3x3x8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x3x3x8xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x3x3x8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x3x3x8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x3x3x8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x3x3x8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x3x3x8xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x3x3x8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x3x3x8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x3x3x8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x3x3x8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x3x3x8xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x3x3x8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x3x3x8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x3x3x8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x3x3x8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x3x3x8xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x3x3x8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x3x3x8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x3x3x8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x3x3x8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x3x3x8xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x3x3x8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x3x3x8xui32>, tensor<3x3x3x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip(%arg0: tensor<3x3x3x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x3x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<3x3x3x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<3x3x3x8xf32>
    return %3 : tensor<3x3x3x8xf32>
  }
  func.func private @_truncated_normal_2(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x8x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_3(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x32xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x8x32xf32> -> tensor<1x1x8x32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x8x32xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_6(%9, %10, %11) : (tensor<1x1x8x32xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x8x32xf32>
    return %12 : tensor<1x1x8x32xf32>
  }
  func.func private @_uniform_3(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x8x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x8x32xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x8x32xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x8x32xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x8x32xui64>
    %c = stablehlo.constant dense<256> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x8x32xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x8x32xui64>
    %c_0 = stablehlo.constant dense<256> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x8x32xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x8x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x8x32xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x8x32xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x8x32xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x8x32xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x8x32xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x8x32xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x8x32xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x8x32xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x8x32xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x8x32xui64>) -> tensor<1x1x8x32xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x8x32xui64>) -> tensor<1x1x8x32xui32>
    %25:2 = call @threefry2x32_4(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>) -> (tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x8x32xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x8x32xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x8x32xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x8x32xui32>) -> tensor<1x1x8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x8x32xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x32xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x8x32xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x32xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x8x32xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x8x32xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x8x32xf32>
    return %40 : tensor<1x1x8x32xf32>
  }
  func.func private @threefry2x32_4(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x8x32xui32>, %arg3: tensor<1x1x8x32xui32>) -> (tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x8x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x8x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_5(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>
  }
  func.func private @closed_call_5(%arg0: tensor<i32>, %arg1: tensor<1x1x8x32xui32>, %arg2: tensor<1x1x8x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x8x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x8x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x8x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x8x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x8x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x8x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x8x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x8x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x8x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x8x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x8x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x8x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x8x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x8x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x8x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x8x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x8x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x8x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x8x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x8x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x8x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x8x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x8x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x8x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x8x32xui32>, tensor<1x1x8x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_6(%arg0: tensor<1x1x8x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x8x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x8x32xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x8x32xf32>
    return %3 : tensor<1x1x8x32xf32>
  }
  func.func private @_truncated_normal_7(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x3x1x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_8(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x32xf32>
    %7 = chlo.erf_inv %6 : tensor<3x3x1x32xf32> -> tensor<3x3x1x32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<3x3x1x32xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_11(%9, %10, %11) : (tensor<3x3x1x32xf32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x32xf32>
    return %12 : tensor<3x3x1x32xf32>
  }
  func.func private @_uniform_8(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x1x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x3x1x32xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x3x1x32xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x3x1x32xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x3x1x32xui64>
    %c = stablehlo.constant dense<96> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x3x1x32xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<3x3x1x32xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x3x1x32xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<3x3x1x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x3x1x32xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<3x3x1x32xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x3x1x32xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<3x3x1x32xui64>
    %18 = stablehlo.add %11, %13 : tensor<3x3x1x32xui64>
    %19 = stablehlo.add %18, %15 : tensor<3x3x1x32xui64>
    %20 = stablehlo.add %19, %17 : tensor<3x3x1x32xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x3x1x32xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x3x1x32xui64>
    %23 = stablehlo.convert %20 : (tensor<3x3x1x32xui64>) -> tensor<3x3x1x32xui32>
    %24 = stablehlo.convert %22 : (tensor<3x3x1x32xui64>) -> tensor<3x3x1x32xui32>
    %25:2 = call @threefry2x32_9(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>) -> (tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<3x3x1x32xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<3x3x1x32xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %30 = stablehlo.or %28, %29 : tensor<3x3x1x32xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<3x3x1x32xui32>) -> tensor<3x3x1x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<3x3x1x32xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x32xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<3x3x1x32xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x32xf32>
    %38 = stablehlo.add %36, %37 : tensor<3x3x1x32xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x32xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<3x3x1x32xf32>
    return %40 : tensor<3x3x1x32xf32>
  }
  func.func private @threefry2x32_9(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x3x1x32xui32>, %arg3: tensor<3x3x1x32xui32>) -> (tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x3x1x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x3x1x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_10(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>
  }
  func.func private @closed_call_10(%arg0: tensor<i32>, %arg1: tensor<3x3x1x32xui32>, %arg2: tensor<3x3x1x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x3x1x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x3x1x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x3x1x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x3x1x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x3x1x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x3x1x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x3x1x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x3x1x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x3x1x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x3x1x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x3x1x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x3x1x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x3x1x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x3x1x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x3x1x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x3x1x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x3x1x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x3x1x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x3x1x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x3x1x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x3x1x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x3x1x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x3x1x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x3x1x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x3x1x32xui32>, tensor<3x3x1x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_11(%arg0: tensor<3x3x1x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x1x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<3x3x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<3x3x1x32xf32>
    return %3 : tensor<3x3x1x32xf32>
  }
  func.func private @_truncated_normal_12(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x32x2xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_13(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x32x2xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x32x2xf32> -> tensor<1x1x32x2xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x32x2xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x32x2xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_16(%9, %10, %11) : (tensor<1x1x32x2xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x32x2xf32>
    return %12 : tensor<1x1x32x2xf32>
  }
  func.func private @_uniform_13(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x32x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x32x2xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x32x2xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x32x2xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x32x2xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x32x2xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x32x2xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x32x2xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x32x2xui64>
    %c_1 = stablehlo.constant dense<2> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x32x2xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x32x2xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x32x2xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x32x2xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x32x2xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x32x2xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x32x2xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x32x2xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x32x2xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x32x2xui64>) -> tensor<1x1x32x2xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x32x2xui64>) -> tensor<1x1x32x2xui32>
    %25:2 = call @threefry2x32_14(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>) -> (tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x32x2xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x32x2xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x32x2xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x32x2xui32>) -> tensor<1x1x32x2xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x32x2xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x32x2xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x2xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x32x2xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x2xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x32x2xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x2xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x32x2xf32>
    return %40 : tensor<1x1x32x2xf32>
  }
  func.func private @threefry2x32_14(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x32x2xui32>, %arg3: tensor<1x1x32x2xui32>) -> (tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x32x2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x32x2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_15(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>
  }
  func.func private @closed_call_15(%arg0: tensor<i32>, %arg1: tensor<1x1x32x2xui32>, %arg2: tensor<1x1x32x2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x32x2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x32x2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x32x2xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x32x2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x32x2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x32x2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x32x2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x32x2xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x32x2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x32x2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x32x2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x32x2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x32x2xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x32x2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x32x2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x32x2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x32x2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x32x2xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x32x2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x32x2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x32x2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x32x2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x32x2xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x32x2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x32x2xui32>, tensor<1x1x32x2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_16(%arg0: tensor<1x1x32x2xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x32x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x32x2xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x32x2xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x32x2xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x32x2xf32>
    return %3 : tensor<1x1x32x2xf32>
  }
  func.func private @_truncated_normal_17(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x2x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_18(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x2x32xf32> -> tensor<1x1x2x32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x2x32xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_21(%9, %10, %11) : (tensor<1x1x2x32xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    return %12 : tensor<1x1x2x32xf32>
  }
  func.func private @_uniform_18(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x2x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x2x32xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x2x32xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x2x32xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x2x32xui64>
    %c = stablehlo.constant dense<64> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x2x32xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x2x32xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x2x32xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x2x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x2x32xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x2x32xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x2x32xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x2x32xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x2x32xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x2x32xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x2x32xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x2x32xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x2x32xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x2x32xui64>) -> tensor<1x1x2x32xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x2x32xui64>) -> tensor<1x1x2x32xui32>
    %25:2 = call @threefry2x32_19(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>) -> (tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x2x32xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x2x32xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x2x32xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x2x32xui32>) -> tensor<1x1x2x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x2x32xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x2x32xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x2x32xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x2x32xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x2x32xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x2x32xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x2x32xf32>
    return %40 : tensor<1x1x2x32xf32>
  }
  func.func private @threefry2x32_19(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x2x32xui32>, %arg3: tensor<1x1x2x32xui32>) -> (tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x2x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x2x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_20(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>
  }
  func.func private @closed_call_20(%arg0: tensor<i32>, %arg1: tensor<1x1x2x32xui32>, %arg2: tensor<1x1x2x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x2x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x2x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x2x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x2x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x2x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x2x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x2x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x2x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x2x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x2x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x2x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x2x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x2x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x2x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x2x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x2x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x2x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x2x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x2x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x2x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x2x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x2x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x2x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x2x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x2x32xui32>, tensor<1x1x2x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_21(%arg0: tensor<1x1x2x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x2x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x2x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x2x32xf32>
    return %3 : tensor<1x1x2x32xf32>
  }
  func.func private @_truncated_normal_22(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x32x8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_23(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x32x8xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x32x8xf32> -> tensor<1x1x32x8xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x32x8xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_26(%9, %10, %11) : (tensor<1x1x32x8xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x32x8xf32>
    return %12 : tensor<1x1x32x8xf32>
  }
  func.func private @_uniform_23(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x32x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x32x8xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x32x8xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x32x8xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x32x8xui64>
    %c = stablehlo.constant dense<256> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x32x8xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x32x8xui64>
    %c_0 = stablehlo.constant dense<256> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x32x8xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x32x8xui64>
    %c_1 = stablehlo.constant dense<8> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x32x8xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x32x8xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x32x8xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x32x8xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x32x8xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x32x8xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x32x8xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x32x8xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x32x8xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x32x8xui64>) -> tensor<1x1x32x8xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x32x8xui64>) -> tensor<1x1x32x8xui32>
    %25:2 = call @threefry2x32_24(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>) -> (tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x32x8xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x32x8xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x32x8xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x32x8xui32>) -> tensor<1x1x32x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x32x8xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x8xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x32x8xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x8xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x32x8xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x8xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x32x8xf32>
    return %40 : tensor<1x1x32x8xf32>
  }
  func.func private @threefry2x32_24(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x32x8xui32>, %arg3: tensor<1x1x32x8xui32>) -> (tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x32x8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x32x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_25(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>
  }
  func.func private @closed_call_25(%arg0: tensor<i32>, %arg1: tensor<1x1x32x8xui32>, %arg2: tensor<1x1x32x8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x32x8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x32x8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x32x8xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x32x8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x32x8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x32x8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x32x8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x32x8xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x32x8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x32x8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x32x8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x32x8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x32x8xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x32x8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x32x8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x32x8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x32x8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x32x8xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x32x8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x32x8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x32x8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x32x8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x32x8xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x32x8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x32x8xui32>, tensor<1x1x32x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_26(%arg0: tensor<1x1x32x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x32x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x32x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x32x8xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x32x8xf32>
    return %3 : tensor<1x1x32x8xf32>
  }
  func.func private @_truncated_normal_27(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_28(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x32x16xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x32x16xf32> -> tensor<1x1x32x16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x32x16xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_31(%9, %10, %11) : (tensor<1x1x32x16xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x32x16xf32>
    return %12 : tensor<1x1x32x16xf32>
  }
  func.func private @_uniform_28(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x32x16xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x32x16xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x32x16xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x32x16xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x32x16xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x32x16xui64>
    %c_0 = stablehlo.constant dense<512> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x32x16xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x32x16xui64>
    %c_1 = stablehlo.constant dense<16> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x32x16xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x32x16xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x32x16xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x32x16xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x32x16xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x32x16xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x32x16xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x32x16xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x32x16xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x32x16xui64>) -> tensor<1x1x32x16xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x32x16xui64>) -> tensor<1x1x32x16xui32>
    %25:2 = call @threefry2x32_29(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>) -> (tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x32x16xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x32x16xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x32x16xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x32x16xui32>) -> tensor<1x1x32x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x32x16xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x16xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x32x16xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x16xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x32x16xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x32x16xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x32x16xf32>
    return %40 : tensor<1x1x32x16xf32>
  }
  func.func private @threefry2x32_29(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x32x16xui32>, %arg3: tensor<1x1x32x16xui32>) -> (tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x32x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x32x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_30(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>
  }
  func.func private @closed_call_30(%arg0: tensor<i32>, %arg1: tensor<1x1x32x16xui32>, %arg2: tensor<1x1x32x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x32x16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x32x16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x32x16xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x32x16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x32x16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x32x16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x32x16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x32x16xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x32x16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x32x16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x32x16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x32x16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x32x16xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x32x16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x32x16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x32x16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x32x16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x32x16xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x32x16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x32x16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x32x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x32x16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x32x16xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x32x16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x32x16xui32>, tensor<1x1x32x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_31(%arg0: tensor<1x1x32x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x32x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x32x16xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x32x16xf32>
    return %3 : tensor<1x1x32x16xf32>
  }
  func.func private @_truncated_normal_32(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x16x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_33(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x16x64xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x16x64xf32> -> tensor<1x1x16x64xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x16x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x16x64xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_36(%9, %10, %11) : (tensor<1x1x16x64xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x16x64xf32>
    return %12 : tensor<1x1x16x64xf32>
  }
  func.func private @_uniform_33(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x16x64xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x16x64xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x16x64xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x16x64xui64>
    %c = stablehlo.constant dense<1024> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x16x64xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x16x64xui64>
    %c_0 = stablehlo.constant dense<1024> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x16x64xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x16x64xui64>
    %c_1 = stablehlo.constant dense<64> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x16x64xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x16x64xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x16x64xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x16x64xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x16x64xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x16x64xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x16x64xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x16x64xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x16x64xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x16x64xui64>) -> tensor<1x1x16x64xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x16x64xui64>) -> tensor<1x1x16x64xui32>
    %25:2 = call @threefry2x32_34(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>) -> (tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x16x64xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x16x64xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x16x64xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x16x64xui32>) -> tensor<1x1x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x16x64xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x16x64xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x64xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x16x64xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x64xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x16x64xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x64xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x16x64xf32>
    return %40 : tensor<1x1x16x64xf32>
  }
  func.func private @threefry2x32_34(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x16x64xui32>, %arg3: tensor<1x1x16x64xui32>) -> (tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x16x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x16x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_35(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>
  }
  func.func private @closed_call_35(%arg0: tensor<i32>, %arg1: tensor<1x1x16x64xui32>, %arg2: tensor<1x1x16x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x16x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x16x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x16x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x16x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x16x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x16x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x16x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x16x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x16x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x16x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x16x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x16x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x16x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x16x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x16x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x16x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x16x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x16x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x16x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x16x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x16x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x16x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x16x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x16x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x16x64xui32>, tensor<1x1x16x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_36(%arg0: tensor<1x1x16x64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x16x64xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x16x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x16x64xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x16x64xf32>
    return %3 : tensor<1x1x16x64xf32>
  }
  func.func private @_truncated_normal_37(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3x3x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_38(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x64xf32>
    %7 = chlo.erf_inv %6 : tensor<3x3x1x64xf32> -> tensor<3x3x1x64xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x3x1x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<3x3x1x64xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_41(%9, %10, %11) : (tensor<3x3x1x64xf32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x64xf32>
    return %12 : tensor<3x3x1x64xf32>
  }
  func.func private @_uniform_38(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x1x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<3x3x1x64xui64>
    %7 = stablehlo.iota dim = 1 : tensor<3x3x1x64xui64>
    %8 = stablehlo.iota dim = 2 : tensor<3x3x1x64xui64>
    %9 = stablehlo.iota dim = 3 : tensor<3x3x1x64xui64>
    %c = stablehlo.constant dense<192> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<3x3x1x64xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<3x3x1x64xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<3x3x1x64xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<3x3x1x64xui64>
    %c_1 = stablehlo.constant dense<64> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<3x3x1x64xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<3x3x1x64xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<3x3x1x64xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<3x3x1x64xui64>
    %18 = stablehlo.add %11, %13 : tensor<3x3x1x64xui64>
    %19 = stablehlo.add %18, %15 : tensor<3x3x1x64xui64>
    %20 = stablehlo.add %19, %17 : tensor<3x3x1x64xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<3x3x1x64xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<3x3x1x64xui64>
    %23 = stablehlo.convert %20 : (tensor<3x3x1x64xui64>) -> tensor<3x3x1x64xui32>
    %24 = stablehlo.convert %22 : (tensor<3x3x1x64xui64>) -> tensor<3x3x1x64xui32>
    %25:2 = call @threefry2x32_39(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>) -> (tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<3x3x1x64xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<3x3x1x64xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %30 = stablehlo.or %28, %29 : tensor<3x3x1x64xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<3x3x1x64xui32>) -> tensor<3x3x1x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x1x64xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<3x3x1x64xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x64xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<3x3x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x64xf32>
    %38 = stablehlo.add %36, %37 : tensor<3x3x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x64xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<3x3x1x64xf32>
    return %40 : tensor<3x3x1x64xf32>
  }
  func.func private @threefry2x32_39(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<3x3x1x64xui32>, %arg3: tensor<3x3x1x64xui32>) -> (tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<3x3x1x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<3x3x1x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_40(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>
  }
  func.func private @closed_call_40(%arg0: tensor<i32>, %arg1: tensor<3x3x1x64xui32>, %arg2: tensor<3x3x1x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<3x3x1x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<3x3x1x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<3x3x1x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<3x3x1x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<3x3x1x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<3x3x1x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<3x3x1x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<3x3x1x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<3x3x1x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<3x3x1x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<3x3x1x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<3x3x1x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<3x3x1x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<3x3x1x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<3x3x1x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<3x3x1x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<3x3x1x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<3x3x1x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<3x3x1x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<3x3x1x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<3x3x1x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<3x3x1x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<3x3x1x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<3x3x1x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<3x3x1x64xui32>, tensor<3x3x1x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_41(%arg0: tensor<3x3x1x64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<3x3x1x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x3x1x64xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<3x3x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x3x1x64xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<3x3x1x64xf32>
    return %3 : tensor<3x3x1x64xf32>
  }
  func.func private @_truncated_normal_42(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x64x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_43(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x64x4xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x64x4xf32> -> tensor<1x1x64x4xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x64x4xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x64x4xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_46(%9, %10, %11) : (tensor<1x1x64x4xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x64x4xf32>
    return %12 : tensor<1x1x64x4xf32>
  }
  func.func private @_uniform_43(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x64x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x64x4xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x64x4xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x64x4xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x64x4xui64>
    %c = stablehlo.constant dense<256> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x64x4xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x64x4xui64>
    %c_0 = stablehlo.constant dense<256> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x64x4xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x64x4xui64>
    %c_1 = stablehlo.constant dense<4> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x64x4xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x64x4xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x64x4xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x64x4xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x64x4xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x64x4xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x64x4xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x64x4xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x64x4xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x64x4xui64>) -> tensor<1x1x64x4xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x64x4xui64>) -> tensor<1x1x64x4xui32>
    %25:2 = call @threefry2x32_44(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>) -> (tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x64x4xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x64x4xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x64x4xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x64x4xui32>) -> tensor<1x1x64x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x4xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x64x4xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x64x4xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x64x4xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x64x4xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x64x4xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x64x4xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x64x4xf32>
    return %40 : tensor<1x1x64x4xf32>
  }
  func.func private @threefry2x32_44(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x64x4xui32>, %arg3: tensor<1x1x64x4xui32>) -> (tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x64x4xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x64x4xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_45(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>
  }
  func.func private @closed_call_45(%arg0: tensor<i32>, %arg1: tensor<1x1x64x4xui32>, %arg2: tensor<1x1x64x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x64x4xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x64x4xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x64x4xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x64x4xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x64x4xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x64x4xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x64x4xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x64x4xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x64x4xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x64x4xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x64x4xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x64x4xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x64x4xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x64x4xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x64x4xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x64x4xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x64x4xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x64x4xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x64x4xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x64x4xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x64x4xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x64x4xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x64x4xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x64x4xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x64x4xui32>, tensor<1x1x64x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_46(%arg0: tensor<1x1x64x4xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x64x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x64x4xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x64x4xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x64x4xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x64x4xf32>
    return %3 : tensor<1x1x64x4xf32>
  }
  func.func private @_truncated_normal_47(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x4x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_48(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x4x64xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x4x64xf32> -> tensor<1x1x4x64xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x4x64xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_51(%9, %10, %11) : (tensor<1x1x4x64xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x4x64xf32>
    return %12 : tensor<1x1x4x64xf32>
  }
  func.func private @_uniform_48(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x4x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x4x64xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x4x64xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x4x64xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x4x64xui64>
    %c = stablehlo.constant dense<256> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x4x64xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x4x64xui64>
    %c_0 = stablehlo.constant dense<256> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x4x64xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x4x64xui64>
    %c_1 = stablehlo.constant dense<64> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x4x64xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x4x64xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x4x64xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x4x64xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x4x64xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x4x64xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x4x64xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x4x64xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x4x64xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x4x64xui64>) -> tensor<1x1x4x64xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x4x64xui64>) -> tensor<1x1x4x64xui32>
    %25:2 = call @threefry2x32_49(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>) -> (tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x4x64xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x4x64xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x4x64xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x4x64xui32>) -> tensor<1x1x4x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x4x64xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x4x64xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x4x64xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x4x64xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x4x64xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x4x64xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x4x64xf32>
    return %40 : tensor<1x1x4x64xf32>
  }
  func.func private @threefry2x32_49(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x4x64xui32>, %arg3: tensor<1x1x4x64xui32>) -> (tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x4x64xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x4x64xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_50(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>
  }
  func.func private @closed_call_50(%arg0: tensor<i32>, %arg1: tensor<1x1x4x64xui32>, %arg2: tensor<1x1x4x64xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x4x64xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x4x64xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x4x64xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x4x64xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x4x64xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x4x64xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x4x64xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x4x64xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x4x64xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x4x64xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x4x64xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x4x64xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x4x64xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x4x64xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x4x64xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x4x64xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x4x64xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x4x64xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x4x64xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x4x64xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x4x64xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x4x64xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x4x64xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x4x64xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x4x64xui32>, tensor<1x1x4x64xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_51(%arg0: tensor<1x1x4x64xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x4x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x4x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x4x64xf32>
    return %3 : tensor<1x1x4x64xf32>
  }
  func.func private @_truncated_normal_52(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x64x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_53(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x64x16xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x64x16xf32> -> tensor<1x1x64x16xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x64x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x64x16xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_56(%9, %10, %11) : (tensor<1x1x64x16xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x64x16xf32>
    return %12 : tensor<1x1x64x16xf32>
  }
  func.func private @_uniform_53(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x64x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x64x16xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x64x16xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x64x16xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x64x16xui64>
    %c = stablehlo.constant dense<1024> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x64x16xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x64x16xui64>
    %c_0 = stablehlo.constant dense<1024> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x64x16xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x64x16xui64>
    %c_1 = stablehlo.constant dense<16> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x64x16xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x64x16xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x64x16xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x64x16xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x64x16xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x64x16xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x64x16xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x64x16xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x64x16xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x64x16xui64>) -> tensor<1x1x64x16xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x64x16xui64>) -> tensor<1x1x64x16xui32>
    %25:2 = call @threefry2x32_54(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>) -> (tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x64x16xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x64x16xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x64x16xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x64x16xui32>) -> tensor<1x1x64x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x16xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x64x16xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x64x16xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x64x16xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x64x16xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x64x16xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x64x16xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x64x16xf32>
    return %40 : tensor<1x1x64x16xf32>
  }
  func.func private @threefry2x32_54(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x64x16xui32>, %arg3: tensor<1x1x64x16xui32>) -> (tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x64x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x64x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_55(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>
  }
  func.func private @closed_call_55(%arg0: tensor<i32>, %arg1: tensor<1x1x64x16xui32>, %arg2: tensor<1x1x64x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x64x16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x64x16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x64x16xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x64x16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x64x16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x64x16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x64x16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x64x16xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x64x16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x64x16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x64x16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x64x16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x64x16xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x64x16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x64x16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x64x16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x64x16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x64x16xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x64x16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x64x16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x64x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x64x16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x64x16xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x64x16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x64x16xui32>, tensor<1x1x64x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_56(%arg0: tensor<1x1x64x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x64x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x64x16xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x64x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x64x16xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x64x16xf32>
    return %3 : tensor<1x1x64x16xf32>
  }
  func.func private @_truncated_normal_57(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1x1x16x32xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_58(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x1x16x32xf32>
    %7 = chlo.erf_inv %6 : tensor<1x1x16x32xf32> -> tensor<1x1x16x32xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x16x32xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_61(%9, %10, %11) : (tensor<1x1x16x32xf32>, tensor<f32>, tensor<f32>) -> tensor<1x1x16x32xf32>
    return %12 : tensor<1x1x16x32xf32>
  }
  func.func private @_uniform_58(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<1x1x16x32xui64>
    %7 = stablehlo.iota dim = 1 : tensor<1x1x16x32xui64>
    %8 = stablehlo.iota dim = 2 : tensor<1x1x16x32xui64>
    %9 = stablehlo.iota dim = 3 : tensor<1x1x16x32xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1x1x16x32xui64>
    %11 = stablehlo.multiply %10, %6 : tensor<1x1x16x32xui64>
    %c_0 = stablehlo.constant dense<512> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1x1x16x32xui64>
    %13 = stablehlo.multiply %12, %7 : tensor<1x1x16x32xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<1x1x16x32xui64>
    %15 = stablehlo.multiply %14, %8 : tensor<1x1x16x32xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<1x1x16x32xui64>
    %17 = stablehlo.multiply %16, %9 : tensor<1x1x16x32xui64>
    %18 = stablehlo.add %11, %13 : tensor<1x1x16x32xui64>
    %19 = stablehlo.add %18, %15 : tensor<1x1x16x32xui64>
    %20 = stablehlo.add %19, %17 : tensor<1x1x16x32xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<1x1x16x32xui64>
    %22 = stablehlo.shift_right_logical %20, %21 : tensor<1x1x16x32xui64>
    %23 = stablehlo.convert %20 : (tensor<1x1x16x32xui64>) -> tensor<1x1x16x32xui32>
    %24 = stablehlo.convert %22 : (tensor<1x1x16x32xui64>) -> tensor<1x1x16x32xui32>
    %25:2 = call @threefry2x32_59(%3, %5, %24, %23) : (tensor<ui32>, tensor<ui32>, tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>) -> (tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>)
    %26 = stablehlo.xor %25#0, %25#1 : tensor<1x1x16x32xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %28 = stablehlo.shift_right_logical %26, %27 : tensor<1x1x16x32xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %30 = stablehlo.or %28, %29 : tensor<1x1x16x32xui32>
    %31 = stablehlo.bitcast_convert %30 : (tensor<1x1x16x32xui32>) -> tensor<1x1x16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %33 = stablehlo.subtract %31, %32 : tensor<1x1x16x32xf32>
    %34 = stablehlo.subtract %1, %0 : tensor<1x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x32xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<1x1x16x32xf32>
    %37 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x32xf32>
    %38 = stablehlo.add %36, %37 : tensor<1x1x16x32xf32>
    %39 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<1x1x16x32xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<1x1x16x32xf32>
    return %40 : tensor<1x1x16x32xf32>
  }
  func.func private @threefry2x32_59(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1x1x16x32xui32>, %arg3: tensor<1x1x16x32xui32>) -> (tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x1x16x32xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1x1x16x32xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_60(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>
  }
  func.func private @closed_call_60(%arg0: tensor<i32>, %arg1: tensor<1x1x16x32xui32>, %arg2: tensor<1x1x16x32xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x1x16x32xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1x1x16x32xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1x1x16x32xui32>
    %9 = stablehlo.or %5, %8 : tensor<1x1x16x32xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1x1x16x32xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1x1x16x32xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1x1x16x32xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1x1x16x32xui32>
    %19 = stablehlo.or %15, %18 : tensor<1x1x16x32xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1x1x16x32xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1x1x16x32xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1x1x16x32xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1x1x16x32xui32>
    %29 = stablehlo.or %25, %28 : tensor<1x1x16x32xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1x1x16x32xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1x1x16x32xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1x1x16x32xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1x1x16x32xui32>
    %39 = stablehlo.or %35, %38 : tensor<1x1x16x32xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1x1x16x32xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %42 = stablehlo.add %33, %41 : tensor<1x1x16x32xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %44 = stablehlo.add %40, %43 : tensor<1x1x16x32xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1x1x16x32xui32>
    %48 = stablehlo.add %44, %47 : tensor<1x1x16x32xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1x1x16x32xui32>, tensor<1x1x16x32xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_61(%arg0: tensor<1x1x16x32xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x1x16x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1x1x16x32xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<1x1x16x32xf32>
    return %3 : tensor<1x1x16x32xf32>
  }
  func.func private @_truncated_normal_62(%arg0: tensor<2xui32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<32x10xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %cst = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.divide %0, %cst : tensor<f32>
    %3 = chlo.erf %2 : tensor<f32> -> tensor<f32>
    %cst_0 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %4 = stablehlo.divide %1, %cst_0 : tensor<f32>
    %5 = chlo.erf %4 : tensor<f32> -> tensor<f32>
    %6 = call @_uniform_63(%arg0, %3, %5) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<32x10xf32>
    %7 = chlo.erf_inv %6 : tensor<32x10xf32> -> tensor<32x10xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<32x10xf32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %10 = chlo.next_after %0, %cst_2 : tensor<f32>, tensor<f32> -> tensor<f32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = chlo.next_after %1, %cst_3 : tensor<f32>, tensor<f32> -> tensor<f32>
    %12 = call @clip_66(%9, %10, %11) : (tensor<32x10xf32>, tensor<f32>, tensor<f32>) -> tensor<32x10xf32>
    return %12 : tensor<32x10xf32>
  }
  func.func private @_uniform_63(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<32x10xui64>
    %7 = stablehlo.iota dim = 1 : tensor<32x10xui64>
    %c = stablehlo.constant dense<10> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<32x10xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<32x10xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<32x10xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<32x10xui64>
    %12 = stablehlo.add %9, %11 : tensor<32x10xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<32x10xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<32x10xui64>
    %15 = stablehlo.convert %12 : (tensor<32x10xui64>) -> tensor<32x10xui32>
    %16 = stablehlo.convert %14 : (tensor<32x10xui64>) -> tensor<32x10xui32>
    %17:2 = call @threefry2x32_64(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<32x10xui32>, tensor<32x10xui32>) -> (tensor<32x10xui32>, tensor<32x10xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<32x10xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<32x10xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %22 = stablehlo.or %20, %21 : tensor<32x10xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<32x10xui32>) -> tensor<32x10xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<32x10xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x10xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<32x10xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x10xf32>
    %30 = stablehlo.add %28, %29 : tensor<32x10xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<32x10xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<32x10xf32>
    return %32 : tensor<32x10xf32>
  }
  func.func private @threefry2x32_64(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<32x10xui32>, %arg3: tensor<32x10xui32>) -> (tensor<32x10xui32>, tensor<32x10xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<32x10xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<32x10xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<32x10xui32>, tensor<32x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_65(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<32x10xui32>, tensor<32x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<32x10xui32>, tensor<32x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<32x10xui32>, tensor<32x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<32x10xui32>, tensor<32x10xui32>
  }
  func.func private @closed_call_65(%arg0: tensor<i32>, %arg1: tensor<32x10xui32>, %arg2: tensor<32x10xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<32x10xui32>, tensor<32x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<32x10xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<32x10xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<32x10xui32>
    %9 = stablehlo.or %5, %8 : tensor<32x10xui32>
    %10 = stablehlo.xor %3, %9 : tensor<32x10xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<32x10xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<32x10xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<32x10xui32>
    %19 = stablehlo.or %15, %18 : tensor<32x10xui32>
    %20 = stablehlo.xor %13, %19 : tensor<32x10xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<32x10xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<32x10xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<32x10xui32>
    %29 = stablehlo.or %25, %28 : tensor<32x10xui32>
    %30 = stablehlo.xor %23, %29 : tensor<32x10xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<32x10xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<32x10xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<32x10xui32>
    %39 = stablehlo.or %35, %38 : tensor<32x10xui32>
    %40 = stablehlo.xor %33, %39 : tensor<32x10xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %42 = stablehlo.add %33, %41 : tensor<32x10xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %44 = stablehlo.add %40, %43 : tensor<32x10xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<32x10xui32>
    %48 = stablehlo.add %44, %47 : tensor<32x10xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<32x10xui32>, tensor<32x10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @clip_66(%arg0: tensor<32x10xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<32x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<32x10xf32>
    %2 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %3 = stablehlo.minimum %2, %1 : tensor<32x10xf32>
    return %3 : tensor<32x10xf32>
  }
}
