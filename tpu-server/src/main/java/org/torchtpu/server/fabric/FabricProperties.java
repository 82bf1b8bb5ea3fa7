package org.torchtpu.server.fabric;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the inter-host fabric ({@code torchtpu.fabric.*}).
 *
 * @param collectiveTimeoutSeconds how long a rank waits in a collective for the other members
 *     when its world does not set its own timeout
 * @param chunkBytes size of the data chunks of a delivery to another host
 * @param maxCollectiveTimeoutSeconds the longest collective_timeout_millis a world may ask for: a
 *     rank waiting in a collective holds its session's queue (and the ops behind it) that long
 * @param heldBytesPerWorld bytes of parts held for ranks not (yet) in their world on a host, per world (default 1 GiB):
 *     a late host's ranks make each of their peers' parts wait, e.g. 8 peers' parts of a 40 MiB all-reduce are 320 MiB
 * @param heldBytesPerTenant as {@code heldBytesPerWorld}, per tenant over all its worlds (default 1 GiB), at most half
 *     of {@code heldBytesPerHost} (a larger value is capped, with a warning at start; see {@link HeldPartLimits#of})
 * @param heldBytesPerHost as {@code heldBytesPerWorld}, over all tenants (default 0: a quarter of the JVM's heap)
 */
@ConfigurationProperties(prefix = "torchtpu.fabric")
public record FabricProperties(long collectiveTimeoutSeconds, int chunkBytes, long maxCollectiveTimeoutSeconds,
    long heldBytesPerWorld, long heldBytesPerTenant, long heldBytesPerHost) {
  public FabricProperties(long collectiveTimeoutSeconds, int chunkBytes) {
    this(collectiveTimeoutSeconds, chunkBytes, 0);
  }

  public FabricProperties(long collectiveTimeoutSeconds, int chunkBytes, long maxCollectiveTimeoutSeconds) {
    this(collectiveTimeoutSeconds, chunkBytes, maxCollectiveTimeoutSeconds, 0, 0, 0);
  }

  @org.springframework.boot.context.properties.bind.ConstructorBinding
  public FabricProperties {
    if (maxCollectiveTimeoutSeconds <= 0) {
      maxCollectiveTimeoutSeconds = 600;
    }
    if (collectiveTimeoutSeconds <= 0) {
      collectiveTimeoutSeconds = 60;
    }
    collectiveTimeoutSeconds = Math.min(collectiveTimeoutSeconds, maxCollectiveTimeoutSeconds);
    if (chunkBytes <= 0) {
      chunkBytes = 256 << 10;
    }
    if (heldBytesPerWorld <= 0) {
      heldBytesPerWorld = 1L << 30;
    }
    if (heldBytesPerTenant <= 0) {
      heldBytesPerTenant = 1L << 30;
    }
    heldBytesPerTenant = Math.max(heldBytesPerTenant, heldBytesPerWorld);
  }
}
