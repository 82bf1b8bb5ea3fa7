package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The recycler's table of storage holders: counts by identity, the recyclable flag, growth and reuse. */
class StorageHoldersTest {
  @Test
  void lastReleaseOfAFreshArrayRecyclesItOnce() {
    StorageHolders h = new StorageHolders();
    float[] a = new float[4];
    h.hold(a, true);
    h.hold(a, true); // a second value sharing the storage (a reshape)
    assertThat(h.release(a)).isFalse();
    assertThat(h.release(a)).isTrue();
    assertThat(h.release(a)).as("released again after its last holder").isFalse();
  }

  @Test
  void equalButDistinctArraysAreDistinctEntries() {
    StorageHolders h = new StorageHolders();
    float[] a = new float[4];
    float[] b = new float[4];
    h.hold(a, true);
    h.hold(b, false);
    assertThat(h.release(b)).as("not ours").isFalse();
    assertThat(h.release(a)).isTrue();
  }

  @Test
  void theFirstHolderDecidesAndAPinOverrides() {
    StorageHolders h = new StorageHolders();
    float[] parameter = new float[2];
    h.hold(parameter, false);
    h.hold(parameter, true); // a kernel handed the parameter's storage back: still not ours
    h.release(parameter);
    assertThat(h.release(parameter)).isFalse();

    float[] sent = new float[2];
    h.hold(sent, true);
    h.pin(sent); // a collective's operand
    assertThat(h.release(sent)).isFalse();

    float[] pinnedFirst = new float[2];
    h.pin(pinnedFirst);
    h.hold(pinnedFirst, true);
    assertThat(h.release(pinnedFirst)).isFalse();
  }

  @Test
  void anArrayHeldAgainAfterItsLastReleaseStartsAfresh() {
    StorageHolders h = new StorageHolders();
    float[] a = new float[8];
    h.hold(a, false);
    assertThat(h.release(a)).isFalse();
    h.hold(a, true); // the pool handed it out again as a kernel's output
    assertThat(h.release(a)).isTrue();
  }

  @Test
  void growsPastItsFirstSizeAndIsEmptyAfterClear() {
    StorageHolders h = new StorageHolders();
    List<long[]> arrays = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      long[] a = new long[1];
      arrays.add(a);
      h.hold(a, i % 2 == 0);
      h.hold(a, true);
    }
    for (int i = 0; i < arrays.size(); i++) {
      assertThat(h.release(arrays.get(i))).isFalse();
      assertThat(h.release(arrays.get(i))).as("array %d", i).isEqualTo(i % 2 == 0);
    }
    h.clear();
    for (long[] a : arrays) {
      assertThat(h.release(a)).as("after clear").isFalse();
    }
    h.hold(arrays.get(1), true);
    assertThat(h.release(arrays.get(1))).as("a cleared table starts afresh").isTrue();
  }
}
