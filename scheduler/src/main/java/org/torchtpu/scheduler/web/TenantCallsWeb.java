package org.torchtpu.scheduler.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.torchtpu.scheduler.policy.SchedulerException;
import org.torchtpu.scheduler.security.TenantCallShare;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.RestApiKeys;

/**
 * Holds a tenant key's {@code /api/v1/jobs} requests to its {@link TenantCallShare}, shared with its gRPC calls: the
 * request past it is 429 naming the setting, like the gRPC refusal ({@link ErrorHandler}).
 */
@Configuration(proxyBeanMethods = false)
public class TenantCallsWeb implements WebMvcConfigurer {
  private static final String COUNTED = TenantCallsWeb.class.getName() + ".tenant";
  private final TenantCallShare share;

  /** With the service's share; a web slice without one (a @WebMvcTest of the dashboard) counts nothing. */
  @Autowired
  public TenantCallsWeb(ObjectProvider<TenantCallShare> share) {
    this(share.getIfAvailable(() -> new TenantCallShare(0)));
  }

  TenantCallsWeb(TenantCallShare share) {
    this.share = share;
  }

  @Override
  public void addInterceptors(InterceptorRegistry registry) {
    registry.addInterceptor(interceptor()).addPathPatterns("/api/v1/jobs", "/api/v1/jobs/**");
  }

  /** Counts a tenant's request in before its handler and out once it has completed. */
  HandlerInterceptor interceptor() {
    return new HandlerInterceptor() {
      @Override
      public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        Caller caller = RestApiKeys.currentCaller();
        if (caller == null || !caller.isTenant()) {
          return true;
        }
        if (!share.enter(caller.name())) {
          throw SchedulerException.overQuota(share.refusal(caller.name()), TenantCallShare.RETRY_AFTER);
        }
        request.setAttribute(COUNTED, caller.name());
        return true;
      }

      @Override
      public void afterCompletion(HttpServletRequest request, HttpServletResponse response, Object handler,
          Exception ex) {
        if (request.getAttribute(COUNTED) instanceof String tenant) {
          request.removeAttribute(COUNTED);
          share.leave(tenant);
        }
      }
    };
  }
}
