package org.torchtpu.service.security;

import io.grpc.Context;

/** The authenticated caller of the current gRPC call, set by {@link ApiKeyServerInterceptor}. */
public final class Callers {
  static final Context.Key<Caller> KEY = Context.key("torchtpu-caller");

  private Callers() {}

  /** The caller of the gRPC call this thread serves, or null (security off, or not in a call). */
  public static Caller current() {
    return KEY.get();
  }

  /** Runs {@code body} as if called by {@code caller} (for tests and in-process callers). */
  public static <T> T callAs(Caller caller, java.util.concurrent.Callable<T> body) throws Exception {
    return Context.current().withValue(KEY, caller).call(body);
  }
}
