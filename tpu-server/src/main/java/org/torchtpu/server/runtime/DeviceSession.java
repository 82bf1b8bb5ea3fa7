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

/**
 * One client's session on one chip: its values (tensor handles) and the serial queue that runs
 * its ops in order. Debug and Strict differ only in how ops reach {@link #runOp}: Debug waits
 * for each op and checks bounds and NaNs; Strict queues ops and reports a failure at the next
 * sync point, running nothing after it.
 */
public final class DeviceSession {
  private final String id;
  private final String tenant;
  private final Chip chip;
  private final Executor executor;
  private final CostModel costModel;
  private final Map<Long, DeviceArray> values = new ConcurrentHashMap<>();
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

  DeviceSession(String id, String tenant, Chip chip, EagerMode mode, Executor executor, CostModel costModel) {
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
    try {
      chip.allocate(resultBytes, describe(resultTypes));
    } catch (HbmExhaustedException e) {
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    List<DeviceArray> results;
    try {
      resultTypes.forEach(DeviceArray::checkFits);
      results = executor.execute(op, operands, checked);
      if (checked) {
        checkFinite(op, sequence, operands, results);
      }
    } catch (IndexOutOfRangeException e) {
      chip.release(resultBytes);
      throw failure(op, sequence, Status.Code.OUT_OF_RANGE, e.getMessage());
    } catch (OpFailure e) {
      chip.release(resultBytes);
      throw e;
    } catch (OpTypeException e) {
      chip.release(resultBytes);
      throw failure(op, sequence, Status.Code.INVALID_ARGUMENT, e.getMessage());
    } catch (SimulatorLimitException e) {
      chip.release(resultBytes);
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    } catch (OutOfMemoryError e) {
      chip.release(resultBytes);
      throw failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, "the simulator host ran out of Java heap computing "
          + describe(resultTypes) + " (the chip's HBM had room): give tpu-server a larger -Xmx");
    } catch (RuntimeException e) {
      chip.release(resultBytes);
      throw failure(op, sequence, Status.Code.INTERNAL, "executor failed: " + e);
    }
    for (int i = 0; i < results.size(); i++) {
      values.put(op.getResults(i), results.get(i));
    }
    CostBreakdown cost = costModel.price(op, operandTypes, resultTypes);
    double device = CostModel.seconds(cost);
    long wall = System.nanoTime() - start;
    synchronized (this) {
      deviceSeconds += device;
      wallNanos += wall;
      opsExecuted++;
      markProcessed(sequence);
    }
    return OpResult.newBuilder()
        .addAllTypes(resultTypes)
        .setTiming(Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device))
        .setCost(cost)
        .build();
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
