package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.compiler.CompileStop;
import org.torchtpu.server.exec.RunCancelledException;

/**
 * Recognising an argmax body or a sort comparator evaluates it on probe values, at every inlined call: one import's
 * evaluations are bounded ({@link ScalarProbes#MAX_OPS}) and stoppable, and a region asked the same question again
 * (another call site of its function) is answered from the first time, so an honest module's many call sites cost
 * nothing more.
 */
class ScalarProbesTest {
  /** JAX's argmax over a 2x5 f32 (a 10-op reduce body), {@code padding} dead ops added, {@code calls} call sites. */
  static String argmaxModule(int padding, int calls) {
    StringBuilder main = new StringBuilder();
    for (int c = 0; c < calls; c++) {
      main.append("    %r").append(c).append(" = call @argmax(%arg0) : (tensor<2x5xf32>) -> tensor<2xi32>\n");
    }
    StringBuilder dead = new StringBuilder();
    for (int d = 0; d < padding; d++) {
      dead.append("      %d").append(d).append(" = stablehlo.and %7, %7 : tensor<i1>\n");
    }
    return """
        module @m {
          func.func public @main(%arg0: tensor<2x5xf32>) -> tensor<2xi32> {
        CALLS    return %r0 : tensor<2xi32>
          }
          func.func private @argmax(%arg0: tensor<2x5xf32>) -> tensor<2xi32> {
            %0 = stablehlo.iota dim = 1 : tensor<2x5xi32>
            %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
            %c = stablehlo.constant dense<0> : tensor<i32>
            %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x5xf32>, tensor<2x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
             reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
              %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %4 = stablehlo.or %2, %3 : tensor<i1>
              %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
              %7 = stablehlo.and %5, %6 : tensor<i1>
        DEAD      %8 = stablehlo.or %4, %7 : tensor<i1>
              %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
              %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
              stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
            }
            return %1#1 : tensor<2xi32>
          }
        }
        """.replace("CALLS", main).replace("DEAD", dead);
  }

  /** {@code jnp.sort(x)} with its value carried (JAX's float comparator, 16 ops), called {@code calls} times. */
  static String jaxSortModule(int calls) {
    StringBuilder main = new StringBuilder();
    for (int c = 0; c < calls; c++) {
      main.append("    %r").append(c).append(":2 = call @s(%arg0, %arg1) : (tensor<5xf32>, tensor<5xf32>) -> ")
          .append("(tensor<5xf32>, tensor<5xf32>)\n");
    }
    return """
        module @m {
          func.func public @main(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> tensor<5xf32> {
        CALLS    return %r0#0 : tensor<5xf32>
          }
          func.func private @s(%arg0: tensor<5xf32>, %arg1: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
            %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
            ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>):
              %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %1 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %2 = stablehlo.select %1, %cst_0, %arg2 : tensor<i1>, tensor<f32>
              %3 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
              %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
              %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %5 = stablehlo.compare EQ, %arg3, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
              %6 = stablehlo.select %5, %cst_3, %arg3 : tensor<i1>, tensor<f32>
              %7 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
              %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
              %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
              %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
              stablehlo.return %9 : tensor<i1>
            }) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
            return %0#0, %0#1 : tensor<5xf32>, tensor<5xf32>
          }
        }
        """.replace("CALLS", main);
  }

  private static long sorts(Graph g) {
    return g.getOpsList().stream().filter(Op::hasSort).count();
  }

  /**
   * An argmax body of 45,000 (dead) ops: recognising it evaluates it about 47 times, past the import's bound; the
   * refusal names the module's size and the bound. Before, its probes were counted by nothing (100 call sites of a
   * 20,000-op body took 20 s of CPU and 2.1 GB) and this one imported.
   */
  @Test
  void anArgmaxBodyTooLargeToProbeIsRefusedByTheBound() {
    assertThatThrownBy(() -> StableHloImporter.parse(argmaxModule(45_000, 1)))
        .isInstanceOf(StableHloImportException.class)
        .hasMessageStartingWith("module too large to import at line 10")
        .hasMessageContaining("more than " + ScalarProbes.MAX_OPS + " op evaluations")
        .hasMessageContaining("this region has 45010 ops");
  }

  /**
   * A simulation no longer wanted stops in the probes: the module's function bodies have a few ops each, so the
   * importer's own op loop never asks (it asks every 1,024 ops); before, this imported to its end.
   */
  @Test
  void argmaxProbesStopWhenTheImportIsNoLongerWanted() {
    String module = argmaxModule(1_000, 1); // every body under 1,024 ops: the parse and the op loop never ask
    assertThatThrownBy(() -> CompileStop.whileWanted(() -> true, () -> StableHloImporter.parse(module)))
        .isInstanceOf(RunCancelledException.class);
  }

  /**
   * JAX's own sort comparator at 1,000 call sites (each costs 5,376 op evaluations to recognise): recognised once,
   * so the module imports; before, the call sites' probes (5.4M) were refused by the bound.
   */
  @Test
  void aJaxSortCalledAThousandTimesImports() {
    Graph g = StableHloImporter.parse(jaxSortModule(1_000));
    assertThat(sorts(g)).isEqualTo(1_000);
    assertThat(g.getOpsList().stream().filter(Op::hasSort).map(o -> o.getSort().getDescending()).distinct().toList())
        .isEqualTo(List.of(false));
  }

  /** A 20,000-op argmax body at 100 call sites (the review's 1 MB repro) is probed once: it imports, as argmax. */
  @Test
  void aLargeArgmaxBodyAtManyCallSitesIsProbedOnce() {
    Graph g = StableHloImporter.parse(argmaxModule(20_000, 100));
    assertThat(g.getOpsList().stream().filter(Op::hasArgReduce).count()).isEqualTo(100);
  }

  /**
   * The recognition is remembered per captured value too: the same comparator reading a flag its call site passes
   * (false: ascending, true: descending) is asked again for the other flag.
   */
  @Test
  void aComparatorReadingACapturedFlagIsRecognisedPerFlag() {
    Graph g = StableHloImporter.parse("""
        func.func public @main(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
          %f = stablehlo.constant dense<false> : tensor<i1>
          %t = stablehlo.constant dense<true> : tensor<i1>
          %up = call @s(%x, %f) : (tensor<5xf32>, tensor<i1>) -> tensor<5xf32>
          %down = call @s(%x, %t) : (tensor<5xf32>, tensor<i1>) -> tensor<5xf32>
          return %up, %down : tensor<5xf32>, tensor<5xf32>
        }
        func.func private @s(%x: tensor<5xf32>, %flip: tensor<i1>) -> tensor<5xf32> {
          %0 = "stablehlo.sort"(%x) <{dimension = 0 : i64, is_stable = true}> ({
          ^bb0(%a: tensor<f32>, %b: tensor<f32>):
            %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %gt = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
            %r = stablehlo.select %flip, %gt, %lt : tensor<i1>, tensor<i1>
            stablehlo.return %r : tensor<i1>
          }) : (tensor<5xf32>) -> tensor<5xf32>
          return %0 : tensor<5xf32>
        }
        """);
    assertThat(g.getOpsList().stream().filter(Op::hasSort).map(o -> o.getSort().getDescending()).toList())
        .containsExactly(false, true);
  }
}
