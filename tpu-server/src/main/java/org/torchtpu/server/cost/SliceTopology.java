package org.torchtpu.server.cost;

import java.util.Arrays;
import java.util.Locale;
import org.torchtpu.api.v1.Generation;

/**
 * A slice of a pod as the ICI sees it: the torus dims (x fastest) and which axes wrap around.
 *
 * <p>Ranks number the chips row-major with x fastest: rank = x + dx * (y + dy * z).
 *
 * <h2>Which axes wrap ({@link #parse})</h2>
 * <ul>
 *   <li>2D generations (v5e, v6e): a pod is one 16x16 torus whose wraparound links close a whole pod axis only, so a
 *       slice axis wraps exactly when it is 16 chips long; a 4x4 or 2x4 slice is a mesh [BOOK-2, "TPU Networking"].
 *   <li>3D generations (v4, v5p, v7): pods are built of 4x4x4 cubes whose faces go to optical circuit switches; the
 *       switches close any axis made of whole cubes into a ring, so a slice axis wraps when its length is a multiple
 *       of 4 (4x4x4, 8x8x8, 16x20x28 are full tori; 2x2x2 and 2x2x4's short axes are lines) [BOOK-2; Cloud TPU v4/v5p
 *       "System architecture": slices of whole cubes get wraparound links].
 *   <li>An axis of 1 or 2 chips never wraps: with 2 chips the "ring" would be the same single link.
 * </ul>
 * The scheduler's allocator uses the 2D rule for every pod it manages (an axis taken whole wraps); for a 3D pod made
 * of 4-chip cube edges the two rules agree on whole-pod axes.
 *
 * <p>[BOOK-2] "How to Scale Your Model", part 2 "How to Think About TPUs", https://jax-ml.github.io/scaling-book/tpus/
 */
public record SliceTopology(int[] dims, boolean[] wraparound) {

  /** The cube edge of the 3D generations' optical-switch building block. */
  static final int CUBE_EDGE = 4;

  public SliceTopology {
    if (dims == null || wraparound == null) {
      throw new IllegalArgumentException("slice topology needs dims and wraparound flags, got "
          + Arrays.toString(dims) + " / " + Arrays.toString(wraparound));
    }
    if (dims.length < 1 || dims.length > 3 || dims.length != wraparound.length) {
      throw new IllegalArgumentException("slice topology needs 1 to 3 dims with one wraparound flag each, got dims "
          + Arrays.toString(dims) + " and wraparound " + Arrays.toString(wraparound));
    }
    long chips = 1;
    for (int a = 0; a < dims.length; a++) {
      if (dims[a] < 1) {
        throw new IllegalArgumentException("slice dim " + a + " must be at least 1, got " + Arrays.toString(dims));
      }
      if (wraparound[a] && dims[a] < 3) {
        throw new IllegalArgumentException("slice axis " + a + " of " + dims[a]
            + " chips cannot wrap around (a ring needs at least 3 chips)");
      }
      chips *= dims[a];
    }
    if (chips > 1_000_000) {
      throw new IllegalArgumentException("slice of " + chips + " chips is larger than any pod");
    }
    dims = dims.clone();
    wraparound = wraparound.clone();
  }

  /**
   * Parses a slice shape such as "2x2x2", "4x4" or "16x16" for a generation, with the wraparound rule above. A 3D
   * generation accepts fewer dims than 3 (the missing trailing axes are 1 chip long).
   */
  public static SliceTopology parse(String shape, Generation gen) {
    if (gen == null || gen == Generation.GENERATION_UNSPECIFIED || gen == Generation.UNRECOGNIZED) {
      throw new IllegalArgumentException("slice shape '" + shape + "' needs a generation ("
          + org.torchtpu.api.hardware.TpuGeneration.validNames() + "), got "
          + gen);
    }
    if (shape == null || shape.isBlank()) {
      throw new IllegalArgumentException("slice shape is empty; expected e.g. \"2x2x2\" or \"16x16\"");
    }
    org.torchtpu.api.hardware.TpuGeneration entry = org.torchtpu.api.hardware.TpuGeneration.of(gen);
    boolean threeD = entry.threeD();
    int podAxis = entry.maxAxis2d();
    int rank = threeD ? 3 : 2;
    String[] parts = shape.trim().toLowerCase(Locale.ROOT).split("x", -1);
    if (parts.length > rank) {
      throw new IllegalArgumentException("slice shape '" + shape + "' has " + parts.length + " dims but "
          + gen.name().toLowerCase(Locale.ROOT) + " is a " + rank + "D torus");
    }
    int[] dims = new int[rank];
    Arrays.fill(dims, 1);
    long chips = 1;
    for (int a = 0; a < parts.length; a++) {
      try {
        dims[a] = Integer.parseInt(parts[a].trim());
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("slice shape '" + shape + "': '" + parts[a] + "' is not a chip count");
      }
      if (dims[a] < 1) {
        throw new IllegalArgumentException("slice shape '" + shape + "': dim " + a + " must be at least 1");
      }
      if (!threeD && dims[a] > podAxis) {
        throw new IllegalArgumentException("slice shape '" + shape + "': a " + gen.name().toLowerCase(Locale.ROOT)
            + " pod is " + podAxis + "x" + podAxis + ", axis " + a + " cannot be " + dims[a]);
      }
      chips *= dims[a];
    }
    long podChips = podChips(gen);
    if (chips > podChips) {
      throw new IllegalArgumentException("slice shape '" + shape + "' has " + chips + " chips but a "
          + gen.name().toLowerCase(Locale.ROOT) + " pod has " + podChips);
    }
    boolean[] wrap = new boolean[rank];
    for (int a = 0; a < rank; a++) {
      wrap[a] = dims[a] > 2 && (threeD ? dims[a] % CUBE_EDGE == 0 : dims[a] == podAxis);
    }
    return new SliceTopology(dims, wrap);
  }

  /** Chips in one pod (the catalogue's {@code TpuGeneration.podChips}: v4 4096, v5e and v6e 256, v5p 8960, v7 9216). */
  public static long podChips(Generation gen) {
    return org.torchtpu.api.hardware.TpuGeneration.of(gen).podChips();
  }

  public int chips() {
    int n = 1;
    for (int d : dims) {
      n *= d;
    }
    return n;
  }

  /** The torus coordinates of a rank, x first. */
  public int[] coordinates(int rank) {
    if (rank < 0 || rank >= chips()) {
      throw new IllegalArgumentException("rank " + rank + " is outside the slice " + this + " (0.." + (chips() - 1)
          + ")");
    }
    int[] c = new int[dims.length];
    int r = rank;
    for (int a = 0; a < dims.length; a++) {
      c[a] = r % dims[a];
      r /= dims[a];
    }
    return c;
  }

  /** The rank at torus coordinates (x first). */
  public int rank(int[] coords) {
    if (coords == null || coords.length != dims.length) {
      throw new IllegalArgumentException("coordinates " + Arrays.toString(coords) + " do not match slice " + this);
    }
    int r = 0;
    for (int a = dims.length - 1; a >= 0; a--) {
      if (coords[a] < 0 || coords[a] >= dims[a]) {
        throw new IllegalArgumentException("coordinates " + Arrays.toString(coords) + " are outside slice " + this);
      }
      r = r * dims[a] + coords[a];
    }
    return r;
  }

  /** A copy of the dims (x first). */
  @Override
  public int[] dims() {
    return dims.clone();
  }

  /** A copy of the wraparound flags (x first). */
  @Override
  public boolean[] wraparound() {
    return wraparound.clone();
  }

  int dim(int axis) {
    return dims[axis];
  }

  boolean wraps(int axis) {
    return wraparound[axis];
  }

  int axes() {
    return dims.length;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SliceTopology t && Arrays.equals(dims, t.dims) && Arrays.equals(wraparound, t.wraparound);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(dims) + Arrays.hashCode(wraparound);
  }

  /** E.g. "4x4x2 (wraps x)". */
  @Override
  public String toString() {
    StringBuilder s = new StringBuilder();
    StringBuilder w = new StringBuilder();
    for (int a = 0; a < dims.length; a++) {
      s.append(a == 0 ? "" : "x").append(dims[a]);
      if (wraparound[a]) {
        w.append(w.length() == 0 ? "" : ",").append("xyz".charAt(a));
      }
    }
    return s + (w.length() == 0 ? " (no wraparound)" : " (wraps " + w + ")");
  }
}
