package org.torchtpu.scheduler.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.torchtpu.scheduler.security.TenantCallShare;
import org.torchtpu.testing.TrickledBody;

/**
 * The scheduler's REST port with two request threads, through the application's own key filter, body limit and call
 * share: clients that send a job's headers, get their refusal (401 without a key, 413 for a declared body over
 * {@code torchtpu.rest.max-body-size}, 429 past the tenant's calls) and then trickle the body. Before the leftover-body
 * budget each held a thread for as long as it trickled, so three of them left the port answering no one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=trickled-refusals-test",
    "spring.datasource.url=jdbc:h2:mem:trickled-refusals-test;DB_CLOSE_DELAY=-1",
    "management.server.port=0",
    "server.tomcat.threads.max=" + TrickledRefusalsTest.THREADS,
    "server.tomcat.threads.min-spare=1",
    "torchtpu.rest.leftover-body-time=1s",
    "torchtpu.rest.body-time=1s",
    "torchtpu.scheduler.max-calls-per-tenant=" + TrickledRefusalsTest.THREADS,
    // SHA-256 of "tenant-key-1"
    "torchtpu.security.tenants.team-a.api-key-sha256=ff547f8cc024179344288cb9268ba48808338c3f8acd7612c55a2808e6a299ab"})
class TrickledRefusalsTest {
  static final int THREADS = 2;
  @LocalServerPort
  int port;
  @Autowired
  TenantCallShare share;

  @Test
  void refusedBodiesTrickledByMoreClientsThanThreadsAreClosedAndTheSchedulerAnswersAfter() throws Exception {
    refuseTrickles(401, "", 100_000, () -> {});
    refuseTrickles(413, "X-API-Key: tenant-key-1\r\n", 1_500_000, () -> {});
    share.enter("team-a"); // the tenant's calls in progress (gRPC calls, say)
    share.enter("team-a");
    refuseTrickles(429, "X-API-Key: tenant-key-1\r\n", 100_000, () -> {
      share.leave("team-a");
      share.leave("team-a");
    });
  }

  /**
   * A tenant's job bodies within its call share, trickled to the handler that reads them: before the whole-body time
   * each held its thread for as long as it trickled (13 keys of 16 calls took the 200 threads), so two of them left
   * the port answering no one. Each is now answered 408 when its time is up, its connection closed.
   */
  @Test
  void jobBodiesTrickledByATenantAreAnswered408AndTheSchedulerAnswersAfter() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    List<Future<TrickledBody>> tricklers = new ArrayList<>();
    try {
      for (int i = 0; i < THREADS; i++) {
        tricklers.add(pool.submit(() -> TrickledBody.startReadWhileTrickling(port, "POST /api/v1/jobs HTTP/1.1\r\n"
            + "Host: x\r\nX-API-Key: tenant-key-1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n"
            + "\r\n", ' ')));
      }
      for (Future<TrickledBody> f : tricklers) {
        try (TrickledBody t = f.get(120, TimeUnit.SECONDS)) {
          assertThat(t.answerHead()).startsWith("HTTP/1.1 408");
          t.awaitServerClose();
        }
      }
    } finally {
      pool.shutdownNow();
    }
    String answer = TrickledBody.exchange(port, "GET /api/v1/jobs HTTP/1.1\r\nHost: x\r\nX-API-Key: tenant-key-1\r\n"
        + "Connection: close\r\n\r\n", new byte[0]);
    assertThat(answer).as("an honest request after the trickles").startsWith("HTTP/1.1 200");
  }

  /** Trickles {@code THREADS + 1} refused bodies, awaits their closes, runs {@code then}, and asks honestly. */
  private void refuseTrickles(int status, String key, int declared, Runnable then) throws Exception {
    List<TrickledBody> tricklers = new ArrayList<>();
    try {
      for (int i = 0; i <= THREADS; i++) {
        tricklers.add(TrickledBody.start(port, "POST /api/v1/jobs HTTP/1.1\r\nHost: x\r\n" + key
            + "Content-Type: application/json\r\nContent-Length: " + declared + "\r\n\r\n", ' '));
      }
      for (TrickledBody t : tricklers) {
        assertThat(t.answerHead()).startsWith("HTTP/1.1 " + status);
        t.awaitServerClose();
      }
    } finally {
      for (TrickledBody t : tricklers) {
        t.close();
      }
      then.run();
    }
    String answer = TrickledBody.exchange(port, "GET /api/v1/jobs HTTP/1.1\r\nHost: x\r\nX-API-Key: tenant-key-1\r\n"
        + "Connection: close\r\n\r\n", new byte[0]);
    assertThat(answer).as("an honest request after the trickles of " + status).startsWith("HTTP/1.1 200");
  }
}
