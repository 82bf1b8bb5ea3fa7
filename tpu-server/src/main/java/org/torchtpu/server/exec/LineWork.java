package org.torchtpu.server.exec;

/**
 * The work of a kernel that runs line by line on one thread (sort, FFT), counted as its lines end: it asks its
 * thread's {@link KernelStop} once every {@link KernelStop#CHECK_WORK} element-steps, so a large one stops between
 * lines after its call's cancel or its session's close, and one below that much work never asks.
 */
final class LineWork {
  private final KernelStop stop = KernelStop.current();
  private final String kernel;
  private long sinceAsked;

  LineWork(String kernel) {
    this.kernel = kernel;
  }

  /** About n log2 n element-steps: a line of {@code n} sorted or transformed. */
  static long nLogN(int n) {
    return (long) n * Math.max(1, 32 - Integer.numberOfLeadingZeros(n));
  }

  /** Counts a line of {@code work} element-steps done, and asks when enough has been done since the last question. */
  void lineDone(long work) {
    sinceAsked += work;
    if (sinceAsked >= KernelStop.CHECK_WORK) {
      sinceAsked = 0;
      stop.check(kernel);
    }
  }
}
