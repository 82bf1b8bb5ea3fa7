package org.torchtpu.service.security;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
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
 * left. At most a quarter of the port's threads drain at once; a request finding none free is closed at once, as
 * Tomcat closes an exchange in error. A rest that arrives in time leaves the connection as Tomcat would (kept alive
 * where the answer allows); one that does not, or is larger than {@code maxSwallowSize}, closes the connection. The
 * client has had the budget to read its answer before the close (closing at once, with unread bytes, makes the kernel
 * reset the connection, and a client still sending may never read the answer), and one still sending at the honest
 * rate is never cut off.
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
  private volatile long budgetNanos = DEFAULT_BUDGET.toNanos();
  private volatile Semaphore drains = new Semaphore(1);
  /** Each connection's allowance, dropped with the connection's socket wrapper (Tomcat makes one per connection). */
  private final Map<SocketWrapperBase<?>, LeftoverBodyAllowance> allowances =
      Collections.synchronizedMap(new WeakHashMap<>());

  /** How long, all drains of a connection together, its requests' unread bodies may take beyond the honest rate. */
  public void setLeftoverBodyBudget(Duration budget) {
    if (budget.isNegative()) {
      throw new IllegalArgumentException("the leftover body budget must not be negative: " + budget);
    }
    budgetNanos = budget.toNanos();
  }

  /**
   * Sizes the drains by the thread pool, whose size is set by now: a quarter of it (at least one) may drain at once. A
   * connector given an executor of its own (virtual threads, say; none here) reports no size and gets one drain.
   */
  @Override
  public void start() throws Exception {
    drains = new Semaphore(Math.max(1, getMaxThreads() / 4));
    super.start();
  }

  @Override
  protected Processor createProcessor() {
    return new DrainingProcessor(this, new DrainAfterAnswer(getAdapter()));
  }

  /** Tomcat's processor, which lets its adapter reach the connection's socket for the drain's read timeouts. */
  private static final class DrainingProcessor extends Http11Processor {
    DrainingProcessor(LeftoverBodyProtocol protocol, DrainAfterAnswer adapter) {
      super(protocol, adapter);
      adapter.bind(this, protocol);
    }

    SocketWrapperBase<?> socket() {
      return getSocketWrapper();
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
      container.service(req, res);
      if (leftToTomcat(req, res)) {
        return;
      }
      if (!drainedWithAPermit(req)) {
        // Tomcat then closes the connection instead of reading on (its own drain is off, the answer already sent).
        protocol.allowances.remove(processor.socket());
        req.action(ActionCode.DISABLE_SWALLOW_INPUT, null);
      }
    }

    /** False at once when the port's drains are all taken: a flood of refused bodies cannot hold its threads. */
    private boolean drainedWithAPermit(Request req) {
      Semaphore drains = protocol.drains;
      if (!drains.tryAcquire()) {
        return false;
      }
      try {
        return drained(req);
      } finally {
        drains.release();
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
          long left = allowance.leftNanos(read, System.nanoTime() - start);
          if (left <= 0) {
            return false;
          }
          socket.setReadTimeout(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
          int n = req.doRead(sink);
          if (n < 0 || flag(req, ActionCode.REQUEST_BODY_FULLY_READ)) {
            socket.setReadTimeout(readTimeout); // the connection may take its next request
            return true;
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

    private static boolean flag(Request req, ActionCode question) {
      AtomicBoolean answer = new AtomicBoolean();
      req.action(question, answer);
      return answer.get();
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
