package org.torchtpu.e2e;

import com.google.protobuf.ByteString;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.torchtpu.api.grpc.FirstResponse;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;

/**
 * A Runtime/Upload call made by hand, a header and then chunks exactly as given, for tests of what
 * the server does with uploads the SDK would never send.
 */
final class RawUpload {
  private RawUpload() {}

  /** What the client does after the chunks. */
  enum End {
    /** Completes the call: the upload is whole as far as the client is concerned. */
    COMPLETE,
    /** Leaves the call open: only the server can end it (with an error about what it has seen). */
    LEAVE_OPEN,
    /** Cancels the call, as a client that gives up half way. */
    BREAK_OFF
  }

  /**
   * Sends {@code header} and {@code chunks}, ends the call as {@code end} says and returns the
   * server's answer; a failed call throws its {@link io.grpc.StatusRuntimeException}. A broken-off
   * call returns null at once.
   *
   * @param timeoutSeconds how long to wait for the answer (a hang guard)
   */
  static UploadResponse send(RuntimeGrpc.RuntimeStub stub, UploadHeader header, End end, long timeoutSeconds,
      ByteString... chunks) throws Exception {
    FirstResponse<UploadResponse> response = new FirstResponse<>();
    StreamObserver<UploadRequest> req = stub.upload(response);
    req.onNext(UploadRequest.newBuilder().setHeader(header).build());
    for (ByteString c : chunks) {
      req.onNext(UploadRequest.newBuilder().setChunk(c).build());
    }
    if (end == End.BREAK_OFF) {
      req.onError(Status.CANCELLED.withDescription("client gave up").asRuntimeException());
      return null;
    }
    if (end == End.COMPLETE) {
      req.onCompleted();
    }
    try {
      return response.answer().get(timeoutSeconds, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      throw (Exception) e.getCause();
    }
  }
}
