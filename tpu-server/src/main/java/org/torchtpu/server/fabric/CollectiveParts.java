package org.torchtpu.server.fabric;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.exec.DeviceArray;

/**
 * What each kind of collective moves and makes, apart from how parts travel ({@link RankEndpoint}): the part a
 * rank sends each member, and a rank's result from the parts it got. Pure functions of the op, the group and
 * the data, so every member computes the same bits from the same parts.
 */
final class CollectiveParts {
  private CollectiveParts() {
  }

  /** What {@code member} needs from {@code rank}: its operands, or the piece of them that member reduces or keeps. */
  static List<DeviceArray> payloadFor(Op op, List<Integer> group, int rank, int member, List<DeviceArray> operands) {
    return switch (op.getKindCase()) {
      case ALL_REDUCE, ALL_GATHER, SEND -> operands;
      case REDUCE_SCATTER -> List.of(CollectiveMath.split(operands.get(0), (int) op.getReduceScatter().getDimension(),
          group.size()).get(group.indexOf(member)));
      case ALL_TO_ALL -> List.of(CollectiveMath.split(operands.get(0), (int) op.getAllToAll().getSplitDimension(),
          group.size()).get(group.indexOf(member)));
      case COLLECTIVE_PERMUTE -> {
        for (SourceTargetPair p : op.getCollectivePermute().getPairsList()) {
          if (p.getSource() == rank && p.getTarget() == member) {
            yield operands;
          }
        }
        yield List.of();
      }
      case COLLECTIVE_BROADCAST -> op.getCollectiveBroadcast().getRoot() == rank ? operands : List.of();
      default -> List.of(); // recv, barrier: only what was issued
    };
  }

  /** {@code rank}'s result from its own operands and every other member's part (the same bits on every member). */
  static List<DeviceArray> compute(Op op, List<Integer> group, int rank, List<DeviceArray> operands,
      List<TensorType> resultTypes, Map<Integer, Shard> parts) {
    int me = group.indexOf(rank);
    return switch (op.getKindCase()) {
      case ALL_REDUCE -> {
        List<DeviceArray> out = new ArrayList<>(operands.size());
        int writable = writable(group, rank, parts);
        Shard shared = writable < 0 ? sharedWithRanksHere(group, rank, parts) : null;
        for (int o = 0; o < operands.size(); o++) {
          List<DeviceArray> values = new ArrayList<>(group.size());
          for (int member : group) {
            values.add(member == rank ? operands.get(o) : parts.get(member).payload().get(o));
          }
          CollectiveReduction reduction = op.getAllReduce().getReduction();
          out.add(shared != null ? shared.reductions().reduce(reduction, values, shared.payload().get(o))
              : CollectiveMath.reduce(reduction, values, writable));
        }
        yield out;
      }
      case ALL_GATHER -> List.of(CollectiveMath.concatenate(
          fromEach(group, rank, operands.get(0), parts), (int) op.getAllGather().getDimension()));
      case REDUCE_SCATTER -> {
        DeviceArray own = CollectiveMath.split(operands.get(0), (int) op.getReduceScatter().getDimension(),
            group.size()).get(me);
        yield List.of(CollectiveMath.reduce(op.getReduceScatter().getReduction(), fromEach(group, rank, own, parts),
            writable(group, rank, parts)));
      }
      case ALL_TO_ALL -> {
        DeviceArray own = CollectiveMath.split(operands.get(0), (int) op.getAllToAll().getSplitDimension(),
            group.size()).get(me);
        yield List.of(CollectiveMath.concatenate(fromEach(group, rank, own, parts), (int) op.getAllToAll().getConcatDimension()));
      }
      case COLLECTIVE_PERMUTE -> {
        for (SourceTargetPair p : op.getCollectivePermute().getPairsList()) {
          if (p.getTarget() == rank) {
            yield List.of(p.getSource() == rank ? operands.get(0) : parts.get(p.getSource()).payload().get(0));
          }
        }
        yield List.of(DeviceArray.zeros(resultTypes.get(0)));
      }
      case COLLECTIVE_BROADCAST -> {
        int root = op.getCollectiveBroadcast().getRoot();
        yield List.of(root == rank ? operands.get(0) : parts.get(root).payload().get(0));
      }
      case RECV -> List.of(parts.get(op.getRecv().getPeer()).payload().get(0));
      default -> List.of(); // send, barrier
    };
  }

  /**
   * Which of the first two members' values a reduction may write its result into (see
   * {@link CollectiveMath#reduce(org.torchtpu.api.v1.CollectiveReduction, List, int)}): the position in the group of a
   * part this rank owns ({@link Shard#payloadOwned}), or -1. The result is then one of that part's arrays; the part
   * is this collective's alone and read only here, before the result is written.
   */
  private static int writable(List<Integer> group, int rank, Map<Integer, Shard> parts) {
    for (int position = 0; position < Math.min(2, group.size()); position++) {
      int member = group.get(position);
      Shard part = member == rank ? null : parts.get(member);
      if (part != null && part.payloadOwned()) {
        return position;
      }
    }
    return -1;
  }

  /**
   * The first part, in group order, that serves other ranks here too (decoded once for all of them, with their shared
   * results, {@link SharedReductions}), or null: the ranks of this host that read it fold the same arrays.
   */
  private static Shard sharedWithRanksHere(List<Integer> group, int rank, Map<Integer, Shard> parts) {
    for (int member : group) {
      Shard part = member == rank ? null : parts.get(member);
      if (part != null && part.reductions() != null) {
        return part;
      }
    }
    return null;
  }

  /** One value per member in group order: this rank's own, else the one its part carried. */
  private static List<DeviceArray> fromEach(List<Integer> group, int rank, DeviceArray own, Map<Integer, Shard> parts) {
    List<DeviceArray> values = new ArrayList<>(group.size());
    for (int member : group) {
      values.add(member == rank ? own : parts.get(member).payload().get(0));
    }
    return values;
  }
}
