package org.torchtpu.server.compiler.cache;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.torchtpu.api.security.ProgramSeal;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CacheGetOrReserveResponse;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.compiler.ProgramKeys;
import org.torchtpu.server.exec.Executor;

/**
 * Compiled programs by cache key, in two tiers: an in-process tier in front of the shared compilation-cache service,
 * which is optional. The in-process tier is a least-recently-used list per tenant under a host bound, both in the
 * programs' serialized bytes ({@link TenantLru}: a tenant holds at most half of the host's bytes, and past the host's
 * bound the tenant holding the most loses its least recently used first). One LRU shared by every tenant let one
 * tenant compiling many programs push out every other tenant's, which then recompiled: a cost, never a wrong result,
 * but one a tenant could impose on the others at will.
 *
 * <p>With tenants isolated (keys on) each tenant's programs are kept and looked up under keys of its own
 * ({@link ProgramKeys#forTenant}), in both tiers and for joining a compile in flight: a tenant only ever gets its own
 * compile or its own cached copy, so neither {@code cache_hit} nor how long a compile takes tells it what another
 * tenant compiled. Across hosts a tenant still shares its own programs through the shared cache. Without keys (one
 * trusted party) a key is the program's alone: a program some tenant's list holds is found for any tenant asking for
 * it (the same object, entered in that tenant's list too), as it would be from the shared cache.
 *
 * <p>A local miss asks the service with GetOrReserve: an entry is verified (SHA-256 of the bytes,
 * compiler version, it parses and loads) and used; a reservation means this host compiles and
 * Puts with the token (or Releases it if the compile fails), while other hosts asking for the
 * same key wait for that Put. A corrupt entry is never used: the program is compiled and put
 * again. When the service is unreachable, slow or its breaker is open, the host compiles locally
 * and goes on; the metrics count it. Within the host, concurrent requests for one key share one
 * compile.
 *
 * <p>With the pod secret configured ({@link ProgramSeal}) the host seals every entry it puts, and an
 * entry read from the service is used only when its seal verifies for the key this host computed
 * from its own graph: anything else (planted by another writer, unsealed, sealed for another key)
 * is a miss, compiled locally, logged and counted ({@code torchtpu.compile.cache.untrusted}), never run.
 *
 * <p>Metrics: {@code torchtpu.compile.cache.requests{result=local_hit|remote_hit|miss}},
 * {@code torchtpu.compile.cache.fallbacks}, {@code torchtpu.compile.cache.corrupt},
 * {@code torchtpu.compile.seconds}, {@code torchtpu.compile.cache.remote.open} (1 while the breaker is open).
 */
public final class ProgramCache implements AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(ProgramCache.class);

  /** Where a program came from. */
  public enum Source { LOCAL, REMOTE, COMPILED }

  /** A program and how it was obtained. */
  public record Result(ExecutableProgram program, Source source, long compileNanos) { }

  private final RemoteCompilationCache remote;
  private final String requester;
  private final Executor executor;
  /** Each tenant's programs, by key (guarded by this cache's lock, as {@link #held} is). */
  private final TenantLru<ExecutableProgram> local;
  /** Every program some tenant's list holds, by key, with how many lists hold it: found for any tenant. */
  private final Map<String, Held> held = new java.util.HashMap<>();

  private static final class Held {
    final ExecutableProgram program;
    int lists;

    Held(ExecutableProgram program) {
      this.program = program;
    }
  }
  private final Map<String, CompletableFuture<Result>> inFlight = new ConcurrentHashMap<>();
  private final AtomicLong compiles = new AtomicLong();
  private final AtomicLong fallbacks = new AtomicLong();
  private final Counter localHits;
  private final Counter remoteHits;
  private final Counter misses;
  private final Counter fallbackCounter;
  private final Counter corrupt;
  private final Counter untrusted;
  /** Seals what this host puts and checks what it reads; null = entries are taken on their checksum alone. */
  private final ProgramSeal seal;
  private final boolean isolateTenants;
  private final Timer compileTimer;

  /**
   * @param remote the shared cache, or null for a host-local cache only
   * @param requester this host's id, sent with reservations
   */
  public ProgramCache(long maxLocalBytes, RemoteCompilationCache remote, String requester, Executor executor,
      MeterRegistry meters) {
    this(maxLocalBytes, remote, requester, executor, meters, null);
  }

  /** Tenants isolated (see the class comment). */
  public ProgramCache(long maxLocalBytes, RemoteCompilationCache remote, String requester, Executor executor,
      MeterRegistry meters, ProgramSeal seal) {
    this(maxLocalBytes, remote, requester, executor, meters, seal, true);
  }

  /**
   * @param seal the pod secret's entry seal, or null when none is configured (security off)
   * @param isolateTenants keys on: each tenant's programs under keys of its own; off: one namespace for everyone
   */
  public ProgramCache(long maxLocalBytes, RemoteCompilationCache remote, String requester, Executor executor,
      MeterRegistry meters, ProgramSeal seal, boolean isolateTenants) {
    this.seal = seal;
    this.isolateTenants = isolateTenants;
    long capacity = Math.max(1, maxLocalBytes);
    this.local = new TenantLru<>(capacity, Math.max(1, capacity / 2), ExecutableProgram::heldBytes,
        (tenant, key, program) -> unheld(key, program));
    this.remote = remote;
    this.requester = requester;
    this.executor = executor;
    this.localHits = Counter.builder("torchtpu.compile.cache.requests").tag("result", "local_hit").register(meters);
    this.remoteHits = Counter.builder("torchtpu.compile.cache.requests").tag("result", "remote_hit").register(meters);
    this.misses = Counter.builder("torchtpu.compile.cache.requests").tag("result", "miss").register(meters);
    this.fallbackCounter = Counter.builder("torchtpu.compile.cache.fallbacks")
        .description("remote cache unreachable, slow or breaker open: compiled locally").register(meters);
    this.corrupt = Counter.builder("torchtpu.compile.cache.corrupt")
        .description("remote entries that failed verification (recompiled)").register(meters);
    this.untrusted = Counter.builder("torchtpu.compile.cache.untrusted")
        .description("remote entries whose seal is missing or wrong (compiled locally, never run)").register(meters);
    this.compileTimer = Timer.builder("torchtpu.compile.seconds").description("local compiles").register(meters);
    if (remote != null) {
      Gauge.builder("torchtpu.compile.cache.remote.open", remote,
          r -> r.breaker().getState() == io.github.resilience4j.circuitbreaker.CircuitBreaker.State.OPEN ? 1 : 0)
          .register(meters);
    }
  }

  /** Programs compiled on this host since it started. */
  public long compiles() {
    return compiles.get();
  }

  /** Times the remote cache could not be used and the host compiled on its own. */
  public long fallbacks() {
    return fallbacks.get();
  }

  /** Remote entries refused for a missing or wrong seal. */
  public long untrusted() {
    return (long) untrusted.count();
  }

  public RemoteCompilationCache remote() {
    return remote;
  }

  /** Programs in the in-process tier, over every tenant's list (a program in several lists counts once per list). */
  public synchronized int localEntries() {
    return local.size();
  }

  /** Programs in {@code tenant}'s list of the in-process tier. */
  public synchronized int localEntries(String tenant) {
    return local.size(tenant);
  }

  /**
   * The program for {@code key} if this host holds it, for {@code tenant} (counted as a local hit), else null: no
   * shared cache, no compile.
   */
  public ExecutableProgram localProgram(String tenant, String key) {
    ExecutableProgram cached = localGet(tenant, cacheKey(tenant, key));
    if (cached != null) {
      localHits.increment();
    }
    return cached;
  }

  /**
   * The key a program of {@code tenant} is kept under in both tiers: {@code key} itself without keys, else the
   * tenant's own derivation of it.
   */
  public String cacheKey(String tenant, String key) {
    return isolateTenants ? ProgramKeys.forTenant(tenant, key) : key;
  }

  /**
   * The program for {@code key}, for {@code tenant}: from this host, from the shared cache, or compiled by
   * {@code compile}, kept in {@code tenant}'s list of the in-process tier (all under {@link #cacheKey}). A caller that
   * waited for another caller's compile of the key, which failed, runs {@code compile} itself and keeps the result out
   * of the cache; {@code compile} never runs twice for one call (the compiler's passes rewrite the graph it compiles in
   * place).
   */
  public Result getOrCompile(String tenant, String programKey, String description, Supplier<CompiledProgram> compile) {
    String key = cacheKey(tenant, programKey);
    ExecutableProgram cached = localGet(tenant, key);
    if (cached != null) {
      localHits.increment();
      return new Result(cached, Source.LOCAL, 0);
    }
    CompletableFuture<Result> mine = new CompletableFuture<>();
    CompletableFuture<Result> other = inFlight.putIfAbsent(key, mine);
    if (other != null) {
      try {
        Result shared = other.join();
        localPut(tenant, key, shared.program());
        localHits.increment();
        return new Result(shared.program(), Source.LOCAL, 0);
      } catch (CompletionException e) {
        // the other caller's failure is not handed on: its message names that caller's ops with their source
        // locations (without keys another party's; the key leaves top-level locations out). This caller
        // compiles its own graph, uncached, and gets its own program or its own error. An Error (out of memory, stack
        // overflow) is the host's, not a graph's: a compile per waiter would only deepen it.
        if (e.getCause() instanceof Error error) {
          throw error;
        }
        return compileLocally(compile);
      }
    }
    try {
      Result result = fetchOrCompile(key, description, compile);
      localPut(tenant, key, result.program());
      mine.complete(result);
      return result;
    } catch (RuntimeException | Error e) {
      mine.completeExceptionally(e);
      throw e;
    } finally {
      inFlight.remove(key, mine);
    }
  }

  private Result fetchOrCompile(String key, String description, Supplier<CompiledProgram> compile) {
    if (remote == null) {
      return compileLocally(compile);
    }
    CacheGetOrReserveResponse response;
    try {
      response = remote.getOrReserve(key, requester);
    } catch (RemoteCacheUnavailableException e) {
      fallbacks.incrementAndGet();
      fallbackCounter.increment();
      log.warn("compiling {} locally: {}", key, e.getMessage());
      return compileLocally(compile);
    }
    if (response.hasEntry()) {
      if (seal != null && !seal.verifies(key, response.getEntry())) {
        untrusted.increment();
        log.warn("compilation cache entry {} is not sealed by a pod compiler for this key ({}); compiling locally, "
            + "the entry is never run", key, response.getEntry().getSeal().isEmpty() ? "no seal" : "wrong seal");
        Result result = compileLocally(compile);
        tryPut(key, result, description, "");
        return result;
      }
      ExecutableProgram program = verify(key, response.getEntry());
      if (program != null) {
        remoteHits.increment();
        return new Result(program, Source.REMOTE, 0);
      }
      corrupt.increment();
      Result result = compileLocally(compile);
      tryPut(key, result, description, "");
      return result;
    }
    String token = response.getReservationToken();
    Result result;
    try {
      result = compileLocally(compile);
    } catch (RuntimeException e) {
      if (!token.isEmpty()) {
        tryRelease(key, token);
      }
      throw e;
    }
    tryPut(key, result, description, token);
    return result;
  }

  private Result compileLocally(Supplier<CompiledProgram> compile) {
    misses.increment();
    long start = System.nanoTime();
    CompiledProgram proto = compile.get();
    ExecutableProgram program = ExecutableProgram.load(proto, executor);
    long nanos = System.nanoTime() - start;
    compileTimer.record(nanos, TimeUnit.NANOSECONDS);
    compiles.incrementAndGet();
    return new Result(program, Source.COMPILED, nanos);
  }

  /** The entry's program, or null when its checksum, version or contents are wrong. */
  private ExecutableProgram verify(String key, CacheEntry entry) {
    byte[] bytes = entry.getProgram().toByteArray();
    if (!Arrays.equals(ProgramKeys.sha256(bytes), entry.getSha256().toByteArray())) {
      log.warn("compilation cache entry {} fails its SHA-256 check; recompiling", key);
      return null;
    }
    if (!GraphCompiler.VERSION.equals(entry.getCompilerVersion())) {
      log.warn("compilation cache entry {} is from compiler {}, this is {}; recompiling", key,
          entry.getCompilerVersion(), GraphCompiler.VERSION);
      return null;
    }
    try {
      return ExecutableProgram.load(CompiledProgram.parseFrom(bytes), executor);
    } catch (InvalidProtocolBufferException | RuntimeException e) {
      log.warn("compilation cache entry {} does not load ({}); recompiling", key, e.toString());
      return null;
    }
  }

  /** The entry stored for a program. */
  public static CacheEntry entry(ExecutableProgram program, long compileNanos, String description) {
    byte[] bytes = program.proto().toByteArray();
    return CacheEntry.newBuilder()
        .setProgram(ByteString.copyFrom(bytes))
        .setSha256(ByteString.copyFrom(ProgramKeys.sha256(bytes)))
        .setCompilerVersion(GraphCompiler.VERSION)
        .setCompileNanos(compileNanos)
        .setDescription(description)
        .build();
  }

  private void tryPut(String key, Result result, String description, String token) {
    CacheEntry entry = entry(result.program(), result.compileNanos(), description);
    try {
      remote.put(key, seal == null ? entry : seal.seal(key, entry), token);
    } catch (RemoteCacheUnavailableException e) {
      if (RemoteCompilationCache.refused(e)) {
        log.warn("the compilation cache kept its entry for {}: {}", key, e.getMessage());
        return;
      }
      fallbacks.incrementAndGet();
      fallbackCounter.increment();
      log.warn("could not store {} in the compilation cache: {}", key, e.getMessage());
    }
  }

  private void tryRelease(String key, String token) {
    try {
      remote.release(key, token);
    } catch (RemoteCacheUnavailableException e) {
      log.warn("could not release reservation of {}: {}", key, e.getMessage());
    }
  }

  /** {@code tenant}'s program for {@code key}; else another tenant's, now entered in {@code tenant}'s list too. */
  private synchronized ExecutableProgram localGet(String tenant, String key) {
    ExecutableProgram mine = local.get(tenant, key);
    if (mine != null) {
      return mine;
    }
    Held any = held.get(key);
    if (any == null) {
      return null;
    }
    localPut(tenant, key, any.program);
    return any.program;
  }

  private synchronized void localPut(String tenant, String key, ExecutableProgram program) {
    if (local.get(tenant, key) == program) {
      return;
    }
    Held h = held.computeIfAbsent(key, k -> new Held(program));
    h.lists++; // before the put: the put may evict it again at once (a program larger than a tenant's share)
    local.put(tenant, key, program);
  }

  /** A tenant's list let {@code program} go (under this cache's lock: the list tells it from inside a put). */
  private void unheld(String key, ExecutableProgram program) {
    Held h = held.get(key);
    if (h != null && --h.lists == 0) {
      held.remove(key);
    }
  }

  @Override
  public void close() {
    if (remote != null) {
      remote.close();
    }
  }
}
