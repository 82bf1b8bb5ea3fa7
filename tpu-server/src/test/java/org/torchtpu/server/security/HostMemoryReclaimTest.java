package org.torchtpu.server.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.torchtpu.server.chip.HbmExhaustedException;

/**
 * Heap held only to save allocations (a session's pool of freed storage) is charged, but never refuses anybody: every
 * kind of take that would be refused first empties the pools holding what refused it (the tenant's own for its share,
 * every tenant's for the host's ceiling) and tries once more.
 */
class HostMemoryReclaimTest {
  /** A pool holding {@code bytes} charged to {@code tenant}. */
  private static final class Pool implements HostMemory.Reclaimable {
    private final HostMemory host;
    private final AtomicLong tenant;
    private long held;
    int reclaims;

    Pool(HostMemory host, AtomicLong tenant, long bytes) {
      this.host = host;
      this.tenant = tenant;
      assertThat(host.tryReserveWithoutReclaiming(tenant, bytes)).isTrue();
      held = bytes;
      host.register(tenant, this);
    }

    @Override
    public long reclaim() {
      reclaims++;
      long back = held;
      host.release(tenant, back);
      held = 0;
      return back;
    }
  }

  @Test
  void everyKindOfTakeEmptiesTheTenantsPoolsBeforeARefusal() {
    HostMemory host = new HostMemory(4_000, 0, 0.5); // a share of 2,000
    AtomicLong a = new AtomicLong();
    Pool pool = new Pool(host, a, 1_500);
    host.reserve("a", a, 1_000, "a value"); // 1,500 pooled + 1,000 > 2,000: room once the pool is empty
    assertThat(pool.reclaims).isEqualTo(1);
    assertThat(a.get()).isEqualTo(1_000);

    Pool again = new Pool(host, a, 1_000);
    assertThat(host.fits(a, 500)).as("a queued batch's check").isTrue();
    assertThat(again.held).isZero();
    Pool third = new Pool(host, a, 1_000);
    // a probe (a released batch checking whether the waiting one fits now) empties nothing: only a take does
    assertThat(host.fitsShare(a, 500)).isFalse();
    assertThat(third.held).isEqualTo(1_000);
    third.reclaim();

    assertThat(host.reserveHost(500)).isTrue(); // a waiting batch's bytes on the host, then charged to the share
    Pool fourth = new Pool(host, a, 1_000);
    assertThat(host.chargeShare(a, 500)).isTrue();
    assertThat(fourth.held).isZero();
    assertThat(a.get()).isEqualTo(1_500);

    // the pool's own charge never empties a pool: it is simply refused
    Pool fifth = new Pool(host, a, 400);
    assertThat(host.tryReserveWithoutReclaiming(a, 200)).isFalse();
    assertThat(fifth.held).isEqualTo(400);
    // and a take too large for the share even with the pools empty is still refused
    assertThatThrownBy(() -> host.reserve("a", a, 1_000, "a value")).isInstanceOf(HbmExhaustedException.class);
    assertThat(fifth.held).isZero();
  }

  @Test
  void theCeilingEmptiesEveryTenantsPoolsAShareOnlyItsOwn() {
    HostMemory host = new HostMemory(3_000, 0, 0.6); // shares of 1,800 under a ceiling of 3,000
    AtomicLong a = new AtomicLong();
    AtomicLong b = new AtomicLong();
    Pool aPool = new Pool(host, a, 1_500);
    Pool bPool = new Pool(host, b, 1_000);
    assertThat(host.tryReserve(b, 700)).as("within b's share, past the ceiling").isTrue();
    assertThat(aPool.held).as("another tenant's pool counts against the ceiling: emptied too").isZero();
    assertThat(bPool.held).isZero();

    Pool aAgain = new Pool(host, a, 1_000);
    Pool bAgain = new Pool(host, b, 1_000);
    assertThat(host.tryReserve(b, 500)).as("past b's own share only: b's pool is emptied").isTrue();
    assertThat(bAgain.held).isZero();
    assertThat(aAgain.held).as("not another tenant's for a share's refusal").isEqualTo(1_000);
    assertThat(b.get()).isEqualTo(1_200);
  }

  /**
   * The share refuses first, the tenant's own pools are emptied, and the retry is refused at the ceiling because of
   * other tenants' pools: those are emptied too, and the take (or check) tried once more. Without the pools it fits.
   */
  @Test
  void aShareRefusalThenTheCeilingEmptiesEveryTenantsPools() {
    for (boolean check : new boolean[] {false, true}) {
      HostMemory host = new HostMemory(1_000, 0, 0.6); // a share of 600 under a ceiling of 1,000
      AtomicLong a = new AtomicLong();
      AtomicLong b = new AtomicLong();
      assertThat(host.tryReserve(b, 200)).isTrue();
      Pool bPool = new Pool(host, b, 400);
      assertThat(host.tryReserve(a, 290)).isTrue();
      Pool aPool = new Pool(host, a, 100); // the host holds 990
      // a's 250: past its share (290 + 100 + 250 > 600); its pool emptied, past the ceiling (890 + 250 > 1,000)
      boolean fits = check ? host.fits(a, 250) : host.tryReserve(a, 250);
      assertThat(fits).as(check ? "a queued batch's check" : "a take").isTrue();
      assertThat(aPool.held).isZero();
      assertThat(bPool.held).as("the other tenant's pool counted against the ceiling").isZero();
      assertThat(a.get()).isEqualTo(check ? 290 : 540);
      assertThat(host.held()).isEqualTo(check ? 490 : 740);
    }
  }
}
