package org.torchtpu.server.runtime;

import org.torchtpu.service.error.ServiceStatuses;
import io.grpc.Status;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpResult;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.Timing;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.compiler.ChunkImport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.ArgumentTypeMismatchException;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.exec.WorkLimitException;
import org.torchtpu.server.ir.CompileException;
import org.torchtpu.service.error.DomainException;

/**
 * Runs executable programs in one session, on its queue: the programs compiled for the session
 * (a CallOp names one, {@link #register}) and the fused program a DeferAndFuse chunk compiles into
 * ({@link #runChunk}). Ops that stay unfused run through {@link DeviceSession#runOp}.
 */
final class ProgramRunner {
  private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(ProgramRunner.class);
  private final DeviceSession session;
  private final ProgramService programs;
  /** Programs compiled for this session, by program id. */
  private final Map<String, ExecutableProgram> compiled = new ConcurrentHashMap<>();
  /** Set when the session closes; guarded by {@code compiled}. */
  private boolean closed;

  ProgramRunner(DeviceSession session, ProgramService programs) {
    this.session = session;
    this.programs = programs;
  }

  /**
   * Makes a compiled program callable in the session (a CallOp names it by {@code programId}). The session keeps it
   * alive (the shared cache may drop its copy), so its size is held against the tenant's heap share until the
   * session closes: otherwise compiling many large-constant graphs in one session would fill the heap uncounted.
   *
   * @throws DomainException EXHAUSTED when the tenant's heap share or the host's ceiling cannot hold it
   */
  void register(String programId, ExecutableProgram program) {
    synchronized (compiled) {
      if (closed) { // a compile that finished after its session closed: nothing may stay held
        throw DomainException.notFound("session " + session.id() + " was closed while program " + programId
            + " compiled");
      }
      if (compiled.containsKey(programId)) {
        return; // the id is the program's cache key: the same program, already held
      }
      try {
        session.hbm().reserveHeap(program.heldBytes(), "program " + programId);
      } catch (HbmExhaustedException e) {
        throw DomainException.exhausted(e.getMessage() + "; close sessions holding programs you no longer call");
      }
      compiled.put(programId, program);
    }
  }

  /** Gives back the heap the session's programs held (the session is closing). */
  void releasePrograms() {
    synchronized (compiled) {
      for (ExecutableProgram p : compiled.values()) {
        session.hbm().releaseHeap(p.heldBytes());
      }
      compiled.clear();
      closed = true;
    }
  }

  /**
   * Whether a CallOp names only its program and handles: the session has the program, so its signature need not travel
   * with every call (a tiny-Llama step's 66 parameter and 64 result types). A call restating its signature is still
   * accepted and checked against it.
   */
  static boolean namesOnlyHandles(Op op) {
    return op.getCall().getParameterTypesCount() == 0 && op.getCall().getResultTypesCount() == 0;
  }

  /**
   * The program a call naming only its handles runs, its arguments' types checked against the program's parameters.
   *
   * @throws OpFailure NOT_FOUND for a program the session does not have; INVALID_ARGUMENT naming the first argument
   *     whose type is not the parameter's, or the counts when they differ
   */
  ExecutableProgram calledByHandles(Op op, long sequence, List<TensorType> argumentTypes) {
    String programId = op.getCall().getProgramId();
    if (programId.isEmpty()) {
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, "call: program_id is empty");
    }
    ExecutableProgram program = registered(op, sequence);
    List<TensorType> parameters = program.parameterTypes();
    if (parameters.size() != argumentTypes.size()) {
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, "program " + programId + " takes "
          + parameters.size() + " parameter(s), the call names " + argumentTypes.size() + " operand handle(s)");
    }
    for (int i = 0; i < parameters.size(); i++) {
      if (!parameters.get(i).equals(argumentTypes.get(i))) {
        throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, "program " + programId + " parameter " + i
            + " is " + Shapes.toString(parameters.get(i)) + ", but operand handle " + op.getOperands(i) + " is "
            + Shapes.toString(argumentTypes.get(i)));
      }
    }
    return program;
  }

  /**
   * The chunk's ops with each call that names only its handles given back the signature of its program, so the chunk
   * compiler types it as a call that restates it (and the chunk keys and fuses exactly as such a chunk); the same list
   * when no op needs it. A call of a program the session lacks is left as sent: the chunk then runs op by op and the
   * call fails as in Strict.
   */
  List<Op> withSignatures(List<Op> ops) {
    List<Op> out = null;
    for (int i = 0; i < ops.size(); i++) {
      Op op = ops.get(i);
      if (op.getKindCase() != Op.KindCase.CALL || !namesOnlyHandles(op)) {
        continue;
      }
      ExecutableProgram program = compiled.get(op.getCall().getProgramId());
      if (program == null) {
        continue;
      }
      if (out == null) {
        out = new ArrayList<>(ops);
      }
      Op.Builder b = op.toBuilder();
      b.getCallBuilder().addAllParameterTypes(program.parameterTypes()).addAllResultTypes(program.outputTypes());
      out.set(i, b.build());
    }
    return out == null ? ops : out;
  }

  /** The program a CallOp names, checked against the signature the op restates. */
  ExecutableProgram called(Op op, long sequence, List<TensorType> resultTypes) {
    String programId = op.getCall().getProgramId();
    ExecutableProgram program = registered(op, sequence);
    if (!program.parameterTypes().equals(op.getCall().getParameterTypesList())) {
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, "program " + programId + " takes "
          + OpFailures.describe(program.parameterTypes()) + ", the call restates "
          + OpFailures.describe(op.getCall().getParameterTypesList()));
    }
    if (!program.outputTypes().equals(resultTypes)) {
      throw OpFailures.failure(op, sequence, Status.Code.INVALID_ARGUMENT, "program " + programId + " returns "
          + OpFailures.describe(program.outputTypes()) + ", the call restates " + OpFailures.describe(resultTypes));
    }
    return program;
  }

  /** The session's program a CallOp names; NOT_FOUND when Runtime.Compile has not registered it in this session. */
  private ExecutableProgram registered(Op op, long sequence) {
    String programId = op.getCall().getProgramId();
    ExecutableProgram program = compiled.get(programId);
    if (program == null) {
      throw OpFailures.failure(op, sequence, Status.Code.NOT_FOUND, "program " + programId + " is not compiled in session "
          + session.id() + " (Runtime.Compile registers it)");
    }
    return program;
  }

  /**
   * Runs the collectives inside an SPMD rank's program (a CallOp) with the world's other ranks;
   * null for a standalone session (the executor then refuses them).
   */
  ExecutableProgram.CollectiveHook collectives(Op call, long sequence) {
    CollectiveRunner runner = session.world();
    if (runner == null) {
      return null;
    }
    return (collective, operands) -> {
      List<TensorType> types = new ArrayList<>(operands.size());
      for (DeviceArray a : operands) {
        types.add(a.type());
      }
      try {
        return runner.run(collective, operands, TypeInference.infer(collective, types), identity(call, collective))
            .results();
      } catch (CollectiveFailure e) {
        throw OpFailures.failure(call, sequence, e.code(), "program " + call.getCall().getProgramId() + ": "
            + TypeInference.kindName(collective) + ": " + e.getMessage());
      }
    };
  }

  /**
   * Which collective of which program {@code collective} is: the program's id (its cache key) and the values the
   * collective defines there (unique in the program). Every rank calling the same program names it alike.
   */
  static String identity(Op call, Op collective) {
    return "program " + call.getCall().getProgramId() + " collective defining " + collective.getResultsList();
  }

  /** The program {@code programId} compiled in this session, or null. */
  ExecutableProgram compiled(String programId) {
    return compiled.get(programId);
  }

  /** The collective ops anywhere in {@code program} (its loops' and branches' bodies too), in order. */
  static List<Op> collectiveOps(ExecutableProgram program) {
    List<Op> out = new ArrayList<>();
    collectCollectives(program.proto(), out);
    return out;
  }

  private static void collectCollectives(com.google.protobuf.Message m, List<Op> out) {
    if (m instanceof Op op && org.torchtpu.api.ir.Collectives.isCollective(op)) {
      out.add(op);
      return;
    }
    for (java.util.Map.Entry<com.google.protobuf.Descriptors.FieldDescriptor, Object> e : m.getAllFields().entrySet()) {
      if (e.getKey().getJavaType() != com.google.protobuf.Descriptors.FieldDescriptor.JavaType.MESSAGE) {
        continue;
      }
      if (e.getKey().isRepeated()) {
        for (Object v : (List<?>) e.getValue()) {
          collectCollectives((com.google.protobuf.Message) v, out);
        }
      } else {
        collectCollectives((com.google.protobuf.Message) e.getValue(), out);
      }
    }
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
  Timing runChunk(List<Op> ops, long firstSequence, Set<Long> dead) {
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
    List<Op> sent = ops;
    ops = withSignatures(sent);
    long wall = 0;
    double device = 0;
    ChunkImport chunk = ChunkImport.of(ops, h -> {
      DeviceArray a = session.valueOrNull(h);
      return a == null ? null : a.type();
    }, dead, session.chip().spec().getGeneration(), 1);
    ExecutableProgram program = null;
    if (chunk != null) {
      try {
        program = programs.chunkProgram(session.tenant(), chunk, session.chip().spec());
      } catch (CompileException e) {
        program = null; // some op is ill-typed: run one by one, which reports it where Strict would
      } catch (RuntimeException e) {
        // a compiler fault must not stall the stream: the chunk still runs, unfused
        log.warn("session {}: could not fuse a chunk of {} ops, running it op by op", session.id(), ops.size(), e);
        program = null;
      }
    }
    String mismatch = program == null ? null : chunk.mismatch(program);
    if (mismatch != null) {
      // defence in depth behind the key: a program built for other inputs never runs on these buffers
      log.error("session {}: refused the program cached under chunk key {} ({}); the chunk runs op by op",
          session.id(), chunk.key(), mismatch);
      program = null;
    }
    if (program == null) {
      return runOpByOp(sent, firstSequence);
    }
    List<Long> deadWritten = new ArrayList<>();
    // Kernels run in fusion order, not sequence order: a failing kernel may come after one that
    // holds later ops, or before one that holds earlier ops. On a failure the chunk's effects are
    // undone and it is replayed op by op, so the error and the values left are exactly Strict's.
    List<Long> written = new ArrayList<>();
    SessionTotals.Snapshot before = session.totalsSnapshot();
    try {
      for (ExecutableProgram.Kernel kernel : program.kernels()) {
        if (!kernel.isFused()) {
          int index = kernel.ops()[0];
          Op op = sent.get(index); // a call as sent: one naming only its handles is checked against its program
          OpRun r = session.run(op, firstSequence + index, false, false);
          wall += r.wallNanos();
          device += r.deviceSeconds();
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
          session.addTotals(kernel.seconds(), kernelWall, kernel.ops().length);
        }
      }
    } catch (OpFailure failure) {
      for (long h : written) {
        session.free(h);
      }
      deadWritten.clear();
      session.restoreTotals(before);
      Timing replayed = runOpByOp(sent, firstSequence); // throws at the op Strict fails at
      // Op by op can succeed where a fused kernel failed (fusion allocates differently): the
      // chunk then has Strict's results, which is what it must have.
      log.warn("session {}: a fused kernel failed ({}), the chunk ran op by op", session.id(),
          failure.error().getReason());
      return replayed;
    } finally {
      for (long h : deadWritten) {
        session.free(h);
      }
    }
    return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
  }

  /**
   * A chunk holding collectives runs as the fused pieces between them, each collective on its own
   * (a collective is its own small program, met by the other ranks). Values a later piece reads are
   * not dead for an earlier one.
   */
  private Timing runChunkAroundCollectives(List<Op> ops, long firstSequence, Set<Long> dead) {
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
          Set<Long> pieceDead = new HashSet<>(dead);
          for (Op later : ops.subList(i, ops.size())) {
            pieceDead.removeAll(later.getOperandsList());
          }
          Timing t = runChunk(ops.subList(start, i), firstSequence + start, pieceDead);
          wall += t.getWallNanos();
          device += t.getDeviceSeconds();
        }
        if (i < ops.size()) {
          Op op = ops.get(i);
          OpRun r = session.run(op, firstSequence + i, false, false);
          wall += r.wallNanos();
          device += r.deviceSeconds();
          for (long h : op.getResultsList()) {
            if (dead.contains(h)) {
              deadCollectiveResults.add(h);
            }
          }
        }
        start = i + 1;
      }
    } finally {
      deadCollectiveResults.forEach(session::free);
    }
    return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
  }

  /** Runs a chunk's ops one by one in sequence order, as Strict does. */
  private Timing runOpByOp(List<Op> ops, long firstSequence) {
    long wall = 0;
    double device = 0;
    for (int i = 0; i < ops.size(); i++) {
      OpRun r = session.run(ops.get(i), firstSequence + i, false, false);
      wall += r.wallNanos();
      device += r.deviceSeconds();
    }
    return Timing.newBuilder().setWallNanos(wall).setDeviceSeconds(device).build();
  }

  private void runFusedKernel(ExecutableProgram.Kernel kernel, ChunkImport chunk, List<Op> ops, long firstSequence,
      Set<Long> dead, List<Long> deadWritten, List<Long> written) {
    int firstIndex = kernel.ops()[0];
    Op firstOp = ops.get(firstIndex);
    long firstSeq = firstSequence + firstIndex;
    session.refuseIfClosed(firstOp, firstSeq); // the chunk's replay op by op then stops at its first op
    List<DeviceArray> inputs = new ArrayList<>(kernel.inputs().length + kernel.constantOps().length);
    for (long id : kernel.inputs()) {
      DeviceArray a = session.valueOrNull(chunk.handle(id));
      if (a == null) {
        throw OpFailures.failure(firstOp, firstSeq, Status.Code.INTERNAL, "fused kernel input handle "
            + chunk.handle(id) + " is not defined");
      }
      inputs.add(a);
    }
    for (int c : kernel.constantOps()) {
      inputs.add(Literals.decode(ops.get(c).getConstant().getValue()));
    }
    TensorType[] outTypes = kernel.outputTypes();
    long bytes = 0;
    long heap = 0;
    for (TensorType t : outTypes) {
      bytes += Shapes.byteSize(t);
      heap += session.executor().heapBytes(t);
    }
    if (session.executor().computesValues()) {
      // a fused kernel is bounded like any op: a product rooting one is bounded as it is eagerly (refused here, the
      // chunk replays op by op and is refused at the op Strict refuses); that product stops part way as eagerly too
      try {
        session.executor().controlFlowLimits().checkOp(kernel.cost(),
            () -> "fused kernel from " + firstOp.getKindCase().name().toLowerCase(Locale.ROOT) + " #" + firstSeq);
      } catch (WorkLimitException e) {
        throw OpFailures.failure(firstOp, firstSeq, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
      }
    }
    try {
      session.hbm().allocate(bytes, heap, () -> OpFailures.describe(Arrays.asList(outTypes)) + " (a fused kernel's outputs)");
    } catch (HbmExhaustedException e) {
      throw OpFailures.failure(firstOp, firstSeq, Status.Code.RESOURCE_EXHAUSTED, e.getMessage());
    }
    List<DeviceArray> outputs;
    BufferPool previousPool = BufferPool.install(session.storage().pool()); // outputs take freed storage too
    try {
      outputs = kernel.run(inputs, session.executor());
    } catch (RuntimeException | OutOfMemoryError e) {
      // one failure path: the kernel's outputs' reservation goes back whatever went wrong
      session.hbm().release(bytes, heap);
      throw e instanceof OutOfMemoryError
          ? OpFailures.failure(firstOp, firstSeq, Status.Code.RESOURCE_EXHAUSTED, "the simulator host ran out of "
              + "Java heap in a fused kernel: give tpu-server a larger -Xmx")
          : e instanceof ArgumentTypeMismatchException
              ? OpFailures.failure(firstOp, firstSeq, Status.Code.FAILED_PRECONDITION, e.getMessage())
              : e instanceof org.torchtpu.server.exec.RunCancelledException // its product stopped: session closed
                  ? OpFailures.failure(firstOp, firstSeq, Status.Code.CANCELLED, e.getMessage())
                  : OpFailures.failure(firstOp, firstSeq, Status.Code.INTERNAL,
                  ServiceStatuses.internal(e, "fused kernel failed").getDescription());
    } finally {
      BufferPool.install(previousPool);
    }
    // recycled once freed, as a plain op's results: every output is an array the kernel took for itself (from the pool
    // or, for its root, the product it computed), unless it is an input's storage or another output's, which
    // resultsOf leaves unmarked (and an input an output shares storage with stops owning its own)
    SessionStorage.resultsOf(inputs, outputs);
    for (int o = 0; o < outputs.size(); o++) {
      long handle = chunk.handle(kernel.outputs()[o]);
      session.define(handle, outputs.get(o));
      written.add(handle);
      if (dead.contains(handle)) {
        deadWritten.add(handle);
      }
    }
  }
}
