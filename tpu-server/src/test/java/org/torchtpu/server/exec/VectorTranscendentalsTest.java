package org.torchtpu.server.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.function.DoubleUnaryOperator;
import jdk.incubator.vector.DoubleVector;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.UnaryOp;

/**
 * The float EXP and TANH kernels (Vector API exp with a rounding guard) give exactly the bits of
 * {@code (float) Math.exp(x)} and {@code (float) Math.tanh(x)} over whole arrays, as the kernels
 * run them: every 61st float bit pattern of both signs (overflow, underflow, the series range,
 * saturation) and the special values, at offsets and lengths that leave vector tails.
 */
class VectorTranscendentalsTest {

  private static float[] inputs() {
    int from = Float.floatToRawIntBits(0x1p-40f);
    int to = Float.floatToRawIntBits(200f);
    float[] special = {0f, -0f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MIN_VALUE,
        Float.MAX_VALUE, -Float.MAX_VALUE, 88.72f, 88.73f, -87.3f, -103.9f, -104f, 20f, Math.nextUp(20f), -20f};
    int count = (to - from) / 61 + 1;
    float[] x = new float[2 * count + special.length];
    int p = 0;
    for (int bits = from; bits <= to; bits += 61) {
      x[p++] = Float.intBitsToFloat(bits);
      x[p++] = -Float.intBitsToFloat(bits);
    }
    System.arraycopy(special, 0, x, p, special.length);
    return x;
  }

  private static void check(UnaryOp.Kind kind, DoubleUnaryOperator reference) {
    assumeTrue(MatmulKernels.vectorApiAvailable(), "Vector API module not present");
    float[] x = inputs();
    float[] out = new float[x.length + 3];
    int n = x.length - 5; // an odd length from an odd offset: vector bodies and scalar tails
    TileKernels.unaryFloat(kind, DType.F32, x, 5, out, 3, n);
    int mismatches = 0;
    String first = null;
    for (int i = 0; i < n; i++) {
      float want = (float) reference.applyAsDouble(x[5 + i]);
      if (Float.floatToRawIntBits(out[3 + i]) != Float.floatToRawIntBits(want)) {
        mismatches++;
        first = first == null ? kind + "(" + x[5 + i] + ") = " + out[3 + i] + ", want " + want : first;
      }
    }
    assertThat(mismatches).as("mismatches, first: %s", first).isZero();
  }

  @Test
  void expIsMathExpBitForBit() {
    check(UnaryOp.Kind.EXP, Math::exp);
  }

  @Test
  void tanhIsMathTanhBitForBit() {
    check(UnaryOp.Kind.TANH, Math::tanh);
  }

  @Test
  void aShortTileAfterALongOneIsStillExact() {
    check(UnaryOp.Kind.EXP, Math::exp); // leaves the thread's block full of another call's values
    assumeTrue(MatmulKernels.vectorApiAvailable(), "Vector API module not present");
    float[] x = {-1.5f, 0.25f, 3f, 10f, -30f};
    float[] out = new float[x.length];
    VectorTranscendentals.exp(x, 0, out, 0, x.length);
    for (int i = 0; i < x.length; i++) {
      assertThat(out[i]).isEqualTo((float) Math.exp(x[i]));
    }
  }

  /**
   * A call allocates nothing per call: the block of doubles is the thread's, kept from call to call. One float,
   * shorter than a vector of two or more doubles, so only the scalar tail runs and no Vector API object (boxed
   * outside C2) is counted.
   */
  @Test
  void callsAllocateNoBlockOfTheirOwn() {
    assumeTrue(MatmulKernels.vectorApiAvailable(), "Vector API module not present");
    assumeTrue(DoubleVector.SPECIES_PREFERRED.length() > 1, "a vector of one double would not leave a scalar tail");
    var threads = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    float[] x = {0.5f};
    float[] out = new float[1];
    VectorTranscendentals.exp(x, 0, out, 0, 1);
    VectorTranscendentals.tanh(x, 0, out, 0, 1);
    int calls = 10_000;
    long before = threads.getThreadAllocatedBytes(id);
    for (int i = 0; i < calls; i++) {
      VectorTranscendentals.exp(x, 0, out, 0, 1);
      VectorTranscendentals.tanh(x, 0, out, 0, 1);
    }
    long bytes = threads.getThreadAllocatedBytes(id) - before;
    // a fresh double[1] per call is 24 bytes, 480 KB here; allow a few KB of the counter's own noise
    assertThat(bytes).as("bytes allocated by %d exp and tanh calls", calls).isLessThan(64 * 1024);
  }
}
