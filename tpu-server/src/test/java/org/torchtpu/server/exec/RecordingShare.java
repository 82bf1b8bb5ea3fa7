package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A {@link KeptHeap.Account} with a fixed room that records what it holds, how often it was asked and what it is to
 * drop at its {@link #close}.
 */
public final class RecordingShare implements KeptHeap.Account {
  public final AtomicLong held = new AtomicLong();
  public final AtomicLong asked = new AtomicLong();
  /** Kept storage outliving its thread that this account pays for. */
  public final Set<KeptHeap.Kept> dropAtClose = ConcurrentHashMap.newKeySet();
  private final long room;

  public RecordingShare(long room) {
    this.room = room;
  }

  @Override
  public boolean tryTake(long bytes) {
    asked.incrementAndGet();
    if (held.get() + bytes > room) {
      return false;
    }
    held.addAndGet(bytes);
    return true;
  }

  @Override
  public void giveBack(long bytes) {
    held.addAndGet(-bytes);
  }

  @Override
  public void dropAtClose(KeptHeap.Kept kept) {
    dropAtClose.add(kept);
  }

  @Override
  public void forget(KeptHeap.Kept kept) {
    dropAtClose.remove(kept);
  }

  /** As a session's thread stopping: all it held goes back, and what it paid for outside the thread lets go. */
  public void close() {
    held.set(0);
    for (KeptHeap.Kept kept : dropAtClose) {
      kept.drop(this);
    }
    dropAtClose.clear();
  }

  /** Runs {@code body} on a new thread with {@code account} installed first, as a session's thread. */
  public static void onSessionThread(KeptHeap.Account account, Runnable body) throws InterruptedException {
    Throwable[] failed = new Throwable[1];
    Thread t = new Thread(() -> {
      KeptHeap.install(account);
      try {
        body.run();
      } catch (Throwable e) {
        failed[0] = e;
      }
    });
    t.start();
    t.join(60_000); // a bound on a hang, not a timing
    assertThat(t.isAlive()).isFalse();
    assertThat(failed[0]).isNull();
  }
}
