package org.torchtpu.server.compiler;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Constant folding: an op whose operands are all constants is evaluated now, with the real
 * {@link Executor} (so the folded literal has exactly the bits the op would compute at run time),
 * and becomes a constant. Only results up to {@link #MAX_FOLDED_ELEMENTS} elements are folded,
 * so a program never grows by a large literal; broadcasts are left alone for the same reason
 * (fusion reads a broadcast constant for free), and ops without operands (iota, rng) are not
 * "computed from constants" and stay as they are. An optimization_barrier is never folded: what
 * is computed past it must stay a computation of its own. Nor is an op past {@link #MAX_FOLDED_WORK}.
 */
public final class ConstantFoldingPass implements Pass {
  public static final String NAME = "constant-folding";
  /** Largest result folded into a literal. */
  public static final long MAX_FOLDED_ELEMENTS = 1 << 16;
  /**
   * Most work (useful flops plus bytes moved, by the cost model) folded at compile time: a small result can still be a
   * great deal of work (a convolution of constants under a large constant kernel), and a compile is not bounded by
   * {@code torchtpu.limits.max-work}; an op past this runs at run time, where it is. 2^26 is well under a second.
   */
  public static final double MAX_FOLDED_WORK = 0x1p26;

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    boolean changed = false;
    for (IrOp op : graph.ops()) {
      if (!foldable(op) || !cheapEnough(op, context)) {
        continue;
      }
      List<DeviceArray> operands = new ArrayList<>(op.operands().size());
      for (IrValue v : op.operands()) {
        operands.add(Literals.decode(v.producer().op().getConstant().getValue()));
      }
      DeviceArray value;
      try {
        value = context.executor.execute(op.op(), operands, false).get(0);
      } catch (RuntimeException e) {
        continue; // leave it to run time, where the failure is reported for the op as usual
      }
      Op folded = Op.newBuilder()
          .setLocation(op.op().getLocation())
          .setConstant(ConstantOp.newBuilder().setValue(Literals.toLiteral(value)))
          .build();
      graph.rewrite(op, folded, List.of());
      changed = true;
    }
    if (changed) {
      graph.removeDeadOps();
    }
    return changed;
  }

  /** Whether the op's work is small enough to do while compiling; an op the cost model cannot price is left too. */
  private static boolean cheapEnough(IrOp op, CompilationContext context) {
    List<TensorType> operandTypes = new ArrayList<>(op.operands().size());
    for (IrValue v : op.operands()) {
      operandTypes.add(v.type());
    }
    CostBreakdown cost;
    try {
      cost = context.costModel.price(op.op(), operandTypes, List.of(op.result().type()));
    } catch (RuntimeException e) {
      return false; // run time reports what is wrong with it, for the op as usual
    }
    return ControlFlowLimits.work(cost) <= MAX_FOLDED_WORK;
  }

  private static boolean foldable(IrOp op) {
    if (org.torchtpu.api.ir.Collectives.isCollective(op.op())) {
      return false; // its value depends on the other ranks
    }
    switch (op.kind()) {
      case CONSTANT, CALL, RNG, IOTA, BROADCAST_IN_DIM, SORT, WHILE, CASE, OPTIMIZATION_BARRIER -> {
        return false;
      }
      default -> { }
    }
    if (op.operands().isEmpty() || op.results().size() != 1) {
      return false;
    }
    for (IrValue v : op.operands()) {
      if (v.isParameter() || v.producer().kind() != Op.KindCase.CONSTANT) {
        return false;
      }
    }
    return Shapes.numElements(op.result().type()) <= MAX_FOLDED_ELEMENTS;
  }
}
