package org.torchtpu.server.exec;

/**
 * Something needed a value that abstract execution never computes: a download, a while loop's condition, a case's
 * branch index. The runtime answers FAILED_PRECONDITION with this message (the session is abstract by choice; the
 * request is valid for a session that computes values).
 */
public final class AbstractValueException extends RuntimeException {
  public AbstractValueException(String message) {
    super(message);
  }
}
