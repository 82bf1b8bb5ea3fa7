package org.torchtpu.client;

import java.lang.ref.Cleaner;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Frees server-side values whose {@link Tensor} the program dropped. A tensor that becomes
 * unreachable queues its handle; the session sends the queued frees with its next op or read,
 * so a free never overtakes an op that still reads the value.
 */
final class HandleReaper {
  private static final Cleaner CLEANER = Cleaner.create();
  private final ConcurrentLinkedQueue<Long> dropped = new ConcurrentLinkedQueue<>();
  /** Handles whose tensors are still owned by the program (not yet dropped or freed). */
  private final Set<Long> live = ConcurrentHashMap.newKeySet();

  void register(Tensor tensor) {
    long handle = tensor.handle();
    ConcurrentLinkedQueue<Long> queue = dropped;
    Set<Long> owned = live;
    owned.add(handle);
    CLEANER.register(tensor, () -> {
      if (owned.remove(handle)) {
        queue.add(handle);
      }
    });
  }

  /** The tensor was freed explicitly; its cleaner must not free the handle again. */
  void forget(Tensor tensor) {
    live.remove(tensor.handle());
  }

  void drain(Transport transport) {
    Long handle;
    while ((handle = dropped.poll()) != null) {
      transport.release(handle);
    }
  }
}
