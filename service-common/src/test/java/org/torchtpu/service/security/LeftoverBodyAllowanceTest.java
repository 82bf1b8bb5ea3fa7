package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The allowance's arithmetic: debts carry over between a connection's drains, credit does not, reads are capped. */
class LeftoverBodyAllowanceTest {
  private static final long SECOND = TimeUnit.SECONDS.toNanos(1);
  private static final long TWO_MB = 2_000_000;

  @Test
  void timeSavedUpByFastDrainsDoesNotCarryIntoALaterDrain() {
    LeftoverBodyAllowance allowance = new LeftoverBodyAllowance(SECOND);
    for (int i = 0; i < 10; i++) {
      // each 2 MB drained in 0.1 s earns about 7.5 s more than it took
      allowance.spend(TWO_MB, SECOND / 10);
    }
    assertThat(allowance.leftNanos(0, 0)).as("a later drain that has read nothing yet").isEqualTo(SECOND);
  }

  @Test
  void aDrainSlowerThanItsBytesLeavesADebtForTheNext() {
    LeftoverBodyAllowance allowance = new LeftoverBodyAllowance(3 * SECOND);
    allowance.spend(0, 2 * SECOND);
    assertThat(allowance.leftNanos(0, 0)).isEqualTo(SECOND);
    allowance.spend(0, 2 * SECOND);
    assertThat(allowance.leftNanos(0, 0)).isEqualTo(-SECOND);
    assertThat(allowance.nextReadMillis(0, 0, 60_000)).as("a spent allowance waits for nothing").isZero();
  }

  @Test
  void noReadWaitsLongerThanTheConnectorsReadTimeout() {
    LeftoverBodyAllowance allowance = new LeftoverBodyAllowance(SECOND);
    // within one drain, 20 MB at full speed earn far more than the connector's 2 s read timeout
    assertThat(allowance.leftNanos(10 * TWO_MB, SECOND / 10)).isGreaterThan(60 * SECOND);
    assertThat(allowance.nextReadMillis(10 * TWO_MB, SECOND / 10, 2_000)).isEqualTo(2_000);
    assertThat(new LeftoverBodyAllowance(10 * SECOND).nextReadMillis(0, 0, 2_000)).isEqualTo(2_000);
    assertThat(new LeftoverBodyAllowance(SECOND).nextReadMillis(0, 0, 5_000)).as("the allowance when shorter")
        .isEqualTo(1_000);
  }
}
