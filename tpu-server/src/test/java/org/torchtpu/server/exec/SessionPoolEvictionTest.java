package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A session's pool (charged, never trimmed by a program's run) that is full keeps recycling: it evicts the arrays it
 * kept longest ago, giving back their charge, instead of refusing every array from then on while the lengths nobody
 * asks for again stay charged. Emptied, it forgets the lengths it kept.
 */
class SessionPoolEvictionTest {
  /** An account recording what the pool holds charged. */
  private static final class Charge implements KeptHeap.Account {
    long held;

    @Override
    public boolean tryTake(long bytes) {
      held += bytes;
      return true;
    }

    @Override
    public void giveBack(long bytes) {
      held -= bytes;
    }
  }

  @Test
  void aFullSessionPoolEvictsWhatItKeptLongestAgo() {
    Charge charge = new Charge();
    BufferPool pool = new BufferPool(4 * 4096 * 4, 4096, charge); // four float[4096]
    float[] oldest = new float[4096];
    pool.give(oldest);
    pool.give(new float[4097]); // lengths asked for once, never again
    pool.give(new long[2049]);
    assertThat(pool.heldBytes()).isEqualTo(4L * 4096 + 4L * 4097 + 8L * 2049);

    float[] asked = new float[4100];
    pool.give(asked); // no room for it: the float[4096], kept longest ago, makes room
    assertThat(pool.heldBytes()).isEqualTo(4L * 4097 + 8L * 2049 + 4L * 4100);
    assertThat(charge.held).as("an evicted array's charge is given back").isEqualTo(pool.heldBytes());

    BufferPool previous = BufferPool.install(pool);
    try {
      assertThat(BufferPool.floatsToOverwrite(4100)).as("the newest array is recycled").isSameAs(asked);
      assertThat(BufferPool.floatsToOverwrite(4096)).as("evicted").isNotSameAs(oldest);
      assertThat(pool.heldBytes()).isEqualTo(4L * 4097 + 8L * 2049);
    } finally {
      BufferPool.install(previous);
    }
    assertThat(pool.clear()).isEqualTo(4L * 4097 + 8L * 2049);
    assertThat(charge.held).isZero();
  }

  @Test
  void clearForgetsTheLengthsKept() {
    LengthBuckets<float[]> buckets = new LengthBuckets<>();
    for (int k = 1; k <= 40; k++) {
      buckets.bucket(k * 100, k).addLast(new float[k * 100]);
    }
    assertThat(buckets.lengths()).isEqualTo(40);
    assertThat(buckets.stalest()).isEqualTo(100);
    buckets.clear();
    assertThat(buckets.lengths()).as("no slot kept for lengths nobody may ask for again").isZero();
    assertThat(buckets.get(100)).isNull();
    assertThat(buckets.stalest()).isZero();
  }

  /**
   * A length whose arrays were all evicted (at once) or taken (once the table is full) frees its slot in the pool's
   * table (bounded: {@link BufferPool#MAX_LENGTHS}). Before, a session that had pooled 4,096 distinct lengths stopped pooling any new
   * length for good: the table stayed full of empty buckets.
   */
  @Test
  void evictedAndTakenLengthsFreeTheirSlots() {
    Charge charge = new Charge();
    BufferPool pool = new BufferPool(4L * 16384, 4096, charge); // one float[8192 + k] at a time
    BufferPool previous = BufferPool.install(pool);
    try {
      for (int k = 1; k <= BufferPool.MAX_LENGTHS + 100; k++) {
        pool.give(new float[8192 + k]); // evicts the one before
      }
      float[] evictedPast = new float[8192 + BufferPool.MAX_LENGTHS + 101];
      pool.give(evictedPast);
      assertThat(BufferPool.floatsToOverwrite(evictedPast.length) == evictedPast).as("a new length pooled").isTrue();
      for (int k = 1; k <= BufferPool.MAX_LENGTHS + 100; k++) {
        pool.give(new long[2048 + k]);
        BufferPool.longsToOverwrite(2048 + k); // taken: its bucket is empty (forgotten once the table is full)
      }
      long[] takenPast = new long[2048 + BufferPool.MAX_LENGTHS + 101];
      pool.give(takenPast);
      assertThat(BufferPool.longsToOverwrite(takenPast.length) == takenPast).as("a new length pooled").isTrue();
    } finally {
      BufferPool.install(previous);
    }
    assertThat(pool.heldBytes()).isZero();
    assertThat(charge.held).isZero();
  }

  /** Forgetting lengths in any order leaves every other length found (the table's probe runs stay whole). */
  @Test
  void forgettingLengthsKeepsTheOthersFound() {
    LengthBuckets<float[]> buckets = new LengthBuckets<>();
    java.util.Map<Integer, float[]> expected = new java.util.HashMap<>();
    java.util.Random random = new java.util.Random(19);
    for (int step = 0; step < 20_000; step++) {
      int length = 1 + random.nextInt(300) * 2048; // multiples of a power of two: long probe runs
      if (random.nextBoolean()) {
        float[] a = new float[1];
        if (expected.putIfAbsent(length, a) == null) {
          buckets.bucket(length, step).addLast(a);
        }
      } else if (expected.remove(length) != null) {
        assertThat(buckets.take(length)).isNotNull();
        if (step % 2 == 0) {
          buckets.forgetIfEmpty(length);
        } else if (step % 5 == 0) {
          buckets.forgetEmpty();
        }
      }
      if (step % 97 == 0) {
        buckets.forgetEmpty(); // the lengths taken but not forgotten yet
        for (int l = 1; l < 300 * 2048; l += 2048) {
          float[] a = expected.get(l);
          if (a == null) {
            assertThat(buckets.get(l)).as("length %d forgotten", l).isNull();
          } else {
            assertThat(buckets.get(l)).as("length %d found", l).containsExactly(a);
          }
        }
        assertThat(buckets.lengths()).isEqualTo(expected.size());
      }
    }
  }
}
