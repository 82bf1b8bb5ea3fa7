package org.torchtpu.server.compiler.spmd;

import java.util.Arrays;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.TensorType;

/**
 * How one value of a partitioned graph is laid out over the mesh: {@link #dimAxes} as in the
 * proto's Sharding (per dim, the mesh axis it is split over, or -1), plus what the API cannot
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
   * The spec a proto Sharding describes for a value of {@code type} on {@code mesh}.
   *
   * @throws IllegalArgumentException naming what is wrong (a bad axis, an axis used twice, a dim
   *     that does not divide evenly)
   */
  public static ShardSpec fromProto(Sharding sharding, TensorType type, Mesh mesh) {
    int rank = type.getDimsCount();
    if (sharding.getDimAxesCount() == 0) {
      return replicated(rank);
    }
    if (sharding.getDimAxesCount() != rank) {
      throw new IllegalArgumentException("sharding " + sharding.getDimAxesList() + " has " + sharding.getDimAxesCount()
          + " entries for a tensor of rank " + rank);
    }
    int[] axes = new int[rank];
    int used = 0;
    for (int d = 0; d < rank; d++) {
      int a = sharding.getDimAxes(d);
      if (a == NONE) {
        axes[d] = NONE;
        continue;
      }
      if (a < 0 || a >= mesh.axes()) {
        throw new IllegalArgumentException("sharding names mesh axis " + a + " for dim " + d + ", but the " + mesh
            + " has axes 0.." + (mesh.axes() - 1) + " (-1 = not split)");
      }
      if ((used & (1 << a)) != 0) {
        throw new IllegalArgumentException("sharding splits two dims over mesh axis " + a + ": "
            + sharding.getDimAxesList());
      }
      used |= 1 << a;
      long size = type.getDims(d);
      if (size % mesh.axisSize(a) != 0) {
        throw new IllegalArgumentException("dim " + d + " of size " + size + " does not split evenly over mesh axis "
            + a + " of " + mesh.axisSize(a) + " ranks");
      }
      axes[d] = a;
    }
    return new ShardSpec(axes, 0, null);
  }

  public Sharding toProto() {
    Sharding.Builder b = Sharding.newBuilder();
    if (!isReplicated()) {
      for (int a : dimAxes) {
        b.addDimAxes(a);
      }
    }
    return b.build();
  }

  public int rank() {
    return dimAxes.length;
  }

  public int axisOf(int dim) {
    return dimAxes[dim];
  }

  /** The dim split over {@code axis}, or -1. */
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
      if (a != NONE) {
        used |= 1 << a;
      }
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
        b.setDims(d, type.getDims(d) / mesh.axisSize(dimAxes[d]));
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
      sb.append(d == 0 ? "" : ",").append(dimAxes[d] == NONE ? "-" : Integer.toString(dimAxes[d]));
    }
    sb.append(']');
    if (isPartial()) {
      sb.append(" partial ").append(partialReduction.name().replace("COLLECTIVE_", "").toLowerCase())
          .append(" over axes ").append(Integer.toBinaryString(partialAxes));
    }
    return sb.toString();
  }
}
