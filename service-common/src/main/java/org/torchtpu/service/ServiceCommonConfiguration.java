package org.torchtpu.service;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.torchtpu.service.error.DomainExceptionHandler;
import org.torchtpu.service.grpc.GrpcBindConfiguration;
import org.torchtpu.service.security.ServiceSecurityConfiguration;

/**
 * What every service imports (its application class says {@code @Import(ServiceCommonConfiguration.class)}): the
 * gRPC bind address, API-key security (with the service's own {@code ServiceSecurityPolicy} bean) and the one
 * mapping of escaped exceptions to gRPC statuses. The call context is {@code observability.CallContextConfiguration}
 * for a service without its own interceptor.
 */
@Configuration(proxyBeanMethods = false)
@Import({GrpcBindConfiguration.class, ServiceSecurityConfiguration.class})
public class ServiceCommonConfiguration {
  @Bean
  DomainExceptionHandler domainExceptionHandler() {
    return new DomainExceptionHandler();
  }
}
