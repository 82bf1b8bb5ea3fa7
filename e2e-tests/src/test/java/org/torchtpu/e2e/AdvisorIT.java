package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.torchtpu.client.Advice;
import org.torchtpu.client.CompiledFunction;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;

/** The hardware advisor through the SDK against a real tpu-server process. */
class AdvisorIT {
  @RegisterExtension
  static final TpuServerExtension SERVER = new TpuServerExtension("--torchtpu.generation=v5e", "--torchtpu.chips=1");

  private static final int BATCH = 2;
  private static final int SEQ = 128;
  private static final int HEADS = 4;

  /** Multi-head self-attention over x [batch, seq, heads*headDim] with weights wq, wk, wv. */
  private static Tensor attention(Tensor x, Tensor wq, Tensor wk, Tensor wv, int headDim) {
    Tensor q = x.matmul(wq).reshape(BATCH, SEQ, HEADS, headDim).transpose(1, 2);
    Tensor k = x.matmul(wk).reshape(BATCH, SEQ, HEADS, headDim).transpose(1, 2);
    Tensor v = x.matmul(wv).reshape(BATCH, SEQ, HEADS, headDim).transpose(1, 2);
    Tensor p = q.matmul(k.transpose(2, 3)).mul(1 / Math.sqrt(headDim)).softmax(-1);
    return p.matmul(v);
  }

  private static Advice adviseAttention(Session s, int headDim) {
    long width = (long) HEADS * headDim;
    Tensor x = s.randn(1, BATCH, SEQ, width);
    Tensor w = s.randn(2, width, width);
    return s.advise(in -> attention(in[0], in[1], in[2], in[3], headDim), x, w, w, w);
  }

  @Test
  void headDim64AttentionGetsAnMxuFindingAndHeadDim128None() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.STRICT)) {
      Advice narrow = adviseAttention(s, 64);
      Advice wide = adviseAttention(s, 128);
      System.out.println(narrow);

      assertThat(narrow.findings(Advice.Kind.MXU_UTILIZATION)).isNotEmpty().allSatisfy(f -> {
        assertThat(f.value()).isEqualTo(0.5);
        assertThat(f.fix()).contains("head dim 128");
        assertThat(f.where()).startsWith("AdvisorIT.java:");
      });
      assertThat(narrow.mxuUtilization()).isLessThan(wide.mxuUtilization());
      assertThat(narrow.toString()).contains("MXU_UTILIZATION").contains("fix: ");
      assertThat(wide.findings(Advice.Kind.MXU_UTILIZATION)).isEmpty();
    }
  }

  @Test
  void aReadInsideTheTrainingLoopIsAHostSync() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.FUSED)) {
      Tensor w = s.randn(3, 256, 256);
      Tensor x = s.randn(4, 64, 256);
      s.adviseTrace(); // forget the setup
      int readLine = 0;
      for (int step = 0; step < 5; step++) {
        Tensor loss = x.matmul(w).tanh().sum();
        readLine = lineOfNextStatement();
        double value = loss.item();
        w = w.sub(w.mul(1e-3 * value));
      }
      Advice advice = s.adviseTrace();
      System.out.println(advice);

      int expectedLine = readLine;
      assertThat(advice.findings(Advice.Kind.HOST_SYNC)).singleElement().satisfies(f -> {
        assertThat(f.where()).isEqualTo("AdvisorIT.java:" + expectedLine);
        assertThat(f.occurrences()).isEqualTo(5); // every read is followed by the update's ops
        assertThat(f.fix()).contains("read it once after the loop");
      });
    }
  }

  @Test
  void aFunctionCompiledForEveryBatchSizeIsARecompile() {
    try (Session s = SERVER.client().openSession("e2e", 0, EagerMode.STRICT)) {
      Tensor w = s.randn(5, 64, 64);
      CompiledFunction f = s.compile(in -> in[0].matmul(in[1]).relu(), s.randn(6, 8, 64), w);
      for (int batch : new int[] {3, 5, 9, 17}) {
        f.call1(s.randn(batch, batch, 64), w);
      }
      Advice advice = s.adviseTrace();

      assertThat(advice.findings(Advice.Kind.RECOMPILE)).singleElement().satisfies(r -> {
        assertThat(r.value()).isEqualTo(5);
        assertThat(r.measure()).contains("input 0 dim 0 (5 sizes, 3..17)");
        assertThat(r.fix()).contains("BucketPolicy");
      });
    }
  }

  private static int lineOfNextStatement() {
    return StackWalker.getInstance().walk(st -> st.skip(1).findFirst()).orElseThrow().getLineNumber() + 1;
  }
}
