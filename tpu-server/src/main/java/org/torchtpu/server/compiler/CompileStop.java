package org.torchtpu.server.compiler;

import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.torchtpu.server.exec.RunCancelledException;

/**
 * Whether the compile work on this thread (a StableHLO import, SPMD partitioning, the compiler's passes, a simulated
 * step) is still wanted. Only a simulation installs a question ({@link #whileWanted}: its REST request's key revoked),
 * and the work asks it between passes and every {@link #CHECK_OPS} ops, so a revoked simulation gives back its CPU and
 * slot within about a pass rather than at its end. A compile for Compile or for an op chunk never has one: several
 * callers may wait for that one compile, which must not stop for one of them.
 */
public final class CompileStop {
  /** Ops between questions in loops over a module's ops (an import of 10^5 ops asks about a hundred times). */
  public static final int CHECK_OPS = 1 << 10;

  private static final ThreadLocal<BooleanSupplier> CURRENT = new ThreadLocal<>();

  private CompileStop() {}

  /** Runs {@code work} on this thread with {@code stopped} as its question (true: no longer wanted). */
  public static <T> T whileWanted(BooleanSupplier stopped, Supplier<T> work) {
    BooleanSupplier previous = CURRENT.get();
    CURRENT.set(stopped);
    try {
      return work.get();
    } finally {
      if (previous == null) {
        CURRENT.remove();
      } else {
        CURRENT.set(previous);
      }
    }
  }

  /**
   * Throws when the work on this thread is no longer wanted.
   *
   * @param what what stops, for the message ("a simulation's compile")
   * @throws RunCancelledException when the installed question says so
   */
  public static void check(String what) {
    BooleanSupplier stopped = CURRENT.get();
    if (stopped != null && stopped.getAsBoolean()) {
      throw new RunCancelledException(what + " stopped part way: it is no longer wanted");
    }
  }
}
