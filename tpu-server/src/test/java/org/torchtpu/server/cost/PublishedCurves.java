package org.torchtpu.server.cost;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.function.LongToDoubleFunction;

/** A simulated curve against published microbenchmark points: each within a tolerance, the table printed. */
final class PublishedCurves {
  private PublishedCurves() {}

  /**
   * @param published size -> published rate, in the order to print
   * @param sizeFormat how a size is printed in the table and in a failure ("%6d^3", "%11d B")
   * @param unit the rate's unit, for a failure message
   */
  static void assertEveryPointWithin(Map<Long, Double> published, LongToDoubleFunction simulatedRate, double tolerance,
      String sizeFormat, String unit) {
    StringBuilder table = new StringBuilder();
    for (var e : published.entrySet()) {
      double simulated = simulatedRate.applyAsDouble(e.getKey());
      double error = simulated / e.getValue() - 1;
      String size = String.format(sizeFormat, e.getKey());
      table.append(String.format("%s  published %7.1f  simulated %7.1f  %+5.1f%%%n", size, e.getValue(), simulated,
          100 * error));
      assertThat(Math.abs(error)).as("%s: simulated %.1f %s vs published %.1f", size.trim(), simulated, unit,
          e.getValue()).isLessThanOrEqualTo(tolerance);
    }
    System.out.print(table);
  }
}
