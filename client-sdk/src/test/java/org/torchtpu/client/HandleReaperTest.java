package org.torchtpu.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.ref.Reference;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.torchtpu.api.v1.SessionInfo;

/**
 * The SDK counts the device bytes of the tensors a program holds and asks the JVM to collect when
 * they grow by the budget, so that a loop dropping large tensors does not fill the server.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS) // a hang guard, not a timing assertion
class HandleReaperTest {
  private static final long MIB = 1 << 20;
  /** f32[512,512]: one MiB on the device. */
  private static final int SIDE = 512;

  private final RecordingTransport wire = new RecordingTransport();

  private Session session(HandleReaper reaper) {
    return new Session(SessionInfo.newBuilder().setSessionId("test").build(), EagerMode.STRICT, mode -> wire, () -> {},
        reaper);
  }

  /** A reaper with no minimum interval whose "collector" only counts (nothing is collected through it). */
  private static HandleReaper countingReaper(long budget, AtomicInteger collections) {
    return new HandleReaper(budget, 0, System::nanoTime, collections::incrementAndGet);
  }

  @Test
  void aLoopThatDropsLargeTensorsKeepsTheLiveBytesBounded() {
    long budget = 32 * MIB;
    HandleReaper reaper = new HandleReaper(budget, 0, System::nanoTime, HandleReaper::collectAndAwaitFindings);
    Session s = session(reaper);
    Tensor x = s.zeros(SIDE, SIDE);
    int steps = 2000; // 2 GiB of device values dropped in all
    Set<Long> dropped = new HashSet<>();
    long peak = 0;
    for (int i = 0; i < steps; i++) {
      dropped.add(x.neg().handle()); // each step's result is dropped at once, as a loop's temporaries are
      peak = Math.max(peak, reaper.liveBytes());
    }
    // Without the budget the program never collects here and all 2 GiB would stay live. With it,
    // growth past the budget triggers a collection that finds what was dropped; a little more may
    // pile up while the collector hands its findings over.
    assertThat(peak).as("peak live device bytes").isLessThanOrEqualTo(MIB + 3 * budget);
    assertThat(reaper.gcRequests()).as("collections asked for").isPositive()
        .isLessThanOrEqualTo(steps * MIB / budget);
    Set<Long> freed = new HashSet<>(wire.freed);
    long freedDropped = dropped.stream().filter(freed::contains).count();
    System.out.printf("dropped %d MiB over %d steps: peak live %d MiB (budget %d MiB), %d collections, %d frees%n",
        steps, steps, peak / MIB, budget / MIB, reaper.gcRequests(), freedDropped);
    assertThat(freedDropped * MIB).as("device bytes of dropped results freed on the wire")
        .isGreaterThanOrEqualTo(steps * MIB - 3 * budget);
    assertThat(wire.freed).doesNotContain(x.handle()).doesNotHaveDuplicates();
    Reference.reachabilityFence(x);
  }

  @Test
  void aCollectionIsRequestedEachTimeTheHeldBytesGrowByTheBudget() {
    AtomicInteger collections = new AtomicInteger();
    // Half a MiB over ten: zeros() briefly holds a 4-byte constant too, which must not shift the count.
    HandleReaper reaper = countingReaper(10 * MIB + MIB / 2, collections);
    Session s = session(reaper);
    List<Tensor> held = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      held.add(s.zeros(SIDE, SIDE)); // held: nothing for the collector to find
    }
    assertThat(reaper.liveBytes()).isEqualTo(100 * MIB);
    // Past 10.5 MiB of growth each time: at 11, 22, ..., 99 MiB.
    assertThat(collections.get()).isEqualTo(9);
    assertThat(reaper.gcRequests()).isEqualTo(9);
    Reference.reachabilityFence(held);
  }

  @Test
  void collectionsAreAtLeastTheIntervalApart() {
    AtomicInteger collections = new AtomicInteger();
    AtomicLong now = new AtomicLong(1_000);
    HandleReaper reaper = new HandleReaper(10 * MIB, 500, now::get, collections::incrementAndGet);
    Session s = session(reaper);
    List<Tensor> held = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      held.add(s.zeros(SIDE, SIDE));
    }
    assertThat(collections.get()).as("50 MiB of growth within one interval").isEqualTo(1);
    now.addAndGet(499);
    held.add(s.zeros(SIDE, SIDE));
    assertThat(collections.get()).isEqualTo(1);
    now.addAndGet(1);
    held.add(s.zeros(SIDE, SIDE));
    assertThat(collections.get()).as("the interval has passed and the growth is still over the budget").isEqualTo(2);
    Reference.reachabilityFence(held);
  }

  @Test
  void anExplicitFreeLowersTheAccountingAndTheGrowthIsMeasuredFromThere() {
    AtomicInteger collections = new AtomicInteger();
    HandleReaper reaper = countingReaper(10 * MIB, collections);
    Session s = session(reaper);
    List<Tensor> held = new ArrayList<>();
    for (int round = 0; round < 5; round++) {
      for (int i = 0; i < 8; i++) {
        held.add(s.zeros(SIDE, SIDE));
      }
      assertThat(s.liveDeviceBytes()).isEqualTo(8 * MIB);
      for (Tensor t : held) {
        s.free(t);
      }
      assertThat(s.liveDeviceBytes()).isZero();
      assertThat(wire.freed).contains(held.get(0).handle());
      held.clear();
    }
    // 40 MiB allocated in all, but never more than 8 MiB held: no collection was needed.
    assertThat(collections.get()).isZero();
  }

  @Test
  void freeingADetachedTensorFreesItsHandleOnceAndTheCollectorForgetsIt() {
    HandleReaper reaper = new HandleReaper(32 * MIB, 0, System::nanoTime, HandleReaper::collectAndAwaitFindings);
    Session s = session(reaper);
    Tensor owner = s.zeros(SIDE, SIDE);
    long handle = owner.handle();
    Tensor detached = owner.detach(); // shares the owner's handle, as a train step's returned loss does
    s.free(detached);
    assertThat(s.liveDeviceBytes()).as("the shared value is freed").isZero();
    owner = null;
    detached = null;
    for (int i = 0; i < 3; i++) {
      s.zeros(SIDE, SIDE); // temporaries whose budget checks give the collector its chances
      HandleReaper.collectAndAwaitFindings();
      reaper.drain(wire);
    }
    assertThat(wire.freed.stream().filter(h -> h == handle).count()).as("frees of handle %d", handle).isEqualTo(1);
  }

  @Test
  void findingsHandedOverAfterARequestLowerTheFloorTheGrowthIsMeasuredFrom() throws Exception {
    AtomicInteger collections = new AtomicInteger();
    // Its "collector" finds nothing in time: the findings of a collection arrive after the request.
    HandleReaper reaper = countingReaper(10 * MIB + MIB / 2, collections);
    Session s = session(reaper);
    List<Tensor> dropped = new ArrayList<>();
    for (int i = 0; i < 11; i++) {
      dropped.add(s.zeros(SIDE, SIDE));
    }
    assertThat(collections.get()).as("11 MiB registered").isEqualTo(1);
    List<Tensor> held = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      held.add(s.zeros(SIDE, SIDE));
    }
    dropped.clear();
    for (int attempt = 0; attempt < 100 && reaper.liveBytes() > 5 * MIB; attempt++) {
      HandleReaper.collectAndAwaitFindings(); // the late findings
    }
    assertThat(reaper.liveBytes()).isEqualTo(5 * MIB);

    // Nothing registered before the request is still owned, so growth counts from zero: the 5 MiB
    // held plus 5 more stay within the budget, one more is past it. (Counting from the lowest live
    // bytes seen since the request, 5 MiB, the next request would wait until 16 MiB were held.)
    for (int i = 0; i < 5; i++) {
      held.add(s.zeros(SIDE, SIDE));
    }
    assertThat(collections.get()).isEqualTo(1);
    held.add(s.zeros(SIDE, SIDE));
    assertThat(collections.get()).isEqualTo(2);
    Reference.reachabilityFence(held);
  }

  @Test
  void findingsHandedOverInPiecesAfterTheCollectorReturnsAreTakenBeforeTheProgramGoesOn() {
    List<Tensor> dropped = new ArrayList<>();
    List<Long> handedOver = new ArrayList<>();
    // The "collector" returns at once; the reference handler hands its findings over later, in two pieces
    // (a pause in the middle, as a busy machine makes it). A quiet spell of a second keeps the test free of timing.
    Runnable handOverLater = () -> {
      List<HandleReaper.Owned> found = dropped.stream().map(t -> t.reaperEntry).toList();
      found.forEach(owned -> handedOver.add(owned.handle));
      dropped.clear();
      Thread handler = new Thread(() -> {
        for (int i = 0; i < found.size(); i++) {
          if (i == 0 || i == found.size() / 2) {
            sleepMillis(5);
          }
          found.get(i).enqueue();
        }
      });
      handler.start();
    };
    HandleReaper reaper = new HandleReaper(10 * MIB, 0, System::nanoTime, handOverLater, 1000);
    Session s = session(reaper);
    long peak = 0;
    for (int i = 0; i < 25; i++) {
      dropped.add(s.zeros(SIDE, SIDE));
      peak = Math.max(peak, reaper.liveBytes());
    }
    // Taking only what had arrived when the collector returned, the program went on allocating while the rest of
    // the findings were on their way: its live bytes passed the budget by whatever it allocated meanwhile.
    assertThat(reaper.gcRequests()).isEqualTo(2);
    assertThat(peak).as("peak live device bytes").isLessThanOrEqualTo(11 * MIB + 64);
    reaper.drain(wire);
    assertThat(handedOver).hasSizeGreaterThan(15);
    assertThat(wire.freed).containsAll(handedOver);
  }

  private static void sleepMillis(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void temporariesOfAnOperationAreNotCounted() {
    Session s = session(countingReaper(MIB, new AtomicInteger()));
    Tensor x = s.zeros(8, 16);
    Tensor y = x.softmax(-1); // seven ops, six temporaries freed when softmax returns
    assertThat(s.liveDeviceBytes()).isEqualTo(2 * 8 * 16 * 4);
    Reference.reachabilityFence(x);
    Reference.reachabilityFence(y);
  }

  @Test
  void theBudgetMustBePositive() {
    for (long bad : new long[] {0, -1}) {
      assertThatThrownBy(() -> TpuClient.builder().target("localhost:1").gcBudgetBytes(bad))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("gcBudgetBytes must be positive").hasMessageContaining("got " + bad);
      assertThatThrownBy(() -> new Session(SessionInfo.getDefaultInstance(), EagerMode.STRICT, mode -> wire, () -> {},
          bad)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("gcBudgetBytes");
    }
    assertThat(TpuClient.builder().gcBudgetBytes(1)).isNotNull();
  }
}
