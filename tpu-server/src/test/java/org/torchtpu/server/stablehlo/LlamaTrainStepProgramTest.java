package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

/**
 * The mode table's compiled tiny-Llama train step (forward, backward and AdamW, 1,164 ops as the SDK traces them,
 * {@code warmup/llama_train_step.pb} written by the e2e tool {@code WarmupGraphExport}) compiled and run gives
 * the same bits as its ops run one by one on the executor, as Strict mode runs them: every output, on the first call
 * and on later calls that reuse the program's recycled storage. The tuning of the compiled path's small kernels
 * (matmul kernel choice, fused kernels' scratch, storage recycling) is held to this.
 */
class LlamaTrainStepProgramTest {
  @Test
  void compiledStepGivesTheOpByOpBits() throws IOException {
    Graph graph;
    try (InputStream in = getClass().getResourceAsStream("/warmup/llama_train_step.pb")) {
      assertThat(in).as("warmup/llama_train_step.pb on the class path").isNotNull();
      graph = Graph.parseFrom(in);
    }
    Executor executor = new Executor();
    ExecutableProgram program = ProgramBench.compile("llama_train_step", executor);
    assertThat(program.kernelCount()).as("kernels").isLessThan(graph.getOpsCount());
    GraphRunner opByOp = new GraphRunner();
    for (int call = 0; call < 3; call++) {
      List<DeviceArray> inputs = inputs(program.parameterTypes(), call);
      List<DeviceArray> want = opByOp.run(graph, inputs);
      List<DeviceArray> got = program.run(inputs, executor, false);
      assertThat(got).hasSameSizeAs(want);
      for (int o = 0; o < want.size(); o++) {
        DeviceArray w = want.get(o);
        DeviceArray g = got.get(o);
        assertThat(g.type()).as("call %d output %d type", call, o).isEqualTo(w.type());
        if (w.isFloat()) {
          assertThat(bits(g.floats())).as("call %d output %d bits", call, o).containsExactly(bits(w.floats()));
        } else {
          assertThat(g.longs()).as("call %d output %d", call, o).containsExactly(w.longs());
        }
      }
      // a finite loss that moves with the inputs: the program really trained on them
      assertThat(Float.isFinite(got.get(0).floats()[0])).as("loss of call %d", call).isTrue();
    }
  }

  /** Weights near their initialisation's scale, optimizer state and step scalars small and positive, token ids in the
   * golden config's vocabulary of 48. */
  private static List<DeviceArray> inputs(List<TensorType> types, long seed) {
    Random random = new Random(seed);
    List<DeviceArray> inputs = new ArrayList<>();
    for (TensorType type : types) {
      int[] dims = type.getDimsList().stream().mapToInt(Long::intValue).toArray();
      int n = Arrays.stream(dims).reduce(1, Math::multiplyExact);
      if (DTypes.isFloat(type.getDtype())) {
        float[] data = new float[n];
        for (int i = 0; i < n; i++) {
          data[i] = random.nextFloat() * 0.1f + 1e-3f;
        }
        inputs.add(DeviceArray.ofFloats(type.getDtype(), dims, data));
      } else {
        long[] data = new long[n];
        for (int i = 0; i < n; i++) {
          data[i] = random.nextInt(48);
        }
        inputs.add(DeviceArray.ofLongs(type.getDtype(), dims, data));
      }
    }
    return inputs;
  }

  private static int[] bits(float[] a) {
    int[] out = new int[a.length];
    for (int i = 0; i < a.length; i++) {
      out[i] = Float.floatToRawIntBits(a[i]);
    }
    return out;
  }
}
