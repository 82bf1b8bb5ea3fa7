package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.health.v1.HealthGrpc;
import io.grpc.stub.StreamObserver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.security.ApiKeyCredentials;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.BroadcastInDimOp;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DescribeHostRequest;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.FreeRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpBatch;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.Parameter;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadResponse;

/**
 * Hostile input against a real tpu-server process (API keys on): each malformed request gets the
 * status that names what is wrong, and after each the server still answers health checks and
 * Runtime calls. Raw gRPC, so no SDK check stands in front.
 */
class HostileInputIT {
  private static ServiceProcess server;
  private static ManagedChannel channel;
  private RuntimeGrpc.RuntimeBlockingStub rt;
  private String session;

  @BeforeAll
  static void start() throws Exception {
    List<String> args = new ArrayList<>(SecurityIT.keyArgs());
    args.addAll(List.of("--torchtpu.generation=v5e", "--torchtpu.chips=1"));
    server = ServiceProcess.start("tpu-server", args.toArray(String[]::new));
    channel = ManagedChannelBuilder.forTarget(server.grpcTarget()).usePlaintext().build();
  }

  @AfterAll
  static void stop() {
    channel.shutdownNow();
    server.close();
  }

  @BeforeEach
  void open() {
    rt = RuntimeGrpc.newBlockingStub(channel).withCallCredentials(new ApiKeyCredentials(SecurityIT.ALICE))
        .withDeadlineAfter(60, TimeUnit.SECONDS);
    session = rt.openSession(OpenSessionRequest.newBuilder().setMode(EagerMode.DEBUG).build()).getSessionId();
  }

  /** After every hostile request: the process is alive, healthy, serves Runtime calls, and the session's HBM is back. */
  @AfterEach
  void serverStaysUp() {
    rt.closeSession(CloseSessionRequest.newBuilder().setSessionId(session).build());
    assertThat(server.process().isAlive()).isTrue();
    assertThat(HealthGrpc.newBlockingStub(channel).withDeadlineAfter(10, TimeUnit.SECONDS)
        .check(HealthCheckRequest.getDefaultInstance()).getStatus()).isEqualTo(HealthCheckResponse.ServingStatus.SERVING);
    assertThat(rt.describeHost(DescribeHostRequest.getDefaultInstance()).getChips(0).getHbmUsedBytes()).isZero();
  }

  private static StatusRuntimeException failure(Executable call) {
    try {
      call.execute();
    } catch (StatusRuntimeException e) {
      return e;
    } catch (Throwable t) {
      throw new AssertionError("expected a gRPC status, got " + t, t);
    }
    throw new AssertionError("the call should have failed");
  }

  private static void assertStatus(Executable call, Status.Code code, String... mentions) {
    StatusRuntimeException e = failure(call);
    assertThat(e.getStatus().getCode()).as(e.toString()).isEqualTo(code);
    for (String m : mentions) {
      assertThat(e.getStatus().getDescription()).contains(m);
    }
  }

  private void execute(Op... ops) {
    rt.execute(ExecuteRequest.newBuilder().setSessionId(session).setFirstSequence(1).addAllOps(List.of(ops)).build());
  }

  /** An upload of {@code chunks}; completes the call unless {@code cancel}, which breaks it off instead. */
  private UploadResponse upload(long handle, TensorType type, boolean cancel, ByteString... chunks) throws Exception {
    return RawUpload.send(RuntimeGrpc.newStub(channel).withCallCredentials(new ApiKeyCredentials(SecurityIT.ALICE)),
        UploadHeader.newBuilder().setSessionId(session).setHandle(handle).setType(type).build(),
        cancel ? RawUpload.End.BREAK_OFF : RawUpload.End.COMPLETE, 60, chunks);
  }

  private static Op iota(DType dtype, long... dims) {
    return Op.newBuilder().addResults(10).setIota(IotaOp.newBuilder().setType(Shapes.type(dtype, dims))).build();
  }

  @Test
  void hugeAndNegativeDimsAreRefusedBeforeAnythingIsAllocated() {
    assertStatus(() -> upload(1, Shapes.type(DType.F32, new long[] {-3}), false), Status.Code.INVALID_ARGUMENT, "-3");
    assertStatus(() -> upload(1, Shapes.type(DType.F32, new long[] {1L << 40, 1L << 40}), false),
        Status.Code.INVALID_ARGUMENT);
    assertStatus(() -> upload(1, Shapes.type(DType.F32, new long[] {1L << 33}), false), Status.Code.RESOURCE_EXHAUSTED);
    assertStatus(() -> execute(iota(DType.F32, -1)), Status.Code.INVALID_ARGUMENT);
    assertStatus(() -> execute(iota(DType.F32, Long.MAX_VALUE, 2)), Status.Code.INVALID_ARGUMENT);
    assertStatus(() -> execute(iota(DType.F32, 1L << 20, 1L << 20)), Status.Code.RESOURCE_EXHAUSTED, "HBM");
    execute(iota(DType.F32, 2));
    assertStatus(() -> execute(Op.newBuilder().addOperands(10).addResults(11).setBroadcastInDim(BroadcastInDimOp.newBuilder()
        .addResultDims(1L << 31).addResultDims(1L << 31).addBroadcastDimensions(1)).build()), Status.Code.INVALID_ARGUMENT);
  }

  @Test
  void wrongDtypesAreInvalidArgument() {
    assertStatus(() -> upload(1, Shapes.type(DType.DTYPE_UNSPECIFIED, new long[] {2}), false, ByteString.copyFrom(new byte[8])),
        Status.Code.INVALID_ARGUMENT);
    assertStatus(() -> upload(1, TensorType.newBuilder().setDtypeValue(99).addDims(2).build(), false,
        ByteString.copyFrom(new byte[8])), Status.Code.INVALID_ARGUMENT);
    assertStatus(() -> execute(iota(DType.DTYPE_UNSPECIFIED, 2)), Status.Code.INVALID_ARGUMENT);
    execute(iota(DType.F32, 2), Op.newBuilder().addResults(11).setIota(IotaOp.newBuilder()
        .setType(Shapes.type(DType.S32, new long[] {2}))).build());
    assertStatus(() -> execute(Op.newBuilder().addOperands(10).addOperands(11).addResults(12)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build()), Status.Code.INVALID_ARGUMENT);
    // a constant whose bytes do not match its type
    assertStatus(() -> execute(Op.newBuilder().addResults(13).setConstant(ConstantOp.newBuilder().setValue(TensorLiteral
        .newBuilder().setType(Shapes.type(DType.F32, new long[] {4})).setData(ByteString.copyFrom(new byte[3])))).build()),
        Status.Code.INVALID_ARGUMENT);
  }

  @Test
  void truncatedAndAbandonedUploadsStoreNothingAndReleaseTheirReservation() throws Exception {
    TensorType t = Shapes.type(DType.F32, new long[] {1024});
    assertStatus(() -> upload(1, t, false, ByteString.copyFrom(new byte[1000])), Status.Code.INVALID_ARGUMENT,
        "truncated", "1000 of 4096");
    assertStatus(() -> upload(1, t, false, ByteString.copyFrom(new byte[4096]), ByteString.copyFrom(new byte[1])),
        Status.Code.INVALID_ARGUMENT, "more than 4096");
    upload(1, t, true, ByteString.copyFrom(new byte[100])); // the client breaks the call off half way
    // neither left a value behind: the handle is free, and the session's HBM (checked after the test) is back to 0
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a hang guard: a loaded CI machine is slow
    while (rt.describeHost(DescribeHostRequest.getDefaultInstance()).getChips(0).getHbmUsedBytes() != 0
        && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    assertStatus(() -> rt.download(DownloadRequest.newBuilder().setSessionId(session).setHandle(1).build())
        .forEachRemaining(r -> {}), Status.Code.NOT_FOUND);
    upload(1, t, false, ByteString.copyFrom(new byte[4096]));
    rt.free(FreeRequest.newBuilder().setSessionId(session).addHandles(1).build());
  }

  @Test
  void messagesOverTheInboundLimitAreResourceExhausted() {
    // 64 MiB is tpu-server's spring.grpc.server.max-inbound-message-size; this constant is just over it
    int bytes = (64 << 20) + 4096;
    Op huge = Op.newBuilder().addResults(1).setConstant(ConstantOp.newBuilder().setValue(TensorLiteral.newBuilder()
        .setType(Shapes.type(DType.U8, new long[] {bytes})).setData(ByteString.copyFrom(new byte[bytes])))).build();
    assertStatus(() -> execute(huge), Status.Code.RESOURCE_EXHAUSTED);
  }

  @Test
  void opsWithoutAKindAreInvalidArgumentInEveryPath() throws Exception {
    Op unknown = Op.newBuilder().addResults(1).build();
    assertStatus(() -> execute(unknown), Status.Code.INVALID_ARGUMENT);
    // the unknown fields of a newer client's op kind parse as "no kind" too
    Op fromTheFuture = Op.parseFrom(Op.newBuilder().addResults(2).build().toBuilder()
        .setUnknownFields(com.google.protobuf.UnknownFieldSet.newBuilder()
            .addField(999, com.google.protobuf.UnknownFieldSet.Field.newBuilder().addVarint(1).build()).build())
        .build().toByteString());
    assertStatus(() -> execute(fromTheFuture), Status.Code.INVALID_ARGUMENT);
    assertStatus(() -> rt.compile(CompileRequest.newBuilder().setSessionId(session).setGraph(Graph.newBuilder()
        .addOps(unknown).addOutputs(1)).build()), Status.Code.INVALID_ARGUMENT);
    // in a stream, the failure is reported as the op's error and the stream runs nothing after it
    StreamResponse error = streamUntilError(List.of(unknown, iota(DType.F32, 2)));
    assertThat(error.getErrorCode()).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
    assertThat(error.getError().getSequence()).isEqualTo(1);
  }

  private StreamResponse streamUntilError(List<Op> ops) throws Exception {
    CompletableFuture<StreamResponse> error = new CompletableFuture<>();
    StreamObserver<StreamRequest> req = RuntimeGrpc.newStub(channel).withCallCredentials(new ApiKeyCredentials(SecurityIT.ALICE))
        .executeStream(new StreamObserver<>() {
          public void onNext(StreamResponse r) {
            if (r.hasError()) {
              error.complete(r);
            }
          }

          public void onError(Throwable t) {
            error.completeExceptionally(t);
          }

          public void onCompleted() {
            error.completeExceptionally(new AssertionError("stream ended without reporting the error"));
          }
        });
    req.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(session)).build());
    req.onNext(StreamRequest.newBuilder().setBatch(OpBatch.newBuilder().setFirstSequence(1).addAllOps(ops)).build());
    req.onCompleted();
    return error.get(60, TimeUnit.SECONDS);
  }

  private static final TensorType F32_2 = Shapes.type(DType.F32, new long[] {2});

  private static Op add(long a, long b, long result) {
    return Op.newBuilder().addOperands(a).addOperands(b).addResults(result)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD)).build();
  }

  @Test
  void cyclicDanglingAndIllTypedGraphsAreInvalidArgument() {
    Parameter p = Parameter.newBuilder().setId(1).setType(F32_2).build();
    // 2 = 1 + 3 and 3 = 2 + 1: a cycle
    Graph cyclic = Graph.newBuilder().addParameters(p).addOps(add(1, 3, 2)).addOps(add(2, 1, 3)).addOutputs(3).build();
    Graph selfLoop = Graph.newBuilder().addParameters(p).addOps(add(2, 2, 2)).addOutputs(2).build();
    Graph danglingOutput = Graph.newBuilder().addParameters(p).addOps(add(1, 1, 2)).addOutputs(7).build();
    Graph twiceDefined = Graph.newBuilder().addParameters(p).addOps(add(1, 1, 2)).addOps(add(1, 1, 2)).addOutputs(2).build();
    Graph illTyped = Graph.newBuilder().addParameters(p)
        .addParameters(Parameter.newBuilder().setId(2).setType(Shapes.type(DType.F32, new long[] {3})))
        .addOps(add(1, 2, 3)).addOutputs(3).build();
    Graph duplicateParameter = Graph.newBuilder().addParameters(p).addParameters(p).addOps(add(1, 1, 2)).addOutputs(2).build();
    for (Graph g : List.of(cyclic, selfLoop, danglingOutput, twiceDefined, illTyped, duplicateParameter)) {
      assertStatus(() -> rt.compile(CompileRequest.newBuilder().setSessionId(session).setGraph(g).build()),
          Status.Code.INVALID_ARGUMENT);
    }
    assertStatus(() -> rt.compile(CompileRequest.newBuilder().setSessionId(session)
        .setStablehlo("module { func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> { %0 = stablehlo.add %a, %b").build()),
        Status.Code.INVALID_ARGUMENT, "StableHLO");
  }

  @Test
  void freedHandlesCannotBeUsedFreedAgainOrRead() throws Exception {
    upload(1, F32_2, false, ByteString.copyFrom(new byte[8]));
    rt.free(FreeRequest.newBuilder().setSessionId(session).addHandles(1).build());
    assertStatus(() -> execute(add(1, 1, 2)), Status.Code.NOT_FOUND, "handle 1");
    assertStatus(() -> rt.free(FreeRequest.newBuilder().setSessionId(session).addHandles(1).build()),
        Status.Code.NOT_FOUND, "handle 1");
    assertStatus(() -> rt.download(DownloadRequest.newBuilder().setSessionId(session).setHandle(1).build())
        .forEachRemaining(r -> {}), Status.Code.NOT_FOUND, "handle 1");
    // defining a handle twice is refused; after a free the number may be defined again
    upload(1, F32_2, false, ByteString.copyFrom(new byte[8]));
    assertStatus(() -> upload(1, F32_2, false, ByteString.copyFrom(new byte[8])), Status.Code.ALREADY_EXISTS);
    rt.free(FreeRequest.newBuilder().setSessionId(session).addHandles(1).build());
  }
}
