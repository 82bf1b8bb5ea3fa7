package org.torchtpu.client;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.torchtpu.api.ir.OpTypeException;
import org.torchtpu.api.v1.CompareOp;
import org.torchtpu.api.v1.ReduceOp;
import org.torchtpu.api.v1.ReduceWindowOp;
import org.torchtpu.api.v1.SelectAndScatterOp;

/**
 * Ops over sliding windows, on the op set's {@code reduce_window} and {@code select_and_scatter}:
 * PyTorch's max/avg/adaptive pooling (channels first: [N, C, *spatial]) and cumulative sums and
 * products ({@code torch.cumsum}/{@code cumprod}: a window the length of the dim, padded by n - 1
 * in front, exactly as JAX lowers {@code jnp.cumsum}).
 *
 * <p>Gradients: max pooling's is {@code select_and_scatter} (the output gradient goes to the first
 * maximum of each window, as PyTorch and XLA choose it); average pooling's is a window sum of the
 * stride-dilated output gradient; cumsum's is the reversed cumulative sum; cumprod's is computed
 * without dividing by the input, so zeros in the input give exact gradients.
 */
public final class Pooling {
  private Pooling() {}

  /** {@code F.max_pool2d(x, kernel, stride, padding)} (padding holds -inf). */
  public static Tensor maxPool2d(Tensor x, long kernel, long stride, long padding) {
    return maxPool(x, new long[] {kernel, kernel}, new long[] {stride, stride}, new long[] {padding, padding});
  }

  /** Max pooling over x's trailing kernel.length dims. */
  public static Tensor maxPool(Tensor x, long[] kernel, long[] stride, long[] padding) {
    SpatialWindow w = new SpatialWindow("max_pool", x, kernel, stride, padding);
    Tensor out = x.session().decomposed(() -> WireOps.reduceWindow(x,
        x.session().scalar(Double.NEGATIVE_INFINITY, x.dtype()), w.reduce(ReduceOp.Kind.MAX)));
    return Autograd.record("max_pool", out, g -> new Tensor[] {x.session().decomposed(() -> WireOps.selectAndScatter(
        x, g, x.session().scalar(0.0, x.dtype()), SelectAndScatterOp.newBuilder().setSelect(CompareOp.Direction.GE)
            .setScatter(ReduceOp.Kind.SUM).addAllWindowDimensions(WireOps.list(w.size))
            .addAllWindowStrides(WireOps.list(w.stride)).addAllPaddingLow(WireOps.list(w.low))
            .addAllPaddingHigh(WireOps.list(w.low))))}, x);
  }

  /** {@code F.avg_pool2d(x, kernel, stride, padding)} with count_include_pad (PyTorch's default). */
  public static Tensor avgPool2d(Tensor x, long kernel, long stride, long padding) {
    return avgPool(x, new long[] {kernel, kernel}, new long[] {stride, stride}, new long[] {padding, padding});
  }

  /** Average pooling over x's trailing kernel.length dims; padded zeros count in the average. */
  public static Tensor avgPool(Tensor x, long[] kernel, long[] stride, long[] padding) {
    SpatialWindow w = new SpatialWindow("avg_pool", x, kernel, stride, padding);
    long count = 1;
    for (long k : kernel) {
      count *= k;
    }
    double scale = 1.0 / count;
    Tensor sum = x.session().decomposed(() -> WireOps.reduceWindow(x, x.session().scalar(0.0, x.dtype()),
        w.reduce(ReduceOp.Kind.SUM)));
    Tensor out = Autograd.record("avg_pool", sum, g -> new Tensor[] {windowSumTranspose(g, x, w)}, x);
    return out.mul(scale);
  }

  /**
   * The gradient of a window sum: each input element gets the sum of the output gradients of the windows
   * covering it, a window sum over the output gradient dilated by the stride and padded by kernel - 1 - padding.
   */
  private static Tensor windowSumTranspose(Tensor g, Tensor x, SpatialWindow w) {
    int rank = x.dim();
    ReduceWindowOp.Builder r = ReduceWindowOp.newBuilder().setKind(ReduceOp.Kind.SUM)
        .addAllWindowDimensions(WireOps.list(w.size)).addAllBaseDilations(WireOps.list(w.stride));
    for (int d = 0; d < rank; d++) {
      long low = w.size[d] - 1 - w.low[d];
      long high = x.size(d) - 1 + w.low[d] - (g.size(d) - 1) * w.stride[d];
      r.addPaddingLow(low).addPaddingHigh(high);
    }
    return x.session().decomposed(() -> WireOps.reduceWindow(g, x.session().scalar(0.0, g.dtype()), r));
  }

  /**
   * {@code F.adaptive_avg_pool2d(x, [outH, outW])}: output bin i of a dim of size n averages rows
   * floor(i n / out) to ceil((i + 1) n / out) - 1, as PyTorch's bins. Average pooling over rectangles is separable,
   * so the two dims are pooled one after the other; a dim that out divides is one reshape and mean.
   */
  public static Tensor adaptiveAvgPool2d(Tensor x, long outH, long outW) {
    if (x.dim() < 3) {
      throw new OpTypeException("adaptive_avg_pool2d: needs [N, C, H, W] or [C, H, W], got " + ShapeRules.str(x.shape()));
    }
    return adaptiveAvg1d(adaptiveAvg1d(x, x.dim() - 2, outH), x.dim() - 1, outW);
  }

  private static Tensor adaptiveAvg1d(Tensor x, int dim, long out) {
    long n = x.size(dim);
    if (out < 1) {
      throw new OpTypeException("adaptive_avg_pool2d: output size " + out + " must be >= 1");
    }
    if (n % out == 0) {
      long[] shape = x.shape();
      long[] split = new long[shape.length + 1];
      System.arraycopy(shape, 0, split, 0, dim);
      split[dim] = out;
      split[dim + 1] = n / out;
      System.arraycopy(shape, dim + 1, split, dim + 2, shape.length - dim - 1);
      return x.reshape(split).mean(dim + 1);
    }
    List<Tensor> bins = new ArrayList<>();
    for (long i = 0; i < out; i++) {
      long start = Math.floorDiv(i * n, out);
      long end = -Math.floorDiv(-(i + 1) * n, out);
      bins.add(x.slice(dim, start, end).mean(dim, true));
    }
    return Tensor.cat(bins, dim);
  }

  /** {@code torch.cumsum(x, dim)}. */
  public static Tensor cumsum(Tensor x, int dim) {
    int d = normalize("cumsum", x, dim);
    Tensor out = x.session().decomposed(() -> cumulative(x, d, ReduceOp.Kind.SUM, false));
    return Autograd.record("cumsum", out, g -> new Tensor[] {
        g.session().decomposed(() -> cumulative(g, d, ReduceOp.Kind.SUM, true))}, x);
  }

  /**
   * {@code torch.cumprod(x, dim)}. Its gradient, d y_j / d x_i = prod over k &lt;= j, k != i of x_k for j &gt;= i, is
   * computed as such (n x n products along the dim), not as y / x, so inputs with zeros get exact gradients.
   */
  public static Tensor cumprod(Tensor x, int dim) {
    int d = normalize("cumprod", x, dim);
    Tensor out = x.session().decomposed(() -> cumulative(x, d, ReduceOp.Kind.PROD, false));
    return Autograd.record("cumprod", out, g -> new Tensor[] {cumprodGradient(x, g, d)}, x);
  }

  private static Tensor cumprodGradient(Tensor x, Tensor g, int dim) {
    long n = x.size(dim);
    Tensor xl = x.transpose(dim, -1);             // [..., n(k)]
    Tensor gl = g.transpose(dim, -1);             // [..., n(j)]
    long[] lead = Arrays.copyOf(xl.shape(), xl.dim() - 1);
    long[] square = Arrays.copyOf(lead, lead.length + 2);
    square[lead.length] = n;
    square[lead.length + 1] = n;
    Tensor rows = x.session().arange(n).reshape(n, 1);   // i
    Tensor cols = x.session().arange(n).reshape(1, n);   // k (then j)
    Tensor diagonal = rows.eq(cols).expand(square);
    // m[..., i, k] = x_k except 1 at k = i; its cumulative product along k is prod_{k <= j, k != i} x_k
    Tensor m = Tensor.where(diagonal, 1.0, xl.unsqueeze(xl.dim() - 1).expand(square));
    Tensor partial = cumprod(m, square.length - 1);
    Tensor upper = cols.ge(rows).expand(square);  // j >= i
    Tensor terms = Tensor.where(upper, partial.mul(gl.unsqueeze(gl.dim() - 1).expand(square)), 0.0);
    return terms.sum(square.length - 1).transpose(dim, -1);
  }

  /** Inclusive (or, reversed, suffix) cumulative reduction along dim: a window of the whole dim padded by n - 1. */
  private static Tensor cumulative(Tensor x, int dim, ReduceOp.Kind kind, boolean reversed) {
    long n = x.size(dim);
    ReduceWindowOp.Builder r = ReduceWindowOp.newBuilder().setKind(kind);
    for (int d = 0; d < x.dim(); d++) {
      r.addWindowDimensions(d == dim ? Math.max(n, 1) : 1);
      r.addPaddingLow(d == dim && !reversed ? Math.max(n - 1, 0) : 0);
      r.addPaddingHigh(d == dim && reversed ? Math.max(n - 1, 0) : 0);
    }
    if (n == 0) {
      return x;
    }
    double identity = kind == ReduceOp.Kind.PROD ? 1.0 : 0.0;
    return WireOps.reduceWindow(x, x.session().scalar(identity, x.dtype()), r);
  }

  private static int normalize(String name, Tensor x, int dim) {
    int rank = x.dim();
    int d = dim < 0 ? dim + rank : dim;
    if (d < 0 || d >= rank) {
      throw new OpTypeException(name + ": dim " + dim + " is out of range for " + ShapeRules.str(x.shape()));
    }
    return d;
  }

  /** A window over every dim of x: 1 over the leading (batch, channel) dims, the given sizes over the trailing ones. */
  private static final class SpatialWindow {
    final long[] size;
    final long[] stride;
    final long[] low;

    SpatialWindow(String name, Tensor x, long[] kernel, long[] stride, long[] padding) {
      int spatial = kernel.length;
      if (stride.length != spatial || padding.length != spatial || x.dim() < spatial) {
        throw new OpTypeException(name + ": kernel " + Arrays.toString(kernel) + ", stride " + Arrays.toString(stride)
            + " and padding " + Arrays.toString(padding) + " must have one entry per pooled dim of "
            + ShapeRules.str(x.shape()));
      }
      int lead = x.dim() - spatial;
      this.size = new long[x.dim()];
      this.stride = new long[x.dim()];
      this.low = new long[x.dim()];
      Arrays.fill(size, 1);
      Arrays.fill(this.stride, 1);
      for (int s = 0; s < spatial; s++) {
        if (padding[s] < 0 || 2 * padding[s] > kernel[s]) {
          throw new OpTypeException(name + ": padding " + Arrays.toString(padding) + " must be >= 0 and at most half "
              + "the kernel " + Arrays.toString(kernel));
        }
        size[lead + s] = kernel[s];
        this.stride[lead + s] = stride[s];
        low[lead + s] = padding[s];
      }
    }

    ReduceWindowOp.Builder reduce(ReduceOp.Kind kind) {
      return ReduceWindowOp.newBuilder().setKind(kind).addAllWindowDimensions(WireOps.list(size))
          .addAllWindowStrides(WireOps.list(stride)).addAllPaddingLow(WireOps.list(low))
          .addAllPaddingHigh(WireOps.list(low));
    }
  }
}
