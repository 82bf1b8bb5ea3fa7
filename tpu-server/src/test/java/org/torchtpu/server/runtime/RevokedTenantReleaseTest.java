package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.StreamOpen;
import org.torchtpu.api.v1.StreamRequest;
import org.torchtpu.api.v1.StreamResponse;
import org.torchtpu.api.v1.UploadHeader;
import org.torchtpu.api.v1.UploadRequest;
import org.torchtpu.api.v1.UploadResponse;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.service.security.KeyGrant;
import org.torchtpu.testing.CallOutcome;

/**
 * With tpu-server's real handlers, a revoked tenant's open op stream and upload end UNAUTHENTICATED and give back
 * what they held: the upload's HBM reservation, and both calls' places under the key.
 */
class RevokedTenantReleaseTest {
  private static void awaitTrue(BooleanSupplier done) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
    while (!done.getAsBoolean() && System.nanoTime() < until) {
      Thread.sleep(5);
    }
  }

  private static long hbmUsed(KeyedRuntime r) {
    return r.host.chips().stream().mapToLong(Chip::hbmUsed).sum();
  }

  @Test
  void aRevokedTenantsOpenCallsGiveBackWhatTheyHold() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory", "victim")) {
      String s = r.open("mallory", EagerMode.STRICT);
      KeyGrant grant = r.keys.grantOf("mallory-key").orElseThrow();
      DeviceArray value = DeviceArray.ofFloats(DType.F32, new int[] {1 << 14}, new float[1 << 14]);

      CallOutcome<UploadResponse> upload = new CallOutcome<>();
      StreamObserver<UploadRequest> up = r.asyncAs("mallory").upload(upload);
      up.onNext(UploadRequest.newBuilder().setHeader(UploadHeader.newBuilder().setSessionId(s).setHandle(1)
          .setType(value.type())).build()); // reserves the value's HBM; its data never comes
      CallOutcome<StreamResponse> stream = new CallOutcome<>();
      StreamObserver<StreamRequest> ops = r.asyncAs("mallory").executeStream(stream);
      ops.onNext(StreamRequest.newBuilder().setOpen(StreamOpen.newBuilder().setSessionId(s)).build());
      assertThat(stream.awaitAnswer(60)).as("op stream open").isTrue();
      awaitTrue(() -> hbmUsed(r) > 0);
      assertThat(hbmUsed(r)).as("the upload's reservation").isPositive();
      // the OpenSession call leaves the grant only once its answer is sent, which the client may see first
      awaitTrue(() -> grant.openCalls() == 2);
      assertThat(grant.openCalls()).isEqualTo(2);

      r.revokeAllBut("victim");

      for (CallOutcome<?> call : List.of(upload, stream)) {
        Status end = call.await(60);
        assertThat(end.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(end.getDescription()).contains("revoked");
      }
      awaitTrue(() -> hbmUsed(r) == 0 && grant.openCalls() == 0);
      assertThat(hbmUsed(r)).as("HBM of the revoked tenant").isZero();
      assertThat(r.sessions.quotas().hbmBytesHeld("mallory")).isZero();
      assertThat(grant.openCalls()).isZero();
    }
  }

  /**
   * A tenant none of whose keys remain has its sessions closed at the reload, idle or not: its HBM, session quota and
   * sessions go back to 0 while another tenant's stay. Before, they stayed until the reaper's idle time.
   */
  @Test
  void aTenantLeftWithoutAKeyHasItsSessionsClosed() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory", "victim")) {
      DeviceArray value = DeviceArray.ofFloats(DType.F32, new int[] {1 << 12}, new float[1 << 12]);
      String idle = r.open("mallory", EagerMode.STRICT);
      String busy = r.open("mallory", EagerMode.STRICT);
      r.upload("mallory", idle, 1, value);
      r.upload("mallory", busy, 1, value);
      String kept = r.open("victim", EagerMode.STRICT);
      r.upload("victim", kept, 1, value);
      assertThat(r.sessions.quotas().hbmBytesHeld("mallory")).isPositive();

      r.revokeAllBut("victim");

      awaitTrue(() -> r.sessions.quotas().hbmBytesHeld("mallory") == 0);
      assertThat(r.sessions.quotas().hbmBytesHeld("mallory")).as("HBM of the tenant left without a key").isZero();
      assertThat(r.sessions.quotas().sessionsOpen("mallory")).as("its sessions in its quota").isZero();
      assertThat(r.sessions.all()).extracting(DeviceSession::tenant).containsExactly("victim");
      assertThat(r.sessions.quotas().hbmBytesHeld("victim")).as("the other tenant's values").isPositive();
      assertThat(r.sessions.quotas().sessionsOpen("victim")).isEqualTo(1);
    }
  }

  /** A key revoked while its tenant keeps another leaves the tenant's sessions (and what they hold) open. */
  @Test
  void aTenantKeepingAKeyKeepsItsSessions() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory", "victim")) {
      r.reloadKeys(Map.of("mallory", List.of("mallory-key", "mallory-key-2"), "victim", List.of("victim-key")));
      String s = r.open("mallory", EagerMode.STRICT);
      r.upload("mallory", s, 1, DeviceArray.ofFloats(DType.F32, new int[] {1 << 12}, new float[1 << 12]));
      long held = r.sessions.quotas().hbmBytesHeld("mallory");

      r.reloadKeys(Map.of("mallory", List.of("mallory-key-2"), "victim", List.of("victim-key")));

      assertThat(r.sessions.quotas().sessionsOpen("mallory")).isEqualTo(1);
      assertThat(r.sessions.quotas().hbmBytesHeld("mallory")).isEqualTo(held).isPositive();
      assertThat(r.sessions.all()).extracting(DeviceSession::id).containsExactly(s);
    }
  }

  /**
   * An open of the revoked tenant that finishes after the reload's walk over the sessions (a handler still running,
   * here a listener told after RevokedTenantSessions's) is refused UNAUTHENTICATED and leaves no session, quota or
   * chip count behind. Before, it put a session that nothing would close until the reaper's idle time.
   */
  @Test
  void anOpenFinishingAfterTheRevocationIsRefused() throws Exception {
    try (KeyedRuntime r = new KeyedRuntime("mallory", "victim")) {
      List<Throwable> refused = new java.util.ArrayList<>();
      r.keys.onOwnerRevoked(owner -> {
        try {
          r.sessions.open(owner, org.torchtpu.api.v1.Generation.GENERATION_UNSPECIFIED, 0, EagerMode.STRICT);
        } catch (org.torchtpu.service.error.DomainException e) {
          refused.add(e);
        }
      });

      r.revokeAllBut("victim");

      assertThat(refused).singleElement().satisfies(e -> {
        assertThat(((org.torchtpu.service.error.DomainException) e).kind())
            .isEqualTo(org.torchtpu.service.error.DomainException.Kind.UNAUTHENTICATED);
        assertThat(e.getMessage()).contains("mallory", "no API key");
      });
      assertThat(r.sessions.all()).as("sessions left").isEmpty();
      assertThat(r.sessions.quotas().sessionsOpen("mallory")).isZero();
      assertThat(r.host.chips().get(0).info().getSessions()).isZero();
    }
  }
}
