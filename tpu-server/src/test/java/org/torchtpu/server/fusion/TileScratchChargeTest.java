package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.exec.RecordingShare.onSessionThread;

import org.junit.jupiter.api.Test;
import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.exec.RecordingShare;

/**
 * The tile buffers a thread's fused kernels keep (up to 2 MB a thread) are charged to the thread's {@link KeptHeap}
 * account, its session's tenant, by their high-water mark; one the account has no room for is not kept. Before, they
 * were charged to no one.
 */
class TileScratchChargeTest {


  @Test
  void keptTileBuffersAreChargedOnceAtTheFirstKeep() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    onSessionThread(share, () -> {
      TileScratch scratch = TileScratch.mine();
      float[] tile = scratch.floatsToOverwrite(1 << 18);
      scratch.giveBack(tile);
      assertThat(share.held.get()).isEqualTo(TileScratch.MAX_BYTES);
      for (int i = 0; i < 100; i++) { // a kernel's take and give back, again and again: charged once
        scratch.giveBack(scratch.floatsToOverwrite(1 << 18));
      }
      scratch.giveBack(new long[1 << 16]);
      assertThat(share.asked.get()).as("times the account was asked").isEqualTo(1);
      assertThat(share.held.get()).isEqualTo(TileScratch.MAX_BYTES);
    });
  }

  /** Refused once, the thread keeps nothing and asks no more: the account's lock is not paid per tile at a full share. */
  @Test
  void aThreadTheAccountHasNoRoomForKeepsNothingAndAsksOnce() throws InterruptedException {
    RecordingShare share = new RecordingShare(1 << 10);
    onSessionThread(share, () -> {
      TileScratch scratch = TileScratch.mine();
      float[] tile = new float[1 << 8];
      for (int i = 0; i < 100; i++) {
        scratch.giveBack(tile);
      }
      assertThat(share.held.get()).isZero();
      assertThat(share.asked.get()).as("times the account was asked").isEqualTo(1);
      assertThat(scratch.floatsToOverwrite(1 << 8)).as("not kept").isNotSameAs(tile);
    });
  }
}
