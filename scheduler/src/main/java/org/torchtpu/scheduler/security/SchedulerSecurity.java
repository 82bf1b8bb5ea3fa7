package org.torchtpu.scheduler.security;

import io.grpc.Status;
import java.util.Set;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AuthorizeHttpRequestsConfigurer;
import org.springframework.stereotype.Component;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.ServiceSecurityPolicy;

/**
 * The scheduler's API keys. gRPC: RegisterHost, Heartbeat and DescribePods need an admin or service
 * key; the job RPCs take tenant and admin keys and {@link JobAccess} keeps tenants to their own
 * jobs. A service key is the pod's machinery (hosts): it has no business with jobs, so it cannot
 * list every tenant's jobs or act for one. REST: {@code /api/v1/jobs/**} takes tenant and admin keys
 * (same rules), everything else under {@code /api/v1} needs an admin key; health, info and Prometheus
 * stay open. No keys configured = security off. The setup itself is service-common's
 * {@code ServiceSecurityConfiguration}.
 */
@Component
public class SchedulerSecurity implements ServiceSecurityPolicy {
  /** RPCs for the pod's own machinery and operators, not tenants. */
  static final Set<String> PRIVILEGED_METHODS = Set.of(
      "torchtpu.v1.Scheduler/RegisterHost", "torchtpu.v1.Scheduler/Heartbeat", "torchtpu.v1.Scheduler/DescribePods");

  @Override
  public String exposureWithoutKeys() {
    return "every gRPC and REST call is accepted without a key and any caller may act for any tenant";
  }

  /**
   * Mutual TLS for the hosts' RPCs ({@code torchtpu.security.service-tls.require-client-certificate=true}):
   * RegisterHost and Heartbeat also need a client certificate the pod trusts, so a leaked service
   * key alone cannot register or keep a host.
   */
  @Override
  public Set<String> methodsNeedingAServiceCertificate() {
    return Set.of("torchtpu.v1.Scheduler/RegisterHost", "torchtpu.v1.Scheduler/Heartbeat");
  }

  @Override
  public Status grpcRule(String method, Caller caller) {
    if (PRIVILEGED_METHODS.contains(method) && !caller.isPrivileged()) {
      return ApiKeyServerInterceptor.denied(method, caller, "an admin or service key");
    }
    if (!PRIVILEGED_METHODS.contains(method) && caller.role() == Caller.Role.SERVICE) {
      return ApiKeyServerInterceptor.denied(method, caller, "a tenant or admin key");
    }
    return null;
  }

  @Override
  public void restRules(AuthorizeHttpRequestsConfigurer<HttpSecurity>.AuthorizationManagerRequestMatcherRegistry auth) {
    auth
        // the dashboard's page and scripts hold no data; its summary (below) needs an admin key
        .requestMatchers("/", "/index.html", "/dashboard.js", "/dashboard.css").permitAll()
        .requestMatchers("/api/v1/jobs", "/api/v1/jobs/**").hasAnyRole("TENANT", "ADMIN")
        .anyRequest().hasRole("ADMIN");
  }
}
