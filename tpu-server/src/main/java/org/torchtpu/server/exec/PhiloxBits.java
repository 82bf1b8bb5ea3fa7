package org.torchtpu.server.exec;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.RngBitGeneratorOp;

/**
 * rng_bit_generator as XLA:CPU runs it, so JAX's {@code rbg}/{@code unsafe_rbg} PRNGs give JAX's bits: XLA expands
 * the DEFAULT and PHILOX algorithms on CPU to Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as
 * 1, 2, 3", SC 2011) with the layout of its rng_bit_generator expander:
 * <ul>
 *   <li>the key is state[0] (its low 32 bits are key word 0); the 128-bit counter is state[1] (low) and state[2]
 *       (high), or, for a two-element state, state[1] (low) and state[0] (high);
 *   <li>counter values c, c+1, ..., c+m-1 (m = ceil(words / 4)) each give four 32-bit words, laid out in order;
 *       u32 bits take one word each, u64 two (the first the low half), u8 the low byte of one;
 *   <li>the next state is the key and the counter advanced by m (a two-element state keeps only its low word).
 * </ul>
 */
final class PhiloxBits {
  private static final int ROUNDS = 10;
  private static final int MULTIPLIER_A = 0xD2511F53;
  private static final int MULTIPLIER_B = 0xCD9E8D57;
  private static final int KEY_STEP_A = 0x9E3779B9;
  private static final int KEY_STEP_B = 0xBB67AE85;

  private PhiloxBits() {}

  static List<DeviceArray> generate(RngBitGeneratorOp op, DeviceArray state) {
    long[] s = state.longs();
    long key = s[0];
    long counterLow = s[1];
    long counterHigh = s.length >= 3 ? s[2] : s[0];
    DType dtype = op.getType().getDtype();
    int[] dims = op.getType().getDimsList().stream().mapToInt(Long::intValue).toArray();
    int n = 1;
    for (int d : dims) {
      n = Math.multiplyExact(n, d);
    }
    int words = dtype == DType.U64 ? Math.multiplyExact(n, 2) : n;
    int blocks = (words + 3) / 4;
    int[] bits = new int[blocks * 4];
    int[] block = new int[4];
    for (int j = 0; j < blocks; j++) {
      long low = counterLow + j;
      long high = Long.compareUnsigned(low, counterLow) < 0 ? counterHigh + 1 : counterHigh;
      block[0] = (int) low;
      block[1] = (int) (low >>> 32);
      block[2] = (int) high;
      block[3] = (int) (high >>> 32);
      philox(block, (int) key, (int) (key >>> 32));
      System.arraycopy(block, 0, bits, 4 * j, 4);
    }
    long[] out = new long[n];
    for (int i = 0; i < n; i++) {
      out[i] = switch (dtype) {
        case U64 -> (bits[2 * i] & 0xffffffffL) | ((long) bits[2 * i + 1] << 32);
        case U8 -> bits[i] & 0xff;
        default -> bits[i] & 0xffffffffL;
      };
    }
    long newLow = counterLow + blocks;
    long[] next = s.length >= 3
        ? new long[] {key, newLow, Long.compareUnsigned(newLow, counterLow) < 0 ? counterHigh + 1 : counterHigh}
        : new long[] {key, newLow};
    return List.of(DeviceArray.ofLongs(DType.U64, state.dims(), next), DeviceArray.ofLongs(dtype, dims, out));
  }

  /** Philox4x32 with 10 rounds on x (in place), the key raised by the Weyl constants after every round. */
  static void philox(int[] x, int key0, int key1) {
    for (int round = 0; round < ROUNDS; round++) {
      long p0 = (x[0] & 0xffffffffL) * (MULTIPLIER_A & 0xffffffffL);
      long p1 = (x[2] & 0xffffffffL) * (MULTIPLIER_B & 0xffffffffL);
      int y0 = (int) (p1 >>> 32) ^ x[1] ^ key0;
      int y1 = (int) p1;
      int y2 = (int) (p0 >>> 32) ^ x[3] ^ key1;
      int y3 = (int) p0;
      x[0] = y0;
      x[1] = y1;
      x[2] = y2;
      x[3] = y3;
      key0 += KEY_STEP_A;
      key1 += KEY_STEP_B;
    }
  }
}
