package org.torchtpu.scheduler.placement;

/**
 * The naive baseline: the first orientation that fits anywhere (requested axis order first), at its
 * lowest origin in (z, y, x) order. No look at what the choice leaves behind.
 */
public final class FirstFitPlacer implements Placer {
  @Override
  public Box place(FreeMap map, Shape shape) {
    if (shape.size() > map.freeCount()) {
      return null;
    }
    Shape d = map.dims();
    long[] fit = new long[d.y() * d.z()];
    for (Shape o : shape.orientations()) {
      if (!FitSearch.fits(map, o, fit)) {
        continue;
      }
      for (int r = 0; r < fit.length; r++) {
        if (fit[r] != 0) {
          return Box.at(Long.numberOfTrailingZeros(fit[r]), r % d.y(), r / d.y(), o);
        }
      }
    }
    return null;
  }

  @Override
  public String name() {
    return "first-fit";
  }
}
