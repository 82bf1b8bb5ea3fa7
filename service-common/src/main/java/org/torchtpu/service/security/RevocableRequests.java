package org.torchtpu.service.security;

import io.grpc.Status;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.function.BooleanSupplier;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Counts each authenticated REST request as open under its key's {@link KeyGrant} while its handler runs, so a reload
 * of the keys file that revokes the key ends it as it ends the key's gRPC calls: before, a request already past the
 * key filter (a trickled job body, a long answer) ran on to its answer. The revocation cuts the request's connection
 * ({@link ConnectionCut}): its body reads and answer writes fail at once and the client sees the connection end; a
 * handler computing meanwhile learns it from {@link RequestRevocation}. No
 * 401 is sent: a body half read and an answer half written leave no place for one on that connection.
 */
final class RevocableRequests extends OncePerRequestFilter {
  @Override
  protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
      throws ServletException, IOException {
    Authentication authentication = SecurityContextHolder.getContext().getAuthentication();
    ConnectionCut cut = ConnectionCut.of(request);
    if (authentication == null || !(authentication.getDetails() instanceof KeyGrant grant) || cut == null) {
      chain.doFilter(request, response);
      return;
    }
    OpenRequest open = new OpenRequest(cut);
    grant.enter(open);
    BooleanSupplier previous = RequestRevocation.install(open::revoked);
    try {
      chain.doFilter(request, response);
    } finally {
      RequestRevocation.install(previous);
      open.finish();
      grant.leave(open);
    }
  }

  /** One request open under a key: cut while its handler runs, never after (the connection may serve another). */
  private static final class OpenRequest implements KeyGrant.OpenCall {
    private final ConnectionCut cut;
    private boolean finished;
    /** Set by the revocation, read by a computing handler between its steps ({@link RequestRevocation}). */
    private volatile boolean revoked;

    OpenRequest(ConnectionCut cut) {
      this.cut = cut;
    }

    @Override
    public synchronized void revoke(Status status) {
      if (!finished) {
        revoked = true;
        cut.cut();
      }
    }

    boolean revoked() {
      return revoked;
    }

    synchronized void finish() {
      finished = true;
    }
  }
}
