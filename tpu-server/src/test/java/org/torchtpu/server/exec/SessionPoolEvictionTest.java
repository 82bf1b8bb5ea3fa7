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
}
