package org.torchtpu.service.grpc;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.ServerBuilderCustomizer;

/**
 * Every service's gRPC port listens on {@code spring.grpc.server.host} (env TORCHTPU_GRPC_BIND_ADDRESS; * = every
 * interface). Spring gRPC's own property, so its default ({@code *}) is written here once for the three services.
 * Every gRPC service served checks a large request's structure before it is parsed ({@link StructureBoundServices}).
 */
@Configuration(proxyBeanMethods = false)
public class GrpcBindConfiguration {
  @Bean
  @SuppressWarnings("rawtypes")
  ServerBuilderCustomizer grpcBindAddress(@Value("${spring.grpc.server.host:*}") String host) {
    return builder -> GrpcBindAddress.restrict(builder, host);
  }

  /** Health, reflection and any other service not bound by its own class get the structure bound too. */
  @Bean
  static StructureBoundServices structureBoundServices() {
    return new StructureBoundServices();
  }
}
