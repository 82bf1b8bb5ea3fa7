package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DescribeSessionRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.service.grpc.StatusDescriptionBound;

/**
 * A refusal that repeats the caller's own text repeats a bounded part of it. A module's op, function, value or type
 * name, a program id or a session id may be megabytes of one request, and each came back whole in the answer (a
 * 1 MiB op name: a 1 MiB status description; a type named twice: 2 MiB), built and encoded outside any budget and
 * past the 8 KiB of metadata a gRPC client accepts by default.
 */
class EchoLimitTest {
  private static final String HUGE = "a".repeat(1 << 20);
  private final RuntimeHarness rt;
  private final String session;

  EchoLimitTest() throws Exception {
    rt = new RuntimeHarness();
    session = rt.open(EagerMode.STRICT, 0);
  }

  @AfterEach
  void close() {
    rt.close();
  }

  private String compileRefusal(String module) {
    StatusRuntimeException e = catchThrowableOfType(() -> rt.blocking.compile(CompileRequest.newBuilder()
        .setSessionId(session).setStablehlo(module).build()), StatusRuntimeException.class);
    assertThat(e).isNotNull();
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    return e.getStatus().getDescription();
  }

  @Test
  void aModulesLongNamesAreCutInItsRefusal() {
    String opName = compileRefusal("func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {\n"
        + "  %0 = stablehlo." + HUGE + " %arg0 : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n");
    assertThat(opName).startsWith("StableHLO import: unsupported ops at line 2").contains("[cut: ");
    assertThat(opName.length()).isLessThanOrEqualTo(2100);

    String type = compileRefusal("func.func public @main(%arg0: tensor<4xf32>) -> tensor<4x" + HUGE + "> {\n"
        + "  return %arg0 : tensor<4xf32>\n}\n");
    assertThat(type).startsWith("StableHLO import: unsupported type at line 1").contains("[cut: ");
    assertThat(type.length()).isLessThanOrEqualTo(2100);
  }

  @Test
  void aLongProgramIdIsCutInTheOpsError() throws Exception {
    rt.upload(session, 1, DeviceArray.ofFloats(DType.F32, new int[] {1}, new float[] {1}));
    Op call = Op.newBuilder().addOperands(1).addResults(2).setCall(CallOp.newBuilder().setProgramId(HUGE)).build();
    List<StreamResponse> acks = rt.stream(session, List.of(RuntimeHarness.batch(1, List.of(call), false)));
    StreamResponse refused = acks.stream().filter(StreamResponse::hasError).findFirst().orElseThrow();
    assertThat(refused.getErrorCode()).isEqualTo(Status.Code.NOT_FOUND.value());
    assertThat(refused.getError().getReason()).startsWith("program aaaa").contains("[cut: ")
        .hasSizeLessThanOrEqualTo(StatusDescriptionBound.MAX_ENCODED_BYTES);
  }

  @Test
  void aLongSessionIdIsCutInItsNotFound() {
    String id = "s".repeat(512 << 10);
    StatusRuntimeException e = catchThrowableOfType(() -> rt.blocking.describeSession(DescribeSessionRequest
        .newBuilder().setSessionId(id).build()), StatusRuntimeException.class);
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(e.getStatus().getDescription()).startsWith("session 'sss").contains("[cut: ")
        .hasSizeLessThanOrEqualTo(StatusDescriptionBound.MAX_ENCODED_BYTES);
  }

  /**
   * A status a service builds itself (not from a domain error) is bounded too: an upload's type of 300,000 dims of 1
   * then -1 was refused naming the whole type, a 600,052-character description.
   */
  @Test
  void anUploadsLongTypeIsCutInItsRefusal() throws Exception {
    TensorType.Builder type = TensorType.newBuilder().setDtype(DType.F32);
    for (int i = 0; i < 150_000; i++) {
      type.addDims(1).addDims(-1);
    }
    CompletableFuture<Throwable> answer = new CompletableFuture<>();
    StreamObserver<UploadRequest> up = rt.async.upload(new StreamObserver<UploadResponse>() {
      @Override
      public void onNext(UploadResponse r) {
        answer.complete(null);
      }

      @Override
      public void onError(Throwable t) {
        answer.complete(t);
      }

      @Override
      public void onCompleted() { }
    });
    up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(session).setHandle(1)
        .setType(type)).build());
    up.onCompleted();
    Throwable t = answer.get(60, TimeUnit.SECONDS);
    assertThat(t).isInstanceOf(StatusRuntimeException.class);
    Status status = ((StatusRuntimeException) t).getStatus();
    assertThat(status.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(status.getDescription()).startsWith("upload of handle 1").contains("[cut: ")
        .hasSizeLessThanOrEqualTo(StatusDescriptionBound.MAX_ENCODED_BYTES);
  }
}
