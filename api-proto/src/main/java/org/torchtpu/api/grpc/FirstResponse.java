package org.torchtpu.api.grpc;

import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;

/**
 * The response observer of a call whose caller waits for one answer (a client-streaming call such
 * as Upload, or the first answer of a bidirectional one): the answer, or the call's failure, as a
 * future. A call that ends without answering fails the future instead of leaving it waiting.
 */
public final class FirstResponse<T> implements StreamObserver<T> {
  private final CompletableFuture<T> answer = new CompletableFuture<>();

  /** Completed by the first response; failed by the call's error or by its end without a response. */
  public CompletableFuture<T> answer() {
    return answer;
  }

  @Override
  public void onNext(T response) {
    answer.complete(response);
  }

  @Override
  public void onError(Throwable t) {
    answer.completeExceptionally(t);
  }

  @Override
  public void onCompleted() {
    answer.completeExceptionally(new IllegalStateException("the call finished without a response"));
  }
}
