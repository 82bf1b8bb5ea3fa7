package org.torchtpu.server.transport;

import com.google.common.util.concurrent.MoreExecutors;
import io.grpc.ServerCallExecutorSupplier;
import io.grpc.netty.NettyServerBuilder;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.ServerBuilderCustomizer;
import org.torchtpu.api.v1.FabricGrpc;
import org.torchtpu.api.v1.RuntimeGrpc;

/**
 * How the gRPC server moves bytes and hands messages to the service code, tuned for the
 * latency of collectives (measured with timestamps along one all-reduce on a loaded 2-core host).
 *
 * <p><b>Receive window.</b> A collective's part to another host is one stream of up to tens of
 * MiB; with grpc-netty's default 1 MiB window the sender stops after each MiB until the
 * receiver's WINDOW_UPDATE comes back, a round trip through both hosts' event loops per MiB (an
 * 8 MiB part took ~480 ms to arrive). A larger initial window lets a part stream at once;
 * auto-tuning stays on. A stream's unread data never exceeds the window.
 *
 * <p><b>No executor hop for the two streaming hot paths.</b> Messages of the op stream
 * ({@code Runtime/ExecuteStream}) and of deliveries ({@code Fabric/Deliver}, {@code Fabric/Exchange}) are handled on the
 * transport thread that read them: their handlers only check and enqueue (an op batch goes to its
 * session's own queue; a part, once complete, to the mailbox), never block, so the hand-off to
 * gRPC's executor thread would only add a wake-up (0.1-3 ms each on a busy host) to every
 * collective. Every other call (unary calls may wait for a session's queue) keeps the executor.
 */
@Configuration(proxyBeanMethods = false)
public class ServerTransportConfiguration {
  static final Set<String> DIRECT_METHODS = Set.of(
      RuntimeGrpc.getExecuteStreamMethod().getFullMethodName(),
      FabricGrpc.getDeliverMethod().getFullMethodName(),
      FabricGrpc.getExchangeMethod().getFullMethodName());

  @Bean
  ServerBuilderCustomizer<NettyServerBuilder> collectiveLatencyTuning(
      @Value("${torchtpu.grpc.flow-control-window-bytes:16777216}") int windowBytes) {
    return builder -> builder.initialFlowControlWindow(windowBytes).callExecutor(directForHotStreams());
  }

  /** The transport thread for the hot streams; null (the server's executor) for the rest. */
  public static ServerCallExecutorSupplier directForHotStreams() {
    return new ServerCallExecutorSupplier() {
      @Override
      public <ReqT, RespT> java.util.concurrent.Executor getExecutor(io.grpc.ServerCall<ReqT, RespT> call,
          io.grpc.Metadata headers) {
        return DIRECT_METHODS.contains(call.getMethodDescriptor().getFullMethodName())
            ? MoreExecutors.directExecutor() : null;
      }
    };
  }
}
