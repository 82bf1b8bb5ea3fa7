package org.torchtpu.server.compiler.cache;

import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.timelimiter.TimeLimiter;
import io.github.resilience4j.timelimiter.TimeLimiterConfig;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveRequest;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CachePutRequest;
import org.torchtpu.api.v1.CacheReleaseRequest;
import org.torchtpu.api.v1.CompilationCacheGrpc;

/**
 * Client of the shared compilation-cache service, every call behind a Resilience4j time limiter
 * and circuit breaker: a slow or failing cache costs at most one timeout per call until the
 * breaker opens, and then nothing (calls are refused at once) until it half-opens to probe again.
 * Callers treat {@link RemoteCacheUnavailableException} as "compile locally".
 */
public final class RemoteCompilationCache implements AutoCloseable {
  /** Timeouts and breaker settings. */
  public record Settings(Duration callTimeout, Duration reserveTimeout, Duration reservationTtl,
      int slidingWindow, int minimumCalls, float failureRatePercent, Duration openWait) {
    public static Settings defaults() {
      return new Settings(Duration.ofSeconds(2), Duration.ofSeconds(3), Duration.ofSeconds(60),
          10, 5, 50f, Duration.ofSeconds(30));
    }
  }

  private final ManagedChannel channel;
  private final boolean ownsChannel;
  private final CompilationCacheGrpc.CompilationCacheBlockingStub stub;
  private final Settings settings;
  private final CircuitBreaker breaker;
  private final TimeLimiter callLimiter;
  private final TimeLimiter reserveLimiter;
  private final ExecutorService pool;

  public RemoteCompilationCache(ManagedChannel channel, boolean ownsChannel, Settings settings) {
    this.channel = channel;
    this.ownsChannel = ownsChannel;
    this.stub = CompilationCacheGrpc.newBlockingStub(channel);
    this.settings = settings;
    this.breaker = CircuitBreaker.of("compilation-cache", CircuitBreakerConfig.custom()
        .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
        .slidingWindowSize(settings.slidingWindow())
        .minimumNumberOfCalls(settings.minimumCalls())
        .failureRateThreshold(settings.failureRatePercent())
        .waitDurationInOpenState(settings.openWait())
        .permittedNumberOfCallsInHalfOpenState(1)
        .recordException(e -> !refusal(e)) // the cache answered: it is up
        .build());
    this.callLimiter = TimeLimiter.of(TimeLimiterConfig.custom()
        .timeoutDuration(settings.callTimeout()).cancelRunningFuture(true).build());
    this.reserveLimiter = TimeLimiter.of(TimeLimiterConfig.custom()
        .timeoutDuration(settings.reserveTimeout()).cancelRunningFuture(true).build());
    this.pool = Executors.newCachedThreadPool(r -> {
      Thread t = new Thread(r, "compilation-cache-client");
      t.setDaemon(true);
      return t;
    });
  }

  /** A client of the cache at {@code target} (host:port, plaintext). */
  public static RemoteCompilationCache connect(String target, Settings settings) {
    return new RemoteCompilationCache(ManagedChannelBuilder.forTarget(target).usePlaintext().build(), true, settings);
  }

  public CircuitBreaker breaker() {
    return breaker;
  }

  public CacheGetOrReserveResponse getOrReserve(String key, String requester) {
    Duration timeout = settings.reserveTimeout();
    return call("GetOrReserve", reserveLimiter, () -> stub.withDeadlineAfter(timeout.toMillis(), TimeUnit.MILLISECONDS)
        .getOrReserve(CacheGetOrReserveRequest.newBuilder()
            .setKey(key)
            .setRequester(requester)
            .setReservationTtlMillis(settings.reservationTtl().toMillis())
            .build()));
  }

  public boolean put(String key, CacheEntry entry, String reservationToken) {
    Duration timeout = settings.callTimeout();
    return call("Put", callLimiter, () -> stub.withDeadlineAfter(timeout.toMillis(), TimeUnit.MILLISECONDS)
        .put(CachePutRequest.newBuilder().setKey(key).setEntry(entry).setReservationToken(reservationToken).build()))
        .getStored();
  }

  public void release(String key, String reservationToken) {
    Duration timeout = settings.callTimeout();
    call("Release", callLimiter, () -> stub.withDeadlineAfter(timeout.toMillis(), TimeUnit.MILLISECONDS)
        .release(CacheReleaseRequest.newBuilder().setKey(key).setReservationToken(reservationToken).build()));
  }

  private <T> T call(String what, TimeLimiter limiter, Supplier<T> rpc) {
    Callable<T> timed = TimeLimiter.decorateFutureSupplier(limiter, () -> CompletableFuture.supplyAsync(rpc, pool));
    try {
      return breaker.executeCallable(timed);
    } catch (CallNotPermittedException e) {
      throw new RemoteCacheUnavailableException("compilation cache " + what + " skipped: circuit breaker is "
          + breaker.getState(), e);
    } catch (Exception e) {
      Throwable cause = e;
      while ((cause instanceof ExecutionException || cause instanceof CompletionException) && cause.getCause() != null) {
        cause = cause.getCause();
      }
      throw new RemoteCacheUnavailableException("compilation cache " + what + " failed: " + cause, cause);
    }
  }

  /** Whether the cache refused the call on its merits (e.g. ALREADY_EXISTS for a stored key) rather than failing. */
  public static boolean refused(RemoteCacheUnavailableException e) {
    return refusal(e.getCause());
  }

  private static boolean refusal(Throwable t) {
    while ((t instanceof ExecutionException || t instanceof CompletionException) && t.getCause() != null) {
      t = t.getCause();
    }
    if (!(t instanceof io.grpc.StatusRuntimeException sre)) {
      return false;
    }
    io.grpc.Status.Code c = sre.getStatus().getCode();
    return c == io.grpc.Status.Code.ALREADY_EXISTS || c == io.grpc.Status.Code.FAILED_PRECONDITION
        || c == io.grpc.Status.Code.INVALID_ARGUMENT;
  }

  @Override
  public void close() {
    pool.shutdownNow();
    if (ownsChannel) {
      channel.shutdownNow();
    }
  }
}
