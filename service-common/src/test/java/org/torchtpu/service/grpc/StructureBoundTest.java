package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.ByteString;
import com.google.protobuf.Message;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.ExecuteResponse;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.testing.RawGrpc;

/**
 * Every method bound through {@link StructureBound} refuses a large request of empty structure before it is parsed,
 * unary and streaming alike, compressed or not, and parses large data (bytes and string contents) as before.
 */
class StructureBoundTest {
  /** Empty structure estimated well over the bound (8M empty ops: over 500 MiB once parsed). */
  private static final int HOSTILE_BYTES = 16 << 20;

  private Server server;
  private ManagedChannel channel;

  @AfterEach
  void stop() {
    if (channel != null) {
      channel.shutdownNow();
      server.shutdownNow();
    }
  }

  /** A Runtime service answering Execute and Compile, counting what reached it; its stream echoes nothing. */
  private static final class Counting extends RuntimeGrpc.RuntimeImplBase {
    final AtomicInteger handled = new AtomicInteger();
    final LinkedBlockingQueue<Throwable> streamEnded = new LinkedBlockingQueue<>();
    final CompletableFuture<Throwable> sendAfterRefusal = new CompletableFuture<>();

    @Override
    public void execute(ExecuteRequest req, StreamObserver<ExecuteResponse> out) {
      handled.incrementAndGet();
      out.onNext(ExecuteResponse.getDefaultInstance());
      out.onCompleted();
    }

    @Override
    public void compile(CompileRequest req, StreamObserver<CompileResponse> out) {
      handled.incrementAndGet();
      out.onNext(CompileResponse.newBuilder().setProgramId("text of " + req.getStablehlo().length()).build());
      out.onCompleted();
    }

    @Override
    public StreamObserver<StreamRequest> executeStream(StreamObserver<StreamResponse> out) {
      return new StreamObserver<>() {
        @Override
        public void onNext(StreamRequest r) {
          handled.incrementAndGet();
        }

        @Override
        public void onError(Throwable t) {
          streamEnded.add(t);
          try { // as a handler's other thread might answer after the refusal: as after any cancel
            out.onNext(StreamResponse.getDefaultInstance());
            sendAfterRefusal.complete(null);
          } catch (Throwable e) {
            sendAfterRefusal.complete(e);
          }
        }

        @Override
        public void onCompleted() {
          out.onCompleted();
        }
      };
    }
  }

  private Counting serve() throws Exception {
    Counting service = new Counting();
    String name = "bound-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(StructureBound.bind(service.bindService())).build()
        .start();
    channel = InProcessChannelBuilder.forName(name).maxInboundMessageSize(64 << 20).build();
    return service;
  }

  private static ExecuteRequest emptyOps(int count) {
    ExecuteRequest.Builder b = ExecuteRequest.newBuilder().setSessionId("s");
    for (int i = 0; i < count; i++) {
      b.addOps(Op.getDefaultInstance());
    }
    return b.build();
  }

  @Test
  void everyMethodIsBound() {
    ServerServiceDefinition bound = StructureBound.bind(new Counting().bindService());
    assertThat(bound.getMethods()).hasSize(RuntimeGrpc.getServiceDescriptor().getMethods().size());
    assertThat(bound.getMethods()).allSatisfy(m -> assertThat(StructureBound.bounds(m.getMethodDescriptor()))
        .as(m.getMethodDescriptor().getFullMethodName()).isTrue());
    assertThat(bound.getServiceDescriptor().getSchemaDescriptor()).as("reflection still sees the schema")
        .isSameAs(RuntimeGrpc.getServiceDescriptor().getSchemaDescriptor());
  }

  @Test
  void aLargeUnaryRequestOfStructureIsRefusedNamingTheBoundAndTheServerGoesOn() throws Exception {
    Counting service = serve();
    ExecuteRequest hostile = emptyOps(HOSTILE_BYTES / 2);
    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class,
        () -> RuntimeGrpc.newBlockingStub(channel).withDeadlineAfter(60, TimeUnit.SECONDS).execute(hostile));
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains("ExecuteRequest of " + hostile.getSerializedSize()
        + " bytes", "more than " + StructureBound.MAX_PARSED_HEAP_BYTES + " bytes of heap once parsed");
    assertThat(service.handled.get()).as("the handler never saw it").isZero();

    // compressed, a few KiB on the wire that inflate to the same: refused alike
    StatusRuntimeException gzip = catchThrowableOfType(StatusRuntimeException.class, () -> RuntimeGrpc
        .newBlockingStub(channel).withCompression("gzip").withDeadlineAfter(60, TimeUnit.SECONDS).execute(hostile));
    assertThat(gzip.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(service.handled.get()).isZero();

    assertThat(RuntimeGrpc.newBlockingStub(channel).execute(emptyOps(10))).isNotNull();
    assertThat(service.handled.get()).isEqualTo(1);
  }

  @Test
  void largeDataAndTextPassAsBefore() throws Exception {
    Counting service = serve();
    String text = "x".repeat(HOSTILE_BYTES); // StableHLO text: a string's contents are data
    CompileResponse r = RuntimeGrpc.newBlockingStub(channel).compile(CompileRequest.newBuilder().setStablehlo(text)
        .build());
    assertThat(r.getProgramId()).isEqualTo("text of " + HOSTILE_BYTES);
    ExecuteRequest constant = ExecuteRequest.newBuilder().addOps(Op.newBuilder().addResults(1).setConstant(
        org.torchtpu.api.v1.ConstantOp.newBuilder().setValue(org.torchtpu.api.v1.TensorLiteral.newBuilder()
            .setData(ByteString.copyFrom(new byte[HOSTILE_BYTES]))))).build();
    assertThat(RuntimeGrpc.newBlockingStub(channel).execute(constant)).isNotNull();
    assertThat(service.handled.get()).isEqualTo(2);
  }

  @Test
  void aStreamHandedARefusedMessageEndsWithTheRefusalAndItsHandlerIsToldItWasCancelled() throws Exception {
    Counting service = serve();
    CompletableFuture<Throwable> ended = new CompletableFuture<>();
    StreamObserver<StreamRequest> in = RuntimeGrpc.newStub(channel).executeStream(new StreamObserver<>() {
      @Override
      public void onNext(StreamResponse r) {
        ended.complete(new AssertionError("answered " + r));
      }

      @Override
      public void onError(Throwable t) {
        ended.complete(t);
      }

      @Override
      public void onCompleted() {
        ended.complete(new AssertionError("completed"));
      }
    });
    OpBatch.Builder batch = OpBatch.newBuilder();
    for (int i = 0; i < HOSTILE_BYTES / 2; i++) {
      batch.addOps(Op.getDefaultInstance());
    }
    in.onNext(StreamRequest.newBuilder().setBatch(batch).build());
    Throwable end = ended.get(60, TimeUnit.SECONDS);
    assertThat(Status.fromThrowable(end).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(end).hasMessageContaining("StreamRequest of");
    Throwable told = service.streamEnded.poll(60, TimeUnit.SECONDS);
    assertThat(Status.fromThrowable(told).getCode()).isEqualTo(Status.Code.CANCELLED);
    Throwable sent = service.sendAfterRefusal.get(60, TimeUnit.SECONDS);
    if (sent != null) { // gRPC's stream observer refuses a send after a cancel so (never "call already closed")
      assertThat(Status.fromThrowable(sent).getCode()).as(String.valueOf(sent)).isEqualTo(Status.Code.CANCELLED);
    }
    assertThat(service.handled.get()).isZero();
  }

  /** Parsing each hostile request through the bound allocates about its wire size, not the parse's many times it. */
  @Test
  void aHostileRequestOfAnyKindCostsItsWireSizeNotAParse() throws Exception {
    for (HostileMessages.Hostile h : HostileMessages.all(HOSTILE_BYTES)) {
      MethodDescriptor.Marshaller<Message> bounded = StructureBound.marshaller(ProtoUtils.marshaller(h.prototype()));
      Status refusal = refusalOf(h.prototype(), h.wire());
      assertThat(refusal.getCode()).as(h.name()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(refusal.getDescription()).contains(h.prototype().getDescriptorForType().getName() + " of ");
      long allocated = ParseSpikeMeasurement.allocatedParsing(bounded, h.wire());
      assertThat(allocated).as("%s: allocated refusing %d bytes", h.name(), h.wire().length)
          .isLessThan(2L * h.wire().length);
    }
  }

  /** A 64 MiB Execute of empty ops (over 2 GiB once parsed) is refused for about its copy, its scan stopping early. */
  @Test
  void a64MiBMessageOfEmptyOpsIsRefusedForAboutItsCopy() throws Exception {
    byte[] wire = HostileMessages.emptyRepeated(ExecuteRequest.OPS_FIELD_NUMBER, 32 << 20);
    MethodDescriptor.Marshaller<ExecuteRequest> bounded = StructureBound.marshaller(
        RuntimeGrpc.getExecuteMethod().getRequestMarshaller());
    long allocated = ParseSpikeMeasurement.allocatedParsing(bounded, wire);
    assertThat(allocated).isLessThan(wire.length + (8L << 20));
    assertThat(refusalOf(ExecuteRequest.getDefaultInstance(), wire).getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
  }

  /** A large request the scan finds malformed is refused INVALID_ARGUMENT, never handed to protobuf's parser. */
  @Test
  void aLargeMalformedRequestIsRefusedNotParsed() throws Exception {
    Counting service = serve();
    byte[] ops = HostileMessages.emptyRepeated(ExecuteRequest.OPS_FIELD_NUMBER, 1 << 20);
    byte[] truncated = java.util.Arrays.copyOf(ops, ops.length + 2);
    truncated[ops.length] = 0x12; // one more op, claiming 127 bytes that are not there
    truncated[ops.length + 1] = 0x7f;
    Status refusal = RawGrpc.send(channel, RuntimeGrpc.getExecuteMethod(), truncated);
    assertThat(refusal.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(refusal.getDescription()).contains("ExecuteRequest of " + truncated.length + " bytes",
        "not a valid encoding of torchtpu.v1.ExecuteRequest");
    assertThat(service.handled.get()).isZero();
  }

  /** A method whose marshaller does not name its message type cannot be checked: binding it fails at start-up. */
  @Test
  void bindingAMethodTheBoundCannotCheckFails() {
    MethodDescriptor.Marshaller<byte[]> raw = RawGrpc.BYTES;
    MethodDescriptor<byte[], byte[]> method = MethodDescriptor.<byte[], byte[]>newBuilder()
        .setType(MethodDescriptor.MethodType.UNARY).setFullMethodName("test.Raw/Echo")
        .setRequestMarshaller(raw).setResponseMarshaller(raw).build();
    ServerServiceDefinition service = ServerServiceDefinition.builder("test.Raw")
        .addMethod(method, io.grpc.stub.ServerCalls.asyncUnaryCall((req, out) -> out.onCompleted())).build();
    assertThatThrownBy(() -> StructureBound.bind(service)).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("test.Raw/Echo", "cannot be checked");
  }

  /** The SDK's 1 MiB upload chunk, framed, is handed to protobuf's parser as it came: neither copied nor scanned. */
  /**
   * A message of unknown length (gzip-inflated, or an in-process call's own stream) is read whole for a method without
   * a wire ceiling of its own: its ceiling plus one byte overflowed, so it read nothing and handed the handler an empty
   * message (a SubmitJob of 4 MiB reached the scheduler as one with no tenant).
   */
  @Test
  void aMessageOfUnknownLengthIsReadWholeWhenItsMethodHasNoCeiling() {
    ExecuteRequest sent = ExecuteRequest.newBuilder().setSessionId("s").addOps(Op.getDefaultInstance()).build();
    MethodDescriptor.Marshaller<ExecuteRequest> bounded = StructureBound.marshaller(
        ProtoUtils.marshaller(ExecuteRequest.getDefaultInstance()), StructureBound.DEFAULT);
    // a plain stream: not KnownLength, so the marshaller cannot ask its length first
    java.io.InputStream unknownLength = new java.io.FilterInputStream(
        new java.io.ByteArrayInputStream(sent.toByteArray())) {};
    assertThat(bounded.parse(unknownLength)).isEqualTo(sent);
  }

  @Test
  void anUploadChunkOfTheSdkIsParsedAsItCame() {
    byte[] wire = org.torchtpu.api.v1.UploadRequest.newBuilder()
        .setChunk(ByteString.copyFrom(new byte[1 << 20])).build().toByteArray(); // as the SDK's Transfers sends it
    assertThat(wire.length).isGreaterThan(1 << 20).isLessThanOrEqualTo((int) StructureBound.CHECKED_ABOVE_BYTES);
    java.util.concurrent.atomic.AtomicReference<java.io.InputStream> seen = new java.util.concurrent.atomic
        .AtomicReference<>();
    MethodDescriptor.PrototypeMarshaller<Message> proto = (MethodDescriptor.PrototypeMarshaller<Message>) (Object)
        ProtoUtils.marshaller(org.torchtpu.api.v1.UploadRequest.getDefaultInstance());
    MethodDescriptor.Marshaller<Message> recording = new MethodDescriptor.PrototypeMarshaller<>() {
      @Override
      public Message getMessagePrototype() {
        return proto.getMessagePrototype();
      }

      @Override
      public Class<Message> getMessageClass() {
        return proto.getMessageClass();
      }

      @Override
      public java.io.InputStream stream(Message value) {
        return proto.stream(value);
      }

      @Override
      public Message parse(java.io.InputStream stream) {
        seen.set(stream);
        return proto.parse(stream);
      }
    };
    WireBytes arrived = new WireBytes(wire);
    long allocated = ParseSpikeMeasurement.allocatedParsing(StructureBound.marshaller(recording), wire);
    StructureBound.marshaller(recording).parse(arrived);
    assertThat(seen.get()).as("the stream gRPC handed over, not a copy").isSameAs(arrived);
    StructureBound.Limits before = new StructureBound.Limits(1 << 20, StructureBound.MAX_PARSED_HEAP_BYTES, Long.MAX_VALUE);
    long allocatedBefore = ParseSpikeMeasurement.allocatedParsing(StructureBound.marshaller(recording, before), wire);
    assertThat(seen.get()).as("at sec7's threshold of 1 MiB: copied").isNotSameAs(arrived).isInstanceOf(WireBytes.class);
    System.out.printf("a 1 MiB upload chunk: %d bytes allocated parsing it through the bound (%d at a 1 MiB "
        + "threshold)%n", allocated, allocatedBefore);
  }

  /**
   * A service the application does not bind itself (gRPC's health and reflection, open without a key) gets the strict
   * limits: a 256 KiB request of unknown fields, under the services' own threshold, is refused there.
   */
  @Test
  void aServiceNotBindingItselfGetsTheOpenServicesLimits() throws Exception {
    Counting service = new Counting();
    Object wrapped = new StructureBoundServices().postProcessAfterInitialization(service, "counting");
    assertThat(wrapped).isInstanceOf(StructureBoundServices.Bound.class);
    String name = "open-" + System.nanoTime();
    server = InProcessServerBuilder.forName(name).addService(((io.grpc.BindableService) wrapped).bindService())
        .build().start();
    channel = InProcessChannelBuilder.forName(name).build();
    byte[] unknown = HostileMessages.emptyUnknownGroups(128 << 10);
    assertThat((long) unknown.length).isLessThan(StructureBound.CHECKED_ABOVE_BYTES);
    Status refused = RawGrpc.send(channel, RuntimeGrpc.getExecuteMethod(), unknown);
    assertThat(refused.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getDescription()).contains("more than " + StructureBound.OPEN.maxWireBytes());
    assertThat(service.handled.get()).isZero();
  }

  /**
   * How a server bound through {@link StructureBound} answers {@code wire} sent as the request of a unary method taking
   * {@code prototype}'s message type (a service of its own, served for this call); fails if the handler is reached.
   */
  private Status refusalOf(Message prototype, byte[] wire) throws Exception {
    String service = "test.Takes" + prototype.getDescriptorForType().getName();
    MethodDescriptor<Message, Message> method = MethodDescriptor.<Message, Message>newBuilder()
        .setType(MethodDescriptor.MethodType.UNARY).setFullMethodName(service + "/Take")
        .setRequestMarshaller(ProtoUtils.marshaller(prototype)).setResponseMarshaller(ProtoUtils.marshaller(prototype))
        .build();
    AtomicInteger handled = new AtomicInteger();
    ServerServiceDefinition takes = ServerServiceDefinition.builder(service)
        .addMethod(method, io.grpc.stub.ServerCalls.asyncUnaryCall((req, out) -> {
          handled.incrementAndGet();
          out.onNext(req);
          out.onCompleted();
        })).build();
    String name = "takes-" + System.nanoTime();
    Server takesServer = InProcessServerBuilder.forName(name).addService(StructureBound.bind(takes)).build().start();
    ManagedChannel takesChannel = InProcessChannelBuilder.forName(name).build();
    try {
      Status status = RawGrpc.send(takesChannel, method, wire);
      assertThat(handled.get()).as("the handler never saw it").isZero();
      return status;
    } finally {
      takesChannel.shutdownNow();
      takesServer.shutdownNow();
    }
  }
}
