package org.torchtpu.server.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.VectorSpecies;
import org.torchtpu.api.v1.BinaryOp;

/**
 * Float elementwise arithmetic on the Vector API for the binary ops every model runs (add,
 * subtract, multiply, divide, max, min). Each lane is the same IEEE operation as the scalar loop
 * in {@link TileKernels} (lanewise MAX/MIN follow {@code Math.max}/{@code Math.min}), so the bits do
 * not change. C2 does not vectorise the scalar loops reliably when the three arrays have their own
 * offsets. Loaded only when the JVM has the module.
 */
final class VectorTiles {
  private VectorTiles() {}

  private static final VectorSpecies<Float> FLOATS = FloatVector.SPECIES_PREFERRED;

  /**
   * out = a (kind) b over the first whole vectors of the n elements; returns how many elements it
   * did (0 for kinds left to the scalar loops), the caller does the rest.
   */
  static int binary(BinaryOp.Kind kind, float[] a, int aOff, float[] b, int bOff, float[] out, int outOff, int n) {
    // one loop per kind: the operator must be a constant at each call for C2 to intrinsify it
    int step = FLOATS.length();
    int bound = FLOATS.loopBound(n);
    int i = 0;
    switch (kind) {
      case ADD -> {
        for (; i < bound; i += step) {
          load(a, aOff + i).add(load(b, bOff + i)).intoArray(out, outOff + i);
        }
      }
      case SUBTRACT -> {
        for (; i < bound; i += step) {
          load(a, aOff + i).sub(load(b, bOff + i)).intoArray(out, outOff + i);
        }
      }
      case MULTIPLY -> {
        for (; i < bound; i += step) {
          load(a, aOff + i).mul(load(b, bOff + i)).intoArray(out, outOff + i);
        }
      }
      case DIVIDE -> {
        for (; i < bound; i += step) {
          load(a, aOff + i).div(load(b, bOff + i)).intoArray(out, outOff + i);
        }
      }
      case MAXIMUM -> {
        for (; i < bound; i += step) {
          load(a, aOff + i).max(load(b, bOff + i)).intoArray(out, outOff + i);
        }
      }
      case MINIMUM -> {
        for (; i < bound; i += step) {
          load(a, aOff + i).min(load(b, bOff + i)).intoArray(out, outOff + i);
        }
      }
      default -> {
        return 0;
      }
    }
    return i;
  }

  private static FloatVector load(float[] array, int offset) {
    return FloatVector.fromArray(FLOATS, array, offset);
  }
}
