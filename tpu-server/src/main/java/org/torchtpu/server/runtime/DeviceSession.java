package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpResult;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.compiler.ControlFlowMeter;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.cost.CostModel;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.KeptHeap;
import org.torchtpu.server.exec.KernelStop;
import org.torchtpu.server.exec.OpScratch;
import org.torchtpu.server.security.QueuedHeap;
import org.torchtpu.server.security.TenantQuotas;
import org.torchtpu.server.security.TenantTurns;
import org.torchtpu.service.error.DomainException;

/**
 * One client's session on one chip: its values (tensor handles) and the serial queue that runs
 * its ops in order. Debug and Strict differ only in how ops reach {@link #runOp}: Debug waits
 * for each op and checks bounds and NaNs; Strict queues ops and reports a failure at the next
 * sync point, running nothing after it. FUSED chunks ({@link #runChunk}) and the programs a CallOp
 * names ({@link #registerProgram}) run through the session's {@link ProgramRunner}; how far its
 * ops have got is its {@link SessionProgress}.
 */
public final class DeviceSession {
  private final String id;
  private final String tenant;
  private final Chip chip;
  /** The chip's HBM as this session's tenant may use it (its quota, then the chip's capacity). */
  private final TenantQuotas.HbmAccount hbm;
  /** What this session's queued requests hold of its tenant's heap, and whether its queue waits in a collective. */
  private final QueuedHeap.SessionQueue queuedHeap =
      new QueuedHeap.SessionQueue();
  private final Executor executor;
  private final CostModel costModel;
  /** The prices of this session's elementwise ops, by kind and types (used on the session's queue only). */
  private final ElementwisePrices prices;
  private final SessionValues values;
  /** The storage of freed values, taken by later results of the same length. */
  private final SessionStorage storage;
  /** {@link #define} as every reserved op's {@link ReservedOp.Values}: one object, not a bound reference per op. */
  private final ReservedOp.Values definer = this::define;
  private final ProgramRunner programs;
  private final SessionCollectives collectives;
  private final SessionProgress progress;
  private final SessionTotals totals = new SessionTotals();
  private final SerialQueue worker;
  private final long createdAtMillis = System.currentTimeMillis();
  private final SessionActivity activity;
  private volatile EagerMode mode;
  /** Ops received and not yet run (see {@link Admission}). */
  private final AtomicLong pendingOps = new AtomicLong();

  DeviceSession(String id, String tenant, Chip chip, TenantQuotas.HbmAccount hbm, EagerMode mode, Executor executor,
      CostModel costModel, ProgramService programs) {
    this(id, tenant, chip, hbm, mode, executor, costModel, programs,
        TenantTurns.unlimited(tenant));
  }

  /** {@code turns}: the tenant's share of the host's CPU, which this session's queue takes turns of. */
  DeviceSession(String id, String tenant, Chip chip, TenantQuotas.HbmAccount hbm, EagerMode mode, Executor executor,
      CostModel costModel, ProgramService programs, TenantTurns turns) {
    this.hbm = hbm;
    this.storage = new SessionStorage(hbm);
    this.values = new SessionValues(id, hbm, storage);
    this.activity = new SessionActivity(id);
    this.programs = new ProgramRunner(this, programs);
    this.collectives = new SessionCollectives(id, queuedHeap, this.programs);
    this.progress = new SessionProgress(id);
    this.id = id;
    this.tenant = tenant;
    this.chip = chip;
    this.mode = mode;
    this.executor = executor;
    this.costModel = costModel;
    this.prices = new ElementwisePrices(costModel);
    // a kernel asks between blocks whether it is still wanted: a close stops it part way (and a cancelled call, for
    // the calls that install their own question, see forCaller); what its kernels keep is charged to the tenant
    this.worker = new SerialQueue("session-" + id, turns, new KernelStop(() -> closing), hbm);
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

  /** This session's part of its tenant's queued heap (see QueuedRequests). */
  QueuedHeap.SessionQueue queuedHeap() {
    return queuedHeap;
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
    storage.stop(); // a collective may hand one rank's operand to another as its result: nothing is recycled
    collectives.join(runner);
  }

  /** The session's rank in a world, or null for a standalone session. */
  public CollectiveRunner world() {
    return collectives.world();
  }

  /** True when the session runs abstractly (OpenSessionRequest.depth = ABSTRACT): types, prices and HBM, no values. */
  public boolean isAbstract() {
    return !executor.computesValues();
  }

  Executor executor() {
    return executor;
  }

  public CostModel costModel() {
    return costModel;
  }

  public long createdAtMillis() {
    return createdAtMillis;
  }

  /** When calls last named this session and its op streams (for {@link SessionReaper} and the streams' bound). */
  SessionActivity activity() {
    return activity;
  }

  public int valueCount() {
    return values.count();
  }

  public long valueBytes() {
    return values.deviceBytes();
  }

  public long opsExecuted() {
    return totals.opsExecuted();
  }

  public Timing totals() {
    return totals.timing();
  }

  SessionTotals.Snapshot totalsSnapshot() {
    return totals.snapshot();
  }

  void restoreTotals(SessionTotals.Snapshot snapshot) {
    totals.restore(snapshot);
  }

  void addTotals(double deviceSeconds, long wallNanos, long ops) {
    totals.add(deviceSeconds, wallNanos, ops);
  }

  /** Adds {@code delta} to the ops waiting to run; returns the new count. */
  long addPending(long delta) {
    return pendingOps.addAndGet(delta);
  }

  public long pendingOps() {
    return pendingOps.get();
  }

  public long completedSequence() {
    return progress.completedSequence();
  }

  /** How far the session's ops have got, and what stops them (streams and readers use it). */
  SessionProgress progress() {
    return progress;
  }

  /**
   * Tasks one session may have queued: its streams' windows, opens and closings, and unary calls, with room to spare.
   * A backstop: streams are counted until their calls finish and batches are admitted, so only a fault reaches it.
   */
  static final int MAX_QUEUED_TASKS = 1024;

  /**
   * Runs a task on the session's serial queue (ops of a session never run concurrently); refused (RESOURCE_EXHAUSTED
   * naming the limit) past {@link #MAX_QUEUED_TASKS} queued.
   */
  void enqueue(Runnable task) {
    if (worker.queued() >= MAX_QUEUED_TASKS) {
      throw DomainException.exhausted("session " + id + " already has " + MAX_QUEUED_TASKS
          + " tasks queued, the most one session may have: wait for its ops to finish");
    }
    worker.execute(task);
  }

  /** Queues a task that ends something already counted (a stream's closing): never refused for the queue's length. */
  void enqueueClosing(Runnable task) {
    worker.execute(task);
  }

  /**
   * Whether the task running on the queue is still wanted: false once its caller cancelled or the session closed. For
   * Execute and the other unary calls it is gRPC's {@code Context.isCancelled} (takes the context's monitor).
   */
  private volatile BooleanSupplier callerGone = NOBODY_GONE;
  private static final BooleanSupplier NOBODY_GONE = () -> false;

  /** Asked between a program's loop trips (see ControlFlowRunner): its call stops, CANCELLED, when true. */
  private boolean callGone() {
    return progress.closed() || callerGone.getAsBoolean();
  }

  /** Set first thing on close, for the kernels' question: a volatile read where progress.closed() takes a lock. */
  private volatile boolean closing;

  /**
   * Runs {@code work} on the queue (the calling thread) for a caller that may go away, as {@code gone} tells (for a
   * stream, its done flag; for a unary call, gRPC's {@code Context.isCancelled}, which takes the context's monitor:
   * uncontended, see KernelStopCostMeasurement). Its kernels ask a question of their own, bound to this call's
   * {@code gone} rather than to {@link #callerGone}: that field is reset as soon as the call's answer is out, and a
   * part of the call still running on the fork-join pool must keep reading "stop" (see KernelStop#forEachPart).
   */
  <T> T forCaller(BooleanSupplier gone, Supplier<T> work) {
    callerGone = gone;
    KernelStop previous = KernelStop.install(callsKernelStop(gone));
    try {
      return work.get();
    } finally {
      KernelStop.install(previous);
      callerGone = NOBODY_GONE;
    }
  }

  /** The question a call's kernels ask: true once the session closes or the call is gone, and then for good. */
  private KernelStop callsKernelStop(BooleanSupplier gone) {
    return new KernelStop(() -> closing || gone.getAsBoolean());
  }

  /** Runs a task on the serial queue and waits for it (stopping its loops if the calling RPC is cancelled). */
  <T> T runSerially(Callable<T> task) {
    io.grpc.Context call = io.grpc.Context.current();
    Future<T> f = worker.submit(() -> {
      BooleanSupplier gone = call::isCancelled;
      callerGone = gone;
      KernelStop previous = KernelStop.install(callsKernelStop(gone)); // as forCaller
      try {
        return task.call(); // what it throws reaches the caller as before (see below)
      } finally {
        KernelStop.install(previous);
        callerGone = NOBODY_GONE;
      }
    });
    try {
      return f.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw Status.CANCELLED.withDescription("interrupted").asRuntimeException();
    } catch (ExecutionException e) {
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
    return run(op, sequence, checked, true).toResult();
  }

  /** Makes a compiled program callable in this session (a CallOp names it by {@code programId}). */
  void registerProgram(String programId, ExecutableProgram program) {
    programs.register(programId, program);
  }

  /**
   * @param mark whether the op's sequence number becomes processed when it succeeds (a fused
   *     chunk runs its kernels out of sequence order and marks the chunk when it is done)
   */
  OpRun run(Op op, long sequence, boolean checked, boolean mark) {
    return run(op, sequence, checked, mark, null);
  }

  /**
   * @param collectiveDoneElsewhere for a collective: given its outcome on the thread that completes it, when
   *     that is not this one (see {@link CollectiveRunner#run(Op, List, List, Consumer)})
   */
  OpRun run(Op op, long sequence, boolean checked, boolean mark,
      Consumer<CollectiveRunner.Outcome> collectiveDoneElsewhere) {
    ReservedOp r = reserveOrSkip(op, sequence);
    if (r.program == null) {
      return run(op, sequence, checked, mark, collectiveDoneElsewhere, r);
    }
    // the program's kept pool is charged after the call's reservation, which covers its arrays, is released
    List<Runnable> outer = KeptHeap.deferCharges();
    try {
      return run(op, sequence, checked, mark, collectiveDoneElsewhere, r);
    } finally {
      KeptHeap.chargeDeferred(outer);
    }
  }

  private OpRun run(Op op, long sequence, boolean checked, boolean mark,
      Consumer<CollectiveRunner.Outcome> collectiveDoneElsewhere, ReservedOp r) {
    List<DeviceArray> results;
    CollectiveRunner.Outcome collective = null;
    ExecutableProgram program = r.program;
    // only a program has loops and branches to meter
    ControlFlowMeter loops = program != null
        ? new ControlFlowMeter(this::callGone) : null;
    CostBreakdown cost;
    CostBreakdown opPrice = null;
    double device;
    try {
      if (Collectives.isCollective(op)) {
        collective = collectives.run(op, sequence, r.operands, r.resultTypes, collectiveDoneElsewhere);
        results = collective.results();
      } else if (program != null) {
        results = program.run(r.operands, executor, checked, programs.collectives(op, sequence), loops);
      } else {
        opPrice = priceBeforeRun(op, r);
        if (opPrice != null && executor.computesValues()) { // bounded before it runs (most kernels run to their end)
          executor.controlFlowLimits().checkOp(opPrice,
              () -> op.getKindCase().name().toLowerCase(Locale.ROOT) + " #" + sequence);
        }
        BufferPool previousPool = BufferPool.install(storage.pool()); // results take freed storage of their length
        try {
          results = executor.execute(op, r.operands, checked);
        } finally {
          BufferPool.install(previousPool);
        }
        if (opPrice == null) {
          opPrice = prices.price(op, r.operandTypes, r.resultTypes);
        }
      }
      if (checked && executor.computesValues()) {
        DebugChecks.checkFinite(op, sequence, r.operands, results); // failing, its results go to the collector
      }
      if (collective == null && program == null) {
        SessionStorage.resultsOf(r.operands, results); // a kernel's own storage is recycled once freed
      } else {
        SessionStorage.shared(r.operands, results); // a program may return its parameter (or a view of it)
      }
      // priced inside the try: an op the cost model refuses gives its reservation back and fails as itself
      cost = collective != null ? collective.cost()
          : program != null ? (loops.ran() ? CostModel.sum(List.of(program.totalCost(), loops.cost())) : program.totalCost())
          : opPrice;
      // a program's time is the sum of its kernels' (each overlaps its own compute and memory), plus
      // the regions its loops and branches actually ran
      device = collective != null ? collective.deviceSeconds()
          : program != null ? program.estimatedSeconds() + loops.seconds() : CostModel.seconds(cost);
    } catch (RuntimeException | OutOfMemoryError e) {
      if (program != null) {
        collectives.callStopped(op, e);
      }
      throw r.failed(e);
    }
    return r.store(results, cost, device, mark);
  }

  /**
   * An eager op's price from its types, taken before it runs so that its work is bounded before any of it is done;
   * null when the cost model refuses the op, which then runs (and fails, if it is ill-formed) as itself first and is
   * priced after, as before. Failing open runs no unbounded work: the cost model refuses only ops refused before this
   * (counts of operands and results, which type inference checked at reservation), ops run elsewhere (a call by its
   * program's kernels, a collective by its group) and kinds the executor refuses too (no kind, a manual region).
   */
  private CostBreakdown priceBeforeRun(Op op, ReservedOp r) {
    try {
      return prices.price(op, r.operandTypes, r.resultTypes);
    } catch (RuntimeException e) {
      return null;
    }
  }

  /**
   * As {@link #reserve}; when a collective fails here, before it meets the other ranks, its round is given up in its
   * group (see {@link CollectiveRunner#skipped}).
   */
  private ReservedOp reserveOrSkip(Op op, long sequence) {
    refuseIfClosed(op, sequence); // its rank has left already, giving up its next rounds: nothing to skip
    try {
      return reserve(op, sequence);
    } catch (OpFailure f) {
      skippedIfCollective(op, Status.Code.ABORTED, "its op failed before it entered (" + f.code() + ": "
          + f.error().getReason() + ")");
      throw f;
    } catch (RuntimeException | Error e) {
      skippedIfCollective(op, Status.Code.ABORTED, "its op failed before it entered (" + e + ")");
      throw e;
    }
  }

  /**
   * Refuses {@code op} once the session has closed (NOT_FOUND): ops still queued behind a close would otherwise all
   * run, holding HBM of a chip that may have been handed to the next tenant. Only the op running at the close goes on.
   */
  void refuseIfClosed(Op op, long sequence) {
    if (progress.closed()) {
      throw OpFailures.failure(op, sequence, Status.Code.NOT_FOUND, "session " + id + " was closed: op not run");
    }
  }

  /** Collective {@code op} of this session will not run (see {@link CollectiveRunner#skipped}); nothing for any other op. */
  void skippedIfCollective(Op op, Status.Code code, String why) {
    collectives.skippedIfCollective(op, code, why);
  }

  /** Checks an op's operands and handles, types it, and reserves HBM for its results. */
  private ReservedOp reserve(Op op, long sequence) {
    if (op.getKindCase() == Op.KindCase.MANUAL_REGION) { // no device runs one: only the SPMD partitioner removes it
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, Executor.MANUAL_REGION_REFUSAL);
    }
    int operandCount = op.getOperandsCount();
    List<DeviceArray> operands = new ArrayList<>(operandCount);
    List<TensorType> operandTypes = new ArrayList<>(operandCount);
    for (int i = 0; i < operandCount; i++) {
      long handle = op.getOperands(i);
      DeviceArray a = values.getOrNull(handle);
      if (a == null) {
        throw OpFailures.failure(op, sequence, Status.Code.NOT_FOUND, "operand handle " + handle + " is not defined in session " + id);
      }
      operands.add(a);
      operandTypes.add(a.type());
    }
    List<TensorType> resultTypes;
    // a call naming only its handles is typed by its program, which checks the handles' types against its parameters
    ExecutableProgram calledByHandles = op.getKindCase() == Op.KindCase.CALL && ProgramRunner.namesOnlyHandles(op)
        ? programs.calledByHandles(op, sequence, operandTypes) : null;
    try {
      resultTypes = calledByHandles != null ? calledByHandles.outputTypes() : TypeInference.infer(op, operandTypes);
    } catch (OpTypeException | ArithmeticException e) {
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, e.getMessage());
    }
    if (resultTypes.size() != op.getResultsCount()) {
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT,
          "op defines " + resultTypes.size() + " result(s) but names " + op.getResultsCount() + " result handle(s)");
    }
    if (OpResults.namesAHandleTwice(op)) {
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, "op names result handle "
          + OpResults.firstRepeated(op) + " more than once: each result needs its own handle");
    }
    for (int i = 0; i < op.getResultsCount(); i++) {
      long handle = op.getResults(i); // the primitive getter: the list view boxes each handle
      if (values.isDefined(handle)) {
        throw OpFailures.failure(op, sequence, Status.Code.ALREADY_EXISTS, "result handle " + handle + " is already defined");
      }
    }
    long resultBytes = 0;
    long resultHeap = 0;
    for (TensorType t : resultTypes) {
      resultBytes += Shapes.byteSize(t);
      resultHeap += executor.heapBytes(t);
    }
    ExecutableProgram program = calledByHandles != null ? calledByHandles
        : op.getKindCase() == Op.KindCase.CALL ? programs.called(op, sequence, resultTypes) : null;
    long scratchBytes = program == null ? 0 : program.scratchBytes();
    // a program's intermediates are of mixed dtypes: counted at bf16's ratio, the widest of the float types
    long scratchHeap = executor.computesValues() ? 2 * scratchBytes : 0;
    // plus the kernels' own temporaries (an FFT's double spectrum), heap only: held while the op runs
    if (executor.computesValues()) {
      long kernels = program != null ? program.kernelScratchHeap()
          : OpScratch.needsScratch(op.getKindCase()) ? OpScratch.heapBytes(op, operandTypes) : 0;
      scratchHeap = kernels > Long.MAX_VALUE - scratchHeap ? Long.MAX_VALUE : scratchHeap + kernels;
    }
    try {
      hbm.allocate(resultBytes, resultHeap, () -> OpFailures.describe(resultTypes)); // described only if it fails
    } catch (HbmExhaustedException e) {
      throw OpFailures.failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    try {
      if (program != null) {
        hbm.allocate(scratchBytes, scratchHeap, () -> "the intermediates of program " + op.getCall().getProgramId()
            + (program.peakRegion() == null ? "" : " (its peak is in " + program.peakRegion() + ")"));
      } else if (scratchHeap > 0) {
        hbm.allocate(0, scratchHeap, () -> "the scratch of " + op.getKindCase().name().toLowerCase(Locale.ROOT));
      }
    } catch (HbmExhaustedException e) {
      hbm.release(resultBytes, resultHeap);
      throw OpFailures.failure(op, sequence, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    ReservedOp r = new ReservedOp(hbm, definer, totals, progress, op, sequence, operands, operandTypes, resultTypes, resultBytes, resultHeap, program,
        scratchBytes, scratchHeap);
    try {
      if (executor.computesValues()) {
        for (int i = 0; i < resultTypes.size(); i++) {
          DeviceArray.checkFits(resultTypes.get(i)); // this simulator's own array limit; an abstract value has no array
        }
      }
    } catch (RuntimeException e) {
      throw r.failed(e);
    }
    return r;
  }

  /**
   * Starts collective {@code op} without waiting for the other ranks (see {@link CollectiveRunner#start}):
   * {@code done} is handed, once, the op's completion (it stores the results, counts the op and marks it
   * processed, or throws the op's {@link OpFailure}), on this thread when the collective could finish at
   * once, else on the thread that completed it.
   *
   * @throws OpFailure when the op fails before it starts (a bad operand, no world, no HBM)
   */
  void startCollective(Op op, long sequence, CollectiveRunner.Started<OpRun> done) {
    CollectiveRunner runner = collectives.startingWorld();
    collectives.start(runner, op, sequence, reserveOrSkip(op, sequence), done);
  }

  /** Suspends the session's queue from its running task (see {@link SerialQueue#suspend}). */
  SerialQueue.Hold suspendQueue() {
    return worker.suspend();
  }

  /** Runs a task that never waits on the calling thread when the session's queue is idle (see {@link SerialQueue#runHereIfIdle}). */
  boolean runHereIfIdle(Runnable task) {
    return worker.runHereIfIdle(task);
  }

  /**
   * How this session's collectives wait for other ranks: without holding a turn of the tenant's share, which a peer
   * rank of the same tenant may need to send its part (see {@link SerialQueue#waitingOutsideTurn}).
   */
  public PeerWait peerWait() {
    return worker::waitingOutsideTurn;
  }

  /** Whether the session's running task runs on a transport thread (see {@link SerialQueue#runningOnCaller}). */
  boolean runningOnTransport() {
    return worker.runningOnCaller();
  }

  /** Nothing of this session runs, waits or is queued. */
  public boolean queueIdle() {
    return worker.idle();
  }

  /**
   * A batch arriving now could start on its transport thread: the queue is idle and a turn of the tenant's is free
   * (tests wait for it before a batch that should start there; see {@link SerialQueue#wouldRunHere}).
   */
  public boolean couldStartOnTransport() {
    return worker.wouldRunHere();
  }

  /**
   * Runs a DeferAndFuse chunk on the calling thread (the session's queue), fused where it can be
   * (see {@link ProgramRunner#runChunk}). Does not mark the chunk's sequence numbers processed.
   *
   * @throws OpFailure naming the op that failed
   */
  Timing runChunk(List<Op> ops, long firstSequence, Set<Long> dead) {
    return programs.runChunk(ops, firstSequence, dead);
  }

  /** Every op up to {@code sequence} has been processed (run, failed or skipped). */
  void markProcessed(long sequence) {
    progress.markProcessed(sequence);
  }

  /**
   * Runs {@code closing} when this session closes, unless {@link #forget forgotten} first; false, registering nothing,
   * when it has closed already. An upload holds its value's reservation from its header on: a stream left open past
   * the close would otherwise keep that HBM and heap for as long as its client keeps the call; an op stream would
   * answer nothing more (its queued batches are refused) and stay open until its client sent again.
   */
  boolean whileOpen(Runnable closing) {
    return values.whileOpen(closing);
  }

  void forget(Runnable closing) {
    values.forget(closing);
  }

  /** Stores an uploaded value whose HBM the caller has reserved. */
  void store(long handle, DeviceArray value) {
    values.store(handle, value);
  }

  DeviceArray value(long handle) {
    return values.get(handle);
  }

  /**
   * The value {@code handle} names, for a Download: until {@link #closeRead}, freeing it leaves its storage to the
   * collector instead of handing it to a later result while the Download still encodes or sends it.
   */
  DeviceArray openRead(long handle) {
    return storage.openRead(() -> values.get(handle));
  }

  void closeRead(DeviceArray value) {
    storage.closeRead(value);
  }

  /** The session's recycled storage (its fused kernels take results from it too). */
  SessionStorage storage() {
    return storage;
  }

  /** Frees a value (recycling its storage when it may); returns the bytes released (0 when it was not defined). */
  long free(long handle) {
    return values.free(handle);
  }

  boolean isDefined(long handle) {
    return values.isDefined(handle);
  }

  /** The value a handle names, or null when it is not defined. */
  DeviceArray valueOrNull(long handle) {
    return values.getOrNull(handle);
  }

  /** Defines a handle whose HBM the caller has already reserved (see {@link SessionValues#define}). */
  void define(long handle, DeviceArray value) {
    values.define(handle, value);
  }

  /** Frees every value and stops the queue. */
  void close() {
    closing = true;
    progress.close();
    hbm.queued().wakeAll(); // a stream whose batch waits for heap ends now (see OpStreamCall)
    collectives.leave();
    values.close(); // from now on a value defined is given back at once (define, store)
    storage.stop(); // the values freed from now on go to the collector; the pool's charge goes back now
    worker.shutdown();
    // Nobody waits here for a running task (a single kernel may run for minutes): the closer may be the scheduler
    // heartbeat's thread closing an ended world, which must not stall past the host's lease. The values are freed
    // when the queue has stopped, so a task still running never has its operands' memory handed to another tenant;
    // then the queue gives back the heap its thread kept.
    worker.whenStopped(() -> {
      values.freeAll();
      storage.close();
    });
    programs.releasePrograms();
    chip.sessionClosed();
  }

  /** Heap the session's thread keeps between ops, charged to its tenant (tests). */
  long keptHeapBytes() {
    return worker.keptHeapBytes();
  }
}
