package org.torchtpu.server.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.boot.env.OriginTrackedMapPropertySource;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.SimpleCommandLinePropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.torchtpu.service.security.SecuritySettings;

/**
 * A training run's environment (review-prog6 finding 1): whatever the caller's environment variables, command line,
 * SPRING_APPLICATION_JSON or extra config files say, it binds loopback only on ephemeral ports, reaches no scheduler
 * or compilation cache, and has no keys.
 */
class CdsTrainingEnvironmentTest {
  /** What Spring Boot builds for a caller with a hostile environment: the jar's yml first loaded, then the rest. */
  private static StandardEnvironment callersEnvironment() {
    StandardEnvironment env = new StandardEnvironment();
    var sources = env.getPropertySources();
    sources.replace(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
        new SystemEnvironmentPropertySource(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME, Map.of(
            "TORCHTPU_SCHEDULER_TARGET", "scheduler.example:50052",
            "TORCHTPU_COMPILATION_CACHE_TARGET", "cache.example:50053",
            "TORCHTPU_GRPC_BIND_ADDRESS", "0.0.0.0",
            "TORCHTPU_SECURITY_TENANTS_ALICE_APIKEYSHA256", "a".repeat(64),
            "TORCHTPU_SERVICE_KEY", "host-secret")));
    sources.addFirst(new SimpleCommandLinePropertySource("--torchtpu.grpc-port=50051", "--server.port=8080",
        "--torchtpu.security.admins.root.api-key-sha256=" + "b".repeat(64)));
    sources.addAfter(SimpleCommandLinePropertySource.COMMAND_LINE_PROPERTY_SOURCE_NAME,
        new MapPropertySource("spring.application.json", Map.of(
            "torchtpu.security.tenants.bob.api-key-sha256", "c".repeat(64))));
    sources.addLast(new OriginTrackedMapPropertySource(
        "Config resource 'file [/etc/torchtpu/application.yml]' via location 'optional:file:./config/'", Map.of(
            "torchtpu.security.services.host.api-key-sha256", "d".repeat(64),
            "server.address", "0.0.0.0")));
    sources.addLast(new OriginTrackedMapPropertySource(
        "Config resource 'class path resource [application.yml]' via location 'optional:classpath:/'", Map.of(
            "torchtpu.grpc-port", "${TORCHTPU_GRPC_PORT:50051}",
            "spring.grpc.server.host", "${TORCHTPU_GRPC_BIND_ADDRESS:*}",
            "torchtpu.scheduler-target", "${TORCHTPU_SCHEDULER_TARGET:}",
            "torchtpu.security.service-key", "${TORCHTPU_SERVICE_KEY:}",
            "management.server.port", "9080",
            "torchtpu.generation", "v5e")));
    ConfigurationPropertySources.attach(env);
    return env;
  }

  private static SecuritySettings security(StandardEnvironment env) {
    return Binder.get(env).bind("torchtpu.security", SecuritySettings.class).orElseGet(SecuritySettings::new);
  }

  @Test
  void theCallersEnvironmentIsHostileBeforeIsolation() {
    // the fixture really would expose and connect a training run, so the test below shows the isolation's effect
    StandardEnvironment env = callersEnvironment();
    assertThat(env.getProperty("spring.grpc.server.host")).isEqualTo("0.0.0.0");
    assertThat(env.getProperty("torchtpu.scheduler-target")).isEqualTo("scheduler.example:50052");
    assertThat(security(env).toApiKeys().enabled()).isTrue();
    assertThat(CdsTrainingEnvironment.refusal(env)).contains("server.port=8080", "torchtpu.scheduler-target",
        "spring.grpc.server.host=0.0.0.0");
  }

  @Test
  void isolationBindsLoopbackOnEphemeralPortsWithNoTargetsAndNoKeys() {
    StandardEnvironment env = callersEnvironment();
    List<String> dropped = CdsTrainingEnvironment.isolate(env);
    assertThat(dropped).contains(StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
        SimpleCommandLinePropertySource.COMMAND_LINE_PROPERTY_SOURCE_NAME, "spring.application.json",
        "Config resource 'file [/etc/torchtpu/application.yml]' via location 'optional:file:./config/'");
    for (String port : List.of("torchtpu.grpc-port", "spring.grpc.server.port", "server.port",
        "management.server.port")) {
      assertThat(env.getProperty(port)).as(port).isEqualTo("0");
    }
    for (String host : List.of("spring.grpc.server.host", "server.address", "management.server.address")) {
      assertThat(env.getProperty(host)).as(host).isEqualTo("127.0.0.1");
    }
    assertThat(env.getProperty("torchtpu.scheduler-target")).isEmpty();
    assertThat(env.getProperty("torchtpu.compilation-cache-target")).isEmpty();
    SecuritySettings security = security(env);
    assertThat(security.toApiKeys().enabled()).isFalse();
    assertThat(security.getServiceKey()).isEmpty();
    // the jar's own settings stay
    assertThat(env.getProperty("torchtpu.generation")).isEqualTo("v5e");
    assertThat(CdsTrainingEnvironment.refusal(env)).isNull();
  }

  @Test
  void torchtpuSystemPropertiesDoNotReachTheRun() {
    String key = "torchtpu.security.tenants.eve.api-key-sha256";
    System.setProperty(key, "e".repeat(64));
    try {
      StandardEnvironment env = callersEnvironment();
      assertThat(security(env).getTenants()).containsKey("eve");
      CdsTrainingEnvironment.isolate(env);
      assertThat(security(env).getTenants()).isEmpty();
      assertThat(env.getProperty("java.version")).isEqualTo(System.getProperty("java.version"));
    } finally {
      System.clearProperty(key);
    }
  }

  @Test
  void withoutTheSystemPropertyTheEnvironmentIsUntouched() {
    assertThat(CdsTrainingRun.active()).isFalse();
    StandardEnvironment env = callersEnvironment();
    int before = env.getPropertySources().size();
    new CdsTrainingEnvironment().postProcessEnvironment(env, null);
    assertThat(env.getPropertySources().size()).isEqualTo(before);
    assertThat(env.getProperty("torchtpu.scheduler-target")).isEqualTo("scheduler.example:50052");
  }

  @Test
  @SuppressWarnings("deprecation")
  void springBootRunsItForEveryApplication() {
    assertThat(SpringFactoriesLoader.loadFactoryNames(EnvironmentPostProcessor.class, getClass().getClassLoader()))
        .contains(CdsTrainingEnvironment.class.getName());
  }
}
