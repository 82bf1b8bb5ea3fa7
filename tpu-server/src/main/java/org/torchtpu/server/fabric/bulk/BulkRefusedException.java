package org.torchtpu.server.fabric.bulk;

import java.io.IOException;

/** A bulk peer broke the protocol (failed the handshake, named a ticket not issued to it, sent other sizes): closed. */
final class BulkRefusedException extends IOException {
  BulkRefusedException(String message) {
    super(message);
  }
}
