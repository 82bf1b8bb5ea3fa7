package org.torchtpu.scheduler.grpc;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import java.util.EnumMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.torchtpu.scheduler.policy.SchedulerException;
import org.torchtpu.service.error.DomainException.Kind;

/** The one mapping from the scheduler's refusals to gRPC statuses: the codes clients have always seen. */
class SchedulerStatusesTest {
  @Test
  void everyKindTheSchedulerThrowsKeepsItsStatusAndMessage() {
    Map<Kind, Status.Code> expected = new EnumMap<>(Kind.class);
    expected.put(Kind.INVALID, Status.Code.INVALID_ARGUMENT);
    expected.put(Kind.NOT_FOUND, Status.Code.NOT_FOUND);
    expected.put(Kind.WRONG_STATE, Status.Code.FAILED_PRECONDITION);
    expected.put(Kind.TAKEN, Status.Code.ALREADY_EXISTS);
    expected.put(Kind.NOT_ALLOWED, Status.Code.PERMISSION_DENIED);
    expected.put(Kind.UNAUTHENTICATED, Status.Code.UNAUTHENTICATED);
    expected.put(Kind.EXHAUSTED, Status.Code.RESOURCE_EXHAUSTED);
    expected.forEach((kind, code) -> {
      Status s = SchedulerStatuses.of(new SchedulerException(kind, "what was wrong: " + kind));
      assertThat(s.getCode()).as(kind.name()).isEqualTo(code);
      assertThat(s.getDescription()).isEqualTo("what was wrong: " + kind);
    });
  }

  @Test
  void otherFailuresAreInvalidArgumentOrInternal() {
    assertThat(SchedulerStatuses.of(new IllegalArgumentException("limit -1 is negative")))
        .extracting(Status::getCode, Status::getDescription)
        .containsExactly(Status.Code.INVALID_ARGUMENT, "limit -1 is negative");
    assertThat(SchedulerStatuses.of(new IllegalStateException("boom")).getCode()).isEqualTo(Status.Code.INTERNAL);
    assertThat(SchedulerStatuses.of(new RuntimeException(
        new org.springframework.dao.DataAccessResourceFailureException("db down"))).getCode())
        .isEqualTo(Status.Code.UNAVAILABLE);
  }
}
