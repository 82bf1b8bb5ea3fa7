package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.security.QueuedHeap;

/**
 * A session's part in its world: runs and starts its collectives with the other ranks, and when one of its
 * collectives (or a call of a program that has some) fails or is skipped, gives up that round in its group so that the
 * other ranks are not left waiting for it. While a collective waits for other ranks, the session's queued heap is
 * marked as waiting in one (see {@link QueuedHeap}).
 */
final class SessionCollectives {
  private final String sessionId;
  private final QueuedHeap.SessionQueue queuedHeap;
  private final ProgramRunner programs;
  /** The session's rank in a world, when it joined one (OpenSession.world); null = standalone. */
  private volatile CollectiveRunner world;

  SessionCollectives(String sessionId, QueuedHeap.SessionQueue queuedHeap, ProgramRunner programs) {
    this.sessionId = sessionId;
    this.queuedHeap = queuedHeap;
    this.programs = programs;
  }

  void join(CollectiveRunner runner) {
    this.world = runner;
  }

  CollectiveRunner world() {
    return world;
  }

  /** The session has closed: its rank gives up its next rounds. */
  void leave() {
    CollectiveRunner runner = world;
    if (runner != null) {
      runner.leave();
    }
  }

  /** Runs collective {@code op} with the other ranks, waiting for them (see {@link CollectiveRunner#run}). */
  CollectiveRunner.Outcome run(Op op, long sequence, List<DeviceArray> operands, List<TensorType> resultTypes,
      Consumer<CollectiveRunner.Outcome> doneElsewhere) {
    CollectiveRunner runner = world;
    if (runner == null) {
      throw OpFailures.failure(op, sequence, Status.Code.FAILED_PRECONDITION, "session " + sessionId
          + " is not a rank of a world: open it with OpenSessionRequest.world to run collectives");
    }
    queuedHeap.collectiveStarted(); // its queue's heap now waits for other ranks: no batch waits on it (QueuedHeap)
    try {
      return runner.run(op, operands, resultTypes, doneElsewhere);
    } catch (CollectiveFailure e) {
      throw OpFailures.failure(op, sequence, e.code(), e.getMessage());
    } finally {
      queuedHeap.collectiveEnded();
    }
  }

  /** The runner of a world whose collectives start without waiting (see {@link CollectiveRunner#startsWithoutWaiting}). */
  CollectiveRunner startingWorld() {
    CollectiveRunner runner = world;
    if (runner == null || !runner.startsWithoutWaiting()) {
      throw new IllegalStateException("session " + sessionId + " cannot start a collective without waiting");
    }
    return runner;
  }

  /** See {@link DeviceSession#startCollective}; {@code r} is the op's reservation, given back if it fails. */
  void start(CollectiveRunner runner, Op op, long sequence, ReservedOp r, CollectiveRunner.Started<OpRun> done) {
    AtomicBoolean ended = new AtomicBoolean();
    Runnable collectiveEnded = () -> { // once, on the completion or the failure to start
      if (ended.compareAndSet(false, true)) {
        queuedHeap.collectiveEnded();
      }
    };
    queuedHeap.collectiveStarted(); // its queue's heap now waits for other ranks: no batch waits on it (QueuedHeap)
    try {
      runner.start(op, r.operands, r.resultTypes, (outcome, light) -> {
        collectiveEnded.run();
        done.arrived(() -> {
          CollectiveRunner.Outcome o;
          try {
            o = outcome.get();
          } catch (CollectiveFailure e) {
            throw r.failed(OpFailures.failure(op, sequence, e.code(), e.getMessage()));
          } catch (RuntimeException | OutOfMemoryError e) {
            throw r.failed(e);
          }
          try {
            return r.store(o.results(), o.cost(), o.deviceSeconds(), true);
          } catch (RuntimeException | OutOfMemoryError e) {
            throw r.storeFailed(e);
          }
        }, light);
      });
    } catch (CollectiveFailure e) {
      collectiveEnded.run();
      throw r.failed(OpFailures.failure(op, sequence, e.code(), e.getMessage()));
    } catch (RuntimeException | OutOfMemoryError e) { // e.g. no heap to encode the parts: the reserved HBM goes back
      collectiveEnded.run();
      throw r.failed(e);
    }
  }

  /** Collective {@code op} of this session will not run (see {@link CollectiveRunner#skipped}); nothing for any other op. */
  void skippedIfCollective(Op op, Status.Code code, String why) {
    CollectiveRunner runner = world;
    if (runner != null && Collectives.isCollective(op)) {
      runner.skipped(op, code, why);
    } else if (runner != null && op.getKindCase() == Op.KindCase.CALL) {
      fenceProgramGroups(runner, op, code, "rank " + runner.membership().getRank() + " did not call program "
          + op.getCall().getProgramId() + ": " + why);
    }
  }

  /** A call of a program stopped part way with {@code e}: the groups of the program's collectives are fenced. */
  void callStopped(Op call, Throwable e) {
    CollectiveRunner runner = world;
    if (runner != null) {
      fenceProgramGroups(runner, call, Status.Code.ABORTED, "rank " + runner.membership().getRank()
          + "'s call of program " + call.getCall().getProgramId() + " stopped part way (" + e.getMessage() + ")");
    }
  }

  /**
   * A call of a program with collectives was skipped or stopped part way: fences their groups (see
   * {@link CollectiveRunner#fence}). Only on failure: a call that completes costs nothing more.
   */
  private void fenceProgramGroups(CollectiveRunner runner, Op call, Status.Code code, String why) {
    ExecutableProgram program = programs.compiled(call.getCall().getProgramId());
    if (program == null) {
      return;
    }
    List<Op> collectives = ProgramRunner.collectiveOps(program);
    if (!collectives.isEmpty()) {
      runner.fence(collectives, code, why);
    }
  }
}
