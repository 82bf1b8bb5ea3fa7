package org.torchtpu.e2e.workloads;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.client.Session;
import org.torchtpu.client.Tensor;

/**
 * The workloads the mode tests and the mode-table benchmark run: an MLP training step with its
 * gradients written out by hand (the SDK has no autograd yet) and a small transformer forward.
 * Both are plain functions over tensors, so the same code runs eagerly in every mode and is
 * traced by {@code session.compile}.
 */
public final class Workloads {
  private Workloads() {}

  /** MLP sizes: batch, inputs, hidden, classes. */
  public static final int MLP_B = 64;
  public static final int MLP_IN = 256;
  public static final int MLP_H = 512;
  public static final int MLP_OUT = 16;
  public static final double LR = 0.05;

  /** Inputs of {@link #mlpTrainStep}: x, one-hot targets, then the parameters W1, b1, W2, b2. */
  public static Tensor[] mlpInputs(Session s, long seed) {
    Tensor x = s.randn(seed, MLP_B, MLP_IN);
    long[] labels = new long[MLP_B];
    for (int i = 0; i < MLP_B; i++) {
      labels[i] = (i * 5L) % MLP_OUT;
    }
    Tensor oneHot = Tensor.where(s.tensor(labels, MLP_B).unsqueeze(1).eq(s.arange(MLP_OUT).unsqueeze(0)), 1.0, 0.0);
    return new Tensor[] {x, oneHot,
        s.randn(seed + 1, MLP_IN, MLP_H).mul(1.0 / Math.sqrt(MLP_IN)), s.zeros(MLP_H),
        s.randn(seed + 2, MLP_H, MLP_OUT).mul(1.0 / Math.sqrt(MLP_H)), s.zeros(MLP_OUT)};
  }

  /**
   * One SGD step of a ReLU MLP with softmax cross-entropy: returns the loss, then the updated
   * W1, b1, W2, b2. Gradients: dlogits = (softmax - onehot) / B, then back through both layers.
   */
  public static List<Tensor> mlpTrainStep(Tensor[] in) {
    Tensor x = in[0];
    Tensor oneHot = in[1];
    Tensor w1 = in[2];
    Tensor b1 = in[3];
    Tensor w2 = in[4];
    Tensor b2 = in[5];
    Tensor h = x.matmul(w1).add(b1);
    Tensor a = h.relu();
    Tensor logits = a.matmul(w2).add(b2);
    Tensor logProbs = logits.logSoftmax(1);
    Tensor loss = logProbs.mul(oneHot).sum().mul(-1.0 / MLP_B);
    Tensor dLogits = logProbs.exp().sub(oneHot).mul(1.0 / MLP_B);
    Tensor dW2 = a.t().matmul(dLogits);
    Tensor db2 = dLogits.sum(0);
    Tensor dA = dLogits.matmul(w2.t());
    Tensor dH = Tensor.where(h.gt(0.0), dA, 0.0);
    Tensor dW1 = x.t().matmul(dH);
    Tensor db1 = dH.sum(0);
    return List.of(loss,
        w1.sub(dW1.mul(LR)), b1.sub(db1.mul(LR)), w2.sub(dW2.mul(LR)), b2.sub(db2.mul(LR)));
  }

  /** Transformer sizes: batch, sequence, model width, heads, MLP width, vocabulary. */
  public static final int TF_B = 4;
  public static final int TF_T = 64;
  public static final int TF_D = 128;
  public static final int TF_HEADS = 2;
  public static final int TF_F = 512;
  public static final int TF_V = 256;

  /** Inputs of {@link #transformerForward}: token ids, causal mask, embedding, Wq, Wk, Wv, Wo, W1, W2. */
  public static Tensor[] transformerInputs(Session s, long seed) {
    long[] tokens = new long[TF_B * TF_T];
    for (int i = 0; i < tokens.length; i++) {
      tokens[i] = (i * 7L + seed) % TF_V;
    }
    Tensor ids = s.tensor(tokens, TF_B, TF_T);
    Tensor rows = s.arange(TF_T).unsqueeze(1);
    Tensor cols = s.arange(TF_T).unsqueeze(0);
    Tensor mask = Tensor.where(cols.gt(rows), -1e9, 0.0);
    double scale = 1.0 / Math.sqrt(TF_D);
    return new Tensor[] {ids, mask,
        s.randn(seed, TF_V, TF_D).mul(0.5),
        s.randn(seed + 1, TF_D, TF_D).mul(scale), s.randn(seed + 2, TF_D, TF_D).mul(scale),
        s.randn(seed + 3, TF_D, TF_D).mul(scale), s.randn(seed + 4, TF_D, TF_D).mul(scale),
        s.randn(seed + 5, TF_D, TF_F).mul(scale), s.randn(seed + 6, TF_F, TF_D).mul(1.0 / Math.sqrt(TF_F))};
  }

  /** One pre-norm decoder block (causal multi-head attention, GELU MLP) and tied output logits. */
  public static Tensor transformerForward(Tensor[] in) {
    Tensor ids = in[0];
    Tensor mask = in[1];
    Tensor emb = in[2];
    int dh = TF_D / TF_HEADS;
    Tensor h = Tensor.embedding(emb, ids);
    Tensor a = h.layerNorm(TF_D);
    Tensor q = heads(a.matmul(in[3]), dh);
    Tensor k = heads(a.matmul(in[4]), dh);
    Tensor v = heads(a.matmul(in[5]), dh);
    Tensor scores = q.matmul(k.transpose(2, 3)).mul(1.0 / Math.sqrt(dh)).add(mask);
    Tensor attn = scores.softmax(-1).matmul(v).permute(0, 2, 1, 3).reshape(TF_B, TF_T, TF_D);
    h = h.add(attn.matmul(in[6]));
    h = h.add(h.layerNorm(TF_D).matmul(in[7]).gelu().matmul(in[8]));
    return h.layerNorm(TF_D).matmul(emb.t());
  }

  private static Tensor heads(Tensor x, int dh) {
    return x.reshape(TF_B, TF_T, TF_HEADS, dh).permute(0, 2, 1, 3);
  }

  /** Float32 copies of every tensor's values, for comparisons across modes. */
  public static float[][] read(List<Tensor> tensors) {
    float[][] out = new float[tensors.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = tensors.get(i).to(DType.F32).toFloatArray();
    }
    return out;
  }
}
