package org.torchtpu.scheduler.placement;

/** A box of the torus: its lowest corner and its extents, in the pod's axis order. Never wraps. */
public record Box(int x0, int y0, int z0, int sx, int sy, int sz) {
  public Box {
    if (x0 < 0 || y0 < 0 || z0 < 0 || sx < 1 || sy < 1 || sz < 1) {
      throw new IllegalArgumentException("invalid box at (" + x0 + "," + y0 + "," + z0 + ") of " + sx + "x" + sy + "x" + sz);
    }
  }

  public static Box at(int x0, int y0, int z0, Shape shape) {
    return new Box(x0, y0, z0, shape.x(), shape.y(), shape.z());
  }

  public Shape shape() {
    return new Shape(sx, sy, sz);
  }

  public int size() {
    return sx * sy * sz;
  }

  public boolean contains(int x, int y, int z) {
    return x >= x0 && x < x0 + sx && y >= y0 && y < y0 + sy && z >= z0 && z < z0 + sz;
  }

  public boolean intersects(Box o) {
    return x0 < o.x0 + o.sx && o.x0 < x0 + sx
        && y0 < o.y0 + o.sy && o.y0 < y0 + sy
        && z0 < o.z0 + o.sz && o.z0 < z0 + sz;
  }

  /** Whether the box fits inside a pod of dimensions {@code pod}. */
  public boolean within(Shape pod) {
    return x0 + sx <= pod.x() && y0 + sy <= pod.y() && z0 + sz <= pod.z();
  }

  /** The x bits of one row of the box: bits x0 .. x0+sx-1. */
  public long rowBits() {
    long run = sx == 64 ? -1L : (1L << sx) - 1;
    return run << x0;
  }

  @Override
  public String toString() {
    return sx + "x" + sy + "x" + sz + "@(" + x0 + "," + y0 + "," + z0 + ")";
  }
}
