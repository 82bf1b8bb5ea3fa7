package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.declaredResult;
import static org.torchtpu.server.stablehlo.OpAttributes.ints;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;
import static org.torchtpu.server.stablehlo.StableHloImporter.unsupported;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.DynamicUpdateSliceOp;
import org.torchtpu.api.v1.FftOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * Ops on complex values. A {@code complex<f32>} tensor is imported as f32 with a trailing dimension of 2 (real,
 * imaginary: the bytes of complex64), so the ops that act on each float alike (add, subtract, negate, reshape,
 * concatenate, reverse, constants, control flow and calls: {@link #PAIRWISE}) import unchanged, and this class
 * lowers the rest to real arithmetic on the two parts: multiply and log by their textbook formulas, abs scaled
 * by the larger part, divide by Smith's algorithm, exp with an exact zero imaginary part for a real argument (see
 * {@link ComplexParts}), dot_general as four real products, data movement with the pair axis kept last, the conversions
 * (a real value gains a zero imaginary part; complex to real keeps the real part, as XLA does), real, imag,
 * complex, compare (EQ, NE) and the fft op; the elementary functions (sqrt, rsqrt, sine, cosine, tan, tanh, log1p,
 * expm1, power) are {@link ComplexFunctions}. Whatever else touches a complex value is refused by name.
 */
final class ComplexImport {
  /** Ops whose meaning on the f32[..., 2] form is their meaning on complex values. */
  static final Set<String> PAIRWISE = Set.of("func.return", "stablehlo.return", "func.call", "stablehlo.composite",
      "stablehlo.while", "stablehlo.case", "stablehlo.if", "stablehlo.optimization_barrier", "stablehlo.add",
      "stablehlo.subtract", "stablehlo.negate", "stablehlo.reshape", "stablehlo.concatenate", "stablehlo.reverse",
      "stablehlo.constant");

  /** Ops that only exist for complex values (or make them from real ones). */
  static final Set<String> COMPLEX_OPS = Set.of("stablehlo.fft", "stablehlo.real", "stablehlo.imag",
      "stablehlo.complex");

  private final StableHloImporter im;
  private final ComplexParts p;
  private final ComplexFunctions functions;

  ComplexImport(StableHloImporter im) {
    this.im = im;
    this.p = new ComplexParts(im);
    this.functions = new ComplexFunctions(p);
  }

  /** True when this class lowers {@code op}: a complex-only op, or one that is not pairwise on complex types. */
  static boolean lowers(MlirAst.Op op) {
    return COMPLEX_OPS.contains(op.name) || (!PAIRWISE.contains(op.name) && touchesComplex(op));
  }

  private static boolean touchesComplex(MlirAst.Op op) {
    if (op.functionalType != null) {
      return anyComplex(op.functionalType.inputs()) || anyComplex(op.functionalType.results());
    }
    return anyComplex(op.plainTypes);
  }

  private static boolean anyComplex(List<Type> types) {
    for (Type t : types) {
      if (t instanceof Tensor tensor && tensor.complex()) {
        return true;
      }
    }
    return false;
  }

  /** Whether operand {@code i} is declared complex (one plain type stands for every operand). */
  private static boolean operandComplex(MlirAst.Op op, int i) {
    List<Type> types = op.functionalType != null ? op.functionalType.inputs() : op.plainTypes;
    if (types.isEmpty()) {
      return false;
    }
    Type t = types.get(op.functionalType != null ? i : Math.min(i, types.size() - 1));
    return t instanceof Tensor tensor && tensor.complex();
  }

  private static boolean resultComplex(MlirAst.Op op) {
    List<Type> types = op.functionalType != null ? op.functionalType.results() : op.plainTypes;
    return !types.isEmpty() && types.get(types.size() - 1) instanceof Tensor t && t.complex();
  }

  void lower(MlirAst.Op op, Map<String, Value> env) {
    switch (op.name) {
      case "stablehlo.fft" -> fft(op, env);
      case "stablehlo.real", "stablehlo.imag" -> {
        List<Value> in = operands(op, env, 1);
        Value z = in.get(0);
        im.finish(op, env, in, operandComplex(op, 0) ? p.part(op, z, op.name.equals("stablehlo.real") ? 0 : 1)
            : op.name.equals("stablehlo.real") ? z : p.zeros(op, z.type()));
      }
      case "stablehlo.complex" -> {
        List<Value> in = operands(op, env, 2);
        Value z = p.pack(op, in.get(0), in.get(1));
        if (op.functionalType == null) { // one type, the complex result's: the parts are its real counterpart
          TensorType part = TensorType.newBuilder().setDtype(z.type().getDtype())
              .addAllDims(z.type().getDimsList().subList(0, z.type().getDimsCount() - 1)).build();
          if (!in.get(0).type().equals(part) || !in.get(1).type().equals(part)) {
            throw error(op, "type mismatch in " + op.name, "the parts must both be " + MlirTypes.toMlir(part));
          }
          im.finish(op, env, null, z);
        } else {
          im.finish(op, env, in, z);
        }
      }
      case "stablehlo.convert" -> convert(op, env);
      case "stablehlo.multiply" -> {
        List<Value> in = operands(op, env, 2);
        Value[] a = p.parts(op, in.get(0));
        Value[] b = p.parts(op, in.get(1));
        im.finish(op, env, in, p.pack(op,
            p.bin(op, BinaryOp.Kind.SUBTRACT, p.mul(op, a[0], b[0]), p.mul(op, a[1], b[1])),
            p.bin(op, BinaryOp.Kind.ADD, p.mul(op, a[0], b[1]), p.mul(op, a[1], b[0]))));
      }
      case "stablehlo.divide" -> {
        List<Value> in = operands(op, env, 2);
        Value[] a = p.parts(op, in.get(0));
        Value[] b = p.parts(op, in.get(1));
        Value[] q = p.divide(op, a, b);
        im.finish(op, env, in, p.pack(op, q[0], q[1]));
      }
      case "stablehlo.abs" -> {
        List<Value> in = operands(op, env, 1);
        im.finish(op, env, in, p.abs(op, p.parts(op, in.get(0))));
      }
      case "stablehlo.exponential" -> {
        List<Value> in = operands(op, env, 1);
        Value[] z = p.parts(op, in.get(0));
        Value[] e = p.exp(op, z);
        im.finish(op, env, in, p.pack(op, e[0], e[1]));
      }
      case "stablehlo.log" -> {
        List<Value> in = operands(op, env, 1);
        Value[] z = p.parts(op, in.get(0));
        im.finish(op, env, in, p.pack(op, p.un(op, UnaryOp.Kind.LOG, p.abs(op, z)),
            p.bin(op, BinaryOp.Kind.ATAN2, z[1], z[0])));
      }
      case "stablehlo.compare" -> compare(op, env);
      case "stablehlo.select" -> {
        List<Value> in = operands(op, env, 3);
        Value pred = in.get(0);
        TensorType pair = in.get(1).type();
        if (pred.type().getDimsCount() > 0) { // the predicate covers both parts of each element
          BroadcastInDimOp.Builder b = BroadcastInDimOp.newBuilder().addAllResultDims(pair.getDimsList());
          for (int d = 0; d < pred.type().getDimsCount(); d++) {
            b.addBroadcastDimensions(d);
          }
          pred = im.emit(op, Op.newBuilder().setBroadcastInDim(b), List.of(pred));
        }
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setSelect(org.torchtpu.api.v1.SelectOp.getDefaultInstance()),
            List.of(pred, in.get(1), in.get(2))));
      }
      case "stablehlo.broadcast_in_dim" -> {
        List<Value> in = operands(op, env, 1);
        TensorType result = declaredResult(op, 1);
        List<Long> dims = new ArrayList<>(ints(op, "dims", "broadcast_dimensions"));
        dims.add((long) result.getDimsCount() - 1);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder()
            .addAllResultDims(result.getDimsList()).addAllBroadcastDimensions(dims)), in));
      }
      case "stablehlo.transpose" -> {
        List<Value> in = operands(op, env, 1);
        List<Long> perm = new ArrayList<>(ints(op, "dims", "permutation"));
        perm.add((long) perm.size());
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setTranspose(
            TransposeOp.newBuilder().addAllPermutation(perm)), in));
      }
      case "stablehlo.slice" -> {
        List<Value> in = operands(op, env, 1);
        SliceOp.Builder slice = SliceOp.newBuilder().addAllStartIndices(ints(op, "start_indices")).addStartIndices(0)
            .addAllLimitIndices(ints(op, "limit_indices")).addLimitIndices(2);
        if (op.attributes.containsKey("strides")) {
          slice.addAllStrides(ints(op, "strides")).addStrides(1);
        }
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setSlice(slice), in));
      }
      case "stablehlo.pad" -> {
        List<Value> in = operands(op, env, 2);
        PadOp pad = PadOp.newBuilder().addAllEdgePaddingLow(ints(op, "low", "edge_padding_low"))
            .addAllEdgePaddingHigh(ints(op, "high", "edge_padding_high"))
            .addAllInteriorPadding(ints(op, "interior", "interior_padding")).build();
        Value[] x = p.parts(op, in.get(0));
        Value[] v = p.parts(op, in.get(1));
        im.finish(op, env, in, p.pack(op, im.emit(op, Op.newBuilder().setPad(pad), List.of(x[0], v[0])),
            im.emit(op, Op.newBuilder().setPad(pad), List.of(x[1], v[1]))));
      }
      case "stablehlo.dynamic_slice" -> {
        List<Value> in = operands(op, env);
        List<Long> sizes = new ArrayList<>(ints(op, "sizes", "slice_sizes"));
        sizes.add(2L);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setDynamicSlice(
            DynamicSliceOp.newBuilder().addAllSliceSizes(sizes)), p.withZeroIndex(op, in, 1)));
      }
      case "stablehlo.dynamic_update_slice" -> {
        List<Value> in = operands(op, env);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setDynamicUpdateSlice(
            DynamicUpdateSliceOp.getDefaultInstance()), p.withZeroIndex(op, in, 2)));
      }
      case "stablehlo.dot_general", "stablehlo.dot" -> dot(op, env);
      case "stablehlo.reduce" -> reduce(op, env);
      case "stablehlo.scatter" -> scatter(op, env);
      default -> {
        if (!ComplexFunctions.handles(op.name)) {
          throw unsupported(op, op.name + " of complex values is not supported (complex values support add, "
              + "subtract, negate, multiply, divide, abs, exponential, log, sqrt, rsqrt, sine, cosine, tan, tanh, "
              + "log_plus_one, exponential_minus_one, power, compare EQ/NE, real, imag, complex, convert, fft, "
              + "dot_general, sum reductions, replacing or adding scatters and data movement)");
        }
        boolean binary = op.name.equals("stablehlo.power");
        List<Value> in = operands(op, env, binary ? 2 : 1);
        Value[] r = functions.apply(op, p.parts(op, in.get(0)), binary ? p.parts(op, in.get(1)) : null);
        im.finish(op, env, in, p.pack(op, r[0], r[1]));
      }
    }
  }

  // ------------------------------------------------------------------------------------ ops

  private void fft(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    MlirAst.Attr attr = op.attributes.containsKey("fft_type") ? op.attributes.get("fft_type")
        : op.attributes.get("type");
    String word = attr instanceof MlirAst.KeywordAttr k ? k.word()
        : attr instanceof MlirAst.DialectAttr d && !d.words().isEmpty() ? d.words().get(d.words().size() - 1) : null;
    FftOp.Type type;
    try {
      type = word == null ? null : FftOp.Type.valueOf(word);
    } catch (IllegalArgumentException e) {
      type = null;
    }
    if (type == null || type == FftOp.Type.UNRECOGNIZED) {
      throw error(op, "invalid " + op.name, "needs its type: FFT, IFFT, RFFT or IRFFT (got " + word + ")");
    }
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setFft(FftOp.newBuilder().setType(type)
        .addAllFftLength(ints(op, "length", "fft_length"))), in));
  }

  private void convert(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    Value x = in.get(0);
    TensorType result = declaredResult(op, 1);
    boolean fromComplex = operandComplex(op, 0);
    boolean toComplex = resultComplex(op);
    Value out;
    if (fromComplex && toComplex) {
      out = x;
    } else if (toComplex) { // a real or integer value gains a zero imaginary part
      Value re = x.type().getDtype() == DType.F32 ? x
          : im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(DType.F32)), List.of(x));
      out = p.pack(op, re, p.zeros(op, re.type()));
    } else { // complex to real keeps the real part
      out = p.part(op, x, 0);
      if (result.getDtype() != DType.F32) {
        out = im.emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(result.getDtype())),
            List.of(out));
      }
    }
    im.finish(op, env, in, out);
  }

  private void compare(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    String direction = op.attributes.get("comparison_direction") instanceof MlirAst.DialectAttr d
        ? ElementwiseImport.lastWord(op, d) : op.keywords.isEmpty() ? "" : op.keywords.get(0);
    if (!direction.equals("EQ") && !direction.equals("NE")) {
      throw unsupported(op, "complex values compare only EQ or NE (they have no order), got " + direction);
    }
    CompareOp.Direction dir = CompareOp.Direction.valueOf(direction);
    Value[] a = p.parts(op, in.get(0));
    Value[] b = p.parts(op, in.get(1));
    Op.Builder cmp = Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(dir));
    Value re = im.emit(op, cmp.clone(), List.of(a[0], b[0]));
    Value imag = im.emit(op, cmp.clone(), List.of(a[1], b[1]));
    im.finish(op, env, in, p.bin(op, dir == CompareOp.Direction.EQ ? BinaryOp.Kind.AND : BinaryOp.Kind.OR, re, imag));
  }

  /** (a + ib)(c + id) contracted: re = ac - bd, im = ad + bc, each a real dot_general of the parts. */
  private void dot(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    DotGeneralOp.Builder numbers;
    if (op.name.equals("stablehlo.dot")) {
      numbers = DotGeneralOp.newBuilder().addLhsContractingDims(in.get(0).type().getDimsCount() - 2)
          .addRhsContractingDims(0).setPrecision(DotImport.precision(op));
    } else {
      numbers = DotImport.dimensionNumbers(op);
    }
    Value[] a = p.parts(op, in.get(0));
    Value[] b = p.parts(op, in.get(1));
    Op.Builder dot = Op.newBuilder().setDotGeneral(numbers);
    Value ac = im.emit(op, dot.clone(), List.of(a[0], b[0]));
    Value bd = im.emit(op, dot.clone(), List.of(a[1], b[1]));
    Value ad = im.emit(op, dot.clone(), List.of(a[0], b[1]));
    Value bc = im.emit(op, dot.clone(), List.of(a[1], b[0]));
    im.finish(op, env, in, p.pack(op, p.bin(op, BinaryOp.Kind.SUBTRACT, ac, bd), p.bin(op, BinaryOp.Kind.ADD, ad, bc)));
  }

  /** A sum of complex values is the sums of their parts (the only reduction complex numbers have). */
  private void reduce(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    if (in.size() != 2 || op.regions.size() != 1 || !body(op.regions.get(0)).equals("stablehlo.add")) {
      throw unsupported(op, "a reduce of complex values must be one input summed (a body of one stablehlo.add), "
          + "got " + ReduceImport.describeBody(op.regions.isEmpty() ? new MlirAst.Region() : op.regions.get(0)));
    }
    Value[] x = p.parts(op, in.get(0));
    Value[] init = p.parts(op, in.get(1));
    ReduceImport reduce = new ReduceImport(im);
    im.finish(op, env, in, p.pack(op, reduce.reduceOne(op, x[0], init[0], org.torchtpu.api.v1.ReduceOp.Kind.SUM),
        reduce.reduceOne(op, x[1], init[1], org.torchtpu.api.v1.ReduceOp.Kind.SUM)));
  }

  /** A scatter that replaces or adds complex values does so to each part alike. */
  private void scatter(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    String body = op.regions.size() == 1 ? body(op.regions.get(0)) : "";
    if (in.size() != 3 || !(body.equals("return") || body.equals("stablehlo.add"))
        || !(op.attributes.get("scatter_dimension_numbers") instanceof MlirAst.DialectAttr numbers)) {
      throw unsupported(op, "a scatter of complex values must be single-operand and replace or add (update "
          + "computation: return the update, or one stablehlo.add)");
    }
    org.torchtpu.api.v1.ScatterOp.Builder scatter = GatherScatterImport.scatterNumbers(op, numbers)
        .setCombiner(body.equals("return") ? org.torchtpu.api.v1.ScatterOp.Combiner.REPLACE
            : org.torchtpu.api.v1.ScatterOp.Combiner.ADD);
    Value[] x = p.parts(op, in.get(0));
    Value[] u = p.parts(op, in.get(2));
    Value indices = in.get(1);
    Value re = im.emit(op, Op.newBuilder().setScatter(scatter.clone()), List.of(x[0], indices, u[0]));
    Value imag = im.emit(op, Op.newBuilder().setScatter(scatter.clone()), List.of(x[1], indices, u[1]));
    im.finish(op, env, in, p.pack(op, re, imag));
  }

  /**
   * What a two-argument body computes: "return" when it returns its second argument, the op's name when it is one
   * op of both arguments returned, else "".
   */
  private static String body(MlirAst.Region region) {
    if (region.argNames.size() != 2) {
      return "";
    }
    List<MlirAst.Op> ops = region.ops;
    String b = region.argNames.get(1);
    if (ops.size() == 1 && ops.get(0).operands.equals(List.of(b))) {
      return "return";
    }
    if (ops.size() == 2 && ops.get(0).results.size() == 1
        && Set.copyOf(ops.get(0).operands).equals(Set.copyOf(region.argNames))
        && ops.get(1).operands.equals(List.of(ops.get(0).results.get(0)))) {
      return ops.get(0).name;
    }
    return "";
  }
}
