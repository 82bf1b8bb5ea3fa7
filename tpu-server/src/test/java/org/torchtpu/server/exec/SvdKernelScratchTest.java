package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.api.v1.TensorType;

/**
 * What the SVD kernel is admitted for matches what it holds: a reduced SVD of a wide matrix is charged for its
 * working columns, not for a square basis it never builds (f32[8, 100000] was charged 80 GB and refused); a huge
 * operand's figure saturates instead of wrapping negative (which admitted nothing); the kernel holds its columns
 * and rotations once (it used to copy both, twice its admission near square); and completing a full basis of a tall
 * thin matrix, 2 r^3 flops, stops part way when its call is gone.
 */
class SvdKernelScratchTest {
  private static final SvdOp REDUCED = SvdOp.getDefaultInstance();
  private static final SvdOp FULL = SvdOp.newBuilder().setFullMatrices(true).build();

  @AfterEach
  void uninstall() {
    KernelStop.install(KernelStop.NEVER);
  }

  private static TensorType f32(long... dims) {
    TensorType.Builder t = TensorType.newBuilder().setDtype(DType.F32);
    for (long d : dims) {
      t.addDims(d);
    }
    return t.build();
  }

  private static long heapBytes(SvdOp svd, TensorType a) {
    return OpScratch.heapBytes(Op.newBuilder().setSvd(svd).build(), List.of(a));
  }

  @Test
  void aReducedWideSvdIsChargedForItsColumnsNotASquareBasis() {
    // 8 columns of 100000 twice (working and completing) and 8 x 8 twice: 12.8 MB
    assertThat(heapBytes(REDUCED, f32(8, 100_000))).isEqualTo(8L * (2 * 8 * 100_000 + 2 * 8 * 8));
    assertThat(heapBytes(REDUCED, f32(3, 100_000, 8))).isEqualTo(8L * (2 * 8 * 100_000 + 2 * 8 * 8));
    // full_matrices does build the 100000 x 100000 basis
    assertThat(heapBytes(FULL, f32(8, 100_000))).isEqualTo(8L * (2 * 8 * 100_000 + 2 * 8 * 8) + 8L * 100_000 * 100_000);
  }

  @Test
  void aHugeOperandsFigureSaturatesInsteadOfWrapping() {
    long r = 1L << 30;
    assertThat(heapBytes(REDUCED, f32(1, r))).isEqualTo(8 * (2 * r + 2));
    assertThat(heapBytes(FULL, f32(1, r))).isEqualTo(Long.MAX_VALUE);
    assertThat(heapBytes(FULL, f32(r, r))).isEqualTo(Long.MAX_VALUE);
  }

  private static DeviceArray gaussian(int m, int n, int rank, long seed) {
    Random rng = new Random(seed);
    float[] v = new float[m * n];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        // columns past rank repeat earlier ones, so their singular values are zero and U is completed
        v[i * n + j] = j < rank ? (float) rng.nextGaussian() : v[i * n + j % rank];
      }
    }
    return DeviceArray.ofFloats(DType.F32, new int[] {m, n}, v);
  }

  /** Bytes the kernel allocates on this thread beyond its three f32 results (array headers aside). */
  private static long scratchAllocated(SvdOp svd, DeviceArray a) {
    // linking the kernel's lambdas and classes allocates too: done once on a small matrix first
    SvdKernel.svd(svd, gaussian(6, 4, 2, 1));
    var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(id);
    List<DeviceArray> out = SvdKernel.svd(svd, a);
    long bytes = threads.getThreadAllocatedBytes(id) - before;
    for (DeviceArray result : out) {
      bytes -= 4L * result.floats().length;
    }
    return bytes;
  }

  @Test
  void holdsItsColumnsAndRotationsOnce() {
    int n = 128;
    DeviceArray a = gaussian(n, n, n, 17);
    long columnsAndRotations = 8L * (n * n + n * n);
    // sigma, the order, the two bases' reference arrays, the results' headers: a few KB
    assertThat(scratchAllocated(REDUCED, a)).isBetween(columnsAndRotations, columnsAndRotations + 16 * 1024);
  }

  @Test
  void allocatesNoMoreThanItIsAdmittedFor() {
    record Case(SvdOp svd, int m, int n, int rank) {}
    for (Case c : List.of(new Case(REDUCED, 96, 96, 96), new Case(REDUCED, 160, 64, 20), new Case(REDUCED, 40, 150, 11),
        new Case(FULL, 96, 96, 50), new Case(FULL, 200, 30, 30), new Case(FULL, 25, 180, 7))) {
      DeviceArray a = gaussian(c.m(), c.n(), c.rank(), c.m() * 31L + c.n());
      long admitted = heapBytes(c.svd(), f32(c.m(), c.n()));
      assertThat(scratchAllocated(c.svd(), a)).as("%s", c).isLessThanOrEqualTo(admitted);
    }
  }

  @Test
  void completingAFullBasisOfATallThinMatrixStopsPartWay() {
    DeviceArray a = gaussian(2048, 1, 1, 5);
    AtomicInteger asked = new AtomicInteger();
    KernelStop.install(new KernelStop(() -> asked.incrementAndGet() > 3));
    // one column: no pair to rotate, so every ask after the batch's first is one of the 2047 completing vectors
    assertThatThrownBy(() -> SvdKernel.svd(FULL, a)).isInstanceOf(RunCancelledException.class)
        .hasMessageContaining("svd stopped part way");
    assertThat(asked.get()).isEqualTo(4);
  }
}
