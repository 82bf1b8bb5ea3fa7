package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.torchtpu.server.exec.TestArrays.dims;
import static org.torchtpu.server.exec.TestArrays.random;

import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;
import org.torchtpu.server.exec.MatmulKernels.FloatKernel;

/**
 * The small-shape matmul ({@link SmallMatmul}) gives the packed kernel's bits: random shapes on both sides of its
 * cut-over (N up to one vector, K up to 256; narrower rows spill into the next, which must not show), plain, batched and transposed operands, f32 and bf16 inputs,
 * DEFAULT and HIGHEST precision, and against a sequential-fma reference written out here.
 */
class SmallMatmulTest {

  @BeforeEach
  void needsTheVectorApi() {
    assumeTrue(MatmulKernels.vectorApiAvailable(), "Vector API module not present");
  }

  /** [batch, m, k] x [batch, k, n], or with either operand's last two dims swapped. */
  private static DotGeneralOp batchedOp(boolean lhsTransposed, boolean rhsTransposed, DotGeneralOp.Precision p) {
    return DotGeneralOp.newBuilder().addLhsBatchingDims(0).addRhsBatchingDims(0)
        .addLhsContractingDims(lhsTransposed ? 1 : 2).addRhsContractingDims(rhsTransposed ? 2 : 1)
        .setPrecision(p).build();
  }

  @Test
  void randomShapesAroundTheCutOverMatchThePackedKernelBitForBit() {
    Random random = new Random(16);
    int[] ns = {1, 3, 4, 8, 9, 12, 15, 16, 8, 16, 17, 24, 32, 40};
    int[] ks = {1, 3, 8, 16, 31, 255, 256, 257};
    int taken = 0;
    int cases = 0;
    for (int trial = 0; trial < 160; trial++) {
      int batch = 1 + random.nextInt(4);
      int m = 1 + random.nextInt(70);
      int n = ns[random.nextInt(ns.length)];
      int k = ks[random.nextInt(ks.length)];
      boolean lhsT = random.nextBoolean();
      boolean rhsT = random.nextBoolean();
      DType dtype = random.nextInt(3) == 0 ? DType.BF16 : DType.F32;
      DotGeneralOp.Precision precision = random.nextBoolean()
          ? DotGeneralOp.Precision.DEFAULT : DotGeneralOp.Precision.HIGHEST;
      DeviceArray lhs = random(dtype, lhsT ? dims(batch, k, m) : dims(batch, m, k), 1000 + trial);
      DeviceArray rhs = random(dtype, rhsT ? dims(batch, n, k) : dims(batch, k, n), 2000 + trial);
      DotGeneralOp op = batchedOp(lhsT, rhsT, precision);
      float[] small = MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.VECTOR).floats();
      float[] packed = MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.VECTOR_PACKED).floats();
      assertThat(small).as("batch=%d m=%d n=%d k=%d lhsT=%s rhsT=%s %s %s", batch, m, n, k, lhsT, rhsT, dtype,
          precision).containsExactly(packed);
      taken += SmallMatmul.takes(n, k) ? 1 : 0;
      cases++;
    }
    // both sides of the cut-over were exercised
    assertThat(taken).isPositive().isLessThan(cases);
  }

  @Test
  void defaultPrecisionIsSequentialFmaOfBf16RoundedInputs() {
    // the attention product of the tiny Llama: 16 batches of 16x16 by 16x8, f32 inputs rounded to bf16
    int batch = 16;
    int m = 16;
    int k = 16;
    int n = 8;
    DeviceArray lhs = random(DType.F32, dims(batch, m, k), 5);
    DeviceArray rhs = random(DType.F32, dims(batch, k, n), 6);
    assertThat(SmallMatmul.takes(n, k)).isTrue();
    float[] got = MatmulKernels.dotGeneral(batchedOp(false, false, DotGeneralOp.Precision.DEFAULT), lhs, rhs,
        FloatKernel.VECTOR).floats();
    float[] want = new float[batch * m * n];
    for (int b = 0; b < batch; b++) {
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          float acc = 0f;
          for (int kk = 0; kk < k; kk++) {
            acc = Math.fma(Numerics.roundToBf16(lhs.floats()[(b * m + i) * k + kk]),
                Numerics.roundToBf16(rhs.floats()[(b * k + kk) * n + j]), acc);
          }
          want[(b * m + i) * n + j] = acc;
        }
      }
    }
    assertThat(got).containsExactly(want);
  }

  @Test
  void aFusedEpilogueSeesEveryFinishedRowOnce() {
    int batch = 3;
    int m = 10;
    int k = 24;
    int n = 16;
    DeviceArray lhs = random(DType.F32, dims(batch, m, k), 7);
    DeviceArray rhs = random(DType.F32, dims(batch, k, n), 8);
    DotGeneralOp op = batchedOp(false, false, DotGeneralOp.Precision.DEFAULT);
    float[] want = MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.VECTOR_PACKED).floats().clone();
    int[] seen = new int[batch * m * n];
    MatmulKernels.RowEpilogue epilogue = (product, from, count) -> {
      for (int i = from; i < from + count; i++) {
        seen[i]++;
        assertThat(((float[]) product)[i]).isEqualTo(want[i]);
      }
    };
    MatmulKernels.dotGeneral(op, lhs, rhs, FloatKernel.VECTOR, epilogue);
    assertThat(seen).containsOnly(1);
  }
}
