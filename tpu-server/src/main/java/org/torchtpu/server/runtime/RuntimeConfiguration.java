package org.torchtpu.server.runtime;

import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.observability.CallContextInterceptor;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The runtime's bulkheads, bound from {@code torchtpu.limits.*}, and the call context of its log lines. */
@Configuration
@EnableConfigurationProperties({LimitProperties.class, SessionProperties.class})
public class RuntimeConfiguration {
  @Bean
  Admission admission(LimitProperties limits, MeterRegistry meters) {
    return new Admission(limits, meters);
  }

  /** Tenant, job and session ids in the MDC of every call; a session's tenant is looked up here. */
  @Bean
  @GlobalServerInterceptor
  CallContextInterceptor callContextInterceptor(SessionRegistry sessions) {
    return new CallContextInterceptor(session -> {
      try {
        return sessions.get(session).tenant();
      } catch (DomainException unknown) {
        return null;
      }
    });
  }
}
