package org.torchtpu.service.observability;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.GlobalServerInterceptor;

/**
 * Tenant, job and session ids of each gRPC call in the MDC of its log lines (structured logs show them as fields).
 * Imported by the services that know no more than the headers; tpu-server defines its own interceptor, which also
 * finds a session's tenant and job.
 */
@Configuration(proxyBeanMethods = false)
public class CallContextConfiguration {
  @Bean
  @GlobalServerInterceptor
  CallContextInterceptor callContextInterceptor() {
    return new CallContextInterceptor();
  }
}
