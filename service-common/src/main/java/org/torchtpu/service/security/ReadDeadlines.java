package org.torchtpu.service.security;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.torchtpu.service.concurrent.DaemonTimers;
import org.apache.tomcat.util.net.SocketWrapperBase;

/**
 * Holds a request-level read of a body to a deadline on every network read it makes. Tomcat's socket timeout applies
 * to each network read, and one request-level read may make many: the chunked filter reads a chunk extension or a
 * trailer byte by byte, so a timeout set once before the read was renewed by every trickled byte. Here the read
 * starts with the socket's timeout at what is left, and a port-wide timer cuts it to {@value #CUT_MILLIS} ms when the
 * deadline passes, so the next network read fails at once. A network read already waiting when the timer fires ends
 * within the timeout it started with (no more than what was left when the request-level read began).
 */
final class ReadDeadlines implements AutoCloseable {
  /** The socket timeout once a deadline has passed: bytes already arrived are still read, none are waited for. */
  static final int CUT_MILLIS = 1;

  /** A request-level read of a body. */
  interface BodyRead {
    int read() throws IOException;
  }

  private final ScheduledExecutorService timer;

  ReadDeadlines() {
    timer = DaemonTimers.cancellable("body-read-deadlines"); // most reads end well before their deadline
  }

  /**
   * Runs {@code read} on {@code socket} with no network read waiting past {@code deadlineNanos} (by {@link
   * System#nanoTime}) nor past the connector's own timeout; a network read timing out at or after the deadline
   * throws {@code expired}'s exception. The socket's timeout is the connector's again afterwards.
   */
  int read(SocketWrapperBase<?> socket, long deadlineNanos, BodyRead read, Expiry expired) throws IOException {
    long connectorTimeout = socket.getReadTimeout();
    long left = deadlineNanos - System.nanoTime();
    long millis = Math.max(CUT_MILLIS, TimeUnit.NANOSECONDS.toMillis(left));
    boolean capped = connectorTimeout <= 0 || millis < connectorTimeout;
    Cut cut = new Cut(socket);
    socket.setReadTimeout(capped ? millis : connectorTimeout);
    ScheduledFuture<?> timed = left > 0 ? timer.schedule(cut, left, TimeUnit.NANOSECONDS) : null;
    try {
      return read.read();
    } catch (SocketTimeoutException e) {
      if (capped || System.nanoTime() - deadlineNanos >= 0) {
        throw expired.exception();
      }
      throw e; // the connector's own read timeout, answered 408 by Tomcat as before
    } finally {
      if (timed != null) {
        timed.cancel(false);
      }
      cut.disarm();
      socket.setReadTimeout(connectorTimeout);
    }
  }

  /** The exception a read past its deadline throws (Tomcat answers a {@link SocketTimeoutException} 408). */
  interface Expiry {
    SocketTimeoutException exception();
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }

  /** Cuts the socket's timeout while its read lasts; never after, when the socket may serve its next request. */
  private static final class Cut implements Runnable {
    private final SocketWrapperBase<?> socket;
    private boolean armed = true;

    Cut(SocketWrapperBase<?> socket) {
      this.socket = socket;
    }

    @Override
    public synchronized void run() {
      if (armed) {
        socket.setReadTimeout(CUT_MILLIS);
      }
    }

    synchronized void disarm() {
      armed = false;
    }
  }
}
