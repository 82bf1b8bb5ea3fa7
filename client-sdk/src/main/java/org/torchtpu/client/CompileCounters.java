package org.torchtpu.client;

import java.util.HashSet;
import java.util.Set;
import org.torchtpu.api.v1.CompileResponse;

/**
 * A session's compile requests, cache hits, compile wall time and distinct programs, as
 * {@link Session#compileStats()} reports them.
 */
final class CompileCounters {
  private long compileRequests;
  private long compileCacheHits;
  private long compileWallNanos;
  private final Set<String> programIds = new HashSet<>();

  synchronized void count(CompileResponse r) {
    compileRequests++;
    if (r.getCacheHit()) {
      compileCacheHits++;
    }
    compileWallNanos += r.getCompileWallNanos();
    programIds.add(r.getProgramId());
  }

  synchronized CompileStats stats() {
    return new CompileStats(compileRequests, compileCacheHits, programIds.size(), compileWallNanos);
  }
}
