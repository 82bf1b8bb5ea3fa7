package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * Whether the kernel running on this thread is still wanted. A single kernel may run up to
 * {@code torchtpu.limits.max-work} (minutes of CPU for one product or convolution), and it used to run to its end
 * after its session closed or its caller cancelled, on chips and heap its session had given back. A session's thread
 * installs a question ({@link #install}: its close; each call installs its own, its close or its caller gone);
 * products and convolutions ask it between blocks of rows, elementwise ops, reductions and fused kernels every
 * {@link #CHECK_WORK} element-steps ({@link #check}), a field read and the question (a volatile read, for
 * a unary call also gRPC's {@code Context.isCancelled}, a few ns) per block of about 10^6-10^8 multiply-adds, and
 * stop with {@link RunCancelledException} (CANCELLED) when it says so. Parallel parts carry the calling thread's
 * question to the fork-join workers that run them ({@link #forEachPart}), and the kernel returns only once none of
 * them runs. A thread with nothing installed (tests, warm-up, compile-time folding) never stops. A carried part must
 * not start a parallel loop of its own: a worker joining it could run another session's part under this session's
 * question.
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

  /**
   * Element-steps between checks of the kernels that ask by the work done (elementwise ops, reductions, fused
   * kernels): about a millisecond of a core. Smaller kernels never ask, so the small-op path reads nothing more.
   */
  public static final int CHECK_WORK = 1 << 20;

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
   * Runs {@code body} for each of {@code parts} (a parallel or sequential range) as one loop of a kernel: each part
   * runs with the calling thread's question installed on the thread that runs it (a fork-join worker has none of its
   * own) and asks it before it starts. When a part stops or fails, the loop is abandoned: parts still queued start and
   * return at once, running parts stop at their next check, and this returns (throwing what the part threw) only once
   * no part runs any more. A parallel forEach alone returns as soon as one part throws, with the others still running
   * or queued on the pool: they went on whole after the call had its CANCELLED answer, outside the tenant's turn and
   * holding the call's operands.
   *
   * @param kernel what stops, for the message ("a matrix product")
   */
  public static void forEachPart(IntStream parts, IntConsumer body, String kernel) {
    KernelStop stop = current();
    if (stop == NEVER) {
      parts.forEach(body);
      return;
    }
    Loop loop = new Loop(stop, kernel);
    try {
      parts.forEach(part -> loop.runPart(part, body));
    } catch (RuntimeException | Error e) {
      loop.abandon();
      loop.awaitNoPartRunning();
      throw e;
    }
  }

  /** One parallel loop of a kernel: whether it was abandoned and how many of its parts are running. */
  private static final class Loop {
    private final String kernel;
    /** What the parts ask: the caller's question, or whether another part of this loop already stopped. */
    private final KernelStop partsStop;
    private final AtomicInteger running = new AtomicInteger();
    private volatile boolean abandoned;

    Loop(KernelStop callers, String kernel) {
      this.kernel = kernel;
      this.partsStop = new KernelStop(() -> abandoned || callers.stopped.getAsBoolean());
    }

    void runPart(int part, IntConsumer body) {
      // counted before the abandoned flag is read, and the caller sets the flag (abandon) before it reads the count
      // (awaitNoPartRunning): either the part sees the flag and does not start, or the caller sees the part and waits
      // for it (volatile and atomic reads and writes are sequentially consistent)
      running.incrementAndGet();
      try {
        if (abandoned) {
          return; // the loop failed already: its answer is out, nothing of it runs after
        }
        partsStop.check(kernel);
        KernelStop previous = install(partsStop);
        try {
          body.accept(part);
        } finally {
          install(previous);
        }
      } catch (RuntimeException | Error e) {
        abandoned = true; // the other parts stop at their next check
        throw e;
      } finally {
        if (running.decrementAndGet() == 0 && abandoned) {
          synchronized (this) {
            notifyAll();
          }
        }
      }
    }

    void abandon() {
      abandoned = true;
    }

    /** Waits for the running parts, which stop at their next check (one block of rows); keeps an interrupt. */
    synchronized void awaitNoPartRunning() {
      boolean interrupted = false;
      while (running.get() > 0) {
        try {
          wait();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
