package org.torchtpu.scheduler.web;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.web.servlet.MockMvc;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.policy.MutableClock;
import org.torchtpu.scheduler.policy.PodSpec;
import org.torchtpu.scheduler.policy.SchedulerConfig;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.scheduler.security.SchedulerSecurity;
import org.torchtpu.scheduler.security.TenantCallShare;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.service.security.ServiceSecurityConfiguration;

/**
 * {@code GET /api/v1/jobs} past a tenant's call share, through the scheduler's own web configuration (the key filter,
 * {@link TenantCallsWeb}'s path patterns, {@link ErrorHandler}): a 429 with Retry-After, as gRPC sends a RetryInfo.
 */
@WebMvcTest(controllers = JobsController.class, properties = {
    // SHA-256 of "tenant-key-1"
    "torchtpu.security.tenants.team-a.api-key-sha256=ff547f8cc024179344288cb9268ba48808338c3f8acd7612c55a2808e6a299ab"})
@Import({SchedulerSecurity.class, ServiceSecurityConfiguration.class, TenantCallsWeb.class,
    JobsRetryAfterTest.Scheduler.class})
class JobsRetryAfterTest {
  @TestConfiguration
  static class Scheduler {
    @Bean
    SchedulerCore schedulerCore() {
      return new SchedulerCore(SchedulerConfig.of(List.of(new PodSpec("cube", Generation.V5P, new Shape(2, 2, 2)))),
          new BestFitPlacer(), new MutableClock(1_700_000_000_000L), SchedulerStore.NONE);
    }

    @Bean
    TenantCallShare tenantCallShare() {
      return new TenantCallShare(1);
    }
  }

  @Autowired
  MockMvc mvc;
  @Autowired
  TenantCallShare share;

  @Test
  void aRequestPastTheTenantsShareIs429WithRetryAfter() throws Exception {
    share.enter("team-a"); // the tenant's one call in progress (a gRPC call, say)
    try {
      mvc.perform(get("/api/v1/jobs").header("X-API-Key", "tenant-key-1")).andExpect(status().isTooManyRequests())
          .andExpect(header().string("Retry-After", "1")) // 100 ms, rounded up to whole seconds
          .andExpect(jsonPath("$.error").value("RESOURCE_EXHAUSTED"));
    } finally {
      share.leave("team-a");
    }
    mvc.perform(get("/api/v1/jobs").header("X-API-Key", "tenant-key-1")).andExpect(status().isOk());
  }
}
