package org.torchtpu.server.fabric;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ShardHeader;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.cost.WorldCollectivePricing;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.runtime.CollectiveFailure;
import org.torchtpu.server.runtime.CollectiveRunner;
import org.torchtpu.server.runtime.PeerWait;

/**
 * One rank of a world on this host. A collective: work out the group and this rank's sequence
 * number in it; send every other member one part (what it issued, plus the data that member
 * needs); wait for every other member's part; check that all issued the same collective; compute
 * the result from the parts in group order. Every member does the same with the same parts, so
 * every member gets the same bits, or the same error.
 */
final class RankEndpoint implements CollectiveRunner {
  private final WorldRegistry registry;
  private final WorldMembership membership;
  private final long timeoutMillis;
  /** The tenant whose session holds this rank: a world's ranks on a host all belong to one tenant. */
  private final String tenant;
  /**
   * Prices of the collectives this rank ran, by what decides them: the ICI model's answer lies on the
   * path of every collective (8-16 us once compiled, 0.1-0.2 ms in a server's first collectives by
   * per-hop marks), and a training loop repeats the same few collectives. Guarded by itself (a
   * collective may be finished on the thread that delivered its last part); bounded by {@link #PRICES_KEPT}.
   */
  private final Map<PriceKey, WorldCollectivePricing.Priced> prices = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<PriceKey, WorldCollectivePricing.Priced> eldest) {
      return size() > PRICES_KEPT;
    }
  };
  static final int PRICES_KEPT = 256;

  /** What a collective's price depends on: the op as issued (kind, attributes, groups), its group, bytes per rank, dtype. */
  private record PriceKey(Op issued, String group, long bytesPerRank, org.torchtpu.api.v1.DType dtype) {}

  /** This rank's rounds per group, and telling the other members when it gives one up. */
  private final GroupRounds rounds;
  /** This rank has left its world (its session is closing): a collective still waiting fails at once. */
  private volatile boolean left;
  /** Waits for the other ranks' parts outside the session's turn of its tenant's share (see {@link PeerWait}). */
  private final PeerWait peerWait;

  RankEndpoint(WorldRegistry registry, WorldMembership membership, long timeoutMillis, String tenant,
      PeerWait peerWait) {
    this.peerWait = peerWait;
    this.rounds = new GroupRounds(registry, membership, tenant, timeoutMillis);
    this.tenant = tenant;
    this.registry = registry;
    this.membership = membership;
    this.timeoutMillis = timeoutMillis;
  }

  String tenant() {
    return tenant;
  }

  @Override
  public WorldMembership membership() {
    return membership;
  }

  @Override
  public void leave() {
    left = true; // before the mailbox drops this rank's slots: see Mailbox.await
    registry.leave(this);
    // This rank will issue no further round of any group it used: members already waiting in the next round fail at
    // once rather than at their timeout. A round in flight is given up by its own waiter, which wakes failed.
    rounds.giveUpNext(Status.Code.CANCELLED, "rank " + membership.getRank() + " left world " + membership.getWorldId()
        + " (its session was closed)");
  }

  /**
   * This rank will not run collective {@code op}, which its stream reached (its op failed before it entered, or an
   * earlier op of its stream failed): it still takes the collective's round in its group, so that the next collective
   * is matched with the other members' next one, and gives the round up, so that they fail it at once.
   */
  @Override
  public void skipped(Op op, Status.Code code, String why) {
    if (CollectiveRunner.outsidePermute(op, membership.getRank())) {
      return; // it meets no one
    }
    List<Integer> group;
    try {
      group = CollectiveRunner.checkedGroup(op, membership);
    } catch (CollectiveFailure e) {
      return; // no group: no member waits for this rank in it
    }
    String key = Collectives.groupKey(op, group);
    long sequence;
    try {
      sequence = rounds.next(key, group);
    } catch (CollectiveFailure e) {
      return; // the group is fenced: its members fail its rounds already
    }
    registry.mailbox().forget(new Mailbox.Key(membership.getWorldId(), membership.getRank(), key, sequence));
    abandon(group, key, sequence, code, "rank " + membership.getRank() + " did not enter it: " + why);
  }

  private void abandon(List<Integer> group, String key, long sequence, Status.Code code, String reason) {
    rounds.giveUp(group, key, sequence, code, reason);
  }

  @Override
  public void fence(List<Op> collectives, Status.Code code, String why) {
    rounds.fence(collectives, code, why);
  }

  /** A member fenced group {@code key} from round {@code from} on (see {@link GroupRounds#fencedBy}). */
  void fenced(String key, List<Integer> group, long from, Status.Code code, String why) {
    rounds.fencedBy(key, group, from, code, why);
  }

  @Override
  public Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes) {
    return run(op, operands, resultTypes, "", null);
  }

  @Override
  public Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, String identity) {
    return run(op, operands, resultTypes, identity, null);
  }

  @Override
  public Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes,
      java.util.function.Consumer<Outcome> completedElsewhere) {
    return run(op, operands, resultTypes, "", completedElsewhere);
  }

  private Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, String identity,
      java.util.function.Consumer<Outcome> completedElsewhere) {
    if (CollectiveRunner.outsidePermute(op, membership.getRank())) {
      return zerosOutsidePermute(resultTypes);
    }
    Sent c = send(op, operands, resultTypes, identity);
    // What the thread delivering the last part runs when this rank has to wait for it: this rank's
    // result, handed to the caller there (it answers the client) and back here when this thread wakes.
    java.util.function.Function<Map<Integer, Shard>, Outcome> finisher = completedElsewhere == null ? null : parts -> {
      Outcome done = c.finish(parts);
      completedElsewhere.accept(done);
      return done;
    };
    // Only the wait is outside the turn: encoding the parts (send) and computing the outcome are the tenant's CPU.
    Mailbox.Arrival arrival = peerWait.outsideTurn(() -> {
      try {
        return registry.mailbox().await(c.myKey, c.others, c.deadline, finisher, () -> left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        c.abandon(Status.Code.CANCELLED, "its wait was interrupted");
        throw new CollectiveFailure(Status.Code.CANCELLED, c.what + ": interrupted");
      } finally {
        c.settle(); // as soon as the wait ends, before the turn is taken back
      }
    });
    c.abandonIfIncomplete(arrival);
    if (arrival.finishedElsewhere()) {
      if (arrival.finishError() != null) {
        throw arrival.finishError();
      }
      return (Outcome) arrival.finished();
    }
    return c.outcome(arrival);
  }

  @Override
  public boolean startsWithoutWaiting() {
    return true;
  }

  /**
   * As {@link #run}, without waiting: the mailbox tells this rank's continuation when every part is in
   * (or the collective failed or timed out), on whichever thread that happens, and the continuation hands
   * {@code done} the outcome to compute; computing it is light when every part is small
   * ({@link Mailbox#FINISH_ON_DEPOSITOR_MAX_PART_BYTES}) or the collective failed.
   */
  @Override
  public void start(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, Started<Outcome> done) {
    if (CollectiveRunner.outsidePermute(op, membership.getRank())) {
      done.arrived(() -> zerosOutsidePermute(resultTypes), true);
      return;
    }
    Sent c = send(op, operands, resultTypes, "");
    registry.mailbox().awaitAsync(c.myKey, c.others, c.deadline, () -> left, arrival -> {
      c.settle();
      c.abandonIfIncomplete(arrival); // before this rank's client hears of the failure
      boolean light = arrival.failure() != null || !arrival.missing().isEmpty() || Mailbox.small(arrival.parts().values());
      done.arrived(() -> c.outcome(arrival), light);
    });
  }

  /** A permute that leaves this rank out: zeros, without meeting anyone (see CollectiveRunner.outsidePermute). */
  private static Outcome zerosOutsidePermute(List<TensorType> resultTypes) {
    return new Outcome(List.of(DeviceArray.zeros(resultTypes.get(0))), 0, org.torchtpu.api.v1.CostBreakdown
        .getDefaultInstance());
  }

  /** A collective whose parts this rank has sent: what it waits for, and how it ends. */
  private final class Sent {
    final String what;
    /** Which collective of a program this is (see {@link CollectiveRunner#run(Op, List, List, String)}); "" for a stream's. */
    final String identity;
    final Op op;
    final List<Integer> group;
    final Op issued;
    final List<TensorType> operandTypes;
    final List<DeviceArray> operands;
    final List<TensorType> resultTypes;
    final String key;
    final Mailbox.Key myKey;
    final Set<Integer> others;
    final long deadline;
    final List<CompletableFuture<Void>> sends;
    /** Whether this rank still waits for the collective's parts (guards failures of its sends). */
    final boolean[] waiting;

    Sent(String what, String identity, Op op, List<Integer> group, Op issued, List<TensorType> operandTypes, List<DeviceArray> operands,
        List<TensorType> resultTypes, String key, Mailbox.Key myKey, Set<Integer> others, long deadline,
        List<CompletableFuture<Void>> sends, boolean[] waiting) {
      this.what = what;
      this.identity = identity;
      this.op = op;
      this.group = group;
      this.issued = issued;
      this.operandTypes = operandTypes;
      this.operands = operands;
      this.resultTypes = resultTypes;
      this.key = key;
      this.myKey = myKey;
      this.others = others;
      this.deadline = deadline;
      this.sends = sends;
      this.waiting = waiting;
    }

    /** This rank has stopped waiting: later failures of its sends concern only their receivers. */
    void settle() {
      synchronized (waiting) {
        waiting[0] = false;
      }
      registry.mailbox().forget(myKey); // a send that failed after the slot was taken must not leave one behind
      sends.forEach(s -> s.complete(null)); // settled: what becomes of them now concerns only the receivers
    }

    /**
     * When this rank's wait ended without every part (its deadline, a failure noted here, its session closing), gives
     * the round up to the other members (see {@link RankEndpoint#abandon}). When a member's own note ended it, the
     * members know already, but this rank's part may have reached a member that left after it left: its host holds the
     * part for that rank's next seat, where it would be matched with a round of a new session. So the round is given
     * up to the members waiting in it, which drops what is held for departed ones (see {@link Mailbox#abandonIfWaiting}).
     */
    void abandonIfIncomplete(Mailbox.Arrival arrival) {
      if (arrival.finishedElsewhere()) {
        return;
      }
      if (arrival.failure() != null) {
        if (arrival.failure().abandoned()) {
          rounds.giveUpIfWaiting(group, key, myKey.sequence(), arrival.failure().code(), "rank "
              + membership.getRank() + " gave up on it: " + arrival.failure().message());
        } else {
          abandon(arrival.failure().code(), arrival.failure().message());
        }
      } else if (!arrival.missing().isEmpty()) {
        abandon(Status.Code.DEADLINE_EXCEEDED, timeoutMessage(what, arrival.missing()));
      }
    }

    void abandon(Status.Code code, String why) {
      String reason = why.startsWith(what + ": ") ? why.substring(what.length() + 2) : why; // the receiver names the round
      String note = "rank " + membership.getRank() + " gave up on it: " + reason;
      if (left) { // its session closed: only members waiting now (see GroupRounds.giveUpIfWaiting)
        rounds.giveUpIfWaiting(group, key, myKey.sequence(), code, note);
      } else {
        RankEndpoint.this.abandon(group, key, myKey.sequence(), code, note);
      }
    }

    Outcome finish(Map<Integer, Shard> parts) {
      return RankEndpoint.this.finish(what, identity, op, group, issued, operandTypes, operands, resultTypes, key, parts);
    }

    /** This rank's outcome from what the mailbox told it: the result, or the failure naming who was missing or why. */
    Outcome outcome(Mailbox.Arrival arrival) {
      if (arrival.failure() != null) {
        throw new CollectiveFailure(arrival.failure().code(), "rank " + membership.getRank() + ": "
            + (arrival.failure().abandoned() ? what + " could not complete: " : "") + arrival.failure().message());
      }
      if (!arrival.missing().isEmpty()) {
        throw new CollectiveFailure(Status.Code.DEADLINE_EXCEEDED, timeoutMessage(what, arrival.missing()));
      }
      return finish(arrival.parts());
    }
  }

  /** Numbers the collective in its group and sends every other member its part (see the class comment). */
  private Sent send(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, String identity) {
    long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
    int rank = membership.getRank();
    List<Integer> group = CollectiveRunner.checkedGroup(op, membership);
    String name = TypeInference.kindName(op);
    String key = Collectives.groupKey(op, group);
    long sequence = rounds.next(key, group);
    String what = name + " #" + sequence + " of group [" + key + "] in world " + membership.getWorldId();
    try {
      return sendNumbered(op, operands, resultTypes, deadline, group, key, sequence, what, identity);
    } catch (RuntimeException | Error e) { // e.g. no heap to encode a part: the round is this rank's, given up
      registry.mailbox().forget(new Mailbox.Key(membership.getWorldId(), rank, key, sequence));
      abandon(group, key, sequence, Status.Code.ABORTED, "rank " + rank + " gave up on it: it could not send its parts ("
          + e + ")");
      throw e;
    }
  }

  /** As {@link #send}, once the collective has its round. */
  private Sent sendNumbered(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, long deadline,
      List<Integer> group, String key, long sequence, String what, String identity) {
    int rank = membership.getRank();
    Op issued = op.toBuilder().clearResults().clearOperands().clearLocation().build();
    List<TensorType> operandTypes = new ArrayList<>(operands.size());
    operands.forEach(a -> operandTypes.add(a.type()));
    Mailbox.Key myKey = new Mailbox.Key(membership.getWorldId(), rank, key, sequence);

    boolean[] waiting = {true};
    Set<Integer> others = new TreeSet<>();
    List<CompletableFuture<Void>> sends = new ArrayList<>();
    // An all-reduce or all-gather sends every member the same data: one part per host serves all
    // its members (fewer bytes encoded, sent and decoded; with 2 ranks per host, half).
    boolean sameForAll = op.hasAllReduce() || op.hasAllGather();
    Map<String, List<Integer>> remote = new LinkedHashMap<>();
    List<Integer> local = new ArrayList<>();
    for (int member : group) {
      if (member == rank) {
        continue;
      }
      others.add(member);
      if (registry.local(membership.getWorldId(), member) != null) {
        local.add(member);
      } else if (sameForAll) {
        remote.computeIfAbsent(membership.getPeers(member).getAddress(), a -> new ArrayList<>()).add(member);
      } else {
        remote.put(membership.getPeers(member).getAddress() + "#" + member, List.of(member));
      }
    }
    // encoded as it is sent: whole for the hosts' open streams (once for all), a chunk at a time for large parts
    PartData shared = sameForAll && !remote.isEmpty() ? PartData.of(operands) : null;
    for (List<Integer> members : remote.values()) {
      List<DeviceArray> payload = CollectiveParts.payloadFor(op, group, membership.getRank(), members.get(0), operands);
      ShardHeader header = header(key, sequence, issued, operandTypes, members, payload, identity);
      String address = membership.getPeers(members.get(0)).getAddress();
      CompletableFuture<Void> sent = registry.client().deliver(address, header,
          shared != null ? shared : PartData.of(payload), Math.max(1, (deadline - System.nanoTime()) / 1_000_000L));
      sends.add(sent);
      sent.whenComplete((ok, error) -> {
        if (error != null) {
          synchronized (waiting) {
            if (waiting[0]) { // once this rank has every part it needs, a late failure concerns only the peer
              StringBuilder to = new StringBuilder();
              members.forEach(m -> to.append(to.length() == 0 ? "rank " : ", rank ").append(m));
              Status.Code code = Status.fromThrowable(error).getCode();
              registry.mailbox().fail(myKey, code == Status.Code.RESOURCE_EXHAUSTED
                  ? new Mailbox.CollectiveFailureNote(code, what + ": the host at " + address + " refused this rank's "
                      + "part to " + to + ": " + Status.fromThrowable(error).getDescription())
                  : new Mailbox.CollectiveFailureNote(Status.Code.UNAVAILABLE,
                  what + ": could not deliver this rank's part to " + to + " at " + address + " ("
                      + statusText(error) + "): its host is unreachable or down"));
            }
          }
        }
      });
    }
    // Parts for ranks on this host go last: the parts to other hosts are on their way first, and a
    // local deposit may finish that rank's collective (compute its result, answer its client) right here.
    for (int member : local) {
      List<DeviceArray> payload = CollectiveParts.payloadFor(op, group, membership.getRank(), member, operands);
      registry.receive(new Shard(header(key, sequence, issued, operandTypes, List.of(member), payload, identity), payload));
    }
    return new Sent(what, identity, op, group, issued, operandTypes, operands, resultTypes, key, myKey, others, deadline, sends, waiting);
  }

  /**
   * Every member's part is in: checks they match, computes this rank's result and prices it. Runs on
   * this rank's thread, or on the thread that delivered the last part (see {@link Mailbox}); it reads
   * only what the collective was given and the parts, and the price cache under its lock.
   */
  private Outcome finish(String what, String identity, Op op, List<Integer> group, Op issued, List<TensorType> operandTypes,
      List<DeviceArray> operands, List<TensorType> resultTypes, String key, Map<Integer, Shard> parts) {
    CollectiveMatch.check(what, op, group, membership.getRank(), issued, operandTypes, parts);
    CollectiveMatch.checkIdentity(what, group, membership.getRank(), identity, parts);
    // This rank's own sends are not awaited: every member's part is in, so the members are alive,
    // and a member that did not get this rank's part fails on its own side. Waiting for the
    // receivers' acknowledgements would add a network round trip to every collective.

    List<DeviceArray> results = CollectiveParts.compute(op, group, membership.getRank(), operands, resultTypes, parts);
    long bytesPerRank = 0;
    for (TensorType t : operandTypes) {
      bytesPerRank += Shapes.byteSize(t);
    }
    if (op.hasRecv()) {
      bytesPerRank = Shapes.byteSize(op.getRecv().getType());
    }
    org.torchtpu.api.v1.DType dtype = operandTypes.isEmpty() ? org.torchtpu.api.v1.DType.BF16 : operandTypes.get(0).getDtype();
    long bytes = bytesPerRank;
    WorldCollectivePricing.Priced price;
    synchronized (prices) { // the finisher may run on another thread than this rank's
      price = prices.computeIfAbsent(new PriceKey(issued, key, bytes, dtype),
          k -> registry.pricing().price(op, bytes, dtype, group, membership));
    }
    return new Outcome(results, price.seconds(), price.cost());
  }

  /** The header of this rank's part for {@code targets} (all on one host; usually one rank). */
  private ShardHeader header(String key, long sequence, Op issued, List<TensorType> operandTypes, List<Integer> targets,
      List<DeviceArray> payload, String identity) {
    List<TensorType> payloadTypes = new ArrayList<>(payload.size());
    payload.forEach(a -> payloadTypes.add(a.type()));
    return ShardHeader.newBuilder()
        .setWorldId(membership.getWorldId())
        .setTenant(tenant)
        .setGroupKey(key)
        .setGroupSequence(sequence)
        .setSourceRank(membership.getRank())
        .setTargetRank(targets.get(0))
        .addAllOtherTargetRanks(targets.subList(1, targets.size()))
        .setIssued(issued)
        .addAllOperandTypes(operandTypes)
        .addAllPayloadTypes(payloadTypes)
        .setPayloadBytes(ShardCodec.byteSize(payloadTypes))
        .setCollectiveId(identity)
        .build();
  }

  private static String statusText(Throwable error) {
    Status s = Status.fromThrowable(error);
    Throwable cause = s.getCause();
    return s.getCode() + (s.getDescription() == null ? "" : " " + s.getDescription())
        + (cause == null ? "" : ": " + cause.getMessage());
  }

  private String timeoutMessage(String what, Set<Integer> missing) {
    StringBuilder sb = new StringBuilder(what).append(": rank ").append(membership.getRank())
        .append(" waited ").append(timeoutMillis).append(" ms; no part from ");
    boolean first = true;
    for (int r : missing) {
      sb.append(first ? "" : ", ").append("rank ").append(r).append(" (").append(membership.getPeers(r).getAddress())
          .append(" chip ").append(membership.getPeers(r).getChip()).append(')');
      first = false;
    }
    sb.append(": it did not reach this collective in time, or its host is down");
    for (int r : missing) {
      for (Mailbox.Key k : registry.mailbox().pendingFrom(membership.getWorldId(), membership.getRank(), r)) {
        sb.append("; rank ").append(r).append(" did send collective #").append(k.sequence()).append(" of group [")
            .append(k.group()).append("]");
      }
    }
    return sb.toString();
  }
}
