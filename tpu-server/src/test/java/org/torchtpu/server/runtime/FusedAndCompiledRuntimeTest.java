package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/** DeferAndFuse chunks, Compile and CallOp through the Runtime gRPC service. */
class FusedAndCompiledRuntimeTest {
  private final RuntimeHarness rt = new RuntimeHarness();
  private static final long ROWS = 64;
  private static final long COLS = 300;

  FusedAndCompiledRuntimeTest() throws Exception { }

  @AfterEach
  void close() {
    rt.close();
  }

  /** A layer-norm-like step on handles x=1, bias=2: returns ops; its results start at {@code base}. */
  private static List<Op> step(long base) {
    return step(base, 1f / COLS);
  }

  /** As {@link #step(long)}, the row sums scaled by the constant {@code scale}. */
  private static List<Op> step(long base, float scale) {
    GraphBuilder b = new GraphBuilder(base);
    // the builder types ops from its own parameters: declare stand-ins, then rewrite operands to handles 1 and 2
    long x = b.param(GraphBuilder.type(DType.F32, ROWS, COLS));
    long bias = b.param(GraphBuilder.type(DType.F32, COLS));
    long sq = b.mul(x, x);
    long shifted = b.add(sq, b.broadcast(bias, new long[] {ROWS, COLS}, 1));
    long t = b.unary(UnaryOp.Kind.TANH, shifted);
    long s = b.reduce(ReduceOp.Kind.SUM, t, 1);
    long scaled = b.mul(s, b.splat(DType.F32, scale, ROWS));
    return CompilerTestSupport.onSessionHandles(b.ops(), new long[] {x, bias}, new long[] {1, 2});
  }

  private String sessionWithInputs(EagerMode mode, int chip) throws Exception {
    String s = rt.open(mode, chip);
    Random random = new Random(3);
    rt.upload(s, 1, CompilerTestSupport.random(GraphBuilder.type(DType.F32, ROWS, COLS), random));
    rt.upload(s, 2, CompilerTestSupport.random(GraphBuilder.type(DType.F32, COLS), random));
    return s;
  }

  private static long resultOf(List<Op> ops, int index) {
    return ops.get(index).getResults(0);
  }

  @Test
  void fusedChunksMatchStrictBitForBitAndCompileOncePerStructure() throws Exception {
    String strict = sessionWithInputs(EagerMode.STRICT, 0);
    String fused = sessionWithInputs(EagerMode.FUSED, 1);
    List<Op> step1 = step(100);
    // ops: 0 mul, 1 broadcast, 2 add, 3 tanh, 4 reduce, 5 constant, 6 broadcast, 7 multiply
    long sq = resultOf(step1, 0);
    long bcast = resultOf(step1, 1);
    long shifted = resultOf(step1, 2);
    long tanh = resultOf(step1, 3);
    long sum = resultOf(step1, 4);
    long mean = resultOf(step1, 7);
    List<StreamResponse> strictAcks = rt.stream(strict, List.of(RuntimeHarness.batch(1, step1, false)));
    List<StreamResponse> fusedAcks = rt.stream(fused, List.of(RuntimeHarness.batch(1, step1, true,
        sq, bcast, shifted, sum, resultOf(step1, 5), resultOf(step1, 6))));
    assertThat(fusedAcks).noneMatch(StreamResponse::hasError);
    for (long h : new long[] {tanh, mean}) {
      CompilerTestSupport.assertBitIdentical(rt.download(strict, h), rt.download(fused, h), "handle " + h);
    }
    // dead values inside fused kernels were never written: not defined, not in HBM
    assertThatThrownBy(() -> rt.download(fused, sq)).isInstanceOf(StatusRuntimeException.class)
        .hasMessageContaining("NOT_FOUND");
    long expectedHbm = 4 * (ROWS * COLS + COLS + ROWS * COLS + ROWS);
    assertThat(rt.host.chips().get(1).hbmUsed()).isEqualTo(expectedHbm);
    double strictDevice = strictAcks.stream().mapToDouble(r -> r.getTiming().getDeviceSeconds()).sum();
    double fusedDevice = fusedAcks.stream().mapToDouble(r -> r.getTiming().getDeviceSeconds()).sum();
    assertThat(fusedDevice).as("fused %.2f us vs strict %.2f us", fusedDevice * 1e6, strictDevice * 1e6)
        .isLessThan(strictDevice);

    long compilesAfterStep1 = rt.programs.compiles();
    // the next training step: same structure, new handles, a new learning-rate constant would not matter either
    List<Op> step2 = step(200);
    rt.stream(fused, List.of(RuntimeHarness.batch(9, step2, true, resultOf(step2, 0), resultOf(step2, 1),
        resultOf(step2, 2), resultOf(step2, 4), resultOf(step2, 5), resultOf(step2, 6))));
    assertThat(rt.programs.compiles()).as("the second step compiles nothing").isEqualTo(compilesAfterStep1);
    CompilerTestSupport.assertBitIdentical(rt.download(fused, tanh), rt.download(fused, resultOf(step2, 3)), "step 2");
  }

  /**
   * The chunk program is shared by structure and stored without constant data: a later chunk (here another
   * session's) with another constant finds it and runs on its own constant, bit for bit as Strict does.
   */
  @Test
  void aChunkThatHitsTheCacheRunsOnItsOwnConstantsAsStrictDoes() throws Exception {
    String firstFused = sessionWithInputs(EagerMode.FUSED, 0);
    List<Op> first = step(100, 0.25f);
    assertThat(rt.stream(firstFused, List.of(RuntimeHarness.batch(1, first, true)))).noneMatch(StreamResponse::hasError);
    long compiles = rt.programs.compiles();
    for (float scale : new float[] {-3.5f, 1e-3f}) {
      String fused = sessionWithInputs(EagerMode.FUSED, 1);
      String strict = sessionWithInputs(EagerMode.STRICT, 1);
      List<Op> step = step(100, scale);
      assertThat(rt.stream(fused, List.of(RuntimeHarness.batch(1, step, true)))).noneMatch(StreamResponse::hasError);
      assertThat(rt.stream(strict, List.of(RuntimeHarness.batch(1, step, false)))).noneMatch(StreamResponse::hasError);
      long mean = resultOf(step, 7);
      CompilerTestSupport.assertBitIdentical(rt.download(strict, mean), rt.download(fused, mean), "scale " + scale);
    }
    assertThat(rt.programs.compiles()).as("the later chunks hit the first one's program").isEqualTo(compiles);
  }

  @Test
  void aMalformedConstantInAChunkThatHitsTheCacheIsRefusedAsInStrict() throws Exception {
    String fused = sessionWithInputs(EagerMode.FUSED, 0);
    List<Op> step1 = step(100);
    assertThat(rt.stream(fused, List.of(RuntimeHarness.batch(1, step1, true)))).noneMatch(StreamResponse::hasError);
    // the same structure (the chunk key leaves constant data out), with a constant three bytes short
    List<Op> step2 = new ArrayList<>(step(200));
    Op constant = step2.get(5);
    assertThat(constant.hasConstant()).isTrue();
    org.torchtpu.api.v1.TensorLiteral literal = constant.getConstant().getValue();
    step2.set(5, constant.toBuilder().setConstant(constant.getConstant().toBuilder().setValue(literal.toBuilder()
        .setData(literal.getData().substring(0, literal.getData().size() - 3)))).build());
    long compiles = rt.programs.compiles();
    List<StreamResponse> acks = rt.stream(fused, List.of(RuntimeHarness.batch(9, step2, true)));
    assertThat(rt.programs.compiles()).as("a cache hit").isEqualTo(compiles);
    StreamResponse failure = acks.get(acks.size() - 1);
    assertThat(failure.hasError()).isTrue();
    assertThat(failure.getErrorCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
    assertThat(failure.getError().getReason()).contains("literal data is");
  }

  @Test
  void anErrorInAChunkNamesTheOpAndRunsNothingAfterIt() throws Exception {
    String s = sessionWithInputs(EagerMode.FUSED, 0);
    GraphBuilder b = new GraphBuilder(50);
    long x = b.param(GraphBuilder.type(DType.F32, ROWS, COLS));
    long e = b.unary(UnaryOp.Kind.EXP, x);
    List<Op> ops = new ArrayList<>();
    ops.add(b.ops().get(0).toBuilder().setOperands(0, 1).build()); // 51 = exp(x)
    ops.add(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).addOperands(e).addOperands(2)
        .addResults(52).setLocation(SourceLocation.newBuilder().setFile("Train.java").setLine(77)).build());
    ops.add(Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.TANH)).addOperands(e)
        .addResults(53).build());
    List<StreamResponse> acks = rt.stream(s, List.of(RuntimeHarness.batch(5, ops, true)));
    StreamResponse failure = acks.get(acks.size() - 1);
    assertThat(failure.hasError()).isTrue();
    assertThat(failure.getError().getSequence()).isEqualTo(6);
    assertThat(failure.getError().getOp()).isEqualTo("add");
    assertThat(failure.getError().getLocation().getLine()).isEqualTo(77);
    assertThat(failure.getErrorCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
    // as in Strict: the op before the failure ran, the one after did not
    assertThat(rt.sessions.get(s).isDefined(51)).isTrue();
    assertThat(rt.sessions.get(s).isDefined(52)).isFalse();
    assertThat(rt.sessions.get(s).isDefined(53)).isFalse();
  }

  @Test
  void aKernelFailingAtRunTimeLeavesExactlyStrictsEffects() throws Exception {
    // #5 sq = x*x; #6 a constant and #7 its broadcast to f32[1024,1024] (4 MiB, dead); #8 sq + sq;
    // #9 the broadcast doubled. With 1 MiB of HBM left, Strict fails at #7. Fusion puts #6, #7
    // and #9 in one kernel, which runs after #8's and fails allocating its output: the chunk must
    // still fail at #7 and leave exactly Strict's values (sq, not #8's sum).
    GraphBuilder b = new GraphBuilder(300);
    long x = b.param(GraphBuilder.type(DType.F32, ROWS, COLS));
    long sq = b.mul(x, x);
    long outer = b.splat(DType.F32, 1f, 1024, 1024);
    long twice = b.add(sq, sq);
    b.add(outer, outer);
    List<Op> ops = new ArrayList<>();
    for (Op op : b.ops()) {
      Op.Builder o = op.toBuilder().clearOperands();
      for (long id : op.getOperandsList()) {
        o.addOperands(id == x ? 1 : id);
      }
      ops.add(o.build());
    }
    int failing = -1;
    for (int i = 0; i < ops.size(); i++) {
      if (ops.get(i).getResults(0) == outer) {
        failing = i;
      }
    }
    assertThat(ops.get(ops.size() - 2).getResults(0)).isEqualTo(twice);

    String fused = sessionWithInputs(EagerMode.FUSED, 0);
    String strict = sessionWithInputs(EagerMode.STRICT, 1);
    for (int chip = 0; chip < 2; chip++) {
      var c = rt.host.chips().get(chip);
      c.allocate(c.hbmCapacity() - c.hbmUsed() - (1 << 20), "other tenants' values");
    }
    List<StreamResponse> fusedAcks = rt.stream(fused, List.of(RuntimeHarness.batch(5, ops, true, outer)));
    List<StreamResponse> strictAcks = rt.stream(strict, List.of(RuntimeHarness.batch(5, ops, false)));
    StreamResponse fusedFailure = fusedAcks.get(fusedAcks.size() - 1);
    StreamResponse strictFailure = strictAcks.get(strictAcks.size() - 1);
    assertThat(strictFailure.getError().getSequence()).isEqualTo(5 + failing);
    assertThat(fusedFailure.getErrorCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED.value());
    // the same error but for the chip's number in the reason
    assertThat(fusedFailure.getError().toBuilder().clearReason().build())
        .isEqualTo(strictFailure.getError().toBuilder().clearReason().build());
    DeviceSession f = rt.sessions.get(fused);
    DeviceSession st = rt.sessions.get(strict);
    assertThat(f.isDefined(sq)).isTrue();
    assertThat(f.isDefined(twice)).as("the op after the failed one has no effect").isFalse();
    CompilerTestSupport.assertBitIdentical(st.value(sq), f.value(sq), "x*x");
    assertThat(rt.host.chips().get(0).hbmUsed()).isEqualTo(rt.host.chips().get(1).hbmUsed());
  }

  private static Graph mlpGraph() {
    GraphBuilder b = new GraphBuilder(1000);
    long x = b.param(GraphBuilder.type(DType.F32, 16, 32));
    long w = b.param(GraphBuilder.type(DType.F32, 32, 24));
    long bias = b.param(GraphBuilder.type(DType.F32, 24));
    long h = b.add(b.matmul(x, w), b.broadcast(bias, new long[] {16, 24}, 1));
    long y = b.unary(UnaryOp.Kind.TANH, b.mul(h, b.splat(DType.F32, 1f, 16, 24)));
    long loss = b.reduce(ReduceOp.Kind.SUM, b.mul(y, y), 0, 1);
    return b.graph(y, loss);
  }

  @Test
  void compileThenCallInDebugAndInAStream() throws Exception {
    String s = rt.open(EagerMode.DEBUG, 0);
    Graph graph = mlpGraph();
    CompileResponse compiled = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s).setGraph(graph).build());
    assertThat(compiled.getProgramId()).isEqualTo(compiled.getCacheKey()).hasSize(64);
    assertThat(compiled.getOpsBefore()).isEqualTo(graph.getOpsCount());
    assertThat(compiled.getKernels()).isLessThan(graph.getOpsCount());
    assertThat(compiled.getEstimatedDeviceSeconds()).isPositive();
    assertThat(compiled.getPeakHbmBytes()).isGreaterThanOrEqualTo(4 * (16 * 32 + 32 * 24 + 24 + 16 * 24 + 1));
    assertThat(compiled.getCacheHit()).isFalse();
    assertThat(compiled.getOutputTypesList()).containsExactly(GraphBuilder.type(DType.F32, 16, 24),
        GraphBuilder.type(DType.F32));
    // the same structure again (other ids): a cache hit, nothing compiled
    long compiles = rt.programs.compiles();
    CompileResponse again = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s).setGraph(graph).build());
    assertThat(again.getCacheHit()).isTrue();
    assertThat(rt.programs.compiles()).isEqualTo(compiles);

    Random random = new Random(11);
    List<DeviceArray> params = new ArrayList<>();
    for (Parameter p : graph.getParametersList()) {
      DeviceArray a = CompilerTestSupport.random(p.getType(), random);
      params.add(a);
      rt.upload(s, 1 + params.size(), a);
    }
    List<DeviceArray> expected = CompilerTestSupport.runOpByOp(graph, params);
    CallOp call = CallOp.newBuilder().setProgramId(compiled.getProgramId())
        .addAllParameterTypes(graph.getParametersList().stream().map(Parameter::getType).toList())
        .addAllResultTypes(compiled.getOutputTypesList()).build();
    Op callOp = Op.newBuilder().setCall(call).addOperands(2).addOperands(3).addOperands(4)
        .addResults(10).addResults(11).build();
    ExecuteResponse debug = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1)
        .addOps(callOp).build());
    assertThat(debug.getResults(0).getTiming().getDeviceSeconds())
        .isEqualTo(compiled.getEstimatedDeviceSeconds());
    CompilerTestSupport.assertBitIdentical(expected.get(0), rt.download(s, 10), "call output 0");
    CompilerTestSupport.assertBitIdentical(expected.get(1), rt.download(s, 11), "call output 1");

    Op streamed = callOp.toBuilder().clearResults().addResults(20).addResults(21).build();
    List<StreamResponse> acks = rt.stream(s, List.of(RuntimeHarness.batch(2, List.of(streamed), false)));
    assertThat(acks).noneMatch(StreamResponse::hasError);
    CompilerTestSupport.assertBitIdentical(expected.get(1), rt.download(s, 21), "streamed call output 1");

    // a call restating the wrong signature is refused
    Op wrong = callOp.toBuilder().setCall(call.toBuilder().setResultTypes(1, GraphBuilder.type(DType.F32, 1)))
        .clearResults().addResults(30).addResults(31).build();
    assertThatThrownBy(() -> rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(3)
        .addOps(wrong).build())).hasMessageContaining("INVALID_ARGUMENT").hasMessageContaining("returns");
  }

  @Test
  void compileRejectsGraphsThatCannotFitOrAreMalformed() {
    String s = rt.open(EagerMode.DEBUG, 0);
    GraphBuilder b = new GraphBuilder();
    // unfused, x, exp(x), tanh and their sum (6 GiB each) are live together: 24 GiB on a 16 GiB v5e
    // (fused, the chain needs only x and the sum: fusion also saves memory)
    long x = b.param(GraphBuilder.type(DType.F32, 1536L << 20));
    long e = b.unary(UnaryOp.Kind.EXP, x);
    long sum = b.add(e, b.unary(UnaryOp.Kind.TANH, e));
    Graph big = b.graph(sum);
    assertThatThrownBy(() -> rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s).setGraph(big)
        .setOptions(org.torchtpu.api.v1.CompileOptions.newBuilder().addDisabledPasses("fusion")).build()))
        .isInstanceOf(StatusRuntimeException.class)
        .satisfies(t -> assertThat(((StatusRuntimeException) t).getStatus().getCode())
            .isEqualTo(Status.Code.RESOURCE_EXHAUSTED))
        .hasMessageContaining("24.00 GiB").hasMessageContaining("16.00 GiB");
    Graph cyclic = Graph.newBuilder()
        .addParameters(Parameter.newBuilder().setId(1).setType(GraphBuilder.type(DType.F32, 2)))
        .addOps(Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).addOperands(1)
            .addOperands(3).addResults(2))
        .addOps(Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.EXP)).addOperands(2).addResults(3))
        .addOutputs(3).build();
    assertThatThrownBy(() -> rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s).setGraph(cyclic).build()))
        .isInstanceOf(StatusRuntimeException.class)
        .satisfies(t -> assertThat(((StatusRuntimeException) t).getStatus().getCode())
            .isEqualTo(Status.Code.INVALID_ARGUMENT))
        .hasMessageContaining("cycle");
    assertThat(Shapes.byteSize(GraphBuilder.type(DType.F32, 1536L << 20))).isEqualTo(6L << 30);
  }
}
