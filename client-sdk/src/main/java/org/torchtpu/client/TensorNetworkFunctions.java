package org.torchtpu.client;

import static org.torchtpu.client.GradientFormulas.crossEntropyBackward;
import static org.torchtpu.client.GradientFormulas.layerNormBackward;
import static org.torchtpu.client.GradientFormulas.linearBackward;
import static org.torchtpu.client.GradientFormulas.matmulBackward;

import org.torchtpu.api.v1.DotGeneralOp.Precision;

/**
 * Tensor's matrix products and neural-network functions (softmax, layer norm, cross-entropy,
 * embedding) with their gradients. {@link Tensor} delegates here.
 */
final class TensorNetworkFunctions {
  private TensorNetworkFunctions() {}

  static Tensor matmul(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> MatmulDecompositions.matmul(self, other, Precision.DEFAULT));
    return Autograd.record("matmul", out, g -> matmulBackward(g, self, other, Precision.DEFAULT), self, other);
  }

  static Tensor matmul(Tensor self, Tensor other, Precision precision) {
    Tensor out = self.decomposed(() -> MatmulDecompositions.matmul(self, other, precision));
    return Autograd.record("matmul", out, g -> matmulBackward(g, self, other, precision), self, other);
  }

  static Tensor mm(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> MatmulDecompositions.mm(self, other, Precision.DEFAULT));
    return Autograd.record("mm", out, g -> matmulBackward(g, self, other, Precision.DEFAULT), self, other);
  }

  static Tensor bmm(Tensor self, Tensor other) {
    Tensor out = self.decomposed(() -> MatmulDecompositions.bmm(self, other, Precision.DEFAULT));
    return Autograd.record("bmm", out, g -> matmulBackward(g, self, other, Precision.DEFAULT), self, other);
  }

  static Tensor linear(Tensor input, Tensor weight, Tensor bias) {
    Tensor out = input.session().decomposed(() -> MatmulDecompositions.linear(input, weight, bias, Precision.DEFAULT));
    return Autograd.record("linear", out,
        g -> linearBackward(g, input, weight, bias, Precision.DEFAULT), input, weight, bias);
  }

  static Tensor linear(Tensor input, Tensor weight, Tensor bias, Precision precision) {
    Tensor out = input.session().decomposed(() -> MatmulDecompositions.linear(input, weight, bias, precision));
    return Autograd.record("linear", out, g -> linearBackward(g, input, weight, bias, precision), input, weight, bias);
  }

  static Tensor softmax(Tensor self, int dim) {
    Tensor out = self.decomposed(() -> NormAndLossDecompositions.softmax(self, dim));
    return Autograd.record("softmax", out,
        g -> new Tensor[] {out.mul(g.sub(g.mul(out).sum(new int[] {dim}, true)))}, self);
  }

  static Tensor logSoftmax(Tensor self, int dim) {
    Tensor out = self.decomposed(() -> NormAndLossDecompositions.logSoftmax(self, dim));
    return Autograd.record("log_softmax", out,
        g -> new Tensor[] {g.sub(out.exp().mul(g.sum(new int[] {dim}, true)))}, self);
  }

  static Tensor layerNorm(Tensor self, long[] normalizedShape, Tensor weight, Tensor bias, double eps) {
    Tensor out = self.decomposed(() -> NormAndLossDecompositions.layerNorm(self, normalizedShape, weight, bias, eps));
    return Autograd.record("layer_norm", out,
        g -> layerNormBackward(self, g, normalizedShape, weight, bias, eps), self, weight, bias);
  }

  static Tensor layerNorm(Tensor self, long... normalizedShape) {
    Tensor out = self.decomposed(() -> NormAndLossDecompositions.layerNorm(self, normalizedShape, null, null, 1e-5));
    return Autograd.record("layer_norm", out, g -> layerNormBackward(self, g, normalizedShape, null, null, 1e-5), self);
  }

  static Tensor crossEntropy(Tensor logits, Tensor targets) {
    Tensor out = logits.session().decomposed(() -> NormAndLossDecompositions.crossEntropy(logits, targets));
    return Autograd.record("cross_entropy", out, g -> crossEntropyBackward(g, logits, targets, null), logits, targets);
  }

  static Tensor crossEntropy(Tensor logits, Tensor targets, long ignoreIndex) {
    Tensor out = logits.session().decomposed(
        () -> NormAndLossDecompositions.crossEntropy(logits, targets, ignoreIndex));
    return Autograd.record("cross_entropy", out,
        g -> crossEntropyBackward(g, logits, targets, ignoreIndex), logits, targets);
  }

  static Tensor embedding(Tensor weight, Tensor indices) {
    Tensor out = weight.session().decomposed(() -> IndexingDecompositions.embedding(weight, indices));
    return Autograd.record("embedding", out,
        g -> new Tensor[] {Autograd.embeddingBackward(g, indices, weight.shape(), weight.dtype()), null},
        weight, indices);
  }
}
