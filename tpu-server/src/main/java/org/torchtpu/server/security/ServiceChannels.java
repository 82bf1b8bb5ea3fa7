package org.torchtpu.server.security;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import org.torchtpu.api.security.ApiKeyCredentials;

/**
 * Channels from this host to the other services (scheduler, compilation cache): each call carries
 * the host's service key ({@code torchtpu.security.service-key}) when one is configured.
 */
public final class ServiceChannels {
  private ServiceChannels() {}

  public static ManagedChannel open(String target, String serviceKey) {
    ManagedChannelBuilder<?> builder = ManagedChannelBuilder.forTarget(target).usePlaintext();
    ApiKeyCredentials key = ApiKeyCredentials.ofNullable(serviceKey);
    if (key != null) {
      builder.intercept(key.asInterceptor());
    }
    return builder.build();
  }
}
