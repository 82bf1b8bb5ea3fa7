package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Resilience;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;

/**
 * Strict and Fused streams through a TCP proxy that resets every connection at random moments:
 * each stream resumes from its last acknowledged op and the results are exactly right (an op
 * lost or run twice would change them, or define a handle twice).
 */
class StreamResumeIT {
  private static final int STEPS = 1500;
  private static final int READ_EVERY = 250;
  private static final int N = 64;
  /** Resets per run, at random moments 100..500 ms apart. */
  private static final int MAX_CUTS = 15;
  /**
   * Steps at which the test itself resets every connection, so that a fast machine that finishes
   * before the random cutter's first reset still exercises resumption (reads flush at 250, 500...).
   */
  private static final int CUT_EVERY = 400;
  private static final int CUT_AT = 337;

  private static ServiceProcess server;
  private static CuttableProxy proxy;

  @BeforeAll
  static void start() throws Exception {
    server = ServiceProcess.start("tpu-server", "--torchtpu.chips=2");
    proxy = new CuttableProxy(server.grpcPort());
  }

  @AfterAll
  static void stop() throws Exception {
    if (proxy != null) {
      proxy.close();
    }
    if (server != null) {
      server.close();
    }
  }

  /** What the server must compute: x <- -(x + w + (i mod 5)) for every step i, in float. */
  private static float[] expected(int steps) {
    float[] x = new float[N];
    for (int i = 0; i < steps; i++) {
      for (int j = 0; j < N; j++) {
        x[j] = -((x[j] + j) + (i % 5));
      }
    }
    return x;
  }

  @ParameterizedTest
  @EnumSource(value = EagerMode.class, names = {"STRICT", "FUSED"})
  void opsStreamedThroughRandomConnectionResetsGiveExactResults(EagerMode mode) throws Exception {
    // generous retries: a read waits on the server for ops that a cut may be holding up
    Resilience.Settings settings = new Resilience.Settings(Duration.ofSeconds(60), 10, Duration.ofMillis(20), 2.0, 0.5,
        Duration.ofSeconds(1), 50, 90f, Duration.ofSeconds(5), 10);
    AtomicBoolean running = new AtomicBoolean(true);
    Random random = new Random(mode.ordinal() * 31L + 7);
    int cutsBefore = proxy.cuts();
    Thread cutter = new Thread(() -> {
      for (int cut = 0; cut < MAX_CUTS && running.get(); cut++) {
        try {
          Thread.sleep(100 + random.nextInt(400));
        } catch (InterruptedException e) {
          return;
        }
        proxy.cutAll();
      }
    }, "cutter");
    try (TpuClient client = TpuClient.connect(proxy.target(), settings);
         Session s = client.openSession("resume-" + mode, 0, mode)) {
      cutter.start();
      Tensor w = s.arange(0, N).to(org.torchtpu.api.v1.DType.F32);
      Tensor x = s.zeros(N);
      for (int i = 0; i < STEPS; i++) {
        x = x.add(w).add((double) (i % 5)).mul(-1.0);
        if (i % CUT_EVERY == CUT_AT) {
          proxy.cutAll();
        }
        if ((i + 1) % READ_EVERY == 0) {
          assertThat(x.toFloatArray()).as("after step %d", i + 1).containsExactly(expected(i + 1));
        }
      }
      s.synchronize();
      assertThat(x.toFloatArray()).containsExactly(expected(STEPS));
      stop(cutter, running); // before closing: CloseSession is not retried
    } finally {
      stop(cutter, running);
    }
    System.out.printf("StreamResumeIT %s: %d connection resets, %.0f streams resumed so far on the server%n", mode,
        proxy.cuts() - cutsBefore, resumedStreams());
    assertThat(proxy.cuts() - cutsBefore).as("connections reset during the run").isGreaterThan(0);
    assertThat(resumedStreams()).as("streams the server saw resumed").isGreaterThan(0);
  }

  private static void stop(Thread cutter, AtomicBoolean running) throws InterruptedException {
    running.set(false);
    cutter.interrupt();
    cutter.join();
  }

  private static double resumedStreams() throws Exception {
    HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
        URI.create(server.managementBase() + "/actuator/prometheus")).build(), HttpResponse.BodyHandlers.ofString());
    return r.body().lines().filter(l -> l.startsWith("torchtpu_stream_resumed_total"))
        .mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1))).sum();
  }
}
