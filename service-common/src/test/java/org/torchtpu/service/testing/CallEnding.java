package org.torchtpu.service.testing;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

/** A call's observer for tests that end calls: whether a first answer came, and the status the call ended with. */
public final class CallEnding<T> implements StreamObserver<T> {
  /** Counted down by the first answer. */
  public final CountDownLatch first = new CountDownLatch(1);
  /** The call's end: OK when it completed, else its error's status. */
  public final CompletableFuture<Status> end = new CompletableFuture<>();

  @Override
  public void onNext(T value) {
    first.countDown();
  }

  @Override
  public void onError(Throwable t) {
    end.complete(Status.fromThrowable(t));
  }

  @Override
  public void onCompleted() {
    end.complete(Status.OK);
  }
}
