package org.torchtpu.server.registration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.HeartbeatRequest;
import org.torchtpu.api.v1.HeartbeatResponse;
import org.torchtpu.api.v1.HostChip;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RegisterHostResponse;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.api.v1.TorusCoord;
import org.torchtpu.server.chip.Host;

class SchedulerRegistrationTest {

  private static TorusCoord xyz(int x, int y, int z) {
    return TorusCoord.newBuilder().setX(x).setY(y).setZ(z).build();
  }

  @Test
  void fourChipsFillATwoByTwoTrayAtTheOrigin() {
    List<HostChip> chips = HostLayout.of("2,0,1", "", 4).chips();
    assertThat(chips).extracting(HostChip::getCoord)
        .containsExactly(xyz(2, 0, 1), xyz(3, 0, 1), xyz(2, 1, 1), xyz(3, 1, 1));
    assertThat(chips).extracting(HostChip::getIndex).containsExactly(0, 1, 2, 3);
  }

  @Test
  void explicitBlocksAnd2dOrigins() {
    assertThat(HostLayout.of("4,8", "4x2", 8).chips().get(7).getCoord()).isEqualTo(xyz(7, 9, 0));
    assertThat(HostLayout.of("0,0,0", "2x2x2", 8).chips().get(7).getCoord()).isEqualTo(xyz(1, 1, 1));
    assertThat(HostLayout.of("0,0,0", "", 8).chips().get(4).getCoord()).isEqualTo(xyz(0, 0, 1));
    assertThat(HostLayout.of("0,0,0", "", 3).chips().get(2).getCoord()).isEqualTo(xyz(2, 0, 0));
  }

  @Test
  void badLayoutsNameTheProperty() {
    assertThatThrownBy(() -> HostLayout.of("0,0,0", "2x2x2", 4)).hasMessageContaining("torchtpu.host-block 2x2x2 holds 8")
        .hasMessageContaining("has 4");
    assertThatThrownBy(() -> HostLayout.of("0,a,0", "", 4)).hasMessageContaining("torchtpu.torus-origin");
    assertThatThrownBy(() -> HostLayout.of("0,-1,0", "", 4)).hasMessageContaining("-1 is below 0");
    assertThatThrownBy(() -> HostLayout.of("0", "", 4)).hasMessageContaining("2 or 3 numbers");
    assertThatThrownBy(() -> HostLayout.of("0,0", "2x0", 4)).hasMessageContaining("torchtpu.host-block");
  }

  @Test
  void withoutATargetNothingHappens() {
    RegistrationProperties props = new RegistrationProperties("", null, "not a block", null, null);
    SchedulerRegistration r = new SchedulerRegistration(props, new Host("h", Generation.V5E, 4), 50051);
    r.start();
    r.joinPod();
    assertThat(r.registered()).isFalse();
    r.stop();
  }

  /** A scheduler that grants a short lease and forgets the host once, as a restarted scheduler without state would. */
  private static final class FakeScheduler extends SchedulerGrpc.SchedulerImplBase {
    final List<RegisterHostRequest> registrations = new CopyOnWriteArrayList<>();
    final AtomicInteger heartbeats = new AtomicInteger();

    @Override
    public void registerHost(RegisterHostRequest req, StreamObserver<RegisterHostResponse> out) {
      registrations.add(req);
      out.onNext(RegisterHostResponse.newBuilder().setPod("p").setLeaseMillis(300).build());
      out.onCompleted();
    }

    @Override
    public void heartbeat(HeartbeatRequest req, StreamObserver<HeartbeatResponse> out) {
      if (heartbeats.incrementAndGet() == 2) {
        out.onError(Status.NOT_FOUND.withDescription("host " + req.getHostId() + " is not registered").asRuntimeException());
        return;
      }
      out.onNext(HeartbeatResponse.newBuilder().setLeaseMillis(300).build());
      out.onCompleted();
    }
  }

  @Test
  void registersHeartbeatsAndRegistersAgainWhenForgotten() throws Exception {
    FakeScheduler fake = new FakeScheduler();
    Server server = ServerBuilder.forPort(0).addService(fake).build().start();
    RegistrationProperties props = new RegistrationProperties("127.0.0.1:" + server.getPort(), "2,0,1", "", "", "");
    SchedulerRegistration r = new SchedulerRegistration(props, new Host("host-b", Generation.V5P, 4), 50999);
    try {
      r.start();
      r.joinPod();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
      while ((fake.registrations.size() < 2 || fake.heartbeats.get() < 3) && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(fake.registrations).hasSizeGreaterThanOrEqualTo(2);
      RegisterHostRequest first = fake.registrations.get(0);
      assertThat(first.getHostId()).isEqualTo("host-b");
      assertThat(first.getGeneration()).isEqualTo(Generation.V5P);
      assertThat(first.getEndpoint()).isEqualTo("127.0.0.1:50999");
      assertThat(first.getChipsList()).extracting(HostChip::getCoord).contains(xyz(2, 0, 1), xyz(3, 1, 1));
      assertThat(fake.heartbeats.get()).isGreaterThanOrEqualTo(3);
      assertThat(r.registered()).isTrue();
    } finally {
      r.stop();
      server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  @Test
  void anUnreachableSchedulerOpensTheRegistrationBreakerWhichIsAMetric() throws Exception {
    int closedPort;
    try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
      closedPort = socket.getLocalPort(); // nothing listens there once the socket is closed
    }
    RegistrationProperties props = new RegistrationProperties("127.0.0.1:" + closedPort, "0,0,0", "", "", "");
    io.micrometer.core.instrument.simple.SimpleMeterRegistry meters = new io.micrometer.core.instrument.simple.SimpleMeterRegistry();
    io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry breakers =
        new org.torchtpu.server.runtime.BreakerConfiguration().circuitBreakers(meters);
    SchedulerRegistration r = new SchedulerRegistration(props, new Host("host-x", Generation.V5E, 4), 50998, breakers);
    try {
      r.start();
      r.joinPod();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60); // a hang guard
      while (r.breaker().getState() != io.github.resilience4j.circuitbreaker.CircuitBreaker.State.OPEN
          && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertThat(r.breaker().getState()).isEqualTo(io.github.resilience4j.circuitbreaker.CircuitBreaker.State.OPEN);
      assertThat(r.registered()).isFalse();
      assertThat(meters.get("resilience4j.circuitbreaker.state").tag("name", "scheduler-registration")
          .tag("state", "open").gauge().value()).isEqualTo(1.0);
    } finally {
      r.stop();
    }
  }

  /** grpc-java's "UNKNOWN: channel closed" from a scheduler killed under a call is the scheduler going away. */
  @Test
  void theBreakerCountsAConnectionLostUnderACallButNotTheSchedulersAnswers() {
    RegistrationProperties props = new RegistrationProperties("127.0.0.1:1", "0,0,0", "", "", "");
    SchedulerRegistration r = new SchedulerRegistration(props, new Host("host-x", Generation.V5E, 4), 50998,
        io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry.ofDefaults());
    java.util.function.Predicate<Throwable> counted = r.breaker().getCircuitBreakerConfig().getRecordExceptionPredicate();
    assertThat(counted.test(Status.UNKNOWN.withDescription("channel closed")
        .withCause(new java.nio.channels.ClosedChannelException()).asRuntimeException())).isTrue();
    assertThat(counted.test(Status.UNAVAILABLE.asRuntimeException())).isTrue();
    assertThat(counted.test(Status.DEADLINE_EXCEEDED.asRuntimeException())).isTrue();
    assertThat(counted.test(Status.NOT_FOUND.withDescription("host host-x is not registered").asRuntimeException())).isFalse();
    assertThat(counted.test(Status.INVALID_ARGUMENT.asRuntimeException())).isFalse();
    assertThat(counted.test(Status.UNKNOWN.withDescription("handler threw").asRuntimeException())).isFalse();
  }

  /**
   * SchedulerIT once saw a running job requeued across a scheduler restart: the restarted scheduler gives
   * each host one lease (3 s there) to be heard from, while the host's breaker, opened by the failed calls
   * during the restart, kept it quiet for 5 s. The breaker's wait now stays within a third of the lease.
   */
  @Test
  void theBreakerWaitsLessThanALeaseSoARestartedSchedulerHearsFromTheHostInTime() throws Exception {
    FakeScheduler fake = new FakeScheduler(); // grants a lease of 300 ms
    Server server = ServerBuilder.forPort(0).addService(fake).build().start();
    RegistrationProperties props = new RegistrationProperties("127.0.0.1:" + server.getPort(), "0,0,0", "", "", "");
    SchedulerRegistration r = new SchedulerRegistration(props, new Host("host-l", Generation.V5P, 4), 50997,
        io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry.ofDefaults());
    try {
      // before any lease is known (10 s assumed) the wait is the usual 5 s at most
      assertThat(r.breaker().getCircuitBreakerConfig().getWaitIntervalFunctionInOpenState().apply(1)).isLessThanOrEqualTo(5000L);
      r.start();
      r.joinPod();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a hang guard
      while (!r.registered() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(r.registered()).isTrue();
      long wait = r.breaker().getCircuitBreakerConfig().getWaitIntervalFunctionInOpenState().apply(1);
      assertThat(wait).isLessThan(300L);
    } finally {
      r.stop();
      server.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }
}
