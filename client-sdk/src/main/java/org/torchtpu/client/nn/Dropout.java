package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/**
 * Inverted dropout: in training, zeroes each element with probability {@code p} and scales the
 * rest by {@code 1/(1-p)}; the identity in eval mode or at p = 0. Masks come from the session's
 * counter-based RNG, seeded {@code seed}, {@code seed+1}, ... per call, so runs repeat exactly.
 * In a compiled program the seed is part of the traced graph: every call of that program draws
 * the same mask (pass p = 0 or eval() there when that matters).
 */
public final class Dropout extends Module {
  private final double p;
  private long nextSeed;

  public Dropout(double p, long seed) {
    if (!(p >= 0 && p < 1)) {
      throw new IllegalArgumentException("dropout probability must be in [0, 1), got " + p);
    }
    this.p = p;
    this.nextSeed = seed;
  }

  public Tensor forward(Tensor x) {
    if (!isTraining() || p == 0) {
      return x;
    }
    Tensor keep = x.session().rand(nextSeed++, x.shape()).ge(p);
    return Tensor.where(keep, x.mul(1.0 / (1.0 - p)), 0.0);
  }

  public double probability() {
    return p;
  }
}
