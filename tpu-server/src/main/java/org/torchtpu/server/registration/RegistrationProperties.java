package org.torchtpu.server.registration;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Where this host joins a scheduler's pod, from {@code torchtpu.*} properties.
 *
 * @param schedulerTarget the scheduler's gRPC "host:port" (env TORCHTPU_SCHEDULER_TARGET); empty = run standalone,
 *     without registering
 * @param torusOrigin "x,y,z" (or "x,y" on a 2D torus) of this host's lowest chip in the pod's torus
 *     (env TORCHTPU_TORUS_ORIGIN); default 0,0,0
 * @param hostBlock "AxBxC" box of torus positions this host's chips fill, x fastest: chip i sits at
 *     origin + (i % A, i / A % B, i / (A*B)) (env TORCHTPU_HOST_BLOCK). Empty = 2x2x1 for 4 chips (a TPU v4/v5p
 *     host's 2x2 tray), 2x2x2 for 8, 2x1x1 for 2, else a line of chips along x
 * @param advertisedAddress "host:port" jobs use to reach this host's Runtime service (env
 *     TORCHTPU_ADVERTISED_ADDRESS); empty = 127.0.0.1 and the gRPC port
 * @param pod the scheduler pod to join; empty = the scheduler's only pod of this host's generation
 */
@ConfigurationProperties(prefix = "torchtpu")
public record RegistrationProperties(String schedulerTarget, String torusOrigin, String hostBlock,
    String advertisedAddress, String pod) {
  public RegistrationProperties {
    schedulerTarget = schedulerTarget == null ? "" : schedulerTarget.trim();
    torusOrigin = torusOrigin == null || torusOrigin.isBlank() ? "0,0,0" : torusOrigin.trim();
    hostBlock = hostBlock == null ? "" : hostBlock.trim();
    advertisedAddress = advertisedAddress == null ? "" : advertisedAddress.trim();
    pod = pod == null ? "" : pod.trim();
  }

  /** The Runtime endpoint this host registers (and world memberships name it by). */
  public String endpoint(int grpcPort) {
    return advertisedAddress.isEmpty() ? "127.0.0.1:" + grpcPort : advertisedAddress;
  }

  public boolean enabled() {
    return !schedulerTarget.isEmpty();
  }
}
