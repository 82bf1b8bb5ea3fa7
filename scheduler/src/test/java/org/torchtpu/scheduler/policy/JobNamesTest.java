package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.torchtpu.scheduler.policy.Fixtures.job;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.store.SchedulerStore;

/**
 * A job's name is a tenant's text that operators read beside every other tenant's jobs (tpuctl, the dashboard, logs):
 * it is one line of printable text, so it cannot print made-up lines (a row naming another tenant's job) or escape
 * sequences into an operator's terminal.
 */
class JobNamesTest {
  private static final Shape FLAT = new Shape(4, 4, 1);

  private static SchedulerCore core() {
    SchedulerCore c = new SchedulerCore(SchedulerConfig.of(List.of(new PodSpec("flat", Generation.V5E, FLAT))),
        new BestFitPlacer(), new MutableClock(1_000_000), SchedulerStore.NONE);
    Fixtures.tile(c, Generation.V5E, FLAT, new Shape(2, 2, 1));
    return c;
  }

  @Test
  void aNameWithControlOrFormatCharactersIsInvalidNamingTheFirstOne() {
    SchedulerCore c = core();
    String spoof = "train\njob-aaaaaaaaaaaaaaaa  bob  - QUEUED";
    SchedulerException e = catchThrowableOfType(() -> c.submit(job("mallory", Generation.V5E, "2x2", 0, 600)
        .toBuilder().setName(spoof).build()), SchedulerException.class);
    assertThat(e).isNotNull();
    assertThat(e.kind()).isEqualTo(org.torchtpu.service.error.DomainException.Kind.INVALID);
    assertThat(e.getMessage()).contains("control character U+000A at index 5").contains("one line of printable text");

    for (String bad : List.of("a\u001b]0;pwned\u0007", "tab\there", "x\u202Eevil", "nul\u0000", "del\u007f")) {
      assertThat(catchThrowableOfType(() -> c.submit(job("mallory", Generation.V5E, "2x2", 0, 600).toBuilder()
          .setName(bad).build()), SchedulerException.class)).as(bad).isNotNull();
    }
    assertThat(c.list("mallory", java.util.Set.of(), 0)).isEmpty(); // nothing was queued

    // printable text of any script is a name as before
    assertThat(c.submit(job("mallory", Generation.V5E, "2x2", 0, 600).toBuilder().setName("résumé run 7 (λ=0.1) 訓練")
        .build()).getState()).isEqualTo(JobState.SCHEDULED);
  }

  @Test
  void aTopologyWithControlCharactersIsInvalidNamingTheFirstOne() {
    SchedulerCore c = core();
    SchedulerException e = catchThrowableOfType(() -> c.submit(job("mallory", Generation.V5E, "2\r\b\u0007x2", 0,
        600)), SchedulerException.class);
    assertThat(e).as("the topology parses as 2x2 once each part is trimmed; it must still be refused").isNotNull();
    assertThat(e.kind()).isEqualTo(org.torchtpu.service.error.DomainException.Kind.INVALID);
    assertThat(e.getMessage()).contains("topology has control character U+000D at index 1");
    assertThat(c.list("mallory", java.util.Set.of(), 0)).isEmpty();

    // spaces around it and inside it are trimmed as before
    assertThat(c.submit(job("mallory", Generation.V5E, " 2 x 2 ", 0, 600)).getState()).isEqualTo(JobState.SCHEDULED);
  }
}
