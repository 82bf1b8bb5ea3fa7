package org.torchtpu.server.fusion;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.FusedKernel;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.ir.IrValue;

/**
 * A fused kernel's outputs come from pooled arrays that are not zeroed, so each member must fill exactly its
 * iteration space; a stored kernel (e.g. a corrupt or planted program cache entry) that breaks this is refused.
 */
class FusedKernelPlanValidationTest {

  @Test
  void aMemberLargerThanTheKernelsSpaceIsRefusedNotPartlyWritten() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4));
    long big = b.broadcast(x, new long[] {2, 4}, 1); // 8 elements, while the kernel's space is the last member's 4
    long y = b.unary(UnaryOp.Kind.NEGATE, x);
    IrGraph g = CompilerTestSupport.imported(b.graph(big, y));
    Set<IrValue> out = new HashSet<>(g.outputs());
    KernelGroup planted = KernelGroup.of(g.ops(), FusedKernel.Kind.ELEMENTWISE, out::contains);
    assertThat(planted.isFused()).isTrue();
    assertThatThrownBy(() -> FusedKernelPlan.build(planted))
        .isInstanceOf(CompileException.class)
        .hasMessageContaining("has 8 elements but runs over the kernel's main space of 4");
  }

  @Test
  void theKernelsThePlannerBuildsPass() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 4, 8));
    long bias = b.param(GraphBuilder.type(DType.F32, 8));
    long v = b.add(x, b.broadcast(bias, new long[] {4, 8}, 1));
    v = b.unary(UnaryOp.Kind.TANH, v);
    IrGraph g = CompilerTestSupport.imported(b.graph(v));
    Set<IrValue> out = new HashSet<>(g.outputs());
    for (KernelGroup k : FusionPlanner.plan(g.ops(), out::contains, true)) {
      if (k.isFused()) {
        assertThat(FusedKernelPlan.build(k).outputTypes()).isNotEmpty();
      }
    }
  }
}
