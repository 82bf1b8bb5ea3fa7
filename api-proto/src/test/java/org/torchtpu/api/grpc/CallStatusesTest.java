package org.torchtpu.api.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import java.nio.channels.ClosedChannelException;
import org.junit.jupiter.api.Test;

class CallStatusesTest {
  @Test
  void aConnectionLostUnderACallIsUnavailableAndAPeerFailure() {
    Throwable lost = Status.UNKNOWN.withDescription("channel closed").withCause(new ClosedChannelException()).asRuntimeException();
    Status s = CallStatuses.of(lost);
    assertThat(s.getCode()).isEqualTo(Status.Code.UNAVAILABLE);
    assertThat(s.getDescription()).contains("channel closed").contains("connection lost");
    assertThat(s.getCause()).isInstanceOf(ClosedChannelException.class);
    assertThat(CallStatuses.isPeerFailure(lost)).isTrue();
  }

  @Test
  void otherStatusesKeepTheirCode() {
    Throwable handlerBug = Status.UNKNOWN.withDescription("handler threw").withCause(new IllegalStateException()).asRuntimeException();
    assertThat(CallStatuses.of(handlerBug).getCode()).isEqualTo(Status.Code.UNKNOWN);
    assertThat(CallStatuses.isPeerFailure(handlerBug)).isFalse();
    assertThat(CallStatuses.of(Status.NOT_FOUND.asRuntimeException()).getCode()).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(CallStatuses.isPeerFailure(Status.NOT_FOUND.asRuntimeException())).isFalse();
    assertThat(CallStatuses.isPeerFailure(Status.UNAVAILABLE.asRuntimeException())).isTrue();
    assertThat(CallStatuses.isPeerFailure(Status.DEADLINE_EXCEEDED.asRuntimeException())).isTrue();
    assertThat(CallStatuses.isPeerFailure(new IllegalStateException("not a call"))).isFalse();
  }
}
