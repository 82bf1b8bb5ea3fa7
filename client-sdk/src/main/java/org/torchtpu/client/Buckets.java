package org.torchtpu.client;

import java.util.Arrays;

/**
 * A bucketing rule: the padded size a compiled program is built for, given a varying size. All
 * sizes that land in one bucket share one program.
 */
@FunctionalInterface
public interface Buckets {
  /**
   * The padded size for {@code size}: at least {@code size}.
   *
   * @throws IllegalArgumentException when no bucket holds {@code size}
   */
  long bucketFor(long size);

  /**
   * The next power of two at or above the size, and at least {@code minimum} (so tiny sizes
   * share one program): with minimum 8, sizes 1..8 -> 8, 9..16 -> 16, 17..32 -> 32. At most
   * half of a padded dim is padding (above the minimum).
   */
  static Buckets powersOfTwo(long minimum) {
    if (minimum < 1) {
      throw new IllegalArgumentException("powersOfTwo: minimum must be at least 1, got " + minimum);
    }
    return new Buckets() {
      @Override
      public long bucketFor(long size) {
        requireSize(size);
        long target = Math.max(size, minimum);
        long p = Long.highestOneBit(target);
        if (p == target) {
          return p;
        }
        if (p > Long.MAX_VALUE / 2) {
          throw new IllegalArgumentException("size " + size + " has no power-of-two bucket");
        }
        return p << 1;
      }

      @Override
      public String toString() {
        return "powersOfTwo(minimum " + minimum + ")";
      }
    };
  }

  /** The smallest of the given sizes that holds the size; a larger size is an error. */
  static Buckets sizes(long... sizes) {
    if (sizes.length == 0) {
      throw new IllegalArgumentException("sizes: give at least one bucket size");
    }
    long[] sorted = sizes.clone();
    Arrays.sort(sorted);
    if (sorted[0] < 1) {
      throw new IllegalArgumentException("sizes: bucket sizes must be positive, got " + Arrays.toString(sizes));
    }
    return new Buckets() {
      @Override
      public long bucketFor(long size) {
        requireSize(size);
        for (long b : sorted) {
          if (b >= size) {
            return b;
          }
        }
        throw new IllegalArgumentException("size " + size + " is larger than the largest bucket "
            + sorted[sorted.length - 1] + " of " + Arrays.toString(sorted));
      }

      @Override
      public String toString() {
        return "sizes" + Arrays.toString(sorted);
      }
    };
  }

  /** The next multiple of {@code step} (e.g. the MXU edge, 128), at least one step. */
  static Buckets multiplesOf(long step) {
    if (step < 1) {
      throw new IllegalArgumentException("multiplesOf: step must be at least 1, got " + step);
    }
    return new Buckets() {
      @Override
      public long bucketFor(long size) {
        requireSize(size);
        long n = Math.max(1, (size + step - 1) / step);
        return Math.multiplyExact(n, step);
      }

      @Override
      public String toString() {
        return "multiplesOf(" + step + ")";
      }
    };
  }

  /** No bucketing: every size is its own bucket (one program per size). */
  static Buckets exact() {
    return new Buckets() {
      @Override
      public long bucketFor(long size) {
        requireSize(size);
        return size;
      }

      @Override
      public String toString() {
        return "exact";
      }
    };
  }

  private static void requireSize(long size) {
    if (size < 0) {
      throw new IllegalArgumentException("sizes are not negative, got " + size);
    }
  }
}
