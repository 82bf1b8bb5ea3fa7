package org.torchtpu.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.torchtpu.client.EagerMode;
import org.torchtpu.e2e.bench.StreamLoad;

/**
 * A bounded load test: four concurrent clients stream ops for a few seconds in Strict and in
 * Fused mode; prints throughput and p50/p99 step latency, and checks that every read saw exactly
 * the value its ops must produce (no timed assertions: the numbers are printed, not judged).
 */
class LoadIT {
  @Test
  void concurrentStreamingClientsAllGetExactResults() throws Exception {
    try (ServiceProcess server = ServiceProcess.start("tpu-server", "--torchtpu.chips=1")) {
      for (EagerMode mode : new EagerMode[] {EagerMode.STRICT, EagerMode.FUSED}) {
        StreamLoad.Result r = StreamLoad.run(server.grpcTarget(), mode, 4, Duration.ofSeconds(4), 20);
        System.out.println("LoadIT " + r);
        assertThat(r.wrongSteps()).as("steps that read a wrong value").isZero();
        assertThat(r.minStepsPerClient()).as("every client completed steps").isPositive();
        assertThat(r.ops()).isEqualTo(r.steps() * 20);
      }
    }
  }
}
