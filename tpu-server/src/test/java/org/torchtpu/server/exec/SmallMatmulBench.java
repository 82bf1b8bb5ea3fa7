package org.torchtpu.server.exec;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.server.exec.MatmulKernels.FloatKernel;

/**
 * Thread CPU per call of the small-shape matmul ({@link SmallMatmul}) against the packed Vector API kernel at the
 * tiny Llama's matmul shapes (f32 inputs, DEFAULT precision), the two taking turns in rounds of 2,000 calls so both
 * see the same load; medians over the rounds. Not a test: run it with the Vector API module, e.g.
 *
 * <pre>
 * java --add-modules=jdk.incubator.vector -cp tpu-server/target/classes:tpu-server/target/test-classes:CLASSPATH \
 *     org.torchtpu.server.exec.SmallMatmulBench [seconds]
 * </pre>
 */
public final class SmallMatmulBench {
  private SmallMatmulBench() {}

  /** {batch, m, n, k, lhs transposed, rhs transposed}: the step's attention, projection and gradient products. */
  private static final int[][] SHAPES = {
      {16, 16, 16, 8, 0, 1}, {16, 16, 8, 16, 0, 0}, {16, 16, 8, 16, 1, 0}, {1, 64, 32, 32, 0, 0},
      {1, 32, 32, 64, 1, 0}, {1, 64, 64, 32, 0, 0}, {1, 64, 32, 64, 0, 1}, {1, 64, 48, 32, 0, 1},
      {1, 32, 64, 64, 1, 0}, {1, 128, 64, 128, 0, 0}};

  public static void main(String[] args) {
    double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 2.0;
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    System.out.printf("%-28s %12s %12s %8s%n", "batch x m x n x k (lT,rT)", "small us", "packed us", "ratio");
    for (int[] s : SHAPES) {
      int batch = s[0];
      int m = s[1];
      int n = s[2];
      int k = s[3];
      boolean lhsT = s[4] == 1;
      boolean rhsT = s[5] == 1;
      DeviceArray lhs = TestArrays.random(DType.F32, lhsT ? TestArrays.dims(batch, k, m) : TestArrays.dims(batch, m, k), 1);
      DeviceArray rhs = TestArrays.random(DType.F32, rhsT ? TestArrays.dims(batch, n, k) : TestArrays.dims(batch, k, n), 2);
      DotGeneralOp op = DotGeneralOp.newBuilder().addLhsBatchingDims(0).addRhsBatchingDims(0)
          .addLhsContractingDims(lhsT ? 1 : 2).addRhsContractingDims(rhsT ? 2 : 1)
          .setPrecision(DotGeneralOp.Precision.DEFAULT).build();
      Runnable small = () -> MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.VECTOR);
      Runnable packed = () -> MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.VECTOR_PACKED);
      int calls = 2000;
      int rounds = 0;
      double[][] us = new double[2][400];
      long end = System.nanoTime() + (long) (seconds * 1e9);
      for (int warm = 0; warm < 5; warm++) {
        cpuPerCall(threads, small, calls);
        cpuPerCall(threads, packed, calls);
      }
      while ((System.nanoTime() < end || rounds < 3) && rounds < 400) {
        us[0][rounds] = cpuPerCall(threads, small, calls);
        us[1][rounds] = cpuPerCall(threads, packed, calls);
        rounds++;
      }
      double a = median(us[0], rounds);
      double b = median(us[1], rounds);
      System.out.printf("%-28s %12.2f %12.2f %7.2fx%n", batch + "x" + m + "x" + n + "x" + k + " (" + s[4] + "," + s[5] + ")",
          a, b, b / a);
    }
  }

  private static double cpuPerCall(ThreadMXBean threads, Runnable call, int calls) {
    long t0 = threads.getCurrentThreadCpuTime();
    for (int i = 0; i < calls; i++) {
      call.run();
    }
    return (threads.getCurrentThreadCpuTime() - t0) / 1e3 / calls;
  }

  private static double median(double[] samples, int count) {
    double[] sorted = Arrays.copyOf(samples, count);
    Arrays.sort(sorted);
    return sorted[count / 2];
  }
}
