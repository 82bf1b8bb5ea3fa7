package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A program keeps its small constants decoded between calls, outside what the host counts for it: sessions and the
 * program cache hold a program at its serialized size. Decoded, a one-byte element (s8, u8, pred) is a long, so a
 * tenant compiling programs of many 64 KiB s8 constants held eight times their counted bytes in heap no share
 * counted, enough to run a host out of heap from within its share. What a program keeps decoded is now at most the
 * bytes of its constants' own data, which its serialized size already counts; the rest is decoded per call.
 */
class KeptConstantsBoundTest {
  private static final int ELEMENTS = 60_000; // each literal under the 64 KiB a program keeps decoded at most
  private static final int CONSTANTS = 8;

  @Test
  void aProgramKeepsDecodedAtMostItsConstantsOwnBytesAndStillComputesTheSameBits() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.S8, ELEMENTS));
    Random random = new Random(17);
    List<Long> outputs = new ArrayList<>();
    for (int c = 0; c < CONSTANTS; c++) {
      long[] data = new long[ELEMENTS];
      for (int i = 0; i < ELEMENTS; i++) {
        data[i] = random.nextInt(256) - 128;
      }
      outputs.add(b.add(x, b.constant(DeviceArray.ofLongs(DType.S8, new int[] {ELEMENTS}, data))));
    }
    Graph graph = b.graph(outputs.stream().mapToLong(Long::longValue).toArray());
    ExecutableProgram program = CompilerTestSupport.compile(graph);
    for (int call = 0; call < 3; call++) {
      List<DeviceArray> parameters = CompilerTestSupport.randomParameters(graph, random);
      List<DeviceArray> got = program.run(parameters, CompilerTestSupport.EXECUTOR, false);
      List<DeviceArray> want = CompilerTestSupport.runOpByOp(graph, parameters);
      for (int o = 0; o < CONSTANTS; o++) {
        CompilerTestSupport.assertBitIdentical(want.get(o), got.get(o), "call " + call + " output " + o);
      }
    }
    long constantBytes = (long) CONSTANTS * ELEMENTS; // one byte an element, as the program's literals hold them
    assertThat(program.keptConstantBytes()).as("decoded constants kept between calls")
        .isPositive().isLessThanOrEqualTo(constantBytes);
  }
}
