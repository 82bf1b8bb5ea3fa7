package org.torchtpu.server.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.torchtpu.server.security.TenantTurns;

/**
 * A tenant's sessions share the host's CPU by turns (torchtpu.quota.max-running-sessions): many busy sessions of one
 * tenant run at most that many at once, take turns first come first served, leave another tenant's session its turn,
 * and give their turn back while they wait for other ranks. Counts only; the timeouts bound hangs.
 */
class TenantTurnsTest {
  private static final int LIMIT = 2;
  private static final int SESSIONS = 8;

  /** Counts the tasks of one tenant running at once. */
  private static final class Running {
    final AtomicInteger now = new AtomicInteger();
    final AtomicInteger most = new AtomicInteger();

    void enter() {
      most.accumulateAndGet(now.incrementAndGet(), Math::max);
    }

    void leave() {
      now.decrementAndGet();
    }
  }

  private static List<SerialQueue> queues(String tenant, TenantTurns turns, int n) {
    List<SerialQueue> qs = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      qs.add(new SerialQueue("session-" + tenant + "-" + i, turns));
    }
    return qs;
  }

  private static void stop(List<SerialQueue> qs) throws InterruptedException {
    for (SerialQueue q : qs) {
      q.shutdown();
      q.awaitTermination(30, TimeUnit.SECONDS);
    }
  }

  /** Every turn is given back once the queues are empty (a queue's thread gives it back just after going idle). */
  private static void assertNoneRunning(TenantTurns turns) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (turns.running() > 0 && System.nanoTime() < until) {
      Thread.sleep(1);
    }
    assertEquals(0, turns.running(), "turns still held with every queue empty");
  }

  @Test
  void aTenantsBusySessionsRunAtMostItsShareAtOnceAndAnotherTenantsSessionStillRuns() throws Exception {
    TenantTurns turnsA = new TenantTurns("a", LIMIT);
    TenantTurns turnsB = new TenantTurns("b", LIMIT);
    List<SerialQueue> a = queues("a", turnsA, SESSIONS);
    SerialQueue b = new SerialQueue("session-b", turnsB);
    Running runningA = new Running();
    CountDownLatch bRan = new CountDownLatch(1);
    CountDownLatch aDone = new CountDownLatch(SESSIONS);
    CountDownLatch aAtLimit = new CountDownLatch(LIMIT);
    try {
      // Each of A's sessions is busy until B's one session has run: A's tasks hold their turns meanwhile.
      for (SerialQueue q : a) {
        q.execute(() -> {
          runningA.enter();
          aAtLimit.countDown();
          try {
            bRan.await(60, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          } finally {
            runningA.leave();
            aDone.countDown();
          }
        });
      }
      assertTrue(aAtLimit.await(60, TimeUnit.SECONDS), "tenant a's first sessions run");
      b.execute(bRan::countDown);
      assertTrue(bRan.await(60, TimeUnit.SECONDS), "tenant b's session never got its turn");
      assertTrue(aDone.await(60, TimeUnit.SECONDS), "tenant a's waiting sessions never got a turn");
      assertEquals(LIMIT, runningA.most.get(), "tenant a's sessions running at once");
      assertEquals(LIMIT, turnsA.mostRunning());
      assertEquals(1, turnsB.mostRunning());
    } finally {
      stop(a);
      stop(List.of(b));
    }
    assertNoneRunning(turnsA);
    assertNoneRunning(turnsB);
  }

  @Test
  void sessionsOfOneTenantTakeTurnsTaskByTaskFirstComeFirstServed() throws Exception {
    int tasksEach = 3;
    // One turn: with two, a session granted one may start its thread after the other turn went round again.
    TenantTurns turns = new TenantTurns("a", 1);
    List<SerialQueue> a = queues("a", turns, SESSIONS);
    List<String> started = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch done = new CountDownLatch(SESSIONS * tasksEach);
    CountDownLatch gate = new CountDownLatch(1);
    Running running = new Running();
    List<SerialQueue> blockers = queues("blocker", turns, 1);
    try {
      // Sessions holding every turn until all of the others have queued all their tasks (a queue takes a free turn
      // as its first task is queued), so those line up in order.
      for (SerialQueue blocker : blockers) {
        blocker.execute(() -> {
          try {
            gate.await(60, TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        });
      }
      for (int i = 0; i < SESSIONS; i++) {
        for (int t = 0; t < tasksEach; t++) {
          String name = i + ":" + t;
          a.get(i).execute(() -> {
            running.enter();
            started.add(name);
            running.leave();
            done.countDown();
          });
        }
      }
      gate.countDown();
      assertTrue(done.await(60, TimeUnit.SECONDS), "some tasks never ran");
    } finally {
      gate.countDown();
      stop(a);
      stop(blockers);
    }
    assertEquals(1, running.most.get(), "sessions running at once with one turn");
    // No session runs its last task before every session has run its first: a session gives its turn to the next
    // in line after each task instead of draining its whole queue.
    int lastFirst = 0;
    int firstLast = Integer.MAX_VALUE;
    for (int i = 0; i < SESSIONS; i++) {
      lastFirst = Math.max(lastFirst, started.indexOf(i + ":0"));
      firstLast = Math.min(firstLast, started.indexOf(i + ":" + (tasksEach - 1)));
    }
    assertTrue(lastFirst < firstLast, "a session ran its last task before another ran its first: " + started);
  }

  @Test
  void ranksOfOneTenantWaitingForEachOtherDoNotHoldTheTurnAPeerNeeds() throws Exception {
    int ranks = 4;
    TenantTurns turns = new TenantTurns("a", 1);
    List<SerialQueue> a = queues("a", turns, ranks);
    CyclicBarrier collective = new CyclicBarrier(ranks);
    CountDownLatch done = new CountDownLatch(ranks);
    AtomicInteger completed = new AtomicInteger();
    try {
      for (SerialQueue q : a) {
        q.execute(() -> {
          boolean all = q.waitingOutsideTurn(() -> {
            try {
              collective.await(30, TimeUnit.SECONDS); // every rank must arrive, each from its own session
              return true;
            } catch (Exception e) {
              return false;
            }
          });
          if (all) {
            completed.incrementAndGet();
          }
          done.countDown();
        });
      }
      assertTrue(done.await(90, TimeUnit.SECONDS));
    } finally {
      stop(a);
    }
    assertEquals(ranks, completed.get(), "every rank got through the collective with one turn between them");
    assertEquals(1, turns.mostRunning(), "the ranks took their one turn by turns, the wait outside it");
    assertNoneRunning(turns);
  }

  @Test
  void aTaskIsRunOnTheCallersThreadOnlyWithATurnFree() throws Exception {
    TenantTurns turns = new TenantTurns("a", 1);
    SerialQueue busy = new SerialQueue("session-busy", turns);
    SerialQueue idle = new SerialQueue("session-idle", turns);
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch letGo = new CountDownLatch(1);
    try {
      busy.execute(() -> {
        holding.countDown();
        try {
          letGo.await(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      assertTrue(holding.await(60, TimeUnit.SECONDS));
      assertFalse(idle.runHereIfIdle(() -> { }), "the tenant's one turn is taken: the caller's thread is not lent");
      letGo.countDown();
      busy.shutdown();
      busy.awaitTermination(60, TimeUnit.SECONDS);
      assertNoneRunning(turns);
      assertTrue(idle.runHereIfIdle(() -> { }), "a turn is free again");
    } finally {
      letGo.countDown();
      stop(List.of(busy, idle));
    }
  }

  @Test
  void aSingleSessionKeepsItsThreadTaskAfterTask() throws Exception {
    TenantTurns turns = new TenantTurns("a", 1);
    SerialQueue q = new SerialQueue("session-alone", turns);
    List<String> threads = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch done = new CountDownLatch(100);
    try {
      for (int i = 0; i < 100; i++) {
        q.execute(() -> {
          threads.add(Thread.currentThread().getName());
          done.countDown();
        });
      }
      assertTrue(done.await(60, TimeUnit.SECONDS));
    } finally {
      stop(List.of(q));
    }
    assertEquals(List.of("session-alone"), threads.stream().distinct().toList());
    assertEquals(1, turns.mostRunning());
    assertNoneRunning(turns);
  }

  @Test
  void closingASessionWaitingInLineForATurnRunsItsQueuedTasksAndDoesNotWaitForTheTurn() throws Exception {
    TenantTurns turns = new TenantTurns("a", 1);
    SerialQueue blocker = new SerialQueue("session-blocker", turns);
    SerialQueue victim = new SerialQueue("session-victim", turns);
    CountDownLatch holding = new CountDownLatch(1);
    CountDownLatch letGo = new CountDownLatch(1);
    AtomicLong heldBytes = new AtomicLong(); // stands for admission and heap a queued call holds until it is answered
    List<Future<Integer>> calls = new ArrayList<>();
    try {
      blocker.execute(() -> {
        holding.countDown();
        try {
          letGo.await(120, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      assertTrue(holding.await(60, TimeUnit.SECONDS));
      for (int i = 0; i < 3; i++) {
        int n = i;
        heldBytes.addAndGet(1000);
        calls.add(victim.submit(() -> {
          try {
            return n;
          } finally {
            heldBytes.addAndGet(-1000);
          }
        }));
      }
      assertEquals(3, victim.queued(), "the victim's calls wait in line behind the blocker's turn");
      // The reaper closes the victim while the blocker still holds the tenant's one turn.
      victim.shutdown();
      victim.awaitTermination(60, TimeUnit.SECONDS);
      for (int i = 0; i < calls.size(); i++) {
        assertTrue(calls.get(i).isDone(), "call " + i + " of the closed session was left waiting for a turn");
        assertEquals(i, calls.get(i).get());
      }
      assertEquals(0, heldBytes.get(), "bytes held by the closed session's calls");
      assertTrue(victim.idle());
    } finally {
      letGo.countDown();
      stop(List.of(blocker, victim));
    }
    assertNoneRunning(turns);
  }

  @Test
  void aQueueClosedWhileItsTurnIsTakenIsNeverAbandoned() throws Exception {
    // Before: awaitTermination gave up after its timeout and stopped the thread; the turn then reached a stopped
    // queue and its tasks were dropped (their futures never completed).
    TenantTurns turns = new TenantTurns("a", 1);
    SerialQueue blocker = new SerialQueue("session-blocker", turns);
    SerialQueue victim = new SerialQueue("session-victim", turns);
    CountDownLatch letGo = new CountDownLatch(1);
    CountDownLatch victimRunning = new CountDownLatch(1);
    try {
      victim.execute(() -> {
        victimRunning.countDown();
        try {
          letGo.await(120, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      assertTrue(victimRunning.await(60, TimeUnit.SECONDS));
      blocker.execute(() -> { }); // waits in line: the victim gives its turn up after its task
      Future<String> queued = victim.submit(() -> "ran");
      victim.shutdown();
      victim.awaitTermination(10, TimeUnit.MILLISECONDS); // gives up: a task still runs
      assertFalse(queued.isDone());
      letGo.countDown();
      assertEquals("ran", queued.get(60, TimeUnit.SECONDS), "a queued task of a closed session was dropped");
    } catch (ExecutionException e) {
      throw new AssertionError(e);
    } finally {
      letGo.countDown();
      stop(List.of(blocker, victim));
    }
    assertNoneRunning(turns);
  }
}
