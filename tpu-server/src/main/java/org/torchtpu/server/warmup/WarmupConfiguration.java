package org.torchtpu.server.warmup;

import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.SmartLifecycle;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.grpc.server.GlobalServerInterceptor;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.Executor;

/**
 * Starts the host's {@link StartupWarmup} as soon as its executor exists, so it overlaps the rest of
 * the start-up ({@code torchtpu.warmup.enabled=false} turns it off). In a class-data-sharing training
 * run ({@link CdsTrainingRun}, or {@code -Dspring.context.exit=onRefresh}; see the README) it runs to the end
 * before the context finishes, so the classes it loads are in the archive.
 *
 * <p>The gRPC server opens its port (and so answers health checks SERVING) once the warm-up's first
 * part is done, or after {@code torchtpu.warmup.ready-wait} (default 10 s; 0 does not wait); the first
 * call of any of the host's services makes the rest of the warm-up give way ({@link WarmupYield}).
 */
@Configuration
@ConditionalOnProperty(name = "torchtpu.warmup.enabled", havingValue = "true", matchIfMissing = true)
public class WarmupConfiguration {
  private static final Logger log = LoggerFactory.getLogger(WarmupConfiguration.class);

  @Bean(destroyMethod = "stop")
  StartupWarmup startupWarmup(Executor executor, Host host,
      @Value("${torchtpu.warmup.rounds:8}") int rounds,
      @Value("${torchtpu.warmup.budget:20s}") Duration budget) {
    StartupWarmup warmup = new StartupWarmup(executor, host.chips().get(0).spec(), rounds, budget.toNanos());
    if ("onRefresh".equals(System.getProperty("spring.context.exit")) || CdsTrainingRun.active()) {
      warmup.runAndLog();
    } else {
      warmup.startInBackground();
    }
    return warmup;
  }

  @Bean
  @GlobalServerInterceptor
  WarmupYield warmupYield(StartupWarmup warmup) {
    return new WarmupYield(warmup);
  }

  /**
   * Holds the start of the gRPC server (the last thing the context starts, phase {@code Integer.MAX_VALUE})
   * until the warm-up's first part is done: a request that came earlier would share the two cores and
   * the JIT with it.
   */
  @Bean
  SmartLifecycle warmupReadiness(StartupWarmup warmup,
      @Value("${torchtpu.warmup.ready-wait:10s}") Duration readyWait) {
    return new SmartLifecycle() {
      private volatile boolean running;

      @Override
      public void start() {
        running = true;
        if (readyWait.isZero() || readyWait.isNegative()) {
          return;
        }
        long start = System.nanoTime();
        try {
          boolean done = warmup.awaitFirstPart(readyWait.toMillis());
          log.info("start-up warm-up: serving after {} ms of waiting for its first part{}",
              (System.nanoTime() - start) / 1_000_000, done ? "" : " (not done: torchtpu.warmup.ready-wait is up)");
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }

      @Override
      public void stop() {
        running = false;
      }

      @Override
      public boolean isRunning() {
        return running;
      }

      @Override
      public int getPhase() {
        return Integer.MAX_VALUE - 1;
      }
    };
  }
}
