package org.torchtpu.scheduler.placement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PlacementTest {
  private final BestFitPlacer best = new BestFitPlacer();
  private final FirstFitPlacer first = new FirstFitPlacer();

  private static FreeMap free(Shape dims, Box... busy) {
    FreeMap m = FreeMap.allFree(dims);
    for (Box b : busy) {
      m.fill(b, false);
    }
    return m;
  }

  @Test
  void parsesTopologies() {
    assertThat(Shape.parse("2x2x2")).isEqualTo(new Shape(2, 2, 2));
    assertThat(Shape.parse("4x4")).isEqualTo(new Shape(4, 4, 1));
    assertThat(Shape.parse(" 8 ")).isEqualTo(new Shape(8, 1, 1));
    assertThatThrownBy(() -> Shape.parse("2x0x2")).hasMessageContaining("2x0x2").hasMessageContaining("at least 1");
    assertThatThrownBy(() -> Shape.parse("2xAx2")).hasMessageContaining("\"A\" is not a number");
    assertThatThrownBy(() -> Shape.parse("2x2x2x2")).hasMessageContaining("4 dimensions");
    assertThatThrownBy(() -> Shape.parse("")).hasMessageContaining("empty");
    assertThatThrownBy(() -> Shape.parse("128x1")).hasMessageContaining("at most 64");
  }

  @Test
  void orientationsAreDistinct() {
    assertThat(new Shape(2, 2, 2).orientations()).containsExactly(new Shape(2, 2, 2));
    assertThat(new Shape(4, 2, 2).orientations()).hasSize(3).first().isEqualTo(new Shape(4, 2, 2));
    assertThat(new Shape(1, 2, 3).orientations()).hasSize(6);
  }

  @Test
  void chipCountsBecomeCompactBoxes() {
    Shape pod = new Shape(16, 16, 16);
    assertThat(Shape.boxesOf(8, pod).get(0)).isEqualTo(new Shape(2, 2, 2));
    assertThat(Shape.boxesOf(64, pod).get(0)).isEqualTo(new Shape(4, 4, 4));
    assertThat(Shape.boxesOf(32, pod).get(0)).isEqualTo(new Shape(2, 4, 4));
    assertThat(Shape.boxesOf(17, pod)).isEmpty();  // 17 is prime and longer than every axis
    assertThat(Shape.boxesOf(8, new Shape(16, 16, 1))).allMatch(s -> s.x() == 1 && s.fitsIn(new Shape(16, 16, 1)));
  }

  @Test
  void emptyTorusPlacesInTheCorner3d() {
    Shape dims = new Shape(4, 4, 4);
    FreeMap m = FreeMap.allFree(dims);
    assertThat(best.place(m, new Shape(2, 2, 2))).isEqualTo(new Box(0, 0, 0, 2, 2, 2));
    assertThat(first.place(m, new Shape(2, 2, 2))).isEqualTo(new Box(0, 0, 0, 2, 2, 2));
  }

  @Test
  void rotatesTheRequestedShapeToFit() {
    // 2D: a 1x4 line only fits lying along x in a 4x2 torus
    Box b2 = best.place(FreeMap.allFree(new Shape(4, 2, 1)), new Shape(1, 4, 1));
    assertThat(b2.shape()).isEqualTo(new Shape(4, 1, 1));
    // 3D: an 8-long line only fits along z in a 2x2x8 torus
    Box b3 = first.place(FreeMap.allFree(new Shape(2, 2, 8)), new Shape(8, 1, 1));
    assertThat(b3.shape()).isEqualTo(new Shape(1, 1, 8));
    // 3D: 4x2x2 in a 2x4x2 pod becomes 2x4x2
    assertThat(best.place(FreeMap.allFree(new Shape(2, 4, 2)), new Shape(4, 2, 2)).shape()).isEqualTo(new Shape(2, 4, 2));
  }

  @Test
  void neverWrapsAroundAPartialDimension() {
    // ring of 4 along x: chips 1 and 2 busy; 3 and 0 are neighbours only through the wraparound link
    Shape dims = new Shape(4, 1, 1);
    FreeMap m = free(dims, new Box(1, 0, 0, 2, 1, 1));
    assertThat(m.freeCount()).isEqualTo(2);
    assertThat(best.place(m, new Shape(2, 1, 1))).isNull();
    assertThat(first.place(m, new Shape(2, 1, 1))).isNull();
    // the same in 3D along z
    FreeMap m3 = free(new Shape(2, 2, 4), new Box(0, 0, 1, 2, 2, 2));
    assertThat(best.place(m3, new Shape(2, 2, 2))).isNull();
    assertThat(best.place(m3, new Shape(2, 2, 1))).isNotNull();
  }

  @Test
  void wholeDimensionIsPlacedOnceAtOriginZero() {
    Shape dims = new Shape(4, 4, 1);
    long[] fit = new long[4];
    assertThat(FitSearch.fits(FreeMap.allFree(dims), new Shape(4, 1, 1), fit)).isTrue();
    for (long row : fit) {
      assertThat(row).isEqualTo(1L);  // only x = 0: a whole ring has one placement per row
    }
  }

  @Test
  void gangBoxIsAllFreeOrNothing() {
    // a 2x2x2 pod with one chip busy: no 2x2x2 box, however much else is free
    Shape dims = new Shape(2, 2, 2);
    FreeMap m = free(dims, new Box(1, 1, 1, 1, 1, 1));
    assertThat(m.freeCount()).isEqualTo(7);
    assertThat(best.place(m, new Shape(2, 2, 2))).isNull();
    assertThat(first.place(m, new Shape(2, 2, 2))).isNull();
    assertThat(best.place(m, new Shape(2, 2, 1))).isEqualTo(new Box(0, 0, 0, 2, 2, 1));
  }

  @Test
  void bestFitFillsTheSnugGapAndKeepsTheLargeBlock2d() {
    // a 6-chip ring: chip 3 busy, free runs [0..2] and [4..5]; a 2-chip job then a 3-chip job
    Shape dims = new Shape(6, 1, 1);
    FreeMap bestMap = free(dims, new Box(3, 0, 0, 1, 1, 1));
    FreeMap firstMap = bestMap.copy();
    Box b = best.place(bestMap, new Shape(2, 1, 1));
    assertThat(b).isEqualTo(new Box(4, 0, 0, 2, 1, 1));
    bestMap.fill(b, false);
    Box f = first.place(firstMap, new Shape(2, 1, 1));
    assertThat(f).isEqualTo(new Box(0, 0, 0, 2, 1, 1));
    firstMap.fill(f, false);
    assertThat(best.place(bestMap, new Shape(3, 1, 1))).isEqualTo(new Box(0, 0, 0, 3, 1, 1));
    assertThat(first.place(firstMap, new Shape(3, 1, 1))).isNull();
  }

  @Test
  void bestFitFillsTheSnugGapAndKeepsTheLargeBlock3d() {
    // 4x2x2 pod, the x = 2 slab busy: free 2x2x2 block at x = 0..1 and a 1x2x2 slab at x = 3
    Shape dims = new Shape(4, 2, 2);
    FreeMap bestMap = free(dims, new Box(2, 0, 0, 1, 2, 2));
    FreeMap firstMap = bestMap.copy();
    Box b = best.place(bestMap, new Shape(1, 2, 2));
    assertThat(b.x0()).isEqualTo(3);
    bestMap.fill(b, false);
    Box f = first.place(firstMap, new Shape(1, 2, 2));
    assertThat(f.x0()).isEqualTo(0);
    firstMap.fill(f, false);
    assertThat(best.place(bestMap, new Shape(2, 2, 2))).isEqualTo(new Box(0, 0, 0, 2, 2, 2));
    assertThat(first.place(firstMap, new Shape(2, 2, 2))).isNull();
  }

  @Test
  void contactScoreCountsBusyNeighboursAndEdges() {
    Shape dims = new Shape(4, 4, 1);
    FreeMap m = free(dims, new Box(2, 0, 0, 1, 4, 1));  // column x = 2 busy
    // 2x2 at (0,0): x faces: edge (2) + free x=2? no, x=2 is busy (2); y faces: edge (2) + free y=2 (0) -> 6/8
    assertThat(BestFitPlacer.contactScore(m, 0, 0, 0, new Shape(2, 2, 1))).isEqualTo(6.0 / 8);
    // 1x4 at x=3 takes y whole: only x faces count: busy x=2 and the edge -> 1
    assertThat(BestFitPlacer.contactScore(m, 3, 0, 0, new Shape(1, 4, 1))).isEqualTo(1.0);
    // a box taking every axis whole has no outside
    assertThat(BestFitPlacer.contactScore(FreeMap.allFree(dims), 0, 0, 0, new Shape(4, 4, 1))).isEqualTo(1.0);
  }

  /** Every origin, cell by cell: the definition the bitmap search must agree with. */
  private static boolean bruteFits(FreeMap m, Box b) {
    if (!b.within(m.dims())) {
      return false;
    }
    for (int z = b.z0(); z < b.z0() + b.sz(); z++) {
      for (int y = b.y0(); y < b.y0() + b.sy(); y++) {
        for (int x = b.x0(); x < b.x0() + b.sx(); x++) {
          if (!m.isFree(x, y, z)) {
            return false;
          }
        }
      }
    }
    return true;
  }

  private static Box bruteFirst(FreeMap m, Shape s) {
    Shape d = m.dims();
    for (Shape o : s.orientations()) {
      for (int z = 0; z < d.z(); z++) {
        for (int y = 0; y < d.y(); y++) {
          for (int x = 0; x < d.x(); x++) {
            if (x + o.x() <= d.x() && y + o.y() <= d.y() && z + o.z() <= d.z() && bruteFits(m, Box.at(x, y, z, o))) {
              return Box.at(x, y, z, o);
            }
          }
        }
      }
    }
    return null;
  }

  @Test
  void bitmapSearchAgreesWithCellByCellOnRandomTori() {
    Random rnd = new Random(42);
    List<Shape> pods = List.of(new Shape(5, 4, 3), new Shape(8, 8, 1), new Shape(64, 3, 2), new Shape(6, 6, 6));
    for (int trial = 0; trial < 400; trial++) {
      Shape dims = pods.get(trial % pods.size());
      FreeMap m = FreeMap.allFree(dims);
      double busy = rnd.nextDouble() * 0.5;
      for (int z = 0; z < dims.z(); z++) {
        for (int y = 0; y < dims.y(); y++) {
          for (int x = 0; x < dims.x(); x++) {
            if (rnd.nextDouble() < busy) {
              m.set(x, y, z, false);
            }
          }
        }
      }
      Shape s = new Shape(1 + rnd.nextInt(Math.min(4, dims.x())), 1 + rnd.nextInt(Math.min(4, dims.y())),
          dims.z() == 1 ? 1 : 1 + rnd.nextInt(Math.min(3, dims.z())));
      Box expected = bruteFirst(m, s);
      Box f = first.place(m, s);
      Box b = best.place(m, s);
      assertThat(f).as("first fit of %s, trial %d", s, trial).isEqualTo(expected);
      if (expected == null) {
        assertThat(b).isNull();
      } else {
        assertThat(b).isNotNull();
        assertThat(bruteFits(m, b)).as("best fit %s of %s is all free", b, s).isTrue();
        assertThat(b.shape().canonical()).isEqualTo(s.canonical());
      }
    }
  }

  @Test
  void fragmentationMeasuresFreeChipsOutsideWholeBlocks() {
    Shape dims = new Shape(8, 8, 8);
    assertThat(Fragmentation.of(FreeMap.allFree(dims))).isZero();
    FreeMap one = free(dims, new Box(0, 0, 0, 1, 1, 1));  // one chip busy spoils one 4x4x4 block
    assertThat(Fragmentation.of(one)).isCloseTo(63.0 / 511, org.assertj.core.data.Offset.offset(1e-12));
  }
}
