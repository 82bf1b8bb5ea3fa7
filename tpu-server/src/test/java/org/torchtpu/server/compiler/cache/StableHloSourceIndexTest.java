package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.ChipSpec;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.stablehlo.StableHloImporter;

/**
 * A Compile of StableHLO text is looked up by the text's content before it is imported: a tenant repeating a Compile
 * of a large module costs the host a SHA-256, not an import. Each tenant's lookups are its own, and anything that
 * changes the program (argument types, options, generation) is part of the key.
 */
class StableHloSourceIndexTest {
  private static final String MODULE = """
      func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
        %y = stablehlo.add %x, %x : tensor<4xf32>
        return %y : tensor<4xf32>
      }""";
  private static final ChipSpec V5E = ChipSpecs.of(Generation.V5E);

  private final ProgramService programs = new ProgramService(new Executor(),
      new ProgramCache(1 << 20, null, "h", new Executor(), new SimpleMeterRegistry()));
  private final AtomicInteger imports = new AtomicInteger();

  private ProgramService.Compiled compile(String tenant, String text, List<TensorType> args, CompileOptions options,
      ChipSpec spec) {
    Supplier<Graph> importer = () -> {
      imports.incrementAndGet();
      return StableHloImporter.parse(text);
    };
    return programs.compileStableHlo(tenant, ByteString.copyFromUtf8(text), args, importer, options, spec);
  }

  @Test
  void aRepeatedCompileOfTheSameTextSkipsTheImportAndGetsTheSameProgram() {
    ProgramService.Compiled first = compile("alice", MODULE, List.of(), CompileOptions.getDefaultInstance(), V5E);
    ProgramService.Compiled again = compile("alice", MODULE, List.of(), CompileOptions.getDefaultInstance(), V5E);
    assertThat(imports).hasValue(1);
    assertThat(again.key()).isEqualTo(first.key());
    assertThat(again.program()).isSameAs(first.program());
    assertThat(again.source()).isEqualTo(ProgramCache.Source.LOCAL);
    assertThat(programs.sourceHits()).isEqualTo(1);
  }

  /**
   * A repeated compile answered by the source index, without an import, still runs with the tenant's own loop line:
   * the cached program carries none (ProgramLocations), the index entry keeps the tenant's.
   */
  @Test
  void aRepeatedCompileOfALoopWithoutAnImportKeepsTheTenantsOwnLoopLine() {
    String loop = """
        func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
          %w = stablehlo.while(%it = %x) : tensor<4xf32>
          cond {
            %t = stablehlo.constant dense<true> : tensor<i1>
            stablehlo.return %t : tensor<i1>
          } do {
            %n = stablehlo.negate %it : tensor<4xf32>
            stablehlo.return %n : tensor<4xf32>
          }
          return %w : tensor<4xf32>
        }""";
    ProgramService.Compiled first = compile("alice", loop, List.of(), CompileOptions.getDefaultInstance(), V5E);
    ProgramService.Compiled again = compile("alice", loop, List.of(), CompileOptions.getDefaultInstance(), V5E);
    assertThat(imports).hasValue(1);
    assertThat(again.program().proto()).as("the cache's one program").isSameAs(first.program().proto());
    assertThat(first.program().proto().getGraph().getOpsList()).allMatch(op -> !op.hasLocation());
    for (ProgramService.Compiled c : List.of(first, again)) {
      assertThat(c.program().ops()).filteredOn(op -> op.hasWhile()).singleElement()
          .satisfies(op -> assertThat(op.getLocation().getFile() + ":" + op.getLocation().getLine())
              .isEqualTo("stablehlo:2"));
    }
  }

  @Test
  void anotherTenantsFirstCompileOfTheSameTextImportsItself() {
    ProgramService.Compiled alice = compile("alice", MODULE, List.of(), CompileOptions.getDefaultInstance(), V5E);
    ProgramService.Compiled bob = compile("bob", MODULE, List.of(), CompileOptions.getDefaultInstance(), V5E);
    assertThat(imports).hasValue(2); // its lookups are its own: no faster answer tells it alice sent the module
    assertThat(bob.key()).isEqualTo(alice.key()); // the compiled program is still shared by its graph key
    compile("bob", MODULE, List.of(), CompileOptions.getDefaultInstance(), V5E);
    assertThat(imports).hasValue(2);
  }

  @Test
  void everythingThatChangesTheProgramIsInTheKey() {
    compile("alice", MODULE, List.of(), CompileOptions.getDefaultInstance(), V5E);
    compile("alice", MODULE + "\n", List.of(), CompileOptions.getDefaultInstance(), V5E); // other text
    compile("alice", MODULE, List.of(TensorType.newBuilder().setDtype(DType.F32).addDims(4).build()),
        CompileOptions.getDefaultInstance(), V5E);
    compile("alice", MODULE, List.of(), CompileOptions.newBuilder().addDisabledPasses(org.torchtpu.server.compiler.CsePass.NAME).build(), V5E);
    ProgramService.Compiled v6e = compile("alice", MODULE, List.of(), CompileOptions.getDefaultInstance(),
        ChipSpecs.of(Generation.V6E));
    assertThat(imports).hasValue(5);
    assertThat(v6e.key()).isNotEqualTo(compile("alice", MODULE, List.of(), CompileOptions.getDefaultInstance(), V5E)
        .key());
    assertThat(imports).hasValue(5);
  }

  @Test
  void aFailedImportIsNotRemembered() {
    String broken = "func.func @main( {";
    for (int i = 0; i < 2; i++) {
      try {
        compile("alice", broken, List.of(), CompileOptions.getDefaultInstance(), V5E);
      } catch (RuntimeException expected) {
        // refused each time, by the importer
      }
    }
    assertThat(imports).hasValue(2);
  }
}
