package org.torchtpu.server.advisor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.runtime.Admission;
import org.torchtpu.server.runtime.LimitProperties;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * The host's compile slots are shared fairly between tenants: one tenant's flood of compiles (Runtime.Compile or
 * Advise) holds at most its share ({@code tenant-concurrent-compiles}, default half the slots), so another tenant's
 * compile still finds a free slot instead of waiting behind the flood and being refused.
 */
class CompileFairnessTest {
  /** Two slots, each tenant's share one (the default: half), no waiting (refusals are at once). */
  private static Admission twoSlots() {
    LimitProperties limits = new LimitProperties(0, 0, 0, 2, Duration.ZERO, null, 0);
    assertThat(limits.tenantConcurrentCompiles()).isEqualTo(1);
    return new Admission(limits, new SimpleMeterRegistry());
  }

  @Test
  void oneTenantsFloodOfCompilesLeavesASlotToAnother() throws Exception {
    Admission admission = twoSlots();
    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Object> aHolds = hold(admission, "a", release);
    // a's next compile would take the host's second slot: it is refused, naming a's share and its setting
    DomainException refused = catchThrowableOfType(DomainException.class, () -> admission.compile("a", () -> "a2"));
    assertThat(refused.kind()).isEqualTo(DomainException.Kind.EXHAUSTED);
    assertThat(refused.getMessage()).contains("tenant a", "torchtpu.limits.tenant-concurrent-compiles");
    // b still compiles at once, while a's compile holds its slot
    assertThat(admission.compile("b", () -> "b1")).isEqualTo("b1");
    assertThat(admission.compile("b", () -> "b2")).isEqualTo("b2");
    release.countDown();
    aHolds.get(30, TimeUnit.SECONDS);
    assertThat(admission.compile("a", () -> "a3")).isEqualTo("a3"); // its share is free again
  }

  @Test
  void adviceCountsAgainstItsCallersShare() throws Exception {
    Admission admission = twoSlots();
    AdvisorService service = new AdvisorService(new Executor(), new Host("h", Generation.V5E, 1), admission);
    AdviseRequest request = AdviseRequest.newBuilder().setGraph(AdvisorGraphs.attention(1, 128, 2, 64)).build();
    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Object> aHolds = hold(admission, "a", release);

    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class,
        () -> Callers.callAs(Caller.tenant("a"), () -> service.advise(request)));
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains("tenant a", "tenant-concurrent-compiles");
    assertThat(Callers.callAs(Caller.tenant("b"), () -> service.advise(request)).getOps()).isPositive();

    release.countDown();
    aHolds.get(30, TimeUnit.SECONDS);
  }

  /** A compile of {@code tenant} that holds its slot until {@code release}; returns once it holds it. */
  static CompletableFuture<Object> hold(Admission admission, String tenant, CountDownLatch release)
      throws InterruptedException {
    CountDownLatch holding = new CountDownLatch(1);
    CompletableFuture<Object> busy = CompletableFuture.supplyAsync(() -> admission.compile(tenant, () -> {
      holding.countDown();
      try {
        return release.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }));
    assertThat(holding.await(30, TimeUnit.SECONDS)).isTrue();
    return busy;
  }
}
