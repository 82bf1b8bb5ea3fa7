package org.torchtpu.service.security;

import java.time.Duration;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;

/**
 * Every service's REST port runs {@link LeftoverBodyProtocol}: the bodies a connection's requests leave unread are
 * drained after their answers for at most {@code torchtpu.rest.leftover-body-time} in all (plus what the bytes take at
 * the honest rate), by at most a quarter of the port's threads at once; then the connection is closed.
 */
public final class LeftoverBodies implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {
  private final Duration budget;

  public LeftoverBodies(Duration budget) {
    this.budget = budget;
  }

  @Override
  public void customize(TomcatServletWebServerFactory factory) {
    factory.setProtocol(LeftoverBodyProtocol.class.getName());
    factory.addConnectorCustomizers(connector ->
        ((LeftoverBodyProtocol) connector.getProtocolHandler()).setLeftoverBodyBudget(budget));
  }
}
