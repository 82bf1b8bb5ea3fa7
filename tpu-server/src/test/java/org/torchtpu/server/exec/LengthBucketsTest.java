package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Arrays come back by their exact length, last kept first, for many lengths that share low bits; a trim keeps of each
 * length what was asked for since the last one.
 */
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

  @Test
  void aTrimKeepsOfEachLengthAtMostItsRequestsSinceTheLastTrimAcrossGrowth() {
    LengthBuckets<float[]> buckets = new LengthBuckets<>();
    assertThat(buckets.request(8)).as("none kept yet, the request is counted all the same").isNull();
    float[] older = new float[8];
    float[] newest = new float[8];
    buckets.bucket(8).addLast(new float[8]);
    buckets.bucket(8).addLast(older);
    buckets.bucket(8).addLast(newest);
    for (int k = 1; k <= 100; k++) { // grows the table several times between the request and the trim
      buckets.bucket(1024 * k + 5).addLast(new float[1024 * k + 5]);
    }
    long unasked = 0;
    for (int k = 1; k <= 100; k++) {
      unasked += 1024 * k + 5;
    }
    assertThat(buckets.trimToRequests()).as("elements dropped: two of 8, every array of a length never asked for")
        .isEqualTo(2 * 8 + unasked);
    assertThat(buckets.get(8)).containsExactly(newest);
    assertThat(buckets.get(1024 + 5)).isEmpty();
    assertThat(buckets.request(8)).isSameAs(newest);
    buckets.bucket(8).addLast(older);
    buckets.bucket(8).addLast(newest);
    assertThat(buckets.trimToRequests()).as("counted afresh since the last trim: one request").isEqualTo(8);
    assertThat(buckets.get(8)).containsExactly(newest);
  }
}
