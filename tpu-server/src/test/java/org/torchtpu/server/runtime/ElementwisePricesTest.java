package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.cost.CostModel;

/** A remembered price is the price the cost model gives, for every kind and type it is asked about. */
class ElementwisePricesTest {
  private final CostModel model = new CostModel(CompilerTestSupport.V5E);
  private final ElementwisePrices prices = new ElementwisePrices(model);

  private static TensorType f32(long... dims) {
    TensorType.Builder b = TensorType.newBuilder().setDtype(DType.F32);
    for (long d : dims) {
      b.addDims(d);
    }
    return b.build();
  }

  private static Op binary(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind)).addOperands(1).addOperands(2).addResults(3)
        .build();
  }

  private static Op unary(UnaryOp.Kind kind) {
    return Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(kind)).addOperands(1).addResults(3).build();
  }

  @Test
  void everyAnswerIsTheCostModelsPriceForThatKindAndTypes() {
    List<TensorType> small = List.of(f32(8, 8), f32(8, 8));
    List<TensorType> large = List.of(f32(64, 64), f32(64, 64));
    // asked in an order that revisits each key, with equal (not identical) type messages too
    for (int round = 0; round < 3; round++) {
      for (BinaryOp.Kind kind : List.of(BinaryOp.Kind.ADD, BinaryOp.Kind.DIVIDE, BinaryOp.Kind.POWER)) {
        for (List<TensorType> operands : List.of(small, large, List.of(f32(8, 8), f32(8, 8)))) {
          List<TensorType> results = List.of(operands.get(0));
          assertThat(prices.price(binary(kind), operands, results))
              .isEqualTo(model.price(binary(kind), operands, results));
        }
      }
      for (UnaryOp.Kind kind : List.of(UnaryOp.Kind.NEGATE, UnaryOp.Kind.EXP)) {
        assertThat(prices.price(unary(kind), List.of(f32(8, 8)), List.of(f32(8, 8))))
            .isEqualTo(model.price(unary(kind), List.of(f32(8, 8)), List.of(f32(8, 8))));
      }
    }
    // kinds with different weights per element get different prices on the same types
    assertThat(prices.price(binary(BinaryOp.Kind.ADD), large, List.of(large.get(0))).getFlops())
        .isLessThan(prices.price(binary(BinaryOp.Kind.POWER), large, List.of(large.get(0))).getFlops());
  }

  @Test
  void otherOpsAndRefusedOnesGoToTheCostModelEachTime() {
    Op reshape = Op.newBuilder().setReshape(ReshapeOp.newBuilder().addDims(64)).addOperands(1).addResults(2)
        .build();
    assertThat(ElementwisePrices.kindOf(reshape)).isEqualTo(-1);
    assertThat(prices.price(reshape, List.of(f32(8, 8)), List.of(f32(64))))
        .isEqualTo(model.price(reshape, List.of(f32(8, 8)), List.of(f32(64))));
    // a binary op with one operand is refused every time it is asked, never remembered as priced
    for (int i = 0; i < 2; i++) {
      assertThatThrownBy(() -> prices.price(binary(BinaryOp.Kind.ADD), List.of(f32(8, 8)), List.of(f32(8, 8))))
          .isInstanceOf(OpTypeException.class).hasMessageContaining("operands");
    }
  }
}
