package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.apache.coyote.AbstractProtocol;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServer;
import org.torchtpu.testing.TrickledBody;

/**
 * A body its handler reads (a job's, an advisor's), over real HTTP through Tomcat with two request threads, while the
 * client trickles it: before {@link TimedRequestBody} each read waited up to the connection timeout, so three keyed
 * tricklers held both threads for as long as they went on. Now each is answered 408 once its time is up and its
 * connection closed, and an honest request is answered after; a body sent at the honest rate still arrives whole.
 */
class TimedRequestBodyTest {
  private static final int THREADS = 2;
  private static final long LATE_MILLIS = 1500;
  private WebServer server;

  /** Serves /read, which reads the whole body and answers its length, with the given body time. */
  private static WebServer serve(Duration bodyTime) {
    return serve(bodyTime, THREADS);
  }

  private static WebServer serve(Duration bodyTime, int threads) {
    TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory(0);
    new LeftoverBodies(Duration.ofMinutes(5), bodyTime).customize(factory);
    factory.addConnectorCustomizers(connector -> {
      AbstractProtocol<?> protocol = (AbstractProtocol<?>) connector.getProtocolHandler();
      protocol.setMaxThreads(threads);
      protocol.setMinSpareThreads(1);
    });
    // as RestApiKeys' filter does: a request's key names its caller while its handler runs
    factory.addInitializers(context -> context.addFilter("caller", (jakarta.servlet.Filter) (request, response, chain) -> {
      String key = ((HttpServletRequest) request).getHeader("X-API-Key");
      if (key != null) {
        org.springframework.security.core.context.SecurityContextHolder.getContext().setAuthentication(
            new org.springframework.security.web.authentication.preauth.PreAuthenticatedAuthenticationToken(
                Caller.tenant(key), null, List.of()));
      }
      try {
        chain.doFilter(request, response);
      } finally {
        org.springframework.security.core.context.SecurityContextHolder.clearContext();
      }
    }).addMappingForUrlPatterns(null, false, "/*"));
    factory.addInitializers(context -> context.addServlet("read", new HttpServlet() {
      @Override
      protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long read = request.getInputStream().readAllBytes().length;
        response.setStatus(200);
        response.getWriter().write("read " + read);
      }
    }).addMapping("/read"));
    factory.addInitializers(context -> context.addServlet("late", new HttpServlet() {
      @Override
      protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try {
          Thread.sleep(LATE_MILLIS); // a handler busy (or a thread held up by load) before it reads the body
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        response.getWriter().write("read " + request.getInputStream().readAllBytes().length);
      }
    }).addMapping("/late"));
    WebServer server = factory.getWebServer();
    server.start();
    return server;
  }

  @AfterEach
  void stop() {
    if (server != null) {
      server.stop();
    }
  }

  @Test
  void bodiesTrickledToTheirHandlerAreAnswered408AndClosedAndFreeTheirThreads() throws Exception {
    server = serve(Duration.ofSeconds(1));
    for (String framing : new String[] {"Content-Length: 1000000", "Transfer-Encoding: chunked"}) {
      ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
      List<Future<TrickledBody>> tricklers = new ArrayList<>();
      try {
        for (int i = 0; i <= THREADS; i++) {
          tricklers.add(pool.submit(() -> TrickledBody.startReadWhileTrickling(server.getPort(),
              "POST /read HTTP/1.1\r\nHost: x\r\n" + framing + "\r\n\r\n", ' ')));
        }
        for (Future<TrickledBody> f : tricklers) {
          try (TrickledBody t = f.get(120, TimeUnit.SECONDS)) {
            assertThat(t.answerHead()).as(framing).startsWith("HTTP/1.1 408");
            t.awaitServerClose();
          }
        }
      } finally {
        pool.shutdownNow();
      }
      assertThat(TrickledBody.exchange(server.getPort(), "POST /read HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n"
          + "Connection: close\r\n\r\n", "hello".getBytes(StandardCharsets.US_ASCII)))
          .as("an honest request after the trickles (" + framing + ")").startsWith("HTTP/1.1 200").endsWith("read 5");
    }
  }

  /**
   * A chunk extension or a trailer trickled a byte every 200 ms: Tomcat's chunked filter reads either byte by byte
   * inside one read of the body, each network read renewing the socket's timeout, so with the deadline checked only
   * between reads both tricklers held both threads past the body time and an honest request got none.
   */
  @Test
  void aTrickledChunkExtensionOrTrailerIsAnswered408AndFreesItsThread() throws Exception {
    server = serve(Duration.ofSeconds(1));
    for (String prefix : new String[] {"1;", "0\r\nX-Trickle: "}) {
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      List<Future<TrickledBody>> tricklers = new ArrayList<>();
      try {
        for (int i = 0; i < THREADS; i++) {
          tricklers.add(pool.submit(() -> TrickledBody.startAfterPrefix(server.getPort(),
              "POST /read HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n", prefix, 'a')));
        }
        for (Future<TrickledBody> f : tricklers) {
          try (TrickledBody t = f.get(120, TimeUnit.SECONDS)) {
            assertThat(t.answerHead()).as(prefix).startsWith("HTTP/1.1 408");
            t.awaitServerClose();
          }
        }
      } finally {
        pool.shutdownNow();
      }
      assertThat(TrickledBody.exchange(server.getPort(), "POST /read HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n"
          + "Connection: close\r\n\r\n", "hello".getBytes(StandardCharsets.US_ASCII)))
          .as("an honest request after the trickles (" + prefix + ")").startsWith("HTTP/1.1 200").endsWith("read 5");
    }
  }

  /** A body that had all arrived when its handler, later than the body time, reads it is handed over, not 408. */
  @Test
  void aBodyAlreadyArrivedIsReadWholeAfterTheBodyTime() throws Exception {
    server = serve(Duration.ofSeconds(1));
    for (String framed : new String[] {"Content-Length: 5\r\n\r\nhello",
        "Transfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"}) {
      assertThat(TrickledBody.exchange(server.getPort(), "POST /late HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
          + framed, new byte[0])).as(framed).startsWith("HTTP/1.1 200").endsWith("read 5");
    }
  }

  @Test
  void trickledBodiesWaitInAtMostHalfTheThreadsWhateverTheirTime() throws Exception {
    // four threads, four tricklers, a body time far past the test: only the bound on reads waiting at once leaves
    // threads for others; a trickler finding no waiting read free is refused once past the prompt allowance
    server = serve(Duration.ofMinutes(5), 4);
    ExecutorService pool = Executors.newFixedThreadPool(4);
    List<Future<TrickledBody>> tricklers = new ArrayList<>();
    try {
      for (int i = 0; i < 4; i++) {
        tricklers.add(pool.submit(() -> TrickledBody.startReadWhileTrickling(server.getPort(),
            "POST /read HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n", ' ')));
      }
      // two are refused once past the prompt allowance; the two in waiting reads are never answered (their body
      // time is 5 min) and would end at their socket's own hang bound, so the wait stops at two (it waited for all
      // four once, and a waiting trickler's 60 s read timeout raced the 60 s bound here)
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
      while (tricklers.stream().filter(Future::isDone).count() < 2 && System.nanoTime() < until) {
        Thread.sleep(20);
      }
      int refused = 0;
      for (Future<TrickledBody> f : tricklers) {
        if (f.isDone()) {
          try (TrickledBody t = f.get()) {
            assertThat(t.answerHead()).startsWith("HTTP/1.1 408");
            t.awaitServerClose();
            refused++;
          }
        }
      }
      assertThat(refused).as("tricklers refused while two others wait in their reads").isGreaterThanOrEqualTo(2);
      // a body sent with its head (in its own packet) is read while the other two still trickle
      assertThat(TrickledBody.exchange(server.getPort(), "POST /read HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n"
          + "Connection: close\r\n\r\n", "hello".getBytes(StandardCharsets.US_ASCII)))
          .as("an honest request while tricklers hold their reads").startsWith("HTTP/1.1 200").endsWith("read 5");
    } finally {
      server.stop(); // ends the tricklers still waiting for their answers
      server = null;
      pool.shutdownNow();
    }
  }

  @Test
  void aMebibyteSentAtTheHonestRateArrivesWhole() throws Exception {
    // 1 MiB at 256 KiB/s takes 4 s, four times the base; what its bytes earn keeps it within its time
    server = serve(Duration.ofSeconds(3));
    byte[] chunk = "j".repeat(16 * 1024).getBytes(StandardCharsets.US_ASCII);
    int chunks = 64;
    String answer = TrickledBody.sendPaced(server.getPort(), "POST /read HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
        + "Content-Length: " + chunks * chunk.length + "\r\n\r\n", chunk, chunks, 256 * 1024);
    assertThat(answer).startsWith("HTTP/1.1 200").endsWith("read " + chunks * chunk.length);
  }

  /**
   * One tenant's tricklers leave half of the port's waiting reads to others: before, a tenant's eight tricklers took all
   * eight of sixteen threads' waiting reads (none was refused), and another tenant's body pausing longer than the
   * prompt allowance after its first half was answered 408. Now four of the eight are refused (a share of two, and a
   * second while more than half were free), and the other tenant's paused body gets a waiting read and is read whole.
   */
  @Test
  void oneTenantsTricklersTakeAtMostHalfOfTheWaitingReads() throws Exception {
    server = serve(Duration.ofMinutes(5), 16); // 8 waiting reads, a share of 2
    ExecutorService pool = Executors.newFixedThreadPool(8);
    List<Future<TrickledBody>> tricklers = new ArrayList<>();
    try {
      for (int i = 0; i < 8; i++) {
        tricklers.add(pool.submit(() -> TrickledBody.startReadWhileTrickling(server.getPort(),
            "POST /read HTTP/1.1\r\nHost: x\r\nX-API-Key: key-of-a\r\nContent-Length: 1000000\r\n\r\n", ' ')));
      }
      long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a bound on a hang, not a timing
      while (tricklers.stream().filter(Future::isDone).count() < 4 && System.nanoTime() < until) {
        Thread.sleep(20);
      }
      for (Future<TrickledBody> f : tricklers) {
        if (f.isDone()) {
          try (TrickledBody t = f.get()) {
            assertThat(t.answerHead()).startsWith("HTTP/1.1 408");
          }
        }
      }
      assertThat(tricklers.stream().filter(Future::isDone).count()).as("key a's tricklers refused").isEqualTo(4);

      // key b sends half its body, pauses past the prompt allowance (1 s), then the rest
      try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
        socket.setSoTimeout(60_000);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /read HTTP/1.1\r\nHost: x\r\nX-API-Key: key-of-b\r\nConnection: close\r\n"
            + "Content-Length: 10\r\n\r\nhello").getBytes(StandardCharsets.US_ASCII));
        out.flush();
        Thread.sleep(2500);
        out.write("world".getBytes(StandardCharsets.US_ASCII));
        out.flush();
        String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(answer).as("key b's paused body while key a trickles").startsWith("HTTP/1.1 200").endsWith("read 10");
      }
    } finally {
      server.stop(); // ends the tricklers still waiting for their answers
      server = null;
      pool.shutdownNow();
    }
  }
}
