package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Arrays come back by their exact length, last kept first, for many lengths that share low bits. */
class LengthBucketsTest {
  @Test
  void eachLengthKeepsItsOwnArraysAcrossGrowth() {
    LengthBuckets<float[]> buckets = new LengthBuckets<>();
    Map<Integer, float[]> last = new HashMap<>();
    // multiples of 1024 (equal low bits) and small odd lengths, enough to grow the table several times
    for (int k = 1; k <= 200; k++) {
      for (int length : new int[] {k * 1024, 2 * k + 1}) {
        float[] first = new float[length];
        float[] second = new float[length];
        buckets.bucket(length).addLast(first);
        buckets.bucket(length).addLast(second);
        last.put(length, first);
        assertThat(buckets.take(length)).isSameAs(second);
      }
    }
    for (Map.Entry<Integer, float[]> e : last.entrySet()) {
      assertThat(buckets.take(e.getKey())).isSameAs(e.getValue());
      assertThat(buckets.take(e.getKey())).isNull();
      assertThat(buckets.get(e.getKey())).isEmpty();
    }
    assertThat(buckets.get(3 * 1024 + 7)).isNull();
    assertThat(buckets.take(0)).isNull();
    assertThatThrownBy(() -> buckets.bucket(0)).isInstanceOf(IllegalArgumentException.class);
  }
}
