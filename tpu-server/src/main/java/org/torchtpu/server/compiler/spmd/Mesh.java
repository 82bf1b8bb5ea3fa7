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
  /** Meshes of more axes are not needed for data and tensor parallelism. */
  public static final int MAX_AXES = 2;

  public Mesh {
    if (shape == null || shape.length < 1 || shape.length > MAX_AXES) {
      throw new IllegalArgumentException("a device mesh has 1 or 2 axes, got " + Arrays.toString(shape));
    }
    for (int a = 0; a < shape.length; a++) {
      if (shape[a] < 1) {
        throw new IllegalArgumentException("mesh axis " + a + " must have at least 1 rank, got "
            + Arrays.toString(shape));
      }
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

  /**
   * The replica groups of a collective along {@code axis}: one group per position on the other
   * axes, each listing its ranks in coordinate order along the axis (the order of shards).
   */
  public List<ReplicaGroup> groupsAlong(int axis) {
    List<ReplicaGroup> groups = new ArrayList<>();
    for (int r = 0; r < ranks(); r++) {
      int[] c = coordinates(r);
      if (c[axis] != 0) {
        continue;
      }
      ReplicaGroup.Builder g = ReplicaGroup.newBuilder();
      for (int i = 0; i < shape[axis]; i++) {
        c[axis] = i;
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
