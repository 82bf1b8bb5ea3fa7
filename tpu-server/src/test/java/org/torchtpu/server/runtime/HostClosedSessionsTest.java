package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CloseSessionRequest;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DescribeSessionRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * A session the host closed on its own (here the reaper; a world's end and a key's revocation go the same way): its
 * tenant's next call reads why, and the client's own close, arriving after, is answered with the session's totals
 * instead of NOT_FOUND, once. Another tenant learns nothing: the plain "does not exist" either way.
 */
class HostClosedSessionsTest {
  private RuntimeHarness rt;
  private SessionReaper reaper;

  @AfterEach
  void close() {
    if (reaper != null) {
      reaper.close();
    }
    if (rt != null) {
      rt.close();
    }
  }

  private String reapedSession() throws Exception {
    rt = new RuntimeHarness();
    reaper = new SessionReaper(rt.sessions,
        new SessionProperties(Duration.ofMinutes(30), Duration.ofMinutes(2), Duration.ofHours(1)), rt.meters);
    String s = rt.open(EagerMode.DEBUG, 0);
    rt.upload(s, 1, DeviceArray.ofFloats(DType.F32, new int[] {2}, new float[] {1, 2}));
    assertThat(reaper.reap(System.currentTimeMillis() + Duration.ofMinutes(31).toMillis())).isEqualTo(1);
    return s;
  }

  @Test
  void aCallOnASessionTheHostClosedSaysWhyAndItsCloseSucceedsOnce() throws Exception {
    String s = reapedSession();
    StatusRuntimeException call = catchThrowableOfType(StatusRuntimeException.class,
        () -> rt.blocking.describeSession(DescribeSessionRequest.newBuilder().setSessionId(s).build()));
    assertThat(call.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(call.getStatus().getDescription()).contains("was closed by host test-host", "idle past");

    assertThat(rt.blocking.closeSession(CloseSessionRequest.newBuilder().setSessionId(s).build()).getTotal())
        .as("the client's close after the host's is answered with the session's totals").isNotNull();

    StatusRuntimeException again = catchThrowableOfType(StatusRuntimeException.class,
        () -> rt.blocking.closeSession(CloseSessionRequest.newBuilder().setSessionId(s).build()));
    assertThat(again.getStatus().getCode()).isEqualTo(Status.Code.NOT_FOUND);
    assertThat(again.getStatus().getDescription()).contains("does not exist");
  }

  @Test
  void anotherTenantReadsNoReasonAndCannotCloseIt() throws Exception {
    String s = reapedSession();
    DomainException call = catchThrowableOfType(DomainException.class,
        () -> Callers.callAs(Caller.tenant("other"), () -> rt.sessions.get(s)));
    assertThat(call.getMessage()).contains("does not exist").doesNotContain("closed", "idle");
    DomainException close = catchThrowableOfType(DomainException.class,
        () -> Callers.callAs(Caller.tenant("other"), () -> rt.sessions.close(s)));
    assertThat(close.getMessage()).contains("does not exist");
    // the owner's close still finds it
    assertThat(Callers.callAs(Caller.tenant("t"), () -> rt.sessions.close(s)).tenant()).isEqualTo("t");
  }
}
