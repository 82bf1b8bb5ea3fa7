package org.torchtpu.client;

/**
 * A misuse of tracing: a traced function used a tensor it was not given, a traced value was
 * read or used outside its function, or compile() was called while tracing.
 */
public class TracingException extends IllegalStateException {
  public TracingException(String message) {
    super(message);
  }
}
