package org.torchtpu.server.warmup;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.boot.env.RandomValuePropertySource;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.Environment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.MutablePropertySources;
import org.springframework.core.env.PropertiesPropertySource;
import org.springframework.core.env.PropertySource;
import org.springframework.core.env.StandardEnvironment;

/**
 * The isolation of a class-data-sharing training run ({@link CdsTrainingRun}), in one place so the pom and the
 * Dockerfile cannot drift from it: in a JVM started with {@code -D}{@value CdsTrainingRun#PROPERTY}{@code =true} (and
 * only there), the settings come from the jar's own application.yml and {@link #FORCED} alone.
 *
 * <p>Why: the run is an unauthenticated tpu-server that lives for the length of every {@code mvn package} and image
 * build. Bound to every interface, anyone reaching the machine could use it; in the caller's environment it would
 * register with a real scheduler (TORCHTPU_SCHEDULER_TARGET), publish to a shared compilation cache
 * (TORCHTPU_COMPILATION_CACHE_TARGET), or turn security on with tenant keys (SPRING_APPLICATION_JSON, an extra config
 * location, TORCHTPU_SECURITY_* variables) so that its own keyless calls fail. So the environment variables, the
 * command line, SPRING_APPLICATION_JSON and config files outside the jar are dropped, {@code torchtpu.*} system
 * properties too, and the ports are ephemeral and bound to loopback (gRPC, REST and the actuator).
 *
 * <p>It also starts the run's {@link TrainingWatchdog}, so the whole run, start-up included, is bounded.
 */
public class CdsTrainingEnvironment implements EnvironmentPostProcessor, Ordered {
  /** The name of the property source holding {@link #FORCED}. */
  static final String SOURCE = "cdsTrainingIsolation";
  /** The longest a training run may take from its environment's preparation to its exit. */
  static final Duration DEADLINE = Duration.ofSeconds(180);
  static final String LOOPBACK = "127.0.0.1";

  /** What a training run binds and talks to, whatever the caller's environment says. */
  static final Map<String, Object> FORCED = forced();

  private static Map<String, Object> forced() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("torchtpu.grpc-port", "0");
    m.put("spring.grpc.server.port", "0");
    m.put("spring.grpc.server.host", LOOPBACK);
    m.put("server.port", "0");
    m.put("server.address", LOOPBACK);
    m.put("management.server.port", "0");
    m.put("management.server.address", LOOPBACK);
    m.put("torchtpu.chips", "1");
    m.put("torchtpu.scheduler-target", "");
    m.put("torchtpu.compilation-cache-target", "");
    m.put("torchtpu.security.service-key", "");
    m.put("torchtpu.security.pod-secret", "");
    return Map.copyOf(m);
  }

  @Override
  public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
    if (!CdsTrainingRun.active()) {
      return;
    }
    new TrainingWatchdog(DEADLINE, TrainingWatchdog::halt).start();
    isolate(environment);
  }

  /** After the config data (application.yml) is loaded, before anything binds it. */
  @Override
  public int getOrder() {
    return Ordered.LOWEST_PRECEDENCE;
  }

  /**
   * Leaves only the jar's own config files (class path resources), the random values and {@link #FORCED} (first),
   * and the system properties other than {@code torchtpu.*} ones. Returns the names of the sources dropped.
   */
  static List<String> isolate(ConfigurableEnvironment environment) {
    MutablePropertySources sources = environment.getPropertySources();
    List<String> dropped = new ArrayList<>();
    for (PropertySource<?> source : List.copyOf(sources.stream().toList())) {
      String name = source.getName();
      if (name.equals(StandardEnvironment.SYSTEM_PROPERTIES_PROPERTY_SOURCE_NAME)) {
        sources.replace(name, new PropertiesPropertySource(name, systemPropertiesOutsideTorchtpu()));
      } else if (!kept(source)) {
        sources.remove(name);
        dropped.add(name);
      }
    }
    sources.addFirst(new MapPropertySource(SOURCE, FORCED));
    return dropped;
  }

  private static boolean kept(PropertySource<?> source) {
    String name = source.getName();
    return name.startsWith("Config resource 'class path resource [")
        || source instanceof RandomValuePropertySource
        // Spring Boot's view of all the other sources (it follows removals), and the servlet context's
        // placeholders the web server fills in later
        || name.equals("configurationProperties")
        || source instanceof PropertySource.StubPropertySource;
  }

  private static Properties systemPropertiesOutsideTorchtpu() {
    Properties kept = new Properties();
    System.getProperties().forEach((k, v) -> {
      if (!String.valueOf(k).toLowerCase(Locale.ROOT).startsWith("torchtpu")) {
        kept.put(k, v);
      }
    });
    return kept;
  }

  /**
   * Why this environment must not run a training run (it would serve on real ports, or reach another service), or
   * null when it is isolated: the last check before the run opens sessions, should the isolation ever be missing.
   */
  static String refusal(Environment environment) {
    List<String> wrong = new ArrayList<>();
    for (String port : List.of("spring.grpc.server.port", "server.port", "management.server.port")) {
      if (!"0".equals(environment.getProperty(port))) {
        wrong.add(port + "=" + environment.getProperty(port) + " (not 0)");
      }
    }
    for (String host : List.of("spring.grpc.server.host", "server.address", "management.server.address")) {
      if (!LOOPBACK.equals(environment.getProperty(host))) {
        wrong.add(host + "=" + environment.getProperty(host) + " (not " + LOOPBACK + ")");
      }
    }
    for (String target : List.of("torchtpu.scheduler-target", "torchtpu.compilation-cache-target")) {
      String value = environment.getProperty(target, "");
      if (!value.isBlank()) {
        wrong.add(target + "=" + value + " (not empty)");
      }
    }
    return wrong.isEmpty() ? null : String.join(", ", wrong);
  }
}
