package org.torchtpu.service.grpc;

import io.grpc.KnownLength;
import java.io.ByteArrayInputStream;

/**
 * A received message already read from the transport into one array, handed on as gRPC hands a message: with its
 * length known. A marshaller that wants the message in an array of its own (e.g. to parse it with aliasing) takes
 * this one with {@link #array()} instead of copying it again.
 */
public final class WireBytes extends ByteArrayInputStream implements KnownLength {
  public WireBytes(byte[] message) {
    super(message);
  }

  /** The whole message, when nothing of it has been read yet; else null. Whoever takes it owns it. */
  public byte[] array() {
    return pos == 0 && count == buf.length ? buf : null;
  }
}
