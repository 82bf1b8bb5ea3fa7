package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ShardHeader;

/**
 * A receiver that must wait leaves a finisher in its slot; the thread whose deposit completes the slot
 * runs it, and the receiver gets its result without computing again.
 */
class MailboxFinisherTest {
  private static final Mailbox.Key KEY = new Mailbox.Key("w", 0, "0,1,2", 1);

  private static Shard part(int source) {
    return part(source, List.of());
  }

  private static Shard part(int source, List<org.torchtpu.server.exec.DeviceArray> payload) {
    return new Shard(ShardHeader.newBuilder().setWorldId("w").setSourceRank(source).setTargetRank(0)
        .setGroupKey("0,1,2").setGroupSequence(1).build(), payload);
  }

  /** An f32 payload of {@code bytes} bytes. */
  private static List<org.torchtpu.server.exec.DeviceArray> floats(int bytes) {
    return List.of(org.torchtpu.server.exec.DeviceArray.ofFloats(org.torchtpu.api.v1.DType.F32, new int[] {bytes / 4},
        new float[bytes / 4]));
  }

  /** Starts a receiver waiting for ranks 1 and 2 with a finisher that records its thread; returns once it is waiting. */
  private static CompletableFuture<Mailbox.Arrival> waiting(Mailbox box, AtomicReference<Thread> ranOn, long timeoutMillis,
      java.util.function.Function<Map<Integer, Shard>, ?> body) throws Exception {
    CompletableFuture<Mailbox.Arrival> arrival = new CompletableFuture<>();
    Thread receiver = new Thread(() -> {
      try {
        arrival.complete(box.await(KEY, Set.of(1, 2), System.nanoTime() + timeoutMillis * 1_000_000L, parts -> {
          ranOn.set(Thread.currentThread());
          return body.apply(parts);
        }));
      } catch (Throwable t) {
        arrival.completeExceptionally(t);
      }
    }, "receiver");
    receiver.start();
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (box.finishersWaiting() == 0 && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertThat(box.finishersWaiting()).as("the receiver left its finisher").isEqualTo(1);
    return arrival;
  }

  @Test
  void theDepositThatCompletesTheSlotRunsTheFinisherOnItsOwnThread() throws Exception {
    Mailbox box = new Mailbox();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    CompletableFuture<Mailbox.Arrival> arrival = waiting(box, ranOn, 60_000, parts -> "sum of " + new java.util.TreeSet<>(parts.keySet())); // sorted: Map.copyOf has no order
    box.deposit(KEY, part(1));
    assertThat(ranOn.get()).as("one part of two: nothing runs yet").isNull();
    box.deposit(KEY, part(2)); // this thread completes the slot
    assertThat(ranOn.get()).isSameAs(Thread.currentThread());
    Mailbox.Arrival a = arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.finishedElsewhere()).isTrue();
    assertThat(a.finished()).isEqualTo("sum of [1, 2]");
    assertThat(a.finishError()).isNull();
    assertThat(box.finishedByDepositor()).isEqualTo(1);
    assertThat(box.size()).isZero();
  }

  @Test
  void whatTheFinisherThrowsReachesTheReceiver() throws Exception {
    Mailbox box = new Mailbox();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    CompletableFuture<Mailbox.Arrival> arrival = waiting(box, ranOn, 60_000, parts -> {
      throw new IllegalStateException("ranks disagree");
    });
    box.deposit(KEY, part(2));
    box.deposit(KEY, part(1));
    Mailbox.Arrival a = arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.finishedElsewhere()).isTrue();
    assertThat(a.finishError()).hasMessage("ranks disagree");
  }

  @Test
  void withEveryPartAlreadyInTheReceiverGoesOnItselfAndTheFinisherNeverRuns() throws Exception {
    Mailbox box = new Mailbox();
    box.deposit(KEY, part(1));
    box.deposit(KEY, part(2));
    boolean[] ran = {false};
    Mailbox.Arrival a = box.await(KEY, Set.of(1, 2), System.nanoTime() + TimeUnit.SECONDS.toNanos(30), parts -> ran[0] = true);
    assertThat(ran[0]).isFalse();
    assertThat(a.finishedElsewhere()).isFalse();
    assertThat(a.parts()).containsOnlyKeys(1, 2);
    assertThat(a.missing()).isEmpty();
  }

  @Test
  void aReceiverPastItsDeadlineWithdrawsItsFinisherSoALatePartRunsNothing() throws Exception {
    Mailbox box = new Mailbox();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    CompletableFuture<Mailbox.Arrival> arrival = waiting(box, ranOn, 200, parts -> "late");
    box.deposit(KEY, part(1));
    Mailbox.Arrival a = arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.finishedElsewhere()).isFalse();
    assertThat(a.missing()).containsExactly(2);
    box.deposit(KEY, part(2)); // rank 2 arrives after the receiver gave up
    assertThat(ranOn.get()).isNull();
    assertThat(box.finishedByDepositor()).isZero();
  }

  @Test
  void aFailureNotedBeforeTheLastPartWakesTheReceiverWithoutTheFinisher() throws Exception {
    Mailbox box = new Mailbox();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    CompletableFuture<Mailbox.Arrival> arrival = waiting(box, ranOn, 60_000, parts -> "never");
    box.fail(KEY, new Mailbox.CollectiveFailureNote(io.grpc.Status.Code.UNAVAILABLE, "rank 2's host is down"));
    Mailbox.Arrival a = arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.finishedElsewhere()).isFalse();
    assertThat(a.failure().message()).isEqualTo("rank 2's host is down");
    assertThat(ranOn.get()).isNull();
  }

  @Test
  void aSmallPartStillFinishesTheReceiverOnTheDepositorsThread() throws Exception {
    Mailbox box = new Mailbox();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    CompletableFuture<Mailbox.Arrival> arrival = waiting(box, ranOn, 60_000, parts -> "small");
    box.deposit(KEY, part(1, floats((int) Mailbox.FINISH_ON_DEPOSITOR_MAX_PART_BYTES)));
    box.deposit(KEY, part(2, floats((int) Mailbox.FINISH_ON_DEPOSITOR_MAX_PART_BYTES)));
    assertThat(ranOn.get()).isSameAs(Thread.currentThread());
    assertThat(arrival.get(30, TimeUnit.SECONDS).finished()).isEqualTo("small");
  }

  @Test
  void aLargePartIsLeftToTheReceiversOwnThreadNotTheDepositors() throws Exception {
    // the depositor may be the Fabric stream's event loop, shared by every tenant: it must not run a large reduction
    Mailbox box = new Mailbox();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    CompletableFuture<Mailbox.Arrival> arrival = waiting(box, ranOn, 60_000, parts -> "large");
    box.deposit(KEY, part(1, floats(4)));
    box.deposit(KEY, part(2, floats((int) Mailbox.FINISH_ON_DEPOSITOR_MAX_PART_BYTES + 4)));
    Mailbox.Arrival a = arrival.get(30, TimeUnit.SECONDS);
    assertThat(a.finishedElsewhere()).as("the receiver computes itself").isFalse();
    assertThat(a.parts()).containsOnlyKeys(1, 2);
    assertThat(a.missing()).isEmpty();
    assertThat(ranOn.get()).isNull();
    assertThat(box.finishedByDepositor()).isZero();
  }

  @Test
  void aRankThatLeavesFailsItsWaitingReceiverAtOnceRatherThanAfterTheWorldsTimeout() throws Exception {
    Mailbox box = new Mailbox();
    AtomicReference<Thread> ranOn = new AtomicReference<>();
    CompletableFuture<Mailbox.Arrival> arrival = waiting(box, ranOn, 600_000, parts -> "never");
    box.deposit(KEY, part(1));
    box.drop("w", 0);
    Mailbox.Arrival a = arrival.get(60, TimeUnit.SECONDS); // 600 s without the failure note
    assertThat(a.failure()).isNotNull();
    assertThat(a.failure().code()).isEqualTo(io.grpc.Status.Code.CANCELLED);
    assertThat(a.failure().message()).contains("rank 0 left world w");
    assertThat(box.size()).isZero();
    box.deposit(KEY, part(2));
    assertThat(ranOn.get()).as("a part after the drop runs nothing").isNull();
  }

  @Test
  void aReceiverWhoseRankHasLeftBeforeItWaitsFailsAtOnce() throws Exception {
    // the rank left (session closing) between sending its parts and waiting: the drop found no slot to fail
    Mailbox box = new Mailbox();
    box.drop("w", 0);
    CompletableFuture<Mailbox.Arrival> arrival = CompletableFuture.supplyAsync(() -> {
      try {
        return box.await(KEY, Set.of(1, 2), System.nanoTime() + TimeUnit.SECONDS.toNanos(600), null, () -> true);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    });
    Mailbox.Arrival a = arrival.get(60, TimeUnit.SECONDS);
    assertThat(a.failure().code()).isEqualTo(io.grpc.Status.Code.CANCELLED);
    assertThat(a.missing()).containsExactlyInAnyOrder(1, 2);
    assertThat(box.size()).isZero();
  }
}
