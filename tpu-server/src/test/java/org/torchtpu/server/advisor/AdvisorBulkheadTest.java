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

/**
 * Any key may call the advisor, and advice on a graph runs the compiler's pass pipeline: it takes a slot of the
 * host's compile bulkhead like Runtime.Compile, so a flood of Advise calls is refused with RESOURCE_EXHAUSTED
 * instead of compiling without bound beside every tenant's work.
 */
class AdvisorBulkheadTest {
  @Test
  void adviceTakesACompileSlotAndIsRefusedWhenNoneIsFree() throws Exception {
    Admission admission = new Admission(new LimitProperties(0, 0, 0, 1, Duration.ZERO, null), new SimpleMeterRegistry());
    AdvisorService service = new AdvisorService(new Executor(), new Host("h", Generation.V5E, 1), admission);
    AdviseRequest request = AdviseRequest.newBuilder().setGraph(AdvisorGraphs.attention(1, 128, 2, 64)).build();

    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Object> busy = holdTheOnlyCompileSlot(admission, release);

    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class, () -> service.advise(request));
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains("compiles are already running");

    release.countDown();
    busy.get(30, TimeUnit.SECONDS);
    assertThat(service.advise(request).getOps()).isPositive(); // a free slot: advised as before
  }

  /** Advise has no session: it counts against the caller's own limit of waiting calls, not another tenant's. */
  @Test
  void aTenantsAdviceWaitingForASlotIsBoundedByItsWaitingCalls() throws Exception {
    Admission admission = new Admission(new LimitProperties(0, 0, 0, 1, Duration.ofSeconds(60), null, 1),
        new SimpleMeterRegistry());
    AdvisorService service = new AdvisorService(new Executor(), new Host("h", Generation.V5E, 1), admission);
    AdviseRequest request = AdviseRequest.newBuilder().setGraph(AdvisorGraphs.attention(1, 128, 2, 64)).build();
    org.torchtpu.service.security.Caller a = org.torchtpu.service.security.Caller.tenant("a");
    org.torchtpu.service.security.Caller b = org.torchtpu.service.security.Caller.tenant("b");

    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Object> busy = holdTheOnlyCompileSlot(admission, release);
    CompletableFuture<Object> aWaits = CompletableFuture.supplyAsync(() -> call(a, () -> service.advise(request)));
    CompletableFuture<Object> bWaits = CompletableFuture.supplyAsync(() -> call(b, () -> service.advise(request)));
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while ((admission.tenantWaiting("a") < 1 || admission.tenantWaiting("b") < 1) && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(admission.tenantWaiting("a")).isEqualTo(1);
    assertThat(admission.tenantWaiting("b")).as("another tenant's wait is its own").isEqualTo(1);

    StatusRuntimeException refused = catchThrowableOfType(StatusRuntimeException.class,
        () -> callAs(a, () -> service.advise(request)));
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains("tenant a", "Advise", "torchtpu.limits.tenant-waiting-calls");

    release.countDown();
    busy.get(30, TimeUnit.SECONDS);
    aWaits.get(60, TimeUnit.SECONDS);
    bWaits.get(60, TimeUnit.SECONDS);
    assertThat(admission.tenantWaiting("a")).isZero();
  }

  /**
   * The REST face's caller is its request's key (gRPC's context holds none there): its advice waits as that key's, not
   * under one nameless owner shared by every REST caller.
   */
  @Test
  void aRestAdviceWaitsAsItsOwnKey() throws Exception {
    Admission admission = new Admission(new LimitProperties(0, 0, 0, 1, Duration.ofSeconds(60), null, 1),
        new SimpleMeterRegistry());
    AdvisorService service = new AdvisorService(new Executor(), new Host("h", Generation.V5E, 1), admission);
    org.torchtpu.server.admin.AdvisorController rest = new org.torchtpu.server.admin.AdvisorController(service);
    String body = "{\"graph\":" + com.google.protobuf.util.JsonFormat.printer().print(AdvisorGraphs.attention(1, 128, 2, 64))
        + "}";
    org.torchtpu.service.security.Caller ops =
        new org.torchtpu.service.security.Caller("ops", org.torchtpu.service.security.Caller.Role.ADMIN);

    CountDownLatch release = new CountDownLatch(1);
    CompletableFuture<Object> busy = holdTheOnlyCompileSlot(admission, release);
    CompletableFuture<Object> advised = CompletableFuture.supplyAsync(() -> {
      org.springframework.security.core.context.SecurityContextHolder.getContext().setAuthentication(
          new org.springframework.security.web.authentication.preauth.PreAuthenticatedAuthenticationToken(ops, null,
              java.util.List.of()));
      try {
        return rest.advise(body);
      } finally {
        org.springframework.security.core.context.SecurityContextHolder.clearContext();
      }
    });
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // bounds a hang only
      while (admission.tenantWaiting("admin:ops") < 1 && System.nanoTime() < deadline) {
        Thread.sleep(5);
      }
      assertThat(admission.tenantWaiting("admin:ops")).as("the REST advice waits as its key's").isEqualTo(1);
      assertThat(admission.tenantWaiting("")).isZero();
    } finally {
      release.countDown();
    }
    busy.get(30, TimeUnit.SECONDS);
    assertThat(((org.springframework.http.ResponseEntity<?>) advised.get(60, TimeUnit.SECONDS)).getStatusCode().value())
        .isEqualTo(200);
  }

  private static Object callAs(org.torchtpu.service.security.Caller caller,
      java.util.concurrent.Callable<Object> body) throws Exception {
    return org.torchtpu.service.security.Callers.callAs(caller, body);
  }

  private static Object call(org.torchtpu.service.security.Caller caller, java.util.concurrent.Callable<Object> body) {
    try {
      return callAs(caller, body);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** Takes the host's only compile slot until {@code release}; returns once it is held. */
  private static CompletableFuture<Object> holdTheOnlyCompileSlot(Admission admission, CountDownLatch release)
      throws InterruptedException {
    return CompileFairnessTest.hold(admission, "", release); // what compile(body) does: no tenant named
  }
}
