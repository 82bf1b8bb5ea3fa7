package org.torchtpu.client;

import java.lang.ref.Cleaner;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Frees server-side values whose {@link Tensor} the program dropped. A tensor that becomes
 * unreachable queues its handle; the session sends the queued frees with its next op or read,
 * so a free never overtakes an op that still reads the value.
 */
final class HandleReaper {
  private static final Cleaner CLEANER = Cleaner.create();
  private final ConcurrentLinkedQueue<Long> dropped = new ConcurrentLinkedQueue<>();

  HandleReaper(Session session) {}

  void register(Tensor tensor) {
    long handle = tensor.handle();
    ConcurrentLinkedQueue<Long> queue = dropped;
    CLEANER.register(tensor, () -> queue.add(handle));
  }

  void drain(Transport transport) {
    Long handle;
    while ((handle = dropped.poll()) != null) {
      transport.free(handle);
    }
  }
}
