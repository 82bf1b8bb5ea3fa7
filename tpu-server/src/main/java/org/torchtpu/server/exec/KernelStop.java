package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * Whether the kernel running on this thread is still wanted. A single kernel may run up to
 * {@code torchtpu.limits.max-work} (minutes of CPU for one product or convolution), and it used to run to its end
 * after its session closed or its caller cancelled, on chips and heap its session had given back. A session's thread
 * installs its question once ({@link #install}); heavy kernels ask it between blocks of rows ({@link #check}), which
 * is a field read and a flag read per block of about 10^7-10^8 multiply-adds, and stop with {@link
 * RunCancelledException} (CANCELLED) when it says so. Parallel parts carry the calling thread's question to the
 * fork-join workers that run them ({@link #carried}). A thread with nothing installed (tests, warm-up, compile-time
 * folding) never stops. A carried part must not start a parallel loop of its own: a worker joining it could run
 * another session's part under this session's question.
 */
public final class KernelStop {
  /** The question of a thread nothing installed on. */
  public static final KernelStop NEVER = new KernelStop(() -> false);
  private static final FastThreadLocal<KernelStop> CURRENT = new FastThreadLocal<>() {
    @Override
    protected KernelStop initialValue() {
      return NEVER;
    }
  };

  private final BooleanSupplier stopped;

  /** @param stopped true once the work is no longer wanted (its call cancelled, its session closed) */
  public KernelStop(BooleanSupplier stopped) {
    this.stopped = stopped;
  }

  /** Makes {@code stop} the calling thread's question; returns the one it replaces, to restore after. */
  public static KernelStop install(KernelStop stop) {
    KernelStop previous = CURRENT.get();
    CURRENT.set(stop);
    return previous;
  }

  /** The calling thread's question ({@link #NEVER} when none is installed). */
  public static KernelStop current() {
    return CURRENT.get();
  }

  /**
   * Throws when the work is no longer wanted.
   *
   * @param kernel what stops, for the message ("dot_general", "convolution")
   * @throws RunCancelledException when the session closed or the call was cancelled
   */
  public void check(String kernel) {
    if (this != NEVER && stopped.getAsBoolean()) {
      throw stoppedPartWay(kernel);
    }
  }

  /** Out of line: the kernels' loops inline only the two reads above. */
  private static RunCancelledException stoppedPartWay(String kernel) {
    return new RunCancelledException(kernel + " stopped part way: the call was cancelled or its session closed");
  }

  /**
   * {@code body} for the parts of a parallel loop: each part runs with the calling thread's question installed on the
   * thread that runs it (a fork-join worker has none of its own), and asks it before it starts.
   */
  public static IntConsumer carried(IntConsumer body, String kernel) {
    KernelStop stop = current();
    if (stop == NEVER) {
      return body;
    }
    return part -> {
      stop.check(kernel);
      KernelStop previous = install(stop);
      try {
        body.accept(part);
      } finally {
        install(previous);
      }
    };
  }
}
