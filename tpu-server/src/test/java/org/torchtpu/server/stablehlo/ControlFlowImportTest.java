package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.compiler.ControlFlowMeter;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.LoopLimitException;
import org.torchtpu.server.exec.WorkLimitException;

/** while/case import, compile and run: loop pricing by trips, the trip limit, mistyped bodies, all-at-once errors. */
class ControlFlowImportTest {
  /** Doubles x until its sum reaches the bound: the trip count depends on the data. */
  private static final String DOUBLING = """
      func.func public @main(%arg0: tensor<8xf32>, %bound: tensor<f32>) -> tensor<8xf32> {
        %c = stablehlo.constant dense<0.0> : tensor<f32>
        %0:2 = stablehlo.while(%it = %arg0, %n = %c) : tensor<8xf32>, tensor<f32>
        cond {
          %s = stablehlo.reduce(%it init: %c) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
          %p = stablehlo.compare LT, %s, %bound, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
          %d = stablehlo.add %it, %it : tensor<8xf32>
          %one = stablehlo.constant dense<1.0> : tensor<f32>
          %m = stablehlo.add %n, %one : tensor<f32>
          stablehlo.return %d, %m : tensor<8xf32>, tensor<f32>
        }
        return %0#0 : tensor<8xf32>
      }
      """;

  private static ExecutableProgram compile(String text, Executor executor) {
    Graph graph = StableHloImporter.parse(text);
    return ExecutableProgram.compile(new GraphCompiler(executor), IrGraph.fromGraph(graph), ProgramKind.GRAPH,
        CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), executor);
  }

  private static List<DeviceArray> inputs(float bound) {
    float[] ones = new float[8];
    java.util.Arrays.fill(ones, 1f);
    return List.of(DeviceArray.ofFloats(DType.F32, new int[] {8}, ones),
        DeviceArray.ofFloats(DType.F32, new int[0], new float[] {bound}));
  }

  @Test
  void loopRunsItsDataDependentTripsAndIsPricedByThem() {
    Executor executor = new Executor();
    ExecutableProgram program = compile(DOUBLING, executor);
    ControlFlowMeter few = new ControlFlowMeter();
    float[] out = program.run(inputs(20f), executor, false, null, few).get(0).floats();
    assertThat(out[0]).isEqualTo(4f); // 8 -> 16 -> 32: two trips
    assertThat(few.trips()).isEqualTo(2);
    ControlFlowMeter many = new ControlFlowMeter();
    program.run(inputs(8f * (1 << 20)), executor, false, null, many);
    assertThat(many.trips()).isEqualTo(20);
    // cond runs trips + 1 times, the body trips times: the price grows with the trips actually run
    double perTrip = (many.seconds() - few.seconds()) / 18;
    assertThat(perTrip).isPositive();
    assertThat(many.seconds() / few.seconds()).isGreaterThan(5);
  }

  /** n trips of an outer loop, each running an inner loop of n trips: n^2 trips in all. */
  private static final String NESTED = """
      func.func public @main(%n: tensor<i32>) -> tensor<i32> {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %0:3 = stablehlo.while(%i = %z, %acc = %z, %m = %n) : tensor<i32>, tensor<i32>, tensor<i32>
        cond {
          %p = stablehlo.compare LT, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
          %z2 = stablehlo.constant dense<0> : tensor<i32>
          %1:3 = stablehlo.while(%j = %z2, %a = %acc, %k = %m) : tensor<i32>, tensor<i32>, tensor<i32>
          cond {
            %q = stablehlo.compare LT, %j, %k, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
            stablehlo.return %q : tensor<i1>
          } do {
            %one_in = stablehlo.constant dense<1> : tensor<i32>
            %j1 = stablehlo.add %j, %one_in : tensor<i32>
            %a1 = stablehlo.add %a, %one_in : tensor<i32>
            stablehlo.return %j1, %a1, %k : tensor<i32>, tensor<i32>, tensor<i32>
          }
          %one_out = stablehlo.constant dense<1> : tensor<i32>
          %i1 = stablehlo.add %i, %one_out : tensor<i32>
          stablehlo.return %i1, %1#1, %m : tensor<i32>, tensor<i32>, tensor<i32>
        }
        return %0#1 : tensor<i32>
      }
      """;

  private static List<DeviceArray> scalar(long n) {
    return List.of(DeviceArray.ofLongs(DType.S32, new int[0], new long[] {n}));
  }

  /**
   * The trip limit bounds a call's loops together: with a per-loop limit, loops nested k deep ran limit^k trips (a
   * loop of 10^7 trips inside another is 10^14), so a few lines of text held a host thread for days.
   */
  @Test
  void nestedLoopsShareTheCallsTripLimit() {
    Executor executor = new Executor(new ControlFlowLimits(5, 100));
    ExecutableProgram program = compile(NESTED, executor);
    ControlFlowMeter meter = new ControlFlowMeter();
    // 9 x 9 + 9 = 90 trips: within the limit, each loop far from it
    assertThat(program.run(scalar(9), executor, false, null, meter).get(0).longs()[0]).isEqualTo(81);
    assertThat(meter.trips()).isEqualTo(90);
    // 20 trips of 20: no loop reaches 100 trips, the call does
    assertThatThrownBy(() -> program.run(scalar(20), executor, false))
        .isInstanceOf(LoopLimitException.class)
        .hasMessageContaining("loop trips run by this call in all (nested and earlier loops included)")
        .hasMessageContaining("torchtpu.loops.max-trips");
  }

  /**
   * A loop's trips are bounded in count, not in time: a heavy body held a session thread for hours. Between trips the
   * loop asks whether its call is still wanted (the caller cancelled, the session closed) and stops, CANCELLED.
   */
  @Test
  void aLoopStopsBetweenTripsOnceItsCallIsCancelled() {
    Executor executor = new Executor(new ControlFlowLimits(5, 1_000_000));
    ExecutableProgram program = compile(NESTED, executor);
    ControlFlowMeter[] self = new ControlFlowMeter[1];
    ControlFlowMeter meter = new ControlFlowMeter(() -> self[0].trips() > 7); // the caller goes away after 7 trips
    self[0] = meter;
    assertThatThrownBy(() -> program.run(scalar(1000), executor, false, null, meter))
        .isInstanceOf(org.torchtpu.server.exec.RunCancelledException.class)
        .hasMessageContaining("cancelled");
    assertThat(meter.trips()).as("trips started before the loop stopped").isEqualTo(8);
  }

  /** Two matrix products per trip: two kernels, each heavy for large operands. */
  private static final String TWO_HEAVY_OPS_PER_TRIP = """
      func.func public @main(%x: tensor<16x16xf32>, %n: tensor<i32>) -> tensor<16x16xf32> {
        %z = stablehlo.constant dense<0> : tensor<i32>
        %0:3 = stablehlo.while(%i = %z, %a = %x, %m = %n) : tensor<i32>, tensor<16x16xf32>, tensor<i32>
        cond {
          %p = stablehlo.compare LT, %i, %m, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
          stablehlo.return %p : tensor<i1>
        } do {
          %b = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
          %c = stablehlo.dot_general %b, %a, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
          %one = stablehlo.constant dense<1> : tensor<i32>
          %i1 = stablehlo.add %i, %one : tensor<i32>
          stablehlo.return %i1, %c, %m : tensor<i32>, tensor<16x16xf32>, tensor<i32>
        }
        return %0#1 : tensor<16x16xf32>
      }
      """;

  /**
   * Within one trip the loop's body asks between its ops too: a caller that goes away while the first trip's first
   * heavy op runs stops the call before the next op, not at the end of the trip (a heavy trip held the thread on).
   */
  @Test
  void aCancelledCallStopsBetweenTheOpsOfOneTrip() {
    Executor executor = new Executor();
    ExecutableProgram program = compile(TWO_HEAVY_OPS_PER_TRIP, executor);
    ControlFlowMeter[] call = new ControlFlowMeter[1];
    call[0] = new ControlFlowMeter(() -> call[0].trips() > 0); // gone once the first trip has started
    ControlFlowMeter meter = call[0];
    float[] x = new float[256];
    java.util.Arrays.fill(x, 0.5f);
    List<DeviceArray> args = List.of(DeviceArray.ofFloats(DType.F32, new int[] {16, 16}, x),
        DeviceArray.ofLongs(DType.S32, new int[0], new long[] {1}));
    assertThatThrownBy(() -> program.run(args, executor, false, null, meter))
        .isInstanceOf(org.torchtpu.server.exec.RunCancelledException.class)
        .hasMessageContaining("stopped before kernel 1 of").hasMessageContaining("after 1 loop trips");
    assertThat(meter.trips()).as("one trip, the only one, stopped inside").isEqualTo(1);
  }

  private static List<DeviceArray> heavyArgs(long trips) {
    float[] x = new float[256];
    java.util.Arrays.fill(x, 0.001f);
    return List.of(DeviceArray.ofFloats(DType.F32, new int[] {16, 16}, x),
        DeviceArray.ofLongs(DType.S32, new int[0], new long[] {trips}));
  }

  /**
   * The trip limit bounds a loop's count, not its time: 10^7 trips of a body holding one 1024x1024 product are
   * 2 x 10^16 flops from a few lines of text and a few MiB of values. The call's regions are charged their work
   * (useful flops plus bytes moved) before each run, and a run past {@code torchtpu.limits.max-work} is refused
   * RESOURCE_EXHAUSTED (a {@link org.torchtpu.server.exec.SimulatorLimitException}) long before the trip limit.
   */
  @Test
  void aLoopsWorkIsBoundedNotOnlyItsTrips() {
    Executor measuring = new Executor(new ControlFlowLimits(5, 1_000_000));
    ControlFlowMeter ten = new ControlFlowMeter();
    compile(TWO_HEAVY_OPS_PER_TRIP, measuring).run(heavyArgs(10), measuring, false, null, ten);
    assertThat(ten.trips()).isEqualTo(10);
    assertThat(ten.work()).as("two 16x16x16 products a trip, 8,192 flops each").isGreaterThan(10 * 2 * 8192.0);

    // room for about ten trips' work; the trip limit alone would let 200,000 trips run
    Executor executor = new Executor(new ControlFlowLimits(5, 1_000_000, ten.work()));
    ExecutableProgram program = compile(TWO_HEAVY_OPS_PER_TRIP, executor);
    ControlFlowMeter meter = new ControlFlowMeter();
    assertThatThrownBy(() -> program.run(heavyArgs(200_000), executor, false, null, meter))
        .isInstanceOf(WorkLimitException.class)
        .isInstanceOf(org.torchtpu.server.exec.SimulatorLimitException.class)
        .hasMessageContaining("while at stablehlo:")
        .hasMessageContaining("torchtpu.limits.max-work")
        .hasMessageContaining("after 10 loop trips");
    assertThat(meter.trips()).as("the 11th body run was refused before it started").isEqualTo(10);

    // within the limit the same loop runs as before
    assertThat(program.run(heavyArgs(10), executor, false, null, new ControlFlowMeter()).get(0).floats()).hasSize(256);
  }

  @Test
  void aWorkLimitMustBePositiveAndFinite() {
    assertThatThrownBy(() -> new ControlFlowLimits(5, 100, 0)).hasMessageContaining("torchtpu.limits.max-work");
    assertThatThrownBy(() -> new ControlFlowLimits(5, 100, Double.POSITIVE_INFINITY))
        .hasMessageContaining("torchtpu.limits.max-work");
    assertThat(ControlFlowLimits.DEFAULT.maxWork()).isEqualTo(0x1p42);
  }

  @Test
  void loopBeyondTheDebugTripLimitFailsNamingTheLimit() {
    Executor executor = new Executor(new ControlFlowLimits(5, 100));
    ExecutableProgram program = compile(DOUBLING, executor);
    assertThatThrownBy(() -> program.run(inputs(Float.POSITIVE_INFINITY), executor, true))
        .isInstanceOf(LoopLimitException.class)
        .hasMessageContaining("while at stablehlo:3")
        .hasMessageContaining("after 5 trips")
        .hasMessageContaining("torchtpu.loops.debug-max-trips");
    // without Debug's bounds checks the higher limit applies: the sum overflows to inf (and the
    // loop ends) after 125 trips, so a limit of 100 is hit
    assertThatThrownBy(() -> program.run(inputs(Float.POSITIVE_INFINITY), executor, false))
        .isInstanceOf(LoopLimitException.class).hasMessageContaining("after 100 trips")
        .hasMessageContaining("torchtpu.loops.max-trips");
    ControlFlowMeter meter = new ControlFlowMeter();
    float x = program.run(inputs(Float.POSITIVE_INFINITY), new Executor(), false, null, meter).get(0).floats()[0];
    assertThat(meter.trips()).isEqualTo(125);
    assertThat(x).isEqualTo((float) Math.scalb(1.0, 125)); // the sum 8 * 2^125 is the first to overflow
  }

  @Test
  void bodyReturningOtherTypesThanItCarriesIsRejectedNamingBothAndTheRule() {
    String text = DOUBLING.replace("stablehlo.return %d, %m : tensor<8xf32>, tensor<f32>",
        "stablehlo.return %m, %m : tensor<f32>, tensor<f32>");
    assertThatThrownBy(() -> StableHloImporter.parse(text))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("stablehlo.while")
        .hasMessageContaining("body returns (f32[], f32[], f32[]) but the loop carries (f32[8], f32[], f32[])")
        .hasMessageContaining("rule: the body must return exactly the carried values' types");
  }

  @Test
  void aWireGraphWithAMistypedLoopBodyFailsToCompile() {
    Graph good = StableHloImporter.parse(DOUBLING);
    Graph.Builder bad = good.toBuilder();
    for (var op : bad.getOpsBuilderList()) {
      if (op.hasWhile()) {
        var body = op.getWhileBuilder().getBodyBuilder();
        body.setOutputs(0, body.getOutputs(1)); // returns (f32[], f32[])
      }
    }
    Executor executor = new Executor();
    assertThatThrownBy(() -> ExecutableProgram.compile(new GraphCompiler(executor), IrGraph.fromGraph(bad.build()),
        ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), executor))
        .isInstanceOf(CompileException.class)
        .hasMessageContaining("while: body returns (f32[], f32[], f32[]) but the loop carries (f32[8], f32[], f32[])");
  }

  @Test
  void valuesReadFromOutsideARegionBecomeOperandsAndConstantsAreCopiedIn() {
    Graph graph = StableHloImporter.parse(DOUBLING);
    var loop = graph.getOpsList().stream().filter(o -> o.hasWhile()).findFirst().orElseThrow();
    // carried x and n, plus %bound read by cond; the constant %c is copied into cond instead
    assertThat(loop.getOperandsCount()).isEqualTo(3);
    assertThat(loop.getWhile().getCond().getOpsList()).anyMatch(o -> o.hasConstant());
    assertThat(loop.getWhile().getBody().getOutputsCount()).isEqualTo(3);
  }

  @Test
  void everyUnsupportedOpOfAModuleIsListedAtOnce() {
    String text = """
        func.func public @main(%arg0: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {
          %0 = stablehlo.custom_call @mhlo.fancy_pool(%arg0, %w) : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
          %1 = stablehlo.custom_call @mhlo.dynamic_foo(%0) : (tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
          %2 = stablehlo.custom_call @mhlo.fancy_pool(%arg0, %w) : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
          %3 = stablehlo.add %1, %2 : tensor<1x6x6x4xf32>
          return %3 : tensor<1x6x6x4xf32>
        }
        """;
    assertThatThrownBy(() -> StableHloImporter.parse(text))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("3 ops of 2 kinds")
        .hasMessageContaining("stablehlo.custom_call @mhlo.fancy_pool x2 (lines 2, 4)")
        .hasMessageContaining("stablehlo.custom_call @mhlo.dynamic_foo x1 (line 3)");
  }

  @Test
  void aTwoInputReduceThatIsNotArgmaxIsRejectedNamingItsBody() {
    String text = """
        func.func public @main(%x: tensor<2x5xf32>) -> tensor<2xi32> {
          %0 = stablehlo.iota dim = 1 : tensor<2x5xi32>
          %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
          %c = stablehlo.constant dense<0> : tensor<i32>
          %1:2 = stablehlo.reduce(%x init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
           reducer(%a: tensor<f32>, %b: tensor<f32>) (%i: tensor<i32>, %j: tensor<i32>)  {
            %2 = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %3 = stablehlo.select %2, %a, %b : tensor<i1>, tensor<f32>
            %4 = stablehlo.select %2, %j, %i : tensor<i1>, tensor<i32>
            stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
          }
          return %1#1 : tensor<2xi32>
        }
        """;
    assertThatThrownBy(() -> StableHloImporter.parse(text))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageContaining("line 5")
        .hasMessageContaining("is not argmax or argmin");
  }
}
