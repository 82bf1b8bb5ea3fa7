package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.KvCache;
import org.torchtpu.client.nn.LlamaConfig;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.nn.RotaryEmbedding;
import org.torchtpu.client.optim.AdamW;
import org.torchtpu.client.optim.LrSchedule;
import org.torchtpu.client.optim.Sgd;
import org.torchtpu.client.optim.TrainStep;

/** The nn modules' structure and the optimizers' bookkeeping, on a transport that records ops (no server). */
class NnAndOptimTest {
  private final RecordingTransport wire = new RecordingTransport();
  private final FakeCompiler compiler = new FakeCompiler();
  private final Session s;
  private static final LlamaConfig TINY = new LlamaConfig(48, 32, 2, 4, 2, 64, 1e-5, 10000, 0);

  NnAndOptimTest() {
    wire.compiler = compiler;
    s = wire.session();
  }

  @Test
  void llamaParametersHaveTorchStyleNamesAndGroupedKvShapes() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    Map<String, long[]> shapes = new HashMap<>();
    model.namedParameters().forEach((name, p) -> shapes.put(name, p.shape()));
    assertThat(model.namedParameters().keySet()).startsWith("embedding.weight", "layers.0.attention_norm.weight",
        "layers.0.attention.wq.weight", "layers.0.attention.wk.weight").endsWith("norm.weight", "lm_head.weight");
    assertThat(shapes).hasSize(2 + 9 * 2 + 1);
    assertThat(shapes.get("layers.1.attention.wq.weight")).containsExactly(32, 32);
    // 2 kv heads of head dim 8: keys and values are half the query width
    assertThat(shapes.get("layers.1.attention.wk.weight")).containsExactly(16, 32);
    assertThat(shapes.get("layers.0.mlp.down.weight")).containsExactly(32, 64);
    assertThat(model.parameterCount()).isEqualTo(48 * 32 * 2 + 2 * (32 + 32 * 32 * 2 + 16 * 32 * 2 + 32 + 3 * 32 * 64) + 32);
  }

  @Test
  void forwardAndKvCacheGiveTheExpectedShapes() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    Tensor logits = model.forward(s.tensor(new long[] {1, 2, 3, 4, 5, 6}, 2, 3));
    assertThat(logits.shape()).containsExactly(2, 3, 48);
    KvCache cache = new KvCache(2);
    model.forward(s.tensor(new long[] {1, 2, 3}, 1, 3), cache);
    Tensor next = model.forward(s.tensor(new long[] {4}, 1, 1), cache);
    assertThat(next.shape()).containsExactly(1, 1, 48);
    assertThat(cache.length()).isEqualTo(4);
    assertThatThrownBy(() -> model.forward(s.tensor(new float[] {1, 2}, 1, 2)))
        .hasMessageContaining("integer token ids");
  }

  @Test
  void configRejectsIndivisibleHeads() {
    assertThatThrownBy(() -> new LlamaConfig(48, 32, 2, 4, 3, 64, 1e-5, 1e4, 0)).hasMessageContaining("kvHeads 3");
    assertThatThrownBy(() -> new LlamaConfig(48, 30, 2, 4, 2, 64, 1e-5, 1e4, 0)).hasMessageContaining("heads 4");
  }

  @Test
  void loadStateDictNamesMissingUnexpectedAndMisshapenTensors() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    Map<String, Tensor> state = new HashMap<>(model.stateDict());
    state.remove("norm.weight");
    state.put("extra", s.zeros(1));
    assertThatThrownBy(() -> model.loadStateDict(state)).hasMessageContaining("missing keys [norm.weight]")
        .hasMessageContaining("unexpected keys [extra]");
    Map<String, Tensor> misshapen = new HashMap<>(model.stateDict());
    misshapen.put("norm.weight", s.zeros(31));
    assertThatThrownBy(() -> model.loadStateDict(misshapen)).hasMessageContaining("norm.weight has shape [31]");
  }

  @Test
  void rotaryTablesRotatePairsHalfADimApart() {
    float[][] t = new RotaryEmbedding(4, 10000).tables(3, 1);
    // pair (0, 2) turns by 3 rad, pair (1, 3) by 3 / 100 rad
    assertThat(t[0]).containsExactly((float) Math.cos(3), (float) Math.cos(0.03), (float) Math.cos(3), (float) Math.cos(0.03));
    assertThat(t[1][1]).isCloseTo((float) Math.sin(0.03), within(1e-7f));
  }

  @Test
  void warmupCosineSchedule() {
    LrSchedule lr = LrSchedule.warmupCosine(1e-2, 5, 20, 1e-3);
    assertThat(lr.lr(0)).isCloseTo(2e-3, within(1e-15));
    assertThat(lr.lr(4)).isCloseTo(1e-2, within(1e-15));
    assertThat(lr.lr(5)).isCloseTo(1e-2, within(1e-15));
    assertThat(lr.lr(20)).isCloseTo(1e-3, within(1e-15));
    assertThat(lr.lr(100)).isCloseTo(1e-3, within(1e-15));
    assertThat(lr.lr(12)).isCloseTo(1e-3 + 0.5 * 9e-3 * (1 + Math.cos(Math.PI * 7 / 15)), within(1e-15));
    assertThatThrownBy(() -> LrSchedule.warmupCosine(1, 5, 5, 0)).hasMessageContaining("warmup < total");
  }

  @Test
  void eagerStepUpdatesParametersInPlaceAndCountsSteps() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    AdamW adam = new AdamW(model.parameters(), LrSchedule.constant(1e-3));
    assertThat(adam.state()).hasSize(2 * model.parameters().size());
    Tensor before = model.parameters().get(0).value();
    long oldHandle = before.handle();
    TrainStep step = TrainStep.eager(adam, in -> model.loss(in[0], in[1]));
    step.step(s.tensor(new long[] {1, 2, 3, 4}, 1, 4), s.tensor(new long[] {2, 3, 4, 5}, 1, 4));
    assertThat(adam.steps()).isEqualTo(1);
    assertThat(model.parameters().get(0).value()).as("the same tensor, as in PyTorch").isSameAs(before);
    assertThat(before.handle()).as("holding the new value").isNotEqualTo(oldHandle);
    assertThat(wire.freed).as("the old value freed by the step").contains(oldHandle);
    assertThat(model.parameters().get(0).value().requiresGrad()).isTrue();
    assertThat(model.parameters().get(0).grad()).as("the new parameter has no gradient yet").isNull();
  }

  /**
   * An eager step frees the model's activations when it ends instead of leaving them to the garbage collector (the
   * server held about 25 steps of them, 179 MB, for the tiny Llama): every value of the forward pass is freed but the
   * loss (and the reshaped targets, which take no gradient).
   */
  @Test
  void eagerStepFreesTheModelsActivationsAtItsEnd() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    AdamW adam = new AdamW(model.parameters(), LrSchedule.constant(1e-3));
    int[] forwardOps = new int[2];
    TrainStep step = TrainStep.eager(adam, in -> {
      forwardOps[0] = wire.ops.size();
      Tensor loss = model.loss(in[0], in[1]);
      forwardOps[1] = wire.ops.size();
      return loss;
    });
    Tensor ids = s.tensor(new long[] {1, 2, 3, 4}, 1, 4);
    Tensor targets = s.tensor(new long[] {2, 3, 4, 5}, 1, 4);
    Tensor loss = step.step(ids, targets);
    Set<Long> freed = new HashSet<>(wire.freed);
    List<String> leftOnTheServer = new ArrayList<>();
    for (Op op : wire.ops.subList(forwardOps[0], forwardOps[1])) {
      for (long h : op.getResultsList()) {
        if (h != loss.handle() && !freed.contains(h)) {
          leftOnTheServer.add(op.getKindCase() + " " + h);
        }
      }
    }
    assertThat(forwardOps[1] - forwardOps[0]).isGreaterThan(100);
    // left: only the targets brought to one row per token (no gradient flows to them), for the collector
    assertThat(leftOnTheServer).as("forward values left for the garbage collector").hasSizeLessThanOrEqualTo(2)
        .allMatch(v -> v.startsWith("RESHAPE"));
    assertThat(wire.freed).doesNotContain(ids.handle(), targets.handle(), loss.handle());
  }

  /**
   * A built-in optimizer's step frees what it made besides the new parameters and state (AdamW: about ten
   * intermediates per parameter, and the step's scalars), and each parameter's intermediates as soon as that
   * parameter's update is emitted, so a DeferAndFuse chunk cut after it need not write them; the values it replaced and
   * the gradients stay, since the program may hold them.
   */
  @Test
  void builtInOptimizerStepFreesEachParametersIntermediatesAfterItsUpdate() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    AdamW adam = new AdamW(model.parameters(), LrSchedule.constant(1e-3));
    model.loss(s.tensor(new long[] {1, 2, 3, 4}, 1, 4), s.tensor(new long[] {2, 3, 4, 5}, 1, 4)).backward();
    Set<Long> replaced = new HashSet<>();
    Set<Long> grads = new HashSet<>();
    for (org.torchtpu.client.nn.Parameter p : model.parameters()) {
      replaced.add(p.value().handle());
      grads.add(p.grad().handle());
    }
    adam.state().forEach(t -> replaced.add(t.handle()));
    int firstOp = wire.ops.size();
    Set<Long> uploadedBefore = new HashSet<>(wire.stored.keySet());
    adam.step();

    int parameters = model.parameters().size();
    int opsPerParameter = (wire.ops.size() - firstOp) / parameters;
    Set<Long> kept = new HashSet<>();
    model.parameters().forEach(p -> kept.add(p.value().handle()));
    adam.state().forEach(t -> kept.add(t.handle()));
    List<String> left = new ArrayList<>();
    List<String> freedLate = new ArrayList<>();
    for (int i = firstOp; i < wire.ops.size(); i++) {
      Op op = wire.ops.get(i);
      for (long h : op.getResultsList()) {
        Integer freedAfter = wire.freedAfterOps.get(h);
        if (kept.contains(h)) {
          continue;
        } else if (freedAfter == null) {
          left.add(op.getKindCase() + " " + h);
        } else if (freedAfter - i > opsPerParameter) {
          freedLate.add(op.getKindCase() + " " + h);
        }
      }
    }
    Set<Long> scalars = new HashSet<>(wire.stored.keySet());
    scalars.removeAll(uploadedBefore);
    assertThat(opsPerParameter).isGreaterThan(10);
    assertThat(left).as("the step's values left for the garbage collector").isEmpty();
    assertThat(freedLate).as("values freed only after later parameters' updates: the three scalars every update reads")
        .hasSize(3);
    assertThat(scalars).as("the step's scalars, uploaded").hasSize(1);
    assertThat(wire.freed).containsAll(scalars).doesNotContainAnyElementsOf(kept).doesNotContainAnyElementsOf(grads);
    assertThat(wire.freed).as("the parameters' and moments' old values, updated in place").containsAll(replaced);
  }

  /** A tensor the program's own loss function received stays usable: only the SDK's own intermediates are freed. */
  @Test
  void eagerStepKeepsWhatTheLossFunctionHeld() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    AdamW adam = new AdamW(model.parameters(), LrSchedule.constant(1e-3));
    Tensor[] logits = new Tensor[1];
    int[] forwardOps = new int[2];
    TrainStep step = TrainStep.eager(adam, in -> {
      forwardOps[0] = wire.ops.size();
      logits[0] = model.forward(in[0]);
      forwardOps[1] = wire.ops.size();
      return Tensor.crossEntropy(logits[0].reshape(4, 48), in[1].reshape(4));
    });
    step.step(s.tensor(new long[] {1, 2, 3, 4}, 1, 4), s.tensor(new long[] {2, 3, 4, 5}, 1, 4));
    Set<Long> freed = new HashSet<>(wire.freed);
    List<Long> left = new ArrayList<>();
    for (Op op : wire.ops.subList(forwardOps[0], forwardOps[1])) {
      for (long h : op.getResultsList()) {
        if (!freed.contains(h)) {
          left.add(h);
        }
      }
    }
    assertThat(left).as("of the forward's values only the logits the program holds are left").containsExactly(
        logits[0].handle());
  }

  /**
   * A model's loss and a built-in optimizer's step walk the stack once: every op names the line
   * that called them. A user's own optimizer is walked op by op, so its ops name its own lines.
   */
  @Test
  void opsOfAModelCallAndAnOptimizerStepNameTheCallersLine() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    AdamW adam = new AdamW(model.parameters(), LrSchedule.constant(1e-3));
    Tensor ids = s.tensor(new long[] {1, 2, 3, 4}, 1, 4);
    Tensor targets = s.tensor(new long[] {2, 3, 4, 5}, 1, 4);
    int start = wire.ops.size();
    Tensor loss = model.loss(ids, targets); int lossLine = new Throwable().getStackTrace()[0].getLineNumber();
    int afterLoss = wire.ops.size();
    loss.backward();
    int afterBackward = wire.ops.size();
    adam.step(); int stepLine = new Throwable().getStackTrace()[0].getLineNumber();
    assertThat(afterLoss - start).isGreaterThan(50);
    assertThat(wire.ops.size() - afterBackward).isGreaterThan(20);
    for (int i = start; i < wire.ops.size(); i++) {
      if (i >= afterLoss && i < afterBackward) {
        continue;
      }
      assertThat(wire.ops.get(i).getLocation().getLine()).as("op %d", i).isEqualTo(i < afterLoss ? lossLine : stepLine);
    }

    int[] updateLine = new int[1];
    org.torchtpu.client.optim.Optimizer own = new org.torchtpu.client.optim.Optimizer(model.parameters(),
        LrSchedule.constant(0.1)) {
      @Override
      protected List<Tensor> initialState(Session session, List<org.torchtpu.client.nn.Parameter> parameters) {
        return List.of();
      }

      @Override
      protected double[] stepScalars(long step, double lr) {
        return new double[] {lr};
      }

      @Override
      protected List<Tensor> update(List<Tensor> params, List<Tensor> grads, List<Tensor> state, Tensor scalars) {
        int line = new Throwable().getStackTrace()[0].getLineNumber() + 1;
        Tensor first = params.get(0).sub(grads.get(0).mul(0.1));
        updateLine[0] = line;
        List<Tensor> out = new java.util.ArrayList<>(params);
        out.set(0, first);
        out.addAll(state);
        return out;
      }
    };
    int before = wire.ops.size();
    own.step(); int userStepLine = new Throwable().getStackTrace()[0].getLineNumber();
    List<Integer> lines = wire.ops.subList(before, wire.ops.size()).stream().map(op -> op.getLocation().getLine()).toList();
    assertThat(lines).contains(updateLine[0]).doesNotContain(lossLine);
    assertThat(userStepLine).isNotEqualTo(updateLine[0]);
  }

  @Test
  void compiledStepIsOneProgramOverBatchScalarsParametersAndState() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    Sgd sgd = new Sgd(model.parameters(), LrSchedule.warmupCosine(0.1, 2, 10, 0), 0.9, 0);
    Tensor ids = s.tensor(new long[] {1, 2, 3, 4}, 1, 4);
    Tensor targets = s.tensor(new long[] {2, 3, 4, 5}, 1, 4);
    List<Tensor> eagerParams = List.copyOf(model.stateDict().values());
    long firstHandle = eagerParams.get(0).handle();
    TrainStep step = TrainStep.compiled(sgd, in -> model.loss(in[0], in[1]), ids, targets);
    int np = model.parameters().size();
    assertThat(compiler.requests).hasSize(1);
    Graph g = compiler.requests.get(0);
    assertThat(g.getParametersCount()).isEqualTo(2 + 1 + np + np);
    assertThat(g.getOutputsCount()).isEqualTo(1 + np + np);
    // tracing put the eager parameters back
    assertThat(List.copyOf(model.stateDict().values())).containsExactlyElementsOf(eagerParams);
    for (int i = 0; i < 3; i++) {
      step.step(ids, targets);
    }
    assertThat(compiler.requests).as("one program for every step of the schedule").hasSize(1);
    assertThat(step.compiledFunction().compiles()).isEqualTo(1);
    assertThat(sgd.steps()).isEqualTo(3);
    assertThat(model.parameters().get(0).value()).as("updated in place").isSameAs(eagerParams.get(0));
    assertThat(wire.freed).as("the parameters' first values, replaced by the first call's outputs")
        .contains(firstHandle);
  }

  @Test
  void aCapturedTensorInTheLossIsATracingError() {
    LlamaModel model = new LlamaModel(new Init(s, 0), TINY);
    Tensor outside = s.ones(DType.F32, 1);
    AdamW adam = new AdamW(model.parameters(), LrSchedule.constant(1e-3));
    Tensor ids = s.tensor(new long[] {1, 2}, 1, 2);
    assertThatThrownBy(() -> TrainStep.compiled(adam, in -> model.loss(in[0], in[1]).mul(outside), ids, ids))
        .isInstanceOf(TracingException.class).hasMessageContaining("created outside it");
    assertThat(model.parameters().get(0).value().trace()).as("parameters restored after a failed trace").isNull();
  }

  @Test
  void dropoutIsIdentityInEvalAndMasksInTraining() {
    org.torchtpu.client.nn.Dropout d = new org.torchtpu.client.nn.Dropout(0.5, 7);
    Tensor x = s.ones(DType.F32, 4);
    d.eval();
    assertThat(d.forward(x)).isSameAs(x);
    d.train();
    assertThat(d.forward(x)).isNotSameAs(x);
    assertThatThrownBy(() -> new org.torchtpu.client.nn.Dropout(1.0, 0)).hasMessageContaining("[0, 1)");
  }
}
