package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * A product asks its thread's {@link KernelStop} between blocks, on the fork-join workers its parts run on too: a
 * stop that turns true part way ends it with {@link RunCancelledException}; with nothing installed it runs whole.
 */
class KernelStopTest {
  private static final int N = 256; // 2^24 multiply-adds, above the parallel threshold: its blocks run on the common pool as well
  private static final DotGeneralOp PRODUCT = DotGeneralOp.newBuilder().addLhsContractingDims(1)
      .addRhsContractingDims(0).build();

  private static DeviceArray square() {
    float[] v = new float[N * N];
    for (int i = 0; i < v.length; i++) {
      v[i] = (i % 7) - 3;
    }
    return DeviceArray.ofFloats(DType.F32, new int[] {N, N}, v);
  }

  @AfterEach
  void uninstall() {
    KernelStop.install(KernelStop.NEVER);
  }

  /** A stop that says "no longer wanted" from its {@code after + 1}-th question on, counting the questions. */
  private static KernelStop stopAfter(int after, AtomicInteger asked) {
    return new KernelStop(() -> asked.incrementAndGet() > after);
  }

  @Test
  void aProductStopsPartWayOnEitherKernel() {
    for (MatmulKernels.FloatKernel kernel : MatmulKernels.vectorApiAvailable()
        ? MatmulKernels.FloatKernel.values() : new MatmulKernels.FloatKernel[] {MatmulKernels.FloatKernel.SCALAR}) {
      AtomicInteger asked = new AtomicInteger();
      KernelStop.install(stopAfter(1, asked));
      assertThatThrownBy(() -> MatmulKernels.dotGeneral(PRODUCT, square(), square(), kernel))
          .as("%s kernel", kernel).isInstanceOf(RunCancelledException.class)
          .hasMessageContaining("stopped part way");
      assertThat(asked.get()).as("%s kernel asked between blocks", kernel).isGreaterThan(1);
    }
  }

  @Test
  void theWorkersAskTheCallingThreadsStop() {
    AtomicInteger askedOnWorkers = new AtomicInteger();
    Thread caller = Thread.currentThread();
    KernelStop.install(new KernelStop(() -> {
      if (Thread.currentThread() != caller) {
        askedOnWorkers.incrementAndGet();
      }
      return false;
    }));
    MatmulKernels.dotGeneral(PRODUCT, square(), square());
    if (java.util.concurrent.ForkJoinPool.getCommonPoolParallelism() > 0) {
      assertThat(askedOnWorkers.get()).as("a part run by a fork-join worker asked too").isPositive();
    }
  }

  @Test
  void nothingInstalledRunsWholeAndAsTheReference() {
    DeviceArray stopped = MatmulKernels.dotGeneral(PRODUCT, square(), square());
    KernelStop.install(new KernelStop(() -> false));
    DeviceArray asked = MatmulKernels.dotGeneral(PRODUCT, square(), square());
    assertThat(asked.floats()).containsExactly(stopped.floats());
  }
}
