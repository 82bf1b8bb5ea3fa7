package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * The parallel copies of a convolution's unrolled route (its window rows and its product's rows, {@code
 * forRowRanges}) and of a matmul's rhs packing run as parts of one {@link KernelStop#forEachPart} loop: each part asks
 * the calling thread's question first, on whichever thread runs it. Before, they ran on the fork-join workers with no
 * question installed, every part whole, whatever the call's question said.
 */
class ParallelCopiesStopTest {
  @AfterEach
  void uninstall() {
    KernelStop.install(KernelStop.NEVER);
  }

  @Test
  void aStoppedCallsConvolutionRowRangesDoNotRun() {
    KernelStop.install(new KernelStop(() -> true));
    AtomicInteger ran = new AtomicInteger();
    int rows = 64;
    assertThatThrownBy(() -> ConvolutionKernels.forRowRanges(0, rows, ConvolutionKernels.PARALLEL_COPY,
        (from, to) -> ran.incrementAndGet())).isInstanceOf(RunCancelledException.class)
        .hasMessageContaining("a convolution stopped part way");
    assertThat(ran.get()).as("ranges run for a stopped call").isZero();
  }

  @Test
  void convolutionRowRangesStillCoverEveryRow() {
    KernelStop.install(new KernelStop(() -> false));
    int rows = 1000;
    AtomicInteger[] seen = new AtomicInteger[rows];
    Arrays.setAll(seen, i -> new AtomicInteger());
    ConvolutionKernels.forRowRanges(0, rows, ConvolutionKernels.PARALLEL_COPY, (from, to) -> {
      for (int r = from; r < to; r++) {
        seen[r].incrementAndGet();
      }
    });
    assertThat(seen).allSatisfy(count -> assertThat(count.get()).isEqualTo(1));
  }

  @Test
  void aStoppedCallsRhsPackingPacksNoPanel() {
    int k = 64;
    int n = 512;
    DeviceArray lhs = DeviceArray.ofFloats(DType.F32, new int[] {4, k}, new float[4 * k]);
    float[] rhsData = new float[k * n];
    Arrays.fill(rhsData, 1f);
    DeviceArray rhs = DeviceArray.ofFloats(DType.F32, new int[] {k, n}, rhsData);
    DotGeneralOp product = DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0).build();
    MatmulKernels.DotGeometry g = MatmulKernels.DotGeometry.of(product, lhs, rhs);
    int nr = 16;
    float[] out = new float[MatmulPacking.packedRhsStride(n, k, nr)];

    MatmulPacking.packRhs(g, rhsData, false, nr, true, out); // nothing installed: packs every panel
    assertThat(out).containsOnly(1f);

    Arrays.fill(out, 0f);
    KernelStop.install(new KernelStop(() -> true));
    assertThatThrownBy(() -> MatmulPacking.packRhs(g, rhsData, false, nr, true, out))
        .isInstanceOf(RunCancelledException.class).hasMessageContaining("a matrix product stopped part way");
    assertThat(out).as("panels packed for a stopped call").containsOnly(0f);
  }
}
