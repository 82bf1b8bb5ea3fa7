package org.torchtpu.server.cost;

/**
 * The simulated ICI time of one collective.
 *
 * @param seconds simulated device time of the collective (ICI only: the op launch is the caller's)
 * @param algorithm how the model moves the data, e.g. "bidirectional-ring x(16) then y(16)", for users asking "why"
 * @param bytesOnWire bytes one member sends over its ICI links during the collective (its own traffic; bytes an
 *     intermediate chip forwards for others on a multi-hop route are not counted)
 * @param boundSeconds the analytic bandwidth lower bound for this collective on this group (no latency), see
 *     docs/ici-cost-model.md; {@code seconds / boundSeconds} is how far the algorithm is from ideal
 */
public record CollectiveCost(double seconds, String algorithm, double bytesOnWire, double boundSeconds) {

  /** A collective with nothing to move (one member): zero seconds. */
  static CollectiveCost free(String why) {
    return new CollectiveCost(0, why, 0, 0);
  }
}
