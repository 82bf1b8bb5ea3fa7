package org.torchtpu.server.cost;

import java.util.List;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.api.v1.TensorType;

/**
 * A collective op priced by {@link IciCostModel}: the one place that maps collective ops to the
 * ICI model, for eager collectives (the fabric, per call) and compiled programs (at compile time).
 *
 * <p>The breakdown's unit is "{@value #UNIT_ICI} " and the algorithm; the interconnect time goes in
 * {@code memory_seconds} (the op is bound by data movement, over ICI links rather than HBM), so
 * {@link CostModel#seconds} and {@link CostModel#sum} count it like any other kernel's time.
 */
public final class CollectiveOpPricing {
  public static final String UNIT_ICI = "ICI";

  private CollectiveOpPricing() {}

  /**
   * Prices {@code op} run by the slice ranks {@code group} (in group order), each holding
   * {@code bytesPerRank} bytes of input.
   *
   * @throws IllegalArgumentException for an op that is not a collective
   */
  public static CostBreakdown price(IciCostModel ici, Op op, long bytesPerRank, int[] group) {
    CollectiveKind kind = kindOf(op);
    int[] members = switch (kind) {
      case BROADCAST -> rootFirst(group, op.getCollectiveBroadcast().getRoot());
      case COLLECTIVE_PERMUTE -> permuteOrder(op.getCollectivePermute().getPairsList(), group);
      default -> group;
    };
    CollectiveCost cost = ici.price(kind, bytesPerRank, members);
    return CostBreakdown.newBuilder()
        .setMemorySeconds(cost.seconds())
        .setBound(CostBreakdown.Bound.MEMORY)
        .setUnit(UNIT_ICI + " " + cost.algorithm())
        .build();
  }

  /**
   * A collective inside a compiled program: the groups of one op are disjoint and equal in shape,
   * so the first group's time is the op's.
   */
  public static CostBreakdown price(IciCostModel ici, Op op, List<TensorType> operands) {
    if (op.hasCollectivePermute()) { // a shard_map's ppermute: the ranks its pairs name, as the eager path takes them
      return price(ici, op, operandBytes(operands), permuteGroup(op));
    }
    List<ReplicaGroup> groups = replicaGroups(op);
    if (groups == null) {
      throw new IllegalArgumentException(TypeInference.kindName(op)
          + " is not priced inside a compiled program (send/recv and permutes are not emitted into programs)");
    }
    return price(ici, op, operandBytes(operands), firstGroup(groups, new int[0]));
  }

  /** The ranks a collective_permute's pairs name, sorted (the group the eager collective matches on). */
  static int[] permuteGroup(Op op) {
    java.util.TreeSet<Integer> ranks = new java.util.TreeSet<>();
    for (SourceTargetPair p : op.getCollectivePermute().getPairsList()) {
      ranks.add(p.getSource());
      ranks.add(p.getTarget());
    }
    return ranks.stream().mapToInt(Integer::intValue).toArray();
  }

  /** Bytes one rank's operands hold. */
  static long operandBytes(List<TensorType> operands) {
    long bytes = 0;
    for (TensorType t : operands) {
      bytes += Shapes.byteSize(t);
    }
    return bytes;
  }

  /**
   * The replica groups of a collective that names them (all-reduce, all-gather, reduce-scatter, all-to-all,
   * broadcast, barrier); null for any other op.
   */
  static List<ReplicaGroup> replicaGroups(Op op) {
    return switch (op.getKindCase()) {
      case ALL_REDUCE -> op.getAllReduce().getReplicaGroupsList();
      case ALL_GATHER -> op.getAllGather().getReplicaGroupsList();
      case REDUCE_SCATTER -> op.getReduceScatter().getReplicaGroupsList();
      case ALL_TO_ALL -> op.getAllToAll().getReplicaGroupsList();
      case COLLECTIVE_BROADCAST -> op.getCollectiveBroadcast().getReplicaGroupsList();
      case BARRIER -> op.getBarrier().getReplicaGroupsList();
      default -> null;
    };
  }

  /** The first group (the groups of one op are disjoint and equal in shape), or {@code whenNone} if it names none. */
  static int[] firstGroup(List<ReplicaGroup> groups, int[] whenNone) {
    return groups.isEmpty() ? whenNone : groups.get(0).getRanksList().stream().mapToInt(Integer::intValue).toArray();
  }

  /** @throws IllegalArgumentException for an op that is not a collective */
  public static CollectiveKind kindOf(Op op) {
    return switch (op.getKindCase()) {
      case ALL_REDUCE -> CollectiveKind.ALL_REDUCE;
      case ALL_GATHER -> CollectiveKind.ALL_GATHER;
      case REDUCE_SCATTER -> CollectiveKind.REDUCE_SCATTER;
      case ALL_TO_ALL -> CollectiveKind.ALL_TO_ALL;
      case COLLECTIVE_PERMUTE -> CollectiveKind.COLLECTIVE_PERMUTE;
      case COLLECTIVE_BROADCAST -> CollectiveKind.BROADCAST;
      case SEND, RECV -> CollectiveKind.SEND_RECV;
      case BARRIER -> CollectiveKind.BARRIER;
      default -> throw new IllegalArgumentException(TypeInference.kindName(op) + " is not a collective");
    };
  }

  /** The model's broadcast starts at the group's first member. */
  private static int[] rootFirst(int[] members, int root) {
    int[] out = new int[members.length];
    out[0] = root;
    int next = 1;
    for (int m : members) {
      if (m != root && next < out.length) {
        out[next++] = m;
      }
    }
    return out;
  }

  /** The model prices a permute as a shift along the group: a single pair is a point-to-point transfer. */
  private static int[] permuteOrder(List<SourceTargetPair> pairs, int[] members) {
    if (pairs.size() == 1) {
      SourceTargetPair p = pairs.get(0);
      // a rank sending to itself moves nothing over the ICI (and names one member, not the same one twice)
      return p.getSource() == p.getTarget() ? new int[] {p.getSource()} : new int[] {p.getSource(), p.getTarget()};
    }
    return members;
  }
}
