package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.ControlFlowMeter;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;

/**
 * The model corpus (src/test/resources/stablehlo/corpus, made by src/test/stablehlo/export_corpus.py
 * from Flax models and JAX lax programs): each program is imported, compiled through the whole
 * pass pipeline and run, and its outputs compared with JAX's (see the files' "comparison").
 */
class StableHloCorpusTest {
  static final List<String> PROGRAMS = List.of("ops_argmax_reverse", "ops_control_flow_0", "ops_control_flow_1",
      "ops_control_flow_2", "ops_control_flow_7", "ops_bits", "ops_float_misc", "ops_sort_topk", "gpt2", "llama", "bert",
      "scanned_gpt", "t5", "argmax_classifier", "resnet", "vit", "audio_conv", "gpt2_greedy_decode",
      "unet", "mobilenet", "convnext", "lstm_gru", "moe", "swin", "whisper_encoder", "cumulative", "train_resnet", "train_mobilenet",
      "train_lstm_gru", "train_gpt2", "train_vit", "bf16_mlp", "ints_quant", "train_remat_gpt", "ops_special_misc",
      "dropout_mlp", "random_sampling", "train_dropout_mlp",
      // export_corpus_reach.py
      "bert_full", "t5_relative", "diffusion_block", "efficientnet", "vae", "perceiver", "gnn", "selective_scan",
      "llama_gqa_decode", "init_small_lm", "init_efficientnet", "truncated_normal", "ops_next_after", "rbg_sampling",
      "ops_shifts_u8", "ops_rng_bit_generator", "train_clip_schedule_lm", "train_vae", "train_gnn", "beam_search", "ctc_loss", "jax_export_llama", "jax_export_init",
      // export_corpus_complex.py
      "fnet", "s5_layer", "s4d_scan", "fno_spectral_conv", "ops_complex",
      // export_corpus_poly.py: shape-polymorphic jax.export modules, compiled for the inputs' types
      "poly_mlp", "poly_lm", "poly_cnn", "poly_ops", "poly_image",
      // export_corpus_wave3.py
      "train_resnet_batchnorm", "clip", "moe_capacity", "t5_generate",
      // export_corpus_wave4.py
      "diffusion_unet", "birnn", "gat", "whisper_logmel", "sampling_loop", "train_conv_vae", "aqt_int8_matmul",
      "remat_scan", "ops_chlo_special", "sharded_mlp_gspmd", "sharded_mlp_shardy",
      "train_bf16_mixed", "nnx_classifier",
      // export_corpus_wave5.py
      "fp8_matmul", "fp8_train_step", "ops_complex_functions", "mlp_mixer", "dit_adaln", "detection_nms",
      "neural_ode_rk4", "moe_ragged_dot", "train_clip", "kv_cache_while",
      // export_corpus_fp8_edges.py
      "ops_fp8_reduce_identity",
      // export_corpus_wave6.py: linear algebra, each as lowered for CPU (LAPACK custom calls) and for TPU
      "gp_regression", "gp_regression_tpu", "mvn_logpdf", "mvn_logpdf_tpu", "ops_linalg", "ops_linalg_tpu",
      "flow_step", "flow_step_tpu", "ops_lu", "ops_lu_tpu",
      "ops_qr", "ops_qr_tpu", "orthogonal_init_mlp", "orthogonal_init_mlp_tpu",
      "shampoo_update", "shampoo_update_tpu", "ops_eigh", "ops_eigh_tpu",
      // export_corpus_wave7.py: SVD, expm, binning, unique, segments, scans, sparse, sampling, vision, statistics
      "pca_whitening", "pca_whitening_tpu", "spectral_tools", "spectral_tools_tpu", "ops_svd", "ops_svd_tpu",
      "matrix_exp", "matrix_exp_tpu",
      "binning", "unique_tokens", "gnn_pooling", "linear_recurrence", "round_cond_map", "sparse_matvec",
      "top_p_sampling", "top_p_sampling_tpu", "rwkv_time_mix", "conformer_block", "nnx_adamw_step", "image_ops",
      "fft_conv", "robust_stats", "sdpa_xla", "cumlogsumexp",
      // export_corpus_wave8.py (its tridiagonal, LAPACK's gtsv on CPU, imported as the Thomas algorithm in wave 9)
      "logsumexp_pool", "sort_multikey", "pad_modes", "random_distributions", "optax_zoo", "vq_vae_step", "wavenet",
      "nerf_render", "retnet_retention", "latent_attention", "pointnet", "special_functions", "numpy_utils",
      "einsum_layouts", "mixed_precision", "ops_reduce_precision", "retrieval_topk", "tridiagonal_tpu", "tridiagonal",
      "loops",
      // export_corpus_wave9.py: ops JAX does not emit, written by hand, the reference XLA:CPU running the same text
      "batch_norm_legacy", "legacy_broadcast", "tuple_plumbing", "map_bodies", "poly_logsumexp",
      "scatter_apply", "tridiagonal_batched", "tridiagonal_singular");

  private static final Executor EXECUTOR = new Executor();
  private static final List<String> TABLE = new ArrayList<>();

  @TestFactory
  Stream<DynamicTest> everyCorpusProgramMatchesJax() {
    // -Dcorpus.only=a,b runs just those programs (while working on them); the build runs all
    String only = System.getProperty("corpus.only", "");
    List<String> names = only.isBlank() ? PROGRAMS : List.of(only.split(","));
    return names.stream().map(name -> DynamicTest.dynamicTest(name, () -> check(name)));
  }

  private static void check(String name) {
    JsonNode golden = golden(name);
    Graph graph;
    try {
      graph = StableHloImporter.parse(resource(golden.get("mlir").asText()),
          golden.has("symbolicShapes") ? argumentTypes(golden) : null);
    } catch (StableHloImportException e) {
      TABLE.add(row(name, "FAILS (import)", Double.NaN, 0, e.getMessage()));
      throw e;
    }
    ExecutableProgram program = ExecutableProgram.compile(new GraphCompiler(EXECUTOR), IrGraph.fromGraph(graph),
        ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), EXECUTOR);
    ControlFlowMeter loops = new ControlFlowMeter();
    List<DeviceArray> outputs = program.run(StableHloGoldenTest.inputs(golden), EXECUTOR, false, null, loops);
    StableHloGoldenTest.Comparison c = StableHloGoldenTest.check(golden, outputs);
    TABLE.add(row(name, c.failures.isEmpty() ? "passes" : "FAILS (numerics)", c.maxError, loops.trips(),
        golden.get("description").asText()));
    assertThat(c.failures).as(name + ": outputs outside the tolerance").isEmpty();
  }

  /** The inputs' types: what a Compile request for a shape-polymorphic module gives as argument_types. */
  static List<org.torchtpu.api.v1.TensorType> argumentTypes(JsonNode golden) {
    List<org.torchtpu.api.v1.TensorType> types = new ArrayList<>();
    for (DeviceArray input : StableHloGoldenTest.inputs(golden)) {
      types.add(input.type());
    }
    return types;
  }

  private static String row(String name, String status, double maxError, long trips, String note) {
    return String.format(Locale.ROOT, "| %s | %s | %s | %d | %s |", name, status,
        Double.isNaN(maxError) ? "-" : String.format(Locale.ROOT, "%.2g", maxError), trips, note);
  }

  @AfterAll
  static void printTable() {
    System.out.println("| program | status | max abs error vs JAX | loop trips | note |");
    TABLE.forEach(System.out::println);
  }

  static JsonNode golden(String name) {
    return StableHloGoldenTest.golden("corpus/" + name);
  }

  static String resource(String file) {
    return StableHloGoldenTest.resource("corpus/" + file);
  }
}
