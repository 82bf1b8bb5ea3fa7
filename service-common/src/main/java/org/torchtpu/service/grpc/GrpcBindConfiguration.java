package org.torchtpu.service.grpc;

import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.grpc.server.ServerBuilderCustomizer;
import org.springframework.util.StringUtils;

/**
 * Every service's gRPC port listens on {@code spring.grpc.server.host} (env TORCHTPU_GRPC_BIND_ADDRESS; * = every
 * interface). Spring gRPC's own property, so its default ({@code *}) is written here once for the three services.
 * Every gRPC service served checks a large request's structure before it is parsed ({@link StructureBoundServices}),
 * counts the bytes its requests in flight hold ({@link InFlightBudget}) and ends each call with a bounded description
 * ({@link StatusDescriptionBound}).
 */
@Configuration(proxyBeanMethods = false)
public class GrpcBindConfiguration {
  @Bean
  @SuppressWarnings("rawtypes")
  ServerBuilderCustomizer grpcBindAddress(@Value("${spring.grpc.server.host:*}") String host) {
    return builder -> GrpcBindAddress.restrict(builder, host);
  }

  /** Every Netty port closes a connection resetting more than 200 streams in 30 s ({@link RapidResetLimit}). */
  @Bean
  @SuppressWarnings("rawtypes")
  ServerBuilderCustomizer grpcRapidResetLimit() {
    return RapidResetLimit.onNetty();
  }

  /**
   * What requests in flight may hold, host-wide, per tenant and for calls without a key ({@link InFlightBudget}): by
   * default half the heap, half of that per tenant, and 4 MiB without a key.
   */
  @Bean
  InFlightBudget inFlightBudget(@Value("${torchtpu.grpc.in-flight-bytes:0}") long hostBytes,
      @Value("${torchtpu.grpc.in-flight-bytes-per-tenant:0}") long tenantBytes,
      @Value("${torchtpu.grpc.in-flight-bytes-keyless:0}") long keylessBytes,
      @Value("${torchtpu.grpc.in-flight-stall-seconds:10}") long stallSeconds) {
    long host = hostBytes > 0 ? hostBytes : InFlightBudget.defaultHostBytes();
    return new InFlightBudget(host, tenantBytes > 0 ? tenantBytes : InFlightBudget.defaultTenantBytes(host),
        keylessBytes > 0 ? keylessBytes : InFlightBudget.defaultKeylessBytes(host), Duration.ofSeconds(stallSeconds));
  }

  @Bean
  InFlightBudgetMetrics inFlightBudgetMetrics(InFlightBudget budget) {
    return new InFlightBudgetMetrics(budget);
  }

  @Bean
  @SuppressWarnings({"rawtypes", "unchecked"})
  ServerBuilderCustomizer grpcInFlightBudget(InFlightBudget budget) {
    return builder -> builder.addStreamTracerFactory(budget);
  }

  /**
   * Calls one client connection may have open at once ({@code torchtpu.grpc.max-concurrent-calls-per-connection};
   * gRPC's default is unbounded, so one connection could hold any number of calls, each with its buffers and its
   * HTTP/2 window of data received), except the services named by
   * {@code torchtpu.grpc.calls-per-connection-exempt-services} ({@link CallsPerConnection}). The default leaves room
   * for a tenant's every session (quota max-sessions 256) to have its op stream and its waiting calls
   * (tenant-waiting-calls 256) on one channel.
   */
  @Bean
  @GlobalServerInterceptor
  CallsPerConnection grpcCallsPerConnection(
      @Value("${torchtpu.grpc.max-concurrent-calls-per-connection:1024}") int calls,
      @Value("${torchtpu.grpc.calls-per-connection-exempt-services:}") String exempt) {
    return new CallsPerConnection(calls, StringUtils.commaDelimitedListToSet(exempt.replace(" ", "")));
  }

  /**
   * Every status a call ends with has its description bounded ({@link StatusDescriptionBound}); first of the
   * interceptors, so it also bounds what the others end a call with.
   */
  @Bean
  @GlobalServerInterceptor
  @Order(Ordered.HIGHEST_PRECEDENCE)
  StatusDescriptionBound statusDescriptionBound() {
    return new StatusDescriptionBound();
  }

  /** Health, reflection and any other service not bound by its own class get the structure bound too. */
  @Bean
  static StructureBoundServices structureBoundServices() {
    return new StructureBoundServices();
  }
}
