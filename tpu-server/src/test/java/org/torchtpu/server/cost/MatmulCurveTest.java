package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One bf16 square matmul on one Ironwood TensorCore at every size of the public microbenchmark (AI-Hypercomputer
 * accelerator-microbenchmarks, Ironwood/Ironwood_Microbenchmarks_readme.md at bd5ecee, gemm_multiple_run, TFLOP/s per
 * TensorCore; figures written out here, not read from the code). The calibration takes only the two end points; the
 * six points between them check the shape of the curve (launch, pipeline fill and drain, sustained rate).
 */
public class MatmulCurveTest {
  public static final Map<Long, Double> PUBLISHED = new LinkedHashMap<>();

  static {
    PUBLISHED.put(128L, 2.589961271);
    PUBLISHED.put(256L, 18.28645367);
    PUBLISHED.put(512L, 105.0783466);
    PUBLISHED.put(1024L, 349.7270639);
    PUBLISHED.put(2048L, 679.284728);
    PUBLISHED.put(4096L, 892.9445127);
    PUBLISHED.put(16384L, 950.1286983);
    PUBLISHED.put(32768L, 956.3824592);
  }

  @Test
  void everyPublishedSizeIsWithinTwelvePercent() {
    CostModel model = DeviceCalibrationTest.ironwoodTensorCore();
    PublishedCurves.assertEveryPointWithin(PUBLISHED, size -> DeviceCalibrationTest.tflops(model, size), 0.12, "%6d^3",
        "TFLOP/s");
  }

  @Test
  void withoutTheFillTermMidSizesWouldBeFarTooFast() {
    // the same fixed cost and fraction with no fill and drain: the 1024^3 point is then >50% fast, which is why the
    // fill term exists
    DeviceCalibration measured = DeviceCalibration.measured(org.torchtpu.api.v1.Generation.V7);
    CostModel noFill = new CostModel(DeviceCalibrationTest.ironwoodTensorCore().spec(),
        new DeviceCalibration(measured.mxuSustainedFraction(), measured.kernelFixedSeconds()));
    assertThat(DeviceCalibrationTest.tflops(noFill, 1024) / PUBLISHED.get(1024L) - 1).isGreaterThan(0.5);
  }
}
