package org.torchtpu.server.compiler.spmd;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.CollectiveReduction;

/**
 * The steps that turn a value laid out one way into another layout: the collectives (and local
 * slices) the partitioner inserts where a consumer reads a value in a layout its producer did not
 * leave it in. In order:
 * <ol>
 *   <li>the partial axes the target does not keep are reduced: by a reduce_scatter into each dim the
 *       value holds whole and the target splits over axes all being reduced (each rank then reduces only
 *       its block), and the rest by one all_reduce over their combined group;
 *   <li>each dim split differently from the target is all-gathered;
 *   <li>each dim the target splits but the value holds whole is sliced locally: the rank keeps
 *       the block at its mesh coordinate, no communication.
 * </ol>
 */
public final class Resharding {
  private Resharding() {}

  /** One step; {@link #apply} gives the layout after it. {@code axis} is a mesh axis or an {@link AxisGroup}. */
  public sealed interface Step {
    ShardSpec apply(ShardSpec spec);
  }

  public record AllReduce(int axis, CollectiveReduction reduction) implements Step {
    @Override
    public ShardSpec apply(ShardSpec spec) {
      return spec.withPartial(spec.partialAxes() & ~AxisGroup.mask(axis), spec.partialReduction());
    }
  }

  public record ReduceScatter(int dim, int axis, CollectiveReduction reduction) implements Step {
    @Override
    public ShardSpec apply(ShardSpec spec) {
      return spec.withDim(dim, axis).withPartial(spec.partialAxes() & ~AxisGroup.mask(axis), spec.partialReduction());
    }
  }

  public record AllGather(int dim, int axis) implements Step {
    @Override
    public ShardSpec apply(ShardSpec spec) {
      return spec.withDim(dim, ShardSpec.NONE);
    }
  }

  public record LocalSlice(int dim, int axis) implements Step {
    @Override
    public ShardSpec apply(ShardSpec spec) {
      return spec.withDim(dim, axis);
    }
  }

  /**
   * @throws IllegalArgumentException when {@code to} is partial where {@code from} is not (nothing
   *     can make a value partial) or the ranks differ
   */
  public static List<Step> plan(ShardSpec from, ShardSpec to) {
    if (from.rank() != to.rank()) {
      throw new IllegalArgumentException("cannot reshard " + from + " to " + to + ": ranks differ");
    }
    if ((to.partialAxes() & ~from.partialAxes()) != 0) {
      throw new IllegalArgumentException("cannot reshard " + from + " to the partial layout " + to);
    }
    List<Step> steps = new ArrayList<>();
    ShardSpec cur = from;
    int reduce = cur.partialAxes() & ~to.partialAxes();
    for (int dim = 0; dim < to.rank() && reduce != 0; dim++) {
      int group = to.axisOf(dim);
      int mask = AxisGroup.mask(group);
      if (group != ShardSpec.NONE && (reduce & mask) == mask && cur.axisOf(dim) == ShardSpec.NONE) {
        Step s = new ReduceScatter(dim, group, cur.partialReduction());
        steps.add(s);
        cur = s.apply(cur);
        reduce &= ~mask;
      }
    }
    if (reduce != 0) {
      // every remaining partial axis in one all-reduce over their combined group, as XLA emits it
      Step s = new AllReduce(AxisGroup.ofMask(reduce), cur.partialReduction());
      steps.add(s);
      cur = s.apply(cur);
    }
    for (int dim = 0; dim < cur.rank(); dim++) {
      if (cur.axisOf(dim) != ShardSpec.NONE && cur.axisOf(dim) != to.axisOf(dim)) {
        Step s = new AllGather(dim, cur.axisOf(dim));
        steps.add(s);
        cur = s.apply(cur);
      }
    }
    for (int dim = 0; dim < cur.rank(); dim++) {
      if (to.axisOf(dim) != ShardSpec.NONE && cur.axisOf(dim) == ShardSpec.NONE) {
        Step s = new LocalSlice(dim, to.axisOf(dim));
        steps.add(s);
        cur = s.apply(cur);
      }
    }
    return steps;
  }
}
