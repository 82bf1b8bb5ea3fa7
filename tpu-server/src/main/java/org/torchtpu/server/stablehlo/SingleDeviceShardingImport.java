package org.torchtpu.server.stablehlo;

import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * <p>A module sharded over more devices is refused, naming the op: its manual region's shapes differ from the
 * global ones ({@code @SPMDFullToShardShape} from f32[8, 4] to f32[4, 4]) or its collectives span groups of several
 * devices, and running it on one device would compute one shard's answer. Such a program runs as an SPMD compile
 * ({@code CompileRequest.spmd}) or exported on a one-device mesh.
 */
final class SingleDeviceShardingImport {
  static final Set<String> COLLECTIVES = Set.of("stablehlo.all_reduce", "stablehlo.all_gather",
      "stablehlo.reduce_scatter", "stablehlo.all_to_all", "stablehlo.collective_permute",
      "stablehlo.collective_broadcast");
  /** Collectives whose region (the reduction) the importer does not need: one participant is never combined. */
  static final Set<String> REGION_COLLECTIVES = Set.of("stablehlo.all_reduce", "stablehlo.reduce_scatter");
  static final Set<String> ANNOTATIONS = Set.of("sdy.sharding_constraint");
  private static final Set<String> CUSTOM_CALLS = Set.of("Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape");

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

  void lower(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env);
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
            + "device, and one device would compute one shard's answer; export it on a one-device mesh or compile "
            + "it as an SPMD program (CompileRequest.spmd)");
      }
      StableHloImporter.define(env, op.results.get(i), in.get(i), op.pos, op.name);
    }
  }

  /** Every replica group (or source-target pair) names one device only. */
  private static void requireOneDeviceGroups(MlirAst.Op op) {
    if (op.name.equals("stablehlo.collective_permute")) {
      long[] pairs = denseIntegers(op, "source_target_pairs");
      for (int i = 0; i + 1 < pairs.length; i += 2) {
        if (pairs[i] != pairs[i + 1]) {
          throw StableHloImporter.unsupported(op, "source_target_pairs send from device " + pairs[i] + " to device "
              + pairs[i + 1] + ": a permutation among several devices does not run on one; export the function on a "
              + "one-device mesh or compile it as an SPMD program (CompileRequest.spmd)");
        }
      }
      if (pairs.length == 0) {
        throw StableHloImporter.unsupported(op, "no source_target_pairs: the result would be zeros on every device");
      }
      return;
    }
    MlirAst.Attr groups = op.attributes.get("replica_groups");
    long size = groups instanceof MlirAst.DenseAttr d && d.type() instanceof MlirAst.Tensor t
        && t.type().getDimsCount() == 2 ? t.type().getDims(1) : -1;
    if (size != 1) {
      throw StableHloImporter.unsupported(op, "replica_groups " + (size < 0 ? "missing or not a 2-D dense list"
          : "of " + size + " devices each") + ": a collective among several devices does not run on one; only "
          + "groups of one device (a function exported on a one-device mesh) import; compile a sharded program as "
          + "an SPMD program (CompileRequest.spmd)");
    }
  }

  private static long[] denseIntegers(MlirAst.Op op, String name) {
    MlirAst.Attr a = op.attributes.get(name);
    if (a instanceof MlirAst.DenseAttr d) {
      TensorType type = ((MlirAst.Tensor) d.type()).type();
      return org.torchtpu.server.exec.Literals.decode(DenseLiterals.toLiteral(d.literal(), type, d.pos(), op.name))
          .longs();
    }
    throw StableHloImporter.error(op, "invalid " + op.name, "missing attribute " + name);
  }
}
