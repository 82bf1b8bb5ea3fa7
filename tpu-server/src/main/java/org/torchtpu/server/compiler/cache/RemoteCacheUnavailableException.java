package org.torchtpu.server.compiler.cache;

/** The remote compilation cache did not answer in time, failed, or its circuit breaker is open. */
public final class RemoteCacheUnavailableException extends RuntimeException {
  public RemoteCacheUnavailableException(String message, Throwable cause) {
    super(message, cause);
  }
}
