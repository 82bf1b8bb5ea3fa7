package org.torchtpu.server.compiler.spmd;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.CollectiveReduction;

/**
 * The steps that turn a value laid out one way into another layout: the collectives (and local
 * slices) the partitioner inserts where a consumer reads a value in a layout its producer did not
 * leave it in. In order:
 * <ol>
 *   <li>each partial axis the target does not keep is reduced: by a reduce_scatter when the target
 *       splits some whole dim over that axis (each rank then reduces only its block), else by an
 *       all_reduce;
 *   <li>each dim split differently from the target is all-gathered;
 *   <li>each dim the target splits but the value holds whole is sliced locally: the rank keeps
 *       the block at its mesh coordinate, no communication.
 * </ol>
 */
public final class Resharding {
  private Resharding() {}

  /** One step; {@link #apply} gives the layout after it. */
  public sealed interface Step {
    ShardSpec apply(ShardSpec spec);
  }

  public record AllReduce(int axis, CollectiveReduction reduction) implements Step {
    @Override
    public ShardSpec apply(ShardSpec spec) {
      return spec.withPartial(spec.partialAxes() & ~(1 << axis), spec.partialReduction());
    }
  }

  public record ReduceScatter(int dim, int axis, CollectiveReduction reduction) implements Step {
    @Override
    public ShardSpec apply(ShardSpec spec) {
      return spec.withDim(dim, axis).withPartial(spec.partialAxes() & ~(1 << axis), spec.partialReduction());
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
    for (int axis = 0; axis < Integer.SIZE; axis++) {
      if (!cur.isPartialOn(axis) || to.isPartialOn(axis)) {
        continue;
      }
      int dim = to.dimOn(axis);
      Step s = dim != ShardSpec.NONE && cur.axisOf(dim) == ShardSpec.NONE
          ? new ReduceScatter(dim, axis, cur.partialReduction())
          : new AllReduce(axis, cur.partialReduction());
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
