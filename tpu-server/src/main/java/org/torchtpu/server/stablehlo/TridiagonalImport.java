package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.binaryOp;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
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
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.server.exec.ControlFlowLimits;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * {@code custom_call @lapack_sgtsv_ffi(dl, d, du, b) -> (dl', d', du', x, info)} (lax.linalg.tridiagonal_solve on
 * CPU) as LAPACK's sgtsv computes it: Gaussian elimination with partial pivoting, row by row (rows i and i+1 swap
 * when |A[i+1, i]| > |d_i|, filling a second superdiagonal), then back substitution, each a while loop over the rows
 * (priced by its trips, stoppable between them) on every batch matrix and right-hand side at once, the pivoting
 * choice selected per matrix. dl_0 and du_(n-1) are not read, as LAPACK does not. info is the first row whose pivot
 * is zero (counted from 1), 0 if none. The first three results, LAPACK's factors, are the operands unchanged: JAX
 * never reads them.
 */
final class TridiagonalImport {
  static final String TARGET = "lapack_sgtsv_ffi";

  private final StableHloImporter im;
  private MlirAst.Op op;

  TridiagonalImport(StableHloImporter im) {
    this.im = im;
  }

  static boolean handles(MlirAst.Op op) {
    return op.name.equals("stablehlo.custom_call") && SingleDeviceShardingImport.isCustomCall(op, TARGET);
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
    checkWork(n, Shapes.numElements(diag) / Math.max(n, 1), rhs.getDims(r));
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
      List<Value> eliminated = eliminate(dl, d, du, b, n);
      Value solved = backward(eliminated.get(0), eliminated.get(1), eliminated.get(2), eliminated.get(3), n);
      List<Long> back = new ArrayList<>();
      for (int k = 1; k < r; k++) {
        back.add((long) k);
      }
      back.add(0L);
      back.add((long) r);
      x = transpose(solved, back);
      info = info(eliminated.get(0), n);
    }
    List<Value> results = List.of(in.get(0), in.get(1), in.get(2), x, info);
    for (int k = 0; k < 5; k++) {
      DeclaredTypes.checkResult(op, k, results.get(k), sig);
      StableHloImporter.define(env, op.results.get(k), results.get(k), op.pos, op.name);
    }
  }

  /**
   * Each row's dynamic_update_slices copy the whole tensors they write on this host (a device writes the row in place):
   * an elimination trip writes d and du twice, dl2 once and b twice, a back substitution trip x once, so the call
   * copies about 2 x 4 bytes x n^2 x batch x (5 + 3k). Past the default work limit it would only be refused after
   * minutes of copying, so it is refused here, naming the sizes.
   */
  private void checkWork(long n, long batch, long k) {
    double work = 8.0 * n * n * batch * (5 + 3 * k);
    if (work > ControlFlowLimits.DEFAULT_MAX_WORK) {
      throw StableHloImporter.unsupported(op, String.format(java.util.Locale.ROOT, "%d systems of %d rows with %d "
          + "right-hand sides are solved row by row, each row copying the system's tensors: about %.3g units of work "
          + "(bytes read and written), past the default limit of %.3g (torchtpu.limits.max-work); solve fewer or "
          + "smaller systems per call", batch, n, k, work, ControlFlowLimits.DEFAULT_MAX_WORK));
    }
  }

  /**
   * LAPACK's elimination (sgtsv): at row i, if |d_i| >= |l| (l = A[i+1, i]) row i+1 -= (l / d_i) row i, else the two
   * rows swap first, which fills the second superdiagonal (dl2); both computed and selected per batch matrix. Returns
   * (d, du, dl2, b) eliminated, rows first.
   */
  private List<Value> eliminate(Value dl, Value d, Value du, Value b, long n) {
    Value dl2 = full(DType.F32, d.type().getDimsList(), 0);
    List<Value> carried = List.of(s32(0), d, du, dl2, b, dl);
    return loop(carried, n - 1, p -> {
      Value i = p.get(0);
      Value next = bin(BinaryOp.Kind.ADD, i, s32(1));
      Value di = row(p.get(1), i);
      Value dn = row(p.get(1), next);
      Value ui = row(p.get(2), i);
      Value un = row(p.get(2), next);
      Value l = row(p.get(5), next);
      Value bi = row(p.get(4), i);
      Value bn = row(p.get(4), next);
      List<Long> dims = di.type().getDimsList();
      List<Long> rhsRow = bi.type().getDimsList();
      List<Long> keep = new ArrayList<>();
      for (int k = 0; k < dims.size(); k++) {
        keep.add((long) k);
      }
      Value noSwap = compare(CompareOp.Direction.GE, abs(di), abs(l));
      Value noSwapRhs = broadcast(noSwap, rhsRow, keep);
      Value last = broadcast(compare(CompareOp.Direction.EQ, next, s32(n - 1)), dims, List.of());
      // no interchange
      Value fact = bin(BinaryOp.Kind.DIVIDE, l, di);
      Value dnKeep = bin(BinaryOp.Kind.SUBTRACT, dn, bin(BinaryOp.Kind.MULTIPLY, fact, ui));
      Value bnKeep = bin(BinaryOp.Kind.SUBTRACT, bn, bin(BinaryOp.Kind.MULTIPLY, broadcast(fact, rhsRow, keep), bi));
      // rows i and i+1 interchanged
      Value factSwap = bin(BinaryOp.Kind.DIVIDE, di, l);
      Value dnSwap = bin(BinaryOp.Kind.SUBTRACT, ui, bin(BinaryOp.Kind.MULTIPLY, factSwap, dn));
      Value zero = full(DType.F32, dims, 0);
      Value dl2Swap = select(last, zero, un);
      Value unSwap = select(last, un, bin(BinaryOp.Kind.MULTIPLY, neg(factSwap), un));
      Value bnSwap = bin(BinaryOp.Kind.SUBTRACT, bi,
          bin(BinaryOp.Kind.MULTIPLY, broadcast(factSwap, rhsRow, keep), bn));
      Value dNew = put(put(p.get(1), select(noSwap, di, l), i), select(noSwap, dnKeep, dnSwap), next);
      Value duNew = put(put(p.get(2), select(noSwap, ui, dn), i), select(noSwap, un, unSwap), next);
      Value dl2New = put(p.get(3), select(noSwap, zero, dl2Swap), i);
      Value bNew = put(put(p.get(4), select(noSwapRhs, bi, bn), i), select(noSwapRhs, bnKeep, bnSwap), next);
      return List.of(next, dNew, duNew, dl2New, bNew, p.get(5));
    }).subList(1, 5);
  }

  /** x from the last row up: x_i = (b_i - du_i x_(i+1) - dl2_i x_(i+2)) / d_i, du_(n-1) not read. */
  private Value backward(Value d, Value du, Value dl2, Value b, long n) {
    List<Value> carried = List.of(s32(0), full(DType.F32, b.type().getDimsList(), 0), d, du, dl2, b);
    return loop(carried, n, p -> {
      Value j = p.get(0);
      Value i = bin(BinaryOp.Kind.SUBTRACT, s32(n - 1), j);
      // past the last row the starts clamp to it, still zero in x then: those terms vanish
      Value next = bin(BinaryOp.Kind.ADD, i, s32(1));
      Value after = bin(BinaryOp.Kind.ADD, i, s32(2));
      Value ui = row(p.get(3), i);
      List<Long> dims = ui.type().getDimsList();
      ui = select(broadcast(compare(CompareOp.Direction.LT, i, s32(n - 1)), dims, List.of()), ui,
          full(DType.F32, dims, 0));
      List<Long> rhsRow = row(p.get(5), i).type().getDimsList();
      List<Long> keep = new ArrayList<>();
      for (int k = 0; k < dims.size(); k++) {
        keep.add((long) k);
      }
      Value rest = bin(BinaryOp.Kind.SUBTRACT, bin(BinaryOp.Kind.SUBTRACT, row(p.get(5), i),
          bin(BinaryOp.Kind.MULTIPLY, broadcast(ui, rhsRow, keep), row(p.get(1), next))),
          bin(BinaryOp.Kind.MULTIPLY, broadcast(row(p.get(4), i), rhsRow, keep), row(p.get(1), after)));
      Value xi = bin(BinaryOp.Kind.DIVIDE, rest, broadcast(row(p.get(2), i), rhsRow, keep));
      return List.of(bin(BinaryOp.Kind.ADD, j, s32(1)), put(p.get(1), xi, i), p.get(2), p.get(3), p.get(4), p.get(5));
    }).get(1);
  }

  private Value abs(Value v) {
    return im.emit(op, Op.newBuilder().setUnary(org.torchtpu.api.v1.UnaryOp.newBuilder()
        .setKind(org.torchtpu.api.v1.UnaryOp.Kind.ABS)), List.of(v));
  }

  private Value neg(Value v) {
    return im.emit(op, Op.newBuilder().setUnary(org.torchtpu.api.v1.UnaryOp.newBuilder()
        .setKind(org.torchtpu.api.v1.UnaryOp.Kind.NEGATE)), List.of(v));
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
    return im.countedLoop(op, carried, trips, step);
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
    return im.s32(op, value);
  }

  private Value full(DType dtype, List<Long> dims, double value) {
    Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(value, dtype))), List.of());
    return dims.isEmpty() ? c : broadcast(c, dims, List.of());
  }
}
