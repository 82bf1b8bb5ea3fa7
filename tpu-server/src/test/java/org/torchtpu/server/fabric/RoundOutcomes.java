package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** What the tests of incomplete collective rounds wait for and read from a rank's outcome. */
final class RoundOutcomes {
  private RoundOutcomes() {}

  /** Waits until {@code condition} holds, failing after a generous 60 s (a hang, not a timing assertion). */
  static void await(BooleanSupplier condition, String what) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > until) {
        throw new AssertionError("not within 60 s: " + what);
      }
      Thread.sleep(5);
    }
  }

  /** The status a rank's outcome failed with; fails the test when it is a value. */
  static Status status(Object outcome) {
    assertThat(outcome).as("a failure, not a value").isInstanceOf(StatusRuntimeException.class);
    return ((StatusRuntimeException) outcome).getStatus();
  }
}
