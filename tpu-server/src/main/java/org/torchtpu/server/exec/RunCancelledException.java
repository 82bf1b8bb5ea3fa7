package org.torchtpu.server.exec;

/**
 * A program stopped between loop trips because nobody waits for it any more: its caller cancelled or its session
 * closed. Reported as CANCELLED.
 */
public final class RunCancelledException extends RuntimeException {
  public RunCancelledException(String message) {
    super(message);
  }
}
