package org.torchtpu.service.security;

import jakarta.servlet.ServletException;
import java.io.IOException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;

/**
 * Closes the connection of a request refused (any 4xx/5xx answer) before its body was read whole, instead of reading
 * the rest of that body. Tomcat drains an unread body after the answer so that the connection can take the next
 * request; for a body trickled a byte at a time that drain held a Tomcat thread for as long as the client went on
 * sending, so a few hundred keyless connections (each answered 401 at once) could take every Tomcat thread. A refused
 * request whose body did arrive whole keeps its connection.
 */
public final class AbandonedBodies implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {
  @Override
  public void customize(TomcatServletWebServerFactory factory) {
    factory.addContextValves(new Valve());
  }

  /** The valve that stops the drain of a refused request's unread body. */
  static final class Valve extends ValveBase {
    Valve() {
      super(true);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
      getNext().invoke(request, response);
      if (response.getStatus() >= 400 && !request.getCoyoteRequest().isFinished()) {
        // Tomcat then answers "Connection: close" and closes the connection after the answer rather than drain it
        request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
      }
    }
  }
}
