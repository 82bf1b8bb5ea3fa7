package org.torchtpu.client;

import java.util.List;
import org.torchtpu.api.ir.DTypes;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.DotGeneralOp.Precision;

/**
 * The backward formulas of {@link Tensor}'s differentiable operations: given the gradient of an
 * operation's result, the gradients of its inputs (null for an input that needs none). The
 * operations record them with {@link Autograd#record}; the shared machinery (unbroadcasting,
 * unslicing, scatter-adds) is in {@link Autograd}.
 */
final class GradientFormulas {
  private GradientFormulas() {}

  // ------------------------------------------------------------------ elementwise

  private static final double SQRT_HALF = Math.sqrt(0.5);
  private static final double INV_SQRT_2PI = 1.0 / Math.sqrt(2.0 * Math.PI);
  private static final double GELU_TANH_BETA = Math.sqrt(2.0 / Math.PI);
  private static final double GELU_TANH_KAPPA = 0.044715;

  /** d x^p / dx = p x^(p-1); zero for p = 0 (PyTorch's choice, avoiding 0 * inf at x = 0). */
  static Tensor powGrad(Tensor x, Tensor g, double exponent) {
    return exponent == 0 ? g.mul(0.0) : g.mul(x.pow(exponent - 1)).mul(exponent);
  }

  /** maximum/minimum: the gradient goes to the winning operand; ties split it evenly, as PyTorch. */
  static Tensor[] extremumPairGrad(Tensor g, Tensor firstWins, Tensor tie, Tensor secondWins) {
    Tensor halfOnTie = Tensor.where(tie, g.mul(0.5), 0.0);
    return new Tensor[] {
        Tensor.where(firstWins, g, 0.0).add(halfOnTie), Tensor.where(secondWins, g, 0.0).add(halfOnTie)};
  }

  /** clamp passes the gradient where min <= x <= max (bounds included, as PyTorch). */
  static Tensor clampGrad(Tensor x, Tensor g, double min, double max) {
    return Tensor.where(x.ge(min).logicalAnd(x.le(max)), g, 0.0);
  }

  /** d gelu / dx: {@code Phi(x) + x phi(x)} (erf form) or the derivative of the tanh form. */
  static Tensor geluDerivative(Tensor x, String approximate) {
    if ("tanh".equals(approximate)) {
      Tensor inner = x.add(x.mul(x).mul(x).mul(GELU_TANH_KAPPA)).mul(GELU_TANH_BETA);
      Tensor t = inner.tanh();
      Tensor innerDerivative = x.mul(x).mul(3 * GELU_TANH_KAPPA).add(1.0).mul(GELU_TANH_BETA);
      return t.add(1.0).mul(0.5).add(x.mul(0.5).mul(t.mul(t).neg().add(1.0)).mul(innerDerivative));
    }
    Tensor cdf = x.mul(SQRT_HALF).erf().add(1.0).mul(0.5);
    Tensor pdf = x.mul(x).mul(-0.5).exp().mul(INV_SQRT_2PI);
    return cdf.add(x.mul(pdf));
  }

  // ------------------------------------------------------------------ matrix products

  /**
   * Gradients of {@code a @ b}: vectors become matrices (a row for a, a column for b), then
   * {@code g @ b^T} and {@code a^T @ g}, summed over broadcast batch dims by the caller.
   */
  static Tensor[] matmulBackward(Tensor g, Tensor a, Tensor b, Precision precision) {
    Tensor a2 = a.dim() == 1 ? a.unsqueeze(0) : a;
    Tensor b2 = b.dim() == 1 ? b.unsqueeze(1) : b;
    Tensor full = g;
    if (b.dim() == 1) {
      full = full.unsqueeze(full.dim());
    }
    if (a.dim() == 1) {
      full = full.unsqueeze(full.dim() - 1);
    }
    Tensor ga = null;
    Tensor gb = null;
    if (a.requiresGrad()) {
      ga = Autograd.sumToShape(full.matmul(b2.transpose(-1, -2), precision), a2.shape()).reshape(a.shape());
    }
    if (b.requiresGrad()) {
      gb = Autograd.sumToShape(a2.transpose(-1, -2).matmul(full, precision), b2.shape()).reshape(b.shape());
    }
    return new Tensor[] {ga, gb};
  }

  /** Gradients of {@code x @ w^T + bias}, with x's leading dims flattened into rows for the weight's. */
  static Tensor[] linearBackward(Tensor g, Tensor x, Tensor weight, Tensor bias, Precision precision) {
    Tensor gx = x.requiresGrad() ? g.matmul(weight, precision) : null;
    Tensor gw = null;
    if (weight.requiresGrad()) {
      long rows = x.numel() / x.size(-1);
      Tensor g2 = g.reshape(rows, g.size(-1));
      Tensor x2 = x.reshape(rows, x.size(-1));
      gw = g2.t().matmul(x2, precision);
    }
    return new Tensor[] {gx, gw, bias == null ? null : g};
  }

  // ------------------------------------------------------------------ reductions

  /** The gradient of a sum or mean over {@code dims} (all for an empty array): g broadcast back. */
  static Tensor reductionGrad(Tensor x, Tensor g, int[] dims, boolean keepdim, boolean mean) {
    int[] reduced = ShapeRules.reductionDims("backward", dims, x.dim());
    Tensor r = Autograd.unreduce(g, x.shape(), reduced, keepdim);
    if (!mean) {
      return r;
    }
    long count = 1;
    for (int d : reduced) {
      count *= x.size(d);
    }
    return r.mul(1.0 / count);
  }

  /**
   * The gradient of amax/amin (and max()/min() of all elements): split evenly among the
   * positions equal to the extremum, as PyTorch's amax does for ties.
   */
  static Tensor extremumGrad(Tensor x, Tensor g, Tensor extremum, int[] dims, boolean keepdim) {
    int[] reduced = ShapeRules.reductionDims("backward", dims, x.dim());
    long[] shape = x.shape();
    Tensor hits = x.eq(Autograd.unreduce(extremum, shape, reduced, keepdim)).to(g.dtype());
    Tensor ties = reduced.length == 0 ? hits : hits.sum(reduced, true);
    return Autograd.unreduce(g, shape, reduced, keepdim).mul(hits).div(ties);
  }

  /** The gradient of max(dim)/min(dim) values: all to the returned index (PyTorch's rule for these). */
  static Tensor indexedExtremumGrad(Tensor x, Tensor g, Tensor indices, int dim, boolean keepdim) {
    int d = ShapeRules.wrapDim("backward", dim, x.dim());
    long[] positionShape = new long[x.dim()];
    java.util.Arrays.fill(positionShape, 1);
    positionShape[d] = x.size(d);
    Tensor positions = x.session().arange(x.size(d)).reshape(positionShape);
    Tensor index = keepdim ? indices : indices.unsqueeze(d);
    Tensor gAtIndex = keepdim ? g : g.unsqueeze(d);
    return Tensor.where(index.eq(positions), gAtIndex.expand(x.shape()), 0.0);
  }

  // ------------------------------------------------------------------ neural-network functions

  /** Layer norm's gradients, recomputing mean and rstd (the forward's intermediates are freed). */
  static Tensor[] layerNormBackward(Tensor x, Tensor g, long[] normalizedShape, Tensor weight, Tensor bias,
      double eps) {
    int k = normalizedShape.length;
    int[] dims = new int[k];
    for (int i = 0; i < k; i++) {
      dims[i] = x.dim() - k + i;
    }
    DType compute = Decompositions.computeType(x.dtype());
    Tensor v = x.to(compute);
    Tensor gv = g.to(compute);
    Tensor centered = v.sub(v.mean(dims, true));
    Tensor rstd = centered.mul(centered).mean(dims, true).add(eps).rsqrt();
    Tensor normalized = centered.mul(rstd);
    Tensor gNormalized = weight == null ? gv : gv.mul(weight.to(compute));
    Tensor gx = rstd.mul(gNormalized.sub(gNormalized.mean(dims, true))
        .sub(normalized.mul(gNormalized.mul(normalized).mean(dims, true))));
    Tensor gw = weight != null && weight.requiresGrad() ? gv.mul(normalized) : null;
    Tensor gb = bias != null && bias.requiresGrad() ? gv : null;
    return new Tensor[] {gx, gw, gb};
  }

  /**
   * Cross-entropy's gradients: {@code (softmax - onehot) / count} for class indices (ignored
   * rows get none), {@code (softmax * sum(targets) - targets) / N} for probabilities, whose own
   * gradient is {@code -log_softmax / N}.
   */
  static Tensor[] crossEntropyBackward(Tensor g, Tensor logits, Tensor targets, Long ignoreIndex) {
    DType compute = Decompositions.computeType(logits.dtype());
    Tensor v = logits.to(compute);
    Tensor gc = g.to(compute);
    double rows = logits.dim() == 2 ? logits.size(0) : 1;
    Tensor probabilities = v.softmax(-1);
    if (DTypes.isFloat(targets.dtype())) {
      Tensor t = targets.to(compute);
      Tensor gLogits = probabilities.mul(t.sum(new int[] {-1}, true)).sub(t).mul(gc).div(rows);
      Tensor gTargets = targets.requiresGrad() ? v.logSoftmax(-1).mul(gc).div(-rows) : null;
      return new Tensor[] {gLogits, gTargets};
    }
    Tensor classes = logits.session().arange(logits.size(-1));
    Tensor oneHot = targets.unsqueeze(-1).eq(classes).to(compute);
    Tensor difference = probabilities.sub(oneHot);
    if (ignoreIndex == null) {
      return new Tensor[] {difference.mul(gc).div(rows), null};
    }
    Tensor kept = targets.ne(ignoreIndex.longValue());
    Tensor count = kept.to(compute).sum();
    Tensor masked = Tensor.where(kept.unsqueeze(-1), difference, 0.0);
    return new Tensor[] {masked.mul(gc).div(count), null};
  }

  // ------------------------------------------------------------------ shape and views

  static int[] inversePermutation(int[] dims) {
    int[] inverse = new int[dims.length];
    for (int i = 0; i < dims.length; i++) {
      inverse[ShapeRules.wrapDim("permute", dims[i], dims.length)] = i;
    }
    return inverse;
  }

  static Tensor sliceGrad(Tensor x, Tensor g, int dim, long start, long step) {
    int d = ShapeRules.wrapDim("slice", dim, x.dim());
    return Autograd.unslice(g, x.shape(), d, ShapeRules.clampSliceBound(start, x.size(d)), step);
  }

  static Tensor narrowGrad(Tensor x, Tensor g, int dim, long start) {
    int d = ShapeRules.wrapDim("narrow", dim, x.dim());
    return Autograd.unslice(g, x.shape(), d, start < 0 ? start + x.size(d) : start, 1);
  }

  static Tensor selectGrad(Tensor x, Tensor g, int dim, long index) {
    int d = ShapeRules.wrapDim("select", dim, x.dim());
    return Autograd.unslice(g.unsqueeze(d), x.shape(), d, index < 0 ? index + x.size(d) : index, 1);
  }

  static Tensor[] catGrad(Tensor g, List<Tensor> tensors, int dim) {
    int d = ShapeRules.wrapDim("cat", dim, g.dim());
    Tensor[] grads = new Tensor[tensors.size()];
    long offset = 0;
    for (int i = 0; i < grads.length; i++) {
      Tensor t = tensors.get(i);
      long length = t.dim() == g.dim() ? t.size(d) : 0;
      if (t.requiresGrad()) {
        grads[i] = g.narrow(d, offset, length);
      }
      offset += length;
    }
    return grads;
  }

  static Tensor[] stackGrad(Tensor g, int count, int dim) {
    int d = ShapeRules.wrapDim("stack", dim, g.dim());
    Tensor[] grads = new Tensor[count];
    for (int i = 0; i < count; i++) {
      grads[i] = g.select(d, i);
    }
    return grads;
  }
}
