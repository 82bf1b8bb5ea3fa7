package org.torchtpu.server.fusion;

import java.util.List;
import java.util.Random;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/**
 * Wall time of fused kernels against the same ops run one by one, in process (no gRPC), and
 * their simulated device times. Calls alternate between the two so both see the same machine load.
 * Run: java --add-modules=jdk.incubator.vector -cp (test classpath) org.torchtpu.server.fusion.FusionBench
 */
public final class FusionBench {
  private FusionBench() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 20;
    bench("elementwise chain f32[1024,1024]: ((x*y+bias)*0.5 - x) max 0, 6 ops + 2 broadcasts", cheapChain(), rounds);
    bench("elementwise chain f32[1024,1024]: x*y+bias, gelu-ish tanh, *0.5", chain(), rounds);
    bench("layer-norm-like f32[1024,1024]: sum((x-b)^2) over rows, rsqrt", reduction(), rounds);
    bench("matmul f32[256,512]x[512,512] + bias, tanh", matmul(), rounds);
    chunkOverhead(rounds * 50);
  }

  /** What a warm chunk costs before its kernels run: import, canonical key (SHA-256), in-process cache hit. */
  private static void chunkOverhead(int rounds) {
    GraphBuilder b = new GraphBuilder(1000);
    long x = b.param(GraphBuilder.type(DType.F32, 32, 64));
    long v = x;
    for (int i = 0; i < 25; i++) {
      v = b.unary(UnaryOp.Kind.TANH, b.add(b.mul(v, b.splat(DType.F32, 0.5f, 32, 64)), x));
    }
    List<org.torchtpu.api.v1.Op> ops = new java.util.ArrayList<>();
    for (org.torchtpu.api.v1.Op op : b.ops()) {
      org.torchtpu.api.v1.Op.Builder o = op.toBuilder().clearOperands();
      op.getOperandsList().forEach(id -> o.addOperands(id == x ? 1 : id));
      ops.add(o.build());
    }
    org.torchtpu.api.v1.TensorType t = GraphBuilder.type(DType.F32, 32, 64);
    org.torchtpu.server.compiler.cache.ProgramCache cache = new org.torchtpu.server.compiler.cache.ProgramCache(
        1 << 26, null, "bench", CompilerTestSupport.EXECUTOR, new io.micrometer.core.instrument.simple.SimpleMeterRegistry());
    org.torchtpu.server.compiler.cache.ProgramService service = new org.torchtpu.server.compiler.cache.ProgramService(
        CompilerTestSupport.EXECUTOR, cache);
    long start = 0;
    for (int r = 0; r < rounds + 100; r++) {
      if (r == 100) {
        start = System.nanoTime();
      }
      org.torchtpu.server.compiler.ChunkImport chunk = org.torchtpu.server.compiler.ChunkImport.of(ops,
          h -> h == 1 ? t : null, java.util.Set.of(), org.torchtpu.api.v1.Generation.V5E, 1);
      service.chunkProgram("t", chunk, CompilerTestSupport.V5E);
    }
    System.out.printf("warm chunk of %d ops: import + key + cache hit %.1f us per chunk (%d compile)%n", ops.size(),
        (System.nanoTime() - start) / 1e3 / rounds, service.compiles());
  }

  private static Graph chain() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 1024, 1024));
    long y = b.param(GraphBuilder.type(DType.F32, 1024, 1024));
    long bias = b.param(GraphBuilder.type(DType.F32, 1024));
    long v = b.add(b.mul(x, y), b.broadcast(bias, new long[] {1024, 1024}, 1));
    long t = b.unary(UnaryOp.Kind.TANH, b.mul(v, b.splat(DType.F32, 0.79788456f, 1024, 1024)));
    long g = b.mul(b.mul(v, b.splat(DType.F32, 0.5f, 1024, 1024)), b.add(t, b.splat(DType.F32, 1f, 1024, 1024)));
    return b.graph(g);
  }

  private static Graph cheapChain() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 1024, 1024));
    long y = b.param(GraphBuilder.type(DType.F32, 1024, 1024));
    long bias = b.param(GraphBuilder.type(DType.F32, 1024));
    long v = b.add(b.mul(x, y), b.broadcast(bias, new long[] {1024, 1024}, 1));
    v = b.binary(BinaryOp.Kind.SUBTRACT, b.mul(v, b.splat(DType.F32, 0.5f, 1024, 1024)), x);
    v = b.binary(BinaryOp.Kind.MAXIMUM, v, b.splat(DType.F32, 0f, 1024, 1024));
    return b.graph(v);
  }

  private static Graph reduction() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 1024, 1024));
    long bias = b.param(GraphBuilder.type(DType.F32, 1024));
    long d = b.binary(BinaryOp.Kind.SUBTRACT, x, b.broadcast(bias, new long[] {1024, 1024}, 1));
    long s = b.reduce(ReduceOp.Kind.SUM, b.mul(d, d), 1);
    long r = b.unary(UnaryOp.Kind.RSQRT, b.mul(s, b.splat(DType.F32, 1f / 1024, 1024)));
    return b.graph(r);
  }

  private static Graph matmul() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 256, 512));
    long w = b.param(GraphBuilder.type(DType.F32, 512, 512));
    long bias = b.param(GraphBuilder.type(DType.F32, 512));
    long h = b.add(b.matmul(x, w), b.broadcast(bias, new long[] {256, 512}, 1));
    return b.graph(b.unary(UnaryOp.Kind.TANH, h));
  }

  private static void bench(String name, Graph graph, int rounds) {
    List<DeviceArray> params = CompilerTestSupport.randomParameters(graph, new Random(1));
    ExecutableProgram fused = CompilerTestSupport.compile(graph, "cse", "dce", "constant-folding", "algebraic-simplification");
    ExecutableProgram unfused = CompilerTestSupport.compile(graph, "fusion", "cse", "dce", "constant-folding",
        "algebraic-simplification");
    long fusedNanos = 0;
    long unfusedNanos = 0;
    for (int r = 0; r < rounds + 3; r++) {
      long t0 = System.nanoTime();
      fused.run(params, CompilerTestSupport.EXECUTOR, false);
      long t1 = System.nanoTime();
      unfused.run(params, CompilerTestSupport.EXECUTOR, false);
      long t2 = System.nanoTime();
      if (r >= 3) { // warm-up rounds let the JIT compile both paths
        fusedNanos += t1 - t0;
        unfusedNanos += t2 - t1;
      }
    }
    System.out.printf("%s%n  wall: fused %.2f ms, op by op %.2f ms (%.2fx)%n", name, fusedNanos / 1e6 / rounds,
        unfusedNanos / 1e6 / rounds, (double) unfusedNanos / fusedNanos);
    System.out.printf("  simulated v5e: fused %.2f us in %d kernels (%.1f MB HBM), op by op %.2f us in %d kernels"
            + " (%.1f MB HBM)%n", fused.estimatedSeconds() * 1e6, fused.kernelCount(),
        fused.totalCost().getHbmBytes() / 1e6, unfused.estimatedSeconds() * 1e6, unfused.kernelCount(),
        unfused.totalCost().getHbmBytes() / 1e6);
  }
}
