package org.torchtpu.server.exec;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.torchtpu.api.v1.ConvolutionOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.ScatterOp;

/**
 * CPU per call of scatters (a small one, which never asks, and one of 2^22 updates, which asks 4 times), of a small
 * integer convolution (the unrolled route, whose row copies run through {@code KernelStop.forEachPart} now) and of a
 * product whose rhs is packed in parallel, with a session's question installed, to compare a build against one before
 * (same source: it uses only what both have). Process CPU for the parallel cases (their parts run on the pool's
 * workers), thread CPU for the others. Not a test:
 *
 * <pre>
 * java -cp tpu-server/target/test-classes:CLASSES:DEPENDENCIES \
 *     org.torchtpu.server.exec.ScatterAndCopiesStopCostMeasurement [rounds]
 * </pre>
 */
public final class ScatterAndCopiesStopCostMeasurement {
  private ScatterAndCopiesStopCostMeasurement() {}

  private static volatile boolean closing;

  private static DeviceArray floats(int... dims) {
    float[] v = new float[Math.toIntExact(Arrays.stream(dims).asLongStream().reduce(1, (a, b) -> a * b))];
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < v.length; i++) {
      v[i] = random.nextFloat() * 4 - 2;
    }
    return DeviceArray.ofFloats(DType.F32, dims, v);
  }

  private static DeviceArray points(int n, int range) {
    long[] idx = new long[n];
    for (int i = 0; i < n; i++) {
      idx[i] = (i * 37L) % range;
    }
    return DeviceArray.ofLongs(DType.S64, new int[] {n, 1}, idx);
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
    KernelStop.install(new KernelStop(() -> closing)); // as a session's thread
    ScatterOp add = ScatterOp.newBuilder().addInsertedWindowDims(0).addScatterDimsToOperandDims(0).setIndexVectorDim(1)
        .setCombiner(ScatterOp.Combiner.ADD).build();
    DeviceArray operand = floats(4096);
    DeviceArray small = floats(1024);
    DeviceArray smallIdx = points(1024, 4096);
    DeviceArray large = floats(1 << 22);
    DeviceArray largeIdx = points(1 << 22, 4096);
    long[] image = new long[8 * 32 * 32];
    Arrays.fill(image, 3);
    long[] kernel = new long[16 * 8 * 3 * 3];
    Arrays.fill(kernel, 2);
    DeviceArray lhs = DeviceArray.ofLongs(DType.S32, new int[] {1, 8, 32, 32}, image);
    DeviceArray rhs = DeviceArray.ofLongs(DType.S32, new int[] {16, 8, 3, 3}, kernel);
    ConvolutionOp conv = ConvolutionOp.newBuilder().setInputBatchDimension(0).setInputFeatureDimension(1)
        .addAllInputSpatialDimensions(List.of(2L, 3L)).setKernelOutputFeatureDimension(0)
        .setKernelInputFeatureDimension(1).addAllKernelSpatialDimensions(List.of(2L, 3L)).setOutputBatchDimension(0)
        .setOutputFeatureDimension(1).addAllOutputSpatialDimensions(List.of(2L, 3L)).setFeatureGroupCount(1)
        .setBatchGroupCount(1).addAllPaddingLow(List.of(1L, 1L)).addAllPaddingHigh(List.of(1L, 1L)).build();
    DotGeneralOp product = DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0).build();
    DeviceArray a = floats(64, 512);
    DeviceArray b = floats(512, 2048);
    record Case(String name, int calls, boolean parallel, Supplier<Object> run) {}
    List<Case> cases = List.of(
        new Case("scatter-add 1024 points into f32[4096]", 20_000, false,
            () -> IndexingKernels.scatter(add, operand, smallIdx, small, true)),
        new Case("scatter-add 2^22 points into f32[4096]", 20, false,
            () -> IndexingKernels.scatter(add, operand, largeIdx, large, true)),
        new Case("s32 3x3 convolution 8->16 on 32x32", 2_000, true,
            () -> ConvolutionKernels.convolution(conv, lhs, rhs)),
        new Case("product 64x512x2048", 200, true, () -> MatmulKernels.dotGeneral(product, a, b)));
    var threads = ManagementFactory.getThreadMXBean();
    var process = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    Object sink = null;
    for (Case c : cases) {
      for (int i = 0; i < c.calls(); i++) {
        sink = c.run().get();
      }
    }
    for (Case c : cases) {
      double[] nanos = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        long cpu0 = c.parallel() ? process.getProcessCpuTime() : threads.getCurrentThreadCpuTime();
        for (int i = 0; i < c.calls(); i++) {
          sink = c.run().get();
        }
        long cpu1 = c.parallel() ? process.getProcessCpuTime() : threads.getCurrentThreadCpuTime();
        nanos[r] = (cpu1 - cpu0) / (double) c.calls();
      }
      Arrays.sort(nanos);
      System.out.printf("%-42s median %12.0f ns CPU per call (min %.0f, max %.0f)%n", c.name(), nanos[rounds / 2],
          nanos[0], nanos[rounds - 1]);
    }
    if (sink == null) {
      System.out.println();
    }
  }
}
