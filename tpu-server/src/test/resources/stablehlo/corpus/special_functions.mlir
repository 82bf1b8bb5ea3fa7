module @jit_special_functions attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}, tensor<8xf32> {jax.result_info = "result[2]"}, tensor<8xf32> {jax.result_info = "result[3]"}, tensor<8xf32> {jax.result_info = "result[4]"}, tensor<8xf32> {jax.result_info = "result[5]"}, tensor<8xf32> {jax.result_info = "result[6]"}, tensor<8xf32> {jax.result_info = "result[7]"}, tensor<8xf32> {jax.result_info = "result[8]"}, tensor<8xf32> {jax.result_info = "result[9]"}, tensor<8xf32> {jax.result_info = "result[10]"}, tensor<8xf32> {jax.result_info = "result[11]"}, tensor<8xf32> {jax.result_info = "result[12]"}, tensor<8xf32> {jax.result_info = "result[13]"}) {
    %cst = stablehlo.constant dense<[-59.9633484, 98.0010757, -56.6762848, 13.9312611, -1.23916578]> : tensor<5xf32>
    %cst_0 = stablehlo.constant dense<[1.000000e+00, 1.95448864, 4.67627907, 86.3602447, -225.462692, 200.260208, -82.0372238, 15.9056225, -1.18331623]> : tensor<9xf32>
    %cst_1 = stablehlo.constant dense<[3.23774886, 6.91522884, 3.93881035, 1.33303463, 0.201485395, 0.0123716639, 3.01581546E-4, 2.65806966E-6, 6.23974561E-9]> : tensor<9xf32>
    %cst_2 = stablehlo.constant dense<[1.000000e+00, 6.02427053, 3.67983556, 1.37702096, 2.162370e-01, 1.342040e-02, 3.28014459E-4, 2.89247873E-6, 6.79019418E-9]> : tensor<9xf32>
    %cst_3 = stablehlo.constant dense<[4.05544901, 31.5251102, 57.1628189, 44.0805092, 14.6849566, 2.18663311, -0.140256077, -0.035042461, -8.57456762E-4]> : tensor<9xf32>
    %cst_4 = stablehlo.constant dense<[1.000000e+00, 15.7799883, 45.3907623, 41.3172035, 15.0425386, 2.5046494, -0.142182916, -0.0380806401, -9.33259492E-4]> : tensor<9xf32>
    %0 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %1 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %2 = stablehlo.or %0, %1 : tensor<8xi1>
    %cst_5 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.compare EQ, %arg0, %3, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.compare EQ, %arg1, %5, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.compare EQ, %arg0, %7, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %10 = stablehlo.compare LT, %arg0, %9, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.compare LT, %arg1, %11, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %13 = stablehlo.and %6, %8 : tensor<8xi1>
    %14 = stablehlo.or %10, %12 : tensor<8xi1>
    %15 = stablehlo.or %14, %13 : tensor<8xi1>
    %16 = stablehlo.or %15, %2 : tensor<8xi1>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.compare GE, %arg0, %17, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %19 = stablehlo.compare GT, %arg0, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %20 = stablehlo.and %18, %19 : tensor<8xi1>
    %21 = stablehlo.log %arg0 : tensor<8xf32>
    %22 = stablehlo.multiply %arg1, %21 : tensor<8xf32>
    %23 = stablehlo.subtract %22, %arg0 : tensor<8xf32>
    %24 = chlo.lgamma %arg1 : tensor<8xf32> -> tensor<8xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %26 = stablehlo.log %cst_11 : tensor<f32>
    %27 = stablehlo.negate %26 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.compare LT, %25, %28, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %30 = stablehlo.exponential %25 : tensor<8xf32>
    %31 = stablehlo.or %8, %16 : tensor<8xi1>
    %32 = stablehlo.or %31, %29 : tensor<8xi1>
    %33 = stablehlo.or %32, %4 : tensor<8xi1>
    %34 = stablehlo.not %33 : tensor<8xi1>
    %35 = stablehlo.and %34, %20 : tensor<8xi1>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.subtract %36, %arg1 : tensor<8xf32>
    %38 = stablehlo.add %arg0, %37 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.add %38, %39 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.add %arg0, %42 : tensor<8xf32>
    %44 = stablehlo.multiply %40, %arg0 : tensor<8xf32>
    %45 = stablehlo.divide %43, %44 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.negate %arg0 : tensor<8xf32>
    %51 = stablehlo.multiply %45, %50 : tensor<8xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<8xf32>
    %53 = stablehlo.divide %52, %44 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54:15 = stablehlo.while(%iterArg = %35, %iterArg_176 = %45, %iterArg_177 = %46, %iterArg_178 = %37, %iterArg_179 = %40, %iterArg_180 = %cst_20, %iterArg_181 = %43, %iterArg_182 = %44, %iterArg_183 = %41, %iterArg_184 = %arg0, %iterArg_185 = %47, %iterArg_186 = %48, %iterArg_187 = %49, %iterArg_188 = %50, %iterArg_189 = %53) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %cst_190 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %564 = stablehlo.compare LT, %iterArg_180, %cst_190, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_191 = stablehlo.constant dense<false> : tensor<i1>
      %565 = stablehlo.reduce(%iterArg init: %c_191) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %566 = stablehlo.and %564, %565 : tensor<i1>
      stablehlo.return %566 : tensor<i1>
    } do {
      %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %564 = stablehlo.add %iterArg_180, %cst_190 : tensor<f32>
      %cst_191 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %565 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %566 = stablehlo.add %iterArg_178, %565 : tensor<8xf32>
      %cst_192 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %567 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %568 = stablehlo.add %iterArg_179, %567 : tensor<8xf32>
      %569 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %570 = stablehlo.multiply %566, %569 : tensor<8xf32>
      %571 = stablehlo.multiply %iterArg_181, %568 : tensor<8xf32>
      %572 = stablehlo.multiply %iterArg_183, %570 : tensor<8xf32>
      %573 = stablehlo.subtract %571, %572 : tensor<8xf32>
      %574 = stablehlo.multiply %iterArg_182, %568 : tensor<8xf32>
      %575 = stablehlo.multiply %iterArg_184, %570 : tensor<8xf32>
      %576 = stablehlo.subtract %574, %575 : tensor<8xf32>
      %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %577 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %578 = stablehlo.compare NE, %576, %577, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %579 = stablehlo.divide %573, %576 : tensor<8xf32>
      %580 = stablehlo.subtract %iterArg_176, %579 : tensor<8xf32>
      %581 = stablehlo.divide %580, %579 : tensor<8xf32>
      %582 = stablehlo.abs %581 : tensor<8xf32>
      %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %583 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %584 = stablehlo.select %578, %582, %583 : tensor<8xi1>, tensor<8xf32>
      %585 = stablehlo.select %578, %579, %iterArg_176 : tensor<8xi1>, tensor<8xf32>
      %586 = stablehlo.multiply %iterArg_187, %568 : tensor<8xf32>
      %587 = stablehlo.subtract %586, %iterArg_181 : tensor<8xf32>
      %588 = stablehlo.multiply %iterArg_185, %570 : tensor<8xf32>
      %589 = stablehlo.subtract %587, %588 : tensor<8xf32>
      %590 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %591 = stablehlo.multiply %iterArg_183, %590 : tensor<8xf32>
      %592 = stablehlo.add %589, %591 : tensor<8xf32>
      %593 = stablehlo.multiply %iterArg_188, %568 : tensor<8xf32>
      %594 = stablehlo.subtract %593, %iterArg_182 : tensor<8xf32>
      %595 = stablehlo.multiply %iterArg_186, %570 : tensor<8xf32>
      %596 = stablehlo.subtract %594, %595 : tensor<8xf32>
      %597 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %598 = stablehlo.multiply %iterArg_184, %597 : tensor<8xf32>
      %599 = stablehlo.add %596, %598 : tensor<8xf32>
      %600 = stablehlo.multiply %585, %599 : tensor<8xf32>
      %601 = stablehlo.subtract %592, %600 : tensor<8xf32>
      %602 = stablehlo.divide %601, %576 : tensor<8xf32>
      %603 = stablehlo.select %578, %602, %iterArg_189 : tensor<8xi1>, tensor<8xf32>
      %604 = stablehlo.subtract %603, %iterArg_189 : tensor<8xf32>
      %605 = stablehlo.abs %604 : tensor<8xf32>
      %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %606 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %607 = stablehlo.select %578, %605, %606 : tensor<8xi1>, tensor<8xf32>
      %608 = stablehlo.abs %573 : tensor<8xf32>
      %cst_196 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %609 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<f32>
      %610 = stablehlo.divide %609, %cst_196 : tensor<f32>
      %611 = stablehlo.broadcast_in_dim %610, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %612 = stablehlo.compare GT, %608, %611, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_198 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %614 = stablehlo.multiply %iterArg_181, %613 : tensor<8xf32>
      %615 = stablehlo.select %612, %614, %iterArg_181 : tensor<8xi1>, tensor<8xf32>
      %cst_199 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %617 = stablehlo.multiply %573, %616 : tensor<8xf32>
      %618 = stablehlo.select %612, %617, %573 : tensor<8xi1>, tensor<8xf32>
      %cst_200 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %620 = stablehlo.multiply %iterArg_182, %619 : tensor<8xf32>
      %621 = stablehlo.select %612, %620, %iterArg_182 : tensor<8xi1>, tensor<8xf32>
      %cst_201 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %623 = stablehlo.multiply %576, %622 : tensor<8xf32>
      %624 = stablehlo.select %612, %623, %576 : tensor<8xi1>, tensor<8xf32>
      %cst_202 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %626 = stablehlo.multiply %iterArg_187, %625 : tensor<8xf32>
      %627 = stablehlo.select %612, %626, %iterArg_187 : tensor<8xi1>, tensor<8xf32>
      %cst_203 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %628 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %629 = stablehlo.multiply %iterArg_188, %628 : tensor<8xf32>
      %630 = stablehlo.select %612, %629, %iterArg_188 : tensor<8xi1>, tensor<8xf32>
      %cst_204 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %631 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %632 = stablehlo.multiply %592, %631 : tensor<8xf32>
      %633 = stablehlo.select %612, %632, %592 : tensor<8xi1>, tensor<8xf32>
      %cst_205 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %634 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %635 = stablehlo.multiply %599, %634 : tensor<8xf32>
      %636 = stablehlo.select %612, %635, %599 : tensor<8xi1>, tensor<8xf32>
      %cst_206 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %637 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %638 = stablehlo.compare GT, %584, %637, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %639 = stablehlo.and %iterArg, %638 : tensor<8xi1>
      %640 = stablehlo.select %iterArg, %585, %iterArg_176 : tensor<8xi1>, tensor<8xf32>
      %641 = stablehlo.select %iterArg, %584, %iterArg_177 : tensor<8xi1>, tensor<8xf32>
      %642 = stablehlo.select %iterArg, %566, %iterArg_178 : tensor<8xi1>, tensor<8xf32>
      %643 = stablehlo.select %iterArg, %568, %iterArg_179 : tensor<8xi1>, tensor<8xf32>
      %644 = stablehlo.select %iterArg, %618, %iterArg_181 : tensor<8xi1>, tensor<8xf32>
      %645 = stablehlo.select %iterArg, %624, %iterArg_182 : tensor<8xi1>, tensor<8xf32>
      %646 = stablehlo.select %iterArg, %615, %iterArg_183 : tensor<8xi1>, tensor<8xf32>
      %647 = stablehlo.select %iterArg, %621, %iterArg_184 : tensor<8xi1>, tensor<8xf32>
      %648 = stablehlo.select %iterArg, %627, %iterArg_185 : tensor<8xi1>, tensor<8xf32>
      %649 = stablehlo.select %iterArg, %630, %iterArg_186 : tensor<8xi1>, tensor<8xf32>
      %650 = stablehlo.select %iterArg, %633, %iterArg_187 : tensor<8xi1>, tensor<8xf32>
      %651 = stablehlo.select %iterArg, %636, %iterArg_188 : tensor<8xi1>, tensor<8xf32>
      %652 = stablehlo.select %iterArg, %603, %iterArg_189 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %639, %640, %641, %642, %643, %564, %644, %645, %646, %647, %648, %649, %650, %651, %652 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %55 = stablehlo.multiply %54#1, %30 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.subtract %56, %55 : tensor<8xf32>
    %58 = stablehlo.not %20 : tensor<8xi1>
    %59 = stablehlo.and %34, %58 : tensor<8xi1>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %64:7 = stablehlo.while(%iterArg = %59, %iterArg_176 = %arg1, %iterArg_177 = %60, %iterArg_178 = %61, %iterArg_179 = %arg0, %iterArg_180 = %62, %iterArg_181 = %63) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %c_182 = stablehlo.constant dense<false> : tensor<i1>
      %564 = stablehlo.reduce(%iterArg init: %c_182) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %564 : tensor<i1>
    } do {
      %cst_182 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %564 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %565 = stablehlo.add %iterArg_176, %564 : tensor<8xf32>
      %566 = stablehlo.divide %iterArg_179, %565 : tensor<8xf32>
      %567 = stablehlo.multiply %iterArg_180, %566 : tensor<8xf32>
      %568 = stablehlo.multiply %iterArg_177, %iterArg_179 : tensor<8xf32>
      %569 = stablehlo.multiply %565, %565 : tensor<8xf32>
      %570 = stablehlo.divide %568, %569 : tensor<8xf32>
      %571 = stablehlo.subtract %567, %570 : tensor<8xf32>
      %572 = stablehlo.add %iterArg_181, %571 : tensor<8xf32>
      %573 = stablehlo.divide %iterArg_179, %565 : tensor<8xf32>
      %574 = stablehlo.multiply %iterArg_177, %573 : tensor<8xf32>
      %575 = stablehlo.add %iterArg_178, %574 : tensor<8xf32>
      %576 = stablehlo.divide %574, %575 : tensor<8xf32>
      %cst_183 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %577 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %578 = stablehlo.compare GT, %576, %577, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %579 = stablehlo.and %iterArg, %578 : tensor<8xi1>
      %580 = stablehlo.select %iterArg, %565, %iterArg_176 : tensor<8xi1>, tensor<8xf32>
      %581 = stablehlo.select %iterArg, %574, %iterArg_177 : tensor<8xi1>, tensor<8xf32>
      %582 = stablehlo.select %iterArg, %575, %iterArg_178 : tensor<8xi1>, tensor<8xf32>
      %583 = stablehlo.select %iterArg, %iterArg_179, %iterArg_179 : tensor<8xi1>, tensor<8xf32>
      %584 = stablehlo.select %iterArg, %571, %iterArg_180 : tensor<8xi1>, tensor<8xf32>
      %585 = stablehlo.select %iterArg, %572, %iterArg_181 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %579, %580, %581, %582, %583, %584, %585 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %65 = stablehlo.multiply %64#3, %30 : tensor<8xf32>
    %66 = stablehlo.divide %65, %arg1 : tensor<8xf32>
    %67 = stablehlo.select %20, %57, %66 : tensor<8xi1>, tensor<8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %69 = stablehlo.select %8, %68, %67 : tensor<8xi1>, tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.select %4, %70, %69 : tensor<8xi1>, tensor<8xf32>
    %cst_28 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.select %16, %72, %71 : tensor<8xi1>, tensor<8xf32>
    %74 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %75 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %76 = stablehlo.or %74, %75 : tensor<8xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.compare EQ, %arg1, %77, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.compare EQ, %arg0, %79, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_31 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %82 = stablehlo.compare EQ, %arg0, %81, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.compare LT, %arg0, %83, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %86 = stablehlo.compare LT, %arg1, %85, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %87 = stablehlo.and %78, %80 : tensor<8xi1>
    %88 = stablehlo.or %84, %86 : tensor<8xi1>
    %89 = stablehlo.or %88, %87 : tensor<8xi1>
    %90 = stablehlo.or %89, %76 : tensor<8xi1>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %92 = stablehlo.compare LT, %arg0, %91, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %93 = stablehlo.compare LT, %arg0, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %94 = stablehlo.or %92, %93 : tensor<8xi1>
    %95 = stablehlo.log %arg0 : tensor<8xf32>
    %96 = stablehlo.multiply %arg1, %95 : tensor<8xf32>
    %97 = stablehlo.subtract %96, %arg0 : tensor<8xf32>
    %98 = chlo.lgamma %arg1 : tensor<8xf32> -> tensor<8xf32>
    %99 = stablehlo.subtract %97, %98 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %100 = stablehlo.log %cst_35 : tensor<f32>
    %101 = stablehlo.negate %100 : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.compare LT, %99, %102, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %104 = stablehlo.or %90, %103 : tensor<8xi1>
    %105 = stablehlo.or %104, %82 : tensor<8xi1>
    %106 = stablehlo.or %105, %78 : tensor<8xi1>
    %107 = stablehlo.not %106 : tensor<8xi1>
    %108 = stablehlo.exponential %99 : tensor<8xf32>
    %109 = stablehlo.and %107, %94 : tensor<8xi1>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %114:7 = stablehlo.while(%iterArg = %109, %iterArg_176 = %arg1, %iterArg_177 = %110, %iterArg_178 = %111, %iterArg_179 = %arg0, %iterArg_180 = %112, %iterArg_181 = %113) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %c_182 = stablehlo.constant dense<false> : tensor<i1>
      %564 = stablehlo.reduce(%iterArg init: %c_182) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %564 : tensor<i1>
    } do {
      %cst_182 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %564 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %565 = stablehlo.add %iterArg_176, %564 : tensor<8xf32>
      %566 = stablehlo.divide %iterArg_179, %565 : tensor<8xf32>
      %567 = stablehlo.multiply %iterArg_180, %566 : tensor<8xf32>
      %568 = stablehlo.multiply %iterArg_177, %iterArg_179 : tensor<8xf32>
      %569 = stablehlo.multiply %565, %565 : tensor<8xf32>
      %570 = stablehlo.divide %568, %569 : tensor<8xf32>
      %571 = stablehlo.subtract %567, %570 : tensor<8xf32>
      %572 = stablehlo.add %iterArg_181, %571 : tensor<8xf32>
      %573 = stablehlo.divide %iterArg_179, %565 : tensor<8xf32>
      %574 = stablehlo.multiply %iterArg_177, %573 : tensor<8xf32>
      %575 = stablehlo.add %iterArg_178, %574 : tensor<8xf32>
      %576 = stablehlo.divide %574, %575 : tensor<8xf32>
      %cst_183 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %577 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %578 = stablehlo.compare GT, %576, %577, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %579 = stablehlo.and %iterArg, %578 : tensor<8xi1>
      %580 = stablehlo.select %iterArg, %565, %iterArg_176 : tensor<8xi1>, tensor<8xf32>
      %581 = stablehlo.select %iterArg, %574, %iterArg_177 : tensor<8xi1>, tensor<8xf32>
      %582 = stablehlo.select %iterArg, %575, %iterArg_178 : tensor<8xi1>, tensor<8xf32>
      %583 = stablehlo.select %iterArg, %iterArg_179, %iterArg_179 : tensor<8xi1>, tensor<8xf32>
      %584 = stablehlo.select %iterArg, %571, %iterArg_180 : tensor<8xi1>, tensor<8xf32>
      %585 = stablehlo.select %iterArg, %572, %iterArg_181 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %579, %580, %581, %582, %583, %584, %585 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %115 = stablehlo.multiply %114#3, %108 : tensor<8xf32>
    %116 = stablehlo.divide %115, %arg1 : tensor<8xf32>
    %117 = stablehlo.not %94 : tensor<8xi1>
    %118 = stablehlo.and %107, %117 : tensor<8xi1>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %120 = stablehlo.subtract %119, %arg1 : tensor<8xf32>
    %121 = stablehlo.add %arg0, %120 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %123 = stablehlo.add %121, %122 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %126 = stablehlo.add %arg0, %125 : tensor<8xf32>
    %127 = stablehlo.multiply %123, %arg0 : tensor<8xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.negate %arg0 : tensor<8xf32>
    %134 = stablehlo.multiply %128, %133 : tensor<8xf32>
    %135 = stablehlo.subtract %132, %134 : tensor<8xf32>
    %136 = stablehlo.divide %135, %127 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137:15 = stablehlo.while(%iterArg = %118, %iterArg_176 = %128, %iterArg_177 = %129, %iterArg_178 = %120, %iterArg_179 = %123, %iterArg_180 = %cst_48, %iterArg_181 = %126, %iterArg_182 = %127, %iterArg_183 = %124, %iterArg_184 = %arg0, %iterArg_185 = %130, %iterArg_186 = %131, %iterArg_187 = %132, %iterArg_188 = %133, %iterArg_189 = %136) : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %cst_190 = stablehlo.constant dense<2.000000e+03> : tensor<f32>
      %564 = stablehlo.compare LT, %iterArg_180, %cst_190, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c_191 = stablehlo.constant dense<false> : tensor<i1>
      %565 = stablehlo.reduce(%iterArg init: %c_191) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %566 = stablehlo.and %564, %565 : tensor<i1>
      stablehlo.return %566 : tensor<i1>
    } do {
      %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %564 = stablehlo.add %iterArg_180, %cst_190 : tensor<f32>
      %cst_191 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %565 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %566 = stablehlo.add %iterArg_178, %565 : tensor<8xf32>
      %cst_192 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %567 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %568 = stablehlo.add %iterArg_179, %567 : tensor<8xf32>
      %569 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %570 = stablehlo.multiply %566, %569 : tensor<8xf32>
      %571 = stablehlo.multiply %iterArg_181, %568 : tensor<8xf32>
      %572 = stablehlo.multiply %iterArg_183, %570 : tensor<8xf32>
      %573 = stablehlo.subtract %571, %572 : tensor<8xf32>
      %574 = stablehlo.multiply %iterArg_182, %568 : tensor<8xf32>
      %575 = stablehlo.multiply %iterArg_184, %570 : tensor<8xf32>
      %576 = stablehlo.subtract %574, %575 : tensor<8xf32>
      %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %577 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %578 = stablehlo.compare NE, %576, %577, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %579 = stablehlo.divide %573, %576 : tensor<8xf32>
      %580 = stablehlo.subtract %iterArg_176, %579 : tensor<8xf32>
      %581 = stablehlo.divide %580, %579 : tensor<8xf32>
      %582 = stablehlo.abs %581 : tensor<8xf32>
      %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %583 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %584 = stablehlo.select %578, %582, %583 : tensor<8xi1>, tensor<8xf32>
      %585 = stablehlo.select %578, %579, %iterArg_176 : tensor<8xi1>, tensor<8xf32>
      %586 = stablehlo.multiply %iterArg_187, %568 : tensor<8xf32>
      %587 = stablehlo.subtract %586, %iterArg_181 : tensor<8xf32>
      %588 = stablehlo.multiply %iterArg_185, %570 : tensor<8xf32>
      %589 = stablehlo.subtract %587, %588 : tensor<8xf32>
      %590 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %591 = stablehlo.multiply %iterArg_183, %590 : tensor<8xf32>
      %592 = stablehlo.add %589, %591 : tensor<8xf32>
      %593 = stablehlo.multiply %iterArg_188, %568 : tensor<8xf32>
      %594 = stablehlo.subtract %593, %iterArg_182 : tensor<8xf32>
      %595 = stablehlo.multiply %iterArg_186, %570 : tensor<8xf32>
      %596 = stablehlo.subtract %594, %595 : tensor<8xf32>
      %597 = stablehlo.broadcast_in_dim %564, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %598 = stablehlo.multiply %iterArg_184, %597 : tensor<8xf32>
      %599 = stablehlo.add %596, %598 : tensor<8xf32>
      %600 = stablehlo.multiply %585, %599 : tensor<8xf32>
      %601 = stablehlo.subtract %592, %600 : tensor<8xf32>
      %602 = stablehlo.divide %601, %576 : tensor<8xf32>
      %603 = stablehlo.select %578, %602, %iterArg_189 : tensor<8xi1>, tensor<8xf32>
      %604 = stablehlo.subtract %603, %iterArg_189 : tensor<8xf32>
      %605 = stablehlo.abs %604 : tensor<8xf32>
      %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %606 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %607 = stablehlo.select %578, %605, %606 : tensor<8xi1>, tensor<8xf32>
      %608 = stablehlo.abs %573 : tensor<8xf32>
      %cst_196 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %609 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<f32>
      %610 = stablehlo.divide %609, %cst_196 : tensor<f32>
      %611 = stablehlo.broadcast_in_dim %610, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %612 = stablehlo.compare GT, %608, %611, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %cst_198 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %613 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %614 = stablehlo.multiply %iterArg_181, %613 : tensor<8xf32>
      %615 = stablehlo.select %612, %614, %iterArg_181 : tensor<8xi1>, tensor<8xf32>
      %cst_199 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %617 = stablehlo.multiply %573, %616 : tensor<8xf32>
      %618 = stablehlo.select %612, %617, %573 : tensor<8xi1>, tensor<8xf32>
      %cst_200 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %620 = stablehlo.multiply %iterArg_182, %619 : tensor<8xf32>
      %621 = stablehlo.select %612, %620, %iterArg_182 : tensor<8xi1>, tensor<8xf32>
      %cst_201 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %623 = stablehlo.multiply %576, %622 : tensor<8xf32>
      %624 = stablehlo.select %612, %623, %576 : tensor<8xi1>, tensor<8xf32>
      %cst_202 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %626 = stablehlo.multiply %iterArg_187, %625 : tensor<8xf32>
      %627 = stablehlo.select %612, %626, %iterArg_187 : tensor<8xi1>, tensor<8xf32>
      %cst_203 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %628 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %629 = stablehlo.multiply %iterArg_188, %628 : tensor<8xf32>
      %630 = stablehlo.select %612, %629, %iterArg_188 : tensor<8xi1>, tensor<8xf32>
      %cst_204 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %631 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %632 = stablehlo.multiply %592, %631 : tensor<8xf32>
      %633 = stablehlo.select %612, %632, %592 : tensor<8xi1>, tensor<8xf32>
      %cst_205 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %634 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %635 = stablehlo.multiply %599, %634 : tensor<8xf32>
      %636 = stablehlo.select %612, %635, %599 : tensor<8xi1>, tensor<8xf32>
      %cst_206 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
      %637 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %638 = stablehlo.compare GT, %584, %637, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %639 = stablehlo.and %iterArg, %638 : tensor<8xi1>
      %640 = stablehlo.select %iterArg, %585, %iterArg_176 : tensor<8xi1>, tensor<8xf32>
      %641 = stablehlo.select %iterArg, %584, %iterArg_177 : tensor<8xi1>, tensor<8xf32>
      %642 = stablehlo.select %iterArg, %566, %iterArg_178 : tensor<8xi1>, tensor<8xf32>
      %643 = stablehlo.select %iterArg, %568, %iterArg_179 : tensor<8xi1>, tensor<8xf32>
      %644 = stablehlo.select %iterArg, %618, %iterArg_181 : tensor<8xi1>, tensor<8xf32>
      %645 = stablehlo.select %iterArg, %624, %iterArg_182 : tensor<8xi1>, tensor<8xf32>
      %646 = stablehlo.select %iterArg, %615, %iterArg_183 : tensor<8xi1>, tensor<8xf32>
      %647 = stablehlo.select %iterArg, %621, %iterArg_184 : tensor<8xi1>, tensor<8xf32>
      %648 = stablehlo.select %iterArg, %627, %iterArg_185 : tensor<8xi1>, tensor<8xf32>
      %649 = stablehlo.select %iterArg, %630, %iterArg_186 : tensor<8xi1>, tensor<8xf32>
      %650 = stablehlo.select %iterArg, %633, %iterArg_187 : tensor<8xi1>, tensor<8xf32>
      %651 = stablehlo.select %iterArg, %636, %iterArg_188 : tensor<8xi1>, tensor<8xf32>
      %652 = stablehlo.select %iterArg, %603, %iterArg_189 : tensor<8xi1>, tensor<8xf32>
      stablehlo.return %639, %640, %641, %642, %643, %564, %644, %645, %646, %647, %648, %649, %650, %651, %652 : tensor<8xi1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %138 = stablehlo.multiply %137#1, %108 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %140 = stablehlo.subtract %139, %116 : tensor<8xf32>
    %141 = stablehlo.select %94, %140, %138 : tensor<8xi1>, tensor<8xf32>
    %142 = stablehlo.or %82, %78 : tensor<8xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %144 = stablehlo.select %142, %143, %141 : tensor<8xi1>, tensor<8xf32>
    %cst_51 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %146 = stablehlo.select %90, %145, %144 : tensor<8xi1>, tensor<8xf32>
    %cst_52 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %148 = stablehlo.divide %arg0, %147 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_54 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %149 = call @clip(%148, %cst_53, %cst_54) : (tensor<8xf32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %151 = stablehlo.compare EQ, %arg1, %150, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_56 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %153 = stablehlo.compare EQ, %arg2, %152, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %154 = stablehlo.or %151, %153 : tensor<8xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %156 = stablehlo.compare EQ, %arg2, %155, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_58 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %158 = stablehlo.compare EQ, %arg1, %157, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %159 = stablehlo.or %156, %158 : tensor<8xi1>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %161 = stablehlo.compare EQ, %149, %160, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %163 = stablehlo.compare EQ, %149, %162, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %164 = stablehlo.not %161 : tensor<8xi1>
    %165 = stablehlo.not %163 : tensor<8xi1>
    %166 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %167 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %168 = stablehlo.or %166, %167 : tensor<8xi1>
    %169 = stablehlo.compare NE, %149, %149, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %170 = stablehlo.or %168, %169 : tensor<8xi1>
    %171 = stablehlo.and %159, %165 : tensor<8xi1>
    %172 = stablehlo.and %154, %161 : tensor<8xi1>
    %173 = stablehlo.or %171, %172 : tensor<8xi1>
    %174 = stablehlo.and %154, %164 : tensor<8xi1>
    %175 = stablehlo.and %159, %163 : tensor<8xi1>
    %176 = stablehlo.or %174, %175 : tensor<8xi1>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %178 = stablehlo.compare LT, %arg1, %177, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.compare LT, %arg2, %179, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %181 = stablehlo.or %178, %180 : tensor<8xi1>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %183 = stablehlo.compare LT, %149, %182, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %184 = stablehlo.or %181, %183 : tensor<8xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %186 = stablehlo.compare GT, %149, %185, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %187 = stablehlo.or %184, %186 : tensor<8xi1>
    %188 = stablehlo.and %154, %159 : tensor<8xi1>
    %189 = stablehlo.or %188, %170 : tensor<8xi1>
    %190 = stablehlo.or %187, %189 : tensor<8xi1>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %192 = stablehlo.add %arg1, %191 : tensor<8xf32>
    %193 = stablehlo.add %arg1, %arg2 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %195 = stablehlo.add %193, %194 : tensor<8xf32>
    %196 = stablehlo.divide %192, %195 : tensor<8xf32>
    %197 = stablehlo.compare LT, %149, %196, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %198 = stablehlo.select %197, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    %199 = stablehlo.select %197, %arg2, %arg1 : tensor<8xi1>, tensor<8xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %201 = stablehlo.subtract %200, %149 : tensor<8xf32>
    %202 = stablehlo.select %197, %149, %201 : tensor<8xi1>, tensor<8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %203 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %205 = stablehlo.compare EQ, %203, %204, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.select %205, %206, %207 : tensor<8xi1>, tensor<8xf32>
    %209 = stablehlo.abs %208 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %211 = stablehlo.compare LT, %209, %210, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_72 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %213 = stablehlo.select %211, %212, %208 : tensor<8xi1>, tensor<8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %c_74 = stablehlo.constant dense<1> : tensor<i32>
    %c_75 = stablehlo.constant dense<true> : tensor<i1>
    %215:8 = stablehlo.while(%iterArg = %198, %iterArg_176 = %199, %iterArg_177 = %202, %iterArg_178 = %c_74, %iterArg_179 = %c_75, %iterArg_180 = %213, %iterArg_181 = %214, %iterArg_182 = %213) : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<i1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    cond {
      %c_183 = stablehlo.constant dense<200> : tensor<i32>
      %564 = stablehlo.compare LT, %iterArg_178, %c_183, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %565 = stablehlo.and %564, %iterArg_179 : tensor<i1>
      stablehlo.return %565 : tensor<i1>
    } do {
      %564 = stablehlo.broadcast_in_dim %iterArg_178, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %c_183 = stablehlo.constant dense<2> : tensor<i32>
      %565 = stablehlo.broadcast_in_dim %c_183, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %566 = func.call @remainder(%564, %565) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %c_184 = stablehlo.constant dense<0> : tensor<i32>
      %567 = stablehlo.broadcast_in_dim %c_184, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %568 = stablehlo.compare EQ, %566, %567, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_185 = stablehlo.constant dense<1> : tensor<i32>
      %569 = stablehlo.broadcast_in_dim %c_185, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %570 = stablehlo.compare EQ, %564, %569, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %c_186 = stablehlo.constant dense<1> : tensor<i32>
      %571 = stablehlo.broadcast_in_dim %c_186, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %572 = stablehlo.subtract %564, %571 : tensor<8xi32>
      %c_187 = stablehlo.constant dense<2> : tensor<i32>
      %573 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %574 = func.call @floor_divide(%572, %573) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %c_188 = stablehlo.constant dense<0> : tensor<i32>
      %575 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %576 = stablehlo.compare EQ, %574, %575, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %577 = stablehlo.convert %574 : (tensor<8xi32>) -> tensor<8xf32>
      %cst_189 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %578 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %cst_190 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %579 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %580 = stablehlo.add %iterArg, %iterArg_176 : tensor<8xf32>
      %581 = stablehlo.negate %580 : tensor<8xf32>
      %582 = stablehlo.multiply %581, %iterArg_177 : tensor<8xf32>
      %583 = stablehlo.add %iterArg, %578 : tensor<8xf32>
      %584 = stablehlo.divide %582, %583 : tensor<8xf32>
      %585 = stablehlo.add %iterArg, %577 : tensor<8xf32>
      %586 = stablehlo.negate %585 : tensor<8xf32>
      %587 = stablehlo.add %iterArg, %iterArg_176 : tensor<8xf32>
      %588 = stablehlo.add %587, %577 : tensor<8xf32>
      %589 = stablehlo.multiply %586, %588 : tensor<8xf32>
      %590 = stablehlo.multiply %589, %iterArg_177 : tensor<8xf32>
      %591 = stablehlo.multiply %579, %577 : tensor<8xf32>
      %592 = stablehlo.add %iterArg, %591 : tensor<8xf32>
      %593 = stablehlo.multiply %579, %577 : tensor<8xf32>
      %594 = stablehlo.add %iterArg, %593 : tensor<8xf32>
      %595 = stablehlo.add %594, %578 : tensor<8xf32>
      %596 = stablehlo.multiply %592, %595 : tensor<8xf32>
      %597 = stablehlo.divide %590, %596 : tensor<8xf32>
      %598 = stablehlo.select %576, %584, %597 : tensor<8xi1>, tensor<8xf32>
      %599 = stablehlo.subtract %iterArg_176, %577 : tensor<8xf32>
      %600 = stablehlo.multiply %577, %599 : tensor<8xf32>
      %601 = stablehlo.multiply %600, %iterArg_177 : tensor<8xf32>
      %602 = stablehlo.multiply %579, %577 : tensor<8xf32>
      %603 = stablehlo.add %iterArg, %602 : tensor<8xf32>
      %604 = stablehlo.subtract %603, %578 : tensor<8xf32>
      %605 = stablehlo.multiply %579, %577 : tensor<8xf32>
      %606 = stablehlo.add %iterArg, %605 : tensor<8xf32>
      %607 = stablehlo.multiply %604, %606 : tensor<8xf32>
      %608 = stablehlo.divide %601, %607 : tensor<8xf32>
      %cst_191 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %609 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %610 = stablehlo.select %568, %598, %608 : tensor<8xi1>, tensor<8xf32>
      %611 = stablehlo.select %570, %609, %610 : tensor<8xi1>, tensor<8xf32>
      %612 = stablehlo.broadcast_in_dim %iterArg_178, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %c_192 = stablehlo.constant dense<0> : tensor<i32>
      %613 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %614 = stablehlo.compare EQ, %612, %613, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %616 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %617 = stablehlo.select %614, %615, %616 : tensor<8xi1>, tensor<8xf32>
      %618 = stablehlo.divide %611, %iterArg_180 : tensor<8xf32>
      %619 = stablehlo.add %617, %618 : tensor<8xf32>
      %cst_195 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %620 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %621 = stablehlo.abs %619 : tensor<8xf32>
      %622 = stablehlo.compare LT, %621, %620, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %623 = stablehlo.select %622, %620, %619 : tensor<8xi1>, tensor<8xf32>
      %624 = stablehlo.multiply %611, %iterArg_181 : tensor<8xf32>
      %625 = stablehlo.add %617, %624 : tensor<8xf32>
      %626 = stablehlo.abs %625 : tensor<8xf32>
      %627 = stablehlo.compare LT, %626, %620, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %628 = stablehlo.select %627, %620, %625 : tensor<8xi1>, tensor<8xf32>
      %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %629 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %630 = stablehlo.divide %629, %628 : tensor<8xf32>
      %631 = stablehlo.multiply %623, %630 : tensor<8xf32>
      %632 = stablehlo.multiply %iterArg_182, %631 : tensor<8xf32>
      %c_197 = stablehlo.constant dense<1> : tensor<i32>
      %633 = stablehlo.add %iterArg_178, %c_197 : tensor<i32>
      %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %634 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %635 = stablehlo.subtract %631, %634 : tensor<8xf32>
      %636 = stablehlo.abs %635 : tensor<8xf32>
      %cst_199 = stablehlo.constant dense<5.96046448E-8> : tensor<f32>
      %637 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %638 = stablehlo.compare GE, %636, %637, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
      %c_200 = stablehlo.constant dense<false> : tensor<i1>
      %639 = stablehlo.reduce(%638 init: %c_200) applies stablehlo.or across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %iterArg, %iterArg_176, %iterArg_177, %633, %639, %623, %630, %632 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<i32>, tensor<i1>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
    }
    %216 = chlo.lgamma %199 : tensor<8xf32> -> tensor<8xf32>
    %217 = stablehlo.add %198, %199 : tensor<8xf32>
    %218 = chlo.lgamma %217 : tensor<8xf32> -> tensor<8xf32>
    %219 = stablehlo.subtract %216, %218 : tensor<8xf32>
    %220 = chlo.lgamma %198 : tensor<8xf32> -> tensor<8xf32>
    %221 = stablehlo.add %220, %219 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<2.3509887E-38> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %223 = stablehlo.compare LT, %198, %222, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %224 = stablehlo.negate %202 : tensor<8xf32>
    %225 = stablehlo.log_plus_one %224 : tensor<8xf32>
    %226 = stablehlo.multiply %225, %199 : tensor<8xf32>
    %227 = stablehlo.subtract %226, %219 : tensor<8xf32>
    %228 = stablehlo.exponential %227 : tensor<8xf32>
    %229 = stablehlo.log %202 : tensor<8xf32>
    %230 = stablehlo.multiply %229, %198 : tensor<8xf32>
    %231 = stablehlo.negate %202 : tensor<8xf32>
    %232 = stablehlo.log_plus_one %231 : tensor<8xf32>
    %233 = stablehlo.multiply %232, %199 : tensor<8xf32>
    %234 = stablehlo.add %230, %233 : tensor<8xf32>
    %235 = stablehlo.subtract %234, %221 : tensor<8xf32>
    %236 = stablehlo.exponential %235 : tensor<8xf32>
    %237 = stablehlo.divide %236, %198 : tensor<8xf32>
    %238 = stablehlo.select %223, %228, %237 : tensor<8xi1>, tensor<8xf32>
    %239 = stablehlo.multiply %215#7, %238 : tensor<8xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %241 = stablehlo.subtract %240, %239 : tensor<8xf32>
    %242 = stablehlo.select %197, %239, %241 : tensor<8xi1>, tensor<8xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %244 = stablehlo.select %173, %243, %242 : tensor<8xi1>, tensor<8xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %246 = stablehlo.select %176, %245, %244 : tensor<8xi1>, tensor<8xf32>
    %cst_80 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %248 = stablehlo.select %190, %247, %246 : tensor<8xi1>, tensor<8xf32>
    %cst_81 = stablehlo.constant dense<1.500000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %250 = stablehlo.add %arg1, %249 : tensor<8xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %252 = stablehlo.add %arg0, %251 : tensor<8xf32>
    %253 = chlo.zeta %250, %252 : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
    %cst_83 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %255 = stablehlo.add %arg0, %254 : tensor<8xf32>
    %256 = stablehlo.convert %arg3 : (tensor<8xi32>) -> tensor<8xf32>
    %257 = chlo.polygamma %256, %255 : tensor<8xf32>, tensor<8xf32> -> tensor<8xf32>
    %cst_84 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %259 = stablehlo.divide %arg0, %258 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_86 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %260 = call @clip(%259, %cst_85, %cst_86) : (tensor<8xf32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %cst_87 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %262 = stablehlo.compare GT, %260, %261, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %264 = stablehlo.subtract %263, %260 : tensor<8xf32>
    %265 = call @_where_1(%262, %264, %260) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.compare EQ, %265, %266, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_90 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %269 = call @_where_1(%267, %268, %265) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_91 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %271 = stablehlo.subtract %269, %270 : tensor<8xf32>
    %272 = chlo.square %271 : tensor<8xf32> -> tensor<8xf32>
    %273 = stablehlo.multiply %271, %272 : tensor<8xf32>
    %274 = call @polyval(%cst, %272) : (tensor<5xf32>, tensor<8xf32>) -> tensor<8xf32>
    %275 = call @polyval_2(%cst_0, %272) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %276 = stablehlo.divide %274, %275 : tensor<8xf32>
    %277 = stablehlo.multiply %273, %276 : tensor<8xf32>
    %278 = stablehlo.add %271, %277 : tensor<8xf32>
    %cst_92 = stablehlo.constant dense<-2.50662827> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<8xf32>
    %281 = stablehlo.log %269 : tensor<8xf32>
    %cst_93 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %283 = stablehlo.multiply %282, %281 : tensor<8xf32>
    %284 = stablehlo.sqrt %283 : tensor<8xf32>
    %285 = stablehlo.log %284 : tensor<8xf32>
    %286 = stablehlo.divide %285, %284 : tensor<8xf32>
    %287 = stablehlo.subtract %284, %286 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %289 = stablehlo.divide %288, %284 : tensor<8xf32>
    %290 = call @polyval_2(%cst_1, %289) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %292 = stablehlo.divide %291, %284 : tensor<8xf32>
    %293 = call @polyval_2(%cst_2, %292) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %294 = stablehlo.divide %290, %293 : tensor<8xf32>
    %295 = stablehlo.divide %294, %284 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %297 = stablehlo.divide %296, %284 : tensor<8xf32>
    %298 = call @polyval_2(%cst_3, %297) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %300 = stablehlo.divide %299, %284 : tensor<8xf32>
    %301 = call @polyval_2(%cst_4, %300) : (tensor<9xf32>, tensor<8xf32>) -> tensor<8xf32>
    %302 = stablehlo.divide %298, %301 : tensor<8xf32>
    %303 = stablehlo.divide %302, %284 : tensor<8xf32>
    %304 = stablehlo.subtract %287, %295 : tensor<8xf32>
    %305 = stablehlo.subtract %287, %303 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<0.135335281> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %307 = stablehlo.compare GT, %269, %306, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_99 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %309 = stablehlo.compare GE, %284, %308, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %310 = call @_where_1(%309, %304, %305) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %311 = call @_where_1(%307, %280, %310) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_100 = stablehlo.constant dense<0.864664733> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %313 = stablehlo.compare GT, %260, %312, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %314 = stablehlo.negate %311 : tensor<8xf32>
    %315 = call @_where_1(%313, %311, %314) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_101 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %318 = stablehlo.compare EQ, %260, %317, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %319 = stablehlo.negate %316 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %321 = stablehlo.compare EQ, %260, %320, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %322 = call @_where_1(%321, %316, %315) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %323 = call @_where_1(%318, %319, %322) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_104 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %325 = stablehlo.subtract %arg0, %324 : tensor<8xf32>
    %cst_105 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %327 = stablehlo.compare GT, %325, %326, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %328 = stablehlo.negate %325 : tensor<8xf32>
    %cst_106 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %330 = stablehlo.maximum %325, %329 : tensor<8xf32>
    %331 = call @_where_1(%327, %328, %330) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_107 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<8xf32>
    %334 = stablehlo.abs %333 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %336 = stablehlo.compare LT, %334, %335, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %337 = chlo.erf %333 : tensor<8xf32> -> tensor<8xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %339 = stablehlo.add %338, %337 : tensor<8xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %341 = stablehlo.compare GT, %333, %340, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %342 = chlo.erfc %334 : tensor<8xf32> -> tensor<8xf32>
    %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %344 = stablehlo.subtract %343, %342 : tensor<8xf32>
    %345 = chlo.erfc %334 : tensor<8xf32> -> tensor<8xf32>
    %346 = stablehlo.select %341, %344, %345 : tensor<8xi1>, tensor<8xf32>
    %347 = stablehlo.select %336, %339, %346 : tensor<8xi1>, tensor<8xf32>
    %cst_112 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %349 = stablehlo.multiply %348, %347 : tensor<8xf32>
    %350 = stablehlo.negate %349 : tensor<8xf32>
    %cst_113 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %352 = stablehlo.compare GT, %325, %351, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %353 = stablehlo.log %349 : tensor<8xf32>
    %cst_114 = stablehlo.constant dense<-1.000000e+01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %355 = stablehlo.minimum %325, %354 : tensor<8xf32>
    %356 = chlo.square %355 : tensor<8xf32> -> tensor<8xf32>
    %cst_115 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %358 = stablehlo.multiply %357, %356 : tensor<8xf32>
    %359 = stablehlo.negate %355 : tensor<8xf32>
    %360 = stablehlo.log %359 : tensor<8xf32>
    %361 = stablehlo.subtract %358, %360 : tensor<8xf32>
    %cst_116 = stablehlo.constant dense<0.918938517> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %363 = stablehlo.subtract %361, %362 : tensor<8xf32>
    %364 = chlo.square %355 : tensor<8xf32> -> tensor<8xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %368 = stablehlo.divide %367, %364 : tensor<8xf32>
    %369 = stablehlo.add %366, %368 : tensor<8xf32>
    %370 = stablehlo.multiply %364, %364 : tensor<8xf32>
    %cst_120 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %372 = stablehlo.divide %371, %370 : tensor<8xf32>
    %373 = stablehlo.add %365, %372 : tensor<8xf32>
    %374 = stablehlo.multiply %370, %364 : tensor<8xf32>
    %cst_121 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %376 = stablehlo.divide %375, %374 : tensor<8xf32>
    %377 = stablehlo.add %369, %376 : tensor<8xf32>
    %378 = stablehlo.multiply %374, %364 : tensor<8xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %380 = stablehlo.add %379, %373 : tensor<8xf32>
    %381 = stablehlo.subtract %380, %377 : tensor<8xf32>
    %382 = stablehlo.log %381 : tensor<8xf32>
    %383 = stablehlo.add %363, %382 : tensor<8xf32>
    %384 = call @_where_1(%352, %353, %383) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %385 = call @_where_1(%327, %350, %384) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %386 = stablehlo.abs %arg0 : tensor<8xf32>
    %387 = stablehlo.exponential %386 : tensor<8xf32>
    %388 = stablehlo.abs %arg0 : tensor<8xf32>
    %cst_123 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_125 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %392 = stablehlo.multiply %389, %388 : tensor<8xf32>
    %393 = stablehlo.subtract %392, %390 : tensor<8xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %397 = stablehlo.multiply %393, %394 : tensor<8xf32>
    %398 = stablehlo.subtract %397, %395 : tensor<8xf32>
    %cst_129 = stablehlo.constant dense<-1.30002498E-8> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %400 = stablehlo.add %398, %399 : tensor<8xf32>
    %401 = stablehlo.multiply %393, %400 : tensor<8xf32>
    %402 = stablehlo.subtract %401, %394 : tensor<8xf32>
    %cst_130 = stablehlo.constant dense<6.04699508E-8> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %404 = stablehlo.add %402, %403 : tensor<8xf32>
    %405 = stablehlo.multiply %393, %404 : tensor<8xf32>
    %406 = stablehlo.subtract %405, %400 : tensor<8xf32>
    %cst_131 = stablehlo.constant dense<-2.67079372E-7> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %408 = stablehlo.add %406, %407 : tensor<8xf32>
    %409 = stablehlo.multiply %393, %408 : tensor<8xf32>
    %410 = stablehlo.subtract %409, %404 : tensor<8xf32>
    %cst_132 = stablehlo.constant dense<1.11738757E-6> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %412 = stablehlo.add %410, %411 : tensor<8xf32>
    %413 = stablehlo.multiply %393, %412 : tensor<8xf32>
    %414 = stablehlo.subtract %413, %408 : tensor<8xf32>
    %cst_133 = stablehlo.constant dense<-4.41673819E-6> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %416 = stablehlo.add %414, %415 : tensor<8xf32>
    %417 = stablehlo.multiply %393, %416 : tensor<8xf32>
    %418 = stablehlo.subtract %417, %412 : tensor<8xf32>
    %cst_134 = stablehlo.constant dense<1.64484482E-5> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %420 = stablehlo.add %418, %419 : tensor<8xf32>
    %421 = stablehlo.multiply %393, %420 : tensor<8xf32>
    %422 = stablehlo.subtract %421, %416 : tensor<8xf32>
    %cst_135 = stablehlo.constant dense<-5.75419508E-5> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %424 = stablehlo.add %422, %423 : tensor<8xf32>
    %425 = stablehlo.multiply %393, %424 : tensor<8xf32>
    %426 = stablehlo.subtract %425, %420 : tensor<8xf32>
    %cst_136 = stablehlo.constant dense<1.88502891E-4> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %428 = stablehlo.add %426, %427 : tensor<8xf32>
    %429 = stablehlo.multiply %393, %428 : tensor<8xf32>
    %430 = stablehlo.subtract %429, %424 : tensor<8xf32>
    %cst_137 = stablehlo.constant dense<-5.76375576E-4> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %432 = stablehlo.add %430, %431 : tensor<8xf32>
    %433 = stablehlo.multiply %393, %432 : tensor<8xf32>
    %434 = stablehlo.subtract %433, %428 : tensor<8xf32>
    %cst_138 = stablehlo.constant dense<0.00163947558> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %436 = stablehlo.add %434, %435 : tensor<8xf32>
    %437 = stablehlo.multiply %393, %436 : tensor<8xf32>
    %438 = stablehlo.subtract %437, %432 : tensor<8xf32>
    %cst_139 = stablehlo.constant dense<-4.324310e-03> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %440 = stablehlo.add %438, %439 : tensor<8xf32>
    %441 = stablehlo.multiply %393, %440 : tensor<8xf32>
    %442 = stablehlo.subtract %441, %436 : tensor<8xf32>
    %cst_140 = stablehlo.constant dense<0.0105464607> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %444 = stablehlo.add %442, %443 : tensor<8xf32>
    %445 = stablehlo.multiply %393, %444 : tensor<8xf32>
    %446 = stablehlo.subtract %445, %440 : tensor<8xf32>
    %cst_141 = stablehlo.constant dense<-0.0237374157> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %448 = stablehlo.add %446, %447 : tensor<8xf32>
    %449 = stablehlo.multiply %393, %448 : tensor<8xf32>
    %450 = stablehlo.subtract %449, %444 : tensor<8xf32>
    %cst_142 = stablehlo.constant dense<0.0493052825> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %452 = stablehlo.add %450, %451 : tensor<8xf32>
    %453 = stablehlo.multiply %393, %452 : tensor<8xf32>
    %454 = stablehlo.subtract %453, %448 : tensor<8xf32>
    %cst_143 = stablehlo.constant dense<-9.490110e-02> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %456 = stablehlo.add %454, %455 : tensor<8xf32>
    %457 = stablehlo.multiply %393, %456 : tensor<8xf32>
    %458 = stablehlo.subtract %457, %452 : tensor<8xf32>
    %cst_144 = stablehlo.constant dense<0.171620905> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %460 = stablehlo.add %458, %459 : tensor<8xf32>
    %461 = stablehlo.multiply %393, %460 : tensor<8xf32>
    %462 = stablehlo.subtract %461, %456 : tensor<8xf32>
    %cst_145 = stablehlo.constant dense<-0.304682672> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %464 = stablehlo.add %462, %463 : tensor<8xf32>
    %465 = stablehlo.multiply %393, %464 : tensor<8xf32>
    %466 = stablehlo.subtract %465, %460 : tensor<8xf32>
    %cst_146 = stablehlo.constant dense<0.676795303> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %468 = stablehlo.add %466, %467 : tensor<8xf32>
    %469 = stablehlo.subtract %468, %460 : tensor<8xf32>
    %cst_147 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<8xf32>
    %472 = stablehlo.divide %391, %388 : tensor<8xf32>
    %473 = stablehlo.subtract %472, %390 : tensor<8xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %477 = stablehlo.multiply %473, %474 : tensor<8xf32>
    %478 = stablehlo.subtract %477, %475 : tensor<8xf32>
    %cst_151 = stablehlo.constant dense<3.39623196E-9> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %480 = stablehlo.add %478, %479 : tensor<8xf32>
    %481 = stablehlo.multiply %473, %480 : tensor<8xf32>
    %482 = stablehlo.subtract %481, %474 : tensor<8xf32>
    %cst_152 = stablehlo.constant dense<2.26666899E-8> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %484 = stablehlo.add %482, %483 : tensor<8xf32>
    %485 = stablehlo.multiply %473, %484 : tensor<8xf32>
    %486 = stablehlo.subtract %485, %480 : tensor<8xf32>
    %cst_153 = stablehlo.constant dense<2.04891862E-7> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %488 = stablehlo.add %486, %487 : tensor<8xf32>
    %489 = stablehlo.multiply %473, %488 : tensor<8xf32>
    %490 = stablehlo.subtract %489, %484 : tensor<8xf32>
    %cst_154 = stablehlo.constant dense<2.89137051E-6> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %492 = stablehlo.add %490, %491 : tensor<8xf32>
    %493 = stablehlo.multiply %473, %492 : tensor<8xf32>
    %494 = stablehlo.subtract %493, %488 : tensor<8xf32>
    %cst_155 = stablehlo.constant dense<6.88975852E-5> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %496 = stablehlo.add %494, %495 : tensor<8xf32>
    %497 = stablehlo.multiply %473, %496 : tensor<8xf32>
    %498 = stablehlo.subtract %497, %492 : tensor<8xf32>
    %cst_156 = stablehlo.constant dense<0.00336911646> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %500 = stablehlo.add %498, %499 : tensor<8xf32>
    %501 = stablehlo.multiply %473, %500 : tensor<8xf32>
    %502 = stablehlo.subtract %501, %496 : tensor<8xf32>
    %cst_157 = stablehlo.constant dense<0.804490387> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %504 = stablehlo.add %502, %503 : tensor<8xf32>
    %505 = stablehlo.subtract %504, %496 : tensor<8xf32>
    %cst_158 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<8xf32>
    %508 = stablehlo.sqrt %388 : tensor<8xf32>
    %509 = stablehlo.divide %507, %508 : tensor<8xf32>
    %cst_159 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %511 = stablehlo.compare LE, %388, %510, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %512 = stablehlo.select %511, %471, %509 : tensor<8xi1>, tensor<8xf32>
    %513 = stablehlo.multiply %387, %512 : tensor<8xf32>
    %514 = stablehlo.abs %arg0 : tensor<8xf32>
    %515 = stablehlo.exponential %514 : tensor<8xf32>
    %516 = chlo.bessel_i1e %arg0 : tensor<8xf32> -> tensor<8xf32>
    %517 = stablehlo.multiply %515, %516 : tensor<8xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %519 = stablehlo.compare NE, %arg0, %518, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %520 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %521 = stablehlo.or %519, %520 : tensor<8xi1>
    %522 = stablehlo.log %arg1 : tensor<8xf32>
    %523 = stablehlo.multiply %arg0, %522 : tensor<8xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %525 = call @_where_1(%521, %523, %524) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %527 = stablehlo.subtract %arg1, %526 : tensor<8xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %529 = stablehlo.compare NE, %arg0, %528, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %530 = stablehlo.compare NE, %527, %527, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %531 = stablehlo.or %529, %530 : tensor<8xi1>
    %532 = stablehlo.log_plus_one %527 : tensor<8xf32>
    %533 = stablehlo.multiply %arg0, %532 : tensor<8xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %535 = call @_where_1(%531, %533, %534) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %537 = stablehlo.compare LT, %arg0, %536, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %540 = stablehlo.compare NE, %arg0, %539, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %541 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %542 = stablehlo.or %540, %541 : tensor<8xi1>
    %543 = stablehlo.log %arg0 : tensor<8xf32>
    %544 = stablehlo.multiply %arg0, %543 : tensor<8xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %546 = call @_where_1(%542, %544, %545) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %547 = stablehlo.negate %546 : tensor<8xf32>
    %548 = stablehlo.select %537, %538, %547 : tensor<8xi1>, tensor<8xf32>
    %cst_169 = stablehlo.constant dense<5.000000e+00> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %550 = stablehlo.divide %arg0, %549 : tensor<8xf32>
    %cst_170 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %cst_171 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %551 = call @clip(%550, %cst_170, %cst_171) : (tensor<8xf32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %cst_172 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %553 = stablehlo.subtract %552, %551 : tensor<8xf32>
    %554 = stablehlo.divide %551, %553 : tensor<8xf32>
    %555 = stablehlo.log %554 : tensor<8xf32>
    %cst_173 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %557 = stablehlo.subtract %arg0, %556 : tensor<8xf32>
    %558 = stablehlo.negate %557 : tensor<8xf32>
    %559 = stablehlo.exponential %558 : tensor<8xf32>
    %cst_174 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %561 = stablehlo.add %560, %559 : tensor<8xf32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %563 = stablehlo.divide %562, %561 : tensor<8xf32>
    return %73, %146, %248, %253, %257, %323, %385, %513, %517, %525, %535, %548, %555, %563 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
  }
  func.func private @clip(%arg0: tensor<8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = call @_where(%1, %2, %arg1) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %10 = stablehlo.compare LT, %3, %9, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.add %4, %3 : tensor<8xi32>
    %14 = stablehlo.select %12, %13, %4 : tensor<8xi1>, tensor<8xi32>
    return %14 : tensor<8xi32>
  }
  func.func private @_where(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @floor_divide(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<8xi32>
    %1 = stablehlo.sign %arg0 : tensor<8xi32>
    %2 = stablehlo.sign %arg1 : tensor<8xi32>
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %8 = stablehlo.compare NE, %3, %7, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %9 = stablehlo.convert %8 : tensor<8xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %6, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.convert %11 : tensor<8xi1>
    %13 = stablehlo.and %9, %12 : tensor<8xi1>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %15 = stablehlo.subtract %0, %14 : tensor<8xi32>
    %16 = call @_where_0(%13, %15, %0) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    return %16 : tensor<8xi32>
  }
  func.func private @_where_0(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_where_1(%arg0: tensor<8xi1>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @polyval(%arg0: tensor<5xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<5xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:5] : (tensor<5xf32>) -> tensor<5xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<5xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call(%arg1, %0, %4) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<5xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call(%arg1, %5, %7) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<5xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call(%arg1, %8, %10) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<5xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call(%arg1, %11, %13) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<5xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call(%arg1, %14, %16) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %17 : tensor<8xf32>
  }
  func.func private @closed_call(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @polyval_2(%arg0: tensor<9xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.slice %arg0 [0:0] : (tensor<9xf32>) -> tensor<0xf32>
    %2 = stablehlo.slice %arg0 [0:9] : (tensor<9xf32>) -> tensor<9xf32>
    %3 = stablehlo.slice %2 [0:1] : (tensor<9xf32>) -> tensor<1xf32>
    %4 = stablehlo.reshape %3 : (tensor<1xf32>) -> tensor<f32>
    %5 = call @closed_call_3(%arg1, %0, %4) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.slice %2 [1:2] : (tensor<9xf32>) -> tensor<1xf32>
    %7 = stablehlo.reshape %6 : (tensor<1xf32>) -> tensor<f32>
    %8 = call @closed_call_3(%arg1, %5, %7) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.slice %2 [2:3] : (tensor<9xf32>) -> tensor<1xf32>
    %10 = stablehlo.reshape %9 : (tensor<1xf32>) -> tensor<f32>
    %11 = call @closed_call_3(%arg1, %8, %10) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.slice %2 [3:4] : (tensor<9xf32>) -> tensor<1xf32>
    %13 = stablehlo.reshape %12 : (tensor<1xf32>) -> tensor<f32>
    %14 = call @closed_call_3(%arg1, %11, %13) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.slice %2 [4:5] : (tensor<9xf32>) -> tensor<1xf32>
    %16 = stablehlo.reshape %15 : (tensor<1xf32>) -> tensor<f32>
    %17 = call @closed_call_3(%arg1, %14, %16) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %18 = stablehlo.slice %2 [5:6] : (tensor<9xf32>) -> tensor<1xf32>
    %19 = stablehlo.reshape %18 : (tensor<1xf32>) -> tensor<f32>
    %20 = call @closed_call_3(%arg1, %17, %19) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.slice %2 [6:7] : (tensor<9xf32>) -> tensor<1xf32>
    %22 = stablehlo.reshape %21 : (tensor<1xf32>) -> tensor<f32>
    %23 = call @closed_call_3(%arg1, %20, %22) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.slice %2 [7:8] : (tensor<9xf32>) -> tensor<1xf32>
    %25 = stablehlo.reshape %24 : (tensor<1xf32>) -> tensor<f32>
    %26 = call @closed_call_3(%arg1, %23, %25) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.slice %2 [8:9] : (tensor<9xf32>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = call @closed_call_3(%arg1, %26, %28) : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<8xf32>
    return %29 : tensor<8xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.multiply %arg1, %arg0 : tensor<8xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
}
