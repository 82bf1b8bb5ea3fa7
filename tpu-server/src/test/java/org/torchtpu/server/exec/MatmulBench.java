package org.torchtpu.server.exec;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.ForkJoinPool;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/**
 * Prints matmul throughput (GFLOP/s, 2*M*N*K per op, including the copy into canonical
 * buffers) for the Vector API kernel and the scalar kernel, f32 at HIGHEST and bf16 at DEFAULT,
 * square sizes 256, 512 and 1024, in one run. Not a test: run it with the Vector API module, e.g.
 *
 * <pre>
 * java --add-modules=jdk.incubator.vector -cp tpu-server/target/classes:tpu-server/target/test-classes:CLASSPATH \
 *     org.torchtpu.server.exec.MatmulBench
 * </pre>
 *
 * It lives with the tests because it needs package-private access to pick the kernel and is
 * not part of the server.
 */
public final class MatmulBench {
  private MatmulBench() {}

  public static void main(String[] args) {
    double secondsPerCase = args.length > 0 ? Double.parseDouble(args[0]) : 1.0;
    System.out.printf("Vector API available: %s, common pool parallelism %d (+ caller thread), parallel from M*N*K >= %d%n",
        MatmulKernels.vectorApiAvailable(), ForkJoinPool.getCommonPoolParallelism(), MatmulKernels.PARALLEL_THRESHOLD);
    MatmulKernels.FloatKernel[] kernels = MatmulKernels.vectorApiAvailable()
        ? MatmulKernels.FloatKernel.values()
        : new MatmulKernels.FloatKernel[] {MatmulKernels.FloatKernel.SCALAR};
    System.out.printf("%-8s %-16s %6s %10s %10s%n", "kernel", "dtype/precision", "size", "GFLOP/s", "ms/op");
    for (DType dtype : new DType[] {DType.F32, DType.BF16}) {
      DotGeneralOp.Precision precision = dtype == DType.F32 ? DotGeneralOp.Precision.HIGHEST : DotGeneralOp.Precision.DEFAULT;
      DotGeneralOp op = DotGeneralOp.newBuilder()
          .addLhsContractingDims(1).addRhsContractingDims(0).setPrecision(precision).build();
      for (int size : new int[] {256, 512, 1024}) {
        DeviceArray a = randomMatrix(dtype, size, 1);
        DeviceArray b = randomMatrix(dtype, size, 2);
        for (MatmulKernels.FloatKernel kernel : kernels) {
          double msPerOp = time(() -> MatmulKernels.dotGeneral(op, a, b, kernel), secondsPerCase);
          double gflops = 2.0 * size * size * size / (msPerOp * 1e6);
          System.out.printf("%-8s %-16s %6d %10.1f %10.2f%n", kernel, dtype + "/" + precision, size, gflops, msPerOp);
        }
      }
    }
  }

  private static DeviceArray randomMatrix(DType dtype, int size, long seed) {
    Random random = new Random(seed);
    float[] data = new float[size * size];
    for (int i = 0; i < data.length; i++) {
      data[i] = random.nextFloat() * 2 - 1;
    }
    Numerics.roundInPlace(dtype, data);
    return DeviceArray.ofFloats(dtype, new int[] {size, size}, data);
  }

  /** Warms up for half the budget, then returns the median milliseconds per call over the rest. */
  private static double time(Runnable op, double seconds) {
    long warmupEnd = System.nanoTime() + (long) (seconds * 0.5e9);
    while (System.nanoTime() < warmupEnd) {
      op.run();
    }
    double[] samples = new double[1000];
    int count = 0;
    long end = System.nanoTime() + (long) (seconds * 0.5e9);
    do {
      long t0 = System.nanoTime();
      op.run();
      samples[count++] = (System.nanoTime() - t0) / 1e6;
    } while ((System.nanoTime() < end || count < 3) && count < samples.length);
    double[] sorted = Arrays.copyOf(samples, count);
    Arrays.sort(sorted);
    return sorted[count / 2];
  }
}
