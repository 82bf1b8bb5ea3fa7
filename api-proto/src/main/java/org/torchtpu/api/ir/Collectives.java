package org.torchtpu.api.ir;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import org.torchtpu.api.v1.AllGatherOp;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.AllToAllOp;
import org.torchtpu.api.v1.CollectiveBroadcastOp;
import org.torchtpu.api.v1.CollectivePermuteOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RecvOp;
import org.torchtpu.api.v1.ReduceScatterOp;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.api.v1.TensorType;

/**
 * The collective ops of the op set: which ops are collectives, their typing rules (used by
 * {@link TypeInference}) and which ranks take part in one (its group), as server and SDK both
 * need it. Typing cannot know the world size, so rank bounds are checked when the op runs.
 */
public final class Collectives {
  private Collectives() {}

  public static boolean isCollective(Op op) {
    return isCollective(op.getKindCase());
  }

  public static boolean isCollective(Op.KindCase kind) {
    return switch (kind) {
      case ALL_REDUCE, ALL_GATHER, REDUCE_SCATTER, ALL_TO_ALL, COLLECTIVE_PERMUTE, COLLECTIVE_BROADCAST, SEND, RECV,
          BARRIER -> true;
      default -> false;
    };
  }

  /**
   * The ordered ranks that take part with {@code rank}: its replica group, the ranks the pairs of a
   * collective_permute name (sorted), or sender and receiver of a send/recv.
   *
   * @throws OpTypeException when {@code rank} is in none of the op's groups
   */
  public static List<Integer> groupOf(Op op, int rank) {
    String name = TypeInference.kindName(op);
    return switch (op.getKindCase()) {
      case ALL_REDUCE -> groupIn(name, op.getAllReduce().getReplicaGroupsList(), rank);
      case ALL_GATHER -> groupIn(name, op.getAllGather().getReplicaGroupsList(), rank);
      case REDUCE_SCATTER -> groupIn(name, op.getReduceScatter().getReplicaGroupsList(), rank);
      case ALL_TO_ALL -> groupIn(name, op.getAllToAll().getReplicaGroupsList(), rank);
      case COLLECTIVE_BROADCAST -> groupIn(name, op.getCollectiveBroadcast().getReplicaGroupsList(), rank);
      case BARRIER -> groupIn(name, op.getBarrier().getReplicaGroupsList(), rank);
      case COLLECTIVE_PERMUTE -> {
        TreeSet<Integer> ranks = new TreeSet<>();
        for (SourceTargetPair p : op.getCollectivePermute().getPairsList()) {
          ranks.add(p.getSource());
          ranks.add(p.getTarget());
        }
        if (!ranks.contains(rank)) {
          throw new OpTypeException(name + ": rank " + rank + " is in none of the pairs " + pairsText(op));
        }
        yield List.copyOf(ranks);
      }
      case SEND -> List.of(rank, op.getSend().getPeer());
      case RECV -> List.of(op.getRecv().getPeer(), rank);
      default -> throw new IllegalArgumentException(name + " is not a collective");
    };
  }

  /** The key matching a collective across ranks: the group "0,1,2" or, for send/recv, "0->1". */
  public static String groupKey(Op op, List<Integer> group) {
    if (op.getKindCase() == Op.KindCase.SEND || op.getKindCase() == Op.KindCase.RECV) {
      return group.get(0) + "->" + group.get(1);
    }
    StringBuilder sb = new StringBuilder();
    for (int r : group) {
      sb.append(sb.length() == 0 ? "" : ",").append(r);
    }
    return sb.toString();
  }

  private static List<Integer> groupIn(String name, List<ReplicaGroup> groups, int rank) {
    for (ReplicaGroup g : groups) {
      if (g.getRanksList().contains(rank)) {
        return List.copyOf(g.getRanksList());
      }
    }
    throw new OpTypeException(name + ": rank " + rank + " is in none of the replica groups " + groupsText(groups));
  }

  static List<TensorType> infer(String name, org.torchtpu.api.v1.OpOrBuilder op, List<TensorType> operands) {
    return switch (op.getKindCase()) {
      case ALL_REDUCE -> allReduce(name, op.getAllReduce(), operands);
      case ALL_GATHER -> List.of(allGather(name, op.getAllGather(), operands));
      case REDUCE_SCATTER -> List.of(reduceScatter(name, op.getReduceScatter(), operands));
      case ALL_TO_ALL -> List.of(allToAll(name, op.getAllToAll(), operands));
      case COLLECTIVE_PERMUTE -> List.of(permute(name, op.getCollectivePermute(), operands));
      case COLLECTIVE_BROADCAST -> List.of(broadcast(name, op.getCollectiveBroadcast(), operands));
      case SEND -> {
        expectOperands(name, operands, 1);
        requireRank(name, "peer", op.getSend().getPeer());
        yield List.of();
      }
      case RECV -> List.of(recv(name, op.getRecv(), operands));
      case BARRIER -> {
        expectOperands(name, operands, 0);
        groupSize(name, op.getBarrier().getReplicaGroupsList());
        yield List.of();
      }
      default -> throw new IllegalArgumentException(name + " is not a collective");
    };
  }

  private static List<TensorType> allReduce(String name, AllReduceOp a, List<TensorType> operands) {
    if (operands.isEmpty()) {
      throw new OpTypeException(name + ": expects at least one operand");
    }
    groupSize(name, a.getReplicaGroupsList());
    for (TensorType t : operands) {
      checkReduction(name, a.getReduction(), t);
    }
    return List.copyOf(operands);
  }

  private static TensorType allGather(String name, AllGatherOp a, List<TensorType> operands) {
    expectOperands(name, operands, 1);
    int n = groupSize(name, a.getReplicaGroupsList());
    TensorType x = operands.get(0);
    int d = dimension(name, "dimension", a.getDimension(), x);
    return withDim(x, d, Math.multiplyExact(x.getDims(d), (long) n));
  }

  private static TensorType reduceScatter(String name, ReduceScatterOp r, List<TensorType> operands) {
    expectOperands(name, operands, 1);
    int n = groupSize(name, r.getReplicaGroupsList());
    TensorType x = operands.get(0);
    checkReduction(name, r.getReduction(), x);
    int d = dimension(name, "dimension", r.getDimension(), x);
    if (x.getDims(d) % n != 0) {
      throw new OpTypeException(name + ": dimension " + d + " of " + Shapes.toString(x) + " (" + x.getDims(d)
          + ") is not divisible by the group size " + n);
    }
    return withDim(x, d, x.getDims(d) / n);
  }

  private static TensorType allToAll(String name, AllToAllOp a, List<TensorType> operands) {
    expectOperands(name, operands, 1);
    int n = groupSize(name, a.getReplicaGroupsList());
    TensorType x = operands.get(0);
    int split = dimension(name, "split_dimension", a.getSplitDimension(), x);
    int concat = dimension(name, "concat_dimension", a.getConcatDimension(), x);
    if (x.getDims(split) % n != 0) {
      throw new OpTypeException(name + ": split_dimension " + split + " of " + Shapes.toString(x) + " ("
          + x.getDims(split) + ") is not divisible by the group size " + n);
    }
    TensorType piece = withDim(x, split, x.getDims(split) / n);
    return withDim(piece, concat, Math.multiplyExact(piece.getDims(concat), (long) n));
  }

  private static TensorType permute(String name, CollectivePermuteOp p, List<TensorType> operands) {
    expectOperands(name, operands, 1);
    if (p.getPairsCount() == 0) {
      throw new OpTypeException(name + ": needs at least one source-target pair");
    }
    BitSet sources = new BitSet();
    BitSet targets = new BitSet();
    for (SourceTargetPair pair : p.getPairsList()) {
      requireRank(name, "source", pair.getSource());
      requireRank(name, "target", pair.getTarget());
      if (sources.get(pair.getSource()) || targets.get(pair.getTarget())) {
        throw new OpTypeException(name + ": sources and targets must be distinct, got " + pairsText(p.getPairsList()));
      }
      sources.set(pair.getSource());
      targets.set(pair.getTarget());
    }
    return operands.get(0);
  }

  private static TensorType broadcast(String name, CollectiveBroadcastOp b, List<TensorType> operands) {
    expectOperands(name, operands, 1);
    groupSize(name, b.getReplicaGroupsList());
    boolean found = false;
    for (ReplicaGroup g : b.getReplicaGroupsList()) {
      found |= g.getRanksList().contains(b.getRoot());
    }
    if (!found) {
      throw new OpTypeException(name + ": root " + b.getRoot() + " is in none of the replica groups "
          + groupsText(b.getReplicaGroupsList()));
    }
    return operands.get(0);
  }

  private static TensorType recv(String name, RecvOp r, List<TensorType> operands) {
    expectOperands(name, operands, 0);
    requireRank(name, "peer", r.getPeer());
    if (!r.hasType()) {
      throw new OpTypeException(name + ": the type of the value to receive is required");
    }
    return r.getType();
  }

  private static void checkReduction(String name, CollectiveReduction reduction, TensorType x) {
    switch (reduction) {
      case COLLECTIVE_MAX, COLLECTIVE_MIN -> TypingChecks.requireNotU64(name, x, "a max or min collective");
      case COLLECTIVE_SUM, COLLECTIVE_PROD -> { }
      case COLLECTIVE_AVG -> {
        if (!DTypes.isFloat(x.getDtype())) {
          throw new OpTypeException(name + ": avg needs a floating operand, got " + Shapes.toString(x));
        }
      }
      default -> throw new OpTypeException(name + ": reduction " + reduction + " is not one of sum, max, min, prod, avg");
    }
    if (x.getDtype() == DType.PRED && reduction != CollectiveReduction.COLLECTIVE_MAX
        && reduction != CollectiveReduction.COLLECTIVE_MIN) {
      throw new OpTypeException(name + ": pred operands reduce with max (or) and min (and) only");
    }
  }

  /** Checks the groups (non-empty, disjoint, equal sizes, ranks >= 0) and returns their size. */
  private static int groupSize(String name, List<ReplicaGroup> groups) {
    if (groups.isEmpty()) {
      throw new OpTypeException(name + ": replica_groups is empty (list the ranks taking part)");
    }
    int size = groups.get(0).getRanksCount();
    BitSet seen = new BitSet();
    for (ReplicaGroup g : groups) {
      if (g.getRanksCount() == 0 || g.getRanksCount() != size) {
        throw new OpTypeException(name + ": replica groups must be non-empty and of equal size, got "
            + groupsText(groups));
      }
      for (int r : g.getRanksList()) {
        requireRank(name, "replica group", r);
        if (seen.get(r)) {
          throw new OpTypeException(name + ": rank " + r + " appears more than once in " + groupsText(groups));
        }
        seen.set(r);
      }
    }
    return size;
  }

  private static void requireRank(String name, String what, int rank) {
    if (rank < 0) {
      throw new OpTypeException(name + ": " + what + " rank " + rank + " is negative");
    }
  }

  private static void expectOperands(String name, List<TensorType> operands, int count) {
    if (operands.size() != count) {
      throw new OpTypeException(name + ": expects " + count + " operand" + (count == 1 ? "" : "s") + ", got "
          + operands.size());
    }
  }

  private static int dimension(String name, String what, long d, TensorType x) {
    if (d < 0 || d >= x.getDimsCount()) {
      throw new OpTypeException(name + ": " + what + " " + d + " is out of range for " + Shapes.toString(x));
    }
    return (int) d;
  }

  private static TensorType withDim(TensorType x, int d, long size) {
    return x.toBuilder().setDims(d, size).build();
  }

  public static String groupsText(List<ReplicaGroup> groups) {
    List<List<Integer>> out = new ArrayList<>();
    for (ReplicaGroup g : groups) {
      out.add(g.getRanksList());
    }
    return out.toString();
  }

  private static String pairsText(Op op) {
    return pairsText(op.getCollectivePermute().getPairsList());
  }

  private static String pairsText(List<SourceTargetPair> pairs) {
    StringBuilder sb = new StringBuilder("[");
    for (SourceTargetPair p : pairs) {
      sb.append(sb.length() > 1 ? ", " : "").append(p.getSource()).append("->").append(p.getTarget());
    }
    return sb.append(']').toString();
  }
}
