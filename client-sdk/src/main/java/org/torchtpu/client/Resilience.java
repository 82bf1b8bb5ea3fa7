package org.torchtpu.client;

import com.google.protobuf.Any;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.rpc.RetryInfo;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.core.IntervalFunction;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.torchtpu.api.grpc.CallStatuses;

/**
 * How the SDK calls one tpu-server: a deadline on every call, a circuit breaker for the target,
 * and retries with exponential backoff and jitter for the calls that are safe to repeat.
 *
 * <p>Which calls are retried, and why:
 * <ul>
 *   <li>retried: {@code DescribeHost} (reads), {@code Download} (reads a value; waiting for ops
 *       again changes nothing), {@code Synchronize} (waits; repeating it waits again), and
 *       {@code Compile} (a pure function of the graph, cached by its structure: a repeat finds the
 *       program already compiled and registers it again under the same id);
 *   <li>never retried: {@code Execute} and the op stream's batches (a repeated op would run
 *       twice; a broken stream is resumed instead, and the server skips ops it has already run),
 *       {@code Upload} (no idempotency key: a repeat of a stored upload is ALREADY_EXISTS),
 *       {@code OpenSession} (a repeat after a lost answer would open a second session) and
 *       {@code CloseSession} (a repeat after a lost answer is NOT_FOUND).
 * </ul>
 * A retry happens only for UNAVAILABLE (the connection or the server is down) and for
 * RESOURCE_EXHAUSTED carrying a {@code google.rpc.RetryInfo} (the server is overloaded and says
 * when to come back; the wait is then at least that hint). Every other status is the answer.
 *
 * <p>The breaker counts UNAVAILABLE and DEADLINE_EXCEEDED as failures of the target (an
 * INVALID_ARGUMENT is the caller's fault, not the server's); once open, calls fail at once with
 * UNAVAILABLE naming the target, until it half-opens and lets a few calls probe.
 */
public final class Resilience {
  /**
   * @param deadline of every unary call (the op stream lives as long as its session and has none)
   * @param maxAttempts attempts of a retried call, the first included
   * @param initialBackoff wait before the first retry; each next one is {@code multiplier} times longer
   * @param jitter randomisation factor of each wait (0.5: anywhere from half to one and a half times)
   * @param maxBackoff longest single wait
   * @param breakerWindow calls the breaker's failure rate is computed over
   * @param breakerFailureRatePercent failure rate that opens the breaker
   * @param breakerOpenWait how long the breaker stays open before letting probes through
   * @param streamReconnectAttempts times a broken op stream is reopened (with the same backoff)
   *     before the session reports it as UNAVAILABLE
   */
  public record Settings(Duration deadline, int maxAttempts, Duration initialBackoff, double multiplier,
      double jitter, Duration maxBackoff, int breakerWindow, float breakerFailureRatePercent,
      Duration breakerOpenWait, int streamReconnectAttempts) {
    public static Settings defaults() {
      return new Settings(Duration.ofSeconds(60), 4, Duration.ofMillis(100), 2.0, 0.5, Duration.ofSeconds(5),
          20, 50f, Duration.ofSeconds(10), 8);
    }

    public Settings withDeadline(Duration d) {
      return new Settings(d, maxAttempts, initialBackoff, multiplier, jitter, maxBackoff, breakerWindow,
          breakerFailureRatePercent, breakerOpenWait, streamReconnectAttempts);
    }

    /** The wait before retry {@code attempt} (1 = the first retry), jittered. */
    public IntervalFunction backoff() {
      return IntervalFunction.ofExponentialRandomBackoff(initialBackoff, multiplier, jitter, maxBackoff);
    }
  }

  private final String target;
  private final Settings settings;
  private final CircuitBreaker breaker;
  private final RetryConfig retryConfig;

  public Resilience(String target, Settings settings) {
    this.target = target;
    this.settings = settings;
    this.breaker = CircuitBreaker.of("tpu-server " + target, CircuitBreakerConfig.custom()
        .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
        .slidingWindowSize(settings.breakerWindow())
        .minimumNumberOfCalls(Math.max(1, settings.breakerWindow() / 2))
        .failureRateThreshold(settings.breakerFailureRatePercent())
        .waitDurationInOpenState(settings.breakerOpenWait())
        .permittedNumberOfCallsInHalfOpenState(2)
        .recordException(Resilience::isTargetFailure)
        .build());
    this.retryConfig = retryConfig(settings, Resilience::isRetryable);
  }

  /** Retries of the failures {@code retryOn} accepts, each wait the backoff's or the server's hint, the longer. */
  private static RetryConfig retryConfig(Settings settings, Predicate<Throwable> retryOn) {
    IntervalFunction backoff = settings.backoff();
    return RetryConfig.custom()
        .maxAttempts(Math.max(1, settings.maxAttempts()))
        .retryOnException(retryOn)
        .intervalBiFunction((attempt, outcome) -> {
          long wait = backoff.apply(attempt);
          if (outcome.isLeft()) {
            wait = Math.max(wait, retryHintMillis(outcome.getLeft()));
          }
          return wait;
        })
        .build();
  }

  /**
   * Runs {@code rpc} again while the server refuses it RESOURCE_EXHAUSTED with a {@code google.rpc.RetryInfo}, up to
   * {@code settings.maxAttempts()} attempts with its backoff (each wait at least the hint); any other outcome, and the
   * last refusal, come out as they are. Only for a server whose hinted refusals are made at admission, before the call
   * did anything (the scheduler's per-tenant call share), so that even a call that is not idempotent (SubmitJob) is
   * safe to repeat; no circuit breaker, and UNAVAILABLE is not retried (a lost answer may hide a stored job).
   */
  public static <T> T retryingHintedRefusals(String method, Settings settings, Supplier<T> rpc) {
    Retry retry = Retry.of(method, retryConfig(settings,
        t -> codeOf(t) == Status.Code.RESOURCE_EXHAUSTED && retryHintMillis(t) > 0));
    return Retry.decorateSupplier(retry, rpc).get();
  }

  public Settings settings() {
    return settings;
  }

  public CircuitBreaker breaker() {
    return breaker;
  }

  /**
   * Runs one call under the breaker, retried when {@code idempotent}; failures come out as
   * {@link TpuException}s.
   *
   * @param method the RPC's name, for messages
   */
  public <T> T call(String method, boolean idempotent, Supplier<T> rpc) {
    // the first failure usually says why (a server shutting down); later attempts often only "connection refused"
    StatusRuntimeException[] first = new StatusRuntimeException[1];
    Supplier<T> remembering = () -> {
      try {
        return rpc.get();
      } catch (StatusRuntimeException e) {
        if (first[0] == null) {
          first[0] = e;
        }
        throw e;
      }
    };
    Supplier<T> guarded = CircuitBreaker.decorateSupplier(breaker, remembering);
    Retry retry = idempotent ? Retry.of(method, retryConfig) : null;
    try {
      return retry == null ? guarded.get() : Retry.decorateSupplier(retry, guarded).get();
    } catch (CallNotPermittedException e) {
      throw new TpuException(Status.Code.UNAVAILABLE, "UNAVAILABLE: " + method + " not sent: the circuit breaker for "
          + target + " is open after repeated failures; it lets calls through again in "
          + settings.breakerOpenWait().toSeconds() + " s", null, e);
    } catch (StatusRuntimeException e) {
      TpuException t = Errors.fromStatus(e);
      if (retry != null && isRetryable(e)) {
        String firstFailure = first[0] == null || first[0] == e ? ""
            : "; first: " + first[0].getStatus().getCode() + ": " + first[0].getStatus().getDescription();
        throw new TpuException(t.code(), t.getMessage() + " (" + method + " to " + target + " failed "
            + settings.maxAttempts() + " times" + firstFailure + ")", t.opError(), e);
      }
      throw t;
    }
  }

  /** A status that says the server or the path to it is down, not that the request was wrong. */
  static boolean isTargetFailure(Throwable t) {
    return CallStatuses.isPeerFailure(codeOf(t));
  }

  static boolean isRetryable(Throwable t) {
    Status.Code code = codeOf(t);
    return code == Status.Code.UNAVAILABLE || (code == Status.Code.RESOURCE_EXHAUSTED && retryHintMillis(t) > 0);
  }

  private static Status.Code codeOf(Throwable t) {
    if (t instanceof TpuException e) {
      return e.code();
    }
    if (t instanceof StatusRuntimeException e) {
      return CallStatuses.of(e).getCode();
    }
    return Status.Code.UNKNOWN;
  }

  /** The server's suggested wait (google.rpc.RetryInfo) in milliseconds; 0 when it gave none. */
  public static long retryHintMillis(Throwable t) {
    Throwable status = t instanceof TpuException && t.getCause() != null ? t.getCause() : t;
    com.google.rpc.Status detail = StatusProto.fromThrowable(status);
    if (detail == null) {
      return 0;
    }
    for (Any any : detail.getDetailsList()) {
      if (any.is(RetryInfo.class)) {
        try {
          com.google.protobuf.Duration d = any.unpack(RetryInfo.class).getRetryDelay();
          return d.getSeconds() * 1000 + d.getNanos() / 1_000_000;
        } catch (InvalidProtocolBufferException ignored) {
          return 0;
        }
      }
    }
    return 0;
  }
}
