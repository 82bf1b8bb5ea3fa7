package org.torchtpu.server.fabric;

import jakarta.annotation.PreDestroy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.api.v1.WorldPeer;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.cost.WorldCollectivePricing;
import org.torchtpu.server.fabric.bulk.BulkChannel;
import org.torchtpu.server.fabric.bulk.BulkKey;
import org.torchtpu.server.fabric.bulk.BulkReceiver;
import org.torchtpu.server.runtime.CollectiveRunner;
import org.torchtpu.server.runtime.DeviceSession;
import org.torchtpu.service.error.DomainException;

/**
 * The worlds that have ranks on this host, their ranks here, and the mailbox their collectives'
 * parts arrive in. A part for a rank that has joined here is delivered in memory; any other part
 * goes over the Fabric service to the address in the world's peer list (which may be this host:
 * a rank that has not joined yet still gets its parts, they wait in the mailbox).
 */
@Component
public class WorldRegistry implements CollectiveRunner.Joiner {
  private final Host host;
  private final FabricProperties props;
  private final Mailbox mailbox;
  private final FabricClient client;
  private final WorldCollectivePricing pricing;
  private final WorldAdmission admission;
  /** This host's bulk channel, or null: every part's data goes on gRPC. */
  private final BulkChannel bulk;
  /** world id -> (rank -> its endpoint on this host). */
  private final Map<String, Map<Integer, RankEndpoint>> worlds = new ConcurrentHashMap<>();

  public WorldRegistry(Host host, FabricProperties props) {
    this(host, props, "", WorldAdmission.open());
  }

  /**
   * @param security the settings whose service key this host sends on its Fabric calls to other hosts (blank = none)
   * @param trust what memberships must prove (keys on: the scheduler's seal)
   * @param registration where this host registers, for its own endpoint as memberships name it
   */
  @org.springframework.beans.factory.annotation.Autowired
  public WorldRegistry(Host host, FabricProperties props,
      org.torchtpu.service.security.SecuritySettings security,
      org.torchtpu.server.security.PodTrust trust, org.torchtpu.server.registration.RegistrationProperties registration,
      @org.springframework.beans.factory.annotation.Value("${spring.grpc.server.port}") int grpcPort,
      org.torchtpu.server.security.ServiceTls tls, org.torchtpu.server.security.EndedWorlds ended,
      BulkProperties bulk) {
    this(host, props, security.getServiceKey(),
        new WorldAdmission(trust, registration.endpoint(grpcPort), java.time.Clock.systemUTC(), ended), tls.credentials(),
        FabricClient.STREAMED_PART_BYTES,
        openBulk(bulk, grpcPort, tls.credentials() != null, BulkKey.of(security.getPodSecret(), trust.enforced())));
  }

  /**
   * The bulk channel the settings ask for, or null (with the reason logged): turned off, the Fabric on TLS (the
   * channel does not encrypt), no key to prove, or its port taken. Parts then go on gRPC as before.
   */
  static BulkChannel openBulk(BulkProperties settings, int grpcPort, boolean tls,
      org.torchtpu.api.security.PodSeal key) {
    var log = org.slf4j.LoggerFactory.getLogger(WorldRegistry.class);
    if (!settings.enabled()) {
      return null;
    }
    if (tls) {
      log.info("Fabric bulk channel off: the Fabric uses TLS and the bulk channel does not encrypt; parts go on gRPC");
      return null;
    }
    if (key == null) {
      log.warn("Fabric bulk channel off: API keys are on but there is no pod secret to authenticate hosts with");
      return null;
    }
    int port = settings.port() > 0 ? settings.port() : grpcPort + 1;
    try {
      BulkChannel channel = BulkChannel.open(new java.net.InetSocketAddress(settings.bindAddress(), port), key,
          settings.limits());
      log.info("Fabric bulk channel on {}:{} for parts over {} bytes", settings.bindAddress(), channel.receiver().port(),
          FabricClient.STREAMED_PART_BYTES);
      return channel;
    } catch (java.io.IOException e) {
      log.warn("Fabric bulk channel off: cannot bind {}:{} ({}); parts go on gRPC", settings.bindAddress(), port,
          e.toString());
      return null;
    }
  }

  WorldRegistry(Host host, FabricProperties props, String serviceKey, WorldAdmission admission) {
    this(host, props, serviceKey, admission, null);
  }

  WorldRegistry(Host host, FabricProperties props, String serviceKey, WorldAdmission admission,
      io.grpc.ChannelCredentials tls) {
    this(host, props, serviceKey, admission, tls, FabricClient.STREAMED_PART_BYTES);
  }

  /** @param streamedPartBytes the largest part sent on the open stream to its host (see {@link FabricClient}) */
  WorldRegistry(Host host, FabricProperties props, String serviceKey, WorldAdmission admission,
      io.grpc.ChannelCredentials tls, int streamedPartBytes) {
    this(host, props, serviceKey, admission, tls, streamedPartBytes, null);
  }

  /** @param bulk this host's bulk channel, closed with the registry; null: every part's data goes on gRPC */
  WorldRegistry(Host host, FabricProperties props, String serviceKey, WorldAdmission admission,
      io.grpc.ChannelCredentials tls, int streamedPartBytes, BulkChannel bulk) {
    this.bulk = bulk;
    this.admission = admission;
    this.host = host;
    this.props = props;
    // a part for a rank that left or has not joined is kept as long as any collective of this host may wait for it
    long keptMillis = props.maxCollectiveTimeoutSeconds() * 1000;
    HeldPartLimits held = HeldPartLimits.of(props);
    if (held.tenantBytes() < props.heldBytesPerTenant()) { // the setting's value would otherwise be lowered silently
      LoggerFactory.getLogger(WorldRegistry.class).warn("torchtpu.fabric.held-bytes-per-tenant {} is capped at {}: "
          + "half of the host's held bytes (torchtpu.fabric.held-bytes-per-host, default a quarter of the heap)",
          props.heldBytesPerTenant(), held.tenantBytes());
    }
    this.mailbox = new Mailbox(keptMillis, keptMillis, held);
    this.client = new FabricClient(props.chunkBytes(), streamedPartBytes, serviceKey, tls,
        bulk == null ? null : bulk.sender());
    this.pricing = new WorldCollectivePricing(host.generation());
  }

  @Override
  public CollectiveRunner join(DeviceSession session, WorldMembership world) {
    validate(session, world);
    admission.admit(session.tenant(), world);
    long timeout = world.getCollectiveTimeoutMillis() > 0 ? world.getCollectiveTimeoutMillis()
        : props.collectiveTimeoutSeconds() * 1000;
    RankEndpoint endpoint = new RankEndpoint(this, world, timeout, session.tenant(), session.peerWait());
    // Checked and seated in one step on the world's entry: a leave emptying the rank map (computeIfPresent, below) is
    // atomic with it. Looking the map up first and seating under its own lock lost the seat to a leave in between,
    // which dropped the map from the registry (the rank had no seat; the next join saw no rank's tenant to check).
    worlds.compute(world.getWorldId(), (id, seated) -> {
      Map<Integer, RankEndpoint> ranks = seated == null ? new ConcurrentHashMap<>() : seated;
      checkJoinable(ranks, world, session.tenant());
      if (ranks.putIfAbsent(world.getRank(), endpoint) != null) {
        throw DomainException.taken("world " + world.getWorldId() + " already has rank "
            + world.getRank() + " on host " + host.id());
      }
      return ranks;
    });
    // its seat (a late leave of an older one is ignored) and tenant (held parts naming another are dropped)
    mailbox.joined(world.getWorldId(), world.getRank(), endpoint, session.tenant());
    return endpoint;
  }

  /** A world id is one tenant's, and every rank of it here was admitted with the same world. */
  private static void checkJoinable(Map<Integer, RankEndpoint> ranks, WorldMembership world, String tenant) {
    for (RankEndpoint other : ranks.values()) {
      if (!other.tenant().equals(tenant)) {
        // a world id is one tenant's: another tenant can neither take part in it nor squat it
        throw DomainException.notAllowed("world " + world.getWorldId() + " belongs to another tenant; "
            + "tenant " + tenant + " cannot join it");
      }
      WorldMembership m = other.membership();
      if (m.getWorldSize() != world.getWorldSize() || !m.getPeersList().equals(world.getPeersList())
          || !m.getSliceTopology().equals(world.getSliceTopology())) {
        throw DomainException.wrongState("world " + world.getWorldId() + ": rank " + world.getRank()
            + " joined with a different world size, peer list or topology than rank " + m.getRank()
            + " on this host");
      }
    }
  }

  private void validate(DeviceSession session, WorldMembership world) {
    String problem = null;
    if (world.getWorldId().isEmpty()) {
      problem = "world_id is empty";
    } else if (world.getWorldSize() < 1) {
      problem = "world_size " + world.getWorldSize() + " is not positive";
    } else if (world.getRank() < 0 || world.getRank() >= world.getWorldSize()) {
      problem = "rank " + world.getRank() + " is outside 0.." + (world.getWorldSize() - 1);
    } else if (world.getPeersCount() != world.getWorldSize()) {
      problem = "peers lists " + world.getPeersCount() + " ranks, world_size is " + world.getWorldSize();
    } else if (world.getPeers(world.getRank()).getChip() != session.chip().index()) {
      problem = "peers[" + world.getRank() + "] names chip " + world.getPeers(world.getRank()).getChip()
          + ", the session is on chip " + session.chip().index();
    } else if (world.getCollectiveTimeoutMillis() < 0) {
      problem = "collective_timeout_millis is negative";
    } else if (world.getCollectiveTimeoutMillis() > props.maxCollectiveTimeoutSeconds() * 1000) {
      problem = "collective_timeout_millis " + world.getCollectiveTimeoutMillis() + " is over this host's cap of "
          + props.maxCollectiveTimeoutSeconds() * 1000 + " (torchtpu.fabric.max-collective-timeout-seconds)";
    } else {
      for (int r = 0; r < world.getPeersCount(); r++) {
        WorldPeer p = world.getPeers(r);
        if (p.getAddress().isEmpty() || !p.getAddress().contains(":")) {
          problem = "peers[" + r + "] has address '" + p.getAddress() + "', expected host:port";
          break;
        }
      }
    }
    if (problem == null) {
      try {
        pricing.topology(world);
      } catch (IllegalArgumentException e) {
        problem = "slice_topology '" + world.getSliceTopology() + "' does not fit: " + e.getMessage();
      }
    }
    if (problem != null) {
      throw DomainException.invalid("world membership: " + problem);
    }
  }

  /**
   * Most ranks one part may name while no rank of its world has joined here (so its size is not known
   * yet): the largest pod, a TPU v7 (Ironwood) pod of 9,216 chips (Google's Ironwood announcement, 2025), one
   * rank per chip. Once a rank has joined, the world's own size bounds them.
   */
  static final int MAX_RANKS_OF_AN_UNKNOWN_WORLD = 9216;

  /**
   * Checks the ranks a part from another host names before anything is stored: its tenant the tenant of the ranks
   * that joined the world here (defence in depth: only hosts call Fabric, and a host names its rank's tenant), the
   * source and every target within the world (its size known from the ranks that joined here), the further targets
   * distinct, none the first target again, and no more of them than the world has ranks, so a part
   * cannot make this host keep a mailbox slot per made-up rank.
   *
   * @throws DomainException NOT_ALLOWED for another tenant's part, INVALID naming the rank or count that is wrong
   */
  void checkRanks(ShardHeader h) {
    Map<Integer, RankEndpoint> joined = worlds.get(h.getWorldId());
    RankEndpoint any = joined == null ? null : joined.values().stream().findAny().orElse(null);
    int size = any == null ? -1 : any.membership().getWorldSize();
    int bound = size > 0 ? size : MAX_RANKS_OF_AN_UNKNOWN_WORLD;
    String where = "part for world " + h.getWorldId() + (size > 0 ? " of " + size + " ranks" : "");
    if (any != null && !any.tenant().equals(h.getTenant())) {
      throw DomainException.notAllowed(StaleParts.wrongTenant(h.getWorldId(), h.getTenant()));
    }
    checkRank(h.getSourceRank(), bound, size, "source_rank", where);
    checkRank(h.getTargetRank(), bound, size, "target_rank", where);
    if (h.getOtherTargetRanksCount() >= bound) {
      throw DomainException.invalid(where + ": other_target_ranks lists " + h.getOtherTargetRanksCount()
          + " ranks, more than the " + (bound - 1) + " other ranks " + (size > 0 ? "the world has"
          : "any world may have"));
    }
    java.util.Set<Integer> seen = new java.util.HashSet<>();
    seen.add(h.getTargetRank());
    for (int i = 0; i < h.getOtherTargetRanksCount(); i++) {
      int r = h.getOtherTargetRanks(i);
      checkRank(r, bound, size, "other_target_ranks[" + i + "]", where);
      if (!seen.add(r)) {
        throw DomainException.invalid(where + ": other_target_ranks[" + i + "] repeats rank " + r);
      }
    }
  }

  private static void checkRank(int rank, int bound, int size, String field, String where) {
    if (rank < 0 || rank >= bound) {
      throw DomainException.invalid(where + ": " + field + " " + rank + " is outside 0.." + (bound - 1)
          + (size > 0 ? "" : " (no rank of the world has joined this host yet)"));
    }
  }

  /**
   * A part from another host (the Fabric service, after {@link #checkRanks}) or from a rank here.
   *
   * @throws DomainException EXHAUSTED when it is for a rank that has not joined here and the parts held for such ranks
   *     reach their bound (see {@link HeldPartLimits})
   */
  void receive(Shard shard) {
    var h = shard.header();
    List<Mailbox.Key> keys = new ArrayList<>(1 + h.getOtherTargetRanksCount());
    keys.add(new Mailbox.Key(h.getWorldId(), h.getTargetRank(), h.getGroupKey(), h.getGroupSequence()));
    for (int target : h.getOtherTargetRanksList()) { // one part for several ranks here: its arrays are never written
      keys.add(new Mailbox.Key(h.getWorldId(), target, h.getGroupKey(), h.getGroupSequence()));
    }
    if (h.getFenceGroup()) { // no part: the sender fenced the group (see GroupRounds.fence)
      io.grpc.Status.Code code = abandonedCode(h.getAbandonedCode());
      for (Mailbox.Key k : keys) {
        RankEndpoint target = local(h.getWorldId(), k.target());
        if (target != null) { // a rank not here joins afresh: nothing to fence
          target.fenced(h.getGroupKey(), List.of(), h.getGroupSequence(), code, h.getAbandoned());
        }
      }
      return;
    }
    if (!h.getAbandoned().isEmpty()) { // no part: the sender gave this collective up (see RankEndpoint.abandon)
      Mailbox.CollectiveFailureNote note = new Mailbox.CollectiveFailureNote(abandonedCode(h.getAbandonedCode()),
          h.getAbandoned(), true);
      if (h.getAbandonedIfWaiting()) {
        keys.forEach(k -> mailbox.abandonIfWaiting(k, note));
      } else {
        keys.forEach(k -> mailbox.abandon(k, note, h.getTenant()));
      }
      return;
    }
    mailbox.depositAll(keys, shard); // every joined rank gets it even when the absent ones are refused
  }

  /** The status a peer's abandonment fails its receivers with: the peer's own, ABORTED when it names none or OK. */
  private static io.grpc.Status.Code abandonedCode(int code) {
    io.grpc.Status.Code c = io.grpc.Status.fromCodeValue(code).getCode();
    return c == io.grpc.Status.Code.OK || c == io.grpc.Status.Code.UNKNOWN ? io.grpc.Status.Code.ABORTED : c;
  }

  /** The endpoint of {@code rank} if it has joined on this host. */
  RankEndpoint local(String world, int rank) {
    Map<Integer, RankEndpoint> ranks = worlds.get(world);
    return ranks == null ? null : ranks.get(rank);
  }

  void leave(RankEndpoint endpoint) {
    WorldMembership m = endpoint.membership();
    worlds.computeIfPresent(m.getWorldId(), (w, ranks) -> {
      ranks.remove(m.getRank(), endpoint);
      return ranks.isEmpty() ? null : ranks;
    });
    mailbox.drop(m.getWorldId(), m.getRank(), endpoint);
  }

  Mailbox mailbox() {
    return mailbox;
  }

  FabricClient client() {
    return client;
  }

  /** This host's end of the bulk channel, or null. */
  BulkReceiver bulkReceiver() {
    return bulk == null ? null : bulk.receiver();
  }

  WorldCollectivePricing pricing() {
    return pricing;
  }

  Host host() {
    return host;
  }

  @PreDestroy
  void shutdown() {
    client.close();
    if (bulk != null) {
      bulk.receiver().close();
    }
  }
}
