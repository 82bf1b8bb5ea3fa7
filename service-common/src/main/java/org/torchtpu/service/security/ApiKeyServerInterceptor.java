package org.torchtpu.service.security;

import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.Status;
import java.util.Locale;
import java.util.Set;
import java.util.function.BiFunction;
import org.springframework.core.Ordered;

/**
 * Authenticates every gRPC call by its API key ({@code authorization: Bearer <key>} or
 * {@code x-api-key} metadata) and makes the caller available through {@link Callers#current()}.
 * Missing or unknown keys are UNAUTHENTICATED; a service-specific rule may refuse a known caller
 * a method with PERMISSION_DENIED. Health and reflection stay open so probes and tools work
 * without keys. With no keys configured every call passes with no caller. A call stays under its key's
 * {@link KeyGrant} while open: when the keys file drops the key, the call is ended UNAUTHENTICATED.
 */
public final class ApiKeyServerInterceptor implements ServerInterceptor, Ordered {
  /**
   * Among the first interceptors of every call (Spring gRPC runs the lower order first): the ones
   * after it, such as the log context's, see the authenticated {@link Callers#current()}.
   */
  public static final int ORDER = Ordered.HIGHEST_PRECEDENCE + 1000;

  /** Services anyone may call: health checks and reflection. */
  public static final Set<String> OPEN_SERVICES = Set.of(
      "grpc.health.v1.Health", "grpc.reflection.v1.ServerReflection", "grpc.reflection.v1alpha.ServerReflection");

  private static final Metadata.Key<String> AUTHORIZATION =
      Metadata.Key.of(ApiKeys.AUTHORIZATION, Metadata.ASCII_STRING_MARSHALLER);
  private static final Metadata.Key<String> X_API_KEY = Metadata.Key.of(ApiKeys.X_API_KEY, Metadata.ASCII_STRING_MARSHALLER);

  private final ApiKeys keys;
  private final BiFunction<String, Caller, Status> rules;

  /**
   * @param rules for a full method name ("torchtpu.v1.Scheduler/RegisterHost") and its caller:
   *     null to allow, or the status to refuse with (PERMISSION_DENIED naming the method and role)
   */
  public ApiKeyServerInterceptor(ApiKeys keys, BiFunction<String, Caller, Status> rules) {
    this.keys = keys;
    this.rules = rules;
  }

  @Override
  public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
    String method = call.getMethodDescriptor().getFullMethodName();
    if (!keys.enabled() || OPEN_SERVICES.contains(call.getMethodDescriptor().getServiceName())) {
      return next.startCall(call, headers);
    }
    String key = ApiKeys.keyFrom(headers.get(AUTHORIZATION), headers.get(X_API_KEY));
    if (key == null) {
      return refuse(call, Status.UNAUTHENTICATED.withDescription(method
          + " needs an API key: send metadata 'authorization: Bearer <key>' or 'x-api-key: <key>'"));
    }
    KeyGrant grant = keys.grantOf(key).orElse(null);
    if (grant == null) {
      return refuse(call, Status.UNAUTHENTICATED.withDescription("the API key sent to " + method + " is not known here"));
    }
    Status refused = rules.apply(method, grant.caller());
    if (refused != null) {
      return refuse(call, refused);
    }
    // Cancelled by the call's end (its parent) or by the key's revocation.
    Context.CancellableContext context = Context.current().withValue(Callers.KEY, grant.caller()).withCancellation();
    RevocableCall<Q, R> revocable = new RevocableCall<>(call, context);
    grant.enter(revocable);
    try {
      return revocable.listen(Contexts.interceptCall(context, revocable, headers, next), grant);
    } catch (RuntimeException | Error e) {
      grant.leave(revocable);
      throw e;
    }
  }

  @Override
  public int getOrder() {
    return ORDER;
  }

  private static <Q, R> ServerCall.Listener<Q> refuse(ServerCall<Q, R> call, Status status) {
    call.close(status, new Metadata());
    return new ServerCall.Listener<>() {};
  }

  /** PERMISSION_DENIED naming the method and what the caller is. */
  public static Status denied(String method, Caller caller, String needs) {
    return Status.PERMISSION_DENIED.withDescription(method + " needs " + needs + "; the key of " + caller.owner()
        + " is a " + caller.role().name().toLowerCase(Locale.ROOT) + " key");
  }
}
