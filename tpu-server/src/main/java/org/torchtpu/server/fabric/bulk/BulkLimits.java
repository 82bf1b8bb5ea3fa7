package org.torchtpu.server.fabric.bulk;

import java.time.Duration;

/**
 * Bounds of a host's bulk channel.
 *
 * @param maxPartBytes the largest part admitted to it; larger parts come on the gRPC call
 * @param maxAdmittedBytes bytes admitted and not yet stored, over all senders; past it parts come on the gRPC call
 * @param readTimeout longest wait for the next bytes within a handshake or a transfer
 * @param idleTimeout a connection with no transfer this long is closed
 */
public record BulkLimits(long maxPartBytes, long maxAdmittedBytes, Duration readTimeout, Duration idleTimeout) {}
