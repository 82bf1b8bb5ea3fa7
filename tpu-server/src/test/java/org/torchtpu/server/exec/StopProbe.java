package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Runs kernels under a {@link KernelStop} that counts the questions they ask, for the tests that a kernel asks its
 * thread's stop part way (and a small one never does). Each run installs its stop on the calling thread and puts
 * {@link KernelStop#NEVER} back after, however it ends.
 */
public final class StopProbe {
  private StopProbe() {}

  /**
   * Runs {@code kernel} under a stop that says "go on" to its first {@code goOn} questions and "no longer wanted" from
   * the next; the kernel must end with {@link RunCancelledException} saying it stopped part way.
   *
   * @return the questions asked (parts running in parallel may each ask once more before they see the stop)
   */
  public static int questionsUntilStopped(String what, int goOn, Supplier<?> kernel) {
    AtomicInteger asked = new AtomicInteger();
    KernelStop.install(new KernelStop(() -> asked.incrementAndGet() > goOn));
    try {
      assertThatThrownBy(kernel::get).as(what).isInstanceOf(RunCancelledException.class)
          .hasMessageContaining("stopped part way");
    } finally {
      KernelStop.install(KernelStop.NEVER);
    }
    return asked.get();
  }

  /** Runs {@code work} under a stop that never says stop. @return the questions it asked */
  public static int questionsAsked(Runnable work) {
    AtomicInteger asked = new AtomicInteger();
    KernelStop.install(new KernelStop(() -> asked.incrementAndGet() < 0));
    try {
      work.run();
    } finally {
      KernelStop.install(KernelStop.NEVER);
    }
    return asked.get();
  }
}
