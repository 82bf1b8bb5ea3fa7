package org.torchtpu.server.exec;

import java.util.Random;

/**
 * Sweeps the server's one-sided Jacobi svd ({@link SvdKernel#orthogonalize}) runs on random f32 matrices (standard
 * normal entries rounded to f32 as an upload is), square, tall (r x c) and wide (c x r), for each shape and seed: the
 * measurement behind LinalgCost's typical svd sweeps. Not a test:
 *
 * <pre>
 * java -cp tpu-server/target/test-classes:tpu-server/target/classes:CLASSPATH \
 *     org.torchtpu.server.exec.SvdSweepsMeasurement [seeds [smallest-c [largest-c [most-r]]]]
 * </pre>
 *
 * For each c (the smaller side) a power of two from smallest-c to largest-c, and r = c, 2c, 4c, 8c up to most-r,
 * prints the rotating sweeps of each seed, tall then wide, and their median; the kernel also runs one closing pass of
 * pair tests after them.
 */
public final class SvdSweepsMeasurement {
  private SvdSweepsMeasurement() {}

  public static void main(String[] args) {
    int seeds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
    int smallest = args.length > 1 ? Integer.parseInt(args[1]) : 4;
    int largest = args.length > 2 ? Integer.parseInt(args[2]) : 256;
    int mostR = args.length > 3 ? Integer.parseInt(args[3]) : 1024;
    for (int c = smallest; c <= largest; c *= 2) {
      for (int r = c; r <= Math.max(c, mostR) && r <= 8 * c; r *= 2) {
        StringBuilder line = new StringBuilder("r=" + r + " c=" + c + " tall:");
        int[] all = new int[r == c ? seeds : 2 * seeds];
        for (int seed = 1; seed <= seeds; seed++) {
          all[seed - 1] = sweeps(r, c, new Random(seed * 1_000_003L + r * 31L + c));
          line.append(' ').append(all[seed - 1]);
        }
        if (r != c) {
          line.append("  wide:");
          for (int seed = 1; seed <= seeds; seed++) {
            all[seeds + seed - 1] = sweeps(c, r, new Random(seed * 1_000_003L + r * 31L + c));
            line.append(' ').append(all[seeds + seed - 1]);
          }
        }
        java.util.Arrays.sort(all);
        System.out.println(line.append("  median ").append(all[all.length / 2]).append(" (+1 closing pass)"));
      }
    }
  }

  /** The rotating sweeps of an m x n matrix, its columns (its rows when wide) orthogonalised as the kernel does. */
  private static int sweeps(int m, int n, Random random) {
    boolean wide = m < n;
    int k = Math.min(m, n);
    double[][] w = new double[k][Math.max(m, n)];
    for (int i = 0; i < m; i++) {
      for (int j = 0; j < n; j++) {
        double x = (float) random.nextGaussian();
        if (wide) {
          w[i][j] = x;
        } else {
          w[j][i] = x;
        }
      }
    }
    double[][] rot = new double[k][k];
    for (int i = 0; i < k; i++) {
      rot[i][i] = 1;
    }
    return SvdKernel.orthogonalize(w, rot, KernelStop.NEVER);
  }
}
