package org.torchtpu.server.security;

import io.grpc.Status;
import java.util.Set;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AuthorizeHttpRequestsConfigurer;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.SecuritySettings;
import org.torchtpu.service.security.ServiceSecurityPolicy;

/**
 * tpu-server's API keys: every Runtime RPC needs a key (the session's tenant comes from it, see
 * {@link SessionAccess}); REST {@code /api/v1/**} needs an admin key, except simulating a program
 * ({@code POST /api/v1/simulate}, {@code /simulate/sweep}), which any tenant may do for its own program within
 * SimulateLimits (nothing of the host's or another tenant's is read or held); health, info and Prometheus stay
 * open on the management port (loopback by default: the metrics are the host's totals). With no key configured, security is off (logged loudly at start). The setup itself is service-common's
 * {@code ServiceSecurityConfiguration}; the pod's trust ({@link PodTrust}) is this host's own.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(QuotaProperties.class)
public class TpuServerSecurity implements ServiceSecurityPolicy {
  @Bean
  PodTrust podTrust(SecuritySettings settings, ApiKeys keys) {
    return PodTrust.of(settings, keys);
  }

  @Override
  public String exposureWithoutKeys() {
    return "every gRPC and REST call is accepted without a key and tenants are taken from request fields";
  }

  /**
   * Runtime: any known key (sessions check ownership). Fabric: only other hosts (service keys) or
   * operators, so a tenant can never inject shards into a world's collectives.
   */
  @Override
  public Status grpcRule(String method, Caller caller) {
    return method.startsWith("torchtpu.v1.Fabric/") && !caller.isPrivileged()
        ? ApiKeyServerInterceptor.denied(method, caller, "a service or admin key")
        : null;
  }

  /**
   * Mutual TLS for Fabric ({@code torchtpu.security.service-tls.require-client-certificate=true}):
   * parts of collectives are accepted only from callers presenting a certificate the pod trusts.
   */
  @Override
  public Set<String> methodsNeedingAServiceCertificate() {
    return Set.of("torchtpu.v1.Fabric/");
  }

  @Override
  public void restRules(AuthorizeHttpRequestsConfigurer<HttpSecurity>.AuthorizationManagerRequestMatcherRegistry auth) {
    auth.requestMatchers(org.springframework.http.HttpMethod.POST, "/api/v1/simulate", "/api/v1/simulate/sweep")
        .hasAnyRole("TENANT", "ADMIN")
        .anyRequest().hasRole("ADMIN");
  }
}
