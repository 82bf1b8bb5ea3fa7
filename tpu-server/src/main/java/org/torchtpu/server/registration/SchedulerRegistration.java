package org.torchtpu.server.registration;

import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import io.github.resilience4j.circuitbreaker.CircuitBreakerRegistry;
import io.grpc.ManagedChannel;
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
import org.torchtpu.api.grpc.CallStatuses;
import org.torchtpu.api.v1.HeartbeatRequest;
import org.torchtpu.api.v1.HeartbeatResponse;
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
 *
 * <p>Calls go through a circuit breaker ({@code scheduler-registration}): after repeated
 * UNAVAILABLE or DEADLINE_EXCEEDED answers (a connection lost under a call counts as UNAVAILABLE, see
 * {@link CallStatuses}) it opens and the host stops calling for its wait
 * (logging once), then probes again; its state is a metric with the host's other breakers.
 *
 * <p>The breaker's wait, and the channel's reconnect back-off, are kept within a third of the lease: a
 * scheduler that restarts gives every recovered host one lease from the moment it serves again, so a
 * host that kept quiet longer (a 5 s wait against a 3 s lease) lost its lease, and its jobs, to the
 * scheduler's restart although it never stopped working.
 */
@Component
public class SchedulerRegistration implements SmartLifecycle {
  private static final Logger log = LoggerFactory.getLogger(SchedulerRegistration.class);
  private static final long RETRY_MILLIS = 1000;
  /** The breaker's wait in the open state with a long lease. */
  private static final long MAX_OPEN_WAIT_MILLIS = 5000;

  private final RegistrationProperties props;
  private final Host host;
  private final int grpcPort;
  /** Sent on every call to the scheduler (its RegisterHost and Heartbeat need a service key). */
  private final String serviceKey;
  private final HostLayout layout;
  private final org.torchtpu.server.security.ServiceTls tls;
  private ScheduledExecutorService timer;
  private ManagedChannel channel;
  private volatile boolean running;
  private volatile boolean registered;
  private volatile long leaseMillis = 10_000;
  private volatile boolean lastCallFailed;
  private final CircuitBreaker breaker;
  private volatile org.torchtpu.server.security.EndedWorlds endedWorlds;

  public SchedulerRegistration(RegistrationProperties props, Host host, int grpcPort) {
    this(props, host, grpcPort, CircuitBreakerRegistry.ofDefaults());
  }

  /** With a breaker of its own (tests). */
  public SchedulerRegistration(RegistrationProperties props, Host host, int grpcPort, CircuitBreakerRegistry breakers) {
    this(props, host, grpcPort, "", breakers);
  }

  public SchedulerRegistration(RegistrationProperties props, Host host, int grpcPort, String serviceKey,
      CircuitBreakerRegistry breakers) {
    this(props, host, grpcPort, serviceKey, breakers, org.torchtpu.server.security.ServiceTls.none());
  }

  @org.springframework.beans.factory.annotation.Autowired
  public SchedulerRegistration(RegistrationProperties props, Host host, @Value("${spring.grpc.server.port}") int grpcPort,
      org.torchtpu.service.security.SecuritySettings security, CircuitBreakerRegistry breakers,
      org.torchtpu.server.security.ServiceTls tls) {
    this(props, host, grpcPort, security.getServiceKey(), breakers, tls);
  }

  public SchedulerRegistration(RegistrationProperties props, Host host, int grpcPort, String serviceKey,
      CircuitBreakerRegistry breakers, org.torchtpu.server.security.ServiceTls tls) {
    this.tls = tls;
    this.serviceKey = serviceKey;
    this.breaker = breakers.circuitBreaker("scheduler-registration", CircuitBreakerConfig.custom()
        .slidingWindowType(CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
        .slidingWindowSize(6)
        .minimumNumberOfCalls(3)
        .failureRateThreshold(50)
        .waitIntervalFunctionInOpenState(attempt -> openWaitMillis())
        .permittedNumberOfCallsInHalfOpenState(1)
        .recordException(CallStatuses::isPeerFailure)
        .build());
    this.props = props;
    this.host = host;
    this.grpcPort = grpcPort;
    // a malformed layout stops the server at startup, naming the property
    this.layout = props.enabled() ? HostLayout.of(props.torusOrigin(), props.hostBlock(), host.chips().size()) : null;
  }

  /**
   * How long the breaker stays open before it lets one probe through: {@link #MAX_OPEN_WAIT_MILLIS}, but
   * never more than a third of the lease the scheduler granted, so the host is heard from again within
   * its lease once the scheduler answers.
   */
  long openWaitMillis() {
    return Math.max(50, Math.min(MAX_OPEN_WAIT_MILLIS, leaseMillis / 3));
  }

  /** Where the worlds the scheduler says have ended go (the host then refuses them and closes their sessions). */
  @org.springframework.beans.factory.annotation.Autowired(required = false)
  public void setEndedWorlds(org.torchtpu.server.security.EndedWorlds endedWorlds) {
    this.endedWorlds = endedWorlds;
  }

  /** The registration this host sends. */
  public RegisterHostRequest request() {
    String endpoint = props.endpoint(grpcPort);
    return RegisterHostRequest.newBuilder().setHostId(host.id()).setGeneration(host.generation()).setEndpoint(endpoint)
        .setPod(props.pod()).addAllChips(layout.chips()).build();
  }

  @EventListener(ApplicationReadyEvent.class)
  public void joinPod() {
    if (!props.enabled() || !running) {
      return;
    }
    channel = org.torchtpu.server.security.ServiceChannels.open(props.schedulerTarget(), serviceKey, tls.credentials());
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
    long next = Math.min(RETRY_MILLIS, openWaitMillis()); // an unreachable scheduler: retried within a third of a lease
    if (lastCallFailed) {
      // after failed connects grpc-java waits 1 s, 1.6 s, 2.6 s ... (up to 2 min) before trying the address
      // again and fails calls at once meanwhile: try it now, so a scheduler back up is found on this beat
      channel.resetConnectBackoff();
    }
    SchedulerGrpc.SchedulerBlockingStub stub = SchedulerGrpc.newBlockingStub(channel)
        .withDeadlineAfter(Math.max(1000, Math.min(5000, leaseMillis / 3)), TimeUnit.MILLISECONDS);
    try {
      if (!registered) {
        RegisterHostResponse r = breaker.executeSupplier(() -> stub.registerHost(request()));
        leaseMillis = r.getLeaseMillis();
        registered = true;
        log.info("registered host {} ({} {} chips) with scheduler {} in pod {}; lease {} ms", host.id(),
            host.generation(), host.chips().size(), props.schedulerTarget(), r.getPod(), leaseMillis);
      } else {
        HeartbeatResponse beat = breaker.executeSupplier(
            () -> stub.heartbeat(HeartbeatRequest.newBuilder().setHostId(host.id())
                .setEndpoint(props.endpoint(grpcPort)).build()));
        leaseMillis = beat.getLeaseMillis();
        if (endedWorlds != null && beat.getEndedWorldsCount() > 0) {
          endedWorlds.ended(beat.getEndedWorldsList());
        }
      }
      lastCallFailed = false;
      next = Math.max(50, leaseMillis / 3);
    } catch (StatusRuntimeException e) {
      Status.Code code = e.getStatus().getCode();
      if (registered && code == Status.Code.NOT_FOUND) {
        registered = false;  // the scheduler forgot us: register again right away
        next = 0;
      } else if (registered && code == Status.Code.FAILED_PRECONDITION) {
        // the scheduler holds another endpoint (or another holder) for our id: say so and try to take it back
        log.error("scheduler {} holds a different registration for host {}: {}; registering again", props.schedulerTarget(),
            host.id(), e.getStatus().getDescription());
        registered = false;
        next = RETRY_MILLIS;
      } else if (code == Status.Code.INVALID_ARGUMENT || code == Status.Code.ALREADY_EXISTS
          || code == Status.Code.PERMISSION_DENIED) {
        log.error("scheduler {} refused host {}: {}", props.schedulerTarget(), host.id(), e.getStatus().getDescription());
        next = Math.max(RETRY_MILLIS, leaseMillis);
      } else if (!lastCallFailed) {
        log.warn("scheduler {} unreachable ({}); retrying every {} ms", props.schedulerTarget(), e.getStatus(), next);
      }
      lastCallFailed = true;
    } catch (CallNotPermittedException e) {
      if (!lastCallFailed) {
        log.warn("scheduler {} keeps failing: circuit breaker open, next try in {} ms", props.schedulerTarget(),
            openWaitMillis());
      }
      lastCallFailed = true;
      next = Math.min(RETRY_MILLIS, openWaitMillis());
    } catch (RuntimeException e) {
      log.warn("heartbeat to scheduler {} failed", props.schedulerTarget(), e);
    }
    if (running) {
      timer.schedule(this::beat, next, TimeUnit.MILLISECONDS);
    }
  }

  public CircuitBreaker breaker() {
    return breaker;
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
