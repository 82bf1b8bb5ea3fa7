package org.torchtpu.scheduler.security;

import io.grpc.Status;
import java.util.Set;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.torchtpu.api.security.ApiKeyServerInterceptor;
import org.torchtpu.api.security.ApiKeys;
import org.torchtpu.api.security.Caller;
import org.torchtpu.api.security.RestApiKeys;
import org.torchtpu.api.security.SecuritySettings;

/**
 * The scheduler's API keys. gRPC: RegisterHost, Heartbeat and DescribePods need an admin or service
 * key; the job RPCs take tenant and admin keys and {@link JobAccess} keeps tenants to their own
 * jobs. A service key is the pod's machinery (hosts): it has no business with jobs, so it cannot
 * list every tenant's jobs or act for one. REST: {@code /api/v1/jobs/**} takes tenant and admin keys
 * (same rules), everything else under {@code /api/v1} needs an admin key; health, info and Prometheus
 * stay open. No keys configured = security off.
 */
@Configuration(proxyBeanMethods = false)
public class SchedulerSecurity {
  /** RPCs for the pod's own machinery and operators, not tenants. */
  static final Set<String> PRIVILEGED_METHODS = Set.of(
      "torchtpu.v1.Scheduler/RegisterHost", "torchtpu.v1.Scheduler/Heartbeat", "torchtpu.v1.Scheduler/DescribePods");

  @Bean
  @ConfigurationProperties(prefix = "torchtpu.security")
  SecuritySettings securitySettings() {
    return new SecuritySettings();
  }

  @Bean
  ApiKeys apiKeys(SecuritySettings settings) {
    return settings.toApiKeysWarningIfOff("every gRPC and REST call is accepted without a key and any caller may act for any tenant");
  }

  @Bean
  @GlobalServerInterceptor
  ApiKeyServerInterceptor apiKeyInterceptor(ApiKeys keys) {
    return new ApiKeyServerInterceptor(keys, SchedulerSecurity::grpcRule);
  }

  /**
   * Mutual TLS for the hosts' RPCs ({@code torchtpu.security.service-tls.require-client-certificate=true}):
   * RegisterHost and Heartbeat also need a client certificate the pod trusts, so a leaked service
   * key alone cannot register or keep a host.
   */
  @Bean
  @GlobalServerInterceptor
  @org.springframework.boot.autoconfigure.condition.ConditionalOnProperty(
      name = "torchtpu.security.service-tls.require-client-certificate", havingValue = "true")
  org.torchtpu.api.security.ServiceCertificateInterceptor hostRpcsNeedAServiceCertificate() {
    return new org.torchtpu.api.security.ServiceCertificateInterceptor(
        Set.of("torchtpu.v1.Scheduler/RegisterHost", "torchtpu.v1.Scheduler/Heartbeat"));
  }

  static Status grpcRule(String method, Caller caller) {
    if (PRIVILEGED_METHODS.contains(method) && !caller.isPrivileged()) {
      return ApiKeyServerInterceptor.denied(method, caller, "an admin or service key");
    }
    if (!PRIVILEGED_METHODS.contains(method) && caller.role() == Caller.Role.SERVICE) {
      return ApiKeyServerInterceptor.denied(method, caller, "a tenant or admin key");
    }
    return null;
  }

  @Bean
  SecurityFilterChain restSecurity(HttpSecurity http, ApiKeys keys) throws Exception {
    return RestApiKeys.configure(http, keys, auth -> auth
        // the dashboard's page and scripts hold no data; its summary (below) needs an admin key
        .requestMatchers("/", "/index.html", "/dashboard.js", "/dashboard.css").permitAll()
        .requestMatchers("/api/v1/jobs", "/api/v1/jobs/**").hasAnyRole("TENANT", "ADMIN")
        .anyRequest().hasRole("ADMIN"));
  }
}
