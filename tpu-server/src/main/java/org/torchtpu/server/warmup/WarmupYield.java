package org.torchtpu.server.warmup;

import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import org.springframework.core.Ordered;
import org.torchtpu.service.security.ApiKeyServerInterceptor;

/**
 * Tells the {@link StartupWarmup} that a user request arrived, so the rest of its rounds give way:
 * every call of the host's own services counts (Runtime, Fabric, Advisor ...), health checks and
 * reflection do not (probes poll them while the host starts). It runs inside the API-key check, so a call with a
 * missing or unknown key (refused there) does not end the warm-up.
 */
final class WarmupYield implements ServerInterceptor, Ordered {
  private final StartupWarmup warmup;
  private volatile boolean told;

  WarmupYield(StartupWarmup warmup) {
    this.warmup = warmup;
  }

  @Override
  public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
      ServerCallHandler<Q, R> next) {
    if (!told && !ApiKeyServerInterceptor.OPEN_SERVICES.contains(call.getMethodDescriptor().getServiceName())) {
      told = true;
      warmup.requestArrived();
    }
    return next.startCall(call, headers);
  }

  @Override
  public int getOrder() {
    return ApiKeyServerInterceptor.ORDER + 50;
  }
}
