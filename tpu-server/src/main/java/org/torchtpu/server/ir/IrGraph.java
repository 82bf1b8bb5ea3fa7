package org.torchtpu.server.ir;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.TensorType;

/**
 * The compiler's mutable IR: parameters, ops in a topological order, and the values the graph
 * returns. Values know their producer and their users, so passes can rewrite uses in place.
 */
public final class IrGraph {
  final List<IrValue> parameters = new ArrayList<>();
  final List<IrOp> ops = new ArrayList<>();
  final List<IrValue> outputs = new ArrayList<>();
  /** Ops in the graph as sent (before any pass removed some). */
  int opsBefore;

  public List<IrValue> parameters() {
    return parameters;
  }

  public List<IrOp> ops() {
    return ops;
  }

  public List<IrValue> outputs() {
    return outputs;
  }

  public int opsBefore() {
    return opsBefore;
  }

  // ---------------------------------------------------------------- import

  /**
   * A graph as a client sent it: value ids must be defined exactly once (as a parameter or an op
   * result) and every operand defined somewhere; ops may come in any order that has no cycle
   * (they are sorted topologically, keeping the sent order where it is free).
   *
   * @throws CompileException INVALID_ARGUMENT naming the op index
   */
  public static IrGraph fromGraph(Graph graph) {
    return fromGraph(graph, true);
  }

  /** As {@link #fromGraph(Graph)}; a stored chunk program may return nothing (all its results dead). */
  public static IrGraph fromGraph(Graph graph, boolean requireOutputs) {
    IrGraph g = new IrGraph();
    g.opsBefore = graph.getOpsCount();
    Map<Long, IrValue> byId = new HashMap<>();
    for (int i = 0; i < graph.getParametersCount(); i++) {
      Parameter p = graph.getParameters(i);
      if (byId.containsKey(p.getId())) {
        throw new CompileException(CompileException.Kind.INVALID, -1,
            "parameter " + i + " reuses value id " + p.getId() + " of an earlier parameter");
      }
      IrValue v = new IrValue(p.getId(), p.getType());
      byId.put(p.getId(), v);
      g.parameters.add(v);
    }
    int n = graph.getOpsCount();
    IrOp[] ops = new IrOp[n];
    Map<Long, Integer> definedBy = new HashMap<>();
    for (int i = 0; i < n; i++) {
      Op op = graph.getOps(i);
      IrOp irOp = new IrOp(op, i);
      ops[i] = irOp;
      if (op.getKindCase() == Op.KindCase.KIND_NOT_SET) {
        throw CompileException.invalid(irOp, "op has no kind set");
      }
      for (int r = 0; r < op.getResultsCount(); r++) {
        long id = op.getResults(r);
        if (byId.containsKey(id)) {
          IrValue prior = byId.get(id);
          String where = prior.isParameter() ? "a parameter" : "op " + definedBy.get(id);
          throw CompileException.invalid(irOp, "value " + id + " is already defined by " + where);
        }
        IrValue v = new IrValue(id, null);
        v.producer = irOp;
        v.resultIndex = r;
        byId.put(id, v);
        definedBy.put(id, i);
        irOp.results.add(v);
      }
    }
    int[] pending = new int[n];
    List<List<Integer>> dependents = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      dependents.add(new ArrayList<>(2));
    }
    for (int i = 0; i < n; i++) {
      for (long id : graph.getOps(i).getOperandsList()) {
        IrValue v = byId.get(id);
        if (v == null) {
          throw CompileException.invalid(ops[i], "operand value " + id + " is not defined (not a parameter, "
              + "not a result of any op)");
        }
        ops[i].operands.add(v);
        v.users.add(ops[i]);
        if (!v.isParameter()) {
          pending[i]++;
          dependents.get(v.producer.sourceIndex).add(i);
        }
      }
    }
    PriorityQueue<Integer> ready = new PriorityQueue<>();
    for (int i = 0; i < n; i++) {
      if (pending[i] == 0) {
        ready.add(i);
      }
    }
    while (!ready.isEmpty()) {
      int i = ready.poll();
      g.ops.add(ops[i]);
      for (int d : dependents.get(i)) {
        if (--pending[d] == 0) {
          ready.add(d);
        }
      }
    }
    if (g.ops.size() < n) {
      throw cycleError(ops, pending);
    }
    for (int i = 0; i < graph.getOutputsCount(); i++) {
      IrValue v = byId.get(graph.getOutputs(i));
      if (v == null) {
        throw new CompileException(CompileException.Kind.INVALID, -1,
            "output " + i + " names value " + graph.getOutputs(i) + ", which is not defined");
      }
      g.outputs.add(v);
    }
    if (requireOutputs && g.outputs.isEmpty()) {
      throw new CompileException(CompileException.Kind.INVALID, -1, "the graph returns no outputs");
    }
    return g;
  }

  /** Names one cycle among the ops that could not be ordered. */
  private static CompileException cycleError(IrOp[] ops, int[] pending) {
    int start = -1;
    for (int i = 0; i < ops.length; i++) {
      if (pending[i] > 0) {
        start = i;
        break;
      }
    }
    // walk operand edges among the unordered ops until one repeats: that closes a cycle
    LinkedHashSet<Integer> path = new LinkedHashSet<>();
    int current = start;
    while (path.add(current)) {
      int next = -1;
      for (IrValue v : ops[current].operands) {
        if (!v.isParameter() && pending[v.producer.sourceIndex] > 0) {
          next = v.producer.sourceIndex;
          break;
        }
      }
      current = next;
    }
    List<Integer> cycle = new ArrayList<>();
    boolean in = false;
    for (int i : path) {
      in |= i == current;
      if (in) {
        cycle.add(i);
      }
    }
    int first = cycle.stream().mapToInt(Integer::intValue).min().orElse(start);
    StringBuilder sb = new StringBuilder();
    for (int i : cycle) {
      sb.append(sb.length() > 0 ? " <- " : "").append(ops[i].describe());
    }
    return new CompileException(CompileException.Kind.INVALID, first,
        "the graph has a cycle: " + sb + " <- " + ops[cycle.get(0)].describe()
            + " (each op uses a result of the next)");
  }

  /**
   * A deferred chunk: ops in stream order, reading values defined earlier in the chunk or held
   * by the session ({@code external}, in order of first use, becoming the parameters). Values
   * the client declared dead are not outputs; every other result is.
   *
   * @return the graph, or null when some op reads or defines a handle illegally (the caller
   *     then runs the chunk op by op, which reports the error exactly as Strict does)
   */
  public static IrGraph fromChunk(List<Op> chunk, java.util.function.LongFunction<TensorType> sessionType,
      Set<Long> dead) {
    IrGraph g = new IrGraph();
    g.opsBefore = chunk.size();
    Map<Long, IrValue> byId = new HashMap<>();
    for (int i = 0; i < chunk.size(); i++) {
      Op op = chunk.get(i);
      if (op.getKindCase() == Op.KindCase.KIND_NOT_SET) {
        return null;
      }
      IrOp irOp = new IrOp(op, i);
      for (long id : op.getOperandsList()) {
        IrValue v = byId.get(id);
        if (v == null) {
          TensorType t = sessionType.apply(id);
          if (t == null) {
            return null;
          }
          v = new IrValue(id, t);
          byId.put(id, v);
          g.parameters.add(v);
        }
        irOp.operands.add(v);
        v.users.add(irOp);
      }
      for (int r = 0; r < op.getResultsCount(); r++) {
        long id = op.getResults(r);
        if (byId.containsKey(id) || sessionType.apply(id) != null) {
          return null;
        }
        IrValue v = new IrValue(id, null);
        v.producer = irOp;
        v.resultIndex = r;
        byId.put(id, v);
        irOp.results.add(v);
        if (!dead.contains(id)) {
          g.outputs.add(v);
        }
      }
      g.ops.add(irOp);
    }
    return g;
  }

  // ---------------------------------------------------------------- rewriting

  /** Every use of {@code from} (operands and outputs) now reads {@code to}. */
  public void replaceAllUses(IrValue from, IrValue to) {
    if (from == to) {
      return;
    }
    for (IrOp user : from.users) {
      for (int i = 0; i < user.operands.size(); i++) {
        if (user.operands.get(i) == from) {
          user.operands.set(i, to);
          to.users.add(user);
        }
      }
    }
    from.users.clear();
    for (int i = 0; i < outputs.size(); i++) {
      if (outputs.get(i) == from) {
        outputs.set(i, to);
      }
    }
  }

  /** Gives {@code op} a new kind/attributes and operands; its result values stay. */
  public void rewrite(IrOp op, Op newOp, List<IrValue> newOperands) {
    for (IrValue v : op.operands) {
      v.users.remove(op);
    }
    op.operands.clear();
    op.op = newOp;
    for (IrValue v : newOperands) {
      op.operands.add(v);
      v.users.add(op);
    }
  }

  /** Removes ops whose results nobody reads (ops are pure). Returns how many were removed. */
  public int removeDeadOps() {
    Set<IrValue> outputSet = new java.util.HashSet<>(outputs);
    int removed = 0;
    for (int i = ops.size() - 1; i >= 0; i--) {
      IrOp op = ops.get(i);
      boolean used = false;
      for (IrValue r : op.results) {
        if (!r.users.isEmpty() || outputSet.contains(r)) {
          used = true;
          break;
        }
      }
      if (!used) {
        for (IrValue v : op.operands) {
          v.users.remove(op);
        }
        ops.remove(i);
        removed++;
      }
    }
    return removed;
  }

  /** Parameters become 1..P and op results follow in op order: the canonical numbering. */
  public void renumber() {
    long next = 1;
    for (IrValue p : parameters) {
      p.id = next++;
    }
    for (IrOp op : ops) {
      for (IrValue r : op.results) {
        r.id = next++;
      }
    }
  }

  /** Highest value id in use (after {@link #renumber}: the value count). */
  public long maxId() {
    long max = 0;
    for (IrValue p : parameters) {
      max = Math.max(max, p.id);
    }
    for (IrOp op : ops) {
      for (IrValue r : op.results) {
        max = Math.max(max, r.id);
      }
    }
    return max;
  }

  /** The graph as a proto with the IR's ids. */
  public Graph toGraph(boolean withLocations) {
    Graph.Builder b = Graph.newBuilder();
    for (IrValue p : parameters) {
      b.addParameters(Parameter.newBuilder().setId(p.id).setType(p.type));
    }
    for (IrOp op : ops) {
      Op.Builder ob = op.op.toBuilder().clearOperands().clearResults();
      if (!withLocations) {
        ob.clearLocation();
      }
      for (IrValue v : op.operands) {
        ob.addOperands(v.id);
      }
      for (IrValue v : op.results) {
        ob.addResults(v.id);
      }
      b.addOps(ob);
    }
    for (IrValue v : outputs) {
      b.addOutputs(v.id);
    }
    return b.build();
  }
}
