package org.torchtpu.server.runtime;

import java.util.ArrayDeque;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * A session's serial queue: its tasks run one at a time, in the order they were queued, each seeing
 * what the one before it did, always on the session's own thread. (Tasks never run on the caller's
 * thread: callers are transport event loops, and a session's task may wait, e.g. for a collective's
 * peers, up to the world's collective timeout.)
 */
final class SerialQueue {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(SerialQueue.class);

  private final ExecutorService thread;
  private final String name;
  // Guarded by `this`.
  private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
  private boolean active;
  private boolean shutdown;

  SerialQueue(String name) {
    this.name = name;
    this.thread = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    });
  }

  /** Queues {@code task}; the session's thread runs it after those queued before. */
  void execute(Runnable task) {
    synchronized (this) {
      if (shutdown) {
        throw new RejectedExecutionException(name + " is shut down");
      }
      tasks.addLast(task);
      if (active) {
        return; // the session's thread, draining, takes it after those before
      }
      active = true;
    }
    thread.execute(this::drain);
  }

  <T> Future<T> submit(Callable<T> task) {
    FutureTask<T> f = new FutureTask<>(task);
    execute(f);
    return f;
  }

  /** Nothing runs or waits. */
  synchronized boolean idle() {
    return !active && tasks.isEmpty();
  }

  /** On the session's thread: runs queued tasks until none is left. */
  private void drain() {
    while (true) {
      Runnable task;
      synchronized (this) {
        task = tasks.pollFirst();
        if (task == null) {
          active = false;
          notifyAll();
          return;
        }
      }
      try {
        task.run();
      } catch (RuntimeException | Error e) {
        log.warn("{}: a queued task failed", name, e); // the queue goes on, as a fresh executor thread would
      }
    }
  }

  /** Refuses new tasks; those queued still run. */
  synchronized void shutdown() {
    shutdown = true;
  }

  /** Waits until the queued tasks have run (at most {@code timeout}), then stops the session's thread. */
  void awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    long until = System.nanoTime() + unit.toNanos(timeout);
    synchronized (this) {
      while ((active || !tasks.isEmpty()) && System.nanoTime() < until) {
        TimeUnit.NANOSECONDS.timedWait(this, until - System.nanoTime());
      }
    }
    thread.shutdown();
  }
}
