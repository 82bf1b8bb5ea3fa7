package org.torchtpu.server.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CallOp;
import org.torchtpu.api.v1.CompileRequest;
import org.torchtpu.api.v1.CompileResponse;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.ExecuteRequest;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * A compiled program is shared by every tenant that compiles the same graph (the host's cache, the shared
 * compilation cache), and its key leaves the ops' source locations out, so the same ops sent from other lines hit.
 * The SDK writes the caller's class and method there ("com.alice.fraud.Model.step"): the stored program must not keep
 * the first tenant's, or a later tenant's loop past its trip limit names them in its own error (or text the first
 * one chose to plant there). Keys on, two tenants, each through its own key.
 */
class CompiledProgramLocationsTest {
  /** A loop whose condition never turns false: a Debug call stops at the trip limit, naming the loop. */
  private static final String ENDLESS = """
      func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
        %0 = stablehlo.while(%it = %arg0) : tensor<4xf32>
        cond {
          %t = stablehlo.constant dense<true> : tensor<i1>
          stablehlo.return %t : tensor<i1>
        } do {
          %n = stablehlo.negate %it : tensor<4xf32>
          stablehlo.return %n : tensor<4xf32>
        }
        return %0 : tensor<4xf32>
      }
      """;

  /** The endless loop as a graph whose while op was traced at {@code where}. */
  private static Graph endlessLoopAt(SourceLocation where) {
    Graph g = StableHloImporter.parse(ENDLESS);
    Graph.Builder b = g.toBuilder();
    int loops = 0;
    for (int i = 0; i < b.getOpsCount(); i++) {
      if (b.getOps(i).getKindCase() == Op.KindCase.WHILE) {
        b.setOps(i, b.getOps(i).toBuilder().setLocation(where));
        loops++;
      }
    }
    assertThat(loops).isEqualTo(1);
    return b.build();
  }

  private static SourceLocation at(String file, int line, String function) {
    return SourceLocation.newBuilder().setFile(file).setLine(line).setFunction(function).build();
  }

  /** Compiles {@code graph} in a fresh Debug session of {@code tenant} and calls it: the loop-limit error. */
  private static StatusRuntimeException callEndless(KeyedRuntime rt, String tenant, Graph graph) throws Exception {
    return callEndless(rt, tenant, graph, SourceLocation.getDefaultInstance());
  }

  /** As above, the call itself made at {@code callSite}. */
  private static StatusRuntimeException callEndless(KeyedRuntime rt, String tenant, Graph graph,
      SourceLocation callSite) throws Exception {
    String s = rt.open(tenant, EagerMode.DEBUG);
    CompileResponse compiled = rt.as(tenant).compile(CompileRequest.newBuilder().setSessionId(s).setGraph(graph).build());
    DeviceArray x = DeviceArray.ofFloats(DType.F32, new int[] {4}, new float[] {1, 2, 3, 4});
    rt.upload(tenant, s, 1, x);
    Op call = Op.newBuilder().setLocation(callSite).addOperands(1).addResults(2).setCall(CallOp.newBuilder()
        .setProgramId(compiled.getProgramId()).addParameterTypes(x.type())
        .addAllResultTypes(compiled.getOutputTypesList())).build();
    StatusRuntimeException e = catchThrowableOfType(() -> rt.as(tenant).execute(ExecuteRequest.newBuilder()
        .setSessionId(s).setFirstSequence(1).addOps(call).build()), StatusRuntimeException.class);
    assertThat(e).as("the endless loop must stop at the trip limit").isNotNull();
    assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
    return e;
  }

  @Test
  void anotherTenantsCompileOfTheSameOpsNeverShowsTheFirstTenantsSourceLocations() throws Exception {
    try (KeyedRuntime rt = new KeyedRuntime("alice", "bob")) {
      StatusRuntimeException alices = callEndless(rt, "alice",
          endlessLoopAt(at("FraudModel.java", 42, "com.alicecorp.fraud.FraudModel.secretStep")));
      assertThat(alices.getMessage()).as("alice's own loop, named by her own line")
          .contains("while at FraudModel.java:42 (com.alicecorp.fraud.FraudModel.secretStep): its condition was still true");
      long compiles = rt.cache.compiles();

      StatusRuntimeException bobs = callEndless(rt, "bob", endlessLoopAt(at("Train.java", 7, "org.bob.Train.step")),
          at("Train.java", 12, "org.bob.Train.main"));
      assertThat(rt.cache.compiles()).as("bob's compile is alice's program, from the host's cache").isEqualTo(compiles);
      assertThat(bobs.getMessage())
          .contains("op #1 call at Train.java:12 (org.bob.Train.main)") // the failed call: bob's own call site
          .contains("while at Train.java:7 (org.bob.Train.step): its condition was still true") // bob's own loop line
          .doesNotContain("FraudModel").doesNotContain("alicecorp").doesNotContain("secretStep");

      // the same ops sent with no location at all: still nothing of alice's
      StatusRuntimeException bare = callEndless(rt, "bob", endlessLoopAt(SourceLocation.getDefaultInstance()));
      assertThat(bare.getMessage()).contains("while: its condition was still true")
          .doesNotContain("FraudModel").doesNotContain("alicecorp").doesNotContain("secretStep");
    }
  }

  /** Alice's program still names her own lines when she compiles it again, served from the cache. */
  @Test
  void aTenantsOwnProgramFromTheCacheNamesItsOwnLines() throws Exception {
    try (KeyedRuntime rt = new KeyedRuntime("alice", "bob")) {
      callEndless(rt, "bob", endlessLoopAt(at("Train.java", 7, "org.bob.Train.step")));
      long compiles = rt.cache.compiles();
      StatusRuntimeException alices = callEndless(rt, "alice",
          endlessLoopAt(at("FraudModel.java", 42, "com.alicecorp.fraud.FraudModel.secretStep")));
      assertThat(rt.cache.compiles()).as("alice's compile is bob's program, from the host's cache").isEqualTo(compiles);
      assertThat(alices.getMessage())
          .contains("while at FraudModel.java:42 (com.alicecorp.fraud.FraudModel.secretStep): its condition")
          .doesNotContain("Train.java").doesNotContain("org.bob");
    }
  }

  /** The same ops from other lines are still one program: a tenant's (or another's) compile from elsewhere hits. */
  @Test
  void theSameOpsFromOtherLinesStillShareOneCompile() throws Exception {
    try (KeyedRuntime rt = new KeyedRuntime("alice", "bob")) {
      String a = rt.open("alice", EagerMode.DEBUG);
      String b = rt.open("bob", EagerMode.DEBUG);
      CompileResponse first = rt.as("alice").compile(CompileRequest.newBuilder().setSessionId(a)
          .setGraph(endlessLoopAt(at("Example.java", 3, "org.torchtpu.examples.Example.main"))).build());
      long compiles = rt.cache.compiles();
      CompileResponse second = rt.as("bob").compile(CompileRequest.newBuilder().setSessionId(b)
          .setGraph(endlessLoopAt(at("Other.java", 9, "org.bob.Other.run"))).build());
      assertThat(second.getProgramId()).isEqualTo(first.getProgramId());
      assertThat(rt.cache.compiles()).isEqualTo(compiles); // served from the host's cache, not compiled again
    }
  }

  /**
   * A tenant compiling a key while another tenant's compile of it runs waits for that compile; when it fails, its
   * exception (naming the first tenant's op and where it was traced) is not handed on: the waiter compiles its own.
   */
  @Test
  void anotherTenantsFailedCompileOfTheSameKeyIsNotHandedOn() throws Exception {
    try (KeyedRuntime rt = new KeyedRuntime("alice", "bob")) {
      Graph bobs = endlessLoopAt(at("Train.java", 7, "org.bob.Train.step"));
      org.torchtpu.server.ir.IrGraph canonical = org.torchtpu.server.ir.IrGraph.fromGraph(bobs);
      canonical.renumber();
      String key = org.torchtpu.server.compiler.ProgramKeys.graphKey(canonical,
          org.torchtpu.api.v1.CompileOptions.getDefaultInstance(), org.torchtpu.api.v1.Generation.V5E, 1);
      java.util.concurrent.CountDownLatch running = new java.util.concurrent.CountDownLatch(1);
      java.util.concurrent.CountDownLatch fail = new java.util.concurrent.CountDownLatch(1);
      // alice's compile of the same key, running through the host's cache as Compile runs it, fails naming her op
      Thread alices = new Thread(() -> {
        try {
          rt.cache.getOrCompile("alice", key, "alice's graph", () -> {
            running.countDown();
            try {
              fail.await(60, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            throw new org.torchtpu.server.ir.CompileException(org.torchtpu.server.ir.CompileException.Kind.INVALID, 0,
                "op 0 (while at FraudModel.java:42) in com.alicecorp.fraud.FraudModel.secretStep is ill-typed");
          });
        } catch (org.torchtpu.server.ir.CompileException expected) {
          // alice's own failure
        }
      }, "alice-compile");
      alices.start();
      assertThat(running.await(60, java.util.concurrent.TimeUnit.SECONDS)).isTrue();

      String b = rt.open("bob", EagerMode.DEBUG);
      java.util.concurrent.CompletableFuture<Object> bobsCompile = java.util.concurrent.CompletableFuture.supplyAsync(
          () -> {
            try {
              return rt.as("bob").compile(CompileRequest.newBuilder().setSessionId(b).setGraph(bobs).build());
            } catch (StatusRuntimeException e) {
              return e;
            }
          });
      // once bob's call waits for alice's compile of the key, alice's fails
      long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(60);
      while (!waitsForAnotherCompile(alices) && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      assertThat(waitsForAnotherCompile(alices)).as("bob's Compile waits for alice's compile of the key").isTrue();
      fail.countDown();
      alices.join(60_000);

      Object answer = bobsCompile.get(60, java.util.concurrent.TimeUnit.SECONDS);
      assertThat(answer).as("bob's own compile, not alice's failure").isInstanceOf(CompileResponse.class);
      assertThat(((CompileResponse) answer).getProgramId()).isEqualTo(key);
    }
  }

  /** Whether a thread other than {@code compiling} is parked waiting for a compile in flight in the program cache. */
  private static boolean waitsForAnotherCompile(Thread compiling) {
    for (java.util.Map.Entry<Thread, StackTraceElement[]> t : Thread.getAllStackTraces().entrySet()) {
      if (t.getKey() == compiling || t.getKey().getState() != Thread.State.WAITING) {
        continue;
      }
      for (StackTraceElement frame : t.getValue()) {
        if (frame.getClassName().endsWith("compiler.cache.ProgramCache") && frame.getMethodName().equals("getOrCompile")) {
          return true;
        }
      }
    }
    return false;
  }
}
