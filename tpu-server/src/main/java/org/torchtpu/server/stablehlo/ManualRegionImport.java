package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ManualRegionOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * shard_map manual regions (JAX's explicit per-device code) imported for an SPMD compile over the module's mesh.
 *
 * <p>GSPMD spells a region as {@code custom_call @Sharding} (the global value's layout), {@code
 * @SPMDFullToShardShape} (into the region, {@code {manual}}), the body (inlined from its function) and
 * {@code @SPMDShardToFullShape} (out, with the global layout as its own {@code mhlo.sharding}); Shardy as one
 * {@code sdy.manual_computation} with {@code in_shardings}, {@code out_shardings} and {@code manual_axes}. Both become
 * {@link ManualRegionOp}s around the body's ops: FULL_TO_SHARD / SHARD_TO_FULL with the layout as one mesh axis per
 * dim, so the partitioner knows the boundary and leaves the body per-device. {@code partition_id} becomes PARTITION_ID
 * (the rank's index in the mesh); {@code replica_id} is 0 (one replica). The body's collectives are
 * {@link MeshCollectiveImport}'s.
 *
 * <p>Refused, naming the op and why: a region manual over only some mesh axes (the rest partitioned automatically),
 * a dim split over several mesh axes at a boundary, a module of several replicas, and any of these outside an SPMD
 * compile (there is no mesh to run them on).
 */
final class ManualRegionImport {
  /**
   * What an SPMD compile knows that the text alone does not: the mesh, and Shardy's meshes by name; and what the
   * import's collectives may expand to (one budget per import).
   */
  record Context(int[] mesh, Map<String, Map<String, Integer>> sdyMeshes, CollectiveGroupBudget groupBudget) {
    Context(int[] mesh, Map<String, Map<String, Integer>> sdyMeshes) {
      this(mesh, sdyMeshes, new CollectiveGroupBudget(CollectiveGroupBudget.MAX_ENTRIES));
    }
  }

  static final String MANUAL_COMPUTATION = "sdy.manual_computation";
  static final Set<String> OPS = Set.of("stablehlo.partition_id", "stablehlo.replica_id", MANUAL_COMPUTATION);
  static final String NEEDS_SPMD = "shard_map manual regions and collectives over several devices are not supported "
      + "outside an SPMD compile: compile the module with CompileRequest.spmd (its mesh) from a rank of a world of "
      + "the mesh's size";

  private final StableHloImporter im;
  /** Per function environment, the GSPMD layout a {@code @Sharding} annotation gave each value name. */
  private final Map<Map<String, Value>, Map<String, String>> annotated;

  ManualRegionImport(StableHloImporter im, Map<Map<String, Value>, Map<String, String>> annotated) {
    this.im = im;
    this.annotated = annotated;
  }

  static Map<Map<String, Value>, Map<String, String>> newAnnotations() {
    return new IdentityHashMap<>();
  }

  static boolean handles(MlirAst.Op op) {
    return OPS.contains(op.name) || op.name.equals("sdy.return"); // a return ends the region it is read from
  }

  // ------------------------------------------------------------------------------------ GSPMD

  /** {@code @Sharding}, {@code @SPMDFullToShardShape}, {@code @SPMDShardToFullShape}. */
  void lowerCustomCall(MlirAst.Op op, Map<String, Value> env) {
    if (!(op.attributes.get("call_target_name") instanceof MlirAst.StringAttr name)) {
      throw StableHloImporter.error(op, "invalid " + op.name, "call_target_name must be a string");
    }
    String target = name.value();
    List<Value> in = StableHloImporter.operands(op, env, 1);
    String sharding = op.attributes.get("mhlo.sharding") instanceof MlirAst.StringAttr s ? s.value().trim() : null;
    Value x = in.get(0);
    switch (target) {
      case "Sharding" -> {
        StableHloImporter.define(env, op.results.get(0), x, op.pos, op.name);
        if (sharding != null) {
          annotated.computeIfAbsent(env, k -> new HashMap<>()).put(op.results.get(0), sharding);
        }
        checkDeclared(op, x.type());
      }
      case "SPMDFullToShardShape" -> {
        requireManual(op, sharding);
        String layout = annotated.getOrDefault(env, Map.of()).get(op.operands.get(0));
        if (layout == null) {
          throw StableHloImporter.error(op, "invalid " + op.name + " @SPMDFullToShardShape", "its operand "
              + op.operands.get(0) + " carries no @Sharding annotation: the global value's layout is unknown");
        }
        TensorType local = declaredResult(op);
        define(op, env, boundary(op, ManualRegionOp.Kind.FULL_TO_SHARD, x, gspmdAxes(op, layout, x.type()), local));
      }
      case "SPMDShardToFullShape" -> {
        TensorType global = declaredResult(op);
        define(op, env, boundary(op, ManualRegionOp.Kind.SHARD_TO_FULL, x,
            gspmdAxes(op, sharding == null ? "{replicated}" : sharding, global), global));
      }
      default -> throw StableHloImporter.unsupported(op, null);
    }
  }

  private static void requireManual(MlirAst.Op op, String sharding) {
    if (!"{manual}".equals(sharding)) {
      throw StableHloImporter.unsupported(op, "a region manual over only some mesh axes (mhlo.sharding = "
          + sharding + ", the other axes partitioned automatically) is not supported; a shard_map manual over every "
          + "mesh axis (the default: no axis_names) is");
    }
  }

  private int[] gspmdAxes(MlirAst.Op op, String layout, TensorType global) {
    Sharding s;
    try {
      s = GspmdSharding.toSharding(layout, global.getDimsCount(), context(op).mesh(), "the value at line "
          + op.pos.line());
    } catch (StableHloImportException e) {
      throw StableHloImporter.error(op, "invalid " + op.name, e.getMessage());
    }
    return singleAxes(op, s, global.getDimsCount());
  }

  // ------------------------------------------------------------------------------------ Shardy

  void lowerManualComputation(MlirAst.Op op, Map<String, Value> env) {
    Context ctx = context(op);
    List<Value> in = StableHloImporter.operands(op, env);
    MlirAst.Region body = op.regions.size() == 1 ? op.regions.get(0) : null;
    List<MlirAst.Attr> ins = list(op, "in_shardings");
    List<MlirAst.Attr> outs = list(op, "out_shardings");
    if (body == null || body.argNames.size() != in.size() || ins.size() != in.size()
        || outs.size() != op.results.size()) {
      throw StableHloImporter.error(op, "invalid " + op.name, "needs one in_sharding and one block argument per "
          + "operand and one out_sharding per result");
    }
    String meshName = null;
    for (MlirAst.Attr a : ins) {
      meshName = sameMesh(op, meshName, meshOf(op, a));
    }
    for (MlirAst.Attr a : outs) {
      meshName = sameMesh(op, meshName, meshOf(op, a));
    }
    Map<String, Integer> axes = meshName == null ? null : ctx.sdyMeshes().get(meshName);
    if (meshName != null && axes == null) {
      throw StableHloImporter.error(op, "invalid " + op.name, "mesh @" + meshName + " is not declared (sdy.mesh)");
    }
    requireEveryAxisManual(op, axes);
    Map<String, Value> inner = new HashMap<>();
    for (int i = 0; i < in.size(); i++) {
      TensorType local = DeclaredTypes.tensor(body.argTypes.get(i), op.pos, op.name, "block argument " + i);
      Value v = boundary(op, ManualRegionOp.Kind.FULL_TO_SHARD, in.get(i), sdyAxes(op, ins.get(i), axes,
          in.get(i).type()), local);
      StableHloImporter.define(inner, body.argNames.get(i), v, op.pos, op.name);
    }
    List<Value> returned = null;
    for (MlirAst.Op inside : body.ops) {
      if (inside.name.equals("sdy.return")) {
        returned = StableHloImporter.operands(inside, inner);
        break;
      }
      im.lowerOp(inside, inner);
    }
    if (returned == null || returned.size() != op.results.size()) {
      throw StableHloImporter.error(op, "invalid " + op.name, "the region must end with an sdy.return of "
          + op.results.size() + " values");
    }
    DeclaredTypes.Signature sig = DeclaredTypes.signature(op, in.size());
    for (int r = 0; r < returned.size(); r++) {
      TensorType global = sig.results().size() > r ? sig.results().get(r) : null;
      if (global == null) {
        throw StableHloImporter.error(op, "invalid " + op.name, "result " + r + " has no declared type");
      }
      Value v = boundary(op, ManualRegionOp.Kind.SHARD_TO_FULL, returned.get(r), sdyAxes(op, outs.get(r), axes,
          global), global);
      StableHloImporter.define(env, op.results.get(r), v, op.pos, op.name);
    }
  }

  private static List<MlirAst.Attr> list(MlirAst.Op op, String name) {
    if (op.attributes.get(name) instanceof MlirAst.ArrayAttr a) {
      return a.elements();
    }
    throw StableHloImporter.error(op, "invalid " + op.name, "missing " + name);
  }

  private static String meshOf(MlirAst.Op op, MlirAst.Attr sharding) {
    if (shardingParts(op, sharding).get(0) instanceof MlirAst.SymbolAttr mesh) {
      return mesh.name();
    }
    throw malformedSharding(op, sharding);
  }

  /**
   * A sharding as the custom syntax reads it ({@code <@mesh, [{"x"}, {}]>}: the mesh symbol and the per-dim lists);
   * anything else (e.g. the generic form's attributes) is refused naming it, not cast.
   */
  private static List<MlirAst.Attr> shardingParts(MlirAst.Op op, MlirAst.Attr sharding) {
    if (sharding instanceof MlirAst.ArrayAttr a && a.elements().size() == 2
        && a.elements().get(1) instanceof MlirAst.ArrayAttr dims
        && dims.elements().stream().allMatch(d -> d instanceof MlirAst.ArrayAttr)) {
      return a.elements();
    }
    throw malformedSharding(op, sharding);
  }

  private static StableHloImportException malformedSharding(MlirAst.Op op, MlirAst.Attr sharding) {
    return StableHloImporter.error(op, "invalid " + op.name, "a sharding must read <@mesh, [{\"axis\"}, {}]> as "
        + "JAX prints sdy.manual_computation (its custom form; the generic form is not read), got " + sharding);
  }

  private static String sameMesh(MlirAst.Op op, String before, String next) {
    if (before != null && !before.equals(next)) {
      throw StableHloImporter.error(op, "invalid " + op.name, "its shardings name meshes @" + before + " and @" + next
          + ": a manual region runs on one mesh");
    }
    return next;
  }

  private static void requireEveryAxisManual(MlirAst.Op op, Map<String, Integer> axes) {
    List<String> manual = new ArrayList<>();
    for (MlirAst.Attr a : list(op, "manual_axes")) {
      if (a instanceof MlirAst.StringAttr s) {
        manual.add(s.value());
      }
    }
    if (axes == null) {
      return;
    }
    List<String> auto = axes.entrySet().stream().filter(e -> e.getValue() > 1 && !manual.contains(e.getKey()))
        .map(Map.Entry::getKey).toList();
    if (!auto.isEmpty()) {
      throw StableHloImporter.unsupported(op, "manual_axes " + manual + " leave mesh axes " + auto + " to the "
          + "automatic partitioner inside the region, which is not supported; a shard_map manual over every mesh "
          + "axis (the default: no axis_names) is");
    }
  }

  private int[] sdyAxes(MlirAst.Op op, MlirAst.Attr sharding, Map<String, Integer> axes, TensorType global) {
    List<MlirAst.Attr> dims = ((MlirAst.ArrayAttr) shardingParts(op, sharding).get(1)).elements();
    if (dims.size() != global.getDimsCount()) {
      throw StableHloImporter.error(op, "invalid " + op.name, "a sharding of " + dims.size() + " dims for "
          + MlirTypes.toMlir(global));
    }
    List<String> names = axes == null ? List.of() : new ArrayList<>(axes.keySet());
    int[] out = new int[dims.size()];
    for (int d = 0; d < out.length; d++) {
      List<Integer> used = new ArrayList<>();
      for (MlirAst.Attr a : ((MlirAst.ArrayAttr) dims.get(d)).elements()) {
        if (a instanceof MlirAst.StringAttr s) {
          int axis = names.indexOf(s.value());
          if (axis < 0) {
            throw StableHloImporter.error(op, "invalid " + op.name, "dim " + d + " names axis \"" + s.value()
                + "\", which the mesh " + axes + " does not have");
          }
          if (axes.get(s.value()) > 1) {
            used.add(axis);
          }
        }
      }
      if (used.size() > 1) {
        throw StableHloImporter.unsupported(op, "dim " + d + " is split over mesh axes " + used + " together at "
            + "the region's boundary, which is not supported yet (one mesh axis per dim is)");
      }
      out[d] = used.isEmpty() ? -1 : used.get(0);
    }
    int[] mesh = context(op).mesh();
    if (mesh != null && !names.isEmpty() && (mesh.length != names.size()
        || !Arrays.equals(mesh, axes.values().stream().mapToInt(Integer::intValue).toArray()))) {
      throw StableHloImporter.error(op, "invalid " + op.name, "the module's mesh " + axes + " is not the compile's "
          + "mesh " + Arrays.toString(mesh));
    }
    return out;
  }

  // ------------------------------------------------------------------------------------ the rest

  /** partition_id: the rank's index in the mesh; replica_id: 0, the module's one replica. */
  void lowerDeviceId(MlirAst.Op op, Map<String, Value> env) {
    context(op);
    StableHloImporter.operands(op, env, 0);
    Op.Builder b = op.name.equals("stablehlo.partition_id")
        ? Op.newBuilder().setManualRegion(ManualRegionOp.newBuilder().setKind(ManualRegionOp.Kind.PARTITION_ID))
        : Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(LiteralCodec.fromLongs(new long[] {0},
            DType.U32)));
    im.finish(op, env, List.of(), im.emit(op, b, List.of()));
  }

  private Value boundary(MlirAst.Op op, ManualRegionOp.Kind kind, Value x, int[] dimAxes, TensorType result) {
    int[] mesh = context(op).mesh();
    TensorType global = kind == ManualRegionOp.Kind.FULL_TO_SHARD ? x.type() : result;
    TensorType local = kind == ManualRegionOp.Kind.FULL_TO_SHARD ? result : x.type();
    if (local.getDimsCount() != global.getDimsCount() || dimAxes.length != global.getDimsCount()) {
      throw StableHloImporter.error(op, "invalid " + op.name, "the block " + MlirTypes.toMlir(local) + " and the "
          + "global " + MlirTypes.toMlir(global) + " differ in rank, or the sharding names " + dimAxes.length
          + " dims: a region's boundary splits a value's dims, it keeps their count");
    }
    for (int d = 0; d < dimAxes.length; d++) {
      if (dimAxes[d] >= mesh.length) {
        throw StableHloImporter.error(op, "invalid " + op.name, "dim " + d + " is split over mesh axis " + dimAxes[d]
            + ", which the mesh " + Arrays.toString(mesh) + " does not have");
      }
      long parts = dimAxes[d] < 0 ? 1 : mesh[dimAxes[d]];
      if (global.getDims(d) != local.getDims(d) * parts) {
        throw StableHloImporter.error(op, "invalid " + op.name, "the block " + MlirTypes.toMlir(local) + " is not the "
            + "global " + MlirTypes.toMlir(global) + " split as its sharding says (dim " + d + " over "
            + parts + " devices) on mesh " + Arrays.toString(mesh));
      }
    }
    ManualRegionOp.Builder m = ManualRegionOp.newBuilder().setKind(kind).addAllResultDims(result.getDimsList());
    for (int a : dimAxes) {
      m.addDimAxes(a);
    }
    return im.emit(op, Op.newBuilder().setManualRegion(m), List.of(x));
  }

  private int[] singleAxes(MlirAst.Op op, Sharding s, int rank) {
    int[] out = new int[rank];
    Arrays.fill(out, -1);
    int given = s.getDimMeshAxesCount() > 0 ? s.getDimMeshAxesCount() : s.getDimAxesCount();
    if (given > rank || (s.getDimMeshAxesCount() > 0 && given != rank)) {
      throw StableHloImporter.error(op, "invalid " + op.name, "its sharding splits " + given + " dims of a rank-"
          + rank + " value");
    }
    if (s.getDimMeshAxesCount() > 0) {
      for (int d = 0; d < rank; d++) {
        List<Integer> axes = s.getDimMeshAxes(d).getAxesList();
        if (axes.size() > 1) {
          throw StableHloImporter.unsupported(op, "dim " + d + " is split over mesh axes " + axes + " together at "
              + "the region's boundary, which is not supported yet (one mesh axis per dim is)");
        }
        out[d] = axes.isEmpty() ? -1 : axes.get(0);
      }
    } else {
      for (int d = 0; d < s.getDimAxesCount(); d++) {
        out[d] = s.getDimAxes(d);
      }
    }
    return out;
  }

  Context context(MlirAst.Op op) {
    Context ctx = im.manual;
    if (ctx == null || ctx.mesh() == null) {
      throw StableHloImporter.unsupported(op, NEEDS_SPMD);
    }
    if (moduleCount(op, "mhlo.num_replicas") > 1) {
      throw StableHloImporter.unsupported(op, "the module declares " + moduleCount(op, "mhlo.num_replicas")
          + " replicas: only partitions (mhlo.num_replicas = 1, as jax.jit exports) map to an SPMD world's ranks");
    }
    return ctx;
  }

  private long moduleCount(MlirAst.Op op, String name) {
    return im.module.attributes.get(name) instanceof MlirAst.IntAttr i ? i.value() : 1;
  }

  private static TensorType declaredResult(MlirAst.Op op) {
    DeclaredTypes.requireResultCount(op, 1);
    return DeclaredTypes.signature(op, 1).results().get(0);
  }

  private static void checkDeclared(MlirAst.Op op, TensorType operand) {
    if (!declaredResult(op).equals(operand)) {
      throw StableHloImporter.error(op, "invalid " + op.name, "an annotation's result must have its operand's type "
          + MlirTypes.toMlir(operand));
    }
  }

  private static void define(MlirAst.Op op, Map<String, Value> env, Value v) {
    StableHloImporter.define(env, op.results.get(0), v, op.pos, op.name);
  }
}
