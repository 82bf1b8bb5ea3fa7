package org.torchtpu.client;

import java.util.List;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ReverseOp;

/**
 * Reordering and resampling along dims: {@code flip}, {@code pad} with PyTorch's modes and
 * {@code interpolate} (nearest, bilinear). Reflect/replicate/circular padding and interpolation
 * are index selections with host-computed index lists (plus, for bilinear, a weighted sum of two
 * selections per dim), so their gradients come from {@link Tensor#indexSelect}'s.
 */
public final class Resampling {
  private Resampling() {}

  /** PyTorch's {@code F.pad} modes. */
  public enum PadMode { CONSTANT, REFLECT, REPLICATE, CIRCULAR }

  /** {@code torch.flip}: x with the order along each of {@code dims} reversed. */
  public static Tensor flip(Tensor x, int... dims) {
    ReverseOp.Builder r = ReverseOp.newBuilder();
    for (int d : dims) {
      r.addDimensions(ShapeRules.wrapDim("flip", d, x.dim()));
    }
    Tensor out = x.session().decomposed(() -> x.session().emit(Op.newBuilder().setReverse(r), List.of(x)).get(0));
    return Autograd.record("flip", out, g -> new Tensor[] {flip(g, dims)}, x);
  }

  /**
   * {@code F.pad(x, pads, mode, value)}: {@code pads} lists (before, after) pairs starting from the
   * last dim, as PyTorch's. REFLECT needs each pad smaller than its dim, as PyTorch's.
   */
  public static Tensor pad(Tensor x, long[] pads, PadMode mode, double value) {
    if (pads.length % 2 != 0 || pads.length / 2 > x.dim()) {
      throw new IllegalArgumentException("pad: pads must hold (before, after) pairs for at most " + x.dim()
          + " dims, got " + pads.length + " values");
    }
    Tensor out = x;
    for (int p = 0; p < pads.length / 2; p++) {
      int dim = x.dim() - 1 - p;
      long before = pads[2 * p];
      long after = pads[2 * p + 1];
      long n = x.shape()[dim];
      if (before < 0 || after < 0) {
        throw new IllegalArgumentException("pad: negative padding " + before + ", " + after + " on dim " + dim);
      }
      if (before == 0 && after == 0) {
        continue;
      }
      if (mode == PadMode.CONSTANT) {
        long[] shape = out.shape().clone();
        shape[dim] = before;
        Tensor low = out.session().full(shape, value, out.dtype());
        shape[dim] = after;
        Tensor high = out.session().full(shape, value, out.dtype());
        out = Tensor.cat(List.of(low, out, high), dim);
        continue;
      }
      if (mode == PadMode.REFLECT && (before >= n || after >= n)) {
        throw new IllegalArgumentException("pad: reflect padding (" + before + ", " + after + ") must be smaller "
            + "than dim " + dim + " of size " + n);
      }
      if (n == 0) {
        throw new IllegalArgumentException("pad: " + mode + " padding of empty dim " + dim);
      }
      long[] index = new long[(int) (before + n + after)];
      for (int i = 0; i < index.length; i++) {
        long j = i - before;
        index[i] = switch (mode) {
          case REPLICATE -> Math.max(0, Math.min(n - 1, j));
          case CIRCULAR -> Math.floorMod(j, n);
          default -> j < 0 ? -j : j >= n ? 2 * (n - 1) - j : j; // REFLECT (edge not repeated)
        };
      }
      out = out.indexSelect(dim, indices(out.session(), index));
    }
    return out;
  }

  /** {@code F.interpolate} modes (bilinear with {@code align_corners=False}, PyTorch's default). */
  public enum InterpolateMode { NEAREST, BILINEAR }

  /** Resizes the last two dims (N, C, H, W layout, as PyTorch) to {@code height} x {@code width}. */
  public static Tensor interpolate(Tensor x, long height, long width, InterpolateMode mode) {
    if (x.dim() < 2 || height < 1 || width < 1) {
      throw new IllegalArgumentException("interpolate: needs a tensor of rank >= 2 and a positive size, got "
          + x.type() + " to " + height + "x" + width);
    }
    Tensor rows = resize(x, x.dim() - 2, height, mode);
    return resize(rows, x.dim() - 1, width, mode);
  }

  private static Tensor resize(Tensor x, int dim, long size, InterpolateMode mode) {
    long in = x.shape()[dim];
    double scale = (double) in / size;
    Session s = x.session();
    if (mode == InterpolateMode.NEAREST) {
      long[] index = new long[(int) size];
      for (int i = 0; i < size; i++) {
        index[i] = Math.min(in - 1, (long) Math.floor(i * (float) scale)); // PyTorch computes the scale in float
      }
      return x.indexSelect(dim, indices(s, index));
    }
    long[] lo = new long[(int) size];
    long[] hi = new long[(int) size];
    float[] w = new float[(int) size];
    for (int i = 0; i < size; i++) {
      double src = Math.max(0.0, (i + 0.5) * scale - 0.5);
      long i0 = Math.min((long) Math.floor(src), in - 1);
      lo[i] = i0;
      hi[i] = Math.min(i0 + 1, in - 1);
      w[i] = (float) (src - i0);
    }
    long[] weightShape = new long[x.dim()];
    java.util.Arrays.fill(weightShape, 1);
    weightShape[dim] = size;
    float[] oneMinus = new float[w.length];
    for (int i = 0; i < w.length; i++) {
      oneMinus[i] = 1f - w[i];
    }
    Tensor wHi = s.tensor(w, x.dtype(), weightShape);
    Tensor wLo = s.tensor(oneMinus, x.dtype(), weightShape);
    return x.indexSelect(dim, indices(s, lo)).mul(wLo).add(x.indexSelect(dim, indices(s, hi)).mul(wHi));
  }

  private static Tensor indices(Session s, long[] index) {
    return WireOps.constant(s, LiteralCodec.fromLongs(index, DType.S64, index.length));
  }
}
