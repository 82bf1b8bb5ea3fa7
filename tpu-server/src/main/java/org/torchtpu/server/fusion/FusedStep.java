package org.torchtpu.server.fusion;

import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;
import org.torchtpu.server.exec.Dims;

/**
 * One member op of a fused kernel, compiled to what {@link FusedKernelWorker} runs on each tile: the op's
 * kind and attributes, the slot it writes, and where each operand is read from. Plain fields, resolved
 * once when the plan is built, so the tile loop does no map lookups.
 */
final class FusedStep {
  enum StepKind { UNARY, IS_FINITE, BINARY, COMPARE, SELECT, CLAMP, CONVERT, LOAD_FLAT, LOAD_BROADCAST, IOTA }

  /** A step operand: a computed slot, a kernel input read flat, or a scalar input expanded. */
  static final int REF_SLOT = 0;
  static final int REF_INPUT = 1;
  static final int REF_SCALAR = 2;

  StepKind kind;
  int out;
  int[] refKind = new int[0];
  int[] ref = new int[0];
  DType dtype;
  UnaryOp.Kind unary;
  BinaryOp.Kind binary;
  CompareOp.Direction direction;
  int input = -1;
  int[] dims;
  int[] srcStrides;
  long inner;
  long extent;

  private FusedStep() {
  }

  /**
   * Compiles a member op into a step of a space of {@code spaceSize} elements; marks in {@code scalarInput}
   * the kernel inputs it reads as expanded scalars. An operand in {@code scalarBroadcasts} (a broadcast of a
   * one-element input, mapped in {@code inputOf} to that input) is read as that scalar.
   */
  static FusedStep of(IrOp op, Map<IrValue, Integer> slotOf, Map<IrValue, Integer> inputOf,
      java.util.Set<IrValue> scalarBroadcasts, int spaceSize, boolean[] scalarInput) {
    FusedStep s = new FusedStep();
    s.out = slotOf.get(op.result());
    s.dtype = op.result().type().getDtype();
    Op proto = op.op();
    switch (op.kind()) {
      case UNARY -> {
        s.unary = proto.getUnary().getKind();
        s.kind = s.unary == UnaryOp.Kind.IS_FINITE ? StepKind.IS_FINITE : StepKind.UNARY;
      }
      case BINARY -> {
        s.kind = StepKind.BINARY;
        s.binary = proto.getBinary().getKind();
      }
      case COMPARE -> {
        s.kind = StepKind.COMPARE;
        s.direction = proto.getCompare().getDirection();
      }
      case SELECT -> s.kind = StepKind.SELECT;
      case CLAMP -> s.kind = StepKind.CLAMP;
      case CONVERT -> s.kind = StepKind.CONVERT;
      case RESHAPE -> {
        s.kind = StepKind.LOAD_FLAT;
        s.input = inputOf.get(op.operands().get(0));
        return s;
      }
      case BROADCAST_IN_DIM -> {
        s.input = inputOf.get(op.operands().get(0));
        TensorType in = op.operands().get(0).type();
        if (in.getDimsList().equals(op.result().type().getDimsList())) {
          s.kind = StepKind.LOAD_FLAT;
          return s;
        }
        s.kind = StepKind.LOAD_BROADCAST;
        BroadcastInDimOp b = proto.getBroadcastInDim();
        s.dims = Shapes.dims(op.result().type());
        int[] inDims = Shapes.dims(in);
        int[] inStrides = Dims.rowMajorStrides(inDims);
        s.srcStrides = new int[s.dims.length];
        for (int i = 0; i < inDims.length; i++) {
          if (inDims[i] != 1) {
            s.srcStrides[(int) b.getBroadcastDimensions(i)] = inStrides[i];
          }
        }
        return s;
      }
      case IOTA -> {
        s.kind = StepKind.IOTA;
        int[] dims = Shapes.dims(op.result().type());
        int dim = (int) proto.getIota().getDimension();
        long inner = 1;
        for (int d = dim + 1; d < dims.length; d++) {
          inner *= dims[d];
        }
        s.inner = inner;
        s.extent = dims[dim];
        return s;
      }
      default -> throw new IllegalStateException("op kind " + op.kind() + " cannot be a fused step");
    }
    int n = op.operands().size();
    s.refKind = new int[n];
    s.ref = new int[n];
    for (int i = 0; i < n; i++) {
      IrValue v = op.operands().get(i);
      Integer slot = slotOf.get(v);
      if (slot != null) {
        s.refKind[i] = REF_SLOT;
        s.ref[i] = slot;
        continue;
      }
      int in = inputOf.get(v);
      long count = scalarBroadcasts.contains(v) ? 1 : Shapes.numElements(v.type());
      if (count == spaceSize && !scalarBroadcasts.contains(v)) {
        s.refKind[i] = REF_INPUT;
      } else if (count == 1) {
        s.refKind[i] = REF_SCALAR;
        scalarInput[in] = true;
      } else {
        throw new IllegalStateException("fused operand " + v + " of " + op.describe() + " has " + count
            + " elements in a space of " + spaceSize);
      }
      s.ref[i] = in;
    }
    return s;
  }
}
