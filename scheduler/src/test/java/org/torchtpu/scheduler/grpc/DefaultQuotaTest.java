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
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.scheduler.config.SchedulerProperties;

/**
 * The default chip quota is the operator's to choose: unset it is no limit (a whole default pod can be asked for with
 * nothing configured); set, a tenant's job past it is refused RESOURCE_EXHAUSTED naming the settings that raise it.
 */
@SpringBootTest(properties = {
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=default-quota-test",
    "spring.datasource.url=jdbc:h2:mem:default-quota-test;DB_CLOSE_DELAY=-1",
    "torchtpu.scheduler.default-quota-chips=128",
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
  void anOperatorsDefaultQuotaRefusesAWholePodNamingTheSetting() {
    StatusRuntimeException refused = catchThrowableOfType(() -> stub.submitJob(wholeV5ePod("mallory")),
        StatusRuntimeException.class);
    assertThat(refused).isNotNull();
    assertThat(refused.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getStatus().getDescription()).contains("256 chips", "quota is 128 chips",
        "default-quota-chips", "quota-chips");
    assertThat(stub.submitJob(wholeV5ePod("granted")).getState()).as("an operator's grant").isEqualTo(JobState.QUEUED);
  }

  /** Unset (or an empty environment variable's 0) is no limit, as a whole pod must be possible out of the box. */
  @Test
  void unsetIsNoLimit() {
    assertThat(bind(Map.of()).toConfig().tenant("anyone").quotaChips()).isZero();
    assertThat(bind(Map.of("torchtpu.scheduler.default-quota-chips", "0")).toConfig().tenant("anyone").quotaChips())
        .isZero();
  }

  /** A tenant listed for its weight alone gets the default quota, not "no limit"; its own 0 is an explicit grant. */
  @Test
  void aListedTenantWithoutItsOwnQuotaHasTheDefault() {
    SchedulerProperties properties = bind(Map.of("torchtpu.scheduler.default-quota-chips", "128",
        "torchtpu.scheduler.tenants.weighted.weight", "2", "torchtpu.scheduler.tenants.open.quota-chips", "0"));
    assertThat(properties.toConfig().tenant("weighted").quotaChips()).isEqualTo(128);
    assertThat(properties.toConfig().tenant("weighted").weight()).isEqualTo(2.0);
    assertThat(properties.toConfig().tenant("open").quotaChips()).isZero();
  }

  private static SchedulerProperties bind(Map<String, String> settings) {
    return new Binder(new MapConfigurationPropertySource(settings)).bindOrCreate("torchtpu.scheduler",
        SchedulerProperties.class);
  }
}
