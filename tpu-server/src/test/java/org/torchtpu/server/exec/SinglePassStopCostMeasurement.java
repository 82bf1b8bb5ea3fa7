package org.torchtpu.server.exec;

import java.util.List;
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

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
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
    List<CpuPerCall.Case> cases = List.of(
        new CpuPerCall.Case("select f32[64,64]", () -> ElementwiseKernels.select(pred, x, x)),
        new CpuPerCall.Case("clamp f32[64,64]", () -> ElementwiseKernels.clamp(lo, x, hi)),
        new CpuPerCall.Case("convert f32->bf16 [64,64]", () -> ElementwiseKernels.convert(toBf16, x)),
        new CpuPerCall.Case("transpose f32[64,64]", () -> MovementKernels.transpose(swap, x)),
        new CpuPerCall.Case("slice f32[64,64]->[62,62]", () -> MovementKernels.slice(inner, x)),
        new CpuPerCall.Case("concatenate 2 x f32[64,64]", () -> MovementKernels.concatenate(rows, List.of(x, x))),
        new CpuPerCall.Case("gather 1024 points of f32[4096]", () -> IndexingKernels.gather(points, flat, indices, true)));
    CpuPerCall.printAsASessionThread(cases, rounds);
  }
}
