package org.torchtpu.server.compiler.spmd;

import java.util.Arrays;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.MeshAxes;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.TensorType;

/**
 * How one value of a partitioned graph is laid out over the mesh: {@link #dimAxes} as in the
 * proto's Sharding (per dim, the mesh axis it is split over, an {@link AxisGroup} of several, or -1), plus what the API cannot
 * express but the partitioner produces: a <em>partial</em> value, which along the mesh axes in
 * {@link #partialAxes} (a bit mask) holds one addend (or max/min/product operand) per rank and
 * becomes the true value once reduced with {@link #partialReduction} over those axes.
 */
public record ShardSpec(int[] dimAxes, int partialAxes, CollectiveReduction partialReduction) {
  public static final int NONE = -1;

  public ShardSpec {
    dimAxes = dimAxes.clone();
    if (partialAxes == 0) {
      partialReduction = CollectiveReduction.COLLECTIVE_REDUCTION_UNSPECIFIED;
    }
  }

  public static ShardSpec replicated(int rank) {
    int[] axes = new int[rank];
    Arrays.fill(axes, NONE);
    return new ShardSpec(axes, 0, null);
  }

  public static ShardSpec of(int... dimAxes) {
    return new ShardSpec(dimAxes, 0, null);
  }

  /**
   * The spec a proto Sharding describes for a value of {@code type} on {@code mesh} ({@code dim_axes}, or
   * {@code dim_mesh_axes} for dims split over several axes at once).
   *
   * @throws IllegalArgumentException naming what is wrong (a bad axis, an axis used twice, a dim
   *     that does not divide evenly)
   */
  public static ShardSpec fromProto(Sharding sharding, TensorType type, Mesh mesh) {
    int rank = type.getDimsCount();
    int entries = sharding.getDimMeshAxesCount() > 0 ? sharding.getDimMeshAxesCount() : sharding.getDimAxesCount();
    if (entries == 0) {
      return replicated(rank);
    }
    if (sharding.getDimMeshAxesCount() > 0 && sharding.getDimAxesCount() > 0) {
      throw new IllegalArgumentException("sharding gives both dim_axes and dim_mesh_axes; give one of them");
    }
    if (entries != rank) {
      throw new IllegalArgumentException("sharding " + text(sharding) + " has " + entries
          + " entries for a tensor of rank " + rank);
    }
    int[] axes = new int[rank];
    int used = 0;
    for (int d = 0; d < rank; d++) {
      int[] group = sharding.getDimMeshAxesCount() > 0
          ? sharding.getDimMeshAxes(d).getAxesList().stream().mapToInt(Integer::intValue).toArray()
          : sharding.getDimAxes(d) == NONE ? new int[0] : new int[] {sharding.getDimAxes(d)};
      if (group.length == 0) {
        axes[d] = NONE;
        continue;
      }
      for (int a : group) {
        if (a < 0 || a >= mesh.axes()) {
          throw new IllegalArgumentException("sharding names mesh axis " + a + " for dim " + d + ", but the " + mesh
              + " has axes 0.." + (mesh.axes() - 1) + " (-1 = not split)");
        }
        if ((used & (1 << a)) != 0) {
          throw new IllegalArgumentException("sharding splits two dims over mesh axis " + a + " (an axis splits at most one dim, once): " + text(sharding));
        }
        used |= 1 << a;
      }
      int code = AxisGroup.of(withoutSingletons(group, mesh));
      long size = type.getDims(d);
      if (size % mesh.size(code) != 0) {
        throw new IllegalArgumentException("dim " + d + " of size " + size + " does not split evenly over mesh axis "
            + AxisGroup.text(code) + " of " + mesh.size(code) + " ranks");
      }
      axes[d] = code;
    }
    return new ShardSpec(axes, 0, null);
  }

  /**
   * A group's axes of more than one rank: an axis of one rank splits nothing and leaves every block index as it was
   * (JAX lists MaxText's axes of size 1, e.g. ('data', 'stage', 'fsdp') with stage = 1); a group of only such axes
   * keeps its first.
   */
  private static int[] withoutSingletons(int[] group, Mesh mesh) {
    if (group.length <= 1) {
      return group;
    }
    int[] split = Arrays.stream(group).filter(a -> mesh.axisSize(a) > 1).toArray();
    return split.length == 0 ? new int[] {group[0]} : split;
  }

  private static String text(Sharding s) {
    if (s.getDimMeshAxesCount() == 0) {
      return s.getDimAxesList().toString();
    }
    StringBuilder sb = new StringBuilder("[");
    for (int d = 0; d < s.getDimMeshAxesCount(); d++) {
      sb.append(d == 0 ? "" : ",").append(s.getDimMeshAxes(d).getAxesList());
    }
    return sb.append(']').toString();
  }

  /** {@code dim_axes}, or {@code dim_mesh_axes} when a dim is split over several axes. */
  public Sharding toProto() {
    Sharding.Builder b = Sharding.newBuilder();
    if (isReplicated()) {
      return b.build();
    }
    boolean grouped = Arrays.stream(dimAxes).anyMatch(a -> AxisGroup.axes(a).length > 1);
    for (int a : dimAxes) {
      if (grouped) {
        MeshAxes.Builder m = MeshAxes.newBuilder();
        for (int x : AxisGroup.axes(a)) {
          m.addAxes(x);
        }
        b.addDimMeshAxes(m);
      } else {
        b.addDimAxes(a);
      }
    }
    return b.build();
  }

  public int rank() {
    return dimAxes.length;
  }

  /** The mesh axis or {@link AxisGroup} {@code dim} is split over, or {@link #NONE}. */
  public int axisOf(int dim) {
    return dimAxes[dim];
  }

  /** The dim split over {@code axis} (a mesh axis or an {@link AxisGroup}), or -1. */
  public int dimOn(int axis) {
    for (int d = 0; d < dimAxes.length; d++) {
      if (dimAxes[d] == axis) {
        return d;
      }
    }
    return NONE;
  }

  public boolean isPartial() {
    return partialAxes != 0;
  }

  public boolean isPartialOn(int axis) {
    return (partialAxes & (1 << axis)) != 0;
  }

  /** Every rank holds the whole, final value. */
  public boolean isReplicated() {
    return !isPartial() && Arrays.stream(dimAxes).allMatch(a -> a == NONE);
  }

  /** Mesh axes in use (split dims or partial), as a bit mask. */
  public int usedAxes() {
    int used = partialAxes;
    for (int a : dimAxes) {
      used |= AxisGroup.mask(a);
    }
    return used;
  }

  public ShardSpec withDim(int dim, int axis) {
    int[] axes = dimAxes.clone();
    axes[dim] = axis;
    return new ShardSpec(axes, partialAxes, partialReduction);
  }

  public ShardSpec withoutPartial() {
    return new ShardSpec(dimAxes, 0, null);
  }

  public ShardSpec withPartial(int axes, CollectiveReduction reduction) {
    return new ShardSpec(dimAxes, axes, reduction);
  }

  /** The rank-local type of a value of global {@code type} laid out this way. */
  public TensorType localType(TensorType type, Mesh mesh) {
    TensorType.Builder b = type.toBuilder();
    for (int d = 0; d < dimAxes.length; d++) {
      if (dimAxes[d] != NONE) {
        b.setDims(d, type.getDims(d) / mesh.size(dimAxes[d]));
      }
    }
    return b.build();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ShardSpec s && Arrays.equals(dimAxes, s.dimAxes) && partialAxes == s.partialAxes
        && partialReduction == s.partialReduction;
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(dimAxes) * 31 + partialAxes;
  }

  /** "[0,-]" for dim 0 split over axis 0; "[-,-] partial sum over {1}" for a partial value. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("[");
    for (int d = 0; d < dimAxes.length; d++) {
      sb.append(d == 0 ? "" : ",").append(AxisGroup.text(dimAxes[d]));
    }
    sb.append(']');
    if (isPartial()) {
      sb.append(" partial ").append(partialReduction.name().replace("COLLECTIVE_", "").toLowerCase())
          .append(" over axes ").append(Integer.toBinaryString(partialAxes));
    }
    return sb.toString();
  }
}
