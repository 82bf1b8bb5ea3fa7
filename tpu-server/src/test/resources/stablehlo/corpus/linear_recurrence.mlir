module @jit_linear_recurrence attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<11x4xf32>, %arg1: tensor<11x4xf32>) -> (tensor<11x4xf32> {jax.result_info = "result[0]"}, tensor<11x4xf32> {jax.result_info = "result[1]"}, tensor<11x4xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg0 [0:10:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %1 = stablehlo.slice %arg1 [0:10:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %2 = stablehlo.slice %arg0 [1:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %3 = stablehlo.slice %arg1 [1:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %4 = stablehlo.multiply %2, %0 : tensor<5x4xf32>
    %5 = stablehlo.multiply %2, %1 : tensor<5x4xf32>
    %6 = stablehlo.add %5, %3 : tensor<5x4xf32>
    %7 = stablehlo.slice %4 [0:4:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %8 = stablehlo.slice %6 [0:4:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %9 = stablehlo.slice %4 [1:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %10 = stablehlo.slice %6 [1:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %11 = stablehlo.multiply %9, %7 : tensor<2x4xf32>
    %12 = stablehlo.multiply %9, %8 : tensor<2x4xf32>
    %13 = stablehlo.add %12, %10 : tensor<2x4xf32>
    %14 = stablehlo.slice %13 [0:1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %15 = stablehlo.slice %11 [1:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %16 = stablehlo.slice %13 [1:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %17 = stablehlo.multiply %15, %14 : tensor<1x4xf32>
    %18 = stablehlo.add %17, %16 : tensor<1x4xf32>
    %19 = stablehlo.slice %18 [0:0, 0:4] : (tensor<1x4xf32>) -> tensor<0x4xf32>
    %20 = stablehlo.slice %11 [2:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<0x4xf32>
    %21 = stablehlo.slice %13 [2:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<0x4xf32>
    %22 = stablehlo.multiply %20, %19 : tensor<0x4xf32>
    %23 = stablehlo.add %22, %21 : tensor<0x4xf32>
    %24 = stablehlo.slice %13 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %25 = stablehlo.concatenate %24, %23, dim = 0 : (tensor<1x4xf32>, tensor<0x4xf32>) -> tensor<1x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.pad %25, %cst, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.pad %18, %cst_0, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %28 = stablehlo.add %26, %27 : tensor<2x4xf32>
    %29 = stablehlo.slice %4 [2:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %30 = stablehlo.slice %6 [2:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %31 = stablehlo.multiply %29, %28 : tensor<2x4xf32>
    %32 = stablehlo.add %31, %30 : tensor<2x4xf32>
    %33 = stablehlo.slice %6 [0:1, 0:4] : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %34 = stablehlo.concatenate %33, %32, dim = 0 : (tensor<1x4xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.pad %34, %cst_1, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.pad %28, %cst_2, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    %37 = stablehlo.add %35, %36 : tensor<5x4xf32>
    %38 = stablehlo.slice %arg0 [2:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %39 = stablehlo.slice %arg1 [2:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %40 = stablehlo.multiply %38, %37 : tensor<5x4xf32>
    %41 = stablehlo.add %40, %39 : tensor<5x4xf32>
    %42 = stablehlo.slice %arg1 [0:1, 0:4] : (tensor<11x4xf32>) -> tensor<1x4xf32>
    %43 = stablehlo.concatenate %42, %41, dim = 0 : (tensor<1x4xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.pad %43, %cst_3, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<11x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %37, %cst_4, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<11x4xf32>
    %46 = stablehlo.add %44, %45 : tensor<11x4xf32>
    %47 = stablehlo.reverse %arg0, dims = [0] : tensor<11x4xf32>
    %48 = stablehlo.reverse %arg1, dims = [0] : tensor<11x4xf32>
    %49 = stablehlo.slice %47 [0:10:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %50 = stablehlo.slice %48 [0:10:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %51 = stablehlo.slice %47 [1:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %52 = stablehlo.slice %48 [1:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %53 = stablehlo.multiply %51, %49 : tensor<5x4xf32>
    %54 = stablehlo.multiply %51, %50 : tensor<5x4xf32>
    %55 = stablehlo.add %54, %52 : tensor<5x4xf32>
    %56 = stablehlo.slice %53 [0:4:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %57 = stablehlo.slice %55 [0:4:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %58 = stablehlo.slice %53 [1:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %59 = stablehlo.slice %55 [1:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %60 = stablehlo.multiply %58, %56 : tensor<2x4xf32>
    %61 = stablehlo.multiply %58, %57 : tensor<2x4xf32>
    %62 = stablehlo.add %61, %59 : tensor<2x4xf32>
    %63 = stablehlo.slice %62 [0:1:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %64 = stablehlo.slice %60 [1:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %65 = stablehlo.slice %62 [1:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %66 = stablehlo.multiply %64, %63 : tensor<1x4xf32>
    %67 = stablehlo.add %66, %65 : tensor<1x4xf32>
    %68 = stablehlo.slice %67 [0:0, 0:4] : (tensor<1x4xf32>) -> tensor<0x4xf32>
    %69 = stablehlo.slice %60 [2:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<0x4xf32>
    %70 = stablehlo.slice %62 [2:2:2, 0:4] : (tensor<2x4xf32>) -> tensor<0x4xf32>
    %71 = stablehlo.multiply %69, %68 : tensor<0x4xf32>
    %72 = stablehlo.add %71, %70 : tensor<0x4xf32>
    %73 = stablehlo.slice %62 [0:1, 0:4] : (tensor<2x4xf32>) -> tensor<1x4xf32>
    %74 = stablehlo.concatenate %73, %72, dim = 0 : (tensor<1x4xf32>, tensor<0x4xf32>) -> tensor<1x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.pad %74, %cst_5, low = [0, 0], high = [1, 0], interior = [1, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.pad %67, %cst_6, low = [1, 0], high = [0, 0], interior = [1, 0] : (tensor<1x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %77 = stablehlo.add %75, %76 : tensor<2x4xf32>
    %78 = stablehlo.slice %53 [2:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %79 = stablehlo.slice %55 [2:5:2, 0:4] : (tensor<5x4xf32>) -> tensor<2x4xf32>
    %80 = stablehlo.multiply %78, %77 : tensor<2x4xf32>
    %81 = stablehlo.add %80, %79 : tensor<2x4xf32>
    %82 = stablehlo.slice %55 [0:1, 0:4] : (tensor<5x4xf32>) -> tensor<1x4xf32>
    %83 = stablehlo.concatenate %82, %81, dim = 0 : (tensor<1x4xf32>, tensor<2x4xf32>) -> tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.pad %83, %cst_7, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<3x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %77, %cst_8, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<2x4xf32>, tensor<f32>) -> tensor<5x4xf32>
    %86 = stablehlo.add %84, %85 : tensor<5x4xf32>
    %87 = stablehlo.slice %47 [2:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %88 = stablehlo.slice %48 [2:11:2, 0:4] : (tensor<11x4xf32>) -> tensor<5x4xf32>
    %89 = stablehlo.multiply %87, %86 : tensor<5x4xf32>
    %90 = stablehlo.add %89, %88 : tensor<5x4xf32>
    %91 = stablehlo.slice %48 [0:1, 0:4] : (tensor<11x4xf32>) -> tensor<1x4xf32>
    %92 = stablehlo.concatenate %91, %90, dim = 0 : (tensor<1x4xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.pad %92, %cst_9, low = [0, 0], high = [0, 0], interior = [1, 0] : (tensor<6x4xf32>, tensor<f32>) -> tensor<11x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.pad %86, %cst_10, low = [1, 0], high = [1, 0], interior = [1, 0] : (tensor<5x4xf32>, tensor<f32>) -> tensor<11x4xf32>
    %95 = stablehlo.add %93, %94 : tensor<11x4xf32>
    %96 = stablehlo.reverse %95, dims = [0] : tensor<11x4xf32>
    %97 = stablehlo.slice %arg1 [0:11, 0:3:2] : (tensor<11x4xf32>) -> tensor<11x2xf32>
    %98 = stablehlo.slice %arg1 [0:11, 1:4:2] : (tensor<11x4xf32>) -> tensor<11x2xf32>
    %99 = stablehlo.maximum %97, %98 : tensor<11x2xf32>
    %100 = stablehlo.slice %99 [0:11, 0:1:2] : (tensor<11x2xf32>) -> tensor<11x1xf32>
    %101 = stablehlo.slice %99 [0:11, 1:2:2] : (tensor<11x2xf32>) -> tensor<11x1xf32>
    %102 = stablehlo.maximum %100, %101 : tensor<11x1xf32>
    %103 = stablehlo.slice %102 [0:11, 0:0] : (tensor<11x1xf32>) -> tensor<11x0xf32>
    %104 = stablehlo.slice %99 [0:11, 2:2:2] : (tensor<11x2xf32>) -> tensor<11x0xf32>
    %105 = stablehlo.maximum %103, %104 : tensor<11x0xf32>
    %106 = stablehlo.slice %99 [0:11, 0:1] : (tensor<11x2xf32>) -> tensor<11x1xf32>
    %107 = stablehlo.concatenate %106, %105, dim = 1 : (tensor<11x1xf32>, tensor<11x0xf32>) -> tensor<11x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.pad %107, %cst_11, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<11x1xf32>, tensor<f32>) -> tensor<11x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.pad %102, %cst_12, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<11x1xf32>, tensor<f32>) -> tensor<11x2xf32>
    %110 = stablehlo.add %108, %109 : tensor<11x2xf32>
    %111 = stablehlo.slice %110 [0:11, 0:1] : (tensor<11x2xf32>) -> tensor<11x1xf32>
    %112 = stablehlo.slice %arg1 [0:11, 2:4:2] : (tensor<11x4xf32>) -> tensor<11x1xf32>
    %113 = stablehlo.maximum %111, %112 : tensor<11x1xf32>
    %114 = stablehlo.slice %arg1 [0:11, 0:1] : (tensor<11x4xf32>) -> tensor<11x1xf32>
    %115 = stablehlo.concatenate %114, %113, dim = 1 : (tensor<11x1xf32>, tensor<11x1xf32>) -> tensor<11x2xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.pad %115, %cst_13, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<11x2xf32>, tensor<f32>) -> tensor<11x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.pad %110, %cst_14, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<11x2xf32>, tensor<f32>) -> tensor<11x4xf32>
    %118 = stablehlo.add %116, %117 : tensor<11x4xf32>
    return %46, %96, %118 : tensor<11x4xf32>, tensor<11x4xf32>, tensor<11x4xf32>
  }
}
