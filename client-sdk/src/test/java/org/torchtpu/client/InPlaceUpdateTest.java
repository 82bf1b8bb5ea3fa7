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
import org.torchtpu.client.nn.Linear;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.nn.Parameter;
import org.torchtpu.client.optim.AdamW;
import org.torchtpu.client.optim.LrSchedule;
import org.torchtpu.client.optim.Sgd;
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

  /** The target starts reading another tensor's value: its version must change, not switch to the other's count. */
  @Test
  void backwardIsRefusedAfterTheInputStartedSharingAnotherValue() {
    Tensor x = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
    Tensor p = s.tensor(new float[] {4, 5, 6}, 3);
    Tensor q = s.tensor(new float[] {7, 8, 9}, 3);
    Tensor y = x.mul(p).sum();
    p.setData(q.detach()); // p now reads q's value: a gradient from y would use q instead of p's old value
    assertThatThrownBy(y::backward).isInstanceOf(IllegalStateException.class).hasMessageContaining("an input of mul");
    assertThat(x.grad()).isNull();
  }

  /** A detached tensor updated itself: its own count must not come back to what a graph recorded through its owner. */
  @Test
  void backwardIsRefusedAfterADetachedInputTookAValueOfItsOwn() {
    Tensor x = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
    Tensor p = s.tensor(new float[] {4, 5, 6}, 3);
    p.setData(s.tensor(new float[] {1, 1, 1}, 3)); // p's version moves once
    Tensor d = p.detach();
    Tensor y = x.mul(d).sum();
    d.setData(s.tensor(new float[] {9, 9, 9}, 3));
    assertThatThrownBy(y::backward).isInstanceOf(IllegalStateException.class).hasMessageContaining("an input of mul");
    assertThat(x.grad()).isNull();
  }

  @Test
  void backwardIsRefusedAfterTheOwnerOfASharedInputWasUpdated() {
    Tensor x = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
    Tensor p = s.tensor(new float[] {4, 5, 6}, 3);
    Tensor d = p.detach();
    Tensor y = x.mul(d).sum();
    p.setData(s.tensor(new float[] {9, 9, 9}, 3));
    assertThatThrownBy(y::backward).isInstanceOf(IllegalStateException.class).hasMessageContaining("an input of mul");
  }

  @Test
  void setDataFromAFreedSourceIsRefusedAndLeavesTheTargetAsItWas() {
    Tensor p = s.tensor(new float[] {1, 2, 3}, 3);
    Tensor gone = s.tensor(new float[] {4, 5, 6}, 3);
    long own = p.handle();
    s.free(gone);
    assertThatThrownBy(() -> p.setData(gone)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("the source " + gone).hasMessageContaining("was freed");
    assertThat(p.handle()).isEqualTo(own);
    assertThat(wire.freed).containsExactly(gone.handle());
  }

  @Test
  void aScopeNeverFreesAValueMadeOutsideIt() {
    Tensor p = s.tensor(new float[] {1, 2, 3}, 3);
    long outside = p.handle();
    long bestsOwn;
    long madeInside;
    try (TensorScope scope = s.scope()) {
      Tensor best = s.zeros(3);
      bestsOwn = best.handle();
      best.setData(p); // best takes over p's value; p reads it through best from now on
      Tensor a = s.ones(3);
      Tensor b = s.ones(3).mul(2.0);
      madeInside = b.handle();
      a.setData(b); // a value made inside, moved to another tensor made inside: still the scope's to free
    }
    assertThat(wire.freed).contains(bestsOwn, madeInside).doesNotContain(outside);
    assertThat(p.handle()).isEqualTo(outside);
  }

  /** Without momentum, a buffer equal to the gradient would share its value with it (PyTorch's buffer is its own). */
  @Test
  void sgdWithoutMomentumLeavesAHeldGradientAlone() {
    Linear layer = new Linear(new Init(s, 0), 3, 2, false);
    Sgd sgd = new Sgd(layer.parameters(), LrSchedule.constant(0.1), 0, 0);
    Tensor in = s.tensor(new float[] {1, 2, 3}, 1, 3);
    layer.forward(in).sum().backward();
    Tensor held = layer.parameters().get(0).grad();
    long heldHandle = held.handle();
    sgd.step();
    layer.forward(in).mul(2.0).sum().backward();
    sgd.step();
    assertThat(held.handle()).as("the held gradient reads its own value").isEqualTo(heldHandle);
    assertThat(wire.freed).doesNotContain(heldHandle);
  }

  @Test
  void cloneSnapshotsAValueThatLaterUpdatesDoNotReach() {
    Tensor w = s.tensor(new float[] {1, 2, 3}, 3).requiresGrad(true);
    Tensor snapshot = w.clone();
    assertThat(snapshot.handle()).isNotEqualTo(w.handle());
    w.setData(s.noGrad(() -> w.mul(2.0)));
    assertThat(snapshot.handle()).isNotEqualTo(w.handle());
    assertThat(wire.freed).doesNotContain(snapshot.handle());
    w.clone().sum().backward(); // the gradient flows through the copy
    assertThat(w.grad()).isNotNull();
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
