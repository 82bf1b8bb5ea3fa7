package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;

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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.security.ProgramSeal;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.ir.IrGraph;

/**
 * With keys on a tenant never gets a program another tenant compiled: not from the host's in-process tier, not by
 * joining another tenant's compile in flight, not from the shared cache. Each case asserts that the second tenant's
 * own compile ran (the compile counters and the source), never a timing. Taking another tenant's program made
 * {@code compile_wall_nanos} and the RPC's latency (about a millisecond against tens for a compile) tell a tenant
 * what other tenants had compiled, whatever {@code cache_hit} said. Without keys (one trusted party) a program is
 * still shared.
 */
class TenantProgramIsolationTest {
  private final List<AutoCloseable> closing = new ArrayList<>();
  private final ExecutorService threads = Executors.newCachedThreadPool();

  @AfterEach
  void close() throws Exception {
    threads.shutdownNow();
    for (AutoCloseable c : closing) {
      c.close();
    }
  }

  private static Graph graph() {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, 64));
    return b.graph(b.unary(UnaryOp.Kind.TANH, b.unary(UnaryOp.Kind.EXP, x)));
  }

  private static ProgramService.Compiled compile(ProgramService programs, String tenant) {
    return programs.compileGraph(tenant, graph(), CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, 1);
  }

  private static ProgramCache hostCache(boolean isolateTenants) {
    return new ProgramCache(64 << 20, null, "h", CompilerTestSupport.EXECUTOR, new SimpleMeterRegistry(), null,
        isolateTenants);
  }

  @Test
  void aTenantCompilesItsOwnProgramWhereAnotherTenantsIsInTheHostsCache() {
    ProgramService programs = new ProgramService(CompilerTestSupport.EXECUTOR, hostCache(true));
    ProgramService.Compiled victims = compile(programs, "victim");
    ProgramService.Compiled attackers = compile(programs, "attacker");
    assertThat(attackers.source()).isEqualTo(ProgramCache.Source.COMPILED);
    assertThat(programs.compiles()).as("the attacker's own compile ran").isEqualTo(2);
    assertThat(attackers.program().proto()).isNotSameAs(victims.program().proto());
    assertThat(attackers.response().getCacheHit()).isFalse();

    ProgramService.Compiled again = compile(programs, "attacker");
    assertThat(again.source()).as("its own copy").isEqualTo(ProgramCache.Source.LOCAL);
    assertThat(again.response().getCacheHit()).isTrue();
    assertThat(programs.compiles()).isEqualTo(2);
  }

  @Test
  void withoutKeysEveryoneSharesOneNamespace() {
    ProgramService programs = new ProgramService(CompilerTestSupport.EXECUTOR, hostCache(false));
    compile(programs, "alice");
    ProgramService.Compiled bobs = compile(programs, "bob");
    assertThat(bobs.source()).isEqualTo(ProgramCache.Source.LOCAL);
    assertThat(bobs.response().getCacheHit()).isTrue();
    assertThat(programs.compiles()).isEqualTo(1);
  }

  private static CompiledProgram program() {
    return new GraphCompiler(CompilerTestSupport.EXECUTOR).compile(IrGraph.fromGraph(graph()), ProgramKind.GRAPH,
        CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, 1);
  }

  /** Compiles {@link #program()} once {@code release} opens, saying when it has started and counting its runs. */
  private static Supplier<CompiledProgram> blocked(CountDownLatch started, CountDownLatch release, AtomicInteger runs) {
    return () -> {
      runs.incrementAndGet();
      started.countDown();
      try {
        release.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException(e);
      }
      return program();
    };
  }

  private static Supplier<CompiledProgram> counted(AtomicInteger runs) {
    return () -> {
      runs.incrementAndGet();
      return program();
    };
  }

  @Test
  void aTenantDoesNotJoinAnotherTenantsCompileInFlight() throws Exception {
    ProgramCache cache = hostCache(true);
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger victimRuns = new AtomicInteger();
    AtomicInteger attackerRuns = new AtomicInteger();
    Future<ProgramCache.Result> victim = threads.submit(
        () -> cache.getOrCompile("victim", "k", "test", blocked(started, release, victimRuns)));
    assertThat(started.await(60, TimeUnit.SECONDS)).isTrue();

    // the victim's compile of k is in flight (its supplier waits on the latch): the attacker compiles its own
    Future<ProgramCache.Result> attacker = threads.submit(
        () -> cache.getOrCompile("attacker", "k", "test", counted(attackerRuns)));
    ProgramCache.Result attackers;
    try {
      attackers = attacker.get(60, TimeUnit.SECONDS); // bounds a hang: joined, it waits for the victim's release
    } finally {
      release.countDown();
    }
    assertThat(attackerRuns.get()).as("the attacker's own compile ran").isEqualTo(1);
    assertThat(attackers.source()).isEqualTo(ProgramCache.Source.COMPILED);
    assertThat(victim.get(60, TimeUnit.SECONDS).program()).isNotSameAs(attackers.program());
    assertThat(victimRuns.get()).isEqualTo(1);
  }

  @Test
  void withoutKeysACompileInFlightIsJoined() throws Exception {
    ProgramCache cache = hostCache(false);
    CountDownLatch started = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    AtomicInteger aliceRuns = new AtomicInteger();
    AtomicInteger bobRuns = new AtomicInteger();
    Future<ProgramCache.Result> alice = threads.submit(
        () -> cache.getOrCompile("alice", "k", "test", blocked(started, release, aliceRuns)));
    assertThat(started.await(60, TimeUnit.SECONDS)).isTrue();
    CompletableFuture<ProgramCache.Result> bob = CompletableFuture.supplyAsync(
        () -> cache.getOrCompile("bob", "k", "test", counted(bobRuns)), threads);
    release.countDown();
    assertThat(bob.get(60, TimeUnit.SECONDS).program()).isSameAs(alice.get(60, TimeUnit.SECONDS).program());
    assertThat(bobRuns.get()).isZero();
    assertThat(cache.compiles()).isEqualTo(1);
  }

  /** A host in front of the shared cache {@code name}, its entries sealed with one pod secret. */
  private ProgramService host(String name, String id, boolean isolateTenants) {
    ManagedChannel channel = InProcessChannelBuilder.forName(name).directExecutor().build();
    RemoteCompilationCache remote = new RemoteCompilationCache(channel, true, new RemoteCompilationCache.Settings(
        Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(60), 4, 3, 50f, Duration.ofMinutes(5)));
    ProgramCache cache = new ProgramCache(64 << 20, remote, id, CompilerTestSupport.EXECUTOR,
        new SimpleMeterRegistry(), ProgramSeal.of("pod secret of this test"), isolateTenants);
    closing.add(cache);
    return new ProgramService(CompilerTestSupport.EXECUTOR, cache);
  }

  private String sharedCache() throws Exception {
    String name = "isolation-cache-" + System.nanoTime();
    Server server = InProcessServerBuilder.forName(name).directExecutor().addService(new FakeCompilationCache())
        .build().start();
    closing.add(server::shutdownNow);
    return name;
  }

  @Test
  void aTenantCompilesItsOwnProgramWhereAnotherTenantsIsInTheSharedCache() throws Exception {
    String shared = sharedCache();
    ProgramService hostA = host(shared, "a", true);
    ProgramService hostB = host(shared, "b", true);
    assertThat(compile(hostA, "victim").source()).isEqualTo(ProgramCache.Source.COMPILED);

    ProgramService.Compiled attackers = compile(hostB, "attacker");
    assertThat(attackers.source()).isEqualTo(ProgramCache.Source.COMPILED);
    assertThat(hostB.compiles()).as("the attacker's own compile ran").isEqualTo(1);
    assertThat(attackers.response().getCacheHit()).isFalse();

    ProgramService.Compiled victimsElsewhere = compile(hostB, "victim");
    assertThat(victimsElsewhere.source()).as("a tenant still shares its own programs across hosts")
        .isEqualTo(ProgramCache.Source.REMOTE);
    assertThat(victimsElsewhere.response().getCacheHit()).isTrue();
    assertThat(hostB.compiles()).isEqualTo(1);
  }

  @Test
  void withoutKeysTheSharedCacheAnswersEveryone() throws Exception {
    String shared = sharedCache();
    compile(host(shared, "a", false), "alice");
    ProgramService hostB = host(shared, "b", false);
    assertThat(compile(hostB, "bob").source()).isEqualTo(ProgramCache.Source.REMOTE);
    assertThat(hostB.compiles()).isZero();
  }
}
