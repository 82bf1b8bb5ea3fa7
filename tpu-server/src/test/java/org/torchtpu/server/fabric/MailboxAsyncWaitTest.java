package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ShardHeader;

/**
 * A receiver that does not wait ({@link Mailbox#awaitAsync}): no thread is parked; whoever completes,
 * fails or expires its slot tells it the arrival, exactly once, and the slot is gone by then.
 */
class MailboxAsyncWaitTest {
  private static final Mailbox.Key KEY = new Mailbox.Key("w", 0, "0,1,2", 1);

  private static Shard part(int source) {
    return new Shard(ShardHeader.newBuilder().setWorldId("w").setSourceRank(source).setTargetRank(0)
        .setGroupKey("0,1,2").setGroupSequence(1).build(), List.of());
  }

  /** A waiter recording the arrival, the thread it ran on and how often it ran. */
  private static final class Recorder implements java.util.function.Consumer<Mailbox.Arrival> {
    final CompletableFuture<Mailbox.Arrival> arrival = new CompletableFuture<>();
    final AtomicReference<Thread> ranOn = new AtomicReference<>();
    final AtomicInteger calls = new AtomicInteger();

    @Override
    public void accept(Mailbox.Arrival a) {
      calls.incrementAndGet();
      ranOn.set(Thread.currentThread());
      arrival.complete(a);
    }
  }

  private static long inSeconds(long s) {
    return System.nanoTime() + TimeUnit.SECONDS.toNanos(s);
  }

  @Test
  void theDepositThatCompletesTheSlotTellsTheWaiterOnItsOwnThread() throws Exception {
    Mailbox box = new Mailbox();
    Recorder r = new Recorder();
    box.awaitAsync(KEY, Set.of(1, 2), inSeconds(60), () -> false, r);
    assertThat(r.calls.get()).as("nothing in yet: the caller goes on without waiting").isZero();
    assertThat(box.waitersWaiting()).isEqualTo(1);
    box.deposit(KEY, part(1));
    assertThat(r.calls.get()).isZero();
    box.deposit(KEY, part(2));
    assertThat(r.calls.get()).isEqualTo(1);
    assertThat(r.ranOn.get()).isSameAs(Thread.currentThread());
    Mailbox.Arrival a = r.arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.parts().keySet()).containsExactlyInAnyOrder(1, 2);
    assertThat(a.missing()).isEmpty();
    assertThat(a.failure()).isNull();
    assertThat(box.size()).as("the slot is gone").isZero();
    assertThat(box.waitersWaiting()).isZero();
  }

  @Test
  void withEveryPartInAlreadyTheWaiterRunsAtOnceOnTheCallersThread() {
    Mailbox box = new Mailbox();
    box.deposit(KEY, part(1));
    box.deposit(KEY, part(2));
    Recorder r = new Recorder();
    box.awaitAsync(KEY, Set.of(1, 2), inSeconds(60), () -> false, r);
    assertThat(r.calls.get()).isEqualTo(1);
    assertThat(r.ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(r.arrival.join().parts()).hasSize(2);
    assertThat(box.size()).isZero();
  }

  @Test
  void aWaiterPastItsDeadlineIsToldWhichPartsAreMissingAndALatePartRunsNothing() throws Exception {
    Mailbox box = new Mailbox();
    box.deposit(KEY, part(2));
    Recorder r = new Recorder();
    box.awaitAsync(KEY, Set.of(1, 2), System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(50), () -> false, r);
    Mailbox.Arrival a = r.arrival.get(60, TimeUnit.SECONDS); // the deadline timer tells it
    assertThat(a.missing()).containsExactly(1);
    assertThat(a.failure()).isNull();
    assertThat(r.ranOn.get().getName()).isEqualTo("collective-deadlines");
    assertThat(box.size()).isZero();
    box.deposit(KEY, part(1)); // late: stored in a fresh slot, told to nobody
    assertThat(r.calls.get()).isEqualTo(1);
    box.forget(KEY);
  }

  @Test
  void aFailureNoteTellsTheWaiterAtOnceAndTheLastPartAfterItRunsNothing() throws Exception {
    Mailbox box = new Mailbox();
    Recorder r = new Recorder();
    box.awaitAsync(KEY, Set.of(1, 2), inSeconds(600), () -> false, r);
    box.deposit(KEY, part(1));
    box.fail(KEY, new Mailbox.CollectiveFailureNote(io.grpc.Status.Code.UNAVAILABLE, "rank 2's host is down"));
    Mailbox.Arrival a = r.arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.failure().code()).isEqualTo(io.grpc.Status.Code.UNAVAILABLE);
    assertThat(a.failure().message()).contains("rank 2's host is down");
    assertThat(box.size()).isZero();
    box.deposit(KEY, part(2));
    assertThat(r.calls.get()).isEqualTo(1);
  }

  @Test
  void aRankThatLeavesTellsItsWaiterCancelledAndAWaiterWhoseRankHasLeftFailsAtOnce() throws Exception {
    Mailbox box = new Mailbox();
    Recorder r = new Recorder();
    box.awaitAsync(KEY, Set.of(1, 2), inSeconds(600), () -> false, r);
    box.drop("w", 0);
    Mailbox.Arrival a = r.arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.failure().code()).isEqualTo(io.grpc.Status.Code.CANCELLED);
    assertThat(a.failure().message()).contains("rank 0 left world w");
    assertThat(box.size()).isZero();

    Recorder gone = new Recorder();
    box.awaitAsync(KEY, Set.of(1, 2), inSeconds(600), () -> true, gone);
    assertThat(gone.calls.get()).as("told on the caller's thread").isEqualTo(1);
    assertThat(gone.arrival.join().failure().code()).isEqualTo(io.grpc.Status.Code.CANCELLED);
    assertThat(box.size()).isZero();
  }

  @Test
  void aWaiterThatThrowsDoesNotFailTheDepositor() {
    Mailbox box = new Mailbox();
    box.awaitAsync(KEY, Set.of(1), inSeconds(60), () -> false, a -> {
      throw new IllegalStateException("the continuation's own bug");
    });
    box.deposit(KEY, part(1)); // the part is stored and the depositor goes on (a Fabric receipt still says stored)
    assertThat(box.size()).isZero();
  }
}
