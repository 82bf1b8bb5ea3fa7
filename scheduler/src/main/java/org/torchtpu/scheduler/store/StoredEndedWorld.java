package org.torchtpu.scheduler.store;

/**
 * A world that ended, as persisted for one host that had a rank of it: that host goes on hearing of (and refusing)
 * the world until {@code expiresMillis} (its membership's expiry, or a while after a world that ended at it), across
 * scheduler restarts.
 */
public record StoredEndedWorld(String worldId, String hostId, long expiresMillis) {}
