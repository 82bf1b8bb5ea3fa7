package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.ir.IrGraph;

class ProgramKeysTest {
  private static Graph graph(long firstId, float scale) {
    GraphBuilder b = new GraphBuilder(firstId);
    long x = b.param(GraphBuilder.type(DType.F32, 4));
    long y = b.mul(b.unary(UnaryOp.Kind.EXP, x), b.splat(DType.F32, scale, 4));
    return b.graph(y);
  }

  private static String key(Graph g, CompileOptions options, Generation gen) {
    IrGraph ir = IrGraph.fromGraph(g);
    ir.renumber();
    return ProgramKeys.graphKey(ir, options, gen, 1);
  }

  @Test
  void sameStructureWithOtherIdsHasTheSameKey() {
    CompileOptions none = CompileOptions.getDefaultInstance();
    String a = key(graph(1, 2f), none, Generation.V5E);
    assertThat(a).hasSize(64).matches("[0-9a-f]+");
    assertThat(key(graph(1000, 2f), none, Generation.V5E)).isEqualTo(a);
    assertThat(key(graph(1, 3f), none, Generation.V5E)).as("a graph's constants are part of it").isNotEqualTo(a);
    assertThat(key(graph(1, 2f), none, Generation.V6E)).isNotEqualTo(a);
    assertThat(key(graph(1, 2f), CompileOptions.newBuilder().addDisabledPasses("cse").build(), Generation.V5E))
        .isNotEqualTo(a);
  }
}
