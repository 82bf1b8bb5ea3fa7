package org.torchtpu.server.runtime;

import io.grpc.stub.ServerCallStreamObserver;
import org.torchtpu.api.v1.StreamResponse;

/**
 * The server's side of one ExecuteStream call without a transport: never cancelled, always ready, and every
 * call a no-op. Tests override what they watch (what was sent, how the call ended, flow control).
 */
abstract class FakeServerCall extends ServerCallStreamObserver<StreamResponse> {

  @Override
  public boolean isCancelled() {
    return false;
  }

  @Override
  public void setOnCancelHandler(Runnable onCancelHandler) { }

  @Override
  public void setCompression(String compression) { }

  @Override
  public boolean isReady() {
    return true;
  }

  @Override
  public void setOnReadyHandler(Runnable onReadyHandler) { }

  @Override
  public void disableAutoInboundFlowControl() { }

  @Override
  public void disableAutoRequest() { }

  @Override
  public void request(int count) { }

  @Override
  public void setMessageCompression(boolean enable) { }

  @Override
  public void onNext(StreamResponse value) { }

  @Override
  public void onError(Throwable t) { }

  @Override
  public void onCompleted() { }
}
