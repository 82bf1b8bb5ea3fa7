package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.checkOperandTypes;
import static org.torchtpu.server.stablehlo.DeclaredTypes.declaredResult;
import static org.torchtpu.server.stablehlo.DeclaredTypes.requireResultCount;
import static org.torchtpu.server.stablehlo.DeclaredTypes.signature;
import static org.torchtpu.server.stablehlo.DeclaredTypes.tensor;
import static org.torchtpu.server.stablehlo.StableHloImporter.binaryOp;
import static org.torchtpu.server.stablehlo.StableHloImporter.define;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;

import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BitcastConvertOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.stablehlo.MlirAst.DenseAttr;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * The elementwise ops whose mapping is more than a table lookup ({@link StableHloImporter#UNARY}
 * and {@link StableHloImporter#BINARY} serve the rest): {@code chlo.erfc} as {@code 1 - erf},
 * {@code compare} with its direction in either spelling, {@code convert} (dropped when it changes
 * nothing), and {@code constant}s from their dense literal.
 */
final class ElementwiseImport {
  private final StableHloImporter im;

  ElementwiseImport(StableHloImporter im) {
    this.im = im;
  }

  /** erfc(x) = 1 - erf(x): the op set has erf but no erfc. */
  void erfc(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    Value x = in.get(0);
    Value erf = im.emit(op, Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.ERF)), in);
    Value one = splat(op, 1.0, x.type());
    im.finish(op, env, in, im.emit(op, binaryOp(BinaryOp.Kind.SUBTRACT), List.of(one, erf)));
  }

  /** A constant scalar broadcast to {@code like}'s shape. */
  private Value splat(MlirAst.Op op, double value, TensorType like) {
    TensorLiteral scalar = LiteralCodec.scalar(value, like.getDtype());
    Value c = im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(scalar)), List.of());
    return im.broadcastScalar(op, c, like);
  }

  void compare(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    String direction;
    String compareType = null;
    if (op.attributes.get("comparison_direction") instanceof DialectAttr d) {
      direction = lastWord(op, d);
      if (op.attributes.get("compare_type") instanceof DialectAttr t) {
        compareType = lastWord(op, t);
      }
    } else if (!op.keywords.isEmpty()) {
      direction = op.keywords.get(0);
      compareType = op.keywords.size() > 1 ? op.keywords.get(1) : null;
    } else {
      throw error(op, "invalid " + op.name, "missing comparison direction");
    }
    CompareOp.Direction dir;
    try {
      dir = CompareOp.Direction.valueOf(direction);
    } catch (IllegalArgumentException e) {
      throw error(op, "invalid " + op.name, "unknown comparison direction " + direction);
    }
    if (dir == CompareOp.Direction.DIRECTION_UNSPECIFIED || dir == CompareOp.Direction.UNRECOGNIZED) {
      throw error(op, "invalid " + op.name, "unknown comparison direction " + direction);
    }
    List<Value> keys = in;
    if ("TOTALORDER".equals(compareType) && DTypes.isFloat(in.get(0).type().getDtype())) {
      keys = List.of(totalOrderKey(op, in.get(0)), totalOrderKey(op, in.get(1)));
    }
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(dir)), keys));
  }

  /**
   * An s32 whose signed order is IEEE totalOrder on x (-NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN), as
   * StableHLO's TOTALORDER compare wants (JAX's searchsorted and expm's argument checks use it): x's f32 bits, with
   * the magnitude bits of negative values flipped so larger magnitudes order lower. Narrower floats widen to f32
   * first, which keeps their sign, zero sign and order. The fnuz fp8 formats have one NaN, 0x80, the pattern of
   * their missing -0; widened it would be +NaN, above +inf, but XLA's total order (its comparison expander) reads
   * 0x80 as the most negative integer, below every value: so does this.
   */
  private Value totalOrderKey(MlirAst.Op op, Value x) {
    DType dtype = x.type().getDtype();
    TensorType f32 = x.type().toBuilder().setDtype(DType.F32).build();
    if (dtype != DType.F32) {
      x = im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.F32)), List.of(x));
    }
    Value bits = im.emit(op, Op.newBuilder().setBitcastConvert(BitcastConvertOp.newBuilder().setDtype(DType.S32)),
        List.of(x));
    TensorType s32 = f32.toBuilder().setDtype(DType.S32).build();
    Value negative = emitCompare(op, CompareOp.Direction.LT, bits, splat(op, 0, s32));
    Value flipped = im.emit(op, binaryOp(BinaryOp.Kind.XOR), List.of(bits, splat(op, Integer.MAX_VALUE, s32)));
    Value key = emitSelect(op, negative, flipped, bits);
    if (dtype == DType.F8E4M3FNUZ || dtype == DType.F8E5M2FNUZ || dtype == DType.F8E4M3B11FNUZ) {
      Value nan = emitCompare(op, CompareOp.Direction.NE, x, x);
      key = emitSelect(op, nan, splat(op, Integer.MIN_VALUE, s32), key);
    }
    return key;
  }

  private Value emitCompare(MlirAst.Op op, CompareOp.Direction direction, Value x, Value y) {
    return im.emit(op, Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(direction)), List.of(x, y));
  }

  private Value emitSelect(MlirAst.Op op, Value which, Value ifTrue, Value ifFalse) {
    return im.emit(op, Op.newBuilder().setSelect(SelectOp.getDefaultInstance()), List.of(which, ifTrue, ifFalse));
  }

  static String lastWord(MlirAst.Op op, DialectAttr attr) {
    if (attr.words().isEmpty()) {
      throw error(op, "invalid " + op.name, "empty attribute #" + attr.name() + "<>");
    }
    return attr.words().get(attr.words().size() - 1);
  }

  void convert(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    TensorType result = declaredResult(op, 1);
    if (DeclaredTypes.matches(result, in.get(0).type())) {
      checkOperandTypes(op, in, signature(op, 1));
      requireResultCount(op, 1);
      define(env, op.results.get(0), in.get(0), op.pos, op.name);
      return;
    }
    im.finish(op, env, in,
        im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(result.getDtype())), in));
  }

  /** bitcast_convert between same-width types; the op set's typing refuses pairs it cannot reinterpret. */
  void bitcastConvert(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    TensorType result = declaredResult(op, 1);
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setBitcastConvert(
        org.torchtpu.api.v1.BitcastConvertOp.newBuilder().setDtype(result.getDtype())), in));
  }

  void constant(MlirAst.Op op, Map<String, Value> env) {
    operands(op, env, 0);
    if (!(op.attributes.get("value") instanceof DenseAttr dense)) {
      throw error(op, "invalid " + op.name, "needs a dense<...> value");
    }
    TensorType type = declaredResult(op, 0);
    if (dense.type() != null) {
      TensorType own = tensor(dense.type(), dense.pos(), op.name, "the dense value");
      if (!own.equals(type)) {
        throw error(op, "type mismatch in " + op.name, "the value is " + MlirTypes.toMlir(own)
            + " but the op declares " + MlirTypes.toMlir(type));
      }
    }
    im.constantBudget.charge(op, type); // before it is built: a splat is small text and a large value
    TensorLiteral literal = DenseLiterals.toLiteral(dense.literal(), type, dense.pos(), op.name);
    im.finish(op, env, List.of(), im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(literal)),
        List.of()));
  }
}
