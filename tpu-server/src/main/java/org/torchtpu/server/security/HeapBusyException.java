package org.torchtpu.server.security;

import org.torchtpu.server.chip.HbmExhaustedException;

/**
 * A refusal that time cures: the batch could fit in its tenant's share once queued work has run, but it may not wait
 * for that now (another batch of the tenant already waits, its own session has nothing queued that would make room,
 * or the host has no room for it to wait parsed). Sent as RESOURCE_EXHAUSTED with a retry hint, on which the SDK
 * backs off and resends.
 */
public final class HeapBusyException extends HbmExhaustedException {
  public HeapBusyException(String message) {
    super(message);
  }
}
