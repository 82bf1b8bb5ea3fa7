package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.SourceLocation;

class CallerLocationTest {
  /**
   * The walker's batch is sized to the depths the thread's recent walks found: a deep call after many
   * shallow ones spills past the batch, a shallow one after deep ones has room to spare. Each must still
   * name the user's line.
   */
  @Test
  void theCallersLineIsFoundWhateverTheDepthsOfTheWalksBeforeIt() {
    int[] depths = {1, 3, 5, 40, 2, 64, 7, 7, 7, 9, 120, 1, 33, 6, 8};
    for (int round = 0; round < 300; round++) { // past the estimate's period, so it also shrinks back
      for (int depth : depths) {
        SourceLocation at = SdkFrames.callerBelow(depth); int line = new Throwable().getStackTrace()[0].getLineNumber();
        assertThat(at.getLine()).as("round %d, %d SDK frames", round, depth).isEqualTo(line);
        assertThat(at.getFunction()).isEqualTo(CallerLocationTest.class.getName()
            + ".theCallersLineIsFoundWhateverTheDepthsOfTheWalksBeforeIt");
        assertThat(at.getFile()).isEqualTo("CallerLocationTest.java");
      }
    }
  }

  @Test
  void eachThreadFindsItsOwnCallersLine() throws Exception {
    SourceLocation[] fromThread = new SourceLocation[1];
    Thread t = new Thread(() -> fromThread[0] = deepCallFromHere());
    t.start();
    t.join(30_000);
    SourceLocation here = SdkFrames.callerBelow(2); int line = new Throwable().getStackTrace()[0].getLineNumber();
    assertThat(here.getLine()).isEqualTo(line);
    assertThat(fromThread[0].getFunction()).endsWith(".deepCallFromHere");
  }

  private static SourceLocation deepCallFromHere() {
    return SdkFrames.callerBelow(50);
  }
}
