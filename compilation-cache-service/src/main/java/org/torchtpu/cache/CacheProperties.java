package org.torchtpu.cache;

import java.nio.file.Path;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * The cache's settings ({@code torchtpu.cache.*}).
 *
 * @param dir where the embedded store keeps its database file (unused when spring.datasource.url points at PostgreSQL)
 * @param maxBytes bound on the stored programs' total size; least recently used entries are evicted past it
 * @param defaultReservationTtl how long a GetOrReserve reservation holds without a Put when the caller asks for 0
 * @param maxReservationTtl upper bound on a requested reservation TTL, so a crashed holder cannot block a key for long
 * @param maxWait longest a GetOrReserve call waits for another holder, whatever the caller's deadline
 * @param sweepInterval how often expired reservations are handed on even if no waiter is awake to notice
 * @param maxReservationsPerRequester reservations one requester may hold open at once: a requester
 *     that reserves keys and never Puts them makes every other host wait for them, so past this it
 *     is refused (RESOURCE_EXHAUSTED) and compiles without reserving
 */
@ConfigurationProperties("torchtpu.cache")
public record CacheProperties(
    @DefaultValue("./data/compilation-cache") Path dir,
    @DefaultValue("1GB") DataSize maxBytes,
    @DefaultValue("60s") Duration defaultReservationTtl,
    @DefaultValue("10m") Duration maxReservationTtl,
    @DefaultValue("5m") Duration maxWait,
    @DefaultValue("1s") Duration sweepInterval,
    @DefaultValue("16") int maxReservationsPerRequester) {

  public CacheProperties {
    if (maxBytes.toBytes() <= 0) {
      throw new IllegalArgumentException("torchtpu.cache.max-bytes must be positive, got " + maxBytes);
    }
    requirePositive("default-reservation-ttl", defaultReservationTtl);
    requirePositive("max-reservation-ttl", maxReservationTtl);
    requirePositive("max-wait", maxWait);
    requirePositive("sweep-interval", sweepInterval);
    if (maxReservationsPerRequester <= 0) {
      throw new IllegalArgumentException("torchtpu.cache.max-reservations-per-requester must be positive, got "
          + maxReservationsPerRequester);
    }
  }

  private static void requirePositive(String name, Duration d) {
    if (d.isNegative() || d.isZero()) {
      throw new IllegalArgumentException("torchtpu.cache." + name + " must be positive, got " + d);
    }
  }

  /** Defaults with another size bound, for code that builds a cache without Spring. */
  public static CacheProperties withMaxBytes(long maxBytes) {
    return new CacheProperties(Path.of("./data/compilation-cache"), DataSize.ofBytes(maxBytes), Duration.ofSeconds(60),
        Duration.ofMinutes(10), Duration.ofMinutes(5), Duration.ofSeconds(1), 16);
  }
}
