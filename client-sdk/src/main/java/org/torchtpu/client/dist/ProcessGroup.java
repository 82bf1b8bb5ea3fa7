package org.torchtpu.client.dist;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.AllGatherOp;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.AllToAllOp;
import org.torchtpu.api.v1.BarrierOp;
import org.torchtpu.api.v1.CollectiveBroadcastOp;
import org.torchtpu.api.v1.CollectivePermuteOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RecvOp;
import org.torchtpu.api.v1.ReduceScatterOp;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.SendOp;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;

/**
 * Collectives among ranks of a world, PyTorch {@code torch.distributed}-style. One process (or
 * thread) per rank, each with its own {@link Session} opened with the world's membership
 * ({@link org.torchtpu.client.TpuClient#openRank}); every member calls the same collectives in
 * the same order (other ops in between may differ: MPMD). Ranks, roots and peers are world ranks.
 *
 * <p>Each collective is one op in the session's eager stream: it runs after the ops before it and
 * the ops after it queue behind it, in every mode. The blocking methods return the result tensor
 * at once in Strict and Fused mode (like any op; reading it waits); {@code *Async} methods return
 * a {@link Work} whose {@code await()} waits for it. In Fused mode the deferred chunk is sent
 * before the collective, so the other ranks are not kept waiting for this rank's deferred ops.
 * Results are identical on every member (reductions fold in group order).
 */
public final class ProcessGroup {
  private final Session session;
  private final WorldMembership world;
  private final List<Integer> ranks;

  private ProcessGroup(Session session, WorldMembership world, List<Integer> ranks) {
    this.session = session;
    this.world = world;
    this.ranks = List.copyOf(ranks);
  }

  /** The group of every rank of the world the session joined. */
  public static ProcessGroup world(Session session) {
    if (!session.info().hasWorld()) {
      throw new IllegalStateException("session " + session.id() + " is not a rank of a world: open it with "
          + "TpuClient.openRank");
    }
    WorldMembership w = session.info().getWorld();
    List<Integer> all = new ArrayList<>();
    for (int r = 0; r < w.getWorldSize(); r++) {
      all.add(r);
    }
    return new ProcessGroup(session, w, all);
  }

  /**
   * A subgroup of these ranks, in this order (the order of all-gather's pieces and of reductions).
   * Every member of the world calls it with the same ranks, as in PyTorch; a rank outside the
   * subgroup gets a handle it cannot run collectives on.
   */
  public ProcessGroup newGroup(int... members) {
    List<Integer> list = new ArrayList<>();
    for (int r : members) {
      if (r < 0 || r >= world.getWorldSize()) {
        throw new IllegalArgumentException("rank " + r + " is outside the world of " + world.getWorldSize() + " ranks");
      }
      if (list.contains(r)) {
        throw new IllegalArgumentException("rank " + r + " is listed twice in " + Arrays.toString(members));
      }
      list.add(r);
    }
    if (list.isEmpty()) {
      throw new IllegalArgumentException("a group needs at least one rank");
    }
    return new ProcessGroup(session, world, list);
  }

  public Session session() {
    return session;
  }

  /** This session's world rank. */
  public int worldRank() {
    return world.getRank();
  }

  /** This rank's position in the group (-1 when it is not a member). */
  public int rank() {
    return ranks.indexOf(world.getRank());
  }

  public int size() {
    return ranks.size();
  }

  public List<Integer> ranks() {
    return ranks;
  }

  public boolean isMember() {
    return rank() >= 0;
  }

  // ------------------------------------------------------------------------------------ reductions

  public Tensor allReduce(Tensor x, ReduceOp op) {
    return allReduceAsync(List.of(x), op).result();
  }

  /** All-reduce of several tensors in one collective (each reduced separately). */
  public List<Tensor> allReduce(List<Tensor> xs, ReduceOp op) {
    return allReduceAsync(xs, op).results();
  }

  public Work allReduceAsync(List<Tensor> xs, ReduceOp op) {
    return issue(Op.newBuilder().setAllReduce(AllReduceOp.newBuilder().setReduction(op.wire).addReplicaGroups(group())),
        xs);
  }

  /** Reduces {@code x} over the group and keeps this rank's piece: piece {@link #rank()} of {@code dim} cut in size() parts. */
  public Tensor reduceScatter(Tensor x, ReduceOp op, int dim) {
    return reduceScatterAsync(x, op, dim).result();
  }

  public Work reduceScatterAsync(Tensor x, ReduceOp op, int dim) {
    return issue(Op.newBuilder().setReduceScatter(ReduceScatterOp.newBuilder().setReduction(op.wire)
        .setDimension(dim(x, dim)).addReplicaGroups(group())), List.of(x));
  }

  // ------------------------------------------------------------------------------------ movement

  /** Every member's {@code x} concatenated along {@code dim}, in group order. */
  public Tensor allGather(Tensor x, int dim) {
    return allGatherAsync(x, dim).result();
  }

  public Work allGatherAsync(Tensor x, int dim) {
    return issue(Op.newBuilder().setAllGather(AllGatherOp.newBuilder().setDimension(dim(x, dim))
        .addReplicaGroups(group())), List.of(x));
  }

  /** {@code x} cut in size() pieces along {@code splitDim}, piece j to member j; received pieces joined along {@code concatDim}. */
  public Tensor allToAll(Tensor x, int splitDim, int concatDim) {
    return allToAllAsync(x, splitDim, concatDim).result();
  }

  public Work allToAllAsync(Tensor x, int splitDim, int concatDim) {
    return issue(Op.newBuilder().setAllToAll(AllToAllOp.newBuilder().setSplitDimension(dim(x, splitDim))
        .setConcatDimension(dim(x, concatDim)).addReplicaGroups(group())), List.of(x));
  }

  /** The root's {@code x} on every member ({@code root} is a world rank in the group). */
  public Tensor broadcast(Tensor x, int root) {
    return broadcastAsync(x, root).result();
  }

  public Work broadcastAsync(Tensor x, int root) {
    if (!ranks.contains(root)) {
      throw new IllegalArgumentException("root " + root + " is not in the group " + ranks);
    }
    return issue(Op.newBuilder().setCollectiveBroadcast(CollectiveBroadcastOp.newBuilder().setRoot(root)
        .addReplicaGroups(group())), List.of(x));
  }

  /**
   * Each pair {source, target} sends source's {@code x} to target; a member no pair targets gets
   * zeros. Every rank the pairs name must call it.
   */
  public Tensor permute(Tensor x, int[]... pairs) {
    CollectivePermuteOp.Builder p = CollectivePermuteOp.newBuilder();
    for (int[] pair : pairs) {
      p.addPairs(SourceTargetPair.newBuilder().setSource(pair[0]).setTarget(pair[1]));
    }
    return issue(Op.newBuilder().setCollectivePermute(p), List.of(x)).result();
  }

  /** Sends {@code x} to world rank {@code peer}, which receives it with {@link #recv}. */
  public Work send(Tensor x, int peer) {
    return issue(Op.newBuilder().setSend(SendOp.newBuilder().setPeer(peer)), List.of(x));
  }

  /** Receives what world rank {@code peer} sends next; the type must match what it sends. */
  public Tensor recv(int peer, DType dtype, long... dims) {
    TensorType.Builder type = TensorType.newBuilder().setDtype(dtype);
    for (long d : dims) {
      type.addDims(d);
    }
    return issue(Op.newBuilder().setRecv(RecvOp.newBuilder().setPeer(peer).setType(type)), List.of()).result();
  }

  /** Returns once every member has reached it (and this rank's earlier ops have run). */
  public void barrier() {
    issue(Op.newBuilder().setBarrier(BarrierOp.newBuilder().addReplicaGroups(group())), List.of()).await();
  }

  // -------------------------------------------------------------------------------------- helpers

  private ReplicaGroup group() {
    if (!isMember()) {
      throw new IllegalStateException("rank " + world.getRank() + " is not a member of group " + ranks);
    }
    return ReplicaGroup.newBuilder().addAllRanks(ranks).build();
  }

  private static int dim(Tensor x, int dim) {
    int rank = x.type().getDimsCount();
    int d = dim < 0 ? dim + rank : dim;
    if (d < 0 || d >= rank) {
      throw new IllegalArgumentException("dimension " + dim + " is out of range for a tensor of rank " + rank);
    }
    return d;
  }

  /** Sends deferred ops first, then the collective, then flushes it so the other ranks are not kept waiting. */
  private Work issue(Op.Builder op, List<Tensor> operands) {
    session.flush();
    List<Tensor> results = session.emit(op, operands);
    session.flush();
    return new Work(session, results);
  }
}
