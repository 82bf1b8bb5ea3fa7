package org.torchtpu.cache.store;

import java.util.List;
import java.util.Optional;

/**
 * Where compiled programs persist. Implementations only store and return rows: verifying digests,
 * counting, eviction policy and reservations belong to {@link org.torchtpu.cache.SharedProgramCache}.
 */
public interface CacheStore {

  /** "embedded" or "postgresql", as reported in CacheStats.storage. */
  String kind();

  /** The stored row for {@code key}, as written (possibly corrupt: the caller verifies it). */
  Optional<StoredProgram> read(String key);

  /** Inserts or replaces the row for {@code program.key()}. */
  void write(StoredProgram program);

  /** Records an access, for LRU order. */
  void touch(String key, long accessStamp);

  /** Removes the row; false when there was none. */
  boolean delete(String key);

  /**
   * Removes the row only if it was not accessed after {@code lastAccessMillis}, so that an entry read
   * between choosing a victim and deleting it is not evicted as if it were still the least recent.
   */
  boolean deleteIfNotAccessedSince(String key, long lastAccessMillis);

  Totals totals();

  /** Up to {@code limit} entries, least recently accessed first. */
  List<EntryAccess> leastRecentlyUsed(int limit);

  /** Entry count, byte total and the newest access stamp (0 when empty). */
  record Totals(long entries, long bytes, long newestAccessMillis) {}

  record EntryAccess(String key, long sizeBytes, long lastAccessMillis) {}
}
