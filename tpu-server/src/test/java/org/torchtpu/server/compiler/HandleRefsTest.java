package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Handles are chosen by the client, so a tenant can pick handles that collide in the table: the
 * table must stay linear in probes whatever the handles. Probes are counted (not timed).
 */
class HandleRefsTest {
  private static final int N = 100_000;
  /** A generous bound: well-spread keys average about 2 probes per lookup at half load. */
  private static final long PROBES_PER_OP = 40;

  /** The multiplier of the fixed hash HandleRefs used before it was seeded. */
  private static final long GOLDEN = 0x9E3779B97F4A7C15L;

  @Test
  void handlesCraftedAgainstTheOldPublicHashStayLinear() {
    long inverse = inverseOf(GOLDEN);
    HandleRefs refs = new HandleRefs(16);
    for (long k = 1; k <= N; k++) {
      long handle = ((k << 32) | k) * inverse; // all of these landed in slot 0 under the old hash
      refs.put(handle, k);
    }
    for (long k = 1; k <= N; k++) {
      assertThat(refs.get(((k << 32) | k) * inverse)).isEqualTo(k);
    }
    assertThat(refs.probes()).isLessThan(2 * N * PROBES_PER_OP);
  }

  @Test
  void handlesCraftedAgainstTheSeedItselfStayLinear() {
    long seed = 0x1234_5678_9ABC_DEF0L;
    HandleRefs refs = new HandleRefs(16, seed);
    for (long k = 1; k <= N; k++) {
      refs.put(collidingUnder(seed, k), k); // every one lands in slot 0 whatever the table's size
    }
    for (long k = 1; k <= N; k++) {
      assertThat(refs.get(collidingUnder(seed, k))).isEqualTo(k);
    }
    assertThat(refs.get(collidingUnder(seed, N + 1))).isEqualTo(HandleRefs.ABSENT);
    assertThat(refs.probes()).isLessThan(2 * N * PROBES_PER_OP);
  }

  @Test
  void consecutiveHandlesStillMapAndReplace() {
    HandleRefs refs = new HandleRefs(4);
    for (long h = 0; h < 1000; h++) {
      refs.put(h, 2 * h);
    }
    refs.put(7, 99);
    assertThat(refs.get(7)).isEqualTo(99);
    assertThat(refs.get(999)).isEqualTo(1998);
    assertThat(refs.get(1000)).isEqualTo(HandleRefs.ABSENT);
  }

  @Test
  void theSeedIsNotAFixedConstant() {
    // the seed is per JVM, not a published constant: a fresh SecureRandom value (2^-64 chance of zero)
    assertThat(HandleRefs.jvmSeed()).isNotZero();
  }

  /** A key whose mixed hash under {@code seed} is {@code k << 32}: its low 32 bits (the slot) are 0. */
  private static long collidingUnder(long seed, long k) {
    return unmix(k << 32) ^ seed;
  }

  /** The inverse of murmur3's fmix64. */
  private static long unmix(long h) {
    h ^= h >>> 33;
    h *= inverseOf(0xc4ceb9fe1a85ec53L);
    h ^= h >>> 33;
    h *= inverseOf(0xff51afd7ed558ccdL);
    h ^= h >>> 33;
    return h;
  }

  /** The multiplicative inverse of an odd number mod 2^64 (Newton's iteration). */
  private static long inverseOf(long odd) {
    long x = odd;
    for (int i = 0; i < 6; i++) {
      x *= 2 - odd * x;
    }
    assertThat(x * odd).isEqualTo(1L);
    return x;
  }
}
