package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;

/**
 * A gather of rows by index moves its bytes at the rate the JAX SparseCore guide measures on TPU 7x
 * ({@code docs/pallas/tpu/sparsecore.md}, jax-ml/jax at 0eab070): 4,194,304 random rows of 512 bytes (int32 x 128)
 * gathered in 4.07 ms by one TensorCore device's SparseCores, 18.1 ms by XLA's gather on the TensorCore.
 */
class RowGatherRateTest {
  private static final double ROWS = 4_194_304;
  private static final double ROW_BYTES = 512;
  private static final double PUBLISHED_SECONDS = 4.07e-3;
  private static final double PUBLISHED_TENSORCORE_SECONDS = 18.1e-3;

  @Test
  void theGuidesGatherTakesItsPublishedTimeOnOneIronwoodTensorCore() {
    CostModel core = DeviceCalibrationTest.ironwoodTensorCore();
    // the rows read plus the rows written
    CostBreakdown price = core.priceRowGather(2 * ROWS * ROW_BYTES);
    assertThat(CostModel.seconds(price)).isCloseTo(PUBLISHED_SECONDS, within(0.005 * PUBLISHED_SECONDS));
    // the faster of the two measured paths: XLA's TensorCore gather is 4.4x slower still
    assertThat(PUBLISHED_TENSORCORE_SECONDS / CostModel.seconds(price)).isBetween(4.0, 4.9);
  }

  @Test
  void aGatherMovesItsBytesAtAThirdOfTheStreamingRate() {
    CostModel core = DeviceCalibrationTest.ironwoodTensorCore();
    double bytes = 1L << 30;
    double copy = core.priceFused(java.util.List.of(CostBreakdown.getDefaultInstance()), bytes / 2, bytes / 2)
        .getMemorySeconds();
    double gather = core.priceRowGather(bytes).getMemorySeconds();
    // 3210.5 GB/s copy plateau (Ironwood HBM microbenchmark) over 1055 GB/s of gather traffic
    double share = (2 * ROWS * ROW_BYTES / PUBLISHED_SECONDS) / 3210.480912e9;
    assertThat(share).isCloseTo(0.3287, within(0.0005));
    assertThat(copy / gather).isCloseTo(share, within(1e-6));
  }

  @Test
  void negativeBytesAreRefused() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
        () -> DeviceCalibrationTest.ironwoodTensorCore().priceRowGather(-1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("row gather bytes");
  }
}
