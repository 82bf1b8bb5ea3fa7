package org.torchtpu.server.exec;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TransposeOp;

/**
 * Thread CPU per call of small single passes and data-movement kernels (below every threshold, so on this thread
 * only), with a session's question installed, to compare a build whose passes ask it by work done against one before
 * (same source: it uses only what both have). Not a test:
 *
 * <pre>
 * java -cp tpu-server/target/test-classes:CLASSES:DEPENDENCIES \
 *     org.torchtpu.server.exec.SinglePassStopCostMeasurement [rounds]
 * </pre>
 */
public final class SinglePassStopCostMeasurement {
  private SinglePassStopCostMeasurement() {}

  private static volatile boolean closing;

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
    KernelStop.install(new KernelStop(() -> closing)); // as a session's thread
    float[] v = new float[64 * 64];
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < v.length; i++) {
      v[i] = random.nextFloat() * 4 - 2;
    }
    DeviceArray x = DeviceArray.ofFloats(DType.F32, new int[] {64, 64}, v);
    long[] p = new long[64 * 64];
    for (int i = 0; i < p.length; i += 3) {
      p[i] = 1;
    }
    DeviceArray pred = DeviceArray.ofLongs(DType.PRED, new int[] {64, 64}, p);
    DeviceArray lo = DeviceArray.ofFloats(DType.F32, new int[0], new float[] {-1});
    DeviceArray hi = DeviceArray.ofFloats(DType.F32, new int[0], new float[] {1});
    ConvertOp toBf16 = ConvertOp.newBuilder().setDtype(DType.BF16).build();
    TransposeOp swap = TransposeOp.newBuilder().addPermutation(1).addPermutation(0).build();
    SliceOp inner = SliceOp.newBuilder().addStartIndices(1).addStartIndices(1).addLimitIndices(63)
        .addLimitIndices(63).build();
    ConcatenateOp rows = ConcatenateOp.newBuilder().setDimension(0).build();
    DeviceArray flat = DeviceArray.ofFloats(DType.F32, new int[] {4096}, v);
    long[] idx = new long[1024];
    for (int i = 0; i < idx.length; i++) {
      idx[i] = (i * 37L) % 4096;
    }
    DeviceArray indices = DeviceArray.ofLongs(DType.S64, new int[] {1024, 1}, idx);
    GatherOp points = GatherOp.newBuilder().addCollapsedSliceDims(0).addStartIndexMap(0).setIndexVectorDim(1)
        .addSliceSizes(1).build();
    record Case(String name, Supplier<Object> run) {}
    List<Case> cases = List.of(
        new Case("select f32[64,64]", () -> ElementwiseKernels.select(pred, x, x)),
        new Case("clamp f32[64,64]", () -> ElementwiseKernels.clamp(lo, x, hi)),
        new Case("convert f32->bf16 [64,64]", () -> ElementwiseKernels.convert(toBf16, x)),
        new Case("transpose f32[64,64]", () -> MovementKernels.transpose(swap, x)),
        new Case("slice f32[64,64]->[62,62]", () -> MovementKernels.slice(inner, x)),
        new Case("concatenate 2 x f32[64,64]", () -> MovementKernels.concatenate(rows, List.of(x, x))),
        new Case("gather 1024 points of f32[4096]", () -> IndexingKernels.gather(points, flat, indices, true)));
    var threads = ManagementFactory.getThreadMXBean();
    int calls = 20_000;
    Object sink = null;
    for (Case c : cases) {
      for (int i = 0; i < calls; i++) {
        sink = c.run().get();
      }
    }
    for (Case c : cases) {
      double[] nanos = new double[rounds];
      for (int r = 0; r < rounds; r++) {
        long cpu0 = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < calls; i++) {
          sink = c.run().get();
        }
        nanos[r] = (threads.getCurrentThreadCpuTime() - cpu0) / (double) calls;
      }
      Arrays.sort(nanos);
      System.out.printf("%-34s median %8.0f ns CPU per call (min %.0f, max %.0f)%n", c.name(), nanos[rounds / 2],
          nanos[0], nanos[rounds - 1]);
    }
    if (sink == null) {
      System.out.println();
    }
  }
}
