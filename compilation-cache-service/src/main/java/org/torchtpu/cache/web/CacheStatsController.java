package org.torchtpu.cache.web;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.cache.SharedProgramCache;

/** REST admin view of the cache: GET /api/v1/cache/stats, the CacheStats fields as JSON (camelCase, numbers as numbers). */
@RestController
@RequestMapping("/api/v1/cache")
public class CacheStatsController {

  /** CacheStats as JSON. */
  public record StatsView(
      long entries,
      long bytes,
      long hits,
      long misses,
      long evictions,
      long corruptDropped,
      double compileSecondsSaved,
      long maxBytes,
      String storage) {

    static StatsView of(CacheStats s) {
      return new StatsView(s.getEntries(), s.getBytes(), s.getHits(), s.getMisses(), s.getEvictions(), s.getCorruptDropped(),
          s.getCompileSecondsSaved(), s.getMaxBytes(), s.getStorage());
    }
  }

  private final SharedProgramCache cache;

  public CacheStatsController(SharedProgramCache cache) {
    this.cache = cache;
  }

  @GetMapping("/stats")
  public StatsView stats() {
    return StatsView.of(cache.stats());
  }
}
