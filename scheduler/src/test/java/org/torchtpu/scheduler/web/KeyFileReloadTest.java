package org.torchtpu.scheduler.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.testing.TrickledBody;

/**
 * The scheduler with its tenant keys in {@code torchtpu.security.keys-file}: a key taken out of the file is refused
 * on the REST port (and, through the same key set, on gRPC) without a restart, and a key added is taken. Before, keys
 * were bound once at start.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=key-file-reload-test",
    "spring.datasource.url=jdbc:h2:mem:key-file-reload-test;DB_CLOSE_DELAY=-1",
    "management.server.port=0",
    "torchtpu.security.keys-file-check=100ms"})
class KeyFileReloadTest {
  private static final Path FILE;

  static {
    try {
      FILE = Files.createTempFile("torchtpu-keys", ".yml");
      FILE.toFile().deleteOnExit();
      Files.writeString(FILE, keyLine("team-a", "key-a"));
    } catch (java.io.IOException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  @LocalServerPort
  int port;

  @DynamicPropertySource
  static void keysFile(DynamicPropertyRegistry registry) {
    registry.add("torchtpu.security.keys-file", FILE::toString);
  }

  private static String keyLine(String tenant, String key) {
    return "torchtpu.security.tenants." + tenant + ".api-key-sha256: " + ApiKeys.sha256Hex(key) + "\n";
  }

  private String statusWith(String key) throws Exception {
    String answer = TrickledBody.exchange(port, "GET /api/v1/jobs HTTP/1.1\r\nHost: x\r\nX-API-Key: " + key
        + "\r\nConnection: close\r\n\r\n", new byte[0]);
    return answer.substring(0, answer.indexOf("\r\n"));
  }

  @Test
  void aKeyTakenOutOfTheFileIsRefusedAndOneAddedIsTakenWithoutARestart() throws Exception {
    assertThat(statusWith("key-a")).startsWith("HTTP/1.1 200");
    assertThat(statusWith("key-b")).startsWith("HTTP/1.1 401");
    Files.writeString(FILE, keyLine("team-b", "key-b"));
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a bound on a hang, not a timing
    while (!statusWith("key-b").startsWith("HTTP/1.1 200") && System.nanoTime() < until) {
      Thread.sleep(50);
    }
    assertThat(statusWith("key-b")).startsWith("HTTP/1.1 200");
    assertThat(statusWith("key-a")).as("the revoked key").startsWith("HTTP/1.1 401");
  }
}
