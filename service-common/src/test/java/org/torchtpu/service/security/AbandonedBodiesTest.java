package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServer;

/**
 * A request refused without reading its body (a missing key's 401, a 413, a busy 429) whose body is trickled a byte
 * at a time: over real HTTP through Tomcat with the valve, the connection is closed after the answer instead of held
 * by Tomcat draining the trickle. A request refused after its body was read keeps its connection.
 */
class AbandonedBodiesTest {
  private WebServer server;

  /**
   * Answers the status named by the path without reading the body, as the key filter and the limits do (or, with
   * {@code x-read}, after reading it, as a controller refusing what it parsed does).
   */
  @BeforeEach
  void serve() {
    TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory(0);
    new AbandonedBodies().customize(factory);
    server = factory.getWebServer(context -> context.addServlet("refuse", new HttpServlet() {
      @Override
      protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (request.getHeader("x-read") != null) {
          request.getInputStream().readAllBytes();
        }
        response.setStatus(Integer.parseInt(request.getRequestURI().substring(1)));
        response.setContentLength(7);
        response.getWriter().write("refused");
      }
    }).addMapping("/*"));
    server.start();
  }

  @AfterEach
  void stop() {
    server.stop();
  }

  @ParameterizedTest
  @ValueSource(ints = {401, 413, 429})
  void aTrickledBodyRefusedUnreadHasItsConnectionClosed(int status) throws Exception {
    try (Socket client = new Socket("127.0.0.1", server.getPort())) {
      client.setSoTimeout(30_000); // bounds a hang only: without the valve Tomcat drains the trickle past this
      OutputStream out = client.getOutputStream();
      out.write(("POST /" + status + " HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n{")
          .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      Thread trickle = new Thread(() -> {
        try {
          for (int i = 0; i < 100_000 && !Thread.currentThread().isInterrupted(); i++) {
            out.write(' ');
            out.flush();
            Thread.sleep(100);
          }
        } catch (IOException | InterruptedException e) {
          // the server closed the connection, or the test ended
        }
      });
      trickle.start();
      try {
        // readAllBytes returns only when the server closes the connection
        String answer = new String(client.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertThat(answer).startsWith("HTTP/1.1 " + status).contains("refused");
      } finally {
        trickle.interrupt();
        trickle.join(30_000);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {401, 429})
  void aRequestRefusedAfterItsBodyWasReadKeepsItsConnection(int status) throws Exception {
    try (Socket client = new Socket("127.0.0.1", server.getPort())) {
      client.setSoTimeout(30_000); // bounds a hang only
      OutputStream out = client.getOutputStream();
      InputStream in = client.getInputStream();
      out.write(("POST /" + status + " HTTP/1.1\r\nHost: x\r\nx-read: yes\r\nContent-Length: 2\r\n\r\n{}")
          .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      assertThat(readUntil(in, "refused")).startsWith("HTTP/1.1 " + status).doesNotContain("Connection: close");
      out.write("POST /200 HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
          .getBytes(StandardCharsets.US_ASCII));
      out.flush();
      assertThat(new String(in.readAllBytes(), StandardCharsets.US_ASCII)).startsWith("HTTP/1.1 200");
    }
  }

  /** Reads one answer up to and including {@code end} (its body), leaving the connection open. */
  private static String readUntil(InputStream in, String end) throws IOException {
    StringBuilder read = new StringBuilder();
    while (!read.toString().endsWith(end)) {
      int b = in.read();
      if (b < 0) {
        break;
      }
      read.append((char) b);
    }
    return read.toString();
  }
}
