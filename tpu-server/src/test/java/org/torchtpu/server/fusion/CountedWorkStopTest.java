package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ForkJoinPool;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.ElementwiseKernels;
import org.torchtpu.server.exec.KernelStop;
import org.torchtpu.server.exec.ReductionKernels;
import org.torchtpu.server.exec.RunCancelledException;
import org.torchtpu.server.exec.StopProbe;
import org.torchtpu.server.exec.WindowKernels;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrValue;

/**
 * Elementwise ops, reductions, window reductions and fused kernels ask their thread's {@link KernelStop} about every {@link
 * KernelStop#CHECK_WORK} element-steps, as products and convolutions ask between row blocks: a stop that turns true
 * part way ends them with {@link RunCancelledException}. Before, they ran whole after their session's close or their
 * call's cancel (a fused chain over the largest array is minutes of a core). A small op never asks.
 */
class CountedWorkStopTest {
  /** Most parts a kernel's parallel loop has: each asks once before it starts (KernelStop.forEachPart). */
  private static final int PARTS = ForkJoinPool.getCommonPoolParallelism() + 1;
  private static final int COLS = 2048;
  /** Four checks' worth of work per part, so the parts' own questions alone do not end a kernel. */
  private static final int ROWS = KernelStop.CHECK_WORK / COLS * 4 * PARTS;

  private static DeviceArray big() {
    return DeviceArray.ofFloats(DType.F32, new int[] {ROWS, COLS}, new float[ROWS * COLS]);
  }

  /**
   * Runs {@code kernel} under a stop saying "no longer wanted" only after more questions than its parts ask before
   * they start: it must stop, so it asked between blocks inside its parts. Returns the questions.
   */
  private static int stopsPartWay(String what, Supplier<?> kernel) {
    return StopProbe.questionsUntilStopped(what, PARTS + 1, kernel);
  }

  private static FusedKernelPlan onlyFused(IrGraph g) {
    Set<IrValue> out = new HashSet<>(g.outputs());
    List<FusedKernelPlan> fused = new ArrayList<>();
    for (KernelGroup k : FusionPlanner.plan(g.ops(), out::contains, true)) {
      if (k.isFused()) {
        fused.add(FusedKernelPlan.build(k));
      }
    }
    assertThat(fused).hasSize(1);
    return fused.get(0);
  }

  @Test
  void anElementwiseOpStopsPartWay() {
    UnaryOp tanh = UnaryOp.newBuilder().setKind(UnaryOp.Kind.TANH).build();
    assertThat(stopsPartWay("tanh", () -> ElementwiseKernels.unary(tanh, big()))).isGreaterThan(PARTS + 1);
  }

  @Test
  void aReductionStopsPartWayOverRowsAndOverColumns() {
    for (long dim : new long[] {1, 0}) {
      ReduceOp sum = ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM).addDimensions(dim).build();
      assertThat(stopsPartWay("sum over dim " + dim, () -> ReductionKernels.reduce(sum, big()))).isGreaterThan(PARTS + 1);
    }
  }

  /** One outer block is all of the work: a flat vector, and (above) a sum over dim 0 of a matrix; for every kind. */
  @Test
  void aReductionOfOneLongRunStopsPartWay() {
    DeviceArray flat = DeviceArray.ofFloats(DType.F32, new int[] {ROWS * COLS}, new float[ROWS * COLS]);
    DeviceArray flatInts = DeviceArray.ofLongs(DType.S32, new int[] {ROWS * COLS}, new long[ROWS * COLS]);
    DeviceArray intMatrix = DeviceArray.ofLongs(DType.S32, new int[] {ROWS, COLS}, new long[ROWS * COLS]);
    for (ReduceOp.Kind kind : new ReduceOp.Kind[] {ReduceOp.Kind.SUM, ReduceOp.Kind.PROD, ReduceOp.Kind.MAX}) {
      ReduceOp op = ReduceOp.newBuilder().setKind(kind).addDimensions(0).build();
      stopsPartWay(kind + " of a flat vector", () -> ReductionKernels.reduce(op, flat));
      stopsPartWay(kind + " over dim 0 of a matrix", () -> ReductionKernels.reduce(op, big()));
      stopsPartWay(kind + " of flat integers", () -> ReductionKernels.reduce(op, flatInts));
      stopsPartWay(kind + " over dim 0 of integers", () -> ReductionKernels.reduce(op, intMatrix));
    }
  }

  @Test
  void aFusedChainAndAFusedReductionStopPartWay() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, ROWS, COLS));
    long chain = b.unary(UnaryOp.Kind.TANH, b.add(b.mul(x, x), x));
    FusedKernelPlan elementwise = onlyFused(CompilerTestSupport.imported(b.graph(chain)));
    assertThat(stopsPartWay("fused chain", () -> elementwise.run(List.of(big())))).isGreaterThan(PARTS + 1);

    GraphBuilder r = new GraphBuilder();
    long y = r.param(GraphBuilder.type(DType.F32, ROWS, COLS));
    long reduced = r.reduce(ReduceOp.Kind.SUM, r.unary(UnaryOp.Kind.TANH, r.mul(y, y)), 1);
    FusedKernelPlan reduction = onlyFused(CompilerTestSupport.imported(r.graph(reduced)));
    assertThat(stopsPartWay("fused reduction", () -> reduction.run(List.of(big())))).isGreaterThan(PARTS + 1);
  }

  @Test
  void aWindowReductionStopsPartWay() {
    // a 64x64 window over each of 2048x2048 positions (padded): 2^34 element-steps, minutes of a core run whole
    ReduceWindowOp window = ReduceWindowOp.newBuilder()
        .setKind(ReduceOp.Kind.SUM).addWindowDimensions(64).addWindowDimensions(64).addWindowStrides(1)
        .addWindowStrides(1).addPaddingLow(32).addPaddingLow(32).addPaddingHigh(31).addPaddingHigh(31).build();
    DeviceArray zero = DeviceArray.ofFloats(DType.F32, new int[0], new float[1]);
    assertThat(stopsPartWay("reduce_window",
        () -> WindowKernels.reduceWindow(window, big(), zero))).isGreaterThan(PARTS + 1);
  }

  @Test
  void aSmallOpNeverAsksAndNothingInstalledRunsWhole() {
    UnaryOp tanh = UnaryOp.newBuilder().setKind(UnaryOp.Kind.TANH).build();
    assertThat(StopProbe.questionsAsked(() -> {
      ElementwiseKernels.unary(tanh, DeviceArray.ofFloats(DType.F32, new int[] {64, 64}, new float[64 * 64]));
      ReductionKernels.reduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM).addDimensions(1).build(),
          DeviceArray.ofFloats(DType.F32, new int[] {64, 64}, new float[64 * 64]));
    })).as("questions asked by small ops").isZero();
    assertThat(ElementwiseKernels.unary(tanh, big()).size()).isEqualTo(ROWS * COLS);
  }
}
