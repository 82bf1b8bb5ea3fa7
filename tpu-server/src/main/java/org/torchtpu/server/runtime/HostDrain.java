package org.torchtpu.server.runtime;

import io.grpc.Status;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The host's graceful shutdown as the op streams see it: once draining, new sessions and streams
 * are refused, and every open stream is told to end after the batches it already delivered.
 */
final class HostDrain {
  private final String hostId;
  /** How to end each open op stream with a session. */
  private final Set<Runnable> openStreams = ConcurrentHashMap.newKeySet();
  private volatile boolean draining;

  HostDrain(String hostId) {
    this.hostId = hostId;
  }

  void refuseWhileDraining(String what) {
    if (draining) {
      throw Status.UNAVAILABLE.withDescription("tpu-server host " + hostId + " is shutting down: " + what
          + " refused; use another host").asRuntimeException();
    }
  }

  void streamOpened(Runnable endForShutdown) {
    openStreams.add(endForShutdown);
  }

  void streamEnded(Runnable endForShutdown) {
    openStreams.remove(endForShutdown);
  }

  /** Starts draining and ends every open stream; returns how many there were. */
  int endStreams() {
    draining = true;
    int streams = openStreams.size();
    for (Runnable end : List.copyOf(openStreams)) {
      end.run();
    }
    return streams;
  }
}
