package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.UnaryOp;

/**
 * The values a run drops after each kernel ({@link ExecutableProgram#dropsAfter}, worked out when the program is
 * loaded): every value some kernel reads and no later kernel does, once, after its last reader; never an output.
 */
class ProgramDropsTest {
  @Test
  void eachDeadValueIsDroppedOnceAfterItsLastReader() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4, 4));
    long square = b.mul(x, x); // one op reading the same value twice
    long product = b.matmul(square, x);
    long out = b.add(b.unary(UnaryOp.Kind.TANH, product), square);
    Graph graph = b.graph(new long[] {out, product});
    for (ExecutableProgram program : List.of(CompilerTestSupport.compile(graph),
        CompilerTestSupport.compile(graph, "fusion"))) {
      int[] lastUse = program.lastUse();
      Set<Long> outputs = new HashSet<>();
      for (long id : program.outputIds()) {
        outputs.add(id);
      }
      Set<Long> read = new HashSet<>();
      List<Long> dropped = new ArrayList<>();
      for (int k = 0; k < program.kernels().size(); k++) {
        for (int index : program.kernels().get(k).ops()) {
          Op op = program.ops().get(index);
          for (int i = 0; i < op.getOperandsCount(); i++) {
            read.add(op.getOperands(i));
          }
        }
        for (long id : program.dropsAfter(k)) {
          assertThat(lastUse[(int) id]).as("value %d dropped after kernel %d", id, k).isEqualTo(k);
          dropped.add(id);
        }
      }
      read.removeAll(outputs);
      assertThat(dropped).as("each dropped once").doesNotHaveDuplicates();
      assertThat(new HashSet<>(dropped)).as("every value read and not an output").isEqualTo(read);
    }
  }
}
