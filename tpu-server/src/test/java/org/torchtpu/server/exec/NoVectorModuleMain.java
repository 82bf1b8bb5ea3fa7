package org.torchtpu.server.exec;

import java.util.Arrays;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp;

/** Run by MatmulKernelsTest in a JVM started without the Vector API module. */
final class NoVectorModuleMain {
  private NoVectorModuleMain() {}

  public static void main(String[] args) {
    System.out.println("vector=" + MatmulKernels.vectorApiAvailable());
    DotGeneralOp op = DotGeneralOp.newBuilder().addLhsContractingDims(1).addRhsContractingDims(0)
        .setPrecision(DotGeneralOp.Precision.HIGHEST).build();
    DeviceArray a = DeviceArray.ofFloats(DType.F32, new int[] {2, 3}, new float[] {1, 2, 3, 4, 5, 6});
    DeviceArray b = DeviceArray.ofFloats(DType.F32, new int[] {3, 2}, new float[] {7, 8, 9, 10, 11, 12});
    System.out.println("result=" + Arrays.toString(MatmulKernels.dotGeneral(op, a, b).floats()));
    // big enough for the blocked, parallel path; integer-valued so the sums are exact
    int n = 160;
    float[] x = new float[n * n];
    for (int i = 0; i < x.length; i++) {
      x[i] = i % 7 - 3;
    }
    DeviceArray big = DeviceArray.ofFloats(DType.F32, new int[] {n, n}, x);
    float[] c = MatmulKernels.dotGeneral(op, big, big).floats();
    boolean ok = true;
    for (int i = 0; i < n; i += 37) {
      for (int j = 0; j < n; j += 41) {
        double want = 0;
        for (int k = 0; k < n; k++) {
          want += (double) x[i * n + k] * x[k * n + j];
        }
        ok &= c[i * n + j] == want;
      }
    }
    System.out.println("big=" + (ok ? "ok" : "wrong"));
  }
}
