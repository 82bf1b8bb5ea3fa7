package org.torchtpu.client;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.PadOp;
import org.torchtpu.api.v1.ScatterOp;

/**
 * Reverse-mode automatic differentiation over the {@link Tensor} API.
 *
 * <p>Recording. While grad mode is on (the default, per thread as in PyTorch), every
 * differentiable Tensor-level operation whose inputs include a tensor that requires grad attaches
 * a {@link Node} to its result: the inputs and a function that turns the result's gradient into
 * the inputs' gradients. One node per Tensor-level operation, not per wire op: the backward
 * functions are written with the same Tensor API, so the backward pass runs on the server in the
 * session's eager mode (and would be recorded into a graph while tracing). Intermediates of a
 * decomposition are freed when it returns, so backward functions recompute what they need from
 * the saved inputs and result (layer norm's mean and rstd, for instance) instead of keeping them.
 *
 * <p>{@link #backward} visits the graph from the loss in reverse topological order, sums the
 * gradients of tensors used several times, and accumulates into the {@code grad} of leaves that
 * require grad (gradients accumulate across calls until cleared, as in PyTorch). The graph is not
 * freed by a backward pass, so calling backward twice on one loss is allowed (PyTorch needs
 * {@code retain_graph=True} for that). Backward functions run with grad mode off: no
 * higher-order gradients.
 */
public final class Autograd {
  private Autograd() {}

  /** Turns the gradient of an operation's result into the gradients of its inputs (null: none). */
  @FunctionalInterface
  interface Backward {
    Tensor[] apply(Tensor gradOutput);
  }

  /** How a non-leaf tensor was computed. */
  static final class Node {
    final String op;
    final Tensor[] inputs;
    final Backward backward;
    /** The inputs' {@link Tensor#version}s when the operation ran: what its backward function reads. */
    private final long[] inputVersions;
    /** The result's version when the operation ran (a backward function may read the result too). */
    private final long outputVersion;

    Node(String op, Tensor output, Tensor[] inputs, Backward backward) {
      this.op = op;
      this.outputVersion = output.version();
      this.inputs = inputs;
      this.backward = backward;
      this.inputVersions = new long[inputs.length];
      for (int i = 0; i < inputs.length; i++) {
        inputVersions[i] = inputs[i] == null ? 0 : inputs[i].version();
      }
    }

    /**
     * Refuses to run the backward function when its result or an input was updated in place since (an optimizer
     * step): it would compute the gradient from the new value. PyTorch raises here too.
     */
    void requireInputsUnchanged(Tensor output) {
      if (output.version() != outputVersion) {
        throw new IllegalStateException("backward: " + output + ", the result of " + op + ", was updated in place "
            + "(setData) after " + op + " computed it, so its gradient cannot be computed; compute the loss again");
      }
      for (int i = 0; i < inputs.length; i++) {
        if (inputs[i] != null && inputs[i].version() != inputVersions[i]) {
          throw new IllegalStateException("backward: " + inputs[i] + ", an input of " + op + ", was updated in place "
              + "(setData, an optimizer step) after " + op + " used it, so its gradient cannot be computed; compute "
              + "the loss again after the update");
        }
      }
    }
  }

  /** Per thread: how many no-grad scopes are open. */
  private static final ThreadLocal<int[]> NO_GRAD_DEPTH = ThreadLocal.withInitial(() -> new int[1]);

  /** True unless this thread is inside a no-grad scope. */
  public static boolean isGradEnabled() {
    return NO_GRAD_DEPTH.get()[0] == 0;
  }

  /** A scope in which nothing is recorded; close it (try-with-resources) to restore recording. */
  public static final class NoGradScope implements AutoCloseable {
    private boolean closed;

    private NoGradScope() {
      NO_GRAD_DEPTH.get()[0]++;
    }

    @Override
    public void close() {
      if (!closed) {
        closed = true;
        NO_GRAD_DEPTH.get()[0]--;
      }
    }
  }

  /** Opens a no-grad scope on this thread: {@code try (var scope = Autograd.noGrad()) { ... }}. */
  public static NoGradScope noGrad() {
    return new NoGradScope();
  }

  static void noGrad(Runnable body) {
    try (NoGradScope scope = noGrad()) {
      body.run();
    }
  }

  static <T> T noGrad(Supplier<T> body) {
    try (NoGradScope scope = noGrad()) {
      return body.get();
    }
  }

  // ------------------------------------------------------------------ recording

  /** True when an operation over {@code inputs} must be recorded. */
  static boolean needed(Tensor... inputs) {
    if (!isGradEnabled()) {
      return false;
    }
    for (Tensor t : inputs) {
      if (t != null && t.requiresGrad()) {
        return true;
      }
    }
    return false;
  }

  /**
   * Attaches a node to {@code out} when an input requires grad; returns {@code out}. An operation
   * that returned one of its inputs unchanged (a cast to the same dtype, a full slice) records
   * nothing: its gradient is the input's own.
   */
  static Tensor record(String op, Tensor out, Backward backward, Tensor... inputs) {
    if (!needed(inputs) || !DTypes.isFloat(out.dtype())) {
      return out;
    }
    for (Tensor t : inputs) {
      if (t == out) {
        return out;
      }
    }
    out.setGradNode(new Node(op, out, inputs.clone(), backward));
    return out;
  }

  /** For operations without a gradient: refuses to silently drop one. */
  static void requireNoGrad(String op, Tensor... inputs) {
    if (needed(inputs)) {
      throw new OpTypeException(op + ": no gradient is implemented for this operation; run it under "
          + "Session.noGrad or on detach()ed inputs");
    }
  }

  // ------------------------------------------------------------------ backward

  /** Backpropagates from {@code root} with gradient {@code seed}, or ones for a null seed. */
  static void backward(Tensor root, Tensor seed) {
    if (!root.requiresGrad()) {
      throw new IllegalStateException("backward: " + root + " does not require grad and has no grad_fn; "
          + "call requiresGrad(true) on an input before computing it");
    }
    if (seed == null && root.numel() != 1) {
      throw new OpTypeException("backward: grad can be implicitly created only for a tensor with one element, "
          + "got " + ShapeRules.str(root.shape()) + "; pass the output gradient to backward(gradient)");
    }
    if (seed != null && !Arrays.equals(seed.shape(), root.shape())) {
      throw new OpTypeException("backward: gradient shape " + ShapeRules.str(seed.shape())
          + " does not match the tensor's " + ShapeRules.str(root.shape()));
    }
    List<Tensor> order = topologicalOrder(root);
    for (Tensor t : order) { // before any gradient is accumulated, so a refused pass changes nothing
      if (t.gradNode() != null) {
        t.gradNode().requireInputsUnchanged(t);
      }
    }
    Session session = root.session();
    session.scoped(() -> noGrad(() -> propagate(order, root, seed)), leaves -> leaves);
  }

  /** Runs the backward functions from the root down; returns the leaf gradients it stored. */
  private static List<Tensor> propagate(List<Tensor> order, Tensor root, Tensor seed) {
    Map<Tensor, Tensor> pending = new IdentityHashMap<>();
    Tensor start = seed == null ? root.session().ones(root.dtype(), root.shape()) : seed;
    pending.put(root, start.dtype() == root.dtype() ? start : start.to(root.dtype()));
    List<Tensor> stored = new ArrayList<>();
    for (Tensor t : order) {
      Tensor g = pending.remove(t);
      if (g == null) {
        continue;
      }
      Node node = t.gradNode();
      if (node == null) {
        if (t.requiresGrad()) {
          Tensor previous = t.grad();
          Tensor total = previous == null ? g : previous.add(g);
          t.setGrad(total);
          stored.add(total);
        }
        continue;
      }
      Tensor[] inputGrads = node.backward.apply(g);
      for (int i = 0; i < node.inputs.length; i++) {
        Tensor input = node.inputs[i];
        Tensor gi = inputGrads[i];
        if (input == null || gi == null || !input.requiresGrad()) {
          continue;
        }
        gi = toShapeOf(gi, input);
        Tensor sofar = pending.get(input);
        pending.put(input, sofar == null ? gi : sofar.add(gi));
      }
    }
    return stored;
  }

  /**
   * Frees, now, the values {@code root} was computed from that no user code ever held: the activations inside a built-in
   * model's forward, which returned only its output ({@link Session#atOneCallSite}). Without this they stay on the
   * server until the client's garbage collector finds the graph unreachable, seconds and dozens of steps later, and
   * the server's collector copies them meanwhile. Call it after the last backward pass through {@code root}: a later
   * one fails (NOT_FOUND) at an op that reads a freed value. Values the program may hold (leaves, tensors its own
   * code received, {@code root} itself) are not touched.
   */
  public static void freeSdkIntermediates(Tensor root) {
    Session session = root.session();
    for (Tensor t : topologicalOrder(root)) {
      if (t != root && t.sdkInternal() && t.gradNode() != null) {
        session.free(t);
      }
    }
  }

  /** Tensors reachable from the root, each after every tensor computed from it (reverse post-order). */
  private static List<Tensor> topologicalOrder(Tensor root) {
    List<Tensor> postOrder = new ArrayList<>();
    Set<Tensor> visited = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Object[]> stack = new ArrayDeque<>();
    visited.add(root);
    stack.push(new Object[] {root, 0});
    while (!stack.isEmpty()) {
      Object[] frame = stack.peek();
      Tensor t = (Tensor) frame[0];
      int next = (Integer) frame[1];
      Node node = t.gradNode();
      Tensor[] inputs = node == null ? new Tensor[0] : node.inputs;
      while (next < inputs.length && (inputs[next] == null || !inputs[next].requiresGrad()
          || visited.contains(inputs[next]))) {
        next++;
      }
      if (next < inputs.length) {
        frame[1] = next + 1;
        visited.add(inputs[next]);
        stack.push(new Object[] {inputs[next], 0});
      } else {
        stack.pop();
        postOrder.add(t);
      }
    }
    Collections.reverse(postOrder);
    return postOrder;
  }

  // ------------------------------------------------------------------ helpers for backward functions

  /** A gradient brought to an input's shape (summing broadcast dims) and dtype. */
  static Tensor toShapeOf(Tensor g, Tensor input) {
    Tensor r = sumToShape(g, input.shape());
    return r.dtype() == input.dtype() ? r : r.to(input.dtype());
  }

  /** Sums a broadcast gradient back to {@code shape}: leading extra dims away, size-1 dims kept. */
  static Tensor sumToShape(Tensor g, long[] shape) {
    long[] gs = g.shape();
    if (Arrays.equals(gs, shape)) {
      return g;
    }
    int lead = gs.length - shape.length;
    if (lead < 0) {
      throw new OpTypeException("backward: gradient " + ShapeRules.str(gs) + " has fewer dims than its input "
          + ShapeRules.str(shape));
    }
    Tensor r = g;
    if (lead > 0) {
      r = r.sum(firstDims(lead), false);
    }
    int[] ones = new int[shape.length];
    int count = 0;
    for (int i = 0; i < shape.length; i++) {
      if (shape[i] == 1 && r.size(i) != 1) {
        ones[count++] = i;
      }
    }
    if (count > 0) {
      r = r.sum(Arrays.copyOf(ones, count), true);
    }
    return r;
  }

  private static int[] firstDims(int count) {
    int[] dims = new int[count];
    for (int i = 0; i < count; i++) {
      dims[i] = i;
    }
    return dims;
  }

  /** The gradient of a reduction over {@code dims} (sorted, non-empty) broadcast back to {@code shape}. */
  static Tensor unreduce(Tensor g, long[] shape, int[] dims, boolean keepdim) {
    Tensor r = g;
    if (!keepdim) {
      for (int d : dims) {
        r = r.unsqueeze(d);
      }
    }
    return r.expand(shape);
  }

  /**
   * The gradient of a strided slice: {@code g} placed at {@code from, from + step, ...} along
   * {@code dim} of a zero tensor of {@code shape}, as one pad with interior padding.
   */
  static Tensor unslice(Tensor g, long[] shape, int dim, long from, long step) {
    long length = g.size(dim);
    if (length == 0) {
      return g.session().zeros(g.dtype(), shape);
    }
    int rank = shape.length;
    long[] low = new long[rank];
    long[] high = new long[rank];
    long[] interior = new long[rank];
    low[dim] = from;
    interior[dim] = step - 1;
    high[dim] = shape[dim] - from - (length - 1) * step - 1;
    PadOp.Builder pad = PadOp.newBuilder()
        .addAllEdgePaddingLow(WireOps.list(low))
        .addAllEdgePaddingHigh(WireOps.list(high))
        .addAllInteriorPadding(WireOps.list(interior));
    Tensor zero = g.session().scalar(0.0, g.dtype());
    return g.session().emit(Op.newBuilder().setPad(pad), List.of(g, zero)).get(0);
  }

  /**
   * The gradient of an embedding lookup: rows of {@code g} [..., D] added into a zero table
   * [V, D] at {@code indices} (repeated indices sum), one scatter with the ADD combiner that
   * mirrors the lookup's gather.
   */
  static Tensor embeddingBackward(Tensor g, Tensor indices, long[] tableShape, DType dtype) {
    long n = indices.numel();
    Tensor rows = g.reshape(n, tableShape[1]);
    Tensor flatIndices = indices.reshape(n);
    Tensor table = g.session().zeros(rows.dtype(), tableShape);
    ScatterOp.Builder scatter = ScatterOp.newBuilder()
        .addUpdateWindowDims(1)
        .addInsertedWindowDims(0)
        .addScatterDimsToOperandDims(0)
        .setIndexVectorDim(1)
        .setCombiner(ScatterOp.Combiner.ADD);
    Tensor out = g.session().emit(Op.newBuilder().setScatter(scatter), List.of(table, flatIndices, rows)).get(0);
    return out.dtype() == dtype ? out : out.to(dtype);
  }

  /**
   * The gradient of {@code torch.gather(x, dim, index)}: {@code g} added into zeros of x's shape
   * at the gathered positions, one scatter-add mirroring the forward gather (every dim but
   * {@code dim} batched), then zero padding where index was smaller than x on those dims.
   */
  static Tensor gatherBackward(Tensor g, int dim, Tensor index, long[] shape) {
    int rank = shape.length;
    if (rank == 0) {
      return g;
    }
    long[] covered = shape.clone();
    long[] missing = new long[rank];
    long[] is = index.shape();
    for (int i = 0; i < rank; i++) {
      if (i != dim) {
        covered[i] = is[i];
        missing[i] = shape[i] - is[i];
      }
    }
    ScatterOp.Builder scatter = ScatterOp.newBuilder()
        .addInsertedWindowDims(dim)
        .addScatterDimsToOperandDims(dim)
        .setIndexVectorDim(rank)
        .setCombiner(ScatterOp.Combiner.ADD);
    for (int i = 0; i < rank; i++) {
      if (i != dim) {
        scatter.addInputBatchingDims(i);
        scatter.addScatterIndicesBatchingDims(i);
      }
    }
    Tensor table = g.session().zeros(g.dtype(), covered);
    Tensor out = g.session().emit(Op.newBuilder().setScatter(scatter), List.of(table, index, g)).get(0);
    if (Arrays.equals(covered, shape)) {
      return out;
    }
    PadOp.Builder pad = PadOp.newBuilder()
        .addAllEdgePaddingLow(WireOps.list(new long[rank]))
        .addAllEdgePaddingHigh(WireOps.list(missing))
        .addAllInteriorPadding(WireOps.list(new long[rank]));
    return g.session().emit(Op.newBuilder().setPad(pad), List.of(out, g.session().scalar(0.0, g.dtype()))).get(0);
  }

  /**
   * The gradient of {@code index_select(x, dim, index)}: slices of {@code g} along {@code dim}
   * added into zeros of x's shape at {@code index} (repeats sum), one scatter-add.
   */
  static Tensor indexSelectBackward(Tensor g, int dim, Tensor index, long[] shape) {
    Tensor vector = index.dim() == 0 ? index.reshape(1) : index;
    Tensor updates = index.dim() == 0 ? g.unsqueeze(dim) : g;
    ScatterOp.Builder scatter = ScatterOp.newBuilder()
        .addInsertedWindowDims(dim)
        .addScatterDimsToOperandDims(dim)
        .setIndexVectorDim(1)
        .setCombiner(ScatterOp.Combiner.ADD);
    for (int i = 0; i < shape.length; i++) {
      if (i != dim) {
        scatter.addUpdateWindowDims(i);
      }
    }
    Tensor table = g.session().zeros(g.dtype(), shape);
    return g.session().emit(Op.newBuilder().setScatter(scatter), List.of(table, vector, updates)).get(0);
  }
}
