package org.torchtpu.server.admin;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * A request body that must arrive whole within a time limit. Tomcat's read timeout is per read, so a client sending a
 * byte now and then kept its body, and the simulation slot it is read in, for as long as it liked. Each read here
 * first checks the time since the body was opened, so a body is read for at most its limit plus one read timeout.
 * The limit grows with the declared size ({@link #limitFor}): a 10 MB module over a 2 Mbit/s link takes 40 s.
 */
final class BodyDeadline extends FilterInputStream {
  /** The slowest upload a declared body is given time for on top of the base timeout: 256 KB/s (2 Mbit/s). */
  static final long BYTES_PER_SECOND = 256 * 1024;

  /** Thrown when a body is still arriving at its deadline (answered 408). */
  static final class ExpiredException extends IOException {
    ExpiredException(String message) {
      super(message);
    }
  }

  private final Duration limit;
  private final long declaredBytes;
  private final LongSupplier nanoClock;
  private final long deadline;

  /**
   * @param base {@code torchtpu.simulate.body-read-timeout}
   * @param declaredBytes the Content-Length, or -1 (chunked: the base alone); a declared length is already within
   *     {@code torchtpu.rest.max-body-size} (a longer one is answered 413 before this), which so bounds the limit
   */
  BodyDeadline(InputStream body, Duration base, long declaredBytes, LongSupplier nanoClock) {
    super(body);
    this.limit = limitFor(base, declaredBytes);
    this.declaredBytes = declaredBytes;
    this.nanoClock = nanoClock;
    this.deadline = nanoClock.getAsLong() + limit.toNanos();
  }

  /** The base timeout plus a second per 256 KB declared. */
  static Duration limitFor(Duration base, long declaredBytes) {
    return base.plusMillis(Math.max(0, declaredBytes) * 1000 / BYTES_PER_SECOND);
  }

  /** Whether the body's time is up (a read that failed after it is answered as a slow body). */
  boolean expired() {
    return nanoClock.getAsLong() - deadline > 0;
  }

  @Override
  public int read() throws IOException {
    check();
    return super.read();
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    check();
    return super.read(b, off, len);
  }

  @Override
  public long skip(long n) throws IOException {
    check();
    return super.skip(n);
  }

  private void check() throws ExpiredException {
    if (expired()) {
      throw new ExpiredException(expiredMessage());
    }
  }

  String expiredMessage() {
    return "the request body " + (declaredBytes >= 0 ? "(" + declaredBytes + " bytes) " : "")
        + "did not arrive within " + limit.toMillis() + " ms (torchtpu.simulate.body-read-timeout plus a second "
        + "per 256 KB declared in Content-Length); send it whole at once";
  }
}
