package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.unsupported;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * A single-operand scatter whose update computation is not one combiner ({@code x.at[i].apply(f)}, any body of
 * elementwise ops): applied as XLA:CPU's scatter loop applies it, one update index at a time in row-major order, so
 * an element several indices name gets the body once per index, in order. The indices are flattened to [N, index
 * vector] and the updates to [N, window...]; each step gathers the window at one index, applies the body
 * ({@link GeneralBodyImport}) to it and that index's update, and scatters the result back by replacement (one index:
 * no two writes meet; a window out of bounds is skipped, as XLA skips it). N > 1 steps run as a while loop, priced
 * by the trips it runs and stoppable between them like any loop; its graph holds one copy of the body.
 */
final class ScatterBodyImport {
  private static final java.util.Set<String> COMBINERS = java.util.Set.of("stablehlo.add", "stablehlo.multiply",
      "stablehlo.maximum", "stablehlo.minimum");

  private final StableHloImporter im;

  ScatterBodyImport(StableHloImporter im) {
    this.im = im;
  }

  /** Whether the body is neither a replacement ({@code return b}) nor one add/multiply/max/min of its arguments. */
  static boolean needed(MlirAst.Region body) {
    if (body.ops.size() == 1 && body.argNames.size() == 2 && body.ops.get(0).operands.size() == 1
        && body.ops.get(0).operands.get(0).equals(body.argNames.get(1))) {
      return false;
    }
    return GeneralBodyImport.needed(body) || !COMBINERS.contains(body.ops.get(0).name);
  }

  void lower(MlirAst.Op op, Map<String, Value> env, List<Value> in, ScatterOp.Builder numbers) {
    Value x = in.get(0);
    Value indices = in.get(1);
    Value updates = in.get(2);
    MlirAst.Region body = op.regions.get(0);
    DType dtype = x.type().getDtype();
    GeneralBodyImport.checkBody(op, body, List.of(dtype, dtype));
    if (numbers.getInputBatchingDimsCount() > 0 || numbers.getScatterIndicesBatchingDimsCount() > 0) {
      throw unsupported(op, "a scatter with batching dimensions and an update computation of several ops");
    }
    checkNumbers(op, numbers, in);
    // indices as [N, V]: the index vector dimension last (appended when implicit), the others flattened
    TensorType it = indices.type();
    int ivd = (int) numbers.getIndexVectorDim();
    if (ivd == it.getDimsCount()) {
      indices = reshape(op, indices, append(it.getDimsList(), 1L));
      it = indices.type();
    }
    List<Long> indexOrder = new ArrayList<>();
    for (int d = 0; d < it.getDimsCount(); d++) {
      if (d != ivd) {
        indexOrder.add((long) d);
      }
    }
    indexOrder.add((long) ivd);
    long vector = it.getDims(ivd);
    long n = 1;
    for (int d = 0; d < it.getDimsCount(); d++) {
      n = d == ivd ? n : Math.multiplyExact(n, it.getDims(d));
    }
    checkWork(op, n, x.type());
    Value flatIndices = reshape(op, transpose(op, indices, indexOrder), List.of(n, vector));
    // updates as [N, window...]: the scatter dimensions first, in order, then the window dimensions
    TensorType ut = updates.type();
    List<Long> window = numbers.getUpdateWindowDimsList();
    List<Long> updateOrder = new ArrayList<>();
    List<Long> stepShape = new ArrayList<>(List.of(1L));
    long updateCount = 1;
    for (int d = 0; d < ut.getDimsCount(); d++) {
      if (!window.contains((long) d)) {
        updateOrder.add((long) d);
        updateCount = Math.multiplyExact(updateCount, ut.getDims(d));
      }
    }
    for (long d : window) {
      updateOrder.add(d);
      stepShape.add(ut.getDims((int) d));
    }
    if (updateCount != n) {
      throw error(op, "invalid " + op.name, "the updates have " + updateCount + " update positions for " + n
          + " indices");
    }
    List<Long> flatShape = new ArrayList<>(stepShape);
    flatShape.set(0, n);
    Value flatUpdates = reshape(op, transpose(op, updates, updateOrder), flatShape);

    List<Long> stepWindowDims = new ArrayList<>();
    for (int k = 1; k < stepShape.size(); k++) {
      stepWindowDims.add((long) k);
    }
    GatherOp.Builder gather = GatherOp.newBuilder().addAllOffsetDims(stepWindowDims)
        .addAllCollapsedSliceDims(numbers.getInsertedWindowDimsList())
        .addAllStartIndexMap(numbers.getScatterDimsToOperandDimsList()).setIndexVectorDim(1);
    int w = 1;
    for (int d = 0; d < x.type().getDimsCount(); d++) {
      gather.addSliceSizes(numbers.getInsertedWindowDimsList().contains((long) d) ? 1 : stepShape.get(w++));
    }
    ScatterOp.Builder step = numbers.clone().clearUpdateWindowDims().addAllUpdateWindowDims(stepWindowDims)
        .setIndexVectorDim(1).setCombiner(ScatterOp.Combiner.REPLACE);
    Steps steps = new Steps(op, body, gather, step, stepShape, vector);
    Value result;
    if (n == 0) {
      result = x;
    } else if (n == 1) {
      result = steps.apply(x, flatIndices, flatUpdates);
    } else {
      result = steps.loop(x, flatIndices, flatUpdates, n);
    }
    im.finish(op, env, in, result);
  }

  /**
   * The scatter's own typing, as the one-combiner path types it, before its numbers index anything below: dimension
   * numbers out of range for the operand, indices or updates are the user's error, named as such.
   */
  private static void checkNumbers(MlirAst.Op op, ScatterOp.Builder numbers, List<Value> in) {
    Op whole = Op.newBuilder().setScatter(numbers.clone().setCombiner(ScatterOp.Combiner.REPLACE)).addOperands(0)
        .addOperands(1).addOperands(2).addResults(3).build();
    try {
      TypeInference.infer(whole, List.of(in.get(0).type(), in.get(1).type(), in.get(2).type()));
    } catch (OpTypeException e) {
      throw error(op, "invalid " + op.name, e.getMessage());
    }
  }

  /**
   * Each index's replacing scatter copies the whole operand on this host (a device writes in place), so N indices are
   * N operand copies: past the default work limit the call would only be refused after minutes of copying, and past
   * the default trip limit after N trips, so such a scatter is refused here, naming both numbers.
   */
  private static void checkWork(MlirAst.Op op, long n, TensorType operand) {
    long trips = ControlFlowLimits.DEFAULT.maxTrips();
    if (n > trips) {
      throw unsupported(op, "an update computation of several ops applies " + n + " indices one at a time, a loop "
          + "of more trips than the " + trips + " of torchtpu.loops.max-trips; scatter fewer indices per call");
    }
    long bytes = Shapes.byteSize(operand);
    double work = 2.0 * bytes * n;
    if (work > ControlFlowLimits.DEFAULT_MAX_WORK) {
      throw unsupported(op, String.format(java.util.Locale.ROOT, "an update computation of several ops applies %d "
          + "indices one at a time, each copying the %d-byte operand: %.3g units of work (bytes read and written), "
          + "past the default limit of %.3g (torchtpu.limits.max-work); scatter fewer indices per call", n, bytes,
          work, ControlFlowLimits.DEFAULT_MAX_WORK));
    }
  }

  /** One update index's step, inline or as a while loop's body. */
  private final class Steps {
    final MlirAst.Op op;
    final MlirAst.Region body;
    final GatherOp.Builder gather;
    final ScatterOp.Builder scatter;
    final List<Long> stepShape;
    final long vector;

    Steps(MlirAst.Op op, MlirAst.Region body, GatherOp.Builder gather, ScatterOp.Builder scatter, List<Long> stepShape,
        long vector) {
      this.op = op;
      this.body = body;
      this.gather = gather;
      this.scatter = scatter;
      this.stepShape = stepShape;
      this.vector = vector;
    }

    /** x with the body applied at the one index of {@code index} [1, V] and its update [1, window...]. */
    Value apply(Value x, Value index, Value update) {
      Value current = im.emit(op, Op.newBuilder().setGather(gather.clone()), List.of(x, index));
      Value updated = new GeneralBodyImport(im).applyBody(op, body, List.of(current, update), stepShape,
          current.type());
      return im.emit(op, Op.newBuilder().setScatter(scatter.clone()), List.of(x, index, updated));
    }

    /** while j < n: x = apply(x, indices[j], updates[j]); j += 1. */
    Value loop(Value x, Value indices, Value updates, long n) {
      Value zero = s32(0);
      return im.countedLoop(op, List.of(zero, x, indices, updates), n, p -> {
        Value j = p.get(0);
        Value z = s32(0);
        Value index = im.emit(op, Op.newBuilder().setDynamicSlice(DynamicSliceOp.newBuilder()
            .addSliceSizes(1).addSliceSizes(vector)), List.of(p.get(2), j, z));
        List<Value> starts = new ArrayList<>(List.of(p.get(3), j));
        for (int k = 1; k < stepShape.size(); k++) {
          starts.add(z);
        }
        Value update = im.emit(op, Op.newBuilder().setDynamicSlice(DynamicSliceOp.newBuilder()
            .addAllSliceSizes(stepShape)), starts);
        Value next = apply(p.get(1), index, update);
        Value j1 = im.emit(op, StableHloImporter.binaryOp(BinaryOp.Kind.ADD), List.of(j, s32(1)));
        return List.of(j1, next, p.get(2), p.get(3));
      }).get(1);
    }

    private Value s32(long value) {
      return im.s32(op, value);
    }
  }

  private Value reshape(MlirAst.Op op, Value v, List<Long> dims) {
    if (v.type().getDimsList().equals(dims)) {
      return v;
    }
    return im.emit(op, Op.newBuilder().setReshape(ReshapeOp.newBuilder().addAllDims(dims)), List.of(v));
  }

  private Value transpose(MlirAst.Op op, Value v, List<Long> permutation) {
    for (int d = 0; d < permutation.size(); d++) {
      if (permutation.get(d) != d) {
        return im.emit(op, Op.newBuilder().setTranspose(TransposeOp.newBuilder().addAllPermutation(permutation)),
            List.of(v));
      }
    }
    return v;
  }

  private static List<Long> append(List<Long> dims, long d) {
    List<Long> out = new ArrayList<>(dims);
    out.add(d);
    return out;
  }
}
