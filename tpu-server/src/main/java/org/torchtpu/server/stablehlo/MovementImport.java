package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.declaredResult;
import static org.torchtpu.server.stablehlo.OpAttributes.integer;
import static org.torchtpu.server.stablehlo.OpAttributes.ints;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;

import java.util.List;
import java.util.Map;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.DynamicUpdateSliceOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * The data-movement ops: broadcast_in_dim, the old broadcast and reshape (their result shape from the declared
 * type), transpose, slice (custom {@code [1:3, 0:6:2]} or generic start/limit/strides),
 * dynamic_slice, dynamic_update_slice, concatenate, pad and reverse.
 */
final class MovementImport {
  private final StableHloImporter im;

  MovementImport(StableHloImporter im) {
    this.im = im;
  }

  void broadcastInDim(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    TensorType result = declaredResult(op, in.size());
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder()
        .addAllResultDims(result.getDimsList())
        .addAllBroadcastDimensions(ints(op, "dims", "broadcast_dimensions"))), in));
  }

  /** The old {@code broadcast}: {@code broadcast_sizes} become new leading dimensions, the operand's follow. */
  void broadcast(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    TensorType operand = in.get(0).type();
    List<Long> sizes = ints(op, "sizes", "broadcast_sizes");
    BroadcastInDimOp.Builder b = BroadcastInDimOp.newBuilder().addAllResultDims(sizes)
        .addAllResultDims(operand.getDimsList());
    for (int d = 0; d < operand.getDimsCount(); d++) {
      b.addBroadcastDimensions(sizes.size() + d);
    }
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setBroadcastInDim(b), in));
  }

  void reshape(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    TensorType result = declaredResult(op, in.size());
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setReshape(
        ReshapeOp.newBuilder().addAllDims(result.getDimsList())), in));
  }

  void transpose(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setTranspose(
        TransposeOp.newBuilder().addAllPermutation(ints(op, "dims", "permutation"))), in));
  }

  void slice(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    SliceOp.Builder slice = SliceOp.newBuilder()
        .addAllStartIndices(ints(op, "start_indices"))
        .addAllLimitIndices(ints(op, "limit_indices"));
    if (op.attributes.containsKey("strides")) {
      slice.addAllStrides(ints(op, "strides"));
    }
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setSlice(slice), in));
  }

  void dynamicSlice(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setDynamicSlice(
        DynamicSliceOp.newBuilder().addAllSliceSizes(ints(op, "sizes", "slice_sizes"))), in));
  }

  void dynamicUpdateSlice(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setDynamicUpdateSlice(
        DynamicUpdateSliceOp.getDefaultInstance()), in));
  }

  void concatenate(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setConcatenate(
        ConcatenateOp.newBuilder().setDimension(integer(op, "dim", "dimension"))), in));
  }

  void pad(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setPad(PadOp.newBuilder()
        .addAllEdgePaddingLow(ints(op, "low", "edge_padding_low"))
        .addAllEdgePaddingHigh(ints(op, "high", "edge_padding_high"))
        .addAllInteriorPadding(ints(op, "interior", "interior_padding"))), in));
  }

  void reverse(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setReverse(org.torchtpu.api.v1.ReverseOp.newBuilder()
        .addAllDimensions(ints(op, "dims", "dimensions"))), in));
  }
}
