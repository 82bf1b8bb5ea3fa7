package org.torchtpu.server.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

/** A body's deadline, on a clock the test moves: it grows with the declared size, and late failures are 408s. */
class BodyDeadlineTest {
  private static final Duration BASE = Duration.ofSeconds(30);
  private final AtomicLong nanos = new AtomicLong();

  /** A 10 MB module over 2 Mbit/s (256 KB/s) takes 40 s: it is given 30 s plus 40 s, not the bare 30 s. */
  @Test
  void aLargeDeclaredBodyIsGivenTimeForItsSize() throws IOException {
    long tenMegabytes = 10L << 20;
    BodyDeadline body = new BodyDeadline(new ByteArrayInputStream(new byte[16]), BASE, tenMegabytes, nanos::get);
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(69));
    assertThat(body.read()).isZero();
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(2));
    assertThatThrownBy(body::read).isInstanceOf(BodyDeadline.ExpiredException.class)
        .hasMessageContaining("(10485760 bytes)").hasMessageContaining("70000 ms")
        .hasMessageContaining("torchtpu.simulate.body-read-timeout");
  }

  @Test
  void aBodyWithoutALengthHasTheBaseTimeout() throws IOException {
    BodyDeadline body = new BodyDeadline(new ByteArrayInputStream(new byte[16]), BASE, -1, nanos::get);
    nanos.addAndGet(BASE.toNanos());
    assertThat(body.read()).isZero();
    nanos.addAndGet(1);
    assertThatThrownBy(body::read).isInstanceOf(BodyDeadline.ExpiredException.class);
  }

  /** A read blocked until Tomcat's own read timeout: the body stopped arriving, a 408 (it was a 400). */
  @Test
  void aReadFailingOnTheReadTimeoutIsA408() {
    ResponseEntity<?> answer = controller().simulate(failingAfter(0, new SocketTimeoutException("Read timed out")), 50);
    assertThat(answer.getStatusCode().value()).isEqualTo(408);
    assertThat(((Map<?, ?>) answer.getBody()).get("code")).isEqualTo("DEADLINE_EXCEEDED");
  }

  /** A read that started in time and failed (the client gave up) after the deadline passed: a 408 too. */
  @Test
  void aReadFailingAfterTheDeadlineIsA408() {
    ResponseEntity<?> answer = controller().simulate(failingAfter(BASE.toNanos() + 1, new IOException("reset")), 50);
    assertThat(answer.getStatusCode().value()).isEqualTo(408);
  }

  private SimulateController controller() {
    return new SimulateController(2, Jackson2ObjectMapperBuilder.json().build(), BASE, nanos::get);
  }

  /** A body whose first read blocks for {@code blockedNanos} of the test's clock and then fails with {@code e}. */
  private InputStream failingAfter(long blockedNanos, IOException e) {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        nanos.addAndGet(blockedNanos);
        throw e;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return read();
      }
    };
  }
}
