package org.torchtpu.service.security;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.ServletException;
import java.io.IOException;
import org.apache.catalina.connector.Request;
import org.apache.catalina.connector.Response;
import org.apache.catalina.valves.ValveBase;

/**
 * Answers a request whose body ran out of its time ({@link TimedRequestBody}) 408, whatever its handler made of the
 * failed read: Tomcat marks the read's timeout 408, but the handler's exception then becomes a 400 (Tomcat's client
 * abort) or a 500 (Spring's unreadable body). Runs in the context's pipeline, after the handler and before the host
 * renders the error page, which is then the 408's.
 */
final class SlowBodyAnswer extends ValveBase {
  SlowBodyAnswer() {
    super(true);
  }

  @Override
  public void invoke(Request request, Response response) throws IOException, ServletException {
    try {
      getNext().invoke(request, response);
    } finally {
      if (request.getCoyoteRequest().getInputBuffer() instanceof TimedRequestBody body && body.expired()
          && !response.isCommitted()) {
        request.removeAttribute(RequestDispatcher.ERROR_EXCEPTION);
        response.setStatus(408);
        response.setError();
      }
    }
  }
}
