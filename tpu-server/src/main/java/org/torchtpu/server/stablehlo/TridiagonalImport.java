package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.binaryOp;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.DynamicUpdateSliceOp;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.WhileOp;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code custom_call @lapack_sgtsv_ffi(dl, d, du, b) -> (dl', d', du', x, info)} (lax.linalg.tridiagonal_solve on
 * CPU) as the Thomas algorithm, the one JAX's own TPU lowering unrolls: a forward sweep c'_i = du_i / m_i, d'_i =
 * (b_i - dl_i d'_(i-1)) / m_i with m_i = d_i - dl_i c'_(i-1), then x_i = d'_i - c'_i x_(i+1) backwards, each a while
 * loop over the rows (priced by its trips, stoppable between them) on every batch matrix and right-hand side at once.
 * dl_0 and du_(n-1) are not read, as LAPACK does not. Without LAPACK's row interchanges it is exact only where they
 * would not happen (diagonally dominant systems, the common use); info is the first row whose pivot m_i is zero
 * (counted from 1), 0 if none. The first three results, LAPACK's factors, are the operands unchanged: JAX never
 * reads them.
 */
final class TridiagonalImport {
  static final String TARGET = "lapack_sgtsv_ffi";

  private final StableHloImporter im;
  private MlirAst.Op op;

  TridiagonalImport(StableHloImporter im) {
    this.im = im;
  }

  static boolean handles(MlirAst.Op op) {
    return op.name.equals("stablehlo.custom_call")
        && op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s && s.value().equals(TARGET);
  }

  void lower(MlirAst.Op op, Map<String, Value> env) {
    this.op = op;
    List<Value> in = StableHloImporter.operands(op, env, 4);
    TensorType diag = in.get(1).type();
    TensorType rhs = in.get(3).type();
    int r = diag.getDimsCount();
    if (diag.getDtype() != DType.F32 || r < 1 || !in.get(0).type().equals(diag) || !in.get(2).type().equals(diag)
        || rhs.getDtype() != DType.F32 || rhs.getDimsCount() != r + 1
        || !rhs.getDimsList().subList(0, r).equals(diag.getDimsList())) {
      throw error(op, "invalid " + op.name + " @" + TARGET, "needs f32 dl, d, du of one shape [batch..., n] and b "
          + "[batch..., n, k], got " + in.stream().map(v -> MlirTypes.toMlir(v.type())).toList());
    }
    long n = diag.getDims(r - 1);
    Signature sig = DeclaredTypes.signature(op, 4);
    DeclaredTypes.checkOperandTypes(op, in, sig);
    DeclaredTypes.requireResultCount(op, 5);
    Value x = in.get(3);
    Value info;
    List<Long> batch = diag.getDimsList().subList(0, r - 1);
    if (n == 0) {
      info = full(DType.S32, batch, 0);
    } else {
      // rows first: [n, batch...] and [n, batch..., k]
      List<Long> rowsFirst = new ArrayList<>(List.of((long) r - 1));
      for (int d = 0; d < r - 1; d++) {
        rowsFirst.add((long) d);
      }
      List<Long> rowsFirstRhs = new ArrayList<>(rowsFirst);
      rowsFirstRhs.add((long) r);
      Value dl = transpose(in.get(0), rowsFirst);
      Value d = transpose(in.get(1), rowsFirst);
      Value du = transpose(in.get(2), rowsFirst);
      Value b = transpose(in.get(3), rowsFirstRhs);
      List<Value> swept = forward(dl, d, du, b, n);
      Value solved = backward(swept.get(0), swept.get(1), n);
      List<Long> back = new ArrayList<>();
      for (int k = 1; k < r; k++) {
        back.add((long) k);
      }
      back.add(0L);
      back.add((long) r);
      x = transpose(solved, back);
      info = info(swept.get(2), n);
    }
    List<Value> results = List.of(in.get(0), in.get(1), in.get(2), x, info);
    for (int k = 0; k < 5; k++) {
      DeclaredTypes.checkResult(op, k, results.get(k), sig);
      StableHloImporter.define(env, op.results.get(k), results.get(k), op.pos, op.name);
    }
  }

  /** The forward sweep: (c', d', pivots), rows first. */
  private List<Value> forward(Value dl, Value d, Value du, Value b, long n) {
    Value c0 = full(DType.F32, d.type().getDimsList(), 0);
    Value d0 = full(DType.F32, b.type().getDimsList(), 0);
    List<Value> carried = List.of(s32(0), c0, d0, c0, dl, d, du, b);
    return loop(carried, n, p -> {
      Value i = p.get(0);
      Value prev = bin(BinaryOp.Kind.SUBTRACT, i, s32(1)); // clamped to row 0 at i = 0, where dl is not read
      Value first = compare(CompareOp.Direction.GT, i, s32(0));
      Value a = row(p.get(4), i);
      a = select(broadcast(first, a.type().getDimsList(), List.of()), a, full(DType.F32, a.type().getDimsList(), 0));
      Value pivot = bin(BinaryOp.Kind.SUBTRACT, row(p.get(5), i), bin(BinaryOp.Kind.MULTIPLY, a, row(p.get(1), prev)));
      Value c = bin(BinaryOp.Kind.DIVIDE, row(p.get(6), i), pivot);
      List<Long> rhsRow = row(p.get(7), i).type().getDimsList();
      List<Long> keep = new ArrayList<>();
      for (int k = 0; k < a.type().getDimsCount(); k++) {
        keep.add((long) k);
      }
      Value dd = bin(BinaryOp.Kind.DIVIDE, bin(BinaryOp.Kind.SUBTRACT, row(p.get(7), i),
          bin(BinaryOp.Kind.MULTIPLY, broadcast(a, rhsRow, keep), row(p.get(2), prev))), broadcast(pivot, rhsRow, keep));
      return List.of(bin(BinaryOp.Kind.ADD, i, s32(1)), put(p.get(1), c, i), put(p.get(2), dd, i),
          put(p.get(3), pivot, i), p.get(4), p.get(5), p.get(6), p.get(7));
    }).subList(1, 4).stream().toList();
  }

  /** x from the last row up: x_i = d'_i - c'_i x_(i+1), c'_(n-1) not read. */
  private Value backward(Value c, Value dp, long n) {
    List<Value> carried = List.of(s32(0), full(DType.F32, dp.type().getDimsList(), 0), c, dp);
    return loop(carried, n, p -> {
      Value j = p.get(0);
      Value i = bin(BinaryOp.Kind.SUBTRACT, s32(n - 1), j);
      Value next = bin(BinaryOp.Kind.ADD, i, s32(1)); // clamped to row n-1 at the last row, where c' is not read
      Value ci = row(p.get(2), i);
      Value inside = compare(CompareOp.Direction.LT, i, s32(n - 1));
      ci = select(broadcast(inside, ci.type().getDimsList(), List.of()), ci,
          full(DType.F32, ci.type().getDimsList(), 0));
      List<Long> rhsRow = row(p.get(3), i).type().getDimsList();
      List<Long> keep = new ArrayList<>();
      for (int k = 0; k < ci.type().getDimsCount(); k++) {
        keep.add((long) k);
      }
      Value xi = bin(BinaryOp.Kind.SUBTRACT, row(p.get(3), i),
          bin(BinaryOp.Kind.MULTIPLY, broadcast(ci, rhsRow, keep), row(p.get(1), next)));
      return List.of(bin(BinaryOp.Kind.ADD, j, s32(1)), put(p.get(1), xi, i), p.get(2), p.get(3));
    }).get(1);
  }

  /** LAPACK's info per batch matrix: the first zero pivot's row counted from 1, or 0. */
  private Value info(Value pivots, long n) {
    List<Long> dims = pivots.type().getDimsList();
    Value rows = im.emit(op, Op.newBuilder().setIota(IotaOp.newBuilder().setType(TensorType.newBuilder()
        .setDtype(DType.S32).addAllDims(dims)).setDimension(0)), List.of());
    Value fromOne = bin(BinaryOp.Kind.ADD, rows, full(DType.S32, dims, 1));
    Value zero = compare(CompareOp.Direction.EQ, pivots, full(DType.F32, dims, 0));
    Value candidates = select(zero, fromOne, full(DType.S32, dims, n + 1));
    Value first = im.emit(op, Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(ReduceOp.Kind.MIN)
        .addDimensions(0)), List.of(candidates));
    List<Long> batch = first.type().getDimsList();
    return select(compare(CompareOp.Direction.EQ, first, full(DType.S32, batch, n + 1)), full(DType.S32, batch, 0),
        first);
  }

  /** while carried[0] < trips: carried = step(carried); the loop's results. */
  private List<Value> loop(List<Value> carried, long trips, Function<List<Value>, List<Value>> step) {
    Region.Builder cond = Region.newBuilder();
    List<Value> c = parameters(cond, carried);
    within(cond, () -> cond.addOutputs(compare(CompareOp.Direction.LT, c.get(0), s32(trips)).id()));
    Region.Builder body = Region.newBuilder();
    List<Value> p = parameters(body, carried);
    within(body, () -> step.apply(p).forEach(v -> body.addOutputs(v.id())));
    return im.emitAll(op, Op.newBuilder().setWhile(WhileOp.newBuilder().setCond(cond).setBody(body)), carried,
        carried.size());
  }

  private List<Value> parameters(Region.Builder region, List<Value> like) {
    List<Value> out = new ArrayList<>();
    for (Value v : like) {
      Value p = new Value(im.nextId++, v.type());
      region.addParameters(p.id()).addParameterTypes(p.type());
      out.add(p);
    }
    return out;
  }

  private void within(Region.Builder region, Runnable emit) {
    Consumer<Op> saved = im.sink;
    im.sink = region::addOps;
    try {
      emit.run();
    } finally {
      im.sink = saved;
    }
  }

  /** Row i of a rows-first tensor, keeping the row dimension (size 1). */
  private Value row(Value v, Value i) {
    List<Value> operands = new ArrayList<>(List.of(v, i));
    DynamicSliceOp.Builder slice = DynamicSliceOp.newBuilder().addSliceSizes(1);
    Value zero = s32(0);
    for (int d = 1; d < v.type().getDimsCount(); d++) {
      operands.add(zero);
      slice.addSliceSizes(v.type().getDims(d));
    }
    return im.emit(op, Op.newBuilder().setDynamicSlice(slice), operands);
  }

  private Value put(Value v, Value rowValue, Value i) {
    List<Value> operands = new ArrayList<>(List.of(v, rowValue, i));
    Value zero = s32(0);
    for (int d = 1; d < v.type().getDimsCount(); d++) {
      operands.add(zero);
    }
    return im.emit(op, Op.newBuilder().setDynamicUpdateSlice(DynamicUpdateSliceOp.getDefaultInstance()), operands);
  }

  private Value transpose(Value v, List<Long> permutation) {
    return im.emit(op, Op.newBuilder().setTranspose(TransposeOp.newBuilder().addAllPermutation(permutation)),
        List.of(v));
  }

  private Value broadcast(Value v, List<Long> dims, List<Long> kept) {
    return im.emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder().addAllResultDims(dims)
        .addAllBroadcastDimensions(kept)), List.of(v));
  }

  private Value bin(BinaryOp.Kind kind, Value a, Value b) {
    return im.emit(op, binaryOp(kind), List.of(a, b));
  }

  private Value compare(CompareOp.Direction direction, Value a, Value b) {
    return im.emit(op, Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(direction)), List.of(a, b));
  }

  private Value select(Value pred, Value onTrue, Value onFalse) {
    return im.emit(op, Op.newBuilder().setSelect(SelectOp.newBuilder()), List.of(pred, onTrue, onFalse));
  }

  private Value s32(long value) {
    return im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(value, DType.S32))), List.of());
  }

  private Value full(DType dtype, List<Long> dims, double value) {
    Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(value, dtype))), List.of());
    return dims.isEmpty() ? c : broadcast(c, dims, List.of());
  }
}
