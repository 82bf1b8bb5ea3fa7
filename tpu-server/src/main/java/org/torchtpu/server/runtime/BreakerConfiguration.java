package org.torchtpu.server.runtime;

import io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry;
import io.github.resilience4j.micrometer.tagged.TaggedCircuitBreakerMetrics;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The circuit breakers between this host and the other services (the scheduler registration,
 * the compilation cache), in one registry whose breakers show up at /actuator/prometheus as
 * {@code resilience4j_circuitbreaker_state{name=...}}, calls and failure rates.
 */
@Configuration
public class BreakerConfiguration {
  @Bean
  public CircuitBreakerRegistry circuitBreakers(MeterRegistry meters) {
    CircuitBreakerRegistry registry = CircuitBreakerRegistry.ofDefaults();
    TaggedCircuitBreakerMetrics.ofCircuitBreakerRegistry(registry).bindTo(meters);
    return registry;
  }
}
