package org.torchtpu.server.runtime;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The host's bulkheads, from {@code torchtpu.limits.*}: how much work may wait before the host
 * answers RESOURCE_EXHAUSTED (with a retry hint) instead of queueing more.
 *
 * @param sessionPendingOps ops one session may have received but not yet run (a client that
 *     respects the stream's flow control stays well below: 8 batches of at most 1024 ops)
 * @param hostPendingOps ops all sessions together may have waiting
 * @param tenantPendingOps ops all sessions of one tenant may have waiting (default: half of
 *     {@code hostPendingOps}), so one tenant's stalled queues cannot use up the whole host's room
 * @param concurrentCompiles Compile calls compiling at once; more wait up to {@code compileWait}
 * @param compileWait how long a Compile call waits for a compile slot
 * @param retryAfter the delay the RESOURCE_EXHAUSTED answers suggest (google.rpc.RetryInfo)
 */
@ConfigurationProperties(prefix = "torchtpu.limits")
public record LimitProperties(int sessionPendingOps, long hostPendingOps, long tenantPendingOps, int concurrentCompiles,
    Duration compileWait, Duration retryAfter) {
  public LimitProperties {
    if (sessionPendingOps <= 0) {
      sessionPendingOps = 16_384;
    }
    if (hostPendingOps <= 0) {
      hostPendingOps = 65_536;
    }
    if (tenantPendingOps <= 0 || tenantPendingOps > hostPendingOps) {
      tenantPendingOps = Math.max(1, hostPendingOps / 2);
    }
    if (concurrentCompiles <= 0) {
      concurrentCompiles = 2;
    }
    if (compileWait == null) {
      compileWait = Duration.ofSeconds(5);
    }
    if (retryAfter == null || retryAfter.isZero() || retryAfter.isNegative()) {
      retryAfter = Duration.ofMillis(200);
    }
  }

  /** The defaults above. */
  public static LimitProperties defaults() {
    return new LimitProperties(0, 0, 0, 0, null, null);
  }
}
