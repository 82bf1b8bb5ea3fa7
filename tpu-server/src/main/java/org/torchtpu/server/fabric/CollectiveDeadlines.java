package org.torchtpu.server.fabric;

import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The deadlines of collectives waiting without a thread ({@link Mailbox#awaitAsync}), on one daemon thread
 * that sleeps until the earliest of them. Adding a deadline later than the one it sleeps towards (the usual
 * case: every collective of a world has the same timeout, so each new one ends after those before it) and
 * cancelling one do not wake it; a {@code ScheduledThreadPoolExecutor} woke its thread for every collective
 * that had to wait (the new task became the head of its queue), one more thread to schedule per collective.
 */
final class CollectiveDeadlines {
  /** One deadline; cancelled by {@link #cancel}. */
  static final class Entry implements Comparable<Entry> {
    private static final AtomicLong IDS = new AtomicLong();
    final long deadlineNanos;
    final long id = IDS.incrementAndGet();
    final Runnable action;

    Entry(long deadlineNanos, Runnable action) {
      this.deadlineNanos = deadlineNanos;
      this.action = action;
    }

    @Override
    public int compareTo(Entry o) {
      int c = Long.compare(deadlineNanos - o.deadlineNanos, 0); // nanoTime values compare by difference
      return c != 0 ? c : Long.compare(id, o.id);
    }
  }

  private final ConcurrentSkipListSet<Entry> entries = new ConcurrentSkipListSet<>();
  /** When the thread will look again; guarded by this. */
  private long wakeAt;
  private boolean sleeping;

  CollectiveDeadlines(String threadName) {
    Thread t = new Thread(this::loop, threadName);
    t.setDaemon(true);
    t.start();
  }

  /** Runs {@code action} on this thread once {@code deadlineNanos} (a {@link System#nanoTime} value) has passed, unless cancelled. */
  Entry schedule(long deadlineNanos, Runnable action) {
    Entry e = new Entry(deadlineNanos, action);
    entries.add(e);
    synchronized (this) {
      if (!sleeping || deadlineNanos - wakeAt < 0) {
        notifyAll(); // earlier than it planned to look (or it is between looks): it re-reads the earliest
      }
    }
    return e;
  }

  void cancel(Entry e) {
    entries.remove(e);
  }

  private void loop() {
    while (true) {
      long now = System.nanoTime();
      Entry first;
      while ((first = firstOrNull()) != null && first.deadlineNanos - now <= 0) {
        if (entries.remove(first)) {
          try {
            first.action.run();
          } catch (RuntimeException | Error e) {
            org.slf4j.LoggerFactory.getLogger(CollectiveDeadlines.class).error("a collective's deadline failed", e);
          }
        }
        now = System.nanoTime();
      }
      synchronized (this) {
        Entry head = firstOrNull();
        long wait = head == null ? 60_000_000_000L : head.deadlineNanos - System.nanoTime();
        if (wait > 0) {
          wakeAt = System.nanoTime() + wait;
          sleeping = true;
          try {
            java.util.concurrent.TimeUnit.NANOSECONDS.timedWait(this, wait);
          } catch (InterruptedException ignored) {
            // a daemon thread: goes on looking
          } finally {
            sleeping = false;
          }
        }
      }
    }
  }

  private Entry firstOrNull() {
    try {
      return entries.first();
    } catch (java.util.NoSuchElementException empty) {
      return null;
    }
  }
}
