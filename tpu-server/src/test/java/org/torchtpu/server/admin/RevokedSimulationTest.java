package org.torchtpu.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.testing.TrickledBody;

/**
 * A simulation computing when its request's key is revoked stops part way and gives back its slot, through the host's
 * real filter chain and Tomcat: the revocation cut the request's connection, which ends only reads and writes, so the
 * simulation (an import and compile of a module of tens of thousands of ops, seconds here) ran on to its end in the
 * revoked tenant's slot, and its answer then found the connection gone. Another tenant's simulation is answered.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "torchtpu.chips=1",
    "management.server.port=0",
    "torchtpu.security.keys-file-check=100ms"})
class RevokedSimulationTest {
  private static final int HANG_SECONDS = 60;
  /** Ops of the revoked tenant's module: an import and compile of several seconds, within the 100,000-op bound. */
  private static final int OPS = 90_000;
  private static final Path FILE;

  static {
    try {
      FILE = Files.createTempFile("torchtpu-keys", ".yml");
      FILE.toFile().deleteOnExit();
      Files.writeString(FILE, keyLine("team-a", "key-a") + keyLine("team-b", "key-b"));
    } catch (java.io.IOException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  @LocalServerPort
  int port;

  @Autowired
  ApiKeys keys;

  @Autowired
  SimulateController controller;

  @DynamicPropertySource
  static void keysFile(DynamicPropertyRegistry registry) {
    registry.add("torchtpu.security.keys-file", FILE::toString);
  }

  private static String keyLine(String tenant, String key) {
    return "torchtpu.security.tenants." + tenant + ".api-key-sha256: " + ApiKeys.sha256Hex(key) + "\n";
  }

  /** A chain of {@code ops} elementwise ops, each reading the one before and the parameter, as a simulate body. */
  private static String chainBody(int ops) {
    StringBuilder text = new StringBuilder("func.func @main(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {\\n");
    text.append("  %v0 = stablehlo.add %a, %a : tensor<8x8xf32>\\n");
    String[] kinds = {"add", "multiply", "subtract", "maximum"};
    for (int i = 1; i < ops; i++) {
      text.append("  %v").append(i).append(" = stablehlo.").append(kinds[i % kinds.length]).append(" %v").append(i - 1)
          .append(", %a : tensor<8x8xf32>\\n");
    }
    text.append("  return %v").append(ops - 1).append(" : tensor<8x8xf32>\\n}");
    return "{\"generation\":\"v5e\",\"mode\":\"strict\",\"stablehlo\":\"" + text + "\"}";
  }

  /** Sends a whole simulate request of {@code key} on a new connection. */
  private Socket post(String key, String body) throws Exception {
    Socket socket = new Socket("127.0.0.1", port);
    socket.setSoTimeout(HANG_SECONDS * 1000);
    byte[] bytes = body.getBytes(StandardCharsets.US_ASCII);
    OutputStream out = socket.getOutputStream();
    out.write(("POST /api/v1/simulate HTTP/1.1\r\nHost: x\r\nX-API-Key: " + key + "\r\nContent-Type: application/json"
        + "\r\nContent-Length: " + bytes.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
    out.write(bytes);
    out.flush();
    return socket;
  }

  /** Whether a request thread is inside the simulation proper (its body bound): importing, partitioning, compiling. */
  private static boolean simulating() {
    return Thread.getAllStackTraces().values().stream().anyMatch(stack ->
        Arrays.stream(stack).anyMatch(f -> f.getClassName().equals(SimulateController.class.getName()))
            && Arrays.stream(stack).anyMatch(f -> f.getClassName().startsWith("org.torchtpu.server.stablehlo.")
                || f.getClassName().startsWith("org.torchtpu.server.compiler.")
                || f.getClassName().startsWith("org.torchtpu.server.simulate.")));
  }

  private static void await(String what, BooleanSupplier done) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(HANG_SECONDS); // a bound on a hang, not a timing
    while (!done.getAsBoolean() && System.nanoTime() < until) {
      Thread.sleep(5);
    }
    assertThat(done.getAsBoolean()).as(what).isTrue();
  }

  @Test
  void aRevokedKeysSimulationStopsAndGivesItsSlotBack() throws Exception {
    try (Socket revoked = post("key-a", chainBody(OPS))) {
      await("team-a's simulation is computing", RevokedSimulationTest::simulating);

      Files.writeString(FILE, keyLine("team-b", "key-b"));

      InputStream in = revoked.getInputStream();
      try {
        assertThat(in.read()).as("the revoked request's connection ends, unanswered").isEqualTo(-1);
      } catch (SocketException reset) {
        // ended by a reset
      }
      // the slot is freed (limits.run's finally) before the stop is counted: wait for the count, then the slot
      await("the simulation counted as stopped by the revocation", () -> controller.stoppedByRevocation() >= 1);
      await("team-a's slot given back", () -> controller.limits().held("team-a") == 0);
      assertThat(controller.stoppedByRevocation()).as("simulations stopped part way by the revocation")
          .isEqualTo(1);
      assertThat(simulating()).as("a thread still simulating").isFalse();
    }
    try (Socket kept = post("key-b", chainBody(2))) {
      assertThat(TrickledBody.readHead(kept.getInputStream())).as("team-b's simulation is answered")
          .startsWith("HTTP/1.1 200");
    }
  }
}
