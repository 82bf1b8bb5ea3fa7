package org.torchtpu.scheduler.placement;

/**
 * Finds every origin where a box fits, for one orientation, with word-parallel bit operations instead of a
 * cell-by-cell test per origin.
 *
 * <p>{@code fit[r]} bit x is set when the box placed with its lowest corner at (x, y, z), row r = (y, z),
 * lies inside the pod and all its chips are free. It is built in three separable passes: runs of {@code sx}
 * free bits inside each row (O(log sx) shifts), then an AND over {@code sy} consecutive rows along y, then over
 * {@code sz} along z. For a 16x24x24 pod that is 576 words per pass: a few microseconds per orientation.
 */
public final class FitSearch {
  private FitSearch() {}

  /** Bit x set iff bits x .. x+len-1 of {@code v} are all set. */
  static long runs(long v, int len) {
    long acc = v;
    int have = 1;
    while (have * 2 <= len) {
      acc &= acc >>> have;
      have *= 2;
    }
    if (have < len) {
      acc &= acc >>> (len - have);
    }
    return acc;
  }

  static long lowBits(int n) {
    return n >= 64 ? -1L : (1L << n) - 1;
  }

  /**
   * Fills {@code fit} (length Y*Z) for orientation {@code o}.
   *
   * @return whether any origin fits
   */
  public static boolean fits(FreeMap map, Shape o, long[] fit) {
    Shape d = map.dims();
    int nx = d.x();
    int ny = d.y();
    int nz = d.z();
    if (o.x() > nx || o.y() > ny || o.z() > nz) {
      return false;
    }
    long validX = lowBits(nx - o.x() + 1);
    int rows = ny * nz;
    for (int r = 0; r < rows; r++) {
      fit[r] = runs(map.rowAt(r), o.x()) & validX;
    }
    int sy = o.y();
    if (sy > 1) {
      for (int z = 0; z < nz; z++) {
        int base = ny * z;
        for (int y = 0; y < ny; y++) {
          if (y > ny - sy) {
            fit[base + y] = 0;
            continue;
          }
          long acc = fit[base + y];
          for (int k = 1; k < sy && acc != 0; k++) {
            acc &= fit[base + y + k];
          }
          fit[base + y] = acc;
        }
      }
    }
    int sz = o.z();
    boolean any = false;
    for (int z = 0; z < nz; z++) {
      for (int y = 0; y < ny; y++) {
        int r = y + ny * z;
        long acc;
        if (z > nz - sz) {
          acc = 0;
        } else {
          acc = fit[r];
          for (int k = 1; k < sz && acc != 0; k++) {
            acc &= fit[r + ny * k];
          }
        }
        fit[r] = acc;
        any |= acc != 0;
      }
    }
    return any;
  }

  /**
   * Origins of row r = (y, z) that are corners of the fitting set: along every axis the box cannot slide one
   * step down, or cannot slide one step up, and still fit. The lexicographically first fitting origin is
   * always one, so the corners are empty only when nothing fits.
   */
  public static long corners(long[] fit, int y, int z, Shape dims) {
    int ny = dims.y();
    int nz = dims.z();
    int r = y + ny * z;
    long m = fit[r];
    if (m == 0) {
      return 0;
    }
    long pushedX = (m & ~(m << 1)) | (m & ~(m >>> 1));
    long below = y > 0 ? fit[r - 1] : 0;
    long above = y < ny - 1 ? fit[r + 1] : 0;
    long pushedY = m & (~below | ~above);
    long lower = z > 0 ? fit[r - ny] : 0;
    long upper = z < nz - 1 ? fit[r + ny] : 0;
    long pushedZ = m & (~lower | ~upper);
    return pushedX & pushedY & pushedZ;
  }
}
