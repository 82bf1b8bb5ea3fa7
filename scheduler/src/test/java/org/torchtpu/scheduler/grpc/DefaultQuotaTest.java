package org.torchtpu.scheduler.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.boot.test.context.SpringBootTest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.scheduler.config.SchedulerProperties;

/**
 * Out of the box no tenant may hold a whole pod: with the default pods (v5e and v6e 16x16, ...) and no quota
 * configured, a tenant's job of a whole v5e pod (256 chips) is refused RESOURCE_EXHAUSTED naming the settings.
 * Before, {@code default-quota-chips: 0} meant no limit, and one key could hold the pod for the 7-day time limit.
 */
@SpringBootTest(properties = {
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=default-quota-test",
    "spring.datasource.url=jdbc:h2:mem:default-quota-test;DB_CLOSE_DELAY=-1",
    "torchtpu.scheduler.tenants.weighted.weight=2",
    "torchtpu.scheduler.tenants.granted.quota-chips=256"})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DefaultQuotaTest {
  private ManagedChannel channel;
  private SchedulerGrpc.SchedulerBlockingStub stub;

  @BeforeAll
  void connect() {
    channel = InProcessChannelBuilder.forName("default-quota-test").directExecutor().build();
    stub = SchedulerGrpc.newBlockingStub(channel);
  }

  @AfterAll
  void close() throws InterruptedException {
    channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  private SubmitJobRequest wholeV5ePod(String tenant) {
    return SubmitJobRequest.newBuilder().setTenant(tenant).setGeneration(Generation.V5E).setTopology("16x16")
        .setTimeLimitSeconds(7 * 24 * 3600).build();
  }

  @Test
  void aTenantWithoutAQuotaOfItsOwnCannotTakeAWholePod() {
    for (String tenant : new String[] {"mallory", "weighted"}) { // listed for its weight only: the default applies
      StatusRuntimeException refused = catchThrowableOfType(() -> stub.submitJob(wholeV5ePod(tenant)),
          StatusRuntimeException.class);
      assertThat(refused).as(tenant).isNotNull();
      assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
      assertThat(refused.getStatus().getDescription()).contains("256 chips", "quota is 128 chips",
          "default-quota-chips");
    }
    assertThat(stub.submitJob(SubmitJobRequest.newBuilder().setTenant("mallory").setGeneration(Generation.V5E)
        .setTopology("8x16").build()).getState()).as("half the pod").isEqualTo(JobState.QUEUED);
    assertThat(stub.submitJob(wholeV5ePod("granted")).getState()).as("an operator's grant").isEqualTo(JobState.QUEUED);
  }

  /** Half the smallest pod, at least 64 chips; an operator's 0 is no limit, as before. */
  @Test
  void theDefaultIsHalfTheSmallestPodAtLeast64Chips() {
    assertThat(bind(Map.of()).toConfig().tenant("anyone").quotaChips()).isEqualTo(128);
    assertThat(bind(Map.of("torchtpu.scheduler.pods[0].name", "big", "torchtpu.scheduler.pods[0].generation", "v5p",
        "torchtpu.scheduler.pods[0].dims", "16x20x28")).toConfig().tenant("anyone").quotaChips()).isEqualTo(4480);
    assertThat(bind(Map.of("torchtpu.scheduler.pods[0].name", "dev", "torchtpu.scheduler.pods[0].generation", "v5e",
        "torchtpu.scheduler.pods[0].dims", "2x2")).toConfig().tenant("anyone").quotaChips()).isEqualTo(64);
    assertThat(bind(Map.of("torchtpu.scheduler.default-quota-chips", "0")).toConfig().tenant("anyone").quotaChips())
        .isZero();
    assertThat(bind(Map.of("torchtpu.scheduler.default-quota-chips", "")).toConfig().tenant("anyone").quotaChips())
        .as("an empty setting (the environment variable unset) is the default").isEqualTo(128);
  }

  private static SchedulerProperties bind(Map<String, String> settings) {
    return new Binder(new MapConfigurationPropertySource(settings)).bindOrCreate("torchtpu.scheduler",
        SchedulerProperties.class);
  }
}
