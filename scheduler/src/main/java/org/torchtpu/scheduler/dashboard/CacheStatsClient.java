package org.torchtpu.scheduler.dashboard;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.torchtpu.scheduler.dashboard.DashboardSummary.CacheView;

/**
 * Reads the compilation-cache service's {@code /api/v1/cache/stats} from {@code torchtpu.cache-stats-url}. Never
 * throws: a cache that is not configured, down, slow or answering nonsense becomes an unavailable {@link CacheView}
 * saying why, so the rest of the dashboard keeps working.
 */
@Component
public class CacheStatsClient {
  /** The page refreshes every few seconds; a cache slower than this is shown as unavailable rather than waited on. */
  private static final Duration TIMEOUT = Duration.ofSeconds(2);

  private final URI url;
  private final HttpClient http;
  private final ObjectMapper mapper = new ObjectMapper();

  public CacheStatsClient(@Value("${torchtpu.cache-stats-url:}") String url) {
    this.url = parse(url);
    this.http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
  }

  private static URI parse(String text) {
    if (text == null || text.isBlank()) {
      return null;
    }
    try {
      URI uri = new URI(text.trim());
      if (uri.getHost() == null || !("http".equals(uri.getScheme()) || "https".equals(uri.getScheme()))) {
        throw new URISyntaxException(text, "not an absolute http(s) URL");
      }
      return uri;
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("torchtpu.cache-stats-url \"" + text + "\" is not an http(s) URL like "
          + "http://cache:8082/api/v1/cache/stats: " + e.getMessage());
    }
  }

  public CacheView fetch() {
    if (url == null) {
      return CacheView.unavailable("", "torchtpu.cache-stats-url is not set");
    }
    String source = url.toString();
    try {
      HttpResponse<String> r = http.send(HttpRequest.newBuilder(url).timeout(TIMEOUT).GET().build(),
          HttpResponse.BodyHandlers.ofString());
      if (r.statusCode() != 200) {
        return CacheView.unavailable(source, "the cache answered HTTP " + r.statusCode());
      }
      JsonNode stats = mapper.readTree(r.body());
      if (stats == null || !stats.path("hits").canConvertToLong() || !stats.path("misses").canConvertToLong()) {
        return CacheView.unavailable(source, "the cache's answer has no numeric hits and misses");
      }
      return CacheView.of(source, stats.get("hits").asLong(), stats.get("misses").asLong(),
          stats.path("entries").asLong(), stats.path("bytes").asLong());
    } catch (JsonProcessingException e) {
      return CacheView.unavailable(source, "the cache's answer is not JSON: " + e.getOriginalMessage());
    } catch (IOException e) {
      return CacheView.unavailable(source, "the cache is unreachable: " + describe(e));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return CacheView.unavailable(source, "interrupted while asking the cache");
    }
  }

  private static String describe(IOException e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : e.getClass().getSimpleName() + ": " + message;
  }
}
