package org.torchtpu.service.security;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.coyote.AbstractProtocol;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServer;
import org.torchtpu.testing.TrickledBody;

/**
 * A request's unread body after its answer, over real HTTP through Tomcat with two request threads: refusals that
 * never read the body (as the key filter's 401, the body limit's 413 and a call share's 429 do) while the client
 * trickles it. Before {@link LeftoverBodyProtocol} Tomcat drained each trickled body for as long as it came, so
 * three such clients left no thread for anyone; with a budget per request (not per connection), no bound on drains at
 * once and no rate floor, kept-alive repeaters and header-only clients did too, and an honest slow upload was cut.
 */
class LeftoverBodyProtocolTest {
  private static final int THREADS = 2;
  private static final String JSON = "{\"error\":\"REFUSED\",\"message\":\"" + "m".repeat(200) + "\"}";
  private WebServer server;

  @BeforeEach
  void serve() {
    server = serve(Duration.ofSeconds(1), THREADS);
  }

  /** Serves /refuse/* on a port with {@code threads} request threads and the given leftover-body budget. */
  private static WebServer serve(Duration budget, int threads) {
    TomcatServletWebServerFactory factory = new TomcatServletWebServerFactory(0);
    new LeftoverBodies(budget).customize(factory);
    factory.addConnectorCustomizers(connector -> {
      AbstractProtocol<?> protocol = (AbstractProtocol<?>) connector.getProtocolHandler();
      protocol.setMaxThreads(threads);
      protocol.setMinSpareThreads(1);
    });
    WebServer server = factory.getWebServer(context -> context.addServlet("refuse", new HttpServlet() {
      @Override
      protected void service(HttpServletRequest request, HttpServletResponse response) throws IOException {
        // /refuse/<status>[/flushed]: answers without reading the body; "flushed" commits before the end, so the
        // answer goes out chunked and its last chunk is written only when the response is closed
        String[] path = request.getRequestURI().split("/");
        response.setStatus(Integer.parseInt(path[2]));
        response.setContentType("application/json");
        response.getWriter().write(JSON);
        if (path.length > 3) {
          response.flushBuffer();
        }
      }
    }).addMapping("/refuse/*"));
    server.start();
    return server;
  }

  private void restart(Duration budget) {
    restart(budget, THREADS);
  }

  private void restart(Duration budget, int threads) {
    server.stop();
    server = serve(budget, threads);
  }

  @AfterEach
  void stop() {
    server.stop();
  }

  @Test
  void trickledBodiesOfRefusalsAreClosedAndFreeTheirThreads() throws Exception {
    for (int status : new int[] {401, 413, 429}) {
      List<TrickledBody> tricklers = new ArrayList<>();
      try {
        for (int i = 0; i <= THREADS; i++) {
          tricklers.add(TrickledBody.start(server.getPort(), "POST /refuse/" + status + " HTTP/1.1\r\nHost: x\r\n"
              + "Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n", ' '));
        }
        for (TrickledBody t : tricklers) {
          assertThat(t.answerHead()).startsWith("HTTP/1.1 " + status);
          t.awaitServerClose();
        }
      } finally {
        for (TrickledBody t : tricklers) {
          t.close();
        }
      }
      assertThat(TrickledBody.exchange(server.getPort(), "GET /refuse/200 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
          new byte[0])).as("an honest request after the trickles of " + status).startsWith("HTTP/1.1 200").endsWith(JSON);
    }
  }

  @Test
  void aTrickledChunkedBodyIsClosedToo() throws Exception {
    try (TrickledBody t = TrickledBody.start(server.getPort(), "POST /refuse/401 HTTP/1.1\r\nHost: x\r\n"
        + "Transfer-Encoding: chunked\r\n\r\n", 'x')) {
      assertThat(t.answerHead()).startsWith("HTTP/1.1 401");
      t.awaitServerClose();
    }
  }

  /**
   * A chunk extension or a trailer trickled after the answer: Tomcat's chunked filter reads either a byte at a time
   * inside one read of the drain, so a read timeout renewed by every byte held the drain for up to 8 KiB of them.
   */
  @Test
  void aTrickledChunkExtensionOrTrailerIsClosedToo() throws Exception {
    for (String prefix : new String[] {"1;", "0\r\nX-Trickle: "}) {
      try (TrickledBody t = TrickledBody.startAfterPrefix(server.getPort(), "POST /refuse/401 HTTP/1.1\r\nHost: x\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n", prefix, 'a')) {
        assertThat(t.answerHead()).as(prefix).startsWith("HTTP/1.1 401");
        t.awaitServerClose();
      }
    }
  }

  @Test
  void aBodySentInFullLeavesTheAnswerWholeAndTheConnectionOpen() throws Exception {
    byte[] body = "y".repeat(1_500_000).getBytes(StandardCharsets.US_ASCII);
    try (Socket socket = new Socket("127.0.0.1", server.getPort())) {
      socket.setSoTimeout(60_000);
      OutputStream out = socket.getOutputStream();
      InputStream in = socket.getInputStream();
      for (String path : new String[] {"/refuse/401", "/refuse/429/flushed"}) {
        out.write(("POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Length: " + body.length + "\r\n\r\n")
            .getBytes(StandardCharsets.US_ASCII));
        out.write(body);
        out.flush();
        String head = TrickledBody.readHead(in);
        assertThat(head).startsWith("HTTP/1.1 4").doesNotContainIgnoringCase("connection: close");
        assertThat(readBody(head, in)).isEqualTo(JSON);
      }
    }
  }

  @Test
  void a413ToAClientSendingItsWholeBodyIsReadWhole() throws Exception {
    String answer = TrickledBody.exchange(server.getPort(), "POST /refuse/413/flushed HTTP/1.1\r\nHost: x\r\n"
        + "Content-Length: 1500000\r\n\r\n", "z".repeat(1_500_000).getBytes(StandardCharsets.US_ASCII));
    assertThat(answer).startsWith("HTTP/1.1 413").containsIgnoringCase("transfer-encoding: chunked")
        .endsWith(Integer.toHexString(JSON.length()) + "\r\n" + JSON + "\r\n0\r\n\r\n");
  }

  @Test
  void keptAliveRepeatersSpendOneBudgetPerConnectionAndAnHonestRequestIsAnswered() throws Exception {
    // each repeater sends a 401's one-byte body 60% into the 2 s budget, again and again on one connection: every
    // drain would succeed if each request had a budget of its own
    restart(Duration.ofSeconds(2));
    int repeaters = THREADS + 2;
    int maxRounds = 6;
    ExecutorService pool = Executors.newFixedThreadPool(repeaters);
    try {
      List<Future<Integer>> rounds = new ArrayList<>();
      for (int i = 0; i < repeaters; i++) {
        rounds.add(pool.submit(() -> roundsUntilClosed(server.getPort(), 1200, maxRounds)));
      }
      for (Future<Integer> r : rounds) {
        assertThat(r.get(180, TimeUnit.SECONDS)).as("rounds a kept-alive repeater had before the server closed it")
            .isLessThan(maxRounds);
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(TrickledBody.exchange(server.getPort(), "GET /refuse/200 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        new byte[0])).as("an honest request after the repeaters").startsWith("HTTP/1.1 200").endsWith(JSON);
  }

  @Test
  void moreHeldBodiesThanThreadsStillLeaveAThreadForAnHonestRequest() throws Exception {
    // clients that send a refused request's head and never its body, reconnecting whenever the server closes: with
    // a budget far beyond the test, only a bound on the drains running at once leaves a thread for anyone else
    restart(Duration.ofMinutes(5));
    int holders = THREADS + 1;
    CountDownLatch allAnswered = new CountDownLatch(holders);
    AtomicBoolean stop = new AtomicBoolean();
    List<Socket> sockets = new CopyOnWriteArrayList<>();
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < holders; i++) {
      Thread holder = new Thread(() -> holdBodies(server.getPort(), allAnswered, stop, sockets), "holder-" + i);
      holder.setDaemon(true);
      holder.start();
      threads.add(holder);
    }
    try {
      assertThat(allAnswered.await(60, TimeUnit.SECONDS)).as("every holder's refusal answered").isTrue();
      assertThat(TrickledBody.exchange(server.getPort(), "GET /refuse/200 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
          new byte[0])).as("an honest request while the holders hold").startsWith("HTTP/1.1 200").endsWith(JSON);
    } finally {
      stop.set(true);
      for (Socket socket : sockets) {
        socket.close();
      }
      for (Thread holder : threads) {
        holder.join(60_000);
      }
    }
  }

  @Test
  void anHonestUploadSlowerThanTheBudgetButAboveTheRateFloorReadsItsWhole413() throws Exception {
    // 1.5 MB at 512 KiB/s takes about 3 s, three budgets; the answer comes before the first byte of the body is read
    byte[] chunk = "w".repeat(16 * 1024).getBytes(StandardCharsets.US_ASCII);
    int chunks = 92;
    String answer = TrickledBody.sendPaced(server.getPort(), "POST /refuse/413/flushed HTTP/1.1\r\nHost: x\r\n"
        + "Content-Length: " + chunks * chunk.length + "\r\n\r\n", chunk, chunks, 512 * 1024);
    assertThat(answer).startsWith("HTTP/1.1 413")
        .endsWith(Integer.toHexString(JSON.length()) + "\r\n" + JSON + "\r\n0\r\n\r\n");
  }

  @Test
  void bodiesHeldFromOneAddressLeaveADrainForAnotherAddressesHonest413() throws Exception {
    // eight threads: two drains, one per address. Three connections from 127.0.0.1 send a 401's head and never its
    // one-byte body; with no share per address two of them would hold both drains for the whole budget, and the
    // honest client's refused upload below would be closed (reset) while it still writes
    restart(Duration.ofMinutes(5), 8);
    List<Socket> holders = new ArrayList<>();
    try {
      for (int i = 0; i < 3; i++) {
        Socket holder = new Socket("127.0.0.1", server.getPort());
        holders.add(holder);
        holder.setSoTimeout(60_000);
        holder.getOutputStream().write("POST /refuse/401 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n"
            .getBytes(StandardCharsets.US_ASCII));
        assertThat(TrickledBody.readHead(holder.getInputStream())).startsWith("HTTP/1.1 401");
      }
      Thread.sleep(500); // pacing: the holders' drains begin once their answers are out
      byte[] chunk = "v".repeat(16 * 1024).getBytes(StandardCharsets.US_ASCII);
      int chunks = 92;
      try (Socket socket = new Socket(InetAddress.getByName("127.0.0.1"), server.getPort(),
          InetAddress.getByName("127.0.0.2"), 0)) {
        socket.setSoTimeout(60_000);
        OutputStream out = socket.getOutputStream();
        out.write(("POST /refuse/413/flushed HTTP/1.1\r\nHost: x\r\nContent-Length: " + chunks * chunk.length
            + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        for (int i = 0; i < chunks; i++) {
          // about 2 MB/s: far above the honest floor, and slow enough to still be writing when a close would come
          Thread.sleep(8);
          out.write(chunk);
          out.flush();
        }
        String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(answer).startsWith("HTTP/1.1 413")
            .endsWith(Integer.toHexString(JSON.length()) + "\r\n" + JSON + "\r\n0\r\n\r\n");
      }
    } finally {
      for (Socket holder : holders) {
        holder.close();
      }
    }
  }

  /**
   * Sends a 401's head, reads the answer, waits {@code paceMillis} and sends the one-byte body, on one connection,
   * until the server closes it; returns how many answers it read ({@code maxRounds} if it never closed).
   */
  private static int roundsUntilClosed(int port, long paceMillis, int maxRounds) throws Exception {
    try (Socket socket = new Socket("127.0.0.1", port)) {
      socket.setSoTimeout(60_000);
      OutputStream out = socket.getOutputStream();
      InputStream in = socket.getInputStream();
      for (int round = 0; round < maxRounds; round++) {
        try {
          out.write("POST /refuse/401 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n"
              .getBytes(StandardCharsets.US_ASCII));
          out.flush();
          readBody(TrickledBody.readHead(in), in);
        } catch (IOException closed) {
          return round;
        }
        Thread.sleep(paceMillis);
        try {
          out.write('x');
          out.flush();
        } catch (IOException closed) {
          return round + 1;
        }
      }
      return maxRounds;
    }
  }

  /** Sends a 401's head with a one-byte body it never sends, reads the answer, and reconnects when closed. */
  private static void holdBodies(int port, CountDownLatch answered, AtomicBoolean stop, List<Socket> sockets) {
    boolean first = true;
    while (!stop.get()) {
      try (Socket socket = new Socket("127.0.0.1", port)) {
        sockets.add(socket);
        socket.setSoTimeout(120_000);
        socket.getOutputStream().write("POST /refuse/401 HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n"
            .getBytes(StandardCharsets.US_ASCII));
        TrickledBody.readHead(socket.getInputStream());
        if (first) {
          answered.countDown();
          first = false;
        }
        while (socket.getInputStream().read() >= 0) {
          // the answer's body, then the server's close
        }
      } catch (IOException closed) {
        // closed by the server (or by the test at its end): reconnect
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** The answer's body after {@code head}: by its Content-Length, or its chunks to the last. */
  private static String readBody(String head, InputStream in) throws IOException {
    java.util.regex.Matcher length = java.util.regex.Pattern.compile("(?i)content-length: (\\d+)").matcher(head);
    if (length.find()) {
      return new String(in.readNBytes(Integer.parseInt(length.group(1))), StandardCharsets.UTF_8);
    }
    StringBuilder body = new StringBuilder();
    while (true) {
      int size = Integer.parseInt(line(in), 16);
      if (size == 0) {
        line(in);
        return body.toString();
      }
      body.append(new String(in.readNBytes(size), StandardCharsets.UTF_8));
      line(in);
    }
  }

  private static String line(InputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) {
        throw new IOException("the connection closed inside a chunk line: " + line);
      }
      if (b != '\r') {
        line.append((char) b);
      }
    }
    return line.toString();
  }
}
