package org.torchtpu.client.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A completion message past the scheduler's limit is cut by the client, not sent whole: a refused CompleteJob left the
 * job holding its chips (a job failing with a long exception's text did so).
 */
class JobClientMessageTest {
  @Test
  void aLongMessageIsCutWithAMarkerAndAShortOneKept() {
    String cut = JobClient.completionMessage("tiny-llama failed: " + "e".repeat(3000));
    assertThat(cut).hasSize(JobClient.MAX_COMPLETION_MESSAGE).startsWith("tiny-llama failed: eee")
        .endsWith("... [cut: 3019 characters]");
    String most = "m".repeat(JobClient.MAX_COMPLETION_MESSAGE);
    assertThat(JobClient.completionMessage(most)).isEqualTo(most);
    assertThat(JobClient.completionMessage(null)).isEmpty();
    // a character outside the BMP is not split at the cut
    String pairs = "\uD83D\uDE00".repeat(2000);
    String cutPairs = JobClient.completionMessage(pairs);
    assertThat(cutPairs.length()).isLessThanOrEqualTo(JobClient.MAX_COMPLETION_MESSAGE);
    assertThat(cutPairs.substring(0, cutPairs.indexOf("... [cut"))).matches("(\uD83D\uDE00)+");
  }
}
