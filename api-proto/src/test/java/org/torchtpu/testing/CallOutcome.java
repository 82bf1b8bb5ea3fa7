package org.torchtpu.testing;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A call's response observer for tests: counts the answers and records how the call ended (OK on completion, else its
 * status), so a test can wait for the end, bounded, and assert on it.
 */
public final class CallOutcome<T> implements StreamObserver<T> {
  private final AtomicInteger answers = new AtomicInteger();
  private final CountDownLatch firstAnswer = new CountDownLatch(1);
  private final CompletableFuture<Status> ended = new CompletableFuture<>();

  @Override
  public void onNext(T value) {
    answers.incrementAndGet();
    firstAnswer.countDown();
  }

  @Override
  public void onError(Throwable t) {
    ended.complete(Status.fromThrowable(t));
  }

  @Override
  public void onCompleted() {
    ended.complete(Status.OK);
  }

  /** Whether an answer came, waiting at most {@code seconds} (a hang guard). */
  public boolean awaitAnswer(long seconds) throws InterruptedException {
    return firstAnswer.await(seconds, TimeUnit.SECONDS);
  }

  /** Answers received so far. */
  public int answers() {
    return answers.get();
  }

  public boolean isDone() {
    return ended.isDone();
  }

  /** How the call ended, waiting at most {@code seconds} (a hang guard). */
  public Status await(long seconds) throws Exception {
    return ended.get(seconds, TimeUnit.SECONDS);
  }

  /** How the call ended; it must have ended. */
  public Status status() {
    if (!ended.isDone()) {
      throw new IllegalStateException("the call has not ended");
    }
    return ended.join();
  }
}
