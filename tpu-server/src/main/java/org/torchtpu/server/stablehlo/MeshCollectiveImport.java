package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.AllGatherOp;
import org.torchtpu.api.v1.AllReduceOp;
import org.torchtpu.api.v1.AllToAllOp;
import org.torchtpu.api.v1.CollectivePermuteOp;
import org.torchtpu.api.v1.CollectiveReduction;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceScatterOp;
import org.torchtpu.api.v1.ReplicaGroup;
import org.torchtpu.api.v1.SourceTargetPair;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.compiler.spmd.Mesh;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * The collectives of a shard_map body over the mesh's devices (an SPMD compile, see {@link ManualRegionImport}):
 * {@code all_reduce} (psum, pmax, pmin), {@code all_gather}, {@code reduce_scatter} (psum_scatter),
 * {@code all_to_all} and {@code collective_permute} (ppermute) become the op set's collectives with the module's
 * replica groups (or source-target pairs), whose device ids are the world's ranks (the mesh row-major, as
 * {@code jax.sharding.Mesh} numbers a reshaped device list). Every id is checked against the mesh before the
 * compile (a group naming a device past the mesh, a device twice, groups of unequal size or not covering the mesh,
 * pairs with a repeated source or target are refused naming the op and the line), and the declared attribute type
 * is checked before anything is expanded, so text cannot make the import allocate by a size it states.
 * {@code collective_broadcast} is refused (no shard_map primitive emits it).
 */
final class MeshCollectiveImport {
  private final StableHloImporter im;
  private final int ranks;
  private final CollectiveGroupBudget budget;

  MeshCollectiveImport(StableHloImporter im, ManualRegionImport.Context context) {
    this.im = im;
    this.budget = context.groupBudget();
    long n = 1;
    for (int s : context.mesh()) {
      n = Math.min(n * Math.max(s, 0), (long) Mesh.MAX_RANKS + 1); // saturates: no wrap to a small or negative count
    }
    if (n < 1 || n > Mesh.MAX_RANKS) {
      throw new StableHloImportException("the mesh " + java.util.Arrays.toString(context.mesh()) + " has " + n
          + " devices; a collective's mesh has 1.." + Mesh.MAX_RANKS);
    }
    this.ranks = (int) n;
  }

  void lower(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = StableHloImporter.operands(op, env, 1);
    Op.Builder b = Op.newBuilder();
    switch (op.name) {
      case "stablehlo.all_reduce" -> b.setAllReduce(AllReduceOp.newBuilder().setReduction(reduction(op))
          .addAllReplicaGroups(groups(op)));
      case "stablehlo.all_gather" -> b.setAllGather(AllGatherOp.newBuilder()
          .setDimension(OpAttributes.integer(op, "all_gather_dim")).addAllReplicaGroups(groups(op)));
      case "stablehlo.reduce_scatter" -> b.setReduceScatter(ReduceScatterOp.newBuilder().setReduction(reduction(op))
          .setDimension(OpAttributes.integer(op, "scatter_dimension")).addAllReplicaGroups(groups(op)));
      case "stablehlo.all_to_all" -> {
        List<ReplicaGroup> groups = groups(op);
        long splitCount = OpAttributes.integer(op, "split_count");
        if (splitCount != groups.get(0).getRanksCount()) {
          throw StableHloImporter.error(op, "invalid " + op.name, "split_count " + splitCount + " is not the group "
              + "size " + groups.get(0).getRanksCount());
        }
        b.setAllToAll(AllToAllOp.newBuilder().setSplitDimension(OpAttributes.integer(op, "split_dimension"))
            .setConcatDimension(OpAttributes.integer(op, "concat_dimension")).addAllReplicaGroups(groups));
      }
      case "stablehlo.collective_permute" -> b.setCollectivePermute(pairs(op));
      default -> throw StableHloImporter.unsupported(op, "no shard_map primitive emits it; psum, all_gather, "
          + "psum_scatter, all_to_all and ppermute import");
    }
    im.finish(op, env, in, im.emit(op, b, in));
  }

  /** The reduction a one-op region computes: add, maximum, minimum or multiply of its two arguments. */
  private static CollectiveReduction reduction(MlirAst.Op op) {
    if (op.regions.size() == 1 && op.regions.get(0).ops.size() == 2 && op.regions.get(0).argNames.size() == 2) {
      MlirAst.Region r = op.regions.get(0);
      MlirAst.Op combine = r.ops.get(0);
      MlirAst.Op ret = r.ops.get(1);
      boolean usesArgs = combine.operands.size() == 2 && combine.operands.containsAll(r.argNames)
          && ret.operands.size() == 1 && combine.results.size() == 1 && ret.operands.get(0).equals(combine.results.get(0));
      if (usesArgs) {
        switch (combine.name) {
          case "stablehlo.add":
            return CollectiveReduction.COLLECTIVE_SUM;
          case "stablehlo.maximum":
            return CollectiveReduction.COLLECTIVE_MAX;
          case "stablehlo.minimum":
            return CollectiveReduction.COLLECTIVE_MIN;
          case "stablehlo.multiply":
            return CollectiveReduction.COLLECTIVE_PROD;
          default:
            break;
        }
      }
    }
    throw StableHloImporter.unsupported(op, "its reduction region is not one add, maximum, minimum or multiply of "
        + "its two arguments");
  }

  /**
   * The replica groups: disjoint, of one size, covering the mesh's devices (empty: one group of every device).
   * The declared type bounds the count before the values are expanded.
   */
  private List<ReplicaGroup> groups(MlirAst.Op op) {
    long[][] rows = matrix(op, "replica_groups", -1);
    List<ReplicaGroup> groups = new ArrayList<>();
    if (rows.length == 0 || rows[0].length == 0) {
      budget.charge(op, ranks); // "every device" expands to the mesh's ranks: charged before it is built
      ReplicaGroup.Builder all = ReplicaGroup.newBuilder();
      for (int r = 0; r < ranks; r++) {
        all.addRanks(r);
      }
      return List.of(all.build());
    }
    budget.charge(op, (long) rows.length * rows[0].length);
    Set<Integer> seen = new HashSet<>(); // sized by the entries read, not by the mesh
    for (long[] row : rows) {
      ReplicaGroup.Builder g = ReplicaGroup.newBuilder();
      for (long device : row) {
        int d = device(op, device, "replica_groups");
        if (!seen.add(d)) {
          throw StableHloImporter.error(op, "invalid " + op.name, "replica_groups name device " + d + " twice");
        }
        g.addRanks(d);
      }
      groups.add(g.build());
    }
    if ((long) rows.length * rows[0].length != ranks) {
      throw StableHloImporter.error(op, "invalid " + op.name, "replica_groups cover " + rows.length * rows[0].length
          + " of the mesh's " + ranks + " devices: every device takes part in a collective of a shard_map body");
    }
    return groups;
  }

  private CollectivePermuteOp pairs(MlirAst.Op op) {
    long[][] rows = matrix(op, "source_target_pairs", 2);
    budget.charge(op, 2L * rows.length);
    Set<Integer> source = new HashSet<>(); // sized by the pairs read, not by the mesh
    Set<Integer> target = new HashSet<>();
    CollectivePermuteOp.Builder b = CollectivePermuteOp.newBuilder();
    for (long[] row : rows) {
      int s = device(op, row[0], "source_target_pairs");
      int t = device(op, row[1], "source_target_pairs");
      if (source.contains(s) || target.contains(t)) {
        throw StableHloImporter.error(op, "invalid " + op.name, "source_target_pairs name " + (source.contains(s)
            ? "source " + s : "target " + t) + " twice");
      }
      source.add(s);
      target.add(t);
      b.addPairs(SourceTargetPair.newBuilder().setSource(s).setTarget(t));
    }
    return b.build();
  }

  private int device(MlirAst.Op op, long device, String what) {
    if (device < 0 || device >= ranks) {
      throw StableHloImporter.error(op, "invalid " + op.name, what + " name device " + device + ", outside the "
          + "mesh's devices 0.." + (ranks - 1) + ": a collective runs on the world's ranks only");
    }
    return (int) device;
  }

  /**
   * A {@code dense<...> : tensor<R x C x i64>} attribute as rows; {@code width} fixes C (or -1). The declared type
   * is checked first: at most as many rows and entries as the mesh has devices.
   */
  private long[][] matrix(MlirAst.Op op, String name, int width) {
    MlirAst.Attr a = op.attributes.get(name);
    String expected = name + " must be a dense<...> : tensor<" + (width < 0 ? "G x N" : "N x " + width) + " x i64>";
    if (!(a instanceof MlirAst.DenseAttr d) || !(d.type() instanceof MlirAst.Tensor t) || t.complex()) {
      throw StableHloImporter.error(op, "invalid " + op.name, expected + ", got " + a);
    }
    TensorType type = t.type();
    if (!DTypes.isInteger(type.getDtype()) || type.getDtype() == DType.PRED || type.getDimsCount() != 2
        || type.getDims(0) < 0 || type.getDims(1) < 0 // negative or dynamic ('?')
        || (width >= 0 && type.getDims(1) != width) || type.getDims(0) > ranks || type.getDims(1) > ranks
        || type.getDims(0) * Math.max(1, type.getDims(1)) > 2L * ranks) {
      throw StableHloImporter.error(op, "invalid " + op.name, name + " is " + MlirTypes.toMlir(type) + "; "
          + expected + " naming each of the mesh's " + ranks + " devices at most once");
    }
    int rows = (int) type.getDims(0);
    int cols = (int) type.getDims(1);
    long[] flat = rows * cols == 0 ? new long[0]
        : LiteralCodec.toLongs(DenseLiterals.toLiteral(d.literal(), type, d.pos(), op.name));
    long[][] out = new long[rows][cols];
    for (int r = 0; r < rows; r++) {
      System.arraycopy(flat, r * cols, out[r], 0, cols);
    }
    return out;
  }
}
