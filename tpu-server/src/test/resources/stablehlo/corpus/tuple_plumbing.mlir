
module @tuple_plumbing {
  func.func public @main(%x: tensor<3xf32>, %y: tensor<2x2xf32>, %k: tensor<3xi32>)
      -> (tensor<3xf32>, tensor<2x2xf32>, tensor<3xi32>) {
    %inner = stablehlo.tuple %y, %k : tuple<tensor<2x2xf32>, tensor<3xi32>>
    %t = "stablehlo.tuple"(%x, %inner) : (tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>) -> tuple<tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>>
    %i = stablehlo.get_tuple_element %t[1] : (tuple<tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>>) -> tuple<tensor<2x2xf32>, tensor<3xi32>>
    %a = "stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<3xf32>, tuple<tensor<2x2xf32>, tensor<3xi32>>>) -> tensor<3xf32>
    %b = stablehlo.get_tuple_element %i[0] : (tuple<tensor<2x2xf32>, tensor<3xi32>>) -> tensor<2x2xf32>
    %c = "stablehlo.get_tuple_element"(%i) {index = 1 : i32} : (tuple<tensor<2x2xf32>, tensor<3xi32>>) -> tensor<3xi32>
    %ax = stablehlo.multiply %a, %x : tensor<3xf32>
    %bt = stablehlo.transpose %b, dims = [1, 0] : (tensor<2x2xf32>) -> tensor<2x2xf32>
    %cc = stablehlo.add %c, %k : tensor<3xi32>
    return %ax, %bt, %cc : tensor<3xf32>, tensor<2x2xf32>, tensor<3xi32>
  }
}
