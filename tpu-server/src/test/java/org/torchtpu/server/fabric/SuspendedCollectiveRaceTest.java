package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.fabric.CollectiveAnsweredByCompleterTest.Stream;

/**
 * Many tenants' lone collectives suspended in the mailbox at once while their peers arrive, their sessions close,
 * their streams are cancelled or their peers leave, all racing: every collective is answered (its sum, or CANCELLED,
 * DEADLINE_EXCEEDED or UNAVAILABLE), never twice and never hung; no waiter, slot or session is left behind, and the
 * host runs a fresh collective afterwards.
 */
class SuspendedCollectiveRaceTest {
  private static final int PAIRS = 16;
  private static final int TENANTS = 4;

  private static String open(TestHost host, WorldMembership.Builder world, int rank, String tenant) {
    return host.blocking.openSession(OpenSessionRequest.newBuilder().setTenant(tenant).setMode(EagerMode.STRICT)
        .setChip(rank).setWorld(world.clone().setRank(rank)).build()).getSessionId();
  }

  private static void closeQuietly(TestHost host, String session) {
    try {
      host.sessions.close(session);
    } catch (RuntimeException alreadyClosed) {
      // the race closed it first
    }
  }

  private static int heldParts(TestHost host) {
    int held = 0;
    for (int t = 0; t < TENANTS; t++) {
      held += host.worlds.mailbox().staleParts().heldParts("tenant-" + t);
    }
    return held;
  }

  @Test
  void suspendedCollectivesRacingPeersClosesAndCancelsAreEachAnsweredAndLeaveNothingBehind() throws Exception {
    // held parts (e.g. rank 0's for its departed peer) are kept as long as this host's longest collective: 30 s
    try (TestHost host = new TestHost("host-race", 2, FabricClient.STREAMED_PART_BYTES,
        new FabricProperties(30, 4096, 30))) {
      String[][] sessions = new String[PAIRS][];
      Stream[][] streams = new Stream[PAIRS][];
      for (int p = 0; p < PAIRS; p++) {
        // the pairs whose peer comes must succeed however late it comes on a loaded machine; the others wait out 3 s
        WorldMembership.Builder w = TestHost.world("w-race-" + p, List.of(host, host), new int[] {0, 1},
            p % 4 == 0 ? 30_000 : 3_000);
        String tenant = "tenant-" + (p % TENANTS);
        sessions[p] = new String[] {open(host, w, 0, tenant), open(host, w, 1, tenant)};
        streams[p] = new Stream[] {new Stream(host, sessions[p][0]), new Stream(host, sessions[p][1])};
        for (int r = 0; r < 2; r++) {
          assertThat(CollectiveAnsweredByCompleterTest.define(streams[p][r], 1, new float[] {p, r}).hasError())
              .isFalse();
        }
      }
      ExecutorService pool = Executors.newFixedThreadPool(8);
      List<CompletableFuture<StreamResponse>> rank0 = new ArrayList<>();
      List<Future<CompletableFuture<StreamResponse>>> rank1 = new ArrayList<>();
      try {
        for (int p = 0; p < PAIRS; p++) {
          rank0.add(streams[p][0].send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2)));
          int pair = p;
          rank1.add(pool.submit(() -> switch (pair % 4) {
            case 0 -> streams[pair][1].send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2)); // the peer comes
            case 1 -> {
              closeQuietly(host, sessions[pair][0]); // rank 0's session closes under its collective
              yield null;
            }
            case 2 -> {
              streams[pair][0].close(); // rank 0's client goes away
              yield null;
            }
            default -> {
              closeQuietly(host, sessions[pair][1]); // the peer leaves: rank 0 waits out its deadline
              yield null;
            }
          }));
        }
        for (int p = 0; p < PAIRS; p++) {
          CompletableFuture<StreamResponse> peer = rank1.get(p).get(60, TimeUnit.SECONDS);
          StreamResponse answer;
          try {
            answer = rank0.get(p).get(60, TimeUnit.SECONDS);
          } catch (java.util.concurrent.ExecutionException e) {
            // the client cancelled its stream, or the session closed before the batch reached it (the stream ends)
            assertThat(p % 4).as("pair %d ended without an answer: %s", p, e.getCause()).isIn(1, 2);
            assertThat(Status.fromThrowable(e.getCause()).getCode()).as("pair %d: %s", p, e.getCause())
                .isIn(Status.Code.CANCELLED, Status.Code.NOT_FOUND, Status.Code.UNAVAILABLE);
            continue;
          }
          if (p % 4 == 0) {
            assertThat(answer.hasError()).as("pair %d: %s", p, answer).isFalse();
            assertThat(peer.get(60, TimeUnit.SECONDS).hasError()).isFalse();
            assertThat(host.download(sessions[p][0], 2).floats()).containsExactly(2f * p, 1f);
          } else if (answer.hasError()) {
            // NOT_FOUND: the session closed while the collective's batch was still queued, so it was refused, not run
            assertThat(answer.getErrorCode()).as("pair %d: %s", p, answer).isIn(Status.Code.CANCELLED.value(),
                Status.Code.DEADLINE_EXCEEDED.value(), Status.Code.UNAVAILABLE.value(), Status.Code.NOT_FOUND.value());
          }
        }
      } finally {
        pool.shutdownNow();
        for (int p = 0; p < PAIRS; p++) {
          for (int r = 0; r < 2; r++) {
            try {
              streams[p][r].close();
            } catch (RuntimeException closedAlready) {
              // pair p % 4 == 2 closed rank 0's stream in the race
            }
            closeQuietly(host, sessions[p][r]);
          }
        }
      }
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
      while ((host.worlds.mailbox().waitersWaiting() > 0 || !host.sessions.all().isEmpty()
          || host.worlds.mailbox().size() > 0 || heldParts(host) > 0) && System.nanoTime() < until) {
        Thread.sleep(5);
      }
      assertThat(host.worlds.mailbox().waitersWaiting()).as("no waiter left behind").isZero();
      assertThat(host.sessions.all()).as("no session left behind").isEmpty();
      assertThat(host.worlds.mailbox().size()).as("no mailbox slot left behind").isZero();
      assertThat(heldParts(host)).as("no held part left behind (a departed peer's expired)").isZero();

      WorldMembership.Builder fresh = TestHost.world("w-race-after", List.of(host, host), new int[] {0, 1}, 30_000);
      String[] s = {open(host, fresh, 0, "tenant-0"), open(host, fresh, 1, "tenant-0")};
      try (Stream r0 = new Stream(host, s[0]); Stream r1 = new Stream(host, s[1])) {
        CollectiveAnsweredByCompleterTest.define(r0, 1, new float[] {1, 2});
        CollectiveAnsweredByCompleterTest.define(r1, 1, new float[] {3, 4});
        CompletableFuture<StreamResponse> a0 = r0.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2));
        assertThat(r1.send(CollectiveAnsweredByCompleterTest.lonelyAllReduce(2)).get(60, TimeUnit.SECONDS).hasError())
            .isFalse();
        assertThat(a0.get(60, TimeUnit.SECONDS).hasError()).isFalse();
        assertThat(host.download(s[1], 2).floats()).containsExactly(4, 6);
      } finally {
        closeQuietly(host, s[0]);
        closeQuietly(host, s[1]);
      }
    }
  }
}
