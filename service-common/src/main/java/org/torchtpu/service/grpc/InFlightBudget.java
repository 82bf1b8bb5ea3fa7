package org.torchtpu.service.grpc;

import io.grpc.Context;
import io.grpc.Metadata;
import io.grpc.ServerStreamTracer;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Set;
import java.util.function.Consumer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * The bytes requests in flight may hold, host-wide and per tenant: each request message's wire bytes as gRPC buffers
 * them (counted frame by frame, before the message is whole) plus, for a message large enough to be checked, the heap
 * its structure is estimated to take once parsed ({@link StructureBound}), from its first frame until it has been
 * handed to its handler (a streamed message) or its call has ended (a single request message). A frame that would take
 * the host or the caller's tenant over its budget, or a message over its method's wire ceiling
 * ({@link StructureBound.Limits#maxWireBytes()}), ends the call {@code RESOURCE_EXHAUSTED} at once, so no message is
 * buffered past either: without it gRPC buffers every stream's message up to max-inbound-message-size, so a tenant's
 * many streams (on as many connections as it likes) could fill the heap before any handler ran.
 *
 * <p>A gRPC {@link ServerStreamTracer.Factory}: the server reports each frame's bytes to the stream's tracer on the
 * transport thread, which is the only hook that sees a message while it is still arriving. The tenant is the caller the
 * key interceptor found ({@link StructureBound} names it before the call asks for its first message); a call with no
 * tenant counts against the host only (security off), or, for health and reflection, against one small pool shared by
 * all calls without a key. Each frame costs three atomic adds (the call, the host, the pool).
 */
public final class InFlightBudget extends ServerStreamTracer.Factory {
  /**
   * The host's budget when none is configured: a quarter of the heap (gRPC's Netty buffers are direct memory, bounded
   * by the heap size too).
   */
  public static long defaultHostBytes() {
    return Runtime.getRuntime().maxMemory() / 2;
  }

  /**
   * A tenant's budget when none is configured: half the host's, so that one tenant never holds the host alone, and on
   * a 1 GiB host (256 MiB) a tenant's 200,000-op traced graph (20 MB on the wire, 147 MB estimated parsed) is taken.
   */
  public static long defaultTenantBytes(long hostBytes) {
    return hostBytes / 2;
  }

  /**
   * What all calls without a key (health, reflection) may hold together when none is configured: their requests are a
   * few bytes, so 4 MiB (at most a 64th of the host) is 64 requests at their 64 KiB ceiling.
   */
  public static long defaultKeylessBytes(long hostBytes) {
    return Math.min(4L << 20, hostBytes / 64);
  }

  /** How long a message's frames may stop arriving before it may be refused to make room, when none is configured. */
  public static final Duration DEFAULT_STALL = Duration.ofSeconds(10);

  /** When a refused request may be sent again: the requests in flight are parsed and handed over within about this. */
  private static final Duration RETRY_AFTER = Duration.ofSeconds(1);

  /** RESOURCE_EXHAUSTED with a RetryInfo hint, so that the SDK's op stream resumes rather than failing for good. */
  private static StatusRuntimeException refusal(String message) {
    return ServiceStatuses.toException(DomainException.exhausted(message, RETRY_AFTER));
  }

  /** Why a request was refused (metric torchtpu_grpc_in_flight_refused_total{reason}). */
  public enum Refusal {
    /** A frame or a parsed estimate past the host's or a pool's budget. */
    BUDGET("budget"),
    /** A message over its method's wire ceiling. */
    WIRE_CEILING("wire_ceiling"),
    /** Frames stopped arriving while other requests needed the bytes. */
    STALLED("stalled");

    private final String label;

    Refusal(String label) {
      this.label = label;
    }

    /** The metric's {@code reason} tag. */
    public String label() {
      return label;
    }
  }

  /** The pool every call without a key counts against, as a tenant does against its own. */
  static final String NO_KEY = "(no key)";

  /** What a closed call holds: nothing, and it takes nothing more. */
  private static final long CLOSED = Long.MIN_VALUE;

  static final Context.Key<Held> HELD = Context.key("torchtpu-in-flight");

  private final long hostBytes;
  private final long tenantBytes;
  private final long keylessBytes;
  private final long stallNanos;
  private final AtomicLong host = new AtomicLong();
  private final ConcurrentHashMap<String, AtomicLong> tenants = new ConcurrentHashMap<>();
  /** The calls not yet closed. */
  private final Set<Held> open = ConcurrentHashMap.newKeySet();
  /** How often at most the open calls are walked for stalled ones (half the stall limit), and when next. */
  private final long walkEveryNanos;
  private final AtomicLong nextWalkNanos = new AtomicLong(System.nanoTime());
  /** Open calls looked at by those walks (tests: a full budget must not cost a walk per refused frame). */
  private final LongAdder callsWalked = new LongAdder();
  /** Requests refused, by why. */
  private final EnumMap<Refusal, LongAdder> refused = new EnumMap<>(Refusal.class);

  /**
   * @param hostBytes what all requests in flight may hold ({@code torchtpu.grpc.in-flight-bytes})
   * @param tenantBytes what one tenant's requests in flight may hold ({@code torchtpu.grpc.in-flight-bytes-per-tenant})
   */
  public InFlightBudget(long hostBytes, long tenantBytes) {
    this(hostBytes, tenantBytes, defaultKeylessBytes(hostBytes), DEFAULT_STALL);
  }

  /**
   * @param keylessBytes what all calls without a key may hold together ({@code torchtpu.grpc.in-flight-bytes-keyless})
   * @param stall how long a partly arrived message's frames may stop before it is refused when its bytes are needed
   *     ({@code torchtpu.grpc.in-flight-stall-seconds})
   */
  public InFlightBudget(long hostBytes, long tenantBytes, long keylessBytes, Duration stall) {
    if (hostBytes <= 0 || tenantBytes <= 0 || keylessBytes <= 0 || stall.isNegative()) {
      throw new IllegalArgumentException("in-flight budgets must be positive, got host " + hostBytes + ", tenant "
          + tenantBytes + ", keyless " + keylessBytes + " and stall " + stall);
    }
    this.hostBytes = hostBytes;
    this.tenantBytes = Math.min(tenantBytes, hostBytes);
    this.keylessBytes = Math.min(keylessBytes, hostBytes);
    this.stallNanos = stall.toNanos();
    this.walkEveryNanos = stallNanos / 2;
    for (Refusal reason : Refusal.values()) {
      refused.put(reason, new LongAdder());
    }
  }

  /** Bytes held now by every request in flight (tests, metrics). */
  public long heldBytes() {
    return host.get();
  }

  /** Messages arrived whole and not yet handed over, on every call still open (tests). */
  int arrivedMessages() {
    return open.stream().mapToInt(h -> h.arrived.size()).sum();
  }

  /** Open calls looked at so far for stalled messages (tests). */
  long callsWalked() {
    return callsWalked.sum();
  }

  /** Requests refused so far for {@code reason}. */
  public long refusals(Refusal reason) {
    return refused.get(reason).sum();
  }

  /** Bytes held now by {@code tenant}'s requests in flight. */
  public long heldBytes(String tenant) {
    AtomicLong held = tenants.get(tenant);
    return held == null ? 0 : held.get();
  }

  @Override
  public ServerStreamTracer newServerStreamTracer(String fullMethodName, Metadata headers) {
    Held held = new Held(fullMethodName);
    open.add(held);
    return held;
  }

  /**
   * Refuses every call but {@code asking} whose message has stopped arriving for longer than the stall limit, giving its
   * bytes back: done only when a frame finds a budget full, so a slow honest sender loses nothing while there is room.
   * A walk over the open calls, at most once per half the stall limit however many frames a full budget refuses (each
   * refused frame walking them made a full budget cost O(open calls) per frame): a message is refused once its frames
   * have stopped for at most one and a half times the limit.
   */
  private int refuseStalledCalls(Held asking) {
    long now = System.nanoTime();
    long due = nextWalkNanos.get();
    if (now - due < 0 || !nextWalkNanos.compareAndSet(due, now + walkEveryNanos)) {
      return 0; // walked lately, or another thread walks now
    }
    int refused = 0;
    for (Held call : open) {
      callsWalked.increment();
      if (call != asking && call.stalledAt(now)) {
        call.refuseStalled();
        refused++;
      }
    }
    return refused;
  }

  /** What one call holds; its tracer, and found through the call's context by the marshaller and the handler. */
  final class Held extends ServerStreamTracer {
    private final String method;
    private final AtomicLong held = new AtomicLong();
    /** Wire bytes of each message arrived whole and not yet handed over, oldest first (streamed requests only). */
    private final ConcurrentLinkedQueue<Long> arrived = new ConcurrentLinkedQueue<>();
    private volatile long maxWireBytes = Long.MAX_VALUE;
    private volatile StructureBound.Limits limits;
    private volatile String tenant;
    private volatile AtomicLong tenantHeld;
    private volatile long tenantCap = Long.MAX_VALUE;
    /** Whether a message has partly arrived, and when its last frame did (for refusing a stalled one). */
    private volatile boolean partial;
    private volatile long lastFrameNanos;
    /** Ends the call with a status from another thread (null until the call has started). */
    private volatile Consumer<StatusRuntimeException> refuser;
    private volatile boolean uncounted; // closed, or exempt
    private long messageBytes; // transport thread only
    private long parsed; // the call's thread only: the parsed estimate of the message it is parsing or handing over

    Held(String method) {
      this.method = method;
    }

    @Override
    public void serverCallStarted(ServerCallInfo<?, ?> info) {
      StructureBound.Limits limits = StructureBound.limits(info.getMethodDescriptor());
      if (limits != null) {
        maxWireBytes = limits.maxWireBytes();
      }
      this.limits = limits;
    }

    @Override
    public Context filterContext(Context context) {
      return context.withValue(HELD, this);
    }

    /** The call is the services' own or an operator's: nothing it sends counts. */
    void exempt() {
      uncounted = true;
    }

    /** The tenant this call's bytes count against; set before the call asks for its first message. */
    void chargeTo(String tenant) {
      // health and reflection take no key: all such calls share one small pool, so they cannot fill the host
      String pool = tenant != null ? tenant : limits == StructureBound.OPEN ? NO_KEY : null;
      if (pool != null) {
        this.tenantCap = tenant != null ? tenantBytes : keylessBytes;
        this.tenantHeld = tenants.computeIfAbsent(pool, t -> new AtomicLong());
        this.tenant = pool;
      }
    }

    /** How to end this call from another thread, should its message stall while its bytes are needed. */
    void refuseWith(Consumer<StatusRuntimeException> refuser) {
      this.refuser = refuser;
    }

    @Override
    public void inboundMessage(int seqNo) {
      messageBytes = 0;
    }

    @Override
    public void inboundWireSize(long bytes) {
      messageBytes += bytes;
      lastFrameNanos = System.nanoTime();
      partial = true;
      if (messageBytes > maxWireBytes) {
        refused.get(Refusal.WIRE_CEILING).increment();
        throw Status.RESOURCE_EXHAUSTED.withDescription("a request to " + method + " of more than " + maxWireBytes
            + " bytes: that is the most this method takes").asRuntimeException();
      }
      try {
        take(bytes, messageBytes, "its wire bytes");
      } catch (StatusRuntimeException refused) {
        // thrown here, gRPC's transport ends the stream with the status alone: the call is closed first with the
        // refusal's trailers (its retry hint), so the SDK resumes its op stream instead of failing it for good; the
        // throw still stops the transport from buffering the rest of the message
        Consumer<StatusRuntimeException> refuser = this.refuser;
        if (refuser != null) {
          refuser.accept(refused);
        }
        throw refused;
      }
    }

    @Override
    public void inboundMessageRead(int seqNo, long optionalWireSize, long optionalUncompressedSize) {
      partial = false;
      if (!uncounted) { // an exempt or closed call's messages were never counted, so nothing would take them back
        arrived.add(messageBytes);
      }
    }

    /**
     * Adds the estimated parsed heap of the message being parsed (on the call's thread, which then hands it over);
     * the refusal if that is over a budget, else null.
     */
    StatusRuntimeException takeParsed(long bytes) {
      try {
        Long wire = arrived.peek(); // the message being parsed: the oldest arrived and not yet handed over
        take(bytes, (wire == null ? 0 : wire) + parsed + bytes, "its parsed structure");
        parsed += bytes;
        return null;
      } catch (StatusRuntimeException e) {
        return e;
      }
    }

    /**
     * A streamed message has been handed to its handler: its bytes are the handler's to account for now (op batches
     * against the tenant's heap share, Fabric parts against the held-part limits, upload chunks in the upload's
     * reservation).
     */
    void handed() {
      Long wire = arrived.poll();
      give((wire == null ? 0 : wire) + parsed);
      parsed = 0;
    }

    @Override
    public void streamClosed(Status status) {
      uncounted = true;
      open.remove(this);
      arrived.clear();
      giveAllBack();
    }

    /**
     * Gives back everything held and counts nothing more. One atomic swap, so a take racing it on the call's thread
     * (a cancel or deadline during a parse) either lands before it and is given back here, or sees the call closed.
     */
    private boolean giveAllBack() {
      long before = held.getAndSet(CLOSED);
      if (before == CLOSED) {
        return false;
      }
      giveToPools(before);
      return true;
    }

    /**
     * Takes {@code bytes} more for the message whose own bytes are then {@code messageBytes}, or throws its refusal:
     * with a retry hint when the budget is full, without one when the message alone is past the host's or its pool's
     * whole budget (sent again it is refused again, so the SDK must not resume or retry it).
     */
    private void take(long bytes, long messageBytes, String what) {
      if (uncounted) {
        return;
      }
      // a message past the smaller of the two budgets can never be taken, however many stalled calls are refused
      boolean neverFits = messageBytes > Math.min(hostBytes, tenantCap);
      Boolean ofHost = tryTake(bytes);
      if (ofHost != null && !neverFits && refuseStalledCalls(this) > 0) {
        ofHost = tryTake(bytes);
      }
      if (ofHost != null) {
        refused.get(Refusal.BUDGET).increment();
        String pool = NO_KEY.equals(tenant) ? "calls without a key" : "tenant " + tenant + "'s requests in flight";
        if (neverFits) {
          boolean host = hostBytes <= tenantCap;
          throw ServiceStatuses.toException(DomainException.exhausted("a request to " + method + " was refused "
              + "while arriving: with " + what + " it holds " + messageBytes + " bytes, more than "
              + (host ? "all requests in flight on this host" : pool) + " may hold at once ("
              + (host ? hostBytes : tenantCap) + " bytes, " + setting(host) + "); it can never be taken: "
              + "send it in smaller requests"));
        }
        throw refusal("a request to " + method + " was refused while arriving: "
            + (ofHost ? "requests in flight on this host" : pool) + " would hold more than "
            + (ofHost ? hostBytes : tenantCap) + " bytes with " + what + " (" + setting(ofHost)
            + "); retry after the requests in flight have been handled, in about a second");
      }
    }

    /** The setting of the host's budget, or of this call's pool. */
    private String setting(boolean host) {
      return host ? "torchtpu.grpc.in-flight-bytes"
          : NO_KEY.equals(tenant) ? "torchtpu.grpc.in-flight-bytes-keyless" : "torchtpu.grpc.in-flight-bytes-per-tenant";
    }

    /** Null when {@code bytes} were taken, else whether the host's budget (not the pool's) was the one exceeded. */
    private Boolean tryTake(long bytes) {
      if (held.getAndUpdate(h -> h == CLOSED ? h : h + bytes) == CLOSED) {
        return null;
      }
      long hostNow = host.addAndGet(bytes);
      AtomicLong tenantHeld = this.tenantHeld;
      long tenantNow = tenantHeld == null ? 0 : tenantHeld.addAndGet(bytes);
      if (hostNow > hostBytes || tenantNow > tenantCap) {
        give(bytes);
        return hostNow > hostBytes;
      }
      return null;
    }

    /** Whether this call's message has partly arrived and its frames stopped {@code stallNanos} before {@code now}. */
    private boolean stalledAt(long now) {
      return partial && refuser != null && now - lastFrameNanos > stallNanos;
    }

    /** Refuses this stalled call and gives its bytes back at once (its stream closes later, on its transport). */
    private void refuseStalled() {
      if (!giveAllBack()) {
        return; // closed meanwhile, or refused by another thread finding it stalled too
      }
      refused.get(Refusal.STALLED).increment();
      refuser.accept(refusal("a request to " + method + " stopped arriving for more than "
          + Duration.ofNanos(stallNanos).toSeconds() + " s while holding bytes other requests needed "
          + "(torchtpu.grpc.in-flight-stall-seconds)"));
    }

    private void give(long bytes) {
      if (bytes <= 0) {
        return;
      }
      // a close and a hand-over racing give back at most what is held, and nothing once closed
      long before = held.getAndUpdate(h -> h == CLOSED ? h : h - Math.min(h, bytes));
      if (before != CLOSED) {
        giveToPools(Math.min(before, bytes));
      }
    }

    private void giveToPools(long given) {
      if (given <= 0) {
        return;
      }
      host.addAndGet(-given);
      AtomicLong tenantHeld = this.tenantHeld;
      if (tenantHeld != null) {
        tenantHeld.addAndGet(-given);
      }
    }
  }
}
