package org.torchtpu.service.error;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.rpc.RetryInfo;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.protobuf.StatusProto;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ServiceStatusesTest {

  @ParameterizedTest
  @EnumSource(DomainException.Kind.class)
  void everyKindKeepsItsMessageUnderItsOwnCode(DomainException.Kind kind) {
    StatusRuntimeException e = ServiceStatuses.toException(new DomainException(kind, "world w7: not yours"));
    assertThat(e.getStatus().getCode()).isEqualTo(ServiceStatuses.code(kind)).isNotEqualTo(Status.Code.UNKNOWN);
    assertThat(e.getStatus().getDescription()).isEqualTo("world w7: not yours");
  }

  @Test
  void noTwoKindsShareACode() {
    Set<Status.Code> codes = EnumSet.allOf(DomainException.Kind.class).stream().map(ServiceStatuses::code)
        .collect(Collectors.toSet());
    assertThat(codes).hasSize(DomainException.Kind.values().length);
  }

  @Test
  void anExhaustedErrorCarriesWhenToRetry() {
    StatusRuntimeException e = ServiceStatuses.toException(
        DomainException.exhausted("tenant t has 6 ops waiting", Duration.ofMillis(1500)));
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(e.getStatus().getDescription()).isEqualTo("tenant t has 6 ops waiting");
    RetryInfo retry = StatusProto.fromThrowable(e).getDetailsList().stream()
        .filter(d -> d.is(RetryInfo.class)).map(d -> {
          try {
            return d.unpack(RetryInfo.class);
          } catch (com.google.protobuf.InvalidProtocolBufferException x) {
            throw new AssertionError(x);
          }
        }).findFirst().orElseThrow();
    assertThat(retry.getRetryDelay().getSeconds()).isEqualTo(1);
    assertThat(retry.getRetryDelay().getNanos()).isEqualTo(500_000_000);
  }

  @Test
  void anUnexpectedFailureIsInternalWithoutItsTextOrType() {
    RuntimeException bug = new IllegalStateException("jdbc:postgresql://10.0.0.5/cache password=hunter2");
    StatusRuntimeException e = ServiceStatuses.toException(bug, "upload failed");
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INTERNAL);
    assertThat(e.getStatus().getDescription()).startsWith("upload failed: internal error (incident ")
        .doesNotContain("hunter2").doesNotContain("10.0.0.5").doesNotContain("IllegalStateException");
  }

  /** A request that runs the server out of stack or heap is told so, not an unexplained INTERNAL or UNKNOWN. */
  @Test
  void runningOutOfStackOrHeapIsResourceExhaustedNamingWhich() {
    Status deep = ServiceStatuses.status(new StackOverflowError());
    assertThat(deep.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(deep.getDescription()).contains("nests too deeply", "ran out of stack");
    Status large = ServiceStatuses.toException(new OutOfMemoryError("Java heap space"), "upload failed").getStatus();
    assertThat(large.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(large.getDescription()).startsWith("upload failed: ").contains("ran out of Java heap")
        .doesNotContain("Java heap space");
  }

  @Test
  void aStatusFromAnEdgeOrAClientCallPassesThrough() {
    StatusRuntimeException sent = Status.NOT_FOUND.withDescription("session s1 is not open").asRuntimeException();
    assertThat(ServiceStatuses.toException(sent)).isSameAs(sent);
    assertThat(new DomainExceptionHandler().handleException(DomainException.notAllowed("another tenant's world"))
        .getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
  }
}
