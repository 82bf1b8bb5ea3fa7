package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.ByteString;
import com.google.rpc.RetryInfo;
import io.grpc.ClientInterceptor;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.ServerInterceptors;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.FreeRequest;
import org.torchtpu.api.v1.FreeResponse;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.testing.CallOutcome;

/**
 * The attack: one tenant's key, many concurrent large requests that its handler holds (a stalled session), over a real
 * Netty transport (which buffers each message whole before the marshaller sees it). With the budget the server holds at
 * most the tenant's share, refuses the rest while they arrive naming the setting, serves another tenant meanwhile and
 * gives every byte back once the calls end.
 */
class InFlightBudgetTest {
  private static final long MIB = 1 << 20;
  private static final int REQUEST_MIB = 8;
  /** The largest HTTP/2 DATA frame a Netty server accepts by default (SETTINGS_MAX_FRAME_SIZE, RFC 9113 6.5.2). */
  private static final long FRAME_BYTES = 16_384;

  private final CountDownLatch release = new CountDownLatch(1);
  private final AtomicInteger executing = new AtomicInteger();
  private final AtomicInteger batches = new AtomicInteger();
  private final List<ManagedChannel> channels = new ArrayList<>();
  private Server server;

  /** Execute holds its request until released (a stalled session); ExecuteStream takes each batch and answers it. */
  private final class Stalling implements RuntimeGrpc.AsyncService {
    @Override
    public void execute(ExecuteRequest request, StreamObserver<ExecuteResponse> out) {
      executing.incrementAndGet();
      try {
        release.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      out.onNext(ExecuteResponse.getDefaultInstance());
      out.onCompleted();
    }

    @Override
    public StreamObserver<StreamRequest> executeStream(StreamObserver<StreamResponse> out) {
      return new StreamObserver<>() {
        @Override
        public void onNext(StreamRequest value) {
          batches.incrementAndGet();
          out.onNext(StreamResponse.getDefaultInstance());
        }

        @Override
        public void onError(Throwable t) {}

        @Override
        public void onCompleted() {
          out.onCompleted();
        }
      };
    }

    @Override
    public void free(FreeRequest request, StreamObserver<FreeResponse> out) {
      out.onNext(FreeResponse.getDefaultInstance());
      out.onCompleted();
    }
  }

  @AfterEach
  void stop() throws InterruptedException {
    release.countDown();
    channels.forEach(ManagedChannel::shutdownNow);
    if (server != null) {
      server.shutdownNow().awaitTermination(30, TimeUnit.SECONDS);
    }
  }

  private InFlightBudget start(long hostBytes, long tenantBytes) throws Exception {
    InFlightBudget budget = new InFlightBudget(hostBytes, tenantBytes);
    ApiKeys keys = ApiKeys.of(Map.of("mallory", List.of(ApiKeys.sha256Hex("key-m")),
        "alice", List.of(ApiKeys.sha256Hex("key-a"))), Map.of(), Map.of("fabric", List.of(ApiKeys.sha256Hex("key-s"))));
    server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .maxInboundMessageSize(64 << 20)
        .addStreamTracerFactory(budget)
        .addService(ServerInterceptors.intercept(StructureBound.bind(RuntimeGrpc.bindService(new Stalling()),
            StructureBound.DEFAULT, Map.of("Free", StructureBound.SMALL)),
            new ApiKeyServerInterceptor(keys, (method, caller) -> null)))
        .build().start();
    return budget;
  }

  /** A connection of its own, as an attacker may open as many as it likes. */
  private ManagedChannel channel() {
    ManagedChannel channel = Grpc.newChannelBuilderForAddress("127.0.0.1", server.getPort(),
        InsecureChannelCredentials.create()).build();
    channels.add(channel);
    return channel;
  }

  private RuntimeGrpc.RuntimeStub stub(String key) {
    return RuntimeGrpc.newStub(channel()).withInterceptors(keyHeader(key));
  }

  private static ClientInterceptor keyHeader(String key) {
    Metadata headers = new Metadata();
    headers.put(Metadata.Key.of("x-api-key", Metadata.ASCII_STRING_MARSHALLER), key);
    return MetadataUtils.newAttachHeadersInterceptor(headers);
  }

  private static ExecuteRequest executeOf(int mib) {
    return ExecuteRequest.newBuilder().setSessionId("s").addOps(Op.newBuilder().setConstant(ConstantOp.newBuilder()
        .setValue(TensorLiteral.newBuilder().setData(ByteString.copyFrom(new byte[mib << 20]))))).build();
  }

  private static CallOutcome<ExecuteResponse> execute(RuntimeGrpc.RuntimeStub stub, ExecuteRequest request) {
    CallOutcome<ExecuteResponse> call = new CallOutcome<>();
    stub.withDeadlineAfter(60, TimeUnit.SECONDS).execute(request, call);
    return call;
  }

  /**
   * Sends one unary call as the holder of {@code key} ({@code options} adds e.g. compression) and returns its refusal,
   * which must be RESOURCE_EXHAUSTED naming {@code why}.
   */
  private StatusRuntimeException refusedExhausted(String key, UnaryOperator<RuntimeGrpc.RuntimeBlockingStub> options,
      Function<RuntimeGrpc.RuntimeBlockingStub, ?> call, String... why) {
    RuntimeGrpc.RuntimeBlockingStub stub = options.apply(RuntimeGrpc.newBlockingStub(channel())
        .withInterceptors(keyHeader(key)).withDeadlineAfter(60, TimeUnit.SECONDS));
    StatusRuntimeException refused = catchThrowableOfType(() -> call.apply(stub), StatusRuntimeException.class);
    assertThat(refused).as("the call was taken").isNotNull();
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains(why);
    return refused;
  }

  @Test
  void aTenantsConcurrentLargeRequestsHoldAtMostItsShareAndAnotherTenantIsServed() throws Exception {
    InFlightBudget budget = start(64 * MIB, 20 * MIB);
    ExecuteRequest large = executeOf(REQUEST_MIB);
    List<CallOutcome<ExecuteResponse>> attack = new ArrayList<>();
    for (int i = 0; i < 8; i++) { // 64 MiB sent at once, each on its own connection
      attack.add(execute(stub("key-m"), large));
    }
    // every call either reaches its stalled handler, holding its request, or is refused. A frame is added to the pool
    // and given back at once when that takes it over the share (one atomic add each way, see InFlightBudget), so while
    // frames arrive a reader may catch up to one frame per connection above the share for that instant; sampled
    // against the share alone this failed under load (10 KiB over, once). What stays held is checked once quiet.
    while (executing.get() + attack.stream().filter(CallOutcome::isDone).count() < attack.size()) {
      assertThat(budget.heldBytes("mallory")).isLessThanOrEqualTo(20 * MIB + attack.size() * FRAME_BYTES);
      Thread.sleep(10);
    }
    assertThat(budget.heldBytes("mallory")).as("held once every call was taken or refused").isLessThanOrEqualTo(20 * MIB);
    List<Status> refused = attack.stream().filter(CallOutcome::isDone).map(CallOutcome::status).toList();
    // at most two of 8 MiB fit 20 MiB (frames of several arrive interleaved, so fewer may be whole)
    assertThat(executing.get()).isLessThanOrEqualTo(2);
    assertThat(refused).hasSizeGreaterThanOrEqualTo(6).allSatisfy(s -> {
      assertThat(s.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(s.getDescription()).contains("tenant mallory's requests in flight", "more than " + 20 * MIB,
          "torchtpu.grpc.in-flight-bytes-per-tenant");
    });
    int held = executing.get();
    assertThat(budget.heldBytes("mallory")).isGreaterThanOrEqualTo(held * REQUEST_MIB * MIB);

    // another tenant's large request is still taken (its handler stalls too, holding it)
    CallOutcome<ExecuteResponse> alice = execute(stub("key-a"), large);
    while (executing.get() < held + 1 && !alice.isDone()) {
      Thread.sleep(10);
    }
    assertThat(executing.get()).as("alice's request reached its handler: " + (alice.isDone() ? alice.status() : ""))
        .isEqualTo(held + 1);

    release.countDown();
    assertThat(alice.await(60).getCode()).isEqualTo(Status.Code.OK);
    for (CallOutcome<ExecuteResponse> call : attack) {
      call.await(60);
    }
    awaitHeld(budget, 0);
    assertThat(budget.heldBytes("mallory")).isZero();
    assertThat(budget.heldBytes("alice")).isZero();
  }

  @Test
  void streamedBatchesAreGivenBackAsTheirHandlerTakesThem() throws Exception {
    InFlightBudget budget = start(64 * MIB, 20 * MIB);
    CallOutcome<StreamResponse> call = new CallOutcome<>();
    StreamObserver<StreamRequest> stream = stub("key-m").withDeadlineAfter(120, TimeUnit.SECONDS).executeStream(call);
    StreamRequest batch = StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().addAllOps(executeOf(REQUEST_MIB)
        .getOpsList())).build();
    for (int i = 0; i < 10; i++) { // 80 MiB in all, one 8 MiB batch in flight at a time
      stream.onNext(batch);
      int sent = i + 1;
      while (call.answers() < sent && !call.isDone()) {
        Thread.sleep(5);
      }
    }
    stream.onCompleted();
    assertThat(call.await(60).getCode()).isEqualTo(Status.Code.OK);
    assertThat(batches.get()).isEqualTo(10);
    awaitHeld(budget, 0);
  }

  @Test
  void aServiceKeysStreamLeavesNoMessageRecords() throws Exception {
    InFlightBudget budget = start(64 * MIB, 20 * MIB);
    CallOutcome<StreamResponse> call = new CallOutcome<>();
    StreamObserver<StreamRequest> stream = stub("key-s").withDeadlineAfter(120, TimeUnit.SECONDS).executeStream(call);
    StreamRequest batch = StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().addOps(Op.getDefaultInstance()))
        .build();
    for (int i = 0; i < 5_000; i++) {
      stream.onNext(batch);
    }
    while (call.answers() < 5_000 && !call.isDone()) {
      Thread.sleep(5);
    }
    assertThat(call.answers()).isEqualTo(5_000);
    // the stream is still open: an exempt call's messages are not counted, so none may be remembered either
    assertThat(budget.arrivedMessages()).isZero();
    assertThat(budget.heldBytes()).isZero();
    stream.onCompleted();
    assertThat(call.await(60).getCode()).isEqualTo(Status.Code.OK);
  }

  @Test
  void aRequestOverItsMethodsWireCeilingIsRefusedWhileArriving() throws Exception {
    InFlightBudget budget = start(64 * MIB, 32 * MIB);
    FreeRequest.Builder free = FreeRequest.newBuilder().setSessionId("s");
    for (long h = 0; h < 600_000; h++) {
      free.addHandles(Long.MAX_VALUE - h); // 10 bytes each: 6 MB, over Free's 1 MiB
    }
    refusedExhausted("key-m", UnaryOperator.identity(), stub -> stub.free(free.build()),
        "Free of more than " + MIB + " bytes");
    awaitHeld(budget, 0);
  }

  @Test
  void aCompressedRequestInflatingPastItsMethodsWireCeilingIsRefused() throws Exception {
    InFlightBudget budget = start(64 * MIB, 32 * MIB);
    FreeRequest.Builder free = FreeRequest.newBuilder().setSessionId("s");
    for (int h = 0; h < 540_000; h++) {
      free.addHandles(Long.MAX_VALUE); // 10 bytes each: 5.4 MB, a few KiB once gzipped
    }
    refusedExhausted("key-m", stub -> stub.withCompression("gzip"), stub -> stub.free(free.build()),
        "FreeRequest read whole (inflated, if compressed) is more than " + MIB + " bytes");
    awaitHeld(budget, 0);
  }

  /**
   * A message that alone is past the tenant's whole budget is refused without a retry hint, at parse and while its
   * frames arrive: sent again it is refused again, and with the hint the SDK resumed or retried it 8 times to fail
   * anyway. A message refused because the budget is full keeps its hint (below).
   */
  @Test
  void aMessageThatCanNeverFitIsRefusedWithoutARetryHint() throws Exception {
    InFlightBudget budget = start(64 * MIB, 20 * MIB);
    // a million empty ops: 2 MB on the wire fit the tenant's 20 MiB, their estimated parsed structure does not
    ExecuteRequest.Builder many = ExecuteRequest.newBuilder().setSessionId("s");
    for (int i = 0; i < 1_000_000; i++) {
      many.addOps(Op.getDefaultInstance());
    }
    StatusRuntimeException atParse = refusedExhausted("key-a", UnaryOperator.identity(),
        stub -> stub.execute(many.build()), "its parsed structure", "can never be taken", "20971520 bytes");
    // 24 MiB on the wire: refused at the frame that takes it past 20 MiB
    StatusRuntimeException arriving = refusedExhausted("key-a", UnaryOperator.identity(),
        stub -> stub.execute(executeOf(24)), "its wire bytes", "can never be taken",
        "torchtpu.grpc.in-flight-bytes-per-tenant");
    for (StatusRuntimeException refused : List.of(atParse, arriving)) {
      com.google.rpc.Status details = StatusProto.fromThrowable(refused);
      if (details != null) {
        assertThat(details.getDetailsList()).noneSatisfy(d -> assertThat(d.is(RetryInfo.class)).isTrue());
      }
    }
    assertThat(budget.refusals(InFlightBudget.Refusal.BUDGET)).isEqualTo(2);
    assertThat(executing.get()).isZero();
    awaitHeld(budget, 0);
  }

  /**
   * A refusal made while the message's frames arrive carries the retry hint too (the SDK resumes its op stream after
   * it), and is counted in the metric. Before, the transport ended such a call with its status alone: no RetryInfo,
   * so the SDK failed the stream for good, and no count anywhere (gRPC's own log of it is silenced).
   */
  @Test
  void aRefusalWhileArrivingCarriesARetryHintAndIsCounted() throws Exception {
    InFlightBudget budget = start(64 * MIB, 20 * MIB);
    io.micrometer.core.instrument.simple.SimpleMeterRegistry meters =
        new io.micrometer.core.instrument.simple.SimpleMeterRegistry();
    new InFlightBudgetMetrics(budget).bindTo(meters);
    CallOutcome<ExecuteResponse> holding = execute(stub("key-m"), executeOf(16)); // its stalled handler holds 16 MiB
    while (executing.get() < 1 && !holding.isDone()) {
      Thread.sleep(10);
    }
    assertThat(executing.get()).as("the first request reached its handler").isEqualTo(1);

    StatusRuntimeException refused = refusedExhausted("key-m", UnaryOperator.identity(),
        stub -> stub.execute(executeOf(REQUEST_MIB)), "its wire bytes", "tenant mallory's requests in flight");

    com.google.rpc.Status details = StatusProto.fromThrowable(refused);
    assertThat(details).as("no status details").isNotNull();
    assertThat(details.getDetailsList()).anySatisfy(d -> assertThat(d.is(RetryInfo.class)).isTrue());
    assertThat(budget.refusals(InFlightBudget.Refusal.BUDGET)).isEqualTo(1);
    assertThat(meters.get("torchtpu.grpc.in.flight.refused").tag("reason", "budget").functionCounter().count())
        .isEqualTo(1);
    assertThat(executing.get()).isEqualTo(1);
    release.countDown();
    assertThat(holding.await(60).getCode()).isEqualTo(Status.Code.OK);
    awaitHeld(budget, 0);
  }

  /** The server gives bytes back as its transport closes streams: waits for that, bounded against a hang. */
  private static void awaitHeld(InFlightBudget budget, long bytes) throws InterruptedException {
    long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (budget.heldBytes() != bytes && System.nanoTime() < giveUp) {
      Thread.sleep(10);
    }
    assertThat(budget.heldBytes()).isEqualTo(bytes);
  }
}
