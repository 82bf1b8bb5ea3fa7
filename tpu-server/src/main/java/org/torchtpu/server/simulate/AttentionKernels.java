package org.torchtpu.server.simulate;

import static org.torchtpu.server.simulate.StepKernels.bdot;
import static org.torchtpu.server.simulate.StepKernels.binary;
import static org.torchtpu.server.simulate.StepKernels.convert;
import static org.torchtpu.server.simulate.StepKernels.reduce;
import static org.torchtpu.server.simulate.StepKernels.unary;

import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * The flash attention kernels of one layer on one device, forward and backward, at real size (used by
 * {@link TransformerStepBuilder}): causal, over the recipe's key blocks, windowed on local layers and with separate
 * q/k and v head widths for latent attention ({@link AttentionConfig}).
 */
final class AttentionKernels {
  private AttentionKernels() {}

  /**
   * Causal flash attention over {@code qHeads} (batch x heads) query rows of length t, scores over {@code qkDim} and
   * values of {@code vDim}. With a sliding window ({@link AttentionConfig}) the kernel of a local layer visits only
   * the key blocks its window reaches; local and global layers are emitted as one layer kernel visiting their mean
   * number of keys (exact in FLOPs and blocks visited over the step; each layer's own overlap with its FSDP gathers
   * is then the mean layer's).
   */
  static SimKernel forward(TransformerConfig model, TrainRecipe recipe, long qHeads, long kvHeads, long t, long qkDim,
      long vDim) {
    long block = Math.min(recipe.flashBlock(), t);
    long keys = t / 2 + block / 2;
    double passes = Math.max(1.0, (double) t / block / 2);
    AttentionConfig attention = model.attention();
    int local = attention.localLayers(model.layers());
    if (local > 0 && attention.slidingWindow() < t) {
      double localKeys = AttentionConfig.keysVisited(t, block, attention.slidingWindow());
      int global = model.layers() - local;
      keys = Math.round((localKeys * local + keys * (double) global) / model.layers());
      passes = (Math.max(1.0, localKeys / block) * local + passes * global) / model.layers();
    }
    TensorType scores = Shapes.type(DType.F32, qHeads, t, keys);
    TensorType rows = Shapes.type(DType.F32, qHeads, t);
    List<Member> ms = List.of(
        bdot(qHeads, t, qkDim, keys, DType.F32),
        new Member(reduce(ReduceOp.Kind.MAX), List.of(scores), List.of(rows)),
        new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(scores, scores), List.of(scores)),
        new Member(unary(UnaryOp.Kind.EXP), List.of(scores), List.of(scores)),
        new Member(reduce(ReduceOp.Kind.SUM), List.of(scores), List.of(rows)),
        new Member(convert(DType.BF16), List.of(scores), List.of(Shapes.type(DType.BF16, qHeads, t, keys))),
        bdot(qHeads, t, keys, vDim, DType.BF16));
    double q = 2.0 * qHeads * t * qkDim;
    double kv = 2.0 * kvHeads * t * (qkDim + vDim);
    double out = 2.0 * qHeads * t * vDim;
    return new SimKernel("flash_attention", "attention", Phase.FORWARD, ms, q + kv * passes, out + rows(qHeads, t), 1);
  }

  private static double rows(long qHeads, long t) {
    return 4.0 * qHeads * t;
  }

  /**
   * Flash attention's backward as TPU flash kernels run it: two kernels, one for dK and dV (grid over key blocks) and
   * one for dQ (grid over query blocks), each recomputing the scores and their softmax from the saved row statistics
   * (JAX's Pallas TPU flash attention, {@code _flash_attention_bwd_dkv} and {@code _flash_attention_bwd_dq}; MaxText
   * tunes them separately as {@code sa_block_q_dkv} and {@code sa_block_q_dq}). So the backward runs seven matmuls of
   * the forward's size, not the five of a single fused backward: dkv = S, dP, dV, dK; dq = S, dP, dQ.
   */
  static List<SimKernel> backward(TrainRecipe recipe, SimKernel forward) {
    Member scoresDot = forward.members().get(0);
    TensorType qType = scoresDot.operands().get(0);
    long qh = qType.getDims(0);
    long t = qType.getDims(1);
    long hd = qType.getDims(2); // q and k per head
    long vd = forward.members().get(forward.members().size() - 1).operands().get(1).getDims(2); // v per head
    long keys = scoresDot.operands().get(1).getDims(2);
    TensorType scores = Shapes.type(DType.F32, qh, t, keys);
    List<Member> dkv = List.of(
        bdot(qh, t, hd, keys, DType.F32),                      // recompute scores
        new Member(unary(UnaryOp.Kind.EXP), List.of(scores), List.of(scores)),
        bdot(qh, keys, t, vd, DType.BF16),                      // dV = P^T dO
        bdot(qh, t, vd, keys, DType.F32),                       // dP = dO V^T
        new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(scores, scores), List.of(scores)),
        new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(scores, scores), List.of(scores)),
        bdot(qh, keys, t, hd, DType.BF16));                     // dK = dS^T Q
    List<Member> dq = List.of(
        bdot(qh, t, hd, keys, DType.F32),                      // recompute scores
        new Member(unary(UnaryOp.Kind.EXP), List.of(scores), List.of(scores)),
        bdot(qh, t, vd, keys, DType.F32),                       // dP = dO V^T
        new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(scores, scores), List.of(scores)),
        new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(scores, scores), List.of(scores)),
        bdot(qh, t, keys, hd, DType.BF16));                     // dQ = dS K
    // each kernel reads q, k, v, dO and the row statistics (the forward's reads, plus dO as large as q) and writes
    // gradients of about the size of the forward's output (compute-bound kernels: the bytes barely matter)
    double reads = forward.inputBytes() * 1.25;
    if (recipe.fusedAttentionBackward()) {
      // one kernel: S and dP recomputed once, then dV = P^T dO, dK = dS^T Q and dQ = dS K (MaxText
      // sa_use_fused_bwd_kernel); it reads what either kernel reads and writes all three gradients
      List<Member> fused = List.of(
          bdot(qh, t, hd, keys, DType.F32),
          new Member(unary(UnaryOp.Kind.EXP), List.of(scores), List.of(scores)),
          bdot(qh, keys, t, vd, DType.BF16),
          bdot(qh, t, vd, keys, DType.F32),
          new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(scores, scores), List.of(scores)),
          new Member(binary(BinaryOp.Kind.MULTIPLY), List.of(scores, scores), List.of(scores)),
          bdot(qh, keys, t, hd, DType.BF16),
          bdot(qh, t, keys, hd, DType.BF16));
      return List.of(new SimKernel("flash_attention_grad", "attention", Phase.BACKWARD, fused, reads,
          forward.outputBytes() * 2, 1));
    }
    return List.of(
        new SimKernel("flash_attention_grad_dkv", "attention", Phase.BACKWARD, dkv, reads, forward.outputBytes(), 1),
        new SimKernel("flash_attention_grad_dq", "attention", Phase.BACKWARD, dq, reads, forward.outputBytes(), 1));
  }
}
