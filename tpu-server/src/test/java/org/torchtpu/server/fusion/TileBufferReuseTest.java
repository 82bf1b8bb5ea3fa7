package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.ir.CompileException;

/**
 * A fused kernel's tile buffers and scalar expansions come from its thread's {@link TileScratch} without being
 * zero-filled: each step writes its slot over a tile before any later step reads it. Whatever earlier kernels left in
 * those arrays (here: NaN in every reused float array, a sentinel in every long array) must never reach a result.
 */
class TileBufferReuseTest {
  @Test
  void leftoversInReusedTileBuffersNeverReachTheResults() {
    Random random = new Random(20261126);
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 3, 5));
    long s = b.param(GraphBuilder.type(DType.F32));
    long sb = b.broadcast(s, new long[] {3, 5});
    long y = b.unary(UnaryOp.Kind.TANH, b.add(b.mul(x, sb), x)); // intermediates in buffer slots, a scalar expanded
    long e = b.unary(UnaryOp.Kind.EXP, y);
    long rowSums = b.reduce(ReduceOp.Kind.SUM, b.mul(e, sb), 1);
    long scaled = b.mul(rowSums, b.broadcast(s, new long[] {3}));
    Graph graph = b.graph(new long[] {scaled, e});
    List<DeviceArray> params = CompilerTestSupport.randomParameters(graph, random);
    List<DeviceArray> expected = CompilerTestSupport.runOpByOp(graph, params);
    ExecutableProgram program = CompilerTestSupport.compile(graph);
    assertThat(program.kernels()).anyMatch(ExecutableProgram.Kernel::isFused);

    for (int round = 0; round < 3; round++) {
      poisonThisThreadsScratch();
      List<DeviceArray> got = program.run(params, CompilerTestSupport.EXECUTOR, false);
      for (int o = 0; o < expected.size(); o++) {
        CompilerTestSupport.assertBitIdentical(expected.get(o), got.get(o), "round " + round + " output " + o);
      }
    }
  }

  /**
   * A stored program (from the shared cache) whose fused kernel lists its ops out of graph order would have a step read
   * a slot before the step writing it ran, i.e. what the thread's last kernel, maybe another tenant's, left there: it
   * is refused at load.
   */
  @Test
  void aStoredKernelWithItsOpsOutOfGraphOrderIsRefusedAtLoad() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 3, 5));
    Graph graph = b.graph(new long[] {b.unary(UnaryOp.Kind.NEGATE, b.add(x, x))});
    CompiledProgram stored = CompilerTestSupport.compile(graph).proto();
    int fused = -1;
    for (int k = 0; k < stored.getKernelsCount(); k++) {
      if (stored.getKernels(k).getOpsCount() == 2) {
        fused = k;
      }
    }
    assertThat(fused).as("add and neg fuse into one kernel").isNotNegative();
    FusedKernel kernel = stored.getKernels(fused);
    FusedKernel reordered = kernel.toBuilder().clearOps().addOps(kernel.getOps(1)).addOps(kernel.getOps(0)).build();
    CompiledProgram tampered = stored.toBuilder().setKernels(fused, reordered).build();

    assertThat(ExecutableProgram.load(stored, CompilerTestSupport.EXECUTOR).kernels()).isNotEmpty();
    assertThatThrownBy(() -> ExecutableProgram.load(tampered, CompilerTestSupport.EXECUTOR))
        .isInstanceOf(CompileException.class).hasMessageContaining("must be in graph order");
  }

  /** Gives this thread's scratch several NaN-filled (and sentinel-filled) arrays of every length a small kernel takes. */
  private static void poisonThisThreadsScratch() {
    TileScratch scratch = TileScratch.mine();
    for (int n = 1; n <= 32; n++) {
      for (int copy = 0; copy < 8; copy++) {
        float[] f = new float[n];
        Arrays.fill(f, Float.NaN);
        scratch.giveBack(f);
        long[] l = new long[n];
        Arrays.fill(l, 0x5A5A5A5AL);
        scratch.giveBack(l);
      }
    }
  }
}
