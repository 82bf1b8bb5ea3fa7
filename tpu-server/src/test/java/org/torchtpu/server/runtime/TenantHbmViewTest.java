package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ChipInfo;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DescribeSessionRequest;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.HostInfo;
import org.torchtpu.api.v1.SessionStatus;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * Tenants share a host's chips: what one tenant learns of a chip's HBM (DescribeHost, DescribeSession, an
 * allocation the chip refuses) is its own use, never the sum with another tenant's.
 */
class TenantHbmViewTest {
  private static DeviceArray floats(int n) {
    return DeviceArray.ofFloats(DType.F32, new int[] {n}, new float[n]);
  }

  @Test
  void aTenantSeesOnlyItsOwnUseOfASharedChip() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String alice = h.open(EagerMode.STRICT, 0, "alice");
      String bob = h.open(EagerMode.STRICT, 0, "bob");
      h.upload(alice, 1, floats(1 << 16)); // 256 KiB
      h.upload(bob, 1, floats(1 << 18));   // 1 MiB
      long aliceBytes = h.sessions.get(alice).valueBytes();
      long bobBytes = h.sessions.get(bob).valueBytes();
      assertThat(aliceBytes).isPositive().isLessThan(bobBytes);

      ChipInfo seenByAlice = Callers.callAs(Caller.tenant("alice"), () -> HostInfoView.describeHost(h.sessions))
          .getChips(0);
      assertThat(seenByAlice.getHbmUsedBytes()).isEqualTo(aliceBytes);
      assertThat(seenByAlice.getSessions()).isEqualTo(1);
      assertThat(seenByAlice.getHbmPeakBytes()).isZero();
      assertThat(seenByAlice.getSpec().getHbmBytes()).isPositive(); // the chip itself is no secret

      HostInfo seenByOperator = Callers.callAs(new Caller("ops", Caller.Role.ADMIN),
          () -> HostInfoView.describeHost(h.sessions));
      assertThat(seenByOperator.getChips(0).getHbmUsedBytes()).isEqualTo(h.host.chips().get(0).hbmUsed())
          .isGreaterThanOrEqualTo(aliceBytes + bobBytes);
      assertThat(seenByOperator.getChips(0).getSessions()).isEqualTo(2);
      assertThat(seenByOperator.getChips(0).getHbmPeakBytes()).isPositive();

      SessionStatus aliceStatus = Callers.callAs(Caller.tenant("alice"),
          () -> AbstractSessions.status(h.sessions.get(alice)));
      assertThat(aliceStatus.getValueBytes()).isEqualTo(aliceBytes);
      assertThat(aliceStatus.getChipHbmPeakBytes()).isZero(); // the chip's peak includes bob's
      // security off (no caller): the host's figures, as before
      assertThat(h.blocking.describeSession(DescribeSessionRequest.newBuilder().setSessionId(alice).build())
          .getChipHbmPeakBytes()).isEqualTo(h.host.chips().get(0).hbmPeak());
    }
  }

  @Test
  void aRefusedAllocationDoesNotTellHowMuchOtherTenantsHold() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String alice = h.open(EagerMode.STRICT, 0, "alice");
      String bob = h.open(EagerMode.STRICT, 0, "bob");
      h.upload(alice, 1, floats(3 * 1000 * 1000 / 4 * 4)); // 12 MB held by alice
      long aliceBytes = h.sessions.get(alice).valueBytes();
      org.torchtpu.server.chip.Chip chip = h.host.chips().get(0);
      // bob asks for exactly the free HBM plus one value's worth: the chip refuses
      long free = chip.hbmCapacity() - chip.hbmUsed();
      Throwable refused = catchThrowable(() -> h.sessions.get(bob).hbm().allocate(free + 4, 0, "f32[probe]"));
      assertThat(refused).isInstanceOf(org.torchtpu.server.chip.HbmExhaustedException.class);
      assertThat(refused.getMessage()).contains("HBM exhausted on chip 0", "tenant bob holds")
          .doesNotContain(org.torchtpu.server.chip.Chip.bytesText(chip.hbmUsed()))
          .doesNotContain(org.torchtpu.server.chip.Chip.bytesText(free))
          .doesNotContain(org.torchtpu.server.chip.Chip.bytesText(aliceBytes));
      assertThat(chip.hbmUsed()).isEqualTo(aliceBytes); // the refused allocation took nothing
    }
  }

  /** Free answers with the chip's HBM in use: for a tenant key only what that tenant holds there. */
  @Test
  void freeReportsOnlyTheCallersOwnUseOfASharedChip() throws Exception {
    try (RuntimeHarness h = new RuntimeHarness()) {
      String alice = h.open(EagerMode.STRICT, 0, "alice");
      String bob = h.open(EagerMode.STRICT, 0, "bob");
      h.upload(alice, 1, floats(1 << 16));
      h.upload(alice, 2, floats(1 << 10));
      h.upload(bob, 1, floats(1 << 18));
      org.torchtpu.api.v1.FreeRequest freeOne = org.torchtpu.api.v1.FreeRequest.newBuilder().setSessionId(alice)
          .addHandles(2).build();
      org.torchtpu.api.v1.FreeResponse seenByAlice = Callers.callAs(Caller.tenant("alice"), () -> free(h, freeOne));
      long aliceBytes = h.sessions.get(alice).valueBytes();
      assertThat(seenByAlice.getFreedBytes()).isPositive();
      assertThat(seenByAlice.getHbmUsedBytes()).isEqualTo(aliceBytes)
          .isLessThan(h.host.chips().get(0).hbmUsed()); // bob's MiB is not in it

      org.torchtpu.api.v1.FreeRequest freeNone = org.torchtpu.api.v1.FreeRequest.newBuilder().setSessionId(alice).build();
      org.torchtpu.api.v1.FreeResponse securityOff = free(h, freeNone); // no caller: the host's figure, as before
      assertThat(securityOff.getHbmUsedBytes()).isEqualTo(h.host.chips().get(0).hbmUsed())
          .isGreaterThanOrEqualTo(aliceBytes + h.sessions.get(bob).valueBytes());
    }
  }

  /** Runtime.Free on the calling thread (a unary call answers before it returns), so the caller set here is seen. */
  private static org.torchtpu.api.v1.FreeResponse free(RuntimeHarness h, org.torchtpu.api.v1.FreeRequest req)
      throws Exception {
    org.torchtpu.api.grpc.FirstResponse<org.torchtpu.api.v1.FreeResponse> answer =
        new org.torchtpu.api.grpc.FirstResponse<>();
    h.service.free(req, answer);
    return answer.answer().get(30, java.util.concurrent.TimeUnit.SECONDS);
  }
}
