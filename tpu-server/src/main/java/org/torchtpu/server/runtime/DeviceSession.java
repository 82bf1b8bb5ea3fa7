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
  private final Executor executor;
  private final CostModel costModel;
  private final Map<Long, DeviceArray> values = new ConcurrentHashMap<>();
  private final ProgramService programs;
  /** Programs compiled for this session, by program id. */
  private final Map<String, ExecutableProgram> compiled = new ConcurrentHashMap<>();
  private final ExecutorService worker;
  private final long createdAtMillis = System.currentTimeMillis();
  private volatile EagerMode mode;

  // Progress, guarded by `this`.
  /** Highest sequence processed: run, failed, or skipped after a failure. */
  private long completedSequence;
  private OpError streamFailure;
  private Status.Code streamFailureCode;
  private boolean closed;
  private double deviceSeconds;
  private long wallNanos;
  private long opsExecuted;

  DeviceSession(String id, String tenant, Chip chip, EagerMode mode, Executor executor, CostModel costModel,
      ProgramService programs) {
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

  public EagerMode mode() {
    return mode;
  }

  void setMode(EagerMode mode) {
    this.mode = mode;
  }

  public CostModel costModel() {
    return costModel;
  }

  public long createdAtMillis() {
    return createdAtMillis;
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
    for (long handle : op.getResultsList()) {
      if (values.containsKey(handle)) {
        throw failure(op, sequence, Status.Code.ALREADY_EXISTS, "result handle " + handle + " is already defined");
      }
    }
    long resultBytes = 0;
    for (TensorType t : resultTypes) {
      resultBytes += Shapes.byteSize(t);
    }
    ExecutableProgram program = op.getKindCase() == Op.KindCase.CALL ? calledProgram(op, sequence, resultTypes) : null;
    long scratchBytes = program == null ? 0 : program.scratchBytes();
    try {
      chip.allocate(resultBytes, describe(resultTypes));
    } catch (HbmExhaustedException e) {
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    try {
      chip.allocate(scratchBytes, "the intermediates of program " + (program == null ? "" : op.getCall().getProgramId()));
    } catch (HbmExhaustedException e) {
      chip.release(resultBytes);
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    List<DeviceArray> results;
    try {
      resultTypes.forEach(DeviceArray::checkFits);
      results = program != null ? program.run(operands, executor, checked) : executor.execute(op, operands, checked);
      if (checked) {
        checkFinite(op, sequence, operands, results);
      }
    } catch (IndexOutOfRangeException e) {
      chip.release(resultBytes);
      chip.release(scratchBytes);
      throw failure(op, sequence, Status.Code.OUT_OF_RANGE, e.getMessage());
    } catch (OpFailure e) {
      chip.release(resultBytes);
      chip.release(scratchBytes);
      throw e;
    } catch (OpTypeException e) {
      chip.release(resultBytes);
      chip.release(scratchBytes);
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT, e.getMessage());
    } catch (SimulatorLimitException e) {
      chip.release(resultBytes);
      chip.release(scratchBytes);
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    } catch (OutOfMemoryError e) {
      chip.release(resultBytes);
      chip.release(scratchBytes);
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, "the simulator host ran out of Java heap computing "
          + describe(resultTypes) + " (the chip's HBM had room): give tpu-server a larger -Xmx");
    } catch (RuntimeException e) {
      chip.release(resultBytes);
      chip.release(scratchBytes);
      throw failure(op, sequence, Status.Code.INTERNAL, "executor failed: " + e);
    }
    chip.release(scratchBytes);
    for (int i = 0; i < results.size(); i++) {
      values.put(op.getResults(i), results.get(i));
    }
    CostBreakdown cost = program != null ? program.totalCost() : costModel.price(op, operandTypes, resultTypes);
    // a program's time is the sum of its kernels' (each overlaps its own compute and memory)
    double device = program != null ? program.estimatedSeconds() : CostModel.seconds(cost);
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
   * the error and the values defined before it are exactly Strict's. Does not mark the chunk's
   * sequence numbers processed (the caller does, as for a Strict batch).
   *
   * @throws OpFailure naming the op that failed
   */
  Timing runChunk(List<Op> ops, long firstSequence, java.util.Set<Long> dead) {
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
      for (int i = 0; i < ops.size(); i++) {
        OpResult r = runOp(ops.get(i), firstSequence + i, false, false);
        wall += r.getTiming().getWallNanos();
        device += r.getTiming().getDeviceSeconds();
      }
      return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
    }
    List<Long> deadWritten = new ArrayList<>();
    try {
      for (ExecutableProgram.Kernel kernel : program.kernels()) {
        if (!kernel.isFused()) {
          int index = kernel.ops()[0];
          Op op = ops.get(index);
          OpResult r = runOp(op, firstSequence + index, false, false);
          wall += r.getTiming().getWallNanos();
          device += r.getTiming().getDeviceSeconds();
          for (long h : op.getResultsList()) {
            if (dead.contains(h)) {
              deadWritten.add(h);
            }
          }
        } else {
          long start = System.nanoTime();
          runFusedKernel(kernel, chunk, ops, firstSequence, dead, deadWritten);
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
    } finally {
      for (long h : deadWritten) {
        free(h);
      }
    }
    return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
  }

  private void runFusedKernel(ExecutableProgram.Kernel kernel, ChunkImport chunk, List<Op> ops, long firstSequence,
      java.util.Set<Long> dead, List<Long> deadWritten) {
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
    for (TensorType t : outTypes) {
      bytes += Shapes.byteSize(t);
    }
    try {
      chip.allocate(bytes, describe(java.util.Arrays.asList(outTypes)) + " (a fused kernel's outputs)");
    } catch (HbmExhaustedException e) {
      throw failure(firstOp, firstSeq, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    List<DeviceArray> outputs;
    try {
      outputs = plan.run(inputs);
    } catch (OutOfMemoryError e) {
      chip.release(bytes);
      throw failure(firstOp, firstSeq, Status.Code.RESOURCE_EXHAUSTED, "the simulator host ran out of Java heap in a "
          + "fused kernel: give tpu-server a larger -Xmx");
    } catch (RuntimeException e) {
      chip.release(bytes);
      throw failure(firstOp, firstSeq, Status.Code.INTERNAL, "fused kernel failed: " + e);
    }
    for (int o = 0; o < outputs.size(); o++) {
      long handle = chunk.handle(kernel.outputs()[o]);
      values.put(handle, outputs.get(o));
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
    chip.release(a.deviceBytes());
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
  synchronized void awaitCompleted(long sequence, long timeoutMillis) {
    long deadline = System.currentTimeMillis() + timeoutMillis;
    while (completedSequence < sequence && streamFailure == null && !closed) {
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
  }

  /** Frees every value and stops the queue. */
  void close() {
    synchronized (this) {
      closed = true;
      notifyAll();
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
