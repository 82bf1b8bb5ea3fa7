package org.torchtpu.service.security;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.util.unit.DataSize;

/**
 * {@code torchtpu.rest.*}, every service's REST settings, with their defaults here alone.
 *
 * @param maxBodySize the largest request body a REST call may send (default 1MB; tpu-server sets 16MB for the
 *     advisor's and the simulator's bodies); a larger one is answered 413 before it is buffered
 * @param leftoverBodyTime how long, over all the requests of one connection, the rest of bodies their requests left
 *     unread (a refusal's, say) may take to arrive after their answers, plus a second per 256 KiB drained, before the
 *     connection is closed instead (default 3s, {@link LeftoverBodyProtocol})
 * @param bodyTime how long a request's body may take to arrive while its handler reads it, plus a second per 256 KiB
 *     it sends (default 30s, {@link TimedRequestBody}); a body still arriving then is answered 408, connection closed
 */
@ConfigurationProperties(prefix = "torchtpu.rest")
public record RestProperties(DataSize maxBodySize, Duration leftoverBodyTime, Duration bodyTime) {
  public RestProperties {
    maxBodySize = maxBodySize == null ? DataSize.ofBytes(RequestBodyLimit.DEFAULT_MAX_BYTES) : maxBodySize;
    leftoverBodyTime = leftoverBodyTime == null ? LeftoverBodyProtocol.DEFAULT_BUDGET : leftoverBodyTime;
    bodyTime = bodyTime == null ? LeftoverBodyProtocol.DEFAULT_BODY_TIME : bodyTime;
  }
}
