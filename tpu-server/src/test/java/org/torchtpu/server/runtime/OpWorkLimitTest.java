package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.EighOp;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.compiler.ControlFlowMeter;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.RunCancelledException;
import org.torchtpu.server.exec.WorkLimitException;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * One op's work is bounded before it runs ({@code torchtpu.limits.max-work}): a kernel is not interrupted partway, and
 * a product or convolution is far more work than its values' size (a 1x1 image padded under a 4096x4096 kernel is
 * 2.8 x 10^14 multiply-adds, days of this host's CPU, from 128 MiB of values), so one tenant's op held a session
 * thread and a core for as long as it liked. Here the limit is scaled down to a 64x64x64 product.
 */
class OpWorkLimitTest {
  private static final int N = 64;
  private static final TensorType SQUARE = TensorType.newBuilder().setDtype(DType.F32).addDims(N).addDims(N).build();
  private static final Op A = Op.newBuilder().addResults(1)
      .setIota(IotaOp.newBuilder().setType(SQUARE).setDimension(0)).build();
  private static final Op B = Op.newBuilder().addResults(2)
      .setIota(IotaOp.newBuilder().setType(SQUARE).setDimension(1)).build();
  private static final Op PRODUCT = Op.newBuilder().addOperands(1).addOperands(2).addResults(3)
      .setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0)).build();
  /** Room for an iota (4,096 elements and 32 KiB moved), none for the product's 2 x 64^3 flops. */
  private static final double LIMIT = 100_000;

  @Test
  void anEagerOpPastTheWorkLimitIsRefusedBeforeItRuns() {
    Sessions host = new Sessions(LIMIT);
    DeviceSession s = host.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
    s.runOp(A, 1, true);
    s.runOp(B, 2, true);
    long held = host.memory.held();
    OpFailure refused = catchThrowableOfType(OpFailure.class, () -> s.runOp(PRODUCT, 3, true));
    assertThat(refused).as("the product under a limit of " + LIMIT).isNotNull();
    assertThat(refused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getMessage()).contains("dot_general #3", "torchtpu.limits.max-work");
    assertThat(host.memory.held()).as("the refused op gave back its result").isEqualTo(held);
    // the session goes on: a small op still runs
    s.runOp(A.toBuilder().setResults(0, 4).build(), 4, true);
    host.sessions.close(s.id());
    assertThat(host.memory.held()).isZero();

    // under the default limit the same product runs
    Sessions roomy = new Sessions(ControlFlowLimits.DEFAULT_MAX_WORK);
    DeviceSession r = roomy.sessions.open("t", Generation.V5E, 0, EagerMode.STRICT, null);
    r.runOp(A, 1, false);
    r.runOp(B, 2, false);
    r.runOp(PRODUCT, 3, false);
    roomy.sessions.close(r.id());
  }

  /**
   * Fused mode fuses a product with its consumer into one kernel rooted at the product: that kernel was never checked,
   * so a Fused session ran any product unbounded. The refused kernel makes the chunk replay op by op, where the product
   * is refused as Strict refuses it and nothing after it runs.
   */
  @Test
  void aFusedKernelPastTheWorkLimitIsRefusedBeforeItRuns() {
    Sessions host = new Sessions(LIMIT);
    DeviceSession s = host.sessions.open("t", Generation.V5E, 0, EagerMode.FUSED, null);
    s.runOp(A, 1, false);
    s.runOp(B, 2, false);
    Op add = Op.newBuilder().addOperands(3).addOperands(1).addResults(4)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
    OpFailure refused = catchThrowableOfType(OpFailure.class, () -> s.runChunk(List.of(PRODUCT, add), 3, Set.of(3L)));
    assertThat(refused).as("the fused product under a limit of " + LIMIT).isNotNull();
    assertThat(refused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getMessage()).contains("dot_general #3", "torchtpu.limits.max-work");
    assertThat(s.isDefined(4)).as("the sum after the refused product").isFalse();
    host.sessions.close(s.id());
    assertThat(host.memory.held()).isZero();
  }

  @Test
  void aProgramsKernelPastTheWorkLimitIsRefusedBeforeItRuns() {
    Sessions host = new Sessions(LIMIT);
    Graph g = Graph.newBuilder().addOps(A).addOps(B).addOps(PRODUCT).addOutputs(3).build();
    ExecutableProgram program = host.programs.compileGraph("t", g, CompileOptions.getDefaultInstance(),
        ChipSpecs.of(Generation.V5E), 1).program();
    assertThatThrownBy(() -> program.run(List.of(), host.executor, false))
        .isInstanceOf(WorkLimitException.class)
        .hasMessageContaining("(dot_general)")
        .hasMessageContaining("torchtpu.limits.max-work");
    Executor roomy = new Executor(new ControlFlowLimits(5, 100, ControlFlowLimits.DEFAULT_MAX_WORK));
    assertThat(program.run(List.of(), roomy, false).get(0).floats()).hasSize(N * N);
  }

  /**
   * A program's straight-line kernels are bounded per call as a loop's runs are: an unrolled chain of products, each
   * under the limit, is refused once the call's total would pass it. Before, only region runs were added up, so a
   * program of N products ran N times the limit.
   */
  @Test
  void aChainOfKernelsPastTheWorkLimitTogetherIsRefused() {
    CostModel model =
        CostModel.calibrated(ChipSpecs.of(Generation.V5E));
    CostBreakdown one = model.price(PRODUCT, List.of(SQUARE, SQUARE), List.of(SQUARE));
    double oneProduct = one.getUsefulFlops() + one.getHbmBytes();
    Sessions host = new Sessions(2.5 * oneProduct); // two products fit, four do not
    Graph.Builder g = Graph.newBuilder().addOps(A).addOps(B);
    for (int i = 0; i < 4; i++) { // x_{i+1} = x_i . B, starting from A
      g.addOps(PRODUCT.toBuilder().setOperands(0, i == 0 ? 1 : 2 + i).setResults(0, 3 + i).build());
    }
    ExecutableProgram program = host.programs.compileGraph("t", g.addOutputs(6).build(),
        CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), 1).program();
    assertThatThrownBy(() -> program.run(List.of(), host.executor, false))
        .isInstanceOf(WorkLimitException.class)
        .hasMessageContaining("(dot_general)")
        .hasMessageContaining("past the call's limit")
        .hasMessageContaining("torchtpu.limits.max-work");
    Executor roomy = new Executor(new ControlFlowLimits(5, 100, 5 * oneProduct));
    assertThat(program.run(List.of(), roomy, false).get(0).floats()).hasSize(N * N);
  }

  /** A cancelled call stops between a program's straight-line kernels, not only between loop trips. */
  @Test
  void aCancelledCallStopsBetweenStraightLineKernels() {
    Sessions host = new Sessions(ControlFlowLimits.DEFAULT_MAX_WORK);
    Graph g = Graph.newBuilder().addOps(A).addOps(B).addOps(PRODUCT).addOutputs(3).build();
    ExecutableProgram program = host.programs.compileGraph("t", g, CompileOptions.getDefaultInstance(),
        ChipSpecs.of(Generation.V5E), 1).program();
    assertThat(program.kernels().size()).as("the iotas and the product are separate kernels").isGreaterThan(1);
    assertThatThrownBy(() -> program.run(List.of(), host.executor, false, null,
        new ControlFlowMeter(() -> true)))
        .isInstanceOf(RunCancelledException.class)
        .hasMessageContaining("stopped before kernel 1");
  }

  /**
   * The attack at the default limit, priced only (running it is the point of refusing it): a 1x1 image padded under a
   * 4096x4096 kernel makes 4096x4096 outputs of 4096x4096 taps, 2.8 x 10^14 multiply-adds from 128 MiB of values,
   * which the default limit refuses; an 8192^3 product (1.1 x 10^12 flops) passes it.
   */
  @Test
  void theDefaultLimitRefusesAPaddedConvolutionAndPassesAnHonestLargeProduct() {
    int taps = 4096;
    TensorType image = TensorType.newBuilder().setDtype(DType.F32).addDims(1).addDims(1).addDims(1).addDims(1).build();
    TensorType kernel = TensorType.newBuilder().setDtype(DType.F32).addDims(1).addDims(1).addDims(taps).addDims(taps)
        .build();
    TensorType out = TensorType.newBuilder().setDtype(DType.F32).addDims(1).addDims(1).addDims(taps).addDims(taps)
        .build();
    Op conv = Op.newBuilder().addOperands(1).addOperands(2).addResults(3).setConvolution(
        ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(1)
            .addAllInputSpatialDimensions(List.of(2L, 3L)).setKernelOutputFeatureDimension(0)
            .setKernelInputFeatureDimension(1).addAllKernelSpatialDimensions(List.of(2L, 3L))
            .setOutputBatchDimension(0).setOutputFeatureDimension(1).addAllOutputSpatialDimensions(List.of(2L, 3L))
            .setFeatureGroupCount(1).setBatchGroupCount(1)
            .addAllPaddingLow(List.of((long) taps - 1, (long) taps - 1))
            .addAllPaddingHigh(List.of((long) taps - 1, (long) taps - 1)))
        .build();
    CostModel model =
        CostModel.calibrated(ChipSpecs.of(Generation.V5E));
    CostBreakdown c = model.price(conv, List.of(image, kernel), List.of(out));
    assertThat(c.getUsefulFlops()).isGreaterThanOrEqualTo(2 * Math.pow(taps, 4));
    assertThat(ControlFlowLimits.DEFAULT.allowsOp(c.getUsefulFlops() + c.getHbmBytes())).isFalse();

    TensorType big = TensorType.newBuilder().setDtype(DType.BF16).addDims(8192).addDims(8192).build();
    CostBreakdown p = model.price(PRODUCT, List.of(big, big), List.of(big));
    assertThat(ControlFlowLimits.DEFAULT.allowsOp(p.getUsefulFlops() + p.getHbmBytes())).isTrue();
  }

  /** eigh of operand 1 into vectors 2 and values 3. */
  private static final Op EIGH = Op.newBuilder().setEigh(EighOp.newBuilder().setLower(true)).addOperands(1)
      .addResults(2).addResults(3).build();
  /** svd of operand 1 into singular values 2, U 3 and V^T 4. */
  private static final Op SVD = Op.newBuilder().setSvd(SvdOp.getDefaultInstance()).addOperands(1).addResults(2)
      .addResults(3).addResults(4).build();

  private static TensorType f32(int... dims) {
    TensorType.Builder t = TensorType.newBuilder().setDtype(DType.F32);
    for (int d : dims) {
      t.addDims(d);
    }
    return t.build();
  }

  /** The cost model's price of a Jacobi op: useful flops at a typical run, bound_flops at its sweep cap. */
  private static CostBreakdown jacobiPrice(Op op, List<TensorType> operands, List<TensorType> results) {
    CostBreakdown price = CostModel.calibrated(ChipSpecs.of(Generation.V5E)).price(op, operands, results);
    assertThat(price.getBoundFlops()).as("the cap's work is well past a typical run's")
        .isGreaterThan(2 * price.getUsefulFlops());
    return price;
  }

  /** The cost model's price of an n x n eigh. */
  private static CostBreakdown eighPrice(int n) {
    return jacobiPrice(EIGH, List.of(f32(n, n)), List.of(f32(n, n), f32(n)));
  }

  /**
   * Eagerly, eigh and svd are refused by their 30-sweep cap, not by the typical sweeps their simulated time counts:
   * under a limit between the two they must not run, and the refusal says the work counted is at the cap (the
   * reported cost shows ~3x fewer flops).
   */
  @Test
  void anEagerEighIsBoundedAtItsSweepCapNotItsTypicalRun() {
    refusedUnderTheCapRunsWithIt(EIGH, "eigh #2", eighPrice(N), 3);
  }

  @Test
  void anEagerSvdIsBoundedAtItsSweepCapNotItsTypicalRun() {
    CostBreakdown price = jacobiPrice(SVD, List.of(SQUARE), List.of(f32(N), SQUARE, SQUARE));
    refusedUnderTheCapRunsWithIt(SVD, "svd #2", price, 4);
  }

  private static void refusedUnderTheCapRunsWithIt(Op op, String named, CostBreakdown price, long lastResult) {
    double typical = price.getUsefulFlops() + price.getHbmBytes();
    double cap = price.getBoundFlops() + price.getHbmBytes();

    Sessions host = new Sessions(Math.sqrt(typical * cap)); // room for a typical run, not for the cap
    DeviceSession s = host.sessions.open("t", Generation.V5E, 0, EagerMode.DEBUG, null);
    s.runOp(A, 1, true);
    OpFailure refused = catchThrowableOfType(OpFailure.class, () -> s.runOp(op, 2, true));
    assertThat(refused).as("%s under a limit between its typical run and its cap", named).isNotNull();
    assertThat(refused.code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getMessage()).contains(named, "(at its iteration cap)", "torchtpu.limits.max-work");
    host.sessions.close(s.id());

    Sessions roomy = new Sessions(cap * 1.01); // the cap fits
    DeviceSession r = roomy.sessions.open("t", Generation.V5E, 0, EagerMode.STRICT, null);
    r.runOp(A, 1, false);
    r.runOp(op, 2, false);
    assertThat(r.isDefined(lastResult)).as("%s's last result", named).isTrue();
    roomy.sessions.close(r.id());
  }

  /** eigh of a 16x16 matrix on every trip: the loop carries its eigenvectors to the next. */
  private static final String EIGH_PER_TRIP = """
      func.func public @main(%x: tensor<16x16xf32>, %n: tensor<i32>) -> tensor<16x16xf32> {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %0:3 = stablehlo.while(%i = %z, %a = %x, %m = %n) : tensor<i32>, tensor<16x16xf32>, tensor<i32>
        cond {
          %p = stablehlo.compare LT, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
          %v:2 = stablehlo.custom_call @Eigh(%a) {backend_config = "1,1,100,1e-6"} : (tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16xf32>)
          %one = stablehlo.constant dense<1> : tensor<i32>
          %i1 = stablehlo.add %i, %one : tensor<i32>
          stablehlo.return %i1, %v#0, %m : tensor<i32>, tensor<16x16xf32>, tensor<i32>
        }
        return %0#1 : tensor<16x16xf32>
      }
      """;

  /**
   * A compiled loop of eighs is bounded at their cap too (the program's kernels and the loop's region runs count
   * bound_flops): a call limit between the trips' typical work and their work at the cap refuses the loop partway.
   */
  @Test
  void aLoopOfEighsIsBoundedAtTheirSweepCapNotTheirTypicalRuns() {
    int n = 16;
    int trips = 4;
    CostBreakdown price = eighPrice(n);
    double typical = price.getUsefulFlops() + price.getHbmBytes();
    double cap = price.getBoundFlops() + price.getHbmBytes();
    float[] hilbert = new float[n * n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        hilbert[i * n + j] = 1f / (1 + i + j);
      }
    }
    List<DeviceArray> args = List.of(DeviceArray.ofFloats(DType.F32, new int[] {n, n}, hilbert),
        DeviceArray.ofLongs(DType.S32, new int[0], new long[] {trips}));

    // room for every trip's typical run (the counter's adds are a few units), not for every trip at the cap
    Sessions host = new Sessions(trips * (typical + cap) / 2);
    ExecutableProgram program = host.programs.compileGraph("t", StableHloImporter.parse(EIGH_PER_TRIP),
        CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), 1).program();
    ControlFlowMeter meter = new ControlFlowMeter();
    assertThatThrownBy(() -> program.run(args, host.executor, false, null, meter))
        .isInstanceOf(WorkLimitException.class)
        .hasMessageContaining("torchtpu.limits.max-work");
    assertThat(meter.trips()).as("trips run before the limit").isLessThan(trips);

    Sessions roomy = new Sessions(trips * cap * 1.01);
    ControlFlowMeter all = new ControlFlowMeter();
    assertThat(program.run(args, roomy.executor, false, null, all).get(0).floats()).hasSize(n * n);
    assertThat(all.trips()).isEqualTo(trips);
  }

  /** Writes one row of a 256x256 operand a trip, by dynamic_update_slice at the trip's row. */
  private static final String ROW_PER_TRIP = """
      func.func public @main(%x: tensor<256x256xf32>, %n: tensor<i32>) -> tensor<256x256xf32> {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %0:3 = stablehlo.while(%i = %z, %a = %x, %m = %n) : tensor<i32>, tensor<256x256xf32>, tensor<i32>
        cond {
          %p = stablehlo.compare LT, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
          %row = stablehlo.constant dense<1.0> : tensor<1x256xf32>
          %c0 = stablehlo.constant dense<0> : tensor<i32>
          %u = stablehlo.dynamic_update_slice %a, %row, %i, %c0 : (tensor<256x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<256x256xf32>
          %one = stablehlo.constant dense<1> : tensor<i32>
          %i1 = stablehlo.add %i, %one : tensor<i32>
          stablehlo.return %i1, %u, %m : tensor<i32>, tensor<256x256xf32>, tensor<i32>
        }
        return %0#1 : tensor<256x256xf32>
      }
      """;

  /**
   * A loop writing one row a trip copies the whole operand a trip on this host (a device writes the row in place), so
   * its work is trips x operand, not trips x row: before, 64 trips over a 256 KiB operand were metered as 64 rows
   * (~150 K units) and a loop of ten million such trips over 64 MiB ran ~40 hours of a core under the default limit.
   */
  @Test
  void aLoopOfInPlaceWritesIsMeteredByTheOperandItCopiesEachTrip() {
    int n = 256;
    int trips = 64;
    CostModel model = CostModel.calibrated(ChipSpecs.of(Generation.V5E));
    double operandBytes = 4.0 * n * n;
    CostBreakdown write = model.price(Op.newBuilder().setDynamicUpdateSlice(
            org.torchtpu.api.v1.DynamicUpdateSliceOp.getDefaultInstance()).build(),
        List.of(f32(n, n), f32(1, n), f32(), f32()), List.of(f32(n, n)));
    assertThat(write.getHostCopyBytes()).as("read and written once").isEqualTo(2 * operandBytes);
    assertThat(write.getHbmBytes()).as("the device's bytes (and time) are the row's, not the copy's")
        .isLessThan(operandBytes / 16);
    CostBreakdown scatter = model.price(Op.newBuilder().setScatter(org.torchtpu.api.v1.ScatterOp.newBuilder()
            .addUpdateWindowDims(1).addInsertedWindowDims(0).addScatterDimsToOperandDims(0).setIndexVectorDim(1))
            .build(), List.of(f32(n, n), TensorType.newBuilder().setDtype(DType.S32).addDims(1).addDims(1).build(),
        f32(1, n)), List.of(f32(n, n)));
    assertThat(scatter.getHostCopyBytes()).isEqualTo(2 * operandBytes);

    List<DeviceArray> args = List.of(DeviceArray.ofFloats(DType.F32, new int[] {n, n}, new float[n * n]),
        DeviceArray.ofLongs(DType.S32, new int[0], new long[] {trips}));
    // room for every trip's row (~2 KiB each) many times over, not for 64 copies of 256 KiB
    Sessions host = new Sessions(trips * operandBytes / 4);
    ExecutableProgram program = host.programs.compileGraph("t", StableHloImporter.parse(ROW_PER_TRIP),
        CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), 1).program();
    ControlFlowMeter meter = new ControlFlowMeter();
    assertThatThrownBy(() -> program.run(args, host.executor, false, null, meter))
        .isInstanceOf(WorkLimitException.class)
        .hasMessageContaining("torchtpu.limits.max-work");
    assertThat(meter.trips()).as("trips run before the limit").isLessThan(trips / 2);

    Sessions roomy = new Sessions(trips * operandBytes * 4);
    ControlFlowMeter all = new ControlFlowMeter();
    float[] out = program.run(args, roomy.executor, false, null, all).get(0).floats();
    assertThat(out[(trips - 1) * n]).isEqualTo(1f);
    assertThat(out[trips * n]).isEqualTo(0f);
    assertThat(all.trips()).isEqualTo(trips);
  }

  /** A host whose executor refuses ops past {@code maxWork}. */
  private static final class Sessions {
    final HostMemory memory = new HostMemory(Long.MAX_VALUE / 4, 0, 1.0);
    final Executor executor;
    final ProgramService programs;
    final SessionRegistry sessions;

    Sessions(double maxWork) {
      Host host = new Host("h", Generation.V5E, 1);
      executor = new Executor(new ControlFlowLimits(5, 100, maxWork));
      SimpleMeterRegistry meters = new SimpleMeterRegistry();
      programs = new ProgramService(executor, new ProgramCache(1 << 20, null, "h", executor, meters));
      sessions = new SessionRegistry(host, executor, programs, meters,
          new TenantQuotas(QuotaProperties.unlimited(), memory));
    }
  }
}
