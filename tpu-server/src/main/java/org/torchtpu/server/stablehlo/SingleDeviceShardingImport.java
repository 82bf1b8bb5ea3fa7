package org.torchtpu.server.stablehlo;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * What a sharded JAX function exported on a one-device mesh keeps in its text, imported for one device:
 * {@code jax.jit} with shardings and {@code shard_map} under GSPMD write {@code custom_call @Sharding} (a sharding
 * annotation) and {@code @SPMDFullToShardShape} / {@code @SPMDShardToFullShape} (entering and leaving the manual
 * region), Shardy writes {@code sdy.sharding_constraint}, and the collectives inside a shard_map body
 * ({@code lax.psum}, {@code all_gather}, {@code psum_scatter}, {@code all_to_all}, {@code ppermute}) stay as
 * StableHLO collectives over replica groups of one device. On one device each is its operand: a reduction,
 * gather or exchange among one participant returns that participant's value, and an annotation computes nothing.
 *
 * <p>A manual region or collective of a module over more devices is refused, naming the op: its manual region's
 * shapes differ from the global ones ({@code @SPMDFullToShardShape} from f32[8, 4] to f32[4, 4]), its collectives
 * span groups of several devices, or the module declares several devices ({@code mhlo.num_partitions} x
 * {@code mhlo.num_replicas}), and running it on one device would compute one shard's answer. An SPMD compile
 * imports them instead through {@link ManualRegionImport} and {@link MeshCollectiveImport}.
 */
final class SingleDeviceShardingImport {
  static final Set<String> COLLECTIVES = Set.of("stablehlo.all_reduce", "stablehlo.all_gather",
      "stablehlo.reduce_scatter", "stablehlo.all_to_all", "stablehlo.collective_permute",
      "stablehlo.collective_broadcast");
  /** Collectives whose region (the reduction) the importer does not need: one participant is never combined. */
  static final Set<String> REGION_COLLECTIVES = Set.of("stablehlo.all_reduce", "stablehlo.reduce_scatter");
  static final Set<String> ANNOTATIONS = Set.of("sdy.sharding_constraint");
  private static final Set<String> CUSTOM_CALLS = Set.of("Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape");
  /** Shardy's shard_map region, which the importer has no mapping for (see {@link #hint}). */
  static final String MANUAL_COMPUTATION = "sdy.manual_computation";
  /** What a refusal advises: the SPMD compile runs them ({@link ManualRegionImport}). */
  static final String ADVICE = "shard_map manual regions and collectives over several devices are not supported "
      + "on one device: compile the module with CompileRequest.spmd (its mesh, from the ranks of a world of that "
      + "size), or export the function on a one-device mesh";
  /**
   * Most replica groups / source-target pairs read. A one-device export has one ([[0]], [[0, 0]]); the bound, checked
   * on the declared type before anything is expanded, keeps a splat such as {@code dense<0> : tensor<33554432x2xi64>}
   * (a few bytes of text, 512 MiB expanded) from being built at all.
   */
  static final long MAX_GROUPS = 64;

  private final StableHloImporter im;

  SingleDeviceShardingImport(StableHloImporter im) {
    this.im = im;
  }

  static boolean handles(MlirAst.Op op) {
    return COLLECTIVES.contains(op.name) || ANNOTATIONS.contains(op.name) || isShardingCustomCall(op);
  }

  static boolean isShardingCustomCall(MlirAst.Op op) {
    return op.name.equals("stablehlo.custom_call")
        && op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s && CUSTOM_CALLS.contains(s.value());
  }

  /** Why an op the importer cannot map is refused, when it is a sharding construct; else null. */
  static String hint(String opName) {
    return opName.equals(MANUAL_COMPUTATION) ? "sdy.manual_computation is a shard_map manual region (Shardy): "
        + ADVICE : null;
  }

  void lower(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env);
    if (COLLECTIVES.contains(op.name) || isCustomCall(op, "SPMDFullToShardShape")) {
      requireOneDeviceModule(op);
    }
    if (COLLECTIVES.contains(op.name)) {
      requireOneDeviceGroups(op);
    }
    Signature sig = DeclaredTypes.signature(op, in.size());
    DeclaredTypes.requireResultCount(op, in.size());
    for (int i = 0; i < in.size(); i++) {
      TensorType declared = sig.results().size() > i ? sig.results().get(i) : in.get(i).type();
      if (!declared.equals(in.get(i).type())) {
        throw StableHloImporter.unsupported(op, "result " + i + " is " + MlirTypes.toMlir(declared) + " but its "
            + "operand is " + MlirTypes.toMlir(in.get(i).type()) + ": the module is sharded over more than one "
            + "device, and one device would compute one shard's answer; " + ADVICE);
      }
      StableHloImporter.define(env, op.results.get(i), in.get(i), op.pos, op.name);
    }
  }

  /** Whether {@code op} is a custom_call naming {@code target}. */
  static boolean isCustomCall(MlirAst.Op op, String target) {
    return op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s && s.value().equals(target);
  }

  /** The module declares one device: more partitions or replicas make every collective and manual region span them. */
  private void requireOneDeviceModule(MlirAst.Op op) {
    long partitions = moduleCount(op, "mhlo.num_partitions");
    long replicas = moduleCount(op, "mhlo.num_replicas");
    if (partitions * replicas > 1) {
      throw StableHloImporter.unsupported(op, "the module declares " + partitions * replicas + " devices "
          + "(mhlo.num_partitions = " + partitions + ", mhlo.num_replicas = " + replicas + "), and one device would "
          + "compute one shard's answer; " + ADVICE);
    }
  }

  private long moduleCount(MlirAst.Op op, String name) {
    MlirAst.Attr a = im.module.attributes.get(name);
    if (a == null) {
      return 1;
    }
    if (!(a instanceof MlirAst.IntAttr i) || i.value() < 1 || i.value() > Integer.MAX_VALUE) {
      throw StableHloImporter.error(op, "invalid module", name + " must be a positive i32, got " + a);
    }
    return i.value();
  }

  /** Every replica group (or source-target pair) names device 0 only. */
  private static void requireOneDeviceGroups(MlirAst.Op op) {
    if (op.name.equals("stablehlo.collective_permute")) {
      long[] pairs = groups(op, "source_target_pairs", 2);
      for (int i = 0; i < pairs.length; i += 2) {
        if (pairs[i] != 0 || pairs[i + 1] != 0) {
          throw StableHloImporter.unsupported(op, "source_target_pairs send from device " + pairs[i] + " to device "
              + pairs[i + 1] + ": a permutation that is not [[0, 0]] does not run on one device (a device no pair "
              + "targets receives zeros); " + ADVICE);
        }
      }
      if (pairs.length != 2) {
        throw StableHloImporter.error(op, "invalid " + op.name, "source_target_pairs must name each source once, "
            + "got " + pairs.length / 2 + " pairs [0, 0]");
      }
      return;
    }
    MlirAst.Attr groups = op.attributes.get("replica_groups");
    if (groups instanceof MlirAst.DenseAttr d && d.type() instanceof MlirAst.Tensor t
        && t.type().getDimsCount() == 2 && t.type().getDims(1) > 1) {
      throw StableHloImporter.unsupported(op, "replica_groups of " + t.type().getDims(1) + " devices each: a "
          + "collective among several devices does not run on one; only groups of one device (a function exported "
          + "on a one-device mesh) import; " + ADVICE);
    }
    for (long device : groups(op, "replica_groups", 1)) {
      if (device != 0) {
        throw StableHloImporter.unsupported(op, "replica_groups name device " + device + ": a one-device program "
            + "has device 0 only; " + ADVICE);
      }
    }
  }

  /**
   * The integers of a {@code dense<...> : tensor<Nxwidth x iK>} attribute, row after row. The declared type is checked
   * first (an integer tensor of N rows of {@code width}, N at most {@link #MAX_GROUPS}), so a malformed attribute is
   * an import error naming it and a large one is refused before it is expanded.
   */
  private static long[] groups(MlirAst.Op op, String name, int width) {
    MlirAst.Attr a = op.attributes.get(name);
    if (a == null) {
      throw StableHloImporter.error(op, "invalid " + op.name, "missing attribute " + name);
    }
    String expected = name + " must be a dense<...> : tensor<Nx" + width + "xi64>";
    if (!(a instanceof MlirAst.DenseAttr d) || !(d.type() instanceof MlirAst.Tensor t) || t.complex()) {
      throw StableHloImporter.error(op, "invalid " + op.name, expected + ", got " + a);
    }
    TensorType type = t.type();
    if (!DTypes.isInteger(type.getDtype()) || type.getDtype() == DType.PRED || type.getDimsCount() != 2
        || type.getDims(1) != width || type.getDims(0) < 1 || type.getDims(0) > MAX_GROUPS) {
      throw StableHloImporter.error(op, "invalid " + op.name, name + " is " + MlirTypes.toMlir(type) + "; " + expected
          + ", 1 <= N <= " + MAX_GROUPS + " (a one-device program has one row)");
    }
    return LiteralCodec.toLongs(DenseLiterals.toLiteral(d.literal(), type, d.pos(), op.name));
  }
}
