package org.torchtpu.server.compiler.cache;

import io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.security.PodTrust;
import org.torchtpu.server.security.ServiceChannels;
import org.torchtpu.server.security.ServiceTls;
import org.torchtpu.service.security.SecuritySettings;

/**
 * The host's program cache: {@code torchtpu.compilation-cache-target} (environment
 * TORCHTPU_COMPILATION_CACHE_TARGET) names the shared compilation-cache service as host:port;
 * empty means this host's in-process cache only. {@code torchtpu.compilation-cache-local-bytes}
 * bounds the in-process tier (a tenant's own list holds at most half of it, see {@link ProgramCache}); the timeouts bound every remote call.
 * {@code torchtpu.compilation-cache-reserve-timeout-ms} (default 3 s) is how long a host waits for
 * another host that holds the key's reservation before compiling it itself: a holder that never
 * Puts (crashed, or hoarding reservations) costs others at most that, not the reservation's TTL.
 */
@Configuration
public class ProgramCacheConfiguration {

  @Bean(destroyMethod = "close")
  ProgramCache programCache(Host host, Executor executor, MeterRegistry meters, CircuitBreakerRegistry breakers,
      @Value("${torchtpu.compilation-cache-target:}") String target,
      @Value("${torchtpu.compilation-cache-local-bytes:268435456}") long localBytes,
      @Value("${torchtpu.compilation-cache-timeout-ms:2000}") long timeoutMillis,
      @Value("${torchtpu.compilation-cache-reserve-timeout-ms:3000}") long reserveTimeoutMillis,
      SecuritySettings security,
      ObjectProvider<PodTrust> trustProvider,
      ObjectProvider<ServiceTls> tlsProvider) {
    io.grpc.ChannelCredentials tls = tlsProvider.getIfAvailable(ServiceTls::none).credentials();
    PodTrust trust = trustProvider.getIfAvailable(PodTrust::off);
    RemoteCompilationCache remote = null;
    if (target != null && !target.isBlank() && !trust.sharedCacheUsable()) {
      LoggerFactory.getLogger(ProgramCacheConfiguration.class).error("not using the compilation cache at {}: "
          + "with keys on its entries must be sealed with torchtpu.security.pod-secret, which is not set", target);
    } else if (target != null && !target.isBlank()) {
      RemoteCompilationCache.Settings d = RemoteCompilationCache.Settings.defaults();
      remote = new RemoteCompilationCache(ServiceChannels.open(target.trim(), security.getServiceKey(), tls), true, new RemoteCompilationCache.Settings(
          Duration.ofMillis(timeoutMillis), Duration.ofMillis(reserveTimeoutMillis), d.reservationTtl(),
          d.slidingWindow(), d.minimumCalls(), d.failureRatePercent(), d.openWait()));
      // publish the client's breaker with the host's others (metrics)
      breakers.circuitBreaker(remote.breaker().getName());
      breakers.replace(remote.breaker().getName(), remote.breaker());
    }
    return new ProgramCache(localBytes, remote, host.id(), executor, meters, trust.programs(), trust.enforced());
  }

  @Bean
  ProgramService programService(Executor executor, ProgramCache cache) {
    return new ProgramService(executor, cache);
  }
}
