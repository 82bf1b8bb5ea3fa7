package org.torchtpu.client.nn;

import org.torchtpu.api.v1.DType;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;

/**
 * Deterministic parameter initialisation: each tensor draws from the session's counter-based
 * RNG with its own seed ({@code baseSeed}, then +1 per tensor), so a model built twice from one
 * seed has the same weights on any host and in any mode.
 */
public final class Init {
  private final Session session;
  private long nextSeed;

  public Init(Session session, long baseSeed) {
    this.session = session;
    this.nextSeed = baseSeed;
  }

  public Session session() {
    return session;
  }

  /** Uniform on [-bound, bound), PyTorch's default for Linear weights with bound 1/sqrt(fan_in). */
  public Tensor uniform(double bound, long... dims) {
    return session.uniform(nextSeed++, -bound, bound, DType.F32, dims);
  }

  /** Normal with mean 0 and standard deviation {@code std}. */
  public Tensor normal(double std, long... dims) {
    return session.normal(nextSeed++, 0, std, DType.F32, dims);
  }

  public Tensor ones(long... dims) {
    return session.ones(DType.F32, dims);
  }

  public Tensor zeros(long... dims) {
    return session.zeros(DType.F32, dims);
  }
}
