package org.torchtpu.cache;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.DoubleAdder;
import org.torchtpu.api.v1.CacheEntry;

/**
 * The cache's counters since this process started, exported to Micrometer as
 * {@code torchtpu.cache.*} and read back for CacheStats. Totals (entries, bytes) are the storage's,
 * refreshed after every change this process makes.
 */
final class CacheMetrics {
  private final AtomicLong hits = new AtomicLong();
  private final AtomicLong misses = new AtomicLong();
  private final AtomicLong evictions = new AtomicLong();
  private final AtomicLong corruptDropped = new AtomicLong();
  private final DoubleAdder compileSecondsSaved = new DoubleAdder();
  private final AtomicLong entries = new AtomicLong();
  private final AtomicLong bytes = new AtomicLong();

  CacheMetrics(MeterRegistry meters, String storage, long maxBytes) {
    counter(meters, "torchtpu.cache.hits", "lookups answered with a stored program", hits, storage);
    counter(meters, "torchtpu.cache.misses", "lookups with no stored program (GetOrReserve: reservations handed out)", misses, storage);
    counter(meters, "torchtpu.cache.evictions", "entries evicted to stay under the size bound", evictions, storage);
    counter(meters, "torchtpu.cache.corrupt.dropped", "stored entries whose digest did not match, dropped unserved", corruptDropped, storage);
    FunctionCounter.builder("torchtpu.cache.compile.saved", compileSecondsSaved, DoubleAdder::sum)
        .description("compile time of the programs served by hits").baseUnit("seconds").tag("storage", storage)
        .register(meters);
    Gauge.builder("torchtpu.cache.entries", entries, AtomicLong::get).description("stored programs")
        .tag("storage", storage).register(meters);
    Gauge.builder("torchtpu.cache.size", bytes, AtomicLong::get).description("bytes of stored programs")
        .baseUnit("bytes").tag("storage", storage).register(meters);
    Gauge.builder("torchtpu.cache.max.size", () -> maxBytes).description("size bound for eviction")
        .baseUnit("bytes").tag("storage", storage).register(meters);
  }

  private static void counter(MeterRegistry meters, String name, String description, AtomicLong value, String storage) {
    FunctionCounter.builder(name, value, AtomicLong::get).description(description).tag("storage", storage).register(meters);
  }

  void hit(CacheEntry served) {
    hits.incrementAndGet();
    compileSecondsSaved.add(served.getCompileNanos() / 1e9);
  }

  void miss() {
    misses.incrementAndGet();
  }

  void evicted() {
    evictions.incrementAndGet();
  }

  void droppedCorrupt() {
    corruptDropped.incrementAndGet();
  }

  void totals(long entryCount, long byteCount) {
    entries.set(entryCount);
    bytes.set(byteCount);
  }

  long hits() {
    return hits.get();
  }

  long misses() {
    return misses.get();
  }

  long evictions() {
    return evictions.get();
  }

  long corruptDropped() {
    return corruptDropped.get();
  }

  double compileSecondsSaved() {
    return compileSecondsSaved.sum();
  }
}
