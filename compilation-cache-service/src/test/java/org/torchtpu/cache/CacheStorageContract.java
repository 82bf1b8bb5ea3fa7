package org.torchtpu.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.torchtpu.cache.TestPrograms.entry;
import static org.torchtpu.cache.TestPrograms.key;

import com.zaxxer.hikari.HikariDataSource;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.cache.store.JdbcCacheStore;

/**
 * The cache's storage behaviour, run against each store (embedded H2, real PostgreSQL): round trip,
 * digest verification of stored rows, LRU eviction, and persistence across a restart.
 */
abstract class CacheStorageContract {

  /** A fresh, empty database for one test. */
  protected abstract String newDatabaseUrl() throws Exception;

  /** The database user, or null for the default. */
  protected abstract String user();

  protected abstract String expectedStorage();

  private final List<AutoCloseable> open = new ArrayList<>();

  @AfterEach
  void closeAll() throws Exception {
    for (int i = open.size() - 1; i >= 0; i--) {
      open.get(i).close();
    }
  }

  private HikariDataSource openDatabase(String url) {
    HikariDataSource ds = TestDatabases.open(url, user());
    open.add(ds);
    return ds;
  }

  private SharedProgramCache cacheOver(HikariDataSource ds, long maxBytes) {
    SharedProgramCache cache = new SharedProgramCache(new JdbcCacheStore(ds), CacheProperties.withMaxBytes(maxBytes), Clock.systemUTC(),
        new SimpleMeterRegistry());
    open.add(cache);
    return cache;
  }

  private static List<String> storedKeys(HikariDataSource ds) {
    return new JdbcTemplate(ds).queryForList("SELECT cache_key FROM cache_entry ORDER BY cache_key", String.class);
  }

  @Test
  void storesAndServesVerifiedEntries() throws Exception {
    HikariDataSource ds = openDatabase(newDatabaseUrl());
    SharedProgramCache cache = cacheOver(ds, 1 << 20);
    CacheEntry e = entry(5000, 1);

    assertThat(cache.lookup(key("a"))).isEmpty();
    assertThat(cache.put(key("a"), e, "")).isTrue();
    Optional<CacheEntry> back = cache.lookup(key("a"));

    assertThat(back).contains(e);
    CacheStats stats = cache.stats();
    assertThat(stats.getStorage()).isEqualTo(expectedStorage());
    assertThat(stats.getEntries()).isEqualTo(1);
    assertThat(stats.getBytes()).isEqualTo(5000);
    assertThat(stats.getHits()).isEqualTo(1);
    assertThat(stats.getMisses()).isEqualTo(1);
    assertThat(stats.getCompileSecondsSaved()).isEqualTo(e.getCompileNanos() / 1e9);
  }

  /** Issue 12 item 2: a writer must not silently swap the program a key stands for. */
  @Test
  void aStoredEntryIsNeverReplacedAndItsSealTravelsWithIt() throws Exception {
    HikariDataSource ds = openDatabase(newDatabaseUrl());
    SharedProgramCache cache = cacheOver(ds, 1 << 20);
    CacheEntry sealed = entry(100, 1).toBuilder().setSeal(com.google.protobuf.ByteString.copyFrom(new byte[] {7, 7, 7})).build();
    assertThat(cache.put(key("a"), sealed, "")).isTrue();
    assertThatThrownBy(() -> cache.put(key("a"), entry(300, 2), ""))
        .isInstanceOfSatisfying(DomainException.class, d -> {
      StatusRuntimeException e = ServiceStatuses.toException(d); // what the client gets
          assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.ALREADY_EXISTS);
          assertThat(e.getStatus().getDescription()).contains(key("a")).contains("immutable");
        });
    assertThat(cache.put(key("a"), sealed, "")).isTrue(); // the same program again: nothing to do

    assertThat(cache.lookup(key("a"))).contains(sealed);
    assertThat(cache.stats().getEntries()).isEqualTo(1);
    assertThat(cache.stats().getBytes()).isEqualTo(100);
  }

  /** Ways a stored row can go bad behind the service's back. */
  enum Corruption {
    FLIPPED_BYTE("UPDATE cache_entry SET program = ? WHERE cache_key = ?") {
      @Override
      byte[] damage(byte[] program) {
        byte[] b = program.clone();
        b[b.length / 2] ^= 0x40;
        return b;
      }
    },
    TRUNCATED("UPDATE cache_entry SET program = ? WHERE cache_key = ?") {
      @Override
      byte[] damage(byte[] program) {
        return Arrays.copyOf(program, program.length / 3);
      }
    },
    TRUNCATED_WITH_MATCHING_SIZE("UPDATE cache_entry SET program = ?, size_bytes = 1000 WHERE cache_key = ?") {
      @Override
      byte[] damage(byte[] program) {
        return Arrays.copyOf(program, 1000);
      }
    },
    WRONG_DIGEST("UPDATE cache_entry SET sha256 = ? WHERE cache_key = ?") {
      @Override
      byte[] damage(byte[] program) {
        return TestPrograms.sha256(new byte[] {1, 2, 3});
      }
    };

    final String sql;

    Corruption(String sql) {
      this.sql = sql;
    }

    abstract byte[] damage(byte[] program);
  }

  @ParameterizedTest
  @EnumSource(Corruption.class)
  void corruptStoredEntryIsDroppedAndReadsAsMiss(Corruption corruption) throws Exception {
    HikariDataSource ds = openDatabase(newDatabaseUrl());
    SharedProgramCache cache = cacheOver(ds, 1 << 20);
    CacheEntry good = entry(4096, 7);
    cache.put(key("bad"), good, "");
    cache.put(key("fine"), entry(10, 8), "");
    new JdbcTemplate(ds).update(corruption.sql, corruption.damage(good.getProgram().toByteArray()), key("bad"));

    assertThat(cache.lookup(key("bad"))).isEmpty();

    assertThat(storedKeys(ds)).containsExactly(key("fine"));
    CacheStats stats = cache.stats();
    assertThat(stats.getCorruptDropped()).isEqualTo(1);
    assertThat(stats.getMisses()).isEqualTo(1);
    assertThat(stats.getHits()).isZero();
    assertThat(stats.getEntries()).isEqualTo(1);
    // and it gets rebuilt: the next asker is told to compile it
    CacheGetOrReserveResponse next = cache.getOrReserve(key("bad"), "host-1", 0, WaitBudget.UNBOUNDED);
    assertThat(next.hasReservationToken()).isTrue();
    assertThat(cache.put(key("bad"), good, next.getReservationToken())).isTrue();
    assertThat(cache.lookup(key("bad"))).contains(good);
  }

  @Test
  void corruptEntryFoundByGetOrReserveIsRebuiltNotServed() throws Exception {
    HikariDataSource ds = openDatabase(newDatabaseUrl());
    SharedProgramCache cache = cacheOver(ds, 1 << 20);
    CacheEntry good = entry(2048, 3);
    cache.put(key("k"), good, "");
    new JdbcTemplate(ds).update("UPDATE cache_entry SET program = ? WHERE cache_key = ?", new byte[2048], key("k"));

    CacheGetOrReserveResponse r = cache.getOrReserve(key("k"), "host-1", 0, WaitBudget.UNBOUNDED);

    assertThat(r.hasEntry()).isFalse();
    assertThat(r.hasReservationToken()).isTrue();
    assertThat(cache.stats().getCorruptDropped()).isEqualTo(1);
  }

  @Test
  void evictsLeastRecentlyUsedFirst() throws Exception {
    HikariDataSource ds = openDatabase(newDatabaseUrl());
    SharedProgramCache cache = cacheOver(ds, 3000);
    cache.put(key("a"), entry(1000, 1), "");
    cache.put(key("b"), entry(1000, 2), "");
    cache.put(key("c"), entry(1000, 3), "");
    assertThat(cache.lookup(key("a"))).isPresent(); // a is now more recent than b and c

    cache.put(key("d"), entry(1000, 4), "");
    assertThat(storedKeys(ds)).containsExactlyInAnyOrder(key("a"), key("c"), key("d"));

    assertThat(cache.lookup(key("c"))).isPresent(); // order now: a, d, c
    cache.put(key("e"), entry(1000, 5), "");
    assertThat(storedKeys(ds)).containsExactlyInAnyOrder(key("c"), key("d"), key("e"));

    cache.put(key("big"), entry(2500, 6), ""); // evicts d, c, e (least recent first) until it fits
    assertThat(storedKeys(ds)).containsExactly(key("big"));
    CacheStats stats = cache.stats();
    assertThat(stats.getEvictions()).isEqualTo(5);
    assertThat(stats.getBytes()).isEqualTo(2500).isLessThanOrEqualTo(stats.getMaxBytes());
  }

  @Test
  void programLargerThanTheWholeCacheIsNotStored() throws Exception {
    HikariDataSource ds = openDatabase(newDatabaseUrl());
    SharedProgramCache cache = cacheOver(ds, 1000);
    cache.put(key("small"), entry(500, 1), "");

    assertThat(cache.put(key("huge"), entry(1001, 2), "")).isFalse();

    assertThat(storedKeys(ds)).containsExactly(key("small"));
    assertThat(cache.stats().getEvictions()).isZero();
  }

  @Test
  void putWithWrongDigestIsRejected() throws Exception {
    HikariDataSource ds = openDatabase(newDatabaseUrl());
    SharedProgramCache cache = cacheOver(ds, 1 << 20);
    CacheEntry lying = entry(100, 1).toBuilder().setSha256(entry(100, 2).getSha256()).build();
    CacheEntry shortDigest = entry(100, 1).toBuilder().setSha256(entry(100, 1).getSha256().substring(0, 16)).build();

    assertThatThrownBy(() -> cache.put(key("x"), lying, ""))
        .isInstanceOfSatisfying(DomainException.class, d -> {
      StatusRuntimeException e = ServiceStatuses.toException(d); // what the client gets
          assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
          assertThat(e.getStatus().getDescription()).contains(key("x")).contains("does not match");
        });
    assertThatThrownBy(() -> cache.put(key("x"), shortDigest, ""))
        .isInstanceOfSatisfying(DomainException.class,
            d -> assertThat(ServiceStatuses.status(d).getDescription()).contains("16 bytes, expected 32"));
    assertThat(storedKeys(ds)).isEmpty();
  }

  @Test
  void entriesAndAccessOrderSurviveARestart() throws Exception {
    String url = newDatabaseUrl();
    HikariDataSource first = openDatabase(url);
    SharedProgramCache before = cacheOver(first, 1 << 20);
    CacheEntry a = entry(1000, 1);
    before.put(key("a"), a, "");
    before.put(key("b"), entry(1000, 2), "");
    before.put(key("c"), entry(1000, 3), "");
    before.lookup(key("a")); // least recent now: b, then c
    before.close();
    first.close();

    // Restart with a smaller bound: opening evicts by the access times stored before the restart.
    HikariDataSource second = openDatabase(url);
    SharedProgramCache after = cacheOver(second, 2000);

    assertThat(storedKeys(second)).containsExactlyInAnyOrder(key("a"), key("c"));
    assertThat(after.lookup(key("a"))).contains(a);
    // New accesses rank after the old ones: adding d evicts c, not a (just read) or d.
    after.put(key("d"), entry(1000, 4), "");
    assertThat(storedKeys(second)).containsExactlyInAnyOrder(key("a"), key("d"));
  }
}
