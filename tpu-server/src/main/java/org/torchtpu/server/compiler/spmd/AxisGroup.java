package org.torchtpu.server.compiler.spmd;

import java.util.Arrays;

/**
 * What a sharded dim is split over: one mesh axis, or several mesh axes taken together (JAX's
 * {@code PartitionSpec(('data', 'model'), None)}), written as one int so that a {@link ShardSpec} keeps one entry
 * per dim. A single axis {@code a} is written {@code a} itself (as the proto's {@code dim_axes} writes it); a group
 * of axes, major first, is written with {@link #MULTI} set and the axes packed four bits each. The dim then splits
 * into the product of the axes' sizes, and the rank at coordinates (c_a, c_b) holds block c_a * size(b) + c_b
 * ({@link Mesh#blockIndex}); a collective over the group runs on all of those ranks at once.
 */
public final class AxisGroup {
  private static final int MULTI = 1 << 24;
  private static final int BITS = 4;
  /** The highest mesh axis a group can name (four bits). */
  public static final int MAX_AXIS = (1 << BITS) - 1;
  /** Axes of one group: five four-bit fields below the count's. */
  public static final int MAX_GROUP_AXES = 5;

  private AxisGroup() {}

  /** The group of {@code axes} (major first); one axis is the axis itself. */
  public static int of(int... axes) {
    if (axes.length == 0) {
      return ShardSpec.NONE;
    }
    if (axes.length == 1) {
      return axes[0];
    }
    if (axes.length > MAX_GROUP_AXES) {
      throw new IllegalArgumentException("a dim is split over at most " + MAX_GROUP_AXES + " mesh axes of more than "
          + "one rank at once, got " + Arrays.toString(axes));
    }
    int code = MULTI | axes.length << 20;
    for (int i = 0; i < axes.length; i++) {
      if (axes[i] < 0 || axes[i] >= 1 << BITS) {
        throw new IllegalArgumentException("mesh axis " + axes[i] + " out of range in " + Arrays.toString(axes));
      }
      code |= axes[i] << (BITS * i);
    }
    return code;
  }

  /** The axes of {@code group}, major first (none for {@link ShardSpec#NONE}). */
  public static int[] axes(int group) {
    if (group == ShardSpec.NONE) {
      return new int[0];
    }
    if ((group & MULTI) == 0) {
      return new int[] {group};
    }
    int n = (group >> 20) & 0xf;
    int[] out = new int[n];
    for (int i = 0; i < n; i++) {
      out[i] = (group >> (BITS * i)) & ((1 << BITS) - 1);
    }
    return out;
  }

  /** The group's axes as a bit mask (the form {@link ShardSpec#partialAxes} and "axes in use" take). */
  public static int mask(int group) {
    int m = 0;
    for (int a : axes(group)) {
      m |= 1 << a;
    }
    return m;
  }

  /** The group of the axes in {@code mask}, lowest (major) first. */
  public static int ofMask(int mask) {
    return of(java.util.stream.IntStream.range(0, Integer.SIZE).filter(a -> (mask & (1 << a)) != 0).toArray());
  }

  /** "0" for one axis, "(0,1)" for a group. */
  public static String text(int group) {
    int[] axes = axes(group);
    if (axes.length <= 1) {
      return group == ShardSpec.NONE ? "-" : Integer.toString(group);
    }
    StringBuilder sb = new StringBuilder("(");
    for (int i = 0; i < axes.length; i++) {
      sb.append(i == 0 ? "" : ",").append(axes[i]);
    }
    return sb.append(')').toString();
  }
}
