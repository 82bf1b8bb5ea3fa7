package org.torchtpu.server.simulate;

import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.simulate.SimKernel.Member;

/**
 * Which values of a forward pass PyTorch's autograd keeps for the backward, as its derivative formulas read them
 * (PyTorch's {@code tools/autograd/derivatives.yaml}): {@code mul}, {@code div}, {@code pow}, {@code log},
 * {@code maximum}/{@code minimum} and {@code amax}/{@code amin} save their inputs; {@code exp}, {@code sigmoid},
 * {@code tanh}, {@code sqrt} and {@code rsqrt} save their result; {@code add}, {@code sub}, {@code neg}, dtype
 * conversions, sums and slices save nothing but shapes.
 *
 * <p>A saved value is alive (a storage reference is held) until the backward has read it. In TorchTPU's DeferAndFuse
 * mode every value alive when a chunk is materialised is an output of the chunk, written to HBM, and each such value
 * closes its own executable (its materialiser splits a deferred region into single-output programs), so a fused
 * elementwise run of a recording forward pass is cut after every value autograd saved; the whole-step compiled
 * program is under no such constraint.
 */
final class AutogradSaves {
  private AutogradSaves() {}

  /**
   * For each member of {@code k}, whether autograd keeps its result for the backward. The MLP's activation group is
   * decomposed into several ops for pricing, but PyTorch runs the activation function as one op ({@code silu},
   * {@code gelu}) that saves only its input; a gated MLP (the group reads two products) then multiplies it by the up
   * product, which saves both factors: the activation's output is the one value saved inside the group.
   */
  static boolean[] savedResults(SimKernel k) {
    List<Member> ms = k.members();
    if (!k.name().equals(StepKernels.ACTIVATION)) {
      return savedResults(ms);
    }
    boolean[] saved = new boolean[ms.size()];
    boolean gated = ms.size() >= 2 && k.inputBytes() >= 2 * Shapes.byteSize(ms.get(0).operands().get(0));
    if (gated) {
      saved[ms.size() - 2] = true;
    }
    return saved;
  }

  /**
   * For each member of a run of ops (each op's in-run operand taken to be the previous member's result, as the step's
   * elementwise chains are built), whether autograd keeps that member's result for the backward.
   */
  static boolean[] savedResults(List<Member> run) {
    boolean[] saved = new boolean[run.size()];
    for (int i = 0; i < run.size(); i++) {
      Op op = run.get(i).op();
      if (savesResult(op)) {
        saved[i] = true;
      }
      if (savesInputs(op) && i > 0) {
        saved[i - 1] = true;
      }
    }
    return saved;
  }

  /** Its derivative reads its own result (derivatives.yaml: {@code result}). */
  static boolean savesResult(Op op) {
    if (op.getKindCase() != Op.KindCase.UNARY) {
      return false;
    }
    UnaryOp.Kind k = op.getUnary().getKind();
    return k == UnaryOp.Kind.EXP || k == UnaryOp.Kind.LOGISTIC || k == UnaryOp.Kind.TANH || k == UnaryOp.Kind.SQRT
        || k == UnaryOp.Kind.RSQRT;
  }

  /** Its derivative reads its inputs ({@code self}, {@code other}). */
  static boolean savesInputs(Op op) {
    return switch (op.getKindCase()) {
      case BINARY -> {
        BinaryOp.Kind k = op.getBinary().getKind();
        yield k == BinaryOp.Kind.MULTIPLY || k == BinaryOp.Kind.DIVIDE || k == BinaryOp.Kind.POWER
            || k == BinaryOp.Kind.MAXIMUM || k == BinaryOp.Kind.MINIMUM;
      }
      case UNARY -> op.getUnary().getKind() == UnaryOp.Kind.LOG;
      case REDUCE -> op.getReduce().getKind() == ReduceOp.Kind.MAX || op.getReduce().getKind() == ReduceOp.Kind.MIN;
      default -> false;
    };
  }
}
