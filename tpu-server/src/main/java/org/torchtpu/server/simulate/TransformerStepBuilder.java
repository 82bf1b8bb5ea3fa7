package org.torchtpu.server.simulate;

import static org.torchtpu.server.simulate.StepKernels.activation;
import static org.torchtpu.server.simulate.StepKernels.bdotKernel;
import static org.torchtpu.server.simulate.StepKernels.binary;
import static org.torchtpu.server.simulate.StepKernels.crossEntropy;
import static org.torchtpu.server.simulate.StepKernels.dot;
import static org.torchtpu.server.simulate.StepKernels.dotKernel;
import static org.torchtpu.server.simulate.StepKernels.elementwise;
import static org.torchtpu.server.simulate.StepKernels.embedding;
import static org.torchtpu.server.simulate.StepKernels.norm;
import static org.torchtpu.server.simulate.StepKernels.oneHotEmbedding;
import static org.torchtpu.server.simulate.StepKernels.oneHotEmbeddingGradient;
import static org.torchtpu.server.simulate.StepKernels.optimizer;
import static org.torchtpu.server.simulate.StepKernels.rope;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.cost.CollectiveKind;
import org.torchtpu.server.simulate.SimCollective.Axis;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * Emits one device's kernels and collectives of a transformer step at real size, as typed ops (no values).
 *
 * <h2>Sharding (MaxText's layout)</h2>
 * A device's batch is {@code per_device_batch} sequences; the {@code tensor} devices of a tensor-parallel group work
 * on the union of their batches, each holding 1/tensor of the heads and MLP columns. Weights are sharded over
 * fsdp x tensor devices, gathered per layer in bf16 before use (all-gather over the FSDP axis), their gradients
 * reduce-scattered back; slices are data-parallel replicas whose gradient shards are all-reduced over DCN. Every one of
 * these collectives moves bf16 ({@link #COLLECTIVE_BYTES}), although the master weights are f32: the cast to the
 * compute dtype comes before the gather, and the weight-gradient matmul's bf16 output is what gets reduced, before
 * the cast back to f32 (resources {@code simulate/fsdp-collective-dtypes.json}, from JAX's SPMD partitioner).
 *
 * <h2>Per layer, forward</h2>
 * RMS norm (one fused kernel), q/k/v projections, rotary embedding (fused), attention as one flash kernel (scores,
 * softmax, values; causal, so the kernel visits about half the key blocks: T/2 + block/2 keys per query), the output
 * projection, the MLP (input matrices, activation, output matrix), residual adds. A parallel block reads one norm and
 * sums the two branches. Tensor parallelism all-gathers the sharded activations before each block and
 * reduce-scatters its output.
 *
 * <h2>Backward</h2>
 * Every matmul m x k x n has two: the input gradient (m x n x k) and the weight gradient (k x m x n). Elementwise and
 * norm kernels cost about twice their forward (every op's derivative reads the saved input and the incoming
 * gradient). Flash attention's backward is two kernels (dK/dV and dQ), each recomputing the scores: seven matmuls of
 * the forward's size; or, when the recipe asks for the fused backward kernel, one kernel of five. Causal masking skips
 * whole key blocks only, so the recipe's flash block sets how many keys a query visits.
 * Rematerialisation recomputes the forward kernels whose outputs were not saved, except those the backward never
 * reads (the MLP's output matrix, and a parallel block's output projection), as XLA removes them.
 */
public final class TransformerStepBuilder {
  /**
   * Bytes per parameter of every weight and gradient collective (FSDP all-gathers and reduce-scatters, cross-slice
   * all-reduces): bf16, as the SPMD partitioner emits them for f32 master weights computed in bf16 (class comment).
   */
  static final int COLLECTIVE_BYTES = 2;
  /** Names a weight-gradient matmul (the matmul's name with it): the backward's work no collective of it waits for. */
  static final String WEIGHT_GRADIENT = "_wgrad";
  /** Names the backward of an elementwise, norm or loss group (the group's name with it). */
  static final String GRADIENT = "_grad";

  private final TransformerConfig model;
  private final TrainRecipe recipe;
  private final List<SimKernel> kernels = new ArrayList<>();
  private final List<SimCollective> collectives = new ArrayList<>();

  private TransformerStepBuilder(TransformerConfig model, TrainRecipe recipe) {
    this.model = model;
    this.recipe = recipe;
  }

  /** The step's kernels and collectives. */
  public record Step(TransformerConfig model, TrainRecipe recipe, List<SimKernel> kernels,
      List<SimCollective> collectives) {}

  public static Step build(TransformerConfig model, TrainRecipe recipe) {
    TransformerStepBuilder b = new TransformerStepBuilder(model, recipe);
    b.emit();
    return new Step(model, recipe, List.copyOf(b.kernels), List.copyOf(b.collectives));
  }

  private void emit() {
    int tp = recipe.tensor();
    int layers = model.layers();
    long seqs = (long) recipe.perDeviceBatch() * tp;
    long t = recipe.seqLen();
    long tok = seqs * t;
    long e = model.embed();
    long hq = Math.max(1, model.heads() / tp);
    long hkv = Math.max(1, model.kvHeads() / tp);
    long hd = model.headDim();
    long m = Math.max(1, model.mlp() / tp);
    long v = Math.max(1, model.vocab() / tp);

    List<SimKernel> layerForward = new ArrayList<>();
    int norms = Math.max(1, model.normsPerLayer());
    AttentionConfig attention = model.attention();
    layerForward.add(norm("norm_attn", tok, e));
    long qkDim = hd;
    long vDim = hd;
    if (attention.latent()) {
      // DeepSeek's multi-head latent attention: low-rank q and a shared kv latent, up-projected per head
      long rope = attention.ropeHeadDim();
      qkDim = hd + rope;
      vDim = attention.valueHeadDim();
      if (attention.qLoraRank() > 0) {
        layerForward.add(dot("q_down", "qkv", tok, e, attention.qLoraRank()));
        layerForward.add(norm("norm_q_latent", tok, attention.qLoraRank()));
        layerForward.add(dot("q_up", "qkv", tok, attention.qLoraRank(), hq * qkDim));
      } else {
        layerForward.add(dot("q_proj", "qkv", tok, e, hq * qkDim));
      }
      layerForward.add(dot("kv_down", "qkv", tok, e, attention.kvLoraRank() + rope));
      layerForward.add(norm("norm_kv_latent", tok, attention.kvLoraRank()));
      layerForward.add(dot("kv_up", "qkv", tok, attention.kvLoraRank(), hkv * (hd + vDim)));
      if (model.rope()) {
        layerForward.add(rope(tok, (hq + 1) * rope, t)); // the heads' rotary q parts and the one shared rotary key
      }
    } else {
      layerForward.add(dot("q_proj", "qkv", tok, e, hq * hd));
      layerForward.add(dot("k_proj", "qkv", tok, e, hkv * hd));
      layerForward.add(dot("v_proj", "qkv", tok, e, hkv * hd));
      if (model.rope()) {
        layerForward.add(rope(tok, (hq + hkv) * hd, t));
      }
    }
    for (int extra = 2; extra < norms; extra++) {
      layerForward.add(norm("norm_extra" + extra, tok, hq * hd));
    }
    layerForward.add(AttentionKernels.forward(model, recipe, seqs * hq, seqs * hkv, t, qkDim, vDim));
    layerForward.add(dot("out_proj", "out_proj", tok, hq * vDim, e));
    layerForward.add(elementwise("residual_attn", "residual", List.of(binary(BinaryOp.Kind.ADD)),
        Shapes.type(DType.BF16, tok, e), 2));
    if (!model.parallelBlock()) {
      layerForward.add(norm("norm_mlp", tok, e));
    }
    // every layer's kernels run in all layers, but a mixture of experts whose first layers stay dense runs the
    // dense MLP in those and the experts in the rest
    for (int i = 0; i < layerForward.size(); i++) {
      layerForward.set(i, layerForward.get(i).withRepeat(layers));
    }
    if (model.moe()) {
      for (SimKernel k : ExpertKernels.forward(model, recipe, seqs, t, e,
          (rows, width) -> activation(model, rows, width))) {
        layerForward.add(k.withRepeat(model.routedLayers()));
      }
    }
    if (!model.moe() || model.denseLayers() > 0) {
      int denseLayers = model.moe() ? model.denseLayers() : layers;
      for (int i = 0; i < model.mlpMatrices(); i++) {
        layerForward.add(dot(model.mlpMatrices() == 1 ? "mlp_in" : i == 0 ? "mlp_gate" : "mlp_up", "mlp",
            tok, e, m).withRepeat(denseLayers));
      }
      layerForward.add(activation(model, tok, m).withRepeat(denseLayers));
      layerForward.add(dot("mlp_out", "mlp_out", tok, m, e).withRepeat(denseLayers));
    }
    layerForward.add(elementwise("residual_mlp", "residual", List.of(binary(BinaryOp.Kind.ADD)),
        Shapes.type(DType.BF16, tok, e), 2).withRepeat(layers));
    kernels.addAll(layerForward);

    // embedding lookup (or the one-hot matmul a recipe asks for) and the output head: the logits, and for a train
    // step the cross-entropy in f32. A forward pass alone answers its logits and has no labels to take a loss against
    // (TorchTPU's benchmark harness runs its forward rows as model(**inputs) under no_grad and returns the logits)
    kernels.add(recipe.iotaEmbedding() ? oneHotEmbedding(tok, e, v) : embedding(tok, e, v));
    kernels.add(norm("final_norm", tok, e));
    SimKernel logits = dot("logits", "head", tok, e, v);
    kernels.add(logits);
    SimKernel loss = crossEntropy(tok, v);
    if (recipe.training()) {
      kernels.add(loss);
    }

    double layerWeights = gatheredLayerParameters(model, recipe);
    double b = COLLECTIVE_BYTES;
    double shardWeights = layerWeights / recipe.fsdp();
    double activationShard = (double) tok * e * 2 / tp;
    int blocks = model.parallelBlock() ? 1 : 2;
    collective("fsdp_all_gather_fwd", Phase.FORWARD, CollectiveKind.ALL_GATHER, shardWeights * b, Axis.FSDP, layers,
        true);
    if (tp > 1) {
      collective("tp_all_gather_fwd", Phase.FORWARD, CollectiveKind.ALL_GATHER, activationShard, Axis.TENSOR,
          layers * blocks, true);
      collective("tp_reduce_scatter_fwd", Phase.FORWARD, CollectiveKind.REDUCE_SCATTER, activationShard * tp,
          Axis.TENSOR, layers * blocks, true);
    }
    int ep = recipe.expert();
    boolean routed = model.moe() && model.experts() > 1;
    double dispatchBytes = routed ? ExpertKernels.dispatchBytes(model, recipe, seqs, t, e) : 0;
    if (routed) {
      // routed tokens to their experts' devices and back: between the router and the experts, so exposed
      collective("ep_all_to_all_fwd", Phase.FORWARD, CollectiveKind.ALL_TO_ALL, dispatchBytes, Axis.EXPERT,
          layers * 2, true);
    }
    double embeddingShard = model.embeddingParameters() / tp / recipe.fsdp();
    collective("fsdp_all_gather_embedding", Phase.FORWARD, CollectiveKind.ALL_GATHER, embeddingShard * b, Axis.FSDP,
        1, false);
    if (!recipe.training()) {
      return;
    }

    boolean remat = !recipe.saved().containsAll(TrainRecipe.SAVEABLE);
    for (SimKernel k : layerForward) {
      if (remat && recomputed(k)) {
        kernels.add(k.as(Phase.REMAT, "", 1));
      }
    }
    for (SimKernel k : layerForward) {
      kernels.addAll(backward(k, k.repeat()));
    }
    if (recipe.vocabTiles() > 1) {
      // a tiled head keeps no logits: the backward computes each tile's logits and cross-entropy again
      kernels.add(logits.as(Phase.REMAT, "", 1));
      kernels.add(loss.as(Phase.REMAT, "", 1));
    }
    kernels.addAll(backward(logits, 1));
    kernels.add(loss.as(Phase.BACKWARD, GRADIENT, 1).withRepeat(1));
    if (recipe.iotaEmbedding()) {
      // the ids have no gradient: only the table's, a matmul as large as the forward's
      kernels.add(oneHotEmbeddingGradient(tok, e, v, WEIGHT_GRADIENT));
    }
    // AdamW runs per parameter tensor (one fused update each when compiled, a dozen ops each in eager modes)
    int moeTensors = routed ? 1 + (model.sharedExperts() > 0 ? model.mlpMatrices() + 1 : 0) : 0;
    int attentionTensors = !attention.latent() ? 4 : attention.qLoraRank() > 0 ? 7 : 5; // with latent norms
    int tensors = layers * (attentionTensors + model.mlpMatrices() + 1 + moeTensors
        + Math.max(1, model.normsPerLayer())) + (model.tiedEmbedding() ? 1 : 2) + 1;
    kernels.add(optimizer(model.parameters() / tp / recipe.fsdp() / tensors).withRepeat(tensors));

    collective("fsdp_all_gather_bwd", Phase.BACKWARD, CollectiveKind.ALL_GATHER, shardWeights * b, Axis.FSDP, layers,
        true);
    collective("fsdp_reduce_scatter_grads", Phase.BACKWARD, CollectiveKind.REDUCE_SCATTER, layerWeights * b,
        Axis.FSDP, layers, true);
    collective("fsdp_reduce_scatter_embedding", Phase.BACKWARD, CollectiveKind.REDUCE_SCATTER,
        model.embeddingParameters() / tp * b, Axis.FSDP, 1, false);
    if (tp > 1) {
      // per block the backward gathers its output's gradient and reduce-scatters its input's (StepSimulator lets the
      // latter run under the block's weight-gradient matmuls, which do not read it)
      collective("tp_all_gather_bwd", Phase.BACKWARD, CollectiveKind.ALL_GATHER, activationShard, Axis.TENSOR,
          layers * blocks, true);
      collective("tp_reduce_scatter_bwd", Phase.BACKWARD, CollectiveKind.REDUCE_SCATTER, activationShard * tp,
          Axis.TENSOR, layers * blocks, true);
      // the recomputed forward gathers every block's input again, but reduce-scatters only what the backward reads:
      // not the layer's output (the next layer's saved input), so a parallel block's single reduce-scatter is never
      // recomputed and a sequential block recomputes only the attention's (it makes the residual the MLP's norm reads)
      if (remat) {
        collective("tp_all_gather_remat", Phase.REMAT, CollectiveKind.ALL_GATHER, activationShard, Axis.TENSOR,
            layers * blocks, true);
        if (blocks > 1) {
          collective("tp_reduce_scatter_remat", Phase.REMAT, CollectiveKind.REDUCE_SCATTER, activationShard * tp,
              Axis.TENSOR, layers * (blocks - 1), true);
        }
      }
    }
    if (routed) {
      // gradients of the expert outputs out and of their inputs back (2), plus the dispatch again when the experts'
      // inputs are recomputed
      int rematDispatch = remat && !recipe.saved().contains("mlp") ? 1 : 0;
      collective("ep_all_to_all_bwd", Phase.BACKWARD, CollectiveKind.ALL_TO_ALL, dispatchBytes, Axis.EXPERT,
          layers * (2 + rematDispatch), true);
    }
    if (recipe.slices() > 1) {
      // gradient shards all-reduced across the replicas, in bf16 like the FSDP reduce-scatter (the partitioner reduces
      // the weight-gradient matmul's bf16 output over data and fsdp alike, fsdp-collective-dtypes.json), not in the
      // optimizer's f32
      collective("dcn_all_reduce_grads", Phase.BACKWARD, CollectiveKind.ALL_REDUCE, shardWeights * b, Axis.DATA_DCN,
          layers, true);
      collective("dcn_all_reduce_embedding", Phase.BACKWARD, CollectiveKind.ALL_REDUCE, embeddingShard * b,
          Axis.DATA_DCN, 1, false);
    }
  }

  /**
   * One layer's weights as a device holds them once gathered over FSDP: 1/tensor of each matrix, and of the experts
   * only this device's share of the expert axis (the dense model's whole layer when there are no experts).
   */
  static double gatheredLayerParameters(TransformerConfig model, TrainRecipe recipe) {
    double experts = model.expertParameters();
    if (model.denseLayers() > 0) { // the largest layer is a routed one
      double routed = model.attentionParameters() + experts / recipe.expert() + model.routerParameters()
          + model.sharedExperts() * (double) model.embed() * model.expertMlp() * (model.mlpMatrices() + 1);
      return routed / recipe.tensor();
    }
    return ((model.layerParameters() - experts) + experts / recipe.expert()) / recipe.tensor();
  }

  private boolean recomputed(SimKernel k) {
    return switch (k.category()) {
      case "mlp_out", "moe_combine" -> false;
      case "out_proj" -> !model.parallelBlock() && !recipe.saved().contains("out_proj");
      case "qkv" -> !recipe.saved().contains("qkv");
      case "attention" -> !recipe.saved().contains("attention");
      case "mlp" -> !recipe.saved().contains("mlp");
      default -> true; // norms, rope and residual adds are cheap and always recomputed
    };
  }

  private List<SimKernel> backward(SimKernel k, int repeat) {
    List<SimKernel> out = new ArrayList<>();
    if (k.members().size() == 1 && k.members().get(0).op().getKindCase() == Op.KindCase.DOT_GENERAL) {
      TensorType lhs = k.members().get(0).operands().get(0);
      TensorType rhs = k.members().get(0).operands().get(1);
      long mm = lhs.getDims(0);
      long kk = lhs.getDims(1);
      long nn = rhs.getDims(1);
      if (lhs.getDimsCount() == 3) {
        // a batched matmul (experts, or one-hot dispatch per sequence): the same two gradients per batch entry
        long b = lhs.getDims(0);
        mm = lhs.getDims(1);
        kk = lhs.getDims(2);
        nn = rhs.getDims(2);
        SimKernel dgrad = bdotKernel(k.name() + "_dgrad", k.category(), b, mm, nn, kk)
            .as(Phase.BACKWARD, "", 1);
        out.add(ExpertKernels.gradientHeldAs(k, dgrad.withRepeat(repeat), b, kk, nn, false));
        if (!k.category().equals("moe_dispatch")) {
          // the dispatch mask comes from a top-k choice and has no gradient
          SimKernel wgrad = bdotKernel(k.name() + WEIGHT_GRADIENT, k.category(), b, kk, mm, nn)
              .as(Phase.BACKWARD, "", 1);
          out.add(ExpertKernels.gradientHeldAs(k, wgrad.withRepeat(repeat), b, kk, nn, true));
        }
        return out;
      }
      SimKernel dgrad = dotKernel(k.name() + "_dgrad", k.category(), Phase.BACKWARD, mm, nn, kk);
      SimKernel wgrad = dotKernel(k.name() + WEIGHT_GRADIENT, k.category(), Phase.BACKWARD, kk, mm, nn);
      out.add(ExpertKernels.gradientHeldAs(k, dgrad.withRepeat(repeat), 1, kk, nn, false));
      out.add(ExpertKernels.gradientHeldAs(k, wgrad.withRepeat(repeat), 1, kk, nn, true));
      return out;
    }
    if (k.category().equals("attention")) {
      for (SimKernel g : AttentionKernels.backward(recipe, k)) {
        out.add(g.withRepeat(repeat));
      }
      return out;
    }
    // elementwise / norm: about twice the forward's work and traffic
    List<Member> twice = new ArrayList<>(k.members());
    twice.addAll(k.members());
    out.add(new SimKernel(k.name() + GRADIENT, k.category(), Phase.BACKWARD, twice, k.inputBytes() * 2,
        k.outputBytes() * 2, repeat));
    return out;
  }

  private void collective(String name, Phase phase, CollectiveKind kind, double bytes, Axis axis, int repeat,
      boolean layerIndexed) {
    if (MeshCollectives.ranks(axis, recipe) > 1) {
      collectives.add(new SimCollective(name, phase, kind, bytes, axis, repeat, layerIndexed));
    }
  }
}
