package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A taker that often finds no room (a session thread keeping a matmul geometry at its tenant's share) asks without an
 * exception built per refusal: a refusal reserves nothing, against the tenant's share and against the ceiling.
 */
class HostMemoryTryReserveTest {
  @Test
  void aRefusalReservesNothingAndAFitReservesBoth() {
    HostMemory host = new HostMemory(2_000, 0, 0.5); // ceiling 2,000 B, a share of 1,000
    AtomicLong a = new AtomicLong();
    AtomicLong b = new AtomicLong();
    AtomicLong c = new AtomicLong();
    assertThat(host.tryReserve(a, 600)).isTrue();
    assertThat(host.tryReserve(a, 500)).as("past a's share").isFalse();
    assertThat(a.get()).isEqualTo(600);
    assertThat(host.tryReserve(b, 1_000)).isTrue();
    assertThat(host.tryReserve(c, 500)).as("past the ceiling").isFalse();
    assertThat(c.get()).isZero();
    assertThat(host.held()).isEqualTo(1_600);
    host.release(a, 600);
    assertThat(host.tryReserve(c, 500)).isTrue();
    assertThat(host.held()).isEqualTo(1_500);
  }
}
