package org.torchtpu.service.security;

import io.grpc.Grpc;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import java.util.Set;
import javax.net.ssl.SSLPeerUnverifiedException;
import javax.net.ssl.SSLSession;

/**
 * Mutual TLS for the pod's own RPCs: a call to one of {@code methods} (full names, or a service
 * prefix ending in "/") must come over TLS with a client certificate the server's trust store
 * verified, besides its service key. Calls without one are PERMISSION_DENIED. Installed when
 * {@code torchtpu.security.service-tls.require-client-certificate} is true; the server's gRPC SSL
 * bundle must then ask for client certificates ({@code spring.grpc.server.ssl.client-auth=optional},
 * so tenants without certificates can still call the tenant RPCs on the same port).
 */
public final class ServiceCertificateInterceptor implements ServerInterceptor {
  private final Set<String> methods;

  public ServiceCertificateInterceptor(Set<String> methods) {
    this.methods = Set.copyOf(methods);
  }

  private boolean covers(String method) {
    for (String m : methods) {
      if (m.endsWith("/") ? method.startsWith(m) : method.equals(m)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
    String method = call.getMethodDescriptor().getFullMethodName();
    if (covers(method) && !verifiedClient(call.getAttributes().get(Grpc.TRANSPORT_ATTR_SSL_SESSION))) {
      call.close(Status.PERMISSION_DENIED.withDescription(method + " is for the pod's services: it needs a client "
          + "certificate the pod trusts (mutual TLS, torchtpu.security.service-tls.bundle)"), new Metadata());
      return new ServerCall.Listener<>() {};
    }
    return next.startCall(call, headers);
  }

  private static boolean verifiedClient(SSLSession session) {
    if (session == null) {
      return false;
    }
    try {
      return session.getPeerCertificates().length > 0;
    } catch (SSLPeerUnverifiedException e) {
      return false;
    }
  }
}
