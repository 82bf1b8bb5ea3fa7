package org.torchtpu.server.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Any key may simulate, and a simulation holds its slot as long as it runs: one caller holds at most its share of the
 * slots (half, at least one), so a tenant streaming requests cannot keep every other tenant at 429.
 */
class SimulateLimitsTest {
  /** Runs {@code check} while {@code caller} (null: keys off) holds one slot of {@code limits} with a simulation. */
  private static void whileHolding(SimulateLimits limits, String caller, Runnable check) throws Exception {
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(1);
    java.util.function.Supplier<Boolean> simulation = () -> {
      holding.countDown();
      try {
        return done.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    };
    Thread holder = new Thread(() -> {
      if (caller == null) {
        limits.run(simulation);
      } else {
        limits.run(caller, simulation);
      }
    });
    holder.start();
    try {
      assertThat(holding.await(60, TimeUnit.SECONDS)).isTrue();
      check.run();
    } finally {
      done.countDown();
      holder.join(TimeUnit.SECONDS.toMillis(60));
    }
  }

  @Test
  void oneCallerHoldsAtMostItsShareAndAnotherStillFindsASlot() throws Exception {
    SimulateLimits limits = new SimulateLimits(2);
    assertThat(limits.perCaller()).isEqualTo(1);
    whileHolding(limits, "mallory", () -> {
      SimulateLimits.BusyException refused = catchThrowableOfType(SimulateLimits.BusyException.class,
          () -> limits.run("mallory", () -> 1));
      assertThat(refused).hasMessageContaining("mallory already runs 1 simulation(s)")
          .hasMessageContaining("torchtpu.simulate.max-concurrent");
      assertThat(limits.run("alice", () -> 7)).isEqualTo(7); // the slot mallory could not take
    });
    assertThat(limits.run("mallory", () -> 8)).isEqualTo(8); // its share is back once its simulation ended
  }

  @Test
  void withKeysOffTheOneTrustedCallerMayUseEverySlot() throws Exception {
    SimulateLimits limits = new SimulateLimits(2);
    whileHolding(limits, null, () -> assertThat(limits.run(() -> 2)).isEqualTo(2));
  }

  /**
   * With one slot (max-concurrent=1) a caller's share is the whole host: the share protects no other tenant, which the
   * limits say (and the host warns at startup) rather than pretend; from two slots a caller at its share leaves one.
   */
  @ParameterizedTest(name = "{0} slot(s): {1} per caller, leaves others a slot: {2}")
  @CsvSource({"1, 1, false", "2, 1, true", "3, 1, true", "4, 2, true"})
  void aCallersShareIsHalfTheSlotsAndLeavesOthersOneFromTwoSlots(int slots, int perCaller, boolean leavesOthers) {
    SimulateLimits limits = new SimulateLimits(slots);
    assertThat(limits.perCaller()).isEqualTo(perCaller);
    assertThat(limits.leavesOthersASlot()).isEqualTo(leavesOthers);
  }
}
