package org.torchtpu.service.grpc;

import io.grpc.Grpc;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import java.net.SocketAddress;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * At most {@code limit} calls open at once on one client connection
 * ({@code torchtpu.grpc.max-concurrent-calls-per-connection}; gRPC's default is unbounded), except calls of the
 * {@code exempt} services: a tpu-server's Fabric, whose one connection from each peer host carries every tenant's
 * collective parts (each large part its own call), so a cap there would be shared by all tenants of that host and one
 * tenant's parts could hold back the others'. A call past the limit is refused at once with RESOURCE_EXHAUSTED. An
 * interceptor, not the HTTP/2 SETTINGS_MAX_CONCURRENT_STREAMS bound: that one is the whole connection's and cannot
 * leave one service out. A connection is told apart by its remote address (host and port).
 */
final class CallsPerConnection implements ServerInterceptor {
  private final int limit;
  private final Set<String> exempt;
  private final ConcurrentHashMap<SocketAddress, Integer> open = new ConcurrentHashMap<>();

  CallsPerConnection(int limit, Set<String> exempt) {
    if (limit < 1) {
      throw new IllegalArgumentException("torchtpu.grpc.max-concurrent-calls-per-connection must be >= 1, got " + limit);
    }
    this.limit = limit;
    this.exempt = Set.copyOf(exempt);
  }

  @Override
  public <ReqT, RespT> ServerCall.Listener<ReqT> interceptCall(ServerCall<ReqT, RespT> call, Metadata headers,
      ServerCallHandler<ReqT, RespT> next) {
    SocketAddress connection = call.getAttributes().get(Grpc.TRANSPORT_ATTR_REMOTE_ADDR);
    if (connection == null || exempt.contains(call.getMethodDescriptor().getServiceName())) {
      return next.startCall(call, headers);
    }
    boolean[] admitted = new boolean[1];
    open.compute(connection, (c, n) -> {
      int now = n == null ? 0 : n;
      admitted[0] = now < limit;
      return admitted[0] ? now + 1 : n;
    });
    if (!admitted[0]) {
      call.close(Status.RESOURCE_EXHAUSTED.withDescription("this connection already has " + limit
          + " calls open (torchtpu.grpc.max-concurrent-calls-per-connection): wait for one to end or open another"
          + " connection"), new Metadata());
      return new ServerCall.Listener<>() { };
    }
    return CountedCalls.start(call, headers, next,
        () -> open.computeIfPresent(connection, (c, n) -> n <= 1 ? null : n - 1));
  }

  /** Calls open now on the connection from {@code remote} (tests). */
  int open(SocketAddress remote) {
    return open.getOrDefault(remote, 0);
  }
}
