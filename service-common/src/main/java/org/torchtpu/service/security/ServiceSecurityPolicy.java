package org.torchtpu.service.security;

import io.grpc.Status;
import java.util.Set;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AuthorizeHttpRequestsConfigurer;

/**
 * What one service's API keys may do; the rest of the security setup (settings, key table, interceptors, the REST
 * filter chain) is shared ({@link ServiceSecurityConfiguration}). Each service defines one bean of this type.
 */
public interface ServiceSecurityPolicy {
  /** What an unauthenticated caller can do when no key is configured, for the loud warning at start. */
  String exposureWithoutKeys();

  /**
   * The service's gRPC rule after the key was checked: null to let the call through, else the status to refuse it
   * with ({@link ApiKeyServerInterceptor#denied}).
   */
  Status grpcRule(String method, Caller caller);

  /** The service's REST rules, after the open paths (health, info, Prometheus). */
  void restRules(AuthorizeHttpRequestsConfigurer<HttpSecurity>.AuthorizationManagerRequestMatcherRegistry rules);

  /**
   * Methods (full names, or a service prefix ending in "/") that also need a client certificate the pod trusts when
   * {@code torchtpu.security.service-tls.require-client-certificate=true}; empty for none.
   */
  default Set<String> methodsNeedingAServiceCertificate() {
    return Set.of();
  }
}
