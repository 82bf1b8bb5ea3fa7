package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A thread's packing buffer is lent to one matmul at a time and kept (the larger one) for the next. */
class MatmulPackingScratchTest {
  @Test
  void aLentBufferIsNeverLentTwiceAndComesBackForTheNextMatmul() throws Exception {
    // on a thread of its own: the scratch is per thread, and earlier tests' matmuls left buffers in this one's
    java.util.concurrent.atomic.AtomicReference<Throwable> failure = new java.util.concurrent.atomic.AtomicReference<>();
    Thread t = new Thread(() -> {
      try {
        lendAndGiveBack();
      } catch (Throwable e) {
        failure.set(e);
      }
    });
    t.start();
    t.join(60_000); // a hang bound only
    assertThat(t.isAlive()).isFalse();
    if (failure.get() != null) {
      throw new AssertionError(failure.get());
    }
  }

  private static void lendAndGiveBack() {
    float[] outer = MatmulPacking.borrow(0, 64);
    MatmulPacking.giveBack(0, outer);
    float[] kept = MatmulPacking.borrow(0, 64);
    assertThat(kept).as("the buffer given back is lent again").isSameAs(outer);
    float[] nested = MatmulPacking.borrow(0, 32); // a matmul started on this thread while the first one runs
    assertThat(nested).as("never the buffer already lent").isNotSameAs(kept);
    MatmulPacking.giveBack(0, nested);
    MatmulPacking.giveBack(0, kept);
    assertThat(MatmulPacking.borrow(0, 64)).as("the lent one stays after the nested one came back").isSameAs(kept);
    MatmulPacking.giveBack(0, kept);
    float[] larger = MatmulPacking.borrow(0, 128);
    assertThat(larger).isNotSameAs(kept);
    MatmulPacking.giveBack(0, larger);
    assertThat(MatmulPacking.borrow(0, 100)).as("the larger one is kept").isSameAs(larger);
    MatmulPacking.giveBack(0, larger);
  }
}
