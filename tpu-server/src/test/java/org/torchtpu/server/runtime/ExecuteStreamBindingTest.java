package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CompileRequest;
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
import org.torchtpu.service.grpc.InFlightBudget;
import org.torchtpu.service.grpc.StructureBound;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.ApiKeys;

/**
 * The real RuntimeService binding: ExecuteStream's requests are parsed by the recording marshaller (WireSizes), every
 * method's large requests are checked for structure before they are parsed (StructureBound), the global interceptors
 * still wrap every rebuilt method, and OpStreamCall holds what the batch's recorded wire size says,
 * not what the parsed message would re-serialize to.
 */
class ExecuteStreamBindingTest {
  /** Empty ops estimated at twice the bound once parsed (each is an Op object and its slot in the list). */
  private static final int HOSTILE_OPS = (int) (StructureBound.MAX_PARSED_HEAP_BYTES / 32);

  private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
  private final HostMemory memory = new HostMemory(1L << 30, 0, 0.5);
  private final SessionRegistry sessions;
  private final RuntimeService service;
  private Server server;
  private ManagedChannel channel;

  ExecuteStreamBindingTest() {
    Host host = new Host("binding-host", Generation.V5E, 1);
    Executor executor = new Executor();
    ProgramService programs = new ProgramService(executor, new ProgramCache(1 << 20, null, host.id(), executor, meters));
    sessions = new SessionRegistry(host, executor, programs, meters, new TenantQuotas(QuotaProperties.unlimited(), memory));
    service = new RuntimeService(sessions, new HostProperties("v5e", 1, host.id(), 60), meters);
  }

  @AfterEach
  void stop() {
    if (channel != null) {
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  /** A global interceptor refusing every call, as the authentication interceptors refuse a caller without a key. */
  private static final ServerInterceptor DENY_ALL = new ServerInterceptor() {
    @Override
    public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
        ServerCallHandler<Q, R> next) {
      call.close(Status.PERMISSION_DENIED.withDescription("denied by the test's interceptor"), new Metadata());
      return new ServerCall.Listener<>() { };
    }
  };

  @Test
  void globalInterceptorsStillWrapTheRebuiltExecuteStream() throws Exception {
    ServerServiceDefinition bound = service.bindService();
    MethodDescriptor<?, ?> stream = bound.getMethod(RuntimeGrpc.getExecuteStreamMethod().getFullMethodName())
        .getMethodDescriptor();
    assertThat(stream.getRequestMarshaller()).as("ExecuteStream parses through WireSizes' recording marshaller")
        .isNotSameAs(RuntimeGrpc.getExecuteStreamMethod().getRequestMarshaller());

    String name = "binding-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(ServerInterceptors.interceptForward(bound, DENY_ALL))
        .build().start();
    channel = InProcessChannelBuilder.forName(name).build();
    LinkedBlockingQueue<Throwable> ended = new LinkedBlockingQueue<>();
    StreamObserver<StreamRequest> in = RuntimeGrpc.newStub(channel).executeStream(new StreamObserver<>() {
      @Override
      public void onNext(StreamResponse r) {
        ended.add(new AssertionError("the stream answered: " + r));
      }

      @Override
      public void onError(Throwable t) {
        ended.add(t);
      }

      @Override
      public void onCompleted() {
        ended.add(new AssertionError("the stream completed"));
      }
    });
    in.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId("any")).build());
    Throwable end = ended.poll(30, TimeUnit.SECONDS);
    assertThat(Status.fromThrowable(end).getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
    assertThat(end).hasMessageContaining("denied by the test's interceptor");
    StatusRuntimeException unary = catchThrowableOfType(StatusRuntimeException.class, () -> RuntimeGrpc
        .newBlockingStub(channel).openSession(OpenSessionRequest.newBuilder().setTenant("t").build()));
    assertThat(unary.getStatus().getCode()).as("the other methods too").isEqualTo(Status.Code.PERMISSION_DENIED);
  }

  /**
   * Through the real binding and a transport, a large message of empty ops ends the stream with the marshaller's
   * refusal before it is parsed (see MessageShape), and the server goes on serving.
   */
  @Test
  void aLargeMessageOfStructureEndsTheStreamWithItsBound() throws Exception {
    String name = "binding-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(service).build().start();
    channel = InProcessChannelBuilder.forName(name).maxInboundMessageSize(64 << 20).build();
    LinkedBlockingQueue<Throwable> ended = new LinkedBlockingQueue<>();
    StreamObserver<StreamRequest> in = RuntimeGrpc.newStub(channel).executeStream(new StreamObserver<>() {
      @Override
      public void onNext(StreamResponse r) { }

      @Override
      public void onError(Throwable t) {
        ended.add(t);
      }

      @Override
      public void onCompleted() {
        ended.add(new AssertionError("the stream completed"));
      }
    });
    OpBatch.Builder hostile = OpBatch.newBuilder().setFirstSequence(1);
    for (int i = 0; i < HOSTILE_OPS; i++) {
      hostile.addOps(Op.getDefaultInstance());
    }
    in.onNext(StreamRequest.newBuilder().setBatch(hostile).build());
    Throwable end = ended.poll(30, TimeUnit.SECONDS);
    assertThat(Status.fromThrowable(end).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(end).hasMessageContaining("more than " + StructureBound.MAX_PARSED_HEAP_BYTES + " bytes of heap once "
        + "parsed");
    assertThat(RuntimeGrpc.newBlockingStub(channel).openSession(OpenSessionRequest.newBuilder().setTenant("t").build())
        .getSessionId()).isNotEmpty();
  }

  /**
   * Through the real binding, a large Execute or Compile of empty ops is refused RESOURCE_EXHAUSTED naming the bound
   * before it is parsed (unary calls were parsed whole before: 10 GB allocated for a 64 MiB one), and the server goes
   * on serving.
   */
  @Test
  void aLargeUnaryRequestOfStructureIsRefusedThroughTheRealBinding() throws Exception {
    String name = "binding-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(service).build().start();
    channel = InProcessChannelBuilder.forName(name).maxInboundMessageSize(64 << 20).build();
    org.torchtpu.api.v1.ExecuteRequest.Builder execute = org.torchtpu.api.v1.ExecuteRequest.newBuilder();
    org.torchtpu.api.v1.Graph.Builder graph = org.torchtpu.api.v1.Graph.newBuilder();
    for (int i = 0; i < HOSTILE_OPS; i++) {
      execute.addOps(Op.getDefaultInstance());
      graph.addOps(Op.getDefaultInstance());
    }
    StatusRuntimeException executed = catchThrowableOfType(StatusRuntimeException.class, () -> RuntimeGrpc
        .newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS).execute(execute.build()));
    assertThat(executed.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(executed.getStatus().getDescription()).contains("ExecuteRequest of", "more than "
        + StructureBound.MAX_PARSED_HEAP_BYTES + " bytes of heap once parsed");
    StatusRuntimeException compiled = catchThrowableOfType(StatusRuntimeException.class, () -> RuntimeGrpc
        .newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS)
        .compile(org.torchtpu.api.v1.CompileRequest.newBuilder().setGraph(graph).build()));
    assertThat(compiled.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(compiled.getStatus().getDescription()).contains("CompileRequest of");
    assertThat(RuntimeGrpc.newBlockingStub(channel).openSession(OpenSessionRequest.newBuilder().setTenant("t").build())
        .getSessionId()).isNotEmpty();
  }

  /**
   * The SDK-traced train step of the golden tiny Llama (forward, backward, AdamW; written by WarmupGraphExport),
   * repeated with its ids shifted into a graph of {@code ops} ops or more: an honest large program.
   */
  static org.torchtpu.api.v1.Graph repeatedLlamaStep(int ops) throws java.io.IOException {
    org.torchtpu.api.v1.Graph step;
    try (var in = ExecuteStreamBindingTest.class.getResourceAsStream("/warmup/llama_train_step.pb")) {
      step = org.torchtpu.api.v1.Graph.parseFrom(in);
    }
    long span = 1;
    for (Op op : step.getOpsList()) {
      for (long id : op.getResultsList()) {
        span = Math.max(span, id + 1);
      }
    }
    for (org.torchtpu.api.v1.Parameter p : step.getParametersList()) {
      span = Math.max(span, p.getId() + 1);
    }
    org.torchtpu.api.v1.Graph.Builder g = org.torchtpu.api.v1.Graph.newBuilder();
    for (long copy = 0; g.getOpsCount() < ops; copy++) {
      long shift = copy * span;
      for (org.torchtpu.api.v1.Parameter p : step.getParametersList()) {
        g.addParameters(p.toBuilder().setId(p.getId() + shift));
      }
      for (Op op : step.getOpsList()) {
        Op.Builder b = op.toBuilder().clearResults().clearOperands();
        op.getResultsList().forEach(id -> b.addResults(id + shift));
        op.getOperandsList().forEach(id -> b.addOperands(id + shift));
        g.addOps(b);
      }
      step.getOutputsList().forEach(id -> g.addOutputs(id + shift));
    }
    return g.build();
  }

  /**
   * An honest graph of over 100,000 ops (the SDK-traced Llama step, repeated: 10 MB on the wire, about 65 MB of heap
   * once parsed) passes the
   * bound and reaches Compile's handler through the real binding, which answers about the session it names (sec7's
   * bound of 1 MiB of structure refused any graph past some 30,000 of these ops). A 200,000-op one is estimated under
   * half the bound.
   */
  @Test
  void anHonestGraphOfOver100000OpsReachesCompileThroughTheRealBinding() throws Exception {
    String name = "binding-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(service).build().start();
    channel = InProcessChannelBuilder.forName(name).maxInboundMessageSize(64 << 20).build();
    org.torchtpu.api.v1.Graph graph = repeatedLlamaStep(100_000);
    org.torchtpu.api.v1.CompileRequest compile = org.torchtpu.api.v1.CompileRequest.newBuilder()
        .setSessionId("no-such-session").setGraph(graph).build();
    assertThat((long) compile.getSerializedSize()).isGreaterThan(StructureBound.CHECKED_ABOVE_BYTES);
    StatusRuntimeException answered = catchThrowableOfType(StatusRuntimeException.class, () -> RuntimeGrpc
        .newBlockingStub(channel).withDeadlineAfter(120, TimeUnit.SECONDS).compile(compile));
    assertThat(answered.getStatus().getCode()).as(String.valueOf(answered.getStatus()))
        .isEqualTo(Status.Code.NOT_FOUND);
    assertThat(answered.getStatus().getDescription()).contains("no-such-session");

    org.torchtpu.api.v1.Graph twice = repeatedLlamaStep(200_000);
    byte[] wire = org.torchtpu.api.v1.CompileRequest.newBuilder().setGraph(twice).build().toByteArray();
    long estimate = org.torchtpu.service.grpc.MessageShape.parsedHeap(wire, wire.length,
        org.torchtpu.api.v1.CompileRequest.getDescriptor(), Long.MAX_VALUE);
    System.out.printf("SDK-traced Llama step repeated: %d ops, %d wire bytes, estimated %d heap bytes parsed%n",
        twice.getOpsCount(), wire.length, estimate);
    assertThat(estimate).isLessThan(StructureBound.MAX_PARSED_HEAP_BYTES / 2);

    // and over a real transport counting requests in flight as a 1 GiB host does by default, a tenant's is taken whole
    ApiKeys keys = ApiKeys.of(Map.of("t",
        List.of(ApiKeys.sha256Hex("key-t"))), Map.of(),
        Map.of());
    long host = (1L << 30) / 2; // InFlightBudget.defaultHostBytes() of a 1 GiB heap
    InFlightBudget budget = new InFlightBudget(host,
        InFlightBudget.defaultTenantBytes(host));
    Server netty = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
        .maxInboundMessageSize(64 << 20).addStreamTracerFactory(budget)
        .addService(ServerInterceptors.intercept(service,
            new ApiKeyServerInterceptor(keys, (method, caller) -> null)))
        .build().start();
    ManagedChannel overNetty = Grpc.newChannelBuilderForAddress("127.0.0.1", netty.getPort(),
        InsecureChannelCredentials.create()).build();
    try {
      CompileRequest large = CompileRequest.newBuilder()
          .setSessionId("no-such-session").setGraph(twice).build();
      StatusRuntimeException taken = catchThrowableOfType(StatusRuntimeException.class, () -> RuntimeGrpc
          .newBlockingStub(overNetty).withInterceptors(MetadataUtils.newAttachHeadersInterceptor(key("t")))
          .withDeadlineAfter(120, TimeUnit.SECONDS).compile(large));
      assertThat(taken.getStatus().getCode()).as(String.valueOf(taken.getStatus())).isEqualTo(Status.Code.NOT_FOUND);
    } finally {
      overNetty.shutdownNow();
      netty.shutdownNow().awaitTermination(30, TimeUnit.SECONDS);
    }
    assertThat(budget.heldBytes()).isZero();
  }

  private static Metadata key(String tenant) {
    Metadata headers = new Metadata();
    headers.put(Metadata.Key.of("x-api-key", Metadata.ASCII_STRING_MARSHALLER), "key-" + tenant);
    return headers;
  }

  /** {@code first_sequence} sent {@code repeats} extra times before the batch: parses to the same batch, larger wire. */
  private static byte[] wireRepeatingFirstSequence(OpBatch batch, int repeats) throws Exception {
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    for (int i = 0; i < repeats; i++) {
      body.write(new byte[] {0x08, 0x01}); // OpBatch.first_sequence = 1, overwritten by the batch's own
    }
    batch.writeTo(body);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    com.google.protobuf.CodedOutputStream coded = com.google.protobuf.CodedOutputStream.newInstance(out);
    coded.writeByteArray(StreamRequest.BATCH_FIELD_NUMBER, body.toByteArray());
    coded.flush();
    return out.toByteArray();
  }

  @Test
  void aStreamBatchIsHeldForItsRecordedWireSize() throws Exception {
    java.util.concurrent.atomic.AtomicReference<org.torchtpu.api.v1.SessionInfo> opened =
        new java.util.concurrent.atomic.AtomicReference<>();
    service.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(org.torchtpu.api.v1.EagerMode.STRICT)
        .build(), new StreamObserver<>() {
          @Override
          public void onNext(org.torchtpu.api.v1.SessionInfo info) {
            opened.set(info);
          }

          @Override
          public void onError(Throwable t) {
            throw new AssertionError(t);
          }

          @Override
          public void onCompleted() { }
        });
    String session = opened.get().getSessionId();
    DeviceSession s = sessions.get(session);
    CountDownLatch stall = new CountDownLatch(1);
    CountDownLatch stalled = new CountDownLatch(1);
    s.enqueue(() -> { // the batch waits on the queue, held, until the test lets the session go on
      stalled.countDown();
      try {
        stall.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    });
    try {
      assertThat(stalled.await(30, TimeUnit.SECONDS)).isTrue();
      OpBatch batch = OpBatch.newBuilder().setFirstSequence(7).addOps(Op.newBuilder().addOperands(1).addOperands(2)
          .addResults(3).setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))).build();
      byte[] wire = wireRepeatingFirstSequence(batch, 100);
      @SuppressWarnings("unchecked")
      MethodDescriptor.Marshaller<StreamRequest> parser = (MethodDescriptor.Marshaller<StreamRequest>) service
          .bindService().getMethod(RuntimeGrpc.getExecuteStreamMethod().getFullMethodName()).getMethodDescriptor()
          .getRequestMarshaller();

      StreamObserver<StreamRequest> in = service.executeStream(new FakeServerCall() { });
      in.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
      long before = memory.held();
      StreamRequest parsed = parser.parse(new BatchHeapTest.KnownLengthStream(wire)); // as the transport thread does
      assertThat(parsed.getBatch()).isEqualTo(batch);
      assertThat(parsed.getSerializedSize()).isLessThan(wire.length - 150);
      in.onNext(parsed);
      assertThat(memory.held() - before).as("held for the %d wire bytes, not the %d it re-serializes to", wire.length,
          parsed.getSerializedSize()).isEqualTo(BatchHeap.of(parsed.getBatch(), wire.length));
    } finally {
      stall.countDown();
    }
  }
}
