package org.torchtpu.api.grpc;

import io.grpc.Metadata;

/**
 * The gRPC metadata (and HTTP header) names of the contract: where a caller's API key travels, and the ids a call
 * carries for the servers' logs. Clients set them; the services' interceptors ({@code service-common}) read them.
 */
public final class CallHeaders {
  private CallHeaders() {}

  /** {@code Authorization: Bearer <key>}. */
  public static final String AUTHORIZATION = "authorization";
  /** {@code X-API-Key: <key>}, the alternative to Authorization. */
  public static final String X_API_KEY = "x-api-key";

  public static final Metadata.Key<String> TENANT = Metadata.Key.of("x-torchtpu-tenant", Metadata.ASCII_STRING_MARSHALLER);
  public static final Metadata.Key<String> JOB = Metadata.Key.of("x-torchtpu-job", Metadata.ASCII_STRING_MARSHALLER);
  public static final Metadata.Key<String> SESSION = Metadata.Key.of("x-torchtpu-session", Metadata.ASCII_STRING_MARSHALLER);
}
