package org.torchtpu.server.security;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.springframework.stereotype.Component;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.service.error.DomainException;

/**
 * Enforces {@link QuotaProperties} on this host: sessions open and HBM held per tenant. A refusal
 * is a domain error (EXHAUSTED, sent as RESOURCE_EXHAUSTED) naming the tenant, the limit and its setting.
 */
@Component
public class TenantQuotas {
  private final QuotaProperties limits;
  private final Map<String, Usage> usage = new ConcurrentHashMap<>();

  /** What one tenant holds on this host. */
  private static final class Usage {
    final AtomicInteger sessions = new AtomicInteger();
    final AtomicLong hbmBytes = new AtomicLong();
    final AtomicLong heapBytes = new AtomicLong();
    /** The part of heapBytes its queued requests hold, and the streams waiting for it. */
    final QueuedHeap queued;
    /** Its share of the host's CPU: sessions running work at once. */
    final TenantTurns turns;

    Usage(String tenant, HostMemory memory, int runningSessions) {
      queued = new QueuedHeap(tenant, memory, heapBytes);
      turns = new TenantTurns(tenant, runningSessions);
    }
  }

  private final HostMemory memory;

  @org.springframework.beans.factory.annotation.Autowired
  public TenantQuotas(QuotaProperties limits) {
    this(limits, HostMemory.of(limits));
  }

  public TenantQuotas(QuotaProperties limits, HostMemory memory) {
    this.limits = limits;
    this.memory = memory;
  }

  public static TenantQuotas unlimited() {
    return new TenantQuotas(QuotaProperties.unlimited(), HostMemory.unlimited());
  }

  /** The process's real ceiling, next to the simulated HBM. */
  public HostMemory memory() {
    return memory;
  }

  /** Java heap bytes {@code tenant}'s values and transfers hold on this host. */
  public long heapBytesHeld(String tenant) {
    return of(tenant).heapBytes.get();
  }

  private Usage of(String tenant) {
    return usage.computeIfAbsent(tenant, t -> new Usage(t, memory, limits.runningSessionsOf(t)));
  }

  /** Counts a new session of {@code tenant}, or refuses it when the tenant is at its limit. */
  public void sessionOpening(String tenant) {
    int max = limits.sessionsOf(tenant);
    AtomicInteger open = of(tenant).sessions;
    while (true) {
      int n = open.get();
      if (max > 0 && n >= max) {
        throw DomainException.exhausted("tenant " + tenant + " already has " + n
            + " session(s) open on this host; its quota torchtpu.quota.max-sessions is " + max);
      }
      if (open.compareAndSet(n, n + 1)) {
        return;
      }
    }
  }

  /** The turns {@code tenant}'s sessions take to run work (torchtpu.quota.max-running-sessions at once). */
  public TenantTurns turns(String tenant) {
    return of(tenant).turns;
  }

  public void sessionClosed(String tenant) {
    of(tenant).sessions.decrementAndGet();
  }

  public int sessionsOpen(String tenant) {
    return of(tenant).sessions.get();
  }

  public long hbmBytesHeld(String tenant) {
    return of(tenant).hbmBytes.get();
  }

  /** The HBM a session of {@code tenant} allocates on {@code chip}: checked against the tenant's quota, then the chip. */
  public HbmAccount account(String tenant, Chip chip) {
    Usage u = of(tenant);
    return new HbmAccount(tenant, chip, u.hbmBytes, limits.hbmBytesOf(tenant), memory, u.heapBytes, u.queued, true);
  }

  /**
   * The allocator of an abstract session on its private copy of a chip: the same allocator, judged against that
   * chip's capacity alone. It holds no real HBM, so the tenant's HBM quota is not charged; the heap its values do
   * take (a value's overhead, no contents) counts against the tenant's heap share and the process's ceiling like
   * any other value's.
   */
  public HbmAccount abstractAccount(String tenant, Chip privateChip) {
    Usage u = of(tenant);
    return new HbmAccount(tenant, privateChip, new AtomicLong(), 0, memory, u.heapBytes, u.queued, false);
  }

  /** A session's allocator: the chip's HBM, within its tenant's quota. */
  public static final class HbmAccount {
    private final String tenant;
    private final Chip chip;
    private final AtomicLong held;
    private final long quota;
    private final HostMemory memory;
    private final AtomicLong heapHeld;
    private final QueuedHeap queued;
    /** The host's chip, which other tenants use too (false: an abstract session's private copy). */
    private final boolean sharedChip;

    HbmAccount(String tenant, Chip chip, AtomicLong held, long quota, HostMemory memory, AtomicLong heapHeld,
        QueuedHeap queued, boolean sharedChip) {
      this.queued = queued;
      this.sharedChip = sharedChip;
      this.tenant = tenant;
      this.chip = chip;
      this.held = held;
      this.quota = quota;
      this.memory = memory;
      this.heapHeld = heapHeld;
    }

    /**
     * Reserves {@code bytes} of HBM and {@code heapBytes} of the process's heap (what the values
     * really take here); throws {@link HbmExhaustedException} naming the quota, the heap ceiling or
     * the chip's capacity.
     */
    public void allocate(long bytes, long heapBytes, String what) {
      allocate(bytes, heapBytes, () -> what);
    }

    /**
     * As {@link #allocate(long, long, String)}, with the value's description built only for a
     * failure's message (an eager op allocates its result on every run).
     */
    public void allocate(long bytes, long heapBytes, java.util.function.Supplier<String> what) {
      allocate(bytes, what); // the simulated limits first: they are what a user sizes work against
      try {
        memory.reserve(tenant, heapHeld, heapBytes, what);
      } catch (RuntimeException e) {
        release(bytes);
        throw e;
      }
    }

    public void release(long bytes, long heapBytes) {
      release(bytes);
      memory.release(heapHeld, heapBytes);
    }

    /** Heap only, for a transfer's staging buffer: not a value on the chip. */
    public void reserveHeap(long heapBytes, String what) {
      memory.reserve(tenant, heapHeld, heapBytes, what);
    }

    /** As {@link #reserveHeap(long, String)}, describing what only for a refusal's message. */
    public void reserveHeap(long heapBytes, java.util.function.Supplier<String> what) {
      memory.reserve(tenant, heapHeld, heapBytes, what);
    }

    /** As {@link #reserveHeap(long, String)}, false (reserving nothing, building no exception) when it has no room. */
    public boolean tryReserveHeap(long heapBytes) {
      return memory.tryReserve(heapHeld, heapBytes);
    }

    public void releaseHeap(long heapBytes) {
      memory.release(heapHeld, heapBytes);
    }

    /**
     * As {@link #tryReserveHeap}, without emptying the tenant's pools first: for a pool's own charge (see
     * {@link HostMemory.Reclaimable}).
     */
    public boolean tryReserveHeapWithoutReclaiming(long heapBytes) {
      return memory.tryReserveWithoutReclaiming(heapHeld, heapBytes);
    }

    /** {@code pool}, charged to this account, gives up its heap before any of the tenant's takes is refused. */
    public void registerReclaimable(HostMemory.Reclaimable pool) {
      memory.register(heapHeld, pool);
    }

    public void forgetReclaimable(HostMemory.Reclaimable pool) {
      memory.forget(heapHeld, pool);
    }

    /** The tenant's heap held by its queued requests (within the heap reserved here), and the streams waiting for it. */
    public QueuedHeap queued() {
      return queued;
    }

    private void allocate(long bytes, java.util.function.Supplier<String> what) {
      long h;
      while (true) {
        h = held.get();
        if (quota > 0 && bytes > quota - h) {
          throw new HbmExhaustedException("HBM quota of tenant " + tenant + " exhausted: allocating " + what.get() + " needs "
              + Chip.bytesText(bytes) + " but the tenant holds " + Chip.bytesText(h) + " of its "
              + Chip.bytesText(quota) + " (torchtpu.quota.max-hbm)");
        }
        if (held.compareAndSet(h, h + bytes)) {
          break;
        }
      }
      try {
        chip.allocate(bytes, what);
      } catch (HbmExhaustedException e) {
        held.addAndGet(-bytes);
        throw sharedChip ? withoutOthersUse(bytes, h, what) : e;
      } catch (RuntimeException e) {
        held.addAndGet(-bytes);
        throw e;
      }
    }

    /**
     * The chip's refusal as this tenant may read it: the chip's message counts every tenant's HBM in use, which
     * would tell one tenant how much another holds; this one names what the tenant held itself when it took the
     * bytes ({@code heldBefore}: read again after the refusal, a concurrent release could show an amount that fits).
     */
    private HbmExhaustedException withoutOthersUse(long bytes, long heldBefore,
        java.util.function.Supplier<String> what) {
      return new HbmExhaustedException(String.format(
          "HBM exhausted on chip %d (%s, %s): allocating %s needs %s, more than the chip has free; tenant %s holds %s"
              + " on this host (other tenants' use of a shared chip is not shown)",
          chip.index(), chip.spec().getGeneration().name().toLowerCase(java.util.Locale.ROOT),
          Chip.bytesText(chip.hbmCapacity()), what.get(), Chip.bytesText(bytes), tenant, Chip.bytesText(heldBefore)));
    }

    private void release(long bytes) {
      chip.release(bytes);
      held.addAndGet(-bytes);
    }
  }
}
