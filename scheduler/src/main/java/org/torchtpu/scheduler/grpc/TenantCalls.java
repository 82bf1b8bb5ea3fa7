package org.torchtpu.scheduler.grpc;

import io.grpc.ForwardingServerCall;
import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.springframework.core.Ordered;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * At most {@code limit} of one tenant key's Scheduler calls at once ({@code torchtpu.scheduler.max-calls-per-tenant});
 * one more is refused RESOURCE_EXHAUSTED with a RetryInfo hint. Every call of the scheduler takes its one lock, and gRPC
 * runs each call on a thread of its own: one tenant's 64 concurrent ListJobs of 1,000 jobs (0.4 ms each under the
 * lock) kept the hosts' heartbeats waiting 0.9 s on average and up to 4 s, near the 10 s lease, and every other
 * tenant's calls with them ({@code LockFloodMeasurement}). WatchJob streams have their own bound
 * (max-watches-per-tenant) and hold the lock only to start; operators' and hosts' keys are not counted.
 */
public final class TenantCalls implements ServerInterceptor, Ordered {
  /** Inside the API-key interceptor, which names the caller. */
  public static final int ORDER = ApiKeyServerInterceptor.ORDER + 200;
  private static final Duration RETRY_AFTER = Duration.ofMillis(100);

  private final int limit;
  private final ConcurrentHashMap<String, Integer> open = new ConcurrentHashMap<>();

  public TenantCalls(int limit) {
    if (limit < 0) {
      throw new IllegalArgumentException("torchtpu.scheduler.max-calls-per-tenant must be >= 0, got " + limit);
    }
    this.limit = limit;
  }

  @Override
  public int getOrder() {
    return ORDER;
  }

  @Override
  public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
      ServerCallHandler<ReqT, RespT> next) {
    Caller caller = Callers.current();
    if (limit == 0 || caller == null || !caller.isTenant()
        || !SchedulerGrpc.SERVICE_NAME.equals(call.getMethodDescriptor().getServiceName())
        || call.getMethodDescriptor().equals(SchedulerGrpc.getWatchJobMethod())) {
      return next.startCall(call, headers);
    }
    String tenant = caller.name();
    boolean[] admitted = new boolean[1];
    open.compute(tenant, (t, n) -> {
      int now = n == null ? 0 : n;
      admitted[0] = now < limit;
      return admitted[0] ? now + 1 : n;
    });
    if (!admitted[0]) {
      // the tenant's name is the operator's (its key's), not the caller's text
      io.grpc.StatusRuntimeException refused = ServiceStatuses.toException(DomainException.exhausted("tenant "
          + tenant + " already has " + limit
          + " scheduler calls in progress (torchtpu.scheduler.max-calls-per-tenant); retry when one has ended",
          RETRY_AFTER));
      call.close(refused.getStatus(), refused.getTrailers() == null ? new Metadata() : refused.getTrailers());
      return new ServerCall.Listener<>() { };
    }
    AtomicBoolean ended = new AtomicBoolean();
    Runnable end = () -> {
      if (ended.compareAndSet(false, true)) {
        open.computeIfPresent(tenant, (t, n) -> n <= 1 ? null : n - 1);
      }
    };
    // counted out as the call closes, before its trailers leave, so the tenant's next call finds the count lower
    ServerCall<ReqT, RespT> counted = new ForwardingServerCall.SimpleForwardingServerCall<>(call) {
      @Override
      public void close(io.grpc.Status status, Metadata trailers) {
        end.run();
        super.close(status, trailers);
      }
    };
    ServerCall.Listener<ReqT> listener;
    try {
      listener = next.startCall(counted, headers);
    } catch (RuntimeException | Error e) {
      end.run();
      throw e;
    }
    return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(listener) {
      @Override
      public void onComplete() {
        try {
          super.onComplete();
        } finally {
          end.run();
        }
      }

      @Override
      public void onCancel() {
        try {
          super.onCancel();
        } finally {
          end.run();
        }
      }
    };
  }
}
