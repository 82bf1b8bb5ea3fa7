package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * {@code cache_hit} must not tell a tenant whether another tenant holds a program on the host. The attack: the
 * attacker compiles X (its own earlier compile, so a later one may be told a hit), then compiles enough other programs
 * that its own share of the in-process tier lets X go, then compiles X again. A host without a shared cache (keys on
 * and no pod secret, or none configured) answered that last compile from the victim's copy, told as a hit, when the
 * victim held X, and compiled it (a miss) when not: a one-bit oracle on another tenant's programs. The answer must be
 * the one the attacker would get on a host of its own.
 */
class CacheHitOracleTest {
  private static final int FLOOD = 12;

  /** A graph whose parameter has {@code n} elements: distinct {@code n}, distinct program (and key). */
  private static Graph graph(int n) {
    GraphBuilder b = new GraphBuilder();
    long x = b.param(GraphBuilder.type(DType.F32, n));
    return b.graph(b.unary(UnaryOp.Kind.TANH, b.unary(UnaryOp.Kind.EXP, x)));
  }

  private final List<AutoCloseable> closing = new ArrayList<>();

  @AfterEach
  void close() throws Exception {
    for (AutoCloseable c : closing) {
      c.close();
    }
  }

  /** A host with room for about four programs in its in-process tier (two per tenant) and no shared cache. */
  private static ProgramService host() {
    return new ProgramService(CompilerTestSupport.EXECUTOR, new ProgramCache(localBytes(), null, "h",
        CompilerTestSupport.EXECUTOR, new SimpleMeterRegistry()));
  }

  private static long localBytes() {
    ExecutableProgram one = ExecutableProgram.load(new org.torchtpu.server.compiler.GraphCompiler(
        CompilerTestSupport.EXECUTOR).compile(org.torchtpu.server.ir.IrGraph.fromGraph(graph(64)),
        org.torchtpu.api.v1.ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, 1),
        CompilerTestSupport.EXECUTOR);
    return 4 * one.serializedBytes() + 64;
  }

  /** As {@link #host()}, in front of a shared cache of its own (an in-process fake of the service). */
  private ProgramService hostWithSharedCache() throws Exception {
    String name = "oracle-cache-" + System.nanoTime();
    Server server = InProcessServerBuilder.forName(name).directExecutor().addService(new FakeCompilationCache())
        .build().start();
    closing.add(server::shutdownNow);
    ManagedChannel channel = InProcessChannelBuilder.forName(name).directExecutor().build();
    RemoteCompilationCache remote = new RemoteCompilationCache(channel, true, new RemoteCompilationCache.Settings(
        Duration.ofSeconds(30), Duration.ofSeconds(3), Duration.ofSeconds(60), 4, 3, 50f, Duration.ofMinutes(5)));
    ProgramCache cache = new ProgramCache(localBytes(), remote, "h", CompilerTestSupport.EXECUTOR,
        new SimpleMeterRegistry());
    closing.add(cache);
    return new ProgramService(CompilerTestSupport.EXECUTOR, cache);
  }

  private static boolean compileGraph(ProgramService programs, String tenant, int n) {
    ProgramService.Compiled c = programs.compileGraph(tenant, graph(n), CompileOptions.getDefaultInstance(),
        CompilerTestSupport.V5E, 1);
    return programs.hitFor(tenant, c);
  }

  /** What the attacker is told for its second compile of X, with or without the victim holding X meanwhile. */
  private static boolean attackerSecondHit(boolean victimHoldsX) {
    return attackerSecondHit(host(), victimHoldsX);
  }

  private static boolean attackerSecondHit(ProgramService programs, boolean victimHoldsX) {
    assertThat(compileGraph(programs, "attacker", 64)).isFalse();
    if (victimHoldsX) {
      compileGraph(programs, "victim", 64);
    }
    for (int i = 0; i < FLOOD; i++) {
      compileGraph(programs, "attacker", 1000 + i); // pushes X out of the attacker's own share
    }
    assertThat(programs.cache().localEntries("attacker")).isLessThanOrEqualTo(2);
    return compileGraph(programs, "attacker", 64);
  }

  @Test
  void aGraphCompilesHitDoesNotTellWhetherAnotherTenantHoldsTheProgram() {
    boolean alone = attackerSecondHit(false);
    boolean besideVictim = attackerSecondHit(true);
    assertThat(besideVictim).as("the attacker's answer with the victim holding X equals its answer alone (%s)", alone)
        .isEqualTo(alone);
  }

  /**
   * With a shared cache the attacker's own earlier compile is found there whether or not the victim holds X here: a
   * hit either way (the program handed over is the victim's copy or the shared cache's, the answer is the same).
   */
  @Test
  void withASharedCacheTheAnswerIsTheOwnEarlierCompilesEitherWay() throws Exception {
    assertThat(attackerSecondHit(hostWithSharedCache(), false)).isTrue();
    assertThat(attackerSecondHit(hostWithSharedCache(), true)).isTrue();
  }

  @Test
  void aTenantsOwnProgramStillInItsShareIsAHit() {
    ProgramService programs = host();
    assertThat(compileGraph(programs, "alice", 64)).isFalse();
    assertThat(compileGraph(programs, "alice", 64)).isTrue();
    assertThat(compileGraph(programs, "bob", 64)).as("bob never compiled it: not a hit").isFalse();
    assertThat(compileGraph(programs, "bob", 64)).as("bob's own earlier compile, still in his share").isTrue();
  }

  private static final String MODULE = """
      func.func @main(%x: tensor<64xf32>) -> tensor<64xf32> {
        %y = stablehlo.exponential %x : tensor<64xf32>
        %z = stablehlo.tanh %y : tensor<64xf32>
        return %z : tensor<64xf32>
      }""";

  /** The same attack through StableHLO text, whose repeat is answered by the source index before any import. */
  private static boolean attackerSecondTextHit(boolean victimHoldsX) {
    ProgramService programs = host();
    assertThat(compileText(programs, "attacker")).isFalse();
    if (victimHoldsX) {
      compileText(programs, "victim");
    }
    for (int i = 0; i < FLOOD; i++) {
      compileGraph(programs, "attacker", 1000 + i);
    }
    return compileText(programs, "attacker");
  }

  private static boolean compileText(ProgramService programs, String tenant) {
    ProgramService.Compiled c = programs.compileStableHlo(tenant, ByteString.copyFromUtf8(MODULE), List.of(),
        () -> StableHloImporter.parse(MODULE), CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E);
    return programs.hitFor(tenant, c);
  }

  @Test
  void aStableHloCompilesHitDoesNotTellWhetherAnotherTenantHoldsTheProgram() {
    boolean alone = attackerSecondTextHit(false);
    boolean besideVictim = attackerSecondTextHit(true);
    assertThat(besideVictim).as("the attacker's answer with the victim holding X equals its answer alone (%s)", alone)
        .isEqualTo(alone);
  }
}
