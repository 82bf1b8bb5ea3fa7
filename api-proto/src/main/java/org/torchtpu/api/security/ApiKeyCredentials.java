package org.torchtpu.api.security;

import io.grpc.CallCredentials;
import io.grpc.Metadata;
import io.grpc.Status;
import java.util.concurrent.Executor;

/** Client side: sends an API key as {@code authorization: Bearer <key>} on every call of a stub. */
public final class ApiKeyCredentials extends CallCredentials {
  private static final Metadata.Key<String> AUTHORIZATION =
      Metadata.Key.of(org.torchtpu.api.grpc.CallHeaders.AUTHORIZATION, Metadata.ASCII_STRING_MARSHALLER);
  private final String key;

  public ApiKeyCredentials(String key) {
    if (key == null || key.isBlank()) {
      throw new IllegalArgumentException("the API key is empty");
    }
    this.key = key.trim();
  }

  /** Credentials for a key, or null when the key is empty (security off: send nothing). */
  public static ApiKeyCredentials ofNullable(String key) {
    return key == null || key.isBlank() ? null : new ApiKeyCredentials(key);
  }

  @Override
  public void applyRequestMetadata(RequestInfo info, Executor appExecutor, MetadataApplier applier) {
    try {
      Metadata headers = new Metadata();
      headers.put(AUTHORIZATION, "Bearer " + key);
      applier.apply(headers);
    } catch (RuntimeException e) {
      applier.fail(Status.UNAUTHENTICATED.withDescription("could not attach the API key").withCause(e));
    }
  }

  /** An interceptor for a channel: every call on it carries the key. */
  public io.grpc.ClientInterceptor asInterceptor() {
    ApiKeyCredentials credentials = this;
    return new io.grpc.ClientInterceptor() {
      @Override
      public <Q, R> io.grpc.ClientCall<Q, R> interceptCall(io.grpc.MethodDescriptor<Q, R> method,
          io.grpc.CallOptions options, io.grpc.Channel next) {
        return next.newCall(method, options.withCallCredentials(credentials));
      }
    };
  }

  @Override
  public String toString() {
    return "ApiKeyCredentials(****)"; // never the key
  }
}
