package org.torchtpu.scheduler.policy;

import org.torchtpu.api.v1.Generation;

/** A registered host: where its chips sit in its pod and whether its lease is current. */
final class HostEntry {
  final String id;
  final Generation generation;
  final PodState pod;
  final String endpoint;
  final int[] cells;
  final int[] chipIndexes;
  final long registeredMillis;
  boolean healthy = true;
  long lastHeartbeatMillis;
  /** The key name that registered the host (null: security off, or recovered from the store). */
  String registeredBy;

  HostEntry(String id, Generation generation, PodState pod, String endpoint, int[] cells, int[] chipIndexes,
      long registeredMillis) {
    this.id = id;
    this.generation = generation;
    this.pod = pod;
    this.endpoint = endpoint;
    this.cells = cells;
    this.chipIndexes = chipIndexes;
    this.registeredMillis = registeredMillis;
    this.lastHeartbeatMillis = registeredMillis;
  }
}
