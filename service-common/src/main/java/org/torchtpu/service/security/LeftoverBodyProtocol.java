package org.torchtpu.service.security;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.coyote.ActionCode;
import org.apache.coyote.Adapter;
import org.apache.coyote.Processor;
import org.apache.coyote.Request;
import org.apache.coyote.Response;
import org.apache.coyote.http11.Http11NioProtocol;
import org.apache.coyote.http11.Http11Processor;
import org.apache.tomcat.util.net.ApplicationBufferHandler;
import org.apache.tomcat.util.net.SocketEvent;
import org.apache.tomcat.util.net.SocketWrapperBase;

/**
 * Tomcat's HTTP/1.1 connector with a whole-time bound on the body a request leaves unread. After an answer that did not
 * read the whole body (a 401 without a key, a 413, a 429, any refusal or handler that ignores it), Tomcat reads the
 * rest before the connection can take its next request, up to {@code maxSwallowSize} bytes, each read bounded only by
 * the connection timeout: a client trickling that rest a byte every few seconds held the request's thread for as long
 * as it went on, and a few hundred such clients took every thread of the port without any key.
 *
 * <p>Here that drain happens once the answer is complete and flushed (Tomcat's adapter has closed the response, so
 * error pages, Content-Length and the last chunk are all on the wire), within the connection's {@link
 * LeftoverBodyAllowance}: the budget plus the time the bytes drained so far take at the honest rate, counted over all
 * the connection's drains (a kept-alive client cannot renew it request by request); each read waits at most what is
 * left, and no longer than the connector's read timeout. At most a quarter of the port's threads drain at once, and at
 * most an eighth of those (at least one) for one client address, so one client holding drains open cannot take them
 * from the others. A request finding no drain free, or a connection whose allowance is spent, gets only what has
 * already arrived read (up to {@value #BUFFERED_BYTES} bytes, each read waiting {@value #BUFFERED_READ_MILLIS} ms)
 * before the close. A rest that arrives in time leaves the connection as Tomcat would (kept alive where the answer
 * allows); one that does not, or is larger than {@code maxSwallowSize}, closes the connection. A client given a drain
 * has had the budget to read its answer before the close (closing with unread bytes makes the kernel reset the
 * connection, and a client still sending may never read the answer), and one still sending at the honest rate is not
 * cut off. One given no drain (its own address's share in use, or the port's drains all taken by many addresses) and
 * still sending more than has arrived may be reset before it reads its answer.
 *
 * <p>A body its handler reads is bounded alike while it is read ({@link TimedRequestBody}): it has the body time
 * ({@code torchtpu.rest.body-time}) plus a second per 256 KiB it sends, each read waiting no longer than what is left;
 * a body still arriving then is answered 408 and its connection closed without a drain. Without it a keyed client
 * trickling a job or advisor body held its request's thread for as long as it went on.
 *
 * <p>Not bounded here: a request that went asynchronous (no endpoint does today) is drained by Tomcat as before, when
 * its async cycle ends, each read bounded only by the connection timeout.
 *
 * <p>Spring Boot names the connector's protocol by class (the connector creates it with its no-argument constructor);
 * {@link LeftoverBodies} does, and sets the budget.
 */
public class LeftoverBodyProtocol extends Http11NioProtocol {
  /** The budget where none is set. */
  public static final Duration DEFAULT_BUDGET = Duration.ofSeconds(3);
  /** The base time of a request's whole body where none is set (a second per 256 KiB it sends comes on top). */
  public static final Duration DEFAULT_BODY_TIME = Duration.ofSeconds(30);
  /** What is read of the bytes already arrived before a close without a drain: at most this many... */
  static final int BUFFERED_BYTES = 64 * 1024;
  /** ...each read waiting this long: bytes already in the socket's buffer come at once, a trickle does not. */
  static final int BUFFERED_READ_MILLIS = 1;
  /** ...and all of them within this time, however the bytes come (a chunk extension a byte a millisecond, say). */
  static final long BUFFERED_NANOS = java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(500);
  /** The longest chunk extension, and the longest trailers, a chunked body may carry. */
  static final int MAX_CHUNK_EXTRAS = 256;
  private volatile long budgetNanos = DEFAULT_BUDGET.toNanos();
  private volatile long bodyTimeNanos = DEFAULT_BODY_TIME.toNanos();
  private volatile Semaphore drains = new Semaphore(1);
  /** Reads of request bodies waiting for the network at once (half the threads, {@link TimedRequestBody}). */
  private volatile WaitingReads bodyWaits = new WaitingReads(1);
  private volatile int drainsPerAddress = 1;
  /** How many drains each client address holds now; an address holding none has no entry. */
  private final Map<String, Integer> drainsByAddress = new HashMap<>();
  /** Each connection's allowance, dropped with the connection's socket wrapper (Tomcat makes one per connection). */
  private final Map<SocketWrapperBase<?>, LeftoverBodyAllowance> allowances =
      Collections.synchronizedMap(new WeakHashMap<>());
  /** Holds every network read of a body, read or drained, to its deadline. */
  private final ReadDeadlines readDeadlines = new ReadDeadlines();

  /**
   * Small limits on a chunk's extension and on the trailers ({@value #MAX_CHUNK_EXTRAS} bytes each; Tomcat's are
   * 8 KiB): the chunked filter reads them a byte at a time inside one read of the body, earning nothing at the honest
   * rate, and no client of ours sends either.
   */
  public LeftoverBodyProtocol() {
    setMaxExtensionSize(MAX_CHUNK_EXTRAS);
    setMaxTrailerSize(MAX_CHUNK_EXTRAS);
  }

  @Override
  public void destroy() throws Exception {
    try {
      super.destroy();
    } finally {
      readDeadlines.close();
    }
  }

  /** How long, all drains of a connection together, its requests' unread bodies may take beyond the honest rate. */
  public void setLeftoverBodyBudget(Duration budget) {
    if (budget.isNegative()) {
      throw new IllegalArgumentException("the leftover body budget must not be negative: " + budget);
    }
    budgetNanos = budget.toNanos();
  }

  /**
   * How long a request's body may take to arrive, beyond a second per 256 KiB it sends, while its handler reads it
   * ({@link TimedRequestBody}); then the read fails, the request is answered 408 and its connection closed.
   */
  public void setBodyTime(Duration time) {
    if (time.isNegative() || time.isZero()) {
      throw new IllegalArgumentException("the request body time must be positive: " + time);
    }
    bodyTimeNanos = time.toNanos();
  }

  /**
   * Sizes the drains by the thread pool, whose size is set by now: a quarter of it (at least one) may drain at once,
   * an eighth of those (at least one) for one client address; half of it may wait in a read of a request's body, a quarter of those for one key or keyless address. A connector given an executor of its own (virtual
   * threads, say; none here) reports no size and gets one drain.
   */
  @Override
  public void start() throws Exception {
    int permits = Math.max(1, getMaxThreads() / 4);
    drains = new Semaphore(permits);
    drainsPerAddress = Math.max(1, permits / 8);
    bodyWaits = new WaitingReads(getMaxThreads() / 2);
    super.start();
  }

  @Override
  protected Processor createProcessor() {
    return new DrainingProcessor(this, new DrainAfterAnswer(getAdapter()));
  }

  /**
   * Tomcat's processor, which lets its adapter reach the connection's socket for the drain's read timeouts, and whose
   * requests' bodies are read within their time.
   */
  private static final class DrainingProcessor extends Http11Processor {
    private final TimedRequestBody body;

    DrainingProcessor(LeftoverBodyProtocol protocol, DrainAfterAnswer adapter) {
      super(protocol, adapter);
      body = new TimedRequestBody(request.getInputBuffer(), this::socket, () -> protocol.bodyWaits,
          () -> protocol.readDeadlines, () -> flag(request, ActionCode.REQUEST_BODY_FULLY_READ));
      request.setInputBuffer(body);
      adapter.bind(this, protocol);
    }

    SocketWrapperBase<?> socket() {
      return getSocketWrapper();
    }
  }

  private static boolean flag(Request req, ActionCode question) {
    AtomicBoolean answer = new AtomicBoolean();
    req.action(question, answer);
    return answer.get();
  }

  /** Takes one of {@code address}'s drains if its share is not all in use. */
  private boolean takeAddressDrain(String address) {
    synchronized (drainsByAddress) {
      int held = drainsByAddress.getOrDefault(address, 0);
      if (held >= drainsPerAddress) {
        return false;
      }
      drainsByAddress.put(address, held + 1);
      return true;
    }
  }

  private void releaseAddressDrain(String address) {
    synchronized (drainsByAddress) {
      drainsByAddress.computeIfPresent(address, (a, held) -> held > 1 ? held - 1 : null);
    }
  }

  /** Tomcat's adapter (the servlet container), followed by the bounded drain of what its request left unread. */
  private static final class DrainAfterAnswer implements Adapter {
    private final Adapter container;
    private DrainingProcessor processor;
    private LeftoverBodyProtocol protocol;

    DrainAfterAnswer(Adapter container) {
      this.container = container;
    }

    void bind(DrainingProcessor processor, LeftoverBodyProtocol protocol) {
      this.processor = processor;
      this.protocol = protocol;
    }

    @Override
    public void service(Request req, Response res) throws Exception {
      processor.body.begin(protocol.bodyTimeNanos, () -> TimedRequestBody.holderOf(processor.socket().getRemoteAddr()));
      req.setAttribute(ConnectionCut.ATTRIBUTE, new ConnectionCut(processor.socket())); // for RevocableRequests
      try {
        container.service(req, res);
      } finally {
        processor.body.end();
      }
      if (processor.body.expired()) {
        // answered 408: the body had its time, so nothing more of it is waited for; what has arrived is read so
        // that the close does not reset the answer
        protocol.allowances.remove(processor.socket());
        drainedFromBuffer(req, processor.socket(), processor.socket().getReadTimeout());
        req.action(ActionCode.DISABLE_SWALLOW_INPUT, null);
        return;
      }
      if (leftToTomcat(req, res)) {
        return;
      }
      if (!drainedWithAPermit(req)) {
        // Tomcat then closes the connection instead of reading on (its own drain is off, the answer already sent).
        protocol.allowances.remove(processor.socket());
        req.action(ActionCode.DISABLE_SWALLOW_INPUT, null);
      }
    }

    /**
     * Drains within the allowance if the client's address has a drain of its share and the port one free; else reads
     * only what has already arrived: a flood of refused bodies cannot hold the port's threads, and one address cannot
     * hold every drain.
     */
    private boolean drainedWithAPermit(Request req) {
      SocketWrapperBase<?> socket = processor.socket();
      String address = String.valueOf(socket.getRemoteAddr());
      if (!protocol.takeAddressDrain(address)) {
        return drainedFromBuffer(req, socket, socket.getReadTimeout());
      }
      try {
        Semaphore drains = protocol.drains;
        if (!drains.tryAcquire()) {
          return drainedFromBuffer(req, socket, socket.getReadTimeout());
        }
        try {
          return drained(req);
        } finally {
          drains.release();
        }
      } finally {
        protocol.releaseAddressDrain(address);
      }
    }

    /**
     * Reads what has already arrived of the body, up to {@link LeftoverBodyProtocol#BUFFERED_BYTES}, without waiting
     * for more; true if that was the whole body ({@code readTimeout}, the connector's, is then restored for the next
     * request). A client that wrote a small body before reading its answer is then not reset.
     */
    private boolean drainedFromBuffer(Request req, SocketWrapperBase<?> socket, long readTimeout) {
      Discard sink = new Discard();
      long read = 0;
      processor.body.drainUntil(System.nanoTime() + BUFFERED_NANOS);
      try {
        socket.setReadTimeout(BUFFERED_READ_MILLIS);
        while (read <= BUFFERED_BYTES) {
          int n = req.doRead(sink);
          if (n < 0 || flag(req, ActionCode.REQUEST_BODY_FULLY_READ)) {
            socket.setReadTimeout(readTimeout);
            return true;
          }
          read += n;
        }
        return false;
      } catch (IOException e) {
        return false; // nothing more had arrived, the client went away, or the body was malformed
      } finally {
        processor.body.drainDone();
      }
    }

    /**
     * Whether Tomcat has nothing to drain or will not drain: the body was read, the request goes on asynchronously
     * (Tomcat drains it, unbounded, when it ends), the exchange already failed (Tomcat closes without draining), or a
     * client that asked for 100-continue got a final status other than 2xx. Tomcat 10.1 sent that client its 100 at
     * once, before any filter ran (continueResponseTiming=immediately), so the body may well be on its way; Tomcat
     * closes without draining all the same, since the client may as well send its next request instead.
     */
    private static boolean leftToTomcat(Request req, Response res) {
      if (flag(req, ActionCode.ASYNC_IS_ASYNC) || flag(req, ActionCode.REQUEST_BODY_FULLY_READ)
          || flag(req, ActionCode.IS_ERROR)) {
        return true;
      }
      return req.hasExpectation() && (res.getStatus() < 200 || res.getStatus() > 299);
    }

    /**
     * Reads the rest of the body within what is left of the connection's allowance; false if it did not all arrive in
     * time or was too large.
     */
    private boolean drained(Request req) {
      SocketWrapperBase<?> socket = processor.socket();
      LeftoverBodyAllowance allowance =
          protocol.allowances.computeIfAbsent(socket, s -> new LeftoverBodyAllowance(protocol.budgetNanos));
      long readTimeout = socket.getReadTimeout();
      long maxBytes = protocol.getMaxSwallowSize();
      Discard sink = new Discard();
      long start = System.nanoTime();
      long read = 0;
      try {
        while (true) {
          long now = System.nanoTime();
          long left = allowance.leftNanos(read, now - start);
          if (left <= 0) {
            // the allowance is spent; a body already here is still taken
            return drainedFromBuffer(req, socket, readTimeout);
          }
          processor.body.drainUntil(now + left); // each network read within what is left, not each read of Tomcat's
          int n;
          try {
            n = req.doRead(sink);
          } finally {
            processor.body.drainDone();
          }
          if (n < 0 || flag(req, ActionCode.REQUEST_BODY_FULLY_READ)) {
            return true; // the connection may take its next request, its read timeout the connector's
          }
          read += n;
          if (maxBytes > -1 && read > maxBytes) {
            return false;
          }
        }
      } catch (IOException e) {
        return false; // the allowance ran out during a read, the client went away, or the body was malformed
      } finally {
        allowance.spend(read, System.nanoTime() - start);
      }
    }

    @Override
    public boolean prepare(Request req, Response res) throws Exception {
      return container.prepare(req, res);
    }

    @Override
    public boolean asyncDispatch(Request req, Response res, SocketEvent status) throws Exception {
      return container.asyncDispatch(req, res, status);
    }

    @Override
    public void log(Request req, Response res, long time) {
      container.log(req, res, time);
    }

    @Override
    public void checkRecycled(Request req, Response res) {
      container.checkRecycled(req, res);
    }

    @Override
    public String getDomain() {
      return container.getDomain();
    }
  }

  /** Where drained bytes go: Tomcat hands over a view of its own buffer, which is simply dropped. */
  private static final class Discard implements ApplicationBufferHandler {
    private ByteBuffer buffer;

    @Override
    public void setByteBuffer(ByteBuffer buffer) {
      this.buffer = buffer;
    }

    @Override
    public ByteBuffer getByteBuffer() {
      return buffer;
    }

    @Override
    public void expand(int size) {
      // never asked: the drain reads Tomcat's buffer in place
    }
  }
}
