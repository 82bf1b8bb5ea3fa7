package org.torchtpu.scheduler.dashboard;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.torchtpu.scheduler.security.SchedulerSecurity;
import org.torchtpu.service.security.ServiceSecurityConfiguration;

/**
 * With API keys configured the dashboard's page stays open (it holds no data) while its summary,
 * which shows every tenant's jobs, needs an admin key.
 */
@WebMvcTest(controllers = DashboardController.class, properties = {
    // SHA-256 of "admin-key-1" and "tenant-key-1"
    "torchtpu.security.admins.ops.api-key-sha256=81d5958ea2799a62716f71aa7e3c2f275f31e9d8a1908e785838a10b00fbaa4c",
    "torchtpu.security.tenants.team-a.api-key-sha256=ff547f8cc024179344288cb9268ba48808338c3f8acd7612c55a2808e6a299ab"})
@Import({CacheStatsClient.class, SchedulerSecurity.class, ServiceSecurityConfiguration.class, DashboardControllerTest.Pod.class})
class DashboardSecurityTest {
  @org.springframework.beans.factory.annotation.Autowired
  org.springframework.test.web.servlet.MockMvc mvc;

  @Test
  void thePageIsOpenAndTheSummaryNeedsAnAdminKey() throws Exception {
    mvc.perform(get("/index.html")).andExpect(status().isOk());
    mvc.perform(get("/dashboard.js")).andExpect(status().isOk());
    mvc.perform(get("/api/v1/dashboard/summary")).andExpect(status().isUnauthorized());
    mvc.perform(get("/api/v1/dashboard/summary").header("X-API-Key", "wrong-key")).andExpect(status().isUnauthorized());
    mvc.perform(get("/api/v1/dashboard/summary").header("X-API-Key", "tenant-key-1")).andExpect(status().isForbidden());
    mvc.perform(get("/api/v1/dashboard/summary").header("X-API-Key", "admin-key-1")).andExpect(status().isOk())
        .andExpect(jsonPath("$.pods[0].name").value("cube"));
  }
}
