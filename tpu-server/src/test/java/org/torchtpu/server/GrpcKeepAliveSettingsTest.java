package org.torchtpu.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.config.YamlPropertiesFactoryBean;
import org.springframework.core.io.ClassPathResource;

/**
 * The gRPC port's connection settings as this service ships them: gRPC's defaults wait 2 hours before pinging a quiet
 * client and never close an idle connection, so a client that vanished without closing kept its connection, its
 * calls and what they hold for hours.
 */
class GrpcKeepAliveSettingsTest {
  @Test
  void quietConnectionsArePingedWithinMinutesAndIdleOnesClosed() {
    YamlPropertiesFactoryBean yaml = new YamlPropertiesFactoryBean();
    yaml.setResources(new ClassPathResource("application.yml"));
    Properties p = yaml.getObject();
    assertThat(p.getProperty("spring.grpc.server.keep-alive.time")).isEqualTo("2m");
    assertThat(p.getProperty("spring.grpc.server.keep-alive.timeout")).isEqualTo("20s");
    assertThat(p.getProperty("spring.grpc.server.keep-alive.max-idle"))
        .isEqualTo("${TORCHTPU_GRPC_MAX_CONNECTION_IDLE:30m}");
    assertThat(p.getProperty("spring.grpc.server.keep-alive.permit-time")).isEqualTo("5m");
    assertThat(p.getProperty("spring.grpc.server.keep-alive.permit-without-calls")).isEqualTo("false");
  }
}
