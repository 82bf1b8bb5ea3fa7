package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.v1.DType;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TensorFunction;
import org.torchtpu.client.TpuClient;

/**
 * The compilation cache service crashes and comes back under a tpu-server that uses it: while it
 * is down the host compiles locally and its clients notice nothing; once it is back the host uses
 * it again; entries put before the crash and after the restart both serve another host.
 */
class CacheRestartIT {
  private static final TensorFunction SQUARE_PLUS_ONE = t -> t[0].mul(t[0]).add(1.0);
  private static final TensorFunction THREE_X_MINUS_TWO = t -> t[0].mul(3.0).sub(2.0);

  @TempDir
  Path cacheDir;

  private static float[] input() {
    return new float[] {0, 1, 2, 3, 4, 5, 6, 7};
  }

  private static void assertComputes(Session s, TensorFunction fn, java.util.function.DoubleUnaryOperator expected) {
    Tensor x = s.tensor(input(), DType.F32, 8);
    float[] got = s.compile(fn, x).call1(x).toFloatArray();
    float[] want = new float[8];
    for (int i = 0; i < 8; i++) {
      want[i] = (float) expected.applyAsDouble(input()[i]);
    }
    assertThat(got).containsExactly(want);
  }

  private static double metric(ServiceProcess p, String name) throws Exception {
    String body = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(p.managementBase() + "/actuator/prometheus"))
        .build(), HttpResponse.BodyHandlers.ofString()).body();
    return body.lines().filter(l -> l.startsWith(name)).mapToDouble(l -> Double.parseDouble(l.substring(l.lastIndexOf(' ') + 1)))
        .sum();
  }

  @Test
  void aHostFallsBackWhileTheCacheIsDownAndUsesItAgainAfterItsRestart() throws Exception {
    int grpcPort = ServiceProcess.freePort();
    int httpPort = ServiceProcess.freePort();
    String cacheArg = "--torchtpu.cache.dir=" + cacheDir;
    ServiceProcess cache = ServiceProcess.startOnPorts("compilation-cache-service", grpcPort, httpPort, cacheArg);
    ServiceProcess other = null;
    int afterRestart;
    try (ServiceProcess host = ServiceProcess.start("tpu-server", "--torchtpu.chips=1",
        "--torchtpu.compilation-cache-target=" + cache.grpcTarget())) {
      try (TpuClient client = TpuClient.connect(host.grpcTarget());
           Session s = client.openSession("cache-team", 0, EagerMode.STRICT)) {
        assertComputes(s, SQUARE_PLUS_ONE, v -> v * v + 1);

        cache.process().destroyForcibly().waitFor(); // a crash
        cache.close();
        assertComputes(s, THREE_X_MINUS_TWO, v -> 3 * v - 2); // compiled on the host alone
        assertThat(metric(host, "torchtpu_compile_cache_fallbacks_total")).isGreaterThanOrEqualTo(1);

        cache = ServiceProcess.startOnPorts("compilation-cache-service", grpcPort, httpPort, cacheArg);
        // the host's channel reconnects on its own schedule: new programs go through the cache again
        // once it has (a bounded number of tries, as a hang guard)
        for (afterRestart = 1; afterRestart <= 60; afterRestart++) {
          double fallbacks = metric(host, "torchtpu_compile_cache_fallbacks_total");
          double k = afterRestart;
          assertComputes(s, t -> t[0].add(k), v -> v + k);
          if (metric(host, "torchtpu_compile_cache_fallbacks_total") == fallbacks) {
            break;
          }
          Thread.sleep(500);
        }
        assertThat(afterRestart).as("the host used the restarted cache").isLessThanOrEqualTo(60);
      }
      // another host finds both programs the first one put: before the crash and after the restart
      other = ServiceProcess.start("tpu-server", "--torchtpu.chips=1",
          "--torchtpu.compilation-cache-target=" + cache.grpcTarget());
      try (TpuClient client = TpuClient.connect(other.grpcTarget());
           Session s = client.openSession("cache-team", 0, EagerMode.STRICT)) {
        assertComputes(s, SQUARE_PLUS_ONE, v -> v * v + 1);
        double k = afterRestart;
        assertComputes(s, t -> t[0].add(k), v -> v + k);
        assertThat(s.compileStats().cacheHits()).isEqualTo(2);
      }
      assertThat(metric(other, "torchtpu_compile_cache_requests_total{application=\"tpu-server\",result=\"remote_hit\"}"))
          .isEqualTo(2);
    } finally {
      if (other != null) {
        other.close();
      }
      cache.close();
    }
  }
}
