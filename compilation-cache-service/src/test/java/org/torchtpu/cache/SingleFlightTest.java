package org.torchtpu.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.torchtpu.cache.TestPrograms.entry;
import static org.torchtpu.cache.TestPrograms.key;

import com.zaxxer.hikari.HikariDataSource;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.torchtpu.service.error.DomainException;
import org.torchtpu.service.error.ServiceStatuses;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.cache.store.JdbcCacheStore;

/**
 * Single-flight GetOrReserve: one reservation per key, waiters served by the holder's Put, and the
 * reservation handed to exactly one waiter when its holder releases it or lets it expire. Expiry is
 * driven by a test clock; waiting is observed through {@link SharedProgramCache#waitingFor}, never timed.
 */
@Timeout(120)
class SingleFlightTest {
  private static final long MAX_BYTES = 1 << 20;

  @TempDir
  Path dir;
  private final TestClock clock = new TestClock(1_700_000_000_000L);
  private HikariDataSource database;
  private SharedProgramCache cache;
  private ExecutorService callers;

  @BeforeEach
  void open() {
    database = TestDatabases.open(TestDatabases.h2Url(dir), null);
    cache = new SharedProgramCache(new JdbcCacheStore(database), CacheProperties.withMaxBytes(MAX_BYTES), clock, new SimpleMeterRegistry());
    callers = Executors.newCachedThreadPool();
  }

  @AfterEach
  void close() {
    callers.shutdownNow();
    cache.close();
    database.close();
  }

  private List<Future<CacheGetOrReserveResponse>> askConcurrently(String key, int count, String prefix) {
    CyclicBarrier together = new CyclicBarrier(count);
    List<Future<CacheGetOrReserveResponse>> answers = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String requester = prefix + i;
      answers.add(callers.submit(() -> {
        together.await();
        return cache.getOrReserve(key, requester, 0, WaitBudget.UNBOUNDED);
      }));
    }
    return answers;
  }

  private static void awaitCondition(BooleanSupplier condition) throws InterruptedException {
    while (!condition.getAsBoolean()) {
      Thread.sleep(5); // bounded by the class's @Timeout
    }
  }

  private static List<Future<CacheGetOrReserveResponse>> done(List<Future<CacheGetOrReserveResponse>> answers) {
    return answers.stream().filter(Future::isDone).toList();
  }

  private static void assertStatus(ThrowingCallable call, Status.Code code, String... mentions) {
    assertThatThrownBy(call).isInstanceOfSatisfying(DomainException.class, d -> {
      StatusRuntimeException e = ServiceStatuses.toException(d); // what the client gets
      assertThat(e.getStatus().getCode()).isEqualTo(code);
      assertThat(e.getStatus().getDescription()).contains(mentions);
    });
  }

  @Test
  void concurrentCallersGetOneReservationAndThenAllGetTheEntry() throws Exception {
    int callerCount = 8;
    String key = key("shared program");
    List<Future<CacheGetOrReserveResponse>> answers = askConcurrently(key, callerCount, "host-");

    awaitCondition(() -> cache.waitingFor(key) == callerCount - 1 && done(answers).size() == 1);
    CacheGetOrReserveResponse holder = done(answers).get(0).get();
    assertThat(holder.hasReservationToken()).isTrue();
    assertThat(holder.getReservationToken()).hasSize(32);

    CacheEntry compiled = entry(3000, 42);
    assertThat(cache.put(key, compiled, holder.getReservationToken())).isTrue();

    int entries = 0;
    for (Future<CacheGetOrReserveResponse> answer : answers) {
      CacheGetOrReserveResponse r = answer.get();
      if (r.hasEntry()) {
        assertThat(r.getEntry()).isEqualTo(compiled);
        entries++;
      }
    }
    assertThat(entries).isEqualTo(callerCount - 1);
    CacheStats stats = cache.stats();
    assertThat(stats.getMisses()).isEqualTo(1);
    assertThat(stats.getHits()).isEqualTo(callerCount - 1);
    assertThat(stats.getCompileSecondsSaved()).isCloseTo((callerCount - 1) * compiled.getCompileNanos() / 1e9, within(1e-9));
    assertThat(cache.openReservations()).isZero();
  }

  @Test
  void expiredReservationGoesToExactlyOneWaiter() throws Exception {
    String key = key("expiring");
    String crashed = cache.getOrReserve(key, "crashed-host", 1000, WaitBudget.UNBOUNDED).getReservationToken();
    assertThat(crashed).isNotEmpty();
    List<Future<CacheGetOrReserveResponse>> waiters = askConcurrently(key, 3, "waiter-");
    awaitCondition(() -> cache.waitingFor(key) == 3);
    assertThat(done(waiters)).isEmpty();

    clock.advanceMillis(1000);
    cache.expireReservations();

    awaitCondition(() -> done(waiters).size() == 1 && cache.waitingFor(key) == 2);
    String successor = done(waiters).get(0).get().getReservationToken();
    assertThat(successor).isNotEmpty().isNotEqualTo(crashed);
    // The crashed holder's late Put no longer counts: the key is its successor's now.
    assertStatus(() -> cache.put(key, entry(100, 1), crashed), Status.Code.FAILED_PRECONDITION, key, "waiter-");

    CacheEntry compiled = entry(100, 2);
    assertThat(cache.put(key, compiled, successor)).isTrue();
    List<Object> outcomes = new ArrayList<>();
    for (Future<CacheGetOrReserveResponse> w : waiters) {
      CacheGetOrReserveResponse r = w.get();
      outcomes.add(r.hasEntry() ? r.getEntry() : r.getReservationToken());
    }
    assertThat(outcomes).containsExactlyInAnyOrder(successor, compiled, compiled);
    assertThat(cache.stats().getMisses()).isEqualTo(2);
    assertThat(cache.stats().getHits()).isEqualTo(2);
  }

  @Test
  void releasedReservationGoesToExactlyOneWaiter() throws Exception {
    String key = key("failing compile");
    String first = cache.getOrReserve(key, "first", 0, WaitBudget.UNBOUNDED).getReservationToken();
    List<Future<CacheGetOrReserveResponse>> waiters = askConcurrently(key, 3, "waiter-");
    awaitCondition(() -> cache.waitingFor(key) == 3);

    assertStatus(() -> cache.release(key, "0123"), Status.Code.FAILED_PRECONDITION, key, "first");
    assertThat(done(waiters)).isEmpty();
    cache.release(key, first);

    awaitCondition(() -> done(waiters).size() == 1 && cache.waitingFor(key) == 2);
    String second = done(waiters).get(0).get().getReservationToken();
    assertThat(second).isNotEmpty().isNotEqualTo(first);
    cache.release(key, second);

    awaitCondition(() -> done(waiters).size() == 2 && cache.waitingFor(key) == 1);
    String third = done(waiters).stream().map(this::token).filter(t -> !t.equals(second)).findFirst().orElseThrow();
    CacheEntry compiled = entry(64, 3);
    cache.put(key, compiled, third);

    List<Object> outcomes = new ArrayList<>();
    for (Future<CacheGetOrReserveResponse> w : waiters) {
      CacheGetOrReserveResponse r = w.get();
      outcomes.add(r.hasEntry() ? r.getEntry() : r.getReservationToken());
    }
    assertThat(outcomes).containsExactlyInAnyOrder(second, third, compiled);
  }

  private String token(Future<CacheGetOrReserveResponse> f) {
    try {
      return f.get().getReservationToken();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }

  @Test
  void putWithWrongTokenForReservedKeyIsRefused() {
    String key = key("reserved");
    String token = cache.getOrReserve(key, "holder-host", 0, WaitBudget.UNBOUNDED).getReservationToken();
    CacheEntry e = entry(128, 5);

    assertStatus(() -> cache.put(key, e, "ffffffffffffffffffffffffffffffff"), Status.Code.FAILED_PRECONDITION, key, "holder-host",
        "not its reservation's");
    assertStatus(() -> cache.put(key, e, ""), Status.Code.FAILED_PRECONDITION, key, "without its reservation token");
    assertStatus(() -> cache.release(key, ""), Status.Code.INVALID_ARGUMENT, key);
    assertThat(cache.openReservations()).isEqualTo(1);
    assertThat(cache.lookup(key)).isEmpty();

    assertThat(cache.put(key, e, token)).isTrue();
    assertThat(cache.lookup(key)).contains(e);
    assertThat(cache.openReservations()).isZero();
    // a free key takes a Put without a token; releasing a reservation that already ended is a no-op
    assertThat(cache.put(key("free"), e, "")).isTrue();
    cache.release(key, token);
  }

  @Test
  void waiterGivesUpAtItsDeadlineOrCancellationAndTheHolderKeepsTheKey() {
    String key = key("slow compile");
    String token = cache.getOrReserve(key, "slow-host", 0, WaitBudget.UNBOUNDED).getReservationToken();
    WaitBudget expired = new WaitBudget() {
      @Override
      public long remainingNanos() {
        return 0;
      }

      @Override
      public boolean isCancelled() {
        return false;
      }
    };
    WaitBudget cancelled = new WaitBudget() {
      @Override
      public long remainingNanos() {
        return Long.MAX_VALUE;
      }

      @Override
      public boolean isCancelled() {
        return true;
      }
    };

    assertStatus(() -> cache.getOrReserve(key, "impatient", 0, expired), Status.Code.DEADLINE_EXCEEDED, key, "slow-host", "impatient");
    assertStatus(() -> cache.getOrReserve(key, "gone", 0, cancelled), Status.Code.CANCELLED, key);

    assertThat(cache.openReservations()).isEqualTo(1);
    assertThat(cache.waitingFor(key)).isZero();
    assertThat(cache.put(key, entry(10, 1), token)).isTrue();
  }

  @Test
  void waitersAreServedEvenWhenTheProgramIsTooLargeToStore() throws Exception {
    String key = key("huge");
    String token = cache.getOrReserve(key, "holder", 0, WaitBudget.UNBOUNDED).getReservationToken();
    List<Future<CacheGetOrReserveResponse>> waiters = askConcurrently(key, 2, "waiter-");
    awaitCondition(() -> cache.waitingFor(key) == 2);

    CacheEntry huge = entry((int) MAX_BYTES + 1, 9);
    assertThat(cache.put(key, huge, token)).isFalse();

    for (Future<CacheGetOrReserveResponse> w : waiters) {
      assertThat(w.get().getEntry()).isEqualTo(huge);
    }
    assertThat(cache.stats().getEntries()).isZero();
  }

  @Test
  void badKeysAndTtlsAreRejectedNamingThem() {
    String upper = "ABCDEF" + "0".repeat(58);
    assertStatus(() -> cache.lookup(upper), Status.Code.INVALID_ARGUMENT, upper, "character 0");
    assertStatus(() -> cache.getOrReserve("abc", "h", 0, WaitBudget.UNBOUNDED), Status.Code.INVALID_ARGUMENT, "'abc'", "got 3 characters");
    assertStatus(() -> cache.put(key("x") + "0", entry(1, 1), ""), Status.Code.INVALID_ARGUMENT, key("x") + "0", "got 65 characters");
    assertStatus(() -> cache.release("", "t"), Status.Code.INVALID_ARGUMENT, "''");
    assertStatus(() -> cache.getOrReserve(key("x"), "h", -5, WaitBudget.UNBOUNDED), Status.Code.INVALID_ARGUMENT,
        "reservation_ttl_millis", "-5");
    assertStatus(() -> cache.put(key("x"), CacheEntry.getDefaultInstance(), ""), Status.Code.INVALID_ARGUMENT, key("x"), "empty program");
  }

  @Test
  void aRequesterHoldingItsLimitOfReservationsIsRefusedUntilItPutsOrReleases() {
    List<String> tokens = new ArrayList<>();
    for (int i = 0; i < 16; i++) {
      tokens.add(cache.getOrReserve(key("hoard-" + i), "rogue", 600_000, WaitBudget.UNBOUNDED).getReservationToken());
    }
    assertThat(cache.heldBy("rogue")).isEqualTo(16);
    assertThatThrownBy(() -> cache.getOrReserve(key("hoard-16"), "rogue", 600_000, WaitBudget.UNBOUNDED))
        .isInstanceOfSatisfying(DomainException.class, d -> {
      StatusRuntimeException e = ServiceStatuses.toException(d); // what the client gets
          assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
          assertThat(e.getStatus().getDescription()).contains("'rogue' already holds 16")
              .contains("torchtpu.cache.max-reservations-per-requester");
        });
    // another requester is not held back by the rogue's count
    assertThat(cache.getOrReserve(key("hoard-16"), "honest-host", 0, WaitBudget.UNBOUNDED).hasReservationToken()).isTrue();
    // ending one (Release, Put or expiry) gives room back
    cache.release(key("hoard-0"), tokens.get(0));
    assertThat(cache.heldBy("rogue")).isEqualTo(15);
    cache.put(key("hoard-1"), entry(64, 1), tokens.get(1));
    clock.advanceMillis(11 * 60_000);
    cache.expireReservations();
    assertThat(cache.heldBy("rogue")).isZero();
    assertThat(cache.getOrReserve(key("hoard-17"), "rogue", 0, WaitBudget.UNBOUNDED).hasReservationToken()).isTrue();
  }
}
