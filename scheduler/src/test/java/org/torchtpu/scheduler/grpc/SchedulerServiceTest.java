package org.torchtpu.scheduler.grpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.ManagedChannel;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.torchtpu.api.v1.CompleteJobRequest;
import org.torchtpu.api.v1.DescribePodsRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.GetJobRequest;
import org.torchtpu.api.v1.HeartbeatRequest;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.Job;
import org.torchtpu.api.v1.JobEvent;
import org.torchtpu.api.v1.JobState;
import org.torchtpu.api.v1.ListJobsRequest;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.StartJobRequest;
import org.torchtpu.api.v1.SubmitJobRequest;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.api.v1.WatchJobRequest;
import org.torchtpu.testing.RawGrpc;

/** The Spring app: the gRPC service (in process), REST and metrics, over an in-memory H2 database. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=scheduler-service-test",
    "spring.datasource.url=jdbc:h2:mem:scheduler-service-test;DB_CLOSE_DELAY=-1",
    "torchtpu.scheduler.pods[0].name=cube",
    "torchtpu.scheduler.pods[0].generation=v5p",
    "torchtpu.scheduler.pods[0].dims=4x2x2",
    "torchtpu.scheduler.tenants.capped.quota-chips=4",
    "torchtpu.scheduler.lease=1h"})
@org.springframework.boot.test.autoconfigure.actuate.observability.AutoConfigureObservability
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SchedulerServiceTest {
  @LocalServerPort
  int httpPort;
  @org.springframework.boot.test.web.server.LocalManagementPort
  int managementPort;
  private ManagedChannel channel;
  private SchedulerGrpc.SchedulerBlockingStub stub;
  private final HttpClient http = HttpClient.newHttpClient();

  @BeforeAll
  void connect() {
    channel = InProcessChannelBuilder.forName("scheduler-service-test").directExecutor().build();
    stub = SchedulerGrpc.newBlockingStub(channel);
    int n = 0;
    for (int z = 0; z < 2; z++) {
      for (int x = 0; x < 4; x += 2) {
        RegisterHostRequest.Builder h = RegisterHostRequest.newBuilder().setHostId("host-" + n++)
            .setGeneration(Generation.V5P).setEndpoint("127.0.0.1:" + (7000 + n));
        int i = 0;
        for (int y = 0; y < 2; y++) {
          for (int dx = 0; dx < 2; dx++) {
            h.addChips(HostChip.newBuilder().setIndex(i++).setCoord(TorusCoord.newBuilder().setX(x + dx).setY(y).setZ(z)));
          }
        }
        assertThat(stub.registerHost(h.build()).getLeaseMillis()).isEqualTo(3_600_000);
      }
    }
  }

  @AfterAll
  void close() throws InterruptedException {
    channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
  }

  private SchedulerGrpc.SchedulerBlockingStub stub() {
    return stub.withDeadlineAfter(10, TimeUnit.SECONDS);
  }

  private static Status.Code code(Throwable t) {
    return Status.fromThrowable(t).getCode();
  }

  private HttpResponse<String> send(String method, String path, String body) throws Exception {
    HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + httpPort + path))
        .header("Content-Type", "application/json");
    b.method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
    return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
  }


  /** {@code count} empty groups of field 15 (no request type has it): two bytes each, parsed as unknown fields. */

  /**
   * A SubmitJob of empty structure (4 MiB of unknown groups, the scheduler's limit) is refused before it
   * is parsed, naming the bound, through the application's own server and interceptors; the scheduler goes on.
   */
  @Test
  void aRequestOfEmptyStructureIsRefusedBeforeItIsParsed() {
    int groups = (2 << 20) - 1024; // just under 4 MiB: over 400 MiB of heap once parsed, as the bound estimates it
    Status refused = RawGrpc.send(channel, SchedulerGrpc.getSubmitJobMethod(), RawGrpc.emptyUnknownGroups(groups));
    assertThat(refused.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(refused.getDescription()).contains("SubmitJobRequest of " + 2 * groups + " bytes", "more than "
        + org.torchtpu.service.grpc.StructureBound.MAX_PARSED_HEAP_BYTES + " bytes of heap");
    assertThat(stub().describePods(DescribePodsRequest.getDefaultInstance()).getPodsCount()).isEqualTo(1);
    // gRPC's health service, open without a key, is bound too (its bean wrapped: StructureBoundServices), with the
    // strict limits of the open services: 256 KiB of unknown groups, under the services' own threshold, is over their
    // 64 KiB wire ceiling
    Status health = RawGrpc.send(channel, io.grpc.health.v1.HealthGrpc.getCheckMethod(), RawGrpc.emptyUnknownGroups(128 << 10));
    assertThat(health.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    assertThat(health.getDescription()).contains("HealthCheckRequest", "more than " + (64 << 10) + " bytes");
    assertThat(io.grpc.health.v1.HealthGrpc.newBlockingStub(channel).check(
        io.grpc.health.v1.HealthCheckRequest.getDefaultInstance()).getStatus())
        .isEqualTo(io.grpc.health.v1.HealthCheckResponse.ServingStatus.SERVING);
  }

  @Test
  void grpcJobLifecycleWithWatch() {
    Job j = stub().submitJob(SubmitJobRequest.newBuilder().setTenant("grpc").setGeneration(Generation.V5P)
        .setTopology("2x2x1").setTimeLimitSeconds(600).build());
    assertThat(j.getState()).isEqualTo(JobState.SCHEDULED);
    assertThat(j.getSlice().getHostsList()).isNotEmpty();
    Iterator<JobEvent> events = stub().watchJob(WatchJobRequest.newBuilder().setJobId(j.getJobId()).build());
    assertThat(events.next().getState()).isEqualTo(JobState.SCHEDULED);
    stub().startJob(StartJobRequest.newBuilder().setJobId(j.getJobId()).build());
    assertThat(events.next().getState()).isEqualTo(JobState.RUNNING);
    stub().completeJob(CompleteJobRequest.newBuilder().setJobId(j.getJobId()).setSucceeded(true).build());
    JobEvent done = events.next();
    assertThat(done.getState()).isEqualTo(JobState.SUCCEEDED);
    assertThat(events.hasNext()).as("the stream ends after a final state").isFalse();
    assertThat(stub().listJobs(ListJobsRequest.newBuilder().setTenant("grpc").addStates(JobState.SUCCEEDED).build())
        .getJobsList()).extracting(Job::getJobId).containsExactly(j.getJobId());
  }

  @Test
  void grpcBadInputGetsClearStatuses() {
    StatusRuntimeException bad = catchThrowableOfType(() -> stub().submitJob(SubmitJobRequest.newBuilder()
        .setTenant("t").setGeneration(Generation.V5P).setTopology("2x2x9").build()), StatusRuntimeException.class);
    assertThat(code(bad)).isEqualTo(Status.Code.INVALID_ARGUMENT);
    assertThat(bad.getStatus().getDescription()).contains("topology 2x2x9");
    StatusRuntimeException missing = catchThrowableOfType(() -> stub().getJob(GetJobRequest.newBuilder()
        .setJobId("job-404").build()), StatusRuntimeException.class);
    assertThat(code(missing)).isEqualTo(Status.Code.NOT_FOUND);
    StatusRuntimeException quota = catchThrowableOfType(() -> stub().submitJob(SubmitJobRequest.newBuilder()
        .setTenant("capped").setGeneration(Generation.V5P).setTopology("2x2x2").build()), StatusRuntimeException.class);
    assertThat(code(quota)).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
    StatusRuntimeException ghost = catchThrowableOfType(() -> stub().heartbeat(HeartbeatRequest.newBuilder()
        .setHostId("ghost").build()), StatusRuntimeException.class);
    assertThat(code(ghost)).isEqualTo(Status.Code.NOT_FOUND);
    StatusRuntimeException watchMissing = catchThrowableOfType(() -> stub().watchJob(WatchJobRequest.newBuilder()
        .setJobId("job-404").build()).hasNext(), StatusRuntimeException.class);
    assertThat(code(watchMissing)).isEqualTo(Status.Code.NOT_FOUND);
    // and the service still answers
    assertThat(stub().describePods(DescribePodsRequest.getDefaultInstance()).getPods(0).getRegisteredChips()).isEqualTo(16);
  }

  @Test
  void restJobsAndPod() throws Exception {
    HttpResponse<String> created = send("POST", "/api/v1/jobs",
        "{\"tenant\":\"rest\",\"generation\":\"v5p\",\"topology\":\"1x1x1\",\"timeLimitSeconds\":60}");
    assertThat(created.statusCode()).isEqualTo(201);
    assertThat(created.body()).contains("\"state\": \"SCHEDULED\"");
    String id = created.body().replaceAll("(?s).*\"jobId\": \"([^\"]+)\".*", "$1");
    assertThat(send("GET", "/api/v1/jobs/" + id, null).body()).contains(id).contains("\"tenant\": \"rest\"");
    assertThat(send("GET", "/api/v1/jobs?tenant=rest&state=scheduled", null).body()).contains(id);
    HttpResponse<String> pod = send("GET", "/api/v1/pod", null);
    assertThat(pod.statusCode()).isEqualTo(200);
    assertThat(pod.body()).contains("\"dims\": \"4x2x2\"").contains("\"state\": \"busy\"").contains(id);
    HttpResponse<String> cancelled = send("DELETE", "/api/v1/jobs/" + id, null);
    assertThat(cancelled.body()).contains("CANCELLED");
    HttpResponse<String> again = send("DELETE", "/api/v1/jobs/" + id, null);
    assertThat(again.statusCode()).isEqualTo(409);
    assertThat(again.body()).contains("already CANCELLED");
    assertThat(send("GET", "/api/v1/jobs/job-404", null).statusCode()).isEqualTo(404);
    HttpResponse<String> badJson = send("POST", "/api/v1/jobs", "{\"tenant\":");
    assertThat(badJson.statusCode()).isEqualTo(400);
    assertThat(badJson.body()).contains("bad job JSON");
    HttpResponse<String> badField = send("POST", "/api/v1/jobs", "{\"tenant\":\"rest\",\"generation\":\"v5p\",\"chipCount\":-2}");
    assertThat(badField.statusCode()).isEqualTo(400);
    assertThat(badField.body()).contains("chip_count -2");
    assertThat(send("GET", "/api/v1/jobs?state=sleeping", null).statusCode()).isEqualTo(400);
    assertThat(send("GET", "/api/v1/tenants", null).body()).contains("rest");
  }

  @Test
  void metricsArePublished() throws Exception {
    HttpResponse<String> scrape = http.send(HttpRequest.newBuilder(
        URI.create("http://127.0.0.1:" + managementPort + "/actuator/prometheus")).build(), HttpResponse.BodyHandlers.ofString());
    assertThat(scrape.statusCode()).isEqualTo(200);
    String prom = scrape.body();
    List<String> expected = new ArrayList<>(List.of("torchtpu_scheduler_queue_length", "torchtpu_scheduler_utilisation",
        "torchtpu_scheduler_chips{", "torchtpu_scheduler_decisions_total", "torchtpu_scheduler_decision_latency_seconds"));
    assertThat(prom).contains(expected);
  }

  /**
   * The metrics are the pod's totals (queue length, busy chips): the port tenants reach (REST jobs API) serves no
   * actuator endpoint at all; the management port does, bound to loopback unless an operator says otherwise.
   */
  @Test
  void actuatorIsNotOnTheTenantPort(@org.springframework.beans.factory.annotation.Autowired
      org.springframework.core.env.Environment env) throws Exception {
    assertThat(managementPort).isNotEqualTo(httpPort);
    for (String path : List.of("/actuator/prometheus", "/actuator/health", "/actuator/metrics", "/actuator")) {
      assertThat(send("GET", path, null).statusCode()).as(path + " on the REST port").isEqualTo(404);
    }
    assertThat(http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + managementPort + "/actuator/health"))
        .build(), HttpResponse.BodyHandlers.ofString()).body()).contains("\"UP\"");
    assertThat(env.getProperty("management.server.address")).isEqualTo("127.0.0.1");
  }

  @org.springframework.beans.factory.annotation.Autowired
  org.torchtpu.scheduler.config.SchedulerProperties properties;

  /** Out of the box a tenant's queue is bounded: an unbounded one lets one tenant grow the scheduler for everyone. */
  @Test
  void aTenantsQueuedJobsAreBoundedByDefault() {
    assertThat(properties.toConfig().tenant("anyone").maxQueuedJobs()).isEqualTo(1000);
    assertThat(properties.toConfig().tenant("capped").maxQueuedJobs()).isEqualTo(1000); // listed, no own setting
  }
}
