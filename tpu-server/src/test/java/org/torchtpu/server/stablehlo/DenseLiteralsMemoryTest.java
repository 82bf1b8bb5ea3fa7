package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.TensorLiteral;

/**
 * A module's inline constants are charged against {@link ConstantBudget} by their size before they are built, and
 * building one takes about that size: the literal's bytes, not element references, then floats, then bytes (about
 * three times the constant in temporaries, which the budget did not see).
 */
class DenseLiteralsMemoryTest {
  private static final int N = 1 << 22;

  private static String splat(String element, String type) {
    return "func.func @main() -> tensor<" + N + "x" + type + "> {\n  %c = stablehlo.constant dense<" + element + "> : tensor<"
        + N + "x" + type + ">\n  return %c : tensor<" + N + "x" + type + ">\n}";
  }

  private static long allocatedBy(Runnable r) {
    com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = mx.getCurrentThreadAllocatedBytes();
    r.run();
    return mx.getCurrentThreadAllocatedBytes() - before;
  }

  @Test
  void aSplatIsBuiltInAboutItsOwnSize() {
    String f32 = splat("1.5", "f32");
    StableHloImporter.parse(f32); // the parser's and importer's classes loaded and warm
    Graph[] g = new Graph[1];
    long allocated = allocatedBy(() -> g[0] = StableHloImporter.parse(f32));
    long bytes = 4L * N;
    TensorLiteral literal = g[0].getOps(0).getConstant().getValue();
    assertThat(literal.getData().size()).isEqualTo(bytes);
    assertThat(LiteralCodec.toFloats(literal)).containsOnly(1.5f);
    assertThat(allocated).as("heap allocated importing a %d-byte splat", bytes).isLessThan(bytes * 5 / 4);

    String bf16 = splat("-2.75", "bf16");
    long bf16Allocated = allocatedBy(() -> g[0] = StableHloImporter.parse(bf16));
    assertThat(LiteralCodec.toFloats(g[0].getOps(0).getConstant().getValue())).containsOnly(-2.75f);
    assertThat(bf16Allocated).isLessThan(2L * N * 5 / 4);
  }

  @Test
  void aListLiteralConvertsEveryElementAcrossBlocks() {
    // 10,000 elements: past two of the 4,096-element blocks the conversion works in
    int n = 10_000;
    StringBuilder text = new StringBuilder("func.func @main() -> tensor<" + n + "xbf16> {\n  %c = stablehlo.constant dense<[");
    float[] expected = new float[n];
    for (int i = 0; i < n; i++) {
      expected[i] = (i - 5000) * 0.37f;
      text.append(i == 0 ? "" : ", ").append(expected[i]);
    }
    text.append("]> : tensor<").append(n).append("xbf16>\n  return %c : tensor<").append(n).append("xbf16>\n}");
    TensorLiteral literal = StableHloImporter.parse(text.toString()).getOps(0).getConstant().getValue();
    assertThat(literal.getData()).isEqualTo(LiteralCodec.fromFloats(expected, DType.BF16, n).getData());
  }

  private static String zeros(int n) {
    StringBuilder text = new StringBuilder(n * 2 + 200).append("func.func @main() -> tensor<").append(n)
        .append("xf32> {\n  %c = stablehlo.constant dense<[0");
    for (int i = 1; i < n; i++) {
      text.append(",0");
    }
    return text.append("]> : tensor<").append(n).append("xf32>\n  return %c : tensor<").append(n).append("xf32>\n}")
        .toString();
  }

  /**
   * A list literal is parsed into an object per element (about 100 bytes for 2 of text) before any budget saw it:
   * its elements are counted while parsing, and a 2^22-element list is refused, naming the limit, having taken less
   * than twice its constant's size.
   */
  @Test
  void aHugeListLiteralIsRefusedWhileParsing() {
    String small = zeros(MlirAttributeParser.MAX_LIST_ELEMENTS); // at the limit: accepted
    assertThat(LiteralCodec.toFloats(StableHloImporter.parse(small).getOps(0).getConstant().getValue()))
        .hasSize(MlirAttributeParser.MAX_LIST_ELEMENTS).containsOnly(0f);

    String huge = zeros(N);
    Throwable[] refused = new Throwable[1];
    long allocated = allocatedBy(() -> {
      try {
        StableHloImporter.parse(huge);
      } catch (StableHloImportException e) {
        refused[0] = e;
      }
    });
    assertThat(refused[0]).as("a %d-element list literal", N).isNotNull()
        .hasMessageContaining("more than " + MlirAttributeParser.MAX_LIST_ELEMENTS + " elements");
    long bytes = 4L * N;
    assertThat(allocated).as("heap allocated refusing a %d-byte list literal", bytes).isLessThan(2 * bytes);
  }
}
