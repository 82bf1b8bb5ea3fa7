package org.torchtpu.client;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.TensorType;

/**
 * A function being traced into a {@link Graph}. Its values have ids local to the graph, given in
 * order: the parameters 1..P, then each op's results as the op is recorded. So the same function
 * over the same types always gives the same graph, whatever the session did before, and the
 * server can cache its program by structure.
 */
final class Trace {
  /** The trace a loop body or branch is traced inside (null for a whole function). */
  private final Trace parent;
  /** A region's values of the enclosing trace it reads: enclosing tensor handle to its parameter here. */
  private final java.util.LinkedHashMap<Long, Tensor> captures = new java.util.LinkedHashMap<>();
  private final java.util.Map<Long, Tensor> capturedOuter = new java.util.HashMap<>();
  private final List<Parameter> parameters = new ArrayList<>();
  private final List<Op> ops = new ArrayList<>();
  private long nextId = 1;
  private boolean finished;

  Trace() {
    this(null);
  }

  /** A region of {@code parent} (a loop's cond or body): closed, it reads outer values as parameters. */
  Trace(Trace parent) {
    this.parent = parent;
  }

  Trace parent() {
    return parent;
  }

  /**
   * The parameter standing for {@code outer} (a tensor of an enclosing trace) in this region,
   * added on first use; the loop op passes the outer value in as an operand.
   */
  Tensor capture(Tensor outer) {
    Tensor fromParent = outer.trace() == parent ? outer : parent.capture(outer);
    Tensor own = captures.get(fromParent.handle());
    if (own != null) {
      return own;
    }
    Tensor param = new Tensor(outer.session(), addParameter(outer.type()), outer.type(), this);
    captures.put(fromParent.handle(), param);
    capturedOuter.put(fromParent.handle(), fromParent);
    return param;
  }

  /** True when {@code t} belongs to a trace enclosing this one. */
  boolean encloses(Tensor t) {
    for (Trace p = parent; p != null; p = p.parent) {
      if (t.trace() == p) {
        return true;
      }
    }
    return false;
  }

  /** Enclosing-trace tensors this region read, in first-read order, with their parameters here. */
  java.util.LinkedHashMap<Long, Tensor> captures() {
    return captures;
  }

  Tensor capturedOuter(long handle) {
    return capturedOuter.get(handle);
  }

  List<Parameter> parameters() {
    return parameters;
  }

  List<Op> ops() {
    return ops;
  }

  boolean finished() {
    return finished;
  }

  long addParameter(TensorType type) {
    long id = nextId++;
    parameters.add(Parameter.newBuilder().setId(id).setType(type).build());
    return id;
  }

  long newValueId() {
    return nextId++;
  }

  void record(Op op) {
    ops.add(op);
  }

  /** Ends the trace: its tensors can no longer be used anywhere. */
  Graph finish(List<Tensor> outputs) {
    finished = true;
    Graph.Builder g = Graph.newBuilder().addAllParameters(parameters).addAllOps(ops);
    for (Tensor t : outputs) {
      g.addOutputs(t.handle());
    }
    return g.build();
  }

  void abandon() {
    finished = true;
  }
}
