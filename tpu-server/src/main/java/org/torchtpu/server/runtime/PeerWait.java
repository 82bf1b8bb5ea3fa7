package org.torchtpu.server.runtime;

import java.util.function.Supplier;

/**
 * How a rank waits for the other ranks' parts: its session gives its tenant's turn back for the wait only (a peer
 * rank of the same tenant on this host may need that turn to send its part) and takes one again before it computes
 * the outcome, so encoding and reducing parts count against the tenant's share (see
 * {@link SerialQueue#waitingOutsideTurn}).
 */
public interface PeerWait {
  <T> T outsideTurn(Supplier<T> wait);

  /** Waits holding whatever the caller holds (sessions without a tenant's share: tests and tools). */
  PeerWait HOLDING = new PeerWait() {
    @Override
    public <T> T outsideTurn(Supplier<T> wait) {
      return wait.get();
    }
  };
}
