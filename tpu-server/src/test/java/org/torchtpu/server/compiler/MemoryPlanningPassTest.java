package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.MemoryPlan;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;

class MemoryPlanningPassTest {
  private static MemoryPlan plan(IrGraph g, boolean fuse) {
    CompilationContext context = CompilerTestSupport.context();
    context.fuse = fuse;
    new FusionPass().run(g, context);
    new MemoryPlanningPass().run(g, context);
    return context.memoryPlan();
  }

  @Test
  void peakCountsParametersAndLiveBuffersOverTheKernelOrder() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 1024)); // 4 KiB
    long e = b.unary(UnaryOp.Kind.EXP, x);
    long t = b.unary(UnaryOp.Kind.TANH, e);
    long s = b.reduce(ReduceOp.Kind.SUM, t, 0); // 4 bytes
    // unfused: exp, tanh, sum are kernels 0..2; while tanh runs, x, e and t are live: 12 KiB
    MemoryPlan unfused = plan(CompilerTestSupport.imported(b.graph(s)), false);
    assertThat(unfused.getPeakBytes()).isEqualTo(3 * 4096);
    assertThat(unfused.getPeakKernel()).isEqualTo(1);
    assertThat(unfused.getParameterBytes()).isEqualTo(4096);
    assertThat(unfused.getOutputBytes()).isEqualTo(4);
    // fused: one kernel reads x and writes the scalar; e and t never reach HBM
    MemoryPlan fused = plan(CompilerTestSupport.imported(b.graph(s)), true);
    assertThat(fused.getPeakBytes()).isEqualTo(4096 + 4);
    assertThat(fused.getBuffersList()).extracting(MemoryPlan.Buffer::getBytes).containsExactly(4096L, 4L);
  }

  @Test
  void offsetsOfBuffersLiveTogetherDoNotOverlap() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 256));
    long e = b.unary(UnaryOp.Kind.EXP, x);
    long t = b.unary(UnaryOp.Kind.TANH, e);
    long n = b.unary(UnaryOp.Kind.NEGATE, t);
    MemoryPlan plan = plan(CompilerTestSupport.imported(b.graph(n)), false);
    var buffers = plan.getBuffersList();
    for (int i = 0; i < buffers.size(); i++) {
      for (int j = i + 1; j < buffers.size(); j++) {
        var a = buffers.get(i);
        var c = buffers.get(j);
        boolean together = a.getDefinedAt() <= c.getLastUse() && c.getDefinedAt() <= a.getLastUse();
        boolean overlap = a.getOffset() < c.getOffset() + c.getBytes() && c.getOffset() < a.getOffset() + a.getBytes();
        assertThat(together && overlap).as("buffers %s and %s", a, c).isFalse();
      }
    }
    // e is dead once tanh has run: negate's output reuses its space
    assertThat(buffers.get(3).getOffset()).isEqualTo(buffers.get(1).getOffset());
  }

  @Test
  void aGraphLargerThanHbmFailsAtCompileTime() {
    GraphBuilder b = new GraphBuilder();
    // while add runs, x, e, t and the sum (6 GiB each) are live together: 24 GiB on a 16 GiB v5e
    long x = b.param(GraphBuilder.type(DType.F32, 1536L * 1024 * 1024));
    long e = b.unary(UnaryOp.Kind.EXP, x);
    long t = b.unary(UnaryOp.Kind.TANH, e);
    long s = b.add(e, t);
    IrGraph g = CompilerTestSupport.imported(b.graph(s));
    assertThatThrownBy(() -> plan(g, false))
        .isInstanceOf(CompileException.class)
        .satisfies(ex -> assertThat(((CompileException) ex).code()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED))
        .hasMessageContaining("24.00 GiB").hasMessageContaining("intermediates 12884901888 B").hasMessageContaining("16.00 GiB").hasMessageContaining("v5e");
  }
}
