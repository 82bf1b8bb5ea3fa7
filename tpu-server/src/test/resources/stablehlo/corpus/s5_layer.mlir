module @jit_run attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4x6xf32>, %arg4: tensor<4xf32>, %arg5: tensor<6xf32>, %arg6: tensor<6xf32>, %arg7: tensor<6xf32>, %arg8: tensor<2x10x4xf32>, %arg9: tensor<2x6xcomplex<f32>>) -> (tensor<2x10x4xf32> {jax.result_info = "result[0]"}, tensor<2x6xcomplex<f32>> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<6xf32>
    %3 = stablehlo.subtract %2, %arg6 : tensor<6xf32>
    %4 = stablehlo.iota dim = 0 : tensor<6xi32>
    %5 = stablehlo.convert %4 : (tensor<6xi32>) -> tensor<6xf32>
    %cst_1 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<6xf32>
    %8 = stablehlo.convert %7 : tensor<6xf32>
    %9 = stablehlo.add %8, %arg5 : tensor<6xf32>
    %10 = stablehlo.convert %9 : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %12 = stablehlo.multiply %11, %10 : tensor<6xcomplex<f32>>
    %13 = stablehlo.convert %3 : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %14 = stablehlo.add %13, %12 : tensor<6xcomplex<f32>>
    %15 = stablehlo.convert %arg0 : (tensor<6x4xf32>) -> tensor<6x4xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<6x4xcomplex<f32>>
    %17 = stablehlo.multiply %16, %15 : tensor<6x4xcomplex<f32>>
    %18 = stablehlo.convert %arg1 : (tensor<6x4xf32>) -> tensor<6x4xcomplex<f32>>
    %19 = stablehlo.add %18, %17 : tensor<6x4xcomplex<f32>>
    %20 = stablehlo.convert %arg2 : (tensor<4x6xf32>) -> tensor<4x6xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<4x6xcomplex<f32>>
    %22 = stablehlo.multiply %21, %20 : tensor<4x6xcomplex<f32>>
    %23 = stablehlo.convert %arg3 : (tensor<4x6xf32>) -> tensor<4x6xcomplex<f32>>
    %24 = stablehlo.add %23, %22 : tensor<4x6xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %25 = stablehlo.log %cst_5 : tensor<f32>
    %26 = stablehlo.convert %25 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %28 = stablehlo.add %arg7, %27 : tensor<6xf32>
    %29 = stablehlo.exponential %28 : tensor<6xf32>
    %30 = stablehlo.convert %29 : (tensor<6xf32>) -> tensor<6xcomplex<f32>>
    %31 = stablehlo.multiply %14, %30 : tensor<6xcomplex<f32>>
    %32 = stablehlo.exponential %31 : tensor<6xcomplex<f32>>
    %cst_6 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<6xcomplex<f32>>
    %34 = stablehlo.subtract %32, %33 : tensor<6xcomplex<f32>>
    %35 = stablehlo.divide %34, %14 : tensor<6xcomplex<f32>>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<6xcomplex<f32>>) -> tensor<6x1xcomplex<f32>>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<6x1xcomplex<f32>>) -> tensor<6x4xcomplex<f32>>
    %38 = stablehlo.multiply %37, %19 : tensor<6x4xcomplex<f32>>
    %39 = stablehlo.convert %arg8 : (tensor<2x10x4xf32>) -> tensor<2x10x4xcomplex<f32>>
    %40 = stablehlo.dot_general %38, %39, contracting_dims = [1] x [2], precision = [HIGHEST, HIGHEST] : (tensor<6x4xcomplex<f32>>, tensor<2x10x4xcomplex<f32>>) -> tensor<6x2x10xcomplex<f32>>
    %41 = stablehlo.transpose %40, dims = [1, 2, 0] : (tensor<6x2x10xcomplex<f32>>) -> tensor<2x10x6xcomplex<f32>>
    %42 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<6xcomplex<f32>>) -> tensor<10x6xcomplex<f32>>
    %43 = stablehlo.slice %42 [0:9:2, 0:6] : (tensor<10x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    %44 = stablehlo.slice %41 [0:2, 0:9:2, 0:6] : (tensor<2x10x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %45 = stablehlo.slice %42 [1:10:2, 0:6] : (tensor<10x6xcomplex<f32>>) -> tensor<5x6xcomplex<f32>>
    %46 = stablehlo.slice %41 [0:2, 1:10:2, 0:6] : (tensor<2x10x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %47 = stablehlo.multiply %45, %43 : tensor<5x6xcomplex<f32>>
    %48 = stablehlo.broadcast_in_dim %45, dims = [1, 2] : (tensor<5x6xcomplex<f32>>) -> tensor<1x5x6xcomplex<f32>>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x5x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %50 = stablehlo.multiply %49, %44 : tensor<2x5x6xcomplex<f32>>
    %51 = stablehlo.add %50, %46 : tensor<2x5x6xcomplex<f32>>
    %52 = stablehlo.slice %47 [0:4:2, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %53 = stablehlo.slice %51 [0:2, 0:4:2, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %54 = stablehlo.slice %47 [1:5:2, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %55 = stablehlo.slice %51 [0:2, 1:5:2, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %56 = stablehlo.multiply %54, %52 : tensor<2x6xcomplex<f32>>
    %57 = stablehlo.broadcast_in_dim %54, dims = [1, 2] : (tensor<2x6xcomplex<f32>>) -> tensor<1x2x6xcomplex<f32>>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x2x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %59 = stablehlo.multiply %58, %53 : tensor<2x2x6xcomplex<f32>>
    %60 = stablehlo.add %59, %55 : tensor<2x2x6xcomplex<f32>>
    %61 = stablehlo.slice %60 [0:2, 0:1:2, 0:6] : (tensor<2x2x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %62 = stablehlo.slice %56 [1:2:2, 0:6] : (tensor<2x6xcomplex<f32>>) -> tensor<1x6xcomplex<f32>>
    %63 = stablehlo.slice %60 [0:2, 1:2:2, 0:6] : (tensor<2x2x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %64 = stablehlo.broadcast_in_dim %62, dims = [1, 2] : (tensor<1x6xcomplex<f32>>) -> tensor<1x1x6xcomplex<f32>>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %66 = stablehlo.multiply %65, %61 : tensor<2x1x6xcomplex<f32>>
    %67 = stablehlo.add %66, %63 : tensor<2x1x6xcomplex<f32>>
    %68 = stablehlo.slice %67 [0:2, 0:0, 0:6] : (tensor<2x1x6xcomplex<f32>>) -> tensor<2x0x6xcomplex<f32>>
    %69 = stablehlo.slice %56 [2:2:2, 0:6] : (tensor<2x6xcomplex<f32>>) -> tensor<0x6xcomplex<f32>>
    %70 = stablehlo.slice %60 [0:2, 2:2:2, 0:6] : (tensor<2x2x6xcomplex<f32>>) -> tensor<2x0x6xcomplex<f32>>
    %71 = stablehlo.broadcast_in_dim %69, dims = [1, 2] : (tensor<0x6xcomplex<f32>>) -> tensor<1x0x6xcomplex<f32>>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x0x6xcomplex<f32>>) -> tensor<2x0x6xcomplex<f32>>
    %73 = stablehlo.multiply %72, %68 : tensor<2x0x6xcomplex<f32>>
    %74 = stablehlo.add %73, %70 : tensor<2x0x6xcomplex<f32>>
    %75 = stablehlo.slice %60 [0:2, 0:1, 0:6] : (tensor<2x2x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %76 = stablehlo.concatenate %75, %74, dim = 1 : (tensor<2x1x6xcomplex<f32>>, tensor<2x0x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %cst_7 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %77 = stablehlo.pad %76, %cst_7, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<2x1x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %cst_8 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %78 = stablehlo.pad %67, %cst_8, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<2x1x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %79 = stablehlo.add %77, %78 : tensor<2x2x6xcomplex<f32>>
    %80 = stablehlo.slice %47 [2:5:2, 0:6] : (tensor<5x6xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %81 = stablehlo.slice %51 [0:2, 2:5:2, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %82 = stablehlo.broadcast_in_dim %80, dims = [1, 2] : (tensor<2x6xcomplex<f32>>) -> tensor<1x2x6xcomplex<f32>>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x2x6xcomplex<f32>>) -> tensor<2x2x6xcomplex<f32>>
    %84 = stablehlo.multiply %83, %79 : tensor<2x2x6xcomplex<f32>>
    %85 = stablehlo.add %84, %81 : tensor<2x2x6xcomplex<f32>>
    %86 = stablehlo.slice %51 [0:2, 0:1, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %87 = stablehlo.concatenate %86, %85, dim = 1 : (tensor<2x1x6xcomplex<f32>>, tensor<2x2x6xcomplex<f32>>) -> tensor<2x3x6xcomplex<f32>>
    %cst_9 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %88 = stablehlo.pad %87, %cst_9, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<2x3x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %cst_10 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %89 = stablehlo.pad %79, %cst_10, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<2x2x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %90 = stablehlo.add %88, %89 : tensor<2x5x6xcomplex<f32>>
    %91 = stablehlo.slice %90 [0:2, 0:4, 0:6] : (tensor<2x5x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    %92 = stablehlo.slice %42 [2:10:2, 0:6] : (tensor<10x6xcomplex<f32>>) -> tensor<4x6xcomplex<f32>>
    %93 = stablehlo.slice %41 [0:2, 2:10:2, 0:6] : (tensor<2x10x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    %94 = stablehlo.broadcast_in_dim %92, dims = [1, 2] : (tensor<4x6xcomplex<f32>>) -> tensor<1x4x6xcomplex<f32>>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x4x6xcomplex<f32>>) -> tensor<2x4x6xcomplex<f32>>
    %96 = stablehlo.multiply %95, %91 : tensor<2x4x6xcomplex<f32>>
    %97 = stablehlo.add %96, %93 : tensor<2x4x6xcomplex<f32>>
    %98 = stablehlo.slice %41 [0:2, 0:1, 0:6] : (tensor<2x10x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %99 = stablehlo.concatenate %98, %97, dim = 1 : (tensor<2x1x6xcomplex<f32>>, tensor<2x4x6xcomplex<f32>>) -> tensor<2x5x6xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %100 = stablehlo.pad %99, %cst_11, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<2x5x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x10x6xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %101 = stablehlo.pad %90, %cst_12, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<2x5x6xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x10x6xcomplex<f32>>
    %102 = stablehlo.add %100, %101 : tensor<2x10x6xcomplex<f32>>
    %103 = stablehlo.dot_general %24, %102, contracting_dims = [1] x [2], precision = [HIGHEST, HIGHEST] : (tensor<4x6xcomplex<f32>>, tensor<2x10x6xcomplex<f32>>) -> tensor<4x2x10xcomplex<f32>>
    %104 = stablehlo.real %103 : (tensor<4x2x10xcomplex<f32>>) -> tensor<4x2x10xf32>
    %105 = stablehlo.transpose %104, dims = [1, 2, 0] : (tensor<4x2x10xf32>) -> tensor<2x10x4xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x10x4xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<2x10x4xf32>
    %108 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<2x10x4xf32>
    %111 = stablehlo.multiply %110, %arg8 : tensor<2x10x4xf32>
    %112 = stablehlo.add %107, %111 : tensor<2x10x4xf32>
    %113 = stablehlo.multiply %112, %112 : tensor<2x10x4xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<2x10x4xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x10x4xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<2x10x4xf32>
    %117 = stablehlo.add %112, %116 : tensor<2x10x4xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x10x4xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<2x10x4xf32>
    %120 = stablehlo.tanh %119 : tensor<2x10x4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x10x4xf32>
    %122 = stablehlo.add %121, %120 : tensor<2x10x4xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x10x4xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<2x10x4xf32>
    %125 = stablehlo.multiply %112, %124 : tensor<2x10x4xf32>
    %126 = stablehlo.slice %102 [0:2, 9:10, 0:6] : (tensor<2x10x6xcomplex<f32>>) -> tensor<2x1x6xcomplex<f32>>
    %127 = stablehlo.reshape %126 : (tensor<2x1x6xcomplex<f32>>) -> tensor<2x6xcomplex<f32>>
    %128 = stablehlo.add %127, %arg9 : tensor<2x6xcomplex<f32>>
    return %125, %128 : tensor<2x10x4xf32>, tensor<2x6xcomplex<f32>>
  }
}
