package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;

/** whileLoop / forLoop in compiled tracing: one while op whose regions are the traced cond and body. */
class LoopsTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s;

  LoopsTest() {
    wire.compiler = new FakeCompiler();
    s = wire.session();
  }

  private static TensorType f32(long... dims) {
    return Shapes.type(DType.F32, dims);
  }

  /** Three layers scanned into one body: x = relu(x @ W[i]) with W stacked [3, 8, 8], read from outside the loop. */
  private static List<Tensor> scannedLayers(Tensor[] in) {
    Tensor weights = in[1];
    return Loops.forLoop(3, List.of(in[0]), (i, xs) -> {
      Tensor w = weights.indexSelect(0, i.reshape(1)).reshape(8, 8);
      return List.of(xs.get(0).matmul(w).relu());
    });
  }

  @Test
  void forLoopTracesOneWhileOpWithTheBodyOnceAndCapturesOuterTensors() {
    Graph g = s.trace(LoopsTest::scannedLayers, List.of(f32(4, 8), f32(3, 8, 8)));
    List<Op> loops = g.getOpsList().stream().filter(Op::hasWhile).toList();
    assertThat(loops).hasSize(1);
    Op loop = loops.get(0);
    // carried: counter, x; captured: the stacked weights
    assertThat(loop.getOperandsCount()).isEqualTo(3);
    assertThat(loop.getWhile().getBody().getOpsList()).anyMatch(Op::hasDotGeneral);
    assertThat(loop.getWhile().getBody().getOpsList().stream().filter(Op::hasDotGeneral)).hasSize(1);
    assertThat(loop.getWhile().getBody().getParameterTypesList())
        .containsExactly(Shapes.type(DType.S32, List.of()), f32(4, 8), f32(3, 8, 8));
    // the whole graph types with the op set's rules, regions included
    List<TensorType> types = TypeInference.infer(loop, List.of(Shapes.type(DType.S32, List.of()), f32(4, 8),
        f32(3, 8, 8)));
    assertThat(types).hasSize(3);
    assertThat(g.getOutputsCount()).isEqualTo(1);
  }

  @Test
  void bodyOfOtherTypesThanTheCarriedValuesIsRejectedNamingShapesAndRule() {
    assertThatThrownBy(() -> s.trace(in -> Loops.whileLoop(List.of(in[0]), xs -> xs.get(0).sum().lt(10.0),
        xs -> List.of(xs.get(0).sum())), List.of(f32(4))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("whileLoop: body result 0 is f32[] but the loop carries f32[4]")
        .hasMessageContaining("rule: the body returns exactly the carried values' types");
  }

  @Test
  void condThatIsNotAPredScalarIsRejected() {
    assertThatThrownBy(() -> s.trace(in -> Loops.whileLoop(List.of(in[0]), xs -> xs.get(0),
        xs -> List.of(xs.get(0))), List.of(f32(4))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("cond returns f32[4]; rule: cond must return one pred[] scalar");
  }

  @Test
  void loopsOutsideCompiledTracingAreRejected() {
    Tensor x = s.zeros(4);
    assertThatThrownBy(() -> Loops.forLoop(2, List.of(x), (i, xs) -> xs))
        .isInstanceOf(TracingException.class).hasMessageContaining("inside a function given to Session.compile");
  }
}
