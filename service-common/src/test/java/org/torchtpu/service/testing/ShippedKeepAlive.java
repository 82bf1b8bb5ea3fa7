package org.torchtpu.service.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.env.YamlPropertySourceLoader;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.io.ClassPathResource;
import org.springframework.grpc.autoconfigure.server.GrpcServerProperties;

/**
 * The gRPC port's connection settings as Spring gRPC binds them from the {@code application.yml} a service ships
 * (placeholders resolved, durations parsed), the same on every service: gRPC's defaults wait 2 hours before pinging
 * a quiet client and never close an idle connection, so a client that vanished without closing kept its connection,
 * its calls and what they hold for hours.
 */
public final class ShippedKeepAlive {
  private ShippedKeepAlive() {}

  /** Asserts the keep-alive settings of the {@code application.yml} on the caller's class path. */
  public static void assertQuietConnectionsArePingedAndIdleOnesClosed() throws IOException {
    StandardEnvironment environment = new StandardEnvironment();
    new YamlPropertySourceLoader().load("application.yml", new ClassPathResource("application.yml"))
        .forEach(environment.getPropertySources()::addLast);
    GrpcServerProperties.KeepAlive keepAlive = Binder.get(environment)
        .bind("spring.grpc.server", GrpcServerProperties.class).get().getKeepAlive();
    assertThat(keepAlive.getTime()).isEqualTo(Duration.ofMinutes(2));
    assertThat(keepAlive.getTimeout()).isEqualTo(Duration.ofSeconds(20));
    // TORCHTPU_GRPC_MAX_CONNECTION_IDLE unset here: the shipped default
    assertThat(keepAlive.getMaxIdle()).isEqualTo(Duration.ofMinutes(30));
    assertThat(keepAlive.getPermitTime()).isEqualTo(Duration.ofMinutes(5));
    assertThat(keepAlive.isPermitWithoutCalls()).isFalse();
  }
}
