package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.checkOperandTypes;
import static org.torchtpu.server.stablehlo.DeclaredTypes.checkResult;
import static org.torchtpu.server.stablehlo.DeclaredTypes.declaredResult;
import static org.torchtpu.server.stablehlo.DeclaredTypes.requireResultCount;
import static org.torchtpu.server.stablehlo.DeclaredTypes.signature;
import static org.torchtpu.server.stablehlo.DeclaredTypes.tensor;
import static org.torchtpu.server.stablehlo.OpAttributes.integer;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ClampOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.SelectOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.stablehlo.DeclaredTypes.Signature;
import org.torchtpu.server.stablehlo.MlirAst.Func;
import org.torchtpu.server.stablehlo.MlirAst.Module;
import org.torchtpu.server.stablehlo.MlirAst.Pos;

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
 *
 * <p>This class holds the walk over functions, the dispatch by op name and the emission of typed
 * ops; op families that need more than a line live beside it ({@link ElementwiseImport},
 * {@link MovementImport}, {@link DotImport}, {@link ReduceImport}, {@link VariadicReduceImport},
 * {@link GatherScatterImport}, {@link WindowOpAttributes}, {@link RegionImport},
 * {@link SortImport}), as do the checks of declared types ({@link DeclaredTypes}) and the
 * reading of integer attributes ({@link OpAttributes}).
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
      Map.entry("stablehlo.round_nearest_afz", UnaryOp.Kind.ROUND_NEAREST_AFZ),
      Map.entry("stablehlo.sign", UnaryOp.Kind.SIGN), Map.entry("stablehlo.not", UnaryOp.Kind.NOT),
      Map.entry("stablehlo.is_finite", UnaryOp.Kind.IS_FINITE), Map.entry("stablehlo.cbrt", UnaryOp.Kind.CBRT),
      Map.entry("stablehlo.tan", UnaryOp.Kind.TAN), Map.entry("chlo.erf_inv", UnaryOp.Kind.ERF_INV),
      Map.entry("stablehlo.count_leading_zeros", UnaryOp.Kind.COUNT_LEADING_ZEROS),
      Map.entry("stablehlo.popcnt", UnaryOp.Kind.POPCNT), Map.entry("chlo.sinh", UnaryOp.Kind.SINH),
      Map.entry("chlo.cosh", UnaryOp.Kind.COSH), Map.entry("chlo.asin", UnaryOp.Kind.ASIN),
      Map.entry("chlo.acos", UnaryOp.Kind.ACOS), Map.entry("chlo.atan", UnaryOp.Kind.ATAN),
      Map.entry("chlo.asinh", UnaryOp.Kind.ASINH), Map.entry("chlo.acosh", UnaryOp.Kind.ACOSH),
      Map.entry("chlo.atanh", UnaryOp.Kind.ATANH), Map.entry("chlo.lgamma", UnaryOp.Kind.LGAMMA),
      Map.entry("chlo.digamma", UnaryOp.Kind.DIGAMMA), Map.entry("chlo.bessel_i1e", UnaryOp.Kind.BESSEL_I1E));

  static final Map<String, BinaryOp.Kind> BINARY = Map.ofEntries(
      Map.entry("stablehlo.add", BinaryOp.Kind.ADD), Map.entry("stablehlo.subtract", BinaryOp.Kind.SUBTRACT),
      Map.entry("stablehlo.multiply", BinaryOp.Kind.MULTIPLY), Map.entry("stablehlo.divide", BinaryOp.Kind.DIVIDE),
      Map.entry("stablehlo.remainder", BinaryOp.Kind.REMAINDER), Map.entry("stablehlo.power", BinaryOp.Kind.POWER),
      Map.entry("stablehlo.maximum", BinaryOp.Kind.MAXIMUM), Map.entry("stablehlo.minimum", BinaryOp.Kind.MINIMUM),
      Map.entry("stablehlo.atan2", BinaryOp.Kind.ATAN2),
      Map.entry("chlo.next_after", BinaryOp.Kind.NEXT_AFTER), Map.entry("chlo.zeta", BinaryOp.Kind.ZETA),
      Map.entry("chlo.polygamma", BinaryOp.Kind.POLYGAMMA), Map.entry("stablehlo.and", BinaryOp.Kind.AND),
      Map.entry("stablehlo.or", BinaryOp.Kind.OR), Map.entry("stablehlo.xor", BinaryOp.Kind.XOR),
      Map.entry("stablehlo.shift_left", BinaryOp.Kind.SHIFT_LEFT),
      Map.entry("stablehlo.shift_right_logical", BinaryOp.Kind.SHIFT_RIGHT_LOGICAL),
      Map.entry("stablehlo.shift_right_arithmetic", BinaryOp.Kind.SHIFT_RIGHT_ARITHMETIC));

  /** The graph file name ops' SourceLocations carry; their line is the MLIR line. */
  public static final String LOCATION_FILE = "stablehlo";

  record Value(long id, TensorType type) {}

  /** New parameters of {@code region}, one of each of {@code like}'s types, in order (a loop's carried values). */
  List<Value> regionParameters(org.torchtpu.api.v1.Region.Builder region, List<Value> like) {
    List<Value> out = new ArrayList<>();
    for (Value v : like) {
      Value p = new Value(nextId++, v.type());
      region.addParameters(p.id()).addParameterTypes(p.type());
      out.add(p);
    }
    return out;
  }

  /**
   * A while over {@code carried}, whose first value is an s32 counter: while carried[0] < trips, carried =
   * step(carried); the loop's results (emitted for {@code op}).
   */
  List<Value> countedLoop(MlirAst.Op op, List<Value> carried, long trips,
      java.util.function.Function<List<Value>, List<Value>> step) {
    org.torchtpu.api.v1.Region.Builder cond = org.torchtpu.api.v1.Region.newBuilder();
    List<Value> c = regionParameters(cond, carried);
    emitInto(cond, () -> cond.addOutputs(emit(op, Op.newBuilder().setCompare(org.torchtpu.api.v1.CompareOp.newBuilder()
        .setDirection(org.torchtpu.api.v1.CompareOp.Direction.LT)), List.of(c.get(0), s32(op, trips))).id()));
    org.torchtpu.api.v1.Region.Builder body = org.torchtpu.api.v1.Region.newBuilder();
    List<Value> p = regionParameters(body, carried);
    emitInto(body, () -> step.apply(p).forEach(v -> body.addOutputs(v.id())));
    return emitAll(op, Op.newBuilder().setWhile(org.torchtpu.api.v1.WhileOp.newBuilder().setCond(cond).setBody(body)),
        carried, carried.size());
  }

  /** An s32 scalar constant, emitted for {@code op}. */
  Value s32(MlirAst.Op op, long value) {
    return emit(op, Op.newBuilder().setConstant(org.torchtpu.api.v1.ConstantOp.newBuilder()
        .setValue(org.torchtpu.api.ir.LiteralCodec.scalar(value, org.torchtpu.api.v1.DType.S32))), List.of());
  }

  /** Runs {@code emit} with the ops it emits going into {@code region} (then back to where they went before). */
  void emitInto(org.torchtpu.api.v1.Region.Builder region, Runnable emit) {
    java.util.function.Consumer<Op> saved = sink;
    sink = region::addOps;
    try {
      emit.run();
    } finally {
      sink = saved;
    }
  }

  final Module module;
  private final Graph.Builder graph = Graph.newBuilder();
  /** Where emitted ops go: the graph, or the region being lowered (see {@link RegionImport}). */
  java.util.function.Consumer<Op> sink = graph::addOps;
  /** Values made by an iota: value id to its iota dimension (argmax reduces over an iota). */
  final Map<Long, Long> iotaDimensions = new HashMap<>();
  final Map<Long, TensorLiteral> constants = new HashMap<>();
  final Deque<String> callStack = new ArrayDeque<>();
  long nextId = 1;
  /**
   * Calls are inlined, once per call site, so a few kilobytes of functions that each call the next twice would
   * expand to 2^depth ops: the import stops at these bounds (far above any real export's) instead of filling the
   * heap or the stack.
   */
  static final int MAX_IMPORTED_OPS = 2_000_000;
  static final int MAX_CALL_DEPTH = 256;
  /** Recognising scalar regions (comparators, argmax bodies) by evaluating them: bounded, once per distinct one. */
  final ScalarProbes scalarProbes = new ScalarProbes();
  /** {@link #calledRegion}'s regions by function: one object per function, so its recognition is asked once. */
  private final Map<Func, MlirAst.Region> calledRegions = new java.util.IdentityHashMap<>();

  /** The caller's concrete argument types (refining a shape-polymorphic module's symbolic dimensions), or null. */
  private final List<TensorType> argumentTypes;
  /** Values known at import, for refining dynamic shapes; null unless argument types were given. */
  ShapeValues shapeValues;
  /** What the module's inline constants may take (see {@link ConstantBudget}). */
  final ConstantBudget constantBudget;
  /** The SPMD compile's mesh, for shard_map manual regions ({@link ManualRegionImport}); null outside one. */
  ManualRegionImport.Context manual;
  private final Map<Map<String, Value>, Map<String, String>> annotations = ManualRegionImport.newAnnotations();
  /** Tuple values by environment and name (mhlo-style exports; see {@link TupleImport}). */
  private final TupleImport tuples = new TupleImport(this);
  /** The function the graph computes: the only one whose return may hold tuples. */
  private Func entry;

  private StableHloImporter(Module module, List<TensorType> argumentTypes, long maxConstantBytes) {
    this.module = module;
    this.argumentTypes = argumentTypes == null ? null : List.copyOf(argumentTypes);
    this.shapeValues = argumentTypes == null ? null : new ShapeValues();
    this.constantBudget = new ConstantBudget(maxConstantBytes);
  }

  /**
   * The graph the module's entry function computes.
   *
   * @throws StableHloImportException naming the line, column and op of the first problem
   */
  public static Graph parse(String mlirText) {
    return parse(mlirText, null, ConstantBudget.MAX_BYTES);
  }

  /** As {@link #parse(String)} with another budget for inline constants (tests). */
  static Graph parse(String mlirText, long maxConstantBytes) {
    return parse(mlirText, null, maxConstantBytes);
  }

  /**
   * The graph for arguments of the given concrete types: a shape-polymorphic module (jax.export with symbolic
   * dimensions) has its '?' dimensions refined from them and its shape assertions checked (see
   * {@link DynamicShapeImport}); a static module's types must equal them. Null means the module's own types.
   *
   * @throws StableHloImportException naming the line, column and op of the first problem, or the shape assertion
   *     that failed
   */
  public static Graph parse(String mlirText, List<TensorType> argumentTypes) {
    return parse(mlirText, argumentTypes, ConstantBudget.MAX_BYTES);
  }

  private static Graph parse(String mlirText, List<TensorType> argumentTypes, long maxConstantBytes) {
    try {
      // a Shardy module declares its mesh at module level; the mesh and shardings are ShardingImport's to read
      return new StableHloImporter(MlirParser.parse(ShardingImport.withoutMeshDeclarations(mlirText)), argumentTypes,
              maxConstantBytes)
          .importEntry();
    } catch (StackOverflowError e) {
      throw tooDeep(); // past what the nesting bound (MlirTokenStream.MAX_NESTING) already refuses: never a dead thread
    }
  }

  /**
   * The graph for an SPMD compile over {@code context}'s mesh: shard_map manual regions and their collectives import
   * ({@link ManualRegionImport}) instead of being refused.
   */
  static Graph parseSpmd(String mlirText, ManualRegionImport.Context context) {
    try {
      StableHloImporter im = new StableHloImporter(MlirParser.parse(ShardingImport.withoutMeshDeclarations(mlirText)),
          null, ConstantBudget.MAX_BYTES);
      im.manual = context;
      return im.importEntry();
    } catch (StackOverflowError e) {
      throw tooDeep();
    }
  }

  private static StableHloImportException tooDeep() {
    return new StableHloImportException("the module nests too deeply to import (ops, regions or calls inside one "
        + "another)");
  }

  /**
   * The graph with the entry function's shardings (sdy.sharding or mhlo.sharding) on its parameters and outputs,
   * and the mesh they refer to ({@code mesh}, or the module's own when null); see {@link ShardingImport}.
   */
  public static ShardingImport.Sharded parseSharded(String mlirText, int[] mesh) {
    try {
      return ShardingImport.importModule(mlirText, mesh);
    } catch (StackOverflowError e) {
      throw tooDeep();
    }
  }

  private Graph importEntry() {
    Func main = entryFunction();
    entry = main;
    UnsupportedOpScan.check(module);
    Map<String, Value> env = new HashMap<>();
    for (int i = 0; i < main.argNames.size(); i++) {
      TensorType type = DynamicShapeImport.argumentType(main, i,
          tensor(main.argTypes.get(i), main.pos, null, "argument " + main.argNames.get(i)), argumentTypes);
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
      if ((k & (CompileStop.CHECK_OPS - 1)) == CompileStop.CHECK_OPS - 1) {
        CompileStop.check("a StableHLO import");
      }
      MlirAst.Op op = f.body.get(k);
      if (op.name.equals("func.return") || op.name.equals("stablehlo.return")) {
        if (k != f.body.size() - 1) {
          throw error(op, "invalid " + op.name, "ops follow the return of @" + f.name);
        }
        if (tuples.readsTuple(op, env)) {
          if (f != entry) {
            throw TupleImport.tupleOperand(op, "is returned by @" + f.name + ", not the entry function");
          }
          return tuples.flattenReturn(op, f, env);
        }
        List<Value> values = operands(op, env);
        checkOperandTypes(op, values, signature(op, values.size()));
        if (values.size() != f.resultTypes.size()) {
          throw error(op, "invalid " + op.name, "@" + f.name + " declares " + f.resultTypes.size()
              + " results but returns " + values.size());
        }
        for (int i = 0; i < values.size(); i++) {
          TensorType declared = tensor(f.resultTypes.get(i), f.pos, null, "result " + i + " of @" + f.name);
          if (!DeclaredTypes.matches(declared, values.get(i).type())) {
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
    if (!op.regions.isEmpty() && !UnsupportedOpScan.REGION_OPS.contains(op.name)
        && !SingleDeviceShardingImport.REGION_COLLECTIVES.contains(op.name)
        && !op.name.equals(ManualRegionImport.MANUAL_COMPUTATION)) {
      throw unsupported(op, null);
    }
    if (op.name.equals("stablehlo.tuple")) {
      tuples.tuple(op, env);
      return;
    }
    if (op.name.equals("stablehlo.get_tuple_element")) {
      tuples.getTupleElement(op, env);
      return;
    }
    if (tuples.readsTuple(op, env)) {
      throw TupleImport.tupleOperand(op, "is an operand of " + op.name);
    }
    if (ComplexImport.lowers(op)) {
      new ComplexImport(this).lower(op, env);
      return;
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
      case "chlo.erfc" -> new ElementwiseImport(this).erfc(op, env);
      case "chlo.square" -> {
        List<Value> in = operands(op, env, 1);
        Value x = in.get(0);
        finish(op, env, in, emit(op, binaryOp(BinaryOp.Kind.MULTIPLY), List.of(x, x)));
      }
      case "stablehlo.compare" -> new ElementwiseImport(this).compare(op, env);
      case "stablehlo.select" -> {
        List<Value> in = operands(op, env, 3);
        finish(op, env, in, emit(op, Op.newBuilder().setSelect(SelectOp.getDefaultInstance()), in));
      }
      case "stablehlo.clamp" -> {
        List<Value> in = operands(op, env, 3);
        finish(op, env, in, emit(op, Op.newBuilder().setClamp(ClampOp.getDefaultInstance()), in));
      }
      case "stablehlo.convert" -> new ElementwiseImport(this).convert(op, env);
      case "stablehlo.constant" -> new ElementwiseImport(this).constant(op, env);
      case "stablehlo.iota" -> {
        operands(op, env, 0);
        TensorType type = declaredResult(op, 0);
        long dim = integer(op, "dim", "iota_dimension");
        finish(op, env, List.of(), emit(op, Op.newBuilder().setIota(
            IotaOp.newBuilder().setType(type).setDimension(dim)), List.of()));
      }
      case "stablehlo.dot_general" -> new DotImport(this).dotGeneral(op, env);
      case "stablehlo.dot" -> new DotImport(this).dot(op, env);
      case "stablehlo.reduce" -> new ReduceImport(this).reduce(op, env);
      case "stablehlo.broadcast_in_dim" -> new MovementImport(this).broadcastInDim(op, env);
      case "stablehlo.broadcast" -> new MovementImport(this).broadcast(op, env);
      case "stablehlo.map" -> new GeneralBodyImport(this).map(op, env);
      case "stablehlo.reshape" -> new MovementImport(this).reshape(op, env);
      case BatchNormImport.INFERENCE -> new BatchNormImport(this).inference(op, env);
      case BatchNormImport.TRAINING -> new BatchNormImport(this).training(op, env);
      case BatchNormImport.GRAD -> new BatchNormImport(this).grad(op, env);
      case "stablehlo.transpose" -> new MovementImport(this).transpose(op, env);
      case "stablehlo.slice" -> new MovementImport(this).slice(op, env);
      case "stablehlo.dynamic_slice" -> new MovementImport(this).dynamicSlice(op, env);
      case "stablehlo.dynamic_update_slice" -> new MovementImport(this).dynamicUpdateSlice(op, env);
      case "stablehlo.concatenate" -> new MovementImport(this).concatenate(op, env);
      case "stablehlo.pad" -> new MovementImport(this).pad(op, env);
      case "stablehlo.gather" -> new GatherScatterImport(this).gather(op, env);
      case "stablehlo.scatter" -> new GatherScatterImport(this).scatter(op, env);
      case "func.call", "stablehlo.composite" -> call(op, env);
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
        if (op.regions.size() == 1 && GeneralBodyImport.needed(op.regions.get(0))) {
          TensorType result = declaredResult(op, 2);
          new GeneralBodyImport(this).fold(op, env, in, op.regions.get(0),
              WindowOpAttributes.window(op, in.get(0).type()), result);
          return;
        }
        finish(op, env, in, emit(op, Op.newBuilder().setReduceWindow(
            WindowOpAttributes.reduceWindow(op, in.get(0).type())), in));
      }
      case "stablehlo.select_and_scatter" -> {
        List<Value> in = operands(op, env, 3);
        finish(op, env, in, emit(op, Op.newBuilder().setSelectAndScatter(
            WindowOpAttributes.selectAndScatter(op, in.get(0).type())), in));
      }
      case "stablehlo.reverse" -> new MovementImport(this).reverse(op, env);
      case "stablehlo.while" -> new RegionImport(this).whileLoop(op, env);
      case "stablehlo.case" -> new RegionImport(this).caseOf(op, env);
      case "stablehlo.if" -> new RegionImport(this).ifThenElse(op, env);
      case "stablehlo.sort" -> new SortImport(this).sort(op, env);
      case "chlo.top_k" -> new SortImport(this).topK(op, env);
      case "stablehlo.bitcast_convert" -> new ElementwiseImport(this).bitcastConvert(op, env);
      case "stablehlo.optimization_barrier" -> new OptimizationBarrierImport(this).barrier(op, env);
      case "stablehlo.reduce_precision" -> new ReducePrecisionImport(this).reducePrecision(op, env);
      case "stablehlo.rng_bit_generator" -> new RngBitGeneratorImport(this).rngBitGenerator(op, env);
      case LinalgImport.CHOLESKY, LinalgImport.TRIANGULAR_SOLVE -> new LinalgImport(this).lower(op, env);
      case "stablehlo.get_dimension_size", "stablehlo.dynamic_broadcast_in_dim", "stablehlo.dynamic_reshape",
          "stablehlo.dynamic_iota", "stablehlo.real_dynamic_slice", "stablehlo.dynamic_pad", "stablehlo.dynamic_gather",
          "stablehlo.custom_call" -> {
        if (SingleDeviceShardingImport.isShardingCustomCall(op) && manual != null) {
          new ManualRegionImport(this, annotations).lowerCustomCall(op, env);
        } else if (LinalgImport.handles(op)) {
          new LinalgImport(this).lower(op, env);
        } else if (TridiagonalImport.handles(op)) {
          new TridiagonalImport(this).lower(op, env);
        } else if (ApproxTopKImport.handles(op)) {
          new ApproxTopKImport(this).lower(op, env);
        } else if (SingleDeviceShardingImport.isShardingCustomCall(op)) {
          new SingleDeviceShardingImport(this).lower(op, env);
        } else {
          new DynamicShapeImport(this).lower(op, env);
        }
      }
      case "stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.reduce_scatter", "stablehlo.all_to_all",
          "stablehlo.collective_permute", "stablehlo.collective_broadcast" -> {
        if (manual != null && manual.mesh() != null) {
          new MeshCollectiveImport(this, manual).lower(op, env);
        } else {
          new SingleDeviceShardingImport(this).lower(op, env);
        }
      }
      case "sdy.sharding_constraint" -> new SingleDeviceShardingImport(this).lower(op, env);
      case "stablehlo.partition_id", "stablehlo.replica_id" ->
          new ManualRegionImport(this, annotations).lowerDeviceId(op, env);
      case ManualRegionImport.MANUAL_COMPUTATION ->
          new ManualRegionImport(this, annotations).lowerManualComputation(op, env);
      default -> throw unsupported(op, null);
    }
  }

  // ------------------------------------------------------------------------------------ ops

  Value broadcastScalar(MlirAst.Op op, Value scalar, TensorType like) {
    return emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder()
        .addAllResultDims(like.getDimsList())), List.of(scalar));
  }

  static Op.Builder binaryOp(BinaryOp.Kind kind) {
    return Op.newBuilder().setBinary(BinaryOp.newBuilder().setKind(kind));
  }

  /** Inlines the callee: its arguments bound to the call's operands, its returns to the call's results. */
  private void call(MlirAst.Op op, Map<String, Value> env) {
    String calleeName = op.callee;
    if (calleeName == null && op.attributes.get("callee") instanceof MlirAst.SymbolAttr symbol) {
      calleeName = symbol.name(); // generic form: <{callee = @f}>
    }
    // stablehlo.composite (jax.export wraps chlo ops such as erf in one): its meaning is its decomposition
    if (calleeName == null && op.attributes.get("decomposition") instanceof MlirAst.SymbolAttr symbol) {
      calleeName = symbol.name();
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
    if (callStack.size() >= MAX_CALL_DEPTH) {
      throw error(op, "invalid " + op.name, "calls nest deeper than " + MAX_CALL_DEPTH + " functions");
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
      if (!DeclaredTypes.matches(declared, in.get(i).type())) {
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
    if (id > MAX_IMPORTED_OPS) {
      throw error(src, "invalid " + src.name, "the module expands to more than " + MAX_IMPORTED_OPS
          + " values once its calls are inlined");
    }
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
    if (shapeValues != null) {
      shapeValues.record(built, inferred);
    }
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

  // ------------------------------------------------------------------------------------ errors

  static StableHloImportException unsupported(MlirAst.Op op, String detail) {
    String target = op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s ? " @" + s.value() : "";
    return new StableHloImportException("unsupported op " + op.name + target, op.pos.line(), op.pos.column(), op.name,
        detail);
  }

  static StableHloImportException error(MlirAst.Op op, String what, String detail) {
    return new StableHloImportException(what, op.pos.line(), op.pos.column(), op.name, detail);
  }

  /**
   * The one function a custom_call names in {@code called_computations} (its reducer, its comparator), as a region:
   * its arguments and body. {@code title} heads the error, {@code role} names the function in it.
   */
  static MlirAst.Region calledRegion(StableHloImporter im, MlirAst.Op op, String title, String role) {
    if (!(op.attributes.get("called_computations") instanceof MlirAst.ArrayAttr called)
        || called.elements().size() != 1 || !(called.elements().get(0) instanceof MlirAst.SymbolAttr name)
        || im.module.functions.get(name.name()) == null) {
      throw error(op, title, "needs called_computations = [@" + role + "] naming a function of the module");
    }
    return im.calledRegions.computeIfAbsent(im.module.functions.get(name.name()), f -> {
      MlirAst.Region body = new MlirAst.Region();
      body.argNames.addAll(f.argNames);
      body.argTypes.addAll(f.argTypes);
      body.ops.addAll(f.body);
      return body;
    });
  }
}
