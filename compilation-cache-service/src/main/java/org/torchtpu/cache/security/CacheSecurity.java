package org.torchtpu.cache.security;

import io.grpc.Status;
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
 * The compilation cache is shared infrastructure: its gRPC service and {@code /api/v1/**} take only
 * service keys (the tpu-server hosts) and admin keys; a tenant key is PERMISSION_DENIED. Health,
 * info and Prometheus stay open. No keys configured = security off.
 */
@Configuration(proxyBeanMethods = false)
public class CacheSecurity {
  @Bean
  @ConfigurationProperties(prefix = "torchtpu.security")
  SecuritySettings securitySettings() {
    return new SecuritySettings();
  }

  @Bean
  ApiKeys apiKeys(SecuritySettings settings) {
    return settings.toApiKeysWarningIfOff("anyone who can reach this port may read and write compiled programs");
  }

  @Bean
  @GlobalServerInterceptor
  ApiKeyServerInterceptor apiKeyInterceptor(ApiKeys keys) {
    return new ApiKeyServerInterceptor(keys, CacheSecurity::grpcRule);
  }

  static Status grpcRule(String method, Caller caller) {
    return caller.isPrivileged() ? null : ApiKeyServerInterceptor.denied(method, caller, "a service or admin key");
  }

  @Bean
  SecurityFilterChain restSecurity(HttpSecurity http, ApiKeys keys) throws Exception {
    return RestApiKeys.configure(http, keys, auth -> auth
        .anyRequest().hasAnyRole("ADMIN", "SERVICE"));
  }
}
