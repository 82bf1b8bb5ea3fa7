package org.torchtpu.server.admin;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServer;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.authentication.preauth.PreAuthenticatedAuthenticationToken;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.LeftoverBodies;
import org.torchtpu.service.security.LeftoverBodyProtocol;
import org.torchtpu.testing.TrickledBody;

/**
 * The attack of a slow body, over real HTTP through Tomcat: a tenant sends a simulate request's headers and then its
 * body a byte at a time, each byte well within Tomcat's per-read timeout. The body is read inside the tenant's
 * simulation slot, so before the body read timeout the tenant held that slot (and, with several connections, its whole
 * share) for as long as it kept trickling.
 */
class SlowBodyTest {
  private static final Duration BODY_TIMEOUT = Duration.ofSeconds(30);
  private static final String HONEST = """
      {"generation":"v5e","stablehlo":"func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\\n  %0 = stablehlo.add \
      %a, %a : tensor<4xf32>\\n  return %0 : tensor<4xf32>\\n}"}""";

  /** The bodies' clock: the test moves it past the deadline once its probe has run, so no real deadline races it. */
  private final AtomicLong nanos = new AtomicLong();
  private final SimulateController controller = new SimulateController(2, Jackson2ObjectMapperBuilder.json().build(),
      BODY_TIMEOUT, nanos::get); // one slot per caller
  private WebServer server;

  /** The controller behind Tomcat as the service calls it: the caller set by the key filter, the body as a stream. */
  @BeforeEach
  void serve() {
    TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory(0);
    new LeftoverBodies(LeftoverBodyProtocol.DEFAULT_BUDGET).customize(factory); // as every service's REST port
    server = factory.getWebServer(context -> context.addServlet("simulate", new HttpServlet() {
      @Override
      protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        SecurityContextHolder.getContext().setAuthentication(new PreAuthenticatedAuthenticationToken(
            Caller.tenant(request.getHeader("x-tenant")), null, List.of()));
        try {
          ResponseEntity<?> answer = controller.simulate(request.getInputStream(),
              request.getContentLengthLong());
          response.setStatus(answer.getStatusCode().value());
          answer.getHeaders().forEach((name, values) -> values.forEach(v -> response.addHeader(name, v)));
          response.getWriter().write(String.valueOf(answer.getBody()));
        } finally {
          SecurityContextHolder.clearContext();
        }
      }
    }).addMapping("/api/v1/simulate"));
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop();
  }

  @Test
  void aTrickledBodyIsAnswered408AtItsDeadlineAndGivesItsSlotBack() throws Exception {
    try (Socket attacker = new Socket("127.0.0.1", server.getPort())) {
      attacker.setSoTimeout(60_000); // bounds a hang only
      OutputStream out = attacker.getOutputStream();
      out.write(("POST /api/v1/simulate HTTP/1.1\r\nHost: x\r\nx-tenant: mallory\r\nContent-Type: application/json\r\n"
          + "Content-Length: 100000\r\n\r\n{").getBytes(StandardCharsets.US_ASCII));
      out.flush();
      Thread trickle = new Thread(() -> {
        try {
          for (int i = 0; i < 100_000 && !Thread.currentThread().isInterrupted(); i++) {
            out.write(' '); // JSON whitespace: the body stays a valid prefix for as long as it is sent
            out.flush();
            Thread.sleep(100);
          }
        } catch (IOException | InterruptedException e) {
          // the server closed the connection, or the test ended
        }
      });
      trickle.start();
      try {
        awaitSlotTaken("mallory");
        assertThat(post("mallory", HONEST)).as("mallory's second request while the trickle holds its slot")
            .startsWith("HTTP/1.1 429");
        // a refusal's own body trickled: the connection is closed once the body's time after the answer is up
        try (TrickledBody refused = TrickledBody.start(server.getPort(), "POST /api/v1/simulate HTTP/1.1\r\nHost: x\r\n"
            + "x-tenant: mallory\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n", ' ')) {
          assertThat(refused.answerHead()).startsWith("HTTP/1.1 429");
          refused.awaitServerClose();
        }
        nanos.addAndGet(BodyDeadline.limitFor(BODY_TIMEOUT, 100_000).toNanos() + 1); // the trickle's time is up
        // read to the end: the server closes the connection after its answer rather than drain the trickle for as
        // long as it comes
        String answer = readAnswer(attacker.getInputStream());
        assertThat(answer).startsWith("HTTP/1.1 408").contains("torchtpu.simulate.body-read-timeout");
        assertThat(post("mallory", HONEST)).as("mallory's slot after the 408").startsWith("HTTP/1.1 200");
      } finally {
        trickle.interrupt();
        trickle.join(60_000);
      }
    }
  }

  /** Waits until {@code caller}'s one slot is taken (its body is being read), bounded for a hang only. */
  private void awaitSlotTaken(String caller) throws Exception {
    for (int i = 0; i < 6_000; i++) {
      if (controller.limits().held(caller) > 0) {
        return;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("the trickled body never took " + caller + "'s slot");
  }

  private String post(String tenant, String body) throws IOException {
    try (Socket s = new Socket("127.0.0.1", server.getPort())) {
      s.setSoTimeout(60_000);
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      s.getOutputStream().write(("POST /api/v1/simulate HTTP/1.1\r\nHost: x\r\nx-tenant: " + tenant
          + "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: " + bytes.length + "\r\n\r\n")
          .getBytes(StandardCharsets.US_ASCII));
      s.getOutputStream().write(bytes);
      s.getOutputStream().flush();
      return readAnswer(s.getInputStream());
    }
  }

  /** The status line, headers and whatever body arrives before the server closes the connection. */
  private static String readAnswer(InputStream in) throws IOException {
    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
  }
}
