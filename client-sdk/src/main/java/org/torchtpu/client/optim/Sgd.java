package org.torchtpu.client.optim;

import java.util.ArrayList;
import java.util.List;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;
import org.torchtpu.client.nn.Parameter;

/**
 * SGD with momentum and (coupled, L2) weight decay, as {@code torch.optim.SGD} without dampening
 * or Nesterov: {@code g += wd * p; buf = momentum * buf + g; p -= lr * buf}. The momentum
 * buffers start at zero, which gives PyTorch's first step {@code buf = g} exactly. With momentum 0 the buffer is
 * not used and stays zero: were it the gradient itself, the two would share one value, and the next step's in-place
 * update of the buffer would change a gradient the caller still holds (PyTorch keeps no buffer then).
 */
public final class Sgd extends Optimizer {
  private final double momentum;
  private final double weightDecay;

  public Sgd(List<Parameter> parameters, LrSchedule schedule, double momentum, double weightDecay) {
    super(parameters, schedule);
    this.momentum = momentum;
    this.weightDecay = weightDecay;
  }

  @Override
  protected List<Tensor> initialState(Session session, List<Parameter> parameters) {
    List<Tensor> buffers = new ArrayList<>();
    for (Parameter p : parameters) {
      buffers.add(session.zeros(p.value().dtype(), p.shape()));
    }
    return buffers;
  }

  @Override
  protected double[] stepScalars(long step, double lr) {
    return new double[] {lr};
  }

  @Override
  protected List<Tensor> update(List<Tensor> params, List<Tensor> grads, List<Tensor> state, Tensor scalars) {
    Tensor lr = scalar(scalars, 0);
    List<Tensor> newParams = new ArrayList<>();
    List<Tensor> newBuffers = new ArrayList<>();
    for (int i = 0; i < params.size(); i++) {
      Tensor p = params.get(i);
      Tensor grad = grads.get(i);
      Tensor previous = state.get(i);
      // one parameter's update keeps its two results: its intermediates are freed as it ends (see AdamW)
      List<Tensor> updated = p.session().atOneCallSiteFreeingTheRest(() -> {
        Tensor g = weightDecay == 0 ? grad : grad.add(p.mul(weightDecay));
        if (momentum == 0) {
          return List.of(p.sub(g.mul(lr)), previous);
        }
        Tensor buffer = previous.mul(momentum).add(g);
        return List.of(p.sub(buffer.mul(lr)), buffer);
      }, r -> r);
      newParams.add(updated.get(0));
      newBuffers.add(updated.get(1));
    }
    newParams.addAll(newBuffers);
    return newParams;
  }
}
