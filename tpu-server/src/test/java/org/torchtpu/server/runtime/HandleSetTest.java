package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.OpBatch;

class HandleSetTest {
  @Test
  void answersMembershipOfEachDistinctHandle() {
    HandleSet set = HandleSet.of(List.of(9L, 3L, 9L, -1L));
    assertThat(set).hasSize(3).containsExactly(-1L, 3L, 9L);
    assertThat(set.contains(3L)).isTrue();
    assertThat(set.contains(4L)).isFalse();
    assertThat(set.contains("3")).isFalse();
    assertThat(set.containsHandle(-1)).isTrue();
    assertThat(HandleSet.of(List.of())).isEmpty();
  }

  /**
   * A parsed batch's dead values are read without boxing: a HashSet of them allocated about 50 bytes per handle on the
   * session's thread, for a one-byte wire element; this stays near the 8 of a long (twice: the copy and its sort).
   */
  @Test
  void aParsedListIsReadWithoutBoxing() throws Exception {
    OpBatch.Builder b = OpBatch.newBuilder();
    int n = 100_000;
    for (int i = 0; i < n; i++) {
      b.addDeadValues(1_000_000L + i * 7L); // past the small-Long cache: a boxed copy allocates every one
    }
    OpBatch parsed = OpBatch.parseFrom(b.build().toByteArray());
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    HandleSet.of(parsed.getDeadValuesList()); // loads the class outside the measurement
    long before = threads.getCurrentThreadAllocatedBytes();
    HandleSet set = HandleSet.of(parsed.getDeadValuesList());
    long allocated = threads.getCurrentThreadAllocatedBytes() - before;
    assertThat(set).hasSize(n);
    assertThat(set.contains(1_000_007L)).isTrue();
    assertThat(allocated).as("bytes allocated for %d handles", n).isLessThan(12L * n);
  }
}
