package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.declaredResult;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;
import static org.torchtpu.server.stablehlo.StableHloImporter.unsupported;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.MlirAst.Region;
import org.torchtpu.server.stablehlo.MlirAst.Tensor;
import org.torchtpu.server.stablehlo.MlirAst.Type;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * A {@code reduce} or {@code reduce_window} whose body is not one binary reducer ({@code lax.cumlogsumexp}'s
 * logaddexp, a windowed logsumexp, ...): the body is any scalar function made of elementwise ops, so it is applied to
 * whole tensors. The window's elements are taken one offset at a time (a strided slice of the operand padded with
 * the init value, base dilation as interior padding) and folded as XLA's reduce_window loop folds them, {@code acc =
 * body(acc, element)} from the init value in row-major window order, each step the body's ops over every window
 * position at once. The
 * program is then ordinary slices and elementwise ops (priced, stopped and heap-admitted as those are); its work is
 * the window size times the result size, as a direct loop's is. A reduce is the same fold over the reduced
 * dimensions' elements in row-major order, each a slice of the operand reshaped to the result. The graph holds a
 * slice and one copy of the body per element, so a window (or a reduction) whose elements times (body ops + 1)
 * exceed {@link #MAX_EMITTED_OPS} is refused before anything is emitted, naming the op and both numbers: a 4,096
 * window with a 400-op body would otherwise import 1.6M ops (36 s, 630 MB) and never finish compiling. A {@code map}
 * body is applied the same way, once, to its whole operands.
 */
final class GeneralBodyImport {
  /**
   * Most ops a general body's fold emits (window elements x (body ops + 1)): cumlogsumexp (a 10-op logaddexp) over
   * a 4,096-long axis is 45,056.
   */
  static final long MAX_EMITTED_OPS = 1 << 16;

  /** Ops a body may use besides the elementwise tables: each acts element by element. */
  private static final Set<String> ELEMENTWISE = Set.of("stablehlo.compare", "stablehlo.select", "stablehlo.clamp",
      "stablehlo.convert", "stablehlo.constant", "chlo.erfc", "chlo.square");

  /** The one-op bodies {@link ReduceImport#reducerKind} maps to a window kind. */
  private static final Set<String> REDUCERS = Set.of("stablehlo.add", "stablehlo.multiply", "stablehlo.maximum",
      "stablehlo.minimum", "stablehlo.and", "stablehlo.or");

  private final StableHloImporter im;

  GeneralBodyImport(StableHloImporter im) {
    this.im = im;
  }

  /**
   * Whether the body is not {@code return <reducer>(a, b)} over its two arguments, so the op set's reduce_window
   * kinds cannot run it.
   */
  static boolean needed(Region body) {
    if (body.argNames.size() != 2 || body.ops.size() != 2) {
      return true;
    }
    MlirAst.Op inner = body.ops.get(0);
    MlirAst.Op ret = body.ops.get(1);
    boolean onArguments = inner.operands.size() == 2 && body.argNames.containsAll(inner.operands)
        && !inner.operands.get(0).equals(inner.operands.get(1));
    return !(REDUCERS.contains(inner.name) && onArguments && inner.results.size() == 1
        && ret.operands.equals(inner.results));
  }

  /** A single-input reduce whose body {@link #needed} this: init folded with every reduced element in turn. */
  void reduce(MlirAst.Op op, Map<String, Value> env, Value x, Value init) {
    Region body = op.regions.get(0);
    checkBody(op, body, x.type().getDtype());
    TensorType result = declaredResult(op, 2);
    int rank = x.type().getDimsCount();
    List<Long> dims = OpAttributes.ints(op, "dimensions");
    long elements = 1;
    List<Long> kept = new ArrayList<>();
    for (int d = 0; d < rank; d++) {
      if (!dims.contains((long) d)) {
        kept.add(x.type().getDims(d));
      }
    }
    for (int i = 0; i < dims.size(); i++) {
      long d = dims.get(i);
      if (d < 0 || d >= rank) {
        throw error(op, "invalid " + op.name, "dimension " + d + " out of range for rank " + rank);
      }
      if (dims.indexOf(d) != i) {
        throw error(op, "invalid " + op.name, "dimension " + d + " is listed twice in dimensions " + dims);
      }
      elements = checkBudget(op, body, Math.multiplyExact(elements, x.type().getDims((int) d)), "reduction");
    }
    if (!result.getDimsList().equals(kept)) {
      throw error(op, "type mismatch in " + op.name, "the result is declared " + result.getDimsList()
          + " but reducing dimensions " + dims + " of " + x.type().getDimsList() + " leaves " + kept);
    }
    Value acc = im.broadcastScalar(op, init, result);
    long[] index = new long[rank];
    long[] order = sortedDims(dims);
    boolean[] reduced = new boolean[rank];
    for (long d : order) {
      reduced[(int) d] = true;
    }
    for (long e = 0; e < elements; e++) {
      SliceOp.Builder slice = SliceOp.newBuilder();
      for (int d = 0; d < rank; d++) {
        slice.addStartIndices(reduced[d] ? index[d] : 0)
            .addLimitIndices(reduced[d] ? index[d] + 1 : x.type().getDims(d))
            .addStrides(1);
      }
      Value picked = im.emit(op, Op.newBuilder().setSlice(slice), List.of(x));
      Value element = im.emit(op, Op.newBuilder().setReshape(ReshapeOp.newBuilder()
          .addAllDims(result.getDimsList())), List.of(picked));
      acc = applyBody(op, body, acc, element, result);
      for (int k = dims.size() - 1; k >= 0; k--) { // row-major over the reduced dimensions in the operand's order
        int d = (int) order[k];
        if (++index[d] < x.type().getDims(d)) {
          break;
        }
        index[d] = 0;
      }
    }
    im.finish(op, env, null, acc);
  }

  /**
   * The elements so far, or a refusal when their fold would emit more than {@link #MAX_EMITTED_OPS} ops. Asked after
   * each dimension, so the product stays small.
   */
  private static long checkBudget(MlirAst.Op op, Region body, long elements, String what) {
    long bodyOps = body.ops.size() - 1; // the return is not emitted
    if (elements * (bodyOps + 1) > MAX_EMITTED_OPS) {
      throw error(op, "invalid " + op.name, "a " + what + " of " + elements + " elements with a " + bodyOps
          + "-op body would emit " + elements + " x " + (bodyOps + 1) + " ops; a body other than one add, multiply, "
          + "maximum or minimum is applied element by element, to at most " + MAX_EMITTED_OPS + " ops (elements x "
          + "(body ops + 1)); the body: " + ReduceImport.describeBody(body));
    }
    return elements;
  }

  private static long[] sortedDims(List<Long> dims) {
    return dims.stream().mapToLong(Long::longValue).sorted().toArray();
  }

  /**
   * A reduce_window of {@code in}'s first two values (operand, init) with {@code window}'s geometry: folded as the
   * class comment says. {@code declared} is the text's result type, or null when the text's is symbolic (a refined
   * {@code @stablehlo.dynamic_reduce_window}: the window's positions give it).
   */
  void fold(MlirAst.Op op, Map<String, Value> env, List<Value> in, Region body, ReduceWindowOp.Builder w,
      TensorType declared) {
    Value x = in.get(0);
    Value init = in.get(1);
    checkBody(op, body, x.type().getDtype());
    if (init.type().getDimsCount() != 0 || init.type().getDtype() != x.type().getDtype()) {
      throw error(op, "invalid " + op.name, "the init value must be a scalar of the operand's element type");
    }
    int rank = x.type().getDimsCount();
    long[] dims = orDefault(op, w.getWindowDimensionsList(), rank, 1, "window_dimensions");
    long[] strides = orDefault(op, w.getWindowStridesList(), rank, 1, "window_strides");
    long[] baseDilations = orDefault(op, w.getBaseDilationsList(), rank, 1, "base_dilations");
    long[] windowDilations = orDefault(op, w.getWindowDilationsList(), rank, 1, "window_dilations");
    long[] low = orDefault(op, w.getPaddingLowList(), rank, 0, "padding");
    long[] high = orDefault(op, w.getPaddingHighList(), rank, 0, "padding");
    long elements = 1;
    for (long d : dims) {
      if (d < 1) {
        throw error(op, "invalid " + op.name, "window dimensions must be positive, got " + w.getWindowDimensionsList());
      }
      elements = checkBudget(op, body, Math.multiplyExact(elements, d), "window " + w.getWindowDimensionsList());
    }
    for (int d = 0; d < rank; d++) {
      if (strides[d] < 1 || baseDilations[d] < 1 || windowDilations[d] < 1 || low[d] < 0 || high[d] < 0) {
        throw error(op, "invalid " + op.name, "strides and dilations must be positive and padding not negative");
      }
    }

    Value padded = x;
    if (nonZero(low) || nonZero(high) || anyAbove1(baseDilations)) {
      PadOp.Builder pad = PadOp.newBuilder();
      for (int d = 0; d < rank; d++) {
        pad.addEdgePaddingLow(low[d]).addEdgePaddingHigh(high[d]).addInteriorPadding(baseDilations[d] - 1);
      }
      padded = im.emit(op, Op.newBuilder().setPad(pad), List.of(x, init));
    }
    TensorType.Builder windows = x.type().toBuilder().clearDims();
    for (int d = 0; d < rank; d++) {
      long span = (dims[d] - 1) * windowDilations[d] + 1;
      long positions = padded.type().getDims(d) >= span ? (padded.type().getDims(d) - span) / strides[d] + 1 : 0;
      windows.addDims(positions);
    }
    TensorType result = windows.build();
    if (declared != null && !DeclaredTypes.matches(declared, result)) {
      throw error(op, "type mismatch in " + op.name, "the window gives " + MlirTypes.toMlir(result)
          + " but the text declares " + MlirTypes.toMlir(declared));
    }
    if (result.getDimsList().contains(0L)) {
      im.finish(op, env, in, im.broadcastScalar(op, init, result)); // no window: nothing to slice
      return;
    }
    Value acc = im.broadcastScalar(op, init, result);
    long[] offset = new long[rank];
    for (long e = 0; e < elements; e++) {
      acc = applyBody(op, body, acc, windowElement(op, padded, offset, strides, windowDilations, result), result);
      for (int d = rank - 1; d >= 0 && ++offset[d] == dims[d]; d--) {
        offset[d] = 0; // row-major: the last window dimension moves fastest
      }
    }
    im.finish(op, env, in, acc);
  }

  /** The element at window offset {@code offset} of every window: a strided slice of the padded operand. */
  private Value windowElement(MlirAst.Op op, Value padded, long[] offset, long[] strides, long[] windowDilations,
      TensorType result) {
    SliceOp.Builder slice = SliceOp.newBuilder();
    for (int d = 0; d < offset.length; d++) {
      long start = offset[d] * windowDilations[d];
      slice.addStartIndices(start).addLimitIndices(start + (result.getDims(d) - 1) * strides[d] + 1)
          .addStrides(strides[d]);
    }
    return im.emit(op, Op.newBuilder().setSlice(slice), List.of(padded));
  }

  private Value applyBody(MlirAst.Op op, Region body, Value acc, Value element, TensorType result) {
    return applyBody(op, body, List.of(acc, element), result.getDimsList(), result);
  }

  /**
   * The body's ops over tensors of {@code dims}: each scalar type widened to them, constants broadcast; the value it
   * returns must be of type {@code result} unless that is null.
   */
  Value applyBody(MlirAst.Op op, Region body, List<Value> args, List<Long> dims, TensorType result) {
    Map<String, Value> env = new HashMap<>();
    for (int i = 0; i < args.size(); i++) {
      env.put(body.argNames.get(i), args.get(i));
    }
    for (MlirAst.Op inner : body.ops) {
      if (inner.name.equals("stablehlo.return") || inner.name.equals("func.return")) {
        Value out = operands(inner, env, 1).get(0);
        if (result != null && !out.type().equals(result)) {
          throw error(op, "invalid " + op.name, "the body returns " + MlirTypes.toMlir(out.type())
              + " for windows of " + MlirTypes.toMlir(result));
        }
        return out;
      }
      if (inner.name.equals("stablehlo.constant")) {
        im.lowerOp(inner, env);
        String name = inner.results.get(0);
        Value scalar = env.get(name);
        env.put(name, im.broadcastScalar(inner, scalar, scalar.type().toBuilder().clearDims().addAllDims(dims)
            .build()));
      } else {
        im.lowerOp(widened(inner, dims), env);
      }
    }
    throw error(op, "invalid " + op.name, "the body does not end with a return");
  }

  /**
   * {@code stablehlo.map}: its body (elementwise ops on one scalar of each operand) applied to whole tensors, which
   * gives every element the body's value there; {@code dimensions} must be all of them, in order, as the spec says.
   */
  void map(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    if (in.isEmpty() || op.regions.size() != 1) {
      throw error(op, "invalid " + op.name, "needs operands and one body region");
    }
    TensorType shape = in.get(0).type();
    List<DType> dtypes = new ArrayList<>();
    for (Value v : in) {
      if (!v.type().getDimsList().equals(shape.getDimsList())) {
        throw error(op, "invalid " + op.name, "operands must have one shape, got " + MlirTypes.toMlir(shape)
            + " and " + MlirTypes.toMlir(v.type()));
      }
      dtypes.add(v.type().getDtype());
    }
    List<Long> dims = OpAttributes.ints(op, "dimensions");
    for (int d = 0; d < dims.size() || d < shape.getDimsCount(); d++) {
      if (d >= dims.size() || d >= shape.getDimsCount() || dims.get(d) != d) {
        throw error(op, "invalid " + op.name, "dimensions must be [0, ..., rank - 1] (all of them, in order), got "
            + dims);
      }
    }
    Region body = op.regions.get(0);
    checkBody(op, body, dtypes);
    im.finish(op, env, in, applyBody(op, body, in, shape.getDimsList(), null));
  }

  private static void checkBody(MlirAst.Op op, Region body, DType dtype) {
    checkBody(op, body, List.of(dtype, dtype));
  }

  /**
   * The body must be elementwise ops on scalars (constants included), ending in a return; its arguments scalars of
   * {@code dtypes}.
   */
  static void checkBody(MlirAst.Op op, Region body, List<DType> dtypes) {
    if (body.argNames.size() != dtypes.size()) {
      throw unsupported(op, "a " + op.name.replace("stablehlo.", "") + " body with " + body.argNames.size()
          + " arguments ("
          + ReduceImport.describeBody(body) + ")" + (op.name.equals("stablehlo.map") ? " for " + dtypes.size()
          + " operands" : ""));
    }
    for (int i = 0; i < dtypes.size(); i++) {
      Type t = body.argTypes.get(i);
      if (!(t instanceof Tensor tensor) || tensor.complex() || tensor.type().getDimsCount() != 0
          || tensor.type().getDtype() != dtypes.get(i)) {
        throw error(op, "invalid " + op.name, "body argument " + i + " must be a scalar of "
            + MlirTypes.elementName(dtypes.get(i)));
      }
    }
    for (MlirAst.Op inner : body.ops) {
      boolean elementwise = StableHloImporter.UNARY.containsKey(inner.name)
          || StableHloImporter.BINARY.containsKey(inner.name) || ELEMENTWISE.contains(inner.name)
          || inner.name.equals("stablehlo.return") || inner.name.equals("func.return");
      if (!elementwise || !inner.regions.isEmpty()) {
        throw unsupported(op, op.name.replace("stablehlo.", "") + " body op " + inner.name + " (line "
            + inner.pos.line() + ") is not "
            + "elementwise; a general body may use elementwise ops, compare, select, clamp, convert and constants");
      }
      for (Type t : types(inner)) {
        if (!(t instanceof Tensor tensor) || tensor.complex() || tensor.type().getDimsCount() != 0) {
          throw unsupported(op, op.name.replace("stablehlo.", "") + " body op " + inner.name + " (line "
              + inner.pos.line() + ") works on "
              + "non-scalar or complex values; a general body works on real scalars");
        }
      }
    }
  }

  private static List<Type> types(MlirAst.Op op) {
    List<Type> all = new ArrayList<>(op.plainTypes);
    if (op.functionalType != null) {
      all.addAll(op.functionalType.inputs());
      all.addAll(op.functionalType.results());
    }
    return all;
  }

  /** A copy of a scalar body op whose declared types have the window result's dimensions. */
  private static MlirAst.Op widened(MlirAst.Op op, List<Long> dims) {
    MlirAst.Op w = new MlirAst.Op(op.name, op.pos, op.generic);
    w.results.addAll(op.results);
    w.operands.addAll(op.operands);
    w.attributes.putAll(op.attributes);
    w.keywords.addAll(op.keywords);
    w.callee = op.callee;
    for (Type t : op.plainTypes) {
      w.plainTypes.add(widened(t, dims));
    }
    if (op.functionalType != null) {
      w.functionalType = new MlirAst.Function(op.functionalType.inputs().stream().map(t -> widened(t, dims)).toList(),
          op.functionalType.results().stream().map(t -> widened(t, dims)).toList());
    }
    return w;
  }

  private static Type widened(Type t, List<Long> dims) {
    Tensor tensor = (Tensor) t; // checkBody: every body type is a real scalar tensor
    return new Tensor(tensor.type().toBuilder().clearDims().addAllDims(dims).build(), false);
  }

  private static long[] orDefault(MlirAst.Op op, List<Long> given, int rank, long fill, String what) {
    if (given.isEmpty()) {
      long[] out = new long[rank];
      java.util.Arrays.fill(out, fill);
      return out;
    }
    if (given.size() != rank) {
      throw error(op, "invalid " + op.name, what + " has " + given.size() + " entries for rank " + rank);
    }
    return given.stream().mapToLong(Long::longValue).toArray();
  }

  private static boolean nonZero(long[] values) {
    for (long v : values) {
      if (v != 0) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyAbove1(long[] values) {
    for (long v : values) {
      if (v > 1) {
        return true;
      }
    }
    return false;
  }
}
