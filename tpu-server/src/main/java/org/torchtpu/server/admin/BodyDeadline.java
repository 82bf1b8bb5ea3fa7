package org.torchtpu.server.admin;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;

/**
 * A request body that must arrive whole within a time limit. Tomcat's read timeout is per read, so a client sending a
 * byte now and then kept its body, and the simulation slot it is read in, for as long as it liked. Each read here
 * first checks the time since the first read, so a body is read for at most its limit plus one read timeout.
 */
final class BodyDeadline extends FilterInputStream {
  /** Thrown when a body is still arriving at its deadline (answered 408). */
  static final class ExpiredException extends IOException {
    ExpiredException(String message) {
      super(message);
    }
  }

  private final Duration limit;
  private final long deadline;

  BodyDeadline(InputStream body, Duration limit) {
    super(body);
    this.limit = limit;
    this.deadline = System.nanoTime() + limit.toNanos();
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
    if (System.nanoTime() - deadline > 0) {
      throw new ExpiredException("the request body did not arrive within " + limit.toMillis() + " ms "
          + "(torchtpu.simulate.body-read-timeout); send it whole at once");
    }
  }
}
