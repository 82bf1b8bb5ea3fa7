package org.torchtpu.scheduler.store;

/**
 * One registered host as persisted.
 *
 * @param chips "index:x,y,z" per chip, joined by ';'
 */
public record StoredHost(String id, String generation, String pod, String endpoint, String chips, long registeredMillis) {}
