package org.torchtpu.server.fabric.bulk;

/**
 * A ticket's bytes all arrived and were acknowledged, but its destination could not make them into what the ticket
 * promised (they do not hold the part's types). Unlike a transfer that failed, the sender has heard the acknowledgement
 * and sends no chunks after it: the part is refused.
 */
public final class BulkDecodeException extends RuntimeException {
  BulkDecodeException(RuntimeException cause) {
    super(cause.getMessage(), cause);
  }
}
