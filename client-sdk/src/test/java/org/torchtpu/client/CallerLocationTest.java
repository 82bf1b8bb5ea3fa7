package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.SourceLocation;

class CallerLocationTest {
  /**
   * The walker fetches a first batch of frames sized for the SDK's usual depth: a call site deeper than
   * that (a user's code reached through many SDK frames) spills into further batches, a shallow one leaves
   * slots unused, and the per-call-site cache must not mix them up. Each must name the user's line.
   */
  @Test
  void theCallersLineIsFoundWhateverTheDepthsOfTheWalksBeforeIt() {
    int[] depths = {1, 3, 5, 40, 2, 64, 7, 7, 7, 9, 120, 1, 33, 6, 8};
    for (int round = 0; round < 3; round++) { // the second and third rounds come from the call-site cache
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

  /**
   * Two overloads with the same bytecode call the SDK at the same bytecode index from different lines: the
   * call-site cache must tell them apart by the method's type, not only its name.
   */
  @Test
  void overloadsCallingFromTheSameBytecodeIndexEachGetTheirOwnLine() {
    for (int round = 0; round < 2; round++) { // the second round comes from the call-site cache
      int[] intSite = fromOverload(0);
      int[] longSite = fromOverload(0L);
      assertThat(intSite[1]).as("the overloads' call sites share a bytecode index").isEqualTo(longSite[1]);
      assertThat(intSite[0]).as("int overload, round %d", round).isEqualTo(intSite[2]);
      assertThat(longSite[0]).as("long overload, round %d", round).isEqualTo(longSite[2]);
      assertThat(intSite[0]).isNotEqualTo(longSite[0]);
    }
  }

  /** The line found, the caller frame's bytecode index, and the line the call is on. */
  private static int[] fromOverload(int unused) {
    StackWalker.StackFrame[] self = new StackWalker.StackFrame[1];
    SourceLocation at = SdkFrames.callerBelow(1, self); int line = new Throwable().getStackTrace()[0].getLineNumber();
    return new int[] {at.getLine(), self[0].getByteCodeIndex(), line};
  }

  private static int[] fromOverload(long unused) {
    StackWalker.StackFrame[] self = new StackWalker.StackFrame[1];
    SourceLocation at = SdkFrames.callerBelow(1, self); int line = new Throwable().getStackTrace()[0].getLineNumber();
    return new int[] {at.getLine(), self[0].getByteCodeIndex(), line};
  }
}
