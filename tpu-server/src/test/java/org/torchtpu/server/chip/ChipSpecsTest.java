package org.torchtpu.server.chip;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;

class ChipSpecsTest {

  private static final long GIB = 1L << 30;

  /** The published figures, typed in from the Cloud TPU pages and the scaling book. */
  static Stream<Arguments> published() {
    return Stream.of(
        //           generation      bf16 FLOP/s  HBM bytes   HBM B/s  MXU torus PCIe B/s int8 ops/s
        Arguments.of(Generation.V4, 275e12, 32 * GIB, 1200e9, 128, 3, 16e9, 275e12),
        Arguments.of(Generation.V5E, 197e12, 16 * GIB, 819e9, 128, 2, 16e9, 393e12),
        Arguments.of(Generation.V5P, 459e12, 95 * GIB, 2765e9, 128, 3, 16e9, 918e12),
        Arguments.of(Generation.V6E, 918e12, 32 * GIB, 1638e9, 256, 2, 32e9, 1836e12),
        Arguments.of(Generation.V7, 2307e12, 192 * GIB, 7380e9, 256, 3, 32e9, 2307e12));
  }

  @ParameterizedTest
  @MethodSource("published")
  void specsCarryThePublishedFigures(Generation generation, double bf16, long hbm, double hbmBandwidth, int mxu,
      int torusRank, double pcie, double int8) {
    ChipSpec spec = ChipSpecs.of(generation);
    assertThat(spec.getGeneration()).isEqualTo(generation);
    assertThat(spec.getPeakBf16Flops()).isEqualTo(bf16);
    assertThat(spec.getHbmBytes()).isEqualTo(hbm);
    assertThat(spec.getHbmBytesPerSecond()).isEqualTo(hbmBandwidth);
    assertThat(spec.getMxuDim()).isEqualTo(mxu);
    assertThat(spec.getTorusRank()).isEqualTo(torusRank);
    assertThat(spec.getPcieBytesPerSecond()).isEqualTo(pcie);
    assertThat(spec.getOpLaunchSeconds()).isEqualTo(5e-6);
    assertThat(ChipSpecs.peakInt8Ops(generation)).isEqualTo(int8);
    // The vector unit is far slower than the MXU: 1/32 of it on v5 (4 ALUs, four 128x128 MXUs), 1/64 on v4
    // (2 ALUs), 1/128 on v6e (two 256x256 MXUs taking two rows a cycle) and less on v7 (its default clock).
    assertThat(spec.getPeakVpuFlops()).isBetween(bf16 / 160, bf16 / 32 * (1 + 1e-12));
  }

  /**
   * The clocks and MXU cadences of OpenXLA's TPU PlatformInfo table, written out, reproduce every published bf16
   * peak: TensorCores x MXUs x dim^2 x 2 FLOPs x lhs rows a cycle (16 rows of bf16 per MXU op, every 16 cycles on
   * v5e/v5p, every 8 on v6e and TPU7x) x clock (v5e 1.5 GHz, v5p and v6e 1.75, TPU7x 2.2 at its top P-state). That is
   * why the vector unit's rate is taken from the clock: on v6e and v7 the peak over the MXU's cells is twice it.
   */
  @Test
  void thePublishedClocksAndMxuCadencesReproduceEveryPeak() {
    assertThat(1 * ChipSpecs.V5E_MXUS_PER_CORE * 128 * 128 * 2 * (16.0 / 16) * 1.5e9)
        .isCloseTo(ChipSpecs.of(Generation.V5E).getPeakBf16Flops(), within(197e12 * 0.005));
    assertThat(2 * ChipSpecs.V5P_MXUS_PER_CORE * 128 * 128 * 2 * (16.0 / 16) * 1.75e9)
        .isCloseTo(ChipSpecs.of(Generation.V5P).getPeakBf16Flops(), within(459e12 * 0.005));
    assertThat(1 * ChipSpecs.V6E_MXUS_PER_CORE * 256 * 256 * 2 * (16.0 / 8) * 1.75e9)
        .isCloseTo(ChipSpecs.of(Generation.V6E).getPeakBf16Flops(), within(918e12 * 0.005));
    assertThat(2 * ChipSpecs.V7_MXUS_PER_CORE * 256 * 256 * 2 * (16.0 / 8) * 2.2e9)
        .isCloseTo(ChipSpecs.of(Generation.V7).getPeakBf16Flops(), within(2307e12 * 0.005));
    // the vector unit at those clocks (v7 at its default P-state, 1.9 GHz)
    assertThat(ChipSpecs.of(Generation.V6E).getPeakVpuFlops()).isEqualTo(8 * 128 * 4 * 1.75e9);
    assertThat(ChipSpecs.of(Generation.V7).getPeakVpuFlops()).isEqualTo(2 * 8 * 128 * 4 * 1.9e9);
  }

  @Test
  void v5pVectorRateMatchesTheScalingBooksWorkedAnswer() {
    // "8 * 128 * 4 * 2 * 1.75e9 = 1.4e13 FLOPs/s" (How to Think About TPUs, Appendix A).
    double book = 8 * 128 * 4 * 2 * 1.75e9;
    assertThat(ChipSpecs.of(Generation.V5P).getPeakVpuFlops()).isCloseTo(book, within(book * 0.01));
  }

  @Test
  void parseAcceptsTheShortNamesInAnyCase() {
    assertThat(ChipSpecs.parse("v4")).isEqualTo(Generation.V4);
    assertThat(ChipSpecs.parse("v5e")).isEqualTo(Generation.V5E);
    assertThat(ChipSpecs.parse("V5P")).isEqualTo(Generation.V5P);
    assertThat(ChipSpecs.parse(" v6E ")).isEqualTo(Generation.V6E);
    assertThat(ChipSpecs.parse("V7")).isEqualTo(Generation.V7);
  }

  @ParameterizedTest
  @ValueSource(strings = {"v5", "tpu-v4", "", "v8"})
  void parseRejectsOtherNamesListingTheValidOnes(String name) {
    assertThatThrownBy(() -> ChipSpecs.parse(name))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'" + name + "'")
        .hasMessageContaining("v4, v5e, v5p, v6e, v7");
  }

  @Test
  void parseRejectsNull() {
    assertThatThrownBy(() -> ChipSpecs.parse(null)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("v4, v5e, v5p, v6e, v7");
  }

  @Test
  void unspecifiedGenerationHasNoFigures() {
    assertThatThrownBy(() -> ChipSpecs.of(Generation.GENERATION_UNSPECIFIED))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("GENERATION_UNSPECIFIED");
    assertThatThrownBy(() -> IciSpec.of(Generation.UNRECOGNIZED)).isInstanceOf(IllegalArgumentException.class);
  }

  static Stream<Arguments> ici() {
    return Stream.of(
        //           generation      link bidi B/s   links  chip bidi B/s (published where Cloud gives it)
        Arguments.of(Generation.V4, 90e9, 6, 540e9),
        Arguments.of(Generation.V5E, 100e9, 4, 400e9),
        Arguments.of(Generation.V5P, 200e9, 6, 1200e9),
        Arguments.of(Generation.V6E, 200e9, 4, 800e9),
        Arguments.of(Generation.V7, 200e9, 6, 1200e9));
  }

  @ParameterizedTest
  @MethodSource("ici")
  void iciFigures(Generation generation, double linkBidi, int links, double chipBidi) {
    IciSpec ici = IciSpec.of(generation);
    assertThat(ici.linkBidirectionalBytesPerSecond()).isCloseTo(linkBidi, within(1.0));
    assertThat(ici.linksPerChip()).isEqualTo(links);
    assertThat(ici.chipBidirectionalBytesPerSecond()).isCloseTo(chipBidi, within(1.0));
    assertThat(ici.linkOneWayBytesPerSecond()).isCloseTo(linkBidi / 2, within(1.0));
    assertThat(ici.hopLatencySeconds()).isEqualTo(1e-6);
    // Links per chip follow the torus: 4 on a 2D torus, 6 on a 3D one.
    assertThat(links).isEqualTo(2 * ChipSpecs.of(generation).getTorusRank());
  }

  @Test
  void iciSpecRejectsNonsense() {
    assertThatThrownBy(() -> new IciSpec(0, 4, 1e-6)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new IciSpec(1e9, 0, 1e-6)).isInstanceOf(IllegalArgumentException.class);
  }
}
