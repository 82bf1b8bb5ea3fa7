package org.torchtpu.server.exec;

import io.netty.util.concurrent.FastThreadLocal;

/**
 * Who pays for the heap a thread's kernels keep from one op to the next (the {@link DotGeometryCache}'s geometries,
 * up to 1 MB a thread). A session's thread installs its tenant's heap share ({@link #install}), so a tenant's
 * hundreds of sessions cannot keep hundreds of megabytes outside it; a kernel keeps nothing the share refuses (it is a
 * cache). A thread with nothing installed (fork-join workers, a fixed number shared by all; tests) pays nothing.
 */
public final class KeptHeap {
  /** An account kept heap is charged to. */
  public interface Account {
    /** Takes {@code bytes} from the account; false (nothing taken) when it has no room. */
    boolean tryTake(long bytes);

    /** Gives back bytes taken before. */
    void giveBack(long bytes);
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

  private KeptHeap() {}

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
