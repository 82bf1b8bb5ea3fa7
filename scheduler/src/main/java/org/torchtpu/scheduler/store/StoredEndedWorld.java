package org.torchtpu.scheduler.store;

/**
 * A world that ended while its sealed membership was still unexpired, as persisted for one host that had a
 * rank of it: that host goes on refusing the world until {@code expiresMillis}, across scheduler restarts.
 */
public record StoredEndedWorld(String worldId, String hostId, long expiresMillis) {}
