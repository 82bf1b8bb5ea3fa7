package org.torchtpu.scheduler.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.testing.TrickledBody;

/**
 * A REST request already past the key filter when its key is revoked ends, through the real filter chain and Tomcat
 * connector: a job body trickled under a key taken out of the keys file has its connection ended, and its request
 * leaves the key's grant, while another tenant's body, paused at the same time, is answered once it arrives. Before,
 * the revoked request read on until its body time (here 10 minutes).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=revoked-key-rest-request-test",
    "spring.datasource.url=jdbc:h2:mem:revoked-key-rest-request-test;DB_CLOSE_DELAY=-1",
    "management.server.port=0",
    "torchtpu.rest.body-time=10m",
    "torchtpu.security.keys-file-check=100ms"})
class RevokedKeyRestRequestTest {
  private static final int HANG_MILLIS = 60_000;
  private static final int BODY_BYTES = 100_000;
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

  @DynamicPropertySource
  static void keysFile(DynamicPropertyRegistry registry) {
    registry.add("torchtpu.security.keys-file", FILE::toString);
  }

  private static String keyLine(String tenant, String key) {
    return "torchtpu.security.tenants." + tenant + ".api-key-sha256: " + ApiKeys.sha256Hex(key) + "\n";
  }

  /** Sends a job request's head and the first byte of its body, and leaves the rest unsent. */
  private Socket startJob(String key) throws Exception {
    Socket socket = new Socket("127.0.0.1", port);
    socket.setSoTimeout(HANG_MILLIS);
    OutputStream out = socket.getOutputStream();
    out.write(("POST /api/v1/jobs HTTP/1.1\r\nHost: x\r\nX-API-Key: " + key + "\r\nContent-Type: application/json\r\n"
        + "Content-Length: " + BODY_BYTES + "\r\nConnection: close\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
    out.flush();
    return socket;
  }

  private void awaitOpenRequests(String key, int count) throws InterruptedException {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a bound on a hang, not a timing
    while (keys.grantOf(key).orElseThrow().openCalls() != count && System.nanoTime() < until) {
      Thread.sleep(20);
    }
    assertThat(keys.grantOf(key).orElseThrow().openCalls()).as("requests open under " + key).isEqualTo(count);
  }

  /** Both tenants' keys in the file again (a test before may have revoked one), and in force. */
  @BeforeEach
  void bothKeys() throws Exception {
    Files.writeString(FILE, keyLine("team-a", "key-a") + keyLine("team-b", "key-b"));
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a bound on a hang, not a timing
    while (keys.grantOf("key-a").isEmpty() && System.nanoTime() < until) {
      Thread.sleep(20);
    }
    assertThat(keys.grantOf("key-a")).as("key-a back in force").isPresent();
  }

  private void revokeKeyA() throws Exception {
    Files.writeString(FILE, keyLine("team-b", "key-b"));
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (keys.grantOf("key-a").isPresent() && System.nanoTime() < until) {
      Thread.sleep(20);
    }
    assertThat(keys.grantOf("key-a")).as("key-a revoked").isEmpty();
  }

  /** Sends a GET on {@code socket} (kept alive) and reads its whole answer; returns the status line and headers. */
  private static String get(Socket socket, String path, String key) throws Exception {
    OutputStream out = socket.getOutputStream();
    out.write(("GET " + path + " HTTP/1.1\r\nHost: x\r\nX-API-Key: " + key + "\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII));
    out.flush();
    InputStream in = socket.getInputStream();
    String head = TrickledBody.readHead(in);
    java.util.regex.Matcher length = java.util.regex.Pattern.compile("(?im)^content-length:\\s*(\\d+)").matcher(head);
    if (length.find()) {
      in.readNBytes(Integer.parseInt(length.group(1)));
    } else if (head.toLowerCase(java.util.Locale.ROOT).contains("transfer-encoding: chunked")) {
      StringBuilder tail = new StringBuilder(); // the answer ends with the empty last chunk
      while (tail.indexOf("\r\n0\r\n\r\n") < 0) {
        int b = in.read();
        assertThat(b).as("chunked answer ends").isNotNegative();
        tail.append((char) b);
      }
    }
    return head;
  }

  /**
   * A connection that served a request of key A, kept alive, serves tenant B's next request after A is revoked: the
   * revocation cuts only requests still running under the key, never the connection a finished one leaves to the
   * next (Tomcat reuses it, and its socket wrapper).
   */
  @Test
  void aKeptAliveConnectionOfARevokedKeysFinishedRequestServesTheNext() throws Exception {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(HANG_MILLIS);
      assertThat(get(socket, "/api/v1/jobs", "key-a")).startsWith("HTTP/1.1 200");
      awaitOpenRequests("key-a", 0);

      revokeKeyA();

      assertThat(get(socket, "/api/v1/jobs", "key-b")).as("tenant B's request on the same connection")
          .startsWith("HTTP/1.1 200");
    }
  }

  @Test
  void aRevokedKeysRequestEndsAndAnotherTenantsRunsOn() throws Exception {
    var revokedGrant = keys.grantOf("key-a").orElseThrow();
    try (Socket revoked = startJob("key-a"); Socket kept = startJob("key-b")) {
      awaitOpenRequests("key-a", 1);
      awaitOpenRequests("key-b", 1);

      Files.writeString(FILE, keyLine("team-b", "key-b"));

      InputStream in = revoked.getInputStream();
      try {
        assertThat(in.read()).as("the revoked request's connection ends").isEqualTo(-1);
      } catch (SocketTimeoutException e) {
        throw new AssertionError("the revoked key's request still held its connection " + HANG_MILLIS / 1000 + " s"
            + " after the reload", e);
      } catch (SocketException reset) {
        // ended with its unread body bytes: a reset
      }
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while (revokedGrant.openCalls() != 0 && System.nanoTime() < until) {
        Thread.sleep(20);
      }
      assertThat(revokedGrant.openCalls()).as("the revoked key's open requests").isZero();

      OutputStream out = kept.getOutputStream();
      out.write(" ".repeat(BODY_BYTES - 2).getBytes(StandardCharsets.US_ASCII));
      out.write('}');
      out.flush();
      String head = TrickledBody.readHead(kept.getInputStream());
      assertThat(head).as("the kept tenant's request is answered").startsWith("HTTP/1.1 ")
          .doesNotStartWith("HTTP/1.1 401").doesNotStartWith("HTTP/1.1 408");
    }
  }
}
