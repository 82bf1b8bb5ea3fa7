package org.torchtpu.service.security;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.BadCredentialsException;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.AuthorizeHttpRequestsConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.AuthenticationEntryPointFailureHandler;
import org.springframework.security.web.authentication.AuthenticationFilter;
import org.springframework.security.web.authentication.preauth.PreAuthenticatedAuthenticationToken;
import org.springframework.security.web.access.intercept.AuthorizationFilter;

/**
 * The REST side of API keys, shared by the services' Spring Security configurations: a key in
 * {@code Authorization: Bearer <key>} or {@code X-API-Key} authenticates the request as a
 * {@link Caller} with authority {@code ROLE_TENANT}, {@code ROLE_ADMIN} or {@code ROLE_SERVICE}.
 * Missing or unknown keys get 401, a known key outside its rights 403, each with a JSON body
 * naming the reason. With no keys configured every request is permitted. Health, info and
 * Prometheus stay open on every service (a scraper or load balancer needs no key, and they carry
 * no tenant names); they are served on the management port ({@code management.server.port}, on
 * loopback by default), not on the REST port tenants reach, since the metrics are host totals.
 */
public final class RestApiKeys {
  private static final String[] OPEN_PATHS = {"/actuator/health/**", "/actuator/info", "/actuator/prometheus"};

  private RestApiKeys() {}

  /**
   * @param maxBodyBytes the largest request body ({@link RestProperties#maxBodySize()})
   * @param rules the service's own rules, after the open paths
   */
  public static SecurityFilterChain configure(HttpSecurity http, ApiKeys keys, long maxBodyBytes,
      Customizer<AuthorizeHttpRequestsConfigurer<HttpSecurity>.AuthorizationManagerRequestMatcherRegistry> rules)
      throws Exception {
    // Keys travel on every request: no sessions, cookies, CSRF tokens, login forms or basic auth.
    http.csrf(c -> c.disable())
        .sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
        .httpBasic(b -> b.disable())
        .formLogin(f -> f.disable())
        .logout(l -> l.disable())
        .requestCache(c -> c.disable());
    http.addFilterBefore(new RequestBodyLimit(maxBodyBytes), org.springframework.security.web.context.SecurityContextHolderFilter.class);
    if (!keys.enabled()) {
      return http.authorizeHttpRequests(a -> a.anyRequest().permitAll()).build();
    }
    AuthenticationManager manager = authentication -> {
      KeyGrant grant = keys.grantOf((String) authentication.getCredentials())
          .orElseThrow(() -> new BadCredentialsException("the API key is not known here"));
      Caller caller = grant.caller();
      PreAuthenticatedAuthenticationToken token = new PreAuthenticatedAuthenticationToken(caller, null,
          List.of(new SimpleGrantedAuthority("ROLE_" + caller.role().name())));
      token.setDetails(grant); // RevocableRequests enters the request into it
      return token;
    };
    AuthenticationFilter filter = new AuthenticationFilter(manager, request -> {
      String key = keyOf(request);
      return key == null ? null : new PreAuthenticatedAuthenticationToken("api-key", key);
    });
    filter.setSuccessHandler((request, response, authentication) -> {}); // carry on down the chain
    filter.setFailureHandler(new AuthenticationEntryPointFailureHandler(
        (request, response, e) -> error(response, 401, "UNAUTHENTICATED", request.getRequestURI() + ": " + e.getMessage())));
    return http.addFilterBefore(filter, AuthorizationFilter.class)
        .addFilterAfter(new RevocableRequests(), AuthorizationFilter.class)
        .exceptionHandling(e -> e
            .authenticationEntryPoint((request, response, ex) -> error(response, 401, "UNAUTHENTICATED",
                request.getRequestURI() + " needs an API key: send 'Authorization: Bearer <key>' or 'X-API-Key: <key>'"))
            .accessDeniedHandler((request, response, ex) -> error(response, 403, "PERMISSION_DENIED",
                request.getMethod() + " " + request.getRequestURI() + " is not allowed for "
                    + describe(SecurityContextHolder.getContext().getAuthentication()))))
        .authorizeHttpRequests(auth -> {
          auth.requestMatchers(OPEN_PATHS).permitAll();
          // An error rendered for a request that was already let through (a 400 for a malformed body, a 404,
          // a 413) is that request's answer: authorizing the error dispatch again would turn it into 403.
          auth.dispatcherTypeMatchers(jakarta.servlet.DispatcherType.ERROR).permitAll();
          rules.customize(auth);
        })
        .build();
  }

  /** The caller of the current REST request, or null (security off, or not in a request). */
  public static Caller currentCaller() {
    Authentication a = SecurityContextHolder.getContext().getAuthentication();
    return a != null && a.getPrincipal() instanceof Caller c ? c : null;
  }

  private static String keyOf(HttpServletRequest request) {
    return ApiKeys.keyFrom(request.getHeader("Authorization"), request.getHeader("X-API-Key"));
  }

  private static String describe(Authentication a) {
    return a != null && a.getPrincipal() instanceof Caller c
        ? "the " + c.role().name().toLowerCase(java.util.Locale.ROOT) + " key of " + c.owner() : "this caller";
  }

  static void error(HttpServletResponse response, int status, String code, String message) throws IOException {
    response.setStatus(status);
    response.setContentType("application/json");
    response.setCharacterEncoding(StandardCharsets.UTF_8.name());
    response.getWriter().write("{\"error\":\"" + code + "\",\"message\":\"" + message.replace("\\", "\\\\").replace("\"", "\\\"")
        + "\"}");
  }
}
