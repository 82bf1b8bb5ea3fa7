package org.torchtpu.server.runtime;

import java.util.ArrayDeque;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A session's serial queue: its tasks run one at a time, in the order they were queued, each seeing
 * what the one before it did. Normally on the session's own thread; {@link #runHereIfIdle} runs a task
 * on the calling thread instead when nothing else is queued or running, which saves the wake-up of
 * the session's thread (0.5-1 ms on an idle VM, several under load, measured along one collective)
 * for a task that cannot block, e.g. a collective whose peers' parts are all in already.
 *
 * <p>Mutual exclusion and ordering are the queue's own: a task is "active" from the moment it is
 * taken until it returns, and no other task starts meanwhile, whichever thread runs it. Handing over
 * between threads goes through this object's lock, so each task sees the previous task's writes.
 */
final class SerialQueue {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(SerialQueue.class);

  private final ExecutorService thread;
  private final String name;
  // Guarded by `this`.
  private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
  private boolean active;
  private boolean shutdown;
  private long ranHere;

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
        return; // whoever runs the active task hands the queue on when it is done
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

  /**
   * Runs {@code task} on the calling thread when the queue is idle and {@code condition}, checked once
   * the queue is held (no other task can run or change anything meanwhile), holds; otherwise queues
   * it as {@link #execute} would, ahead of anything queued while the condition was checked.
   *
   * @return true when the task ran here
   * @throws RejectedExecutionException after {@link #shutdown}
   */
  boolean runHereIfIdle(BooleanSupplier condition, Runnable task) {
    synchronized (this) {
      if (shutdown) {
        throw new RejectedExecutionException(name + " is shut down");
      }
      if (active) {
        tasks.addLast(task);
        return false;
      }
      active = true;
    }
    boolean here;
    try {
      here = condition.getAsBoolean();
    } catch (RuntimeException e) {
      log.warn("{}: the check for running a task here failed; queued instead", name, e);
      here = false;
    }
    try {
      if (here) {
        task.run();
      }
    } finally {
      synchronized (this) {
        if (here) {
          ranHere++;
        } else {
          tasks.addFirst(task);
        }
      }
      handOn();
    }
    return here;
  }

  /** Nothing runs or waits. */
  synchronized boolean idle() {
    return !active && tasks.isEmpty();
  }

  /** Tasks run on a caller's thread so far. */
  synchronized long ranHere() {
    return ranHere;
  }

  /** After a task ran on a caller's thread: the session's thread takes what was queued meanwhile. */
  private void handOn() {
    synchronized (this) {
      if (tasks.isEmpty()) {
        active = false;
        notifyAll();
        return;
      }
    }
    thread.execute(this::drain);
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
