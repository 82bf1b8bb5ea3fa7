package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.BinaryOp;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DownloadRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.FreeRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpError;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.UploadHeader;

/** The Runtime service's answers to bad input, through raw gRPC (no SDK checks in front). */
class RuntimeContractIT {
  private static ServiceProcess server;
  private static ManagedChannel channel;
  private RuntimeGrpc.RuntimeBlockingStub rt;
  private String session;

  @BeforeAll
  static void startServer() throws Exception {
    server = ServiceProcess.start("tpu-server", "--torchtpu.generation=v6e", "--torchtpu.chips=1");
    channel = ManagedChannelBuilder.forTarget(server.grpcTarget()).usePlaintext().build();
  }

  @AfterAll
  static void stopServer() {
    channel.shutdownNow();
    server.close();
  }

  @BeforeEach
  void open() {
    rt = RuntimeGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS);
    session = rt.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(EagerMode.DEBUG).build()).getSessionId();
  }

  @AfterEach
  void close() {
    rt.closeSession(CloseSessionRequest.newBuilder().setSessionId(session).build());
    // the server is still up after every test
    assertThat(rt.describeHost(org.torchtpu.api.v1.DescribeHostRequest.getDefaultInstance()).getChipsCount()).isEqualTo(1);
  }

  private static Status.Code code(Throwable t) {
    return Status.fromThrowable(t).getCode();
  }

  private static OpError opError(StatusRuntimeException e) throws Exception {
    for (Any a : StatusProto.fromThrowable(e).getDetailsList()) {
      if (a.is(OpError.class)) {
        return a.unpack(OpError.class);
      }
    }
    throw new AssertionError("no OpError detail in " + e);
  }

  private long upload(long handle, DType dtype, long[] dims, ByteString data) throws Exception {
    return upload(handle, dtype, dims, data, RawUpload.End.COMPLETE);
  }

  private long upload(long handle, DType dtype, long[] dims, ByteString data, RawUpload.End end) throws Exception {
    return RawUpload.send(RuntimeGrpc.newStub(channel), UploadHeader.newBuilder().setSessionId(session).setHandle(handle)
        .setType(Shapes.type(dtype, dims)).build(), end, 30, data).getBytes();
  }

  @Test
  void unknownSessionIsNotFound() {
    StatusRuntimeException e = catchThrowableOfType(() -> rt.execute(ExecuteRequest.newBuilder().setSessionId("nope").build()),
        StatusRuntimeException.class);
    assertThat(code(e)).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(e.getMessage()).contains("nope");
  }

  @Test
  void badSessionRequestsAreInvalidArgument() {
    assertThat(code(catchThrowableOfType(() -> rt.openSession(OpenSessionRequest.newBuilder().setTenant("t").setChip(9).build()),
        StatusRuntimeException.class))).isEqualTo(Status.Code.INVALID_ARGUMENT);
    StatusRuntimeException wrongGen = catchThrowableOfType(() -> rt.openSession(OpenSessionRequest.newBuilder()
        .setTenant("t").setGeneration(Generation.V4).build()), StatusRuntimeException.class);
    assertThat(code(wrongGen)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(wrongGen.getMessage()).contains("V6E").contains("V4");
    assertThat(code(catchThrowableOfType(() -> rt.openSession(OpenSessionRequest.getDefaultInstance()),
        StatusRuntimeException.class))).isEqualTo(Status.Code.INVALID_ARGUMENT);
  }

  @Test
  void illTypedOpIsInvalidArgumentWithOpDetail() throws Exception {
    upload(1, DType.F32, new long[] {2}, ByteString.copyFrom(new byte[8]));
    upload(2, DType.F32, new long[] {3}, ByteString.copyFrom(new byte[12]));
    Op add = Op.newBuilder().addOperands(1).addOperands(2).addResults(3)
        .setBinary(BinaryOp.newBuilder().setKind(BinaryOp.Kind.ADD))
        .setLocation(SourceLocation.newBuilder().setFile("Model.java").setLine(42))
        .build();
    StatusRuntimeException e = catchThrowableOfType(() -> rt.execute(ExecuteRequest.newBuilder()
        .setSessionId(session).setFirstSequence(5).addOps(add).build()), StatusRuntimeException.class);
    assertThat(code(e)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(e.getMessage()).contains("op #5 add at Model.java:42").contains("f32[2]").contains("f32[3]");
    OpError detail = opError(e);
    assertThat(detail.getSequence()).isEqualTo(5);
    assertThat(detail.getOp()).isEqualTo("add");
    assertThat(detail.getLocation().getLine()).isEqualTo(42);
  }

  @Test
  void undefinedOperandIsNotFound() throws Exception {
    Op neg = Op.newBuilder().addOperands(77).addResults(78)
        .setUnary(org.torchtpu.api.v1.UnaryOp.newBuilder().setKind(org.torchtpu.api.v1.UnaryOp.Kind.NEGATE)).build();
    StatusRuntimeException e = catchThrowableOfType(() -> rt.execute(ExecuteRequest.newBuilder()
        .setSessionId(session).setFirstSequence(1).addOps(neg).build()), StatusRuntimeException.class);
    assertThat(code(e)).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(e.getMessage()).contains("77");
    assertThat(opError(e).getOp()).isEqualTo("negate");
  }

  @Test
  void opWithoutKindIsInvalidArgument() {
    StatusRuntimeException e = catchThrowableOfType(() -> rt.execute(ExecuteRequest.newBuilder()
        .setSessionId(session).setFirstSequence(1).addOps(Op.newBuilder().addResults(1)).build()), StatusRuntimeException.class);
    assertThat(code(e)).isEqualTo(Status.Code.INVALID_ARGUMENT);
  }

  @Test
  void truncatedAndOversizedUploadsAreRejected() {
    Exception truncated = catchThrowableOfType(() -> upload(1, DType.F32, new long[] {4}, ByteString.copyFrom(new byte[10])),
        Exception.class);
    assertThat(code(truncated)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(truncated.getMessage()).contains("truncated").contains("10 of 16");
    Exception oversized = catchThrowableOfType(() -> upload(2, DType.F32, new long[] {1}, ByteString.copyFrom(new byte[9])),
        Exception.class);
    assertThat(code(oversized)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    Exception negative = catchThrowableOfType(() -> upload(3, DType.F32, new long[] {-4}, ByteString.EMPTY), Exception.class);
    assertThat(code(negative)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(negative.getMessage()).contains("-4");
    Exception badPred = catchThrowableOfType(() -> upload(4, DType.PRED, new long[] {2}, ByteString.copyFrom(new byte[] {1, 5})),
        Exception.class);
    assertThat(code(badPred)).isEqualTo(Status.Code.INVALID_ARGUMENT);
  }

  @Test
  void uploadPastHbmIsResourceExhaustedBeforeTheDataArrives() {
    // v6e has 32 GiB per chip; the header alone asks for 40 GiB
    Exception e = catchThrowableOfType(() -> upload(1, DType.F32, new long[] {10L << 30}, ByteString.copyFrom(new byte[4]),
        RawUpload.End.LEAVE_OPEN),
        Exception.class);
    assertThat(code(e)).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(e.getMessage()).contains("f32[10737418240]");
  }

  @Test
  void downloadAndFreeOfUnknownHandlesAreNotFound() {
    StatusRuntimeException d = catchThrowableOfType(() -> rt.download(DownloadRequest.newBuilder()
        .setSessionId(session).setHandle(99).build()).hasNext(), StatusRuntimeException.class);
    assertThat(code(d)).isEqualTo(Status.Code.NOT_FOUND);
    StatusRuntimeException f = catchThrowableOfType(() -> rt.free(FreeRequest.newBuilder()
        .setSessionId(session).addHandles(99).build()), StatusRuntimeException.class);
    assertThat(code(f)).isEqualTo(Status.Code.NOT_FOUND);
  }

  @Test
  void freedHandleCannotBeReused() throws Exception {
    upload(1, DType.F32, new long[] {2}, ByteString.copyFrom(new byte[8]));
    rt.free(FreeRequest.newBuilder().setSessionId(session).addHandles(1).build());
    StatusRuntimeException d = catchThrowableOfType(() -> rt.download(DownloadRequest.newBuilder()
        .setSessionId(session).setHandle(1).build()).hasNext(), StatusRuntimeException.class);
    assertThat(code(d)).isEqualTo(Status.Code.NOT_FOUND);
  }

  @Test
  void streamMustStartWithItsSession() throws Exception {
    CompletableFuture<Throwable> failed = new CompletableFuture<>();
    StreamObserver<StreamRequest> req = RuntimeGrpc.newStub(channel).executeStream(new StreamObserver<StreamResponse>() {
      public void onNext(StreamResponse r) {}

      public void onError(Throwable t) {
        failed.complete(t);
      }

      public void onCompleted() {
        failed.complete(null);
      }
    });
    req.onNext(StreamRequest.newBuilder().setBatch(org.torchtpu.api.v1.OpBatch.newBuilder().setFirstSequence(1)).build());
    Throwable t = failed.get(30, TimeUnit.SECONDS);
    assertThat(code(t)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(t.getMessage()).contains("first stream message must open a session");
  }
}
