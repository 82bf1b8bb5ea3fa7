package org.torchtpu.api.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import io.grpc.Status;
import org.junit.jupiter.api.Test;

class FirstResponseTest {
  @Test
  void theFirstResponseIsTheAnswerAndTheCallsEndDoesNotChangeIt() {
    FirstResponse<String> r = new FirstResponse<>();
    r.onNext("stored");
    r.onNext("again");
    r.onCompleted();
    assertThat(r.answer()).isCompletedWithValue("stored");
  }

  @Test
  void aFailedCallFailsTheAnswerWithItsStatus() {
    FirstResponse<String> r = new FirstResponse<>();
    r.onError(Status.NOT_FOUND.withDescription("no such session").asRuntimeException());
    assertThat(Status.fromThrowable(catchThrowable(() -> r.answer().join())).getCode()).isEqualTo(Status.Code.NOT_FOUND);
  }

  @Test
  void aCallThatEndsWithoutAnsweringFailsTheAnswerInsteadOfLeavingItWaiting() {
    FirstResponse<String> r = new FirstResponse<>();
    r.onCompleted();
    assertThat(r.answer()).isCompletedExceptionally();
    assertThat(catchThrowable(() -> r.answer().join())).hasMessageContaining("without a response");
  }
}
