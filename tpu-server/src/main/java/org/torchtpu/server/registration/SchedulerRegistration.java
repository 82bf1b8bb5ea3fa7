package org.torchtpu.server.registration;

import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.SmartLifecycle;
import org.springframework.stereotype.Component;
import org.springframework.context.event.EventListener;
import org.torchtpu.api.v1.HeartbeatRequest;
import org.torchtpu.api.v1.RegisterHostRequest;
import org.torchtpu.api.v1.RegisterHostResponse;
import org.torchtpu.api.v1.SchedulerGrpc;
import org.torchtpu.server.chip.Host;

/**
 * Joins the scheduler's pod when {@code torchtpu.scheduler-target} is set: registers this host's chips at their
 * torus coordinates once the gRPC server is up, then heartbeats at a third of the lease the scheduler grants.
 * A scheduler that does not know the host (it lost its state, or the host was never registered) answers a
 * heartbeat with NOT_FOUND and the host registers again; an unreachable scheduler is retried every second.
 * With the property empty nothing happens.
 */
@Component
public class SchedulerRegistration implements SmartLifecycle {
  private static final Logger log = LoggerFactory.getLogger(SchedulerRegistration.class);
  private static final long RETRY_MILLIS = 1000;

  private final RegistrationProperties props;
  private final Host host;
  private final int grpcPort;
  private final HostLayout layout;
  private ScheduledExecutorService timer;
  private ManagedChannel channel;
  private volatile boolean running;
  private volatile boolean registered;
  private volatile long leaseMillis = 10_000;
  private volatile boolean lastCallFailed;

  public SchedulerRegistration(RegistrationProperties props, Host host, @Value("${spring.grpc.server.port}") int grpcPort) {
    this.props = props;
    this.host = host;
    this.grpcPort = grpcPort;
    // a malformed layout stops the server at startup, naming the property
    this.layout = props.enabled() ? HostLayout.of(props.torusOrigin(), props.hostBlock(), host.chips().size()) : null;
  }

  /** The registration this host sends. */
  public RegisterHostRequest request() {
    String endpoint = props.advertisedAddress().isEmpty() ? "127.0.0.1:" + grpcPort : props.advertisedAddress();
    return RegisterHostRequest.newBuilder().setHostId(host.id()).setGeneration(host.generation()).setEndpoint(endpoint)
        .setPod(props.pod()).addAllChips(layout.chips()).build();
  }

  @EventListener(ApplicationReadyEvent.class)
  public void joinPod() {
    if (!props.enabled() || !running) {
      return;
    }
    channel = ManagedChannelBuilder.forTarget(props.schedulerTarget()).usePlaintext().build();
    timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "scheduler-heartbeat");
      t.setDaemon(true);
      return t;
    });
    timer.execute(this::beat);
  }

  private void beat() {
    if (!running) {
      return;
    }
    long next = RETRY_MILLIS;
    SchedulerGrpc.SchedulerBlockingStub stub = SchedulerGrpc.newBlockingStub(channel)
        .withDeadlineAfter(Math.max(1000, Math.min(5000, leaseMillis / 3)), TimeUnit.MILLISECONDS);
    try {
      if (!registered) {
        RegisterHostResponse r = stub.registerHost(request());
        leaseMillis = r.getLeaseMillis();
        registered = true;
        log.info("registered host {} ({} {} chips) with scheduler {} in pod {}; lease {} ms", host.id(),
            host.generation(), host.chips().size(), props.schedulerTarget(), r.getPod(), leaseMillis);
      } else {
        leaseMillis = stub.heartbeat(HeartbeatRequest.newBuilder().setHostId(host.id()).build()).getLeaseMillis();
      }
      lastCallFailed = false;
      next = Math.max(50, leaseMillis / 3);
    } catch (StatusRuntimeException e) {
      Status.Code code = e.getStatus().getCode();
      if (registered && code == Status.Code.NOT_FOUND) {
        registered = false;  // the scheduler forgot us: register again right away
        next = 0;
      } else if (code == Status.Code.INVALID_ARGUMENT || code == Status.Code.ALREADY_EXISTS) {
        log.error("scheduler {} refused host {}: {}", props.schedulerTarget(), host.id(), e.getStatus().getDescription());
        next = Math.max(RETRY_MILLIS, leaseMillis);
      } else if (!lastCallFailed) {
        log.warn("scheduler {} unreachable ({}); retrying every {} ms", props.schedulerTarget(), e.getStatus(), RETRY_MILLIS);
      }
      lastCallFailed = true;
    } catch (RuntimeException e) {
      log.warn("heartbeat to scheduler {} failed", props.schedulerTarget(), e);
    }
    if (running) {
      timer.schedule(this::beat, next, TimeUnit.MILLISECONDS);
    }
  }

  public boolean registered() {
    return registered;
  }

  @Override
  public void start() {
    running = true;
  }

  @Override
  public void stop() {
    running = false;
    if (timer != null) {
      timer.shutdownNow();
    }
    if (channel != null) {
      channel.shutdownNow();
    }
  }

  @Override
  public boolean isRunning() {
    return running;
  }
}
