package org.torchtpu.server.runtime;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.torchtpu.service.grpc.StreamIdleTimeout;

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
 * @param tenantWaitingCalls calls of one tenant that may wait on this host at once for its sessions (Execute, Free,
 *     Synchronize, Download, DescribeSession when it has to wait, Compile): each parks a server thread, so without
 *     a bound a tenant stalling its own session could make the host start threads until it fails everyone's calls
 *     (default 256)
 * @param tenantConcurrentCompiles compiles (Compile and Advise) one tenant may have running or waiting for a slot of
 *     {@code concurrentCompiles} at once (default half of them, at least 1): one tenant's flood of compiles then
 *     leaves the other slots to the other tenants instead of taking every slot as it frees up
 * @param streamIdleTimeout how long an upload holding its reservation may go without a message from its client
 *     before it ends DEADLINE_EXCEEDED, the reservation given back (default 60 s; SDK chunks come back to back)
 */
@ConfigurationProperties(prefix = "torchtpu.limits")
public record LimitProperties(int sessionPendingOps, long hostPendingOps, long tenantPendingOps, int concurrentCompiles,
    Duration compileWait, Duration retryAfter, int tenantWaitingCalls, int tenantConcurrentCompiles,
    Duration streamIdleTimeout) {
  /** With the default {@code streamIdleTimeout}. */
  public LimitProperties(int sessionPendingOps, long hostPendingOps, long tenantPendingOps, int concurrentCompiles,
      Duration compileWait, Duration retryAfter, int tenantWaitingCalls, int tenantConcurrentCompiles) {
    this(sessionPendingOps, hostPendingOps, tenantPendingOps, concurrentCompiles, compileWait, retryAfter,
        tenantWaitingCalls, tenantConcurrentCompiles, null);
  }

  /** With the default {@code tenantConcurrentCompiles}. */
  public LimitProperties(int sessionPendingOps, long hostPendingOps, long tenantPendingOps, int concurrentCompiles,
      Duration compileWait, Duration retryAfter, int tenantWaitingCalls) {
    this(sessionPendingOps, hostPendingOps, tenantPendingOps, concurrentCompiles, compileWait, retryAfter,
        tenantWaitingCalls, 0);
  }

  /** With the default {@code tenantWaitingCalls} and {@code tenantConcurrentCompiles}. */
  public LimitProperties(int sessionPendingOps, long hostPendingOps, long tenantPendingOps, int concurrentCompiles,
      Duration compileWait, Duration retryAfter) {
    this(sessionPendingOps, hostPendingOps, tenantPendingOps, concurrentCompiles, compileWait, retryAfter, 0);
  }

  @org.springframework.boot.context.properties.bind.ConstructorBinding
  public LimitProperties {
    if (tenantWaitingCalls <= 0) {
      tenantWaitingCalls = 256;
    }
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
    if (tenantConcurrentCompiles <= 0 || tenantConcurrentCompiles > concurrentCompiles) {
      tenantConcurrentCompiles = Math.max(1, concurrentCompiles / 2);
    }
    if (compileWait == null) {
      compileWait = Duration.ofSeconds(5);
    }
    if (retryAfter == null || retryAfter.isZero() || retryAfter.isNegative()) {
      retryAfter = Duration.ofMillis(200);
    }
    if (streamIdleTimeout == null || streamIdleTimeout.isZero() || streamIdleTimeout.isNegative()) {
      streamIdleTimeout = StreamIdleTimeout.DEFAULT;
    }
  }

  /** The defaults above. */
  public static LimitProperties defaults() {
    return new LimitProperties(0, 0, 0, 0, null, null, 0, 0, null);
  }
}
