package org.torchtpu.client.nn;

import java.util.List;
import org.torchtpu.client.Tensor;

/**
 * Rotary position embeddings (RoPE) in the "rotate half" layout Llama checkpoints use: dim pair
 * {@code (i, i + d/2)} of position {@code p} is rotated by angle {@code p * theta^(-2i/d)}. The
 * cos/sin tables are computed on the host in double precision for the positions in use and sent
 * as constants (in a traced program they become constants of the graph).
 */
public final class RotaryEmbedding {
  private final int headDim;
  private final double theta;

  public RotaryEmbedding(int headDim, double theta) {
    this.headDim = headDim;
    this.theta = theta;
  }

  /** {cos, sin} tables [count, headDim] for positions start .. start + count - 1. */
  public float[][] tables(long start, int count) {
    int half = headDim / 2;
    float[] cos = new float[count * headDim];
    float[] sin = new float[count * headDim];
    for (int t = 0; t < count; t++) {
      for (int i = 0; i < half; i++) {
        double angle = (start + t) * Math.pow(theta, -2.0 * i / headDim);
        float c = (float) Math.cos(angle);
        float s = (float) Math.sin(angle);
        cos[t * headDim + i] = c;
        cos[t * headDim + i + half] = c;
        sin[t * headDim + i] = s;
        sin[t * headDim + i + half] = s;
      }
    }
    return new float[][] {cos, sin};
  }

  /** Rotates x [..., T, headDim] whose dim -2 holds positions start .. start + T - 1. */
  public Tensor apply(Tensor x, long start) {
    int count = (int) x.size(-2);
    float[][] tables = tables(start, count);
    Tensor cos = x.session().tensor(tables[0], count, headDim);
    Tensor sin = x.session().tensor(tables[1], count, headDim);
    int half = headDim / 2;
    Tensor first = x.slice(-1, 0, half);
    Tensor second = x.slice(-1, half, headDim);
    Tensor rotated = Tensor.cat(List.of(second.neg(), first), -1);
    return x.mul(cos).add(rotated.mul(sin));
  }
}
