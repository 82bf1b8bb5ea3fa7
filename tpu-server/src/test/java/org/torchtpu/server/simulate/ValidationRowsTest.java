package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Prints the validation table (scratch, replaced below). */
class ValidationRowsTest {
  static Stream<PublishedRows> rows() {
    return PublishedRows.validation().stream();
  }

  @Test
  void print() {
    for (List<PublishedRows> set : List.of(PublishedRows.all(), PublishedRows.validation())) {
      for (PublishedRows row : set) {
        StepReport r = new StepSimulator(row.generation()).simulate(row.model(), row.recipe(),
            StepSimulator.Mode.COMPILED);
        System.out.printf("ROW %-24s pub %8.3f sim %8.3f err %+6.1f%% mfu %.1f%% hbm %.1f GiB fits %s%n", row.id(),
            row.publishedStepSeconds(), r.stepSeconds(), 100 * (r.stepSeconds() / row.publishedStepSeconds() - 1),
            100 * r.mfu(), r.peakHbmBytesPerDevice() / Math.pow(2, 30), r.fits());
      }
    }
  }
}
