package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DeviceMesh;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.ExecutionDepth;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpResult;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.SpmdOptions;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.cost.DeviceCalibration;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.simulate.GraphSimulator;
import org.torchtpu.server.simulate.StepReport;
import org.torchtpu.server.simulate.StepSimulator;

/**
 * Abstract sessions (ExecutionDepth.ABSTRACT) against real ones on the same host: the same ops get the same types,
 * the same price (per op and in total, in every mode) and the same HBM, and the same "does not fit" verdict; reads
 * are FAILED_PRECONDITION; full-size programs run without allocating anything.
 */
class AbstractExecutionTest {
  private RuntimeHarness rt;

  @AfterEach
  void close() {
    if (rt != null) {
      rt.close();
    }
  }

  private String open(EagerMode mode, int chip, ExecutionDepth depth) {
    SessionInfo info = rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(mode)
        .setChip(chip).setDepth(depth).build());
    assertThat(info.getDepth()).isEqualTo(depth);
    return info.getSessionId();
  }

  /** Uploads {@code value} to a real session, or only its header to an abstract one (no data travels). */
  private UploadResponse upload(String session, long handle, DeviceArray value, boolean data) throws Exception {
    if (data) {
      rt.upload(session, handle, value);
      return null;
    }
    return headerOnly(session, handle, value.type());
  }

  private UploadResponse headerOnly(String session, long handle, TensorType type) throws Exception {
    FirstResponse<UploadResponse> done = new FirstResponse<>();
    StreamObserver<UploadRequest> up = rt.async.upload(done);
    up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(handle)
        .setType(type)).build());
    up.onCompleted();
    try {
      return done.answer().get(30, TimeUnit.SECONDS);
    } catch (java.util.concurrent.ExecutionException e) {
      throw (Exception) e.getCause();
    }
  }

  /** A layer of an MLP on handles 1 (x: f32[64,256]) and 2 (w: f32[256,128]): ops whose results start at base. */
  private static List<Op> layer(long base) {
    GraphBuilder b = new GraphBuilder(base);
    long x = b.param(GraphBuilder.type(DType.F32, 64, 256));
    long w = b.param(GraphBuilder.type(DType.F32, 256, 128));
    long h = b.matmul(x, w);
    long t = b.unary(UnaryOp.Kind.TANH, h);
    long sq = b.mul(t, t);
    b.reduce(ReduceOp.Kind.SUM, sq, 1);
    List<Op> ops = new ArrayList<>();
    for (Op op : b.ops()) {
      Op.Builder o = op.toBuilder().clearOperands();
      for (long id : op.getOperandsList()) {
        o.addOperands(id == x ? 1 : id == w ? 2 : id);
      }
      ops.add(o.build());
    }
    return ops;
  }

  private String sessionWithInputs(EagerMode mode, int chip, ExecutionDepth depth) throws Exception {
    String s = open(mode, chip, depth);
    Random random = new Random(5);
    boolean data = depth == ExecutionDepth.CONCRETE;
    upload(s, 1, CompilerTestSupport.random(GraphBuilder.type(DType.F32, 64, 256), random), data);
    upload(s, 2, CompilerTestSupport.random(GraphBuilder.type(DType.F32, 256, 128), random), data);
    return s;
  }

  @Test
  void everyOpIsTypedPricedAndAccountedExactlyAsInARealSession() throws Exception {
    rt = new RuntimeHarness();
    String real = sessionWithInputs(EagerMode.DEBUG, 0, ExecutionDepth.CONCRETE);
    String abs = sessionWithInputs(EagerMode.DEBUG, 0, ExecutionDepth.ABSTRACT);
    List<Op> ops = layer(10);
    ExecuteResponse r = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(real).setFirstSequence(1)
        .addAllOps(ops).build());
    ExecuteResponse a = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(abs).setFirstSequence(1)
        .addAllOps(ops).build());
    assertThat(a.getResultsCount()).isEqualTo(ops.size());
    for (int i = 0; i < ops.size(); i++) {
      OpResult ro = r.getResults(i);
      OpResult ao = a.getResults(i);
      assertThat(ao.getTypesList()).as("op %d types", i).isEqualTo(ro.getTypesList());
      assertThat(ao.getCost()).as("op %d price", i).isEqualTo(ro.getCost());
      assertThat(ao.getTiming().getDeviceSeconds()).as("op %d device time", i)
          .isEqualTo(ro.getTiming().getDeviceSeconds()).isPositive();
    }
    assertThat(a.getTiming().getDeviceSeconds()).isEqualTo(r.getTiming().getDeviceSeconds());
    // the same HBM held, by the same allocator: on the real chip for one, on its private copy for the other
    DeviceSession realSession = rt.sessions.get(real);
    DeviceSession absSession = rt.sessions.get(abs);
    assertThat(absSession.valueBytes()).isEqualTo(realSession.valueBytes());
    assertThat(absSession.chip().hbmUsed()).isEqualTo(realSession.valueBytes());
    assertThat(rt.host.chips().get(0).hbmUsed()).as("the abstract session holds none of the host's HBM")
        .isEqualTo(realSession.valueBytes());
    // and the price is the calibrated model's: the first op is a matmul whose time an independent roofline gives
    ChipSpec v5e = ChipSpecs.of(Generation.V5E);
    DeviceCalibration cal = DeviceCalibration.measured(Generation.V5E);
    double flops = 2.0 * 64 * 256 * 128;
    double bytes = 4.0 * (64 * 256 + 256 * 128 + 64 * 128);
    // HBM at its sustained rate: the Ironwood copy microbenchmark's plateau over its spec (3210 of 3690 GB/s)
    double hbm = v5e.getHbmBytesPerSecond() * 3210.480912 / 3690;
    // plus the pipeline fill and drain: the matrices are smaller than v5e's 1024 tile, so all of their bytes
    double expected = cal.kernelFixedSeconds() + Math.max(flops / (v5e.getPeakBf16Flops()
        * cal.mxuSustainedFraction()), bytes / hbm) + bytes / hbm;
    assertThat(a.getResults(0).getTiming().getDeviceSeconds()).isCloseTo(expected,
        org.assertj.core.data.Percentage.withPercentage(1e-6));
  }

  @Test
  void fusedChunksAndCompiledCallsPriceIdentically() throws Exception {
    rt = new RuntimeHarness();
    String real = sessionWithInputs(EagerMode.FUSED, 0, ExecutionDepth.CONCRETE);
    String abs = sessionWithInputs(EagerMode.FUSED, 1, ExecutionDepth.ABSTRACT);
    List<Op> ops = layer(10);
    long h = ops.get(0).getResults(0);
    long t = ops.get(1).getResults(0);
    List<StreamResponse> realAcks = rt.stream(real, List.of(RuntimeHarness.batch(1, ops, true, h, t)));
    List<StreamResponse> absAcks = rt.stream(abs, List.of(RuntimeHarness.batch(1, ops, true, h, t)));
    assertThat(absAcks).noneMatch(StreamResponse::hasError);
    double realDevice = realAcks.stream().mapToDouble(x -> x.getTiming().getDeviceSeconds()).sum();
    double absDevice = absAcks.stream().mapToDouble(x -> x.getTiming().getDeviceSeconds()).sum();
    assertThat(absDevice).isEqualTo(realDevice).isPositive();
    assertThat(rt.sessions.get(abs).valueBytes()).isEqualTo(rt.sessions.get(real).valueBytes());

    // a compiled program: the same compile answer, the same price per call
    Graph graph = mlp();
    CompileResponse rc = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(real).setGraph(graph).build());
    CompileResponse ac = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(abs).setGraph(graph).build());
    assertThat(ac.getEstimatedDeviceSeconds()).isEqualTo(rc.getEstimatedDeviceSeconds());
    assertThat(ac.getPeakHbmBytes()).isEqualTo(rc.getPeakHbmBytes());
    assertThat(ac.getKernels()).isEqualTo(rc.getKernels());
    Op call = callOp(graph, rc, 1, 2, 100);
    ExecuteResponse rr = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(real).setFirstSequence(20)
        .addOps(call).build());
    ExecuteResponse ar = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(abs).setFirstSequence(20)
        .addOps(call).build());
    assertThat(ar.getResults(0).getTiming().getDeviceSeconds()).isEqualTo(rr.getResults(0).getTiming()
        .getDeviceSeconds()).isEqualTo(rc.getEstimatedDeviceSeconds());
    assertThat(ar.getResults(0).getTypesList()).isEqualTo(rr.getResults(0).getTypesList());

    // the simulator's graph path prices the same graph with the same model: its kernels add up to the same time
    StepReport sim = new GraphSimulator().simulate(new GraphSimulator.Request(graph, Generation.V5E, null, List.of(),
        StepSimulator.Mode.COMPILED, 0, "mlp"));
    assertThat(sim.computeSeconds()).isCloseTo(rc.getEstimatedDeviceSeconds(),
        org.assertj.core.data.Percentage.withPercentage(1e-9));
  }

  /** x: f32[64,256], w: f32[256,128] -> (tanh(x w), sum of squares). */
  private static Graph mlp() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 64, 256));
    long w = b.param(GraphBuilder.type(DType.F32, 256, 128));
    long y = b.unary(UnaryOp.Kind.TANH, b.matmul(x, w));
    long loss = b.reduce(ReduceOp.Kind.SUM, b.mul(y, y), 0, 1);
    return b.graph(y, loss);
  }

  private static Op callOp(Graph graph, CompileResponse compiled, long in0, long in1, long firstResult) {
    CallOp call = CallOp.newBuilder().setProgramId(compiled.getProgramId())
        .addAllParameterTypes(graph.getParametersList().stream().map(Parameter::getType).toList())
        .addAllResultTypes(compiled.getOutputTypesList()).build();
    Op.Builder op = Op.newBuilder().setCall(call).addOperands(in0).addOperands(in1);
    for (int i = 0; i < compiled.getOutputTypesCount(); i++) {
      op.addResults(firstResult + i);
    }
    return op.build();
  }

  @Test
  void outOfMemoryVerdictsMatchARealAllocation() throws Exception {
    // chips of 1 MiB: small enough that real values reach the limit
    ChipSpec small = ChipSpecs.of(Generation.V5E).toBuilder().setHbmBytes(1 << 20).build();
    rt = new RuntimeHarness(new Host("small-host", small, 2));
    for (ExecutionDepth depth : List.of(ExecutionDepth.CONCRETE, ExecutionDepth.ABSTRACT)) {
      String s = open(EagerMode.DEBUG, 0, depth);
      boolean data = depth == ExecutionDepth.CONCRETE;
      Random random = new Random(1);
      // 256 KiB + 256 KiB: fits
      upload(s, 1, CompilerTestSupport.random(GraphBuilder.type(DType.F32, 256, 256), random), data);
      upload(s, 2, CompilerTestSupport.random(GraphBuilder.type(DType.F32, 256, 256), random), data);
      GraphBuilder b = new GraphBuilder(10);
      long p = b.param(GraphBuilder.type(DType.F32, 256, 256));
      long q = b.param(GraphBuilder.type(DType.F32, 256, 256));
      b.add(p, q); // 256 KiB more: 768 KiB, fits
      List<Op> fits = rewire(b.ops(), p, q);
      ExecuteResponse ok = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(1)
          .addAllOps(fits).build());
      assertThat(ok.getResultsCount()).as(depth.name()).isEqualTo(1);
      long used = rt.sessions.get(s).chip().hbmUsed();
      assertThat(used).as(depth.name()).isEqualTo(3L * 256 * 256 * 4);

      GraphBuilder c = new GraphBuilder(20);
      long p2 = c.param(GraphBuilder.type(DType.F32, 256, 256));
      long q2 = c.param(GraphBuilder.type(DType.F32, 256, 256));
      long e = c.unary(UnaryOp.Kind.EXP, p2); // 256 KiB more: exactly 1 MiB, fits
      c.mul(e, q2);                           // one more: does not fit
      List<Op> tooMuch = rewire(c.ops(), p2, q2);
      assertThatThrownBy(() -> rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(s).setFirstSequence(2)
          .addAllOps(tooMuch).build()))
          .as(depth.name())
          .isInstanceOf(StatusRuntimeException.class)
          .satisfies(x -> assertThat(((StatusRuntimeException) x).getStatus().getCode())
              .isEqualTo(Status.Code.RESOURCE_EXHAUSTED))
          .hasMessageContaining("#3")
          .hasMessageContaining("HBM exhausted");
      assertThat(rt.sessions.get(s).chip().hbmUsed()).as(depth.name()).isEqualTo(1L << 20);
      // a compile whose memory plan cannot fit is refused the same way
      GraphBuilder g = new GraphBuilder();
      long big = g.param(GraphBuilder.type(DType.F32, 512, 512));
      Graph graph = g.graph(g.unary(UnaryOp.Kind.EXP, big));
      assertThatThrownBy(() -> rt.blocking.compile(CompileRequest.newBuilder().setSessionId(s).setGraph(graph)
          .build())).as(depth.name()).hasMessageContaining("RESOURCE_EXHAUSTED");
      rt.blocking.closeSession(org.torchtpu.api.v1.CloseSessionRequest.newBuilder().setSessionId(s).build());
    }
  }

  /** The builder's ops with its two stand-in parameters rewired to handles 1 and 2. */
  private static List<Op> rewire(List<Op> ops, long first, long second) {
    List<Op> out = new ArrayList<>();
    for (Op op : ops) {
      Op.Builder o = op.toBuilder().clearOperands();
      for (long id : op.getOperandsList()) {
        o.addOperands(id == first ? 1 : id == second ? 2 : id);
      }
      out.add(o.build());
    }
    return out;
  }

  @Test
  void readingAValueIsAFailedPreconditionNamingWhy() throws Exception {
    rt = new RuntimeHarness();
    String abs = sessionWithInputs(EagerMode.STRICT, 0, ExecutionDepth.ABSTRACT);
    assertThatThrownBy(() -> rt.download(abs, 1))
        .isInstanceOf(StatusRuntimeException.class)
        .satisfies(x -> assertThat(((StatusRuntimeException) x).getStatus().getCode())
            .isEqualTo(Status.Code.FAILED_PRECONDITION))
        .hasMessageContaining("abstract")
        .hasMessageContaining("f32[64,256]");
    // an upload that sends data is accepted, its contents dropped; the value is still only a type
    rt.upload(abs, 3, CompilerTestSupport.random(GraphBuilder.type(DType.F32, 8), new Random(2)));
    assertThatThrownBy(() -> rt.download(abs, 3)).hasMessageContaining("FAILED_PRECONDITION");
  }

  @Test
  void fullSizeValuesTakeTheirHbmButNoMemory() throws Exception {
    rt = new RuntimeHarness();
    String abs = open(EagerMode.STRICT, 0, ExecutionDepth.ABSTRACT);
    // bf16[65536,65536]: 8 GiB and 4.3e9 elements, beyond anything this simulator could hold as values
    TensorType huge = GraphBuilder.type(DType.BF16, 65536, 65536);
    headerOnly(abs, 1, huge);
    GraphBuilder b = new GraphBuilder(10);
    long p = b.param(huge);
    long m = b.matmul(p, p); // 8 GiB more: exactly 16 GiB, the whole v5e
    List<Op> ops = rewire(b.ops(), p, -1);
    List<StreamResponse> acks = rt.stream(abs, List.of(RuntimeHarness.batch(1, ops, false)));
    assertThat(acks).noneMatch(StreamResponse::hasError);
    DeviceSession s = rt.sessions.get(abs);
    assertThat(s.chip().hbmUsed()).isEqualTo(16L << 30).isEqualTo(s.chip().hbmCapacity());
    assertThat(rt.host.chips().get(0).hbmUsed()).isZero();
    // 2 n^3 flops at the calibrated MXU rate (compute-bound by far)
    double n = 65536;
    DeviceCalibration cal = DeviceCalibration.measured(Generation.V5E);
    // plus the pipeline fill and drain: a 1024-row lhs panel, a 1024-column rhs panel and one 1024^2 output tile
    double tile = 1024;
    double expected = cal.kernelFixedSeconds() + 2 * n * n * n
        / (ChipSpecs.of(Generation.V5E).getPeakBf16Flops() * cal.mxuSustainedFraction())
        + (2 * tile * n + tile * tile) * 2 / (ChipSpecs.of(Generation.V5E).getHbmBytesPerSecond() * 3210.480912 / 3690);
    double device = acks.stream().mapToDouble(x -> x.getTiming().getDeviceSeconds()).sum();
    assertThat(device).isCloseTo(expected, org.assertj.core.data.Percentage.withPercentage(1e-6));
    org.torchtpu.api.v1.SessionStatus status = rt.blocking.describeSession(
        org.torchtpu.api.v1.DescribeSessionRequest.newBuilder().setSessionId(abs).build());
    assertThat(status.getDepth()).isEqualTo(ExecutionDepth.ABSTRACT);
    assertThat(status.getValueBytes()).isEqualTo(16L << 30);
    assertThat(status.getChipHbmPeakBytes()).isEqualTo(16L << 30).isEqualTo(status.getChipHbmBytes());
    assertThat(status.getTotal().getDeviceSeconds()).isCloseTo(device,
        org.assertj.core.data.Percentage.withPercentage(1e-9));
    // one more byte-holding value does not fit, as on a real chip
    GraphBuilder c = new GraphBuilder(20);
    long q = c.param(huge);
    c.unary(UnaryOp.Kind.NEGATE, q);
    List<Op> more = rewire(c.ops(), q, -1);
    List<StreamResponse> failed = rt.stream(abs, List.of(RuntimeHarness.batch(2, more, false)));
    StreamResponse last = failed.get(failed.size() - 1);
    assertThat(last.getErrorCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED.value());
    assertThat(last.getError().getReason()).contains("HBM exhausted");
  }

  @Test
  void controlFlowInAnAbstractProgramIsAFailedPrecondition() throws Exception {
    rt = new RuntimeHarness();
    String abs = open(EagerMode.DEBUG, 0, ExecutionDepth.ABSTRACT);
    String text;
    try (var in = getClass().getResourceAsStream("/stablehlo/corpus/ops_control_flow_2.mlir")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    CompileResponse compiled = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(abs).setStablehlo(text)
        .build());
    headerOnly(abs, 1, GraphBuilder.type(DType.F32, 6));
    headerOnly(abs, 2, GraphBuilder.type(DType.S32));
    CallOp.Builder call = CallOp.newBuilder().setProgramId(compiled.getProgramId())
        .addParameterTypes(GraphBuilder.type(DType.F32, 6)).addParameterTypes(GraphBuilder.type(DType.S32))
        .addAllResultTypes(compiled.getOutputTypesList());
    Op.Builder op = Op.newBuilder().setCall(call).addOperands(1).addOperands(2);
    for (int i = 0; i < compiled.getOutputTypesCount(); i++) {
      op.addResults(10 + i);
    }
    assertThatThrownBy(() -> rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(abs).setFirstSequence(1)
        .addOps(op).build()))
        .hasMessageContaining("FAILED_PRECONDITION").hasMessageContaining("depends on values");
    assertThat(rt.sessions.get(abs).chip().hbmUsed()).as("the failed call's memory is given back")
        .isEqualTo(6 * 4 + 4);
  }

  @Test
  void anSpmdProgramCompilesWithoutAWorldAndOneRankRunsIt() throws Exception {
    rt = new RuntimeHarness();
    String abs = open(EagerMode.DEBUG, 0, ExecutionDepth.ABSTRACT);
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 1024, 4096));
    long w = b.param(GraphBuilder.type(DType.BF16, 4096, 4096));
    Graph graph = b.graph(b.matmul(x, w));
    // FSDP-like: rows of x and of w split over 8 devices (w is all-gathered)
    graph = graph.toBuilder()
        .setParameters(0, graph.getParameters(0).toBuilder().setSharding(Sharding.newBuilder().addDimAxes(0)
            .addDimAxes(-1)))
        .setParameters(1, graph.getParameters(1).toBuilder().setSharding(Sharding.newBuilder().addDimAxes(0)
            .addDimAxes(-1)))
        .addOutputShardings(Sharding.newBuilder().addDimAxes(0).addDimAxes(-1)) // the result stays row-split
        .build();
    CompileResponse compiled = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(abs).setGraph(graph)
        .setSpmd(SpmdOptions.newBuilder().setMesh(DeviceMesh.newBuilder().addShape(8))).build());
    assertThat(compiled.getSpmd().getInsertedCollectives()).isPositive();
    assertThat(compiled.getSpmd().getCollectiveSeconds()).isPositive();
    List<TensorType> local = compiled.getSpmd().getLocalParameterTypesList();
    assertThat(local.get(0)).isEqualTo(GraphBuilder.type(DType.BF16, 128, 4096));
    for (int i = 0; i < local.size(); i++) {
      headerOnly(abs, 1 + i, local.get(i));
    }
    Op.Builder call = Op.newBuilder().setCall(CallOp.newBuilder().setProgramId(compiled.getProgramId())
        .addAllParameterTypes(local).addAllResultTypes(compiled.getSpmd().getLocalOutputTypesList()));
    for (int i = 0; i < local.size(); i++) {
      call.addOperands(1 + i);
    }
    call.addResults(100);
    ExecuteResponse r = rt.blocking.execute(ExecuteRequest.newBuilder().setSessionId(abs).setFirstSequence(1)
        .addOps(call).build());
    assertThat(r.getResults(0).getTiming().getDeviceSeconds()).isEqualTo(compiled.getEstimatedDeviceSeconds());
    assertThat(r.getResults(0).getTypes(0)).isEqualTo(GraphBuilder.type(DType.BF16, 128, 4096));
    assertThat(Shapes.byteSize(r.getResults(0).getTypes(0))).isEqualTo(128L * 4096 * 2);
  }

  @Test
  void aJaxModuleCompilesWithItsOwnShardingsOverItsMesh() throws Exception {
    rt = new RuntimeHarness();
    String abs = open(EagerMode.DEBUG, 0, ExecutionDepth.ABSTRACT);
    String text;
    try (var in = getClass().getResourceAsStream("/stablehlo/sharded/mlp_2x4.gspmd.mlir")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    CompileResponse compiled = rt.blocking.compile(CompileRequest.newBuilder().setSessionId(abs).setStablehlo(text)
        .setSpmd(SpmdOptions.newBuilder().setMesh(DeviceMesh.newBuilder().addShape(2).addShape(4))).build());
    // x rows over "data" (2), w1 columns and w2 rows over "model" (4), as jax.jit was told
    assertThat(compiled.getSpmd().getLocalParameterTypesList().subList(0, 3)).containsExactly(
        GraphBuilder.type(DType.BF16, 128, 512), GraphBuilder.type(DType.BF16, 512, 256),
        GraphBuilder.type(DType.BF16, 256, 512));
    assertThat(compiled.getSpmd().getInsertedCollectives()).isPositive();
    assertThat(compiled.getSpmd().getCollectiveSeconds()).isPositive();
  }
}
