package org.torchtpu.server.runtime;

import java.util.List;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;

/**
 * The prices of a session's elementwise ops, remembered by kind and types. An eager program repeats a few kinds of
 * elementwise op on a few shapes, and each was priced afresh: a {@link CostBreakdown} message built per op (4% of the
 * bytes the server allocated in a Strict chain of adds) for a price that only depends on what is remembered here.
 * Other ops are priced by the {@link CostModel} each time (their price depends on their attributes too).
 *
 * <p>A small direct-mapped table of immutable entries: a thread that races another on a slot reads one whole entry
 * or the other, so it needs no lock.
 */
final class ElementwisePrices {
  private static final int SLOTS = 64;

  private final CostModel costModel;
  private final Entry[] table = new Entry[SLOTS];

  /** One priced op: its kind, its operand and result types, and their price. */
  private record Entry(int kind, TensorType[] operands, TensorType[] results, CostBreakdown cost) {
    boolean matches(int k, List<TensorType> ops, List<TensorType> res) {
      return kind == k && same(operands, ops) && same(results, res);
    }

    private static boolean same(TensorType[] remembered, List<TensorType> types) {
      if (remembered.length != types.size()) {
        return false;
      }
      for (int i = 0; i < remembered.length; i++) {
        TensorType t = types.get(i);
        if (remembered[i] != t && !remembered[i].equals(t)) {
          return false;
        }
      }
      return true;
    }
  }

  ElementwisePrices(CostModel costModel) {
    this.costModel = costModel;
  }

  /** The op's price, as {@link CostModel#price} gives it. */
  CostBreakdown price(Op op, List<TensorType> operands, List<TensorType> results) {
    int kind = kindOf(op);
    if (kind < 0) {
      return costModel.price(op, operands, results);
    }
    int hash = kind;
    for (int i = 0; i < operands.size(); i++) {
      hash = 31 * hash + operands.get(i).hashCode(); // a message remembers its hash code
    }
    for (int i = 0; i < results.size(); i++) {
      hash = 31 * hash + results.get(i).hashCode();
    }
    int slot = (hash ^ (hash >>> 16)) & (SLOTS - 1);
    Entry e = table[slot];
    if (e != null && e.matches(kind, operands, results)) {
      return e.cost();
    }
    CostBreakdown cost = costModel.price(op, operands, results);
    table[slot] = new Entry(kind, operands.toArray(new TensorType[0]), results.toArray(new TensorType[0]), cost);
    return cost;
  }

  /**
   * What an elementwise op's price depends on besides its types (see {@code CostModel.elementwise}): the kind case,
   * and the unary or binary kind, whose weight per element differs; -1 for any other op.
   */
  static int kindOf(Op op) {
    return switch (op.getKindCase()) {
      case UNARY -> (Op.KindCase.UNARY.getNumber() << 16) | op.getUnary().getKindValue();
      case BINARY -> (Op.KindCase.BINARY.getNumber() << 16) | op.getBinary().getKindValue();
      case COMPARE, SELECT, CLAMP, CONVERT, BITCAST_CONVERT -> op.getKindCase().getNumber() << 16;
      default -> -1;
    };
  }
}
