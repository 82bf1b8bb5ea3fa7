package org.torchtpu.server.runtime;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Gauge;
import java.util.Collection;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Component;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.security.EndedWorlds;
import org.torchtpu.server.security.SessionAccess;
import org.torchtpu.server.security.TenantQuotas;
import org.torchtpu.service.error.DomainException;

/** The sessions open on this host. */
@Component
public class SessionRegistry {
  private final Host host;
  private final Executor executor;
  private final ProgramService programs;
  private final Map<String, DeviceSession> sessions = new ConcurrentHashMap<>();
  private final HostClosedSessions hostClosed = new HostClosedSessions();
  private volatile CollectiveRunner.Joiner worlds;
  private final TenantQuotas quotas;
  private final io.micrometer.core.instrument.Counter worldEndedClosures;
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(SessionRegistry.class);

  public SessionRegistry(Host host, Executor executor, ProgramService programs, MeterRegistry meters) {
    this(host, executor, programs, meters, TenantQuotas.unlimited());
  }

  /** The tenants' quotas and shares (tests). */
  TenantQuotas quotas() {
    return quotas;
  }

  @org.springframework.beans.factory.annotation.Autowired
  public SessionRegistry(Host host, Executor executor, ProgramService programs, MeterRegistry meters,
      TenantQuotas quotas) {
    this.quotas = quotas;
    this.programs = programs;
    this.host = host;
    this.executor = executor;
    Gauge.builder("torchtpu.sessions.open", sessions, Map::size).register(meters);
    this.worldEndedClosures = io.micrometer.core.instrument.Counter.builder("torchtpu.sessions.reaped")
        .tag("reason", "world_ended").register(meters);
    for (Chip chip : host.chips()) {
      Gauge.builder("torchtpu.hbm.used.bytes", chip, Chip::hbmUsed)
          .tag("chip", Integer.toString(chip.index()))
          .register(meters);
      Gauge.builder("torchtpu.hbm.peak.bytes", chip, Chip::hbmPeak)
          .tag("chip", Integer.toString(chip.index()))
          .register(meters);
    }
  }

  /** Where sessions that name a world join it (the fabric); without one, such sessions are refused. */
  @org.springframework.beans.factory.annotation.Autowired(required = false)
  public void setWorldJoiner(CollectiveRunner.Joiner worlds) {
    this.worlds = worlds;
  }

  /** Closes the sessions of every world that ends from now on (the scheduler took back its chips). */
  @org.springframework.beans.factory.annotation.Autowired(required = false)
  public void setEndedWorlds(EndedWorlds ended) {
    this.ended = ended;
    ended.onEnded(this::closeWorld);
  }

  /** Worlds the scheduler took back (null: this host hears of none). */
  private volatile EndedWorlds ended;

  /**
   * Closes every session that joined {@code worldId}, freeing its values: its job has ended, so its ranks
   * lose the chips (their clients' next call finds no session).
   */
  void closeWorld(String worldId) {
    for (DeviceSession s : sessions.values()) {
      CollectiveRunner w = s.world();
      if (w != null && w.membership().getWorldId().equals(worldId) && closeAbandoned(s, "its world " + worldId
          + " (job " + w.membership().getJobId() + ") ended: the scheduler took back the chips of that placement")) {
        worldEndedClosures.increment();
        log.info("closed session {} of tenant {}: its world {} ended", s.id(), s.tenant(), worldId);
      }
    }
  }

  /** Opens a session that is one rank of {@code world} (null = a standalone session). */
  public DeviceSession open(String tenant, Generation generation, int chipIndex, EagerMode mode,
      org.torchtpu.api.v1.WorldMembership world) {
    if (world == null) {
      return open(tenant, generation, chipIndex, mode);
    }
    CollectiveRunner.Joiner joiner = worlds;
    if (joiner == null) {
      throw DomainException.wrongState("host " + host.id() + " has no fabric: it cannot join world "
          + world.getWorldId());
    }
    DeviceSession s = open(tenant, generation, chipIndex, mode);
    try {
      s.joinWorld(joiner.join(s, world));
      // The join admitted the world before the session had it: a world that ended in between was not closed by
      // closeWorld (it saw no world on this session), so it is refused here. Ended worlds are noted before their
      // listeners run, so either this sees the end or closeWorld sees the joined session.
      EndedWorlds ends = ended;
      if (ends != null && ends.hasEnded(world.getWorldId())) {
        throw DomainException.notAllowed("world " + world.getWorldId() + " has ended: the scheduler took back the "
            + "chips of that placement of job " + world.getJobId() + "; take the job's current world from the job "
            + "(Job.world)");
      }
    } catch (RuntimeException e) {
      closeAbandoned(s, null); // not close(id): closeWorld may have closed it already
      throw e;
    }
    return s;
  }

  public ProgramService programs() {
    return programs;
  }

  public Host host() {
    return host;
  }

  public DeviceSession open(String requestedTenant, Generation generation, int chipIndex, EagerMode mode) {
    String tenant = SessionAccess.tenantOfNewSession(requestedTenant);
    if (tenant == null || tenant.isBlank()) {
      throw DomainException.invalid("tenant is required");
    }
    if (generation != Generation.GENERATION_UNSPECIFIED && generation != host.generation()) {
      throw DomainException.invalid("host " + host.id() + " has " + host.generation()
          + " chips, the session asked for " + generation);
    }
    if (chipIndex < 0 || chipIndex >= host.chips().size()) {
      throw DomainException.invalid("chip " + chipIndex + " does not exist: host " + host.id()
          + " has chips 0.." + (host.chips().size() - 1));
    }
    Chip chip = host.chips().get(chipIndex);
    String id = UUID.randomUUID().toString();
    EagerMode m = mode == EagerMode.EAGER_MODE_UNSPECIFIED || mode == EagerMode.UNRECOGNIZED ? EagerMode.STRICT : mode;
    quotas.sessionOpening(tenant);
    DeviceSession s = new DeviceSession(id, tenant, chip, quotas.account(tenant, chip), m, executor,
        CostModel.calibrated(chip.spec()), programs, quotas.turns(tenant));
    chip.sessionOpened();
    sessions.put(id, s);
    return admitted(s);
  }

  /**
   * Opens an abstract session (ExecutionDepth.ABSTRACT): on a private, empty copy of chip {@code chipIndex} (of the
   * host's generation, or of {@code generation} when another is named), with the executor on its no-values device.
   * Its HBM is accounted by the same allocator against that chip's capacity; nothing of the host's is held.
   */
  public DeviceSession openAbstract(String requestedTenant, Generation generation, int chipIndex, EagerMode mode) {
    String tenant = SessionAccess.tenantOfNewSession(requestedTenant);
    if (tenant == null || tenant.isBlank()) {
      throw DomainException.invalid("tenant is required");
    }
    if (chipIndex < 0 || chipIndex >= host.chips().size()) {
      throw DomainException.invalid("chip " + chipIndex + " does not exist: host " + host.id()
          + " has chips 0.." + (host.chips().size() - 1));
    }
    boolean own = generation == Generation.GENERATION_UNSPECIFIED || generation == Generation.UNRECOGNIZED
        || generation == host.generation();
    Chip chip = new Chip(chipIndex, own ? host.chips().get(chipIndex).spec()
        : org.torchtpu.server.chip.ChipSpecs.of(generation));
    EagerMode m = mode == EagerMode.EAGER_MODE_UNSPECIFIED || mode == EagerMode.UNRECOGNIZED ? EagerMode.STRICT : mode;
    quotas.sessionOpening(tenant);
    String id = UUID.randomUUID().toString();
    DeviceSession s = new DeviceSession(id, tenant, chip, quotas.abstractAccount(tenant, chip), m,
        executor.withoutValues(), CostModel.calibrated(chip.spec()), programs, quotas.turns(tenant));
    chip.sessionOpened();
    sessions.put(id, s);
    return admitted(s);
  }

  /**
   * Whether a tenant may still have sessions: false once its last key is revoked. The key set is replaced before
   * {@link #closeSessionsOf} walks the sessions, and a new session is put before this is asked: so an open still
   * running when the reload comes is either seen by the walk or refused here.
   */
  public void admitOnly(java.util.function.Predicate<String> admitted) {
    tenantAdmitted = admitted;
  }

  private volatile java.util.function.Predicate<String> tenantAdmitted = tenant -> true;

  private DeviceSession admitted(DeviceSession s) {
    if (!tenantAdmitted.test(s.tenant())) {
      closeAbandoned(s, null); // not close(id): the revocation's walk may have closed it already
      throw DomainException.unauthenticated("tenant " + s.tenant() + " has no API key any more: "
          + "torchtpu.security.keys-file no longer holds one, so its sessions were closed and none is opened");
    }
    return s;
  }

  public DeviceSession get(String id) {
    DeviceSession s = id == null ? null : sessions.get(id);
    if (s == null || !SessionAccess.visible(s.tenant())) { // another tenant's session looks nonexistent
      throw noSuchSession(id);
    }
    s.activity().touch();
    return s;
  }

  /**
   * Closes a session its client left behind (the {@link SessionReaper}) or whose world ended; false when it was closed
   * meanwhile. With a {@code reason} (null: the session's open failed, its client never had it) the host remembers
   * why, for its tenant's next call and close.
   */
  boolean closeAbandoned(DeviceSession s, String reason) {
    if (!sessions.remove(s.id(), s)) {
      return false;
    }
    if (reason != null) {
      hostClosed.remember(s, reason);
    }
    s.close();
    quotas.sessionClosed(s.tenant());
    return true;
  }

  /**
   * Closes every session of {@code tenant} as its client's CloseSession would (values freed once each queue stops,
   * world left, quota and chip counts given back): the tenant's last API key was revoked, so no client of it may use
   * or close them, and they held its HBM, queued work and kept heap until the reaper's idle time.
   *
   * @return how many sessions were closed
   */
  public int closeSessionsOf(String tenant) {
    int closed = 0;
    for (DeviceSession s : sessions.values()) {
      if (s.tenant().equals(tenant) && closeAbandoned(s, "the last API key of tenant " + tenant + " was revoked")) {
        closed++;
      }
    }
    if (closed > 0) {
      log.info("closed {} sessions of tenant {}: its last API key was revoked", closed, tenant);
    }
    return closed;
  }

  /**
   * The client's close. A session the host closed on its own a moment before (its world ended, the reaper) is closed
   * already, which is what the client asks: it is answered with the totals the session had, once.
   */
  public HostClosedSessions.Closed close(String id) {
    DeviceSession s = id == null ? null : sessions.get(id);
    if (s != null && SessionAccess.visible(s.tenant())) {
      closeAbandoned(s, null); // false when the host closed it since the line above: closed either way
      hostClosed.forget(id);
      return HostClosedSessions.Closed.of(s, null);
    }
    HostClosedSessions.Closed closed = closedByHostForCaller(id);
    if (closed == null) {
      throw noSuchSession(id);
    }
    hostClosed.forget(id);
    return closed;
  }

  /** What the host recorded of session {@code id} when it closed it, if the caller is its tenant; else null. */
  private HostClosedSessions.Closed closedByHostForCaller(String id) {
    HostClosedSessions.Closed closed = hostClosed.find(id);
    return closed != null && SessionAccess.visible(closed.tenant()) ? closed : null;
  }

  /**
   * Worded alike for an id that never existed and for another tenant's session: neither is an oracle. Its own tenant
   * reads why the host closed a session it had.
   */
  private DomainException noSuchSession(String id) {
    HostClosedSessions.Closed closed = closedByHostForCaller(id);
    if (closed != null) {
      return DomainException.notFound("session '" + id + "' was closed by host " + host.id() + ": " + closed.reason());
    }
    return DomainException.notFound("session '" + id + "' does not exist on host " + host.id());
  }

  public Collection<DeviceSession> all() {
    return sessions.values();
  }
}
