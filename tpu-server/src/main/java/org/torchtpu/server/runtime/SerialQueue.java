package org.torchtpu.server.runtime;

import java.util.ArrayDeque;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.exec.KernelStop;
import org.torchtpu.server.exec.KernelThreads;
import org.torchtpu.server.security.TenantQuotas;
import org.torchtpu.server.security.TenantTurns;

/**
 * A session's serial queue: its tasks run one at a time, in the order they were queued, each seeing
 * what the one before it did, normally on the session's own thread.
 *
 * <p>A task may {@link #suspend} the queue: it returns, its thread goes back to whoever lent it, and
 * the queue stays held (no later task runs) until the returned {@link Hold} is released, from any
 * thread; a collective's batch does this instead of parking the session's thread until the other
 * ranks' parts are in, and whoever completes the collective finishes the batch and releases the
 * queue. What the task did before suspending happens-before what runs after the release (both pass
 * the queue's lock), so the session's state still has one writer at a time.
 *
 * <p>{@link #runHereIfIdle} runs a task on the caller's thread (a transport event loop) when nothing
 * is queued or running. Only tasks that never wait may be run so (a collective that suspends rather
 * than waits): an event loop serves every tenant's streams. Whatever is queued behind such a task
 * runs on the session's thread, never on the caller's.
 *
 * <p>Every task runs holding one of its tenant's turns ({@link TenantTurns}): the queue takes one before its thread
 * starts and gives it back when it has nothing left to run, when a task suspends it, after each task while another
 * session of the tenant waits for a turn (the queue then lines up again behind it), and while a task waits for other
 * ranks ({@link #waitingOutsideTurn}).
 */
final class SerialQueue {
  private static final Logger log = LoggerFactory.getLogger(SerialQueue.class);

  private final ExecutorService thread;
  private final String name;
  private final TenantTurns turns;
  /** What waits in the tenant's line for a turn (one object, so a closing queue can step out of the line). */
  private final Runnable startInTurn = this::start;
  // Guarded by `this`.
  private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
  private boolean active;
  private boolean shutdown;
  /** The heap this queue's thread keeps between tasks, charged to a tenant; null when nobody pays for it. */
  private final SessionKeptHeap keptHeap;
  /** What runs once the shut down queue has stopped (see {@link #whenStopped}). */
  private Runnable onStopped;
  /** The task running now, while it runs (its suspension, if it asked for one). */
  private Hold current;
  /** Tasks that ran on a caller's thread ({@link #runHereIfIdle}), and queues suspended (for tests and the hand-off count). */
  private long ranOnCaller;
  private long suspensions;
  /** While the running task waits in line to take its turn back after a wait outside it: what the line runs. */
  private Runnable retaking;

  /**
   * A suspended task's hold on the queue. {@link #release} lets the queue go on; {@link #releaseWith}
   * first runs one more task, ahead of those queued, on the session's thread (work too heavy for the
   * releasing thread, e.g. a transport event loop).
   */
  final class Hold {
    private boolean suspended;
    private boolean released;
    /** The task's own thread has returned from it while it was suspended and not yet released. */
    private boolean parked;
    /** Given by an early {@link #releaseWith}: runs next, on the session's thread. */
    private Runnable next;
    /** The task runs on a caller's thread ({@link #runHereIfIdle}). */
    private final boolean onCaller;

    private Hold(boolean onCaller) {
      this.onCaller = onCaller;
    }

    /** Lets the queue go on with the tasks queued meanwhile (on the session's thread). Once only. */
    void release() {
      releaseWith(null);
    }

    /** Runs {@code task} (if not null) first, on the session's thread, then the tasks queued meanwhile. Once only. */
    void releaseWith(Runnable task) {
      boolean goOn;
      Runnable last;
      synchronized (SerialQueue.this) {
        if (released) {
          throw new IllegalStateException(name + ": a suspended task was released twice");
        }
        released = true;
        if (!parked) {
          next = task; // the task is still returning: its thread goes on (see runTasks)
          return;
        }
        if (task != null) {
          tasks.addFirst(task);
        }
        goOn = !tasks.isEmpty();
        last = goOn ? null : wentIdle();
      }
      if (goOn) {
        dispatch();
      } else if (last != null) {
        last.run();
      }
    }
  }

  /** A queue whose tasks take no tenant's turns (tests). */
  SerialQueue(String name) {
    this(name, TenantTurns.unlimited(name));
  }

  SerialQueue(String name, TenantTurns turns) {
    this(name, turns, KernelStop.NEVER, null);
  }

  /**
   * @param stop what the kernels run on this queue's thread ask between blocks: whether they are still wanted
   * @param keptHeapPayer who pays for what the thread's kernels keep between tasks (null: nobody, for tests), given
   *     it back whole once the queue has stopped
   */
  SerialQueue(String name, TenantTurns turns, KernelStop stop, TenantQuotas.HbmAccount keptHeapPayer) {
    this.name = name;
    this.turns = turns;
    this.keptHeap = keptHeapPayer == null ? null : new SessionKeptHeap(keptHeapPayer);
    KeptHeap.Account account = keptHeap == null ? KeptHeap.UNCHARGED : keptHeap;
    this.thread = Executors.newSingleThreadExecutor(r -> {
      Thread t = KernelThreads.newThread(() -> {
        KernelStop.install(stop);
        KeptHeap.install(account);
        r.run();
      }, name); // its kernels' per-thread state in array slots
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * Called by the running task: when it returns, the queue stays held until the returned hold is
   * released (which may happen before the task has returned; then the queue simply goes on).
   */
  Hold suspend() {
    synchronized (this) {
      if (current == null) {
        throw new IllegalStateException(name + ": only the running task may suspend the queue");
      }
      current.suspended = true;
      suspensions++;
      return current;
    }
  }

  /**
   * Runs {@code task} on the calling thread if nothing is queued or running, and returns true; else
   * queues nothing and returns false. The task must not wait for anything (see the class comment).
   */
  boolean runHereIfIdle(Runnable task) {
    synchronized (this) {
      if (shutdown || active || !tasks.isEmpty() || !turns.tryTake()) {
        return false;
      }
      active = true;
      ranOnCaller++;
    }
    runTasks(task, true);
    return true;
  }

  /**
   * Whether {@link #runHereIfIdle} would lend the caller's thread now. Idle is not enough: the queue marks itself idle
   * before its thread gives its tenant's turn back, and with one turn per tenant another session of the tenant (a
   * peer rank on its way out of a suspended collective) may hold it.
   */
  synchronized boolean wouldRunHere() {
    return !shutdown && !active && tasks.isEmpty() && turns.free();
  }

  /** Whether the running task was lent a caller's thread (it must then not wait; it may hand itself on, see Hold). */
  synchronized boolean runningOnCaller() {
    return current != null && current.onCaller;
  }

  synchronized long ranOnCaller() {
    return ranOnCaller;
  }

  synchronized long suspensions() {
    return suspensions;
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
    dispatch();
  }

  /**
   * Hands the queue, held and with tasks in it, to the session's thread once it has a turn of its tenant's. A shut
   * down queue does not line up: it takes a turn now (see {@link #shutdown}).
   */
  private void dispatch() {
    if (isShutdown()) {
      turns.takeNow();
      start();
      return;
    }
    turns.take(startInTurn);
    if (isShutdown()) {
      // shut down while lining up: shutdown() may have looked at the line before this queue was in it
      stepOutOfLine(startInTurn);
    }
  }

  /**
   * If {@code inLine} (given to {@link TenantTurns#take}) still waits in the tenant's line, takes it out and runs it
   * now with a turn taken beyond the share (a closing queue does not wait for its turn).
   */
  private void stepOutOfLine(Runnable inLine) {
    if (turns.withdraw(inLine)) {
      inLine.run();
    }
  }

  /**
   * Holding a turn: starts the session's thread on the queue. Its executor is stopped only once the queue is shut
   * down and idle ({@link #wentIdle}), and a shut down idle queue is never started again, so this is never refused.
   */
  private void start() {
    thread.execute(this::drain);
  }

  private synchronized boolean isShutdown() {
    return shutdown;
  }

  /**
   * Holding the lock: nothing is left to run; a shut down queue's thread may stop. Returns what is to run now that it
   * has stopped ({@link #whenStopped}; null: nothing), for the caller to run once it has let go of the lock.
   */
  private Runnable wentIdle() {
    active = false;
    notifyAll();
    if (!shutdown) {
      return null;
    }
    thread.shutdown();
    Runnable last = onStopped;
    onStopped = null;
    return last;
  }

  /**
   * Runs {@code last} once this shut down queue has stopped: at once on the calling thread when nothing runs or is
   * queued, else on the thread that finishes its last task. Nobody waits for a task still running. Then the heap the
   * thread kept goes back to its payer, even when {@code last} failed: the thread's caches die with it.
   */
  void whenStopped(Runnable last) {
    Runnable lastThenKeptHeap = keptHeap == null ? last : () -> {
      try {
        last.run();
      } finally {
        keptHeap.close();
      }
    };
    synchronized (this) {
      if (!shutdown) {
        throw new IllegalStateException(name + ": only a shut down queue stops");
      }
      if (active || !tasks.isEmpty()) {
        onStopped = lastThenKeptHeap;
        return;
      }
    }
    lastThenKeptHeap.run();
  }

  /** Heap this queue's thread keeps between tasks, charged to its payer (0 when nobody pays). */
  long keptHeapBytes() {
    return keptHeap == null ? 0 : keptHeap.held();
  }

  /**
   * Called by the running task before it waits for other ranks (a blocking collective): gives its turn back for the
   * wait, so a peer session of the same tenant can take it and send its part, and waits for a turn again after.
   * A task lent a caller's thread never waits and keeps its turn.
   */
  <T> T waitingOutsideTurn(Supplier<T> wait) {
    if (runningOnCaller()) {
      return wait.get();
    }
    turns.release();
    try {
      return wait.get();
    } finally {
      takeTurnBack();
    }
  }

  /**
   * After a wait outside the turn: waits (not interruptibly: the turn is needed to go on) until this thread holds one
   * again; a closing queue takes one now, and one closed while it waits steps out of the line (see shutdown()).
   */
  private void takeTurnBack() {
    CountDownLatch granted = new CountDownLatch(1);
    Runnable grant = granted::countDown;
    synchronized (this) {
      if (shutdown) {
        turns.takeNow();
        return;
      }
      retaking = grant;
    }
    turns.take(grant);
    if (isShutdown()) {
      stepOutOfLine(grant);
    }
    boolean interrupted = false;
    while (true) {
      try {
        granted.await();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    synchronized (this) {
      retaking = null;
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  <T> Future<T> submit(Callable<T> task) {
    FutureTask<T> f = new FutureTask<>(task);
    execute(f);
    return f;
  }

  /** Tasks queued and not yet started. */
  synchronized int queued() {
    return tasks.size();
  }

  /** Nothing runs or waits. */
  synchronized boolean idle() {
    return !active && tasks.isEmpty();
  }

  /** On the session's thread: runs queued tasks until none is left or one suspends the queue. */
  private void drain() {
    runTasks(null, false);
  }

  /**
   * Runs {@code first} (if not null), then queued tasks, while this thread holds the queue; on a
   * caller's thread ({@code onCaller}) only {@code first}, the rest go to the session's thread.
   */
  private void runTasks(Runnable first, boolean onCaller) {
    Runnable task = first;
    Runnable last = null;
    while (true) {
      Hold hold;
      synchronized (this) {
        if (task == null) {
          task = tasks.pollFirst();
          if (task == null) {
            last = wentIdle();
            break;
          }
        }
        hold = current = new Hold(onCaller);
      }
      try {
        task.run();
      } catch (RuntimeException | Error e) {
        log.warn("{}: a queued task failed", name, e); // the queue goes on, as a fresh executor thread would
      }
      boolean goOnLater;
      synchronized (this) {
        current = null;
        if (hold.suspended && !hold.released) {
          hold.parked = true; // the queue stays held: the hold's release goes on
          break;
        }
        task = hold.next;
        if (task == null && tasks.isEmpty()) {
          last = wentIdle();
          break;
        }
        // On a caller's thread only the first task runs; on the session's own, it lets a waiting session of its
        // tenant have the turn after each task (unless it is closing: it finishes its queue, see shutdown()).
        goOnLater = onCaller || (turns.contended() && !shutdown);
        if (goOnLater && task != null) {
          tasks.addFirst(task);
        }
      }
      if (goOnLater) {
        turns.release();
        dispatch();
        return;
      }
    }
    turns.release();
    if (last != null) {
      last.run();
    }
  }

  /**
   * Refuses new tasks; those queued still run, now: a queue waiting in its tenant's line for a turn leaves the line
   * and runs with a turn taken beyond the tenant's share (a closing session's tasks end soon, and whoever waits on
   * them, e.g. a call holding admission, is answered rather than left behind a session that may hold a turn for
   * long). The session's thread stops once the queue is idle.
   */
  void shutdown() {
    Runnable retake;
    synchronized (this) {
      shutdown = true;
      if (!active && tasks.isEmpty()) {
        thread.shutdown();
      }
      retake = retaking;
    }
    stepOutOfLine(startInTurn);
    if (retake != null) {
      stepOutOfLine(retake);
    }
  }

  /**
   * Waits until the queued tasks have run, at most {@code timeout}; those still running or queued then go on (the
   * thread stops when they are done): none is dropped.
   */
  void awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
    long until = System.nanoTime() + unit.toNanos(timeout);
    synchronized (this) {
      while ((active || !tasks.isEmpty()) && System.nanoTime() < until) {
        TimeUnit.NANOSECONDS.timedWait(this, until - System.nanoTime());
      }
    }
  }
}
