package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.protobuf.ByteString;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CacheEntry;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;

class ProgramCacheTest {
  private final List<AutoCloseable> closing = new ArrayList<>();

  @AfterEach
  void close() throws Exception {
    for (AutoCloseable c : closing) {
      c.close();
    }
  }

  private static RemoteCompilationCache.Settings settings(long timeoutMillis, long reserveMillis) {
    return new RemoteCompilationCache.Settings(Duration.ofMillis(timeoutMillis), Duration.ofMillis(reserveMillis),
        Duration.ofSeconds(60), 4, 3, 50f, Duration.ofMinutes(5));
  }

  private String serve(FakeCompilationCache fake) throws Exception {
    String name = "cache-" + System.nanoTime();
    Server server = InProcessServerBuilder.forName(name).directExecutor().addService(fake).build().start();
    closing.add(() -> server.shutdownNow());
    return name;
  }

  private ProgramCache host(String channelName, String hostId, RemoteCompilationCache.Settings settings,
      SimpleMeterRegistry meters) {
    return host(channelName, hostId, settings, meters, null);
  }

  private ProgramCache host(String channelName, String hostId, RemoteCompilationCache.Settings settings,
      SimpleMeterRegistry meters, org.torchtpu.api.security.ProgramSeal seal) {
    ManagedChannel channel = InProcessChannelBuilder.forName(channelName).directExecutor().build();
    RemoteCompilationCache remote = new RemoteCompilationCache(channel, true, settings);
    // keys off: the shared cache sees the keys these tests name (per-tenant keys: TenantProgramIsolationTest)
    ProgramCache cache = new ProgramCache(1 << 20, remote, hostId, CompilerTestSupport.EXECUTOR, meters, seal, false);
    closing.add(cache);
    return cache;
  }

  /** A compile of a small graph that counts its calls (and can wait at a gate first). */
  private static Supplier<CompiledProgram> compile(AtomicInteger calls, CountDownLatch gate) {
    return () -> {
      calls.incrementAndGet();
      try {
        gate.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      GraphBuilder b = new GraphBuilder();
      long x = b.param(GraphBuilder.type(DType.F32, 16));
      long y = b.unary(UnaryOp.Kind.TANH, b.unary(UnaryOp.Kind.EXP, x));
      return new GraphCompiler(CompilerTestSupport.EXECUTOR).compile(IrGraph.fromGraph(b.graph(y)), ProgramKind.GRAPH,
          CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, 1);
    };
  }

  @Test
  void threeHostsAskingForOneKeyAtOnceCompileOnce() throws Exception {
    FakeCompilationCache fake = new FakeCompilationCache();
    String name = serve(fake);
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    List<ProgramCache> hosts = List.of(host(name, "a", settings(2000, 20000), meters),
        host(name, "b", settings(2000, 20000), meters), host(name, "c", settings(2000, 20000), meters));
    AtomicInteger compiles = new AtomicInteger();
    CountDownLatch gate = new CountDownLatch(1);
    List<CompletableFuture<ProgramCache.Result>> results = new ArrayList<>();
    for (ProgramCache h : hosts) {
      results.add(CompletableFuture.supplyAsync(() -> h.getOrCompile("t", "k1", "test", compile(compiles, gate))));
    }
    // whoever reserved is now compiling (held at the gate); the others are waiting in GetOrReserve
    while (fake.reservationsGranted.get() == 0) {
      Thread.onSpinWait();
    }
    gate.countDown();
    List<ProgramCache.Source> sources = new ArrayList<>();
    for (CompletableFuture<ProgramCache.Result> f : results) {
      ProgramCache.Result r = f.get();
      sources.add(r.source());
      assertThat(r.program().kernelCount()).isEqualTo(1);
    }
    assertThat(compiles.get()).isEqualTo(1);
    assertThat(sources).containsExactlyInAnyOrder(ProgramCache.Source.COMPILED, ProgramCache.Source.REMOTE,
        ProgramCache.Source.REMOTE);
    assertThat(fake.puts.get()).isEqualTo(1);
    assertThat(hosts.stream().mapToLong(ProgramCache::compiles).sum()).isEqualTo(1);
    // each host now answers from its own tier
    assertThat(hosts.get(0).getOrCompile("t", "k1", "test", compile(compiles, new CountDownLatch(0))).source())
        .isEqualTo(ProgramCache.Source.LOCAL);
  }

  @Test
  void aDownCacheOpensTheBreakerAndHostsKeepCompilingLocally() {
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    ProgramCache cache = host("nobody-serves-this-" + System.nanoTime(), "a", settings(500, 500), meters);
    AtomicInteger compiles = new AtomicInteger();
    for (int i = 0; i < 8; i++) {
      ProgramCache.Result r = cache.getOrCompile("t", "key-" + i, "test", compile(compiles, new CountDownLatch(0)));
      assertThat(r.source()).isEqualTo(ProgramCache.Source.COMPILED);
    }
    assertThat(compiles.get()).isEqualTo(8);
    CircuitBreaker breaker = cache.remote().breaker();
    assertThat(breaker.getState()).isEqualTo(CircuitBreaker.State.OPEN);
    assertThat(breaker.getMetrics().getNumberOfNotPermittedCalls())
        .as("once open, calls are refused without reaching the cache").isPositive();
    assertThat(meters.counter("torchtpu.compile.cache.fallbacks").count()).isEqualTo(8);
    assertThat(meters.get("torchtpu.compile.cache.remote.open").gauge().value()).isEqualTo(1);
    assertThat(meters.counter("torchtpu.compile.cache.requests", "result", "miss").count()).isEqualTo(8);
  }

  @Test
  void aReservationHeldElsewhereTimesOutIntoALocalCompile() throws Exception {
    FakeCompilationCache fake = new FakeCompilationCache();
    fake.reserveForever("stuck");
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    ProgramCache cache = host(serve(fake), "a", settings(500, 300), meters);
    AtomicInteger compiles = new AtomicInteger();
    ProgramCache.Result r = cache.getOrCompile("t", "stuck", "test", compile(compiles, new CountDownLatch(0)));
    assertThat(r.source()).isEqualTo(ProgramCache.Source.COMPILED);
    assertThat(compiles.get()).isEqualTo(1);
    assertThat(meters.counter("torchtpu.compile.cache.fallbacks").count()).isEqualTo(1);
  }

  @Test
  void aCorruptEntryIsNeverServedAndIsReplaced() throws Exception {
    FakeCompilationCache fake = new FakeCompilationCache();
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    String name = serve(fake);
    // a good entry, then flip one byte of its program without fixing the checksum
    AtomicInteger compiles = new AtomicInteger();
    ProgramCache first = host(name, "a", settings(2000, 2000), meters);
    first.getOrCompile("t", "k", "test", compile(compiles, new CountDownLatch(0)));
    CacheEntry good = fake.entry("k");
    byte[] bytes = good.getProgram().toByteArray();
    bytes[bytes.length / 2] ^= 0x5a;
    fake.store("k", good.toBuilder().setProgram(ByteString.copyFrom(bytes)).build());

    ProgramCache second = host(name, "b", settings(2000, 2000), meters);
    ProgramCache.Result r = second.getOrCompile("t", "k", "test", compile(compiles, new CountDownLatch(0)));
    assertThat(r.source()).isEqualTo(ProgramCache.Source.COMPILED);
    assertThat(compiles.get()).isEqualTo(2);
    assertThat(meters.counter("torchtpu.compile.cache.corrupt").count()).isEqualTo(1);
    assertThat(fake.entry("k").getProgram()).as("the rebuilt entry replaced the corrupt one").isEqualTo(good.getProgram());
    assertThat(fake.entry("k").getSha256()).isEqualTo(good.getSha256());
  }

  /**
   * Issue 12 item 2: a writer of the shared cache plants another program (with its correct SHA-256)
   * under the key of a graph a host later compiles. Hosts with the pod secret never run it.
   */
  @Test
  void aPlantedEntryWithoutAPodSealIsNeverRunAndASealedOneIsAHit() throws Exception {
    org.torchtpu.api.security.ProgramSeal seal = org.torchtpu.api.security.ProgramSeal.of("pod-secret-of-this-test-0042");
    FakeCompilationCache fake = new FakeCompilationCache();
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    String name = serve(fake);
    // the attacker's program: a different graph's compile, a valid entry in every other respect
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 16));
    CompiledProgram evil = new GraphCompiler(CompilerTestSupport.EXECUTOR).compile(IrGraph.fromGraph(
        b.graph(b.unary(UnaryOp.Kind.NEGATE, x))), ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, 1);
    CacheEntry planted = ProgramCache.entry(org.torchtpu.server.compiler.ExecutableProgram.load(evil, CompilerTestSupport.EXECUTOR),
        1, "planted");
    AtomicInteger compiles = new AtomicInteger();
    for (CacheEntry bad : List.of(planted, org.torchtpu.api.security.ProgramSeal.of("a-guessed-secret-0123456").seal("k", planted),
        seal.seal("another-key", planted))) {
      fake.store("k", bad);
      ProgramCache victim = host(name, "victim-" + compiles.get(), settings(2000, 2000), meters, seal);
      ProgramCache.Result r = victim.getOrCompile("t", "k", "test", compile(compiles, new CountDownLatch(0)));
      assertThat(r.source()).isEqualTo(ProgramCache.Source.COMPILED);
      assertThat(r.program().proto()).isNotEqualTo(evil);
    }
    assertThat(compiles.get()).isEqualTo(3);
    assertThat(meters.counter("torchtpu.compile.cache.untrusted").count()).isEqualTo(3);

    // an honest host's sealed entry is a hit for the next host
    AtomicInteger honest = new AtomicInteger();
    host(name, "a", settings(2000, 2000), meters, seal).getOrCompile("t", "k2", "test", compile(honest, new CountDownLatch(0)));
    assertThat(fake.entry("k2").getSeal().isEmpty()).isFalse();
    ProgramCache.Result hit = host(name, "b", settings(2000, 2000), meters, seal)
        .getOrCompile("t", "k2", "test", compile(honest, new CountDownLatch(0)));
    assertThat(hit.source()).isEqualTo(ProgramCache.Source.REMOTE);
    assertThat(honest.get()).isEqualTo(1);
  }

  @Test
  void aFailedCompileReleasesItsReservation() throws Exception {
    FakeCompilationCache fake = new FakeCompilationCache();
    ProgramCache cache = host(serve(fake), "a", settings(2000, 2000), new SimpleMeterRegistry());
    assertThatThrownBy(() -> cache.getOrCompile("t", "bad", "test", () -> {
      throw new IllegalStateException("compile failed");
    })).hasMessage("compile failed");
    assertThat(fake.releases.get()).isEqualTo(1);
    assertThat(fake.entry("bad")).isNull();
  }

  @Test
  void withoutARemoteTheLocalTierStillDeduplicates() {
    ProgramCache cache = new ProgramCache(1 << 20, null, "a", CompilerTestSupport.EXECUTOR, new SimpleMeterRegistry());
    AtomicInteger compiles = new AtomicInteger();
    cache.getOrCompile("t", "k", "t", compile(compiles, new CountDownLatch(0)));
    assertThat(cache.getOrCompile("t", "k", "t", compile(compiles, new CountDownLatch(0))).source())
        .isEqualTo(ProgramCache.Source.LOCAL);
    assertThat(compiles.get()).isEqualTo(1);
  }

  /**
   * A compile whose program fails to load (its kernels leave the op out) runs once: the supplier is not called again
   * on the graph its passes already rewrote, and the load error reaches the caller.
   */
  @Test
  void aProgramThatFailsToLoadIsCompiledOnceAndItsLoadErrorReachesTheCaller() {
    ProgramCache cache = new ProgramCache(1 << 20, null, "a", CompilerTestSupport.EXECUTOR, new SimpleMeterRegistry());
    AtomicInteger calls = new AtomicInteger();
    Supplier<CompiledProgram> good = compile(new AtomicInteger(), new CountDownLatch(0));
    assertThatThrownBy(() -> cache.getOrCompile("alice", "k", "t", () -> {
      calls.incrementAndGet();
      return good.get().toBuilder().clearKernels().build();
    })).isInstanceOf(org.torchtpu.server.ir.CompileException.class).hasMessageContaining("out of every kernel");
    assertThat(calls.get()).isEqualTo(1);
    assertThat(cache.localEntries()).isZero();
  }

  /**
   * A caller that waited for another caller's compile of its key, which failed, is not handed that failure (it names
   * the other caller's ops and source locations): it compiles its own graph, counted as a miss and a compile, and
   * keeps it out of the cache.
   */
  @Test
  void aWaiterOnAnotherCallersFailedCompileCompilesItsOwnUncachedAndCounted() throws Exception {
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    ProgramCache cache = new ProgramCache(1 << 20, null, "a", CompilerTestSupport.EXECUTOR, meters);
    AtomicInteger owners = new AtomicInteger();
    AtomicInteger waiters = new AtomicInteger();
    ProgramCache.Result result = waitOnAFailingCompile(cache, owners,
        () -> new org.torchtpu.server.ir.CompileException(org.torchtpu.server.ir.CompileException.Kind.INVALID, 0,
            "op 0 (while at Secret.java:42) is ill-typed"),
        compile(waiters, new CountDownLatch(0))).get(60, java.util.concurrent.TimeUnit.SECONDS);
    assertThat(result.source()).isEqualTo(ProgramCache.Source.COMPILED);
    assertThat(result.program().kernelCount()).isEqualTo(1);
    assertThat(owners.get()).isEqualTo(1);
    assertThat(waiters.get()).isEqualTo(1);
    assertThat(cache.compiles()).as("the waiter's own compile is counted").isEqualTo(1);
    assertThat(meters.get("torchtpu.compile.cache.requests").tag("result", "miss").counter().count()).isEqualTo(2);
    assertThat(meters.get("torchtpu.compile.seconds").timer().count()).isEqualTo(1);
    assertThat(cache.localEntries()).as("the waiter's program is not cached").isZero();
  }

  /** An Error in the compile a caller waited for (the host out of memory) reaches the waiter; it does not compile. */
  @Test
  void aWaiterOnACompileThatHitAnErrorGetsTheErrorAndDoesNotCompile() throws Exception {
    ProgramCache cache = new ProgramCache(1 << 20, null, "a", CompilerTestSupport.EXECUTOR, new SimpleMeterRegistry());
    AtomicInteger owners = new AtomicInteger();
    AtomicInteger waiters = new AtomicInteger();
    CompletableFuture<ProgramCache.Result> waiter = waitOnAFailingCompile(cache, owners,
        () -> new OutOfMemoryError("test: the host is out of heap"), compile(waiters, new CountDownLatch(0)));
    assertThatThrownBy(() -> waiter.get(60, java.util.concurrent.TimeUnit.SECONDS))
        .hasCauseInstanceOf(OutOfMemoryError.class).hasRootCauseMessage("test: the host is out of heap");
    assertThat(waiters.get()).isZero();
    assertThat(cache.compiles()).isZero();
  }

  /**
   * Starts a compile of key "k" that fails with {@code failure} once a second caller waits for it; the second caller
   * asks with {@code waiterCompile}. Its answer.
   */
  private static CompletableFuture<ProgramCache.Result> waitOnAFailingCompile(ProgramCache cache, AtomicInteger owners,
      Supplier<Throwable> failure, Supplier<CompiledProgram> waiterCompile) throws Exception {
    CountDownLatch running = new CountDownLatch(1);
    CountDownLatch fail = new CountDownLatch(1);
    Thread owner = new Thread(() -> {
      try {
        cache.getOrCompile("alice", "k", "t", () -> {
          owners.incrementAndGet();
          running.countDown();
          try {
            fail.await(60, java.util.concurrent.TimeUnit.SECONDS);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          Throwable t = failure.get();
          if (t instanceof Error error) {
            throw error;
          }
          throw (RuntimeException) t;
        });
      } catch (RuntimeException | Error expected) {
        // the owner's own failure
      }
    }, "owner-compile");
    owner.start();
    assertThat(running.await(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
    CompletableFuture<ProgramCache.Result> waiter = new CompletableFuture<>();
    Thread waiting = new Thread(() -> {
      try {
        waiter.complete(cache.getOrCompile("alice", "k", "t", waiterCompile));
      } catch (Throwable t) {
        waiter.completeExceptionally(t);
      }
    }, "waiter-compile");
    waiting.start();
    // fail the owner's compile only once the second caller is parked on it
    long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
    while (!(waiting.getState() == Thread.State.WAITING && inGetOrCompile(waiting)) && System.nanoTime() < deadline) {
      Thread.sleep(5);
    }
    assertThat(inGetOrCompile(waiting)).as("the second caller waits for the first one's compile").isTrue();
    fail.countDown();
    owner.join(60_000);
    return waiter;
  }

  private static boolean inGetOrCompile(Thread t) {
    for (StackTraceElement frame : t.getStackTrace()) {
      if (frame.getClassName().equals(ProgramCache.class.getName()) && frame.getMethodName().equals("getOrCompile")) {
        return true;
      }
    }
    return false;
  }

  /** A compile of a distinct small graph ({@code n} decides a constant), counting its calls. */
  private static Supplier<CompiledProgram> distinct(int n, AtomicInteger calls) {
    return () -> {
      calls.incrementAndGet();
      GraphBuilder b = new GraphBuilder();
      long x = b.param(GraphBuilder.type(DType.F32, 16));
      long y = b.unary(UnaryOp.Kind.TANH, x);
      for (int i = 0; i < n % 7; i++) {
        y = b.unary(UnaryOp.Kind.EXP, y);
      }
      return new GraphCompiler(CompilerTestSupport.EXECUTOR).compile(IrGraph.fromGraph(b.graph(y)), ProgramKind.GRAPH,
          CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, 1);
    };
  }

  /**
   * A tenant compiling many programs fills only its own share of the in-process tier: another tenant's programs stay
   * (its later compiles of them are local hits, no recompile). With one LRU for all, the flood pushed them out.
   */
  @Test
  void aTenantFloodingTheLocalTierLeavesAnotherTenantsProgramsAlone() {
    AtomicInteger probe = new AtomicInteger();
    long programBytes = ExecutableProgram.load(distinct(0, probe).get(), CompilerTestSupport.EXECUTOR)
        .heldBytes();
    // room for about 20 programs on the host, 10 per tenant
    ProgramCache cache = new ProgramCache(20 * programBytes + programBytes / 2, null, "a", CompilerTestSupport.EXECUTOR,
        new SimpleMeterRegistry());
    AtomicInteger victimCompiles = new AtomicInteger();
    for (int i = 0; i < 3; i++) {
      cache.getOrCompile("victim", "victim-" + i, "test", distinct(i, victimCompiles));
    }
    AtomicInteger attackerCompiles = new AtomicInteger();
    for (int i = 0; i < 200; i++) {
      cache.getOrCompile("attacker", "attacker-" + i, "test", distinct(i, attackerCompiles));
    }
    assertThat(attackerCompiles.get()).isEqualTo(200);
    assertThat(cache.localEntries("attacker")).as("the attacker holds at most half the host's bytes")
        .isBetween(1, 10);
    assertThat(cache.localEntries("victim")).isEqualTo(3);
    for (int i = 0; i < 3; i++) {
      assertThat(cache.getOrCompile("victim", "victim-" + i, "test", distinct(i, victimCompiles)).source())
          .isEqualTo(ProgramCache.Source.LOCAL);
    }
    assertThat(victimCompiles.get()).as("no recompile for the victim").isEqualTo(3);
  }

  /**
   * Without keys a program one tenant holds is shared with another asking for its key: no second compile, and each
   * list holds it.
   */
  @Test
  void withoutKeysAProgramHeldForOneTenantIsSharedWithAnotherWithoutACompile() {
    ProgramCache cache = new ProgramCache(1 << 20, null, "a", CompilerTestSupport.EXECUTOR, new SimpleMeterRegistry(),
        null, false);
    AtomicInteger compiles = new AtomicInteger();
    ProgramCache.Result first = cache.getOrCompile("alice", "k", "test", distinct(1, compiles));
    ProgramCache.Result second = cache.getOrCompile("bob", "k", "test", distinct(1, compiles));
    assertThat(second.source()).isEqualTo(ProgramCache.Source.LOCAL);
    assertThat(second.program()).isSameAs(first.program());
    assertThat(compiles.get()).isEqualTo(1);
    assertThat(cache.localEntries("alice")).isEqualTo(1);
    assertThat(cache.localEntries("bob")).isEqualTo(1);
    assertThat(cache.localProgram("carol", "k")).isSameAs(first.program());
  }
}
