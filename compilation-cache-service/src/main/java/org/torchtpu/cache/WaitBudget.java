package org.torchtpu.cache;

/** How long a GetOrReserve caller may still wait, and whether it has gone away. */
public interface WaitBudget {

  /** Nanoseconds left before the caller's deadline; Long.MAX_VALUE when it has none. */
  long remainingNanos();

  boolean isCancelled();

  WaitBudget UNBOUNDED = new WaitBudget() {
    @Override
    public long remainingNanos() {
      return Long.MAX_VALUE;
    }

    @Override
    public boolean isCancelled() {
      return Thread.currentThread().isInterrupted();
    }
  };
}
