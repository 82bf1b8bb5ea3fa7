package org.torchtpu.client.dist;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.MeshAxes;
import org.torchtpu.api.v1.Sharding;
import org.torchtpu.api.v1.TensorType;

/** The SDK cuts and reassembles shards the way runtime.proto's Sharding lays them out. */
class SpmdBlocksTest {
  @Test
  void aDimOverTwoMeshAxesIsCutInBlockOrderAndReassembled() {
    // f32[8,2] = 0..15 on a 2x2 mesh, rows over axes (1, 0): the rank at (c0, c1) holds row block c1 * 2 + c0
    TensorType whole = Shapes.type(DType.F32, 8, 2);
    float[] values = new float[16];
    for (int i = 0; i < values.length; i++) {
      values[i] = i;
    }
    Sharding rows = Sharding.newBuilder().addDimMeshAxes(MeshAxes.newBuilder().addAxes(1).addAxes(0))
        .addDimMeshAxes(MeshAxes.getDefaultInstance()).build();
    int[] mesh = {2, 2};
    float[] back = new float[16];
    int[][] coords = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
    float[][] expected = {{0, 1, 2, 3}, {8, 9, 10, 11}, {4, 5, 6, 7}, {12, 13, 14, 15}};
    for (int r = 0; r < 4; r++) {
      float[] block = new float[4];
      SpmdFunction.Blocks.copy(block, values, whole, rows, mesh, coords[r], true);
      assertThat(block).as("rank at %d,%d", coords[r][0], coords[r][1]).containsExactly(expected[r]);
      SpmdFunction.Blocks.copy(block, back, whole, rows, mesh, coords[r], false);
    }
    assertThat(back).containsExactly(values);
    // one axis per dim (dim_axes) is unchanged: rows over axis 0
    float[] block = new float[8];
    SpmdFunction.Blocks.copy(block, values, whole, Sharding.newBuilder().addDimAxes(0).addDimAxes(-1).build(), mesh,
        new int[] {1, 0}, true);
    assertThat(block).containsExactly(8, 9, 10, 11, 12, 13, 14, 15);
  }
}
