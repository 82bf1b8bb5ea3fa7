package org.torchtpu.service.security;

import java.time.Duration;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;

/**
 * Every service's REST port runs {@link LeftoverBodyProtocol}: the bodies a connection's requests leave unread are
 * drained after their answers for at most {@code torchtpu.rest.leftover-body-time} in all (plus what the bytes take at
 * the honest rate), by at most a quarter of the port's threads at once; then the connection is closed. A body its
 * handler reads has {@code torchtpu.rest.body-time} (plus a second per 256 KiB) to arrive, else 408 and a close.
 */
public final class LeftoverBodies implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {
  private final Duration budget;
  private final Duration bodyTime;

  public LeftoverBodies(Duration budget) {
    this(budget, LeftoverBodyProtocol.DEFAULT_BODY_TIME);
  }

  /** With {@code bodyTime}, the base time a request's body has to arrive while its handler reads it. */
  public LeftoverBodies(Duration budget, Duration bodyTime) {
    this.budget = budget;
    this.bodyTime = bodyTime;
  }

  @Override
  public void customize(TomcatServletWebServerFactory factory) {
    factory.setProtocol(LeftoverBodyProtocol.class.getName());
    factory.addContextValves(new SlowBodyAnswer());
    factory.addConnectorCustomizers(connector -> {
      LeftoverBodyProtocol protocol = (LeftoverBodyProtocol) connector.getProtocolHandler();
      protocol.setLeftoverBodyBudget(budget);
      protocol.setBodyTime(bodyTime);
    });
  }
}
