package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpError;
import org.torchtpu.api.v1.OpResult;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.IndexOutOfRangeException;
import org.torchtpu.server.exec.SimulatorLimitException;
import org.torchtpu.server.compiler.ChunkImport;
import org.torchtpu.server.compiler.CompileException;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.ProgramService;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.fusion.FusedKernelPlan;
import org.torchtpu.server.security.TenantQuotas;
import org.torchtpu.service.error.ServiceStatuses;

/**
 * One client's session on one chip: its values (tensor handles) and the serial queue that runs
 * its ops in order. Debug and Strict differ only in how ops reach {@link #runOp}: Debug waits
 * for each op and checks bounds and NaNs; Strict queues ops and reports a failure at the next
 * sync point, running nothing after it. FUSED chunks ({@link #runChunk}) run as the kernels of a
 * fused program; a CallOp runs a program compiled for the session ({@link #registerProgram}).
 */
public final class DeviceSession {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(DeviceSession.class);
  private final String id;
  private final String tenant;
  private final Chip chip;
  /** The chip's HBM as this session's tenant may use it (its quota, then the chip's capacity). */
  private final TenantQuotas.HbmAccount hbm;
  private final Executor executor;
  private final CostModel costModel;
  private final Map<Long, DeviceArray> values = new ConcurrentHashMap<>();
  private final ProgramService programs;
  /** Programs compiled for this session, by program id. */
  private final Map<String, ExecutableProgram> compiled = new ConcurrentHashMap<>();
  private final ExecutorService worker;
  private final long createdAtMillis = System.currentTimeMillis();
  /** When a call last named this session (for {@link SessionReaper}). */
  private volatile long lastActiveMillis = createdAtMillis;
  /** Op streams attached to this session now. */
  private final java.util.concurrent.atomic.AtomicInteger streamsOpen = new java.util.concurrent.atomic.AtomicInteger();
  /** When the last open op stream ended because its peer went away; 0 = none since a stream was last opened. */
  private volatile long streamLostAtMillis;
  private volatile EagerMode mode;
  /** The session's rank in a world, when it joined one (OpenSession.world); null = standalone. */
  private volatile CollectiveRunner world;
  /** Ops received and not yet run (see {@link Admission}). */
  private final java.util.concurrent.atomic.AtomicLong pendingOps = new java.util.concurrent.atomic.AtomicLong();

  // Progress, guarded by `this`.
  /** Highest sequence processed: run, failed, or skipped after a failure. */
  private long completedSequence;
  private OpError streamFailure;
  private Status.Code streamFailureCode;
  private boolean closed;
  /** Set on the session's queue when the host shuts down: no more ops will arrive (names the host). */
  private String shuttingDownHost;
  private double deviceSeconds;
  private long wallNanos;
  private long opsExecuted;

  DeviceSession(String id, String tenant, Chip chip, TenantQuotas.HbmAccount hbm, EagerMode mode, Executor executor,
      CostModel costModel, ProgramService programs) {
    this.hbm = hbm;
    this.programs = programs;
    this.id = id;
    this.tenant = tenant;
    this.chip = chip;
    this.mode = mode;
    this.executor = executor;
    this.costModel = costModel;
    this.worker = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "session-" + id);
      t.setDaemon(true);
      return t;
    });
  }

  public String id() {
    return id;
  }

  public String tenant() {
    return tenant;
  }

  public Chip chip() {
    return chip;
  }

  /** Where the session's values take their HBM: the chip, within the tenant's quota. */
  public TenantQuotas.HbmAccount hbm() {
    return hbm;
  }

  public EagerMode mode() {
    return mode;
  }

  void setMode(EagerMode mode) {
    this.mode = mode;
  }

  void joinWorld(CollectiveRunner runner) {
    this.world = runner;
  }

  /** The session's rank in a world, or null for a standalone session. */
  public CollectiveRunner world() {
    return world;
  }

  public CostModel costModel() {
    return costModel;
  }

  public long createdAtMillis() {
    return createdAtMillis;
  }

  /** A call named this session: it is in use. */
  void touch() {
    lastActiveMillis = System.currentTimeMillis();
  }

  long lastActiveMillis() {
    return lastActiveMillis;
  }

  void streamOpened() {
    streamsOpen.incrementAndGet();
    streamLostAtMillis = 0;
    touch();
  }

  /** @param peerGone the stream ended because its client cancelled or the connection broke */
  void streamEnded(boolean peerGone) {
    if (streamsOpen.decrementAndGet() == 0 && peerGone) {
      streamLostAtMillis = System.currentTimeMillis();
    } else {
      touch();
    }
  }

  int streamsOpen() {
    return streamsOpen.get();
  }

  long streamLostAtMillis() {
    return streamLostAtMillis;
  }

  public int valueCount() {
    return values.size();
  }

  public long valueBytes() {
    long total = 0;
    for (DeviceArray a : values.values()) {
      total += a.deviceBytes();
    }
    return total;
  }

  public synchronized long opsExecuted() {
    return opsExecuted;
  }

  public synchronized Timing totals() {
    return Timing.newBuilder().setWallNanos(wallNanos).setDeviceSeconds(deviceSeconds).build();
  }

  /** Adds {@code delta} to the ops waiting to run; returns the new count. */
  long addPending(long delta) {
    return pendingOps.addAndGet(delta);
  }

  public long pendingOps() {
    return pendingOps.get();
  }

  public synchronized long completedSequence() {
    return completedSequence;
  }

  /** Runs a task on the session's serial queue (ops of a session never run concurrently). */
  void enqueue(Runnable task) {
    worker.execute(task);
  }

  /** Runs a task on the serial queue and waits for it. */
  <T> T runSerially(java.util.concurrent.Callable<T> task) {
    Future<T> f = worker.submit(task);
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Status.CANCELLED.withDescription("interrupted").asRuntimeException();
    } catch (java.util.concurrent.ExecutionException e) {
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw Status.INTERNAL.withDescription(String.valueOf(e.getCause())).withCause(e.getCause()).asRuntimeException();
    }
  }

  /**
   * Runs one op on the calling thread (which must be the session's queue).
   *
   * @param checked Debug-mode checks: bounds of indices and NaN/Inf produced from finite inputs
   */
  OpResult runOp(Op op, long sequence, boolean checked) {
    return runOp(op, sequence, checked, true);
  }

  /** Makes a compiled program callable in this session (a CallOp names it by {@code programId}). */
  void registerProgram(String programId, ExecutableProgram program) {
    compiled.put(programId, program);
  }

  /**
   * @param mark whether the op's sequence number becomes processed when it succeeds (a fused
   *     chunk runs its kernels out of sequence order and marks the chunk when it is done)
   */
  OpResult runOp(Op op, long sequence, boolean checked, boolean mark) {
    long start = System.nanoTime();
    List<DeviceArray> operands = new ArrayList<>(op.getOperandsCount());
    List<TensorType> operandTypes = new ArrayList<>(op.getOperandsCount());
    for (long handle : op.getOperandsList()) {
      DeviceArray a = values.get(handle);
      if (a == null) {
        throw failure(op, sequence, Status.Code.NOT_FOUND, "operand handle " + handle + " is not defined in session " + id);
      }
      operands.add(a);
      operandTypes.add(a.type());
    }
    List<TensorType> resultTypes;
    try {
      resultTypes = TypeInference.infer(op, operandTypes);
    } catch (OpTypeException | ArithmeticException e) {
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT, e.getMessage());
    }
    if (resultTypes.size() != op.getResultsCount()) {
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT,
          "op defines " + resultTypes.size() + " result(s) but names " + op.getResultsCount() + " result handle(s)");
    }
    if (OpResults.namesAHandleTwice(op)) {
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT, "op names result handle "
          + OpResults.firstRepeated(op) + " more than once: each result needs its own handle");
    }
    for (long handle : op.getResultsList()) {
      if (values.containsKey(handle)) {
        throw failure(op, sequence, Status.Code.ALREADY_EXISTS, "result handle " + handle + " is already defined");
      }
    }
    long resultBytes = 0;
    long resultHeap = 0;
    for (TensorType t : resultTypes) {
      resultBytes += Shapes.byteSize(t);
      resultHeap += DeviceArray.heapBytes(t);
    }
    ExecutableProgram program = op.getKindCase() == Op.KindCase.CALL ? calledProgram(op, sequence, resultTypes) : null;
    long scratchBytes = program == null ? 0 : program.scratchBytes();
    // a program's intermediates are of mixed dtypes: counted at bf16's ratio, the widest of the float types
    long scratchHeap = 2 * scratchBytes;
    try {
      hbm.allocate(resultBytes, resultHeap, describe(resultTypes));
    } catch (HbmExhaustedException e) {
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    try {
      hbm.allocate(scratchBytes, scratchHeap, "the intermediates of program " + (program == null ? "" : op.getCall().getProgramId()));
    } catch (HbmExhaustedException e) {
      hbm.release(resultBytes, resultHeap);
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    List<DeviceArray> results;
    CollectiveRunner.Outcome collective = null;
    org.torchtpu.server.compiler.ControlFlowMeter loops = new org.torchtpu.server.compiler.ControlFlowMeter();
    try {
      resultTypes.forEach(DeviceArray::checkFits);
      if (Collectives.isCollective(op)) {
        collective = runCollective(op, sequence, operands, resultTypes);
        results = collective.results();
      } else {
        results = program != null ? program.run(operands, executor, checked, programCollectives(op, sequence), loops)
            : executor.execute(op, operands, checked);
      }
      if (checked) {
        checkFinite(op, sequence, operands, results);
      }
    } catch (RuntimeException | OutOfMemoryError e) {
      // one failure path: what the op had reserved goes back whatever went wrong
      hbm.release(resultBytes, resultHeap);
      hbm.release(scratchBytes, scratchHeap);
      throw executionFailure(op, sequence, resultTypes, e);
    }
    hbm.release(scratchBytes, scratchHeap);
    for (int i = 0; i < results.size(); i++) {
      values.put(op.getResults(i), results.get(i));
    }
    CostBreakdown cost = collective != null ? collective.cost()
        : program != null ? (loops.ran() ? CostModel.sum(List.of(program.totalCost(), loops.cost())) : program.totalCost())
        : costModel.price(op, operandTypes, resultTypes);
    // a program's time is the sum of its kernels' (each overlaps its own compute and memory), plus
    // the regions its loops and branches actually ran
    double device = collective != null ? collective.deviceSeconds()
        : program != null ? program.estimatedSeconds() + loops.seconds() : CostModel.seconds(cost);
    long wall = System.nanoTime() - start;
    synchronized (this) {
      deviceSeconds += device;
      wallNanos += wall;
      opsExecuted++;
      if (mark) {
        markProcessed(sequence);
      }
    }
    return OpResult.newBuilder()
        .addAllTypes(resultTypes)
        .setTiming(Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device))
        .setCost(cost)
        .build();
  }

  private CollectiveRunner.Outcome runCollective(Op op, long sequence, List<DeviceArray> operands,
      List<TensorType> resultTypes) {
    CollectiveRunner runner = world;
    if (runner == null) {
      throw failure(op, sequence, Status.Code.FAILED_PRECONDITION, "session " + id + " is not a rank of a world: "
          + "open it with OpenSessionRequest.world to run collectives");
    }
    try {
      return runner.run(op, operands, resultTypes);
    } catch (CollectiveFailure e) {
      throw failure(op, sequence, e.code(), e.getMessage());
    }
  }

  /**
   * Runs the collectives inside an SPMD rank's program (a CallOp) with the world's other ranks;
   * null for a standalone session (the executor then refuses them).
   */
  private ExecutableProgram.CollectiveHook programCollectives(Op call, long sequence) {
    CollectiveRunner runner = world;
    if (runner == null) {
      return null;
    }
    return (collective, operands) -> {
      List<TensorType> types = new ArrayList<>(operands.size());
      for (DeviceArray a : operands) {
        types.add(a.type());
      }
      try {
        return runner.run(collective, operands, TypeInference.infer(collective, types)).results();
      } catch (CollectiveFailure e) {
        throw failure(call, sequence, e.code(), "program " + call.getCall().getProgramId() + ": "
            + TypeInference.kindName(collective) + ": " + e.getMessage());
      }
    };
  }

  /** The program a CallOp names, checked against the signature the op restates. */
  private ExecutableProgram calledProgram(Op op, long sequence, List<TensorType> resultTypes) {
    String programId = op.getCall().getProgramId();
    ExecutableProgram program = compiled.get(programId);
    if (program == null) {
      throw failure(op, sequence, Status.Code.NOT_FOUND, "program " + programId + " is not compiled in session " + id
          + " (Runtime.Compile registers it)");
    }
    if (!program.parameterTypes().equals(op.getCall().getParameterTypesList())) {
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT, "program " + programId + " takes "
          + describe(program.parameterTypes()) + ", the call restates " + describe(op.getCall().getParameterTypesList()));
    }
    if (!program.outputTypes().equals(resultTypes)) {
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT, "program " + programId + " returns "
          + describe(program.outputTypes()) + ", the call restates " + describe(resultTypes));
    }
    return program;
  }

  /**
   * Runs a DeferAndFuse chunk on the calling thread (the session's queue): compiles it (through
   * the cache, by structure) into kernels and runs them. Values in {@code dead} that a fused kernel
   * computes are never materialised; dead values written for a later kernel are freed at the end.
   * An op that cannot run (undefined handle, ill-typed) makes the chunk run op by op instead, so
   * the error and the values defined before it are exactly Strict's; so does a kernel failing at
   * run time (HBM, simulator limits), after the chunk's partial effects are undone. Does not mark the chunk's
   * sequence numbers processed (the caller does, as for a Strict batch).
   *
   * @throws OpFailure naming the op that failed
   */
  Timing runChunk(List<Op> ops, long firstSequence, java.util.Set<Long> dead) {
    for (Op op : ops) {
      if (OpResults.namesAHandleTwice(op)) {
        return runOpByOp(ops, firstSequence); // refused where Strict refuses it, before anything is fused
      }
    }
    for (Op op : ops) {
      if (Collectives.isCollective(op)) {
        return runChunkAroundCollectives(ops, firstSequence, dead);
      }
    }
    long wall = 0;
    double device = 0;
    ChunkImport chunk = ChunkImport.of(ops, h -> {
      DeviceArray a = values.get(h);
      return a == null ? null : a.type();
    }, dead, chip.spec().getGeneration(), 1);
    ExecutableProgram program = null;
    if (chunk != null) {
      try {
        program = programs.chunkProgram(chunk, chip.spec());
      } catch (CompileException e) {
        program = null; // some op is ill-typed: run one by one, which reports it where Strict would
      } catch (RuntimeException e) {
        // a compiler fault must not stall the stream: the chunk still runs, unfused
        log.warn("session {}: could not fuse a chunk of {} ops, running it op by op", id, ops.size(), e);
        program = null;
      }
    }
    if (program == null) {
      return runOpByOp(ops, firstSequence);
    }
    List<Long> deadWritten = new ArrayList<>();
    // Kernels run in fusion order, not sequence order: a failing kernel may come after one that
    // holds later ops, or before one that holds earlier ops. On a failure the chunk's effects are
    // undone and it is replayed op by op, so the error and the values left are exactly Strict's.
    List<Long> written = new ArrayList<>();
    double deviceBefore;
    long wallBefore;
    long opsBefore;
    synchronized (this) {
      deviceBefore = deviceSeconds;
      wallBefore = wallNanos;
      opsBefore = opsExecuted;
    }
    try {
      for (ExecutableProgram.Kernel kernel : program.kernels()) {
        if (!kernel.isFused()) {
          int index = kernel.ops()[0];
          Op op = ops.get(index);
          OpResult r = runOp(op, firstSequence + index, false, false);
          wall += r.getTiming().getWallNanos();
          device += r.getTiming().getDeviceSeconds();
          for (long h : op.getResultsList()) {
            written.add(h);
            if (dead.contains(h)) {
              deadWritten.add(h);
            }
          }
        } else {
          long start = System.nanoTime();
          runFusedKernel(kernel, chunk, ops, firstSequence, dead, deadWritten, written);
          long kernelWall = System.nanoTime() - start;
          wall += kernelWall;
          device += kernel.seconds();
          synchronized (this) {
            deviceSeconds += kernel.seconds();
            wallNanos += kernelWall;
            opsExecuted += kernel.ops().length;
          }
        }
      }
    } catch (OpFailure failure) {
      for (long h : written) {
        free(h);
      }
      deadWritten.clear();
      synchronized (this) {
        deviceSeconds = deviceBefore;
        wallNanos = wallBefore;
        opsExecuted = opsBefore;
      }
      Timing replayed = runOpByOp(ops, firstSequence); // throws at the op Strict fails at
      // Op by op can succeed where a fused kernel failed (fusion allocates differently): the
      // chunk then has Strict's results, which is what it must have.
      log.warn("session {}: a fused kernel failed ({}), the chunk ran op by op", id, failure.error().getReason());
      return replayed;
    } finally {
      for (long h : deadWritten) {
        free(h);
      }
    }
    return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
  }

  /**
   * A chunk holding collectives runs as the fused pieces between them, each collective on its own
   * (a collective is its own small program, met by the other ranks). Values a later piece reads are
   * not dead for an earlier one.
   */
  private Timing runChunkAroundCollectives(List<Op> ops, long firstSequence, java.util.Set<Long> dead) {
    long wall = 0;
    double device = 0;
    List<Long> deadCollectiveResults = new ArrayList<>();
    int start = 0;
    try {
      for (int i = 0; i <= ops.size(); i++) {
        if (i < ops.size() && !Collectives.isCollective(ops.get(i))) {
          continue;
        }
        if (i > start) {
          java.util.Set<Long> pieceDead = new java.util.HashSet<>(dead);
          for (Op later : ops.subList(i, ops.size())) {
            pieceDead.removeAll(later.getOperandsList());
          }
          Timing t = runChunk(ops.subList(start, i), firstSequence + start, pieceDead);
          wall += t.getWallNanos();
          device += t.getDeviceSeconds();
        }
        if (i < ops.size()) {
          Op op = ops.get(i);
          OpResult r = runOp(op, firstSequence + i, false, false);
          wall += r.getTiming().getWallNanos();
          device += r.getTiming().getDeviceSeconds();
          for (long h : op.getResultsList()) {
            if (dead.contains(h)) {
              deadCollectiveResults.add(h);
            }
          }
        }
        start = i + 1;
      }
    } finally {
      deadCollectiveResults.forEach(this::free);
    }
    return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
  }

  /** Runs a chunk's ops one by one in sequence order, as Strict does. */
  private Timing runOpByOp(List<Op> ops, long firstSequence) {
    long wall = 0;
    double device = 0;
    for (int i = 0; i < ops.size(); i++) {
      OpResult r = runOp(ops.get(i), firstSequence + i, false, false);
      wall += r.getTiming().getWallNanos();
      device += r.getTiming().getDeviceSeconds();
    }
    return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
  }

  private void runFusedKernel(ExecutableProgram.Kernel kernel, ChunkImport chunk, List<Op> ops, long firstSequence,
      java.util.Set<Long> dead, List<Long> deadWritten, List<Long> written) {
    FusedKernelPlan plan = kernel.plan();
    int firstIndex = kernel.ops()[0];
    Op firstOp = ops.get(firstIndex);
    long firstSeq = firstSequence + firstIndex;
    List<DeviceArray> inputs = new ArrayList<>(plan.inputCount());
    for (long id : kernel.inputs()) {
      DeviceArray a = values.get(chunk.handle(id));
      if (a == null) {
        throw failure(firstOp, firstSeq, Status.Code.INTERNAL, "fused kernel input handle " + chunk.handle(id)
            + " is not defined");
      }
      inputs.add(a);
    }
    for (int c : kernel.constantOps()) {
      inputs.add(Literals.decode(ops.get(c).getConstant().getValue()));
    }
    TensorType[] outTypes = plan.outputTypes();
    long bytes = 0;
    long heap = 0;
    for (TensorType t : outTypes) {
      bytes += Shapes.byteSize(t);
      heap += DeviceArray.heapBytes(t);
    }
    try {
      hbm.allocate(bytes, heap, describe(java.util.Arrays.asList(outTypes)) + " (a fused kernel's outputs)");
    } catch (HbmExhaustedException e) {
      throw failure(firstOp, firstSeq, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    List<DeviceArray> outputs;
    try {
      outputs = plan.run(inputs);
    } catch (OutOfMemoryError e) {
      hbm.release(bytes, heap);
      throw failure(firstOp, firstSeq, Status.Code.RESOURCE_EXHAUSTED, "the simulator host ran out of Java heap in a "
          + "fused kernel: give tpu-server a larger -Xmx");
    } catch (RuntimeException e) {
      hbm.release(bytes, heap);
      throw failure(firstOp, firstSeq, Status.Code.INTERNAL, ServiceStatuses.internal(e, "fused kernel failed").getDescription());
    }
    for (int o = 0; o < outputs.size(); o++) {
      long handle = chunk.handle(kernel.outputs()[o]);
      values.put(handle, outputs.get(o));
      written.add(handle);
      if (dead.contains(handle)) {
        deadWritten.add(handle);
      }
    }
  }

  /** Every op up to {@code sequence} has been processed (run, failed or skipped). */
  synchronized void markProcessed(long sequence) {
    if (sequence > completedSequence) {
      completedSequence = sequence;
      notifyAll();
    }
  }

  private void checkFinite(Op op, long sequence, List<DeviceArray> operands, List<DeviceArray> results) {
    if (operands.isEmpty()) {
      return; // constants, iota and rng produce values; they do not compute them from inputs
    }
    for (DeviceArray r : results) {
      if (!r.isFloat()) {
        continue;
      }
      int bad = firstNonFinite(r.floats());
      if (bad < 0) {
        continue;
      }
      for (DeviceArray in : operands) {
        if (in.isFloat() && firstNonFinite(in.floats()) >= 0) {
          return; // non-finite in, non-finite out: propagated, not produced
        }
      }
      float v = r.floats()[bad];
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT, "produced " + (Float.isNaN(v) ? "NaN" : v > 0 ? "+Inf" : "-Inf")
          + " at element " + bad + " of " + r + " from finite inputs");
    }
  }

  private static int firstNonFinite(float[] data) {
    for (int i = 0; i < data.length; i++) {
      if (!Float.isFinite(data[i])) {
        return i;
      }
    }
    return -1;
  }

  private static String describe(List<TensorType> types) {
    StringBuilder sb = new StringBuilder();
    for (TensorType t : types) {
      if (sb.length() > 0) {
        sb.append(", ");
      }
      sb.append(Shapes.toString(t));
    }
    return sb.toString();
  }

  /** The status an op's failure while it ran maps to (the domain error's kind; anything else is INTERNAL). */
  private static OpFailure executionFailure(Op op, long sequence, List<TensorType> resultTypes, Throwable e) {
    if (e instanceof OpFailure f) {
      return f;
    }
    if (e instanceof IndexOutOfRangeException) {
      return failure(op, sequence, Status.Code.OUT_OF_RANGE, e.getMessage());
    }
    if (e instanceof OpTypeException || e instanceof org.torchtpu.server.exec.LoopLimitException) {
      return failure(op, sequence, Status.Code.INVALID_ARGUMENT, e.getMessage());
    }
    if (e instanceof SimulatorLimitException) {
      return failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    if (e instanceof OutOfMemoryError) {
      return failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, "the simulator host ran out of Java heap computing "
          + describe(resultTypes) + " (the chip's HBM had room): give tpu-server a larger -Xmx");
    }
    return failure(op, sequence, Status.Code.INTERNAL, ServiceStatuses.internal(e, "executor failed").getDescription());
  }

  static OpFailure failure(Op op, long sequence, Status.Code code, String reason) {
    OpError error = OpError.newBuilder()
        .setSequence(sequence)
        .setOp(op.getKindCase() == Op.KindCase.KIND_NOT_SET ? "unknown" : TypeInference.kindName(op))
        .setLocation(op.getLocation())
        .setReason(reason == null ? "unknown error" : reason)
        .build();
    return new OpFailure(code, error);
  }

  /** Stores an uploaded value, reserving its HBM first. */
  void store(long handle, DeviceArray value) {
    if (values.containsKey(handle)) {
      throw Status.ALREADY_EXISTS.withDescription("handle " + handle + " is already defined in session " + id).asRuntimeException();
    }
    values.put(handle, value);
  }

  DeviceArray value(long handle) {
    DeviceArray a = values.get(handle);
    if (a == null) {
      throw Status.NOT_FOUND.withDescription("handle " + handle + " is not defined in session " + id).asRuntimeException();
    }
    return a;
  }

  /** Frees a value; returns the bytes released (0 when the handle was not defined). */
  long free(long handle) {
    DeviceArray a = values.remove(handle);
    if (a == null) {
      return 0;
    }
    hbm.release(a.deviceBytes(), a.heapBytes());
    return a.deviceBytes();
  }

  boolean isDefined(long handle) {
    return values.containsKey(handle);
  }

  /** Records the failure of a streamed op: later ops of the stream are skipped until a new stream starts. */
  synchronized void failStream(OpFailure f) {
    if (streamFailure == null) {
      streamFailure = f.error();
      streamFailureCode = f.code();
    }
    notifyAll();
  }

  synchronized boolean streamFailed() {
    return streamFailure != null;
  }

  /** The failure a stream has not got past yet, as the stream reports it; null when none. */
  synchronized OpFailure streamFailure() {
    return streamFailure == null ? null : new OpFailure(streamFailureCode, streamFailure);
  }

  /**
   * A new stream starts clean: the failure was reported on the old one, and ops the client
   * numbered up to {@code abandonedThrough} but never delivered will not come.
   */
  synchronized void resetStream(long abandonedThrough) {
    streamFailure = null;
    streamFailureCode = null;
    markProcessed(abandonedThrough);
  }

  /**
   * Waits until every op up to {@code sequence} has run; throws the stream's failure if an op
   * failed first, DEADLINE_EXCEEDED after {@code timeoutMillis}.
   */
  synchronized void awaitCompleted(long sequence, long timeoutMillis, java.util.function.BooleanSupplier callerGone) {
    long deadline = System.currentTimeMillis() + timeoutMillis;
    while (completedSequence < sequence && streamFailure == null && !closed && shuttingDownHost == null) {
      if (callerGone.getAsBoolean()) {
        throw Status.CANCELLED.withDescription("the caller went away while waiting for op #" + sequence + " of session "
            + id).asRuntimeException();
      }
      long left = deadline - System.currentTimeMillis();
      if (left <= 0) {
        throw Status.DEADLINE_EXCEEDED.withDescription("session " + id + " has processed op #" + completedSequence
            + ", still waiting for op #" + sequence).asRuntimeException();
      }
      try {
        wait(left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw Status.CANCELLED.withDescription("interrupted").asRuntimeException();
      }
    }
    if (streamFailure != null) {
      throw new OpFailure(streamFailureCode, streamFailure).toStatus();
    }
    if (closed) {
      throw Status.NOT_FOUND.withDescription("session " + id + " was closed").asRuntimeException();
    }
    if (completedSequence < sequence) {
      throw Status.UNAVAILABLE.withDescription("tpu-server host " + shuttingDownHost + " is shutting down: session " + id
          + " ran its ops through #" + completedSequence + "; op #" + sequence + " will not run").asRuntimeException();
    }
  }

  /**
   * Called on the session's queue, after the ops already received, when the host shuts down:
   * reads waiting for ops that can no longer arrive fail with UNAVAILABLE instead of hanging.
   */
  synchronized void wakeWaiters() {
    notifyAll();
  }

  synchronized void hostShuttingDown(String hostId) {
    shuttingDownHost = hostId;
    notifyAll();
  }

  /** Frees every value and stops the queue. */
  void close() {
    synchronized (this) {
      closed = true;
      notifyAll();
    }
    CollectiveRunner runner = world;
    if (runner != null) {
      runner.leave();
    }
    worker.shutdown();
    try {
      worker.awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (Long handle : List.copyOf(values.keySet())) {
      free(handle);
    }
    chip.sessionClosed();
  }
}
