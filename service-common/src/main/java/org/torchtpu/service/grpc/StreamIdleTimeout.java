package org.torchtpu.service.grpc;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The longest a client-streaming call that holds something (an upload's HBM reservation and receive buffer) may wait
 * for the client's next message. gRPC has no time between messages, and a stream's deadline is the client's
 * to set: a client that sent an upload's header and then nothing held its reservation until its session closed. A
 * {@link Watch} is started when the call takes what it holds and {@linkplain Watch#touched touched} at each message;
 * once the client has been quiet for the idle time it runs the call's own give-back-and-end action, once, on the
 * timer's thread. One timer (a daemon thread) serves every call: each watch has at most one check scheduled, at the
 * time it would be idle, so a stream of chunks costs a volatile write per message, not a timer per message.
 */
public final class StreamIdleTimeout {
  /** Where none is set ({@code torchtpu.limits.stream-idle-timeout}). */
  public static final Duration DEFAULT = Duration.ofSeconds(60);
  private static final ScheduledThreadPoolExecutor TIMER = timer();
  private final Duration idle;

  public StreamIdleTimeout(Duration idle) {
    if (idle == null || idle.isNegative() || idle.isZero()) {
      throw new IllegalArgumentException("a stream's idle timeout must be positive, got " + idle);
    }
    this.idle = idle;
  }

  private static ScheduledThreadPoolExecutor timer() {
    ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
      Thread t = new Thread(r, "stream-idle-timeout");
      t.setDaemon(true);
      return t;
    });
    timer.setRemoveOnCancelPolicy(true);
    return timer;
  }

  public Duration idle() {
    return idle;
  }

  /** Starts watching a call: {@code onIdle} runs once the client has sent nothing for the idle time. */
  public Watch watch(Runnable onIdle) {
    Watch watch = new Watch(onIdle);
    watch.schedule(idle.toNanos());
    return watch;
  }

  /**
   * The status an idle call ends with: DEADLINE_EXCEEDED naming {@code what}, the idle time and its setting, and
   * {@code released} (what the call gave back).
   */
  public StatusRuntimeException idleStatus(String what, String released) {
    return Status.DEADLINE_EXCEEDED.withDescription(what + " sent nothing for " + idle.toMillis() + " ms "
        + "(torchtpu.limits.stream-idle-timeout): " + released).asRuntimeException();
  }

  /** One call's watch. */
  public final class Watch {
    private final Runnable onIdle;
    private volatile long lastNanos = System.nanoTime();
    private volatile boolean stopped;
    private ScheduledFuture<?> next;

    private Watch(Runnable onIdle) {
      this.onIdle = onIdle;
    }

    /** The client sent a message. */
    public void touched() {
      lastNanos = System.nanoTime();
    }

    /** The call has ended or holds nothing more: no idle action. */
    public void stop() {
      stopped = true;
      synchronized (this) {
        if (next != null) {
          next.cancel(false);
        }
      }
    }

    private synchronized void schedule(long delayNanos) {
      if (!stopped) {
        next = TIMER.schedule(this::check, delayNanos, TimeUnit.NANOSECONDS);
      }
    }

    private void check() {
      if (stopped) {
        return;
      }
      long quiet = System.nanoTime() - lastNanos;
      if (quiet < idle.toNanos()) {
        schedule(idle.toNanos() - quiet);
        return;
      }
      stopped = true;
      onIdle.run();
    }
  }
}
