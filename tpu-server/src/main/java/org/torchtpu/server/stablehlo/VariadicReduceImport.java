package org.torchtpu.server.stablehlo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * A {@code stablehlo.reduce} of several inputs at once, in the two forms exporters emit:
 * <ul>
 *   <li>independent reductions sharing one op (each result is one binary op of its own pair of
 *       block arguments): split into one reduce per input;
 *   <li>argmax/argmin as JAX lowers {@code jnp.argmax}: (values, iota indices) reduced together
 *       by a compare/select body. The body is recognised by what it computes, not how it is
 *       spelled: it is evaluated on scalar cases (ties, NaNs, both argument orders) and must agree
 *       with argmax (or argmin) taking the first index on ties and the first NaN, which is what
 *       the op set's {@code arg_reduce} computes. It becomes arg_reduce for the indices and a
 *       max/min reduce for the values.
 * </ul>
 * Any other body is rejected, naming the op, its line and the body's ops.
 */
final class VariadicReduceImport {
  private final StableHloImporter im;

  VariadicReduceImport(StableHloImporter im) {
    this.im = im;
  }

  void lower(MlirAst.Op op, Map<String, Value> env, List<Value> in) {
    int n = in.size() / 2;
    if (op.regions.size() != 1) {
      throw StableHloImporter.error(op, "invalid " + op.name, "needs one body region");
    }
    Signature sig = DeclaredTypes.signature(op, in.size());
    DeclaredTypes.checkOperandTypes(op, in, sig);
    MlirAst.Region body = op.regions.get(0);
    if (body.argNames.size() != 2 * n) {
      throw StableHloImporter.error(op, "invalid " + op.name, "the body takes " + body.argNames.size()
          + " arguments, a reduce of " + n + " inputs needs " + 2 * n);
    }
    for (int i = 0; i < n; i++) {
      TensorType init = in.get(n + i).type();
      if (init.getDimsCount() != 0 || init.getDtype() != in.get(i).type().getDtype()) {
        throw StableHloImporter.error(op, "invalid " + op.name, "init value " + i + " must be a scalar of input "
            + i + "'s element type, got " + MlirTypes.toMlir(init));
      }
    }
    List<Value> results = independent(op, body, in, n);
    if (results == null) {
      results = argReduce(op, body, in, n);
    }
    DeclaredTypes.requireResultCount(op, n);
    for (int i = 0; i < n; i++) {
      DeclaredTypes.checkResult(op, i, results.get(i), sig);
      StableHloImporter.define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  /** Each output one binary op of (accumulator i, element i): one reduce per input; null when not so. */
  private List<Value> independent(MlirAst.Op op, MlirAst.Region body, List<Value> in, int n) {
    MlirAst.Op ret = body.ops.get(body.ops.size() - 1);
    if (body.ops.size() != n + 1 || !ret.name.equals("stablehlo.return") || ret.operands.size() != n) {
      return null;
    }
    List<Value> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      MlirAst.Op inner = null;
      for (MlirAst.Op candidate : body.ops) {
        if (candidate.results.size() == 1 && candidate.results.get(0).equals(ret.operands.get(i))) {
          inner = candidate;
        }
      }
      String a = body.argNames.get(i);
      String b = body.argNames.get(n + i);
      if (inner == null || inner.operands.size() != 2 || !(inner.operands.containsAll(List.of(a, b)))) {
        return null;
      }
      MlirAst.Region single = new MlirAst.Region();
      single.argNames.addAll(List.of(a, b));
      single.argTypes.addAll(List.of(body.argTypes.get(i), body.argTypes.get(n + i)));
      single.ops.add(inner);
      MlirAst.Op singleReturn = new MlirAst.Op("stablehlo.return", ret.pos, false);
      singleReturn.operands.add(inner.results.get(0));
      single.ops.add(singleReturn);
      ReduceOp.Kind kind = ReduceImport.reducerKind(op, single, in.get(i).type().getDtype());
      out.add(new ReduceImport(im).reduceOne(op, in.get(i), in.get(n + i), kind));
    }
    return out;
  }

  private List<Value> argReduce(MlirAst.Op op, MlirAst.Region body, List<Value> in, int n) {
    String shape = ReduceImport.describeBody(body);
    if (n != 2) {
      throw StableHloImporter.unsupported(op, "a reduce of " + n + " inputs with body " + shape + " is not supported: "
          + "only independent reductions and argmax/argmin over (values, indices) are");
    }
    Value values = in.get(0);
    Value indices = in.get(1);
    DType valueType = values.type().getDtype();
    DType indexType = indices.type().getDtype();
    ArgReduceOp.Kind kind = im.scalarProbes.recognise(body, List.of("arg reduce", DTypes.isFloat(valueType)),
        () -> argReduceKind(op, body, DTypes.isFloat(valueType)));
    if (kind == null || valueType == DType.PRED || (indexType != DType.S32 && indexType != DType.S64)) {
      throw StableHloImporter.unsupported(op, "the body " + shape + " of this 2-input reduce over "
          + MlirTypes.toMlir(values.type()) + " and " + MlirTypes.toMlir(indices.type()) + " is not argmax or "
          + "argmin (first index on ties, NaN wins) over values and s32/s64 indices; no other 2-input body is supported");
    }
    List<Long> dims = OpAttributes.ints(op, "dimensions");
    Long iotaDim = im.iotaDimensions.get(indices.id());
    if (dims.size() != 1 || iotaDim == null || !iotaDim.equals(dims.get(0))
        || !indices.type().getDimsList().equals(values.type().getDimsList())) {
      throw StableHloImporter.unsupported(op, "argmax/argmin must reduce one dimension with indices made by an iota "
          + "along it; this one reduces " + dims + " with indices " + (iotaDim == null ? "not from an iota"
              : "from an iota along dimension " + iotaDim));
    }
    ReduceOp.Kind valueKind = kind == ArgReduceOp.Kind.ARGMAX ? ReduceOp.Kind.MAX : ReduceOp.Kind.MIN;
    if (!new ReduceImport(im).isIdentity(in.get(2), valueKind) || !isZero(in.get(3))) {
      throw StableHloImporter.unsupported(op, "argmax/argmin init values must be " + (valueKind == ReduceOp.Kind.MAX
          ? "-inf" : "+inf") + " (for integers and float8 formats without infinity, the type's "
          + (valueKind == ReduceOp.Kind.MAX ? "minimum" : "maximum") + ") and index 0; got "
          + describeInit(in.get(2)) + " and " + describeInit(in.get(3)));
    }
    Value best = new ReduceImport(im).reduceOne(op, values, in.get(2), valueKind);
    Value index = im.emit(op, Op.newBuilder().setArgReduce(ArgReduceOp.newBuilder().setKind(kind)
        .setDimension(dims.get(0)).setIndexDtype(indexType)), List.of(values));
    return List.of(best, index);
  }

  /** ARGMAX or ARGMIN when the body computes it, else null; its evaluations are charged to the import's probes. */
  private ArgReduceOp.Kind argReduceKind(MlirAst.Op op, MlirAst.Region body, boolean floating) {
    Runnable probed = () -> im.scalarProbes.charge(op, body);
    for (ArgReduceOp.Kind candidate : List.of(ArgReduceOp.Kind.ARGMAX, ArgReduceOp.Kind.ARGMIN)) {
      if (ScalarRegion.computesArgReduce(body, candidate == ArgReduceOp.Kind.ARGMAX, floating, probed)) {
        return candidate;
      }
    }
    return null;
  }

  /** An init operand as the message shows it: its constant's first value, or that it is not a constant. */
  private String describeInit(Value v) {
    TensorLiteral literal = im.constants.get(v.id());
    if (literal == null) {
      return "a non-constant " + v.type().getDtype();
    }
    Object first = DTypes.isFloat(literal.getType().getDtype()) ? (Object) LiteralCodec.toFloats(literal)[0]
        : (Object) LiteralCodec.toLongs(literal)[0];
    return first + " (" + v.type().getDtype() + ")";
  }

  private boolean isZero(Value v) {
    TensorLiteral literal = im.constants.get(v.id());
    return literal != null && LiteralCodec.toLongs(literal)[0] == 0;
  }

  /** A region of scalar ops evaluated on concrete scalars (doubles, longs and booleans). */
  static final class ScalarRegion {
    private ScalarRegion() {}

    /**
     * Whether {@code body(v0, i0, v1, i1)} returns argmax's (or argmin's) pick on every case of a
     * small grid: both orders of the indices, ties, and (for floats) NaNs on either side. {@code probed} runs before
     * each evaluation.
     */
    static boolean computesArgReduce(MlirAst.Region body, boolean max, boolean floating, Runnable probed) {
      if (body.argNames.size() != 4 || !(body.argTypes.get(0) instanceof Tensor)) {
        return false;
      }
      double[] values = floating ? new double[] {-2, 0, 3, Double.NaN} : new double[] {-2, 0, 3};
      long[][] indexPairs = {{0, 1}, {1, 0}, {2, 5}};
      for (double a : values) {
        for (double b : values) {
          for (long[] ij : indexPairs) {
            if (Double.isNaN(a) && Double.isNaN(b) && ij[0] > ij[1]) {
              continue; // which of two NaNs wins then depends on the reduction order
            }
            probed.run();
            Object[] got = evaluate(body, List.of(floating ? (Object) a : (Object) (long) a, ij[0],
                floating ? (Object) b : (Object) (long) b, ij[1]));
            if (got == null || got.length != 2) {
              return false;
            }
            boolean pickA;
            if (Double.isNaN(a)) {
              pickA = true;
            } else if (Double.isNaN(b)) {
              pickA = false;
            } else if (a == b) {
              pickA = ij[0] < ij[1];
            } else {
              pickA = max ? a > b : a < b;
            }
            double wantValue = pickA ? a : (a == b ? a : b);
            long wantIndex = pickA ? ij[0] : ij[1];
            if (!(got[1] instanceof Long index) || index != wantIndex || !sameValue(got[0], wantValue)) {
              return false;
            }
          }
        }
      }
      return true;
    }

    private static boolean sameValue(Object got, double want) {
      double g = got instanceof Double d ? d : got instanceof Long l ? l : Double.NaN - 1;
      return Double.isNaN(want) ? Double.isNaN(g) : g == want;
    }

    /** The returned scalars, or null when the body uses an op this evaluator does not know. */
    static Object[] evaluate(MlirAst.Region body, List<Object> args) {
      return evaluate(body, args, Map.of());
    }

    /**
     * {@link #evaluate} of a body that also reads scalars of the enclosing function ({@code captured}: jax.export
     * hoists a comparator's constants out of its region).
     */
    static Object[] evaluate(MlirAst.Region body, List<Object> args, Map<String, Object> captured) {
      Map<String, Object> env = new java.util.HashMap<>(captured);
      for (int i = 0; i < args.size(); i++) {
        env.put(body.argNames.get(i), args.get(i));
      }
      for (MlirAst.Op op : body.ops) {
        List<Object> in = new ArrayList<>();
        for (String name : op.operands) {
          Object v = env.get(name);
          if (v == null) {
            return null;
          }
          in.add(v);
        }
        if (op.name.equals("stablehlo.return") || op.name.equals("func.return")) { // a region, or a called function
          return in.toArray();
        }
        Object out = apply(op, in);
        if (out == null || op.results.size() != 1) {
          return null;
        }
        env.put(op.results.get(0), out);
      }
      return null;
    }

    private static Object apply(MlirAst.Op op, List<Object> in) {
      switch (op.name) {
        case "stablehlo.compare" -> {
          String dir = op.attributes.get("comparison_direction") instanceof MlirAst.DialectAttr d
              && !d.words().isEmpty() ? d.words().get(d.words().size() - 1)
              : op.keywords.isEmpty() ? "" : op.keywords.get(0);
          if (in.size() != 2) {
            return null;
          }
          double x = number(in.get(0));
          double y = number(in.get(1));
          if (totalOrder(op)) { // -0 < +0 and NaN above +inf, equal to itself (the NaNs probed are positive)
            int c = Double.compare(x, y);
            return switch (dir) {
              case "EQ" -> c == 0;
              case "NE" -> c != 0;
              case "LT" -> c < 0;
              case "LE" -> c <= 0;
              case "GT" -> c > 0;
              case "GE" -> c >= 0;
              default -> null;
            };
          }
          return switch (dir) {
            case "EQ" -> x == y;
            case "NE" -> x != y;
            case "LT" -> x < y;
            case "LE" -> x <= y;
            case "GT" -> x > y;
            case "GE" -> x >= y;
            default -> null;
          };
        }
        case "stablehlo.select" -> {
          return in.size() == 3 && in.get(0) instanceof Boolean p ? (p ? in.get(1) : in.get(2)) : null;
        }
        case "stablehlo.and", "stablehlo.or", "stablehlo.xor" -> {
          if (in.size() != 2 || !(in.get(0) instanceof Boolean p) || !(in.get(1) instanceof Boolean q)) {
            return null;
          }
          return op.name.endsWith("and") ? p && q : op.name.endsWith("xor") ? p ^ q : p || q;
        }
        case "stablehlo.not" -> {
          return in.size() == 1 && in.get(0) instanceof Boolean p ? !p : null;
        }
        case "stablehlo.constant" -> {
          return constant(op);
        }
        default -> {
          return null;
        }
      }
    }

    /** Whether a compare is of type TOTALORDER (custom syntax keyword or compare_type attribute). */
    private static boolean totalOrder(MlirAst.Op op) {
      return op.keywords.contains("TOTALORDER")
          || op.attributes.get("compare_type") instanceof MlirAst.DialectAttr d && d.words().contains("TOTALORDER");
    }

    /** A scalar constant's value (Double for floats, Long for integers, Boolean for i1), or null. */
    static Object constant(MlirAst.Op op) {
      if (!(op.attributes.get("value") instanceof MlirAst.DenseAttr dense)) {
        return null;
      }
      try {
        TensorType type = DeclaredTypes.declaredResult(op, 0);
        if (type.getDimsCount() != 0) {
          return null;
        }
        TensorLiteral literal = DenseLiterals.toLiteral(dense.literal(), type, dense.pos(), op.name);
        if (DTypes.isFloat(type.getDtype())) {
          return (double) LiteralCodec.toFloats(literal)[0];
        }
        long v = LiteralCodec.toLongs(literal)[0];
        return type.getDtype() == DType.PRED ? (Object) (v != 0) : (Object) v;
      } catch (RuntimeException e) {
        return null;
      }
    }

    private static double number(Object v) {
      return v instanceof Double d ? d : v instanceof Long l ? l : Double.NaN;
    }
  }
}
