package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.MxuNote;
import org.torchtpu.server.ir.IrGraph;

class MxuLayoutPassTest {
  @Test
  void headDim64FillsHalfOfAv5eMxu() {
    GraphBuilder b = new GraphBuilder();
    long q = b.param(GraphBuilder.type(DType.BF16, 100, 64));
    long k = b.param(GraphBuilder.type(DType.BF16, 64, 256));
    long s = b.matmul(q, k);
    IrGraph g = CompilerTestSupport.imported(b.graph(s));
    CompilationContext context = CompilerTestSupport.context();
    new MxuLayoutPass().run(g, context);
    MxuNote note = context.mxuNotes().get(0);
    assertThat(note.getM()).isEqualTo(100);
    assertThat(note.getK()).isEqualTo(64);
    assertThat(note.getN()).isEqualTo(256);
    assertThat(note.getPaddedM()).isEqualTo(104);
    assertThat(note.getPaddedK()).isEqualTo(128);
    assertThat(note.getPaddedN()).isEqualTo(256);
    assertThat(note.getUtilization()).isCloseTo(100.0 * 64 / (104 * 128), org.assertj.core.data.Offset.offset(1e-12));
    assertThat(note.getAdvice()).contains("contracting size 64").contains("multiples of 128");
  }

  @Test
  void fullTilesNeedNoAdviceAndResultsDoNotChange() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.BF16, 8, 128));
    long w = b.param(GraphBuilder.type(DType.BF16, 128, 128));
    IrGraph g = CompilerTestSupport.imported(b.graph(b.matmul(x, w)));
    CompilationContext context = CompilerTestSupport.context();
    assertThat(new MxuLayoutPass().run(g, context)).isFalse();
    assertThat(context.mxuNotes().get(0).getUtilization()).isEqualTo(1.0);
    assertThat(context.mxuNotes().get(0).getAdvice()).isEmpty();
  }
}
