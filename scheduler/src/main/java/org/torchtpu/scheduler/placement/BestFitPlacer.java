package org.torchtpu.scheduler.placement;

/**
 * Best fit by contact: of the candidate boxes, the one whose faces touch the most chips that are not free
 * (busy, reserved, unhealthy, unregistered) or the pod's edge, so slices pack against each other and leave
 * free space in large connected boxes rather than in slivers.
 *
 * <p>The score of a box is {@code contact / faces}: {@code faces} counts the chip positions just outside the
 * box's six faces, over the axes the box does not take whole (an axis taken whole wraps onto itself and has
 * no outside); {@code contact} counts those positions that are outside the pod or not free. It is in [0, 1],
 * and 1 for a box that takes every axis whole. Ties keep the first candidate in (orientation, z, y, x) order.
 *
 * <p>Candidates are the corners of each orientation's fitting set (see {@link FitSearch#corners}), not every
 * origin: a box that can slide both ways along some axis touches nothing on either face of that axis, so such
 * positions are poor fits; leaving them out keeps the candidates few (a handful per free region) whatever the
 * pod size. The first fitting origin is always a corner, so best fit finds a box whenever first fit does.
 * Scoring a candidate costs O(sy*sz + sy + sz) word operations.
 */
public final class BestFitPlacer implements Placer {

  /** Scores a candidate box: higher is better. */
  @FunctionalInterface
  public interface Scorer {
    double score(FreeMap map, int x0, int y0, int z0, Shape orientation);
  }

  @Override
  public Box place(FreeMap map, Shape shape) {
    return place(map, shape, BestFitPlacer::contactScore);
  }

  /** The corner candidate of {@code shape} in {@code map} with the highest {@code scorer} score, or null. */
  public Box place(FreeMap map, Shape shape, Scorer scorer) {
    if (shape.size() > map.freeCount()) {
      return null;
    }
    Shape d = map.dims();
    long[] fit = new long[d.y() * d.z()];
    Box best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Shape o : shape.orientations()) {
      if (!FitSearch.fits(map, o, fit)) {
        continue;
      }
      for (int z = 0; z <= d.z() - o.z(); z++) {
        for (int y = 0; y <= d.y() - o.y(); y++) {
          long c = FitSearch.corners(fit, y, z, d);
          while (c != 0) {
            int x = Long.numberOfTrailingZeros(c);
            c &= c - 1;
            double s = scorer.score(map, x, y, z, o);
            if (s > bestScore) {
              bestScore = s;
              best = Box.at(x, y, z, o);
            }
          }
        }
      }
    }
    return best;
  }

  /** The contact score described on the class. */
  public static double contactScore(FreeMap map, int x0, int y0, int z0, Shape o) {
    Shape d = map.dims();
    int sx = o.x();
    int sy = o.y();
    int sz = o.z();
    long contact = 0;
    long faces = 0;
    if (sx < d.x()) {
      faces += 2L * sy * sz;
      for (int z = z0; z < z0 + sz; z++) {
        for (int y = y0; y < y0 + sy; y++) {
          long row = map.row(y, z);
          if (x0 == 0 || (row >>> (x0 - 1) & 1L) == 0) {
            contact++;
          }
          if (x0 + sx == d.x() || (row >>> (x0 + sx) & 1L) == 0) {
            contact++;
          }
        }
      }
    }
    long xBits = FitSearch.lowBits(sx) << x0;
    if (sy < d.y()) {
      faces += 2L * sx * sz;
      for (int z = z0; z < z0 + sz; z++) {
        contact += y0 == 0 ? sx : Long.bitCount(~map.row(y0 - 1, z) & xBits);
        contact += y0 + sy == d.y() ? sx : Long.bitCount(~map.row(y0 + sy, z) & xBits);
      }
    }
    if (sz < d.z()) {
      faces += 2L * sx * sy;
      for (int y = y0; y < y0 + sy; y++) {
        contact += z0 == 0 ? sx : Long.bitCount(~map.row(y, z0 - 1) & xBits);
        contact += z0 + sz == d.z() ? sx : Long.bitCount(~map.row(y, z0 + sz) & xBits);
      }
    }
    return faces == 0 ? 1.0 : (double) contact / faces;
  }

  @Override
  public String name() {
    return "best-fit";
  }
}
