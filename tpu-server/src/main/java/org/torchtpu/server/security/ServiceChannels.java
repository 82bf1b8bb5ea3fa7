package org.torchtpu.server.security;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import org.torchtpu.api.security.ApiKeyCredentials;

/**
 * Channels from this host to the other services (scheduler, compilation cache, other hosts' Fabric):
 * each call carries the host's service key ({@code torchtpu.security.service-key}) when one is
 * configured, over mutual TLS when {@link ServiceTls} is, else plaintext.
 */
public final class ServiceChannels {
  private ServiceChannels() {}

  public static ManagedChannel open(String target, String serviceKey) {
    return open(target, serviceKey, null);
  }

  /** @param tls mutual-TLS credentials ({@link ServiceTls#credentials()}), or null for plaintext */
  public static ManagedChannel open(String target, String serviceKey, io.grpc.ChannelCredentials tls) {
    return builder(target, serviceKey, tls).build();
  }

  public static ManagedChannelBuilder<?> builder(String target, String serviceKey, io.grpc.ChannelCredentials tls) {
    ManagedChannelBuilder<?> builder = tls == null ? ManagedChannelBuilder.forTarget(target).usePlaintext()
        : io.grpc.Grpc.newChannelBuilder(target, tls);
    ApiKeyCredentials key = ApiKeyCredentials.ofNullable(serviceKey);
    if (key != null) {
      builder.intercept(key.asInterceptor());
    }
    return builder;
  }
}
