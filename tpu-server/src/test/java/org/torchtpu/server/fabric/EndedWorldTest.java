package org.torchtpu.server.fabric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.WorldMembership;

/**
 * A membership is sealed until its expiry, but a job can end long before that: once the scheduler's heartbeat
 * says the world has ended, the host closes the sessions that joined it (their values freed) and refuses
 * anyone who presents the membership again, while other worlds on the host carry on.
 */
class EndedWorldTest {
  private static Status.Code code(Runnable call) {
    StatusRuntimeException e = org.assertj.core.api.Assertions.catchThrowableOfType(StatusRuntimeException.class, call::run);
    assertThat(e).as("the call should fail").isNotNull();
    return e.getStatus().getCode();
  }

  @Test
  void anEndedWorldLosesItsSessionsOnTheHostAndCannotBeJoinedAgain() throws Exception {
    try (TestHost a = new TestHost("host-a", 2); TestHost b = new TestHost("host-b", 2)) {
      WorldMembership.Builder ended = TestHost.world("job-1/0", List.of(a, b), new int[] {0, 0}, 20_000);
      WorldMembership.Builder live = TestHost.world("job-2/0", List.of(a, b), new int[] {1, 1}, 20_000);
      String endedRank = a.openRank(ended, 0, EagerMode.DEBUG);
      String liveRank = a.openRank(live, 0, EagerMode.DEBUG);
      a.execute(endedRank, 1, TestHost.constant(1, new float[] {1, 2, 3, 4}, DType.F32, 4));
      a.execute(liveRank, 1, TestHost.constant(1, new float[] {5, 6}, DType.F32, 2));
      assertThat(a.host.chips().get(0).hbmUsed()).isPositive();

      a.ended.ended(List.of("job-1/0")); // what the scheduler's heartbeat answer lists once the job is done

      assertThat(code(() -> a.execute(endedRank, 2, TestHost.constant(2, new float[] {1}, DType.F32, 1))))
          .isEqualTo(Status.Code.NOT_FOUND);
      assertThat(a.host.chips().get(0).hbmUsed()).isZero();
      assertThatThrownBy(() -> a.openRank(ended, 0, EagerMode.DEBUG))
          .isInstanceOfSatisfying(StatusRuntimeException.class, e -> {
            assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.PERMISSION_DENIED);
            assertThat(e.getStatus().getDescription()).contains("job-1/0", "has ended");
          });

      // the other world on the host is untouched, and hearing the same list again changes nothing
      a.ended.ended(List.of("job-1/0"));
      assertThat(a.download(liveRank, 1).floats()).containsExactly(5, 6);
      assertThat(a.sessions.all()).hasSize(1);
    }
  }
}
