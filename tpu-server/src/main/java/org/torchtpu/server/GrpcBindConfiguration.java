package org.torchtpu.server;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.ServerBuilderCustomizer;
import org.torchtpu.api.grpc.GrpcBindAddress;

/** The gRPC port listens on {@code spring.grpc.server.host} (env TORCHTPU_GRPC_BIND_ADDRESS; * = every interface). */
@Configuration(proxyBeanMethods = false)
public class GrpcBindConfiguration {
  @Bean
  @SuppressWarnings("rawtypes")
  ServerBuilderCustomizer grpcBindAddress(@Value("${spring.grpc.server.host:*}") String host) {
    return builder -> GrpcBindAddress.restrict(builder, host);
  }
}
