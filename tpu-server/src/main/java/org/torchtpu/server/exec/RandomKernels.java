package org.torchtpu.server.exec;

import java.util.stream.IntStream;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.ir.Float8Format;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.ir.Shapes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.RngOp;

/**
 * Counter-based random numbers: Philox-4x32-10 (Salmon, Moraes, Dror and Shaw, "Parallel
 * random numbers: as easy as 1, 2, 3", SC 2011).
 *
 * <p>The key is the 64-bit seed (low word first); element i of the result uses the 128-bit
 * counter {@code offset + i} (as an unsigned 64-bit sum in the two low words; the high words are
 * 0) and takes its bits from that one block, so an element depends only on (seed, offset + i):
 * the same op gives the same bits on every run and host, and any slice of a tensor can be made
 * on its own. A caller drawing several tensors advances the offset by each one's element count.
 *
 * <p>UNIFORM: u = (top 24 bits of word 0) * 2^-24 in [0, 1), value = a + (b - a) * u computed
 * in double, rounded to the dtype and, if that rounding reached b, replaced by the dtype's next
 * value below (so results stay in [a, b)); integer dtypes take floor of that uniform value.
 * NORMAL: Box-Muller on two uniforms made from the full words 0 and 1 (u1 in (0, 1], u2 in
 * [0, 1)), value = a + b * sqrt(-2 ln u1) cos(2 pi u2), with StrictMath so the bits are the same
 * on every JVM; the tails end at about 6.7 standard deviations.
 */
public final class RandomKernels {
  private RandomKernels() {}

  // Round multipliers and Weyl key increments from the paper (Philox4x32).
  private static final long MULTIPLIER_0 = 0xD2511F53L;
  private static final long MULTIPLIER_1 = 0xCD9E8D57L;
  private static final int WEYL_0 = 0x9E3779B9;
  private static final int WEYL_1 = 0xBB67AE85;
  static final int ROUNDS = 10;

  public static DeviceArray rng(RngOp op) {
    DType dtype = op.getType().getDtype();
    if (!DTypes.isSupported(dtype)) {
      throw new OpTypeException("rng of unsupported dtype " + dtype);
    }
    DeviceArray result = DeviceArray.zeros(op.getType());
    int n = result.size();
    int key0 = (int) op.getSeed();
    int key1 = (int) (op.getSeed() >>> 32);
    long offset = op.getOffset();
    double a = op.getA();
    double b = op.getB();
    switch (op.getDistribution()) {
      case UNIFORM -> {
        if (!(a <= b)) {
          throw new OpTypeException("rng UNIFORM needs a <= b, got a=" + a + " b=" + b);
        }
        double width = b - a;
        if (DTypes.isFloat(dtype)) {
          float[] out = result.floats();
          forEachChunk(n, (from, to) -> {
            int[] block = new int[4];
            for (int i = from; i < to; i++) {
              philox(offset + i, key0, key1, block);
              float v = Numerics.round(dtype, (float) (a + width * uniform24(block[0])));
              out[i] = v >= b && a < b ? nextDown(dtype, v) : v;
            }
          });
        } else {
          long[] out = result.longs();
          long lastBelowB = (long) Math.ceil(b) - 1;
          forEachChunk(n, (from, to) -> {
            int[] block = new int[4];
            for (int i = from; i < to; i++) {
              philox(offset + i, key0, key1, block);
              long v = (long) Math.floor(a + width * uniform24(block[0]));
              out[i] = Numerics.wrap(dtype, a < b ? Math.min(v, lastBelowB) : v);
            }
          });
        }
      }
      case NORMAL -> {
        if (!DTypes.isFloat(dtype)) {
          throw new OpTypeException("rng NORMAL needs a floating dtype, got " + Shapes.toString(op.getType()));
        }
        if (!(b >= 0)) {
          throw new OpTypeException("rng NORMAL needs a standard deviation b >= 0, got " + b);
        }
        float[] out = result.floats();
        forEachChunk(n, (from, to) -> {
          int[] block = new int[4];
          for (int i = from; i < to; i++) {
            philox(offset + i, key0, key1, block);
            double u1 = ((block[0] & 0xFFFFFFFFL) + 1) * 0x1p-32; // (0, 1]: log stays finite
            double u2 = (block[1] & 0xFFFFFFFFL) * 0x1p-32;        // [0, 1)
            double z = Math.sqrt(-2.0 * StrictMath.log(u1)) * StrictMath.cos(2.0 * Math.PI * u2);
            out[i] = Numerics.round(dtype, (float) (a + b * z));
          }
        });
      }
      default -> throw new OpTypeException("unsupported rng distribution " + op.getDistribution());
    }
    return result;
  }

  /** Elements per parallel chunk; smaller tensors are filled on the calling thread. */
  private static final int CHUNK = 1 << 15;

  @FunctionalInterface
  private interface RangeFill {
    void fill(int from, int to);
  }

  /**
   * Fills [0, n) in chunks, in parallel on the common pool for big tensors. Every element
   * depends only on its own counter, so the split cannot change any value.
   */
  private static void forEachChunk(int n, RangeFill fill) {
    if (n <= CHUNK) {
      fill.fill(0, n);
      return;
    }
    int chunks = (n + CHUNK - 1) / CHUNK;
    // through KernelStop: a large fill of a cancelled call or closed session stops between chunks
    KernelStop.forEachPart(IntStream.range(0, chunks).parallel(), c -> fill.fill(c * CHUNK, Math.min(n, (c + 1) * CHUNK)),
        "a random fill");
  }

  /** A uniform in [0, 1) from the top 24 bits of a word: exactly a float, the same everywhere. */
  static double uniform24(int word) {
    return (word >>> 8) * 0x1p-24;
  }

  /** The largest value of the dtype below v (v is a value of the dtype). */
  private static float nextDown(DType dtype, float v) {
    return switch (dtype) {
      case F32 -> Math.nextDown(v);
      case BF16 -> Numerics.fromBf16Bits(stepDown16(Numerics.toBf16Bits(v)));
      case F16 -> Numerics.fromF16Bits(stepDown16(Numerics.toF16Bits(v)));
      default -> {
        Float8Format f8 = Float8Format.of(dtype);
        if (f8 == null) {
          throw new IllegalArgumentException(dtype + " is not a floating type");
        }
        yield f8.nextAfter(v, Float.NEGATIVE_INFINITY); // a pattern step, so formats without -inf work too
      }
    };
  }

  /** One step toward -inf on 16-bit sign-magnitude float bits (bf16 and f16 share the layout). */
  private static short stepDown16(short bits) {
    int b = bits & 0xffff;
    if (b == 0) {
      return (short) 0x8001; // +0 -> the smallest negative subnormal
    }
    return (short) ((b & 0x8000) == 0 ? b - 1 : b + 1);
  }

  /**
   * One Philox-4x32-10 block for a 64-bit counter in the two low counter words (the two high
   * words are 0) under key (key0, key1); the four output words go to {@code out}.
   */
  static void philox(long counter, int key0, int key1, int[] out) {
    philox4x32((int) counter, (int) (counter >>> 32), 0, 0, key0, key1, ROUNDS, out);
  }

  /** The general block function over four counter words, for the known-answer tests too. */
  static void philox4x32(int c0, int c1, int c2, int c3, int key0, int key1, int rounds, int[] out) {
    int k0 = key0;
    int k1 = key1;
    for (int r = 0; r < rounds; r++) {
      if (r > 0) {
        k0 += WEYL_0;
        k1 += WEYL_1;
      }
      long product0 = MULTIPLIER_0 * (c0 & 0xFFFFFFFFL); // 32 x 32 -> 64 bits, unsigned
      long product1 = MULTIPLIER_1 * (c2 & 0xFFFFFFFFL);
      int hi0 = (int) (product0 >>> 32);
      int lo0 = (int) product0;
      int hi1 = (int) (product1 >>> 32);
      int lo1 = (int) product1;
      int n0 = hi1 ^ c1 ^ k0;
      int n2 = hi0 ^ c3 ^ k1;
      c0 = n0;
      c1 = lo1;
      c2 = n2;
      c3 = lo0;
    }
    out[0] = c0;
    out[1] = c1;
    out[2] = c2;
    out[3] = c3;
  }
}
