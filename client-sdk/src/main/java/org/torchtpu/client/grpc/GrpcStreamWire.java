package org.torchtpu.client.grpc;

import io.grpc.stub.ClientCallStreamObserver;
import io.grpc.stub.ClientResponseObserver;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.TensorLiteral;
import org.torchtpu.client.Channels;

/** The stream wire over gRPC: Runtime/ExecuteStream, Upload, Download and Compile of one session. */
final class GrpcStreamWire implements StreamWire {
  private final Channels channels;
  private final String sessionId;
  private final Transfers transfers;

  GrpcStreamWire(Channels channels, String sessionId) {
    this.channels = channels;
    this.sessionId = sessionId;
    this.transfers = new Transfers(channels, sessionId);
  }

  @Override
  public Call open(Listener listener) {
    Observer observer = new Observer(listener);
    channels.async().withExecutor(TransportThreadExecutor.INSTANCE).executeStream(observer);
    ClientCallStreamObserver<StreamRequest> requests = observer.requests;
    return new Call() {
      @Override
      public void send(StreamRequest request) {
        requests.onNext(request);
      }

      @Override
      public boolean isReady() {
        return requests.isReady();
      }

      @Override
      public void halfClose() {
        requests.onCompleted();
      }
    };
  }

  private static final class Observer implements ClientResponseObserver<StreamRequest, StreamResponse> {
    private final Listener listener;
    private ClientCallStreamObserver<StreamRequest> requests;

    Observer(Listener listener) {
      this.listener = listener;
    }

    @Override
    public void beforeStart(ClientCallStreamObserver<StreamRequest> r) {
      requests = r;
      r.setOnReadyHandler(listener::onReady);
    }

    @Override
    public void onNext(StreamResponse r) {
      listener.onResponse(r);
    }

    @Override
    public void onError(Throwable t) {
      listener.onError(t);
    }

    @Override
    public void onCompleted() {
      listener.onCompleted();
    }
  }

  @Override
  public void upload(long handle, TensorLiteral data) {
    transfers.upload(handle, data);
  }

  @Override
  public TensorLiteral download(long handle, long afterSequence) {
    return transfers.download(handle, afterSequence);
  }

  @Override
  public long readWaitMillis() {
    return channels.deadlineMillis();
  }

  @Override
  public CompileResponse compile(Graph graph, CompileOptions options) {
    return Transfers.compile(channels, sessionId, graph, options);
  }

  @Override
  public CompileResponse compileSpmd(Graph graph, CompileOptions options, org.torchtpu.api.v1.SpmdOptions spmd) {
    return Transfers.compile(channels, sessionId, graph, options, spmd);
  }
}
