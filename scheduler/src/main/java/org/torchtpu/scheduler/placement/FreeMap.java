package org.torchtpu.scheduler.placement;

import java.util.Arrays;

/**
 * Which chips of a pod's torus can be given to a job now: one 64-bit word per (y, z) row, bit x set when
 * the chip at (x, y, z) is free. Row r holds (y, z) = (r % Y, r / Y). A chip that is not registered,
 * not healthy, held by a job or reserved is not free.
 */
public final class FreeMap {
  private final Shape dims;
  private final long[] rows;
  private int freeCount;

  public FreeMap(Shape dims) {
    this.dims = dims;
    this.rows = new long[dims.y() * dims.z()];
  }

  private FreeMap(Shape dims, long[] rows, int freeCount) {
    this.dims = dims;
    this.rows = rows;
    this.freeCount = freeCount;
  }

  /** A map of {@code dims} with every chip free. */
  public static FreeMap allFree(Shape dims) {
    FreeMap m = new FreeMap(dims);
    m.fill(new Box(0, 0, 0, dims.x(), dims.y(), dims.z()), true);
    return m;
  }

  public Shape dims() {
    return dims;
  }

  public int freeCount() {
    return freeCount;
  }

  public int rowIndex(int y, int z) {
    return y + dims.y() * z;
  }

  /** The free bits of row (y, z); bit x = chip (x, y, z). */
  public long row(int y, int z) {
    return rows[y + dims.y() * z];
  }

  long rowAt(int r) {
    return rows[r];
  }

  int rowCount() {
    return rows.length;
  }

  public boolean isFree(int x, int y, int z) {
    return (rows[y + dims.y() * z] >>> x & 1L) != 0;
  }

  public void set(int x, int y, int z, boolean free) {
    int r = y + dims.y() * z;
    long bit = 1L << x;
    boolean was = (rows[r] & bit) != 0;
    if (was != free) {
      rows[r] ^= bit;
      freeCount += free ? 1 : -1;
    }
  }

  /** Marks every chip of {@code box} free or not. */
  public void fill(Box box, boolean free) {
    long bits = box.rowBits();
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        int r = y + dims.y() * z;
        long before = rows[r];
        long after = free ? before | bits : before & ~bits;
        rows[r] = after;
        freeCount += Long.bitCount(after) - Long.bitCount(before);
      }
    }
  }

  /** Whether every chip of {@code box} is free. */
  public boolean allFree(Box box) {
    long bits = box.rowBits();
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        if ((rows[y + dims.y() * z] & bits) != bits) {
          return false;
        }
      }
    }
    return true;
  }

  /** Chips of {@code box} that are not free. */
  public int busyIn(Box box) {
    long bits = box.rowBits();
    int busy = 0;
    for (int z = box.z0(); z < box.z0() + box.sz(); z++) {
      for (int y = box.y0(); y < box.y0() + box.sy(); y++) {
        busy += Long.bitCount(~rows[y + dims.y() * z] & bits);
      }
    }
    return busy;
  }

  public FreeMap copy() {
    return new FreeMap(dims, rows.clone(), freeCount);
  }

  /** Copies {@code other}'s bits into this map (same dims), without allocating. */
  public void copyFrom(FreeMap other) {
    System.arraycopy(other.rows, 0, rows, 0, rows.length);
    freeCount = other.freeCount;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FreeMap m && m.dims.equals(dims) && Arrays.equals(m.rows, rows);
  }

  @Override
  public int hashCode() {
    return 31 * dims.hashCode() + Arrays.hashCode(rows);
  }
}
