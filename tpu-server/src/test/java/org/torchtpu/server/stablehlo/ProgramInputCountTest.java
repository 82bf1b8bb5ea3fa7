package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;
import org.torchtpu.service.error.DomainException;

/** A program run with too few or too many inputs is refused at the start, naming both counts, for every caller. */
class ProgramInputCountTest {
  private static final Executor EXECUTOR = new Executor();

  @Test
  void aRunWithTheWrongInputCountIsADomainErrorNamingBothCounts() {
    ExecutableProgram program = ExecutableProgram.compile(new GraphCompiler(EXECUTOR), IrGraph.fromGraph(
        StableHloImporter.parse("""
            func.func public @main(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
              %0 = stablehlo.add %x, %y : tensor<4xf32>
              return %0 : tensor<4xf32>
            }
            """)), ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), EXECUTOR);
    DeviceArray x = DeviceArray.ofFloats(DType.F32, new int[] {4}, new float[] {1, 2, 3, 4});
    for (List<DeviceArray> wrong : List.of(List.of(x), List.of(x, x, x))) {
      assertThatThrownBy(() -> program.run(wrong, EXECUTOR, false))
          .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.INVALID))
          .hasMessageContaining("takes 2 inputs")
          .hasMessageContaining("got " + wrong.size());
    }
    assertThat(program.run(List.of(x, x), EXECUTOR, false).get(0).floats()).containsExactly(2, 4, 6, 8);
  }
}
