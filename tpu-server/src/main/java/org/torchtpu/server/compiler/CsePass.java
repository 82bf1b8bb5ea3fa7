package org.torchtpu.server.compiler;

import com.google.protobuf.ByteString;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrOp;
import org.torchtpu.server.ir.IrValue;

/**
 * Common-subexpression elimination: two ops of the same kind and attributes on the same operands
 * compute the same values (every op is a pure function of its operands and attributes; rng is
 * counter-based, so even two rng ops with the same seed and offset agree), so the later one's
 * uses read the earlier one's results.
 *
 * <p>Ops that fusion recomputes for free inside each consumer (constants, iota, broadcasts) are
 * left alone: merging them would give one value several consuming kernels, which forces it into
 * HBM as a kernel of its own (measured: a transformer block's estimate rose from 187 to 207 µs).
 *
 * <p>An optimization_barrier is never merged: its results are new values, so work computed from
 * them (a rematerialised forward pass) never matches the same work on the barrier's operands, and
 * two barriers on the same operands stay two fences, as the program asked.
 */
public final class CsePass implements Pass {
  public static final String NAME = "cse";

  private record Key(ByteString attributes, List<IrValue> operands) { }

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public boolean run(IrGraph graph, CompilationContext context) {
    Map<Key, IrOp> seen = new HashMap<>();
    boolean changed = false;
    for (IrOp op : graph.ops()) {
      if (recomputedByFusion(op) || op.kind() == org.torchtpu.api.v1.Op.KindCase.OPTIMIZATION_BARRIER) {
        continue;
      }
      ByteString attributes = op.op().toBuilder().clearOperands().clearResults().clearLocation().build().toByteString();
      // IrValue has identity equality: the same operand values, not equal-looking ones
      Key key = new Key(attributes, new ArrayList<>(op.operands()));
      IrOp first = seen.putIfAbsent(key, op);
      if (first != null && first.results().size() == op.results().size()) {
        for (int r = 0; r < op.results().size(); r++) {
          if (!op.results().get(r).users().isEmpty() || graph.outputs().contains(op.results().get(r))) {
            graph.replaceAllUses(op.results().get(r), first.results().get(r));
            changed = true;
          }
        }
      }
    }
    if (changed) {
      graph.removeDeadOps();
    }
    return changed;
  }

  private static boolean recomputedByFusion(IrOp op) {
    return switch (op.kind()) {
      case CONSTANT, IOTA, BROADCAST_IN_DIM -> true;
      default -> false;
    };
  }
}
