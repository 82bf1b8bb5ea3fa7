package org.torchtpu.service.security;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.apache.coyote.InputBuffer;
import org.apache.tomcat.util.net.ApplicationBufferHandler;
import org.apache.tomcat.util.net.SocketWrapperBase;

/**
 * The body a request's handler reads, within a whole-body time: a base, plus the time the bytes read so far take at
 * {@link LeftoverBodyAllowance#HONEST_BYTES_PER_SECOND} (earned as they come, so a chunked body is timed alike). Tomcat
 * bounds each read only by the connection timeout, so a keyed client trickling its job or advisor body a byte now and
 * then held its request thread for as long as it went on, and a few keys held the port's every thread. Every network
 * read beneath a read here waits at most what is left ({@link ReadDeadlines}: the chunked filter makes many per read)
 * and never past the connector's own read timeout; a body still arriving when the time is up fails its read with
 * {@link Expired}, a {@link SocketTimeoutException}, which Tomcat answers 408 (a status that closes the connection)
 * and after which the protocol drains nothing more. Bytes already buffered, and the end of a body already complete,
 * are handed over whatever the time: only waiting is bounded.
 *
 * <p>A read that finds nothing of the body buffered waits for the network, and takes one of the port's waiting reads
 * for that wait ({@code waits}: half the port's threads): a deadline bounds how long one request holds a thread, not
 * how many trickled bodies hold threads at once, so without it a few keys' connections (16 calls each on the
 * scheduler) still held every thread. A read finding none free waits only within {@link #PROMPT} (plus what the bytes
 * read earn at the honest rate), enough for a body sent right after its head, not for a trickle. One caller (or,
 * without a key, one client address) has at most a quarter of the waiting reads ({@link WaitingReads}): before, one tenant's
 * tricklers could take them all and leave every other tenant's bodies the prompt allowance only.
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
  private final Supplier<WaitingReads> waits;
  private final Supplier<ReadDeadlines> deadlines;
  private final BooleanSupplier finished;
  private LeftoverBodyAllowance allowance;
  private LeftoverBodyAllowance prompt;
  private long startNanos;
  /** Whose share of the waiting reads this request's take (its key's, or its client address's), found when needed. */
  private Supplier<String> whose;
  private String holder;
  private long bytes;
  private boolean expired;
  private boolean draining;
  private long drainDeadlineNanos;

  /**
   * Reads {@code body} on {@code socket}; {@code finished} tells whether the whole body has arrived (Tomcat's
   * REQUEST_BODY_FULLY_READ), {@code deadlines} holds each read to its deadline.
   */
  TimedRequestBody(InputBuffer body, Supplier<SocketWrapperBase<?>> socket, Supplier<WaitingReads> waits,
      Supplier<ReadDeadlines> deadlines, BooleanSupplier finished) {
    this.body = body;
    this.socket = socket;
    this.waits = waits;
    this.deadlines = deadlines;
    this.finished = finished;
  }

  /**
   * Starts timing a request's body: it has {@code baseNanos} plus what its bytes earn; its waiting reads count in
   * {@code holder}'s share (see {@link #holderOf}), asked for at the first read that may wait.
   */
  void begin(long baseNanos, Supplier<String> holder) {
    this.whose = holder;
    this.holder = null;
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

  /**
   * Bounds the reads of the leftover drain that follows {@link #end} by {@code deadlineNanos} (by {@link
   * System#nanoTime}), on every network read as a body's are: a read past it fails with a {@link
   * SocketTimeoutException}.
   */
  void drainUntil(long deadlineNanos) {
    drainDeadlineNanos = deadlineNanos;
    draining = true;
  }

  /** The drain is over: reads are Tomcat's own again. */
  void drainDone() {
    draining = false;
  }

  @Override
  public int doRead(ApplicationBufferHandler handler) throws IOException {
    LeftoverBodyAllowance timed = allowance;
    if (timed == null) {
      if (!draining) {
        return body.doRead(handler);
      }
      return deadlines.get().read(socket.get(), drainDeadlineNanos, () -> body.doRead(handler),
          () -> new SocketTimeoutException("the leftover body was still arriving when its drain's time was up"));
    }
    if (finished.getAsBoolean()) {
      return body.doRead(handler); // the whole body has arrived: the end-of-body read waits for nothing
    }
    long now = System.nanoTime();
    long elapsed = now - startNanos;
    long deadline = now + timed.leftNanos(bytes, elapsed);
    // bytes already buffered are handed over whatever the time; only a read that may wait takes a waiting read
    WaitingReads waiting = body.available() > 0 ? null : waits.get();
    if (waiting != null && holder == null) {
      holder = whose.get();
    }
    if (waiting != null && !waiting.tryTake(holder)) {
      // every waiting read is taken, or this key's (address's) share of them: this one may wait only as long as a
      // prompt body needs
      waiting = null;
      deadline = Math.min(deadline, now + prompt.leftNanos(bytes, elapsed));
    }
    try {
      int n = deadlines.get().read(socket.get(), deadline, () -> body.doRead(handler), this::expire);
      if (n > 0) {
        bytes += n;
      }
      return n;
    } finally {
      if (waiting != null) {
        waiting.give(holder);
      }
    }
  }

  /**
   * Whose share a request's waiting reads count in: its authenticated caller's (so a tenant's several keys share one),
   * else its client address's. Asked on the request's thread while its handler reads, inside the security filters;
   * a key header alone is not trusted (with security off any client could send a new one with each request).
   */
  static String holderOf(Object remoteAddress) {
    Caller caller = RestApiKeys.currentCaller();
    return caller != null ? "caller " + caller.owner() : "address " + remoteAddress;
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
