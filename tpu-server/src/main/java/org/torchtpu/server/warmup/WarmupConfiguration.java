package org.torchtpu.server.warmup;

import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.Executor;

/**
 * Starts the host's {@link StartupWarmup} as soon as its executor exists, so it overlaps the rest of
 * the start-up ({@code torchtpu.warmup.enabled=false} turns it off). In a class-data-sharing training
 * run ({@code -Dspring.context.exit=onRefresh}, see the README) it runs to the end before the context
 * finishes, so the classes it loads are in the archive.
 */
@Configuration
@ConditionalOnProperty(name = "torchtpu.warmup.enabled", havingValue = "true", matchIfMissing = true)
public class WarmupConfiguration {

  @Bean(destroyMethod = "stop")
  StartupWarmup startupWarmup(Executor executor, Host host,
      @Value("${torchtpu.warmup.rounds:8}") int rounds,
      @Value("${torchtpu.warmup.budget:20s}") Duration budget) {
    StartupWarmup warmup = new StartupWarmup(executor, host.chips().get(0).spec(), rounds, budget.toNanos());
    if ("onRefresh".equals(System.getProperty("spring.context.exit"))) {
      warmup.runAndLog();
    } else {
      warmup.startInBackground();
    }
    return warmup;
  }
}
