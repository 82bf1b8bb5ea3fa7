package org.torchtpu.api.wire;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A completion message past the scheduler's limit is cut (by the SDK before sending and by the scheduler on receipt),
 * not refused: a refused CompleteJob left the job holding its chips (a job failing with a long exception's text did so).
 */
class CompletionMessagesTest {
  @Test
  void aLongMessageIsCutWithAMarkerAndAShortOneKept() {
    String cut = CompletionMessages.bounded("tiny-llama failed: " + "e".repeat(3000));
    assertThat(cut).hasSize(CompletionMessages.MAX_CHARACTERS).startsWith("tiny-llama failed: eee")
        .endsWith("... [cut: 3019 characters]");
    String most = "m".repeat(CompletionMessages.MAX_CHARACTERS);
    assertThat(CompletionMessages.bounded(most)).isEqualTo(most);
    assertThat(CompletionMessages.bounded(null)).isNull();
    // a character outside the BMP is not split at the cut
    String pairs = "\uD83D\uDE00".repeat(2000);
    String cutPairs = CompletionMessages.bounded(pairs);
    assertThat(cutPairs.length()).isLessThanOrEqualTo(CompletionMessages.MAX_CHARACTERS);
    assertThat(cutPairs.substring(0, cutPairs.indexOf("... [cut"))).matches("(\uD83D\uDE00)+");
  }
}
