package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * The calibrated cost model reproduces the public Ironwood microbenchmark it is grounded in (one TensorCore: 128^3
 * bf16 matmul at ~2.6 TFLOP/s, 32768^3 at ~956), with figures written out here rather than read from the code.
 */
public class DeviceCalibrationTest {

  public static double tflops(CostModel model, long n) {
    Op dot = Op.newBuilder().setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1)
        .addRhsContractingDims(0)).build();
    var cost = model.price(dot, List.of(Shapes.type(DType.BF16, n, n), Shapes.type(DType.BF16, n, n)),
        List.of(Shapes.type(DType.BF16, n, n)));
    return 2.0 * n * n * n / CostModel.seconds(cost) / 1e12;
  }

  public static CostModel ironwoodTensorCore() {
    ChipSpec chip = ChipSpecs.of(Generation.V7);
    ChipSpec core = chip.toBuilder().setPeakBf16Flops(2307e12 / 2).setPeakVpuFlops(chip.getPeakVpuFlops() / 2)
        .setHbmBytes(chip.getHbmBytes() / 2).setHbmBytesPerSecond(7380e9 / 2).build();
    return new CostModel(core, DeviceCalibration.measured(Generation.V7));
  }

  @Test
  void smallAndHugeMatmulsOnOneIronwoodTensorCoreMatchTheMicrobenchmark() {
    CostModel model = ironwoodTensorCore();
    assertThat(tflops(model, 128)).isCloseTo(2.6, Percentage.withPercentage(2));
    assertThat(tflops(model, 32768)).isCloseTo(956, Percentage.withPercentage(1));
    // in between the curve rises monotonically: fixed cost dominates small kernels, the sustained rate large ones
    double previous = 0;
    for (long n = 128; n <= 32768; n *= 2) {
      double t = tflops(model, n);
      assertThat(t).isGreaterThan(previous);
      previous = t;
    }
  }

  @Test
  void theRooflineCalibrationLeavesTheModelAsItWas() {
    ChipSpec v5e = ChipSpecs.of(Generation.V5E);
    CostModel plain = new CostModel(v5e);
    CostModel roofline = new CostModel(v5e, DeviceCalibration.roofline(v5e));
    assertThat(tflops(roofline, 1024)).isEqualTo(tflops(plain, 1024));
    assertThat(plain.calibration()).isEqualTo(DeviceCalibration.roofline(v5e));
  }

  @Test
  void invalidCalibrationsAreRejected() {
    assertThatThrownBy(() -> new DeviceCalibration(0, 1e-6)).hasMessageContaining("MXU fraction 0.0");
    assertThatThrownBy(() -> new DeviceCalibration(1.2, 1e-6)).hasMessageContaining("(0, 1]");
    assertThatThrownBy(() -> new DeviceCalibration(0.5, -1)).hasMessageContaining("fixed kernel cost");
    assertThatThrownBy(() -> DeviceCalibration.measured(Generation.GENERATION_UNSPECIFIED))
        .hasMessageContaining("no calibration");
  }

  @Test
  void dcnAllReduceFollowsItsFormula() {
    DcnCostModel dcn = DcnCostModel.of(Generation.V5E);
    // achieved over nominal: the v6e DCN psum microbenchmark's 4.113 GB/s per chip against 25.6 Tbps / 256 chips
    double achieved = 4.1130934137328214e9 / (25.6e12 / 256 / 8);
    assertThat(achieved).isCloseTo(0.329, Percentage.withPercentage(0.1));
    // 1 GB over 4 slices: 2*3*10us + 2*3/4 * 1e9 / (25 Gbps: Cloud TPU v5e, 6.4 Tbps per 256-chip pod, achieved)
    assertThat(dcn.allReduceSeconds(1e9, 4)).isCloseTo(6 * 10e-6 + 1.5 * 1e9 / (6.4e12 / 256 / 8 * achieved),
        Percentage.withPercentage(1e-9));
    assertThat(dcn.allReduceSeconds(1e9, 1)).isZero();
    assertThat(DcnCostModel.of(Generation.V5P).bytesPerSecondPerChip()).isCloseTo(50e9 / 8 * achieved,
        Percentage.withPercentage(1e-9)); // 50 Gbps per chip
    assertThat(DcnCostModel.of(Generation.V6E).bytesPerSecondPerChip()).isCloseTo(4.1130934137328214e9,
        Percentage.withPercentage(1e-9));
  }
}
