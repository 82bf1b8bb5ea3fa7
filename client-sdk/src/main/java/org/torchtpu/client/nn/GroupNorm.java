package org.torchtpu.client.nn;

import org.torchtpu.client.Tensor;

/**
 * {@code torch.nn.GroupNorm(groups, channels)}: x [N, C, *] normalised over each group of C / groups channels and
 * all spatial positions (biased variance), then scaled and shifted per channel.
 */
public final class GroupNorm extends Module {
  private final long groups;
  private final long channels;
  private final double eps;
  private final Parameter weight;
  private final Parameter bias;

  public GroupNorm(Init init, long groups, long channels, double eps) {
    if (groups < 1 || channels % groups != 0) {
      throw new IllegalArgumentException("GroupNorm: " + channels + " channels are not divisible into " + groups
          + " groups");
    }
    this.groups = groups;
    this.channels = channels;
    this.eps = eps;
    this.weight = parameter("weight", init.ones(channels));
    this.bias = parameter("bias", init.zeros(channels));
  }

  public Tensor forward(Tensor x) {
    long[] shape = x.shape();
    if (shape.length < 2 || shape[1] != channels) {
      throw new IllegalArgumentException("GroupNorm: expected [N, " + channels + ", ...], got "
          + java.util.Arrays.toString(shape));
    }
    Tensor grouped = x.reshape(shape[0], groups, -1);
    Tensor mean = grouped.mean(2, true);
    Tensor centered = grouped.sub(mean);
    Tensor variance = centered.mul(centered).mean(2, true);
    Tensor normalized = centered.mul(variance.add(eps).rsqrt()).reshape(shape);
    return normalized.mul(BatchNorm2d.perChannel(weight.value(), shape.length))
        .add(BatchNorm2d.perChannel(bias.value(), shape.length));
  }
}
