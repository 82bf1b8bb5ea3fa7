package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every published real-TPU row (src/test/resources/simulate/published-rows.csv, each with its source URL) simulated
 * at real size: the step time must be within 15% of the published one. Rows the model misses by more are listed in
 * {@link #KNOWN_MISSES} with the reason and the tolerance they are held to, so a change that makes them worse fails
 * too (the README's calibration table shows every row's error).
 */
class PublishedRowsTest {
  static final double TOLERANCE = 0.15;

  /** Rows the model cannot meet without a fudge factor, with the tolerance they are held to and why. */
  static final Map<String, Double> KNOWN_MISSES = Map.of(
      // weak-scaling loss across many slices is not modelled: the published step grows 4-10 ms per layer per doubling
      // of slices whatever the gradient bytes (README), and the all-reduces hide under the backward, so the simulated
      // step stays flat (error -19.7%; 16B at 32 slices and 64B at 4 slices came within 15% with HBM priced at its
      // sustained rate, 64B at 8 slices when the gradient reduce-scatters' additions became TensorCore work, 64B at 16
      // slices, -15.07% to -14.8%, when the scripts' one-hot embedding (use_iota_embed=true) was priced as a matmul)
      // (Llama 2 70B on v6e-256, -16.3% with the recipe priced as published, came within, -11.6%, when v6e's vector
      // unit was priced at its published clock and its HBM at its published rate: ChipSpecsTest, HbmCurveTest)
      "v5e-64b-32x", 0.21);

  static Stream<PublishedRows> rows() {
    return PublishedRows.all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void simulatedStepTimeIsWithinTheToleranceOfThePublishedOne(PublishedRows row) {
    StepReport r = simulatedWithinTolerance(row, KNOWN_MISSES);
    assertThat(r.fits()).as("%s ran on real chips, so its memory must fit: %s", row.id(), r.hbmBreakdownBytes())
        .isTrue();
  }

  /**
   * Simulates the row's step (compiled) and checks it against the published time, within {@link #TOLERANCE} or the
   * tolerance {@code knownMisses} holds the row to, and a plausible MFU; returns the report for further checks.
   */
  static StepReport simulatedWithinTolerance(PublishedRows row, Map<String, Double> knownMisses) {
    StepReport r = new StepSimulator(row.generation()).simulate(row.model(), row.recipe(),
        StepSimulator.Mode.COMPILED);
    double error = r.stepSeconds() / row.publishedStepSeconds() - 1;
    double tolerance = knownMisses.getOrDefault(row.id(), TOLERANCE);
    assertThat(Math.abs(error)).as("%s: simulated %.2f s vs published %.2f s (%s)", row.id(), r.stepSeconds(),
        row.publishedStepSeconds(), row.source()).isLessThanOrEqualTo(tolerance);
    assertThat(r.mfu()).isBetween(0.2, 0.9);
    return r;
  }

  @Test
  void everyRowNamesItsSourceAndTheTableCoversBothPublications() {
    List<PublishedRows> rows = PublishedRows.all();
    assertThat(rows).hasSize(27);
    assertThat(rows).allSatisfy(r -> assertThat(r.source()).startsWith("https://"));
    assertThat(rows).filteredOn(r -> r.generation().name().equals("V5E")).hasSize(24);
    assertThat(rows).filteredOn(r -> r.generation().name().equals("V6E")).hasSize(3);
    assertThat(KNOWN_MISSES.keySet()).allSatisfy(id -> assertThat(rows).anyMatch(r -> r.id().equals(id)));
  }
}
