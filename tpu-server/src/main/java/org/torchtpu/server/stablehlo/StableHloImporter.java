package org.torchtpu.server.stablehlo;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ClampOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ConcatenateOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ConvertOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.DynamicSliceOp;
import org.torchtpu.api.v1.DynamicUpdateSliceOp;
import org.torchtpu.api.v1.GatherOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.ScatterOp;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.TransposeOp;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.stablehlo.MlirAst.ArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.Attr;
import org.torchtpu.server.stablehlo.MlirAst.DenseArrayAttr;
import org.torchtpu.server.stablehlo.MlirAst.DenseAttr;
import org.torchtpu.server.stablehlo.MlirAst.DialectAttr;
import org.torchtpu.server.stablehlo.MlirAst.Func;
import org.torchtpu.server.stablehlo.MlirAst.Function;
import org.torchtpu.server.stablehlo.MlirAst.IntAttr;
import org.torchtpu.server.stablehlo.MlirAst.KeywordAttr;
import org.torchtpu.server.stablehlo.MlirAst.Module;
import org.torchtpu.server.stablehlo.MlirAst.Other;
import org.torchtpu.server.stablehlo.MlirAst.PairAttr;
import org.torchtpu.server.stablehlo.MlirAst.Pos;
import org.torchtpu.server.stablehlo.MlirAst.Region;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.MlirAst.Type;

/**
 * Imports StableHLO MLIR text, as {@code jax.jit(f).lower(...).as_text()} prints it (custom op
 * syntax) or in MLIR's generic op form, into a {@link Graph} of the op set.
 *
 * <p>The entry function ({@code @main}, else the only public function) gives the graph's
 * parameters and outputs; {@code func.call}s of private functions are inlined. Every op produced
 * is typed with {@link TypeInference} and its type compared with the one the text declares, so a
 * graph that imports is well-typed and means what the text says.
 *
 * <p>Mappings that are not one to one: {@code chlo.erfc(x)} becomes {@code 1 - erf(x)} (absolute
 * rather than relative accuracy for large x); {@code chlo.square(x)} becomes {@code x * x}; a
 * reduce whose init value is not the identity of its body (0 for add, -inf for max, ...) is
 * followed by combining the init into the result; {@code dot} becomes a {@code dot_general};
 * dot_general and convolution precision HIGH and HIGHEST both map to HIGHEST (the op set has no
 * bf16x3 pass); reduce_window and select_and_scatter keep their init value as an operand;
 * {@code convert} to the operand's own type is dropped. Value ids are local to the graph,
 * parameters first, starting at 1.
 */
public final class StableHloImporter {
  static final Map<String, UnaryOp.Kind> UNARY = Map.ofEntries(
      Map.entry("stablehlo.negate", UnaryOp.Kind.NEGATE), Map.entry("stablehlo.abs", UnaryOp.Kind.ABS),
      Map.entry("stablehlo.exponential", UnaryOp.Kind.EXP), Map.entry("stablehlo.log", UnaryOp.Kind.LOG),
      Map.entry("stablehlo.log_plus_one", UnaryOp.Kind.LOG1P),
      Map.entry("stablehlo.exponential_minus_one", UnaryOp.Kind.EXPM1),
      Map.entry("stablehlo.tanh", UnaryOp.Kind.TANH), Map.entry("stablehlo.logistic", UnaryOp.Kind.LOGISTIC),
      Map.entry("stablehlo.sqrt", UnaryOp.Kind.SQRT), Map.entry("stablehlo.rsqrt", UnaryOp.Kind.RSQRT),
      Map.entry("chlo.erf", UnaryOp.Kind.ERF), Map.entry("stablehlo.sine", UnaryOp.Kind.SIN),
      Map.entry("stablehlo.cosine", UnaryOp.Kind.COS), Map.entry("stablehlo.floor", UnaryOp.Kind.FLOOR),
      Map.entry("stablehlo.ceil", UnaryOp.Kind.CEIL),
      Map.entry("stablehlo.round_nearest_even", UnaryOp.Kind.ROUND_NEAREST_EVEN),
      Map.entry("stablehlo.sign", UnaryOp.Kind.SIGN), Map.entry("stablehlo.not", UnaryOp.Kind.NOT),
      Map.entry("stablehlo.is_finite", UnaryOp.Kind.IS_FINITE), Map.entry("stablehlo.cbrt", UnaryOp.Kind.CBRT),
      Map.entry("stablehlo.count_leading_zeros", UnaryOp.Kind.COUNT_LEADING_ZEROS),
      Map.entry("stablehlo.popcnt", UnaryOp.Kind.POPCNT));

  static final Map<String, BinaryOp.Kind> BINARY = Map.ofEntries(
      Map.entry("stablehlo.add", BinaryOp.Kind.ADD), Map.entry("stablehlo.subtract", BinaryOp.Kind.SUBTRACT),
      Map.entry("stablehlo.multiply", BinaryOp.Kind.MULTIPLY), Map.entry("stablehlo.divide", BinaryOp.Kind.DIVIDE),
      Map.entry("stablehlo.remainder", BinaryOp.Kind.REMAINDER), Map.entry("stablehlo.power", BinaryOp.Kind.POWER),
      Map.entry("stablehlo.maximum", BinaryOp.Kind.MAXIMUM), Map.entry("stablehlo.minimum", BinaryOp.Kind.MINIMUM),
      Map.entry("stablehlo.atan2", BinaryOp.Kind.ATAN2), Map.entry("stablehlo.and", BinaryOp.Kind.AND),
      Map.entry("stablehlo.or", BinaryOp.Kind.OR), Map.entry("stablehlo.xor", BinaryOp.Kind.XOR),
      Map.entry("stablehlo.shift_left", BinaryOp.Kind.SHIFT_LEFT),
      Map.entry("stablehlo.shift_right_logical", BinaryOp.Kind.SHIFT_RIGHT_LOGICAL),
      Map.entry("stablehlo.shift_right_arithmetic", BinaryOp.Kind.SHIFT_RIGHT_ARITHMETIC));

  /** The graph file name ops' SourceLocations carry; their line is the MLIR line. */
  public static final String LOCATION_FILE = "stablehlo";

  record Value(long id, TensorType type) {}

  /** Operand and result types an op's text declares. */
  record Signature(List<TensorType> operands, List<TensorType> results) {}

  final Module module;
  private final Graph.Builder graph = Graph.newBuilder();
  /** Where emitted ops go: the graph, or the region being lowered (see {@link RegionImport}). */
  java.util.function.Consumer<Op> sink = graph::addOps;
  /** Values made by an iota: value id to its iota dimension (argmax reduces over an iota). */
  final Map<Long, Long> iotaDimensions = new HashMap<>();
  final Map<Long, TensorLiteral> constants = new HashMap<>();
  final Deque<String> callStack = new ArrayDeque<>();
  long nextId = 1;

  private StableHloImporter(Module module) {
    this.module = module;
  }

  /**
   * The graph the module's entry function computes.
   *
   * @throws StableHloImportException naming the line, column and op of the first problem
   */
  public static Graph parse(String mlirText) {
    // a Shardy module declares its mesh at module level; the mesh and shardings are ShardingImport's to read
    return new StableHloImporter(MlirParser.parse(ShardingImport.withoutMeshDeclarations(mlirText))).importEntry();
  }

  /**
   * The graph with the entry function's shardings (sdy.sharding or mhlo.sharding) on its parameters and outputs,
   * and the mesh they refer to ({@code mesh}, or the module's own when null); see {@link ShardingImport}.
   */
  public static ShardingImport.Sharded parseSharded(String mlirText, int[] mesh) {
    return ShardingImport.importModule(mlirText, mesh);
  }

  private Graph importEntry() {
    Func main = entryFunction();
    UnsupportedOpScan.check(module);
    Map<String, Value> env = new HashMap<>();
    for (int i = 0; i < main.argNames.size(); i++) {
      TensorType type = tensor(main.argTypes.get(i), main.pos, null, "argument " + main.argNames.get(i));
      Value v = new Value(nextId++, type);
      graph.addParameters(Parameter.newBuilder().setId(v.id()).setType(type));
      define(env, main.argNames.get(i), v, main.pos, null);
    }
    callStack.push(main.name);
    List<Value> outputs = lowerBody(main, env);
    callStack.pop();
    for (Value v : outputs) {
      graph.addOutputs(v.id());
    }
    return graph.build();
  }

  private Func entryFunction() {
    Func main = module.functions.get("main");
    if (main != null) {
      return main;
    }
    List<Func> publics = module.functions.values().stream().filter(f -> f.visibility.equals("public")).toList();
    if (publics.size() == 1) {
      return publics.get(0);
    }
    Func first = module.functions.values().iterator().next();
    throw new StableHloImportException("no entry function", first.pos.line(), first.pos.column(), null,
        "the module needs a @main function (or exactly one public function), it has "
            + module.functions.keySet());
  }

  /** Lowers a function body; returns the values its return op returns, checked against its signature. */
  List<Value> lowerBody(Func f, Map<String, Value> env) {
    for (int k = 0; k < f.body.size(); k++) {
      MlirAst.Op op = f.body.get(k);
      if (op.name.equals("func.return") || op.name.equals("stablehlo.return")) {
        if (k != f.body.size() - 1) {
          throw error(op, "invalid " + op.name, "ops follow the return of @" + f.name);
        }
        List<Value> values = operands(op, env);
        checkOperandTypes(op, values, signature(op, values.size()));
        if (values.size() != f.resultTypes.size()) {
          throw error(op, "invalid " + op.name, "@" + f.name + " declares " + f.resultTypes.size()
              + " results but returns " + values.size());
        }
        for (int i = 0; i < values.size(); i++) {
          TensorType declared = tensor(f.resultTypes.get(i), f.pos, null, "result " + i + " of @" + f.name);
          if (!declared.equals(values.get(i).type())) {
            throw error(op, "type mismatch in " + op.name, "@" + f.name + " declares result " + i + " as "
                + MlirTypes.toMlir(declared) + " but returns " + MlirTypes.toMlir(values.get(i).type()));
          }
        }
        return values;
      }
      lowerOp(op, env);
    }
    throw new StableHloImportException("invalid function @" + f.name, f.pos.line(), f.pos.column(), null,
        "the body does not end with a return");
  }

  // ------------------------------------------------------------------------------------ dispatch

  void lowerOp(MlirAst.Op op, Map<String, Value> env) {
    if (!op.regions.isEmpty() && !UnsupportedOpScan.REGION_OPS.contains(op.name)) {
      throw unsupported(op, null);
    }
    UnaryOp.Kind unary = UNARY.get(op.name);
    if (unary != null) {
      List<Value> in = operands(op, env, 1);
      finish(op, env, in, emit(op, Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(unary)), in));
      return;
    }
    BinaryOp.Kind binary = BINARY.get(op.name);
    if (binary != null) {
      List<Value> in = operands(op, env, 2);
      finish(op, env, in, emit(op, Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(binary)), in));
      return;
    }
    switch (op.name) {
      case "chlo.erfc" -> erfc(op, env);
      case "chlo.square" -> {
        List<Value> in = operands(op, env, 1);
        Value x = in.get(0);
        finish(op, env, in, emit(op, binaryOp(BinaryOp.Kind.MULTIPLY), List.of(x, x)));
      }
      case "stablehlo.compare" -> compare(op, env);
      case "stablehlo.select" -> {
        List<Value> in = operands(op, env, 3);
        finish(op, env, in, emit(op, Op.newBuilder().setSelect(SelectOp.getDefaultInstance()), in));
      }
      case "stablehlo.clamp" -> {
        List<Value> in = operands(op, env, 3);
        finish(op, env, in, emit(op, Op.newBuilder().setClamp(ClampOp.getDefaultInstance()), in));
      }
      case "stablehlo.convert" -> convert(op, env);
      case "stablehlo.constant" -> constant(op, env);
      case "stablehlo.iota" -> {
        operands(op, env, 0);
        TensorType type = declaredResult(op, 0);
        long dim = integer(op, "dim", "iota_dimension");
        finish(op, env, List.of(), emit(op, Op.newBuilder().setIota(
            IotaOp.newBuilder().setType(type).setDimension(dim)), List.of()));
      }
      case "stablehlo.dot_general" -> dotGeneral(op, env);
      case "stablehlo.dot" -> dot(op, env);
      case "stablehlo.reduce" -> reduce(op, env);
      case "stablehlo.broadcast_in_dim" -> {
        List<Value> in = operands(op, env, 1);
        TensorType result = declaredResult(op, in.size());
        finish(op, env, in, emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder()
            .addAllResultDims(result.getDimsList())
            .addAllBroadcastDimensions(ints(op, "dims", "broadcast_dimensions"))), in));
      }
      case "stablehlo.reshape" -> {
        List<Value> in = operands(op, env, 1);
        TensorType result = declaredResult(op, in.size());
        finish(op, env, in, emit(op, Op.newBuilder().setReshape(
            ReshapeOp.newBuilder().addAllDims(result.getDimsList())), in));
      }
      case "stablehlo.transpose" -> {
        List<Value> in = operands(op, env, 1);
        finish(op, env, in, emit(op, Op.newBuilder().setTranspose(
            TransposeOp.newBuilder().addAllPermutation(ints(op, "dims", "permutation"))), in));
      }
      case "stablehlo.slice" -> {
        List<Value> in = operands(op, env, 1);
        SliceOp.Builder slice = SliceOp.newBuilder()
            .addAllStartIndices(ints(op, "start_indices"))
            .addAllLimitIndices(ints(op, "limit_indices"));
        if (op.attributes.containsKey("strides")) {
          slice.addAllStrides(ints(op, "strides"));
        }
        finish(op, env, in, emit(op, Op.newBuilder().setSlice(slice), in));
      }
      case "stablehlo.dynamic_slice" -> {
        List<Value> in = operands(op, env);
        finish(op, env, in, emit(op, Op.newBuilder().setDynamicSlice(
            DynamicSliceOp.newBuilder().addAllSliceSizes(ints(op, "sizes", "slice_sizes"))), in));
      }
      case "stablehlo.dynamic_update_slice" -> {
        List<Value> in = operands(op, env);
        finish(op, env, in, emit(op, Op.newBuilder().setDynamicUpdateSlice(
            DynamicUpdateSliceOp.getDefaultInstance()), in));
      }
      case "stablehlo.concatenate" -> {
        List<Value> in = operands(op, env);
        finish(op, env, in, emit(op, Op.newBuilder().setConcatenate(
            ConcatenateOp.newBuilder().setDimension(integer(op, "dim", "dimension"))), in));
      }
      case "stablehlo.pad" -> {
        List<Value> in = operands(op, env, 2);
        finish(op, env, in, emit(op, Op.newBuilder().setPad(PadOp.newBuilder()
            .addAllEdgePaddingLow(ints(op, "low", "edge_padding_low"))
            .addAllEdgePaddingHigh(ints(op, "high", "edge_padding_high"))
            .addAllInteriorPadding(ints(op, "interior", "interior_padding"))), in));
      }
      case "stablehlo.gather" -> gather(op, env);
      case "stablehlo.scatter" -> scatter(op, env);
      case "func.call" -> call(op, env);
      case "stablehlo.convolution" -> {
        List<Value> in = operands(op, env, 2);
        finish(op, env, in, emit(op, Op.newBuilder().setConvolution(
            WindowOpAttributes.convolution(op, in.get(0).type(), declaredResult(op, 2))), in));
      }
      case "stablehlo.reduce_window" -> {
        List<Value> in = operands(op, env);
        if (in.size() != 2) {
          throw unsupported(op, "a reduce_window of " + in.size() / 2 + " inputs together is not supported; only "
              + "single-input windows are");
        }
        finish(op, env, in, emit(op, Op.newBuilder().setReduceWindow(
            WindowOpAttributes.reduceWindow(op, in.get(0).type())), in));
      }
      case "stablehlo.select_and_scatter" -> {
        List<Value> in = operands(op, env, 3);
        finish(op, env, in, emit(op, Op.newBuilder().setSelectAndScatter(
            WindowOpAttributes.selectAndScatter(op, in.get(0).type())), in));
      }
      case "stablehlo.reverse" -> {
        List<Value> in = operands(op, env, 1);
        finish(op, env, in, emit(op, Op.newBuilder().setReverse(org.torchtpu.api.v1.ReverseOp.newBuilder()
            .addAllDimensions(ints(op, "dims", "dimensions"))), in));
      }
      case "stablehlo.while" -> new RegionImport(this).whileLoop(op, env);
      case "stablehlo.case" -> new RegionImport(this).caseOf(op, env);
      case "stablehlo.if" -> new RegionImport(this).ifThenElse(op, env);
      case "stablehlo.sort" -> new SortImport(this).sort(op, env);
      case "chlo.top_k" -> new SortImport(this).topK(op, env);
      default -> throw unsupported(op, null);
    }
  }

  // ------------------------------------------------------------------------------------ ops

  /** erfc(x) = 1 - erf(x): the op set has erf but no erfc. */
  private void erfc(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    Value x = in.get(0);
    Value erf = emit(op, Op.newBuilder().setUnary(UnaryOp.newBuilder().setKind(UnaryOp.Kind.ERF)), in);
    Value one = splat(op, 1.0, x.type());
    finish(op, env, in, emit(op, binaryOp(BinaryOp.Kind.SUBTRACT), List.of(one, erf)));
  }

  /** A constant scalar broadcast to {@code like}'s shape. */
  private Value splat(MlirAst.Op op, double value, TensorType like) {
    TensorLiteral scalar = LiteralCodec.scalar(value, like.getDtype());
    Value c = emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(scalar)), List.of());
    return broadcastScalar(op, c, like);
  }

  Value broadcastScalar(MlirAst.Op op, Value scalar, TensorType like) {
    return emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder()
        .addAllResultDims(like.getDimsList())), List.of(scalar));
  }

  static Op.Builder binaryOp(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind));
  }

  private void compare(MlirAst.Op op, Map<String, Value> env) {
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
    if ("TOTALORDER".equals(compareType)) {
      throw unsupported(op, "compare type TOTALORDER (NaN and -0 ordering) is not supported; FLOAT is");
    }
    finish(op, env, in, emit(op, Op.newBuilder().setCompare(CompareOp.newBuilder().setDirection(dir)), in));
  }

  static String lastWord(MlirAst.Op op, DialectAttr attr) {
    if (attr.words().isEmpty()) {
      throw error(op, "invalid " + op.name, "empty attribute #" + attr.name() + "<>");
    }
    return attr.words().get(attr.words().size() - 1);
  }

  private void convert(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 1);
    TensorType result = declaredResult(op, 1);
    if (result.equals(in.get(0).type())) {
      checkOperandTypes(op, in, signature(op, 1));
      requireResultCount(op, 1);
      define(env, op.results.get(0), in.get(0), op.pos, op.name);
      return;
    }
    finish(op, env, in, emit(op, Op.newBuilder().setConvert(ConvertOp.newBuilder().setDtype(result.getDtype())), in));
  }

  private void constant(MlirAst.Op op, Map<String, Value> env) {
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
    TensorLiteral literal = DenseLiterals.toLiteral(dense.literal(), type, dense.pos(), op.name);
    finish(op, env, List.of(), emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(literal)),
        List.of()));
  }

  private void dotGeneral(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    DotGeneralOp.Builder dot = DotGeneralOp.newBuilder();
    if (op.attributes.get("dot_dimension_numbers") instanceof DialectAttr numbers) {
      dot.addAllLhsBatchingDims(field(op, numbers, "lhs_batching_dimensions"))
          .addAllRhsBatchingDims(field(op, numbers, "rhs_batching_dimensions"))
          .addAllLhsContractingDims(field(op, numbers, "lhs_contracting_dimensions"))
          .addAllRhsContractingDims(field(op, numbers, "rhs_contracting_dimensions"));
    } else {
      if (op.attributes.containsKey("batching_dims")) {
        Attr[] pair = pair(op, "batching_dims");
        dot.addAllLhsBatchingDims(intList(op, "batching_dims", pair[0]))
            .addAllRhsBatchingDims(intList(op, "batching_dims", pair[1]));
      }
      if (op.attributes.containsKey("contracting_dims")) {
        Attr[] pair = pair(op, "contracting_dims");
        dot.addAllLhsContractingDims(intList(op, "contracting_dims", pair[0]))
            .addAllRhsContractingDims(intList(op, "contracting_dims", pair[1]));
      }
    }
    if (op.attributes.containsKey("algorithm")) {
      throw unsupported(op, "dot algorithms (the 'algorithm' attribute) are not supported; use precision");
    }
    dot.setPrecision(precision(op));
    TensorType result = declaredResult(op, 2);
    if (result.getDtype() != in.get(0).type().getDtype()) {
      dot.setResultDtype(result.getDtype());
    }
    finish(op, env, in, emit(op, Op.newBuilder().setDotGeneral(dot), in));
  }

  /** Legacy dot: contracts the last dim of lhs with the first of rhs (vector or matrix operands). */
  private void dot(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    int lhsRank = in.get(0).type().getDimsCount();
    int rhsRank = in.get(1).type().getDimsCount();
    if (lhsRank < 1 || lhsRank > 2 || rhsRank < 1 || rhsRank > 2) {
      throw error(op, "invalid " + op.name, "operands must be vectors or matrices, got "
          + MlirTypes.toMlir(in.get(0).type()) + " and " + MlirTypes.toMlir(in.get(1).type()));
    }
    DotGeneralOp.Builder dot = DotGeneralOp.newBuilder()
        .addLhsContractingDims(lhsRank - 1).addRhsContractingDims(0).setPrecision(precision(op));
    TensorType result = declaredResult(op, 2);
    if (result.getDtype() != in.get(0).type().getDtype()) {
      dot.setResultDtype(result.getDtype());
    }
    finish(op, env, in, emit(op, Op.newBuilder().setDotGeneral(dot), in));
  }

  /** The highest of the operands' precisions: DEFAULT stays DEFAULT, HIGH and HIGHEST become HIGHEST. */
  static DotGeneralOp.Precision precision(MlirAst.Op op) {
    Attr attr = op.attributes.containsKey("precision_config") ? op.attributes.get("precision_config")
        : op.attributes.get("precision");
    if (attr == null) {
      return DotGeneralOp.Precision.DEFAULT;
    }
    if (!(attr instanceof ArrayAttr list)) {
      throw error(op, "invalid " + op.name, "precision must be a list such as [HIGHEST, HIGHEST]");
    }
    DotGeneralOp.Precision result = DotGeneralOp.Precision.DEFAULT;
    for (Attr a : list.elements()) {
      String word;
      if (a instanceof KeywordAttr k) {
        word = k.word();
      } else if (a instanceof DialectAttr d && !d.words().isEmpty()) {
        word = d.words().get(d.words().size() - 1);
      } else {
        throw error(op, "invalid " + op.name, "unreadable precision entry " + a);
      }
      switch (word) {
        case "DEFAULT" -> { }
        case "HIGH", "HIGHEST" -> result = DotGeneralOp.Precision.HIGHEST;
        default -> throw error(op, "invalid " + op.name, "unknown precision " + word);
      }
    }
    return result;
  }

  private void reduce(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    if (in.size() % 2 != 0 || in.isEmpty()) {
      throw error(op, "invalid " + op.name, "needs inputs and as many init values, got " + in.size() + " operands");
    }
    int n = in.size() / 2;
    if (n != 1) {
      new VariadicReduceImport(this).lower(op, env, in);
      return;
    }
    if (op.regions.size() != 1) {
      throw error(op, "invalid " + op.name, "needs one body region");
    }
    Value x = in.get(0);
    Value init = in.get(1);
    checkOperandTypes(op, in, signature(op, in.size()));
    ReduceOp.Kind kind = reducerKind(op, op.regions.get(0), x.type().getDtype());
    if (init.type().getDimsCount() != 0 || init.type().getDtype() != x.type().getDtype()) {
      throw error(op, "invalid " + op.name, "init value must be a scalar of the input's element type, got "
          + MlirTypes.toMlir(init.type()));
    }
    finish(op, env, null, reduceOne(op, x, init, kind));
  }

  /** One input reduced over the op's dimensions, starting from {@code init}. */
  Value reduceOne(MlirAst.Op op, Value x, Value init, ReduceOp.Kind kind) {
    Value reduced = emit(op, Op.newBuilder().setReduce(ReduceOp.newBuilder().setKind(kind)
        .addAllDimensions(ints(op, "dimensions"))), List.of(x));
    if (!isIdentity(init, kind)) {
      // the op set's reduce starts from the identity, so fold a different init in afterwards
      Value initEverywhere = broadcastScalar(op, init, reduced.type());
      reduced = emit(op, binaryOp(combiner(kind)), List.of(reduced, initEverywhere));
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
  private static String singleBinaryBody(MlirAst.Op op, Region body, DType dtype, String what) {
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
    TensorLiteral literal = constants.get(init.id());
    if (literal == null) {
      return false;
    }
    DType dtype = init.type().getDtype();
    if (DTypes.isFloat(dtype)) {
      float v = LiteralCodec.toFloats(literal)[0];
      return switch (kind) {
        case SUM -> v == 0f; // +0 and -0 alike: x + 0 == x for every x but -0, whose sum sign is moot here
        case PROD -> v == 1f;
        case MAX -> v == Float.NEGATIVE_INFINITY;
        case MIN -> v == Float.POSITIVE_INFINITY;
        default -> false;
      };
    }
    long v = LiteralCodec.toLongs(literal)[0];
    long[] range = switch (dtype) {
      case S8 -> new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE};
      case U8 -> new long[] {0, 255};
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

  private void gather(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 2);
    if (!(op.attributes.get("dimension_numbers") instanceof DialectAttr numbers)) {
      throw error(op, "invalid " + op.name, "missing dimension_numbers = #stablehlo.gather<...>");
    }
    GatherOp.Builder gather = GatherOp.newBuilder()
        .addAllOffsetDims(field(op, numbers, "offset_dims"))
        .addAllCollapsedSliceDims(field(op, numbers, "collapsed_slice_dims"))
        .addAllOperandBatchingDims(field(op, numbers, "operand_batching_dims"))
        .addAllStartIndicesBatchingDims(field(op, numbers, "start_indices_batching_dims"))
        .addAllStartIndexMap(field(op, numbers, "start_index_map"))
        .setIndexVectorDim(fieldInteger(op, numbers, "index_vector_dim"))
        .addAllSliceSizes(ints(op, "slice_sizes"));
    finish(op, env, in, emit(op, Op.newBuilder().setGather(gather), in));
  }

  private void scatter(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    if (in.size() != 3) {
      throw unsupported(op, "a scatter into " + (in.size() - 1) / 2 + " operands together is not supported; only "
          + "single-operand scatter is");
    }
    if (!(op.attributes.get("scatter_dimension_numbers") instanceof DialectAttr numbers)) {
      throw error(op, "invalid " + op.name, "missing scatter_dimension_numbers = #stablehlo.scatter<...>");
    }
    if (op.regions.size() != 1) {
      throw error(op, "invalid " + op.name, "needs one update computation region");
    }
    String body = singleBinaryBody(op, op.regions.get(0), in.get(0).type().getDtype(), "scatter");
    ScatterOp.Combiner combiner = switch (body) {
      case "return" -> ScatterOp.Combiner.REPLACE;
      case "stablehlo.add" -> ScatterOp.Combiner.ADD;
      case "stablehlo.multiply" -> ScatterOp.Combiner.MULTIPLY;
      case "stablehlo.maximum" -> ScatterOp.Combiner.MAX;
      case "stablehlo.minimum" -> ScatterOp.Combiner.MIN;
      default -> throw unsupported(op, "scatter update computation " + body + " is not supported");
    };
    ScatterOp.Builder scatter = ScatterOp.newBuilder()
        .addAllUpdateWindowDims(field(op, numbers, "update_window_dims"))
        .addAllInsertedWindowDims(field(op, numbers, "inserted_window_dims"))
        .addAllInputBatchingDims(field(op, numbers, "input_batching_dims"))
        .addAllScatterIndicesBatchingDims(field(op, numbers, "scatter_indices_batching_dims"))
        .addAllScatterDimsToOperandDims(field(op, numbers, "scatter_dims_to_operand_dims"))
        .setIndexVectorDim(fieldInteger(op, numbers, "index_vector_dim"))
        .setCombiner(combiner);
    finish(op, env, in, emit(op, Op.newBuilder().setScatter(scatter), in));
  }

  /** Inlines the callee: its arguments bound to the call's operands, its returns to the call's results. */
  private void call(MlirAst.Op op, Map<String, Value> env) {
    String calleeName = op.callee;
    if (calleeName == null && op.attributes.get("callee") instanceof MlirAst.SymbolAttr symbol) {
      calleeName = symbol.name(); // generic form: <{callee = @f}>
    }
    if (calleeName == null) {
      throw error(op, "invalid " + op.name, "missing callee");
    }
    Func callee = module.functions.get(calleeName);
    if (callee == null) {
      throw error(op, "invalid " + op.name, "call to undefined function @" + calleeName);
    }
    if (callStack.contains(callee.name)) {
      throw unsupported(op, "recursive call of @" + callee.name);
    }
    List<Value> in = operands(op, env);
    checkOperandTypes(op, in, signature(op, in.size()));
    if (in.size() != callee.argNames.size()) {
      throw error(op, "invalid " + op.name, "@" + callee.name + " takes " + callee.argNames.size()
          + " arguments, the call passes " + in.size());
    }
    Map<String, Value> calleeEnv = new HashMap<>();
    for (int i = 0; i < in.size(); i++) {
      TensorType declared = tensor(callee.argTypes.get(i), callee.pos, null,
          "argument " + callee.argNames.get(i) + " of @" + callee.name);
      if (!declared.equals(in.get(i).type())) {
        throw error(op, "type mismatch in " + op.name, "@" + callee.name + " takes " + MlirTypes.toMlir(declared)
            + " as argument " + i + ", the call passes " + MlirTypes.toMlir(in.get(i).type()));
      }
      define(calleeEnv, callee.argNames.get(i), in.get(i), callee.pos, null);
    }
    callStack.push(callee.name);
    List<Value> results = lowerBody(callee, calleeEnv);
    callStack.pop();
    requireResultCount(op, results.size());
    Signature sig = signature(op, in.size());
    for (int i = 0; i < results.size(); i++) {
      checkResult(op, i, results.get(i), sig);
      define(env, op.results.get(i), results.get(i), op.pos, op.name);
    }
  }

  // ------------------------------------------------------------------------------------ emission

  /** Appends an op to the graph after typing it; a typing error names the MLIR op and line. */
  Value emit(MlirAst.Op src, Op.Builder op, List<Value> operands) {
    return emitAll(src, op, operands, 1).get(0);
  }

  /** {@link #emit} for an op of {@code resultCount} results (while, case). */
  List<Value> emitAll(MlirAst.Op src, Op.Builder op, List<Value> operands, int resultCount) {
    List<TensorType> operandTypes = new ArrayList<>(operands.size());
    for (Value v : operands) {
      op.addOperands(v.id());
      operandTypes.add(v.type());
    }
    long id = nextId;
    for (int r = 0; r < resultCount; r++) {
      op.addResults(nextId++);
    }
    op.setLocation(SourceLocation.newBuilder().setFile(LOCATION_FILE).setLine(src.pos.line())
        .setFunction(callStack.isEmpty() ? "" : callStack.peek()));
    Op built = op.build();
    List<TensorType> inferred;
    try {
      inferred = TypeInference.infer(built, operandTypes);
    } catch (OpTypeException e) {
      throw error(src, "invalid " + src.name, e.getMessage());
    }
    sink.accept(built);
    if (built.hasConstant()) {
      constants.put(id, built.getConstant().getValue());
    }
    if (built.hasIota()) {
      iotaDimensions.put(id, built.getIota().getDimension());
    }
    List<Value> results = new ArrayList<>(resultCount);
    for (int r = 0; r < resultCount; r++) {
      results.add(new Value(id + r, inferred.get(r)));
    }
    return results;
  }

  /** Checks the op's declared operand and result types against the values and binds its result. */
  void finish(MlirAst.Op op, Map<String, Value> env, List<Value> operands, Value result) {
    requireResultCount(op, 1);
    Signature sig = signature(op, operands == null ? op.operands.size() : operands.size());
    if (operands != null) {
      checkOperandTypes(op, operands, sig);
    }
    checkResult(op, 0, result, sig);
    define(env, op.results.get(0), result, op.pos, op.name);
  }

  static void checkResult(MlirAst.Op op, int index, Value result, Signature sig) {
    if (index >= sig.results().size()) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.results().size() + " result types");
    }
    TensorType declared = sig.results().get(index);
    if (!declared.equals(result.type())) {
      throw error(op, "type mismatch in " + op.name, "the text declares result " + MlirTypes.toMlir(declared)
          + " but the op computes " + MlirTypes.toMlir(result.type()));
    }
  }

  static void checkOperandTypes(MlirAst.Op op, List<Value> operands, Signature sig) {
    if (sig.operands().size() != operands.size()) {
      throw error(op, "invalid " + op.name, "the text declares " + sig.operands().size() + " operand types for "
          + operands.size() + " operands");
    }
    for (int i = 0; i < operands.size(); i++) {
      if (!sig.operands().get(i).equals(operands.get(i).type())) {
        throw error(op, "type mismatch in " + op.name, "operand " + i + " (" + op.operands.get(i) + ") is "
            + MlirTypes.toMlir(operands.get(i).type()) + " but the text declares "
            + MlirTypes.toMlir(sig.operands().get(i)));
      }
    }
  }

  static void requireResultCount(MlirAst.Op op, int count) {
    if (op.results.size() != count) {
      throw error(op, "invalid " + op.name, "defines " + op.results.size() + " results, the op has " + count);
    }
  }

  /** The declared types: {@code (a, b) -> r}, one type for all ({@code : tensor<4xf32>}), or select's pair. */
  static Signature signature(MlirAst.Op op, int operandCount) {
    if (op.functionalType != null) {
      Function f = op.functionalType;
      return new Signature(tensors(op, f.inputs(), "operand"), tensors(op, f.results(), "result"));
    }
    List<TensorType> plain = tensors(op, op.plainTypes, "type");
    if (op.name.equals("func.return") || op.name.equals("stablehlo.return")) {
      return new Signature(plain, List.of());
    }
    if (plain.size() == 1) {
      TensorType t = plain.get(0);
      return new Signature(java.util.Collections.nCopies(operandCount, t), List.of(t));
    }
    if (plain.size() == 2 && op.name.equals("stablehlo.select") && operandCount == 3) {
      return new Signature(List.of(plain.get(0), plain.get(1), plain.get(1)), List.of(plain.get(1)));
    }
    throw error(op, "invalid " + op.name, "cannot read operand and result types from its signature");
  }

  static TensorType declaredResult(MlirAst.Op op, int operandCount) {
    List<TensorType> results = signature(op, operandCount).results();
    if (results.size() != 1) {
      throw error(op, "invalid " + op.name, "needs exactly one result type, the text gives " + results.size());
    }
    return results.get(0);
  }

  private static List<TensorType> tensors(MlirAst.Op op, List<Type> types, String what) {
    List<TensorType> out = new ArrayList<>(types.size());
    for (Type t : types) {
      out.add(tensor(t, op.pos, op.name, what));
    }
    return out;
  }

  static TensorType tensor(Type type, Pos pos, String opName, String what) {
    if (type instanceof Tensor t) {
      return t.type();
    }
    String text = type instanceof Other o ? o.text() + " (" + o.why() + ")" : "a function type";
    throw new StableHloImportException("unsupported type" + (opName == null ? "" : " in " + opName), pos.line(),
        pos.column(), opName, what + " has type " + text);
  }

  // ------------------------------------------------------------------------------------ values

  static List<Value> operands(MlirAst.Op op, Map<String, Value> env, int expected) {
    if (op.operands.size() != expected) {
      throw error(op, "invalid " + op.name, "takes " + expected + " operand" + (expected == 1 ? "" : "s") + ", got "
          + op.operands.size());
    }
    return operands(op, env);
  }

  static List<Value> operands(MlirAst.Op op, Map<String, Value> env) {
    List<Value> values = new ArrayList<>(op.operands.size());
    for (String name : op.operands) {
      Value v = env.get(name);
      if (v == null && !name.contains("#")) {
        v = env.get(name + "#0");
      }
      if (v == null) {
        throw error(op, "invalid " + op.name, "use of undefined value " + name);
      }
      values.add(v);
    }
    return values;
  }

  static void define(Map<String, Value> env, String name, Value v, Pos pos, String opName) {
    if (env.put(name, v) != null) {
      throw new StableHloImportException("invalid " + (opName == null ? "function" : opName), pos.line(),
          pos.column(), opName, "value " + name + " is defined twice");
    }
  }

  // ------------------------------------------------------------------------------------ attributes

  /** The integer list attribute under the first of {@code names} present (custom or generic spelling). */
  static List<Long> ints(MlirAst.Op op, String... names) {
    for (String name : names) {
      Attr a = op.attributes.get(name);
      if (a != null) {
        return intList(op, name, a);
      }
    }
    throw error(op, "invalid " + op.name, "missing attribute " + names[names.length - 1]);
  }

  private static List<Long> intList(MlirAst.Op op, String name, Attr a) {
    List<Long> out = new ArrayList<>();
    if (a instanceof DenseArrayAttr d) {
      for (long v : d.values()) {
        out.add(v);
      }
    } else if (a instanceof ArrayAttr list) {
      for (Attr e : list.elements()) {
        if (!(e instanceof IntAttr i)) {
          throw error(op, "invalid " + op.name, name + " must list integers, found " + e);
        }
        out.add(i.value());
      }
    } else if (a instanceof DenseAttr dense && dense.literal().elements() instanceof List<?> elements) {
      // older exporters: dense<[1, 0]> : tensor<2xi64>
      for (Object e : elements) {
        if (!(e instanceof MlirAst.DenseElement element)) {
          throw error(op, "invalid " + op.name, name + " must be a flat list of integers");
        }
        try {
          out.add(Long.parseLong(element.text()));
        } catch (NumberFormatException ex) {
          throw error(op, "invalid " + op.name, name + " must list integers, found " + element.text());
        }
      }
    } else {
      throw error(op, "invalid " + op.name, name + " must be a list of integers");
    }
    return out;
  }

  private static long integer(MlirAst.Op op, String... names) {
    for (String name : names) {
      Attr a = op.attributes.get(name);
      if (a instanceof IntAttr i) {
        return i.value();
      }
      if (a != null) {
        throw error(op, "invalid " + op.name, name + " must be an integer");
      }
    }
    throw error(op, "invalid " + op.name, "missing attribute " + names[names.length - 1]);
  }

  private static Attr[] pair(MlirAst.Op op, String name) {
    if (!(op.attributes.get(name) instanceof PairAttr p)) {
      throw error(op, "invalid " + op.name, name + " must be written [lhs dims] x [rhs dims]");
    }
    return new Attr[] {p.lhs(), p.rhs()};
  }

  /** A list field of a #stablehlo.gather/scatter/dot attribute; absent means empty. */
  private static List<Long> field(MlirAst.Op op, DialectAttr attr, String name) {
    Attr a = attr.fields().get(name);
    return a == null ? List.of() : intList(op, name, a);
  }

  private static long fieldInteger(MlirAst.Op op, DialectAttr attr, String name) {
    Attr a = attr.fields().get(name);
    if (a == null) {
      return 0;
    }
    if (!(a instanceof IntAttr i)) {
      throw error(op, "invalid " + op.name, name + " must be an integer");
    }
    return i.value();
  }

  // ------------------------------------------------------------------------------------ errors

  static StableHloImportException unsupported(MlirAst.Op op, String detail) {
    String target = op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s ? " @" + s.value() : "";
    return new StableHloImportException("unsupported op " + op.name + target, op.pos.line(), op.pos.column(), op.name,
        detail);
  }

  static StableHloImportException error(MlirAst.Op op, String what, String detail) {
    return new StableHloImportException(what, op.pos.line(), op.pos.column(), op.name, detail);
  }
}
