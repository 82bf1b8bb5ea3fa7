package org.torchtpu.client;

import java.util.List;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.IotaOp;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.SortOp;

/**
 * {@code torch.sort}, {@code argsort} and {@code topk}. The wire sort (stable; NaN last ascending,
 * first descending, as PyTorch) orders an iota of indices by the keys; the values are then a
 * {@link Tensor#gather} of the input at those indices, so gradients flow to the elements that were
 * picked, as PyTorch's sort and topk backward do.
 */
public final class Sorting {
  private Sorting() {}

  /** The sorted values along {@code dim} and their original indices (s64), ties in original order. */
  public static ValuesAndIndices sort(Tensor x, int dim, boolean descending) {
    Tensor indices = argsort(x, dim, descending);
    return new ValuesAndIndices(x.gather(dim, indices), indices);
  }

  /** Indices (s64) that sort {@code x} along {@code dim}. */
  public static Tensor argsort(Tensor x, int dim, boolean descending) {
    int d = ShapeRules.wrapDim("sort", dim, Math.max(x.dim(), 1));
    if (x.dim() == 0) {
      return x.session().full(new long[0], 0L, DType.S64);
    }
    Session s = x.session();
    return s.decomposed(() -> {
      Tensor iota = s.emit(Op.newBuilder().setIota(IotaOp.newBuilder()
          .setType(x.type().toBuilder().setDtype(DType.S64)).setDimension(d)), List.of()).get(0);
      return s.emit(Op.newBuilder().setSort(SortOp.newBuilder().setDimension(d).setDescending(descending)),
          List.of(x.detach(), iota)).get(1);
    });
  }

  /** The {@code k} largest (or smallest) values along {@code dim}, sorted, with their indices. */
  public static ValuesAndIndices topk(Tensor x, int k, int dim, boolean largest) {
    int d = ShapeRules.wrapDim("topk", dim, Math.max(x.dim(), 1));
    long n = x.dim() == 0 ? 1 : x.shape()[d];
    if (k < 0 || k > n) {
      throw new IllegalArgumentException("topk: k = " + k + " must be in [0, " + n + "] for dim " + d + " of "
          + x.type());
    }
    Tensor indices = argsort(x, d, largest).narrow(d, 0, k);
    return new ValuesAndIndices(x.gather(d, indices), indices);
  }
}
