package org.torchtpu.tpuctl;

import io.grpc.CallOptions;
import io.grpc.Channel;
import io.grpc.ClientCall;
import io.grpc.ClientInterceptor;
import io.grpc.ClientInterceptors;
import io.grpc.ForwardingClientCall;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import java.util.concurrent.TimeUnit;

/** Opens gRPC channels to the services; tests substitute in-process channels. */
@FunctionalInterface
public interface Connections {
  /** Metadata header that carries the tenant's API key. */
  Metadata.Key<String> API_KEY = Metadata.Key.of("x-api-key", Metadata.ASCII_STRING_MARSHALLER);

  /** A channel to {@code target} ("host:port"). */
  ManagedChannel open(String target);

  /** Plaintext channels over Netty. */
  static Connections plaintext() {
    return target -> ManagedChannelBuilder.forTarget(target).usePlaintext().maxInboundMessageSize(64 << 20).build();
  }

  /** {@code channel} with the API key (when there is one) on every call. */
  static Channel withApiKey(Channel channel, String apiKey) {
    if (apiKey == null || apiKey.isEmpty()) {
      return channel;
    }
    return ClientInterceptors.intercept(channel, new ClientInterceptor() {
      @Override
      public <Q, R> ClientCall<Q, R> interceptCall(MethodDescriptor<Q, R> method, CallOptions options, Channel next) {
        return new ForwardingClientCall.SimpleForwardingClientCall<>(next.newCall(method, options)) {
          @Override
          public void start(Listener<R> listener, Metadata headers) {
            headers.put(API_KEY, apiKey);
            super.start(listener, headers);
          }
        };
      }
    });
  }

  /** Closes a channel opened here, waiting briefly for calls to end. */
  static void close(ManagedChannel channel) {
    channel.shutdownNow();
    try {
      channel.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
