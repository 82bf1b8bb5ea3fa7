package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.RepeatedTest;
import org.torchtpu.api.v1.ShardHeader;

/**
 * Many tenants' receivers waiting without a thread ({@link Mailbox#awaitAsync}) while their parts arrive, failures are
 * noted and ranks leave (their sessions closed), all at once from many threads: each waiter is told exactly once, what
 * it is told is consistent (every part, or a failure; a rank that left fails CANCELLED unless it had everything), no
 * waiter or slot is left behind, and nothing is held for the ranks that stayed.
 */
class MailboxRaceTest {
  private static final int TENANTS = 4;
  private static final int WORLDS_PER_TENANT = 3;
  private static final int RANKS = 3;
  private static final int SEQUENCES = 8;
  private static final String GROUP = "0,1,2";

  /** A waiter counting its calls and keeping the first arrival. */
  private static final class Recorder implements java.util.function.Consumer<Mailbox.Arrival> {
    final AtomicInteger calls = new AtomicInteger();
    final AtomicReference<Mailbox.Arrival> arrival = new AtomicReference<>();
    final CountDownLatch told = new CountDownLatch(1);

    @Override
    public void accept(Mailbox.Arrival a) {
      if (calls.incrementAndGet() == 1) {
        arrival.set(a);
      }
      told.countDown();
    }
  }

  private static int heldParts(Mailbox box) {
    int held = 0;
    for (int t = 0; t < TENANTS; t++) {
      held += box.staleParts().heldParts("tenant-" + t);
    }
    return held;
  }

  private static Shard part(String world, String tenant, int source, int target, long sequence) {
    return new Shard(ShardHeader.newBuilder().setWorldId(world).setTenant(tenant).setSourceRank(source)
        .setTargetRank(target).setGroupKey(GROUP).setGroupSequence(sequence).build(), List.of());
  }

  @RepeatedTest(3)
  void waitersArrivalsFailuresAndLeavesRacingSettleEveryWaiterExactlyOnce() throws Exception {
    Mailbox box = new Mailbox(1, 1, HeldPartLimits.DEFAULT); // parts held for a departed rank expire at once
    Random random = new Random();
    Map<Mailbox.Key, Recorder> recorders = new ConcurrentHashMap<>();
    Map<String, AtomicBoolean> left = new ConcurrentHashMap<>(); // "world/rank" -> the rank has left
    Set<Mailbox.Key> failed = ConcurrentHashMap.newKeySet();
    Set<Mailbox.Key> abandoned = ConcurrentHashMap.newKeySet();
    List<Runnable> tasks = new ArrayList<>();
    for (int t = 0; t < TENANTS; t++) {
      String tenant = "tenant-" + t;
      for (int w = 0; w < WORLDS_PER_TENANT; w++) {
        String world = tenant + "/world-" + w;
        boolean leaving = w == 0; // one world per tenant has a rank whose session closes mid-run
        for (int r = 0; r < RANKS; r++) {
          box.joined(world, r);
          AtomicBoolean gone = new AtomicBoolean();
          left.put(world + "/" + r, gone);
          for (long s = 1; s <= SEQUENCES; s++) {
            Mailbox.Key key = new Mailbox.Key(world, r, GROUP, s);
            Set<Integer> sources = new java.util.TreeSet<>();
            for (int o = 0; o < RANKS; o++) {
              if (o != r) {
                sources.add(o);
              }
            }
            Recorder recorder = new Recorder();
            recorders.put(key, recorder);
            tasks.add(() -> box.awaitAsync(key, sources, System.nanoTime() + TimeUnit.SECONDS.toNanos(20), gone::get,
                recorder));
            for (int source : sources) {
              int target = r;
              long sequence = s;
              tasks.add(() -> box.deposit(key, part(world, tenant, source, target, sequence)));
            }
            if (random.nextInt(8) == 0) { // a part of this rank's could not be delivered to a peer
              failed.add(key);
              tasks.add(() -> box.fail(key, new Mailbox.CollectiveFailureNote(Status.Code.UNAVAILABLE, "peer down")));
            } else if (random.nextInt(8) == 0) { // a peer gave this round up (AbandonedRoundTest)
              abandoned.add(key);
              tasks.add(() -> box.abandon(key, new Mailbox.CollectiveFailureNote(Status.Code.ABORTED, "gave up", true)));
            }
          }
          if (leaving && r == 1) {
            int rank = r;
            tasks.add(() -> { // as RankEndpoint leaves: marks itself left, then drops its slots
              gone.set(true);
              box.drop(world, rank);
            });
          }
        }
      }
    }
    Collections.shuffle(tasks, random);
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      for (Runnable task : tasks) {
        pool.execute(task);
      }
      pool.shutdown();
      assertThat(pool.awaitTermination(120, TimeUnit.SECONDS)).as("every task ran").isTrue();
    } finally {
      pool.shutdownNow();
    }
    for (Map.Entry<Mailbox.Key, Recorder> e : recorders.entrySet()) {
      Mailbox.Key key = e.getKey();
      Recorder r = e.getValue();
      assertThat(r.told.await(120, TimeUnit.SECONDS)).as("%s was told", key).isTrue();
      Mailbox.Arrival a = r.arrival.get();
      boolean complete = a.failure() == null && a.missing().isEmpty();
      if (left.get(key.world() + "/" + key.target()).get()) { // its own failure note may have come first
        assertThat(complete || a.failure().code() == Status.Code.CANCELLED
            || failed.contains(key) && a.failure().code() == Status.Code.UNAVAILABLE
            || abandoned.contains(key) && a.failure().code() == Status.Code.ABORTED)
            .as("%s of a rank that left: %s", key, a).isTrue();
      } else if (failed.contains(key)) {
        assertThat(complete || a.failure().code() == Status.Code.UNAVAILABLE).as("%s failed: %s", key, a).isTrue();
      } else if (abandoned.contains(key)) {
        assertThat(complete || a.failure().code() == Status.Code.ABORTED && a.parts().isEmpty())
            .as("%s abandoned: every part before the note, or none of them after it: %s", key, a).isTrue();
      } else {
        assertThat(complete).as("%s had every part: %s", key, a).isTrue();
        assertThat(a.parts()).hasSize(RANKS - 1);
      }
    }
    for (Mailbox.Key key : recorders.keySet()) {
      box.forget(key); // what each rank does once it stops waiting
    }
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while ((box.size() > 0 || heldParts(box) > 0) && System.nanoTime() < until) {
      Thread.sleep(5); // parts held for the departed ranks expire on the deadline thread
    }
    assertThat(box.size()).as("no slot left behind").isZero();
    assertThat(box.waitersWaiting()).as("no waiter left behind").isZero();
    for (Recorder r : recorders.values()) {
      assertThat(r.calls.get()).as("told exactly once").isEqualTo(1);
    }
    for (int t = 0; t < TENANTS; t++) {
      assertThat(box.staleParts().heldParts("tenant-" + t)).as("nothing held once the departed ranks' parts expired")
          .isZero();
    }
  }
}
