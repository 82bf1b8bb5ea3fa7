package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.health.v1.HealthCheckRequest;
import io.grpc.health.v1.HealthCheckResponse;
import io.grpc.health.v1.HealthGrpc;
import io.grpc.reflection.v1.ServerReflectionGrpc;
import io.grpc.reflection.v1.ServerReflectionRequest;
import io.grpc.reflection.v1.ServerReflectionResponse;
import io.grpc.stub.StreamObserver;
import java.net.URI;
import java.nio.file.Path;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.grpc.FirstResponse;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every service starts from its jar and answers health (gRPC and actuator), reflection and Prometheus. */
class ServicesHealthIT {
  @TempDir
  Path cacheDir;

  @ParameterizedTest
  @ValueSource(strings = {"tpu-server", "scheduler", "compilation-cache-service"})
  void serviceStartsAndReportsHealth(String module) throws Exception {
    String[] args = module.equals("compilation-cache-service")
        ? new String[] {"--torchtpu.cache.dir=" + cacheDir} // not ./data under the working directory
        : new String[0];
    try (ServiceProcess service = ServiceProcess.start(module, args)) {
      assertPrometheus(service, module);
      ManagedChannel channel = ManagedChannelBuilder.forTarget(service.grpcTarget()).usePlaintext().build();
      try {
        HealthCheckResponse health = HealthGrpc.newBlockingStub(channel)
            .withDeadlineAfter(10, TimeUnit.SECONDS)
            .check(HealthCheckRequest.newBuilder().setService("").build());
        assertThat(health.getStatus()).isEqualTo(HealthCheckResponse.ServingStatus.SERVING);

        List<String> services = listServices(channel);
        assertThat(services).contains("grpc.health.v1.Health");
        assertThat(services).contains(switch (module) {
          case "tpu-server" -> "torchtpu.v1.Runtime";
          case "compilation-cache-service" -> "torchtpu.v1.CompilationCache";
          default -> "torchtpu.v1.Scheduler";
        });
      } finally {
        channel.shutdownNow();
      }
    }
  }

  private static void assertPrometheus(ServiceProcess service, String module) throws Exception {
    String prometheus = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create(service.managementBase() + "/actuator/prometheus")).build(),
        HttpResponse.BodyHandlers.ofString()).body();
    assertThat(prometheus).contains("jvm_memory_used_bytes").contains("application=\"" + module + "\"");
  }

  private static List<String> listServices(ManagedChannel channel) throws Exception {
    FirstResponse<ServerReflectionResponse> answer = new FirstResponse<>();
    StreamObserver<ServerReflectionRequest> req = ServerReflectionGrpc.newStub(channel).serverReflectionInfo(answer);
    req.onNext(ServerReflectionRequest.newBuilder().setListServices("").build());
    ServerReflectionResponse r = answer.answer().get(10, TimeUnit.SECONDS);
    req.onCompleted();
    return r.getListServicesResponse().getServiceList().stream().map(s -> s.getName()).toList();
  }
}
