package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.torchtpu.server.chip.HbmExhaustedException;

/**
 * A refusal names the bytes held that refused it, not what is held when its message is built: a release landing
 * between the two (forced here by a description that releases, as a concurrent release would) must not make the
 * message name an amount that would have fitted.
 */
class HostMemoryRefusalMessageTest {
  @Test
  void aShareRefusalNamesTheTenantsHoldingAtTheRefusal() {
    HostMemory host = new HostMemory(1_000, 0, 0.5); // ceiling 1,000 B, a share of 500
    AtomicLong tenant = new AtomicLong();
    host.reserve("t1", tenant, 400, "a first value");

    HbmExhaustedException e = catchThrowableOfType(() -> host.reserve("t1", tenant, 200, () -> {
      host.release(tenant, 400); // the tenant frees its value while the refusal is being described
      return "a second value";
    }), HbmExhaustedException.class);

    assertThat(e.getMessage()).contains("a second value needs 200 B").contains("already holds 400 B of its share 500 B");
    assertThat(tenant.get()).as("the refusal reserved nothing").isZero();
  }

  @Test
  void aCeilingRefusalNamesTheTenantsHoldingAtTheRefusalAndNotTheHosts() {
    HostMemory host = new HostMemory(1_000, 0, 1.0);
    AtomicLong other = new AtomicLong();
    AtomicLong tenant = new AtomicLong();
    host.reserve("t0", other, 850, "another tenant's value");
    host.reserve("t1", tenant, 100, "a first value");

    HbmExhaustedException e = catchThrowableOfType(() -> host.reserve("t1", tenant, 100, () -> {
      host.release(tenant, 100);
      return "a second value";
    }), HbmExhaustedException.class);

    assertThat(e.getMessage()).contains("more than is free of the 1000 B").contains("tenant t1 holds 100 B of it")
        .as("the host's total less the tenant's is the other tenants' use").doesNotContain("950");
    assertThat(host.held()).isEqualTo(850);
  }
}
