package org.torchtpu.cache.security;

import io.grpc.Status;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AuthorizeHttpRequestsConfigurer;
import org.springframework.stereotype.Component;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.ServiceSecurityPolicy;

/**
 * The compilation cache is shared infrastructure: its gRPC service and {@code /api/v1/**} take only
 * service keys (the tpu-server hosts) and admin keys; a tenant key is PERMISSION_DENIED. Health,
 * info and Prometheus stay open. No keys configured = security off. The setup itself is service-common's
 * {@code ServiceSecurityConfiguration}.
 */
@Component
public class CacheSecurity implements ServiceSecurityPolicy {
  @Override
  public String exposureWithoutKeys() {
    return "anyone who can reach this port may read and write compiled programs";
  }

  @Override
  public Status grpcRule(String method, Caller caller) {
    return caller.isPrivileged() ? null : ApiKeyServerInterceptor.denied(method, caller, "a service or admin key");
  }

  @Override
  public void restRules(AuthorizeHttpRequestsConfigurer<HttpSecurity>.AuthorizationManagerRequestMatcherRegistry auth) {
    auth.anyRequest().hasAnyRole("ADMIN", "SERVICE");
  }
}
