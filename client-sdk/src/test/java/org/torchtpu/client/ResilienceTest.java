package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Any;
import com.google.rpc.RetryInfo;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Which calls are retried, on which statuses, and when the per-target breaker opens. */
class ResilienceTest {
  private static final Resilience.Settings FAST = new Resilience.Settings(Duration.ofSeconds(5), 4,
      Duration.ofMillis(1), 2.0, 0.5, Duration.ofMillis(4), 10, 50f, Duration.ofSeconds(60), 3);

  private static StatusRuntimeException unavailable() {
    return Status.UNAVAILABLE.withDescription("connection refused").asRuntimeException();
  }

  @Test
  void anIdempotentCallIsRetriedOnUnavailableUntilItSucceeds() {
    Resilience r = new Resilience("host:1", FAST);
    AtomicInteger attempts = new AtomicInteger();
    String value = r.call("Download", true, () -> {
      if (attempts.incrementAndGet() < 3) {
        throw unavailable();
      }
      return "value";
    });
    assertThat(value).isEqualTo("value");
    assertThat(attempts).hasValue(3);
  }

  @Test
  void anIdempotentCallGivesUpAfterMaxAttemptsNamingThem() {
    Resilience r = new Resilience("host:1", FAST);
    AtomicInteger attempts = new AtomicInteger();
    TpuException e = catchThrowableOfType(TpuException.class, () -> r.call("Synchronize", true, () -> {
      attempts.incrementAndGet();
      throw unavailable();
    }));
    assertThat(attempts).hasValue(4);
    assertThat(e.code()).isEqualTo(Status.Code.UNAVAILABLE);
    assertThat(e.getMessage()).contains("Synchronize to host:1 failed 4 times").contains("connection refused");
  }

  /** grpc-java's "UNKNOWN: channel closed" when the server dies under a call is the server going away. */
  @Test
  void aConnectionLostUnderACallReadsAsUnavailableAndIsRetried() {
    Resilience r = new Resilience("host:1", FAST);
    AtomicInteger attempts = new AtomicInteger();
    String value = r.call("Download", true, () -> {
      if (attempts.incrementAndGet() < 2) {
        throw Status.UNKNOWN.withDescription("channel closed")
            .withCause(new java.nio.channels.ClosedChannelException()).asRuntimeException();
      }
      return "value";
    });
    assertThat(value).isEqualTo("value");
    assertThat(attempts).hasValue(2);

    TpuException notSent = catchThrowableOfType(TpuException.class, () -> r.call("Execute", false, () -> {
      throw Status.UNKNOWN.withDescription("channel closed")
          .withCause(new java.nio.channels.ClosedChannelException()).asRuntimeException();
    }));
    assertThat(notSent.code()).isEqualTo(Status.Code.UNAVAILABLE);
    assertThat(notSent.getMessage()).contains("channel closed").contains("connection lost");

    TpuException serverBug = catchThrowableOfType(TpuException.class, () -> r.call("Download", true, () -> {
      throw Status.UNKNOWN.withDescription("handler threw").withCause(new IllegalStateException()).asRuntimeException();
    }));
    assertThat(serverBug.code()).as("an UNKNOWN that is not a lost connection stays UNKNOWN").isEqualTo(Status.Code.UNKNOWN);
  }

  @Test
  void aNonIdempotentCallIsNeverRetried() {
    Resilience r = new Resilience("host:1", FAST);
    AtomicInteger attempts = new AtomicInteger();
    TpuException e = catchThrowableOfType(TpuException.class, () -> r.call("Execute", false, () -> {
      attempts.incrementAndGet();
      throw unavailable();
    }));
    assertThat(attempts).hasValue(1);
    assertThat(e.code()).isEqualTo(Status.Code.UNAVAILABLE);
  }

  @Test
  void callerErrorsAreNotRetriedAndDoNotCountAgainstTheTarget() {
    Resilience r = new Resilience("host:1", FAST);
    AtomicInteger attempts = new AtomicInteger();
    for (int i = 0; i < 20; i++) {
      catchThrowableOfType(TpuException.class, () -> r.call("Download", true, () -> {
        attempts.incrementAndGet();
        throw Status.NOT_FOUND.withDescription("handle 7 is not defined").asRuntimeException();
      }));
    }
    assertThat(attempts).hasValue(20);
    assertThat(r.breaker().getState()).isEqualTo(CircuitBreaker.State.CLOSED);
  }

  @Test
  void overloadWithARetryHintIsRetriedAfterAtLeastTheHint() {
    Resilience r = new Resilience("host:1", FAST);
    com.google.rpc.Status overload = com.google.rpc.Status.newBuilder()
        .setCode(Status.Code.RESOURCE_EXHAUSTED.value()).setMessage("host is overloaded")
        .addDetails(Any.pack(RetryInfo.newBuilder().setRetryDelay(com.google.protobuf.Duration.newBuilder().setNanos(30_000_000)).build()))
        .build();
    assertThat(Resilience.retryHintMillis(StatusProto.toStatusRuntimeException(overload))).isEqualTo(30);
    AtomicInteger attempts = new AtomicInteger();
    String v = r.call("Compile", true, () -> {
      if (attempts.incrementAndGet() == 1) {
        throw StatusProto.toStatusRuntimeException(overload);
      }
      return "compiled";
    });
    assertThat(v).isEqualTo("compiled");
    // without a hint, RESOURCE_EXHAUSTED (say, HBM is full) is the answer, not a reason to retry
    AtomicInteger hbm = new AtomicInteger();
    catchThrowableOfType(TpuException.class, () -> r.call("Compile", true, () -> {
      hbm.incrementAndGet();
      throw Status.RESOURCE_EXHAUSTED.withDescription("needs 40 GiB of HBM").asRuntimeException();
    }));
    assertThat(hbm).hasValue(1);
  }

  @Test
  void theBreakerOpensAfterRepeatedUnavailabilityAndThenFailsFast() {
    Resilience r = new Resilience("host:1", FAST);
    for (int i = 0; i < 10; i++) {
      catchThrowableOfType(TpuException.class, () -> r.call("Execute", false, () -> {
        throw unavailable();
      }));
    }
    assertThat(r.breaker().getState()).isEqualTo(CircuitBreaker.State.OPEN);
    AtomicInteger attempts = new AtomicInteger();
    TpuException e = catchThrowableOfType(TpuException.class, () -> r.call("DescribeHost", true, () -> {
      attempts.incrementAndGet();
      return "never";
    }));
    assertThat(attempts).hasValue(0);
    assertThat(e.code()).isEqualTo(Status.Code.UNAVAILABLE);
    assertThat(e.getMessage()).contains("circuit breaker for host:1 is open");
  }

  /** Only a hinted refusal (made at the door, so nothing happened) is sent again; the last comes out as it was. */
  @Test
  void hintedRefusalsAreRetriedAndNothingElseIs() {
    com.google.rpc.Status refusal = com.google.rpc.Status.newBuilder()
        .setCode(Status.Code.RESOURCE_EXHAUSTED.value()).setMessage("tenant has 16 calls in progress")
        .addDetails(Any.pack(RetryInfo.newBuilder().setRetryDelay(com.google.protobuf.Duration.newBuilder()
            .setNanos(1_000_000)).build()))
        .build();
    AtomicInteger attempts = new AtomicInteger();
    assertThat(Resilience.retryingHintedRefusals("SubmitJob", FAST, () -> {
      if (attempts.incrementAndGet() < 3) {
        throw StatusProto.toStatusRuntimeException(refusal);
      }
      return "job-1";
    })).isEqualTo("job-1");
    assertThat(attempts).hasValue(3);

    AtomicInteger refused = new AtomicInteger();
    StatusRuntimeException last = catchThrowableOfType(StatusRuntimeException.class,
        () -> Resilience.retryingHintedRefusals("SubmitJob", FAST, () -> {
          refused.incrementAndGet();
          throw StatusProto.toStatusRuntimeException(refusal);
        }));
    assertThat(refused).as("bounded").hasValue(FAST.maxAttempts());
    assertThat(last.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);

    AtomicInteger lost = new AtomicInteger();
    catchThrowableOfType(StatusRuntimeException.class, () -> Resilience.retryingHintedRefusals("SubmitJob", FAST, () -> {
      lost.incrementAndGet();
      throw unavailable(); // the job may be stored, its answer lost: not repeated
    }));
    assertThat(lost).hasValue(1);
  }
}
