package org.torchtpu.server.stablehlo;

import static org.torchtpu.server.stablehlo.DeclaredTypes.declaredResult;
import static org.torchtpu.server.stablehlo.OpAttributes.integer;
import static org.torchtpu.server.stablehlo.OpAttributes.ints;
import static org.torchtpu.server.stablehlo.StableHloImporter.error;
import static org.torchtpu.server.stablehlo.StableHloImporter.operands;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ReshapeOp;
import org.torchtpu.api.v1.SliceOp;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.stablehlo.StableHloImporter.Value;

/**
 * Shape-polymorphic exports ({@code jax.export} with symbolic dimensions such as a batch "b"): their argument types
 * have '?' dimensions, and sizes flow through the program as values (get_dimension_size, then integer arithmetic)
 * into the dynamic ops' shape operands. The import refines them from the concrete argument types the compile
 * request gives: {@link #argumentType} checks each argument against its declared type, get_dimension_size becomes a
 * constant, {@link ShapeValues} computes the shape arithmetic, and each dynamic op becomes its static counterpart
 * (dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota, real_dynamic_slice, dynamic_pad, dynamic_gather). A
 * {@code shape_assertion} custom call whose condition is false fails the import with the message JAX wrote into it.
 */
final class DynamicShapeImport {
  private final StableHloImporter im;

  DynamicShapeImport(StableHloImporter im) {
    this.im = im;
  }

  /** Custom calls a shape-polymorphic export uses that the import refines (the others are unsupported). */
  static final java.util.Set<String> CUSTOM_CALLS = java.util.Set.of("shape_assertion",
      "stablehlo.dynamic_reduce_window");

  static boolean isRefinedCustomCall(MlirAst.Op op) {
    return op.name.equals("stablehlo.custom_call")
        && op.attributes.get("call_target_name") instanceof MlirAst.StringAttr s && CUSTOM_CALLS.contains(s.value());
  }

  /**
   * The type of entry argument {@code index}: the declared one, refined by {@code given} (the caller's concrete
   * types, or null) where it has symbolic dimensions.
   */
  static TensorType argumentType(MlirAst.Func main, int index, TensorType declared, List<TensorType> given) {
    String name = "argument " + main.argNames.get(index);
    if (given == null) {
      if (DeclaredTypes.isDynamic(declared)) {
        throw new StableHloImportException("shape-polymorphic module", main.pos.line(), main.pos.column(), null,
            name + " has symbolic dimensions (" + MlirTypes.toMlir(declared) + "); give the concrete argument "
                + "types (CompileRequest.argument_types) to refine them");
      }
      return declared;
    }
    if (given.size() != main.argNames.size()) {
      throw new StableHloImportException("argument types do not match", main.pos.line(), main.pos.column(), null,
          "@" + main.name + " takes " + main.argNames.size() + " arguments, " + given.size() + " types were given");
    }
    TensorType actual = given.get(index);
    try {
      org.torchtpu.api.ir.Shapes.numElements(actual);
    } catch (org.torchtpu.api.ir.OpTypeException e) {
      throw new StableHloImportException("argument types do not match", main.pos.line(), main.pos.column(), null,
          name + ": " + e.getMessage());
    }
    if (!DeclaredTypes.matches(declared, actual)) {
      throw new StableHloImportException("argument types do not match", main.pos.line(), main.pos.column(), null,
          name + " is declared " + MlirTypes.toMlir(declared) + ", the given type "
              + org.torchtpu.api.ir.Shapes.toString(actual) + " does not fit it");
    }
    return actual;
  }

  void lower(MlirAst.Op op, Map<String, Value> env) {
    switch (op.name) {
      case "stablehlo.get_dimension_size" -> {
        List<Value> in = operands(op, env, 1);
        long dim = integer(op, "dim", "dimension");
        TensorType x = in.get(0).type();
        if (dim < 0 || dim >= x.getDimsCount()) {
          throw error(op, "invalid " + op.name, "dimension " + dim + " is outside " + MlirTypes.toMlir(x));
        }
        TensorType result = declaredResult(op, 1);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setConstant(ConstantOp.newBuilder()
            .setValue(LiteralCodec.scalar(x.getDims((int) dim), result.getDtype()))), List.of()));
      }
      case "stablehlo.dynamic_broadcast_in_dim" -> {
        List<Value> in = operands(op, env, 2);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setBroadcastInDim(BroadcastInDimOp.newBuilder()
            .addAllResultDims(shape(op, in.get(1), "output_dimensions"))
            .addAllBroadcastDimensions(ints(op, "dims", "broadcast_dimensions"))), List.of(in.get(0))));
      }
      case "stablehlo.dynamic_reshape" -> {
        List<Value> in = operands(op, env, 2);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setReshape(ReshapeOp.newBuilder()
            .addAllDims(shape(op, in.get(1), "output_shape"))), List.of(in.get(0))));
      }
      case "stablehlo.dynamic_iota" -> {
        List<Value> in = operands(op, env, 1);
        TensorType type = TensorType.newBuilder().setDtype(declaredResult(op, 1).getDtype())
            .addAllDims(shape(op, in.get(0), "output_shape")).build();
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setIota(IotaOp.newBuilder().setType(type)
            .setDimension(integer(op, "dim", "iota_dimension"))), List.of()));
      }
      case "stablehlo.real_dynamic_slice" -> {
        List<Value> in = operands(op, env, 4);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setSlice(SliceOp.newBuilder()
            .addAllStartIndices(shape(op, in.get(1), "start_indices"))
            .addAllLimitIndices(shape(op, in.get(2), "limit_indices"))
            .addAllStrides(shape(op, in.get(3), "strides"))), List.of(in.get(0))));
      }
      case "stablehlo.dynamic_pad" -> {
        List<Value> in = operands(op, env, 5);
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setPad(PadOp.newBuilder()
            .addAllEdgePaddingLow(shape(op, in.get(2), "edge_padding_low"))
            .addAllEdgePaddingHigh(shape(op, in.get(3), "edge_padding_high"))
            .addAllInteriorPadding(shape(op, in.get(4), "interior_padding"))), List.of(in.get(0), in.get(1))));
      }
      case "stablehlo.dynamic_gather" -> {
        List<Value> in = operands(op, env, 3);
        if (!(op.attributes.get("dimension_numbers") instanceof MlirAst.DialectAttr numbers)) {
          throw error(op, "invalid " + op.name, "missing dimension_numbers = #stablehlo.gather<...>");
        }
        im.finish(op, env, in, im.emit(op, Op.newBuilder().setGather(GatherScatterImport.gatherNumbers(op, numbers)
            .addAllSliceSizes(shape(op, in.get(2), "slice_sizes"))), List.of(in.get(0), in.get(1))));
      }
      case "stablehlo.custom_call" -> {
        if (!isRefinedCustomCall(op)) {
          throw StableHloImporter.unsupported(op, null);
        }
        MlirAst.Attr target = op.attributes.get("call_target_name");
        if (target instanceof MlirAst.StringAttr s && s.value().equals("shape_assertion")) {
          shapeAssertion(op, env);
        } else {
          dynamicReduceWindow(op, env);
        }
      }
      default -> throw StableHloImporter.unsupported(op, null);
    }
  }

  /** Fails the import when the assertion's condition is false, with JAX's message ({0}, {1}: the extra operands). */
  private void shapeAssertion(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env);
    if (in.isEmpty() || !op.results.isEmpty()) {
      throw error(op, "invalid shape_assertion", "takes a condition (and the values its message names) and has no "
          + "results");
    }
    long[] condition = values(op, in.get(0), "the condition");
    if (condition.length != 1) {
      throw error(op, "invalid shape_assertion", "the condition must be one i1");
    }
    if (condition[0] != 0) {
      return;
    }
    String message = op.attributes.get("error_message") instanceof MlirAst.StringAttr s ? s.value()
        : "shape assertion failed";
    for (int i = 1; i < in.size(); i++) {
      long[] v = values(op, in.get(i), "operand " + i);
      message = message.replace("{" + (i - 1) + "}", v.length == 1 ? Long.toString(v[0])
          : java.util.Arrays.toString(v));
    }
    throw new ShapeAssertionException(op.pos.line(), op.pos.column(), op.name, message);
  }

  /**
   * {@code custom_call @stablehlo.dynamic_reduce_window(x, init, window_dimensions, window_strides, base_dilations,
   * window_dilations, padding)} with the reducer as its called computation: a reduce_window once its operands are
   * known (a reducer other than one binary op folded by {@link GeneralBodyImport}, as in a static reduce_window).
   */
  private void dynamicReduceWindow(MlirAst.Op op, Map<String, Value> env) {
    List<Value> in = operands(op, env, 7);
    MlirAst.Region body = StableHloImporter.calledRegion(im, op, "invalid stablehlo.dynamic_reduce_window", "reducer");
    Value x = in.get(0);
    int rank = x.type().getDimsCount();
    long[] padding = values(op, in.get(6), "the padding");
    if (padding.length != 2L * rank) {
      throw error(op, "invalid stablehlo.dynamic_reduce_window", "padding must be " + rank + "x2, it has "
          + padding.length + " values");
    }
    org.torchtpu.api.v1.ReduceWindowOp.Builder window = org.torchtpu.api.v1.ReduceWindowOp.newBuilder()
        .addAllWindowDimensions(shape(op, in.get(2), "window_dimensions"))
        .addAllWindowStrides(shape(op, in.get(3), "window_strides"))
        .addAllBaseDilations(shape(op, in.get(4), "base_dilations"))
        .addAllWindowDilations(shape(op, in.get(5), "window_dilations"));
    for (int d = 0; d < rank; d++) {
      window.addPaddingLow(padding[2 * d]).addPaddingHigh(padding[2 * d + 1]);
    }
    if (GeneralBodyImport.needed(body)) { // any elementwise reducer, folded as a static reduce_window's is
      new GeneralBodyImport(im).fold(op, env, in, body, window, null);
      return;
    }
    window.setKind(ReduceImport.reducerKind(op, body, x.type().getDtype()));
    im.finish(op, env, in, im.emit(op, Op.newBuilder().setReduceWindow(window), List.of(x, in.get(1))));
  }

  private List<Long> shape(MlirAst.Op op, Value v, String what) {
    long[] values = values(op, v, what);
    List<Long> out = new ArrayList<>(values.length);
    for (long x : values) {
      out.add(x);
    }
    return out;
  }

  private long[] values(MlirAst.Op op, Value v, String what) {
    long[] values;
    try {
      values = im.shapeValues == null ? null : im.shapeValues.longs(v.id());
    } catch (ShapeValues.BudgetExceededException e) {
      throw StableHloImporter.unsupported(op, what + " cannot be refined at compile time: " + e.getMessage());
    }
    if (values == null) {
      throw StableHloImporter.unsupported(op, what + " is computed from data, not from the argument shapes: the "
          + "service refines dynamic shapes at compile time, from the argument types");
    }
    return values;
  }

  /** A shape assertion of a shape-polymorphic export failed for the given argument types. */
  static final class ShapeAssertionException extends StableHloImportException {
    ShapeAssertionException(int line, int column, String opName, String message) {
      super("shape assertion failed", line, column, opName, message);
    }
  }
}
