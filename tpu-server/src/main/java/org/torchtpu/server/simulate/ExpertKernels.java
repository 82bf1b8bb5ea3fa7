package org.torchtpu.server.simulate;

import static org.torchtpu.server.simulate.StepKernels.bdotKernel;
import static org.torchtpu.server.simulate.StepKernels.binary;
import static org.torchtpu.server.simulate.StepKernels.convert;
import static org.torchtpu.server.simulate.StepKernels.dot;
import static org.torchtpu.server.simulate.StepKernels.reduce;
import static org.torchtpu.server.simulate.StepKernels.unary;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * The forward kernels of one mixture-of-experts MLP on one device, at real size (used by
 * {@link TransformerStepBuilder} in place of the dense MLP).
 *
 * <ul>
 *   <li>Router: a matmul tokens x embed x experts, then one fused kernel for the softmax and the top-k choice.
 *   <li>Dispatch and combine. With a capacity factor (token dropping), each expert takes C = capacity x (sequence
 *       length x top-k / experts) tokens of every sequence, and tokens reach their slots through one-hot matmuls
 *       (GShard's dispatch and combine einsums, what MaxText's capacity path runs): per sequence [C*experts, T] x
 *       [T, embed] in, and back. Every slot is computed whether filled or not. Dropless: tokens are sorted by expert
 *       (a gather of top-k copies of each token) into one grouped matmul, and un-sorted and summed after it.
 *   <li>Expert MLPs: each of this device's experts (experts / expert-parallel axis) runs the dense MLP's matrices on
 *       the rows routed to it; with expert parallelism those rows come from every device of the axis (the all-to-all
 *       that carries them is emitted by the builder).
 *   <li>Shared experts (DeepSeek) are a dense MLP every token passes through.
 * </ul>
 * A model with one expert and top-1 routes every token to it: no router, no permutation, the dense MLP's kernels.
 */
final class ExpertKernels {
  /**
   * The category of the dropless permutation kernels (and their gradients): gathers of token rows by index, which
   * {@link StepSimulator} prices at the row-gather rate ({@code CostModel.priceRowGather}) in every mode.
   */
  static final String PERMUTATION = "moe_permute";

  private ExpertKernels() {}

  /**
   * Rows one local expert computes per layer on this device: its capacity slots, or when dropless its even share times
   * the recipe's routing imbalance (the step waits for the busiest device, whose experts get that many times their
   * share; with a capacity the slots are computed filled or not, and an imbalance drops tokens instead).
   */
  static long rowsPerLocalExpert(TransformerConfig model, TrainRecipe recipe, long seqs, long t) {
    long perDevice;
    if (recipe.capacityFactor() > 0 && model.experts() > 1) {
      perDevice = seqs * capacity(model, recipe, t) * model.experts();
    } else {
      perDevice = imbalanced(seqs * t * model.expertsPerToken(), model, recipe);
    }
    // the expert axis sends each device the rows of its experts from every device of the axis
    return Math.max(1, perDevice * recipe.expert() / model.experts());
  }

  /** Slots per expert per sequence with token dropping (MaxText: tokens x top-k x capacity factor / experts). */
  static long capacity(TransformerConfig model, TrainRecipe recipe, long t) {
    return Math.max(1, (long) Math.ceil(t * model.expertsPerToken() * recipe.capacityFactor() / model.experts()));
  }

  /**
   * Bytes of routed token rows (bf16) one device exchanges with the other devices of the expert axis, per all-to-all
   * (dropless with an imbalance: the busiest device receives that many times its share, and the exchange waits for it).
   */
  static double dispatchBytes(TransformerConfig model, TrainRecipe recipe, long seqs, long t, long e) {
    long rows = recipe.capacityFactor() > 0 && model.experts() > 1
        ? seqs * capacity(model, recipe, t) * model.experts()
        : imbalanced(seqs * t * model.expertsPerToken(), model, recipe);
    return 2.0 * rows * e;
  }

  /** Dropless rows of the busiest device: the even share times the imbalance (a single expert has none). */
  private static long imbalanced(long evenRows, TransformerConfig model, TrainRecipe recipe) {
    if (recipe.routingImbalance() == 1 || model.experts() == 1) {
      return evenRows;
    }
    return (long) Math.ceil(evenRows * recipe.routingImbalance());
  }

  static List<SimKernel> forward(TransformerConfig model, TrainRecipe recipe, long seqs, long t, long e,
      java.util.function.BiFunction<Long, Long, SimKernel> activation) {
    List<SimKernel> out = new ArrayList<>();
    long tok = seqs * t;
    int tp = recipe.tensor();
    int experts = model.experts();
    if (experts % recipe.expert() != 0) {
      throw new IllegalArgumentException("expert parallelism " + recipe.expert() + " does not divide the "
          + experts + " experts of " + model.name());
    }
    long localExperts = experts / recipe.expert();
    long m = Math.max(1, model.expertMlp() / tp);
    boolean routed = experts > 1;
    boolean dropping = routed && recipe.capacityFactor() > 0;
    if (routed) {
      out.add(dot("router", "router", tok, e, experts));
      out.add(gating(tok, experts, model.expertsPerToken()));
      if (dropping) {
        long slots = capacity(model, recipe, t) * experts;
        out.add(bdotKernel("moe_dispatch", "moe_dispatch", seqs, slots, t, e));
      } else {
        // MaxText's permute: jnp.repeat of the tokens top-k times, then a gather of the copies in expert order. A
        // gather of rows from HBM reads the source row of every row it writes (no cache holds the tokens for the
        // k reads of each), so it reads what it writes
        double routedBytes = tok * model.expertsPerToken() * e * 2.0;
        out.add(permute("moe_permute", routedBytes, routedBytes));
      }
    }
    long rows = rowsPerLocalExpert(model, recipe, seqs, t);
    // the MXU's rows: a dropless grouped matmul visits the tiles its experts' rows straddle once per expert
    long mxuRows = routed && !dropping ? groupedMatmulRows(localExperts, rows, recipe.groupedMatmulTile()) : rows;
    for (int i = 0; i < model.mlpMatrices(); i++) {
      String name = model.mlpMatrices() == 1 ? "expert_in" : i == 0 ? "expert_gate" : "expert_up";
      out.add(expertDot(name, "mlp", localExperts, mxuRows, rows, e, m));
    }
    out.add(activation.apply(localExperts * rows, m));
    out.add(expertDot("expert_out", routed ? "expert_out" : "mlp_out", localExperts, mxuRows, rows, m, e));
    if (routed) {
      if (dropping) {
        long slots = capacity(model, recipe, t) * experts;
        out.add(bdotKernel("moe_combine", "moe_combine", seqs, t, slots, e));
      } else {
        out.add(permute("moe_unpermute", tok * model.expertsPerToken() * e * 2.0, tok * e * 2.0));
      }
    }
    if (model.sharedExperts() > 0) {
      long sm = Math.max(1, (long) model.sharedExperts() * model.expertMlp() / tp);
      for (int i = 0; i < model.mlpMatrices(); i++) {
        out.add(dot(model.mlpMatrices() == 1 ? "shared_in" : i == 0 ? "shared_gate" : "shared_up", "mlp", tok, e,
            sm));
      }
      out.add(activation.apply(tok, sm));
      out.add(dot("shared_out", "mlp_out", tok, sm, e));
    }
    return out;
  }

  /**
   * Rows per group a grouped matmul's MXU computes for {@code groups} groups of {@code rowsPerGroup} rows in tiles of
   * {@code tile} rows. The megablox kernel (MaxText {@code kernels/megablox/backend.py}, {@code make_group_metadata})
   * and Tokamax's TPU ragged dot derived from it ({@code pallas_mosaic_tpu_kernel.py}) cut the sorted rows into
   * ceil(rows / tile) tiles and visit a tile once for every group that has rows in it, computing the whole tile each
   * time (the forward and input-gradient kernels mask the store, the weight-gradient kernel zeroes the other groups'
   * rows): tiles + groups - 1 visits when no group starts on a tile boundary, which is the case for routed group sizes
   * (a boundary falls on one with odds 1 / tile). One group is its rows padded to the tile (MaxText pads the input).
   */
  static long groupedMatmulRows(long groups, long rowsPerGroup, int tile) {
    long tiles = ceilDiv(groups * rowsPerGroup, tile);
    long visits = tiles + groups - 1;
    return ceilDiv(visits * tile, groups);
  }

  /**
   * A gradient matmul of a forward matmul {@code forward} ([b, mm, kk] x [b, kk, nn]) that holds fewer rows than its
   * MXU computes (a dropless grouped matmul, {@link ExpertKernels#groupedMatmulRows}): the same rows, held as the
   * forward holds them. The input gradient reads dY [rows, nn] and W and writes [rows, kk]; the weight gradient reads
   * X [rows, kk] and dY and writes W's gradient. A forward matmul held at its types leaves the gradient as it is.
   */
  static SimKernel gradientHeldAs(SimKernel forward, SimKernel gradient, long b, long kk, long nn,
      boolean weightGradient) {
    if (forward.outputBytes() == 0) {
      return gradient;
    }
    double rows = forward.outputBytes() / (2.0 * b * nn);
    double in = weightGradient ? 2.0 * b * rows * (kk + nn) : 2.0 * b * (rows * nn + nn * kk);
    double out = weightGradient ? 2.0 * b * kk * nn : 2.0 * b * rows * kk;
    return new SimKernel(gradient.name(), gradient.category(), gradient.phase(), gradient.members(), in, out,
        gradient.repeat());
  }

  private static long ceilDiv(long a, long b) {
    return (a + b - 1) / b;
  }

  /**
   * The local experts' matmul at {@code mxuRows} rows each (what the MXU computes), holding {@code rows} rows each in
   * HBM: when they differ, the kernel carries the bytes its operands and result really hold, for the memory plan.
   */
  private static SimKernel expertDot(String name, String category, long localExperts, long mxuRows, long rows, long k,
      long n) {
    SimKernel kernel = localExperts == 1 ? dot(name, category, mxuRows, k, n)
        : bdotKernel(name, category, localExperts, mxuRows, k, n);
    if (mxuRows == rows) {
      return kernel;
    }
    return new SimKernel(kernel.name(), kernel.category(), kernel.phase(), kernel.members(),
        2.0 * localExperts * (rows * k + k * n), 2.0 * localExperts * rows * n, kernel.repeat());
  }

  /** Softmax over the experts' logits (f32) and the top-k choice (one max-and-mask pass per chosen expert). */
  private static SimKernel gating(long tok, long experts, int k) {
    TensorType f32 = Shapes.type(DType.F32, tok, experts);
    TensorType row = Shapes.type(DType.F32, tok);
    List<Member> ms = new ArrayList<>();
    ms.add(new Member(convert(DType.F32), List.of(Shapes.type(DType.BF16, tok, experts)),
        List.of(f32)));
    ms.add(new Member(reduce(ReduceOp.Kind.MAX), List.of(f32), List.of(row)));
    ms.add(new Member(binary(BinaryOp.Kind.SUBTRACT), List.of(f32, f32), List.of(f32)));
    ms.add(new Member(unary(UnaryOp.Kind.EXP), List.of(f32), List.of(f32)));
    ms.add(new Member(reduce(ReduceOp.Kind.SUM), List.of(f32), List.of(row)));
    ms.add(new Member(binary(BinaryOp.Kind.DIVIDE), List.of(f32, f32), List.of(f32)));
    for (int i = 0; i < k; i++) {
      ms.add(new Member(reduce(ReduceOp.Kind.MAX), List.of(f32), List.of(row)));
      ms.add(new Member(binary(BinaryOp.Kind.MAXIMUM), List.of(f32, f32), List.of(f32)));
    }
    return new SimKernel("router_topk", "router", Phase.FORWARD, ms, 2.0 * tok * experts,
        8.0 * tok * k, 1);
  }

  /**
   * A permutation of token rows (sort by expert, or un-sort and sum the top-k copies): a gather of rows by index, priced
   * by its bytes at the row-gather rate (its members only type it; see {@link #PERMUTATION}).
   */
  private static SimKernel permute(String name, double inBytes, double outBytes) {
    long n = Math.max(1, (long) (outBytes / 2));
    TensorType x = Shapes.type(DType.BF16, n);
    Op copy = binary(BinaryOp.Kind.ADD);
    return new SimKernel(name, PERMUTATION, Phase.FORWARD, List.of(new Member(copy, List.of(x, x), List.of(x)),
        new Member(copy, List.of(x, x), List.of(x))), inBytes, outBytes, 1);
  }
}
