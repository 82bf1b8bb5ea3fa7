package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;

/**
 * Who pays for the heap a thread's kernels keep from one op to the next (the {@link DotGeometryCache}'s geometries,
 * up to 1 MB a thread; matmul packing and tile buffers; the buffer pools of the programs it runs). A session's thread installs its tenant's heap share ({@link #install}), so a tenant's
 * hundreds of sessions cannot keep hundreds of megabytes outside it; a kernel keeps nothing the share refuses (it is a
 * cache). A thread with nothing installed (fork-join workers, a fixed number shared by all; tests) pays nothing.
 */
public final class KeptHeap {
  /** An account kept heap is charged to. */
  public interface Account {
    /** Takes {@code bytes} from the account; false (nothing taken) when it has no room. */
    boolean tryTake(long bytes);

    /**
     * As {@link #tryTake}, for storage that itself gives way to a refusal (a program's kept pool,
     * {@link Kept#reclaim}): empties no other such storage to make room.
     */
    default boolean tryTakeGivingWay(long bytes) {
      return tryTake(bytes);
    }

    /** Gives back bytes taken before. */
    void giveBack(long bytes);

    /**
     * Calls {@code kept.drop(this)} when this account closes (its session's thread stopped), until {@link #forget}:
     * for kept storage that outlives the thread, which the close must make let go of what it paid for. At once when
     * the account is closed already. An account that never closes ignores it.
     */
    default void dropAtClose(Kept kept) {}

    /** {@code kept} no longer holds anything this account pays for: not to be dropped at its close. */
    default void forget(Kept kept) {}
  }

  /**
   * Kept storage that does not die with the thread that keeps it (a compiled program's buffer pool, kept by the
   * program, which other sessions and the program cache may hold): its payer's close must make it let go.
   */
  public interface Kept {
    /** {@code closing} (which paid for this, and has given its charge back) closed: let go of what it paid for. */
    void drop(Account closing);

    /**
     * A heap take of {@code payer}'s tenant is about to be refused: let go of what {@code payer} pays for, giving its
     * charge back; returns the bytes given back.
     */
    long reclaim(Account payer);
  }

  /** The account of a thread nothing installed on: takes anything, charges no one. */
  public static final Account UNCHARGED = new Account() {
    @Override
    public boolean tryTake(long bytes) {
      return true;
    }

    @Override
    public void giveBack(long bytes) {}
  };

  private static final FastThreadLocal<Account> CURRENT = new FastThreadLocal<>() {
    @Override
    protected Account initialValue() {
      return UNCHARGED;
    }
  };

  /** Charges put off until the running call's reservation is released (null: none put off on this thread). */
  private static final FastThreadLocal<java.util.List<Runnable>> DEFERRED = new FastThreadLocal<>();

  private KeptHeap() {}

  /**
   * Runs {@code charge} (kept storage charging its payer) once the reservation of the call running on this thread is
   * released ({@link #deferCharges}), at once when none is: the storage was the call's intermediates, which that
   * reservation covers, so charging it before would count it twice.
   */
  public static void whenReservationReleased(Runnable charge) {
    java.util.List<Runnable> deferred = DEFERRED.get();
    if (deferred == null) {
      charge.run();
    } else {
      deferred.add(charge);
    }
  }

  /** From now on this thread's charges wait for {@link #chargeDeferred}; returns what to pass it. */
  public static java.util.List<Runnable> deferCharges() {
    java.util.List<Runnable> previous = DEFERRED.get();
    DEFERRED.set(new java.util.ArrayList<>(2));
    return previous;
  }

  /** The call's reservation is released: runs the charges put off since {@link #deferCharges} returned previous. */
  public static void chargeDeferred(java.util.List<Runnable> previous) {
    java.util.List<Runnable> deferred = DEFERRED.get();
    DEFERRED.set(previous);
    for (Runnable charge : deferred) {
      charge.run();
    }
  }

  /** Makes {@code account} the calling thread's, before its kernels keep anything; returns the one it replaces. */
  public static Account install(Account account) {
    Account previous = CURRENT.get();
    CURRENT.set(account);
    return previous;
  }

  /** The calling thread's account. */
  public static Account current() {
    return CURRENT.get();
  }
}
