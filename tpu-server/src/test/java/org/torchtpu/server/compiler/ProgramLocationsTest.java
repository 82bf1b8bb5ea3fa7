package org.torchtpu.server.compiler;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * The stored program of a graph carries no top-level source locations, only each op's canonical origin; each caller
 * runs it with its own loop's location, through CSE (the first op's origin survives) and DCE.
 */
class ProgramLocationsTest {
  private static final String MODULE = """
      func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
        %a = stablehlo.exponential %x : tensor<4xf32>
        %b = stablehlo.exponential %x : tensor<4xf32>
        %d = stablehlo.negate %x : tensor<4xf32>
        %c = stablehlo.add %a, %b : tensor<4xf32>
        %w = stablehlo.while(%it = %c) : tensor<4xf32>
        cond {
          %t = stablehlo.constant dense<true> : tensor<i1>
          stablehlo.return %t : tensor<i1>
        } do {
          %n = stablehlo.negate %it : tensor<4xf32>
          stablehlo.return %n : tensor<4xf32>
        }
        return %w : tensor<4xf32>
      }""";

  private static IrGraph canonical(Graph g) {
    IrGraph canonical = IrGraph.fromGraph(g);
    canonical.renumber();
    return canonical;
  }

  /** The module's ops moved to {@code file}, line 100 + their stablehlo line. */
  private static Graph movedTo(Graph g, String file) {
    Graph.Builder b = g.toBuilder();
    for (int i = 0; i < b.getOpsCount(); i++) {
      SourceLocation at = b.getOps(i).getLocation();
      b.setOps(i, b.getOps(i).toBuilder().setLocation(at.toBuilder().setFile(file).setLine(100 + at.getLine())));
    }
    return b.build();
  }

  private static String lines(List<Op> ops) {
    StringBuilder s = new StringBuilder();
    for (Op op : ops) {
      s.append(op.getKindCase()).append('@').append(op.getLocation().getFile()).append(':')
          .append(op.getLocation().getLine()).append(' ');
    }
    return s.toString().trim();
  }

  @Test
  void theStoredProgramHasNoTopLevelLocationsAndEachCallerGetsItsOwn() {
    Graph alices = StableHloImporter.parse(MODULE);
    IrGraph canonical = canonical(alices);
    java.util.Map<Integer, SourceLocation> aliceLines = ProgramLocations.of(canonical);
    assertThat(aliceLines).as("only the loop's line is kept: a run names no other").hasSize(1);
    String key = ProgramKeys.graphKey(canonical, CompileOptions.getDefaultInstance(), Generation.V5E, 1);
    CompiledProgram stored = ProgramLocations.shared(canonical, () -> new GraphCompiler(CompilerTestSupport.EXECUTOR)
        .compile(canonical, ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), CompilerTestSupport.V5E, 1));

    assertThat(stored.getGraph().getOpsList()).as("CSE and DCE ran").hasSize(3)
        .allMatch(op -> !op.hasLocation(), "carries no location");
    // the first exponential survives CSE, the dead negate is gone: canonical ops 0, 3 (add) and 4 (while)
    assertThat(stored.getOpOriginsList()).containsExactly(0, 3, 4);
    ExecutableProgram program = ExecutableProgram.load(stored, CompilerTestSupport.EXECUTOR);

    assertThat(lines(ProgramLocations.locatedAt(program, aliceLines).ops()))
        .isEqualTo("UNARY@:0 BINARY@:0 WHILE@stablehlo:6");

    Graph bobs = movedTo(alices, "Bob.java");
    IrGraph bobsCanonical = canonical(bobs);
    assertThat(ProgramKeys.graphKey(bobsCanonical, CompileOptions.getDefaultInstance(), Generation.V5E, 1))
        .as("the same ops from other lines: one key").isEqualTo(key);
    ExecutableProgram located = ProgramLocations.locatedAt(program, ProgramLocations.of(bobsCanonical));
    assertThat(lines(located.ops())).isEqualTo("UNARY@:0 BINARY@:0 WHILE@Bob.java:106");
    assertThat(located.proto()).isSameAs(stored);
    assertThat(lines(program.ops())).as("the shared program is untouched").isEqualTo("UNARY@:0 BINARY@:0 WHILE@:0");

    // a caller without locations runs the shared program as it is
    assertThat(ProgramLocations.locatedAt(program, ProgramLocations.of(canonical(movedTo(alices, "")
        .toBuilder().clearOps().addAllOps(alices.getOpsList().stream().map(op -> op.toBuilder().clearLocation().build())
            .toList()).build())))).isSameAs(program);
  }
}
