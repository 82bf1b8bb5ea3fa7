package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.api.v1.WorldMembership;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.exec.Literals;
import org.torchtpu.server.security.EndedWorlds;
import org.torchtpu.service.error.DomainException;

/**
 * A session's values when it ends while work still reaches it: whatever arrives after the close (an upload's last
 * chunk, an op's result) is given back, never left counted against a chip the next tenant gets; a world's end closes
 * its ranks without waiting for what they run, and frees their values once that has stopped.
 */
class SessionLifecycleTest {
  private static DeviceArray floats(int n) {
    return DeviceArray.ofFloats(DType.F32, new int[] {n}, new float[n]);
  }

  /** Waits (at most 30 s: a bound on a hang, not a timing) until {@code done}. */
  private static void awaitTrue(BooleanSupplier done) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!done.getAsBoolean() && System.nanoTime() < until) {
      Thread.sleep(5);
    }
  }

  @Test
  void anUploadUnderWayWhenItsSessionClosesGivesItsHbmBackAndStoresNothing() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory")) {
      Chip chip = r.host.chips().get(0);
      String session = r.open("mallory", EagerMode.STRICT);
      DeviceArray value = floats(1 << 20); // 4 MiB
      FirstResponse<UploadResponse> done = new FirstResponse<>();
      var up = r.asyncAs("mallory").upload(done);
      up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(1)
          .setType(value.type())).build());
      awaitTrue(() -> chip.hbmUsed() > 0); // the header reserved the value's HBM
      assertThat(chip.hbmUsed()).isGreaterThanOrEqualTo(value.deviceBytes());

      r.as("mallory").closeSession(CloseSessionRequest.newBuilder().setSessionId(session).build());
      // the upload's stream is still open (a client may keep it so for as long as it likes): its reservation went
      // back with the session all the same (before: held until the call ended). A close that comes between the
      // header's reservation and its noting the session's close is seen by the upload's own thread, which gives the
      // reservation back just after: so wait for it (bounded), not only for the close's answer
      awaitTrue(() -> chip.hbmUsed() == 0);
      assertThat(chip.hbmUsed()).isZero();
      // and the call ends now, the client sending nothing more (before: open until the client's next message)
      Throwable refused = catchThrowable(() -> done.answer().get(60, TimeUnit.SECONDS));
      assertThat(refused).isInstanceOf(ExecutionException.class);
      assertThat(Status.fromThrowable(refused.getCause()).getCode()).isEqualTo(Status.Code.NOT_FOUND);
      assertThat(refused.getCause().getMessage()).contains("was closed");
      up.onNext(UploadRequest.newBuilder().setChunk(Literals.encode(value)).build()); // a late chunk stores nothing
      up.onCompleted();
      // before: the value went into the closed session, which nobody frees again: 4 MiB of the chip gone for good
      assertThat(chip.hbmUsed()).isZero();
      assertThat(r.sessions.all()).isEmpty();
    }
  }

  @Test
  void anOpResultReplacingAnUploadedValueGivesTheUploadsHbmBack() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String id = h.open(EagerMode.STRICT, 0, "alice");
      DeviceSession s = h.sessions.get(id);
      DeviceArray uploaded = floats(1 << 16);
      DeviceArray result = floats(1 << 16);
      // an op that checked its result handle was free, then ran while another stream uploaded that handle
      s.hbm().allocate(uploaded.deviceBytes(), uploaded.heapBytes(), "upload");
      s.store(7, uploaded);
      s.hbm().allocate(result.deviceBytes(), result.heapBytes(), "result");
      s.define(7, result);
      s.free(7);
      assertThat(h.host.chips().get(0).hbmUsed()).isZero(); // before: the replaced upload stayed counted
    }
  }

  /** A world's rank, as far as this host's sessions need one: the fabric is not under test here. */
  private static CollectiveRunner.Joiner joiner(Runnable onJoin) {
    return (session, world) -> {
      onJoin.run();
      return new CollectiveRunner() {
        @Override
        public Outcome run(Op op, List<DeviceArray> operands, List<TensorType> resultTypes) {
          throw new CollectiveFailure(Status.Code.UNIMPLEMENTED, "no fabric in this test");
        }

        @Override
        public WorldMembership membership() {
          return world;
        }

        @Override
        public void leave() {}
      };
    };
  }

  private static SessionRegistry registry(Host host) {
    Executor executor = new Executor();
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    return new SessionRegistry(host, executor,
        new ProgramService(executor, new ProgramCache(64 << 20, null, host.id(), executor, meters)), meters);
  }

  private static WorldMembership world(String id) {
    return WorldMembership.newBuilder().setWorldId(id).setJobId("job-a").setWorldSize(1).setRank(0).build();
  }

  @Test
  void aWorldEndingMidOpClosesItsRankAtOnceAndFreesItsValuesOnceTheOpStops() throws Exception {
    Host host = new Host("h", Generation.V5E, 1);
    Chip chip = host.chips().get(0);
    SessionRegistry sessions = registry(host);
    EndedWorlds ended = new EndedWorlds();
    sessions.setWorldJoiner(joiner(() -> {}));
    sessions.setEndedWorlds(ended);
    DeviceSession s = sessions.open("alice", Generation.V5E, 0, EagerMode.STRICT, world("job-a/0"));
    DeviceArray operand = floats(1 << 16);
    s.hbm().allocate(operand.deviceBytes(), operand.heapBytes(), "operand");
    s.store(1, operand);

    // an op holding the session's queue for long (a single large kernel is not interrupted), whose result comes last
    CountDownLatch running = new CountDownLatch(1);
    CountDownLatch finish = new CountDownLatch(1);
    CountDownLatch stopped = new CountDownLatch(1);
    DeviceArray result = floats(1 << 16);
    s.enqueue(() -> {
      running.countDown();
      try {
        finish.await(120, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      s.hbm().allocate(result.deviceBytes(), result.heapBytes(), "result");
      s.define(2, result);
      stopped.countDown();
    });
    assertThat(running.await(30, TimeUnit.SECONDS)).isTrue();

    ended.ended(List.of("job-a/0")); // the scheduler's heartbeat answer, on the heartbeat's thread
    assertThat(sessions.all()).isEmpty(); // nobody reaches the rank any more
    // its operand is still in use: it is not given back (before: freed after a 10 s wait, the op still running)
    assertThat(chip.hbmUsed()).isEqualTo(operand.deviceBytes());

    finish.countDown();
    assertThat(stopped.await(30, TimeUnit.SECONDS)).isTrue();
    awaitTrue(() -> chip.hbmUsed() == 0);
    assertThat(chip.hbmUsed()).isZero(); // the operand, and the result defined after the close (before: leaked)
    assertThat(chip.info().getSessions()).isZero();
  }

  @Test
  void aWorldThatEndsWhileARankJoinsLeavesNoSessionInIt() {
    Host host = new Host("h", Generation.V5E, 1);
    SessionRegistry sessions = registry(host);
    EndedWorlds ended = new EndedWorlds();
    // the heartbeat's answer lands after the join admitted the world, before the session holds it
    sessions.setWorldJoiner(joiner(() -> ended.ended(List.of("job-a/0"))));
    sessions.setEndedWorlds(ended);

    Throwable refused = catchThrowable(() -> sessions.open("alice", Generation.V5E, 0, EagerMode.STRICT,
        world("job-a/0")));
    assertThat(refused).isInstanceOf(DomainException.class).hasMessageContaining("world job-a/0 has ended");
    assertThat(sessions.all()).isEmpty(); // before: the rank stayed open in the ended world
    assertThat(host.chips().get(0).info().getSessions()).isZero();
  }

  @Test
  void opsQueuedBehindAClosedSessionsRunningTaskAreRefusedAndItsHbmComesBackWhenTheQueueDrains() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String id = h.open(EagerMode.STRICT, 0, "mallory");
      DeviceSession s = h.sessions.get(id);
      Chip chip = s.chip();
      for (long handle = 1; handle <= 2; handle++) {
        DeviceArray square = DeviceArray.ofFloats(DType.F32, new int[] {256, 256}, new float[256 * 256]);
        s.hbm().allocate(square.deviceBytes(), square.heapBytes(), "operand");
        s.store(handle, square);
      }
      CountDownLatch running = new CountDownLatch(1);
      CountDownLatch finish = new CountDownLatch(1);
      s.enqueue(() -> { // the op running at the close (a single kernel is not interrupted)
        running.countDown();
        try {
          finish.await(120, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      });
      assertThat(running.await(30, TimeUnit.SECONDS)).isTrue();
      int queued = 50;
      AtomicInteger ran = new AtomicInteger();
      AtomicInteger refused = new AtomicInteger();
      CountDownLatch drained = new CountDownLatch(queued);
      for (int i = 0; i < queued; i++) {
        long sequence = i + 1;
        Op product = Op.newBuilder().addOperands(1).addOperands(2).addResults(100 + i)
            .setDotGeneral(DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0)).build();
        s.enqueue(() -> {
          try {
            s.runOp(product, sequence, false);
            ran.incrementAndGet();
          } catch (OpFailure f) {
            if (f.code() == Status.Code.NOT_FOUND && f.error().getReason().contains("was closed")) {
              refused.incrementAndGet();
            }
          } finally {
            drained.countDown();
          }
        });
      }

      h.sessions.close(id);
      finish.countDown();
      assertThat(drained.await(60, TimeUnit.SECONDS)).isTrue();
      assertThat(ran.get()).isZero(); // before: all 50 ran after the close, on a chip that may be the next tenant's
      assertThat(refused.get()).isEqualTo(queued);
      awaitTrue(() -> chip.hbmUsed() == 0);
      assertThat(chip.hbmUsed()).isZero(); // the operands, once the queue has stopped
    }
  }
}
