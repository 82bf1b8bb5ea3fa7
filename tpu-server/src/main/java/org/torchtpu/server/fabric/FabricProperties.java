package org.torchtpu.server.fabric;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the inter-host fabric ({@code torchtpu.fabric.*}).
 *
 * @param collectiveTimeoutSeconds how long a rank waits in a collective for the other members
 *     when its world does not set its own timeout
 * @param chunkBytes size of the data chunks of a delivery to another host
 */
@ConfigurationProperties(prefix = "torchtpu.fabric")
public record FabricProperties(long collectiveTimeoutSeconds, int chunkBytes) {
  public FabricProperties {
    if (collectiveTimeoutSeconds <= 0) {
      collectiveTimeoutSeconds = 60;
    }
    if (chunkBytes <= 0) {
      chunkBytes = 256 << 10;
    }
  }
}
