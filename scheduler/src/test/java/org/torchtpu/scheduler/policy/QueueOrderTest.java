package org.torchtpu.scheduler.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.scheduler.placement.BestFitPlacer;
import org.torchtpu.scheduler.placement.Shape;
import org.torchtpu.scheduler.queue.FairShareOrder;
import org.torchtpu.scheduler.queue.QueueOrder;
import org.torchtpu.scheduler.queue.QueueOrders;
import org.torchtpu.scheduler.queue.QueuedJob;
import org.torchtpu.scheduler.queue.TenantShares;
import org.torchtpu.scheduler.store.InMemoryStore;

/** A queue order plugs into the core without editing it; the setting's names are checked. */
class QueueOrderTest {
  /** Newest job first: the opposite of every order the scheduler ships, so its effect is visible. */
  private static final class NewestFirst implements QueueOrder {
    @Override
    public <J extends QueuedJob> void serve(List<J> queue, int max, TenantShares shares, Consumer<? super J> decide) {
      List<J> reversed = new ArrayList<>(queue);
      java.util.Collections.reverse(reversed);
      reversed.stream().limit(max).forEach(decide);
    }

    @Override
    public String name() {
      return "newest-first";
    }
  }

  @Test
  void aPluggedOrderDecidesWhichQueuedJobGetsTheFreedChips() {
    MutableClock clock = new MutableClock(1_000_000);
    SchedulerCore core = new SchedulerCore(SchedulerConfig.of(List.of(new PodSpec("p", Generation.V5E,
        new Shape(2, 2, 1)))), new BestFitPlacer(), new NewestFirst(), clock, new InMemoryStore(), JobWorlds.unsealed());
    RegisterHostRequest.Builder host = RegisterHostRequest.newBuilder().setHostId("h").setGeneration(Generation.V5E)
        .setEndpoint("127.0.0.1:1");
    for (int i = 0; i < 4; i++) {
      host.addChips(HostChip.newBuilder().setIndex(i).setCoord(TorusCoord.newBuilder().setX(i % 2).setY(i / 2)));
    }
    core.registerHost(host.build());
    Job running = core.submit(job("2x2"));
    Job older = core.submit(job("2x2"));
    Job newer = core.submit(job("2x2"));
    assertThat(core.get(older.getJobId()).getState()).isEqualTo(JobState.QUEUED);
    core.complete(running.getJobId(), true, "");
    assertThat(core.get(newer.getJobId()).getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(core.get(older.getJobId()).getState()).isEqualTo(JobState.QUEUED);
  }

  @Test
  void theSettingNamesTheFairShareOrderAndRefusesOthers() {
    assertThat(QueueOrders.named("fair-share")).isInstanceOf(FairShareOrder.class);
    assertThatThrownBy(() -> QueueOrders.named("lottery")).isInstanceOf(IllegalArgumentException.class)
        .hasMessage("torchtpu.scheduler.queue-order \"lottery\" is not one of [fair-share]");
  }

  private static SubmitJobRequest job(String topology) {
    return SubmitJobRequest.newBuilder().setTenant("t").setGeneration(Generation.V5E).setTopology(topology)
        .setTimeLimitSeconds(600).build();
  }
}
