package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.StableHloImporter.binaryOp;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReshapeOp;
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

  Value abs(MlirAst.Op op, Value[] z) {
    return un(op, UnaryOp.Kind.SQRT, bin(op, BinaryOp.Kind.ADD, mul(op, z[0], z[0]), mul(op, z[1], z[1])));
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
    Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.scalar(0.0, like.getDtype()))), List.of());
    return like.getDimsCount() == 0 ? c : im.broadcastScalar(op, c, like);
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
