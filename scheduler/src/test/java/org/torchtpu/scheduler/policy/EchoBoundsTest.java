package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Job;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.security.JobAccess;
import org.torchtpu.scheduler.store.SchedulerStore;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.security.Caller;

/**
 * A refusal repeats the caller's job id or tenant name, and its text goes back whole in the call's trailers: a tenant
 * sending a 3 MiB job id (under the scheduler's 4 MiB message limit) made every refusal a 3 MiB string, copied and
 * encoded again by gRPC, per call. The echo is cut; a real id is repeated whole, as for another tenant's job.
 */
class EchoBoundsTest {
  private static final int HUGE = 3 << 20;

  @Test
  void aHugeJobIdOrTenantIsNotEchoedWhole() {
    SchedulerCore c = new SchedulerCore(SchedulerConfig.of(List.of(new PodSpec("flat", Generation.V5E, new Shape(4, 4, 1)))),
        new BestFitPlacer(), new MutableClock(1_000_000), SchedulerStore.NONE);
    String hugeId = "j".repeat(HUGE);
    for (Runnable call : List.<Runnable>of(() -> c.get(hugeId), () -> c.cancel(hugeId), () -> c.start(hugeId),
        () -> c.complete(hugeId, true, ""), () -> c.watch(hugeId, (e, last) -> {}))) {
      SchedulerException e = catchThrowableOfType(call::run, SchedulerException.class);
      assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
      assertThat(e.getMessage()).hasSizeLessThan(200).contains("(" + HUGE + " characters)");
    }
    String hugeTenant = "t".repeat(HUGE);
    SchedulerException listing = catchThrowableOfType(
        () -> JobAccess.listedTenant(hugeTenant, Caller.tenant("mallory")), SchedulerException.class);
    assertThat(listing.getMessage()).hasSizeLessThan(300);
    SchedulerException submitting = catchThrowableOfType(() -> JobAccess.submitting(
        job(hugeTenant, Generation.V5E, "1x1", 0, 60), Caller.tenant("mallory")), SchedulerException.class);
    assertThat(submitting.getMessage()).hasSizeLessThan(300);

    // a real job id is repeated whole, so another tenant's job reads exactly as one that does not exist
    Job own = c.submit(job("bob", Generation.V5E, "1x1", 0, 60));
    String id = own.getJobId();
    String unknown = id.substring(0, id.length() - 1) + (id.endsWith("x") ? "y" : "x");
    assertThat(catchThrowableOfType(() -> c.get(unknown), SchedulerException.class).getMessage())
        .isEqualTo("job " + unknown + " not found");
    assertThat(catchThrowableOfType(() -> JobAccess.visible(own, Caller.tenant("mallory")), SchedulerException.class)
        .getMessage()).isEqualTo("job " + own.getJobId() + " not found");
  }
}
