package org.torchtpu.server.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.Status;
import io.grpc.health.v1.HealthGrpc;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.RuntimeGrpc;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.exec.Executor;

/** Health probes poll a starting host: they must not end its warm-up; the first call of a service does. */
class WarmupYieldTest {
  private static <Q, R> ServerCall<Q, R> call(MethodDescriptor<Q, R> method) {
    return new ServerCall<>() {
      @Override
      public void request(int numMessages) {}

      @Override
      public void sendHeaders(Metadata headers) {}

      @Override
      public void sendMessage(R message) {}

      @Override
      public void close(Status status, Metadata trailers) {}

      @Override
      public boolean isCancelled() {
        return false;
      }

      @Override
      public MethodDescriptor<Q, R> getMethodDescriptor() {
        return method;
      }
    };
  }

  @Test
  void aHealthCheckLeavesTheWarmupRunningAndARuntimeCallEndsIt() {
    StartupWarmup warmup = new StartupWarmup(new Executor(), ChipSpecs.of(Generation.V5E), 8, Long.MAX_VALUE);
    WarmupYield yield = new WarmupYield(warmup);
    yield.interceptCall(call(HealthGrpc.getCheckMethod()), new Metadata(), (c, h) -> new ServerCall.Listener<>() {});
    assertThat(warmup.yielded()).isFalse();
    yield.interceptCall(call(RuntimeGrpc.getOpenSessionMethod()), new Metadata(), (c, h) -> new ServerCall.Listener<>() {});
    assertThat(warmup.yielded()).isTrue();
  }
}
