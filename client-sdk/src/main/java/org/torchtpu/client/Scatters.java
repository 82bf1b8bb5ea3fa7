package org.torchtpu.client;

import java.util.List;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.ScatterOp;

/**
 * {@code Tensor.scatter} and {@code scatter_add} (PyTorch's index semantics: {@code index} has the
 * rank of {@code self}, and {@code out[..., index[i, j], ...] = src[i, j]} along {@code dim}),
 * as one wire scatter each with every other dim a batching dim. Gradients: to {@code src} the
 * gather of the output gradient at {@code index}; to {@code self} the output gradient, with
 * (for scatter, which overwrites) zeros where {@code src} was written.
 */
public final class Scatters {
  private Scatters() {}

  public static Tensor scatterAdd(Tensor self, int dim, Tensor index, Tensor src) {
    int d = ShapeRules.wrapDim("scatter_add", dim, Math.max(self.dim(), 1));
    Tensor out = self.session().decomposed(() -> emit(self, d, index, src, ScatterOp.Combiner.ADD));
    return Autograd.record("scatter_add", out, g -> new Tensor[] {g, null, g.gather(d, index)}, self, index, src);
  }

  public static Tensor scatter(Tensor self, int dim, Tensor index, Tensor src) {
    int d = ShapeRules.wrapDim("scatter", dim, Math.max(self.dim(), 1));
    Tensor out = self.session().decomposed(() -> emit(self, d, index, src, ScatterOp.Combiner.REPLACE));
    return Autograd.record("scatter", out,
        g -> new Tensor[] {emit(g, d, index, g.session().zeros(g.dtype(), index.shape()), ScatterOp.Combiner.REPLACE),
            null, g.gather(d, index)},
        self, index, src);
  }

  private static Tensor emit(Tensor self, int dim, Tensor index, Tensor src, ScatterOp.Combiner combiner) {
    int rank = self.dim();
    if (index.dim() != rank || src.dim() != rank) {
      throw new IllegalArgumentException("scatter: self " + self.type() + ", index " + index.type() + " and src "
          + src.type() + " must have the same rank");
    }
    if (!java.util.Arrays.equals(index.shape(), src.shape())) {
      throw new IllegalArgumentException("scatter: index " + index.type() + " and src " + src.type()
          + " must have the same shape (this SDK does not scatter from a larger src)");
    }
    ScatterOp.Builder scatter = ScatterOp.newBuilder().addInsertedWindowDims(dim).addScatterDimsToOperandDims(dim)
        .setIndexVectorDim(rank).setCombiner(combiner);
    for (int i = 0; i < rank; i++) {
      if (i != dim) {
        if (index.shape()[i] != self.shape()[i]) {
          throw new IllegalArgumentException("scatter: index " + index.type() + " must match self " + self.type()
              + " in every dim but " + dim);
        }
        scatter.addInputBatchingDims(i).addScatterIndicesBatchingDims(i);
      }
    }
    return self.session().emit(Op.newBuilder().setScatter(scatter), List.of(self, index, src.to(self.dtype()))).get(0);
  }
}
