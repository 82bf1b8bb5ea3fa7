package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;
import static org.torchtpu.server.stablehlo.StableHloImporter.unsupported;

import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SortOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code custom_call @ApproxTopK(x, payload, init_x, init_payload)} ({@code jax.lax.approx_max_k} and {@code
 * approx_min_k}, the retrieval top-k) with {@code mhlo.backend_config = {top_k, reduction_dim, aggregate_to_topk,
 * recall_target, ...}} and its comparator as the called computation: imported as the exact top-k, a stable sort of x
 * and the payload along reduction_dim in the comparator's direction cut to the first top_k, which is what XLA
 * computes off TPU ({@code is_fallback}); on TPU XLA may return another answer within recall_target by design.
 * Only {@code aggregate_to_topk = true} (JAX's default: results of top_k along the dimension) is imported.
 */
final class ApproxTopKImport {
  static final String TARGET = "ApproxTopK";

  private final StableHloImporter im;

  ApproxTopKImport(StableHloImporter im) {
    this.im = im;
  }

  static boolean handles(MlirAst.Op op) {
    return op.name.equals("stablehlo.custom_call") && SingleDeviceShardingImport.isCustomCall(op, TARGET);
  }

  void lower(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    Signature sig = DeclaredTypes.signature(op, in.size());
    DeclaredTypes.checkOperandTypes(op, in, sig);
    if (in.size() != 4) {
      throw unsupported(op, "an ApproxTopK of " + in.size() / 2 + " operands; imported: values with one payload "
          + "(jax.lax.approx_max_k's operand and indices)");
    }
    TensorType x = in.get(0).type();
    if (!in.get(1).type().getDimsList().equals(x.getDimsList())) {
      throw error(op, "invalid " + op.name, "the payload must have the values' shape");
    }
    Map<String, Attr> config = op.attributes.get("mhlo.backend_config") instanceof MlirAst.DictAttr d
        ? d.entries() : Map.of();
    long k = integer(op, config, "top_k");
    long dim = integer(op, config, "reduction_dim");
    if (dim < 0 || dim >= x.getDimsCount() || k < 0 || k > x.getDims((int) dim)) {
      throw error(op, "invalid " + op.name, "top_k " + k + " and reduction_dim " + dim + " must fit the operand "
          + MlirTypes.toMlir(x));
    }
    if (!(config.get("aggregate_to_topk") instanceof MlirAst.BoolAttr aggregate) || !aggregate.value()) {
      throw unsupported(op, "aggregate_to_topk = false (partial per-bucket results) is not supported");
    }
    MlirAst.Region comparator = StableHloImporter.calledRegion(im, op, "invalid " + op.name, "comparator");
    boolean[] descending = SortImport.keyDirections(im, op, comparator, in.subList(0, 2), Map.of());
    if (descending == null || descending.length != 1) {
      throw unsupported(op, "the comparator is not an ascending or descending order of the values");
    }
    List<Value> sorted = im.emitAll(op, Op.newBuilder().setSort(SortOp.newBuilder().setDimension(dim)
        .setDescending(descending[0])), in.subList(0, 2), 2);
    SortImport.defineFirstK(im, op, env, sig, sorted, x, (int) dim, k);
  }

  private static long integer(MlirAst.Op op, Map<String, Attr> config, String name) {
    if (config.get(name) instanceof IntAttr i) {
      return i.value();
    }
    throw error(op, "invalid " + op.name, "needs mhlo.backend_config's " + name + " (an integer)");
  }
}
