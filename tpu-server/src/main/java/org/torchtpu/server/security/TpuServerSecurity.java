package org.torchtpu.server.security;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.torchtpu.api.security.ApiKeyServerInterceptor;
import org.torchtpu.api.security.ApiKeys;
import org.torchtpu.api.security.RestApiKeys;
import org.torchtpu.api.security.SecuritySettings;

/**
 * tpu-server's API keys: every Runtime RPC needs a key (the session's tenant comes from it, see
 * {@link SessionAccess}); REST {@code /api/v1/**} needs an admin key, except simulating a program
 * ({@code POST /api/v1/simulate}, {@code /simulate/sweep}), which any tenant may do for its own program within
 * SimulateLimits (nothing of the host's or another tenant's is read or held); health, info and Prometheus stay open. With no key configured, security is off (logged loudly at start).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(QuotaProperties.class)
public class TpuServerSecurity {
  @Bean
  @ConfigurationProperties(prefix = "torchtpu.security")
  SecuritySettings securitySettings() {
    return new SecuritySettings();
  }

  @Bean
  ApiKeys apiKeys(SecuritySettings settings) {
    return settings.toApiKeysWarningIfOff("every gRPC and REST call is accepted without a key and tenants are taken from request fields");
  }

  @Bean
  PodTrust podTrust(SecuritySettings settings, ApiKeys keys) {
    return PodTrust.of(settings, keys);
  }

  @Bean
  @GlobalServerInterceptor
  ApiKeyServerInterceptor apiKeyInterceptor(ApiKeys keys) {
    // Runtime: any known key (sessions check ownership). Fabric: only other hosts (service keys) or
    // operators, so a tenant can never inject shards into a world's collectives.
    return new ApiKeyServerInterceptor(keys, (method, caller) ->
        method.startsWith("torchtpu.v1.Fabric/") && !caller.isPrivileged()
            ? ApiKeyServerInterceptor.denied(method, caller, "a service or admin key")
            : null);
  }

  /**
   * Mutual TLS for Fabric ({@code torchtpu.security.service-tls.require-client-certificate=true}):
   * parts of collectives are accepted only from callers presenting a certificate the pod trusts.
   */
  @Bean
  @GlobalServerInterceptor
  @org.springframework.boot.autoconfigure.condition.ConditionalOnProperty(
      name = "torchtpu.security.service-tls.require-client-certificate", havingValue = "true")
  org.torchtpu.api.security.ServiceCertificateInterceptor fabricNeedsAServiceCertificate() {
    return new org.torchtpu.api.security.ServiceCertificateInterceptor(java.util.Set.of("torchtpu.v1.Fabric/"));
  }

  @Bean
  SecurityFilterChain restSecurity(HttpSecurity http, ApiKeys keys) throws Exception {
    return RestApiKeys.configure(http, keys, auth -> auth
        .requestMatchers(org.springframework.http.HttpMethod.POST, "/api/v1/simulate", "/api/v1/simulate/sweep")
        .hasAnyRole("TENANT", "ADMIN")
        .anyRequest().hasRole("ADMIN"));
  }
}
