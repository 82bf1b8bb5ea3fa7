package org.torchtpu.server.simulate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * A compiled step's matmul output fusions: XLA:TPU runs a dot together with the elementwise ops that consume its
 * result as one kernel ("a dot or fusion op is a set of operations containing at most 1 matrix multiplication and
 * possibly a bunch of related pointwise VPU-ops", How to Scale Your Model, jax-ml/scaling-book {@code profiling.md});
 * the service's own compiler does the same ({@code fusion.FusionPlanner}'s matmul-epilogue kernels). The dot's result
 * then never reaches HBM: the fused kernel reads the dot's operands and the epilogue's other operands, writes the
 * epilogue's result, and launches once.
 *
 * <p>The consumers fused here are the elementwise kernels whose first input is one matmul's result, wherever the
 * step has them in the same phase and layer loop: each residual add into the projection before it, the MLP's
 * activation (and a gated MLP's product) into the last input matrix, and in the backward the activation's gradient
 * into the MLP output matrix's input gradient, which is the gradient it reads. Norms are not fused (their reduction
 * over a row is a kernel of its own in XLA's fusion kinds), nor rotary (its halves' slice and concatenation), nor the
 * eager modes' programs: one op per program (DEBUG, STRICT) fuses nothing, and DeferAndFuse's chunks are cut at every
 * matmul ({@link DeferAndFuseChunks}).
 */
final class MatmulEpilogues {
  private MatmulEpilogues() {}

  /** The step's kernels with every fusable consumer merged into its matmul (the merged kernel keeps the matmul's name). */
  static List<SimKernel> fuse(TransformerConfig model, List<SimKernel> kernels) {
    Map<String, String> producerOf = producers(model);
    Map<String, SimKernel> byKey = new HashMap<>();
    for (SimKernel k : kernels) {
      byKey.put(key(k.name(), k.phase()), k);
    }
    Map<String, SimKernel> merged = new HashMap<>();
    Set<String> absorbed = new HashSet<>();
    for (SimKernel consumer : kernels) {
      String producerName = producerOf.get(consumer.name());
      if (producerName == null) {
        continue;
      }
      SimKernel producer = byKey.get(key(producerName, consumer.phase()));
      if (producer == null || producer.repeat() != consumer.repeat() || !isOneDot(producer)) {
        continue;
      }
      merged.put(key(producer.name(), producer.phase()), withEpilogue(producer, consumer));
      absorbed.add(key(consumer.name(), consumer.phase()));
    }
    List<SimKernel> out = new ArrayList<>(kernels.size());
    for (SimKernel k : kernels) {
      String key = key(k.name(), k.phase());
      if (!absorbed.contains(key)) {
        out.add(merged.getOrDefault(key, k));
      }
    }
    return out;
  }

  /**
   * One kernel: the dot, then the consumer's ops. It reads the dot's operands and the consumer's inputs but the dot's
   * result, and writes what the consumer writes.
   */
  static SimKernel withEpilogue(SimKernel dot, SimKernel consumer) {
    Member d = dot.members().get(0);
    double dotResult = bytes(d.results());
    double in = bytes(d.operands()) + Math.max(0, consumer.inputBytes() - dotResult);
    List<Member> members = new ArrayList<>(consumer.members().size() + 1);
    members.add(d);
    members.addAll(consumer.members());
    return new SimKernel(dot.name(), dot.category(), dot.phase(), members, in, consumer.outputBytes(), dot.repeat());
  }

  /** Consumer kernel name -> the matmul whose result it reads first (see the class comment). */
  private static Map<String, String> producers(TransformerConfig model) {
    Map<String, String> p = new HashMap<>();
    p.put("residual_attn", "out_proj");
    p.put("residual_mlp", "mlp_out");
    p.put(StepKernels.ACTIVATION, model.mlpMatrices() == 1 ? "mlp_in" : "mlp_up");
    p.put(StepKernels.ACTIVATION + TransformerStepBuilder.GRADIENT, "mlp_out_dgrad");
    return p;
  }

  private static boolean isOneDot(SimKernel k) {
    return k.members().size() == 1 && k.members().get(0).op().getKindCase() == Op.KindCase.DOT_GENERAL
        && k.inputBytes() == 0 && k.outputBytes() == 0;
  }

  private static String key(String name, Phase phase) {
    return phase + "/" + name;
  }

  private static double bytes(List<TensorType> types) {
    double b = 0;
    for (TensorType t : types) {
      b += Shapes.byteSize(t);
    }
    return b;
  }
}
