package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.binaryOp;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * The real ops {@link ComplexImport} builds its lowerings from: a complex value's real and imaginary parts (slices
 * of its trailing pair axis), a complex value packed from two parts, and the real arithmetic between them.
 */
final class ComplexParts {
  private final StableHloImporter im;

  ComplexParts(StableHloImporter im) {
    this.im = im;
  }

  /** The operands with a zero start index for the pair axis appended after the first {@code fixed}. */
  List<Value> withZeroIndex(MlirAst.Op op, List<Value> in, int fixed) {
    DType indexType = in.size() > fixed ? in.get(fixed).type().getDtype() : DType.S32;
    Value zero = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(0L, indexType))), List.of());
    List<Value> out = new ArrayList<>(in);
    out.add(zero);
    return out;
  }

  /**
   * |re + i im| as m sqrt(1 + (n / m)^2) with m = max(|re|, |im|), n = min: sqrt(re^2 + im^2) overflows in f32 from
   * about 1.8e19 and underflows below 1e-19 (so log of a tiny value was -inf). m = 0 gives 0; as XLA on CPU, two
   * infinite parts give NaN (inf / inf) and a NaN part gives NaN.
   */
  Value abs(MlirAst.Op op, Value[] z) {
    Value a = un(op, UnaryOp.Kind.ABS, z[0]);
    Value b = un(op, UnaryOp.Kind.ABS, z[1]);
    Value m = bin(op, BinaryOp.Kind.MAXIMUM, a, b);
    Value n = bin(op, BinaryOp.Kind.MINIMUM, a, b);
    Value zero = full(op, m.type(), 0.0);
    Value ratio = select(op, compare(op, CompareOp.Direction.EQ, m, zero), zero,
        bin(op, BinaryOp.Kind.DIVIDE, n, m));
    Value root = un(op, UnaryOp.Kind.SQRT,
        bin(op, BinaryOp.Kind.ADD, full(op, m.type(), 1.0), mul(op, ratio, ratio)));
    return mul(op, m, root);
  }

  /**
   * (a + bi) / (c + di) by Smith's algorithm: divide by the larger of |c|, |d| first, so c^2 + d^2 never overflows
   * or underflows ((1e-25)/(1e-25) and (1e20)/(1e20) were NaN with the textbook formula). With r = d/c when
   * |c| >= |d|: ((a + b r) + i (b - a r)) / (c + d r); otherwise with r = c/d: ((a r + b) + i (b r - a)) / (c r + d).
   */
  Value[] divide(MlirAst.Op op, Value[] x, Value[] y) {
    Value cWins = compare(op, CompareOp.Direction.GE, un(op, UnaryOp.Kind.ABS, y[0]), un(op, UnaryOp.Kind.ABS, y[1]));
    Value rc = bin(op, BinaryOp.Kind.DIVIDE, y[1], y[0]);
    Value denC = bin(op, BinaryOp.Kind.ADD, y[0], mul(op, y[1], rc));
    Value reC = bin(op, BinaryOp.Kind.DIVIDE, bin(op, BinaryOp.Kind.ADD, x[0], mul(op, x[1], rc)), denC);
    Value imC = bin(op, BinaryOp.Kind.DIVIDE, bin(op, BinaryOp.Kind.SUBTRACT, x[1], mul(op, x[0], rc)), denC);
    Value rd = bin(op, BinaryOp.Kind.DIVIDE, y[0], y[1]);
    Value denD = bin(op, BinaryOp.Kind.ADD, mul(op, y[0], rd), y[1]);
    Value reD = bin(op, BinaryOp.Kind.DIVIDE, bin(op, BinaryOp.Kind.ADD, mul(op, x[0], rd), x[1]), denD);
    Value imD = bin(op, BinaryOp.Kind.DIVIDE, bin(op, BinaryOp.Kind.SUBTRACT, mul(op, x[1], rd), x[0]), denD);
    return new Value[] {select(op, cWins, reC, reD), select(op, cWins, imC, imD)};
  }

  /**
   * e^re (cos im + i sin im), with the imaginary part im itself when im is 0: e^inf * sin 0 would be NaN, and
   * C99 and XLA give exp(inf + 0i) = inf + 0i.
   */
  Value[] exp(MlirAst.Op op, Value[] z) {
    Value e = un(op, UnaryOp.Kind.EXP, z[0]);
    Value imZero = compare(op, CompareOp.Direction.EQ, z[1], full(op, z[1].type(), 0.0));
    return new Value[] {mul(op, e, un(op, UnaryOp.Kind.COS, z[1])),
        select(op, imZero, z[1], mul(op, e, un(op, UnaryOp.Kind.SIN, z[1])))};
  }

  Value[] parts(MlirAst.Op op, Value z) {
    return new Value[] {part(op, z, 0), part(op, z, 1)};
  }

  /** The real (0) or imaginary (1) part of f32[..., 2]: its slice along the pair axis, reshaped without it. */
  Value part(MlirAst.Op op, Value z, int which) {
    TensorType t = z.type();
    int rank = t.getDimsCount();
    if (rank == 0 || t.getDims(rank - 1) != 2) {
      throw error(op, "invalid " + op.name, "expected a complex value, got " + MlirTypes.toMlir(t));
    }
    SliceOp.Builder slice = SliceOp.newBuilder();
    for (int d = 0; d < rank - 1; d++) {
      slice.addStartIndices(0).addLimitIndices(t.getDims(d));
    }
    slice.addStartIndices(which).addLimitIndices(which + 1);
    Value sliced = im.emit(op, Op.newBuilder().setSlice(slice), List.of(z));
    return im.emit(op, Op.newBuilder().setReshape(ReshapeOp.newBuilder()
        .addAllDims(t.getDimsList().subList(0, rank - 1))), List.of(sliced));
  }

  /** re + i im as f32[..., 2]: each part gains a unit axis and the two are joined along it. */
  Value pack(MlirAst.Op op, Value re, Value imag) {
    List<Long> dims = new ArrayList<>(re.type().getDimsList());
    dims.add(1L);
    Op.Builder reshape = Op.newBuilder().setReshape(ReshapeOp.newBuilder().addAllDims(dims));
    Value r = im.emit(op, reshape.clone(), List.of(re));
    Value i = im.emit(op, reshape.clone(), List.of(imag));
    return im.emit(op, Op.newBuilder().setConcatenate(ConcatenateOp.newBuilder().setDimension(dims.size() - 1)),
        List.of(r, i));
  }

  Value zeros(MlirAst.Op op, TensorType like) {
    return full(op, like, 0.0);
  }

  /** A value of {@code like}'s type with every element {@code value}. */
  Value full(MlirAst.Op op, TensorType like, double value) {
    Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(value, like.getDtype()))), List.of());
    return like.getDimsCount() == 0 ? c : im.broadcastScalar(op, c, like);
  }

  Value compare(MlirAst.Op op, CompareOp.Direction dir, Value a, Value b) {
    return im.emit(op, Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(dir)), List.of(a, b));
  }

  Value select(MlirAst.Op op, Value pred, Value onTrue, Value onFalse) {
    return im.emit(op, Op.newBuilder().setSelect(SelectOp.newBuilder()), List.of(pred, onTrue, onFalse));
  }

  Value mul(MlirAst.Op op, Value a, Value b) {
    return bin(op, BinaryOp.Kind.MULTIPLY, a, b);
  }

  Value bin(MlirAst.Op op, BinaryOp.Kind kind, Value a, Value b) {
    return im.emit(op, binaryOp(kind), List.of(a, b));
  }

  Value un(MlirAst.Op op, UnaryOp.Kind kind, Value a) {
    return im.emit(op, Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(kind)), List.of(a));
  }
}
