package org.torchtpu.server.fusion;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.CpuPerCall;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.ElementwiseKernels;
import org.torchtpu.server.exec.ReductionKernels;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrValue;

/**
 * Thread CPU per call of the small kernels Strict mode runs one at a time (elementwise, reduction, fused; all below
 * the parallel threshold, so on this thread only), with a session's question installed, to compare a build whose
 * elementwise ops, reductions and fused kernels ask it by work done against one before (same source: it uses only
 * what both have). Not a test:
 *
 * <pre>
 * java --add-modules=jdk.incubator.vector -cp tpu-server/target/test-classes:CLASSES:DEPENDENCIES \
 *     org.torchtpu.server.fusion.SmallOpStopCostMeasurement [rounds]
 * </pre>
 */
public final class SmallOpStopCostMeasurement {
  private SmallOpStopCostMeasurement() {}

  private static DeviceArray random(int rows, int cols) {
    float[] v = new float[rows * cols];
    java.util.Random r = new java.util.Random(rows * 31L + cols);
    for (int i = 0; i < v.length; i++) {
      v[i] = r.nextFloat() * 2 - 1;
    }
    return DeviceArray.ofFloats(DType.F32, new int[] {rows, cols}, v);
  }

  private static FusedKernelPlan fused(GraphBuilder b, long root) {
    IrGraph g = CompilerTestSupport.imported(b.graph(root));
    Set<IrValue> out = new HashSet<>(g.outputs());
    for (KernelGroup k : FusionPlanner.plan(g.ops(), out::contains, true)) {
      if (k.isFused()) {
        return FusedKernelPlan.build(k);
      }
    }
    throw new IllegalStateException("nothing fused");
  }

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 9;
    DeviceArray x = random(64, 64);
    DeviceArray y = random(128, 128);
    UnaryOp tanh = UnaryOp.newBuilder().setKind(UnaryOp.Kind.TANH).build();
    BinaryOp add = BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD).build();
    ReduceOp sum = ReduceOp.newBuilder().setKind(ReduceOp.Kind.SUM).addDimensions(1).build();
    GraphBuilder chain = new GraphBuilder();
    long cx = chain.param(GraphBuilder.type(DType.F32, 64, 64));
    FusedKernelPlan chainPlan = fused(chain, chain.unary(UnaryOp.Kind.TANH, chain.add(chain.mul(cx, cx), cx)));
    GraphBuilder red = new GraphBuilder();
    long rx = red.param(GraphBuilder.type(DType.F32, 64, 64));
    FusedKernelPlan reducePlan = fused(red, red.reduce(ReduceOp.Kind.SUM, red.unary(UnaryOp.Kind.TANH, red.mul(rx, rx)), 1));
    List<CpuPerCall.Case> cases = List.of(
        new CpuPerCall.Case("tanh f32[64,64]", () -> ElementwiseKernels.unary(tanh, x)),
        new CpuPerCall.Case("add f32[128,128]", () -> ElementwiseKernels.binary(add, y, y)),
        new CpuPerCall.Case("sum dim 1 f32[64,64]", () -> ReductionKernels.reduce(sum, x)),
        new CpuPerCall.Case("fused tanh(x*x+x) f32[64,64]", () -> chainPlan.run(List.of(x))),
        new CpuPerCall.Case("fused sum(tanh(x*x),1) f32[64,64]", () -> reducePlan.run(List.of(x))));
    CpuPerCall.printAsASessionThread(cases, rounds);
  }
}
