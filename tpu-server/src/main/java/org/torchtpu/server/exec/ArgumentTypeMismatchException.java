package org.torchtpu.server.exec;

/**
 * A stored program or kernel was handed values of other types than it was built for. It is refused
 * rather than run: its loops are laid out for its own types, and on other buffers it would read or
 * leave unwritten memory it does not own (a cache key collision, a corrupt or planted cache entry).
 */
public class ArgumentTypeMismatchException extends RuntimeException {
  public ArgumentTypeMismatchException(String message) {
    super(message);
  }
}
