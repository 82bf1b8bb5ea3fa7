package org.torchtpu.scheduler.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.nullValue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.forwardedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.springframework.test.web.servlet.MockMvc;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.policy.MutableClock;
import org.torchtpu.scheduler.policy.PodSpec;
import org.torchtpu.scheduler.policy.SchedulerConfig;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.scheduler.security.SchedulerSecurity;
import org.torchtpu.service.security.ServiceSecurityConfiguration;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * {@code GET /api/v1/dashboard/summary} over a real scheduler core on a hand-moved clock: a 2x2x2 v5p pod of two
 * hosts (a 2x2 tray at z = 0 and one at z = 1), with the cache's stats from a stand-in HTTP service.
 */
@WebMvcTest(controllers = DashboardController.class)
// the scheduler's own REST security, which is off when no API keys are configured (as here)
@Import({CacheStatsClient.class, SchedulerSecurity.class, ServiceSecurityConfiguration.class, DashboardControllerTest.Pod.class})
@DirtiesContext(classMode = DirtiesContext.ClassMode.AFTER_EACH_TEST_METHOD)
class DashboardControllerTest {
  private static final long LEASE_MILLIS = 10_000;
  private static final long T0 = 1_700_000_000_000L;
  private static final FakeCacheService cache = startCache();

  @TestConfiguration
  static class Pod {
    @Bean
    MutableClock clock() {
      return new MutableClock(T0);
    }

    @Bean
    SchedulerCore schedulerCore(MutableClock clock) {
      return new SchedulerCore(
          SchedulerConfig.of(List.of(new PodSpec("cube", Generation.V5P, new Shape(2, 2, 2)))).withLeaseMillis(LEASE_MILLIS),
          new BestFitPlacer(), clock, SchedulerStore.NONE);
    }
  }

  @Autowired
  MockMvc mvc;
  @Autowired
  SchedulerCore core;
  @Autowired
  MutableClock clock;

  private static FakeCacheService startCache() {
    try {
      return new FakeCacheService();
    } catch (java.io.IOException e) {
      throw new IllegalStateException(e);
    }
  }

  @DynamicPropertySource
  static void cacheUrl(DynamicPropertyRegistry registry) {
    registry.add("torchtpu.cache-stats-url", cache::statsUrl);
  }

  @AfterAll
  static void stopCache() {
    cache.close();
  }

  @BeforeEach
  void registerHosts() {
    cache.answerStats(3, 1, 1, 2048);
    for (int z = 0; z < 2; z++) {
      RegisterHostRequest.Builder h = RegisterHostRequest.newBuilder().setHostId("host-z" + z)
          .setGeneration(Generation.V5P).setEndpoint("127.0.0.1:" + (7000 + z));
      int i = 0;
      for (int y = 0; y < 2; y++) {
        for (int x = 0; x < 2; x++) {
          h.addChips(HostChip.newBuilder().setIndex(i++).setCoord(TorusCoord.newBuilder().setX(x).setY(y).setZ(z)));
        }
      }
      core.registerHost(h.build());
    }
  }

  private Job submit(String tenant, String name, String topology, int priority) {
    return core.submit(SubmitJobRequest.newBuilder().setTenant(tenant).setName(name).setGeneration(Generation.V5P)
        .setTopology(topology).setPriority(priority).setTimeLimitSeconds(3600).build());
  }

  @Test
  void oneCallGathersTheTorusTheQueueTheJobsAndTheCache() throws Exception {
    Job running = core.start(submit("alpha", "train", "2x2x1", 500).getJobId());
    clock.advance(1_000);
    Job done = submit("beta", "eval", "1x1x1", 500);
    core.start(done.getJobId());
    clock.advance(2_000);
    core.complete(done.getJobId(), true, "ok");
    Job low = submit("gamma", "big", "2x2x2", 100);
    clock.advance(4_000);
    Job high = submit("alpha", "bigger", "2x2x2", 300);
    clock.advance(1_500);
    assertThat(running.getState()).isEqualTo(JobState.RUNNING);

    mvc.perform(get("/api/v1/dashboard/summary"))
        .andExpect(status().isOk())
        .andExpect(jsonPath("$.nowMillis").value(T0 + 8_500))
        // the pod: its extents, both hosts, every chip with its state and job
        .andExpect(jsonPath("$.pods", hasSize(1)))
        .andExpect(jsonPath("$.pods[0].name").value("cube"))
        .andExpect(jsonPath("$.pods[0].generation").value("v5p"))
        .andExpect(jsonPath("$.pods[0].dimX").value(2))
        .andExpect(jsonPath("$.pods[0].dimY").value(2))
        .andExpect(jsonPath("$.pods[0].dimZ").value(2))
        .andExpect(jsonPath("$.pods[0].registeredChips").value(8))
        .andExpect(jsonPath("$.pods[0].busyChips").value(4))
        .andExpect(jsonPath("$.pods[0].hosts[*].healthy", everyItem(is(true))))
        .andExpect(jsonPath("$.pods[0].chips", hasSize(8)))
        .andExpect(jsonPath("$.pods[0].chips[?(@.jobId == '" + running.getJobId() + "')]", hasSize(4)))
        .andExpect(jsonPath("$.pods[0].chips[?(@.jobId == '" + running.getJobId() + "')].state", everyItem(is("busy"))))
        .andExpect(jsonPath("$.pods[0].chips[?(@.state == 'free')]", hasSize(4)))
        // the queue: higher priority first although submitted later, with wait times on the scheduler's clock
        .andExpect(jsonPath("$.queue", hasSize(2)))
        .andExpect(jsonPath("$.queue[0].jobId").value(high.getJobId()))
        .andExpect(jsonPath("$.queue[0].priority").value(300))
        .andExpect(jsonPath("$.queue[0].tenant").value("alpha"))
        .andExpect(jsonPath("$.queue[0].shape").value("2x2x2"))
        .andExpect(jsonPath("$.queue[0].waitMillis").value(1_500))
        .andExpect(jsonPath("$.queue[1].jobId").value(low.getJobId()))
        .andExpect(jsonPath("$.queue[1].waitMillis").value(5_500))
        // jobs: the one holding a slice with its hosts, then the finished one
        .andExpect(jsonPath("$.jobs", hasSize(2)))
        .andExpect(jsonPath("$.jobs[0].jobId").value(running.getJobId()))
        .andExpect(jsonPath("$.jobs[0].state").value("RUNNING"))
        .andExpect(jsonPath("$.jobs[0].sliceTopology").value("2x2x1"))
        .andExpect(jsonPath("$.jobs[0].hosts", hasSize(1)))
        .andExpect(jsonPath("$.jobs[0].startTimeMillis").value(T0))
        .andExpect(jsonPath("$.jobs[1].jobId").value(done.getJobId()))
        .andExpect(jsonPath("$.jobs[1].state").value("SUCCEEDED"))
        .andExpect(jsonPath("$.jobs[1].endTimeMillis").value(T0 + 3_000))
        .andExpect(jsonPath("$.jobs[1].hosts", hasSize(0)))
        // the cache: 3 hits, 1 miss
        .andExpect(jsonPath("$.cache.available").value(true))
        .andExpect(jsonPath("$.cache.hitRate").value(0.75))
        .andExpect(jsonPath("$.cache.hits").value(3))
        .andExpect(jsonPath("$.cache.source").value(cache.statsUrl()));
  }

  @Test
  void chipsOfAHostPastItsLeaseAreMarkedExpired() throws Exception {
    clock.advance(LEASE_MILLIS / 2);
    core.heartbeat("host-z1");
    clock.advance(LEASE_MILLIS / 2 + 1);
    core.tick();

    mvc.perform(get("/api/v1/dashboard/summary"))
        .andExpect(status().isOk())
        .andExpect(jsonPath("$.pods[0].hosts[?(@.hostId == 'host-z0')].healthy", everyItem(is(false))))
        .andExpect(jsonPath("$.pods[0].hosts[?(@.hostId == 'host-z1')].healthy", everyItem(is(true))))
        .andExpect(jsonPath("$.pods[0].chips[?(@.hostHealthy == false)]", hasSize(4)))
        .andExpect(jsonPath("$.pods[0].chips[?(@.hostHealthy == false)].hostId", everyItem(is("host-z0"))))
        .andExpect(jsonPath("$.pods[0].chips[?(@.hostHealthy == false)].state", everyItem(is("unhealthy"))))
        .andExpect(jsonPath("$.pods[0].healthyChips").value(4));
  }

  @Test
  void aCacheThatFailsIsMarkedUnavailableAndTheSchedulerPartIsStillServed() throws Exception {
    Job holder = submit("alpha", "whole-pod", "2x2x2", 0);
    Job waiting = submit("beta", "one-chip", "1x1x1", 0);
    cache.answer(500, "{\"error\":\"boom\"}");

    mvc.perform(get("/api/v1/dashboard/summary"))
        .andExpect(status().isOk())
        .andExpect(jsonPath("$.cache.available").value(false))
        .andExpect(jsonPath("$.cache.hitRate").value(nullValue()))
        .andExpect(jsonPath("$.cache.error").value("the cache answered HTTP 500"))
        .andExpect(jsonPath("$.pods[0].busyChips").value(8))
        .andExpect(jsonPath("$.queue[*].jobId", contains(waiting.getJobId())))
        .andExpect(jsonPath("$.jobs[*].jobId", contains(holder.getJobId())))
        .andExpect(jsonPath("$.jobs[0].state").value("SCHEDULED"));
  }

  @Test
  void thePageAndItsScriptAreServedAtTheRoot() throws Exception {
    mvc.perform(get("/")).andExpect(status().isOk()).andExpect(forwardedUrl("index.html"));
    mvc.perform(get("/index.html")).andExpect(status().isOk())
        .andExpect(content().string(containsString("<script src=\"dashboard.js\"></script>")));
    mvc.perform(get("/dashboard.js")).andExpect(status().isOk())
        .andExpect(content().string(containsString("'api/v1/dashboard/summary'")));
  }
}
