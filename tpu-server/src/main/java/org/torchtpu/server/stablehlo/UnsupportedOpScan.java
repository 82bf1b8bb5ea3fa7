package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Before anything is lowered, lists every op of a module the importer has no mapping for, so one
 * failed import names all of them (op name, custom_call target, how often and on which lines)
 * instead of the first. Ops the importer knows can still be rejected later for an attribute or
 * region it cannot map (a compare type, a reduce body); those errors name the op and line.
 */
final class UnsupportedOpScan {
  /** Ops whose regions the importer lowers (every other op with a region is unsupported). */
  static final Set<String> REGION_OPS = Set.of("stablehlo.reduce", "stablehlo.scatter", "stablehlo.while",
      "stablehlo.case", "stablehlo.if", "stablehlo.sort", "stablehlo.reduce_window", "stablehlo.select_and_scatter",
      "stablehlo.map");

  /** Ops the importer maps besides the elementwise tables of {@link StableHloImporter}. */
  static final Set<String> OTHER_OPS = Set.of("func.return", "stablehlo.return", "func.call", "chlo.erfc",
      "chlo.square", "stablehlo.compare", "stablehlo.select", "stablehlo.clamp", "stablehlo.convert",
      "stablehlo.constant", "stablehlo.iota", "stablehlo.dot_general", "stablehlo.dot", "stablehlo.reduce",
      "stablehlo.broadcast_in_dim", "stablehlo.reshape", "stablehlo.transpose", "stablehlo.slice",
      "stablehlo.dynamic_slice", "stablehlo.dynamic_update_slice", "stablehlo.concatenate", "stablehlo.pad",
      "stablehlo.gather", "stablehlo.scatter", "stablehlo.reverse", "stablehlo.while", "stablehlo.case",
      "stablehlo.if", "stablehlo.sort", "chlo.top_k", "stablehlo.convolution", "stablehlo.reduce_window",
      "stablehlo.select_and_scatter", "stablehlo.optimization_barrier", "stablehlo.reduce_precision",
      "stablehlo.bitcast_convert", "stablehlo.rng_bit_generator", "stablehlo.composite", "stablehlo.fft",
      "stablehlo.real", "stablehlo.imag", "stablehlo.complex", "stablehlo.get_dimension_size",
      "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape", "stablehlo.dynamic_iota",
      "stablehlo.real_dynamic_slice", "stablehlo.dynamic_pad", "stablehlo.dynamic_gather", LinalgImport.CHOLESKY,
      LinalgImport.TRIANGULAR_SOLVE, "stablehlo.broadcast", BatchNormImport.INFERENCE, BatchNormImport.TRAINING,
      BatchNormImport.GRAD, "stablehlo.map", "stablehlo.tuple", "stablehlo.get_tuple_element");

  /** Lines listed per op kind before "..." (the count is always given). */
  private static final int MAX_LINES = 5;

  private UnsupportedOpScan() {}

  static boolean isSupported(String name) {
    return StableHloImporter.UNARY.containsKey(name) || StableHloImporter.BINARY.containsKey(name)
        || OTHER_OPS.contains(name);
  }

  /** @throws StableHloImportException listing every unsupported op, when there is one */
  static void check(MlirAst.Module module) {
    Map<String, List<MlirAst.Op>> found = new LinkedHashMap<>();
    for (MlirAst.Func f : module.functions.values()) {
      scan(f.body, found);
    }
    if (found.isEmpty()) {
      return;
    }
    List<String> parts = new ArrayList<>();
    Set<String> hints = new java.util.LinkedHashSet<>();
    int total = 0;
    for (Map.Entry<String, List<MlirAst.Op>> e : found.entrySet()) {
      List<MlirAst.Op> ops = e.getValue();
      total += ops.size();
      String hint = SingleDeviceShardingImport.hint(ops.get(0).name);
      if (hint != null) {
        hints.add(hint);
      }
      Set<Integer> lines = new HashSet<>();
      StringBuilder where = new StringBuilder();
      for (MlirAst.Op op : ops) {
        if (lines.add(op.pos.line()) && lines.size() <= MAX_LINES) {
          where.append(where.length() == 0 ? "" : ", ").append(op.pos.line());
        }
      }
      if (lines.size() > MAX_LINES) {
        where.append(", ...");
      }
      parts.add(e.getKey() + " x" + ops.size() + " (line" + (lines.size() == 1 ? " " : "s ") + where + ")");
    }
    MlirAst.Op first = found.values().iterator().next().get(0);
    throw new StableHloImportException("unsupported ops", first.pos.line(), first.pos.column(), first.name,
        total + " op" + (total == 1 ? "" : "s") + " of " + found.size() + " kind" + (found.size() == 1 ? "" : "s")
            + " the service cannot run: " + String.join("; ", parts)
            + hints.stream().map(h -> ". " + h).collect(java.util.stream.Collectors.joining()));
  }

  private static void scan(List<MlirAst.Op> ops, Map<String, List<MlirAst.Op>> found) {
    for (MlirAst.Op op : ops) {
      boolean regionsOk = op.regions.isEmpty() || REGION_OPS.contains(op.name)
          || SingleDeviceShardingImport.REGION_COLLECTIVES.contains(op.name)
          || op.name.equals(ManualRegionImport.MANUAL_COMPUTATION);
      boolean imported = isSupported(op.name) || DynamicShapeImport.isRefinedCustomCall(op) || LinalgImport.handles(op)
          || TridiagonalImport.handles(op) || ApproxTopKImport.handles(op) || SingleDeviceShardingImport.handles(op)
          || ManualRegionImport.handles(op);
      if (op.skipped || !imported || !regionsOk) {
        String key = op.name + (op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s
            ? " @" + s.value() : "");
        found.computeIfAbsent(key, k -> new ArrayList<>()).add(op);
      }
      for (MlirAst.Region r : op.regions) {
        scan(r.ops, found);
      }
    }
  }
}
