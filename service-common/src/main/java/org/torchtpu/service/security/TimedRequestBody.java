package org.torchtpu.service.security;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.apache.coyote.InputBuffer;
import org.apache.tomcat.util.net.ApplicationBufferHandler;
import org.apache.tomcat.util.net.SocketWrapperBase;

/**
 * The body a request's handler reads, within a whole-body time: a base, plus the time the bytes read so far take at
 * {@link LeftoverBodyAllowance#HONEST_BYTES_PER_SECOND} (earned as they come, so a chunked body is timed alike). Tomcat
 * bounds each read only by the connection timeout, so a keyed client trickling its job or advisor body a byte now and
 * then held its request thread for as long as it went on, and a few keys held the port's every thread. Each read here
 * waits at most what is left (never past the connector's own read timeout); a body still arriving when the time is up
 * fails its read with {@link Expired}, a {@link SocketTimeoutException}, which Tomcat answers 408 (a status that
 * closes the connection) and after which the protocol drains nothing more.
 *
 * <p>A read that finds nothing of the body buffered waits for the network, and takes one of the port's waiting reads
 * for that wait ({@code waits}: half the port's threads): a deadline bounds how long one request holds a thread, not
 * how many trickled bodies hold threads at once, so without it a few keys' connections (16 calls each on the
 * scheduler) still held every thread. A read finding none free waits only within {@link #PROMPT} (plus what the bytes
 * read earn at the honest rate), enough for a body sent right after its head, not for a trickle.
 *
 * <p>Used by one connection's processor, one request at a time: timed from {@link #begin} (the head parsed, the
 * handler about to run) to {@link #end} (the answer given; the leftover drain after it has its own allowance).
 */
final class TimedRequestBody implements InputBuffer {
  /** A body past its time: Tomcat answers a read's {@link SocketTimeoutException} with 408. */
  static final class Expired extends SocketTimeoutException {
    Expired(String message) {
      super(message);
    }
  }

  /** The base time of a body read without a waiting read of the port's: a body sent promptly after its head. */
  static final long PROMPT_NANOS = TimeUnit.SECONDS.toNanos(1);
  private final InputBuffer body;
  private final Supplier<SocketWrapperBase<?>> socket;
  private final Supplier<Semaphore> waits;
  private LeftoverBodyAllowance allowance;
  private LeftoverBodyAllowance prompt;
  private long startNanos;
  private long bytes;
  private boolean expired;

  TimedRequestBody(InputBuffer body, Supplier<SocketWrapperBase<?>> socket, Supplier<Semaphore> waits) {
    this.body = body;
    this.socket = socket;
    this.waits = waits;
  }

  /** Starts timing a request's body: it has {@code baseNanos} plus what its bytes earn. */
  void begin(long baseNanos) {
    allowance = new LeftoverBodyAllowance(baseNanos);
    prompt = new LeftoverBodyAllowance(Math.min(baseNanos, PROMPT_NANOS));
    startNanos = System.nanoTime();
    bytes = 0;
    expired = false;
  }

  /** Stops timing: later reads (the leftover drain's) are the protocol's own. */
  void end() {
    allowance = null;
  }

  /** Whether a read of the request's body failed on its time. */
  boolean expired() {
    return expired;
  }

  @Override
  public int doRead(ApplicationBufferHandler handler) throws IOException {
    LeftoverBodyAllowance timed = allowance;
    if (timed == null) {
      return body.doRead(handler);
    }
    SocketWrapperBase<?> wrapper = socket.get();
    long readTimeout = wrapper.getReadTimeout();
    long elapsed = System.nanoTime() - startNanos;
    long wait = timed.nextReadMillis(bytes, elapsed, readTimeout);
    if (wait <= 0) {
      throw expire();
    }
    Semaphore waiting = body.available() > 0 ? null : waits.get();
    if (waiting != null && !waiting.tryAcquire()) {
      waiting = null; // every waiting read is taken: this one may wait only as long as a prompt body needs
      wait = Math.min(wait, prompt.nextReadMillis(bytes, elapsed, readTimeout));
      if (wait <= 0) {
        throw expire();
      }
    }
    // a wait shorter than the connector's is the body's time running out, so its timeout is the body's expiry
    boolean capped = readTimeout <= 0 || wait < readTimeout;
    wrapper.setReadTimeout(wait);
    try {
      int n = body.doRead(handler);
      if (n > 0) {
        bytes += n;
      }
      return n;
    } catch (SocketTimeoutException e) {
      if (capped) {
        throw expire();
      }
      throw e; // the connector's own read timeout, answered 408 by Tomcat as before
    } finally {
      wrapper.setReadTimeout(readTimeout);
      if (waiting != null) {
        waiting.release();
      }
    }
  }

  private Expired expire() {
    expired = true;
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    return new Expired("the request body was still arriving after " + millis + " ms, " + bytes
        + " bytes read: a body has torchtpu.rest.body-time plus a second per 256 KiB it sends");
  }

  @Override
  public int available() {
    return body.available();
  }
}
