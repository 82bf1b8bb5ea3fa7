package org.torchtpu.server.stablehlo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CholeskyOp;
import org.torchtpu.api.v1.CompileOptions;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EighOp;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Graph;
import org.torchtpu.api.v1.HouseholderProductOp;
import org.torchtpu.api.v1.LuOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ProgramKind;
import org.torchtpu.api.v1.QrOp;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.server.chip.ChipSpecs;
import org.torchtpu.server.compiler.ControlFlowMeter;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphCompiler;
import org.torchtpu.server.exec.DeviceArray;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.ir.IrGraph;

/**
 * The linear-algebra kernels at sizes beyond the golden cases, by backward error (the factors reproduce their
 * input to within a small multiple of n * eps32 of its norm, as a stable f32 factorization must), and the import's
 * refusals of what is not implemented (eig) or malformed, naming it. Golden values: GoldenOpsTest's linalg.json;
 * whole programs:
 * StableHloCorpusTest's wave 6.
 */
class LinalgImportTest {
  private static final Executor EXECUTOR = new Executor();
  private static final double EPS32 = Math.ulp(1.0f);
  private static final int N = 48;
  private static final int BATCH = 3;

  private static float[] randomMatrices(Random rng, int batch, int m, int n) {
    float[] a = new float[batch * m * n];
    for (int i = 0; i < a.length; i++) {
      a[i] = (float) rng.nextGaussian();
    }
    return a;
  }

  /** ||x - y||_F / ||x||_F of one batch member. */
  private static double relativeError(double[] x, double[] y) {
    double num = 0;
    double den = 0;
    for (int i = 0; i < x.length; i++) {
      num += (x[i] - y[i]) * (x[i] - y[i]);
      den += x[i] * x[i];
    }
    return Math.sqrt(num / den);
  }

  private static double[] member(float[] a, int b, int size) {
    double[] out = new double[size];
    for (int i = 0; i < size; i++) {
      out[i] = a[b * size + i];
    }
    return out;
  }

  private static double[] multiply(double[] x, double[] y, int m, int k, int n) {
    double[] out = new double[m * n];
    for (int i = 0; i < m; i++) {
      for (int p = 0; p < k; p++) {
        for (int j = 0; j < n; j++) {
          out[i * n + j] += x[i * k + p] * y[p * n + j];
        }
      }
    }
    return out;
  }

  @Test
  void choleskyFactorsReproduceTheirMatrixWithinBackwardErrorBound() {
    float[] g = randomMatrices(new Random(1), BATCH, N, N);
    float[] a = new float[g.length];
    for (int b = 0; b < BATCH; b++) {
      double[] gb = member(g, b, N * N);
      for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
          double s = i == j ? N : 0;
          for (int p = 0; p < N; p++) {
            s += gb[i * N + p] * gb[j * N + p];
          }
          a[b * N * N + i * N + j] = (float) s;
        }
      }
    }
    List<DeviceArray> out = EXECUTOR.execute(Op.newBuilder().setCholesky(CholeskyOp.newBuilder().setLower(true))
        .build(), List.of(DeviceArray.ofFloats(DType.F32, new int[] {BATCH, N, N}, a)), false);
    assertThat(out.get(1).longs()).containsOnly(0L);
    for (int b = 0; b < BATCH; b++) {
      double[] l = member(out.get(0).floats(), b, N * N);
      double[] lt = new double[N * N];
      for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
          lt[j * N + i] = l[i * N + j];
          if (j > i) {
            assertThat(l[i * N + j]).as("upper triangle of a lower factor").isZero();
          }
        }
      }
      assertThat(relativeError(member(a, b, N * N), multiply(l, lt, N, N, N))).isLessThan(N * EPS32);
    }
  }

  @Test
  void luFactorsReproduceThePermutedMatrixWithinBackwardErrorBound() {
    float[] a = randomMatrices(new Random(2), BATCH, N, N);
    List<DeviceArray> out = EXECUTOR.execute(Op.newBuilder().setLu(LuOp.getDefaultInstance()).build(),
        List.of(DeviceArray.ofFloats(DType.F32, new int[] {BATCH, N, N}, a)), false);
    for (int b = 0; b < BATCH; b++) {
      double[] lu = member(out.get(0).floats(), b, N * N);
      double[] l = new double[N * N];
      double[] u = new double[N * N];
      for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
          if (j < i) {
            l[i * N + j] = lu[i * N + j];
            assertThat(Math.abs(lu[i * N + j])).as("partial pivoting bounds the multipliers").isLessThanOrEqualTo(1);
          } else {
            u[i * N + j] = lu[i * N + j];
          }
        }
        l[i * N + i] = 1;
      }
      double[] pa = new double[N * N];
      long[] perm = out.get(2).longs();
      for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
          pa[i * N + j] = a[b * N * N + (int) perm[b * N + i] * N + j];
        }
      }
      assertThat(relativeError(pa, multiply(l, u, N, N, N))).isLessThan(N * EPS32);
    }
  }

  @Test
  void qrFactorsAreOrthogonalAndReproduceTheirMatrix() {
    int m = N;
    int n = N / 2;
    float[] a = randomMatrices(new Random(3), BATCH, m, n);
    List<DeviceArray> qr = EXECUTOR.execute(Op.newBuilder().setQr(QrOp.getDefaultInstance()).build(),
        List.of(DeviceArray.ofFloats(DType.F32, new int[] {BATCH, m, n}, a)), false);
    DeviceArray q = EXECUTOR.execute(Op.newBuilder().setHouseholderProduct(HouseholderProductOp.getDefaultInstance())
        .build(), qr, false).get(0);
    for (int b = 0; b < BATCH; b++) {
      double[] qb = member(q.floats(), b, m * n);
      double[] rb = new double[n * n];
      double[] packed = member(qr.get(0).floats(), b, m * n);
      for (int i = 0; i < n; i++) {
        for (int j = i; j < n; j++) {
          rb[i * n + j] = packed[i * n + j];
        }
      }
      assertThat(relativeError(member(a, b, m * n), multiply(qb, rb, m, n, n))).isLessThan(m * EPS32);
      double[] qt = new double[n * m];
      double[] eye = new double[n * n];
      for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++) {
          qt[j * m + i] = qb[i * n + j];
        }
      }
      for (int i = 0; i < n; i++) {
        eye[i * n + i] = 1;
      }
      assertThat(relativeError(eye, multiply(qt, qb, n, m, n))).isLessThan(m * EPS32);
    }
  }

  private static StableHloImportException importError(String call, String types) {
    return importError(call, types, 2);
  }

  private static StableHloImportException importError(String call, String types, int results) {
    Throwable t = catchThrowable(() -> StableHloImporter.parse("func.func @main(%arg0: tensor<4x4xf32>) -> "
        + "tensor<4x4xf32> {\n  %0:" + results + " = stablehlo.custom_call " + call + " : " + types
        + "\n  return %0#0 : "
        + "tensor<4x4xf32>\n}\n"));
    assertThat(t).isInstanceOf(StableHloImportException.class);
    return (StableHloImportException) t;
  }

  @Test
  void eigIsRefusedNamingItsTarget() {
    StableHloImportException e = importError(
        "@lapack_sgeev_ffi(%arg0) {mhlo.backend_config = {compute_left = 78 : ui8}}",
        "(tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>)");
    assertThat(e.getMessage()).contains("@lapack_sgeev_ffi").contains("line 2");
  }

  /**
   * Full SVDs of tall and wide matrices of rank 40 (and a zero matrix): U and V orthogonal, including the completed
   * columns no singular value determines, s descending with the rank's zeros, and U S V^T the matrix.
   */
  @Test
  void fullSvdIsOrthogonalAndReproducesItsMatrixWhateverTheRank() {
    Random rng = new Random(5);
    int[][] shapes = {{N + 8, N}, {N, N + 8}};
    for (int[] shape : shapes) {
      int m = shape[0];
      int n = shape[1];
      int k = Math.min(m, n);
      int rank = 40;
      float[] a = new float[BATCH * m * n];
      for (int b = 0; b < BATCH - 1; b++) { // the last member stays zero
        double[] x = member(randomMatrices(rng, 1, m, rank), 0, m * rank);
        double[] y = member(randomMatrices(rng, 1, rank, n), 0, rank * n);
        double[] xy = multiply(x, y, m, rank, n);
        for (int i = 0; i < m * n; i++) {
          a[b * m * n + i] = (float) xy[i];
        }
      }
      List<DeviceArray> out = EXECUTOR.execute(Op.newBuilder().setSvd(SvdOp.newBuilder().setFullMatrices(true)).build(),
          List.of(DeviceArray.ofFloats(DType.F32, new int[] {BATCH, m, n}, a)), false);
      assertThat(out.get(1).dims()).containsExactly(BATCH, m, m);
      assertThat(out.get(2).dims()).containsExactly(BATCH, n, n);
      for (int b = 0; b < BATCH; b++) {
        double[] s = member(out.get(0).floats(), b, k);
        double[] u = member(out.get(1).floats(), b, m * m);
        double[] vt = member(out.get(2).floats(), b, n * n);
        double scale = b < BATCH - 1 ? s[0] : 1;
        for (int i = 1; i < k; i++) {
          assertThat(s[i]).as("descending").isLessThanOrEqualTo(s[i - 1]);
        }
        for (int i = rank; i < k; i++) {
          assertThat(s[i]).as("beyond the rank").isLessThan(N * EPS32 * scale);
        }
        assertThat(relativeError(identity(m), multiply(transpose(u, m, m), u, m, m, m))).isLessThan(m * EPS32);
        assertThat(relativeError(identity(n), multiply(vt, transpose(vt, n, n), n, n, n))).isLessThan(n * EPS32);
        double[] us = new double[m * n];
        for (int i = 0; i < m; i++) {
          for (int j = 0; j < k; j++) {
            us[i * n + j] = u[i * m + j] * s[j];
          }
        }
        double[] usv = multiply(us, vt, m, n, n);
        if (b < BATCH - 1) {
          assertThat(relativeError(member(a, b, m * n), usv)).isLessThan(k * EPS32);
        } else {
          assertThat(usv).containsOnly(0.0);
        }
      }
    }
  }

  private static List<DeviceArray> run(Graph graph, List<DeviceArray> inputs) {
    ExecutableProgram program = ExecutableProgram.compile(new GraphCompiler(EXECUTOR), IrGraph.fromGraph(graph),
        ProgramKind.GRAPH, CompileOptions.getDefaultInstance(), ChipSpecs.of(Generation.V5E), EXECUTOR);
    return program.run(inputs, EXECUTOR, false, null, new ControlFlowMeter());
  }

  private static double[] identity(int n) {
    double[] eye = new double[n * n];
    for (int i = 0; i < n; i++) {
      eye[i * n + i] = 1;
    }
    return eye;
  }

  private static double[] transpose(double[] x, int rows, int cols) {
    double[] t = new double[rows * cols];
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        t[j * rows + i] = x[i * cols + j];
      }
    }
    return t;
  }

  /** gesdd's mode 'N' (jnp.linalg.svd(compute_uv=False)) declares square U and V^T that JAX never reads. */
  @Test
  void lapackSvdWithoutVectorsGivesTheValues() {
    Graph graph = StableHloImporter.parse("func.func @main(%arg0: tensor<3x2xf32>) -> tensor<2xf32> {\n"
        + "  %0:5 = stablehlo.custom_call @lapack_sgesdd_ffi(%arg0) {mhlo.backend_config = {mode = 78 : ui8}} : "
        + "(tensor<3x2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>, tensor<3x3xf32>, tensor<2x2xf32>, tensor<i32>)\n"
        + "  return %0#1 : tensor<2xf32>\n}\n");
    // [[3, 0], [0, -4], [0, 0]]: singular values 4 and 3
    List<DeviceArray> out = run(graph, List.of(DeviceArray.ofFloats(DType.F32, new int[] {3, 2},
        new float[] {3, 0, 0, -4, 0, 0})));
    assertThat(out.get(0).floats()).containsExactly(4f, 3f);
  }

  @Test
  void tpuEighNeedsItsTriangleInItsBackendConfig() {
    StableHloImportException e = importError("@Eigh(%arg0) {backend_config = \"x\"}",
        "(tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>)");
    assertThat(e.getMessage()).contains("lower,sort_eigenvalues,max_iter,tol");
  }

  @Test
  void eighVectorsAreOrthonormalAndDiagonalizeTheirMatrix() {
    float[] g = randomMatrices(new Random(4), BATCH, N, N);
    float[] a = new float[g.length];
    for (int b = 0; b < BATCH; b++) {
      for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
          a[b * N * N + i * N + j] = g[b * N * N + i * N + j] + g[b * N * N + j * N + i];
        }
      }
    }
    List<DeviceArray> out = EXECUTOR.execute(Op.newBuilder().setEigh(EighOp.newBuilder().setLower(true)).build(),
        List.of(DeviceArray.ofFloats(DType.F32, new int[] {BATCH, N, N}, a)), false);
    for (int b = 0; b < BATCH; b++) {
      double[] v = member(out.get(0).floats(), b, N * N);
      double[] w = member(out.get(1).floats(), b, N);
      double[] vw = new double[N * N];
      double[] vt = new double[N * N];
      double[] eye = new double[N * N];
      for (int i = 0; i < N; i++) {
        eye[i * N + i] = 1;
        for (int j = 0; j < N; j++) {
          vw[i * N + j] = v[i * N + j] * w[j];
          vt[j * N + i] = v[i * N + j];
        }
      }
      for (int i = 1; i < N; i++) {
        assertThat(w[i]).as("ascending").isGreaterThanOrEqualTo(w[i - 1]);
      }
      assertThat(relativeError(member(a, b, N * N), multiply(vw, vt, N, N, N))).isLessThan(N * EPS32);
      assertThat(relativeError(eye, multiply(vt, v, N, N, N))).isLessThan(N * EPS32);
    }
  }

  /** syevd's info is one s32 per matrix; before, any declared shape was filled with zeros and accepted. */
  @Test
  void lapackEighsInfoMustHaveTheBatchShape() {
    StableHloImportException e = importError(
        "@lapack_ssyevd_ffi(%arg0) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}}",
        "(tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<4xf32>, tensor<4xi32>)", 3);
    assertThat(e.getMessage()).contains("tensor<4xi32>").contains("tensor<i32>");
  }

  @Test
  void aLapackOptionOutsideItsCodesIsRefusedNamingIt() {
    StableHloImportException e = importError("@lapack_spotrf_ffi(%arg0) {mhlo.backend_config = {uplo = 88 : ui8}}",
        "(tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)");
    assertThat(e.getMessage()).contains("uplo").contains("'L' (76)").contains("88");
  }
}
