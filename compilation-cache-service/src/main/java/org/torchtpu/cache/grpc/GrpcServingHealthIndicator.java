package org.torchtpu.cache.grpc;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;
import org.springframework.context.ApplicationListener;
import org.springframework.grpc.server.lifecycle.GrpcServerStartedEvent;
import org.springframework.stereotype.Component;

/**
 * Keeps /actuator/health DOWN until the gRPC server listens. The web server starts before the gRPC
 * server, so without this a client that waits for HTTP health could call gRPC too early.
 */
@Component("grpcServer")
public class GrpcServingHealthIndicator implements HealthIndicator, ApplicationListener<GrpcServerStartedEvent> {
  private volatile int port = -1;

  @Override
  public void onApplicationEvent(GrpcServerStartedEvent event) {
    port = event.getPort();
  }

  @Override
  public Health health() {
    int p = port;
    return p < 0
        ? Health.down().withDetail("grpc", "not listening yet").build()
        : Health.up().withDetail("port", p).build();
  }
}
