package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.exec.RecordingShare.onSessionThread;

import org.junit.jupiter.api.Test;

/**
 * The packing buffers a thread keeps for its next matmul (up to 8 MB each, two a thread) are charged to the thread's
 * {@link KeptHeap} account, its session's tenant, and one the account has no room for is not kept: before, they were
 * charged to no one, so a tenant's hundreds of sessions kept gigabytes outside its heap share.
 */
class KeptScratchChargeTest {


  @Test
  void keptPackingBuffersAreChargedToTheThreadsAccount() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    onSessionThread(share, () -> {
      float[] lhs = MatmulPacking.borrow(0, 1 << 20);
      MatmulPacking.giveBack(0, lhs);
      assertThat(share.held.get()).as("one kept 4 MB buffer").isEqualTo(4L << 20);
      assertThat(MatmulPacking.borrow(0, 1 << 20)).as("kept for the next matmul").isSameAs(lhs);
      MatmulPacking.giveBack(0, lhs);
      float[] larger = new float[1 << 21];
      MatmulPacking.giveBack(0, larger); // replaces the smaller one: charged the difference
      assertThat(share.held.get()).isEqualTo(8L << 20);
    });
  }

  @Test
  void aBufferTheAccountHasNoRoomForIsNotKept() throws InterruptedException {
    RecordingShare share = new RecordingShare(1 << 20);
    onSessionThread(share, () -> {
      float[] lhs = MatmulPacking.borrow(1, 1 << 20);
      MatmulPacking.giveBack(1, lhs);
      assertThat(share.held.get()).isZero();
      assertThat(MatmulPacking.borrow(1, 1 << 20)).as("not kept").isNotSameAs(lhs);
    });
  }

  /**
   * A kept buffer the GC took (its soft reference cleared, as under memory pressure) gives its charge back at the next
   * borrow. Before, it stayed charged until the session's thread stopped: the tenant refused for heap it no longer held.
   */
  @Test
  void aBufferTheGcTookIsNoLongerCharged() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    onSessionThread(share, () -> {
      float[] lhs = MatmulPacking.borrow(0, 1 << 20);
      MatmulPacking.giveBack(0, lhs);
      assertThat(share.held.get()).isEqualTo(4L << 20);
      MatmulPacking.clearKeptAsTheGcWould();
      assertThat(MatmulPacking.borrow(0, 1 << 20)).isNotSameAs(lhs);
      assertThat(share.held.get()).as("charge of the buffer the GC took").isZero();
    });
  }

  /** Refused once, the account is not asked again on every matmul until this thread gives some back. */
  @Test
  void aRefusedThreadAsksAgainOnlyAfterAGiveBack() throws InterruptedException {
    RecordingShare share = new RecordingShare(1 << 20);
    onSessionThread(share, () -> {
      for (int i = 0; i < 50; i++) {
        MatmulPacking.giveBack(1, MatmulPacking.borrow(1, 1 << 20));
      }
      assertThat(share.asked.get()).as("times the account was asked").isEqualTo(1);
      assertThat(share.held.get()).isZero();
    });
  }
}
