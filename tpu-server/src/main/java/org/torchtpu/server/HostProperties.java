package org.torchtpu.server;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * What this host simulates, from {@code torchtpu.*} properties (environment: TORCHTPU_GENERATION,
 * TORCHTPU_CHIPS, TORCHTPU_HOST_ID; flags: --torchtpu.generation=v5p ...).
 *
 * @param generation TPU generation of every chip on the host: v4, v5e, v5p, v6e or v7
 * @param chips chips attached to this host
 * @param hostId name the host reports; empty = derived from the gRPC port
 * @param syncTimeoutSeconds longest a sync point waits for queued ops
 */
@ConfigurationProperties(prefix = "torchtpu")
public record HostProperties(String generation, int chips, String hostId, long syncTimeoutSeconds) {
  public HostProperties {
    if (generation == null || generation.isBlank()) {
      generation = "v5e";
    }
    if (chips == 0) {
      chips = 4;
    }
    if (hostId == null) {
      hostId = "";
    }
    if (syncTimeoutSeconds == 0) {
      syncTimeoutSeconds = 300;
    }
  }
}
