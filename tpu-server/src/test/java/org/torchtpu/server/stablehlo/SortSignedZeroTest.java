package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.server.exec.DeviceArray;

/**
 * JAX's sort comparator holds -0 and +0 equal in a key: their order is kept, or the next key decides. The modules
 * are JAX's own ({@code jax.jit(lambda ...: lax.sort(..., num_keys=k)).lower(...)}, jax 0.10.2), the expected
 * numbers JAX's on CPU. The op set's sort orders -0 before +0, which gave [0, 2, 1, 3] / [40, 20, 30, 10] below.
 */
class SortSignedZeroTest {
  private static List<float[]> run(String resource, float[]... inputs) throws IOException {
    String mlir;
    try (InputStream in = SortSignedZeroTest.class.getResourceAsStream("/stablehlo/" + resource)) {
      mlir = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    List<DeviceArray> args = new ArrayList<>();
    for (float[] x : inputs) {
      args.add(DeviceArray.ofFloats(DType.F32, new int[] {x.length}, x));
    }
    List<float[]> out = new ArrayList<>();
    for (DeviceArray a : new GraphRunner().run(StableHloImporter.parse(mlir), args)) {
      out.add(a.floats());
    }
    return out;
  }

  @Test
  void aSignedZeroInTheFirstKeyLetsTheSecondKeyDecide() throws IOException {
    List<float[]> out = run("sort_two_keys_signed_zero.mlir", new float[] {0f, -0f, 0f, -0f},
        new float[] {3, 2, 1, 0}, new float[] {10, 20, 30, 40});
    assertThat(out.get(1)).containsExactly(0, 1, 2, 3);
    assertThat(out.get(2)).containsExactly(40, 30, 20, 10);
    assertThat(out.get(0)).containsExactly(-0f, 0f, -0f, 0f); // the key itself keeps its signs
  }

  @Test
  void signedZerosKeepTheirOrderInASingleKeySort() throws IOException {
    List<float[]> out = run("sort_one_key_signed_zero.mlir", new float[] {0f, -0f, 1f, -0f, 0f},
        new float[] {0, 1, 2, 3, 4});
    assertThat(out.get(1)).containsExactly(0, 1, 3, 4, 2);
    assertThat(out.get(0)).containsExactly(0f, -0f, -0f, 0f, 1f);
  }
}
