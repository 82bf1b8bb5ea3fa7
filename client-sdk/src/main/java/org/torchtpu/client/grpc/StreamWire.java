package org.torchtpu.client.grpc;

import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;

/**
 * What a {@link StreamTransport} needs from the server: ExecuteStream calls, transfers and
 * Compile. The gRPC implementation is {@link GrpcStreamWire}; tests supply an in-memory one.
 */
interface StreamWire {
  /** Starts one ExecuteStream call whose responses go to {@code listener}. */
  Call open(Listener listener);

  void upload(long handle, TensorLiteral data);

  /** Waits for every op up to {@code afterSequence}, then reads the value. */
  TensorLiteral download(long handle, long afterSequence);

  /** How long a read may wait for the server: a Download call's deadline. */
  default long readWaitMillis() {
    return 60_000;
  }

  CompileResponse compile(Graph graph, CompileOptions options);

  default CompileResponse compileSpmd(Graph graph, CompileOptions options, org.torchtpu.api.v1.SpmdOptions spmd) {
    throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot compile SPMD graphs");
  }

  /** The client's half of one stream call. */
  interface Call {
    void send(StreamRequest request);

    /** Flow control: false while the call's buffer is full. */
    boolean isReady();

    /** No more requests on this call. */
    void halfClose();
  }

  interface Listener {
    /** The call may take more requests. */
    void onReady();

    void onResponse(StreamResponse response);

    void onError(Throwable t);

    void onCompleted();
  }
}
