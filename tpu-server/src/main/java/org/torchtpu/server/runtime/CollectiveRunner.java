package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.List;
import org.torchtpu.api.ir.Collectives;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.TypeInference;
import org.torchtpu.api.v1.CostBreakdown;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A session's seat in a world: runs the session's collectives with the other ranks. Called on the
 * session's serial queue, so a collective holds that session's stream for at most the world's collective
 * timeout. {@link #run} waits on the calling thread (the session's, never a transport thread);
 * {@link #start} never waits, so a batch of one collective can suspend the queue instead (see
 * {@code SuspendedCollectiveBatch}).
 */
public interface CollectiveRunner {

  /** A collective's results and its price on the slice's interconnect. */
  record Outcome(List<DeviceArray> results, double deviceSeconds, CostBreakdown cost) {}

  /**
   * Runs one collective op (already typed) with the matching op of every other member of its group.
   *
   * @throws CollectiveFailure naming what went wrong: a mismatch across ranks, a rank that did not
   *     arrive in time, a host that could not be reached
   */
  Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes);

  /**
   * As {@link #run(Op, List, List)}; when another thread completes the collective (the one that
   * delivered the last member's part), that thread computes the outcome and hands it to
   * {@code completedElsewhere} before this rank's own thread has woken, so the caller can answer its
   * client from there. Not called when the outcome is made on the calling thread, nor on a failure.
   * The outcome passed is the one returned.
   */
  default Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes,
      java.util.function.Consumer<Outcome> completedElsewhere) {
    return run(op, operands, resultTypes);
  }

  /**
   * Whether {@link #start} is supported: the collective never waits on the calling thread. A session
   * then suspends its queue instead of parking its thread while the other ranks' parts arrive.
   */
  default boolean startsWithoutWaiting() {
    return false;
  }

  /**
   * Starts one collective op (already typed) without waiting for the other members: sends this rank's
   * parts, and hands {@code done}, exactly once, a supplier of this rank's outcome (it computes the result
   * or throws the {@link CollectiveFailure}), on this thread when every part was in already or the
   * collective failed at once, else on the thread that completed or failed it (a peer's deposit, the
   * Fabric stream's transport thread, a deadline timer, a closing session). {@code light} tells whether
   * running the supplier is cheap enough for any thread (a failure, or small parts); a heavy one belongs
   * on the session's own thread.
   *
   * @throws CollectiveFailure when the op is refused before anything is sent (a bad group)
   */
  default void start(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, Started<Outcome> done) {
    throw new UnsupportedOperationException("this world's collectives wait on the calling thread");
  }

  /** Where a collective started without waiting hands its completion (see {@link #start}). */
  @FunctionalInterface
  interface Started<T> {
    void arrived(java.util.function.Supplier<T> completion, boolean light);
  }

  WorldMembership membership();

  /**
   * This rank's group of {@code op}, checked as every rank checks it before meeting the others: each member inside the
   * world, a send or recv not naming this rank as its own peer.
   *
   * @throws CollectiveFailure INVALID_ARGUMENT naming what is wrong
   */
  static List<Integer> checkedGroup(Op op, WorldMembership membership) {
    int rank = membership.getRank();
    List<Integer> group;
    try {
      group = Collectives.groupOf(op, rank);
    } catch (OpTypeException e) {
      throw new CollectiveFailure(Status.Code.INVALID_ARGUMENT, e.getMessage());
    }
    String name = TypeInference.kindName(op);
    for (int r : group) {
      if (r < 0 || r >= membership.getWorldSize()) {
        throw new CollectiveFailure(Status.Code.INVALID_ARGUMENT, name + ": rank " + r + " is outside world "
            + membership.getWorldId() + " of " + membership.getWorldSize() + " ranks");
      }
    }
    if ((op.hasSend() || op.hasRecv()) && group.get(0).equals(group.get(1))) {
      throw new CollectiveFailure(Status.Code.INVALID_ARGUMENT, name + ": rank " + rank + " names itself as its peer");
    }
    return group;
  }

  /**
   * Whether {@code op} is a collective_permute whose pairs name {@code rank} neither as source nor as target (JAX's
   * {@code ppermute(x, perm=[(0, 1)])} on 4 devices leaves 2 and 3 out). Such a rank meets no one and its result is
   * zeros, as XLA gives every device no pair targets; it is not an error.
   */
  static boolean outsidePermute(Op op, int rank) {
    if (!op.hasCollectivePermute()) {
      return false;
    }
    for (org.torchtpu.api.v1.SourceTargetPair p : op.getCollectivePermute().getPairsList()) {
      if (p.getSource() == rank || p.getTarget() == rank) {
        return false;
      }
    }
    return true;
  }

  /**
   * This rank will not run collective {@code op}, which its session reached: its op failed before it entered (a bad
   * operand, no HBM for its result), or an earlier op of its stream failed and it is skipped. The collective still
   * takes its round in its group, so the rank's next collective meets the other members' next one, and the members
   * fail this round at once with {@code code} and {@code why} instead of waiting for the rank until their timeout.
   */
  default void skipped(Op op, Status.Code code, String why) {}

  /**
   * As {@link #run(Op, List, List)} for a collective inside a program: {@code identity} names it (the program and its
   * place there), and every member must have issued the same one, so that a rank pairing with a different collective of
   * the same kind and types (an {@code if} on partition_id, a call skipped on one rank) fails instead of summing.
   */
  default Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes, String identity) {
    return run(op, operands, resultTypes);
  }

  /**
   * A program this rank called did not run all its collectives ({@code collectives}; it was skipped or stopped part
   * way): the rank cannot know how many rounds its peers take in those groups (loops, branches), so each group is fenced
   * from its next round on: every later collective of it fails, on every member, naming the round, until the world is
   * joined again.
   */
  default void fence(List<Op> collectives, Status.Code code, String why) {}

  /** The session is closing: frees the rank on this host. */
  void leave();

  /** Joins sessions to worlds; the fabric provides it. */
  interface Joiner {
    CollectiveRunner join(DeviceSession session, WorldMembership world);
  }
}
