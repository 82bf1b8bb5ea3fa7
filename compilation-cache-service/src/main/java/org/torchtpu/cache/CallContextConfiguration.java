package org.torchtpu.cache;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.torchtpu.api.observability.CallContextInterceptor;

/** Tenant, job and session ids of each gRPC call in the MDC of its log lines (structured logs show them as fields). */
@Configuration
public class CallContextConfiguration {
  @Bean
  @GlobalServerInterceptor
  CallContextInterceptor callContextInterceptor() {
    return new CallContextInterceptor();
  }
}
