package org.torchtpu.client.optim;

/** A learning rate per step (step 0 is the first update). */
@FunctionalInterface
public interface LrSchedule {
  double lr(long step);

  /** The same rate every step. */
  static LrSchedule constant(double lr) {
    return step -> lr;
  }

  /**
   * Linear warmup from {@code peak/warmup} to {@code peak} over the first {@code warmup} steps,
   * then cosine decay from {@code peak} to {@code floor} at step {@code total} (and {@code floor}
   * after it).
   */
  static LrSchedule warmupCosine(double peak, long warmup, long total, double floor) {
    if (warmup < 0 || total <= warmup) {
      throw new IllegalArgumentException("warmupCosine: need 0 <= warmup < total, got warmup " + warmup + ", total "
          + total);
    }
    return step -> {
      if (step < warmup) {
        return peak * (step + 1) / warmup;
      }
      double progress = Math.min(1.0, (double) (step - warmup) / (total - warmup));
      return floor + 0.5 * (peak - floor) * (1 + Math.cos(Math.PI * progress));
    };
  }
}
