package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocalThread;

/**
 * Threads that run kernels one after another (a session's queue). Each is Netty's {@link FastThreadLocalThread}, on
 * which the kernels' per-thread state ({@link BufferPool}'s installed pool, {@link MatmulPacking}'s packing buffers,
 * the fused kernels' tile scratch) is an indexed array slot, read on every kernel output allocation, rather than a
 * probe of the thread's hashed ThreadLocal table. On other threads (fork-join workers, tests) the same state falls
 * back to one ThreadLocal, as before.
 */
public final class KernelThreads {
  private KernelThreads() {}

  /** A new, unstarted thread that runs {@code task} under {@code name}. */
  public static Thread newThread(Runnable task, String name) {
    return new FastThreadLocalThread(task, name);
  }
}
