package org.torchtpu.server.runtime;

import io.github.resilience4j.bulkhead.Bulkhead;
import io.github.resilience4j.bulkhead.BulkheadConfig;
import io.github.resilience4j.bulkhead.BulkheadRegistry;
import io.github.resilience4j.micrometer.tagged.TaggedBulkheadMetrics;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.torchtpu.service.error.DomainException;

/**
 * The host's bulkheads: ops waiting per session and for the whole host, and compiles running at
 * once. Work past a limit is refused with RESOURCE_EXHAUSTED carrying a google.rpc.RetryInfo detail,
 * so an overloaded host answers quickly instead of queueing without bound until it falls over.
 *
 * <p>The compile bulkhead is shared fairly: a tenant's compiles first take one of its own
 * {@code tenant-concurrent-compiles} permits (its share of {@code concurrent-compiles}), so one tenant's flood of
 * Compile or Advise calls holds or queues for at most its share of the host's slots and the rest stay free for the
 * other tenants.
 *
 * <p>Metrics: {@code torchtpu.ops.pending} (ops received and not yet run),
 * {@code torchtpu.admission.rejected{limit=session|tenant|host|compile}}, and the compile bulkhead's
 * {@code resilience4j.bulkhead.*} meters.
 */
public final class Admission {
  private final LimitProperties limits;
  private final AtomicLong hostPending = new AtomicLong();
  /** Ops waiting per tenant (all its sessions); entries stay once created (a tenant name is small). */
  private final java.util.Map<String, AtomicLong> tenantPending = new java.util.concurrent.ConcurrentHashMap<>();
  /** Calls waiting per tenant for its sessions, each parking a server thread; entries stay (a tenant name is small). */
  private final java.util.Map<String, java.util.concurrent.atomic.AtomicInteger> tenantWaiting =
      new java.util.concurrent.ConcurrentHashMap<>();
  private final Bulkhead compiles;
  /** Each tenant's share of the compile slots (fair semaphores: its own calls queue in arrival order). */
  private final java.util.Map<String, java.util.concurrent.Semaphore> tenantCompiles =
      new java.util.concurrent.ConcurrentHashMap<>();
  private final Counter sessionRejects;
  private final Counter hostRejects;
  private final Counter tenantRejects;
  private final Counter compileRejects;
  private final Counter waitingRejects;

  public Admission(LimitProperties limits, MeterRegistry meters) {
    this.limits = limits;
    BulkheadRegistry registry = BulkheadRegistry.of(BulkheadConfig.custom()
        .maxConcurrentCalls(limits.concurrentCompiles())
        .maxWaitDuration(limits.compileWait())
        .build());
    this.compiles = registry.bulkhead("compile");
    TaggedBulkheadMetrics.ofBulkheadRegistry(registry).bindTo(meters);
    Gauge.builder("torchtpu.ops.pending", hostPending, AtomicLong::get)
        .description("ops received by the host and not yet run").register(meters);
    this.sessionRejects = rejects(meters, "session");
    this.hostRejects = rejects(meters, "host");
    this.tenantRejects = rejects(meters, "tenant");
    this.compileRejects = rejects(meters, "compile");
    this.waitingRejects = rejects(meters, "waiting_calls");
  }

  private static Counter rejects(MeterRegistry meters, String limit) {
    return Counter.builder("torchtpu.admission.rejected").tag("limit", limit)
        .description("work refused with RESOURCE_EXHAUSTED by a bulkhead").register(meters);
  }

  public LimitProperties limits() {
    return limits;
  }

  /** Ops waiting on the whole host. */
  public long hostPending() {
    return hostPending.get();
  }

  /**
   * Takes room for {@code ops} ops of {@code session}; every successful call is matched by
   * {@link #release} once they have run (or been skipped).
   *
   * @throws DomainException EXHAUSTED naming the limit, with a retry hint
   */
  public void admit(DeviceSession session, int ops) {
    long mine = session.addPending(ops);
    if (mine > limits.sessionPendingOps()) {
      session.addPending(-ops);
      sessionRejects.increment();
      throw exhausted("session " + session.id() + " already has " + (mine - ops) + " ops waiting to run; "
          + ops + " more would pass its limit of " + limits.sessionPendingOps());
    }
    AtomicLong tenant = tenantCounter(session.tenant());
    long theirs = tenant.addAndGet(ops);
    if (theirs > limits.tenantPendingOps()) {
      tenant.addAndGet(-ops);
      session.addPending(-ops);
      tenantRejects.increment();
      throw exhausted("tenant " + session.tenant() + " already has " + (theirs - ops) + " ops waiting to run on this host; "
          + ops + " more would pass its share of " + limits.tenantPendingOps() + " (torchtpu.limits.tenant-pending-ops)");
    }
    long all = hostPending.addAndGet(ops);
    if (all > limits.hostPendingOps()) {
      hostPending.addAndGet(-ops);
      tenant.addAndGet(-ops);
      session.addPending(-ops);
      hostRejects.increment();
      // the host's count adds up every tenant's waiting ops: the message names only the caller's own
      throw exhausted("host is overloaded: " + ops + " more ops would pass its limit of " + limits.hostPendingOps()
          + " ops waiting to run on it; tenant " + session.tenant() + " has " + (theirs - ops) + " of them");
    }
  }

  /** Ops waiting on this host for all sessions of {@code tenant}. */
  public long tenantPending(String tenant) {
    AtomicLong n = tenantPending.get(tenant);
    return n == null ? 0 : n.get();
  }

  private AtomicLong tenantCounter(String tenant) {
    return tenantPending.computeIfAbsent(tenant, t -> new AtomicLong());
  }

  public void release(DeviceSession session, int ops) {
    session.addPending(-ops);
    tenantCounter(session.tenant()).addAndGet(-ops);
    hostPending.addAndGet(-ops);
  }

  /**
   * Runs {@code body}, a call that may park its server thread waiting for {@code session} (its queue, its ops, a
   * compile slot), as one of the session's tenant's {@code tenant-waiting-calls}; past that limit the call is refused
   * at once with RESOURCE_EXHAUSTED naming it, with a retry hint.
   *
   * @param rpc the method, for the refusal's message
   */
  public <T> T waiting(DeviceSession session, String rpc, Supplier<T> body) {
    return waiting(session.tenant(), rpc, body);
  }

  /**
   * As {@link #waiting(DeviceSession, String, Supplier)} for a call with no session (Advise waits for a compile
   * slot): {@code tenant} is the authenticated caller's owner name.
   */
  public <T> T waiting(String tenant, String rpc, Supplier<T> body) {
    java.util.concurrent.atomic.AtomicInteger mine =
        tenantWaiting.computeIfAbsent(tenant, t -> new java.util.concurrent.atomic.AtomicInteger());
    int n = mine.incrementAndGet();
    try {
      if (n > limits.tenantWaitingCalls()) {
        waitingRejects.increment();
        throw exhausted("tenant " + tenant + " already has " + (n - 1) + " calls waiting on this host (Execute, "
            + "Free, Synchronize, Download, DescribeSession, Compile and Advise each hold a server thread while they "
            + "wait); " + rpc + " would pass its limit of " + limits.tenantWaitingCalls()
            + " (torchtpu.limits.tenant-waiting-calls)");
      }
      return body.get();
    } finally {
      mine.decrementAndGet();
    }
  }

  /** Calls of {@code tenant} waiting for its sessions now (see {@link #waiting}). */
  public int tenantWaiting(String tenant) {
    java.util.concurrent.atomic.AtomicInteger n = tenantWaiting.get(tenant);
    return n == null ? 0 : n.get();
  }

  /** As {@link #compile(String, Supplier)} for a caller of no tenant (tools and tests): a share of its own. */
  public <T> T compile(Supplier<T> body) {
    return compile("", body);
  }

  /**
   * Runs a compile of {@code tenant} in the compile bulkhead: first within the tenant's share of the slots
   * ({@code tenant-concurrent-compiles}), then in one of the host's slots; RESOURCE_EXHAUSTED naming the limit when
   * either does not free up within {@code compile-wait}.
   */
  public <T> T compile(String tenant, Supplier<T> body) {
    if (limits.tenantConcurrentCompiles() >= limits.concurrentCompiles()) {
      return compileInHostSlot(body); // a share of every slot: nothing to keep for the others (one slot in all)
    }
    java.util.concurrent.Semaphore share = tenantCompiles.computeIfAbsent(tenant,
        t -> new java.util.concurrent.Semaphore(limits.tenantConcurrentCompiles(), true));
    boolean acquired;
    try {
      acquired = share.tryAcquire(limits.compileWait().toNanos(), java.util.concurrent.TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      acquired = false;
    }
    if (!acquired) {
      compileRejects.increment();
      throw exhausted("tenant " + tenant + " already has " + limits.tenantConcurrentCompiles() + " compile(s) running "
          + "or waiting on this host (Compile and Advise), its share of the " + limits.concurrentCompiles()
          + " slots, and none finished within " + limits.compileWait().toMillis()
          + " ms (torchtpu.limits.tenant-concurrent-compiles)");
    }
    try {
      return compileInHostSlot(body);
    } finally {
      share.release();
    }
  }

  private <T> T compileInHostSlot(Supplier<T> body) {
    if (!compiles.tryAcquirePermission()) {
      compileRejects.increment();
      throw exhausted(limits.concurrentCompiles() + " compiles are already running on this host and none finished "
          + "within " + limits.compileWait().toMillis() + " ms");
    }
    try {
      return body.get();
    } finally {
      compiles.onComplete();
    }
  }

  /**
   * Over a limit, with the message and when to try again (the client gets RESOURCE_EXHAUSTED with a
   * google.rpc.RetryInfo detail, see service-common's ServiceStatuses).
   */
  public DomainException exhausted(String message) {
    long millis = limits.retryAfter().toMillis();
    return DomainException.exhausted(message + " (retry in " + millis + " ms)", limits.retryAfter());
  }
}
