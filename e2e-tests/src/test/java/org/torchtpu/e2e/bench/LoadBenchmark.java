package org.torchtpu.e2e.bench;

import java.time.Duration;
import org.torchtpu.client.EagerMode;
import org.torchtpu.e2e.ServiceProcess;

/**
 * Prints throughput and step-latency percentiles of N concurrent streaming clients against one
 * tpu-server process, in Strict and Fused mode, for 1, 4 and 8 clients (one run, one machine:
 * read the ratios).
 */
public final class LoadBenchmark {
  private LoadBenchmark() {}

  public static void main(String[] args) throws Exception {
    try (ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.chips=1")) {
      StreamLoad.run(server.grpcTarget(), EagerMode.STRICT, 2, Duration.ofSeconds(3), 20); // warm-up
      System.out.println("== stream load: steps of 20 adds on f32[16] then a read, 10 s per row ==");
      for (EagerMode mode : new EagerMode[] {EagerMode.STRICT, EagerMode.FUSED}) {
        for (int clients : new int[] {1, 4, 8}) {
          StreamLoad.Result r = StreamLoad.run(server.grpcTarget(), mode, clients, Duration.ofSeconds(10), 20);
          System.out.println(r);
          if (r.wrongSteps() != 0) {
            throw new IllegalStateException(r.wrongSteps() + " steps read a wrong value");
          }
        }
      }
    }
  }
}
