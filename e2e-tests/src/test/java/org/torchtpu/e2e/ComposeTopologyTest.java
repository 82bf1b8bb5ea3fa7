package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * docker-compose.yml (for users with Docker) describes the same pod as the process-based
 * end-to-end test (SchedulerIT): the same generation, pod shape, chips per host and host
 * origins, with every host pointed at the scheduler and the compilation cache.
 */
class ComposeTopologyTest {

  @SuppressWarnings("unchecked")
  private static Map<String, Object> compose() throws Exception {
    Path file = Path.of(System.getProperty("torchtpu.repo", "..")).resolve("docker-compose.yml");
    LoaderOptions options = new LoaderOptions();
    options.setMaxAliasesForCollections(100); // the file shares host settings through YAML anchors
    try (Reader in = Files.newBufferedReader(file)) {
      return (Map<String, Object>) new Yaml(options).load(in);
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void composeDescribesTheEndToEndPod() throws Exception {
    Map<String, Object> services = (Map<String, Object>) compose().get("services");
    assertThat(services).containsKeys("postgres", "scheduler", "compilation-cache", "prometheus");

    Map<String, Object> schedulerEnv = env(services.get("scheduler"));
    assertThat(schedulerEnv).containsEntry("TORCHTPU_SCHEDULER_PODS_0_GENERATION", SchedulerIT.GENERATION)
        .containsEntry("TORCHTPU_SCHEDULER_PODS_0_DIMS", SchedulerIT.POD_DIMS);
    assertThat((String) schedulerEnv.get("SPRING_DATASOURCE_URL")).startsWith("jdbc:postgresql://postgres:");
    assertThat((String) env(services.get("compilation-cache")).get("SPRING_DATASOURCE_URL"))
        .startsWith("jdbc:postgresql://postgres:");

    Map<String, String> origins = new TreeMap<>();
    Set<String> hostPorts = new HashSet<>();
    for (Map.Entry<String, Object> e : services.entrySet()) {
      if (!e.getKey().startsWith("tpu-server")) {
        continue;
      }
      Map<String, Object> env = env(e.getValue());
      assertThat(env).as(e.getKey())
          .containsEntry("TORCHTPU_GENERATION", SchedulerIT.GENERATION)
          .containsEntry("TORCHTPU_CHIPS", Integer.toString(SchedulerIT.CHIPS_PER_HOST))
          .containsEntry("TORCHTPU_SCHEDULER_TARGET", "scheduler:50052")
          .containsEntry("TORCHTPU_COMPILATION_CACHE_TARGET", "compilation-cache:50053")
          .containsEntry("TORCHTPU_ADVERTISED_ADDRESS", e.getKey() + ":50051");
      origins.put(e.getKey(), (String) env.get("TORCHTPU_TORUS_ORIGIN"));
      for (Object port : (List<Object>) ((Map<String, Object>) e.getValue()).get("ports")) {
        String[] parts = port.toString().split(":"); // 127.0.0.1:host:container
        assertThat(hostPorts.add(parts[1])).as("host port %s used twice", port).isTrue();
      }
    }
    // published on the loopback interface only: the pod is for this machine, not its network
    for (Map.Entry<String, Object> e : services.entrySet()) {
      Object ports = ((Map<String, Object>) e.getValue()).get("ports");
      if (ports != null) {
        assertThat((List<Object>) ports).as(e.getKey()).allSatisfy(p ->
            assertThat(p.toString()).matches("127\\.0\\.0\\.1:\\d+:\\d+"));
      }
    }
    assertThat(origins).hasSize(SchedulerIT.ORIGINS.size());
    assertThat(Set.copyOf(origins.values())).isEqualTo(Set.copyOf(SchedulerIT.ORIGINS.values()));
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> env(Object service) {
    Object env = ((Map<String, Object>) service).get("environment");
    assertThat(env).as("environment of %s", service).isInstanceOf(Map.class);
    Map<String, Object> out = new TreeMap<>();
    ((Map<String, Object>) env).forEach((k, v) -> out.put(k, v == null ? null : v.toString()));
    return out;
  }
}
