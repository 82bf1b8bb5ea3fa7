package org.torchtpu.server.admin;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;
import org.apache.coyote.ActionCode;
import org.springframework.boot.web.embedded.tomcat.TomcatServletWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;

/**
 * Closes the connection of a request answered 408 (its body did not arrive in time, {@link BodyDeadline}) instead of
 * reading the rest of its body. Tomcat drains an unread body after the answer, so that the connection can take the
 * next request; for a body trickled a byte at a time that drain held a Tomcat thread for as long as the client went
 * on sending, after the simulation slot was given back.
 */
@Component
public class AbandonedBodies implements WebServerFactoryCustomizer<TomcatServletWebServerFactory> {
  @Override
  public void customize(TomcatServletWebServerFactory factory) {
    factory.addContextValves(new Valve());
  }

  /** The valve that stops the drain of a 408's body (also in tests' own Tomcat). */
  static final class Valve extends ValveBase {
    Valve() {
      super(true);
    }

    @Override
    public void invoke(Request request, Response response) throws IOException, ServletException {
      getNext().invoke(request, response);
      if (response.getStatus() == HttpServletResponse.SC_REQUEST_TIMEOUT) {
        request.getCoyoteRequest().action(ActionCode.DISABLE_SWALLOW_INPUT, null);
      }
    }
  }
}
