package org.torchtpu.client;

import java.util.ServiceLoader;

/**
 * Where {@link TpuClient} gets the transports of a session's eager modes: implemented by the gRPC
 * transports ({@code org.torchtpu.client.grpc}) and found with {@link ServiceLoader}, so the
 * transports depend on this package and never the reverse.
 */
public interface TransportProvider {
  /** The transports of session {@code sessionId}, over {@code channels}. */
  Session.TransportFactory transports(Channels channels, String sessionId);

  /** The provider on the class path (the SDK's jar registers the gRPC one). */
  static TransportProvider load() {
    return ServiceLoader.load(TransportProvider.class, TransportProvider.class.getClassLoader()).findFirst()
        .orElseThrow(() -> new IllegalStateException("no " + TransportProvider.class.getName() + " on the class path "
            + "(META-INF/services of client-sdk's jar registers org.torchtpu.client.grpc.GrpcTransports$Provider)"));
  }
}
