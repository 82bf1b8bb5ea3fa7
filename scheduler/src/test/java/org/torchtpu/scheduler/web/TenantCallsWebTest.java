package org.torchtpu.scheduler.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.authentication.preauth.PreAuthenticatedAuthenticationToken;
import org.springframework.web.servlet.HandlerInterceptor;
import org.torchtpu.scheduler.policy.SchedulerException;
import org.torchtpu.scheduler.security.TenantCallShare;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.security.Caller;

/** A tenant's REST job requests in progress count against the same share as its gRPC calls (TenantCallsTest). */
class TenantCallsWebTest {
  private final TenantCallShare share = new TenantCallShare(2);
  private final HandlerInterceptor interceptor = new TenantCallsWeb(share).interceptor();

  @AfterEach
  void clear() {
    SecurityContextHolder.clearContext();
  }

  private MockHttpServletRequest begin(Caller caller) throws Exception {
    SecurityContextHolder.getContext().setAuthentication(new PreAuthenticatedAuthenticationToken(caller, null,
        List.of()));
    MockHttpServletRequest request = new MockHttpServletRequest("GET", "/api/v1/jobs");
    assertThat(interceptor.preHandle(request, new MockHttpServletResponse(), new Object())).isTrue();
    return request;
  }

  @Test
  void aTenantsRequestsPastItsShareAre429NamingTheSetting() throws Exception {
    MockHttpServletRequest first = begin(Caller.tenant("mallory"));
    begin(Caller.tenant("mallory"));
    assertThatThrownBy(() -> begin(Caller.tenant("mallory"))).isInstanceOfSatisfying(SchedulerException.class,
        e -> {
          assertThat(e.kind()).isEqualTo(DomainException.Kind.EXHAUSTED); // 429 (ErrorHandler)
          assertThat(e.getMessage()).contains("torchtpu.scheduler.max-calls-per-tenant");
        });
    begin(Caller.tenant("alice")); // another tenant's share is its own
    assertThat(share.enter("mallory")).as("gRPC shares the count").isFalse();

    interceptor.afterCompletion(first, new MockHttpServletResponse(), new Object(), null);
    begin(Caller.tenant("mallory"));
  }
}
