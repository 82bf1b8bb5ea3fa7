package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.Op;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.LlamaConfig;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.nn.Parameter;
import org.torchtpu.client.optim.AdamW;
import org.torchtpu.client.optim.LrSchedule;
import org.torchtpu.client.optim.TrainStep;

/**
 * In-place updates ({@link Tensor#setData}, optimizer steps) and {@link TensorScope}s: which handles are freed and
 * when, on a transport that records ops (no server; the values are checked against PyTorch in the e2e suite).
 */
class InPlaceUpdateTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final Session s = wire.session();
  private static final LlamaConfig TINY = new LlamaConfig(48, 32, 2, 4, 2, 64, 1e-5, 10000, 0);

  @Test
  void setDataKeepsTheTensorTakesTheValueAndFreesTheOldOneAtOnce() {
    Tensor w = s.tensor(new float[] {1, 2, 3}, 3);
    Tensor detachedBefore = w.detach();
    long old = w.handle();
    Tensor next = w.mul(2.0);
    int freedBefore = wire.freed.size(); // the multiply's own temporaries
    w.setData(next);
    assertThat(w.handle()).isEqualTo(next.handle()).isNotEqualTo(old);
    assertThat(wire.freed.subList(freedBefore, wire.freed.size())).containsExactly(old);
    assertThat(detachedBefore.handle()).as("a tensor detached from it reads its new value, as in PyTorch")
        .isEqualTo(w.handle());
    s.free(next);
    assertThat(wire.freed.subList(freedBefore, wire.freed.size()))
        .as("the source shares the one value: freeing it frees that value").containsExactly(old, w.handle());
  }

  @Test
  void setDataRefusesAnotherTypeAndTracedValues() {
    Tensor w = s.tensor(new float[] {1, 2, 3}, 3);
    assertThatThrownBy(() -> w.setData(s.tensor(new float[] {1, 2}, 2))).isInstanceOf(OpTypeException.class)
        .hasMessageContaining("setData: expected f32[3]");
    assertThat(wire.freed).isEmpty();
  }

  @Test
  void backwardThroughAGraphThatUsedTheOldValueIsRefusedAndChangesNothing() {
    Tensor w = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
    Tensor x = s.tensor(new float[] {4, 5, 6}, 3);
    Tensor lossBefore = w.mul(x).sum();
    w.setData(s.noGrad(() -> w.sub(1.0)));
    assertThatThrownBy(lossBefore::backward).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("updated in place").hasMessageContaining("an input of mul");
    assertThat(w.grad()).as("nothing accumulated by the refused pass").isNull();
    w.mul(x).sum().backward(); // a graph built after the update is fine
    assertThat(w.grad()).isNotNull();
  }

  @Test
  void backwardFromAResultUpdatedInPlaceIsRefused() {
    Tensor w = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
    Tensor y = w.exp(); // its gradient reads y itself
    y.setData(s.noGrad(() -> w.mul(2.0)));
    assertThatThrownBy(() -> y.backward(s.ones(3))).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the result of exp");
    assertThat(w.grad()).isNull();
  }

  @Test
  void anOptimizerStepUpdatesParametersAndMomentsInPlace() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    AdamW adam = new AdamW(model.parameters(), LrSchedule.constant(1e-3));
    List<Tensor> values = model.parameters().stream().map(Parameter::value).toList();
    List<Tensor> moments = List.copyOf(adam.state());
    Set<Long> oldHandles = new HashSet<>();
    values.forEach(t -> oldHandles.add(t.handle()));
    moments.forEach(t -> oldHandles.add(t.handle()));
    TrainStep step = TrainStep.eager(adam, in -> model.loss(in[0], in[1]));
    step.step(s.tensor(new long[] {1, 2, 3, 4}, 1, 4), s.tensor(new long[] {2, 3, 4, 5}, 1, 4));
    assertThat(model.parameters().stream().map(Parameter::value).toList()).as("the same tensors")
        .containsExactlyElementsOf(values);
    assertThat(adam.state()).containsExactlyElementsOf(moments);
    assertThat(wire.freed).as("every old value freed by the step").containsAll(oldHandles);
    for (Tensor t : values) {
      assertThat(oldHandles).doesNotContain(t.handle());
      assertThat(wire.freed).doesNotContain(t.handle());
    }
  }

  /** A training loop whose step runs in a scope leaves nothing to the garbage collector: the live values stay flat. */
  @Test
  void aScopedTrainingLoopKeepsTheLiveValuesFlat() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    TrainStep step = TrainStep.eager(new AdamW(model.parameters(), LrSchedule.constant(1e-3)),
        in -> model.loss(in[0], in[1]));
    int[] live = new int[6];
    for (int i = 0; i < live.length; i++) {
      try (TensorScope scope = s.scope()) {
        step.step(s.tensor(new long[] {1, 2, 3, 4}, 1, 4), s.tensor(new long[] {2, 3, 4, 5}, 1, 4));
      }
      live[i] = liveHandles().size();
    }
    assertThat(live[live.length - 1]).as("live values after each step: %s", java.util.Arrays.toString(live))
        .isEqualTo(live[1]);
    Set<Long> liveNow = liveHandles();
    for (Parameter p : model.parameters()) {
      assertThat(liveNow).contains(p.value().handle());
    }
  }

  @Test
  void aScopeFreesWhatItsThreadMadeButTheKeptTheEscapedAndTheOlder() {
    Tensor before = s.tensor(new float[] {1, 2}, 2).requiresGrad(true);
    Tensor kept;
    Tensor keptByInner;
    Tensor dropped;
    Tensor innerDropped;
    try (TensorScope outer = s.scope()) {
      dropped = before.mul(3.0);
      kept = outer.keep(before.add(1.0));
      try (TensorScope inner = s.scope()) {
        innerDropped = before.exp();
        keptByInner = inner.keep(before.sub(1.0));
        before.mul(before).sum().backward(); // the gradient escapes into the leaf
      }
      assertThat(wire.freed).contains(innerDropped.handle()).doesNotContain(keptByInner.handle());
    }
    assertThat(wire.freed).contains(dropped.handle(), keptByInner.handle())
        .doesNotContain(kept.handle(), before.handle(), before.grad().handle());
  }

  @Test
  void scopesCloseInTheReverseOrderOfOpening() {
    TensorScope outer = s.scope();
    TensorScope inner = s.scope();
    assertThatThrownBy(outer::close).isInstanceOf(IllegalStateException.class).hasMessageContaining("reverse order");
    inner.close();
    outer.close();
  }

  /** Handles made (uploads, op results) and not freed. */
  private Set<Long> liveHandles() {
    Set<Long> live = new HashSet<>(wire.stored.keySet());
    for (Op op : wire.ops) {
      live.addAll(op.getResultsList());
    }
    wire.freed.forEach(live::remove);
    return live;
  }
}
