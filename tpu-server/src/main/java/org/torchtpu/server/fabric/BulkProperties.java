package org.torchtpu.server.fabric;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.torchtpu.server.fabric.bulk.BulkLimits;

/**
 * The Fabric's bulk channel ({@code torchtpu.fabric.bulk.*}): a TCP port of its own that carries the data of parts
 * larger than the open stream's ({@link FabricClient#STREAMED_PART_BYTES}) instead of gRPC/HTTP/2, their headers,
 * admission and answers still on the Fabric's gRPC calls. Off when the Fabric uses TLS (the channel authenticates
 * hosts but does not encrypt), and when API keys are on without a pod secret.
 *
 * @param enabled false: every part's data goes on gRPC
 * @param bindAddress the address the port is bound to (application.yml: the gRPC port's; unset or *: all)
 * @param port the port; 0 (default): the gRPC port + 1. A sender learns it from the receiver's answer on the gRPC
 *     call and connects to the host its gRPC target names, so hosts may use different ports
 * @param maxPartBytes the largest part admitted to it (default 64 MiB); larger parts go on gRPC
 * @param maxAdmittedBytes bytes admitted and not yet arrived, over all senders (default 256 MiB); past it, gRPC
 * @param readTimeoutSeconds the longest wait for the next bytes within a handshake or a transfer (default 30)
 * @param idleTimeoutSeconds a connection without transfers this long is closed (default 120)
 */
@ConfigurationProperties(prefix = "torchtpu.fabric.bulk")
public record BulkProperties(Boolean enabled, String bindAddress, int port, long maxPartBytes, long maxAdmittedBytes,
    long readTimeoutSeconds, long idleTimeoutSeconds) {
  public BulkProperties {
    enabled = enabled == null || enabled;
    bindAddress = bindAddress == null || bindAddress.isBlank() || bindAddress.trim().equals("*") ? "0.0.0.0"
        : bindAddress.trim(); // "*": all, as the gRPC port's host setting says it
    maxPartBytes = maxPartBytes > 0 ? maxPartBytes : 64L << 20;
    maxAdmittedBytes = Math.max(maxAdmittedBytes > 0 ? maxAdmittedBytes : 256L << 20, maxPartBytes);
    readTimeoutSeconds = readTimeoutSeconds > 0 ? readTimeoutSeconds : 30;
    idleTimeoutSeconds = idleTimeoutSeconds > 0 ? idleTimeoutSeconds : 120;
  }

  /** The defaults. */
  static BulkProperties defaults() {
    return new BulkProperties(null, null, 0, 0, 0, 0, 0);
  }

  BulkLimits limits() {
    return new BulkLimits(maxPartBytes, maxAdmittedBytes, Duration.ofSeconds(readTimeoutSeconds),
        Duration.ofSeconds(idleTimeoutSeconds));
  }
}
