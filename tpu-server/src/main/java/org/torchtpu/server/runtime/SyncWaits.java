package org.torchtpu.server.runtime;

import io.grpc.Context;
import io.grpc.Status;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Download and Synchronize waiting at a sync point for a session's ops. A wait ends the moment its
 * caller cancels or its deadline passes (the call's context is cancelled), not at the host's sync
 * timeout: hundreds of abandoned reads would otherwise each park a server thread for minutes.
 * Metric: {@code torchtpu.sync.waiting}, calls waiting now.
 */
final class SyncWaits {
  private final AtomicInteger waiting = new AtomicInteger();
  private final long timeoutMillis;

  SyncWaits(long timeoutMillis, MeterRegistry meters) {
    this.timeoutMillis = timeoutMillis;
    Gauge.builder("torchtpu.sync.waiting", waiting, AtomicInteger::get)
        .description("Download and Synchronize calls waiting for a session's ops").register(meters);
  }

  /**
   * Waits, on the calling gRPC thread, until the session has processed op {@code sequence}.
   *
   * @param field the request field that named it, for the message when it is out of range
   */
  void await(DeviceSession session, long sequence, String field) {
    if (sequence < 0) {
      // uint64 on the wire: past 2^63-1 a Java long reads it as negative, which would not wait at all
      throw Status.INVALID_ARGUMENT.withDescription(field + " " + Long.toUnsignedString(sequence)
          + " is past the largest sequence number a session can reach (2^63-1)").asRuntimeException();
    }
    Context call = Context.current();
    Context.CancellationListener wake = cancelled -> session.progress().wakeWaiters();
    call.addListener(wake, Runnable::run);
    waiting.incrementAndGet();
    try {
      session.progress().awaitCompleted(sequence, timeoutMillis, call::isCancelled);
    } finally {
      waiting.decrementAndGet();
      call.removeListener(wake);
    }
  }

  int waiting() {
    return waiting.get();
  }

  /** A sequence number a client sent (uint64): INVALID_ARGUMENT past 2^63-1 instead of a negative long. */
  static long requireInRange(long sequence, String field) {
    if (sequence < 0) {
      throw Status.INVALID_ARGUMENT.withDescription(field + " " + Long.toUnsignedString(sequence)
          + " is past the largest sequence number a session can reach (2^63-1)").asRuntimeException();
    }
    return sequence;
  }
}
