package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EighOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.exec.WorkLimitException;

/**
 * eigh's simulated time counts a typical run's sweeps while torchtpu.limits.max-work still counts the most its
 * kernel can run, 30 sweeps with every pair rotated, alone and in a sum of kernels' costs: the arithmetic. The call
 * paths (an eager eigh, a compiled loop of them) are OpWorkLimitTest's.
 */
class EighWorkBoundTest {
  private static final int N = 128;
  private final CostModel model = CostModel.calibrated(ChipSpecs.of(Generation.V5E));

  private static TensorType f32(long... dims) {
    TensorType.Builder t = TensorType.newBuilder().setDtype(DType.F32);
    for (long d : dims) {
      t.addDims(d);
    }
    return t.build();
  }

  private CostBreakdown eighPrice() {
    Op op = Op.newBuilder().setEigh(EighOp.newBuilder().setLower(true)).addOperands(1).addResults(2).addResults(3)
        .build();
    return model.price(op, List.of(f32(N, N)), List.of(f32(N, N), f32(N)));
  }

  /** The flops of 30 sweeps rotating all n (n - 1) / 2 pairs, 18 n flops each (two rows, two columns, two of v's). */
  private static double thirtyFullSweeps() {
    return 30.0 * N * (N - 1) / 2 * 18 * N;
  }

  @Test
  void theLimitCountsThirtySweepsAndTheTimeATypicalRun() {
    CostBreakdown price = eighPrice();
    double bytes = price.getHbmBytes();
    assertThat(ControlFlowLimits.work(price)).isGreaterThanOrEqualTo(thirtyFullSweeps() + bytes);
    // at n = 128: the 9 sweeps measured there, of 9 n^3 each, at the vector unit's rate
    double typical = 9 * 9.0 * N * N * N;
    assertThat(price.getUsefulFlops()).isCloseTo(typical, offset(1e-3));
    assertThat(price.getComputeSeconds())
        .isCloseTo(typical / ChipSpecs.of(Generation.V5E).getPeakVpuFlops(), offset(1e-15));
  }

  @Test
  void aLimitBelowThirtySweepsRefusesItsPriceAndASumOfPricesKeepsTheCap() {
    CostBreakdown price = eighPrice();
    // room for 29 full sweeps and the bytes: far more than a typical run, less than the most it may run
    ControlFlowLimits limits = new ControlFlowLimits(5, 100, thirtyFullSweeps() * 29 / 30 + price.getHbmBytes());
    assertThatThrownBy(() -> limits.checkOp(price, () -> "eigh #1")).isInstanceOf(WorkLimitException.class);

    CostBreakdown program = CostModel.sum(List.of(price, price));
    assertThat(ControlFlowLimits.work(program)).isGreaterThanOrEqualTo(2 * (thirtyFullSweeps() + price.getHbmBytes()));
  }
}
