package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The ranges an elementwise op runs in cover its elements once, also for the longest arrays. */
class ElementwiseRangesTest {
  @Test
  void rangesNearTheLargestArrayCoverItOnceWithoutWrapping() {
    int n = Integer.MAX_VALUE - 64; // no elements touched: the task only notes its ranges
    AtomicLong covered = new AtomicLong();
    ConcurrentLinkedQueue<Integer> badStarts = new ConcurrentLinkedQueue<>();
    ElementwiseKernels.inRanges(n, (from, count) -> {
      if (from < 0 || count <= 0 || (long) from + count > n) {
        badStarts.add(from);
        throw new IllegalStateException("range " + from + " + " + count + " of " + n); // before: a wrapped block start
      }
      covered.addAndGet(count);
    });
    assertThat(badStarts).isEmpty();
    assertThat(covered.get()).isEqualTo(n);
  }
}
