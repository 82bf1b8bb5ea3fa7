package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;
import static org.torchtpu.server.exec.RecordingShare.onSessionThread;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.BufferPool;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.RecordingShare;

/**
 * A compiled program's buffer pool, kept by the program between calls (up to 256 MB each), is charged to the
 * {@link org.torchtpu.server.exec.KeptHeap} account of the thread whose run kept it (its session's tenant), once,
 * given back when the GC takes it, when another account's run keeps it, and dropped when its payer closes. Before, it
 * was charged to no one: a tenant running many programs kept their pools outside its heap share.
 */
class ProgramPoolChargeTest {
  private static final int FLOATS = 1 << 20; // 4 MB
  /** A one-value run's kept pool (4 MB) and its holders table (64 slots), charged together. */
  private static final long KEPT = 4L * FLOATS + new StorageHolders().heldBytes();

  /** One run of a program whose kernel output of {@code floats} floats dies in the run and goes to the pool. */
  private static BufferPool run(StorageRecycler.Slot slot, int floats) {
    StorageRecycler run = started(slot, floats);
    run.finish();
    return run.pool();
  }

  /** A run, not finished yet, whose kernel output of {@code floats} floats died and went to its pool. */
  private static StorageRecycler started(StorageRecycler.Slot slot, int floats) {
    StorageRecycler run = StorageRecycler.start(slot, 64L << 20, List.of());
    BufferPool previous = BufferPool.install(run.pool());
    try {
      DeviceArray value = DeviceArray.ofFloats(DType.F32, new int[] {floats}, BufferPool.floats(floats));
      run.bind(value, true);
      run.release(value);
    } finally {
      BufferPool.install(previous);
    }
    return run;
  }

  @Test
  void theKeptPoolIsChargedOnceToTheRunningThreadsAccount() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      BufferPool first = run(slot, FLOATS);
      assertThat(share.held.get()).as("the kept pool's 4 MB").isEqualTo(KEPT);
      assertThat(slot.chargedBytes()).isEqualTo(KEPT);
      for (int call = 0; call < 5; call++) {
        assertThat(run(slot, FLOATS)).as("the next call's pool").isSameAs(first);
      }
      assertThat(share.held.get()).isEqualTo(KEPT);
      assertThat(share.dropAtClose).containsExactly(slot);
    });
  }

  @Test
  void aPoolTheAccountHasNoRoomForIsNotKept() throws InterruptedException {
    RecordingShare share = new RecordingShare(1 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      BufferPool first = run(slot, FLOATS);
      assertThat(share.held.get()).isZero();
      assertThat(run(slot, FLOATS)).as("not kept: the next call makes its own").isNotSameAs(first);
      assertThat(share.dropAtClose).isEmpty();
    });
  }

  @Test
  void aPoolGrownPastTheAccountsRoomIsNoLongerKeptNorCharged() throws InterruptedException {
    RecordingShare share = new RecordingShare(6 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      run(slot, FLOATS);
      assertThat(share.held.get()).isEqualTo(KEPT);
      run(slot, 2 * FLOATS); // keeps this call's 8 MB output (not the 4 MB one it did not ask for): past the room
      assertThat(slot.chargedBytes()).isZero();
      assertThat(share.held.get()).isZero();
      assertThat(share.dropAtClose).isEmpty();
    });
  }

  @Test
  void aPoolTheGcTookGivesItsChargeBack() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      BufferPool first = run(slot, FLOATS);
      slot.clearAsTheGcWould();
      StorageRecycler next = StorageRecycler.start(slot, 64L << 20, List.of());
      assertThat(next.pool()).isNotSameAs(first);
      assertThat(share.held.get()).as("the charge of the pool the GC took").isZero();
      assertThat(share.dropAtClose).isEmpty();
    });
  }

  @Test
  void closingThePayerLetsThePoolGo() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    AtomicReference<BufferPool> first = new AtomicReference<>();
    onSessionThread(share, () -> first.set(run(slot, FLOATS)));
    share.close(); // the session's thread stopped: its charge is back, the program (still cached) keeps no pool
    assertThat(slot.chargedBytes()).isZero();
    assertThat(StorageRecycler.start(slot, 64L << 20, List.of()).pool()).isNotSameAs(first.get());
  }

  @Test
  void anotherSessionsRunMovesTheChargeToItsAccount() throws InterruptedException {
    RecordingShare alice = new RecordingShare(64 << 20);
    RecordingShare aliceOther = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    AtomicReference<BufferPool> first = new AtomicReference<>();
    onSessionThread(alice, () -> first.set(run(slot, FLOATS)));
    onSessionThread(aliceOther, () -> assertThat(run(slot, FLOATS)).isSameAs(first.get()));
    assertThat(alice.held.get()).isZero();
    assertThat(alice.dropAtClose).isEmpty();
    assertThat(aliceOther.held.get()).isEqualTo(KEPT);
    assertThat(aliceOther.dropAtClose).containsExactly(slot);
    alice.close(); // no longer the payer: the pool stays
    assertThat(slot.chargedBytes()).isEqualTo(KEPT);
  }

  /**
   * A run reuses its kept pool's arrays as the intermediates its call reserved already: the pool's charge goes back at
   * the take and is charged again at the finish. Before, it stayed on the payer through the run: counted twice.
   */
  @Test
  void aRunsTakeGivesThePoolsChargeBackUntilItsFinish() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      BufferPool first = run(slot, FLOATS);
      StorageRecycler next = started(slot, FLOATS);
      assertThat(next.pool()).isSameAs(first);
      assertThat(share.held.get()).as("not charged while the run reuses it: its table only")
          .isEqualTo(new StorageHolders().heldBytes());
      next.finish();
      assertThat(share.held.get()).isEqualTo(KEPT);
    });
  }

  /**
   * X keeps P1; Y's run takes it; X's next run keeps a fresh P3; Y's finish has no room to keep P1. Before, Y's finish
   * made X forget the slot while P3 was still X's: after X closed, P3 stayed kept, charged to nobody.
   */
  @Test
  void aSlotItsPayerStillPaysForIsDroppedAtItsClose() throws InterruptedException {
    RecordingShare x = new RecordingShare(64 << 20);
    RecordingShare y = new RecordingShare(0);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(x, () -> run(slot, FLOATS));
    AtomicReference<StorageRecycler> yRun = new AtomicReference<>();
    onSessionThread(y, () -> yRun.set(started(slot, FLOATS)));
    AtomicReference<BufferPool> p3 = new AtomicReference<>();
    onSessionThread(x, () -> p3.set(run(slot, FLOATS)));
    assertThat(slot.chargedBytes()).isEqualTo(KEPT);
    yRun.get().finish(); // Y has no room: not kept
    assertThat(slot.chargedBytes()).as("P3, still X's").isEqualTo(KEPT);
    x.close();
    assertThat(slot.chargedBytes()).as("X closed: nobody pays for a pool kept now").isZero();
    assertThat(StorageRecycler.start(slot, 64L << 20, List.of()).pool()).isNotSameAs(p3.get());
  }

  /** A pool the GC took gives its charge back at the next take or keep of any program's pool, not its own only. */
  @Test
  void aPoolTheGcTookGivesItsChargeBackAtAnotherProgramsRun() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot idle = new StorageRecycler.Slot();
    StorageRecycler.Slot busy = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      run(idle, FLOATS);
      idle.clearAsTheGcWould();
      run(busy, FLOATS);
      assertThat(idle.chargedBytes()).isZero();
      assertThat(share.held.get()).as("only the busy program's pool").isEqualTo(KEPT);
    });
  }

  /** A heap refusal of the payer's tenant empties the kept pools it pays for ({@link StorageRecycler.Slot#reclaim}). */
  @Test
  void aKeptPoolGivesWayToItsPayersRefusal() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    AtomicReference<BufferPool> first = new AtomicReference<>();
    onSessionThread(share, () -> first.set(run(slot, FLOATS)));
    assertThat(slot.reclaim(new RecordingShare(64 << 20))).as("another account's refusal").isZero();
    assertThat(slot.reclaim(share)).isEqualTo(KEPT);
    assertThat(share.held.get()).isZero();
    assertThat(slot.chargedBytes()).isZero();
    assertThat(StorageRecycler.start(slot, 64L << 20, List.of()).pool()).isNotSameAs(first.get());
  }

  /** A run whose values held {@code values} distinct parameter arrays (none recycled: the pool stays empty). */
  private static StorageRecycler runHolding(StorageRecycler.Slot slot, int values) {
    java.util.List<DeviceArray> parameters = new java.util.ArrayList<>(values);
    for (int v = 0; v < values; v++) {
      parameters.add(DeviceArray.ofFloats(DType.F32, new int[] {1}, new float[1]));
    }
    StorageRecycler run = StorageRecycler.start(slot, 64L << 20, parameters);
    run.finish();
    return run;
  }

  /**
   * The holders table a run grew to its program's size (here 100,000 values: about 7 MB) is kept between runs charged
   * with the pool, and not kept when the account has no room for it. Before, it was kept charged to no one.
   */
  @Test
  void theKeptHoldersTableIsChargedWithThePool() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      StorageHolders table = runHolding(slot, 100_000).holders();
      assertThat(table.heldBytes()).isGreaterThan(4L << 20);
      assertThat(share.held.get()).as("the kept table's bytes").isEqualTo(table.heldBytes());
      assertThat(slot.chargedBytes()).isEqualTo(table.heldBytes());
      assertThat(runHolding(slot, 1).holders()).as("the next run's table").isSameAs(table);
      assertThat(slot.reclaim(share)).isEqualTo(table.heldBytes());
      assertThat(share.held.get()).isZero();
    });
    RecordingShare small = new RecordingShare(1 << 20);
    StorageRecycler.Slot other = new StorageRecycler.Slot();
    onSessionThread(small, () -> {
      StorageHolders table = runHolding(other, 100_000).holders();
      assertThat(small.held.get()).isZero();
      assertThat(runHolding(other, 1).holders()).as("no room: not kept").isNotSameAs(table);
    });
  }

  /**
   * A run that takes the kept holders table (grown to 100,000 values: about 7 MB) stays charged for it until its
   * finish charges the table it keeps, once: the call's reservation covers its arrays, not the table. Before, the take
   * gave the table's charge back and the run held it charged to no one.
   */
  @Test
  void aTakenHoldersTableStaysChargedWhileTheRunHoldsIt() throws InterruptedException {
    RecordingShare share = new RecordingShare(64 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    onSessionThread(share, () -> {
      StorageHolders table = runHolding(slot, 100_000).holders();
      StorageRecycler next = StorageRecycler.start(slot, 64L << 20, List.of());
      assertThat(next.holders()).isSameAs(table);
      assertThat(share.held.get()).as("the taken table, during the run").isEqualTo(table.heldBytes());
      assertThat(slot.chargedBytes()).isZero();
      next.finish();
      assertThat(share.held.get()).as("kept again, charged once").isEqualTo(table.heldBytes());
      assertThat(slot.chargedBytes()).isEqualTo(table.heldBytes());
    });
  }

  /** A kept table the running account has no room for is not reused (nor charged): the run grows its own. */
  @Test
  void aKeptTableTheRunHasNoRoomForIsNotReused() throws InterruptedException {
    RecordingShare x = new RecordingShare(64 << 20);
    RecordingShare y = new RecordingShare(1 << 20);
    StorageRecycler.Slot slot = new StorageRecycler.Slot();
    AtomicReference<StorageHolders> table = new AtomicReference<>();
    onSessionThread(x, () -> table.set(runHolding(slot, 100_000).holders()));
    onSessionThread(y, () -> {
      StorageRecycler run = StorageRecycler.start(slot, 64L << 20, List.of());
      assertThat(run.holders()).isNotSameAs(table.get());
      assertThat(y.held.get()).isZero();
      run.finish();
    });
    assertThat(x.held.get()).as("the take gave x's charge back").isZero();
  }
}
