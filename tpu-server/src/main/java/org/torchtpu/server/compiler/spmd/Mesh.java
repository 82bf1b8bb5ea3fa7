package org.torchtpu.server.compiler.spmd;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.v1.DeviceMesh;
import org.torchtpu.api.v1.ReplicaGroup;

/**
 * The logical device mesh of an SPMD program: world ranks laid out row-major over {@link #shape}
 * (the last axis fastest), as runtime.proto's DeviceMesh describes.
 */
public record Mesh(int[] shape) {
  /**
   * As many axes as an {@link AxisGroup} can name (MaxText's full mesh has 12, most of them of one rank:
   * data, stage, fsdp, fsdp_transpose, sequence, context, context_autoregressive, tensor, tensor_transpose,
   * tensor_sequence, expert, autoregressive).
   */
  public static final int MAX_AXES = AxisGroup.MAX_AXIS + 1;
  /**
   * At most 2^20 ranks: far above any pod (Ironwood's 18,432 TensorCores) or the multi-slice graphs the simulator
   * takes (131,072 devices), and small enough that products of axis sizes never overflow an int and per-rank tables
   * stay a few megabytes.
   */
  public static final int MAX_RANKS = 1 << 20;

  public Mesh {
    if (shape == null || shape.length < 1 || shape.length > MAX_AXES) {
      throw new IllegalArgumentException("a device mesh has 1 to " + MAX_AXES + " axes, got "
          + Arrays.toString(shape));
    }
    long ranks = 1;
    for (int a = 0; a < shape.length; a++) {
      if (shape[a] < 1) {
        throw new IllegalArgumentException("mesh axis " + a + " must have at least 1 rank, got "
            + Arrays.toString(shape));
      }
      ranks = Math.min(ranks * shape[a], (long) MAX_RANKS + 1);
    }
    if (ranks > MAX_RANKS) {
      throw new IllegalArgumentException("a device mesh has at most " + MAX_RANKS + " ranks, got "
          + Arrays.toString(shape));
    }
    shape = shape.clone();
  }

  public static Mesh of(int... shape) {
    return new Mesh(shape);
  }

  public static Mesh of(DeviceMesh proto) {
    return new Mesh(proto.getShapeList().stream().mapToInt(Integer::intValue).toArray());
  }

  public DeviceMesh toProto() {
    DeviceMesh.Builder b = DeviceMesh.newBuilder();
    for (int s : shape) {
      b.addShape(s);
    }
    return b.build();
  }

  public int axes() {
    return shape.length;
  }

  public int axisSize(int axis) {
    return shape[axis];
  }

  public int ranks() {
    int n = 1;
    for (int s : shape) {
      n *= s;
    }
    return n;
  }

  /** The rank's coordinate along each axis. */
  public int[] coordinates(int rank) {
    if (rank < 0 || rank >= ranks()) {
      throw new IllegalArgumentException("rank " + rank + " is outside the mesh " + this);
    }
    int[] c = new int[shape.length];
    for (int a = shape.length - 1; a >= 0; a--) {
      c[a] = rank % shape[a];
      rank /= shape[a];
    }
    return c;
  }

  public int rank(int[] coordinates) {
    int r = 0;
    for (int a = 0; a < shape.length; a++) {
      r = r * shape[a] + coordinates[a];
    }
    return r;
  }

  /** Ranks along an axis group ({@link AxisGroup}): the product of its axes' sizes. */
  public int size(int group) {
    int n = 1;
    for (int a : AxisGroup.axes(group)) {
      checkAxis(a);
      n *= shape[a];
    }
    return n;
  }

  /** The block a rank at {@code coordinates} holds of a dim split over {@code group}: row-major over its axes. */
  public int blockIndex(int group, int[] coordinates) {
    int i = 0;
    for (int a : AxisGroup.axes(group)) {
      i = i * shape[a] + coordinates[a];
    }
    return i;
  }

  private void checkAxis(int a) {
    if (a < 0 || a >= shape.length) {
      throw new IllegalArgumentException("mesh axis " + a + " is outside the " + this + " (axes 0.."
          + (shape.length - 1) + ")");
    }
  }

  /**
   * The replica groups of a collective along {@code group} (one mesh axis or an {@link AxisGroup}): one group per
   * position on the other axes, each listing its ranks in block order (the order of shards).
   */
  public List<ReplicaGroup> groupsAlong(int group) {
    int[] axes = AxisGroup.axes(group);
    int n = size(group);
    List<ReplicaGroup> groups = new ArrayList<>();
    for (int r = 0; r < ranks(); r++) {
      int[] c = coordinates(r);
      boolean first = true;
      for (int a : axes) {
        first &= c[a] == 0;
      }
      if (!first) {
        continue;
      }
      ReplicaGroup.Builder g = ReplicaGroup.newBuilder();
      for (int i = 0; i < n; i++) {
        int rest = i;
        for (int k = axes.length - 1; k >= 0; k--) {
          c[axes[k]] = rest % shape[axes[k]];
          rest /= shape[axes[k]];
        }
        g.addRanks(rank(c));
      }
      groups.add(g.build());
    }
    return groups;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Mesh m && Arrays.equals(shape, m.shape);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(shape);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int s : shape) {
      sb.append(sb.length() == 0 ? "" : "x").append(s);
    }
    return "mesh " + sb;
  }
}
