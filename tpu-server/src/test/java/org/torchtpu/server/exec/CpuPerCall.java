package org.torchtpu.server.exec;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * Thread CPU per call of small kernels run on the calling thread, as a session's thread runs them (its
 * {@link KernelStop} installed), for the measurements comparing a build whose kernels ask the stop against one before:
 * every case warmed up, then the median of rounds of 20,000 calls each.
 */
public final class CpuPerCall {
  private static final int CALLS = 20_000;
  /** Never set: the stop's question reads it as a session's reads its closing flag. */
  private static volatile boolean closing;

  private CpuPerCall() {}

  /** One kernel call to time, named for the printout. */
  public record Case(String name, Supplier<Object> run) {}

  /** Installs on this thread the stop a session's thread has (it asks a volatile flag), then prints each case's CPU. */
  public static void printAsASessionThread(List<Case> cases, int rounds) {
    KernelStop.install(new KernelStop(() -> closing));
    int width = cases.stream().mapToInt(c -> c.name().length()).max().orElse(0) + 2;
    var threads = ManagementFactory.getThreadMXBean();
    Object sink = null;
    for (Case c : cases) {
      for (int i = 0; i < CALLS; i++) {
        sink = c.run().get();
      }
    }
    for (Case c : cases) {
      double[] nanos = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        long cpu0 = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < CALLS; i++) {
          sink = c.run().get();
        }
        nanos[r] = (threads.getCurrentThreadCpuTime() - cpu0) / (double) CALLS;
      }
      Arrays.sort(nanos);
      System.out.printf("%-" + width + "s median %8.0f ns CPU per call (min %.0f, max %.0f)%n", c.name(),
          nanos[rounds / 2], nanos[0], nanos[rounds - 1]);
    }
    if (sink == null) {
      System.out.println();
    }
  }
}
