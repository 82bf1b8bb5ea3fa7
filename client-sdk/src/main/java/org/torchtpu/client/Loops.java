package org.torchtpu.client;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Region;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WhileOp;

/**
 * Loops in compiled tracing: {@link #whileLoop} and {@link #forLoop} trace their condition and
 * body once, as regions of one {@code while} op, so a model can scan its layers (stacked weights
 * indexed by the loop counter) into one loop body that the server compiles once and runs per
 * trip, instead of unrolling them. Tensors of the enclosing function may be read inside; they
 * enter the loop as extra carried values. Eagerly there is no loop op: use a Java loop.
 *
 * <p>Gradients do not flow through a loop (the body is a traced region, not a recorded Tensor
 * computation): a loop over values that require gradients while gradients are enabled is an
 * error rather than a silent zero gradient.
 */
public final class Loops {
  private Loops() {}

  /**
   * {@code while (cond(x)) x = body(x)} over the carried tensors {@code init}; returns the final values.
   *
   * @param cond returns a pred scalar
   * @param body returns tensors of exactly the carried types
   */
  public static List<Tensor> whileLoop(List<Tensor> init, Function<List<Tensor>, Tensor> cond,
      Function<List<Tensor>, List<Tensor>> body) {
    if (init.isEmpty()) {
      throw new IllegalArgumentException("whileLoop: needs at least one carried tensor");
    }
    Session s = init.get(0).session();
    Trace outer = s.currentTrace();
    if (outer == null) {
      throw new TracingException("whileLoop/forLoop build a loop op of a compiled graph: call them inside a function "
          + "given to Session.compile; eagerly, use a Java loop");
    }
    if (Autograd.isGradEnabled()) {
      for (Tensor t : init) {
        if (t.requiresGrad()) {
          throw new UnsupportedOperationException("whileLoop: gradients do not flow through loops; " + t
              + " requires grad (run the loop under Autograd.noGrad, or unroll it)");
        }
      }
    }
    List<TensorType> types = new ArrayList<>();
    for (Tensor t : init) {
      types.add(t.type());
    }
    Trace condTrace = new Trace(outer);
    List<Tensor> condArgs = parameters(s, condTrace, types);
    Tensor go = s.inRegion(condTrace, () -> cond.apply(condArgs));
    go = owned(condTrace, go, "cond");
    if (!go.type().equals(Shapes.type(DType.PRED, List.of()))) {
      throw new IllegalArgumentException("whileLoop: cond returns " + Shapes.toString(go.type())
          + "; rule: cond must return one pred[] scalar (e.g. i.lt(n))");
    }
    Trace bodyTrace = new Trace(outer);
    List<Tensor> bodyArgs = parameters(s, bodyTrace, types);
    List<Tensor> next = s.inRegion(bodyTrace, () -> body.apply(bodyArgs));
    if (next == null || next.size() != types.size()) {
      throw new IllegalArgumentException("whileLoop: body returns " + (next == null ? "null" : next.size() + " tensors")
          + " but the loop carries " + types.size() + "; rule: the body returns one tensor per carried value");
    }
    List<Tensor> bodyOut = new ArrayList<>();
    for (int i = 0; i < next.size(); i++) {
      Tensor t = owned(bodyTrace, next.get(i), "body");
      if (!t.type().equals(types.get(i))) {
        throw new IllegalArgumentException("whileLoop: body result " + i + " is " + Shapes.toString(t.type())
            + " but the loop carries " + Shapes.toString(types.get(i)) + "; rule: the body returns exactly the "
            + "carried values' types");
      }
      bodyOut.add(t);
    }
    LinkedHashMap<Long, Tensor> captured = new LinkedHashMap<>();
    for (Trace region : List.of(condTrace, bodyTrace)) {
      for (Long handle : region.captures().keySet()) {
        captured.putIfAbsent(handle, region.capturedOuter(handle));
      }
    }
    Region condRegion = region(s, condTrace, condArgs, captured, List.of(go), false);
    Region bodyRegion = region(s, bodyTrace, bodyArgs, captured, bodyOut, true);
    List<Tensor> operands = new ArrayList<>(init);
    operands.addAll(captured.values());
    List<Tensor> results = s.emit(Op.newBuilder().setWhile(WhileOp.newBuilder().setCond(condRegion)
        .setBody(bodyRegion)), operands);
    return List.copyOf(results.subList(0, init.size()));
  }

  /**
   * {@code for (i = 0; i < trips; i++) x = body(i, x)}, with {@code i} an s32 scalar tensor (use it
   * to pick layer {@code i}'s weights from a stacked tensor with {@link Tensor#select} or a
   * dynamic slice); returns the final values.
   */
  public static List<Tensor> forLoop(int trips, List<Tensor> init, BiFunction<Tensor, List<Tensor>, List<Tensor>> body) {
    if (trips < 0) {
      throw new IllegalArgumentException("forLoop: trips must be >= 0, got " + trips);
    }
    if (init.isEmpty()) {
      throw new IllegalArgumentException("forLoop: needs at least one carried tensor");
    }
    Session s = init.get(0).session();
    if (s.currentTrace() == null) {
      throw new TracingException("forLoop builds a loop op of a compiled graph: call it inside a function given to "
          + "Session.compile; eagerly, use a Java loop");
    }
    List<Tensor> carried = new ArrayList<>();
    carried.add(WireOps.constant(s, LiteralCodec.scalar(0L, DType.S32)));
    carried.addAll(init);
    List<Tensor> out = whileLoop(carried,
        xs -> WireOps.compare(xs.get(0), WireOps.constant(s, LiteralCodec.scalar((long) trips, DType.S32)),
            CompareOp.Direction.LT),
        xs -> {
          List<Tensor> next = new ArrayList<>();
          next.add(WireOps.binary(xs.get(0), WireOps.constant(s, LiteralCodec.scalar(1L, DType.S32)),
              BinaryOp.Kind.ADD));
          next.addAll(body.apply(xs.get(0), xs.subList(1, xs.size())));
          return next;
        });
    return List.copyOf(out.subList(1, out.size()));
  }

  private static List<Tensor> parameters(Session s, Trace region, List<TensorType> types) {
    List<Tensor> params = new ArrayList<>();
    for (TensorType t : types) {
      params.add(new Tensor(s, region.addParameter(t), t, region));
    }
    return params;
  }

  /** A region's result as a value of the region (an enclosing tensor returned as is becomes a capture). */
  private static Tensor owned(Trace region, Tensor t, String what) {
    if (t == null) {
      throw new IllegalArgumentException("whileLoop: the " + what + " returned null");
    }
    if (t.trace() == region) {
      return t;
    }
    if (region.encloses(t)) {
      return region.capture(t);
    }
    throw new TracingException("whileLoop: the " + what + " returned " + t + ", which is neither computed in it nor "
        + "a value of the function being compiled");
  }

  /** The region: carried parameters, then one per captured value (its own, or an unused one), ops, outputs. */
  private static Region region(Session s, Trace trace, List<Tensor> carried, LinkedHashMap<Long, Tensor> captured,
      List<Tensor> outputs, boolean passCapturesThrough) {
    Region.Builder r = Region.newBuilder();
    for (Tensor p : carried) {
      r.addParameters(p.handle()).addParameterTypes(p.type());
    }
    List<Long> captureParams = new ArrayList<>();
    for (var e : captured.entrySet()) {
      Tensor own = trace.captures().get(e.getKey());
      long id = own != null ? own.handle() : trace.addParameter(e.getValue().type());
      r.addParameters(id).addParameterTypes(e.getValue().type());
      captureParams.add(id);
    }
    r.addAllOps(trace.ops());
    for (Tensor t : outputs) {
      r.addOutputs(t.handle());
    }
    if (passCapturesThrough) {
      r.addAllOutputs(captureParams);
    }
    trace.abandon(); // its tensors are the loop's own: nothing outside may use them
    return r.build();
  }
}
