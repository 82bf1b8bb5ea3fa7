package org.torchtpu.client;

import static org.torchtpu.client.GradientFormulas.extremumGrad;
import static org.torchtpu.client.GradientFormulas.indexedExtremumGrad;
import static org.torchtpu.client.GradientFormulas.reductionGrad;

import java.util.List;
import org.torchtpu.api.v1.ArgReduceOp;
import org.torchtpu.api.v1.ReduceOp;

/**
 * Tensor's reductions (sum, mean, prod, max/min, amax/amin, argmax/argmin) with their gradients.
 * {@link Tensor} delegates here; the methods take the tensor the user called as {@code self}.
 */
final class TensorReductions {
  private TensorReductions() {}

  static Tensor sum(Tensor self) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.sum(self, new int[0], false));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(self, g, new int[0], false, false)}, self);
  }

  static Tensor sum(Tensor self, int... dims) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.sum(self, dims, false));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(self, g, dims, false, false)}, self);
  }

  static Tensor sum(Tensor self, int dim, boolean keepdim) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.sum(self, new int[] {dim}, keepdim));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(self, g, new int[] {dim}, keepdim, false)},
        self);
  }

  static Tensor sum(Tensor self, int[] dims, boolean keepdim) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.sum(self, dims, keepdim));
    return Autograd.record("sum", out, g -> new Tensor[] {reductionGrad(self, g, dims, keepdim, false)}, self);
  }

  static Tensor mean(Tensor self) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.mean(self, new int[0], false));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(self, g, new int[0], false, true)}, self);
  }

  static Tensor mean(Tensor self, int... dims) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.mean(self, dims, false));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(self, g, dims, false, true)}, self);
  }

  static Tensor mean(Tensor self, int dim, boolean keepdim) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.mean(self, new int[] {dim}, keepdim));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(self, g, new int[] {dim}, keepdim, true)},
        self);
  }

  static Tensor mean(Tensor self, int[] dims, boolean keepdim) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.mean(self, dims, keepdim));
    return Autograd.record("mean", out, g -> new Tensor[] {reductionGrad(self, g, dims, keepdim, true)}, self);
  }

  static Tensor prod(Tensor self) {
    Autograd.requireNoGrad("prod", self);
    return self.decomposed(() -> ReductionDecompositions.prod(self, new int[0], false));
  }

  static Tensor prod(Tensor self, int dim) {
    Autograd.requireNoGrad("prod", self);
    return self.decomposed(() -> ReductionDecompositions.prod(self, new int[] {dim}, false));
  }

  static Tensor prod(Tensor self, int dim, boolean keepdim) {
    Autograd.requireNoGrad("prod", self);
    return self.decomposed(() -> ReductionDecompositions.prod(self, new int[] {dim}, keepdim));
  }

  static Tensor max(Tensor self) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("max", ReduceOp.Kind.MAX, self, new int[0], false));
    return Autograd.record("max", out, g -> new Tensor[] {extremumGrad(self, g, out, new int[0], false)}, self);
  }

  static ValuesAndIndices max(Tensor self, int dim, boolean keepdim) {
    ValuesAndIndices vi = self.session().scoped(
        () -> ReductionDecompositions.extremumWithIndices("max", self, dim, keepdim, true),
        r -> List.of(r.values(), r.indices()));
    Autograd.record("max", vi.values(), g -> new Tensor[] {indexedExtremumGrad(self, g, vi.indices(), dim, keepdim)},
        self);
    return vi;
  }

  static Tensor min(Tensor self) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("min", ReduceOp.Kind.MIN, self, new int[0], false));
    return Autograd.record("min", out, g -> new Tensor[] {extremumGrad(self, g, out, new int[0], false)}, self);
  }

  static ValuesAndIndices min(Tensor self, int dim, boolean keepdim) {
    ValuesAndIndices vi = self.session().scoped(
        () -> ReductionDecompositions.extremumWithIndices("min", self, dim, keepdim, false),
        r -> List.of(r.values(), r.indices()));
    Autograd.record("min", vi.values(), g -> new Tensor[] {indexedExtremumGrad(self, g, vi.indices(), dim, keepdim)},
        self);
    return vi;
  }

  static Tensor amax(Tensor self) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, self, new int[0], false));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(self, g, out, new int[0], false)}, self);
  }

  static Tensor amax(Tensor self, int... dims) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, self, dims, false));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(self, g, out, dims, false)}, self);
  }

  static Tensor amax(Tensor self, int dim, boolean keepdim) {
    Tensor out = self.decomposed(
        () -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, self, new int[] {dim}, keepdim));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(self, g, out, new int[] {dim}, keepdim)}, self);
  }

  static Tensor amax(Tensor self, int[] dims, boolean keepdim) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("amax", ReduceOp.Kind.MAX, self, dims, keepdim));
    return Autograd.record("amax", out, g -> new Tensor[] {extremumGrad(self, g, out, dims, keepdim)}, self);
  }

  static Tensor amin(Tensor self) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, self, new int[0], false));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(self, g, out, new int[0], false)}, self);
  }

  static Tensor amin(Tensor self, int... dims) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, self, dims, false));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(self, g, out, dims, false)}, self);
  }

  static Tensor amin(Tensor self, int dim, boolean keepdim) {
    Tensor out = self.decomposed(
        () -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, self, new int[] {dim}, keepdim));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(self, g, out, new int[] {dim}, keepdim)}, self);
  }

  static Tensor amin(Tensor self, int[] dims, boolean keepdim) {
    Tensor out = self.decomposed(() -> ReductionDecompositions.extremum("amin", ReduceOp.Kind.MIN, self, dims, keepdim));
    return Autograd.record("amin", out, g -> new Tensor[] {extremumGrad(self, g, out, dims, keepdim)}, self);
  }

  static Tensor argmax(Tensor self) {
    return self.decomposed(() -> ReductionDecompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, self));
  }

  static Tensor argmax(Tensor self, int dim) {
    return self.decomposed(() -> ReductionDecompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, self, dim, false));
  }

  static Tensor argmax(Tensor self, int dim, boolean keepdim) {
    return self.decomposed(() -> ReductionDecompositions.argExtremum("argmax", ArgReduceOp.Kind.ARGMAX, self, dim, keepdim));
  }

  static Tensor argmin(Tensor self) {
    return self.decomposed(() -> ReductionDecompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, self));
  }

  static Tensor argmin(Tensor self, int dim) {
    return self.decomposed(() -> ReductionDecompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, self, dim, false));
  }

  static Tensor argmin(Tensor self, int dim, boolean keepdim) {
    return self.decomposed(() -> ReductionDecompositions.argExtremum("argmin", ArgReduceOp.Kind.ARGMIN, self, dim, keepdim));
  }
}
