package org.torchtpu.scheduler.grpc;

import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.StatusRuntimeException;
import org.springframework.core.Ordered;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.scheduler.security.TenantCallShare;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import org.torchtpu.service.grpc.CountedCalls;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * Holds a tenant key's Scheduler calls to its {@link TenantCallShare} ({@code torchtpu.scheduler.max-calls-per-tenant}):
 * the call past it is refused RESOURCE_EXHAUSTED with a RetryInfo hint. WatchJob streams have their own bound
 * (max-watches-per-tenant) and hold the lock only to start; operators' and hosts' keys are not counted.
 */
public final class TenantCalls implements ServerInterceptor, Ordered {
  /** Inside the API-key interceptor, which names the caller. */
  public static final int ORDER = ApiKeyServerInterceptor.ORDER + 200;

  private final TenantCallShare share;

  public TenantCalls(TenantCallShare share) {
    this.share = share;
  }

  @Override
  public int getOrder() {
    return ORDER;
  }

  @Override
  public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
      ServerCallHandler<ReqT, RespT> next) {
    Caller caller = Callers.current();
    if (caller == null || !caller.isTenant()
        || !SchedulerGrpc.SERVICE_NAME.equals(call.getMethodDescriptor().getServiceName())
        || call.getMethodDescriptor().equals(SchedulerGrpc.getWatchJobMethod())) {
      return next.startCall(call, headers);
    }
    String tenant = caller.name();
    if (!share.enter(tenant)) {
      StatusRuntimeException refused =
          ServiceStatuses.toException(DomainException.exhausted(share.refusal(tenant), TenantCallShare.RETRY_AFTER));
      call.close(refused.getStatus(), refused.getTrailers() == null ? new Metadata() : refused.getTrailers());
      return new ServerCall.Listener<>() { };
    }
    return CountedCalls.start(call, headers, next, () -> share.leave(tenant));
  }
}
