package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Sharding;

/**
 * The shardings of a module's entry function as {@code jax.jit(f, in_shardings=..., out_shardings=...).lower(...)}
 * prints them, read into the graph's {@link Sharding}s (one mesh axis per split dim) and the device mesh.
 *
 * <p>Two spellings, both read from the argument and result attributes of the public entry function:
 * <ul>
 *   <li>Shardy (JAX's default since 0.7): {@code sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>} with the mesh
 *       declared once, {@code sdy.mesh @mesh = <["data"=2, "model"=4]>}; a dim lists the mesh axes it is split over.
 *   <li>GSPMD: {@code mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}: a tile count per dim (and a
 *       trailing replication count), then the device of each tile, listed ({@code 0,1,2,3}) or as an iota reshaped
 *       and transposed ({@code <=[2,4]T(1,0)}); {@code {replicated}} splits nothing. Devices are the mesh's ranks in
 *       row-major order. Which mesh axis a dim is split over is read from the devices: the rank's coordinate on that
 *       axis must be the tile's index along the dim for every tile. The mesh is the caller's, else the reshape of an
 *       iota device list, else the tile counts of the most-split sharding.
 * </ul>
 * A dim split over two mesh axes at once, a maximal or manual sharding, and a tile assignment that is not one axis
 * per dim are refused with the reason ({@link StableHloImportException}).
 */
public final class ShardingImport {
  private ShardingImport() {}

  /** The graph with its shardings, and the mesh they refer to (null when the module has none). */
  public record Sharded(Graph graph, int[] mesh) {}

  private static final Pattern SDY_MESH = Pattern.compile("sdy\\.mesh\\s+@([\\w.$-]+)\\s*=\\s*<\\[([^\\]]*)\\]");
  private static final Pattern SDY_AXIS = Pattern.compile("\"([^\"]+)\"\\s*=\\s*(\\d+)");
  private static final Pattern SDY_SHARDING = Pattern.compile("sdy\\.sharding\\s*=\\s*#sdy\\.sharding<\\s*@([\\w.$-]+)"
      + "\\s*,\\s*\\[(.*?)\\]\\s*(?:,[^>]*)?>");
  private static final Pattern MHLO_SHARDING = Pattern.compile("mhlo\\.sharding\\s*=\\s*\"([^\"]*)\"");
  private static final Pattern NUM_PARTITIONS = Pattern.compile("mhlo\\.num_partitions\\s*=\\s*(\\d+)");

  /** Module-level mesh declarations ({@code sdy.mesh}), which the op importer does not read, blanked out. */
  static String withoutMeshDeclarations(String text) {
    Matcher m = Pattern.compile("(?m)^\\s*sdy\\.mesh\\s+@[^\\n]*$").matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, ""); // the line stays (empty), so error positions keep their line numbers
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * Imports {@code text} and applies its shardings.
   *
   * @param mesh the device mesh the shardings refer to, or null to take it from the module
   */
  public static Sharded importModule(String text, int[] mesh) {
    Graph graph = StableHloImporter.parse(text);
    return apply(graph, text, mesh);
  }

  /** Applies the entry function's shardings in {@code text} to {@code graph} (imported from the same text). */
  public static Sharded apply(Graph graph, String text, int[] mesh) {
    Signature sig = Signature.of(text);
    if (sig == null || (!sig.hasShardings())) {
      return new Sharded(graph, mesh);
    }
    if (sig.args.size() != graph.getParametersCount()) {
      throw new StableHloImportException("sharding import: the entry function has " + sig.args.size()
          + " arguments but the graph " + graph.getParametersCount() + " parameters");
    }
    Map<String, Map<String, Integer>> sdyMeshes = sdyMeshes(text);
    int[] resolved = mesh;
    if (resolved == null) {
      resolved = inferMesh(sig, sdyMeshes, text);
    }
    Graph.Builder b = graph.toBuilder();
    for (int i = 0; i < sig.args.size(); i++) {
      int rank = graph.getParameters(i).getType().getDimsCount();
      Sharding s = sharding(sig.args.get(i), rank, resolved, sdyMeshes, "argument " + i);
      if (s != null) {
        b.setParameters(i, b.getParameters(i).toBuilder().setSharding(s));
      }
    }
    if (sig.results.size() == graph.getOutputsCount() && sig.results.stream().anyMatch(ShardingImport::sharded)) {
      b.clearOutputShardings();
      for (int i = 0; i < sig.results.size(); i++) {
        int rank = rankOfOutput(graph, i);
        Sharding s = sharding(sig.results.get(i), rank, resolved, sdyMeshes, "result " + i);
        b.addOutputShardings(s == null ? Sharding.getDefaultInstance() : s);
      }
    }
    return new Sharded(b.build(), resolved);
  }

  private static boolean sharded(String attrs) {
    return attrs.contains("sdy.sharding") || attrs.contains("mhlo.sharding");
  }

  /** The rank of output {@code index} when it is a parameter; -1 (take it from the sharding) otherwise. */
  private static int rankOfOutput(Graph graph, int index) {
    long id = graph.getOutputs(index);
    for (org.torchtpu.api.v1.Parameter p : graph.getParametersList()) {
      if (p.getId() == id) {
        return p.getType().getDimsCount();
      }
    }
    return -1;
  }

  // ----------------------------------------------------------------------------------------- mesh

  private static Map<String, Map<String, Integer>> sdyMeshes(String text) {
    Map<String, Map<String, Integer>> meshes = new LinkedHashMap<>();
    Matcher m = SDY_MESH.matcher(text);
    while (m.find()) {
      Map<String, Integer> axes = new LinkedHashMap<>();
      Matcher a = SDY_AXIS.matcher(m.group(2));
      while (a.find()) {
        axes.put(a.group(1), Integer.parseInt(a.group(2)));
      }
      meshes.put(m.group(1), axes);
    }
    return meshes;
  }

  private static int[] inferMesh(Signature sig, Map<String, Map<String, Integer>> sdyMeshes, String text) {
    List<String> all = new ArrayList<>(sig.args);
    all.addAll(sig.results);
    for (String attrs : all) {
      Matcher m = SDY_SHARDING.matcher(attrs);
      if (m.find()) {
        Map<String, Integer> axes = sdyMeshes.get(m.group(1));
        if (axes == null) {
          throw new StableHloImportException("sharding import: mesh @" + m.group(1) + " is not declared (sdy.mesh)");
        }
        return axes.values().stream().mapToInt(Integer::intValue).toArray();
      }
    }
    int[] best = null;
    int bestSplit = 0;
    for (String attrs : all) {
      Matcher m = MHLO_SHARDING.matcher(attrs);
      if (!m.find()) {
        continue;
      }
      Gspmd g = Gspmd.parse(m.group(1));
      if (g == null) {
        continue;
      }
      if (g.iotaReshape != null && g.iotaReshape.length > 1) {
        return g.iotaReshape.clone();
      }
      int[] split = Arrays.stream(g.allTileDims()).filter(t -> t > 1).toArray();
      if (split.length > bestSplit) {
        best = split;
        bestSplit = split.length;
      }
    }
    if (best != null) {
      return best;
    }
    Matcher n = NUM_PARTITIONS.matcher(text);
    return n.find() ? new int[] {Integer.parseInt(n.group(1))} : null;
  }

  // ----------------------------------------------------------------------------------------- one value

  private static Sharding sharding(String attrs, int rank, int[] mesh, Map<String, Map<String, Integer>> sdyMeshes,
      String what) {
    Matcher sdy = SDY_SHARDING.matcher(attrs);
    if (sdy.find()) {
      return fromSdy(sdy.group(1), sdy.group(2), rank, mesh, sdyMeshes, what);
    }
    Matcher mhlo = MHLO_SHARDING.matcher(attrs);
    if (mhlo.find()) {
      return fromGspmd(mhlo.group(1), rank, mesh, what);
    }
    return null;
  }

  private static Sharding fromSdy(String meshName, String dims, int rank, int[] mesh,
      Map<String, Map<String, Integer>> sdyMeshes, String what) {
    Map<String, Integer> axes = sdyMeshes.get(meshName);
    if (axes == null) {
      throw new StableHloImportException("sharding import: " + what + " names mesh @" + meshName
          + ", which no sdy.mesh declares");
    }
    List<String> names = new ArrayList<>(axes.keySet());
    List<String> perDim = splitTopLevel(dims, '{', '}');
    if (rank >= 0 && perDim.size() != rank) {
      throw new StableHloImportException("sharding import: " + what + " has " + perDim.size()
          + " dim shardings for a rank-" + rank + " value");
    }
    Sharding.Builder b = Sharding.newBuilder();
    for (String d : perDim) {
      List<String> used = new ArrayList<>();
      Matcher q = Pattern.compile("\"([^\"]+)\"").matcher(d);
      while (q.find()) {
        used.add(q.group(1));
      }
      if (used.size() > 1) {
        throw new StableHloImportException("sharding import: " + what + " splits one dim over mesh axes " + used
            + "; one axis per dim is supported");
      }
      if (used.isEmpty()) {
        b.addDimAxes(-1);
        continue;
      }
      int axis = names.indexOf(used.get(0));
      if (axis < 0) {
        throw new StableHloImportException("sharding import: " + what + " names axis \"" + used.get(0)
            + "\", which mesh @" + meshName + " does not have");
      }
      if (mesh != null && (mesh.length != names.size() || mesh[axis] != axes.get(used.get(0)))) {
        throw new StableHloImportException("sharding import: mesh @" + meshName + " " + axes + " is not the mesh "
            + Arrays.toString(mesh) + " given");
      }
      b.addDimAxes(axis);
    }
    return allWhole(b) ? Sharding.getDefaultInstance() : b.build();
  }

  private static boolean allWhole(Sharding.Builder b) {
    return b.getDimAxesList().stream().allMatch(a -> a < 0);
  }

  static Sharding fromGspmd(String text, int rank, int[] mesh, String what) {
    String t = text.trim();
    if (t.equals("{replicated}") || t.equals("{}")) {
      return Sharding.getDefaultInstance();
    }
    Gspmd g = Gspmd.parse(t);
    if (g == null) {
      throw new StableHloImportException("sharding import: " + what + " has sharding " + t
          + ", which is not supported (replicated or devices=[...] tilings are)");
    }
    if (rank < 0) {
      rank = g.tileDims.length;
    }
    if (g.tileDims.length != rank) {
      throw new StableHloImportException("sharding import: " + what + " tiles " + g.tileDims.length
          + " dims of a rank-" + rank + " value: " + t);
    }
    if (mesh == null) {
      throw new StableHloImportException("sharding import: " + what + " is tiled but no mesh is known; give one");
    }
    int ranks = Arrays.stream(mesh).reduce(1, (x, y) -> x * y);
    int[] all = g.allTileDims();
    int tiles = Arrays.stream(all).reduce(1, (x, y) -> x * y);
    int[] devices = g.devices(tiles);
    if (tiles != ranks) {
      throw new StableHloImportException("sharding import: " + what + " places " + tiles + " tiles but the mesh "
          + Arrays.toString(mesh) + " has " + ranks + " devices: " + t);
    }
    Sharding.Builder b = Sharding.newBuilder();
    int[] axisOf = new int[rank];
    for (int d = 0; d < rank; d++) {
      axisOf[d] = -1;
      if (g.tileDims[d] == 1) {
        continue;
      }
      // the device of the tile one step along d (every other index 0) shows which mesh coordinate moved
      int[] index = new int[all.length];
      index[d] = 1;
      int[] c0 = coords(devices[0], mesh);
      int[] c1 = coords(devices[flat(index, all)], mesh);
      for (int a = 0; a < mesh.length; a++) {
        if (c0[a] != c1[a]) {
          axisOf[d] = axisOf[d] == -1 ? a : -2;
        }
      }
      if (axisOf[d] < 0 || mesh[axisOf[d]] != g.tileDims[d]) {
        throw new StableHloImportException("sharding import: " + what + " splits dim " + d + " into "
            + g.tileDims[d] + " tiles that are not one axis of mesh " + Arrays.toString(mesh) + ": " + t);
      }
    }
    // every tile: the rank holding it sits at the tile's index along each split dim's axis
    int[] index = new int[all.length];
    for (int tile = 0; tile < tiles; tile++) {
      int rest = tile;
      for (int k = all.length - 1; k >= 0; k--) {
        index[k] = rest % all[k];
        rest /= all[k];
      }
      int[] c = coords(devices[tile], mesh);
      for (int d = 0; d < rank; d++) {
        if (axisOf[d] >= 0 && c[axisOf[d]] != index[d]) {
          throw new StableHloImportException("sharding import: " + what + " places its tiles in an order that is not "
              + "one mesh axis per dim of mesh " + Arrays.toString(mesh) + ": " + t);
        }
      }
    }
    for (int d = 0; d < rank; d++) {
      b.addDimAxes(axisOf[d]);
    }
    return allWhole(b) ? Sharding.getDefaultInstance() : b.build();
  }

  private static int flat(int[] index, int[] dims) {
    int f = 0;
    for (int k = 0; k < dims.length; k++) {
      f = f * dims[k] + index[k];
    }
    return f;
  }

  private static int[] coords(int rank, int[] mesh) {
    if (rank < 0 || rank >= Arrays.stream(mesh).reduce(1, (x, y) -> x * y)) {
      throw new StableHloImportException("sharding import: device " + rank + " is not in mesh " + Arrays.toString(mesh));
    }
    int[] c = new int[mesh.length];
    for (int a = mesh.length - 1; a >= 0; a--) {
      c[a] = rank % mesh[a];
      rank /= mesh[a];
    }
    return c;
  }

  /** A parsed {@code {devices=[...]...}} GSPMD tiling. */
  private static final class Gspmd {
    int[] tileDims;
    int replicated = 1;
    int[] explicit;
    int[] iotaReshape;
    int[] iotaTranspose;

    private static final Pattern DEVICES = Pattern.compile("\\{devices=\\[([\\d,\\s]+)\\]\\s*(.*?)\\s*\\}\\s*$");

    static Gspmd parse(String text) {
      Matcher m = DEVICES.matcher(text.trim());
      if (!m.find()) {
        return null;
      }
      Gspmd g = new Gspmd();
      int[] dims = ints(m.group(1));
      String rest = m.group(2);
      boolean lastReplicate = rest.contains("last_tile_dim_replicate");
      if (rest.contains("last_tile_dims=")) {
        throw new StableHloImportException("sharding import: partially manual sharding " + text + " is not supported");
      }
      rest = rest.replace("last_tile_dim_replicate", "").trim();
      if (lastReplicate) {
        g.replicated = dims[dims.length - 1];
        dims = Arrays.copyOf(dims, dims.length - 1);
      }
      g.tileDims = dims;
      if (rest.startsWith("<=")) {
        Matcher iota = Pattern.compile("<=\\[([\\d,\\s]+)\\](?:T\\(([\\d,\\s]+)\\))?").matcher(rest);
        if (!iota.find()) {
          throw new StableHloImportException("sharding import: cannot read the device list of " + text);
        }
        g.iotaReshape = ints(iota.group(1));
        g.iotaTranspose = iota.group(2) == null ? null : ints(iota.group(2));
      } else {
        g.explicit = ints(rest);
      }
      return g;
    }

    int[] allTileDims() {
      if (replicated == 1) {
        return tileDims;
      }
      int[] all = Arrays.copyOf(tileDims, tileDims.length + 1);
      all[tileDims.length] = replicated;
      return all;
    }

    /** The device of each tile, row-major over {@link #allTileDims}. */
    int[] devices(int tiles) {
      if (explicit != null) {
        if (explicit.length != tiles) {
          throw new StableHloImportException("sharding import: " + explicit.length + " devices listed for " + tiles
              + " tiles");
        }
        return explicit;
      }
      int n = Arrays.stream(iotaReshape).reduce(1, (x, y) -> x * y);
      if (n != tiles) {
        throw new StableHloImportException("sharding import: an iota of " + n + " devices for " + tiles + " tiles");
      }
      int[] perm = iotaTranspose;
      if (perm == null) {
        int[] out = new int[n];
        Arrays.setAll(out, i -> i);
        return out;
      }
      // iota(n) reshaped to R, transposed by perm: element at index j of the transposed array is R-array[j permuted]
      int[] r = iotaReshape;
      int[] tdims = new int[perm.length];
      for (int k = 0; k < perm.length; k++) {
        tdims[k] = r[perm[k]];
      }
      int[] out = new int[n];
      int[] j = new int[perm.length];
      int[] src = new int[perm.length];
      for (int flatJ = 0; flatJ < n; flatJ++) {
        int rest = flatJ;
        for (int k = perm.length - 1; k >= 0; k--) {
          j[k] = rest % tdims[k];
          rest /= tdims[k];
        }
        for (int k = 0; k < perm.length; k++) {
          src[perm[k]] = j[k];
        }
        out[flatJ] = flat(src, r);
      }
      return out;
    }

    private static int[] ints(String s) {
      return Arrays.stream(s.split(",")).map(String::trim).filter(x -> !x.isEmpty()).mapToInt(Integer::parseInt)
          .toArray();
    }
  }

  // ----------------------------------------------------------------------------------------- signature text

  /** The attribute text of each argument and result of the module's public entry function. */
  private record Signature(List<String> args, List<String> results) {
    boolean hasShardings() {
      return args.stream().anyMatch(ShardingImport::sharded) || results.stream().anyMatch(ShardingImport::sharded);
    }

    static Signature of(String text) {
      Matcher m = Pattern.compile("func\\.func\\s+public\\s+@[\\w.$-]+\\s*\\(").matcher(text);
      if (!m.find()) {
        return null;
      }
      int open = m.end() - 1;
      int close = matching(text, open);
      List<String> args = splitTopLevel(text.substring(open + 1, close), '\0', '\0');
      List<String> results = new ArrayList<>();
      int i = close + 1;
      while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
        i++;
      }
      if (text.startsWith("->", i)) {
        i += 2;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
          i++;
        }
        if (i < text.length() && text.charAt(i) == '(') {
          results = splitTopLevel(text.substring(i + 1, matching(text, i)), '\0', '\0');
        }
      }
      return new Signature(args, results);
    }
  }

  /** Index of the bracket closing the one at {@code open}, skipping strings and nested brackets. */
  private static int matching(String text, int open) {
    int depth = 0;
    boolean inString = false;
    for (int i = open; i < text.length(); i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
        continue;
      }
      switch (c) {
        case '"' -> inString = true;
        case '(', '[', '{', '<' -> depth++;
        case ')', ']', '}', '>' -> {
          if (c == '>' && i > 0 && text.charAt(i - 1) == '-') {
            break; // "->" is not a bracket
          }
          depth--;
          if (depth == 0) {
            return i;
          }
        }
        default -> { }
      }
    }
    throw new StableHloImportException("sharding import: unbalanced brackets in the entry function's signature");
  }

  /**
   * Splits at commas outside brackets and strings; with {@code open}/{@code close} set, returns only the contents of
   * each top-level {@code open...close} group instead.
   */
  private static List<String> splitTopLevel(String s, char open, char close) {
    List<String> parts = new ArrayList<>();
    int depth = 0;
    boolean inString = false;
    int start = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (inString) {
        if (c == '\\') {
          i++;
        } else if (c == '"') {
          inString = false;
        }
        continue;
      }
      if (c == '"') {
        inString = true;
      } else if (c == '(' || c == '[' || c == '{' || c == '<') {
        if (open != '\0' && c == open && depth == 0) {
          start = i + 1;
        }
        depth++;
      } else if (c == ')' || c == ']' || c == '}' || (c == '>' && !(i > 0 && s.charAt(i - 1) == '-'))) {
        depth--;
        if (open != '\0' && c == close && depth == 0) {
          parts.add(s.substring(start, i));
        }
      } else if (c == ',' && depth == 0 && open == '\0') {
        parts.add(s.substring(start, i));
        start = i + 1;
      }
    }
    if (open == '\0' && !s.substring(start).isBlank()) {
      parts.add(s.substring(start));
    }
    return parts;
  }
}
