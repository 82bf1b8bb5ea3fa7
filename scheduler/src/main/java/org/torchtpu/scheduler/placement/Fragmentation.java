package org.torchtpu.scheduler.placement;

/**
 * How scattered a pod's free chips are: the share of free chips that lie outside every fully free aligned
 * block (4x4x4 on a 3D torus, 4x4 on a 2D one, clipped to the pod). 0 when the free chips form whole blocks,
 * 1 when no block is entirely free. Medium jobs need such blocks, so a high value means free chips that
 * mostly only small jobs can use.
 */
public final class Fragmentation {
  private Fragmentation() {}

  public static final int BLOCK = 4;

  public static double of(FreeMap map) {
    int free = map.freeCount();
    if (free == 0) {
      return 0;
    }
    Shape d = map.dims();
    int bx = Math.min(BLOCK, d.x());
    int by = Math.min(BLOCK, d.y());
    int bz = d.z() == 1 ? 1 : Math.min(BLOCK, d.z());
    int inBlocks = 0;
    for (int z = 0; z + bz <= d.z(); z += bz) {
      for (int y = 0; y + by <= d.y(); y += by) {
        for (int x = 0; x + bx <= d.x(); x += bx) {
          Box b = new Box(x, y, z, bx, by, bz);
          if (map.allFree(b)) {
            inBlocks += b.size();
          }
        }
      }
    }
    return 1.0 - (double) inBlocks / free;
  }
}
