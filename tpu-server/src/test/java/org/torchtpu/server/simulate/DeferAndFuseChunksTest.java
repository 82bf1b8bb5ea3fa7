package org.torchtpu.server.simulate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.simulate.SimKernel.Member;
import org.torchtpu.server.simulate.SimKernel.Phase;

/**
 * DeferAndFuse's chunks of a transformer step: a forward pass alone fuses as the compiler does; a train step's
 * forward, which records autograd, ends a chunk at every value autograd saves, and the backward reads those values
 * back.
 */
class DeferAndFuseChunksTest {
  private static final CostModel COST = new StepSimulator(Generation.V6E).costModel();
  private static final Function<Member, CostBreakdown> PRICE = m -> COST.price(m.op(), m.operands(), m.results());
  private static final DeferAndFuseChunks CHUNKS = new DeferAndFuseChunks(COST, PRICE);

  private static final TrainRecipe TRAIN = new TrainRecipe(2, 512, TrainRecipe.SAVE_ALL, 1, 1, 1, true, false);
  private static final TrainRecipe FORWARD = new TrainRecipe(2, 512, TrainRecipe.SAVE_ALL, 1, 1, 1, false, false);

  private static SimKernel named(TransformerStepBuilder.Step step, String name) {
    return step.kernels().stream().filter(k -> k.name().equals(name)).findFirst().orElseThrow();
  }

  private static Map<String, SimKernel> forwards(TransformerStepBuilder.Step step) {
    Map<String, SimKernel> out = new HashMap<>();
    for (SimKernel k : step.kernels()) {
      if (k.phase() == Phase.FORWARD) {
        out.put(k.name(), k);
      }
    }
    return out;
  }

  private static double hbm(List<CostBreakdown> chunks) {
    return chunks.stream().mapToDouble(CostBreakdown::getHbmBytes).sum();
  }

  private static double seconds(List<CostBreakdown> chunks) {
    return chunks.stream().mapToDouble(CostModel::seconds).sum();
  }

  /**
   * RMS norm as the step builds it (to f32, x*x, sum, rsqrt, x*r, *w, to bf16): {@code mul} saves its inputs and
   * {@code rsqrt} its result (derivatives.yaml), so the f32 input, the row scale and the normalised value are saved.
   */
  @Test
  void autogradSavesWhatTheDerivativesOfAnRmsNormRead() {
    SimKernel norm = named(TransformerStepBuilder.build(ModeTable.LLAMA32_1B, TRAIN), "norm_attn");
    assertThat(norm.members()).hasSize(7);
    assertThat(AutogradSaves.savedResults(norm.members())).containsExactly(true, false, false, true, true, false,
        false);
  }

  /**
   * The activation function is one PyTorch op saving its input (silu for Llama, tanh-approximated gelu for Gemma, both
   * several ops here for pricing); the gated product saves both factors: only the activation's output is saved.
   */
  @Test
  void aGatedMlpSavesTheActivationsOutputOnly() {
    for (TransformerConfig model : List.of(ModeTable.LLAMA32_1B, ModeTable.GEMMA3_270M)) {
      TransformerStepBuilder.Step step = TransformerStepBuilder.build(model, TRAIN);
      SimKernel activation = named(step, StepKernels.ACTIVATION);
      int n = activation.members().size();
      boolean[] expected = new boolean[n];
      expected[n - 2] = true;
      assertThat(AutogradSaves.savedResults(activation)).as(model.name()).containsExactly(expected);
      assertThat(CHUNKS.chunks(activation, true, forwards(step)::get)).as(model.name()).hasSize(2);
    }
  }

  @Test
  void aForwardPassAloneFusesEveryElementwiseGroupAsTheCompilerDoes() {
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(ModeTable.LLAMA32_1B, FORWARD);
    int groups = 0;
    for (SimKernel k : step.kernels()) {
      boolean dot = k.members().stream().anyMatch(m -> m.op().getKindCase() == Op.KindCase.DOT_GENERAL);
      if (k.fused() && !dot) {
        groups++;
        assertThat(CHUNKS.chunks(k, false, forwards(step)::get)).as(k.name()).containsExactly(CHUNKS.kernelPrice(k));
      }
    }
    assertThat(groups).isGreaterThanOrEqualTo(5);
  }

  /** Each saved value closes a chunk: written by it, read by the next. */
  @Test
  void aRecordingForwardWritesEverySavedValueToHbm() {
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(ModeTable.LLAMA32_1B, TRAIN);
    SimKernel norm = named(step, "norm_attn");
    List<CostBreakdown> chunks = CHUNKS.chunks(norm, true, forwards(step)::get);
    assertThat(chunks).hasSize(4); // three saved values before the last op, then the rest
    double saved = DeferAndFuseChunks.savedBytes(norm);
    assertThat(saved).isGreaterThan(0);
    assertThat(hbm(chunks) - CHUNKS.kernelPrice(norm).getHbmBytes()).isGreaterThanOrEqualTo(2 * saved);
  }

  @Test
  void theBackwardOfARecordedGroupReadsItsSavedValuesBack() {
    TransformerStepBuilder.Step step = TransformerStepBuilder.build(ModeTable.LLAMA32_1B, TRAIN);
    for (String name : List.of("norm_attn", "mlp_activation", "cross_entropy")) {
      SimKernel backward = named(step, name + TransformerStepBuilder.GRADIENT);
      List<CostBreakdown> chunks = CHUNKS.chunks(backward, true, forwards(step)::get);
      double extra = hbm(chunks) - CHUNKS.kernelPrice(backward).getHbmBytes();
      double saved = DeferAndFuseChunks.savedBytes(named(step, name));
      assertThat(saved).as(name).isGreaterThan(0);
      assertThat(extra).as(name).isCloseTo(saved, within(1e-6 * saved));
    }
  }

  /**
   * On every kernel of the mode table's steps a Fused chunk costs at least what the compiled fusion costs and at most
   * what Strict's one program per op costs.
   */
  @Test
  void fusedCostsBetweenCompiledAndOneProgramPerOpOnEveryKernel() {
    for (ModeTable.Row row : ModeTable.rows()) {
      TransformerStepBuilder.Step step = TransformerStepBuilder.build(row.model(), row.recipe());
      Map<String, SimKernel> forwards = forwards(step);
      for (SimKernel k : step.kernels()) {
        if (k.category().equals("attention")) {
          continue; // one flash kernel in every mode
        }
        double compiled = CostModel.seconds(CHUNKS.kernelPrice(k));
        double fused = seconds(CHUNKS.chunks(k, row.recipe().training(), forwards::get));
        double perOp = k.members().stream().mapToDouble(m -> CostModel.seconds(PRICE.apply(m))).sum();
        assertThat(fused).as("%s %s", row.name(), k.name()).isGreaterThanOrEqualTo(compiled * (1 - 1e-12))
            .isLessThanOrEqualTo(perOp * (1 + 1e-12));
      }
    }
  }
}
