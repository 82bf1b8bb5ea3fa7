package org.torchtpu.server.simulate;

import java.util.LinkedHashMap;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * Peak HBM of one device during a step, by component (no memory is allocated: sizes come from the types).
 *
 * <ul>
 *   <li>parameters: f32 master weights, sharded over fsdp x tensor devices (4 bytes per local parameter);
 *   <li>gradients (f32) and AdamW's two moments (f32): 4 + 8 bytes per local parameter (training only);
 *   <li>saved activations: every layer keeps its input (bf16) plus the outputs of the matmuls and the attention the
 *       recipe saves (not the elementwise kernels of the same name, such as RoPE, which are rebuilt from them, nor
 *       what the backward never reads: a parallel block's output projection);
 *   <li>gathered weights: two layers' bf16 weights at once (the one computing and the one being prefetched; of a
 *       mixture of experts, the device's own experts only), or one when the prefetched layer would not fit
 *       ({@link #withoutPrefetch});
 *   <li>working set: the largest kernel's operands and results (one kernel's transients at a time; the logits and
 *       the cross-entropy's f32 copy are usually the largest).
 * </ul>
 */
final class StepMemory {
  private StepMemory() {}

  static Map<String, Long> breakdown(TransformerConfig model, TrainRecipe recipe, TransformerStepBuilder.Step step,
      CostModel costModel) {
    double local = model.parameters() / recipe.chipsPerSlice();
    Map<String, Long> out = new LinkedHashMap<>();
    out.put("parameters", (long) (local * 4));
    if (recipe.training()) {
      out.put("gradients", (long) (local * 4));
      out.put("optimizer_state", (long) (local * 8));
    }
    long layerInput = (long) recipe.perDeviceBatch() * recipe.seqLen() * model.embed() * 2;
    double saved = 0;
    double working = 0;
    for (SimKernel k : step.kernels()) {
      if (k.phase() == Phase.OPTIMIZER) {
        continue;
      }
      double kernelBytes = 0;
      for (Member m : k.members()) {
        for (TensorType t : m.results()) {
          kernelBytes = Math.max(kernelBytes, Shapes.byteSize(t));
        }
      }
      if (!k.fused() && (k.inputBytes() > 0 || k.outputBytes() > 0)) {
        // a single op that holds less than its types (a grouped matmul priced at the tiles it visits)
        kernelBytes = k.inputBytes() + k.outputBytes();
      } else if (!k.fused()) {
        Member m = k.members().get(0);
        kernelBytes = 0;
        for (TensorType t : m.operands()) {
          kernelBytes += Shapes.byteSize(t);
        }
        for (TensorType t : m.results()) {
          kernelBytes += Shapes.byteSize(t);
        }
      } else {
        // a fused kernel holds its inputs and outputs in HBM; its intermediates stay on chip (its input *traffic*
        // can be larger, e.g. flash attention re-reads K and V per query block, but that is not residency)
        kernelBytes = 0;
        for (TensorType t : k.members().get(0).operands()) {
          kernelBytes += Shapes.byteSize(t);
        }
        kernelBytes += resultBytes(k);
      }
      working = Math.max(working, kernelBytes);
      if (recipe.training() && k.phase() == Phase.FORWARD && k.repeat() <= model.layers()
          && (k.repeat() > 1 || model.layers() == 1) && recipe.saved().contains(k.category()) && isCheckpoint(k)
          && backwardReads(k, model)) {
        double bytes = k.outputBytes() > 0 ? k.outputBytes() : resultBytes(k);
        // a kernel of some layers only (dense first layers of a mixture of experts) saves in those
        saved += k.repeat() == model.layers() ? bytes : bytes * k.repeat() / model.layers();
      }
    }
    if (recipe.training() && !recipe.hostOffload()) {
      out.put("saved_activations", (long) ((layerInput + saved) * model.layers()));
    }
    out.put("gathered_weights", (long) (2 * TransformerStepBuilder.gatheredLayerParameters(model, recipe) * 2));
    out.put("working_set", (long) working);
    return out;
  }

  /**
   * The same plan holding one layer's gathered weights instead of two: the step as XLA schedules it when the
   * prefetched layer does not fit (StepSimulator then runs the FSDP collectives between the layers' compute).
   */
  static Map<String, Long> withoutPrefetch(Map<String, Long> breakdown) {
    Map<String, Long> out = new LinkedHashMap<>(breakdown);
    out.computeIfPresent("gathered_weights", (k, bytes) -> bytes / 2);
    return out;
  }

  /**
   * Whether a kernel's output is what a saved name keeps: MaxText's checkpoint names (query_proj, key_proj,
   * value_proj, out_proj, context, mlpwi) tag matmul outputs and the attention output; the elementwise kernels of the
   * same category (RoPE after q and k, the MLP activation) are recomputed from them, not stored a second time.
   */
  private static boolean isCheckpoint(SimKernel k) {
    return k.category().equals("attention") || (!k.fused()
        && k.members().get(0).op().getKindCase() == org.torchtpu.api.v1.Op.KindCase.DOT_GENERAL);
  }

  /**
   * Whether the backward pass reads a kernel's output at all: a remat policy only chooses among the residuals the
   * backward needs (jax.checkpoint saves nothing else, whatever the policy names). A parallel block's output
   * projection feeds only the layer's sum, which is the next layer's saved input, so naming it saves nothing (as the
   * builder never recomputes it); in a sequential block the post-attention norm reads the residual it makes.
   */
  private static boolean backwardReads(SimKernel k, TransformerConfig model) {
    return !(model.parallelBlock() && k.category().equals("out_proj"));
  }

  private static double resultBytes(SimKernel k) {
    double b = 0;
    for (TensorType t : k.members().get(k.members().size() - 1).results()) {
      b += Shapes.byteSize(t);
    }
    return b;
  }
}
