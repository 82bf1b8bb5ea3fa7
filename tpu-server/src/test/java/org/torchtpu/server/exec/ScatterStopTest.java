package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ScatterOp;

/**
 * A scatter asks its thread's {@link KernelStop} about every {@link KernelStop#CHECK_WORK} scatter positions and
 * update elements, across many short windows and inside one long one: before, it never asked, and a scatter of up to
 * 2^31 updates ran whole after its call's cancel or its session's close. A small scatter never asks.
 */
class ScatterStopTest {
  private static final int N = 1 << 22; // 4 Mi updates: 4 questions' worth

  @AfterEach
  void uninstall() {
    KernelStop.install(KernelStop.NEVER);
  }

  /** The scatter asks, is told to go on once, asks again, is told to stop, and stops (it runs on one thread). */
  private static void stopsPartWay(String what, Supplier<?> kernel) {
    AtomicInteger asked = new AtomicInteger();
    KernelStop.install(new KernelStop(() -> asked.incrementAndGet() > 1));
    assertThatThrownBy(kernel::get).as(what).isInstanceOf(RunCancelledException.class)
        .hasMessageContaining("scatter stopped part way");
    assertThat(asked.get()).as(what).isEqualTo(2);
  }

  /** One update element per position: operand[indices[i]] += updates[i]. */
  private static DeviceArray pointScatter(int n, long[] indices, float[] updates) {
    ScatterOp op = ScatterOp.newBuilder().addInsertedWindowDims(0).addScatterDimsToOperandDims(0).setIndexVectorDim(1)
        .setCombiner(ScatterOp.Combiner.ADD).build();
    return IndexingKernels.scatter(op, DeviceArray.ofFloats(DType.F32, new int[] {n}, new float[n]),
        DeviceArray.ofLongs(DType.S64, new int[] {indices.length, 1}, indices),
        DeviceArray.ofFloats(DType.F32, new int[] {updates.length}, updates), true);
  }

  /** One window of {@code updates.length} elements at offset 0 of an operand as long. */
  private static DeviceArray windowScatter(float[] updates) {
    int n = updates.length;
    ScatterOp op = ScatterOp.newBuilder().addUpdateWindowDims(1).addScatterDimsToOperandDims(0).setIndexVectorDim(1)
        .setCombiner(ScatterOp.Combiner.REPLACE).build();
    return IndexingKernels.scatter(op, DeviceArray.ofFloats(DType.F32, new int[] {n}, new float[n]),
        DeviceArray.ofLongs(DType.S64, new int[] {1, 1}, new long[1]),
        DeviceArray.ofFloats(DType.F32, new int[] {1, n}, updates), true);
  }

  @Test
  void manyUpdatesStopPartWay() {
    stopsPartWay("4 Mi point updates", () -> pointScatter(1024, new long[N], new float[N]));
  }

  /** 2^19 windows of 8 elements: fewer positions than a question's worth, so it asks by the elements across rows. */
  @Test
  void manyShortWindowsCountAcrossThem() {
    int windows = 1 << 19;
    ScatterOp op = ScatterOp.newBuilder().addUpdateWindowDims(1).addScatterDimsToOperandDims(0).setIndexVectorDim(1)
        .setCombiner(ScatterOp.Combiner.ADD).build();
    stopsPartWay("2^19 windows of 8", () -> IndexingKernels.scatter(op,
        DeviceArray.ofFloats(DType.F32, new int[] {1024}, new float[1024]),
        DeviceArray.ofLongs(DType.S64, new int[] {windows, 1}, new long[windows]),
        DeviceArray.ofFloats(DType.F32, new int[] {windows, 8}, new float[windows * 8]), true));
  }

  @Test
  void oneLongWindowStopsWithinIt() {
    stopsPartWay("one window of 4 Mi elements", () -> windowScatter(new float[N]));
  }

  /** Asked between its pieces and told to go on, a long window is written whole, each piece at its own place. */
  @Test
  void aLongWindowAskedAndToldToGoOnIsWrittenWhole() {
    AtomicInteger asked = new AtomicInteger();
    KernelStop.install(new KernelStop(() -> asked.incrementAndGet() < 0));
    float[] updates = new float[N + 5]; // a last piece shorter than the others
    for (int i = 0; i < updates.length; i++) {
      updates[i] = i % 7 + 1;
    }
    assertThat(windowScatter(updates).floats()).isEqualTo(updates);
    assertThat(asked.get()).as("once per piece").isEqualTo(5);
  }

  /** Duplicate positions accumulate in order across the questions (here 3 x 2^20 additions into 8 elements). */
  @Test
  void pointUpdatesAskedAndToldToGoOnAddUpAsWithoutAQuestion() {
    int n = 3 << 20;
    long[] indices = new long[n];
    float[] updates = new float[n];
    for (int i = 0; i < n; i++) {
      indices[i] = i % 8;
      updates[i] = 1f;
    }
    KernelStop.install(new KernelStop(() -> false));
    float[] sums = pointScatter(8, indices, updates).floats();
    assertThat(sums).containsOnly(n / 8f); // 393,216: exact in f32
  }

  @Test
  void smallScattersNeverAsk() {
    AtomicInteger asked = new AtomicInteger();
    KernelStop.install(new KernelStop(() -> asked.incrementAndGet() > 0));
    pointScatter(64, new long[4096], new float[4096]);
    windowScatter(new float[4096]);
    assertThat(asked.get()).isZero();
  }
}
