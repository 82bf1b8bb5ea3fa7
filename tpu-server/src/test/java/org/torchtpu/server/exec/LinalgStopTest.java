package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CholeskyOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EighOp;
import org.torchtpu.api.v1.SvdOp;
import org.torchtpu.api.v1.TriangularSolveOp;

/**
 * Each linear-algebra kernel asks its thread's {@link KernelStop} between column steps (eigh: between rows of a
 * sweep) and between the matrices of a batch: a stop that turns true part way through one matrix ends it with
 * {@link RunCancelledException}; with nothing installed it runs whole. Before, none of them asked, and a cancelled
 * call's factorization ran to its end.
 */
class LinalgStopTest {
  private static final int N = 64;

  /** A well-conditioned symmetric positive definite [N, N]: every kernel below runs all its steps on it. */
  private static DeviceArray spd() {
    float[] v = new float[N * N];
    for (int i = 0; i < N; i++) {
      for (int j = 0; j < N; j++) {
        v[i * N + j] = i == j ? N : ((i * 7 + j * 7) % 5 - 2) / 4f;
      }
    }
    return DeviceArray.ofFloats(DType.F32, new int[] {N, N}, v);
  }

  private static Map<String, Supplier<Object>> kernels() {
    DeviceArray a = spd();
    TriangularSolveOp left = TriangularSolveOp.newBuilder().setLeftSide(true).setLower(true).build();
    TriangularSolveOp right = TriangularSolveOp.newBuilder().setLower(true).build();
    return Map.of(
        "cholesky", () -> LinalgKernels.cholesky(CholeskyOp.newBuilder().setLower(true).build(), a),
        "triangular_solve", () -> LinalgKernels.triangularSolve(left, a, a),
        "triangular_solve right", () -> LinalgKernels.triangularSolve(right, a, a),
        "lu", () -> LuKernel.lu(a),
        "qr", () -> QrKernels.qr(a),
        "householder_product", () -> QrKernels.householderProduct(a, QrKernels.qr(a).get(1)),
        "eigh", () -> EighKernel.eigh(EighOp.newBuilder().setLower(true).build(), a),
        "svd", () -> SvdKernel.svd(SvdOp.getDefaultInstance(), a));
  }

  @Test
  void eachKernelStopsPartWayThroughOneMatrix() {
    kernels().forEach((name, kernel) -> {
      // the operand of householder_product is made before the stop goes in
      Supplier<Object> run = name.equals("householder_product") ? householderProductAfterQr() : kernel;
      assertThat(StopProbe.questionsUntilStopped(name, 3, run)).as("%s asked within its one matrix", name).isEqualTo(4);
    });
  }

  private static Supplier<Object> householderProductAfterQr() {
    DeviceArray a = spd();
    DeviceArray taus = QrKernels.qr(a).get(1);
    return () -> QrKernels.householderProduct(a, taus);
  }

  @Test
  void aStopThatSaysGoOnChangesNothing() {
    kernels().forEach((name, kernel) -> {
      Object whole = kernel.get();
      Object[] withStop = new Object[1];
      assertThat(StopProbe.questionsAsked(() -> withStop[0] = kernel.get())).as("%s asked", name)
          .isGreaterThan(N / 2);
      assertThat(floats(withStop[0])).as(name).containsExactly(floats(whole));
    });
  }

  private static float[] floats(Object result) {
    DeviceArray first = result instanceof DeviceArray d ? d : ((List<?>) result).stream()
        .map(DeviceArray.class::cast).findFirst().orElseThrow();
    return first.floats();
  }
}
