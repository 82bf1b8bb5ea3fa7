package org.torchtpu.examples;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TensorScope;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.io.Checkpoints;
import org.torchtpu.client.nn.Init;
import org.torchtpu.client.nn.LlamaConfig;
import org.torchtpu.client.nn.LlamaModel;
import org.torchtpu.client.optim.AdamW;
import org.torchtpu.client.optim.LrSchedule;
import org.torchtpu.client.optim.TrainStep;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The main example: trains a tiny Llama-style character-level language model on a short story
 * shipped with the examples, on a remote simulated TPU, with a progress bar (loss, tokens/s,
 * mode), then continues a prompt with the KV cache.
 *
 * <pre>
 *   java -jar examples/target/examples.jar --target localhost:50051 --mode compiled --steps 150 --generate 120
 * </pre>
 */
@Command(name = "tiny-llama", mixinStandardHelpOptions = true,
    description = "Train a tiny Llama-style character model on a simulated TPU, then generate text with a KV cache.")
public final class TinyLlama implements Callable<Integer> {
  /** How the steps run: one of the three eager modes, or one compiled program per step. */
  enum Mode { debug, strict, fused, compiled }

  @Option(names = "--target", description = "tpu-server host:port (default: ${DEFAULT-VALUE})")
  String target = "localhost:50051";

  @Option(names = "--mode", description = "debug, strict, fused or compiled (default: ${DEFAULT-VALUE})")
  Mode mode = Mode.compiled;

  @Option(names = "--steps", description = "training steps (default: ${DEFAULT-VALUE})")
  int steps = 150;

  @Option(names = "--batch", description = "sequences per step (default: ${DEFAULT-VALUE})")
  int batch = 8;

  @Option(names = "--seq", description = "characters per sequence (default: ${DEFAULT-VALUE})")
  int seq = 64;

  @Option(names = "--dim", description = "model width (default: ${DEFAULT-VALUE})")
  int dim = 64;

  @Option(names = "--layers", description = "decoder blocks (default: ${DEFAULT-VALUE})")
  int layers = 2;

  @Option(names = "--heads", description = "query heads (default: ${DEFAULT-VALUE})")
  int heads = 4;

  @Option(names = "--kv-heads", description = "key/value heads, grouped-query attention (default: ${DEFAULT-VALUE})")
  int kvHeads = 2;

  @Option(names = "--lr", description = "peak learning rate (default: ${DEFAULT-VALUE})")
  double lr = 1e-2;

  @Option(names = "--warmup", description = "linear warmup steps before cosine decay (default: ${DEFAULT-VALUE})")
  int warmup = 15;

  @Option(names = "--generate", description = "characters to generate after training (default: ${DEFAULT-VALUE})")
  int generate = 120;

  @Option(names = "--prompt", description = "start of the generated text (default: '${DEFAULT-VALUE}')")
  String prompt = "the cat ";

  @Option(names = "--temperature", description = "sampling temperature; 0 = greedy (default: ${DEFAULT-VALUE})")
  double temperature = 0.0;

  @Option(names = "--seed", description = "seed of the weights, batches and sampling (default: ${DEFAULT-VALUE})")
  long seed = 1;

  @Option(names = "--corpus", description = "a UTF-8 text file to train on instead of the built-in story")
  Path corpus;

  @Option(names = "--save", description = "write the trained weights to this safetensors file")
  Path save;

  @Option(names = "--job", description = "run as this scheduler job: data-parallel over every chip of its slice "
      + "(compiled mode), then report it completed; --target is then not used")
  String job;

  @Option(names = "--scheduler", description = "the scheduler's host:port, for --job (default: ${DEFAULT-VALUE})")
  String scheduler = "localhost:50052";

  public static void main(String[] args) {
    System.exit(new CommandLine(new TinyLlama()).setCaseInsensitiveEnumValuesAllowed(true).execute(args));
  }

  @Override
  public Integer call() throws Exception {
    String text = readCorpus();
    String vocabulary = vocabulary(text);
    int[] tokens = encode(text, vocabulary);
    if (tokens.length < seq + 2) {
      throw new CommandLine.ParameterException(new CommandLine(this), "the corpus has " + tokens.length
          + " characters; --seq " + seq + " needs at least " + (seq + 2));
    }
    int[] promptIds = encode(prompt, vocabulary);
    LlamaConfig config = new LlamaConfig(vocabulary.length(), dim, layers, heads, kvHeads, 4 * dim, 1e-5, 10000, 0);
    PrintStream out = System.out;
    if (job != null) {
      if (mode != Mode.compiled) {
        throw new CommandLine.ParameterException(new CommandLine(this), "--job trains in compiled mode only");
      }
      return new DataParallelLlama(this, config, vocabulary, tokens, promptIds, out).run(scheduler, job);
    }
    try (TpuClient client = TpuClient.connect(target);
         Session s = client.openSession("tiny-llama", 0, mode == Mode.compiled ? EagerMode.FUSED : eager(mode))) {
      HostInfo host = client.describeHost();
      LlamaModel model = new LlamaModel(new Init(s, seed), config);
      out.printf(Locale.ROOT, "tiny Llama: %d layers, width %d, %d heads (%d kv), vocab %d chars, %,d parameters%n",
          layers, dim, heads, kvHeads, vocabulary.length(), model.parameterCount());
      out.printf(Locale.ROOT, "corpus %,d chars; host %s (%s); mode %s; %d steps of %dx%d tokens%n",
          tokens.length, host.getHostId(), host.getGeneration(), mode, steps, batch, seq);
      AdamW optimizer = new AdamW(model.parameters(),
          LrSchedule.warmupCosine(lr, Math.min(warmup, steps - 1), steps, lr / 10), 0.9, 0.95, 1e-8, 0.1);
      TrainStep.LossFunction loss = in -> model.loss(in[0], in[1]);
      Random batches = new Random(seed);
      Tensor[] first = batch(s, tokens, batches);
      TrainStep step = mode == Mode.compiled ? TrainStep.compiled(optimizer, loss, first) : TrainStep.eager(optimizer, loss);
      double deviceBefore = s.timing().getDeviceSeconds();
      long start = System.nanoTime();
      ProgressBar bar = new ProgressBar(out, steps, mode.name());
      double lastLoss = Double.NaN;
      for (int i = 0; i < steps; i++) {
        try (TensorScope scope = s.scope()) { // frees the step's batch, loss and gradients at its end
          Tensor[] b = i == 0 ? first : batch(s, tokens, batches);
          lastLoss = step.step(b).item();
        }
        bar.update(i + 1, lastLoss, (double) (i + 1) * batch * seq / ((System.nanoTime() - start) / 1e9));
      }
      bar.finish();
      double wall = (System.nanoTime() - start) / 1e9;
      double device = s.timing().getDeviceSeconds() - deviceBefore;
      out.printf(Locale.ROOT, "trained in %.1f s wall (%.1f ms/step); simulated %s device time %.2f ms (%.1f us/step)%s%n",
          wall, wall * 1e3 / steps, host.getGeneration(), device * 1e3, device * 1e6 / steps,
          mode == Mode.compiled ? ", " + step.compiledFunction().compiles() + " program(s) compiled" : "");
      out.printf(Locale.ROOT, "final loss %.3f (uniform guess: %.3f)%n", lastLoss, Math.log(vocabulary.length()));
      if (save != null) {
        Checkpoints.save(model, save, Map.of("vocabulary", vocabulary, "config", config.toString()));
        out.println("saved weights to " + save);
      }
      if (generate > 0) {
        generateText(model, promptIds, vocabulary, out);
      }
    }
    return 0;
  }

  /** Continues the prompt with the KV cache and prints it. */
  void generateText(LlamaModel model, int[] promptIds, String vocabulary, PrintStream out) {
    long[] promptLongs = new long[promptIds.length];
    for (int i = 0; i < promptIds.length; i++) {
      promptLongs[i] = promptIds[i];
    }
    long genStart = System.nanoTime();
    long[] generated = model.generate(promptLongs, generate, temperature, seed);
    double genSeconds = (System.nanoTime() - genStart) / 1e9;
    StringBuilder sb = new StringBuilder(prompt);
    for (long id : generated) {
      sb.append(vocabulary.charAt((int) id));
    }
    out.printf(Locale.ROOT, "%ngenerated (%d chars with the KV cache, %.1f tokens/s):%n%s%n", generate,
        generate / genSeconds, sb);
  }

  private static EagerMode eager(Mode mode) {
    return switch (mode) {
      case debug -> EagerMode.DEBUG;
      case strict -> EagerMode.STRICT;
      default -> EagerMode.FUSED;
    };
  }

  String readCorpus() throws IOException {
    if (corpus != null) {
      return Files.readString(corpus, StandardCharsets.UTF_8);
    }
    try (InputStream in = TinyLlama.class.getResourceAsStream("/corpus/tiny-stories.txt")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The corpus's distinct characters, sorted: character i is token i. */
  static String vocabulary(String text) {
    TreeSet<Character> chars = new TreeSet<>();
    for (char c : text.toCharArray()) {
      chars.add(c);
    }
    StringBuilder sb = new StringBuilder();
    chars.forEach(sb::append);
    return sb.toString();
  }

  int[] encode(String text, String vocabulary) {
    int[] ids = new int[text.length()];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = vocabulary.indexOf(text.charAt(i));
      if (ids[i] < 0) {
        throw new CommandLine.ParameterException(new CommandLine(this), "character '" + text.charAt(i)
            + "' of the prompt does not occur in the corpus; the model only knows: " + vocabulary.replace("\n", "\\n"));
      }
    }
    return ids;
  }

  /** {ids, targets} [batch, seq]: random windows of the corpus and the same windows shifted by one. */
  private Tensor[] batch(Session s, int[] tokens, Random random) {
    long[][] windows = windows(tokens, random);
    return new Tensor[] {s.tensor(windows[0], batch, seq), s.tensor(windows[1], batch, seq)};
  }

  /** {ids, targets}, each batch x seq row-major: random windows of the corpus and the same windows shifted by one. */
  long[][] windows(int[] tokens, Random random) {
    long[] ids = new long[batch * seq];
    long[] targets = new long[batch * seq];
    for (int b = 0; b < batch; b++) {
      int start = random.nextInt(tokens.length - seq - 1);
      for (int t = 0; t < seq; t++) {
        ids[b * seq + t] = tokens[start + t];
        targets[b * seq + t] = tokens[start + t + 1];
      }
    }
    return new long[][] {ids, targets};
  }

  /** A one-line bar redrawn in place on a terminal; every tenth of the run as its own line otherwise. */
  static final class ProgressBar {
    private static final int WIDTH = 30;
    private final PrintStream out;
    private final int total;
    private final String mode;
    private final String unit;
    private final boolean terminal = System.console() != null;
    private int lastPrintedTenth = -1;

    ProgressBar(PrintStream out, int total, String mode) {
      this(out, total, mode, "tokens");
    }

    /** {@code unit}: what the rate counts (tokens, images). */
    ProgressBar(PrintStream out, int total, String mode, String unit) {
      this.out = out;
      this.total = total;
      this.mode = mode;
      this.unit = unit;
    }

    void update(int done, double loss, double perSecond) {
      int filled = (int) ((long) WIDTH * done / total);
      String line = String.format(Locale.ROOT, "[%s%s] %d/%d  loss %.3f  %,.0f %s/s  %s", "#".repeat(filled),
          ".".repeat(WIDTH - filled), done, total, loss, perSecond, unit, mode);
      if (terminal) {
        out.print("\r" + line);
        out.flush();
      } else {
        int tenth = (int) (10L * done / total);
        if (tenth != lastPrintedTenth || done == 1) {
          lastPrintedTenth = tenth;
          out.println(line);
        }
      }
    }

    void finish() {
      if (terminal) {
        out.println();
      }
    }
  }
}
