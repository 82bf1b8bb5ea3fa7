package org.torchtpu.client;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Supplier;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.SessionInfo;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.client.FunctionTracing.Traced;
import org.torchtpu.client.ThreadScopes.ThreadState;

/**
 * One tenant's use of one chip. Tensors created here live on the server; the session names
 * them with handles, works out their types locally (so nothing waits for the server until a
 * value is read), and sends each op through the transport of its eager mode.
 *
 * <p>Factories ({@code zeros}, {@code randn}, {@code tensor}, ...) come from {@link TensorFactories}.
 *
 * <p>Temporaries. Every tensor operation runs in a decomposition scope: the tensors it creates
 * and does not return (the intermediates of softmax, layer norm, GELU, cross-entropy, the
 * broadcasts of Java scalars, ...) can never be reached by the program, so when the operation
 * returns they are freed at once. Under DeferAndFuse they become dead values of their chunk,
 * which a fused kernel need not write to memory; tensors the program drops itself follow once
 * the garbage collector has noticed ({@link HandleReaper}), or at once with {@link #free}. Since a
 * handle weighs nothing on the client's heap, the session counts the device bytes its live tensors
 * hold and asks the JVM to collect when they have grown by the client's {@code gcBudgetBytes}
 * ({@link #liveDeviceBytes()}).
 *
 * <p>Compiled functions. {@link #compile(TensorFunction, Tensor...)} traces a Java function into
 * a graph (on this thread, ops are recorded instead of sent while the function runs), compiles
 * it on the server and returns a {@link CompiledFunction} whose calls run in this session's
 * eager stream, ordered with eager ops, in any mode.
 *
 * <p>Each thread's scopes and trace are kept by {@link ThreadScopes}; recording a function is
 * {@link FunctionTracing}'s; the compile counters are {@link CompileCounters}.
 */
public final class Session extends TensorFactories implements AutoCloseable {
  private final SessionInfo info;
  private final TransportFactory transports;
  private final AtomicLong nextHandle = new AtomicLong(1);
  private final HandleReaper reaper;
  private final Runnable onClose;
  /** Per thread: the open decomposition scope and the function being traced, if any. */
  private final ThreadScopes scopes = new ThreadScopes(this::releaseTemporaries);
  private boolean closed;
  /** The last stamp {@link #setData} gave a tensor's version (under this session's lock). */
  private long versionStamps;
  private volatile EagerMode mode;
  private volatile Transport transport;

  private final CompileCounters compileCounters = new CompileCounters();
  /** Eager ops, host syncs and compiles, for {@link #adviseTrace()}. */
  private final EagerTraceRecorder recorder = new EagerTraceRecorder(EagerTraceRecorder.DEFAULT_CAPACITY);

  /** Builds a transport for a mode; the client supplies gRPC ones, tests may supply fakes. */
  public interface TransportFactory {
    Transport open(EagerMode mode);

    /** The host's hardware advisor (torchtpu.v1.Advisor/Advise). */
    default AdviceReport advise(AdviseRequest request) {
      throw new UnsupportedOperationException(getClass().getSimpleName() + " has no advisor");
    }

    /** The session's time and HBM as the server counts them (torchtpu.v1.Runtime/DescribeSession). */
    default org.torchtpu.api.v1.SessionStatus status() {
      throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot describe its session");
    }
  }

  public Session(SessionInfo info, EagerMode mode, TransportFactory transports) {
    this(info, mode, transports, () -> {});
  }

  /** @param onClose releases the server side of the session (the client's CloseSession call) */
  public Session(SessionInfo info, EagerMode mode, TransportFactory transports, Runnable onClose) {
    this(info, mode, transports, onClose, DEFAULT_GC_BUDGET_BYTES);
  }

  /**
   * @param gcBudgetBytes how far the device bytes of the tensors the program holds may grow before
   *     the SDK asks the JVM to collect, so that dropped tensors are found and freed on the server
   *     ({@link TpuClient.Builder#gcBudgetBytes}); positive
   */
  public Session(SessionInfo info, EagerMode mode, TransportFactory transports, Runnable onClose, long gcBudgetBytes) {
    this(info, mode, transports, onClose, new HandleReaper(gcBudgetBytes));
  }

  Session(SessionInfo info, EagerMode mode, TransportFactory transports, Runnable onClose, HandleReaper reaper) {
    this.info = info;
    this.transports = transports;
    this.onClose = onClose;
    this.mode = mode;
    this.reaper = reaper;
    this.transport = transports.open(mode);
  }

  /** Default of {@link TpuClient.Builder#gcBudgetBytes}: 256 MiB. */
  public static final long DEFAULT_GC_BUDGET_BYTES = HandleReaper.DEFAULT_GC_BUDGET_BYTES;

  public String id() {
    return info.getSessionId();
  }

  public SessionInfo info() {
    return info;
  }

  public ChipSpec spec() {
    return info.getSpec();
  }

  public EagerMode mode() {
    return mode;
  }

  /**
   * True for a session opened with {@link TpuClient#openAbstractSession}: values are types only (shape, dtype, HBM),
   * every op is priced, reads fail with FAILED_PRECONDITION.
   */
  public boolean isAbstract() {
    return info.getDepth() == org.torchtpu.api.v1.ExecutionDepth.ABSTRACT;
  }

  /**
   * Simulated device seconds of everything the session completed so far (a sync point: waits for the ops sent);
   * in an abstract session, the answer to "how long would this take on that chip".
   */
  public double simulatedSeconds() {
    synchronize();
    return timing().getDeviceSeconds();
  }

  /**
   * The server's account of the session after every op sent so far has run (a sync point): simulated time, ops, the
   * HBM its values hold, and the peak HBM of its chip — in an abstract session, whose chip is private, the program's
   * own peak, transient kernel outputs and compiled programs' intermediates included.
   */
  public org.torchtpu.api.v1.SessionStatus status() {
    synchronize();
    return transports.status();
  }

  /** Switches eager mode; ops already sent finish first, so results are unaffected. */
  public synchronized void setMode(EagerMode newMode) {
    if (newMode == mode) {
      return;
    }
    transport.synchronize();
    transport.close();
    transport = transports.open(newMode);
    mode = newMode;
  }

  /**
   * Emits one op: types its results with the op set's rules (so errors in shapes show here,
   * at the caller's line), names them, records the caller's source line and sends it; while
   * this thread traces a function, records it into the function's graph instead.
   *
   * @param op an op with its kind set; operands and results are filled in here
   */
  @Override
  public synchronized List<Tensor> emit(Op.Builder op, List<Tensor> operands) {
    return emitTyped(op, operands, null);
  }

  /** @param knownResultTypes the op's result types when the caller knows them; null: typed by the op set's rules */
  @Override
  synchronized List<Tensor> emitTyped(Op.Builder op, List<Tensor> operands, List<TensorType> knownResultTypes) {
    ThreadState here = scopes.here();
    Trace tracing = here.trace;
    List<TensorType> operandTypes = new ArrayList<>(operands.size());
    op.clearOperands().clearResults();
    for (Tensor t : operands) {
      Tensor u = FunctionTracing.checkUsable(this, t, tracing);
      operandTypes.add(u.type());
      op.addOperands(u.handle());
    }
    List<TensorType> resultTypes = knownResultTypes != null ? knownResultTypes : TypeInference.infer(op, operandTypes);
    List<Tensor> results = new ArrayList<>(resultTypes.size());
    if (tracing != null) {
      if (!op.hasLocation()) {
        op.setLocation(ThreadScopes.callerLocation(here));
      }
      for (TensorType type : resultTypes) {
        long id = tracing.newValueId();
        op.addResults(id);
        results.add(new Tensor(this, id, type, tracing));
      }
      tracing.record(op.build());
      return results;
    }
    for (TensorType type : resultTypes) {
      long handle = nextHandle.getAndIncrement();
      op.addResults(handle);
      results.add(track(new Tensor(this, handle, type)));
    }
    if (here.scopeDepth > 0) {
      for (int i = 0; i < results.size(); i++) {
        here.created.add(results.get(i)); // addAll would copy the list through toArray on every op
      }
    }
    if (here.callSiteTracking) {
      here.trackCallSite(results);
    }
    here.trackInTensorScope(results);
    reaper.drain(transport);
    // The line travels beside the op: a batching transport sends each distinct line of a batch once.
    SourceLocation location = op.hasLocation() ? op.getLocation() : ThreadScopes.callerLocation(here);
    Op built = op.clearLocation().build();
    transport.submit(built, location);
    recorder.op(built, location, operandTypes);
    // The operands must stay reachable until the op is queued: a tensor collected earlier would
    // queue a free that overtakes the op reading it.
    Reference.reachabilityFence(operands);
    return results;
  }

  @Override
  public synchronized Tensor upload(TensorLiteral data) {
    if (scopes.here().trace != null) {
      // Host data inside a traced function becomes a constant of the graph.
      return emit(Op.newBuilder().setConstant(ConstantOp.newBuilder().setValue(data)), List.of()).get(0);
    }
    long handle = nextHandle.getAndIncrement();
    Tensor t = track(new Tensor(this, handle, data.getType()));
    scopes.here().trackInTensorScope(List.of(t));
    reaper.drain(transport);
    transport.upload(handle, data);
    return t;
  }

  /** A sync point: the tensor's value from the device (deferred ops are sent first). */
  public TensorLiteral read(Tensor tensor) {
    Objects.requireNonNull(tensor);
    if (tensor.session() != this) {
      throw new IllegalArgumentException("tensor " + tensor + " belongs to another session");
    }
    if (tensor.trace() != null) {
      throw new TracingException("cannot read " + tensor + " inside a traced function: traced values exist only when "
          + "the compiled program runs; return it from the function and read the compiled function's result");
    }
    Transport current;
    synchronized (this) {
      reaper.drain(transport);
      current = transport;
    }
    recorder.sync(tensor.handle(), tensor.type(), CallerLocation.find());
    return current.download(tensor.handle(), tensor.type());
  }

  /**
   * Frees the tensor's device memory now, instead of when the garbage collector notices the
   * tensor is unreachable. The tensor must not be used afterwards. Under DeferAndFuse, a tensor
   * freed before its op is sent is a dead value: the fused kernel never writes it.
   */
  public synchronized void free(Tensor tensor) {
    if (tensor.session() != this) {
      throw new IllegalArgumentException("tensor " + tensor + " belongs to another session");
    }
    if (tensor.trace() != null) {
      return; // a traced value has no device memory
    }
    reaper.forget(tensor);
    transport.free(tensor.handle());
  }

  /** {@link Tensor#setData}: {@code target} takes {@code source}'s value; its own old value is freed when it owned it. */
  synchronized void setData(Tensor target, Tensor source) {
    if (target.session() != this || source.session() != this) {
      throw new IllegalArgumentException("setData: " + target + " and " + source + " must belong to this session");
    }
    if (target.isTraced() || source.isTraced()) {
      throw new IllegalArgumentException("setData: " + target + " <- " + source + ": a traced value has no device "
          + "value to update in place");
    }
    if (!target.type().equals(source.type())) {
      throw new OpTypeException("setData: expected " + Shapes.toString(target.type()) + ", got "
          + Shapes.toString(source.type()));
    }
    if (target.handle() == source.handle()) {
      return; // already the same value
    }
    if (!reaper.tracks(source)) { // checked before the target changes: a refused update leaves it as it was
      throw new IllegalArgumentException("setData: the source " + source + " was freed (Session.free, a closed "
          + "TensorScope, or the session closed); it has no value to take");
    }
    if (target.ownsHandle() && reaper.tracks(target) && !closed) {
      // tensors detached from the target read through it, so nothing else reads the old handle's value
      reaper.forget(target);
      transport.free(target.handle());
    }
    // Both change which value they read (or may, through the other): each takes a stamp no graph has recorded.
    if (source.ownsHandle()) {
      reaper.forget(source);
      target.takeHandle(source.handle(), ++versionStamps);
      reaper.register(target);
      source.shareValueOf(target, ++versionStamps);
    } else {
      target.shareValueOf(source, ++versionStamps); // the source shares another's value: the target reads through it
    }
  }

  /** A sync point: waits for every op sent so far (deferred ops are sent first); throws for the first that failed. */
  public void synchronize() {
    Transport current;
    synchronized (this) {
      reaper.drain(transport);
      current = transport;
    }
    recorder.sync(0, null, CallerLocation.find());
    current.synchronize();
  }

  /**
   * Sends deferred ops now without waiting for them (the client goes on while they run). Run
   * before collectives; useful before long host-side work so the device is not idle.
   */
  public synchronized void flush() {
    reaper.drain(transport);
    transport.flush();
  }

  /**
   * Device bytes of the tensors of this session the program still holds, as the SDK counts them:
   * tensors dropped but not yet found by the garbage collector count too; explicitly freed ones,
   * decomposition temporaries and collected ones do not. What the SDK's collection budget
   * ({@link TpuClient.Builder#gcBudgetBytes}) watches.
   */
  public long liveDeviceBytes() {
    return reaper.liveBytes();
  }

  /** Wall and simulated device time of everything this session completed so far. */
  public Timing timing() {
    return transport.totals();
  }

  private Tensor track(Tensor t) {
    reaper.register(t);
    return t;
  }

  // ------------------------------------------------------------------ autograd

  /** Runs {@code body} without recording operations for autograd (on this thread; see {@link Autograd}). */
  public void noGrad(Runnable body) {
    Autograd.noGrad(body);
  }

  /** Returns {@code body}'s result, computed without recording operations for autograd. */
  public <T> T noGrad(Supplier<T> body) {
    return Autograd.noGrad(body);
  }

  /** A no-grad scope for try-with-resources: {@code try (var scope = session.noGradScope()) { ... }}. */
  public Autograd.NoGradScope noGradScope() {
    return Autograd.noGrad();
  }

  // ------------------------------------------------------------------ decomposition scopes

  /** Runs one tensor operation; everything it created except its result is freed when it returns. */
  @Override
  Tensor decomposed(Supplier<Tensor> body) {
    return scoped(body, Session::single);
  }

  private static Collection<Tensor> single(Tensor t) {
    return List.of(t);
  }

  /**
   * Runs {@code body} as one operation: the tensors it creates that are not among
   * {@code escaping(result)} cannot be reached by the program afterwards, so they are freed
   * (dead values under DeferAndFuse). Nested scopes belong to the outermost one. When the body
   * throws, everything it created is freed.
   */
  <T> T scoped(Supplier<T> body, Function<T, Collection<Tensor>> escaping) {
    return scopes.scoped(body, escaping);
  }

  /**
   * Runs {@code body}, SDK code made of many tensor calls that never calls back into user code
   * (a model's forward pass, a built-in optimizer's step): every op it emits records the line
   * that called it, found by one stack walk instead of one per tensor call (a walk through the
   * SDK's deep frames costs microseconds, more than the op). Which tensors are freed is
   * unaffected. Code that does call user code must not use it: the user's ops would be
   * attributed to the outer line.
   */
  public <T> T atOneCallSite(Supplier<T> body) {
    return scopes.atOneCallSite(body);
  }

  /**
   * {@link #atOneCallSite} for a built-in body that hands the caller only {@code kept(result)} and keeps no other tensor it
   * created (a built-in optimizer's step): when it returns, the rest are freed (dead values under DeferAndFuse) instead
   * of staying on the server until the client's garbage collector finds them. The body's own operations still free
   * their temporaries as they end, and a nested body (one parameter's update inside an optimizer's step) frees its
   * rest when it ends, so a chunk cut after it has them dead. Traced, nothing is freed (traced values hold no memory);
   * nor when the body throws.
   */
  public <T> T atOneCallSiteFreeingTheRest(Supplier<T> body, Function<T, Collection<Tensor>> kept) {
    List<Tensor> created = new ArrayList<>();
    T result = scopes.atOneCallSite(body, created);
    if (!created.isEmpty()) {
      freeUnkept(created, kept.apply(result));
    }
    return result;
  }

  /**
   * Opens a scope on this thread that frees, when it closes, every tensor this thread created in this session while
   * it was open, except those {@linkplain TensorScope#keep kept} and those that escaped: into a parameter or an
   * optimizer's state ({@link Tensor#setData}), or as a leaf's gradient. As DJL's {@code NDManager} or JAX's explicit
   * buffers: a training loop's step in a scope leaves nothing on the server for the garbage collector to find.
   * {@code try (TensorScope scope = session.scope()) { ...; scope.keep(loss); }}
   */
  public TensorScope scope() {
    ThreadState here = scopes.here();
    TensorScope scope = new TensorScope(this, here);
    here.tensorScope = scope;
    return scope;
  }

  /** {@link TensorScope#close}: frees {@code created} but the kept and escaped tensors; returns those still owned. */
  List<Tensor> releaseScope(List<Tensor> created, Collection<Tensor> kept) {
    return freeUnkept(created, kept);
  }

  /**
   * Frees the values {@code created} made (a built-in body's or a {@link TensorScope}'s tensors) but those a kept
   * tensor reads and leaves' gradients; returns the tensors still owning a value made among them. A handle made
   * elsewhere is never freed here: a tensor that took over an older tensor's value ({@link Tensor#setData}) is
   * skipped, since code outside can still read that value through the older tensor.
   */
  private synchronized List<Tensor> freeUnkept(List<Tensor> created, Collection<Tensor> kept) {
    List<Tensor> survivors = new ArrayList<>();
    if (closed) {
      return survivors;
    }
    Set<Long> keptHandles = new HashSet<>();
    for (Tensor k : kept) {
      keptHandles.add(k.handle()); // by handle: a kept tensor detached from one made here keeps that one
    }
    Set<Long> madeHere = new HashSet<>();
    for (Tensor t : created) {
      madeHere.add(t.createdHandle());
    }
    for (Tensor t : created) {
      if (t.trace() != null || !t.ownsHandle() || !reaper.tracks(t) || !madeHere.contains(t.handle())) {
        continue; // traced, freed already, its value moved into another tensor (setData), or a value made elsewhere
      }
      if (keptHandles.contains(t.handle()) || t.isGradientOfLeaf()) {
        survivors.add(t);
      } else {
        reaper.forget(t);
        transport.free(t.handle());
      }
    }
    return survivors;
  }

  private void releaseTemporaries(List<Tensor> created, Collection<Tensor> kept) {
    if (created.isEmpty()) {
      return;
    }
    synchronized (this) {
      if (closed) {
        return;
      }
      for (Tensor t : created) {
        if (!containsSame(kept, t)) {
          reaper.forget(t);
          transport.free(t.handle());
        }
      }
    }
  }

  private static boolean containsSame(Collection<Tensor> tensors, Tensor t) {
    for (Tensor k : tensors) {
      if (k == t) {
        return true;
      }
    }
    return false;
  }

  // ------------------------------------------------------------------ compiled functions

  /**
   * Traces {@code fn} over tensors of the examples' types into a graph with static shapes,
   * compiles it on the server (Runtime/Compile) and returns a callable that runs the program in
   * this session's eager stream. The examples give types only; nothing runs. Every tensor the
   * function uses must be one of its inputs: a tensor captured from outside is an error
   * ({@link TracingException}), since programs take tensors as parameters, never as constants.
   * Calling with other shapes or dtypes compiles one more program for that signature.
   */
  public CompiledFunction compile(TensorFunction fn, Tensor... exampleInputs) {
    return compile(fn, BucketPolicy.NONE, CompileOptions.getDefaultInstance(), exampleInputs);
  }

  /** {@link #compile(TensorFunction, Tensor...)} with varying sizes bucketed as {@code buckets} says. */
  public CompiledFunction compile(TensorFunction fn, BucketPolicy buckets, Tensor... exampleInputs) {
    return compile(fn, buckets, CompileOptions.getDefaultInstance(), exampleInputs);
  }

  public CompiledFunction compile(TensorFunction fn, BucketPolicy buckets, CompileOptions options,
      Tensor... exampleInputs) {
    Objects.requireNonNull(fn, "fn");
    TensorListFunction asList = inputs -> {
      Tensor out = fn.apply(inputs);
      if (out == null) {
        throw new TracingException("compile: the traced function returned null; return a tensor");
      }
      return List.of(out);
    };
    return new CompiledFunction(this, asList, true, buckets, options, exampleInputs);
  }

  /** {@link #compile(TensorFunction, Tensor...)} for a function that returns several tensors. */
  public CompiledFunction compileList(TensorListFunction fn, Tensor... exampleInputs) {
    return compileList(fn, BucketPolicy.NONE, CompileOptions.getDefaultInstance(), exampleInputs);
  }

  public CompiledFunction compileList(TensorListFunction fn, BucketPolicy buckets, Tensor... exampleInputs) {
    return compileList(fn, buckets, CompileOptions.getDefaultInstance(), exampleInputs);
  }

  public CompiledFunction compileList(TensorListFunction fn, BucketPolicy buckets, CompileOptions options,
      Tensor... exampleInputs) {
    Objects.requireNonNull(fn, "fn");
    return new CompiledFunction(this, fn, false, buckets, options, exampleInputs);
  }

  /**
   * Traces {@code fn} over parameters of the given types into a graph, without compiling it.
   * Ids are canonical: parameters 1..P in order, then each op's results in the order the ops
   * were recorded.
   */
  public Graph trace(TensorListFunction fn, List<TensorType> parameterTypes) {
    return traceGraph(fn, parameterTypes).graph();
  }

  /** The trace this thread is recording into, or null when it runs eagerly. */
  Trace currentTrace() {
    return scopes.here().trace;
  }

  /** Runs {@code body} recording into {@code region} (a loop's cond or body), then back into its parent. */
  <T> T inRegion(Trace region, java.util.function.Supplier<T> body) {
    ThreadState here = scopes.here();
    Trace saved = here.trace;
    here.trace = region;
    try {
      return body.get();
    } finally {
      here.trace = saved;
    }
  }

  Traced traceGraph(TensorListFunction fn, List<TensorType> parameterTypes) {
    return FunctionTracing.traceGraph(this, scopes.here(), fn, parameterTypes);
  }

  /** Traces and compiles one signature; counts the request. */
  CompiledProgram compileSignature(TensorListFunction fn, List<TensorType> parameterTypes, CompileOptions options) {
    Traced traced = traceGraph(fn, parameterTypes);
    Transport current;
    synchronized (this) {
      current = transport;
    }
    recorder.compiled(fn, parameterTypes);
    CompileResponse r = current.compile(traced.graph(), options);
    compileCounters.count(r);
    if (r.getProgramId().isEmpty()) {
      throw new TpuException(io.grpc.Status.Code.INTERNAL, "Compile answered without a program id", null, null);
    }
    if (!r.getOutputTypesList().equals(traced.outputTypes())) {
      throw new TpuException(io.grpc.Status.Code.INTERNAL, "program " + r.getProgramId() + " returns "
          + Shapes.toString(r.getOutputTypesList()) + " but the traced function returns " + Shapes.toString(traced.outputTypes()),
          null, null);
    }
    return new CompiledProgram(traced.graph(), parameterTypes, traced.outputTypes(), r);
  }

  /**
   * Compiles an SPMD graph (parameters and outputs carrying their Sharding) into this rank's
   * program; see {@link org.torchtpu.client.dist.SpmdFunction}, which drives every rank.
   */
  public CompileResponse compileSpmd(Graph graph, CompileOptions options, org.torchtpu.api.v1.SpmdOptions spmd) {
    Transport current;
    synchronized (this) {
      current = transport;
    }
    CompileResponse r = current.compileSpmd(graph, options, spmd);
    compileCounters.count(r);
    return r;
  }

  /** Compile requests, cache hits and distinct programs of this session so far. */
  public CompileStats compileStats() {
    return compileCounters.stats();
  }

  // ------------------------------------------------------------------ hardware advisor

  /**
   * The hardware advisor's report on {@code fn} as a compiled step: the function is traced over the examples'
   * types (nothing runs) and the server analyses the graph as it would compile it for this session's chip: MXU
   * utilisation of each matmul, HBM-bound kernels, data-dependent ops, and recompiles of this session's compiled
   * functions.
   */
  public Advice advise(TensorFunction fn, Tensor... exampleInputs) {
    Objects.requireNonNull(fn, "fn");
    List<TensorType> types = new ArrayList<>(exampleInputs.length);
    for (Tensor t : exampleInputs) {
      types.add(Objects.requireNonNull(t, "example input").type());
    }
    Graph graph = traceGraph(inputs -> {
      Tensor out = fn.apply(inputs);
      if (out == null) {
        throw new TracingException("advise: the traced function returned null; return a tensor");
      }
      return List.of(out);
    }, types).graph();
    return advise(AdviseRequest.newBuilder().setGraph(graph));
  }

  /**
   * The hardware advisor's report on what this session ran eagerly since it was opened or since the last call
   * (at most the last 50,000 ops and reads): op by op, plus host syncs inside the step (a read followed by more
   * ops) and recompiles. Call it once after warm-up to start afresh, then after the steps to analyse.
   */
  public Advice adviseTrace() {
    return advise(AdviseRequest.newBuilder().setTrace(recorder.takeTrace()));
  }

  private Advice advise(AdviseRequest.Builder request) {
    request.setGeneration(spec().getGeneration()).addAllCompiles(recorder.compiles());
    return new Advice(transports.advise(request.build()));
  }

  /** This thread is tracing a function on this session. */
  boolean isTracing() {
    return scopes.here().trace != null;
  }

  /** Finishes queued ops, then closes the session on the server (freeing all its values). */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    try {
      transport.close();
    } finally {
      onClose.run();
    }
  }
}
