package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.Chip;
import org.torchtpu.server.chip.HbmExhaustedException;
import org.torchtpu.server.security.TenantQuotas.HbmAccount;

/**
 * A shared chip's refusal, as its tenant reads it, names the HBM the tenant held when it asked, not what it holds
 * when the message is built: a release landing between the two (forced here by a description that releases, as a
 * concurrent release would) must not make the message name an amount that would have fitted. It never names the
 * chip's total in use, which less the tenant's own is the other tenants' use.
 */
class SharedChipRefusalMessageTest {
  @Test
  void aSharedChipsRefusalNamesTheTenantsHoldingAtTheRefusal() {
    Chip chip = new Chip(0, ChipSpec.newBuilder().setGeneration(Generation.V5E).setHbmBytes(1_000).build());
    TenantQuotas quotas = TenantQuotas.unlimited();
    quotas.account("t0", chip).allocate(850, 0, "another tenant's value");
    HbmAccount t1 = quotas.account("t1", chip);
    t1.allocate(100, 0, "a first value");

    AtomicBoolean released = new AtomicBoolean();
    HbmExhaustedException e = catchThrowableOfType(() -> t1.allocate(100, 0, () -> {
      if (released.compareAndSet(false, true)) {
        t1.release(100, 0); // the tenant frees its value while the refusal is being described
      }
      return "a second value";
    }), HbmExhaustedException.class);

    assertThat(e.getMessage()).contains("allocating a second value needs 100 B").contains("tenant t1 holds 100 B")
        .as("the chip's use less the tenant's is the other tenants' use").doesNotContain("950").doesNotContain("850");
    assertThat(quotas.hbmBytesHeld("t1")).as("the refusal charged nothing").isZero();
    assertThat(chip.hbmUsed()).isEqualTo(850);
  }
}
