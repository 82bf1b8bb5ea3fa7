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
 */
@ConfigurationProperties(prefix = "torchtpu.fabric")
public record FabricProperties(long collectiveTimeoutSeconds, int chunkBytes, long maxCollectiveTimeoutSeconds) {
  public FabricProperties(long collectiveTimeoutSeconds, int chunkBytes) {
    this(collectiveTimeoutSeconds, chunkBytes, 0);
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
  }
}
