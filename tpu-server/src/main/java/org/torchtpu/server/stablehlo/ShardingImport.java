package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.MeshAxes;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.server.compiler.spmd.Mesh;

/**
 * The shardings of a module's entry function as {@code jax.jit(f, in_shardings=..., out_shardings=...).lower(...)}
 * prints them, read into the graph's {@link Sharding}s (one mesh axis per split dim) and the device mesh.
 *
 * <p>Two spellings, both read from the argument and result attributes of the public entry function:
 * <ul>
 *   <li>Shardy (JAX's default since 0.7): {@code sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>} with the mesh
 *       declared once, {@code sdy.mesh @mesh = <["data"=2, "model"=4]>}; a dim lists the mesh axes it is split over.
 *   <li>GSPMD: {@code mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} (see {@link GspmdSharding});
 *       {@code {replicated}} splits nothing. The mesh is the caller's, else the reshape of an iota device list, else
 *       the tile counts of the most-split sharding.
 * </ul>
 * A maximal or manual sharding, and a tile assignment that is no mesh axis (nor axes taken together) per dim, are
 * refused with the reason ({@link StableHloImportException}).
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
    return importModule(text, mesh, m -> { });
  }

  /**
   * As {@link #importModule(String, int[])}; a mesh taken from the module (none given) is bounded by {@link Mesh}
   * and then passed to {@code meshCheck} (e.g. the caller's pod bound) BEFORE any op is imported, since the
   * collectives' replica groups are sized by it.
   */
  public static Sharded importModule(String text, int[] mesh, Consumer<int[]> meshCheck) {
    Map<String, Map<String, Integer>> sdyMeshes = sdyMeshes(text);
    int[] manualMesh = mesh != null ? mesh : moduleMesh(text, sdyMeshes);
    if (mesh == null && manualMesh != null) {
      checkModuleMesh(manualMesh, meshSource(text));
      meshCheck.accept(manualMesh);
    }
    Graph graph = StableHloImporter.parseSpmd(text, new ManualRegionImport.Context(manualMesh, sdyMeshes));
    Sharded sharded = apply(graph, text, mesh);
    boolean manual = graph.getOpsList().stream().anyMatch(org.torchtpu.api.v1.Op::hasManualRegion);
    if (manual) {
      requireOneMesh(sdyMeshes);
    }
    return sharded.mesh() == null && manual ? new Sharded(sharded.graph(), manualMesh) : sharded;
  }

  /**
   * A module with manual regions runs on one mesh: its collectives' device ids and partition_id are that mesh's
   * ranks, so several sdy.mesh declarations of different shapes (beyond a trivial one-device mesh) are refused.
   */
  private static void requireOneMesh(Map<String, Map<String, Integer>> sdyMeshes) {
    Map<String, Map<String, Integer>> real = new LinkedHashMap<>();
    sdyMeshes.forEach((name, axes) -> {
      if (axes.values().stream().anyMatch(n -> n > 1)) {
        real.put(name, axes);
      }
    });
    if (real.values().stream().distinct().count() > 1) {
      throw new StableHloImportException("sharding import: the module declares meshes " + real + " (sdy.mesh); "
          + "a module with shard_map manual regions runs on one mesh");
    }
  }

  /** A mesh the module states is one {@link Mesh} can be: at most {@link Mesh#MAX_RANKS} devices, no wrap. */
  private static void checkModuleMesh(int[] shape, String source) {
    long devices = 1;
    for (int n : shape) {
      devices = Math.min(devices * Math.max(n, 0), (long) Mesh.MAX_RANKS + 1); // saturates: 65536 x 65536 is no 0
    }
    if (devices > Mesh.MAX_RANKS) {
      throw new StableHloImportException("sharding import: the module's mesh, from its " + source + " "
          + Arrays.toString(shape) + ", has more than " + Mesh.MAX_RANKS + " devices");
    }
    try {
      Mesh.of(shape);
    } catch (IllegalArgumentException e) {
      throw new StableHloImportException("sharding import: the module's mesh, from its " + source + " "
          + Arrays.toString(shape) + ", is refused: " + e.getMessage());
    }
  }

  /** Where {@link #moduleMesh} found the mesh, for a refusal's message. */
  private static String meshSource(String text) {
    EntrySignature sig = EntrySignature.of(text);
    if (sig != null && sig.hasShardings()) {
      List<String> all = new ArrayList<>(sig.args());
      all.addAll(sig.results());
      if (all.stream().anyMatch(a -> SDY_SHARDING.matcher(a).find())) {
        return "sdy.mesh axes";
      }
      if (all.stream().anyMatch(a -> MHLO_SHARDING.matcher(a).find())) {
        return "tile counts";
      }
    }
    return text.contains("sdy.mesh") ? "sdy.mesh axes" : "mhlo.num_partitions";
  }

  /** The mesh a module names when the caller gives none: its entry shardings', else its first sdy.mesh, else 1-D. */
  private static int[] moduleMesh(String text, Map<String, Map<String, Integer>> sdyMeshes) {
    EntrySignature sig = EntrySignature.of(text);
    if (sig != null && sig.hasShardings()) {
      int[] m = inferMesh(sig, sdyMeshes, text);
      if (m != null) {
        return m;
      }
    }
    if (!sdyMeshes.isEmpty()) {
      return sdyMeshes.values().iterator().next().values().stream().mapToInt(Integer::intValue).toArray();
    }
    Matcher n = NUM_PARTITIONS.matcher(text);
    return n.find() ? new int[] {count(n.group(1), "mhlo.num_partitions")} : null;
  }

  /** Applies the entry function's shardings in {@code text} to {@code graph} (imported from the same text). */
  public static Sharded apply(Graph graph, String text, int[] mesh) {
    EntrySignature sig = EntrySignature.of(text);
    if (sig == null || (!sig.hasShardings())) {
      return new Sharded(graph, mesh);
    }
    if (sig.args().size() != graph.getParametersCount()) {
      throw new StableHloImportException("sharding import: the entry function has " + sig.args().size()
          + " arguments but the graph " + graph.getParametersCount() + " parameters");
    }
    Map<String, Map<String, Integer>> sdyMeshes = sdyMeshes(text);
    int[] resolved = mesh;
    if (resolved == null) {
      resolved = inferMesh(sig, sdyMeshes, text);
    }
    Graph.Builder b = graph.toBuilder();
    for (int i = 0; i < sig.args().size(); i++) {
      int rank = graph.getParameters(i).getType().getDimsCount();
      Sharding s = sharding(sig.args().get(i), rank, resolved, sdyMeshes, "argument " + i);
      if (s != null) {
        b.setParameters(i, b.getParameters(i).toBuilder().setSharding(s));
      }
    }
    if (sig.results().size() == graph.getOutputsCount() && sig.results().stream().anyMatch(ShardingImport::sharded)) {
      b.clearOutputShardings();
      for (int i = 0; i < sig.results().size(); i++) {
        int rank = rankOfOutput(graph, i);
        Sharding s = sharding(sig.results().get(i), rank, resolved, sdyMeshes, "result " + i);
        b.addOutputShardings(s == null ? Sharding.getDefaultInstance() : s);
      }
    }
    return new Sharded(b.build(), resolved);
  }

  static boolean sharded(String attrs) {
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
        axes.put(a.group(1), count(a.group(2), "axis \"" + a.group(1) + "\" of mesh @" + m.group(1)));
      }
      meshes.put(m.group(1), axes);
    }
    return meshes;
  }

  private static int[] inferMesh(EntrySignature sig, Map<String, Map<String, Integer>> sdyMeshes, String text) {
    List<String> all = new ArrayList<>(sig.args());
    all.addAll(sig.results());
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
      GspmdSharding.Tiling g = GspmdSharding.Tiling.parse(m.group(1));
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
    return n.find() ? new int[] {count(n.group(1), "mhlo.num_partitions")} : null;
  }

  /** A count the text spells in digits: out of int range is an import error naming it, not a NumberFormatException. */
  private static int count(String digits, String what) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      throw new StableHloImportException("sharding import: " + what + " = " + digits + " is out of range");
    }
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
      return GspmdSharding.toSharding(mhlo.group(1), rank, mesh, what);
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
    List<String> perDim = EntrySignature.groups(dims, '{', '}');
    if (rank >= 0 && perDim.size() != rank) {
      throw new StableHloImportException("sharding import: " + what + " has " + perDim.size()
          + " dim shardings for a rank-" + rank + " value");
    }
    List<int[]> groups = new ArrayList<>();
    for (String d : perDim) {
      List<String> used = new ArrayList<>();
      Matcher q = Pattern.compile("\"([^\"]+)\"").matcher(d);
      while (q.find()) {
        used.add(q.group(1));
      }
      int[] group = new int[used.size()];
      for (int k = 0; k < group.length; k++) {
        int axis = names.indexOf(used.get(k));
        if (axis < 0) {
          throw new StableHloImportException("sharding import: " + what + " names axis \"" + used.get(k)
              + "\", which mesh @" + meshName + " does not have");
        }
        if (mesh != null && (mesh.length != names.size() || mesh[axis] != axes.get(used.get(k)))) {
          throw new StableHloImportException("sharding import: mesh @" + meshName + " " + axes + " is not the mesh "
              + Arrays.toString(mesh) + " given");
        }
        group[k] = axis;
      }
      groups.add(group);
    }
    return toSharding(groups);
  }

  /**
   * Per dim, the mesh axes it is split over (major first; none = whole) as a {@link Sharding}: {@code dim_axes} when
   * every dim takes at most one axis, else {@code dim_mesh_axes}; the default instance when nothing is split.
   */
  static Sharding toSharding(List<int[]> perDim) {
    if (perDim.stream().allMatch(g -> g.length == 0)) {
      return Sharding.getDefaultInstance();
    }
    boolean grouped = perDim.stream().anyMatch(g -> g.length > 1);
    Sharding.Builder b = Sharding.newBuilder();
    for (int[] g : perDim) {
      if (grouped) {
        MeshAxes.Builder m = MeshAxes.newBuilder();
        for (int a : g) {
          m.addAxes(a);
        }
        b.addDimMeshAxes(m);
      } else {
        b.addDimAxes(g.length == 0 ? -1 : g[0]);
      }
    }
    return b.build();
  }

}
