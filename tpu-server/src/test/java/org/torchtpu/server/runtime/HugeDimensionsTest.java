package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecutionDepth;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.OpenSessionRequest;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;

/**
 * A type may name a dimension no array can hold while having few or no elements ({@code f32[0,8589934592]}): it passes
 * every element-count bound, and converting its dims to an array's overflowed (ArithmeticException: an INTERNAL
 * status, or UNKNOWN for an upload). Such a type is bad input, refused naming the dimension, in concrete and abstract
 * sessions alike.
 */
class HugeDimensionsTest {
  private static final long BEYOND_INT = 1L << 33;
  private final RuntimeHarness rt;

  HugeDimensionsTest() throws Exception {
    rt = new RuntimeHarness();
  }

  @AfterEach
  void close() {
    rt.close();
  }

  private static TensorType type(long... dims) {
    TensorType.Builder t = TensorType.newBuilder().setDtype(DType.F32);
    for (long d : dims) {
      t.addDims(d);
    }
    return t.build();
  }

  private static StreamResponse failure(List<StreamResponse> acks) {
    return acks.stream().filter(StreamResponse::hasError).findFirst().orElseThrow(
        () -> new AssertionError("the op was not refused: " + acks));
  }

  @Test
  void anUploadOfAnEmptyTypeWithAHugeDimensionIsRefusedNamingIt() throws Exception {
    String s = rt.open(EagerMode.STRICT, 0);
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
    up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(s).setHandle(1)
        .setType(type(0, BEYOND_INT))).build());
    up.onCompleted();
    Throwable t = answer.get(30, TimeUnit.SECONDS);
    assertThat(t).isInstanceOf(StatusRuntimeException.class);
    Status status = ((StatusRuntimeException) t).getStatus();
    assertThat(status.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(status.getDescription()).contains("dimension 1 of f32[0,8589934592]", "per dimension");
  }

  @Test
  void opsOfSuchTypesAreRefusedNamingTheDimensionNotInternal() throws Exception {
    String concrete = rt.open(EagerMode.STRICT, 0);
    Op iota = Op.newBuilder().addResults(10).setIota(IotaOp.newBuilder().setType(type(0, BEYOND_INT))).build();
    StreamResponse refused = failure(rt.stream(concrete, List.of(RuntimeHarness.batch(1, List.of(iota), false))));
    assertThat(refused.getErrorCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED.value());
    assertThat(refused.getError().getReason()).contains("dimension 1", "per dimension");
    Op rng = Op.newBuilder().addResults(11).setRng(RngOp.newBuilder().setType(type(BEYOND_INT, 0))
        .setDistribution(RngOp.Distribution.UNIFORM).setA(0).setB(1)).build();
    refused = failure(rt.stream(concrete, List.of(RuntimeHarness.batch(2, List.of(rng), false))));
    assertThat(refused.getErrorCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED.value());

    // an abstract session computes no values, but its values still carry their dims
    String abs = rt.blocking.openSession(OpenSessionRequest.newBuilder().setTenant("t").setMode(EagerMode.STRICT)
        .setChip(1).setDepth(ExecutionDepth.ABSTRACT).build()).getSessionId();
    for (TensorType t : List.of(type(0, BEYOND_INT), type(1L << 31))) {
      Op abstractIota = Op.newBuilder().addResults(20).setIota(IotaOp.newBuilder().setType(t)).build();
      refused = failure(rt.stream(abs, List.of(RuntimeHarness.batch(1, List.of(abstractIota), false))));
      assertThat(refused.getErrorCode()).as("%s", t).isEqualTo(Status.Code.INVALID_ARGUMENT.value());
      assertThat(refused.getError().getReason()).contains("a dimension holds 0 to 2147483647");
    }
  }
}
