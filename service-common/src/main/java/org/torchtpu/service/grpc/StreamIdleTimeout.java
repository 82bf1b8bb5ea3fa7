package org.torchtpu.service.grpc;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.torchtpu.service.concurrent.DaemonTimers;

/**
 * The longest a client-streaming call that holds something (an upload's HBM reservation and receive buffer) may wait
 * for the client's next message. gRPC has no time between messages, and a stream's deadline is the client's
 * to set: a client that sent an upload's header and then nothing held its reservation until its session closed. A
 * {@link Watch} is started when the call takes what it holds and {@linkplain Watch#touched touched} at each message;
 * once the client has been quiet for the idle time it runs the call's own give-back-and-end action, once, on the
 * timer's thread. One timer (a daemon thread) serves every call: each watch has at most one check scheduled, at the
 * time it would be idle, so a stream of chunks costs a volatile write per message, not a timer per message.
 *
 * <p>A call also has a whole time: the idle time plus what its expected bytes take at {@value
 * #HONEST_BYTES_PER_SECOND} bytes a second. Without it a client sending a byte (or an empty chunk, if the call
 * touched on those) just inside each idle time held its reservation for as long as it went on.
 */
public final class StreamIdleTimeout {
  /** Where none is set ({@code torchtpu.limits.stream-idle-timeout}). */
  public static final Duration DEFAULT = Duration.ofSeconds(60);
  /** The slowest rate an honest client sends at (the REST bodies' rate): it earns a call its whole time. */
  public static final long HONEST_BYTES_PER_SECOND = 256 * 1024;
  private static final ScheduledThreadPoolExecutor TIMER = DaemonTimers.cancellable("stream-idle-timeout");
  private final Duration idle;
  private final LongSupplier clock;

  public StreamIdleTimeout(Duration idle) {
    this(idle, System::nanoTime);
  }

  /** With {@code clock} (nanoseconds) as the time the watches go by: a test drives it. */
  StreamIdleTimeout(Duration idle, LongSupplier clock) {
    if (idle == null || idle.isNegative() || idle.isZero()) {
      throw new IllegalArgumentException("a stream's idle timeout must be positive, got " + idle);
    }
    this.idle = idle;
    this.clock = clock;
  }

  public Duration idle() {
    return idle;
  }

  /**
   * Starts watching a call that expects {@code expectedBytes}: {@code onIdle} runs once the client has sent nothing
   * for the idle time, or once the call has lasted its whole time.
   */
  public Watch watch(Runnable onIdle, long expectedBytes) {
    long earned = TimeUnit.SECONDS.toNanos(Math.max(0, expectedBytes)) / HONEST_BYTES_PER_SECOND; // saturates
    Watch watch = new Watch(onIdle, idle.toNanos() + earned);
    watch.schedule(idle.toNanos());
    return watch;
  }

  /** One call's watch. */
  public final class Watch {
    private final Runnable onIdle;
    private final long startNanos = clock.getAsLong();
    private final long wholeNanos;
    private volatile long lastNanos = startNanos;
    private volatile boolean stopped;
    private volatile boolean outOfTime;
    private ScheduledFuture<?> next;

    private Watch(Runnable onIdle, long wholeNanos) {
      this.onIdle = onIdle;
      this.wholeNanos = wholeNanos;
    }

    /** The client sent something the call counts (bytes of its value, not an empty message). */
    public void touched() {
      lastNanos = clock.getAsLong();
    }

    /**
     * The status the call ends with once {@code onIdle} ran: DEADLINE_EXCEEDED naming {@code what}, the bound it
     * passed and its setting, and {@code released} (what the call gave back).
     */
    public StatusRuntimeException status(String what, String released) {
      String bound = outOfTime
          ? " was still arriving after " + TimeUnit.NANOSECONDS.toMillis(wholeNanos) + " ms "
              + "(torchtpu.limits.stream-idle-timeout plus a second per 256 KiB expected): "
          : " sent nothing for " + idle.toMillis() + " ms (torchtpu.limits.stream-idle-timeout): ";
      return Status.DEADLINE_EXCEEDED.withDescription(what + bound + released).asRuntimeException();
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
      long now = clock.getAsLong();
      long quietLeft = idle.toNanos() - (now - lastNanos);
      long wholeLeft = wholeNanos - (now - startNanos);
      if (quietLeft > 0 && wholeLeft > 0) {
        schedule(Math.min(quietLeft, wholeLeft));
        return;
      }
      outOfTime = quietLeft > 0;
      stopped = true;
      onIdle.run();
    }
  }
}
