package org.torchtpu.scheduler.placement;

/**
 * Chooses where a box goes in a pod. Every placer gives a contiguous box of free chips in some orientation of
 * the requested shape, inside the pod's bounds: a box never crosses the pod's edge, because a slice only gets
 * an axis's wraparound link when it takes that axis whole (as TPU slices do); smaller slices are meshes.
 */
public interface Placer {
  /** A box of {@code shape} (any axis order) whose chips are all free in {@code map}, or null when none is. */
  Box place(FreeMap map, Shape shape);

  /** Short name for reports. */
  String name();
}
