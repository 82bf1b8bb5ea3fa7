package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.torchtpu.client.EagerMode;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.TpuClient;
import org.torchtpu.client.TpuException;

/**
 * SIGTERM to a tpu-server in the middle of a client's op stream: the host drains (the ops it
 * received run, the stream ends with UNAVAILABLE saying the host is shutting down) and exits; the
 * client gets that clear error at its next sync point rather than a hang or a bare reset.
 */
class GracefulShutdownIT {
  private static final int N = 32;
  private static final int READ_EVERY = 50;

  @Test
  void sigtermMidStreamDrainsTheHostAndTheClientIsToldItIsShuttingDown() throws Exception {
    ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.chips=1");
    AtomicInteger verifiedSteps = new AtomicInteger();
    try (TpuClient client = TpuClient.connect(server.grpcTarget(), ServiceProcess.CLIENT_GIVES_UP_FAST)) {
      Session s = client.openSession("drain-team", 0, EagerMode.STRICT);
      CompletableFuture<TpuException> stopped = CompletableFuture.supplyAsync(() -> {
        Tensor x = s.zeros(N);
        try {
          for (int step = 1; ; step++) {
            x = x.add(1.0);
            if (step % READ_EVERY == 0) {
              float[] v = x.toFloatArray();
              assertThat(v).as("after step %d", step).containsOnly((float) step);
              verifiedSteps.set(step);
            }
          }
        } catch (TpuException e) {
          return e;
        }
      });
      while (verifiedSteps.get() < 4 * READ_EVERY && !stopped.isDone()) {
        Thread.sleep(20);
      }
      server.process().destroy(); // SIGTERM
      TpuException e = stopped.get(180, TimeUnit.SECONDS); // a hang guard
      assertThat(e.code()).isEqualTo(io.grpc.Status.Code.UNAVAILABLE);
      assertThat(e.getMessage()).contains("is shutting down");
      assertThat(server.process().waitFor(120, TimeUnit.SECONDS)).as("the process exits").isTrue();
      String log = Files.readString(server.logFile());
      assertThat(log).contains("ending 1 op stream(s) after their queued ops").contains("Graceful shutdown complete");
      assertThat(verifiedSteps.get()).isGreaterThanOrEqualTo(4 * READ_EVERY);
    } finally {
      server.close();
    }
  }
}
