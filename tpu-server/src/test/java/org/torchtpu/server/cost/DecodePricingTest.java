package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * Inference on the calibrated cost model, at Llama 3.1 8B's real shapes on one v6e chip (the ops an abstract session
 * prices for a decode step; {@code AbstractExecutionTest} checks abstract and real sessions price alike): a decode
 * step streams the weights and the KV cache once, so its matmuls must be HBM-bound and cost their bytes at the
 * sustained HBM rate (plus the fixed kernel cost and the matmul fill), while the same weights over a prefill's tokens
 * are MXU-bound. Expected times are written out from the spec sheet and the calibration's published figures (v6e's
 * HBM-to-VMEM rate of 1373 GB/s from OpenXLA's TPU PlatformInfo table; 1.56 us per kernel; the fill of an
 * 8-MXU-edge tile).
 */
class DecodePricingTest {
  private static final ChipSpec V6E = ChipSpecs.of(Generation.V6E);
  private static final CostModel MODEL = CostModel.calibrated(V6E);
  private static final double SUSTAINED = 1373e9;
  private static final double FIXED = 1.56e-6;
  private static final int TILE = 8 * 256;
  private static final int BATCH = 64;
  private static final int CONTEXT = 4096;
  private static final int KV_HEADS = 8;
  private static final int GROUP = 4; // 32 query heads over 8 key/value heads
  private static final int HEAD_DIM = 128;

  /** (m x k) @ (k x n) with a batch dim in front of both when {@code batch} > 0. */
  private static CostBreakdown dot(long batch, long m, long k, long n, boolean rhsTransposed) {
    DotGeneralOp.Builder d = DotGeneralOp.newBuilder();
    TensorType lhs;
    TensorType rhs;
    TensorType out;
    if (batch > 0) {
      d.addLhsBatchingDims(0).addRhsBatchingDims(0).addLhsContractingDims(2)
          .addRhsContractingDims(rhsTransposed ? 2 : 1);
      lhs = Shapes.type(DType.BF16, batch, m, k);
      rhs = rhsTransposed ? Shapes.type(DType.BF16, batch, n, k) : Shapes.type(DType.BF16, batch, k, n);
      out = Shapes.type(DType.BF16, batch, m, n);
    } else {
      d.addLhsContractingDims(1).addRhsContractingDims(0);
      lhs = Shapes.type(DType.BF16, m, k);
      rhs = Shapes.type(DType.BF16, k, n);
      out = Shapes.type(DType.BF16, m, n);
    }
    return MODEL.price(Op.newBuilder().setDotGeneral(d).build(), List.of(lhs, rhs), List.of(out));
  }

  private static double fill(double m, double k, double n) {
    double tm = Math.min(m, TILE);
    double tn = Math.min(n, TILE);
    return (tm * k + k * tn + tm * tn) * 2 / SUSTAINED;
  }

  @Test
  void decodeAttentionReadsTheKvCacheAtTheSustainedHbmRate() {
    // scores: per (sequence, kv head) the group's queries against every cached key: [B*kv, G, d] x [B*kv, T, d]
    long pairs = (long) BATCH * KV_HEADS;
    CostBreakdown scores = dot(pairs, GROUP, HEAD_DIM, CONTEXT, true);
    double keys = 2.0 * pairs * CONTEXT * HEAD_DIM;
    double bytes = 2.0 * pairs * GROUP * HEAD_DIM + keys + 2.0 * pairs * GROUP * CONTEXT;
    assertThat(scores.getBound()).isEqualTo(CostBreakdown.Bound.MEMORY);
    assertThat(scores.getHbmBytes()).isCloseTo(bytes, Percentage.withPercentage(1e-9));
    assertThat(CostModel.seconds(scores)).isCloseTo(FIXED + fill(GROUP, HEAD_DIM, CONTEXT) + bytes / SUSTAINED,
        Percentage.withPercentage(1));
    // the cached keys are 97% of what it moves: the step is priced by its KV cache, as decode is on a TPU
    assertThat(keys / bytes).isGreaterThan(0.95);
    // values: [B*kv, G, T] x [B*kv, T, d], the same cache size again
    CostBreakdown values = dot(pairs, GROUP, CONTEXT, HEAD_DIM, false);
    assertThat(values.getBound()).isEqualTo(CostBreakdown.Bound.MEMORY);
    assertThat(CostModel.seconds(values)).isCloseTo(CostModel.seconds(scores), Percentage.withPercentage(2));
    // twice the context, twice the time (less the fixed part)
    CostBreakdown longer = dot(pairs, GROUP, HEAD_DIM, 2 * CONTEXT, true);
    assertThat(CostModel.seconds(longer) - FIXED).isCloseTo(2 * (CostModel.seconds(scores) - FIXED),
        Percentage.withPercentage(3));
  }

  @Test
  void decodeWeightMatmulsStreamTheWeightsWhilePrefillComputes() {
    // the MLP's gate projection: 4096 x 14336 bf16 weights
    CostBreakdown decode = dot(0, BATCH, 4096, 14336, false);
    double bytes = 2.0 * (BATCH * 4096.0 + 4096.0 * 14336 + BATCH * 14336.0);
    assertThat(decode.getBound()).isEqualTo(CostBreakdown.Bound.MEMORY);
    assertThat(CostModel.seconds(decode)).isCloseTo(FIXED + fill(BATCH, 4096, 14336) + bytes / SUSTAINED,
        Percentage.withPercentage(1));
    // a weight byte per (1 + a few) percent: batch 64 decodes at about the price of reading the weights once
    assertThat(CostModel.seconds(decode) / (2.0 * 4096 * 14336 / SUSTAINED)).isBetween(1.0, 1.2);
    // prefill of 2048 tokens per sequence (8 sequences): the same weights, MXU-bound, at the sustained MXU fraction
    CostBreakdown prefill = dot(0, 8L * 2048, 4096, 14336, false);
    assertThat(prefill.getBound()).isEqualTo(CostBreakdown.Bound.COMPUTE);
    double flops = 2.0 * 8 * 2048 * 4096 * 14336;
    assertThat(prefill.getComputeSeconds()).isCloseTo(flops / (V6E.getPeakBf16Flops() * 0.830),
        Percentage.withPercentage(0.5));
  }
}
