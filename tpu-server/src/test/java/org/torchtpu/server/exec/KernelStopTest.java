package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * A product asks its thread's {@link KernelStop} between blocks, on the fork-join workers its parts run on too: a
 * stop that turns true part way ends it with {@link RunCancelledException}; with nothing installed it runs whole.
 * Nothing of a stopped loop runs after it returns, even when the caller's question says "go on" again (a session's
 * caller flag was reset as soon as its call had its answer, and the parts still running or queued on the pool then
 * ran whole, outside the tenant's turn).
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

  /**
   * One part stops while another runs on a fork-join worker and the rest are queued; the caller's question says "stop"
   * once only (as the session's reset flag did). Before: the call returned at once, the running part and the queued
   * ones ran on after it. Now: no part starts or is still running after the loop returns.
   */
  @Test
  void nothingOfAStoppedLoopRunsAfterItReturns() throws Exception {
    if (ForkJoinPool.getCommonPoolParallelism() < 1) {
      return; // no worker to run a part beside the caller's
    }
    Thread caller = Thread.currentThread();
    AtomicBoolean stopOnce = new AtomicBoolean();
    KernelStop.install(new KernelStop(() -> Thread.currentThread() == caller && stopOnce.getAndSet(false)));
    CountDownLatch workerPartRunning = new CountDownLatch(1);
    AtomicBoolean returned = new AtomicBoolean();
    AtomicInteger startedAfter = new AtomicInteger();
    AtomicInteger endedAfter = new AtomicInteger();
    AtomicBoolean triggered = new AtomicBoolean();
    Throwable thrown = null;
    try {
      KernelStop.forEachPart(IntStream.range(0, 32).parallel(), part -> {
        if (returned.get()) {
          startedAfter.incrementAndGet();
        }
        try {
          if (Thread.currentThread() == caller && triggered.compareAndSet(false, true)) {
            await(workerPartRunning); // another part is running on a worker when this one stops
            stopOnce.set(true);
            KernelStop.current().check("a test loop");
          } else if (Thread.currentThread() != caller) {
            workerPartRunning.countDown();
            // runs until its loop stops or returns (bounded: 60 s)
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!returned.get() && System.nanoTime() < until) {
              KernelStop.current().check("a test loop");
              Thread.onSpinWait();
            }
          }
        } finally {
          if (returned.get()) {
            endedAfter.incrementAndGet();
          }
        }
      }, "a test loop");
    } catch (RunCancelledException e) {
      thrown = e;
    }
    returned.set(true);
    assertThat(thrown).as("the loop stopped").isNotNull();
    assertThat(ForkJoinPool.commonPool().awaitQuiescence(60, TimeUnit.SECONDS)).isTrue();
    assertThat(startedAfter.get()).as("parts started after the loop returned").isZero();
    assertThat(endedAfter.get()).as("parts still running when the loop returned").isZero();
  }

  /**
   * A batched product whose caller's question says "stop" once (as the session's reset flag did): its other parts
   * ask no question after it returns (before: they ran on, asking, for up to a whole product).
   */
  @Test
  void aStoppedProductAsksNothingAfterItReturns() {
    AtomicInteger asked = new AtomicInteger();
    KernelStop.install(new KernelStop(() -> asked.incrementAndGet() == 2));
    int batch = 32;
    DotGeneralOp batched = DotGeneralOp.newBuilder().addLhsBatchingDims(0).addRhsBatchingDims(0)
        .addLhsContractingDims(2).addRhsContractingDims(1).build();
    DeviceArray lhs = DeviceArray.ofFloats(DType.F32, new int[] {batch, N, N}, new float[batch * N * N]);
    DeviceArray rhs = DeviceArray.ofFloats(DType.F32, new int[] {batch, N, N}, new float[batch * N * N]);
    assertThatThrownBy(() -> MatmulKernels.dotGeneral(batched, lhs, rhs)).isInstanceOf(RunCancelledException.class);
    int atAnswer = asked.get();
    assertThat(ForkJoinPool.commonPool().awaitQuiescence(60, TimeUnit.SECONDS)).isTrue();
    assertThat(asked.get()).as("questions asked after the answer").isEqualTo(atAnswer);
  }

  private static void await(CountDownLatch latch) {
    try {
      assertThat(latch.await(60, TimeUnit.SECONDS)).isTrue();
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }
}
