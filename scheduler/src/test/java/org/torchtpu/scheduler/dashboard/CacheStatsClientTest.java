package org.torchtpu.scheduler.dashboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.torchtpu.scheduler.dashboard.DashboardSummary.CacheView;

/** The dashboard's view of the cache: a hit rate when the cache answers, and a reason when it does not. */
class CacheStatsClientTest {
  private static FakeCacheService cache;

  @BeforeAll
  static void start() throws Exception {
    cache = new FakeCacheService();
  }

  @AfterAll
  static void stop() {
    cache.close();
  }

  @Test
  void hitRateIsHitsOverLookups() {
    cache.answerStats(3, 1, 2, 4096);
    CacheView view = new CacheStatsClient(cache.statsUrl()).fetch();
    assertThat(view.available()).isTrue();
    assertThat(view.hitRate()).isEqualTo(0.75);
    assertThat(view.hits()).isEqualTo(3);
    assertThat(view.misses()).isEqualTo(1);
    assertThat(view.entries()).isEqualTo(2);
    assertThat(view.bytes()).isEqualTo(4096);
    assertThat(view.source()).isEqualTo(cache.statsUrl());
    assertThat(view.error()).isNull();
  }

  @Test
  void noLookupsYetHasNoHitRate() {
    cache.answerStats(0, 0, 0, 0);
    CacheView view = new CacheStatsClient(cache.statsUrl()).fetch();
    assertThat(view.available()).isTrue();
    assertThat(view.hitRate()).isNull();
  }

  @Test
  void notConfiguredSaysSo() {
    CacheView view = new CacheStatsClient("").fetch();
    assertThat(view.available()).isFalse();
    assertThat(view.error()).contains("torchtpu.cache-stats-url is not set");
  }

  @Test
  void aCacheThatIsDownIsUnavailableNamingWhy() throws Exception {
    int closedPort;
    try (ServerSocket s = new ServerSocket(0)) {
      closedPort = s.getLocalPort();
    }
    CacheView view = new CacheStatsClient("http://127.0.0.1:" + closedPort + "/api/v1/cache/stats").fetch();
    assertThat(view.available()).isFalse();
    assertThat(view.hitRate()).isNull();
    assertThat(view.error()).startsWith("the cache is unreachable: ");
  }

  @Test
  void anErrorStatusOrABodyWithoutCountersIsUnavailable() {
    cache.answer(503, "{\"status\":\"DOWN\"}");
    assertThat(new CacheStatsClient(cache.statsUrl()).fetch().error()).isEqualTo("the cache answered HTTP 503");
    cache.answer(200, "{\"hits\":\"many\"}");
    assertThat(new CacheStatsClient(cache.statsUrl()).fetch().error())
        .isEqualTo("the cache's answer has no numeric hits and misses");
    cache.answer(200, "<html>not json</html>");
    CacheView garbage = new CacheStatsClient(cache.statsUrl()).fetch();
    assertThat(garbage.available()).isFalse();
    assertThat(garbage.error()).startsWith("the cache's answer is not JSON");
  }

  @Test
  void aUrlThatIsNotHttpFailsAtStartupNamingTheSetting() {
    assertThatThrownBy(() -> new CacheStatsClient("cache:8082"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("torchtpu.cache-stats-url \"cache:8082\"");
    assertThatThrownBy(() -> new CacheStatsClient("ftp://cache/stats"))
        .hasMessageContaining("not an http(s) URL");
  }
}
