package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Resilience;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.TpuException;

/**
 * What an operator sees of a tpu-server process: JSON log lines carrying the tenant, job and
 * session of the call that wrote them, and RPC latencies by method and status, ops, queue waits,
 * device time, HBM and cache hit metrics at /actuator/prometheus.
 */
class ObservabilityIT {
  private static ServiceProcess server;
  private static final ObjectMapper JSON = new ObjectMapper();

  @BeforeAll
  static void start() throws Exception {
    server = ServiceProcess.start("tpu-server", "--torchtpu.chips=1");
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  private static List<JsonNode> logRecords() throws Exception {
    List<JsonNode> out = new ArrayList<>();
    for (String line : Files.readAllLines(server.logFile())) {
      if (line.startsWith("{")) {
        out.add(JSON.readTree(line));
      }
    }
    return out;
  }

  private static String prometheus() throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(server.managementBase() + "/actuator/prometheus"))
        .build(), HttpResponse.BodyHandlers.ofString()).body();
  }

  /**
   * The scrape once every pattern is in it (a hang guard of 60 s): a call's server metrics are recorded as the
   * server closes it, which its client can see happen a moment before, so a fast scrape may come too early.
   */
  private static String prometheusOnceItHas(String... patterns) throws Exception {
    long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
    while (true) {
      String metrics = prometheus();
      if (System.nanoTime() > deadline
          || java.util.Arrays.stream(patterns).allMatch(p -> java.util.regex.Pattern.compile(p).matcher(metrics).find())) {
        return metrics; // past the deadline, the assertions that follow say what is missing
      }
      Thread.sleep(100);
    }
  }

  @Test
  void logLinesOfACallCarryItsTenantJobAndSessionAndMetricsCoverTheRpcs() throws Exception {
    String sessionId;
    try (TpuClient client = TpuClient.connect(server.grpcTarget(), Resilience.Settings.defaults(), "job-42");
         Session s = client.openSession("observed-team", 0, EagerMode.STRICT)) {
      sessionId = s.id();
      Tensor x = s.ones(4, 4);
      assertThat(x.matmul(x).sum().item()).isEqualTo(64.0);
      // a call that fails, so the RPC metrics have a status other than OK
      try (Session bad = client.openSession("observed-team", 7, EagerMode.STRICT)) {
        throw new AssertionError("chip 7 does not exist");
      } catch (TpuException expected) {
        assertThat(expected.code()).isEqualTo(io.grpc.Status.Code.INVALID_ARGUMENT);
      }
    }

    List<JsonNode> records = logRecords();
    assertThat(records).as("the process logs JSON").isNotEmpty();
    JsonNode opened = records.stream().filter(r -> r.path("message").asText().startsWith("opened session " + sessionId))
        .findFirst().orElseThrow(() -> new AssertionError("no 'opened session' record in\n" + records));
    assertThat(opened.path("tenant").asText()).isEqualTo("observed-team");
    assertThat(opened.path("job").asText()).isEqualTo("job-42");
    assertThat(opened.path("rpc").asText()).isEqualTo("torchtpu.v1.Runtime/OpenSession");
    JsonNode closed = records.stream().filter(r -> r.path("message").asText().startsWith("closed session " + sessionId))
        .findFirst().orElseThrow(() -> new AssertionError("no 'closed session' record"));
    // CloseSession names only the session: the tenant comes from the server's session table
    assertThat(closed.path("session").asText()).isEqualTo(sessionId);
    assertThat(closed.path("tenant").asText()).isEqualTo("observed-team");
    assertThat(closed.path("job").asText()).isEqualTo("job-42");
    // the MDC is cleared after each call: lines outside calls carry no session
    assertThat(records.stream().filter(r -> r.path("message").asText().startsWith("Started TpuServerApplication")))
        .allMatch(r -> r.path("session").isMissingNode());

    String metrics = prometheusOnceItHas("rpc_method=\"OpenSession\"", "rpc_method=\"ExecuteStream\"");
    assertThat(metrics).containsPattern("grpc_server_seconds_count\\{[^}]*grpc_status_code=\"OK\"[^}]*rpc_method=\"OpenSession\"");
    assertThat(metrics).containsPattern(
        "grpc_server_seconds_count\\{[^}]*grpc_status_code=\"INVALID_ARGUMENT\"[^}]*rpc_method=\"OpenSession\"");
    assertThat(metrics).containsPattern("grpc_server_seconds_count\\{[^}]*rpc_method=\"ExecuteStream\"");
    assertThat(metrics).containsPattern("torchtpu_ops_total\\{[^}]*mode=\"strict\"\\} [1-9]");
    assertThat(metrics).contains("torchtpu_op_queue_wait_seconds_bucket");
    assertThat(metrics).contains("torchtpu_op_device_seconds_bucket");
    assertThat(metrics).contains("torchtpu_hbm_used_bytes{").contains("torchtpu_hbm_peak_bytes{");
    assertThat(metrics).contains("torchtpu_compile_cache_requests_total{");
    assertThat(metrics).contains("torchtpu_ops_pending{");
    assertThat(metrics).contains("resilience4j_bulkhead_available_concurrent_calls{");
  }
}
