package org.torchtpu.server.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;

/**
 * Rows of fused multiply-adds on the Vector API for {@link DepthwiseConvolution}: each lane is one
 * {@code Math.fma} (a single rounding), so the bits are the scalar loop's. C2 does not vectorise the
 * scalar loop when the arrays have their own offsets. Loaded only when the JVM has the module.
 */
final class VectorFma {
  private VectorFma() {}

  private static final VectorSpecies<Float> FLOATS = FloatVector.SPECIES_PREFERRED;

  /** c[cOff + i] = fma(a[aOff + i], b[bOff + i], c[cOff + i]) for i in [0, n). */
  static void rows(float[] a, int aOff, float[] b, int bOff, float[] c, int cOff, int n) {
    int step = FLOATS.length();
    int bound = FLOATS.loopBound(n);
    int i = 0;
    for (; i < bound; i += step) {
      FloatVector.fromArray(FLOATS, a, aOff + i).fma(FloatVector.fromArray(FLOATS, b, bOff + i),
          FloatVector.fromArray(FLOATS, c, cOff + i)).intoArray(c, cOff + i);
    }
    for (; i < n; i++) {
      c[cOff + i] = Math.fma(a[aOff + i], b[bOff + i], c[cOff + i]);
    }
  }

  /** c[cOff + i] = fma(s, b[bOff + i], c[cOff + i]) for i in [0, n). */
  static void scaled(float s, float[] b, int bOff, float[] c, int cOff, int n) {
    int step = FLOATS.length();
    int bound = FLOATS.loopBound(n);
    FloatVector sv = FloatVector.broadcast(FLOATS, s);
    int i = 0;
    for (; i < bound; i += step) {
      sv.fma(FloatVector.fromArray(FLOATS, b, bOff + i), FloatVector.fromArray(FLOATS, c, cOff + i)).intoArray(c, cOff + i);
    }
    for (; i < n; i++) {
      c[cOff + i] = Math.fma(s, b[bOff + i], c[cOff + i]);
    }
  }
}
