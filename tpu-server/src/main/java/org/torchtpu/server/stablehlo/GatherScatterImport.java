package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.OpAttributes.field;
import static org.torchtpu.server.stablehlo.OpAttributes.fieldInteger;
import static org.torchtpu.server.stablehlo.OpAttributes.ints;
import static org.torchtpu.server.stablehlo.ReduceImport.singleBinaryBody;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;
import static org.torchtpu.server.stablehlo.StableHloImporter.unsupported;

import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code stablehlo.gather} and single-operand {@code stablehlo.scatter}, their dimension numbers
 * read from {@code #stablehlo.gather<...>} / {@code #stablehlo.scatter<...>} and scatter's update
 * computation recognised as replace, add, multiply, max or min.
 */
final class GatherScatterImport {
  private final StableHloImporter im;

  GatherScatterImport(StableHloImporter im) {
    this.im = im;
  }

  void gather(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    if (!(op.attributes.get("dimension_numbers") instanceof DialectAttr numbers)) {
      throw error(op, "invalid " + op.name, "missing dimension_numbers = #stablehlo.gather<...>");
    }
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setGather(gatherNumbers(op, numbers)
        .addAllSliceSizes(ints(op, "slice_sizes"))), in));
  }

  /** The dimension numbers of a gather (or dynamic_gather), read from its #stablehlo.gather<...>. */
  static GatherOp.Builder gatherNumbers(MlirAst.Op op, DialectAttr numbers) {
    return GatherOp.newBuilder()
        .addAllOffsetDims(field(op, numbers, "offset_dims"))
        .addAllCollapsedSliceDims(field(op, numbers, "collapsed_slice_dims"))
        .addAllOperandBatchingDims(field(op, numbers, "operand_batching_dims"))
        .addAllStartIndicesBatchingDims(field(op, numbers, "start_indices_batching_dims"))
        .addAllStartIndexMap(field(op, numbers, "start_index_map"))
        .setIndexVectorDim(fieldInteger(op, numbers, "index_vector_dim"));
  }

  void scatter(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    if (in.size() != 3) {
      throw unsupported(op, "a scatter into " + (in.size() - 1) / 2 + " operands together is not supported; only "
          + "single-operand scatter is");
    }
    if (!(op.attributes.get("scatter_dimension_numbers") instanceof DialectAttr numbers)) {
      throw error(op, "invalid " + op.name, "missing scatter_dimension_numbers = #stablehlo.scatter<...>");
    }
    if (op.regions.size() != 1) {
      throw error(op, "invalid " + op.name, "needs one update computation region");
    }
    if (ScatterBodyImport.needed(op.regions.get(0))) { // x.at[i].apply(f): any elementwise body, index by index
      new ScatterBodyImport(im).lower(op, env, in, scatterNumbers(op, numbers));
      return;
    }
    String body = singleBinaryBody(op, op.regions.get(0), in.get(0).type().getDtype(), "scatter");
    ScatterOp.Combiner combiner = switch (body) {
      case "return" -> ScatterOp.Combiner.REPLACE;
      case "stablehlo.add" -> ScatterOp.Combiner.ADD;
      case "stablehlo.multiply" -> ScatterOp.Combiner.MULTIPLY;
      case "stablehlo.maximum" -> ScatterOp.Combiner.MAX;
      case "stablehlo.minimum" -> ScatterOp.Combiner.MIN;
      default -> throw unsupported(op, "scatter update computation " + body + " is not supported");
    };
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setScatter(scatterNumbers(op, numbers).setCombiner(combiner)),
        in));
  }

  /** The dimension numbers of a scatter, read from its #stablehlo.scatter<...>. */
  static ScatterOp.Builder scatterNumbers(MlirAst.Op op, DialectAttr numbers) {
    return ScatterOp.newBuilder()
        .addAllUpdateWindowDims(field(op, numbers, "update_window_dims"))
        .addAllInsertedWindowDims(field(op, numbers, "inserted_window_dims"))
        .addAllInputBatchingDims(field(op, numbers, "input_batching_dims"))
        .addAllScatterIndicesBatchingDims(field(op, numbers, "scatter_indices_batching_dims"))
        .addAllScatterDimsToOperandDims(field(op, numbers, "scatter_dims_to_operand_dims"))
        .setIndexVectorDim(fieldInteger(op, numbers, "index_vector_dim"));
  }
}
