package org.torchtpu.service.observability;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.MDC;
import org.springframework.core.Ordered;
import org.torchtpu.api.grpc.CallHeaders;
import org.torchtpu.service.security.ApiKeyServerInterceptor;
import org.torchtpu.service.security.Caller;
import org.torchtpu.service.security.Callers;

/**
 * Puts the tenant, job and session a gRPC call is about into the logging MDC for every callback
 * of the call, and takes them out again after, so every log line the call writes carries them
 * (structured logs show them as fields). They come from the call's metadata
 * ({@code x-torchtpu-tenant}, {@code x-torchtpu-job}, {@code x-torchtpu-session}), else from the
 * request's own {@code tenant}, {@code job_id} and {@code session_id} fields (top level, or one
 * message down, such as a stream's opening message), and a session's tenant from the service.
 *
 * <p>When the call was authenticated ({@link Callers#current()}, set by the API-key interceptor,
 * which runs before this one: see {@link #ORDER}), its tenant is the key's and nothing the client
 * sends (header, request field or a session id naming another tenant's session) can replace it, so
 * no tenant can write log lines under another tenant's name. Without keys (security off) the
 * client's own word is all there is.
 */
public final class CallContextInterceptor implements ServerInterceptor, Ordered {
  /**
   * Inside the API-key interceptor ({@link ApiKeyServerInterceptor#ORDER}), so the authenticated
   * caller is known when this one runs.
   */
  public static final int ORDER = ApiKeyServerInterceptor.ORDER + 100;

  public static final Metadata.Key<String> TENANT_HEADER = CallHeaders.TENANT;
  public static final Metadata.Key<String> JOB_HEADER = CallHeaders.JOB;
  public static final Metadata.Key<String> SESSION_HEADER = CallHeaders.SESSION;

  /** MDC keys. */
  public static final String TENANT = "tenant";
  public static final String JOB = "job";
  public static final String SESSION = "session";
  public static final String RPC = "rpc";

  private static final Map<String, String> FIELDS = Map.of("tenant", TENANT, "job_id", JOB, "session_id", SESSION);

  private final Function<String, String> tenantOfSession;

  /** Without a session-to-tenant lookup (services that have no sessions). */
  public CallContextInterceptor() {
    this(session -> null);
  }

  /** @param tenantOfSession the tenant a session id belongs to, or null when unknown */
  public CallContextInterceptor(Function<String, String> tenantOfSession) {
    this.tenantOfSession = tenantOfSession;
  }

  @Override
  public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
      ServerCallHandler<Q, R> next) {
    // gRPC runs one call's callbacks one at a time, each seeing the previous one's writes
    Map<String, String> context = new HashMap<>();
    context.put(RPC, call.getMethodDescriptor().getFullMethodName());
    Caller caller = Callers.current();
    if (caller != null) {
      context.put(TENANT, caller.owner()); // the key's tenant: nothing below may replace it
    }
    putHeader(context, headers, TENANT_HEADER, TENANT);
    putHeader(context, headers, JOB_HEADER, JOB);
    putHeader(context, headers, SESSION_HEADER, SESSION);
    ServerCall.Listener<Q> delegate = withContext(context, () -> next.startCall(call, headers));
    return new ForwardingServerCallListener.SimpleForwardingServerCallListener<>(delegate) {
      private boolean first = true;

      @Override
      public void onMessage(Q message) {
        if (first) {
          // a stream names its ids in its opening message; later ones (op batches, data chunks, Fabric parts) add
          // nothing, and walking each one's fields by reflection was 6% of a host's CPU on 1 MiB Fabric parts
          first = false;
          learn(context, message);
        }
        withContext(context, () -> {
          super.onMessage(message);
          return null;
        });
      }

      @Override
      public void onHalfClose() {
        withContext(context, () -> {
          super.onHalfClose();
          return null;
        });
      }

      @Override
      public void onCancel() {
        withContext(context, () -> {
          super.onCancel();
          return null;
        });
      }

      @Override
      public void onComplete() {
        withContext(context, () -> {
          super.onComplete();
          return null;
        });
      }

      @Override
      public void onReady() {
        withContext(context, () -> {
          super.onReady();
          return null;
        });
      }
    };
  }

  @Override
  public int getOrder() {
    return ORDER;
  }

  private static void putHeader(Map<String, String> context, Metadata headers, Metadata.Key<String> key, String mdcKey) {
    String v = headers.get(key);
    if (v != null && !v.isEmpty()) {
      context.putIfAbsent(mdcKey, v);
    }
  }

  /** Takes the ids a call's first message names. */
  private void learn(Map<String, String> context, Object message) {
    if (!(message instanceof Message m) || context.containsKey(SESSION) && context.containsKey(TENANT)) {
      return;
    }
    collect(context, m, 1);
    String session = context.get(SESSION);
    if (session != null && !context.containsKey(TENANT)) {
      String tenant = tenantOfSession.apply(session);
      if (tenant != null) {
        context.put(TENANT, tenant);
      }
    }
  }

  private static void collect(Map<String, String> context, Message m, int depth) {
    for (Map.Entry<FieldDescriptor, Object> field : m.getAllFields().entrySet()) {
      FieldDescriptor d = field.getKey();
      if (d.isRepeated()) {
        continue;
      }
      String key = FIELDS.get(d.getName());
      if (key != null && field.getValue() instanceof String s && !s.isEmpty()) {
        context.putIfAbsent(key, s);
      } else if (depth > 0 && field.getValue() instanceof Message nested) {
        collect(context, nested, depth - 1);
      }
    }
  }

  private static <T> T withContext(Map<String, String> context, Supplier<T> body) {
    Map<String, String> previous = MDC.getCopyOfContextMap();
    context.forEach(MDC::put);
    try {
      return body.get();
    } finally {
      if (previous == null) {
        MDC.clear();
      } else {
        MDC.setContextMap(previous);
      }
    }
  }
}
