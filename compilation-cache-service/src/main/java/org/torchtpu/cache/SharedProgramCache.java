package org.torchtpu.cache;

import com.google.protobuf.ByteString;
import com.google.protobuf.UnsafeByteOperations;
import io.micrometer.core.instrument.MeterRegistry;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CacheStats;
import org.torchtpu.cache.store.CacheStore;
import org.torchtpu.cache.store.StoredProgram;
import org.torchtpu.service.error.DomainException;

/**
 * The compilation cache: verified reads and writes over a {@link CacheStore}, size-bounded LRU
 * eviction, and single-flight reservations so that a program wanted by many hosts is compiled once.
 *
 * <p>Reservations live in this process. Per key, "look for a reservation, re-read storage, reserve"
 * and "store, end the reservation" run under the same lock stripe, so a caller can never reserve a
 * key whose program has just been stored. Waiters block on the reservation's condition in bounded
 * slices, checking their deadline and cancellation; every end of a reservation (Put, Release,
 * expiry) wakes them, and the first to retake the lock reserves the key while the rest wait on it.
 */
public final class SharedProgramCache implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(SharedProgramCache.class);
  private static final int STRIPES = 64;
  private static final long WAIT_SLICE_NANOS = TimeUnit.MILLISECONDS.toNanos(200);
  private static final int SHA256_BYTES = 32;
  private static final int EVICTION_BATCH = 32;

  private final CacheStore store;
  private final long maxBytes;
  private final long defaultTtlMillis;
  private final long maxTtlMillis;
  private final long maxWaitNanos;
  private final Clock clock;
  private final CacheMetrics metrics;
  private final AccessStamps stamps;
  private final ReentrantLock[] stripes = new ReentrantLock[STRIPES];
  /** Open reservations by key; changed only under the key's stripe lock. */
  private final Map<String, Reservation> reservations = new ConcurrentHashMap<>();
  /** Open reservations per requester, against {@code maxPerRequester}. */
  private final Map<String, java.util.concurrent.atomic.AtomicInteger> heldBy = new ConcurrentHashMap<>();
  private final int maxPerRequester;
  private final Object evictionLock = new Object();
  private final SecureRandom tokens = new SecureRandom();
  private final ScheduledExecutorService sweeper;

  /** One reservation: who compiles the key and until when; ended by a Put, a Release or expiry. */
  private static final class Reservation {
    final String token;
    final String requester;
    final long expiresAtMillis;
    final Condition ended;
    boolean over;
    CacheEntry result;
    int waiters;

    Reservation(String token, String requester, long expiresAtMillis, Condition ended) {
      this.token = token;
      this.requester = requester;
      this.expiresAtMillis = expiresAtMillis;
      this.ended = ended;
    }
  }

  public SharedProgramCache(CacheStore store, CacheProperties props, Clock clock, MeterRegistry meters) {
    this.store = store;
    this.maxBytes = props.maxBytes().toBytes();
    this.defaultTtlMillis = props.defaultReservationTtl().toMillis();
    this.maxTtlMillis = props.maxReservationTtl().toMillis();
    this.maxWaitNanos = props.maxWait().toNanos();
    this.maxPerRequester = props.maxReservationsPerRequester();
    this.clock = clock;
    for (int i = 0; i < STRIPES; i++) {
      stripes[i] = new ReentrantLock();
    }
    CacheStore.Totals totals = store.totals();
    this.stamps = new AccessStamps(clock, totals.newestAccessMillis());
    this.metrics = new CacheMetrics(meters, store.kind(), maxBytes);
    metrics.totals(totals.entries(), totals.bytes());
    log.info("compilation cache on {} storage: {} entries, {} bytes, bound {} bytes", store.kind(), totals.entries(),
        totals.bytes(), maxBytes);
    evictIfOverBound();
    this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "cache-reservation-sweeper");
      t.setDaemon(true);
      return t;
    });
    long sweepMillis = props.sweepInterval().toMillis();
    sweeper.scheduleWithFixedDelay(this::expireReservations, sweepMillis, sweepMillis, TimeUnit.MILLISECONDS);
  }

  /** The stored, verified entry for {@code key}, counted as a hit or a miss. */
  public Optional<CacheEntry> lookup(String key) {
    CacheKeys.requireValid(key);
    Optional<CacheEntry> entry = readVerified(key);
    if (entry.isPresent()) {
      metrics.hit(entry.get());
    } else {
      metrics.miss();
    }
    return entry;
  }

  /**
   * Stores {@code entry} under {@code key}. With the key reserved, {@code token} must be the
   * reservation's, and storing ends it, handing the entry to every waiter. Returns false when the
   * program alone is larger than the cache's bound (the waiters are still served). A stored entry
   * is never replaced: the same program again stores nothing and returns true, another program is
   * ALREADY_EXISTS (a corrupt stored entry is dropped on that read, so it can be put again).
   */
  public boolean put(String key, CacheEntry entry, String token) {
    CacheKeys.requireValid(key);
    verifyIncoming(key, entry);
    boolean stored;
    ReentrantLock lock = stripe(key);
    lock.lock();
    try {
      Reservation r = current(key);
      if (r != null && !r.token.equals(token)) {
        throw DomainException.wrongState("cache key " + key + " is reserved by '" + r.requester + "' until " + r.expiresAtMillis
                + " (epoch ms); " + (token.isEmpty() ? "a Put without its reservation token" : "the token given is not its reservation's")
                + " cannot store it");
      }
      Optional<CacheEntry> existing = readVerified(key);
      if (existing.isPresent()) {
        // Entries are immutable, so no writer can swap the program a key stands for (a reader's
        // seal check would catch it, but the cache must not even keep it): the same program again
        // is a no-op, another one is refused.
        if (!existing.get().getSha256().equals(entry.getSha256())) {
          log.warn("refused a Put replacing the program of cache key {} (stored sha256 {}, offered {})", key,
              hex(existing.get().getSha256().toByteArray()), hex(entry.getSha256().toByteArray()));
          throw DomainException.taken("cache key " + key + " already holds another program (sha256 "
              + hex(existing.get().getSha256().toByteArray()) + "); cache entries are immutable");
        }
        stored = true;
      } else {
        stored = write(key, entry);
      }
      if (r != null) {
        r.result = entry;
        end(key, r);
      }
    } finally {
      lock.unlock();
    }
    if (stored) {
      evictIfOverBound();
    }
    return stored;
  }

  /**
   * The entry for {@code key} if stored; otherwise a reservation for the caller if nobody holds
   * one; otherwise waits for the holder's Put (returning its entry) or for the reservation to end
   * without one (then reserving for the caller, one waiter at a time).
   *
   * @param ttlMillis how long the reservation holds without a Put; 0 for the default
   */
  public CacheGetOrReserveResponse getOrReserve(String key, String requester, long ttlMillis, WaitBudget budget) {
    CacheKeys.requireValid(key);
    long ttl = reservationTtl(ttlMillis);
    Optional<CacheEntry> hit = readVerified(key);
    if (hit.isPresent()) {
      metrics.hit(hit.get());
      return CacheGetOrReserveResponse.newBuilder().setEntry(hit.get()).build();
    }
    long waitStart = System.nanoTime();
    long waitLimit = Math.min(budget.remainingNanos(), maxWaitNanos);
    ReentrantLock lock = stripe(key);
    lock.lock();
    try {
      while (true) {
        Reservation held = current(key);
        if (held == null) {
          Optional<CacheEntry> stored = readVerified(key);
          if (stored.isPresent()) {
            metrics.hit(stored.get());
            return CacheGetOrReserveResponse.newBuilder().setEntry(stored.get()).build();
          }
          java.util.concurrent.atomic.AtomicInteger holds =
              heldBy.computeIfAbsent(requester, r -> new java.util.concurrent.atomic.AtomicInteger());
          if (holds.incrementAndGet() > maxPerRequester) {
            holds.decrementAndGet();
            metrics.miss();
            throw DomainException.exhausted("requester '" + requester + "' already holds " + maxPerRequester
                + " open reservations (torchtpu.cache.max-reservations-per-requester): Put or Release one before "
                + "reserving cache key " + key + ", or compile it without a reservation");
          }
          Reservation mine = new Reservation(newToken(), requester, clock.millis() + ttl, lock.newCondition());
          reservations.put(key, mine);
          metrics.miss();
          log.debug("reserved {} for '{}' ({} ms)", key, requester, ttl);
          return CacheGetOrReserveResponse.newBuilder().setReservationToken(mine.token).build();
        }
        awaitEnd(key, held, requester, budget, waitStart, waitLimit);
        if (held.result != null) {
          metrics.hit(held.result);
          return CacheGetOrReserveResponse.newBuilder().setEntry(held.result).build();
        }
        // Released or expired without a program: loop to reserve it, unless another waiter was first.
      }
    } finally {
      lock.unlock();
    }
  }

  /** Gives up a reservation (its compile failed), waking the waiters so that one of them reserves. */
  public void release(String key, String token) {
    CacheKeys.requireValid(key);
    if (token.isEmpty()) {
      throw DomainException.invalid("Release of cache key " + key + " needs its reservation_token");
    }
    ReentrantLock lock = stripe(key);
    lock.lock();
    try {
      Reservation r = current(key);
      if (r == null) {
        return; // already expired or completed: nothing left to give up
      }
      if (!r.token.equals(token)) {
        throw DomainException.wrongState("cache key " + key + " is reserved by '" + r.requester + "' under another token; not released");
      }
      log.debug("reservation of {} by '{}' released", key, r.requester);
      end(key, r);
    } finally {
      lock.unlock();
    }
  }

  public CacheStats stats() {
    CacheStore.Totals totals = store.totals();
    metrics.totals(totals.entries(), totals.bytes());
    return CacheStats.newBuilder()
        .setEntries(totals.entries())
        .setBytes(totals.bytes())
        .setHits(metrics.hits())
        .setMisses(metrics.misses())
        .setEvictions(metrics.evictions())
        .setCorruptDropped(metrics.corruptDropped())
        .setCompileSecondsSaved(metrics.compileSecondsSaved())
        .setMaxBytes(maxBytes)
        .setStorage(store.kind())
        .build();
  }

  /** Ends every reservation whose time is up, waking its waiters. Runs periodically; public for tests with a fake clock. */
  public void expireReservations() {
    for (String key : List.copyOf(reservations.keySet())) {
      ReentrantLock lock = stripe(key);
      lock.lock();
      try {
        current(key); // ends it if expired
      } finally {
        lock.unlock();
      }
    }
  }

  /** Reservations {@code requester} holds open now. */
  public int heldBy(String requester) {
    java.util.concurrent.atomic.AtomicInteger n = heldBy.get(requester);
    return n == null ? 0 : n.get();
  }

  /** Reservations currently open (for tests and logs). */
  public int openReservations() {
    return reservations.size();
  }

  /** How many GetOrReserve callers are waiting on the key's current reservation (for tests and logs). */
  public int waitingFor(String key) {
    ReentrantLock lock = stripe(key);
    lock.lock();
    try {
      Reservation r = reservations.get(key);
      return r == null ? 0 : r.waiters;
    } finally {
      lock.unlock();
    }
  }

  @Override
  public void close() {
    sweeper.shutdownNow();
  }

  // ---- reservations (callers hold the key's stripe lock) ----

  /** The key's live reservation, ending it first if it has expired. */
  private Reservation current(String key) {
    Reservation r = reservations.get(key);
    if (r != null && clock.millis() >= r.expiresAtMillis) {
      log.info("reservation of {} by '{}' expired without a Put; handing it on", key, r.requester);
      end(key, r);
      return null;
    }
    return r;
  }

  private void end(String key, Reservation r) {
    if (!r.over) {
      java.util.concurrent.atomic.AtomicInteger holds = heldBy.get(r.requester);
      if (holds != null) {
        holds.decrementAndGet();
      }
    }
    r.over = true;
    reservations.remove(key, r);
    r.ended.signalAll();
  }

  /** Waits until {@code held} ends, in bounded slices; throws if the caller's time runs out or it went away. */
  private void awaitEnd(String key, Reservation held, String requester, WaitBudget budget, long waitStart, long waitLimit) {
    held.waiters++;
    try {
      awaitEndCounted(key, held, requester, budget, waitStart, waitLimit);
    } finally {
      held.waiters--;
    }
  }

  private void awaitEndCounted(String key, Reservation held, String requester, WaitBudget budget, long waitStart, long waitLimit) {
    while (!held.over) {
      if (clock.millis() >= held.expiresAtMillis) {
        current(key); // ends it
        return;
      }
      if (budget.isCancelled()) {
        throw DomainException.cancelled("GetOrReserve of " + key + " by '" + requester + "' was cancelled while waiting");
      }
      long left = waitLimit - (System.nanoTime() - waitStart);
      if (left <= 0) {
        throw DomainException.timedOut("cache key " + key + " is still being compiled by '" + held.requester + "'; '" + requester
                + "' gave up waiting (its deadline or the server's max wait passed): retry or compile locally");
      }
      long untilExpiry = TimeUnit.MILLISECONDS.toNanos(Math.max(1, held.expiresAtMillis - clock.millis()));
      try {
        held.ended.awaitNanos(Math.min(Math.min(left, untilExpiry), WAIT_SLICE_NANOS));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw DomainException.cancelled("GetOrReserve of " + key + " was interrupted while waiting");
      }
    }
  }

  private long reservationTtl(long requestedMillis) {
    if (requestedMillis < 0) {
      throw DomainException.invalid("reservation_ttl_millis must be >= 0 (0 for the default), got " + requestedMillis);
    }
    return requestedMillis == 0 ? defaultTtlMillis : Math.min(requestedMillis, maxTtlMillis);
  }

  private String newToken() {
    byte[] b = new byte[16];
    tokens.nextBytes(b);
    return HexFormat.of().formatHex(b);
  }

  private ReentrantLock stripe(String key) {
    return stripes[Math.floorMod(key.hashCode(), STRIPES)];
  }

  // ---- storage ----

  private static void verifyIncoming(String key, CacheEntry entry) {
    if (entry.getProgram().isEmpty()) {
      throw DomainException.invalid("entry for cache key " + key + " has an empty program");
    }
    if (entry.getSha256().size() != SHA256_BYTES) {
      throw DomainException.invalid("entry for cache key " + key + " has a sha256 of " + entry.getSha256().size() + " bytes, expected "
              + SHA256_BYTES + " (the SHA-256 of its program)");
    }
    byte[] actual = sha256(entry.getProgram());
    if (!MessageDigest.isEqual(actual, entry.getSha256().toByteArray())) {
      throw DomainException.invalid("entry for cache key " + key + ": sha256 " + hex(entry.getSha256().toByteArray())
              + " does not match its program (" + entry.getProgram().size() + " bytes hash to " + hex(actual) + ")");
    }
  }

  private boolean write(String key, CacheEntry entry) {
    long size = entry.getProgram().size();
    if (size > maxBytes) {
      log.warn("not storing {}: its program of {} bytes exceeds the cache bound of {} bytes", key, size, maxBytes);
      return false;
    }
    store.write(new StoredProgram(key, entry.getProgram().toByteArray(), entry.getSha256().toByteArray(),
        entry.getCompilerVersion(), entry.getCompileNanos(), entry.getDescription(), size, clock.millis(), stamps.next(),
        entry.getSeal().isEmpty() ? null : entry.getSeal().toByteArray()));
    return true;
  }

  /** Reads and verifies a stored entry; a corrupt or truncated one is dropped and reads as absent. */
  private Optional<CacheEntry> readVerified(String key) {
    Optional<StoredProgram> row = store.read(key);
    if (row.isEmpty()) {
      return Optional.empty();
    }
    StoredProgram p = row.get();
    String problem = corruption(p);
    if (problem != null) {
      store.delete(key);
      metrics.droppedCorrupt();
      refreshTotals();
      log.warn("dropped corrupt cache entry {}: {}; it reads as a miss and will be rebuilt", key, problem);
      return Optional.empty();
    }
    store.touch(key, stamps.next());
    return Optional.of(CacheEntry.newBuilder()
        .setProgram(UnsafeByteOperations.unsafeWrap(p.program()))
        .setSha256(ByteString.copyFrom(p.sha256()))
        .setCompilerVersion(p.compilerVersion())
        .setCompileNanos(p.compileNanos())
        .setDescription(p.description())
        .setSeal(p.seal() == null ? ByteString.EMPTY : ByteString.copyFrom(p.seal()))
        .build());
  }

  private static String corruption(StoredProgram p) {
    if (p.program() == null || p.sha256() == null) {
      return "program or digest missing";
    }
    if (p.program().length != p.sizeBytes()) {
      return "program is " + p.program().length + " bytes, " + p.sizeBytes() + " were stored (truncated)";
    }
    byte[] actual = sha256(p.program());
    if (!MessageDigest.isEqual(actual, p.sha256())) {
      return "program hashes to " + hex(actual) + ", stored digest is " + hex(p.sha256());
    }
    return null;
  }

  private void evictIfOverBound() {
    synchronized (evictionLock) {
      CacheStore.Totals totals = store.totals();
      long bytes = totals.bytes();
      long entries = totals.entries();
      while (bytes > maxBytes) {
        List<CacheStore.EntryAccess> oldest = store.leastRecentlyUsed(EVICTION_BATCH);
        if (oldest.isEmpty()) {
          break;
        }
        boolean evictedAny = false;
        for (CacheStore.EntryAccess victim : oldest) {
          if (bytes <= maxBytes) {
            break;
          }
          if (store.deleteIfNotAccessedSince(victim.key(), victim.lastAccessMillis())) {
            bytes -= victim.sizeBytes();
            entries--;
            evictedAny = true;
            metrics.evicted();
            log.debug("evicted {} ({} bytes, last access {})", victim.key(), victim.sizeBytes(), victim.lastAccessMillis());
          }
        }
        if (!evictedAny) {
          // every candidate was read (or removed) meanwhile: start again from the storage's own numbers
          CacheStore.Totals fresh = store.totals();
          bytes = fresh.bytes();
          entries = fresh.entries();
        }
      }
      metrics.totals(entries, bytes);
    }
  }

  private void refreshTotals() {
    CacheStore.Totals totals = store.totals();
    metrics.totals(totals.entries(), totals.bytes());
  }

  static byte[] sha256(ByteString bytes) {
    MessageDigest md = sha256Digest();
    bytes.asReadOnlyByteBufferList().forEach(md::update);
    return md.digest();
  }

  static byte[] sha256(byte[] bytes) {
    return sha256Digest().digest(bytes);
  }

  private static MessageDigest sha256Digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK lacks SHA-256", e);
    }
  }

  private static String hex(byte[] b) {
    return HexFormat.of().formatHex(b);
  }
}
