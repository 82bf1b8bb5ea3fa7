package org.torchtpu.client.optim;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.nn.Parameter;

/**
 * AdamW (Loshchilov and Hutter) in the order {@code torch.optim.AdamW} computes it: decoupled
 * weight decay {@code p *= 1 - lr * wd}; moments {@code m = b1 m + (1-b1) g},
 * {@code v = b2 v + (1-b2) g^2}; then {@code p -= lr / (1 - b1^t) * m / (sqrt(v) / sqrt(1 - b2^t) + eps)}.
 * The bias corrections depend on the step number, so they travel in the per-step scalars.
 */
public final class AdamW extends Optimizer {
  private final double beta1;
  private final double beta2;
  private final double eps;
  private final double weightDecay;

  public AdamW(List<Parameter> parameters, LrSchedule schedule, double beta1, double beta2, double eps,
      double weightDecay) {
    super(parameters, schedule);
    if (!(beta1 >= 0 && beta1 < 1 && beta2 >= 0 && beta2 < 1)) {
      throw new IllegalArgumentException("AdamW: betas must be in [0, 1), got " + beta1 + ", " + beta2);
    }
    this.beta1 = beta1;
    this.beta2 = beta2;
    this.eps = eps;
    this.weightDecay = weightDecay;
  }

  /** PyTorch's defaults: betas (0.9, 0.999), eps 1e-8, weight decay 0.01. */
  public AdamW(List<Parameter> parameters, LrSchedule schedule) {
    this(parameters, schedule, 0.9, 0.999, 1e-8, 0.01);
  }

  @Override
  protected List<Tensor> initialState(Session session, List<Parameter> parameters) {
    List<Tensor> moments = new ArrayList<>();
    for (int k = 0; k < 2; k++) {
      for (Parameter p : parameters) {
        moments.add(session.zeros(p.value().dtype(), p.shape()));
      }
    }
    return moments;
  }

  /** {1 - lr * wd, lr / (1 - b1^t), sqrt(1 - b2^t)} for t = step + 1. */
  @Override
  protected double[] stepScalars(long step, double lr) {
    long t = step + 1;
    return new double[] {1 - lr * weightDecay, lr / (1 - Math.pow(beta1, t)), Math.sqrt(1 - Math.pow(beta2, t))};
  }

  @Override
  protected List<Tensor> update(List<Tensor> params, List<Tensor> grads, List<Tensor> state, Tensor scalars) {
    Tensor decay = scalar(scalars, 0);
    Tensor stepSize = scalar(scalars, 1);
    Tensor correction2Sqrt = scalar(scalars, 2);
    int n = params.size();
    List<Tensor> out = new ArrayList<>(3 * n);
    List<Tensor> firsts = new ArrayList<>(n);
    List<Tensor> seconds = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      Tensor g = grads.get(i);
      Tensor p = params.get(i);
      Tensor firstMoment = state.get(i);
      Tensor secondMoment = state.get(n + i);
      // one parameter's update keeps its three results: its intermediates are freed as it ends, so under DeferAndFuse
      // the chunk holding it need not write them (a no-op when traced)
      List<Tensor> updated = p.session().atOneCallSiteFreeingTheRest(() -> {
        Tensor m = firstMoment.mul(beta1).add(g.mul(1 - beta1));
        Tensor v = secondMoment.mul(beta2).add(g.mul(g).mul(1 - beta2));
        Tensor denominator = v.sqrt().div(correction2Sqrt).add(eps);
        Tensor decayed = weightDecay == 0 ? p : p.mul(decay);
        return List.of(decayed.sub(m.div(denominator).mul(stepSize)), m, v);
      }, r -> r);
      out.add(updated.get(0));
      firsts.add(updated.get(1));
      seconds.add(updated.get(2));
    }
    out.addAll(firsts);
    out.addAll(seconds);
    return out;
  }
}
