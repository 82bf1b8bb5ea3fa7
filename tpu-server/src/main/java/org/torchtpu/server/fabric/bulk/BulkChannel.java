package org.torchtpu.server.fabric.bulk;

import java.io.IOException;
import java.net.InetSocketAddress;

/** Both ends of a host's bulk channel: its port for other hosts' parts, and its connections to theirs. */
public record BulkChannel(BulkReceiver receiver, BulkSender sender) implements AutoCloseable {
  /** Binds the port; both ends prove {@code key} ({@link BulkKey}). */
  public static BulkChannel open(InetSocketAddress bind, org.torchtpu.api.security.PodSeal key, BulkLimits limits)
      throws IOException {
    return new BulkChannel(new BulkReceiver(bind, key, limits), new BulkSender(key, limits));
  }

  @Override
  public void close() {
    sender.close();
    receiver.close();
  }
}
