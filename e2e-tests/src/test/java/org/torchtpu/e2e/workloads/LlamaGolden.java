package org.torchtpu.e2e.workloads;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.io.Checkpoints;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.LlamaConfig;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.nn.Parameter;
import org.torchtpu.client.optim.AdamW;
import org.torchtpu.client.optim.LrSchedule;
import org.torchtpu.client.optim.Sgd;
import org.torchtpu.client.optim.TrainStep;

/**
 * The tiny Llama of {@code src/test/golden/generate_llama_golden.py}: its config, initial weights
 * (a safetensors file written by Python), AdamW settings, schedule and token batches, read from
 * the golden files, for LlamaTrainingIT and the mode-table benchmark.
 */
public final class LlamaGolden {
  public final JsonNode root;
  public final LlamaConfig config;
  public final int batch;
  public final int seq;
  public final int steps;
  private final Path initialWeights;

  private LlamaGolden(JsonNode root, Path initialWeights) {
    this.root = root;
    JsonNode c = root.get("config");
    this.config = new LlamaConfig(c.get("vocab").asInt(), c.get("dim").asInt(), c.get("layers").asInt(),
        c.get("heads").asInt(), c.get("kv_heads").asInt(), c.get("hidden").asInt(), c.get("norm_eps").asDouble(),
        c.get("rope_theta").asDouble(), 0.0);
    this.batch = root.get("batch").asInt();
    this.seq = root.get("seq").asInt();
    this.steps = root.get("steps").asInt();
    this.initialWeights = initialWeights;
  }

  public static LlamaGolden load() {
    try (InputStream json = LlamaGolden.class.getResourceAsStream("/golden/llama_golden.json");
         InputStream weights = LlamaGolden.class.getResourceAsStream("/golden/llama_golden_init.safetensors")) {
      Path file = Files.createTempFile("llama_golden_init", ".safetensors");
      file.toFile().deleteOnExit();
      Files.copy(weights, file, StandardCopyOption.REPLACE_EXISTING);
      return new LlamaGolden(new ObjectMapper().readTree(json), file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The model with the golden initial weights, on {@code s}. */
  public LlamaModel model(Session s) {
    LlamaModel model = new LlamaModel(new Init(s, 0), config);
    List<Tensor> random = model.parameters().stream().map(Parameter::value).toList();
    try {
      Checkpoints.load(model, initialWeights);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    // the random values the checkpoint replaced are freed now, not whenever the client's collector finds them, so a
    // count of the session's values on the server (LlamaTrainingIT) does not depend on when it runs
    List<Tensor> loaded = model.parameters().stream().map(Parameter::value).toList();
    random.stream().filter(t -> !loaded.contains(t)).forEach(s::free);
    return model;
  }

  public LrSchedule schedule() {
    JsonNode o = root.get("optimizer");
    return LrSchedule.warmupCosine(o.get("peak_lr").asDouble(), o.get("warmup").asLong(), steps,
        o.get("floor_lr").asDouble());
  }

  public AdamW optimizer(LlamaModel model) {
    JsonNode o = root.get("optimizer");
    return new AdamW(model.parameters(), schedule(), o.get("beta1").asDouble(), o.get("beta2").asDouble(),
        o.get("eps").asDouble(), o.get("weight_decay").asDouble());
  }

  /** The SGD settings of the golden's {@code losses_sgd_tpu} curve (momentum, L2 decay, constant rate). */
  public Sgd sgd(LlamaModel model) {
    JsonNode o = root.get("sgd");
    return new Sgd(model.parameters(), LrSchedule.constant(o.get("lr").asDouble()), o.get("momentum").asDouble(),
        o.get("weight_decay").asDouble());
  }

  /** {ids [B, T], targets [B, T]} of step {@code step}. */
  public Tensor[] batch(Session s, int step) {
    JsonNode rows = root.get("tokens").get(step % steps);
    long[] ids = new long[batch * seq];
    long[] targets = new long[batch * seq];
    for (int b = 0; b < batch; b++) {
      for (int t = 0; t < seq; t++) {
        ids[b * seq + t] = rows.get(b).get(t).asLong();
        targets[b * seq + t] = rows.get(b).get(t + 1).asLong();
      }
    }
    return new Tensor[] {s.tensor(ids, batch, seq), s.tensor(targets, batch, seq)};
  }

  /** A train step over {@code model}: eager in the session's mode, or one compiled program. */
  public TrainStep trainStep(Session s, LlamaModel model, boolean compiled) {
    AdamW optimizer = optimizer(model);
    TrainStep.LossFunction loss = in -> model.loss(in[0], in[1]);
    if (!compiled) {
      return TrainStep.eager(optimizer, loss);
    }
    Tensor[] example = batch(s, 0);
    TrainStep step = TrainStep.compiled(optimizer, loss, example);
    for (Tensor t : example) {
      s.free(t); // only its shape was needed (see model)
    }
    return step;
  }

  public double[] losses(String key) {
    JsonNode a = root.get(key);
    double[] out = new double[a.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = a.get(i).asDouble();
    }
    return out;
  }
}
