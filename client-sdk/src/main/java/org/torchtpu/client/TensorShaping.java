package org.torchtpu.client;

import static org.torchtpu.client.GradientFormulas.catGrad;
import static org.torchtpu.client.GradientFormulas.inversePermutation;
import static org.torchtpu.client.GradientFormulas.narrowGrad;
import static org.torchtpu.client.GradientFormulas.selectGrad;
import static org.torchtpu.client.GradientFormulas.sliceGrad;
import static org.torchtpu.client.GradientFormulas.stackGrad;

import java.util.List;
import org.torchtpu.api.v1.DType;

/**
 * Tensor's shape and view operations, joins, gathers and dtype conversion, with their gradients
 * (a view's gradient is the inverse view). {@link Tensor} delegates here.
 */
final class TensorShaping {
  private TensorShaping() {}

  static Tensor reshape(Tensor self, long... shape) {
    Tensor out = self.decomposed(() -> Views.reshape(self, shape));
    return Autograd.record("reshape", out, g -> new Tensor[] {g.reshape(self.shape())}, self);
  }

  static Tensor view(Tensor self, long... shape) {
    Tensor out = self.decomposed(() -> Views.reshape(self, shape));
    return Autograd.record("view", out, g -> new Tensor[] {g.reshape(self.shape())}, self);
  }

  static Tensor flatten(Tensor self) {
    Tensor out = self.decomposed(() -> Views.flatten(self, 0, -1));
    return Autograd.record("flatten", out, g -> new Tensor[] {g.reshape(self.shape())}, self);
  }

  static Tensor flatten(Tensor self, int startDim, int endDim) {
    Tensor out = self.decomposed(() -> Views.flatten(self, startDim, endDim));
    return Autograd.record("flatten", out, g -> new Tensor[] {g.reshape(self.shape())}, self);
  }

  static Tensor squeeze(Tensor self) {
    Tensor out = self.decomposed(() -> Views.squeeze(self));
    return Autograd.record("squeeze", out, g -> new Tensor[] {g.reshape(self.shape())}, self);
  }

  static Tensor squeeze(Tensor self, int dim) {
    Tensor out = self.decomposed(() -> Views.squeeze(self, dim));
    return Autograd.record("squeeze", out, g -> new Tensor[] {g.reshape(self.shape())}, self);
  }

  static Tensor unsqueeze(Tensor self, int dim) {
    Tensor out = self.decomposed(() -> Views.unsqueeze(self, dim));
    return Autograd.record("unsqueeze", out, g -> new Tensor[] {g.reshape(self.shape())}, self);
  }

  static Tensor expand(Tensor self, long... sizes) {
    Tensor out = self.decomposed(() -> Views.expand(self, sizes));
    return Autograd.record("expand", out, g -> new Tensor[] {g}, self);
  }

  static Tensor transpose(Tensor self, int dim0, int dim1) {
    Tensor out = self.decomposed(() -> Views.transpose(self, dim0, dim1));
    return Autograd.record("transpose", out, g -> new Tensor[] {g.transpose(dim0, dim1)}, self);
  }

  static Tensor permute(Tensor self, int... dims) {
    Tensor out = self.decomposed(() -> Views.permute(self, dims));
    return Autograd.record("permute", out, g -> new Tensor[] {g.permute(inversePermutation(dims))}, self);
  }

  static Tensor t(Tensor self) {
    Tensor out = self.decomposed(() -> Views.t(self));
    return Autograd.record("t", out, g -> new Tensor[] {g.t()}, self);
  }

  static Tensor slice(Tensor self, int dim, long start, long end) {
    Tensor out = self.decomposed(() -> Views.slice(self, dim, start, end, 1));
    return Autograd.record("slice", out, g -> new Tensor[] {sliceGrad(self, g, dim, start, 1)}, self);
  }

  static Tensor slice(Tensor self, int dim, long start, long end, long step) {
    Tensor out = self.decomposed(() -> Views.slice(self, dim, start, end, step));
    return Autograd.record("slice", out, g -> new Tensor[] {sliceGrad(self, g, dim, start, step)}, self);
  }

  static Tensor select(Tensor self, int dim, long index) {
    Tensor out = self.decomposed(() -> Views.select(self, dim, index));
    return Autograd.record("select", out, g -> new Tensor[] {selectGrad(self, g, dim, index)}, self);
  }

  static Tensor narrow(Tensor self, int dim, long start, long length) {
    Tensor out = self.decomposed(() -> Views.narrow(self, dim, start, length));
    return Autograd.record("narrow", out, g -> new Tensor[] {narrowGrad(self, g, dim, start)}, self);
  }

  static Tensor cat(List<Tensor> tensors, int dim) {
    Tensor out = Tensor.decomposed(tensors, () -> JoinDecompositions.cat(tensors, dim));
    return Autograd.record("cat", out, g -> catGrad(g, tensors, dim), tensors.toArray(new Tensor[0]));
  }

  static Tensor cat(List<Tensor> tensors) {
    Tensor out = Tensor.decomposed(tensors, () -> JoinDecompositions.cat(tensors, 0));
    return Autograd.record("cat", out, g -> catGrad(g, tensors, 0), tensors.toArray(new Tensor[0]));
  }

  static Tensor stack(List<Tensor> tensors, int dim) {
    Tensor out = Tensor.decomposed(tensors, () -> JoinDecompositions.stack(tensors, dim));
    return Autograd.record("stack", out, g -> stackGrad(g, tensors.size(), dim), tensors.toArray(new Tensor[0]));
  }

  static Tensor stack(List<Tensor> tensors) {
    Tensor out = Tensor.decomposed(tensors, () -> JoinDecompositions.stack(tensors, 0));
    return Autograd.record("stack", out, g -> stackGrad(g, tensors.size(), 0), tensors.toArray(new Tensor[0]));
  }

  static Tensor gather(Tensor self, int dim, Tensor index) {
    Tensor out = self.decomposed(() -> IndexingDecompositions.gather(self, dim, index));
    return Autograd.record("gather", out,
        g -> new Tensor[] {Autograd.gatherBackward(g, ShapeRules.wrapDim("gather", dim, Math.max(self.dim(), 1)), index,
            self.shape()), null},
        self, index);
  }

  static Tensor indexSelect(Tensor self, int dim, Tensor index) {
    Tensor out = self.decomposed(() -> IndexingDecompositions.indexSelect(self, dim, index));
    return Autograd.record("index_select", out,
        g -> new Tensor[] {Autograd.indexSelectBackward(g, ShapeRules.wrapDim("index_select", dim, self.dim()), index,
            self.shape()), null},
        self, index);
  }

  static Tensor copy(Tensor self) {
    Tensor out = self.decomposed(() -> WireOps.copy(self));
    return Autograd.record("clone", out, g -> new Tensor[] {g}, self);
  }

  static Tensor to(Tensor self, DType dtype) {
    Tensor out = self.decomposed(() -> Decompositions.to(self, dtype));
    return Autograd.record("to", out, g -> new Tensor[] {g}, self);
  }
}
