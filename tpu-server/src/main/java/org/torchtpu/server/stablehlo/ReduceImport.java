package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.checkOperandTypes;
import static org.torchtpu.server.stablehlo.DeclaredTypes.signature;
import static org.torchtpu.server.stablehlo.OpAttributes.ints;
import static org.torchtpu.server.stablehlo.StableHloImporter.binaryOp;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;
import static org.torchtpu.server.stablehlo.StableHloImporter.unsupported;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.server.stablehlo.MlirAst.Region;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * Single-input {@code stablehlo.reduce} (variadic reduces go to {@link VariadicReduceImport}):
 * the body is recognised as one binary op of its two arguments, and an init value that is not
 * the reduction's identity is folded in after the op set's reduce. The body recognition serves
 * scatter, sort and the window ops as well.
 */
final class ReduceImport {
  private final StableHloImporter im;

  ReduceImport(StableHloImporter im) {
    this.im = im;
  }

  void reduce(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    if (in.size() % 2 != 0 || in.isEmpty()) {
      throw error(op, "invalid " + op.name, "needs inputs and as many init values, got " + in.size() + " operands");
    }
    int n = in.size() / 2;
    if (n != 1) {
      new VariadicReduceImport(im).lower(op, env, in);
      return;
    }
    if (op.regions.size() != 1) {
      throw error(op, "invalid " + op.name, "needs one body region");
    }
    Value x = in.get(0);
    Value init = in.get(1);
    checkOperandTypes(op, in, signature(op, in.size()));
    if (init.type().getDimsCount() != 0 || init.type().getDtype() != x.type().getDtype()) {
      throw error(op, "invalid " + op.name, "init value must be a scalar of the input's element type, got "
          + MlirTypes.toMlir(init.type()));
    }
    if (GeneralBodyImport.needed(op.regions.get(0))) {
      new GeneralBodyImport(im).reduce(op, env, x, init);
      return;
    }
    ReduceOp.Kind kind = reducerKind(op, op.regions.get(0), x.type().getDtype());
    im.finish(op, env, null, reduceOne(op, x, init, kind));
  }

  /** One input reduced over the op's dimensions, starting from {@code init}. */
  Value reduceOne(MlirAst.Op op, Value x, Value init, ReduceOp.Kind kind) {
    Value reduced = im.emit(op, Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(kind)
        .addAllDimensions(ints(op, "dimensions"))), List.of(x));
    if (!isIdentity(init, kind)) {
      // the op set's reduce starts from the identity, so fold a different init in afterwards
      Value initEverywhere = im.broadcastScalar(op, init, reduced.type());
      reduced = im.emit(op, binaryOp(combiner(kind)), List.of(reduced, initEverywhere));
    }
    return reduced;
  }

  /** The reduction a body computes, if it is one binary op of the two block arguments. */
  static ReduceOp.Kind reducerKind(MlirAst.Op op, Region body, DType dtype) {
    String name = singleBinaryBody(op, body, dtype, "reduce");
    boolean pred = dtype == DType.PRED;
    switch (name) {
      case "stablehlo.add":
        return pred ? ReduceOp.Kind.OR : ReduceOp.Kind.SUM;
      case "stablehlo.multiply":
        return pred ? ReduceOp.Kind.AND : ReduceOp.Kind.PROD;
      case "stablehlo.maximum":
        return pred ? ReduceOp.Kind.OR : ReduceOp.Kind.MAX;
      case "stablehlo.minimum":
        return pred ? ReduceOp.Kind.AND : ReduceOp.Kind.MIN;
      case "stablehlo.and":
      case "stablehlo.or":
        if (!pred) {
          throw unsupported(op, "bitwise " + name + " reductions of " + MlirTypes.elementName(dtype)
              + " are not supported (only of i1)");
        }
        return name.equals("stablehlo.and") ? ReduceOp.Kind.AND : ReduceOp.Kind.OR;
      default:
        throw unsupported(op, "reduce body " + name + " is not supported; the body must be one "
            + "stablehlo.add, maximum, minimum, multiply, and or or of its two arguments");
    }
  }

  /**
   * Checks that a body is {@code r = <op>(a, b); return r} over its two scalar arguments (in
   * either order) and returns the op's name ("return" alone for a body returning b, which
   * scatter uses for replacement).
   */
  static String singleBinaryBody(MlirAst.Op op, Region body, DType dtype, String what) {
    String shape = describeBody(body);
    if (body.argNames.size() != 2) {
      throw unsupported(op, what + " body with " + body.argNames.size() + " arguments (" + shape + ")");
    }
    for (Type t : body.argTypes) {
      if (!(t instanceof Tensor tensor) || tensor.type().getDimsCount() != 0 || tensor.type().getDtype() != dtype) {
        throw error(op, "invalid " + op.name, what + " body arguments must be scalars of "
            + MlirTypes.elementName(dtype) + " (" + shape + ")");
      }
    }
    String a = body.argNames.get(0);
    String b = body.argNames.get(1);
    if (body.ops.size() == 1 && isReturnOf(body.ops.get(0), b)) {
      return "return";
    }
    if (body.ops.size() != 2) {
      throw unsupported(op, what + " body " + shape + " is not a single binary op");
    }
    MlirAst.Op inner = body.ops.get(0);
    boolean onArguments = inner.operands.size() == 2 && inner.results.size() == 1
        && ((inner.operands.get(0).equals(a) && inner.operands.get(1).equals(b))
            || (inner.operands.get(0).equals(b) && inner.operands.get(1).equals(a)));
    if (!onArguments || !isReturnOf(body.ops.get(1), inner.results.get(0))) {
      throw unsupported(op, what + " body " + shape + " is not a single binary op of its two arguments");
    }
    return inner.name;
  }

  private static boolean isReturnOf(MlirAst.Op op, String value) {
    return (op.name.equals("stablehlo.return") || op.name.equals("func.return"))
        && op.operands.size() == 1 && op.operands.get(0).equals(value);
  }

  static String describeBody(Region body) {
    List<String> names = new ArrayList<>();
    for (MlirAst.Op inner : body.ops) {
      names.add(inner.name);
    }
    return "[" + String.join(", ", names) + "]";
  }

  private static BinaryOp.Kind combiner(ReduceOp.Kind kind) {
    return switch (kind) {
      case SUM -> BinaryOp.Kind.ADD;
      case PROD -> BinaryOp.Kind.MULTIPLY;
      case MAX -> BinaryOp.Kind.MAXIMUM;
      case MIN -> BinaryOp.Kind.MINIMUM;
      case AND -> BinaryOp.Kind.AND;
      case OR -> BinaryOp.Kind.OR;
      default -> throw new IllegalStateException("no combiner for " + kind);
    };
  }

  /** Whether {@code init} is a constant equal to the identity of the reduction (so it changes nothing). */
  boolean isIdentity(Value init, ReduceOp.Kind kind) {
    TensorLiteral literal = im.constants.get(init.id());
    if (literal == null) {
      return false;
    }
    DType dtype = init.type().getDtype();
    if (DTypes.isFloat(dtype)) {
      float v = LiteralCodec.toFloats(literal)[0];
      return switch (kind) {
        case SUM -> v == 0f; // +0 and -0 alike: x + 0 == x for every x but -0, whose sum sign is moot here
        case PROD -> v == 1f;
        case MAX -> v == Float8Format.lowestOf(dtype); // -inf, or finfo.min in fp8 without infinity
        case MIN -> v == -Float8Format.lowestOf(dtype);
        default -> false;
      };
    }
    long v = LiteralCodec.toLongs(literal)[0];
    long[] range = switch (dtype) {
      case S8 -> new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
      case U8 -> new long[] {0, 255};
      case U32 -> new long[] {0, 0xffffffffL};
      case U64 -> new long[] {0, -1L};
      case S32 -> new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE};
      case S64 -> new long[] {Long.MIN_VALUE, Long.MAX_VALUE};
      default -> new long[] {0, 1};
    };
    return switch (kind) {
      case SUM, OR -> v == 0;
      case PROD, AND -> v == 1;
      case MAX -> v == range[0];
      case MIN -> v == range[1];
      default -> false;
    };
  }
}
