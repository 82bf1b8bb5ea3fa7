package org.torchtpu.client;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.TensorType;

/**
 * A Java function over tensors compiled into server programs by {@link Session#compile}. A call
 * emits one {@code CallOp} into the session's eager stream, so it runs in order with the eager
 * ops around it, in any eager mode; its results are ordinary tensors.
 *
 * <p>Programs have static shapes. The program for the example inputs is compiled up front; a
 * call whose input types differ compiles one more program for that signature (counted in
 * {@link #compiles()} and the session's {@link Session#compileStats()}), unless a
 * {@link BucketPolicy} maps the new sizes onto an existing bucket: then the inputs are padded on
 * the device, the bucket's program runs, and the outputs are sliced back.
 *
 * <p>Called while another function is being traced, a compiled function is inlined: its Java
 * function is traced into the outer graph.
 */
public final class CompiledFunction {
  private final Session session;
  private final TensorListFunction fn;
  private final boolean singleOutput;
  private final BucketPolicy buckets;
  private final CompileOptions options;
  private final int arity;
  private final CompiledProgram first;

  // Guarded by `this`: one compile per signature even when threads call at once.
  private final Map<List<TensorType>, CompiledProgram> programs = new LinkedHashMap<>();
  private final Map<List<TensorType>, Signature> signatures = new LinkedHashMap<>();
  private int compiles;

  /** A call's program signature: parameter types (padded), and the true and padded sizes of each dynamic dim. */
  private record Signature(List<TensorType> parameterTypes, long[] actual, long[] padded, List<TensorType> staticKey) {}

  CompiledFunction(Session session, TensorListFunction fn, boolean singleOutput, BucketPolicy buckets,
      CompileOptions options, Tensor[] examples) {
    this.session = session;
    this.fn = fn;
    this.singleOutput = singleOutput;
    this.buckets = buckets == null ? BucketPolicy.NONE : buckets;
    this.options = options == null ? CompileOptions.getDefaultInstance() : options;
    this.arity = examples.length;
    if (session.isTracing()) {
      throw new TracingException("compile() cannot be called inside a function being traced; "
          + "call the Java function directly (a compiled function called while tracing is inlined)");
    }
    checkInputs("compile", examples);
    for (DynamicDim d : this.buckets.dims()) {
      for (DynamicDim.Position p : d.inputs()) {
        if (p.index() >= arity) {
          throw new IllegalArgumentException("dynamic dim '" + d.name() + "' names input " + p.index()
              + ", but the function takes " + arity + " inputs");
        }
      }
    }
    this.first = programFor(signature(examples));
  }

  /** Runs the program on {@code inputs} (one per parameter of the traced function); returns its outputs. */
  public List<Tensor> call(Tensor... inputs) {
    if (session.isTracing()) {
      return inline(inputs);
    }
    checkInputs("call", inputs);
    Signature sig = signature(inputs);
    CompiledProgram program = programFor(sig);
    return session.scoped(() -> run(program, sig, inputs), outputs -> outputs);
  }

  /** {@link #call} for a function with exactly one output. */
  public Tensor call1(Tensor... inputs) {
    List<Tensor> out = call(inputs);
    if (out.size() != 1) {
      throw new IllegalStateException("call1: the compiled function returns " + out.size() + " tensors; use call()");
    }
    return out.get(0);
  }

  /** The program compiled for the example inputs. */
  public CompiledProgram program() {
    return first;
  }

  /** Every program compiled so far, in the order they were first needed. */
  public synchronized List<CompiledProgram> programs() {
    return List.copyOf(programs.values());
  }

  /** Compile requests this function made (one per distinct signature or bucket). */
  public synchronized int compiles() {
    return compiles;
  }

  public BucketPolicy bucketPolicy() {
    return buckets;
  }

  /** How many inputs a call takes. */
  public int arity() {
    return arity;
  }

  /** The function was compiled with {@link Session#compile(TensorFunction, Tensor...)} (one output). */
  public boolean returnsOneTensor() {
    return singleOutput;
  }

  public Session session() {
    return session;
  }

  private void checkInputs(String what, Tensor[] inputs) {
    if (inputs.length != arity) {
      throw new IllegalArgumentException(what + ": the compiled function takes " + arity + " inputs, got " + inputs.length);
    }
    for (int i = 0; i < inputs.length; i++) {
      Tensor t = inputs[i];
      if (t == null) {
        throw new IllegalArgumentException(what + ": input " + i + " is null");
      }
      if (t.session() != session) {
        throw new IllegalArgumentException(what + ": input " + i + ", " + t + ", belongs to another session");
      }
      if (t.trace() != null) {
        throw new TracingException(what + ": input " + i + ", " + t + ", is a value inside a traced function");
      }
    }
  }

  // ------------------------------------------------------------------ signatures and buckets

  private Signature signature(Tensor[] inputs) {
    List<DynamicDim> dims = buckets.dims();
    List<TensorType> types = new ArrayList<>(inputs.length + dims.size());
    List<TensorType> staticKey = new ArrayList<>(inputs.length);
    for (Tensor t : inputs) {
      types.add(t.type());
      staticKey.add(t.type());
    }
    long[] actual = dynamicSizes(inputs);
    long[] padded = new long[dims.size()];
    for (int a = 0; a < dims.size(); a++) {
      DynamicDim d = dims.get(a);
      padded[a] = d.buckets().bucketFor(actual[a]);
      if (padded[a] < actual[a]) {
        throw new IllegalStateException("dynamic dim '" + d.name() + "': bucket rule " + d.buckets() + " gave "
            + padded[a] + " for size " + actual[a] + "; a bucket must hold its size");
      }
      for (DynamicDim.Position p : d.inputs()) {
        types.set(p.index(), withDim(types.get(p.index()), p.dim(), padded[a]));
        staticKey.set(p.index(), withDim(staticKey.get(p.index()), p.dim(), -1));
      }
    }
    if (buckets.passesValidCounts()) {
      for (int a = 0; a < dims.size(); a++) {
        types.add(Shapes.type(DType.S64));
      }
    }
    return new Signature(List.copyOf(types), actual, padded, List.copyOf(staticKey));
  }

  /** The true size of each dynamic dim, read from the inputs that carry it (they must agree). */
  private long[] dynamicSizes(Tensor[] inputs) {
    List<DynamicDim> dims = buckets.dims();
    long[] actual = new long[dims.size()];
    for (int a = 0; a < dims.size(); a++) {
      DynamicDim d = dims.get(a);
      long size = -1;
      DynamicDim.Position from = null;
      for (DynamicDim.Position p : d.inputs()) {
        Tensor t = inputs[p.index()];
        if (p.dim() >= t.dim()) {
          throw new IllegalArgumentException("dynamic dim '" + d.name() + "' is declared at input " + p + ", but input "
              + p.index() + " is " + Shapes.toString(t.type()) + " (rank " + t.dim() + ")");
        }
        long s = t.type().getDims(p.dim());
        if (from != null && s != size) {
          throw new IllegalArgumentException("dynamic dim '" + d.name() + "' is " + size + " at input " + from
              + " but " + s + " at input " + p + "; the dims of one dynamic size must agree");
        }
        size = s;
        from = p;
      }
      actual[a] = size;
    }
    return actual;
  }

  private static TensorType withDim(TensorType type, int dim, long size) {
    return type.toBuilder().setDims(dim, size).build();
  }

  private synchronized CompiledProgram programFor(Signature sig) {
    CompiledProgram program = programs.get(sig.parameterTypes());
    if (program != null) {
      return program;
    }
    program = session.compileSignature(fn, sig.parameterTypes(), options);
    compiles++;
    checkOutputs(program, sig);
    programs.put(sig.parameterTypes(), program);
    signatures.put(sig.parameterTypes(), sig);
    return program;
  }

  /**
   * Declared output dims must come out at the padded size; undeclared output dims must not move
   * with the padded sizes (checked against the other buckets of the same static shapes).
   */
  private void checkOutputs(CompiledProgram program, Signature sig) {
    List<TensorType> outputs = program.outputTypes();
    List<DynamicDim> dims = buckets.dims();
    boolean[][] declared = new boolean[outputs.size()][];
    for (int i = 0; i < outputs.size(); i++) {
      declared[i] = new boolean[outputs.get(i).getDimsCount()];
    }
    for (int a = 0; a < dims.size(); a++) {
      DynamicDim d = dims.get(a);
      for (DynamicDim.Position p : d.outputsOf(outputs.size())) {
        if (p.index() >= outputs.size()) {
          throw new IllegalArgumentException("dynamic dim '" + d.name() + "' names output " + p.index()
              + ", but the function returns " + outputs.size() + " tensors");
        }
        TensorType out = outputs.get(p.index());
        if (p.dim() >= out.getDimsCount()) {
          throw new IllegalArgumentException("dynamic dim '" + d.name() + "': output " + p.index() + " is "
              + Shapes.toString(out) + " and has no dim " + p.dim() + " to slice back. A reduction over a padded dim "
              + "sees the padding: declare outputs one by one with DynamicDim.output(i, dim), and mask with "
              + "BucketPolicy.withValidCounts()");
        }
        if (out.getDims(p.dim()) != sig.padded()[a]) {
          throw new IllegalArgumentException("dynamic dim '" + d.name() + "' is padded to " + sig.padded()[a]
              + ", but output " + p + " is " + out.getDims(p.dim()) + " (" + Shapes.toString(out) + "); only dims "
              + "of exactly the dynamic size can be sliced back");
        }
        declared[p.index()][p.dim()] = true;
      }
    }
    if (dims.isEmpty()) {
      return;
    }
    for (Map.Entry<List<TensorType>, Signature> other : signatures.entrySet()) {
      if (!other.getValue().staticKey().equals(sig.staticKey())) {
        continue;
      }
      List<TensorType> otherOutputs = programs.get(other.getKey()).outputTypes();
      for (int i = 0; i < outputs.size() && i < otherOutputs.size(); i++) {
        TensorType mine = outputs.get(i);
        TensorType theirs = otherOutputs.get(i);
        for (int j = 0; j < mine.getDimsCount() && j < theirs.getDimsCount(); j++) {
          if (!declared[i][j] && mine.getDims(j) != theirs.getDims(j)) {
            throw new IllegalArgumentException("output " + i + " dim " + j + " changes with the bucketed sizes ("
                + Shapes.toString(theirs) + " for padded sizes " + Arrays.toString(other.getValue().padded()) + ", "
                + Shapes.toString(mine) + " for " + Arrays.toString(sig.padded()) + ") but follows no dynamic dim; "
                + "declare it with DynamicDim.output(" + i + ", " + j + ")");
          }
        }
      }
    }
  }

  // ------------------------------------------------------------------ running

  private List<Tensor> run(CompiledProgram program, Signature sig, Tensor[] inputs) {
    List<DynamicDim> dims = buckets.dims();
    List<Tensor> args = new ArrayList<>(program.parameterTypes().size());
    for (int i = 0; i < inputs.length; i++) {
      Tensor x = inputs[i];
      long[] high = new long[x.dim()];
      boolean padded = false;
      for (int a = 0; a < dims.size(); a++) {
        for (DynamicDim.Position p : dims.get(a).inputs()) {
          if (p.index() == i && sig.padded()[a] > sig.actual()[a]) {
            high[p.dim()] = sig.padded()[a] - sig.actual()[a];
            padded = true;
          }
        }
      }
      if (padded) {
        x = WireOps.pad(x, Decompositions.constant(session, Scalar.of(0L), x.dtype()), high);
      }
      args.add(x);
    }
    if (buckets.passesValidCounts()) {
      for (int a = 0; a < dims.size(); a++) {
        args.add(Decompositions.constant(session, Scalar.of(sig.actual()[a]), DType.S64));
      }
    }
    List<Tensor> outputs = WireOps.call(session, program.programId(), program.parameterTypes(),
        program.outputTypes(), args, session.info().getAcceptsCallsByHandle());
    if (dims.isEmpty()) {
      return outputs;
    }
    List<Tensor> sliced = new ArrayList<>(outputs.size());
    for (int i = 0; i < outputs.size(); i++) {
      Tensor out = outputs.get(i);
      long[] limits = out.shape();
      boolean slice = false;
      for (int a = 0; a < dims.size(); a++) {
        for (DynamicDim.Position p : dims.get(a).outputsOf(outputs.size())) {
          if (p.index() == i && limits[p.dim()] != sig.actual()[a]) {
            limits[p.dim()] = sig.actual()[a];
            slice = true;
          }
        }
      }
      if (slice) {
        long[] ones = new long[limits.length];
        Arrays.fill(ones, 1);
        out = WireOps.slice(out, new long[limits.length], limits, ones);
      }
      sliced.add(out);
    }
    return sliced;
  }

  /** Inside another trace: trace the Java function into the outer graph. */
  private List<Tensor> inline(Tensor[] inputs) {
    if (inputs.length != arity) {
      throw new IllegalArgumentException("call: the compiled function takes " + arity + " inputs, got " + inputs.length);
    }
    Tensor[] args = inputs;
    if (buckets.passesValidCounts()) {
      long[] actual = dynamicSizes(inputs);
      args = Arrays.copyOf(inputs, inputs.length + actual.length);
      for (int a = 0; a < actual.length; a++) {
        args[inputs.length + a] = session.scalar(actual[a]);
      }
    }
    return fn.apply(args);
  }

  @Override
  public synchronized String toString() {
    return "CompiledFunction(" + arity + " inputs, " + programs.size() + " programs, " + buckets + ")";
  }
}
