package org.torchtpu.server.exec;

import java.util.Random;

/**
 * Sweeps the server's cyclic Jacobi eigh ({@link EighKernel#diagonalize}) runs on random symmetric f32 matrices
 * (entries (g + g^T) / 2 of standard normal g, rounded to f32 as an upload is), for each n and seed: the measurement
 * behind LinalgCost's typical sweeps. Not a test:
 *
 * <pre>
 * java -cp tpu-server/target/test-classes:tpu-server/target/classes:CLASSPATH \
 *     org.torchtpu.server.exec.EighSweepsMeasurement [seeds [smallest-n [largest-n]]]
 * </pre>
 *
 * Prints per n: the rotating sweeps of each seed and the pass that found nothing left to rotate, which the kernel
 * runs too (its pair tests only).
 */
public final class EighSweepsMeasurement {
  private EighSweepsMeasurement() {}

  public static void main(String[] args) {
    int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int smallest = args.length > 1 ? Integer.parseInt(args[1]) : 4;
    int largest = args.length > 2 ? Integer.parseInt(args[2]) : 512;
    for (int n = smallest; n <= largest; n *= 2) {
      StringBuilder line = new StringBuilder("n=" + n + " rotating sweeps:");
      int most = 0;
      for (int seed = 1; seed <= seeds; seed++) {
        int sweeps = sweeps(n, new Random(seed * 1_000_003L + n));
        most = Math.max(most, sweeps);
        line.append(' ').append(sweeps);
      }
      System.out.println(line.append("  most ").append(most).append(" (+1 closing pass)"));
    }
  }

  private static int sweeps(int n, Random random) {
    double[] g = new double[n * n];
    for (int i = 0; i < g.length; i++) {
      g[i] = random.nextGaussian();
    }
    double[] s = new double[n * n];
    double[] v = new double[n * n];
    for (int i = 0; i < n; i++) {
      v[i * n + i] = 1;
      for (int j = 0; j < n; j++) {
        s[i * n + j] = (float) ((g[i * n + j] + g[j * n + i]) / 2);
      }
    }
    return EighKernel.diagonalize(s, v, n, KernelStop.NEVER);
  }
}
