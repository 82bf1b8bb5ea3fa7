package org.torchtpu.service.grpc;

import static org.assertj.core.api.Assertions.assertThat;
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

/**
 * Every method bound through {@link StructureBound} refuses a large request of empty structure before it is parsed,
 * unary and streaming alike, compressed or not, and parses large data (bytes and string contents) as before.
 */
class StructureBoundTest {
  /** Over the bound's threshold, small enough for a test's heap when parsed unbounded. */
  private static final int HOSTILE_BYTES = 4 << 20;

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
        + " bytes", "more than " + StructureBound.MAX_STRUCTURE_BYTES + " bytes besides the contents");
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
  void aHostileRequestOfAnyKindCostsItsWireSizeNotAParse() {
    for (HostileMessages.Hostile h : HostileMessages.all(HOSTILE_BYTES)) {
      MethodDescriptor.Marshaller<Message> bounded = StructureBound.marshaller(ProtoUtils.marshaller(h.prototype()));
      Message handed = bounded.parse(new WireBytes(h.wire().clone()));
      assertThat(handed).as(h.name()).isSameAs(h.prototype());
      Status refusal = StructureBound.takeRefusal(handed);
      assertThat(refusal).as(h.name()).isNotNull();
      assertThat(refusal.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(refusal.getDescription()).contains(h.prototype().getDescriptorForType().getName() + " of ");
      long allocated = ParseSpikeMeasurement.allocatedParsing(bounded, h.wire());
      assertThat(allocated).as("%s: allocated refusing %d bytes", h.name(), h.wire().length)
          .isLessThan(2L * h.wire().length);
    }
  }
}
