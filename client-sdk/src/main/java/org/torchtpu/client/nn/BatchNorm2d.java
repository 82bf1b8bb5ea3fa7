package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/**
 * {@code torch.nn.BatchNorm2d(channels)}: in training, x [N, C, H, W] is normalised with the batch's per-channel mean
 * and biased variance, and the running estimates move by {@code momentum} toward the batch's mean and unbiased
 * variance (PyTorch's update); in eval mode the running estimates normalise. The running estimates are plain state,
 * not parameters (they get no gradient and are not in {@link #stateDict()}). A compiled training step cannot carry
 * them (its traced values do not outlive the trace), so compiled models use {@code trackRunningStats = false}, which
 * always normalises with the batch's statistics, as the CNN example does.
 */
public final class BatchNorm2d extends Module {
  private final long channels;
  private final double eps;
  private final double momentum;
  private final Parameter weight;
  private final Parameter bias;
  private final boolean trackRunningStats;
  private Tensor runningMean;
  private Tensor runningVar;

  /**
   * @param trackRunningStats false (PyTorch's {@code track_running_stats=False}): always normalise with the batch's
   *     statistics and keep no running estimates, which is what a compiled training step can carry
   */
  public BatchNorm2d(Init init, long channels, double eps, double momentum, boolean trackRunningStats) {
    this.channels = channels;
    this.trackRunningStats = trackRunningStats;
    this.eps = eps;
    this.momentum = momentum;
    this.weight = parameter("weight", init.ones(channels));
    this.bias = parameter("bias", init.zeros(channels));
    this.runningMean = trackRunningStats ? init.zeros(channels) : null;
    this.runningVar = trackRunningStats ? init.ones(channels) : null;
  }

  public BatchNorm2d(Init init, long channels) {
    this(init, channels, 1e-5, 0.1, true);
  }

  public Tensor forward(Tensor x) {
    long[] shape = x.shape();
    if (shape.length != 4 || shape[1] != channels) {
      throw new IllegalArgumentException("BatchNorm2d: expected [N, " + channels + ", H, W], got "
          + java.util.Arrays.toString(shape));
    }
    int[] reduced = {0, 2, 3};
    Tensor mean;
    Tensor variance;
    if (isTraining() || !trackRunningStats) {
      mean = x.mean(reduced, true);
      Tensor centered = x.sub(mean);
      variance = centered.mul(centered).mean(reduced, true);
      if (!trackRunningStats) {
        return x.sub(mean).mul(variance.add(eps).rsqrt()).mul(perChannel(weight.value(), 4))
            .add(perChannel(bias.value(), 4));
      }
      long n = shape[0] * shape[2] * shape[3];
      double unbiased = n > 1 ? (double) n / (n - 1) : 1.0;
      runningMean = runningMean.mul(1 - momentum).add(mean.reshape(channels).detach().mul(momentum));
      runningVar = runningVar.mul(1 - momentum).add(variance.reshape(channels).detach().mul(momentum * unbiased));
    } else {
      mean = perChannel(runningMean, 4);
      variance = perChannel(runningVar, 4);
    }
    Tensor normalized = x.sub(mean).mul(variance.add(eps).rsqrt());
    return normalized.mul(perChannel(weight.value(), 4)).add(perChannel(bias.value(), 4));
  }

  /** The running mean, or null when running statistics are not tracked. */
  public Tensor runningMean() {
    return runningMean;
  }

  public Tensor runningVar() {
    return runningVar;
  }

  /** A [C] vector as [1, C, 1, ...] for a rank-{@code rank} channels-first tensor. */
  static Tensor perChannel(Tensor v, int rank) {
    long[] shape = new long[rank];
    java.util.Arrays.fill(shape, 1);
    shape[1] = v.numel();
    return v.reshape(shape);
  }
}
