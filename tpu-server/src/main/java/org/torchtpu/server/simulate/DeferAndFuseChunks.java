package org.torchtpu.server.simulate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * How DeferAndFuse ("Fused Eager") cuts a step's kernels into chunks, each priced as one fused program.
 *
 * <ul>
 *   <li>A chunk does not fuse across a matmul: every dot_general is its own program, and each run of other ops between
 *       them one fused program reading the run's first operands and writing its last result.
 *   <li>A group without a matmul is one chunk with the compiled fusion's traffic (all of its external operands in,
 *       its results out), unless the pass records autograd:
 *   <li>In a forward pass that records autograd (a train step's forward and its recomputation), every value autograd
 *       keeps for the backward ({@link AutogradSaves}) is alive when the chunk is materialised, so it is a chunk
 *       output written to HBM and closes its program: the run is cut after it. TorchTPU's materialiser makes every
 *       live value of a deferred region the output of its own program (it splits the region into single-output
 *       traversals), which is where a fused chunk of a training step loses against the compiled step, whose
 *       fusions keep such values in VMEM.
 *   <li>The backward of such a group reads those saved values back from HBM, on top of what the compiled backward
 *       fusion reads (the group's inputs and the incoming gradient, from which it recomputes the rest).
 * </ul>
 */
final class DeferAndFuseChunks {
  private final CostModel costModel;
  private final Function<Member, CostBreakdown> price;

  DeferAndFuseChunks(CostModel costModel, Function<Member, CostBreakdown> price) {
    this.costModel = costModel;
    this.price = price;
  }

  /**
   * The chunks of {@code k}, a kernel of a train step ({@code training}: its forward records autograd) or of a forward
   * pass alone; {@code forwardNamed} finds a forward kernel by name (a backward kernel is named after its forward's).
   */
  List<CostBreakdown> chunks(SimKernel k, boolean training, Function<String, SimKernel> forwardNamed) {
    boolean recordingForward = training && (k.phase() == Phase.FORWARD || k.phase() == Phase.REMAT);
    if (training && k.phase() == Phase.BACKWARD && k.name().endsWith(TransformerStepBuilder.GRADIENT)) {
      String forwardName = k.name().substring(0, k.name().length() - TransformerStepBuilder.GRADIENT.length());
      SimKernel forward = forwardNamed.apply(forwardName);
      double saved = forward == null ? 0 : savedBytes(forward);
      if (saved > 0) {
        return List.of(costModel.priceFused(memberPrices(k.members()), k.inputBytes() + saved, k.outputBytes()));
      }
    }
    boolean hasDot = k.members().stream().anyMatch(m -> m.op().getKindCase() == Op.KindCase.DOT_GENERAL);
    boolean[] saved = recordingForward ? AutogradSaves.savedResults(k) : new boolean[k.members().size()];
    if (k.fused() && !hasDot && !anyBeforeLast(saved)) {
      // no matmul and no saved value to split at: the chunk is the whole elementwise group, and like the compiler's
      // fusion it reads every operand produced outside it (not only its first op's) and writes its results
      return List.of(kernelPrice(k));
    }
    List<CostBreakdown> out = new ArrayList<>();
    List<Member> run = new ArrayList<>();
    for (int i = 0; i < k.members().size(); i++) {
      Member m = k.members().get(i);
      if (m.op().getKindCase() == Op.KindCase.DOT_GENERAL) {
        flushRun(run, out);
        out.add(price.apply(m));
      } else {
        run.add(m);
        if (saved[i]) {
          flushRun(run, out);
        }
      }
    }
    flushRun(run, out);
    return out;
  }

  /**
   * HBM bytes of the values a recorded forward group saves for its backward before its last (which the compiled
   * fusion never writes, and the backward reads back): 0 for a matmul or a single op.
   */
  static double savedBytes(SimKernel forward) {
    List<Member> ms = forward.members();
    if (ms.size() < 2 || ms.stream().anyMatch(m -> m.op().getKindCase() == Op.KindCase.DOT_GENERAL)) {
      return 0;
    }
    boolean[] saved = AutogradSaves.savedResults(forward);
    double bytes = 0;
    for (int i = 0; i < ms.size() - 1; i++) {
      if (saved[i]) {
        for (TensorType t : ms.get(i).results()) {
          bytes += Shapes.byteSize(t);
        }
      }
    }
    return bytes;
  }

  private List<CostBreakdown> memberPrices(List<Member> members) {
    List<CostBreakdown> out = new ArrayList<>();
    for (Member m : members) {
      out.add(price.apply(m));
    }
    return out;
  }

  private static boolean anyBeforeLast(boolean[] saved) {
    for (int i = 0; i < saved.length - 1; i++) {
      if (saved[i]) {
        return true;
      }
    }
    return false;
  }

  /** A kernel as the compiler prices it: one op alone, or a fusion via {@link CostModel#priceFused}. */
  CostBreakdown kernelPrice(SimKernel k) {
    if (!k.fused()) {
      return price.apply(k.members().get(0));
    }
    return costModel.priceFused(memberPrices(k.members()), k.inputBytes(), k.outputBytes());
  }

  private void flushRun(List<Member> run, List<CostBreakdown> out) {
    if (run.isEmpty()) {
      return;
    }
    if (run.size() == 1) {
      out.add(price.apply(run.get(0)));
    } else {
      List<CostBreakdown> members = memberPrices(run);
      double in = 0;
      for (TensorType t : run.get(0).operands()) {
        in += Shapes.byteSize(t);
      }
      double outBytes = 0;
      for (TensorType t : run.get(run.size() - 1).results()) {
        outBytes += Shapes.byteSize(t);
      }
      out.add(costModel.priceFused(members, in, outBytes));
    }
    run.clear();
  }
}
