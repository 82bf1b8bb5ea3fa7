package org.torchtpu.server.compiler;

import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Algebraic simplification with exact identities only: a rewrite never changes a single bit of
 * any result, for any input (NaN, infinities and signed zeros included).
 *
 * <ul>
 *   <li>x * 1, 1 * x, x / 1, x ** 1 → x (floats and integers; on pred, multiply is "and");
 *   <li>x + (-0.0), (-0.0) + x, x - (+0.0) → x for floats; x + 0, 0 + x, x - 0 → x for integers.
 *       Not x + (+0.0): for x = -0.0 it gives +0.0;
 *   <li>max(x, x), min(x, x), and(x, x), or(x, x) → x; select(p, x, x) → x; select with a
 *       constant predicate → the chosen branch;
 *   <li>negate(negate(x)) → x; convert to x's own dtype → x;
 *   <li>transpose by the identity → x; transpose of transpose → one transpose (or x);
 *       reshape to the same dims → x; reshape of reshape → one reshape; broadcast_in_dim to the
 *       same shape in order → x; a slice of everything, a pad by nothing, a concatenate of one
 *       operand, a reduce over no dimensions → x;
 *   <li>a transpose feeding a dot_general, or reordering its product, folded into it ({@link TransposeFolding}).
 * </ul>
 * The constants recognised are splats: a constant whose elements are all equal (bit for bit),
 * or a broadcast of one.
 */
public final class AlgebraicSimplificationPass implements Pass {
  public static final String NAME = "algebraic-simplification";
  /** Constants above this size are not inspected for being splats. */
  private static final long MAX_SPLAT_ELEMENTS = 1 << 16;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    boolean changed = false;
    for (IrOp op : List.copyOf(graph.ops())) {
      if (op.results().size() != 1 || (op.result().users().isEmpty() && !graph.outputs().contains(op.result()))) {
        continue;
      }
      // transposes folded into matmuls are rewritten in place (TransposeFolding)
      if (op.kind() == Op.KindCase.DOT_GENERAL ? TransposeFolding.foldOperands(graph, op)
          : op.kind() == Op.KindCase.TRANSPOSE && TransposeFolding.foldIntoProduct(graph, op)) {
        changed = true;
        continue;
      }
      IrValue replacement = simplify(graph, op);
      if (replacement != null && replacement != op.result()) {
        graph.replaceAllUses(op.result(), replacement);
        changed = true;
      }
    }
    if (changed) {
      graph.removeDeadOps();
    }
    return changed;
  }

  /** The value the op's result equals, or null; may instead rewrite the op in place (returning its own result). */
  private IrValue simplify(IrGraph graph, IrOp op) {
    List<IrValue> in = op.operands();
    IrValue result = op.result();
    switch (op.kind()) {
      case BINARY -> {
        IrValue a = in.get(0);
        IrValue b = in.get(1);
        boolean isFloat = DTypes.isFloat(a.type().getDtype());
        BinaryOp.Kind kind = op.op().getBinary().getKind();
        switch (kind) {
          case MULTIPLY -> {
            if (isOne(b)) {
              return a;
            }
            if (isOne(a)) {
              return b;
            }
          }
          case DIVIDE, POWER -> {
            if (isOne(b)) {
              return a;
            }
          }
          case ADD -> {
            // floats: only -0.0 is an identity of addition (+0.0 turns -0.0 into +0.0)
            if (isFloat ? isFloatBits(b, 0x80000000) : isIntegerZero(b)) {
              return a;
            }
            if (isFloat ? isFloatBits(a, 0x80000000) : isIntegerZero(a)) {
              return b;
            }
          }
          case SUBTRACT -> {
            if (isFloat ? isFloatBits(b, 0) : isIntegerZero(b)) {
              return a;
            }
          }
          case MAXIMUM, MINIMUM, AND, OR -> {
            if (a == b) {
              return a;
            }
          }
          default -> { }
        }
        return null;
      }
      case UNARY -> {
        IrValue x = in.get(0);
        if (op.op().getUnary().getKind() == UnaryOp.Kind.NEGATE && !x.isParameter()
            && x.producer().kind() == Op.KindCase.UNARY && x.producer().op().getUnary().getKind() == UnaryOp.Kind.NEGATE) {
          return x.producer().operands().get(0);
        }
        return null;
      }
      case CONVERT -> {
        return in.get(0).type().getDtype() == op.op().getConvert().getDtype() ? in.get(0) : null;
      }
      case SELECT -> {
        if (in.get(1) == in.get(2)) {
          return in.get(1);
        }
        DeviceArray pred = splat(in.get(0));
        if (pred != null) {
          return pred.longs()[0] != 0 ? in.get(1) : in.get(2);
        }
        return null;
      }
      case TRANSPOSE -> {
        TransposeOp t = op.op().getTranspose();
        if (isIdentity(t.getPermutationList())) {
          return in.get(0);
        }
        IrValue x = in.get(0);
        if (!x.isParameter() && x.producer().kind() == Op.KindCase.TRANSPOSE) {
          List<Long> inner = x.producer().op().getTranspose().getPermutationList();
          TransposeOp.Builder composed = TransposeOp.newBuilder();
          for (long p : t.getPermutationList()) {
            composed.addPermutation(inner.get((int) p));
          }
          IrValue source = x.producer().operands().get(0);
          if (isIdentity(composed.getPermutationList())) {
            return source;
          }
          graph.rewrite(op, op.op().toBuilder().setTranspose(composed).build(), List.of(source));
          return result;
        }
        return null;
      }
      case RESHAPE -> {
        IrValue x = in.get(0);
        ReshapeOp r = op.op().getReshape();
        if (x.type().getDimsList().equals(r.getDimsList())) {
          return x;
        }
        if (!x.isParameter() && x.producer().kind() == Op.KindCase.RESHAPE) {
          IrValue source = x.producer().operands().get(0);
          if (source.type().getDimsList().equals(r.getDimsList())) {
            return source;
          }
          graph.rewrite(op, op.op(), List.of(source));
          return result;
        }
        return null;
      }
      case BROADCAST_IN_DIM -> {
        BroadcastInDimOp b = op.op().getBroadcastInDim();
        IrValue x = in.get(0);
        return x.type().getDimsList().equals(b.getResultDimsList()) && isIdentity(b.getBroadcastDimensionsList()) ? x : null;
      }
      case SLICE -> {
        SliceOp s = op.op().getSlice();
        IrValue x = in.get(0);
        for (int d = 0; d < x.type().getDimsCount(); d++) {
          long stride = s.getStridesCount() == 0 ? 1 : s.getStrides(d);
          if (s.getStartIndices(d) != 0 || s.getLimitIndices(d) != x.type().getDims(d) || stride != 1) {
            return null;
          }
        }
        return x;
      }
      case PAD -> {
        PadOp p = op.op().getPad();
        for (int d = 0; d < p.getEdgePaddingLowCount(); d++) {
          if (p.getEdgePaddingLow(d) != 0 || p.getEdgePaddingHigh(d) != 0 || p.getInteriorPadding(d) != 0) {
            return null;
          }
        }
        return in.get(0);
      }
      case CONCATENATE -> {
        return in.size() == 1 ? in.get(0) : null;
      }
      case REDUCE -> {
        return op.op().getReduce().getDimensionsCount() == 0 ? in.get(0) : null;
      }
      default -> {
        return null;
      }
    }
  }

  private static boolean isIdentity(List<Long> permutation) {
    for (int i = 0; i < permutation.size(); i++) {
      if (permutation.get(i) != i) {
        return false;
      }
    }
    return true;
  }

  /** One element of v when v is a constant (or a broadcast of one) whose elements are all the same bits. */
  static DeviceArray splat(IrValue v) {
    while (!v.isParameter() && v.producer().kind() == Op.KindCase.BROADCAST_IN_DIM) {
      v = v.producer().operands().get(0);
    }
    if (v.isParameter() || v.producer().kind() != Op.KindCase.CONSTANT
        || Shapes.numElements(v.type()) > MAX_SPLAT_ELEMENTS || Shapes.numElements(v.type()) == 0) {
      return null;
    }
    DeviceArray a = Literals.decode(v.producer().op().getConstant().getValue());
    if (a.isFloat()) {
      float[] f = a.floats();
      int bits = Float.floatToRawIntBits(f[0]);
      for (float x : f) {
        if (Float.floatToRawIntBits(x) != bits) {
          return null;
        }
      }
      return DeviceArray.ofFloats(a.dtype(), new int[0], new float[] {f[0]});
    }
    long[] l = a.longs();
    for (long x : l) {
      if (x != l[0]) {
        return null;
      }
    }
    return DeviceArray.ofLongs(a.dtype(), new int[0], new long[] {l[0]});
  }

  private static boolean isOne(IrValue v) {
    DeviceArray s = splat(v);
    return s != null && (s.isFloat() ? s.floats()[0] == 1f : s.longs()[0] == 1);
  }

  private static boolean isFloatBits(IrValue v, int bits) {
    DeviceArray s = splat(v);
    return s != null && s.isFloat() && Float.floatToRawIntBits(s.floats()[0]) == bits;
  }

  private static boolean isIntegerZero(IrValue v) {
    DeviceArray s = splat(v);
    return s != null && !s.isFloat() && s.longs()[0] == 0;
  }
}
