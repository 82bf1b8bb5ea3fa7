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

  /**
   * A channel to {@code target} over TLS when {@code tls} is set, trusting {@code caPem} (PEM
   * certificates) or, when it is null, the JDK's default CAs. Connections that do not speak TLS
   * (in-process ones in tests) ignore it.
   */
  default ManagedChannel open(String target, boolean tls, byte[] caPem) {
    return open(target);
  }

  /** Channels over Netty: plaintext, or TLS with {@link #open(String, boolean, byte[])}. */
  static Connections plaintext() {
    return new Connections() {
      @Override
      public ManagedChannel open(String target) {
        return ManagedChannelBuilder.forTarget(target).usePlaintext().maxInboundMessageSize(64 << 20).build();
      }

      @Override
      public ManagedChannel open(String target, boolean tls, byte[] caPem) {
        if (!tls) {
          return open(target);
        }
        io.grpc.TlsChannelCredentials.Builder creds = io.grpc.TlsChannelCredentials.newBuilder();
        if (caPem != null) {
          try {
            creds.trustManager(new java.io.ByteArrayInputStream(caPem));
          } catch (java.io.IOException | IllegalArgumentException e) {
            throw new Tpuctl.InputException("--ca: not a PEM certificate: " + e.getMessage());
          }
        }
        try {
          return io.grpc.Grpc.newChannelBuilder(target, creds.build()).maxInboundMessageSize(64 << 20).build();
        } catch (io.grpc.ManagedChannelRegistry.ProviderNotFoundException e) {
          // the transport could not build its TLS context: the trusted certificates are unusable
          throw new Tpuctl.InputException((caPem != null ? "--ca: " : "--tls: ") + e.getMessage());
        }
      }
    };
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
