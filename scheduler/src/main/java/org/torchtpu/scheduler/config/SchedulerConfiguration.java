package org.torchtpu.scheduler.config;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationListener;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.springframework.jdbc.core.JdbcTemplate;
import org.torchtpu.scheduler.grpc.TenantCalls;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.FirstFitPlacer;
import org.torchtpu.scheduler.placement.Placer;
import org.torchtpu.scheduler.policy.JobWorlds;
import org.torchtpu.scheduler.policy.SchedulerCore;
import org.torchtpu.scheduler.policy.SchedulerStats;
import org.torchtpu.scheduler.queue.QueueOrder;
import org.torchtpu.scheduler.queue.QueueOrders;
import org.torchtpu.scheduler.security.TenantCallShare;
import org.torchtpu.scheduler.store.JdbcSchedulerStore;
import org.torchtpu.scheduler.store.SchedulerStore;

/** Wires the scheduler core to its store, its clock tick and its metrics. */
@Configuration
@EnableConfigurationProperties(SchedulerProperties.class)
public class SchedulerConfiguration {
  private static final Logger log = LoggerFactory.getLogger(SchedulerConfiguration.class);

  @Bean
  SchedulerStore schedulerStore(JdbcTemplate jdbc) {
    return new JdbcSchedulerStore(jdbc);
  }

  @Bean
  SchedulerCore schedulerCore(SchedulerProperties props, SchedulerStore store, MeterRegistry meters,
      org.torchtpu.service.security.SecuritySettings security) {
    String podSecret = security.getPodSecret();
    Placer placer = switch (props.placer()) {
      case "best-fit" -> new BestFitPlacer();
      case "first-fit" -> new FirstFitPlacer();
      default -> throw new IllegalArgumentException("torchtpu.scheduler.placer \"" + props.placer()
          + "\" is not best-fit or first-fit");
    };
    QueueOrder order = QueueOrders.named(props.queueOrder());
    SchedulerCore core = new SchedulerCore(props.toConfig(), placer, order, Clock.systemUTC(), store,
        new JobWorlds(org.torchtpu.api.security.WorldSeal.of(podSecret)));
    core.recover();
    SchedulerStats s = core.stats();
    log.info("scheduler up: pods {}, {} hosts' chips recovered ({}, {}), {} queued and {} active jobs, lease {} ms",
        core.config().pods().stream().map(p -> p.name() + " " + p.generation() + " " + p.dims()).toList(),
        s.registeredChips(), placer.name(), order.name(), s.queuedJobs(), s.activeJobs(), core.config().leaseMillis());
    registerMetrics(core, meters);
    return core;
  }

  /** One tenant key's scheduler calls in progress at once, over gRPC and REST: each takes the scheduler's one lock. */
  @Bean
  TenantCallShare tenantCallShare(
      @Value("${torchtpu.scheduler.max-calls-per-tenant:" + TenantCallShare.DEFAULT_LIMIT + "}") int limit) {
    return new TenantCallShare(limit);
  }

  @Bean
  @GlobalServerInterceptor
  TenantCalls tenantCalls(TenantCallShare share) {
    return new TenantCalls(share);
  }

  /**
   * Checks leases, grace periods and time limits on the wall clock, from the moment the scheduler serves requests:
   * hosts recovered from the store then get a full lease to send their first heartbeat.
   */
  @Bean(destroyMethod = "shutdownNow")
  ScheduledExecutorService schedulerTicker() {
    return Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "scheduler-tick");
      t.setDaemon(true);
      return t;
    });
  }

  @Bean
  ApplicationListener<ApplicationReadyEvent> startTicking(SchedulerCore core, SchedulerProperties props,
      ScheduledExecutorService schedulerTicker) {
    return ready -> {
      core.renewAllLeases();
      long period = Math.max(10, props.tickInterval().toMillis());
      schedulerTicker.scheduleWithFixedDelay(() -> {
        try {
          core.tick();
        } catch (RuntimeException e) {
          // a failed tick must not stop the next one
          log.error("scheduler tick failed", e);
        }
      }, period, period, TimeUnit.MILLISECONDS);
    };
  }

  private static void registerMetrics(SchedulerCore core, MeterRegistry meters) {
    Gauge.builder("torchtpu.scheduler.queue.length", core, c -> c.stats().queuedJobs())
        .description("jobs waiting for a slice").register(meters);
    Gauge.builder("torchtpu.scheduler.jobs.active", core, c -> c.stats().activeJobs())
        .description("jobs holding a slice (scheduled or running)").register(meters);
    Gauge.builder("torchtpu.scheduler.utilisation", core, c -> c.stats().utilisation())
        .description("busy chips over healthy chips").register(meters);
    Gauge.builder("torchtpu.scheduler.chips", core, c -> c.stats().registeredChips()).tag("state", "registered").register(meters);
    Gauge.builder("torchtpu.scheduler.chips", core, c -> c.stats().healthyChips()).tag("state", "healthy").register(meters);
    Gauge.builder("torchtpu.scheduler.chips", core, c -> c.stats().busyChips()).tag("state", "busy").register(meters);
    Gauge.builder("torchtpu.scheduler.chips", core, c -> c.stats().reservedChips()).tag("state", "reserved").register(meters);
    FunctionCounter.builder("torchtpu.scheduler.decisions", core, c -> c.stats().decisions())
        .description("queued jobs considered by scheduling passes").register(meters);
    FunctionCounter.builder("torchtpu.scheduler.placements", core, c -> c.stats().placements()).register(meters);
    FunctionCounter.builder("torchtpu.scheduler.preemptions", core, c -> c.stats().preemptions()).register(meters);
    FunctionCounter.builder("torchtpu.scheduler.host.failures", core, c -> c.stats().hostFailures()).register(meters);
    Timer decision = Timer.builder("torchtpu.scheduler.decision.latency")
        .description("wall time of one scheduling decision").publishPercentiles(0.5, 0.99).register(meters);
    core.onDecision(nanos -> decision.record(nanos, TimeUnit.NANOSECONDS));
  }
}
