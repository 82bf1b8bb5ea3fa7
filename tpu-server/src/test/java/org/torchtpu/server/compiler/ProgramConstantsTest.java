package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A program's unfused constant kernels hand out the constant the program decoded once, on every call, and the
 * program's storage recycling never reuses that array for another value: later calls compute the same bits.
 */
class ProgramConstantsTest {
  @Test
  void aConstantIsDecodedOnceAndNeverRecycled() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 8));
    long c = b.constant(DeviceArray.ofFloats(DType.F32, new int[] {8}, new float[] {1, 2, 3, 4, 5, 6, 7, 8}));
    // the constant dies inside the run after the add, and the product wants storage of its length from the pool
    long out = b.mul(b.add(c, x), x);
    Graph graph = b.graph(new long[] {c, out});
    ExecutableProgram program = CompilerTestSupport.compile(graph, "fusion");
    Random random = new Random(7);
    float[] first = null;
    for (int call = 0; call < 4; call++) {
      List<DeviceArray> parameters = CompilerTestSupport.randomParameters(graph, random);
      List<DeviceArray> got = program.run(parameters, CompilerTestSupport.EXECUTOR, false);
      List<DeviceArray> want = CompilerTestSupport.runOpByOp(graph, parameters);
      if (first == null) {
        first = got.get(0).floats();
      }
      assertThat(got.get(0).floats()).as("call %d: the program's one decoded constant", call).isSameAs(first)
          .containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
      CompilerTestSupport.assertBitIdentical(want.get(1), got.get(1), "call " + call + " (c + x) * x");
    }
  }
}
