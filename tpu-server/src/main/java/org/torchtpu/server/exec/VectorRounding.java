package org.torchtpu.server.exec;

import jdk.incubator.vector.FloatVector;
import jdk.incubator.vector.IntVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * bf16 rounding of float arrays on the Vector API, bit for bit the same as
 * {@link org.torchtpu.api.ir.FloatBits#roundToBf16}: add 0x7fff plus the lowest kept bit, clear the
 * low half, and leave NaNs as they are. The scalar form's NaN branch keeps C2 from vectorising it;
 * here it is a lane mask. Loaded only when the JVM has the module ({@link Numerics} checks first).
 */
final class VectorRounding {
  private VectorRounding() {}

  private static final VectorSpecies<Float> FLOATS = FloatVector.SPECIES_PREFERRED;

  /** Rounds data[from, to) to bf16 in place; returns the index from which the caller rounds the tail. */
  static int roundToBf16(float[] data, int from, int to) {
    int i = from;
    for (int bound = from + FLOATS.loopBound(to - from); i < bound; i += FLOATS.length()) {
      IntVector bits = FloatVector.fromArray(FLOATS, data, i).reinterpretAsInts();
      IntVector lowestKept = bits.lanewise(VectorOperators.LSHR, 16).and(1);
      IntVector rounded = bits.add(0x7fff).add(lowestKept).and(0xffff0000);
      VectorMask<Integer> nan = bits.and(0x7fffffff).compare(VectorOperators.GT, 0x7f800000);
      rounded.blend(bits, nan).reinterpretAsFloats().intoArray(data, i);
    }
    return i;
  }
}
