package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.TensorType;

/** Tracing a function into a graph, compiling it, and calling the program in the eager stream. */
class CompileTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final FakeCompiler compiler = new FakeCompiler();
  private final Session s;

  CompileTest() {
    wire.compiler = compiler;
    s = wire.session();
  }

  private static TensorType f32(long... dims) {
    return Shapes.type(DType.F32, dims);
  }

  private static List<String> kinds(Graph g) {
    List<String> out = new ArrayList<>();
    for (Op op : g.getOpsList()) {
      out.add(TypeInference.kindName(op));
    }
    return out;
  }

  private static Graph withoutLocations(Graph g) {
    Graph.Builder b = g.toBuilder().clearOps();
    for (Op op : g.getOpsList()) {
      b.addOps(op.toBuilder().clearLocation());
    }
    return b.build();
  }

  private static Tensor mlpLayer(Tensor... in) {
    return in[0].matmul(in[1]).relu();
  }

  @Test
  void tracingRecordsParametersOpsAndOutputsWithCanonicalIds() {
    Graph g = s.trace(in -> List.of(mlpLayer(in)), List.of(f32(4, 8), f32(8, 16)));
    assertThat(g.getParametersList()).containsExactly(
        Parameter.newBuilder().setId(1).setType(f32(4, 8)).build(),
        Parameter.newBuilder().setId(2).setType(f32(8, 16)).build());
    assertThat(kinds(g)).containsExactly("dot_general", "constant", "broadcast_in_dim", "maximum");
    assertThat(g.getOps(0).getOperandsList()).containsExactly(1L, 2L);
    assertThat(g.getOps(0).getResultsList()).containsExactly(3L);
    assertThat(g.getOps(1).getResultsList()).containsExactly(4L);
    assertThat(g.getOps(2).getOperandsList()).containsExactly(4L);
    assertThat(g.getOps(2).getResultsList()).containsExactly(5L);
    assertThat(g.getOps(3).getOperandsList()).containsExactly(3L, 5L);
    assertThat(g.getOps(3).getResultsList()).containsExactly(6L);
    assertThat(g.getOutputsList()).containsExactly(6L);
    // Every op keeps the user's source line, for compile errors.
    assertThat(g.getOps(0).getLocation().getFile()).isEqualTo("CompileTest.java");
    // Nothing was sent to the eager stream while tracing.
    assertThat(wire.ops).isEmpty();
  }

  @Test
  void theSameFunctionGivesTheSameGraphWhateverTheSessionDidBefore() {
    Graph first = s.trace(in -> List.of(mlpLayer(in)), List.of(f32(4, 8), f32(8, 16)));
    s.zeros(3, 3).exp().sum();
    Graph second = s.trace(in -> List.of(mlpLayer(in)), List.of(f32(4, 8), f32(8, 16)));
    assertThat(withoutLocations(second)).isEqualTo(withoutLocations(first));
  }

  @Test
  void aCapturedTensorIsAnErrorThatSaysToPassItAsAnInput() {
    Tensor weight = s.zeros(8, 16);
    Tensor x = s.zeros(4, 8);
    assertThatThrownBy(() -> s.compile(in -> in[0].matmul(weight), x))
        .isInstanceOf(TracingException.class)
        .hasMessageContaining("uses Tensor(f32[8,16], handle=" + weight.handle() + ")")
        .hasMessageContaining("created outside it")
        .hasMessageContaining("pass it as an input");
    assertThat(compiler.requests).isEmpty();
    // The session is not left tracing: eager ops work again.
    int before = wire.ops.size();
    x.exp();
    assertThat(wire.ops).hasSize(before + 1);
  }

  @Test
  void returningACapturedTensorIsAnError() {
    Tensor outside = s.zeros(2);
    assertThatThrownBy(() -> s.compile(in -> outside, s.zeros(2)))
        .isInstanceOf(TracingException.class)
        .hasMessageContaining("output 0 of the traced function");
  }

  @Test
  void tracedValuesCannotBeReadOrUsedOutsideTheirFunction() {
    Tensor x = s.zeros(2, 2);
    List<Tensor> leaked = new ArrayList<>();
    assertThatThrownBy(() -> s.compile(in -> {
      Tensor y = in[0].exp();
      y.toFloatArray();
      return y;
    }, x)).isInstanceOf(TracingException.class).hasMessageContaining("cannot read");
    s.compile(in -> {
      Tensor y = in[0].exp();
      leaked.add(y);
      return y;
    }, x);
    assertThatThrownBy(() -> leaked.get(0).add(1.0))
        .isInstanceOf(TracingException.class)
        .hasMessageContaining("traced %")
        .hasMessageContaining("has finished");
  }

  @Test
  void hostDataAndFactoriesInsideTheFunctionBecomeGraphConstants() {
    Graph g = s.trace(in -> List.of(in[0].add(s.tensor(new float[] {1, 2, 3})).mul(s.ones(3))), List.of(f32(3)));
    assertThat(kinds(g)).contains("constant");
    assertThat(wire.stored).isEmpty(); // nothing uploaded
    assertThat(wire.ops).isEmpty();
  }

  @Test
  void compileSendsTheGraphAndCallEmitsOneCallOpInTheEagerStream() {
    Tensor x = s.randn(1, 4, 8);
    Tensor w = s.randn(2, 8, 16);
    CompiledFunction layer = s.compile(CompileTest::mlpLayer, x, w);
    assertThat(compiler.requests).hasSize(1);
    CompiledProgram p = layer.program();
    assertThat(p.programId()).isEqualTo("program-1");
    assertThat(p.parameterTypes()).containsExactly(f32(4, 8), f32(8, 16));
    assertThat(p.outputTypes()).containsExactly(f32(4, 16));
    assertThat(p.opsBefore()).isEqualTo(4);
    assertThat(p.kernels()).isEqualTo(2);
    assertThat(p.peakHbmBytes()).isEqualTo(4096);
    assertThat(p.estimatedDeviceSeconds()).isGreaterThan(0);
    assertThat(p.cacheHit()).isFalse();

    Tensor before = x.exp();
    int at = wire.ops.size();
    Tensor y = layer.call1(x, w);
    Tensor after = y.sum();
    assertThat(wire.kindsSince(at)).containsExactly("call", "reduce SUM");
    Op call = wire.ops.get(at);
    assertThat(call.getCall().getProgramId()).isEqualTo("program-1");
    // only the program and the handles: the host advertised that it types such a call by its program
    assertThat(call.getCall().getParameterTypesList()).isEmpty();
    assertThat(call.getCall().getResultTypesList()).isEmpty();
    assertThat(y.type()).isEqualTo(f32(4, 16));
    assertThat(call.getOperandsList()).containsExactly(x.handle(), w.handle());
    assertThat(call.getResultsList()).containsExactly(y.handle());
    assertThat(call.getLocation().getFile()).isEqualTo("CompileTest.java");
    assertThat(y.type()).isEqualTo(f32(4, 16));
    assertThat(before.handle()).isLessThan(y.handle());
    assertThat(after.handle()).isGreaterThan(y.handle());
    // Calls with the same signature compile nothing more.
    layer.call(x, w);
    assertThat(layer.compiles()).isEqualTo(1);
    assertThat(s.compileStats()).isEqualTo(new CompileStats(1, 0, 1, 1000));
  }

  @Test
  void aHostThatDoesNotAdvertiseCallsByHandleGetsEveryCallWithItsSignature() {
    RecordingTransport older = new RecordingTransport();
    older.compiler = new FakeCompiler();
    Session onOlderHost = older.session(false); // SessionInfo.accepts_calls_by_handle unset, as an older host sends it
    Tensor x = onOlderHost.randn(1, 4, 8);
    Tensor w = onOlderHost.randn(2, 8, 16);
    CompiledFunction layer = onOlderHost.compile(CompileTest::mlpLayer, x, w);
    for (int repeat = 0; repeat < 2; repeat++) { // a repeated call too: an older host refuses any call without it
      int at = older.ops.size();
      Tensor y = layer.call1(x, w);
      Op call = older.ops.get(at);
      assertThat(call.getCall().getProgramId()).isEqualTo("program-1");
      assertThat(call.getCall().getParameterTypesList()).containsExactly(f32(4, 8), f32(8, 16));
      assertThat(call.getCall().getResultTypesList()).containsExactly(f32(4, 16));
      assertThat(call.getOperandsList()).containsExactly(x.handle(), w.handle());
      assertThat(call.getResultsList()).containsExactly(y.handle());
      assertThat(y.type()).isEqualTo(f32(4, 16));
    }
  }

  @Test
  void aFunctionMayReturnSeveralTensors() {
    Tensor x = s.zeros(2, 3);
    CompiledFunction f = s.compileList(in -> List.of(in[0].exp(), in[0].sum(1), in[0]), x);
    assertThat(f.program().outputTypes()).containsExactly(f32(2, 3), f32(2), f32(2, 3));
    assertThat(f.program().graph().getOutputs(2)).isEqualTo(1L); // the parameter itself
    List<Tensor> out = f.call(x);
    assertThat(out).hasSize(3);
    assertThat(out.get(1).type()).isEqualTo(f32(2));
    assertThatThrownBy(() -> f.call1(x)).hasMessageContaining("returns 3 tensors");
  }

  @Test
  void callChecksItsInputsAgainstTheFunction() {
    Tensor x = s.zeros(2, 3);
    CompiledFunction f = s.compile(in -> in[0].exp(), x);
    assertThatThrownBy(() -> f.call(x, x)).hasMessageContaining("takes 1 inputs, got 2");
    Session other = new RecordingTransport().session();
    assertThatThrownBy(() -> f.call(other.zeros(2, 3))).hasMessageContaining("belongs to another session");
  }

  @Test
  void aNewSignatureCompilesOneMoreProgramAndAnEqualGraphIsACacheHit() {
    CompiledFunction f = s.compile(in -> in[0].tanh(), s.zeros(2, 3));
    f.call(s.zeros(2, 3));
    f.call(s.zeros(5, 3));
    f.call(s.zeros(5, 3));
    assertThat(f.compiles()).isEqualTo(2);
    assertThat(f.programs()).extracting(CompiledProgram::programId).containsExactly("program-1", "program-2");
    // Another function with the same structure: the server's cache answers.
    CompiledFunction g = s.compile(in -> in[0].tanh(), s.zeros(2, 3));
    assertThat(g.program().cacheHit()).isTrue();
    assertThat(g.program().programId()).isEqualTo("program-1");
    CompileStats stats = s.compileStats();
    assertThat(stats.compileRequests()).isEqualTo(3);
    assertThat(stats.cacheHits()).isEqualTo(1);
    assertThat(stats.distinctPrograms()).isEqualTo(2);
  }

  @Test
  void aCompiledFunctionCalledWhileTracingIsInlined() {
    CompiledFunction inner = s.compile(in -> in[0].exp(), s.zeros(3));
    Graph outer = s.trace(in -> List.of(inner.call1(in[0]).neg()), List.of(f32(3)));
    assertThat(kinds(outer)).containsExactly("exponential", "negate");
    assertThat(compiler.requests).hasSize(1);
  }

  @Test
  void compileInsideATracedFunctionIsAnError() {
    Tensor x = s.zeros(3);
    assertThatThrownBy(() -> s.compile(in -> s.compile(inner -> inner[0], in[0]).call1(in[0]), x))
        .isInstanceOf(TracingException.class)
        .hasMessageContaining("cannot be called inside a function being traced");
  }

  @Test
  void aServerProgramWhoseOutputsDifferFromTheTraceIsRejected() {
    wire.compiler = new FakeCompiler() {
      @Override
      org.torchtpu.api.v1.CompileResponse compile(Graph graph, org.torchtpu.api.v1.CompileOptions options) {
        return super.compile(graph, options).toBuilder().clearOutputTypes().addOutputTypes(f32(1)).build();
      }
    };
    assertThatThrownBy(() -> s.compile(in -> in[0].exp(), s.zeros(3)))
        .isInstanceOf(TpuException.class)
        .hasMessageContaining("returns (f32[1]) but the traced function returns (f32[3])");
  }

  @Test
  void callTemporariesAreFreedAndResultsKept() {
    Tensor x = s.zeros(10, 4);
    CompiledFunction f = s.compile(in -> in[0].exp(), BucketPolicy.batch(0), x);
    int frees = wire.freed.size();
    Tensor y = f.call1(x);
    // pad value, padded input and the padded output are temporaries; the sliced result is not.
    assertThat(wire.freed.subList(frees, wire.freed.size())).hasSize(3).doesNotContain(y.handle(), x.handle());
  }
}
