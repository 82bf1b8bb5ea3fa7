package org.torchtpu.server.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Any key may simulate, and a simulation holds its slot as long as it runs: one caller holds at most its share of the
 * slots (half, at least one), so a tenant streaming requests cannot keep every other tenant at 429.
 */
class SimulateLimitsTest {

  @Test
  void oneCallerHoldsAtMostItsShareAndAnotherStillFindsASlot() throws Exception {
    SimulateLimits limits = new SimulateLimits(2);
    assertThat(limits.perCaller()).isEqualTo(1);
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(1);
    Thread flood = new Thread(() -> limits.run("mallory", () -> {
      holding.countDown();
      try {
        return done.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }));
    flood.start();
    try {
      assertThat(holding.await(60, TimeUnit.SECONDS)).isTrue();
      SimulateLimits.BusyException refused = catchThrowableOfType(SimulateLimits.BusyException.class,
          () -> limits.run("mallory", () -> 1));
      assertThat(refused).hasMessageContaining("mallory already runs 1 simulation(s)")
          .hasMessageContaining("torchtpu.simulate.max-concurrent");
      assertThat(limits.run("alice", () -> 7)).isEqualTo(7); // the slot mallory could not take
    } finally {
      done.countDown();
      flood.join(TimeUnit.SECONDS.toMillis(60));
    }
    assertThat(limits.run("mallory", () -> 8)).isEqualTo(8); // its share is back once its simulation ended
  }

  @Test
  void withKeysOffTheOneTrustedCallerMayUseEverySlot() throws Exception {
    SimulateLimits limits = new SimulateLimits(2);
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(1);
    Thread first = new Thread(() -> limits.run(() -> {
      holding.countDown();
      try {
        return done.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }));
    first.start();
    try {
      assertThat(holding.await(60, TimeUnit.SECONDS)).isTrue();
      assertThat(limits.run(() -> 2)).isEqualTo(2);
    } finally {
      done.countDown();
      first.join(TimeUnit.SECONDS.toMillis(60));
    }
  }

  /**
   * With one slot (max-concurrent=1) a caller's share is the whole host: the share protects no other tenant, which the
   * limits say (and the host warns at startup) rather than pretend; from two slots a caller at its share leaves one.
   */
  @Test
  void oneSlotLeavesNoOtherCallerASlot() throws Exception {
    SimulateLimits one = new SimulateLimits(1);
    assertThat(one.perCaller()).isEqualTo(1);
    assertThat(one.leavesOthersASlot()).isFalse();
    assertThat(new SimulateLimits(2).leavesOthersASlot()).isTrue();
    assertThat(new SimulateLimits(3).leavesOthersASlot()).isTrue();
  }
}
