package org.torchtpu.server.chip;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;

class ChipTest {
  private final Chip chip = new Chip(3, ChipSpecs.of(Generation.V5E));

  @Test
  void allocationsAddUpAndReleaseReturnsMemory() {
    chip.allocate(1L << 30, "a");
    chip.allocate(2L << 30, "b");
    assertThat(chip.hbmUsed()).isEqualTo(3L << 30);
    chip.release(1L << 30);
    assertThat(chip.hbmUsed()).isEqualTo(2L << 30);
  }

  @Test
  void allocationPastCapacityFailsNamingTheSizesAndChangesNothing() {
    long capacity = chip.hbmCapacity();
    assertThat(capacity).isEqualTo(16L << 30);
    chip.allocate(capacity - 100, "most of it");
    assertThatThrownBy(() -> chip.allocate(101, "f32[26]"))
        .isInstanceOf(HbmExhaustedException.class)
        .hasMessageContaining("chip 3")
        .hasMessageContaining("v5e")
        .hasMessageContaining("f32[26]")
        .hasMessageContaining("101 B")
        .hasMessageContaining("100 B");
    assertThat(chip.hbmUsed()).isEqualTo(capacity - 100);
    chip.allocate(100, "exactly the rest");
    assertThat(chip.hbmUsed()).isEqualTo(capacity);
  }

  @Test
  void concurrentAllocationsNeverOvercommit() throws InterruptedException {
    long block = chip.hbmCapacity() / 1000;
    Thread[] threads = new Thread[4];
    for (int t = 0; t < threads.length; t++) {
      threads[t] = new Thread(() -> {
        for (int i = 0; i < 400; i++) {
          try {
            chip.allocate(block, "block");
          } catch (HbmExhaustedException full) {
            return;
          }
        }
      });
      threads[t].start();
    }
    for (Thread t : threads) {
      t.join();
    }
    assertThat(chip.hbmUsed()).isLessThanOrEqualTo(chip.hbmCapacity()).isEqualTo(1000 * block);
  }

  @Test
  void bytesTextIsExactAndReadable() {
    assertThat(Chip.bytesText(512)).isEqualTo("512 B");
    assertThat(Chip.bytesText(16L << 30)).isEqualTo("17179869184 B (16.00 GiB)");
  }
}
