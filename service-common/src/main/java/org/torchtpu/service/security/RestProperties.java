package org.torchtpu.service.security;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * {@code torchtpu.rest.*}, every service's REST settings, with their defaults here alone.
 *
 * @param maxBodySize the largest request body a REST call may send (default 1MB; tpu-server sets 16MB for the
 *     advisor's and the simulator's bodies); a larger one is answered 413 before it is buffered
 */
@ConfigurationProperties(prefix = "torchtpu.rest")
public record RestProperties(DataSize maxBodySize) {
  public RestProperties {
    maxBodySize = maxBodySize == null ? DataSize.ofBytes(RequestBodyLimit.DEFAULT_MAX_BYTES) : maxBodySize;
  }
}
