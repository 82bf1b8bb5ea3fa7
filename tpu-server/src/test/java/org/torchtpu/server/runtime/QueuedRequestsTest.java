package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Context;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.StreamObserver;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DescribeSessionRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.server.HostProperties;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;

/**
 * A tenant stalls its own session and piles requests carrying big constants behind it (on several op streams, and as
 * Debug Executes). Admission counts ops, not bytes: without a byte limit those messages would fill the host's heap
 * and fail every tenant. Each waiting request is held against the tenant's heap share: past it an op stream waits
 * (it reads no more batches) and a Debug Execute gets RESOURCE_EXHAUSTED naming the share, another tenant's work
 * still runs, and everything is released afterwards.
 */
class QueuedRequestsTest {
  /** 4 MiB of heap for the process, half of it a tenant's share. */
  private final HostMemory memory = new HostMemory(4 << 20, 0, 0.5);
  private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  private Server server;
  private ManagedChannel channel;
  private SessionRegistry sessions;

  private Admission admission;

  private RuntimeGrpc.RuntimeBlockingStub start() throws Exception {
    return start(LimitProperties.defaults());
  }

  private RuntimeGrpc.RuntimeBlockingStub start(LimitProperties limits) throws Exception {
    return start(limits, TimeUnit.SECONDS.toMillis(10));
  }

  private RuntimeGrpc.RuntimeBlockingStub start(LimitProperties limits, long ackedAheadWaitMillis) throws Exception {
    Host host = new Host("q-host", Generation.V5E, 1);
    Executor executor = new Executor();
    ProgramService programs = new ProgramService(executor, new ProgramCache(1 << 20, null, host.id(), executor, meters));
    sessions = new SessionRegistry(host, executor, programs, meters,
        new TenantQuotas(QuotaProperties.unlimited(), memory));
    admission = new Admission(limits, meters);
    RuntimeService service = new RuntimeService(sessions, new HostProperties("v5e", 1, host.id(), 60), meters,
        admission, ackedAheadWaitMillis);
    String name = "queued-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(service).build().start();
    channel = InProcessChannelBuilder.forName(name).build();
    return RuntimeGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() {
    if (channel != null) {
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  /** An op defining {@code handle} as a constant of {@code floats} floats (4 bytes each on the wire). */
  private static Op constant(long handle, int floats) {
    return Op.newBuilder().addResults(handle).setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.fromFloats(new float[floats], DType.F32, floats))).build();
  }

  private static String open(RuntimeGrpc.RuntimeBlockingStub rt, String tenant, EagerMode mode) {
    return rt.openSession(OpenSessionRequest.newBuilder().setTenant(tenant).setMode(mode).build()).getSessionId();
  }

  @Test
  void requestsPiledBehindAStalledSessionAreHeldAgainstTheTenantsHeapShare() throws Exception {
    RuntimeGrpc.RuntimeBlockingStub rt = start();
    String greedy = open(rt, "greedy", EagerMode.STRICT);
    CountDownLatch stall = new CountDownLatch(1);
    CountDownLatch stalled = new CountDownLatch(1);
    sessions.get(greedy).enqueue(() -> { // stands for a long op or a collective its peers never join
      stalled.countDown();
      try {
        stall.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    assertThat(stalled.await(30, TimeUnit.SECONDS)).isTrue();

    // Streams of batches of one 400 KB constant each: the share (2 MiB) holds four of them, whatever the streams.
    LinkedBlockingQueue<Throwable> failures = new LinkedBlockingQueue<>();
    long sequence = 1;
    int streams = 3;
    for (int i = 0; i < streams; i++) {
      StreamObserver<StreamRequest> stream = RuntimeGrpc.newStub(channel).executeStream(new StreamObserver<>() {
        @Override
        public void onNext(StreamResponse r) { }

        @Override
        public void onError(Throwable t) {
          failures.add(t);
        }

        @Override
        public void onCompleted() { }
      });
      stream.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(greedy)).build());
      for (int b = 0; b < 2; b++) {
        stream.onNext(StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().setFirstSequence(i * 1000L + b + 1)
            .addOps(constant(100 + b, 100_000))).build());
      }
    }
    // The share holds five of the six batches; the sixth waits, parsed, and its stream reads nothing more
    // (back-pressure, see HeapWaitingBatch): no stream is refused, and the heap held stays within the share.
    org.torchtpu.server.security.QueuedHeap queued = sessions.get(greedy).hbm().queued();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (queued.waiting() == 0 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(queued.waiting()).as("a stream waits for room in the share").isEqualTo(1);
    assertThat(failures).as("no stream refused").isEmpty();
    assertThat(memory.held() - queued.waitingBytes()).as("held: within the share").isLessThanOrEqualTo(memory.tenantShare());
    assertThat(memory.held()).as("with the waiting batch reserved on the host").isLessThanOrEqualTo(memory.ceiling());
    assertThat(queued.queuedBytes()).isGreaterThan(memory.tenantShare() - 500_000);

    // A Debug Execute behind the stall is refused at once rather than waiting with its 1.2 MB request.
    StatusRuntimeException execute = catchThrowableOfType(StatusRuntimeException.class, () -> rt.execute(
        ExecuteRequest.newBuilder().setSessionId(greedy).setFirstSequence(5000).addOps(constant(900, 300_000)).build()));
    assertThat(execute.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(execute.getStatus().getDescription()).contains("Execute of 1 ops", "tenant greedy");

    // Another tenant's work is untouched by greedy's pile.
    String other = open(rt, "other", EagerMode.DEBUG);
    assertThat(rt.execute(ExecuteRequest.newBuilder().setSessionId(other).setFirstSequence(1)
        .addOps(constant(1, 100_000)).build()).getResultsCount()).isEqualTo(1);
    rt.closeSession(CloseSessionRequest.newBuilder().setSessionId(other).build());

    stall.countDown();
    rt.closeSession(CloseSessionRequest.newBuilder().setSessionId(greedy).build());
    deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while ((memory.held() != 0 || queued.waiting() != 0) && System.nanoTime() < deadline) {
      Thread.sleep(10); // the queued batches release their hold as the closed session's queue drains
    }
    assertThat(memory.held()).as("every request's hold released").isZero();
    assertThat(queued.waiting()).as("no stream left waiting").isZero();
    assertThat(queued.queuedBytes()).isZero();
  }

  /**
   * Synchronize, Download, Execute, Free and Compile park a server thread while they wait for a session: a tenant
   * may have at most tenant-waiting-calls of them at once, so waits on its own stalled session cannot make the host
   * start threads without bound. Other tenants' calls, and the tenant's own once its waits end, go through.
   */
  @Test
  void aTenantsCallsParkedOnItsSessionsAreBounded() throws Exception {
    RuntimeGrpc.RuntimeBlockingStub rt = start(new LimitProperties(0, 0, 0, 0, null, null, 3));
    String greedy = open(rt, "greedy", EagerMode.STRICT);
    // op #1 never arrives: each of these waits until cancelled (or the host's sync timeout)
    org.torchtpu.api.v1.SynchronizeRequest never = org.torchtpu.api.v1.SynchronizeRequest.newBuilder()
        .setSessionId(greedy).setUpToSequence(1).build();
    List<Context.CancellableContext> parked = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Context.CancellableContext call = Context.current().withCancellation();
      parked.add(call);
      call.run(() -> RuntimeGrpc.newStub(channel).synchronize(never, new FirstResponse<>()));
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (admission.tenantWaiting("greedy") < 3 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(admission.tenantWaiting("greedy")).isEqualTo(3);

    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class, () -> rt.download(
        org.torchtpu.api.v1.DownloadRequest.newBuilder().setSessionId(greedy).setHandle(1).setAfterSequence(1).build())
        .hasNext());
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription())
        .contains("tenant greedy", "Download", "limit of 3", "torchtpu.limits.tenant-waiting-calls");
    StatusRuntimeException alsoRefused = catchThrowableOfType(StatusRuntimeException.class, () -> rt.execute(
        ExecuteRequest.newBuilder().setSessionId(greedy).setFirstSequence(1).addOps(constant(1, 4)).build()));
    assertThat(alsoRefused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);

    String other = open(rt, "other", EagerMode.DEBUG); // another tenant is not held back by greedy's waits
    assertThat(rt.execute(ExecuteRequest.newBuilder().setSessionId(other).setFirstSequence(1)
        .addOps(constant(1, 4)).build()).getResultsCount()).isEqualTo(1);

    parked.forEach(c -> c.cancel(null)); // the clients give up: their waits end, and so does their hold
    deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (admission.tenantWaiting("greedy") > 0 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(admission.tenantWaiting("greedy")).isZero();
    assertThat(rt.execute(ExecuteRequest.newBuilder().setSessionId(greedy).setFirstSequence(1)
        .addOps(constant(1, 4)).build()).getResultsCount()).isEqualTo(1);
  }

  /**
   * DescribeSession waits for a session whose last batch was acknowledged ahead of its thread (by the thread completing
   * its collective) while that thread waits, say for its tenant's turn. It parked a server thread uncounted, so a
   * tenant could hold any number of them; it counts among the tenant's waiting calls as Download's same wait does. A
   * DescribeSession with nothing to wait for is not a waiting call: the tenant at its limit still gets it answered.
   * The waits are set to five minutes, so the parked calls stay parked for the whole test however loaded the machine.
   */
  @Test
  void describeSessionsWaitingForAnAcknowledgedBatchAreBoundedAsWaitingCalls() throws Exception {
    RuntimeGrpc.RuntimeBlockingStub rt = start(new LimitProperties(0, 0, 0, 0, null, null, 3),
        TimeUnit.MINUTES.toMillis(5));
    String greedy = open(rt, "greedy", EagerMode.STRICT);
    sessions.get(greedy).progress().ackedAhead(1); // op #1 acknowledged; the session's thread never stores it
    DescribeSessionRequest describe = DescribeSessionRequest.newBuilder().setSessionId(greedy).build();
    List<Context.CancellableContext> parked = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Context.CancellableContext call = Context.current().withCancellation();
      parked.add(call);
      call.run(() -> RuntimeGrpc.newStub(channel).describeSession(describe, new FirstResponse<>()));
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (admission.tenantWaiting("greedy") < 3 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(admission.tenantWaiting("greedy")).isEqualTo(3);
    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class,
        () -> rt.describeSession(describe));
    assertThat(refused).as("a fourth DescribeSession waiting on the session").isNotNull();
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains("tenant greedy", "DescribeSession", "limit of 3");
    String caughtUp = open(rt, "greedy", EagerMode.STRICT);
    assertThat(rt.describeSession(DescribeSessionRequest.newBuilder().setSessionId(caughtUp).build()).getSessionId())
        .as("a session with nothing acknowledged ahead is described at once, the tenant at its limit")
        .isEqualTo(caughtUp);
    rt.closeSession(CloseSessionRequest.newBuilder().setSessionId(greedy).build()); // ends the waits
    deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (admission.tenantWaiting("greedy") > 0 && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(admission.tenantWaiting("greedy")).isZero();
    parked.forEach(c -> c.cancel(null));
  }

  /**
   * gRPC queues whatever a server sends regardless of flow control: Downloads that a tenant never reads would park
   * copies of its values in the transport, unaccounted. A Download's copy is held against the tenant's heap share
   * while it is being sent, chunks go out only as the caller reads, and a cancelled Download releases its hold.
   */
  @Test
  void downloadsNobodyReadsAreHeldAgainstTheHeapShareAndReleasedOnCancel() throws Exception {
    RuntimeGrpc.RuntimeBlockingStub rt = start();
    String reader = open(rt, "reader", EagerMode.DEBUG);
    rt.execute(ExecuteRequest.newBuilder().setSessionId(reader).setFirstSequence(1)
        .addOps(constant(7, 100_000)).build()); // a 400 KB value
    long before = memory.held();
    List<io.grpc.ClientCall<org.torchtpu.api.v1.DownloadRequest, org.torchtpu.api.v1.DownloadResponse>> calls =
        new ArrayList<>();
    LinkedBlockingQueue<Status> ended = new LinkedBlockingQueue<>();
    org.torchtpu.api.v1.DownloadRequest request = org.torchtpu.api.v1.DownloadRequest.newBuilder()
        .setSessionId(reader).setHandle(7).setAfterSequence(1).setChunkBytes(4096).build();
    for (int i = 0; i < 8; i++) {
      io.grpc.ClientCall<org.torchtpu.api.v1.DownloadRequest, org.torchtpu.api.v1.DownloadResponse> call =
          channel.newCall(RuntimeGrpc.getDownloadMethod(), io.grpc.CallOptions.DEFAULT);
      call.start(new io.grpc.ClientCall.Listener<>() {
        @Override
        public void onClose(Status status, io.grpc.Metadata trailers) {
          ended.add(status);
        }
      }, new io.grpc.Metadata());
      call.sendMessage(request);
      call.halfClose();
      call.request(1); // reads the first message, then nothing
      calls.add(call);
    }
    // the share (2 MiB) holds four 400 KB copies next to the value: the others are refused, naming the share
    List<Status> refusals = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      Status s = ended.poll(30, TimeUnit.SECONDS);
      assertThat(s).as("a Download past the share ends").isNotNull();
      refusals.add(s);
    }
    for (Status s : refusals) {
      assertThat(s.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(s.getDescription()).contains("Download of handle 7", "torchtpu.quota.max-heap-share");
    }
    assertThat(memory.held()).isGreaterThan(before).isLessThanOrEqualTo(memory.tenantShare());

    calls.forEach(c -> c.cancel("the caller gives up", null));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    // the heap hold and the admission are released one after the other: wait for both
    while ((memory.held() != before || admission.tenantWaiting("reader") != 0) && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    assertThat(memory.held()).as("every Download's hold released").isEqualTo(before);
    assertThat(admission.tenantWaiting("reader")).isZero();
  }
}
