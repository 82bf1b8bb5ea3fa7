package org.torchtpu.server.simulate;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.ChipSpecs;

/**
 * The published real-TPU rows (src/test/resources/simulate): the calibration rows ({@link #all}, made by
 * make_published_rows.py) and the validation rows ({@link #validation}, make_validation_rows.py), and their models.
 */
record PublishedRows(String id, Generation generation, TransformerConfig model, TrainRecipe recipe,
    double publishedStepSeconds, String source) {

  static Map<String, TransformerConfig> models() {
    Map<String, TransformerConfig> out = new HashMap<>();
    for (String[] r : read("/simulate/published-models.csv")) {
      // a mixture of experts has four more columns (experts, top-k, expert width, shared experts) before its source;
      // one with latent attention (DeepSeek) five more after those (q and kv LoRA ranks, rotary and value head dims,
      // dense first layers)
      // dense layers with sliding-window attention (Gemma 3) have two (window, every how many layers one is global)
      boolean moe = r.length == 19 || r.length == 24;
      boolean latent = r.length == 24;
      boolean windowed = r.length == 17;
      AttentionConfig attention = latent ? new AttentionConfig(0, 0, i(r[18]), i(r[19]), i(r[20]), i(r[21]))
          : windowed ? new AttentionConfig(i(r[14]), i(r[15]), 0, 0, 0, 0) : null;
      out.put(r[0], new TransformerConfig(r[0], i(r[1]), i(r[2]), i(r[3]), i(r[4]), i(r[5]), i(r[6]), i(r[7]),
          i(r[8]), i(r[9]), b(r[10]), b(r[11]), b(r[12]), i(r[13]), moe ? i(r[14]) : 0, moe ? i(r[15]) : 0,
          moe ? i(r[16]) : 0, moe ? i(r[17]) : 0, attention, latent ? i(r[22]) : 0));
    }
    return out;
  }

  static List<PublishedRows> all() {
    return read(models(), "/simulate/published-rows.csv");
  }

  /** Runs that set no parameter of the model and only check it (validation-rows.csv). */
  static List<PublishedRows> validation() {
    return read(models(), "/simulate/validation-rows.csv");
  }

  /** Both files share their columns: the recipe as the run set it, its flash attention setup included. */
  private static List<PublishedRows> read(Map<String, TransformerConfig> models, String resource) {
    List<PublishedRows> rows = new ArrayList<>();
    List<String[]> lines = read(resource);
    for (String[] r : lines.subList(1, lines.size())) {
      HashSet<String> saved = new HashSet<>(r[8].isEmpty() ? List.of() : Arrays.asList(r[8].split(";")));
      // validation rows add expert parallelism, the capacity factor and the grouped matmul's row tile (empty =
      // MaxText's default) after the source,
      int expert = r.length > 16 ? i(r[16]) : 1;
      double capacity = r.length > 17 ? Double.parseDouble(r[17].trim()) : 0;
      int gmmTile = r.length > 18 && !r[18].isBlank() ? i(r[18]) : 0;
      // and whether the run leaves out XLA's data-parallel overlap flags (empty = false: the flags are set)
      boolean exposedDcn = r.length > 19 && !r[19].isBlank() && b(r[19]);
      // then whether the embedding is MaxText's one-hot matmul (use_iota_embed) and the head's tiles
      // (num_vocab_tiling; empty = untiled)
      boolean iota = r.length > 20 && !r[20].isBlank() && b(r[20]);
      int vocabTiles = r.length > 21 && !r[21].isBlank() ? i(r[21]) : 1;
      TrainRecipe recipe = new TrainRecipe(i(r[6]), i(r[7]), saved, i(r[4]), i(r[5]), i(r[3]), true, b(r[9]),
          i(r[10]), b(r[11]), expert, capacity, 0, gmmTile, exposedDcn, iota, vocabTiles);
      TransformerConfig model = models.get(r[2]);
      if (model == null) {
        throw new IllegalStateException(resource + " row " + r[0] + " names unknown model " + r[2]);
      }
      rows.add(new PublishedRows(r[0], ChipSpecs.parse(r[1]), model, recipe, Double.parseDouble(r[14]), r[15]));
    }
    return rows;
  }

  @Override
  public String toString() {
    return id;
  }

  private static List<String[]> read(String resource) {
    try (InputStream in = PublishedRows.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing test resource " + resource);
      }
      List<String[]> out = new ArrayList<>();
      BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        if (!line.isBlank() && !line.startsWith("#")) {
          out.add(line.split(",", -1));
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static int i(String s) {
    return Integer.parseInt(s.trim());
  }

  private static boolean b(String s) {
    return Boolean.parseBoolean(s.trim());
  }
}
